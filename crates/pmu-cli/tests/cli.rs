//! The `pmu` command-line contract (docs/cli.md): JSON shapes, readable tables, and bad input
//! that gives a clear message and exit status 2, never a panic.

use std::process::Command;

use serde_json::Value;

fn pmu(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_pmu"))
        .args(args)
        .output()
        .expect("run pmu");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn pmu_json(args: &[&str]) -> Value {
    let mut all = args.to_vec();
    all.push("--json");
    let (code, out, err) = pmu(&all);
    assert_eq!(code, 0, "pmu {args:?} failed: {err}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("pmu {args:?}: bad JSON ({e}): {out}"))
}

fn field<'a>(decoded: &'a Value, name: &str) -> &'a Value {
    decoded["fields"]
        .as_array()
        .and_then(|fs| fs.iter().find(|f| f["name"] == name))
        .unwrap_or_else(|| panic!("no field {name} in {decoded}"))
}

#[test]
fn machines_lists_the_three_machines() {
    let v = pmu_json(&["machines"]);
    let ids: Vec<&str> = v
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|m| m["id"].as_str())
        .collect();
    assert_eq!(ids, ["sparc-t4", "sparc-kt", "montecito"]);
}

/// seed 000, TABLE 10-1: 0x8018 is sl = 0b10000 (bits 15:11), mask 0, ht = 1 (bit 4), st = 1 (bit 3).
#[test]
fn decode_t4_pcr_prints_every_field_with_its_meaning() {
    let v = pmu_json(&["decode", "sparc-t4", "PCR0", "0x8018"]);
    assert_eq!(v["machine"], "sparc-t4");
    assert_eq!(v["register"], "PCR0");
    assert_eq!(v["value"], "0x0000000000008018");
    assert_eq!(field(&v, "sl")["value"], 16);
    assert_eq!(field(&v, "sl")["bits"], "15:11");
    assert_eq!(field(&v, "ht")["value"], 1);
    assert_eq!(field(&v, "st")["value"], 1);
    assert_eq!(field(&v, "ut")["value"], 0);
    assert_eq!(field(&v, "mask")["bits"], "10:5");
    for name in [
        "ntc", "picnht", "picnpt", "sl", "mask", "ht", "st", "ut", "toe", "ov",
    ] {
        let f = field(&v, name);
        assert!(f["meaning"].is_string(), "{name} has a meaning string");
    }
    assert!(v["diagnostics"].as_array().is_some_and(|d| d.is_empty()), "{v}");
    let (code, text, _) = pmu(&["decode", "sparc-t4", "PCR0", "0x8018"]);
    assert_eq!(code, 0);
    assert!(text.contains("sl") && text.contains("15:11"), "{text}");
}

/// seed 000, TABLE 10-1: sl=26 (15:11) and ut=1 (bit 2) make 0xd004.
#[test]
fn encode_builds_the_value_and_names_bad_fields() {
    let (code, out, _) = pmu(&["encode", "sparc-t4", "PCR0", "sl=26", "ut=1"]);
    assert_eq!(code, 0);
    assert_eq!(out.trim(), "0x000000000000d004");
    let (code, _, err) = pmu(&["encode", "sparc-t4", "PCR0", "sl=40"]);
    assert_eq!(code, 2);
    assert!(
        err.contains("sl") && err.contains("40") && err.contains("5 bits"),
        "{err}"
    );
    let (code, _, err) = pmu(&["encode", "sparc-t4", "PCR0", "bogus=1"]);
    assert_eq!(code, 2);
    assert!(err.contains("bogus"), "{err}");
    let (code, _, err) = pmu(&["encode", "sparc-t4", "PCR0", "sl"]);
    assert_eq!(code, 2);
    assert!(err.contains("field=value"), "{err}");
}

#[test]
fn bad_input_is_a_message_and_exit_status_2() {
    let cases: &[(&[&str], &str)] = &[
        (&["decode", "sparc-t4", "PCR0", "0xZZ"], "0xZZ"),
        (&["decode", "sparc-t4", "PCRX", "0x0"], "PCRX"),
        (&["decode", "nonesuch", "PCR0", "0x0"], "nonesuch"),
        // PIC0 is 64 bits with 63:32 reserved; DRAM counters too. A 32-bit... a value wider than
        // 64 bits cannot even be parsed.
        (
            &["decode", "sparc-t4", "PCR0", "0x1_0000_0000_0000_0000"],
            "64 bits",
        ),
        (&["frobnicate"], "frobnicate"),
        (&["decode", "sparc-t4"], "usage"),
    ];
    for (args, needle) in cases {
        let (code, out, err) = pmu(args);
        assert_eq!(code, 2, "pmu {args:?} should fail: {out}");
        assert!(
            err.contains(needle),
            "pmu {args:?}: '{err}' should mention {needle}"
        );
        assert!(!err.contains("panicked"), "{err}");
    }
}

#[test]
fn a_value_wider_than_a_32_bit_register_is_refused() {
    // Every 32-bit register of every machine refuses a 33-bit value.
    let v = pmu_json(&["machines"]);
    for m in v.as_array().into_iter().flatten() {
        let id = m["id"].as_str().unwrap_or_default();
        let regs = pmu_json(&["registers", id]);
        for r in regs["registers"].as_array().into_iter().flatten() {
            if r["width"] == 32 {
                let name = r["name"].as_str().unwrap_or_default();
                let (code, _, err) = pmu(&["decode", id, name, "0x100000000"]);
                assert_eq!(code, 2, "{id} {name}");
                assert!(err.contains("32 bits"), "{err}");
            }
        }
    }
}

#[test]
fn events_json_carries_the_contract_keys() {
    let t4 = pmu_json(&["events", "sparc-t4"]);
    let events = t4["events"].as_array().expect("events array");
    let sl3 = events.iter().find(|e| e["code"] == 3).expect("sl 3");
    for key in [
        "name",
        "code",
        "masks",
        "counters",
        "max_increment",
        "precise",
        "source",
    ] {
        assert!(!sl3[key].is_null(), "sl 3 lacks {key}: {sl3}");
    }
    let mt = pmu_json(&["events", "montecito"]);
    let cyc = mt["events"]
        .as_array()
        .and_then(|es| es.iter().find(|e| e["name"] == "CPU_OP_CYCLES"))
        .expect("CPU_OP_CYCLES");
    assert_eq!(cyc["code"], 0x12);
    assert!(cyc["umasks"].is_array());
    assert_eq!(cyc["max_increment"], 1);
}

#[test]
fn run_prints_the_result_and_names_bad_steps() {
    let dir = std::env::temp_dir().join(format!("pmu-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("tmp");
    let good = dir.join("good.json");
    std::fs::write(
        &good,
        r#"{"machine":"sparc-t4","steps":[{"write":{"reg":"PCR0","fields":{"sl":26,"ut":1,"st":1,"ht":1}}},{"run":{"cycles":100}},{"read":"PIC0"}]}"#,
    )
    .expect("write");
    let v = pmu_json(&["run", good.to_str().unwrap_or_default()]);
    assert_eq!(v["cycle"], 100);
    assert_eq!(v["reads"][0]["value"], "0x0000000000000064");
    assert_eq!(v["registers"]["PIC0"], "0x0000000000000064");
    let bad = dir.join("bad.json");
    std::fs::write(&bad, r#"{"machine":"sparc-t4","steps":[{"run":{"cycles":1}},{"write":{"reg":"PCR0","fields":{"sl":"nonsense"}}}]}"#)
        .expect("write");
    let (code, _, err) = pmu(&["run", bad.to_str().unwrap_or_default()]);
    assert_eq!(code, 2);
    assert!(err.contains("step 1") && err.contains("nonsense"), "{err}");
    let (code, _, err) = pmu(&["run", "/nonexistent/scenario.json"]);
    assert_eq!(code, 2);
    assert!(err.contains("cannot read"), "{err}");
}
