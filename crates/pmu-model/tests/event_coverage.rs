//! Which event encodings count something: every named mask of every event of each catalogue,
//! programmed on its own in every mode, run over every built-in workload. The sweep prints a
//! table per machine (run it with `--nocapture`).

use pmu_model::machine;
use pmu_model::sim::workload::{builtin, BUILTINS};
use pmu_model::sim::{Action, ModeSpec, Simulator, SparcMode, WriteValue};

const CYCLES: u64 = 3_000_000;

/// One encoding: the event's name, its select code and a mask value.
#[derive(Clone, Debug)]
struct Encoding {
    name: String,
    code: u64,
    mask: u64,
}

fn encodings(id: &str) -> Vec<Encoding> {
    let m = machine(id).expect("machine");
    let mut out = Vec::new();
    for e in m.events {
        if e.masks.is_empty() {
            out.push(Encoding {
                name: e.name.to_string(),
                code: e.code,
                mask: 0,
            });
        }
        for k in e.masks {
            out.push(Encoding {
                name: format!("{}.{}", e.name, k.name),
                code: e.code,
                mask: k.value,
            });
        }
    }
    out
}

fn write(s: &mut Simulator, reg: &str, fields: &[(&str, String)]) {
    s.apply(Action::Write {
        thread: 0,
        unit: 0,
        reg: reg.into(),
        value: WriteValue::Fields(fields.iter().map(|(f, v)| (f.to_string(), v.clone())).collect()),
    })
    .unwrap_or_else(|e| panic!("write {reg}: {e}"));
}

fn mode(s: &mut Simulator, m: ModeSpec) {
    s.apply(Action::SetMode {
        thread: None,
        mode: m,
    })
    .expect("mode");
}

/// The counts the encoding reaches on each counter it is programmed in.
fn counts(id: &str, workload: &str, enc: &Encoding) -> u64 {
    let spec = builtin(workload).expect("builtin");
    let mut s = Simulator::with_workload(id, 1, 1, spec).expect("sim");
    let code = format!("{:#x}", enc.code);
    let mask = format!("{:#x}", enc.mask);
    let regs: Vec<(&str, &str)> = match id {
        "sparc-t4" => {
            mode(&mut s, ModeSpec::Sparc(SparcMode::Hyperprivileged));
            let on = "1".to_string();
            write(
                &mut s,
                "PCR0",
                &[
                    ("sl", code.clone()),
                    ("mask", mask.clone()),
                    ("ut", on.clone()),
                    ("st", on.clone()),
                    ("ht", on),
                ],
            );
            mode(&mut s, ModeSpec::Sparc(SparcMode::User));
            vec![("PIC0", "pic")]
        }
        "sparc-kt" => {
            mode(&mut s, ModeSpec::Sparc(SparcMode::Hyperprivileged));
            let on = "1".to_string();
            write(
                &mut s,
                "PCR",
                &[
                    ("sl0", code.clone()),
                    ("mask0", mask.clone()),
                    ("ut", on.clone()),
                    ("st", on.clone()),
                    ("ht", on),
                ],
            );
            mode(&mut s, ModeSpec::Sparc(SparcMode::User));
            vec![("PIC0", "")]
        }
        _ => {
            mode(
                &mut s,
                ModeSpec::Itanium {
                    cpl: 3,
                    up: true,
                    pp: true,
                },
            );
            for n in [4, 5, 6, 10] {
                write(
                    &mut s,
                    &format!("PMC{n}"),
                    &[
                        ("es", code.clone()),
                        ("umask", mask.clone()),
                        ("plm", "15".into()),
                        ("ism", "2".into()),
                        ("MESI", "15".into()),
                    ],
                );
            }
            vec![
                ("PMD4", "count"),
                ("PMD5", "count"),
                ("PMD6", "count"),
                ("PMD10", "count"),
            ]
        }
    };
    let end = s.cycle + CYCLES;
    while s.cycle < end {
        s.apply(Action::Run {
            cycles: end - s.cycle,
        })
        .expect("run");
    }
    let rows = s.counters(0, 0);
    regs.iter()
        .map(|(id, _)| rows.iter().find(|r| r.spec.id == *id).expect("counter").value)
        .max()
        .unwrap_or(0)
}

fn report(id: &str) -> (usize, usize) {
    let encs = encodings(id);
    let mut dead = Vec::new();
    for enc in &encs {
        let any = BUILTINS.iter().any(|w| counts(id, w, enc) > 0);
        if !any {
            dead.push(enc.name.clone());
        }
    }
    let n = encs.len();
    println!(
        "{id}: {} of {n} encodings count ({:.0}%); silent: {}",
        n - dead.len(),
        100.0 * (n - dead.len()) as f64 / n as f64,
        dead.join(", ")
    );
    (n - dead.len(), n)
}

#[test]
#[ignore = "a sweep: run with --ignored --nocapture"]
fn sweep() {
    for id in ["sparc-t4", "sparc-kt", "montecito"] {
        report(id);
    }
}
