//! Which event encodings count something: every named mask of every event of each catalogue,
//! programmed on its own, run over every built-in workload. On Montecito the encodings are
//! programmed in PMC4, PMC5, PMC6 and PMC10 (so that set-restricted events find their
//! counter, and CPU_OP_CYCLES_HALTED its PMD10) at every privilege level, with one thread and
//! with two (whose thread-switch settings add pause hints and low-power halts, so that every
//! switch reason happens).
//!
//! `montecito_encodings_count` holds Montecito to the coverage the model promises over a few
//! hundred thousand cycles: every encoding counts in some built-in workload except the rows
//! the manual says count nothing (which must count 0) and the few this model cannot produce
//! (`map::UNCOUNTABLE`, each with its reason), at least 95% of the named encodings. The
//! ignored `sweep` runs every machine for 3M cycles and prints a table per machine (run it
//! with `--release --ignored --nocapture`).

use pmu_model::machine;
use pmu_model::sim::engines::montecito::map::{self, Src};
use pmu_model::sim::engines::montecito::sched::{Config, LowPower};
use pmu_model::sim::workload::{builtin, BUILTINS};
use pmu_model::sim::{Action, ModeSpec, Simulator, SparcMode, WriteValue};

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

fn write(s: &mut Simulator, thread: u32, reg: &str, fields: &[(&str, String)]) {
    s.apply(Action::Write {
        thread,
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

/// The thread-switch settings of the two-thread runs: a quantum of 3000 cycles, a pause hint
/// every 3000 cycles of each thread's stream, and low-power halts of each thread.
fn two_thread_config() -> Config {
    Config {
        quantum: 3000,
        pause_every: 3000,
        low_power: (0..6)
            .map(|k| LowPower {
                thread: 1,
                from: 20_000 + 30_000 * k,
                to: 21_000 + 30_000 * k,
            })
            .chain(std::iter::once(LowPower {
                thread: 0,
                from: 60_000,
                to: 70_000,
            }))
            .collect(),
        ..Config::default()
    }
}

/// A simulator with the workload, before any counter is programmed.
fn base(id: &str, workload: &str, threads: u32) -> Simulator {
    let spec = builtin(workload).expect("builtin");
    let mut s = Simulator::with_workload(id, 1, threads, spec).expect("sim");
    if id != "montecito" {
        return s;
    }
    if threads == 2 {
        s.set_switch_config(two_thread_config()).expect("config");
    }
    // One thread runs user code (cpl 3); of two, thread 0 runs at cpl 2 and thread 1 at cpl 1,
    // so that every privilege level changes (CPU_CPL_CHANGES).
    for (thread, cpl) in if threads == 2 {
        vec![(0, 2), (1, 1)]
    } else {
        vec![(0, 3)]
    } {
        s.apply(Action::SetMode {
            thread: Some(thread),
            mode: ModeSpec::Itanium {
                cpl,
                up: true,
                pp: true,
            },
        })
        .expect("mode");
    }
    // The trace buffer, the instruction EAR and the data EAR capture everything.
    write(
        &mut s,
        0,
        "PMC39",
        &[
            ("plm", "15".into()),
            ("tm", "3".into()),
            ("ptm", "3".into()),
            ("ppm", "3".into()),
        ],
    );
    write(&mut s, 0, "PMC40", &[("plm", "15".into()), ("ism", "2".into())]);
    s.apply(Action::Write {
        thread: 0,
        unit: 0,
        reg: "PMC37".into(),
        value: WriteValue::Raw(0b10 << 12 | 0b0100_0000 << 5 | 0xf),
    })
    .expect("write");
    s
}

/// The count the encoding reaches on the counters it is programmed in (the largest).
fn counts(base: &Simulator, id: &str, enc: &Encoding, cycles: u64) -> u64 {
    let mut s = base.clone();
    let code = format!("{:#x}", enc.code);
    let mask = format!("{:#x}", enc.mask);
    let regs: Vec<&str> = match id {
        "sparc-t4" => {
            mode(&mut s, ModeSpec::Sparc(SparcMode::Hyperprivileged));
            let on = "1".to_string();
            write(
                &mut s,
                0,
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
            vec!["PIC0"]
        }
        "sparc-kt" => {
            mode(&mut s, ModeSpec::Sparc(SparcMode::Hyperprivileged));
            let on = "1".to_string();
            write(
                &mut s,
                0,
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
            vec!["PIC0"]
        }
        _ => {
            let two = s.threads_view().is_some_and(|v| v.urgency.len() == 2);
            // With two threads PMC4 counts both (.all), so that a thread's switch into a
            // low-power halt, which its own frozen monitors miss, is counted by the other's.
            for n in [4, 5, 6, 10] {
                let all = if n == 4 && two { "1" } else { "0" };
                write(
                    &mut s,
                    0,
                    &format!("PMC{n}"),
                    &[
                        ("es", code.clone()),
                        ("umask", mask.clone()),
                        ("plm", "15".into()),
                        ("ism", "2".into()),
                        ("MESI", "15".into()),
                        ("all", all.into()),
                    ],
                );
            }
            vec!["PMD4", "PMD5", "PMD6", "PMD10"]
        }
    };
    let end = s.cycle + cycles;
    while s.cycle < end {
        s.apply(Action::Run {
            cycles: end - s.cycle,
        })
        .expect("run");
    }
    let rows = s.counters(0, 0);
    regs.iter()
        .map(|id| rows.iter().find(|r| r.spec.id == *id).expect("counter").value)
        .max()
        .unwrap_or(0)
}

/// What a sweep found: the encodings that count nowhere, and those that must count nothing
/// but did.
struct Report {
    total: usize,
    silent: Vec<String>,
    nothing: usize,
    nothing_counted: Vec<String>,
    events_counting: usize,
    events: usize,
}

fn sweep_machine(id: &str, cycles: u64) -> Report {
    let encs = encodings(id);
    // Two threads too: on Montecito for the switch reasons, on the SPARCs for the events that
    // need another strand of the core (T4 sl 18 mask 04).
    let thread_counts: &[u32] = &[1, 2];
    let bases: Vec<Simulator> = thread_counts
        .iter()
        .flat_map(|t| BUILTINS.iter().map(move |w| base(id, w, *t)))
        .collect();
    let mut silent = Vec::new();
    let mut nothing = 0;
    let mut nothing_counted = Vec::new();
    let mut counting_events = std::collections::BTreeSet::new();
    let mut events = std::collections::BTreeSet::new();
    for enc in &encs {
        let event = enc.name.split('.').next().unwrap_or_default().to_string();
        events.insert(event.clone());
        let selects_nothing = id == "montecito" && map::lookup(enc.code, enc.mask) == Src::Nothing;
        if selects_nothing {
            nothing += 1;
            // One workload with two threads shows it counts nothing.
            if counts(&bases[bases.len() - 1], id, enc, cycles / 4) > 0 {
                nothing_counted.push(enc.name.clone());
            }
            continue;
        }
        if bases.iter().any(|b| counts(b, id, enc, cycles) > 0) {
            counting_events.insert(event);
        } else {
            silent.push(enc.name.clone());
        }
    }
    Report {
        total: encs.len(),
        silent,
        nothing,
        nothing_counted,
        events_counting: counting_events.len(),
        events: events.len(),
    }
}

impl Report {
    fn countable(&self) -> usize {
        self.total - self.nothing
    }

    fn line(&self, id: &str) -> String {
        let n = self.countable();
        format!(
            "{id}: {} of {n} encodings count ({:.1}%; {} more select nothing), {} of {} events; silent: {}",
            n - self.silent.len(),
            100.0 * (n - self.silent.len()) as f64 / n as f64,
            self.nothing,
            self.events_counting,
            self.events,
            self.silent.join(", ")
        )
    }
}

/// The names of the Montecito encodings the model lists as uncountable: the catalogue rows
/// whose source is `Src::Uncountable`.
fn uncountable_rows() -> Vec<String> {
    encodings("montecito")
        .into_iter()
        .filter(|e| matches!(map::lookup(e.code, e.mask), Src::Uncountable(_)))
        .map(|e| e.name)
        .collect()
}

#[test]
fn montecito_encodings_count() {
    let r = sweep_machine("montecito", 70_000);
    println!("{}", r.line("montecito"));
    assert!(
        r.nothing_counted.is_empty(),
        "rows the manual says count nothing counted: {:?}",
        r.nothing_counted
    );
    assert_eq!(
        r.silent,
        uncountable_rows(),
        "the silent encodings are exactly the ones map::UNCOUNTABLE lists"
    );
    let n = r.countable();
    assert!(
        (n - r.silent.len()) * 100 >= 95 * n,
        "{} of {n} encodings count",
        n - r.silent.len()
    );
}

/// The SPARC encodings the model lists as uncountable (T4: `groups::UNCOUNTABLE`; the KT has
/// none), by catalogue name.
fn sparc_uncountable(id: &str) -> Vec<String> {
    let listed: &[(u64, u64, &str)] = if id == "sparc-t4" {
        pmu_model::sim::engines::t4::groups::UNCOUNTABLE
    } else {
        &[]
    };
    encodings(id)
        .into_iter()
        .filter(|e| {
            listed
                .iter()
                .any(|(sl, mask, _)| (*sl, *mask) == (e.code, e.mask))
        })
        .map(|e| e.name)
        .collect()
}

/// Every named T4 and KT encoding counts in some built-in workload over 3M cycles (the
/// tallies make a long run cost what a short one does), but the listed uncountable ones, and
/// at least 95% of each catalogue.
#[test]
fn sparc_encodings_count() {
    for id in ["sparc-t4", "sparc-kt"] {
        let r = sweep_machine(id, 3_000_000);
        println!("{}", r.line(id));
        assert_eq!(
            r.silent,
            sparc_uncountable(id),
            "{id}: the silent encodings are exactly the listed uncountable ones"
        );
        let n = r.countable();
        assert!(
            (n - r.silent.len()) * 100 >= 95 * n,
            "{id}: {} of {n} encodings count",
            n - r.silent.len()
        );
    }
}

#[test]
#[ignore = "a sweep: run with --release --ignored --nocapture"]
fn sweep() {
    for id in ["sparc-t4", "sparc-kt", "montecito"] {
        println!("{}", sweep_machine(id, 3_000_000).line(id));
    }
}
