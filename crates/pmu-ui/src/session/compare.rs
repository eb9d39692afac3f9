//! Side by side: sessions on the same machine, workload and seed, each with its own
//! programming (a lane), stepping together, so that the counts of two programmings of one
//! workload can be compared (one PCR with `ut` = 1 and one with `st` = 1; two thresholds).
//! The simulator is deterministic, so the lanes see the same stream of events and differ only
//! by what their programming counts. Browser-free, tested natively.

use pmu_model::sim::{Action, LogKind, Simulator};

use super::plot::unwrap;
use pmu_model::scenario::setup::parse_setup;

/// How many samples a lane keeps for its chart; older ones are thinned.
const MAX_SAMPLES: usize = 480;

/// One programming: its setup text, its simulator, and its counters' samples.
#[derive(Clone, Debug)]
pub struct Lane {
    pub setup: String,
    /// Why the setup could not be applied (the lane then runs the start as it is).
    pub error: Option<String>,
    sim: Simulator,
    /// (cycle, every counter's value) after the setup and after each step.
    samples: Vec<(u64, Vec<u64>)>,
}

impl Lane {
    pub fn sim(&self) -> &Simulator {
        &self.sim
    }
}

/// A counter in every lane: its values as the hardware holds them, what each lane counted
/// since the lanes began (carried across wraps), and each lane's difference from the first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CompareRow {
    pub id: &'static str,
    pub label: &'static str,
    pub values: Vec<u64>,
    pub counted: Vec<u128>,
    /// `counted[i] - counted[0]`.
    pub diffs: Vec<i128>,
}

/// The lanes and the thread (and unit) whose counters they show.
#[derive(Clone, Debug)]
pub struct Compare {
    pub lanes: Vec<Lane>,
    /// The start's cycle (the lanes' setups apply there).
    pub start_cycle: u64,
    thread: u32,
    unit: u32,
}

impl Compare {
    /// Most lanes a comparison holds.
    pub const MAX_LANES: usize = 4;

    /// Lanes from `start` (a copy each, without its log, so that each lane's log is its own),
    /// each with its setup applied on `thread`.
    pub fn new(start: &Simulator, setups: &[String], thread: u32, unit: u32) -> Compare {
        let mut c = Compare {
            lanes: Vec::new(),
            start_cycle: start.cycle,
            thread,
            unit,
        };
        for s in setups.iter().take(Self::MAX_LANES) {
            let lane = c.lane(start, s);
            c.lanes.push(lane);
        }
        c
    }

    fn lane(&self, start: &Simulator, setup: &str) -> Lane {
        let mut sim = start.clone_without_log();
        let error = parse_setup(start.machine, setup, self.thread)
            .map_err(|e| e.to_string())
            .and_then(|actions| {
                let mut trial = sim.clone_without_log();
                for a in actions {
                    trial.apply(a).map_err(|e| e.to_string())?;
                }
                sim = trial;
                Ok(())
            });
        let mut lane = Lane {
            setup: setup.to_string(),
            error: error.err(),
            sim,
            samples: Vec::new(),
        };
        self.sample(&mut lane);
        lane
    }

    fn sample(&self, lane: &mut Lane) {
        let values = lane
            .sim
            .counters(self.thread, self.unit)
            .iter()
            .map(|c| c.value)
            .collect();
        lane.samples.push((lane.sim.cycle, values));
        if lane.samples.len() > MAX_SAMPLES {
            // Keep the first and every other later sample: the chart keeps its whole span.
            let mut i = 0;
            lane.samples.retain(|_| {
                i += 1;
                i == 1 || i % 2 == 0
            });
        }
    }

    /// Run every lane `cycles` cycles. A lane the model refuses keeps its state and says why.
    pub fn run(&mut self, cycles: u64) {
        for i in 0..self.lanes.len() {
            let mut lane = self.lanes[i].clone();
            match lane.sim.apply(Action::Run { cycles }) {
                Ok(_) => self.sample(&mut lane),
                Err(e) => lane.error = Some(e.to_string()),
            }
            self.lanes[i] = lane;
        }
    }

    /// The cycle every lane is at (they step together).
    pub fn cycle(&self) -> u64 {
        self.lanes.first().map_or(self.start_cycle, |l| l.sim.cycle)
    }

    /// Each lane's samples of counter `k` carried across its wraps: (cycle, counted since
    /// the lanes began).
    pub fn track(&self, lane: usize, k: usize) -> Vec<(u64, u128)> {
        let Some(l) = self.lanes.get(lane) else {
            return Vec::new();
        };
        let rows = l.sim.counters(self.thread, self.unit);
        let Some(row) = rows.get(k) else {
            return Vec::new();
        };
        let samples: Vec<(u64, u64)> = l
            .samples
            .iter()
            .filter_map(|(c, v)| v.get(k).map(|v| (*c, *v)))
            .collect();
        let logged: Vec<u64> = l
            .sim
            .log
            .iter()
            .filter(|e| {
                matches!(&e.kind, LogKind::Overflow { counter, .. }
                    if counter == row.spec.id || counter == row.spec.label)
                    && e.thread.is_none_or(|t| t == self.thread)
            })
            .map(|e| e.cycle)
            .collect();
        unwrap(&samples, row.width, &logged).points
    }

    /// Every counter in every lane.
    pub fn rows(&self) -> Vec<CompareRow> {
        let Some(first) = self.lanes.first() else {
            return Vec::new();
        };
        let specs = first.sim.counters(self.thread, self.unit);
        specs
            .iter()
            .enumerate()
            .map(|(k, spec)| {
                let values = self
                    .lanes
                    .iter()
                    .map(|l| {
                        l.sim
                            .counters(self.thread, self.unit)
                            .get(k)
                            .map_or(0, |c| c.value)
                    })
                    .collect();
                let counted: Vec<u128> = (0..self.lanes.len())
                    .map(|i| self.track(i, k).last().map_or(0, |p| p.1))
                    .collect();
                let diffs = counted.iter().map(|c| *c as i128 - counted[0] as i128).collect();
                CompareRow {
                    id: spec.spec.id,
                    label: spec.spec.label,
                    values,
                    counted,
                    diffs,
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pmu_model::sim::{ModeSpec, SparcMode};

    /// User plus system is both: on one T4 strand in user mode running the default workload
    /// (whose system calls run privileged), PCR0 counting cycles (sl 26) with `ut` = 1 in one
    /// lane and `st` = 1 in another counts, between them, what a third lane with both set
    /// counts (seed 000 TABLE 10-1: ut counts in user mode, st in privileged mode).
    #[test]
    fn user_plus_system_is_both() {
        let mut start = Simulator::new("sparc-t4", 7, 1).expect("t4");
        start
            .apply(Action::SetMode {
                thread: None,
                mode: ModeSpec::Sparc(SparcMode::User),
            })
            .expect("mode");
        let setups = [
            "PCR0.sl=26; PCR0.ut=1".to_string(),
            "PCR0.sl=26; PCR0.st=1".to_string(),
            "PCR0.sl=26; PCR0.ut=1; PCR0.st=1".to_string(),
        ];
        let mut c = Compare::new(&start, &setups, 0, 0);
        assert!(c.lanes.iter().all(|l| l.error.is_none()));
        for _ in 0..5 {
            c.run(1_000_000);
        }
        assert_eq!(c.cycle(), 5_000_000);
        let pic0 = &c.rows()[0];
        assert_eq!(pic0.id, "PIC0");
        let [u, s, both] = [pic0.counted[0], pic0.counted[1], pic0.counted[2]];
        assert!(u > 0 && s > 0, "user {u}, system {s}");
        assert_eq!(u + s, both);
        assert_eq!(pic0.diffs[2], both as i128 - u as i128);
    }

    /// Counts carry across wraps; a bad setup is named and its lane runs the start.
    #[test]
    fn wraps_are_carried_and_bad_setups_named() {
        let start = Simulator::new("sparc-t4", 1, 1).expect("t4");
        let setups = [
            "PCR0.sl=26; PCR0.ut=1; PCR0.st=1; PCR0.ht=1; PIC0=0xfffffff0".to_string(),
            "PCR0.nope=1".to_string(),
        ];
        let mut c = Compare::new(&start, &setups, 0, 0);
        assert!(c.lanes[1].error.as_deref().is_some_and(|e| e.contains("nope")));
        c.run(100);
        let pic0 = &c.rows()[0];
        assert_eq!(pic0.values[0], 100 - 16);
        assert_eq!(pic0.counted[0], 100);
        assert_eq!(pic0.counted[1], 0);
    }
}
