//! SPARC "KT" (seed 001): the UltraSPARC T2-family PCR/PIC with KT's sample mode, the virtual
//! L2 control register, DRAM registers per node, and the sun4v KT_GET/SET_PERFREG API.

pub mod events;
pub mod perfreg;
pub mod registers;

use crate::machine::Machine;

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
};
