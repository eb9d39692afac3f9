//! A serde deserializer over a parsed [`Value`] that remembers where it failed: the path of the
//! innermost value whose reading failed (`steps[3].write.value`), for errors that name the step
//! and the field.
//!
//! `serde_path_to_error` does the same by wrapping another deserializer, and so every visitor
//! too; over the scenario's types that cost about 85 KB of wasm. Owning the deserializer
//! needs no wrapping: the path is a list on the stack, written down only when something fails.

use std::cell::RefCell;
use std::fmt;

use serde::de::value::BorrowedStrDeserializer;
use serde::de::{
    self, DeserializeSeed, Deserializer, IntoDeserializer, MapAccess, SeqAccess, Unexpected, Visitor,
};
use serde::Deserialize;
use serde_json::Value;

/// One step of a path: an object's key or an array's index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Segment {
    Key(String),
    Index(usize),
}

/// Why a value could not be read (serde's message).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error(pub String);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl de::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        Error(msg.to_string())
    }
}

/// Read a `T` from `value`; on failure, the message and the path where it failed.
pub fn from_value<'de, T: Deserialize<'de>>(value: &'de Value) -> Result<T, (Vec<Segment>, Error)> {
    let trail = Trail::default();
    T::deserialize(At {
        value,
        path: &Path::Root,
        trail: &trail,
    })
    .map_err(|e| (trail.failed_at.into_inner().unwrap_or_default(), e))
}

/// The path so far, as a list on the stack (nothing is allocated while reading succeeds).
#[derive(Clone, Copy)]
enum Path<'a> {
    Root,
    Key(&'a Path<'a>, &'a str),
    Index(&'a Path<'a>, usize),
}

impl Path<'_> {
    fn segments(&self) -> Vec<Segment> {
        let mut out = Vec::new();
        let mut at = self;
        loop {
            match at {
                Path::Root => break,
                Path::Key(parent, k) => {
                    out.push(Segment::Key((*k).to_string()));
                    at = parent;
                }
                Path::Index(parent, i) => {
                    out.push(Segment::Index(*i));
                    at = parent;
                }
            }
        }
        out.reverse();
        out
    }
}

/// Where reading failed first, which is the innermost place: an error passes through the
/// outer values after it was written down.
#[derive(Default)]
struct Trail {
    failed_at: RefCell<Option<Vec<Segment>>>,
}

impl Trail {
    fn mark(&self, path: &Path, e: Error) -> Error {
        let mut at = self.failed_at.borrow_mut();
        if at.is_none() {
            *at = Some(path.segments());
        }
        e
    }
}

/// A value and its path.
struct At<'de, 'p> {
    value: &'de Value,
    path: &'p Path<'p>,
    trail: &'p Trail,
}

impl<'de> At<'de, '_> {
    fn unexpected(&self) -> Unexpected<'de> {
        match self.value {
            Value::Null => Unexpected::Unit,
            Value::Bool(b) => Unexpected::Bool(*b),
            Value::Number(n) => match (n.as_u64(), n.as_i64(), n.as_f64()) {
                (Some(u), _, _) => Unexpected::Unsigned(u),
                (_, Some(i), _) => Unexpected::Signed(i),
                (_, _, f) => Unexpected::Float(f.unwrap_or(f64::NAN)),
            },
            Value::String(s) => Unexpected::Str(s),
            Value::Array(_) => Unexpected::Seq,
            Value::Object(_) => Unexpected::Map,
        }
    }
}

impl<'de> Deserializer<'de> for At<'de, '_> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let (path, trail) = (self.path, self.trail);
        let result = match self.value {
            Value::Null => visitor.visit_unit(),
            Value::Bool(b) => visitor.visit_bool(*b),
            Value::Number(n) => match (n.as_u64(), n.as_i64(), n.as_f64()) {
                (Some(u), _, _) => visitor.visit_u64(u),
                (_, Some(i), _) => visitor.visit_i64(i),
                (_, _, f) => visitor.visit_f64(f.unwrap_or(f64::NAN)),
            },
            Value::String(s) => visitor.visit_borrowed_str(s),
            Value::Array(_) => return self.deserialize_seq(visitor),
            Value::Object(_) => return self.deserialize_map(visitor),
        };
        result.map_err(|e| trail.mark(path, e))
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.value {
            Value::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
    }

    // The methods below ask for one kind of value and call only the visitor method of that
    // kind, so that a visitor's other methods are not compiled in for nothing (the wasm
    // bundle's size).

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.value {
            Value::Bool(b) => visitor.visit_bool(*b).map_err(|e| self.trail.mark(self.path, e)),
            _ => Err(self.mismatch(&visitor)),
        }
    }

    fn deserialize_u64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let result = match self.value {
            Value::Number(n) => match (n.as_u64(), n.as_i64(), n.as_f64()) {
                (Some(u), _, _) => visitor.visit_u64(u),
                (_, Some(i), _) => visitor.visit_i64(i),
                (_, _, f) => visitor.visit_f64(f.unwrap_or(f64::NAN)),
            },
            _ => return Err(self.mismatch(&visitor)),
        };
        result.map_err(|e| self.trail.mark(self.path, e))
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.value {
            Value::String(s) => visitor
                .visit_borrowed_str(s)
                .map_err(|e| self.trail.mark(self.path, e)),
            _ => Err(self.mismatch(&visitor)),
        }
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let (path, trail) = (self.path, self.trail);
        match self.value {
            Value::Array(a) => {
                let mut seq = SeqAt {
                    iter: a.iter().enumerate(),
                    path,
                    trail,
                };
                visitor
                    .visit_seq(&mut seq)
                    .and_then(|v| match seq.iter.len() {
                        0 => Ok(v),
                        _ => Err(de::Error::invalid_length(a.len(), &"fewer elements")),
                    })
                    .map_err(|e| trail.mark(path, e))
            }
            _ => Err(self.mismatch(&visitor)),
        }
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let (path, trail) = (self.path, self.trail);
        match self.value {
            Value::Object(o) => visitor
                .visit_map(MapAt {
                    iter: o.iter(),
                    next: None,
                    path,
                    trail,
                })
                .map_err(|e| trail.mark(path, e)),
            _ => Err(self.mismatch(&visitor)),
        }
    }

    /// A struct is an object, never an array.
    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_map(visitor)
    }

    /// Enums in the scenario file are names: `"overflow"`, `"compare_then_update"`.
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match self.value {
            Value::String(s) => visitor
                .visit_enum(s.as_str().into_deserializer())
                .map_err(|e| self.trail.mark(self.path, e)),
            _ => Err(self.mismatch(&visitor)),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        visitor.visit_newtype_struct(self)
    }

    serde::forward_to_deserialize_any! {
        i128 u128 char bytes byte_buf unit unit_struct tuple tuple_struct ignored_any
    }

    fn deserialize_u8<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_u64(visitor)
    }

    fn deserialize_u16<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_u64(visitor)
    }

    fn deserialize_u32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_u64(visitor)
    }

    fn deserialize_i8<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_u64(visitor)
    }

    fn deserialize_i16<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_u64(visitor)
    }

    fn deserialize_i32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_u64(visitor)
    }

    fn deserialize_i64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_u64(visitor)
    }

    fn deserialize_f32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_u64(visitor)
    }

    fn deserialize_f64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_u64(visitor)
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_str(visitor)
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_str(visitor)
    }
}

impl At<'_, '_> {
    /// The value is not of the kind the visitor reads: serde's "invalid type" message, at
    /// this value's path.
    fn mismatch(&self, expected: &dyn de::Expected) -> Error {
        self.trail
            .mark(self.path, de::Error::invalid_type(self.unexpected(), expected))
    }
}

/// An array's elements, each with its index on the path.
struct SeqAt<'de, 'p> {
    iter: std::iter::Enumerate<std::slice::Iter<'de, Value>>,
    path: &'p Path<'p>,
    trail: &'p Trail,
}

impl<'de> SeqAccess<'de> for &mut SeqAt<'de, '_> {
    type Error = Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>, Error> {
        let Some((i, value)) = self.iter.next() else {
            return Ok(None);
        };
        let here = Path::Index(self.path, i);
        seed.deserialize(At {
            value,
            path: &here,
            trail: self.trail,
        })
        .map(Some)
        .map_err(|e| self.trail.mark(&here, e))
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.iter.len())
    }
}

/// An object's entries, each value with its key on the path. An unknown key fails at its own
/// path too (`write.valu`).
struct MapAt<'de, 'p> {
    iter: serde_json::map::Iter<'de>,
    next: Option<(&'de str, &'de Value)>,
    path: &'p Path<'p>,
    trail: &'p Trail,
}

impl<'de> MapAccess<'de> for MapAt<'de, '_> {
    type Error = Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, Error> {
        let Some((k, v)) = self.iter.next() else {
            return Ok(None);
        };
        self.next = Some((k, v));
        seed.deserialize(BorrowedStrDeserializer::<Error>::new(k))
            .map(Some)
            .map_err(|e| self.trail.mark(&Path::Key(self.path, k), e))
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, Error> {
        let (k, value) = self
            .next
            .take()
            .ok_or_else(|| Error("a value asked for before its key".into()))?;
        let here = Path::Key(self.path, k);
        seed.deserialize(At {
            value,
            path: &here,
            trail: self.trail,
        })
        .map_err(|e| self.trail.mark(&here, e))
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.iter.len())
    }
}
