//! Throughput benchmarks of the simulator, shared by `pmu bench` (native) and the wasm build
//! (the page's `bench` export), so that both report the same measurements. The clock is passed
//! in: `std::time::Instant` does not exist on wasm32-unknown-unknown.

use super::{Action, Simulator, Until, WriteValue};

/// One measurement.
#[derive(Clone, Debug, PartialEq)]
pub struct BenchResult {
    pub name: &'static str,
    pub cycles: u64,
    pub actions: u64,
    pub seconds: f64,
}

impl BenchResult {
    pub fn cycles_per_second(&self) -> f64 {
        self.cycles as f64 / self.seconds.max(1e-9)
    }
}

fn t4_all_counters() -> Result<Simulator, super::SimError> {
    let mut sim = Simulator::new("sparc-t4", 1, 1)?;
    for (n, sl, mask) in [
        (0, "26", "0"),
        (1, "3", "0x3f"),
        (2, "16", "0x7"),
        (3, "25", "0xf"),
    ] {
        sim.apply(Action::Write {
            thread: 0,
            unit: 0,
            reg: format!("PCR{n}"),
            value: WriteValue::Fields(vec![
                ("sl".into(), sl.into()),
                ("mask".into(), mask.into()),
                ("ut".into(), "1".into()),
                ("st".into(), "1".into()),
                ("ht".into(), "1".into()),
                ("toe".into(), "1".into()),
            ]),
        })?;
    }
    Ok(sim)
}

/// Run the default workload on a T4 strand with all four PICs counting (cycles, instructions,
/// L1 D-cache misses, branch mispredicts; overflows trap) in steps of `chunk` cycles until
/// `total` cycles have passed.
pub fn t4_throughput(now: &dyn Fn() -> f64, chunk: u64, total: u64) -> Result<BenchResult, super::SimError> {
    let mut sim = t4_all_counters()?;
    let t0 = now();
    let mut actions = 0;
    while sim.cycle < total {
        sim.apply(Action::Run {
            cycles: chunk.min(total - sim.cycle),
        })?;
        actions += 1;
    }
    Ok(BenchResult {
        name: match chunk {
            1 => "t4: 4 PICs, 1-cycle steps",
            c if c < 10_000 => "t4: 4 PICs, 1k-cycle steps",
            _ => "t4: 4 PICs, 1M-cycle steps",
        },
        cycles: sim.cycle,
        actions,
        seconds: now() - t0,
    })
}

/// `run until overflow` of PIC0 counting cycles from 0: 2^32 cycles.
pub fn t4_until_overflow(now: &dyn Fn() -> f64) -> Result<BenchResult, super::SimError> {
    let mut sim = Simulator::new("sparc-t4", 1, 1)?;
    sim.apply(Action::Write {
        thread: 0,
        unit: 0,
        reg: "PCR0".into(),
        value: WriteValue::Fields(vec![
            ("sl".into(), "26".into()),
            ("ut".into(), "1".into()),
            ("st".into(), "1".into()),
            ("ht".into(), "1".into()),
        ]),
    })?;
    let t0 = now();
    sim.apply(Action::RunUntil {
        until: Until::Overflow,
        max_cycles: u64::MAX,
    })?;
    Ok(BenchResult {
        name: "t4: run until a 32-bit PIC overflows from 0",
        cycles: sim.cycle,
        actions: 1,
        seconds: now() - t0,
    })
}

/// The standard set: bulk, chunked and single-cycle stepping, and run-until-overflow.
pub fn standard(now: &dyn Fn() -> f64) -> Result<Vec<BenchResult>, super::SimError> {
    Ok(vec![
        t4_throughput(now, 1_000_000, 20_000_000_000)?,
        t4_throughput(now, 1_000, 200_000_000)?,
        t4_throughput(now, 1, 200_000)?,
        t4_until_overflow(now)?,
    ])
}
