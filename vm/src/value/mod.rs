//! `Value`: the NaN-boxed JS value, and the type conversions and comparisons of
//! ECMA-262 sec-ecmascript-data-types-and-values / sec-type-conversion.
//!
//! Layout (one `u64`):
//! - a double is its own bits; every NaN is stored as the canonical quiet NaN
//!   `0x7FF8_0000_0000_0000`, so the negative quiet-NaN space with a payload is free;
//! - tagged values have their top 16 bits in `0xFFF9..=0xFFFE`, the tag in those bits and
//!   a 32-bit payload in the low bits: int32, specials (undefined, null, false, true, the
//!   internal hole), and handles of objects, strings, symbols and bigints.

pub mod bigint;
pub(crate) mod convert;
pub(crate) mod equality;
pub(crate) mod number;

use core::fmt;

use cairn_gc::Handle;

use self::bigint::JsBigInt;
use crate::object::JsObject;
use crate::string::{JsString, Symbol};

/// The tag of int32 values.
const TAG_INT: u64 = 0xFFF9;
/// The tag of undefined, null, booleans and the hole.
const TAG_SPECIAL: u64 = 0xFFFA;
/// The tag of object handles.
const TAG_OBJECT: u64 = 0xFFFB;
/// The tag of string handles.
const TAG_STRING: u64 = 0xFFFC;
/// The tag of symbol handles.
const TAG_SYMBOL: u64 = 0xFFFD;
/// The tag of bigint handles.
const TAG_BIGINT: u64 = 0xFFFE;
/// The first tagged bit pattern: everything at or above it is not a double.
const TAGGED_MIN: u64 = TAG_INT << 48;
/// The canonical NaN.
const CANONICAL_NAN: u64 = 0x7FF8_0000_0000_0000;

const fn tagged(tag: u64, payload: u32) -> u64 {
    (tag << 48) | payload as u64
}

/// A JavaScript value: a `Copy` 8-byte NaN-boxed word (see the module doc).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Value(u64);

const _: () = assert!(size_of::<Value>() == 8);

/// How a value is written into heap images and dumps: a kind byte (0 double, 1 int32,
/// 2 special, 3 object, 4 string, 5 symbol, 6 BigInt) and its payload, so that int32s
/// and handles take a few bytes and no bit pattern read back can be a double that
/// decodes as a tag.
impl cairn_codec::Encode for Value {
    fn encode(&self, out: &mut cairn_codec::Writer) {
        let payload = self.0 as u32;
        let kind = match self.0 >> 48 {
            TAG_INT => {
                out.push(1);
                return (payload as i32).encode(out);
            }
            TAG_SPECIAL => 2,
            TAG_OBJECT => 3,
            TAG_STRING => 4,
            TAG_SYMBOL => 5,
            TAG_BIGINT => 6,
            _ => {
                out.push(0);
                return f64::from_bits(self.0).encode(out);
            }
        };
        out.push(kind);
        payload.encode(out);
    }
}

impl cairn_codec::Decode for Value {
    fn decode(r: &mut cairn_codec::Reader<'_>) -> Result<Self, cairn_codec::DecodeError> {
        let tag = match r.byte()? {
            0 => return f64::decode(r).map(Value::double),
            1 => return i32::decode(r).map(Value::int),
            2 => TAG_SPECIAL,
            3 => TAG_OBJECT,
            4 => TAG_STRING,
            5 => TAG_SYMBOL,
            6 => TAG_BIGINT,
            _ => return Err(r.error("an unknown kind of value")),
        };
        let payload = r.u32()?;
        if tag == TAG_SPECIAL && payload > 4 {
            return Err(r.error("no such special value"));
        }
        Ok(Value(tagged(tag, payload)))
    }
}

/// The type of a value, after decoding (ECMA-262 sec-ecmascript-language-types).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Type {
    /// undefined.
    Undefined,
    /// null.
    Null,
    /// true or false.
    Boolean(bool),
    /// An int32 or a double.
    Number(f64),
    /// A string.
    String(Handle<JsString>),
    /// A symbol.
    Symbol(Handle<Symbol>),
    /// A BigInt.
    BigInt(Handle<JsBigInt>),
    /// An object.
    Object(Handle<JsObject>),
    /// The internal hole / uninitialized marker (never visible to JS).
    Hole,
}

impl Value {
    /// undefined.
    pub const UNDEFINED: Value = Value(tagged(TAG_SPECIAL, 0));
    /// null.
    pub const NULL: Value = Value(tagged(TAG_SPECIAL, 1));
    /// false.
    pub const FALSE: Value = Value(tagged(TAG_SPECIAL, 2));
    /// true.
    pub const TRUE: Value = Value(tagged(TAG_SPECIAL, 3));
    /// The internal marker for array holes and bindings in their temporal dead zone;
    /// never handed to JS code.
    pub const HOLE: Value = Value(tagged(TAG_SPECIAL, 4));
    /// NaN.
    pub const NAN: Value = Value(CANONICAL_NAN);

    /// The raw bits (for snapshots and hashing).
    #[inline]
    pub const fn to_bits(self) -> u64 {
        self.0
    }

    /// A boolean.
    #[inline]
    pub const fn bool(b: bool) -> Value {
        if b { Value::TRUE } else { Value::FALSE }
    }

    /// An int32 number.
    #[inline]
    pub const fn int(i: i32) -> Value {
        Value(tagged(TAG_INT, i as u32))
    }

    /// A number: an int32 when `n` is an integer in range (and not -0), else a double.
    #[inline]
    pub fn number(n: f64) -> Value {
        let i = n as i32;
        if i as f64 == n && (i != 0 || n.to_bits() == 0) { Value::int(i) } else { Value::double(n) }
    }

    /// A number kept as a double (NaN canonicalized).
    #[inline]
    pub fn double(n: f64) -> Value {
        if n.is_nan() { Value::NAN } else { Value(n.to_bits()) }
    }

    /// A number from a `u32` (an int32 when it fits).
    #[inline]
    pub fn from_u32(n: u32) -> Value {
        if n <= i32::MAX as u32 { Value::int(n as i32) } else { Value::double(n as f64) }
    }

    /// A number from a `usize` length or index.
    #[inline]
    pub fn from_usize(n: usize) -> Value {
        if n <= i32::MAX as usize { Value::int(n as i32) } else { Value::double(n as f64) }
    }

    /// An object value.
    #[inline]
    pub const fn object(h: Handle<JsObject>) -> Value {
        Value(tagged(TAG_OBJECT, h.index()))
    }

    /// A string value.
    #[inline]
    pub const fn string(h: Handle<JsString>) -> Value {
        Value(tagged(TAG_STRING, h.index()))
    }

    /// A symbol value.
    #[inline]
    pub const fn symbol(h: Handle<Symbol>) -> Value {
        Value(tagged(TAG_SYMBOL, h.index()))
    }

    /// A BigInt value.
    #[inline]
    pub const fn bigint(h: Handle<JsBigInt>) -> Value {
        Value(tagged(TAG_BIGINT, h.index()))
    }

    #[inline]
    const fn tag(self) -> u64 {
        self.0 >> 48
    }

    #[inline]
    const fn payload(self) -> u32 {
        self.0 as u32
    }

    /// The decoded type.
    #[inline]
    pub fn ty(self) -> Type {
        if self.0 < TAGGED_MIN {
            return Type::Number(f64::from_bits(self.0));
        }
        match self.tag() {
            TAG_INT => Type::Number(self.payload() as i32 as f64),
            TAG_OBJECT => Type::Object(Handle::from_index(self.payload())),
            TAG_STRING => Type::String(Handle::from_index(self.payload())),
            TAG_SYMBOL => Type::Symbol(Handle::from_index(self.payload())),
            TAG_BIGINT => Type::BigInt(Handle::from_index(self.payload())),
            _ => match self.payload() {
                0 => Type::Undefined,
                1 => Type::Null,
                2 => Type::Boolean(false),
                3 => Type::Boolean(true),
                _ => Type::Hole,
            },
        }
    }

    /// Whether this is an int32.
    #[inline]
    pub const fn is_int(self) -> bool {
        self.tag() == TAG_INT
    }

    /// The int32, if this is one.
    #[inline]
    pub const fn as_int(self) -> Option<i32> {
        if self.is_int() { Some(self.payload() as i32) } else { None }
    }

    /// Whether this is a double (not an int32).
    #[inline]
    pub const fn is_double(self) -> bool {
        self.0 < TAGGED_MIN
    }

    /// Whether this is a number (int32 or double).
    #[inline]
    pub const fn is_number(self) -> bool {
        self.0 < TAGGED_MIN || self.tag() == TAG_INT
    }

    /// The number, if this is one.
    #[inline]
    pub fn as_number(self) -> Option<f64> {
        if self.0 < TAGGED_MIN {
            Some(f64::from_bits(self.0))
        } else if self.is_int() {
            Some(self.payload() as i32 as f64)
        } else {
            None
        }
    }

    /// Whether this is undefined.
    #[inline]
    pub const fn is_undefined(self) -> bool {
        self.0 == Value::UNDEFINED.0
    }

    /// Whether this is null.
    #[inline]
    pub const fn is_null(self) -> bool {
        self.0 == Value::NULL.0
    }

    /// Whether this is undefined or null.
    #[inline]
    pub const fn is_nullish(self) -> bool {
        self.0 == Value::UNDEFINED.0 || self.0 == Value::NULL.0
    }

    /// Whether this is the internal hole.
    #[inline]
    pub const fn is_hole(self) -> bool {
        self.0 == Value::HOLE.0
    }

    /// The boolean, if this is one.
    #[inline]
    pub const fn as_bool(self) -> Option<bool> {
        if self.0 == Value::TRUE.0 {
            Some(true)
        } else if self.0 == Value::FALSE.0 {
            Some(false)
        } else {
            None
        }
    }

    /// The object handle, if this is an object.
    #[inline]
    pub const fn as_object(self) -> Option<Handle<JsObject>> {
        if self.tag() == TAG_OBJECT { Some(Handle::from_index(self.payload())) } else { None }
    }

    /// Whether this is an object.
    #[inline]
    pub const fn is_object(self) -> bool {
        self.tag() == TAG_OBJECT
    }

    /// The string handle, if this is a string.
    #[inline]
    pub const fn as_string(self) -> Option<Handle<JsString>> {
        if self.tag() == TAG_STRING { Some(Handle::from_index(self.payload())) } else { None }
    }

    /// Whether this is a string.
    #[inline]
    pub const fn is_string(self) -> bool {
        self.tag() == TAG_STRING
    }

    /// The symbol handle, if this is a symbol.
    #[inline]
    pub const fn as_symbol(self) -> Option<Handle<Symbol>> {
        if self.tag() == TAG_SYMBOL { Some(Handle::from_index(self.payload())) } else { None }
    }

    /// The BigInt handle, if this is a BigInt.
    #[inline]
    pub const fn as_bigint(self) -> Option<Handle<JsBigInt>> {
        if self.tag() == TAG_BIGINT { Some(Handle::from_index(self.payload())) } else { None }
    }

    /// Whether this is a BigInt.
    #[inline]
    pub const fn is_bigint(self) -> bool {
        self.tag() == TAG_BIGINT
    }

    /// The value with undefined for the hole (for reads that must not leak it).
    #[inline]
    pub const fn unhole(self) -> Value {
        if self.is_hole() { Value::UNDEFINED } else { self }
    }
}

impl Default for Value {
    fn default() -> Self {
        Value::UNDEFINED
    }
}

impl fmt::Debug for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.ty() {
            Type::Undefined => f.write_str("undefined"),
            Type::Null => f.write_str("null"),
            Type::Boolean(b) => write!(f, "{b}"),
            // Doubles as Number::toString writes them (ryu-js; `-0` kept apart): the
            // standard library's float formatting would be linked into the wasm module
            // for this alone (an `unwrap` of a `JsResult` reaches it).
            Type::Number(n) if self.is_int() => write!(f, "{}i", n as i32),
            Type::Number(n) if n == 0.0 && n.is_sign_negative() => f.write_str("-0"),
            Type::Number(n) => f.write_str(ryu_js::Buffer::new().format(n)),
            Type::String(h) => write!(f, "string#{}", h.index()),
            Type::Symbol(h) => write!(f, "symbol#{}", h.index()),
            Type::BigInt(h) => write!(f, "bigint#{}", h.index()),
            Type::Object(h) => write!(f, "object#{}", h.index()),
            Type::Hole => f.write_str("<hole>"),
        }
    }
}

impl cairn_gc::Trace for Value {
    #[inline]
    fn trace(&self, tracer: &mut cairn_gc::Tracer) {
        if let Some(o) = self.as_object() {
            tracer.mark(o);
        } else if let Some(s) = self.as_string() {
            tracer.mark(s);
        } else if let Some(s) = self.as_symbol() {
            tracer.mark(s);
        } else if let Some(b) = self.as_bigint() {
            tracer.mark(b);
        }
    }
}

impl cairn_gc::HeapSize for Value {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_round_trip() {
        assert_eq!(Value::number(3.0).as_int(), Some(3));
        assert!(Value::number(-0.0).is_double());
        assert_eq!(Value::number(-0.0).as_number().map(f64::to_bits), Some((-0.0f64).to_bits()));
        assert!(Value::number(2147483648.0).is_double());
        assert_eq!(Value::number(-2147483648.0).as_int(), Some(i32::MIN));
        assert_eq!(Value::double(f64::NAN), Value::NAN);
        let weird_nan = f64::from_bits(0xFFFB_0000_0000_0001);
        assert!(Value::double(weird_nan).as_number().is_some_and(f64::is_nan));
        assert!(Value::number(f64::INFINITY).as_number() == Some(f64::INFINITY));
        assert_eq!(Value::number(1.5).as_number(), Some(1.5));
    }

    #[test]
    fn specials_are_distinct() {
        let all =
            [Value::UNDEFINED, Value::NULL, Value::TRUE, Value::FALSE, Value::HOLE, Value::int(0)];
        for (i, a) in all.iter().enumerate() {
            for (j, b) in all.iter().enumerate() {
                assert_eq!(i == j, a == b);
            }
        }
        assert_eq!(Value::UNDEFINED.ty(), Type::Undefined);
        assert_eq!(Value::HOLE.ty(), Type::Hole);
        assert!(Value::NULL.is_nullish() && !Value::FALSE.is_nullish());
        assert_eq!(Value::HOLE.unhole(), Value::UNDEFINED);
    }

    #[test]
    fn handles_decode() {
        let o = Value::object(Handle::from_index(77));
        assert_eq!(o.as_object().map(|h| h.index()), Some(77));
        assert!(o.as_string().is_none() && !o.is_number());
        let s = Value::string(Handle::from_index(u32::MAX - 1));
        assert_eq!(s.as_string().map(|h| h.index()), Some(u32::MAX - 1));
    }
}
