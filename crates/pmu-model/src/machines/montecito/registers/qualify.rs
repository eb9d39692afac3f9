//! What qualifies the counters' events: opcode match, PMC32-36 (Tables 3-11 to 3-13), the
//! instruction and data address range checks, PMC38 (Table 3-10) and PMC41 (Table 3-14), and
//! the debug breakpoint registers IBR0-7 and DBR0-7 that define the ranges.

use super::*;

// ---------------------------------------------------------------------------------------
// Opcode match: PMC32-35 (Tables 3-11, 3-12) and PMC36 (Table 3-13).
// ---------------------------------------------------------------------------------------

pub(super) const T3_11: &str = "seed 003, Table 3-11 (L1254)";
pub(super) const T3_12: &str = "seed 003, Table 3-12 (L1271)";
pub(super) const T3_13: &str = "seed 003, Table 3-13 (L1283)";

pub(super) const SLOT_MATCH_ENC: Encodings = Encodings::Closed(encs![
    (0, "no match", "Instructions of this slot type never match."),
    (1, "match", "Instructions of this slot type may match."),
]);

/// PMC32 and PMC34 share one layout; the notes on `inv` and `ig_ad` are the manual's own
/// ("This bit is ignored in PMC34").
pub(super) const OPCODE_MATCH_FIELDS: &[Field] = &[
    rw(
        "mask",
        bits!(40:0),
        "Bits that mask Itanium instruction encoding bits. Any of the 41 syllable bits can be \
         selectively masked. If mask bit is set to 1, the corresponding opcode bit is not used \
         for opcode matching. HW reset: all 1. PAL initialises PMC32-35 to 0xffffffffffff \
         (L1803).",
        T3_11,
    )
    .reset(0x1ff_ffff_ffff)
    .done(),
    ig("ig_47_41", bits!(47:41), T3_11).done(),
    rw("b", bits!(48:48), "If 1: match if opcode is a B-slot.", T3_11)
        .reset(1)
        .enc(SLOT_MATCH_ENC)
        .done(),
    rw("f", bits!(49:49), "If 1: match if opcode is an F-slot.", T3_11)
        .reset(1)
        .enc(SLOT_MATCH_ENC)
        .done(),
    rw(
        "i",
        bits!(50:50),
        "If 1: match if opcode is an I-slot. To match an A-slot instruction, it is necessary to \
         set bits [51:50] to 11 (L1247).",
        T3_11,
    )
    .reset(1)
    .enc(SLOT_MATCH_ENC)
    .done(),
    rw(
        "m",
        bits!(51:51),
        "If 1: match if opcode is an M-slot. All combinations of bits [51:48] are supported; to \
         match all instruction types, bits [51:48] should be set to 1111 (L1247). Ambiguity A6: \
         the PAL value 0xffffffffffff (L1803) leaves bits 51:48 zero, which would match nothing; \
         we take the Table 3-11 reset value 1.",
        T3_11,
    )
    .reset(1)
    .enc(SLOT_MATCH_ENC)
    .done(),
    ig("ig_55_52", bits!(55:52), T3_11).done(),
    rw(
        "inv",
        bits!(56:56),
        "Invert Range Check for tag channel 0. If set to 1, the address range specified by \
         IBRP0 is inverted. Effective only when ig_ad bit is set to 0. NOTE: This bit is ignored \
         in PMC34.",
        T3_11,
    )
    .reset(1)
    .enc(Encodings::Closed(encs![
        (0, "normal", "The IBRP0 range is used as programmed."),
        (1, "inverted", "The IBRP0 range is inverted (when ig_ad is 0)."),
    ]))
    .done(),
    rw(
        "ig_ad",
        bits!(57:57),
        "Ignore Instruction Address Range Checking for tag channel 0. If set to 1, all \
         instruction addresses are considered for events. If 0, IBRs 0-1 will be used for \
         address constraints. NOTE: This bit is ignored in PMC34.",
        T3_11,
    )
    .reset(1)
    .enc(Encodings::Closed(encs![
        (0, "check", "IBRP0 constrains tag channel 0."),
        (1, "ignore", "All instruction addresses are considered."),
    ]))
    .done(),
    ig(
        "ig_63_58",
        bits!(63:58),
        "seed 003, Table 3-11 (L1254; the width column says 4, the bits 63:58 are 6)",
    )
    .done(),
];

/// PMC33 and PMC35.
pub(super) const OPCODE_VALUE_FIELDS: &[Field] = &[
    rw(
        "match",
        bits!(40:0),
        "Opcode bits against which Itanium instruction encoding to be matched. Each opcode bit \
         has a corresponding bit position here. HW reset: all 1s.",
        T3_12,
    )
    .reset(0x1ff_ffff_ffff)
    .done(),
    field("ig", bits!(63:41), Access::Ignored, "Ignored bits.", T3_12).done(),
];

pub(super) const CH_IG_OPC_ENC: Encodings = Encodings::Closed(encs![
    (0, "constrained", "The channel's events are opcode constrained."),
    (
        1,
        "not constrained",
        "The channel's events are not constrained by opcode."
    ),
]);

pub(super) const PMC36_FIELDS: &[Field] = &[
    rw(
        "Ch0_ig_OPC",
        bits!(0:0),
        "1: Tag channel0 PMU events will not be constrained by opcode. 0: Tag channel0 PMU \
         events (including IA64_TAGGED_INST_RETIRED.00) will be opcode constrained by OpCM0.",
        T3_13,
    )
    .reset(0)
    .enc(CH_IG_OPC_ENC)
    .done(),
    rw(
        "Ch1_ig_OPC",
        bits!(1:1),
        "1: tag channel1 events (IA64_TAGGED_INST_RETIRED.01) won't be constrained by opcode. \
         0: tag channel1 events will be opcode constrained by OpCM1.",
        T3_13,
    )
    .reset(0)
    .enc(CH_IG_OPC_ENC)
    .done(),
    rw(
        "Ch2_ig_OpC",
        bits!(2:2),
        "1: Tag channel2 events (IA64_TAGGED_INST_RETIRED.10) won't be constrained by opcode. \
         0: Tag channel2 events will be opcode constrained by OpCM0.",
        T3_13,
    )
    .reset(0)
    .enc(CH_IG_OPC_ENC)
    .done(),
    rw(
        "Ch3_ig_OpC",
        bits!(3:3),
        "1: Tag channel3 events (IA64_TAGGED_INST_RETIRED.11) won't be constrained by opcode. \
         0: Tag channel3 events will be opcode constrained by OpCM1 (the table says 'Tag \
         channel2' here, a copying slip).",
        T3_13,
    )
    .reset(0)
    .enc(CH_IG_OPC_ENC)
    .done(),
    rw(
        "rsv",
        bits!(31:4),
        "Reserved. Users should not change this field from reset value. Ambiguity A5: the \
         table's reset value 0xffffffff does not fit 28 bits, the note at L1322 says PMC36 must \
         contain 0xffffffff, and PAL initialises PMC36 to 0xfffff0 (L1806); we take all ones \
         (0xfffffff) as the reset value and accept the PAL value too.",
        T3_13,
    )
    .reset(0xfff_ffff)
    .enc(Encodings::Closed(encs![
        (
            0xfff_ffff,
            "reset value",
            "All ones: the Table 3-13 reset value (0xffffffff truncated to 28 bits)."
        ),
        (
            0x0f_ffff,
            "PAL value",
            "The value left by PAL's PMC36 = 0xfffff0 (L1806): bits 31:4 of 0xfffff0."
        ),
    ]))
    .done(),
    field("ig", bits!(63:32), Access::Ignored, "Ignored bits.", T3_13).done(),
];

// ---------------------------------------------------------------------------------------
// Instruction address range: PMC38 (Table 3-10).
// ---------------------------------------------------------------------------------------

pub(super) const T3_10: &str = "seed 003, Table 3-10 (L1184)";
pub(super) const PMC38_RSV: &str = "Not listed in Table 3-10: register PMC38 must contain the \
    predetermined value 0x0db6, and if software modifies any bits not listed in Table 3-10 \
    processor behavior is not defined (L1218). The only defined value is the one 0xdb6 gives \
    these bits; the value after reset is the one PAL writes (0xdb6, L1805).";

pub(super) const IG_IBRP_ENC: Encodings = Encodings::Closed(encs![
    (
        0,
        "constrained",
        "The address range based on this IBRP is enabled."
    ),
    (1, "no constraint", "No constraint."),
]);

/// One bit of PMC38 that Table 3-10 names `ig_ibrpN`.
pub(super) const fn ig_ibrp(name: &'static str, bits: &'static [Bits], description: &'static str) -> Field {
    rw(name, bits, description, T3_10)
        .reset(1)
        .enc(IG_IBRP_ENC)
        .done()
}

pub(super) const PMC38_FIELDS: &[Field] = &[
    rw("rsv_0", bits!(0:0), PMC38_RSV, T3_10)
        .reset(0)
        .enc(Encodings::Closed(encs![(
            0,
            "predetermined",
            "The value 0xdb6 gives this bit."
        )]))
        .done(),
    ig_ibrp(
        "ig_ibrp0",
        bits!(1:1),
        "1: No constraint; 0: Address range 0 based on IBRP0 enabled. When PMC32.ig_ad is one \
         or PMC38.ig_ibrp0 is one, all instructions are included regardless of IBR settings \
         (L1163).",
    ),
    rw("rsv_3_2", bits!(3:2), PMC38_RSV, T3_10)
        .reset(0b01)
        .enc(Encodings::Closed(encs![(
            0b01,
            "predetermined",
            "The value 0xdb6 gives these bits."
        )]))
        .done(),
    ig_ibrp(
        "ig_ibrp1",
        bits!(4:4),
        "1: No constraint; 0: Address range 1 based on IBRP1 enabled.",
    ),
    rw("rsv_6_5", bits!(6:5), PMC38_RSV, T3_10)
        .reset(0b01)
        .enc(Encodings::Closed(encs![(
            0b01,
            "predetermined",
            "The value 0xdb6 gives these bits."
        )]))
        .done(),
    ig_ibrp(
        "ig_ibrp2",
        bits!(7:7),
        "1: No constraint; 0: Address range 2 based on IBRP2 is enabled.",
    ),
    rw("rsv_9_8", bits!(9:8), PMC38_RSV, T3_10)
        .reset(0b01)
        .enc(Encodings::Closed(encs![(
            0b01,
            "predetermined",
            "The value 0xdb6 gives these bits."
        )]))
        .done(),
    ig_ibrp(
        "ig_ibrp3",
        bits!(10:10),
        "1: No constraint; 0: address range 3 based on IBRP3 is enabled.",
    ),
    rw("rsv_12_11", bits!(12:11), PMC38_RSV, T3_10)
        .reset(0b01)
        .enc(Encodings::Closed(encs![(
            0b01,
            "predetermined",
            "The value 0xdb6 gives these bits."
        )]))
        .done(),
    rw(
        "fine",
        bits!(13:13),
        "Enable fine-mode address range checking (non power of 2). 1: IBRP0,2 and IBRP1,3 are \
         paired to define two address ranges; 0: Normal mode. If set to 1, IBRP0 and IBRP2 \
         define the lower and upper limits for address range 0; similarly, IBRP1 and IBRP3 \
         define the lower and upper limits for address range 1. Bits [63:16] of upper and lower \
         limits need to be exactly the same; bits [15:0] of the upper limit need to be greater \
         than bits [15:0] of the lower limit. A match is signaled only in address ranges 0 or 1; \
         qualification based on address ranges 2 and 3 is not defined. When using fine mode \
         address range 0, PMC38.ig_ibrp0,ig_ibrp2 must be 0; for range 1, ig_ibrp1,ig_ibrp3.",
        "seed 003, Table 3-10 (L1191)",
    )
    .reset(0)
    .enc(Encodings::Closed(encs![
        (0, "normal", "Normal (power of 2) address range checking."),
        (
            1,
            "fine",
            "IBRP0,2 and IBRP1,3 are paired to define two fine address ranges."
        ),
    ]))
    .done(),
    rw("rsv_15_14", bits!(15:14), PMC38_RSV, T3_10)
        .reset(0)
        .enc(Encodings::Closed(encs![(
            0,
            "predetermined",
            "The value 0xdb6 gives these bits."
        )]))
        .done(),
    rw("rsv_63_16", bits!(63:16), PMC38_RSV, T3_10)
        .reset(0)
        .enc(Encodings::Closed(encs![(
            0,
            "predetermined",
            "The value 0xdb6 gives these bits."
        )]))
        .done(),
];

// ---------------------------------------------------------------------------------------
// Data address range: PMC41 (Table 3-14).
// ---------------------------------------------------------------------------------------

pub(super) const T3_14: &str = "seed 003, Table 3-14 (L1330)";
pub(super) const T3_14B: &str = "seed 003, Table 3-14 (L1339)";
pub(super) const PMC41_RSV: &str = "Not listed in Table 3-14: register PMC41 must contain the \
    predetermined value 0x2078fefefefe, and if software modifies any bits not listed in Table \
    3-14 processor behavior is not defined (L1362). The only defined value is the one \
    0x2078fefefefe gives these bits; the value after reset is the one PAL writes, PMC41 = \
    0x2078fefefefe (L1804).";

pub(super) const CFGDTAG_ENC: Encodings = Encodings::Closed(encs![
    (0b00, "IBR/Opc/DBR", "Use IBRP/OpCM and DBRP for constraints: counted only if the instruction address, opcode and data address all match."),
    (0b01, "IBR/Opc", "Use IBRP/OpCM for constraints."),
    (0b10, "DBR", "Only use the DBRP for constraints."),
    (0b11, "none", "No constraints."),
]);

pub(super) const EN_DBRP_ENC: Encodings = Encodings::Closed(encs![
    (0, "no constraints", "No constraints."),
    (1, "cfgdtag", "Constraints as set by the matching cfgdtag field."),
]);

/// A PMC41 range that Table 3-14 does not list, with the value 0x2078fefefefe gives it. A
/// macro so that the one-entry encoding list is a `'static` constant.
macro_rules! pmc41_rsv {
    ($name:literal, $hi:literal : $lo:literal, $value:literal) => {
        rw($name, bits!($hi:$lo), PMC41_RSV, T3_14)
            .reset($value)
            .enc(Encodings::Closed(encs![(
                $value,
                "predetermined",
                "The value 0x2078fefefefe gives these bits."
            )]))
            .done()
    };
}

pub(super) const PMC41_FIELDS: &[Field] = &[
    pmc41_rsv!("rsv_2_0", 2:0, 0b110),
    rw(
        "cfgdtag0",
        bits!(4:3),
        "These bits determine whether and how DBRP0 should be used for constraining memory \
         pipeline events (where applicable). 00: IBR/Opc/DBR - Use IBRP0/OpCM0 and DBRP0 for \
         constraints (i.e. they will be counted only if their Instruction Address, opcodes and \
         Data Address matches the IBRP0 programmed into these registers); 01: IBR/Opc - Use \
         IBRP0/OpCM0 for constraints; 10: DBR - Only use DBRP0 for constraints; 11: No \
         constraints. NOTE: When used in conjunction with 'fine' mode (PMC38; the table says \
         PMC14), only the lower bound DBR Pair (DBRP0 or DBRP1) config needs to be set; the \
         upper bound DBR Pair config should be left to no constraint.",
        T3_14,
    )
    .reset(0b11)
    .enc(CFGDTAG_ENC)
    .done(),
    pmc41_rsv!("rsv_10_5", 10:5, 0b11_0111),
    rw(
        "cfgdtag1",
        bits!(12:11),
        "These bits determine whether and how DBRP1 should be used for constraining memory \
         pipeline events (where applicable); bit for bit these match those defined for DBRP0.",
        T3_14,
    )
    .reset(0b11)
    .enc(CFGDTAG_ENC)
    .done(),
    pmc41_rsv!("rsv_18_13", 18:13, 0b11_0111),
    rw(
        "cfgdtag2",
        bits!(20:19),
        "These bits determine whether and how DBRP2 should be used for constraining memory \
         pipeline events (where applicable); bit for bit these match those defined for DBRP0.",
        T3_14,
    )
    .reset(0b11)
    .enc(CFGDTAG_ENC)
    .done(),
    pmc41_rsv!("rsv_26_21", 26:21, 0b11_0111),
    rw(
        "cfgdtag3",
        bits!(28:27),
        "These bits determine whether and how DBRP3 should be used for constraining memory \
         pipeline events (where applicable); bit for bit these match those defined for DBRP0. \
         Ambiguity A8: the table gives the bits as '48,28:27'; bit 48 is en_dbrp3, so we take \
         28:27.",
        T3_14B,
    )
    .reset(0b11)
    .enc(CFGDTAG_ENC)
    .done(),
    pmc41_rsv!("rsv_44_29", 44:29, 0b11_1100_0111),
    rw(
        "en_dbrp0",
        bits!(45:45),
        "0 - No constraints; 1 - Constraints as set by cfgdtag0.",
        T3_14B,
    )
    .reset(1)
    .enc(EN_DBRP_ENC)
    .done(),
    rw(
        "en_dbrp1",
        bits!(46:46),
        "0 - No constraints; 1 - Constraints as set by cfgdtag1. Ambiguity A8: the table names \
         all four enable bits en_dbrp0; we number them after the cfgdtag field each enables.",
        T3_14B,
    )
    .reset(0)
    .enc(EN_DBRP_ENC)
    .done(),
    rw(
        "en_dbrp2",
        bits!(47:47),
        "0 - No constraints; 1 - Constraints as set by cfgdtag2. Ambiguity A8: printed as \
         en_dbrp0.",
        T3_14B,
    )
    .reset(0)
    .enc(EN_DBRP_ENC)
    .done(),
    rw(
        "en_dbrp3",
        bits!(48:48),
        "0 - No constraints; 1 - Constraints as set by cfgdtag3. Ambiguity A8: printed as \
         en_dbrp0.",
        T3_14B,
    )
    .reset(0)
    .enc(EN_DBRP_ENC)
    .done(),
    pmc41_rsv!("rsv_63_49", 63:49, 0),
];

// ---------------------------------------------------------------------------------------
// Debug breakpoint registers IBR0-7 and DBR0-7, as the PMU uses them for range qualification.
// ---------------------------------------------------------------------------------------

/// The IBR/DBR layout is architectural: seed 003 uses the registers (sections 3.3.5 and
/// 3.3.7) but does not define them.
pub(super) const BR_SRC: &str = "Intel Itanium Architecture SDM Vol. 2, section 7.1.1, Table 7-1 (DBR/IBR); \
    seed 003 section 3.3.5 (L1149) and section 3.3.7 (L1324) use them for range qualification";
pub(super) const BRK: &str = "Debug breakpoint registers (IBR0-7, DBR0-7) for range qualification";

pub(super) const BR_ADDR_FIELDS: &[Field] = &[rw(
    "addr",
    bits!(63:0),
    "Match Address: the 64-bit breakpoint address of this register pair. For Itanium \
     instruction references IBR.addr{3:0} is ignored in the match. The PMU compares the \
     instruction pointer (IBRmatch for the IBRs, seed 003 L1175) or the data address (DBRs: \
     \"The data address is compared to DBRPx\", L1358) against it \
     under the mask of the odd register of the pair.",
    BR_SRC,
)
.reset(0)
.done()];

pub(super) const BR_MASK_DESC: &str = "Address Mask: address bits whose mask bit is 1 must match for the \
    pair to match; other bits are ignored. Address bits 63:56, which have no mask bit, are \
    always compared (SDM Vol. 2 Table 7-1).";

pub(super) const IBR_MASK_FIELDS: &[Field] = &[
    rw("mask", bits!(55:0), BR_MASK_DESC, BR_SRC).reset(0).done(),
    rw(
        "plm",
        bits!(59:56),
        "Privilege Level Mask: the pair matches only at the privilege levels whose bit is set \
         (bit 56 for level 0). The PMU's range check uses it: ibrp0 match = ... (IBRadrmatch0 \
         and match[PSR.cpl, IBR1(59:56)]) (seed 003 L1208).",
        BR_SRC,
    )
    .reset(0)
    .enc(PLM_ENC)
    .done(),
    ig("ig_62_60", bits!(62:60), BR_SRC).done(),
    rw(
        "x",
        bits!(63:63),
        "Execute match enable: 1 makes the pair a debug breakpoint. The PMU considers the \
         range of IBRPi only if its x-bits are 0 (seed 003 L1212); Ambiguity A7: L1172 says \
         the match is evaluated regardless of x, and this model follows L1212, where the IBRPi \
         x-bits must be 0.",
        BR_SRC,
    )
    .reset(0)
    .enc(Encodings::Closed(encs![
        (0, "PMU", "Free for performance monitoring range checks."),
        (
            1,
            "debug",
            "Used as an instruction breakpoint; the PMU ignores this range."
        ),
    ]))
    .done(),
];

pub(super) const DBR_MASK_FIELDS: &[Field] = &[
    rw("mask", bits!(55:0), BR_MASK_DESC, BR_SRC).reset(0).done(),
    rw(
        "plm",
        bits!(59:56),
        "Privilege Level Mask of the debug match. DBR matching for performance monitoring \
         ignores the setting of the DBR r, w and plm fields (seed 003 L1358).",
        BR_SRC,
    )
    .reset(0)
    .enc(PLM_ENC)
    .done(),
    ig("ig_61_60", bits!(61:60), BR_SRC).done(),
    rw(
        "w",
        bits!(62:62),
        "Write match enable (debug). DBR bits x and the r/w-bit should be cleared to 0 for the \
         DBRP which is going to be used for the PMU (seed 003 L1360).",
        BR_SRC,
    )
    .reset(0)
    .done(),
    rw(
        "r",
        bits!(63:63),
        "Read match enable (debug); clear it for a DBRP used by the PMU (seed 003 L1360).",
        BR_SRC,
    )
    .reset(0)
    .done(),
];

pub(super) const fn brk(
    name: &'static str,
    location: &'static str,
    fields: &'static [Field],
    description: &'static str,
) -> Register {
    reg(name, BRK, location, fields, None, description, BR_SRC)
}
