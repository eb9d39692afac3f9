//! The names real tools give the events (Solaris cpc, libpfm/pfmon, Linux perf) resolve to the
//! catalogue entries with the same code and mask, and are accepted wherever an event name is.

use pmu_model::decode::{decode, encode};
use pmu_model::{machine, Machine, Tool};

fn m(id: &str) -> &'static Machine {
    machine(id).expect("machine")
}

fn table(m: &Machine, tool: Tool) -> &'static [pmu_model::Alias] {
    m.aliases
        .iter()
        .find(|t| t.tool == tool)
        .map(|t| t.aliases)
        .unwrap_or(&[])
}

/// The counts of the sources' tables: vt_events has 127 names, ni2_events under KT_IMPL 39,
/// libpfm 3's montecito_pe 637.
#[test]
fn tables_hold_every_name_of_their_sources() {
    assert_eq!(table(m("sparc-t4"), Tool::Cpc).len(), 127);
    assert_eq!(table(m("sparc-t4"), Tool::CpcGeneric).len(), 13);
    assert_eq!(table(m("sparc-kt"), Tool::Cpc).len(), 39);
    assert_eq!(table(m("sparc-kt"), Tool::CpcGeneric).len(), 14);
    assert_eq!(table(m("montecito"), Tool::Pfmon).len(), 637);
}

/// Every alias resolves, through `event_by_name`, to an event with its code; a mask it names
/// fits the mask field, and on Montecito selects a unit-mask row that counts something.
#[test]
fn every_alias_names_an_event_with_its_code_and_mask() {
    for machine in pmu_model::MACHINES {
        for t in machine.aliases {
            let mut seen = std::collections::HashSet::new();
            for a in t.aliases {
                assert!(seen.insert(a.name), "{}: {} twice", machine.id, a.name);
                let named = machine
                    .event_by_name(a.name)
                    .unwrap_or_else(|| panic!("{}: {} resolves to no event", machine.id, a.name));
                // A catalogue name wins over an alias: such names must agree with the alias.
                assert_eq!(named.event.code, a.code, "{}: {}", machine.id, a.name);
                if named.alias.is_some() {
                    assert_eq!(named.mask, a.mask, "{}: {}", machine.id, a.name);
                }
                let Some(mask) = a.mask else { continue };
                let width = if machine.id == "sparc-kt" {
                    8
                } else if machine.id == "montecito" {
                    4
                } else {
                    6
                };
                assert!(mask < 1 << width, "{}: {} mask {mask:#x}", machine.id, a.name);
                if machine.id == "montecito" && !named.event.masks.is_empty() {
                    let row = named
                        .event
                        .mask(mask)
                        .unwrap_or_else(|| panic!("{}: umask {mask:#06b} has no row", a.name));
                    assert_ne!(row.name, "---", "{}: umask {mask:#06b} counts nothing", a.name);
                }
            }
        }
    }
}

/// The names the issue and the tools' users quote, pinned to the manual's rows.
#[test]
fn names_users_quote() {
    let mt = m("montecito");
    let cases = [
        ("BUS_RD_INVAL_BST_HITM_ANY", 0x83, Some(0b0011), "ANY"),
        ("THREAD_SWITCH_STALL_GTE_64", 0x0f, Some(0b0100), ""),
        ("SYLL_NOT_DISPERSED_EXPL_OR_FE", 0x4e, Some(0b0101), ""),
        ("L1ITLB_INSERTS_HPW", 0x48, Some(0), ""),
        ("BUS_RD_HITM_SELF", 0x81, Some(0b0010), "SELF"),
    ];
    for (name, code, mask, row) in cases {
        let n = mt.event_by_name(name).unwrap_or_else(|| panic!("{name}"));
        assert_eq!((n.event.code, n.mask), (code, mask), "{name}");
        if !row.is_empty() {
            assert_eq!(
                n.event.mask(mask.unwrap_or(0)).map(|r| r.name),
                Some(row),
                "{name}"
            );
        }
    }
    let t4 = m("sparc-t4");
    for (name, sl, mask) in [
        ("Instr_all", 3, 0x3f),
        ("DC_miss_nospec", 16, 0x07),
        ("Cycles_user", 26, 0),
        ("cycles", 26, 0),
        ("instructions", 3, 0x3f),
        ("cache-misses", 16, 0x07),
        ("branch-misses", 25, 0x0f),
        ("Commit_1_or_2", 28, 0x0c),
    ] {
        let n = t4.event_by_name(name).unwrap_or_else(|| panic!("{name}"));
        assert_eq!((n.event.code, n.mask), (sl, Some(mask)), "{name}");
    }
    let kt = m("sparc-kt");
    let n = kt.event_by_name("Instr_ld").expect("Instr_ld");
    assert_eq!((n.event.code, n.mask), (2, Some(0x08)));
}

/// The sl 28 rows (footnote 5's missing page) carry Solaris' names, marked as outside.
#[test]
fn sl28_mask_names_come_from_solaris_and_say_so() {
    let sl28 = m("sparc-t4").events.iter().find(|e| e.code == 28).expect("sl 28");
    for (mask, name) in [
        (0x01, "Commit-0"),
        (0x02, "Commit-0-all"),
        (0x04, "Commit-1"),
        (0x08, "Commit-2"),
        (0x0c, "Commit-1-or-2"),
    ] {
        let row = sl28.mask(mask).expect("row");
        assert_eq!(row.name, name);
        assert!(row.description.contains("outside source"), "{name}");
    }
    assert!(sl28.source.contains("vt_pcbe.c"));
}

/// `pmu encode` (and every field write) takes an alias for an event select field, and an alias
/// that names a mask sets the mask field too; a mask field takes the alias as its value.
#[test]
fn encode_takes_aliases_and_sets_their_masks() {
    let mt = m("montecito");
    let pmc4 = mt.register("PMC4").expect("PMC4");
    let v = encode(mt, pmc4, &[("es", "BUS_RD_INVAL_BST_HITM_ANY")]).expect("encode");
    let d = decode(mt, pmc4, v);
    let get = |name: &str| d.fields.iter().find(|f| f.field.name == name).map(|f| f.value);
    assert_eq!(get("es"), Some(0x83));
    assert_eq!(get("umask"), Some(0b0011));
    // A later umask= overrides the alias's.
    let v = encode(
        mt,
        pmc4,
        &[("es", "BUS_RD_INVAL_BST_HITM_ANY"), ("umask", "SELF")],
    )
    .expect("encode");
    assert_eq!((v >> 16) & 0xf, 0b0010);
    let v = encode(mt, pmc4, &[("es", "0x83"), ("umask", "BUS_RD_INVAL_BST_HITM_IO")]).expect("encode");
    assert_eq!((v >> 16) & 0xf, 0b0001);

    let t4 = m("sparc-t4");
    let pcr0 = t4.register("PCR0").expect("PCR0");
    let v = encode(t4, pcr0, &[("sl", "DC_miss_nospec")]).expect("encode");
    assert_eq!((v >> 11) & 0x1f, 16);
    assert_eq!((v >> 5) & 0x3f, 0x07);

    let kt = m("sparc-kt");
    let pcr = kt.register("PCR").expect("PCR");
    let v = encode(kt, pcr, &[("sl1", "DC_miss")]).expect("encode");
    assert_eq!((v >> 27) & 0xf, 3);
    assert_eq!((v >> 19) & 0xff, 0x02);
}

/// Every Montecito name libpfm defines is accepted by encode with its code and umask.
#[test]
fn every_libpfm_name_encodes() {
    let mt = m("montecito");
    let pmc4 = mt.register("PMC4").expect("PMC4");
    for a in table(mt, Tool::Pfmon) {
        let v = encode(mt, pmc4, &[("es", a.name)]).unwrap_or_else(|e| panic!("{}: {e}", a.name));
        assert_eq!((v >> 8) & 0xff, a.code, "{}", a.name);
        assert_eq!((v >> 16) & 0xf, a.mask.unwrap_or(0), "{}", a.name);
    }
}

/// `aliases_of` lists a row's names: the ones that select exactly that mask value.
#[test]
fn aliases_of_a_row() {
    let mt = m("montecito");
    let e = mt.event_by_name("BUS_RD_HITM_ANY").expect("event").event;
    let names: Vec<&str> = mt.aliases_of(e, Some(0b0011)).map(|(_, a)| a.name).collect();
    assert_eq!(names, ["BUS_RD_HITM_ANY"]);
    let all: Vec<&str> = mt.aliases_of(e, None).map(|(_, a)| a.name).collect();
    assert_eq!(all.len(), 4);
}

/// Scenario field writes take aliases too (they go through the same encoder).
#[test]
fn scenario_fields_take_aliases() {
    use pmu_model::scenario::Scenario;
    let text = r#"{ "machine": "sparc-t4", "seed": 1, "threads": 1, "workload": "default",
      "steps": [
        {"write": {"reg": "PCR0", "fields": {"sl": "DC_miss_nospec", "ut": 1, "toe": 1}}},
        {"expect": {"reg": "PCR0", "value": "0x80e6"}}
      ] }"#;
    let out = Scenario::parse(text).expect("parse").run().expect("run");
    assert!(out.errors.is_empty(), "{:?}", out.errors);
    let text = r#"{ "machine": "montecito", "seed": 1, "threads": 1, "workload": "default",
      "steps": [
        {"write": {"reg": "PMC4", "fields": {"es": "BUS_RD_INVAL_BST_HITM_ANY", "plm": 8, "ism": 2}}},
        {"expect": {"reg": "PMC4", "value": "0x2038308"}}
      ] }"#;
    let out = Scenario::parse(text).expect("parse").run().expect("run");
    assert!(out.errors.is_empty(), "{:?}", out.errors);
}
