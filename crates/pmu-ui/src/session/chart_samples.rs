//! The charts' samples: every counter of the thread and unit on screen, sampled once per
//! position of the history (a live run's frames add one each), kept in step with the history as
//! it moves and changes, and the window the charts draw (the samples up to the position).

use pmu_model::sim::Simulator;

use super::time_travel::TimeTravel;

/// How many counter samples the charts draw.
pub const CHART_SAMPLES: usize = 240;

/// How many samples are kept in all (for going back); the oldest go first.
const MAX_SAMPLES: usize = 20_000;

/// One sample of every counter of the thread on screen, for the charts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sample {
    pub cycle: u64,
    pub values: Vec<u64>,
}

impl Sample {
    /// The counters of `thread` and `unit` now.
    fn of(sim: &Simulator, thread: u32, unit: u32) -> Sample {
        Sample {
            cycle: sim.cycle,
            values: sim.counters(thread, unit).iter().map(|c| c.value).collect(),
        }
    }
}

/// Which samples a change of the history leaves behind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cut {
    /// Nothing changed (the position moved).
    None,
    /// A new step at the position: its samples and the later ones go.
    At,
    /// The step at the position grew: the later ones go.
    After,
}

/// The samples taken, each with the history position it was taken at, ascending by position
/// (a live run's frames share their step's position).
#[derive(Debug, Default)]
pub struct ChartSamples {
    taken: Vec<(usize, Sample)>,
}

impl ChartSamples {
    /// Sample the counters at the position (once per position; a live run's frames add one
    /// each), after dropping the samples of the steps after the position when the history was
    /// cut (`Cut::At`: the position's own step is new too; `Cut::After`: it grew).
    pub fn take(&mut self, time_travel: &TimeTravel, thread: u32, unit: u32, cut: Cut) {
        let pos = time_travel.position();
        let sample = Sample::of(time_travel.current(), thread, unit);
        match cut {
            Cut::At => self.taken.retain(|(i, _)| *i < pos),
            Cut::After => self.taken.retain(|(i, _)| *i <= pos),
            Cut::None => {}
        }
        let at = self.taken.partition_point(|(i, _)| *i <= pos);
        let known = at > 0 && self.taken[at - 1].0 == pos && self.taken[at - 1].1 == sample;
        if !known {
            self.taken.insert(at, (pos, sample));
        }
        if self.taken.len() > MAX_SAMPLES {
            self.taken.drain(..MAX_SAMPLES / 4);
        }
    }

    /// Sample the steps before the position again (the thread or unit on screen changed), by
    /// replaying them.
    pub fn resample(&mut self, time_travel: &TimeTravel, thread: u32, unit: u32) {
        let pos = time_travel.position();
        let mut taken = Vec::new();
        time_travel.resample(pos.saturating_sub(CHART_SAMPLES), pos, |i, sim| {
            taken.push((i, Sample::of(sim, thread, unit)));
        });
        self.taken = taken;
    }

    /// Forget every sample (the history was made anew).
    pub fn clear(&mut self) {
        self.taken.clear();
    }

    /// What the charts draw at `position`: the samples up to it, the later of two at one cycle,
    /// back to the last reset (where the cycle went down), at most [`CHART_SAMPLES`].
    pub fn window(&self, position: usize) -> Vec<Sample> {
        let end = self.taken.partition_point(|(i, _)| *i <= position);
        let mut out: Vec<Sample> = Vec::new();
        for (_, s) in self.taken[..end].iter().rev() {
            match out.last() {
                Some(l) if l.cycle == s.cycle => continue,
                Some(l) if l.cycle < s.cycle => break,
                _ => {}
            }
            out.push(s.clone());
            if out.len() == CHART_SAMPLES {
                break;
            }
        }
        out.reverse();
        out
    }
}
