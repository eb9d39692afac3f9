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

#[test]
fn unknown_fields_and_bad_values_name_their_path() {
    let cases = [
        // An unknown field is an error wherever it is, inside a step too.
        (
            r#"{"machine":"sparc-t4","steps":[{"expect":{"reg":"PCR0","value":1,"colour":2}}]}"#,
            0,
            "expect.colour",
        ),
        (
            r#"{"machine":"sparc-t4","steps":[{"write":{"reg":"PCR0","value":1,"valu":2}}]}"#,
            0,
            "write.valu",
        ),
        (
            r#"{"machine":"sparc-t4","steps":[{"read":{"reg":"PIC0","bogus":1}}]}"#,
            0,
            "read.bogus",
        ),
        (
            r#"{"machine":"sparc-kt","steps":[{"policy":{"deny_ht":true,"bogus":1}}]}"#,
            0,
            "policy.bogus",
        ),
        (
            r#"{"machine":"sparc-t4","steps":[{"expect":{"log":{"kind":"trap","colour":1}}}]}"#,
            0,
            "expect.log.colour",
        ),
        (
            r#"{"machine":"montecito","steps":[{"mode":{"cpl":1,"psr":{"up":1,"xx":0}}}]}"#,
            0,
            "mode.psr.xx",
        ),
        // Values that are not what the field takes.
        (
            r#"{"machine":"sparc-t4","steps":[{"expect":{"log":{"kind":"overflw"}}}]}"#,
            0,
            "expect.log.kind",
        ),
        (
            r#"{"machine":"sparc-t4","steps":[{"write":{"reg":"PCR0","fields":{"sl":true}}}]}"#,
            0,
            "write.fields.sl",
        ),
        (
            r#"{"machine":"sparc-kt","steps":[{"policy":{"nodes":7}}]}"#,
            0,
            "policy.nodes",
        ),
        (
            r#"{"machine":"sparc-kt","steps":[{"hypercall":{"fn":"KT_FOO"}}]}"#,
            0,
            "hypercall.fn",
        ),
        (
            r#"{"machine":"sparc-t4","steps":[{"pcl":{"start":["PCL_CYCLES"],"mhz":0}}]}"#,
            0,
            "pcl.mhz",
        ),
        (
            r#"{"machine":"sparc-t4","steps":[{"expect":{"reg":"PIC0","min":"0xZZ"}}]}"#,
            0,
            "expect.min",
        ),
        (
            r#"{"machine":"sparc-t4","steps":[{"write":{"reg":"PCR0","unit":"0x1ffffffff","value":1}}]}"#,
            0,
            "write.unit",
        ),
        (
            r#"{"machine":"sparc-t4","steps":[{"run":{"cycles":-1}}]}"#,
            0,
            "run.cycles",
        ),
        // What the types cannot say, checked with the same names.
        (
            r#"{"machine":"sparc-t4","threads":2,"steps":[{"write":{"reg":"PCR0","value":1,"thread":2}}]}"#,
            0,
            "write.thread",
        ),
        (
            r#"{"machine":"sparc-t4","steps":[{"write":{"reg":"PCR0","value":1,"fields":{"ut":1}}}]}"#,
            0,
            "write",
        ),
        (
            r#"{"machine":"sparc-t4","steps":[{"run":{"cycles":1,"max_cycles":5}}]}"#,
            0,
            "run",
        ),
        (
            r#"{"machine":"sparc-t4","steps":[{"run":{"until":"cycle"}}]}"#,
            0,
            "run.cycle",
        ),
        (
            r#"{"machine":"sparc-t4","steps":[{"run":{"until":"trap","cycle":5}}]}"#,
            0,
            "run.cycle",
        ),
        (
            r#"{"machine":"sparc-t4","steps":[{"expect":{"log":{"kind":"trap"},"reg":"PCR0"}}]}"#,
            0,
            "expect.log",
        ),
        (
            r#"{"machine":"sparc-t4","steps":[{"expect":{"reg":"PIC0","value":1,"min":0}}]}"#,
            0,
            "expect.value",
        ),
        (
            r#"{"machine":"sparc-t4","steps":[{"expect":{"reg":"PIC0"}}]}"#,
            0,
            "expect.value",
        ),
        (r#"{"machine":"sparc-t4","steps":[{"reset":false}]}"#, 0, "reset"),
        (r#"{"machine":"sparc-t4","steps":[5]}"#, 0, "(step)"),
        (
            r#"{"machine":"sparc-t4","steps":[{"run":{"cycles":1}},{"comment":"only a comment"}]}"#,
            1,
            "(step)",
        ),
    ];
    for (source, step, field) in cases {
        assert_eq!(step_error(source), (step, field.to_string()), "{source}");
    }
    // The message reads as docs/scenarios.md shows it.
    let e = Scenario::parse(
        r#"{"machine":"sparc-t4","steps":[{"run":{"cycles":1}},{"write":{"reg":"PCR0","value":"0xZZ"}}]}"#,
    )
    .expect_err("a bad number");
    assert!(
        e.to_string()
            .starts_with("step 1: field 'write.value': '0xZZ' is not a number"),
        "{e}"
    );
    // A top-level field names itself, and the path inside it is in the message.
    match Scenario::parse(
        r#"{"machine":"montecito","steps":[],"montecito":{"interrupts":[{"cycle":"x","thread":0}]}}"#,
    ) {
        Err(ScenarioError::Top { field, message }) => {
            assert_eq!(field, "montecito");
            assert!(message.starts_with("interrupts[0].cycle: "), "{message}");
        }
        other => panic!("{other:?}"),
    }
    match Scenario::parse(r#"{"machine":"sparc-t4","steps":{}}"#) {
        Err(ScenarioError::Top { field, .. }) => assert_eq!(field, "steps"),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        Scenario::parse(r#"{"machine":"sparc-t4","steps":[]} x"#),
        Err(ScenarioError::Json(_))
    ));
}

/// `{"expect": {"reg", "field", "value"}}` checks a field of the stored value and
/// `{"reg", "min", "max"}` a range; a mismatch is an entry of `errors` naming the step.
#[test]
fn field_and_range_expectations_check_what_they_name() {
    let s = Scenario::parse(
        r#"{"machine":"sparc-t4","steps":[
            {"write":{"reg":"PCR0","fields":{"sl":26,"ut":1}}},
            {"run":{"cycles":1000}},
            {"expect":{"reg":"PCR0","field":"sl","value":26}},
            {"expect":{"reg":"PCR0","field":"ut","value":0}},
            {"expect":{"reg":"PCR0","field":"ov","value":0}},
            {"expect":{"reg":"PIC0","min":1}},
            {"expect":{"reg":"PIC0","max":1000}},
            {"expect":{"reg":"PIC0","min":1001,"max":2000}},
            {"expect":{"log":{"kind":"overflow","count":0}}},
            {"expect":{"log":{"kind":"trap"}}}
        ]}"#,
    )
    .expect("parses");
    let out = s.run().expect("runs");
    let errors: Vec<(usize, &str)> = out.errors.iter().map(|e| (e.step, e.message.as_str())).collect();
    let pic0 = s.simulate().expect("simulates").peek(0, 0, "PIC0").expect("PIC0");
    assert_eq!(
        errors,
        vec![
            (3, "expected PCR0.ut = 0, found 1"),
            (7, format!("expected PIC0 in 1001..=2000, found {pic0}").as_str()),
            (9, "expected some log entries of kind trap, found 0"),
        ]
    );
    // A field the register does not have is a malformed step, found when it runs.
    let s = Scenario::parse(
        r#"{"machine":"sparc-t4","steps":[{"expect":{"reg":"PCR0","field":"bogus","value":1}}]}"#,
    )
    .expect("parses");
    match s.run() {
        Err(ScenarioError::Step { step: 0, field, .. }) => assert_eq!(field, "expect.field"),
        other => panic!("{other:?}"),
    }
}

/// A PCL expectation reads the latest PCLread or PCLstop that reported its event (a region's
/// 64-bit total, which no 32-bit PIC holds), and a thread switch's name is its reason.
#[test]
fn pcl_and_thread_switch_expectations_check_what_they_name() {
    let s = Scenario::parse(
        r#"{"machine":"sparc-t4","steps":[
            {"expect":{"pcl":{"event":"PCL_CYCLES","min":1}}},
            {"pcl":{"start":["PCL_CYCLES"],"mode":"user"}},
            {"run":{"cycles":6000000000}},
            {"pcl":"stop"},
            {"expect":{"pcl":{"event":"PCL_CYCLES","min":4294967296}}},
            {"expect":{"pcl":{"event":"PCL_CYCLES","max":4294967295}}},
            {"expect":{"pcl":{"event":"PCL_INSTR","min":1}}}
        ]}"#,
    )
    .expect("parses");
    let out = s.run().expect("runs");
    let messages: Vec<(usize, &str)> = out.errors.iter().map(|e| (e.step, e.message.as_str())).collect();
    assert_eq!(messages.len(), 3, "{messages:?}");
    assert_eq!(
        messages[0],
        (
            0,
            "expected PCL_CYCLES >= 1, found no PCLread or PCLstop that reported it"
        )
    );
    assert_eq!(messages[1].0, 5);
    assert!(
        messages[1]
            .1
            .starts_with("expected PCL_CYCLES <= 4294967295, found ")
            && messages[1].1.ends_with("(PCLstop at step 3)"),
        "{}",
        messages[1].1
    );
    assert_eq!(messages[2].0, 6);
    // A field beside "pcl" is refused, naming the place.
    let bad = Scenario::parse(
        r#"{"machine":"sparc-t4","steps":[{"expect":{"pcl":{"event":"PCL_CYCLES","min":1},"reg":"PIC0"}}]}"#,
    );
    match bad {
        Err(ScenarioError::Step { step: 0, field, .. }) => assert_eq!(field, "expect.pcl"),
        other => panic!("{other:?}"),
    }

    let s = Scenario::parse(
        r#"{"machine":"montecito","threads":2,"montecito":{"quantum":0},"steps":[
            {"run":{"until":"thread_switch","max_cycles":100000}},
            {"expect":{"log":{"kind":"thread_switch","name":"l3_miss","count":1}}},
            {"expect":{"log":{"kind":"thread_switch","name":"timeout","count":0}}},
            {"expect":{"log":{"kind":"thread_switch","name":"l3_return"}}}
        ]}"#,
    )
    .expect("parses");
    let out = s.run().expect("runs");
    let messages: Vec<(usize, &str)> = out.errors.iter().map(|e| (e.step, e.message.as_str())).collect();
    assert_eq!(
        messages,
        vec![(
            3,
            "expected some log entries of kind thread_switch named l3_return, found 0"
        )]
    );
}

/// What the UI's permalinks and localStorage hold: sessions in the form the writer gives them,
/// key for key (links in the wild carry this form). They read, replay, and are written back
/// byte for byte.
#[test]
fn sessions_as_links_and_storage_hold_them_read_and_write_back() {
    use pmu_model::scenario::Step;
    use pmu_model::sim::engines::montecito::sched::Compare;
    use pmu_model::sim::{Action, HvPolicy, ModeSpec, SparcMode, Until, WriteValue};
    const T4: &str = r#"{"machine":"sparc-t4","seed":7,"threads":2,"workload":"default","steps":[{"mode":"privileged","thread":1},{"mode":"user"},{"write":{"reg":"PIC0","value":4294967280}},{"write":{"reg":"PCR2","fields":{"sl":"26","ut":"1","toe":"1"},"thread":1}},{"run":{"cycles":1234}},{"run":{"until":"overflow","max_cycles":"0x0000010000000000"}},{"run":{"until":"cycle","max_cycles":"0x4000000000000000","cycle":"0x000000012a05f200"}},{"read":{"reg":"PCR2","thread":1}},{"write":{"reg":"DRAM_PERF_CTL_REG","value":8,"unit":3}},{"run":{"cycles":"0x000000012a05f200"}}]}"#;
    const KT: &str = r#"{"machine":"sparc-kt","seed":3,"threads":2,"workload":"stream","steps":[{"policy":{"nodes":2,"deny_ht":true,"deny":[3,5],"l2_busy":false}},{"hypercall":{"fn":"KT_SET_PERFREG","args":[0,"0x8000000000000001"]},"thread":1},{"hypercall":{"fn":"KT_GET_PERFREG","args":[2]}},{"workload":{"name":"custom","description":"A branchy integer loop (an interpreter): 30% branches, 12% mispredicted, indirect jumps and returns; loads mostly hit.","branch":0.3,"fgu":0.0,"load":0.22,"store":0.08,"spr":0.005,"other":0.4,"atomic":0.005,"prefetch":0.01,"block":0.002,"sw_count":0.002,"crypto_ntc":0.1,"taken":0.55,"mispredict":0.25,"load_miss":{"l2l3":0.01,"local_mem":0.001,"remote":0.0},"store_miss":{"l2l3":0.05,"local_mem":0.01,"remote":0.002},"icache_miss":{"l2l3":0.004,"local_mem":0.0005,"remote":0.0001},"dtlb_miss":0.002,"itlb_miss":0.0005,"page_sizes":[0.6,0.2,0.15,0.04,0.01],"tlb_fill_trap":0.02,"dual_issue":0.35,"syscall_every":1024,"syscall_len":600,"hypervisor_every":0,"hypervisor_len":400}},{"workload":"syscall"},{"mode":"privileged"},{"write":{"reg":"PIC","value":5,"thread":1}},{"run":{"cycles":100}}]}"#;
    const MT: &str = r#"{"machine":"montecito","seed":11,"threads":2,"workload":"pointer-chase","steps":[{"mode":{"cpl":3,"psr":{"up":1,"pp":0}},"thread":0},{"mode":{"cpl":0,"psr":{"up":0,"pp":1}}},{"write":{"reg":"PMC4","fields":{"es":"CPU_OP_CYCLES","plm":"15","ism":"2"},"thread":1}},{"run":{"until":"thread_switch","max_cycles":100000}},{"run":{"cycles":3042}}],"montecito":{"quantum":2000,"compare":"compare_then_update","initial_urgency":5,"switch_cycles":15,"l3_detect":14,"pause_every":0,"interrupts":[{"cycle":500,"thread":1}],"low_power":[{"thread":0,"from":100,"to":200}],"pmi_urgency":true,"timeout_urgency":true}}"#;
    for text in [T4, KT, MT] {
        let s = Scenario::parse(text).unwrap_or_else(|e| panic!("{e}: {text}"));
        assert_eq!(s.write(), text, "written back as it was");
        s.simulate().unwrap_or_else(|e| panic!("{e}: {text}"));
    }
    // The T4 session, as the UI records it.
    let mut t4 = Scenario::new(
        "sparc-t4",
        7,
        2,
        pmu_model::sim::workload::WorkloadSpec::default(),
    );
    for a in [
        Action::SetMode {
            thread: Some(1),
            mode: ModeSpec::Sparc(SparcMode::Privileged),
        },
        Action::SetMode {
            thread: None,
            mode: ModeSpec::Sparc(SparcMode::User),
        },
        Action::Write {
            thread: 0,
            unit: 0,
            reg: "PIC0".into(),
            value: WriteValue::Raw(0xffff_fff0),
        },
        Action::Write {
            thread: 1,
            unit: 0,
            reg: "PCR2".into(),
            value: WriteValue::Fields(vec![
                ("sl".into(), "26".into()),
                ("ut".into(), "1".into()),
                ("toe".into(), "1".into()),
            ]),
        },
        Action::Run { cycles: 1000 },
        Action::Run { cycles: 234 },
        Action::RunUntil {
            until: Until::Overflow,
            max_cycles: 1 << 40,
        },
        Action::RunUntil {
            until: Until::Cycle(5_000_000_000),
            max_cycles: 1 << 62,
        },
        Action::Read {
            thread: 1,
            unit: 0,
            reg: "PCR2".into(),
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
    ] {
        t4.record(a);
    }
    assert_eq!(Scenario::parse(T4).expect("T4"), t4);
    // The KT session: a policy, hypercalls on both strands, a custom workload.
    let kt = Scenario::parse(KT).expect("KT");
    assert_eq!(
        kt.steps[0],
        Step::Act(Action::SetPolicy(HvPolicy {
            nodes: 2,
            deny_ht: true,
            deny: vec![3, 5],
            l2_busy: false,
        }))
    );
    assert_eq!(
        kt.steps[1],
        Step::Act(Action::Hypercall {
            thread: 1,
            func: 0x123,
            args: vec![0, 0x8000_0000_0000_0001],
        })
    );
    match &kt.steps[3] {
        Step::Act(Action::SetWorkload(w)) => {
            assert_eq!(
                (w.name.as_str(), w.mispredict, w.syscall_every),
                ("custom", 0.25, 1024)
            )
        }
        other => panic!("{other:?}"),
    }
    // The Montecito session: thread-switch settings and Itanium modes.
    let mt = Scenario::parse(MT).expect("MT");
    let cfg = mt.thread_switching.as_ref().expect("settings");
    assert_eq!((cfg.quantum, cfg.compare), (2000, Compare::CompareThenUpdate));
    assert_eq!(
        mt.steps[0],
        Step::Act(Action::SetMode {
            thread: Some(0),
            mode: ModeSpec::Itanium {
                cpl: 3,
                up: true,
                pp: false,
            },
        })
    );
}
