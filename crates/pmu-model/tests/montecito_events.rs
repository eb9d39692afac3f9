//! Checks of the Montecito event catalogue against seed 003: the row count of Table 4-42,
//! spot checks of single rows and unit-mask tables, the counting restrictions of sections
//! 3.3.3, 4.8.2 and 4.8.4, and the lookup of codes shared by several events.

// The same tests run in headless Chromium under wasm-bindgen-test (scripts/test.sh).
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;
#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

use pmu_model::event::{Event, MtType};
use pmu_model::machines::montecito::events::{lookup, selects, EVENTS, EXTRA_CODES};

const ALL_COUNTERS: &[&str] = &[
    "PMD4", "PMD5", "PMD6", "PMD7", "PMD8", "PMD9", "PMD10", "PMD11", "PMD12", "PMD13", "PMD14", "PMD15",
];
const DUPLICATED: &[&str] = &["PMD4", "PMD5", "PMD6", "PMD7", "PMD8", "PMD9"];

fn event(name: &str) -> &'static Event {
    EVENTS
        .iter()
        .find(|e| e.name == name)
        .unwrap_or_else(|| panic!("no event {name}"))
}

fn mask_names(e: &Event) -> Vec<(&'static str, u64, u64)> {
    e.masks.iter().map(|m| (m.name, m.value, m.dont_care)).collect()
}

/// Table 4-42 (seed 003 L2598-L2801) has 171 rows over its seven sheets: code 0x08 carries
/// two symbols and L2D_OZQ_FULL one row with two codes.
#[test]
fn one_event_per_table_4_42_row() {
    assert_eq!(EVENTS.len(), 171);
}

/// The rows keep Table 4-42's order, which is by code except that L2D_OZQ_FULL ("0xe1 0xe3",
/// L2782) follows 0xe2; ordering by the largest code that selects an event shows both.
#[test]
fn rows_are_in_table_order() {
    let key = |e: &Event| {
        EXTRA_CODES
            .iter()
            .filter(|(_, n)| *n == e.name)
            .map(|(c, _)| *c)
            .fold(e.code, u64::max)
    };
    for pair in EVENTS.windows(2) {
        assert!(
            key(&pair[0]) <= key(&pair[1]),
            "{} before {}",
            pair[0].name,
            pair[1].name
        );
    }
    assert_eq!(EVENTS[0].name, "BACK_END_BUBBLE");
    assert_eq!(EVENTS[170].name, "L2D_VICTIMB_FULL");
}

#[test]
fn names_are_unique_and_codes_fit_the_es_field() {
    for (i, e) in EVENTS.iter().enumerate() {
        assert!(!EVENTS[..i].iter().any(|o| o.name == e.name), "{} twice", e.name);
        assert!(e.code < 256, "{} code {:#x}", e.name, e.code);
        assert!(!e.description.is_empty(), "{} has no description", e.name);
        assert!(e.mt_type.is_some(), "{} has no type", e.name);
        assert!(e.iar.is_some() && e.dar.is_some() && e.opc.is_some());
        assert!(e.max_increment >= 1 && e.max_increment <= 7, "{}", e.name);
        assert!(
            e.source.starts_with("seed 003, Table 4-42 (L"),
            "{}: {}",
            e.name,
            e.source
        );
    }
}

/// Umasks are PMC bits 19:16, so every row is a 4-bit pattern (section 3.3.2, Table 3-6).
#[test]
fn every_umask_fits_four_bits() {
    for e in EVENTS {
        for m in e.masks {
            assert!(m.value <= 0xf && m.dont_care <= 0xf, "{}.{}", e.name, m.name);
            assert_eq!(m.value & m.dont_care, 0, "{}.{}", e.name, m.name);
            assert!(!m.name.is_empty(), "{} has an unnamed row", e.name);
        }
        assert!(e.ignored_mask_bits <= 0xf, "{}", e.name);
        // The ignored bits are exactly those that every row leaves as 'x'.
        if !e.masks.is_empty() {
            let common = e.masks.iter().fold(0xf, |acc, m| acc & m.dont_care);
            assert_eq!(e.ignored_mask_bits, common, "{}", e.name);
        }
    }
}

#[test]
fn counters_are_generic_pmds() {
    for e in EVENTS {
        assert!(!e.counters.is_empty(), "{} has no counter", e.name);
        for c in e.counters {
            assert!(ALL_COUNTERS.contains(c), "{}: {c}", e.name);
        }
    }
}

/// Section 3.3.3 (L1122): ER/SI/L2D events, coded 'h8x, 'h9x, 'hax, 'hbx, 'hex and 'hfx,
/// can be counted only in PMD4-9; section 4.8.4 (L2179): no L2D event in PMD10-15.
#[test]
fn code_range_and_l2d_events_use_only_duplicated_counters() {
    for e in EVENTS {
        let restricted = matches!(e.code >> 4, 0x8 | 0x9 | 0xa | 0xb | 0xe | 0xf);
        let l2d = e.name.starts_with("L2D_") || e.set.is_some_and(|s| s.unit == "L2D");
        if restricted || l2d {
            assert_eq!(e.counters, DUPLICATED, "{}", e.name);
        } else if e.name != "CPU_OP_CYCLES_HALTED" {
            assert_eq!(e.counters, ALL_COUNTERS, "{}", e.name);
        }
    }
}

/// CPU_OP_CYCLES: code 0x12, Max Inc/Cyc 1, type C (Table 4-42, L2621); allowed in both kinds
/// of counter (section 4.2.1: "CPU_OP_CYCLES can be measured in both types of counters", L1880).
#[test]
fn cpu_op_cycles() {
    let e = event("CPU_OP_CYCLES");
    assert_eq!(e.code, 0x12);
    assert_eq!(e.max_increment, 1);
    assert_eq!(e.mt_type, Some(MtType::Causal));
    assert_eq!(e.counters, ALL_COUNTERS);
    assert_eq!((e.iar, e.dar, e.opc), (Some(true), Some(false), Some(true)));
    // Table 4-72 (L3413) uses umask bit 16 only.
    assert_eq!(e.mask(0b1110).map(|m| m.name), Some("ALL"));
    assert_eq!(e.mask(0b0001).map(|m| m.name), Some("QUAL"));
    assert_eq!(
        e.source,
        "seed 003, Table 4-42 (L2621); section 4.15 (L3405, Table 4-72)"
    );
}

/// IA64_INST_RETIRED: code 0x08, Max Inc/Cyc 6, type A (Table 4-42, L2612).
#[test]
fn ia64_inst_retired() {
    let e = event("IA64_INST_RETIRED");
    assert_eq!(e.code, 0x08);
    assert_eq!(e.max_increment, 6);
    assert_eq!(e.mt_type, Some(MtType::Active));
    assert_eq!(event("IA64_TAGGED_INST_RETIRED").code, 0x08);
}

/// CPU_OP_CYCLES_HALTED (CYCLES_HALTED) only in PMD10 (L1126; "Only PMC/D10 is capable of
/// monitoring this event", L3425); Table 4-42's CPU_OP_CYCLES_HALTED row (L2623) gives Max
/// Inc/Cyc 7, section 4.15 gives 1, and the note says so.
#[test]
fn cpu_op_cycles_halted_only_in_pmd10() {
    let e = event("CPU_OP_CYCLES_HALTED");
    assert_eq!(e.code, 0x18);
    assert_eq!(e.counters, ["PMD10"]);
    assert!(e.countable_in("PMD10") && !e.countable_in("PMD4"));
    assert_eq!(e.max_increment, 7);
    assert!(e.notes.iter().any(|n| n.contains("Max Inc/Cyc 1")));
}

/// L2D_REFERENCES, 0xe6 (Table 4-42 L2785), is in L2D set 2 (Table 4-23, L2247) and can be
/// counted only in PMD4-9.
#[test]
fn an_l2d_event_has_its_set_and_only_duplicated_counters() {
    let e = event("L2D_REFERENCES");
    assert_eq!(e.code, 0xe6);
    assert_eq!(e.counters, DUPLICATED);
    assert!(!e.countable_in("PMD10"));
    let set = e.set.expect("L2D_REFERENCES has a set");
    assert_eq!((set.unit, set.number), ("L2D", 2));
    assert_eq!(e.all_capable, Some(true));
    assert_eq!(e.max_increment, 4);
    assert_eq!(e.mt_type, Some(MtType::Floating));
}

/// The L1D and L2D set tables (sections 4.8.2 and 4.8.4) as data.
#[test]
fn set_memberships() {
    let members = |unit: &str, n: u8| -> Vec<&str> {
        EVENTS
            .iter()
            .filter(|e| e.set.is_some_and(|s| s.unit == unit && s.number == n))
            .map(|e| e.name)
            .collect()
    };
    assert_eq!(
        members("L1D", 0),
        [
            "L1DTLB_TRANSFER",
            "L2DTLB_MISSES",
            "L1D_READS_SET0",
            "DATA_REFERENCES_SET0"
        ]
    );
    assert_eq!(
        members("L1D", 1),
        ["L1D_READS_SET1", "DATA_REFERENCES_SET1", "L1D_READ_MISSES"]
    );
    assert_eq!(members("L1D", 2), ["BE_L1D_FPU_BUBBLE"]);
    assert!(members("L1D", 5).is_empty(), "L1D set 5 is reserved (L2079)");
    assert_eq!(members("L1D", 6), ["LOADS_RETIRED_INTG", "SPEC_LOADS_NATTED"]);
    assert_eq!(
        members("L2D", 0),
        ["L2D_OZQ_CANCELS0", "L2D_OZQ_CANCELS1", "L2D_OZQ_FULL"]
    );
    assert_eq!(members("L2D", 8), ["L2D_FILL_MESI_STATE", "L2D_VICTIMB_FULL"]);
    assert!(
        event("L2D_MISSES").set.is_none(),
        "not set restricted (section 4.8.4.10, L2305)"
    );
}

/// BUS_MEMORY, 0x8a, type S (Table 4-42 L2697), only in PMD4-9 as an event select 'h8x (L1122),
/// with the 13 rows of
/// Table 4-60 (L3190).
#[test]
fn a_bus_event_uses_only_duplicated_counters() {
    let e = event("BUS_MEMORY");
    assert_eq!(e.code, 0x8a);
    assert_eq!(e.counters, DUPLICATED);
    assert_eq!(e.mt_type, Some(MtType::SelfFloating));
    assert_eq!(e.masks.len(), 13);
    assert_eq!(e.mask(0b0010).map(|m| m.name), Some("---"));
    assert_eq!(e.mask(0b0110).map(|m| m.name), Some("EQ_128BYTE.SELF"));
    assert_eq!(e.mask(0b1111).map(|m| m.name), Some("ALL.ANY"));
}

/// Only L3_INSERTS, L3_LINES_REPLACED, L3_READS and L3_WRITES may be qualified by MESI
/// (section 4.15, L4493-L4559).
#[test]
fn mesi_filters_only_the_four_l3_events() {
    let mut mesi: Vec<&str> = EVENTS.iter().filter(|e| e.mesi).map(|e| e.name).collect();
    mesi.sort_unstable();
    assert_eq!(mesi, ["L3_INSERTS", "L3_LINES_REPLACED", "L3_READS", "L3_WRITES"]);
    let e = event("L3_READS");
    assert_eq!(e.code, 0xdd);
    assert!(e.mesi);
    // Table 4-105 (L4524) has 16 rows.
    assert_eq!(e.masks.len(), 16);
    assert_eq!(e.mask(0b1011).map(|m| m.name), Some("DATA_READ.ALL"));
}

/// Table 4-129 (L5072): bit 19 is 'x' in every row.
#[test]
fn thread_switch_events_umask_rows() {
    let e = event("THREAD_SWITCH_EVENTS");
    assert_eq!(e.code, 0x0c);
    assert_eq!(
        mask_names(e),
        [
            ("MISSED", 0b000, 0b1000),
            ("L3MISS", 0b001, 0b1000),
            ("TIMER", 0b010, 0b1000),
            ("HINT", 0b011, 0b1000),
            ("LP", 0b100, 0b1000),
            ("DBG", 0b101, 0b1000),
            ("---", 0b110, 0b1000),
            ("ALL", 0b111, 0b1000),
        ]
    );
    assert_eq!(e.mask(0b1111).map(|m| m.name), Some("ALL"));
    assert_eq!(e.ignored_mask_bits, 0b1000);
}

/// Table 4-44 (L2832): bits 19:18 are 'x' in every row.
#[test]
fn back_end_bubble_umask_rows() {
    let e = event("BACK_END_BUBBLE");
    assert_eq!(
        mask_names(e),
        [
            ("ALL", 0b00, 0b1100),
            ("FE", 0b01, 0b1100),
            ("L1D_FPU_RSE", 0b10, 0b1100),
            ("---", 0b11, 0b1100),
        ]
    );
    assert_eq!(e.mask(0b1101).map(|m| m.name), Some("FE"));
}

/// A range row such as "b0001-b1111" (Table 4-88, L2D_FILLB_FULL) covers the same values
/// after it is split into patterns.
#[test]
fn split_range_rows_cover_their_range() {
    let e = event("L2D_FILLB_FULL");
    assert_eq!(e.mask(0).map(|m| m.name), Some("THIS"));
    for v in 1..16 {
        assert_eq!(e.mask(v).map(|m| m.description), Some("(* count is undefined *)"));
    }
    // Table 4-131 overlaps GTE_4096 (b1010) with "b1010 -b1111"; GTE_4096 wins.
    let s = event("THREAD_SWITCH_STALLS");
    assert_eq!(s.mask(0b1010).map(|m| m.name), Some("GTE_4096"));
    for v in 0b1011..16 {
        assert_eq!(s.mask(v).map(|m| m.name), Some("---"));
    }
}

/// Code 0x08 is IA64_INST_RETIRED with umask bxx00 and IA64_TAGGED_INST_RETIRED otherwise
/// (Tables 4-77 and 4-78, L3722 and L3735), IA64_INST_RETIRED being "a sub event of
/// IA64_TAGGED_INST_RETIRED" (L3719).
#[test]
fn lookup_tells_the_two_0x08_events_apart() {
    assert_eq!(lookup(0x08, 0b0000).map(|e| e.name), Some("IA64_INST_RETIRED"));
    assert_eq!(lookup(0x08, 0b0100).map(|e| e.name), Some("IA64_INST_RETIRED"));
    for umask in [0b0001, 0b0010, 0b0011, 0b1111] {
        assert_eq!(
            lookup(0x08, umask).map(|e| e.name),
            Some("IA64_TAGGED_INST_RETIRED"),
            "umask {umask:#b}"
        );
    }
    assert_eq!(
        lookup(0x08, 0b0010).and_then(|e| e.mask(0b0010)).map(|m| m.name),
        Some("IBRP2_PMC32_33")
    );
}

#[test]
fn lookup_handles_second_codes_and_unknown_codes() {
    // L2D_OZQ_FULL is listed as "0xe1 0xe3" (L2782).
    assert_eq!(lookup(0xe1, 0).map(|e| e.name), Some("L2D_OZQ_FULL"));
    assert_eq!(lookup(0xe3, 0).map(|e| e.name), Some("L2D_OZQ_FULL"));
    assert!(selects(event("L2D_OZQ_FULL"), 0xe3));
    // An event without a unit-mask table is found whatever the umask.
    assert_eq!(lookup(0x09, 0b1010).map(|e| e.name), Some("FP_OPS_RETIRED"));
    // 0x07 is not in Table 4-42.
    assert!(lookup(0x07, 0).is_none());
    for e in EVENTS {
        if e.name != "IA64_TAGGED_INST_RETIRED" {
            assert!(lookup(e.code, 0b1111).is_some(), "{}", e.name);
        }
    }
}

/// Where section 4.15 names the event differently, a note says so (digest A22).
#[test]
fn other_names_are_noted() {
    for (name, other) in [
        ("BRANCH_EVENT", "ETB_EVENT"),
        ("THREAD_SWITCH_STALLS", "THREAD_SWITCH_STALL"),
        ("L1ITLB_INSERTS_HPWW", "L1ITLB_INSERTS_HPW"),
        ("L2I_VICTIMIZATIONS", "L2I_VICTIMIZATION"),
        ("BUS_RD_INVAL_HITM", "BUS_RD_INVALID_HITM"),
        ("BUS_RD_INVAL_ALL_HITM", "BUS_RD_INVALID_BST_HITM"),
        ("CPU_OP_CYCLES_HALTED", "CYCLES_HALTED"),
    ] {
        assert!(
            event(name).notes.iter().any(|n| n.contains(other)),
            "{name} lacks a note naming {other}"
        );
    }
}
