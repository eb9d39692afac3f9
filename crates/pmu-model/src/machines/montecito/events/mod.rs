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

mod rows_00_7f;
mod rows_80_bf;
mod rows_c0_ff;

/// Every row of Table 4-42, in its order: the table is kept in three files by event code
/// (0x00-0x7f, 0x80-0xbf, 0xc0-0xff), joined here at compile time.
pub static EVENTS: &[Event] = &ROWS;

const ROW_COUNT: usize = rows_00_7f::ROWS.len() + rows_80_bf::ROWS.len() + rows_c0_ff::ROWS.len();

static ROWS: [Event; ROW_COUNT] = concat([rows_00_7f::ROWS, rows_80_bf::ROWS, rows_c0_ff::ROWS]);

/// The parts of the table, one after the other, as one array of `N` rows.
const fn concat<const N: usize>(parts: [&[Event]; 3]) -> [Event; N] {
    let mut rows = [Event::EMPTY; N];
    let mut n = 0;
    let mut p = 0;
    while p < parts.len() {
        let mut i = 0;
        while i < parts[p].len() {
            rows[n] = parts[p][i];
            n += 1;
            i += 1;
        }
        p += 1;
    }
    assert!(n == N, "the parts hold ROW_COUNT rows");
    rows
}
