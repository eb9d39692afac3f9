//! The counting plan of the Montecito engine: for one state of the core (who runs, whether a
//! switch is under way, the dead cycle, halts, each thread's privilege level now, the IP-EARs'
//! freezes) and one epoch of the registers, how every counter increases over a span and what
//! the running thread's trace buffer and EARs capture.
//!
//! A span's counting then costs one step per counter that counts, instead of evaluating the
//! Monitor Enable equation, the attribution rules and the privilege filter of all 24 counters
//! in every span. A plan caches the counters' rates and the capture gates (`counting.rs` makes
//! it); it never decides anything on its own. The few states a run visits (each thread in the foreground, the switch
//! windows between them, their dead cycles) are kept until a write, an overflow or a freeze
//! changes the epoch.

use std::sync::Arc;

use super::map::Pt;
use crate::sim::tally::{Rows, Tally};

/// Plans kept at once: the states a two-thread core cycles through (each thread in the
/// foreground, the switch windows both ways and their dead cycles, at each thread's privilege
/// levels), with room for halts and IP-EAR freezes.
const KEPT: usize = 64;

/// What a plan was computed from besides the epoch: everything a counter's rate and the
/// capture gates read but the stream positions and the outstanding reads, packed in bits (the
/// mode, 0 running, 1 switching, 2 idle; while switching, the outgoing and incoming threads;
/// the foreground thread; the dead cycle; and per thread, halted, the privilege level now as
/// the counters see it, and the IP-EAR's freeze).
pub(super) type Key = u32;

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

impl How {
    /// What a `Live` entry counts per cycle, given each thread's outstanding reads (0 for the
    /// others).
    pub(super) fn live_rate(&self, live: [u64; 2]) -> u64 {
        let How::Live {
            of,
            hi,
            max,
            threshold,
        } = self
        else {
            return 0;
        };
        let sum: u64 = (0..2).filter(|&s| of[s]).map(|s| live[s]).sum();
        let v = if *hi { sum >> 3 } else { sum & 7 }.min(*max);
        if *threshold > 0 {
            u64::from(v > *threshold)
        } else {
            v
        }
    }
}

/// One counter that counts in this state (the others count nothing here).
#[derive(Clone, Debug)]
pub(super) struct Entry {
    pub(super) t: usize,
    pub(super) n: usize,
    /// The counter's place in the counts (12 per thread).
    pub(super) c: usize,
    pub(super) how: How,
    /// In a switch window's plan, what a `Linear` entry counts in the window's dead cycle
    /// less than in its other cycles: a span of the window that takes in the dead cycle counts
    /// that much less, so that the dead cycle needs no span of its own.
    pub(super) dead_cut: u64,
}

/// One counter that counts a point event in this state: for which threads' events, and by
/// how much.
#[derive(Clone, Debug)]
pub(super) struct Point {
    pub(super) t: usize,
    pub(super) n: usize,
    pub(super) pt: Pt,
    pub(super) of: [bool; 2],
    pub(super) inc: u64,
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
    /// The counters that count point events, in counter order.
    pub(super) points: Vec<Point>,
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

/// Rows kept at once: one for each thread running, and room for a halt or an IP-EAR freeze.
/// Rows hold their tallies (and a copy of every prefix sum), a few MiB each: rows of tallies
/// that a write replaced go first.
const ROWS_KEPT: usize = 4;

impl Plans {
    /// The plan of state `key` in `epoch`, if it was made.
    pub(super) fn find(&self, epoch: u64, key: Key) -> Option<Arc<Plan>> {
        if self.epoch != epoch {
            return None;
        }
        self.kept.iter().find(|(k, _)| *k == key).map(|(_, p)| p.clone())
    }

    /// Keep `plan`, made for state `key` in `epoch` with the rows of `tallies` (its stream
    /// entries' then its captures').
    pub(super) fn keep(&mut self, epoch: u64, key: Key, mut plan: Plan, tallies: Vec<Tally>) -> Arc<Plan> {
        if !tallies.is_empty() {
            let rows = match self.rows.iter().find(|r| r.same(&tallies)) {
                Some(r) => r.clone(),
                None => {
                    let r = Rows::of(tallies);
                    if self.rows.len() == ROWS_KEPT {
                        self.rows.remove(0);
                    }
                    self.rows.push(r.clone());
                    r
                }
            };
            plan.rows = Some(rows);
        }
        let plan = Arc::new(plan);
        if self.epoch != epoch || self.kept.len() == KEPT {
            self.kept.clear();
            self.epoch = epoch;
        }
        self.kept.push((key, plan.clone()));
        plan
    }
}
