//! SPARC KT event catalogue: the UltraSPARC T2-family PCR events that KT counts, one entry per
//! sl group with its named masks.
//!
//! Seed 001 lists no events. The codes come from the Solaris performance counter back end for
//! T2, T2+ and T3 (`usr/src/uts/sun4v/pcbe/niagara2_pcbe.c`, the `kt_events` table of the 2011
//! version in repository Arquivotheca/solaris11; the `KT_IMPL` branch of `ni2_events` in
//! illumos/illumos-gate gives the same codes). Solaris writes each event as a 12-bit code
//! `sl << 8 | mask` (so 0x2fd is sl 2, mask 0xfd) and keeps, per event, the mask bits a user
//! may add (`emask_valid`). The event names are Solaris's; the group names (one per sl value)
//! are this model's, because the sources name only the events. The descriptions paraphrase the
//! event names: the SPARC T3 Supplement's event table itself was not found in public sources.

use crate::event::{Event, Mask};

/// Every event is counted in one of the two 32-bit counters of the PIC register; Solaris says
/// "both pic0 and pic1 can count all events" (niagara2_pcbe.c ni2_pcbe_event_coverage).
const PIC: &[&str] = &["PIC"];

const SOURCE: &str = "Solaris usr/src/uts/sun4v/pcbe/niagara2_pcbe.c kt_events \
                      (Arquivotheca/solaris11); illumos-gate niagara2_pcbe.c ni2_events (KT_IMPL)";

/// KT's sample mode changes how close to the wrap an overflowed counter is found.
const SAMPLE_NOTE: &str = "With PCR.sample_mode = 1 (KT only, seed 001 section 2.1) Solaris \
                           expects an overflowed counter to be found within 2 of the wrap \
                           (SAMPLE_PIC_IN_OV_RANGE) instead of within 16 (PIC_IN_OV_RANGE), \
                           which suggests sample mode reduces overflow skid.";

const BASE: Event = Event {
    counters: PIC,
    source: SOURCE,
    ..Event::EMPTY
};

const INSTRUCTION_MASKS: &[Mask] = &[
    Mask::named(0x01, "Br_completed", "Completed branch instructions."),
    Mask::named(0x02, "Br_taken", "Taken branch instructions."),
    Mask::named(
        0x04,
        "Instr_FGU_arithmetic",
        "Floating-point and graphics unit arithmetic instructions.",
    ),
    Mask::named(0x08, "Instr_ld", "Load instructions."),
    Mask::named(0x10, "Instr_st", "Store instructions."),
    Mask::named(0x20, "Instr_sw", "Software count instructions."),
    Mask::named(
        0x40,
        "Instr_other",
        "Instructions of no other type in this group.",
    ),
    Mask::named(0x80, "Atomics", "Atomic instructions."),
    Mask::named(
        0xfd,
        "Instr_cnt",
        "All instructions: every mask bit but Br_taken. Taken branches are also completed \
         branches, so adding 0x02 would count them twice (this model's reading of the code).",
    ),
];

const CACHE_MISS_MASKS: &[Mask] = &[
    Mask::named(0x01, "IC_miss", "Instruction cache misses."),
    Mask::named(0x02, "DC_miss", "Data cache misses."),
    Mask::named(0x10, "L2_imiss", "Instruction fetches that miss the L2 cache."),
    Mask::named(0x20, "L2_dmiss_ld", "Loads that miss the L2 cache."),
];

const TLB_WALK_MASKS: &[Mask] = &[
    Mask::named(
        0x04,
        "ITLB_HWTW_ref_L2",
        "Instruction TLB hardware tablewalk references to the L2 cache.",
    ),
    Mask::named(
        0x08,
        "DTLB_HWTW_ref_L2",
        "Data TLB hardware tablewalk references to the L2 cache.",
    ),
    Mask::named(
        0x10,
        "ITLB_HWTW_miss_L2",
        "Instruction TLB hardware tablewalk references that miss the L2 cache.",
    ),
    Mask::named(
        0x20,
        "DTLB_HWTW_miss_L2",
        "Data TLB hardware tablewalk references that miss the L2 cache.",
    ),
];

const PCX_MASKS: &[Mask] = &[
    Mask::named(
        0x01,
        "Stream_ld_to_PCX",
        "Stream-unit loads sent to the processor-to-cache crossbar (PCX).",
    ),
    Mask::named(0x02, "Stream_st_to_PCX", "Stream-unit stores sent to the PCX."),
    Mask::named(0x04, "CPU_ld_to_PCX", "CPU loads sent to the PCX."),
    Mask::named(
        0x08,
        "CPU_ifetch_to_PCX",
        "CPU instruction fetches sent to the PCX.",
    ),
    Mask::named(0x10, "CPU_st_to_PCX", "CPU stores sent to the PCX."),
    Mask::named(0x20, "MMU_ld_to_PCX", "MMU (tablewalk) loads sent to the PCX."),
];

const CRYPTO_OP_MASKS: &[Mask] = &[
    Mask::named(0x01, "DES_3DES_op", "DES and 3DES operations."),
    Mask::named(0x02, "AES_op", "AES operations."),
    Mask::named(
        0x04,
        "Kasumi_op",
        "Kasumi operations (RC4_op on UltraSPARC T2 and T2+).",
    ),
    Mask::named(0x08, "MD5_SHA-1_SHA-256_op", "MD5, SHA-1 and SHA-256 operations."),
    Mask::named(0x10, "MA_op", "Modular arithmetic unit operations."),
    Mask::named(0x20, "CRC_TCPIP_cksum", "CRC and TCP/IP checksum operations."),
];

const CRYPTO_BUSY_MASKS: &[Mask] = &[
    Mask::named(0x01, "DES_3DES_busy_cycle", "Cycles the DES/3DES unit is busy."),
    Mask::named(0x02, "AES_busy_cycle", "Cycles the AES unit is busy."),
    Mask::named(
        0x04,
        "Kasumi_busy_cycle",
        "Cycles the Kasumi unit is busy (RC4_busy_cycle on UltraSPARC T2 and T2+).",
    ),
    Mask::named(
        0x08,
        "MD5_SHA-1_SHA-256_busy_cycle",
        "Cycles the MD5/SHA unit is busy.",
    ),
    Mask::named(
        0x10,
        "MA_busy_cycle",
        "Cycles the modular arithmetic unit is busy.",
    ),
    Mask::named(
        0x20,
        "CRC_MPA_cksum",
        "Cycles the CRC/MPA checksum unit is busy (Solaris lists it with the busy cycles).",
    ),
];

const TLB_MISS_MASKS: &[Mask] = &[
    Mask::named(0x04, "ITLB_miss", "Instruction TLB misses."),
    Mask::named(0x08, "DTLB_miss", "Data TLB misses."),
    Mask::named(0x0c, "TLB_miss", "Instruction and data TLB misses."),
];

pub static EVENTS: &[Event] = &[
    Event {
        name: "Idle_strands",
        code: 0x0,
        other_masks: "Solaris accepts no mask bits for this event (emask_valid 0x00).",
        description: "Idle strands (Solaris code 0x000: sl 0, mask 0). Unlike the T4, where \
                      sl 0 disables counting (seed 000 TABLE 10-2), sl 0 selects an event here.",
        notes: &[
            "Whether it can add more than 1 per cycle is not given in the sources found; \
             max_increment 1 is an assumption.",
            SAMPLE_NOTE,
        ],
        ..BASE
    },
    Event {
        name: "Instructions",
        code: 0x2,
        masks: INSTRUCTION_MASKS,
        other_masks: "Any combination of mask bits counts the union of the selected \
                      instruction types (Solaris accepts all eight bits, emask_valid 0xff).",
        description: "Completed instructions by type (Solaris codes 0x201-0x280 and 0x2fd). \
                      Linux counts both cycles and instructions with 0x02ff.",
        notes: &[
            "Linux arch/sparc/kernel/perf_event.c niagara2_perfmon_event_map uses 0x02ff for \
             PERF_COUNT_HW_INSTRUCTIONS and 0x0201/0x0202 for branches.",
            SAMPLE_NOTE,
        ],
        ..BASE
    },
    Event {
        name: "Cache_misses",
        code: 0x3,
        masks: CACHE_MISS_MASKS,
        other_masks: "Combinations count the union; Solaris accepts only mask bits 0x33 \
                      (emask_valid), what the other bits do is not documented.",
        description: "Level-1 and L2 cache misses (Solaris codes 0x301, 0x302, 0x310, 0x320).",
        notes: &[
            "Which L2 misses L2_imiss and L2_dmiss_ld count is chosen by PERF_CONFIG in the \
             virtual L2_CONTROL_REG (PerfReg# 1, seed 001 sections 2.3 and 3.0); Solaris \
             writes it only for events with sl 3 (niagara2_pcbe.c, SL3_MASK).",
            "Solaris leaves toe clear when L2_dmiss_ld (0x320) is counted, a workaround for \
             hardware erratum 108 (niagara2_pcbe.c, pcbe_l2dmiss_ovtrap_enable).",
            SAMPLE_NOTE,
        ],
        ..BASE
    },
    Event {
        name: "TLB_walks_to_L2",
        code: 0x4,
        masks: TLB_WALK_MASKS,
        other_masks: "Combinations count the union; Solaris accepts only mask bits 0x3c \
                      (emask_valid).",
        description: "Hardware tablewalk references to the L2 cache and their L2 misses \
                      (Solaris codes 0x404, 0x408, 0x410, 0x420).",
        notes: &[SAMPLE_NOTE],
        ..BASE
    },
    Event {
        name: "PCX_requests",
        code: 0x5,
        masks: PCX_MASKS,
        other_masks: "Combinations count the union; Solaris accepts only mask bits 0x3f \
                      (emask_valid).",
        description: "Requests the core sends to the L2 through the processor-to-cache \
                      crossbar, by source (Solaris codes 0x501-0x520).",
        notes: &[SAMPLE_NOTE],
        ..BASE
    },
    Event {
        name: "Crypto_ops",
        code: 0x6,
        masks: CRYPTO_OP_MASKS,
        other_masks: "Combinations count the union; on KT Solaris accepts all eight mask bits \
                      (emask_valid 0xff, 0x3f on T2 and T2+).",
        description: "Operations of the on-core cryptographic units (Solaris codes 0x601-0x620).",
        notes: &[SAMPLE_NOTE],
        ..BASE
    },
    Event {
        name: "Crypto_busy_cycles",
        code: 0x7,
        masks: CRYPTO_BUSY_MASKS,
        other_masks: "Combinations count the union; on KT Solaris accepts all eight mask bits \
                      (emask_valid 0xff, 0x3f on T2 and T2+).",
        description: "Cycles the on-core cryptographic units are busy (Solaris codes \
                      0x701-0x720).",
        notes: &[SAMPLE_NOTE],
        ..BASE
    },
    Event {
        name: "TLB_misses",
        code: 0xb,
        masks: TLB_MISS_MASKS,
        other_masks: "Solaris accepts only mask bits 0x0c (emask_valid).",
        description: "Instruction and data TLB misses (Solaris codes 0xb04, 0xb08, 0xb0c).",
        notes: &[SAMPLE_NOTE],
        ..BASE
    },
];
