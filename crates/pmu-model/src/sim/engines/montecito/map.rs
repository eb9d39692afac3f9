//! What the Montecito event encodings count, as data: for an event select code (PMC.es) and
//! unit mask, which part of the simulated core feeds the counter ([`lookup`]). Every event of
//! Table 4-42 (seed 003 L2602) has a source; a unit mask the event pages of section 4.15 mark
//! "nothing will be counted", "count is undefined", "illegal" or "meaningless" counts nothing
//! ([`Src::Nothing`]); the few encodings this model cannot produce are listed in
//! [`UNCOUNTABLE`] with the reason, which the "why is this counter not counting" note gives.
//!
//! Unit masks that select a union select the members of a signal family as a bit mask
//! ([`super::signal`]), so that a union counts the sum of its parts.

use super::signal::{
    bus, buscyc, core, er, exe, fam, fe, fp, l1d, l1d_sig, l1i, l2d, l2dq, l3, lost, queue, rse, rse_sig, si,
    spec, Be, BE_ANY,
};
use super::stream::BrKind;
use crate::machines::montecito::events;

/// What one cycle of a running thread's stream contributes (a per-cycle count, compared
/// with the threshold, clamped at the event's maximum increment).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum St {
    /// Retired instructions tagged in channel `n` (IA64_TAGGED_INST_RETIRED; channel 0 is
    /// IA64_INST_RETIRED).
    Tagged(u8),
    Nops,
    FpOps,
    /// Retired instructions with a false predicate.
    Squashed,
    /// Cycles with any of these stream flags ([`super::stream::fl`], one per cycle).
    Flags(u32),
    /// Cycles that retire nothing with a back-end cause in the set (bits of [`Be::bit`]).
    Be(u8),
    /// Cycles that retire nothing for `cause` with one of the sub-causes in `bits`.
    BeSub {
        cause: Be,
        bits: u16,
    },
    /// Cycles in which the front end has a bubble with a cause in the set (bits of
    /// [`signal::fe`]).
    FeBubble(u8),
    /// Bundles lost at the entrance of the instruction buffer (FE_LOST_BW), at its exit
    /// (IDEAL_BE_LOST_BW_DUE_TO_FE), or at its exit while the back end is not stalled for
    /// another reason (BE_LOST_BW_DUE_TO_FE), for causes in the set (bits of [`signal::lost`]).
    LostBw {
        exit: bool,
        be_idle: bool,
        causes: u16,
    },
    /// Syllables dispersed; cycles dispersal stalled; syllables not dispersed for the causes
    /// in the SYLL_NOT_DISPERSED umask; syllables overcounted in the SYLL_OVERCOUNT buckets.
    Dispersed,
    DispStalled,
    NotDispersed(u8),
    Overcount(u8),
    /// Every cycle the thread runs (CPU_OP_CYCLES.ALL, SI_CYCLES).
    Cycle,
    /// Cycles retiring an instruction that channel 0 tags (CPU_OP_CYCLES.QUAL).
    QualCycle,
    /// Cycles that retired at least one instruction (L1I_READS: one fetch per issue group).
    Issue,
    /// BR_MISPRED_DETAIL: branches of a type (0 all, else [`BrKind::umask_type`]) by outcome
    /// (0 all, 1 correctly predicted, 2 wrong path, 3 wrong target); BR_MISPRED_DETAIL2: those
    /// with an unknown path prediction (outcome 0 all, 1 correct, 2 wrong path).
    Branches {
        ty: u8,
        outcome: u8,
    },
    Branches2 {
        ty: u8,
        outcome: u8,
    },
    /// BR_PATH_PRED: branches of a type with a path outcome (bit 1: correctly predicted) and
    /// direction (bit 0: taken); BR_PATH_PRED2: those with an unknown prediction, by direction.
    PathPred {
        ty: u8,
        ok: bool,
        taken: bool,
    },
    PathPred2 {
        ty: u8,
        taken: bool,
    },
    /// ENCBR_MISPRED_DETAIL: encoded branches (all, or those that oversubscribe) by outcome.
    EncBr {
        oversub: bool,
        outcome: u8,
    },
    /// BE_BR_MISPRED_DETAIL: bundles with a back-end stg (1), rot (2) or pfs (3)
    /// misprediction, or any (0).
    BeBr(u8),
    /// Entries written to the execution trace buffer (ETB_EVENT).
    Etb,
    /// Events captured by the data EAR (DATA_EAR_EVENTS) and the instruction EAR
    /// (L1I_EAR_EVENTS).
    Dear,
    Iear,
    /// Privilege level changes to or from the levels in the mask (CPU_CPL_CHANGES).
    CplChanges(u8),
    /// Occurrences of the members of a signal family in the mask.
    Sig {
        family: u8,
        mask: u64,
    },
    /// The occupancy of the system interface queues in the set (bits of [`signal::queue`]):
    /// the low three bits (LO) or the rest (HI), section 4.11.2 (L2527).
    Queue {
        queues: u16,
        hi: bool,
    },
}

/// Events that happen at a point of core time rather than in a thread's stream.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Pt {
    /// An L3 miss of the thread is determined (L3_MISSES): it may be in the background by then.
    L3Miss,
    /// Thread switches the thread initiated, for reasons in the mask ([`super::sched::Reason`]
    /// bits).
    Switch(u8),
    /// L3 events of the foreground thread that did not switch (THREAD_SWITCH_EVENTS.MISSED).
    Missed,
    /// Switches after the pipeline stalled at least this many cycles since the last retired
    /// instruction (THREAD_SWITCH_STALLS.GTE_n).
    Stall(u64),
}

/// The source of a counter's increments.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Src {
    /// This model cannot produce the event; the reason says why. It counts 0.
    Uncountable(&'static str),
    /// The unit mask selects nothing ("nothing will be counted", "count is undefined",
    /// "illegal selection", "meaningless for this event").
    Nothing,
    /// A per-cycle count over the running thread's stream; `window` adds one per cycle of the
    /// thread's thread-switch windows (the pipeline flush of a switch).
    Stream {
        st: St,
        window: bool,
    },
    /// Only the switch windows (THREAD_SWITCH_CYCLE.TOTAL).
    Window,
    Point(Pt),
    /// A stream count plus a point event (L3_MISSES: the misses the thread stalls on are
    /// determined at a point of core time, the others counted as they happen).
    Both {
        st: St,
        pt: Pt,
    },
    /// Outstanding memory reads of the thread, summed per cycle: the low three bits
    /// (ER_MEM_READ_OUT_LO) or the rest (ER_MEM_READ_OUT_HI), section 4.11.2 (L2527).
    Live {
        hi: bool,
    },
    /// Cycles the thread spends in a low-power halt (CPU_OP_CYCLES_HALTED).
    Halted,
}

impl Src {
    /// The stream part of a source, if it has one.
    pub fn stream(self) -> Option<St> {
        match self {
            Src::Stream { st, .. } | Src::Both { st, .. } => Some(st),
            _ => None,
        }
    }

    /// The point part of a source, if it has one.
    pub fn point(self) -> Option<Pt> {
        match self {
            Src::Point(pt) | Src::Both { pt, .. } => Some(pt),
            _ => None,
        }
    }
}

/// An encoding this model cannot count: an event code, a unit-mask pattern (`value` compared
/// under `care`), and why.
#[derive(Clone, Copy, Debug)]
pub struct Uncountable {
    pub name: &'static str,
    pub code: u64,
    pub value: u64,
    pub care: u64,
    pub reason: &'static str,
}

const GATED: &str = "thread switches in this model are never gated: the scheduler takes every switch \
                     opportunity it has (section 2.4.1 gives no gating rule)";
const STALLED: &str = "a thread switch in this model always takes the same window (15 cycles, L590) and \
                       is never stalled by the CRAB, an L2D return or another operation";
const ECC: &str = "the simulated system interface has no ECC errors";
const SHORT_STALLS: &str = "a thread of this model's workloads stalls at most a remote memory access (300 \
                            cycles) before it retires again, so no switch follows a stall of 512 cycles or more";

/// The encodings this model cannot count, with the reason. Each is listed by its unit-mask row
/// of section 4.15.
pub static UNCOUNTABLE: &[Uncountable] = &[
    Uncountable {
        name: "THREAD_SWITCH_EVENTS.DBG",
        code: 0x0c,
        value: 0b0101,
        care: 0b0111,
        reason: "no debug operation switches threads in this model: the workloads run no debugger",
    },
    Uncountable {
        name: "THREAD_SWITCH_GATED",
        code: 0x0d,
        value: 0,
        care: 0,
        reason: GATED,
    },
    Uncountable {
        name: "THREAD_SWITCH_CYCLE.CRAB",
        code: 0x0e,
        value: 0b0001,
        care: 0b0111,
        reason: STALLED,
    },
    Uncountable {
        name: "THREAD_SWITCH_CYCLE.L2D",
        code: 0x0e,
        value: 0b0010,
        care: 0b0111,
        reason: STALLED,
    },
    Uncountable {
        name: "THREAD_SWITCH_CYCLE.ANYSTALL",
        code: 0x0e,
        value: 0b0011,
        care: 0b0111,
        reason: STALLED,
    },
    Uncountable {
        name: "THREAD_SWITCH_CYCLE.PCR",
        code: 0x0e,
        value: 0b0100,
        care: 0b0111,
        reason: "the manual does not describe PCR.sd, and this model has no such register",
    },
    Uncountable {
        name: "THREAD_SWITCH_CYCLE.ALL_GATED",
        code: 0x0e,
        value: 0b0110,
        care: 0b0111,
        reason: GATED,
    },
    Uncountable {
        name: "THREAD_SWITCH_STALLS.GTE_512",
        code: 0x0f,
        value: 0b0111,
        care: 0b1111,
        reason: SHORT_STALLS,
    },
    Uncountable {
        name: "THREAD_SWITCH_STALLS.GTE_1024",
        code: 0x0f,
        value: 0b1000,
        care: 0b1111,
        reason: SHORT_STALLS,
    },
    Uncountable {
        name: "THREAD_SWITCH_STALLS.GTE_2048",
        code: 0x0f,
        value: 0b1001,
        care: 0b1111,
        reason: SHORT_STALLS,
    },
    Uncountable {
        name: "THREAD_SWITCH_STALLS.GTE_4096",
        code: 0x0f,
        value: 0b1010,
        care: 0b1111,
        reason: SHORT_STALLS,
    },
    Uncountable {
        name: "DATA_DEBUG_REGISTER_FAULT",
        code: 0x52,
        value: 0,
        care: 0,
        reason: "the workloads set no data breakpoints, so no load or store faults on a debug register \
                 match (the DBRs serve the data address range of PMC41 here)",
    },
    Uncountable {
        name: "ER_MEM_READ_OUT_HI",
        code: 0xb4,
        value: 0,
        care: 0,
        reason: "a thread of this model's workloads waits for each demand read before it issues the next, \
                 so no more than a few memory reads of a core are outstanding at once and the count never \
                 reaches 8",
    },
    Uncountable {
        name: "SI_L3T_TRACE_CACHE",
        code: 0x9d,
        value: 0,
        care: 0,
        reason: "the trace cache that uses the SI PMU wires is a debug feature this model does not have",
    },
    Uncountable {
        name: "SI_WDQ_ECC_ERRORS",
        code: 0xaf,
        value: 0,
        care: 0,
        reason: ECC,
    },
    Uncountable {
        name: "DATA_DEBUG_REGISTER_MATCHES",
        code: 0xc6,
        value: 0,
        care: 0,
        reason: "the workloads set no data breakpoints, so no reference matches a debug register (the \
                 DBRs serve the data address range of PMC41 here)",
    },
];

const fn s(st: St) -> Src {
    Src::Stream { st, window: false }
}

/// Switch windows count too: they are cycles of the thread (CPU_OP_CYCLES) in which the back
/// end has an exception flush (BE_FLUSH_BUBBLE.XPN "would include flush cycles for thread
/// switch", L2895) and dispersal is stalled.
const fn sw(st: St) -> Src {
    Src::Stream { st, window: true }
}

const fn sig(family: u8, mask: u64) -> Src {
    s(St::Sig { family, mask })
}

const fn bit(member: u8) -> u64 {
    1 << member
}

/// The initiators of a bus umask (bits 17:16): EITHER (either cpu core), IO (non-CPU agents),
/// SELF ('this' core), ANY.
fn initiators(umask: u64) -> u8 {
    let (s, o, i) = (1 << bus::SELF, 1 << bus::OTHER, 1 << bus::IO);
    match umask & 3 {
        0 => s | o,
        1 => i,
        2 => s,
        _ => s | o | i,
    }
}

fn bus_sig(kinds: &[u8], umask: u64) -> Src {
    let mut k = 0u16;
    for x in kinds {
        k |= 1 << x;
    }
    sig(fam::BUS, bus::mask(k, initiators(umask)))
}

/// The members of SI events with an EITHER/SELF umask (bit 16): 'this' core's member is
/// `base`, the other core's `base + 1`.
fn si_core(base: u8, umask: u64) -> u64 {
    if umask & 1 == 1 {
        bit(base)
    } else {
        bit(base) | bit(base + 1)
    }
}

fn queue_either(self_q: usize, umask: u64, hi: bool) -> Src {
    let queues = if umask & 1 == 1 {
        1 << self_q
    } else {
        (1 << self_q) | (1 << (self_q + 1))
    };
    s(St::Queue { queues, hi })
}

/// The members of an L2I request event (L2I_READS and its kind): bits 19:18 HIT (01), MISS
/// (10) or ALL (11); bits 17:16 DMND (01), PFTCH (10) or ALL (11).
fn l2i_mask(base: u8, umask: u64) -> u64 {
    let mut m = 0;
    for miss in [false, true] {
        if umask >> 2 >> u8::from(miss) & 1 == 0 {
            continue;
        }
        for prefetch in [false, true] {
            if umask >> u8::from(prefetch) & 1 == 1 {
                m |= bit(l1i::l2i(base, miss, prefetch));
            }
        }
    }
    m
}

/// The FE_LOST_BW causes of a lost-bandwidth umask (Tables 4-49, 4-75, 4-79), or `None` for
/// an illegal selection.
fn lost_causes(umask: u64) -> Option<u16> {
    let c = |x: u8| Some(1u16 << x);
    match umask {
        0 => Some(lost::ALL),
        1 => c(lost::FEFLUSH),
        4 => c(lost::UNREACHED),
        5 => c(lost::IBFULL),
        6 => c(lost::IMISS),
        7 => c(lost::TLBMISS),
        8 => c(lost::FILL_RECIRC),
        9 => c(lost::BI),
        10 => c(lost::BRQ),
        11 => c(lost::PLP),
        12 => c(lost::BR_ILOCK),
        13 => c(lost::BUBBLE),
        _ => None,
    }
}

/// Whether the catalogue's unit-mask row for `umask` of event `code` selects nothing.
fn selects_nothing(code: u64, umask: u64) -> bool {
    let Some(e) = events::lookup(code, umask) else {
        return true;
    };
    if e.masks.is_empty() {
        return false;
    }
    match e.mask(umask) {
        // Bit-set umasks: every combination is valid (SYLL_NOT_DISPERSED: "Any combination
        // b0000-b1111 is valid"; CPU_CPL_CHANGES: one bit per privilege level).
        None => !matches!(code, 0x4e | 0x13),
        Some(m) => {
            let d = m.description;
            m.name == "---"
                || m.name.ends_with(".NONE")
                || d.contains("nothing will be counted")
                || d.contains("count is undefined")
                || d.contains("illegal selection")
                || d.contains("meaningless")
                || d.contains("None is counted")
        }
    }
}

/// The source for event select `code` with `umask` (PMC bits 19:16).
pub fn lookup(code: u64, umask: u64) -> Src {
    if selects_nothing(code, umask) {
        return Src::Nothing;
    }
    if let Some(u) = UNCOUNTABLE
        .iter()
        .find(|u| u.code == code && umask & u.care == u.value & u.care)
    {
        return Src::Uncountable(u.reason);
    }
    let u = umask;
    let ty = (u >> 2 & 3) as u8;
    match code {
        // BACK_END_BUBBLE (Table 4-44): ALL is every bubble, switch windows included; FE the
        // front end's; L1D_FPU_RSE, which the table leaves without a description, this model
        // reads as the L1D/FPU and RSE bubbles together.
        0x00 => match u & 3 {
            0 => sw(St::Be(BE_ANY)),
            1 => s(St::Be(Be::Fe.bit())),
            _ => s(St::Be(Be::L1dFpu.bit() | Be::Rse.bit())),
        },
        // BE_RSE_BUBBLE (Table 4-50).
        0x01 => {
            let bits = match u & 7 {
                0 => rse::ALL,
                1 => rse::BANK_SWITCH,
                2 => rse::AR_DEP,
                3 => rse::OVERFLOW,
                4 => rse::UNDERFLOW,
                _ => rse::LOADRS,
            };
            s(St::BeSub { cause: Be::Rse, bits })
        }
        // BE_EXE_BUBBLE (Table 4-46): GRALL is GR/GR or GR/load; the last names four causes.
        0x02 => {
            let bits = match u {
                0 => exe::ALL,
                1 => exe::GR_LOAD | exe::GRGR,
                2 => exe::FR,
                3 => exe::PR,
                4 => exe::ARCR,
                5 => exe::GRGR,
                6 => exe::CANCEL,
                7 => exe::BANK_SWITCH,
                _ => exe::ARCR | exe::PR | exe::CANCEL | exe::BANK_SWITCH,
            };
            s(St::BeSub { cause: Be::Exe, bits })
        }
        0x03 => sig(fam::FP, bit(fp::SIR_TRUE)),
        // BE_FLUSH_BUBBLE (Table 4-47): XPN includes the flush of a thread switch.
        0x04 => match u & 3 {
            0 => sw(St::Be(Be::Bru.bit() | Be::Xpn.bit())),
            1 => s(St::Be(Be::Bru.bit())),
            _ => sw(St::Be(Be::Xpn.bit())),
        },
        0x05 => sig(fam::FP, bit(fp::SIR_FALSE)),
        0x06 => sig(fam::FP, bit(fp::FCHKF_FAIL)),
        // IA64_INST_RETIRED is channel 0 of IA64_TAGGED_INST_RETIRED (Tables 4-77, 4-78).
        0x08 => s(St::Tagged((u & 3) as u8)),
        0x09 => s(St::FpOps),
        0x0b => sig(fam::FP, bit(fp::FTZ_REAL + (u & 1) as u8)),
        // THREAD_SWITCH_EVENTS (Table 4-129): no umask names a switch on an L3 return
        // (Ambiguity A19); those count in ALL only.
        0x0c => Src::Point(match u & 7 {
            0 => Pt::Missed,
            1 => Pt::Switch(1 << 0),
            2 => Pt::Switch(1 << 2),
            3 => Pt::Switch(1 << 3),
            4 => Pt::Switch(1 << 4),
            _ => Pt::Switch(0xff),
        }),
        // THREAD_SWITCH_CYCLE (Table 4-128): TOTAL is the switch window.
        0x0e => Src::Window,
        // THREAD_SWITCH_STALLS (Table 4-131): GTE_4 .. GTE_4096.
        0x0f => Src::Point(Pt::Stall(4 << u)),
        // BRANCH_EVENT, which section 4.15 calls ETB_EVENT: entries written to the ETB.
        0x11 => s(St::Etb),
        // CPU_OP_CYCLES (Table 4-72): ALL, and QUAL (cycles with a tagged instruction).
        0x12 if u & 1 == 0 => sw(St::Cycle),
        0x12 => s(St::QualCycle),
        0x13 => s(St::CplChanges(u as u8)),
        0x18 => Src::Halted,
        // RSE_REFERENCES_RETIRED (Table 4-108): LOAD, STORE, ALL.
        0x20 => sig(
            fam::RSE,
            if u & 1 == 1 { bit(rse_sig::LOAD) } else { 0 }
                | if u & 2 == 2 { bit(rse_sig::STORE) } else { 0 },
        ),
        0x24 => sig(fam::RSE, bit(rse_sig::DIRTY_6)),
        0x26 => sig(fam::RSE, bit(rse_sig::CUR_6)),
        0x28 => sig(fam::RSE, bit(rse_sig::DIRTY_5_3)),
        0x29 => sig(fam::RSE, bit(rse_sig::DIRTY_2_0)),
        0x2a => sig(fam::RSE, bit(rse_sig::CUR_5_3)),
        0x2b => sig(fam::RSE, bit(rse_sig::CUR_2_0)),
        0x2d => sig(fam::L1D, bit(l1d_sig::HPW_REF)),
        0x32 => sig(fam::RSE, bit(rse_sig::EVENT)),
        0x40 => s(St::Issue),
        0x41 => sig(fam::L1I, bit(l1i::L1I_FILL)),
        // L2I_DEMAND_READS: demand fetches that missed the L1I and the ISB, which are the L2I's
        // demand reads (L2I_FETCHES = L2I_READS.ALL.DMND, Table 4-18).
        0x42 => sig(fam::L1I, l2i_mask(l1i::L2I_READ, 0b1101)),
        0x43 => s(St::Iear),
        0x44 => sig(fam::L1I, bit(l1i::PREFETCH)),
        0x45 => sig(fam::L1I, bit(l1i::L2I_PREFETCH)),
        0x46 => sig(fam::L1I, bit(l1i::ISB_BUNPAIR)),
        // ITLB_MISSES_FETCH (Table 4-83): every L2ITLB miss is also an L1ITLB miss, so ALL
        // counts what L1ITLB does ("not equal to sum of the L1ITLB and L2ITLB umasks").
        0x47 => sig(
            fam::L1I,
            if u & 3 == 2 {
                bit(l1i::ITLB_L2)
            } else {
                bit(l1i::ITLB_L1)
            },
        ),
        0x48 => sig(fam::L1I, bit(l1i::ITLB_HPW_INSERT)),
        0x49 => sw(St::DispStalled),
        0x4a => sig(fam::L1I, bit(l1i::SNOOP)),
        0x4b => sig(fam::CORE, bit(core::L1I_PURGE)),
        0x4d => s(St::Dispersed),
        0x4e => s(St::NotDispersed(u as u8)),
        0x4f => s(St::Overcount((u & 3) as u8)),
        0x50 => s(St::Nops),
        0x51 => s(St::Squashed),
        0x53 => sig(fam::CORE, bit(core::SERIALIZE)),
        // BR_PATH_PRED (Table 4-53): type in bits 19:18, MISPRED/OKPRED in bit 17, taken in 16.
        0x54 => s(St::PathPred {
            ty,
            ok: u & 0b10 != 0,
            taken: u & 0b01 != 0,
        }),
        // The integer/FP umasks of Tables 4-80 to 4-82 and 4-43.
        0x55 => sig(fam::SPEC, int_fp(spec::CHKS_FAIL_INT, u)),
        0x56 => sig(fam::SPEC, int_fp(spec::CHKA_INT, u)),
        0x57 => sig(fam::SPEC, int_fp(spec::CHKA_FAIL_INT, u)),
        0x58 => sig(fam::SPEC, int_fp(spec::CAP_INT, u)),
        // BR_MISPRED_DETAIL (Table 4-51): type in bits 19:18, outcome in 17:16.
        0x5b => s(St::Branches {
            ty,
            outcome: (u & 3) as u8,
        }),
        0x5f => sig(fam::L1I, bit(l1i::STRM_PREFETCH)),
        0x60 => sig(fam::L1I, bit(l1i::RAB_FULL)),
        0x61 => s(St::BeBr((u & 3) as u8)),
        // ENCBR_MISPRED_DETAIL (Table 4-73): ALL and ALL2 are the same description.
        0x63 => s(St::EncBr {
            oversub: ty == 2,
            outcome: (u & 3) as u8,
        }),
        0x64 => sig(fam::L1I, bit(l1i::RAB_ALMOST_FULL)),
        0x65 => sig(fam::L1I, bit(l1i::FETCH_RAB_HIT)),
        0x66 => sig(fam::L1I, bit(l1i::FETCH_ISB_HIT)),
        // L1I_PREFETCH_STALL (Table 4-85): FLOW, or ALL the stalled clocks.
        0x67 => sig(
            fam::L1I,
            if u & 3 == 2 {
                bit(l1i::PF_STALL_FLOW)
            } else {
                bit(l1i::PF_STALL_FLOW) | bit(l1i::PF_STALL_OTHER)
            },
        ),
        0x68 => s(St::Branches2 {
            ty,
            outcome: (u & 3) as u8,
        }),
        0x69 => sig(fam::L1I, bit(l1i::PVAB_OVERFLOW)),
        0x6a => s(St::PathPred2 {
            ty,
            taken: u & 1 == 1,
        }),
        0x70 | 0x72 | 0x73 => match lost_causes(u) {
            Some(causes) => s(St::LostBw {
                exit: code != 0x70,
                be_idle: code == 0x72,
                causes,
            }),
            None => Src::Nothing,
        },
        // FE_BUBBLE (Table 4-74), with its groups.
        0x71 => {
            let c = |x: u8| 1u8 << x;
            s(St::FeBubble(match u {
                0 => fe::ALL,
                1 => c(fe::FEFLUSH),
                3 => c(fe::BUBBLE) | c(fe::BRANCH),
                4 => c(fe::IMISS) | c(fe::TLBMISS),
                5 => c(fe::IBFULL),
                6 => c(fe::IMISS),
                7 => c(fe::TLBMISS),
                8 => c(fe::FILL_RECIRC),
                9 => c(fe::BRANCH),
                10 => c(fe::FILL_RECIRC) | c(fe::BRANCH),
                11 => fe::ALL & !c(fe::FEFLUSH) & !c(fe::BUBBLE),
                12 => fe::ALL & !c(fe::IBFULL),
                _ => c(fe::BUBBLE),
            }))
        }
        0x78 => sig(fam::L1I, l2i_mask(l1i::L2I_READ, u)),
        0x79 => sig(fam::L1I, l2i_mask(l1i::L2I_UC_READ, u)),
        0x7a => sig(fam::L1I, bit(l1i::L2I_VICTIM)),
        0x7b => sig(fam::L1I, l2i_mask(l1i::L2I_RECIRC, u)),
        0x7c => sig(fam::L1I, l2i_mask(l1i::L2I_REJECT, u)),
        0x7d => sig(fam::L1I, l2i_mask(l1i::L2I_CONFLICT, u)),
        0x7e => sig(fam::L1I, bit(l1i::L2I_SPEC_ABORT)),
        0x7f => sig(fam::L1I, bit(l1i::L2I_SNOOP_HIT)),
        // The bus (Tables 4-55 to 4-70): kinds of transaction by initiator.
        0x80 => bus_sig(&[bus::BRL_DATA_HIT, bus::BRL_CODE_HIT], u),
        0x81 => bus_sig(&[bus::BRL_DATA_HITM], u),
        0x82 => bus_sig(&[bus::BIL_HITM], u),
        0x83 => bus_sig(&[bus::BIL_HITM, bus::BRIL_HITM], u),
        0x84 => bus_sig(&[bus::BRL_DATA_HITM, bus::BRIL_HITM, bus::BIL_HITM], u),
        0x87 => bus_sig(&ALL_KINDS, u),
        0x88 => sig(fam::BUSCYC, u64::from(initiators(u)) << (4 * buscyc::DATA)),
        // MEM_READ_CURRENT: only the non-CPU agents read current (BRC); ANY is the same.
        0x89 => bus_sig(&[bus::BRL_DATA], 1),
        // BUS_MEMORY (Table 4-60): full lines (BRL, BRIL, BWL), less than a line (BRP, BWP,
        // BIL, and the 0-byte clean castouts), or all memory transactions.
        0x8a => match ty {
            1 => bus_sig(&FULL_LINE, u),
            2 => bus_sig(&PARTIAL, u),
            _ => bus_sig(&MEMORY, u),
        },
        // BUS_MEM_READ (Table 4-61): BIL, BRL, BRIL or all.
        0x8b => match ty {
            0 => bus_sig(&[bus::BIL, bus::BIL_HITM], u),
            1 => bus_sig(&BRL, u),
            2 => bus_sig(&[bus::BRIL, bus::BRIL_HITM], u),
            _ => bus_sig(&MEM_READ, u),
        },
        0x8c => bus_sig(&[bus::BRL_DATA, bus::BRL_DATA_HIT, bus::BRL_DATA_HITM], u),
        0x8d => bus_sig(&[bus::BRP], u),
        // SI_CYCLES: the system interface runs at the core clock here (bus clock times the bus
        // ratio, L2415).
        0x8e => sw(St::Cycle),
        0x8f => sig(fam::BUSCYC, u64::from(initiators(u)) << (4 * buscyc::SNOOP_STALL)),
        0x90 => bus_sig(&[bus::IO_RD, bus::IO_WR], u),
        0x91 => bus_sig(&[bus::IO_RD], u),
        // BUS_WR_WB (Table 4-70): full-line writebacks, clean castouts, or both.
        0x92 => match ty {
            1 => bus_sig(&[bus::BWL], u),
            2 => bus_sig(&[bus::CCASTOUT], u),
            _ => bus_sig(&[bus::BWL, bus::CCASTOUT], u),
        },
        0x93 => sig(fam::BUSCYC, u64::from(initiators(u)) << (4 * buscyc::B2B)),
        0x97 => s(St::Queue {
            queues: 1 << queue::SI_IOQ,
            hi: false,
        }),
        0x98 => s(St::Queue {
            queues: 1 << queue::SI_IOQ,
            hi: true,
        }),
        0x9e => sig(fam::SI, si_core(si::RQ_INSERT, u)),
        0x9f => queue_either(queue::SI_RQ_SELF, u, false),
        0xa0 => queue_either(queue::SI_RQ_SELF, u, true),
        // SI_WRITEQ_INSERTS (Table 4-122): ALL or one kind, from either core or this one.
        0xa1 => {
            let kind = (u >> 1) as u8;
            let mut m = 0;
            for k in 0..7u8 {
                if kind == 0 || kind == k + 1 {
                    m |= si_core(si::WRITEQ + 2 * k, u);
                }
            }
            sig(fam::SI, m)
        }
        0xa2 => queue_either(queue::SI_WRITEQ_SELF, u, false),
        0xa3 => queue_either(queue::SI_WRITEQ_SELF, u, true),
        0xa4 => sig(fam::SI, si_core(si::WAQ_COLLISION, u)),
        0xa5 => sig(fam::SI, si_core(si::CCQ_INSERT, u)),
        0xa6 => queue_either(queue::SI_CCQ_SELF, u, false),
        0xa7 => queue_either(queue::SI_CCQ_SELF, u, true),
        0xa8 => sig(fam::SI, si_core(si::CCQ_COLLISION, u)),
        0xaa => sig(fam::SI, bit(si::IOQ_COLLISION)),
        // SI_SCB_INSERTS (Table 4-116): MISS, HIT, HITM or ALL, from either core or this one.
        0xab => {
            let mut m = 0;
            for r in 0..3u8 {
                if ty == 3 || ty == r {
                    m |= si_core(si::SCB_INSERT + 2 * r, u);
                }
            }
            sig(fam::SI, m)
        }
        0xac => queue_either(queue::SI_SCB_SELF, u, false),
        0xad => queue_either(queue::SI_SCB_SELF, u, true),
        0xae => sig(
            fam::SI,
            match ty {
                3 => 0b111 << si::SCB_SIGNOFF,
                r => bit(si::SCB_SIGNOFF + r),
            },
        ),
        0xb0 => sig(fam::L2D, bit(l2d::INS_MISS)),
        0xb1 => sig(fam::L2D, bit(l2d::INS_HIT)),
        0xb4 => Src::Live { hi: true },
        0xb5 => Src::Live { hi: false },
        0xb6 => s(St::Queue {
            queues: 1 << queue::ER_SNOOPQ,
            hi: true,
        }),
        0xb7 => s(St::Queue {
            queues: 1 << queue::ER_SNOOPQ,
            hi: false,
        }),
        0xb8 => s(St::Queue {
            queues: 1 << queue::ER_BRQ,
            hi: true,
        }),
        0xb9 => s(St::Queue {
            queues: 1 << queue::ER_BRQ,
            hi: false,
        }),
        0xba => sig(fam::ER, bit(er::BRQ_INSERT)),
        0xbb => sig(fam::ER, bit(er::BKSNP_ME)),
        0xbc => sig(fam::ER, bit(er::REJECT_L1)),
        0xbd => sig(fam::ER, bit(er::REJECT_L1D)),
        0xbe => sig(fam::ER, bit(er::REJECT_L1I)),
        // The L1D and the data TLBs (section 4.8.2, Table 4-10; section 4.10).
        0xc0 => sig(fam::L1D, bit(l1d_sig::DTLB_TRANSFER)),
        0xc1 => sig(fam::L1D, bit(l1d_sig::L2DTLB_MISS)),
        0xc2 | 0xc4 => sig(fam::L1D, bit(l1d_sig::READ)),
        // DATA_REFERENCES: loads, stores and RSE references issued to the memory pipeline.
        0xc3 | 0xc5 => sig(
            fam::L1D,
            bit(l1d_sig::LD_INSN) | bit(l1d_sig::ST_INSN) | bit(l1d_sig::RSE_REF),
        ),
        // L1D_READ_MISSES (Table 4-84): ALL, or those of RSE fills only.
        0xc7 if u & 1 == 0 => sig(fam::L1D, bit(l1d_sig::MISS) | bit(l1d_sig::MISS_RSE)),
        0xc7 => sig(fam::L1D, bit(l1d_sig::MISS_RSE)),
        0xc8 => s(St::Dear),
        0xc9 => sig(fam::L1D, bit(l1d_sig::DTLB_INSERT_HPW)),
        // BE_L1D_FPU_BUBBLE (Table 4-48).
        0xca => {
            let bits = match u {
                0 => l1d::ALL,
                1 => l1d::FPU,
                2 => l1d::L1D,
                3..=5 => 1 << (u - 2),
                _ => 1 << (u - 3),
            };
            s(St::BeSub {
                cause: Be::L1dFpu,
                bits,
            })
        }
        0xcb => sig(fam::L2D, bit(l2d::MISS)),
        // Loads and stores retired (Tables 4-14, 4-15, 4-16): the instructions, and the RSE's and
        // the page walker's references.
        0xcd => sig(fam::L1D, bit(l1d_sig::LD_INSN) | bit(l1d_sig::LD_EXTRA)),
        0xce => sig(fam::L1D, bit(l1d_sig::LD_MISALIGNED)),
        0xcf => sig(fam::L1D, bit(l1d_sig::LD_UC)),
        0xd0 => sig(fam::L1D, bit(l1d_sig::ST_UC)),
        0xd1 => sig(fam::L1D, bit(l1d_sig::ST_INSN) | bit(l1d_sig::ST_EXTRA)),
        0xd2 => sig(fam::L1D, bit(l1d_sig::ST_MISALIGNED)),
        0xd8 => sig(fam::L1D, bit(l1d_sig::LD_INTG)),
        // SPEC_LOADS_NATTED (Table 4-125): ALL or one cause.
        0xd9 => sig(
            fam::SPEC,
            if u == 0 {
                0b11111 << spec::NAT_VHPT
            } else {
                bit(spec::NAT_VHPT + u as u8 - 1)
            },
        ),
        // The L3 (section 4.8.5).
        0xda => sig(fam::L3, bit(l3::INSERT)),
        0xdb => sig(fam::L3, l3::REFS),
        // L3_MISSES: the demand misses the thread stalls on are determined at a point of core
        // time (they may switch threads); the misses of instruction prefetches, of stores' reads
        // for ownership and of L2D writebacks count as they happen.
        0xdc => Src::Both {
            st: St::Sig {
                family: fam::L3,
                mask: bit(l3::RD_PINST_MISS) | bit(l3::WR_DATA_MISS) | bit(l3::WR_WB_MISS),
            },
            pt: Pt::L3Miss,
        },
        // L3_READS (Table 4-105): demand fetches, all fetches, data reads or all reads; HIT
        // (bit 16), MISS (bit 17).
        0xdd => {
            let kinds: &[(u8, u8)] = match ty {
                0 => &[(l3::RD_DINST_HIT, l3::RD_DINST_MISS)],
                1 => &[
                    (l3::RD_DINST_HIT, l3::RD_DINST_MISS),
                    (l3::RD_PINST_HIT, l3::RD_PINST_MISS),
                ],
                2 => &[(l3::RD_DATA_HIT, l3::RD_DATA_MISS)],
                _ => &[
                    (l3::RD_DINST_HIT, l3::RD_DINST_MISS),
                    (l3::RD_PINST_HIT, l3::RD_PINST_MISS),
                    (l3::RD_DATA_HIT, l3::RD_DATA_MISS),
                ],
            };
            sig(fam::L3, hit_miss(kinds, u))
        }
        // L3_WRITES (Table 4-106): data writes (reads for ownership), L2D writebacks, or all.
        0xde => {
            let kinds: &[(u8, u8)] = match ty {
                1 => &[(l3::WR_DATA_HIT, l3::WR_DATA_MISS)],
                2 => &[(l3::WR_WB_HIT, l3::WR_WB_MISS)],
                _ => &[
                    (l3::WR_DATA_HIT, l3::WR_DATA_MISS),
                    (l3::WR_WB_HIT, l3::WR_WB_MISS),
                ],
            };
            sig(fam::L3, hit_miss(kinds, u))
        }
        0xdf => sig(fam::L3, bit(l3::REPLACED)),
        // The L2D (section 4.8.4).
        0xe0 => sig(fam::L2D, bit(l2d::CANCEL0 + u as u8)),
        0xe1 | 0xe3 => sig(fam::L2DQ, bit(l2dq::OZQ_FULL)),
        // L2D_OZQ_CANCELS1 (Table 4-95): ANY counts every OzQ cancel, those of
        // L2D_OZQ_CANCELS0 included.
        0xe2 => sig(
            fam::L2D,
            match u & 3 {
                0 => ((1u64 << 19) - 1) << l2d::CANCEL0,
                x => bit(l2d::LATE + x as u8 - 1),
            },
        ),
        0xe4 => sig(fam::L2D, bit(l2d::BYPASS + (u & 3) as u8)),
        0xe5 => sig(fam::L2DQ, bit(l2dq::OZQ_RELEASE)),
        // L2D_REFERENCES (Table 4-97): READS, WRITES, ALL (a semaphore is one of each).
        0xe6 => sig(
            fam::L2D,
            if u & 1 == 1 { bit(l2d::REF_READ) } else { 0 }
                | if u & 2 == 2 { bit(l2d::REF_WRITE) } else { 0 },
        ),
        // L2D_L3ACCESS_CANCEL (Table 4-91): ANY counts every cause and more.
        0xe8 => sig(
            fam::L2D,
            match u & 7 {
                0 => bit(l2d::L3CANCEL),
                1 => bit(l2d::L3CANCEL + 1),
                2 => 0xff << l2d::L3CANCEL,
                x => bit(l2d::L3CANCEL + x as u8 - 1),
            },
        ),
        0xe9 => sig(fam::L2DQ, bit(l2dq::OZDB_FULL)),
        // L2D_FORCE_RECIRC (Table 4-90): RECIRC counts every forced recirculate, LIMBO those
        // that saw a FILL_HIT or OZQ_MISS ("This state is entered when the op sees a FILL_HIT
        // or OZQ_MISS event"), TAG_OK the inserts that hit ("Likely identical to
        // L2D_INSERT_HITS"), SECONDARY_ALL the secondary reads and writes.
        0xea => sig(
            fam::L2D,
            match u {
                0 | 2 => 0x3ff << l2d::RECIRC,
                1 | 3 => bit(l2d::FR_FILL_HIT) | bit(l2d::FR_OZQ_MISS),
                7 => bit(l2d::INS_HIT),
                15 => bit(l2d::FR_SEC_READ) | bit(l2d::FR_SEC_WRITE),
                4..=6 => bit(l2d::FR_TAG_NOTOK + u as u8 - 4),
                _ => bit(l2d::FR_FILL_HIT + u as u8 - 8),
            },
        ),
        0xeb => sig(fam::L2D, bit(l2d::ISSUED_RECIRC)),
        0xec => sig(fam::L2D, bit(l2d::BAD_LINES)),
        0xed => sig(fam::L2D, bit(l2d::STORE_HIT_SHARED)),
        0xee => sig(fam::L2D, bit(l2d::RETURN_PORT)),
        0xef => sig(fam::L2DQ, bit(l2dq::OZQ_ACQUIRE)),
        // L2D_OPS_ISSUED (Table 4-92): bx000 to bx011, then LFETCH bx1x0 and OTHER bx1x1.
        0xf0 => sig(
            fam::L2D,
            bit(l2d::OPS
                + if u & 4 == 0 {
                    (u & 3) as u8
                } else {
                    4 + (u & 1) as u8
                }),
        ),
        0xf1 => sig(fam::L2DQ, bit(l2dq::FILLB_FULL)),
        // L2D_FILL_MESI_STATE (Table 4-89): M, E, S, I, or P (bx1xx).
        0xf2 => sig(
            fam::L2D,
            bit(l2d::FILL + if u & 4 == 0 { (u & 3) as u8 } else { 4 }),
        ),
        0xf3 => sig(fam::L2DQ, bit(l2dq::VICTIMB_FULL)),
        _ => Src::Nothing,
    }
}

/// The hit and miss members of L3 kinds selected by bits 16 (HIT) and 17 (MISS).
fn hit_miss(kinds: &[(u8, u8)], umask: u64) -> u64 {
    let mut m = 0;
    for (hit, miss) in kinds {
        if umask & 1 == 1 {
            m |= bit(*hit);
        }
        if umask & 2 == 2 {
            m |= bit(*miss);
        }
    }
    m
}

/// The INT (bit 16) and FP (bit 17) members of an integer/FP umask.
fn int_fp(int: u8, umask: u64) -> u64 {
    (if umask & 1 == 1 { bit(int) } else { 0 }) | if umask & 2 == 2 { bit(int + 1) } else { 0 }
}

const ALL_KINDS: [u8; 16] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
const BRL: [u8; 5] = [
    bus::BRL_DATA,
    bus::BRL_DATA_HIT,
    bus::BRL_DATA_HITM,
    bus::BRL_CODE,
    bus::BRL_CODE_HIT,
];
const MEM_READ: [u8; 9] = [
    bus::BRL_DATA,
    bus::BRL_DATA_HIT,
    bus::BRL_DATA_HITM,
    bus::BRL_CODE,
    bus::BRL_CODE_HIT,
    bus::BRIL,
    bus::BRIL_HITM,
    bus::BIL,
    bus::BIL_HITM,
];
const FULL_LINE: [u8; 8] = [
    bus::BRL_DATA,
    bus::BRL_DATA_HIT,
    bus::BRL_DATA_HITM,
    bus::BRL_CODE,
    bus::BRL_CODE_HIT,
    bus::BRIL,
    bus::BRIL_HITM,
    bus::BWL,
];
const PARTIAL: [u8; 5] = [bus::BRP, bus::BWP, bus::BIL, bus::BIL_HITM, bus::CCASTOUT];
const MEMORY: [u8; 13] = [
    bus::BRL_DATA,
    bus::BRL_DATA_HIT,
    bus::BRL_DATA_HITM,
    bus::BRL_CODE,
    bus::BRL_CODE_HIT,
    bus::BRIL,
    bus::BRIL_HITM,
    bus::BWL,
    bus::BRP,
    bus::BWP,
    bus::BIL,
    bus::BIL_HITM,
    bus::CCASTOUT,
];

/// Whether a branch matches a BR_MISPRED_DETAIL / BR_PATH_PRED type field.
pub fn type_matches(ty: u8, kind: BrKind) -> bool {
    ty == 0 || u64::from(ty) == kind.umask_type()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_uncountable_row_names_a_catalogue_row() {
        for u in UNCOUNTABLE {
            let base = u.name.split('.').next().unwrap_or(u.name);
            let e = events::EVENTS
                .iter()
                .find(|e| e.name == base)
                .unwrap_or_else(|| panic!("{} is not in Table 4-42", u.name));
            assert_eq!(e.code, u.code, "{}", u.name);
        }
    }

    #[test]
    fn lookups() {
        assert_eq!(lookup(0x12, 0), sw(St::Cycle));
        assert_eq!(lookup(0x08, 0b0100), s(St::Tagged(0)));
        assert_eq!(lookup(0x08, 0b0010), s(St::Tagged(2)));
        assert_eq!(lookup(0x0c, 0b0111), Src::Point(Pt::Switch(0xff)));
        assert_eq!(lookup(0x0c, 0b1001), Src::Point(Pt::Switch(1)));
        assert_eq!(lookup(0xdd, 0b1010), sig(fam::L3, bit(l3::RD_DATA_MISS)));
        assert_eq!(lookup(0x0f, 0b1011), Src::Nothing);
        assert_eq!(lookup(0x0f, 0b0010), Src::Point(Pt::Stall(16)));
        assert_eq!(lookup(0x3f, 0), Src::Nothing);
        assert_eq!(lookup(0x8b, 0b1101), bus_sig(&MEM_READ, 1));
        assert_eq!(lookup(0x92, 0b1001), Src::Nothing);
        assert!(matches!(lookup(0xaf, 0b0101), Src::Uncountable(_)));
        assert_eq!(lookup(0x71, 0b0010), Src::Nothing);
        assert_eq!(
            lookup(0x72, 0b0101),
            Src::Nothing,
            "IBFULL is meaningless for BE_LOST_BW"
        );
        assert_eq!(lookup(0x4e, 0b0011), s(St::NotDispersed(3)));
        assert_eq!(lookup(0xca, 0b0110), Src::Nothing);
        assert_eq!(
            lookup(0xca, 0b0111),
            s(St::BeSub {
                cause: Be::L1dFpu,
                bits: l1d::FILLCONF
            })
        );
        assert_eq!(
            lookup(0xca, 0b1111),
            s(St::BeSub {
                cause: Be::L1dFpu,
                bits: l1d::NATCONF
            })
        );
        assert_eq!(
            lookup(0xca, 0b0101),
            s(St::BeSub {
                cause: Be::L1dFpu,
                bits: l1d::HPW
            })
        );
    }

    #[test]
    fn initiator_umasks() {
        assert_eq!(initiators(0), 0b011);
        assert_eq!(initiators(1), 0b100);
        assert_eq!(initiators(2), 0b001);
        assert_eq!(initiators(3), 0b111);
        assert_eq!(
            bus::mask(bus::kinds(&[bus::BRP]), initiators(2)),
            1 << (4 * bus::BRP)
        );
    }

    #[test]
    fn l2i_umasks_select_hits_misses_demand_and_prefetch() {
        let all = l2i_mask(l1i::L2I_READ, 0b1111);
        assert_eq!(all.count_ones(), 4);
        assert_eq!(l2i_mask(l1i::L2I_READ, 0b0100), 0, "HIT.NONE");
        assert_eq!(
            l2i_mask(l1i::L2I_READ, 0b1001),
            bit(l1i::l2i(l1i::L2I_READ, true, false))
        );
        assert_eq!(
            l2i_mask(l1i::L2I_READ, 0b0111),
            bit(l1i::l2i(l1i::L2I_READ, false, false)) | bit(l1i::l2i(l1i::L2I_READ, false, true))
        );
    }
}
