//! SPARC T4 (seed 000, chapter 10 "Performance Instrumentation").

pub mod aliases;
pub mod derived;
pub mod events;
pub mod registers;

use crate::machine::{
    Choice, Contexts, CounterControl, CounterSpec, Features, FieldRef, Machine, Privilege, Tour, TourStep,
};

pub static MACHINE: Machine = Machine {
    id: "sparc-t4",
    name: "SPARC T4",
    description: "Four PCR/PIC pairs per strand (virtual processor), sl/mask event groups, \
                  ut/st/ht mode filters, precise and disrupting overflow traps; DRAM counters per MCU.",
    source: "seed 000 (SPARC T4 Supplement, chapter 10)",
    registers: registers::REGISTERS,
    events: events::EVENTS,
    aliases: aliases::ALIASES,
    event_select_field: "sl",
    contexts: Contexts {
        name: "strand",
        // 8 cores of 8 strands: chapter 10 does not say; Oracle's SPARC T4 data sheet does.
        max: 64,
        offered: &[1, 2, 4, 8],
        default: 1,
    },
    counters: COUNTERS,
    privilege: Privilege::Sparc,
    control: CounterControl::PcrPerPic,
    features: Features {
        hypervisor: false,
        hypercalls: &[],
        thread_switching: false,
        trace_buffer: false,
        freeze: None,
    },
    // About 3 GHz: the manual gives no clock rate.
    clock_mhz: 3000,
    choices: CHOICES,
    tour: TOUR,
    derived: derived::DERIVED,
};

/// Try this: PCR0 counts user cycles (sl 0x1a, ut, toe: seed 000 TABLE 10-1 and TABLE 10-2),
/// PIC0 16 events from 2^32, and two steps of 10 cycles wrap it: PCR0.ov sets and, with toe,
/// the overflow traps (seed 000 section 10.1.1).
const TOUR: Tour = Tour {
    title: "a SPARC T4 counter overflows and traps",
    program: TourStep {
        text: "PCR0 counts user cycles: ",
        code: "sl = 0x1a, ut = 1, toe = 1",
        tail: "",
        button: "Set PCR0",
        title: "Starts a new SPARC T4 session in user mode and writes PCR0",
        setup: "mode=user; PCR0.sl=0x1a; PCR0.ut=1; PCR0.toe=1",
    },
    preset: TourStep {
        text: "PIC0 starts 16 events from wrapping: ",
        code: "0xfffffff0",
        tail: "",
        button: "Write PIC0",
        title: "Writes 0xfffffff0 to PIC0",
        setup: "PIC0=0xfffffff0",
    },
    run: TourStep {
        text: "Step 10 cycles twice (or press 2): PIC0 wraps, ",
        code: "PCR0.ov",
        tail: " sets, the log shows the trap",
        button: "Step 10",
        title: "Runs 10 cycles",
        setup: "",
    },
    cycles: 10,
    clicks: 2,
    show: "PCR0",
    then: "Then try sl = 3, a precise event.",
    lesson: "t4-disrupting-handler",
    lesson_asks: "a trap handler that must clear ov",
    source: "seed 000 TABLE 10-1, TABLE 10-2, section 10.1.1",
};

/// The counters, in the order views list them.
static COUNTERS: &[CounterSpec] = &[
    CounterSpec {
        id: "PIC0",
        label: "PIC0",
        count: FieldRef {
            reg: "PIC0",
            field: "counter",
        },
        select: Some(FieldRef {
            reg: "PCR0",
            field: "sl",
        }),
        mask: Some(FieldRef {
            reg: "PCR0",
            field: "mask",
        }),
        overflow: FieldRef {
            reg: "PCR0",
            field: "ov",
        },
    },
    CounterSpec {
        id: "PIC1",
        label: "PIC1",
        count: FieldRef {
            reg: "PIC1",
            field: "counter",
        },
        select: Some(FieldRef {
            reg: "PCR1",
            field: "sl",
        }),
        mask: Some(FieldRef {
            reg: "PCR1",
            field: "mask",
        }),
        overflow: FieldRef {
            reg: "PCR1",
            field: "ov",
        },
    },
    CounterSpec {
        id: "PIC2",
        label: "PIC2",
        count: FieldRef {
            reg: "PIC2",
            field: "counter",
        },
        select: Some(FieldRef {
            reg: "PCR2",
            field: "sl",
        }),
        mask: Some(FieldRef {
            reg: "PCR2",
            field: "mask",
        }),
        overflow: FieldRef {
            reg: "PCR2",
            field: "ov",
        },
    },
    CounterSpec {
        id: "PIC3",
        label: "PIC3",
        count: FieldRef {
            reg: "PIC3",
            field: "counter",
        },
        select: Some(FieldRef {
            reg: "PCR3",
            field: "sl",
        }),
        mask: Some(FieldRef {
            reg: "PCR3",
            field: "mask",
        }),
        overflow: FieldRef {
            reg: "PCR3",
            field: "ov",
        },
    },
    CounterSpec {
        id: "DRAM_PERF_COUNT01_REG.counter0",
        label: "DRAM counter0",
        count: FieldRef {
            reg: "DRAM_PERF_COUNT01_REG",
            field: "counter0",
        },
        select: Some(FieldRef {
            reg: "DRAM_PERF_CTL_REG",
            field: "sel0",
        }),
        mask: None,
        overflow: FieldRef {
            reg: "DRAM_PERF_COUNT01_REG",
            field: "sticky0",
        },
    },
    CounterSpec {
        id: "DRAM_PERF_COUNT01_REG.counter1",
        label: "DRAM counter1",
        count: FieldRef {
            reg: "DRAM_PERF_COUNT01_REG",
            field: "counter1",
        },
        select: Some(FieldRef {
            reg: "DRAM_PERF_CTL_REG",
            field: "sel1",
        }),
        mask: None,
        overflow: FieldRef {
            reg: "DRAM_PERF_COUNT01_REG",
            field: "sticky1",
        },
    },
    CounterSpec {
        id: "DRAM_PERF_COUNT23_REG.counter2",
        label: "DRAM counter2",
        count: FieldRef {
            reg: "DRAM_PERF_COUNT23_REG",
            field: "counter2",
        },
        select: Some(FieldRef {
            reg: "DRAM_PERF_CTL_REG",
            field: "sel2",
        }),
        mask: None,
        overflow: FieldRef {
            reg: "DRAM_PERF_COUNT23_REG",
            field: "sticky2",
        },
    },
    CounterSpec {
        id: "DRAM_PERF_COUNT23_REG.counter3",
        label: "DRAM counter3",
        count: FieldRef {
            reg: "DRAM_PERF_COUNT23_REG",
            field: "counter3",
        },
        select: Some(FieldRef {
            reg: "DRAM_PERF_CTL_REG",
            field: "sel3",
        }),
        mask: None,
        overflow: FieldRef {
            reg: "DRAM_PERF_COUNT23_REG",
            field: "sticky3",
        },
    },
];

/// Where the T4 manual is silent or ambiguous, what this model does (each also in the code
/// that does it: `sim/engines/t4/`, `sim/engines/sparc/`).
pub static CHOICES: &[Choice] = &[
    Choice {
        topic: "Which setting counts a PCR write",
        text: "A PCR write is an STXA to ASI 0x64, an SPR ring op executed in hyperprivileged mode, so \
               it is counted by a PCR counting sl 3 with mask bit 4 and ht = 1. The manual does not say \
               whether the setting before the write or the one it writes counts it; this model lets \
               the setting before the write decide. That is the reading under which the programming \
               note's cure works: \"disabling counting with the first PCR write, then writing the PCR \
               a second time to ensure PCR.ov remains set to 0\" (the first write is still counted and \
               may re-set ov; the second is not counted).",
        source: "seed 000, programming note after TABLE 10-1: \"a write to a PCR causes the associated PIC to overflow\" (line 74); TABLE 10-2 footnote 8; section 10.1: \"Access to the PCRs is via hyperprivileged ASIs only\" (line 29); programming note: \"affect an asynchronous count immediately\" (line 275)",
    },
    Choice {
        topic: "toe AND ov raised by a write",
        text: "The trap is the level toe AND ov. When a PCR write raises it (toe set while ov is 1), a \
               disrupting event's trap is taken at the write; a precise event's trap is lost, because \
               the write runs in hyperprivileged mode, where precise traps are lost.",
        source: "seed 000, TABLE 10-1 toe (line 64) and footnote 2; section 10.3",
    },
    Choice {
        topic: "toe AND ov kept by a write",
        text: "The trap follows the level toe AND ov, not the route to it. A PCR write that keeps the \
               level but leaves a disrupting event with no disrupting trap pending (a precise \
               overflow's event switched to an asynchronous one, such as sl 16 to sl 26, PCR0 = \
               0xd007) takes the disrupting trap at the write, as a PCR reaching the same value by an \
               overflow does.",
        source: "seed 000, TABLE 10-1 toe: \"Hardware ANDs the value of toe with ov to produce a trap\" (line 64); programming note: \"must clear PCRx.ov, otherwise hardware may continuously trigger a trap\" (line 271)",
    },
    Choice {
        topic: "ntc on a PCR write that wraps its PIC",
        text: "A PCR write that wraps its own PIC sets ntc as well as ov: the write is an STXA to ASI \
               0x64, a non-translating store alternate, which footnote 1 makes next-to-commit, and \
               hardware sets ntc whenever it sets ov on a next-to-commit instruction. As with ov, a \
               write that clears ntc has it re-written to 1.",
        source: "seed 000, TABLE 10-1 ntc: \"Hardware sets ntc whenever it sets ov on a next-to-commit instruction\" (line 51); footnote 1: \"any non-translating load or store alternate instruction\" (line 67); footnote 8 (line 262); programming note: \"a write to a PCR causes the associated PIC to overflow\" (line 74)",
    },
    Choice {
        topic: "The workload's detail",
        text: "The seed gives no rates for the events it defines. The workload draws them from a \
               random stream of its own: an I-cache miss hits the microtag with a ptag miss with \
               probability 0.5, 0.3% of other fetches miss the microtag with a ptag hit and 0.1% mismatch \
               the way; 5% of Select waits wait for a pick queue tag; per load, 2% a dropped \
               hardware prefetch and 1.2% a RAW hit besides the full store-buffer ones; per store, 2% \
               a store queue tag wait; an L2 eviction invalidates the L1I line with probability 0.2 and the L1D \
               line with probability 0.4; another core's transaction snoops out an L1D line with probability 0.3 and an \
               L1I line with probability 0.05; a miss to memory finds the fill buffer full 25% and the miss buffer full 15%, a \
               dirty eviction the writeback buffer full 30%, any L2 access stalls the L2 pipeline 3%; \
               a software prefetch finds the miss buffer full 10% (counted only with another strand \
               in the core). Commit-1 and Commit-2 count cycles committing one micro-op and two or \
               more; masks 01-03 count micro-ops.",
        source: "seed 000, TABLE 10-2 sl 7, 9, 18, 19, 20, 24, 28 (lines 133-249); footnote 12 (line 266)",
    },
    Choice {
        topic: "Events that cross strands",
        text: "The masks TABLE 10-2 marks not virtual-processor-specific (sl 8 mask 02, sl 9, sl 18 \
               mask 01, sl 20, sl 24) count the core's events: each strand's PIC counts a cycle in \
               which any strand of its core (eight strands) has the event, filtered by its own \
               strand's mode; Fetch-0-all counts cycles in which no strand of the core fetches.",
        source: "seed 000, TABLE 10-2 footnote 13 (line 267)",
    },
    Choice {
        topic: "A disrupting trap taken again",
        text: "The trap handler is not simulated. While toe AND ov still holds, a disrupting trap is \
               taken again 1024 cycles later (logged once), as if the handler returned without \
               clearing ov.",
        source: "seed 000, programming note: \"must clear PCRx.ov, otherwise hardware may continuously trigger a trap\" (line 271)",
    },
    Choice {
        topic: "The sl 28 race",
        text: "Only after a PCR write that sets sl 28 with mask 01-03 while the PIC is at -1, -2 or -3 \
               does a wrap in the next two cycles have its ov land two cycles after the wrap; a PCR \
               write before then overwrites it. Every other wrap sets ov at once.",
        source: "seed 000, programming note (sl 28) (line 269)",
    },
    Choice {
        topic: "Next-to-commit instructions",
        text: "Every next-to-commit instruction commits alone in its cycle, so the overflowing \
               instruction is never in doubt, and ntc is set on a wrap in a cycle that commits one.",
        source: "seed 000, TABLE 10-1 ntc and footnote 1",
    },
    Choice {
        topic: "Who writes the registers",
        text: "Writes of PCRs and DRAM registers are done by hyperprivileged software (they are reached \
               through hyperprivileged ASIs only); accesses to the PICs are checked in the strand's \
               current mode against picnht and picnpt.",
        source: "seed 000, section 10.1: \"Access to the PCRs is via hyperprivileged ASIs only\" (line 29); TABLE 10-1 picnht, picnpt",
    },
    Choice {
        topic: "DRAM counters",
        text: "The DRAM channel of a transaction is port bit 0, and queue-latency selects charge a fixed \
               wait per transaction.",
        source: "seed 000, TABLE 10-4..10-7",
    },
    Choice {
        topic: "Pages missing from the manual",
        text: "Footnote 5 (the FGU and crypto instructions) and the sl 28 row are on a page the \
               source lacks; sl 28 is known from its programming note, and its mask names are \
               taken from Solaris' T4 cpc backend (an outside source, marked on each row).",
        source: "seed 000, TABLE 10-2; Solaris usr/src/uts/sun4v/pcbe/vt_pcbe.c vt_events",
    },
];
