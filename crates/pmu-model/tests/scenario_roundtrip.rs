//! Property tests of the scenario format (docs/scenarios.md): every scenario the writer can
//! produce reads back as itself, `Scenario::parse(&s.write()) == s`, for generated scenarios
//! with every step kind on all three machines; and the result of running a generated scenario
//! serialises, as the JSON that `Output::to_json` gives. proptest shrinks a failure to a small
//! scenario.

#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;

use pmu_model::pcl::Mode as PclMode;
use pmu_model::scenario::output::LOG_KINDS;
use pmu_model::scenario::{PclCall, Scenario, Step, Want};
use pmu_model::sim::switching::{Compare, Config, Interrupt, LowPower};
use pmu_model::sim::workload::{builtin, WorkloadSpec, BUILTINS};
use pmu_model::sim::{Action, HvPolicy, ModeSpec, SparcMode, Until, WriteValue};

const MACHINES: [&str; 3] = ["sparc-t4", "sparc-kt", "montecito"];

/// Numbers around the places where the writer changes form (2^32: number or hex string).
fn number() -> impl Strategy<Value = u64> {
    prop_oneof![
        0u64..1 << 32,
        (1u64 << 32)..=u64::MAX,
        Just(0u64),
        Just((1u64 << 32) - 1),
        Just(1u64 << 32),
        Just(u64::MAX),
    ]
}

fn name() -> impl Strategy<Value = String> {
    "[A-Za-z_][A-Za-z0-9_.]{0,12}"
}

/// Any text, including quotes, backslashes and non-ASCII characters.
fn text() -> impl Strategy<Value = String> {
    any::<String>().prop_map(|s| s.chars().take(16).collect())
}

fn sparc_mode() -> impl Strategy<Value = SparcMode> {
    prop_oneof![
        Just(SparcMode::User),
        Just(SparcMode::Privileged),
        Just(SparcMode::Hyperprivileged),
    ]
}

fn mode() -> impl Strategy<Value = ModeSpec> {
    prop_oneof![
        sparc_mode().prop_map(ModeSpec::Sparc),
        (0u8..=3, any::<bool>(), any::<bool>()).prop_map(|(cpl, up, pp)| ModeSpec::Itanium { cpl, up, pp }),
    ]
}

/// A built-in workload, or one with edited parameters under any name and description.
fn workload() -> impl Strategy<Value = WorkloadSpec> {
    let base = prop::sample::select(BUILTINS.to_vec());
    prop_oneof![
        base.clone().prop_filter_map("a built-in", builtin),
        (
            base,
            0u32..=32,
            prop::sample::select(vec![0u32, 1024, 4096]),
            prop_oneof![Just("custom".to_string()), name()],
            prop::option::of(text()),
        )
            .prop_filter_map("a built-in", |(b, k, every, n, description)| {
                let mut w = builtin(b)?;
                // Multiples of 1/64 are exact in binary and in their shortest decimal.
                w.mispredict = f64::from(k) / 64.0;
                w.syscall_every = every;
                w.name = n;
                if let Some(d) = description {
                    w.description = d;
                }
                Some(w)
            }),
    ]
}

fn montecito(threads: u32) -> impl Strategy<Value = Config> {
    let thread = 0..threads;
    (
        (
            0u64..10_000,
            prop_oneof![Just(Compare::UpdateThenCompare), Just(Compare::CompareThenUpdate)],
            0u8..=7,
            0u64..100,
            1u64..180,
            0u64..1000,
        ),
        prop::collection::vec((number(), thread.clone()), 0..3),
        prop::collection::vec((thread, 0u64..1 << 40, 1u64..1000), 0..3),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            |(
                (quantum, compare, initial_urgency, switch_cycles, l3_detect, pause_every),
                interrupts,
                low_power,
                pmi_urgency,
                timeout_urgency,
            )| Config {
                quantum,
                compare,
                initial_urgency,
                switch_cycles,
                l3_detect,
                pause_every,
                interrupts: interrupts
                    .into_iter()
                    .map(|(cycle, thread)| Interrupt { cycle, thread })
                    .collect(),
                low_power: low_power
                    .into_iter()
                    .map(|(thread, from, len)| LowPower {
                        thread,
                        from,
                        to: from + len,
                    })
                    .collect(),
                pmi_urgency,
                timeout_urgency,
            },
        )
}

/// Every kind of step, with threads below `threads`.
fn step(threads: u32) -> impl Strategy<Value = Step> {
    let thread = 0..threads;
    let unit = 0u32..4;
    let write_value = prop_oneof![
        number().prop_map(WriteValue::Raw),
        prop::collection::btree_map(
            name(),
            prop_oneof![name(), number().prop_map(|n| n.to_string())],
            1..4
        )
        .prop_map(|m| WriteValue::Fields(m.into_iter().collect())),
    ];
    let until = prop_oneof![
        Just(Until::Overflow),
        Just(Until::Trap),
        Just(Until::ThreadSwitch),
        number().prop_map(Until::Cycle),
    ];
    let want = prop_oneof![
        number().prop_map(Want::Value),
        (number(), prop::option::of(number())).prop_map(|(a, b)| Want::Range { min: Some(a), max: b }),
        number().prop_map(|b| Want::Range {
            min: None,
            max: Some(b)
        }),
    ];
    let pcl = prop_oneof![
        Just(PclCall::Read),
        Just(PclCall::Stop),
        (
            prop::collection::vec(name(), 0..4),
            prop_oneof![
                Just(PclMode::User),
                Just(PclMode::System),
                Just(PclMode::UserSystem)
            ],
            prop::option::of((1u32..40_000).prop_map(|q| f64::from(q) / 4.0)),
        )
            .prop_map(|(events, mode, mhz)| PclCall::Start { events, mode, mhz }),
    ];
    prop_oneof![
        (prop::option::of(thread.clone()), mode())
            .prop_map(|(thread, mode)| Step::Act(Action::SetMode { thread, mode })),
        (thread.clone(), unit.clone(), name(), write_value).prop_map(|(thread, unit, reg, value)| Step::Act(
            Action::Write {
                thread,
                unit,
                reg,
                value
            }
        )),
        (thread.clone(), unit.clone(), name()).prop_map(|(thread, unit, reg)| Step::Act(Action::Read {
            thread,
            unit,
            reg
        })),
        number().prop_map(|cycles| Step::Act(Action::Run { cycles })),
        (until, number()).prop_map(|(until, max_cycles)| Step::Act(Action::RunUntil { until, max_cycles })),
        (
            thread.clone(),
            prop_oneof![Just(0x122u64), Just(0x123u64), number()],
            prop::collection::vec(number(), 0..3)
        )
            .prop_map(|(thread, func, args)| Step::Act(Action::Hypercall { thread, func, args })),
        (
            1u8..=4,
            any::<bool>(),
            prop::collection::vec(number(), 0..3),
            any::<bool>()
        )
            .prop_map(
                |(nodes, deny_ht, deny, l2_busy)| Step::Act(Action::SetPolicy(HvPolicy {
                    nodes,
                    deny_ht,
                    deny,
                    l2_busy
                }))
            ),
        workload().prop_map(|w| Step::Act(Action::SetWorkload(Box::new(w)))),
        Just(Step::Act(Action::Reset)),
        want.clone().prop_map(|want| Step::ExpectCycle { want }),
        (name(), want.clone()).prop_map(|(event, want)| Step::ExpectPcl { event, want }),
        (thread.clone(), unit, name(), prop::option::of(name()), want).prop_map(
            |(thread, unit, reg, field, want)| Step::Expect {
                thread,
                unit,
                reg,
                field,
                want
            }
        ),
        (
            prop::sample::select(LOG_KINDS.to_vec()),
            prop::option::of(name()),
            prop::option::of(number())
        )
            .prop_map(|(kind, name, count)| Step::ExpectLog {
                kind: kind.to_string(),
                name,
                count
            }),
        (thread, pcl).prop_map(|(thread, call)| Step::Pcl { thread, call }),
    ]
}

fn scenario() -> impl Strategy<Value = Scenario> {
    (prop::sample::select(MACHINES.to_vec()), 1u32..=4)
        .prop_flat_map(|(machine, threads)| {
            let montecito = if machine == "montecito" {
                prop::option::of(montecito(threads)).boxed()
            } else {
                Just(None).boxed()
            };
            (
                Just(machine),
                any::<u64>(),
                Just(threads),
                workload(),
                montecito,
                prop::collection::vec(step(threads), 0..12),
            )
        })
        .prop_map(|(machine, seed, threads, workload, montecito, steps)| Scenario {
            machine: machine.to_string(),
            seed,
            threads,
            workload,
            thread_switching: montecito,
            steps,
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn a_written_scenario_reads_back_as_itself(s in scenario()) {
        let text = s.write();
        let back = Scenario::parse(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(back, s, "{}", text);
    }
}

/// A scenario that runs: real registers, short runs, steps each machine accepts.
fn runnable() -> impl Strategy<Value = Scenario> {
    prop::sample::select(MACHINES.to_vec())
        .prop_flat_map(|machine| {
            let m = pmu_model::machine(machine).expect("a machine");
            let regs: Vec<&'static str> = m.registers.iter().map(|r| r.name).collect();
            let reg = prop::sample::select(regs);
            let mode = if machine == "montecito" {
                (0u8..=3, any::<bool>(), any::<bool>())
                    .prop_map(|(cpl, up, pp)| ModeSpec::Itanium { cpl, up, pp })
                    .boxed()
            } else {
                sparc_mode().prop_map(ModeSpec::Sparc).boxed()
            };
            let threads: u32 = if machine == "montecito" { 2 } else { 1 };
            let mut kinds = vec![
                mode.prop_map(|mode| Step::Act(Action::SetMode { thread: None, mode }))
                    .boxed(),
                (reg.clone(), number())
                    .prop_map(|(reg, v)| {
                        Step::Act(Action::Write {
                            thread: 0,
                            unit: 0,
                            reg: reg.to_string(),
                            value: WriteValue::Raw(v),
                        })
                    })
                    .boxed(),
                reg.prop_map(|reg| {
                    Step::Act(Action::Read {
                        thread: 0,
                        unit: 0,
                        reg: reg.to_string(),
                    })
                })
                .boxed(),
                (0u64..100_000)
                    .prop_map(|cycles| Step::Act(Action::Run { cycles }))
                    .boxed(),
                (0u64..100_000)
                    .prop_map(|max_cycles| {
                        Step::Act(Action::RunUntil {
                            until: Until::Overflow,
                            max_cycles,
                        })
                    })
                    .boxed(),
                prop::sample::select(LOG_KINDS.to_vec())
                    .prop_map(|kind| Step::ExpectLog {
                        kind: kind.to_string(),
                        name: None,
                        count: Some(0),
                    })
                    .boxed(),
                prop_oneof![
                    Just(PclCall::Read),
                    Just(PclCall::Stop),
                    Just(PclCall::Start {
                        events: vec!["PCL_CYCLES".into()],
                        mode: PclMode::User,
                        mhz: Some(1000.0),
                    }),
                ]
                .prop_map(|call| Step::Pcl { thread: 0, call })
                .boxed(),
            ];
            if machine == "sparc-kt" {
                kinds.push(
                    (prop_oneof![Just(0x122u64), Just(0x123u64)], 0u64..30, number())
                        .prop_map(|(func, n, v)| {
                            Step::Act(Action::Hypercall {
                                thread: 0,
                                func,
                                args: vec![n, v],
                            })
                        })
                        .boxed(),
                );
            }
            (
                Just(machine),
                Just(threads),
                prop::collection::vec(prop::strategy::Union::new(kinds), 0..10),
            )
        })
        .prop_map(|(machine, threads, steps)| Scenario {
            machine: machine.to_string(),
            seed: 1,
            threads,
            workload: WorkloadSpec::default(),
            thread_switching: None,
            steps,
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn a_run_result_serialises(s in runnable()) {
        // A step the simulator refuses (a read-only register, a value that does not fit) ends
        // the run with an error; what ran up to it is still a scenario that must read back.
        prop_assert_eq!(Scenario::parse(&s.write()).ok(), Some(s.clone()));
        if let Ok(out) = s.run() {
            let text = serde_json::to_string(&out).map_err(|e| TestCaseError::fail(e.to_string()))?;
            let value: serde_json::Value =
                serde_json::from_str(&text).map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(&value, &out.to_json());
            prop_assert_eq!(value["errors"].as_array().map(Vec::len), Some(out.errors.len()));
            prop_assert_eq!(value["log"].as_array().map(Vec::len), Some(out.log.len()));
        }
    }
}
