//! SPARC "KT" (seed 001): the UltraSPARC T2-family PCR/PIC with KT's sample mode, the virtual
//! L2 control register, DRAM registers per node, and the sun4v KT_GET/SET_PERFREG API.

pub mod events;
pub mod perfreg;
pub mod registers;

use crate::machine::{Choice, Machine};

pub static MACHINE: Machine = Machine {
    id: "sparc-kt",
    name: "SPARC KT",
    description: "One PCR (ASR 0x10) and one PIC (ASR 0x11) with two 32-bit counters per strand, \
                  sample mode, HT writable only through the hypervisor; L2 PERF_CONFIG; DRAM registers per node.",
    source: "seed 001 (KT performance instrumentation and sun4v API)",
    registers: registers::REGISTERS,
    events: events::EVENTS,
    event_select_field: "sl0",
    context_name: "strand",
    choices: CHOICES,
};

/// Where the KT specification is silent, what this model does (`sim/kt.rs`).
pub static CHOICES: &[Choice] = &[
    Choice {
        topic: "L2 PERF_CONFIG encodings",
        text: "The PERF_CONFIG field values are assumed to be 0 all, 1 local, 2 remote, 3 cache-to-cache.",
        source: "seed 001, L2 PERF_CONFIG",
    },
    Choice {
        topic: "DRAM layout",
        text: "The DRAM counter registers are laid out as the T4's.",
        source: "seed 001, DRAM registers; SPARC T4 Supplement TABLE 10-4..10-7",
    },
    Choice {
        topic: "Overflow bits",
        text: "ov0 and ov1 are sticky, and holdov holds them; an overflow raises the T3-class \
               pic_overflow trap (SOFTINT 15).",
        source: "seed 001, PCR",
    },
    Choice {
        topic: "EWOULDBLOCK",
        text: "The specification names EWOULDBLOCK without saying when: this model returns it for \
               PerfReg# 1 while the hypervisor is reprogramming the L2 bank controls (the console's \
               \"L2 busy\" setting).",
        source: "seed 001, KT_GET_PERFREG / KT_SET_PERFREG errors",
    },
    Choice {
        topic: "Nodes",
        text: "A system has one node unless set otherwise; other nodes' registers are ENOTSUPPORTED.",
        source: "seed 001, PerfReg# table",
    },
    Choice {
        topic: "Events",
        text: "The event names come from Solaris' kt_events table; the specification gives the PCR \
               layout but no event list.",
        source: "Solaris cpc (kt_events)",
    },
];
