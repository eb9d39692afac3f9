//! The derived monitors of every machine read, and every term names an event, an alias or
//! another monitor of the machine (seed 003 Tables 4-2 ... 4-40 for Montecito).

use pmu_model::{derived, MACHINES};

#[test]
fn every_formula_reads_and_resolves() {
    for m in MACHINES {
        let faults = derived::check(m);
        assert!(
            faults.is_empty(),
            "{}:\n{}",
            m.id,
            faults
                .iter()
                .map(|e| e.to_string())
                .collect::<Vec<_>>()
                .join("\n")
        );
    }
}

use pmu_model::sim::{Action, ModeSpec, Simulator, SparcMode, WriteValue};

fn write(s: &mut Simulator, reg: &str, fields: &[(&str, &str)]) {
    s.apply(Action::Write {
        thread: 0,
        unit: 0,
        reg: reg.into(),
        value: WriteValue::Fields(
            fields
                .iter()
                .map(|(f, v)| (f.to_string(), v.to_string()))
                .collect(),
        ),
    })
    .expect("write");
}

/// IA64_IPC (seed 003 Table 4-2, L1898) is IA64_INST_RETIRED over CPU_OP_CYCLES, from the two
/// counters that count them, and appears only once both are programmed.
#[test]
fn montecito_ipc_is_the_ratio_of_its_two_counters() {
    let mut s = Simulator::new("montecito", 3, 1).expect("sim");
    s.apply(Action::SetMode {
        thread: None,
        mode: ModeSpec::Itanium {
            cpl: 3,
            up: true,
            pp: false,
        },
    })
    .expect("mode");
    write(
        &mut s,
        "PMC4",
        &[("es", "IA64_INST_RETIRED"), ("plm", "15"), ("ism", "2")],
    );
    s.apply(Action::Run { cycles: 10_000 }).expect("run");
    assert!(s.derived(0, 0).iter().all(|d| d.monitor.name != "IA64_IPC"));
    write(
        &mut s,
        "PMC5",
        &[
            ("es", "CPU_OP_CYCLES"),
            ("umask", "ALL"),
            ("plm", "15"),
            ("ism", "2"),
        ],
    );
    s.apply(Action::Run { cycles: 100_000 }).expect("run");
    let uses = s.counters_in_use(0, 0);
    let count = |id: &str| uses.iter().find(|u| u.counter == id).expect("in use").count as f64;
    let ipc = s
        .derived(0, 0)
        .into_iter()
        .find(|d| d.monitor.name == "IA64_IPC")
        .expect("IA64_IPC");
    assert_eq!(ipc.value, Some(count("PMD4") / count("PMD5")));
    assert_eq!(
        ipc.terms
            .iter()
            .map(|t| (t.term.as_str(), t.counter))
            .collect::<Vec<_>>(),
        [("IA64_INST_RETIRED", "PMD4"), ("CPU_OP_CYCLES", "PMD5")]
    );
}

/// The T4's IPC reads the perf names of sl 3 mask 3F and sl 26 (seed 000 TABLE 10-2, lines
/// 101 and 257), and a derived monitor with an unprogrammed term is not offered.
#[test]
fn t4_ipc_and_cpi_from_two_pics() {
    let mut s = Simulator::new("sparc-t4", 3, 1).expect("sim");
    s.apply(Action::SetMode {
        thread: None,
        mode: ModeSpec::Sparc(SparcMode::Hyperprivileged),
    })
    .expect("mode");
    write(&mut s, "PCR0", &[("sl", "3"), ("mask", "0x3f"), ("ut", "1")]);
    write(&mut s, "PCR1", &[("sl", "26"), ("ut", "1")]);
    s.apply(Action::SetMode {
        thread: None,
        mode: ModeSpec::Sparc(SparcMode::User),
    })
    .expect("mode");
    s.apply(Action::Run { cycles: 100_000 }).expect("run");
    let d = s.derived(0, 0);
    let names: Vec<&str> = d.iter().map(|d| d.monitor.name).collect();
    assert_eq!(names, ["IPC", "CPI"]);
    let ipc = d[0].value.expect("cycles counted");
    let cpi = d[1].value.expect("instructions counted");
    assert!((ipc * cpi - 1.0).abs() < 1e-12, "{ipc} * {cpi}");
}
