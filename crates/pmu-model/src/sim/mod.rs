//! The simulator: one [`Action`] type drives a machine's PMU state (ARCHITECTURE.md,
//! Architecture Invariant (one Action)), and a [`Log`] records what the hardware did
//! (overflows, traps, hypercalls) with cycle numbers.
//!
//! Architecture Invariant (deterministic simulator): the same seed and actions give the same
//! state bit for bit, and running a+b cycles equals running a then b: every counter is a
//! [`tally::Tally`] over the workload's period, every overflow is found at its exact cycle, and
//! nothing depends on how the cycles were split into steps.

pub mod bench;
pub mod engine;
pub mod kt;
pub mod montecito;
pub mod sparc;
pub mod t4;
pub mod tally;
pub mod why;
pub mod workload;

use std::fmt;

use thiserror::Error;

use crate::decode::{self, Diagnostic, EncodeError};
use crate::machine::{CounterSpec, Machine};
use crate::machines::sparc_kt::perfreg::HvStatus;
use crate::number::hex;
use crate::register::{self, Register};
pub use engine::{Engine, Stop, ThreadsView, TraceView};
use tally::Tally;
use workload::{WorkloadError, WorkloadSpec};

/// SPARC privilege modes (seed 000 section 10.2: user, supervisor (privileged), hypervisor).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum SparcMode {
    User = 0,
    Privileged = 1,
    Hyperprivileged = 2,
}

impl SparcMode {
    pub fn name(self) -> &'static str {
        match self {
            SparcMode::User => "user",
            SparcMode::Privileged => "privileged",
            SparcMode::Hyperprivileged => "hyperprivileged",
        }
    }

    pub fn parse(s: &str) -> Option<SparcMode> {
        match s.trim().to_ascii_lowercase().as_str() {
            "user" | "nonprivileged" => Some(SparcMode::User),
            "privileged" | "supervisor" => Some(SparcMode::Privileged),
            "hyperprivileged" | "hypervisor" => Some(SparcMode::Hyperprivileged),
            _ => None,
        }
    }

    /// The mode of a cycle: the workload's phase raises the thread's base mode (a system call
    /// from user code runs privileged; a hypervisor trap runs hyperprivileged).
    pub fn with_phase(self, phase: u8) -> SparcMode {
        match phase.max(self as u8) {
            0 => SparcMode::User,
            1 => SparcMode::Privileged,
            _ => SparcMode::Hyperprivileged,
        }
    }
}

/// A privilege state to set: SPARC modes, or Itanium PSR.cpl with PSR.up/pp.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ModeSpec {
    Sparc(SparcMode),
    Itanium { cpl: u8, up: bool, pp: bool },
}

impl ModeSpec {
    /// Whether software in this mode may do what software in `needed` may: on SPARC a mode at
    /// least as privileged (hyperprivileged > privileged > user, seed 000 section 10.2); on
    /// Itanium a PSR.cpl at most `needed`'s (privilege level 0 is the most privileged, seed 003
    /// section 3.2.3.2). Modes of different architectures never cover each other.
    pub fn covers(self, needed: ModeSpec) -> bool {
        match (self, needed) {
            (ModeSpec::Sparc(a), ModeSpec::Sparc(b)) => a >= b,
            (ModeSpec::Itanium { cpl: a, .. }, ModeSpec::Itanium { cpl: b, .. }) => a <= b,
            _ => false,
        }
    }

    /// This mode raised to the privilege of `needed`, keeping what privilege does not set
    /// (Itanium's PSR.up and PSR.pp).
    pub fn raised_to(self, needed: ModeSpec) -> ModeSpec {
        match (self, needed) {
            (ModeSpec::Itanium { up, pp, .. }, ModeSpec::Itanium { cpl, .. }) => {
                ModeSpec::Itanium { cpl, up, pp }
            }
            _ => needed,
        }
    }
}

impl fmt::Display for ModeSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ModeSpec::Sparc(m) => write!(f, "{} mode", m.name()),
            ModeSpec::Itanium { cpl, up, pp } => {
                write!(
                    f,
                    "PSR.cpl {cpl}, PSR.up {}, PSR.pp {}",
                    u8::from(*up),
                    u8::from(*pp)
                )
            }
        }
    }
}

/// A whole value, or field assignments (`field`, `value` as typed: a number or a name) applied
/// on top of the register's current value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WriteValue {
    Raw(u64),
    Fields(Vec<(String, String)>),
}

/// What `run until` waits for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Until {
    Overflow,
    Trap,
    ThreadSwitch,
    /// An absolute cycle number.
    Cycle(u64),
}

impl Until {
    pub fn name(self) -> &'static str {
        match self {
            Until::Overflow => "overflow",
            Until::Trap => "trap",
            Until::ThreadSwitch => "thread_switch",
            Until::Cycle(_) => "cycle",
        }
    }
}

/// Settings of the KT hypervisor that the guest cannot see (seed 001 section 3: "The access
/// to write to the HT bit can be denied").
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HvPolicy {
    /// Nodes in the system (1-4): PerfReg numbers of other nodes are ENOTSUPPORTED.
    pub nodes: u8,
    /// Deny guests writing PCR.ht through KT_SET_PERFREG (they get ENOACCESS).
    pub deny_ht: bool,
    /// PerfReg numbers the guest may not touch (ENOACCESS).
    pub deny: Vec<u64>,
    /// The L2 bank control registers are being reprogrammed: PerfReg# 1 returns EWOULDBLOCK
    /// (seed 001 names EWOULDBLOCK without saying when; this is this model's case for it).
    pub l2_busy: bool,
}

impl Default for HvPolicy {
    fn default() -> Self {
        HvPolicy {
            nodes: 1,
            deny_ht: false,
            deny: Vec::new(),
            l2_busy: false,
        }
    }
}

/// One thing the model can be asked to do.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Software writes a register of a thread (strand) or unit (MCU, node).
    Write {
        thread: u32,
        unit: u32,
        reg: String,
        value: WriteValue,
    },
    /// Software reads a register; a read the hardware refuses is a logged trap.
    Read { thread: u32, unit: u32, reg: String },
    /// Set a thread's privilege state (`thread: None` sets every thread's).
    SetMode { thread: Option<u32>, mode: ModeSpec },
    /// Run this many cycles.
    Run { cycles: u64 },
    /// Run until the condition holds or `max_cycles` have passed.
    RunUntil { until: Until, max_cycles: u64 },
    /// A sun4v hypercall (KT): function number and arguments.
    Hypercall { thread: u32, func: u64, args: Vec<u64> },
    /// Replace the workload (every thread runs it, each with its own stream).
    SetWorkload(Box<WorkloadSpec>),
    /// Change the hypervisor's access policy (KT).
    SetPolicy(HvPolicy),
    /// Back to the reset state with the same seed, threads and workload.
    Reset,
}

/// What an action produced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The register now holds `value`; `notes` say why any written bit did not take.
    Written {
        value: u64,
        notes: Vec<Diagnostic>,
    },
    /// The value read, or `None` if the read trapped (see the log).
    Read {
        value: Option<u64>,
    },
    /// Cycles run and why the run stopped.
    Ran {
        cycles: u64,
        stopped: Stop,
    },
    /// The hardware refused the access with a trap (logged).
    Trapped {
        name: &'static str,
    },
    /// A hypercall's status and return value.
    Hypercall {
        status: HvStatus,
        value: Option<u64>,
    },
    Done,
}

/// Why an action could not be applied. The state is untouched when an action fails.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum SimError {
    #[error("{machine} has no register '{reg}'")]
    UnknownRegister { machine: &'static str, reg: String },
    #[error("{machine} has {count} {context}s; {context} {index} does not exist")]
    BadThread {
        machine: &'static str,
        context: &'static str,
        index: u32,
        count: u32,
    },
    #[error("{reg} has {count} instances; unit {index} does not exist")]
    BadUnit {
        reg: &'static str,
        index: u32,
        count: u32,
    },
    #[error(transparent)]
    Encode(#[from] EncodeError),
    #[error("{0}")]
    BadMode(String),
    #[error("{machine} has no hypervisor API; hypercalls are for sparc-kt")]
    NoHypervisor { machine: &'static str },
    #[error("{machine} does not model {what}")]
    Unsupported { machine: &'static str, what: String },
    #[error(transparent)]
    Workload(#[from] WorkloadError),
    #[error("a simulation has 1 to {max} {context}s, not {threads}")]
    BadThreadCount {
        threads: u32,
        max: u32,
        context: &'static str,
    },
}

/// What happened, for the log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LogKind {
    /// A counter wrapped.
    Overflow { counter: String, control: String },
    /// A trap was taken (or raised again while its condition holds).
    Trap {
        name: &'static str,
        counter: Option<String>,
        tpc: Option<u64>,
        ntc: bool,
        repeat: bool,
        note: String,
    },
    /// A trap the hardware would have raised but dropped (precise trap in hyperprivileged mode).
    TrapLost {
        name: &'static str,
        counter: String,
        reason: String,
    },
    /// A sun4v hypercall and its status.
    Hypercall {
        func: u64,
        name: &'static str,
        args: Vec<u64>,
        status: HvStatus,
        value: Option<u64>,
    },
    /// A remark about what the hardware did and why (from a programming note).
    Note { text: String },
    /// An interrupt (Montecito: the performance monitor interrupt raised on an overflow with
    /// PMC.oi = 1).
    Interrupt {
        name: &'static str,
        counter: Option<String>,
        note: String,
    },
    /// Monitoring froze (Montecito PMC0.fr set by hardware).
    Freeze { note: String },
    /// The core switched from one hardware thread to the other (Montecito 2.4.1).
    ThreadSwitch {
        from: u32,
        to: u32,
        reason: &'static str,
        urgency_from: u8,
        urgency_to: u8,
    },
}

impl LogKind {
    /// The `kind` string of the scenario JSON.
    pub fn name(&self) -> &'static str {
        match self {
            LogKind::Overflow { .. } => "overflow",
            LogKind::Trap { .. } => "trap",
            LogKind::TrapLost { .. } => "trap_lost",
            LogKind::Hypercall { .. } => "hypercall",
            LogKind::Note { .. } => "note",
            LogKind::Interrupt { .. } => "interrupt",
            LogKind::Freeze { .. } => "freeze",
            LogKind::ThreadSwitch { .. } => "thread_switch",
        }
    }
}

/// One log line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogEntry {
    pub cycle: u64,
    pub thread: Option<u32>,
    pub kind: LogKind,
}

impl LogEntry {
    /// The entry without its cycle number ("[0] overflow of PIC0 (PCR0.ov set)"), for views
    /// that show the cycle in a column of its own.
    pub fn describe(&self) -> String {
        let full = self.to_string();
        let prefix = format!("cycle {} ", self.cycle);
        full.strip_prefix(&prefix).unwrap_or(&full).to_string()
    }
}

impl fmt::Display for LogEntry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cycle {}", self.cycle)?;
        if let Some(t) = self.thread {
            write!(f, " [{t}]")?;
        }
        match &self.kind {
            LogKind::Overflow { counter, control } if control.contains('.') => {
                write!(f, " overflow of {counter} ({control} set)")
            }
            LogKind::Overflow { counter, control } => {
                write!(f, " overflow of {counter} ({control}.ov set)")
            }
            LogKind::Trap {
                name,
                counter,
                tpc,
                ntc,
                repeat,
                note,
            } => {
                write!(f, " trap {name}")?;
                if let Some(c) = counter {
                    write!(f, " ({c})")?;
                }
                if let Some(pc) = tpc {
                    write!(f, " TPC={}", hex(*pc, 64))?;
                }
                if *ntc {
                    write!(f, " ntc: handler must DONE")?;
                }
                if *repeat {
                    write!(f, " (again)")?;
                }
                if !note.is_empty() {
                    write!(f, ": {note}")?;
                }
                Ok(())
            }
            LogKind::TrapLost {
                name,
                counter,
                reason,
            } => write!(f, " {name} for {counter} lost: {reason}"),
            LogKind::Hypercall {
                name,
                args,
                status,
                value,
                ..
            } => {
                let args: Vec<String> = args.iter().map(|a| hex(*a, 64)).collect();
                write!(f, " hypercall {name}({}) -> {}", args.join(", "), status.name())?;
                if let Some(v) = value {
                    write!(f, " {}", hex(*v, 64))?;
                }
                Ok(())
            }
            LogKind::Note { text } => write!(f, " {text}"),
            LogKind::Interrupt { name, counter, note } => {
                write!(f, " interrupt {name}")?;
                if let Some(c) = counter {
                    write!(f, " ({c})")?;
                }
                if !note.is_empty() {
                    write!(f, ": {note}")?;
                }
                Ok(())
            }
            LogKind::Freeze { note } => write!(f, " freeze: {note}"),
            LogKind::ThreadSwitch {
                from,
                to,
                reason,
                urgency_from,
                urgency_to,
            } => write!(
                f,
                " thread switch {from} -> {to} ({reason}; urgencies {urgency_from} vs {urgency_to})"
            ),
        }
    }
}

/// A counter of `bits` bits counting the increments of a [`Tally`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counter {
    pub bits: u32,
    pub value: u64,
    pub tally: Tally,
}

impl Counter {
    pub fn new(bits: u32) -> Counter {
        Counter {
            bits,
            value: 0,
            tally: Tally::zero(),
        }
    }

    pub fn mask(&self) -> u64 {
        (1u64 << self.bits) - 1
    }

    /// Events still needed to wrap.
    pub fn to_wrap(&self) -> u64 {
        (1u64 << self.bits) - (self.value & self.mask())
    }

    /// The cycle (>= `from`) in which the counter wraps, if it ever does.
    pub fn wrap_cycle(&self, from: u64) -> Option<u64> {
        self.tally.nth_event_cycle(from, self.to_wrap())
    }

    /// Count cycles `from..to`; true if the counter wrapped (at most once: callers stop at the
    /// first wrap of any counter).
    pub fn advance(&mut self, from: u64, to: u64) -> bool {
        let inc = self.tally.between(from, to);
        let wrapped = inc >= self.to_wrap();
        self.value = (self.value + inc) & self.mask();
        wrapped
    }
}

/// The earliest cycle at or after `from` in which any of `counters` wraps.
pub fn earliest_wrap<'a>(counters: impl Iterator<Item = &'a Counter>, from: u64) -> Option<u64> {
    counters.filter_map(|c| c.wrap_cycle(from)).min()
}

/// A simulated machine: registers, workload, cycle, log.
#[derive(Debug)]
pub struct Simulator {
    pub machine: &'static Machine,
    pub seed: u64,
    pub threads: u32,
    pub workload: WorkloadSpec,
    pub cycle: u64,
    pub log: Vec<LogEntry>,
    engine: Box<dyn Engine>,
}

impl Clone for Simulator {
    fn clone(&self) -> Self {
        Simulator {
            machine: self.machine,
            seed: self.seed,
            threads: self.threads,
            workload: self.workload.clone(),
            cycle: self.cycle,
            log: self.log.clone(),
            engine: self.engine.clone_box(),
        }
    }
}

/// One counter as views show it, from the machine's [`CounterSpec`] and the current values.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CounterRow {
    pub spec: &'static CounterSpec,
    /// The count, and its width in bits.
    pub value: u64,
    pub width: u32,
    /// Whether its overflow bit is set.
    pub overflow: bool,
}

impl CounterRow {
    /// Where the overflow bit is, as the manual writes it: "PCR0.ov", "PMC0.ov4".
    pub fn overflow_bit(&self) -> String {
        format!("{}.{}", self.spec.overflow.reg, self.spec.overflow.field)
    }
}

/// The most hardware events (overflows, traps) one run action processes. A run that would
/// process more (a 32-bit counter of cycles wraps every 4.3e9 cycles, so about 4e15 cycles)
/// stops after the event that reaches the limit and says so (`stopped: "event_limit"`), so that
/// no single call can keep the page busy for minutes; the next run goes on from there.
pub const MAX_EVENTS_PER_RUN: u32 = 100_000;

/// Bounds a run so that a runaway `run until` cannot hang the page (2^62 cycles: decades of
/// simulated time, still computed in microseconds).
pub const MAX_RUN: u64 = 1 << 62;

impl Simulator {
    /// A machine in its reset state running the default workload.
    pub fn new(machine_id: &str, seed: u64, threads: u32) -> Result<Simulator, SimError> {
        Self::with_workload(machine_id, seed, threads, WorkloadSpec::default())
    }

    pub fn with_workload(
        machine_id: &str,
        seed: u64,
        threads: u32,
        workload: WorkloadSpec,
    ) -> Result<Simulator, SimError> {
        workload.validate()?;
        let machine = crate::machine::machine(machine_id).ok_or_else(|| SimError::Unsupported {
            machine: "pmu-explorer",
            what: format!(
                "a machine named '{machine_id}' (machines: {})",
                crate::machine::MACHINES.map(|m| m.id).join(", ")
            ),
        })?;
        let engine = engine::new_engine(machine, seed, threads, &workload)?;
        Ok(Simulator {
            machine,
            seed,
            threads,
            workload,
            cycle: 0,
            log: Vec::new(),
            engine,
        })
    }

    /// Apply one action. On error nothing has changed.
    pub fn apply(&mut self, action: Action) -> Result<Outcome, SimError> {
        match action {
            Action::Reset => {
                let config = self.engine.switch_config().cloned();
                let mut next = Simulator::with_workload(
                    self.machine.id,
                    self.seed,
                    self.threads,
                    self.workload.clone(),
                )?;
                // The thread-switch settings are part of the machine, not of its state.
                if let Some(config) = config {
                    next.set_switch_config(config)?;
                }
                *self = next;
                Ok(Outcome::Done)
            }
            Action::SetWorkload(spec) => {
                spec.validate()?;
                self.engine.set_workload(self.seed, &spec);
                self.workload = *spec;
                Ok(Outcome::Done)
            }
            Action::Run { cycles } => Ok(self.run(cycles, None)),
            Action::RunUntil { until, max_cycles } => {
                let max = match until {
                    Until::Cycle(c) => c.saturating_sub(self.cycle).min(max_cycles),
                    _ => max_cycles,
                };
                Ok(self.run(max.min(MAX_RUN), Some(until)))
            }
            Action::SetMode { thread, mode } => {
                if let Some(t) = thread {
                    self.check_thread(t)?;
                }
                self.engine.set_mode(thread, mode).map_err(SimError::BadMode)?;
                Ok(Outcome::Done)
            }
            Action::Write {
                thread,
                unit,
                reg,
                value,
            } => {
                self.check_thread(thread)?;
                let r = self.register(&reg)?;
                check_unit(r, unit)?;
                // The value software asked for, whole or field by field on top of what the
                // register holds; each engine then applies it as its hardware would.
                let old = self
                    .peek(thread, unit, r.name)
                    .ok_or_else(|| SimError::UnknownRegister {
                        machine: self.machine.id,
                        reg: r.name.to_string(),
                    })?;
                let new = resolve_write(self.machine, r, old, &value)?;
                self.engine
                    .write(self.machine, self.cycle, thread, unit, r, new, &mut self.log)
            }
            Action::Read { thread, unit, reg } => {
                self.check_thread(thread)?;
                let r = self.register(&reg)?;
                check_unit(r, unit)?;
                let value = self.engine.read(self.cycle, thread, unit, r, &mut self.log)?;
                Ok(Outcome::Read { value })
            }
            Action::Hypercall { thread, func, args } => {
                self.check_thread(thread)?;
                self.engine
                    .hypercall(self.machine, self.cycle, thread, func, &args, &mut self.log)
                    .ok_or(SimError::NoHypervisor {
                        machine: self.machine.id,
                    })
            }
            Action::SetPolicy(policy) => {
                if self.engine.set_policy(policy) {
                    Ok(Outcome::Done)
                } else {
                    Err(SimError::NoHypervisor {
                        machine: self.machine.id,
                    })
                }
            }
        }
    }

    fn run(&mut self, cycles: u64, until: Option<Until>) -> Outcome {
        let from = self.cycle;
        let to = from.saturating_add(cycles);
        let (reached, stopped) = self.engine.run(from, to, until, &mut self.log);
        self.cycle = reached;
        Outcome::Ran {
            cycles: reached - from,
            stopped,
        }
    }

    fn check_thread(&self, thread: u32) -> Result<(), SimError> {
        if thread < self.threads {
            Ok(())
        } else {
            Err(SimError::BadThread {
                machine: self.machine.id,
                context: self.machine.contexts.name,
                index: thread,
                count: self.threads,
            })
        }
    }

    fn register(&self, name: &str) -> Result<&'static Register, SimError> {
        self.machine
            .register(name)
            .ok_or_else(|| SimError::UnknownRegister {
                machine: self.machine.id,
                reg: name.to_string(),
            })
    }

    /// The stored value of a register (of `thread`, or of `unit` for per-unit registers), as
    /// the hardware holds it (no access check; for views).
    pub fn peek(&self, thread: u32, unit: u32, reg: &str) -> Option<u64> {
        let r = self.machine.register(reg)?;
        self.engine.peek(thread, unit, r)
    }

    /// Every register's value for `thread` (and unit 0 of per-unit registers), in table order.
    pub fn registers(&self, thread: u32) -> Vec<(&'static Register, u64)> {
        self.machine
            .registers
            .iter()
            .filter_map(|r| self.engine.peek(thread, 0, r).map(|v| (r, v)))
            .collect()
    }

    /// The counters of a thread (and of unit `unit` for per-unit counters), in the machine's
    /// order: each one's count, width and overflow bit, read through the register tables.
    pub fn counters(&self, thread: u32, unit: u32) -> Vec<CounterRow> {
        let field = |r: &crate::machine::FieldRef| {
            let reg = self.machine.register(r.reg)?;
            let f = reg.field(r.field)?;
            Some((f, self.engine.peek(thread, unit, reg)?))
        };
        self.machine
            .counters
            .iter()
            .filter_map(|spec| {
                let (count, raw) = field(&spec.count)?;
                let overflow = field(&spec.overflow).is_some_and(|(f, v)| f.get(v) != 0);
                Some(CounterRow {
                    spec,
                    value: count.get(raw),
                    width: count.width(),
                    overflow,
                })
            })
            .collect()
    }

    /// Why a counter of a thread (and unit) counts or does not: the chain of conditions that
    /// gate it, each with its state now and the manual's words.
    pub fn why(&self, thread: u32, unit: u32, counter: &str) -> Option<why::Why> {
        let spec = self.machine.counter(counter)?;
        self.engine.why(self.machine, thread, unit, spec, self.cycle)
    }

    /// What a counter counts in this model, where that needs saying ("not modelled").
    pub fn counter_source(&self, thread: u32, counter: &str) -> Option<String> {
        self.engine.counter_source(thread, counter)
    }

    /// Switch-on-event multithreading now, on machines that have it.
    pub fn threads_view(&self) -> Option<ThreadsView> {
        self.engine.threads_view()
    }

    /// A thread's trace buffer and event address registers, on machines that have them.
    pub fn trace_view(&self, thread: u32) -> Option<TraceView> {
        self.engine.trace_view(thread)
    }

    /// The Montecito engine, for the model's own tests and the scenario result's summary of
    /// the thread switching (views use [`Simulator::threads_view`]).
    pub fn montecito(&self) -> Option<&montecito::Montecito> {
        self.engine.as_any().downcast_ref()
    }

    /// Mutable access to the Montecito engine (tests switch its acceleration off).
    pub fn montecito_mut(&mut self) -> Option<&mut montecito::Montecito> {
        self.engine.as_any_mut().downcast_mut()
    }

    /// The thread-switch settings, on machines that switch threads.
    pub fn switch_config(&self) -> Option<&montecito::sched::Config> {
        self.engine.switch_config()
    }

    /// Replace the thread-switch settings (Montecito section 2.4.1; the scenario field
    /// "montecito"). The scheduler restarts from its reset state.
    pub fn set_switch_config(&mut self, config: montecito::sched::Config) -> Result<(), SimError> {
        self.engine.set_switch_config(config).unwrap_or_else(|| {
            Err(SimError::Unsupported {
                machine: self.machine.id,
                what: "thread-switch settings (this machine does not switch threads)".into(),
            })
        })
    }

    /// Replace the Montecito thread-switch settings (the old name of
    /// [`Simulator::set_switch_config`]).
    pub fn set_montecito_config(&mut self, config: montecito::sched::Config) -> Result<(), SimError> {
        self.set_switch_config(config)
    }

    /// The least privileged mode in which software may write `value` to `reg` of `thread`
    /// without a trap and without a bit dropped for lack of privilege, as the manuals say
    /// (`None`: any mode may; also for an unknown register or thread). Each engine answers for
    /// its machine: T4 PCRs are hyperprivileged and PICs follow picnht/picnpt (seed 000 section
    /// 10.1, TABLE 10-1); the KT PCR needs privileged mode, hyperprivileged to change ht (seed
    /// 001 sections 2.1, 3.0); seed 003 gives Montecito's PMC and PMD writes no privilege rule.
    pub fn write_mode(&self, thread: u32, reg: &str, value: u64) -> Option<ModeSpec> {
        let r = self.machine.register(reg)?;
        self.engine.write_mode(thread, r, value)
    }

    /// A thread's current base privilege mode.
    pub fn mode(&self, thread: u32) -> Option<ModeSpec> {
        self.engine.mode(thread)
    }

    /// The mode a strand is in at the current cycle (its base mode raised by the workload's
    /// phase); `None` where modes are not SPARC modes.
    pub fn effective_mode(&self, thread: u32) -> Option<SparcMode> {
        self.engine.mode_now(thread, self.cycle)
    }

    /// A decode of a register's current value with the other registers as context.
    pub fn decode(&self, thread: u32, unit: u32, reg: &'static Register) -> Option<decode::Decoded> {
        let value = self.peek(thread, unit, reg.name)?;
        let ctx = decode::MachineContext {
            machine: self.machine,
            values: |name: &str| self.peek(thread, unit, name),
        };
        Some(decode::decode_with(self.machine, reg, value, &ctx))
    }
}

/// Check that a per-unit register (per MCU, per node) has the unit an access names; registers
/// of a strand or thread have one (unit 0).
pub fn check_unit(reg: &'static Register, unit: u32) -> Result<(), SimError> {
    let count = match reg.scope {
        register::Scope::Mcu { count, .. } | register::Scope::Node { count } => u32::from(count),
        _ => 1,
    };
    if unit < count {
        Ok(())
    } else {
        Err(SimError::BadUnit {
            reg: reg.name,
            index: unit,
            count,
        })
    }
}

/// Whether a log entry satisfies a `run until` condition.
pub fn stops(until: Until, entry: &LogEntry) -> bool {
    match until {
        Until::Overflow => matches!(entry.kind, LogKind::Overflow { .. }),
        Until::Trap => matches!(entry.kind, LogKind::Trap { .. } | LogKind::Interrupt { .. }),
        Until::ThreadSwitch => matches!(entry.kind, LogKind::ThreadSwitch { .. }),
        Until::Cycle(_) => false,
    }
}

/// Resolve a write's value against the register's current value.
pub fn resolve_write(
    machine: &Machine,
    reg: &'static Register,
    current: u64,
    value: &WriteValue,
) -> Result<u64, SimError> {
    match value {
        WriteValue::Raw(v) => Ok(decode::check_width(reg, *v)?),
        WriteValue::Fields(pairs) => {
            let pairs: Vec<(&str, &str)> = pairs.iter().map(|(f, v)| (f.as_str(), v.as_str())).collect();
            Ok(decode::encode_onto(machine, reg, current, &pairs)?)
        }
    }
}
