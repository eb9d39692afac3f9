//! Benchmarks of the simulator's throughput and of time travel, shared by `pmu bench` (native) and the wasm build
//! (the page's `bench` export), so that both report the same measurements. The clock is passed
//! in: `std::time::Instant` does not exist on wasm32-unknown-unknown.

use crate::history::History;
use crate::sim::{Action, ModeSpec, SimError, Simulator, Until, WriteValue};

/// One measurement.
#[derive(Clone, Debug, PartialEq)]
pub struct BenchResult {
    pub name: &'static str,
    pub cycles: u64,
    pub actions: u64,
    pub seconds: f64,
    /// The machine and the cycles of each step, where the benchmark runs a workload in steps of
    /// a fixed number of cycles: what [`BenchResult::ratio_to_reference`] compares.
    pub stepped: Option<(&'static str, u64)>,
}

/// The machine whose stepped benchmarks the others are measured against: the SPARC engines
/// run a span in O(1), and Montecito's engine is held to their speed (docs/performance.md).
pub const REFERENCE: &str = "sparc-t4";

impl BenchResult {
    pub fn cycles_per_second(&self) -> f64 {
        self.cycles as f64 / self.seconds.max(1e-9)
    }

    /// This benchmark's cycles per second over [`REFERENCE`]'s in the same steps, among
    /// `all` (one run's results, so that both met the machine at the same speed); none for the
    /// reference itself and for benchmarks that do not step.
    pub fn ratio_to_reference(&self, all: &[BenchResult]) -> Option<f64> {
        let (machine, step) = self.stepped?;
        if machine == REFERENCE {
            return None;
        }
        let reference = all.iter().find(|r| r.stepped == Some((REFERENCE, step)))?;
        Some(self.cycles_per_second() / reference.cycles_per_second())
    }
}

/// Run `sim` in steps of `chunk` cycles until `total` cycles have passed; the steps taken.
fn run_in_steps(sim: &mut Simulator, chunk: u64, total: u64) -> Result<u64, SimError> {
    let mut actions = 0;
    while sim.cycle < total {
        sim.apply(Action::Run {
            cycles: chunk.min(total - sim.cycle),
        })?;
        actions += 1;
    }
    Ok(actions)
}

fn t4_all_counters() -> Result<Simulator, SimError> {
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
pub fn t4_throughput(now: &dyn Fn() -> f64, chunk: u64, total: u64) -> Result<BenchResult, SimError> {
    let mut sim = t4_all_counters()?;
    let t0 = now();
    let actions = run_in_steps(&mut sim, chunk, total)?;
    Ok(BenchResult {
        name: match chunk {
            1 => "t4: 4 PICs, 1-cycle steps",
            c if c < 10_000 => "t4: 4 PICs, 1k-cycle steps",
            _ => "t4: 4 PICs, 1M-cycle steps",
        },
        cycles: sim.cycle,
        actions,
        seconds: now() - t0,
        stepped: Some(("sparc-t4", chunk)),
    })
}

/// `run until overflow` of PIC0 counting cycles from 0: 2^32 cycles.
pub fn t4_until_overflow(now: &dyn Fn() -> f64) -> Result<BenchResult, SimError> {
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
        stepped: None,
    })
}

/// A counter number, its event select and umask, and further fields.
type Programmed = (
    u32,
    &'static str,
    &'static str,
    &'static [(&'static str, &'static str)],
);

/// A two-thread Montecito core with all twelve counters of both threads counting (cycles,
/// retired instructions with a threshold, L3 misses, outstanding memory reads, thread switches
/// and switch cycles, branch events, back-end bubbles, data EAR events, branch mispredicts) and
/// the execution trace buffer and data EAR capturing.
fn montecito_busy() -> Result<Simulator, SimError> {
    montecito_with(&montecito_busy_actions())
}

/// A two-thread Montecito core after `actions`.
fn montecito_with(actions: &[Action]) -> Result<Simulator, SimError> {
    let mut sim = Simulator::new("montecito", 1, 2)?;
    for a in actions {
        sim.apply(a.clone())?;
    }
    Ok(sim)
}

/// The settings of [`montecito_busy`] as a session's first actions.
fn montecito_busy_actions() -> Vec<Action> {
    let mut actions = vec![Action::SetMode {
        thread: None,
        mode: ModeSpec::Itanium {
            cpl: 3,
            up: true,
            pp: true,
        },
    }];
    let counters: [Programmed; 12] = [
        (4, "0x12", "0", &[("all", "1")]),
        (5, "0x08", "0", &[("threshold", "2")]),
        (6, "0xdc", "0", &[("all", "1")]),
        (7, "0xb5", "0", &[]),
        (8, "0x0c", "7", &[]),
        (9, "0x0e", "7", &[]),
        (10, "0x12", "0", &[]),
        (11, "0x11", "0", &[]),
        (12, "0x00", "0", &[]),
        (13, "0xc8", "0", &[]),
        (14, "0x5b", "2", &[]),
        (15, "0x08", "0", &[]),
    ];
    for t in 0..2 {
        for (n, es, umask, extra) in counters {
            let mut fields: Vec<(String, String)> = vec![
                ("es".into(), es.into()),
                ("umask".into(), umask.into()),
                ("plm".into(), "15".into()),
                ("ism".into(), "2".into()),
            ];
            fields.extend(extra.iter().map(|(f, v)| (f.to_string(), v.to_string())));
            actions.push(Action::Write {
                thread: t,
                unit: 0,
                reg: format!("PMC{n}"),
                value: WriteValue::Fields(fields),
            });
        }
        for (reg, fields) in [
            (
                "PMC39",
                &[("plm", "15"), ("tm", "3"), ("ptm", "3"), ("ppm", "3")][..],
            ),
            ("PMC40", &[("plm", "15"), ("ism", "2")][..]),
        ] {
            actions.push(Action::Write {
                thread: t,
                unit: 0,
                reg: reg.into(),
                value: WriteValue::fields(fields),
            });
        }
    }
    actions
}

/// [`montecito_busy_actions`] and the instruction EAR of both threads capturing too.
fn montecito_ears_actions() -> Vec<Action> {
    let mut actions = montecito_busy_actions();
    for t in 0..2 {
        actions.push(Action::Write {
            thread: t,
            unit: 0,
            reg: "PMC37".into(),
            value: WriteValue::Fields(vec![("plm".into(), "15".into())]),
        });
    }
    actions
}

/// Run the busy core with both EARs of both threads capturing (and the ETB), in steps of
/// `chunk` cycles until `total` cycles have passed.
pub fn montecito_ears_throughput(
    now: &dyn Fn() -> f64,
    chunk: u64,
    total: u64,
) -> Result<BenchResult, SimError> {
    let mut sim = montecito_with(&montecito_ears_actions())?;
    let t0 = now();
    let actions = run_in_steps(&mut sim, chunk, total)?;
    Ok(BenchResult {
        name: "montecito: 2 threads, 24 counters, ETB, data and instruction EARs, 1k-cycle steps",
        cycles: sim.cycle,
        actions,
        seconds: now() - t0,
        stepped: Some(("montecito", chunk)),
    })
}

/// A Montecito session of `steps` actions, as a permalink or a lesson check replays it: the
/// settings of the EARs benchmark, then runs of 10,000 cycles, every tenth action a write (a
/// counter's value, then PMC0 cleared as an interrupt handler does).
pub fn montecito_session(steps: usize) -> Vec<Action> {
    let mut actions = montecito_ears_actions();
    let mut i = 0u64;
    while actions.len() < steps {
        let thread = (i / 10 % 2) as u32;
        actions.push(match i % 20 {
            0 | 10 => Action::Write {
                thread,
                unit: 0,
                reg: "PMD5".into(),
                value: WriteValue::Raw(i << 20),
            },
            5 | 15 => Action::Write {
                thread,
                unit: 0,
                reg: "PMC0".into(),
                value: WriteValue::Raw(0),
            },
            _ => Action::Run { cycles: 10_000 },
        });
        i += 1;
    }
    actions
}

/// Replay a [`montecito_session`] of `steps` actions from a new simulator.
pub fn montecito_replay(now: &dyn Fn() -> f64, steps: usize) -> Result<BenchResult, SimError> {
    let session = montecito_session(steps);
    let t0 = now();
    let sim = montecito_with(&session)?;
    Ok(BenchResult {
        name: "montecito: replay of a 10,000-action session (2 threads, 24 counters, ETB, EARs)",
        cycles: sim.cycle,
        actions: session.len() as u64,
        seconds: now() - t0,
        stepped: None,
    })
}

/// Run the busy two-thread Montecito core in steps of `chunk` cycles until `total` cycles have
/// passed.
pub fn montecito_throughput(now: &dyn Fn() -> f64, chunk: u64, total: u64) -> Result<BenchResult, SimError> {
    let mut sim = montecito_busy()?;
    let t0 = now();
    let actions = run_in_steps(&mut sim, chunk, total)?;
    Ok(BenchResult {
        name: match chunk {
            1 => "montecito: 2 threads, 24 counters, ETB, 1-cycle steps",
            c if c < 10_000 => "montecito: 2 threads, 24 counters, ETB, 1k-cycle steps",
            _ => "montecito: 2 threads, 24 counters, ETB, 1M-cycle steps",
        },
        cycles: sim.cycle,
        actions,
        seconds: now() - t0,
        stepped: Some(("montecito", chunk)),
    })
}

/// `run until overflow` of the busy core, PMD4 counting cycles of both threads from 0: a 2^47
/// count.
pub fn montecito_until_overflow(now: &dyn Fn() -> f64) -> Result<BenchResult, SimError> {
    let mut sim = montecito_busy()?;
    let t0 = now();
    sim.apply(Action::RunUntil {
        until: Until::Overflow,
        max_cycles: u64::MAX,
    })?;
    Ok(BenchResult {
        name: "montecito: run until a 47-bit PMD overflows from 0 (2 threads, 24 counters, ETB)",
        cycles: sim.cycle,
        actions: 1,
        seconds: now() - t0,
        stepped: None,
    })
}

/// The standard set: bulk, chunked and single-cycle stepping, run-until-overflow, the EARs,
/// a session's replay and time travel.
pub fn standard(now: &dyn Fn() -> f64) -> Result<Vec<BenchResult>, SimError> {
    Ok(vec![
        t4_throughput(now, 1_000_000, 20_000_000_000)?,
        t4_throughput(now, 1_000, 200_000_000)?,
        t4_throughput(now, 1, 200_000)?,
        t4_until_overflow(now)?,
        montecito_throughput(now, 1_000_000, 20_000_000_000)?,
        montecito_throughput(now, 1_000, 200_000_000)?,
        montecito_throughput(now, 1, 200_000)?,
        montecito_until_overflow(now)?,
        montecito_ears_throughput(now, 1_000, 200_000_000)?,
        montecito_replay(now, 10_000)?,
        history_step_back(now, 10_000)?,
    ])
}

/// Step back through a T4 session of `steps` steps (writes and runs with overflows), one step
/// at a time from its end: each back replays at most [`History::SNAPSHOT_EVERY`] steps from a
/// snapshot. `cycles` is the session's length in cycles; `actions` the steps stepped back.
pub fn history_step_back(now: &dyn Fn() -> f64, steps: usize) -> Result<BenchResult, SimError> {
    let mut h = History::new(t4_all_counters()?);
    for i in 0..steps {
        let action = if i % 3 == 0 {
            Action::Write {
                thread: 0,
                unit: 0,
                reg: "PIC0".into(),
                value: WriteValue::Raw(0xffff_0000 | (i as u64 & 0xffff)),
            }
        } else {
            Action::Run { cycles: 100_000 }
        };
        h.push(vec![action])?;
    }
    let cycles = h.current().cycle;
    let backs = steps.min(2_000);
    let t0 = now();
    for _ in 0..backs {
        h.back();
    }
    Ok(BenchResult {
        name: "history: one step back in a 10,000-step T4 session",
        cycles,
        actions: backs as u64,
        seconds: now() - t0,
        stepped: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_montecito_session_replays_and_runs() {
        let now = || 0.0;
        let r = montecito_replay(&now, 200).expect("replays");
        assert_eq!(r.actions, 200);
        assert!(r.cycles > 0);
        let r = montecito_ears_throughput(&now, 1_000, 100_000).expect("runs");
        assert_eq!((r.cycles, r.actions), (100_000, 100));
    }

    /// A stepped benchmark of Montecito is measured against the T4's in the same steps, and
    /// only that one; the T4's own and the unstepped have none.
    #[test]
    fn a_stepped_benchmark_compares_with_the_t4_in_the_same_steps() {
        let result = |stepped, seconds| BenchResult {
            name: "",
            cycles: 1_000_000,
            actions: 1,
            seconds,
            stepped,
        };
        let all = [
            result(Some(("sparc-t4", 1)), 4.0),
            result(Some(("sparc-t4", 1_000)), 2.0),
            result(Some(("montecito", 1_000)), 1.0),
            result(Some(("montecito", 1_000_000)), 1.0),
            result(None, 1.0),
        ];
        let ratios: Vec<_> = all.iter().map(|r| r.ratio_to_reference(&all)).collect();
        assert_eq!(ratios, [None, None, Some(2.0), None, None]);
    }
}
