//! A scenario and its steps as the model runs them, and the errors that name where a file is
//! wrong.

use thiserror::Error;

use crate::sim::switching;
use crate::sim::workload::WorkloadSpec;
use crate::sim::Action;

/// A scenario that cannot be run, and where.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum ScenarioError {
    #[error("scenario is not valid JSON: {0}")]
    Json(String),
    #[error("scenario field '{field}': {message}")]
    Top { field: String, message: String },
    #[error("step {step}: field '{field}': {message}")]
    Step {
        step: usize,
        field: String,
        message: String,
    },
}

/// An error in a top-level field.
pub(super) fn top(field: &str, message: impl Into<String>) -> ScenarioError {
    ScenarioError::Top {
        field: field.into(),
        message: message.into(),
    }
}

/// An error in step `step`, at `field` (a path inside the step: "write.value").
pub(super) fn at(step: usize, field: &str, message: impl Into<String>) -> ScenarioError {
    ScenarioError::Step {
        step,
        field: field.into(),
        message: message.into(),
    }
}

/// One step.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    Act(Action),
    /// Compare a register's stored value, or one of its fields, with what is expected; a
    /// mismatch goes to the output's `errors`.
    Expect {
        thread: u32,
        unit: u32,
        reg: String,
        /// A field of the stored value (by name), or the whole value if `None`.
        field: Option<String>,
        want: Want,
    },
    /// Check that the log so far holds `count` entries (at least one, if not given) of `kind`,
    /// with `name` (trap name, hypercall status) if given. A count of 0 means "no such entry".
    ExpectLog {
        kind: String,
        name: Option<String>,
        count: Option<u64>,
    },
    /// Check the simulator's cycle (a lesson's "run at least this long").
    ExpectCycle {
        want: Want,
    },
    /// Check the count that the latest PCLread or PCLstop reporting `event` gave for it (a
    /// region's 64-bit total, which no register holds).
    ExpectPcl {
        event: String,
        want: Want,
    },
    /// A PCL region call (seed 002 PCLstart / PCLread / PCLstop) on a thread.
    Pcl {
        thread: u32,
        call: PclCall,
    },
}

/// What an `expect` step accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Want {
    /// Exactly this value.
    Value(u64),
    /// A value in `min..=max`; a missing bound is open (counters, whose exact value a lesson
    /// should not have to pin).
    Range { min: Option<u64>, max: Option<u64> },
}

impl Want {
    /// "= 5", "in 3..=9", ">= 1000".
    pub fn describe(self) -> String {
        match self {
            Want::Value(v) => format!("= {v}"),
            Want::Range {
                min: Some(a),
                max: Some(b),
            } => format!("in {a}..={b}"),
            Want::Range { min: Some(a), .. } => format!(">= {a}"),
            Want::Range { max: Some(b), .. } => format!("<= {b}"),
            Want::Range { .. } => "(anything)".into(),
        }
    }

    pub fn holds(self, actual: u64) -> bool {
        match self {
            Want::Value(v) => actual == v,
            Want::Range { min, max } => min.is_none_or(|m| actual >= m) && max.is_none_or(|m| actual <= m),
        }
    }
}

/// The PCL calls a scenario can make (docs/scenarios.md).
#[derive(Clone, Debug, PartialEq)]
pub enum PclCall {
    Start {
        events: Vec<String>,
        mode: crate::pcl::Mode,
        mhz: Option<f64>,
    },
    Read,
    Stop,
}

/// A scenario: a machine, its workload and settings, and the steps to run.
#[derive(Clone, Debug, PartialEq)]
pub struct Scenario {
    pub machine: String,
    pub seed: u64,
    pub threads: u32,
    pub workload: WorkloadSpec,
    /// The thread-switch settings, on machines that switch threads (the file's optional field
    /// "montecito").
    pub thread_switching: Option<switching::Config>,
    pub steps: Vec<Step>,
}

impl Scenario {
    /// A scenario with no steps yet.
    pub fn new(machine: &str, seed: u64, threads: u32, workload: WorkloadSpec) -> Scenario {
        Scenario {
            machine: machine.to_string(),
            seed,
            threads,
            workload,
            thread_switching: None,
            steps: Vec::new(),
        }
    }

    /// Append an action that the simulator accepted. Consecutive runs of plain cycles merge
    /// into one (running a+b cycles is running a then b); a reset drops the history before it.
    pub fn record(&mut self, action: Action) {
        match action {
            Action::Reset => self.steps.clear(),
            Action::Run { cycles } => {
                if let Some(Step::Act(Action::Run { cycles: prev })) = self.steps.last_mut() {
                    *prev = prev.saturating_add(cycles);
                } else {
                    self.steps.push(Step::Act(Action::Run { cycles }));
                }
            }
            other => self.steps.push(Step::Act(other)),
        }
    }
}
