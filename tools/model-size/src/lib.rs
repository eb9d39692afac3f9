//! The model behind the thinnest JavaScript boundary: one export per face of `pmu-model` that
//! the app and the widget use (scenarios and their result JSON, the register and event tables,
//! decode and encode, the tool bridges, PCL, lessons, time travel, why a counter is not
//! counting). `scripts/model-size.sh` builds it as the app is built and prints its size: the
//! floor under any page that runs the model (docs/bundle.md).

use pmu_model::history::History;
use pmu_model::scenario::Scenario;
use pmu_model::{decode, encode, interop, lesson, machine, pcl, MACHINES};
use wasm_bindgen::prelude::wasm_bindgen;

/// Parses a scenario, writes it back, runs it and returns its result JSON (`pmu run`).
#[wasm_bindgen]
pub fn scenario(text: &str) -> String {
    match Scenario::parse(text) {
        Ok(s) => match s.run() {
            Ok(out) => format!("{}{}", out.to_json(), s.write()),
            Err(e) => e.to_string(),
        },
        Err(e) => e.to_string(),
    }
}

/// Reads every text of every machine's tables, decodes `value` in register `reg` and encodes
/// `field=value` into it.
#[wasm_bindgen]
pub fn tables(reg: &str, value: u64, field: &str, field_value: &str) -> usize {
    let mut n = 0;
    for m in MACHINES {
        for r in m.registers {
            n += r.name.len();
            for f in r.fields {
                n += f.name.len() + f.description.len() + f.source.len();
            }
        }
        n += m
            .events
            .iter()
            .map(|e| e.name.len() + e.description.len())
            .sum::<usize>();
        n += m.choices.len() + m.aliases.len() + m.tour.title.len();
        if let Some(r) = m.register(reg) {
            n += decode(m, r, value).fields.len();
            n += encode(m, r, &[(field, field_value)]).map_or(0, |v| v as usize);
        }
    }
    n
}

/// Imports a tool's command line (perf, cpustat, pfmon) and exports the result again.
#[wasm_bindgen]
pub fn tools(machine_id: &str, text: &str) -> String {
    let Some(m) = machine(machine_id) else {
        return String::new();
    };
    match interop::import(m, text, None) {
        Ok(i) => {
            let values: Vec<_> = i
                .writes
                .iter()
                .filter_map(|w| Some((m.register(w.reg)?, w.value)))
                .collect();
            let export = interop::export(m, &values, &[]);
            format!(
                "{}{}",
                serde_json::to_string(&i).unwrap_or_default(),
                serde_json::to_string(&export).unwrap_or_default()
            )
        }
        Err(e) => e.to_string(),
    }
}

/// Asks PCL whether `events` (comma-separated) can be counted together on `processor`.
#[wasm_bindgen]
pub fn pcl_query(processor: &str, events: &str) -> usize {
    let names: Vec<&str> = events.split(',').collect();
    match pcl::query::query(processor, &names, pcl::Mode::User) {
        Ok(a) => a.counters().len(),
        Err(e) => e.to_string().len(),
    }
}

/// Checks a session against a lesson's goals.
#[wasm_bindgen]
pub fn lesson_check(id: &str, session: &str) -> String {
    let s = match Scenario::parse(session) {
        Ok(s) => s,
        Err(e) => return e.to_string(),
    };
    match lesson::lesson(id).and_then(|l| l.check_session(&s)) {
        Ok(p) => p.met().to_string(),
        Err(e) => e.to_string(),
    }
}

/// Replays a session into a history, steps back and forward, and reads the counters, what
/// changed and why a counter is not counting.
#[wasm_bindgen]
pub fn travel(session: &str, setup: &str, counter: &str) -> usize {
    let Ok(s) = Scenario::parse(session) else { return 0 };
    let Ok(sim) = s.simulate() else { return 0 };
    let start = sim.clone();
    let mut h = History::new(sim);
    let actions = pmu_model::scenario::setup::parse_setup(start.machine, setup, 0).unwrap_or_default();
    let _ = h.push(actions);
    h.back();
    h.forward();
    let now = h.current();
    let changes = pmu_model::history::changes(&start, now, 0, 0);
    now.counters(0, 0).len()
        + usize::from(now.why(0, 0, counter).is_some())
        + usize::from(now.threads_view().is_some())
        + usize::from(now.trace_view(0).is_some())
        + changes.registers.len()
        + changes.counters.len()
}
