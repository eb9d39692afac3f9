//! The event address registers: the instruction EAR, PMC37 and PMD34/35 (Tables 3-15 to
//! 3-19), and the data EAR, PMC40 and PMD32/33/36 (Tables 3-20 to 3-25).

use super::*;

// ---------------------------------------------------------------------------------------
// Instruction EAR: PMC37 (Tables 3-15, 3-16, 3-18), PMD34/35 (Tables 3-17, 3-19).
// ---------------------------------------------------------------------------------------

pub(super) const T3_15: &str = "seed 003, Table 3-15 (L1376)";
pub(super) const T3_17: &str = "seed 003, Table 3-17 (L1411)";
pub(super) const T3_19: &str = "seed 003, Table 3-19 (L1438)";

/// PMC37.ct = 1x: instruction cache mode. PMC37's own `ct` field decides.
pub(super) const IEAR_CACHE_SELF: When = When {
    register: None,
    field: "ct",
    values: &[2, 3],
    mode: "cache mode (PMC37.ct = 1x)",
};

/// PMC37.ct = 0x: TLB mode (00) or nothing monitored (01); umask is then bits 11:5.
pub(super) const IEAR_NOT_CACHE_SELF: When = When {
    register: None,
    field: "ct",
    values: &[0, 1],
    mode: "TLB mode or off (PMC37.ct = 0x)",
};

pub(super) const IEAR_CACHE: When = When {
    register: Some("PMC37"),
    field: "ct",
    values: &[2, 3],
    mode: "cache mode (PMC37.ct = 1x)",
};

pub(super) const IEAR_TLB: When = When {
    register: Some("PMC37"),
    field: "ct",
    values: &[0],
    mode: "TLB mode (PMC37.ct = 00)",
};

/// Table 3-16: an 8-bit latency threshold; 01xxxxxx means every miss, other patterns not
/// listed are undefined, so the list is closed and has one entry per 01xxxxxx value.
pub(super) const fn icache_umask_encodings() -> [Enc; 73] {
    const LISTED: [Enc; 9] = [
        Enc {
            value: 0b1111_1111,
            name: ">=4",
            description: "Latency threshold >= 4 CPU cycles.",
        },
        Enc {
            value: 0b1111_1110,
            name: ">=8",
            description: "Latency threshold >= 8 CPU cycles.",
        },
        Enc {
            value: 0b1111_1100,
            name: ">=16",
            description: "Latency threshold >= 16 CPU cycles.",
        },
        Enc {
            value: 0b1111_1000,
            name: ">=32",
            description: "Latency threshold >= 32 CPU cycles.",
        },
        Enc {
            value: 0b1111_0000,
            name: ">=128",
            description: "Latency threshold >= 128 CPU cycles.",
        },
        Enc {
            value: 0b1110_0000,
            name: ">=256",
            description: "Latency threshold >= 256 CPU cycles.",
        },
        Enc {
            value: 0b1100_0000,
            name: ">=1024",
            description: "Latency threshold >= 1024 CPU cycles.",
        },
        Enc {
            value: 0b1000_0000,
            name: ">=4096",
            description: "Latency threshold >= 4096 CPU cycles.",
        },
        Enc {
            value: 0b0000_0000,
            name: "RAB hit",
            description: "All L1 misses which hit in RAB.",
        },
    ];
    let mut out = [LISTED[0]; 73];
    let mut i = 0;
    while i < LISTED.len() {
        out[i] = LISTED[i];
        i += 1;
    }
    let mut low = 0u64;
    while low < 64 {
        out[LISTED.len() + low as usize] = Enc {
            value: 0b0100_0000 | low,
            name: ">0 (All L1 Misses)",
            description: "umask 01xxxxxx: latency threshold > 0, every L1 instruction cache miss.",
        };
        low += 1;
    }
    out
}

pub(super) static ICACHE_UMASK: [Enc; 73] = icache_umask_encodings();

pub(super) const PMC37_FIELDS: &[Field] = &[
    // `ct` comes first: the mode-dependent fields below look it up by name, and the first
    // field of that name is the full 13:12 selector.
    rw(
        "ct",
        bits!(13:12),
        "cache_tlb bit. Instruction EAR selector. Select instruction cache or TLB stalls. If =1x: \
         Monitor demand instruction cache misses (ISB hits are not considered misses), PMD34,35 \
         as in Table 3-17. If =01: Nothing monitored. If =00: Monitor L1 instruction TLB misses, \
         PMD34,35 as in Table 3-19 (the manual's row says Table 3-17).",
        T3_15,
    )
    .reset(0)
    .enc(Encodings::Closed(encs![
        (0b00, "TLB", "Monitor L1 instruction TLB misses."),
        (0b01, "off", "Nothing monitored."),
    ]))
    .when(IEAR_NOT_CACHE_SELF)
    .done(),
    rw(
        "ct",
        bits!(13:13),
        "cache_tlb bit, cache mode (ct = 1x): monitor demand instruction cache misses; ISB hits \
         are not considered misses. Ambiguity A9: Table 3-15 gives umask as '11:5 12:5' and ct \
         as 13:12, and says 'If [13] = '1 then [12:5] are used for umask'; we take it that in \
         cache mode bit 12 belongs to umask, so ct shows only its bit 13 here.",
        T3_15,
    )
    .reset(0)
    .enc(Encodings::Closed(encs![(
        1,
        "cache",
        "Monitor demand instruction cache misses (ct = 1x)."
    )]))
    .when(IEAR_CACHE_SELF)
    .done(),
    rw("plm", bits!(3:0), PLM_DESC, T3_15)
        .reset(0)
        .enc(PLM_ENC)
        .done(),
    rw(
        "pm",
        bits!(4:4),
        "Privileged monitor (Table 3-5). NOTE: In PMC37 this field is implemented in bit [4].",
        T3_15,
    )
    .reset(0)
    .enc(PM_ENC)
    .done(),
    rw(
        "umask",
        bits!(11:5),
        "Selects the event to be monitored. In TLB mode (ct = 00) umask[7:5] (bits 7:5) selects \
         which L1 ITLB misses are captured; all combinations of the mask bits are supported \
         (Table 3-18). With ct = 01 nothing is monitored. Ambiguity A9: Table 3-15 gives the \
         field as '11:5 12:5'; we take 11:5 when bit 13 is 0.",
        "seed 003, Table 3-15 (L1376), Table 3-18 (L1423)",
    )
    .reset(0)
    .enc(Encodings::Open(encs![
        (0b000, "disabled", "Disabled; nothing will be counted."),
        (0b001, "L2TLB", "L1 ITLB misses which hit L2 TLB."),
        (0b010, "VHPT", "L1 Instruction TLB misses that hit VHPT."),
        (0b011, "L2TLB+VHPT", "L1 ITLB misses which hit L2 TLB or VHPT."),
        (
            0b100,
            "FAULT",
            "Instruction TLB miss produced by an ITLB Miss Fault."
        ),
        (
            0b101,
            "L2TLB+FAULT",
            "L1 ITLB misses which hit L2 TLB or produced a fault."
        ),
        (
            0b110,
            "VHPT+FAULT",
            "L1 ITLB misses which hit VHPT or produced a fault."
        ),
        (0b111, "ALL", "Select all L1 ITLB Misses."),
    ]))
    .when(IEAR_NOT_CACHE_SELF)
    .done(),
    rw(
        "umask",
        bits!(12:5),
        "Selects the event to be monitored: in cache mode (ct = 1x) bits [12:5] are the latency \
         threshold of Table 3-16. Only misses whose latency exceeds the threshold are captured.",
        "seed 003, Table 3-15 (L1376), Table 3-16 (L1399)",
    )
    .reset(0)
    .enc(Encodings::Closed(&ICACHE_UMASK))
    .when(IEAR_CACHE_SELF)
    .done(),
    field("rsv", bits!(15:14), Access::Reserved, "Reserved bits.", T3_15)
        .reset(0)
        .done(),
    field(
        "ignored",
        bits!(63:16),
        Access::Ignored,
        "Reads are 0; Writes are ignored.",
        T3_15,
    )
    .done(),
];

pub(super) const PMD34_FIELDS: &[Field] = &[
    rw(
        "stat",
        bits!(1:0),
        "Status: x0: EAR did not capture qualified event; x1: EAR contains valid event data.",
        T3_17,
    )
    .enc(Encodings::Closed(encs![
        (0b00, "invalid", "EAR did not capture qualified event."),
        (0b01, "valid", "EAR contains valid event data."),
        (0b10, "invalid", "EAR did not capture qualified event (x0)."),
        (0b11, "valid", "EAR contains valid event data (x1)."),
    ]))
    .when(IEAR_CACHE)
    .done(),
    rw(
        "stat",
        bits!(1:0),
        "Status Bits: 00: EAR did not capture qualified event; 01: L1 ITLB miss hit in L2 ITLB; \
         10: L1 ITLB miss hit in VHPT; 11: L1 ITLB miss produced an ITLB Miss Fault.",
        T3_19,
    )
    .enc(Encodings::Closed(encs![
        (0b00, "invalid", "EAR did not capture qualified event."),
        (0b01, "L2TLB", "L1 ITLB miss hit in L2 ITLB."),
        (0b10, "VHPT", "L1 ITLB miss hit in VHPT."),
        (0b11, "FAULT", "L1 ITLB miss produced an ITLB Miss Fault."),
    ]))
    .when(IEAR_TLB)
    .done(),
    rsv(
        "rsv_4_2",
        bits!(4:2),
        "Ambiguity: Tables 3-17 and 3-19 describe no field at bits 4:2; we take them as \
         reserved.",
        "seed 003, Table 3-17 (L1411), Table 3-19 (L1438)",
    )
    .done(),
    rw(
        "cache_line_address",
        bits!(63:5),
        "Instruction Cache Line Address: address of the instruction cache line that caused the \
         cache miss (cache mode) or the TLB miss (TLB mode). Valid only when event collection is \
         frozen (PMC0.fr is one); reads while collection is enabled return undefined values \
         (L1370). Ambiguity A9: section 3.3.8 names PMD32,33,36 for the instruction EAR; we \
         follow Tables 3-4, 3-17 and 3-19, which say PMD34,35.",
        "seed 003, Table 3-17 (L1411), Table 3-19 (L1438)",
    )
    .done(),
];

pub(super) const PMD35_FIELDS: &[Field] = &[
    rw("latency", bits!(11:0), "Latency in CPU clocks.", T3_17)
        .when(IEAR_CACHE)
        .done(),
    rw(
        "overflow",
        bits!(12:12),
        "If 1, latency counter has overflowed one or more times before data was returned.",
        T3_17,
    )
    .when(IEAR_CACHE)
    .done(),
    rw(
        "latency",
        bits!(11:2),
        "Undefined in TLB mode. Ambiguity A27: the TLB-mode table gives the latency field as \
         11:2 where cache mode has 11:0; we keep 11:2 and leave bits 1:0 and 12 undescribed in \
         TLB mode.",
        T3_19,
    )
    .when(IEAR_TLB)
    .done(),
    rsv(
        "rsv_63_13",
        bits!(63:13),
        "Ambiguity: Tables 3-17 and 3-19 describe no field above bit 12; we take bits 63:13 as \
         reserved.",
        "seed 003, Table 3-17 (L1411), Table 3-19 (L1438)",
    )
    .done(),
];

// ---------------------------------------------------------------------------------------
// Data EAR: PMC40 (Tables 3-20, 3-21, 3-23), PMD32/33/36 (Tables 3-22, 3-24, 3-25).
// ---------------------------------------------------------------------------------------

pub(super) const T3_20: &str = "seed 003, Table 3-20 (L1451)";
pub(super) const T3_20B: &str = "seed 003, Table 3-20 (L1457)";
pub(super) const T3_22: &str = "seed 003, Table 3-22 (L1490)";
pub(super) const T3_24: &str = "seed 003, Table 3-24 (L1524)";
pub(super) const T3_25: &str = "seed 003, Table 3-25 (L1547)";

pub(super) const fn pmc40_mode(values: &'static [u64], mode: &'static str) -> When {
    When {
        register: None,
        field: "mode",
        values,
        mode,
    }
}

pub(super) const fn dear(values: &'static [u64], mode: &'static str) -> When {
    When {
        register: Some("PMC40"),
        field: "mode",
        values,
        mode,
    }
}

pub(super) const DEAR_CACHE: When = dear(&[0], "data cache load miss mode (PMC40.mode = 00)");
pub(super) const DEAR_TLB: When = dear(&[1], "data TLB miss mode (PMC40.mode = 01)");
pub(super) const DEAR_ALAT: When = dear(&[2, 3], "ALAT miss mode (PMC40.mode = 1x)");
pub(super) const DEAR_CACHE_OR_TLB: When = dear(&[0, 1], "data cache or data TLB mode (PMC40.mode = 0x)");
pub(super) const DEAR_CACHE_OR_ALAT: When = dear(&[0, 2, 3], "data cache or ALAT mode (PMC40.mode != 01)");
pub(super) const DEAR_TLB_OR_ALAT: When = dear(&[1, 2, 3], "data TLB or ALAT mode (PMC40.mode != 00)");

pub(super) const PMC40_FIELDS: &[Field] = &[
    rw("plm", bits!(3:0), PLM_DESC, T3_20)
        .reset(0)
        .enc(PLM_ENC)
        .done(),
    ig("ig_5_4", bits!(5:4), T3_20).done(),
    rw("pm", bits!(6:6), PM_DESC, T3_20B).reset(0).enc(PM_ENC).done(),
    rw(
        "mode",
        bits!(8:7),
        "Data EAR mode selector: '00: L1 data cache load misses and FP loads; '01: L1 data TLB \
         misses; '1x: ALAT misses.",
        T3_20B,
    )
    .reset(0)
    .enc(Encodings::Closed(encs![
        (0b00, "cache", "L1 data cache load misses and FP loads."),
        (0b01, "TLB", "L1 data TLB misses."),
        (0b10, "ALAT", "ALAT misses."),
        (0b11, "ALAT", "ALAT misses ('1x)."),
    ]))
    .done(),
    ig("ig_15_9", bits!(15:9), T3_20B).done(),
    rw(
        "umask",
        bits!(19:16),
        "Data EAR unit mask, mode 00: data cache unit mask, the load latency threshold of \
         Table 3-21.",
        "seed 003, Table 3-20 (L1457), Table 3-21 (L1480)",
    )
    .enc(Encodings::Closed(encs![
        (0b0000, ">=4", "Latency threshold >= 4 CPU cycles (any latency)."),
        (0b0001, ">=8", "Latency threshold >= 8 CPU cycles."),
        (0b0010, ">=16", "Latency threshold >= 16 CPU cycles."),
        (0b0011, ">=32", "Latency threshold >= 32 CPU cycles."),
        (0b0100, ">=64", "Latency threshold >= 64 CPU cycles."),
        (0b0101, ">=128", "Latency threshold >= 128 CPU cycles."),
        (0b0110, ">=256", "Latency threshold >= 256 CPU cycles."),
        (0b0111, ">=512", "Latency threshold >= 512 CPU cycles."),
        (0b1000, ">=1024", "Latency threshold >= 1024 CPU cycles."),
        (0b1001, ">=2048", "Latency threshold >= 2048 CPU cycles."),
        (0b1010, ">=4096", "Latency threshold >= 4096 CPU cycles."),
        (0b1011, "none", "No events are captured."),
        (0b1100, "none", "No events are captured."),
        (0b1101, "none", "No events are captured."),
        (0b1110, "none", "No events are captured."),
        (0b1111, "none", "No events are captured."),
    ]))
    .when(pmc40_mode(&[0], "data cache load miss mode (mode = 00)"))
    .done(),
    rw(
        "umask",
        bits!(19:16),
        "Data EAR unit mask, mode 01: data TLB unit mask (Table 3-23). Bit 16 is a don't-care; \
         all combinations of the mask bits are supported. Ambiguity A10: Table 3-23 is titled \
         'PMC40.ct=01'; PMC40 has no ct field, mode is meant.",
        "seed 003, Table 3-20 (L1457), Table 3-23 (L1515)",
    )
    .enc(Encodings::Closed(encs![
        (0b0000, "disabled", "Disabled; nothing will be counted (000x)."),
        (0b0001, "disabled", "Disabled; nothing will be counted (000x)."),
        (0b0010, "L2DTLB", "L1 DTLB misses which hit L2 DTLB (xx1x)."),
        (0b0011, "L2DTLB", "L1 DTLB misses which hit L2 DTLB (xx1x)."),
        (0b0100, "VHPT", "L1 DTLB misses that hit VHPT (x1xx)."),
        (0b0101, "VHPT", "L1 DTLB misses that hit VHPT (x1xx)."),
        (0b0110, "L2DTLB+VHPT", "L1 DTLB misses which hit L2 DTLB or VHPT."),
        (0b0111, "L2DTLB+VHPT", "L1 DTLB misses which hit L2 DTLB or VHPT."),
        (0b1000, "FAULT", "Data TLB miss produced a fault (1xxx)."),
        (0b1001, "FAULT", "Data TLB miss produced a fault (1xxx)."),
        (
            0b1010,
            "L2DTLB+FAULT",
            "L1 DTLB misses which hit L2 DTLB or produced a fault."
        ),
        (
            0b1011,
            "L2DTLB+FAULT",
            "L1 DTLB misses which hit L2 DTLB or produced a fault."
        ),
        (
            0b1100,
            "VHPT+FAULT",
            "L1 DTLB misses which hit VHPT or produced a fault."
        ),
        (
            0b1101,
            "VHPT+FAULT",
            "L1 DTLB misses which hit VHPT or produced a fault."
        ),
        (0b1110, "ALL", "Select all L1 DTLB Misses (111x)."),
        (0b1111, "ALL", "Select all L1 DTLB Misses (111x)."),
    ]))
    .when(pmc40_mode(&[1], "data TLB miss mode (mode = 01)"))
    .done(),
    rw(
        "umask",
        bits!(19:16),
        "Data EAR unit mask in ALAT mode. Ambiguity: Table 3-20 defines the umask for modes 00 \
         and 01 only; we take it as unused in ALAT mode (1x).",
        T3_20B,
    )
    .when(pmc40_mode(&[2, 3], "ALAT miss mode (mode = 1x)"))
    .done(),
    ig("ig_23_20", bits!(23:20), T3_20B).done(),
    rw("ism", bits!(25:24), ISM_DESC, T3_20B).enc(ISM_ENC).done(),
    ig("ig_63_26", bits!(63:26), T3_20B).done(),
];

pub(super) const PMD32_FIELDS: &[Field] = &[
    rw(
        "data_address",
        bits!(63:0),
        "Data Address: 64-bit virtual address of data item that caused miss (data cache load \
         miss and data TLB miss modes). Valid only when event collection is frozen (PMC0.fr is \
         one); reads while collection is enabled return undefined values (L1449).",
        "seed 003, Table 3-22 (L1490), Table 3-24 (L1524)",
    )
    .when(DEAR_CACHE_OR_TLB)
    .done(),
    rw("data_address", bits!(63:0), "Undefined in ALAT Miss Mode.", T3_25)
        .when(DEAR_ALAT)
        .done(),
];

pub(super) const DEAR_STAT_DESC: &str = "Status bits; 00: No valid information in PMD32,36 and rest of \
    PMD33; 01: Valid information in PMD32,33 and may be in PMD36. NOTE: These bits should be \
    cleared before the EAR is reused.";

pub(super) const PMD33_FIELDS: &[Field] = &[
    rw("latency", bits!(12:0), "Latency in CPU clocks.", T3_22)
        .when(DEAR_CACHE)
        .done(),
    rw(
        "latency",
        bits!(12:0),
        "Undefined in TLB Miss and ALAT Miss modes.",
        "seed 003, Table 3-24 (L1524), Table 3-25 (L1547)",
    )
    .when(DEAR_TLB_OR_ALAT)
    .done(),
    rw(
        "overflow",
        bits!(13:13),
        "Overflow - If 1, latency counter has overflowed one or more times before data was \
         returned.",
        T3_22,
    )
    .when(DEAR_CACHE)
    .done(),
    rw(
        "ov",
        bits!(13:13),
        "Undefined in TLB Miss and ALAT Miss modes (the cache-mode table calls this bit \
         'overflow').",
        "seed 003, Table 3-24 (L1524), Table 3-25 (L1547)",
    )
    .when(DEAR_TLB_OR_ALAT)
    .done(),
    rw(
        "stat",
        bits!(15:14),
        DEAR_STAT_DESC,
        "seed 003, Table 3-22 (L1490), Table 3-25 (L1547)",
    )
    .enc(Encodings::Closed(encs![
        (
            0b00,
            "invalid",
            "No valid information in PMD32,36 and rest of PMD33."
        ),
        (
            0b01,
            "valid",
            "Valid information in PMD32,33 and may be in PMD36."
        ),
    ]))
    .when(DEAR_CACHE_OR_ALAT)
    .done(),
    rw(
        "stat",
        bits!(15:14),
        "Status: 00: invalid information in PMD32,36 and rest of PMD33; 01: L2 Data TLB hit; \
         10: VHPT hit; 11: Data TLB miss produced a fault. NOTE: These bits should be cleared \
         before the EAR is reused.",
        T3_24,
    )
    .enc(Encodings::Closed(encs![
        (
            0b00,
            "invalid",
            "Invalid information in PMD32,36 and rest of PMD33."
        ),
        (0b01, "L2DTLB", "L2 Data TLB hit."),
        (0b10, "VHPT", "VHPT hit."),
        (0b11, "FAULT", "Data TLB miss produced a fault."),
    ]))
    .when(DEAR_TLB)
    .done(),
    rsv(
        "rsv_25_16",
        bits!(25:16),
        "Ambiguity A10: Tables 3-22, 3-24 and 3-25 describe no field at bits 25:16 (ig starts at \
         bit 26); we take them as reserved.",
        "seed 003, Table 3-22 (L1490), Table 3-24 (L1524), Table 3-25 (L1547)",
    )
    .done(),
    ig(
        "ig",
        bits!(63:26),
        "seed 003, Table 3-22 (L1490), Table 3-24 (L1524), Table 3-25 (L1547)",
    )
    .done(),
];

pub(super) const DEAR_TABLES: &str = "seed 003, Table 3-22 (L1490), Table 3-24 (L1524), Table 3-25 (L1547)";

pub(super) const PMD36_FIELDS: &[Field] = &[
    rw(
        "slot",
        bits!(1:0),
        "Slot bits; If '.vl' is 1, the Instruction bundle slot of memory instruction.",
        DEAR_TABLES,
    )
    .enc(Encodings::Open(encs![
        (0, "slot 0", "Slot 0 of the bundle."),
        (1, "slot 1", "Slot 1 of the bundle."),
        (2, "slot 2", "Slot 2 of the bundle."),
    ]))
    .done(),
    rw(
        "bn",
        bits!(2:2),
        "Bundle bit; If '.vl' is 1 this indicates which of the executed bundles is associated \
         with the captured miss.",
        DEAR_TABLES,
    )
    .enc(Encodings::Closed(encs![
        (0, "bundle 0", "The first bundle of the dispersal window."),
        (
            1,
            "bundle 1",
            "The second bundle: add 16 to the instruction address."
        ),
    ]))
    .done(),
    rw(
        "vl",
        bits!(3:3),
        "Valid bit; 0: Invalid Address (EAR did not capture qualified event); 1: EAR contains \
         valid event data. In TLB mode it is possible for this bit to contain 0 while PMD33.stat \
         indicates valid D-EAR data, when the D-EAR is triggered by an RSE load for which no \
         instruction address is captured (Table 3-24). NOTE: This bit should be cleared before \
         the EAR is reused.",
        DEAR_TABLES,
    )
    .enc(Encodings::Closed(encs![
        (
            0,
            "invalid",
            "Invalid address: the EAR did not capture a qualified event."
        ),
        (1, "valid", "The EAR contains valid event data."),
    ]))
    .done(),
    rw(
        "instruction_address",
        bits!(63:4),
        "Instruction Address: virtual address of the first bundle in the 2-bundle dispersal \
         window which was being executed at the time of the miss. If '.bn' is 1 then the second \
         bundle contains memory instruction and 16 should be added to the address. In ALAT mode \
         it is the address of the instruction (failing chk.a or ld.c) causing the ALAT miss \
         (L1543).",
        DEAR_TABLES,
    )
    .done(),
];
