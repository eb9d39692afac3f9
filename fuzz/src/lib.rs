//! What the fuzz targets share: picking a machine and a register from fuzzer bytes, the
//! observable state of a simulator (to compare two runs), and the bound on the work one input
//! may ask for.

use std::cell::RefCell;
use std::collections::HashMap;

use pmu_model::register::{Register, Scope};
use pmu_model::scenario::{Scenario, Step};
use pmu_model::sim::workload::builtin;
use pmu_model::sim::{Action, LogEntry, Simulator};
use pmu_model::{Machine, MACHINES};

/// A machine by any byte (every machine is reached).
pub fn machine(i: u8) -> &'static Machine {
    MACHINES[usize::from(i) % MACHINES.len()]
}

/// A register of `machine` by any number (every register is reached).
pub fn register(machine: &'static Machine, i: u16) -> &'static Register {
    &machine.registers[usize::from(i) % machine.registers.len()]
}

/// How many instances of a register a thread sees (units of MCU and node registers).
pub fn units(reg: &Register) -> u32 {
    match reg.scope {
        Scope::Mcu { count, .. } | Scope::Node { count } => u32::from(count),
        _ => 1,
    }
}

/// A simulator's setting: machine, seed, threads, built-in workload.
type Setting = (&'static str, u64, u32, &'static str);

thread_local! {
    /// Simulators as built, by setting: building one generates each thread's workload period
    /// (milliseconds), cloning one costs microseconds.
    static BUILT: RefCell<HashMap<Setting, Simulator>> = Default::default();
}

/// A new simulator in its reset state running a built-in workload, as
/// `Simulator::with_workload` builds it, from a cache.
pub fn simulator(
    machine: &'static Machine,
    seed: u64,
    threads: u32,
    workload: &'static str,
) -> Option<Simulator> {
    let key = (machine.id, seed, threads, workload);
    BUILT.with(|built| {
        let mut built = built.borrow_mut();
        if let Some(sim) = built.get(&key) {
            return Some(sim.clone());
        }
        let sim = Simulator::with_workload(machine.id, seed, threads, builtin(workload)?).ok()?;
        if built.len() >= 128 {
            built.clear();
        }
        built.insert(key, sim.clone());
        Some(sim)
    })
}

/// Everything a user can see of a simulator, as text (registers of every thread and unit,
/// modes, the thread-switching and trace views), and its log: two simulators in the same
/// state give equal values.
pub fn observe(sim: &Simulator) -> (String, &[LogEntry]) {
    use std::fmt::Write;
    let mut s = String::new();
    let _ = writeln!(
        s,
        "{} cycle {} threads {}",
        sim.machine.id, sim.cycle, sim.threads
    );
    for t in 0..sim.threads {
        let _ = writeln!(s, "thread {t} mode {:?}", sim.mode(t));
        for reg in sim.machine.registers {
            for unit in 0..units(reg) {
                let _ = write!(s, "{}[{unit}]={:?} ", reg.name, sim.peek(t, unit, reg.name));
            }
        }
        let _ = writeln!(s, "\ntrace {:?}", sim.trace_view(t));
    }
    let _ = writeln!(s, "switching {:?}", sim.threads_view());
    (s, &sim.log)
}

/// The most cycles one run of a fuzzed scenario may ask for: a run processes at most
/// `MAX_EVENTS_PER_RUN` overflows, and a few million cycles already cross every counter's
/// wrap from a value near it, so larger runs add time per input and no new code.
pub const SCENARIO_RUN_CYCLES: u64 = 1 << 24;

/// The most steps of a fuzzed scenario that are run.
pub const SCENARIO_STEPS: usize = 64;

/// The scenario with its work bounded: at most [`SCENARIO_STEPS`] steps and each run (and run
/// until) capped at [`SCENARIO_RUN_CYCLES`]. What parsing accepts is fuzzed whole; only the
/// execution is bounded, so that one input cannot take seconds. Very long runs are the
/// simulator target's concern, which asks for them a few at a time.
pub fn bounded(scenario: &Scenario) -> Scenario {
    let mut s = scenario.clone();
    s.steps.truncate(SCENARIO_STEPS);
    for step in &mut s.steps {
        if let Step::Act(
            Action::Run { cycles }
            | Action::RunUntil {
                max_cycles: cycles, ..
            },
        ) = step
        {
            *cycles = (*cycles).min(SCENARIO_RUN_CYCLES);
        }
    }
    s
}
