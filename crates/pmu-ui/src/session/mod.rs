//! The page's state: a thin adapter over the model (ARCHITECTURE.md, Architecture Invariant
//! (one Action)). Every change to the machine is a `pmu_model::sim::Action` applied to the
//! `Simulator` through the session's history ([`crate::session::time_travel`]): each thing the user does is
//! one step of it, and the user can go back and forward through the steps. The session is the
//! start (seed, machine, workload) and its steps, which is what the permalink and localStorage
//! hold, as a scenario with the position: replaying it reproduces the state bit for bit.
//! Nothing here knows the browser, so all of it is tested natively.
//!
//! The history is shared between the successive `Session` values (yew keeps the old one
//! while the reducer makes the new one), so it sits in a `RefCell`. That cell is private:
//! components read the model through [`Session::with`] and the small accessors, whose borrow
//! ends before they return, and only the reducer borrows it mutably. No borrow can therefore
//! be held across a dispatch (yew runs the reducer synchronously inside `dispatch`), which is
//! how "RefCell already borrowed" panicked the page before.

use std::cell::RefCell;
use std::rc::Rc;

use pmu_model::machine::Machine;
use pmu_model::scenario::{PclCall, Scenario, Step};
use pmu_model::sim::workload::builtin;
use pmu_model::sim::{Action, Outcome, SimError, Simulator};
use pmu_model::MACHINES;

use changes::ChangeView;
use time_travel::TimeTravel;

mod bench;
pub mod book;
pub mod changes;
mod chart_samples;
pub mod compare;
pub mod format;
pub mod interop;
pub mod lesson;
pub mod link;
pub mod plot;
mod queries;
mod reduce;
mod restore;
pub mod step_marks;
#[cfg(test)]
mod tests;
pub mod time_travel;

pub use bench::bench_step_back;
pub use time_travel::{Paused, Source};

/// How many counter samples the charts keep.
pub const CHART_SAMPLES: usize = 240;

/// How many samples the session keeps in all (for going back); the oldest go first.
const MAX_SAMPLES: usize = 20_000;

/// One sample of every counter of the thread on screen, for the charts.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    pub cycle: u64,
    pub values: Vec<u64>,
}

/// The history and the charts' samples, behind the session's one `RefCell`.
#[derive(Debug)]
struct Shared {
    time_travel: TimeTravel,
    /// Samples of the thread and unit on screen, each with the history position it was taken
    /// at, ascending by position (a live run's frames share their step's position).
    samples: Vec<(usize, Sample)>,
    /// The rest of a recorded session being restored under a work budget, while it is paused
    /// (see [`Session::paused`]).
    restore: Option<time_travel::Restore>,
}

/// Everything the page shows.
#[derive(Clone, Debug)]
pub struct Session {
    /// The model and its history. Shared so that a new `Session` value (which yew needs to
    /// re-render) does not copy the simulator's tallies; `version` says when it changed.
    /// Private: see the module documentation.
    shared: Rc<RefCell<Shared>>,
    /// The session's start as a scenario: machine, seed, threads, workload (the steps are in
    /// the history; see [`Session::scenario`]).
    pub start: Scenario,
    pub version: u64,
    /// The strand or thread on screen, and the unit (MCU, node) of per-unit registers.
    pub thread: u32,
    pub unit: u32,
    /// The register on screen.
    pub current: Option<&'static str>,
    /// A field of the register on screen to bring into view and focus (from a link in a "why"
    /// note or a log entry), with a number that changes at each request so that asking for the
    /// same field again focuses it again.
    pub focus: Option<(&'static str, u64)>,
    /// Why the last write did not take as written.
    pub notes: Vec<String>,
    /// The last error (bad input), shown until the next successful action.
    pub error: Option<String>,
    pub running: bool,
    /// Cycles per animation frame while running.
    pub speed: u64,
    /// The samples the charts draw: those up to the position, at most [`CHART_SAMPLES`]. Shared:
    /// a new `Session` value does not copy them.
    pub chart_samples: Rc<Vec<Sample>>,
    /// The outcome of the last hypercall or read, for the consoles.
    pub last: Option<Outcome>,
    /// Do not save this session over the saved one until the user changes something (set
    /// when a malformed link made the page fall back to the default session).
    pub keep_saved: bool,
    /// Where the session is in its history, and how many steps it has.
    pub position: usize,
    pub steps: usize,
    /// The other point "what changed" compares the position with (`None`: the step before).
    pub compare_from: Option<usize>,
    /// What changed between that point and the position.
    pub changes: Rc<ChangeView>,
    /// Whether the last step is a live run that the next frame grows.
    live: bool,
    /// The lesson this session works on (an id of `pmu_model::lesson::lessons()`), if any.
    pub lesson: Option<&'static str>,
    /// A recorded session (a link, the saved session, a widget's setup) whose replay stopped
    /// at its work budget: what the page shows is as far as it got. Nothing is saved until the
    /// user accepts (continues to the end, or acts on what is shown) or discards it.
    pub paused: Option<Paused>,
}

impl PartialEq for Session {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.shared, &other.shared)
            && self.version == other.version
            && self.thread == other.thread
            && self.unit == other.unit
            && self.current == other.current
            && self.focus == other.focus
            && self.notes == other.notes
            && self.error == other.error
            && self.running == other.running
            && self.speed == other.speed
            && self.position == other.position
            && self.steps == other.steps
            && self.compare_from == other.compare_from
            && self.lesson == other.lesson
            && self.paused == other.paused
    }
}

/// What the user can do.
#[derive(Clone, Debug, PartialEq)]
pub enum UiAction {
    /// Apply an action to the model: one step of the history.
    Model(Action),
    /// Apply actions in order as one user action and one step (the PCL panel's Apply: raise
    /// the privilege, write, restore). If the model refuses one, none is applied.
    Batch(Vec<Action>),
    /// Start over on a machine.
    NewSession {
        machine: String,
        seed: u64,
        threads: u32,
        workload: String,
    },
    /// Replace the session by a restored scenario (the saved session, the introduction's
    /// example), at a position (a count of its steps; the end if `None`), replayed under the
    /// work budget as the saved session is.
    Restore(Box<Scenario>, Option<usize>),
    /// Replay another budget's worth of a paused recorded session ([`Session::paused`]).
    ContinueRestore,
    /// Give up a paused recorded session for another (the saved session, or the default):
    /// built by the page, which knows where the saved session is.
    DiscardRestore(Box<Session>),
    Show(&'static str),
    /// Show a register and focus one of its fields ("PMC4.ism"); a name the machine does not
    /// have changes nothing.
    ShowField(String),
    Thread(u32),
    Unit(u32),
    Running(bool),
    Speed(u64),
    /// One animation frame of a live run: `speed` cycles, growing the run's step.
    Tick,
    /// One step back or forward in the history, or to the state after that many steps.
    Back,
    Forward,
    Goto(usize),
    /// Compare the position with this point of the history in "what changed" (`None`: with
    /// the step before).
    CompareFrom(Option<usize>),
    /// A PCL region call (PCLstart, PCLread, PCLstop; seed 002) on the thread on screen,
    /// recorded as a scenario step. The session up to the position, with the call, is replayed
    /// by the model's executor (which runs a region's cycles through it, so its 64-bit totals
    /// see every wrap) and becomes the start of the history: there is no going back across a
    /// PCL call, as there is none across a restored link's.
    Pcl(PclCall),
    /// Scenario steps applied in order (a lesson's solution): each action is a step of the
    /// history, each PCL call as [`UiAction::Pcl`]; expectations are skipped; the first
    /// refused step stops the rest.
    Steps(Vec<Step>),
    /// Open a lesson on its starting session (restored as a permalink restores one).
    StartLesson(&'static str),
    /// Go on without the lesson (the session stays as it is).
    LeaveLesson,
    /// Show an error that happened outside the model (a malformed URL, a bad input).
    Error(String),
    DismissError,
}

/// The machine a page or widget starts with when none is named: the first the model lists.
pub fn default_machine() -> &'static Machine {
    MACHINES[0]
}

/// The step sizes the app's simulation bar and the widgets offer, in cycles (the keys 1-5
/// press them in the app).
pub const STEPS: [u64; 5] = [1, 10, 100, 1000, 1_000_000];

/// Cycles per frame when a session starts.
pub const DEFAULT_SPEED: u64 = 10_000;

/// Cycles per frame offered by the speed control.
pub const SPEEDS: [u64; 6] = [1, 100, 10_000, 1_000_000, 100_000_000, 10_000_000_000];

impl Session {
    /// A fresh session: the machine at reset, running the named built-in workload.
    pub fn new(machine: &str, seed: u64, threads: u32, workload: &str) -> Result<Session, SimError> {
        let spec = builtin(workload).ok_or_else(|| {
            SimError::Workload(pmu_model::sim::workload::WorkloadError::Unknown(
                workload.to_string(),
            ))
        })?;
        let sim = Simulator::with_workload(machine, seed, threads, spec.clone())?;
        let start = Scenario::new(machine, seed, threads, spec);
        Ok(Session::from_time_travel(TimeTravel::new(sim, start)))
    }

    /// The default session: the first machine the model lists (the SPARC T4), with its
    /// default number of contexts, running the default workload.
    pub fn default_session() -> Session {
        let m = default_machine();
        // Constant arguments that the native test `default_session_constructs` exercises.
        #[allow(clippy::expect_used)]
        Session::new(m.id, 1, m.contexts.default, "default")
            .expect("the default machine and workload construct")
    }

    /// A session restored from a scenario (a permalink or the saved session), at `at` of its
    /// steps (the end if `None`).
    pub fn from_scenario(scenario: Scenario, at: Option<usize>) -> Result<Session, String> {
        Ok(Session::from_time_travel(TimeTravel::from_scenario(
            scenario, at,
        )?))
    }

    fn from_time_travel(time_travel: TimeTravel) -> Session {
        Session::on_time_travel(time_travel, true)
    }

    /// A session on `time_travel`; with `resample`, the charts replay the steps before the
    /// position, else they start with the position alone (a paused replay's steps can be
    /// heavy, and replaying them again would double the work of a budget).
    fn on_time_travel(time_travel: TimeTravel, resample: bool) -> Session {
        let current = time_travel.current().machine.registers.first().map(|r| r.name);
        let start = time_travel.start().clone();
        let (position, steps) = (time_travel.position(), time_travel.len());
        let mut s = Session {
            shared: Rc::new(RefCell::new(Shared {
                time_travel,
                samples: Vec::new(),
                restore: None,
            })),
            start,
            version: 0,
            thread: 0,
            unit: 0,
            current,
            focus: None,
            notes: Vec::new(),
            error: None,
            running: false,
            speed: DEFAULT_SPEED,
            chart_samples: Rc::new(Vec::new()),
            last: None,
            keep_saved: false,
            position,
            steps,
            compare_from: None,
            changes: Rc::new(ChangeView::default()),
            live: false,
            lesson: None,
            paused: None,
        };
        if resample {
            s.resample();
        } else {
            s.sample(chart_samples::Cut::None);
        }
        s.refresh_changes();
        s
    }
}
