//! Lessons through the JavaScript API in headless Chromium: for every lesson, the starting
//! session is not done and the start followed by the reference solution is, both built from
//! what `lesson(id)` returns and checked with `checkLesson`; `Explorer.lesson(id)` starts on
//! the lesson's machine with its goals unmet; bad ids and sessions are exceptions that name them.

#![cfg(target_arch = "wasm32")]

use js_sys::{Array, Object, Reflect};
use pmu_ui::js::explorer::Explorer;
use pmu_ui::js::lessons::{check_lesson, lesson, lessons};
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn get(o: &JsValue, k: &str) -> JsValue {
    Reflect::get(o, &JsValue::from_str(k)).expect("property")
}

fn message(r: Result<JsValue, wasm_bindgen::JsError>) -> String {
    match r {
        Ok(v) => panic!("expected an exception, got {v:?}"),
        Err(e) => {
            let v: JsValue = e.into();
            v.dyn_into::<js_sys::Error>()
                .map(|e| String::from(e.message()))
                .unwrap_or_default()
        }
    }
}

fn goals_met(check: &JsValue) -> Vec<bool> {
    Array::from(&get(check, "goals"))
        .iter()
        .map(|g| get(&g, "met").as_bool().expect("met"))
        .collect()
}

#[wasm_bindgen_test]
fn every_lesson_starts_not_done_and_its_solution_completes_it_through_the_js_api() {
    let list = Array::from(&lessons().expect("lessons"));
    assert!(list.length() >= 12, "at least twelve lessons: {}", list.length());
    for entry in list.iter() {
        let id = get(&entry, "id").as_string().expect("id");
        let l = lesson(&id).expect("lesson");
        assert_eq!(get(&l, "machine").as_string(), get(&entry, "machine").as_string());
        let text = get(&l, "text").as_string().expect("text");
        assert!(
            !text.contains("seed 0"),
            "{id}: readers see manual titles: {text}"
        );
        let start = get(&l, "start");
        let at_start = check_lesson(&id, start.clone()).expect("check the start");
        assert_eq!(
            get(&at_start, "done").as_bool(),
            Some(false),
            "{id}: the start is not done"
        );
        assert!(
            goals_met(&at_start).iter().all(|m| !m),
            "{id}: the start meets no goal"
        );

        // The start followed by the solution, as a script would build it.
        let solved = Object::assign(&Object::new(), &Object::from(start.clone()));
        let steps = Array::from(&get(&start, "steps")).concat(&Array::from(&get(&l, "solution")));
        Reflect::set(&solved, &"steps".into(), &steps).expect("set");
        let done = check_lesson(&id, solved.clone().into()).expect("check the solution");
        assert_eq!(
            get(&done, "done").as_bool(),
            Some(true),
            "{id}: start + solution is done"
        );
        assert!(goals_met(&done).iter().all(|m| *m), "{id}");
        // The session as JSON text is accepted too.
        let text = js_sys::JSON::stringify(&solved).expect("stringify");
        let again = check_lesson(&id, text.into()).expect("check the text");
        assert_eq!(get(&again, "done").as_bool(), Some(true), "{id}");

        // An explorer at the lesson's start: the goals are unmet; each is `{text, met}`, the
        // shape of `pmu lesson check --json`.
        let e = Explorer::lesson(&id).expect("explorer");
        let c = e.check_lesson(&id).expect("check");
        assert_eq!(get(&c, "done").as_bool(), Some(false), "{id}");
        let first = Array::from(&get(&c, "goals")).get(0);
        assert_eq!(get(&first, "met").as_bool(), Some(false), "{id}");
        assert!(get(&first, "why").is_undefined(), "{id}");
    }
}

#[wasm_bindgen_test]
fn an_explorer_driven_by_hand_completes_a_lesson_and_a_wrong_attempt_does_not() {
    // t4-disrupting-handler: stop counting, then clear ov, then run (seed 000, programming
    // note after TABLE 10-2).
    let id = "t4-disrupting-handler";
    let fields = |k: &str| {
        let o = Object::new();
        Reflect::set(&o, &k.into(), &JsValue::from(0)).expect("set");
        JsValue::from(o)
    };
    // The mistake: clearing ov while PIC0 still counts; it wraps 16 cycles later.
    let mut wrong = Explorer::lesson(id).expect("explorer");
    wrong.write("PCR0", fields("ov"), None).expect("ov = 0");
    wrong.run(JsValue::from(100_000)).expect("run");
    let c = wrong.check_lesson(id).expect("check");
    assert_eq!(goals_met(&c), vec![false, false], "ov is set again");
    let text = get(&Array::from(&get(&c, "goals")).get(0), "text").as_string();
    assert!(text.as_deref().is_some_and(|t| t.contains("PCR0.ov")), "{text:?}");

    let mut e = Explorer::lesson(id).expect("explorer");
    e.write("PCR0", fields("ut"), None).expect("ut = 0");
    let c = e.check_lesson(id).expect("check");
    assert_eq!(goals_met(&c), vec![false, true], "stopped, but ov is still set");
    e.write("PCR0", fields("ov"), None).expect("ov = 0");
    e.run(JsValue::from(100_000)).expect("run");
    let c = e.check_lesson(id).expect("check");
    assert_eq!(get(&c, "done").as_bool(), Some(true));
    assert!(message(e.check_lesson("mt-monitor-enable")).contains("montecito"));
}

#[wasm_bindgen_test]
fn bad_ids_and_sessions_are_named() {
    let m = message(lesson("no-such-lesson"));
    assert!(
        m.contains("no-such-lesson") && m.contains("t4-disrupting-handler"),
        "{m}"
    );
    let m = message(check_lesson("t4-disrupting-handler", JsValue::from(5)));
    assert!(m.contains("session"), "{m}");
    let m = message(check_lesson(
        "t4-disrupting-handler",
        "{\"machine\": \"vax\"}".into(),
    ));
    assert!(m.contains("session") && m.contains("machine"), "{m}");
    let m = message(check_lesson(
        "t4-disrupting-handler",
        "{\"machine\": \"montecito\", \"steps\": []}".into(),
    ));
    assert!(m.contains("montecito") && m.contains("sparc-t4"), "{m}");
}

/// A session that asks for more work than the page replays at once (the link of death:
/// 64 strands counting, 2,000 runs of 10^15 cycles) is refused by `checkLesson` with a message
/// saying what it asks for and how far it got, instead of blocking the page.
#[wasm_bindgen_test]
fn check_lesson_refuses_a_session_past_the_work_budget() {
    let list = Array::from(&lessons().expect("lessons"));
    let id = list
        .iter()
        .find(|l| get(l, "machine").as_string().as_deref() == Some("sparc-t4"))
        .and_then(|l| get(&l, "id").as_string())
        .expect("a T4 lesson");
    let mut steps = vec![r#"{"mode": "hyperprivileged"}"#.to_string()];
    for t in 0..64 {
        steps.push(format!(
            r#"{{"thread": {t}, "write": {{"reg": "PIC0", "value": "0xffffff00"}}}}"#
        ));
        steps.push(format!(
            r#"{{"thread": {t}, "write": {{"reg": "PCR0", "fields": {{"sl": 28, "mask": 1, "ut": 1, "st": 1, "ht": 1}}}}}}"#
        ));
    }
    steps.extend((0..2000).map(|_| r#"{"run": {"cycles": 1000000000000000}}"#.to_string()));
    let text = format!(
        r#"{{"machine": "sparc-t4", "seed": 1, "threads": 64, "steps": [{}]}}"#,
        steps.join(",")
    );
    let e = message(check_lesson(&id, JsValue::from_str(&text)));
    assert!(
        e.contains("more work than one call does") && e.contains("step 129 of 2129"),
        "{e}"
    );
}
