//! "Why is this counter not counting?": the model names the condition that stops a counter, in
//! the manual's words, and says nothing is wrong once it counts.

use pmu_model::sim::why::{GateKind, Why};
use pmu_model::sim::{Action, ModeSpec, Simulator, SparcMode, WriteValue};

fn write(sim: &mut Simulator, reg: &str, fields: &[(&str, &str)]) {
    sim.apply(Action::Write {
        thread: 0,
        unit: 0,
        reg: reg.into(),
        value: WriteValue::fields(fields),
    })
    .expect("write");
}

fn unmet(why: &Why) -> Vec<String> {
    why.unmet()
        .filter(|g| g.kind == GateKind::Counting)
        .flat_map(|g| g.fields.clone())
        .collect()
}

fn run(sim: &mut Simulator, cycles: u64) {
    sim.apply(Action::Run { cycles }).expect("run");
}

/// seed 000 TABLE 10-1 ut/st/ht: with sl 26 (cycles) and no mode bit, PIC0 counts nothing and
/// the mode bits are named; with ut = 1 in user mode it counts.
#[test]
fn t4_names_the_mode_bits() {
    let mut sim = Simulator::new("sparc-t4", 1, 1).expect("t4");
    let why = sim.why(0, 0, "PIC0").expect("PIC0");
    assert!(!why.programmed && !why.counting);
    assert!(unmet(&why).contains(&"PCR0.sl".to_string()), "{why:?}");
    write(&mut sim, "PCR0", &[("sl", "26")]);
    let why = sim.why(0, 0, "PIC0").expect("PIC0");
    assert!(why.programmed && !why.counting);
    assert_eq!(unmet(&why), ["PCR0.ut", "PCR0.st", "PCR0.ht"], "{why:?}");
    assert!(why
        .summary()
        .is_some_and(|s| s.contains("ut, st and ht are all 0")));
    // ht alone while the strand runs in user mode with hypervisor phases: counts those.
    write(&mut sim, "PCR0", &[("ut", "1")]);
    let why = sim.why(0, 0, "PIC0").expect("PIC0");
    assert!(why.counting && unmet(&why).is_empty(), "{why:?}");
    run(&mut sim, 100);
    assert!(sim.peek(0, 0, "PIC0").is_some_and(|v| v > 0));
    // ut = 1 only, but the strand runs privileged: user mode never happens.
    sim.apply(Action::SetMode {
        thread: None,
        mode: ModeSpec::Sparc(SparcMode::Privileged),
    })
    .expect("mode");
    let why = sim.why(0, 0, "PIC0").expect("PIC0");
    assert!(!why.counting);
    assert!(
        why.summary()
            .is_some_and(|s| s.contains("runs only in privileged")),
        "{why:?}"
    );
}

/// seed 000 TABLE 10-2: a mask that selects nothing; TABLE 10-1 picnpt for reads.
#[test]
fn t4_names_the_mask_and_the_read_trap() {
    let mut sim = Simulator::new("sparc-t4", 1, 1).expect("t4");
    write(
        &mut sim,
        "PCR1",
        &[("sl", "3"), ("mask", "0"), ("ut", "1"), ("picnpt", "1")],
    );
    let why = sim.why(0, 0, "PIC1").expect("PIC1");
    assert_eq!(unmet(&why), ["PCR1.mask"], "{why:?}");
    let read = why
        .gates
        .iter()
        .find(|g| g.kind == GateKind::Reading)
        .expect("read gate");
    assert!(!read.met && read.text.contains("privileged_action"));
}

/// seed 003 Table 3-5 (L1064): PMC4 with CPU_OP_CYCLES, plm 15 and PSR.up = 1 counts nothing
/// while ism = 0 ("should be set to '10"), and the explanation names ism; with ism = 2 it counts.
#[test]
fn montecito_names_ism_then_counts() {
    let mut sim = Simulator::new("montecito", 1, 1).expect("montecito");
    sim.apply(Action::SetMode {
        thread: None,
        mode: ModeSpec::Itanium {
            cpl: 3,
            up: true,
            pp: false,
        },
    })
    .expect("mode");
    write(&mut sim, "PMC4", &[("es", "0x12"), ("plm", "15")]);
    let why = sim.why(0, 0, "PMD4").expect("PMD4");
    assert!(why.programmed && !why.counting);
    assert_eq!(unmet(&why), ["PMC4.ism"], "{why:?}");
    run(&mut sim, 1000);
    assert_eq!(sim.peek(0, 0, "PMD4"), Some(0));
    write(&mut sim, "PMC4", &[("ism", "2")]);
    let why = sim.why(0, 0, "PMD4").expect("PMD4");
    assert!(why.counting && unmet(&why).is_empty(), "{why:?}");
    run(&mut sim, 1000);
    assert!(sim.peek(0, 0, "PMD4").is_some_and(|v| v > 0));
    // A user monitor with PSR.up = 0, and a freeze.
    sim.apply(Action::SetMode {
        thread: None,
        mode: ModeSpec::Itanium {
            cpl: 3,
            up: false,
            pp: false,
        },
    })
    .expect("mode");
    assert_eq!(
        unmet(&sim.why(0, 0, "PMD4").expect("PMD4")),
        ["PMC4.pm", "PSR.up"]
    );
    write(&mut sim, "PMC0", &[("fr", "1")]);
    assert_eq!(
        unmet(&sim.why(0, 0, "PMD4").expect("PMD4")),
        ["PMC4.pm", "PSR.up", "PMC0.fr"]
    );
}

/// An encoding this model cannot count says why: SI_WDQ_ECC_ERRORS (Table 4-121) counts ECC
/// errors, and the simulated system interface has none; the explanation names the event select
/// and gives the reason, as map::UNCOUNTABLE lists it. The same counter with BUS_ALL counts.
#[test]
fn montecito_says_why_an_encoding_cannot_count() {
    let mut sim = Simulator::new("montecito", 1, 1).expect("montecito");
    sim.apply(Action::SetMode {
        thread: None,
        mode: ModeSpec::Itanium {
            cpl: 3,
            up: true,
            pp: false,
        },
    })
    .expect("mode");
    write(
        &mut sim,
        "PMC4",
        &[
            ("es", "SI_WDQ_ECC_ERRORS"),
            ("umask", "ALL.SELF"),
            ("plm", "15"),
            ("ism", "2"),
        ],
    );
    let why = sim.why(0, 0, "PMD4").expect("PMD4");
    assert!(why.programmed && !why.counting);
    assert_eq!(unmet(&why), ["PMC4.es", "PMC4.umask"], "{why:?}");
    let text: Vec<&str> = why.unmet().map(|g| g.text.as_str()).collect();
    assert!(text.iter().any(|t| t.contains("no ECC errors")), "{text:?}");
    run(&mut sim, 50_000);
    assert_eq!(sim.peek(0, 0, "PMD4"), Some(0));
    write(&mut sim, "PMC4", &[("es", "BUS_ALL"), ("umask", "ANY")]);
    assert!(sim.why(0, 0, "PMD4").expect("PMD4").counting);
    run(&mut sim, 50_000);
    assert!(sim.peek(0, 0, "PMD4").is_some_and(|v| v > 0));
}

/// Every counter of every machine has an explanation, and whenever it says a counter counts,
/// the counter advances over a period (and does not when it says it does not).
#[test]
fn the_explanation_agrees_with_the_count() {
    for m in pmu_model::MACHINES {
        let mut sim = Simulator::new(m.id, 1, 1).expect("sim");
        if m.id == "montecito" {
            sim.apply(Action::SetMode {
                thread: None,
                mode: ModeSpec::Itanium {
                    cpl: 3,
                    up: true,
                    pp: true,
                },
            })
            .expect("mode");
        }
        // A plausible programming of each counter's control register.
        for c in m.counters {
            let Some(sel) = c.select else { continue };
            let fields: Vec<(&str, &str)> = match sel.field {
                "sl" => vec![("sl", "26"), ("ut", "1")],
                "sl0" | "sl1" => vec![
                    (sel.field, "2"),
                    ("ut", "1"),
                    (if sel.field == "sl0" { "mask0" } else { "mask1" }, "0xff"),
                ],
                "es" => vec![("es", "0x12"), ("plm", "15"), ("ism", "2")],
                _ => vec![],
            };
            if !fields.is_empty() {
                write(&mut sim, sel.reg, &fields);
            }
        }
        for c in m.counters {
            let why = sim
                .why(0, 0, c.id)
                .unwrap_or_else(|| panic!("{}: {}", m.id, c.id));
            let before = sim
                .counters(0, 0)
                .into_iter()
                .find(|r| r.spec.id == c.id)
                .map(|r| r.value);
            let mut probe = sim.clone();
            run(&mut probe, 3 * 16_384);
            let after = probe
                .counters(0, 0)
                .into_iter()
                .find(|r| r.spec.id == c.id)
                .map(|r| r.value);
            assert_eq!(why.counting, before != after, "{} {}: {why:?}", m.id, c.id);
            if !why.counting {
                assert!(
                    why.summary().is_some(),
                    "{} {}: not counting, and no reason",
                    m.id,
                    c.id
                );
            }
        }
    }
}
