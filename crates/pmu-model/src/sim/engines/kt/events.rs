//! What the KT event encodings count in the workload: the per-cycle increment of each modelled
//! sl and mask (the T2-family events of `crate::machines::sparc_kt::events`), with the L2
//! misses chosen by PERF_CONFIG.

use crate::register::{b, Bits};
use crate::sim::workload::{Cnt, CycleRec, Ev, CRYPTO_BUSY, CRYPTO_OPS};

/// The virtual L2 control register's PERF_CONFIG (seed 001 section 2.3).
pub(super) const PERF_CONFIG: Bits = b(1, 0);

/// Which L2 misses count, from the virtual L2 control register's PERF_CONFIG (seed 001
/// section 3.0: all by default; local memory, remote memory or cache-to-cache when
/// programmed). The numeric encodings are this model's assumption (see the register table).
fn l2_miss(rec: &CycleRec, l2_control: u64, instr: bool) -> bool {
    let (local, remote) = if instr {
        (Ev::IcMissLocalMem, Ev::IcMissRemote)
    } else {
        (Ev::DcMissLocalMem, Ev::DcMissRemote)
    };
    match PERF_CONFIG.get(l2_control) {
        0 => rec.has(local) || rec.has(remote),
        1 => rec.has(local),
        2 => rec.has(remote),
        // The workload does not tell cache-to-cache transfers apart from L2/L3 hits.
        _ => false,
    }
}

/// Strands per KT core: Idle_strands counts the cycles in which a strand of the core runs
/// nothing, which in this model are the cycles of a core whose eight strands the simulation
/// does not all run (its workloads have no idle cycles); one a cycle, as the catalogue assumes
/// its maximum increment to be (machines/sparc_kt/events.rs). The SPARC T3 family has eight
/// strands per core.
pub const STRANDS_PER_CORE: u64 = 8;

/// The per-cycle increment of a KT counter with `sl`/`mask` (events of machines::sparc_kt),
/// on a strand of a core that runs `core_strands` strands.
pub fn kt_increment(sl: u64, mask: u64, l2_control: u64, rec: &CycleRec, core_strands: u64) -> u64 {
    let bit = |b: u64| mask & b != 0;
    let any = |evs: &[Ev]| evs.iter().any(|e| rec.has(*e));
    let units = |evs: &[Ev; 6]| (0..6).any(|u| bit(1 << u) && rec.has(evs[u]));
    match sl {
        // A cycle with an idle strand in the core (Solaris accepts no mask for it).
        0x0 => u64::from(core_strands < STRANDS_PER_CORE),
        // Crypto operations and unit busy cycles, by unit: DES/3DES, AES, Kasumi, MD5/SHA, MA,
        // CRC (mask bits 0-5); several bits count a cycle with any of them once.
        0x6 => u64::from(units(&CRYPTO_OPS)),
        0x7 => u64::from(units(&CRYPTO_BUSY)),
        // Instructions: Br_completed, Br_taken, FGU, ld, st, sw, other, atomics. A taken
        // branch is a completed branch: counted once when both bits are set.
        0x2 => {
            let c = |k: Cnt| u64::from(rec.count(k));
            let other = (c(Cnt::Other) + c(Cnt::SprRing)).saturating_sub(c(Cnt::Atomic) + c(Cnt::SwCount));
            let mut n = 0;
            if bit(0x01) {
                n += c(Cnt::Branch);
            } else if bit(0x02) {
                n += c(Cnt::TakenBranch);
            }
            for (b, v) in [
                (0x04, c(Cnt::FguCrypto)),
                (0x08, c(Cnt::Load)),
                (0x10, c(Cnt::Store)),
                (0x20, c(Cnt::SwCount)),
                (0x40, other),
                (0x80, c(Cnt::Atomic)),
            ] {
                if bit(b) {
                    n += v;
                }
            }
            n
        }
        // Cache misses: IC_miss, DC_miss, L2_imiss, L2_dmiss_ld (the L2 ones per PERF_CONFIG).
        0x3 => u64::from(
            (bit(0x01) && any(&[Ev::IcMissL2L3, Ev::IcMissLocalMem, Ev::IcMissRemote]))
                || (bit(0x02) && any(&[Ev::DcMissL2L3, Ev::DcMissLocalMem, Ev::DcMissRemote]))
                || (bit(0x10) && l2_miss(rec, l2_control, true))
                || (bit(0x20) && l2_miss(rec, l2_control, false)),
        ),
        // TLB walks to L2: ITLB/DTLB references, and those that miss the L2.
        0x4 => u64::from(
            (bit(0x04) && any(&[Ev::ItlbHwtwL2, Ev::ItlbHwtwL3, Ev::ItlbHwtwMem]))
                || (bit(0x08) && any(&[Ev::DtlbHwtwL2, Ev::DtlbHwtwL3, Ev::DtlbHwtwMem]))
                || (bit(0x10) && any(&[Ev::ItlbHwtwL3, Ev::ItlbHwtwMem]))
                || (bit(0x20) && any(&[Ev::DtlbHwtwL3, Ev::DtlbHwtwMem])),
        ),
        // PCX requests: CPU loads (L1 misses), instruction fetches (I-cache misses), stores
        // (the L1 is write-through: every store), MMU loads (tablewalks), and the streaming
        // unit's operand loads and result stores.
        0x5 => {
            let stream = (bit(0x01) && rec.has(Ev::StreamLd)) || (bit(0x02) && rec.has(Ev::StreamSt));
            let ld = bit(0x04) && any(&[Ev::DcMissL2L3, Ev::DcMissLocalMem, Ev::DcMissRemote]);
            let ifetch = bit(0x08) && any(&[Ev::IcMissL2L3, Ev::IcMissLocalMem, Ev::IcMissRemote]);
            let st = bit(0x10) && rec.count(Cnt::Store) > 0;
            let mmu = bit(0x20)
                && any(&[
                    Ev::ItlbHwtwL2,
                    Ev::ItlbHwtwL3,
                    Ev::ItlbHwtwMem,
                    Ev::DtlbHwtwL2,
                    Ev::DtlbHwtwL3,
                    Ev::DtlbHwtwMem,
                ]);
            u64::from(stream || ld || ifetch || st || mmu)
        }
        // TLB misses: ITLB (0x04), DTLB (0x08).
        0xb => u64::from(
            (bit(0x04) && rec.has(Ev::ItlbMiss))
                || (bit(0x08)
                    && any(&[
                        Ev::DtlbFill8k,
                        Ev::DtlbFill64k,
                        Ev::DtlbFill4m,
                        Ev::DtlbFill256m,
                        Ev::DtlbFill2g,
                        Ev::DtlbFillTrap,
                    ])),
        ),
        _ => 0,
    }
}

/// Whether an sl value is one the workload models.
pub fn kt_modelled(sl: u64) -> bool {
    matches!(sl, 0x0 | 0x2 | 0x3 | 0x4 | 0x5 | 0x6 | 0x7 | 0xb)
}
