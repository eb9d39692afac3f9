//! `pmu pcl`: the PCL layer on the command line. The example query on Montecito prints
//! an assignment to PMDs and the PMC values that program it, and those values decode (with
//! `pmu decode`) to the events' es, umask and plm; failures print PCL's status; bad input exits
//! 2 naming it.

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

fn decoded_field(machine: &str, reg: &str, value: &str, field: &str) -> Value {
    let d = pmu_json(&["decode", machine, reg, value]);
    d["fields"]
        .as_array()
        .and_then(|fs| fs.iter().find(|f| f["name"] == field))
        .map(|f| f["value"].clone())
        .unwrap_or_else(|| panic!("{reg} {value} has no field {field}: {d}"))
}

/// The example. L1D_READ_MISSES must sit in PMD5 (seed 003 section 4.8.2); each PMC
/// value decodes to its event's es (Table 4-42: CPU_OP_CYCLES 0x12, IA64_INST_RETIRED 0x08,
/// L1D_READ_MISSES 0xc7), plm PL3 for the default user mode, and ism b10.
#[test]
fn query_montecito_prints_the_assignment_and_the_pmc_values() {
    let v = pmu_json(&[
        "pcl",
        "query",
        "montecito",
        "PCL_CYCLES",
        "PCL_INSTR",
        "PCL_L1DCACHE_MISS",
    ]);
    assert_eq!(v["status"]["name"], "PCL_SUCCESS");
    assert_eq!(v["status"]["code"], 0);
    assert_eq!(v["mode"], "PCL_MODE_USER");
    let assignment = v["assignment"].as_array().expect("assignment");
    assert_eq!(assignment.len(), 3);
    let es_of = |event: &str| match event {
        "PCL_CYCLES" => 0x12,
        "PCL_INSTR" => 0x08,
        "PCL_L1DCACHE_MISS" => 0xc7,
        other => panic!("unexpected {other}"),
    };
    let writes = v["programming"]["writes"].as_array().expect("writes");
    for a in assignment {
        let counter = a["counter"].as_str().expect("counter");
        let event = a["event"].as_str().expect("event");
        assert!(counter.starts_with("PMD"), "{a}");
        if event == "PCL_L1DCACHE_MISS" {
            assert_eq!(counter, "PMD5");
        }
        let pmc = counter.replace("PMD", "PMC");
        let w = writes
            .iter()
            .find(|w| w["reg"] == pmc.as_str())
            .expect("a write of the PMC");
        let value = w["value"].as_str().expect("hex value");
        assert_eq!(
            decoded_field("montecito", &pmc, value, "es"),
            es_of(event),
            "{event}"
        );
        assert_eq!(decoded_field("montecito", &pmc, value, "umask"), 0);
        assert_eq!(decoded_field("montecito", &pmc, value, "plm"), 0b1000);
        assert_eq!(decoded_field("montecito", &pmc, value, "pm"), 0);
        assert_eq!(decoded_field("montecito", &pmc, value, "ism"), 0b10);
        // The counter is cleared.
        assert!(writes
            .iter()
            .any(|w| w["reg"] == counter && w["value"] == "0x0000000000000000"));
    }
    assert!(v["programming"]["requires"][0]
        .as_str()
        .is_some_and(|r| r.contains("PSR.up")));
    // The table form says the same.
    let (code, text, _) = pmu(&[
        "pcl",
        "query",
        "montecito",
        "PCL_CYCLES",
        "PCL_INSTR",
        "PCL_L1DCACHE_MISS",
    ]);
    assert_eq!(code, 0);
    assert!(
        text.contains("PCL_SUCCESS") && text.contains("PMC5") && text.contains("es=0xc7"),
        "{text}"
    );
}

#[test]
fn query_modes_choose_the_mode_bits() {
    let t4 = |mode: &str| {
        let v = pmu_json(&["pcl", "query", "sparc-t4", "PCL_CYCLES", "--mode", mode]);
        let value = v["programming"]["writes"][0]["value"]
            .as_str()
            .expect("PCR0")
            .to_string();
        (
            decoded_field("sparc-t4", "PCR0", &value, "ut"),
            decoded_field("sparc-t4", "PCR0", &value, "st"),
        )
    };
    assert_eq!(t4("user"), (Value::from(1), Value::from(0)));
    assert_eq!(t4("system"), (Value::from(0), Value::from(1)));
    assert_eq!(t4("both"), (Value::from(1), Value::from(1)));
    let v = pmu_json(&["pcl", "query", "sr8000", "PCL_CYCLES", "--mode=user"]);
    assert_eq!(v["status"]["name"], "PCL_MODE_NOT_SUPPORTED");
    assert_eq!(v["status"]["code"], -6);
}

/// The paper's first example on the 21164: both events are tabled on counter 0 (21164_C0_0,
/// L1351; 21164_C0_1, printed 21164_C0_13.5, L1502).
#[test]
fn a_conflict_is_an_answer_with_pcl_status() {
    let v = pmu_json(&["pcl", "query", "alpha-21164", "PCL_CYCLES", "PCL_INSTR"]);
    assert_eq!(v["status"]["name"], "PCL_TOO_MANY_EVENTS");
    assert_eq!(v["status"]["code"], -2);
    assert_eq!(v["conflict"]["counter"], "C0");
    assert_eq!(v["conflict"]["first"]["event"], "PCL_CYCLES");
    assert_eq!(v["conflict"]["second"]["event"], "PCL_INSTR");
    assert!(v.get("programming").is_none());
    let v = pmu_json(&["pcl", "query", "sparc-kt", "PCL_CYCLES"]);
    assert_eq!(v["status"]["name"], "PCL_NOT_SUPPORTED");
    let (code, text, _) = pmu(&["pcl", "query", "alpha-21164", "PCL_CYCLES", "PCL_INSTR"]);
    assert_eq!(code, 0);
    assert!(
        text.contains("PCL_TOO_MANY_EVENTS") && text.contains("C0"),
        "{text}"
    );
}

#[test]
fn avail_events_and_metrics() {
    let v = pmu_json(&["pcl", "avail", "alpha-21164"]);
    assert_eq!(v["processor"], "alpha-21164");
    assert_eq!(v["available"], 26);
    let events = v["events"].as_array().expect("events");
    assert_eq!(events.len(), 61);
    let hit = events
        .iter()
        .find(|e| e["event"] == "PCL_L1DCACHE_HIT")
        .expect("hit");
    assert_eq!(hit["kind"], "difference");
    assert_eq!(hit["printed"], "21164_C1_14-21164_C2_5");
    assert_eq!(hit["source"], "seed 002, Table 3.2, 21164 row (L491)");
    assert_eq!(hit["natives"][1]["counters"], "C2");
    let read = events
        .iter()
        .find(|e| e["event"] == "PCL_L1CACHE_READ")
        .expect("read");
    assert_eq!(read["available"], false);
    let t4 = pmu_json(&["pcl", "avail", "sparc-t4"]);
    let instr = t4["events"]
        .as_array()
        .and_then(|es| es.iter().find(|e| e["event"] == "PCL_INSTR"))
        .expect("instr");
    assert_eq!(instr["natives"][0]["program"]["sl"], 3);
    assert!(instr["source"].as_str().is_some_and(|s| s.contains("TABLE 10-2")));
    let ev = pmu_json(&["pcl", "events"]);
    assert_eq!(ev.as_array().map(Vec::len), Some(61));
    assert_eq!(ev[56]["name"], "PCL_MFLOPS");
    assert_eq!(ev[56]["rate"], true);
    let m = pmu_json(&["pcl", "metrics"]);
    assert_eq!(m[1]["formula"], "PCL_INSTR / PCL_CYCLES");
    let (code, text, _) = pmu(&["pcl", "avail", "montecito"]);
    assert_eq!(code, 0);
    assert!(
        text.contains("PCL_L1DCACHE_MISS") && text.contains("L1D_READ_MISSES.ALL"),
        "{text}"
    );
}

#[test]
fn bad_pcl_input_exits_2_naming_it() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["pcl", "query", "montecito", "PCL_CYCLES", "PCL_BOGUS"],
            "PCL_BOGUS",
        ),
        (&["pcl", "query", "vax-780", "PCL_CYCLES"], "vax-780"),
        (
            &["pcl", "query", "sparc-t4", "PCL_CYCLES", "--mode", "kernel"],
            "kernel",
        ),
        (&["pcl", "query", "sparc-t4", "PCL_CYCLES", "--mode"], "usage"),
        (&["pcl", "query", "sparc-t4"], "usage"),
        (&["pcl", "avail", "nonesuch"], "nonesuch"),
        (&["pcl", "avail"], "usage"),
        (&["pcl", "frob"], "frob"),
        (&["pcl"], "usage"),
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
