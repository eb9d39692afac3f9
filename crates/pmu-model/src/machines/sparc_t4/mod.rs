//! SPARC T4 (seed 000, chapter 10 "Performance Instrumentation").

pub mod events;
pub mod registers;

use crate::machine::Machine;

pub static MACHINE: Machine = Machine {
    id: "sparc-t4",
    name: "SPARC T4",
    description: "Four PCR/PIC pairs per strand (virtual processor), sl/mask event groups, \
                  ut/st/ht mode filters, precise and disrupting overflow traps; DRAM counters per MCU.",
    source: "seed 000 (SPARC T4 Supplement, chapter 10)",
    registers: registers::REGISTERS,
    events: events::EVENTS,
    event_select_field: "sl",
    context_name: "strand",
};
