//! What each step of the history was, as the scrubber marks it and the JavaScript API's
//! `history()` describes it: its kind, a sentence, the cycle it ended at, and the overflows,
//! traps and thread switches it logged.

use pmu_model::history::Step;
use pmu_model::number::hex;
use pmu_model::sim::{Action, LogEntry, LogKind, WriteValue};

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

impl StepMark {
    /// The mark of a history step that logged `log`.
    pub fn of<'a>(step: &Step, log: impl Iterator<Item = &'a LogEntry>) -> StepMark {
        StepMark {
            kind: kind_of_step(&step.actions),
            label: describe_step(&step.actions),
            to_cycle: step.to_cycle,
            events: Events::count(log),
        }
    }
}
