//! JS strings (UTF-16 semantics, stored one-byte Latin-1 or two-byte), ropes for cheap
//! concatenation, symbols, the atom table and property keys.
//!
//! A string is flat (`Latin1` or `Utf16`) or a `Rope` of two strings. `a + b` makes a
//! rope in O(1); the first operation that needs the code units flattens it in place
//! (iteratively, so a rope of a million appends does not recurse). Property keys are
//! atoms: strings interned in the [`AtomTable`], compared by number; a string caches
//! its atom after the first lookup, so a computed `o[k]` with the same string is one
//! hash lookup the first time and free after.

use std::rc::Rc;

use cairn_gc::{Handle, HeapKind, HeapSize, Trace, Tracer};
use rustc_hash::FxHashMap;

use crate::heap::{KIND_STRING, KIND_SYMBOL, VmHeap};

/// No atom cached yet.
const NO_ATOM: u32 = u32::MAX;

/// The longest one-byte string kept inside its cell ([`StrRepr::Inline`]): short strings
/// (split pieces, regexp captures, numbers as text, small concatenations) then cost no
/// buffer allocation, and the cell stays the size it has with a boxed buffer.
pub const INLINE_MAX: usize = 22;

/// The storage of a string.
#[derive(Clone, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub enum StrRepr {
    /// Code units below 256, one byte each.
    Latin1(#[codec(with = "latin1_bytes")] Box<[u8]>),
    /// Code units of two bytes (at least one is above 255 when built by the VM).
    Utf16(#[codec(with = "utf16_bytes")] Box<[u16]>),
    /// The concatenation of two strings, not yet flattened.
    Rope(Handle<JsString>, Handle<JsString>),
    /// Code units below 256, at most [`INLINE_MAX`], stored in place: the first
    /// `JsString::len` bytes are the string.
    Inline(#[codec(with = "inline_bytes")] [u8; INLINE_MAX]),
}

/// An inline string is written without its unused zero tail (images and dumps).
mod inline_bytes {
    use cairn_codec::{DecodeError, Reader, Writer};

    use super::INLINE_MAX;

    pub(super) fn encode(bytes: &[u8; INLINE_MAX], out: &mut Writer) {
        let end = bytes.iter().rposition(|&b| b != 0).map_or(0, |i| i + 1);
        out.bytes(&bytes[..end]);
    }

    /// Copies the bytes into the cell's array (no buffer on the way).
    pub(super) fn decode(r: &mut Reader<'_>) -> Result<[u8; INLINE_MAX], DecodeError> {
        let v = r.bytes()?;
        let mut out = [0u8; INLINE_MAX];
        out.get_mut(..v.len()).ok_or_else(|| r.error("inline string too long"))?.copy_from_slice(v);
        Ok(out)
    }
}

/// A Latin-1 string's buffer as one byte string.
mod latin1_bytes {
    use cairn_codec::{DecodeError, Reader, Writer};

    pub(super) fn encode(bytes: &[u8], out: &mut Writer) {
        out.bytes(bytes);
    }

    pub(super) fn decode(r: &mut Reader<'_>) -> Result<Box<[u8]>, DecodeError> {
        Ok(Box::from(r.bytes()?))
    }
}

/// A two-byte string's code units as one byte string, little-endian.
mod utf16_bytes {
    use cairn_codec::{DecodeError, Reader, Writer};

    pub(super) fn encode(units: &[u16], out: &mut Writer) {
        out.uint(units.len() as u64 * 2);
        for u in units {
            out.extend_from_slice(&u.to_le_bytes());
        }
    }

    pub(super) fn decode(r: &mut Reader<'_>) -> Result<Box<[u16]>, DecodeError> {
        let bytes = r.bytes()?;
        if bytes.len() % 2 != 0 {
            return Err(r.error("a two-byte string of an odd byte count"));
        }
        Ok(bytes.chunks_exact(2).map(|p| u16::from_le_bytes([p[0], p[1]])).collect())
    }
}

/// A JS string on the heap.
#[derive(Clone, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub struct JsString {
    /// The code units, or the two halves of a rope.
    pub repr: StrRepr,
    /// The length in UTF-16 code units.
    pub len: u32,
    /// Whether every code unit is below 256 (a rope of Latin-1 halves flattens to Latin-1).
    pub latin1: bool,
    /// The atom of this string's contents, once looked up.
    pub atom: u32,
}

impl JsString {
    /// A flat string from Latin-1 bytes.
    pub fn from_latin1(bytes: Box<[u8]>) -> JsString {
        JsString {
            len: bytes.len() as u32,
            repr: StrRepr::Latin1(bytes),
            latin1: true,
            atom: NO_ATOM,
        }
    }

    /// A flat string from Latin-1 bytes, taking the buffer (copied in place when short).
    pub fn from_latin1_vec(bytes: Vec<u8>) -> JsString {
        if bytes.len() <= INLINE_MAX {
            return JsString::from_latin1_slice(&bytes);
        }
        JsString::from_latin1(bytes.into_boxed_slice())
    }

    /// A flat string of `len` Latin-1 bytes that `write` fills: written on the stack and
    /// stored in place when short (no buffer to allocate and free), else in a buffer.
    pub(crate) fn latin1_with(len: usize, write: impl FnOnce(&mut [u8])) -> JsString {
        if len <= INLINE_MAX {
            let mut buf = [0u8; INLINE_MAX];
            write(&mut buf[..len]);
            return JsString::from_latin1_slice(&buf[..len]);
        }
        let mut bytes = vec![0u8; len];
        write(&mut bytes);
        JsString::from_latin1(bytes.into_boxed_slice())
    }

    /// A flat string from Latin-1 bytes, copied (in place when short).
    pub fn from_latin1_slice(bytes: &[u8]) -> JsString {
        if bytes.len() <= INLINE_MAX {
            let mut inline = [0u8; INLINE_MAX];
            inline[..bytes.len()].copy_from_slice(bytes);
            return JsString {
                len: bytes.len() as u32,
                repr: StrRepr::Inline(inline),
                latin1: true,
                atom: NO_ATOM,
            };
        }
        JsString::from_latin1(bytes.into())
    }

    /// A flat string from UTF-16 units (stored as Latin-1 when every unit fits).
    pub fn from_utf16(units: Vec<u16>) -> JsString {
        if units.iter().all(|&u| u < 256) {
            if units.len() <= INLINE_MAX {
                let mut inline = [0u8; INLINE_MAX];
                for (d, &u) in inline.iter_mut().zip(&units) {
                    *d = u as u8;
                }
                return JsString {
                    len: units.len() as u32,
                    repr: StrRepr::Inline(inline),
                    latin1: true,
                    atom: NO_ATOM,
                };
            }
            JsString::from_latin1(units.into_iter().map(|u| u as u8).collect())
        } else {
            JsString {
                len: units.len() as u32,
                repr: StrRepr::Utf16(units.into()),
                latin1: false,
                atom: NO_ATOM,
            }
        }
    }

    /// A flat string from Rust text.
    pub fn from_text(s: &str) -> JsString {
        if s.is_ascii() {
            JsString::from_latin1_slice(s.as_bytes())
        } else {
            JsString::from_utf16(s.encode_utf16().collect())
        }
    }

    /// The flat contents, or `None` for an unflattened rope.
    #[inline]
    pub fn flat(&self) -> Option<Str<'_>> {
        match &self.repr {
            StrRepr::Latin1(b) => Some(Str::Latin1(b)),
            StrRepr::Utf16(u) => Some(Str::Utf16(u)),
            StrRepr::Rope(..) => None,
            StrRepr::Inline(b) => Some(Str::Latin1(b.get(..self.len as usize).unwrap_or(&[]))),
        }
    }
}

impl Trace for JsString {
    fn trace(&self, tracer: &mut Tracer) {
        if let StrRepr::Rope(a, b) = self.repr {
            tracer.mark(a);
            tracer.mark(b);
        }
    }
}

impl HeapSize for JsString {
    fn extra_bytes(&self) -> usize {
        match &self.repr {
            StrRepr::Latin1(b) => b.len(),
            StrRepr::Utf16(u) => u.len() * 2,
            StrRepr::Rope(..) | StrRepr::Inline(_) => 0,
        }
    }
}

impl HeapKind for JsString {
    const KIND: u8 = KIND_STRING;
    const NAME: &'static str = "string";
    fn dangling() -> Self {
        JsString::from_latin1(Box::new([]))
    }
}

/// A borrowed view of flat string contents.
#[derive(Clone, Copy, Debug)]
pub enum Str<'a> {
    /// One byte per unit.
    Latin1(&'a [u8]),
    /// Two bytes per unit.
    Utf16(&'a [u16]),
}

/// Text built from pieces: Latin-1 bytes until a piece needs UTF-16, so that joining
/// Latin-1 strings never widens them (the common case: ASCII JSON keys and values).
#[derive(Debug)]
pub(crate) enum TextBuilder {
    /// One byte per unit (every unit so far is below 256).
    Latin1(Vec<u8>),
    /// Two bytes per unit.
    Utf16(Vec<u16>),
}

impl Default for TextBuilder {
    fn default() -> TextBuilder {
        TextBuilder::Latin1(Vec::new())
    }
}

impl TextBuilder {
    /// The length in code units.
    pub(crate) fn len(&self) -> usize {
        match self {
            TextBuilder::Latin1(b) => b.len(),
            TextBuilder::Utf16(u) => u.len(),
        }
    }

    /// Appends the units of `piece`.
    pub(crate) fn push_str(&mut self, piece: Str<'_>) {
        match (&mut *self, piece) {
            (TextBuilder::Latin1(v), Str::Latin1(b)) => v.extend_from_slice(b),
            (TextBuilder::Latin1(v), Str::Utf16(u)) => {
                let mut wide: Vec<u16> = Vec::with_capacity(v.len() + u.len());
                wide.extend(v.iter().map(|&b| u16::from(b)));
                wide.extend_from_slice(u);
                *self = TextBuilder::Utf16(wide);
            }
            (TextBuilder::Utf16(w), piece) => piece.push_to(w),
        }
    }

    /// The text so far, borrowed.
    pub(crate) fn as_str(&self) -> Str<'_> {
        match self {
            TextBuilder::Latin1(b) => Str::Latin1(b),
            TextBuilder::Utf16(u) => Str::Utf16(u),
        }
    }

    /// The string of the text (inline when short).
    pub(crate) fn into_string(self) -> JsString {
        match self {
            TextBuilder::Latin1(b) => JsString::from_latin1_vec(b),
            TextBuilder::Utf16(u) => JsString::from_utf16(u),
        }
    }
}

impl Str<'_> {
    /// The length in code units.
    #[inline]
    pub fn len(self) -> usize {
        match self {
            Str::Latin1(b) => b.len(),
            Str::Utf16(u) => u.len(),
        }
    }

    /// Whether the string is empty.
    #[inline]
    pub fn is_empty(self) -> bool {
        self.len() == 0
    }

    /// The code unit at `i` (caller checks the bound).
    #[inline]
    pub fn at(self, i: usize) -> u16 {
        match self {
            Str::Latin1(b) => b.get(i).map_or(0, |&c| c as u16),
            Str::Utf16(u) => u.get(i).copied().unwrap_or(0),
        }
    }

    /// The code units, widened.
    pub fn to_units(self) -> Vec<u16> {
        match self {
            Str::Latin1(b) => b.iter().map(|&c| c as u16).collect(),
            Str::Utf16(u) => u.to_vec(),
        }
    }

    /// Appends the code units to `out`.
    pub fn push_to(self, out: &mut Vec<u16>) {
        match self {
            Str::Latin1(b) => out.extend(b.iter().map(|&c| c as u16)),
            Str::Utf16(u) => out.extend_from_slice(u),
        }
    }

    /// Rust text (lone surrogates become U+FFFD).
    pub fn to_rust(self) -> String {
        match self {
            Str::Latin1(b) => b.iter().map(|&c| c as char).collect(),
            Str::Utf16(u) => String::from_utf16_lossy(u),
        }
    }

    /// The text of a string used as source code (eval, Function, ShadowRealm): as
    /// [`Str::to_rust`], but a lone surrogate, which UTF-8 cannot hold, is written as
    /// its `\uXXXX` escape instead of U+FFFD, and [`SourceText::surrogates`] says where.
    /// After an odd run of backslashes (`'\<D800>'`, an identity escape) only `uXXXX`
    /// is added, so the existing backslash starts the escape. Where the spec lets a lone
    /// surrogate stand in source (string literals, templates, regular expression
    /// literals, comments) the escape denotes the same code unit, and where the text is
    /// the value (a template's raw strings, a regular expression's `source`) the parser
    /// puts the code unit back (`cairn_parser::parse_with_surrogates`). Anywhere else
    /// both are a SyntaxError. Known differences: columns after it on its line count
    /// five more, and `Function.prototype.toString` shows the escape.
    pub fn to_source_text(self) -> SourceText {
        let mut out = SourceText::default();
        out.push_str_value(self);
        out
    }

    /// Equality of contents.
    pub fn eq_str(self, other: Str<'_>) -> bool {
        match (self, other) {
            (Str::Latin1(a), Str::Latin1(b)) => a == b,
            (Str::Utf16(a), Str::Utf16(b)) => a == b,
            (Str::Latin1(a), Str::Utf16(b)) | (Str::Utf16(b), Str::Latin1(a)) => {
                a.len() == b.len() && a.iter().zip(b).all(|(&x, &y)| x as u16 == y)
            }
        }
    }

    /// Code-unit order (ECMA-262 sec-islessthan for strings).
    pub fn cmp_units(self, other: Str<'_>) -> core::cmp::Ordering {
        match (self, other) {
            (Str::Latin1(a), Str::Latin1(b)) => a.cmp(b),
            _ => {
                let n = self.len().min(other.len());
                for i in 0..n {
                    let (x, y) = (self.at(i), other.at(i));
                    if x != y {
                        return x.cmp(&y);
                    }
                }
                self.len().cmp(&other.len())
            }
        }
    }

    /// FxHash-style hash of the code units (the same for both storages).
    pub fn hash(self) -> u64 {
        const K: u64 = 0xf135_7aea_2e62_a9c5;
        let mut h: u64 = self.len() as u64;
        match self {
            Str::Latin1(b) => {
                for &c in b {
                    h = (h.rotate_left(5) ^ c as u64).wrapping_mul(K);
                }
            }
            Str::Utf16(u) => {
                for &c in u {
                    h = (h.rotate_left(5) ^ c as u64).wrapping_mul(K);
                }
            }
        }
        h
    }

    /// The array index this string is the canonical form of ("0".."4294967294").
    pub fn array_index(self) -> Option<u32> {
        let n = self.len();
        if n == 0 || n > 10 {
            return None;
        }
        let first = self.at(0);
        if first == b'0' as u16 {
            return if n == 1 { Some(0) } else { None };
        }
        let mut v: u64 = 0;
        for i in 0..n {
            let c = self.at(i);
            if !(b'0' as u16..=b'9' as u16).contains(&c) {
                return None;
            }
            v = v * 10 + (c - b'0' as u16) as u64;
        }
        if v < u32::MAX as u64 { Some(v as u32) } else { None }
    }
}

/// A JS symbol.
#[derive(Clone, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub struct Symbol {
    /// The [[Description]] (undefined when absent).
    pub description: Option<Handle<JsString>>,
    /// Whether it is in the global symbol registry (`Symbol.for`).
    pub registered: bool,
    /// Whether it is a Private Name (`#x`): keys with it are invisible to reflection.
    pub private: bool,
}

impl Trace for Symbol {
    fn trace(&self, tracer: &mut Tracer) {
        self.description.trace(tracer);
    }
}
impl HeapSize for Symbol {}
impl HeapKind for Symbol {
    const KIND: u8 = KIND_SYMBOL;
    const NAME: &'static str = "symbol";
    fn dangling() -> Self {
        Symbol { description: None, registered: false, private: false }
    }
}

/// An interned string: a property name compared by number.
#[derive(
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    cairn_codec::Encode,
    cairn_codec::Decode,
)]
pub struct Atom(pub u32);

/// A property key (ECMA-262 sec-object-type): an array index, an atom or a symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PropertyKey {
    /// A canonical numeric string below 2^32 - 1.
    Index(u32),
    /// Any other string.
    Atom(Atom),
    /// A symbol.
    Symbol(Handle<Symbol>),
}

/// Written as one LEB128 number: the payload shifted left by two, and the kind (0 an
/// index, 1 an atom, 2 a symbol) in the low bits. Shapes are lists of keys, and most
/// keys then take one or two bytes.
impl cairn_codec::Encode for PropertyKey {
    #[inline]
    fn encode(&self, out: &mut cairn_codec::Writer) {
        let (payload, kind) = match *self {
            PropertyKey::Index(i) => (i, 0),
            PropertyKey::Atom(a) => (a.0, 1),
            PropertyKey::Symbol(s) => (s.index(), 2),
        };
        out.uint(u64::from(payload) << 2 | kind);
    }
}

impl cairn_codec::Decode for PropertyKey {
    #[inline]
    fn decode(r: &mut cairn_codec::Reader<'_>) -> Result<Self, cairn_codec::DecodeError> {
        let v = r.uint()?;
        let Ok(payload) = u32::try_from(v >> 2) else {
            return Err(r.error("a property key out of range"));
        };
        Ok(match v & 3 {
            0 => PropertyKey::Index(payload),
            1 => PropertyKey::Atom(Atom(payload)),
            2 => PropertyKey::Symbol(Handle::from_index(payload)),
            _ => return Err(r.error("a property key of an unknown kind")),
        })
    }
}

impl Trace for PropertyKey {
    #[inline]
    fn trace(&self, tracer: &mut Tracer) {
        if let PropertyKey::Symbol(s) = self {
            tracer.mark(*s);
        }
    }
}

/// The atom table: every interned string, found by content hash.
///
/// Atoms are never freed (their strings are roots): scripts are short-lived, and a
/// stable atom number is what shapes and inline caches compare.
#[derive(Clone, Default)]
pub struct AtomTable {
    strings: Vec<Handle<JsString>>,
    /// Next atom with the same hash bucket.
    next: Vec<u32>,
    /// The newest atom of each hash, for atoms added since [`AtomTable::frozen`]; a hash
    /// not here starts its chain in `base_heads`.
    heads: FxHashMap<u64, u32>,
    /// The chain heads as they were when the table was frozen, shared by every VM made
    /// from the same template: a new VM copies the atom vectors but not this map, the
    /// largest part of the table.
    base_heads: Rc<FxHashMap<u64, u32>>,
}

impl AtomTable {
    /// The string of `atom`.
    #[inline]
    pub fn string(&self, atom: Atom) -> Handle<JsString> {
        self.strings[atom.0 as usize]
    }

    /// Every atom string (roots).
    pub fn strings(&self) -> &[Handle<JsString>] {
        &self.strings
    }

    /// A copy whose chain heads are all shared (`base_heads`), for a template that many
    /// VMs clone.
    pub(crate) fn frozen(&self) -> AtomTable {
        let mut heads = (*self.base_heads).clone();
        heads.extend(self.heads.iter().map(|(&k, &v)| (k, v)));
        AtomTable {
            strings: self.strings.clone(),
            next: self.next.clone(),
            heads: FxHashMap::default(),
            base_heads: Rc::new(heads),
        }
    }

    /// The newest atom whose content hash is `hash`, or `NO_ATOM`.
    #[inline]
    fn head(&self, hash: u64) -> u32 {
        match self.heads.get(&hash) {
            Some(&atom) => atom,
            None => self.base_heads.get(&hash).copied().unwrap_or(NO_ATOM),
        }
    }

    /// The atom of the flat string `h` (interning it), caching it in the string.
    pub fn intern(&mut self, heap: &mut cairn_gc::Heap<VmHeap>, h: Handle<JsString>) -> Atom {
        let s = heap.get(h);
        if s.atom != NO_ATOM {
            return Atom(s.atom);
        }
        let Some(flat) = s.flat() else {
            debug_assert!(false, "intern of an unflattened rope");
            return Atom(0);
        };
        let hash = flat.hash();
        let head = self.head(hash);
        let mut cur = head;
        while cur != NO_ATOM {
            let other = heap.get(self.strings[cur as usize]);
            if let Some(o) = other.flat()
                && o.eq_str(flat)
            {
                heap.get_mut(h).atom = cur;
                return Atom(cur);
            }
            cur = self.next[cur as usize];
        }
        let atom = self.strings.len() as u32;
        self.strings.push(h);
        self.next.push(head);
        self.heads.insert(hash, atom);
        heap.get_mut(h).atom = atom;
        Atom(atom)
    }

    /// Appends the atom of flat string `h` as the next atom number, as a dump recorded
    /// it (the string already carries that number).
    pub(crate) fn restore(
        &mut self,
        heap: &mut cairn_gc::Heap<VmHeap>,
        h: Handle<JsString>,
    ) -> Result<(), String> {
        let atom = self.strings.len() as u32;
        let Some(s) = heap.try_get(h) else {
            return Err(format!("atom {atom} names a missing string"));
        };
        if s.atom != atom {
            return Err(format!("atom {atom} names a string of atom {}", s.atom));
        }
        let Some(flat) = s.flat() else {
            return Err(format!("atom {atom} names a rope"));
        };
        let hash = flat.hash();
        self.strings.push(h);
        self.next.push(self.head(hash));
        self.heads.insert(hash, atom);
        Ok(())
    }

    /// The frozen table ([`AtomTable::frozen`]) of the atoms `strings`, whose content
    /// hashes are `hashes`, for a base image read on demand (`crate::lazy_image`): the
    /// hashes come from the image's index, so no string is decoded. The image is the
    /// build's own; [`AtomTable::restore`] checks what it reads.
    #[cfg(feature = "lazy_image")]
    pub(crate) fn frozen_from_hashes(
        strings: Vec<Handle<JsString>>,
        hashes: impl Iterator<Item = u64>,
    ) -> AtomTable {
        let mut heads = FxHashMap::with_capacity_and_hasher(strings.len(), Default::default());
        let mut next = Vec::with_capacity(strings.len());
        for (atom, hash) in hashes.take(strings.len()).enumerate() {
            next.push(heads.insert(hash, atom as u32).unwrap_or(NO_ATOM));
        }
        AtomTable { strings, next, heads: FxHashMap::default(), base_heads: Rc::new(heads) }
    }

    /// Finds the atom of Rust text without allocating, if it exists.
    pub fn lookup_str(&self, heap: &cairn_gc::Heap<VmHeap>, s: &str) -> Option<Atom> {
        // ASCII text is its own Latin-1 form: the common case (names and property keys
        // of compiled code) looks up with no copy.
        if s.is_ascii() {
            return self.lookup(heap, Str::Latin1(s.as_bytes()));
        }
        let units: Vec<u16> = s.encode_utf16().collect();
        let view = if units.iter().all(|&u| u < 256) {
            let bytes: Vec<u8> = units.iter().map(|&u| u as u8).collect();
            return self.lookup(heap, Str::Latin1(&bytes));
        } else {
            Str::Utf16(&units)
        };
        self.lookup(heap, view)
    }

    /// Finds the atom of some contents, if it exists.
    pub fn lookup(&self, heap: &cairn_gc::Heap<VmHeap>, flat: Str<'_>) -> Option<Atom> {
        let mut cur = self.head(flat.hash());
        while cur != NO_ATOM {
            if heap.get(self.strings[cur as usize]).flat().is_some_and(|o| o.eq_str(flat)) {
                return Some(Atom(cur));
            }
            cur = self.next[cur as usize];
        }
        None
    }
}

/// Flattens the rope `h` in place (iteratively); a no-op for flat strings.
pub fn flatten(heap: &mut cairn_gc::Heap<VmHeap>, h: Handle<JsString>) {
    let s = heap.get(h);
    if s.flat().is_some() {
        return;
    }
    let latin1 = s.latin1;
    let len = s.len as usize;
    let mut stack = vec![h];
    let repr = if latin1 {
        let mut out: Vec<u8> = Vec::with_capacity(len);
        while let Some(cur) = stack.pop() {
            let s = heap.get(cur);
            match (s.flat(), &s.repr) {
                (Some(Str::Latin1(b)), _) => out.extend_from_slice(b),
                (Some(Str::Utf16(u)), _) => out.extend(u.iter().map(|&c| c as u8)),
                (None, StrRepr::Rope(a, b)) => {
                    stack.push(*b);
                    stack.push(*a);
                }
                (None, _) => {}
            }
        }
        match JsString::from_latin1_slice(&out).repr {
            StrRepr::Inline(b) => StrRepr::Inline(b),
            _ => StrRepr::Latin1(out.into_boxed_slice()),
        }
    } else {
        let mut out: Vec<u16> = Vec::with_capacity(len);
        while let Some(cur) = stack.pop() {
            let s = heap.get(cur);
            match (s.flat(), &s.repr) {
                (Some(Str::Latin1(b)), _) => out.extend(b.iter().map(|&c| c as u16)),
                (Some(Str::Utf16(u)), _) => out.extend_from_slice(u),
                (None, StrRepr::Rope(a, b)) => {
                    stack.push(*b);
                    stack.push(*a);
                }
                (None, _) => {}
            }
        }
        StrRepr::Utf16(out.into_boxed_slice())
    };
    // The error is the heap limit: the VM notices it at its next allocation check.
    let _ = heap.update(h, |s| s.repr = repr);
}

/// Source code made from string values ([`Str::to_source_text`]): the text, lone
/// surrogates written as escapes, and the byte offsets where those escapes begin.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct SourceText {
    /// The text.
    pub text: String,
    /// Where the escapes written for lone surrogates begin, ascending.
    pub surrogates: Vec<u32>,
}

impl SourceText {
    /// Appends plain text.
    pub fn push_str(&mut self, s: &str) {
        self.text.push_str(s);
    }

    /// Appends other source text, with its marks.
    pub fn push_source(&mut self, other: &SourceText) {
        let base = self.text.len() as u32;
        self.surrogates.extend(other.surrogates.iter().map(|&o| base.wrapping_add(o)));
        self.text.push_str(&other.text);
    }

    /// Appends a string value's code units (see [`Str::to_source_text`]). A run of
    /// backslashes does not carry over from text appended before.
    pub fn push_str_value(&mut self, s: Str<'_>) {
        let units = match s {
            Str::Latin1(b) => {
                self.text.extend(b.iter().map(|&c| c as char));
                return;
            }
            Str::Utf16(u) => u,
        };
        self.text.reserve(units.len());
        let mut backslashes = 0usize;
        for c in char::decode_utf16(units.iter().copied()) {
            match c {
                Ok(c) => {
                    backslashes = if c == '\\' { backslashes + 1 } else { 0 };
                    self.text.push(c);
                }
                Err(e) => {
                    let unit = e.unpaired_surrogate();
                    self.surrogates.push(self.text.len() as u32);
                    if backslashes % 2 == 1 {
                        self.text.push_str(&format!("u{unit:04X}"));
                    } else {
                        self.text.push_str(&format!("\\u{unit:04X}"));
                    }
                    backslashes = 0;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn source_text_escapes_lone_surrogates_and_keeps_pairs() {
        let units = |s: &str| s.encode_utf16().collect::<Vec<u16>>();
        let text = |u: &[u16]| Str::Utf16(u).to_source_text().text;
        let mut u = units("'a");
        u.extend([0xD800, 0x27]);
        assert_eq!(text(&u), "'a\\uD800'");
        // A pair stays one character; a low half alone is escaped too.
        assert_eq!(text(&[0xD83D, 0xDE00, 0xDC00]), "\u{1F600}\\uDC00");
        // After an odd run of backslashes the existing one starts the escape; after an
        // even run (escaped backslashes) a whole escape is written.
        assert_eq!(text(&[0x5C, 0xDFFF]), "\\uDFFF");
        assert_eq!(text(&[0x5C, 0x5C, 0xDFFF]), "\\\\\\uDFFF");
        assert_eq!(text(&[0x5C, 0x5C, 0x5C, 0xDFFF]), "\\\\\\uDFFF");
        assert_eq!(Str::Latin1(b"\xff").to_source_text().text, "\u{ff}");
    }

    #[test]
    fn source_text_says_where_the_escapes_begin() {
        let mut source = SourceText::default();
        source.push_str("(`");
        source.push_str_value(Str::Utf16(&[0x61, 0xD800, 0x5C, 0xDC00]));
        source.push_str("`)");
        assert_eq!(source.text, "(`a\\uD800\\uDC00`)");
        // The first escape is whole; the second starts after the string's backslash.
        assert_eq!(source.surrogates, vec![3, 10]);
        assert_eq!(Str::Latin1(b"\\").to_source_text().surrogates, Vec::<u32>::new());
    }

    #[test]
    fn a_frozen_atom_table_shares_its_heads_and_chains_new_atoms() {
        let mut heap = cairn_gc::Heap::new(VmHeap::default(), cairn_gc::HeapConfig::default());
        let alloc = |heap: &mut cairn_gc::Heap<VmHeap>, s: &str| {
            heap.alloc(JsString::from_text(s)).expect("room")
        };
        let mut table = AtomTable::default();
        let a = alloc(&mut heap, "alpha");
        let alpha = table.intern(&mut heap, a);
        let template = table.frozen();
        assert!(template.heads.is_empty(), "every head is in the shared map");
        let mut one = template.clone();
        let mut two = template.clone();
        assert!(Rc::ptr_eq(&one.base_heads, &template.base_heads));
        // A base atom is found, by text and by interning an equal string.
        assert_eq!(one.lookup_str(&heap, "alpha"), Some(alpha));
        let again = alloc(&mut heap, "alpha");
        assert_eq!(one.intern(&mut heap, again), alpha);
        // A new atom goes in the clone's own heads, chained to the base ones.
        let b = alloc(&mut heap, "beta");
        let beta = one.intern(&mut heap, b);
        assert_ne!(beta, alpha);
        assert_eq!(one.lookup_str(&heap, "beta"), Some(beta));
        assert_eq!(one.lookup_str(&heap, "alpha"), Some(alpha));
        // The template and the other clone do not see it.
        assert_eq!(template.lookup_str(&heap, "beta"), None);
        assert_eq!(two.lookup_str(&heap, "beta"), None);
        let c = alloc(&mut heap, "gamma");
        assert_eq!(two.intern(&mut heap, c), beta, "the next atom number in `two`");
    }

    #[test]
    fn array_index_is_canonical_only() {
        let idx = |s: &str| Str::Latin1(s.as_bytes()).array_index();
        assert_eq!(idx("0"), Some(0));
        assert_eq!(idx("42"), Some(42));
        assert_eq!(idx("4294967294"), Some(4294967294));
        assert_eq!(idx("4294967295"), None);
        assert_eq!(idx("01"), None);
        assert_eq!(idx(""), None);
        assert_eq!(idx("1e3"), None);
        assert_eq!(idx("-1"), None);
    }

    #[test]
    fn views_compare_across_storage() {
        let a = Str::Latin1(b"abc");
        let units = [97u16, 98, 99];
        let b = Str::Utf16(&units);
        assert!(a.eq_str(b));
        assert_eq!(a.hash(), b.hash());
        assert_eq!(Str::Latin1(b"ab").cmp_units(b), core::cmp::Ordering::Less);
        let hi = [0x100u16];
        assert_eq!(Str::Latin1(b"\xff").cmp_units(Str::Utf16(&hi)), core::cmp::Ordering::Less);
    }

    #[test]
    fn from_utf16_narrows() {
        let s = JsString::from_utf16(vec![104, 105]);
        assert!(matches!(s.repr, StrRepr::Inline(_)) && s.flat().is_some_and(|f| f.len() == 2));
        let long = JsString::from_utf16(vec![104; INLINE_MAX + 1]);
        assert!(matches!(long.repr, StrRepr::Latin1(_)));
        // The inline form keeps the cell the size it has with a boxed buffer.
        assert_eq!(core::mem::size_of::<StrRepr>(), 24);
        let s = JsString::from_text("h\u{20ac}");
        assert!(matches!(s.repr, StrRepr::Utf16(_)) && s.len == 2 && !s.latin1);
    }
}
