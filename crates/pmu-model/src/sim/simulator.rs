//! The [`Simulator`]: a machine's PMU state behind the one [`Engine`] interface, its cycle and
//! its log. [`Simulator::apply`] is the one entry point (ARCHITECTURE.md, Architecture
//! Invariant (one Action)); errors leave the state untouched.

use super::action::{Action, ModeSpec, Outcome, SimError, SparcMode, Until, WriteValue};
use super::engine::{Engine, TraceView};
use super::limits::{END_OF_TIME, MAX_RUN};
use super::log::LogEntry;
use super::switching::{Config, ThreadsView};
use super::why::Why;
use super::workload::WorkloadSpec;
use super::{kt, montecito, t4};
use crate::decode;
use crate::machine::{CounterSpec, FieldRef, Machine};
use crate::register::{self, Register};

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
            log: self.log.clone(),
            ..self.clone_without_log()
        }
    }
}

impl Simulator {
    /// The same state with an empty log: what the engines need to go on (they read only the
    /// entries they add), at the cost of the registers and counters alone. The time-travel
    /// history keeps its snapshots so and the log once.
    pub fn clone_without_log(&self) -> Simulator {
        Simulator {
            machine: self.machine,
            seed: self.seed,
            threads: self.threads,
            workload: self.workload.clone(),
            cycle: self.cycle,
            log: Vec::new(),
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
        let machine = crate::machines::machine(machine_id).ok_or_else(|| SimError::Unsupported {
            machine: "pmu-explorer",
            what: format!(
                "a machine named '{machine_id}' (machines: {})",
                crate::machines::MACHINES.map(|m| m.id).join(", ")
            ),
        })?;
        let engine = new_engine(machine, seed, threads, &workload)?;
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
            Action::Run { cycles } => {
                self.check_time(cycles)?;
                Ok(self.run(cycles, None))
            }
            Action::RunUntil { until, max_cycles } => {
                let max = match until {
                    Until::Cycle(c) => c.saturating_sub(self.cycle).min(max_cycles),
                    _ => max_cycles,
                };
                // A bound, not a count: it stops at the end of time, and only a run that
                // cannot go a cycle further is refused.
                let left = END_OF_TIME - self.cycle;
                if max > 0 {
                    self.check_time(max.min(left).max(1))?;
                }
                Ok(self.run(max.min(MAX_RUN).min(left), Some(until)))
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

    /// Whether `cycles` more cycles stay within the end of time ([`END_OF_TIME`]).
    pub fn check_time(&self, cycles: u64) -> Result<(), SimError> {
        match self.cycle.checked_add(cycles) {
            Some(end) if end <= END_OF_TIME => Ok(()),
            _ => Err(SimError::EndOfTime {
                cycle: self.cycle,
                cycles,
            }),
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
        let field = |r: &FieldRef| {
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
    pub fn why(&self, thread: u32, unit: u32, counter: &str) -> Option<Why> {
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
    pub fn switch_config(&self) -> Option<&Config> {
        self.engine.switch_config()
    }

    /// Replace the thread-switch settings (Montecito section 2.4.1; the scenario field
    /// "montecito"). The scheduler restarts from its reset state.
    pub fn set_switch_config(&mut self, config: Config) -> Result<(), SimError> {
        self.engine.set_switch_config(config).unwrap_or_else(|| {
            Err(SimError::Unsupported {
                machine: self.machine.id,
                what: "thread-switch settings (this machine does not switch threads)".into(),
            })
        })
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

/// The engine of a machine in its reset state. The one place that knows which engine models
/// which machine.
pub fn new_engine(
    machine: &'static Machine,
    seed: u64,
    threads: u32,
    workload: &WorkloadSpec,
) -> Result<Box<dyn Engine>, SimError> {
    let max = machine.contexts.max;
    if threads == 0 || threads > max {
        return Err(SimError::BadThreadCount {
            threads,
            max,
            context: machine.contexts.name,
        });
    }
    Ok(match machine.id {
        "sparc-t4" => Box::new(t4::T4::new(seed, threads, workload)),
        "sparc-kt" => Box::new(kt::Kt::new(seed, threads, workload)),
        "montecito" => Box::new(montecito::Montecito::new(seed, threads, workload)),
        other => {
            return Err(SimError::Unsupported {
                machine: machine.id,
                what: format!("a simulator (no engine models '{other}')"),
            })
        }
    })
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
