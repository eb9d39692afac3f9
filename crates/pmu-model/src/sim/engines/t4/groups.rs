//! What the T4 event encodings count, as data: for each sl group (seed 000 TABLE 10-2), the
//! workload event behind each mask bit, and how the selected subevents combine.

use crate::sim::workload::{Cnt, CycleRec, Ev};

/// What one mask bit of an sl group selects in the workload.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sub {
    /// Cycles or events flagged with any of these [`Ev`] bits (one per cycle).
    Flags(u128),
    /// Instructions of a class (a per-cycle count).
    Count(Cnt),
    /// The workload does not model this subevent: it counts 0 (and the UI says so).
    NotModelled,
    /// The mask bit is ignored for this group.
    Ignored,
}

/// How the selected subevents of a group combine.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Combine {
    /// "Setting multiple mask bits ... can lead to multiple events being counted as one event"
    /// (seed 000 before TABLE 10-2): one per cycle in which any selected subevent happens.
    AnyPerCycle,
    /// Instruction classes: each committed instruction of a selected class counts once.
    Instructions,
    /// sl 26: every cycle (of an enabled mode) counts; the mask is ignored.
    EveryCycle,
    /// sl 28 commit micro-ops: micro-ops committed, whatever the (unknown) mask names.
    MicroOps,
    /// sl 0: nothing.
    Nothing,
}

/// One sl group's meaning in terms of the workload.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GroupMap {
    pub sl: u64,
    pub combine: Combine,
    /// Mask bits 0..5.
    pub bits: [Sub; 6],
}

const fn f(e: Ev) -> Sub {
    Sub::Flags(e.bit())
}

const fn f2(a: Ev, b: Ev) -> Sub {
    Sub::Flags(a.bit() | b.bit())
}

const N: Sub = Sub::NotModelled;
const I: Sub = Sub::Ignored;

/// The T4 groups as the workload sees them (seed 000 TABLE 10-2, row by row).
pub static T4_GROUPS: &[GroupMap] = &[
    GroupMap {
        sl: 0,
        combine: Combine::Nothing,
        bits: [I, I, I, I, I, I],
    },
    // sl 1: Sel-pipe-drain, Sel-0-wait, Sel-0-ready, Sel-1, Sel-2; mask[5] ignored.
    GroupMap {
        sl: 1,
        combine: Combine::AnyPerCycle,
        bits: [
            f(Ev::SelPipeDrain),
            f(Ev::Sel0Wait),
            f(Ev::Sel0Ready),
            f(Ev::Sel1),
            f(Ev::Sel2),
            I,
        ],
    },
    // sl 2: Pick-0..3; mask[5:4] ignored.
    GroupMap {
        sl: 2,
        combine: Combine::AnyPerCycle,
        bits: [f(Ev::Pick0), f(Ev::Pick1), f(Ev::Pick2), f(Ev::Pick3), I, I],
    },
    // sl 3: branches, FGU + crypto, loads, stores, SPR ring ops, other instructions.
    GroupMap {
        sl: 3,
        combine: Combine::Instructions,
        bits: [
            Sub::Count(Cnt::Branch),
            Sub::Count(Cnt::FguCrypto),
            Sub::Count(Cnt::Load),
            Sub::Count(Cnt::Store),
            Sub::Count(Cnt::SprRing),
            Sub::Count(Cnt::Other),
        ],
    },
    // sl 4: branches, taken branches, sethi software counts, atomics, software prefetch,
    // block loads and stores. Taken branches are branches: counted once (see t4_increment).
    GroupMap {
        sl: 4,
        combine: Combine::Instructions,
        bits: [
            Sub::Count(Cnt::Branch),
            Sub::Count(Cnt::TakenBranch),
            Sub::Count(Cnt::SwCount),
            Sub::Count(Cnt::Atomic),
            Sub::Count(Cnt::Prefetch),
            Sub::Count(Cnt::BlockLdSt),
        ],
    },
    // sl 5: Icache miss (L2/L3, local memory, remote), BTC miss, ITLB misses; mask bit 5 ignored.
    GroupMap {
        sl: 5,
        combine: Combine::AnyPerCycle,
        bits: [
            f(Ev::IcMissL2L3),
            f(Ev::IcMissLocalMem),
            f(Ev::IcMissRemote),
            f(Ev::BtcMiss),
            f(Ev::ItlbMiss),
            I,
        ],
    },
    // sl 6: ITLB fills for 8K, 64K, 4M, 256M, 2G pages, and fill traps.
    GroupMap {
        sl: 6,
        combine: Combine::AnyPerCycle,
        bits: [
            f(Ev::ItlbFill8k),
            f(Ev::ItlbFill64k),
            f(Ev::ItlbFill4m),
            f(Ev::ItlbFill256m),
            f(Ev::ItlbFill2g),
            f(Ev::ItlbFillTrap),
        ],
    },
    // sl 7: instruction cache microtag events: not modelled by the workload.
    GroupMap {
        sl: 7,
        combine: Combine::AnyPerCycle,
        bits: [N, N, N, N, I, I],
    },
    // sl 8: Fetch-0, Fetch-0-all (crosses strands: not modelled), IB full, BTC target incorrect.
    GroupMap {
        sl: 8,
        combine: Combine::AnyPerCycle,
        bits: [f(Ev::Fetch0), N, f(Ev::IbFull), f(Ev::BtcTargetIncorrect), I, I],
    },
    // sl 9: PQ, ROB, LB, SB tag waits, DTLB miss tag wait.
    GroupMap {
        sl: 9,
        combine: Combine::AnyPerCycle,
        bits: [
            N,
            f(Ev::RobTagWait),
            f(Ev::LbTagWait),
            f(Ev::SbTagWait),
            f(Ev::DtlbMissTagWait),
            I,
        ],
    },
    // sl 10: ITLB and DTLB hardware tablewalk references by where they hit.
    GroupMap {
        sl: 10,
        combine: Combine::AnyPerCycle,
        bits: [
            f(Ev::ItlbHwtwL2),
            f(Ev::ItlbHwtwL3),
            f(Ev::ItlbHwtwMem),
            f(Ev::DtlbHwtwL2),
            f(Ev::DtlbHwtwL3),
            f(Ev::DtlbHwtwMem),
        ],
    },
    // sl 11: Icache misses, local (L2/L3) and beyond (memory, remote); other bits ignored.
    GroupMap {
        sl: 11,
        combine: Combine::AnyPerCycle,
        bits: [
            f(Ev::IcMissL2L3),
            f2(Ev::IcMissLocalMem, Ev::IcMissRemote),
            I,
            I,
            I,
            I,
        ],
    },
    // sl 16 (precise) and 23 (asynchronous): L1 D-cache load misses; mask[5:3] ignored.
    GroupMap {
        sl: 16,
        combine: Combine::AnyPerCycle,
        bits: [
            f(Ev::DcMissL2L3),
            f(Ev::DcMissLocalMem),
            f(Ev::DcMissRemote),
            I,
            I,
            I,
        ],
    },
    // sl 17: DTLB fills by page size, and fill traps.
    GroupMap {
        sl: 17,
        combine: Combine::AnyPerCycle,
        bits: [
            f(Ev::DtlbFill8k),
            f(Ev::DtlbFill64k),
            f(Ev::DtlbFill4m),
            f(Ev::DtlbFill256m),
            f(Ev::DtlbFill2g),
            f(Ev::DtlbFillTrap),
        ],
    },
    // sl 18: dropped prefetches: hardware prefetch (not modelled), software prefetch at a
    // D-cache hit, software prefetch with the miss buffer full (not modelled).
    GroupMap {
        sl: 18,
        combine: Combine::AnyPerCycle,
        bits: [N, f(Ev::PfDropDcHit), N, I, I, I],
    },
    // sl 19: RAW hits: full in the store buffer (modelled), partial, store queue (not).
    GroupMap {
        sl: 19,
        combine: Combine::AnyPerCycle,
        bits: [f(Ev::RawStoreBuffer), N, N, N, I, I],
    },
    // sl 20: L1 invalidations and store queue tag waits: not modelled.
    GroupMap {
        sl: 20,
        combine: Combine::AnyPerCycle,
        bits: [N, N, N, N, N, I],
    },
    // sl 21: data prefetch outcomes.
    GroupMap {
        sl: 21,
        combine: Combine::AnyPerCycle,
        bits: [
            f(Ev::PfL2Hit),
            f(Ev::PfL2Drop),
            f(Ev::PfL3Hit),
            f(Ev::PfLocalMem),
            f(Ev::PfRemoteMem),
            f(Ev::PfL3Drop),
        ],
    },
    // sl 22: store outcomes.
    GroupMap {
        sl: 22,
        combine: Combine::AnyPerCycle,
        bits: [
            f(Ev::StL2Hit),
            f(Ev::StL3Hit),
            f(Ev::StLocalC2c),
            f(Ev::StRemoteC2c),
            f(Ev::StLocalMem),
            f(Ev::StRemoteMem),
        ],
    },
    GroupMap {
        sl: 23,
        combine: Combine::AnyPerCycle,
        bits: [
            f(Ev::DcMissL2L3),
            f(Ev::DcMissLocalMem),
            f(Ev::DcMissRemote),
            I,
            I,
            I,
        ],
    },
    // sl 24: clean and dirty L2 evictions (modelled); buffer-full and stall events (not).
    GroupMap {
        sl: 24,
        combine: Combine::AnyPerCycle,
        bits: [f(Ev::L2EvictClean), f(Ev::L2EvictDirty), N, N, N, N],
    },
    // sl 25: branch direction mispredicts; target mispredicts: far table or return stack
    // (the table says 02 includes return stack mispredicts), indirect table, return stack.
    GroupMap {
        sl: 25,
        combine: Combine::AnyPerCycle,
        bits: [
            f(Ev::BrDirMispred),
            f(Ev::BrTgtFar),
            f(Ev::BrTgtIndirect),
            f(Ev::BrTgtReturn),
            I,
            I,
        ],
    },
    GroupMap {
        sl: 26,
        combine: Combine::EveryCycle,
        bits: [I, I, I, I, I, I],
    },
    GroupMap {
        sl: 28,
        combine: Combine::MicroOps,
        bits: [I, I, I, I, I, I],
    },
];

/// The workload meaning of a T4 sl group (`None` for reserved sl values: they count nothing).
pub fn t4_group(sl: u64) -> Option<&'static GroupMap> {
    T4_GROUPS.iter().find(|g| g.sl == sl)
}

/// Mask bits of `mask` that select subevents the workload does not model.
pub fn unmodelled_bits(group: &GroupMap, mask: u64) -> u64 {
    (0..6)
        .filter(|i| mask >> i & 1 == 1 && group.bits[*i] == Sub::NotModelled)
        .fold(0, |m, i| m | 1 << i)
}

/// The per-cycle increment of a T4 PIC programmed with `sl`/`mask`, before mode filtering.
pub fn t4_increment(group: &GroupMap, mask: u64, rec: &CycleRec) -> u64 {
    match group.combine {
        Combine::Nothing => 0,
        Combine::EveryCycle => 1,
        Combine::MicroOps => {
            if mask & 0x3 != 0 {
                u64::from(rec.count(Cnt::MicroOps))
            } else {
                0
            }
        }
        Combine::AnyPerCycle => {
            let mut flags = 0u128;
            for (i, sub) in group.bits.iter().enumerate() {
                if mask >> i & 1 == 1 {
                    if let Sub::Flags(b) = sub {
                        flags |= b;
                    }
                }
            }
            u64::from(rec.flags & flags != 0)
        }
        Combine::Instructions => {
            let mut n = 0u64;
            for (i, sub) in group.bits.iter().enumerate() {
                if mask >> i & 1 == 1 {
                    if let Sub::Count(c) = sub {
                        // sl 4: taken branches are branches; with both bits set each taken
                        // branch is one instruction, counted once.
                        if *c == Cnt::TakenBranch && group.sl == 4 && mask & 1 == 1 {
                            continue;
                        }
                        n += u64::from(rec.count(*c));
                    }
                }
            }
            n
        }
    }
}

/// The mask bits a group ignores.
pub fn ignored(g: &GroupMap) -> u64 {
    (0..6)
        .filter(|i| g.bits[*i] == Sub::Ignored)
        .fold(0, |m, i| m | 1 << i)
}
