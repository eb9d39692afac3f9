//! The one interface behind [`super::Simulator`]: every machine's PMU state is an [`Engine`],
//! and the simulator never asks which one it holds. A new machine plugs in here (one line in
//! [`new_engine`]) and in `machines/<id>/`; nothing above the model changes.
//!
//! An engine owns its counters and registers; the simulator owns the cycle and the log, checks
//! the action's thread, unit and register against the machine's tables, and resolves a write's
//! value, so that an engine sees only accesses that exist.

use std::any::Any;
use std::fmt;

use super::action::{HvPolicy, ModeSpec, Outcome, SimError, SparcMode, Stop, Until};
use super::log::LogEntry;
use super::switching::{Config, ThreadsView};
use super::why::Why;
use super::workload::WorkloadSpec;
use crate::machine::{CounterSpec, Machine};
use crate::register::Register;

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

/// A machine's PMU state and semantics. Errors leave the state untouched.
pub trait Engine: fmt::Debug + Any {
    fn clone_box(&self) -> Box<dyn Engine>;
    fn as_any(&self) -> &dyn Any;
    fn as_any_mut(&mut self) -> &mut dyn Any;

    /// Replace every thread's workload.
    fn set_workload(&mut self, seed: u64, workload: &WorkloadSpec);

    /// Set a thread's (or every thread's) privilege state; the error says which modes exist.
    fn set_mode(&mut self, thread: Option<u32>, mode: ModeSpec) -> Result<(), String>;

    /// A thread's privilege state as last set.
    fn mode(&self, thread: u32) -> Option<ModeSpec>;

    /// The SPARC mode a strand runs in at `cycle`: its base mode raised by the workload's
    /// phase; `None` where modes are not SPARC modes.
    fn mode_now(&self, _thread: u32, _cycle: u64) -> Option<SparcMode> {
        None
    }

    /// The stored value of a register (no access check; for views).
    fn peek(&self, thread: u32, unit: u32, reg: &Register) -> Option<u64>;

    /// Software writes `new` (already resolved against the current value) to a register.
    #[allow(clippy::too_many_arguments)]
    fn write(
        &mut self,
        machine: &'static Machine,
        cycle: u64,
        thread: u32,
        unit: u32,
        reg: &'static Register,
        new: u64,
        log: &mut Vec<LogEntry>,
    ) -> Result<Outcome, SimError>;

    /// Software reads a register: `None` if the read trapped (logged).
    fn read(
        &mut self,
        cycle: u64,
        thread: u32,
        unit: u32,
        reg: &'static Register,
        log: &mut Vec<LogEntry>,
    ) -> Result<Option<u64>, SimError>;

    /// Run cycles `from..to`, stopping early after the cycle in which `until` is met; returns
    /// the cycle reached and why it stopped.
    fn run(&mut self, from: u64, to: u64, until: Option<Until>, log: &mut Vec<LogEntry>) -> (u64, Stop);

    /// The least privileged mode in which software may write `value` to `reg` of `thread` and
    /// have every bit take, as the manual's software would (`None`: any mode, or the manual
    /// gives no rule).
    fn write_mode(&self, _thread: u32, _reg: &Register, _value: u64) -> Option<ModeSpec> {
        None
    }

    /// A sun4v hypercall; `None` if the machine has no hypervisor API.
    fn hypercall(
        &mut self,
        _machine: &'static Machine,
        _cycle: u64,
        _thread: u32,
        _func: u64,
        _args: &[u64],
        _log: &mut Vec<LogEntry>,
    ) -> Option<Outcome> {
        None
    }

    /// Replace the hypervisor's policy; false if the machine has no hypervisor API.
    fn set_policy(&mut self, _policy: HvPolicy) -> bool {
        false
    }

    /// The thread-switch settings, where the machine switches threads.
    fn switch_config(&self) -> Option<&Config> {
        None
    }

    /// Replace the thread-switch settings; `None` if the machine does not switch threads.
    fn set_switch_config(&mut self, _config: Config) -> Option<Result<(), SimError>> {
        None
    }

    /// Switch-on-event multithreading now, where the machine has it.
    fn threads_view(&self) -> Option<ThreadsView> {
        None
    }

    /// A thread's trace buffer and EARs, where the machine has them.
    fn trace_view(&self, _thread: u32) -> Option<TraceView> {
        None
    }

    /// The conditions that gate a counter of a thread (and unit), and whether it counts.
    fn why(
        &self,
        machine: &'static Machine,
        thread: u32,
        unit: u32,
        counter: &'static CounterSpec,
        cycle: u64,
    ) -> Option<Why>;

    /// What a counter counts in this model, where that needs saying ("not modelled").
    fn counter_source(&self, _thread: u32, _counter: &str) -> Option<String> {
        None
    }
}

/// The boilerplate every engine's `impl Engine` starts with.
macro_rules! engine_boilerplate {
    () => {
        fn clone_box(&self) -> Box<dyn $crate::sim::engine::Engine> {
            Box::new(self.clone())
        }
        fn as_any(&self) -> &dyn std::any::Any {
            self
        }
        fn as_any_mut(&mut self) -> &mut dyn std::any::Any {
            self
        }
    };
}
pub(crate) use engine_boilerplate;
