//! The DRAM counters of the SPARC memory controllers, shared by T4 and KT (seed 000 section
//! 10.5, TABLE 10-4..10-7): an MCU's control register and counters, what a transaction adds to
//! a counter, and why a DRAM counter counts or not.

use crate::register::{b, Bits, Register};
use crate::sim::counter::Counter;
use crate::sim::tally::Tally;
use crate::sim::why::{Gate, Why};
use crate::sim::workload::Period;

/// A DRAM register of an MCU, by what it is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DramReg {
    /// The control register: four select codes (TABLE 10-4).
    Ctl,
    /// A pair of counters with their sticky bits: COUNT01 (0, TABLE 10-5) or COUNT23 (1,
    /// TABLE 10-6).
    Count(usize),
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
        self.rebuild_with(mcu, periods, &|d| d);
    }

    /// As [`Mcu::rebuild`], passing each transaction byte through `map` first (KT maps the
    /// workload's four MCUs onto its two per node). `map` is a trait object so that one copy
    /// of the counting loop serves every mapping.
    pub fn rebuild_with(&mut self, mcu: u8, periods: &[&Period], map: &dyn Fn(u8) -> u8) {
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

    /// The value of one of its registers.
    pub fn peek(&self, reg: DramReg) -> u64 {
        match reg {
            DramReg::Ctl => self.ctl,
            DramReg::Count(pair) => self.count_reg(pair),
        }
    }

    /// Store a value software wrote; returns what the register holds. A new control value
    /// changes what the counters count: the caller rebuilds their tallies (with [`Mcu::rebuild`],
    /// which needs every strand's workload).
    pub fn store(&mut self, reg: DramReg, v: u64) -> u64 {
        match reg {
            DramReg::Ctl => self.ctl = v,
            DramReg::Count(pair) => self.set_count_reg(pair, v),
        }
        self.peek(reg)
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

/// A DRAM counter of an MCU (seed 000 section 10.5, TABLE 10-4 and 10-7; KT per node).
pub fn why(counter: &'static str, ctl: &'static Register, k: usize, mcu: &Mcu, mcu_index: u8) -> Why {
    let sel_name = format!("sel{k}");
    let sel = ctl.field(&sel_name).map_or(0, |f| f.get(mcu.ctl));
    let label = ctl
        .field(&sel_name)
        .and_then(|f| f.named_values().iter().find(|e| e.value == sel))
        .map_or("reserved", |e| e.name);
    let fields = [format!("{}.{sel_name}", ctl.name)];
    let possible = (0u8..=255).any(|d| dram_increment(sel, mcu_index, k as u8, d) > 0);
    let counting = mcu.counters[k].tally.per_period() > 0;
    let mut gates = vec![Gate::counting(
        possible,
        &fields,
        if possible {
            format!("{}.{sel_name} = {sel:#06b}: {label}", ctl.name)
        } else {
            format!(
                "{}.{sel_name} = {sel:#06b} ({label}) counts nothing in this model: reserved, or an event it does \
                 not model",
                ctl.name
            )
        },
        "seed 000, TABLE 10-7",
    )];
    if possible && !counting {
        gates.push(Gate::counting(
            false,
            &[],
            format!("the workload makes no such DRAM transaction at MCU{mcu_index}"),
            "this model's workload",
        ));
    }
    Why {
        counter,
        // A DRAM counter counts from reset (select 0000 counts its port's reads): it is
        // programmed once software has written its control register.
        programmed: mcu.ctl != 0,
        counting,
        gates,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::machines::{sparc_kt, sparc_t4};
    use crate::sim::engines::sparc::table_bits;

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
