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
//! 2^47 is reached in well under a second. Nothing depends on how a run is split into steps.

pub mod capture;
pub mod map;
pub mod qual;
pub mod sched;
pub mod stream;
mod why;

use std::collections::VecDeque;
use std::sync::Arc;

use capture::{Cap, Captures};
use map::{Pt, Src, St};
use qual::{OpCm, Qual};
use sched::{Config, Mode, Next, Reason, Sched, Signature};
use stream::{fl, ItStream};

use super::engine::{engine_boilerplate, Engine, Stop, ThreadsView, TraceView};
use super::tally::Tally;
use super::why::Why;
use super::workload::{Period, WorkloadSpec, PERIOD};
use super::{LogEntry, LogKind, ModeSpec, Outcome, SimError, Until};
use crate::decode::{self, DiagKind, Diagnostic, Severity};
use crate::event::{Event, MtType};
use crate::machine::{CounterSpec, Machine};
use crate::machines::montecito::{events, MACHINE};
use crate::register::Register;

/// Two hardware threads per core (seed 003 section 2.4).
/// Counts are 47 bits: a counter overflows on the carry out of bit 46 (Table 3-7, L1103).
pub const COUNT_MASK: u64 = (1 << 47) - 1;
/// Thread switches logged one by one; later ones are counted (THREAD_SWITCH_EVENTS) and kept
/// in the timeline, but the log says once that it stops listing them.
pub const LOGGED_SWITCHES: u64 = 100;
/// Switches kept in the thread timeline.
pub const TIMELINE: usize = 256;

/// One thread switch, for the timeline view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Switch {
    pub cycle: u64,
    pub from: u32,
    pub to: u32,
    pub reason: Reason,
    pub urgency_from: u8,
    pub urgency_to: u8,
}

/// Register indexes into a thread's value table.
#[derive(Clone, Debug)]
struct Ix {
    psr: usize,
    pmc: [usize; 43],
    pmd: [usize; 64],
    ibr: [usize; 8],
    dbr: [usize; 8],
}

fn position(name: &str) -> usize {
    MACHINE
        .registers
        .iter()
        .position(|r| r.name == name)
        .unwrap_or(usize::MAX)
}

impl Ix {
    fn new() -> Ix {
        Ix {
            psr: position("PSR"),
            pmc: std::array::from_fn(|i| position(&format!("PMC{i}"))),
            pmd: std::array::from_fn(|i| position(&format!("PMD{i}"))),
            ibr: std::array::from_fn(|i| position(&format!("IBR{i}"))),
            dbr: std::array::from_fn(|i| position(&format!("DBR{i}"))),
        }
    }
}

// PSR bit positions (Itanium architecture; seed 003 Figure 3-10 is garbled, Ambiguity A1).
const PSR_UP: u64 = 1 << 2;
const PSR_SP: u64 = 1 << 20;
const PSR_PP: u64 = 1 << 21;
const PSR_IS: u64 = 1 << 34;

/// A generic counter's configuration (Table 3-6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Pmc {
    pub plm: u64,
    pub ev: bool,
    pub oi: bool,
    pub pm: bool,
    pub es: u64,
    pub umask: u64,
    pub threshold: u64,
    pub ism: u64,
    pub all: bool,
    pub mesi: u64,
}

impl Pmc {
    pub fn from(v: u64) -> Pmc {
        Pmc {
            plm: v & 0xf,
            ev: v >> 4 & 1 == 1,
            oi: v >> 5 & 1 == 1,
            pm: v >> 6 & 1 == 1,
            es: v >> 8 & 0xff,
            umask: v >> 16 & 0xf,
            threshold: v >> 20 & 7,
            ism: v >> 24 & 3,
            all: v >> 26 & 1 == 1,
            mesi: v >> 27 & 0xf,
        }
    }
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

/// One generic counter.
#[derive(Clone, Debug)]
struct Ctr {
    value: u64,
    src: Src,
    event: Option<&'static Event>,
    /// False where the manual says the count is undefined or nothing is counted (wrong
    /// counter, L1D/L2D set rules): the counter then counts nothing.
    valid: bool,
    /// Per-cycle increments over each thread's stream (for stream sources).
    tallies: [Option<(TallyKey, Arc<Tally>)>; 2],
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

/// The repetition detection (Brent's cycle finding over checkpoint signatures): memory O(1),
/// and it never changes a result, only how fast it is reached.
#[derive(Clone, Debug, Default)]
struct Accel {
    saved: Option<Snap>,
    power: u64,
    steps: u64,
    /// The start of a repetition known to hold (the first of two equal signatures), and what
    /// one repetition adds.
    since: Option<Snap>,
    period: Option<Repetition>,
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

/// The Montecito engine.
#[derive(Clone, Debug)]
pub struct Montecito {
    pub config: Config,
    seed: u64,
    spec: WorkloadSpec,
    ix: Ix,
    threads: Vec<Thread>,
    sched: Sched,
    timeline: VecDeque<Switch>,
    switches: u64,
    switch_counts: [u64; 5],
    /// Bumped whenever something outside the scheduler changes what the counters do.
    epoch: u64,
    accel: Accel,
    /// Whether to skip repetitions (tests turn it off to check that it changes nothing).
    pub accelerate: bool,
}

/// How a counter increases over a span.
enum Rate<'a> {
    Zero,
    /// Per cycle, the same amount.
    Linear(u64),
    /// Over the running thread's stream from a position.
    Stream(&'a Tally, u64),
}

impl Rate<'_> {
    fn over(&self, len: u64) -> u64 {
        match self {
            Rate::Zero => 0,
            Rate::Linear(v) => v * len,
            Rate::Stream(t, pos) => t.between(*pos, pos + len),
        }
    }

    /// The offset within the span of the cycle in which `n` more events have happened.
    fn reach(&self, n: u64) -> Option<u64> {
        match self {
            Rate::Zero => None,
            Rate::Linear(0) => None,
            Rate::Linear(v) => Some(n.div_ceil(*v) - 1),
            Rate::Stream(t, pos) => t.nth_event_cycle(*pos, n).map(|c| c - pos),
        }
    }
}

fn cpl_of(regs: &[u64], ix: &Ix) -> u8 {
    (regs[ix.psr] >> 32 & 3) as u8
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
                    value: 0,
                    src: Src::Nothing,
                    event: None,
                    valid: false,
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
            timeline: VecDeque::new(),
            switches: 0,
            switch_counts: [0; 5],
            epoch: 0,
            accel: Accel::default(),
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
    }

    // ----- accessors for views -------------------------------------------------------------

    /// A thread's urgency (0-7, section 2.4.1.3).
    pub fn urgency(&self, thread: u32) -> u8 {
        self.sched.threads.get(thread as usize).map_or(0, |t| t.urgency)
    }

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

    pub fn halted(&self, thread: u32) -> bool {
        self.sched.threads.get(thread as usize).is_some_and(|t| t.halted)
    }

    /// The last thread switches (at most [`TIMELINE`]), oldest first.
    pub fn timeline(&self) -> impl Iterator<Item = &Switch> {
        self.timeline.iter()
    }

    /// Thread switches since reset, in total and by reason ([`Reason::ALL`] order).
    pub fn switch_counts(&self) -> (u64, [u64; 5]) {
        (self.switches, self.switch_counts)
    }

    /// Outstanding L3 misses of a thread (requested, data not back).
    pub fn outstanding(&self, thread: u32) -> usize {
        self.sched
            .threads
            .get(thread as usize)
            .map_or(0, |t| t.pending.len())
    }

    /// A thread's position in its own workload stream.
    pub fn position(&self, thread: u32) -> u64 {
        self.sched.threads.get(thread as usize).map_or(0, |t| t.pos)
    }

    /// The execution trace buffer of a thread in recording order (oldest first): (PMD number,
    /// entry, PMD39 extension nibble); empty entries are left out.
    pub fn etb(&self, thread: u32) -> Vec<(u32, u64, u8)> {
        let Some(th) = self.threads.get(thread as usize) else {
            return Vec::new();
        };
        let idx = th.regs[self.ix.pmd[38]];
        let (ebi, full) = (idx & 0xf, idx >> 5 & 1 == 1);
        let order: Vec<u64> = if full {
            (0..16).map(|k| (ebi + k) % 16).collect()
        } else {
            (0..ebi).collect()
        };
        order
            .into_iter()
            .map(|k| {
                let v = th.regs[self.ix.pmd[48 + k as usize]];
                (48 + k as u32, v, self.ext_nibble(&th.regs, k))
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

    /// What a counter counts in this model ("not modelled" when the workload never produces
    /// it), for the UI.
    pub fn counter_source(&self, thread: u32, counter: u32) -> Option<String> {
        let th = self.threads.get(thread as usize)?;
        let c = th.ctrs.get((counter as usize).checked_sub(4)?)?;
        Some(match (c.event, c.src) {
            (None, _) => "no event".into(),
            (Some(e), Src::NotModelled) => format!("{}: not modelled (counts 0)", e.name),
            (Some(e), Src::Nothing) => format!("{}: this umask counts nothing", e.name),
            (Some(e), _) if !c.valid => format!("{}: undefined in this counter (counts 0)", e.name),
            (Some(e), _) => e.name.to_string(),
        })
    }

    // ----- registers -----------------------------------------------------------------------

    fn index(reg: &Register) -> Option<usize> {
        MACHINE.registers.iter().position(|r| r.name == reg.name)
    }

    /// The nibble of PMD39 that extends ETB entry `k` (PMD48+k): PMD(48+k) at bits 8k+3:8k and
    /// PMD(56+k) at 8k+7:8k+4 for k < 8 (Table 3-29; Ambiguity A16).
    fn ext_shift(k: u64) -> u64 {
        if k < 8 {
            8 * k
        } else {
            8 * (k - 8) + 4
        }
    }

    fn ext_nibble(&self, regs: &[u64], k: u64) -> u8 {
        (regs[self.ix.pmd[39]] >> Self::ext_shift(k) & 0xf) as u8
    }

    /// The other registers of a thread, for mode-dependent layouts.
    fn context(&self, thread: u32) -> decode::MachineContext<'static, impl Fn(&str) -> Option<u64> + '_> {
        decode::MachineContext {
            machine: &MACHINE,
            values: move |name: &str| MACHINE.register(name).and_then(|r| self.peek(thread, 0, r)),
        }
    }

    fn frozen(&self, t: usize) -> bool {
        self.threads[t].regs[self.ix.pmc[0]] & 1 == 1
    }

    // ----- configuration -------------------------------------------------------------------

    fn pmc(&self, t: usize, n: usize) -> u64 {
        self.threads[t].regs[self.ix.pmc[n]]
    }

    fn qual_of(&self, t: usize) -> Qual {
        let r = &self.threads[t].regs;
        let ix = &self.ix;
        let p = |n: usize| r[ix.pmc[n]];
        Qual {
            ig_ad: p(32) >> 57 & 1 == 1,
            inv: p(32) >> 56 & 1 == 1,
            ig_ibrp: [
                p(38) >> 1 & 1 == 1,
                p(38) >> 4 & 1 == 1,
                p(38) >> 7 & 1 == 1,
                p(38) >> 10 & 1 == 1,
            ],
            fine: p(38) >> 13 & 1 == 1,
            ibr: std::array::from_fn(|k| r[ix.ibr[k]]),
            dbr: std::array::from_fn(|k| r[ix.dbr[k]]),
            opcm: [OpCm::from_regs(p(32), p(33)), OpCm::from_regs(p(34), p(35))],
            ch_ig_opc: std::array::from_fn(|k| p(36) >> k & 1 == 1),
            en_dbrp: std::array::from_fn(|k| p(41) >> (45 + k) & 1 == 1),
            cfgdtag: [
                (p(41) >> 3 & 3) as u8,
                (p(41) >> 11 & 3) as u8,
                (p(41) >> 19 & 3) as u8,
                (p(41) >> 27 & 3) as u8,
            ],
            is: r[ix.psr] & PSR_IS != 0,
        }
    }

    /// Whether counter `n` of thread `t` may count what it selects: the event exists, its
    /// counter list holds PMDn (section 3.3.3), and the L1D and L2D set rules hold (sections
    /// 4.8.2, 4.8.4).
    fn validity(&self, t: usize, n: usize) -> (Option<&'static Event>, bool) {
        let p = Pmc::from(self.pmc(t, n));
        let Some(e) = events::lookup(p.es, p.umask) else {
            return (None, false);
        };
        if !e.countable_in(&format!("PMD{n}")) {
            return (Some(e), false);
        }
        if let Some(set) = e.set {
            let selector = match (set.unit, n) {
                ("L1D", _) => Some(5),
                ("L2D", 4 | 5 | 8) => Some(4),
                ("L2D", 6 | 7 | 9) => Some(6),
                ("L2D", _) => None,
                _ => Some(n),
            };
            let ok = selector.is_some_and(|s| {
                let q = Pmc::from(self.pmc(t, s));
                events::lookup(q.es, q.umask).and_then(|x| x.set) == Some(set)
            });
            if !ok {
                return (Some(e), false);
            }
        }
        (Some(e), true)
    }

    /// Diagnostics for a counter's configuration: the counting restrictions of section 3.3.3
    /// and the event pages, and what the simulator does about them.
    fn counter_notes(&self, t: usize, n: usize) -> Vec<Diagnostic> {
        let p = Pmc::from(self.pmc(t, n));
        let mut out = Vec::new();
        let mut note = |severity, kind, field, message: String| {
            out.push(Diagnostic {
                severity,
                kind,
                field,
                message,
            })
        };
        let (event, _) = self.validity(t, n);
        let Some(e) = event else {
            note(
                Severity::Warning,
                DiagKind::UnknownEncoding,
                Some("es"),
                format!(
                    "es 0x{:02x} selects no event of Table 4-42: PMD{n} counts nothing",
                    p.es
                ),
            );
            return out;
        };
        if !e.countable_in(&format!("PMD{n}")) {
            let why = if e.name == "CPU_OP_CYCLES_HALTED" {
                "The CYCLES_HALTED event can only be monitored in PMD10. If measured by any other PMD, \
                 the count value is undefined (section 3.3.3, L1126)"
                    .to_string()
            } else {
                format!(
                    "{} can be counted only in {} (section 3.3.3: ER/SI/L2D events only in PMD4-9, L1122); \
                     in PMD{n} the count is undefined",
                    e.name,
                    e.counters.join(", ")
                )
            };
            note(
                Severity::Error,
                DiagKind::Restriction,
                Some("es"),
                format!("{why}: this simulator counts nothing"),
            );
        } else if let Some(set) = e.set {
            if !self.validity(t, n).1 {
                let rule = if set.unit == "L1D" {
                    "To monitor any L1D events it is necessary to program PMC5/PMD5 to monitor one L1D \
                     event (L1124), of the same set (section 4.8.2)"
                } else {
                    "L2D events count only in PMD4-9, and PMD4/5/8 follow the L2D set of PMC4, PMD6/7/9 \
                     that of PMC6 (section 4.8.4, L1123)"
                };
                note(
                    Severity::Error,
                    DiagKind::Restriction,
                    Some("es"),
                    format!(
                        "{} is in {} set {}. {rule}: without it the hardware does not count it, and neither \
                         does this simulator",
                        e.name, set.unit, set.number
                    ),
                );
            }
        }
        if n >= 10 {
            if matches!(e.mt_type, Some(MtType::Floating | MtType::SelfFloating))
                || (e.mt_type == Some(MtType::Causal)
                    && e.name != "CPU_OP_CYCLES"
                    && e.name != "CPU_OP_CYCLES_HALTED")
            {
                note(
                    Severity::Warning,
                    DiagKind::Restriction,
                    Some("es"),
                    format!(
                        "{} is a type {} event: in a banked counter (PMD10-15) the value may be incorrect; \
                         measure it in a duplicated counter (PMD4-9) (section 3.3.3, L1125; section 4.2.1). \
                         Here it counts only while thread {t} is in the foreground",
                        e.name,
                        e.mt_type.map_or("?", MtType::letter)
                    ),
                );
            }
            if p.all {
                note(
                    Severity::Info,
                    DiagKind::Restriction,
                    Some("all"),
                    ".all is applicable only for duplicated counters (PMC4-9, Table 3-6): ignored here"
                        .into(),
                );
            }
        } else if p.all && e.all_capable == Some(false) {
            note(
                Severity::Warning,
                DiagKind::Restriction,
                Some("all"),
                format!(
                    "{} is not .all capable: with .all set the count is wrong (section 4.8.4); this model \
                     counts both threads anyway",
                    e.name
                ),
            );
        }
        if p.ism != 0b10 {
            note(
                Severity::Warning,
                DiagKind::Restriction,
                Some("ism"),
                "ism should be set to '10 for proper operation (Table 3-5, section 3.2.3.3); the Monitor \
                 Enable equation, which exempts only \"(i=39) or (i=37)\" (L1046), is then false, so the \
                 counter counts nothing"
                    .into(),
            );
        }
        if p.plm == 0 {
            note(
                Severity::Info,
                DiagKind::Restriction,
                Some("plm"),
                "Writing zeros to all plm bits effectively disables the monitor; the processor does not \
                 preserve the PMD's value (Table 3-5)"
                    .into(),
            );
        }
        let src = map::lookup(p.es, p.umask);
        if src == Src::NotModelled {
            note(
                Severity::Info,
                DiagKind::Restriction,
                Some("es"),
                format!(
                    "{} with this umask is not modelled: the simulated workload never produces it, so it \
                     counts 0",
                    e.name
                ),
            );
        }
        if p.threshold > 0 && e.max_increment <= 1 {
            note(
                Severity::Info,
                DiagKind::Restriction,
                Some("threshold"),
                format!(
                    "{} is a single-occurrence event: with threshold {} it never exceeds the threshold and \
                     counts 0 (section 3.2.1.3)",
                    e.name, p.threshold
                ),
            );
        }
        if e.mesi && p.mesi != 0b1111 {
            note(
                Severity::Info,
                DiagKind::Restriction,
                Some("MESI"),
                format!(
                    "MESI filter {:04b}: only lines in the selected states count; to capture all occurrences \
                     the filter must be set to b1111 (Table 3-6)",
                    p.mesi
                ),
            );
        }
        out
    }

    /// The illegal combination of section 3.3.5.2: "It is illegal to have PMC41[48:45]=0000"
    /// (L1218, L1362).
    fn qualification_notes(&self, t: usize) -> Vec<Diagnostic> {
        let p41 = self.pmc(t, 41);
        let p32 = self.pmc(t, 32);
        let p38 = self.pmc(t, 38);
        let bad = |f: u64| f == 0b10 || f == 0b00;
        if p41 >> 45 & 0xf == 0 && p32 >> 57 & 1 == 0 && (bad(p38 >> 1 & 3) || bad(p38 >> 4 & 3)) {
            vec![Diagnostic {
                severity: Severity::Error,
                kind: DiagKind::Restriction,
                field: None,
                message:
                    "It is illegal to have PMC41[48:45]=0000 and PMC32.ig_ad=0 and ((PMC38[2:1]=10 or 00) \
                          or (PMC38[5:4]=10 or 00)); this produces inconsistencies in tagging I-side events \
                          (L1218, L1362)"
                        .into(),
            }]
        } else {
            Vec::new()
        }
    }

    /// Rebuild what depends on thread `t`'s registers: its qualification, captures, and the
    /// tallies of every counter that reads its stream.
    fn refresh(&mut self, t: usize) {
        let qual = self.qual_of(t);
        let cpl = cpl_of(&self.threads[t].regs, &self.ix);
        let key = CapKey {
            etb: (self.pmc(t, 39), self.pmc(t, 42)),
            dear: self.pmc(t, 40),
            iear: self.pmc(t, 37),
            qual: qual.clone(),
            cpl,
        };
        {
            let th = &mut self.threads[t];
            th.qual = qual.clone();
            if th.cap_key.as_ref() != Some(&key) {
                let s = &th.stream;
                let pmc42 = key.etb.1;
                th.etb = Arc::new(match pmc42 >> 8 & 7 {
                    0 => capture::etb(s, key.etb.0, &qual, cpl),
                    4..=7 => capture::ipear(s, pmc42 & 0xf, cpl),
                    _ => Captures::none(),
                });
                th.dear = Arc::new(capture::dear(s, key.dear, &qual, cpl));
                th.iear = Arc::new(capture::iear(s, key.iear, &qual, cpl));
                th.cap_key = Some(key);
                th.cap_version += 1;
            }
        }
        for owner in 0..self.threads.len() {
            for n in 4..16 {
                self.refresh_counter(owner, n);
            }
        }
    }

    fn refresh_counter(&mut self, t: usize, n: usize) {
        let pmc = self.pmc(t, n);
        let p = Pmc::from(pmc);
        let (event, valid) = self.validity(t, n);
        let src = map::lookup(p.es, p.umask);
        for s in 0..self.threads.len() {
            // Only a counter that can count needs a tally (a tally is 128 KiB).
            let counts = valid && p.plm != 0 && p.ism == 0b10;
            let needed = counts
                && matches!(src, Src::Stream { .. })
                && (s == t || (n <= 9 && p.all && !own_only(src)));
            if !needed {
                self.threads[t].ctrs[n - 4].tallies[s] = None;
                continue;
            }
            let key = TallyKey {
                pmc,
                valid,
                qual: self.threads[s].qual.clone(),
                cpl: cpl_of(&self.threads[s].regs, &self.ix),
                captures: self.threads[t].cap_version,
            };
            if self.threads[t].ctrs[n - 4].tallies[s].as_ref().map(|x| &x.0) == Some(&key) {
                continue;
            }
            let tally = self.build_tally(t, n, s, event, src, valid);
            self.threads[t].ctrs[n - 4].tallies[s] = Some((key, Arc::new(tally)));
        }
        let c = &mut self.threads[t].ctrs[n - 4];
        c.src = src;
        c.event = event;
        c.valid = valid && event.is_some();
    }

    /// The per-cycle increments of counter `n` of thread `t` over thread `s`'s stream: the
    /// value the event has in each cycle, at privilege levels in plm, qualified by `s`'s
    /// filters ("Filters (IAR/DAR/OPC) are only associated with the thread they belong to",
    /// Table 3-6), clamped at the event's maximum increment, and thresholded (section
    /// 3.2.1.3: "the counter increments by one in every cycle in which the observed event
    /// value exceeds the threshold").
    fn build_tally(
        &self,
        t: usize,
        n: usize,
        s: usize,
        event: Option<&Event>,
        src: Src,
        valid: bool,
    ) -> Tally {
        let Src::Stream { st, .. } = src else {
            return Tally::zero();
        };
        let Some(e) = event.filter(|_| valid) else {
            return Tally::zero();
        };
        let p = Pmc::from(self.pmc(t, n));
        let th = &self.threads[s];
        let stream = &th.stream;
        let q = &th.qual;
        let base_cpl = cpl_of(&th.regs, &self.ix);
        let max = u64::from(e.max_increment.max(1));
        // Captures belong to the owner's buffers.
        let caps: Option<&Captures> = match st {
            St::Etb => Some(&self.threads[t].etb),
            St::Dear => Some(&self.threads[t].dear),
            St::Iear => Some(&self.threads[t].iear),
            _ => None,
        };
        // ETB_EVENT counts captured events, one per cycle at most (Table 4-42: "Branch Event
        // Captured", Max Inc/Cyc 1), although section 4.15 speaks of "entries": a branch's
        // target entry is not a second event.
        let mut per = vec![0u64; PERIOD];
        if let Some(caps) = caps {
            for c in caps.list.iter().filter(|c| c.event) {
                per[c.pos as usize] += 1;
            }
        }
        let iar = e.iar == Some(true);
        let opc = e.opc == Some(true);
        let dar = e.dar == Some(true);
        let open = q.ch0_open() && (!dar || q.dar_open());
        let mut ins = Vec::new();
        let mut prev_cpl = capture::cpl_at(stream, PERIOD - 1, base_cpl);
        for (i, v) in per.iter_mut().enumerate() {
            let cpl = capture::cpl_at(stream, i, base_cpl);
            let before = prev_cpl;
            prev_cpl = cpl;
            if p.plm >> cpl & 1 == 0 {
                *v = 0;
                continue;
            }
            let c = &stream.cycles[i];
            let needs_ins = matches!(st, St::Tagged(_) | St::QualCycle) || (!open && (iar || opc || dar));
            if needs_ins {
                stream.instructions(i, &mut ins);
            } else {
                ins.clear();
            }
            // Whether an instruction of this kind counts under channel 0 (and PMC41 for
            // memory events).
            let ok = |x: &stream::Instr| -> bool {
                if open {
                    return true;
                }
                let tag = if opc {
                    q.tag(0, x, cpl)
                } else if iar {
                    q.ibr0(x.ip, cpl)
                } else {
                    true
                };
                if dar && matches!(x.kind, stream::Kind::Load | stream::Kind::Store) {
                    q.dar(tag, stream.data_address(i))
                } else {
                    tag
                }
            };
            let first_ok = |kinds: &[stream::Kind]| -> bool {
                if open {
                    return true;
                }
                ins.iter()
                    .find(|x| kinds.contains(&x.kind))
                    .or(ins.first())
                    .is_some_and(ok)
            };
            use stream::Kind as K;
            let rec = &stream.period.recs[i];
            let value: u64 = match st {
                St::Tagged(ch) => {
                    let ch = usize::from(ch);
                    let ibr_open = q.ig_ibrp[ch] || (ch == 0 && q.ig_ad);
                    let all_open = ibr_open && (q.ch_ig_opc[ch] || q.opcm[ch % 2].matches_all());
                    if all_open {
                        u64::from(c.retired)
                    } else {
                        ins.iter().filter(|x| q.tag(ch, x, cpl)).count() as u64
                    }
                }
                St::QualCycle => u64::from(ins.iter().any(|x| q.tag(0, x, cpl))),
                St::Nops => count(&ins, open, u64::from(c.nops), K::Nop, &ok),
                St::FpOps => count(
                    &ins,
                    open,
                    u64::from(rec.count(super::workload::Cnt::FpOps)),
                    K::Fp,
                    &ok,
                ),
                St::Loads => count(
                    &ins,
                    open,
                    u64::from(rec.count(super::workload::Cnt::Load)),
                    K::Load,
                    &ok,
                ),
                St::Stores => count(
                    &ins,
                    open,
                    u64::from(rec.count(super::workload::Cnt::Store)),
                    K::Store,
                    &ok,
                ),
                St::DataRefs => {
                    count(
                        &ins,
                        open,
                        u64::from(rec.count(super::workload::Cnt::Load)),
                        K::Load,
                        &ok,
                    ) + count(
                        &ins,
                        open,
                        u64::from(rec.count(super::workload::Cnt::Store)),
                        K::Store,
                        &ok,
                    )
                }
                St::Flags(f) => u64::from(c.has(f) && first_ok(&[K::Load, K::Store])),
                St::FlagsExcept { all, none } => {
                    u64::from(c.flags & all == all && c.flags & none == 0 && first_ok(&[K::Load, K::Store]))
                }
                St::Bubble(f) => u64::from(c.retired == 0 && c.has(f)),
                St::Cycle => 1,
                St::Issue => u64::from(c.retired > 0 && first_ok(&[])),
                St::L3Reads {
                    data,
                    inst,
                    hit,
                    miss,
                } => {
                    let state_ok = !e.mesi || p.mesi & u64::from(c.mesi & 0xf) != 0;
                    let d = data
                        && ((hit && c.has(fl::L3_DATA_HIT)) || (miss && c.has(fl::L3_DATA_MISS)))
                        && first_ok(&[K::Load]);
                    let ii = inst
                        && ((hit && c.has(fl::L3_INST_HIT)) || (miss && c.has(fl::L3_INST_MISS)))
                        && first_ok(&[]);
                    if state_ok {
                        u64::from(d) + u64::from(ii)
                    } else {
                        0
                    }
                }
                St::L3Inserts => {
                    let state_ok = !e.mesi || p.mesi & u64::from(c.mesi >> 4) != 0;
                    u64::from(c.has(fl::L3_DATA_MISS | fl::L3_INST_MISS) && state_ok && first_ok(&[K::Load]))
                }
                St::Branches { ty, outcome } => stream
                    .branches_at(i)
                    .iter()
                    .filter(|b| map::type_matches(ty, b.kind))
                    .filter(|b| match outcome {
                        0 => true,
                        1 => !b.mispredicted(),
                        2 => b.path_mispredicted,
                        _ => b.target_mispredicted,
                    })
                    .filter(|b| open || branch_ok(&ins, b, &ok))
                    .count() as u64,
                St::PathPred { ty, ok: good, taken } => stream
                    .branches_at(i)
                    .iter()
                    .filter(|b| map::type_matches(ty, b.kind))
                    .filter(|b| b.path_mispredicted != good && b.taken == taken)
                    .filter(|b| open || branch_ok(&ins, b, &ok))
                    .count() as u64,
                St::Etb | St::Dear | St::Iear => *v,
                St::CplChanges(mask) => u64::from(
                    c.has(fl::PHASE_CHANGE)
                        && before != cpl
                        && (mask >> before & 1 == 1 || mask >> cpl & 1 == 1),
                ),
            };
            let value = value.min(max);
            *v = if p.threshold > 0 {
                u64::from(value > p.threshold)
            } else {
                value
            };
        }
        Tally::build(&stream.period.recs, |i, _| per[i])
    }

    // ----- counting ------------------------------------------------------------------------

    /// The part of the Monitor Enable equation (L1046) that does not depend on a cycle's
    /// privilege level: not frozen, ism = '10, pm against PSR.up/pp.
    fn gate(&self, t: usize, n: usize) -> bool {
        let p = Pmc::from(self.pmc(t, n));
        let psr = self.threads[t].regs[self.ix.psr];
        let c = &self.threads[t].ctrs[n - 4];
        // ism = '10 counts Itanium code only (section 3.2.3.3): IA-32 code (PSR.is) counts
        // nothing. A thread in a low-power halt counts only CPU_OP_CYCLES_HALTED:
        // "PAL_LIGHT_HALT freezes event monitoring prior to powering down" (L1824), and
        // CPU_OP_CYCLES with .all stops while its thread halts (L3411, Ambiguity A25).
        let halted = self.sched.threads[t].halted && c.src != Src::Halted;
        c.valid
            && !halted
            && psr & PSR_IS == 0
            && qual::gate(
                self.frozen(t),
                Some(p.ism),
                p.pm,
                psr & PSR_UP != 0,
                psr & PSR_PP != 0,
            )
    }

    /// The privilege level thread `s` is at now.
    fn cpl_now(&self, s: usize) -> u8 {
        let th = &self.threads[s];
        capture::cpl_at(
            &th.stream,
            (self.sched.threads[s].pos % PERIOD as u64) as usize,
            cpl_of(&th.regs, &self.ix),
        )
    }

    /// Whether counter `n` of thread `t` counts an event of thread `s` that happens now:
    /// duplicated counters count their own thread's events anytime and, with .all, both
    /// threads'; banked counters only while their thread owns the core (L1070-L1073).
    fn attributes(&self, t: usize, n: usize, s: usize) -> bool {
        let all = n <= 9 && Pmc::from(self.pmc(t, n)).all;
        let mine = s == t || all;
        let present = n <= 9 || self.sched.owner() == Some(t as u32);
        mine && present
    }

    fn plm_ok(&self, t: usize, n: usize, s: usize) -> bool {
        Pmc::from(self.pmc(t, n)).plm >> self.cpl_now(s) & 1 == 1
    }

    /// The value of a per-cycle count under the counter's threshold and maximum increment.
    fn shaped(&self, t: usize, n: usize, v: u64) -> u64 {
        let p = Pmc::from(self.pmc(t, n));
        let max = self.threads[t].ctrs[n - 4]
            .event
            .map_or(1, |e| u64::from(e.max_increment.max(1)));
        let v = v.min(max);
        if p.threshold > 0 {
            u64::from(v > p.threshold)
        } else {
            v
        }
    }

    /// How counter `n` of thread `t` increases over a span that starts now; `dead` is true for
    /// the last cycle of a switch window.
    fn rate(&self, t: usize, n: usize, dead: bool) -> Rate<'_> {
        if !self.gate(t, n) {
            return Rate::Zero;
        }
        let c = &self.threads[t].ctrs[n - 4];
        let owner = self.sched.owner().map(|o| o as usize);
        let banked = n >= 10;
        match c.src {
            Src::NotModelled | Src::Nothing | Src::Point(_) => Rate::Zero,
            Src::Stream { .. } | Src::Window if self.sched.mode != Mode::Running => {
                let window = matches!(c.src, Src::Window | Src::Stream { window: true, .. });
                // A switch window belongs to the outgoing thread (its pipeline flush); a banked
                // counter loses its last cycle, the dead cycle (BACK_END_BUBBLE note, L2830).
                match owner {
                    Some(o)
                        if window
                            && self.attributes(t, n, o)
                            && !(banked && dead)
                            && self.plm_ok(t, n, o) =>
                    {
                        Rate::Linear(self.shaped(t, n, 1))
                    }
                    _ => Rate::Zero,
                }
            }
            Src::Window => Rate::Zero,
            Src::Stream { .. } => {
                let f = self.sched.fg as usize;
                match &c.tallies[f] {
                    Some((_, tally)) if self.attributes(t, n, f) => {
                        Rate::Stream(tally, self.sched.threads[f].pos)
                    }
                    _ => Rate::Zero,
                }
            }
            Src::Live { hi } => {
                let mut live = 0;
                for s in 0..self.threads.len() {
                    if self.attributes(t, n, s) && self.plm_ok(t, n, s) {
                        live += self.sched.threads[s].live();
                    }
                }
                let v = if hi { live >> 3 } else { live & 7 };
                Rate::Linear(self.shaped(t, n, v))
            }
            Src::Halted => {
                let halted = self.sched.threads[t].halted;
                Rate::Linear(u64::from(halted && self.plm_ok(t, n, t)))
            }
        }
    }

    /// Count a point event of thread `s` on every counter that selects it; returns the
    /// counters that wrapped.
    fn count_point(&mut self, s: usize, what: impl Fn(Pt) -> bool) -> Vec<(usize, usize)> {
        let mut wrapped = Vec::new();
        for t in 0..self.threads.len() {
            for n in 4..16 {
                let Src::Point(pt) = self.threads[t].ctrs[n - 4].src else {
                    continue;
                };
                if !what(pt) || !self.gate(t, n) || !self.attributes(t, n, s) || !self.plm_ok(t, n, s) {
                    continue;
                }
                let inc = self.shaped(t, n, 1);
                if inc > 0 && self.bump(t, n, inc) {
                    wrapped.push((t, n));
                }
            }
        }
        wrapped
    }

    fn bump(&mut self, t: usize, n: usize, inc: u64) -> bool {
        let c = &mut self.threads[t].ctrs[n - 4];
        let wrap = inc >= (1 << 47) - c.value;
        c.value = (c.value + inc) & COUNT_MASK;
        wrap
    }

    /// Whether the ETB (or IP-EAR), the data EAR and the instruction EAR of thread `t`
    /// capture now (the Monitor Enable equation for PMC39/42, PMC40, PMC37; the IP-EAR
    /// outlives the freeze by its delay).
    fn capture_gates(&self, t: usize) -> (bool, bool, bool) {
        let r = &self.threads[t].regs;
        let psr = r[self.ix.psr];
        let (up, pp) = (psr & PSR_UP != 0, psr & PSR_PP != 0);
        // IA-32 code (PSR.is = 1) is never traced: the trace buffer's capture equation starts
        // with "(not PSR.is)" (L1607), whatever tag channel 0 says. The data EAR has ism,
        // which "should be set to '10 for proper operation" (L1064), Itanium code only, as the
        // counters do. The IP-EAR
        // and the instruction EAR have no such field and the manual says nothing of IA-32
        // for them: this model leaves them as they are.
        let itanium = psr & PSR_IS == 0;
        let fr = self.frozen(t);
        let p42 = self.pmc(t, 42);
        let etb = if p42 >> 8 & 4 != 0 {
            let th = &self.threads[t];
            !th.ipear_frozen && qual::gate(false, None, p42 >> 6 & 1 == 1, up, pp)
        } else {
            itanium && qual::gate(fr, None, self.pmc(t, 39) >> 6 & 1 == 1, up, pp)
        };
        let p40 = self.pmc(t, 40);
        let dear = itanium && qual::gate(fr, Some(p40 >> 24 & 3), p40 >> 6 & 1 == 1, up, pp);
        let p37 = self.pmc(t, 37);
        let iear = qual::gate(fr, None, p37 >> 4 & 1 == 1, up, pp);
        (etb, dear, iear)
    }

    /// Write ETB entries (oldest first) into the ring PMD48-63 with PMD38 and PMD39: ebi is
    /// post-incremented for every entry and full set when it wraps (Table 3-28, L1655-L1659).
    fn write_ring(&mut self, t: usize, total: u64, last: &[Cap]) {
        let ix = self.ix.clone();
        let regs = &mut self.threads[t].regs;
        let idx = regs[ix.pmd[38]];
        let ebi = idx & 0xf;
        let skip = total - last.len() as u64;
        for (k, c) in last.iter().enumerate() {
            let slot = (ebi + skip + k as u64) % 16;
            regs[ix.pmd[48 + slot as usize]] = c.vals[0];
            let sh = Self::ext_shift(slot);
            regs[ix.pmd[39]] = (regs[ix.pmd[39]] & !(0xf << sh)) | u64::from(c.ext) << sh;
        }
        let wrapped = ebi + total >= 16;
        let new_ebi = (ebi + total) % 16;
        regs[ix.pmd[38]] = (idx & !0xf) | new_ebi | if wrapped { 1 << 5 } else { 0 };
        self.threads[t].etb_total += total;
    }

    /// Advance the core over the span `a..b` in which nothing changes who runs; returns the
    /// counters that wrapped.
    fn advance(&mut self, a: u64, b: u64, dead: bool) -> Vec<(usize, usize)> {
        let len = b - a;
        let mut wrapped = Vec::new();
        for t in 0..self.threads.len() {
            for n in 4..16 {
                let inc = self.rate(t, n, dead).over(len);
                if inc > 0 && self.bump(t, n, inc) {
                    wrapped.push((t, n));
                }
            }
        }
        if self.sched.mode == Mode::Running {
            let f = self.sched.fg as usize;
            let from = self.sched.threads[f].pos;
            let to = from + len;
            let (etb, dear, iear) = self.capture_gates(f);
            let ipear = self.pmc(f, 42) >> 8 & 4 != 0;
            let stop = self.threads[f].ipear_stop;
            // The IP-EAR captures until its delayed freeze.
            let etb_to = match stop {
                Some(s) if ipear && s < b => from + s.saturating_sub(a),
                _ => to,
            };
            if etb && etb_to > from {
                let (n, last) = self.threads[f].etb.last_in(from, etb_to, 16);
                if n > 0 {
                    self.write_ring(f, n, &last);
                }
            }
            if dear {
                let (n, last) = self.threads[f].dear.last_in(from, to, 1);
                if let Some(c) = last.last() {
                    let ix = self.ix.clone();
                    let r = &mut self.threads[f].regs;
                    r[ix.pmd[32]] = c.vals[0];
                    r[ix.pmd[33]] = c.vals[1];
                    r[ix.pmd[36]] = c.vals[2];
                }
                self.threads[f].dear_total += n;
            }
            if iear {
                let (n, last) = self.threads[f].iear.last_in(from, to, 1);
                if let Some(c) = last.last() {
                    let ix = self.ix.clone();
                    let r = &mut self.threads[f].regs;
                    r[ix.pmd[34]] = c.vals[0];
                    r[ix.pmd[35]] = c.vals[1];
                }
                self.threads[f].iear_total += n;
            }
            self.sched.threads[f].pos = to;
        }
        wrapped
    }

    /// The earliest cycle in `a..b` in which a counter wraps.
    fn earliest_wrap(&self, a: u64, b: u64, dead: bool) -> Option<u64> {
        let mut best: Option<u64> = None;
        for t in 0..self.threads.len() {
            for n in 4..16 {
                let c = &self.threads[t].ctrs[n - 4];
                let need = (1 << 47) - c.value;
                // Most spans are far from any overflow: at most the event's maximum increment
                // per cycle cannot reach it.
                let most = c.event.map_or(7, |e| u64::from(e.max_increment.max(7)));
                if (b - a).saturating_mul(most) < need {
                    continue;
                }
                if let Some(off) = self.rate(t, n, dead).reach(need) {
                    let at = a.saturating_add(off);
                    if at < b && best.is_none_or(|x| at < x) {
                        best = Some(at);
                    }
                }
            }
        }
        best
    }

    /// Overflow of counter `n` of thread `t` in `cycle` (section 3.3.4, Table 3-8; section
    /// 3.3.11): PMC0 bit n is set whatever oi says; with oi, PMC0.fr is set and one
    /// performance monitor interrupt is raised.
    fn overflow(&mut self, cycle: u64, list: &[(usize, usize)], log: &mut Vec<LogEntry>) {
        let mut raised: Vec<usize> = Vec::new();
        for &(t, n) in list {
            let p = Pmc::from(self.pmc(t, n));
            let pmc0 = self.ix.pmc[0];
            self.threads[t].regs[pmc0] |= 1 << n;
            log.push(LogEntry {
                cycle,
                thread: Some(t as u32),
                kind: LogKind::Overflow {
                    counter: format!("PMD{n}"),
                    control: format!("PMC0.ov{n}"),
                },
            });
            if p.ev {
                log.push(LogEntry {
                    cycle,
                    thread: Some(t as u32),
                    kind: LogKind::Note {
                        text: format!(
                            "PMC{n}.ev = 1: external notification of the overflow (Table 3-6; not modelled further)"
                        ),
                    },
                });
            }
            if p.oi && !raised.contains(&t) {
                let already = self.threads[t].regs[pmc0] & 1 == 1;
                self.threads[t].regs[pmc0] |= 1;
                raised.push(t);
                if already {
                    continue;
                }
                self.start_ipear_countdown(t, cycle);
                log.push(LogEntry {
                    cycle,
                    thread: Some(t as u32),
                    kind: LogKind::Freeze {
                        note: format!(
                            "PMC{n}.oi = 1: hardware set PMC0.fr and every monitor of thread {t} stopped; \
                             software must clear PMC0 to resume (Table 3-8; \"all bits of PMC0 need to be \
                             cleared\", L1797)"
                        ),
                    },
                });
                let background = self.threads.len() == 2 && self.foreground() != t as u32;
                let mut note =
                    "performance monitor interrupt, external interrupt vector 0x3000 (section 3.3.11); \
                                counter overflows generate only one interrupt (Table 3-6)"
                        .to_string();
                if background && self.config.pmi_urgency {
                    self.sched.threads[t].urgency = 6;
                    note.push_str(&format!(
                        "; thread {t} is in the background, so its urgency becomes 6 (section 2.4.1.3)"
                    ));
                }
                log.push(LogEntry {
                    cycle,
                    thread: Some(t as u32),
                    kind: LogKind::Interrupt {
                        name: "performance_monitor_interrupt",
                        counter: Some(format!("PMD{n}")),
                        note,
                    },
                });
            }
        }
        self.touch();
    }

    fn start_ipear_countdown(&mut self, t: usize, cycle: u64) {
        let p42 = self.pmc(t, 42);
        if p42 >> 8 & 4 != 0 && !self.threads[t].ipear_frozen {
            self.threads[t].ipear_stop = Some(cycle + (p42 >> 11 & 0xff));
        }
    }

    /// The IP-EAR freezes: one last entry, ef = 1 with the remaining delay if early (a thread
    /// switch), else ef = 0 (L1777).
    fn ipear_freeze(&mut self, t: usize, now: u64, early: bool) {
        let Some(stop) = self.threads[t].ipear_stop.take() else {
            return;
        };
        self.threads[t].ipear_frozen = true;
        let pos = self.sched.threads[t].pos;
        let th = &self.threads[t];
        let s = &th.stream;
        let c = s.at(pos);
        let ip = ItStream::bundle_address(s.phase(pos), u64::from(c.bundle));
        let issued = s.issue.upto(pos);
        let last = if issued == 0 {
            0
        } else {
            s.issue.nth_event_cycle(0, issued).unwrap_or(0)
        };
        let elapsed = (pos - last).min(63);
        let delay = early.then(|| stop.saturating_sub(now));
        let cap = Cap {
            pos: 0,
            vals: [capture::ipear_entry(ip, elapsed, delay), 0, 0],
            ext: capture::ipear_ext(elapsed, false, early),
            event: true,
        };
        self.write_ring(t, 1, &[cap]);
    }

    // ----- running -------------------------------------------------------------------------

    fn streams(&self) -> Vec<Arc<ItStream>> {
        self.threads.iter().map(|t| t.stream.clone()).collect()
    }

    /// The next event, including the IP-EAR's delayed freeze.
    fn next_event(&self, now: u64, streams: &[&ItStream]) -> Option<(u64, Option<Next>)> {
        let s = self
            .sched
            .next(now, &self.config, streams)
            .map(|(c, n)| (c, Some(n)));
        let ip = self
            .threads
            .iter()
            .filter_map(|t| t.ipear_stop)
            .map(|c| c.max(now))
            .min()
            .map(|c| (c, None));
        match (s, ip) {
            (Some(a), Some(b)) => Some(if b.0 < a.0 { b } else { a }),
            (a, b) => a.or(b),
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn record_switch(
        &mut self,
        now: u64,
        from: u32,
        to: u32,
        reason: Reason,
        uf: u8,
        ut: u8,
        log: &mut Vec<LogEntry>,
    ) {
        self.switches += 1;
        self.switch_counts[reason as usize] += 1;
        if self.timeline.len() == TIMELINE {
            self.timeline.pop_front();
        }
        self.timeline.push_back(Switch {
            cycle: now,
            from,
            to,
            reason,
            urgency_from: uf,
            urgency_to: ut,
        });
        if self.switches <= LOGGED_SWITCHES {
            log.push(LogEntry {
                cycle: now,
                thread: Some(from),
                kind: LogKind::ThreadSwitch {
                    from,
                    to,
                    reason: reason.name(),
                    urgency_from: uf,
                    urgency_to: ut,
                },
            });
        } else if self.switches == LOGGED_SWITCHES + 1 {
            log.push(LogEntry {
                cycle: now,
                thread: Some(from),
                kind: LogKind::Note {
                    text: format!(
                        "thread switches after the first {LOGGED_SWITCHES} are not logged; THREAD_SWITCH_EVENTS \
                         counts them and the thread timeline keeps the last {TIMELINE}"
                    ),
                },
            });
        }
    }

    fn snap(&self, now: u64) -> Snap {
        Snap {
            sig: self.sched.signature(now, &self.config),
            now,
            epoch: self.epoch,
            pos: self.sched.threads.iter().map(|t| t.pos).collect(),
            values: self
                .threads
                .iter()
                .map(|t| t.ctrs.iter().map(|c| c.value).collect())
                .collect(),
            etb: self.threads.iter().map(|t| t.etb_total).collect(),
            dear: self.threads.iter().map(|t| t.dear_total).collect(),
            iear: self.threads.iter().map(|t| t.iear_total).collect(),
            switches: self.switches,
            switch_counts: self.switch_counts,
        }
    }

    /// A checkpoint of the repetition detection; returns the cycle the core jumped to when it
    /// skipped whole repetitions.
    fn checkpoint(&mut self, now: u64, to: u64, until: Option<Until>) -> Option<u64> {
        if !self.accelerate
            || self.sched.plan_next < self.sched.plan.len()
            || self.threads.iter().any(|t| t.ipear_stop.is_some())
        {
            return None;
        }
        if self.accel.period.is_some() {
            return self.fast_forward(now, to, until);
        }
        let snap = self.snap(now);
        match self.accel.saved.take() {
            Some(saved) if saved.sig == snap.sig && saved.epoch == snap.epoch && saved.now < now => {
                // The state at `now` is the state at `saved.now`: from `saved.now` on, the core
                // repeats itself every `now - saved.now` cycles (until a write or an overflow
                // changes the epoch, which forgets all this).
                let diff = |a: &[u64], b: &[u64]| a.iter().zip(b).map(|(x, y)| x - y).collect::<Vec<u64>>();
                self.accel.period = Some(Repetition {
                    dt: now - saved.now,
                    dpos: diff(&snap.pos, &saved.pos),
                    counters: snap
                        .values
                        .iter()
                        .zip(&saved.values)
                        .map(|(a, b)| {
                            a.iter()
                                .zip(b)
                                .map(|(x, y)| x.wrapping_sub(*y) & COUNT_MASK)
                                .collect()
                        })
                        .collect(),
                    etb: diff(&snap.etb, &saved.etb),
                    dear: diff(&snap.dear, &saved.dear),
                    iear: diff(&snap.iear, &saved.iear),
                    switches: snap.switches - saved.switches,
                    switch_counts: std::array::from_fn(|i| snap.switch_counts[i] - saved.switch_counts[i]),
                });
                self.accel.since = Some(saved);
                self.fast_forward(now, to, until)
            }
            other => {
                // Brent's method: keep a reference for `power` checkpoints, then move it.
                let saved = other.filter(|s| s.epoch == snap.epoch);
                self.accel.steps += 1;
                if saved.is_none() || self.accel.steps >= self.accel.power.max(1) {
                    self.accel.saved = Some(snap);
                    self.accel.power = self.accel.power.max(1) * 2;
                    self.accel.steps = 0;
                } else {
                    self.accel.saved = saved;
                }
                None
            }
        }
    }

    /// Skip as many whole repetitions as fit before `to`, before any counter would wrap, and
    /// without hiding a switch that the log or `until` wants. Any cycle after the start of a
    /// known repetition will do: the state `dt` cycles later is this one moved ahead.
    fn fast_forward(&mut self, now: u64, to: u64, until: Option<Until>) -> Option<u64> {
        if !self.accelerate
            || self.sched.plan_next < self.sched.plan.len()
            || self.threads.iter().any(|t| t.ipear_stop.is_some())
        {
            return None;
        }
        let (Some(rep), Some(since)) = (&self.accel.period, &self.accel.since) else {
            return None;
        };
        let dt = rep.dt;
        // Land strictly before `to`, so that the events of the landing cycle are handled as a
        // run through it would handle them (a run stops before the events at `to`).
        if now < since.now || to <= now.saturating_add(dt) {
            return None;
        }
        if rep.switches > 0
            && (matches!(until, Some(Until::ThreadSwitch)) || self.switches <= LOGGED_SWITCHES)
        {
            return None;
        }
        // The ETB and timeline rings must hold only entries of the repetition, so that moving
        // them ahead is exact.
        if rep.switches > 0 && self.switches - since.switches < TIMELINE as u64 {
            return None;
        }
        for t in 0..self.threads.len() {
            if rep.etb[t] > 0 && self.threads[t].etb_total - since.etb[t] < 16 {
                return None;
            }
        }
        let mut k = (to - now - 1) / dt;
        for (th, row) in self.threads.iter().zip(&rep.counters) {
            for (c, d) in th.ctrs.iter().zip(row) {
                if let Some(fit) = ((1u64 << 47) - c.value - 1).checked_div(*d) {
                    k = k.min(fit);
                }
            }
        }
        if k == 0 {
            return None;
        }
        let rep = rep.clone();
        self.sched.shift(dt, &rep.dpos, k);
        let ix = self.ix.clone();
        for (t, row) in rep.counters.iter().enumerate() {
            for (c, d) in self.threads[t].ctrs.iter_mut().zip(row) {
                c.value += k * d;
            }
            let r = rep.etb[t];
            if r > 0 {
                let shift = (k % 16) * (r % 16) % 16;
                let regs = &mut self.threads[t].regs;
                let old: Vec<(u64, u64)> = (0..16)
                    .map(|s| {
                        (
                            regs[ix.pmd[48 + s]],
                            regs[ix.pmd[39]] >> Self::ext_shift(s as u64) & 0xf,
                        )
                    })
                    .collect();
                let mut ext = 0u64;
                for (s, (v, e)) in old.iter().enumerate() {
                    let ns = (s as u64 + shift) % 16;
                    regs[ix.pmd[48 + ns as usize]] = *v;
                    ext |= e << Self::ext_shift(ns);
                }
                regs[ix.pmd[39]] = ext;
                let idx = regs[ix.pmd[38]];
                let ebi = idx & 0xf;
                regs[ix.pmd[38]] = (idx & !0xf) | ((ebi + shift) % 16) | 1 << 5;
                self.threads[t].etb_total += k * r;
            }
            self.threads[t].dear_total += k * rep.dear[t];
            self.threads[t].iear_total += k * rep.iear[t];
        }
        if rep.switches > 0 {
            for s in &mut self.timeline {
                s.cycle += k * dt;
            }
            self.switches += k * rep.switches;
            for (c, d) in self.switch_counts.iter_mut().zip(rep.switch_counts) {
                *c += k * d;
            }
        }
        Some(now + k * dt)
    }
}

impl Engine for Montecito {
    engine_boilerplate!();

    fn why(
        &self,
        _machine: &'static Machine,
        thread: u32,
        _unit: u32,
        counter: &'static CounterSpec,
        _cycle: u64,
    ) -> Option<Why> {
        let n = counter.count.reg.strip_prefix("PMD")?.parse::<usize>().ok()?;
        self.why_counter(thread as usize, n, counter.id)
    }

    fn switch_config(&self) -> Option<&Config> {
        Some(&self.config)
    }

    fn set_switch_config(&mut self, config: Config) -> Option<Result<(), SimError>> {
        Some(self.set_config(config))
    }

    fn threads_view(&self) -> Option<ThreadsView> {
        let n = self.threads.len() as u32;
        let (total, by) = self.switch_counts();
        Some(ThreadsView {
            foreground: self.foreground(),
            switching: self.switching(),
            idle: self.idle(),
            urgency: (0..n).map(|t| self.urgency(t)).collect(),
            halted: (0..n).map(|t| self.halted(t)).collect(),
            timeline: self.timeline().copied().collect(),
            total,
            by_reason: Reason::ALL.iter().map(|r| r.name()).zip(by).collect(),
            help: sched::HELP,
        })
    }

    fn trace_view(&self, thread: u32) -> Option<TraceView> {
        Some(TraceView {
            entries: self.etb(thread),
            ears: self.ears(thread),
        })
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
                *r = (*r & !(3 << 32 | PSR_UP | PSR_PP))
                    | u64::from(cpl & 3) << 32
                    | if up { PSR_UP } else { 0 }
                    | if pp { PSR_PP } else { 0 };
                self.refresh(t);
            }
        }
        self.touch();
        Ok(())
    }

    fn mode(&self, thread: u32) -> Option<ModeSpec> {
        let psr = self.threads.get(thread as usize)?.regs[self.ix.psr];
        Some(ModeSpec::Itanium {
            cpl: (psr >> 32 & 3) as u8,
            up: psr & PSR_UP != 0,
            pp: psr & PSR_PP != 0,
        })
    }

    fn peek(&self, thread: u32, _unit: u32, reg: &Register) -> Option<u64> {
        let th = self.threads.get(thread as usize)?;
        let i = Self::index(reg)?;
        if let Some(n) = (4..16).find(|&n| self.ix.pmd[n] == i) {
            return Some(th.ctrs[n - 4].value);
        }
        Some(th.regs[i])
    }

    #[allow(clippy::too_many_arguments)]
    fn write(
        &mut self,
        machine: &'static Machine,
        cycle: u64,
        thread: u32,
        _unit: u32,
        reg: &'static Register,
        new: u64,
        _log: &mut Vec<LogEntry>,
    ) -> Result<Outcome, SimError> {
        let i = Self::index(reg).ok_or_else(|| SimError::UnknownRegister {
            machine: machine.id,
            reg: reg.name.to_string(),
        })?;
        let t = thread as usize;
        let old = self.peek(thread, 0, reg).unwrap_or(0);
        // Layouts that depend on another register (PMD33 on PMC40.mode, PMD39 and PMD48-63
        // on PMC42.mode) follow its current value.
        let outcome = decode::software_write(reg, old, new, &self.context(thread));
        let mut notes = outcome.notes;
        let stored = outcome.value;
        let ix = self.ix.clone();
        if let Some(n) = (4..16).find(|&n| ix.pmd[n] == i) {
            // "Bit 47 is the overflow bit and must be initialized to 0" (L1103): the count
            // field takes bits 46:0 and ov is written as 0 (the WriteZero access kind).
            self.threads[t].ctrs[n - 4].value = stored & COUNT_MASK;
            self.touch();
            return Ok(Outcome::Written {
                value: stored & COUNT_MASK,
                notes,
            });
        }
        let was_frozen = self.frozen(t);
        self.threads[t].regs[i] = stored;
        if i == ix.pmc[0] {
            let frozen = stored & 1 == 1;
            if frozen && !was_frozen {
                self.start_ipear_countdown(t, cycle);
            }
            if !frozen {
                self.threads[t].ipear_stop = None;
                self.threads[t].ipear_frozen = false;
            }
        }
        self.refresh(t);
        if let Some(n) = (4..16).find(|&n| ix.pmc[n] == i) {
            notes.extend(self.counter_notes(t, n));
        }
        if i == ix.pmc[38] || i == ix.pmc[41] || i == ix.pmc[32] {
            notes.extend(self.qualification_notes(t));
        }
        self.touch();
        Ok(Outcome::Written { value: stored, notes })
    }

    fn read(
        &mut self,
        cycle: u64,
        thread: u32,
        unit: u32,
        reg: &'static Register,
        log: &mut Vec<LogEntry>,
    ) -> Result<Option<u64>, SimError> {
        let t = thread as usize;
        let Some(i) = Self::index(reg) else {
            return Ok(None);
        };
        let stored = self.peek(thread, unit, reg).unwrap_or(0);
        let regs = &self.threads[t].regs;
        let psr = regs[self.ix.psr];
        let cpl = cpl_of(regs, &self.ix);
        let is_pmd = reg.name.starts_with("PMD");
        // "Any read of the PMD from software without the appropriate privilege level will
        // return 0" (L1105): a privileged monitor (pm = 1) read by non-privileged software
        // (Table 3-5), and with PSR.sp = 1 any PMD read at a non-zero privilege level.
        if is_pmd && cpl != 0 {
            let secure = psr & PSR_SP != 0;
            let privileged = (4..16)
                .find(|&n| self.ix.pmd[n] == i)
                .is_some_and(|n| Pmc::from(regs[self.ix.pmc[n]]).pm);
            if secure || privileged {
                return Ok(Some(0));
            }
        }
        let ear_or_etb = [32, 33, 34, 35, 36, 38, 39]
            .iter()
            .chain((48..64).collect::<Vec<_>>().iter())
            .any(|&n| self.ix.pmd[n] == i);
        if ear_or_etb && !self.frozen(t) {
            log.push(LogEntry {
                cycle,
                thread: Some(thread),
                kind: LogKind::Note {
                    text: format!(
                        "{} read while PMC0.fr = 0: the manual says such reads return undefined values \
                         (L1370, L1649; readable only when event monitoring is frozen, L1050); this model \
                         returns the captured data",
                        reg.name
                    ),
                },
            });
        }
        Ok(Some(decode::software_read(reg, stored, &self.context(thread))))
    }

    /// Run cycles `from..to`, stopping early after the event that meets `until`.
    fn run(&mut self, from: u64, to: u64, until: Option<Until>, log: &mut Vec<LogEntry>) -> (u64, Stop) {
        let streams_arc = self.streams();
        let streams: Vec<&ItStream> = streams_arc.iter().map(|s| s.as_ref()).collect();
        let mut now = from;
        if let Some(landed) = self.fast_forward(now, to, until) {
            now = landed;
        }
        loop {
            let next = self.next_event(now, &streams);
            let b = next.map_or(u64::MAX, |x| x.0);
            let end = b.min(to);
            if end > now {
                let dead = matches!(self.sched.mode, Mode::Switching { until, .. } if until == now + 1);
                if let Some(w) = self.earliest_wrap(now, end, dead) {
                    let wrapped = self.advance(now, w + 1, dead);
                    now = w + 1;
                    let before = log.len();
                    self.overflow(w, &wrapped, log);
                    // An overflow meets `until overflow`, and `until trap` only if it raised
                    // the performance monitor interrupt (PMC.oi = 1).
                    if let Some(u) = until.filter(|u| log[before..].iter().any(|e| super::stops(*u, e))) {
                        return (now, Stop::met(u));
                    }
                    continue;
                }
                self.advance(now, end, dead);
                now = end;
            }
            if now >= to {
                return (to, Stop::at_end(until));
            }
            let Some((_, what)) = next else {
                return (to, Stop::at_end(until));
            };
            let Some(what) = what else {
                // The IP-EAR's delay after a freeze has run out.
                for t in 0..self.threads.len() {
                    if self.threads[t].ipear_stop.is_some_and(|c| c <= now) {
                        self.ipear_freeze(t, now, false);
                    }
                }
                self.touch();
                continue;
            };
            let before = log.len();
            let out = self.sched.process(now, what, &self.config, &streams);
            let mut wrapped = Vec::new();
            if let Some(s) = out.l3_miss {
                wrapped.extend(self.count_point(s as usize, |p| matches!(p, Pt::L3Miss | Pt::BusRead)));
            }
            if let Some(f) = out.missed {
                wrapped.extend(self.count_point(f as usize, |p| p == Pt::Missed));
            }
            if let Some((t, background)) = out.interrupt {
                log.push(LogEntry {
                    cycle: now,
                    thread: Some(t),
                    kind: LogKind::Interrupt {
                        name: "external_interrupt",
                        counter: None,
                        note: if background {
                            format!(
                                "directed at background thread {t}: its urgency is set to 6 (section 2.4.1.3, L633)"
                            )
                        } else {
                            format!("directed at thread {t}, which is in the foreground: urgency unchanged")
                        },
                    },
                });
            }
            if let Some((t, halted)) = out.halted {
                log.push(LogEntry {
                    cycle: now,
                    thread: Some(t),
                    kind: LogKind::Note {
                        text: if halted {
                            format!(
                                "thread {t} enters a quiesced low-power state (PAL_LIGHT_HALT, section 2.4.1.1)"
                            )
                        } else {
                            format!("thread {t} wakes from its low-power state")
                        },
                    },
                });
            }
            if let Some((from_t, to_t, reason, uf, ut, stall)) = out.switch {
                wrapped.extend(self.count_point(from_t as usize, |p| match p {
                    Pt::Switch(mask) => mask & reason.bit() != 0,
                    Pt::Stall(min) => stall >= min,
                    _ => false,
                }));
                self.record_switch(now, from_t, to_t, reason, uf, ut, log);
                // Early freeze of a counting-down IP-EAR at a thread switch (Table 3-33).
                if self.threads[from_t as usize].ipear_stop.is_some() {
                    self.ipear_freeze(from_t as usize, now, true);
                }
            }
            if !wrapped.is_empty() {
                self.overflow(now, &wrapped, log);
            }
            if let Some(u) = until {
                let hit = match u {
                    Until::ThreadSwitch => out.switch.is_some(),
                    Until::Overflow | Until::Trap => log[before..].iter().any(|e| super::stops(u, e)),
                    Until::Cycle(_) => false,
                };
                if hit {
                    return (now, Stop::met(u));
                }
            }
            if out.checkpoint {
                if let Some(landed) = self.checkpoint(now, to, until) {
                    now = landed;
                }
            }
        }
    }
}

/// Whether a source reads only its own thread's buffers (ETB and EAR captures).
fn own_only(src: Src) -> bool {
    matches!(
        src,
        Src::Stream {
            st: St::Etb | St::Dear | St::Iear,
            ..
        }
    )
}

/// Instructions of `kind` in a cycle that qualify, or the workload's count when nothing
/// constrains them.
fn count(
    ins: &[stream::Instr],
    open: bool,
    plain: u64,
    kind: stream::Kind,
    ok: &dyn Fn(&stream::Instr) -> bool,
) -> u64 {
    if open {
        plain
    } else {
        ins.iter().filter(|x| x.kind == kind && ok(x)).count() as u64
    }
}

/// Whether a branch's instruction qualifies.
fn branch_ok(ins: &[stream::Instr], b: &stream::ItBranch, ok: &dyn Fn(&stream::Instr) -> bool) -> bool {
    let ip = ItStream::bundle_address(b.phase, u64::from(b.bundle));
    ins.iter()
        .find(|x| x.kind == stream::Kind::Branch && x.ip == ip && x.slot == b.slot)
        .is_some_and(ok)
}
