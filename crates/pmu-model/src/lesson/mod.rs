//! Lessons (docs/lessons.md): the manuals' programming notes as exercises that the model
//! checks. A lesson is data, `lessons/ID.json` at the repository's root, embedded here so that
//! every build (the wasm one too) has them: a machine, a starting session (a scenario), goals
//! as predicates over the simulator's state and log, hints, and a reference solution.
//!
//! The module sits above [`crate::scenario`] (and so above `sim/` and `pcl/`) and uses its
//! format and its one evaluation of expectations: a goal is a list of `expect` steps that must
//! all hold. Nothing below imports it.
//!
//! Goals are checked against the end of a session: the simulator's registers, cycle and log,
//! and the PCL calls made. [`Lesson::check`] costs a few register reads and one pass over the
//! log per goal, so a page can call it after every action.

mod file;
pub mod output;

use std::sync::OnceLock;

use thiserror::Error;

use crate::machine::Machine;
use crate::scenario::{unmet, PclJson, Scenario, ScenarioError, Step};
use crate::sim::Simulator;

pub use file::{GoalFile, LessonFile, MistakeFile, OneOrMany};

/// The lesson files, in the order they are offered (a test holds this list against the
/// `lessons/` folder).
const SOURCES: &[&str] = &[
    include_str!("../../../../lessons/t4-overflow-precise-trap.json"),
    include_str!("../../../../lessons/t4-disrupting-handler.json"),
    include_str!("../../../../lessons/t4-reliable-event-change.json"),
    include_str!("../../../../lessons/t4-picnpt-privileged-action.json"),
    include_str!("../../../../lessons/t4-ntc-done.json"),
    include_str!("../../../../lessons/t4-sl28-race.json"),
    include_str!("../../../../lessons/t4-dram-sticky.json"),
    include_str!("../../../../lessons/kt-ht-through-hypervisor.json"),
    include_str!("../../../../lessons/kt-hypercall-errors.json"),
    include_str!("../../../../lessons/mt-monitor-enable.json"),
    include_str!("../../../../lessons/mt-threshold.json"),
    include_str!("../../../../lessons/mt-freeze-on-overflow.json"),
    include_str!("../../../../lessons/mt-etb-taken-branches.json"),
    include_str!("../../../../lessons/mt-urgency-switch.json"),
    include_str!("../../../../lessons/pcl-region-through-a-wrap.json"),
];

/// A lesson.
#[derive(Clone, Debug, PartialEq)]
pub struct Lesson {
    /// The file's name without `.json`: `t4-disrupting-handler`.
    pub id: String,
    pub title: String,
    pub machine: &'static Machine,
    /// What the lesson teaches, citing the manual with its seed and line numbers (show it
    /// through [`crate::cite::for_readers`]).
    pub text: String,
    /// The session the learner starts from.
    pub start: Scenario,
    pub goals: Vec<Goal>,
    /// Revealed one at a time; a hint about a wrong attempt says what the manual says.
    pub hints: Vec<String>,
    /// Steps that, appended to the start's, meet every goal.
    pub solution: Vec<Step>,
    /// Wrong attempts, for the tests and for authors: each leaves goals unmet.
    pub mistakes: Vec<Mistake>,
}

/// A goal: its text and the expectations (scenario `expect` steps) that must all hold.
#[derive(Clone, Debug, PartialEq)]
pub struct Goal {
    pub text: String,
    pub checks: Vec<Step>,
}

/// A wrong attempt: steps appended to the start's, the goals (by index) they leave unmet, and
/// the hint (by index) that says what the manual says about it.
#[derive(Clone, Debug, PartialEq)]
pub struct Mistake {
    pub text: String,
    pub steps: Vec<Step>,
    pub unmet: Vec<usize>,
    pub hint: usize,
}

/// A goal checked: met or not, and if not, the first expectation that failed ("expected
/// PCR0.ov = 0, found 1").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GoalStatus {
    pub text: String,
    pub met: bool,
    pub why: Option<String>,
}

/// Every goal of a lesson checked, in the lesson's order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Progress {
    pub goals: Vec<GoalStatus>,
}

impl Progress {
    /// Whether every goal is met.
    pub fn done(&self) -> bool {
        self.goals.iter().all(|g| g.met)
    }

    /// How many goals are met.
    pub fn met(&self) -> usize {
        self.goals.iter().filter(|g| g.met).count()
    }
}

/// A lesson that cannot be read, a lesson that does not exist, or a session it cannot check.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum LessonError {
    #[error("lesson file is not valid JSON: {0}")]
    Json(String),
    #[error("lesson '{lesson}': field '{field}': {message}")]
    Field {
        lesson: String,
        field: String,
        message: String,
    },
    #[error("lesson '{lesson}': {part}: {source}")]
    Scenario {
        lesson: String,
        part: String,
        source: ScenarioError,
    },
    #[error("no lesson '{id}' (the lessons: {known})")]
    Unknown { id: String, known: String },
    #[error("the session is on {session}, but lesson '{lesson}' is on {machine}")]
    Machine {
        lesson: String,
        machine: &'static str,
        session: String,
    },
    #[error(transparent)]
    Session(ScenarioError),
}

impl Lesson {
    /// Check every goal against a session's end: the simulator's registers, cycle and log, and
    /// the PCL calls made (`&[]` if none). Cheap enough to call after every action.
    pub fn check(&self, sim: &Simulator, pcl: &[PclJson]) -> Progress {
        let goals = self
            .goals
            .iter()
            .map(|goal| {
                let why = goal
                    .checks
                    .iter()
                    // A goal that names what this simulator lacks (a thread the session does
                    // not have) is unmet, and says so.
                    .find_map(|step| match unmet(step, 0, sim, pcl) {
                        Ok(why) => why,
                        Err(ScenarioError::Step { message, .. }) => Some(message),
                        Err(e) => Some(e.to_string()),
                    });
                GoalStatus {
                    text: goal.text.clone(),
                    met: why.is_none(),
                    why,
                }
            })
            .collect();
        Progress { goals }
    }

    /// Run a session (a scenario, as `pmu run` takes it and the UI records it) and check it.
    /// The session must be on the lesson's machine; its own `expect` steps are not checked.
    pub fn check_session(&self, session: &Scenario) -> Result<Progress, LessonError> {
        if session.machine != self.machine.id {
            return Err(LessonError::Machine {
                lesson: self.id.clone(),
                machine: self.machine.id,
                session: session.machine.clone(),
            });
        }
        let played = session.play().map_err(LessonError::Session)?;
        Ok(self.check(&played.sim, &played.pcl.calls))
    }

    /// The start followed by `steps`: an attempt.
    pub fn attempt(&self, steps: &[Step]) -> Scenario {
        let mut s = self.start.clone();
        s.steps.extend_from_slice(steps);
        s
    }

    /// The start followed by the reference solution.
    pub fn solved(&self) -> Scenario {
        self.attempt(&self.solution)
    }
}

/// Every lesson, in the order they are offered; an error if one of the embedded files cannot
/// be read (the tests read them all, so a build that passes them has none).
pub fn lessons() -> Result<&'static [Lesson], &'static LessonError> {
    static LESSONS: OnceLock<Result<Vec<Lesson>, LessonError>> = OnceLock::new();
    LESSONS
        .get_or_init(|| SOURCES.iter().map(|s| Lesson::parse(s)).collect())
        .as_ref()
        .map(Vec::as_slice)
}

/// The lesson with this id.
pub fn lesson(id: &str) -> Result<&'static Lesson, LessonError> {
    let all = lessons().map_err(Clone::clone)?;
    all.iter()
        .find(|l| l.id == id)
        .ok_or_else(|| LessonError::Unknown {
            id: id.to_string(),
            known: all.iter().map(|l| l.id.as_str()).collect::<Vec<_>>().join(", "),
        })
}
