//! Dual-core Itanium 2 "Montecito" (seed 003, chapter 3 registers and chapter 4 events).

pub mod events;
pub mod registers;

use crate::machine::{Choice, Machine};

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
    choices: CHOICES,
};

/// Where the Montecito manual is silent or ambiguous, what this model does (`sim/montecito/`;
/// the thread-switch settings are in `sim/montecito/sched.rs`).
pub static CHOICES: &[Choice] = &[
    Choice {
        topic: "Urgency updates",
        text: "At an L3 event the urgency is updated before the threads are compared (a setting); both \
               threads start at urgency 5; the quantum is 4096 cycles (a setting).",
        source: "seed 003, section 2.4.1",
    },
    Choice {
        topic: "The switch window",
        text: "The 15 cycles of a thread switch belong to the outgoing thread (its pipeline flush); the \
               last is the banked counters' dead cycle.",
        source: "seed 003, section 2.4.1",
    },
    Choice {
        topic: "Undefined events and encodings",
        text: "Events and encodings the manual calls undefined count nothing, and say so; ism other \
               than '10 counts nothing.",
        source: "seed 003, Table 3-5 ism (L1064); section 3.2.3.3 (L994)",
    },
    Choice {
        topic: "IA-32 code",
        text: "With PSR.is = 1 the thread runs IA-32 code: the counters (ism '10), the execution trace \
               buffer (\"not PSR.is\") and the data EAR capture nothing. The IP-EAR and the \
               instruction EAR have no ism field and the manual says nothing of IA-32 for them: they \
               capture as in Itanium code.",
        source: "seed 003, section 3.3.10.1 (L1607); section 3.2.3.3 (L994, L1163)",
    },
    Choice {
        topic: "Low-power halt",
        text: "A halted thread's monitors count only CPU_OP_CYCLES_HALTED (PAL_LIGHT_HALT freezes \
               monitoring).",
        source: "seed 003, L1824; CPU_OP_CYCLES (L3411)",
    },
];
