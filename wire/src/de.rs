//! serde deserialization: [`from_slice`], driven by the [`Reader`]'s events.

use alloc::string::{String, ToString};
use core::fmt::Display;

use ::serde::de::value::{BorrowedStrDeserializer, StringDeserializer};
use ::serde::de::{self, Deserialize, DeserializeSeed, IntoDeserializer, Visitor};
use ::serde::forward_to_deserialize_any;

use crate::error::WireError;
use crate::reader::{Event, Reader};
use crate::string::Str;
use crate::value::{bigint_to_i128, bigint_to_u128};

/// Decodes a `T` from wire bytes, borrowing `&str` and `&[u8]` from `input` where the
/// bytes allow (UTF-8 and ASCII strings; Uint8Arrays).
///
/// Mapping: `undefined`, `null` and holes are unit (and `None`); int32 visits `i32`;
/// float64 visits `i64` when it is an integer of magnitude at most 2^53 (and not -0),
/// as `JSON.stringify` would print it, else `f64`; BigInt visits `i64`, `u64`, `i128` or
/// `u128`, whichever fits first (else an error); strings with lone surrogates get U+FFFD;
/// arrays and Sets are sequences (a sparse array expands its holes to unit, and is an
/// error when its length exceeds the input size); objects and Maps are maps; a Date is
/// its time value (`f64`); an Error is a map of `name`, `message`, `stack` and `cause`;
/// a shared reference is an error, as serde has no object identity.
pub fn from_slice<'de, T: Deserialize<'de>>(input: &'de [u8]) -> Result<T, WireError> {
    let mut de = Deserializer { r: Reader::new(input)?, peeked: None };
    let value = T::deserialize(&mut de).map_err(|e| e.at(de.r.position()))?;
    if !de.r.is_finished() || de.peeked.is_some() {
        return Err(WireError::new(de.r.position(), "the value was not read to its end"));
    }
    Ok(value)
}

impl de::Error for WireError {
    fn custom<T: Display>(msg: T) -> Self {
        WireError::custom(msg.to_string())
    }
}

/// The serde deserializer behind [`from_slice`].
struct Deserializer<'de> {
    r: Reader<'de>,
    peeked: Option<Event<'de>>,
}

fn internal() -> WireError {
    WireError::custom("internal: event out of place".into())
}

const SAFE: f64 = 9007199254740992.0;

impl<'de> Deserializer<'de> {
    fn event(&mut self) -> Result<Event<'de>, WireError> {
        match self.peeked.take() {
            Some(e) => Ok(e),
            None => self.r.next(),
        }
    }

    fn peek(&mut self) -> Result<Event<'de>, WireError> {
        if let Some(e) = self.peeked {
            return Ok(e);
        }
        let e = self.r.next()?;
        self.peeked = Some(e);
        Ok(e)
    }

    fn end(&mut self) -> Result<(), WireError> {
        match self.event()? {
            Event::End(_) => Ok(()),
            _ => Err(internal()),
        }
    }

    fn any<V: Visitor<'de>>(&mut self, event: Event<'de>, v: V) -> Result<V::Value, WireError> {
        match event {
            Event::Undefined | Event::Null | Event::Hole => v.visit_unit(),
            Event::Bool(b) => v.visit_bool(b),
            Event::Int32(i) => v.visit_i32(i),
            Event::Float64(f) => {
                let i = f as i64;
                if i as f64 == f && f.abs() <= SAFE && !(i == 0 && f.is_sign_negative()) {
                    v.visit_i64(i)
                } else {
                    v.visit_f64(f)
                }
            }
            Event::BigInt { negative, magnitude } => match bigint_to_i128(negative, magnitude) {
                Some(n) => match i64::try_from(n) {
                    Ok(n) => v.visit_i64(n),
                    Err(_) => match u64::try_from(n) {
                        Ok(n) => v.visit_u64(n),
                        Err(_) => v.visit_i128(n),
                    },
                },
                None => match bigint_to_u128(negative, magnitude) {
                    Some(n) => v.visit_u128(n),
                    None => Err(WireError::custom("BigInt does not fit in 128 bits".into())),
                },
            },
            Event::String(s) => visit_str(s, v),
            Event::Array { len, .. } | Event::Set { len, .. } => {
                let mut seq = Seq { de: self, left: len };
                let out = v.visit_seq(&mut seq)?;
                if seq.left != 0 {
                    return Err(de::Error::invalid_length(len as usize, &"fewer elements"));
                }
                self.end()?;
                Ok(out)
            }
            Event::SparseArray { length, count, .. } => {
                if length as usize > self.r.input().len() {
                    return Err(WireError::custom(
                        "sparse array too long to expand into a sequence".into(),
                    ));
                }
                let mut seq = Sparse { de: self, at: 0, length, left: count, next: None };
                let out = v.visit_seq(&mut seq)?;
                if seq.at != length {
                    return Err(de::Error::invalid_length(length as usize, &"fewer elements"));
                }
                self.end()?;
                Ok(out)
            }
            Event::Object { len, .. } => {
                let mut map = Object { de: self, left: len };
                let out = v.visit_map(&mut map)?;
                if map.left != 0 {
                    return Err(de::Error::invalid_length(len as usize, &"fewer entries"));
                }
                self.end()?;
                Ok(out)
            }
            Event::Map { len, .. } => {
                let mut map = Map { de: self, left: len };
                let out = v.visit_map(&mut map)?;
                if map.left != 0 {
                    return Err(de::Error::invalid_length(len as usize, &"fewer entries"));
                }
                self.end()?;
                Ok(out)
            }
            Event::Date { time, .. } => v.visit_f64(time),
            Event::Bytes { data, .. } => v.visit_borrowed_bytes(data),
            Event::Error { name, message, stack, has_cause, .. } => {
                let mut map = ErrorMap {
                    de: self,
                    fields: [Some(name), Some(message), stack],
                    has_cause,
                    at: 0,
                };
                let out = v.visit_map(&mut map)?;
                if map.at < 4 {
                    return Err(de::Error::invalid_length(map.at, &"all error fields"));
                }
                self.end()?;
                Ok(out)
            }
            Event::Reference(_) => Err(WireError::custom(
                "shared references cannot be deserialized through serde".into(),
            )),
            Event::Index(_) | Event::Key(_) | Event::End(_) => Err(internal()),
        }
    }
}

fn visit_str<'de, V: Visitor<'de>>(s: Str<'de>, v: V) -> Result<V::Value, WireError> {
    match s.as_str() {
        Some(text) => v.visit_borrowed_str(text),
        None => v.visit_string(s.to_string_lossy().into_owned()),
    }
}

impl<'de> de::Deserializer<'de> for &mut Deserializer<'de> {
    type Error = WireError;

    fn deserialize_any<V: Visitor<'de>>(self, v: V) -> Result<V::Value, WireError> {
        let e = self.event()?;
        self.any(e, v)
    }

    fn deserialize_option<V: Visitor<'de>>(self, v: V) -> Result<V::Value, WireError> {
        match self.peek()? {
            Event::Null | Event::Undefined | Event::Hole => {
                self.peeked = None;
                v.visit_none()
            }
            _ => v.visit_some(self),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        v: V,
    ) -> Result<V::Value, WireError> {
        v.visit_newtype_struct(self)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, WireError> {
        match self.event()? {
            Event::String(s) => match s.as_str() {
                Some(text) => v.visit_enum(BorrowedStrDeserializer::new(text)),
                None => v.visit_enum(IntoDeserializer::<WireError>::into_deserializer(
                    s.to_string_lossy().into_owned(),
                )),
            },
            Event::Object { len: 1, .. } => {
                let out = v.visit_enum(Enum { de: self })?;
                self.end()?;
                Ok(out)
            }
            e => {
                self.r.skip(&e)?;
                Err(WireError::custom(
                    "expected an enum: a string or an object with one key".into(),
                ))
            }
        }
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, v: V) -> Result<V::Value, WireError> {
        let e = self.event()?;
        self.r.skip(&e)?;
        v.visit_unit()
    }

    fn is_human_readable(&self) -> bool {
        true
    }

    forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf unit unit_struct seq tuple tuple_struct map struct identifier
    }
}

struct Seq<'a, 'de> {
    de: &'a mut Deserializer<'de>,
    left: u32,
}

impl<'de> de::SeqAccess<'de> for Seq<'_, 'de> {
    type Error = WireError;
    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, WireError> {
        if self.left == 0 {
            return Ok(None);
        }
        self.left -= 1;
        seed.deserialize(&mut *self.de).map(Some)
    }
    fn size_hint(&self) -> Option<usize> {
        Some(self.left as usize)
    }
}

struct Sparse<'a, 'de> {
    de: &'a mut Deserializer<'de>,
    at: u32,
    length: u32,
    left: u32,
    next: Option<u32>,
}

impl<'de> de::SeqAccess<'de> for Sparse<'_, 'de> {
    type Error = WireError;
    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, WireError> {
        if self.at == self.length {
            return Ok(None);
        }
        if self.next.is_none() && self.left > 0 {
            match self.de.event()? {
                Event::Index(i) => self.next = Some(i),
                _ => return Err(internal()),
            }
        }
        let here = self.at;
        self.at += 1;
        if self.next == Some(here) {
            self.next = None;
            self.left -= 1;
            seed.deserialize(&mut *self.de).map(Some)
        } else {
            seed.deserialize(().into_deserializer()).map(Some)
        }
    }
    fn size_hint(&self) -> Option<usize> {
        Some((self.length - self.at) as usize)
    }
}

struct Object<'a, 'de> {
    de: &'a mut Deserializer<'de>,
    left: u32,
}

impl<'de> de::MapAccess<'de> for Object<'_, 'de> {
    type Error = WireError;
    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, WireError> {
        if self.left == 0 {
            return Ok(None);
        }
        match self.de.event()? {
            Event::Key(k) => seed.deserialize(KeyDeserializer(k)).map(Some),
            _ => Err(internal()),
        }
    }
    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, WireError> {
        self.left = self.left.saturating_sub(1);
        seed.deserialize(&mut *self.de)
    }
    fn size_hint(&self) -> Option<usize> {
        Some(self.left as usize)
    }
}

struct Map<'a, 'de> {
    de: &'a mut Deserializer<'de>,
    left: u32,
}

impl<'de> de::MapAccess<'de> for Map<'_, 'de> {
    type Error = WireError;
    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, WireError> {
        if self.left == 0 {
            return Ok(None);
        }
        seed.deserialize(&mut *self.de).map(Some)
    }
    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, WireError> {
        self.left = self.left.saturating_sub(1);
        seed.deserialize(&mut *self.de)
    }
    fn size_hint(&self) -> Option<usize> {
        Some(self.left as usize)
    }
}

/// An Error as the map `{name, message, stack, cause}` (absent fields skipped).
struct ErrorMap<'a, 'de> {
    de: &'a mut Deserializer<'de>,
    fields: [Option<Str<'de>>; 3],
    has_cause: bool,
    at: usize,
}

const ERROR_FIELDS: [&str; 4] = ["name", "message", "stack", "cause"];

impl<'de> de::MapAccess<'de> for ErrorMap<'_, 'de> {
    type Error = WireError;
    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, WireError> {
        while self.at < 4 {
            let present = match self.fields.get(self.at) {
                Some(f) => f.is_some(),
                None => self.has_cause,
            };
            if present {
                return seed
                    .deserialize(BorrowedStrDeserializer::new(ERROR_FIELDS[self.at]))
                    .map(Some);
            }
            self.at += 1;
        }
        Ok(None)
    }
    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, WireError> {
        let at = self.at;
        self.at += 1;
        match self.fields.get(at) {
            Some(Some(s)) => seed.deserialize(KeyDeserializer(*s)),
            Some(None) => Err(internal()),
            None => seed.deserialize(&mut *self.de),
        }
    }
}

/// `{variant: value}` as an enum.
struct Enum<'a, 'de> {
    de: &'a mut Deserializer<'de>,
}

impl<'de> de::EnumAccess<'de> for Enum<'_, 'de> {
    type Error = WireError;
    type Variant = Self;
    fn variant_seed<V: DeserializeSeed<'de>>(self, seed: V) -> Result<(V::Value, Self), WireError> {
        match self.de.event()? {
            Event::Key(k) => Ok((seed.deserialize(KeyDeserializer(k))?, self)),
            _ => Err(internal()),
        }
    }
}

impl<'de> de::VariantAccess<'de> for Enum<'_, 'de> {
    type Error = WireError;
    fn unit_variant(self) -> Result<(), WireError> {
        de::Deserialize::deserialize(self.de)
    }
    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, WireError> {
        seed.deserialize(self.de)
    }
    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, v: V) -> Result<V::Value, WireError> {
        de::Deserializer::deserialize_seq(self.de, v)
    }
    fn struct_variant<V: Visitor<'de>>(
        self,
        _fields: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, WireError> {
        de::Deserializer::deserialize_map(self.de, v)
    }
}

/// A string in key position (object keys, error fields): text, or parsed as a number
/// or boolean when the target type asks for one (`HashMap<u32, _>` keys).
struct KeyDeserializer<'de>(Str<'de>);

impl KeyDeserializer<'_> {
    fn text(&self) -> alloc::borrow::Cow<'_, str> {
        self.0.to_string_lossy()
    }
}

fn parse_error(text: &str, what: &str) -> WireError {
    let mut m = String::from("key ");
    m.push_str(text);
    m.push_str(" is not ");
    m.push_str(what);
    WireError::custom(m)
}

macro_rules! parse_key {
    ($($method:ident => $ty:ty, $visit:ident;)*) => {$(
        fn $method<V: Visitor<'de>>(self, v: V) -> Result<V::Value, WireError> {
            let text = self.text();
            match text.parse::<$ty>() {
                Ok(n) => v.$visit(n),
                Err(_) => Err(parse_error(&text, stringify!($ty))),
            }
        }
    )*};
}

impl<'de> de::Deserializer<'de> for KeyDeserializer<'de> {
    type Error = WireError;

    fn deserialize_any<V: Visitor<'de>>(self, v: V) -> Result<V::Value, WireError> {
        visit_str(self.0, v)
    }

    parse_key! {
        deserialize_i8 => i64, visit_i64;
        deserialize_i16 => i64, visit_i64;
        deserialize_i32 => i64, visit_i64;
        deserialize_i64 => i64, visit_i64;
        deserialize_i128 => i128, visit_i128;
        deserialize_u8 => u64, visit_u64;
        deserialize_u16 => u64, visit_u64;
        deserialize_u32 => u64, visit_u64;
        deserialize_u64 => u64, visit_u64;
        deserialize_u128 => u128, visit_u128;
        deserialize_bool => bool, visit_bool;
    }

    fn deserialize_option<V: Visitor<'de>>(self, v: V) -> Result<V::Value, WireError> {
        v.visit_some(self)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        v: V,
    ) -> Result<V::Value, WireError> {
        v.visit_newtype_struct(self)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, WireError> {
        match self.0.as_str() {
            Some(text) => v.visit_enum(BorrowedStrDeserializer::new(text)),
            None => v.visit_enum(StringDeserializer::new(self.0.to_string_lossy().into_owned())),
        }
    }

    forward_to_deserialize_any! {
        f32 f64 char str string bytes byte_buf unit unit_struct seq tuple
        tuple_struct map struct identifier ignored_any
    }
}
