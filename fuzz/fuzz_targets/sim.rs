//! The simulator itself: arbitrary sequences of `Action`s (writes whole and by field, reads,
//! modes, runs of any length up to the end of time, runs until a condition, hypercalls,
//! workloads, hypervisor policies, resets) on every machine, 1 to 4 threads, with
//! Montecito's thread-switch settings. Checked inside the target:
//! - nothing panics;
//! - a refused action leaves the state untouched (Architecture Invariant (bad input));
//! - the same sequence again, with every plain run split in two, gives the same outcomes,
//!   state and log (Architecture Invariant (deterministic simulator), with the granularity
//!   invariance); after a run that stopped at the event limit, which ends a run early by
//!   design, the sequence is run again unsplit and must give the same.
//!
//! So that inputs stay quick, runs after the first long one (over 2^44 cycles) are capped
//! (`LONG`), and an input resets or changes the workload once at most (either regenerates every
//! thread's workload period, milliseconds).
#![no_main]

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use pmu_model::register::Encodings;
use pmu_model::sim::switching::{Compare, Config, Interrupt, LowPower};
use pmu_model::sim::workload::{builtin, BUILTINS};
use pmu_model::sim::{
    Action, HvPolicy, ModeSpec, Outcome, SimError, Simulator, SparcMode, Stop, Until, WriteValue, END_OF_TIME,
};
use pmu_model::Machine;

/// A cycle count: small, medium, near the end of simulated time or of u64, a power of two,
/// or anything.
#[derive(Arbitrary, Debug, Clone, Copy)]
enum Count {
    Small(u16),
    Mid(u32),
    NearEndOfTime(u16),
    NearEnd(u16),
    Pow(u8),
    Any(u64),
}

impl Count {
    fn get(self) -> u64 {
        match self {
            Count::Small(n) => u64::from(n),
            Count::Mid(n) => u64::from(n),
            Count::NearEndOfTime(n) => END_OF_TIME - u64::from(n),
            Count::NearEnd(n) => u64::MAX - u64::from(n),
            Count::Pow(n) => 1u64 << (n % 64),
            Count::Any(n) => n,
        }
    }
}

/// A register or field value: small, just below a wrap of some width, or anything.
#[derive(Arbitrary, Debug, Clone, Copy)]
enum Value {
    Small(u8),
    BelowWrap { bits: u8, below: u16 },
    Any(u64),
}

impl Value {
    fn get(self) -> u64 {
        match self {
            Value::Small(n) => u64::from(n),
            Value::BelowWrap { bits, below } => {
                let top = if bits % 64 == 0 {
                    u64::MAX
                } else {
                    (1u64 << (bits % 64)) - 1
                };
                top.saturating_sub(u64::from(below))
            }
            Value::Any(n) => n,
        }
    }
}

/// A field value as text: a number, a name the field knows (an encoding, an event, a mask),
/// or anything.
#[derive(Arbitrary, Debug, Clone)]
enum FieldText {
    Number(Value),
    Name(u16),
    Text(String),
}

#[derive(Arbitrary, Debug, Clone)]
enum Act {
    Write {
        thread: u8,
        unit: u8,
        reg: u16,
        value: Value,
    },
    WriteFields {
        thread: u8,
        unit: u8,
        reg: u16,
        fields: Vec<(u8, FieldText)>,
    },
    Read {
        thread: u8,
        unit: u8,
        reg: u16,
    },
    SparcMode {
        thread: Option<u8>,
        mode: u8,
    },
    ItaniumMode {
        thread: Option<u8>,
        cpl: u8,
        up: bool,
        pp: bool,
    },
    Run(Count),
    RunUntil {
        until: u8,
        cycle: Count,
        max: Count,
    },
    Hypercall {
        thread: u8,
        func: u16,
        args: Vec<Value>,
    },
    Workload(u8),
    Policy {
        nodes: u8,
        deny_ht: bool,
        deny: Vec<u8>,
        l2_busy: bool,
    },
    Reset,
}

#[derive(Arbitrary, Debug, Clone)]
struct Switching {
    quantum: Count,
    compare_first: bool,
    initial_urgency: u8,
    switch_cycles: u8,
    l3_detect: u8,
    pause_every: u16,
    interrupts: Vec<(Count, u8)>,
    low_power: Vec<(u8, Count, Count)>,
    pmi_urgency: bool,
    timeout_urgency: bool,
}

#[derive(Arbitrary, Debug)]
struct Input {
    machine: u8,
    seed: u64,
    threads: u8,
    switching: Option<Switching>,
    actions: Vec<Act>,
    /// Where each plain run is cut in the split replay (fractions of 65536).
    splits: Vec<u16>,
}

/// The most actions of one input: enough for set-up, runs across wraps and traps.
const ACTIONS: usize = 24;

/// Runs after the first long one are capped at this many cycles. A long run with counters
/// counting stops at the event limit after 100,000 overflows, a quarter of a second; one per
/// input reaches the end of time and the event limit, more would only slow the fuzzer down.
const LONG: u64 = 1 << 44;

/// The most threads of one input: enough for shared registers and thread switching, few
/// enough that building and running stay quick (a T4 has 64 strands, a KT 128).
const THREADS: u32 = 4;

/// Seeds are taken modulo this, so that built simulators can be reused (see `setting`).
const SEEDS: u64 = 4;

/// The machine, seed and thread count of an input. Every input starts on the default
/// workload (`Act::Workload` changes it): with 4 seeds and up to 4 threads the settings are
/// few enough for `pmu_fuzz::simulator` to keep them all built.
fn setting(input: &Input) -> (&'static Machine, u64, u32) {
    let machine = pmu_fuzz::machine(input.machine);
    let threads = 1 + u32::from(input.threads) % machine.contexts.max.min(THREADS);
    (machine, input.seed % SEEDS, threads)
}

/// A new simulator for an input's setting.
fn build(input: &Input) -> Option<Simulator> {
    let (machine, seed, threads) = setting(input);
    pmu_fuzz::simulator(machine, seed, threads, "default")
}

fn name_for(machine: &'static Machine, field: &pmu_model::Field, i: u16) -> String {
    let names: Vec<&str> = match field.encodings {
        Encodings::Closed(encs) | Encodings::Open(encs) => encs.iter().map(|e| e.name).collect(),
        Encodings::EventSelect => machine.events.iter().map(|e| e.name).collect(),
        Encodings::EventMask { .. } => machine
            .events
            .iter()
            .flat_map(|e| e.masks.iter().map(|m| m.name))
            .collect(),
        Encodings::Number => Vec::new(),
    };
    if names.is_empty() {
        return i.to_string();
    }
    names[usize::from(i) % names.len()].to_string()
}

/// The model's action for a fuzzed one. Thread and unit numbers reach one past the last, so
/// that the refusals are exercised too.
fn action(machine: &'static Machine, threads: u32, act: &Act) -> Action {
    let thread = |t: u8| u32::from(t) % (threads + 1);
    let unit = |reg: &pmu_model::Register, u: u8| u32::from(u) % (pmu_fuzz::units(reg) + 1);
    match act {
        Act::Write {
            thread: t,
            unit: u,
            reg,
            value,
        } => {
            let reg = pmu_fuzz::register(machine, *reg);
            Action::Write {
                thread: thread(*t),
                unit: unit(reg, *u),
                reg: reg.name.into(),
                value: WriteValue::Raw(value.get()),
            }
        }
        Act::WriteFields {
            thread: t,
            unit: u,
            reg,
            fields,
        } => {
            let reg = pmu_fuzz::register(machine, *reg);
            let fields = fields
                .iter()
                .take(8)
                .filter_map(|(f, text)| {
                    let field = reg.fields.get(usize::from(*f) % reg.fields.len().max(1))?;
                    let text = match text {
                        FieldText::Number(v) => v.get().to_string(),
                        FieldText::Name(i) => name_for(machine, field, *i),
                        FieldText::Text(s) => s.clone(),
                    };
                    Some((field.name.to_string(), text))
                })
                .collect();
            Action::Write {
                thread: thread(*t),
                unit: unit(reg, *u),
                reg: reg.name.into(),
                value: WriteValue::Fields(fields),
            }
        }
        Act::Read {
            thread: t,
            unit: u,
            reg,
        } => {
            let reg = pmu_fuzz::register(machine, *reg);
            Action::Read {
                thread: thread(*t),
                unit: unit(reg, *u),
                reg: reg.name.into(),
            }
        }
        Act::SparcMode { thread: t, mode } => Action::SetMode {
            thread: t.map(thread),
            mode: ModeSpec::Sparc(
                [SparcMode::User, SparcMode::Privileged, SparcMode::Hyperprivileged][usize::from(*mode % 3)],
            ),
        },
        Act::ItaniumMode {
            thread: t,
            cpl,
            up,
            pp,
        } => Action::SetMode {
            thread: t.map(thread),
            mode: ModeSpec::Itanium {
                cpl: *cpl % 5,
                up: *up,
                pp: *pp,
            },
        },
        Act::Run(c) => Action::Run { cycles: c.get() },
        Act::RunUntil { until, cycle, max } => Action::RunUntil {
            until: match until % 4 {
                0 => Until::Overflow,
                1 => Until::Trap,
                2 => Until::ThreadSwitch,
                _ => Until::Cycle(cycle.get()),
            },
            max_cycles: max.get(),
        },
        Act::Hypercall {
            thread: t,
            func,
            args,
        } => Action::Hypercall {
            thread: thread(*t),
            // Mostly the KT performance-register calls (0x122, 0x123) and their neighbours.
            func: if func & 0x8000 == 0 {
                0x120 + u64::from(func % 8)
            } else {
                u64::from(*func)
            },
            args: args.iter().take(6).map(|v| v.get()).collect(),
        },
        Act::Workload(w) => Action::SetWorkload(Box::new(
            builtin(BUILTINS[usize::from(*w) % BUILTINS.len()]).unwrap_or_default(),
        )),
        Act::Policy {
            nodes,
            deny_ht,
            deny,
            l2_busy,
        } => Action::SetPolicy(HvPolicy {
            nodes: *nodes % 6,
            deny_ht: *deny_ht,
            deny: deny.iter().take(8).map(|d| u64::from(*d % 16)).collect(),
            l2_busy: *l2_busy,
        }),
        Act::Reset => Action::Reset,
    }
}

fn config(s: &Switching, threads: u32) -> Config {
    Config {
        quantum: s.quantum.get(),
        compare: if s.compare_first {
            Compare::CompareThenUpdate
        } else {
            Compare::UpdateThenCompare
        },
        initial_urgency: s.initial_urgency % 9,
        switch_cycles: u64::from(s.switch_cycles),
        l3_detect: u64::from(s.l3_detect),
        pause_every: u64::from(s.pause_every),
        interrupts: s
            .interrupts
            .iter()
            .take(4)
            .map(|(c, t)| Interrupt {
                cycle: c.get(),
                thread: u32::from(*t) % (threads + 1),
            })
            .collect(),
        low_power: s
            .low_power
            .iter()
            .take(4)
            .map(|(t, from, to)| LowPower {
                thread: u32::from(*t) % (threads + 1),
                from: from.get(),
                to: to.get(),
            })
            .collect(),
        pmi_urgency: s.pmi_urgency,
        timeout_urgency: s.timeout_urgency,
    }
}

/// A run's outcome, or the error of a refused action.
type Result1 = Result<Outcome, SimError>;

/// Apply the actions to a new simulator; with `splits`, each plain run is cut into two runs at
/// the next split point. Returns the simulator, each action's outcome (a split run's as one:
/// its cycles added up, the last piece's stop), and whether a run stopped at the event limit.
fn execute(
    input: &Input,
    actions: &[Action],
    splits: Option<&[u16]>,
) -> Option<(Simulator, Vec<Result1>, bool)> {
    let (_, _, threads) = setting(input);
    let mut sim = build(input)?;
    if let Some(s) = &input.switching {
        // Settings that do not validate are refused with the state untouched.
        let before = pmu_fuzz::observe(&sim).0;
        if sim.set_switch_config(config(s, threads)).is_err() {
            assert_eq!(
                pmu_fuzz::observe(&sim).0,
                before,
                "refused settings changed the state"
            );
        }
    }
    // PMU_FUZZ_TRACE=1 prints each action with its outcome and time (to turn a finding into
    // a regression test).
    let trace = std::env::var_os("PMU_FUZZ_TRACE").is_some();
    if trace {
        eprintln!(
            "{} seed {} threads {threads} splits {splits:?}",
            sim.machine.id, sim.seed
        );
        if let Some(s) = &input.switching {
            eprintln!("  switching {:?}", config(s, threads));
        }
    }
    let mut cut = splits.map(|s| s.iter().copied().cycle());
    let mut outcomes = Vec::new();
    let mut limited = false;
    for a in actions {
        if trace {
            eprintln!("  {a:?}");
        }
        let started = std::time::Instant::now();
        let out = match (a, cut.as_mut().and_then(|c| c.next())) {
            // A run the simulator refuses (past the end of time) is applied whole below.
            (Action::Run { cycles }, Some(at)) if sim.check_time(*cycles).is_ok() => {
                let first = (u128::from(*cycles) * u128::from(at) / 65536) as u64;
                let one = sim.apply(Action::Run { cycles: first });
                let two = sim.apply(Action::Run {
                    cycles: cycles - first,
                });
                match (one, two) {
                    (
                        Ok(Outcome::Ran {
                            cycles: a,
                            stopped: s1,
                        }),
                        Ok(Outcome::Ran { cycles: b, stopped }),
                    ) => {
                        limited |= s1 == Stop::EventLimit;
                        Ok(Outcome::Ran {
                            cycles: a + b,
                            stopped,
                        })
                    }
                    (one, two) => panic!("a run was refused: {one:?} {two:?}"),
                }
            }
            _ => {
                // Cloning costs microseconds (the log aside); the states are compared only
                // when the action is refused.
                let before = sim.clone_without_log();
                let logged = sim.log.len();
                let out = sim.apply(a.clone());
                if out.is_err() {
                    assert_eq!(sim.log.len(), logged, "a refused {a:?} wrote to the log");
                    assert_eq!(
                        pmu_fuzz::observe(&sim).0,
                        pmu_fuzz::observe(&before).0,
                        "a refused {a:?} changed the state"
                    );
                }
                out
            }
        };
        if trace {
            eprintln!(
                "  {a:?} -> {out:?} at cycle {} in {:?}",
                sim.cycle,
                started.elapsed()
            );
        }
        limited |= matches!(
            out,
            Ok(Outcome::Ran {
                stopped: Stop::EventLimit,
                ..
            })
        );
        outcomes.push(out);
    }
    Some((sim, outcomes, limited))
}

fuzz_target!(|input: Input| {
    let (machine, _, threads) = setting(&input);
    let (mut long, mut rebuilt) = (false, false);
    let actions: Vec<Action> = input
        .actions
        .iter()
        .take(ACTIONS)
        .filter_map(|a| {
            let mut a = action(machine, threads, a);
            match &mut a {
                Action::Run { cycles }
                | Action::RunUntil {
                    max_cycles: cycles, ..
                } if *cycles > LONG => {
                    if long {
                        *cycles = LONG;
                    }
                    long = true;
                }
                Action::Reset | Action::SetWorkload(_) => {
                    if rebuilt {
                        return None;
                    }
                    rebuilt = true;
                }
                _ => {}
            }
            Some(a)
        })
        .collect();
    let Some((a, out_a, limited)) = execute(&input, &actions, None) else {
        return;
    };
    // The second execution splits the runs when it can, which checks determinism and the
    // granularity invariance at once; after a run stopped at the event limit it does not.
    let split = (!input.splits.is_empty() && !limited).then_some(input.splits.as_slice());
    let (b, out_b, limited_b) = execute(&input, &actions, split).expect("the same simulator again");
    if split.is_some() && limited_b {
        // A split run met the event limit that the whole run did not: nothing to compare.
        return;
    }
    let what = if split.is_some() {
        "splitting the runs"
    } else {
        "running the same actions again"
    };
    assert_eq!(out_a, out_b, "{what} changed an outcome");
    assert_eq!(
        pmu_fuzz::observe(&a),
        pmu_fuzz::observe(&b),
        "{what} changed the state"
    );
});
