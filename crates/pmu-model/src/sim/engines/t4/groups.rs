//! What the T4 event encodings count, as data: for each sl group (seed 000 TABLE 10-2), the
//! workload event behind each mask bit, which bits cross strands, and how the selected
//! subevents combine.

use crate::sim::workload::{Cnt, CycleRec, Ev};

/// What one mask bit of an sl group selects in the workload.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sub {
    /// Cycles or events flagged with any of these [`Ev`] bits (one per cycle).
    Flags(u128),
    /// Instructions of a class (a per-cycle count).
    Count(Cnt),
    /// Cycles in which every strand of the core has this flag (sl 8 Fetch-0-all: "no valid
    /// instructions are fetched for any strand").
    AllStrands(Ev),
    /// Flagged cycles, counted only while another strand of the core runs (sl 18 mask 04:
    /// "Software prefetches are not dropped when only one thread is running").
    WithOtherStrand(Ev),
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
    /// The mask bits whose events are not virtual-processor-specific (TABLE 10-2's column):
    /// they cross strands, so a strand's PIC counts the core's events, filtered by its own
    /// strand's privilege (footnote 13). A test holds this to the catalogue.
    pub core: u8,
}

const fn f(e: Ev) -> Sub {
    Sub::Flags(e.bit())
}

const fn f2(a: Ev, b: Ev) -> Sub {
    Sub::Flags(a.bit() | b.bit())
}

const I: Sub = Sub::Ignored;

/// The T4 groups as the workload sees them (seed 000 TABLE 10-2, row by row).
pub static T4_GROUPS: &[GroupMap] = &[
    GroupMap {
        sl: 0,
        core: 0,
        combine: Combine::Nothing,
        bits: [I, I, I, I, I, I],
    },
    // sl 1: Sel-pipe-drain, Sel-0-wait, Sel-0-ready, Sel-1, Sel-2; mask[5] ignored.
    GroupMap {
        sl: 1,
        core: 0,
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
        core: 0,
        combine: Combine::AnyPerCycle,
        bits: [f(Ev::Pick0), f(Ev::Pick1), f(Ev::Pick2), f(Ev::Pick3), I, I],
    },
    // sl 3: branches, FGU + crypto, loads, stores, SPR ring ops, other instructions.
    GroupMap {
        sl: 3,
        core: 0,
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
        core: 0,
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
        core: 0,
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
        core: 0,
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
    // sl 7: instruction cache microtag miss (which includes the microtag misses with a ptag
    // hit), microtag miss with ptag hit, microtag hit with ptag miss, way mismatch.
    GroupMap {
        sl: 7,
        core: 0,
        combine: Combine::AnyPerCycle,
        bits: [
            f(Ev::IcUtagMiss),
            f(Ev::IcUtagMissPtagHit),
            f(Ev::IcUtagHitPtagMiss),
            f(Ev::IcUtagWayMismatch),
            I,
            I,
        ],
    },
    // sl 8: Fetch-0, Fetch-0-all (every strand of the core), IB full, BTC target incorrect.
    GroupMap {
        sl: 8,
        core: 0b10,
        combine: Combine::AnyPerCycle,
        bits: [
            f(Ev::Fetch0),
            Sub::AllStrands(Ev::Fetch0),
            f(Ev::IbFull),
            f(Ev::BtcTargetIncorrect),
            I,
            I,
        ],
    },
    // sl 9: PQ, ROB, LB, SB tag waits, DTLB miss tag wait.
    GroupMap {
        sl: 9,
        core: 0b1_1111,
        combine: Combine::AnyPerCycle,
        bits: [
            f(Ev::PqTagWait),
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
        core: 0,
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
        core: 0,
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
        core: 0,
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
        core: 0,
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
    // sl 18: dropped prefetches: hardware prefetch at a D-cache hit, software prefetch at a
    // D-cache hit, software prefetch with the miss buffer full (only with another strand).
    GroupMap {
        sl: 18,
        core: 0b1,
        combine: Combine::AnyPerCycle,
        bits: [
            f(Ev::HwPfDropDcHit),
            f(Ev::PfDropDcHit),
            Sub::WithOtherStrand(Ev::PfDropMbFull),
            I,
            I,
            I,
        ],
    },
    // sl 19: RAW hits: full and partial in the store buffer, full and partial in the store
    // queue.
    GroupMap {
        sl: 19,
        core: 0,
        combine: Combine::AnyPerCycle,
        bits: [
            f(Ev::RawStoreBuffer),
            f(Ev::RawPartialSb),
            f(Ev::RawFullSq),
            f(Ev::RawPartialSq),
            I,
            I,
        ],
    },
    // sl 20: I-cache and D-cache invalidations by eviction and by snoop, store queue tag waits.
    GroupMap {
        sl: 20,
        core: 0b1_1111,
        combine: Combine::AnyPerCycle,
        bits: [
            f(Ev::IcEvictInval),
            f(Ev::IcSnoopInval),
            f(Ev::DcEvictInval),
            f(Ev::DcSnoopInval),
            f(Ev::SqTagWait),
            I,
        ],
    },
    // sl 21: data prefetch outcomes.
    GroupMap {
        sl: 21,
        core: 0,
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
        core: 0,
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
        core: 0,
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
    // sl 24: clean and dirty L2 evictions, fill, writeback and miss buffer full, L2 pipeline
    // stalls.
    GroupMap {
        sl: 24,
        core: 0b11_1111,
        combine: Combine::AnyPerCycle,
        bits: [
            f(Ev::L2EvictClean),
            f(Ev::L2EvictDirty),
            f(Ev::L2FillBufFull),
            f(Ev::L2WbBufFull),
            f(Ev::L2MissBufFull),
            f(Ev::L2PipeStall),
        ],
    },
    // sl 25: branch direction mispredicts; target mispredicts: far table or return stack
    // (the table says 02 includes return stack mispredicts), indirect table, return stack.
    GroupMap {
        sl: 25,
        core: 0,
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
        core: 0,
        combine: Combine::EveryCycle,
        bits: [I, I, I, I, I, I],
    },
    GroupMap {
        sl: 28,
        core: 0,
        combine: Combine::MicroOps,
        bits: [I, I, I, I, I, I],
    },
];

/// The workload meaning of a T4 sl group (`None` for reserved sl values: they count nothing).
pub fn t4_group(sl: u64) -> Option<&'static GroupMap> {
    T4_GROUPS.iter().find(|g| g.sl == sl)
}

/// The T4 encodings this model cannot count, with the reason (sl, mask): only sl 0, which
/// counts nothing by definition. The coverage test (tests/event_coverage.rs) holds every other
/// named encoding to counting in some built-in workload.
pub static UNCOUNTABLE: &[(u64, u64, &str)] = &[(
    0,
    0,
    "sl 0 disables counting: \"Performance counting is disabled; no events are counted\" (seed 000 TABLE 10-2)",
)];

/// What the other strands of a core do in one cycle of the period: the union and the
/// intersection of their flags (the strand's own included), and how many strands the core
/// runs.
#[derive(Clone, Copy, Debug)]
pub struct CoreCycle {
    pub any: u128,
    pub all: u128,
    pub strands: usize,
}

/// The per-cycle increment of a T4 PIC programmed with `sl`/`mask`, before mode filtering.
pub fn t4_increment(group: &GroupMap, mask: u64, rec: &CycleRec, core: &CoreCycle) -> u64 {
    match group.combine {
        Combine::Nothing => 0,
        Combine::EveryCycle => 1,
        Combine::MicroOps => {
            // Commit-0, Commit-0-all and 03: the micro-ops committed (footnote 12), as the
            // programming note's race reads them ("the PIC increments within two cycles");
            // Commit-1 and Commit-2 (from Solaris' names): cycles that commit one micro-op, and
            // two or more; with both bits a cycle that commits any counts once.
            let ops = u64::from(rec.count(Cnt::MicroOps));
            let mut n = if mask & 0x3 != 0 { ops } else { 0 };
            if (mask & 0x4 != 0 && ops == 1) || (mask & 0x8 != 0 && ops >= 2) {
                n += 1;
            }
            n
        }
        Combine::AnyPerCycle => {
            let mut hit = false;
            for (i, sub) in group.bits.iter().enumerate() {
                if mask >> i & 1 == 0 {
                    continue;
                }
                let flags = if group.core >> i & 1 == 1 {
                    core.any
                } else {
                    rec.flags
                };
                hit |= match sub {
                    Sub::Flags(b) => flags & b != 0,
                    Sub::AllStrands(e) => core.all & e.bit() != 0,
                    Sub::WithOtherStrand(e) => core.strands > 1 && flags & e.bit() != 0,
                    Sub::Count(_) | Sub::Ignored => false,
                };
            }
            u64::from(hit)
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::machines::sparc_t4::MACHINE;

    /// The bits a group counts over the core are the masks TABLE 10-2 says are not virtual
    /// processor-specific (the row's column, else the event's).
    #[test]
    fn core_bits_are_the_tables_not_virtual_processor_specific_rows() {
        for g in T4_GROUPS {
            let Some(e) = MACHINE.events_with_code(g.sl).next() else {
                continue;
            };
            for i in 0..6 {
                if g.bits[i] == Sub::Ignored {
                    continue;
                }
                let specific = e
                    .mask(1 << i)
                    .and_then(|m| m.strand_specific)
                    .or(e.strand_specific)
                    .unwrap_or(true);
                assert_eq!(g.core >> i & 1 == 1, !specific, "sl {} mask bit {i}", g.sl);
            }
        }
    }
}
