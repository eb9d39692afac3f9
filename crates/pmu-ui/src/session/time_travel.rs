//! Time travel for the page: the model's [`History`] of the session, what each of its steps
//! was (for the scrubber), what changed between two of its points (for the "what changed"
//! list and the bit grid), and the session as a scenario with its position (for the permalink).
//! Nothing here knows the browser; it is tested natively.
//!
//! Every thing the user does is one step of the history: two clicks on "Step 10" are two
//! steps, even though the scenario the permalink holds merges a step's consecutive runs; the
//! frames of one live run grow one step ([`History::extend`]).

use pmu_model::history::{changes, Changes, History};
use pmu_model::number::hex;
use pmu_model::scenario::{PclRecord, Scenario, Step};
use pmu_model::sim::{Action, LogEntry, LogKind, Outcome, SimError, Simulator, WriteValue};

/// What a step of the history did, as the scrubber marks it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StepKind {
    Write,
    Read,
    Run,
    Mode,
    Hypercall,
    /// The workload or the hypervisor's policy changed.
    Setting,
    Reset,
}

impl StepKind {
    /// The CSS class and legend word.
    pub fn name(self) -> &'static str {
        match self {
            StepKind::Write => "write",
            StepKind::Read => "read",
            StepKind::Run => "run",
            StepKind::Mode => "mode",
            StepKind::Hypercall => "hypercall",
            StepKind::Setting => "setting",
            StepKind::Reset => "reset",
        }
    }

    fn of(action: &Action) -> StepKind {
        match action {
            Action::Write { .. } => StepKind::Write,
            Action::Read { .. } => StepKind::Read,
            Action::SetMode { .. } => StepKind::Mode,
            Action::Run { .. } | Action::RunUntil { .. } => StepKind::Run,
            Action::Hypercall { .. } => StepKind::Hypercall,
            Action::SetWorkload(_) | Action::SetPolicy(_) => StepKind::Setting,
            Action::Reset => StepKind::Reset,
        }
    }
}

/// The hardware events a step's log entries hold, as the scrubber marks them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Events {
    pub overflows: u32,
    /// Traps and interrupts taken (or lost).
    pub traps: u32,
    pub switches: u32,
}

impl Events {
    fn count<'a>(entries: impl Iterator<Item = &'a LogEntry>) -> Events {
        let mut e = Events::default();
        for entry in entries {
            match entry.kind {
                LogKind::Overflow { .. } => e.overflows += 1,
                LogKind::Trap { .. } | LogKind::TrapLost { .. } | LogKind::Interrupt { .. } => e.traps += 1,
                LogKind::ThreadSwitch { .. } => e.switches += 1,
                _ => {}
            }
        }
        e
    }

    pub fn any(self) -> bool {
        self.overflows + self.traps + self.switches > 0
    }

    pub fn add(&mut self, other: Events) {
        self.overflows += other.overflows;
        self.traps += other.traps;
        self.switches += other.switches;
    }
}

/// One step on the scrubber: its kind (a batch is the kind of its first action that is not a
/// mode change, so the PCL panel's Apply is a write), a sentence, where it ended, its events.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StepMark {
    pub kind: StepKind,
    pub label: String,
    pub to_cycle: u64,
    pub events: Events,
}

/// An action in a few words: "write PCR0 = 0x000000000000d004", "run 10 cycles".
pub fn describe(action: &Action) -> String {
    let on = |thread: u32| {
        if thread == 0 {
            String::new()
        } else {
            format!(" (thread {thread})")
        }
    };
    match action {
        Action::Write {
            thread, reg, value, ..
        } => match value {
            WriteValue::Raw(v) => format!("write {reg} = {}{}", hex(*v, 64), on(*thread)),
            WriteValue::Fields(fields) => {
                let f: Vec<String> = fields.iter().map(|(k, v)| format!("{k}={v}")).collect();
                format!("write {reg} {}{}", f.join(" "), on(*thread))
            }
        },
        Action::Read { thread, reg, .. } => format!("read {reg}{}", on(*thread)),
        Action::SetMode { thread, mode } => match thread {
            Some(t) => format!("{mode}{}", on(*t)),
            None => mode.to_string(),
        },
        Action::Run { cycles } => format!("run {cycles} cycles"),
        Action::RunUntil { until, .. } => format!("run until {}", until.name()),
        Action::Hypercall { func, args, .. } => {
            let a: Vec<String> = args.iter().map(|a| format!("{a:#x}")).collect();
            format!("hypercall {func:#x}({})", a.join(", "))
        }
        Action::SetWorkload(w) => format!("workload {}", w.name),
        Action::SetPolicy(_) => "hypervisor policy".to_string(),
        Action::Reset => "reset".to_string(),
    }
}

/// A step in a few words: its one action, a live run's total, or a batch's first action and
/// how many more.
fn describe_step(actions: &[Action]) -> String {
    match actions {
        [] => "nothing".to_string(),
        [one] => describe(one),
        many if many.iter().all(|a| matches!(a, Action::Run { .. })) => {
            let total: u64 = many
                .iter()
                .map(|a| match a {
                    Action::Run { cycles } => *cycles,
                    _ => 0,
                })
                .sum();
            format!("run {total} cycles (live, {} frames)", many.len())
        }
        [first, rest @ ..] => {
            let main = actions
                .iter()
                .find(|a| !matches!(a, Action::SetMode { .. }))
                .unwrap_or(first);
            format!("{} and {} more", describe(main), rest.len())
        }
    }
}

fn kind_of_step(actions: &[Action]) -> StepKind {
    actions
        .iter()
        .find(|a| !matches!(a, Action::SetMode { .. }))
        .or(actions.first())
        .map_or(StepKind::Run, StepKind::of)
}

/// A counter's move between two points: before, after, and what it counted in between modulo
/// its width (a count that went down wrapped).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CounterDelta {
    pub id: &'static str,
    pub label: &'static str,
    pub from: u64,
    pub to: u64,
    pub delta: u64,
    pub wrapped: bool,
}

/// What changed between two points of the history, for the thread and unit on screen.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ChangeView {
    /// The two points (history positions), earlier first; equal when there is nothing to
    /// compare (the start of a session).
    pub from: usize,
    pub to: usize,
    pub changes: Changes,
    pub counters: Vec<CounterDelta>,
    /// The log entries made in between (at most [`ChangeView::MAX_LOG`], the first ones).
    pub log: Vec<LogEntry>,
    /// How many entries there were in all.
    pub log_total: usize,
}

impl ChangeView {
    pub const MAX_LOG: usize = 200;

    /// One line per change, as the issue writes them: "PCR0.ov 0 -> 1" for a field (small
    /// values in decimal, others in hex), "PIC0 0xfffffffe -> 0x00000001" for a register
    /// whose count or address changed (in 32 bits when both values fit), with the register
    /// each line is about.
    pub fn lines(&self) -> Vec<(&'static str, String)> {
        let num = |v: u64| {
            if v < 10 {
                v.to_string()
            } else {
                format!("{v:#x}")
            }
        };
        let mut out = Vec::new();
        for r in &self.changes.registers {
            if r.whole {
                let w = if (r.from | r.to) >> 32 == 0 {
                    r.width.min(32)
                } else {
                    r.width
                };
                out.push((r.reg, format!("{} {} -> {}", r.reg, hex(r.from, w), hex(r.to, w))));
            }
            for (f, a, b) in &r.fields {
                out.push((r.reg, format!("{}.{f} {} -> {}", r.reg, num(*a), num(*b))));
            }
        }
        out
    }

    /// The bits of `reg` that differ between the two points.
    pub fn changed_bits(&self, reg: &str) -> u64 {
        self.changes
            .registers
            .iter()
            .find(|r| r.reg == reg)
            .map_or(0, |r| r.from ^ r.to)
    }
}

/// The session's history and what the page keeps beside it.
#[derive(Debug)]
pub struct TimeTravel {
    history: History,
    /// The scenario whose end is the history's start: the machine, seed, threads, workload,
    /// and the steps of a restored scenario that are not actions (expectations, PCL calls), up
    /// to the last of them.
    start: Scenario,
    /// The PCL descriptor and the calls the start made (their counts come from the model's
    /// executor, which runs a region's cycles through it; a lesson's goals read them).
    pcl: PclRecord,
    marks: Vec<StepMark>,
    /// One state kept for "what changed" (a live run compares each frame with one point).
    before: Option<(usize, Simulator)>,
}

impl TimeTravel {
    pub fn new(sim: Simulator, start: Scenario) -> TimeTravel {
        TimeTravel {
            history: History::new(sim),
            start,
            pcl: PclRecord::default(),
            marks: Vec::new(),
            before: None,
        }
    }

    /// A time travel whose start made PCL calls (a restored session's).
    pub fn with_pcl(sim: Simulator, start: Scenario, pcl: PclRecord) -> TimeTravel {
        TimeTravel {
            pcl,
            ..TimeTravel::new(sim, start)
        }
    }

    pub fn current(&self) -> &Simulator {
        self.history.current()
    }

    pub fn history(&self) -> &History {
        &self.history
    }

    pub fn start(&self) -> &Scenario {
        &self.start
    }

    /// The PCL calls of the start, and whether a region is still open after it.
    pub fn pcl(&self) -> &PclRecord {
        &self.pcl
    }

    pub fn position(&self) -> usize {
        self.history.position()
    }

    pub fn len(&self) -> usize {
        self.history.len()
    }

    pub fn is_empty(&self) -> bool {
        self.history.is_empty()
    }

    pub fn marks(&self) -> &[StepMark] {
        &self.marks
    }

    /// States at or before `upto` are the same after a change of the history at `upto`.
    fn forget_after(&mut self, upto: usize) {
        if self.before.as_ref().is_some_and(|(i, _)| *i > upto) {
            self.before = None;
        }
    }

    fn mark_last(&mut self) {
        let n = self.history.len();
        let Some(step) = self.history.steps().last() else {
            return;
        };
        let mark = StepMark {
            kind: kind_of_step(&step.actions),
            label: describe_step(&step.actions),
            to_cycle: step.to_cycle,
            events: Events::count(self.history.log_between(n - 1, n)),
        };
        self.marks.truncate(n - 1);
        self.marks.push(mark);
    }

    /// The state at the position becomes the start: the steps before it go into the start's
    /// scenario, the history is empty.
    pub fn start_here(&mut self) {
        self.start = self.scenario(self.position());
        self.history = History::new(self.history.current().clone());
        self.marks.clear();
        self.before = None;
    }

    /// A new step at the position (the future is cut). On an error nothing changes.
    pub fn push(&mut self, actions: Vec<Action>) -> Result<Vec<Outcome>, SimError> {
        let at = self.position();
        let outcomes = self.history.push(actions)?;
        self.forget_after(at);
        self.mark_last();
        Ok(outcomes)
    }

    /// More actions in the last step (a live run's next frame), when the position is at the
    /// end; else a new step.
    pub fn extend_now(&mut self, actions: Vec<Action>) -> Result<Vec<Outcome>, SimError> {
        let at = self.position();
        let outcomes = self.history.extend(actions)?;
        self.forget_after(at.saturating_sub(1));
        self.mark_last();
        Ok(outcomes)
    }

    /// Move to the state after `index` steps; false if there is no such step.
    pub fn goto(&mut self, index: usize) -> bool {
        self.history.goto(index)
    }

    /// The state after `index` steps (the current one when it is the position).
    fn state(&mut self, index: usize) -> Option<&Simulator> {
        if index == self.position() {
            return Some(self.history.current());
        }
        if self.before.as_ref().is_none_or(|(i, _)| *i != index) {
            self.before = Some((index, self.history.state_without_log(index)?));
        }
        self.before.as_ref().map(|(_, s)| s)
    }

    /// What changed between `other` and the position, for a thread and unit (`other` may lie
    /// before or after the position).
    pub fn changes(&mut self, other: usize, thread: u32, unit: u32) -> ChangeView {
        let here = self.position();
        if other == here || other > self.len() {
            return ChangeView {
                from: here,
                to: here,
                ..ChangeView::default()
            };
        }
        let (lo, hi) = (other.min(here), other.max(here));
        let current = self.history.current().clone_without_log();
        let Some(there) = self.state(other) else {
            return ChangeView::default();
        };
        let (a, b) = if other < here {
            (there, &current)
        } else {
            (&current, there)
        };
        let changes = changes(a, b, thread, unit);
        let rows = b.counters(thread, unit);
        let counters = changes
            .counters
            .iter()
            .filter_map(|c| {
                let row = rows.iter().find(|r| r.spec.id == c.counter)?;
                let mask = pmu_model::number::ones(row.width);
                Some(CounterDelta {
                    id: row.spec.id,
                    label: row.spec.label,
                    from: c.from,
                    to: c.to,
                    delta: c.to.wrapping_sub(c.from) & mask,
                    wrapped: c.to < c.from,
                })
            })
            .collect();
        let log_total = self.history.log_between(lo, hi).count();
        let log = self
            .history
            .log_between(lo, hi)
            .take(ChangeView::MAX_LOG)
            .cloned()
            .collect();
        ChangeView {
            from: lo,
            to: hi,
            changes,
            counters,
            log,
            log_total,
        }
    }

    /// Replay the steps `from..to` from the state after `from`, calling `f` with each index and
    /// state (for resampling the charts); `to` is at most the position.
    pub fn resample(&self, from: usize, to: usize, mut f: impl FnMut(usize, &Simulator)) {
        let Some(mut sim) = self.history.state_without_log(from) else {
            return;
        };
        f(from, &sim);
        for (i, step) in self.history.steps().iter().enumerate().take(to).skip(from) {
            for a in &step.actions {
                if sim.apply(a.clone()).is_err() {
                    return;
                }
            }
            f(i + 1, &sim);
        }
    }

    /// The session as a scenario up to `upto` steps of the history, and how many scenario
    /// steps that is. Consecutive runs within a step are one run (a live run's frames); runs of
    /// different steps stay apart, so that each history step is at least one scenario step and
    /// a position maps to a scenario step.
    pub fn scenario(&self, upto: usize) -> Scenario {
        let mut s = self.start.clone();
        for step in self.history.steps().iter().take(upto) {
            let mut last_was_run = false;
            for a in &step.actions {
                match (a, s.steps.last_mut()) {
                    (Action::Run { cycles }, Some(Step::Act(Action::Run { cycles: prev })))
                        if last_was_run =>
                    {
                        *prev = prev.saturating_add(*cycles);
                    }
                    _ => s.steps.push(Step::Act(a.clone())),
                }
                last_was_run = matches!(a, Action::Run { .. });
            }
        }
        s
    }

    /// The whole session as a scenario, and the position as a count of its steps (`None` at
    /// the end, so that links to the end stay as they were).
    pub fn scenario_and_position(&self) -> (Scenario, Option<usize>) {
        let all = self.scenario(self.len());
        let at = (self.position() < self.len()).then(|| self.scenario(self.position()).steps.len());
        (all, at)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pmu_model::sim::WriteValue;

    fn t4() -> TimeTravel {
        let sim = Simulator::new("sparc-t4", 1, 1).expect("t4");
        let start = Scenario::new("sparc-t4", 1, 1, sim.workload.clone());
        TimeTravel::new(sim, start)
    }

    fn write(reg: &str, v: u64) -> Action {
        Action::Write {
            thread: 0,
            unit: 0,
            reg: reg.into(),
            value: WriteValue::Raw(v),
        }
    }

    /// The example: PIC0 wraps, PCR0.ov goes 0 -> 1; the counter moved by the cycles
    /// run, across the wrap; the overflow is in the log in between and on the step's mark.
    #[test]
    fn what_changed_across_a_wrap() {
        let mut t = t4();
        t.push(vec![write("PIC0", 0xffff_fffe)]).expect("write");
        t.push(vec![write("PCR0", 0xd004)]).expect("write"); // sl 26, ut
        t.push(vec![Action::SetMode {
            thread: None,
            mode: pmu_model::sim::ModeSpec::Sparc(pmu_model::sim::SparcMode::User),
        }])
        .expect("mode");
        t.push(vec![Action::Run { cycles: 3 }]).expect("run");
        let c = t.changes(3, 0, 0);
        assert_eq!((c.from, c.to), (3, 4));
        let text: Vec<String> = c.lines().into_iter().map(|(_, l)| l).collect();
        assert!(text.contains(&"PCR0.ov 0 -> 1".to_string()), "{text:?}");
        assert!(
            text.contains(&"PIC0 0xfffffffe -> 0x00000001".to_string()),
            "{text:?}"
        );
        assert_eq!(c.changed_bits("PCR0"), 1);
        let pic0 = c.counters.iter().find(|d| d.id == "PIC0").expect("PIC0 moved");
        assert_eq!(
            (pic0.from, pic0.to, pic0.delta, pic0.wrapped),
            (0xffff_fffe, 1, 3, true)
        );
        assert!(c.log.iter().any(|e| matches!(e.kind, LogKind::Overflow { .. })));
        assert_eq!(t.marks()[3].kind, StepKind::Run);
        assert_eq!(t.marks()[3].events.overflows, 1);
        assert_eq!(t.marks()[1].label, "write PCR0 = 0x000000000000d004");
        // Between two points either way round: the same list.
        assert!(t.goto(1));
        let back = t.changes(4, 0, 0);
        assert_eq!((back.from, back.to), (1, 4));
        assert!(back
            .changes
            .describe()
            .contains(&"PCR0.ov 0x0 -> 0x1".to_string()));
    }

    /// The permalink's scenario: each step at least one scenario step (two clicks on "Step
    /// 10" stay two), a live run's frames one run; restoring at the position gives the same
    /// state, and the steps after it are still there to go forward to.
    #[test]
    fn scenario_and_position_round_trip() {
        let mut t = t4();
        t.push(vec![write("PCR0", 0xd01c)]).expect("write");
        t.push(vec![Action::Run { cycles: 10 }]).expect("run");
        t.push(vec![Action::Run { cycles: 10 }]).expect("run");
        t.extend_now(vec![Action::Run { cycles: 5 }]).expect("frame");
        t.push(vec![write("PIC1", 7)]).expect("write");
        assert_eq!(t.len(), 4);
        assert!(t.goto(3));
        let (s, at) = t.scenario_and_position();
        assert_eq!(s.steps.len(), 4, "{:?}", s.steps);
        assert_eq!(at, Some(3));
        let text = s.write();
        let back = TimeTravel::from_scenario(Scenario::parse(&text).expect("parse"), at).expect("restore");
        assert_eq!(back.position(), 3);
        assert_eq!(back.len(), 4);
        assert_eq!(back.current().cycle, 25);
        assert_eq!(back.current().registers(0), t.current().registers(0));
        // At the end, no position is written: older links look the same.
        assert!(t.goto(4));
        assert_eq!(t.scenario_and_position().1, None);
        let bad = TimeTravel::from_scenario(s, Some(9)).expect_err("out of range");
        assert!(bad.contains("at: 9"), "{bad}");
    }
}
