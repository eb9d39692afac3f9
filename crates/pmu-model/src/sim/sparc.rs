//! What the SPARC event encodings count, as data: for each T4 sl group (seed 000 TABLE 10-2),
//! the workload event behind each mask bit; and the DRAM counters shared by T4 and KT
//! (seed 000 section 10.5, TABLE 10-4..10-7).

use super::action::SparcMode;
use super::counter::Counter;
use super::tally::Tally;
use super::workload::{Cnt, CycleRec, Ev, Period};
use crate::register::{b, Bits};

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

/// Whether a cycle of mode `mode` is counted by a PCR with these mode bits (seed 000 TABLE
/// 10-1: ut, st, ht).
pub fn mode_enabled(mode: SparcMode, ut: bool, st: bool, ht: bool) -> bool {
    match mode {
        SparcMode::User => ut,
        SparcMode::Privileged => st,
        SparcMode::Hyperprivileged => ht,
    }
}

/// The DRAM counters of one MCU (seed 000 section 10.5): a control register with four 4-bit
/// select codes and four 31-bit counters with sticky overflow bits, counter n watching COU
/// port n (counter 0: cou0 port0, 1: cou0 port1, 2: cou1 port0, 3: cou1 port1, TABLE 10-4).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mcu {
    pub ctl: u64,
    pub counters: [Counter; 4],
    pub sticky: [bool; 4],
}

/// Cycles a read or write waits in the MCU queue; used for the queue-latency select codes,
/// which add the queue occupancy every cycle: each transaction contributes its wait, charged
/// at the cycle it is queued (a model simplification with the same totals).
pub const DRAM_QUEUE_WAIT: u64 = 12;

/// DRAM_PERF_CTL_REG.seln, n = 0..3 (TABLE 10-4).
const DRAM_SEL: [Bits; 4] = [b(3, 0), b(7, 4), b(11, 8), b(15, 12)];
/// The halves of DRAM_PERF_COUNT01_REG (TABLE 10-5) and DRAM_PERF_COUNT23_REG (TABLE 10-6):
/// sticky0/3 and counter0/3 above, sticky1/2 and counter1/2 below.
const DRAM_HI_STICKY: Bits = b(63, 63);
const DRAM_HI_COUNTER: Bits = b(62, 32);
const DRAM_LO_STICKY: Bits = b(31, 31);
const DRAM_LO_COUNTER: Bits = b(30, 0);

impl Mcu {
    pub fn new() -> Mcu {
        Mcu {
            ctl: 0,
            counters: [
                Counter::new(31),
                Counter::new(31),
                Counter::new(31),
                Counter::new(31),
            ],
            sticky: [false; 4],
        }
    }

    /// The select code of counter `n` (TABLE 10-4: sel0 3:0 ... sel3 15:12).
    pub fn select(&self, n: usize) -> u64 {
        DRAM_SEL[n].get(self.ctl)
    }

    /// Rebuild the counters' tallies from every strand's workload: DRAM transactions of MCU
    /// `mcu` (TABLE 10-7 select codes).
    pub fn rebuild(&mut self, mcu: u8, periods: &[&Period]) {
        self.rebuild_with(mcu, periods, |d| d);
    }

    /// As [`Mcu::rebuild`], passing each transaction byte through `map` first (KT maps the
    /// workload's four MCUs onto its two per node).
    pub fn rebuild_with(&mut self, mcu: u8, periods: &[&Period], map: impl Fn(u8) -> u8) {
        for n in 0..4 {
            let sel = self.select(n);
            let port = n as u8;
            self.counters[n].tally = Tally::build(&periods[0].recs, |i, _| {
                periods
                    .iter()
                    .map(|p| dram_increment(sel, mcu, port, map(p.recs[i].dram)))
                    .sum()
            });
        }
    }

    /// COUNT01 (TABLE 10-5) or COUNT23 (TABLE 10-6) as a register value.
    pub fn count_reg(&self, pair: usize) -> u64 {
        let (hi, lo) = if pair == 0 { (0, 1) } else { (3, 2) };
        DRAM_HI_STICKY.put(u64::from(self.sticky[hi]))
            | DRAM_HI_COUNTER.put(self.counters[hi].value)
            | DRAM_LO_STICKY.put(u64::from(self.sticky[lo]))
            | DRAM_LO_COUNTER.put(self.counters[lo].value)
    }

    /// Store a written COUNT01/COUNT23 value.
    pub fn set_count_reg(&mut self, pair: usize, v: u64) {
        let (hi, lo) = if pair == 0 { (0, 1) } else { (3, 2) };
        self.sticky[hi] = DRAM_HI_STICKY.is_set(v);
        self.counters[hi].value = DRAM_HI_COUNTER.get(v);
        self.sticky[lo] = DRAM_LO_STICKY.is_set(v);
        self.counters[lo].value = DRAM_LO_COUNTER.get(v);
    }
}

impl Default for Mcu {
    fn default() -> Self {
        Mcu::new()
    }
}

/// What a DRAM transaction byte (see [`super::workload::CycleRec::dram`]) adds to a counter
/// of MCU `mcu` watching COU port `port` with select code `sel` (seed 000 TABLE 10-7).
/// The memory channel of a transaction is bit 0 of its port (a model choice: the seed does not
/// say how addresses map to channels). Select codes for bank-busy stalls, writeback buffer hits
/// and write starvation are not modelled (0); 1101 and 111x are reserved (0).
pub fn dram_increment(sel: u64, mcu: u8, port: u8, dram: u8) -> u64 {
    if dram & 0x80 == 0 || (dram >> 2) & 3 != mcu {
        return 0;
    }
    let write = dram & 0x40 != 0;
    let own_port = dram & 3 == port;
    let channel = dram & 1;
    u64::from(match sel {
        0b0000 => own_port && !write,
        0b0001 => own_port && write,
        0b0010 => own_port,
        0b0100 => return if own_port && !write { DRAM_QUEUE_WAIT } else { 0 },
        0b0101 => return if own_port && write { DRAM_QUEUE_WAIT } else { 0 },
        0b0110 => return if own_port { DRAM_QUEUE_WAIT } else { 0 },
        0b1000 => !write,
        0b1010 => write,
        0b1011 => channel == 0,
        0b1100 => channel == 1,
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::machine::Machine;
    use crate::machines::{sparc_kt, sparc_t4};

    /// The one run of bits of field `field` of register `reg` of `machine`.
    fn table_bits(machine: &Machine, reg: &str, field: &str) -> Bits {
        let f = machine
            .register(reg)
            .and_then(|r| r.fields.iter().find(|f| f.name == field))
            .unwrap_or_else(|| panic!("no field {}.{reg}.{field}", machine.id));
        assert_eq!(f.bits.len(), 1, "{reg}.{field} is one run");
        f.bits[0]
    }

    /// The DRAM field constants are the fields of seed 000 TABLE 10-4, 10-5 and 10-6, in the
    /// T4 tables and in the KT tables that assume them (MCU0/MCU1 PCR, PIC01, PIC23).
    #[test]
    fn every_dram_field_constant_is_its_table_field() {
        let t4 = (
            &sparc_t4::MACHINE,
            "DRAM_PERF_CTL_REG",
            "DRAM_PERF_COUNT01_REG",
            "DRAM_PERF_COUNT23_REG",
        );
        let kt0 = (&sparc_kt::MACHINE, "MCU0_PCR", "MCU0_PIC01", "MCU0_PIC23");
        let kt1 = (&sparc_kt::MACHINE, "MCU1_PCR", "MCU1_PIC01", "MCU1_PIC23");
        for (machine, ctl, count01, count23) in [t4, kt0, kt1] {
            let bits = |reg: &str, field: &str| table_bits(machine, reg, field);
            for (n, sel) in DRAM_SEL.iter().enumerate() {
                assert_eq!(bits(ctl, &format!("sel{n}")), *sel, "{ctl}.sel{n}");
            }
            for (reg, hi, lo) in [(count01, 0, 1), (count23, 3, 2)] {
                assert_eq!(
                    bits(reg, &format!("sticky{hi}")),
                    DRAM_HI_STICKY,
                    "{reg}.sticky{hi}"
                );
                assert_eq!(
                    bits(reg, &format!("counter{hi}")),
                    DRAM_HI_COUNTER,
                    "{reg}.counter{hi}"
                );
                assert_eq!(
                    bits(reg, &format!("sticky{lo}")),
                    DRAM_LO_STICKY,
                    "{reg}.sticky{lo}"
                );
                assert_eq!(
                    bits(reg, &format!("counter{lo}")),
                    DRAM_LO_COUNTER,
                    "{reg}.counter{lo}"
                );
            }
        }
    }
}
