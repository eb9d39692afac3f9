//! Nested measurement regions with PCL's rules (PCLstart, PCLread and PCLstop: seed 002,
//! L2155-L2202; their calling sequence: L2279-L2283), run against a [`Simulator`] so that a
//! region measures the simulated workload.
//!
//! - "The allowed calling sequence is one call to PCLstart followed by zero or more calls to
//!   PCLread followed by one call to PCLstop. Between a call to PCLstart and PCLstop ... may be
//!   nested calls to other allowed calling sequences with the same number of events and the
//!   same event types" (L2279-L2283). A nested start with other events gives
//!   `PCL_TOO_ILL_NESTING`; this model also asks for the same mode (the paper is silent), since
//!   the counters cannot count in two modes at once. Deeper than `PCL_MAX_NESTING_LEVEL` gives
//!   `PCL_TOO_MANY_NESTINGS`. A read or stop without a start breaks the calling sequence and is
//!   also `PCL_TOO_ILL_NESTING`.
//! - The outermost start queries (the same check as PCLquery), writes the control registers,
//!   and clears the counters ("the appropriate performance counters are cleared and started",
//!   L2159-L2161). A nested start clears nothing: each level reports the counts since its own
//!   start, and an inner region does not disturb the outer one. That is what the paper's
//!   nested example prints (one value per iteration and a total, L2364-L2408); the paper does
//!   not say how, so this is an inference.
//! - Read does not stop counting ("The performance counters are (logically) not stopped",
//!   L2182-L2183). The outermost stop clears the mode bits of the control registers.
//! - Counts are 64-bit although the SPARC counters have 32 bits: as PCL does with its interval
//!   timer "to avoid overflow e.g. on systems with 32-bit hardware counters" (L2299-L2302),
//!   [`Session::run`] samples the counters often enough that none can wrap twice between
//!   samples, and folds each difference into a 64-bit total.
//! - Results: integers for counts, floating point for rates ("the result is an integer value",
//!   L2175-L2179); rates are computed from the region's counts, and [`Reading::sum`] adds
//!   readings by adding counts and computing the rates again.

use thiserror::Error;

use super::avail::Term;
use super::events::PclEvent;
use super::metrics::Value;
use super::program::{program, CounterReg, ProgramError, Programming, RegWrite};
use super::query::{query_on, Assignment, QueryError};
use super::{avail, Mode, Status, PCL_MAX_NESTING_LEVEL};
use crate::sim::{Action, ModeSpec, Outcome, SimError, Simulator, SparcMode, WriteValue};

/// Why a region call failed. Each names the bad input; [`RegionError::status`] gives PCL's code.
#[derive(Debug, Error)]
pub enum RegionError {
    #[error(transparent)]
    Query(#[from] Box<QueryError>),
    #[error("PCL_TOO_ILL_NESTING: a nested start must ask for the same events in the same mode as the region around it ({outer}); it asked for {inner}")]
    IllNesting { outer: String, inner: String },
    #[error("PCL_TOO_ILL_NESTING: {call} without a PCLstart before it")]
    NotStarted { call: &'static str },
    #[error("PCL_TOO_MANY_NESTINGS: regions nest at most {max} deep (PCL_MAX_NESTING_LEVEL)")]
    TooManyNestings { max: usize },
    #[error(
        "PCL_FAILURE: {processor} has no PCL table (machines with one: {})",
        Simulated
    )]
    NoTable { processor: &'static str },
    #[error("PCL_FAILURE: {0}")]
    Program(#[from] ProgramError),
    #[error("PCL_FAILURE: the simulator refused {what}: {source}")]
    Sim { what: String, source: SimError },
    #[error("PCL_FAILURE: writing {reg} trapped ({trap})")]
    Trapped { reg: &'static str, trap: &'static str },
}

/// The machines with a PCL table, as the error lists them: "sparc-t4, sparc-kt, montecito".
struct Simulated;

impl std::fmt::Display for Simulated {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let ours = avail::PROCESSORS
            .iter()
            .filter(|p| p.origin == avail::Origin::Ours);
        for (i, p) in ours.enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(p.id)?;
        }
        Ok(())
    }
}

impl RegionError {
    pub fn status(&self) -> Status {
        match self {
            RegionError::Query(q) => q.status(),
            RegionError::IllNesting { .. } | RegionError::NotStarted { .. } => Status::TooIllNesting,
            RegionError::TooManyNestings { .. } => Status::TooManyNestings,
            _ => Status::Failure,
        }
    }
}

/// One event's result in a reading, with the counts of the native terms it was made from.
#[derive(Clone, Debug, PartialEq)]
pub struct EventValue {
    pub event: &'static PclEvent,
    pub value: Value,
    /// (term, counter, count) for each term.
    pub terms: Vec<(Term, &'static str, u64)>,
}

/// The result of PCLread or PCLstop.
#[derive(Clone, Debug, PartialEq)]
pub struct Reading {
    pub processor: &'static avail::Processor,
    /// The clock rate used for MFLOPS.
    pub mhz: Option<f64>,
    pub events: Vec<EventValue>,
}

impl Reading {
    /// The value of an event by name.
    pub fn value(&self, event: &str) -> Option<Value> {
        let e = super::events::event(event)?;
        self.events
            .iter()
            .find(|v| v.event.name == e.name)
            .map(|v| v.value)
    }

    /// The count of a count event.
    pub fn count(&self, event: &str) -> Option<i64> {
        match self.value(event)? {
            Value::Count(c) => Some(c),
            Value::Rate(_) => None,
        }
    }

    /// The value of a rate event.
    pub fn rate(&self, event: &str) -> Option<f64> {
        match self.value(event)? {
            Value::Rate(r) => r,
            Value::Count(_) => None,
        }
    }

    /// Several readings of the same events taken together: counts are added term by term and
    /// rates computed again from the sums, never added. `None` if the readings are not of the
    /// same events.
    pub fn sum(readings: &[Reading]) -> Option<Reading> {
        let first = readings.first()?;
        let mut events = first.events.clone();
        for r in &readings[1..] {
            if r.events.len() != events.len() {
                return None;
            }
            for (acc, ev) in events.iter_mut().zip(&r.events) {
                if acc.event.id != ev.event.id || acc.terms.len() != ev.terms.len() {
                    return None;
                }
                for (a, b) in acc.terms.iter_mut().zip(&ev.terms) {
                    if a.0 != b.0 {
                        return None;
                    }
                    a.2 = a.2.saturating_add(b.2);
                }
            }
        }
        for ev in &mut events {
            let cell = first.processor.cell(ev.event.name)?;
            ev.value = evaluate(ev.event, &cell.expr, &ev.terms, first.mhz);
        }
        Some(Reading {
            processor: first.processor,
            mhz: first.mhz,
            events,
        })
    }
}

/// The value of an event from its terms' counts.
fn evaluate(
    event: &'static PclEvent,
    expr: &avail::Expr,
    terms: &[(Term, &'static str, u64)],
    mhz: Option<f64>,
) -> Value {
    let int = |t: &Term| {
        terms
            .iter()
            .find(|(x, _, _)| x == t)
            .map(|(_, _, c)| i64::try_from(*c).unwrap_or(i64::MAX))
    };
    if event.is_rate() {
        Value::Rate(expr.eval(&|t| int(t).map(|c| c as f64), mhz))
    } else {
        Value::Count(expr.eval_count(&int).unwrap_or(0))
    }
}

/// The counters being counted for the outermost region.
#[derive(Clone, Debug)]
struct Active {
    assignment: Assignment,
    programming: Programming,
    names: Vec<&'static str>,
    /// 64-bit totals per counter of `programming.counters`, since the outermost start.
    totals: Vec<u64>,
    /// The raw counter values at the last sample.
    last: Vec<u64>,
}

/// A PCL descriptor for one hardware thread (`PCLinit`'s handle is thread specific,
/// L2123-L2134): the region stack and the counters it programmed.
#[derive(Clone, Debug)]
pub struct Session {
    pub thread: u32,
    /// The clock rate for MFLOPS (PCL takes it from `PCL_PROCESSOR_INFO.mhz`, L2229).
    pub mhz: Option<f64>,
    active: Option<Active>,
    /// Each open level's counter totals at its start.
    stack: Vec<Vec<u64>>,
    /// The actions the calls applied to the simulator, in order, until taken: a page that
    /// keeps its steps as actions records a call as what it did.
    applied: Vec<Action>,
}

impl Session {
    pub fn new(thread: u32) -> Session {
        Session {
            thread,
            mhz: None,
            active: None,
            stack: Vec::new(),
            applied: Vec::new(),
        }
    }

    /// The actions the calls applied since the last time they were taken.
    pub fn take_applied(&mut self) -> Vec<Action> {
        std::mem::take(&mut self.applied)
    }

    /// Set the clock rate used for MFLOPS.
    pub fn with_mhz(mut self, mhz: f64) -> Session {
        self.mhz = Some(mhz);
        self
    }

    /// How many regions are open.
    pub fn depth(&self) -> usize {
        self.stack.len()
    }

    /// The assignment and programming of the open regions, if any.
    pub fn plan(&self) -> Option<(&Assignment, &Programming)> {
        self.active.as_ref().map(|a| (&a.assignment, &a.programming))
    }

    /// PCLstart.
    pub fn start(&mut self, sim: &mut Simulator, events: &[&str], mode: Mode) -> Result<(), RegionError> {
        if let Some(active) = &mut self.active {
            let asked: Vec<&str> = events
                .iter()
                .map(|n| super::events::event(n).map(|e| e.name).unwrap_or(n))
                .collect();
            if asked != active.names || mode != active.assignment.mode {
                return Err(RegionError::IllNesting {
                    outer: format!("{} in {}", active.names.join(", "), active.assignment.mode),
                    inner: format!("{} in {}", asked.join(", "), mode),
                });
            }
            if self.stack.len() >= PCL_MAX_NESTING_LEVEL {
                return Err(RegionError::TooManyNestings {
                    max: PCL_MAX_NESTING_LEVEL,
                });
            }
            sample(sim, self.thread, active)?;
            self.stack.push(active.totals.clone());
            return Ok(());
        }
        let processor = avail::processor(sim.machine.id).ok_or(RegionError::NoTable {
            processor: sim.machine.id,
        })?;
        let assignment = query_on(processor, events, mode).map_err(Box::new)?;
        let programming = program(&assignment)?;
        let names = assignment.events.iter().map(|e| e.event.name).collect();
        apply(
            sim,
            start_actions(sim, self.thread, &programming),
            &mut self.applied,
        )?;
        let n = programming.counters.len();
        let mut active = Active {
            assignment,
            programming,
            names,
            totals: vec![0; n],
            last: vec![0; n],
        };
        active.last = raw(sim, self.thread, &active.programming.counters)?;
        self.active = Some(active);
        self.stack.push(vec![0; n]);
        Ok(())
    }

    /// PCLread: the counts since the innermost open region's start, without stopping.
    pub fn read(&mut self, sim: &Simulator) -> Result<Reading, RegionError> {
        let (active, start) = match (&mut self.active, self.stack.last()) {
            (Some(a), Some(s)) => (a, s.clone()),
            _ => return Err(RegionError::NotStarted { call: "PCLread" }),
        };
        sample(sim, self.thread, active)?;
        Ok(reading(active, &start, self.mhz))
    }

    /// PCLstop: the counts since the innermost open region's start; the outermost stop also
    /// stops the counters.
    pub fn stop(&mut self, sim: &mut Simulator) -> Result<Reading, RegionError> {
        let (Some(active), Some(start)) = (&mut self.active, self.stack.pop()) else {
            return Err(RegionError::NotStarted { call: "PCLstop" });
        };
        sample(sim, self.thread, active)?;
        let r = reading(active, &start, self.mhz);
        if self.stack.is_empty() {
            apply(
                sim,
                stop_actions(sim, self.thread, &active.programming),
                &mut self.applied,
            )?;
            self.active = None;
        }
        Ok(r)
    }

    /// Run the simulator, sampling the counters often enough that none wraps twice between
    /// samples (PCL's interval timer, L2299-L2302). Without open regions it just runs.
    pub fn run(&mut self, sim: &mut Simulator, cycles: u64) -> Result<(), RegionError> {
        let chunk = self
            .active
            .as_ref()
            .map(|a| {
                let bits = a.programming.counters.iter().map(|c| c.bits).min().unwrap_or(47);
                // No native event here adds more than 16 in a cycle (T4 and Montecito tables'
                // max increments are below it), so 2^(bits-4) cycles cannot wrap a counter twice.
                1u64 << bits.saturating_sub(4).max(1)
            })
            .unwrap_or(u64::MAX);
        // All or nothing: a run past the end of time is refused before any chunk runs.
        sim.check_time(cycles).map_err(|source| RegionError::Sim {
            what: format!("running {cycles} cycles"),
            source,
        })?;
        let mut left = cycles;
        while left > 0 {
            let step = left.min(chunk);
            let outcome = sim
                .apply(Action::Run { cycles: step })
                .map_err(|source| RegionError::Sim {
                    what: format!("running {step} cycles"),
                    source,
                })?;
            if let Some(a) = &mut self.active {
                sample(sim, self.thread, a)?;
            }
            // A run the simulator cut short at its event limit goes on from where it stopped:
            // the region runs every cycle it was asked to.
            let ran = match outcome {
                Outcome::Ran { cycles, .. } if cycles > 0 => cycles.min(step),
                _ => step,
            };
            left -= ran;
        }
        Ok(())
    }
}

/// The counts since `start` of every event.
fn reading(active: &Active, start: &[u64], mhz: Option<f64>) -> Reading {
    let since = |counter: &str| {
        active
            .programming
            .counters
            .iter()
            .position(|c| c.counter == counter)
            .map(|i| active.totals[i].wrapping_sub(start[i]))
    };
    let events = active
        .assignment
        .events
        .iter()
        .map(|plan| {
            let terms: Vec<(Term, &'static str, u64)> = plan
                .placements
                .iter()
                .filter_map(|p| since(p.counter).map(|c| (p.term, p.counter, c)))
                .collect();
            EventValue {
                event: plan.event,
                value: evaluate(plan.event, &plan.cell.expr, &terms, mhz),
                terms,
            }
        })
        .collect();
    Reading {
        processor: active.assignment.processor,
        mhz,
        events,
    }
}

/// Read the counters and fold their differences into the 64-bit totals.
fn sample(sim: &Simulator, thread: u32, active: &mut Active) -> Result<(), RegionError> {
    let now = raw(sim, thread, &active.programming.counters)?;
    for (i, c) in active.programming.counters.iter().enumerate() {
        let modulus_mask = crate::number::ones(c.bits);
        let delta = now[i].wrapping_sub(active.last[i]) & modulus_mask;
        active.totals[i] = active.totals[i].wrapping_add(delta);
    }
    active.last = now;
    Ok(())
}

/// The raw counter values, as stored (no access check: the library reads them as the OS).
fn raw(sim: &Simulator, thread: u32, counters: &[CounterReg]) -> Result<Vec<u64>, RegionError> {
    counters
        .iter()
        .map(|c| {
            sim.peek(thread, 0, c.reg)
                .map(|v| c.extract(v))
                .ok_or(RegionError::Sim {
                    what: format!("reading {}", c.reg),
                    source: SimError::UnknownRegister {
                        machine: sim.machine.id,
                        reg: c.reg.to_string(),
                    },
                })
        })
        .collect()
}

/// The actions that program `p` on `thread` as the operating system does for PCLstart
/// (L2155-L2161): first what the counters need to count (see [`counting_mode`]), then the
/// control register writes and counter clears, made in a mode that may make them (see
/// [`privileged_writes`]). A session that applies them records exactly what was done, so
/// that it replays.
pub fn start_actions(sim: &Simulator, thread: u32, p: &Programming) -> Vec<Action> {
    let mut actions = Vec::new();
    if let Some(mode) = sim.mode(thread).and_then(counting_mode) {
        actions.push(Action::SetMode {
            thread: Some(thread),
            mode,
        });
    }
    let base = sim.mode(thread);
    let base = base.map(|m| counting_mode(m).unwrap_or(m));
    actions.extend(privileged_writes(base, sim, thread, &p.writes));
    actions
}

/// The actions that stop the counters of `p` on `thread` (the outermost PCLstop): the stop
/// writes, in a mode that may make them.
pub fn stop_actions(sim: &Simulator, thread: u32, p: &Programming) -> Vec<Action> {
    privileged_writes(sim.mode(thread), sim, thread, &p.stop)
}

/// The mode a thread in `mode` must be in for the counters [`program`] programs to count, if
/// not `mode` itself: Montecito's PMCs are user monitors (pm = 0), enabled by PSR.up = 1 (seed
/// 003 Table 3-6, section 3.2.3.2). The SPARC programming needs no mode bit.
pub fn counting_mode(mode: ModeSpec) -> Option<ModeSpec> {
    match mode {
        ModeSpec::Itanium { cpl, up: false, pp } => Some(ModeSpec::Itanium { cpl, up: true, pp }),
        _ => None,
    }
}

/// Whether counters programmed for `mode` count events while a thread's own mode is `now`
/// (the workload's system calls and interrupts raise it for a while): SPARC ut counts user and
/// st privileged mode (seed 000 TABLE 10-1), Montecito's plm counts privilege level 3 for user
/// and 0 for system (seed 003 Table 3-6), and its user monitors need PSR.up = 1.
pub fn counts_in(mode: Mode, now: ModeSpec) -> bool {
    match now {
        ModeSpec::Sparc(SparcMode::User) => mode.counts_user(),
        ModeSpec::Sparc(SparcMode::Privileged) => mode.counts_system(),
        ModeSpec::Sparc(SparcMode::Hyperprivileged) => false,
        ModeSpec::Itanium { up: false, .. } => false,
        ModeSpec::Itanium { cpl: 3, .. } => mode.counts_user(),
        ModeSpec::Itanium { cpl: 0, .. } => mode.counts_system(),
        ModeSpec::Itanium { .. } => false,
    }
}

/// `writes` to `thread` as whole values, made as privileged software makes them: if the
/// thread's mode (`base`) may not make every write ([`Simulator::write_mode`]: a KT PCR write
/// traps in user mode, seed 001 section 2.1; T4 PCRs are hyperprivileged, seed 000 section
/// 10.1), the thread is raised to the least privileged mode that may, writes, and returns to
/// `base`.
pub fn privileged_writes(
    base: Option<ModeSpec>,
    sim: &Simulator,
    thread: u32,
    writes: &[RegWrite],
) -> Vec<Action> {
    let needed: Vec<ModeSpec> = writes
        .iter()
        .filter_map(|w| sim.write_mode(thread, w.reg, w.value))
        .collect();
    // The one requirement that covers all the others (on SPARC, the most privileged).
    let raise = needed
        .iter()
        .copied()
        .find(|m| needed.iter().all(|n| m.covers(*n)))
        .or(needed.last().copied());
    let switch = match (base, raise) {
        (Some(base), Some(need)) if !base.covers(need) => Some((base, base.raised_to(need))),
        _ => None,
    };
    let mut actions = Vec::new();
    if let Some((_, raised)) = switch {
        actions.push(Action::SetMode {
            thread: Some(thread),
            mode: raised,
        });
    }
    actions.extend(writes.iter().map(|w| Action::Write {
        thread,
        unit: 0,
        reg: w.reg.to_string(),
        value: WriteValue::Raw(w.value),
    }));
    if let Some((base, _)) = switch {
        actions.push(Action::SetMode {
            thread: Some(thread),
            mode: base,
        });
    }
    actions
}

/// Apply `actions`; a write that traps is an error, after the rest (which restore the mode)
/// have been applied.
fn apply(sim: &mut Simulator, actions: Vec<Action>, applied: &mut Vec<Action>) -> Result<(), RegionError> {
    let mut trapped = None;
    for action in actions {
        let what = match &action {
            Action::Write {
                reg,
                value: WriteValue::Raw(v),
                ..
            } => format!("writing {reg} = {v:#x}"),
            _ => "setting the privilege mode".to_string(),
        };
        let reg = match &action {
            Action::Write { reg, .. } => sim.machine.register(reg).map(|r| r.name),
            _ => None,
        };
        let out = sim
            .apply(action.clone())
            .map_err(|source| RegionError::Sim { what, source })?;
        applied.push(action);
        if let (Outcome::Trapped { name }, Some(reg)) = (out, reg) {
            trapped.get_or_insert(RegionError::Trapped { reg, trap: name });
        }
    }
    trapped.map_or(Ok(()), Err)
}

/// The value of every event of an assignment from the counts of its counters (`counts` maps a
/// counter name of the assignment, "PIC0" or "PMD5", to the count since counting started): what
/// a PCLread returns, for views that keep the counters themselves (the UI's live metrics).
pub fn values(
    assignment: &Assignment,
    counts: &dyn Fn(&str) -> Option<u64>,
    mhz: Option<f64>,
) -> Vec<EventValue> {
    assignment
        .events
        .iter()
        .map(|plan| {
            let terms: Vec<(Term, &'static str, u64)> = plan
                .placements
                .iter()
                .filter_map(|p| counts(p.counter).map(|c| (p.term, p.counter, c)))
                .collect();
            EventValue {
                event: plan.event,
                value: evaluate(plan.event, &plan.cell.expr, &terms, mhz),
                terms,
            }
        })
        .collect()
}
