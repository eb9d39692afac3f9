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
use crate::sim::tally::Tally;

/// Plans kept at once: the states a two-thread core cycles through, with room for halts and
/// privilege phases.
const KEPT: usize = 16;

/// What a plan was computed from: everything [`Montecito::rate`] and the capture gates read
/// besides the stream positions and the outstanding reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Key {
    epoch: u64,
    /// The mode (0 running, 1 switching, 2 idle) and, while switching, the outgoing and
    /// incoming threads.
    mode: (u8, u32, u32),
    fg: u32,
    dead: bool,
    halted: [bool; 2],
    cpl: [u8; 2],
    ipear_frozen: [bool; 2],
}

/// How one counter increases over a span.
#[derive(Clone, Debug)]
pub(super) enum How {
    /// The same amount per cycle.
    Linear(u64),
    /// Over thread `f`'s stream from its position.
    Stream(Tally, usize),
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
    key: Key,
    /// In counter order (thread, then counter number), the order overflows are reported in.
    pub(super) entries: Vec<Entry>,
    /// Whether the running thread's trace buffer (or IP-EAR), data EAR and instruction EAR
    /// capture; `None` unless a thread runs.
    pub(super) captures: Option<(bool, bool, bool)>,
}

/// The plans of the states visited since the epoch began.
#[derive(Clone, Debug, Default)]
pub(super) struct Plans {
    kept: Vec<Arc<Plan>>,
}

impl Montecito {
    fn plan_key(&self, dead: bool) -> Key {
        let mode = match self.sched.mode {
            Mode::Running => (0, 0, 0),
            Mode::Switching { from, to, .. } => (1, from, to),
            Mode::Idle => (2, 0, 0),
        };
        let mut key = Key {
            epoch: self.epoch,
            mode,
            fg: self.sched.fg,
            dead,
            halted: [false; 2],
            cpl: [0; 2],
            ipear_frozen: [false; 2],
        };
        for s in 0..self.threads.len() {
            key.halted[s] = self.sched.threads[s].halted;
            key.cpl[s] = self.cpl_now(s);
            key.ipear_frozen[s] = self.threads[s].ipear_frozen;
        }
        key
    }

    /// The plan of the state the core is in now; `dead` as for [`Montecito::rate`].
    pub(super) fn plan(&mut self, dead: bool) -> Arc<Plan> {
        let key = self.plan_key(dead);
        if let Some(p) = self.plans.kept.iter().find(|p| p.key == key) {
            return p.clone();
        }
        let plan = Arc::new(self.make_plan(key, dead));
        if self.plans.kept.first().is_some_and(|p| p.key.epoch != key.epoch) || self.plans.kept.len() == KEPT
        {
            self.plans.kept.clear();
        }
        self.plans.kept.push(plan.clone());
        plan
    }

    fn make_plan(&self, key: Key, dead: bool) -> Plan {
        let mut entries = Vec::new();
        for t in 0..self.threads.len() {
            for n in 4..16 {
                let how = match self.rate(t, n, dead) {
                    Rate::Zero => continue,
                    Rate::Stream(tally, _) => How::Stream(tally.clone(), self.sched.fg as usize),
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
        Plan {
            key,
            entries,
            captures,
        }
    }

    /// How counter `e` increases over a span that starts now.
    pub(super) fn rate_of<'a>(&'a self, e: &'a Entry) -> Rate<'a> {
        match &e.how {
            How::Linear(v) => Rate::Linear(*v),
            How::Stream(tally, f) => Rate::Stream(tally, self.sched.threads[*f].pos),
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
