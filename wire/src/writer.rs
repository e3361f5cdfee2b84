//! `Writer`: appends wire values to a byte buffer, one call per value kind.

use alloc::vec::Vec;

use crate::string::{JsString, Str};
use crate::{VERSION, tag, varint};

/// The index of an object (array, object, Map, Set, Date, Uint8Array, Error) in the order
/// its header was written: what a [`Writer::reference`] names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ObjectId(pub u32);

/// The index of a key set: the keys of an object begun with [`Writer::begin_object`],
/// numbered in the order such objects end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct KeySetId(pub u32);

/// Writes one wire value (with its version byte) into a `Vec<u8>`.
///
/// The writer does not check structure: after `begin_array(n)` the caller writes exactly
/// `n` elements, after `begin_object(n)` exactly `n` key/value pairs then `end_object()`,
/// and so on (docs/wire.md). A mistake is caught by any reader ([`crate::validate`]);
/// [`crate::Value::to_wire`] and [`crate::to_vec`] are correct by construction.
#[derive(Debug, Clone)]
pub struct Writer {
    pub(crate) buf: Vec<u8>,
    objects: u32,
    key_sets: u32,
}

impl Default for Writer {
    fn default() -> Self {
        Self::new()
    }
}

impl Writer {
    /// A writer whose buffer holds the version byte.
    pub fn new() -> Self {
        Self::with_capacity(64)
    }

    /// A writer with room for `capacity` bytes before it grows.
    pub fn with_capacity(capacity: usize) -> Self {
        let mut buf = Vec::with_capacity(capacity.max(1));
        buf.push(VERSION);
        Self { buf, objects: 0, key_sets: 0 }
    }

    /// The bytes written so far.
    pub fn finish(self) -> Vec<u8> {
        self.buf
    }

    /// The number of bytes written so far, version byte included.
    pub fn len(&self) -> usize {
        self.buf.len()
    }

    /// Whether nothing but the version byte has been written.
    pub fn is_empty(&self) -> bool {
        self.buf.len() <= 1
    }

    #[inline]
    fn tag_len(&mut self, tag: u8, len: u32) {
        self.buf.push(tag);
        varint::write_u32(&mut self.buf, len);
    }

    #[inline]
    fn next_object(&mut self) -> ObjectId {
        let id = ObjectId(self.objects);
        self.objects = self.objects.wrapping_add(1);
        id
    }

    /// `undefined`.
    pub fn undefined(&mut self) {
        self.buf.push(tag::UNDEFINED);
    }

    /// `null`.
    pub fn null(&mut self) {
        self.buf.push(tag::NULL);
    }

    /// A boolean.
    pub fn bool(&mut self, v: bool) {
        self.buf.push(if v { tag::TRUE } else { tag::FALSE });
    }

    /// A Number held as int32 (zigzag varint).
    #[inline]
    pub fn i32(&mut self, v: i32) {
        self.tag_len(tag::INT32, varint::zigzag(v));
    }

    /// A Number held as float64, bit for bit except that every NaN is written as the
    /// canonical quiet NaN `0x7FF8_0000_0000_0000`; -0 is kept.
    #[inline]
    pub fn f64(&mut self, v: f64) {
        let bits = if v.is_nan() { CANONICAL_NAN } else { v.to_bits() };
        let [b0, b1, b2, b3, b4, b5, b6, b7] = bits.to_le_bytes();
        self.buf.extend_from_slice(&[tag::FLOAT64, b0, b1, b2, b3, b4, b5, b6, b7]);
    }

    /// A Number: as int32 when `v` is an integer in int32 range and not -0, else float64.
    pub fn number(&mut self, v: f64) {
        let i = v as i32;
        if f64::from(i) == v && !(i == 0 && v.is_sign_negative()) {
            self.i32(i);
        } else {
            self.f64(v);
        }
    }

    /// A BigInt from its sign and magnitude bytes (little-endian). High zero bytes are
    /// dropped, and zero is written as non-negative, so each BigInt has one encoding.
    pub fn bigint(&mut self, negative: bool, magnitude_le: &[u8]) {
        let used = magnitude_le.iter().rposition(|&b| b != 0).map_or(0, |i| i + 1);
        let magnitude = &magnitude_le[..used];
        let tag = if negative && used > 0 { tag::BIGINT_NEG } else { tag::BIGINT_POS };
        self.tag_len(tag, len_u32(magnitude.len()));
        self.buf.extend_from_slice(magnitude);
    }

    /// A BigInt from an `i128`.
    pub fn bigint_i128(&mut self, v: i128) {
        self.bigint(v < 0, &v.unsigned_abs().to_le_bytes());
    }

    /// A string given as UTF-8. ASCII text is written as Latin-1 (the VM's one-byte
    /// string, copied once); other text as UTF-8, which the VM transcodes.
    #[inline]
    pub fn string_utf8(&mut self, s: &str) {
        let tag = if s.is_ascii() { tag::LATIN1 } else { tag::UTF8 };
        self.tag_len(tag, len_u32(s.len()));
        self.buf.extend_from_slice(s.as_bytes());
    }

    /// A string of Latin-1 code units (bytes U+0000 to U+00FF).
    pub fn string_latin1(&mut self, units: &[u8]) {
        self.tag_len(tag::LATIN1, len_u32(units.len()));
        self.buf.extend_from_slice(units);
    }

    /// A string of UTF-16 code units; lone surrogates are allowed.
    pub fn string_utf16(&mut self, units: &[u16]) {
        self.tag_len(tag::UTF16, len_u32(units.len()));
        self.buf.reserve(units.len() * 2);
        // A block at a time through a buffer on the stack: a unit at a time, the size
        // build's out-of-line `extend_from_slice` cost about 10 ns a unit in wasm.
        let mut block = [0u8; 512];
        for chunk in units.chunks(block.len() / 2) {
            for (pair, unit) in block.chunks_exact_mut(2).zip(chunk) {
                let [low, high] = unit.to_le_bytes();
                pair[0] = low;
                pair[1] = high;
            }
            self.buf.extend_from_slice(&block[..chunk.len() * 2]);
        }
    }

    /// A string borrowed from a reader, in its own encoding (a pass-through copy).
    pub fn string(&mut self, s: Str<'_>) {
        match s {
            Str::Latin1(b) => self.string_latin1(b),
            Str::Utf16(b) => {
                self.tag_len(tag::UTF16, len_u32(b.len() / 2));
                self.buf.extend_from_slice(&b[..b.len() & !1]);
            }
            Str::Utf8(s) => self.string_utf8(s),
        }
    }

    /// An owned JavaScript string.
    pub fn js_string(&mut self, s: &JsString) {
        match s {
            JsString::Utf8(s) => self.string_utf8(s),
            JsString::Utf16(u) => self.string_utf16(u),
        }
    }

    /// A key of an object begun with [`Writer::begin_object`]; written like a string.
    #[inline]
    pub fn key(&mut self, key: &str) {
        self.string_utf8(key);
    }

    /// A hole: only as an element of a dense array.
    pub fn hole(&mut self) {
        self.buf.push(tag::HOLE);
    }

    /// A dense array of `len` elements; write the elements next (values or holes).
    pub fn begin_array(&mut self, len: u32) -> ObjectId {
        self.tag_len(tag::ARRAY, len);
        self.next_object()
    }

    /// A sparse array of `length` with `count` elements present; write `count` pairs of
    /// [`Writer::sparse_index`] and value next, indices increasing and below `length`.
    pub fn begin_sparse_array(&mut self, length: u32, count: u32) -> ObjectId {
        self.tag_len(tag::SPARSE_ARRAY, length);
        varint::write_u32(&mut self.buf, count);
        self.next_object()
    }

    /// The index of the next element of a sparse array.
    pub fn sparse_index(&mut self, index: u32) {
        varint::write_u32(&mut self.buf, index);
    }

    /// A plain object with `len` properties; write `len` pairs of [`Writer::key`] and
    /// value next, then call [`Writer::end_object`]. Keys must be distinct.
    pub fn begin_object(&mut self, len: u32) -> ObjectId {
        self.tag_len(tag::OBJECT, len);
        self.next_object()
    }

    /// Ends an object begun with [`Writer::begin_object`]; its keys become a key set
    /// that later objects with the same keys can name with [`Writer::begin_object_like`].
    pub fn end_object(&mut self) -> KeySetId {
        let id = KeySetId(self.key_sets);
        self.key_sets = self.key_sets.wrapping_add(1);
        id
    }

    /// A plain object with the keys of `keys`, in their order; write only the values
    /// next, one per key. No `end_object` call follows.
    #[inline]
    pub fn begin_object_like(&mut self, keys: KeySetId) -> ObjectId {
        self.tag_len(tag::OBJECT_LIKE, keys.0);
        self.next_object()
    }

    /// A Map of `len` entries; write `len` pairs of key and value next.
    pub fn begin_map(&mut self, len: u32) -> ObjectId {
        self.tag_len(tag::MAP, len);
        self.next_object()
    }

    /// A Set of `len` values; write them next.
    pub fn begin_set(&mut self, len: u32) -> ObjectId {
        self.tag_len(tag::SET, len);
        self.next_object()
    }

    /// A Date with time value `time` (ms since the epoch; NaN for an invalid date,
    /// written as the canonical NaN).
    pub fn date(&mut self, time: f64) -> ObjectId {
        let bits = if time.is_nan() { CANONICAL_NAN } else { time.to_bits() };
        self.buf.push(tag::DATE);
        self.buf.extend_from_slice(&bits.to_le_bytes());
        self.next_object()
    }

    /// A Uint8Array holding a copy of `bytes`.
    pub fn bytes(&mut self, bytes: &[u8]) -> ObjectId {
        self.tag_len(tag::BYTES, len_u32(bytes.len()));
        self.buf.extend_from_slice(bytes);
        self.next_object()
    }

    /// An Error with its name (`"TypeError"`, ...), message and stack; when `has_cause`,
    /// write the cause value next.
    pub fn begin_error(
        &mut self,
        name: Str<'_>,
        message: Str<'_>,
        stack: Option<Str<'_>>,
        has_cause: bool,
    ) -> ObjectId {
        let mut flags = 0;
        if stack.is_some() {
            flags |= tag::ERROR_HAS_STACK;
        }
        if has_cause {
            flags |= tag::ERROR_HAS_CAUSE;
        }
        self.buf.push(tag::ERROR);
        self.buf.push(flags);
        let id = self.next_object();
        self.string(name);
        self.string(message);
        if let Some(stack) = stack {
            self.string(stack);
        }
        id
    }

    /// The object `id` again: a shared reference, or a cycle when `id` is still open.
    pub fn reference(&mut self, id: ObjectId) {
        self.tag_len(tag::REF, id.0);
    }

    /// Counts an object whose header the serde serializer writes itself.
    #[cfg_attr(not(feature = "serde"), allow(dead_code))]
    pub(crate) fn begin_counted_elsewhere(&mut self) -> ObjectId {
        self.next_object()
    }

    /// Object headers written so far (the next [`ObjectId`]).
    pub fn object_count(&self) -> u32 {
        self.objects
    }
}

/// The NaN every writer emits: the quiet NaN with an empty payload.
pub const CANONICAL_NAN: u64 = 0x7FF8_0000_0000_0000;

/// A length as the format's u32; longer inputs cannot be represented and are cut.
///
/// Host data over 4 GiB in one string is outside the format (docs/wire.md, "Limits");
/// saturating keeps the writer panic-free and the reader rejects the short payload.
#[inline]
fn len_u32(len: usize) -> u32 {
    u32::try_from(len).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scalars_have_the_documented_bytes() {
        let mut w = Writer::new();
        w.undefined();
        w.null();
        w.bool(false);
        w.bool(true);
        w.i32(-1);
        w.string_utf8("hi");
        w.string_utf8("é");
        assert_eq!(
            w.finish(),
            [VERSION, 0x00, 0x01, 0x02, 0x03, 0x04, 0x01, 0x08, 2, b'h', b'i', 0x0A, 2, 0xc3, 0xa9]
        );
    }

    #[test]
    fn the_worked_example_of_docs_wire_md() {
        let mut w = Writer::new();
        w.begin_array(2);
        w.begin_object(2);
        w.key("id");
        w.i32(1);
        w.key("name");
        w.string_utf8("a");
        let set = w.end_object();
        w.begin_object_like(set);
        w.i32(2);
        w.null();
        let expected = [
            0x01, 0x0B, 0x02, 0x0D, 0x02, 0x08, 0x02, b'i', b'd', 0x04, 0x02, 0x08, 0x04, b'n',
            b'a', b'm', b'e', 0x08, 0x01, b'a', 0x0E, 0x00, 0x04, 0x04, 0x01,
        ];
        assert_eq!(w.finish(), expected);
    }

    #[test]
    fn nan_is_canonical_and_negative_zero_kept() {
        let mut w = Writer::new();
        w.f64(f64::from_bits(0x7FF0_0000_0000_0001));
        w.f64(-0.0);
        let b = w.finish();
        assert_eq!(&b[2..10], &CANONICAL_NAN.to_le_bytes());
        assert_eq!(&b[11..19], &(-0.0f64).to_bits().to_le_bytes());
    }

    #[test]
    fn number_prefers_int32_only_when_exact() {
        let mut w = Writer::new();
        w.number(3.0);
        w.number(-0.0);
        w.number(0.5);
        w.number(4294967296.0);
        let b = w.finish();
        assert_eq!(&b[1..3], &[tag::INT32, 6]);
        assert_eq!(b[3], tag::FLOAT64);
        assert_eq!(b[12], tag::FLOAT64);
        assert_eq!(b[21], tag::FLOAT64);
    }

    #[test]
    fn bigint_is_canonical() {
        let mut w = Writer::new();
        w.bigint(true, &[0, 0]);
        w.bigint_i128(-256);
        assert_eq!(w.finish(), [VERSION, tag::BIGINT_POS, 0, tag::BIGINT_NEG, 2, 0, 1]);
    }

    #[test]
    fn ids_count_objects_and_key_sets_count_ended_objects() {
        let mut w = Writer::new();
        assert_eq!(w.begin_array(2), ObjectId(0));
        assert_eq!(w.begin_object(0), ObjectId(1));
        assert_eq!(w.end_object(), KeySetId(0));
        assert_eq!(w.begin_object_like(KeySetId(0)), ObjectId(2));
        assert_eq!(w.object_count(), 3);
    }
}
