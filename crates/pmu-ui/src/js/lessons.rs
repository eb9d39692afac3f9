//! Lessons in the JavaScript API (docs/lessons.md): `lessons()`, `lesson(id)` (what a learner
//! reads, the starting session and the reference solution as scenario JSON), and
//! `checkLesson(id, session)`, which plays a session (a scenario, as `pmu run` takes it and the
//! app's "Scenario" link downloads it) and checks it against the lesson's goals; and
//! `Explorer.lesson(id)` / `explorer.checkLesson(id)` for scripts that drive the machine
//! themselves. The results are the model's lesson results (`pmu_model::lesson::output`), those
//! of `pmu lesson ... --json` (docs/cli.md); `lesson(id)` adds the starting session and the
//! solution. Texts are written for readers (manuals by title); a bad id or session is an
//! exception that names it.

use pmu_model::lesson::output::{LessonCheck, LessonEntry, LessonShown};
use pmu_model::lesson::Lesson;
use pmu_model::scenario::{Progress as ReplayProgress, Replay, Scenario};
use wasm_bindgen::prelude::*;

use crate::js::explorer::Explorer;
use crate::js::values::{to_js, value_of, value_to_js};
use crate::session::time_travel::{TimeTravel, BUDGET};

fn find(id: &str) -> Result<&'static Lesson, JsError> {
    crate::session::lesson::find(id).map_err(|e| JsError::new(&e))
}

/// Every lesson: `[{id, title, machine}]`.
#[wasm_bindgen]
pub fn lessons() -> Result<JsValue, JsError> {
    crate::browser::panic::install();
    let all = pmu_model::lesson::lessons().map_err(|e| JsError::new(&e.to_string()))?;
    let list: Vec<LessonEntry> = all.iter().map(LessonEntry::of).collect();
    Ok(to_js(&list))
}

/// One lesson: `{id, title, machine, text, goals, hints, start, solution}`; `start` is a
/// scenario and `solution` its further steps, so `{...start, steps: [...start.steps,
/// ...solution]}` is a session that completes the lesson.
#[wasm_bindgen]
pub fn lesson(id: &str) -> Result<JsValue, JsError> {
    crate::browser::panic::install();
    let l = find(id)?;
    let start = l.start.to_json();
    let solution = l.attempt(&l.solution).to_json();
    let steps = |v: &serde_json::Value| {
        v.get("steps")
            .and_then(serde_json::Value::as_array)
            .cloned()
            .unwrap_or_default()
    };
    let skip = steps(&start).len();
    // What a learner reads, as `pmu lesson show --json` prints it, then the starting session
    // (a scenario, docs/scenarios.md) and the reference solution (steps that, appended to the
    // start's, meet every goal).
    let mut shown = serde_json::to_value(LessonShown::of(l)).unwrap_or_default();
    if let serde_json::Value::Object(fields) = &mut shown {
        let solution = steps(&solution).into_iter().skip(skip).collect();
        fields.insert("start".into(), start);
        fields.insert("solution".into(), serde_json::Value::Array(solution));
    }
    Ok(value_to_js(&shown))
}

/// Play `session` (a scenario: an object or its JSON text) and check it against lesson `id`.
#[wasm_bindgen(js_name = checkLesson)]
pub fn check_lesson(id: &str, session: JsValue) -> Result<JsValue, JsError> {
    crate::browser::panic::install();
    let l = find(id)?;
    let text = match value_of(session) {
        Ok(serde_json::Value::String(t)) => t,
        Ok(v @ serde_json::Value::Object(_)) => v.to_string(),
        _ => {
            return Err(JsError::new(
                "session: expected a scenario object or its JSON text",
            ))
        }
    };
    let scenario = Scenario::parse(&text).map_err(|e| JsError::new(&format!("session: {e}")))?;
    if scenario.machine != l.machine.id {
        return Err(JsError::new(&format!(
            "the session is on {}, but lesson '{}' is on {}",
            scenario.machine, l.id, l.machine.id
        )));
    }
    // Replayed under the page's work budget (ARCHITECTURE.md, Architecture Invariant (no link
    // of death)): a session asking for more is refused, saying how far it got, rather than
    // blocking the page.
    let (mut replay, mut played) =
        Replay::start(&scenario).map_err(|e| JsError::new(&format!("session: {e}")))?;
    match replay
        .advance(&mut played, BUDGET)
        .map_err(|e| JsError::new(&format!("session: {e}")))?
    {
        ReplayProgress::Done => {}
        ReplayProgress::Paused { step, cycle } => {
            let asks = scenario.asks();
            return Err(JsError::new(&format!(
                "session: it asks for {} steps and {} cycles, more work than one call does: \
                 its replay stopped at step {step} of {} (cycle {cycle})",
                asks.steps, asks.cycles, asks.steps
            )));
        }
    }
    Ok(to_js(&LessonCheck::of(
        l,
        &l.check(&played.sim, &played.pcl.calls),
    )))
}

#[wasm_bindgen]
impl Explorer {
    /// `Explorer.lesson(id)`: the lesson's machine at the end of its starting session (whose
    /// actions after its last PCL call are steps of the explorer's history).
    pub fn lesson(id: &str) -> Result<Explorer, JsError> {
        crate::browser::panic::install();
        let l = find(id)?;
        let time_travel = TimeTravel::from_scenario(l.start.clone(), None).map_err(|e| JsError::new(&e))?;
        Ok(Explorer::from_time_travel(time_travel))
    }

    /// Check this machine against lesson `id`'s goals. An explorer makes no PCL calls, so a
    /// goal on a PCL region's count is unmet here: check such a session with `checkLesson`.
    #[wasm_bindgen(js_name = checkLesson)]
    pub fn check_lesson(&self, id: &str) -> Result<JsValue, JsError> {
        let l = find(id)?;
        let sim = self.current();
        if sim.machine.id != l.machine.id {
            return Err(JsError::new(&format!(
                "this explorer is a {}, but lesson '{}' is on {}",
                sim.machine.id, l.id, l.machine.id
            )));
        }
        Ok(to_js(&LessonCheck::of(l, &l.check(sim, &[]))))
    }
}
