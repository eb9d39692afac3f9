//! Time travel: a session's steps, each thing the user did (one action, or a batch such as a
//! PCL "Apply"), with the simulator's state at any step within reach. The simulator is
//! deterministic (ARCHITECTURE.md, Architecture Invariant (deterministic simulator)), so the
//! state after step `i` is the start replayed through steps `0..i`; snapshots every
//! [`History::SNAPSHOT_EVERY`] steps bound that replay, whatever the session's length.
//!
//! Going back and forward again gives the same state bit for bit as never having gone back; a
//! new step after going back cuts the future, as an editor's undo does.
//!
//! The log is kept once: snapshots hold the registers and counters without it (engines read
//! only the entries they add), the current state holds the log up to its position, and the
//! entries of the steps after it wait in `future_log`. Moving moves entries between the two,
//! so a step back costs a replay of at most [`History::SNAPSHOT_EVERY`] steps and no copy of
//! the log. A step that grows (a live run's frames, [`History::extend`]) holds at most
//! [`History::MAX_STEP_ACTIONS`] actions, which bounds the replay in actions too.

use crate::sim::{Action, LogEntry, Outcome, SimError, Simulator, Stop};

/// One step of the history: the actions as they ran (a run the simulator cut short at its
/// event limit is recorded with the cycles it ran, so that replaying gives the same state), and
/// the cycle before and after.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    pub actions: Vec<Action>,
    pub from_cycle: u64,
    pub to_cycle: u64,
    /// How many log entries the simulator had before and after the step.
    pub from_log: usize,
    pub to_log: usize,
}

/// A session's steps and a position among them.
#[derive(Clone, Debug)]
pub struct History {
    steps: Vec<Step>,
    /// (number of steps applied, the state then without its log), ascending; always holds
    /// (0, start).
    snapshots: Vec<(usize, Simulator)>,
    position: usize,
    current: Simulator,
    /// The log entries of the steps after the position, in order.
    future_log: Vec<LogEntry>,
    /// The log length of the start.
    start_log: usize,
}

impl History {
    /// At most this many steps are replayed to reach any point.
    pub const SNAPSHOT_EVERY: usize = 32;
    /// The most actions [`History::extend`] lets one step hold.
    pub const MAX_STEP_ACTIONS: usize = 240;

    pub fn new(start: Simulator) -> History {
        History {
            steps: Vec::new(),
            snapshots: vec![(0, start.snapshot())],
            position: 0,
            start_log: start.log.len(),
            current: start,
            future_log: Vec::new(),
        }
    }

    /// The state at the current position.
    pub fn current(&self) -> &Simulator {
        &self.current
    }

    /// The steps applied so far, including those after the position (the future).
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// How many steps lie before the current state.
    pub fn position(&self) -> usize {
        self.position
    }

    pub fn len(&self) -> usize {
        self.steps.len()
    }

    pub fn is_empty(&self) -> bool {
        self.steps.is_empty()
    }

    /// The log length after `index` steps.
    fn log_len(&self, index: usize) -> usize {
        match index {
            0 => self.start_log,
            i => self.steps[i - 1].to_log,
        }
    }

    /// Apply a step at the current position: the future after it is cut. On an error, nothing
    /// changes (neither the state nor the history) and the error says which action failed.
    pub fn push(&mut self, actions: Vec<Action>) -> Result<Vec<Outcome>, SimError> {
        let (from_cycle, from_log) = (self.current.cycle, self.current.log.len());
        let (ran, outcomes) = self.apply_current(actions)?;
        self.steps.truncate(self.position);
        self.snapshots.retain(|(i, _)| *i <= self.position);
        self.future_log.clear();
        self.steps.push(Step {
            actions: ran,
            from_cycle,
            to_cycle: self.current.cycle,
            from_log,
            to_log: self.current.log.len(),
        });
        self.position += 1;
        if self.position.is_multiple_of(Self::SNAPSHOT_EVERY) {
            self.snapshots.push((self.position, self.current.snapshot()));
        }
        Ok(outcomes)
    }

    /// Apply actions as part of the last step, when the position is at the end (the frames of
    /// a live run are one thing the user did); anywhere else, or on an empty history, this is
    /// [`History::push`]. A step grows to at most [`History::MAX_STEP_ACTIONS`] actions, then
    /// the next call begins a new step, so that replaying a step stays bounded too. On an
    /// error nothing changes.
    pub fn extend(&mut self, actions: Vec<Action>) -> Result<Vec<Outcome>, SimError> {
        let at_end = self.position > 0 && self.position == self.steps.len();
        let room = self
            .steps
            .last()
            .is_some_and(|s| s.actions.len() + actions.len() <= Self::MAX_STEP_ACTIONS);
        if !at_end || !room {
            return self.push(actions);
        }
        let (ran, outcomes) = self.apply_current(actions)?;
        if let Some(step) = self.steps.last_mut() {
            step.actions.extend(ran);
            step.to_cycle = self.current.cycle;
            step.to_log = self.current.log.len();
        }
        // The snapshot of this position, if it has one, is of the step's old end.
        if let Some((i, snap)) = self.snapshots.last_mut() {
            if *i == self.position && *i > 0 {
                *snap = self.current.snapshot();
            }
        }
        Ok(outcomes)
    }

    /// Apply actions to the current state; on an error, the state and its log are as before
    /// (from a copy taken first) and the error says which action failed. The current state runs
    /// them itself, not a copy, so that what it builds to run faster goes on being built across
    /// steps (a Montecito core's recording of its repetition stays with the state that records
    /// it, and a copy starts its own).
    fn apply_current(&mut self, actions: Vec<Action>) -> Result<(Vec<Action>, Vec<Outcome>), SimError> {
        // The actions run without the log (engines read only the entries they add, and a
        // reset starts an empty one); their entries are appended to it.
        let mut log = std::mem::take(&mut self.current.log);
        let before = self.current.clone_without_log();
        let done = apply_all(&mut self.current, actions);
        match done {
            Ok(_) => log.append(&mut self.current.log),
            Err(_) => self.current = before,
        }
        self.current.log = log;
        done
    }

    /// The log entries made by the steps between two points of the history (in either order),
    /// whether before or after the position.
    pub fn log_between(&self, a: usize, b: usize) -> impl Iterator<Item = &LogEntry> + '_ {
        let n = self.steps.len();
        let (lo, hi) = (a.min(b).min(n), a.max(b).min(n));
        let (from, to, here) = (self.log_len(lo), self.log_len(hi), self.current.log.len());
        // Two slices, so that counting them costs nothing: a live run's view of what changed
        // counts the entries of its step at every frame.
        let past = self.current.log.get(from.min(here)..to.min(here));
        let future = self.future_log.get(from.max(here) - here..to.max(here) - here);
        past.unwrap_or_default().iter().chain(future.unwrap_or_default())
    }

    /// One step back; false at the start.
    pub fn back(&mut self) -> bool {
        self.position > 0 && self.goto(self.position - 1)
    }

    /// One step forward; false at the end.
    pub fn forward(&mut self) -> bool {
        self.position < self.steps.len() && self.goto(self.position + 1)
    }

    /// Move to the state after `index` steps (0: the start); false if there is no such step.
    pub fn goto(&mut self, index: usize) -> bool {
        if index > self.steps.len() {
            return false;
        }
        if index == self.position {
            return true;
        }
        let Some(mut sim) = self.replay_to(index) else {
            return false;
        };
        // The log: cut back to the position's length, or carried forward from the future.
        let mut log = std::mem::take(&mut self.current.log);
        let want = self.log_len(index);
        if index < self.position {
            let mut cut = log.split_off(want);
            cut.append(&mut self.future_log);
            self.future_log = cut;
        } else {
            let more = want - log.len();
            log.extend(self.future_log.drain(..more));
        }
        sim.log = log;
        self.current = sim;
        self.position = index;
        true
    }

    /// The state after `index` steps without its log: from the nearest snapshot before it, or
    /// from the current state when that is nearer, replaying at most
    /// [`History::SNAPSHOT_EVERY`] steps.
    fn replay_to(&self, index: usize) -> Option<Simulator> {
        let (from, start) = self.snapshots.iter().rev().find(|(i, _)| *i <= index)?;
        let (from, mut sim) = if self.position <= index && self.position > *from {
            (self.position, self.current.clone_without_log())
        } else {
            (*from, start.clone_without_log())
        };
        for step in &self.steps[from..index] {
            for action in &step.actions {
                // Every step ran once on this very state; replaying it cannot fail.
                sim.apply(action.clone()).ok()?;
            }
        }
        Some(sim)
    }

    /// The state after `index` steps without its log (the registers, counters and cycle, for
    /// comparing two points): a replay of at most [`History::SNAPSHOT_EVERY`] steps and no copy
    /// of the log.
    pub fn state_without_log(&self, index: usize) -> Option<Simulator> {
        self.replay_to(index)
    }

    /// The state after `index` steps, with its log (a copy; the history does not move).
    pub fn state_at(&self, index: usize) -> Option<Simulator> {
        let mut sim = self.replay_to(index)?;
        let want = self.log_len(index);
        let have = self.current.log.len();
        sim.log = if want <= have {
            self.current.log[..want].to_vec()
        } else {
            let mut log = self.current.log.clone();
            log.extend_from_slice(&self.future_log[..want - have]);
            log
        };
        Some(sim)
    }

    /// The number of steps whose end is at or before `cycle`: the history index to go to for
    /// "back to cycle N".
    pub fn index_at_cycle(&self, cycle: u64) -> usize {
        self.steps.iter().take_while(|s| s.to_cycle <= cycle).count()
    }
}

/// Apply actions in order; the actions as they ran and their outcomes, or the first error.
fn apply_all(sim: &mut Simulator, actions: Vec<Action>) -> Result<(Vec<Action>, Vec<Outcome>), SimError> {
    let mut ran = Vec::with_capacity(actions.len());
    let mut outcomes = Vec::with_capacity(actions.len());
    for action in actions {
        let outcome = sim.apply(action.clone())?;
        ran.push(as_ran(action, &outcome));
        outcomes.push(outcome);
    }
    Ok((ran, outcomes))
}

/// The action as it ran: a plain run cut short at the event limit is the run it made.
fn as_ran(action: Action, outcome: &Outcome) -> Action {
    match (action, outcome) {
        (
            Action::Run { .. },
            Outcome::Ran {
                cycles,
                stopped: Stop::EventLimit,
            },
        ) => Action::Run { cycles: *cycles },
        (a, _) => a,
    }
}

/// What changed between two states of one machine, for a thread (and unit): each register whose
/// value differs, with the fields that differ, and each counter's change.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Changes {
    pub registers: Vec<RegisterChange>,
    pub counters: Vec<CounterChange>,
}

/// A register that changed, and its fields that did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegisterChange {
    pub reg: &'static str,
    pub width: u8,
    pub from: u64,
    pub to: u64,
    /// (field, from, to) for the control fields that changed (16 bits wide or less).
    pub fields: Vec<(&'static str, u64, u64)>,
    /// Whether bits outside those fields changed (a count, an address): then the register is
    /// shown as a whole.
    pub whole: bool,
}

/// A counter's count before and after (as read, each within its width), and how much it
/// counted in between, wraps included when the count went down.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CounterChange {
    pub counter: &'static str,
    pub from: u64,
    pub to: u64,
}

impl Changes {
    /// "PCR0.ov 0 -> 1, PIC0 0xfffffffe -> 0x00000001": the fields that changed, and registers
    /// without named fields that changed as a whole.
    pub fn describe(&self) -> Vec<String> {
        let mut out = Vec::new();
        for r in &self.registers {
            if r.whole {
                out.push(format!(
                    "{} {} -> {}",
                    r.reg,
                    crate::number::hex(r.from, r.width),
                    crate::number::hex(r.to, r.width)
                ));
            }
            for (f, a, b) in &r.fields {
                out.push(format!("{}.{f} {a:#x} -> {b:#x}", r.reg));
            }
        }
        out
    }
}

/// What changed from `a` to `b` (the same machine) for `thread` and `unit`.
pub fn changes(a: &Simulator, b: &Simulator, thread: u32, unit: u32) -> Changes {
    let mut out = Changes::default();
    for reg in b.machine.registers {
        let (Some(x), Some(y)) = (a.peek(thread, unit, reg.name), b.peek(thread, unit, reg.name)) else {
            continue;
        };
        if x == y {
            continue;
        }
        // Control fields by name; counts and addresses (wider fields) by the whole value.
        let small: Vec<_> = reg
            .fields
            .iter()
            .filter(|f| f.when.is_none() && f.width() <= 16 && f.get(x) != f.get(y))
            .collect();
        let named = small.iter().fold(0, |m, f| m | f.mask());
        out.registers.push(RegisterChange {
            reg: reg.name,
            width: reg.width,
            from: x,
            to: y,
            fields: small.iter().map(|f| (f.name, f.get(x), f.get(y))).collect(),
            whole: (x ^ y) & !named != 0,
        });
    }
    let before = a.counters(thread, unit);
    for (c, d) in before.iter().zip(b.counters(thread, unit)) {
        if c.value != d.value {
            out.counters.push(CounterChange {
                counter: c.spec.id,
                from: c.value,
                to: d.value,
            });
        }
    }
    out
}
