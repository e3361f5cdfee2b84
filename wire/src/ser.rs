//! serde serialization: [`to_vec`].
//!
//! Maps and structs become plain objects. Objects with the same number of keys as an
//! earlier one of the same struct (or any map) are written speculatively as "like" that
//! object's key set; the first key that differs rewrites the object as one that lists its
//! keys. Key sets are numbered when their object ends, so the rewrite never renumbers
//! anything written inside the object.

use alloc::collections::BTreeMap;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::Display;

use ::serde::ser::{self, Serialize};

use crate::error::WireError;
use crate::writer::{KeySetId, Writer};
use crate::{DEFAULT_MAX_DEPTH, tag, varint};

/// Encodes `value` with its version byte.
///
/// Numbers: integers in int32 range are int32; larger integers up to 2^53 in magnitude
/// are float64 (exact); beyond that they are BigInt, so no integer loses precision
/// (JavaScript sees a BigInt). `f32`/`f64` are float64. `None` and `()` are `null`;
/// byte slices (`serialize_bytes`) are Uint8Array; map keys must be strings, integers or
/// booleans (written as strings, as JSON does); enums follow serde_json's external tagging.
pub fn to_vec<T: ?Sized + Serialize>(value: &T) -> Result<Vec<u8>, WireError> {
    let mut ser = Serializer::new();
    match value.serialize(&mut ser) {
        Ok(()) => Ok(ser.w.finish()),
        Err(e) => Err(e.at(ser.w.len())),
    }
}

impl ser::Error for WireError {
    fn custom<T: Display>(msg: T) -> Self {
        WireError::custom(msg.to_string())
    }
}

/// The serde serializer behind [`to_vec`].
struct Serializer {
    w: Writer,
    depth: u32,
    /// Per key set (indexed by `KeySetId`): its range in `key_ranges`.
    set_keys: Vec<(u32, u32)>,
    /// Per key of a defined set: its range in `key_text`.
    key_ranges: Vec<(u32, u32)>,
    /// Key ranges of objects still being written (a stack).
    pending: Vec<(u32, u32)>,
    key_text: String,
    /// (key count, struct name address or 0 for maps) -> the last key set of that shape.
    cache: BTreeMap<(usize, usize), KeySetId>,
    /// Start offsets of the values of objects being written "like" a key set.
    offsets: Vec<usize>,
}

enum Mode {
    Like(KeySetId),
    New,
}

/// The state of one object being written.
struct ObjState {
    start: usize,
    len: Option<usize>,
    count: usize,
    mode: Mode,
    cache_key: Option<(usize, usize)>,
    offsets_from: usize,
    pending_from: usize,
}

/// The state of one array being written.
struct SeqState {
    start: usize,
    len: Option<usize>,
    count: usize,
}

fn too_long<T>() -> Result<T, WireError> {
    Err(WireError::custom("length over u32::MAX".into()))
}

fn count_u32(len: usize) -> Result<u32, WireError> {
    u32::try_from(len).or_else(|_| too_long())
}

const SAFE: u64 = 1 << 53;

impl Serializer {
    fn new() -> Self {
        Self {
            w: Writer::with_capacity(256),
            depth: 0,
            set_keys: Vec::new(),
            key_ranges: Vec::new(),
            pending: Vec::new(),
            key_text: String::new(),
            cache: BTreeMap::new(),
            offsets: Vec::new(),
        }
    }

    fn enter(&mut self) -> Result<(), WireError> {
        if self.depth >= DEFAULT_MAX_DEPTH {
            return Err(WireError::custom("nesting deeper than the depth limit".into()));
        }
        self.depth += 1;
        Ok(())
    }

    fn i64(&mut self, v: i64) {
        if let Ok(i) = i32::try_from(v) {
            self.w.i32(i);
        } else if v.unsigned_abs() <= SAFE {
            self.w.f64(v as f64);
        } else {
            self.w.bigint_i128(i128::from(v));
        }
    }

    fn u64(&mut self, v: u64) {
        if let Ok(i) = i32::try_from(v) {
            self.w.i32(i);
        } else if v <= SAFE {
            self.w.f64(v as f64);
        } else {
            self.w.bigint(false, &v.to_le_bytes());
        }
    }

    fn begin_seq(&mut self, len: Option<usize>) -> Result<SeqState, WireError> {
        self.enter()?;
        let start = self.w.len();
        match len {
            Some(n) => {
                self.w.begin_array(count_u32(n)?);
            }
            None => {
                // The count goes in front when the end is reached.
                self.w.buf.push(tag::ARRAY);
                self.w.begin_counted_elsewhere();
            }
        }
        Ok(SeqState { start, len, count: 0 })
    }

    fn end_seq(&mut self, st: SeqState) -> Result<(), WireError> {
        self.depth -= 1;
        match st.len {
            Some(n) if n == st.count => Ok(()),
            Some(_) => {
                Err(WireError::custom("sequence length differs from the length announced".into()))
            }
            None => {
                let mut tmp = [0u8; 5];
                let n = varint::encode_u32(&mut tmp, count_u32(st.count)?);
                let at = st.start + 1;
                self.w.buf.splice(at..at, tmp[..n].iter().copied());
                Ok(())
            }
        }
    }

    fn begin_object(&mut self, len: Option<usize>, name: usize) -> Result<ObjState, WireError> {
        self.enter()?;
        let start = self.w.len();
        let cache_key = len.map(|n| (n, name));
        let cached = cache_key.and_then(|k| self.cache.get(&k).copied());
        let mode = match (len, cached) {
            (_, Some(set)) => {
                self.w.begin_object_like(set);
                Mode::Like(set)
            }
            (Some(n), None) => {
                self.w.begin_object(count_u32(n)?);
                Mode::New
            }
            (None, None) => {
                self.w.buf.push(tag::OBJECT);
                self.w.begin_counted_elsewhere();
                Mode::New
            }
        };
        Ok(ObjState {
            start,
            len,
            count: 0,
            mode,
            cache_key,
            offsets_from: self.offsets.len(),
            pending_from: self.pending.len(),
        })
    }

    fn set_key(&self, set: KeySetId, i: usize) -> Option<(u32, u32)> {
        let &(a, b) = self.set_keys.get(set.0 as usize)?;
        if i >= (b - a) as usize {
            return None;
        }
        self.key_ranges.get(a as usize + i).copied()
    }

    fn key(&mut self, st: &mut ObjState, key: &str) -> Result<(), WireError> {
        if let Mode::Like(set) = st.mode {
            if let Some((a, b)) = self.set_key(set, st.count)
                && self.key_text.get(a as usize..b as usize) == Some(key)
            {
                self.offsets.push(self.w.len());
                st.count += 1;
                return Ok(());
            }
            self.unspeculate(st, set)?;
        }
        self.w.key(key);
        let a = u32::try_from(self.key_text.len()).or_else(|_| too_long())?;
        self.key_text.push_str(key);
        let b = u32::try_from(self.key_text.len()).or_else(|_| too_long())?;
        self.pending.push((a, b));
        st.count += 1;
        Ok(())
    }

    /// Rewrites an object begun "like" `set` as one that lists its keys, after its first
    /// `st.count` keys matched the set.
    fn unspeculate(&mut self, st: &mut ObjState, set: KeySetId) -> Result<(), WireError> {
        let tail = self.w.buf.split_off(st.start);
        self.w.buf.push(tag::OBJECT);
        varint::write_u32(&mut self.w.buf, count_u32(st.len.unwrap_or(0))?);
        let starts = self.offsets.get(st.offsets_from..).unwrap_or(&[]);
        for i in 0..st.count {
            let Some((a, b)) = self.set_key(set, i) else {
                return Err(WireError::custom("internal: key set shorter than matched".into()));
            };
            self.w.key(self.key_text.get(a as usize..b as usize).unwrap_or(""));
            self.pending.push((a, b));
            let from = starts[i] - st.start;
            let to = starts.get(i + 1).map_or(tail.len(), |s| s - st.start);
            self.w.buf.extend_from_slice(&tail[from..to]);
        }
        self.offsets.truncate(st.offsets_from);
        st.mode = Mode::New;
        Ok(())
    }

    fn end_object(&mut self, st: ObjState) -> Result<(), WireError> {
        self.depth -= 1;
        match st.len {
            Some(n) if n != st.count => {
                return Err(WireError::custom(
                    "map length differs from the length announced".into(),
                ));
            }
            Some(_) => {}
            None => {
                let mut tmp = [0u8; 5];
                let n = varint::encode_u32(&mut tmp, count_u32(st.count)?);
                let at = st.start + 1;
                self.w.buf.splice(at..at, tmp[..n].iter().copied());
            }
        }
        match st.mode {
            Mode::Like(_) => self.offsets.truncate(st.offsets_from),
            Mode::New => {
                let a = count_u32(self.key_ranges.len())?;
                self.key_ranges
                    .extend_from_slice(self.pending.get(st.pending_from..).unwrap_or(&[]));
                self.pending.truncate(st.pending_from);
                self.set_keys.push((a, count_u32(self.key_ranges.len())?));
                let set = self.w.end_object();
                self.cache.insert(st.cache_key.unwrap_or((st.count, 0)), set);
            }
        }
        Ok(())
    }
}

impl<'s> ser::Serializer for &'s mut Serializer {
    type Ok = ();
    type Error = WireError;
    type SerializeSeq = SeqSer<'s>;
    type SerializeTuple = SeqSer<'s>;
    type SerializeTupleStruct = SeqSer<'s>;
    type SerializeTupleVariant = VariantSeqSer<'s>;
    type SerializeMap = MapSer<'s>;
    type SerializeStruct = MapSer<'s>;
    type SerializeStructVariant = VariantMapSer<'s>;

    fn serialize_bool(self, v: bool) -> Result<(), WireError> {
        self.w.bool(v);
        Ok(())
    }
    fn serialize_i8(self, v: i8) -> Result<(), WireError> {
        self.w.i32(v.into());
        Ok(())
    }
    fn serialize_i16(self, v: i16) -> Result<(), WireError> {
        self.w.i32(v.into());
        Ok(())
    }
    fn serialize_i32(self, v: i32) -> Result<(), WireError> {
        self.w.i32(v);
        Ok(())
    }
    fn serialize_i64(self, v: i64) -> Result<(), WireError> {
        self.i64(v);
        Ok(())
    }
    fn serialize_i128(self, v: i128) -> Result<(), WireError> {
        match i64::try_from(v) {
            Ok(v) => self.i64(v),
            Err(_) => self.w.bigint_i128(v),
        }
        Ok(())
    }
    fn serialize_u8(self, v: u8) -> Result<(), WireError> {
        self.w.i32(v.into());
        Ok(())
    }
    fn serialize_u16(self, v: u16) -> Result<(), WireError> {
        self.w.i32(v.into());
        Ok(())
    }
    fn serialize_u32(self, v: u32) -> Result<(), WireError> {
        self.u64(v.into());
        Ok(())
    }
    fn serialize_u64(self, v: u64) -> Result<(), WireError> {
        self.u64(v);
        Ok(())
    }
    fn serialize_u128(self, v: u128) -> Result<(), WireError> {
        match u64::try_from(v) {
            Ok(v) => self.u64(v),
            Err(_) => self.w.bigint(false, &v.to_le_bytes()),
        }
        Ok(())
    }
    fn serialize_f32(self, v: f32) -> Result<(), WireError> {
        self.w.f64(v.into());
        Ok(())
    }
    fn serialize_f64(self, v: f64) -> Result<(), WireError> {
        self.w.f64(v);
        Ok(())
    }
    fn serialize_char(self, v: char) -> Result<(), WireError> {
        self.w.string_utf8(v.encode_utf8(&mut [0u8; 4]));
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Result<(), WireError> {
        self.w.string_utf8(v);
        Ok(())
    }
    fn serialize_bytes(self, v: &[u8]) -> Result<(), WireError> {
        count_u32(v.len())?;
        self.w.bytes(v);
        Ok(())
    }
    fn serialize_none(self) -> Result<(), WireError> {
        self.w.null();
        Ok(())
    }
    fn serialize_some<T: ?Sized + Serialize>(self, value: &T) -> Result<(), WireError> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), WireError> {
        self.w.null();
        Ok(())
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), WireError> {
        self.w.null();
        Ok(())
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<(), WireError> {
        self.w.string_utf8(variant);
        Ok(())
    }
    fn serialize_newtype_struct<T: ?Sized + Serialize>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<(), WireError> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: ?Sized + Serialize>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<(), WireError> {
        let mut st = self.begin_object(Some(1), variant.as_ptr() as usize)?;
        self.key(&mut st, variant)?;
        value.serialize(&mut *self)?;
        self.end_object(st)
    }
    fn serialize_seq(self, len: Option<usize>) -> Result<SeqSer<'s>, WireError> {
        let st = self.begin_seq(len)?;
        Ok(SeqSer { ser: self, st })
    }
    fn serialize_tuple(self, len: usize) -> Result<SeqSer<'s>, WireError> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(
        self,
        _name: &'static str,
        len: usize,
    ) -> Result<SeqSer<'s>, WireError> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<VariantSeqSer<'s>, WireError> {
        let mut outer = self.begin_object(Some(1), variant.as_ptr() as usize)?;
        self.key(&mut outer, variant)?;
        let inner = self.begin_seq(Some(len))?;
        Ok(VariantSeqSer { ser: self, outer, inner })
    }
    fn serialize_map(self, len: Option<usize>) -> Result<MapSer<'s>, WireError> {
        let st = self.begin_object(len, 0)?;
        Ok(MapSer { ser: self, st })
    }
    fn serialize_struct(self, name: &'static str, len: usize) -> Result<MapSer<'s>, WireError> {
        let st = self.begin_object(Some(len), name.as_ptr() as usize)?;
        Ok(MapSer { ser: self, st })
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<VariantMapSer<'s>, WireError> {
        let mut outer = self.begin_object(Some(1), variant.as_ptr() as usize)?;
        self.key(&mut outer, variant)?;
        let inner = self.begin_object(Some(len), variant.as_ptr() as usize ^ 1)?;
        Ok(VariantMapSer { ser: self, outer, inner })
    }
}

/// Serializes an array's elements.
#[doc(hidden)]
pub struct SeqSer<'s> {
    ser: &'s mut Serializer,
    st: SeqState,
}

impl SeqSer<'_> {
    fn element<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), WireError> {
        self.st.count += 1;
        value.serialize(&mut *self.ser)
    }
}

impl ser::SerializeSeq for SeqSer<'_> {
    type Ok = ();
    type Error = WireError;
    fn serialize_element<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), WireError> {
        self.element(value)
    }
    fn end(self) -> Result<(), WireError> {
        self.ser.end_seq(self.st)
    }
}

impl ser::SerializeTuple for SeqSer<'_> {
    type Ok = ();
    type Error = WireError;
    fn serialize_element<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), WireError> {
        self.element(value)
    }
    fn end(self) -> Result<(), WireError> {
        self.ser.end_seq(self.st)
    }
}

impl ser::SerializeTupleStruct for SeqSer<'_> {
    type Ok = ();
    type Error = WireError;
    fn serialize_field<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), WireError> {
        self.element(value)
    }
    fn end(self) -> Result<(), WireError> {
        self.ser.end_seq(self.st)
    }
}

/// Serializes `{variant: [fields]}`.
#[doc(hidden)]
pub struct VariantSeqSer<'s> {
    ser: &'s mut Serializer,
    outer: ObjState,
    inner: SeqState,
}

impl ser::SerializeTupleVariant for VariantSeqSer<'_> {
    type Ok = ();
    type Error = WireError;
    fn serialize_field<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), WireError> {
        self.inner.count += 1;
        value.serialize(&mut *self.ser)
    }
    fn end(self) -> Result<(), WireError> {
        self.ser.end_seq(self.inner)?;
        self.ser.end_object(self.outer)
    }
}

/// Serializes a map or struct as a plain object.
#[doc(hidden)]
pub struct MapSer<'s> {
    ser: &'s mut Serializer,
    st: ObjState,
}

impl ser::SerializeMap for MapSer<'_> {
    type Ok = ();
    type Error = WireError;
    fn serialize_key<T: ?Sized + Serialize>(&mut self, key: &T) -> Result<(), WireError> {
        key.serialize(KeySer { ser: self.ser, st: &mut self.st })
    }
    fn serialize_value<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), WireError> {
        value.serialize(&mut *self.ser)
    }
    fn end(self) -> Result<(), WireError> {
        self.ser.end_object(self.st)
    }
}

impl ser::SerializeStruct for MapSer<'_> {
    type Ok = ();
    type Error = WireError;
    fn serialize_field<T: ?Sized + Serialize>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), WireError> {
        self.ser.key(&mut self.st, key)?;
        value.serialize(&mut *self.ser)
    }
    fn end(self) -> Result<(), WireError> {
        self.ser.end_object(self.st)
    }
}

/// Serializes `{variant: {fields}}`.
#[doc(hidden)]
pub struct VariantMapSer<'s> {
    ser: &'s mut Serializer,
    outer: ObjState,
    inner: ObjState,
}

impl ser::SerializeStructVariant for VariantMapSer<'_> {
    type Ok = ();
    type Error = WireError;
    fn serialize_field<T: ?Sized + Serialize>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), WireError> {
        self.ser.key(&mut self.inner, key)?;
        value.serialize(&mut *self.ser)
    }
    fn end(self) -> Result<(), WireError> {
        self.ser.end_object(self.inner)?;
        self.ser.end_object(self.outer)
    }
}

/// Serializes a map key: strings as they are; integers, booleans and chars as text.
struct KeySer<'a> {
    ser: &'a mut Serializer,
    st: &'a mut ObjState,
}

fn key_error() -> WireError {
    WireError::custom("object keys must be strings, integers, booleans or chars".into())
}

impl KeySer<'_> {
    fn text(self, key: &str) -> Result<(), WireError> {
        self.ser.key(self.st, key)
    }
}

impl ser::Serializer for KeySer<'_> {
    type Ok = ();
    type Error = WireError;
    type SerializeSeq = ser::Impossible<(), WireError>;
    type SerializeTuple = ser::Impossible<(), WireError>;
    type SerializeTupleStruct = ser::Impossible<(), WireError>;
    type SerializeTupleVariant = ser::Impossible<(), WireError>;
    type SerializeMap = ser::Impossible<(), WireError>;
    type SerializeStruct = ser::Impossible<(), WireError>;
    type SerializeStructVariant = ser::Impossible<(), WireError>;

    fn serialize_bool(self, v: bool) -> Result<(), WireError> {
        self.text(if v { "true" } else { "false" })
    }
    fn serialize_i8(self, v: i8) -> Result<(), WireError> {
        self.text(&v.to_string())
    }
    fn serialize_i16(self, v: i16) -> Result<(), WireError> {
        self.text(&v.to_string())
    }
    fn serialize_i32(self, v: i32) -> Result<(), WireError> {
        self.text(&v.to_string())
    }
    fn serialize_i64(self, v: i64) -> Result<(), WireError> {
        self.text(&v.to_string())
    }
    fn serialize_i128(self, v: i128) -> Result<(), WireError> {
        self.text(&v.to_string())
    }
    fn serialize_u8(self, v: u8) -> Result<(), WireError> {
        self.text(&v.to_string())
    }
    fn serialize_u16(self, v: u16) -> Result<(), WireError> {
        self.text(&v.to_string())
    }
    fn serialize_u32(self, v: u32) -> Result<(), WireError> {
        self.text(&v.to_string())
    }
    fn serialize_u64(self, v: u64) -> Result<(), WireError> {
        self.text(&v.to_string())
    }
    fn serialize_u128(self, v: u128) -> Result<(), WireError> {
        self.text(&v.to_string())
    }
    fn serialize_f32(self, _v: f32) -> Result<(), WireError> {
        Err(key_error())
    }
    fn serialize_f64(self, _v: f64) -> Result<(), WireError> {
        Err(key_error())
    }
    fn serialize_char(self, v: char) -> Result<(), WireError> {
        self.text(v.encode_utf8(&mut [0u8; 4]))
    }
    fn serialize_str(self, v: &str) -> Result<(), WireError> {
        self.text(v)
    }
    fn serialize_bytes(self, _v: &[u8]) -> Result<(), WireError> {
        Err(key_error())
    }
    fn serialize_none(self) -> Result<(), WireError> {
        Err(key_error())
    }
    fn serialize_some<T: ?Sized + Serialize>(self, value: &T) -> Result<(), WireError> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), WireError> {
        Err(key_error())
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), WireError> {
        Err(key_error())
    }
    fn serialize_unit_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
    ) -> Result<(), WireError> {
        self.text(variant)
    }
    fn serialize_newtype_struct<T: ?Sized + Serialize>(
        self,
        _name: &'static str,
        value: &T,
    ) -> Result<(), WireError> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: ?Sized + Serialize>(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _value: &T,
    ) -> Result<(), WireError> {
        Err(key_error())
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Self::SerializeSeq, WireError> {
        Err(key_error())
    }
    fn serialize_tuple(self, _len: usize) -> Result<Self::SerializeTuple, WireError> {
        Err(key_error())
    }
    fn serialize_tuple_struct(
        self,
        _name: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeTupleStruct, WireError> {
        Err(key_error())
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeTupleVariant, WireError> {
        Err(key_error())
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Self::SerializeMap, WireError> {
        Err(key_error())
    }
    fn serialize_struct(
        self,
        _name: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeStruct, WireError> {
        Err(key_error())
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        _variant: &'static str,
        _len: usize,
    ) -> Result<Self::SerializeStructVariant, WireError> {
        Err(key_error())
    }
}
