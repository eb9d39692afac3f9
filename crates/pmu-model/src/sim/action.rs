//! What the model can be asked to do and what it answers: [`Action`], [`Outcome`] (with the
//! [`Stop`] of a run), [`SimError`], and the vocabulary they use (privilege modes, write
//! values, run-until conditions, the KT hypervisor's policy).

use std::fmt;

use thiserror::Error;

use super::workload::{WorkloadError, WorkloadSpec};
use crate::decode::{Diagnostic, EncodeError};
use crate::hypervisor::HvStatus;

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
    /// The state a user program runs in, where the page starts a new session so that what the
    /// real tools set up counts from the first run: on Itanium, privilege level 3 with the user
    /// monitors enabled (PSR.cpl = 3, PSR.up = 1, the "user-level monitor enable" of seed 003
    /// section 3.2.3.2, as pfmon's and PCL's user-mode setups expect). SPARC's mode follows the
    /// workload's phases (user code with system calls and hypervisor traps): `None`.
    pub fn user_program(privilege: crate::machine::Privilege) -> Option<ModeSpec> {
        match privilege {
            crate::machine::Privilege::Sparc => None,
            crate::machine::Privilege::Itanium => Some(ModeSpec::Itanium {
                cpl: 3,
                up: true,
                pp: false,
            }),
        }
    }

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

impl WriteValue {
    /// Field assignments from `(field, value)` pairs as typed.
    pub fn fields(pairs: &[(&str, &str)]) -> WriteValue {
        WriteValue::Fields(
            pairs
                .iter()
                .map(|(f, v)| (f.to_string(), v.to_string()))
                .collect(),
        )
    }
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
    #[error(
        "simulated time ends at cycle 2^63 (9223372036854775808): {cycles} cycles from cycle {cycle} would pass it"
    )]
    EndOfTime { cycle: u64, cycles: u64 },
    #[error("a simulation has 1 to {max} {context}s, not {threads}")]
    BadThreadCount {
        threads: u32,
        max: u32,
        context: &'static str,
    },
}

/// Why a run stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stop {
    /// It ran the cycles it was asked to run.
    Cycles,
    /// `run until overflow`: a counter overflowed.
    Overflow,
    /// `run until trap`: a trap or interrupt was taken.
    Trap,
    /// `run until thread_switch`: the core switched threads.
    ThreadSwitch,
    /// `run until cycle`: the cycle was reached.
    Cycle,
    /// `run until` reached its `max_cycles` without the condition.
    MaxCycles,
    /// The run processed [`super::limits::MAX_EVENTS_PER_RUN`] hardware events and stopped there so
    /// that no call keeps the page busy; the next run goes on.
    EventLimit,
}

impl Stop {
    /// The `stopped` string of the scenario result and the JS API.
    pub fn name(self) -> &'static str {
        match self {
            Stop::Cycles => "cycles",
            Stop::Overflow => "overflow",
            Stop::Trap => "trap",
            Stop::ThreadSwitch => "thread_switch",
            Stop::Cycle => "cycle",
            Stop::MaxCycles => "max_cycles",
            Stop::EventLimit => "event_limit",
        }
    }

    /// The stop of a run that met `until`.
    pub fn met(until: Until) -> Stop {
        match until {
            Until::Overflow => Stop::Overflow,
            Until::Trap => Stop::Trap,
            Until::ThreadSwitch => Stop::ThreadSwitch,
            Until::Cycle(_) => Stop::Cycle,
        }
    }

    /// The stop of a run that reached its end without meeting `until`.
    pub fn at_end(until: Option<Until>) -> Stop {
        match until {
            None => Stop::Cycles,
            Some(Until::Cycle(_)) => Stop::Cycle,
            Some(_) => Stop::MaxCycles,
        }
    }
}

impl fmt::Display for Stop {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
