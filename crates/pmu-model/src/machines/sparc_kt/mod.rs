//! SPARC "KT" (seed 001): the UltraSPARC T2-family PCR/PIC with KT's sample mode, the virtual
//! L2 control register, DRAM registers per node, and the sun4v KT_GET/SET_PERFREG API.

pub mod aliases;
pub mod derived;
pub mod events;
pub mod perfreg;
pub mod registers;

use crate::machine::{
    Choice, Contexts, CounterControl, CounterSpec, Features, FieldRef, Machine, Privilege, Tour, TourStep,
};

pub static MACHINE: Machine = Machine {
    id: "sparc-kt",
    name: "SPARC KT",
    description: "One PCR (ASR 0x10) and one PIC (ASR 0x11) with two 32-bit counters per strand, \
                  sample mode, HT writable only through the hypervisor; L2 PERF_CONFIG; DRAM registers per node.",
    source: "seed 001 (KT performance instrumentation and sun4v API)",
    registers: registers::REGISTERS,
    events: events::EVENTS,
    aliases: aliases::ALIASES,
    event_select_field: "sl0",
    contexts: Contexts {
        name: "strand",
        // "sixteen SPARC physical processor cores", each with "eight strands" (seed 001 lines 23-25).
        max: 128,
        offered: &[1, 2, 4, 8],
        default: 1,
    },
    counters: COUNTERS,
    privilege: Privilege::Sparc,
    control: CounterControl::SharedPcr,
    features: Features {
        hypervisor: true,
        hypercalls: perfreg::HYPERCALLS,
        thread_switching: false,
        trace_buffer: false,
        freeze: None,
    },
    // 1.65 GHz: the specification gives no clock rate.
    clock_mhz: 1650,
    choices: CHOICES,
    tour: TOUR,
    derived: derived::DERIVED,
};

/// Try this: the PCR counts instructions (sl0 2, mask0 0xfd: Solaris kt_events, `events.rs`) in
/// user and privileged mode (ut, st) and traps on overflow (toe0); it is written in privileged
/// mode, as WRASR %pcr needs (seed 001 section 2.1). PIC.pic0 16 events from 2^32 wraps within
/// 100 cycles: PCR.ov0 sets and the overflow traps (interrupt_level_15).
const TOUR: Tour = Tour {
    title: "a SPARC KT counter overflows and traps",
    program: TourStep {
        text: "In privileged mode, the PCR counts instructions: ",
        code: "sl0 = 2, mask0 = 0xfd, ut = st = 1, toe0 = 1",
        tail: "",
        button: "Set PCR",
        title: "Starts a new SPARC KT session in privileged mode and writes the PCR",
        setup: "mode=privileged; PCR.sl0=2; PCR.mask0=0xfd; PCR.ut=1; PCR.st=1; PCR.toe0=1",
    },
    preset: TourStep {
        text: "PIC.pic0 starts 16 events from wrapping: ",
        code: "0xfffffff0",
        tail: "",
        button: "Write pic0",
        title: "Writes 0xfffffff0 to PIC.pic0",
        setup: "PIC.pic0=0xfffffff0",
    },
    run: TourStep {
        text: "Step 100 cycles (or press 3): pic0 wraps, ",
        code: "PCR.ov0",
        tail: " sets, the log shows the trap",
        button: "Step 100",
        title: "Runs 100 cycles",
        setup: "",
    },
    cycles: 100,
    clicks: 1,
    show: "PCR",
    then: "Then try PCR.ht, which only the hypervisor may set.",
    lesson: "kt-ht-through-hypervisor",
    lesson_asks: "setting PCR.ht through the hypervisor",
    source: "seed 001 section 2.1",
};

/// The counters, in the order views list them.
static COUNTERS: &[CounterSpec] = &[
    CounterSpec {
        id: "PIC0",
        label: "PIC.pic0",
        count: FieldRef {
            reg: "PIC",
            field: "pic0",
        },
        select: Some(FieldRef {
            reg: "PCR",
            field: "sl0",
        }),
        mask: Some(FieldRef {
            reg: "PCR",
            field: "mask0",
        }),
        overflow: FieldRef {
            reg: "PCR",
            field: "ov0",
        },
    },
    CounterSpec {
        id: "PIC1",
        label: "PIC.pic1",
        count: FieldRef {
            reg: "PIC",
            field: "pic1",
        },
        select: Some(FieldRef {
            reg: "PCR",
            field: "sl1",
        }),
        mask: Some(FieldRef {
            reg: "PCR",
            field: "mask1",
        }),
        overflow: FieldRef {
            reg: "PCR",
            field: "ov1",
        },
    },
    CounterSpec {
        id: "MCU0_PIC01.counter0",
        label: "MCU0 counter0",
        count: FieldRef {
            reg: "MCU0_PIC01",
            field: "counter0",
        },
        select: Some(FieldRef {
            reg: "MCU0_PCR",
            field: "sel0",
        }),
        mask: None,
        overflow: FieldRef {
            reg: "MCU0_PIC01",
            field: "sticky0",
        },
    },
    CounterSpec {
        id: "MCU0_PIC01.counter1",
        label: "MCU0 counter1",
        count: FieldRef {
            reg: "MCU0_PIC01",
            field: "counter1",
        },
        select: Some(FieldRef {
            reg: "MCU0_PCR",
            field: "sel1",
        }),
        mask: None,
        overflow: FieldRef {
            reg: "MCU0_PIC01",
            field: "sticky1",
        },
    },
    CounterSpec {
        id: "MCU0_PIC23.counter2",
        label: "MCU0 counter2",
        count: FieldRef {
            reg: "MCU0_PIC23",
            field: "counter2",
        },
        select: Some(FieldRef {
            reg: "MCU0_PCR",
            field: "sel2",
        }),
        mask: None,
        overflow: FieldRef {
            reg: "MCU0_PIC23",
            field: "sticky2",
        },
    },
    CounterSpec {
        id: "MCU0_PIC23.counter3",
        label: "MCU0 counter3",
        count: FieldRef {
            reg: "MCU0_PIC23",
            field: "counter3",
        },
        select: Some(FieldRef {
            reg: "MCU0_PCR",
            field: "sel3",
        }),
        mask: None,
        overflow: FieldRef {
            reg: "MCU0_PIC23",
            field: "sticky3",
        },
    },
    CounterSpec {
        id: "MCU1_PIC01.counter0",
        label: "MCU1 counter0",
        count: FieldRef {
            reg: "MCU1_PIC01",
            field: "counter0",
        },
        select: Some(FieldRef {
            reg: "MCU1_PCR",
            field: "sel0",
        }),
        mask: None,
        overflow: FieldRef {
            reg: "MCU1_PIC01",
            field: "sticky0",
        },
    },
    CounterSpec {
        id: "MCU1_PIC01.counter1",
        label: "MCU1 counter1",
        count: FieldRef {
            reg: "MCU1_PIC01",
            field: "counter1",
        },
        select: Some(FieldRef {
            reg: "MCU1_PCR",
            field: "sel1",
        }),
        mask: None,
        overflow: FieldRef {
            reg: "MCU1_PIC01",
            field: "sticky1",
        },
    },
    CounterSpec {
        id: "MCU1_PIC23.counter2",
        label: "MCU1 counter2",
        count: FieldRef {
            reg: "MCU1_PIC23",
            field: "counter2",
        },
        select: Some(FieldRef {
            reg: "MCU1_PCR",
            field: "sel2",
        }),
        mask: None,
        overflow: FieldRef {
            reg: "MCU1_PIC23",
            field: "sticky2",
        },
    },
    CounterSpec {
        id: "MCU1_PIC23.counter3",
        label: "MCU1 counter3",
        count: FieldRef {
            reg: "MCU1_PIC23",
            field: "counter3",
        },
        select: Some(FieldRef {
            reg: "MCU1_PCR",
            field: "sel3",
        }),
        mask: None,
        overflow: FieldRef {
            reg: "MCU1_PIC23",
            field: "sticky3",
        },
    },
];

/// Where the KT specification is silent, what this model does (`sim/engines/kt/`).
pub static CHOICES: &[Choice] = &[
    Choice {
        topic: "Idle strands and the crypto units",
        text: "Idle_strands counts one a cycle in which the core has a strand the simulation does \
               not run (a core has eight; the workloads have no idle cycles). Each crypto unit works \
               on one operation at a time for a fixed number of cycles (DES/3DES 8, AES 12, Kasumi \
               8, MD5/SHA 64, MA 160, CRC 4), so that every operation is at least one busy cycle; a \
               next-to-commit FGU + crypto instruction is an MD5/SHA or MA operation, another one a \
               DES, AES, Kasumi or CRC operation with the workload's `crypto` probability. The \
               streaming unit loads an operation's operands through the PCX when it starts and \
               stores its result when it ends.",
        source: "Solaris usr/src/uts/sun4v/pcbe/niagara2_pcbe.c kt_events (Idle_strands, Crypto_ops, Crypto_busy_cycles, Stream_ld_to_PCX, Stream_st_to_PCX)",
    },
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
