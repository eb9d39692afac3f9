//! What the fuzzer found (docs/fuzzing.md), each input kept as a test that runs without it:
//! the input, what it did, and what the model does now. Errors name what was wrong and leave
//! the state untouched (Architecture Invariant (bad input)).

use pmu_model::scenario::Scenario;
use pmu_model::sim::{Action, Outcome, SimError, Simulator, Stop, Until, END_OF_TIME};
use pmu_model::MACHINES;

/// Everything the tests compare of a simulator: cycle, every register of every thread, log.
fn state(sim: &Simulator) -> (u64, Vec<Vec<u64>>, usize) {
    let regs = (0..sim.threads)
        .map(|t| sim.registers(t).iter().map(|(_, v)| *v).collect())
        .collect();
    (sim.cycle, regs, sim.log.len())
}

/// fuzz target `sim`: a Montecito run of u64::MAX - 5 cycles from reset overflowed u64 in the
/// thread-switch scheduler (`now + span` for the next period crossing, sched.rs) as the cycle
/// neared 2^64. Simulated time now ends at 2^63 (`END_OF_TIME`): such a run is refused with
/// the state untouched, on every machine.
#[test]
fn a_run_past_the_end_of_time_is_refused_on_every_machine() {
    for m in MACHINES {
        for threads in [1, 2] {
            let mut sim = Simulator::new(m.id, 1, threads).expect("sim");
            let before = state(&sim);
            for cycles in [u64::MAX - 5, u64::MAX, END_OF_TIME + 1] {
                let err = sim.apply(Action::Run { cycles }).expect_err("past the end");
                assert_eq!(err, SimError::EndOfTime { cycle: 0, cycles }, "{}", m.id);
                assert!(err.to_string().contains("2^63"), "{err}");
                assert_eq!(state(&sim), before, "{}: a refused run changed the state", m.id);
            }
        }
    }
}

/// The same input's way to the end: `run until` is bounded by the end of time instead of
/// refused, reaches it exactly, and is refused only once there. Running right up to the end
/// and a cycle at a time past 2^63 - 2 never overflows.
#[test]
fn runs_reach_the_end_of_time_exactly_and_stop_there() {
    let mut reached = Vec::new();
    for m in MACHINES {
        let mut sim = Simulator::new(m.id, 1, 2).expect("sim");
        // A few runs take Montecito there (its counters are off at reset); SPARC counters
        // that count from reset stop each run at the event limit, 2^56 cycles or so, and would
        // take thousands.
        for _ in 0..4 {
            let out = sim
                .apply(Action::RunUntil {
                    until: Until::Cycle(END_OF_TIME - 2),
                    max_cycles: u64::MAX,
                })
                .expect("run until");
            assert!(matches!(out, Outcome::Ran { .. }), "{out:?}");
        }
        if sim.cycle < END_OF_TIME - 2 {
            continue;
        }
        reached.push(m.id);
        assert_eq!(sim.cycle, END_OF_TIME - 2, "{}", m.id);
        sim.apply(Action::Run { cycles: 1 })
            .expect("a cycle before the end");
        let out = sim
            .apply(Action::RunUntil {
                until: Until::Overflow,
                max_cycles: u64::MAX,
            })
            .expect("run until stops at the end");
        assert!(
            matches!(
                out,
                Outcome::Ran {
                    cycles: 1,
                    stopped: Stop::MaxCycles
                } | Outcome::Ran {
                    stopped: Stop::Overflow,
                    ..
                }
            ),
            "{}: {out:?}",
            m.id
        );
        if sim.cycle == END_OF_TIME {
            let before = state(&sim);
            for action in [
                Action::Run { cycles: 1 },
                Action::RunUntil {
                    until: Until::Trap,
                    max_cycles: 10,
                },
            ] {
                let err = sim.apply(action).expect_err("at the end");
                assert!(matches!(err, SimError::EndOfTime { .. }), "{err:?}");
                assert_eq!(state(&sim), before);
            }
            // Running nothing is still fine.
            sim.apply(Action::Run { cycles: 0 }).expect("no cycles");
        }
    }
    assert!(reached.contains(&"montecito"), "reached the end: {reached:?}");
}

/// A scenario asking for such a run is an error naming the step.
#[test]
fn a_scenario_run_past_the_end_of_time_names_its_step() {
    let text = r#"{"machine": "montecito", "steps": [{"run": {"cycles": 100}}, {"run": {"cycles": 18446744073709551610}}]}"#;
    let scenario = Scenario::parse(text).expect("parses");
    let err = scenario
        .run()
        .expect_err("the second step is refused")
        .to_string();
    assert!(err.starts_with("step 1: field 'run'"), "{err}");
    assert!(err.contains("2^63"), "{err}");
}

/// fuzz target `sim` (a timeout): on Montecito with two threads and a pause hint every 33695
/// cycles, `run until overflow` for 2^62 cycles ran for hours, processing a thread switch
/// every few thousand cycles that the fast-forward could not skip (the hint's period does not
/// divide the workload's). Montecito's runs now stop at the event limit too, and going on from
/// there gives what running straight through would.
#[test]
fn a_montecito_run_switching_threads_stops_at_the_event_limit() {
    use pmu_model::sim::engines::montecito::sched::{Compare, Config, Interrupt};
    let config = Config {
        quantum: 825_640_013,
        compare: Compare::CompareThenUpdate,
        initial_urgency: 3,
        switch_cycles: 145,
        l3_detect: 159,
        pause_every: 33_695,
        interrupts: vec![Interrupt {
            cycle: u64::MAX - 29_841,
            thread: 0,
        }],
        ..Config::default()
    };
    let make = || {
        let mut sim = Simulator::new("montecito", 1, 2).expect("sim");
        sim.set_switch_config(config.clone()).expect("config");
        sim
    };
    let mut sim = make();
    let out = sim
        .apply(Action::RunUntil {
            until: Until::Overflow,
            max_cycles: 1 << 63,
        })
        .expect("run until");
    let Outcome::Ran { cycles, stopped } = out else {
        panic!("{out:?}")
    };
    assert_eq!(stopped, Stop::EventLimit);
    assert!(cycles > 0 && cycles < 1 << 40, "{cycles}");
    // Going on: the limited run and 10,000 more cycles give what runs to the same cycle give.
    sim.apply(Action::Run { cycles: 10_000 }).expect("run");
    let mut straight = make();
    while straight.cycle < sim.cycle {
        let left = sim.cycle - straight.cycle;
        straight.apply(Action::Run { cycles: left }).expect("run");
    }
    assert_eq!(state(&straight), state(&sim));
    assert_eq!(straight.log, sim.log);
}

/// fuzz target `import`: a text whose third byte falls inside a character (`r6Ҝ000t4-4`)
/// panicked when the format was detected (slicing the first word at byte 3). It is now an
/// error naming the text, on every machine.
#[test]
fn an_import_with_a_multibyte_character_is_an_error() {
    for m in MACHINES {
        for text in ["r6Ҝ000t4-4", "piҜ0=Instr_ld", "ҜҜ=1"] {
            assert!(
                pmu_model::interop::import(m, text, None).is_err(),
                "{}: {text}",
                m.id
            );
        }
    }
}
