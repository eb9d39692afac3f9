//! The JavaScript boundary in headless Chromium: the `Explorer` API (write, step, read, errors
//! as exceptions with clear messages) and `mount` (widgets, inline errors for bad options, no
//! markup from options ever inserted).

#![cfg(target_arch = "wasm32")]

use pmu_ui::js::explorer::Explorer;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn message(e: wasm_bindgen::JsError) -> String {
    let v: JsValue = e.into();
    v.dyn_into::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .unwrap_or_default()
}

/// The message of a call that must fail.
fn err<T>(r: Result<T, wasm_bindgen::JsError>) -> String {
    match r {
        Ok(_) => panic!("expected an exception"),
        Err(e) => message(e),
    }
}

fn big(v: u64) -> JsValue {
    js_sys::BigInt::from(v).into()
}

fn get(o: &JsValue, k: &str) -> JsValue {
    js_sys::Reflect::get(o, &JsValue::from_str(k)).expect("property")
}

#[wasm_bindgen_test]
fn explorer_writes_steps_and_reads_like_the_model() {
    let mut t4 = Explorer::new("sparc-t4", JsValue::from(1), None).expect("explorer");
    t4.write("PIC0", big(0xffff_fff0), None).expect("write PIC0");
    let fields = js_sys::Object::new();
    js_sys::Reflect::set(&fields, &"sl".into(), &JsValue::from(26)).expect("set");
    js_sys::Reflect::set(&fields, &"ut".into(), &JsValue::from(1)).expect("set");
    js_sys::Reflect::set(&fields, &"st".into(), &JsValue::from(1)).expect("set");
    js_sys::Reflect::set(&fields, &"ht".into(), &JsValue::from(1)).expect("set");
    let w = t4.write("PCR0", fields.into(), None).expect("write PCR0");
    assert_eq!(
        get(&w, "value").as_string().as_deref(),
        Some("0x000000000000d01c")
    );
    let ran = t4.run(JsValue::from(20)).expect("run");
    assert_eq!(get(&ran, "cycles").as_f64(), Some(20.0));
    // seed 000 TABLE 10-1: the PIC wraps from 2^32-1 to 0 and ov is set.
    assert_eq!(
        t4.read_hex("PIC0", None).expect("read"),
        Some("0x0000000000000004".into())
    );
    let pcr = t4.read("PCR0", None).expect("read");
    assert!(pcr.is_bigint());
    assert_eq!(
        t4.read_hex("PCR0", None).expect("read"),
        Some("0x000000000000d01d".into())
    );
    let log = t4.log();
    let first = js_sys::Array::from(&log).get(0);
    assert_eq!(get(&first, "kind").as_string().as_deref(), Some("overflow"));
    let state = t4.state();
    assert_eq!(get(&state, "cycle").as_f64(), Some(20.0));
    assert_eq!(
        get(&get(&state, "registers"), "PIC0").as_string().as_deref(),
        Some("0x0000000000000004")
    );
    // A user-mode read with picnpt = 1 traps: null, and the trap is in the log.
    let f = js_sys::Object::new();
    js_sys::Reflect::set(&f, &"picnpt".into(), &JsValue::from(1)).expect("set");
    t4.write("PCR0", f.into(), None).expect("write");
    t4.set_mode(JsValue::from_str("user"), None).expect("mode");
    assert!(t4.read("PIC0", None).expect("read").is_null());
}

#[wasm_bindgen_test]
fn explorer_errors_are_exceptions_that_name_the_argument() {
    assert!(err(Explorer::new("vax", JsValue::from(1), None)).contains("vax"));
    let mut t4 = Explorer::new("sparc-t4", JsValue::UNDEFINED, None).expect("explorer");
    let before = t4.state();
    assert!(err(t4.write("PCR9", JsValue::from(0), None)).contains("PCR9"));
    assert!(err(t4.write("PCR0", JsValue::from_str("0xZZ"), None)).contains("0xZZ"));
    assert!(err(t4.write("PCR0", JsValue::from(-1), None)).contains("non-negative"));
    let f = js_sys::Object::new();
    js_sys::Reflect::set(&f, &"sl".into(), &JsValue::from(40)).expect("set");
    assert!(err(t4.write("PCR0", f.into(), None)).contains("sl"));
    assert!(err(t4.run_until("forever", JsValue::UNDEFINED)).contains("forever"));
    assert!(err(t4.set_mode(JsValue::from_str("godmode"), None)).contains("godmode"));
    assert!(err(t4.run(JsValue::from_str("many"))).contains("cycles"));
    assert!(
        err(t4.hypercall("KT_GET_PERFREG", js_sys::Array::of1(&JsValue::from(0)), None))
            .contains("hypercalls are for sparc-kt")
    );
    // Nothing changed.
    assert_eq!(
        js_sys::JSON::stringify(&t4.state()).expect("json"),
        js_sys::JSON::stringify(&before).expect("json")
    );
}

/// The typed boundary (serde-wasm-bindgen): 64-bit arguments as BigInt, number or string;
/// field values by name; errors that name the argument and the field; results as plain
/// objects whose 64-bit numbers are numbers while exact and BigInts when one is not.
#[wasm_bindgen_test]
fn values_cross_as_typed_serde_values() {
    let mut t4 = Explorer::new("sparc-t4", JsValue::from_str("0x10"), None).expect("explorer");
    assert_eq!(get(&t4.state(), "seed").as_f64(), Some(16.0));
    let fields = js_sys::Object::new();
    js_sys::Reflect::set(&fields, &"sl".into(), &big(26)).expect("set");
    js_sys::Reflect::set(&fields, &"ut".into(), &JsValue::from_str("1")).expect("set");
    let w = t4
        .write("PCR0", fields.into(), None)
        .expect("fields as BigInt and text");
    assert_eq!(
        get(&w, "value").as_string().as_deref(),
        Some("0x000000000000d004")
    );
    assert!(js_sys::Array::is_array(&get(&w, "notes")));
    let bad = js_sys::Object::new();
    js_sys::Reflect::set(&bad, &"sl".into(), &JsValue::from(1.5)).expect("set");
    let e = err(t4.write("PCR0", bad.into(), None));
    assert!(
        e.contains("value for PCR0") && e.contains("field sl") && e.contains("1.5"),
        "{e}"
    );
    let e = err(t4.write("PCR0", JsValue::TRUE, None));
    assert!(e.contains("value for PCR0"), "{e}");
    let e = err(t4.run(JsValue::from(-5)));
    assert!(e.starts_with("cycles:") && e.contains("non-negative"), "{e}");
    let ran = t4.run(big(1 << 40)).expect("run 2^40 cycles");
    assert_eq!(get(&ran, "cycles").as_f64(), Some((1u64 << 40) as f64));
    assert_eq!(get(&ran, "stopped").as_string().as_deref(), Some("cycles"));
    // A seed beyond 2^53 is a BigInt, exactly; the other numbers stay numbers.
    let huge = Explorer::new("sparc-t4", big(u64::MAX), None).expect("explorer");
    let state = huge.state();
    assert_eq!(get(&state, "seed"), big(u64::MAX));
    assert_eq!(get(&state, "cycle").as_f64(), Some(0.0));
    let thread0 = js_sys::Array::from(&get(&state, "threads")).get(0);
    assert_eq!(get(&thread0, "thread").as_f64(), Some(0.0));
    let mode = js_sys::Object::new();
    js_sys::Reflect::set(&mode, &"cpl".into(), &JsValue::from(7)).expect("set");
    let mut mt = Explorer::new("montecito", JsValue::UNDEFINED, None).expect("montecito");
    let e = err(mt.set_mode(mode.into(), None));
    assert!(e.contains("mode") && e.contains("cpl: 7"), "{e}");
    let psr = js_sys::Object::new();
    js_sys::Reflect::set(&psr, &"up".into(), &JsValue::from(1)).expect("set");
    let mode = js_sys::Object::new();
    js_sys::Reflect::set(&mode, &"cpl".into(), &JsValue::from(0)).expect("set");
    js_sys::Reflect::set(&mode, &"psr".into(), &psr).expect("set");
    mt.set_mode(mode.into(), Some(1)).expect("psr: {up}");
    let threads = js_sys::Array::from(&get(&mt.state(), "threads"));
    assert_eq!(threads.length(), 2, "montecito's default: two threads");
    let m1 = get(&threads.get(1), "mode");
    assert_eq!(
        get(&get(&m1, "psr"), "up").as_bool(),
        Some(true),
        "thread 1 has PSR.up"
    );
}

#[wasm_bindgen_test]
fn explorer_drives_kt_hypercalls_and_montecito_modes() {
    let mut kt = Explorer::new("sparc-kt", JsValue::from(1), None).expect("kt");
    kt.set_mode(JsValue::from_str("privileged"), None).expect("mode");
    let args = js_sys::Array::of2(&JsValue::from(26), &JsValue::from(0));
    let r = kt.hypercall("KT_GET_PERFREG", args, None).expect("call");
    assert_eq!(get(&r, "status").as_string().as_deref(), Some("EINVAL"));
    let mut mt = Explorer::new("montecito", JsValue::from(1), None).expect("montecito");
    let mode = js_sys::Object::new();
    js_sys::Reflect::set(&mode, &"cpl".into(), &JsValue::from(3)).expect("set");
    js_sys::Reflect::set(&mode, &"up".into(), &JsValue::TRUE).expect("set");
    mt.set_mode(mode.into(), None).expect("mode");
    mt.write("PMC4", JsValue::from_str("0x02001208"), None)
        .expect("write");
    mt.run_until("thread_switch", JsValue::UNDEFINED).expect("run");
    let log = js_sys::Array::from(&mt.log());
    assert!(log
        .iter()
        .any(|e| get(&e, "kind").as_string().as_deref() == Some("thread_switch")));
}

/// `why`: a Montecito PMC4 counting CPU_OP_CYCLES (plm 15, PSR.up 1, ism 0) does not
/// count and the unmet gate names PMC4.ism in the manual's words; a bad counter is an
/// exception naming it.
#[wasm_bindgen_test]
fn explorer_says_why_a_counter_does_not_count() {
    let mut mt = Explorer::new("montecito", JsValue::from(1), None).expect("montecito");
    let mode = js_sys::Object::new();
    js_sys::Reflect::set(&mode, &"cpl".into(), &JsValue::from(3)).expect("set");
    js_sys::Reflect::set(&mode, &"up".into(), &JsValue::TRUE).expect("set");
    mt.set_mode(mode.into(), None).expect("mode");
    mt.write("PMC4", JsValue::from_str("0x120f"), None)
        .expect("write");
    let why = mt.why("PMD4", None).expect("why");
    assert_eq!(get(&why, "programmed"), JsValue::TRUE);
    assert_eq!(get(&why, "counting"), JsValue::FALSE);
    let gates = js_sys::Array::from(&get(&why, "gates"));
    let ism = gates
        .iter()
        .find(|g| {
            get(g, "met") == JsValue::FALSE
                && js_sys::Array::from(&get(g, "fields"))
                    .get(0)
                    .as_string()
                    .as_deref()
                    == Some("PMC4.ism")
        })
        .expect("an unmet ism gate");
    let source = get(&ism, "source").as_string().unwrap_or_default();
    assert!(
        source.contains("Montecito manual") && !source.contains("seed 003"),
        "{source}"
    );
    assert!(err(mt.why("PMD99", None)).contains("PMD99"));
    assert!(err(mt.why("PMD4", Some(5))).contains("thread"));
}

/// The explorer's state and log as text, for comparing two explorers.
fn snapshot(e: &Explorer) -> String {
    let text = |v: &JsValue| String::from(js_sys::JSON::stringify(v).expect("json"));
    format!("{} {}", text(&e.state()), text(&e.log()))
}

/// The calls of a short T4 session; the first `n` of them applied to `e`.
fn t4_calls(e: &mut Explorer, n: usize) {
    let fields = js_sys::Object::new();
    for (k, v) in [("sl", 26), ("ut", 1), ("st", 1), ("ht", 1), ("toe", 1)] {
        js_sys::Reflect::set(&fields, &k.into(), &JsValue::from(v)).expect("set");
    }
    for call in 0..n.min(7) {
        match call {
            0 => drop(e.write("PIC0", big(0xffff_fff0), None).expect("write")),
            1 => drop(e.write("PCR0", fields.clone().into(), None).expect("write")),
            2 | 3 => drop(e.run(JsValue::from(10)).expect("run")),
            4 => e.set_mode(JsValue::from_str("user"), None).expect("mode"),
            5 => drop(e.read("PIC0", None).expect("read")),
            _ => drop(e.run_until("overflow", big(1 << 34)).expect("run")),
        }
    }
}

/// Time travel through the JavaScript API: each call is a step; `back()`, `forward()` and
/// `goto(i)` give, bit for bit, the state and log that replaying the first calls from scratch
/// gives; `history()` describes the steps; a call after going back cuts the future.
#[wasm_bindgen_test]
fn back_forward_and_goto_give_what_replaying_gives() {
    let fresh = |n| {
        let mut e = Explorer::new("sparc-t4", JsValue::from(3), None).expect("explorer");
        t4_calls(&mut e, n);
        snapshot(&e)
    };
    let mut t4 = Explorer::new("sparc-t4", JsValue::from(3), None).expect("explorer");
    t4_calls(&mut t4, 7);
    let end = snapshot(&t4);
    let h = t4.history();
    assert_eq!(get(&h, "length").as_f64(), Some(7.0));
    assert_eq!(get(&h, "position").as_f64(), Some(7.0));
    let steps = js_sys::Array::from(&get(&h, "steps"));
    let wrap = steps.get(3);
    assert_eq!(get(&wrap, "kind").as_string().as_deref(), Some("run"));
    assert_eq!(get(&wrap, "toCycle").as_f64(), Some(20.0));
    assert_eq!(get(&get(&wrap, "events"), "overflows").as_f64(), Some(1.0));
    let write = js_sys::Array::from(&get(&steps.get(1), "actions")).get(0);
    assert!(get(&write, "write").is_object(), "actions are scenario steps");
    for _ in 0..3 {
        assert!(t4.back());
    }
    assert_eq!(snapshot(&t4), fresh(4));
    for _ in 0..3 {
        assert!(t4.forward());
    }
    assert!(!t4.forward(), "at the end");
    assert_eq!(snapshot(&t4), end);
    for i in [0usize, 2, 5, 7, 1] {
        t4.goto(JsValue::from(i as u32)).expect("goto");
        assert_eq!(snapshot(&t4), fresh(i), "goto({i})");
    }
    assert!(t4.back());
    assert!(!t4.back(), "at the start");
    assert!(err(t4.goto(JsValue::from(8))).contains("index: 8"));
    // A call after going back cuts the steps after it.
    t4.goto(JsValue::from(2)).expect("goto");
    t4.run(JsValue::from(5)).expect("run");
    assert_eq!(get(&t4.history(), "length").as_f64(), Some(3.0));
    assert!(!t4.forward());
}

async fn settle() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .expect("window")
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 30)
            .expect("timeout");
    });
    wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .expect("timer");
}

fn element() -> web_sys::Element {
    let doc = web_sys::window().expect("window").document().expect("document");
    let div = doc.create_element("div").expect("div");
    doc.body().expect("body").append_child(&div).expect("append");
    div
}

fn options(pairs: &[(&str, &str)]) -> JsValue {
    let o = js_sys::Object::new();
    for (k, v) in pairs {
        js_sys::Reflect::set(&o, &(*k).into(), &(*v).into()).expect("set");
    }
    o.into()
}

#[wasm_bindgen_test]
async fn widgets_mount_independently_and_bad_options_show_inline_errors() {
    let a = element();
    let b = element();
    let _ha = pmu_ui::mount(
        a.clone(),
        options(&[("machine", "sparc-t4"), ("register", "PCR0"), ("value", "0x8018")]),
    );
    let _hb = pmu_ui::mount(
        b.clone(),
        options(&[("machine", "sparc-t4"), ("register", "PCR0")]),
    );
    settle().await;
    let value = |e: &web_sys::Element| {
        e.query_selector("[data-testid=reg-value-PCR0]")
            .expect("sel")
            .expect("value")
            .text_content()
            .unwrap_or_default()
    };
    assert_eq!(value(&a), "0x0000000000008018");
    assert_eq!(value(&b), "0x0000000000000000");
    let toggle: web_sys::HtmlElement = b
        .query_selector("[data-testid=field-PCR0-ut]")
        .expect("sel")
        .expect("ut")
        .dyn_into()
        .expect("html");
    toggle.click();
    settle().await;
    assert_eq!(value(&b), "0x0000000000000004");
    assert_eq!(value(&a), "0x0000000000008018", "the other widget did not change");

    // Hostile options: an inline error, and no element made from the markup.
    let c = element();
    let _hc = pmu_ui::mount(
        c.clone(),
        options(&[
            ("machine", "sparc-t4"),
            ("register", "<img src=x onerror=alert(1)><script>1</script>"),
            ("view", "bogus"),
        ]),
    );
    settle().await;
    let error = c
        .query_selector("[data-testid=widget-error]")
        .expect("sel")
        .expect("error");
    let text = error.text_content().unwrap_or_default();
    assert!(
        text.contains("register:") && text.contains("<img src=x"),
        "{text}"
    );
    assert!(text.contains("view:"), "{text}");
    assert!(
        c.query_selector("img, script").expect("sel").is_none(),
        "no injected element"
    );
    let d = element();
    let _hd = pmu_ui::mount(d.clone(), options(&[("machine", "vax")]));
    settle().await;
    assert!(d.text_content().unwrap_or_default().contains("unknown machine"));
}

/// `mount` options as typed values: a BigInt value and a number thread are read as their
/// text; an object where text belongs is an inline error naming the option.
#[wasm_bindgen_test]
async fn widget_options_are_typed_values() {
    let a = element();
    let o = js_sys::Object::new();
    js_sys::Reflect::set(&o, &"register".into(), &"PCR0".into()).expect("set");
    js_sys::Reflect::set(&o, &"value".into(), &big(0x8018)).expect("set");
    js_sys::Reflect::set(&o, &"thread".into(), &JsValue::from(3)).expect("set");
    let _ha = pmu_ui::mount(a.clone(), o.into());
    settle().await;
    let shown = a
        .query_selector("[data-testid=reg-value-PCR0]")
        .expect("sel")
        .expect("the PCR0 widget")
        .text_content()
        .unwrap_or_default();
    assert_eq!(shown, "0x0000000000008018");
    let b = element();
    let o = js_sys::Object::new();
    js_sys::Reflect::set(&o, &"register".into(), &js_sys::Object::new()).expect("set");
    js_sys::Reflect::set(&o, &"thread".into(), &JsValue::from(200)).expect("set");
    // NaN has no JSON form (serde would read it as no option at all): it is a mistake too.
    js_sys::Reflect::set(&o, &"seed".into(), &JsValue::from(f64::NAN)).expect("set");
    let _hb = pmu_ui::mount(b.clone(), o.into());
    settle().await;
    let text = b.text_content().unwrap_or_default();
    assert!(
        text.contains("register: expected a string, a finite number or a boolean"),
        "{text}"
    );
    assert!(
        text.contains("seed: expected a string, a finite number or a boolean"),
        "{text}"
    );
    assert!(
        text.contains("thread: \"200\" is not a strand of sparc-t4 (0-63)"),
        "{text}"
    );
}

fn string(o: &JsValue, k: &str) -> String {
    get(o, k).as_string().unwrap_or_default()
}

/// Import then export then import on each machine: the export's line programs the same
/// registers as the first import (the examples of docs/interop.md).
#[wasm_bindgen_test]
fn import_then_export_round_trips_on_each_machine() {
    for (machine, text) in [
        ("sparc-t4", "perf stat -e r6800000:u"),
        ("sparc-t4", "cputrack -c pic0=Instr_ld,pic1=DC_miss_nospec"),
        ("sparc-kt", "cputrack -c pic0=Instr_ld,pic1=DC_miss"),
        ("montecito", "pfmon -e BUS_RD_INVAL_BST_HITM_ANY"),
    ] {
        let mut first = Explorer::new(machine, JsValue::from(1), None).expect("explorer");
        let imported = first
            .import_text(text, None, None)
            .unwrap_or_else(|e| panic!("{machine}: {text}: {}", message(e)));
        // Imported in the mode the machine starts in; read back where software may read.
        let read_mode = machine
            .starts_with("sparc")
            .then(|| JsValue::from_str("hyperprivileged"));
        if let Some(m) = &read_mode {
            first.set_mode(m.clone(), None).expect("mode");
        }
        let writes = js_sys::Array::from(&get(&imported, "writes"));
        assert!(writes.length() > 0, "{machine}: {text} writes registers");
        for w in writes.iter() {
            let reg = string(&w, "reg");
            assert_eq!(
                first.read_hex(&reg, None).expect("read"),
                Some(format!(
                    "{:#018x}",
                    u64::from_str_radix(string(&w, "value").trim_start_matches("0x"), 16).expect("hex")
                )),
                "{machine}: {text} applied {reg}"
            );
        }
        let exported = first.export(None, None).expect("export");
        let exports = js_sys::Array::from(&get(&exported, "exports"));
        assert!(exports.length() > 0, "{machine}: some tool exports");
        let mut round_trips = 0;
        for x in exports.iter() {
            let spec = get(&x, "spec");
            let Some(spec) = spec.as_string() else { continue };
            if js_sys::Array::from(&get(&x, "differences")).length() > 0 {
                continue;
            }
            let format = string(&x, "format");
            let mut second = Explorer::new(machine, JsValue::from(1), None).expect("explorer");
            second
                .import_text(&spec, Some(format.clone()), None)
                .unwrap_or_else(|e| {
                    panic!("{machine}: {text} exported as {format} '{spec}': {}", message(e))
                });
            if let Some(m) = &read_mode {
                second.set_mode(m.clone(), None).expect("mode");
            }
            for w in writes.iter() {
                let reg = string(&w, "reg");
                assert_eq!(
                    second.read_hex(&reg, None).expect("read"),
                    first.read_hex(&reg, None).expect("read"),
                    "{machine}: {text} exported as {format} '{spec}' gives back {reg}"
                );
            }
            round_trips += 1;
        }
        assert!(round_trips > 0, "{machine}: {text} round-trips through some tool");
    }
}

/// Bad texts and arguments are exceptions naming the bad part, and nothing is applied.
#[wasm_bindgen_test]
fn a_bad_import_names_the_bad_part_and_applies_nothing() {
    let mut t4 = Explorer::new("sparc-t4", JsValue::from(1), None).expect("explorer");
    let before = t4.read_hex("PCR0", None).expect("read");
    let e = err(t4.import_text("cputrack -c pic0=Instr_lod", None, None));
    assert!(e.contains("Instr_lod"), "{e}");
    let e = err(t4.import_text("r6800000:q", None, None));
    assert!(e.contains(":q") || e.contains("q"), "{e}");
    let e = err(t4.import_text("pfmon -e BUS_RD_INVAL_BST_HITM_ANY", None, None));
    assert!(e.contains("pfmon"), "{e}");
    let e = err(t4.import_text("r68", Some("perl".into()), None));
    assert!(e.starts_with("format:") && e.contains("perl"), "{e}");
    let e = err(t4.import_text("r6800000", None, Some(999)));
    assert!(e.starts_with("thread:"), "{e}");
    assert_eq!(
        t4.read_hex("PCR0", None).expect("read"),
        before,
        "nothing applied"
    );
    let e = err(t4.export(Some("nope".into()), None));
    assert!(e.contains("nope"), "{e}");
}

/// A perf import: r6800000:u writes PCR0 = 0xd006, in hyperprivileged mode
/// (a T4 PCR write needs it), and the thread goes back to the mode it was in.
#[wasm_bindgen_test]
fn perf_raw_event_programs_pcr0_with_the_privilege_it_needs() {
    let mut t4 = Explorer::new("sparc-t4", JsValue::from(1), None).expect("explorer");
    t4.set_mode(JsValue::from_str("user"), None).expect("user mode");
    let imported = t4.import_text("r6800000:u", None, None).expect("import");
    assert_eq!(string(&imported, "format"), "perf");
    assert_eq!(
        t4.read_hex("PCR0", None).expect("read"),
        Some("0x000000000000d006".into())
    );
    let exported = t4.export(Some("perf".into()), None).expect("export");
    let perf = js_sys::Array::from(&get(&exported, "exports")).get(0);
    let spec = string(&perf, "spec");
    assert!(
        string(&perf, "command").starts_with("perf stat -e "),
        "{}",
        string(&perf, "command")
    );
    let mut again = Explorer::new("sparc-t4", JsValue::from(1), None).expect("explorer");
    again.import_text(&spec, None, None).expect("the export imports");
    assert_eq!(
        again.read_hex("PCR0", None).expect("read"),
        Some("0x000000000000d006".into()),
        "{spec}"
    );
}

/// The `compare` option: lanes side by side that step together; a bad lane is named, and a
/// compare option with another view is refused.
#[wasm_bindgen_test]
async fn a_compare_widget_steps_its_lanes_together() {
    let a = element();
    let _ha = pmu_ui::mount(
        a.clone(),
        options(&[
            ("machine", "sparc-t4"),
            ("setup", "mode=user"),
            ("compare", "PCR0.sl=26; PCR0.ut=1 | PCR0.sl=26; PCR0.st=1"),
        ]),
    );
    settle().await;
    let step: web_sys::HtmlElement = a
        .query_selector("[data-testid=compare-step-1000000]")
        .expect("sel")
        .expect("step")
        .dyn_into()
        .expect("html");
    step.click();
    settle().await;
    let count = |i: u32| {
        a.query_selector(&format!("[data-testid=compare-PIC0-{i}]"))
            .expect("sel")
            .expect("cell")
            .text_content()
            .unwrap_or_default()
            .replace(',', "")
            .parse::<u64>()
            .expect("count")
    };
    let (user, system) = (count(0), count(1));
    assert!(user > 0 && system > 0, "user {user}, privileged {system}");
    assert!(user + system <= 1_000_000, "they share the 1,000,000 cycles");
    let b = element();
    let _hb = pmu_ui::mount(
        b.clone(),
        options(&[("compare", "PCR0.ut=1 | PCR0.nope=1"), ("view", "counters")]),
    );
    settle().await;
    let text = b.text_content().unwrap_or_default();
    assert!(text.contains("lane B") && text.contains("nope"), "{text}");
    assert!(text.contains("only with view"), "{text}");
}

/// No link of death through the API (ARCHITECTURE.md, Architecture Invariant (no link of
/// death)): on the link of death's machine (a T4 with 64 strands, sl 28 counting from 0xffffff00 on
/// each), `run(10^15)` is one call bounded by the simulator's event limit: it returns
/// `stopped: "event_limit"` with the cycles it ran, and the next call goes on from there. Its
/// time is reported on the console, never asserted.
#[wasm_bindgen_test]
fn run_returns_at_the_event_limit_on_the_link_of_death_machine() {
    let mut t4 = Explorer::new("sparc-t4", JsValue::from(1), Some(64)).expect("explorer");
    t4.set_mode(JsValue::from_str("hyperprivileged"), Some(0))
        .expect("mode");
    for strand in 0..64 {
        t4.set_mode(JsValue::from_str("hyperprivileged"), Some(strand))
            .expect("mode");
        t4.write("PIC0", big(0xffff_ff00), Some(strand)).expect("PIC0");
        let fields = js_sys::Object::new();
        for (k, v) in [("sl", 28), ("mask", 1), ("ut", 1), ("st", 1), ("ht", 1)] {
            js_sys::Reflect::set(&fields, &k.into(), &JsValue::from(v)).expect("set");
        }
        t4.write("PCR0", fields.into(), Some(strand)).expect("PCR0");
    }
    let now = || {
        web_sys::window()
            .and_then(|w| w.performance())
            .map_or(0.0, |p| p.now())
    };
    let t0 = now();
    let ran = t4.run(big(1_000_000_000_000_000)).expect("run");
    let ms = now() - t0;
    web_sys::console::log_1(&format!("run(1e15) on the link of death's machine: {ms:.0} ms").into());
    assert_eq!(get(&ran, "stopped").as_string().as_deref(), Some("event_limit"));
    let cycles = get(&ran, "cycles");
    let cycles = cycles
        .as_f64()
        .or_else(|| cycles.as_string().and_then(|s| s.parse().ok()))
        .unwrap_or_default();
    assert!(cycles > 0.0 && cycles < 1e15, "ran {cycles}");
    let again = t4.run(big(1_000_000_000_000_000)).expect("run");
    assert_eq!(get(&again, "stopped").as_string().as_deref(), Some("event_limit"));
}
