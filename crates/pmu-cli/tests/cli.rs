//! The `pmu` command-line contract (docs/cli.md): JSON shapes, readable
//! tables, and bad input that gives a clear message and exit status 2, never a panic.

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

/// The subcommands that `pmu [PATH...] --help` lists under "Commands:", but `help`.
fn subcommands(path: &[&str]) -> Vec<String> {
    let mut args = path.to_vec();
    args.push("--help");
    let (code, out, err) = pmu(&args);
    assert_eq!(code, 0, "pmu {args:?}: {err}");
    out.lines()
        .skip_while(|l| *l != "Commands:")
        .skip(1)
        .take_while(|l| !l.trim().is_empty())
        .filter_map(|l| l.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_string)
        .collect()
}

/// Every subcommand, at every depth, answers `--help` and `-h` with its own usage line.
#[test]
fn every_subcommand_has_help() {
    let top = subcommands(&[]);
    for name in ["machines", "decode", "pcl", "completions"] {
        assert!(top.iter().any(|n| n == name), "{name} missing from {top:?}");
    }
    let mut paths: Vec<Vec<String>> = top.iter().map(|n| vec![n.clone()]).collect();
    let mut i = 0;
    while i < paths.len() {
        let path: Vec<&str> = paths[i].iter().map(String::as_str).collect();
        for flag in ["--help", "-h"] {
            let mut args = path.clone();
            args.push(flag);
            let (code, out, err) = pmu(&args);
            assert_eq!(code, 0, "pmu {args:?}: {err}");
            let usage = format!("Usage: pmu {}", path.join(" "));
            assert!(out.contains(&usage), "pmu {args:?} lacks '{usage}': {out}");
        }
        let nested: Vec<Vec<String>> = subcommands(&path)
            .into_iter()
            .map(|n| paths[i].iter().cloned().chain([n]).collect())
            .collect();
        paths.extend(nested);
        i += 1;
    }
    assert!(paths.iter().any(|p| p == &["pcl", "query"]), "{paths:?}");
    // `pmu` alone prints the help and succeeds.
    let (code, out, _) = pmu(&[]);
    assert_eq!(code, 0);
    assert!(out.contains("Usage: pmu"), "{out}");
}

/// The completion scripts offer the subcommands and every machine the model lists (read from
/// `pmu machines`, so a new machine is checked without a change here).
#[test]
fn completions_offer_the_subcommands_and_the_models_names() {
    let machines = pmu_json(&["machines"]);
    let ids: Vec<&str> = machines
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|m| m["id"].as_str())
        .collect();
    assert!(!ids.is_empty());
    for shell in ["bash", "zsh", "fish"] {
        let (code, script, err) = pmu(&["completions", shell]);
        assert_eq!(code, 0, "{shell}: {err}");
        let words = ["decode", "pcl", "query", "alpha-21164", "PCL_CYCLES", "system"];
        for word in ids.iter().chain(words.iter()) {
            assert!(script.contains(word), "the {shell} script lacks {word}");
        }
    }
    // The lines added for fish's positional values call the function clap_complete defines.
    let (_, fish, _) = pmu(&["completions", "fish"]);
    assert!(fish.contains("function __fish_pmu_using_subcommand"));
    assert!(fish.contains(r#"complete -c pmu -n "__fish_pmu_using_subcommand decode" -f -a "#));
    let (code, _, err) = pmu(&["completions", "tcsh"]);
    assert_eq!(code, 2);
    assert!(err.contains("tcsh") && err.contains("bash"), "{err}");
}

/// `pmu events MACHINE --json` lists every alias of the machine's tables once, on the event
/// with the alias's code and, where the alias names a mask, on that mask's row (or with its
/// `mask` on the event); each is accepted by `pmu encode` on the event select field.
#[test]
fn events_json_lists_every_alias_with_its_code_and_mask() {
    for (machine, reg, select, count) in [
        ("montecito", "PMC4", "es", 637),
        ("sparc-t4", "PCR0", "sl", 127 + 13 + 18),
        ("sparc-kt", "PCR", "sl0", 39 + 14),
    ] {
        let v = pmu_json(&["events", machine]);
        let mut listed: Vec<(String, u64, Option<u64>)> = Vec::new();
        for e in v["events"].as_array().expect("events") {
            let code = e["code"].as_u64().expect("code");
            for a in e["aliases"].as_array().into_iter().flatten() {
                listed.push((a["name"].as_str().expect("name").into(), code, a["mask"].as_u64()));
            }
            let rows = e["masks"].as_array().or(e["umasks"].as_array());
            for row in rows.into_iter().flatten() {
                let value = row["value"].as_u64();
                for a in row["aliases"].as_array().into_iter().flatten() {
                    listed.push((a["name"].as_str().expect("name").into(), code, value));
                }
            }
        }
        assert_eq!(listed.len(), count, "{machine}");
        let sources: u64 = v["alias_sources"]
            .as_array()
            .expect("alias_sources")
            .iter()
            .map(|s| s["count"].as_u64().unwrap_or(0))
            .sum();
        assert_eq!(sources as usize, count, "{machine}");
        // A sample of them through `pmu encode`: the select field gets the listed code.
        for (name, code, _) in listed.iter().step_by(17) {
            let d = pmu_json(&["encode", machine, reg, &format!("{select}={name}")]);
            assert_eq!(
                field(&d, select)["value"].as_u64(),
                Some(*code),
                "{machine} {name}"
            );
        }
    }
}

/// `pmu import` and `pmu export`: the JSON shapes, and bad input exits 2 naming the part.
#[test]
fn import_and_export() {
    let v = pmu_json(&["import", "sparc-t4", "r6800000:u"]);
    assert_eq!(v["format"], "perf");
    assert_eq!(v["writes"][0]["reg"], "PCR0");
    assert_eq!(v["writes"][0]["value"], "0xd006");
    let v = pmu_json(&["export", "sparc-t4", "PCR0=0xd006"]);
    assert_eq!(v["exports"][0]["spec"], "cycles:u");
    let (code, _, err) = pmu(&["import", "montecito", "-e NOT_AN_EVENT"]);
    assert_eq!(code, 2);
    assert!(err.contains("'NOT_AN_EVENT'"), "{err}");
    let (code, _, err) = pmu(&["export", "sparc-t4", "PCR9=1"]);
    assert_eq!(code, 2);
    assert!(err.contains("PCR9"), "{err}");
}
