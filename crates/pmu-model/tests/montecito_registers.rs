//! Golden decodes, writes and reads of the Montecito register tables, each pinned to the table
//! of seed 003 that defines it. The event catalogue is filled elsewhere, so `es` is checked by
//! value, never by event name.

// The same tests run in headless Chromium under wasm-bindgen-test (scripts/test.sh).
#[cfg(target_arch = "wasm32")]
use wasm_bindgen_test::wasm_bindgen_test as test;
#[cfg(target_arch = "wasm32")]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

use pmu_model::decode::{self, DiagKind, NoContext};
use pmu_model::register::{Access, Encodings, Register, Scope};
use pmu_model::{machine, EncodeError, Machine};

fn montecito() -> &'static Machine {
    machine("montecito").expect("the montecito machine is registered")
}

fn reg(name: &str) -> &'static Register {
    montecito()
        .register(name)
        .unwrap_or_else(|| panic!("montecito has no register {name}"))
}

/// The names of the active fields of a decode, for readable assertions.
fn active(d: &decode::Decoded) -> Vec<&'static str> {
    d.fields
        .iter()
        .filter(|f| f.active == Some(true))
        .map(|f| f.field.name)
        .collect()
}

fn meaning(d: &decode::Decoded, name: &str) -> String {
    d.fields
        .iter()
        .find(|f| f.field.name.eq_ignore_ascii_case(name) && f.active != Some(false))
        .map(|f| f.meaning.clone())
        .unwrap_or_else(|| panic!("{} has no active field {name}", d.register.name))
}

/// A context that knows one field of one other register, answering "REG.field" (and the
/// register's own name, which decode does not need for this).
fn ctx_with(register: &'static str, field: &'static str, value: u64) -> impl Fn(&str) -> Option<u64> {
    move |name: &str| {
        if name == register {
            Some(0)
        } else if name.split_once('.') == Some((register, field)) {
            Some(value)
        } else {
            None
        }
    }
}

#[test]
fn the_register_set_of_table_3_4_is_present_per_thread_and_64_bits_wide() {
    let mut expected = vec!["PSR".to_string()];
    expected.extend((0..=15).map(|i| format!("PMC{i}")));
    expected.extend((4..=15).map(|i| format!("PMD{i}")));
    expected.extend((32..=42).map(|i| format!("PMC{i}")));
    expected.extend([32, 33, 34, 35, 36, 38, 39].map(|i| format!("PMD{i}")));
    expected.extend((48..=63).map(|i| format!("PMD{i}")));
    // The debug breakpoint registers that the range checks of sections 3.3.5 and 3.3.7 use.
    expected.extend((0..8).map(|i| format!("IBR{i}")));
    expected.extend((0..8).map(|i| format!("DBR{i}")));
    let m = montecito();
    assert_eq!(m.registers.len(), expected.len());
    for name in &expected {
        let r = reg(name);
        assert_eq!(r.width, 64, "{name}");
        assert_eq!(r.scope, Scope::Thread, "{name}");
        assert!(!r.source.is_empty() && !r.description.is_empty(), "{name}");
        for f in r.fields {
            assert!(!f.description.is_empty(), "{name}.{}", f.name);
        }
    }
}

#[test]
fn field_counts_per_register() {
    let mut cases: Vec<(String, usize)> = vec![
        ("PSR".into(), 9),
        ("PMC0".into(), 15),
        ("PMC32".into(), 10),
        ("PMC33".into(), 2),
        ("PMC34".into(), 10),
        ("PMC35".into(), 2),
        ("PMC36".into(), 6),
        ("PMC37".into(), 8),
        ("PMC38".into(), 12),
        ("PMC39".into(), 9),
        ("PMC40".into(), 11),
        ("PMC41".into(), 14),
        ("PMC42".into(), 8),
        ("PMD32".into(), 2),
        ("PMD33".into(), 8),
        ("PMD34".into(), 4),
        ("PMD35".into(), 4),
        ("PMD36".into(), 4),
        ("PMD38".into(), 4),
        ("PMD39".into(), 96),
    ];
    cases.extend((1..=3).map(|i| (format!("PMC{i}"), 1)));
    cases.extend((4..=15).map(|i| (format!("PMC{i}"), 13)));
    cases.extend((4..=15).map(|i| (format!("PMD{i}"), 3)));
    cases.extend((48..=63).map(|i| (format!("PMD{i}"), 7)));
    for (name, count) in cases {
        assert_eq!(reg(&name).fields.len(), count, "{name}");
    }
}

/// PSR bit positions come from the Itanium architecture (Figure 3-10 of seed 003 is garbled).
#[test]
fn psr_fields_sit_at_their_architectural_positions() {
    let psr = reg("PSR");
    for (name, bits) in [
        ("up", "2"),
        ("sp", "20"),
        ("pp", "21"),
        ("cpl", "33:32"),
        ("is", "34"),
    ] {
        let f = psr.field(name).unwrap_or_else(|| panic!("PSR.{name}"));
        assert_eq!(f.bits_text(), bits, "PSR.{name}");
        assert_eq!(f.access, Access::ReadWrite);
        assert!(f.source.contains("SDM"), "PSR.{name} cites the architecture");
    }
    for f in psr.fields.iter().filter(|f| f.name.starts_with("other")) {
        assert_eq!(f.access, Access::Ignored);
        assert_eq!(f.description, "not modelled (other PSR fields)");
    }
    let d = decode::decode(montecito(), psr, 1 << 2 | 3 << 32);
    assert_eq!(d.get("up"), Some(1));
    assert_eq!(d.get("cpl"), Some(3));
    assert_eq!(meaning(&d, "cpl"), "PL3");
    assert!(d.diagnostics.is_empty(), "{:?}", d.diagnostics);
}

/// Table 3-6: a PMC4 programmed like CPU_OP_CYCLES (es 0x12) at privilege level 3 only, user
/// monitor, Itanium instructions only, interrupting on overflow.
#[test]
fn pmc4_golden_decode_and_encode() {
    let m = montecito();
    let pmc4 = reg("PMC4");
    let value = 0b1000 | 1 << 5 | 0x12 << 8 | 0b10 << 24;
    assert_eq!(value, 0x0200_1228);
    let d = decode::decode(m, pmc4, value);
    assert_eq!(d.get("plm"), Some(0b1000));
    assert_eq!(d.get("ev"), Some(0));
    assert_eq!(d.get("oi"), Some(1));
    assert_eq!(d.get("pm"), Some(0));
    assert_eq!(d.get("es"), Some(0x12));
    assert_eq!(d.get("umask"), Some(0));
    assert_eq!(d.get("threshold"), Some(0));
    assert_eq!(d.get("ism"), Some(2));
    assert_eq!(d.get("all"), Some(0));
    assert_eq!(d.get("MESI"), Some(0));
    assert_eq!(meaning(&d, "plm"), "PL3");
    assert_eq!(meaning(&d, "oi"), "on");
    assert_eq!(meaning(&d, "ism"), "Itanium architecture only");
    // es and umask meanings come from the event catalogue; nothing else may complain.
    let others: Vec<_> = d
        .diagnostics
        .iter()
        .filter(|x| !matches!(x.field, Some("es" | "umask")))
        .collect();
    assert!(others.is_empty(), "{others:?}");

    let encoded = decode::encode(
        m,
        pmc4,
        &[
            ("es", "0x12"),
            ("plm", "PL3"),
            ("oi", "1"),
            ("ism", "Itanium architecture only"),
        ],
    )
    .expect("encodes");
    assert_eq!(encoded, value);

    assert_eq!(pmc4.controls, Some("PMD4"));
    assert_eq!(pmc4.group, "Generic counters (duplicated, PMC/PMD4-9)");
    assert_eq!(
        pmc4.field("es").map(|f| f.encodings),
        Some(Encodings::EventSelect)
    );
    assert_eq!(
        pmc4.field("umask").map(|f| f.encodings),
        Some(Encodings::EventMask { select: "es" })
    );
}

/// Section 3.3.12: only oi and ev are defined at reset; the other PMC4-15 fields are undefined.
#[test]
fn pmc4_to_15_reset_defines_only_oi_and_ev() {
    for i in 4..=15 {
        let r = reg(&format!("PMC{i}"));
        for f in r.fields {
            let defined = matches!(f.name, "oi" | "ev");
            assert_eq!(f.reset.is_some(), defined, "PMC{i}.{}", f.name);
        }
        assert_eq!(r.reset_value(), 0);
    }
}

/// Table 3-6: .all (bit 26) applies only to the duplicated counters; PMC10-15 keep the bit and
/// say it is not applicable.
#[test]
fn all_bit_on_duplicated_and_banked_counters() {
    for i in 4..=15 {
        let r = reg(&format!("PMC{i}"));
        let all = r.field("all").expect("all");
        assert_eq!(all.bits_text(), "26");
        assert_eq!(r.controls.map(str::to_string), Some(format!("PMD{i}")));
        if i <= 9 {
            assert_eq!(r.group, "Generic counters (duplicated, PMC/PMD4-9)");
            assert!(all.description.contains("both threads"));
        } else {
            assert_eq!(r.group, "Generic counters (banked, PMC/PMD10-15)");
            assert!(all.description.contains("not applicable"));
        }
    }
}

/// Table 3-7: a PMD preloaded with 2^47 - 100 reads back sign extended from bit 46.
#[test]
fn pmd4_reads_sign_extended_from_bit_46() {
    let pmd4 = reg("PMD4");
    let stored = (1u64 << 47) - 100;
    let read = decode::software_read(pmd4, stored, &NoContext);
    assert_eq!(read, 0xffff_ffff_ffff_ff9c);
    assert_eq!(read >> 47, (1 << 17) - 1, "bits 63:47 all 1");

    let d = decode::decode(montecito(), pmd4, read);
    assert_eq!(d.get("count"), Some(stored));
    assert_eq!(d.get("ov"), Some(1));
    assert_eq!(d.get("sxt47"), Some(0xffff));

    // A small count reads with bits 63:47 clear.
    assert_eq!(decode::software_read(pmd4, 5, &NoContext), 5);

    // The stored value itself is not sign extended, which decode points out.
    let raw = decode::decode(montecito(), pmd4, stored);
    assert!(raw
        .diagnostics
        .iter()
        .any(|x| x.kind == DiagKind::NotSignExtended && x.field == Some("sxt47")));
}

/// Table 3-7: software must always write 0 to ov; writes to sxt47 are ignored.
#[test]
fn pmd4_write_of_ov_is_reported_and_not_stored() {
    let pmd4 = reg("PMD4");
    let out = decode::software_write(pmd4, 0, 1 << 47 | 7, &NoContext);
    assert_eq!(out.value, 7);
    assert!(out
        .notes
        .iter()
        .any(|n| n.kind == DiagKind::MustBeZero && n.field == Some("ov")));

    let out = decode::software_write(pmd4, 0, 0xffff_0000_0000_0005, &NoContext);
    assert_eq!(out.value, 5);
    assert!(out.notes.is_empty(), "{:?}", out.notes);

    let ov = pmd4.field("ov").expect("ov");
    assert_eq!(ov.access, Access::WriteZero { reads_bit: 46 });
    let sxt = pmd4.field("sxt47").expect("sxt47");
    assert_eq!(sxt.access, Access::SignExtend { bit: 46 });
    assert_eq!(pmd4.field("count").map(|f| f.width()), Some(47));
}

/// Table 3-8: PMC0.fr at bit 0, one sticky overflow bit per counter at bits 15:4.
#[test]
fn pmc0_freeze_and_overflow_bits() {
    let m = montecito();
    let pmc0 = reg("PMC0");
    assert_eq!(pmc0.reset_value(), 0);
    for n in 4..=15u8 {
        let f = pmc0.field(&format!("ov{n}")).expect("ovN");
        assert_eq!((f.bits[0].hi, f.bits[0].lo), (n, n));
        assert_eq!(f.access, Access::Sticky);
        assert_eq!(f.reset, Some(0));
    }
    let value = 1 | 1 << 4 | 1 << 15;
    let d = decode::decode(m, pmc0, value);
    assert_eq!(d.get("fr"), Some(1));
    assert_eq!(meaning(&d, "fr"), "frozen");
    assert_eq!(d.get("ov4"), Some(1));
    assert_eq!(d.get("ov5"), Some(0));
    assert_eq!(d.get("ov15"), Some(1));
    assert!(d.diagnostics.is_empty(), "{:?}", d.diagnostics);

    // Ignored bits 3:1 and 63:16 do not store; the populated bits do.
    let out = decode::software_write(pmc0, 0, value | 0b1110 | 1 << 40, &NoContext);
    assert_eq!(out.value, value);
    assert_eq!(decode::software_read(pmc0, out.value, &NoContext), value);

    // Software clears the overflow bits by writing 0.
    assert_eq!(decode::software_write(pmc0, value, 0, &NoContext).value, 0);
}

/// Table 3-8: PMC1, PMC2 and PMC3 are all ignored bits.
#[test]
fn pmc1_to_3_are_entirely_ignored() {
    for name in ["PMC1", "PMC2", "PMC3"] {
        let r = reg(name);
        assert_eq!(r.fields.len(), 1);
        assert_eq!(r.fields[0].access, Access::Ignored);
        assert_eq!(r.fields[0].bits_text(), "63:0");
        assert_eq!(decode::software_read(r, u64::MAX, &NoContext), 0);
        assert_eq!(decode::software_write(r, 0, u64::MAX, &NoContext).value, 0);
        let d = decode::decode(montecito(), r, 1);
        assert!(d.diagnostics.iter().any(|x| x.kind == DiagKind::ReservedSet));
    }
}

/// Tables 3-27 and 3-31: PMD48 decodes as an ETB entry when PMC42.mode is 000 and as an IP-EAR
/// entry when it is 1xx.
#[test]
fn pmd48_in_etb_and_ip_ear_modes() {
    let m = montecito();
    let pmd48 = reg("PMD48");
    // Source entry: bundle address 0x400000000001234, slot 2, mispredicted.
    let raw = 0x0400_0000_0000_1234u64 << 4 | 0b10 << 2 | 1 << 1 | 1;
    assert_eq!(raw, 0x4000_0000_0001_234b);

    let etb = decode::decode_with(m, pmd48, raw, &ctx_with("PMC42", "mode", 0));
    assert_eq!(active(&etb), ["s", "mp", "slot", "address"]);
    assert_eq!(etb.get("s"), Some(1));
    assert_eq!(meaning(&etb, "s"), "source");
    assert_eq!(etb.get("mp"), Some(1));
    assert_eq!(etb.get("slot"), Some(2));
    assert_eq!(meaning(&etb, "slot"), "slot 2");
    assert_eq!(etb.get("address"), Some(0x0400_0000_0000_1234));
    assert_eq!(etb.get("IP"), None);
    assert!(etb.diagnostics.is_empty(), "{:?}", etb.diagnostics);

    let ip_ear = decode::decode_with(m, pmd48, raw, &ctx_with("PMC42", "mode", 4));
    assert_eq!(active(&ip_ear), ["delay", "IP", "cycl"]);
    assert_eq!(ip_ear.get("delay"), Some(0x4b));
    assert_eq!(ip_ear.get("IP"), Some(0x123));
    assert_eq!(ip_ear.get("cycl"), Some(4));
    assert_eq!(ip_ear.get("s"), None);
    assert!(ip_ear.diagnostics.is_empty(), "{:?}", ip_ear.diagnostics);

    // A context that answers only "PMC42.mode" settles the mode on its own.
    let only_field = |name: &str| if name == "PMC42.mode" { Some(4) } else { None };
    let d = decode::decode_with(m, pmd48, raw, &only_field);
    assert_eq!(active(&d), ["delay", "IP", "cycl"]);

    // A machine-aware context reads the field out of PMC42's whole value (mode is 4 = 0b100).
    let pmc42 = m.register("PMC42").expect("PMC42");
    let pmc42_value = pmc42.field("mode").expect("mode").set(0, 4);
    let ctx = decode::MachineContext {
        machine: m,
        values: move |name: &str| (name == "PMC42").then_some(pmc42_value),
    };
    let d = decode::decode_with(m, pmd48, raw, &ctx);
    assert_eq!(active(&d), ["delay", "IP", "cycl"]);

    // An undefined mode (001) leaves the bits to no field.
    let odd = decode::decode_with(m, pmd48, raw, &ctx_with("PMC42", "mode", 1));
    assert!(active(&odd).is_empty());
    assert!(odd.diagnostics.iter().any(|x| x.kind == DiagKind::ReservedSet));

    // Without context both layouts are shown, neither marked active.
    let unknown = decode::decode(m, pmd48, raw);
    assert!(unknown.fields.iter().all(|f| f.active.is_none()));
}

/// Tables 3-29 and 3-33: PMD39 holds one nibble per entry, PMD48 at 3:0, PMD56 at 7:4, ...,
/// PMD63 at 63:60, with ETB or IP-EAR meaning.
#[test]
fn pmd39_nibbles_follow_the_entry_order_and_the_mode() {
    let m = montecito();
    let pmd39 = reg("PMD39");
    let bits = |name: &str| {
        pmd39
            .fields
            .iter()
            .find(|f| f.name == name)
            .map(|f| f.bits_text())
            .unwrap_or_else(|| panic!("PMD39.{name}"))
    };
    assert_eq!(bits("pmd48_b1"), "0");
    assert_eq!(bits("pmd48_brflush"), "1");
    assert_eq!(bits("pmd48_ig"), "3:2");
    assert_eq!(bits("pmd56_b1"), "4");
    assert_eq!(bits("pmd49_b1"), "8");
    assert_eq!(bits("pmd63_ig"), "63:62");
    assert_eq!(bits("pmd48_ef"), "0");
    assert_eq!(bits("pmd48_f"), "1");
    assert_eq!(bits("pmd48_cycl"), "3:2");
    assert_eq!(bits("pmd57_cycl"), "15:14");
    assert_eq!(bits("pmd63_cycl"), "63:62");

    // Entry PMD56: cycl high bits 11, flush, early freeze.
    let raw = 0b1111u64 << 4;
    let ip = decode::decode_with(m, pmd39, raw, &ctx_with("PMC42", "mode", 4));
    assert_eq!(ip.get("pmd56_cycl"), Some(0b11));
    assert_eq!(ip.get("pmd56_f"), Some(1));
    assert_eq!(ip.get("pmd56_ef"), Some(1));
    assert!(ip.diagnostics.is_empty(), "{:?}", ip.diagnostics);

    // The same bits in ETB mode: brflush and b1 set, and the ignored bits 7:6 are flagged.
    let etb = decode::decode_with(m, pmd39, raw, &ctx_with("PMC42", "mode", 0));
    assert_eq!(etb.get("pmd56_brflush"), Some(1));
    assert_eq!(etb.get("pmd56_b1"), Some(1));
    assert!(etb
        .diagnostics
        .iter()
        .any(|x| x.kind == DiagKind::ReservedSet && x.field == Some("pmd56_ig")));
}

/// Table 3-30: PMC42.mode 000 is the ETB, 100 the IP-EAR; other low values are undefined.
#[test]
fn pmc42_mode_encodings() {
    let m = montecito();
    let pmc42 = reg("PMC42");
    let d = decode::decode(m, pmc42, 0b100 << 8 | 200 << 11);
    assert_eq!(d.get("mode"), Some(4));
    assert_eq!(meaning(&d, "mode"), "IP-EAR");
    assert_eq!(d.get("delay"), Some(200));
    let d = decode::decode(m, pmc42, 0b001 << 8);
    assert!(d
        .diagnostics
        .iter()
        .any(|x| x.kind == DiagKind::UnknownEncoding && x.field == Some("mode")));
}

/// Tables 3-15, 3-16, 3-18: PMC37's umask is 12:5 in cache mode (ct = 1x) and 11:5 otherwise.
#[test]
fn pmc37_cache_and_tlb_layouts() {
    let m = montecito();
    let pmc37 = reg("PMC37");

    // Cache mode, threshold >= 4 (umask 11111111): bit 12 is umask bit 7.
    let cache = 0xffu64 << 5 | 1 << 13;
    let d = decode::decode(m, pmc37, cache);
    assert_eq!(active(&d), ["ct", "plm", "pm", "umask", "rsv", "ignored"]);
    assert_eq!(d.get("umask"), Some(0xff));
    assert_eq!(meaning(&d, "umask"), ">=4");
    assert_eq!(d.get("ct"), Some(1));
    assert!(d.diagnostics.is_empty(), "{:?}", d.diagnostics);

    // 01xxxxxx: every L1 miss.
    let d = decode::decode(m, pmc37, 0b0101_0101 << 5 | 1 << 13);
    assert_eq!(meaning(&d, "umask"), ">0 (All L1 Misses)");
    // An unlisted threshold pattern is undefined.
    let d = decode::decode(m, pmc37, 0b1010_1010 << 5 | 1 << 13);
    assert!(d
        .diagnostics
        .iter()
        .any(|x| x.kind == DiagKind::UnknownEncoding && x.field == Some("umask")));

    // TLB mode, all L1 ITLB misses.
    let d = decode::decode(m, pmc37, 0b111 << 5);
    assert_eq!(d.get("ct"), Some(0));
    assert_eq!(meaning(&d, "ct"), "TLB");
    assert_eq!(d.get("umask"), Some(0b111));
    assert_eq!(meaning(&d, "umask"), "ALL");

    // Encoding by name picks the field of the current mode.
    let v = decode::encode(m, pmc37, &[("ct", "2"), ("umask", ">=16")]).expect("encodes");
    assert_eq!(v, 0b1111_1100 << 5 | 1 << 13);
}

/// Tables 3-17 and 3-19: PMD34.stat reads by PMC37.ct.
#[test]
fn pmd34_stat_depends_on_pmc37_ct() {
    let m = montecito();
    let pmd34 = reg("PMD34");
    let raw = 0x1234_5678_9abc_dee0 | 0b10;
    let tlb = decode::decode_with(m, pmd34, raw, &ctx_with("PMC37", "ct", 0));
    assert_eq!(meaning(&tlb, "stat"), "VHPT");
    let cache = decode::decode_with(m, pmd34, raw, &ctx_with("PMC37", "ct", 2));
    assert_eq!(meaning(&cache, "stat"), "invalid");
    assert_eq!(cache.get("cache_line_address"), Some(raw >> 5));
}

/// Tables 3-22, 3-24, 3-25: PMD33 reads by PMC40.mode.
#[test]
fn pmd33_depends_on_pmc40_mode() {
    let m = montecito();
    let pmd33 = reg("PMD33");
    let raw = 0b10 << 14 | 1 << 13 | 300;
    let tlb = decode::decode_with(m, pmd33, raw, &ctx_with("PMC40", "mode", 1));
    assert_eq!(meaning(&tlb, "stat"), "VHPT");
    assert_eq!(tlb.get("overflow"), None);
    assert_eq!(tlb.get("ov"), Some(1));
    let cache = decode::decode_with(m, pmd33, raw, &ctx_with("PMC40", "mode", 0));
    assert_eq!(cache.get("latency"), Some(300));
    assert_eq!(cache.get("overflow"), Some(1));
    // Only 00 and 01 are defined status values outside TLB mode.
    assert!(cache
        .diagnostics
        .iter()
        .any(|x| x.kind == DiagKind::UnknownEncoding && x.field == Some("stat")));
}

/// Table 3-20: PMC40's umask is a latency threshold in cache mode and a TLB mask in TLB mode.
#[test]
fn pmc40_umask_by_mode() {
    let m = montecito();
    let pmc40 = reg("PMC40");
    let d = decode::decode(m, pmc40, 0b0011 << 16 | 0b10 << 24);
    assert_eq!(meaning(&d, "umask"), ">=32");
    let d = decode::decode(m, pmc40, 0b1110 << 16 | 0b01 << 7 | 0b10 << 24);
    assert_eq!(meaning(&d, "mode"), "TLB");
    assert_eq!(meaning(&d, "umask"), "ALL");
}

/// Section 3.3.12 and Tables 3-10..3-14: the predetermined values.
#[test]
fn reset_and_predetermined_values() {
    let m = montecito();
    assert_eq!(reg("PMC38").reset_value(), 0xdb6);
    assert_eq!(reg("PMC41").reset_value(), 0x2078_fefe_fefe);
    assert_eq!(reg("PMC32").reset_value(), 0x030f_01ff_ffff_ffff);
    assert_eq!(reg("PMC34").reset_value(), 0x030f_01ff_ffff_ffff);
    assert_eq!(reg("PMC33").reset_value(), 0x1ff_ffff_ffff);
    assert_eq!(reg("PMC36").reset_value(), 0xffff_fff0);

    for (name, value) in [("PMC38", 0xdb6u64), ("PMC41", 0x2078_fefe_fefe)] {
        let d = decode::decode(m, reg(name), value);
        assert!(d.diagnostics.is_empty(), "{name}: {:?}", d.diagnostics);
        // Zero is not the predetermined value: the unlisted bits complain.
        let d = decode::decode(m, reg(name), 0);
        assert!(
            d.diagnostics.iter().any(|x| x.kind == DiagKind::UnknownEncoding),
            "{name}"
        );
    }
    let d = decode::decode(m, reg("PMC41"), 0x2078_fefe_fefe);
    assert_eq!(meaning(&d, "cfgdtag0"), "none");
    assert_eq!(d.get("en_dbrp0"), Some(1));
}

/// Section 3.3.12 (seed 003 L1806): PAL initialises "PMC36 = 0xfffff0", so its rsv field
/// (bits 31:4) holds 0xfffff, the value named "PAL value"; the channel bits 3:0 are zero.
#[test]
fn pmc36_pal_value() {
    let m = montecito();
    let d = decode::decode(m, reg("PMC36"), 0xff_fff0);
    assert_eq!(d.get("rsv"), Some(0xf_ffff));
    assert_eq!(meaning(&d, "rsv"), "PAL value");
    assert!(d.diagnostics.is_empty(), "{:?}", d.diagnostics);
    assert_eq!(
        decode::encode(m, reg("PMC36"), &[("rsv", "PAL value")]),
        Ok(0xff_fff0)
    );
}

#[test]
fn encode_errors_name_the_field() {
    let m = montecito();
    let pmc4 = reg("PMC4");
    match decode::encode(m, pmc4, &[("bogus", "1")]) {
        Err(EncodeError::UnknownField { field, known, .. }) => {
            assert_eq!(field, "bogus");
            assert!(known.contains("threshold"));
            assert!(!known.contains("ig_7"), "ignored fields are not offered: {known}");
        }
        other => panic!("{other:?}"),
    }
    match decode::encode(m, pmc4, &[("threshold", "8")]) {
        Err(EncodeError::TooWide {
            field, width, max, ..
        }) => {
            assert_eq!((field, width, max), ("threshold", 3, 7));
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        decode::encode(m, pmc4, &[("ism", "x86")]),
        Err(EncodeError::BadValue { field: "ism", .. })
    ));
    match decode::encode(m, reg("PMD4"), &[("count", "0x800000000000")]) {
        Err(EncodeError::TooWide { field, width, .. }) => {
            assert_eq!((field, width), ("count", 47));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        decode::encode(m, reg("PMD4"), &[("count", "0x7fffffffffff")]),
        Ok(0x7fff_ffff_ffff)
    );
}
