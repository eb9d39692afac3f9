//! Montecito PMU simulation (seed 003 chapter 3, section 2.4): two hardware threads share one
//! core by switch-on-event multithreading ([`sched`]), each with its own PMU: twelve 47-bit
//! counters PMC/PMD4-15 (duplicated 4-9, banked 10-15), PMC0 with the freeze bit and overflow
//! bits, the instruction and data EARs, the execution trace buffer and its IP-EAR mode, and the
//! qualification registers ([`qual`]).
//!
//! The core is simulated event to event: between two events that change who runs (an L3
//! request, a miss determined, a data return, a time-out, a hint, a planned halt or interrupt,
//! the end of a switch window, a phase change of the running workload) nothing changes but the
//! running thread's position in its stream, so every counter's increase over the span is a
//! tally difference ([`crate::sim::tally`]) or a product, and the first overflow in the span is
//! found exactly. When the core's state repeats (compared at checkpoints, see
//! [`sched::Sched::signature`]), whole repetitions are skipped at once: that is how a count of
//! 2^47 is reached in well under a second. The next repetition is then recorded at its
//! checkpoints and every 128 cycles between them, and a run shorter than a repetition lands on
//! the last mark before its end. Nothing depends on how a run is split into steps.
//!
//! This file holds the engine's state (the [`Montecito`] struct, its threads and counters),
//! its construction, the accessors of the views, and the [`Engine`] calls the simulator makes.
//! The engine's methods live by concern: `layout.rs` (where registers and fields are),
//! `registers.rs` (software writes and reads, their notes and restrictions), `counting.rs`
//! (tallies, gates and rates of the counters), `run.rs` (the run loop, spans, overflows,
//! freezes and interrupts, the trace buffer and EARs as they fill) and `accel.rs` (skipping
//! repetitions of the core's state).

pub mod capture;
pub mod map;
pub mod qual;
pub mod sched;
pub mod signal;
pub mod stream;

mod accel;
mod build;
mod counting;
mod detail;
mod layout;
mod memory;
mod occ;
mod plan;
mod registers;
mod run;
mod why;

use std::collections::VecDeque;
use std::sync::Arc;

use capture::Captures;
pub use layout::Pmc;
use layout::{pmd39_nibble, Ix, PMD38_EBI, PMD38_FULL, PMD_COUNT, PSR_CPL, PSR_PP, PSR_UP};
use map::Src;
use qual::{OpCm, Qual};
use sched::{Config, Mode, Reason, Sched, Signature};
use stream::ItStream;

use crate::event::Event;
use crate::machine::CounterSpec;
use crate::machines::montecito::MACHINE;
use crate::register::Register;
use crate::sim::access::{RegRef, Write};
use crate::sim::action::{ModeSpec, Outcome, SimError, Stop, Until};
use crate::sim::engine::{Engine, Registration, ThreadSwitching, TraceBuffer, TraceView};
use crate::sim::log::LogEntry;
use crate::sim::switching::{Switch, ThreadsView};
use crate::sim::tally::Tally;
use crate::sim::why::Why;
use crate::sim::workload::{Period, WorkloadSpec};

/// Counts are 47 bits: a counter overflows on the carry out of bit 46 (Table 3-7, L1103).
pub const COUNT_MASK: u64 = PMD_COUNT.mask();
/// The count at which a counter wraps to 0 (2^47).
const COUNT_WRAP: u64 = COUNT_MASK + 1;
/// Thread switches logged one by one; later ones are counted (THREAD_SWITCH_EVENTS) and kept
/// in the timeline, but the log says once that it stops listing them.
pub const LOGGED_SWITCHES: u64 = 100;
/// Switches kept in the thread timeline.
pub const TIMELINE: usize = 256;

/// The Montecito engine.
#[derive(Clone, Debug)]
pub struct Montecito {
    pub config: Config,
    seed: u64,
    spec: WorkloadSpec,
    ix: Ix,
    threads: Vec<Thread>,
    /// The generic counters' counts, PMD4-15 of thread 0 then of thread 1 (`12 * t + n - 4`):
    /// side by side, where a span adds to a dozen of them, rather than each in its counter.
    counts: [u64; 24],
    sched: Sched,
    timeline: VecDeque<Switch>,
    switches: u64,
    switch_counts: [u64; 5],
    /// Bumped whenever something outside the scheduler changes what the counters do.
    epoch: u64,
    accel: Accel,
    /// The counting plans of the states visited in this epoch.
    plans: plan::Plans,
    /// From a cycle, how many cycles no counter can reach its wrap in, at the most each can
    /// count per cycle: spans within it need no search for the first overflow.
    wrap_guard: Option<(u64, u64)>,
    /// Per thread, whether a counter's privilege filter tells apart the two levels its stream
    /// runs at (0 in system phases, PSR.cpl elsewhere): if not, its phase changes change no
    /// plan (see [`Montecito::felt_cpl`]).
    cpl_felt: [bool; 2],
    /// Where the last run ended within a running span, if it did (see [`Resume`]).
    resume: Option<Resume>,
    /// Whether to skip repetitions (tests turn it off to check that it changes nothing).
    pub accelerate: bool,
}

/// A run that ended within a running span, before the next event: the next event it found and
/// the span's plan, which are the next run's if it starts there and nothing changed the epoch
/// (writes, modes, settings and overflows change it; nothing else but a run moves the core).
#[derive(Clone, Debug)]
struct Resume {
    at: u64,
    epoch: u64,
    next: (u64, Option<sched::Next>),
    plan: Arc<plan::Plan>,
}

/// One thread: its registers, stream and PMU.
#[derive(Clone, Debug)]
struct Thread {
    regs: Vec<u64>,
    stream: Arc<ItStream>,
    ctrs: Vec<Ctr>,
    qual: Qual,
    cap_key: Option<CapKey>,
    cap_version: u64,
    /// ETB or IP-EAR entries, data EAR and instruction EAR captures.
    etb: Arc<Captures>,
    dear: Arc<Captures>,
    iear: Arc<Captures>,
    /// Entries written to the ETB and captures by the EARs since reset.
    etb_total: u64,
    dear_total: u64,
    iear_total: u64,
    /// The IP-EAR keeps capturing for PMC42.delay cycles after a freeze (L1723); then, or
    /// early at a thread switch, it freezes too.
    ipear_stop: Option<u64>,
    ipear_frozen: bool,
}

/// One generic counter.
#[derive(Clone, Debug)]
struct Ctr {
    src: Src,
    event: Option<&'static Event>,
    /// False where the manual says the count is undefined or nothing is counted (wrong
    /// counter, L1D/L2D set rules): the counter then counts nothing.
    valid: bool,
    /// Whether it counts both threads' events: .all of a duplicated counter, as its L2D set's
    /// selector may impose.
    all: bool,
    /// Per-cycle increments over each thread's stream (for stream sources).
    tallies: [Option<(TallyKey, Arc<Tally>)>; 2],
}

/// What a tally was built from, so that it is rebuilt only when that changes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct TallyKey {
    pmc: u64,
    valid: bool,
    qual: Qual,
    cpl: u8,
    captures: u64,
}

/// What a thread's captures were built from.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct CapKey {
    etb: (u64, u64),
    dear: u64,
    iear: u64,
    qual: Qual,
    cpl: u8,
}

/// The repetition detection (Brent's cycle finding over checkpoint signatures): memory O(1),
/// and it never changes a result, only how fast it is reached.
#[derive(Debug, Default)]
struct Accel {
    saved: Option<Snap>,
    power: u64,
    steps: u64,
    /// The start of a repetition known to hold (the first of two equal signatures), and what
    /// one repetition adds.
    since: Option<Snap>,
    period: Option<Repetition>,
    /// The states of one repetition at its checkpoints and on a grid between them, once it is
    /// known (see [`Montecito::replay`]); shared between clones of the engine once complete.
    tape: Option<Arc<Tape>>,
    /// While a tape is recorded, the next cycle of its grid (see [`Montecito::span_stop`]).
    grid: Option<u64>,
}

// A tape being recorded stays with the engine that records it (a copy, such as the history's
// copy of the state before a step, starts its own): only a complete tape is shared, and
// recording never copies one.
impl Clone for Accel {
    fn clone(&self) -> Self {
        Accel {
            saved: self.saved.clone(),
            power: self.power,
            steps: self.steps,
            since: self.since.clone(),
            period: self.period.clone(),
            tape: self.tape.clone().filter(|t| t.complete),
            grid: None,
        }
    }
}

/// One repetition recorded at its checkpoints and every `accel::GRID` cycles between them: a run
/// within a known repetition lands on the last mark before its end, moved ahead by whole
/// repetitions, and simulates only from there.
#[derive(Debug)]
struct Tape {
    /// The cycle of the first mark (a checkpoint at or after the repetition's start).
    origin: u64,
    /// The states at the marks of one repetition from `origin`, in cycle order, and their
    /// cycles after it (apart, for the search).
    marks: Vec<Mark>,
    ats: Vec<u64>,
    /// The switches recorded after the first mark, up to the checkpoint a repetition later,
    /// their cycles counted from `origin`: the timeline's entries that a landing passes.
    switches: Vec<Switch>,
    /// The switches made up to the first mark.
    switches_before: u64,
    /// Per cell of the grid (cycles `g * GRID..(g + 1) * GRID` after `origin`), how many marks
    /// come before it, once complete.
    cells: Vec<u32>,
    complete: bool,
    /// The repetition recorded, once complete.
    rep: Option<Repetition>,
    /// How many repetitions ahead a landing may go without a test of the counts' wraps, once
    /// complete (see `Montecito::land_on`).
    safe_k: u64,
}

/// The engine's state at a mark, as far as a run changes it: one block per mark, without
/// allocations of its own but the scheduler's, so that a landing reads it in one sweep.
#[derive(Debug)]
struct Mark {
    /// Cycles after the tape's origin.
    at: u64,
    counts: [u64; 24],
    sched: Sched,
    threads: [ThreadMark; 2],
    /// In debug builds, every register, to check that no other one changes in a repetition.
    #[cfg(debug_assertions)]
    all_regs: Vec<Vec<u64>>,
    switches: u64,
    switch_counts: [u64; 5],
}

/// A thread's part of a [`Mark`]: the registers a run writes (the EARs', PMD32-36, and the
/// trace buffer's, PMD38, PMD39 and PMD48-63) and the captures' totals.
#[derive(Clone, Copy, Debug, Default)]
struct ThreadMark {
    ears: [u64; 5],
    pmd38: u64,
    /// PMD39's nibbles in the ring's slot order (slot s at bits 4s+3:4s), so that turning the
    /// ring turns them with one rotation.
    ext: u64,
    ring: [u64; 16],
    etb: u64,
    dear: u64,
    iear: u64,
}

/// A snapshot for the repetition detection.
#[derive(Clone, Debug)]
struct Snap {
    sig: Signature,
    now: u64,
    epoch: u64,
    pos: Vec<u64>,
    values: Vec<Vec<u64>>,
    etb: Vec<u64>,
    dear: Vec<u64>,
    iear: Vec<u64>,
    switches: u64,
    switch_counts: [u64; 5],
}

/// What one repetition of the core's state adds: its length, the streams' advance, and the
/// increase of every count.
#[derive(Clone, Debug)]
struct Repetition {
    dt: u64,
    dpos: Vec<u64>,
    counters: Vec<Vec<u64>>,
    etb: Vec<u64>,
    dear: Vec<u64>,
    iear: Vec<u64>,
    switches: u64,
    switch_counts: [u64; 5],
}

impl Thread {
    fn new(period: Arc<Period>, spec: &WorkloadSpec, seed: u64, t: u32) -> Thread {
        let regs: Vec<u64> = MACHINE.registers.iter().map(Register::reset_value).collect();
        let stream = Arc::new(ItStream::generate(period, spec, seed, t));
        Thread {
            regs,
            stream,
            ctrs: (0..12)
                .map(|_| Ctr {
                    src: Src::Nothing,
                    event: None,
                    valid: false,
                    all: false,
                    tallies: [None, None],
                })
                .collect(),
            qual: Qual {
                ig_ad: true,
                inv: false,
                ig_ibrp: [true; 4],
                fine: false,
                ibr: [0; 8],
                dbr: [0; 8],
                opcm: [OpCm::from_regs(u64::MAX, u64::MAX); 2],
                ch_ig_opc: [true; 4],
                en_dbrp: [false; 4],
                cfgdtag: [3; 4],
                is: false,
            },
            cap_key: None,
            cap_version: 0,
            etb: Arc::new(Captures::none()),
            dear: Arc::new(Captures::none()),
            iear: Arc::new(Captures::none()),
            etb_total: 0,
            dear_total: 0,
            iear_total: 0,
            ipear_stop: None,
            ipear_frozen: false,
        }
    }
}

impl Montecito {
    /// The reset state; the simulator has checked the thread count against the machine's.
    pub fn new(seed: u64, threads: u32, workload: &WorkloadSpec) -> Montecito {
        let config = Config::default();
        let mut m = Montecito {
            sched: Sched::new(threads, &config),
            config,
            seed,
            spec: workload.clone(),
            ix: Ix::new(),
            threads: (0..threads)
                .map(|t| Thread::new(Arc::new(Period::generate(workload, seed, t)), workload, seed, t))
                .collect(),
            counts: [0; 24],
            timeline: VecDeque::new(),
            switches: 0,
            switch_counts: [0; 5],
            epoch: 0,
            accel: Accel::default(),
            plans: plan::Plans::default(),
            wrap_guard: None,
            cpl_felt: [true; 2],
            resume: None,
            accelerate: true,
        };
        for t in 0..m.threads.len() {
            m.refresh(t);
        }
        m
    }

    /// Replace the thread-switch settings: the scheduler restarts from reset (positions 0,
    /// nominal urgencies), so call it before running.
    pub fn set_config(&mut self, config: Config) -> Result<(), SimError> {
        config
            .validate(self.threads.len() as u32)
            .map_err(|what| SimError::Unsupported {
                machine: "montecito",
                what: format!("this thread-switch setting: {what}"),
            })?;
        self.sched = Sched::new(self.threads.len() as u32, &config);
        self.config = config;
        self.touch();
        Ok(())
    }

    fn touch(&mut self) {
        self.epoch += 1;
        self.accel = Accel::default();
        self.wrap_guard = None;
    }

    // ----- accessors for views -------------------------------------------------------------

    /// The thread that owns the pipeline (during a switch, the one switching in).
    pub fn foreground(&self) -> u32 {
        match self.sched.mode {
            Mode::Switching { to, .. } => to,
            _ => self.sched.fg,
        }
    }

    /// Whether a switch is under way, and whether the core idles (both threads halted).
    pub fn switching(&self) -> bool {
        matches!(self.sched.mode, Mode::Switching { .. })
    }

    pub fn idle(&self) -> bool {
        self.sched.mode == Mode::Idle
    }

    /// The last thread switches (at most [`TIMELINE`]), oldest first.
    pub fn timeline(&self) -> impl Iterator<Item = &Switch> {
        self.timeline.iter()
    }

    /// Thread switches since reset, in total and by reason ([`Reason::ALL`] order).
    pub fn switch_counts(&self) -> (u64, [u64; 5]) {
        (self.switches, self.switch_counts)
    }

    /// The execution trace buffer of a thread in recording order (oldest first): (PMD number,
    /// entry, PMD39 extension nibble); empty entries are left out.
    pub fn etb(&self, thread: u32) -> Vec<(u32, u64, u8)> {
        let Some(th) = self.threads.get(thread as usize) else {
            return Vec::new();
        };
        let idx = th.regs[self.ix.pmd[38]];
        let (ebi, full) = (PMD38_EBI.get(idx), PMD38_FULL.is_set(idx));
        let order: Vec<u64> = if full {
            (0..16).map(|k| (ebi + k) % 16).collect()
        } else {
            (0..ebi).collect()
        };
        order
            .into_iter()
            .map(|k| {
                let v = th.regs[self.ix.pmd[48 + k as usize]];
                (
                    48 + k as u32,
                    v,
                    pmd39_nibble(k).get(th.regs[self.ix.pmd[39]]) as u8,
                )
            })
            .collect()
    }

    /// The EAR registers of a thread: data EAR (PMD32, PMD33, PMD36) and instruction EAR
    /// (PMD34, PMD35).
    pub fn ears(&self, thread: u32) -> Option<([u64; 3], [u64; 2])> {
        let th = self.threads.get(thread as usize)?;
        let p = |n: usize| th.regs[self.ix.pmd[n]];
        Some(([p(32), p(33), p(36)], [p(34), p(35)]))
    }

    /// What a counter counts in this model (with the reason when it cannot count), for the UI.
    pub fn counter_source(&self, thread: u32, counter: u32) -> Option<String> {
        let th = self.threads.get(thread as usize)?;
        let c = th.ctrs.get((counter as usize).checked_sub(4)?)?;
        Some(match (c.event, c.src) {
            (None, _) => "no event".into(),
            (Some(e), Src::Uncountable(reason)) => format!("{}: counts 0 in this model ({reason})", e.name),
            (Some(e), Src::Nothing) => format!("{}: this umask counts nothing", e.name),
            (Some(e), _) if !c.valid => format!("{}: undefined in this counter (counts 0)", e.name),
            (Some(e), _) => e.name.to_string(),
        })
    }
}

/// The Montecito engine in the simulator's engine list.
pub const ENGINE: Registration = Registration {
    machine: &MACHINE,
    new: |seed, threads, workload| Box::new(Montecito::new(seed, threads, workload)),
};

impl ThreadSwitching for Montecito {
    fn config(&self) -> &Config {
        &self.config
    }

    fn set_config(&mut self, config: Config) -> Result<(), SimError> {
        Montecito::set_config(self, config)
    }

    fn view(&self) -> ThreadsView {
        let (total, by) = self.switch_counts();
        let mut view = ThreadsView {
            foreground: self.foreground(),
            switching: self.switching(),
            idle: self.idle(),
            urgency: Vec::new(),
            halted: Vec::new(),
            outstanding: Vec::new(),
            position: Vec::new(),
            timeline: self.timeline().copied().collect(),
            total,
            by_reason: Reason::ALL.into_iter().zip(by).collect(),
            help: sched::HELP,
        };
        for t in &self.sched.threads {
            view.urgency.push(t.urgency);
            view.halted.push(t.halted);
            view.outstanding.push(t.pending.len());
            view.position.push(t.pos);
        }
        view
    }
}

impl TraceBuffer for Montecito {
    fn view(&self, thread: u32) -> Option<TraceView> {
        Some(TraceView {
            entries: self.etb(thread),
            ears: self.ears(thread),
        })
    }
}

impl Engine for Montecito {
    fn clone_box(&self) -> Box<dyn Engine> {
        Box::new(self.clone())
    }

    fn why(&self, thread: u32, _unit: u32, counter: &'static CounterSpec, _cycle: u64) -> Option<Why> {
        let n = counter.count.reg.strip_prefix("PMD")?.parse::<usize>().ok()?;
        self.why_counter(thread as usize, n, counter.id)
    }

    fn thread_switching(&self) -> Option<&dyn ThreadSwitching> {
        Some(self)
    }

    fn thread_switching_mut(&mut self) -> Option<&mut dyn ThreadSwitching> {
        Some(self)
    }

    fn trace_buffer(&self) -> Option<&dyn TraceBuffer> {
        Some(self)
    }

    fn skip_repetitions(&mut self, on: bool) {
        self.accelerate = on;
    }

    fn shed_caches(&mut self) {
        self.drop_tape();
    }

    fn counter_source(&self, thread: u32, counter: &str) -> Option<String> {
        let n = counter.strip_prefix("PMD")?.parse().ok()?;
        Montecito::counter_source(self, thread, n)
    }

    fn set_workload(&mut self, seed: u64, workload: &WorkloadSpec) {
        self.seed = seed;
        self.spec = workload.clone();
        for (t, th) in self.threads.iter_mut().enumerate() {
            let period = Arc::new(Period::generate(workload, seed, t as u32));
            th.stream = Arc::new(ItStream::generate(period, workload, seed, t as u32));
            th.cap_key = None;
            for c in &mut th.ctrs {
                c.tallies = [None, None];
            }
        }
        for t in 0..self.threads.len() {
            self.refresh(t);
        }
        self.touch();
    }

    fn set_mode(&mut self, thread: Option<u32>, mode: ModeSpec) -> Result<(), String> {
        let ModeSpec::Itanium { cpl, up, pp } = mode else {
            return Err("montecito modes are {\"cpl\": 0-3, \"psr\": {\"up\": 0/1, \"pp\": 0/1}}".into());
        };
        let psr = self.ix.psr;
        for t in 0..self.threads.len() {
            if thread.is_none_or(|x| x as usize == t) {
                let r = &mut self.threads[t].regs[psr];
                let v = PSR_CPL.set(*r, u64::from(cpl));
                *r = PSR_PP.set(PSR_UP.set(v, u64::from(up)), u64::from(pp));
                self.refresh(t);
            }
        }
        self.touch();
        Ok(())
    }

    fn mode(&self, thread: u32) -> Option<ModeSpec> {
        let psr = self.threads.get(thread as usize)?.regs[self.ix.psr];
        Some(ModeSpec::Itanium {
            cpl: PSR_CPL.get(psr) as u8,
            up: PSR_UP.is_set(psr),
            pp: PSR_PP.is_set(psr),
        })
    }

    fn peek(&self, at: RegRef) -> Option<u64> {
        self.value(at.thread, at.reg)
    }

    fn write(&mut self, w: Write, cycle: u64, _log: &mut Vec<LogEntry>) -> Result<Outcome, SimError> {
        self.write_register(w, cycle)
    }

    fn read(&mut self, at: RegRef, cycle: u64, log: &mut Vec<LogEntry>) -> Option<u64> {
        self.read_register(at, cycle, log)
    }

    /// Run cycles `from..to`, stopping early after the event that meets `until`.
    fn run(&mut self, from: u64, to: u64, until: Option<Until>, log: &mut Vec<LogEntry>) -> (u64, Stop) {
        self.run_cycles(from, to, until, log)
    }
}
