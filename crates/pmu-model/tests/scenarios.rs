//! Every example scenario in `scenarios/` runs, meets its own `expect` steps, and produces
//! exactly the output recorded in `scenarios/expected/` (regenerate with UPDATE_EXPECT=1 after
//! a deliberate change, and read the diff). Malformed scenarios name the step and the field.

#![cfg(not(target_arch = "wasm32"))]

use std::path::{Path, PathBuf};

use pmu_model::scenario::{Scenario, ScenarioError};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../scenarios")
}

#[test]
fn every_example_scenario_meets_its_expectations_and_its_recorded_output() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(root())
        .expect("scenarios folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    assert!(files.len() >= 10, "example scenarios: {files:?}");
    let update = std::env::var_os("UPDATE_EXPECT").is_some();
    for path in files {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_string();
        let source = std::fs::read_to_string(&path).expect("read");
        let scenario = Scenario::parse(&source).unwrap_or_else(|e| panic!("{name}: {e}"));
        let result = scenario.run().unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(result.errors.is_empty(), "{name}: {:#?}", result.errors);
        let pretty = serde_json::to_string_pretty(&result).expect("json") + "\n";
        let expected_path = root().join("expected").join(&name);
        if update {
            std::fs::create_dir_all(root().join("expected")).expect("mkdir");
            std::fs::write(&expected_path, &pretty).expect("write");
        } else {
            let expected = std::fs::read_to_string(&expected_path)
                .unwrap_or_else(|_| panic!("{name}: no recorded output; run with UPDATE_EXPECT=1"));
            assert!(
                expected == pretty,
                "{name}: output differs from scenarios/expected/{name}"
            );
        }
    }
}

fn step_error(source: &str) -> (usize, String) {
    match Scenario::parse(source) {
        Err(ScenarioError::Step { step, field, .. }) => (step, field),
        other => panic!("expected a step error, got {other:?}"),
    }
}

#[test]
fn malformed_scenarios_name_the_step_and_the_field() {
    let cases = [
        (
            r#"{"machine":"sparc-t4","steps":[{"run":{"cycles":1}},{"write":{"reg":"PCR0","value":"0xZZ"}}]}"#,
            1,
            "write.value",
        ),
        (
            r#"{"machine":"sparc-t4","steps":[{"run":{"until":"forever"}}]}"#,
            0,
            "run.until",
        ),
        (
            r#"{"machine":"sparc-t4","steps":[{"mode":"godmode"}]}"#,
            0,
            "mode",
        ),
        (
            r#"{"machine":"sparc-t4","steps":[{"frobnicate":1}]}"#,
            0,
            "frobnicate",
        ),
        (
            r#"{"machine":"sparc-t4","steps":[{"run":{"cycles":1},"read":"PIC0"}]}"#,
            0,
            "(step)",
        ),
        (
            r#"{"machine":"sparc-t4","threads":2,"steps":[{"read":"PIC0","thread":2}]}"#,
            0,
            "thread",
        ),
        (
            r#"{"machine":"sparc-kt","steps":[{"hypercall":{"fn":"KT_SET_PERFREG","args":[0,"x"]}}]}"#,
            0,
            "hypercall.args[1]",
        ),
        (
            r#"{"machine":"montecito","steps":[{"mode":{"cpl":7}}]}"#,
            0,
            "mode.cpl",
        ),
        (
            r#"{"machine":"sparc-t4","steps":[{"pcl":{"start":"PCL_CYCLES"}}]}"#,
            0,
            "pcl.start",
        ),
        (
            r#"{"machine":"sparc-t4","steps":[{"pcl":{"start":["PCL_CYCLES"],"mode":"kernel-ish"}}]}"#,
            0,
            "pcl.mode",
        ),
        (r#"{"machine":"sparc-t4","steps":[{"pcl":"pause"}]}"#, 0, "pcl"),
    ];
    for (source, step, field) in cases {
        assert_eq!(step_error(source), (step, field.to_string()), "{source}");
    }
    // Top-level fields.
    for (source, field) in [
        (r#"{"steps":[]}"#, "machine"),
        (r#"{"machine":"vax","steps":[]}"#, "machine"),
        (r#"{"machine":"sparc-t4"}"#, "steps"),
        (
            r#"{"machine":"sparc-t4","steps":[],"workload":{"taken":3}}"#,
            "workload",
        ),
        (r#"{"machine":"sparc-t4","steps":[],"colour":"red"}"#, "colour"),
        (r#"{"machine":"sparc-t4","steps":[],"montecito":{}}"#, "montecito"),
        (
            r#"{"machine":"montecito","steps":[],"montecito":{"quantum":"long"}}"#,
            "montecito",
        ),
        (
            r#"{"machine":"montecito","steps":[],"montecito":{"interrupts":[{"cycle":5,"thread":1}]}}"#,
            "montecito",
        ),
    ] {
        match Scenario::parse(source) {
            Err(ScenarioError::Top { field: f, .. }) => assert_eq!(f, field, "{source}"),
            other => panic!("{source}: {other:?}"),
        }
    }
    assert!(matches!(Scenario::parse("{"), Err(ScenarioError::Json(_))));
    // A step the simulator refuses at run time (an unknown register) names the step.
    let s = Scenario::parse(r#"{"machine":"sparc-t4","steps":[{"run":{"cycles":5}},{"read":"PCR7"}]}"#)
        .expect("parses");
    match s.run() {
        Err(ScenarioError::Step {
            step: 1,
            field,
            message,
        }) => {
            assert_eq!(field, "read");
            assert!(message.contains("PCR7"), "{message}");
        }
        other => panic!("{other:?}"),
    }
}

/// A recorded session round-trips through its JSON: parsing what `to_json` wrote and
/// simulating it gives the same state (the UI's permalinks rest on this).
#[test]
fn recorded_sessions_round_trip_through_json() {
    use pmu_model::sim::{Action, ModeSpec, SparcMode, Until, WriteValue};
    let mut s = Scenario::new(
        "sparc-t4",
        7,
        2,
        pmu_model::sim::workload::WorkloadSpec::default(),
    );
    let actions = vec![
        Action::SetMode {
            thread: Some(1),
            mode: ModeSpec::Sparc(SparcMode::Privileged),
        },
        Action::Write {
            thread: 0,
            unit: 0,
            reg: "PIC0".into(),
            value: WriteValue::Raw(0xffff_0000),
        },
        Action::Write {
            thread: 1,
            unit: 0,
            reg: "PCR2".into(),
            value: WriteValue::Fields(vec![
                ("sl".into(), "3".into()),
                ("mask".into(), "0x3f".into()),
                ("st".into(), "1".into()),
            ]),
        },
        Action::Write {
            thread: 0,
            unit: 0,
            reg: "PCR0".into(),
            value: WriteValue::Fields(vec![
                ("sl".into(), "26".into()),
                ("ut".into(), "1".into()),
                ("toe".into(), "1".into()),
            ]),
        },
        Action::Run { cycles: 1000 },
        Action::Run { cycles: 234 },
        Action::RunUntil {
            until: Until::Trap,
            max_cycles: 1 << 40,
        },
        Action::Write {
            thread: 0,
            unit: 3,
            reg: "DRAM_PERF_CTL_REG".into(),
            value: WriteValue::Raw(0x8),
        },
        Action::Run {
            cycles: 5_000_000_000,
        },
    ];
    for a in actions {
        s.record(a);
    }
    assert_eq!(s.steps.len(), 8, "the two runs merged");
    let sim = s.simulate().expect("simulates");
    let text = serde_json::to_string(&s.to_json()).expect("json");
    let back = Scenario::parse(&text).expect("parses");
    assert_eq!(back, s);
    let again = back.simulate().expect("simulates");
    assert_eq!(again.cycle, sim.cycle);
    assert_eq!(again.log, sim.log);
    for t in 0..2 {
        assert_eq!(again.registers(t), sim.registers(t));
    }
    assert!(!sim.log.is_empty());
}
