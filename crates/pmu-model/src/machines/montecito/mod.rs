//! Dual-core Itanium 2 "Montecito" (seed 003, chapter 3 registers and chapter 4 events).

pub mod events;
pub mod registers;

use crate::machine::Machine;

pub static MACHINE: Machine = Machine {
    id: "montecito",
    name: "Itanium 2 (Montecito)",
    description: "Per thread: PMC0-3 overflow status, 12 generic counters PMC/PMD4-15 (47-bit counts), \
                  opcode match, address ranges, instruction and data EARs, execution trace buffer; \
                  two threads with urgency-based switching.",
    source: "seed 003 (Dual-Core Itanium 2 reference manual, 308065-001)",
    registers: registers::REGISTERS,
    events: events::EVENTS,
    event_select_field: "es",
    context_name: "thread",
};
