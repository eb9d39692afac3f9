//! The session: everything the page shows, as a thin adapter over the model (ARCHITECTURE.md,
//! Architecture Invariant (one Action)). Every change to the machine is a
//! `pmu_model::sim::Action` applied to the `Simulator` through the session's [`TimeTravel`]:
//! each thing the user does is one step of its history, and the user can go back and forward
//! through the steps. The session is the start (seed, machine, workload) and its steps, which is
//! what the permalink and localStorage hold, as a scenario with the position: replaying it
//! reproduces the state bit for bit.
//!
//! A [`Session`] has three parts: the [`Model`] (the time travel and what is being restored into
//! it), the [`Screen`] (what the user has on screen and what the page says about the last
//! action), and the [`Derived`] values (kept in step with the other two after every change, so
//! that views read them without borrowing the model).
//!
//! The model is shared between the successive `Session` values (yew keeps the old one while the
//! reducer makes the new one), so it sits in a `RefCell`. That cell is private to this module:
//! components read the model through [`Session::with`] and the small accessors, whose borrow
//! ends before they return, and only the reducer borrows it mutably. No borrow can therefore be
//! held across a dispatch (yew runs the reducer synchronously inside `dispatch`), where it
//! would panic with "RefCell already borrowed".

use std::cell::RefCell;
use std::rc::Rc;

use pmu_model::machine::Machine;
use pmu_model::register::Register;
use pmu_model::scenario::{PclCall, Scenario, Step};
use pmu_model::sim::why::Why;
use pmu_model::sim::workload::named;
use pmu_model::sim::{Action, Outcome, SimError, Simulator};
use pmu_model::MACHINES;

use super::changes::ChangeView;
use super::chart_samples::{ChartSamples, Cut, Sample};
use super::kept::KeptList;
use super::time_travel::{Paused, Restore, TimeTravel};

/// Everything the page shows.
#[derive(Clone, Debug)]
pub struct Session {
    pub model: Model,
    pub screen: Screen,
    pub(super) derived: Derived,
}

/// Yew compares sessions to know whether what reads one must render again. Two are equal when
/// their models and screens are (the model's cell by identity: see [`ModelCell`]); the derived
/// values are not compared, since they follow from those two.
impl PartialEq for Session {
    fn eq(&self, other: &Self) -> bool {
        self.model == other.model && self.screen == other.screen
    }
}

/// Where a session stands, to tell later whether only a live run's frames happened since
/// ([`Session::only_ran_since`]). It holds no session: Yew's reducer handle reads the newest
/// session whenever it is read, and keeps each one it read, so that a handle kept to compare
/// with later would compare the newest with itself and hold every frame's session.
#[derive(Clone, Debug)]
pub struct Mark {
    /// The model by identity, without keeping it.
    cell: std::rc::Weak<RefCell<Shared>>,
    edits: u64,
    running: bool,
}

impl Session {
    /// Where this session stands now.
    pub fn mark(&self) -> Mark {
        Mark {
            cell: Rc::downgrade(&self.model.cell.0),
            edits: self.model.edits,
            running: self.screen.running,
        }
    }

    /// Whether all that happened since `earlier` is frames of one live run
    /// ([`UiAction::Tick`]) on the same model: a part of the page off screen need not be drawn
    /// again until it comes on screen or the run pauses (`crate::page::views::OnScreen`).
    pub fn only_ran_since(&self, earlier: &Mark) -> bool {
        self.screen.running
            && earlier.running
            && std::ptr::eq(Rc::as_ptr(&self.model.cell.0), earlier.cell.as_ptr())
            && self.model.edits == earlier.edits
    }
}

/// The model and its history, and what becomes of them.
#[derive(Clone, Debug, PartialEq)]
pub struct Model {
    /// Shared so that a new `Session` value (which yew needs to re-render) does not copy the
    /// simulator's tallies. Private: see the module documentation.
    pub(super) cell: ModelCell,
    /// Counts the changes of the model and its history, so that what watches the model (the
    /// persistence, a view's memo) sees each one.
    pub version: u64,
    /// Whether the last step is a live run that the next frame grows.
    pub(super) live: bool,
    /// Counts the actions other than a live run's frames ([`UiAction::Tick`]): what a frame
    /// cannot change, or what is not on screen, waits for the next of these
    /// ([`Session::only_ran_since`]).
    pub edits: u64,
    /// A recorded session (a link, the saved session, a widget's setup) whose restore stopped
    /// at its work budget: what the page shows is as far as it got. Nothing is saved until the
    /// user accepts (continues to the end, or acts on what is shown) or discards it.
    pub paused: Option<Paused>,
    /// Do not save this session over the saved one until the user changes something (set
    /// when a malformed link made the page fall back to the default session).
    pub keep_saved: bool,
}

/// The model's `RefCell`, shared by the successive `Session` values. Two are the same model when
/// they share the cell: what is in it changes in place, and [`Model::version`] says when, so the
/// cell is compared by identity rather than by what it holds.
#[derive(Clone, Debug)]
pub(super) struct ModelCell(pub(super) Rc<RefCell<Shared>>);

impl PartialEq for ModelCell {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// What the model's cell holds.
#[derive(Debug)]
pub(super) struct Shared {
    pub(super) time_travel: TimeTravel,
    /// The counters sampled at the positions of the history, for the charts.
    pub(super) samples: ChartSamples,
    /// The rest of a recorded session being restored under a work budget, while it is paused
    /// (see [`Model::paused`]).
    pub(super) restore: Option<Restore>,
    /// Why each counter of the thread and unit on screen counts or not, and the model's version,
    /// thread and unit it was worked out for: the counters panel, the register on screen and
    /// the charts each read it at every frame of a live run, and it is worked out once.
    pub(super) whys: Option<(WhysKey, Rc<Vec<Why>>)>,
    /// The derived monitors that the counters' programming can compute, and that programming
    /// (each counter in use with its event and mask): which monitors evaluate does not depend on
    /// the counts (`pmu_model::derived::evaluate_among`), so a live run's frames evaluate only
    /// these instead of trying every monitor of the machine.
    pub(super) derivable: Option<(Vec<Programmed>, Rc<[&'static pmu_model::event::Derived]>)>,
}

/// A counter in use as [`Shared::derivable`] remembers it: its id, its event (by address) and
/// its mask.
pub(super) type Programmed = (&'static str, usize, u64);

/// The model's version, the thread and the unit that [`Shared::whys`] was worked out for.
pub(super) type WhysKey = (u64, u32, u32);

/// What the user has on screen, and what the page says about the last action.
#[derive(Clone, Debug, PartialEq)]
pub struct Screen {
    /// The strand or thread on screen, and the unit (MCU, node) of per-unit registers.
    pub thread: u32,
    pub unit: u32,
    /// The register on screen.
    pub current: Option<&'static str>,
    /// A field of the register on screen to bring into view and focus (from a link in a "why"
    /// note or a log entry), with a number that changes at each request so that asking for the
    /// same field again focuses it again.
    pub focus: Option<(&'static str, u64)>,
    /// The other point "what changed" compares the position with (`None`: the step before).
    pub compare_from: Option<usize>,
    pub running: bool,
    /// Cycles per animation frame while running.
    pub speed: u64,
    /// The lesson this session works on (an id of `pmu_model::lesson::lessons()`), if any.
    pub lesson: Option<&'static str>,
    /// Why the last write did not take as written.
    pub notes: Vec<String>,
    /// The last error (bad input), shown until the next successful action.
    pub error: Option<String>,
    /// What the last session-replacing action did and kept, with Undo (shown until dismissed
    /// or replaced by the next one).
    pub notice: Option<String>,
    /// The sessions kept when others replaced them ([`super::kept`]).
    pub kept: KeptList,
    /// Counts the session replacements: the page pushes a browser history entry for each.
    pub generation: u64,
    /// Counts the requests to show the first screen's walk-through again (after "Hide").
    pub intro_asked: u64,
}

/// What is derived from the model and the screen, kept in step by [`Session::moved`] and its
/// kin after every change.
#[derive(Clone, Debug)]
pub(super) struct Derived {
    /// Where the session is in its history, and how many steps it has.
    position: usize,
    steps: usize,
    /// The outcome of the step just made (the last of its actions), for the consoles.
    pub(super) last: Option<Outcome>,
    /// The samples the charts draw: those up to the position, at most
    /// [`CHART_SAMPLES`](super::chart_samples::CHART_SAMPLES). Shared: a new `Session` value
    /// does not copy them.
    chart_samples: Rc<Vec<Sample>>,
    /// What changed between the point chosen (`Screen::compare_from`) and the position.
    changes: Rc<ChangeView>,
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
    /// One animation frame of a live run: `speed` cycles, growing the run's step. Outside a
    /// live run it does nothing: a frame the page dispatched before a pause that the reducer
    /// meets after it must not start a run of its own.
    Tick,
    /// One step back or forward in the history, or to the state after that many steps.
    Back,
    Forward,
    Goto(usize),
    /// Compare the position with this point of the history in "what changed" (`None`: with
    /// the step before).
    CompareFrom(Option<usize>),
    /// A PCL region call (PCLstart, PCLread, PCLstop; seed 002) on the thread on screen: one
    /// step of the history like every other action (the actions the call applied, with the
    /// call beside them), recorded as a scenario step; later runs inside an open region run
    /// through it, so that its 64-bit totals see every wrap. It writes only what the call
    /// writes, and the notes say what.
    Pcl(PclCall),
    /// Scenario steps applied in order (a lesson's solution): each action is a step of the
    /// history, each PCL call as [`UiAction::Pcl`]; expectations are skipped; the first
    /// refused step stops the rest.
    Steps(Vec<Step>),
    /// Open a lesson on its starting session (restored as a permalink restores one).
    StartLesson(&'static str),
    /// Leave the lesson: the session its opening replaced comes back (if it is kept; else the
    /// session stays as it is, without the lesson).
    LeaveLesson,
    /// Bring back the session kept last ([`super::kept`]); the one shown is kept in its place.
    Undo,
    DismissNotice,
    /// Show the first screen's walk-through again (the help's "Show the walk-through").
    ShowIntro,
    /// The session of a browser history entry (Back, Forward): it replaces this one without a
    /// new history entry, and the kept sessions stay.
    FromHistory(Box<Session>),
    /// Show an error that happened outside the model (a malformed URL, a bad input).
    Error(String),
    DismissError,
}

/// The machine a page or widget starts with when none is named: the first the model lists.
pub fn default_machine() -> &'static Machine {
    MACHINES[0]
}

/// The register a session of `machine` opens on: its first. The register module's early editor
/// (crates/pmu-register) opens on the same one, so that the app takes its writes over.
pub fn first_register(machine: &'static Machine) -> Option<&'static Register> {
    machine.registers.first()
}

/// The workload seed and the built-in workload a session starts with when none is named.
pub const DEFAULT_SEED: u64 = 1;
pub const DEFAULT_WORKLOAD: &str = "default";

/// The actions of a new session's first step on `machine`: software runs in user mode, on a
/// machine that has modes. The app's first screen starts its simulator with them too
/// (crates/pmu-register), so that it ends where the lab's replay ends.
pub fn first_actions(machine: &'static Machine) -> Vec<Action> {
    pmu_model::sim::ModeSpec::user_program(machine.privilege)
        .map(|mode| Action::SetMode { thread: None, mode })
        .into_iter()
        .collect()
}

/// The step sizes the app's simulation bar and the widgets offer, in cycles (the keys 1-5
/// press them in the app).
pub const STEPS: [u64; 5] = [1, 10, 100, 1000, 1_000_000];

/// Cycles per frame when a session starts.
pub const DEFAULT_SPEED: u64 = 10_000;

/// Cycles per frame offered by the speed control.
pub const SPEEDS: [u64; 6] = [1, 100, 10_000, 1_000_000, 100_000_000, 10_000_000_000];

impl Session {
    /// A fresh session: the machine at reset, running the named built-in workload; where the
    /// machine says so, its first step puts it in the state a user program runs in (Itanium:
    /// PSR.cpl = 3, PSR.up = 1, `ModeSpec::user_program`), which the mode control shows and
    /// changes in one click, and a step back undoes.
    pub fn new(machine: &str, seed: u64, threads: u32, workload: &str) -> Result<Session, SimError> {
        let spec = named(workload)?;
        let sim = Simulator::with_workload(machine, seed, threads, spec.clone())?;
        let first = first_actions(sim.machine);
        let start = Scenario::new(machine, seed, threads, spec);
        let mut time_travel = TimeTravel::new(sim, start);
        if !first.is_empty() {
            time_travel.push(first)?;
        }
        Ok(Session::from_time_travel(time_travel))
    }

    /// The default session: the first machine the model lists (the SPARC T4), with its
    /// default number of contexts, running the default workload.
    pub fn default_session() -> Session {
        let m = default_machine();
        // Constant arguments that the native test `default_session_constructs` exercises.
        #[allow(clippy::expect_used)]
        Session::new(m.id, DEFAULT_SEED, m.contexts.default, DEFAULT_WORKLOAD)
            .expect("the default machine and workload construct")
    }

    /// The default session followed by `steps`: a JSON array of the scenario format's steps
    /// (docs/scenario-format.md), what a visitor did on the app's static first screen before the
    /// lab arrived (web/pmu-explorer.js). The error names the step that cannot be read or run.
    pub fn default_then(steps: &str) -> Result<Session, String> {
        let (mut scenario, _) = Session::default_session().scenario();
        let machine = serde_json::to_string(&scenario.machine).map_err(|e| e.to_string())?;
        let more = Scenario::parse(&format!(r#"{{"machine":{machine},"steps":{steps}}}"#))
            .map_err(|e| e.to_string())?;
        scenario.steps.extend(more.steps);
        Session::from_scenario(scenario, None)
    }

    /// A session restored from a scenario (a permalink or the saved session), at `at` of its
    /// steps (the end if `None`).
    pub fn from_scenario(scenario: Scenario, at: Option<usize>) -> Result<Session, String> {
        Ok(Session::from_time_travel(TimeTravel::from_scenario(
            scenario, at,
        )?))
    }

    pub(super) fn from_time_travel(time_travel: TimeTravel) -> Session {
        Session::on_time_travel(time_travel, true)
    }

    /// A session on `time_travel`; with `resample`, the charts replay the steps before the
    /// position, else they start with the position alone (a paused restore's steps can be
    /// heavy, and replaying them again would double the work of a budget).
    pub(super) fn on_time_travel(time_travel: TimeTravel, resample: bool) -> Session {
        let current = first_register(time_travel.current().machine).map(|r| r.name);
        let (position, steps) = (time_travel.position(), time_travel.len());
        let mut s = Session {
            model: Model {
                cell: ModelCell(Rc::new(RefCell::new(Shared {
                    time_travel,
                    samples: ChartSamples::default(),
                    restore: None,
                    whys: None,
                    derivable: None,
                }))),
                version: 0,
                live: false,
                edits: 0,
                paused: None,
                keep_saved: false,
            },
            screen: Screen {
                thread: 0,
                unit: 0,
                current,
                focus: None,
                compare_from: None,
                running: false,
                speed: DEFAULT_SPEED,
                lesson: None,
                notes: Vec::new(),
                error: None,
                notice: None,
                kept: KeptList::default(),
                generation: 0,
                intro_asked: 0,
            },
            derived: Derived {
                position,
                steps,
                last: None,
                chart_samples: Rc::new(Vec::new()),
                changes: Rc::new(ChangeView::default()),
            },
        };
        if resample {
            s.resample();
        } else {
            s.sample(Cut::None);
        }
        s.refresh_changes();
        s
    }

    /// Where the session is in its history: how many steps lie before what is shown.
    pub fn position(&self) -> usize {
        self.derived.position
    }

    /// How many steps the history has.
    pub fn steps(&self) -> usize {
        self.derived.steps
    }

    /// The samples the charts draw (see [`Derived`]).
    pub fn chart_samples(&self) -> &Rc<Vec<Sample>> {
        &self.derived.chart_samples
    }

    /// What changed between the point chosen and the position.
    pub fn changes(&self) -> &Rc<ChangeView> {
        &self.derived.changes
    }

    /// The outcome of the step just made (a hypercall's, a read's), for the consoles.
    pub fn last(&self) -> Option<&Outcome> {
        self.derived.last.as_ref()
    }

    /// After the history moved or changed: the position, the charts, what changed.
    pub(super) fn moved(&mut self, cut: Cut) {
        {
            let sh = self.model.cell.0.borrow();
            self.derived.position = sh.time_travel.position();
            self.derived.steps = sh.time_travel.len();
        }
        if let Some(p) = self.screen.compare_from {
            if p > self.derived.steps {
                self.screen.compare_from = None;
            }
        }
        self.model.version += 1;
        self.sample(cut);
        self.refresh_changes();
    }

    /// Sample the counters at the position (see [`ChartSamples::take`]) and refresh what the
    /// charts draw.
    pub(super) fn sample(&mut self, cut: Cut) {
        {
            let mut sh = self.model.cell.0.borrow_mut();
            let sh = &mut *sh;
            sh.samples
                .take(&sh.time_travel, self.screen.thread, self.screen.unit, cut);
        }
        self.refresh_chart();
    }

    /// Sample the steps before the position again (the thread or unit on screen changed).
    pub(super) fn resample(&mut self) {
        {
            let mut sh = self.model.cell.0.borrow_mut();
            let sh = &mut *sh;
            sh.samples
                .resample(&sh.time_travel, self.screen.thread, self.screen.unit);
        }
        self.refresh_chart();
    }

    /// The charts' window at the position.
    fn refresh_chart(&mut self) {
        let window = {
            let sh = self.model.cell.0.borrow();
            sh.samples.window(sh.time_travel.position())
        };
        if *self.derived.chart_samples != window {
            self.derived.chart_samples = Rc::new(window);
        }
    }

    /// What changed between the chosen point (or the step before) and the position.
    pub(super) fn refresh_changes(&mut self) {
        let (thread, unit) = (self.screen.thread, self.screen.unit);
        let mut sh = self.model.cell.0.borrow_mut();
        let pos = sh.time_travel.position();
        let other = match self.screen.compare_from {
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
        if *self.derived.changes != view {
            self.derived.changes = Rc::new(view);
        }
    }
}
