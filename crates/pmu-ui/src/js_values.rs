//! The values that cross the JavaScript boundary, as serde types read and written by
//! serde-wasm-bindgen (no JSON text in between). Arguments are read with [`from_js`], whose
//! errors name the argument; results are written with [`to_js`].
//!
//! 64-bit values (ARCHITECTURE.md, Architecture Invariant (JavaScript at the edge)): an argument
//! may be a BigInt, a non-negative integer number below 2^53, or a string ("0x8018", "32792");
//! register values in results are hex strings; other 64-bit numbers in a result (cycles, seed,
//! field values) are numbers while every one of them is exact (below 2^53), and BigInts in a
//! result that holds a larger one (web/pmu-explorer.d.ts types them `number | bigint`).

use std::fmt;

use pmu_model::number::parse_u64;
use pmu_model::sim::{ModeSpec, SparcMode};
use serde::de::{self, value::MapAccessDeserializer, Deserializer, MapAccess, Visitor};
use serde::{Deserialize, Serialize};
use serde_wasm_bindgen::Serializer;
use wasm_bindgen::{JsError, JsValue};

/// Numbers as JS numbers, maps as plain objects, `None` as `null`: what `JSON.parse` of the
/// same value as JSON gives.
const EXACT: Serializer = Serializer::json_compatible();
/// The same with every 64-bit number a BigInt.
const BIG: Serializer = Serializer::json_compatible().serialize_large_number_types_as_bigints(true);

/// A result as a JavaScript value (see the module documentation for 64-bit numbers).
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> JsValue {
    value
        .serialize(&EXACT)
        .or_else(|_| value.serialize(&BIG))
        .unwrap_or(JsValue::NULL)
}

/// Read an argument; the error names it (`what`).
pub fn from_js<T: for<'de> Deserialize<'de>>(value: JsValue, what: &str) -> Result<T, JsError> {
    serde_wasm_bindgen::from_value(value).map_err(|e| JsError::new(&format!("{what}: {e}")))
}

/// A u64 argument: a BigInt, a non-negative integer number below 2^53, or a string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct U64(pub u64);

impl<'de> Deserialize<'de> for U64 {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(U64Visitor).map(U64)
    }
}

struct U64Visitor;

impl<'de> Visitor<'de> for U64Visitor {
    type Value = u64;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a BigInt, a non-negative integer number or a string such as \"0x8018\"")
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<u64, E> {
        Ok(v)
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<u64, E> {
        u64::try_from(v)
            .map_err(|_| E::custom(format_args!("{v} is negative: a non-negative value is needed")))
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<u64, E> {
        Err(E::custom(format_args!(
            "{v} is not a non-negative integer number below 2^53 (use a BigInt or a hex string for larger values)"
        )))
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<u64, E> {
        parse_u64(v).map_err(E::custom)
    }
}

/// What `Explorer.write` writes: a raw value, or named fields (`{sl: 26, ut: 1}`) in the
/// order given, each a number, BigInt or string (an encoding's name, or a number as text).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WriteArg {
    Raw(u64),
    Fields(Vec<(String, String)>),
}

impl<'de> Deserialize<'de> for WriteArg {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_any(WriteVisitor)
    }
}

struct WriteVisitor;

impl<'de> Visitor<'de> for WriteVisitor {
    type Value = WriteArg;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a BigInt, a number, a string or an object of field values")
    }

    fn visit_u64<E: de::Error>(self, v: u64) -> Result<WriteArg, E> {
        Ok(WriteArg::Raw(v))
    }

    fn visit_i64<E: de::Error>(self, v: i64) -> Result<WriteArg, E> {
        U64Visitor.visit_i64(v).map(WriteArg::Raw)
    }

    fn visit_f64<E: de::Error>(self, v: f64) -> Result<WriteArg, E> {
        U64Visitor.visit_f64(v).map(WriteArg::Raw)
    }

    fn visit_str<E: de::Error>(self, v: &str) -> Result<WriteArg, E> {
        U64Visitor.visit_str(v).map(WriteArg::Raw)
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<WriteArg, A::Error> {
        let mut fields = Vec::new();
        while let Some(name) = map.next_key::<String>()? {
            let value = map
                .next_value::<FieldText>()
                .map_err(|e| de::Error::custom(format_args!("field {name}: {e}")))?;
            fields.push((name, value.0));
        }
        Ok(WriteArg::Fields(fields))
    }
}

/// A field's value as text for the model to parse: a string as it is (an encoding's name), a
/// number or BigInt as a decimal number.
struct FieldText(String);

impl<'de> Deserialize<'de> for FieldText {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = FieldText;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a number, a BigInt or a string")
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<FieldText, E> {
                Ok(FieldText(v.to_string()))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<FieldText, E> {
                U64Visitor.visit_i64(v).map(|v| FieldText(v.to_string()))
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<FieldText, E> {
                U64Visitor.visit_f64(v).map(|v| FieldText(v.to_string()))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<FieldText, E> {
                Ok(FieldText(v.to_string()))
            }
        }
        d.deserialize_any(V)
    }
}

/// What `Explorer.setMode` sets: a SPARC mode's name, or Itanium's `{cpl, up, pp}` (the
/// enables also as `psr: {up, pp}`; each a boolean or 0/1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ModeArg(pub ModeSpec);

#[derive(Deserialize)]
struct ItaniumMode {
    cpl: U64,
    #[serde(default)]
    up: Option<Flag>,
    #[serde(default)]
    pp: Option<Flag>,
    #[serde(default)]
    psr: Option<Psr>,
}

#[derive(Deserialize)]
struct Psr {
    #[serde(default)]
    up: Option<Flag>,
    #[serde(default)]
    pp: Option<Flag>,
}

/// A boolean, or a number (non-zero is true).
struct Flag(bool);

impl<'de> Deserialize<'de> for Flag {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Flag;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("true, false, 0 or 1")
            }
            fn visit_bool<E: de::Error>(self, v: bool) -> Result<Flag, E> {
                Ok(Flag(v))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Flag, E> {
                Ok(Flag(v != 0))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Flag, E> {
                U64Visitor.visit_i64(v).map(|v| Flag(v != 0))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Flag, E> {
                U64Visitor.visit_str(v).map(|v| Flag(v != 0))
            }
        }
        d.deserialize_any(V)
    }
}

impl<'de> Deserialize<'de> for ModeArg {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = ModeArg;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a SPARC mode (user, privileged, hyperprivileged) or {cpl, up, pp}")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<ModeArg, E> {
                SparcMode::parse(v)
                    .map(|m| ModeArg(ModeSpec::Sparc(m)))
                    .ok_or_else(|| {
                        E::custom(format_args!("\"{v}\" is not user, privileged or hyperprivileged"))
                    })
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<ModeArg, A::Error> {
                let m = ItaniumMode::deserialize(MapAccessDeserializer::new(map))?;
                let cpl = u8::try_from(m.cpl.0).ok().filter(|c| *c <= 3).ok_or_else(|| {
                    de::Error::custom(format_args!("cpl: {} is not a privilege level (0-3)", m.cpl.0))
                })?;
                let flag = |own: Option<Flag>, psr: Option<Flag>| own.or(psr).is_some_and(|f| f.0);
                let (psr_up, psr_pp) = m.psr.map_or((None, None), |p| (p.up, p.pp));
                Ok(ModeArg(ModeSpec::Itanium {
                    cpl,
                    up: flag(psr_up, m.up),
                    pp: flag(psr_pp, m.pp),
                }))
            }
        }
        d.deserialize_any(V)
    }
}

/// A widget option as text: attributes are strings; `mount` options may be strings, numbers,
/// booleans or BigInts. Anything else is kept as a mistake for the option's error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OptionText {
    Text(String),
    NotText,
}

impl<'de> Deserialize<'de> for OptionText {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = OptionText;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a string, a number or a boolean")
            }
            fn visit_bool<E: de::Error>(self, v: bool) -> Result<OptionText, E> {
                Ok(OptionText::Text(v.to_string()))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<OptionText, E> {
                Ok(OptionText::Text(v.to_string()))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<OptionText, E> {
                Ok(OptionText::Text(v.to_string()))
            }
            fn visit_f64<E: de::Error>(self, v: f64) -> Result<OptionText, E> {
                Ok(OptionText::Text(v.to_string()))
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<OptionText, E> {
                Ok(OptionText::Text(v.to_string()))
            }
            fn visit_map<A: MapAccess<'de>>(self, _: A) -> Result<OptionText, A::Error> {
                Ok(OptionText::NotText)
            }
            fn visit_seq<A: de::SeqAccess<'de>>(self, _: A) -> Result<OptionText, A::Error> {
                Ok(OptionText::NotText)
            }
        }
        d.deserialize_any(V)
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

impl From<crate::timeline::Events> for EventsJson {
    fn from(e: crate::timeline::Events) -> EventsJson {
        EventsJson {
            overflows: e.overflows,
            traps: e.traps,
            switches: e.switches,
        }
    }
}
