//! The PSR fields the PMU reads, the overflow status registers PMC0-3 (Table 3-8), and the
//! generic counters' fields, PMC4-15 (Table 3-6) and PMD4-15 (Table 3-7).

use super::*;

// ---------------------------------------------------------------------------------------
// PSR: only the fields that the PMU reads.
// ---------------------------------------------------------------------------------------

pub(super) const PSR_SRC: &str = "Intel Itanium Architecture SDM Vol. 2, PSR (Figure 3-2, Table 3-2); \
    seed 003 Figure 3-10 (L1052) is garbled";
pub(super) const PSR_OTHER: &str = "not modelled (other PSR fields)";

/// A run of PSR bits that the PMU does not read.
pub(super) const fn other(name: &'static str, bits: &'static [Bits]) -> Field {
    field(name, bits, Access::Ignored, PSR_OTHER, PSR_SRC).done()
}

pub(super) const PSR_FIELDS: &[Field] = &[
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

pub(super) const T3_8: &str = "seed 003, Table 3-8 (L1136)";

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

pub(super) const PMC0_FIELDS: &[Field] = &[
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

pub(super) const PMC1_3_FIELDS: &[Field] = &[field(
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

pub(super) const T3_6: &str = "seed 003, Table 3-6 (L1082)";
pub(super) const T3_6B: &str = "seed 003, Table 3-6 (L1093)";
pub(super) const T3_7: &str = "seed 003, Table 3-7 (L1109)";

pub(super) const PMC_PLM: Field = rw("plm", bits!(3:0), PLM_DESC, T3_6).enc(PLM_ENC).done();

pub(super) const PMC_EV: Field = rw(
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

pub(super) const PMC_OI: Field = rw(
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

pub(super) const PMC_PM: Field = rw("pm", bits!(6:6), PM_DESC, T3_6).enc(PM_ENC).done();

pub(super) const PMC_IG_7: Field = ig("ig_7", bits!(7:7), T3_6).done();

pub(super) const PMC_ES: Field = rw(
    "es",
    bits!(15:8),
    "Event select - selects the performance event to be monitored. Montecito processor event \
     encodings are defined in Chapter 4, 'Performance Monitor Events' (Table 4-42).",
    T3_6,
)
.enc(Encodings::EventSelect)
.done();

pub(super) const PMC_UMASK: Field = rw(
    "umask",
    bits!(19:16),
    "Unit Mask - event specific mask bits (see event definition for details).",
    T3_6,
)
.enc(Encodings::EventMask { select: "es" })
.done();

pub(super) const PMC_THRESHOLD: Field = rw(
    "threshold",
    bits!(22:20),
    "Threshold - enables thresholding for 'multi-occurrence' events. When threshold is zero, \
     the counter sums up all observed event values. When the threshold is non-zero, the counter \
     increments by one in every cycle in which the observed event value exceeds the threshold.",
    T3_6B,
)
.done();

pub(super) const PMC_IG_23: Field = ig("ig_23", bits!(23:23), T3_6B).done();

pub(super) const PMC_ISM: Field = rw("ism", bits!(25:24), ISM_DESC, T3_6B).enc(ISM_ENC).done();

pub(super) const ALL_ENC: Encodings = Encodings::Closed(encs![
    (0, "self", "Only the self thread is monitored."),
    (1, "both threads", "Events from both threads are monitored."),
]);

pub(super) const PMC_ALL_DUPLICATED: Field = rw(
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

pub(super) const PMC_ALL_BANKED: Field = rw(
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

pub(super) const PMC_MESI: Field = rw(
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

pub(super) const PMC_IG_63_31: Field = ig("ig_63_31", bits!(63:31), T3_6B).done();

/// PMC4-9: duplicated counters.
pub(super) const PMC_DUPLICATED_FIELDS: &[Field] = &[
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
pub(super) const PMC_BANKED_FIELDS: &[Field] = &[
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
pub(super) const PMD_COUNTER_FIELDS: &[Field] = &[
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
