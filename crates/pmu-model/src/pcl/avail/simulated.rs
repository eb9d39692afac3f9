//! This project's mappings of the PCL events onto the simulated machines: SPARC T4 (seed 000
//! TABLE 10-2), SPARC KT (the T2-family event catalogue of `machines::sparc_kt::events`, from
//! Solaris's `kt_events`) and Montecito (seed 003 Table 4-42 and the unit-mask tables of
//! section 4.15). No source gives these; each native event cites the event-table row it rests
//! on, and each cell says where the native event is only an approximation of the PCL meaning.
//!
//! Events without a cell have no native event close enough to the PCL meaning. Where the paper
//! itself uses a proxy of the same kind (loads for data cache reads, floating-point operations
//! for floating-point instructions), so do these tables, and say so.

use super::Expr::{Any, Diff, Ratio, Sum, TimesMhz, N};
use super::{cell, Cell, Counters, ModeSupport, Native, Origin, Processor, Program, Rules};

// ---------------------------------------------------------------------------------------
// SPARC T4 (seed 000): four PCR/PIC pairs per strand; every PCR may select every event.
// ---------------------------------------------------------------------------------------

/// "Each PCR controls the PIC of the same number" and every sl group may be counted in any of
/// them (seed 000 section 10.2; `machines::sparc_t4::events` gives every event PIC0-3).
const T4_PICS: &[&str] = &["PIC0", "PIC1", "PIC2", "PIC3"];

const fn t4(
    id: &'static str,
    name: &'static str,
    description: &'static str,
    sl: u64,
    mask: u64,
    source: &'static str,
) -> Native {
    Native {
        id,
        name,
        description,
        counters: Counters::Pmc(T4_PICS),
        program: Some(Program::SlMask { sl, mask }),
        all_modes: false,
        source,
    }
}

const T4_NATIVES: &[Native] = &[
    t4(
        "sl3/0x3f",
        "Instruction types: all",
        "Instructions of every type: mask 3F selects branches, FGU + crypto, loads, stores, SPR \
         ring ops and other instructions (\"e.g., 3F16 counts all instructions\").",
        3,
        0x3f,
        "seed 000, TABLE 10-2 (1 of 8), sl 3 Any other value (L101)",
    ),
    t4(
        "sl3/0x01",
        "Branches",
        "All Bicc, BPcc, BPr, CALL, CBcc, FBfcc, FBPFcc, JMPL, JPRIV, and RETURN instructions.",
        3,
        0x01,
        "seed 000, TABLE 10-2 (1 of 8), sl 3 mask 01 (L95)",
    ),
    t4(
        "sl3/0x02",
        "FGU + crypto arithmetic instructions",
        "Floating-point and graphics unit and crypto arithmetic instructions (footnote 5, which \
         lists them, is not in the seed).",
        3,
        0x02,
        "seed 000, TABLE 10-2 (1 of 8), sl 3 mask 02 (L96)",
    ),
    t4(
        "sl3/0x04",
        "Load instructions",
        "The instructions footnote 6 lists as loads.",
        3,
        0x04,
        "seed 000, TABLE 10-2 (1 of 8), sl 3 mask 04 (L97); footnote 6 (L260)",
    ),
    t4(
        "sl3/0x08",
        "Store instructions",
        "The instructions footnote 7 lists as stores.",
        3,
        0x08,
        "seed 000, TABLE 10-2 (1 of 8), sl 3 mask 08 (L98); footnote 7 (L261)",
    ),
    t4(
        "sl3/0x0c",
        "Load and store instructions",
        "Loads and stores in one counter: the mask bits of sl 3 select instruction types, and \
         \"Any other value\" counts the types whose bits are set.",
        3,
        0x0c,
        "seed 000, TABLE 10-2 (1 of 8), sl 3 masks 04 and 08 (L97-L98) combined by the Any \
         other value row (L101)",
    ),
    t4(
        "sl4/0x08",
        "atomics",
        "Atomics are LDSTUB/A, CASA/XA, and SWAP/A.",
        4,
        0x08,
        "seed 000, TABLE 10-2 (2 of 8), sl 4 mask 08 (L110)",
    ),
    t4(
        "sl5/0x07",
        "Icache miss",
        "Instruction cache misses of all types.",
        5,
        0x07,
        "seed 000, TABLE 10-2 (2 of 8), sl 5 mask 07 (L118)",
    ),
    t4(
        "sl5/0x10",
        "ITLB misses",
        "Successful and unsuccessful hardware tablewalks for instruction fetches; counted \
         synchronously.",
        5,
        0x10,
        "seed 000, TABLE 10-2 (2 of 8), sl 5 mask 10 (L120); sl 6 Any other value (L128)",
    ),
    t4(
        "sl16/0x07",
        "L1 data cache miss",
        "L1 data cache misses of all kinds (primary and duplicate; not block loads, twin loads, \
         prefetches or atomics); precise.",
        16,
        0x07,
        "seed 000, TABLE 10-2 (4 of 8), sl 16 mask 07 (L178) and sl 16 mask 01 (L175)",
    ),
    t4(
        "sl17/0x3f",
        "DTLB fills, all",
        "\"When set to 3F16 counts all DTLB misses asynchronously\".",
        17,
        0x3f,
        "seed 000, TABLE 10-2 (5 of 8), sl 17 Any other value (L191)",
    ),
    t4(
        "sl25/0x0f",
        "Branch mispredict",
        "Branch direction and branch target mispredicts.",
        25,
        0x0f,
        "seed 000, TABLE 10-2 (7 of 8), sl 25 mask 0F (L255)",
    ),
    t4(
        "sl26",
        "Cycles in hyperprivileged mode, privileged mode, or user mode",
        "Cycles in the modes that the PCR's ht, st and ut select; the mask is ignored.",
        26,
        0,
        "seed 000, TABLE 10-2 (7 of 8), sl 26 (L257)",
    ),
    Native {
        all_modes: true,
        ..t4(
            "sl26/all-modes",
            "Cycles in hyperprivileged mode, privileged mode, or user mode",
            "sl 26 with ht, st and ut all set: every cycle of the strand, whatever mode PCL counts \
             in. Each PCR has its own mode bits, so this counter can ignore the PCL mode.",
            26,
            0,
            "seed 000, TABLE 10-2 (7 of 8), sl 26 (L257); TABLE 10-1 ut/st/ht (per PCR)",
        )
    },
    t4(
        "sl1/0x02",
        "Sel-0-wait",
        "Cycles a strand waits at Select for some condition to be resolved.",
        1,
        0x02,
        "seed 000, TABLE 10-2 (1 of 8), sl 1 mask 02 (L84)",
    ),
    t4(
        "sl9/0x04",
        "LB tag wait cycles",
        "Cycles Select waits for a Load Buffer tag.",
        9,
        0x04,
        "seed 000, TABLE 10-2 (3 of 8), sl 9 mask 04 (L149)",
    ),
    t4(
        "sl9/0x08",
        "SB tag wait cycles",
        "Cycles Select waits for a Store Buffer tag.",
        9,
        0x08,
        "seed 000, TABLE 10-2 (3 of 8), sl 9 mask 08 (L150)",
    ),
];

const T4_LOAD_PROXY: &str = "ASSUMPTION: the T4 has no L1 data cache access event; every load \
    instruction reads the L1 data cache, so load instructions stand for data cache reads (as the \
    paper's P6 row uses PPro_0, DATA_MEM_REFS, L1576).";

const T4_CELLS: &[Cell] = &[
    cell(
        "PCL_L1DCACHE_READ",
        "sl=3 mask=04",
        N("sl3/0x04"),
        "seed 000, TABLE 10-2, sl 3 mask 04 (L97)",
        &[T4_LOAD_PROXY],
    ),
    cell(
        "PCL_L1DCACHE_WRITE",
        "sl=3 mask=08",
        N("sl3/0x08"),
        "seed 000, TABLE 10-2, sl 3 mask 08 (L98)",
        &[
            "ASSUMPTION: store instructions stand for data cache writes; the T4 has no L1 data \
           cache write event.",
        ],
    ),
    cell(
        "PCL_L1DCACHE_READWRITE",
        "sl=3 mask=0C",
        N("sl3/0x0c"),
        "seed 000, TABLE 10-2, sl 3 masks 04 and 08 (L97-L98), Any other value (L101)",
        &["Loads and stores in one counter (see PCL_L1DCACHE_READ and _WRITE)."],
    ),
    cell(
        "PCL_L1DCACHE_HIT",
        "sl=3 mask=04 - sl=16 mask=07",
        Diff(&N("sl3/0x04"), &N("sl16/0x07")),
        "seed 000, TABLE 10-2, sl 3 mask 04 (L97) and sl 16 mask 07 (L178)",
        &[
            "Loads minus L1 data cache misses: sl 16 counts load misses only (no block loads, \
           twin loads, prefetches or atomics), so the difference slightly overcounts hits.",
        ],
    ),
    cell(
        "PCL_L1DCACHE_MISS",
        "sl=16 mask=07",
        N("sl16/0x07"),
        "seed 000, TABLE 10-2, sl 16 mask 07 (L178)",
        &["sl 23 mask 07 (seed 000, L241) counts the same misses without a precise trap."],
    ),
    cell(
        "PCL_L1ICACHE_MISS",
        "sl=5 mask=07",
        N("sl5/0x07"),
        "seed 000, TABLE 10-2, sl 5 mask 07 (L118)",
        &[],
    ),
    cell(
        "PCL_TLB_MISS",
        "sl=5 mask=10 + sl=17 mask=3F",
        Sum(&[N("sl5/0x10"), N("sl17/0x3f")]),
        "seed 000, TABLE 10-2, sl 5 mask 10 (L120) and sl 17 (L191)",
        &["ITLB and DTLB misses are in different sl groups, so the sum needs two counters."],
    ),
    cell(
        "PCL_ITLB_MISS",
        "sl=5 mask=10",
        N("sl5/0x10"),
        "seed 000, TABLE 10-2, sl 5 mask 10 (L120)",
        &[],
    ),
    cell(
        "PCL_DTLB_MISS",
        "sl=17 mask=3F",
        N("sl17/0x3f"),
        "seed 000, TABLE 10-2, sl 17 Any other value (L191)",
        &["Counted asynchronously: \"there is no way to count DTLB misses synchronously\"."],
    ),
    cell(
        "PCL_CYCLES",
        "sl=26",
        N("sl26"),
        "seed 000, TABLE 10-2, sl 26 (L257)",
        &[
            "The PCR's ut and st bits select the cycles of the PCL mode; a hyperprivileged \
           cycle is counted by no PCL mode.",
        ],
    ),
    cell(
        "PCL_ELAPSED_CYCLES",
        "sl=26 ut=st=ht=1",
        N("sl26/all-modes"),
        "seed 000, TABLE 10-2, sl 26 (L257); TABLE 10-1 ut, st, ht",
        &[
            "Every cycle of the strand in every mode: this PCR ignores the PCL mode (each PCR \
           has its own mode bits), as elapsed cycles must (L196-L199).",
        ],
    ),
    cell(
        "PCL_FP_INSTR",
        "sl=3 mask=02",
        N("sl3/0x02"),
        "seed 000, TABLE 10-2, sl 3 mask 02 (L96)",
        &[
            "The group includes crypto arithmetic instructions; footnote 5, which lists them, \
           is not in the seed.",
        ],
    ),
    cell(
        "PCL_LOAD_INSTR",
        "sl=3 mask=04",
        N("sl3/0x04"),
        "seed 000, TABLE 10-2, sl 3 mask 04 (L97)",
        &[],
    ),
    cell(
        "PCL_STORE_INSTR",
        "sl=3 mask=08",
        N("sl3/0x08"),
        "seed 000, TABLE 10-2, sl 3 mask 08 (L98)",
        &[],
    ),
    cell(
        "PCL_LOADSTORE_INSTR",
        "sl=3 mask=0C",
        N("sl3/0x0c"),
        "seed 000, TABLE 10-2, sl 3 masks 04 and 08 (L97-L98), Any other value (L101)",
        &["One counter: the sum is made by the mask, not by two counters."],
    ),
    cell(
        "PCL_INSTR",
        "sl=3 mask=3F",
        N("sl3/0x3f"),
        "seed 000, TABLE 10-2, sl 3 Any other value (L101)",
        &[],
    ),
    cell(
        "PCL_JUMP_SUCCESS",
        "sl=3 mask=01 - sl=25 mask=0F",
        Diff(&N("sl3/0x01"), &N("sl25/0x0f")),
        "seed 000, TABLE 10-2, sl 3 mask 01 (L95) and sl 25 mask 0F (L255)",
        &["Branches minus mispredicted branches: two counters."],
    ),
    cell(
        "PCL_JUMP_UNSUCCESS",
        "sl=25 mask=0F",
        N("sl25/0x0f"),
        "seed 000, TABLE 10-2, sl 25 mask 0F (L255)",
        &[],
    ),
    cell(
        "PCL_JUMP",
        "sl=3 mask=01",
        N("sl3/0x01"),
        "seed 000, TABLE 10-2, sl 3 mask 01 (L95)",
        &["sl 4 mask 01 (seed 000, L107) counts the same branches."],
    ),
    cell(
        "PCL_ATOMIC",
        "sl=4 mask=08",
        N("sl4/0x08"),
        "seed 000, TABLE 10-2, sl 4 mask 08 (L110)",
        &["The T4 counts atomics without telling successful from unsuccessful ones."],
    ),
    cell(
        "PCL_STALL_LOAD",
        "sl=9 mask=04",
        N("sl9/0x04"),
        "seed 000, TABLE 10-2, sl 9 mask 04 (L149)",
        &[
            "ASSUMPTION: cycles waiting for a load buffer tag stand for load unit stalls. sl 9 \
           crosses strands (footnote 13) and is not virtual-processor specific.",
        ],
    ),
    cell(
        "PCL_STALL_STORE",
        "sl=9 mask=08",
        N("sl9/0x08"),
        "seed 000, TABLE 10-2, sl 9 mask 08 (L150)",
        &[
            "Cycles waiting for a store buffer tag: the store unit stalled on its write buffer. \
           sl 9 crosses strands (footnote 13) and is not virtual-processor specific.",
        ],
    ),
    cell(
        "PCL_STALL",
        "sl=1 mask=02",
        N("sl1/0x02"),
        "seed 000, TABLE 10-2, sl 1 mask 02 (L84)",
        &[
            "ASSUMPTION: Sel-0-wait, the cycles a strand waits at Select for some condition, \
           stands for all stall cycles; it includes the pipe-drain cycles after a mispredict.",
        ],
    ),
    cell(
        "PCL_MFLOPS",
        "sl=3 mask=02 / sl=26 * MHz",
        TimesMhz(&Ratio(&N("sl3/0x02"), &N("sl26"))),
        "seed 000, TABLE 10-2, sl 3 mask 02 (L96) and sl 26 (L257)",
        &["The paper's form FP instructions / cycles * MHz (Table 3.14)."],
    ),
    cell(
        "PCL_IPC",
        "sl=3 mask=3F / sl=26",
        Ratio(&N("sl3/0x3f"), &N("sl26")),
        "seed 000, TABLE 10-2, sl 3 (L101) and sl 26 (L257)",
        &[],
    ),
    cell(
        "PCL_L1DCACHE_MISSRATE",
        "sl=16 mask=07 / sl=3 mask=04",
        Ratio(&N("sl16/0x07"), &N("sl3/0x04")),
        "seed 000, TABLE 10-2, sl 16 mask 07 (L178) and sl 3 mask 04 (L97)",
        &[T4_LOAD_PROXY],
    ),
    cell(
        "PCL_MEM_FP_RATIO",
        "sl=3 mask=0C / sl=3 mask=02",
        Ratio(&N("sl3/0x0c"), &N("sl3/0x02")),
        "seed 000, TABLE 10-2, sl 3 masks 02, 04, 08 (L96-L98)",
        &[],
    ),
];

pub static SPARC_T4: Processor = Processor {
    id: "sparc-t4",
    name: "SPARC T4 (simulated)",
    origin: Origin::Ours,
    row: "",
    counters: T4_PICS,
    natives: T4_NATIVES,
    cells: T4_CELLS,
    modes: ModeSupport {
        user: true,
        system: true,
        user_system: true,
        per_counter: true,
        explain: "Each PCR has its own ut (count in user mode), st (privileged) and ht \
                  (hyperprivileged) bits (seed 000 TABLE 10-1): user is ut=1, system st=1, both \
                  ut=st=1. No PCL mode counts hyperprivileged cycles.",
    },
    rules: Rules::Plain,
    description: "Four 32-bit counters PIC0-3 per strand, each programmed by the PCR of the same \
                  number; every event may be counted in every PIC (seed 000 section 10.2).",
    source: "this project's mapping onto seed 000 TABLE 10-1 and TABLE 10-2",
};

// ---------------------------------------------------------------------------------------
// SPARC KT: one PCR selects the events of the two 32-bit counters in PIC.
// ---------------------------------------------------------------------------------------

/// "both pic0 and pic1 can count all events" (Solaris niagara2_pcbe.c; see
/// `machines::sparc_kt::events`).
const KT_PICS: &[&str] = &["pic0", "pic1"];

const KT_SOURCE: &str = "machines/sparc_kt/events.rs (Solaris niagara2_pcbe.c kt_events)";

const fn kt(id: &'static str, description: &'static str, sl: u64, mask: u64, source: &'static str) -> Native {
    Native {
        id,
        name: id,
        description,
        counters: Counters::Pmc(KT_PICS),
        program: Some(Program::SlMask { sl, mask }),
        all_modes: false,
        source,
    }
}

const KT_NATIVES: &[Native] = &[
    kt(
        "Instr_cnt",
        "All instructions (Solaris code 0x2fd: sl 2, every mask bit but Br_taken).",
        0x2,
        0xfd,
        "machines/sparc_kt/events.rs: Instructions (sl 0x2) mask 0xfd Instr_cnt",
    ),
    kt(
        "Br_completed",
        "Completed branch instructions (0x201).",
        0x2,
        0x01,
        "machines/sparc_kt/events.rs: Instructions (sl 0x2) mask 0x01 Br_completed",
    ),
    kt(
        "Instr_FGU_arithmetic",
        "Floating-point and graphics unit arithmetic instructions (0x204).",
        0x2,
        0x04,
        "machines/sparc_kt/events.rs: Instructions (sl 0x2) mask 0x04 Instr_FGU_arithmetic",
    ),
    kt(
        "Instr_ld",
        "Load instructions (0x208).",
        0x2,
        0x08,
        "machines/sparc_kt/events.rs: Instructions (sl 0x2) mask 0x08 Instr_ld",
    ),
    kt(
        "Instr_st",
        "Store instructions (0x210).",
        0x2,
        0x10,
        "machines/sparc_kt/events.rs: Instructions (sl 0x2) mask 0x10 Instr_st",
    ),
    kt(
        "Instr_ld|Instr_st",
        "Loads and stores in one counter (0x218): the mask bits combine to their union.",
        0x2,
        0x18,
        "machines/sparc_kt/events.rs: Instructions (sl 0x2) masks 0x08 and 0x10",
    ),
    kt(
        "Atomics",
        "Atomic instructions (0x280).",
        0x2,
        0x80,
        "machines/sparc_kt/events.rs: Instructions (sl 0x2) mask 0x80 Atomics",
    ),
    kt(
        "IC_miss",
        "Instruction cache misses (0x301).",
        0x3,
        0x01,
        "machines/sparc_kt/events.rs: Cache_misses (sl 0x3) mask 0x01 IC_miss",
    ),
    kt(
        "DC_miss",
        "Data cache misses (0x302).",
        0x3,
        0x02,
        "machines/sparc_kt/events.rs: Cache_misses (sl 0x3) mask 0x02 DC_miss",
    ),
    kt(
        "IC_miss|DC_miss",
        "Instruction and data cache misses in one counter (0x303).",
        0x3,
        0x03,
        "machines/sparc_kt/events.rs: Cache_misses (sl 0x3) masks 0x01 and 0x02",
    ),
    kt(
        "L2_imiss",
        "Instruction fetches that miss the L2 cache (0x310).",
        0x3,
        0x10,
        "machines/sparc_kt/events.rs: Cache_misses (sl 0x3) mask 0x10 L2_imiss",
    ),
    kt(
        "L2_dmiss_ld",
        "Loads that miss the L2 cache (0x320).",
        0x3,
        0x20,
        "machines/sparc_kt/events.rs: Cache_misses (sl 0x3) mask 0x20 L2_dmiss_ld",
    ),
    kt(
        "L2_imiss|L2_dmiss_ld",
        "Instruction fetches and loads that miss the L2 cache, in one counter (0x330).",
        0x3,
        0x30,
        "machines/sparc_kt/events.rs: Cache_misses (sl 0x3) masks 0x10 and 0x20",
    ),
    kt(
        "CPU_ld_to_PCX",
        "CPU loads sent to the L2 through the processor-to-cache crossbar (0x504).",
        0x5,
        0x04,
        "machines/sparc_kt/events.rs: PCX_requests (sl 0x5) mask 0x04 CPU_ld_to_PCX",
    ),
    kt(
        "CPU_st_to_PCX",
        "CPU stores sent to the L2 (0x510).",
        0x5,
        0x10,
        "machines/sparc_kt/events.rs: PCX_requests (sl 0x5) mask 0x10 CPU_st_to_PCX",
    ),
    kt(
        "CPU_ld_to_PCX|CPU_st_to_PCX",
        "CPU loads and stores sent to the L2, in one counter (0x514).",
        0x5,
        0x14,
        "machines/sparc_kt/events.rs: PCX_requests (sl 0x5) masks 0x04 and 0x10",
    ),
    kt(
        "CPU_ifetch_to_PCX",
        "CPU instruction fetches sent to the L2 (0x508).",
        0x5,
        0x08,
        "machines/sparc_kt/events.rs: PCX_requests (sl 0x5) mask 0x08 CPU_ifetch_to_PCX",
    ),
    kt(
        "CPU_to_PCX",
        "CPU loads, instruction fetches and stores sent to the L2, in one counter (0x51c).",
        0x5,
        0x1c,
        "machines/sparc_kt/events.rs: PCX_requests (sl 0x5) masks 0x04, 0x08 and 0x10",
    ),
    kt(
        "ITLB_miss",
        "Instruction TLB misses (0xb04).",
        0xb,
        0x04,
        "machines/sparc_kt/events.rs: TLB_misses (sl 0xb) mask 0x04 ITLB_miss",
    ),
    kt(
        "DTLB_miss",
        "Data TLB misses (0xb08).",
        0xb,
        0x08,
        "machines/sparc_kt/events.rs: TLB_misses (sl 0xb) mask 0x08 DTLB_miss",
    ),
    kt(
        "TLB_miss",
        "Instruction and data TLB misses (0xb0c).",
        0xb,
        0x0c,
        "machines/sparc_kt/events.rs: TLB_misses (sl 0xb) mask 0x0c TLB_miss",
    ),
];

const KT_PCX_NOTE: &str = "The KT's L1 caches send every miss, and (write-through) every store, \
    to the L2 through the processor-to-cache crossbar, so PCX requests stand for L2 accesses.";
const KT_L2_CONFIG_NOTE: &str = "Which L2 misses count is chosen by PERF_CONFIG of the virtual \
    L2 control register (seed 001 section 3.0); its default counts all of them.";

const KT_CELLS: &[Cell] = &[
    cell(
        "PCL_L1CACHE_MISS",
        "0x303",
        N("IC_miss|DC_miss"),
        KT_SOURCE,
        &["One counter: the mask unites IC_miss and DC_miss."],
    ),
    cell(
        "PCL_L1DCACHE_READ",
        "0x208",
        N("Instr_ld"),
        KT_SOURCE,
        &["ASSUMPTION: load instructions stand for data cache reads."],
    ),
    cell(
        "PCL_L1DCACHE_WRITE",
        "0x210",
        N("Instr_st"),
        KT_SOURCE,
        &["ASSUMPTION: store instructions stand for data cache writes."],
    ),
    cell(
        "PCL_L1DCACHE_READWRITE",
        "0x218",
        N("Instr_ld|Instr_st"),
        KT_SOURCE,
        &[],
    ),
    cell(
        "PCL_L1DCACHE_HIT",
        "0x208 - 0x302",
        Diff(&N("Instr_ld"), &N("DC_miss")),
        KT_SOURCE,
        &["Loads minus data cache misses: both counters of the KT."],
    ),
    cell("PCL_L1DCACHE_MISS", "0x302", N("DC_miss"), KT_SOURCE, &[]),
    cell("PCL_L1ICACHE_MISS", "0x301", N("IC_miss"), KT_SOURCE, &[]),
    cell(
        "PCL_L2CACHE_READWRITE",
        "0x51c",
        N("CPU_to_PCX"),
        KT_SOURCE,
        &[KT_PCX_NOTE],
    ),
    cell(
        "PCL_L2CACHE_MISS",
        "0x330",
        N("L2_imiss|L2_dmiss_ld"),
        KT_SOURCE,
        &[
            KT_L2_CONFIG_NOTE,
            "L2_dmiss_ld counts loads only: store misses are not counted.",
        ],
    ),
    cell(
        "PCL_L2DCACHE_READ",
        "0x504",
        N("CPU_ld_to_PCX"),
        KT_SOURCE,
        &[KT_PCX_NOTE],
    ),
    cell(
        "PCL_L2DCACHE_WRITE",
        "0x510",
        N("CPU_st_to_PCX"),
        KT_SOURCE,
        &[KT_PCX_NOTE],
    ),
    cell(
        "PCL_L2DCACHE_READWRITE",
        "0x514",
        N("CPU_ld_to_PCX|CPU_st_to_PCX"),
        KT_SOURCE,
        &[KT_PCX_NOTE],
    ),
    cell(
        "PCL_L2DCACHE_MISS",
        "0x320",
        N("L2_dmiss_ld"),
        KT_SOURCE,
        &[KT_L2_CONFIG_NOTE, "Loads only."],
    ),
    cell(
        "PCL_L2ICACHE_READ",
        "0x508",
        N("CPU_ifetch_to_PCX"),
        KT_SOURCE,
        &[KT_PCX_NOTE],
    ),
    cell(
        "PCL_L2ICACHE_MISS",
        "0x310",
        N("L2_imiss"),
        KT_SOURCE,
        &[KT_L2_CONFIG_NOTE],
    ),
    cell("PCL_TLB_MISS", "0xb0c", N("TLB_miss"), KT_SOURCE, &[]),
    cell("PCL_ITLB_MISS", "0xb04", N("ITLB_miss"), KT_SOURCE, &[]),
    cell("PCL_DTLB_MISS", "0xb08", N("DTLB_miss"), KT_SOURCE, &[]),
    cell("PCL_FP_INSTR", "0x204", N("Instr_FGU_arithmetic"), KT_SOURCE, &[]),
    cell("PCL_LOAD_INSTR", "0x208", N("Instr_ld"), KT_SOURCE, &[]),
    cell("PCL_STORE_INSTR", "0x210", N("Instr_st"), KT_SOURCE, &[]),
    cell(
        "PCL_LOADSTORE_INSTR",
        "0x218",
        N("Instr_ld|Instr_st"),
        KT_SOURCE,
        &[],
    ),
    cell("PCL_INSTR", "0x2fd", N("Instr_cnt"), KT_SOURCE, &[]),
    cell("PCL_JUMP", "0x201", N("Br_completed"), KT_SOURCE, &[]),
    cell(
        "PCL_ATOMIC",
        "0x280",
        N("Atomics"),
        KT_SOURCE,
        &["Successful and unsuccessful atomics are not told apart."],
    ),
    cell(
        "PCL_L1DCACHE_MISSRATE",
        "0x302 / 0x208",
        Ratio(&N("DC_miss"), &N("Instr_ld")),
        KT_SOURCE,
        &["Data cache misses per load."],
    ),
    cell(
        "PCL_L2DCACHE_MISSRATE",
        "0x320 / 0x504",
        Ratio(&N("L2_dmiss_ld"), &N("CPU_ld_to_PCX")),
        KT_SOURCE,
        &["L2 load misses per load sent to the L2."],
    ),
    cell(
        "PCL_MEM_FP_RATIO",
        "0x218 / 0x204",
        Ratio(&N("Instr_ld|Instr_st"), &N("Instr_FGU_arithmetic")),
        KT_SOURCE,
        &[],
    ),
];

pub static SPARC_KT: Processor = Processor {
    id: "sparc-kt",
    name: "SPARC KT (simulated)",
    origin: Origin::Ours,
    row: "",
    counters: KT_PICS,
    natives: KT_NATIVES,
    cells: KT_CELLS,
    modes: ModeSupport {
        user: true,
        system: true,
        user_system: true,
        per_counter: false,
        explain: "One PCR holds ut (user) and st (privileged) for both counters (UltraSPARC T2 \
                  layout, see machines::sparc_kt::registers): user is ut=1, system st=1, both \
                  ut=st=1, and both counters always count in the same mode. ht may be set only \
                  in hyperprivileged mode (seed 001 section 2.1) and no PCL mode needs it.",
    },
    rules: Rules::Plain,
    description: "Two 32-bit counters pic0 and pic1 in one PIC register, both programmed by one \
                  PCR. The catalogue has no cycle event, so PCL_CYCLES, PCL_ELAPSED_CYCLES, \
                  PCL_IPC and PCL_MFLOPS are not available; nor is a branch mispredict event.",
    source: "this project's mapping onto machines/sparc_kt/events.rs (Solaris kt_events)",
};

// ---------------------------------------------------------------------------------------
// Montecito (seed 003): twelve generic counters PMD4-15 per thread, programmed by PMC4-15.
// ---------------------------------------------------------------------------------------

/// PMD4-15 (seed 003 section 3.3.2).
const MT_ALL: &[&str] = &[
    "PMD4", "PMD5", "PMD6", "PMD7", "PMD8", "PMD9", "PMD10", "PMD11", "PMD12", "PMD13", "PMD14", "PMD15",
];
/// The duplicated counters PMD4-9: ER, SI and L2D events only there (seed 003 section 3.3.3,
/// L1122), and floating events there for accuracy (L1125).
const MT_DUP: &[&str] = &["PMD4", "PMD5", "PMD6", "PMD7", "PMD8", "PMD9"];
/// "The CYCLES_HALTED event can only be monitored in PMD10" (seed 003, L1126).
const MT_PMD10: &[&str] = &["PMD10"];

const fn mt(
    id: &'static str,
    description: &'static str,
    counters: &'static [&'static str],
    es: u64,
    umask: u64,
    source: &'static str,
) -> Native {
    Native {
        id,
        name: id,
        description,
        counters: Counters::Pmc(counters),
        program: Some(Program::EsUmask { es, umask }),
        all_modes: false,
        source,
    }
}

const MT_NATIVES: &[Native] = &[
    mt(
        "CPU_OP_CYCLES.ALL",
        "CPU operating cycles, all (es 0x12, umask bxxx0); not halted cycles.",
        MT_ALL,
        0x12,
        0x0,
        "seed 003, Table 4-42 (L2621); Table 4-72",
    ),
    Native {
        all_modes: true,
        ..mt(
            "CPU_OP_CYCLES.ALL/all-levels",
            "CPU_OP_CYCLES.ALL with plm = b1111: every cycle at every privilege level, whatever \
             mode PCL counts in (each PMC has its own plm).",
            MT_ALL,
            0x12,
            0x0,
            "seed 003, Table 4-42 (L2621); Table 3-6 plm (per PMC)",
        )
    },
    Native {
        all_modes: true,
        ..mt(
            "CPU_OP_CYCLES_HALTED",
            "CPU operating cycles halted (es 0x18), at every privilege level; only PMD10 counts it.",
            MT_PMD10,
            0x18,
            0x0,
            "seed 003, Table 4-42 (L2623); section 3.3.3 (L1126)",
        )
    },
    mt(
        "IA64_INST_RETIRED.THIS",
        "Retired Itanium instructions (es 0x08, umask bxx00).",
        MT_ALL,
        0x08,
        0x0,
        "seed 003, Table 4-42 (L2612); Table 4-77",
    ),
    mt(
        "FP_OPS_RETIRED",
        "Retired FP operations (es 0x09), a weighted sum: fpma, fpms and fpnma count 4, most other \
         parallel FP operations 2 and scalar ones 1.",
        MT_ALL,
        0x09,
        0x0,
        "seed 003, Table 4-42 (L2614); section 4.15 (L3688)",
    ),
    mt(
        "LOADS_RETIRED",
        "Retired loads (es 0xcd); L1D set 3.",
        MT_ALL,
        0xcd,
        0x0,
        "seed 003, Table 4-42 (L2766); Table 4-14",
    ),
    mt(
        "STORES_RETIRED",
        "Retired stores (es 0xd1); L1D set 4.",
        MT_ALL,
        0xd1,
        0x0,
        "seed 003, Table 4-42 (L2770); Table 4-15",
    ),
    mt(
        "DATA_REFERENCES_SET0",
        "Data memory references issued to the memory pipeline (es 0xc3); L1D set 0.",
        MT_ALL,
        0xc3,
        0x0,
        "seed 003, Table 4-42 (L2757); Table 4-11",
    ),
    mt(
        "DATA_REFERENCES_SET1",
        "Data memory references issued to the memory pipeline (es 0xc5); L1D set 1.",
        MT_ALL,
        0xc5,
        0x0,
        "seed 003, Table 4-42 (L2759); Table 4-12",
    ),
    mt(
        "L1D_READS_SET0",
        "L1 data cache reads (es 0xc2); L1D set 0.",
        MT_ALL,
        0xc2,
        0x0,
        "seed 003, Table 4-42 (L2752); Table 4-11",
    ),
    mt(
        "L1D_READS_SET1",
        "L1 data cache reads (es 0xc4); L1D set 1.",
        MT_ALL,
        0xc4,
        0x0,
        "seed 003, Table 4-42 (L2758); Table 4-12",
    ),
    mt(
        "L1D_READ_MISSES.ALL",
        "L1 data cache read misses (es 0xc7, umask bxxx0); L1D set 1.",
        MT_ALL,
        0xc7,
        0x0,
        "seed 003, Table 4-42 (L2761); Table 4-84",
    ),
    mt(
        "L1I_READS",
        "L1 instruction cache reads (es 0x40).",
        MT_ALL,
        0x40,
        0x0,
        "seed 003, Table 4-42 (L2637)",
    ),
    mt(
        "L2I_DEMAND_READS",
        "L1 instruction cache and ISB misses (es 0x42); Table 4-9 defines L1I_MISSES = \
         L2I_DEMAND_READS.",
        MT_ALL,
        0x42,
        0x0,
        "seed 003, Table 4-42 (L2639); Table 4-9",
    ),
    mt(
        "L2I_READS.ALL.ALL",
        "All fetches that reference the L2I (es 0x78, umask 1111). Type F: duplicated counters only.",
        MT_DUP,
        0x78,
        0xf,
        "seed 003, Table 4-42 (L2681); Table 4-102",
    ),
    mt(
        "L2I_READS.HIT.ALL",
        "All fetches that hit the L2I (es 0x78, umask 0111). Type F: duplicated counters only.",
        MT_DUP,
        0x78,
        0x7,
        "seed 003, Table 4-42 (L2681); Table 4-102",
    ),
    mt(
        "L2I_READS.MISS.ALL",
        "All fetches that miss the L2I (es 0x78, umask 1011). Type F: duplicated counters only.",
        MT_DUP,
        0x78,
        0xb,
        "seed 003, Table 4-42 (L2681); Table 4-102",
    ),
    mt(
        "L2D_REFERENCES.ALL",
        "Data read and write accesses to the L2D (es 0xe6, umask bxx11); L2D set 2.",
        MT_DUP,
        0xe6,
        0x3,
        "seed 003, Table 4-42 (L2785); Table 4-97",
    ),
    mt(
        "L2D_REFERENCES.READS",
        "Data reads (and semaphores) to the L2D (es 0xe6, umask bxx01); L2D set 2.",
        MT_DUP,
        0xe6,
        0x1,
        "seed 003, Table 4-42 (L2785); Table 4-97",
    ),
    mt(
        "L2D_REFERENCES.WRITES",
        "Data writes (and semaphores) to the L2D (es 0xe6, umask bxx10); L2D set 2.",
        MT_DUP,
        0xe6,
        0x2,
        "seed 003, Table 4-42 (L2785); Table 4-97",
    ),
    mt(
        "L2D_MISSES",
        "L2D misses issued to the L3, without secondary misses (es 0xcb); not set restricted.",
        MT_DUP,
        0xcb,
        0x0,
        "seed 003, Table 4-42 (L2765); section 4.15 (L4150)",
    ),
    mt(
        "ITLB_MISSES_FETCH.L2ITLB",
        "Instruction fetches that miss both the L1ITLB and the L2ITLB (es 0x47, umask bxx10).",
        MT_ALL,
        0x47,
        0x2,
        "seed 003, Table 4-42 (L2644); Table 4-83",
    ),
    mt(
        "L2DTLB_MISSES",
        "L2DTLB misses (es 0xc1); L1D set 0.",
        MT_ALL,
        0xc1,
        0x0,
        "seed 003, Table 4-42 (L2751); Table 4-11",
    ),
    mt(
        "BR_MISPRED_DETAIL.ALL.ALL_PRED",
        "All branch types, regardless of prediction result (es 0x5b, umask b0000).",
        MT_ALL,
        0x5b,
        0x0,
        "seed 003, Table 4-42 (L2661); Table 4-51",
    ),
    mt(
        "BR_MISPRED_DETAIL.ALL.CORRECT_PRED",
        "All branch types, correctly predicted (outcome and target) (umask b0001).",
        MT_ALL,
        0x5b,
        0x1,
        "seed 003, Table 4-42 (L2661); Table 4-51",
    ),
    mt(
        "BR_MISPRED_DETAIL.ALL.WRONG_PATH",
        "All branch types, mispredicted direction (umask b0010).",
        MT_ALL,
        0x5b,
        0x2,
        "seed 003, Table 4-42 (L2661); Table 4-51",
    ),
    mt(
        "BR_MISPRED_DETAIL.ALL.WRONG_TARGET",
        "All branch types, mispredicted target of a taken branch (umask b0011).",
        MT_ALL,
        0x5b,
        0x3,
        "seed 003, Table 4-42 (L2661); Table 4-51",
    ),
    mt(
        "BACK_END_BUBBLE.ALL",
        "Full pipe bubbles in the main pipe from any cause (es 0x00, umask bxx00).",
        MT_ALL,
        0x00,
        0x0,
        "seed 003, Table 4-42 (L2605); Table 4-44",
    ),
    mt(
        "BE_L1D_FPU_BUBBLE.FPU",
        "Back-end stalled by the FPU (es 0xca, umask b0001); L1D set 2.",
        MT_ALL,
        0xca,
        0x1,
        "seed 003, Table 4-42 (L2764); Table 4-48",
    ),
    mt(
        "BE_L1D_FPU_BUBBLE.L1D",
        "Back-end stalled by the L1D (es 0xca, umask b0010); L1D set 2.",
        MT_ALL,
        0xca,
        0x2,
        "seed 003, Table 4-42 (L2764); Table 4-48",
    ),
    mt(
        "BE_L1D_FPU_BUBBLE.L1D_FULLSTBUF",
        "Back-end stalled by the L1D because the store buffer is full (es 0xca, umask b0011); \
         L1D set 2.",
        MT_ALL,
        0xca,
        0x3,
        "seed 003, Table 4-42 (L2764); Table 4-48",
    ),
    mt(
        "BE_FLUSH_BUBBLE.BRU",
        "Back-end stalled by a branch misprediction flush (es 0x04, umask bxx01).",
        MT_ALL,
        0x04,
        0x1,
        "seed 003, Table 4-42 (L2609); Table 4-47",
    ),
];

const MT_SET_NOTE: &str = "L1D set rule: events of different L1D sets cannot be counted together, \
    and PMC5 must count one of them (seed 003 section 4.8.2).";
const MT_LOADSTORE_NOTE: &str = "LOADS_RETIRED (L1D set 3) and STORES_RETIRED (set 4) can never be \
    counted together (section 4.8.2), so the sum is listed but never countable; the alternatives \
    are DATA_REFERENCES_SET1 or _SET0, memory references issued to the pipeline, which include \
    references that do not retire.";
const MT_L2D_NOTE: &str = "L2D set rule: PMC4 or PMC6 must count an event of the set, and PMD5/8 \
    (PMD7/9) share PMC4's (PMC6's) set and umask (seed 003 section 4.8.4).";

const MT_CELLS: &[Cell] = &[
    cell(
        "PCL_L1DCACHE_READ",
        "L1D_READS_SET1, L1D_READS_SET0",
        Any(&[N("L1D_READS_SET1"), N("L1D_READS_SET0")]),
        "seed 003, Table 4-42 (L2758, L2752)",
        &[
            "The same reads in L1D set 1 or set 0: which one depends on the other L1D events \
           asked for.",
            MT_SET_NOTE,
        ],
    ),
    cell(
        "PCL_L1DCACHE_HIT",
        "L1D_READS_SET1 - L1D_READ_MISSES.ALL",
        Diff(&N("L1D_READS_SET1"), &N("L1D_READ_MISSES.ALL")),
        "seed 003, Table 4-42 (L2758, L2761)",
        &["Read hits: both events are in L1D set 1.", MT_SET_NOTE],
    ),
    cell(
        "PCL_L1DCACHE_MISS",
        "L1D_READ_MISSES.ALL",
        N("L1D_READ_MISSES.ALL"),
        "seed 003, Table 4-42 (L2761); Table 4-84",
        &[
            "Read misses: the L1D is write-through and stores do not allocate in it.",
            MT_SET_NOTE,
        ],
    ),
    cell(
        "PCL_L1ICACHE_READ",
        "L1I_READS",
        N("L1I_READS"),
        "seed 003, Table 4-42 (L2637)",
        &[],
    ),
    cell(
        "PCL_L1ICACHE_HIT",
        "L1I_READS - L2I_DEMAND_READS",
        Diff(&N("L1I_READS"), &N("L2I_DEMAND_READS")),
        "seed 003, Table 4-42 (L2637, L2639); Table 4-9",
        &[
            "Demand reads minus demand misses (Table 4-9: L1I_DEMAND_MISS_RATIO = \
           L2I_DEMAND_READS / L1I_READS).",
        ],
    ),
    cell(
        "PCL_L1ICACHE_MISS",
        "L2I_DEMAND_READS",
        N("L2I_DEMAND_READS"),
        "seed 003, Table 4-42 (L2639); Table 4-9 (L1I_MISSES = L2I_DEMAND_READS)",
        &[],
    ),
    cell(
        "PCL_L2CACHE_READWRITE",
        "L2I_READS.ALL.ALL + L2D_REFERENCES.ALL",
        Sum(&[N("L2I_READS.ALL.ALL"), N("L2D_REFERENCES.ALL")]),
        "seed 003, Table 4-42 (L2681, L2785)",
        &[
            "Montecito's L2 is split into L2I and L2D: the unified count is their sum.",
            MT_L2D_NOTE,
        ],
    ),
    cell(
        "PCL_L2CACHE_MISS",
        "L2I_READS.MISS.ALL + L2D_MISSES",
        Sum(&[N("L2I_READS.MISS.ALL"), N("L2D_MISSES")]),
        "seed 003, Table 4-42 (L2681, L2765)",
        &["The L2I and the L2D misses, each in its own counter."],
    ),
    cell(
        "PCL_L2DCACHE_READ",
        "L2D_REFERENCES.READS",
        N("L2D_REFERENCES.READS"),
        "seed 003, Table 4-42 (L2785); Table 4-97",
        &["Semaphores count as reads too.", MT_L2D_NOTE],
    ),
    cell(
        "PCL_L2DCACHE_WRITE",
        "L2D_REFERENCES.WRITES",
        N("L2D_REFERENCES.WRITES"),
        "seed 003, Table 4-42 (L2785); Table 4-97",
        &["Semaphores count as writes too.", MT_L2D_NOTE],
    ),
    cell(
        "PCL_L2DCACHE_READWRITE",
        "L2D_REFERENCES.ALL",
        N("L2D_REFERENCES.ALL"),
        "seed 003, Table 4-42 (L2785); Table 4-97",
        &["A semaphore counts as 2.", MT_L2D_NOTE],
    ),
    cell(
        "PCL_L2DCACHE_HIT",
        "L2D_REFERENCES.ALL - L2D_MISSES",
        Diff(&N("L2D_REFERENCES.ALL"), &N("L2D_MISSES")),
        "seed 003, Table 4-42 (L2785, L2765)",
        &[
            "L2D_MISSES leaves out secondary misses, so the difference counts them as hits.",
            MT_L2D_NOTE,
        ],
    ),
    cell(
        "PCL_L2DCACHE_MISS",
        "L2D_MISSES",
        N("L2D_MISSES"),
        "seed 003, Table 4-42 (L2765)",
        &["Does not count secondary misses (section 4.15)."],
    ),
    cell(
        "PCL_L2ICACHE_READ",
        "L2I_READS.ALL.ALL",
        N("L2I_READS.ALL.ALL"),
        "seed 003, Table 4-42 (L2681); Table 4-102",
        &["Demand fetches and prefetches."],
    ),
    cell(
        "PCL_L2ICACHE_HIT",
        "L2I_READS.HIT.ALL",
        N("L2I_READS.HIT.ALL"),
        "seed 003, Table 4-42 (L2681); Table 4-102",
        &[],
    ),
    cell(
        "PCL_L2ICACHE_MISS",
        "L2I_READS.MISS.ALL",
        N("L2I_READS.MISS.ALL"),
        "seed 003, Table 4-42 (L2681); Table 4-102",
        &["Primary misses only (section 4.15)."],
    ),
    cell(
        "PCL_TLB_MISS",
        "ITLB_MISSES_FETCH.L2ITLB + L2DTLB_MISSES",
        Sum(&[N("ITLB_MISSES_FETCH.L2ITLB"), N("L2DTLB_MISSES")]),
        "seed 003, Table 4-42 (L2644, L2751)",
        &["Misses of the last TLB level on each side.", MT_SET_NOTE],
    ),
    cell(
        "PCL_ITLB_MISS",
        "ITLB_MISSES_FETCH.L2ITLB",
        N("ITLB_MISSES_FETCH.L2ITLB"),
        "seed 003, Table 4-42 (L2644); Table 4-83",
        &["Misses in both the L1ITLB and the L2ITLB."],
    ),
    cell(
        "PCL_DTLB_MISS",
        "L2DTLB_MISSES",
        N("L2DTLB_MISSES"),
        "seed 003, Table 4-42 (L2751)",
        &[MT_SET_NOTE],
    ),
    cell(
        "PCL_CYCLES",
        "CPU_OP_CYCLES.ALL",
        N("CPU_OP_CYCLES.ALL"),
        "seed 003, Table 4-42 (L2621); Table 4-72",
        &["PMC.plm selects the privilege levels of the PCL mode."],
    ),
    cell(
        "PCL_ELAPSED_CYCLES",
        "CPU_OP_CYCLES.ALL (plm=all) + CPU_OP_CYCLES_HALTED",
        Sum(&[N("CPU_OP_CYCLES.ALL/all-levels"), N("CPU_OP_CYCLES_HALTED")]),
        "seed 003, Table 4-42 (L2621, L2623); section 3.3.3 (L1126)",
        &[
            "CPU_OP_CYCLES does not count halted cycles (section 4.15), so the halted ones are \
           added; CPU_OP_CYCLES_HALTED can only be counted in PMD10. Both ignore the PCL mode \
           (plm = b1111), as elapsed cycles must: \"the cycle count should not be used to count the \
           number of elapsed cycles\" (L196-L199).",
        ],
    ),
    cell(
        "PCL_FP_INSTR",
        "FP_OPS_RETIRED",
        N("FP_OPS_RETIRED"),
        "seed 003, Table 4-42 (L2614)",
        &[
            "ASSUMPTION: FP_OPS_RETIRED counts operations (an fma counts more than 1), not \
           instructions; the paper's Pentium row makes the same substitution (Pentium_30 FLOPS, \
           printed Pentium_303.4, L1466).",
        ],
    ),
    cell(
        "PCL_LOAD_INSTR",
        "LOADS_RETIRED",
        N("LOADS_RETIRED"),
        "seed 003, Table 4-42 (L2766); Table 4-14",
        &[MT_SET_NOTE],
    ),
    cell(
        "PCL_STORE_INSTR",
        "STORES_RETIRED",
        N("STORES_RETIRED"),
        "seed 003, Table 4-42 (L2770); Table 4-15",
        &["Only ports 2 and 3 are counted (section 4.15).", MT_SET_NOTE],
    ),
    cell(
        "PCL_LOADSTORE_INSTR",
        "LOADS_RETIRED+STORES_RETIRED, DATA_REFERENCES_SET1, DATA_REFERENCES_SET0",
        Any(&[
            Sum(&[N("LOADS_RETIRED"), N("STORES_RETIRED")]),
            N("DATA_REFERENCES_SET1"),
            N("DATA_REFERENCES_SET0"),
        ]),
        "seed 003, Table 4-42 (L2766, L2770, L2759, L2757)",
        &[MT_LOADSTORE_NOTE],
    ),
    cell(
        "PCL_INSTR",
        "IA64_INST_RETIRED.THIS",
        N("IA64_INST_RETIRED.THIS"),
        "seed 003, Table 4-42 (L2612); Table 4-77",
        &[
            "IBRP0 and PMC32/33 must be left unconstrained for it to count every instruction \
           (section 4.15).",
        ],
    ),
    cell(
        "PCL_JUMP_SUCCESS",
        "BR_MISPRED_DETAIL.ALL.CORRECT_PRED",
        N("BR_MISPRED_DETAIL.ALL.CORRECT_PRED"),
        "seed 003, Table 4-42 (L2661); Table 4-51",
        &[],
    ),
    cell(
        "PCL_JUMP_UNSUCCESS",
        "BR_MISPRED_DETAIL.ALL.WRONG_PATH + BR_MISPRED_DETAIL.ALL.WRONG_TARGET",
        Sum(&[
            N("BR_MISPRED_DETAIL.ALL.WRONG_PATH"),
            N("BR_MISPRED_DETAIL.ALL.WRONG_TARGET"),
        ]),
        "seed 003, Table 4-42 (L2661); Table 4-51",
        &[
            "Wrong direction plus wrong target: two counters. Section 4.15 says true \
           mispredictions are BR_MISPRED_DETAIL minus BR_MISPRED_DETAIL2; that correction is \
           not made.",
        ],
    ),
    cell(
        "PCL_JUMP",
        "BR_MISPRED_DETAIL.ALL.ALL_PRED",
        N("BR_MISPRED_DETAIL.ALL.ALL_PRED"),
        "seed 003, Table 4-42 (L2661); Table 4-51",
        &[],
    ),
    cell(
        "PCL_STALL_FP",
        "BE_L1D_FPU_BUBBLE.FPU",
        N("BE_L1D_FPU_BUBBLE.FPU"),
        "seed 003, Table 4-42 (L2764); Table 4-48",
        &[MT_SET_NOTE],
    ),
    cell(
        "PCL_STALL_JUMP",
        "BE_FLUSH_BUBBLE.BRU",
        N("BE_FLUSH_BUBBLE.BRU"),
        "seed 003, Table 4-42 (L2609); Table 4-47",
        &["ASSUMPTION: bubbles from branch misprediction flushes stand for branch unit stalls."],
    ),
    cell(
        "PCL_STALL_LOAD",
        "BE_L1D_FPU_BUBBLE.L1D",
        N("BE_L1D_FPU_BUBBLE.L1D"),
        "seed 003, Table 4-42 (L2764); Table 4-48",
        &["All stalls caused by the L1 data pipeline.", MT_SET_NOTE],
    ),
    cell(
        "PCL_STALL_STORE",
        "BE_L1D_FPU_BUBBLE.L1D_FULLSTBUF",
        N("BE_L1D_FPU_BUBBLE.L1D_FULLSTBUF"),
        "seed 003, Table 4-42 (L2764); Table 4-48",
        &[
            "Stalls because the store buffer is full: the store unit's write buffer.",
            MT_SET_NOTE,
        ],
    ),
    cell(
        "PCL_STALL",
        "BACK_END_BUBBLE.ALL",
        N("BACK_END_BUBBLE.ALL"),
        "seed 003, Table 4-42 (L2605); Table 4-44",
        &[],
    ),
    cell(
        "PCL_MFLOPS",
        "FP_OPS_RETIRED / CPU_OP_CYCLES.ALL * MHz",
        TimesMhz(&Ratio(&N("FP_OPS_RETIRED"), &N("CPU_OP_CYCLES.ALL"))),
        "seed 003, Table 4-42 (L2614, L2621)",
        &["Floating-point operations, not instructions (see PCL_FP_INSTR)."],
    ),
    cell(
        "PCL_IPC",
        "IA64_INST_RETIRED.THIS / CPU_OP_CYCLES.ALL",
        Ratio(&N("IA64_INST_RETIRED.THIS"), &N("CPU_OP_CYCLES.ALL")),
        "seed 003, Table 4-42 (L2612, L2621)",
        &[],
    ),
    cell(
        "PCL_L1DCACHE_MISSRATE",
        "L1D_READ_MISSES.ALL / L1D_READS_SET1",
        Ratio(&N("L1D_READ_MISSES.ALL"), &N("L1D_READS_SET1")),
        "seed 003, Table 4-42 (L2761, L2758); section 4.8.2",
        &["Both in L1D set 1, as section 4.8.2 pairs them.", MT_SET_NOTE],
    ),
    cell(
        "PCL_L2DCACHE_MISSRATE",
        "L2D_MISSES / L2D_REFERENCES.ALL",
        Ratio(&N("L2D_MISSES"), &N("L2D_REFERENCES.ALL")),
        "seed 003, Table 4-42 (L2765, L2785)",
        &[MT_L2D_NOTE],
    ),
    cell(
        "PCL_MEM_FP_RATIO",
        "(DATA_REFERENCES_SET1 or _SET0) / FP_OPS_RETIRED",
        Ratio(
            &Any(&[N("DATA_REFERENCES_SET1"), N("DATA_REFERENCES_SET0")]),
            &N("FP_OPS_RETIRED"),
        ),
        "seed 003, Table 4-42 (L2759, L2757, L2614)",
        &[MT_LOADSTORE_NOTE],
    ),
];

pub static MONTECITO: Processor = Processor {
    id: "montecito",
    name: "Montecito (dual-core Itanium 2, simulated)",
    origin: Origin::Ours,
    row: "",
    counters: MT_ALL,
    natives: MT_NATIVES,
    cells: MT_CELLS,
    modes: ModeSupport {
        user: true,
        system: true,
        user_system: true,
        per_counter: true,
        explain: "Each PMC has its own privilege level mask plm, one bit per privilege level \
                  (seed 003 Table 3-6): user is PL3 (plm b1000), system PL0 (b0001), both \
                  b1001. The monitors are user monitors (pm = 0), enabled by PSR.up.",
    },
    rules: Rules::EventSets,
    description: "Twelve generic 47-bit counters PMD4-15 per thread, each programmed by the PMC \
                  of the same number. ER, SI and L2D events only in PMD4-9, CPU_OP_CYCLES_HALTED \
                  only in PMD10; the L1D events of one set only, with one in PMD5; the L2D set \
                  events only with a leader of their set in PMD4 or PMD6 (seed 003 sections \
                  3.3.3, 4.8.2, 4.8.4).",
    source: "this project's mapping onto seed 003 Table 4-42 and section 4.15",
};
