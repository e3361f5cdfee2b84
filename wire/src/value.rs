//! `Value`: an owned tree of wire values, for tests and simple hosts.
//!
//! Shared objects and cycles are [`Value::Ref`] nodes naming an earlier object by its
//! index: objects (arrays, plain objects, Maps, Sets, Dates, Uint8Arrays, Errors) are
//! numbered in the order they are met, depth first, parents before children, exactly as
//! on the wire. `to_wire` gives objects with the same keys in the same order one key set.

use alloc::boxed::Box;
use alloc::collections::BTreeMap;
use alloc::vec::Vec;

use crate::DEFAULT_MAX_DEPTH;
use crate::error::WireError;
use crate::reader::{Event, Reader, ReaderConfig};
use crate::string::{JsString, Str};
use crate::writer::{KeySetId, ObjectId, Writer};

/// An owned wire value. Equality is structural, with numbers and Dates compared by
/// ECMA-262 SameValue (NaN equals NaN, +0 differs from -0).
#[derive(Clone, Debug)]
pub enum Value {
    /// `undefined`.
    Undefined,
    /// `null`.
    Null,
    /// A boolean.
    Bool(bool),
    /// A Number held as int32.
    Int32(i32),
    /// A Number held as float64.
    Float64(f64),
    /// A BigInt.
    BigInt(BigInt),
    /// A string.
    String(JsString),
    /// A dense array; `None` is a hole.
    Array(Vec<Option<Value>>),
    /// A sparse array: its `length` and the elements present, indices increasing.
    SparseArray {
        /// The array's `length`.
        length: u32,
        /// The elements present, as (index, value), indices increasing and below `length`.
        elements: Vec<(u32, Value)>,
    },
    /// A plain object: properties in order, keys distinct.
    Object(Vec<(JsString, Value)>),
    /// A Map: entries in insertion order.
    Map(Vec<(Value, Value)>),
    /// A Set: values in insertion order.
    Set(Vec<Value>),
    /// A Date: its time value (NaN for an invalid date).
    Date(f64),
    /// A Uint8Array.
    Bytes(Vec<u8>),
    /// An Error.
    Error(Box<ErrorValue>),
    /// The object with this index, met earlier or still open (a cycle).
    Ref(u32),
}

/// The own data of an Error object that crosses the boundary.
#[derive(Clone, Debug, PartialEq)]
pub struct ErrorValue {
    /// `name`: "Error", "TypeError", ... (the VM picks the prototype by it).
    pub name: JsString,
    /// `message`.
    pub message: JsString,
    /// `stack`, when present.
    pub stack: Option<JsString>,
    /// `cause`, when present (ECMA-262 sec-installerrorcause).
    pub cause: Option<Value>,
}

/// A BigInt as sign and magnitude; always canonical (no high zero byte, zero not negative).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct BigInt {
    negative: bool,
    magnitude: Vec<u8>,
}

impl BigInt {
    /// The BigInt with this sign and little-endian magnitude.
    pub fn new(negative: bool, mut magnitude_le: Vec<u8>) -> Self {
        let used = magnitude_le.iter().rposition(|&b| b != 0).map_or(0, |i| i + 1);
        magnitude_le.truncate(used);
        Self { negative: negative && used > 0, magnitude: magnitude_le }
    }

    /// Whether the value is below zero.
    pub fn is_negative(&self) -> bool {
        self.negative
    }

    /// The magnitude, little-endian, without high zero bytes (empty for zero).
    pub fn magnitude(&self) -> &[u8] {
        &self.magnitude
    }

    /// The value as `u128`, when its magnitude fits in 16 bytes.
    fn magnitude_u128(magnitude: &[u8]) -> Option<u128> {
        if magnitude.len() > 16 {
            return None;
        }
        let mut raw = [0u8; 16];
        raw[..magnitude.len()].copy_from_slice(magnitude);
        Some(u128::from_le_bytes(raw))
    }

    /// The value as `i128`, when it fits.
    pub fn to_i128(&self) -> Option<i128> {
        bigint_to_i128(self.negative, &self.magnitude)
    }

    /// The value as `u128`, when it fits.
    pub fn to_u128(&self) -> Option<u128> {
        if self.negative { None } else { Self::magnitude_u128(&self.magnitude) }
    }
}

/// A wire BigInt (sign and magnitude) as `i128`, when it fits.
pub(crate) fn bigint_to_i128(negative: bool, magnitude: &[u8]) -> Option<i128> {
    let m = BigInt::magnitude_u128(magnitude)?;
    if negative { 0i128.checked_sub_unsigned(m) } else { i128::try_from(m).ok() }
}

/// A wire BigInt as `u128`, when it fits.
#[cfg_attr(not(feature = "serde"), allow(dead_code))]
pub(crate) fn bigint_to_u128(negative: bool, magnitude: &[u8]) -> Option<u128> {
    if negative { None } else { BigInt::magnitude_u128(magnitude) }
}

impl From<i128> for BigInt {
    fn from(v: i128) -> Self {
        BigInt::new(v < 0, v.unsigned_abs().to_le_bytes().to_vec())
    }
}

impl From<u128> for BigInt {
    fn from(v: u128) -> Self {
        BigInt::new(false, v.to_le_bytes().to_vec())
    }
}

impl From<i64> for BigInt {
    fn from(v: i64) -> Self {
        BigInt::from(i128::from(v))
    }
}

impl From<u64> for BigInt {
    fn from(v: u64) -> Self {
        BigInt::from(u128::from(v))
    }
}

/// ECMA-262 sec-samevalue for Numbers.
fn same_value(a: f64, b: f64) -> bool {
    a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan())
}

impl PartialEq for Value {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Value::Undefined, Value::Undefined) | (Value::Null, Value::Null) => true,
            (Value::Bool(a), Value::Bool(b)) => a == b,
            (Value::Int32(a), Value::Int32(b)) => a == b,
            (Value::Float64(a), Value::Float64(b)) | (Value::Date(a), Value::Date(b)) => {
                same_value(*a, *b)
            }
            (Value::BigInt(a), Value::BigInt(b)) => a == b,
            (Value::String(a), Value::String(b)) => a == b,
            (Value::Array(a), Value::Array(b)) => a == b,
            (
                Value::SparseArray { length: la, elements: ea },
                Value::SparseArray { length: lb, elements: eb },
            ) => la == lb && ea == eb,
            (Value::Object(a), Value::Object(b)) => a == b,
            (Value::Map(a), Value::Map(b)) => a == b,
            (Value::Set(a), Value::Set(b)) => a == b,
            (Value::Bytes(a), Value::Bytes(b)) => a == b,
            (Value::Error(a), Value::Error(b)) => a == b,
            (Value::Ref(a), Value::Ref(b)) => a == b,
            _ => false,
        }
    }
}

impl From<&str> for Value {
    fn from(s: &str) -> Self {
        Value::String(s.into())
    }
}

impl From<i32> for Value {
    fn from(v: i32) -> Self {
        Value::Int32(v)
    }
}

impl From<f64> for Value {
    fn from(v: f64) -> Self {
        Value::Float64(v)
    }
}

impl From<bool> for Value {
    fn from(v: bool) -> Self {
        Value::Bool(v)
    }
}

impl Value {
    /// Encodes the value, with its version byte.
    ///
    /// Fails on what no reader would accept: a `Ref` to an object not yet written, a
    /// sparse array whose indices do not increase below its length, an object with the
    /// same key twice, a length over `u32::MAX`, or nesting deeper than
    /// [`DEFAULT_MAX_DEPTH`].
    pub fn to_wire(&self) -> Result<Vec<u8>, WireError> {
        let mut encoder = Encoder { w: Writer::new(), key_sets: BTreeMap::new() };
        encoder.write(self, 0)?;
        Ok(encoder.w.finish())
    }

    /// Decodes one value with the default [`ReaderConfig`].
    pub fn from_wire(bytes: &[u8]) -> Result<Value, WireError> {
        Self::from_wire_with(bytes, ReaderConfig::default())
    }

    /// Decodes one value with `config`.
    pub fn from_wire_with(bytes: &[u8], config: ReaderConfig) -> Result<Value, WireError> {
        let mut reader = Reader::with_config(bytes, config)?;
        let first = reader.next()?;
        read(&mut reader, first)
    }
}

struct Encoder<'v> {
    w: Writer,
    key_sets: BTreeMap<Vec<&'v JsString>, KeySetId>,
}

fn len_u32(len: usize, at: usize) -> Result<u32, WireError> {
    u32::try_from(len).map_err(|_| WireError::new(at, "length over u32::MAX"))
}

/// A `Str` view of an owned string (UTF-16 units are laid out little-endian in `scratch`).
fn as_str<'s>(s: &'s JsString, scratch: &'s mut Vec<u8>) -> Str<'s> {
    match s {
        JsString::Utf8(s) => Str::Utf8(s),
        JsString::Utf16(units) => {
            scratch.extend(units.iter().flat_map(|u| u.to_le_bytes()));
            Str::Utf16(scratch)
        }
    }
}

fn has_duplicate(keys: &[&JsString]) -> bool {
    if keys.len() <= 8 {
        return keys.iter().enumerate().any(|(i, k)| keys[..i].contains(k));
    }
    let mut sorted = keys.to_vec();
    cairn_sort::sort_unstable(&mut sorted);
    sorted.windows(2).any(|w| w[0] == w[1])
}

impl<'v> Encoder<'v> {
    fn enter(&self, depth: u32) -> Result<(), WireError> {
        if depth >= DEFAULT_MAX_DEPTH {
            return Err(WireError::new(self.w.len(), "nesting deeper than the depth limit"));
        }
        Ok(())
    }

    fn write(&mut self, value: &'v Value, depth: u32) -> Result<(), WireError> {
        let at = self.w.len();
        match value {
            Value::Undefined => self.w.undefined(),
            Value::Null => self.w.null(),
            Value::Bool(b) => self.w.bool(*b),
            Value::Int32(i) => self.w.i32(*i),
            Value::Float64(f) => self.w.f64(*f),
            Value::BigInt(b) => self.w.bigint(b.negative, &b.magnitude),
            Value::String(s) => self.w.js_string(s),
            Value::Array(items) => {
                self.enter(depth)?;
                self.w.begin_array(len_u32(items.len(), at)?);
                for item in items {
                    match item {
                        None => self.w.hole(),
                        Some(v) => self.write(v, depth + 1)?,
                    }
                }
            }
            Value::SparseArray { length, elements } => {
                self.enter(depth)?;
                let mut next = 0u64;
                for (index, _) in elements {
                    if u64::from(*index) < next || index >= length {
                        return Err(WireError::new(
                            at,
                            "sparse array index not increasing or not below the length",
                        ));
                    }
                    next = u64::from(*index) + 1;
                }
                self.w.begin_sparse_array(*length, len_u32(elements.len(), at)?);
                for (index, v) in elements {
                    self.w.sparse_index(*index);
                    self.write(v, depth + 1)?;
                }
            }
            Value::Object(props) => {
                self.enter(depth)?;
                let keys: Vec<&'v JsString> = props.iter().map(|(k, _)| k).collect();
                if let Some(&set) = self.key_sets.get(&keys) {
                    self.w.begin_object_like(set);
                    for (_, v) in props {
                        self.write(v, depth + 1)?;
                    }
                } else {
                    if has_duplicate(&keys) {
                        return Err(WireError::new(at, "object has the same key twice"));
                    }
                    self.w.begin_object(len_u32(props.len(), at)?);
                    for (k, v) in props {
                        self.w.js_string(k);
                        self.write(v, depth + 1)?;
                    }
                    let set = self.w.end_object();
                    self.key_sets.insert(keys, set);
                }
            }
            Value::Map(entries) => {
                self.enter(depth)?;
                self.w.begin_map(len_u32(entries.len(), at)?);
                for (k, v) in entries {
                    self.write(k, depth + 1)?;
                    self.write(v, depth + 1)?;
                }
            }
            Value::Set(items) => {
                self.enter(depth)?;
                self.w.begin_set(len_u32(items.len(), at)?);
                for v in items {
                    self.write(v, depth + 1)?;
                }
            }
            Value::Date(time) => {
                self.w.date(*time);
            }
            Value::Bytes(bytes) => {
                len_u32(bytes.len(), at)?;
                self.w.bytes(bytes);
            }
            Value::Error(e) => {
                self.enter(depth)?;
                let (mut a, mut b, mut c) = (Vec::new(), Vec::new(), Vec::new());
                let name = as_str(&e.name, &mut a);
                let message = as_str(&e.message, &mut b);
                let stack = e.stack.as_ref().map(|s| as_str(s, &mut c));
                self.w.begin_error(name, message, stack, e.cause.is_some());
                if let Some(cause) = &e.cause {
                    self.write(cause, depth + 1)?;
                }
            }
            Value::Ref(id) => {
                if *id >= self.w.object_count() {
                    return Err(WireError::new(at, "reference to an object not written yet"));
                }
                self.w.reference(ObjectId(*id));
            }
        }
        Ok(())
    }
}

fn unexpected<T>(reader: &Reader<'_>) -> Result<T, WireError> {
    // The reader only yields keys, indices and ends where the format puts them.
    Err(WireError::new(reader.position(), "internal: event out of place"))
}

/// Builds the value whose first event is `first`; recursion is bounded by the reader's
/// depth limit.
fn read(r: &mut Reader<'_>, first: Event<'_>) -> Result<Value, WireError> {
    Ok(match first {
        Event::Undefined => Value::Undefined,
        Event::Null => Value::Null,
        Event::Bool(b) => Value::Bool(b),
        Event::Int32(i) => Value::Int32(i),
        Event::Float64(f) => Value::Float64(f),
        Event::BigInt { negative, magnitude } => {
            Value::BigInt(BigInt { negative, magnitude: magnitude.to_vec() })
        }
        Event::String(s) => Value::String(s.to_js_string()),
        Event::Array { len, .. } => {
            let mut items = Vec::with_capacity(len as usize);
            loop {
                match r.next()? {
                    Event::End(_) => break,
                    Event::Hole => items.push(None),
                    e => items.push(Some(read(r, e)?)),
                }
            }
            Value::Array(items)
        }
        Event::SparseArray { length, count, .. } => {
            let mut elements = Vec::with_capacity(count as usize);
            loop {
                match r.next()? {
                    Event::End(_) => break,
                    Event::Index(i) => {
                        let e = r.next()?;
                        elements.push((i, read(r, e)?));
                    }
                    _ => return unexpected(r),
                }
            }
            Value::SparseArray { length, elements }
        }
        Event::Object { len, .. } => {
            let mut props = Vec::with_capacity(len as usize);
            loop {
                match r.next()? {
                    Event::End(_) => break,
                    Event::Key(k) => {
                        let e = r.next()?;
                        props.push((k.to_js_string(), read(r, e)?));
                    }
                    _ => return unexpected(r),
                }
            }
            Value::Object(props)
        }
        Event::Map { len, .. } => {
            let mut entries = Vec::with_capacity(len as usize);
            loop {
                let k = match r.next()? {
                    Event::End(_) => break,
                    e => read(r, e)?,
                };
                let e = r.next()?;
                entries.push((k, read(r, e)?));
            }
            Value::Map(entries)
        }
        Event::Set { len, .. } => {
            let mut items = Vec::with_capacity(len as usize);
            loop {
                match r.next()? {
                    Event::End(_) => break,
                    e => items.push(read(r, e)?),
                }
            }
            Value::Set(items)
        }
        Event::Date { time, .. } => Value::Date(time),
        Event::Bytes { data, .. } => Value::Bytes(data.to_vec()),
        Event::Error { name, message, stack, has_cause, .. } => {
            let cause = if has_cause {
                let e = r.next()?;
                Some(read(r, e)?)
            } else {
                None
            };
            let Event::End(_) = r.next()? else { return unexpected(r) };
            Value::Error(Box::new(ErrorValue {
                name: name.to_js_string(),
                message: message.to_js_string(),
                stack: stack.map(|s| s.to_js_string()),
                cause,
            }))
        }
        Event::Reference(id) => Value::Ref(id.0),
        Event::Hole | Event::Index(_) | Event::Key(_) | Event::End(_) => return unexpected(r),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;

    fn round_trip(v: &Value) -> Value {
        Value::from_wire(&v.to_wire().unwrap()).unwrap()
    }

    #[test]
    fn numbers_keep_their_kind_and_bits() {
        for v in [
            Value::Int32(-5),
            Value::Float64(-0.0),
            Value::Float64(f64::NAN),
            Value::Float64(1.5),
            Value::Date(f64::NAN),
        ] {
            assert_eq!(round_trip(&v), v);
        }
        assert_ne!(Value::Float64(0.0), Value::Float64(-0.0));
        assert_ne!(Value::Int32(1), Value::Float64(1.0));
    }

    #[test]
    fn bigints_round_trip_and_convert() {
        for n in [0i128, 1, -1, 255, -256, i128::MIN, i128::MAX] {
            let b = BigInt::from(n);
            assert_eq!(b.to_i128(), Some(n));
            assert_eq!(round_trip(&Value::BigInt(b.clone())), Value::BigInt(b));
        }
        assert_eq!(BigInt::from(u128::MAX).to_i128(), None);
        assert_eq!(BigInt::new(true, vec![0, 0]), BigInt::default());
    }

    #[test]
    fn rows_with_the_same_keys_share_a_key_set() {
        let row = |i: i32| {
            Value::Object(vec![("id".into(), Value::Int32(i)), ("name".into(), "x".into())])
        };
        let one = Value::Array(vec![Some(row(1))]).to_wire().unwrap();
        let two = Value::Array(vec![Some(row(1)), Some(row(2))]).to_wire().unwrap();
        // The second row is OBJECT_LIKE, set 0, int32 2, "x": 7 bytes, no key text.
        assert_eq!(two.len() - one.len(), 7);
        let v = Value::Array(vec![Some(row(1)), Some(row(2))]);
        assert_eq!(round_trip(&v), v);
    }

    #[test]
    fn cycles_and_holes_round_trip() {
        let v =
            Value::Array(vec![None, Some(Value::Ref(0)), Some(Value::Set(vec![Value::Ref(1)]))]);
        assert_eq!(round_trip(&v), v);
        assert!(Value::Array(vec![Some(Value::Ref(1))]).to_wire().is_err());
    }

    #[test]
    fn errors_with_lone_surrogates_round_trip() {
        let v = Value::Error(Box::new(ErrorValue {
            name: "TypeError".into(),
            message: JsString::Utf16(vec![0x61, 0xdc00]),
            stack: Some("at f (x.js:1:1)".into()),
            cause: Some(Value::Error(Box::new(ErrorValue {
                name: "Error".into(),
                message: "inner".into(),
                stack: None,
                cause: None,
            }))),
        }));
        assert_eq!(round_trip(&v), v);
    }

    #[test]
    fn invalid_trees_are_errors() {
        let dup = Value::Object(vec![("a".into(), Value::Null), ("a".into(), Value::Null)]);
        assert_eq!(dup.to_wire().unwrap_err().message(), "object has the same key twice");
        let sparse = Value::SparseArray { length: 2, elements: vec![(2, Value::Null)] };
        assert!(sparse.to_wire().is_err());
        let mut deep = Value::Null;
        for _ in 0..DEFAULT_MAX_DEPTH + 1 {
            deep = Value::Array(vec![Some(deep)]);
        }
        assert_eq!(deep.to_wire().unwrap_err().message(), "nesting deeper than the depth limit");
    }
}
