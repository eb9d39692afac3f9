//! Running a scenario: every step in order against one [`Simulator`], with the expectations
//! checked and the reads and PCL calls collected into an [`Output`].

use std::borrow::Cow;

use super::output::{ExpectFailure, Output, PclJson, PclNumber, PclValueJson, ReadJson};
use super::steps::{at, top, PclCall, Scenario, ScenarioError, Step, Want};
use crate::number::hex;
use crate::pcl::metrics::Value as PclValue;
use crate::pcl::region;
use crate::sim::{Action, Outcome, SimError, Simulator, Stop, MAX_EVENTS_PER_RUN};

/// What a session did, as expectations and a lesson's goals see it: the simulator after the
/// last step and its PCL descriptor with the calls made (whose region totals no register
/// holds). A [`Replay`] plays on it.
pub struct Played {
    pub sim: Simulator,
    pub pcl: PclRecord,
}

/// What a [`Replay`] plays a scenario's steps on: a simulator of its own with its PCL calls
/// ([`Played`]), or a page's history, which keeps each action as a step the user can go back
/// to. The replay decides what each step does and counts the work; the player applies it.
pub trait Player {
    /// The state the next step applies to.
    fn sim(&self) -> &Simulator;

    /// Apply one action. `goes_on`: it goes on with a run that the simulator's event limit cut
    /// short (a history grows that run's step rather than beginning another).
    fn apply(&mut self, action: Action, goes_on: bool) -> Result<Outcome, SimError>;

    /// The simulator and the PCL calls made, for PCL calls and for runs inside an open region
    /// (which run through it). `None` for a player that keeps plain actions only: its runs are
    /// plain runs, and a PCL call is refused.
    fn pcl(&mut self) -> Option<(&mut Simulator, &mut PclRecord)>;

    /// Make PCL call `call` as step `step`, for a player that keeps its own PCL record beside
    /// plain actions (a page's history, which records the call as the actions it applied):
    /// `None` for the others, which give [`Player::pcl`] instead.
    fn pcl_step(&mut self, _step: usize, _thread: u32, _call: &PclCall) -> Option<Result<(), SimError>> {
        None
    }

    /// What a read step (step `step`) returned, for a player that reports reads
    /// ([`Scenario::run`]); the others let it go.
    fn read(&mut self, _step: usize, _thread: u32, _unit: u32, _reg: &str, _value: Option<u64>) {}

    /// An expectation (step `step`), for a player that evaluates them ([`Scenario::run`]); the
    /// others pass over it.
    fn expect(&mut self, _step: usize, _expectation: &Step) -> Result<(), ScenarioError> {
        Ok(())
    }
}

impl Player for Played {
    fn sim(&self) -> &Simulator {
        &self.sim
    }

    fn apply(&mut self, action: Action, _goes_on: bool) -> Result<Outcome, SimError> {
        self.sim.apply(action)
    }

    fn pcl(&mut self) -> Option<(&mut Simulator, &mut PclRecord)> {
        Some((&mut self.sim, &mut self.pcl))
    }
}

/// A session's PCL state beside its simulator: the one descriptor (on the thread of the first
/// PCL call; PCL's handle is per thread, seed 002 L2123-L2134) and every call made through it.
/// The replay keeps one, and so does a page that records PCL calls as steps, so that a
/// recorded session replays exactly as it ran.
#[derive(Clone, Debug, Default)]
pub struct PclRecord {
    region: Option<region::Session>,
    /// The calls made, in order, as the scenario result reports them.
    pub calls: Vec<PclJson>,
}

impl PclRecord {
    /// Whether a region is open: a plain run must then go through [`PclRecord::run`].
    pub fn open(&self) -> bool {
        self.region.as_ref().is_some_and(|r| r.depth() > 0)
    }

    /// Make a PCL call as step `step` of the session and record it. A call PCL refuses (bad
    /// nesting, an event the machine lacks) is recorded with its status, like a successful one.
    pub fn call(&mut self, sim: &mut Simulator, step: usize, thread: u32, call: &PclCall) -> &PclJson {
        let r = self.region.get_or_insert_with(|| region::Session::new(thread));
        let json = pcl_call(r, sim, step, thread, call);
        self.calls.push(json);
        &self.calls[self.calls.len() - 1]
    }

    /// The actions the calls applied to the simulator since they were last taken (see
    /// [`region::Session::take_applied`]).
    pub fn take_applied(&mut self) -> Vec<Action> {
        self.region
            .as_mut()
            .map(region::Session::take_applied)
            .unwrap_or_default()
    }

    /// Run `cycles` through the open region, so that its 64-bit totals see every counter
    /// wrap, as PCL's interval timer does "to avoid overflow" (seed 002 L2299-L2302); with no
    /// region open, just run.
    pub fn run(&mut self, sim: &mut Simulator, cycles: u64) -> Result<(), region::RegionError> {
        match self.region.as_mut() {
            Some(r) => r.run(sim, cycles),
            None => region::Session::new(0).run(sim, cycles),
        }
    }
}

/// What [`Scenario::run`] plays on: a simulator of its own, which also keeps every read's value
/// and evaluates the expectations.
struct Checked {
    played: Played,
    reads: Vec<ReadJson>,
    errors: Vec<ExpectFailure>,
}

impl Player for Checked {
    fn sim(&self) -> &Simulator {
        &self.played.sim
    }

    fn apply(&mut self, action: Action, goes_on: bool) -> Result<Outcome, SimError> {
        self.played.apply(action, goes_on)
    }

    fn pcl(&mut self) -> Option<(&mut Simulator, &mut PclRecord)> {
        self.played.pcl()
    }

    fn read(&mut self, step: usize, thread: u32, unit: u32, reg: &str, value: Option<u64>) {
        let read = ReadJson::of(&self.played.sim, step, thread, unit, reg, value);
        self.reads.push(read);
    }

    fn expect(&mut self, step: usize, expectation: &Step) -> Result<(), ScenarioError> {
        let (sim, pcl) = (&self.played.sim, &self.played.pcl.calls);
        if let Some(message) = unmet(expectation, step, sim, pcl)? {
            self.errors.push(ExpectFailure { step, message });
        }
        Ok(())
    }
}

impl Scenario {
    /// Run every step; the result JSON of docs/scenarios.md. A step the simulator refuses is an
    /// error naming the step (the simulator's state is then as after the previous step).
    pub fn run(&self) -> Result<Output, ScenarioError> {
        let (mut replay, played) = Replay::start(self)?;
        let mut out = Checked {
            played,
            reads: Vec::new(),
            errors: Vec::new(),
        };
        replay.advance(&mut out, u64::MAX)?;
        Ok(Output {
            reads: out.reads,
            errors: out.errors,
            pcl: out.played.pcl.calls,
            ..Output::of(&out.played.sim)
        })
    }

    /// The simulator after every step (expectations are not checked). The UI restores a
    /// session this way: the same seed and actions give the same state, bit for bit.
    pub fn simulate(&self) -> Result<Simulator, ScenarioError> {
        Ok(self.play()?.sim)
    }

    /// The simulator after every step and the PCL calls made; expectations are not checked.
    pub fn play(&self) -> Result<Played, ScenarioError> {
        let (mut replay, mut played) = Replay::start(self)?;
        replay.advance(&mut played, u64::MAX)?;
        Ok(played)
    }

    /// What replaying this scenario asks for: its steps and the cycles its runs add up to
    /// (saturating), as a page says it before it spends them.
    pub fn asks(&self) -> Asks {
        let cycles = self
            .steps
            .iter()
            .filter_map(|s| match s {
                Step::Act(Action::Run { cycles }) => Some(*cycles),
                _ => None,
            })
            .fold(0u64, u64::saturating_add);
        Asks {
            steps: self.steps.len(),
            cycles,
            threads: self.threads,
        }
    }
}

/// What a scenario asks a replay to do (see [`Scenario::asks`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Asks {
    pub steps: usize,
    /// The cycles of its plain runs added up (runs until a condition are not counted).
    pub cycles: u64,
    pub threads: u32,
}

/// How far a [`Replay`] got.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    /// Every step was replayed.
    Done,
    /// The work budget ran out; `step` is the next step to replay (a run may be part done).
    Paused { step: usize, cycle: u64 },
}

/// Work units of a replay: one per call into the simulator, and [`MAX_EVENTS_PER_RUN`] more
/// for a run the simulator cut short at its event limit (it processed that many hardware
/// events). Deterministic, unlike a clock, so a budget pauses a given link at the same place
/// on every machine.
pub const WORK_PER_CALL: u64 = 1;

/// A run inside an open PCL region is replayed in pieces of at most this many cycles, so that
/// a budget can pause it (the region samples its counters at least this often anyway).
const REGION_PIECE: u64 = 1 << 32;

/// A scenario replayed under a work budget (ARCHITECTURE.md, Architecture Invariant (no link
/// of death)): the one executor of scenario steps. A permalink or a saved session asks for
/// unbounded work, so a page replays it with [`Replay::advance`] a budget at a time, says how
/// far it got and what the link asks for, and goes on only if the user wants. The replay is
/// where it is in the scenario and the work it has spent; the state is its [`Player`]'s, so
/// that a page can play the steps onto its history. Pausing part-way through a run and going
/// on gives the same state as running it at once (runs are granularity-invariant).
pub struct Replay<'a> {
    /// Borrowed by [`Replay::start`]; owned by [`Replay::owned`], for a page that keeps a
    /// paused replay beside the session it shows.
    scenario: Cow<'a, Scenario>,
    /// The next step to replay, and the cycles of it already run (when it is a run).
    next: usize,
    done_in_step: u64,
    /// Work spent so far.
    pub work: u64,
}

impl Replay<'static> {
    /// As [`Replay::start`], owning the scenario.
    pub fn owned(scenario: Scenario) -> Result<(Replay<'static>, Played), ScenarioError> {
        Replay::new(Cow::Owned(scenario))
    }
}

impl<'a> Replay<'a> {
    /// A replay before the first step of `scenario`, and its machine at reset to play on.
    pub fn start(scenario: &'a Scenario) -> Result<(Replay<'a>, Played), ScenarioError> {
        Replay::new(Cow::Borrowed(scenario))
    }

    fn new(scenario: Cow<'a, Scenario>) -> Result<(Replay<'a>, Played), ScenarioError> {
        let mut sim = Simulator::with_workload(
            &scenario.machine,
            scenario.seed,
            scenario.threads,
            scenario.workload.clone(),
        )
        .map_err(|e| top("machine", e.to_string()))?;
        if let Some(cfg) = &scenario.thread_switching {
            sim.set_switch_config(cfg.clone())
                .map_err(|e| top("montecito", e.to_string()))?;
        }
        let replay = Replay {
            scenario,
            next: 0,
            done_in_step: 0,
            work: 0,
        };
        let played = Played {
            sim,
            pcl: PclRecord::default(),
        };
        Ok((replay, played))
    }

    /// Replay steps on `on` until they are all done or `budget` more work units are spent (it
    /// may overshoot by one call into the simulator, itself bounded by the event limit).
    pub fn advance(&mut self, on: &mut dyn Player, budget: u64) -> Result<Progress, ScenarioError> {
        self.advance_to(on, self.scenario.steps.len(), budget)
    }

    /// As [`Replay::advance`], up to step `end` only: `Done` once the steps before it are
    /// replayed (a page plays a scenario's start on a simulator of its own and the rest onto
    /// its history).
    pub fn advance_to(
        &mut self,
        on: &mut dyn Player,
        end: usize,
        budget: u64,
    ) -> Result<Progress, ScenarioError> {
        let limit = self.work.saturating_add(budget);
        while self.next < end.min(self.scenario.steps.len()) {
            if self.work >= limit {
                return Ok(Progress::Paused {
                    step: self.next,
                    cycle: on.sim().cycle,
                });
            }
            if self.step(on, limit)? {
                self.next += 1;
                self.done_in_step = 0;
            }
        }
        Ok(Progress::Done)
    }

    /// The scenario being replayed.
    pub fn scenario(&self) -> &Scenario {
        &self.scenario
    }

    /// The steps replayed so far, as a scenario (a run part done is cut at what ran): what a
    /// page keeps if the user stops a long link part-way.
    pub fn so_far(&self) -> Scenario {
        let mut s = Scenario::clone(&self.scenario);
        s.steps.truncate(self.next);
        if self.done_in_step > 0 {
            s.steps.push(Step::Act(Action::Run {
                cycles: self.done_in_step,
            }));
        }
        s
    }

    /// Replay (part of) step `next` on `on`; true when the step is done.
    fn step(&mut self, on: &mut dyn Player, limit: u64) -> Result<bool, ScenarioError> {
        let i = self.next;
        let step = &self.scenario.steps[i];
        match step {
            Step::Act(Action::Run { cycles }) => {
                // While a region is open, runs go through it, so that its 64-bit totals see
                // every counter wrap, as PCL's interval timer does "to avoid overflow" (seed
                // 002 L2299-L2302).
                if let Some((sim, pcl)) = on.pcl().filter(|(_, pcl)| pcl.open()) {
                    let piece = (cycles - self.done_in_step).min(REGION_PIECE);
                    pcl.run(sim, piece).map_err(|e| at(i, "run", e.to_string()))?;
                    self.work += WORK_PER_CALL + piece.div_ceil(REGION_PIECE >> 4);
                    self.done_in_step += piece;
                    return Ok(self.done_in_step >= *cycles);
                }
                // A plain run goes on where the simulator's event limit cut it short, one call
                // at a time, so that the budget is looked at between calls.
                while self.done_in_step < *cycles && self.work < limit {
                    let run = Action::Run {
                        cycles: cycles - self.done_in_step,
                    };
                    let outcome = on
                        .apply(run, self.done_in_step > 0)
                        .map_err(|e| at(i, "run", e.to_string()))?;
                    self.work += WORK_PER_CALL;
                    match cut_short(&outcome) {
                        Some(c) if c > 0 => {
                            self.work += u64::from(MAX_EVENTS_PER_RUN);
                            self.done_in_step += c;
                        }
                        _ => return Ok(true),
                    }
                }
                Ok(self.done_in_step >= *cycles)
            }
            Step::Act(action) => {
                let outcome = on
                    .apply(action.clone(), false)
                    .map_err(|e| at(i, step_field(action), e.to_string()))?;
                self.work += WORK_PER_CALL;
                if let (Action::Read { thread, unit, reg }, Outcome::Read { value }) = (action, &outcome) {
                    on.read(i, *thread, *unit, reg, *value);
                }
                Ok(true)
            }
            Step::Pcl { thread, call } => {
                if let Some(done) = on.pcl_step(i, *thread, call) {
                    done.map_err(|e| at(i, "pcl", e.to_string()))?;
                    self.work += WORK_PER_CALL;
                    return Ok(true);
                }
                let Some((sim, pcl)) = on.pcl() else {
                    return Err(at(i, "pcl", "this replay keeps plain actions only"));
                };
                pcl.call(sim, i, *thread, call);
                self.work += WORK_PER_CALL;
                Ok(true)
            }
            Step::Expect { .. }
            | Step::ExpectLog { .. }
            | Step::ExpectCycle { .. }
            | Step::ExpectPcl { .. } => {
                on.expect(i, step)?;
                Ok(true)
            }
        }
    }
}

/// Whether an expectation (step `i`) holds against a simulator and the PCL calls made so far:
/// `None` if it does (or `step` expects nothing), else what was expected and found. A register
/// or field that does not exist is an error naming the step. This is the one evaluation of
/// expectations: scenarios' `expect` steps and lessons' goals (`crate::lesson`) both use it.
pub(crate) fn unmet(
    step: &Step,
    i: usize,
    sim: &Simulator,
    pcl: &[PclJson],
) -> Result<Option<String>, ScenarioError> {
    Ok(match step {
        Step::ExpectCycle { want } => (!want.holds(sim.cycle))
            .then(|| format!("expected the cycle {}, found {}", want.describe(), sim.cycle)),
        Step::ExpectLog { kind, name, count } => {
            let found = sim
                .log
                .iter()
                .filter(|e| e.kind.name() == kind.as_str())
                .filter(|e| name.as_ref().is_none_or(|n| e.kind.label() == Some(n.as_str())))
                .count() as u64;
            let ok = match count {
                Some(c) => found == *c,
                None => found > 0,
            };
            (!ok).then(|| {
                format!(
                    "expected {} log entries of kind {kind}{}, found {found}",
                    count.map_or("some".to_string(), |c| c.to_string()),
                    name.as_ref().map(|n| format!(" named {n}")).unwrap_or_default()
                )
            })
        }
        Step::ExpectPcl { event, want } => pcl_unmet(pcl, event, *want),
        Step::Expect {
            thread,
            unit,
            reg,
            field,
            want,
        } => expect(sim, i, *thread, *unit, reg, field.as_deref(), *want)?,
        Step::Act(_) | Step::Pcl { .. } => None,
    })
}

/// Check the count of `event` in the latest PCLread or PCLstop that reported it.
fn pcl_unmet(pcl: &[PclJson], event: &str, want: Want) -> Option<String> {
    let latest = pcl
        .iter()
        .rev()
        .filter_map(|call| call.events.as_ref().map(|events| (call, events)))
        .find_map(|(call, events)| events.iter().find(|v| v.event == event).map(|v| (call, v.value)));
    match latest {
        None => Some(format!(
            "expected {event} {}, found no PCLread or PCLstop that reported it",
            want.describe()
        )),
        Some((call, PclNumber::Count(c))) => {
            let ok = u64::try_from(c).is_ok_and(|c| want.holds(c));
            (!ok).then(|| {
                format!(
                    "expected {event} {}, found {c} (PCL{} at step {})",
                    want.describe(),
                    call.call,
                    call.step
                )
            })
        }
        Some((_, PclNumber::Rate(_))) => Some(format!("{event} is a rate, not a count")),
    }
}

/// Check an expectation on a register's stored value or one of its fields: `None` if it
/// holds, else what was expected and found.
fn expect(
    sim: &Simulator,
    i: usize,
    thread: u32,
    unit: u32,
    reg: &str,
    field: Option<&str>,
    want: Want,
) -> Result<Option<String>, ScenarioError> {
    let unknown = || {
        at(
            i,
            "expect.reg",
            SimError::UnknownRegister {
                machine: sim.machine.id,
                reg: reg.to_string(),
            }
            .to_string(),
        )
    };
    if thread >= sim.threads {
        return Err(at(
            i,
            "expect.thread",
            format!(
                "thread {thread} does not exist: the simulator has {}",
                sim.threads
            ),
        ));
    }
    let stored = sim.peek(thread, unit, reg).ok_or_else(unknown)?;
    let r = sim.machine.register(reg).ok_or_else(unknown)?;
    let (what, actual) = match field {
        None => (r.name.to_string(), stored),
        Some(name) => {
            let f = crate::decode::find_field(r, name, stored)
                .ok_or_else(|| at(i, "expect.field", format!("{} has no field '{name}'", r.name)))?;
            (format!("{}.{}", r.name, f.name), f.get(stored))
        }
    };
    // A register's value reads best in hex; a field (an encoding, a bit) and a range (a
    // count) in decimal.
    let show: fn(u64) -> String = match (field, want) {
        (None, Want::Value(_)) => |v| hex(v, 64),
        _ => |v| v.to_string(),
    };
    if want.holds(actual) {
        return Ok(None);
    }
    let wanted = match want {
        Want::Value(v) => format!("{what} = {}", show(v)),
        Want::Range {
            min: Some(a),
            max: Some(b),
        } => format!("{what} in {}..={}", show(a), show(b)),
        Want::Range { min: Some(a), .. } => format!("{what} >= {}", show(a)),
        Want::Range { max: Some(b), .. } => format!("{what} <= {}", show(b)),
        Want::Range { .. } => what,
    };
    Ok(Some(format!("expected {wanted}, found {}", show(actual))))
}

/// Make one PCL call at step `step`; its status (PCL_SUCCESS or the error's) and, for read and
/// stop, the values. A call PCL refuses (bad nesting, an event the machine lacks) is a status
/// in the output, not a malformed scenario.
fn pcl_call(
    r: &mut region::Session,
    sim: &mut Simulator,
    step: usize,
    thread: u32,
    call: &PclCall,
) -> PclJson {
    let (name, result) = match call {
        PclCall::Start { events, mode, mhz } => {
            if let Some(m) = mhz {
                r.mhz = Some(*m);
            }
            let names: Vec<&str> = events.iter().map(String::as_str).collect();
            ("start", r.start(sim, &names, *mode).map(|()| None))
        }
        PclCall::Read => ("read", r.read(sim).map(Some)),
        PclCall::Stop => ("stop", r.stop(sim).map(Some)),
    };
    match result {
        Ok(reading) => PclJson {
            call: name,
            thread,
            status: "PCL_SUCCESS",
            depth: Some(r.depth()),
            events: reading.map(|reading| {
                reading
                    .events
                    .iter()
                    .map(|v| PclValueJson {
                        event: v.event.name,
                        value: match v.value {
                            PclValue::Count(c) => PclNumber::Count(c),
                            PclValue::Rate(x) => PclNumber::Rate(x),
                        },
                    })
                    .collect()
            }),
            message: None,
            step,
        },
        Err(e) => PclJson {
            call: name,
            thread,
            status: e.status().name(),
            depth: None,
            events: None,
            message: Some(e.to_string()),
            step,
        },
    }
}

/// The cycles a run ran if it stopped at the simulator's event limit (which keeps a page
/// responsive). This is the one place the module reads why a run stopped.
fn cut_short(outcome: &Outcome) -> Option<u64> {
    match outcome {
        Outcome::Ran { cycles, stopped } if *stopped == Stop::EventLimit => Some(*cycles),
        _ => None,
    }
}

/// The step field that names an action in errors.
fn step_field(action: &Action) -> &'static str {
    match action {
        Action::Write { .. } => "write",
        Action::Read { .. } => "read",
        Action::SetMode { .. } => "mode",
        Action::Run { .. } | Action::RunUntil { .. } => "run",
        Action::Hypercall { .. } => "hypercall",
        Action::SetWorkload(_) => "workload",
        Action::SetPolicy(_) => "policy",
        Action::Reset => "reset",
    }
}
