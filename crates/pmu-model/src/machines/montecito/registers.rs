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
// PSR: only the fields that the PMU reads.
// ---------------------------------------------------------------------------------------

const PSR_SRC: &str = "Intel Itanium Architecture SDM Vol. 2, PSR (Figure 3-2, Table 3-2); \
    seed 003 Figure 3-10 (L1052) is garbled";
const PSR_OTHER: &str = "not modelled (other PSR fields)";

/// A run of PSR bits that the PMU does not read.
const fn other(name: &'static str, bits: &'static [Bits]) -> Field {
    field(name, bits, Access::Ignored, PSR_OTHER, PSR_SRC).done()
}

const PSR_FIELDS: &[Field] = &[
    other("other_1_0", bits!(1:0)),
    rw(
        "up",
        bits!(2:2),
        "User performance monitor enable: enables the user monitors (PMCi.pm = 0). PSR.up can \
         be controlled by an application using the sum/rum instructions (seed 003 L986). Bit \
         position from the Itanium architecture: the figure in seed 003 (Figure 3-10) is \
         garbled (Ambiguity A1).",
        PSR_SRC,
    )
    .enc(Encodings::Closed(encs![
        (0, "disabled", "User monitors are stopped."),
        (1, "enabled", "User monitors count."),
    ]))
    .done(),
    other("other_19_3", bits!(19:3)),
    rw(
        "sp",
        bits!(20:20),
        "Secure performance monitors: when 1, reads of PMD registers by code at a non-zero \
         privilege level return 0 (Itanium SDM Vol. 2, section 7.2). Seed 003 lists PSR.sp among \
         the fields that affect all performance monitor registers (L1042) but does not describe \
         it. Bit position from the Itanium architecture: the figure in seed 003 is garbled \
         (Ambiguity A1).",
        PSR_SRC,
    )
    .enc(Encodings::Closed(encs![
        (
            0,
            "unsecured",
            "Non-privileged code may read user-configured PMDs."
        ),
        (1, "secured", "PMD reads at non-zero privilege levels return 0."),
    ]))
    .done(),
    rw(
        "pp",
        bits!(21:21),
        "Privileged performance monitor enable: enables the system monitors (PMCi.pm = 1). \
         PSR.pp can be controlled at privilege level 0 only; DCR.pp is copied into PSR.pp \
         whenever an interruption is delivered (seed 003 L986). Bit position from the Itanium \
         architecture: the figure in seed 003 is garbled (Ambiguity A1).",
        PSR_SRC,
    )
    .enc(Encodings::Closed(encs![
        (0, "disabled", "Privileged monitors are stopped."),
        (1, "enabled", "Privileged monitors count."),
    ]))
    .done(),
    other("other_31_22", bits!(31:22)),
    rw(
        "cpl",
        bits!(33:32),
        "Current privilege level: a monitor counts only if PMCi.plm[PSR.cpl] is one (Monitor \
         Enable equation, seed 003 L1046). Bit position from the Itanium architecture: the \
         figure in seed 003 is garbled (Ambiguity A1).",
        PSR_SRC,
    )
    .enc(Encodings::Closed(encs![
        (0, "PL0", "Privilege level 0 (most privileged, kernel)."),
        (1, "PL1", "Privilege level 1."),
        (2, "PL2", "Privilege level 2."),
        (3, "PL3", "Privilege level 3 (user)."),
    ]))
    .done(),
    rw(
        "is",
        bits!(34:34),
        "Instruction set: 0 Itanium, 1 IA-32. The instruction address range check and the \
         opcode matcher operate only when PSR.is is zero (seed 003 section 3.2.3, L934, L940), and \
         the execution trace buffer captures only when PSR.is is zero (\"not PSR.is\", L1607). Bit \
         position \
         from the Itanium architecture: the figure in seed 003 is garbled (Ambiguity A1).",
        PSR_SRC,
    )
    .enc(Encodings::Closed(encs![
        (0, "Itanium", "Itanium (IA-64) instruction set."),
        (1, "IA-32", "IA-32 instruction set."),
    ]))
    .done(),
    other("other_63_35", bits!(63:35)),
];

// ---------------------------------------------------------------------------------------
// PMC0-3: overflow status (Table 3-8).
// ---------------------------------------------------------------------------------------

const T3_8: &str = "seed 003, Table 3-8 (L1136)";

/// One PMC0 overflow bit, `ov4`..`ov15`: bit n tells that PMDn overflowed.
macro_rules! ov {
    ($n:literal) => {
        field(
            concat!("ov", $n),
            bits!($n:$n),
            Access::Sticky,
            concat!(
                "Event Counter Overflow for PMD",
                $n,
                " - When one, indicates that PMD",
                $n,
                " overflowed. These overflow bits are set on their corresponding counters \
                 overflow regardless of the state of the PMC.oi bit. Software may also set these \
                 bits. These bits are sticky and multiple bits may be set. (One field per bit of \
                 the manual's 'overflow' field 15:4.)"
            ),
            "seed 003, Table 3-8 (L1145)",
        )
        .reset(0)
        .enc(Encodings::Closed(encs![
            (0, "no overflow", "The counter has not overflowed since software last cleared this bit."),
            (1, "overflowed", "The counter overflowed (or software set the bit)."),
        ]))
        .done()
    };
}

const PMC0_FIELDS: &[Field] = &[
    field(
        "fr",
        bits!(0:0),
        Access::Sticky,
        "Performance Monitor 'freeze' bit - When 1, event monitoring is disabled. When 0, event \
         monitoring is enabled. This bit is set by hardware whenever a performance monitor \
         overflow occurs and its corresponding overflow interrupt bit (PMC.oi) is set to one. SW \
         is responsible for clearing it. When the PMC.oi bit is not set, then counter overflows \
         do not set this bit. Software may also set it to freeze monitoring (section 3.2.3).",
        "seed 003, Table 3-8 (L1139)",
    )
    .reset(0)
    .enc(Encodings::Closed(encs![
        (0, "enabled", "Event monitoring is enabled."),
        (1, "frozen", "Event monitoring is disabled (frozen)."),
    ]))
    .done(),
    ig("ig_3_1", bits!(3:1), "seed 003, Table 3-8 (L1140)").done(),
    ov!(4),
    ov!(5),
    ov!(6),
    ov!(7),
    ov!(8),
    ov!(9),
    ov!(10),
    ov!(11),
    ov!(12),
    ov!(13),
    ov!(14),
    ov!(15),
    ig("ig_63_16", bits!(63:16), "seed 003, Table 3-8 (L1146)").done(),
];

const PMC1_3_FIELDS: &[Field] = &[field(
    "ig",
    bits!(63:0),
    Access::Ignored,
    "Read zero, Writes ignored. Only PMC0[15:4,0] bits are populated; all other overflow bits \
     are ignored, i.e. they read as zero and ignore writes (section 3.3.4, L1130).",
    "seed 003, Table 3-8 (L1147)",
)
.done()];

// ---------------------------------------------------------------------------------------
// PMC4-15 (Table 3-6) and PMD4-15 (Table 3-7).
// ---------------------------------------------------------------------------------------

const T3_6: &str = "seed 003, Table 3-6 (L1082)";
const T3_6B: &str = "seed 003, Table 3-6 (L1093)";
const T3_7: &str = "seed 003, Table 3-7 (L1109)";

const PMC_PLM: Field = rw("plm", bits!(3:0), PLM_DESC, T3_6).enc(PLM_ENC).done();

const PMC_EV: Field = rw(
    "ev",
    bits!(4:4),
    "External visibility - When 1, an external notification (if the capability is present) is \
     provided whenever the counter overflows. External notification occurs regardless of the \
     setting of the oi bit. Reset to 0 by hardware reset (section 3.3.12, L1801).",
    T3_6,
)
.reset(0)
.enc(Encodings::Closed(encs![
    (0, "off", "No external notification."),
    (1, "on", "External notification on every overflow."),
]))
.done();

const PMC_OI: Field = rw(
    "oi",
    bits!(5:5),
    "Overflow interrupt - When 1, a Performance Monitor Interrupt is raised and the performance \
     monitor freeze bit (PMC0.fr) is set when the monitor overflows. When 0, no interrupt is \
     raised and the performance monitor freeze bit (PMC0.fr) remains unchanged. Counter \
     overflows generate only one interrupt. Setting the corresponding PMC0 bit on an overflow \
     will be independent of this bit. Reset to 0 by hardware reset (section 3.3.12, L1801).",
    T3_6,
)
.reset(0)
.enc(Encodings::Closed(encs![
    (0, "off", "No interrupt; PMC0.fr is left unchanged on overflow."),
    (
        1,
        "on",
        "Overflow raises the Performance Monitor Interrupt and sets PMC0.fr."
    ),
]))
.done();

const PMC_PM: Field = rw("pm", bits!(6:6), PM_DESC, T3_6).enc(PM_ENC).done();

const PMC_IG_7: Field = ig("ig_7", bits!(7:7), T3_6).done();

const PMC_ES: Field = rw(
    "es",
    bits!(15:8),
    "Event select - selects the performance event to be monitored. Montecito processor event \
     encodings are defined in Chapter 4, 'Performance Monitor Events' (Table 4-42).",
    T3_6,
)
.enc(Encodings::EventSelect)
.done();

const PMC_UMASK: Field = rw(
    "umask",
    bits!(19:16),
    "Unit Mask - event specific mask bits (see event definition for details).",
    T3_6,
)
.enc(Encodings::EventMask { select: "es" })
.done();

const PMC_THRESHOLD: Field = rw(
    "threshold",
    bits!(22:20),
    "Threshold - enables thresholding for 'multi-occurrence' events. When threshold is zero, \
     the counter sums up all observed event values. When the threshold is non-zero, the counter \
     increments by one in every cycle in which the observed event value exceeds the threshold.",
    T3_6B,
)
.done();

const PMC_IG_23: Field = ig("ig_23", bits!(23:23), T3_6B).done();

const PMC_ISM: Field = rw("ism", bits!(25:24), ISM_DESC, T3_6B).enc(ISM_ENC).done();

const ALL_ENC: Encodings = Encodings::Closed(encs![
    (0, "self", "Only the self thread is monitored."),
    (1, "both threads", "Events from both threads are monitored."),
]);

const PMC_ALL_DUPLICATED: Field = rw(
    "all",
    bits!(26:26),
    "All threads; This bit selects whether or not to monitor just the self thread or both \
     threads. This bit is applicable only for Duplicated counters (PMC4-9). If 1, events from \
     both threads are monitored; If 0, only self thread is monitored. Filters (IAR/DAR/OPC) are \
     only associated with the thread they belong to. If filtering of an event with .all enabled \
     is desired, both of the thread's filters should be given matching configurations.",
    T3_6B,
)
.enc(ALL_ENC)
.done();

const PMC_ALL_BANKED: Field = rw(
    "all",
    bits!(26:26),
    "All threads. Table 3-6: 'This bit is applicable only for Duplicated counters (PMC4-9)', so \
     on the banked counters PMC10-15 .all is not applicable. Ambiguity: the CPU_OP_CYCLES note \
     (L3411) speaks of a banked counter with .all enabled, dropping one cycle per thread \
     switch; we keep the bit as an ordinary read/write bit here and describe it as not \
     applicable.",
    T3_6B,
)
.enc(ALL_ENC)
.done();

const PMC_MESI: Field = rw(
    "MESI",
    bits!(30:27),
    "Umask for MESI filtering; Only the events with this capability are affected. [27] : I; \
     [28] = S; [29] = E; [30] = M. If the counter is measuring an event implying that a cache \
     line is being replaced, the filter applies to bits in the existing cache line and not the \
     line being brought in. Also note, for the events affected by MESI filtering, if a user \
     wishes to simply capture all occurrences of the event the filter must be set to b1111.",
    T3_6B,
)
.enc(Encodings::Open(encs![
    (0b0001, "I", "Lines in the Invalid state only."),
    (0b0010, "S", "Lines in the Shared state only."),
    (0b0100, "E", "Lines in the Exclusive state only."),
    (0b1000, "M", "Lines in the Modified state only."),
    (
        0b1111,
        "MESI",
        "All states: required to capture all occurrences of a MESI-filtered event."
    ),
]))
.done();

const PMC_IG_63_31: Field = ig("ig_63_31", bits!(63:31), T3_6B).done();

/// PMC4-9: duplicated counters.
const PMC_DUPLICATED_FIELDS: &[Field] = &[
    PMC_PLM,
    PMC_EV,
    PMC_OI,
    PMC_PM,
    PMC_IG_7,
    PMC_ES,
    PMC_UMASK,
    PMC_THRESHOLD,
    PMC_IG_23,
    PMC_ISM,
    PMC_ALL_DUPLICATED,
    PMC_MESI,
    PMC_IG_63_31,
];

/// PMC10-15: banked counters; only the description of `all` differs.
const PMC_BANKED_FIELDS: &[Field] = &[
    PMC_PLM,
    PMC_EV,
    PMC_OI,
    PMC_PM,
    PMC_IG_7,
    PMC_ES,
    PMC_UMASK,
    PMC_THRESHOLD,
    PMC_IG_23,
    PMC_ISM,
    PMC_ALL_BANKED,
    PMC_MESI,
    PMC_IG_63_31,
];

/// PMD4-15: a 47-bit count, bit 47 written as 0 and read as bit 46, bits 63:48 read as bit 46.
const PMD_COUNTER_FIELDS: &[Field] = &[
    rw(
        "count",
        bits!(46:0),
        "Event Count. The counter is defined to overflow when the count field wraps (carry out \
         from bit 46). Software can force an external interruption or external notification \
         after N events by preloading the monitor with a count value of 2^47 - N (L1103).",
        T3_7,
    )
    .done(),
    field(
        "ov",
        bits!(47:47),
        Access::WriteZero { reads_bit: 46 },
        "Overflow bit (carry out from bit 46). NOTE: When writing to a PMD, always write 0 to \
         this bit. Reads will return the value of bit 46. DO NOT USE this field to properly \
         determine whether the counter has overflowed or not. Use the appropriate bit from PMC0 \
         instead. Ambiguity A3: 'carry out from bit 46' yet reads return bit 46; we take it as \
         a bit software writes as 0 and reads as a copy of bit 46.",
        T3_7,
    )
    .done(),
    field(
        "sxt47",
        bits!(63:48),
        Access::SignExtend { bit: 46 },
        "Writes are ignored, Reads return the value of bit 46, so count values appear as sign \
         extended.",
        T3_7,
    )
    .done(),
];

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

// ---------------------------------------------------------------------------------------
// Opcode match: PMC32-35 (Tables 3-11, 3-12) and PMC36 (Table 3-13).
// ---------------------------------------------------------------------------------------

const T3_11: &str = "seed 003, Table 3-11 (L1254)";
const T3_12: &str = "seed 003, Table 3-12 (L1271)";
const T3_13: &str = "seed 003, Table 3-13 (L1283)";

const SLOT_MATCH_ENC: Encodings = Encodings::Closed(encs![
    (0, "no match", "Instructions of this slot type never match."),
    (1, "match", "Instructions of this slot type may match."),
]);

/// PMC32 and PMC34 share one layout; the notes on `inv` and `ig_ad` are the manual's own
/// ("This bit is ignored in PMC34").
const OPCODE_MATCH_FIELDS: &[Field] = &[
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
const OPCODE_VALUE_FIELDS: &[Field] = &[
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

const CH_IG_OPC_ENC: Encodings = Encodings::Closed(encs![
    (0, "constrained", "The channel's events are opcode constrained."),
    (
        1,
        "not constrained",
        "The channel's events are not constrained by opcode."
    ),
]);

const PMC36_FIELDS: &[Field] = &[
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
// Instruction EAR: PMC37 (Tables 3-15, 3-16, 3-18), PMD34/35 (Tables 3-17, 3-19).
// ---------------------------------------------------------------------------------------

const T3_15: &str = "seed 003, Table 3-15 (L1376)";
const T3_17: &str = "seed 003, Table 3-17 (L1411)";
const T3_19: &str = "seed 003, Table 3-19 (L1438)";

/// PMC37.ct = 1x: instruction cache mode. PMC37's own `ct` field decides.
const IEAR_CACHE_SELF: When = When {
    register: None,
    field: "ct",
    values: &[2, 3],
    mode: "cache mode (PMC37.ct = 1x)",
};

/// PMC37.ct = 0x: TLB mode (00) or nothing monitored (01); umask is then bits 11:5.
const IEAR_NOT_CACHE_SELF: When = When {
    register: None,
    field: "ct",
    values: &[0, 1],
    mode: "TLB mode or off (PMC37.ct = 0x)",
};

const IEAR_CACHE: When = When {
    register: Some("PMC37"),
    field: "ct",
    values: &[2, 3],
    mode: "cache mode (PMC37.ct = 1x)",
};

const IEAR_TLB: When = When {
    register: Some("PMC37"),
    field: "ct",
    values: &[0],
    mode: "TLB mode (PMC37.ct = 00)",
};

/// Table 3-16: an 8-bit latency threshold; 01xxxxxx means every miss, other patterns not
/// listed are undefined, so the list is closed and has one entry per 01xxxxxx value.
const fn icache_umask_encodings() -> [Enc; 73] {
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

static ICACHE_UMASK: [Enc; 73] = icache_umask_encodings();

const PMC37_FIELDS: &[Field] = &[
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

const PMD34_FIELDS: &[Field] = &[
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

const PMD35_FIELDS: &[Field] = &[
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
// Instruction address range: PMC38 (Table 3-10).
// ---------------------------------------------------------------------------------------

const T3_10: &str = "seed 003, Table 3-10 (L1184)";
const PMC38_RSV: &str = "Not listed in Table 3-10: register PMC38 must contain the \
    predetermined value 0x0db6, and if software modifies any bits not listed in Table 3-10 \
    processor behavior is not defined (L1218). The only defined value is the one 0xdb6 gives \
    these bits; the value after reset is the one PAL writes (0xdb6, L1805).";

const IG_IBRP_ENC: Encodings = Encodings::Closed(encs![
    (
        0,
        "constrained",
        "The address range based on this IBRP is enabled."
    ),
    (1, "no constraint", "No constraint."),
]);

/// One bit of PMC38 that Table 3-10 names `ig_ibrpN`.
const fn ig_ibrp(name: &'static str, bits: &'static [Bits], description: &'static str) -> Field {
    rw(name, bits, description, T3_10)
        .reset(1)
        .enc(IG_IBRP_ENC)
        .done()
}

const PMC38_FIELDS: &[Field] = &[
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
// Execution trace buffer configuration: PMC39 (Table 3-26).
// ---------------------------------------------------------------------------------------

const T3_26: &str = "seed 003, Table 3-26 (L1591)";

const PMC39_FIELDS: &[Field] = &[
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
// Data EAR: PMC40 (Tables 3-20, 3-21, 3-23), PMD32/33/36 (Tables 3-22, 3-24, 3-25).
// ---------------------------------------------------------------------------------------

const T3_20: &str = "seed 003, Table 3-20 (L1451)";
const T3_20B: &str = "seed 003, Table 3-20 (L1457)";
const T3_22: &str = "seed 003, Table 3-22 (L1490)";
const T3_24: &str = "seed 003, Table 3-24 (L1524)";
const T3_25: &str = "seed 003, Table 3-25 (L1547)";

const fn pmc40_mode(values: &'static [u64], mode: &'static str) -> When {
    When {
        register: None,
        field: "mode",
        values,
        mode,
    }
}

const fn dear(values: &'static [u64], mode: &'static str) -> When {
    When {
        register: Some("PMC40"),
        field: "mode",
        values,
        mode,
    }
}

const DEAR_CACHE: When = dear(&[0], "data cache load miss mode (PMC40.mode = 00)");
const DEAR_TLB: When = dear(&[1], "data TLB miss mode (PMC40.mode = 01)");
const DEAR_ALAT: When = dear(&[2, 3], "ALAT miss mode (PMC40.mode = 1x)");
const DEAR_CACHE_OR_TLB: When = dear(&[0, 1], "data cache or data TLB mode (PMC40.mode = 0x)");
const DEAR_CACHE_OR_ALAT: When = dear(&[0, 2, 3], "data cache or ALAT mode (PMC40.mode != 01)");
const DEAR_TLB_OR_ALAT: When = dear(&[1, 2, 3], "data TLB or ALAT mode (PMC40.mode != 00)");

const PMC40_FIELDS: &[Field] = &[
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

const PMD32_FIELDS: &[Field] = &[
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

const DEAR_STAT_DESC: &str = "Status bits; 00: No valid information in PMD32,36 and rest of \
    PMD33; 01: Valid information in PMD32,33 and may be in PMD36. NOTE: These bits should be \
    cleared before the EAR is reused.";

const PMD33_FIELDS: &[Field] = &[
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

const DEAR_TABLES: &str = "seed 003, Table 3-22 (L1490), Table 3-24 (L1524), Table 3-25 (L1547)";

const PMD36_FIELDS: &[Field] = &[
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

// ---------------------------------------------------------------------------------------
// Data address range: PMC41 (Table 3-14).
// ---------------------------------------------------------------------------------------

const T3_14: &str = "seed 003, Table 3-14 (L1330)";
const T3_14B: &str = "seed 003, Table 3-14 (L1339)";
const PMC41_RSV: &str = "Not listed in Table 3-14: register PMC41 must contain the \
    predetermined value 0x2078fefefefe, and if software modifies any bits not listed in Table \
    3-14 processor behavior is not defined (L1362). The only defined value is the one \
    0x2078fefefefe gives these bits; the value after reset is the one PAL writes, PMC41 = \
    0x2078fefefefe (L1804).";

const CFGDTAG_ENC: Encodings = Encodings::Closed(encs![
    (0b00, "IBR/Opc/DBR", "Use IBRP/OpCM and DBRP for constraints: counted only if the instruction address, opcode and data address all match."),
    (0b01, "IBR/Opc", "Use IBRP/OpCM for constraints."),
    (0b10, "DBR", "Only use the DBRP for constraints."),
    (0b11, "none", "No constraints."),
]);

const EN_DBRP_ENC: Encodings = Encodings::Closed(encs![
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

const PMC41_FIELDS: &[Field] = &[
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
// IP-EAR configuration: PMC42 (Table 3-30).
// ---------------------------------------------------------------------------------------

const T3_30: &str = "seed 003, Table 3-30 (L1710)";

const PMC42_FIELDS: &[Field] = &[
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

const T3_27: &str = "seed 003, Table 3-27 (L1641)";
const T3_29: &str = "seed 003, Table 3-29 (L1680)";
const T3_31: &str = "seed 003, Table 3-31 (L1735)";
const T3_33: &str = "seed 003, Table 3-33 (L1761)";

/// PMD39 and PMD48-63 change meaning with PMC42.mode.
const ETB_MODE: When = When {
    register: Some("PMC42"),
    field: "mode",
    values: &[0],
    mode: "ETB mode (PMC42.mode = 000)",
};

const IP_EAR_MODE: When = When {
    register: Some("PMC42"),
    field: "mode",
    values: &[4, 5, 6, 7],
    mode: "IP-EAR mode (PMC42.mode = 1xx)",
};

const PMD38_FIELDS: &[Field] = &[
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
const fn flatten<const N: usize, const M: usize>(parts: [[Field; 3]; N]) -> [Field; M] {
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
static PMD39_FIELDS_ARRAY: [Field; 96] = flatten([
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
const ETB_ENTRY_FIELDS: &[Field] = &[
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

// ---------------------------------------------------------------------------------------
// Debug breakpoint registers IBR0-7 and DBR0-7, as the PMU uses them for range qualification.
// ---------------------------------------------------------------------------------------

/// The IBR/DBR layout is architectural: seed 003 uses the registers (sections 3.3.5 and
/// 3.3.7) but does not define them.
const BR_SRC: &str = "Intel Itanium Architecture SDM Vol. 2, section 7.1.1, Table 7-1 (DBR/IBR); \
    seed 003 section 3.3.5 (L1149) and section 3.3.7 (L1324) use them for range qualification";
const BRK: &str = "Debug breakpoint registers (IBR0-7, DBR0-7) for range qualification";

const BR_ADDR_FIELDS: &[Field] = &[rw(
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

const BR_MASK_DESC: &str = "Address Mask: address bits whose mask bit is 1 must match for the \
    pair to match; other bits are ignored. Address bits 63:56, which have no mask bit, are \
    always compared (SDM Vol. 2 Table 7-1).";

const IBR_MASK_FIELDS: &[Field] = &[
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

const DBR_MASK_FIELDS: &[Field] = &[
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

const fn brk(
    name: &'static str,
    location: &'static str,
    fields: &'static [Field],
    description: &'static str,
) -> Register {
    reg(name, BRK, location, fields, None, description, BR_SRC)
}

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
