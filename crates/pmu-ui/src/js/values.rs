//! The values that cross the JavaScript boundary. serde-wasm-bindgen carries them between
//! JavaScript and serde values (no JSON text in between): an argument arrives as a
//! `serde_json::Value` and is read into its type here ([`U64`], [`WriteArg`], [`ModeArg`]; the
//! widget's options in `super::widget_options`), with errors that name the argument
//! ([`from_js`]); a result is a `#[derive(Serialize)]` type (the model's `Output` and `LogJson`,
//! the ones below) written with [`to_js`].
//!
//! Both directions go through `serde_json::Value` on purpose: serde-wasm-bindgen's code is
//! then instantiated for that one type, not once per argument and result type, which keeps the
//! bundle as small as JSON text would (docs/bundle.md says where the bytes are).
//!
//! 64-bit values (ARCHITECTURE.md, Architecture Invariant (JavaScript at the edge)): an argument
//! may be a BigInt, a non-negative integer number below 2^53, or a string ("0x8018", "32792");
//! register values in results are hex strings; other numbers in a result (cycles, seed, field
//! values) are numbers up to 2^53 - 1, where they are exact, and BigInts beyond
//! (web/pmu-explorer.d.ts types the 64-bit ones `number | bigint`).

use pmu_model::number::parse_u64;
use pmu_model::sim::{ModeSpec, SparcMode};
use serde::Serialize;
use serde_json::Value;
use serde_wasm_bindgen::Serializer;
use wasm_bindgen::{JsError, JsValue};

/// Numbers as JS numbers, maps as plain objects, `None` as `null`: what `JSON.parse` of the
/// same value as JSON gives.
const EXACT: Serializer = Serializer::json_compatible();
/// The same with every 64-bit integer a BigInt (floats stay numbers).
const BIG: Serializer = Serializer::json_compatible().serialize_large_number_types_as_bigints(true);

/// A result as a JavaScript value (see the module documentation for 64-bit numbers).
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> JsValue {
    value_to_js(&serde_json::to_value(value).unwrap_or(Value::Null))
}

/// A JSON value as a JavaScript value (see the module documentation for 64-bit numbers).
pub fn value_to_js(v: &Value) -> JsValue {
    v.serialize(&EXACT)
        .or_else(|_| {
            // A number beyond 2^53: it becomes a BigInt, and every other integer stays a
            // number (as a float, which `BIG` writes as a number).
            let mut v = v.clone();
            small_integers_as_floats(&mut v);
            v.serialize(&BIG)
        })
        .unwrap_or(JsValue::NULL)
}

/// Every integer up to 2^53 as a float (exact there), so that only larger ones are BigInts.
fn small_integers_as_floats(v: &mut Value) {
    const MAX_SAFE: u64 = (1 << 53) - 1;
    match v {
        Value::Number(n) => {
            let small = n.as_u64().is_some_and(|u| u <= MAX_SAFE)
                || n.as_i64().is_some_and(|i| i.unsigned_abs() <= MAX_SAFE);
            if let (true, Some(f)) = (small, n.as_f64()) {
                *v = Value::from(f);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(small_integers_as_floats),
        Value::Object(map) => map.values_mut().for_each(small_integers_as_floats),
        _ => {}
    }
}

/// A JavaScript value as a serde value: `undefined` and `null` are `Null`, a BigInt an integer.
pub fn value_of(js: JsValue) -> Result<Value, String> {
    serde_wasm_bindgen::from_value(js).map_err(|e| e.to_string())
}

/// A type read from an argument.
pub trait FromJs: Sized {
    fn from_value(v: Value) -> Result<Self, String>;
}

/// Read an argument; the error names it (`what`).
pub fn from_js<T: FromJs>(js: JsValue, what: &str) -> Result<T, JsError> {
    value_of(js).and_then(T::from_value).map_err(|e| named(what, &e))
}

/// The error of argument `what` (not generic: one copy for every argument type).
fn named(what: &str, e: &str) -> JsError {
    JsError::new(&format!("{what}: {e}"))
}

/// A missing (`undefined`, `null`) argument is `None`.
impl<T: FromJs> FromJs for Option<T> {
    fn from_value(v: Value) -> Result<Self, String> {
        match v {
            Value::Null => Ok(None),
            v => T::from_value(v).map(Some),
        }
    }
}

/// What a value is, for errors.
fn kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "nothing",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// A u64 argument: a BigInt, a non-negative integer number below 2^53, or a string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct U64(pub u64);

impl FromJs for U64 {
    fn from_value(v: Value) -> Result<Self, String> {
        match &v {
            Value::Number(n) => {
                if let Some(u) = n.as_u64() {
                    Ok(U64(u))
                } else if n.as_i64().is_some() {
                    Err(format!("{n} is negative: a non-negative value is needed"))
                } else {
                    Err(format!(
                        "{n} is not a non-negative integer number below 2^53 (use a BigInt or a hex string for larger values)"
                    ))
                }
            }
            Value::String(s) => parse_u64(s).map(U64).map_err(|e| e.to_string()),
            other => Err(format!(
                "expected a BigInt, a non-negative integer number or a string such as \"0x8018\", not {}",
                kind(other)
            )),
        }
    }
}

/// What `Explorer.write` writes: a raw value, or named fields (`{sl: 26, ut: 1}`) in the
/// order given, each a number, BigInt or string (an encoding's name, or a number as text).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WriteArg {
    Raw(u64),
    Fields(Vec<(String, String)>),
}

impl FromJs for WriteArg {
    fn from_value(v: Value) -> Result<Self, String> {
        let Value::Object(fields) = v else {
            return U64::from_value(v).map(|U64(v)| WriteArg::Raw(v));
        };
        fields
            .into_iter()
            .map(|(name, value)| {
                let text = match value {
                    Value::String(s) => s,
                    v => U64::from_value(v)
                        .map_err(|e| format!("field {name}: {e}"))?
                        .0
                        .to_string(),
                };
                Ok((name, text))
            })
            .collect::<Result<_, String>>()
            .map(WriteArg::Fields)
    }
}

/// What `Explorer.setMode` sets: a SPARC mode's name, or Itanium's `{cpl, up, pp}` (the
/// enables also as `psr: {up, pp}`; each a boolean or 0/1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ModeArg(pub ModeSpec);

/// A flag: a boolean, or a number (non-zero is true); missing is false.
fn flag(v: Option<&Value>, what: &str) -> Result<bool, String> {
    match v {
        None | Some(Value::Null) => Ok(false),
        Some(Value::Bool(b)) => Ok(*b),
        Some(v) => U64::from_value(v.clone())
            .map(|U64(n)| n != 0)
            .map_err(|e| format!("{what}: {e}")),
    }
}

impl FromJs for ModeArg {
    fn from_value(v: Value) -> Result<Self, String> {
        match v {
            Value::String(s) => SparcMode::parse(&s)
                .map(|m| ModeArg(ModeSpec::Sparc(m)))
                .ok_or_else(|| format!("\"{s}\" is not user, privileged or hyperprivileged")),
            Value::Object(o) => {
                let U64(cpl) = U64::from_value(o.get("cpl").cloned().unwrap_or(Value::Null))
                    .map_err(|e| format!("cpl: {e}"))?;
                let cpl = u8::try_from(cpl)
                    .ok()
                    .filter(|c| *c <= 3)
                    .ok_or_else(|| format!("cpl: {cpl} is not a privilege level (0-3)"))?;
                // The enables from `psr` if it is there, else from the object itself.
                let enables = match o.get("psr") {
                    Some(Value::Object(psr)) => psr,
                    _ => &o,
                };
                Ok(ModeArg(ModeSpec::Itanium {
                    cpl,
                    up: flag(enables.get("up"), "up")?,
                    pp: flag(enables.get("pp"), "pp")?,
                }))
            }
            other => Err(format!(
                "expected a SPARC mode (user, privileged, hyperprivileged) or {{cpl, up, pp}}, not {}",
                kind(&other)
            )),
        }
    }
}

/// `Explorer.write`'s result.
#[derive(Serialize)]
#[serde(untagged)]
pub enum WriteResult {
    /// The value the register holds now (hex) and why written bits did not take.
    Written { value: String, notes: Vec<String> },
    /// The hardware refused the access (the trap is in the log).
    Trapped { trapped: String },
}

/// `Explorer.run`'s and `runUntil`'s result.
#[derive(Serialize)]
pub struct RunResult {
    pub cycles: u64,
    pub stopped: &'static str,
}

/// `Explorer.why`'s result: the conditions that gate one counter, in the manual's words and
/// with the manual named (`cite::for_readers`).
#[derive(Serialize)]
pub struct WhyResult {
    pub counter: &'static str,
    /// Software has programmed something for it.
    pub programmed: bool,
    /// It advances as the workload runs.
    pub counting: bool,
    pub gates: Vec<GateResult>,
}

/// One condition of [`WhyResult`].
#[derive(Serialize)]
pub struct GateResult {
    /// "counting" (gates the count) or "reading" (gates software's reads).
    pub kind: &'static str,
    pub met: bool,
    /// The register fields it reads: "PCR0.ut", "PSR.up".
    pub fields: Vec<String>,
    pub text: String,
    pub source: String,
}

impl From<&pmu_model::sim::why::Why> for WhyResult {
    fn from(w: &pmu_model::sim::why::Why) -> Self {
        use pmu_model::cite::for_readers;
        use pmu_model::sim::why::GateKind;
        WhyResult {
            counter: w.counter,
            programmed: w.programmed,
            counting: w.counting,
            gates: w
                .gates
                .iter()
                .map(|g| GateResult {
                    kind: match g.kind {
                        GateKind::Counting => "counting",
                        GateKind::Reading => "reading",
                    },
                    met: g.met,
                    fields: g.fields.clone(),
                    text: for_readers(&g.text).into_owned(),
                    source: for_readers(g.source).into_owned(),
                })
                .collect(),
        }
    }
}

/// `Explorer.hypercall`'s result.
#[derive(Serialize)]
pub struct HypercallResult {
    pub status: &'static str,
    pub code: u64,
    pub value: Option<String>,
}

/// One of `bench()`'s results.
#[derive(Serialize)]
pub struct BenchResult {
    pub name: &'static str,
    pub cycles: u64,
    pub actions: u64,
    pub seconds: f64,
    pub cycles_per_second: f64,
    /// The time of one action (a step, a step back).
    pub ms_per_action: f64,
    /// Its cycles per second over the T4's in the same steps, in the same run (stepped
    /// benchmarks of other machines only).
    pub vs_t4: Option<f64>,
}

/// What `Explorer.history()` returns: where the explorer is, and each step.
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
    pub actions: Vec<pmu_model::scenario::format::StepFile>,
    pub from_cycle: u64,
    pub to_cycle: u64,
    pub events: EventsJson,
}

/// The log's events a step made.
#[derive(Serialize)]
pub struct EventsJson {
    pub overflows: u32,
    pub traps: u32,
    pub switches: u32,
}

impl From<crate::session::step_marks::Events> for EventsJson {
    fn from(e: crate::session::step_marks::Events) -> EventsJson {
        EventsJson {
            overflows: e.overflows,
            traps: e.traps,
            switches: e.switches,
        }
    }
}
