//! The headless JavaScript API: `new Explorer(machine, seed)` drives the same model as the app,
//! without any UI. 64-bit values cross the boundary as BigInt or hex strings (ARCHITECTURE.md,
//! Architecture Invariant (JavaScript at the edge)); every bad argument is a JavaScript
//! exception whose message names it, never a wasm panic; a failed call leaves the state as it
//! was.
//!
//! Every call that acts on the machine (write, read, setMode, run, runUntil, hypercall) is one
//! step of the explorer's history: `back()`, `forward()` and `goto(index)` move through it,
//! `history()` describes it, and a call after going back cuts the steps after the position.

use pmu_model::number::{hex, parse_u64};
use pmu_model::scenario::Scenario;
use pmu_model::scenario::{LogJson, Output};
use pmu_model::sim::{Action, ModeSpec, Outcome, Simulator, SparcMode, Until, WriteValue};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::timeline::{Events, Timeline};

/// A u64 from a BigInt, a non-negative integer number, or a string ("0x8018", "32792").
pub fn to_u64(v: &JsValue, what: &str) -> Result<u64, JsError> {
    if v.is_bigint() {
        let s = js_sys::BigInt::from(v.clone())
            .to_string(10)
            .map_err(|_| JsError::new(&format!("{what}: not a BigInt")))?;
        return parse_u64(&String::from(s))
            .map_err(|e| JsError::new(&format!("{what}: {e} (a negative or too large BigInt)")));
    }
    if let Some(n) = v.as_f64() {
        if n >= 0.0 && n.fract() == 0.0 && n <= 9_007_199_254_740_991.0 {
            return Ok(n as u64);
        }
        return Err(JsError::new(&format!(
            "{what}: {n} is not a non-negative integer number below 2^53 (use a BigInt or a hex string for larger values)"
        )));
    }
    if let Some(s) = v.as_string() {
        return parse_u64(&s).map_err(|e| JsError::new(&format!("{what}: {e}")));
    }
    Err(JsError::new(&format!(
        "{what}: expected a BigInt, a number or a string"
    )))
}

fn to_js(v: &serde_json::Value) -> JsValue {
    js_sys::JSON::parse(&v.to_string()).unwrap_or(JsValue::NULL)
}

fn thread_arg(thread: Option<u32>) -> u32 {
    thread.unwrap_or(0)
}

/// What `history()` returns: where the explorer is, and each step.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct HistoryJson {
    /// How many steps lie before the current state (0: the start).
    pub position: usize,
    pub length: usize,
    pub steps: Vec<StepJson>,
}

/// One step of the history: the call it was, in a few words and as scenario steps
/// (docs/scenarios.md), its cycles, and the log's events it made.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StepJson {
    /// `goto(index)` goes to the state after this step.
    pub index: usize,
    pub kind: &'static str,
    pub label: String,
    pub actions: Vec<serde_json::Value>,
    pub from_cycle: u64,
    pub to_cycle: u64,
    pub events: EventsJson,
}

#[derive(Serialize)]
pub struct EventsJson {
    pub overflows: u32,
    pub traps: u32,
    pub switches: u32,
}

impl From<Events> for EventsJson {
    fn from(e: Events) -> EventsJson {
        EventsJson {
            overflows: e.overflows,
            traps: e.traps,
            switches: e.switches,
        }
    }
}

/// A simulated machine for scripts and tests, with its history.
#[wasm_bindgen]
pub struct Explorer {
    timeline: Timeline,
}

#[wasm_bindgen]
impl Explorer {
    /// `new Explorer("sparc-t4", 1)`; optional third argument: the number of strands or threads.
    #[wasm_bindgen(constructor)]
    pub fn new(machine: &str, seed: JsValue, threads: Option<u32>) -> Result<Explorer, JsError> {
        crate::panic::install();
        let seed = if seed.is_undefined() || seed.is_null() {
            1
        } else {
            to_u64(&seed, "seed")?
        };
        let default_threads = if machine == "montecito" { 2 } else { 1 };
        let sim = Simulator::new(machine, seed, threads.unwrap_or(default_threads))
            .map_err(|e| JsError::new(&e.to_string()))?;
        let start = Scenario::new(machine, seed, sim.threads, sim.workload.clone());
        Ok(Explorer {
            timeline: Timeline::new(sim, start),
        })
    }

    fn sim(&self) -> &Simulator {
        self.timeline.current()
    }

    /// One call, one step of the history.
    fn apply(&mut self, action: Action) -> Result<Outcome, JsError> {
        self.timeline
            .push(vec![action])
            .map_err(|e| JsError::new(&e.to_string()))?
            .pop()
            .ok_or_else(|| JsError::new("the model returned no outcome"))
    }

    /// Write a register: `write("PIC0", 0xfffffff0n)`, `write("PCR0", "0x8018")` or
    /// `write("PCR0", {sl: 26, ut: 1})`. Returns `{value, notes}` (value as a hex string), or
    /// `{trapped}` when the hardware refused the access (see `log()`).
    pub fn write(&mut self, reg: &str, value: JsValue, thread: Option<u32>) -> Result<JsValue, JsError> {
        let value = if value.is_object() && !value.is_bigint() {
            let mut fields = Vec::new();
            for key in js_sys::Object::keys(&js_sys::Object::from(value.clone())).iter() {
                let k = key.as_string().unwrap_or_default();
                let v = js_sys::Reflect::get(&value, &key).unwrap_or(JsValue::UNDEFINED);
                let text = if let Some(s) = v.as_string() {
                    s
                } else {
                    to_u64(&v, &format!("{reg}.{k}"))?.to_string()
                };
                fields.push((k, text));
            }
            WriteValue::Fields(fields)
        } else {
            WriteValue::Raw(to_u64(&value, &format!("value for {reg}"))?)
        };
        let outcome = self.apply(Action::Write {
            thread: thread_arg(thread),
            unit: 0,
            reg: reg.to_string(),
            value,
        })?;
        Ok(to_js(&match outcome {
            Outcome::Written { value, notes } => serde_json::json!({
                "value": hex(value, 64),
                "notes": notes.iter().map(|n| n.message.clone()).collect::<Vec<_>>(),
            }),
            Outcome::Trapped { name } => serde_json::json!({"trapped": name}),
            _ => serde_json::Value::Null,
        }))
    }

    /// Read a register as software would: a BigInt, or `null` if the read trapped.
    pub fn read(&mut self, reg: &str, thread: Option<u32>) -> Result<JsValue, JsError> {
        let outcome = self.apply(Action::Read {
            thread: thread_arg(thread),
            unit: 0,
            reg: reg.to_string(),
        })?;
        Ok(match outcome {
            Outcome::Read { value: Some(v) } => js_sys::BigInt::from(v).into(),
            _ => JsValue::NULL,
        })
    }

    /// Read a register as a hex string (or `null` if the read trapped).
    #[wasm_bindgen(js_name = readHex)]
    pub fn read_hex(&mut self, reg: &str, thread: Option<u32>) -> Result<Option<String>, JsError> {
        let outcome = self.apply(Action::Read {
            thread: thread_arg(thread),
            unit: 0,
            reg: reg.to_string(),
        })?;
        Ok(match outcome {
            Outcome::Read { value: Some(v) } => Some(hex(v, 64)),
            _ => None,
        })
    }

    /// Set the privilege state: "user", "privileged", "hyperprivileged" (SPARC) or
    /// `{cpl: 3, up: 1, pp: 0}` (Montecito; `psr: {up, pp}` also accepted).
    #[wasm_bindgen(js_name = setMode)]
    pub fn set_mode(&mut self, mode: JsValue, thread: Option<u32>) -> Result<(), JsError> {
        let spec = if let Some(s) = mode.as_string() {
            ModeSpec::Sparc(SparcMode::parse(&s).ok_or_else(|| {
                JsError::new(&format!(
                    "mode: \"{s}\" is not user, privileged or hyperprivileged"
                ))
            })?)
        } else if mode.is_object() {
            let get = |o: &JsValue, k: &str| {
                js_sys::Reflect::get(o, &JsValue::from_str(k)).unwrap_or(JsValue::UNDEFINED)
            };
            let cpl = to_u64(&get(&mode, "cpl"), "mode.cpl")?;
            if cpl > 3 {
                return Err(JsError::new(&format!(
                    "mode.cpl: {cpl} is not a privilege level (0-3)"
                )));
            }
            let psr = get(&mode, "psr");
            let bit = |k: &str| -> Result<bool, JsError> {
                let v = if psr.is_object() {
                    get(&psr, k)
                } else {
                    get(&mode, k)
                };
                if v.is_undefined() {
                    return Ok(false);
                }
                if let Some(b) = v.as_bool() {
                    return Ok(b);
                }
                Ok(to_u64(&v, &format!("mode.{k}"))? != 0)
            };
            ModeSpec::Itanium {
                cpl: cpl as u8,
                up: bit("up")?,
                pp: bit("pp")?,
            }
        } else {
            return Err(JsError::new("mode: a SPARC mode name or {cpl, up, pp}"));
        };
        self.apply(Action::SetMode {
            thread: thread.or(Some(0)).filter(|_| self.sim().threads > 1),
            mode: spec,
        })?;
        Ok(())
    }

    /// Run cycles (a number, BigInt or string); returns `{cycles, stopped}`.
    pub fn run(&mut self, cycles: JsValue) -> Result<JsValue, JsError> {
        let cycles = to_u64(&cycles, "cycles")?;
        let outcome = self.apply(Action::Run { cycles })?;
        Ok(ran(&outcome))
    }

    /// Run until "overflow", "trap" or "thread_switch" (at most `max_cycles`, default 2^48).
    #[wasm_bindgen(js_name = runUntil)]
    pub fn run_until(&mut self, condition: &str, max_cycles: JsValue) -> Result<JsValue, JsError> {
        let until = match condition {
            "overflow" => Until::Overflow,
            "trap" => Until::Trap,
            "thread_switch" => Until::ThreadSwitch,
            other => {
                return Err(JsError::new(&format!(
                    "condition: \"{other}\" is not overflow, trap or thread_switch"
                )))
            }
        };
        let max_cycles = if max_cycles.is_undefined() || max_cycles.is_null() {
            1 << 48
        } else {
            to_u64(&max_cycles, "max_cycles")?
        };
        let outcome = self.apply(Action::RunUntil { until, max_cycles })?;
        Ok(ran(&outcome))
    }

    /// A sun4v hypercall (sparc-kt): `hypercall("KT_SET_PERFREG", [0, "0x800c"])`; returns
    /// `{status, code, value}`.
    pub fn hypercall(
        &mut self,
        func: &str,
        args: js_sys::Array,
        thread: Option<u32>,
    ) -> Result<JsValue, JsError> {
        use pmu_model::machines::sparc_kt::perfreg::{KT_GET_PERFREG, KT_SET_PERFREG};
        let f = match func {
            "KT_GET_PERFREG" => KT_GET_PERFREG,
            "KT_SET_PERFREG" => KT_SET_PERFREG,
            other => to_u64(&JsValue::from_str(other), "function")?,
        };
        let args = args
            .iter()
            .enumerate()
            .map(|(i, a)| to_u64(&a, &format!("args[{i}]")))
            .collect::<Result<Vec<_>, _>>()?;
        match self.apply(Action::Hypercall {
            thread: thread_arg(thread),
            func: f,
            args,
        })? {
            Outcome::Hypercall { status, value } => Ok(to_js(&serde_json::json!({
                "status": status.name(),
                "code": status.code(),
                "value": value.map(|v| hex(v, 64)),
            }))),
            _ => Ok(JsValue::NULL),
        }
    }

    /// The whole state as a plain object (the scenario result shape of docs/scenarios.md).
    pub fn state(&self) -> JsValue {
        to_js(&Output::of(self.sim()).to_json())
    }

    /// The log as an array of plain objects.
    pub fn log(&self) -> JsValue {
        let log: Vec<LogJson> = self.sim().log.iter().map(LogJson::from).collect();
        to_js(&serde_json::to_value(log).unwrap_or_default())
    }

    /// The current cycle as a BigInt.
    #[wasm_bindgen(getter)]
    pub fn cycle(&self) -> js_sys::BigInt {
        js_sys::BigInt::from(self.sim().cycle)
    }

    /// One step back in the history; false at the start.
    pub fn back(&mut self) -> bool {
        let p = self.timeline.position();
        p > 0 && self.timeline.goto(p - 1)
    }

    /// One step forward; false at the end.
    pub fn forward(&mut self) -> bool {
        let p = self.timeline.position();
        p < self.timeline.len() && self.timeline.goto(p + 1)
    }

    /// Go to the state after `index` steps (0: the start; `history().length`: the end). The
    /// state is the one replaying the first `index` calls from scratch gives, bit for bit.
    pub fn goto(&mut self, index: JsValue) -> Result<(), JsError> {
        let i = to_u64(&index, "index")?;
        let len = self.timeline.len();
        match usize::try_from(i) {
            Ok(i) if i <= len && self.timeline.goto(i) => Ok(()),
            _ => Err(JsError::new(&format!(
                "index: {i} is not a step of this history (0 to {len})"
            ))),
        }
    }

    /// The history: `{position, length, steps: [{index, kind, label, actions, fromCycle,
    /// toCycle, events: {overflows, traps, switches}}]}`; each step's `actions` are scenario
    /// steps (docs/scenarios.md).
    pub fn history(&self) -> JsValue {
        to_js(&serde_json::to_value(history_json(&self.timeline)).unwrap_or_default())
    }
}

/// The history as `history()` returns it.
pub fn history_json(t: &Timeline) -> HistoryJson {
    let steps = t.history().steps();
    // Every action in the scenario file's own shape (one definition of it), written once and
    // dealt out to the steps.
    let mut all = t.start().clone();
    all.steps = steps
        .iter()
        .flat_map(|s| s.actions.iter().cloned().map(pmu_model::scenario::Step::Act))
        .collect();
    let file = all.to_json();
    let mut written = file
        .get("steps")
        .and_then(|s| s.as_array())
        .map(|a| a[t.start().steps.len().min(a.len())..].to_vec())
        .unwrap_or_default()
        .into_iter();
    let steps = steps
        .iter()
        .zip(t.marks())
        .enumerate()
        .map(|(i, (step, mark))| StepJson {
            index: i + 1,
            kind: mark.kind.name(),
            label: mark.label.clone(),
            actions: written.by_ref().take(step.actions.len()).collect(),
            from_cycle: step.from_cycle,
            to_cycle: step.to_cycle,
            events: mark.events.into(),
        })
        .collect();
    HistoryJson {
        position: t.position(),
        length: t.len(),
        steps,
    }
}

fn ran(outcome: &Outcome) -> JsValue {
    match outcome {
        Outcome::Ran { cycles, stopped } => {
            to_js(&serde_json::json!({"cycles": cycles, "stopped": stopped.name()}))
        }
        _ => JsValue::NULL,
    }
}

/// The standard benchmarks in this wasm build, with the browser's clock: the same cases as
/// `pmu bench`, so that native and wasm throughput can be compared.
#[wasm_bindgen]
pub fn bench() -> Result<JsValue, JsError> {
    crate::panic::install();
    let perf = web_sys::window().and_then(|w| w.performance());
    let now = move || perf.as_ref().map_or(0.0, |p| p.now() / 1000.0);
    let mut results = pmu_model::bench::standard(&now).map_err(|e| JsError::new(&e.to_string()))?;
    results.push(crate::state::bench_step_back(&now, 10_000).map_err(|e| JsError::new(&e))?);
    Ok(to_js(&serde_json::Value::Array(
        results
            .iter()
            .map(|r| {
                serde_json::json!({
                    "name": r.name, "cycles": r.cycles, "actions": r.actions,
                    "seconds": r.seconds, "cycles_per_second": r.cycles_per_second(),
                    "ms_per_action": r.seconds * 1000.0 / r.actions.max(1) as f64,
                })
            })
            .collect(),
    )))
}
