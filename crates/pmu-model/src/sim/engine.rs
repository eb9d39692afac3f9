//! The one interface behind [`super::Simulator`]: every machine's PMU state is an [`Engine`],
//! and the simulator never asks which one it holds. What only some machines have is a small
//! capability trait of its own ([`Hypervisor`], [`ThreadSwitching`], [`TraceBuffer`]), which an
//! engine offers through [`Engine::hypervisor`] and its siblings, as the machine's `features`
//! say it has them. A new machine plugs in with its engine module and one [`Registration`] in
//! the simulator's engine list; nothing above the model changes.
//!
//! An engine owns its counters and registers; the simulator owns the cycle and the log, checks
//! the action's thread, unit and register against the machine's tables, and resolves a write
//! ([`Write`]), so that an engine sees only accesses that exist.

use std::fmt;

use super::access::{RegRef, Write};
use super::action::{HvPolicy, ModeSpec, Outcome, SimError, SparcMode, Stop, Until};
use super::log::LogEntry;
use super::switching::{Config, ThreadsView};
use super::why::Why;
use super::workload::WorkloadSpec;
use crate::machine::{CounterSpec, Machine};
use crate::register::Register;

/// An engine with the machine it models: how the simulator finds the engine of a machine.
#[derive(Clone, Copy, Debug)]
pub struct Registration {
    pub machine: &'static Machine,
    /// The machine in its reset state: `seed`, `threads` (checked against the machine's
    /// contexts) and the workload every thread runs.
    pub new: fn(seed: u64, threads: u32, workload: &WorkloadSpec) -> Box<dyn Engine>,
}

/// A machine's PMU state and semantics. Errors leave the state untouched.
pub trait Engine: fmt::Debug {
    fn clone_box(&self) -> Box<dyn Engine>;

    /// Replace every thread's workload.
    fn set_workload(&mut self, seed: u64, workload: &WorkloadSpec);

    // ----- privilege ------------------------------------------------------------------------

    /// Set a thread's (or every thread's) privilege state; the error says which modes exist.
    fn set_mode(&mut self, thread: Option<u32>, mode: ModeSpec) -> Result<(), String>;

    /// A thread's privilege state as last set.
    fn mode(&self, thread: u32) -> Option<ModeSpec>;

    /// The SPARC mode a strand runs in at `cycle`: its base mode raised by the workload's
    /// phase; `None` where modes are not SPARC modes.
    fn mode_now(&self, _thread: u32, _cycle: u64) -> Option<SparcMode> {
        None
    }

    /// The least privileged mode in which software may write `value` to `reg` of `thread` and
    /// have every bit take, as the manual's software would (`None`: any mode, or the manual
    /// gives no rule).
    fn write_mode(&self, _thread: u32, _reg: &Register, _value: u64) -> Option<ModeSpec> {
        None
    }

    // ----- registers ------------------------------------------------------------------------

    /// The stored value of a register, as the hardware holds it (no access check; for views).
    fn peek(&self, at: RegRef) -> Option<u64>;

    /// Software writes: `w` is resolved against the register's access kinds; the engine applies
    /// `w.stored` with its side effects, or traps (logged at `cycle`).
    fn write(&mut self, w: Write, cycle: u64, log: &mut Vec<LogEntry>) -> Result<Outcome, SimError>;

    /// Software reads: the value the register gives software before its access kinds apply
    /// (the simulator applies them), or `None` if the read trapped (logged at `cycle`).
    fn read(&mut self, at: RegRef, cycle: u64, log: &mut Vec<LogEntry>) -> Option<u64>;

    // ----- time -----------------------------------------------------------------------------

    /// Run cycles `from..to`, stopping early after the cycle in which `until` is met; returns
    /// the cycle reached and why it stopped.
    fn run(&mut self, from: u64, to: u64, until: Option<Until>, log: &mut Vec<LogEntry>) -> (u64, Stop);

    /// Whether the engine may skip whole repetitions of its state: a shortcut that never
    /// changes a result, which tests switch off to check that it does not.
    fn skip_repetitions(&mut self, _on: bool) {}

    /// Let go of what only speeds runs up and a run builds again (a copy kept for time travel
    /// holds the state alone): the result of any run stays the same.
    fn shed_caches(&mut self) {}

    // ----- explanations ---------------------------------------------------------------------

    /// The conditions that gate a counter of a thread (and unit), and whether it counts.
    fn why(&self, thread: u32, unit: u32, counter: &'static CounterSpec, cycle: u64) -> Option<Why>;

    /// What a counter counts in this model, where that needs saying ("not modelled").
    fn counter_source(&self, _thread: u32, _counter: &str) -> Option<String> {
        None
    }

    // ----- what only some machines have (the machine's `features`) -------------------------

    /// The hypervisor API (`features.hypervisor`).
    fn hypervisor(&mut self) -> Option<&mut dyn Hypervisor> {
        None
    }

    /// Switch-on-event multithreading (`features.thread_switching`).
    fn thread_switching(&self) -> Option<&dyn ThreadSwitching> {
        None
    }

    /// The same, to change its settings.
    fn thread_switching_mut(&mut self) -> Option<&mut dyn ThreadSwitching> {
        None
    }

    /// The trace buffer and event address registers (`features.trace_buffer`).
    fn trace_buffer(&self) -> Option<&dyn TraceBuffer> {
        None
    }
}

/// A hypervisor API through which guests reach performance registers (sun4v hypercalls).
pub trait Hypervisor {
    /// A hypercall `func` with `args` from `thread` at `cycle`; its status is logged.
    fn hypercall(
        &mut self,
        thread: u32,
        func: u64,
        args: &[u64],
        cycle: u64,
        log: &mut Vec<LogEntry>,
    ) -> Outcome;

    /// Replace the hypervisor's policy.
    fn set_policy(&mut self, policy: HvPolicy);
}

/// Switch-on-event multithreading: threads sharing one core.
pub trait ThreadSwitching {
    /// The settings where the manual is silent.
    fn config(&self) -> &Config;

    /// Replace the settings; the scheduler restarts from its reset state.
    fn set_config(&mut self, config: Config) -> Result<(), SimError>;

    /// The threads now, for views.
    fn view(&self) -> ThreadsView;
}

/// An execution trace buffer and event address registers.
pub trait TraceBuffer {
    /// A thread's trace buffer and EARs.
    fn view(&self, thread: u32) -> Option<TraceView>;
}

/// A thread's trace buffer and event address registers, for views (machines with
/// `features.trace_buffer`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceView {
    /// The trace buffer in recording order (oldest first): (register number, entry, extension
    /// nibble); empty entries are left out.
    pub entries: Vec<(u32, u64, u8)>,
    /// The data EAR (PMD32, PMD33, PMD36) and the instruction EAR (PMD34, PMD35).
    pub ears: Option<([u64; 3], [u64; 2])>,
}
