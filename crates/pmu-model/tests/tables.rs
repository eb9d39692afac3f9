//! Structural checks over every register table and event catalogue of every machine: fields
//! stay inside the register and do not overlap (except across exclusive modes), every bit is
//! described, every named encoding fits its field, every entry cites its source, and a seeded
//! property loop shows that encoding the decoded fields gives the value back.

// The same tests run in headless Chromium under wasm-bindgen-test (scripts/test.sh).
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;
#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

use pmu_model::decode::{self, NoContext};
use pmu_model::register::{Encodings, Field, Register};
use pmu_model::{Machine, MACHINES};

/// A small deterministic generator (SplitMix64) so that the property loop is reproducible.
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

/// Two mode-dependent fields may share bits only if their modes cannot hold at once.
fn exclusive(a: &Field, b: &Field) -> bool {
    match (a.when, b.when) {
        (Some(wa), Some(wb)) => {
            wa.register == wb.register
                && wa.field == wb.field
                && !wa.values.iter().any(|v| wb.values.contains(v))
        }
        _ => false,
    }
}

fn registers() -> impl Iterator<Item = (&'static Machine, &'static Register)> {
    MACHINES
        .iter()
        .flat_map(|m| m.registers.iter().map(move |r| (*m, r)))
}

#[test]
fn every_machine_has_registers_and_events() {
    for m in MACHINES {
        assert!(!m.registers.is_empty(), "{} has no registers", m.id);
        assert!(!m.events.is_empty(), "{} has no events", m.id);
    }
}

#[test]
fn register_names_are_unique_per_machine() {
    for m in MACHINES {
        for (i, r) in m.registers.iter().enumerate() {
            assert!(
                !m.registers[..i]
                    .iter()
                    .any(|o| o.name.eq_ignore_ascii_case(r.name)),
                "{}: register {} listed twice",
                m.id,
                r.name
            );
        }
    }
}

#[test]
fn fields_fit_do_not_overlap_and_cover_every_bit() {
    for (m, r) in registers() {
        assert!(
            r.width == 32 || r.width == 64,
            "{}.{}: width {}",
            m.id,
            r.name,
            r.width
        );
        assert!(!r.source.is_empty(), "{}.{} has no source", m.id, r.name);
        let mut covered = 0u64;
        for (i, f) in r.fields.iter().enumerate() {
            assert!(!f.bits.is_empty(), "{}.{}.{} has no bits", m.id, r.name, f.name);
            for bits in f.bits {
                assert!(bits.hi >= bits.lo, "{}.{}.{}: {}", m.id, r.name, f.name, bits);
                assert!(
                    bits.hi < r.width,
                    "{}.{}.{} bit {} outside register",
                    m.id,
                    r.name,
                    f.name,
                    bits.hi
                );
            }
            assert!(
                !f.source.is_empty(),
                "{}.{}.{} has no source",
                m.id,
                r.name,
                f.name
            );
            for other in &r.fields[..i] {
                if f.mask() & other.mask() != 0 {
                    assert!(
                        exclusive(f, other),
                        "{}.{}: fields {} ({}) and {} ({}) overlap",
                        m.id,
                        r.name,
                        f.name,
                        f.bits_text(),
                        other.name,
                        other.bits_text()
                    );
                }
            }
            if let Some(reset) = f.reset {
                assert!(
                    reset <= f.max_value(),
                    "{}.{}.{} reset does not fit",
                    m.id,
                    r.name,
                    f.name
                );
            }
            for e in f.named_values() {
                assert!(
                    e.value <= f.max_value(),
                    "{}.{}.{} encoding {} = {} does not fit {} bits",
                    m.id,
                    r.name,
                    f.name,
                    e.name,
                    e.value,
                    f.width()
                );
            }
            if let Encodings::EventMask { select } = f.encodings {
                assert!(
                    r.field(select).is_some(),
                    "{}.{}.{}: no select field {select}",
                    m.id,
                    r.name,
                    f.name
                );
            }
            covered |= f.mask();
        }
        assert_eq!(
            covered,
            r.width_mask(),
            "{}.{}: bits {:#x} are described by no field (list reserved bits explicitly)",
            m.id,
            r.name,
            r.width_mask() & !covered
        );
    }
}

#[test]
fn events_fit_their_fields_and_name_real_counters() {
    for m in MACHINES {
        let select = m
            .registers
            .iter()
            .flat_map(|r| r.fields.iter())
            .find(|f| f.encodings == Encodings::EventSelect)
            .unwrap_or_else(|| panic!("{} has no event select field", m.id));
        let mask = m
            .registers
            .iter()
            .flat_map(|r| r.fields.iter())
            .find(|f| matches!(f.encodings, Encodings::EventMask { .. }));
        for e in m.events {
            assert!(
                !e.name.is_empty() && !e.source.is_empty(),
                "{}: event {:?} lacks name or source",
                m.id,
                e.name
            );
            assert!(
                e.code <= select.max_value(),
                "{}: {} code {:#x} too wide",
                m.id,
                e.name,
                e.code
            );
            assert!(e.max_increment >= 1, "{}: {} max_increment 0", m.id, e.name);
            for c in e.counters {
                assert!(
                    m.register(c).is_some(),
                    "{}: {} names unknown counter {c}",
                    m.id,
                    e.name
                );
            }
            if let Some(mask) = mask {
                for k in e.masks {
                    assert!(
                        k.value <= mask.max_value(),
                        "{}: {} mask {} = {:#x} too wide",
                        m.id,
                        e.name,
                        k.name,
                        k.value
                    );
                }
            }
        }
    }
}

#[test]
fn encode_of_decode_round_trips_on_defined_bits() {
    let mut rng = SplitMix(0x5eed_0001);
    for (m, r) in registers() {
        for _ in 0..200 {
            let x = rng.next() & r.width_mask();
            let d = decode::decode(m, r, x);
            let mut rebuilt = 0u64;
            let mut active_mask = 0u64;
            for df in &d.fields {
                if df.active == Some(false) {
                    continue;
                }
                if df.active.is_some() {
                    active_mask |= df.field.mask();
                }
                rebuilt = df.field.set(rebuilt, df.value);
            }
            // Fields whose mode depends on another register may overlap; compare only
            // the bits that this register's own value decides.
            assert_eq!(
                rebuilt & active_mask,
                x & active_mask,
                "{}.{}: decode/encode of {x:#x} is not the identity",
                m.id,
                r.name
            );
            // Encoding the decoded field values by name from zero gives x back too.
            let mut by_name = 0u64;
            for df in d.fields.iter().filter(|f| f.active == Some(true)) {
                by_name = df.field.set(by_name, df.value);
                let _ = decode::set_field(r, by_name, df.field.name, df.value)
                    .unwrap_or_else(|e| panic!("{}.{}: {e}", m.id, r.name));
            }
            assert_eq!(by_name & active_mask, x & active_mask);
        }
    }
}

#[test]
fn decode_never_panics_on_any_value() {
    let mut rng = SplitMix(7);
    for (m, r) in registers() {
        for v in [0, u64::MAX, 1 << 63, r.width_mask(), rng.next()] {
            let d = decode::decode(m, r, v);
            assert_eq!(d.value, v);
            let _ = decode::software_read(r, v, &NoContext);
            let _ = decode::software_write(r, v, !v, &NoContext);
        }
    }
}

/// Every machine describes the choices its simulator makes where the manual is silent, each
/// with the places it reads; the T4's include which setting counts a PCR write (seed 000,
/// programming note after TABLE 10-1: "a write to a PCR causes the associated PIC to
/// overflow", line 74), a choice the manual leaves to the reader and the UI shows.
#[test]
fn every_machine_lists_its_modelling_choices_with_sources() {
    for m in pmu_model::MACHINES {
        assert!(!m.choices.is_empty(), "{}", m.id);
        for c in m.choices {
            assert!(
                !c.topic.is_empty() && c.text.len() > 40 && !c.source.is_empty(),
                "{}: {c:?}",
                m.id
            );
        }
    }
    let t4 = pmu_model::machine("sparc-t4").expect("t4");
    assert!(t4
        .choices
        .iter()
        .any(|c| c.text.contains("setting before the write") && c.source.contains("TABLE 10-1")));
}

/// A machine's counters name registers and fields its tables have: the count field is the
/// counter's width (T4 PIC 32 bits, seed 000 TABLE 10-3; DRAM 31, TABLE 10-5/10-6; KT pic0/pic1
/// 32, seed 001 section 2.1; Montecito 47, seed 003 Table 3-7), the overflow a 1-bit field, and
/// the select an event-select field; a freeze bit (Montecito PMC0.fr) is a 1-bit field.
#[test]
fn every_counter_spec_names_fields_of_the_tables() {
    use pmu_model::register::Encodings;
    for m in pmu_model::MACHINES {
        assert!(!m.counters.is_empty(), "{}", m.id);
        assert!(
            m.contexts.offered.iter().all(|n| *n >= 1 && *n <= m.contexts.max),
            "{}",
            m.id
        );
        assert!(m.contexts.offered.contains(&m.contexts.default), "{}", m.id);
        for c in m.counters {
            let field = |r: &pmu_model::machine::FieldRef| {
                m.register(r.reg)
                    .and_then(|reg| reg.field(r.field))
                    .unwrap_or_else(|| panic!("{}: {}.{} is not in the tables", m.id, r.reg, r.field))
            };
            let width = field(&c.count).width();
            assert!(
                [31, 32, 47].contains(&width),
                "{}: {} is {width} bits",
                m.id,
                c.id
            );
            assert_eq!(field(&c.overflow).width(), 1, "{}: {}", m.id, c.id);
            if let Some(s) = &c.select {
                let f = field(s);
                assert!(
                    matches!(
                        f.encodings,
                        Encodings::EventSelect
                            | Encodings::Number
                            | Encodings::Closed(_)
                            | Encodings::Open(_)
                    ),
                    "{}: {}",
                    m.id,
                    c.id
                );
            }
            assert_eq!(m.counter(c.id).map(|x| x.id), Some(c.id));
        }
        if let Some(fr) = &m.features.freeze {
            let f = m.register(fr.reg).and_then(|reg| reg.field(fr.field));
            assert_eq!(f.map(|f| f.width()), Some(1), "{}: the freeze bit", m.id);
        }
    }
}

/// A machine with a hypervisor API lists its calls, with names and function numbers no other
/// machine gives another meaning (the scenario file names a call by either).
#[test]
fn hypercalls_are_listed_where_a_hypervisor_is() {
    for m in MACHINES {
        assert_eq!(
            m.features.hypervisor,
            !m.features.hypercalls.is_empty(),
            "{}",
            m.id
        );
    }
    let all: Vec<_> = pmu_model::machines::hypercalls().collect();
    for a in &all {
        for b in &all {
            assert_eq!(
                a.name.eq_ignore_ascii_case(b.name),
                a.number == b.number,
                "{a:?} {b:?}"
            );
        }
    }
}

/// The T4 masks that TABLE 10-2 describes as combinations of their bits are edited as sets of
/// bits ("Any subset of instructions", seed 000 L101; "Combinations of ITLB and DTLB hardware tablewalk
/// references", L169; "Other combinations of L1 dcache misses", L179 and L242; "Combinations of
/// dropped hardware and software prefetches", L196; "Combinations of RAW hits", L203), and a
/// mask whose "Any other value" is "Ignored" (sl 11, L173) is not.
#[test]
fn t4_masks_that_combine_are_sets_of_bits() {
    let m = pmu_model::machine("sparc-t4").expect("t4");
    let bit_set = |sl: u64| m.events_with_code(sl).any(|e| e.mask_is_bit_set());
    for sl in [3, 10, 16, 18, 19, 23] {
        assert!(bit_set(sl), "sl {sl} is a set of bits");
    }
    assert!(!bit_set(11), "sl 11's other values are ignored");
}
