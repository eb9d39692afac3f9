//! The small value types of the scenario file (docs/scenarios.md): numbers that may be strings,
//! names that may be objects, and the names of modes, conditions and calls. Each reads and
//! writes itself, and a value it refuses fails where it stands, so the error's path names it
//! (`step 3: field 'write.value': '0xZZ' is not a number`).

use std::fmt;
use std::marker::PhantomData;

use serde::de::{self, Deserializer, IntoDeserializer, MapAccess, Visitor};
use serde::{Deserialize, Serialize, Serializer};

use crate::machines;
use crate::number::{hex, parse_u64};
use crate::sim::SparcMode;

/// A number: a JSON number, or a string in hex ("0x10"), binary ("0b1010") or decimal ("16"),
/// as [`parse_u64`] reads it. Written as a JSON number below 2^32 and as a hex string above, so
/// that a JavaScript reader of a permalink never rounds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Num<T = u64>(pub T);

struct U64Visitor;

impl Visitor<'_> for U64Visitor {
    type Value = u64;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a number or a string such as \"0x10\"")
    }

    fn visit_u64<E: de::Error>(self, n: u64) -> Result<u64, E> {
        Ok(n)
    }

    fn visit_i64<E: de::Error>(self, n: i64) -> Result<u64, E> {
        u64::try_from(n).map_err(|_| E::custom(format!("{n} is not an unsigned 64-bit integer")))
    }

    fn visit_f64<E: de::Error>(self, x: f64) -> Result<u64, E> {
        let shown = serde_json::Number::from_f64(x).map_or_else(|| x.to_string(), |n| n.to_string());
        Err(E::custom(format!("{shown} is not an unsigned 64-bit integer")))
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<u64, E> {
        parse_u64(s).map_err(E::custom)
    }
}

impl<'de, T: TryFrom<u64>> Deserialize<'de> for Num<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let n = d.deserialize_any(U64Visitor)?;
        T::try_from(n)
            .map(Num)
            .map_err(|_| de::Error::custom(format!("{n} is too large")))
    }
}

impl<T: Copy + Into<u64>> Serialize for Num<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let v: u64 = self.0.into();
        if v < 1 << 32 {
            s.serialize_u64(v)
        } else {
            s.serialize_str(&hex(v, 64))
        }
    }
}

/// A field value as typed: a number or a name (an event name for `sl`, an encoding name).
/// Numbers are kept as their JSON text ("26"); names as they are. Written as a string.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Text(pub String);

impl<'de> Deserialize<'de> for Text {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = Text;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a number or a name")
            }
            fn visit_u64<E: de::Error>(self, n: u64) -> Result<Text, E> {
                Ok(Text(n.to_string()))
            }
            fn visit_i64<E: de::Error>(self, n: i64) -> Result<Text, E> {
                Ok(Text(n.to_string()))
            }
            fn visit_f64<E: de::Error>(self, x: f64) -> Result<Text, E> {
                Ok(Text(
                    serde_json::Number::from_f64(x).map_or_else(|| x.to_string(), |n| n.to_string()),
                ))
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<Text, E> {
                Ok(Text(s.to_string()))
            }
        }
        d.deserialize_any(V)
    }
}

/// Field assignments `{"sl": 26, "ut": 1}`, in the order written. A name given twice keeps its
/// first place and its last value, as a JSON object does.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Fields(pub Vec<(String, String)>);

impl<'de> Deserialize<'de> for Fields {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = Fields;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("an object of field names and values")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Fields, A::Error> {
                let mut out: Vec<(String, String)> = Vec::new();
                while let Some((k, Text(v))) = map.next_entry::<String, Text>()? {
                    match out.iter_mut().find(|(name, _)| *name == k) {
                        Some(slot) => slot.1 = v,
                        None => out.push((k, v)),
                    }
                }
                Ok(Fields(out))
            }
        }
        d.deserialize_map(V)
    }
}

impl Serialize for Fields {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(k, v)| (k, v)))
    }
}

/// A value written either as a name (a string) or as an object: `"read": "PCR0"` or
/// `"read": {"reg": "PCR0", "thread": 1}`. Each side reads itself, so an error inside the
/// object names its field.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(untagged)]
pub enum NameOr<N, O> {
    Name(N),
    Object(O),
}

impl<'de, N: Deserialize<'de>, O: Deserialize<'de>> Deserialize<'de> for NameOr<N, O> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V<N, O>(PhantomData<(N, O)>);
        impl<'de, N: Deserialize<'de>, O: Deserialize<'de>> Visitor<'de> for V<N, O> {
            type Value = NameOr<N, O>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a name or an object")
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<Self::Value, E> {
                N::deserialize(s.into_deserializer()).map(NameOr::Name)
            }
            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<Self::Value, A::Error> {
                O::deserialize(de::value::MapAccessDeserializer::new(map)).map(NameOr::Object)
            }
        }
        d.deserialize_any(V(PhantomData))
    }
}

/// A SPARC privilege mode by name: user, privileged, hyperprivileged (seed 000 section 10.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SparcModeName(pub SparcMode);

impl<'de> Deserialize<'de> for SparcModeName {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        SparcMode::parse(&s)
            .map(SparcModeName)
            .ok_or_else(|| de::Error::custom(format!("'{s}' is not user, privileged or hyperprivileged")))
    }
}

impl Serialize for SparcModeName {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0.name())
    }
}

/// An Itanium privilege level, PSR.cpl (0-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Cpl(pub u8);

impl<'de> Deserialize<'de> for Cpl {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let Num(n) = Num::<u64>::deserialize(d)?;
        match u8::try_from(n) {
            Ok(c) if c <= 3 => Ok(Cpl(c)),
            _ => Err(de::Error::custom(format!("{n} is not a privilege level (0-3)"))),
        }
    }
}

/// A bit given as a number (0 or anything else); written as 0 or 1.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Bit(pub bool);

impl<'de> Deserialize<'de> for Bit {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Num::<u64>::deserialize(d).map(|Num(n)| Bit(n != 0))
    }
}

impl Serialize for Bit {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(u8::from(self.0))
    }
}

/// A hypercall function: the name a machine gives it (any case: `KT_GET_PERFREG`), or a
/// number. Written by name when a machine names it, else as a 12-bit hex string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HypercallFn(pub u64);

/// The hypercalls' names, as messages list them: "KT_GET_PERFREG, KT_SET_PERFREG".
struct HypercallNames;

impl fmt::Display for HypercallNames {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        for (i, h) in machines::hypercalls().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            f.write_str(h.name)?;
        }
        Ok(())
    }
}

impl<'de> Deserialize<'de> for HypercallFn {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = HypercallFn;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                write!(f, "{HypercallNames} or a function number")
            }
            fn visit_u64<E: de::Error>(self, n: u64) -> Result<HypercallFn, E> {
                Ok(HypercallFn(n))
            }
            fn visit_i64<E: de::Error>(self, n: i64) -> Result<HypercallFn, E> {
                U64Visitor.visit_i64(n).map(HypercallFn)
            }
            fn visit_f64<E: de::Error>(self, x: f64) -> Result<HypercallFn, E> {
                U64Visitor.visit_f64(x).map(HypercallFn)
            }
            fn visit_str<E: de::Error>(self, s: &str) -> Result<HypercallFn, E> {
                if let Some(h) = machines::hypercalls().find(|h| s.eq_ignore_ascii_case(h.name)) {
                    return Ok(HypercallFn(h.number));
                }
                parse_u64(s)
                    .map(HypercallFn)
                    .map_err(|e| E::custom(format!("{e} (or {HypercallNames})")))
            }
        }
        d.deserialize_any(V)
    }
}

impl Serialize for HypercallFn {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match machines::hypercalls().find(|h| h.number == self.0) {
            Some(h) => s.serialize_str(h.name),
            None => s.serialize_str(&hex(self.0, 12)),
        }
    }
}

/// The number of nodes of a KT system (1-4, seed 001 section 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Nodes(pub u8);

impl<'de> Deserialize<'de> for Nodes {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let Num(n) = Num::<u64>::deserialize(d)?;
        match u8::try_from(n) {
            Ok(k) if (1..=4).contains(&k) => Ok(Nodes(k)),
            _ => Err(de::Error::custom(format!("{n}: a KT system has 1 to 4 nodes"))),
        }
    }
}

/// What `run until` waits for, by name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UntilName {
    Overflow,
    Trap,
    ThreadSwitch,
    Cycle,
}

/// `{"pcl": "read"}` and `{"pcl": "stop"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PclWord {
    Read,
    Stop,
}

/// A PCL counting mode: user, system or both (or a PCL_MODE_ name, seed 002).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PclModeName(pub crate::pcl::Mode);

impl<'de> Deserialize<'de> for PclModeName {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        crate::pcl::Mode::parse(&s)
            .map(PclModeName)
            .ok_or_else(|| de::Error::custom(format!("'{s}' is not user, system or both")))
    }
}

impl Serialize for PclModeName {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.0.short())
    }
}

/// A clock rate in MHz: a positive number.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[serde(transparent)]
pub struct Mhz(pub f64);

impl<'de> Deserialize<'de> for Mhz {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let x = f64::deserialize(d)?;
        if x > 0.0 && x.is_finite() {
            Ok(Mhz(x))
        } else {
            Err(de::Error::custom(format!("{x}: a positive number")))
        }
    }
}

/// A log kind by name, one of [`LOG_KINDS`](crate::scenario::output::LOG_KINDS).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct LogKindName(pub String);

impl<'de> Deserialize<'de> for LogKindName {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        use crate::scenario::output::LOG_KINDS;
        let s = String::deserialize(d)?;
        if LOG_KINDS.contains(&s.as_str()) {
            Ok(LogKindName(s))
        } else {
            Err(de::Error::custom(format!(
                "'{s}' is not a log kind ({})",
                LOG_KINDS.join(", ")
            )))
        }
    }
}
