//! SPARC T4 event catalogue: the sl groups of TABLE 10-2 (seed 000, lines 76-258), one
//! [`Event`] per sl value, with the named mask rows, the "Any other value" text, the mask
//! bits each group ignores, the Precise Event and Virtual processor-specific columns, and
//! the footnotes that the rows cite.
//!
//! What the seed lacks, and how it is handled:
//! - TABLE 10-2 (8 of 8) is missing. It held the sl 28 row (and whatever sl 29-31 are) and,
//!   it seems, footnotes 1-5: the text jumps from the sl 27 row (line 258) to footnote 6
//!   (line 260). sl 28 is modelled from the programming note "(sl 28)" (line 269), with its
//!   mask names taken from an outside source (Solaris' T4 cpc backend), marked as such.
//! - So the texts of the footnotes marked ¹ (sl 11), ² (sl 18), ³ (sl 23) and ⁵ (sl 3
//!   mask 02₁₆, the FGU + crypto instruction list) are not in the seed; the notes say so
//!   instead of guessing. TABLE 10-1 has its own footnotes 1 and 2 (lines 67-68, on
//!   `PCR.ntc` and `PCR.toe`); they do not fit these rows and are kept with the PCR fields.
//! - The cross-strand rows carry the marker ⁴, but the text that explains them, with the
//!   example "fetch-0-all cycles (PCR.sl=8, PCR.mask=2₁₆)", is numbered 13 (line 267). The
//!   PDF conversion garbled the numbering; the rows get footnote 13's text.
//! - Footnote 12 (micro-ops, line 266) is cited by no row the seed shows; it is attached to
//!   sl 28 (Commit micro-ops), whose row is on the missing page.
//!
//! The footnote texts follow the seed word for word, except that the PDF conversion's
//! "ZZ16" and "PCR.mask=216" are written ZZ₁₆ and PCR.mask=2₁₆.

use crate::event::{Event, Mask};

/// TABLE 10-2 footnote 6 (seed 000 line 260).
macro_rules! footnote_6 {
    () => {
        "The following instructions are counted as loads, where the _0XZZ suffix denotes \
         an alternate-form load with an ASI value of ZZ₁₆: LDD, LDDA_0X14, LDDA_0X15, \
         LDDA_0X1C, LDDA_0X1D, LDDA_0X22, LDDA_0X23, LDDA_0X26, LDDA_0X27, LDDA_0X2A, \
         LDDA_0X2B, LDDA_0X2E, LDDA_0X2F, LDDA_0X80, LDDA_0X82, LDDA_0X88, LDDA_0X8B, \
         LDDA_0XE2, LDDA_0XE3, LDDA_0XEA, LDDA_0XEB, LDDF, LDDFA_0X16, LDDFA_0X1E, \
         LDDFA_0X4, LDDFA_0X80, LDDFA_0X88, LDDFA_0X89, LDDFA_0X8A, LDDFA_0XC, \
         LDDFA_0XD0, LDDFA_0XDA, LDDFA_0XF0, LDDFA_0XF8, LDF, LDFA_0X15, LDFA_0X1D, \
         LDFA_0X4, LDFA_0X80, LDFA_0X81, LDFA_0X82, LDFA_0X83, LDFA_0X88, LDFA_0X89, \
         LDFA_0X8B, LDFA_0XC, LDFSR, LDSB, LDSBA_0X14, LDSBA_0X15, LDSBA_0X1C, \
         LDSBA_0X1D, LDSBA_0X31, LDSBA_0X4, LDSBA_0X80, LDSBA_0X81, LDSBA_0X88, \
         LDSBA_0X8B, LDSBA_0XC, LDSH, LDSHA_0X14, LDSHA_0X1C, LDSHA_0X1D, LDSHA_0X36, \
         LDSHA_0X38, LDSHA_0X39, LDSHA_0X3E, LDSHA_0X80, LDSHA_0X82, LDSHA_0X83, \
         LDSHA_0X88, LDSHA_0X8A, LDSHA_0X8B, LDSW, LDSWA_0X14, LDSWA_0X15, LDSWA_0X1C, \
         LDSWA_0X1D, LDSWA_0X36, LDSWA_0X80, LDSWA_0X83, LDSWA_0X88, LDSWA_0X89, \
         LDSWA_0X8B, LDUBA_0X14, LDUBA_0X15, LDUBA_0X1C, LDUBA_0X1D, LDUBA_0X30, \
         LDUBA_0X38, LDUBA_0X4, LDUBA_0X80, LDUBA_0X88, LDUBA_0X8B, LDUH, LDUHA_0X14, \
         LDUHA_0X15, LDUHA_0X1C, LDUHA_0X1D, LDUHA_0X39, LDUHA_0X3E, LDUHA_0X4, \
         LDUHA_0X80, LDUHA_0X83, LDUHA_0X88, LDUHA_0XC, LDUW, LDUWA_0X14, LDUWA_0X15, \
         LDUWA_0X1C, LDUWA_0X1D, LDUWA_0X31, LDUWA_0X39, LDUWA_0X3E, LDUWA_0X4, \
         LDUWA_0X80, LDUWA_0X81, LDUWA_0X82, LDUWA_0X83, LDUWA_0X88, LDUWA_0X89, \
         LDUWA_0X8A, LDUWA_0X8B, LDUWA_0XC, LDX, LDXA_0X14, LDXA_0X15, LDXA_0X1C, \
         LDXA_0X1D, LDXA_0X4, LDXA_0X41, LDXA_0X63, LDXA_0X80, LDXA_0X81, LDXA_0X82, \
         LDXA_0X83, LDXA_0X88, LDXA_0X89, LDXA_0X8B, LDXA_0XC, RDASI, RDASR, RDCCR, \
         RDFPRS, RDGSR, RDHPR, RDPR, RDTICK, and RDY."
    };
}

/// TABLE 10-2 footnote 7 (seed 000 line 261).
macro_rules! footnote_7 {
    () => {
        "The following instructions are counted as stores, where the _0XZZ suffix denotes \
         an alternate-form store with an ASI value of ZZ₁₆: FLUSH, MEMBAR except MEMBAR \
         #Lookaside and MEMBAR #LoadStore, STBA_0X14, STBA_0X15, STBA_0X1C, STBA_0X1D, \
         STBA_0X30, STBA_0X31, STBA_0X36, STBA_0X38, STBA_0X39, STBA_0X3E, STBA_0X4, \
         STBA_0X80, STBA_0X81, STBA_0X88, STBA_0X89, STBA_0XC, STBAR, STD, STDA_0X14, \
         STDA_0X15, STDA_0X1C, STDA_0X1D, STDA_0X27, STDA_0X2F, STDA_0X4, STDA_0X80, \
         STDA_0X88, STDA_0XEA, STDA_0XEB, STDF, STDFA_0X17, STDFA_0X4, STDFA_0X80, \
         STDFA_0X88, STDFA_0X89, STDFA_0XC0, STDFA_0XC2, STDFA_0XC4, STDFA_0XC8, \
         STDFA_0XCA, STDFA_0XCB, STDFA_0XCC, STDFA_0XD1, STDFA_0XD3, STDFA_0XD9, \
         STDFA_0XE0, STDFA_0XF0, STDFA_0XF8, STDFA_0XF9, STF, STFA_0X14, STFA_0X15, \
         STFA_0X1C, STFA_0X4, STFA_0X80, STFA_0X81, STFA_0X88, STFA_0X89, STFA_0XC, \
         STFSR, STHA_0X14, STHA_0X15, STHA_0X1C, STHA_0X1D, STHA_0X30, STHA_0X31, \
         STHA_0X4, STHA_0X80, STHA_0X88, STHA_0XC, STW, STWA_0X14, STWA_0X15, STWA_0X1C, \
         STWA_0X1D, STWA_0X38, STWA_0X4, STWA_0X80, STWA_0X81, STWA_0X88, STWA_0XC, STX, \
         STXA_0X14, STXA_0X15, STXA_0X1C, STXA_0X1D, STXA_0X22, STXA_0X23, STXA_0X26, \
         STXA_0X27, STXA_0X2A, STXA_0X2B, STXA_0X2E, STXA_0X2F, STXA_0X41, STXA_0X73, \
         STXA_0X80, STXA_0X81, STXA_0X88, STXA_0XC, STXA_0XE2, STXA_0XE3, STXA_0XEA, \
         STXA_0XEB, STXA_0XF2, STXA_0XF3, STXA_0XFA, and STXA_0XFB."
    };
}

/// TABLE 10-2 footnote 8 (seed 000 line 262).
macro_rules! footnote_8 {
    () => {
        "The following instructions are counted as SPR ring ops, where the _0XZZ suffix \
         denotes an alternate-form load or store with an ASI value of ZZ₁₆: LDXA_0X20, \
         LDXA_0X21, LDXA_0X25, LDXA_0X45, LDXA_0X48, LDXA_0X49, LDXA_0X4C, LDXA_0X4E, \
         LDXA_0X4F, LDXA_0X52, LDXA_0X54, LDXA_0X58, LDXA_0X64, LDXA_0X74, LDXA_0XB0, \
         STXA_0X20, STXA_0X21, STXA_0X25, STXA_0X42, STXA_0X45, STXA_0X4C, STXA_0X4E, \
         STXA_0X4F, STXA_0X50, STXA_0X52, STXA_0X54, STXA_0X57, STXA_0X58, STXA_0X5C, \
         STXA_0X5F, STXA_0X64, STXA_0X72, STXA_0XB0, WRASI, WRASR, WRCCR, WRFPRS, WRGSR, \
         WRHPR, WRPAUSE, WRPR, and WRY. Accesses to STICK_ENABLE do not go onto the SPR \
         ring but are still counted as SPR ring ops."
    };
}

/// TABLE 10-2 footnote 9 (seed 000 line 263).
macro_rules! footnote_9 {
    () => {
        "All other instructions: ADD, ADDCcc, ADDXCcc, ALLCLEAN, AND, ANDcc, ANDN, \
         ANDNcc, CASA, CASXA, DONE, FLUSHW, HALT, INVALIDW, LDSTUB, LDSTUBA, MEMBAR \
         #Lookaside, MEMBAR #LoadStore, MOVdTOX, MOVFN, MOVR, MOVxTOd, NOP, NORMALW, OR, \
         ORcc, ORNcc, OTHERW, PREFETCH, PREFETCHA, RDCFR, RDPC, RESTORED, RETRY, SAVE, \
         SAVED, SETHI_%G0, SIAM, SLLX, SRAX, SRLX, SUB, SUBcc, SUBCcc, SWAP, SWAPA, \
         TADDcc, TADDccTV, TN, TSUBcc, TSUBccTV, WRCFR, XNOR, XNORcc, XOR, and XORcc."
    };
}

/// TABLE 10-2 footnote 10 (seed 000 line 264).
macro_rules! footnote_10 {
    () => {
        "Once SPARC T4 detects a mispredicted branch at branch execution time, it \
         computes the correct path address and starts fetching down that path. However, \
         instructions wait at the SEL pipe stage until the mispredicted branch (and its \
         delay slot, if any) commit. This mask value counts cycles that the strand is \
         stalled with correct path instructions ready to be issued but waiting on commit \
         to catch up to the mispredicted branch."
    };
}

/// TABLE 10-2 footnote 11 (seed 000 line 265).
macro_rules! footnote_11 {
    () => {
        "A duplicate miss is a miss for which another thread has already missed in the \
         cache for the line, and the cache fill is pending. SPARC T4 does not count \
         duplicate I-cache misses but does count duplicate D-cache misses."
    };
}

/// TABLE 10-2 footnote 12 (seed 000 line 266).
macro_rules! footnote_12 {
    () => {
        "The vast majority of SPARC instructions are decoded into one micro-op. Notable \
         exceptions include block loads and stores, which have 8 micro-ops each, and twin \
         loads, which have 2 micro-ops each."
    };
}

/// TABLE 10-2 footnote 13 (seed 000 line 267).
macro_rules! footnote_13 {
    () => {
        "These events cross strands. However, each strand's PCR determines which events \
         will be counted based upon only that strand's privilege level. For example, if \
         only strands 0 and 1 are active, PCR0 is set to count fetch-0-all cycles \
         (PCR.sl=8, PCR.mask=2₁₆) in user and privilege modes, strand 1 is in \
         hyperprivileged mode, and neither strand fetches an instruction during a given \
         cycle, that cycle will be counted in strand 0's PCR. In general, specifying \
         privilege modes is not useful for these events, so software should set PCRx.ut, \
         PCRx.st, and PCRx.ht to 1 when counting these events."
    };
}

/// Footnote 6: the instructions counted as loads (sl 3, mask 04₁₆).
pub const FOOTNOTE_6_LOADS: &str = footnote_6!();
/// Footnote 7: the instructions counted as stores (sl 3, mask 08₁₆).
pub const FOOTNOTE_7_STORES: &str = footnote_7!();
/// Footnote 8: the instructions counted as SPR ring ops (sl 3, mask 10₁₆).
pub const FOOTNOTE_8_SPR_RING_OPS: &str = footnote_8!();
/// Footnote 9: all other instructions (sl 3, mask 20₁₆).
pub const FOOTNOTE_9_OTHER_INSTRUCTIONS: &str = footnote_9!();
/// Footnote 10: Sel-pipe-drain-cycles explained (sl 1, mask 01₁₆).
pub const FOOTNOTE_10_PIPE_DRAIN: &str = footnote_10!();
/// Footnote 11: duplicate misses (sl 5, mask 01₁₆).
pub const FOOTNOTE_11_DUPLICATE_MISS: &str = footnote_11!();
/// Footnote 12: micro-ops.
pub const FOOTNOTE_12_MICRO_OPS: &str = footnote_12!();
/// Footnote 13: events that cross strands (the rows marked ⁴: sl 8 mask 02₁₆, sl 9, sl 20
/// mask 10₁₆).
pub const FOOTNOTE_13_CROSS_STRANDS: &str = footnote_13!();

/// What the notes say where a row's footnote text is not in the seed.
macro_rules! missing_footnote {
    ($n:literal, $row:literal) => {
        concat!(
            "Footnote ",
            $n,
            " (",
            $row,
            "): its text is not in the seed, which lacks TABLE 10-2 (8 of 8); the footnote \
             list it has starts at footnote 6 (line 260)."
        )
    };
}

/// Every PCR may select every event, and "Each PCR controls its corresponding PIC" (section
/// 10.2, line 36).
const PICS: &[&str] = &["PIC0", "PIC1", "PIC2", "PIC3"];

/// A mask row. `ignored` are the mask bits the group ignores ("mask[5:4] is ignored"), so
/// a value that differs from the row only in those bits selects the same row.
const fn m(value: u64, ignored: u64, name: &'static str, description: &'static str) -> Mask {
    Mask {
        value,
        dont_care: ignored,
        name,
        description,
        precise: None,
        strand_specific: None,
    }
}

/// A mask row whose "Virtual processor-specific" column differs from its group's.
const fn m_vp(
    value: u64,
    ignored: u64,
    name: &'static str,
    description: &'static str,
    strand_specific: bool,
) -> Mask {
    Mask {
        strand_specific: Some(strand_specific),
        ..m(value, ignored, name, description)
    }
}

// The mask bits each group ignores, from the group's "mask[..] is ignored" sentence.
const SL0_IGN: u64 = 0x3f;
const SL1_IGN: u64 = 0x20;
const SL2_IGN: u64 = 0x30;
const SL5_IGN: u64 = 0x20;
const SL7_IGN: u64 = 0x30;
const SL8_IGN: u64 = 0x30;
const SL9_IGN: u64 = 0x20;
const SL16_IGN: u64 = 0x38;
const SL18_IGN: u64 = 0x38;
const SL19_IGN: u64 = 0x30;
/// sl 20 prints "mask[5:3] is ignored", but its own rows 08₁₆, 0A₁₆, 0C₁₆, 0F₁₆ and 10₁₆
/// use bits 3 and 4. Only bit 5, which no row uses, is taken as ignored.
const SL20_IGN: u64 = 0x20;
const SL23_IGN: u64 = 0x38;
const SL25_IGN: u64 = 0x30;
/// sl 26: "The mask field is ignored."
const SL26_IGN: u64 = 0x3f;

const SL1_MASKS: &[Mask] = &[
    m(
        0x01,
        SL1_IGN,
        "Sel-pipe-drain-cycles",
        "Cycles a strand waits at Select with correct path instructions after a mispredicted \
         branch for the branch to be committed. This is one component of Sel-0-wait cycles \
         below.",
    ),
    m(
        0x02,
        SL1_IGN,
        "Sel-0-wait",
        "Cycles a strand waits at Select for some condition to be resolved; includes \
         Sel-pipe-drain-cycles above, but does not include Sel-0-ready below and cycles \
         waiting due to ROB/PQ/SB/LB tag stalls.",
    ),
    m(
        0x04,
        SL1_IGN,
        "Sel-0-ready",
        "Cycles a strand was ready to be selected but another strand was selected instead. \
         This can be used to estimate pipeline oversubscription.",
    ),
    m(
        0x08,
        SL1_IGN,
        "Sel-1",
        "Cycles that only one instruction or micro-op was selected",
    ),
    m(
        0x10,
        SL1_IGN,
        "Sel-2",
        "Cycles that 2 instructions or micro-ops were selected",
    ),
];

const SL2_MASKS: &[Mask] = &[
    m(0x01, SL2_IGN, "Pick-0", "Cycles when no instruction is picked"),
    m(
        0x02,
        SL2_IGN,
        "Pick-1",
        "Cycles when 1 instruction or micro-op is picked",
    ),
    m(
        0x04,
        SL2_IGN,
        "Pick-2",
        "Cycles when 2 instructions or micro-ops are picked",
    ),
    m(
        0x08,
        SL2_IGN,
        "Pick-3",
        "Cycles when 3 instructions or micro-ops are picked",
    ),
    m(
        0x0E,
        SL2_IGN,
        "Any pick",
        "Cycles when at least 1 instruction or micro-op is picked",
    ),
];

const SL3_MASKS: &[Mask] = &[
    m(
        0x01,
        0,
        "Branches",
        "All Bicc, BPcc, BPr, CALL, CBcc, FBfcc, FBPFcc, JMPL, JPRIV, and RETURN instructions \
         are counted. Tcc, DONE, RETRY, and SIR are not counted as branches.",
    ),
    m(
        0x02,
        0,
        "FGU + crypto arithmetic instructions",
        "See Footnote 5 below for a list of the instructions counted in this group. \
         (Footnote 5 is not in the seed.)",
    ),
    m(
        0x04,
        0,
        "Load instructions",
        "See Footnote 6 below for a list of instructions counted in this group.",
    ),
    m(
        0x08,
        0,
        "Store instructions",
        "See Footnote 7 below for a list of instructions counted in this group.",
    ),
    m(
        0x10,
        0,
        "SPR ring ops",
        "See Footnote 8 below for a list of instructions counted in this group.",
    ),
    m(
        0x20,
        0,
        "Other instructions",
        "See Footnote 9 below for a list of instructions counted in this group.",
    ),
];

const SL4_MASKS: &[Mask] = &[
    m(
        0x01,
        0,
        "Branches",
        "Bicc, BPcc, BPr, CALL, CBcc, FBfcc, FBPfcc, JMPL, JPRIV, RETURN. Tcc, DONE, RETRY, \
         and SIR are not counted as branches.",
    ),
    m(
        0x02,
        0,
        "Taken branches",
        "Bicc, BPcc, BPr, CALL, CBcc, FBfcc, FBPfcc, JMPL, JPRIV, RETURN.",
    ),
    m(0x04, 0, "sethi %hi(fc000₁₆), %g0", "Software count instructions."),
    m(0x08, 0, "atomics", "Atomics are LDSTUB/A, CASA/XA, and SWAP/A"),
    m(
        0x10,
        0,
        "Software prefetch",
        "PREFETCH and PREFETCHA instructions",
    ),
    m(
        0x20,
        0,
        "Block loads and stores",
        "Counts LDDFA_0X16, LDDFA_0X1E, LDDFA_0XF0, LDDFA_0XF8, STDFA_0X17, STDFA_0XE0, \
         STDFA_0XF0, STDFA_0XF8, STDFA_0XF9 where the _0XZZ suffix denotes an ASI value of \
         ZZ₁₆.",
    ),
];

const SL5_COMBINATIONS: &str = "Different combinations of Icache misses";

const SL5_MASKS: &[Mask] = &[
    m(
        0x01,
        SL5_IGN,
        "Icache miss and either L2 cache, local L2 cache-to-cache, or local L3 cache hit",
        "Note: This counts only primary instruction cache misses.",
    ),
    m(
        0x02,
        SL5_IGN,
        "Icache miss and local memory hit (implies L2 and local L3 miss)",
        "",
    ),
    m(
        0x04,
        SL5_IGN,
        "Icache miss and remote L3 cache or remote memory hit",
        "",
    ),
    // One row of the table lists 03₁₆, 05₁₆ and 06₁₆ together.
    m(0x03, SL5_IGN, SL5_COMBINATIONS, ""),
    m(0x05, SL5_IGN, SL5_COMBINATIONS, ""),
    m(0x06, SL5_IGN, SL5_COMBINATIONS, ""),
    m(
        0x07,
        SL5_IGN,
        "Icache miss",
        "Instruction cache misses of all types",
    ),
    m(0x08, SL5_IGN, "BTC miss", "Branch Target Cache miss"),
    m(
        0x10,
        SL5_IGN,
        "ITLB misses",
        "Successful and unsuccessful hardware tablewalks. Note: Instruction fetches \
         resulting in ITTM, out-of-pipe ITTP, or out-of-pipe ITDP RAS errors are counted as \
         ITLB misses. An out-of-pipe ITTP or ITDP RAS error occurs if there is an instruction \
         cache miss on the instruction fetch.",
    ),
];

const SL6_MASKS: &[Mask] = &[
    m(
        0x01,
        0,
        "ITLB fill for 8KB page",
        "Hardware tablewalk fills ITLB with translation for 8KB page",
    ),
    m(
        0x02,
        0,
        "ITLB fill for 64KB page",
        "Hardware tablewalk fills ITLB with translation for 64KB page",
    ),
    m(
        0x04,
        0,
        "ITLB fill for 4MB page",
        "Hardware tablewalk fills ITLB with translation for 4MB page",
    ),
    m(
        0x08,
        0,
        "ITLB fill for 256MB page",
        "Hardware tablewalk fills ITLB with translation for 256MB page",
    ),
    m(
        0x10,
        0,
        "ITLB fill for 2GB page",
        "Hardware tablewalk fills ITLB with translation for 2GB page",
    ),
    m(
        0x20,
        0,
        "ITLB fill trap",
        "Hardware tablewalk unsuccessful. Note: The counter does not increment if a RAS error \
         occurs in the RA2PAC or TSB configuration registers.",
    ),
];

const SL7_COMBINATIONS: &str = "Combinations of microtag hits and misses";
const SL7_COMBINATIONS_TEXT: &str = "mask[0] and mask[1] events are not mutually exclusive. \
    mask bits [1], [2], and [3] are mutually exclusive, as are mask bits [0], [2], and [3]. \
    mask[5:4] is ignored.";

const SL7_MASKS: &[Mask] = &[
    m(0x01, SL7_IGN, "Instruction cache microtag miss", ""),
    m(0x02, SL7_IGN, "Instruction cache microtag miss, ptag hit", ""),
    m(0x04, SL7_IGN, "Instruction cache microtag hit, ptag miss", ""),
    m(
        0x08,
        SL7_IGN,
        "Instruction cache microtag hit, ptag hit, way mismatch",
        "",
    ),
    // One row of the table lists 05₁₆, 06₁₆, 09₁₆, 0A₁₆, 0C₁₆, 0D₁₆ and 0E₁₆ together.
    m(0x05, SL7_IGN, SL7_COMBINATIONS, SL7_COMBINATIONS_TEXT),
    m(0x06, SL7_IGN, SL7_COMBINATIONS, SL7_COMBINATIONS_TEXT),
    m(0x09, SL7_IGN, SL7_COMBINATIONS, SL7_COMBINATIONS_TEXT),
    m(0x0A, SL7_IGN, SL7_COMBINATIONS, SL7_COMBINATIONS_TEXT),
    m(0x0C, SL7_IGN, SL7_COMBINATIONS, SL7_COMBINATIONS_TEXT),
    m(0x0D, SL7_IGN, SL7_COMBINATIONS, SL7_COMBINATIONS_TEXT),
    m(0x0E, SL7_IGN, SL7_COMBINATIONS, SL7_COMBINATIONS_TEXT),
];

const SL8_MASKS: &[Mask] = &[
    m(
        0x01,
        SL8_IGN,
        "Fetch-0",
        "Cycles when no valid instructions are fetched for this strand. This counter \
         increments when no instruction fetch is performed or a fetch is performed but due to \
         a microtag miss, cache miss, or TLB miss, no instructions were written to the \
         instruction buffer.",
    ),
    // The only row of sl 8 whose Virtual processor-specific column reads "No".
    m_vp(
        0x02,
        SL8_IGN,
        "Fetch-0-all",
        "Cycles when no valid instructions are fetched for any strand. This event includes \
         cycles an instruction fetch was attempted for any strand but no valid instructions \
         were written to any strand's instruction buffer as noted above for fetch-0 events.",
        false,
    ),
    m(
        0x04,
        SL8_IGN,
        "Instruction buffer full cycles",
        "Cycles when the strand's instruction buffer is full, preventing instruction fetch \
         for the strand",
    ),
    m(
        0x08,
        SL8_IGN,
        "BTC target incorrect",
        "Number of times the target predicted from the branch target cache is incorrect",
    ),
];

const SL9_SELECT_TAG: &str = "Select tag wait cycles";
const SL9_SELECT_TAG_TEXT: &str = "Count cycles for instructions that wait at Select for a \
    ROB, LB, or SB tag. This is also a subset of Sel-0-wait. Although these events can \
    overlap, the counter is only incremented once for each cycle that any of the waits occur.";

const SL9_MASKS: &[Mask] = &[
    m(
        0x01,
        SL9_IGN,
        "PQ tag wait cycles",
        "Cycles Rename waits for a Pick Queue tag.",
    ),
    m(
        0x02,
        SL9_IGN,
        "ROB tag wait cycles",
        "Cycles Select waits for a ROB tag.",
    ),
    m(
        0x04,
        SL9_IGN,
        "LB tag wait cycles",
        "Cycles Select waits for a Load Buffer tag.",
    ),
    m(
        0x08,
        SL9_IGN,
        "SB tag wait cycles",
        "Cycles Select waits for a Store Buffer tag.",
    ),
    // One row of the table lists 06₁₆, 0A₁₆, 0C₁₆ and 0E₁₆ together.
    m(0x06, SL9_IGN, SL9_SELECT_TAG, SL9_SELECT_TAG_TEXT),
    m(0x0A, SL9_IGN, SL9_SELECT_TAG, SL9_SELECT_TAG_TEXT),
    m(0x0C, SL9_IGN, SL9_SELECT_TAG, SL9_SELECT_TAG_TEXT),
    m(0x0E, SL9_IGN, SL9_SELECT_TAG, SL9_SELECT_TAG_TEXT),
    m(
        0x10,
        SL9_IGN,
        "DTLB miss tag wait cycles",
        "Cycles load and store instructions are stalled at Pick waiting for a DTLB miss tag.",
    ),
];

const SL10_MASKS: &[Mask] = &[
    m(
        0x01,
        0,
        "ITLB hardware tablewalk references which hit L2",
        "Counts each HWTW access due to an ITLB miss that hits in the L2 cache",
    ),
    m(
        0x02,
        0,
        "ITLB hardware tablewalk references which hit L3",
        "Counts each HWTW access due to an ITLB miss that misses in the L2 cache and hits in \
         the L3 cache or hits in another L2 cache and results in an L2 cache to L2 cache \
         transfer.",
    ),
    m(
        0x04,
        0,
        "ITLB hardware tablewalk references which miss L3",
        "Counts each HWTW access due to an ITLB miss that misses in the L2 and L3 caches",
    ),
    m(
        0x07,
        0,
        "ITLB hardware tablewalk references",
        "Count all HWTW accesses due to ITLB misses",
    ),
    m(
        0x08,
        0,
        "DTLB hardware tablewalk references which hit L2",
        "Counts each HWTW access due to a DTLB miss that hits in the L2 cache",
    ),
    m(
        0x10,
        0,
        "DTLB hardware tablewalk references which hit L3",
        "Counts each HWTW access due to a DTLB miss that misses in the L2 cache and hits in \
         the L3 cache or hits in another L2 cache and results in an L2 cache to L2 cache \
         transfer.",
    ),
    m(
        0x20,
        0,
        "DTLB hardware tablewalk references which miss L3",
        "Counts each HWTW access due to a DTLB miss that misses in the L2 and L3 caches",
    ),
    m(
        0x38,
        0,
        "DTLB hardware tablewalk references",
        "Count all HWTW accesses due to DTLB misses",
    ),
];

const SL11_MASKS: &[Mask] = &[
    m(
        0x01,
        0,
        "Instruction cache miss and local L2 cache, local L2 cache to cache, or local L3 hit",
        "",
    ),
    m(
        0x02,
        0,
        "Instruction cache miss and local memory hit, remote L3 hit, or remote memory hit",
        "",
    ),
    m(0x03, 0, "Any instruction cache miss", ""),
];

const L1D_PRIMARY_AND_DUPLICATE: &str = "Counts primary and duplicate misses. Does not count \
    block loads, twin loads, prefetches, or atomics.";

/// sl 16 and sl 23 have the same rows; only the Precise Event column differs.
const fn l1d_miss_masks(ignored: u64) -> [Mask; 4] {
    [
        m(
            0x01,
            ignored,
            "L1 data cache miss and local L2 cache, local L2 cache to cache, or local L3 cache \
             hit",
            L1D_PRIMARY_AND_DUPLICATE,
        ),
        m(0x02, ignored, "L1 data cache miss + local memory hit", ""),
        m(0x04, ignored, "L1 data cache miss + remote memory or L3 hit", ""),
        m(0x07, ignored, "L1 data cache miss", ""),
    ]
}

const SL16_MASKS: &[Mask] = &l1d_miss_masks(SL16_IGN);
const SL23_MASKS: &[Mask] = &l1d_miss_masks(SL23_IGN);

const SL17_MASKS: &[Mask] = &[
    m(
        0x01,
        0,
        "DTLB fill for 8KB page",
        "Hardware tablewalk fills DTLB with translation for 8KB page",
    ),
    m(
        0x02,
        0,
        "DTLB fill for 64KB page",
        "Hardware tablewalk fills DTLB with translation for 64KB page",
    ),
    m(
        0x04,
        0,
        "DTLB fill for 4MB page",
        "Hardware tablewalk fills DTLB with translation for 4MB page",
    ),
    m(
        0x08,
        0,
        "DTLB fill for 256MB page",
        "Hardware tablewalk fills DTLB with translation for 256MB page",
    ),
    m(
        0x10,
        0,
        "DTLB fill for 2GB page",
        "Hardware tablewalk fills DTLB with translation for 2GB page",
    ),
    m(
        0x20,
        0,
        "DTLB fill trap",
        "Hardware tablewalk unsuccessful. Note: The counter does not increment if a RAS error \
         occurs in the RA2PAC or TSB configuration registers.",
    ),
];

/// sl 18's rows disagree in the Virtual processor-specific column (hardware prefetch: No;
/// software prefetch: Yes), so every row carries its own flag.
const SL18_MASKS: &[Mask] = &[
    m_vp(
        0x01,
        SL18_IGN,
        "Dropped L1 data cache hardware prefetch due to data cache hit",
        "",
        false,
    ),
    m_vp(
        0x02,
        SL18_IGN,
        "Dropped software prefetch at data cache due to data cache hit",
        "",
        true,
    ),
    m_vp(
        0x04,
        SL18_IGN,
        "Dropped software prefetch at data cache due to miss buffer being full",
        "Note: Software prefetches are not dropped when only one thread is running, so this \
         count will always read 0 if only one thread is running (unparked and unhalted).",
        true,
    ),
    m_vp(
        0x06,
        SL18_IGN,
        "Dropped software prefetches at data cache",
        "",
        true,
    ),
];

const SL19_MASKS: &[Mask] = &[
    m(0x01, SL19_IGN, "Full RAW hit in store buffer", ""),
    m(0x02, SL19_IGN, "Partial RAW hit in store buffer", ""),
    m(0x03, SL19_IGN, "RAW hit in store buffer", ""),
    m(0x04, SL19_IGN, "Full RAW hit in store queue", ""),
    m(0x08, SL19_IGN, "Partial RAW hit in store queue", ""),
    m(0x0C, SL19_IGN, "Full or partial RAW hit in store queue", ""),
];

const SL20_MASKS: &[Mask] = &[
    m(0x01, SL20_IGN, "Instruction cache eviction invalidations", ""),
    m(0x02, SL20_IGN, "Instruction cache snoop invalidations", ""),
    m(0x03, SL20_IGN, "Instruction cache invalidations", ""),
    m(0x04, SL20_IGN, "Data cache eviction invalidations", ""),
    m(0x08, SL20_IGN, "Data cache snoop invalidations", ""),
    m(0x0C, SL20_IGN, "Data cache invalidations", ""),
    m(
        0x0A,
        SL20_IGN,
        "L1 cache snoop invalidations",
        "Both instruction and data cache snoop invalidations",
    ),
    m(
        0x0F,
        SL20_IGN,
        "Any L1 cache invalidation",
        "Both instruction and data cache invalidations.",
    ),
    m(
        0x10,
        SL20_IGN,
        "Store queue tag wait cycles",
        "See footnote 4 (its text is footnote 13's: these events cross strands).",
    ),
];

const SL21_MASKS: &[Mask] = &[
    m(
        0x01,
        0,
        "Data prefetch hits in L2",
        "Note: this group only counts prefetches that were destined for the L2 (e.g., it \
         excludes prefetch instructions with function codes equal to 0₁₆ or 14₁₆).",
    ),
    m(0x02, 0, "Data prefetches dropped by L2", ""),
    m(0x04, 0, "Data prefetch hits in L3", ""),
    m(0x08, 0, "Data prefetch hits to local memory", ""),
    m(0x10, 0, "Data prefetch hits to remote memory", ""),
    m(0x20, 0, "Data prefetches dropped by L3", ""),
];

const SL22_MASKS: &[Mask] = &[
    m(0x01, 0, "Store hits in L2", ""),
    m(
        0x02,
        0,
        "Store hits in L3",
        "Stores that miss in L2 but hit in L3",
    ),
    m(
        0x04,
        0,
        "Store L2 local C2C",
        "Stores that transfer a line from another core's L2 cache on the same die",
    ),
    m(
        0x08,
        0,
        "Store L2 remote C2C",
        "Stores that transfer a line from another core's L2 cache on a different die",
    ),
    m(0x10, 0, "Stores to local memory", ""),
    m(0x20, 0, "Stores to remote memory", ""),
];

const SL24_MASKS: &[Mask] = &[
    m(0x01, 0, "Clean L2 evictions", ""),
    m(0x02, 0, "Dirty L2 evictions", ""),
    m(0x04, 0, "L2 fill buffer full", ""),
    m(0x08, 0, "L2 writeback buffer full", ""),
    m(0x10, 0, "L2 miss buffer full", ""),
    m(0x20, 0, "L2 pipeline stalls", ""),
];

const SL25_MASKS: &[Mask] = &[
    m(0x01, SL25_IGN, "Branch direction mispredicts", ""),
    m(
        0x02,
        SL25_IGN,
        "Branch target mispredict due to far table or return stack",
        "Includes both far table mispredicts and return stack mispredicts. To count only far \
         table mispredicts, use two counters with one set to count this event and the other \
         set to count return stack mispredicts (mask[5:0]=08₁₆) and subtract them.",
    ),
    m(
        0x04,
        SL25_IGN,
        "Branch target mispredict due to indirect table",
        "",
    ),
    m(0x08, SL25_IGN, "Branch target mispredict due to return stack", ""),
    m(0x0E, SL25_IGN, "Branch target mispredict", ""),
    m(0x0F, SL25_IGN, "Branch mispredict", ""),
];

/// sl 26's one row reads "Any value": every mask value selects it.
const SL26_MASKS: &[Mask] = &[m(0x00, SL26_IGN, "Any value", "The mask field is ignored.")];

/// The mask rows of sl 28. The seed lacks the TABLE 10-2 (8 of 8) page that names them; the
/// programming note "(sl 28)" (line 269) names mask values 01₁₆, 02₁₆ and 03₁₆ without names.
/// The names below come from an outside source, Solaris' T4 cpc backend (`vt_events` in
/// `usr/src/uts/sun4v/pcbe/vt_pcbe.c`: Commit_0 0x701, Commit_0_all 0x702, Commit_1 0x704,
/// Commit_2 0x708, Commit_1_or_2 0x70c, that is sl 28 with these masks), written in the
/// seed's hyphenated style; each description says so.
const SL28_OUTSIDE: &str = "The name is from an outside source, Solaris' T4 cpc backend \
    (vt_pcbe.c vt_events), not the seed: the TABLE 10-2 (8 of 8) page with this row is missing, \
    so the manual's own name and description are unknown.";

const SL28_MASKS: &[Mask] = &[
    m(0x01, 0, "Commit-0", SL28_OUTSIDE),
    m(0x02, 0, "Commit-0-all", SL28_OUTSIDE),
    m(
        0x03,
        0,
        "03₁₆ (no name in the seed or in Solaris)",
        "Named in the sl 28 programming note (line 269) with 01₁₆ and 02₁₆; neither the seed \
         nor Solaris names it.",
    ),
    m(0x04, 0, "Commit-1", SL28_OUTSIDE),
    m(0x08, 0, "Commit-2", SL28_OUTSIDE),
    m(0x0C, 0, "Commit-1-or-2", SL28_OUTSIDE),
];

pub static EVENTS: &[Event] = &[
    Event {
        name: "Disabled",
        code: 0,
        ignored_mask_bits: SL0_IGN,
        counters: PICS,
        description: "Performance counting is disabled; no events are counted, and \
                      performance counters are power-managed off. mask bits are ignored.",
        notes: &["The Precise Event and Virtual processor-specific columns read \"—\"."],
        source: "seed 000, TABLE 10-2 (1 of 8), line 82",
        ..Event::EMPTY
    },
    Event {
        name: "Select cycles",
        code: 1,
        masks: SL1_MASKS,
        other_masks: "Count cycles as determined by the setting of individual mask bits \
                      (e.g., a mask value of 1F₁₆ counts all select events - pipe drain \
                      cycles, sel-0-wait, sel-0-ready, sel-1, and sel-2). Events sel-0-wait, \
                      sel-0-ready, sel-1, and sel-2 form a disjoint set of events whose union \
                      encompasses all cycles, excluding cycles where the thread was ready but \
                      was stalled due to tag stalls. However, the only useful mask settings \
                      with multiple bits set are 6₁₆ and 18₁₆, since the sel-0-wait and \
                      sel-0-ready events are not cycle-by-cycle mutually exclusive with sel-1 \
                      and sel-2 due to implementation issues. mask[5] is ignored.",
        ignored_mask_bits: SL1_IGN,
        counters: PICS,
        precise: Some(false),
        strand_specific: Some(true),
        description: "Cycles a strand spends at the Select stage: pipe drain, waiting, ready \
                      but not selected, or selecting 1 or 2 instructions or micro-ops.",
        notes: &[concat!(
            "Footnote 10 (mask 01₁₆, Sel-pipe-drain-cycles): ",
            footnote_10!()
        )],
        source: "seed 000, TABLE 10-2 (1 of 8), lines 83-88; footnote 10 (line 264)",
        ..Event::EMPTY
    },
    Event {
        name: "Pick cycles",
        code: 2,
        masks: SL2_MASKS,
        other_masks: "Count cycles when instructions are picked identified by a 1 in the \
                      corresponding mask bit; mask[5:4] is ignored. May provide meaningless \
                      data.",
        ignored_mask_bits: SL2_IGN,
        counters: PICS,
        precise: Some(false),
        strand_specific: Some(true),
        description: "Cycles by the number of instructions or micro-ops picked (0 to 3).",
        source: "seed 000, TABLE 10-2 (1 of 8), lines 89-94",
        ..Event::EMPTY
    },
    Event {
        name: "Instruction types",
        code: 3,
        masks: SL3_MASKS,
        other_masks: "Any subset of instructions: Count instruction types identified by a 1 \
                      in the corresponding mask register bit; e.g., 3F₁₆ counts all \
                      instructions.",
        counters: PICS,
        precise: Some(true),
        strand_specific: Some(true),
        description: "Instructions by type: branches, FGU + crypto arithmetic, loads, stores, \
                      SPR ring ops and all other instructions, one mask bit each.",
        notes: &[
            missing_footnote!("5", "mask 02₁₆, FGU + crypto arithmetic instructions"),
            concat!("Footnote 6 (mask 04₁₆, Load instructions): ", footnote_6!()),
            concat!("Footnote 7 (mask 08₁₆, Store instructions): ", footnote_7!()),
            concat!("Footnote 8 (mask 10₁₆, SPR ring ops): ", footnote_8!()),
            concat!("Footnote 9 (mask 20₁₆, Other instructions): ", footnote_9!()),
        ],
        source: "seed 000, TABLE 10-2 (1 of 8), lines 95-101; footnotes 6-9 (lines 260-263)",
        ..Event::EMPTY
    },
    Event {
        name: "Branch and special instruction types",
        code: 4,
        masks: SL4_MASKS,
        other_masks: "Any subset of instructions: Count instruction types identified by a 1 \
                      in the corresponding mask register bit",
        counters: PICS,
        precise: Some(true),
        strand_specific: Some(true),
        description: "Branches, taken branches, software count instructions, atomics, \
                      software prefetches, and block loads and stores, one mask bit each.",
        source: "seed 000, TABLE 10-2 (2 of 8), lines 107-113",
        ..Event::EMPTY
    },
    Event {
        name: "Icache, BTC and ITLB misses",
        code: 5,
        masks: SL5_MASKS,
        other_masks: "Different combinations of events: There are three different types of \
                      unrelated events in this group: instruction cache misses, branch target \
                      cache misses, and ITLB misses, so setting multiple mask bits may be \
                      meaningless; mask bit 5 is ignored.",
        ignored_mask_bits: SL5_IGN,
        counters: PICS,
        precise: Some(true),
        strand_specific: Some(true),
        description: "There are three different types of unrelated events in this group: \
                      instruction cache misses, branch target cache misses, and ITLB misses.",
        notes: &[concat!("Footnote 11 (mask 01₁₆): ", footnote_11!())],
        source: "seed 000, TABLE 10-2 (2 of 8), lines 114-121; footnote 11 (line 265)",
        ..Event::EMPTY
    },
    Event {
        name: "ITLB fills",
        code: 6,
        masks: SL6_MASKS,
        other_masks: "Different combinations of ITLB miss events: When set to 3F₁₆ counts all \
                      ITLB misses asynchronously; sl=5, mask=10₁₆ must be used to count ITLB \
                      misses synchronously.",
        counters: PICS,
        precise: Some(false),
        strand_specific: Some(true),
        description: "Hardware tablewalk fills of the ITLB by page size, and unsuccessful \
                      tablewalks (ITLB fill trap).",
        notes: &[
            "The seed's text of the sl 6 rows is shifted by one column (lines 122-128); \
                  the values, names and descriptions are read in their evident columns.",
        ],
        source: "seed 000, TABLE 10-2 (2 of 8), lines 122-128",
        ..Event::EMPTY
    },
    Event {
        name: "Instruction cache microtag hits and misses",
        code: 7,
        masks: SL7_MASKS,
        ignored_mask_bits: SL7_IGN,
        counters: PICS,
        precise: Some(false),
        strand_specific: Some(true),
        description: "Instruction cache microtag and ptag hits and misses, and way \
                      mismatches.",
        notes: &[
            "sl 7 has no \"Any other value\" row; the mask values 03₁₆, 07₁₆, 0B₁₆ and \
                  0F₁₆ are not described.",
        ],
        source: "seed 000, TABLE 10-2 (3 of 8), lines 135-139",
        ..Event::EMPTY
    },
    Event {
        name: "Fetch events",
        code: 8,
        masks: SL8_MASKS,
        other_masks: "Not useful: Since this group contains independent and unrelated events, \
                      setting multiple mask bits is not useful. mask[5:4] is ignored.",
        ignored_mask_bits: SL8_IGN,
        counters: PICS,
        precise: Some(false),
        strand_specific: Some(true),
        description: "Cycles with no valid instructions fetched (for this strand or for any \
                      strand), instruction buffer full cycles, and incorrect branch target \
                      cache predictions.",
        notes: &[concat!(
            "Footnote 4 (mask 02₁₆, Fetch-0-all; the seed numbers its text 13): ",
            footnote_13!()
        )],
        source: "seed 000, TABLE 10-2 (3 of 8), lines 142-146; footnote 13 (line 267)",
        ..Event::EMPTY
    },
    Event {
        name: "Tag wait cycles",
        code: 9,
        masks: SL9_MASKS,
        other_masks: "Not useful: Since this group contains independent and unrelated events, \
                      other mask bit settings are not useful. mask[5] is ignored.",
        ignored_mask_bits: SL9_IGN,
        counters: PICS,
        precise: Some(false),
        strand_specific: Some(false),
        description: "Cycles Rename, Select or Pick wait for a Pick Queue, ROB, Load Buffer, \
                      Store Buffer or DTLB miss tag.",
        notes: &[concat!(
            "Footnote 4 (every row; the seed numbers its text 13): ",
            footnote_13!()
        )],
        source: "seed 000, TABLE 10-2 (3 of 8), lines 147-153; footnote 13 (line 267)",
        ..Event::EMPTY
    },
    Event {
        name: "Hardware tablewalk references",
        code: 10,
        masks: SL10_MASKS,
        other_masks: "Combinations of ITLB and DTLB hardware tablewalk references",
        counters: PICS,
        precise: Some(false),
        strand_specific: Some(true),
        description: "Hardware tablewalk (HWTW) accesses due to ITLB and DTLB misses, by \
                      where they hit.",
        source: "seed 000, TABLE 10-2 (4 of 8), lines 161-169",
        ..Event::EMPTY
    },
    Event {
        name: "Instruction cache misses",
        code: 11,
        masks: SL11_MASKS,
        other_masks: "Ignored",
        counters: PICS,
        precise: Some(false),
        strand_specific: Some(true),
        description: "Instruction cache misses by where they hit.",
        notes: &[missing_footnote!("1", "marked on the sl 11 row, line 170")],
        source: "seed 000, TABLE 10-2 (4 of 8), lines 170-173",
        ..Event::EMPTY
    },
    Event {
        name: "L1 data cache misses (precise)",
        code: 16,
        masks: SL16_MASKS,
        other_masks: "Other combinations of L1 dcache misses: mask[5:3] is ignored.",
        ignored_mask_bits: SL16_IGN,
        counters: PICS,
        precise: Some(true),
        strand_specific: Some(true),
        description: "L1 data cache misses by where they hit. Counts primary and duplicate \
                      misses. Does not count block loads, twin loads, prefetches, or atomics. \
                      sl 23 has the same rows but is not precise.",
        source: "seed 000, TABLE 10-2 (4 of 8), lines 175-179",
        ..Event::EMPTY
    },
    Event {
        name: "DTLB fills",
        code: 17,
        masks: SL17_MASKS,
        other_masks: "Different combinations of DTLB miss events: When set to 3F₁₆ counts all \
                      DTLB misses asynchronously. Unlike the ITLB, there is no way to count \
                      DTLB misses synchronously.",
        counters: PICS,
        precise: Some(false),
        strand_specific: Some(true),
        description: "Hardware tablewalk fills of the DTLB by page size, and unsuccessful \
                      tablewalks (DTLB fill trap).",
        source: "seed 000, TABLE 10-2 (5 of 8), lines 185-191",
        ..Event::EMPTY
    },
    Event {
        name: "Dropped prefetches",
        code: 18,
        masks: SL18_MASKS,
        other_masks: "Combinations of dropped hardware and software prefetches: mask[5:3] is \
                      ignored.",
        ignored_mask_bits: SL18_IGN,
        counters: PICS,
        precise: Some(false),
        // The rows disagree (mask 01₁₆: No; 02₁₆, 04₁₆, 06₁₆: Yes): see the masks.
        strand_specific: None,
        description: "Dropped L1 data cache hardware prefetches and dropped software \
                      prefetches.",
        notes: &[
            missing_footnote!("2", "marked on the sl 18 row, line 192"),
            "The Virtual processor-specific column reads No for mask 01₁₆ (hardware \
             prefetch) and Yes for masks 02₁₆, 04₁₆ and 06₁₆ (software prefetches); the \
             group as a whole has no single value.",
        ],
        source: "seed 000, TABLE 10-2 (5 of 8), lines 192-196",
        ..Event::EMPTY
    },
    Event {
        name: "RAW hits",
        code: 19,
        masks: SL19_MASKS,
        other_masks: "Combinations of RAW hits: Note: Store buffer RAW hits supercede store \
                      queue RAW hits. mask[5:4] is ignored.",
        ignored_mask_bits: SL19_IGN,
        counters: PICS,
        precise: Some(false),
        strand_specific: Some(true),
        description: "Full and partial read-after-write (RAW) hits in the store buffer and in \
                      the store queue.",
        source: "seed 000, TABLE 10-2 (5 of 8), lines 197-203",
        ..Event::EMPTY
    },
    Event {
        name: "L1 cache invalidations",
        code: 20,
        masks: SL20_MASKS,
        other_masks: "Not meaningful. mask[5:3] is ignored.",
        ignored_mask_bits: SL20_IGN,
        counters: PICS,
        precise: Some(false),
        strand_specific: Some(false),
        description: "Instruction and data cache eviction and snoop invalidations, and store \
                      queue tag wait cycles.",
        notes: &[
            concat!(
                "Footnote 4 (mask 10₁₆, Store queue tag wait cycles; the seed numbers its \
                 text 13): ",
                footnote_13!()
            ),
            "The \"Any other value\" row says mask[5:3] is ignored, but the rows 08₁₆, 0A₁₆, \
             0C₁₆, 0F₁₆ and 10₁₆ use mask bits 3 and 4; only mask[5] is modelled as ignored.",
        ],
        source: "seed 000, TABLE 10-2 (6 of 8), lines 209-218; footnote 13 (line 267)",
        ..Event::EMPTY
    },
    Event {
        name: "Data prefetch events",
        code: 21,
        masks: SL21_MASKS,
        other_masks: "Different combinations of data prefetch events",
        counters: PICS,
        precise: Some(false),
        strand_specific: Some(true),
        description: "Data prefetch hits and drops in L2, L3 and memory. This group only \
                      counts prefetches that were destined for the L2 (e.g., it excludes \
                      prefetch instructions with function codes equal to 0₁₆ or 14₁₆).",
        source: "seed 000, TABLE 10-2 (6 of 8), lines 219-225",
        ..Event::EMPTY
    },
    Event {
        name: "Store hits",
        code: 22,
        masks: SL22_MASKS,
        other_masks: "Different store prefetches",
        counters: PICS,
        precise: Some(false),
        strand_specific: Some(true),
        description: "Stores by where they hit: L2, L3, another core's L2 on the same or a \
                      different die, local or remote memory.",
        source: "seed 000, TABLE 10-2 (6 of 8), lines 226-232",
        ..Event::EMPTY
    },
    Event {
        name: "L1 data cache misses (asynchronous)",
        code: 23,
        masks: SL23_MASKS,
        other_masks: "Other combinations of L1 dcache misses: mask[5:3] is ignored.",
        ignored_mask_bits: SL23_IGN,
        counters: PICS,
        precise: Some(false),
        strand_specific: Some(true),
        description: "L1 data cache misses by where they hit. Counts primary and duplicate \
                      misses. Does not count block loads, twin loads, prefetches, or atomics. \
                      The same rows as sl 16, but not precise.",
        notes: &[missing_footnote!("3", "marked on the sl 23 row, line 238")],
        source: "seed 000, TABLE 10-2 (7 of 8), lines 238-242",
        ..Event::EMPTY
    },
    Event {
        name: "L2 events",
        code: 24,
        masks: SL24_MASKS,
        other_masks: "Different combinations of L2 events: Not all events are mutually \
                      exclusive.",
        counters: PICS,
        precise: Some(false),
        strand_specific: Some(false),
        description: "Clean and dirty L2 evictions, L2 fill, writeback and miss buffer full, \
                      and L2 pipeline stalls.",
        source: "seed 000, TABLE 10-2 (7 of 8), lines 243-249",
        ..Event::EMPTY
    },
    Event {
        name: "Branch mispredicts",
        code: 25,
        masks: SL25_MASKS,
        other_masks: "mask bits 3, 2, and 1 can be combined to detect multiple combinations of \
                      branch target mispredicts. mask[5:4] is ignored.",
        ignored_mask_bits: SL25_IGN,
        counters: PICS,
        precise: Some(true),
        strand_specific: Some(true),
        description: "Branch direction mispredicts and branch target mispredicts (far table, \
                      indirect table, return stack).",
        source: "seed 000, TABLE 10-2 (7 of 8), lines 250-256",
        ..Event::EMPTY
    },
    Event {
        name: "Cycles in hyperprivileged mode, privileged mode, or user mode",
        code: 26,
        masks: SL26_MASKS,
        ignored_mask_bits: SL26_IGN,
        counters: PICS,
        precise: Some(false),
        strand_specific: Some(true),
        description: "Counts cycles in each mode as follows: 1. If PCRx.ht is set, count \
                      cycles in hyperprivileged mode. 2. If PCRx.st is set, count cycles in \
                      privileged mode. 3. If PCRx.ut is set, count cycles in user mode. The \
                      mask field is ignored.",
        source: "seed 000, TABLE 10-2 (7 of 8), line 257",
        ..Event::EMPTY
    },
    Event {
        name: "Commit micro-ops",
        code: 28,
        masks: SL28_MASKS,
        counters: PICS,
        description: "Commit micro-ops. Known in the seed only from the programming note \
                      \"(sl 28)\" after TABLE 10-2: the TABLE 10-2 (8 of 8) page with its row \
                      is not in the seed, so its Precise Event and Virtual processor-specific \
                      columns are unknown, and its mask names are taken from Solaris' T4 cpc \
                      backend (an outside source, marked on each row).",
        notes: &[
            "Programming Note (sl 28): For sl 28 (Commit micro-ops), software should take \
             notice of the following race condition. If the associated PIC is set to -1, -2, \
             or -3, and the PCR.mask field is set to 01₁₆, 02₁₆, or 03₁₆, the PIC increments \
             within two cycles after the PCR is set. If software also tries to write to the \
             PCR during this period, it will overwrite the about-to-be-set PCR.ov bit. To \
             avoid this situation, software should set the PIC outside of the range -1..-3 \
             inclusive.",
            concat!(
                "Footnote 12 (no row in the seed cites it; it explains micro-ops, so it is \
                 shown here): ",
                footnote_12!()
            ),
        ],
        source: "seed 000, programming note (sl 28), line 269; footnote 12 (line 266); mask \
                 names: Solaris usr/src/uts/sun4v/pcbe/vt_pcbe.c vt_events (outside source)",
        ..Event::EMPTY
    },
];
