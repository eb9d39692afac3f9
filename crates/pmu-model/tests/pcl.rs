//! The PCL layer against seed 002: the 61 events, availability cells pinned with the line of
//! the paper's table they come from, the countability check on worked cases (fixed counters,
//! counter-0-only and counter-1-only events, events that need two counters, alternatives only a
//! matching finds, modes), a brute-force cross-check that the check finds every assignment that
//! exists, the derived metrics, nested regions, and the register programming run end to end in
//! the simulator.

use pmu_model::machine;
use pmu_model::machines::montecito::events as mt_events;
use pmu_model::machines::{sparc_kt, sparc_t4};
use pmu_model::pcl::avail::{Counters, Expr, Origin, Program, Rules, Term, TermPlace};
use pmu_model::pcl::metrics::{metric, MetricError, Totals, Value, METRICS};
use pmu_model::pcl::program::program;
use pmu_model::pcl::query::{Assignment, QueryError};
use pmu_model::pcl::region::{RegionError, Session};
use pmu_model::pcl::{events, processor, query, Mode, Status, PCL_MAX_NESTING_LEVEL, PROCESSORS};
use pmu_model::sim::{Action, ModeSpec, Simulator, SparcMode, WriteValue};

use Expr::{Any, Diff, PerMhz, Ratio, Sum, TimesMhz, Union, N};

// ---------------------------------------------------------------------------------------
// Events (seed 002, Tables 2.1-2.4)
// ---------------------------------------------------------------------------------------

#[test]
fn there_are_61_events_in_table_order_with_the_rates_last() {
    assert_eq!(events::EVENTS.len(), 61);
    for (i, e) in events::EVENTS.iter().enumerate() {
        assert_eq!(usize::from(e.id), i, "{}", e.name);
        // L2175-L2178: ids >= PCL_MFLOPS are the floating-point rates.
        assert_eq!(e.is_rate(), e.id >= events::PCL_MFLOPS, "{}", e.name);
        assert_eq!(e.is_int(), !e.is_rate());
    }
    let first_rate = events::event("PCL_MFLOPS").expect("MFLOPS");
    assert_eq!(first_rate.id, events::PCL_MFLOPS);
    let names: std::collections::BTreeSet<&str> = events::EVENTS.iter().map(|e| e.name).collect();
    assert_eq!(names.len(), 61, "names are unique");
    // 36 memory hierarchy, 14 instruction and cycle, 6 stall, 5 rate events.
    let count = |table: &str| events::EVENTS.iter().filter(|e| e.group.table() == table).count();
    assert_eq!(
        [
            count("Table 2.1"),
            count("Table 2.2"),
            count("Table 2.3"),
            count("Table 2.4")
        ],
        [36, 14, 6, 5]
    );
}

#[test]
fn events_carry_the_papers_meanings_and_kinds() {
    let cases = [
        // (name, meaning as printed, line)
        (
            "PCL_CYCLES",
            "spent cycles in process/thread (and eventually in system calls)",
            "L215",
        ),
        ("PCL_ELAPSED_CYCLES", "elapsed cycles", "L217"),
        (
            "PCL_JUMP_SUCCESS",
            "number of correctly predicted branches",
            "L231",
        ),
        ("PCL_L2DCACHE_MISS", "number of level-2 data cache misses", "L145"),
        ("PCL_ITLB_HIT", "number of hits in instruction TLB", "L167"),
        (
            "PCL_STALL_STORE",
            "number of cycles the store unit is stalled (write buffer)",
            "L259",
        ),
        (
            "PCL_MEM_FP_RATIO",
            "ratio of memory references to floating point operations",
            "L278",
        ),
    ];
    for (name, meaning, line) in cases {
        let e = events::event(name).expect(name);
        assert_eq!(e.meaning, meaning, "{name}");
        assert!(e.source.contains(line), "{name}: {} should cite {line}", e.source);
    }
    assert_eq!(
        events::event("PCL_STALL").expect("stall").kind,
        events::Kind::StallCycles
    );
    assert_eq!(events::event("ipc").expect("short name").name, "PCL_IPC");
    assert!(events::event("PCL_NOPE").is_none());
}

// ---------------------------------------------------------------------------------------
// Availability cells (seed 002, Tables 3.1-3.14), pinned with their lines
// ---------------------------------------------------------------------------------------

/// (processor, event, entry as printed, reading, line of the entry)
const PINNED: &[(&str, &str, &str, Expr, &str)] = &[
    (
        "alpha-21164",
        "PCL_L1DCACHE_HIT",
        "21164_C1_14-21164_C2_5",
        Diff(&N("21164_C1_14"), &N("21164_C2_5")),
        "L491",
    ),
    // Printed in the "Alpha" vendor row of Table 3.4.
    (
        "alpha-21164",
        "PCL_L2CACHE_READ",
        "21164_C1_16",
        N("21164_C1_16"),
        "L764",
    ),
    (
        "alpha-21164",
        "PCL_L2DCACHE_MISSRATE",
        "21164_C2_14/21164_C1_153.11",
        Ratio(&N("21164_C2_14"), &N("21164_C1_15")),
        "L1976",
    ),
    (
        "alpha-21264",
        "PCL_CYCLES",
        "21264_C0_0, 21264_C1_0",
        Any(&[N("AL264_0_0"), N("21264_C1_0")]),
        "L1354",
    ),
    (
        "mips-r10000",
        "PCL_INSTR",
        "R10k_C0_15,R10k_C1_13.6",
        Any(&[N("R10k_C0_15"), N("R10k_C1_1")]),
        "L1517",
    ),
    (
        "mips-r12000",
        "PCL_ATOMIC_SUCCESS",
        "R12k_20-R12k_5",
        Diff(&N("R12k_20"), &N("R12k_5")),
        "L1726",
    ),
    (
        "ultrasparc-ii",
        "PCL_L1ICACHE_MISS",
        "ULTRA_C0_4-ULTRA_C1_4",
        Diff(&N("ULTRA_C0_4"), &N("ULTRA_C1_4")),
        "L669",
    ),
    (
        "ultrasparc-iii",
        "PCL_MFLOPS",
        "(ULTRA_C0_24+ULTRA_C1_39)/MHz",
        PerMhz(&Sum(&[N("ULTRA3_C0_24"), N("ULTRA3_C1_39")])),
        "L2015",
    ),
    (
        "powerpc-604",
        "PCL_TLB_MISS",
        "PPC604_C0_6+PPC604_C1_7",
        Sum(&[N("PPC604_C0_6"), N("PPC604_C1_7")]),
        "L1259",
    ),
    (
        "powerpc-604e",
        "PCL_CYCLES",
        "PPC604e_C0_1,PPC604e_C1_1,PPC604e_C2_1,PPC604e_C3_1",
        Any(&[
            N("PPC604e_C0_1"),
            N("PPC604e_C1_1"),
            N("PPC604e_C2_1"),
            N("PPC604e_C3_1"),
        ]),
        "L1381",
    ),
    (
        "power3",
        "PCL_INTEGER_INSTR",
        "POWER3_C5_2+POWER3_C6_1+POWER3_C7_4",
        Sum(&[N("POWER3_C5_2"), N("POWER3_C6_1"), N("POWER3_C7_4")]),
        "L1456",
    ),
    (
        "power3-ii",
        "PCL_TLB_MISS",
        "POWER3II_C0_19,POWER3II_C8_0",
        Any(&[N("POWER3II_C0_19"), N("POWER3II_C8_0")]),
        "L1280",
    ),
    (
        "pentium",
        "PCL_CYCLES",
        "Pentium_C0_43.2",
        N("Pentium_C0_4"),
        "L1393",
    ),
    (
        "pentium",
        "PCL_JUMP_UNSUCCESS",
        "Penntium_16-Pentium_43.9",
        Diff(&N("Pentium_16"), &N("Pentium_4")),
        "L1672",
    ),
    (
        "pentium-pro",
        "PCL_MFLOPS",
        "PPro_C0_0/PPro_61*Mhz",
        TimesMhz(&Ratio(&N("PPro_C0_0"), &N("PPro_61"))),
        "L2063",
    ),
    (
        "pentium-4",
        "PCL_L2CACHE_READ",
        "P4_CG1_10,11,12,13",
        Union(&["P4_CG1_10", "P4_CG1_11", "P4_CG1_12", "P4_CG1_13"]),
        "L866",
    ),
    // Printed in the "AMD" vendor row of Table 3.3.
    (
        "pentium-4",
        "PCL_L1ICACHE_MISS",
        "P4_CG1_0",
        N("P4_CG1_0"),
        "L735",
    ),
    (
        "pentium-4",
        "PCL_JUMP",
        "P4_CG4_4+P4_CG4_0, 2",
        Sum(&[N("P4_CG4_4"), Union(&["P4_CG4_0", "P4_CG4_2"])]),
        "L1681",
    ),
    (
        "athlon",
        "PCL_L1DCACHE_HIT",
        "ATHLON_2-ATHLON_3",
        Diff(&N("ATHLON_2"), &N("ATHLON_3")),
        "L599",
    ),
    (
        "sr8000",
        "PCL_ELAPSED_CYCLES",
        "special register",
        N("SR8000_special"),
        "L1412",
    ),
];

#[test]
fn pinned_cells_read_as_the_paper_prints_them() {
    for (pid, event, printed, expr, line) in PINNED {
        let p = processor(pid).expect(pid);
        let c = p.cell(event).unwrap_or_else(|| panic!("{pid} has no {event}"));
        assert_eq!(c.printed, *printed, "{pid} {event}");
        assert_eq!(c.expr, *expr, "{pid} {event}");
        assert!(
            c.source.contains(&format!("({line})")),
            "{pid} {event}: {} should cite {line}",
            c.source
        );
    }
}

#[test]
fn cells_the_paper_leaves_empty_are_not_available() {
    // Table 3.1: no processor supports PCL_L1CACHE_READ (L297-L482); Table 3.12: only the
    // MIPS rows have PCL_ATOMIC (R10k_C1_4, L1724; R12k_20, L1728); Table 3.14: the 21264 row
    // (L1978) has no IPC.
    for p in PROCESSORS.iter().filter(|p| p.origin == Origin::Paper) {
        assert!(p.cell("PCL_L1CACHE_READ").is_none(), "{}", p.id);
        assert!(p.cell("PCL_STALL_INTEGER").is_none(), "{}", p.id);
    }
    let atomic: Vec<&str> = PROCESSORS
        .iter()
        .filter(|p| p.origin == Origin::Paper && p.cell("PCL_ATOMIC").is_some())
        .map(|p| p.id)
        .collect();
    assert_eq!(atomic, ["mips-r10000", "mips-r12000"]);
    assert!(processor("alpha-21264").and_then(|p| p.cell("PCL_IPC")).is_none());
    // The misplaced P4 ratio P4_CG4_12/P4_CG4_14 (L2067) is taken as the Pentium 4's, not the P6's.
    assert!(processor("pentium-pro")
        .and_then(|p| p.cell("PCL_MEM_FP_RATIO"))
        .is_none());
    assert!(processor("pentium-4")
        .and_then(|p| p.cell("PCL_MEM_FP_RATIO"))
        .is_some());
}

#[test]
fn the_paper_tables_have_271_entries_on_fifteen_rows() {
    let paper: Vec<_> = PROCESSORS.iter().filter(|p| p.origin == Origin::Paper).collect();
    let ids: Vec<&str> = paper.iter().map(|p| p.id).collect();
    assert_eq!(
        ids,
        [
            "alpha-21164",
            "alpha-21264",
            "mips-r10000",
            "mips-r12000",
            "ultrasparc-ii",
            "ultrasparc-iii",
            "powerpc-604",
            "powerpc-604e",
            "power3",
            "power3-ii",
            "pentium",
            "pentium-pro",
            "pentium-4",
            "athlon",
            "sr8000"
        ]
    );
    assert_eq!(paper.iter().map(|p| p.cells.len()).sum::<usize>(), 271);
    let per: Vec<usize> = paper.iter().map(|p| p.cells.len()).collect();
    assert_eq!(per, [26, 5, 20, 20, 14, 20, 17, 19, 19, 19, 23, 21, 21, 18, 9]);
}

#[test]
fn every_cell_names_native_events_its_processor_defines() {
    for p in PROCESSORS {
        let mut seen = std::collections::BTreeSet::new();
        for c in p.cells {
            assert!(events::event(c.event).is_some(), "{}: {}", p.id, c.event);
            assert!(seen.insert(c.event), "{}: {} twice", p.id, c.event);
            for id in c.expr.native_ids() {
                assert!(p.native(id).is_some(), "{} {}: {id} undefined", p.id, c.event);
            }
            // Rates are ratios or scaled by the clock rate (the Ultra III MFLOPS cell,
            // (ULTRA_C0_24+ULTRA_C1_39)/MHz at L2015, is printed without a denominator); counts
            // never are.
            let is_rate = events::event(c.event).is_some_and(|e| e.is_rate());
            let rate_shaped =
                c.expr.kind() == pmu_model::pcl::CellKind::Ratio || matches!(c.expr, PerMhz(_) | TimesMhz(_));
            assert_eq!(
                rate_shaped, is_rate,
                "{} {}: rates and only rates are ratios",
                p.id, c.event
            );
            assert!(!c.source.is_empty());
        }
        for n in p.natives {
            if let Counters::Pmc(cs) = n.counters {
                assert!(!cs.is_empty(), "{} {}", p.id, n.id);
                for c in cs {
                    assert!(p.counters.contains(c), "{} {}: counter {c}", p.id, n.id);
                }
            }
            assert!(
                n.source.starts_with("seed 00") || n.source.starts_with("machines/"),
                "{}",
                n.id
            );
        }
    }
}

/// Our mappings rest on the machines' own event tables: every T4 and KT encoding names an sl
/// group and a mask row of the catalogue, every Montecito one an es/umask row of Table 4-42,
/// and each may be counted where the catalogue allows.
#[test]
fn our_mappings_name_rows_of_the_machines_event_tables() {
    for id in ["sparc-t4", "sparc-kt", "montecito"] {
        let p = processor(id).expect(id);
        let m = machine(id).expect(id);
        assert_eq!(p.origin, Origin::Ours);
        for n in p.natives {
            match n.program.expect("every native of ours has an encoding") {
                Program::SlMask { sl, mask } => {
                    let e = m
                        .events_with_code(sl)
                        .next()
                        .unwrap_or_else(|| panic!("{id} {}: no sl {sl}", n.id));
                    let named = e.mask(mask).is_some();
                    // Several mask bits at once count the union (seed 000, before TABLE 10-2;
                    // Solaris's emask_valid for KT); each bit must be one of the event's rows.
                    let bits_named = (0..8)
                        .filter(|b| mask >> b & 1 == 1)
                        .all(|b| e.mask(1 << b).is_some());
                    assert!(
                        named || bits_named || e.masks.len() <= 1,
                        "{id} {}: mask {mask:#x}",
                        n.id
                    );
                    assert!(
                        n.source.contains(&format!("sl {sl}")) || id == "sparc-kt",
                        "{}",
                        n.source
                    );
                }
                Program::EsUmask { es, umask } => {
                    let e = mt_events::lookup(es, umask).unwrap_or_else(|| panic!("{}: es {es:#x}", n.id));
                    assert!(
                        e.masks.is_empty() || e.mask(umask).is_some(),
                        "{}: umask {umask:#x}",
                        n.id
                    );
                    let Counters::Pmc(cs) = n.counters else {
                        panic!("{}", n.id)
                    };
                    for c in cs {
                        assert!(e.countable_in(c), "{} in {c}: Table 4-42 does not allow it", n.id);
                    }
                    let row = e.source.split(';').next().unwrap_or_default();
                    assert!(
                        n.source.starts_with(row),
                        "{}: {} vs {}",
                        n.id,
                        n.source,
                        e.source
                    );
                }
            }
        }
    }
    // Spot checks of the rows.
    let t4 = processor("sparc-t4").expect("t4");
    assert_eq!(
        t4.cell("PCL_INSTR").map(|c| c.expr),
        Some(N("sl3/0x3f")),
        "seed 000 TABLE 10-2: 3F counts all instructions"
    );
    assert_eq!(
        t4.native("sl26").and_then(|n| n.program),
        Some(Program::SlMask { sl: 26, mask: 0 })
    );
    assert_eq!(
        sparc_t4::events::EVENTS
            .iter()
            .find(|e| e.code == 26)
            .map(|e| e.precise),
        Some(Some(false))
    );
    let kt = processor("sparc-kt").expect("kt");
    assert_eq!(
        kt.native("Instr_cnt").and_then(|n| n.program),
        Some(Program::SlMask { sl: 2, mask: 0xfd })
    );
    assert!(sparc_kt::events::EVENTS
        .iter()
        .any(|e| e.code == 2 && e.mask(0xfd).is_some_and(|k| k.name == "Instr_cnt")));
    for missing in ["PCL_CYCLES", "PCL_IPC", "PCL_MFLOPS"] {
        assert!(kt.cell(missing).is_none(), "the KT catalogue has no cycle event");
    }
}

// ---------------------------------------------------------------------------------------
// Countability: worked cases
// ---------------------------------------------------------------------------------------

fn ok(pid: &str, evs: &[&str], mode: Mode) -> Assignment {
    query(pid, evs, mode).unwrap_or_else(|e| panic!("{pid} {evs:?}: {e}"))
}

fn err(pid: &str, evs: &[&str], mode: Mode) -> QueryError {
    match query(pid, evs, mode) {
        Ok(a) => panic!("{pid} {evs:?} should fail, got {:?}", a.counters()),
        Err(e) => e,
    }
}

/// The counter each term of an event got, as (term, counter).
fn placed(a: &Assignment, event: &str) -> Vec<(String, &'static str)> {
    a.events
        .iter()
        .find(|e| e.event.name == event)
        .map(|e| e.placements.iter().map(|p| (p.term.key(), p.counter)).collect())
        .unwrap_or_default()
}

fn conflict(e: &QueryError) -> (&str, &str, &str) {
    match e {
        QueryError::Conflict(c) => (c.counter.as_str(), c.first.event, c.second.event),
        other => panic!("not a conflict: {other}"),
    }
}

/// The paper's own first example, {PCL_CYCLES, PCL_INSTR} (L2339-L2340), on the 21164: both
/// are tabled on counter 0 only (21164_C0_0 L1351, 21164_C0_13.5 L1502), a conflict on a fixed
/// counter.
#[test]
fn fixed_counter_conflict_names_the_counter_and_both_events() {
    let e = err("alpha-21164", &["PCL_CYCLES", "PCL_INSTR"], Mode::User);
    assert_eq!(e.status(), Status::TooManyEvents);
    assert_eq!(conflict(&e), ("C0", "PCL_CYCLES", "PCL_INSTR"));
    // Both L1 misses are counter-2 events (21164_C2_5, L492; 21164_C2_3, L633).
    let e = err(
        "alpha-21164",
        &["PCL_L1DCACHE_MISS", "PCL_L1ICACHE_MISS"],
        Mode::User,
    );
    assert_eq!(conflict(&e), ("C2", "PCL_L1DCACHE_MISS", "PCL_L1ICACHE_MISS"));
    // L308-L309 read literally: an indirect event's counters cannot serve another event, even
    // the same native event (21164_C2_5 for both).
    let e = err(
        "alpha-21164",
        &["PCL_L1DCACHE_HIT", "PCL_L1DCACHE_MISS"],
        Mode::User,
    );
    assert_eq!(conflict(&e).0, "C2");
    // Every SR8000 counter is hard-wired: the same event twice conflicts on its counter.
    let e = err("sr8000", &["PCL_CYCLES", "PCL_CYCLES"], Mode::UserSystem);
    assert_eq!(conflict(&e), ("C6", "PCL_CYCLES", "PCL_CYCLES"));
}

/// Pentium: NUMBER_OF_CYCLES_NOT_IN_HALT_STATE and FLOATING_POINT_STALLS_DURATION count only
/// on counter 0 (Pentium_C0_4, L5654; Pentium_C0_5, L5658); FLOPS (Pentium_30) on either
/// (L5608).
#[test]
fn counter_0_only_events() {
    let e = err("pentium", &["PCL_CYCLES", "PCL_STALL_FP"], Mode::User);
    assert_eq!(conflict(&e), ("C0", "PCL_CYCLES", "PCL_STALL_FP"));
    let a = ok("pentium", &["PCL_FP_INSTR", "PCL_CYCLES"], Mode::User);
    assert_eq!(placed(&a, "PCL_CYCLES"), [("Pentium_C0_4".to_string(), "C0")]);
    assert_eq!(placed(&a, "PCL_FP_INSTR"), [("Pentium_30".to_string(), "C1")]);
    // P6: FLOPS (PPro_C0_0) on counter 0 only (L6000), CPU_CLK_UNHALTED on either: the MFLOPS pairing.
    let a = ok("pentium-pro", &["PCL_CYCLES", "PCL_FP_INSTR"], Mode::User);
    assert_eq!(placed(&a, "PCL_FP_INSTR"), [("PPro_C0_0".to_string(), "C0")]);
    assert_eq!(placed(&a, "PCL_CYCLES"), [("PPro_61".to_string(), "C1")]);
}

/// R10000: floating-point instructions and primary data cache misses are counter-1 events
/// (R10k_C1_5 L2998-L2999, R10k_C1_9 L3011-L3012); UltraSPARC I/II: IC_hit and EC_hit are PIC1
/// events (ULTRA_C1_4, L3269; ULTRA_C1_8, L3283).
#[test]
fn counter_1_only_events() {
    let e = err("mips-r10000", &["PCL_FP_INSTR", "PCL_L1DCACHE_MISS"], Mode::User);
    assert_eq!(conflict(&e), ("C1", "PCL_FP_INSTR", "PCL_L1DCACHE_MISS"));
    let e = err(
        "ultrasparc-ii",
        &["PCL_L1ICACHE_HIT", "PCL_L2CACHE_HIT"],
        Mode::User,
    );
    assert_eq!(conflict(&e), ("C1", "PCL_L1ICACHE_HIT", "PCL_L2CACHE_HIT"));
    // A counter-1 event next to a choice of counters: cycles go to counter 0.
    let a = ok("mips-r10000", &["PCL_CYCLES", "PCL_FP_INSTR"], Mode::User);
    assert_eq!(placed(&a, "PCL_CYCLES"), [("R10k_C0_0".to_string(), "C0")]);
}

#[test]
fn events_that_need_two_counters() {
    // 21164 L1D hits = DCACHE_ACCESS (C1) - DCACHE_MISSES (C2) (21164_C1_14-21164_C2_5, L491), with
    // cycles on C0: all three counters (digest §6.4 example 2); one more C1 event does not fit.
    let a = ok("alpha-21164", &["PCL_L1DCACHE_HIT", "PCL_CYCLES"], Mode::User);
    assert_eq!(
        placed(&a, "PCL_L1DCACHE_HIT"),
        [
            ("21164_C1_14".to_string(), "C1"),
            ("21164_C2_5".to_string(), "C2")
        ]
    );
    let e = err(
        "alpha-21164",
        &["PCL_L1DCACHE_HIT", "PCL_CYCLES", "PCL_FP_INSTR"],
        Mode::User,
    );
    assert_eq!(e.status(), Status::TooManyEvents);
    // Athlon: two differences fill the four counters (ATHLON_2-ATHLON_3, L599;
    // ATHLON_18-ATHLON_19, L740).
    let a = ok("athlon", &["PCL_L1DCACHE_HIT", "PCL_L1ICACHE_HIT"], Mode::User);
    assert_eq!(a.counters().len(), 4);
    // R12000: two sums of two (R12k_9+R12k_25, L375; R12k_26+R12k_10, L798) fill the four
    // counters; cycles would be a fifth.
    ok(
        "mips-r12000",
        &["PCL_L1CACHE_MISS", "PCL_L2CACHE_MISS"],
        Mode::User,
    );
    let e = err(
        "mips-r12000",
        &["PCL_L1CACHE_MISS", "PCL_L2CACHE_MISS", "PCL_CYCLES"],
        Mode::User,
    );
    assert!(matches!(
        e,
        QueryError::TooManyEvents {
            needed: 5,
            available: 4,
            ..
        }
    ));
    // POWER3: a sum of three, a sum of two twice, and instructions: all 8 counters, which
    // forces PCL_INSTR onto counter C0 (digest §6.4 example 9).
    let a = ok(
        "power3",
        &[
            "PCL_INTEGER_INSTR",
            "PCL_FP_INSTR",
            "PCL_LOADSTORE_INSTR",
            "PCL_INSTR",
        ],
        Mode::User,
    );
    assert_eq!(a.counters().len(), 8);
    assert_eq!(placed(&a, "PCL_INSTR"), [("POWER3_C0_1".to_string(), "C0")]);
    // KT: loads minus data cache misses takes both counters.
    let a = ok("sparc-kt", &["PCL_L1DCACHE_HIT"], Mode::User);
    assert_eq!(a.counters().len(), 2);
    let e = err("sparc-kt", &["PCL_L1DCACHE_HIT", "PCL_INSTR"], Mode::User);
    assert!(matches!(
        e,
        QueryError::TooManyEvents {
            needed: 3,
            available: 2,
            ..
        }
    ));
}

/// A first-fit greedy placement, the thing the check must do better than: each event takes its
/// first alternative and each term the first free counter.
fn greedy(pid: &str, evs: &[&str]) -> bool {
    let p = processor(pid).expect(pid);
    let mut used: Vec<&str> = Vec::new();
    for e in evs {
        let Some(cell) = p.cell(e) else { return false };
        let Some(option) = cell.expr.options().into_iter().next() else {
            return false;
        };
        for t in option {
            match p.term_counters(&t) {
                TermPlace::Pmc(cs) => match cs.into_iter().find(|c| !used.contains(c)) {
                    Some(c) => used.push(c),
                    None => return false,
                },
                TermPlace::Outside(_) => {}
                TermPlace::Unknown => return false,
            }
        }
    }
    true
}

#[test]
fn alternatives_that_only_a_matching_finds() {
    // UltraSPARC I/II: cycles on PIC0 or PIC1 (ULTRA_C0_0, ULTRA_C1_0: L1369), instructions
    // only on PIC0 (ULTRA_C0_1: L1532).
    // First-fit puts cycles on PIC0 and then has nowhere for instructions.
    let evs = ["PCL_CYCLES", "PCL_INSTR"];
    assert!(!greedy("ultrasparc-ii", &evs));
    let a = ok("ultrasparc-ii", &evs, Mode::User);
    assert_eq!(placed(&a, "PCL_CYCLES"), [("ULTRA_C1_0".to_string(), "C1")]);
    assert_eq!(placed(&a, "PCL_INSTR"), [("ULTRA_C0_1".to_string(), "C0")]);
    // R10000: cycles on either counter (R10k_C0_0, R10k_C1_0: L1360), instruction cache misses
    // on counter 0 (R10k_C0_9: L651).
    let evs = ["PCL_CYCLES", "PCL_L1ICACHE_MISS"];
    assert!(!greedy("mips-r10000", &evs));
    assert_eq!(
        placed(&ok("mips-r10000", &evs, Mode::User), "PCL_CYCLES")[0].1,
        "C1"
    );
    // PowerPC 604e: cycles and instructions on any of four PMCs (PPC604e_C0_1 to PPC604e_C3_1,
    // L1381; PPC604e_C0_2 to PPC604e_C3_2, L1552), the L1 misses pinned to PMC2 and PMC1
    // (PPC604e_C1_6, L552; PPC604e_C0_5, L693): an augmenting path moves both off.
    let evs = [
        "PCL_CYCLES",
        "PCL_INSTR",
        "PCL_L1DCACHE_MISS",
        "PCL_L1ICACHE_MISS",
    ];
    assert!(!greedy("powerpc-604e", &evs));
    let a = ok("powerpc-604e", &evs, Mode::User);
    assert_eq!(placed(&a, "PCL_L1DCACHE_MISS")[0].1, "C1");
    assert_eq!(placed(&a, "PCL_L1ICACHE_MISS")[0].1, "C0");
    // Montecito: the L1D set rule chooses among alternatives. Loads+stores is listed as
    // LOADS_RETIRED + STORES_RETIRED (sets 3 and 4: never together), DATA_REFERENCES_SET1 or
    // _SET0; next to L2DTLB_MISSES (set 0) only DATA_REFERENCES_SET0 works, and PMD5 must hold
    // one of the set (seed 003 section 4.8.2).
    let evs = ["PCL_LOADSTORE_INSTR", "PCL_DTLB_MISS"];
    let a = ok("montecito", &evs, Mode::User);
    assert_eq!(placed(&a, "PCL_LOADSTORE_INSTR")[0].0, "DATA_REFERENCES_SET0");
    assert!(a.counters().iter().any(|(c, _, _)| *c == "PMD5"));
    let a = ok(
        "montecito",
        &["PCL_LOADSTORE_INSTR", "PCL_L1DCACHE_MISS"],
        Mode::User,
    );
    assert_eq!(placed(&a, "PCL_LOADSTORE_INSTR")[0].0, "DATA_REFERENCES_SET1");
    let a = ok("montecito", &["PCL_L1DCACHE_READ", "PCL_DTLB_MISS"], Mode::User);
    assert_eq!(placed(&a, "PCL_L1DCACHE_READ")[0].0, "L1D_READS_SET0");
}

#[test]
fn montecito_set_rules() {
    // Loads (L1D set 3) and stores (set 4): PMC5 selects one set (seed 003 section 4.8.2).
    let e = err("montecito", &["PCL_LOAD_INSTR", "PCL_STORE_INSTR"], Mode::User);
    assert_eq!(conflict(&e), ("PMC5", "PCL_LOAD_INSTR", "PCL_STORE_INSTR"));
    // L1D misses (set 1) next to DTLB misses (set 0).
    let e = err("montecito", &["PCL_L1DCACHE_MISS", "PCL_DTLB_MISS"], Mode::User);
    assert_eq!(conflict(&e).0, "PMC5");
    // Two L2D umasks of set 2 have a leader each in PMD4 and PMD6; a third has none
    // (section 4.8.4).
    let a = ok(
        "montecito",
        &["PCL_L2DCACHE_READ", "PCL_L2DCACHE_WRITE"],
        Mode::User,
    );
    let mut leaders: Vec<&str> = a.counters().iter().map(|(c, _, _)| *c).collect();
    leaders.sort_unstable();
    assert_eq!(leaders, ["PMD4", "PMD6"]);
    let e = err(
        "montecito",
        &[
            "PCL_L2DCACHE_READ",
            "PCL_L2DCACHE_WRITE",
            "PCL_L2DCACHE_READWRITE",
        ],
        Mode::User,
    );
    assert_eq!(conflict(&e).0, "PMC6");
    // The same L2D class twice may share a group: the follower sits in PMD5/8 behind PMD4.
    let a = ok(
        "montecito",
        &[
            "PCL_L2DCACHE_READWRITE",
            "PCL_L2DCACHE_HIT",
            "PCL_L2DCACHE_MISSRATE",
        ],
        Mode::User,
    );
    assert_eq!(a.counters().len(), 5);
    // CPU_OP_CYCLES_HALTED only in PMD10 (section 3.3.3): elapsed cycles use it.
    let a = ok("montecito", &["PCL_ELAPSED_CYCLES"], Mode::User);
    assert!(placed(&a, "PCL_ELAPSED_CYCLES").contains(&("CPU_OP_CYCLES_HALTED".to_string(), "PMD10")));
    let e = err(
        "montecito",
        &["PCL_ELAPSED_CYCLES", "PCL_ELAPSED_CYCLES"],
        Mode::User,
    );
    assert_eq!(conflict(&e).0, "PMD10");
    // L2D events only in PMD4-9: seven of them cannot be placed.
    let e = err(
        "montecito",
        &[
            "PCL_L2DCACHE_MISS",
            "PCL_L2DCACHE_MISS",
            "PCL_L2DCACHE_MISS",
            "PCL_L2DCACHE_MISS",
            "PCL_L2DCACHE_MISS",
            "PCL_L2DCACHE_MISS",
            "PCL_L2DCACHE_MISS",
        ],
        Mode::User,
    );
    assert_eq!(e.status(), Status::TooManyEvents);
}

#[test]
fn mode_cases() {
    // SR8000: hard-coded counters, nothing restricts them to a mode (L6599-L6600).
    let e = err("sr8000", &["PCL_CYCLES"], Mode::User);
    assert_eq!(e.status(), Status::ModeNotSupported);
    assert_eq!(
        err("sr8000", &["PCL_CYCLES"], Mode::System).status(),
        Status::ModeNotSupported
    );
    let all: Vec<&str> = processor("sr8000")
        .expect("sr8000")
        .cells
        .iter()
        .map(|c| c.event)
        .collect();
    let a = ok("sr8000", &all, Mode::UserSystem);
    assert_eq!(a.counters().len(), 8);
    let elapsed = placed(&a, "PCL_ELAPSED_CYCLES");
    assert_eq!(elapsed, [("SR8000_special".to_string(), "special register")]);
    // The paper's OS interfaces count in user, system or both: Tru64's pfm (L2651-L2653), IRIX
    // ("counting in user mode, system mode, or both", L2886-L2887), UltraSPARC ("for the user
    // mode, system mode, or both", L3185-L3186) and PMapi (L4134-L4135).
    for pid in ["alpha-21164", "mips-r10000", "ultrasparc-ii", "power3"] {
        for mode in [Mode::User, Mode::System, Mode::UserSystem] {
            ok(pid, &["PCL_CYCLES"], mode);
        }
    }
    // T4: ut, st per PCR (seed 000 TABLE 10-1).
    let fields = |mode: Mode| {
        let prog = program(&ok("sparc-t4", &["PCL_CYCLES"], mode)).expect("program");
        let d = pmu_model::decode::decode(
            machine("sparc-t4").expect("t4"),
            machine("sparc-t4")
                .and_then(|m| m.register("PCR0"))
                .expect("PCR0"),
            prog.writes[0].value,
        );
        (d.get("ut"), d.get("st"), d.get("ht"), d.get("sl"))
    };
    assert_eq!(fields(Mode::User), (Some(1), Some(0), Some(0), Some(26)));
    assert_eq!(fields(Mode::System), (Some(0), Some(1), Some(0), Some(26)));
    assert_eq!(fields(Mode::UserSystem), (Some(1), Some(1), Some(0), Some(26)));
    // Elapsed cycles on T4: that PCR ignores the PCL mode (ut = st = ht = 1), the other keeps it.
    let prog = program(&ok("sparc-t4", &["PCL_INSTR", "PCL_ELAPSED_CYCLES"], Mode::User)).expect("program");
    let pcr = |i: usize| prog.writes[i].value;
    assert_eq!(pcr(0) & 0x1c, 0x04, "PCR0 ut only");
    assert_eq!(pcr(1) & 0x1c, 0x1c, "PCR1 ut, st and ht");
    // KT: one PCR, ut and st for both counters.
    let prog = program(&ok(
        "sparc-kt",
        &["PCL_INSTR", "PCL_L1DCACHE_MISS"],
        Mode::UserSystem,
    ))
    .expect("kt");
    assert_eq!(prog.writes[0].reg, "PCR");
    assert_eq!(prog.writes[0].value & 0x6, 0x6, "ut (bit 2) and st (bit 1)");
    // Montecito: plm PL3 for user, PL0 for system, both for both (seed 003 Table 3-6).
    for (mode, plm) in [
        (Mode::User, 0b1000),
        (Mode::System, 0b0001),
        (Mode::UserSystem, 0b1001),
    ] {
        let prog = program(&ok("montecito", &["PCL_INSTR"], mode)).expect("montecito");
        assert_eq!(prog.writes[0].value & 0xf, plm, "{mode}");
    }
}

#[test]
fn illegal_and_unsupported_events() {
    let e = err("alpha-21164", &["PCL_CYCLES", "PCL_NOT_AN_EVENT"], Mode::User);
    assert_eq!(e.status(), Status::IllEvent);
    assert!(e.to_string().contains("PCL_NOT_AN_EVENT"));
    let e = err("alpha-21264", &["PCL_L1DCACHE_MISS"], Mode::User);
    assert_eq!(e.status(), Status::NotSupported);
    assert!(e.to_string().contains("PCL_L1DCACHE_MISS"));
    let e = err("sparc-kt", &["PCL_CYCLES"], Mode::User);
    assert_eq!(e.status(), Status::NotSupported);
    // P4_CYCLES is tabled (L1399) but not in the event list, so it cannot be placed.
    let e = err("pentium-4", &["PCL_CYCLES"], Mode::User);
    assert_eq!(e.status(), Status::NotSupported);
    assert!(e.to_string().contains("P4_CYCLES"));
    // POWER3's PCL_TLB_MISS has one placeable alternative of two (POWER3_C0_19,POWER3_C8_0,
    // L1273).
    let a = ok("power3", &["PCL_TLB_MISS"], Mode::User);
    assert_eq!(placed(&a, "PCL_TLB_MISS"), [("POWER3_C0_19".to_string(), "C0")]);
    // More than PCL_MAX_EVENT_PER_CALL events.
    let many = ["PCL_CYCLES"; 17];
    assert_eq!(err("athlon", &many, Mode::User).status(), Status::TooManyEvents);
    assert!(matches!(
        query("vax-11", &["PCL_CYCLES"], Mode::User),
        Err(QueryError::UnknownProcessor { .. })
    ));
    // Status codes as PCL 2.2's Java binding numbers them.
    assert_eq!(
        [
            Status::Success,
            Status::NotSupported,
            Status::TooManyEvents,
            Status::TooManyNestings,
            Status::TooIllNesting,
            Status::IllEvent,
            Status::ModeNotSupported,
            Status::Failure
        ]
        .map(|s| s.code()),
        [0, -1, -2, -3, -4, -5, -6, -7]
    );
    assert_eq!(Status::TooIllNesting.name(), "PCL_TOO_ILL_NESTING");
}

// ---------------------------------------------------------------------------------------
// Completeness: the check finds an assignment whenever brute force does
// ---------------------------------------------------------------------------------------

/// Whether some choice of alternatives and some injective placement of its terms exists, by
/// trying them all, with Montecito's set rules checked on each complete placement.
fn brute_force(pid: &str, evs: &[&str], mode: Mode) -> bool {
    let p = processor(pid).expect(pid);
    if !p.modes.supports(mode) {
        return false;
    }
    let mut ways: Vec<Vec<Vec<Term>>> = Vec::new();
    for e in evs {
        match p.cell(e) {
            Some(c) => ways.push(c.expr.options()),
            None => return false,
        }
    }
    let mut combo = vec![0usize; ways.len()];
    loop {
        let terms: Vec<Term> = combo
            .iter()
            .enumerate()
            .flat_map(|(i, &k)| ways[i][k].clone())
            .collect();
        if place(p, &terms) {
            return true;
        }
        // Next combination.
        let mut i = 0;
        loop {
            if i == combo.len() {
                return false;
            }
            combo[i] += 1;
            if combo[i] < ways[i].len() {
                break;
            }
            combo[i] = 0;
            i += 1;
        }
    }
}

fn place(p: &pmu_model::pcl::Processor, terms: &[Term]) -> bool {
    let mut need: Vec<(Term, Vec<&'static str>)> = Vec::new();
    for t in terms {
        match p.term_counters(t) {
            TermPlace::Pmc(cs) => need.push((*t, cs)),
            TermPlace::Outside(_) => {}
            TermPlace::Unknown => return false,
        }
    }
    // Montecito: events of two L1D sets never fit, wherever they are placed (section 4.8.2).
    if p.rules == Rules::EventSets {
        let sets: std::collections::BTreeSet<u8> = need
            .iter()
            .filter_map(|(t, _)| montecito_class(p, t))
            .filter(|k| k.0 == "L1D")
            .map(|k| k.1)
            .collect();
        if sets.len() > 1 {
            return false;
        }
    }
    let mut used: Vec<&'static str> = Vec::new();
    search(p, &need, &mut used)
}

fn search(
    p: &pmu_model::pcl::Processor,
    need: &[(Term, Vec<&'static str>)],
    used: &mut Vec<&'static str>,
) -> bool {
    if used.len() == need.len() {
        return p.rules == Rules::Plain || montecito_ok(p, need, used);
    }
    let (_, cs) = &need[used.len()];
    for c in cs {
        if !used.contains(c) {
            used.push(c);
            if search(p, need, used) {
                return true;
            }
            used.pop();
        }
    }
    false
}

/// A Montecito event set and umask: (unit, set number, umask).
type SetClass = (&'static str, u8, u64);

/// A Montecito term's event set.
fn montecito_class(p: &pmu_model::pcl::Processor, t: &Term) -> Option<SetClass> {
    let n = t.ids().first().and_then(|id| p.native(id))?;
    let Some(Program::EsUmask { es, umask }) = n.program else {
        return None;
    };
    mt_events::lookup(es, umask)
        .and_then(|e| e.set)
        .map(|s| (s.unit, s.number, umask))
}

/// Seed 003 sections 4.8.2 and 4.8.4, checked on a complete placement.
fn montecito_ok(
    p: &pmu_model::pcl::Processor,
    need: &[(Term, Vec<&'static str>)],
    used: &[&'static str],
) -> bool {
    let class = |t: &Term| montecito_class(p, t);
    let placed: Vec<(Option<SetClass>, &str)> =
        need.iter().zip(used).map(|((t, _), c)| (class(t), *c)).collect();
    let l1d: Vec<(u8, &str)> = placed
        .iter()
        .filter_map(|(k, c)| k.filter(|k| k.0 == "L1D").map(|k| (k.1, *c)))
        .collect();
    if let Some(first) = l1d.first() {
        if l1d.iter().any(|(s, _)| *s != first.0) || !l1d.iter().any(|(_, c)| *c == "PMD5") {
            return false;
        }
    }
    let at = |counter: &str| placed.iter().find(|(_, c)| *c == counter).and_then(|(k, _)| *k);
    for (k, c) in &placed {
        if let Some(k) = k.filter(|k| k.0 == "L2D") {
            let leader = match *c {
                "PMD5" | "PMD8" => "PMD4",
                "PMD7" | "PMD9" => "PMD6",
                "PMD4" | "PMD6" => continue,
                _ => return false,
            };
            if at(leader) != Some(k) {
                return false;
            }
        }
    }
    true
}

/// A small deterministic generator for the sampled requests.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

#[test]
fn the_check_finds_an_assignment_whenever_one_exists() {
    let mut checked = 0;
    for p in PROCESSORS {
        let evs: Vec<&str> = p.cells.iter().map(|c| c.event).collect();
        let mode = if p.modes.user {
            Mode::User
        } else {
            Mode::UserSystem
        };
        let mut requests: Vec<Vec<&str>> = Vec::new();
        if p.rules == Rules::Plain {
            for i in 0..evs.len() {
                for j in i..evs.len() {
                    requests.push(vec![evs[i], evs[j]]);
                    for k in j + 1..evs.len() {
                        requests.push(vec![evs[i], evs[j], evs[k]]);
                    }
                }
            }
        } else {
            for i in 0..evs.len() {
                for j in i + 1..evs.len() {
                    requests.push(vec![evs[i], evs[j]]);
                }
            }
        }
        // And a seeded sample of larger requests.
        let mut rng = Lcg(0x5eed ^ p.counters.len() as u64);
        for _ in 0..300 {
            // Montecito's brute force is a search over 12 counters: keep its requests small.
            let n = if p.rules == Rules::Plain {
                3 + rng.below(3)
            } else {
                3
            };
            requests.push((0..n).map(|_| evs[rng.below(evs.len())]).collect());
        }
        for r in &requests {
            let found = query(p.id, r, mode);
            let exists = brute_force(p.id, r, mode);
            assert_eq!(found.is_ok(), exists, "{} {r:?}: {:?}", p.id, found.err());
            if let Ok(a) = found {
                // The assignment is valid: distinct counters, each allowed for its term.
                let cs: Vec<&str> = a.counters().iter().map(|(c, _, _)| *c).collect();
                let mut dedup = cs.clone();
                dedup.sort_unstable();
                dedup.dedup();
                assert_eq!(dedup.len(), cs.len(), "{} {r:?}", p.id);
                for (c, _, pl) in a.counters() {
                    assert!(
                        matches!(p.term_counters(&pl.term), TermPlace::Pmc(ref v) if v.contains(&c)),
                        "{} {r:?}: {} on {c}",
                        p.id,
                        pl.term.key()
                    );
                }
            }
            checked += 1;
        }
    }
    assert!(checked > 10_000, "{checked} requests checked");
}

// ---------------------------------------------------------------------------------------
// Derived metrics
// ---------------------------------------------------------------------------------------

#[test]
fn metric_formulas() {
    let names: Vec<&str> = METRICS.iter().map(|m| m.event).collect();
    assert_eq!(
        names,
        [
            "PCL_MFLOPS",
            "PCL_IPC",
            "PCL_L1DCACHE_MISSRATE",
            "PCL_L2DCACHE_MISSRATE",
            "PCL_MEM_FP_RATIO"
        ]
    );
    let ipc = metric("PCL_IPC").expect("ipc");
    assert_eq!(ipc.formula, "PCL_INSTR / PCL_CYCLES");
    assert_eq!(ipc.compute(300, 200, None), Some(1.5));
    assert_eq!(ipc.compute(300, 0, None), None, "no rate over zero cycles");
    let mflops = metric("PCL_MFLOPS").expect("mflops");
    // 1000 FP instructions in 2000 cycles at 500 MHz = 0.5 per cycle * 500 cycles/us.
    assert_eq!(mflops.compute(1000, 2000, Some(500.0)), Some(250.0));
    assert_eq!(
        mflops.compute(1000, 2000, None),
        None,
        "MFLOPS needs the clock rate"
    );
    assert_eq!(
        metric("PCL_L1DCACHE_MISSRATE").map(|m| (m.numerator, m.denominator)),
        Some(("PCL_L1DCACHE_MISS", "PCL_L1DCACHE_READWRITE"))
    );
    assert_eq!(
        metric("PCL_MEM_FP_RATIO").map(|m| m.compute(30, 10, None)),
        Some(Some(3.0))
    );
    for m in &METRICS {
        assert!(m.source.contains("Table 3.14"));
        assert!(!m.examples.is_empty());
    }
}

#[test]
fn rates_are_computed_from_summed_counts_never_summed() {
    // Two regions: 100 instructions in 50 cycles (IPC 2) and 100 in 150 (IPC 0.67).
    let mut t = Totals::new();
    for (instr, cycles) in [(100, 50), (100, 150)] {
        t.add("PCL_INSTR", instr).expect("count");
        t.add("PCL_CYCLES", cycles).expect("count");
    }
    assert_eq!(t.rate("PCL_IPC", None), Some(1.0), "200 / 200, not 2 + 0.67");
    assert!(matches!(t.add("PCL_IPC", 1), Err(MetricError::RateSum { .. })));
    assert!(matches!(
        Value::Rate(Some(2.0)).add(Value::Rate(Some(0.5)), "PCL_IPC"),
        Err(MetricError::RateSum { .. })
    ));
    assert_eq!(
        Value::Count(2).add(Value::Count(3), "PCL_INSTR"),
        Ok(Value::Count(5))
    );
}

// ---------------------------------------------------------------------------------------
// Programming the simulated machines, end to end
// ---------------------------------------------------------------------------------------

fn write_raw(sim: &mut Simulator, reg: &str, value: u64) {
    sim.apply(Action::Write {
        thread: 0,
        unit: 0,
        reg: reg.into(),
        value: WriteValue::Raw(value),
    })
    .expect("write");
}

fn write_fields(sim: &mut Simulator, reg: &str, fields: &[(&str, &str)]) {
    sim.apply(Action::Write {
        thread: 0,
        unit: 0,
        reg: reg.into(),
        value: WriteValue::fields(fields),
    })
    .expect("write");
}

/// The query's PCR values, written into a T4 simulator, count what the events say: the same as
/// PCRs programmed by hand from TABLE 10-2 rows (sl 26; sl 3 mask 3F; sl 16 mask 07; sl 3 mask
/// 04), in the same mode.
#[test]
fn t4_programming_counts_the_portable_events() {
    let evs = ["PCL_CYCLES", "PCL_INSTR", "PCL_L1DCACHE_MISS", "PCL_LOAD_INSTR"];
    let a = ok("sparc-t4", &evs, Mode::User);
    let prog = program(&a).expect("program");
    let regs: Vec<&str> = prog.writes.iter().map(|w| w.reg).collect();
    assert_eq!(
        regs,
        ["PCR0", "PCR1", "PCR2", "PCR3", "PIC0", "PIC1", "PIC2", "PIC3"]
    );

    let mut sim = Simulator::new("sparc-t4", 7, 1).expect("t4");
    for w in &prog.writes {
        write_raw(&mut sim, w.reg, w.value);
    }
    sim.apply(Action::Run { cycles: 200_000 }).expect("run");

    let mut by_hand = Simulator::new("sparc-t4", 7, 1).expect("t4");
    for (pcr, sl, mask) in [
        ("PCR0", "26", "0"),
        ("PCR1", "3", "0x3f"),
        ("PCR2", "16", "7"),
        ("PCR3", "3", "4"),
    ] {
        write_fields(&mut by_hand, pcr, &[("sl", sl), ("mask", mask), ("ut", "1")]);
    }
    by_hand.apply(Action::Run { cycles: 200_000 }).expect("run");

    let mut counts = Vec::new();
    for (counter, event, _) in a.counters() {
        let v = sim.peek(0, 0, counter).expect("PIC");
        assert_eq!(
            v,
            by_hand.peek(0, 0, counter).expect("PIC"),
            "{counter} ({})",
            event.name
        );
        assert!(v > 0, "{} counted nothing", event.name);
        counts.push(v);
    }
    // User cycles are at most the cycles run; there are more instructions than loads.
    assert!(counts[0] <= 200_000);
    assert!(counts[1] > counts[3]);
}

/// The Montecito programming for the example: the PMC values decode to the events'
/// es and umask, plm PL3, a user monitor, ism b10; written into the simulator they read back.
/// When the simulator counts (the Montecito engine), cycles and instructions must move.
#[test]
fn montecito_programming_decodes_to_the_events() {
    let a = ok(
        "montecito",
        &["PCL_CYCLES", "PCL_INSTR", "PCL_L1DCACHE_MISS"],
        Mode::User,
    );
    let prog = program(&a).expect("program");
    let m = machine("montecito").expect("montecito");
    let mut expected = vec![
        ("PCL_CYCLES", 0x12, 0x0),
        ("PCL_INSTR", 0x08, 0x0),
        ("PCL_L1DCACHE_MISS", 0xc7, 0x0),
    ];
    expected.sort_by_key(|(e, _, _)| a.counters().iter().position(|(_, ev, _)| ev.name == *e));
    let pmcs: Vec<_> = prog.writes.iter().filter(|w| w.reg.starts_with("PMC")).collect();
    assert_eq!(pmcs.len(), 3);
    for (w, (event, es, umask)) in pmcs.iter().zip(&expected) {
        let d = pmu_model::decode::decode(m, m.register(w.reg).expect("PMC"), w.value);
        assert_eq!(d.get("es"), Some(*es), "{event} {}", w.reg);
        assert_eq!(d.get("umask"), Some(*umask), "{event}");
        assert_eq!(d.get("plm"), Some(0b1000), "{event}: PL3 for user mode");
        assert_eq!(d.get("pm"), Some(0), "{event}: a user monitor");
        assert_eq!(d.get("ism"), Some(0b10), "{event}");
        assert!(
            d.diagnostics
                .iter()
                .all(|x| x.severity != pmu_model::Severity::Error),
            "{event}: {:?}",
            d.diagnostics
        );
    }
    // The L1D event sits in PMD5 (seed 003 section 4.8.2).
    assert_eq!(
        placed(&a, "PCL_L1DCACHE_MISS"),
        [("L1D_READ_MISSES.ALL".to_string(), "PMD5")]
    );

    let mut sim = Simulator::new("montecito", 3, 1).expect("montecito");
    sim.apply(Action::SetMode {
        thread: None,
        mode: ModeSpec::Itanium {
            cpl: 3,
            up: true,
            pp: false,
        },
    })
    .expect("mode");
    for w in &prog.writes {
        write_raw(&mut sim, w.reg, w.value);
        assert_eq!(sim.peek(0, 0, w.reg), Some(w.value), "{} reads back", w.reg);
    }
    sim.apply(Action::Run { cycles: 100_000 }).expect("run");
    // Applying the assignment and running counts what it says: CPU_OP_CYCLES counts the
    // thread's user cycles (at most one per cycle), IA64_INST_RETIRED at most 6 per cycle
    // (Table 4-42), and L1D read misses fewer than the instructions.
    let count = |r: &str| sim.peek(0, 0, r).map(|v| v & ((1 << 47) - 1)).unwrap_or(0);
    let of = |event: &str| {
        let (counter, _, _) = a
            .counters()
            .into_iter()
            .find(|(_, e, _)| e.name == event)
            .expect("placed");
        count(counter)
    };
    let (cycles, instr, misses) = (of("PCL_CYCLES"), of("PCL_INSTR"), of("PCL_L1DCACHE_MISS"));
    assert!(cycles > 0 && cycles <= 100_000, "CPU_OP_CYCLES: {cycles}");
    assert!(
        instr > 0 && instr <= 6 * cycles,
        "IA64_INST_RETIRED: {instr} in {cycles} cycles"
    );
    assert!(
        misses > 0 && misses < instr,
        "L1D_READ_MISSES: {misses} of {instr} instructions"
    );
}

/// A region on Montecito: the start programs the PMCs with PSR.up set (the monitors are user
/// monitors), and the outermost stop clears their plm, which disables them (seed 003 Table 3-6).
#[test]
fn montecito_regions_program_and_stop_the_pmcs() {
    let mut sim = Simulator::new("montecito", 3, 1).expect("montecito");
    let mut s = Session::new(0);
    s.start(
        &mut sim,
        &["PCL_CYCLES", "PCL_INSTR", "PCL_L1DCACHE_MISS"],
        Mode::User,
    )
    .expect("start");
    assert!(matches!(sim.mode(0), Some(ModeSpec::Itanium { up: true, .. })));
    let (a, prog) = s.plan().expect("a plan");
    assert_eq!(a.counters().len(), 3);
    for w in prog.writes.iter().filter(|w| w.reg.starts_with("PMC")) {
        assert_eq!(sim.peek(0, 0, w.reg), Some(w.value), "{}", w.reg);
    }
    let pmcs: Vec<&str> = prog
        .writes
        .iter()
        .filter(|w| w.reg.starts_with("PMC"))
        .map(|w| w.reg)
        .collect();
    s.run(&mut sim, 10_000).expect("run");
    let r = s.stop(&mut sim).expect("stop");
    assert_eq!(r.events.len(), 3);
    for pmc in pmcs {
        assert_eq!(sim.peek(0, 0, pmc).map(|v| v & 0xf), Some(0), "{pmc}.plm cleared");
    }
}

// ---------------------------------------------------------------------------------------
// Nested regions
// ---------------------------------------------------------------------------------------

fn t4_sim() -> Simulator {
    Simulator::new("sparc-t4", 11, 1).expect("t4")
}

/// The paper's nested example (L2364-L2408): an outer region around NITER = 4 inner ones, all
/// counting PCL_CYCLES; each inner one reports its own cycles, the outer one the total.
#[test]
fn nested_regions_report_their_own_counts() {
    let mut sim = t4_sim();
    let mut s = Session::new(0);
    s.start(&mut sim, &["PCL_CYCLES"], Mode::UserSystem)
        .expect("outer");
    let mut inner = Vec::new();
    for _ in 0..4 {
        s.start(&mut sim, &["PCL_CYCLES"], Mode::UserSystem)
            .expect("inner");
        assert_eq!(s.depth(), 2);
        s.run(&mut sim, 25_000).expect("run");
        inner.push(s.stop(&mut sim).expect("inner stop"));
    }
    s.run(&mut sim, 10_000).expect("run");
    let outer = s.stop(&mut sim).expect("outer stop");
    assert_eq!(s.depth(), 0);
    let sum: i64 = inner.iter().map(|r| r.count("PCL_CYCLES").expect("count")).sum();
    let total = outer.count("PCL_CYCLES").expect("count");
    assert!(inner
        .iter()
        .all(|r| r.count("PCL_CYCLES").is_some_and(|c| c > 0 && c <= 25_000)));
    assert!(total > sum && total <= 110_000, "{total} vs {sum}");
    // Summing the inner readings adds their counts.
    assert_eq!(
        pmu_model::pcl::region::Reading::sum(&inner).and_then(|r| r.count("PCL_CYCLES")),
        Some(sum)
    );
}

#[test]
fn nesting_rules() {
    let mut sim = t4_sim();
    let mut s = Session::new(0);
    // A read or stop before any start breaks the calling sequence (L2279-L2281).
    assert_eq!(
        s.read(&sim).map(|_| ()).map_err(|e| e.status()),
        Err(Status::TooIllNesting)
    );
    assert!(matches!(s.stop(&mut sim), Err(RegionError::NotStarted { .. })));
    s.start(&mut sim, &["PCL_CYCLES", "PCL_INSTR"], Mode::User)
        .expect("outer");
    // Different number, different types, different order, different mode (L2282-L2283).
    for (evs, mode) in [
        (vec!["PCL_CYCLES"], Mode::User),
        (vec!["PCL_CYCLES", "PCL_LOAD_INSTR"], Mode::User),
        (vec!["PCL_INSTR", "PCL_CYCLES"], Mode::User),
        (vec!["PCL_CYCLES", "PCL_INSTR"], Mode::System),
    ] {
        let e = s.start(&mut sim, &evs, mode).expect_err("ill nesting");
        assert_eq!(e.status(), Status::TooIllNesting, "{evs:?} {mode}");
    }
    // Short names are the same events.
    s.start(&mut sim, &["cycles", "instr"], Mode::User)
        .expect("same events");
    s.stop(&mut sim).expect("stop");
    // PCL_MAX_NESTING_LEVEL = 16 levels, then PCL_TOO_MANY_NESTINGS.
    for _ in 1..PCL_MAX_NESTING_LEVEL {
        s.start(&mut sim, &["PCL_CYCLES", "PCL_INSTR"], Mode::User)
            .expect("nest");
    }
    assert_eq!(s.depth(), PCL_MAX_NESTING_LEVEL);
    let e = s
        .start(&mut sim, &["PCL_CYCLES", "PCL_INSTR"], Mode::User)
        .expect_err("too deep");
    assert_eq!(e.status(), Status::TooManyNestings);
    // A failing outermost start is the query's failure.
    let mut other = Session::new(0);
    let mut sim2 = t4_sim();
    let e = other
        .start(
            &mut sim2,
            &["PCL_CYCLES", "PCL_INSTR", "PCL_IPC", "PCL_LOAD_INSTR"],
            Mode::User,
        )
        .expect_err("five terms on four PICs");
    assert_eq!(e.status(), Status::TooManyEvents);
}

#[test]
fn read_does_not_stop_and_rates_come_from_the_regions_counts() {
    let mut sim = t4_sim();
    let mut s = Session::new(0).with_mhz(3000.0);
    let evs = ["PCL_CYCLES", "PCL_INSTR", "PCL_IPC"];
    s.start(&mut sim, &evs, Mode::User).expect("start");
    s.run(&mut sim, 40_000).expect("run");
    let first = s.read(&sim).expect("read");
    s.run(&mut sim, 40_000).expect("run");
    let second = s.read(&sim).expect("read");
    assert!(
        second.count("PCL_INSTR") > first.count("PCL_INSTR"),
        "still counting"
    );
    let r = s.stop(&mut sim).expect("stop");
    // PCL_IPC counts its own instructions and cycles; the same events on the same simulator
    // give the same numbers as PCL_INSTR / PCL_CYCLES.
    let instr = r.count("PCL_INSTR").expect("instr") as f64;
    let cycles = r.count("PCL_CYCLES").expect("cycles") as f64;
    let ipc = r.rate("PCL_IPC").expect("ipc");
    assert!((ipc - instr / cycles).abs() < 1e-12, "{ipc} vs {instr}/{cycles}");
    assert!(matches!(r.value("PCL_IPC"), Some(Value::Rate(Some(_)))));
    assert!(matches!(r.value("PCL_INSTR"), Some(Value::Count(_))));
}

/// T4 PICs are 32 bits; a region longer than 2^32 events still counts in 64 bits, as PCL's
/// interval timer does "to avoid overflow" (L2299-L2302).
#[test]
fn long_regions_count_past_32_bits() {
    let mut sim = t4_sim();
    let mut s = Session::new(0);
    s.start(&mut sim, &["PCL_ELAPSED_CYCLES"], Mode::User)
        .expect("start");
    let cycles = 5_000_000_000u64;
    s.run(&mut sim, cycles).expect("run");
    let r = s.stop(&mut sim).expect("stop");
    // sl 26 with ut = st = ht = 1 counts every cycle.
    assert_eq!(r.count("PCL_ELAPSED_CYCLES"), Some(cycles as i64));
}

#[test]
fn kt_regions_program_the_pcr_in_privileged_mode_and_count() {
    let mut sim = Simulator::new("sparc-kt", 5, 1).expect("kt");
    let mut s = Session::new(0);
    s.start(&mut sim, &["PCL_INSTR", "PCL_L1DCACHE_MISS"], Mode::UserSystem)
        .expect("start");
    // The write went through a privileged WRASR, and the thread is back in user mode.
    assert_eq!(sim.mode(0), Some(ModeSpec::Sparc(SparcMode::User)));
    assert!(sim.log.is_empty(), "no trap: {:?}", sim.log);
    s.run(&mut sim, 100_000).expect("run");
    let r = s.stop(&mut sim).expect("stop");
    assert!(r.count("PCL_INSTR").is_some_and(|c| c > 0));
    assert!(r.count("PCL_L1DCACHE_MISS").is_some_and(|c| c > 0));
    // Stopped: the PCR counts in no mode.
    assert_eq!(sim.peek(0, 0, "PCR").map(|v| v & 0xe), Some(0));
}

/// The privilege each write needs, from the manuals: T4 PCRs are reached through
/// hyperprivileged ASIs only (seed 000 section 10.1 item 4) and a PIC as picnht/picnpt allow
/// (TABLE 10-1); the KT PCR is a privileged WRASR and only hyperprivileged code changes its ht
/// (seed 001 section 2.1), its DRAM registers are hyperprivileged (section 3.0); seed 003 gives
/// Montecito's PMC writes no rule.
#[test]
fn the_mode_a_write_needs() {
    use ModeSpec::Sparc;
    use SparcMode::{Hyperprivileged, Privileged};
    let mut t4 = Simulator::new("sparc-t4", 1, 1).expect("t4");
    assert_eq!(t4.write_mode(0, "PCR0", 0), Some(Sparc(Hyperprivileged)));
    assert_eq!(t4.write_mode(0, "PIC0", 0), None);
    write_raw(&mut t4, "PCR1", 1 << 16); // picnpt
    assert_eq!(t4.write_mode(0, "PIC1", 0), Some(Sparc(Privileged)));
    write_raw(&mut t4, "PCR1", 1 << 17); // picnht
    assert_eq!(t4.write_mode(0, "PIC1", 0), Some(Sparc(Hyperprivileged)));
    let kt = Simulator::new("sparc-kt", 1, 1).expect("kt");
    assert_eq!(kt.write_mode(0, "PCR", 0x4), Some(Sparc(Privileged)));
    assert_eq!(kt.write_mode(0, "PCR", 0x8), Some(Sparc(Hyperprivileged)), "ht");
    assert_eq!(kt.write_mode(0, "PIC", 0), None);
    assert_eq!(kt.write_mode(0, "MCU0_PCR", 0), Some(Sparc(Hyperprivileged)));
    let mt = Simulator::new("montecito", 1, 1).expect("montecito");
    assert_eq!(mt.write_mode(0, "PMC4", 0), None);
    assert_eq!(t4.write_mode(0, "NOSUCH", 0), None);
}

/// PCLstart as actions: on a user-mode KT strand the PCR is written in privileged mode and the
/// strand goes back to user mode; a T4 strand is raised to hyperprivileged mode; Montecito sets
/// PSR.up first. Applying the actions programs the counters without a trap.
#[test]
fn start_actions_raise_the_privilege_and_restore_it() {
    use pmu_model::pcl::region::{counts_in, start_actions};
    let events = ["PCL_INSTR", "PCL_L1DCACHE_MISS"];
    for (id, raised) in [
        ("sparc-kt", Some(ModeSpec::Sparc(SparcMode::Privileged))),
        ("sparc-t4", Some(ModeSpec::Sparc(SparcMode::Hyperprivileged))),
        ("montecito", None),
    ] {
        let mut sim = Simulator::new(id, 2, 1).expect(id);
        let before = sim.mode(0).expect("a mode");
        let a = query(id, &events, Mode::User).expect("countable");
        let p = program(&a).expect("programming");
        let actions = start_actions(&sim, 0, &p);
        let modes: Vec<ModeSpec> = actions
            .iter()
            .filter_map(|a| match a {
                Action::SetMode { mode, .. } => Some(*mode),
                _ => None,
            })
            .collect();
        let writes = actions
            .iter()
            .filter(|a| matches!(a, Action::Write { .. }))
            .count();
        assert_eq!(writes, p.writes.len(), "{id}");
        match raised {
            Some(m) => assert_eq!(modes, vec![m, before], "{id}: raise, write, restore"),
            None => assert_eq!(
                modes,
                vec![ModeSpec::Itanium {
                    cpl: 0,
                    up: true,
                    pp: false
                }],
                "{id}: PSR.up for the user monitors"
            ),
        }
        for action in actions {
            let out = sim.apply(action).expect("applies");
            assert!(
                !matches!(out, pmu_model::sim::Outcome::Trapped { .. }),
                "{id}: {out:?}"
            );
        }
        for w in p
            .writes
            .iter()
            .filter(|w| w.reg.starts_with("PC") || w.reg.starts_with("PMC"))
        {
            assert_eq!(sim.peek(0, 0, w.reg), Some(w.value), "{id}: {}", w.reg);
        }
        let now = sim.mode(0).expect("a mode");
        // Montecito's reset PSR.cpl is 0: a user-mode programming does not count there.
        assert_eq!(counts_in(Mode::User, now), raised.is_some(), "{id}: {now}");
    }
}

/// A machine without a PCL table is refused with the list of those that have one.
#[test]
fn a_machine_without_a_table_names_those_with_one() {
    let e = RegionError::NoTable { processor: "vax" };
    assert_eq!(
        e.to_string(),
        "PCL_FAILURE: vax has no PCL table (machines with one: sparc-t4, sparc-kt, montecito)"
    );
}
