//! Dual-core Itanium 2 "Montecito" (seed 003, chapter 3 registers and chapter 4 events).

pub mod aliases;
pub mod derived;
pub mod events;
pub mod registers;

use crate::machine::{
    Choice, Contexts, CounterControl, CounterSpec, Features, FieldRef, Machine, Privilege, Tour, TourStep,
};

pub static MACHINE: Machine = Machine {
    id: "montecito",
    name: "Itanium 2 (Montecito)",
    description: "Per thread: PMC0-3 overflow status, 12 generic counters PMC/PMD4-15 (47-bit counts), \
                  opcode match, address ranges, instruction and data EARs, execution trace buffer; \
                  two threads with urgency-based switching.",
    source: "seed 003 (Dual-Core Itanium 2 reference manual, 308065-001)",
    registers: registers::REGISTERS,
    events: events::EVENTS,
    aliases: aliases::ALIASES,
    event_select_field: "es",
    contexts: Contexts {
        name: "thread",
        // "a processor capable of running two threads" (seed 003 L1021).
        max: 2,
        offered: &[1, 2],
        default: 2,
    },
    counters: COUNTERS,
    privilege: Privilege::Itanium,
    control: CounterControl::PmcPerPmd,
    features: Features {
        hypervisor: false,
        hypercalls: &[],
        thread_switching: true,
        trace_buffer: true,
        // The freeze bit: "When 1, event monitoring is disabled" (seed 003 Table 3-8).
        freeze: Some(FieldRef {
            reg: "PMC0",
            field: "fr",
        }),
    },
    // 1.6 GHz: the manual gives no clock rate.
    clock_mhz: 1600,
    choices: CHOICES,
    tour: TOUR,
    derived: derived::DERIVED,
};

/// Try this: at privilege level 3 with PSR.up = 1, PMC4 counts CPU_OP_CYCLES at level 3 only
/// (plm 8), IA-64 code (ism 2), and interrupts on overflow (oi); PMD4, a 47-bit counter, 16
/// events from 2^47; two steps of 10 cycles wrap it: PMC0.ov4 and PMC0.fr set and a performance
/// monitor interrupt is raised (seed 003 Table 3-6, Table 3-8, section 3.3.11).
const TOUR: Tour = Tour {
    title: "a Montecito counter overflows, freezes and interrupts",
    program: TourStep {
        text: "At level 3 with PSR.up = 1, PMC4 counts cycles: ",
        code: "es = CPU_OP_CYCLES, plm = 8, ism = 2, oi = 1",
        tail: "",
        button: "Set PMC4",
        title: "Starts a new Montecito session at privilege level 3 with PSR.up = 1 and writes PMC4",
        setup: "psr.cpl=3; psr.up=1; PMC4.es=CPU_OP_CYCLES; PMC4.plm=8; PMC4.ism=2; PMC4.oi=1",
    },
    preset: TourStep {
        text: "PMD4 starts 16 events from wrapping: ",
        code: "0x7ffffffffff0",
        tail: "",
        button: "Write PMD4",
        title: "Writes 0x7ffffffffff0 (2^47 - 16) to PMD4",
        setup: "PMD4=0x7ffffffffff0",
    },
    run: TourStep {
        text: "Step 10 cycles twice (or press 2): PMD4 wraps, ",
        code: "PMC0.ov4",
        tail: " and fr set, the log shows the interrupt",
        button: "Step 10",
        title: "Runs 10 cycles",
        setup: "",
    },
    cycles: 10,
    clicks: 2,
    show: "PMC4",
    then: "Then clear PMC0 to count again.",
    lesson: "mt-freeze-on-overflow",
    lesson_asks: "an overflow handler that must clear PMC0",
    source: "seed 003 Table 3-6, Table 3-8, section 3.3.11",
};

/// The counters, in the order views list them.
static COUNTERS: &[CounterSpec] = &[
    CounterSpec {
        id: "PMD4",
        label: "PMD4",
        count: FieldRef {
            reg: "PMD4",
            field: "count",
        },
        select: Some(FieldRef {
            reg: "PMC4",
            field: "es",
        }),
        mask: Some(FieldRef {
            reg: "PMC4",
            field: "umask",
        }),
        overflow: FieldRef {
            reg: "PMC0",
            field: "ov4",
        },
    },
    CounterSpec {
        id: "PMD5",
        label: "PMD5",
        count: FieldRef {
            reg: "PMD5",
            field: "count",
        },
        select: Some(FieldRef {
            reg: "PMC5",
            field: "es",
        }),
        mask: Some(FieldRef {
            reg: "PMC5",
            field: "umask",
        }),
        overflow: FieldRef {
            reg: "PMC0",
            field: "ov5",
        },
    },
    CounterSpec {
        id: "PMD6",
        label: "PMD6",
        count: FieldRef {
            reg: "PMD6",
            field: "count",
        },
        select: Some(FieldRef {
            reg: "PMC6",
            field: "es",
        }),
        mask: Some(FieldRef {
            reg: "PMC6",
            field: "umask",
        }),
        overflow: FieldRef {
            reg: "PMC0",
            field: "ov6",
        },
    },
    CounterSpec {
        id: "PMD7",
        label: "PMD7",
        count: FieldRef {
            reg: "PMD7",
            field: "count",
        },
        select: Some(FieldRef {
            reg: "PMC7",
            field: "es",
        }),
        mask: Some(FieldRef {
            reg: "PMC7",
            field: "umask",
        }),
        overflow: FieldRef {
            reg: "PMC0",
            field: "ov7",
        },
    },
    CounterSpec {
        id: "PMD8",
        label: "PMD8",
        count: FieldRef {
            reg: "PMD8",
            field: "count",
        },
        select: Some(FieldRef {
            reg: "PMC8",
            field: "es",
        }),
        mask: Some(FieldRef {
            reg: "PMC8",
            field: "umask",
        }),
        overflow: FieldRef {
            reg: "PMC0",
            field: "ov8",
        },
    },
    CounterSpec {
        id: "PMD9",
        label: "PMD9",
        count: FieldRef {
            reg: "PMD9",
            field: "count",
        },
        select: Some(FieldRef {
            reg: "PMC9",
            field: "es",
        }),
        mask: Some(FieldRef {
            reg: "PMC9",
            field: "umask",
        }),
        overflow: FieldRef {
            reg: "PMC0",
            field: "ov9",
        },
    },
    CounterSpec {
        id: "PMD10",
        label: "PMD10",
        count: FieldRef {
            reg: "PMD10",
            field: "count",
        },
        select: Some(FieldRef {
            reg: "PMC10",
            field: "es",
        }),
        mask: Some(FieldRef {
            reg: "PMC10",
            field: "umask",
        }),
        overflow: FieldRef {
            reg: "PMC0",
            field: "ov10",
        },
    },
    CounterSpec {
        id: "PMD11",
        label: "PMD11",
        count: FieldRef {
            reg: "PMD11",
            field: "count",
        },
        select: Some(FieldRef {
            reg: "PMC11",
            field: "es",
        }),
        mask: Some(FieldRef {
            reg: "PMC11",
            field: "umask",
        }),
        overflow: FieldRef {
            reg: "PMC0",
            field: "ov11",
        },
    },
    CounterSpec {
        id: "PMD12",
        label: "PMD12",
        count: FieldRef {
            reg: "PMD12",
            field: "count",
        },
        select: Some(FieldRef {
            reg: "PMC12",
            field: "es",
        }),
        mask: Some(FieldRef {
            reg: "PMC12",
            field: "umask",
        }),
        overflow: FieldRef {
            reg: "PMC0",
            field: "ov12",
        },
    },
    CounterSpec {
        id: "PMD13",
        label: "PMD13",
        count: FieldRef {
            reg: "PMD13",
            field: "count",
        },
        select: Some(FieldRef {
            reg: "PMC13",
            field: "es",
        }),
        mask: Some(FieldRef {
            reg: "PMC13",
            field: "umask",
        }),
        overflow: FieldRef {
            reg: "PMC0",
            field: "ov13",
        },
    },
    CounterSpec {
        id: "PMD14",
        label: "PMD14",
        count: FieldRef {
            reg: "PMD14",
            field: "count",
        },
        select: Some(FieldRef {
            reg: "PMC14",
            field: "es",
        }),
        mask: Some(FieldRef {
            reg: "PMC14",
            field: "umask",
        }),
        overflow: FieldRef {
            reg: "PMC0",
            field: "ov14",
        },
    },
    CounterSpec {
        id: "PMD15",
        label: "PMD15",
        count: FieldRef {
            reg: "PMD15",
            field: "count",
        },
        select: Some(FieldRef {
            reg: "PMC15",
            field: "es",
        }),
        mask: Some(FieldRef {
            reg: "PMC15",
            field: "umask",
        }),
        overflow: FieldRef {
            reg: "PMC0",
            field: "ov15",
        },
    },
];

/// Where the Montecito manual is silent or ambiguous, what this model does (`sim/engines/montecito/`;
/// the thread-switch settings are in `sim/engines/montecito/sched.rs`).
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
        source: "seed 003, Table 3-5: ism \"Should be set to '10 for proper operation\" (L1064); section 3.2.3.3: \"Instruction set constraints are not fully supported in Montecito\" (L994)",
    },
    Choice {
        topic: "IA-32 code",
        text: "With PSR.is = 1 the thread runs IA-32 code: the counters (ism '10), the execution trace \
               buffer (\"not PSR.is\") and the data EAR capture nothing. The IP-EAR and the \
               instruction EAR have no ism field and the manual says nothing of IA-32 for them: they \
               capture as in Itanium code.",
        source: "seed 003, section 3.3.10.1: \"(not PSR.is)\" (L1607); section 3.2.3.3: \"Instruction set constraints are not fully supported in Montecito\" (L994), \"IA-32 instructions are never tagged\" (L1163)",
    },
    Choice {
        topic: "Low-power halt",
        text: "A halted thread's monitors count only CPU_OP_CYCLES_HALTED (PAL_LIGHT_HALT freezes \
               monitoring), so the switch a thread makes as it halts (THREAD_SWITCH_EVENTS.LP) \
               is counted by the other thread's .all counters only.",
        source: "seed 003: \"PAL_LIGHT_HALT freezes event monitoring\" (L1824); CPU_OP_CYCLES: \"Although CPU_OP_CYCLES all is supported\" (L3411)",
    },
    Choice {
        topic: "Why a cycle is a bubble",
        text: "Every cycle that retires nothing has one back-end cause, in the manual's priority. A \
               load miss costs a recirculate in the L1D (with an L2DTLB transfer or a page walk when \
               the load missed the L1DTLB), the walk and, for a miss to memory, L2D back pressure \
               hold the L1D a while, and then the consumer waits on the load (BE_EXE_BUBBLE \
               GR/load). A mispredict flushes (BRU), an interruption, a srlz or a SIR trap flushes \
               (XPN), an RSE spill or fill stalls the RSE, an instruction cache or ITLB miss starves \
               the front end; the short stalls of a busy pipeline are attributed to the front end, \
               execution dependencies, the L1D and FPU and the RSE from what the last cycle did. \
               While the back end stalls the instruction buffer is full (FE_LOST_BW.IBFULL).",
        source: "seed 003, section 4.6: the priority (L1961), the front end's (L1963); Tables 4-44 to 4-50",
    },
    Choice {
        topic: "The memory hierarchy and the bus",
        text: "The workload's misses go through the L2D (with OzQ cancels, recirculates and \
               secondary misses at rates of this model), the L3 (MESI states of the lines found and \
               replaced) and the bus. The processor's other core and the non-CPU agents issue bus \
               transactions in bursts at the workload's rates, and their snoops reach this core. A \
               request holds a queue entry for a time of this model's choosing (a read's until its \
               data returns); an event that would exceed its maximum increment in a cycle waits for \
               the next cycle, as a pipelined cache or bus serialises its requests.",
        source: "seed 003, sections 4.8, 4.10, 4.11; Table 4-42 (Max Inc/Cyc)",
    },
    Choice {
        topic: "Events the model cannot produce",
        text: "24 encodings count 0 and say why: ECC errors, data debug registers, the debug trace \
               cache, gated or stalled thread switches, stalls of 512 cycles or more before a switch, \
               8 or more outstanding memory reads. Every other encoding counts in some built-in \
               workload (docs/montecito-equations.md lists them).",
        source: "seed 003, Table 4-42 and section 4.15",
    },
];
