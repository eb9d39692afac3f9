//! The execution trace buffer and its IP-EAR mode: the configuration registers PMC39
//! (Table 3-26) and PMC42 (Table 3-30), the index PMD38, the extension PMD39 and the entries
//! PMD48-63 (Tables 3-27 to 3-33).

use super::*;

// ---------------------------------------------------------------------------------------
// Execution trace buffer configuration: PMC39 (Table 3-26).
// ---------------------------------------------------------------------------------------

pub(super) const T3_26: &str = "seed 003, Table 3-26 (L1591)";

pub(super) const PMC39_FIELDS: &[Field] = &[
    rw(
        "plm",
        bits!(3:0),
        "See Table 3-5 (Privilege Level Mask). Note: This mask is applied at the time the \
         event's source address is captured. Once the source IP is captured, the target IP of \
         this event is always captured even if the ETB is disabled. PMC39 has no ism field and \
         is exempt from the ism term of the Monitor Enable equation (L1046).",
        T3_26,
    )
    .enc(PLM_ENC)
    .done(),
    ig("ig_5_4", bits!(5:4), T3_26).done(),
    rw(
        "pm",
        bits!(6:6),
        "See Table 3-5 (Privileged monitor). Note: This bit is applied at the time the event's \
         source address is captured. Once the source IP is captured, the target IP of this \
         event is always captured even if the ETB is disabled.",
        T3_26,
    )
    .enc(PM_ENC)
    .done(),
    rw(
        "ds",
        bits!(7:7),
        "Data selector: 1: reserved (undefined data is captured in lieu of the target address); \
         0: capture branch target. Ambiguity A12: the text at L1653 says ds = 1 records details \
         of the branch prediction; we follow the table (reserved).",
        T3_26,
    )
    .enc(Encodings::Closed(encs![
        (0, "target", "Capture branch target."),
        (
            1,
            "reserved",
            "Reserved: undefined data is captured in lieu of the target address."
        ),
    ]))
    .done(),
    rw(
        "tm",
        bits!(9:8),
        "Taken Mask: 11: all Itanium instruction branches; 10: Taken Itanium instruction \
         branches only; 01: Not Taken Itanium instruction branches only; 00: No branch is \
         captured.",
        T3_26,
    )
    .enc(Encodings::Closed(encs![
        (0b00, "none", "No branch is captured."),
        (0b01, "not taken", "Not taken Itanium instruction branches only."),
        (0b10, "taken", "Taken Itanium instruction branches only."),
        (0b11, "all", "All Itanium instruction branches."),
    ]))
    .done(),
    rw(
        "ptm",
        bits!(11:10),
        "Predicted Target Address Mask: 11: capture branch regardless of target prediction \
         outcome; 10: branch target address predicted correctly; 01: branch target address \
         mispredicted; 00: No branch is captured.",
        T3_26,
    )
    .enc(Encodings::Closed(encs![
        (0b00, "none", "No branch is captured."),
        (0b01, "mispredicted", "Branch target address mispredicted."),
        (0b10, "predicted", "Branch target address predicted correctly."),
        (
            0b11,
            "any",
            "Capture branch regardless of target prediction outcome."
        ),
    ]))
    .done(),
    rw(
        "ppm",
        bits!(13:12),
        "Predicted Predicate Mask: 11: capture branch regardless of predicate prediction \
         outcome; 10: branch predicted branch path (taken/not taken) correctly; 01: branch \
         mispredicted branch path (taken/not taken); 00: No branch is captured.",
        T3_26,
    )
    .enc(Encodings::Closed(encs![
        (0b00, "none", "No branch is captured."),
        (
            0b01,
            "mispredicted",
            "Branch path (taken/not taken) mispredicted."
        ),
        (
            0b10,
            "predicted",
            "Branch path (taken/not taken) predicted correctly."
        ),
        (
            0b11,
            "any",
            "Capture branch regardless of predicate prediction outcome."
        ),
    ]))
    .done(),
    rw(
        "brt",
        bits!(15:14),
        "Branch Type Mask: 11: only non-return indirect branches captured; 10: only return \
         branches will be captured; 01: only IP-relative branches will be captured; 00: all \
         branches are captured.",
        T3_26,
    )
    .enc(Encodings::Closed(encs![
        (0b00, "all", "All branches are captured."),
        (0b01, "IP-relative", "Only IP-relative branches will be captured."),
        (0b10, "return", "Only return branches will be captured."),
        (0b11, "indirect", "Only non-return indirect branches captured."),
    ]))
    .done(),
    ig("ig_63_16", bits!(63:16), T3_26).done(),
];

// ---------------------------------------------------------------------------------------
// IP-EAR configuration: PMC42 (Table 3-30).
// ---------------------------------------------------------------------------------------

pub(super) const T3_30: &str = "seed 003, Table 3-30 (L1710)";

pub(super) const PMC42_FIELDS: &[Field] = &[
    rw(
        "plm",
        bits!(3:0),
        "See Table 3-5 (Privilege Level Mask). Ambiguity A2: PMC42 has no ism field but the \
         Monitor Enable equation (L1046) exempts only PMC37 and PMC39 from the ism term.",
        T3_30,
    )
    .enc(PLM_ENC)
    .done(),
    ig("ig_5_4", bits!(5:4), T3_30).done(),
    rw("pm", bits!(6:6), "See Table 3-5 (Privileged monitor).", T3_30)
        .enc(PM_ENC)
        .done(),
    ig("ig_7", bits!(7:7), T3_30).done(),
    rw(
        "mode",
        bits!(10:8),
        "IP EAR mode: 000: ETB Mode (IP-EAR not functional; ETB is functional); 100: IP-EAR Mode \
         (IP-EAR is functional; ETB not functional). PMC42.mode must be set to 000 to enable \
         normal branch trace capture in PMD48-63; if PMC42.mode is set to other than 000, \
         PMC39's contents will be ignored (L1570). Ambiguity A17: the table lists only 000 and \
         100 while the section headings say '1xx'; we take 100-111 as IP-EAR mode and 001-011 \
         as undefined.",
        T3_30,
    )
    .enc(Encodings::Closed(encs![
        (
            0b000,
            "ETB",
            "ETB Mode: IP-EAR not functional; ETB is functional."
        ),
        (
            0b100,
            "IP-EAR",
            "IP-EAR Mode: IP-EAR is functional; ETB not functional."
        ),
        (
            0b101,
            "IP-EAR (1xx)",
            "IP-EAR mode by the section headings ('1xx'); Table 3-30 lists only 100."
        ),
        (
            0b110,
            "IP-EAR (1xx)",
            "IP-EAR mode by the section headings ('1xx'); Table 3-30 lists only 100."
        ),
        (
            0b111,
            "IP-EAR (1xx)",
            "IP-EAR mode by the section headings ('1xx'); Table 3-30 lists only 100."
        ),
    ]))
    .done(),
    rw(
        "delay",
        bits!(18:11),
        "Programmable delay before freezing: the IP-EAR is capable of delaying its freeze for a \
         number of cycles past the point of PMU freeze; the user can program an 8-bit number to \
         determine the number of cycles the freeze will be delayed (L1723).",
        T3_30,
    )
    .done(),
    rsv(
        "rsv_19",
        bits!(19:19),
        "Ambiguity A17: Table 3-30 describes no field at bit 19 (delay is 18:11, ig starts at \
         20); we take it as reserved.",
        T3_30,
    )
    .done(),
    ig("ig_63_20", bits!(63:20), T3_30).done(),
];

// ---------------------------------------------------------------------------------------
// ETB index PMD38 (Tables 3-28, 3-32), extension PMD39 (Tables 3-29, 3-33), entries
// PMD48-63 (Tables 3-27, 3-31).
// ---------------------------------------------------------------------------------------

pub(super) const T3_27: &str = "seed 003, Table 3-27 (L1641)";
pub(super) const T3_29: &str = "seed 003, Table 3-29 (L1680)";
pub(super) const T3_31: &str = "seed 003, Table 3-31 (L1735)";
pub(super) const T3_33: &str = "seed 003, Table 3-33 (L1761)";

/// PMD39 and PMD48-63 change meaning with PMC42.mode.
pub(super) const ETB_MODE: When = When {
    register: Some("PMC42"),
    field: "mode",
    values: &[0],
    mode: "ETB mode (PMC42.mode = 000)",
};

pub(super) const IP_EAR_MODE: When = When {
    register: Some("PMC42"),
    field: "mode",
    values: &[4, 5, 6, 7],
    mode: "IP-EAR mode (PMC42.mode = 1xx)",
};

pub(super) const PMD38_FIELDS: &[Field] = &[
    rw(
        "ebi",
        bits!(3:0),
        "Execution Buffer Index [Range 0..15 - Index 0 indicates PMD48]. Pointer to the next \
         execution trace buffer entry to be written: if full=1, points to the oldest recorded \
         branch/target; if full=0, points to the next location to be written. The same in \
         IP-EAR mode, for IP entries (Table 3-32). Software can reset the ebi index and the \
         full bit by writing to PMD38 (L1659). Ambiguity A11: the text speaks of 'four to eight' \
         entries and of PMD16; we follow the tables (16 entries, PMD38).",
        "seed 003, Table 3-28 (L1666), Table 3-32 (L1750)",
    )
    .done(),
    ig(
        "ig_4",
        bits!(4:4),
        "seed 003, Table 3-28 (L1666), Table 3-32 (L1750)",
    )
    .done(),
    field(
        "full",
        bits!(5:5),
        Access::Sticky,
        "Full Bit (sticky): if full=1, the execution trace buffer (IP trace buffer in IP-EAR \
         mode) has wrapped; if full=0, it has not wrapped. The full bit gets set every time the \
         buffer wraps from PMD63 to PMD48; once set, it remains set until explicitly cleared by \
         software.",
        "seed 003, Table 3-28 (L1666), Table 3-32 (L1750)",
    )
    .enc(Encodings::Closed(encs![
        (0, "not wrapped", "The buffer has not wrapped."),
        (1, "wrapped", "The buffer has wrapped."),
    ]))
    .done(),
    ig(
        "ig_63_6",
        bits!(63:6),
        "seed 003, Table 3-28 (L1666), Table 3-32 (L1750)",
    )
    .done(),
];

/// The three fields of one PMD39 nibble in ETB mode (Table 3-29), for entry PMD`$pmd` at
/// bits `$b3:$b0`.
macro_rules! etb_ext {
    ($pmd:literal, $b3:literal, $b2:literal, $b1:literal, $b0:literal) => {
        [
            field(
                concat!("pmd", $pmd, "_ig"),
                bits!($b3:$b2),
                Access::Ignored,
                concat!("pmd", $pmd, " ext, ignored: Reads zero; writes are ignored."),
                T3_29,
            )
            .when(ETB_MODE)
            .done(),
            rw(
                concat!("pmd", $pmd, "_brflush"),
                bits!($b1:$b1),
                concat!(
                    "pmd", $pmd, " ext, brflush: if PMD", $pmd, ".bits[1:0] = 11, 1 = back end \
                     mispredicted the branch and the pipeline was flushed by it; 0 = no pipeline \
                     flushes are associated with this branch. Ambiguity A15: Table 3-29 is \
                     labelled PMC42.mode='1xx' but describes ETB entries; we take it as ETB mode."
                ),
                T3_29,
            )
            .when(ETB_MODE)
            .done(),
            rw(
                concat!("pmd", $pmd, "_b1"),
                bits!($b0:$b0),
                concat!(
                    "pmd", $pmd, " ext, b1: if PMD", $pmd, ".s = 1, then 1 = branch was from \
                     bundle 1, add 0x1 to PMD", $pmd, ".bits[63:4] (16 bytes); 0 = branch was \
                     from bundle 0, no correction is necessary; else, ignore."
                ),
                T3_29,
            )
            .when(ETB_MODE)
            .done(),
        ]
    };
}

/// The three fields of one PMD39 nibble in IP-EAR mode (Table 3-33): bits 67:64 of the
/// "virtual" 68-bit entry PMD`$pmd`.
macro_rules! ipear_ext {
    ($pmd:literal, $b3:literal, $b2:literal, $b1:literal, $b0:literal) => {
        [
            rw(
                concat!("pmd", $pmd, "_cycl"),
                bits!($b3:$b2),
                concat!(
                    "pmd", $pmd, " ext, cycl - Elapsed cycles: 2-bit most significant bits of a \
                     6-bit elapsed cycle count from the previous retired IP (the 4 least \
                     significant are PMD", $pmd, ".cycl). This is a saturating counter and would \
                     stay at all 1s when counted up to the maximum value."
                ),
                T3_33,
            )
            .when(IP_EAR_MODE)
            .done(),
            rw(
                concat!("pmd", $pmd, "_f"),
                bits!($b1:$b1),
                concat!(
                    "pmd", $pmd, " ext, f - Flush: indicates whether there has been a pipe flush \
                     since the last entry."
                ),
                T3_33,
            )
            .when(IP_EAR_MODE)
            .done(),
            rw(
                concat!("pmd", $pmd, "_ef"),
                bits!($b0:$b0),
                concat!(
                    "pmd", $pmd, " ext, ef - Early freeze: if 1, the current entry is an early \
                     freeze case. Early freeze occurs if PSR bits cause the IP-EAR to become \
                     disabled, or on a thread switch. When 1, PMD", $pmd, ".delay holds the \
                     remainder of the delay count."
                ),
                T3_33,
            )
            .when(IP_EAR_MODE)
            .done(),
        ]
    };
}

/// Concatenate arrays of fields at compile time (the PMD39 nibbles come from macros that each
/// give three fields).
pub(super) const fn flatten<const N: usize, const M: usize>(parts: [[Field; 3]; N]) -> [Field; M] {
    assert!(N * 3 == M, "flatten: wrong output length");
    let mut out = [parts[0][0]; M];
    let mut i = 0;
    while i < N {
        let mut j = 0;
        while j < 3 {
            out[i * 3 + j] = parts[i][j];
            j += 1;
        }
        i += 1;
    }
    out
}

// Nibble k (k = 0..7) of PMD39 holds PMD(48+k) at bits 8k+3:8k and PMD(56+k) at bits
// 8k+7:8k+4. Ambiguity A16: the tables list PMD48, 56, 49, 57, 50, 58, "so on", PMD63 at
// 63:60; we extend the pattern.
pub(super) static PMD39_FIELDS_ARRAY: [Field; 96] = flatten([
    etb_ext!(48, 3, 2, 1, 0),
    etb_ext!(56, 7, 6, 5, 4),
    etb_ext!(49, 11, 10, 9, 8),
    etb_ext!(57, 15, 14, 13, 12),
    etb_ext!(50, 19, 18, 17, 16),
    etb_ext!(58, 23, 22, 21, 20),
    etb_ext!(51, 27, 26, 25, 24),
    etb_ext!(59, 31, 30, 29, 28),
    etb_ext!(52, 35, 34, 33, 32),
    etb_ext!(60, 39, 38, 37, 36),
    etb_ext!(53, 43, 42, 41, 40),
    etb_ext!(61, 47, 46, 45, 44),
    etb_ext!(54, 51, 50, 49, 48),
    etb_ext!(62, 55, 54, 53, 52),
    etb_ext!(55, 59, 58, 57, 56),
    etb_ext!(63, 63, 62, 61, 60),
    ipear_ext!(48, 3, 2, 1, 0),
    ipear_ext!(56, 7, 6, 5, 4),
    ipear_ext!(49, 11, 10, 9, 8),
    ipear_ext!(57, 15, 14, 13, 12),
    ipear_ext!(50, 19, 18, 17, 16),
    ipear_ext!(58, 23, 22, 21, 20),
    ipear_ext!(51, 27, 26, 25, 24),
    ipear_ext!(59, 31, 30, 29, 28),
    ipear_ext!(52, 35, 34, 33, 32),
    ipear_ext!(60, 39, 38, 37, 36),
    ipear_ext!(53, 43, 42, 41, 40),
    ipear_ext!(61, 47, 46, 45, 44),
    ipear_ext!(54, 51, 50, 49, 48),
    ipear_ext!(62, 55, 54, 53, 52),
    ipear_ext!(55, 59, 58, 57, 56),
    ipear_ext!(63, 63, 62, 61, 60),
]);

/// PMD48-63: one entry of the execution trace buffer, or of the IP-EAR buffer.
pub(super) const ETB_ENTRY_FIELDS: &[Field] = &[
    rw(
        "s",
        bits!(0:0),
        "Source Bit: 1: contents of register is the source address of a monitored event \
         (branch, rfi, exception or failed chk); 0: contents of register is a target or \
         undefined (if PMC39.ds = 1).",
        T3_27,
    )
    .enc(Encodings::Closed(encs![
        (0, "target", "A target address, or undefined if PMC39.ds = 1."),
        (1, "source", "The source address of a monitored event."),
    ]))
    .when(ETB_MODE)
    .done(),
    rw(
        "mp",
        bits!(1:1),
        "Mispredict Bit: if s=1 and mp=1: mispredicted event (e.g. target, predicate or back end \
         misprediction); if s=1 and mp=0: correctly predicted event; if s=0 and mp=1: valid \
         target address; if s=0 and mp=0: invalid ETB register. rfi/exceptions/failed_chk are \
         all considered as mispredicted events and are encoded as above.",
        T3_27,
    )
    .enc(Encodings::Closed(encs![
        (
            0,
            "predicted / invalid",
            "s=1: correctly predicted event; s=0: invalid ETB register."
        ),
        (
            1,
            "mispredicted / valid target",
            "s=1: mispredicted event; s=0: valid target address."
        ),
    ]))
    .when(ETB_MODE)
    .done(),
    rw(
        "slot",
        bits!(3:2),
        "if s=0: undefined; if s=1: Slot index of first taken event in bundle. 00: Itanium \
         processor Slot 0 source/target; 01: Slot 1; 10: Slot 2; 11: this was a not taken \
         event.",
        T3_27,
    )
    .enc(Encodings::Closed(encs![
        (0b00, "slot 0", "Itanium processor Slot 0 source/target."),
        (0b01, "slot 1", "Itanium processor Slot 1 source/target."),
        (0b10, "slot 2", "Itanium processor Slot 2 source/target."),
        (0b11, "not taken", "This was a not taken event."),
    ]))
    .when(ETB_MODE)
    .done(),
    rw(
        "address",
        bits!(63:4),
        "if s=1: 60-bit bundle address of Itanium instruction branch; if ds=0 and s=0: 60-bit \
         target bundle address of Itanium instruction branch. The layout is the same when \
         PMC39.ds = 1, but target entries then hold undefined data (Figure 3-24 is for \
         PMC39.ds == 0). Valid only when event collection is frozen (L1649).",
        T3_27,
    )
    .when(ETB_MODE)
    .done(),
    rw(
        "delay",
        bits!(7:0),
        "Delay count: if ef = 1 (in PMD39), indicates the remainder of the delay count; else \
         retired IP value bits[11:4].",
        T3_31,
    )
    .when(IP_EAR_MODE)
    .done(),
    rw("IP", bits!(59:8), "Retired IP value; bits[63:12].", T3_31)
        .when(IP_EAR_MODE)
        .done(),
    rw(
        "cycl",
        bits!(63:60),
        "Elapsed cycles: 4-bit least significant bits of a 6-bit elapsed cycle count from the \
         previous retired IP. This is a saturating counter and would stay at all 1s when counted \
         up to the maximum value. Note: the 2 most significant bits for each entry are found in \
         PMD39.",
        T3_31,
    )
    .when(IP_EAR_MODE)
    .done(),
];
