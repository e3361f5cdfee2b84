//! cairn-codec: the byte format of Cairn's base images and dumps.
//!
//! A value is written as its parts in declaration order, with no names and no framing:
//! a struct as its fields, an enum as its variant's index then the variant's fields,
//! unsigned integers as LEB128, signed ones zigzagged then LEB128, `f64` as its eight
//! bytes little-endian, `bool` as one byte, a sequence or a string as its length then
//! its items. The same on every target: lengths are written as 64-bit numbers, so a
//! wasm32 build reads what a native build wrote.
//!
//! Decoding is checked, since the bytes may come from anywhere: a length is never more
//! than the bytes left (so a claim cannot make the reader allocate), integers that do
//! not fit their type, `bool`s other than 0 and 1, unknown variants and invalid UTF-8
//! are errors, never panics. What the bytes mean (handles that name live values, and so
//! on) is checked by whoever reads them.
//!
//! The small readers and writers are `#[inline]` on native targets only: there they are
//! the hot path of every start (the base image is decoded once per thread), while the
//! wasm module is built for size and its fat LTO inlines what pays.
//!
//! Types get their code from `#[derive(Encode, Decode)]`; a field may say
//! `#[codec(skip)]` (not written, `Default` when read) or `#[codec(with = "path")]`
//! (written by `path::encode(&field, out)` and read by `path::decode(reader)`).
//!
//! ```
//! use cairn_codec::{Decode, Encode, Reader};
//!
//! #[derive(Debug, PartialEq, Encode, Decode)]
//! enum Shape { Point, Circle { radius: u32 }, Label(String) }
//!
//! let mut out = cairn_codec::Writer::default();
//! vec![Shape::Point, Shape::Circle { radius: 300 }, Shape::Label("a".into())].encode(&mut out);
//! let bytes = out.finish().unwrap();
//! assert_eq!(bytes, [3, 0, 1, 0xac, 0x02, 2, 1, b'a']);
//! let back: Vec<Shape> = Reader::new(&bytes).read_all().unwrap();
//! assert_eq!(back[1], Shape::Circle { radius: 300 });
//! ```

extern crate alloc;

use alloc::borrow::Cow;
use alloc::boxed::Box;
use alloc::rc::Rc;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;
use core::hash::{BuildHasher, Hash};
use std::collections::{HashMap, HashSet, VecDeque};

pub use cairn_codec_derive::{Decode, Encode};

/// A value that writes itself to bytes.
pub trait Encode {
    /// Appends this value's bytes to `out`.
    fn encode(&self, out: &mut Writer);
}

/// A value that reads itself from bytes [`Encode`] wrote.
pub trait Decode: Sized {
    /// Reads one value from `r`, or says why the bytes are not one.
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError>;
}

/// Why bytes do not decode: what was expected, and where when the reader knew.
///
/// One pointer wide, so that a decoder's `Result` stays small: every field read returns
/// one, and errors are rare.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecodeError(Box<ErrorInner>);

#[derive(Clone, Debug, PartialEq, Eq)]
struct ErrorInner {
    what: Cow<'static, str>,
    at: Option<usize>,
}

impl DecodeError {
    /// An error of the caller's own (what the bytes mean rather than their form).
    #[cold]
    pub fn custom(what: impl Into<Cow<'static, str>>) -> DecodeError {
        DecodeError(Box::new(ErrorInner { what: what.into(), at: None }))
    }
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let e = &self.0;
        match e.at {
            Some(at) => write!(f, "{} at byte {at}", e.what),
            None => f.write_str(&e.what),
        }
    }
}

impl core::error::Error for DecodeError {}

/// Bytes being encoded, and the first value that could not be written.
///
/// Encoding plain data cannot fail, but a few values are written through another
/// library's text form, which can: such a value records why ([`Writer::fail`]) and the
/// writer's owner sees it once, at [`Writer::finish`], rather than every `encode`
/// returning a result.
#[derive(Default)]
pub struct Writer {
    bytes: Vec<u8>,
    error: Option<String>,
}

impl Writer {
    /// A writer that appends to `bytes`.
    pub fn new(bytes: Vec<u8>) -> Writer {
        Writer { bytes, error: None }
    }

    /// The bytes written, or why a value could not be.
    pub fn finish(self) -> Result<Vec<u8>, String> {
        match self.error {
            None => Ok(self.bytes),
            Some(e) => Err(e),
        }
    }

    /// The bytes written so far.
    pub fn written(&self) -> &[u8] {
        &self.bytes
    }

    /// Records that a value could not be written (the first such reason is kept).
    #[cold]
    pub fn fail(&mut self, why: impl Into<String>) {
        if self.error.is_none() {
            self.error = Some(why.into());
        }
    }

    /// Appends one byte.
    #[inline]
    pub fn push(&mut self, byte: u8) {
        self.bytes.push(byte);
    }

    /// Appends bytes as they are (no length).
    #[cfg_attr(not(target_family = "wasm"), inline)]
    pub fn extend_from_slice(&mut self, bytes: &[u8]) {
        self.bytes.extend_from_slice(bytes);
    }

    /// Appends `v` as LEB128: seven bits a byte, low first, the high bit set on all but
    /// the last.
    pub fn uint(&mut self, mut v: u64) {
        while v >= 0x80 {
            self.bytes.push(v as u8 | 0x80);
            v >>= 7;
        }
        self.bytes.push(v as u8);
    }

    /// Appends an enum's variant index (what derived code writes first).
    #[cfg_attr(not(target_family = "wasm"), inline)]
    pub fn tag(&mut self, tag: u32) {
        self.uint(u64::from(tag));
    }

    /// Appends a byte string: its length, then the bytes as they are.
    #[cfg_attr(not(target_family = "wasm"), inline)]
    pub fn bytes(&mut self, bytes: &[u8]) {
        self.uint(bytes.len() as u64);
        self.bytes.extend_from_slice(bytes);
    }
}

/// `value`'s bytes, or why they could not be written ([`Writer::fail`]).
pub fn to_vec<T: Encode + ?Sized>(value: &T) -> Result<Vec<u8>, String> {
    let mut out = Writer::default();
    value.encode(&mut out);
    out.finish()
}

/// The one `T` that `bytes` hold, all of them.
pub fn from_slice<T: Decode>(bytes: &[u8]) -> Result<T, DecodeError> {
    Reader::new(bytes).read_all()
}

/// The most items a sequence's claimed length reserves room for before they are read.
const PREALLOCATED: usize = 256;

/// A cursor over bytes being decoded.
pub struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    /// A reader at the start of `bytes`.
    pub fn new(bytes: &'a [u8]) -> Reader<'a> {
        Reader { bytes, at: 0 }
    }

    /// An error about the bytes at the reader's position.
    #[cold]
    #[inline(never)]
    pub fn error(&self, what: &'static str) -> DecodeError {
        DecodeError(Box::new(ErrorInner { what: Cow::Borrowed(what), at: Some(self.at) }))
    }

    /// How many bytes are left.
    #[inline]
    pub fn remaining(&self) -> usize {
        self.bytes.len() - self.at
    }

    /// Reads one `T` that must take every byte.
    pub fn read_all<T: Decode>(mut self) -> Result<T, DecodeError> {
        let value = T::decode(&mut self)?;
        if self.remaining() != 0 {
            return Err(self.error("bytes after the value"));
        }
        Ok(value)
    }

    /// The next byte.
    #[inline]
    pub fn byte(&mut self) -> Result<u8, DecodeError> {
        match self.bytes.get(self.at) {
            Some(&b) => {
                self.at += 1;
                Ok(b)
            }
            None => Err(self.error("the bytes end early")),
        }
    }

    /// The next `n` bytes.
    #[cfg_attr(not(target_family = "wasm"), inline)]
    pub fn take(&mut self, n: usize) -> Result<&'a [u8], DecodeError> {
        if n > self.remaining() {
            return Err(self.error("the bytes end early"));
        }
        let bytes = &self.bytes[self.at..self.at + n];
        self.at += n;
        Ok(bytes)
    }

    /// A LEB128 number of at most 64 bits.
    #[inline]
    pub fn uint(&mut self) -> Result<u64, DecodeError> {
        // Most numbers (lengths, tags, handles of small heaps) are one or two bytes.
        match *self.bytes.get(self.at..).unwrap_or_default() {
            [b, ..] if b < 0x80 => {
                self.at += 1;
                Ok(u64::from(b))
            }
            [b0, b1, ..] if b1 < 0x80 => {
                self.at += 2;
                Ok(u64::from(b0 & 0x7f) | u64::from(b1) << 7)
            }
            _ => self.uint_long(),
        }
    }

    /// [`Reader::uint`] past its first byte's fast path.
    #[inline(never)]
    fn uint_long(&mut self) -> Result<u64, DecodeError> {
        let first = self.byte()?;
        if first < 0x80 {
            return Ok(u64::from(first));
        }
        let mut v = u64::from(first & 0x7f);
        let mut shift = 7;
        loop {
            let b = self.byte()?;
            if shift == 63 && b > 1 {
                return Err(self.error("a number past 64 bits"));
            }
            v |= u64::from(b & 0x7f) << shift;
            if b < 0x80 {
                return Ok(v);
            }
            shift += 7;
        }
    }

    /// A LEB128 number that fits 32 bits.
    #[cfg_attr(not(target_family = "wasm"), inline)]
    pub fn u32(&mut self) -> Result<u32, DecodeError> {
        let v = self.uint()?;
        u32::try_from(v).map_err(|_| self.error("a number past 32 bits"))
    }

    /// An enum's variant index.
    #[cfg_attr(not(target_family = "wasm"), inline)]
    pub fn tag(&mut self) -> Result<u32, DecodeError> {
        self.u32()
    }

    /// A sequence's length: never more than the bytes left, so that a claimed length
    /// cannot make the reader reserve more than the input justifies.
    #[cfg_attr(not(target_family = "wasm"), inline)]
    pub fn seq_len(&mut self) -> Result<usize, DecodeError> {
        let n = self.uint()?;
        if n > self.remaining() as u64 {
            return Err(self.error("a length past the end of the bytes"));
        }
        Ok(n as usize)
    }

    /// A byte string [`write_bytes`] wrote.
    #[cfg_attr(not(target_family = "wasm"), inline)]
    pub fn bytes(&mut self) -> Result<&'a [u8], DecodeError> {
        let n = self.seq_len()?;
        self.take(n)
    }

    /// A UTF-8 string.
    #[cfg_attr(not(target_family = "wasm"), inline)]
    pub fn str(&mut self) -> Result<&'a str, DecodeError> {
        let bytes = self.bytes()?;
        core::str::from_utf8(bytes).map_err(|_| self.error("a string that is not UTF-8"))
    }
}

/// `#[codec(with = "cairn_codec::byte_buf")]`: a `Vec<u8>` as one byte string, copied at
/// memory speed where the derived form takes its bytes one by one.
pub mod byte_buf {
    use super::{DecodeError, Reader, Vec, Writer};

    /// Writes `bytes` as one byte string.
    pub fn encode(bytes: &[u8], out: &mut Writer) {
        out.bytes(bytes);
    }

    /// Reads a byte string [`encode`] wrote.
    pub fn decode(r: &mut Reader<'_>) -> Result<Vec<u8>, DecodeError> {
        Ok(r.bytes()?.to_vec())
    }
}

impl Encode for u8 {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, out: &mut Writer) {
        out.push(*self);
    }
}

impl Decode for u8 {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        r.byte()
    }
}

impl Encode for i8 {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, out: &mut Writer) {
        out.push(*self as u8);
    }
}

impl Decode for i8 {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        Ok(r.byte()? as i8)
    }
}

impl Encode for bool {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, out: &mut Writer) {
        out.push(u8::from(*self));
    }
}

impl Decode for bool {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        match r.byte()? {
            0 => Ok(false),
            1 => Ok(true),
            _ => Err(r.error("a bool other than 0 or 1")),
        }
    }
}

impl Encode for u16 {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, out: &mut Writer) {
        out.uint(u64::from(*self));
    }
}

impl Decode for u16 {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        let v = r.uint()?;
        u16::try_from(v).map_err(|_| r.error("a number past 16 bits"))
    }
}

impl Encode for u32 {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, out: &mut Writer) {
        out.uint(u64::from(*self));
    }
}

impl Decode for u32 {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        r.u32()
    }
}

impl Encode for u64 {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, out: &mut Writer) {
        out.uint(*self);
    }
}

impl Decode for u64 {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        r.uint()
    }
}

/// As a 64-bit number, so that 32- and 64-bit targets read each other's bytes.
impl Encode for usize {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, out: &mut Writer) {
        out.uint(*self as u64);
    }
}

impl Decode for usize {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        let v = r.uint()?;
        usize::try_from(v).map_err(|_| r.error("a number past this target's usize"))
    }
}

/// Zigzag: small magnitudes of either sign take few bytes.
impl Encode for i32 {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, out: &mut Writer) {
        i64::from(*self).encode(out);
    }
}

impl Decode for i32 {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        let v = i64::decode(r)?;
        i32::try_from(v).map_err(|_| r.error("a number past 32 bits"))
    }
}

impl Encode for i64 {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, out: &mut Writer) {
        out.uint(((*self << 1) ^ (*self >> 63)) as u64);
    }
}

impl Decode for i64 {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        let v = r.uint()?;
        Ok(((v >> 1) as i64) ^ -((v & 1) as i64))
    }
}

/// As its sixteen bytes, little-endian (rare: Temporal's nanosecond counts).
impl Encode for i128 {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, out: &mut Writer) {
        out.extend_from_slice(&self.to_le_bytes());
    }
}

impl Decode for i128 {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        let mut le = [0; 16];
        le.copy_from_slice(r.take(16)?);
        Ok(i128::from_le_bytes(le))
    }
}

impl Encode for f64 {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, out: &mut Writer) {
        out.extend_from_slice(&self.to_bits().to_le_bytes());
    }
}

impl Decode for f64 {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        let bytes = r.take(8)?;
        let mut le = [0; 8];
        le.copy_from_slice(bytes);
        Ok(f64::from_bits(u64::from_le_bytes(le)))
    }
}

impl Encode for char {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, out: &mut Writer) {
        out.uint(u64::from(u32::from(*self)));
    }
}

impl Decode for char {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        let v = r.u32()?;
        char::from_u32(v).ok_or_else(|| r.error("a char that is not a scalar value"))
    }
}

impl Encode for () {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, _: &mut Writer) {}
}

impl Decode for () {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(_: &mut Reader<'_>) -> Result<Self, DecodeError> {
        Ok(())
    }
}

impl Encode for str {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, out: &mut Writer) {
        out.bytes(self.as_bytes());
    }
}

impl Encode for String {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, out: &mut Writer) {
        self.as_str().encode(out);
    }
}

impl Decode for String {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        r.str().map(String::from)
    }
}

impl Decode for Box<str> {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        r.str().map(Box::from)
    }
}

impl Decode for Rc<str> {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        r.str().map(Rc::from)
    }
}

impl<T: Encode> Encode for [T] {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, out: &mut Writer) {
        out.uint(self.len() as u64);
        for item in self {
            item.encode(out);
        }
    }
}

impl<T: Encode> Encode for Vec<T> {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, out: &mut Writer) {
        self.as_slice().encode(out);
    }
}

impl<T: Decode> Decode for Vec<T> {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        // The length is at most the bytes left, but an item in memory may be far larger
        // than its bytes: room is made for a bounded number up front and grows as items
        // are actually read.
        let n = r.seq_len()?;
        let mut items = Vec::with_capacity(n.min(PREALLOCATED));
        for _ in 0..n {
            items.push(T::decode(r)?);
        }
        Ok(items)
    }
}

impl<T: Decode> Decode for Box<[T]> {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        Vec::decode(r).map(Vec::into_boxed_slice)
    }
}

impl<T: Encode, const N: usize> Encode for [T; N] {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, out: &mut Writer) {
        for item in self {
            item.encode(out);
        }
    }
}

impl<T: Decode, const N: usize> Decode for [T; N] {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        let mut items = Vec::with_capacity(N.min(r.remaining()));
        for _ in 0..N {
            items.push(T::decode(r)?);
        }
        // N items were read, so the conversion cannot fail.
        items.try_into().map_err(|_| r.error("an array of the wrong length"))
    }
}

impl<T: Encode> Encode for VecDeque<T> {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, out: &mut Writer) {
        out.uint(self.len() as u64);
        for item in self {
            item.encode(out);
        }
    }
}

impl<T: Decode> Decode for VecDeque<T> {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        Vec::decode(r).map(VecDeque::from)
    }
}

/// In the map's iteration order; read back, a repeated key keeps its last value.
impl<K: Encode, V: Encode, S> Encode for HashMap<K, V, S> {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, out: &mut Writer) {
        out.uint(self.len() as u64);
        for (k, v) in self {
            k.encode(out);
            v.encode(out);
        }
    }
}

impl<K: Decode + Eq + Hash, V: Decode, S: BuildHasher + Default> Decode for HashMap<K, V, S> {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        let n = r.seq_len()?;
        let mut map = HashMap::with_hasher(S::default());
        for _ in 0..n {
            let k = K::decode(r)?;
            map.insert(k, V::decode(r)?);
        }
        Ok(map)
    }
}

/// In the set's iteration order.
impl<T: Encode, S> Encode for HashSet<T, S> {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, out: &mut Writer) {
        out.uint(self.len() as u64);
        for item in self {
            item.encode(out);
        }
    }
}

impl<T: Decode + Eq + Hash, S: BuildHasher + Default> Decode for HashSet<T, S> {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        let n = r.seq_len()?;
        let mut set = HashSet::with_hasher(S::default());
        for _ in 0..n {
            set.insert(T::decode(r)?);
        }
        Ok(set)
    }
}

impl<T: Encode> Encode for Option<T> {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, out: &mut Writer) {
        match self {
            None => out.push(0),
            Some(v) => {
                out.push(1);
                v.encode(out);
            }
        }
    }
}

impl<T: Decode> Decode for Option<T> {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        match r.byte()? {
            0 => Ok(None),
            1 => T::decode(r).map(Some),
            _ => Err(r.error("an option tag other than 0 or 1")),
        }
    }
}

impl<T: Encode + ?Sized> Encode for &T {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, out: &mut Writer) {
        (**self).encode(out);
    }
}

impl<T: Encode + ?Sized> Encode for Box<T> {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, out: &mut Writer) {
        (**self).encode(out);
    }
}

impl<T: Decode> Decode for Box<T> {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        T::decode(r).map(Box::new)
    }
}

impl<T: Encode + ?Sized> Encode for Rc<T> {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, out: &mut Writer) {
        (**self).encode(out);
    }
}

impl<T: Decode> Decode for Rc<T> {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        T::decode(r).map(Rc::new)
    }
}

impl<A: Encode, B: Encode> Encode for (A, B) {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, out: &mut Writer) {
        self.0.encode(out);
        self.1.encode(out);
    }
}

impl<A: Decode, B: Decode> Decode for (A, B) {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        Ok((A::decode(r)?, B::decode(r)?))
    }
}

impl<A: Encode, B: Encode, C: Encode> Encode for (A, B, C) {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, out: &mut Writer) {
        self.0.encode(out);
        self.1.encode(out);
        self.2.encode(out);
    }
}

impl<A: Decode, B: Decode, C: Decode> Decode for (A, B, C) {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        Ok((A::decode(r)?, B::decode(r)?, C::decode(r)?))
    }
}

impl<A: Encode, B: Encode, C: Encode, D: Encode> Encode for (A, B, C, D) {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn encode(&self, out: &mut Writer) {
        self.0.encode(out);
        self.1.encode(out);
        self.2.encode(out);
        self.3.encode(out);
    }
}

impl<A: Decode, B: Decode, C: Decode, D: Decode> Decode for (A, B, C, D) {
    #[cfg_attr(not(target_family = "wasm"), inline)]
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        Ok((A::decode(r)?, B::decode(r)?, C::decode(r)?, D::decode(r)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;

    fn bytes_of<T: Encode + ?Sized>(value: &T) -> Vec<u8> {
        let mut out = Writer::default();
        value.encode(&mut out);
        out.finish().unwrap()
    }

    fn round_trip<T: Encode + Decode + PartialEq + fmt::Debug>(value: T) {
        let bytes = bytes_of(&value);
        assert_eq!(Reader::new(&bytes).read_all::<T>().unwrap(), value);
    }

    #[test]
    fn integers_are_leb128_and_zigzag() {
        assert_eq!(bytes_of(&0u32), [0]);
        assert_eq!(bytes_of(&127u32), [127]);
        assert_eq!(bytes_of(&128u32), [0x80, 1]);
        assert_eq!(bytes_of(&u64::MAX), [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 1]);
        assert_eq!(bytes_of(&-1i64), [1]);
        assert_eq!(bytes_of(&1i64), [2]);
        assert_eq!(bytes_of(&i32::MIN), [0xff, 0xff, 0xff, 0xff, 0x0f]);
        for v in [0, 1, 127, 128, 16_383, 16_384, u64::MAX >> 1, u64::MAX] {
            round_trip(v);
        }
        for v in [0, -1, 1, i64::MIN, i64::MAX, -64, 64] {
            round_trip(v);
        }
        round_trip(u16::MAX);
        round_trip(i32::MIN);
        round_trip(i128::MIN);
        round_trip(-5i128);
    }

    #[test]
    fn out_of_range_numbers_are_errors() {
        // 2^16 read as a u16, 2^32 as a u32, an eleventh LEB128 byte, a number that
        // does not end.
        assert!(Reader::new(&[0x80, 0x80, 4]).read_all::<u16>().is_err());
        assert!(Reader::new(&[0x80, 0x80, 0x80, 0x80, 0x10]).read_all::<u32>().is_err());
        let too_long = [0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 2];
        assert!(Reader::new(&too_long).read_all::<u64>().is_err());
        assert!(Reader::new(&[0x80, 0x80]).read_all::<u64>().is_err());
        // i32 from a zigzag number past 32 bits.
        assert!(Reader::new(&bytes_of(&(1i64 << 40))).read_all::<i32>().is_err());
    }

    #[test]
    fn floats_strings_and_options() {
        for v in [0.0, -0.0, 1.5, f64::INFINITY, f64::MIN_POSITIVE] {
            let back = Reader::new(&bytes_of(&v)).read_all::<f64>().unwrap();
            assert_eq!(back.to_bits(), v.to_bits());
        }
        let nan = Reader::new(&bytes_of(&f64::NAN)).read_all::<f64>().unwrap();
        assert!(nan.is_nan());
        round_trip(String::from("grüße"));
        round_trip(Box::<str>::from(""));
        round_trip(Some(vec![1u32, 2, 300]));
        round_trip(None::<u8>);
        round_trip((7u16, true, 'λ'));
        round_trip([3u8, 4, 5]);
        assert_eq!(bytes_of("ab"), [2, b'a', b'b']);
    }

    #[test]
    fn malformed_bytes_are_errors() {
        // Invalid UTF-8, a bool of 2, an option tag of 2, a length past the end,
        // trailing bytes, a surrogate as a char.
        assert!(Reader::new(&[1, 0xff]).read_all::<String>().is_err());
        assert!(Reader::new(&[2]).read_all::<bool>().is_err());
        assert!(Reader::new(&[2, 0]).read_all::<Option<u8>>().is_err());
        assert!(Reader::new(&[0xff, 0xff, 0xff, 0xff, 0x0f, 1]).read_all::<Vec<u8>>().is_err());
        assert!(Reader::new(&[0, 0]).read_all::<Vec<u8>>().is_err());
        assert!(Reader::new(&bytes_of(&0xd800u32)).read_all::<char>().is_err());
    }

    #[test]
    fn errors_say_where() {
        let e = Reader::new(&[1, 1, 2]).read_all::<(bool, bool, bool)>().unwrap_err();
        assert_eq!(e.to_string(), "a bool other than 0 or 1 at byte 3");
    }

    #[test]
    fn byte_buf_is_one_copy() {
        let mut out = Writer::default();
        byte_buf::encode(&[9, 8, 7], &mut out);
        let out = out.finish().unwrap();
        assert_eq!(out, [3, 9, 8, 7]);
        assert_eq!(byte_buf::decode(&mut Reader::new(&out)).unwrap(), [9, 8, 7]);
    }
}
