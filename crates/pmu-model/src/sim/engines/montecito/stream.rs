//! The Itanium view of one hardware thread's workload: the machine-independent [`Period`] that
//! the SPARC engines also use, plus what an Itanium 2 core adds to it, drawn from a separate
//! random stream so that the SPARC records are never disturbed.
//!
//! Per cycle of the period an [`ItCycle`] says how many Itanium instructions retired (up to 6:
//! "two bundles of three instructions each", seed 003 L347), where the first of them sits (bundle and
//! slot; the instruction pointer walks through the code and follows taken branches), and what
//! the memory hierarchy did: L1D, L2D and L3 outcomes with latencies (Table 2-9, L533), TLB
//! misses and what served them, the state of the L3 line read, the stall cause of a cycle that
//! retired nothing. [`ItBranch`] records every branch with its type, prediction outcome, source
//! and target, for the execution trace buffer and the branch events.
//!
//! Where the stream is a model rather than the manual (instruction encodings, the share of L3
//! hits, MESI states), the choice is stated where it is made.

use std::sync::Arc;

use super::signal::{queue, Be, Occ};
use crate::sim::tally::{Marks, Tally};
use crate::sim::workload::{Cnt, Ev, Period, Rng, WorkloadSpec, LAT_LOCAL_MEM, LAT_REMOTE, PERIOD};

/// Bundles of code the instruction pointer walks through (64 KiB: large enough that an IBR
/// range check can select part of it).
pub const BUNDLES: u64 = 4096;
/// User code (region 2, where IA-64 Linux places text) and kernel code (region 5, the kernel's
/// identity-mapped text); the kernel is where system-call phases of the workload execute.
pub const USER_TEXT: u64 = 0x4000_0000_0000_0000;
pub const KERNEL_TEXT: u64 = 0xa000_0001_0000_0000;
/// Data (region 3) and kernel data; an 8 MiB working set of 8-byte words.
pub const USER_DATA: u64 = 0x6000_0000_0000_0000;
pub const KERNEL_DATA: u64 = 0xe000_0000_0100_0000;
const DATA_WORDS: u64 = 1 << 20;

/// Flags of an [`ItCycle`].
pub mod fl {
    /// A load missed the L1D (L1D_READ_MISSES).
    pub const L1D_MISS: u32 = 1 << 0;
    /// The L1D miss also missed the L2D (L2D_MISSES): served by the L3 or memory.
    pub const L2D_MISS: u32 = 1 << 1;
    /// A data read reached the L3 and hit, or missed.
    pub const L3_DATA_HIT: u32 = 1 << 2;
    pub const L3_DATA_MISS: u32 = 1 << 3;
    /// An instruction fetch missed the L1I (L2I_DEMAND_READS, L1I_FILLS).
    pub const IC_MISS: u32 = 1 << 4;
    /// The fetch also missed the L2I and hit, or missed, the L3.
    pub const L3_INST_HIT: u32 = 1 << 5;
    pub const L3_INST_MISS: u32 = 1 << 6;
    /// An instruction fetch missed the L1ITLB; the L2ITLB missed too; the miss faulted.
    pub const ITLB_MISS: u32 = 1 << 7;
    pub const ITLB_L2_MISS: u32 = 1 << 8;
    pub const ITLB_FAULT: u32 = 1 << 9;
    /// A data reference missed the L1DTLB; the L2DTLB missed too; the miss faulted.
    pub const DTLB_MISS: u32 = 1 << 10;
    pub const DTLB_L2_MISS: u32 = 1 << 11;
    pub const DTLB_FAULT: u32 = 1 << 12;
    /// A chk.a or ld.c failed (an ALAT miss).
    pub const ALAT_MISS: u32 = 1 << 13;
    /// An L3 miss to local memory (data returns LAT_LOCAL_MEM cycles later) or to a remote
    /// node (LAT_REMOTE): the thread-switch events of section 2.4.1.1.
    pub const L3_LOCAL: u32 = 1 << 14;
    pub const L3_REMOTE: u32 = 1 << 15;
    /// A cycle that retired nothing, by cause: front end, execution (load use), branch
    /// mispredict flush (section 3.2.1.4's back-end stall reasons).
    pub const BUBBLE_FE: u32 = 1 << 16;
    pub const BUBBLE_EXE: u32 = 1 << 17;
    pub const BUBBLE_BRU: u32 = 1 << 18;
    /// A branch mispredict flushed the pipeline since the previous retiring cycle (IP-EAR f).
    pub const FLUSHED: u32 = 1 << 19;
    /// At least one branch retired in this cycle (see [`super::ItStream::branches`]).
    pub const BRANCH: u32 = 1 << 20;
    /// The privilege phase differs from the previous cycle's (CPU_CPL_CHANGES).
    pub const PHASE_CHANGE: u32 = 1 << 21;
}

/// One cycle of the Itanium stream.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ItCycle {
    /// Itanium instructions retired: the workload's instructions plus `extra` that only the
    /// wider Itanium issue adds (`nops` of them are nops).
    pub retired: u8,
    pub extra: u8,
    pub nops: u8,
    /// Bundle index and slot of the first instruction retired in this cycle.
    pub bundle: u16,
    pub slot: u8,
    pub flags: u32,
    /// Data word of the cycle's first memory reference.
    pub data: u32,
    /// Latency in cycles of the cycle's L1D load miss and of its instruction cache miss.
    pub lat: u16,
    pub ilat: u16,
    /// MESI state of the L3 line read (bit 0 I, 1 S, 2 E, 3 M, as PMC.MESI bits 27-30) and of
    /// the line an L3 fill replaces (bits 7:4).
    pub mesi: u8,
    /// The back-end bubble cause of a cycle that retires nothing ([`Be`] as a number) and its
    /// sub-causes (the bits of [`super::signal::rse`], [`super::signal::exe`] or
    /// [`super::signal::l1d`]).
    pub be: u8,
    pub be_sub: u16,
    /// Bundles lost at the entrance of the instruction buffer (FE_LOST_BW, which FE_BUBBLE
    /// follows) and at its exit (IDEAL_BE_LOST_BW_DUE_TO_FE), as [`super::signal::lost_bw`].
    pub lost_fe: u8,
    pub lost_ideal: u8,
    /// Syllables dispersed (bits 2:0) and whether dispersal stalled (bit 7); syllables not
    /// dispersed by cause (3 bits each: explicit stop, implicit stop, front end, MLX) and
    /// overcounted (2 bits each: explicit, implicit): section 4.4.
    pub disp: u8,
    pub not_disp: u16,
    pub over: u8,
    /// Retired instructions whose predicate was false (PREDICATE_SQUASHED_RETIRED).
    pub squashed: u8,
}

/// Field accessors of the dispersal detail.
impl ItCycle {
    pub const DISP_STALLED: u8 = 0x80;

    pub fn be_cause(&self) -> Be {
        Be::from_u8(self.be)
    }

    pub fn dispersed(&self) -> u64 {
        u64::from(self.disp & 7)
    }

    pub fn disp_stalled(&self) -> bool {
        self.disp & Self::DISP_STALLED != 0
    }

    /// Syllables not dispersed for the causes in `bits` (bit 0 explicit, 1 implicit, 2 front
    /// end, 3 MLX: the SYLL_NOT_DISPERSED umask).
    pub fn not_dispersed(&self, bits: u8) -> u64 {
        (0..4)
            .filter(|k| bits >> k & 1 == 1)
            .map(|k| u64::from(self.not_disp >> (3 * k) & 7))
            .sum()
    }

    /// Syllables overcounted in the buckets of `bits` (bit 0 explicit, 1 implicit).
    pub fn overcount(&self, bits: u8) -> u64 {
        (0..2)
            .filter(|k| bits >> k & 1 == 1)
            .map(|k| u64::from(self.over >> (2 * k) & 3))
            .sum()
    }
}

impl ItCycle {
    pub fn has(&self, f: u32) -> bool {
        self.flags & f != 0
    }
}

/// Branch types as the branch events and PMC39.brt name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BrKind {
    IpRelative,
    Return,
    Indirect,
}

impl BrKind {
    /// The type field of BR_MISPRED_DETAIL / BR_PATH_PRED umasks (bits 19:18): 00 all, 01 IP
    /// relative, 10 return, 11 non-return indirect.
    pub fn umask_type(self) -> u64 {
        match self {
            BrKind::IpRelative => 1,
            BrKind::Return => 2,
            BrKind::Indirect => 3,
        }
    }
}

/// One retired branch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ItBranch {
    /// Cycle of the period in which it retired.
    pub pos: u32,
    /// Its bundle and slot, and the first bundle of the two-bundle dispersal window it
    /// retired in (the ETB records the window and the b1 extension bit, Table 3-29).
    pub bundle: u16,
    pub slot: u8,
    pub window: u16,
    /// Target bundle (the fall-through bundle when not taken).
    pub target: u16,
    pub taken: bool,
    pub kind: BrKind,
    /// The path (taken / not taken) was mispredicted; or the path was right and the target of
    /// a taken branch was wrong. "If a branch's path is mispredicted, no target prediction is
    /// recorded" (L1632), so the two never both hold.
    pub path_mispredicted: bool,
    pub target_mispredicted: bool,
    /// The back end mispredicted it and flushed the pipeline (PMD39 brflush).
    pub brflush: bool,
    /// Phase (privilege) of the cycle, for the text base.
    pub phase: u8,
    /// A call (br.call); returns are [`BrKind::Return`].
    pub call: bool,
    /// Its path prediction is unknown: "When there is more than one branch in a bundle and one
    /// is predicted as taken, all the higher number ports are forced to a predicted not taken
    /// mode" (section 4.7, L1992). The branch
    /// events count it as predicted not taken, and BR_MISPRED_DETAIL2 and BR_PATH_PRED2 count
    /// it so that software can subtract it.
    pub unknown: bool,
    /// A back-end misprediction of stg (1), rot (2) or pfs (3) in its bundle
    /// (BE_BR_MISPRED_DETAIL), 0 for none.
    pub be_mispred: u8,
    /// Its cycle has a branch on port B0 (an encoded branch, ENCBR_MISPRED_DETAIL); it causes
    /// branch oversubscription.
    pub encoded: bool,
    pub oversub: bool,
}

impl ItBranch {
    /// The path as the branch events see it: an unknown prediction is "not taken", so a taken
    /// branch with an unknown prediction counts as a wrong path.
    pub fn counted_path_mispredicted(&self) -> bool {
        if self.unknown {
            self.taken
        } else {
            self.path_mispredicted
        }
    }

    pub fn counted_target_mispredicted(&self) -> bool {
        !self.unknown && self.target_mispredicted
    }
}

impl ItBranch {
    pub fn mispredicted(&self) -> bool {
        self.path_mispredicted || self.target_mispredicted
    }
}

/// Instruction kinds in the order they occupy a cycle's slots; a branch comes last, since a
/// taken branch ends its issue group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Load,
    Store,
    Fp,
    Alu,
    Nop,
    Branch,
}

/// Itanium instruction types for opcode matching (PMC32.m/i/f/b, Table 3-11).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IType {
    M,
    I,
    F,
    B,
}

/// One retired instruction, as the tag channels see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Instr {
    pub ip: u64,
    pub slot: u8,
    pub kind: Kind,
    pub itype: IType,
    /// The 41-bit encoding.
    pub enco: u64,
}

/// The Itanium stream of one thread.
#[derive(Clone, Debug)]
pub struct ItStream {
    pub period: Arc<Period>,
    pub cycles: Vec<ItCycle>,
    pub branches: Vec<ItBranch>,
    /// The occurrences of each cycle of the period (`occ[occ_at[i]..occ_at[i + 1]]`), and the
    /// occupancy of the system interface queues in each cycle.
    pub occ: Vec<Occ>,
    pub occ_at: Vec<u32>,
    pub queues: Vec<[u8; queue::COUNT]>,
    /// Cycles that retired at least one instruction; cycles holding an L3 miss request.
    pub issue: Tally,
    pub l3_requests: Tally,
    pub phase_changes: Tally,
    /// The cycles of the period that hold an L3 request, and those that change the privilege
    /// phase: the scheduler's next event is found among them.
    pub request_marks: Marks,
    pub phase_marks: Marks,
    /// One bit per cycle of the period: set in the system-call and hypervisor phases (the
    /// period's records say so too; the bits fit in the cache).
    pub system: Vec<u64>,
    /// Per cycle of the period, how many cycles up to it (cyclically, it included) retire
    /// nothing, at most 255: the outgoing thread's stall at a switch is a look-up.
    pub idle: Vec<u8>,
}

/// SplitMix-style mixing for the per-instruction encodings.
fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A plausible 41-bit encoding: the major opcode (bits 40:37) follows the instruction's kind as
/// in the Itanium formats (4 for integer loads and stores, M1/M4; 8 for ALU and FP
/// multiply-add, A1/F1; 0 for nops and indirect branches, B4; 4 for IP-relative branches, B1),
/// and the remaining bits come from a hash of the address, so that an opcode matcher on the
/// major opcode selects a kind and one on other bits selects a pseudo-random subset.
pub fn encoding(ip: u64, slot: u8, kind: Kind, br: Option<BrKind>) -> u64 {
    let major: u64 = match kind {
        Kind::Load | Kind::Store => 4,
        Kind::Fp | Kind::Alu => 8,
        Kind::Nop => 0,
        Kind::Branch => match br {
            Some(BrKind::IpRelative) | None => 4,
            _ => 0,
        },
    };
    let low = mix(ip ^ u64::from(slot) << 60) & ((1 << 37) - 1);
    // A store differs from a load in x6 (bits 35:30): keep bit 35 for stores only.
    let low = match kind {
        Kind::Load => low & !(1 << 35),
        Kind::Store => low | (1 << 35),
        _ => low,
    };
    (major << 37) | low
}

impl ItStream {
    /// The Itanium view of `period` (hardware context `context`, workload `seed`) without the
    /// detail of [`super::build`]: retirement, branches, misses and stalls.
    pub(super) fn base(period: Arc<Period>, spec: &WorkloadSpec, seed: u64, context: u32) -> ItStream {
        // A stream of its own: the SPARC generator's draws are never consumed here.
        let mut rng = Rng::new(
            seed ^ 0x1a64_5eed_0000_0000 ^ (u64::from(context) + 7).wrapping_mul(0x9e37_79b9_7f4a_7c15),
        );
        let mut cycles = vec![ItCycle::default(); PERIOD];
        let mut branches = Vec::new();
        let mut bundle: u64 = rng.next_u64() % BUNDLES;
        let mut slot: u64 = 0;
        let mut cause = fl::BUBBLE_FE;
        let mut flushed = false;
        let mut bi = 0usize;
        for (i, c) in cycles.iter_mut().enumerate() {
            let rec = &period.recs[i];
            let prev_phase = period.recs[(i + PERIOD - 1) % PERIOD].phase;
            if rec.phase != prev_phase {
                c.flags |= fl::PHASE_CHANGE;
            }
            let n = rec.count(Cnt::Retired) as u8;
            // The workload's branches of this cycle (it records them in cycle order).
            let first_branch = bi;
            while bi < period.branches.len() && period.branches[bi].cycle as usize == i {
                bi += 1;
            }
            let sparc_branches = &period.branches[first_branch..bi];
            if n == 0 {
                // A cycle that retires nothing: a back-end bubble with the cause of the stall
                // it belongs to; a cycle where the workload was not selected is a front-end
                // bubble (nothing was delivered).
                c.flags |= if rec.has(Ev::Sel0Ready) {
                    fl::BUBBLE_FE
                } else {
                    cause
                };
                if rec.has(Ev::SelPipeDrain) {
                    flushed = true;
                }
                continue;
            }
            // Itanium disperses up to two bundles: the workload's instructions plus up to four
            // more, each with the workload's dual-issue probability; 40% of those are nops.
            let mut extra = 0u8;
            for _ in 0..4 {
                if n + extra < 6 && rng.chance(spec.dual_issue) {
                    extra += 1;
                }
            }
            let mut nops = 0u8;
            for _ in 0..extra {
                if rng.chance(0.4) {
                    nops += 1;
                }
            }
            c.retired = n + extra;
            c.extra = extra;
            c.nops = nops;
            c.bundle = bundle as u16;
            c.slot = slot as u8;
            if flushed {
                c.flags |= fl::FLUSHED;
                flushed = false;
            }
            // Where the next cycle's stall (if any) comes from: the longest-latency event.
            let mut stall = (0u32, fl::BUBBLE_FE);
            let mut note = |lat: u32, why: u32| {
                if lat > stall.0 {
                    stall = (lat, why);
                }
            };
            // Memory references: one data word for the cycle's first.
            if rec.count(Cnt::Load) + rec.count(Cnt::Store) > 0 {
                c.data = (rng.next_u64() % DATA_WORDS) as u32;
            }
            if rec.has(Ev::DcMissL2L3) {
                // Served by the L2D (5-11 cycles) or, in 30% of cases, by the L3 (14-21).
                c.flags |= fl::L1D_MISS;
                if rng.chance(0.3) {
                    c.flags |= fl::L2D_MISS | fl::L3_DATA_HIT;
                    c.lat = 14 + (rng.next_u64() % 8) as u16;
                } else {
                    c.lat = 5 + (rng.next_u64() % 7) as u16;
                }
                note(u32::from(c.lat), fl::BUBBLE_EXE);
            }
            if rec.has(Ev::DcMissLocalMem) || rec.has(Ev::DcMissRemote) {
                c.flags |= fl::L1D_MISS | fl::L2D_MISS | fl::L3_DATA_MISS;
                let remote = rec.has(Ev::DcMissRemote);
                c.lat = if remote { LAT_REMOTE } else { LAT_LOCAL_MEM } as u16;
                note(u32::from(c.lat), fl::BUBBLE_EXE);
            }
            if rec.has(Ev::IcMissL2L3) {
                c.flags |= fl::IC_MISS;
                if rng.chance(0.3) {
                    c.flags |= fl::L3_INST_HIT;
                    c.ilat = 14 + (rng.next_u64() % 8) as u16;
                } else {
                    c.ilat = 7 + (rng.next_u64() % 4) as u16;
                }
                note(u32::from(c.ilat), fl::BUBBLE_FE);
            }
            if rec.has(Ev::IcMissLocalMem) || rec.has(Ev::IcMissRemote) {
                c.flags |= fl::IC_MISS | fl::L3_INST_MISS;
                c.ilat = if rec.has(Ev::IcMissRemote) {
                    LAT_REMOTE
                } else {
                    LAT_LOCAL_MEM
                } as u16;
                note(u32::from(c.ilat), fl::BUBBLE_FE);
            }
            if rec.has(Ev::IcMissLocalMem) || rec.has(Ev::DcMissLocalMem) {
                c.flags |= fl::L3_LOCAL;
            }
            if rec.has(Ev::IcMissRemote) || rec.has(Ev::DcMissRemote) {
                c.flags |= fl::L3_REMOTE;
            }
            // The L3 line's state: misses find it invalid; hits find M, E or S (20/30/50%).
            // The line an L3 fill replaces is in any state (I 10%, S 40%, E 30%, M 20%).
            let hit_state = match rng.pick(&[0.2, 0.3, 0.5]) {
                0 => 0b1000,
                1 => 0b0100,
                _ => 0b0010,
            };
            let read_state = if c.has(fl::L3_DATA_MISS | fl::L3_INST_MISS) {
                0b0001
            } else {
                hit_state
            };
            let victim = match rng.pick(&[0.1, 0.4, 0.3, 0.2]) {
                0 => 0b0001,
                1 => 0b0010,
                2 => 0b0100,
                _ => 0b1000,
            };
            c.mesi = read_state | victim << 4;
            // TLB misses: 70% of L1 misses hit the L2 TLB; the rest are served by the VHPT
            // walker, or fault where the workload's fill trapped.
            if rec.has(Ev::ItlbMiss) {
                c.flags |= fl::ITLB_MISS;
                if rec.has(Ev::ItlbFillTrap) {
                    c.flags |= fl::ITLB_L2_MISS | fl::ITLB_FAULT;
                } else if rng.chance(0.3) {
                    c.flags |= fl::ITLB_L2_MISS;
                }
            }
            let dtlb = [
                Ev::DtlbFill8k,
                Ev::DtlbFill64k,
                Ev::DtlbFill4m,
                Ev::DtlbFill256m,
                Ev::DtlbFill2g,
                Ev::DtlbFillTrap,
            ];
            if dtlb.iter().any(|e| rec.has(*e)) {
                c.flags |= fl::DTLB_MISS;
                if rec.has(Ev::DtlbFillTrap) {
                    c.flags |= fl::DTLB_L2_MISS | fl::DTLB_FAULT;
                } else if rng.chance(0.3) {
                    c.flags |= fl::DTLB_L2_MISS;
                }
            }
            if rec.count(Cnt::Load) > 0 && rng.chance(0.004) {
                c.flags |= fl::ALAT_MISS;
            }
            // Walk the instruction pointer over the cycle's instructions; the branches are the
            // last ones, and only the last may be taken (a taken branch ends the group).
            let nb = sparc_branches.len();
            let first_branch_index = u64::from(c.retired) - nb as u64;
            let window = bundle;
            for (k, b) in sparc_branches.iter().enumerate() {
                let at = slot + first_branch_index + k as u64;
                let br_bundle = (bundle + at / 3) % BUNDLES;
                let br_slot = (at % 3) as u8;
                let last = k + 1 == nb;
                let taken = b.taken && last;
                let kind = if rec.has(Ev::BrTgtReturn) && b.mispredicted {
                    BrKind::Return
                } else if rec.has(Ev::BrTgtIndirect) && b.mispredicted {
                    BrKind::Indirect
                } else {
                    match rng.pick(&[0.85, 0.08, 0.07]) {
                        0 => BrKind::IpRelative,
                        1 => BrKind::Return,
                        _ => BrKind::Indirect,
                    }
                };
                // A mispredicted not-taken branch was mispredicted in its path; a taken one
                // in its path (70%) or in its target (30%).
                let path = b.mispredicted && (!taken || rng.chance(0.7));
                let target_mp = b.mispredicted && !path;
                let target = if taken {
                    match kind {
                        // Loops: mostly backward, within 48 bundles back and 16 forward.
                        BrKind::IpRelative => {
                            let delta = (rng.next_u64() % 64) as i64 - 48;
                            let delta = if delta == 0 { -1 } else { delta };
                            (br_bundle as i64 + delta).rem_euclid(BUNDLES as i64) as u64
                        }
                        _ => rng.next_u64() % BUNDLES,
                    }
                } else {
                    (br_bundle + 1) % BUNDLES
                };
                branches.push(ItBranch {
                    pos: i as u32,
                    bundle: br_bundle as u16,
                    slot: br_slot,
                    window: window as u16,
                    target: target as u16,
                    taken,
                    kind,
                    path_mispredicted: path,
                    target_mispredicted: target_mp,
                    brflush: b.mispredicted && rng.chance(0.3),
                    phase: rec.phase,
                    call: false,
                    unknown: false,
                    be_mispred: 0,
                    encoded: false,
                    oversub: false,
                });
                if b.mispredicted {
                    note(7, fl::BUBBLE_BRU);
                }
                if last && taken {
                    // The next cycle starts at the target.
                    bundle = target;
                    slot = 0;
                }
            }
            if nb > 0 {
                c.flags |= fl::BRANCH;
            }
            let taken_last = sparc_branches.last().is_some_and(|b| b.taken);
            if !taken_last {
                let end = slot + u64::from(c.retired);
                bundle = (bundle + end / 3) % BUNDLES;
                slot = end % 3;
            }
            cause = stall.1;
        }
        let issue = Tally::build(&period.recs, |i, _| u64::from(cycles[i].retired > 0));
        let l3_requests = Tally::build(&period.recs, |i, _| {
            u64::from(cycles[i].has(fl::L3_LOCAL | fl::L3_REMOTE))
        });
        let phase_changes = Tally::build(&period.recs, |i, _| u64::from(cycles[i].has(fl::PHASE_CHANGE)));
        let mut system = vec![0u64; PERIOD.div_ceil(64)];
        for (i, r) in period.recs.iter().enumerate() {
            if r.phase > 0 {
                system[i / 64] |= 1 << (i % 64);
            }
        }
        let mut idle = vec![0u8; PERIOD];
        let mut run = 0u8;
        for i in 0..2 * PERIOD {
            run = if cycles[i % PERIOD].retired > 0 {
                0
            } else {
                run.saturating_add(1)
            };
            idle[i % PERIOD] = run;
        }
        ItStream {
            period,
            cycles,
            branches,
            idle,
            occ: Vec::new(),
            occ_at: Vec::new(),
            queues: Vec::new(),
            issue,
            system,
            request_marks: Marks::of(&l3_requests),
            phase_marks: Marks::of(&phase_changes),
            l3_requests,
            phase_changes,
        }
    }

    /// The occurrences of cycle `i` of the period.
    pub fn occ_in(&self, i: usize) -> &[Occ] {
        &self.occ[self.occ_at[i] as usize..self.occ_at[i + 1] as usize]
    }

    pub fn at(&self, pos: u64) -> &ItCycle {
        &self.cycles[(pos % PERIOD as u64) as usize]
    }

    /// The privilege phase of a position (0 base, 1 system call, 2 hypervisor trap).
    pub fn phase(&self, pos: u64) -> u8 {
        self.period.recs[(pos % PERIOD as u64) as usize].phase
    }

    /// The instruction retired at the first slot of the cycle's window, with the text base of
    /// the cycle's phase.
    pub fn text_base(phase: u8) -> u64 {
        if phase > 0 {
            KERNEL_TEXT
        } else {
            USER_TEXT
        }
    }

    pub fn bundle_address(phase: u8, bundle: u64) -> u64 {
        Self::text_base(phase) + 16 * (bundle % BUNDLES)
    }

    pub fn data_address(&self, i: usize) -> u64 {
        let base = if self.period.recs[i].phase > 0 {
            KERNEL_DATA
        } else {
            USER_DATA
        };
        base + 8 * u64::from(self.cycles[i].data)
    }

    /// The branches of cycle `i` of the period (a slice of [`ItStream::branches`]).
    pub fn branches_at(&self, i: usize) -> &[ItBranch] {
        let lo = self.branches.partition_point(|b| (b.pos as usize) < i);
        let hi = self.branches.partition_point(|b| (b.pos as usize) <= i);
        &self.branches[lo..hi]
    }

    /// The instructions retired in cycle `i` of the period, in slot order.
    pub fn instructions(&self, i: usize, out: &mut Vec<Instr>) {
        out.clear();
        let c = &self.cycles[i];
        if c.retired == 0 {
            return;
        }
        let rec = &self.period.recs[i];
        let branches = self.branches_at(i);
        let alu = rec.count(Cnt::Other) + rec.count(Cnt::SprRing) + u32::from(c.extra - c.nops);
        let runs = [
            (Kind::Load, rec.count(Cnt::Load)),
            (Kind::Store, rec.count(Cnt::Store)),
            (Kind::Fp, rec.count(Cnt::FguCrypto)),
            (Kind::Alu, alu),
            (Kind::Nop, u32::from(c.nops)),
            (Kind::Branch, branches.len() as u32),
        ];
        let base = Self::text_base(rec.phase);
        let mut at = u64::from(c.slot);
        let mut b = 0usize;
        for (kind, count) in runs {
            for _ in 0..count {
                let bundle = (u64::from(c.bundle) + at / 3) % BUNDLES;
                let slot = (at % 3) as u8;
                let ip = base + 16 * bundle;
                let br = if kind == Kind::Branch {
                    let k = branches.get(b).map(|x| x.kind);
                    b += 1;
                    k
                } else {
                    None
                };
                let itype = match kind {
                    Kind::Load | Kind::Store => IType::M,
                    Kind::Fp => IType::F,
                    Kind::Branch => IType::B,
                    Kind::Alu | Kind::Nop => IType::I,
                };
                out.push(Instr {
                    ip,
                    slot,
                    kind,
                    itype,
                    enco: encoding(ip, slot, kind, br),
                });
                at += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn stream(seed: u64) -> ItStream {
        let spec = WorkloadSpec::default();
        ItStream::generate(Arc::new(Period::generate(&spec, seed, 0)), &spec, seed, 0)
    }

    #[test]
    fn retirement_is_at_most_six_and_matches_the_instruction_list() {
        let s = stream(3);
        let mut v = Vec::new();
        for i in 0..PERIOD {
            let c = &s.cycles[i];
            assert!(c.retired <= 6);
            s.instructions(i, &mut v);
            assert_eq!(v.len(), usize::from(c.retired), "cycle {i}");
            let rec = &s.period.recs[i];
            assert_eq!(c.retired > 0, rec.count(Cnt::Retired) > 0);
        }
    }

    #[test]
    fn branches_are_the_last_instructions_and_only_the_last_is_taken() {
        let s = stream(5);
        let mut v = Vec::new();
        for i in 0..PERIOD {
            let bs = s.branches_at(i);
            if bs.is_empty() {
                continue;
            }
            s.instructions(i, &mut v);
            let tail = &v[v.len() - bs.len()..];
            for (b, ins) in bs.iter().zip(tail) {
                assert_eq!(ins.kind, Kind::Branch);
                assert_eq!(ins.ip, ItStream::bundle_address(b.phase, u64::from(b.bundle)));
                assert_eq!(ins.slot, b.slot);
                assert!(!(b.path_mispredicted && b.target_mispredicted));
            }
            assert!(bs[..bs.len() - 1].iter().all(|b| !b.taken));
        }
        // A taken branch sends the next retiring cycle to its target.
        let b = s
            .branches
            .iter()
            .find(|b| b.taken && (b.pos as usize) < PERIOD - 400);
        let b = b.expect("a taken branch");
        let next = (b.pos as usize + 1..PERIOD)
            .find(|&i| s.cycles[i].retired > 0)
            .expect("a later cycle");
        assert_eq!(s.cycles[next].bundle, b.target);
        assert_eq!(s.cycles[next].slot, 0);
    }

    #[test]
    fn the_sparc_period_is_untouched() {
        let spec = WorkloadSpec::default();
        let p = Arc::new(Period::generate(&spec, 9, 1));
        let before = p.recs.clone();
        let _ = ItStream::generate(p.clone(), &spec, 9, 1);
        assert_eq!(p.recs, before);
    }
}
