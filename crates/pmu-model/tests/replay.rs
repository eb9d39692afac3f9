//! Replaying a scenario under a work budget (`scenario::Replay`, ARCHITECTURE.md, Architecture
//! Invariant (no link of death)): paused and resumed at any budget, a replay ends in the state
//! an uninterrupted one reaches, bit for bit; a link that asks for unbounded work pauses after
//! its budget; and what was replayed so far is itself a scenario that reaches the paused state.

use std::path::Path;
use std::time::Instant;

use pmu_model::scenario::{Output, Progress, Replay, Scenario};

fn examples() -> Vec<(String, Scenario)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios");
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).expect("scenarios folder") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "json") {
            let text = std::fs::read_to_string(&path).expect("readable");
            let scenario = Scenario::parse(&text).expect("example parses");
            out.push((path.display().to_string(), scenario));
        }
    }
    assert!(out.len() >= 20, "example scenarios: {}", out.len());
    out
}

/// The state a simulator is in, as the result JSON says it (registers, counters, log).
fn state(played: &pmu_model::sim::Simulator) -> String {
    serde_json::to_string(&Output::of(played)).expect("output serialises")
}

#[test]
fn a_replay_paused_at_any_budget_ends_where_an_uninterrupted_one_does() {
    for (name, scenario) in examples() {
        let whole = scenario.simulate().expect("example runs");
        for budget in [1, 2, 3, 7, 100_000] {
            let (mut replay, mut played) = Replay::start(&scenario).expect("starts");
            let mut pauses = 0;
            while let Progress::Paused { step, .. } = replay.advance(&mut played, budget).expect("replays") {
                assert!(step < scenario.steps.len(), "{name}: paused past the end");
                pauses += 1;
                assert!(pauses < 1_000_000, "{name}: no progress at budget {budget}");
            }
            assert_eq!(
                state(&played.sim),
                state(&whole),
                "{name}: budget {budget} ({pauses} pauses)"
            );
        }
    }
}

/// The link the issue measured: a T4 with 64 strands, sl 28 counting on every strand from
/// 0xffffff00, and 2,000 runs of 10^15 cycles each.
fn link_of_death() -> Scenario {
    let mut steps = vec![r#"{"mode": "hyperprivileged"}"#.to_string()];
    for strand in 0..64 {
        steps.push(format!(
            r#"{{"thread": {strand}, "write": {{"reg": "PIC0", "value": "0xffffff00"}}}}"#
        ));
        steps.push(format!(
            r#"{{"thread": {strand}, "write": {{"reg": "PCR0", "fields": {{"sl": 28, "mask": 1, "ut": 1, "st": 1, "ht": 1}}}}}}"#
        ));
    }
    for _ in 0..2000 {
        steps.push(r#"{"run": {"cycles": 1000000000000000}}"#.to_string());
    }
    let text = format!(
        r#"{{"machine": "sparc-t4", "seed": 1, "threads": 64, "steps": [{}]}}"#,
        steps.join(",")
    );
    Scenario::parse(&text).expect("the link parses")
}

#[test]
fn a_link_asking_for_unbounded_work_pauses_after_its_budget() {
    let scenario = link_of_death();
    let asks = scenario.asks();
    assert_eq!(asks.steps, 1 + 128 + 2000);
    assert_eq!(asks.threads, 64);
    assert_eq!(asks.cycles, 2_000_000_000_000_000_000);

    let (mut replay, mut played) = Replay::start(&scenario).expect("starts");
    let began = Instant::now();
    let progress = replay.advance(&mut played, 1_000_000).expect("replays");
    // Reported, not asserted (a measurement): how long the budget took here.
    eprintln!(
        "link of death: a budget of 1e6 work units took {:?}, reached {progress:?}",
        began.elapsed()
    );
    let Progress::Paused { step, cycle } = progress else {
        panic!("the link finished within the budget: {progress:?}");
    };
    assert!(step >= 129, "paused before the first run: step {step}");
    assert!(cycle > 0 && cycle < asks.cycles, "cycle {cycle}");

    // What ran so far is a scenario of its own that reaches the same state.
    let so_far = replay.so_far();
    assert!(so_far.steps.len() <= step + 1);
    let again = so_far.simulate().expect("the part replayed runs");
    assert_eq!(state(&again), state(&played.sim));
    assert_eq!(again.cycle, cycle);
}
