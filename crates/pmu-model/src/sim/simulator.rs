//! The [`Simulator`]: a machine's PMU state behind the one [`Engine`] interface, its cycle and
//! its log. [`Simulator::apply`] is the one entry point (ARCHITECTURE.md, Architecture
//! Invariant (one Action)); errors leave the state untouched.

use super::access::{software_read, RegRef, Write};
use super::action::{Action, ModeSpec, Outcome, SimError, SparcMode, Until};
use super::engine::{Engine, Registration, TraceView};
use super::engines::ENGINES;
use super::limits::{END_OF_TIME, MAX_RUN};
use super::log::LogEntry;
use super::switching::{Config, ThreadsView};
use super::why::Why;
use super::workload::WorkloadSpec;
use crate::decode;
use crate::machine::{CounterSpec, FieldRef, Machine};
use crate::register::Register;

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
    /// The engine's registration: what Reset builds the machine again from.
    registration: &'static Registration,
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
            registration: self.registration,
        }
    }

    /// [`Simulator::clone_without_log`], without what only speeds runs up (a Montecito core's
    /// recorded repetition, some 1 MB): the time-travel history's snapshots, kept for the
    /// session's life, so hold the state alone.
    pub fn snapshot(&self) -> Simulator {
        let mut s = self.clone_without_log();
        s.engine.shed_caches();
        s
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
        // The workload's mistakes first, as before the machine's.
        workload.validate()?;
        let machine = crate::machines::machine(machine_id).ok_or_else(|| SimError::Unsupported {
            machine: "pmu-explorer",
            what: format!(
                "a machine named '{machine_id}' (machines: {})",
                crate::machines::MACHINES.map(|m| m.id).join(", ")
            ),
        })?;
        let registration = ENGINES
            .iter()
            .find(|e| e.machine.id == machine.id)
            .ok_or_else(|| SimError::Unsupported {
                machine: machine.id,
                what: format!("a simulator (no engine models '{}')", machine.id),
            })?;
        Self::on(registration, seed, threads, workload)
    }

    /// The machine of one engine in its reset state. A module that needs one machine's
    /// simulator builds it here, so that the other engines are not linked into it.
    pub fn on(
        registration: &'static Registration,
        seed: u64,
        threads: u32,
        workload: WorkloadSpec,
    ) -> Result<Simulator, SimError> {
        workload.validate()?;
        let machine = registration.machine;
        let max = machine.contexts.max;
        if threads == 0 || threads > max {
            return Err(SimError::BadThreadCount {
                threads,
                max,
                context: machine.contexts.name,
            });
        }
        Ok(Simulator {
            machine,
            seed,
            threads,
            engine: (registration.new)(seed, threads, &workload),
            workload,
            cycle: 0,
            log: Vec::new(),
            registration,
        })
    }

    /// Apply one action. On error nothing has changed.
    pub fn apply(&mut self, action: Action) -> Result<Outcome, SimError> {
        match action {
            Action::Reset => {
                let config = self.switch_config().cloned();
                let mut next =
                    Simulator::on(self.registration, self.seed, self.threads, self.workload.clone())?;
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
                let to = self.reg_ref(thread, unit, &reg)?;
                let engine = &self.engine;
                let w = Write::resolve(self.machine, to, &value, &|r| {
                    engine.peek(RegRef { reg: r, ..to })
                })?;
                self.engine.write(w, self.cycle, &mut self.log)
            }
            Action::Read { thread, unit, reg } => {
                let at = self.reg_ref(thread, unit, &reg)?;
                let value = self.engine.read(at, self.cycle, &mut self.log).map(|v| {
                    let engine = &self.engine;
                    software_read(self.machine, at.reg, v, &|r| engine.peek(RegRef { reg: r, ..at }))
                });
                Ok(Outcome::Read { value })
            }
            Action::Hypercall { thread, func, args } => {
                self.check_thread(thread)?;
                let no = SimError::NoHypervisor {
                    machine: self.machine.id,
                };
                let hv = self.engine.hypervisor().ok_or(no)?;
                Ok(hv.hypercall(thread, func, &args, self.cycle, &mut self.log))
            }
            Action::SetPolicy(policy) => {
                let no = SimError::NoHypervisor {
                    machine: self.machine.id,
                };
                self.engine.hypervisor().ok_or(no)?.set_policy(policy);
                Ok(Outcome::Done)
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

    /// Which register of which thread and unit an access names, checked against the tables.
    fn reg_ref(&self, thread: u32, unit: u32, name: &str) -> Result<RegRef, SimError> {
        self.check_thread(thread)?;
        let reg = self
            .machine
            .register(name)
            .ok_or_else(|| SimError::UnknownRegister {
                machine: self.machine.id,
                reg: name.to_string(),
            })?;
        RegRef::new(thread, unit, reg)
    }

    /// The stored value of a register (of `thread`, or of `unit` for per-unit registers), as
    /// the hardware holds it (no access check; for views).
    pub fn peek(&self, thread: u32, unit: u32, reg: &str) -> Option<u64> {
        let reg = self.machine.register(reg)?;
        self.engine.peek(RegRef { thread, unit, reg })
    }

    /// Every register's value for `thread` (and unit 0 of per-unit registers), in table order.
    pub fn registers(&self, thread: u32) -> Vec<(&'static Register, u64)> {
        self.machine
            .registers
            .iter()
            .filter_map(|reg| {
                self.engine
                    .peek(RegRef { thread, unit: 0, reg })
                    .map(|v| (reg, v))
            })
            .collect()
    }

    /// The counters of a thread (and of unit `unit` for per-unit counters), in the machine's
    /// order: each one's count, width and overflow bit, read through the register tables.
    pub fn counters(&self, thread: u32, unit: u32) -> Vec<CounterRow> {
        let field = |r: &FieldRef| {
            let reg = self.machine.register(r.reg)?;
            let f = reg.field(r.field)?;
            Some((f, self.engine.peek(RegRef { thread, unit, reg })?))
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
        self.engine.why(thread, unit, spec, self.cycle)
    }

    /// What a counter counts in this model, where that needs saying ("not modelled").
    pub fn counter_source(&self, thread: u32, counter: &str) -> Option<String> {
        self.engine.counter_source(thread, counter)
    }

    /// Switch-on-event multithreading now, on machines that have it.
    pub fn threads_view(&self) -> Option<ThreadsView> {
        self.engine.thread_switching().map(|s| s.view())
    }

    /// A thread's trace buffer and event address registers, on machines that have them.
    pub fn trace_view(&self, thread: u32) -> Option<TraceView> {
        self.engine.trace_buffer()?.view(thread)
    }

    /// The thread-switch settings, on machines that switch threads.
    pub fn switch_config(&self) -> Option<&Config> {
        self.engine.thread_switching().map(|s| s.config())
    }

    /// Replace the thread-switch settings (Montecito section 2.4.1; the scenario field
    /// "thread_switching"). The scheduler restarts from its reset state.
    pub fn set_switch_config(&mut self, config: Config) -> Result<(), SimError> {
        match self.engine.thread_switching_mut() {
            Some(s) => s.set_config(config),
            None => Err(SimError::Unsupported {
                machine: self.machine.id,
                what: "thread-switch settings (this machine does not switch threads)".into(),
            }),
        }
    }

    /// Whether the engine may skip whole repetitions of its state, a shortcut that never
    /// changes a result; the model's tests switch it off to check that.
    #[doc(hidden)]
    pub fn skip_repetitions(&mut self, on: bool) {
        self.engine.skip_repetitions(on);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::machines::MACHINES;

    /// Every machine has an engine in the list, and each engine offers what its machine's
    /// `features` say it has, and nothing else: the views and the hypervisor calls follow the
    /// description.
    #[test]
    fn every_engine_offers_what_its_machine_features_say() {
        for m in MACHINES {
            let mut sim = Simulator::new(m.id, 1, 1).expect("every machine has an engine");
            let f = m.features;
            assert_eq!(sim.threads_view().is_some(), f.thread_switching, "{}", m.id);
            assert_eq!(sim.switch_config().is_some(), f.thread_switching, "{}", m.id);
            assert_eq!(sim.trace_view(0).is_some(), f.trace_buffer, "{}", m.id);
            let policy = sim.apply(Action::SetPolicy(Default::default()));
            assert_eq!(policy.is_ok(), f.hypervisor, "{}", m.id);
        }
        assert_eq!(ENGINES.len(), MACHINES.len(), "one engine per machine");
    }

    /// The first machine's engine, named apart for a module that links no other, is the one
    /// the list gives that machine; and a simulator built on it is the machine's, through a
    /// Reset too.
    #[test]
    fn the_first_engine_is_the_first_machines() {
        use super::super::engines::FIRST;
        assert!(std::ptr::eq(FIRST.machine, MACHINES[0]));
        assert!(std::ptr::eq(ENGINES[0].machine, MACHINES[0]));
        let run = |sim: &mut Simulator| {
            sim.apply(Action::Run { cycles: 1000 }).expect("runs");
            sim.apply(Action::Reset).expect("resets");
            sim.apply(Action::Run { cycles: 500 }).expect("runs");
            (sim.cycle, sim.registers(0))
        };
        let mut by_name = Simulator::new(MACHINES[0].id, 7, 1).expect("builds");
        let mut on = Simulator::on(&FIRST, 7, 1, WorkloadSpec::default()).expect("builds");
        assert_eq!(run(&mut by_name), run(&mut on));
        assert!(matches!(
            Simulator::on(&FIRST, 7, 0, WorkloadSpec::default()),
            Err(SimError::BadThreadCount { threads: 0, .. })
        ));
    }
}
