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
        value: WriteValue::fields(fields),
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

/// The event terms of a formula, its monitors' terms included.
fn event_terms(
    m: &'static pmu_model::Machine,
    formula: &str,
    out: &mut Vec<(&'static pmu_model::Event, derived::MaskMatch<'static>)>,
) {
    fn walk(e: &derived::Expr, terms: &mut Vec<String>) {
        match e {
            derived::Expr::Num(_) => {}
            derived::Expr::Term(t) => terms.push(t.clone()),
            derived::Expr::Neg(a) => walk(a, terms),
            derived::Expr::Bin(_, a, b) => {
                walk(a, terms);
                walk(b, terms);
            }
        }
    }
    let mut terms = Vec::new();
    walk(&derived::parse(formula).expect("reads"), &mut terms);
    for t in terms {
        let t: &'static str = Box::leak(t.into_boxed_str());
        match derived::resolve(m, t).expect("resolves") {
            derived::Term::Monitor(d) => event_terms(m, d.formulas[0], out),
            derived::Term::Event { event, mask } => {
                if !out.iter().any(|(e, k)| std::ptr::eq(*e, event) && *k == mask) {
                    out.push((event, mask));
                }
            }
        }
    }
}

/// A unit mask for a term: the one it names, else the first of its event's named masks that
/// counts something in this model and selects the event.
fn umask_for(m: &pmu_model::Machine, e: &'static pmu_model::Event, mask: derived::MaskMatch) -> u64 {
    use pmu_model::sim::engines::montecito::map::{lookup, Src};
    // A mask that counts, and that selects this event (code 0x08 with umask bxx00 is
    // IA64_INST_RETIRED, not IA64_TAGGED_INST_RETIRED).
    let counts = |v: u64| {
        !matches!(lookup(e.code, v), Src::Nothing | Src::Uncountable(_))
            && m.event_for(e.code, Some(v)).is_some_and(|x| std::ptr::eq(x, e))
    };
    match mask {
        derived::MaskMatch::Value(v) => v,
        derived::MaskMatch::Parts(p) => e
            .masks
            .iter()
            .find(|k| {
                let mut have = k.name.split('.');
                p.split('.')
                    .all(|w| have.next().is_some_and(|h| w == "*" || h.eq_ignore_ascii_case(w)))
                    && counts(k.value)
            })
            .map_or(0, |k| k.value),
        derived::MaskMatch::Any => e.masks.iter().find(|k| counts(k.value)).map_or(0, |k| k.value),
    }
}

/// PMC numbers for the terms of a monitor, following the counting restrictions: an L2D-set
/// event in PMC4 or PMC6, which select its set (and PMC5/8 or PMC7/9 beside them, which share
/// the selector's umask), an L1D-set event first in PMC5, which selects its set, ER, SI and
/// L2D events in PMD4-9, CPU_OP_CYCLES_HALTED in PMD10 (seed 003 sections 3.3.3, 4.8.2, 4.8.4).
fn allocate(terms: &[(&'static pmu_model::Event, u64)]) -> Option<Vec<u32>> {
    let mut used: Vec<(u32, &pmu_model::Event, u64)> = Vec::new();
    let free = |used: &Vec<(u32, &pmu_model::Event, u64)>, n: u32| used.iter().all(|(m, _, _)| *m != n);
    let mut out = Vec::new();
    for (e, umask) in terms {
        let set = e.set.map(|s| (s.unit, s.number));
        let candidates: Vec<u32> = match set {
            Some(("L2D", _)) => {
                let mut c = Vec::new();
                for (sel, followers) in [(4, [5, 8]), (6, [7, 9])] {
                    match used.iter().find(|(m, _, _)| *m == sel) {
                        None => c.push(sel),
                        Some((_, s, u)) if s.set == e.set && *u == *umask => c.extend(followers),
                        _ => {}
                    }
                }
                c
            }
            Some(("L1D", _)) => match used.iter().find(|(m, _, _)| *m == 5) {
                None => vec![5],
                Some((_, s, _)) if s.set == e.set => (4..16).collect(),
                _ => vec![],
            },
            _ if e.name == "CPU_OP_CYCLES_HALTED" => vec![10],
            _ if !e.countable_in("PMD10") => vec![9, 8, 7, 6, 5, 4],
            _ => (10..16).chain(4..10).collect(),
        };
        let n = candidates.into_iter().find(|n| free(&used, *n))?;
        used.push((n, e, *umask));
        out.push(n);
    }
    Some(out)
}

/// Every derived monitor of Montecito's tables (seed 003 Tables 4-2 to 4-40) evaluates to a
/// finite value on some built-in workload, with one thread or two, once its terms are
/// programmed in counters that may count them.
#[test]
fn montecito_every_derived_monitor_evaluates() {
    use pmu_model::sim::engines::montecito::sched::{Config, LowPower};
    use pmu_model::sim::workload::{builtin, BUILTINS};
    let m = pmu_model::machine("montecito").expect("montecito");
    let mut bases = Vec::new();
    for threads in [1, 2] {
        for w in BUILTINS {
            let mut s =
                Simulator::with_workload("montecito", 1, threads, builtin(w).expect("builtin")).expect("sim");
            if threads == 2 {
                s.set_switch_config(Config {
                    low_power: vec![LowPower {
                        thread: 0,
                        from: 30_000,
                        to: 60_000,
                    }],
                    ..Config::default()
                })
                .expect("config");
            }
            s.apply(Action::SetMode {
                thread: None,
                mode: ModeSpec::Itanium {
                    cpl: 3,
                    up: true,
                    pp: true,
                },
            })
            .expect("mode");
            // The data EAR captures (ALAT_EAR_EVENTS and the TLB EAR monitors count its events).
            write(&mut s, "PMC40", &[("plm", "15"), ("ism", "2")]);
            s.apply(Action::Write {
                thread: 0,
                unit: 0,
                reg: "PMC37".into(),
                value: WriteValue::Raw(0b10 << 12 | 0b0100_0000 << 5 | 0xf),
            })
            .expect("PMC37");
            bases.push(s);
        }
    }
    let mut missing = Vec::new();
    for d in m.derived {
        let found = d.formulas.iter().any(|f| {
            let mut terms = Vec::new();
            event_terms(m, f, &mut terms);
            let terms: Vec<(&'static pmu_model::Event, u64)> =
                terms.iter().map(|(e, k)| (*e, umask_for(m, e, *k))).collect();
            let Some(counters) = allocate(&terms) else {
                return false;
            };
            bases.iter().any(|b| {
                let mut s = b.clone();
                for ((e, umask), n) in terms.iter().zip(&counters) {
                    let code = format!("{:#x}", e.code);
                    let umask = format!("{umask:#x}");
                    write(
                        &mut s,
                        &format!("PMC{n}"),
                        &[
                            ("es", code.as_str()),
                            ("umask", umask.as_str()),
                            ("plm", "15"),
                            ("ism", "2"),
                            ("MESI", "15"),
                        ],
                    );
                }
                s.apply(Action::Run { cycles: 100_000 }).expect("run");
                s.derived(0, 0)
                    .iter()
                    .any(|v| v.monitor.name == d.name && v.value.is_some_and(f64::is_finite))
            })
        });
        if !found {
            missing.push(d.name);
        }
    }
    assert!(
        missing.is_empty(),
        "derived monitors that evaluate nowhere: {missing:?}"
    );
}

/// A SPARC term's mask: the one its alias names, the first mask whose name matches its parts,
/// or, for an event with no named mask, 0.
fn sparc_mask(e: &'static pmu_model::Event, mask: derived::MaskMatch) -> u64 {
    match mask {
        derived::MaskMatch::Value(v) => v,
        derived::MaskMatch::Parts(p) => e
            .masks
            .iter()
            .find(|k| k.name.eq_ignore_ascii_case(p))
            .map_or(0, |k| k.value),
        derived::MaskMatch::Any => e.masks.first().map_or(0, |k| k.value),
    }
}

/// Every derived monitor of the T4 and the KT evaluates to a finite value on some built-in
/// workload once its terms are programmed: on the T4 one PCR per term (seed 000 TABLE 10-1:
/// sl at bit 11, mask at bit 5, ut/st/ht), on the KT PIC's two counters through the PCR's sl0/sl1
/// and mask0/mask1.
#[test]
fn sparc_every_derived_monitor_evaluates() {
    use pmu_model::sim::workload::{builtin, BUILTINS};
    for (id, counters) in [("sparc-t4", 4), ("sparc-kt", 2)] {
        let m = pmu_model::machine(id).expect("machine");
        assert!(!m.derived.is_empty(), "{id} has derived monitors");
        let mut missing = Vec::new();
        for d in m.derived {
            let found = d.formulas.iter().any(|f| {
                let mut terms = Vec::new();
                event_terms(m, f, &mut terms);
                assert!(terms.len() <= counters, "{id} {}: {} terms", d.name, terms.len());
                BUILTINS.iter().any(|w| {
                    let mut s =
                        Simulator::with_workload(id, 1, 1, builtin(w).expect("builtin")).expect("sim");
                    s.apply(Action::SetMode {
                        thread: None,
                        mode: ModeSpec::Sparc(SparcMode::Hyperprivileged),
                    })
                    .expect("mode");
                    let mut kt_fields = vec![("ut", "1".to_string()), ("st", "1".into()), ("ht", "1".into())];
                    for (n, (e, mask)) in terms.iter().enumerate() {
                        let (sl, mask) = (e.code.to_string(), sparc_mask(e, *mask).to_string());
                        if counters == 4 {
                            let pcr = format!("PCR{n}");
                            write(
                                &mut s,
                                &pcr,
                                &[
                                    ("sl", &sl),
                                    ("mask", &mask),
                                    ("ut", "1"),
                                    ("st", "1"),
                                    ("ht", "1"),
                                ],
                            );
                        } else {
                            kt_fields.push((["sl0", "sl1"][n], sl));
                            kt_fields.push((["mask0", "mask1"][n], mask));
                        }
                    }
                    if counters == 2 {
                        let fields: Vec<(&str, &str)> =
                            kt_fields.iter().map(|(f, v)| (*f, v.as_str())).collect();
                        write(&mut s, "PCR", &fields);
                    }
                    s.apply(Action::SetMode {
                        thread: None,
                        mode: ModeSpec::Sparc(SparcMode::User),
                    })
                    .expect("mode");
                    s.apply(Action::Run { cycles: 1_000_000 }).expect("run");
                    s.derived(0, 0)
                        .iter()
                        .any(|v| v.monitor.name == d.name && v.value.is_some_and(f64::is_finite))
                })
            });
            if !found {
                missing.push(d.name);
            }
        }
        assert!(
            missing.is_empty(),
            "{id}: derived monitors that evaluate nowhere: {missing:?}"
        );
    }
}
