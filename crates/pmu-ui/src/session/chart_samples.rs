//! The charts' samples and "what changed", kept in step with the history's position: after
//! each change of the history, `Session::moved` samples the counters at the position and
//! compares it with the chosen point.

use std::rc::Rc;

use super::changes::ChangeView;
use super::{Sample, Session, CHART_SAMPLES, MAX_SAMPLES};

impl Session {
    /// Sample the counters at the position (once per position; a live run's frames add one
    /// each), drop the samples of the steps after the position when the history was cut
    /// (`Cut::At`: the position's own step is new too; `Cut::After`: it grew), and refresh
    /// what the charts draw.
    pub(super) fn sample(&mut self, cut: Cut) {
        let (thread, unit) = (self.thread, self.unit);
        {
            let mut sh = self.shared.borrow_mut();
            let sh = &mut *sh;
            let pos = sh.time_travel.position();
            let sim = sh.time_travel.current();
            let sample = Sample {
                cycle: sim.cycle,
                values: sim.counters(thread, unit).iter().map(|c| c.value).collect(),
            };
            match cut {
                Cut::At => sh.samples.retain(|(i, _)| *i < pos),
                Cut::After => sh.samples.retain(|(i, _)| *i <= pos),
                Cut::None => {}
            }
            let at = sh.samples.partition_point(|(i, _)| *i <= pos);
            let known = at > 0 && sh.samples[at - 1].0 == pos && sh.samples[at - 1].1 == sample;
            if !known {
                sh.samples.insert(at, (pos, sample));
            }
            if sh.samples.len() > MAX_SAMPLES {
                sh.samples.drain(..MAX_SAMPLES / 4);
            }
        }
        self.refresh_chart();
    }

    /// The charts' window: the samples up to the position, the later of two at one cycle,
    /// back to the last reset (where the cycle went down), at most [`CHART_SAMPLES`].
    pub(super) fn refresh_chart(&mut self) {
        let sh = self.shared.borrow();
        let end = sh
            .samples
            .partition_point(|(i, _)| *i <= sh.time_travel.position());
        let mut out: Vec<Sample> = Vec::new();
        for (_, s) in sh.samples[..end].iter().rev() {
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
        drop(sh);
        if *self.chart_samples != out {
            self.chart_samples = Rc::new(out);
        }
    }

    /// Sample the steps before the position again (the thread or unit on screen changed).
    pub(super) fn resample(&mut self) {
        let (thread, unit) = (self.thread, self.unit);
        {
            let mut sh = self.shared.borrow_mut();
            let sh = &mut *sh;
            let pos = sh.time_travel.position();
            let mut samples = Vec::new();
            sh.time_travel
                .resample(pos.saturating_sub(CHART_SAMPLES), pos, |i, sim| {
                    samples.push((
                        i,
                        Sample {
                            cycle: sim.cycle,
                            values: sim.counters(thread, unit).iter().map(|c| c.value).collect(),
                        },
                    ));
                });
            sh.samples = samples;
        }
        self.refresh_chart();
    }

    /// What changed between the chosen point (or the step before) and the position.
    pub(super) fn refresh_changes(&mut self) {
        let (thread, unit) = (self.thread, self.unit);
        let mut sh = self.shared.borrow_mut();
        let pos = sh.time_travel.position();
        let other = match self.compare_from {
            Some(p) if p <= sh.time_travel.len() => Some(p),
            _ => pos.checked_sub(1),
        };
        let view = match other {
            Some(o) => sh.time_travel.changes(o, thread, unit),
            None => ChangeView {
                from: pos,
                to: pos,
                ..ChangeView::default()
            },
        };
        drop(sh);
        if *self.changes != view {
            self.changes = Rc::new(view);
        }
    }

    /// After the history moved or changed: the position, the charts, what changed.
    pub(super) fn moved(&mut self, cut: Cut) {
        {
            let sh = self.shared.borrow();
            self.position = sh.time_travel.position();
            self.steps = sh.time_travel.len();
        }
        if let Some(p) = self.compare_from {
            if p > self.steps {
                self.compare_from = None;
            }
        }
        self.version += 1;
        self.sample(cut);
        self.refresh_changes();
    }
}

/// Which samples a change of the history leaves behind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Cut {
    /// Nothing changed (the position moved).
    None,
    /// A new step at the position: its samples and the later ones go.
    At,
    /// The step at the position grew: the later ones go.
    After,
}
