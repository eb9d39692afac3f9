//! Montecito register tables (seed 003 chapter 3): the PSR fields the PMU reads, the overflow
//! status registers PMC0-3, the twelve generic counter pairs PMC/PMD4-15, opcode match
//! (PMC32-36), the instruction and data EARs (PMC37, PMC40, PMD32-36), the address range
//! checks (PMC38, PMC41), and the execution trace buffer with its IP-EAR mode (PMC39, PMC42,
//! PMD38, PMD39, PMD48-63).
//!
//! Every register is per hardware thread: "The PMUs are not shared between hardware threads"
//! (seed 003, L1068). The register figures of chapter 3 did not survive conversion to text, so
//! the layouts come from the field tables. Where a table is garbled or disagrees with another,
//! the field's description says "Ambiguity: ..." and which reading is taken; the numbers A1..
//! refer to section 19 of `shared/reference/montecito.md`.
//!
//! ```text
//! PMC4-15  63       31 30  27  26  25 24  23 22     20 19   16 15    8  7  6  5  4  3   0
//!         [    ig     | MESI | all | ism | ig |threshold| umask |  es  | ig|pm|oi|ev| plm ]
//! PMD4-15  63      48  47  46                                                          0
//!         [  sxt47   | ov |                         count                              ]
//! PMC0     63                                  16 15                          4  3   1  0
//!         [                 ig                   | ov15 ............... ov4 |  ig  |fr]
//! ```
//!
//! Layouts that depend on a mode use [`When`]: PMC37 on its own `ct`, PMC40's umask on its
//! own `mode`, PMD32/33 on PMC40.mode, PMD34/35 on PMC37.ct, PMD39 and PMD48-63 on PMC42.mode.

use crate::register::{
    bits, encs, field, rsv, rw, Access, Bits, Enc, Encodings, Field, FieldBuilder, Register, Scope, When,
};

mod counters;
mod ear;
mod etb;
mod qualify;

use counters::*;
use ear::*;
use etb::*;
use qualify::*;

/// An "ig" range: the Itanium manuals' "Read zero; writes ignored".
const fn ig(name: &'static str, bits: &'static [Bits], source: &'static str) -> FieldBuilder {
    field(name, bits, Access::Ignored, IG, source)
}

/// A per-thread register; all Montecito PMU registers are of this kind.
const fn reg(
    name: &'static str,
    group: &'static str,
    location: &'static str,
    fields: &'static [Field],
    controls: Option<&'static str>,
    description: &'static str,
    source: &'static str,
) -> Register {
    let r = Register::new(name, group, location, Scope::Thread, fields, description, source);
    match controls {
        Some(counter) => r.controlling(counter),
        None => r,
    }
}

const IG: &str = "Read zero; writes ignored.";

// ---------------------------------------------------------------------------------------
// Shared control fields (Table 3-5) and their named values.
// ---------------------------------------------------------------------------------------

const PLM_DESC: &str = "Privilege Level Mask - controls performance monitor operation for a \
    specific privilege level. Each bit corresponds to one of the 4 privilege levels, with bit 0 \
    corresponding to privilege level 0, bit 1 with privilege level 1, etc. A bit value of 1 \
    indicates that the monitor is enabled at that privilege level. Writing zeros to all plm \
    bits effectively disables the monitor. In this state, the Montecito processor will not \
    preserve the value of the corresponding PMD register(s).";

const PLM_ENC: Encodings = Encodings::Open(encs![
    (
        0b0000,
        "disabled",
        "No privilege level: the monitor is disabled and its PMD is not preserved."
    ),
    (0b0001, "PL0", "Privilege level 0 only (kernel)."),
    (0b1000, "PL3", "Privilege level 3 only (user)."),
    (0b1001, "PL0+PL3", "Privilege levels 0 and 3."),
    (0b1111, "all", "All four privilege levels."),
]);

const PM_DESC: &str = "Privileged monitor - When 0, the performance monitor is configured as a \
    user monitor and enabled by PSR.up. When PMC.pm is 1, the performance monitor is configured \
    as a privileged monitor, enabled by PSR.pp, and PMD can only be read by privileged software. \
    Any read of the PMD by non-privileged software in this case will return 0.";

const PM_ENC: Encodings = Encodings::Closed(encs![
    (0, "user", "User monitor, enabled by PSR.up."),
    (
        1,
        "privileged",
        "Privileged monitor, enabled by PSR.pp; non-privileged reads of the PMD return 0."
    ),
]);

const ISM_DESC: &str = "Instruction Set Mask - Should be set to '10 for proper operation. \
    Undefined behavior with other values. Instruction set constraints are not fully supported \
    in Montecito; '10 is Itanium architecture only (section 3.2.3.3, L994). The Monitor Enable \
    equation (L1046: \"(i=39) or (i=37)\") requires ism = '10 for every PMC except PMC37 and \
    PMC39.";

const ISM_ENC: Encodings = Encodings::Closed(encs![
    (
        0b00,
        "undefined",
        "Undefined behavior: the manual says ism \"should be set to '10 for proper operation\"; this model counts nothing."
    ),
    (
        0b01,
        "undefined",
        "Undefined behavior: the manual says ism \"should be set to '10 for proper operation\"; this model counts nothing."
    ),
    (
        0b10,
        "Itanium architecture only",
        "The only supported setting ('10); other values give undefined behavior."
    ),
    (
        0b11,
        "undefined",
        "Undefined behavior: the manual says ism \"should be set to '10 for proper operation\"; this model counts nothing."
    ),
]);

// ---------------------------------------------------------------------------------------
// The register list.
// ---------------------------------------------------------------------------------------

const STATUS: &str = "Interrupt Status (PMC0-3)";
const OPCODE: &str = "Opcode Matching (PMC32-36)";
const IEAR: &str = "Instruction EAR (PMC37, PMD34-35)";
const IRANGE: &str = "Instruction Address Range Check (PMC38)";
const ETB: &str = "Execution Trace Buffer and IP-EAR (PMC39, PMC42, PMD38-39, PMD48-63)";
const DEAR: &str = "Data EAR (PMC40, PMD32-33, PMD36)";
const DRANGE: &str = "Memory Pipeline Event Constraints (PMC41)";

const DUPLICATED: &str = "Generic counters (duplicated, PMC/PMD4-9)";
const BANKED: &str = "Generic counters (banked, PMC/PMD10-15)";
const PMC_SRC: &str = "seed 003, section 3.3.2, Table 3-6 (L1082)";
const PMD_SRC: &str = "seed 003, section 3.3.2, Table 3-7 (L1109)";

/// Text shared by the register descriptions of PMC/PMD4-9; a macro so that `concat!` can use
/// it.
macro_rules! duplicated_note {
    () => {
        "Duplicated counters can increment when their thread is in the \
    background, so they can monitor thread specific events which could occur even when the \
    thread those events belong to is not currently active (L1073). ER/SI/L2D events (codes \
    'h8x, 'h9x, 'hax, 'hbx, 'hex, 'hfx) can only be monitored using PMD4-9 (L1122)."
    };
}

/// Text shared by the register descriptions of PMC/PMD10-15.
macro_rules! banked_note {
    () => {
        "Banked counters cannot increment when their thread is in the \
    background; they should not be used to monitor a thread specific event (.all is set to 0) \
    that could occur when its thread is in the background (e.g. L3_MISSES) (L1072). A \
    'floating' event monitored here may be incorrect (L1125)."
    };
}

/// A generic counter configuration register; `$note` is `duplicated_note` or `banked_note`.
macro_rules! pmc {
    ($name:literal, $pmd:literal, $group:expr, $fields:expr, $note:ident, $description:literal) => {
        reg(
            $name,
            $group,
            concat!("pmc[", $pmd, "]"),
            $fields,
            Some(concat!("PMD", $pmd)),
            concat!($description, " ", $note!()),
            PMC_SRC,
        )
    };
}

/// A generic counter data register.
macro_rules! pmd {
    ($n:literal, $group:expr, $kind:literal, $extra:literal) => {
        reg(
            concat!("PMD", $n),
            $group,
            concat!("pmd[", $n, "]"),
            PMD_COUNTER_FIELDS,
            None,
            concat!(
                $kind,
                " generic counter ",
                $n,
                ": a 47-bit count, read sign extended from bit 46. Software can read it \
                 continuously without disabling event collection; any read without the \
                 appropriate privilege level returns 0 (L1105).",
                $extra
            ),
            PMD_SRC,
        )
    };
}

const fn etb_entry(name: &'static str, location: &'static str, description: &'static str) -> Register {
    reg(
        name,
        ETB,
        location,
        ETB_ENTRY_FIELDS,
        None,
        description,
        "seed 003, section 3.3.10, Table 3-27 (L1641), Table 3-31 (L1735)",
    )
}

pub static REGISTERS: &[Register] = &[
    reg(
        "PSR",
        "Processor Status Register",
        "PSR (sum/rum/ssm/rsm, mov psr.l)",
        PSR_FIELDS,
        None,
        "The processor status register fields that affect performance monitoring: PSR.up, \
         PSR.pp, PSR.cpl and PSR.sp affect the behavior of all performance monitor registers \
         (L1042); PSR.is gates the range check, opcode match and ETB. Other fields are not \
         modelled. Figure 3-10 of seed 003 is garbled (Ambiguity A1), so the bit positions come \
         from the Itanium architecture.",
        "Intel Itanium Architecture SDM Vol. 2, PSR; seed 003, section 3.3.1, Figure 3-10 (L1052)",
    ),
    reg(
        "PMC0",
        STATUS,
        "pmc[0]",
        PMC0_FIELDS,
        None,
        "Overflow status: the freeze bit fr and one sticky overflow bit per counter PMD4-15. \
         Only PMC0[15:4,0] bits are populated (L1130). All bits of PMC0 need to be cleared if \
         further monitoring needs to be done after an overflow interrupt (L1797).",
        T3_8,
    ),
    reg(
        "PMC1",
        STATUS,
        "pmc[1]",
        PMC1_3_FIELDS,
        None,
        "Overflow status register with no populated bits: read zero, writes ignored.",
        T3_8,
    ),
    reg(
        "PMC2",
        STATUS,
        "pmc[2]",
        PMC1_3_FIELDS,
        None,
        "Overflow status register with no populated bits: read zero, writes ignored.",
        T3_8,
    ),
    reg(
        "PMC3",
        STATUS,
        "pmc[3]",
        PMC1_3_FIELDS,
        None,
        "Overflow status register with no populated bits: read zero, writes ignored.",
        T3_8,
    ),
    pmc!(
        "PMC4",
        4,
        DUPLICATED,
        PMC_DUPLICATED_FIELDS,
        duplicated_note,
        "Configuration of duplicated counter PMD4. An L2D event here selects the L2D event set \
         that PMD4, PMD5 and PMD8 may count, and its .all value applies to them (section 4.8.4, \
         L2175); to monitor any L2D events, at least one L2D event must be monitored in PMC4 or \
         PMC6 (L1123)."
    ),
    pmc!(
        "PMC5",
        5,
        DUPLICATED,
        PMC_DUPLICATED_FIELDS,
        duplicated_note,
        "Configuration of duplicated counter PMD5. \"To monitor any L1D events it is necessary \
         to program PMC5/PMD5 to monitor one L1D event\" (L1124); its event code selects the L1D \
         event set (section 4.8.2). L2D events here must belong to the set selected by PMC4."
    ),
    pmc!(
        "PMC6",
        6,
        DUPLICATED,
        PMC_DUPLICATED_FIELDS,
        duplicated_note,
        "Configuration of duplicated counter PMD6. An L2D event here selects the L2D event set \
         that PMD6, PMD7 and PMD9 may count, and its .all value applies to them (section 4.8.4, \
         L2175)."
    ),
    pmc!(
        "PMC7",
        7,
        DUPLICATED,
        PMC_DUPLICATED_FIELDS,
        duplicated_note,
        "Configuration of duplicated counter PMD7. L2D events here must belong to the set \
         selected by PMC6 (section 4.8.4)."
    ),
    pmc!(
        "PMC8",
        8,
        DUPLICATED,
        PMC_DUPLICATED_FIELDS,
        duplicated_note,
        "Configuration of duplicated counter PMD8. L2D events here must belong to the set \
         selected by PMC4 (section 4.8.4)."
    ),
    pmc!(
        "PMC9",
        9,
        DUPLICATED,
        PMC_DUPLICATED_FIELDS,
        duplicated_note,
        "Configuration of duplicated counter PMD9. L2D events here must belong to the set \
         selected by PMC6 (section 4.8.4)."
    ),
    pmc!(
        "PMC10",
        10,
        BANKED,
        PMC_BANKED_FIELDS,
        banked_note,
        "Configuration of banked counter PMD10. The CYCLES_HALTED event can only be monitored in \
         PMD10 (L1126)."
    ),
    pmc!(
        "PMC11",
        11,
        BANKED,
        PMC_BANKED_FIELDS,
        banked_note,
        "Configuration of banked counter PMD11."
    ),
    pmc!(
        "PMC12",
        12,
        BANKED,
        PMC_BANKED_FIELDS,
        banked_note,
        "Configuration of banked counter PMD12."
    ),
    pmc!(
        "PMC13",
        13,
        BANKED,
        PMC_BANKED_FIELDS,
        banked_note,
        "Configuration of banked counter PMD13."
    ),
    pmc!(
        "PMC14",
        14,
        BANKED,
        PMC_BANKED_FIELDS,
        banked_note,
        "Configuration of banked counter PMD14."
    ),
    pmc!(
        "PMC15",
        15,
        BANKED,
        PMC_BANKED_FIELDS,
        banked_note,
        "Configuration of banked counter PMD15."
    ),
    pmd!(4, DUPLICATED, "Duplicated", ""),
    pmd!(5, DUPLICATED, "Duplicated", ""),
    pmd!(6, DUPLICATED, "Duplicated", ""),
    pmd!(7, DUPLICATED, "Duplicated", ""),
    pmd!(8, DUPLICATED, "Duplicated", ""),
    pmd!(9, DUPLICATED, "Duplicated", ""),
    pmd!(
        10,
        BANKED,
        "Banked",
        " The only counter for CYCLES_HALTED (L1126)."
    ),
    pmd!(11, BANKED, "Banked", ""),
    pmd!(12, BANKED, "Banked", ""),
    pmd!(13, BANKED, "Banked", ""),
    pmd!(14, BANKED, "Banked", ""),
    pmd!(15, BANKED, "Banked", ""),
    reg(
        "PMC32",
        OPCODE,
        "pmc[32]",
        OPCODE_MATCH_FIELDS,
        None,
        "Opcode matcher 0 (OpCM0), mask and slot types; with PMC33. Its inv and ig_ad bits also \
         control the instruction address range check of tag channel 0. To count independent of \
         the opcode matcher, set all mifb and mask bits to one while keeping inv cleared \
         (L1247).",
        "seed 003, section 3.3.6, Table 3-11 (L1254)",
    ),
    reg(
        "PMC33",
        OPCODE,
        "pmc[33]",
        OPCODE_VALUE_FIELDS,
        None,
        "Opcode matcher 0 (OpCM0), match bits; with PMC32.",
        "seed 003, section 3.3.6, Table 3-12 (L1271)",
    ),
    reg(
        "PMC34",
        OPCODE,
        "pmc[34]",
        OPCODE_MATCH_FIELDS,
        None,
        "Opcode matcher 1 (OpCM1), mask and slot types; with PMC35. Its inv and ig_ad bits are \
         ignored.",
        "seed 003, section 3.3.6, Table 3-11 (L1254)",
    ),
    reg(
        "PMC35",
        OPCODE,
        "pmc[35]",
        OPCODE_VALUE_FIELDS,
        None,
        "Opcode matcher 1 (OpCM1), match bits; with PMC34.",
        "seed 003, section 3.3.6, Table 3-12 (L1271)",
    ),
    reg(
        "PMC36",
        OPCODE,
        "pmc[36]",
        PMC36_FIELDS,
        None,
        "Opcode match configuration: whether each of the four tag channels is constrained by its \
         opcode matcher (OpCM0 for channels 0 and 2, OpCM1 for channels 1 and 3). Register PMC36 \
         must contain the predetermined value of 0xffffffff (L1322); Ambiguity A5: PAL writes \
         0xfffff0 (L1806) and the table's reset column gives 0 for the channel bits.",
        "seed 003, section 3.3.6.2, Table 3-13 (L1283)",
    ),
    reg(
        "PMC37",
        IEAR,
        "pmc[37]",
        PMC37_FIELDS,
        Some("PMD34"),
        "Instruction event address configuration: instruction cache miss mode (ct = 1x, umask \
         12:5 is a latency threshold) or instruction TLB miss mode (ct = 00). The captured \
         data is in PMD34,35. PMC37 has no ism field and is exempt from the ism term of the \
         Monitor Enable equation.",
        "seed 003, section 3.3.8, Table 3-15 (L1376)",
    ),
    reg(
        "PMC38",
        IRANGE,
        "pmc[38]",
        PMC38_FIELDS,
        None,
        "Instruction address range configuration. PMC38 is expected to be programmed to 0xdb6 \
         as the default value (L1161). It is illegal to have PMC41[48:45]=0000 and \
         PMC32.ig_ad=0 and ((PMC38[2:1]=10 or 00) or (PMC38[5:4]=10 or 00)) (L1218).",
        "seed 003, section 3.3.5.1, Table 3-10 (L1184)",
    ),
    reg(
        "PMC39",
        ETB,
        "pmc[39]",
        PMC39_FIELDS,
        Some("PMD48"),
        "Execution trace buffer configuration: which branches (and rfi, exceptions, failed chk) \
         are captured into PMD48-63. Ignored when PMC42.mode is not 000 (L1570). PMC39 must be 0 \
         in the data EAR's TLB and ALAT modes (L1513, L1545).",
        "seed 003, section 3.3.10.1.1, Table 3-26 (L1591)",
    ),
    reg(
        "PMC40",
        DEAR,
        "pmc[40]",
        PMC40_FIELDS,
        Some("PMD32"),
        "Data event address configuration: L1 data cache load misses and FP loads (mode 00), L1 \
         data TLB misses (01) or ALAT misses (1x). The captured data is in PMD32,33,36.",
        "seed 003, section 3.3.9, Table 3-20 (L1451)",
    ),
    reg(
        "PMC41",
        DRANGE,
        "pmc[41]",
        PMC41_FIELDS,
        None,
        "Memory pipeline event constraints: whether and how the data breakpoint register pairs \
         DBRP0-3 constrain memory pipeline events. Register PMC41 must contain the predetermined \
         value 0x2078fefefefe (L1362), which PAL writes at reset (PMC41 = 0x2078fefefefe, \
         L1804).",
        "seed 003, section 3.3.7, Table 3-14 (L1330)",
    ),
    reg(
        "PMC42",
        ETB,
        "pmc[42]",
        PMC42_FIELDS,
        Some("PMD48"),
        "IP-EAR configuration: mode 000 keeps the execution trace buffer; mode 100 turns PMD48-63 \
         into a buffer of retired IPs that freezes a programmable delay after the PMU freezes. \
         Setting PMC42.mode to a non-0 value overrides PMC39 (L1704).",
        "seed 003, section 3.3.10.2, Table 3-30 (L1710)",
    ),
    reg(
        "PMD32",
        DEAR,
        "pmd[32]",
        PMD32_FIELDS,
        None,
        "Data EAR: data address. Valid only when event collection is frozen (PMC0.fr is one).",
        "seed 003, section 3.3.9, Tables 3-22, 3-24, 3-25 (L1490-L1556)",
    ),
    reg(
        "PMD33",
        DEAR,
        "pmd[33]",
        PMD33_FIELDS,
        None,
        "Data EAR: latency, latency overflow and status. Valid only when event collection is \
         frozen (PMC0.fr is one).",
        "seed 003, section 3.3.9, Tables 3-22, 3-24, 3-25 (L1490-L1556)",
    ),
    reg(
        "PMD34",
        IEAR,
        "pmd[34]",
        PMD34_FIELDS,
        None,
        "Instruction EAR: status and instruction cache line address. Valid only when event \
         collection is frozen (PMC0.fr is one).",
        "seed 003, section 3.3.8, Tables 3-17, 3-19 (L1411, L1438)",
    ),
    reg(
        "PMD35",
        IEAR,
        "pmd[35]",
        PMD35_FIELDS,
        None,
        "Instruction EAR: latency of the captured instruction cache miss (undefined in TLB \
         mode). Valid only when event collection is frozen (PMC0.fr is one).",
        "seed 003, section 3.3.8, Tables 3-17, 3-19 (L1411, L1438)",
    ),
    reg(
        "PMD36",
        DEAR,
        "pmd[36]",
        PMD36_FIELDS,
        None,
        "Data EAR: instruction address, bundle and slot of the captured miss. Valid only when \
         event collection is frozen (PMC0.fr is one).",
        "seed 003, section 3.3.9, Tables 3-22, 3-24, 3-25 (L1490-L1556)",
    ),
    reg(
        "PMD38",
        ETB,
        "pmd[38]",
        PMD38_FIELDS,
        None,
        "Execution trace buffer index: the next entry to be written and whether the buffer has \
         wrapped. Last written entry: PMD(48 + ((16*full + ebi - 1) mod 16)) (Ambiguity A11: the \
         printed formula reads PMC38.ebi and misplaces its parentheses).",
        "seed 003, section 3.3.10, Table 3-28 (L1666), Table 3-32 (L1750)",
    ),
    reg(
        "PMD39",
        ETB,
        "pmd[39]",
        &PMD39_FIELDS_ARRAY,
        None,
        "Execution trace buffer extension: one 4-bit nibble per entry PMD48-63 (PMD48 at 3:0, \
         PMD56 at 7:4, PMD49 at 11:8, ...). In ETB mode it holds brflush and b1 (Table 3-29); in \
         IP-EAR mode it holds bits 67:64 of the entry: the two high elapsed-cycle bits, f and \
         ef (Table 3-33).",
        "seed 003, section 3.3.10, Table 3-29 (L1680), Table 3-33 (L1761)",
    ),
    etb_entry(
        "PMD48",
        "pmd[48]",
        "ETB entry 0 (PMD38.ebi = 0); extension bits in PMD39 3:0.",
    ),
    etb_entry(
        "PMD49",
        "pmd[49]",
        "ETB entry 1 (PMD38.ebi = 1); extension bits in PMD39 11:8.",
    ),
    etb_entry(
        "PMD50",
        "pmd[50]",
        "ETB entry 2 (PMD38.ebi = 2); extension bits in PMD39 19:16.",
    ),
    etb_entry(
        "PMD51",
        "pmd[51]",
        "ETB entry 3 (PMD38.ebi = 3); extension bits in PMD39 27:24.",
    ),
    etb_entry(
        "PMD52",
        "pmd[52]",
        "ETB entry 4 (PMD38.ebi = 4); extension bits in PMD39 35:32.",
    ),
    etb_entry(
        "PMD53",
        "pmd[53]",
        "ETB entry 5 (PMD38.ebi = 5); extension bits in PMD39 43:40.",
    ),
    etb_entry(
        "PMD54",
        "pmd[54]",
        "ETB entry 6 (PMD38.ebi = 6); extension bits in PMD39 51:48.",
    ),
    etb_entry(
        "PMD55",
        "pmd[55]",
        "ETB entry 7 (PMD38.ebi = 7); extension bits in PMD39 59:56.",
    ),
    etb_entry(
        "PMD56",
        "pmd[56]",
        "ETB entry 8 (PMD38.ebi = 8); extension bits in PMD39 7:4.",
    ),
    etb_entry(
        "PMD57",
        "pmd[57]",
        "ETB entry 9 (PMD38.ebi = 9); extension bits in PMD39 15:12.",
    ),
    etb_entry(
        "PMD58",
        "pmd[58]",
        "ETB entry 10 (PMD38.ebi = 10); extension bits in PMD39 23:20.",
    ),
    etb_entry(
        "PMD59",
        "pmd[59]",
        "ETB entry 11 (PMD38.ebi = 11); extension bits in PMD39 31:28.",
    ),
    etb_entry(
        "PMD60",
        "pmd[60]",
        "ETB entry 12 (PMD38.ebi = 12); extension bits in PMD39 39:36.",
    ),
    etb_entry(
        "PMD61",
        "pmd[61]",
        "ETB entry 13 (PMD38.ebi = 13); extension bits in PMD39 47:44.",
    ),
    etb_entry(
        "PMD62",
        "pmd[62]",
        "ETB entry 14 (PMD38.ebi = 14); extension bits in PMD39 55:52.",
    ),
    etb_entry(
        "PMD63",
        "pmd[63]",
        "ETB entry 15 (PMD38.ebi = 15); extension bits in PMD39 63:60.",
    ),

    brk("IBR0", "ibr[0]", BR_ADDR_FIELDS, "Instruction breakpoint pair IBRP0: address. With IBR1 it defines instruction address range 0 for PMC38 (seed 003 section 3.3.5)."),
    brk("IBR1", "ibr[1]", IBR_MASK_FIELDS, "Instruction breakpoint pair IBRP0: mask, privilege levels and x bit (seed 003 section 3.3.5)."),
    brk("IBR2", "ibr[2]", BR_ADDR_FIELDS, "Instruction breakpoint pair IBRP1: address. With IBR3 it defines instruction address range 1 for PMC38 (seed 003 section 3.3.5)."),
    brk("IBR3", "ibr[3]", IBR_MASK_FIELDS, "Instruction breakpoint pair IBRP1: mask, privilege levels and x bit (seed 003 section 3.3.5)."),
    brk("IBR4", "ibr[4]", BR_ADDR_FIELDS, "Instruction breakpoint pair IBRP2: address. With IBR5 it defines instruction address range 2 for PMC38 (seed 003 section 3.3.5)."),
    brk("IBR5", "ibr[5]", IBR_MASK_FIELDS, "Instruction breakpoint pair IBRP2: mask, privilege levels and x bit (seed 003 section 3.3.5)."),
    brk("IBR6", "ibr[6]", BR_ADDR_FIELDS, "Instruction breakpoint pair IBRP3: address. With IBR7 it defines instruction address range 3 for PMC38 (seed 003 section 3.3.5)."),
    brk("IBR7", "ibr[7]", IBR_MASK_FIELDS, "Instruction breakpoint pair IBRP3: mask, privilege levels and x bit (seed 003 section 3.3.5)."),
    brk("DBR0", "dbr[0]", BR_ADDR_FIELDS, "Data breakpoint pair DBRP0: address. With DBR1 it defines data address range 0 for PMC41 (seed 003 section 3.3.7)."),
    brk("DBR1", "dbr[1]", DBR_MASK_FIELDS, "Data breakpoint pair DBRP0: mask (r, w and plm are ignored by the PMU; seed 003 section 3.3.7)."),
    brk("DBR2", "dbr[2]", BR_ADDR_FIELDS, "Data breakpoint pair DBRP1: address. With DBR3 it defines data address range 1 for PMC41 (seed 003 section 3.3.7)."),
    brk("DBR3", "dbr[3]", DBR_MASK_FIELDS, "Data breakpoint pair DBRP1: mask (r, w and plm are ignored by the PMU; seed 003 section 3.3.7)."),
    brk("DBR4", "dbr[4]", BR_ADDR_FIELDS, "Data breakpoint pair DBRP2: address. With DBR5 it defines data address range 2 for PMC41 (seed 003 section 3.3.7)."),
    brk("DBR5", "dbr[5]", DBR_MASK_FIELDS, "Data breakpoint pair DBRP2: mask (r, w and plm are ignored by the PMU; seed 003 section 3.3.7)."),
    brk("DBR6", "dbr[6]", BR_ADDR_FIELDS, "Data breakpoint pair DBRP3: address. With DBR7 it defines data address range 3 for PMC41 (seed 003 section 3.3.7)."),
    brk("DBR7", "dbr[7]", DBR_MASK_FIELDS, "Data breakpoint pair DBRP3: mask (r, w and plm are ignored by the PMU; seed 003 section 3.3.7)."),
];
