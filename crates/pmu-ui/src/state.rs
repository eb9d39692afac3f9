//! The page's state: a thin adapter over the model (ARCHITECTURE.md, Architecture Invariant
//! (one Action)). Every change to the machine is a `pmu_model::sim::Action` applied to the
//! `Simulator` through the session's history ([`crate::timeline`]): each thing the user does is
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
use pmu_model::scenario::{PclCall, PclJson, Scenario, Step};
use pmu_model::sim::why::{GateKind, Why};
use pmu_model::sim::workload::builtin;
use pmu_model::sim::workload::WorkloadSpec;
use pmu_model::sim::{Action, CounterRow, LogEntry, ModeSpec, Outcome, SimError, Simulator, SparcMode};
use pmu_model::MACHINES;
use yew::Reducible;

use crate::timeline::{ChangeView, Timeline};

/// How many counter samples the charts keep.
pub const HISTORY: usize = 240;

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
    timeline: Timeline,
    /// Samples of the thread and unit on screen, each with the history position it was taken
    /// at, ascending by position (a live run's frames share their step's position).
    samples: Vec<(usize, Sample)>,
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
    /// The samples the charts draw: those up to the position, at most [`HISTORY`]. Shared:
    /// a new `Session` value does not copy them.
    pub history: Rc<Vec<Sample>>,
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
    /// Replace the session by a restored scenario, at a position (a count of its steps; the
    /// end if `None`).
    Restore(Box<Scenario>, Option<usize>),
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
        Ok(Session::from_timeline(Timeline::new(sim, start)))
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
        Ok(Session::from_timeline(Timeline::from_scenario(scenario, at)?))
    }

    fn from_timeline(timeline: Timeline) -> Session {
        let current = timeline.current().machine.registers.first().map(|r| r.name);
        let start = timeline.start().clone();
        let (position, steps) = (timeline.position(), timeline.len());
        let mut s = Session {
            shared: Rc::new(RefCell::new(Shared {
                timeline,
                samples: Vec::new(),
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
            history: Rc::new(Vec::new()),
            last: None,
            keep_saved: false,
            position,
            steps,
            compare_from: None,
            changes: Rc::new(ChangeView::default()),
            live: false,
            lesson: None,
        };
        s.resample();
        s.refresh_changes();
        s
    }

    /// Read the model: `f` sees the simulator at the position, and the borrow ends when it
    /// returns. `f` must not dispatch (nothing it can reach does: it gets no session handle).
    pub fn with<R>(&self, f: impl FnOnce(&Simulator) -> R) -> R {
        f(self.shared.borrow().timeline.current())
    }

    /// Read the history (the steps, the marks, the log of any step), as [`Session::with`].
    pub fn with_timeline<R>(&self, f: impl FnOnce(&Timeline) -> R) -> R {
        f(&self.shared.borrow().timeline)
    }

    /// Read the model at the position and the PCL calls made (a lesson's goals check both);
    /// as [`Session::with`].
    pub fn with_pcl<R>(&self, f: impl FnOnce(&Simulator, &[PclJson]) -> R) -> R {
        let sh = self.shared.borrow();
        f(sh.timeline.current(), &sh.timeline.pcl().calls)
    }

    /// The PCL calls made so far.
    pub fn pcl_calls(&self) -> Vec<PclJson> {
        self.with_timeline(|t| t.pcl().calls.clone())
    }

    /// Whether a PCL region is open.
    pub fn pcl_open(&self) -> bool {
        self.with_timeline(|t| t.pcl().open())
    }

    pub fn machine(&self) -> &'static Machine {
        self.with(|sim| sim.machine)
    }

    /// The current cycle.
    pub fn cycle(&self) -> u64 {
        self.with(|sim| sim.cycle)
    }

    /// How many strands or threads the machine has.
    pub fn threads(&self) -> u32 {
        self.with(|sim| sim.threads)
    }

    /// A register of the thread and unit on screen, as stored (for views).
    pub fn peek(&self, reg: &str) -> Option<u64> {
        self.with(|sim| sim.peek(self.thread, self.unit, reg))
    }

    /// The base privilege mode of the thread on screen.
    pub fn mode(&self) -> Option<ModeSpec> {
        self.with(|sim| sim.mode(self.thread))
    }

    /// The SPARC mode the thread on screen is in at this cycle (None on Itanium).
    pub fn effective_mode(&self) -> Option<SparcMode> {
        self.with(|sim| sim.effective_mode(self.thread))
    }

    /// The workload the machine runs.
    pub fn workload(&self) -> WorkloadSpec {
        self.with(|sim| sim.workload.clone())
    }

    /// The last `n` log entries, oldest first.
    pub fn log_tail(&self, n: usize) -> Vec<LogEntry> {
        self.with(|sim| sim.log[sim.log.len().saturating_sub(n)..].to_vec())
    }

    /// The counters of the thread and unit on screen, as the model reads them through the
    /// machine's counter descriptions.
    pub fn counters(&self) -> Vec<CounterRow> {
        self.with(|sim| sim.counters(self.thread, self.unit))
    }

    /// Why a counter of the thread and unit on screen counts or not (`None`: no such counter).
    pub fn why(&self, counter: &str) -> Option<Why> {
        self.with(|sim| sim.why(self.thread, self.unit, counter))
    }

    /// The counters of the thread and unit on screen that software has programmed but that do
    /// not advance, each with the conditions that stop it.
    pub fn not_counting(&self) -> Vec<Why> {
        self.with(|sim| {
            sim.machine
                .counters
                .iter()
                .filter_map(|c| sim.why(self.thread, self.unit, c.id))
                .filter(|w| w.programmed && !w.counting)
                .collect()
        })
    }

    /// What the register view of `reg` says in its diagnostics about counters: for each counter
    /// that `reg` holds, selects or overflows into, or whose unmet conditions name one of
    /// `reg`'s fields, why it does not count (if programmed and not counting) and which unmet
    /// conditions stop software reading it.
    pub fn why_for_register(&self, reg: &str) -> Vec<Why> {
        let prefix = format!("{reg}.");
        self.with(|sim| {
            sim.machine
                .counters
                .iter()
                .filter_map(|c| {
                    let why = sim.why(self.thread, self.unit, c.id)?;
                    let holds = [Some(c.count.reg), c.select.map(|s| s.reg), Some(c.overflow.reg)]
                        .contains(&Some(reg));
                    let stopped = why.programmed && !why.counting;
                    let named = why
                        .unmet()
                        .any(|g| g.fields.iter().any(|f| f.starts_with(&prefix)));
                    let unreadable = why.programmed && why.unmet().any(|g| g.kind == GateKind::Reading);
                    ((holds || named) && (stopped || unreadable)).then_some(why)
                })
                .collect()
        })
    }

    /// The session as a scenario: the start and every step (those after the position too),
    /// and the position as a count of its steps (`None` at the end).
    pub fn scenario(&self) -> (Scenario, Option<usize>) {
        self.with_timeline(Timeline::scenario_and_position)
    }

    /// The session up to the position as a scenario (what `pmu run` reproduces).
    pub fn scenario_here(&self) -> Scenario {
        self.with_timeline(|t| t.scenario(t.position()))
    }

    /// Sample the counters at the position (once per position; a live run's frames add one
    /// each), drop the samples of the steps after the position when the history was cut
    /// (`Cut::At`: the position's own step is new too; `Cut::After`: it grew), and refresh
    /// what the charts draw.
    fn sample(&mut self, cut: Cut) {
        let (thread, unit) = (self.thread, self.unit);
        {
            let mut sh = self.shared.borrow_mut();
            let sh = &mut *sh;
            let pos = sh.timeline.position();
            let sim = sh.timeline.current();
            let sample = Sample {
                cycle: sim.cycle,
                values: sim.counters(thread, unit).iter().map(|c| c.value).collect(),
            };
            match cut {
                Cut::At => sh.samples.retain(|(i, _)| *i < pos),
                Cut::After => sh.samples.retain(|(i, _)| *i <= pos),
                Cut::None => {}
            }
            let at = sh.samples.partition_point(|(i, _)| *i <= pos);
            let known = at > 0 && sh.samples[at - 1].0 == pos && sh.samples[at - 1].1 == sample;
            if !known {
                sh.samples.insert(at, (pos, sample));
            }
            if sh.samples.len() > MAX_SAMPLES {
                sh.samples.drain(..MAX_SAMPLES / 4);
            }
        }
        self.refresh_chart();
    }

    /// The charts' window: the samples up to the position, the later of two at one cycle,
    /// back to the last reset (where the cycle went down), at most [`HISTORY`].
    fn refresh_chart(&mut self) {
        let sh = self.shared.borrow();
        let end = sh.samples.partition_point(|(i, _)| *i <= sh.timeline.position());
        let mut out: Vec<Sample> = Vec::new();
        for (_, s) in sh.samples[..end].iter().rev() {
            match out.last() {
                Some(l) if l.cycle == s.cycle => continue,
                Some(l) if l.cycle < s.cycle => break,
                _ => {}
            }
            out.push(s.clone());
            if out.len() == HISTORY {
                break;
            }
        }
        out.reverse();
        drop(sh);
        if *self.history != out {
            self.history = Rc::new(out);
        }
    }

    /// Sample the steps before the position again (the thread or unit on screen changed).
    fn resample(&mut self) {
        let (thread, unit) = (self.thread, self.unit);
        {
            let mut sh = self.shared.borrow_mut();
            let sh = &mut *sh;
            let pos = sh.timeline.position();
            let mut samples = Vec::new();
            sh.timeline.replay(pos.saturating_sub(HISTORY), pos, |i, sim| {
                samples.push((
                    i,
                    Sample {
                        cycle: sim.cycle,
                        values: sim.counters(thread, unit).iter().map(|c| c.value).collect(),
                    },
                ));
            });
            sh.samples = samples;
        }
        self.refresh_chart();
    }

    /// What changed between the chosen point (or the step before) and the position.
    fn refresh_changes(&mut self) {
        let (thread, unit) = (self.thread, self.unit);
        let mut sh = self.shared.borrow_mut();
        let pos = sh.timeline.position();
        let other = match self.compare_from {
            Some(p) if p <= sh.timeline.len() => Some(p),
            _ => pos.checked_sub(1),
        };
        let view = match other {
            Some(o) => sh.timeline.changes(o, thread, unit),
            None => ChangeView {
                from: pos,
                to: pos,
                ..ChangeView::default()
            },
        };
        drop(sh);
        if *self.changes != view {
            self.changes = Rc::new(view);
        }
    }

    /// After the history moved or changed: the position, the charts, what changed.
    fn moved(&mut self, cut: Cut) {
        {
            let sh = self.shared.borrow();
            self.position = sh.timeline.position();
            self.steps = sh.timeline.len();
        }
        if let Some(p) = self.compare_from {
            if p > self.steps {
                self.compare_from = None;
            }
        }
        self.version += 1;
        self.sample(cut);
        self.refresh_changes();
    }

    /// Apply actions as one step (or, with `grow`, as more of the last step); on success
    /// record it, on failure keep the state and say why.
    fn apply(&mut self, actions: Vec<Action>, grow: bool) {
        // The only mutable borrow: it ends with the model call, before anything else runs.
        let before = self.position;
        let result = {
            let mut sh = self.shared.borrow_mut();
            if grow {
                sh.timeline.extend_now(actions)
            } else {
                sh.timeline.push(actions)
            }
        };
        match result {
            Ok(outcomes) => {
                self.error = None;
                self.notes = outcomes
                    .iter()
                    .flat_map(|outcome| match outcome {
                        Outcome::Written { notes, .. } => notes.iter().map(|d| d.message.clone()).collect(),
                        Outcome::Trapped { name } => vec![format!(
                            "the hardware refused the access: {name} trap (see the log)"
                        )],
                        _ => Vec::new(),
                    })
                    .collect();
                self.last = outcomes.into_iter().last();
                // A step that grew keeps the samples of its earlier frames.
                let grew = self.with_timeline(|t| t.position()) == before;
                self.moved(if grew { Cut::After } else { Cut::At });
            }
            Err(e) => self.error = Some(e.to_string()),
        }
    }

    /// Move to the state after `index` steps.
    fn go(&mut self, index: usize) {
        let ok = self.shared.borrow_mut().timeline.goto(index);
        if ok {
            self.running = false;
            self.live = false;
            self.notes.clear();
            self.last = None;
            self.error = None;
            self.moved(Cut::None);
        } else {
            self.error = Some(format!(
                "history: there is no step {index} (the session has {} steps)",
                self.steps
            ));
        }
    }

    /// A new session (another start) in place of this one, keeping what is on screen, the
    /// lesson and the speed; its version follows this one's, so that everything that watches
    /// the version sees the change.
    fn replace_with(&mut self, mut s: Session) {
        s.thread = self.thread.min(s.threads().saturating_sub(1));
        s.unit = self.unit;
        s.current = self
            .current
            .filter(|r| s.machine().register(r).is_some())
            .or(s.current);
        s.speed = self.speed;
        s.lesson = self.lesson;
        s.version = self.version + 1;
        *self = s;
    }

    /// Make a PCL call on `thread` (see [`UiAction::Pcl`]); the notes say how PCL answered.
    fn pcl_call(&mut self, thread: u32, call: PclCall) {
        let mut scenario = self.scenario_here();
        scenario.steps.push(Step::Pcl { thread, call });
        match Session::from_scenario(scenario, None) {
            Ok(s) => {
                self.replace_with(s);
                self.notes = self
                    .pcl_calls()
                    .last()
                    .and_then(|c| Some(format!("PCL{}: {}: {}", c.call, c.status, c.message.as_ref()?)))
                    .into_iter()
                    .collect();
            }
            Err(e) => self.error = Some(e),
        }
    }

    /// Apply scenario steps in order (see [`UiAction::Steps`]).
    fn play_steps(&mut self, steps: Vec<Step>) {
        let mut notes = Vec::new();
        for step in steps {
            match step {
                Step::Act(a) => {
                    self.live = false;
                    self.apply(vec![a], false);
                }
                Step::Pcl { thread, call } => self.pcl_call(thread, call),
                // Expectations check; they do nothing to the session.
                _ => continue,
            }
            notes.append(&mut self.notes);
            if self.error.is_some() {
                break;
            }
        }
        self.notes = notes;
    }

    /// Make the state at the position the session's start, with no history (a widget's setup
    /// is where it starts; stepping back does not undo it).
    pub fn start_here(&mut self) {
        self.shared.borrow_mut().timeline.start_here();
        self.start = self.with_timeline(|t| t.start().clone());
        self.compare_from = None;
        self.live = false;
        self.moved(Cut::At);
    }

    /// The session as scenario JSON text (for localStorage; the position is kept beside it).
    pub fn scenario_text(&self) -> String {
        serde_json::to_string(&self.scenario().0.to_json()).unwrap_or_default()
    }
}

/// Which samples a change of the history leaves behind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Cut {
    /// Nothing changed (the position moved).
    None,
    /// A new step at the position: its samples and the later ones go.
    At,
    /// The step at the position grew: the later ones go.
    After,
}

impl Reducible for Session {
    type Action = UiAction;

    fn reduce(self: Rc<Self>, action: UiAction) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            UiAction::Model(a) => {
                next.live = false;
                next.apply(vec![a], false);
            }
            UiAction::Batch(actions) => {
                next.live = false;
                next.apply(actions, false);
            }
            UiAction::Tick => {
                let cycles = next.speed;
                let grow = next.live;
                next.apply(vec![Action::Run { cycles }], grow);
                next.live = next.error.is_none();
            }
            UiAction::Back => {
                if next.position > 0 {
                    next.go(next.position - 1);
                }
            }
            UiAction::Forward => {
                if next.position < next.steps {
                    next.go(next.position + 1);
                }
            }
            UiAction::Goto(i) => next.go(i),
            UiAction::CompareFrom(p) => {
                next.compare_from = p.filter(|p| *p <= next.steps);
                next.refresh_changes();
            }
            UiAction::NewSession {
                machine,
                seed,
                threads,
                workload,
            } => match Session::new(&machine, seed, threads, &workload) {
                // A new or restored session keeps the lesson it works on (the lesson panel
                // says when it is on another machine).
                Ok(s) => {
                    next = Session {
                        lesson: next.lesson,
                        ..s
                    }
                }
                Err(e) => next.error = Some(e.to_string()),
            },
            UiAction::Restore(scenario, at) => match Session::from_scenario(*scenario, at) {
                Ok(s) => {
                    next = Session {
                        lesson: next.lesson,
                        ..s
                    }
                }
                Err(e) => next.error = Some(e),
            },
            UiAction::Show(reg) => {
                next.current = Some(reg);
                next.focus = None;
                next.notes.clear();
            }
            UiAction::ShowField(name) => {
                let machine = next.machine();
                let (reg, field) = name.split_once('.').unwrap_or((name.as_str(), ""));
                if let Some(r) = machine.register(reg) {
                    if next.current != Some(r.name) {
                        next.notes.clear();
                    }
                    next.current = Some(r.name);
                    let seq = next.focus.map_or(0, |(_, n)| n + 1);
                    next.focus = r.field(field).map(|f| (f.name, seq));
                }
            }
            UiAction::Thread(t) => {
                if t < next.threads() {
                    next.thread = t;
                    next.resample();
                    next.refresh_changes();
                }
            }
            UiAction::Unit(u) => {
                next.unit = u;
                next.resample();
                next.refresh_changes();
            }
            UiAction::Running(r) => {
                next.running = r;
                next.live = false;
            }
            UiAction::Speed(s) => next.speed = s.max(1),
            UiAction::Pcl(call) => {
                next.running = false;
                next.live = false;
                next.pcl_call(next.thread, call);
            }
            UiAction::Steps(steps) => next.play_steps(steps),
            UiAction::StartLesson(id) => match crate::lesson::start(id) {
                Ok(s) => {
                    next.lesson = None;
                    next.replace_with(s);
                    next.lesson = Some(id);
                    next.current = crate::lesson::find(id)
                        .ok()
                        .and_then(crate::lesson::focus_register)
                        .or(next.current);
                    next.thread = 0;
                    next.unit = 0;
                    next.running = false;
                }
                Err(e) => next.error = Some(e),
            },
            UiAction::LeaveLesson => next.lesson = None,
            UiAction::Error(e) => next.error = Some(e),
            UiAction::DismissError => next.error = None,
        }
        Rc::new(next)
    }
}

/// The page's step back in a T4 session of `actions` actions (the four PICs counting with
/// trap-on-overflow; every third action a write of PIC0 near its wrap, the others runs of
/// 100,000 cycles), measured over up to 1,000 steps back from its end through the reducer:
/// the history moves and the charts and "what changed" follow, as a click on "step back"
/// does. The session is restored from its scenario, as a permalink is.
pub fn bench_step_back(
    now: &dyn Fn() -> f64,
    actions: usize,
) -> Result<pmu_model::bench::BenchResult, String> {
    use pmu_model::scenario::Step;
    use pmu_model::sim::WriteValue;
    let mut scenario = Scenario::new("sparc-t4", 1, 1, builtin("default").ok_or("no default workload")?);
    for (n, sl, mask) in [
        (0, "26", "0"),
        (1, "3", "0x3f"),
        (2, "16", "0x7"),
        (3, "25", "0xf"),
    ] {
        scenario.steps.push(Step::Act(Action::Write {
            thread: 0,
            unit: 0,
            reg: format!("PCR{n}"),
            value: WriteValue::Fields(
                [
                    ("sl", sl),
                    ("mask", mask),
                    ("ut", "1"),
                    ("st", "1"),
                    ("ht", "1"),
                    ("toe", "1"),
                ]
                .iter()
                .map(|(f, v)| (f.to_string(), v.to_string()))
                .collect(),
            ),
        }));
    }
    for i in 4..actions {
        scenario.steps.push(Step::Act(if i % 3 == 0 {
            Action::Write {
                thread: 0,
                unit: 0,
                reg: "PIC0".into(),
                value: WriteValue::Raw(0xffff_0000 | (i as u64 & 0xffff)),
            }
        } else {
            Action::Run { cycles: 100_000 }
        }));
    }
    let mut s = Rc::new(Session::from_scenario(scenario, None)?);
    let cycles = s.cycle();
    let backs = actions.min(1_000);
    let t0 = now();
    for _ in 0..backs {
        s = s.reduce(UiAction::Back);
    }
    let seconds = now() - t0;
    if s.position != actions - backs {
        return Err(format!("stepped back to {}, not {}", s.position, actions - backs));
    }
    Ok(pmu_model::bench::BenchResult {
        name: "page: one step back in a 10,000-action T4 session (history, charts, what changed)",
        cycles,
        actions: backs as u64,
        seconds,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use pmu_model::sim::WriteValue;

    fn write(reg: &str, v: u64) -> UiAction {
        UiAction::Model(Action::Write {
            thread: 0,
            unit: 0,
            reg: reg.into(),
            value: WriteValue::Raw(v),
        })
    }

    /// PCL region calls are recorded as steps: a refused call keeps its status and says why,
    /// the cycles run inside a region count through the 32-bit PIC's wrap (the model's
    /// executor replays them through the region), the history starts afresh after each call,
    /// and the session replays to the same calls.
    #[test]
    fn pcl_calls_are_recorded_and_replay() {
        use pmu_model::pcl::Mode;
        use pmu_model::scenario::output::PclNumber;
        let s = Rc::new(Session::default_session()).reduce(write("PIC3", 5));
        let s = s.reduce(UiAction::Pcl(PclCall::Read));
        assert!(s.notes.iter().any(|n| n.contains("PCLread")), "{:?}", s.notes);
        assert_eq!(
            (s.steps, s.peek("PIC3")),
            (0, Some(5)),
            "the write is in the start now"
        );
        let s = s.reduce(UiAction::Pcl(PclCall::Start {
            events: vec!["PCL_CYCLES".into()],
            mode: Mode::UserSystem,
            mhz: None,
        }));
        assert!(s.pcl_open());
        let s = s
            .reduce(UiAction::Model(Action::Run {
                cycles: 3_000_000_000,
            }))
            .reduce(UiAction::Model(Action::Run {
                cycles: 2_000_000_000,
            }));
        assert_eq!(s.steps, 2, "runs inside a region are steps of the history");
        let s = s.reduce(UiAction::Pcl(PclCall::Stop));
        assert!(!s.pcl_open());
        let calls = s.pcl_calls();
        assert_eq!(calls.len(), 3);
        let total = calls[2].events.as_ref().and_then(|e| e.first()).map(|v| v.value);
        assert!(
            matches!(total, Some(PclNumber::Count(c)) if c > 1 << 32),
            "{total:?}"
        );
        let back = Session::from_scenario(s.scenario().0, None).expect("replays");
        assert_eq!(back.pcl_calls(), calls);
        assert_eq!(back.with(|sim| sim.registers(0)), s.with(|sim| sim.registers(0)));
    }

    #[test]
    fn default_session_constructs() {
        for m in pmu_model::MACHINES {
            assert!(Session::new(m.id, 1, 1, "default").is_ok(), "{}", m.id);
        }
        let _ = Session::default_session();
    }

    #[test]
    fn actions_go_through_the_model_and_are_recorded() {
        let s = Rc::new(Session::default_session());
        let s = s.reduce(write("PCR0", 0xd01d)); // sl 26, ut/st/ht, ov (cannot be set), toe
        assert_eq!(s.peek("PCR0"), Some(0xd01c), "ov stayed 0");
        assert!(s.notes.iter().any(|n| n.contains("never set")), "{:?}", s.notes);
        let s = s.reduce(UiAction::Tick);
        assert_eq!(s.peek("PIC0"), Some(10_000));
        let s = s.reduce(UiAction::Tick);
        assert_eq!(s.steps, 2, "write + one live run (two frames)");
        assert_eq!(s.scenario().0.steps.len(), 2, "write + one merged run");
        let back = Session::from_scenario(Scenario::parse(&s.scenario_text()).expect("parse"), None)
            .expect("restore");
        assert_eq!(back.with(|sim| sim.registers(0)), s.with(|sim| sim.registers(0)));
        assert_eq!(back.cycle(), 20_000);
    }

    #[test]
    fn a_refused_action_keeps_the_state_and_says_why() {
        let s = Rc::new(Session::default_session());
        let v = s.version;
        let s = s.reduce(write("PCR9", 1));
        assert_eq!(s.version, v);
        assert!(s.error.as_deref().is_some_and(|e| e.contains("PCR9")));
        assert_eq!(s.steps, 0);
        assert!(s.scenario().0.steps.is_empty());
    }

    /// A live run is one step whose frames each add a sample to the charts.
    #[test]
    fn a_live_run_is_one_step_with_a_sample_per_frame() {
        let s = Rc::new(Session::default_session());
        let mut s = s.reduce(write("PCR0", 0xd01c)).reduce(UiAction::Running(true));
        for _ in 0..5 {
            s = s.reduce(UiAction::Tick);
        }
        assert_eq!((s.position, s.steps), (2, 2), "the frames grew one step");
        let cycles: Vec<u64> = s.history.iter().map(|x| x.cycle).collect();
        assert_eq!(cycles, vec![0, 10_000, 20_000, 30_000, 40_000, 50_000]);
        let s = s.reduce(UiAction::Running(false)).reduce(UiAction::Tick);
        assert_eq!(s.steps, 3, "a new run is a new step");
    }

    #[test]
    fn charts_sample_the_counters() {
        let s = Rc::new(Session::default_session());
        let s = s.reduce(write("PCR0", 0xd01c));
        let s = s.reduce(UiAction::Tick).reduce(UiAction::Tick);
        let last = s.history.last().expect("samples");
        assert_eq!(last.cycle, 20_000);
        assert_eq!(last.values[0], 20_000, "PIC0 counts cycles");
        let rows = s.counters();
        assert_eq!(rows.len(), 8, "PIC0-3 and four DRAM counters");
        assert_eq!(rows[0].spec.id, "PIC0");
        assert!(!rows[0].overflow);
    }

    /// The "why" notes the page shows (issue 16's checks): a T4 PCR0 with sl 26 and no mode
    /// bit names the mode bits (seed 000 TABLE 10-1 ut/st/ht); a Montecito PMC4 counting
    /// CPU_OP_CYCLES at every privilege level with PSR.up = 1 but ism = 0 names ism (seed 003
    /// Table 3-5), and with ism = 2 it counts and no note is left.
    #[test]
    fn why_notes_name_what_stops_a_counter() {
        let s = Rc::new(Session::default_session());
        assert!(
            s.not_counting().is_empty(),
            "nothing programmed, nothing to explain"
        );
        let s = s.reduce(write("PCR0", 26 << 11));
        let whys = s.not_counting();
        assert_eq!(whys.iter().map(|w| w.counter).collect::<Vec<_>>(), ["PIC0"]);
        let fields: Vec<&String> = whys[0].unmet().flat_map(|g| &g.fields).collect();
        assert_eq!(fields, ["PCR0.ut", "PCR0.st", "PCR0.ht"]);
        for reg in ["PCR0", "PIC0"] {
            assert_eq!(s.why_for_register(reg).len(), 1, "{reg}");
        }
        assert!(s.why_for_register("PCR1").is_empty());
        let s = s.reduce(write("PCR0", 26 << 11 | 1 << 2));
        assert!(s.not_counting().is_empty(), "ut = 1 in user mode counts");

        let mut s = Rc::new(Session::new("montecito", 1, 2, "default").expect("montecito"));
        s = s.reduce(UiAction::Model(Action::SetMode {
            thread: Some(0),
            mode: ModeSpec::Itanium {
                cpl: 3,
                up: true,
                pp: false,
            },
        }));
        let pmc4 = |ism: u64| 0x12 << 8 | 0xf | ism << 24;
        s = s.reduce(write("PMC4", pmc4(0)));
        let whys = s.not_counting();
        assert_eq!(whys.iter().map(|w| w.counter).collect::<Vec<_>>(), ["PMD4"]);
        assert!(whys[0].unmet().any(|g| g.fields == ["PMC4.ism"]), "{whys:?}");
        assert_eq!(s.why_for_register("PMC4").len(), 1);
        s = s.reduce(write("PMC4", pmc4(2)));
        assert!(s.not_counting().is_empty(), "{:?}", s.not_counting());
        s = s.reduce(UiAction::Model(Action::Run { cycles: 1000 }));
        assert!(s.peek("PMD4").is_some_and(|v| v > 0), "PMD4 advances");
        // PSR.up = 0: the note names PSR.up, in PMC4's and in PSR's diagnostics.
        s = s.reduce(UiAction::Model(Action::SetMode {
            thread: Some(0),
            mode: ModeSpec::Itanium {
                cpl: 3,
                up: false,
                pp: false,
            },
        }));
        assert!(s.why_for_register("PSR").iter().any(|w| w.counter == "PMD4"));
    }

    #[test]
    fn show_field_opens_the_register_and_names_the_field() {
        let s = Rc::new(Session::new("montecito", 1, 1, "default").expect("montecito"));
        let s = s.reduce(UiAction::ShowField("PMC4.ism".into()));
        assert_eq!((s.current, s.focus), (Some("PMC4"), Some(("ism", 0))));
        let s = s.reduce(UiAction::ShowField("PMC4.ism".into()));
        assert_eq!(s.focus, Some(("ism", 1)), "asked again: focused again");
        let s = s.reduce(UiAction::ShowField("psr.up".into()));
        assert_eq!((s.current, s.focus), (Some("PSR"), Some(("up", 2))));
        let s = s.reduce(UiAction::ShowField("PMC99.x".into()));
        assert_eq!(s.current, Some("PSR"), "no such register: nothing changes");
        let s = s.reduce(UiAction::Show("PMC5"));
        assert_eq!((s.current, s.focus), (Some("PMC5"), None));
    }

    /// The PCL panel's Apply as the panel makes it: read the plan through `with` (the borrow
    /// ends there), then dispatch one batch. On every machine, and on both Montecito threads,
    /// it programs the counters without a trap or an error, leaves the thread in the mode it
    /// was in (Montecito gains PSR.up), and the recorded session replays to the same state.
    /// Before, the panel held a borrow of the simulator across its dispatches and panicked.
    #[test]
    fn pcl_apply_is_one_batch_that_programs_every_machine() {
        use pmu_model::pcl::{program::program, query, region::start_actions, Mode};
        for (id, threads) in [
            ("sparc-t4", 1),
            ("sparc-kt", 1),
            ("montecito", 1),
            ("montecito", 2),
        ] {
            let mut s = Rc::new(Session::new(id, 1, threads, "default").expect(id));
            for t in 0..threads {
                s = s.reduce(UiAction::Thread(t));
                let a = query(id, &["PCL_INSTR", "PCL_L1DCACHE_MISS"], Mode::User).expect("countable");
                let p = program(&a).expect("programming");
                let before = s.mode();
                let actions = s.with(|sim| start_actions(sim, t, &p));
                s = s.reduce(UiAction::Batch(actions));
                assert_eq!(s.error, None, "{id} thread {t}");
                assert!(
                    s.notes.iter().all(|n| !n.contains("refused")),
                    "{id}: {:?}",
                    s.notes
                );
                assert!(s.with(|sim| sim.log.is_empty()), "{id}: no trap");
                for w in p
                    .writes
                    .iter()
                    .filter(|w| !p.counters.iter().any(|c| c.reg == w.reg))
                {
                    assert_eq!(s.peek(w.reg), Some(w.value), "{id} thread {t}: {}", w.reg);
                }
                match (before, s.mode()) {
                    (Some(ModeSpec::Itanium { cpl, pp, .. }), now) => {
                        assert_eq!(now, Some(ModeSpec::Itanium { cpl, up: true, pp }), "{id}")
                    }
                    (before, now) => assert_eq!(before, now, "{id}: back in the mode it was in"),
                }
            }
            let s = s.reduce(UiAction::Tick);
            let back = Session::from_scenario(Scenario::parse(&s.scenario_text()).expect("parse"), None)
                .expect("replays");
            for t in 0..threads {
                assert_eq!(
                    back.with(|sim| sim.registers(t)),
                    s.with(|sim| sim.registers(t)),
                    "{id}"
                );
            }
        }
    }

    /// Time travel through the reducer: each click is a step (two "Step 10" clicks are two),
    /// back and forward give the states replaying gives, what changed follows the position,
    /// a new action after going back cuts the future, and the permalink's scenario and
    /// position restore the same point with the same future.
    #[test]
    fn back_forward_goto_and_the_permalink_position() {
        let run = |n| UiAction::Model(Action::Run { cycles: n });
        let s = Rc::new(Session::default_session());
        let s = s
            .reduce(UiAction::Model(Action::SetMode {
                thread: None,
                mode: ModeSpec::Sparc(SparcMode::User),
            }))
            .reduce(write("PCR0", 0xd004))
            .reduce(write("PIC0", 0xffff_fff0))
            .reduce(run(10))
            .reduce(run(10));
        assert_eq!((s.position, s.steps), (5, 5));
        assert_eq!(s.peek("PIC0"), Some(4));
        assert!(s
            .changes
            .changes
            .describe()
            .contains(&"PCR0.ov 0x0 -> 0x1".to_string()));
        assert_eq!(s.changes.changed_bits("PCR0"), 1);
        let s = s.reduce(UiAction::Back);
        assert_eq!(
            (s.position, s.cycle(), s.peek("PIC0")),
            (4, 10, Some(0xffff_fffa))
        );
        assert_eq!(s.changes.counters[0].delta, 10);
        assert_eq!(s.peek("PCR0"), Some(0xd004), "ov clear before the wrap");
        assert!(s.log_tail(10).is_empty(), "the overflow is in the future");
        let s = s.reduce(UiAction::Forward);
        assert_eq!((s.position, s.peek("PIC0")), (5, Some(4)));
        assert_eq!(s.log_tail(10).len(), 1, "the overflow is back");
        // Compare two points: from the start to here.
        let s = s.reduce(UiAction::CompareFrom(Some(0)));
        assert_eq!((s.changes.from, s.changes.to), (0, 5));
        assert_eq!(s.changes.log_total, 1);
        let s = s.reduce(UiAction::CompareFrom(None));
        // The permalink at a mid-history position.
        let s = s.reduce(UiAction::Goto(3));
        assert_eq!(
            s.history.last().map(|x| x.cycle),
            Some(0),
            "the charts end at the position"
        );
        let (scenario, at) = s.scenario();
        assert_eq!(at, Some(3));
        let text = scenario.write();
        let back = Session::from_scenario(Scenario::parse(&text).expect("parse"), at).expect("restore");
        assert_eq!((back.position, back.steps), (3, 5));
        assert_eq!(back.with(|sim| sim.registers(0)), s.with(|sim| sim.registers(0)));
        let back = Rc::new(back).reduce(UiAction::Goto(5));
        assert_eq!(back.peek("PIC0"), Some(4));
        // A new action after going back cuts the future.
        let s = s.reduce(run(1));
        assert_eq!((s.position, s.steps), (4, 4));
        assert_eq!(s.cycle(), 1);
        let s = s.reduce(UiAction::Forward);
        assert_eq!(s.position, 4, "nothing to go forward to");
        let s = s.reduce(UiAction::Goto(9));
        assert!(s.error.as_deref().is_some_and(|e| e.contains("no step 9")));
    }

    /// The benchmark's session steps back as far as it says (its time is reported by the
    /// wasm build's `bench`, never asserted).
    #[test]
    fn the_step_back_benchmark_runs() {
        let clock = std::time::Instant::now();
        let now = move || clock.elapsed().as_secs_f64();
        let r = bench_step_back(&now, 300).expect("bench");
        assert_eq!(r.actions, 300);
        assert!(r.cycles > 0);
    }

    /// A batch is one step, and all or nothing.
    #[test]
    fn a_batch_is_one_step() {
        let s = Rc::new(Session::default_session());
        let act = |reg: &str, v| Action::Write {
            thread: 0,
            unit: 0,
            reg: reg.into(),
            value: WriteValue::Raw(v),
        };
        let s = s.reduce(UiAction::Batch(vec![act("PCR0", 0xd004), act("PIC0", 5)]));
        assert_eq!(s.steps, 1);
        let s = s.reduce(UiAction::Batch(vec![act("PCR1", 0xd004), act("PCR9", 1)]));
        assert_eq!(s.steps, 1);
        assert!(s.error.as_deref().is_some_and(|e| e.contains("PCR9")));
        assert_eq!(s.peek("PCR1"), Some(0), "nothing of a refused batch is applied");
    }

    /// A bounded native monkey: every kind of user action, with good and bad arguments, on
    /// every machine, reduces without a panic and leaves a session that still steps.
    #[test]
    fn any_action_on_any_machine_reduces_without_a_panic() {
        use pmu_model::sim::{HvPolicy, Until};
        for (id, threads) in [
            ("sparc-t4", 1),
            ("sparc-t4", 4),
            ("sparc-kt", 2),
            ("montecito", 1),
            ("montecito", 2),
        ] {
            let mut s = Rc::new(Session::new(id, 7, threads, "default").expect(id));
            let machine = s.machine();
            let mut actions = vec![
                UiAction::Thread(threads - 1),
                UiAction::Thread(threads + 5),
                UiAction::Unit(3),
                UiAction::Speed(0),
                UiAction::Tick,
                UiAction::Running(true),
                UiAction::Running(false),
                UiAction::Error("x".into()),
                UiAction::DismissError,
                UiAction::Model(Action::RunUntil {
                    until: Until::Overflow,
                    max_cycles: 1 << 20,
                }),
                UiAction::Model(Action::RunUntil {
                    until: Until::ThreadSwitch,
                    max_cycles: 1 << 20,
                }),
                UiAction::Model(Action::Hypercall {
                    thread: 0,
                    func: 0x123,
                    args: vec![0, 0xffff],
                }),
                UiAction::Model(Action::SetPolicy(HvPolicy::default())),
                UiAction::Batch(vec![Action::Run { cycles: 10 }, Action::Reset]),
                UiAction::Batch(Vec::new()),
                UiAction::Back,
                UiAction::Back,
                UiAction::Forward,
                UiAction::Goto(1),
                UiAction::Goto(usize::MAX),
                UiAction::CompareFrom(Some(0)),
                UiAction::CompareFrom(Some(usize::MAX)),
            ];
            for mode in [
                ModeSpec::Sparc(SparcMode::User),
                ModeSpec::Sparc(SparcMode::Hyperprivileged),
                ModeSpec::Itanium {
                    cpl: 3,
                    up: true,
                    pp: true,
                },
            ] {
                actions.push(UiAction::Model(Action::SetMode {
                    thread: Some(threads),
                    mode,
                }));
                actions.push(UiAction::Model(Action::SetMode { thread: None, mode }));
            }
            for r in machine.registers {
                actions.push(UiAction::Show(r.name));
                for (unit, v) in [(0, u64::MAX), (0, 0x5555_5555_5555_5555), (9, 1)] {
                    actions.push(UiAction::Model(Action::Write {
                        thread: 0,
                        unit,
                        reg: r.name.into(),
                        value: WriteValue::Raw(v & r.width_mask()),
                    }));
                }
                actions.push(UiAction::Model(Action::Read {
                    thread: threads,
                    unit: 0,
                    reg: r.name.into(),
                }));
                actions.push(UiAction::Model(Action::Run { cycles: 1000 }));
                actions.push(UiAction::Thread(1));
            }
            for a in actions {
                s = s.reduce(a);
                let _ = (s.counters(), s.log_tail(10), s.effective_mode(), s.workload());
            }
            let cycle = s.cycle();
            let s = s.reduce(UiAction::Model(Action::Run { cycles: 10 }));
            assert_eq!(s.cycle(), cycle + 10, "{id}: still steps");
        }
    }
}
