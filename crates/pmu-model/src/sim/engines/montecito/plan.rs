//! The counting plan of the Montecito engine: for one state of the core (who runs, whether a
//! switch is under way, the dead cycle, halts, each thread's privilege level now, the IP-EARs'
//! freezes) and one epoch of the registers, how every counter increases over a span and what
//! the running thread's trace buffer and EARs capture.
//!
//! A span's counting then costs one step per counter that counts, instead of evaluating the
//! Monitor Enable equation, the attribution rules and the privilege filter of all 24 counters
//! in every span. The plan caches [`Montecito::rate`] and the capture gates; it never decides
//! anything on its own. The few states a run visits (each thread in the foreground, the switch
//! windows between them, their dead cycles) are kept until a write, an overflow or a freeze
//! changes the epoch.

use std::sync::Arc;

use super::counting::Rate;
use super::map::Src;
use super::sched::Mode;
use super::Montecito;
use crate::sim::tally::{Rows, Tally};

/// Plans kept at once: the states a two-thread core cycles through (each thread in the
/// foreground, the switch windows both ways and their dead cycles, at each thread's privilege
/// levels), with room for halts and IP-EAR freezes.
const KEPT: usize = 64;

/// What a plan was computed from besides the epoch: everything [`Montecito::rate`] and the
/// capture gates read but the stream positions and the outstanding reads, packed in bits (the
/// mode, 0 running, 1 switching, 2 idle; while switching, the outgoing and incoming threads;
/// the foreground thread; the dead cycle; and per thread, halted, the privilege level now and
/// the IP-EAR's freeze).
type Key = u32;

/// How one counter increases over a span.
#[derive(Clone, Debug)]
pub(super) enum How {
    /// The same amount per cycle.
    Linear(u64),
    /// Over thread `f`'s stream from its position: the tally, and its column in the plan's
    /// rows.
    Stream(Tally, usize, usize),
    /// The outstanding memory reads of the threads in `of`, summed, its low three bits or the
    /// rest, under the counter's maximum increment and threshold.
    Live {
        of: [bool; 2],
        hi: bool,
        max: u64,
        threshold: u64,
    },
}

/// One counter that counts in this state (the others count nothing here).
#[derive(Clone, Debug)]
pub(super) struct Entry {
    pub(super) t: usize,
    pub(super) n: usize,
    pub(super) how: How,
}

/// The plan of one state.
#[derive(Clone, Debug)]
pub(super) struct Plan {
    /// In counter order (thread, then counter number), the order overflows are reported in.
    pub(super) entries: Vec<Entry>,
    /// Whether the running thread's trace buffer (or IP-EAR), data EAR and instruction EAR
    /// capture; `None` unless a thread runs.
    pub(super) captures: Option<(bool, bool, bool)>,
    /// The tallies of the stream entries side by side, when there are any, then those of the
    /// captures that capture (trace buffer, data EAR, instruction EAR): their columns.
    pub(super) rows: Option<Rows>,
    pub(super) capture_columns: [Option<usize>; 3],
}

/// The plans of the states visited in one epoch.
#[derive(Clone, Debug, Default)]
pub(super) struct Plans {
    epoch: u64,
    kept: Vec<(Key, Arc<Plan>)>,
    /// Rows made for plans, kept across epochs: a write or an overflow changes the epoch but
    /// rarely the tallies, and making rows copies every prefix sum of them.
    rows: Vec<Rows>,
}

/// Rows kept at once.
const ROWS_KEPT: usize = 8;

impl Montecito {
    fn plan_key(&self, dead: bool) -> Key {
        let mode = match self.sched.mode {
            Mode::Running => 0,
            Mode::Switching { from, to, .. } => 1 | from << 2 | to << 3,
            Mode::Idle => 2,
        };
        let mut key = mode | self.sched.fg << 4 | u32::from(dead) << 5;
        for s in 0..self.threads.len() {
            let th = u32::from(self.sched.threads[s].halted)
                | u32::from(self.cpl_now(s)) << 1
                | u32::from(self.threads[s].ipear_frozen) << 3;
            key |= th << (6 + 4 * s);
        }
        key
    }

    /// The plan of the state the core is in now; `dead` as for [`Montecito::rate`].
    pub(super) fn plan(&mut self, dead: bool) -> Arc<Plan> {
        let key = self.plan_key(dead);
        if self.plans.epoch == self.epoch {
            if let Some((_, p)) = self.plans.kept.iter().find(|(k, _)| *k == key) {
                return p.clone();
            }
        }
        let (mut plan, tallies) = self.make_plan(dead);
        if !tallies.is_empty() {
            let rows = match self.plans.rows.iter().find(|r| r.same(&tallies)) {
                Some(r) => r.clone(),
                None => {
                    let r = Rows::of(tallies);
                    if self.plans.rows.len() == ROWS_KEPT {
                        self.plans.rows.remove(0);
                    }
                    self.plans.rows.push(r.clone());
                    r
                }
            };
            plan.rows = Some(rows);
        }
        let plan = Arc::new(plan);
        if self.plans.epoch != self.epoch || self.plans.kept.len() == KEPT {
            self.plans.kept.clear();
            self.plans.epoch = self.epoch;
        }
        self.plans.kept.push((key, plan.clone()));
        plan
    }

    /// The plan of the state now, without its rows, and the tallies of its stream entries.
    fn make_plan(&self, dead: bool) -> (Plan, Vec<Tally>) {
        let mut entries = Vec::new();
        let mut tallies: Vec<Tally> = Vec::new();
        for t in 0..self.threads.len() {
            for n in 4..16 {
                let how = match self.rate(t, n, dead) {
                    Rate::Zero => continue,
                    Rate::Stream(tally, _) => {
                        tallies.push(tally.clone());
                        How::Stream(tally.clone(), self.sched.fg as usize, tallies.len() - 1)
                    }
                    Rate::Linear(v) => match self.threads[t].ctrs[n - 4].src {
                        // The outstanding reads change at every L3 event: the plan keeps who
                        // they are counted for, and the span reads them.
                        Src::Live { hi } => {
                            let (max, threshold) = self.shape(t, n);
                            let mut of = [false; 2];
                            for (s, o) in of.iter_mut().enumerate().take(self.threads.len()) {
                                *o = self.live_counted(t, n, s);
                            }
                            How::Live {
                                of,
                                hi,
                                max,
                                threshold,
                            }
                        }
                        _ if v == 0 => continue,
                        _ => How::Linear(v),
                    },
                };
                entries.push(Entry { t, n, how });
            }
        }
        let captures = (self.sched.mode == Mode::Running).then(|| self.capture_gates(self.sched.fg as usize));
        let mut capture_columns = [None; 3];
        if let Some((etb, dear, iear)) = captures {
            let th = &self.threads[self.sched.fg as usize];
            for (k, (on, caps)) in [(etb, &th.etb), (dear, &th.dear), (iear, &th.iear)]
                .into_iter()
                .enumerate()
            {
                if on {
                    tallies.push(caps.tally.clone());
                    capture_columns[k] = Some(tallies.len() - 1);
                }
            }
        }
        (
            Plan {
                entries,
                captures,
                rows: None,
                capture_columns,
            },
            tallies,
        )
    }

    /// How counter `e` increases over a span that starts now.
    pub(super) fn rate_of<'a>(&'a self, e: &'a Entry) -> Rate<'a> {
        match &e.how {
            How::Linear(v) => Rate::Linear(*v),
            How::Stream(tally, f, _) => Rate::Stream(tally, self.sched.threads[*f].pos),
            How::Live {
                of,
                hi,
                max,
                threshold,
            } => {
                let live: u64 = (0..self.threads.len())
                    .filter(|&s| of[s])
                    .map(|s| self.sched.threads[s].live())
                    .sum();
                let v = if *hi { live >> 3 } else { live & 7 };
                let v = v.min(*max);
                Rate::Linear(if *threshold > 0 {
                    u64::from(v > *threshold)
                } else {
                    v
                })
            }
        }
    }
}
