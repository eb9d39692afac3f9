//! Montecito event catalogue: every row of Table 4-42 ("All Performance Monitors Ordered by
//! Code", seed 003 L2598-L2801), in the table's order, with the unit masks, notes and
//! counting restrictions of section 4.15 (L2803-L5142) and of sections 3.3.3, 4.2.1, 4.8.2
//! and 4.8.4.
//!
//! Each entry starts from [`ev`], whose arguments are the Table 4-42 columns in the table's
//! own order (symbol, code, IAR, DAR, OPC, Max Inc/Cyc, Type, description), so that an entry
//! can be read against the manual row by row. Where section 4.15 or another table of the
//! manual disagrees with Table 4-42, the entry keeps Table 4-42's value and a note gives the
//! other one. Unit-mask rows are written as the manual prints them (`um("bxx01", ...)`).
//!
//! Table 4-42 lists no derived events; the derived monitors of chapter 4 are ratios and sums
//! of these events, and the notes give the formulas that involve an event.

use crate::event::MtType::{Active as A, Causal as C, Floating as F, SelfFloating as S};
use crate::event::{Event, EventSet, Mask, MtType};

/// The generic counters PMD4-15: the events that section 3.3.3 does not restrict.
const ALL_COUNTERS: &[&str] = &[
    "PMD4", "PMD5", "PMD6", "PMD7", "PMD8", "PMD9", "PMD10", "PMD11", "PMD12", "PMD13", "PMD14", "PMD15",
];

/// The duplicated counters PMD4-9: ER, SI and L2D events (codes 0x8x, 0x9x, 0xax, 0xbx, 0xex,
/// 0xfx, and L2D_MISSES) can be counted only there (section 3.3.3, L1122; section 4.8.4).
const DUPLICATED: &[&str] = &["PMD4", "PMD5", "PMD6", "PMD7", "PMD8", "PMD9"];

/// CPU_OP_CYCLES_HALTED can be counted only in PMD10: "The CYCLES_HALTED event can only be
/// monitored in PMD10" (section 3.3.3, L1126).
const HALTED_ONLY: &[&str] = &["PMD10"];

/// Table 4-42 gives "Y" or "N" for the IAR, DAR and OPC columns.
const Y: Option<bool> = Some(true);
const N: Option<bool> = Some(false);

// The manual's wording for unit-mask rows that select nothing useful.
const NOTHING: &str = "(* nothing will be counted *)";
const UNDEFINED: &str = "(* count is undefined *)";
const ILLEGAL: &str = "(* illegal selection *)";

// Notes shared by many events, one sentence each.
const NOTE_FLOATING: &str = "Type F (floating): it belongs to a thread but may occur while that \
    thread is in the background, so count it only in a duplicated counter (PMD4-9); in a banked \
    counter (PMD10-15) the value may be incorrect (sections 3.3.3 and 4.2.1).";
const NOTE_CAUSAL: &str = "Type C (causal): it belongs to no thread and is assigned to the active \
    one; because of implementation constraints count it only in a duplicated counter (PMD4-9) \
    (section 4.2.1).";
const NOTE_SELF_FLOATING: &str = "Type S (self-floating): with the .SELF umask it is a floating \
    event and with any other umask a causal one; count it only in a duplicated counter (PMD4-9) \
    (section 4.2.1).";
const NOTE_CODE_RANGE: &str = "ER, SI and L2D events, coded 0x8x, 0x9x, 0xax, 0xbx, 0xex and \
    0xfx, can be counted only in PMD4-9 (section 3.3.3).";
const NOTE_L2D_COUNTERS: &str = "No L2D event can be counted in PMD10-15 (section 4.8.4).";
const NOTE_L1D_SET: &str = "L1D set restriction: PMC5/PMD5 must count an event of the same set, \
    and events of different L1D sets cannot be counted together; umasks are not limited \
    (section 4.8.2).";
const NOTE_L2D_SET: &str = "L2D set restriction: PMC4 or PMC6 must count an event of this set; \
    PMD5 and PMD8 follow the set, umask and .all of PMC4, and PMD7 and PMD9 those of PMC6 \
    (section 4.8.4).";
const NOTE_L2D_NOT_SET: &str = "It is an L2D event that is not set restricted: it is sent to the \
    PMU directly (section 4.8.4.10).";
const NOTE_L2D_TRUE_THREAD: &str = "L2D thread attribution TrueThrd: the L2D knows the thread the \
    count belongs to, and that knowledge is always correct (section 4.8.4).";
const NOTE_L2D_ACTIVE_TRUE: &str = "L2D thread attribution ActiveTrue: it is counted for the \
    active thread, the only thread that can see it (section 4.8.4).";
const NOTE_L2D_ACTIVE_APPROX: &str = "L2D thread attribution ActiveApprox: it is counted for the \
    active thread, although in corner cases it is due to the other thread (section 4.8.4).";
const NOTE_NOT_ALL_CAPABLE: &str = "It is not .all capable: with .all set the count is wrong \
    (section 4.8.4).";
const NOTE_ALL_IGNORED: &str =
    "The .all field is ignored: the event counts as if .all were set (section 4.15).";
const NOTE_BANKED_DEAD_CYCLE: &str = "During a thread switch a banked counter (PMD10-15) has one \
    dead cycle before it goes to the background with its thread, and an occurrence in that cycle \
    is dropped, so a .all count may not quite equal the sum of the per-thread counts.";
const NOTE_UNPRIORITISED: &str = "Its causes are not prioritised: several may fire in the same \
    cycle and all are counted.";
const NOTE_IBRP1: &str =
    "Its instruction address range qualification uses IBRP1 rather than IBRP0 (section 4.15).";
const NOTE_IBRP_DEMAND_PREFETCH: &str = "It is qualified with IBRP0 if the cache line was tagged \
    as a demand fetch and with IBRP1 if it was tagged as a prefetch match.";
const NOTE_MESI_CURRENT_LINE: &str = "PMC.MESI qualifies it, and the filter applies to the current \
    cache line rather than the incoming one; set the MESI filter to b1111 to count all.";
const NOTE_MLX: &str = "MLX bundles count as no more than two instructions.";
const NOTE_DISPERSAL: &str = "6 * (CPU_OP_CYCLES - DISP_STALLED) = INST_DISPERSED + \
    SYLL_NOT_DISPERSED.ALL - SYLL_OVERCOUNT.ALL (section 4.4, L1906).";
const NOTE_LOST_BW_PRIORITY: &str = "Causes are prioritised from high to low FEFLUSH, TLBMISS, \
    IMISS, PLP, BR_ILOCK, BRQ, BI, FILL_RECIRC, BUBBLE, IBFULL, UNREACHED, and only the highest \
    present is counted; bundle 1 is unreachable when bundle 0 has a taken branch or is invalid \
    with IP[4] set.";
const NOTE_LIVE_SPLIT: &str = "The live count is split across a HI and a LO event: LO adds the low \
    three bits of the count each cycle and HI the high bit(s), so the total is HI * 8 + LO \
    (section 4.11.2, L2527).";
const NOTE_RSE_DIRTY_SPLIT: &str = "RSE_DIRTY_REGS = RSE_DIRTY_REGS_6 * 64 + RSE_DIRTY_REGS_5_TO_3 \
    * 8 + RSE_DIRTY_REGS_2_TO_0 (Table 4-40); the count reaches at most 96.";
const NOTE_RSE_CURRENT_SPLIT: &str = "RSE_CURRENT_REGS = RSE_CURRENT_REGS_6 * 64 + \
    RSE_CURRENT_REGS_5_TO_3 * 8 + RSE_CURRENT_REGS_2_TO_0 (Table 4-40); the count reaches at most \
    96.";
const NOTE_NO_PAGE: &str = "Section 4.15 has no page for it: only its Table 4-42 row is known.";

/// A Table 4-42 row: the columns in the table's order. The fields the table does not give
/// (counters, masks, notes, source...) are filled in by each entry.
#[allow(clippy::too_many_arguments)]
const fn ev(
    name: &'static str,
    code: u64,
    iar: Option<bool>,
    dar: Option<bool>,
    opc: Option<bool>,
    max_increment: u32,
    mt_type: MtType,
    description: &'static str,
) -> Event {
    Event {
        name,
        code,
        iar,
        dar,
        opc,
        max_increment,
        mt_type: Some(mt_type),
        description,
        ..Event::EMPTY
    }
}

/// One unit-mask row as the manual prints it: an optional `b`, then one character per umask
/// bit from 19 down to 16, `0`, `1`, or `x` for a bit whose value does not matter. Tables 4-72
/// and 4-76 define umask bit 16 only and print one character, so bits 19:17 are left free.
/// The tables are statics, so a malformed pattern stops the build rather than a running program.
const fn um(pattern: &str, name: &'static str, description: &'static str) -> Mask {
    let bytes = pattern.as_bytes();
    let start = if !bytes.is_empty() && bytes[0] == b'b' {
        1
    } else {
        0
    };
    let width = bytes.len() - start;
    assert!(width == 1 || width == 4, "a umask pattern has 1 or 4 bits");
    let mut value = 0;
    let mut dont_care = 0;
    let mut i = start;
    while i < bytes.len() {
        value <<= 1;
        dont_care <<= 1;
        match bytes[i] {
            b'0' => {}
            b'1' => value |= 1,
            b'x' => dont_care |= 1,
            _ => panic!("a umask pattern holds only 0, 1 and x"),
        }
        i += 1;
    }
    if width == 1 {
        dont_care |= 0b1110;
    }
    Mask {
        value,
        dont_care,
        name,
        description,
        precise: None,
        strand_specific: None,
    }
}

/// Event codes that Table 4-42 gives to an event besides its `code`: L2D_OZQ_FULL is listed
/// as "0xe1 0xe3" (L2782), while section 4.15 gives 0xe1 only.
pub static EXTRA_CODES: &[(u64, &str)] = &[(0xe3, "L2D_OZQ_FULL")];

/// Whether `code` in PMC.es selects `event`.
pub fn selects(event: &Event, code: u64) -> bool {
    event.code == code
        || EXTRA_CODES
            .iter()
            .any(|&(extra, name)| extra == code && name == event.name)
}

/// The event that event select `code` and umask `umask` (PMC bits 19:16, as a 4-bit value)
/// count.
///
/// Code 0x08 is shared: umask bxx00 is IA64_INST_RETIRED, which section 4.15 calls the
/// sub-event of IA64_TAGGED_INST_RETIRED for IBRP0 (L3719), and the other umasks are
/// IA64_TAGGED_INST_RETIRED. Where several events have the code, the first in Table 4-42 order
/// whose unit-mask table names `umask` wins; where none does, the first with the code.
pub fn lookup(code: u64, umask: u64) -> Option<&'static Event> {
    let with_code = || EVENTS.iter().filter(move |e| selects(e, code));
    with_code()
        .find(|e| e.mask(umask).is_some())
        .or_else(|| with_code().next())
}

/// The unit-mask tables of ALAT_CAPACITY_MISS, INST_CHKA_LDC_ALAT, INST_FAILED_CHKA_LDC_ALAT,
/// INST_FAILED_CHKS_RETIRED (Tables 4-43, 4-80, 4-81, 4-82) are identical.
#[rustfmt::skip]
const INT_FP_UMASKS: &[Mask] = &[
    um("bxx00", "---", NOTHING),
    um("bxx01", "INT", "only integer instructions"),
    um("bxx10", "FP", "only floating-point instructions"),
    um("bxx11", "ALL", "both integer and floating-point instructions"),
];

/// The unit-mask tables of BE_LOST_BW_DUE_TO_FE, IDEAL_BE_LOST_BW_DUE_TO_FE (Tables 4-49, 4-79)
/// are identical.
#[rustfmt::skip]
const BE_LOST_BW_UMASKS: &[Mask] = &[
    um("b0000", "ALL", "count regardless of cause"),
    um("b0001", "FEFLUSH", "only if caused by a front-end flush"),
    um("b0010", "---", ILLEGAL),
    um("b0011", "---", ILLEGAL),
    um("b0100", "UNREACHED", "only if caused by unreachable bundle"),
    um("b0101", "IBFULL", "(* meaningless for this event *)"),
    um("b0110", "IMISS", "only if caused by instruction cache miss stall"),
    um("b0111", "TLBMISS", "only if caused by TLB stall"),
    um("b1000", "FILL_RECIRC", "only if caused by a recirculate for a cache line fill operation"),
    um("b1001", "BI", "only if caused by branch initialization stall"),
    um("b1010", "BRQ", "only if caused by branch retirement queue stall"),
    um("b1011", "PLP", "only if caused by perfect loop prediction stall"),
    um("b1100", "BR_ILOCK", "only if caused by branch interlock stall"),
    um("b1101", "BUBBLE", "only if caused by branch resteer bubble stall"),
    um("b111x", "---", ILLEGAL),
];

/// The unit-mask tables of BUS_ALL, BUS_B2B_DATA_CYCLES, BUS_DATA_CYCLE, BUS_HITM, BUS_IO,
/// BUS_RD_DATA, BUS_RD_HIT, BUS_RD_HITM, BUS_RD_INVALID_BST_HITM, BUS_RD_INVALID_HITM,
/// BUS_RD_IO, BUS_RD_PRTL (Tables 4-55, 4-56, 4-57, 4-58, 4-59, 4-62, 4-63, 4-64, 4-65, 4-66,
/// 4-67, 4-68) are identical.
#[rustfmt::skip]
const BUS_AGENT_UMASKS: &[Mask] = &[
    um("bxx00", "EITHER", "transactions initiated by either cpu core"),
    um("bxx01", "IO", "transactions initiated by non-CPU priority agents"),
    um("bxx10", "SELF", "transactions initiated by 'this' cpu core"),
    um("bxx11", "ANY", "CPU or non-CPU (all transactions)."),
];

/// The unit-mask tables of L2I_HIT_CONFLICTS, L2I_L3_REJECTS, L2I_READS, L2I_RECIRCULATES,
/// L2I_UC_READS (Tables 4-100, 4-101, 4-102, 4-103, 4-104) are identical.
#[rustfmt::skip]
const L2I_UMASKS: &[Mask] = &[
    um("00xx", "---", "None is counted"),
    um("0100", "HIT.NONE", "None is counted"),
    um("0101", "HIT.DMND", "Only demand fetches that hit the L2I are counted"),
    um("0110", "HIT.PFTCH", "Only prefetches that hit the L2I are counted"),
    um("0111", "HIT.ALL", "All fetches that hit the L2I are counted"),
    um("1000", "MISS.NONE", "None is counted"),
    um("1001", "MISS.DMND", "Only demand fetches that miss the L2I are counted"),
    um("1010", "MISS.PFTCH", "Only prefetches that miss the L2I are counted"),
    um("1011", "MISS.ALL", "All fetches that miss the L2I are counted"),
    um("1100", "ALL.NONE", "None is counted"),
    um("1101", "ALL.DMND", "Demand fetches that reference L2I are counted"),
    um("1110", "ALL.PFTCH", "Prefetches that reference L2I are counted"),
    um("1111", "ALL.ALL", "All fetches that reference L2I are counted"),
];

/// The unit-mask tables of SI_CCQ_COLLISIONS, SI_CCQ_INSERTS, SI_CCQ_LIVE_REQ_HI,
/// SI_CCQ_LIVE_REQ_LO, SI_RQ_INSERTS, SI_RQ_LIVE_REQ_HI, SI_RQ_LIVE_REQ_LO, SI_SCB_LIVE_REQ_HI,
/// SI_SCB_LIVE_REQ_LO, SI_WAQ_COLLISIONS, SI_WRITEQ_LIVE_REQ_HI, SI_WRITEQ_LIVE_REQ_LO (Tables
/// 4-109, 4-110, 4-111, 4-112, 4-113, 4-114, 4-115, 4-117, 4-118, 4-120, 4-123, 4-124) are
/// identical.
#[rustfmt::skip]
const SI_CORE_UMASKS: &[Mask] = &[
    um("bxxx0", "EITHER", "transactions initiated by either cpu core"),
    um("bxxx1", "SELF", "transactions initiated by 'this' cpu core"),
];

/// Every row of Table 4-42, in its order.
#[rustfmt::skip]
pub static EVENTS: &[Event] = &[
    Event {
        counters: ALL_COUNTERS,
        all_capable: Some(true),
        masks: &[
            um("bxx00", "ALL", "Front-end, RSE, EXE, FPU/L1D stall or a pipeline flush due to an exception/branch misprediction"),
            um("bxx01", "FE", "front-end"),
            um("bxx10", "L1D_FPU_RSE", ""),
            um("bxx11", "---", NOTHING),
        ],
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_BANKED_DEAD_CYCLE,
            "It is not prioritised against the other stall events: its umask ALL equals BE_RSE_BUBBLE.ALL + BE_EXE_BUBBLE.ALL + BE_L1D_FPU_BUBBLE.ALL + BE_FLUSH_BUBBLE.ALL + BACK_END_BUBBLE.FE, and CPU_OP_CYCLES = BACK_END_BUBBLE.ALL + (IA64_INST_RETIRED >= 1) (section 4.6, L1965).",
            "Table 4-44 gives no description for the L1D_FPU_RSE umask.",
        ],
        source: "seed 003, Table 4-42 (L2605); section 4.15 (L2824, Table 4-44)",
        ..ev("BACK_END_BUBBLE", 0x00, N, N, N, 1, A, "Full pipe bubbles in main pipe")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("bx000", "ALL", "Back-end was stalled by RSE"),
            um("bx001", "BANK_SWITCH", "Back-end was stalled by RSE due to bank switching"),
            um("bx010", "AR_DEP", "Back-end was stalled by RSE due to AR dependencies"),
            um("bx011", "OVERFLOW", "Back-end was stalled by RSE due to need to spill"),
            um("bx100", "UNDERFLOW", "Back-end was stalled by RSE due to need to fill"),
            um("bx101", "LOADRS", "Back-end was stalled by RSE due to loadrs calculations"),
            um("bx11x", "---", NOTHING),
        ],
        ignored_mask_bits: 0b1000,
        notes: &[
            "AR_DEP has priority over OVERFLOW, UNDERFLOW and LOADRS, and that is the only prioritisation: those three count only while AR_DEP is false.",
            "Table 4-50's row bx110-bx111 is stored as the pattern bx11x.",
        ],
        source: "seed 003, Table 4-42 (L2606); section 4.15 (L2959, Table 4-50)",
        ..ev("BE_RSE_BUBBLE", 0x01, N, N, N, 1, A, "Full pipe bubbles in main pipe due to RSE stalls")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("b0000", "ALL", "was stalled by exe"),
            um("b0001", "GRALL", "Back-end was stalled by exe due to GR/GR or GR/load dependency"),
            um("b0010", "FRALL", "Back-end was stalled by exe due to FR/FR or FR/load dependency"),
            um("b0011", "PR", "Back-end was stalled by exe due to PR dependency"),
            um("b0100", "ARCR", "Back-end was stalled by exe due to AR or CR dependency"),
            um("b0101", "GRGR", "Back-end was stalled by exe due to GR/GR dependency"),
            um("b0110", "CANCEL", "Back-end was stalled by exe due to a canceled load"),
            um("b0111", "BANK_SWITCH", "Back-end was stalled by exe due to bank switching."),
            um("b1000", "ARCR_PR_CANCEL_BANK", "ARCR, PR, CANCEL or BANK_SWITCH"),
            um("b1001", "---", NOTHING),
            um("b101x", "---", NOTHING),
            um("b11xx", "---", NOTHING),
        ],
        notes: &[
            NOTE_UNPRIORITISED,
            "Table 4-46's row b1001-b1111 is stored as the patterns b1001, b101x and b11xx.",
        ],
        source: "seed 003, Table 4-42 (L2607); section 4.15 (L2856, Table 4-46)",
        ..ev("BE_EXE_BUBBLE", 0x02, N, N, N, 1, A, "Full pipe bubbles in main pipe due to Execution unit stalls")
    },
    Event {
        counters: ALL_COUNTERS,
        source: "seed 003, Table 4-42 (L2608); section 4.15 (L3699)",
        ..ev("FP_TRUE_SIRSTALL", 0x03, Y, N, N, 1, A, "SIR stall asserted and leads to a trap")
    },
    Event {
        counters: ALL_COUNTERS,
        all_capable: Some(true),
        masks: &[
            um("bxx00", "ALL", "Back-end was stalled due to either an exception/interruption or branch misprediction flush"),
            um("bxx01", "BRU", "Back-end was stalled due to a branch misprediction flush"),
            um("bxx10", "XPN", "Back-end was stalled due to an exception/interruption flush This would include flush cycles for thread switch."),
            um("bxx11", "---", NOTHING),
        ],
        ignored_mask_bits: 0b1100,
        notes: &[
            "XPN has priority over BRU.",
            NOTE_BANKED_DEAD_CYCLE,
        ],
        source: "seed 003, Table 4-42 (L2609); section 4.15 (L2878, Table 4-47)",
        ..ev("BE_FLUSH_BUBBLE", 0x04, N, N, N, 1, A, "Full pipe bubbles in main pipe due to flushes")
    },
    Event {
        counters: ALL_COUNTERS,
        source: "seed 003, Table 4-42 (L2610); section 4.15 (L3668)",
        ..ev("FP_FALSE_SIRSTALL", 0x05, Y, N, N, 1, A, "SIR stall without a trap")
    },
    Event {
        counters: ALL_COUNTERS,
        source: "seed 003, Table 4-42 (L2611); section 4.15 (L3661)",
        ..ev("FP_FAILED_FCHKF", 0x06, Y, N, N, 1, A, "Failed fchkf")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("bxx00", "THIS", "Retired Itanium® Instructions"),
        ],
        ignored_mask_bits: 0b1100,
        notes: &[
            "It is the sub-event of IA64_TAGGED_INST_RETIRED with umask bxx00 (IBRP0 and the PMC32/PMC33 opcode matcher), so code 0x08 with umask bxx00 selects both names.",
            "IBRP0 and PMC32/PMC33 must be left unconstrained (the power-up default) for it to count every retired instruction.",
            NOTE_MLX,
        ],
        source: "seed 003, Table 4-42 (L2612); section 4.15 (L3714, Table 4-77)",
        ..ev("IA64_INST_RETIRED", 0x08, Y, N, Y, 6, A, "Retired Itanium® Instructions")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("bxx00", "IBRP0_PMC32_33", "Instruction tagged by Instruction Breakpoint Pair 0 and the opcode matcher pair PMC32 and PMC33."),
            um("bxx01", "IBRP1_PMC34_35", "Instruction tagged by Instruction Breakpoint Pair 1 and the opcode matcher pair PMC34 and PMC35."),
            um("bxx10", "IBRP2_PMC32_33", "Instruction tagged by Instruction Breakpoint Pair 2 and the opcode matcher pair PMC32 and PMC33."),
            um("bxx11", "IBRP3_PMC34_35", "Instruction tagged by Instruction Breakpoint Pair 3 and the opcode matcher pair PMC34 and PMC35."),
        ],
        ignored_mask_bits: 0b1100,
        notes: &[
            "Code 0x08 with umask bxx00 is also IA64_INST_RETIRED.",
            NOTE_MLX,
        ],
        source: "seed 003, Table 4-42 (L2613); section 4.15 (L3727, Table 4-78)",
        ..ev("IA64_TAGGED_INST_RETIRED", 0x08, Y, N, Y, 6, A, "Retired Tagged Instructions")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            "It is a weighted sum: fpma, fpms and fpnma count 4, most other parallel FP operations 2 and scalar ones 1 (section 4.15).",
        ],
        source: "seed 003, Table 4-42 (L2614); section 4.15 (L3688)",
        ..ev("FP_OPS_RETIRED", 0x09, Y, N, N, 6, A, "Retired FP operations")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("b0", "FTZ_Real", "Times FTZ occurred"),
            um("b1", "FTZ_Poss", "Times FTZ would have occurred if FTZ were enabled"),
        ],
        ignored_mask_bits: 0b1110,
        notes: &[
            "Table 4-76 defines only umask bit 16; bits 19:17 are not part of its umask.",
        ],
        source: "seed 003, Table 4-42 (L2615); section 4.15 (L3675, Table 4-76)",
        ..ev("FP_FLUSH_TO_ZERO", 0x0b, Y, N, N, 2, A, "FP Result Flushed to Zero")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("bx000", "MISSED", "TS opportunities missed"),
            um("bx001", "L3MISS", "TSs due to L3 miss"),
            um("bx010", "TIMER", "TSs due to time out"),
            um("bx011", "HINT", "TSs due to hint instruction"),
            um("bx100", "LP", "TSs due to low power operation"),
            um("bx101", "DBG", "TSs due to debug operations"),
            um("bx110", "---", UNDEFINED),
            um("bx111", "ALL", "All taken TSs"),
        ],
        ignored_mask_bits: 0b1000,
        source: "seed 003, Table 4-42 (L2616); section 4.15 (L5065, Table 4-129)",
        ..ev("THREAD_SWITCH_EVENTS", 0x0c, N, N, N, 1, A, "Thread switch events and cause")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("bx000", "---", NOTHING),
            um("bx001", "LP", "TSs gated due to LP"),
            um("bx010", "---", NOTHING),
            um("bx011", "---", NOTHING),
            um("bx100", "PIPE", "Gated due to pipeline operations"),
            um("bx101", "FWDPRO", "Gated due to forward progress reasons"),
            um("bx110", "---", NOTHING),
            um("bx111", "ALL", "TSs gated for any reason"),
        ],
        ignored_mask_bits: 0b1000,
        source: "seed 003, Table 4-42 (L2617); section 4.15 (L5084, Table 4-130)",
        ..ev("THREAD_SWITCH_GATED", 0x0d, N, N, N, 1, A, "TS gated and their sources")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("bx000", "---", NOTHING),
            um("bx001", "CRAB", "Cycles TSs are stalled due to CRAB operation"),
            um("bx010", "L2D", "Cycles TSs are stalled due to L2D return operation"),
            um("bx011", "ANYSTALL", "Cycles TSs are stalled due to any reason"),
            um("bx100", "PCR", "Cycles we run with PCR.sd set"),
            um("bx101", "---", NOTHING),
            um("bx110", "ALL_GATED", "Cycles TSs are gated due to any reason NOTE: THREAD_SWITCH_GATED event is available to monitor the number of times TSs have been gated."),
            um("bx111", "TOTAL", "Total time from TS opportunity is seized to TS happens."),
        ],
        ignored_mask_bits: 0b1000,
        notes: &[
            "The ALL_GATED umask counts cycles; THREAD_SWITCH_GATED counts how many times switches were gated.",
        ],
        source: "seed 003, Table 4-42 (L2618); section 4.15 (L5046, Table 4-128)",
        ..ev("THREAD_SWITCH_CYCLE", 0x0e, N, N, N, 1, A, "Various TS related periods")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("b0000", "GTE_4", ">= 4 cycles (Any latency)"),
            um("b0001", "GTE_8", ">= 8 cycles"),
            um("b0010", "GTE_16", ">= 16 cycles"),
            um("b0011", "GTE_32", ">= 32 cycles"),
            um("b0100", "GTE_64", ">= 64 cycles"),
            um("b0101", "GTE_128", ">= 128 cycles"),
            um("b0110", "GTE_256", ">= 256 cycles"),
            um("b0111", "GTE_512", ">= 512 cycles"),
            um("b1000", "GTE_1024", ">= 1024 cycles"),
            um("b1001", "GTE_2048", ">= 2048 cycles"),
            um("b1010", "GTE_4096", ">= 4096 cycles"),
            um("b1011", "---", NOTHING),
            um("b11xx", "---", NOTHING),
        ],
        notes: &[
            "Section 4.15 and Table 4-41 call it THREAD_SWITCH_STALL.",
            "It counts how often the pipeline stalled for at least the umask's number of cycles, from the last retired instruction until a switch is pended.",
            "Table 4-131 gives GTE_4096 as b1010 and also lists b1010-b1111 as nothing counted; GTE_4096 keeps b1010 and the other row is stored as the patterns b1011 and b11xx.",
        ],
        source: "seed 003, Table 4-42 (L2619); section 4.15 (L5103, Table 4-131)",
        ..ev("THREAD_SWITCH_STALLS", 0x0f, N, N, N, 1, A, "Pipe line stalls due to TS")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            "Section 4.15 calls it ETB_EVENT: it counts the entries captured in the execution trace buffer, subject to the constraints in PMC39.",
        ],
        source: "seed 003, Table 4-42 (L2620); section 4.15 (L3596)",
        ..ev("BRANCH_EVENT", 0x11, Y, N, Y, 1, A, "Branch Event Captured")
    },
    Event {
        counters: ALL_COUNTERS,
        all_capable: Some(true),
        masks: &[
            um("bxxx0", "ALL", "All CPU cycles counted"),
            um("bxxx1", "QUAL", "Qualified cycles only"),
        ],
        ignored_mask_bits: 0b1110,
        notes: &[
            "Although of type C, it may be counted in both duplicated (PMD4-9) and banked (PMD10-15) counters (section 4.2.1).",
            "In a banked counter with .all set it drops one cycle at each thread switch; adding THREAD_SWITCH_EVENTS.ALL compensates.",
            "It does not count cycles in which the thread is in a low-power halt, and with .all it stops while the owning thread is halted unless the other thread is halted too, so software should add each thread's own count instead.",
            "The QUAL umask counts only cycles processing qualified instructions (address range and/or opcode match), and channel 1 must then be programmed to count all instructions without qualification.",
            "Table 4-72 defines only umask bit 16.",
        ],
        source: "seed 003, Table 4-42 (L2621); section 4.15 (L3405, Table 4-72)",
        ..ev("CPU_OP_CYCLES", 0x12, Y, N, Y, 1, C, "CPU Operating Cycles")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("b0000", "---", NOTHING),
            um("b0001", "LVL0", "All changes to/from privilege level 0 are counted"),
            um("b0010", "LVL1", "All changes to/from privilege level 1 are counted"),
            um("b0100", "LVL2", "All changes to/from privilege level 2 are counted"),
            um("b1000", "LVL3", "All changes to/from privilege level 3 are counted"),
            um("b1111", "ALL", "All changes in cpl counted"),
        ],
        source: "seed 003, Table 4-42 (L2622); section 4.15 (L3388, Table 4-71)",
        ..ev("CPU_CPL_CHANGES", 0x13, N, N, N, 1, A, "Privilege Level Changes")
    },
    Event {
        counters: HALTED_ONLY,
        notes: &[
            "Only PMC/PMD10 can count it; in any other PMD the count is undefined (sections 3.3.3 and 4.15).",
            "Section 4.15 and Table 4-33 give Max Inc/Cyc 1 where Table 4-42 gives 7.",
            "Section 3.3.3 and Table 4-33 call it CYCLES_HALTED.",
            "It is of type C, which section 4.2.1 says belongs in duplicated counters, yet its only counter PMD10 is banked.",
        ],
        source: "seed 003, Table 4-42 (L2623); section 4.15 (L3419)",
        ..ev("CPU_OP_CYCLES_HALTED", 0x18, N, N, N, 7, C, "CPU Operating Cycles Halted")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("bxx00", "---", NOTHING),
            um("bxx01", "LOAD", "Only RSE loads will be counted."),
            um("bxx10", "STORE", "Only RSE stores will be counted."),
            um("bxx11", "ALL", "Both RSE loads and stores will be counted."),
        ],
        ignored_mask_bits: 0b1100,
        notes: &[
            "The privilege level for DBR tags comes from the RSC register and for IBR tags from PSR.cpl; RSE traffic caused by rfi is tagged by the rfi's target.",
        ],
        source: "seed 003, Table 4-42 (L2624); section 4.15 (L4691, Table 4-108)",
        ..ev("RSE_REFERENCES_RETIRED", 0x20, Y, Y, Y, 2, A, "RSE Accesses")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_RSE_DIRTY_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2625); section 4.15 (L4676)",
        ..ev("RSE_DIRTY_REGS_6", 0x24, N, N, N, 1, A, "Dirty RSE registers")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_RSE_CURRENT_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2630); section 4.15 (L4655)",
        ..ev("RSE_CURRENT_REGS_6", 0x26, N, N, N, 1, A, "Current RSE registers")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_RSE_DIRTY_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2631); section 4.15 (L4669)",
        ..ev("RSE_DIRTY_REGS_5_TO_3", 0x28, N, N, N, 7, A, "Dirty RSE registers")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_RSE_DIRTY_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2632); section 4.15 (L4662)",
        ..ev("RSE_DIRTY_REGS_2_TO_0", 0x29, N, N, N, 7, A, "Dirty RSE registers")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_RSE_CURRENT_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2633); section 4.15 (L4648)",
        ..ev("RSE_CURRENT_REGS_5_TO_3", 0x2a, N, N, N, 7, A, "Current RSE registers")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_RSE_CURRENT_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2634); section 4.15 (L4641)",
        ..ev("RSE_CURRENT_REGS_2_TO_0", 0x2b, N, N, N, 7, A, "Current RSE registers")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            "Section 4.15 gives IAR/DAR/OPC as N/N/N where Table 4-42 gives Y/Y/Y.",
            "It includes misses the L2DTLB did not squash although their instructions did not retire, and references very close to a thread switch may or may not be counted.",
        ],
        source: "seed 003, Table 4-42 (L2635); section 4.15 (L3706)",
        ..ev("HPW_DATA_REFERENCES", 0x2d, Y, Y, Y, 4, A, "Data memory references to VHPT")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            "A flushrs/call or flushrs/return bundle counts once although it retires two RSE operations, and rfi counts only if ifvalid=1.",
        ],
        source: "seed 003, Table 4-42 (L2636); section 4.15 (L4683)",
        ..ev("RSE_EVENT_RETIRED", 0x32, N, N, N, 1, A, "Retired RSE operations")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            "Demand fetches that miss the L1ITLB and the L1I and collide with a fill-recirculate are not counted here, although L2I_DEMAND_READS counts them.",
        ],
        source: "seed 003, Table 4-42 (L2637); section 4.15 (L3978)",
        ..ev("L1I_READS", 0x40, Y, N, N, 1, A, "L1 Instruction Cache Reads")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_FLOATING,
            NOTE_IBRP_DEMAND_PREFETCH,
        ],
        source: "seed 003, Table 4-42 (L2638); section 4.15 (L3920)",
        ..ev("L1I_FILLS", 0x41, Y, N, N, 1, F, "L1 Instruction Cache Fills")
    },
    Event {
        counters: ALL_COUNTERS,
        source: "seed 003, Table 4-42 (L2639); section 4.15 (L4313)",
        ..ev("L2I_DEMAND_READS", 0x42, Y, N, N, 1, A, "L1 Instruction Cache and ISB Misses")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_FLOATING,
        ],
        source: "seed 003, Table 4-42 (L2640); section 4.15 (L3897)",
        ..ev("L1I_EAR_EVENTS", 0x43, Y, N, N, 1, F, "Instruction EAR Events")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_IBRP1,
        ],
        source: "seed 003, Table 4-42 (L2641); section 4.15 (L3928)",
        ..ev("L1I_PREFETCHES", 0x44, Y, N, N, 1, A, "L1 Instruction Prefetch Requests")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_IBRP1,
        ],
        source: "seed 003, Table 4-42 (L2642); section 4.15 (L4378)",
        ..ev("L2I_PREFETCHES", 0x45, Y, N, N, 1, A, "L2 Instruction Prefetch Requests")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_FLOATING,
            NOTE_IBRP_DEMAND_PREFETCH,
        ],
        source: "seed 003, Table 4-42 (L2643); section 4.15 (L3826)",
        ..ev("ISB_BUNPAIRS_IN", 0x46, Y, N, N, 1, F, "Bundle pairs written from L2 into FE")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("bxx00", "---", NOTHING),
            um("bxx01", "L1ITLB", "All misses in L1ITLB will be counted. even if L1ITLB is not updated for an access (Uncacheable/nat page/not present page/faulting/some flushed), it will be counted here."),
            um("bxx10", "L2ITLB", "All misses in L1ITLB which also missed in L2ITLB will be counted."),
            um("bxx11", "ALL", "All tlb misses will be counted. Note that this is not equal to sum of the L1ITLB and L2ITLB umasks because any access could be a miss in L1ITLB and L2ITLB."),
        ],
        ignored_mask_bits: 0b1100,
        source: "seed 003, Table 4-42 (L2644); section 4.15 (L3834, Table 4-83)",
        ..ev("ITLB_MISSES_FETCH", 0x47, Y, N, N, 1, A, "ITLB Misses Demand Fetch")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            "Section 4.15 calls it L1ITLB_INSERTS_HPW.",
        ],
        source: "seed 003, Table 4-42 (L2645); section 4.15 (L3890)",
        ..ev("L1ITLB_INSERTS_HPWW", 0x48, Y, N, N, 1, A, "L1ITLB Hardware Page Walker Inserts")
    },
    Event {
        counters: ALL_COUNTERS,
        source: "seed 003, Table 4-42 (L2646); section 4.15 (L3464)",
        ..ev("DISP_STALLED", 0x49, N, N, N, 1, A, "Number of cycles dispersal stalled")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_CAUSAL,
            "If the IFR snoop pipeline is busy it may count the same snoop more than once.",
        ],
        source: "seed 003, Table 4-42 (L2647); section 4.15 (L3986)",
        ..ev("L1I_SNOOP", 0x4a, Y, Y, Y, 1, C, "Snoop requests handled by L1I")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_CAUSAL,
        ],
        source: "seed 003, Table 4-42 (L2648); section 4.15 (L3950)",
        ..ev("L1I_PURGE", 0x4b, Y, N, N, 1, C, "L1ITLB purges handled by L1I")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_DISPERSAL,
        ],
        source: "seed 003, Table 4-42 (L2649); section 4.15 (L3786)",
        ..ev("INST_DISPERSED", 0x4d, Y, N, N, 6, A, "Syllables Dispersed from REN to REG stage")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("b1111", "ALL", "Count all syllables not dispersed. NOTE: Any combination b0000-b1111 is valid."),
            um("bxxx1", "EXPL", "Count syllables not dispersed due to explicit stop bits. These consist of programmer specified architected S-bit and templates 1 and 5. Dispersal takes a 6-syllable (3-syllable) hit for every template 1/5 in bundle 0(1). Dispersal takes a 3-syllable (0 syllable) hit for every S-bit in bundle 0(1)"),
            um("bxx1x", "IMPL", "Count syllables not dispersed due to implicit stop bits. These consist of all of the non-architected stop bits (asymmetry, oversubscription, implicit). Dispersal takes a 6-syllable (3-syllable) hit for every implicit stop bits in bundle 0(1)."),
            um("bx1xx", "FE", "Count syllables not dispersed due to front-end not providing valid bundles or providing valid illegal templates. Dispersal takes a 3-syllable hit for every invalid bundle or valid illegal template from front-end. Bundle 1 with front-end fault, is counted here (3-syllable hit)."),
            um("b1xxx", "MLX", "Count syllables not dispersed due to MLX bundle and re-steers to non-0 syllable. Dispersal takes a 1 syllable hit for each MLX bundle. Dispersal could take 0-2 syllable hit depending on which syllable we re-steer to. Bundle 1 with front-end fault which is split, is counted here (0-2 syllable hit)."),
        ],
        other_masks: "Any combination b0000-b1111 is valid (Table 4-126): each set bit adds its component.",
        notes: &[
            NOTE_DISPERSAL,
            "Its umask is a bit set (EXPL bit 16, IMPL 17, FE 18, MLX 19) and any combination is valid; ALL (b1111) is listed first here so that it is the row b1111 selects.",
        ],
        source: "seed 003, Table 4-42 (L2650); section 4.15 (L5015, Table 4-126)",
        ..ev("SYLL_NOT_DISPERSED", 0x4e, Y, N, N, 5, A, "Syllables not dispersed")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("bxx00", "---", NOTHING),
            um("bxx01", "EXPL", "Only syllables overcounted in the explicit bucket"),
            um("bxx10", "IMPL", "Only syllables overcounted in the implicit bucket"),
            um("bxx11", "ALL", "syllables overcounted in implicit & explicit bucket"),
        ],
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_DISPERSAL,
        ],
        source: "seed 003, Table 4-42 (L2651); section 4.15 (L5031, Table 4-127)",
        ..ev("SYLL_OVERCOUNT", 0x4f, Y, N, N, 2, A, "Syllables overcounted")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            "Section 4.15 prints its IAR/DAR/OPC garbled as \"YN/Y\".",
        ],
        source: "seed 003, Table 4-42 (L2652); section 4.15 (L4627)",
        ..ev("NOPS_RETIRED", 0x50, Y, N, Y, 6, A, "Retired NOP Instructions")
    },
    Event {
        counters: ALL_COUNTERS,
        source: "seed 003, Table 4-42 (L2653); section 4.15 (L4634)",
        ..ev("PREDICATE_SQUASHED_RETIRED", 0x51, Y, N, Y, 6, A, "Instructions Squashed Due to Predicate Off")
    },
    Event {
        counters: ALL_COUNTERS,
        source: "seed 003, Table 4-42 (L2654); section 4.15 (L3427)",
        ..ev("DATA_DEBUG_REGISTER_FAULT", 0x52, N, N, N, 1, A, "Fault due to data debug reg. Match to load/store instruction")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            "Section 4.15 says it counts srlz.i instructions (each causes a microtrap and an xpn flush) where Table 4-42 says srlz.l.",
        ],
        source: "seed 003, Table 4-42 (L2655); section 4.15 (L4707)",
        ..ev("SERIALIZATION_EVENTS", 0x53, N, N, N, 1, A, "Number of srlz.l instructions")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("b0000", "ALL.MISPRED_NOTTAKEN", "All branch types, incorrectly predicted path and not taken branch"),
            um("b0001", "ALL.MISPRED_TAKEN", "All branch types, incorrectly predicted path and taken branch"),
            um("b0010", "ALL.OKPRED_NOTTAKEN", "All branch types, correctly predicted path and not taken branch"),
            um("b0011", "ALL.OKPRED_TAKEN", "All branch types, correctly predicted path and taken branch"),
            um("b0100", "IPREL.MISPRED_NOTTAKEN", "Only IP relative branches, incorrectly predicted path and not taken branch"),
            um("b0101", "IPREL.MISPRED_TAKEN", "Only IP relative branches, incorrectly predicted path and taken branch"),
            um("b0110", "IPREL.OKPRED_NOTTAKEN", "Only IP relative branches, correctly predicted path and not taken branch"),
            um("b0111", "IPREL.OKPRED_TAKEN", "Only IP relative branches, correctly predicted path and taken branch"),
            um("b1000", "RETURN.MISPRED_NOTTAKEN", "Only return type branches, incorrectly predicted path and not taken branch"),
            um("b1001", "RETURN.MISPRED_TAKEN", "Only return type branches, incorrectly predicted path and taken branch"),
            um("b1010", "RETURN.OKPRED_NOTTAKEN", "Only return type branches, correctly predicted path and not taken branch"),
            um("b1011", "RETURN.OKPRED_TAKEN", "Only return type branches, correctly predicted path and taken branch"),
            um("b1100", "NRETIND.MISPRED_NOTTAKEN", "Only non-return indirect branches, incorrectly predicted path and not taken branch"),
            um("b1101", "NRETIND.MISPRED_TAKEN", "Only non-return indirect branches, incorrectly predicted path and taken branch"),
            um("b1110", "NRETIND.OKPRED_NOTTAKEN", "Only non-return indirect branches, correctly predicted path and not taken branch"),
            um("b1111", "NRETIND.OKPRED_TAKEN", "Only non-return indirect branches, correctly predicted path and taken branch"),
        ],
        source: "seed 003, Table 4-42 (L2656); section 4.15 (L3044, Table 4-53)",
        ..ev("BR_PATH_PRED", 0x54, Y, N, Y, 3, A, "FE Branch Path Prediction Detail")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: INT_FP_UMASKS,
        ignored_mask_bits: 0b1100,
        source: "seed 003, Table 4-42 (L2657); section 4.15 (L3811, Table 4-82)",
        ..ev("INST_FAILED_CHKS_RETIRED", 0x55, N, N, N, 1, A, "Failed Speculative Check Loads")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: INT_FP_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            "A faulting chk.a is counted even if an older sibling faults.",
        ],
        source: "seed 003, Table 4-42 (L2658); section 4.15 (L3770, Table 4-80)",
        ..ev("INST_CHKA_LDC_ALAT", 0x56, Y, Y, Y, 2, A, "Advanced Check Loads")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: INT_FP_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            "Of two failing chk.a or ld.c in the same cycle only the first is counted.",
        ],
        source: "seed 003, Table 4-42 (L2659); section 4.15 (L3793, Table 4-81)",
        ..ev("INST_FAILED_CHKA_LDC_ALAT", 0x57, Y, Y, Y, 1, A, "Failed Advanced Check Loads")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: INT_FP_UMASKS,
        ignored_mask_bits: 0b1100,
        source: "seed 003, Table 4-42 (L2660); section 4.15 (L2809, Table 4-43)",
        ..ev("ALAT_CAPACITY_MISS", 0x58, Y, Y, Y, 2, A, "ALAT Entry Replaced")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("b0000", "ALL.ALL_PRED", "All branch types, regardless of prediction result"),
            um("b0001", "ALL.CORRECT_PRED", "All branch types, correctly predicted branches (outcome and target)"),
            um("b0010", "ALL.WRONG_PATH", "All branch types, mispredicted branches due to wrong branch direction"),
            um("b0011", "ALL.WRONG_TARGET", "All branch types, mispredicted branches due to wrong target for taken branches"),
            um("b0100", "IPREL.ALL_PRED", "Only IP relative branches, regardless of prediction result"),
            um("b0101", "IPREL.CORRECT_PRED", "Only IP relative branches, correctly predicted branches (outcome and target)"),
            um("b0110", "IPREL.WRONG_PATH", "Only IP relative branches, mispredicted branches due to wrong branch direction"),
            um("b0111", "IPREL.WRONG_TARGET", "Only IP relative branches, mispredicted branches due to wrong target for taken branches"),
            um("b1000", "RETURN.ALL_PRED", "Only return type branches, regardless of prediction result"),
            um("b1001", "RETURN.CORRECT_PRED", "Only return type branches, correctly predicted branches (outcome and target)"),
            um("b1010", "RETURN.WRONG_PATH", "Only return type branches, mispredicted branches due to wrong branch direction"),
            um("b1011", "RETURN.WRONG_TARGET", "Only return type branches, mispredicted branches due to wrong target for taken branches"),
            um("b1100", "NRETIND.ALL_PRED", "Only non-return indirect branches, regardless of prediction result"),
            um("b1101", "NRETIND.CORRECT_PRED", "Only non-return indirect branches, correctly predicted branches (outcome and target)"),
            um("b1110", "NRETIND.WRONG_PATH", "Only non-return indirect branches, mispredicted branches due to wrong branch direction"),
            um("b1111", "NRETIND.WRONG_TARGET", "Only non-return indirect branches, mispredicted branches due to wrong target for taken branches"),
        ],
        notes: &[
            "True misprediction counts are BR_MISPRED_DETAIL minus BR_MISPRED_DETAIL2 with the same umask (section 4.15).",
        ],
        source: "seed 003, Table 4-42 (L2661); section 4.15 (L2978, Table 4-51)",
        ..ev("BR_MISPRED_DETAIL", 0x5b, Y, N, Y, 3, A, "FE Branch Mispredict Detail")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_IBRP1,
        ],
        source: "seed 003, Table 4-42 (L2662); section 4.15 (L3994)",
        ..ev("L1I_STRM_PREFETCHES", 0x5f, Y, N, N, 1, A, "L1 Instruction Cache line prefetch requests")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_CAUSAL,
        ],
        source: "seed 003, Table 4-42 (L2667); section 4.15 (L3971)",
        ..ev("L1I_RAB_FULL", 0x60, N, N, N, 1, C, "Is RAB full?")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("bxx00", "ANY", "any back-end mispredictions"),
            um("bxx01", "STG", "only back-end stage mispredictions"),
            um("bxx10", "ROT", "only back-end rotate mispredictions"),
            um("bxx11", "PFS", "only back-end pfs mispredictions for taken branches"),
        ],
        ignored_mask_bits: 0b1100,
        notes: &[
            "It counts only branches without a path misprediction, since a path misprediction guarantees an stg/rot/pfs one; predictions are per bundle, not per branch.",
        ],
        source: "seed 003, Table 4-42 (L2668); section 4.15 (L2840, Table 4-45)",
        ..ev("BE_BR_MISPRED_DETAIL", 0x61, Y, N, Y, 1, A, "BE branch misprediction detail")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("b0000", "ALL.ALL_PRED", "all encoded branches, regardless of prediction result"),
            um("b0001", "ALL.CORRECT_PRED", "all encoded branches, correctly predicted branches (outcome and target)"),
            um("b0010", "ALL.WRONG_PATH", "all encoded branches, mispredicted branches due to wrong branch direction"),
            um("b0011", "ALL.WRONG_TARGET", "all encoded branches, mispredicted branches due to wrong target for taken branches"),
            um("b0100", "---", NOTHING),
            um("b0101", "---", NOTHING),
            um("b0110", "---", NOTHING),
            um("b0111", "---", NOTHING),
            um("b1000", "OVERSUB.ALL_PRED", "only those which cause oversubscription, regardless of prediction result"),
            um("b1001", "OVERSUB.CORRECT_PRED", "only those which cause oversubscription, correctly predicted branches (outcome and target)"),
            um("b1010", "OVERSUB.WRONG_PATH", "only those which cause oversubscription, mispredicted branches due to wrong branch direction"),
            um("b1011", "OVERSUB.WRONG_TARGET", "only those which cause oversubscription mispredicted branches due to wrong target for taken branches"),
            um("b1100", "ALL2.ALL_PRED", "all encoded branches, regardless of prediction result"),
            um("b1101", "ALL2.CORRECT_PRED", "all encoded branches, correctly predicted branches (outcome and target)"),
            um("b1110", "ALL2.WRONG_PATH", "all encoded branches, mispredicted branches due to wrong branch direction"),
            um("b1111", "ALL2.WRONG_TARGET", "all encoded branches, mispredicted branches due to wrong target for taken branches"),
        ],
        source: "seed 003, Table 4-42 (L2669); section 4.15 (L3479, Table 4-73)",
        ..ev("ENCBR_MISPRED_DETAIL", 0x63, Y, N, Y, 3, A, "Number of encoded branches retired")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_CAUSAL,
        ],
        source: "seed 003, Table 4-42 (L2670); section 4.15 (L3964)",
        ..ev("L1I_RAB_ALMOST_FULL", 0x64, N, N, N, 1, C, "Is RAB almost full?")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_IBRP_DEMAND_PREFETCH,
        ],
        source: "seed 003, Table 4-42 (L2671); section 4.15 (L3912)",
        ..ev("L1I_FETCH_RAB_HIT", 0x65, Y, N, N, 1, A, "Instruction fetch hitting in RAB")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_IBRP_DEMAND_PREFETCH,
            "Demand fetches that hit the ISB in the one cycle in which they are being transferred to the instruction cache are not counted.",
        ],
        source: "seed 003, Table 4-42 (L2672); section 4.15 (L3904)",
        ..ev("L1I_FETCH_ISB_HIT", 0x66, Y, N, N, 1, A, "“Just-in-time” instruction fetch hitting in and being bypassed from ISB")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("bxx0x", "---", NOTHING),
            um("bxx10", "FLOW", "Asserted when the streaming prefetcher is working close to the instructions being fetched for demand reads, and is not asserted when the streaming prefetcher is ranging way ahead of the demand reads."),
            um("bxx11", "ALL", "Number of clocks prefetch pipeline is stalled"),
        ],
        ignored_mask_bits: 0b1100,
        notes: &[
            "Table 4-85's row bxx00-bxx01 is stored as the pattern bxx0x.",
        ],
        source: "seed 003, Table 4-42 (L2673); section 4.15 (L3936, Table 4-85)",
        ..ev("L1I_PREFETCH_STALL", 0x67, N, N, N, 1, A, "Why prefetch pipeline is stalled?")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("b0000", "ALL.ALL_UNKNOWN_PRED", "All branch types, branches with unknown path prediction"),
            um("b0001", "ALL.UNKNOWN_PATH_CORRECT_PRED", "All branch types, branches with unknown path prediction and correctly predicted branch (outcome & target)"),
            um("b0010", "ALL.UNKNOWN_PATH_WRONG_PATH", "All branch types, branches with unknown path prediction and wrong branch direction"),
            um("b0011", "---", NOTHING),
            um("b0100", "IPREL.ALL_UNKNOWN_PRED", "Only IP relative branches, branches with unknown path prediction"),
            um("b0101", "IPREL.UNKNOWN_PATH_CORRECT_PRED", "Only IP relative branches, branches with unknown path prediction and correctly predicted branch (outcome & target)"),
            um("b0110", "IPREL.UNKNOWN_PATH_WRONG_PATH", "Only IP relative branches, branches with unknown path prediction and wrong branch direction"),
            um("b0111", "---", NOTHING),
            um("b1000", "RETURN.ALL_UNKNOWN_PATH_CORRECT_PRED", "Only return type branches, branches with unknown path prediction"),
            um("b1001", "RETURN.UNKNOWN_PATH_CORRECT_PRED", "Only return type branches, branches with unknown path prediction and correctly predicted branch (outcome & target)"),
            um("b1010", "RETURN.UNKNOWN_PATH_WRONG_PATH", "Only return type branches, branches with unknown path prediction and wrong branch direction"),
            um("b1011", "---", NOTHING),
            um("b1100", "NRETIND.ALL_UNKNOWN_PATH_CORRECT_PRED", "Only non-return indirect branches, branches with unknown path prediction"),
            um("b1101", "NRETIND.UNKNOWN_PATH_CORRECT_PRED", "Only non-return indirect branches, branches with unknown path prediction and correctly predicted branch (outcome & target)"),
            um("b1110", "NRETIND.UNKNOWN_PATH_WRONG_PATH", "Only non-return indirect branches, branches with unknown path prediction and wrong branch direction"),
            um("b1111", "---", NOTHING),
        ],
        notes: &[
            "Subtract it from BR_MISPRED_DETAIL with the same umask to get true misprediction counts.",
            "Table 4-52 names b1000 RETURN.ALL_UNKNOWN_PATH_CORRECT_PRED and b1100 NRETIND.ALL_UNKNOWN_PATH_CORRECT_PRED where the other branch types have ALL_UNKNOWN_PRED; the names are kept as printed.",
        ],
        source: "seed 003, Table 4-42 (L2674); section 4.15 (L3009, Table 4-52)",
        ..ev("BR_MISPRED_DETAIL2", 0x68, Y, N, Y, 2, A, "FE Branch Mispredict Detail (Unknown path component)")
    },
    Event {
        counters: ALL_COUNTERS,
        source: "seed 003, Table 4-42 (L2675); section 4.15 (L3957)",
        ..ev("L1I_PVAB_OVERFLOW", 0x69, N, N, N, 1, A, "PVAB overflow")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("b00x0", "ALL.UNKNOWNPRED_NOTTAKEN", "All branch types, unknown predicted path and not taken branch (which impacts OKPRED_NOTTAKEN)"),
            um("b00x1", "ALL.UNKNOWNPRED_TAKEN", "All branch types, unknown predicted path and taken branch (which impacts MISPRED_TAKEN)"),
            um("b01x0", "IPREL.UNKNOWNPRED_NOTTAKEN", "Only IP relative branches, unknown predicted path and not taken branch (which impacts OKPRED_NOTTAKEN)"),
            um("b01x1", "IPREL.UNKNOWNPRED_TAKEN", "Only IP relative branches, unknown predicted path and taken branch (which impacts MISPRED_TAKEN)"),
            um("b10x0", "RETURN.UNKNOWNPRED_NOTTAKEN", "Only return type branches, unknown predicted path and not taken branch (which impacts OKPRED_NOTTAKEN)"),
            um("b10x1", "RETURN.UNKNOWNPRED_TAKEN", "Only return type branches, unknown predicted path and taken branch (which impacts MISPRED_TAKEN)"),
            um("b11x0", "NRETIND.UNKNOWNPRED_NOTTAKEN", "Only non-return indirect branches, unknown predicted path and not taken branch (which impacts OKPRED_NOTTAKEN)"),
            um("b11x1", "NRETIND.UNKNOWNPRED_TAKEN", "Only non-return indirect branches, unknown predicted path and taken branch (which impacts MISPRED_TAKEN)"),
        ],
        ignored_mask_bits: 0b0010,
        notes: &[
            "True OKPRED_NOTTAKEN is BR_PATH_PRED.[type].OKPRED_NOTTAKEN - BR_PATH_PRED2.[type].UNKNOWNPRED_NOTTAKEN and true MISPRED_TAKEN is BR_PATH_PRED.[type].MISPRED_TAKEN - BR_PATH_PRED2.[type].UNKNOWNPRED_TAKEN, with the same branch type in both.",
            "When a bundle holds several branches and one is predicted taken, the higher-numbered ports are forced to predicted not taken without their true prediction being known.",
        ],
        source: "seed 003, Table 4-42 (L2676); section 4.15 (L3075, Table 4-54)",
        ..ev("BR_PATH_PRED2", 0x6a, Y, N, Y, 2, A, "FE Branch Path Prediction Detail (Unknown prediction component)")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("b0000", "ALL", "count regardless of cause"),
            um("b0001", "FEFLUSH", "only if caused by a front-end flush"),
            um("b0010", "---", ILLEGAL),
            um("b0011", "---", ILLEGAL),
            um("b0100", "UNREACHED", "only if caused by unreachable bundle"),
            um("b0101", "IBFULL", "only if caused by instruction buffer full stall"),
            um("b0110", "IMISS", "only if caused by instruction cache miss stall"),
            um("b0111", "TLBMISS", "only if caused by TLB stall"),
            um("b1000", "FILL_RECIRC", "only if caused by a recirculate for a cache line fill operation"),
            um("b1001", "BI", "only if caused by branch initialization stall"),
            um("b1010", "BRQ", "only if caused by branch retirement queue stall"),
            um("b1011", "PLP", "only if caused by perfect loop prediction stall"),
            um("b1100", "BR_ILOCK", "only if caused by branch interlock stall"),
            um("b1101", "BUBBLE", "only if caused by branch resteer bubble stall"),
            um("b111x", "---", ILLEGAL),
        ],
        notes: &[
            NOTE_LOST_BW_PRIORITY,
            "Table 4-75 gives BUBBLE as b1101 and also lists b1101-b1111 as an illegal selection; BUBBLE keeps b1101 and the illegal row is stored as the pattern b111x.",
        ],
        source: "seed 003, Table 4-42 (L2677); section 4.15 (L3634, Table 4-75)",
        ..ev("FE_LOST_BW", 0x70, N, N, N, 2, A, "Invalid bundles at the entrance to IB")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: &[
            um("b0000", "ALL", "count regardless of cause"),
            um("b0001", "FEFLUSH", "only if caused by a front-end flush"),
            um("b0010", "---", "(*illegal selection*)"),
            um("b0011", "GROUP1", "BUBBLE or BRANCH"),
            um("b0100", "GROUP2", "IMISS or TLBMISS"),
            um("b0101", "IBFULL", "only if caused by instruction buffer full stall"),
            um("b0110", "IMISS", "only if caused by instruction cache miss stall"),
            um("b0111", "TLBMISS", "only if caused by TLB stall"),
            um("b1000", "FILL_RECIRC", "only if caused by a recirculate for a fill operation"),
            um("b1001", "BRANCH", "only if caused by any of 4 branch recirculates"),
            um("b1010", "GROUP3", "FILL_RECIRC or BRANCH"),
            um("b1011", "ALLBUT_FEFLUSH_BUBBLE", "ALL except FEFLUSH and BUBBLE"),
            um("b1100", "ALLBUT_IBFULL", "ALL except IBFULL"),
            um("b1101", "BUBBLE", "only if caused by branch bubble stall"),
            um("b111x", "---", ILLEGAL),
        ],
        notes: &[
            "Causes are prioritised from high to low FEFLUSH, TLBMISS, IMISS, BRANCH, FILL_RECIRC, BUBBLE, IBFULL, and only the highest present is counted.",
            "Table 4-74's row b1110-b1111 is stored as the pattern b111x.",
        ],
        source: "seed 003, Table 4-42 (L2678); section 4.15 (L3603, Table 4-74)",
        ..ev("FE_BUBBLE", 0x71, N, N, N, 1, A, "Bubbles seen by FE")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: BE_LOST_BW_UMASKS,
        notes: &[
            NOTE_LOST_BW_PRIORITY,
            "Table 4-49's row b1110-b1111 is stored as the pattern b111x.",
        ],
        source: "seed 003, Table 4-42 (L2679); section 4.15 (L2930, Table 4-49)",
        ..ev("BE_LOST_BW_DUE_TO_FE", 0x72, N, N, N, 2, A, "Invalid bundles if BE not stalled for other reasons")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: BE_LOST_BW_UMASKS,
        notes: &[
            NOTE_LOST_BW_PRIORITY,
            "Table 4-79 gives BUBBLE as b1101 and also lists b1101-b1111 as an illegal selection; BUBBLE keeps b1101 and the illegal row is stored as the pattern b111x.",
        ],
        source: "seed 003, Table 4-42 (L2680); section 4.15 (L3743, Table 4-79)",
        ..ev("IDEAL_BE_LOST_BW_DUE_TO_FE", 0x73, N, N, N, 2, A, "Invalid bundles at the exit from IB")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: L2I_UMASKS,
        notes: &[
            NOTE_FLOATING,
            NOTE_IBRP1,
            "Section 4.15 gives OPC N where Table 4-42 gives Y.",
            "MISS.ALL counts only primary misses; secondary misses count, possibly several times, in L2I_RECIRCULATES and finally once as HIT.ALL.",
        ],
        source: "seed 003, Table 4-42 (L2681); section 4.15 (L4386, Table 4-102)",
        ..ev("L2I_READS", 0x78, Y, N, Y, 1, F, "L2I Cacheable Reads")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: L2I_UMASKS,
        notes: &[
            NOTE_FLOATING,
            NOTE_IBRP1,
            "Section 4.15 gives OPC N where Table 4-42 gives Y.",
        ],
        source: "seed 003, Table 4-42 (L2682); section 4.15 (L4456, Table 4-104)",
        ..ev("L2I_UC_READS", 0x79, Y, N, Y, 1, F, "L2I uncacheable reads")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_FLOATING,
            NOTE_IBRP1,
            "Section 4.15 calls it L2I_VICTIMIZATION.",
            "Section 4.15 gives OPC N where Table 4-42 gives Y.",
        ],
        source: "seed 003, Table 4-42 (L2683); section 4.15 (L4485)",
        ..ev("L2I_VICTIMIZATIONS", 0x7a, Y, N, Y, 1, F, "L2I victimizations")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: L2I_UMASKS,
        notes: &[
            NOTE_FLOATING,
            NOTE_IBRP1,
            "Section 4.15 gives OPC N where Table 4-42 gives Y.",
            "It fires each time a request reissues, so possibly several times for one request.",
        ],
        source: "seed 003, Table 4-42 (L2684); section 4.15 (L4415, Table 4-103)",
        ..ev("L2I_RECIRCULATES", 0x7b, Y, N, Y, 1, F, "L2I recirculates")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: L2I_UMASKS,
        notes: &[
            NOTE_FLOATING,
            NOTE_IBRP1,
            "Section 4.15 gives OPC N where Table 4-42 gives Y.",
            "It fires each time an L3 request is rejected and sent again, so possibly several times for one request.",
        ],
        source: "seed 003, Table 4-42 (L2685); section 4.15 (L4349, Table 4-101)",
        ..ev("L2I_L3_REJECTS", 0x7c, Y, N, Y, 1, F, "L3 rejects")
    },
    Event {
        counters: ALL_COUNTERS,
        masks: L2I_UMASKS,
        notes: &[
            NOTE_FLOATING,
            NOTE_IBRP1,
            "Section 4.15 gives OPC N where Table 4-42 gives Y.",
            "In rare cases it fires several times for one request.",
        ],
        source: "seed 003, Table 4-42 (L2686); section 4.15 (L4321, Table 4-100)",
        ..ev("L2I_HIT_CONFLICTS", 0x7d, Y, N, Y, 1, F, "L2I hit conflicts")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_FLOATING,
            NOTE_IBRP1,
            "Section 4.15 gives OPC N where Table 4-42 gives Y.",
        ],
        source: "seed 003, Table 4-42 (L2687); section 4.15 (L4440)",
        ..ev("L2I_SPEC_ABORTS", 0x7e, Y, N, Y, 1, F, "L2I speculative aborts")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_CAUSAL,
            "It is not qualified by tags, and section 4.15 gives IAR/DAR/OPC as N/N/N where Table 4-42 gives Y/N/Y.",
            "The thread reported for it is simply the active thread.",
        ],
        source: "seed 003, Table 4-42 (L2688); section 4.15 (L4448)",
        ..ev("L2I_SNOOP_HITS", 0x7f, Y, N, Y, 1, C, "L2I snoop hits")
    },
    Event {
        counters: DUPLICATED,
        masks: BUS_AGENT_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2689); section 4.15 (L3255, Table 4-63)",
        ..ev("BUS_RD_HIT", 0x80, N, N, N, 1, S, "Bus Read Hit Clean Non-local Cache Transactions")
    },
    Event {
        counters: DUPLICATED,
        masks: BUS_AGENT_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2690); section 4.15 (L3270, Table 4-64)",
        ..ev("BUS_RD_HITM", 0x81, N, N, N, 1, S, "Bus Read Hit Modified Non-local Cache Transactions")
    },
    Event {
        counters: DUPLICATED,
        masks: BUS_AGENT_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
            "Section 4.15 calls it BUS_RD_INVALID_HITM.",
        ],
        source: "seed 003, Table 4-42 (L2691); section 4.15 (L3300, Table 4-66)",
        ..ev("BUS_RD_INVAL_HITM", 0x82, N, N, N, 1, S, "Bus BIL Transaction Results in HITM")
    },
    Event {
        counters: DUPLICATED,
        masks: BUS_AGENT_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
            "Section 4.15 calls it BUS_RD_INVALID_BST_HITM and describes BRIL (not BIL or BRIL) transactions resulting in HITM.",
        ],
        source: "seed 003, Table 4-42 (L2692); section 4.15 (L3285, Table 4-65)",
        ..ev("BUS_RD_INVAL_ALL_HITM", 0x83, N, N, N, 1, S, "Bus BIL or BRIL Transaction Results in HITM")
    },
    Event {
        counters: DUPLICATED,
        masks: BUS_AGENT_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
            "Section 4.15 says it equals BUS_RD_INVALID_BST_HITM + BUS_RD_HITM.",
        ],
        source: "seed 003, Table 4-42 (L2693); section 4.15 (L3152, Table 4-58)",
        ..ev("BUS_HITM", 0x84, N, N, N, 1, S, "Bus Hit Modified Line Transactions")
    },
    Event {
        counters: DUPLICATED,
        masks: BUS_AGENT_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2694); section 4.15 (L3107, Table 4-55)",
        ..ev("BUS_ALL", 0x87, N, N, N, 1, S, "Bus Transactions")
    },
    Event {
        counters: DUPLICATED,
        masks: BUS_AGENT_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2695); section 4.15 (L3137, Table 4-57)",
        ..ev("BUS_DATA_CYCLE", 0x88, N, N, N, 1, C, "Valid data cycle on the Bus")
    },
    Event {
        counters: DUPLICATED,
        masks: &[
            um("bxx00", "---", ILLEGAL),
            um("bxx01", "IO", "non-CPU priority agents"),
            um("bxx10", "---", ILLEGAL),
            um("bxx11", "ANY", "CPU or non-CPU (all transactions)."),
        ],
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2696); section 4.15 (L4594, Table 4-107)",
        ..ev("MEM_READ_CURRENT", 0x89, N, N, N, 1, C, "Current Mem Read Transactions On Bus")
    },
    Event {
        counters: DUPLICATED,
        masks: &[
            um("b00xx", "---", NOTHING),
            um("b0100", "EQ_128BYTE.EITHER", "number of full cache line transactions (BRL, BRIL, BWL, BRC, BCR, BCCL) from either local processor"),
            um("b0101", "EQ_128BYTE.IO", "number of full cache line transactions (BRL, BRIL, BWL, BRC, BCR, BCCL) from non-CPU priority agents"),
            um("b0110", "EQ_128BYTE.SELF", "number of full cache line transactions (BRL, BRIL, BWL, BRC, BCR, BCCL) from 'this' processor"),
            um("b0111", "EQ_128BYTE.ANY", "number of full cache line transactions (BRL, BRIL, BWL, BRC, BCR, BCCL) from CPU or non-CPU (all transactions)."),
            um("b1000", "LT_128BYTE.EITHER", "number of less than full cache line transactions (BRP, BWP, BIL) from either local processor"),
            um("b1001", "LT_128BYTE.IO", "number of less than full cache line transactions (BRP, BWP, BIL) from non-CPU priority agents"),
            um("b1010", "LT_128BYTE.SELF", "number of less than full cache line transactions (BRP, BWP, BIL) from 'this' processor"),
            um("b1011", "LT_128BYTE.ANY", "number of less than full cache line transactions (BRP, BWP, BIL) CPU or non-CPU (all transactions)."),
            um("b1100", "ALL.EITHER", "All bus transactions from either local processor"),
            um("b1101", "ALL.IO", "All bus transactions from non-CPU priority agents"),
            um("b1110", "ALL.SELF", "All bus transactions from 'this' local processor"),
            um("b1111", "ALL.ANY", "All bus transactions from CPU or non-CPU (all transactions)."),
        ],
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2697); section 4.15 (L3183, Table 4-60)",
        ..ev("BUS_MEMORY", 0x8a, N, N, N, 1, S, "Bus Memory Transactions")
    },
    Event {
        counters: DUPLICATED,
        masks: &[
            um("b0000", "BIL.EITHER", "Number of BIL 0-byte memory read invalidate transactions from either local processor"),
            um("b0001", "BIL.IO", "Number of BIL 0-byte memory read invalidate transactions from non-CPU priority agents"),
            um("b0010", "BIL.SELF", "Number of BIL 0-byte memory read invalidate transactions from 'this' processor"),
            um("b0011", "BIL.ANY", "Number of BIL 0-byte memory read invalidate transactions from CPU or non-CPU (all transactions)."),
            um("b0100", "BRL.EITHER", "Number of full cache line memory read transactions from either local processor"),
            um("b0101", "BRL.IO", "Number of full cache line memory read transactions from non-CPU priority agents"),
            um("b0110", "BRL.SELF", "Number of full cache line memory read transactions from 'this' processor"),
            um("b0111", "BRL.ANY", "Number of full cache line memory read transactions from CPU or non-CPU (all transactions)."),
            um("b1000", "BRIL.EITHER", "Number of full cache line memory read invalidate transactions from either local processor"),
            um("b1001", "BRIL.IO", "Number of full cache line memory read invalidate transactions from non-CPU priority agents"),
            um("b1010", "BRIL.SELF", "Number of full cache line memory read invalidate transactions from 'this' processor"),
            um("b1011", "BRIL.ANY", "Number of full cache line memory read invalidate transactions from CPU or non-CPU (all transactions)."),
            um("b1100", "ALL.EITHER", "All memory read transactions from either local processor"),
            um("b1101", "ALL.IO", "All memory read transactions from non-CPU priority agents"),
            um("b1110", "ALL.SELF", "All memory read transactions from 'this' processor"),
            um("b1111", "ALL.ANY", "All memory read transactions from CPU or non-CPU (all transactions)."),
        ],
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2704); section 4.15 (L3211, Table 4-61)",
        ..ev("BUS_MEM_READ", 0x8b, N, N, N, 1, S, "Full Cache line D/I memory RD, RD invalidate, and BRIL")
    },
    Event {
        counters: DUPLICATED,
        masks: BUS_AGENT_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2705); section 4.15 (L3240, Table 4-62)",
        ..ev("BUS_RD_DATA", 0x8c, N, N, N, 1, S, "Bus Read Data Transactions")
    },
    Event {
        counters: DUPLICATED,
        masks: BUS_AGENT_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2706); section 4.15 (L3330, Table 4-68)",
        ..ev("BUS_RD_PRTL", 0x8d, N, N, N, 1, S, "Bus Read Partial Transactions")
    },
    Event {
        counters: DUPLICATED,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            "The SI clock is bus_ratio * bus_clock.",
        ],
        source: "seed 003, Table 4-42 (L2707); section 4.15 (L4766)",
        ..ev("SI_CYCLES", 0x8e, N, N, N, 1, C, "SI clock cycles")
    },
    Event {
        counters: DUPLICATED,
        masks: &[
            um("bxx00", "EITHER", "transactions initiated by either cpu core"),
            um("bxx01", "---", ILLEGAL),
            um("bxx10", "SELF", "transactions initiated by 'this' cpu core"),
            um("bxx11", "ANY", "CPU or non-CPU (all transactions)."),
        ],
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            "Section 4.15 gives type S where Table 4-42 gives F.",
        ],
        source: "seed 003, Table 4-42 (L2708); section 4.15 (L3345, Table 4-69)",
        ..ev("BUS_SNOOP_STALL_CYCLES", 0x8f, N, N, N, 1, F, "Bus Snoop Stall Cycles (from any agent)")
    },
    Event {
        counters: DUPLICATED,
        masks: BUS_AGENT_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2709); section 4.15 (L3168, Table 4-59)",
        ..ev("BUS_IO", 0x90, N, N, N, 1, S, "IA-32 Compatible IO Bus Transactions")
    },
    Event {
        counters: DUPLICATED,
        masks: BUS_AGENT_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2710); section 4.15 (L3315, Table 4-67)",
        ..ev("BUS_RD_IO", 0x91, N, N, N, 1, S, "IA-32 Compatible IO Read Transactions")
    },
    Event {
        counters: DUPLICATED,
        masks: &[
            um("b00xx", "---", NOTHING),
            um("b0100", "EQ_128BYTE.EITHER", "either local processor/Only cache line transactions with write back or write coalesce attributes will be counted."),
            um("b0101", "EQ_128BYTE.IO", "non-CPU priority agents/Only cache line transactions with write back or write coalesce attributes will be counted."),
            um("b0110", "EQ_128BYTE.SELF", "'this' processor/Only cache line transactions with write back or write coalesce attributes will be counted."),
            um("b0111", "EQ_128BYTE.ANY", "CPU or non-CPU (all transactions)./Only cache line transactions with write back or write coalesce attributes will be counted."),
            um("b1000", "CCASTOUT.EITHER", "either local processor/Only 0-byte transactions with write back attribute (clean cast outs) will be counted"),
            um("b1001", "---", ILLEGAL),
            um("b1010", "CCASTOUT.SELF", "'this' processor/Only 0-byte transactions with write back attribute (clean cast outs) will be counted"),
            um("b1011", "CCASTOUT.ANY", "CPU or non-CPU (all transactions)/Only 0-byte transactions with write back attribute (clean cast outs) will be counted"),
            um("b1100", "ALL.EITHER", "either local processor"),
            um("b1101", "ALL.IO", "non-CPU priority agents"),
            um("b1110", "ALL.SELF", "'this' processor"),
            um("b1111", "ALL.ANY", "CPU or non-CPU (all transactions)."),
        ],
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2711); section 4.15 (L3360, Table 4-70)",
        ..ev("BUS_WR_WB", 0x92, N, N, N, 1, S, "Bus Write Back Transactions")
    },
    Event {
        counters: DUPLICATED,
        masks: BUS_AGENT_UMASKS,
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2712); section 4.15 (L3122, Table 4-56)",
        ..ev("BUS_B2B_DATA_CYCLES", 0x93, N, N, N, 1, C, "Back-to-back bursts of data")
    },
    Event {
        counters: DUPLICATED,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            "Section 4.15 gives Max Inc/Cyc 3 where Table 4-42 gives 7.",
            "BUS_IOQ_LIVE_REQ = SI_IOQ_LIVE_REQ_HI * 8 + SI_IOQ_LIVE_REQ_LO (Table 4-38).",
            NOTE_LIVE_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2713); section 4.15 (L4787)",
        ..ev("SI_IOQ_LIVE_REQ_LO", 0x97, N, N, N, 7, C, "Inorder Bus Queue Requests (three least-significant-bits of the 4-bit outstanding IOQ request count)")
    },
    Event {
        counters: DUPLICATED,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            "Section 4.15 gives Max Inc/Cyc 2 where Table 4-42 gives 1.",
            "BUS_IOQ_LIVE_REQ = SI_IOQ_LIVE_REQ_HI * 8 + SI_IOQ_LIVE_REQ_LO (Table 4-38).",
            NOTE_LIVE_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2714); section 4.15 (L4780)",
        ..ev("SI_IOQ_LIVE_REQ_HI", 0x98, N, N, N, 1, C, "Inorder Bus Queue Requests (most-significant-bit of the 4-bit outstanding IOQ request count)")
    },
    Event {
        counters: DUPLICATED,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_NO_PAGE,
            "Table 4-42 gives Max Inc/Cyc as n/a; 1 is stored because the schema needs a positive number.",
        ],
        source: "seed 003, Table 4-42 (L2715); no section 4.15 page",
        ..ev("SI_L3T_TRACE_CACHE", 0x9d, N, N, N, 1, F, "SI PMU wires are used for trace cache data.")
    },
    Event {
        counters: DUPLICATED,
        masks: SI_CORE_UMASKS,
        ignored_mask_bits: 0b1110,
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2716); section 4.15 (L4794, Table 4-113)",
        ..ev("SI_RQ_INSERTS", 0x9e, N, N, N, 2, S, "SI request queue inserts")
    },
    Event {
        counters: DUPLICATED,
        masks: SI_CORE_UMASKS,
        ignored_mask_bits: 0b1110,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_LIVE_SPLIT,
            "The Montecito memory latency formula subtracts SI_RQ_LIVE_REQ_HI * 8 + SI_RQ_LIVE_REQ_LO from the ER_MEM_READ_OUT count to remove arbiter time (section 4.11.2).",
        ],
        source: "seed 003, Table 4-42 (L2717); section 4.15 (L4820, Table 4-115)",
        ..ev("SI_RQ_LIVE_REQ_LO", 0x9f, N, N, N, 7, C, "SI request queue live requests (least-significant three bits)")
    },
    Event {
        counters: DUPLICATED,
        masks: SI_CORE_UMASKS,
        ignored_mask_bits: 0b1110,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_LIVE_SPLIT,
            "The Montecito memory latency formula subtracts SI_RQ_LIVE_REQ_HI * 8 + SI_RQ_LIVE_REQ_LO from the ER_MEM_READ_OUT count to remove arbiter time (section 4.11.2).",
        ],
        source: "seed 003, Table 4-42 (L2718); section 4.15 (L4807, Table 4-114)",
        ..ev("SI_RQ_LIVE_REQ_HI", 0xa0, N, N, N, 1, C, "SI request queue live requests (most-significant bit)")
    },
    Event {
        counters: DUPLICATED,
        masks: &[
            um("b0000", "ALL.EITHER", "count all types of insertions into the write queue from either cpu core"),
            um("b0001", "ALL.SELF", "count all types of insertions into the write queue from 'this' cpu core"),
            um("b0010", "IWB.EITHER", "count implicit write back insertions into the write queue from either cpu core"),
            um("b0011", "IWB.SELF", "count implicit write back insertions into the write queue from 'this' cpu core"),
            um("b0100", "EWB.EITHER", "count explicit write back insertions into the write queue from either cpu core"),
            um("b0101", "EWB.SELF", "count explicit write back insertions into the write queue from 'this' cpu core"),
            um("b0110", "WC1_8A.EITHER", "count WC (size 1 thru 8 bytes) insertions into the write queue from either cpu core (addr[3] = 0)"),
            um("b0111", "WC1_8A.SELF", "count WC (size 1 thru 8 bytes) insertions into the write queue from 'this' cpu core (addr[3] = 0)"),
            um("b1000", "WC16.EITHER", "count WC (size 16 bytes) insertions into the write queue from either cpu core"),
            um("b1001", "WC16.SELF", "count WC (size 16 bytes) insertions into the write queue from 'this' cpu core"),
            um("b1010", "WC32.EITHER", "count WC (size 32 bytes) insertions into the write queue from either cpu core"),
            um("b1011", "WC32.SELF", "count WC (size 32 bytes) insertions into the write queue from 'this' cpu core"),
            um("b1100", "NEWB.EITHER", "count 'nuked' explicit write back insertions into the write queue from either cpu core"),
            um("b1101", "NEWB.SELF", "count 'nuked' explicit write back insertions into the write queue from 'this' cpu core"),
            um("b1110", "WC1_8B.EITHER", "count WC (size 1 thru 8 bytes) insertions into the write queue from either cpu core (addr[3] = 1)"),
            um("b1111", "WC1_8B.SELF", "count WC (size 1 thru 8 bytes) insertions into the write queue from 'this' cpu core (addr[3] = 1)"),
        ],
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2719); section 4.15 (L4933, Table 4-122)",
        ..ev("SI_WRITEQ_INSERTS", 0xa1, N, N, N, 2, S, "SI write queue inserts")
    },
    Event {
        counters: DUPLICATED,
        masks: SI_CORE_UMASKS,
        ignored_mask_bits: 0b1110,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_LIVE_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2720); section 4.15 (L4973, Table 4-124)",
        ..ev("SI_WRITEQ_LIVE_REQ_LO", 0xa2, N, N, N, 7, C, "SI write queue live requests (least-significant three bits)")
    },
    Event {
        counters: DUPLICATED,
        masks: SI_CORE_UMASKS,
        ignored_mask_bits: 0b1110,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_LIVE_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2721); section 4.15 (L4960, Table 4-123)",
        ..ev("SI_WRITEQ_LIVE_REQ_HI", 0xa3, N, N, N, 1, C, "SI write queue live requests (most-significant bit)")
    },
    Event {
        counters: DUPLICATED,
        masks: SI_CORE_UMASKS,
        ignored_mask_bits: 0b1110,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            "Section 4.15 gives type S where Table 4-42 gives C.",
            "Its unit-mask table, Table 4-120, is titled SI_CCQ_COLLISIONS but sits on this event's page.",
        ],
        source: "seed 003, Table 4-42 (L2722); section 4.15 (L4899, Table 4-120)",
        ..ev("SI_WAQ_COLLISIONS", 0xa4, N, N, N, 1, C, "SI write address queue collisions (incoming FSB snoop collides with an entry in WAQ)")
    },
    Event {
        counters: DUPLICATED,
        masks: SI_CORE_UMASKS,
        ignored_mask_bits: 0b1110,
        notes: &[
            NOTE_SELF_FLOATING,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2723); section 4.15 (L4727, Table 4-110)",
        ..ev("SI_CCQ_INSERTS", 0xa5, N, N, N, 2, S, "SI clean castout queue inserts")
    },
    Event {
        counters: DUPLICATED,
        masks: SI_CORE_UMASKS,
        ignored_mask_bits: 0b1110,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_LIVE_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2724); section 4.15 (L4753, Table 4-112)",
        ..ev("SI_CCQ_LIVE_REQ_LO", 0xa6, N, N, N, 7, C, "SI clean castout queue live requests (least-significant three bits)")
    },
    Event {
        counters: DUPLICATED,
        masks: SI_CORE_UMASKS,
        ignored_mask_bits: 0b1110,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_LIVE_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2725); section 4.15 (L4740, Table 4-111)",
        ..ev("SI_CCQ_LIVE_REQ_HI", 0xa7, N, N, N, 1, C, "SI clean castout queue live requests (most-significant bit)")
    },
    Event {
        counters: DUPLICATED,
        masks: SI_CORE_UMASKS,
        ignored_mask_bits: 0b1110,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            "Section 4.15 gives Max Inc/Cyc 2 where Table 4-42 gives 1.",
        ],
        source: "seed 003, Table 4-42 (L2726); section 4.15 (L4714, Table 4-109)",
        ..ev("SI_CCQ_COLLISIONS", 0xa8, N, N, N, 1, C, "SI clean castout queue collisions (incoming FSB snoop collides with an entry in CCQ)")
    },
    Event {
        counters: DUPLICATED,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            "Section 4.15 gives Max Inc/Cyc 2 where Table 4-42 gives 1.",
        ],
        source: "seed 003, Table 4-42 (L2727); section 4.15 (L4773)",
        ..ev("SI_IOQ_COLLISIONS", 0xaa, N, N, N, 1, C, "SI inorder queue collisions (outgoing transaction collides with an entry in IOQ)")
    },
    Event {
        counters: DUPLICATED,
        masks: &[
            um("b00x0", "MISS.EITHER", "count MISS snoop signoffs (plus backsnoop inserts) from either cpu core"),
            um("b00x1", "MISS.SELF", "count MISS snoop signoffs (plus backsnoop inserts) from 'this' cpu core"),
            um("b01x0", "HIT.EITHER", "count HIT snoop signoffs from either cpu core"),
            um("b01x1", "HIT.SELF", "count HIT snoop signoffs from 'this' cpu core"),
            um("b10x0", "HITM.EITHER", "count HITM snoop signoffs from either cpu core"),
            um("b10x1", "HITM.SELF", "count HITM snoop signoffs from 'this' cpu core"),
            um("b11x0", "ALL.EITHER", "count all snoop signoffs (plus backsnoop inserts) from either cpu core"),
            um("b11x1", "ALL.SELF", "count all snoop signoffs (plus backsnoop inserts) from 'this' cpu core"),
        ],
        ignored_mask_bits: 0b0010,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            "Section 4.15 gives Max Inc/Cyc 4 where Table 4-42 gives 1.",
            "It counts each core's raw coherency answer before they are combined into the signoffs that SI_SCB_SIGNOFFS counts.",
        ],
        source: "seed 003, Table 4-42 (L2732); section 4.15 (L4833, Table 4-116)",
        ..ev("SI_SCB_INSERTS", 0xab, N, N, N, 1, C, "SI snoop coalescing buffer inserts")
    },
    Event {
        counters: DUPLICATED,
        masks: SI_CORE_UMASKS,
        ignored_mask_bits: 0b1110,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_LIVE_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2733); section 4.15 (L4869, Table 4-118)",
        ..ev("SI_SCB_LIVE_REQ_LO", 0xac, N, N, N, 7, C, "SI snoop coalescing buffer live requests (least-significant three bits)")
    },
    Event {
        counters: DUPLICATED,
        masks: SI_CORE_UMASKS,
        ignored_mask_bits: 0b1110,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_LIVE_SPLIT,
        ],
        source: "seed 003, Table 4-42 (L2734); section 4.15 (L4856, Table 4-117)",
        ..ev("SI_SCB_LIVE_REQ_HI", 0xad, N, N, N, 1, C, "SI snoop coalescing buffer live requests (most-significant bit)")
    },
    Event {
        counters: DUPLICATED,
        masks: &[
            um("b00xx", "MISS", "count MISS snoop signoffs"),
            um("b01xx", "HIT", "count HIT snoop signoffs"),
            um("b10xx", "HITM", "count HITM snoop signoffs"),
            um("b11xx", "ALL", "count all snoop signoffs"),
        ],
        ignored_mask_bits: 0b0011,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
        ],
        source: "seed 003, Table 4-42 (L2735); section 4.15 (L4884, Table 4-119)",
        ..ev("SI_SCB_SIGNOFFS", 0xae, N, N, N, 1, C, "SI snoop coalescing buffer coherency signoffs")
    },
    Event {
        counters: DUPLICATED,
        masks: &[
            um("b00x0", "SGL.EITHER", "count single-bit ecc errors from either cpu core"),
            um("b00x1", "SGL.SELF", "count single-bit ecc errors from 'this' cpu core"),
            um("b01x0", "DBL.EITHER", "count double-bit ecc errors from either cpu core"),
            um("b01x1", "DBL.SELF", "count double-bit ecc errors from 'this' cpu core"),
            um("b1xx0", "ALL.EITHER", "count all ecc errors from either cpu core"),
            um("b1xx1", "ALL.SELF", "count all ecc errors from 'this' cpu core"),
        ],
        ignored_mask_bits: 0b0010,
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            "Section 4.15 gives Max Inc/Cyc 2 and type S where Table 4-42 gives 1 and C.",
        ],
        source: "seed 003, Table 4-42 (L2736); section 4.15 (L4912, Table 4-121)",
        ..ev("SI_WDQ_ECC_ERRORS", 0xaf, N, N, N, 1, C, "SI write data queue ECC errors")
    },
    Event {
        counters: DUPLICATED,
        all_capable: Some(true),
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_NOT_SET,
            "Section 4.15 and Tables 4-19 and 4-30 give IAR/DAR/OPC as Y/Y/Y where Table 4-42 gives N/N/N.",
            "The active thread is used as the true thread for this count (section 4.15).",
            "It counts a cacheable data request that missed on its first lookup, so it includes secondary misses and misses that were forced to recirculate.",
        ],
        source: "seed 003, Table 4-42 (L2737); section 4.15 (L4114)",
        ..ev("L2D_INSERT_MISSES", 0xb0, N, N, N, 4, F, "Count Number of Times an Inserting Data Request Missed in the L2D.")
    },
    Event {
        counters: DUPLICATED,
        all_capable: Some(true),
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_NOT_SET,
            "Section 4.15 and Tables 4-19 and 4-30 give IAR/DAR/OPC as Y/Y/Y where Table 4-42 gives N/N/N.",
            "The active thread is used as the true thread for this count (section 4.15).",
            "It counts a cacheable data request that hit on its first lookup, so secondary misses that later became hits are not counted.",
        ],
        source: "seed 003, Table 4-42 (L2738); section 4.15 (L4106)",
        ..ev("L2D_INSERT_HITS", 0xb1, N, N, N, 4, F, "Count Number of Times an Inserting Data Request Hit in the L2D.")
    },
    Event {
        counters: DUPLICATED,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_LIVE_SPLIT,
            "BUS_MEM_READ_OUTSTANDING = ER_MEM_READ_OUT_HI * 8 + ER_MEM_READ_OUT_LO (Table 4-38); with BUS_MEM_READ it gives the average memory latency (section 4.11.2).",
            "Uncacheable accesses and others that do not go to the L3 are not tracked.",
            "Section 4.15 counts a read from its issue on the FSB until its first data returns to the L2D, while section 4.11.2 counts from the core clock after the request is sent to the arbiter until its first data transfer in the external request logic.",
        ],
        source: "seed 003, Table 4-42 (L2739); section 4.15 (L3540)",
        ..ev("ER_MEM_READ_OUT_HI", 0xb4, N, N, N, 2, F, "Outstanding memory RD transactions")
    },
    Event {
        counters: DUPLICATED,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_LIVE_SPLIT,
            "BUS_MEM_READ_OUTSTANDING = ER_MEM_READ_OUT_HI * 8 + ER_MEM_READ_OUT_LO (Table 4-38); with BUS_MEM_READ it gives the average memory latency (section 4.11.2).",
            "Uncacheable accesses and others that do not go to the L3 are not tracked.",
            "Section 4.15 counts a read from its issue on the FSB until its first data returns to the L2D, while section 4.11.2 counts from the core clock after the request is sent to the arbiter until its first data transfer in the external request logic.",
            "Its section 4.15 definition speaks of \"the Itanium 2 processor\".",
        ],
        source: "seed 003, Table 4-42 (L2740); section 4.15 (L3548)",
        ..ev("ER_MEM_READ_OUT_LO", 0xb5, N, N, N, 7, F, "Outstanding memory RD transactions")
    },
    Event {
        counters: DUPLICATED,
        all_capable: Some(true),
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_ALL_IGNORED,
            NOTE_LIVE_SPLIT,
            "Section 4.15 gives Max Inc/Cyc 2 where Table 4-42 gives 1.",
        ],
        source: "seed 003, Table 4-42 (L2741); section 4.15 (L3580)",
        ..ev("ER_SNOOPQ_REQ_HI", 0xb6, N, N, N, 1, C, "ER Snoop Queue Requests (most significant bit of 4-bit count)")
    },
    Event {
        counters: DUPLICATED,
        all_capable: Some(true),
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_ALL_IGNORED,
            NOTE_LIVE_SPLIT,
            "Its section 4.15 definition says it counts memory read transactions outstanding, evidently copied from ER_MEM_READ_OUT_LO; the title says outstanding snoops.",
        ],
        source: "seed 003, Table 4-42 (L2742); section 4.15 (L3588)",
        ..ev("ER_SNOOPQ_REQ_LO", 0xb7, N, N, N, 7, C, "ER Snoop Queue Requests (least significant three bits of 4-bit count)")
    },
    Event {
        counters: DUPLICATED,
        all_capable: Some(true),
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_ALL_IGNORED,
            "BUS_BRQ_LIVE_REQ = ER_BRQ_LIVE_REQ_HI * 8 + ER_BRQ_LIVE_REQ_LO (Table 4-38); HI holds bits 4:3 and LO bits 2:0.",
            "A read with an L2D victim counts 1 as long as the read or its victim is in the BRQ.",
        ],
        source: "seed 003, Table 4-42 (L2743); section 4.15 (L3516)",
        ..ev("ER_BRQ_LIVE_REQ_HI", 0xb8, N, N, N, 2, C, "BRQ Live Requests (two most-significant-bit of the 5-bit outstanding BRQ request count)")
    },
    Event {
        counters: DUPLICATED,
        all_capable: Some(true),
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_ALL_IGNORED,
            "BUS_BRQ_LIVE_REQ = ER_BRQ_LIVE_REQ_HI * 8 + ER_BRQ_LIVE_REQ_LO (Table 4-38); HI holds bits 4:3 and LO bits 2:0.",
            "A read with an L2D victim counts 1 as long as the read or its victim is in the BRQ.",
        ],
        source: "seed 003, Table 4-42 (L2744); section 4.15 (L3524)",
        ..ev("ER_BRQ_LIVE_REQ_LO", 0xb9, N, N, N, 7, C, "BRQ Live Requests (three least-significant-bit of the 5-bit outstanding BRQ request count)")
    },
    Event {
        counters: DUPLICATED,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            "Entries made in the BRQ for L2D victims are not counted.",
        ],
        source: "seed 003, Table 4-42 (L2745); section 4.15 (L3532)",
        ..ev("ER_BRQ_REQ_INSERTED", 0xba, N, N, N, 1, F, "BRQ Requests Inserted")
    },
    Event {
        counters: DUPLICATED,
        all_capable: Some(true),
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_ALL_IGNORED,
            "Section 4.15 gives Max Inc/Cyc 2 where Table 4-42 gives 1.",
        ],
        source: "seed 003, Table 4-42 (L2746); section 4.15 (L3506)",
        ..ev("ER_BKSNP_ME_ACCEPTED", 0xbb, N, N, N, 1, C, "BacksnoopMe Requests accepted into the BRQ from the L2d (used by the L2d to get itself out of potential forward progress situations)")
    },
    Event {
        counters: DUPLICATED,
        all_capable: Some(true),
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_ALL_IGNORED,
        ],
        source: "seed 003, Table 4-42 (L2747); section 4.15 (L3556)",
        ..ev("ER_REJECT_ALL_L1_REQ", 0xbc, N, N, N, 1, C, "Number of cycles in which the BRQ was rejecting all L1i/L1d requests (for the \"Big Hammer\" forward progress logic)")
    },
    Event {
        counters: DUPLICATED,
        all_capable: Some(true),
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_ALL_IGNORED,
        ],
        source: "seed 003, Table 4-42 (L2748); section 4.15 (L3564)",
        ..ev("ER_REJECT_ALL_L1D_REQ", 0xbd, N, N, N, 1, C, "Number of cycles in which the BRQ was rejecting all L1d requests (for L1d/L1i forward progress)")
    },
    Event {
        counters: DUPLICATED,
        all_capable: Some(true),
        notes: &[
            NOTE_CAUSAL,
            NOTE_CODE_RANGE,
            NOTE_ALL_IGNORED,
        ],
        source: "seed 003, Table 4-42 (L2749); section 4.15 (L3572)",
        ..ev("ER_REJECT_ALL_L1I_REQ", 0xbe, N, N, N, 1, C, "Number of cycles in which the BRQ was rejecting all L1i requests (for L1d/L1i forward progress)")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 0 }),
        notes: &[
            NOTE_L1D_SET,
            "A transfer for an instruction that is never reached (b in a;;b when a faults) is not counted, nor one pending when a thread switch occurs during a DET stall.",
        ],
        source: "seed 003, Table 4-42 (L2750); section 4.15 (L3849)",
        ..ev("L1DTLB_TRANSFER", 0xc0, Y, Y, Y, 1, A, "L1DTLB misses that hit in the L2DTLB for accesses counted in L1D_READS")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 0 }),
        notes: &[
            NOTE_L1D_SET,
            "With the hardware page walker always enabled it equals HPW_DATA_REFERENCES.",
            "It includes misses the L2DTLB did not squash although their instructions did not retire, and a miss pending when a thread switch occurs during a DET stall is not counted.",
        ],
        source: "seed 003, Table 4-42 (L2751); section 4.15 (L4002)",
        ..ev("L2DTLB_MISSES", 0xc1, Y, Y, Y, 4, A, "L2DTLB Misses")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 0 }),
        notes: &[
            NOTE_L1D_SET,
            "Only ports 0 and 1 are measured.",
        ],
        source: "seed 003, Table 4-42 (L2752); section 4.15 (L3857)",
        ..ev("L1D_READS_SET0", 0xc2, Y, Y, Y, 2, A, "L1 Data Cache Reads")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 0 }),
        notes: &[
            NOTE_L1D_SET,
        ],
        source: "seed 003, Table 4-42 (L2757); section 4.15 (L3448)",
        ..ev("DATA_REFERENCES_SET0", 0xc3, Y, Y, Y, 4, A, "Data memory references issued to memory pipeline")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 1 }),
        notes: &[
            NOTE_L1D_SET,
            "Only ports 0 and 1 are measured.",
        ],
        source: "seed 003, Table 4-42 (L2758); section 4.15 (L3865)",
        ..ev("L1D_READS_SET1", 0xc4, Y, Y, Y, 2, A, "L1 Data Cache Reads")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 1 }),
        notes: &[
            NOTE_L1D_SET,
        ],
        source: "seed 003, Table 4-42 (L2759); section 4.15 (L3456)",
        ..ev("DATA_REFERENCES_SET1", 0xc5, Y, Y, Y, 4, A, "Data memory references issued to memory pipeline")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            "It includes references that do not commit, so it may be noisy.",
        ],
        source: "seed 003, Table 4-42 (L2760); section 4.15 (L3434)",
        ..ev("DATA_DEBUG_REGISTER_MATCHES", 0xc6, Y, Y, Y, 1, A, "Data debug register matches data address of memory reference")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 1 }),
        masks: &[
            um("bxxx0", "ALL", "all L1D read misses will be counted."),
            um("bxxx1", "RSE_FILL", "only L1D read misses caused by RSE fills will be counted"),
        ],
        ignored_mask_bits: 0b1110,
        notes: &[
            NOTE_L1D_SET,
            "Only ports 0 and 1 are measured.",
        ],
        source: "seed 003, Table 4-42 (L2761); section 4.15 (L3873, Table 4-84)",
        ..ev("L1D_READ_MISSES", 0xc7, Y, Y, Y, 2, A, "L1 Data Cache Read Misses")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_FLOATING,
            "It is an L1D event outside the L1D sets (Table 4-10).",
        ],
        source: "seed 003, Table 4-42 (L2762); section 4.15 (L3441)",
        ..ev("DATA_EAR_EVENTS", 0xc8, Y, Y, Y, 1, F, "L1 Data Cache EAR Events")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_FLOATING,
            "Section 4.15 gives IAR/DAR/OPC as N/N/N where Table 4-42 gives Y/Y/Y.",
            "It includes inserts for misses whose instructions did not retire.",
        ],
        source: "seed 003, Table 4-42 (L2763); section 4.15 (L3471)",
        ..ev("DTLB_INSERTS_HPW", 0xc9, Y, Y, Y, 4, F, "Hardware Page Walker inserts to DTLB")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 2 }),
        masks: &[
            um("b0000", "ALL", "Back-end was stalled by L1D or FPU"),
            um("b0001", "FPU", "Back-end was stalled by FPU."),
            um("b0010", "L1D", "Back-end was stalled by L1D. This includes all stalls caused by the L1 pipeline (created in the L1D stage of the L1 pipeline which corresponds to the DET stage of the main pipe)."),
            um("b0011", "L1D_FULLSTBUF", "Back-end was stalled by L1D due to store buffer being full"),
            um("b0100", "L1D_PIPE_RECIRC", "Back-end was stalled by L1D due a recirculate"),
            um("b0101", "L1D_HPW", "Back-end was stalled by L1D due to Hardware Page Walker"),
            um("b0110", "---", UNDEFINED),
            um("b0111", "L1D_FILLCONF", "Back-end was stalled by L1D due a store in conflict with a returning fill."),
            um("b1000", "L1D_AR_CR", "Back-end was stalled by L1D due to ar/cr requiring a stall"),
            um("b1001", "L1D_L2BPRESS", "Back-end was stalled by L1D due to L2D Back Pressure"),
            um("b1010", "L1D_TLB", "Back-end was stalled by L1D due to L2DTLB to L1DTLB transfer"),
            um("b1011", "L1D_LDCONF", "Back-end was stalled by L1D due to architectural ordering conflict"),
            um("b1100", "L1D_LDCHK", "Back-end was stalled by L1D due to load check ordering conflict."),
            um("b1101", "L1D_NAT", "Back-end was stalled by L1D due to L1D data return needing recirculated NaT generation."),
            um("b1110", "L1D_STBUFRECIR", "Back-end was stalled by L1D due to store buffer cancel needing recirculate."),
            um("b1111", "L1D_NATCONF", "Back-end was stalled by L1D due to ld8.fill conflict with st8.spill not written to unat."),
        ],
        notes: &[
            NOTE_L1D_SET,
            NOTE_UNPRIORITISED,
        ],
        source: "seed 003, Table 4-42 (L2764); section 4.15 (L2898, Table 4-48)",
        ..ev("BE_L1D_FPU_BUBBLE", 0xca, N, N, N, 1, A, "Full pipe bubbles in main pipe due to FP or L1 dcache")
    },
    Event {
        counters: DUPLICATED,
        all_capable: Some(true),
        notes: &[
            NOTE_FLOATING,
            NOTE_L2D_COUNTERS,
            "Table 4-42 leaves its Type blank; section 4.15 gives F, which is stored here.",
            NOTE_L2D_NOT_SET,
            NOTE_L2D_TRUE_THREAD,
            "It does not count secondary misses; L2D_INSERT_MISSES does.",
        ],
        source: "seed 003, Table 4-42 (L2765); section 4.15 (L4150)",
        ..ev("L2D_MISSES", 0xcb, Y, Y, Y, 1, F, "An L2D miss has been issued to the L3, does not include secondary misses.")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 3 }),
        notes: &[
            NOTE_L1D_SET,
        ],
        source: "seed 003, Table 4-42 (L2766); section 4.15 (L4576)",
        ..ev("LOADS_RETIRED", 0xcd, Y, Y, Y, 4, A, "Retired Loads")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 3 }),
        notes: &[
            NOTE_L1D_SET,
            "A misaligned load that traps is not counted, since only retired loads are.",
        ],
        source: "seed 003, Table 4-42 (L2767); section 4.15 (L4609)",
        ..ev("MISALIGNED_LOADS_RETIRED", 0xce, Y, Y, Y, 4, A, "Retired Misaligned Load Instructions")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 3 }),
        notes: &[
            NOTE_L1D_SET,
        ],
        source: "seed 003, Table 4-42 (L2768); section 4.15 (L5126)",
        ..ev("UC_LOADS_RETIRED", 0xcf, Y, Y, Y, 4, A, "Retired Uncacheable Loads")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 4 }),
        notes: &[
            NOTE_L1D_SET,
            "Only ports 2 and 3 are counted.",
        ],
        source: "seed 003, Table 4-42 (L2769); section 4.15 (L5134)",
        ..ev("UC_STORES_RETIRED", 0xd0, Y, Y, Y, 2, A, "Retired Uncacheable Stores")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 4 }),
        notes: &[
            NOTE_L1D_SET,
            "Only ports 2 and 3 are counted.",
        ],
        source: "seed 003, Table 4-42 (L2770); section 4.15 (L5007)",
        ..ev("STORES_RETIRED", 0xd1, Y, Y, Y, 2, A, "Retired Stores")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 4 }),
        notes: &[
            NOTE_L1D_SET,
            "Only ports 2 and 3 are counted.",
            "A misaligned store that traps is not counted, since only retired stores are.",
        ],
        source: "seed 003, Table 4-42 (L2771); section 4.15 (L4617)",
        ..ev("MISALIGNED_STORES_RETIRED", 0xd2, Y, Y, Y, 2, A, "Retired Misaligned Store Instructions")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 6 }),
        notes: &[
            NOTE_L1D_SET,
            "Its section 4.15 category says L1D set 3, but its note and Table 4-16 say set 6, which is stored here.",
        ],
        source: "seed 003, Table 4-42 (L2772); section 4.15 (L4586)",
        ..ev("LOADS_RETIRED_INTG", 0xd8, Y, Y, Y, 2, A, "Integer Loads retired")
    },
    Event {
        counters: ALL_COUNTERS,
        set: Some(EventSet { unit: "L1D", number: 6 }),
        masks: &[
            um("b0000", "ALL", "Count all NaT'd loads"),
            um("b0001", "VHPT_MISS", "Only loads NaT'd due to VHPT miss"),
            um("b0010", "DEF_TLB_MISS", "Only loads NaT'd due to deferred TLB misses"),
            um("b0011", "DEF_TLB_FAULT", "Only loads NaT'd due to deferred TLB faults"),
            um("b0100", "NAT_CNSM", "Only loads NaT'd due to NaT consumption"),
            um("b0101", "DEF_PSR_ED", "Only loads NaT'd due to effect of PSR.ed"),
        ],
        notes: &[
            NOTE_L1D_SET,
            "Section 4.15 gives OPC N where Table 4-42 gives Y.",
        ],
        source: "seed 003, Table 4-42 (L2773); section 4.15 (L4986, Table 4-125)",
        ..ev("SPEC_LOADS_NATTED", 0xd9, Y, Y, Y, 2, A, "Speculative loads NAT'd")
    },
    Event {
        counters: ALL_COUNTERS,
        mesi: true,
        notes: &[
            NOTE_FLOATING,
            NOTE_MESI_CURRENT_LINE,
        ],
        source: "seed 003, Table 4-42 (L2774); section 4.15 (L4493)",
        ..ev("L3_INSERTS", 0xda, Y, Y, Y, 1, F, "L3 Inserts (allocations)")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_FLOATING,
        ],
        source: "seed 003, Table 4-42 (L2775); section 4.15 (L4544)",
        ..ev("L3_REFERENCES", 0xdb, Y, Y, Y, 1, F, "L3 References")
    },
    Event {
        counters: ALL_COUNTERS,
        notes: &[
            NOTE_FLOATING,
        ],
        source: "seed 003, Table 4-42 (L2776); section 4.15 (L4509)",
        ..ev("L3_MISSES", 0xdc, Y, Y, Y, 1, F, "L3 Misses")
    },
    Event {
        counters: ALL_COUNTERS,
        mesi: true,
        masks: &[
            um("b0000", "---", NOTHING),
            um("b0001", "DINST_FETCH.HIT", "L3 Demand Instruction Fetch Hits"),
            um("b0010", "DINST_FETCH.MISS", "L3 Demand Instruction Fetch Misses"),
            um("b0011", "DINST_FETCH.ALL", "L3 Demand Instruction References"),
            um("b0100", "---", NOTHING),
            um("b0101", "INST_FETCH.HIT", "L3 Instruction Fetch and Prefetch Hits"),
            um("b0110", "INST_FETCH.MISS", "L3 Instruction Fetch and Prefetch Misses"),
            um("b0111", "INST_FETCH.ALL", "L3 Instruction Fetch and Prefetch References"),
            um("b1000", "---", NOTHING),
            um("b1001", "DATA_READ.HIT", "L3 Load Hits (excludes reads for ownership used to satisfy stores)"),
            um("b1010", "DATA_READ.MISS", "L3 Load Misses (excludes reads for ownership used to satisfy stores)"),
            um("b1011", "DATA_READ.ALL", "L3 Load References (excludes reads for ownership used to satisfy stores)"),
            um("b1100", "---", NOTHING),
            um("b1101", "ALL.HIT", "L3 Read Hits"),
            um("b1110", "ALL.MISS", "L3 Read Misses"),
            um("b1111", "ALL.ALL", "L3 Read References"),
        ],
        notes: &[
            NOTE_FLOATING,
            "PMC.MESI qualifies it; set the MESI filter to b1111 to count all (section 4.15).",
        ],
        source: "seed 003, Table 4-42 (L2777); section 4.15 (L4516, Table 4-105)",
        ..ev("L3_READS", 0xdd, Y, Y, Y, 1, F, "L3 Reads")
    },
    Event {
        counters: ALL_COUNTERS,
        mesi: true,
        masks: &[
            um("b00xx", "---", NOTHING),
            um("b0100", "---", NOTHING),
            um("b0101", "DATA_WRITE.HIT", "L3 Store Hits (excludes L2D write backs, includes L3 read for ownership requests that satisfy stores)"),
            um("b0110", "DATA_WRITE.MISS", "L3 Store Misses (excludes L2D write backs, includes L3 read for ownership requests that satisfy stores)"),
            um("b0111", "DATA_WRITE.ALL", "L3 Store References (excludes L2D write backs, includes L3 read for ownership requests that satisfy stores)"),
            um("b1000", "---", NOTHING),
            um("b1001", "L2_WB.HIT", "L2D Write Back Hits"),
            um("b1010", "L2_WB.MISS", "L2D Write Back Misses"),
            um("b1011", "L2_WB.ALL", "L2D Write Back References"),
            um("b1100", "---", NOTHING),
            um("b1101", "ALL.HIT", "L3 Write Hits"),
            um("b1110", "ALL.MISS", "L3 Write Misses"),
            um("b1111", "ALL.ALL", "L3 Write References"),
        ],
        notes: &[
            NOTE_FLOATING,
            NOTE_MESI_CURRENT_LINE,
        ],
        source: "seed 003, Table 4-42 (L2778); section 4.15 (L4551, Table 4-106)",
        ..ev("L3_WRITES", 0xde, Y, Y, Y, 1, F, "L3 Writes")
    },
    Event {
        counters: ALL_COUNTERS,
        mesi: true,
        notes: &[
            NOTE_FLOATING,
            NOTE_MESI_CURRENT_LINE,
            "Clean exclusive or shared lines and clean castouts may also be counted, depending on platform settings.",
        ],
        source: "seed 003, Table 4-42 (L2779); section 4.15 (L4501)",
        ..ev("L3_LINES_REPLACED", 0xdf, N, N, N, 1, F, "L3 Cache Lines Replaced")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 0 }),
        all_capable: Some(true),
        masks: &[
            um("b0000", "RECIRC", "a recirculate was cancelled due h/w limitations on recirculate issue rate. This is the combination of following subevents that were available separately in the Itanium® 2 processor: RECIRC_OVER_SUB: (caused by a recirculate oversubscription) DIDNT_RECIRC: (caused because it did not recirculate) WEIRD: (counts the cancels caused by attempted 5-cycle bypasses for non-aligned accesses and bypasses blocking recirculates for too long)"),
            um("b0001", "CANC_L2M_TO_L2C_ST", "caused by a canceled store in L2M,L2D or L2C. This is the combination of following subevents that were available separately in the Itanium 2 processor: CANC_L2M_ST: (caused by canceled store in L2M) CANC_L2D_ST: (caused by canceled store in L2D) CANC_L2C_ST: (caused by canceled store in L2C)"),
            um("b0010", "L2A_ST_MAT", "canceled due to an uncanceled store match in L2A"),
            um("b0011", "L2M_ST_MAT", "canceled due to an uncanceled store match in L2M"),
            um("b0100", "L2D_ST_MAT", "canceled due to an uncanceled store match in L2D"),
            um("b0101", "L2C_ST_MAT", "canceled due to an uncanceled store match in L2C"),
            um("b0110", "ACQ", "caused by an acquire somewhere in Ozq or ER."),
            um("b0111", "REL", "a release was cancelled due to some other operation"),
            um("b1000", "BANK_CONF", "a bypassed L2D hit operation had a bank conflict with an older sibling bypass or an older operation in the L2D pipeline."),
            um("b1001", "SEMA", "a semaphore op was cancelled for various ordering or h/w restriction reasons. This is the combination of following subevents that were available separately in the Itanium® 2 processor: SEM: (a semaphore) CCV: (a CCV)"),
            um("b1010", "OVER_SUB", "a high Ozq issue rate resulted in the L2D having to cancel due to hardware restrictions. This is the combination of following subevents that were available separately in the Itanium 2 processor: OVER_SUB: (oversubscription) L1DF_L2M: (L1D fill in L2M)"),
            um("b1011", "OZQ_PREEMPT", "an L2D fill return conflicted with, and cancelled, an ozq request for various reasons. Formerly known as L1_FILL_CONF."),
            um("b1100", "WB_CONF", "an OZQ request conflicted with an L2D data array read for a writeback. This is the combination of following subevents that were available separately in the Itanium 2 processor: READ_WB_CONF: (a write back conflict) ST_FILL_CONF: (a store fill conflict)"),
            um("b1101", "MISC_ORDER", "a sync.i or mf.a . This is the combination of following subevents that were available separately in the Itanium 2 processor: SYNC: (caused by sync.i) MFA: (a memory fence instruction)"),
            um("b1110", "FILL_ST_CONF", "an OZQ store conflicted with a returning L2D fill"),
            um("b1111", "OZDATA_CONF", "an OZQ operation that needed to read the OZQ data buffer conflicted with a fill return that needed to do the same."),
        ],
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_L2D_TRUE_THREAD,
            "Only one of L2D_OZQ_CANCELS0 and L2D_OZQ_CANCELS1 may be counted at a time.",
            "Table 4-19 calls it L2D_OZQ_CANCEL0.",
        ],
        source: "seed 003, Table 4-42 (L2780); section 4.15 (L4198, Table 4-94)",
        ..ev("L2D_OZQ_CANCELS0", 0xe0, Y, Y, Y, 4, F, "L2D OZQ cancels (Set 0)")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 0 }),
        all_capable: Some(true),
        masks: &[
            um("bxx00", "ANY", "counts the total OZ Queue cancels"),
            um("bxx01", "LATE_SPEC_BYP", "counts the late cancels caused by speculative bypasses"),
            um("bxx10", "SIBLING_ACQ_REL", "counts the late cancels caused by releases and acquires in the same issue group. This is the combination of following subevents that were available separately in the Itanium® 2 processor: LATE_ACQUIRE: (late cancels caused by acquires) LATE_RELEASE: (late cancels caused by releases)"),
            um("bxx11", "LATE_BYP_EFFRELEASE", "counts the late cancels caused by L1D to L2A bypass effective releases"),
        ],
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_L2D_TRUE_THREAD,
            "Only one of L2D_OZQ_CANCELS0 and L2D_OZQ_CANCELS1 may be counted at a time.",
            "Table 4-19 calls it L2D_OZQ_CANCEL1.",
            "Its unit-mask table is titled \"Table 4-95. Unit Masks for L2D_OZQ_CANCELS0\" but sits on this event's page.",
        ],
        source: "seed 003, Table 4-42 (L2781); section 4.15 (L4230, Table 4-95)",
        ..ev("L2D_OZQ_CANCELS1", 0xe2, Y, Y, Y, 4, F, "L2D OZQ cancels (Set 1)")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 0 }),
        all_capable: Some(false),
        masks: &[
            um("b0000", "THIS", "L2D OZQ is full. NOTE: Not .all capable."),
            um("b0001", "---", UNDEFINED),
            um("b001x", "---", UNDEFINED),
            um("b01xx", "---", UNDEFINED),
            um("b1xxx", "---", UNDEFINED),
        ],
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            "Table 4-42 gives it two codes, 0xe1 and 0xe3; code holds 0xe1 (the code section 4.15 gives) and lookup() maps 0xe3 to it too.",
            NOTE_L2D_ACTIVE_APPROX,
            NOTE_NOT_ALL_CAPABLE,
            "Table 4-96's row b0001-b1111 is stored as the patterns b0001, b001x, b01xx and b1xxx.",
        ],
        source: "seed 003, Table 4-42 (L2782); section 4.15 (L4246, Table 4-96)",
        ..ev("L2D_OZQ_FULL", 0xe1, N, N, N, 1, F, "L2D OZQ is full")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 1 }),
        masks: &[
            um("bxx00", "L2_DATA1", "Count only L2D hit data bypasses (L1D to L2A). NOTE: Not .all capable."),
            um("bxx01", "L2_DATA2", "Count only L2D hit data bypasses (L1W to L2I). NOTE: Not .all capable."),
            um("bxx10", "L3_DATA1", "Count only L3 data bypasses (L1D to L2A). NOTE: Is .all capable."),
            um("bxx11", "---", NOTHING),
        ],
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_L2D_TRUE_THREAD,
            ".all support depends on the umask: L2_DATA1 and L2_DATA2 are not .all capable and L3_DATA1 is (Table 4-87); Table 4-19 gives Y/N.",
            "Table 4-19 gives Max Inc/Cyc 1 where Table 4-42, Table 4-22 and section 4.15 give 4.",
            "It counts only successful bypasses, and how many occurred, not just whether one did.",
        ],
        source: "seed 003, Table 4-42 (L2783); section 4.15 (L4023, Table 4-87)",
        ..ev("L2D_BYPASS", 0xe4, Y, Y, Y, 4, F, "Count bypasses")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 1 }),
        all_capable: Some(false),
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_L2D_ACTIVE_APPROX,
            NOTE_NOT_ALL_CAPABLE,
            "Effective releases include architected .rel instructions and loads and stores to the same 4-byte chunk.",
        ],
        source: "seed 003, Table 4-42 (L2784); section 4.15 (L4260)",
        ..ev("L2D_OZQ_RELEASE", 0xe5, N, N, N, 1, F, "Clocks with release ordering attribute existed in L2D OZQ")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 2 }),
        all_capable: Some(true),
        masks: &[
            um("bxx00", "---", NOTHING),
            um("bxx01", "READS", "count only data read and semaphore operations."),
            um("bxx10", "WRITES", "count only data write and semaphore operations"),
            um("bxx11", "ALL", "count both read and write operations (semaphores will count as 2)"),
        ],
        ignored_mask_bits: 0b1100,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_L2D_ACTIVE_TRUE,
            "A semaphore counts as one read and one write.",
        ],
        source: "seed 003, Table 4-42 (L2785); section 4.15 (L4268, Table 4-97)",
        ..ev("L2D_REFERENCES", 0xe6, Y, Y, Y, 4, F, "Data read/write access to L2D")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 3 }),
        all_capable: Some(false),
        masks: &[
            um("bx000", "INV_L3_BYP", "L2D cancelled a bypass because it did not commit, or was not a valid opcode to bypass, or was not a true miss of L2D (either hit, recirc, or limbo) NOTE: Active thread is accurate."),
            um("bx001", "SPEC_L3_BYP", "L2D cancelled speculative L3 bypasses because it was not a WB memory attribute or it was an effective release. NOTE: Active thread is accurate."),
            um("bx010", "ANY", "count cancels due to any reason. This umask will count more than the sum of all the other umasks. It will count things that weren't committed accesses when they reached L1w, but the L2D attempted to bypass them to the L3 anyway (speculatively). This will include accesses made repeatedly while the main pipeline is stalled and the L1d is attempting to recirculate an access down the L1d pipeline. Thus, an access could get counted many times before it really does get bypassed to the L3. It is a measure of how many times we asserted a request to the L3 but didn't confirm it. NOTE: Active thread is accurate."),
            um("bx011", "ER_REJECT", "Count only requests that were rejected by ER NOTE: Active thread is accurate."),
            um("bx100", "P2_COV_SNP_TEM", "A snoop saw an L2D tag error and missed NOTE: Active thread is approximation."),
            um("bx101", "P2_COV_SNP_VIC", "A snoop hit in the L1D victim buffer NOTE: Active thread is approximation."),
            um("bx110", "P2_COV_SNP_FILL_NOSNP", "A snoop and a fill to the same address reached the L2D within a 3 cycle window of each other or a snoop hit a nosnoops entry in Ozq. NOTE: Active thread is approximation."),
            um("bx111", "TAIL_TRANS_DIS", "Count the number of cycles that either transform to prefetches or Ozq tail collapse have been dynamically disabled. This would indicate that memory contention has lead the L2D to throttle request to prevent livelock scenarios. NOTE: Active thread is approximation."),
        ],
        ignored_mask_bits: 0b1000,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_NOT_ALL_CAPABLE,
            "Umasks bx000-bx011 use the true thread of the access and bx100-bx111 the active thread as an approximation.",
            "Table 4-24 and the L2D_OZDB_FULL page call it L2D_L3_ACCESS_CANCEL.",
        ],
        source: "seed 003, Table 4-42 (L2786); section 4.15 (L4130, Table 4-91)",
        ..ev("L2D_L3ACCESS_CANCEL", 0xe8, Y, Y, Y, 1, F, "Canceled L3 accesses")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 3 }),
        all_capable: Some(true),
        masks: &[
            um("b0000", "THIS", "L2D OZ Data Buffer is full"),
            um("b0001", "---", UNDEFINED),
            um("b001x", "---", UNDEFINED),
            um("b01xx", "---", UNDEFINED),
            um("b1xxx", "---", UNDEFINED),
        ],
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_L2D_ACTIVE_APPROX,
            "Table 4-93's row b0001-b1111 is stored as the patterns b0001, b001x, b01xx and b1xxx.",
        ],
        source: "seed 003, Table 4-42 (L2791); section 4.15 (L4176, Table 4-93)",
        ..ev("L2D_OZDB_FULL", 0xe9, N, N, N, 1, F, "L2D OZ data buffer is full")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 4 }),
        masks: &[
            um("b00x0", "RECIRC", "Counts inserts into OzQ due to a recirculate. The recirculate due to secondary misses or various other conflicts NOTE: Active Thread is Accurate. Is .all capable."),
            um("b00x1", "LIMBO", "Count operations that went into the LIMBO Ozq state. This state is entered when the the op sees a FILL_HIT or OZQ_MISS event. NOTE: Active Thread is Accurate. Is .all capable."),
            um("b0100", "TAG_NOTOK", "Count only those caused by L2D hits caused by in flight snoops, stores with a sibling miss to the same index, sibling probe to the same line or a pending mf.a instruction. This count can usually be ignored since its events are rare, unpredictable, and/or show up in one of the other events. NOTE: Active Thread is Accurate. Not .all capable."),
            um("b0101", "TRAN_PREF", "Count only those caused by L2D miss requests that transformed to prefetches NOTE: Active Thread is Approximation. Not .all capable."),
            um("b0110", "SNP_OR_L3", "Count only those caused by a snoop or L3 issue. NOTE: Active Thread is Approximation. Not .all capable."),
            um("b0111", "TAG_OK", "Count operations that inserted to Ozq as a hit. Thus it was NOT forced to recirculate. Likely identical to L2D_INSERT_HITS. NOTE: Active Thread is Accurate. Not .all capable."),
            um("b1000", "FILL_HIT", "Count only those caused by an L2D miss which hit in the fill buffer. NOTE: Active Thread is Accurate. Is .all capable."),
            um("b1001", "FRC_RECIRC", "Caused by an L2D miss when a force recirculate already existed in the Ozq. NOTE: Active Thread is Accurate. Is .all capable."),
            um("b1010", "SAME_INDEX", "Caused by an L2D miss when a miss to the same index was in the same issue group. NOTE: Active Thread is Accurate. Is .all capable."),
            um("b1011", "OZQ_MISS", "Caused by an L2D miss when an L2D miss was already in the OZQ. NOTE: Active Thread is Accurate. Is .all capable."),
            um("b1100", "L1W", "Count only those caused by a L2D miss one cycle ahead of the current op. NOTE: Active Thread is Accurate. Is .all capable."),
            um("b1101", "SECONDARY_READ", "Caused by L2D read op that saw a miss to the same address in OZQ, L2 fill buffer, or one cycle ahead in the main pipeline. NOTE: Active Thread is Accurate. Is .all capable."),
            um("b1110", "SECONDARY_WRITE", "Caused by L2D write op that saw a miss to the same address in OZQ, L2 fill buffer, or one cycle ahead in the main pipeline. NOTE: Active Thread is Accurate. Is .all capable."),
            um("b1111", "SECONDARY_ALL", "Caused by any L2D op that saw a miss to the same address in OZQ, L2 fill buffer, or one cycle ahead in the main pipeline. NOTE: Active Thread is Accurate. Is .all capable."),
        ],
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            ".all support and thread accuracy depend on the umask (Table 4-90): TAG_NOTOK, TRAN_PREF, SNP_OR_L3 and TAG_OK are not .all capable, the others are; TRAN_PREF and SNP_OR_L3 use the active thread as an approximation.",
        ],
        source: "seed 003, Table 4-42 (L2792); section 4.15 (L4074, Table 4-90)",
        ..ev("L2D_FORCE_RECIRC", 0xea, Y, Y, Y, 4, F, "Forced recirculates")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 4 }),
        all_capable: Some(true),
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_L2D_TRUE_THREAD,
            "Adding L2D_OZQ_CANCELS0.RECIRC gives how often the L2D tried to issue a recirculate (L2D_RECIRC_ATTEMPTS, Table 4-20).",
        ],
        source: "seed 003, Table 4-42 (L2793); section 4.15 (L4122)",
        ..ev("L2D_ISSUED_RECIRC_OZQ_ACC", 0xeb, Y, Y, Y, 1, F, "Counts number of attempted OZQ recirculates back to L1D")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 5 }),
        all_capable: Some(true),
        masks: &[
            um("b0xxx", "ANY", "Valid line replaced when invalid line is available"),
        ],
        ignored_mask_bits: 0b0111,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_L2D_ACTIVE_APPROX,
            "Table 4-19 calls it L2DBAD_LINES_SELECTED.",
        ],
        source: "seed 003, Table 4-42 (L2794); section 4.15 (L4010, Table 4-86)",
        ..ev("L2D_BAD_LINES_SELECTED", 0xec, Y, Y, Y, 4, F, "Valid line replaced when invalid line is available")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 5 }),
        all_capable: Some(true),
        masks: &[
            um("b0xxx", "ANY", "Store hit a shared line"),
        ],
        ignored_mask_bits: 0b0111,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_L2D_ACTIVE_APPROX,
        ],
        source: "seed 003, Table 4-42 (L2795); section 4.15 (L4284, Table 4-98)",
        ..ev("L2D_STORE_HIT_SHARED", 0xed, Y, Y, Y, 2, F, "Store hit a shared line")
    },
    Event {
        counters: DUPLICATED,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_NO_PAGE,
            "No L2D set table lists it, so whether it is set restricted is unknown.",
        ],
        source: "seed 003, Table 4-42 (L2796); no section 4.15 page",
        ..ev("TAGGED_L2D_RETURN_PORT", 0xee, Y, Y, Y, 1, F, "Tagged L2D Return Ports 0-3")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 6 }),
        all_capable: Some(true),
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            "Table 4-27 marks it TrueThrd but section 4.15 says it uses the active thread as an approximation.",
        ],
        source: "seed 003, Table 4-42 (L2797); section 4.15 (L4190)",
        ..ev("L2D_OZQ_ACQUIRE", 0xef, N, N, N, 1, F, "Clocks with acquire ordering attribute existed in L2D OZQ")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 7 }),
        all_capable: Some(false),
        masks: &[
            um("bx000", "INT_LOAD", "Count only valid integer loads, including ld16."),
            um("bx001", "FP_LOAD", "Count only valid floating-point loads"),
            um("bx010", "RMW", "Count only valid read_modify_write stores and semaphores including cmp8xchg16."),
            um("bx011", "STORE", "Count only valid non-read_modify_write stores, including st16."),
            um("bx1x0", "LFETCH", "Count only lfetch operations."),
            um("bx1x1", "OTHER", "Count only valid non-load, no-store accesses that are not listed above."),
        ],
        ignored_mask_bits: 0b1000,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_L2D_TRUE_THREAD,
            NOTE_NOT_ALL_CAPABLE,
        ],
        source: "seed 003, Table 4-42 (L2798); section 4.15 (L4158, Table 4-92)",
        ..ev("L2D_OPS_ISSUED", 0xf0, Y, Y, Y, 4, F, "Different operations issued by L2D")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 7 }),
        all_capable: Some(false),
        masks: &[
            um("b0000", "THIS", "L2D Fill buffer is full. NOTE: Not .all capable."),
            um("b0001", "---", UNDEFINED),
            um("b001x", "---", UNDEFINED),
            um("b01xx", "---", UNDEFINED),
            um("b1xxx", "---", UNDEFINED),
        ],
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_L2D_ACTIVE_APPROX,
            NOTE_NOT_ALL_CAPABLE,
            "Table 4-88's row b0001-b1111 is stored as the patterns b0001, b001x, b01xx and b1xxx.",
        ],
        source: "seed 003, Table 4-42 (L2799); section 4.15 (L4041, Table 4-88)",
        ..ev("L2D_FILLB_FULL", 0xf1, N, N, N, 1, F, "L2D Fill buffer is full")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 8 }),
        all_capable: Some(true),
        masks: &[
            um("bx000", "M", "Modified"),
            um("bx001", "E", "Exclusive"),
            um("bx010", "S", "Shared"),
            um("bx011", "I", "Invalid"),
            um("bx1xx", "P", "Pending"),
        ],
        ignored_mask_bits: 0b1000,
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_L2D_TRUE_THREAD,
            "Section 4.15 gives IAR/DAR/OPC as N/N/N where Table 4-42 gives Y/Y/Y.",
            "The I and P fill states correspond to in-flight snoop versus fill conflicts.",
        ],
        source: "seed 003, Table 4-42 (L2800); section 4.15 (L4055, Table 4-89)",
        ..ev("L2D_FILL_MESI_STATE", 0xf2, Y, Y, Y, 1, F, "MESI state of L2D fills")
    },
    Event {
        counters: DUPLICATED,
        set: Some(EventSet { unit: "L2D", number: 8 }),
        all_capable: Some(true),
        masks: &[
            um("b0000", "THIS", "L2D victim buffer is full"),
            um("b0001", "---", UNDEFINED),
            um("b001x", "---", UNDEFINED),
            um("b01xx", "---", UNDEFINED),
            um("b1xxx", "---", UNDEFINED),
        ],
        notes: &[
            NOTE_FLOATING,
            NOTE_CODE_RANGE,
            NOTE_L2D_SET,
            NOTE_L2D_ACTIVE_APPROX,
            "Table 4-99's row b0001-b1111 is stored as the patterns b0001, b001x, b01xx and b1xxx.",
        ],
        source: "seed 003, Table 4-42 (L2801); section 4.15 (L4299, Table 4-99)",
        ..ev("L2D_VICTIMB_FULL", 0xf3, N, N, N, 1, F, "L2D victim buffer is full")
    },
];
