//! `Reader`: a zero-copy, validating pull reader of wire bytes.
//!
//! Each [`Reader::next`] call yields one [`Event`]; containers open with a header event
//! that carries their element count and close with [`Event::End`]. A consumer (the VM,
//! [`crate::Value::from_wire`], the serde deserializer) builds each object at its final
//! size from the header in one pass, with no intermediate tree. The reader itself never
//! recurses: open containers live on an explicit stack bounded by the depth limit.

use alloc::borrow::Cow;
use alloc::format;
use alloc::vec::Vec;

use crate::error::WireError;
use crate::string::Str;
use crate::writer::{CANONICAL_NAN, KeySetId, ObjectId};
use crate::{VERSION, tag, varint};

/// The nesting limit of [`ReaderConfig::default`]: containers inside containers, root
/// included. Deep enough for real data, shallow enough for recursive consumers such as
/// serde to stay well inside a 1 MiB stack.
pub const DEFAULT_MAX_DEPTH: u32 = 256;

/// Reader settings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReaderConfig {
    /// The deepest allowed nesting of containers (arrays, objects, Maps, Sets, Errors);
    /// deeper input is an error.
    pub max_depth: u32,
}

impl Default for ReaderConfig {
    fn default() -> Self {
        Self { max_depth: DEFAULT_MAX_DEPTH }
    }
}

/// How an object's keys arrive: listed in the input, or named by an earlier key set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keys {
    /// The object lists its keys; at its end they become a new key set
    /// ([`Container::Object`] names it).
    New,
    /// The object has the keys of this earlier key set, in order. The reader still
    /// yields a [`Event::Key`] before each value, copied from the set, so a consumer that
    /// caches its own shape per key set may ignore them.
    Like(KeySetId),
}

/// The kind of container an [`Event::End`] closes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Container {
    /// A dense array.
    Array,
    /// A sparse array.
    SparseArray,
    /// A plain object; `defined` is the key set its keys became when it listed them.
    Object {
        /// The new key set, for an object that began with [`Keys::New`].
        defined: Option<KeySetId>,
    },
    /// A Map.
    Map,
    /// A Set.
    Set,
    /// An Error.
    Error,
}

/// One step of a wire value, borrowing strings and bytes from the input.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Event<'a> {
    /// `undefined`.
    Undefined,
    /// `null`.
    Null,
    /// A boolean.
    Bool(bool),
    /// A Number written as int32.
    Int32(i32),
    /// A Number written as float64; every NaN reads as the canonical quiet NaN.
    Float64(f64),
    /// A BigInt: sign, and magnitude little-endian with no high zero byte (empty for 0).
    BigInt {
        /// Whether the value is below zero (never for 0).
        negative: bool,
        /// The magnitude, little-endian.
        magnitude: &'a [u8],
    },
    /// A string.
    String(Str<'a>),
    /// A missing element of a dense array.
    Hole,
    /// A dense array: `len` elements follow (values or holes), then `End`.
    Array {
        /// The object index of the array.
        id: ObjectId,
        /// The number of elements.
        len: u32,
    },
    /// A sparse array: `count` pairs of [`Event::Index`] and value follow, then `End`.
    /// `length` may be huge; allocate by `count`, never by `length`.
    SparseArray {
        /// The object index of the array.
        id: ObjectId,
        /// The array's `length`.
        length: u32,
        /// The number of elements present.
        count: u32,
    },
    /// The index of the next element of a sparse array (increasing, below `length`).
    Index(u32),
    /// A plain object: `len` pairs of [`Event::Key`] and value follow, then `End`.
    Object {
        /// The object index of the object.
        id: ObjectId,
        /// The number of properties.
        len: u32,
        /// Where its keys come from.
        keys: Keys,
    },
    /// The key of the next property of a plain object.
    Key(Str<'a>),
    /// A Map: `len` pairs of key and value follow, then `End`.
    Map {
        /// The object index of the Map.
        id: ObjectId,
        /// The number of entries.
        len: u32,
    },
    /// A Set: `len` values follow, then `End`.
    Set {
        /// The object index of the Set.
        id: ObjectId,
        /// The number of values.
        len: u32,
    },
    /// A Date (a leaf: no `End`).
    Date {
        /// The object index of the Date.
        id: ObjectId,
        /// The time value in ms since the epoch; NaN for an invalid date.
        time: f64,
    },
    /// A Uint8Array (a leaf: no `End`).
    Bytes {
        /// The object index of the Uint8Array.
        id: ObjectId,
        /// Its bytes.
        data: &'a [u8],
    },
    /// An Error: the cause value follows when `has_cause`, then `End`.
    Error {
        /// The object index of the Error.
        id: ObjectId,
        /// Its `name` ("TypeError", ...).
        name: Str<'a>,
        /// Its `message`.
        message: Str<'a>,
        /// Its `stack`, when it has one.
        stack: Option<Str<'a>>,
        /// Whether a cause value follows.
        has_cause: bool,
    },
    /// The object with this index, met earlier (a shared reference), or still open
    /// (a cycle).
    Reference(ObjectId),
    /// The end of the innermost open container.
    End(Container),
}

impl Event<'_> {
    /// Whether this event opens a container that a later [`Event::End`] closes.
    pub fn opens_container(&self) -> bool {
        matches!(
            self,
            Event::Array { .. }
                | Event::SparseArray { .. }
                | Event::Object { .. }
                | Event::Map { .. }
                | Event::Set { .. }
                | Event::Error { .. }
        )
    }
}

#[derive(Clone, Copy, Debug)]
enum Kind {
    Array,
    Sparse { length: u32, next: u64 },
    ObjectNew { keys_from: u32, start: usize },
    ObjectLike { next_key: u32 },
    Map,
    Set,
    Error,
}

/// An open container: what it is, how many items are left, and whether the first half
/// of a pair (key or index) has been read.
#[derive(Clone, Copy, Debug)]
struct Frame {
    kind: Kind,
    remaining: u32,
    half: bool,
}

/// What the top frame asks for next.
enum Step {
    Value { hole_ok: bool },
    NewKey,
    LikeKey(u32),
    Index { length: u32, next: u64 },
}

/// A validating pull reader over one wire value (see the module docs).
#[derive(Debug)]
pub struct Reader<'a> {
    input: &'a [u8],
    pos: usize,
    max_depth: u32,
    stack: Vec<Frame>,
    /// Minimum bytes still owed by the unread items of open containers: a new header's
    /// claim must fit in the input left after them, so all claimed counts together stay
    /// below the input size however deep the nesting.
    owed: u64,
    objects: u32,
    key_sets: Vec<(u32, u32)>,
    keys: Vec<Str<'a>>,
    pending: Vec<Str<'a>>,
    done: bool,
    failed: bool,
}

impl<'a> Reader<'a> {
    /// A reader with the default configuration; checks the version byte.
    pub fn new(input: &'a [u8]) -> Result<Self, WireError> {
        Self::with_config(input, ReaderConfig::default())
    }

    /// A reader with `config`; checks the version byte.
    pub fn with_config(input: &'a [u8], config: ReaderConfig) -> Result<Self, WireError> {
        match input.first() {
            None => return Err(WireError::new(0, "empty input: expected the version byte")),
            Some(&VERSION) => {}
            Some(&v) => {
                return Err(WireError::new(
                    0,
                    format!("unsupported wire version {v} (this reader reads {VERSION})"),
                ));
            }
        }
        Ok(Self {
            input,
            pos: 1,
            max_depth: config.max_depth,
            stack: Vec::new(),
            owed: 0,
            objects: 0,
            key_sets: Vec::new(),
            keys: Vec::new(),
            pending: Vec::new(),
            done: false,
            failed: false,
        })
    }

    /// The offset of the next unread byte.
    pub fn position(&self) -> usize {
        self.pos
    }

    /// The number of containers open now.
    pub fn depth(&self) -> usize {
        self.stack.len()
    }

    /// Whether the whole value has been read (and the input had nothing after it).
    pub fn is_finished(&self) -> bool {
        self.done
    }

    /// The input this reader reads.
    pub fn input(&self) -> &'a [u8] {
        self.input
    }

    /// The keys of a key set defined so far, in order.
    pub fn key_set(&self, id: KeySetId) -> Option<&[Str<'a>]> {
        let &(a, b) = self.key_sets.get(id.0 as usize)?;
        self.keys.get(a as usize..b as usize)
    }

    /// The next event of the value. After an error, every later call is an error too.
    // Not `Iterator::next`: a reader ends with `is_finished`, never with `None`, and every
    // step can fail.
    #[allow(clippy::should_implement_trait)]
    #[inline]
    pub fn next(&mut self) -> Result<Event<'a>, WireError> {
        if self.failed {
            return Err(WireError::new(self.pos, "the reader stopped at an earlier error"));
        }
        let result = self.step();
        if result.is_err() {
            self.failed = true;
        }
        result
    }

    #[inline(always)]
    fn step(&mut self) -> Result<Event<'a>, WireError> {
        let Some(top) = self.stack.last_mut() else {
            if self.done {
                return Err(WireError::new(self.pos, "the value has already been read to its end"));
            }
            let event = self.value(false)?;
            if self.stack.is_empty() {
                self.finish()?;
            }
            return Ok(event);
        };
        if top.remaining == 0 {
            return self.end();
        }
        let step = match &mut top.kind {
            Kind::Array => Step::Value { hole_ok: true },
            Kind::Map | Kind::Set | Kind::Error => Step::Value { hole_ok: false },
            Kind::ObjectNew { .. } if top.half => Step::Value { hole_ok: false },
            Kind::ObjectNew { .. } => Step::NewKey,
            Kind::ObjectLike { .. } if top.half => Step::Value { hole_ok: false },
            Kind::ObjectLike { next_key } => {
                *next_key += 1;
                Step::LikeKey(*next_key - 1)
            }
            Kind::Sparse { .. } if top.half => Step::Value { hole_ok: false },
            Kind::Sparse { length, next } => Step::Index { length: *length, next: *next },
        };
        match step {
            Step::Value { hole_ok } => {
                top.remaining -= 1;
                top.half = false;
                self.owed -= 1;
                self.value(hole_ok)
            }
            Step::NewKey => {
                top.half = true;
                self.owed -= 2;
                let key = self.string_item("an object key")?;
                self.pending.push(key);
                Ok(Event::Key(key))
            }
            Step::LikeKey(index) => {
                top.half = true;
                match self.keys.get(index as usize) {
                    Some(&key) => Ok(Event::Key(key)),
                    None => Err(WireError::new(self.pos, "internal: key set index out of range")),
                }
            }
            Step::Index { length, next } => {
                let at = self.pos;
                let index = self.varint()?;
                if u64::from(index) < next || index >= length {
                    return Err(WireError::new(
                        at,
                        "sparse array index not increasing or not below the length",
                    ));
                }
                if let Some(Frame { kind: Kind::Sparse { next, .. }, half, .. }) =
                    self.stack.last_mut()
                {
                    *next = u64::from(index) + 1;
                    *half = true;
                }
                self.owed -= 1;
                Ok(Event::Index(index))
            }
        }
    }

    /// Reads the rest of a value whose first event was `first` (nothing more for a leaf).
    pub fn skip(&mut self, first: &Event<'a>) -> Result<(), WireError> {
        if !first.opens_container() {
            return Ok(());
        }
        let depth = self.stack.len();
        loop {
            if let Event::End(_) = self.next()?
                && self.stack.len() < depth
            {
                return Ok(());
            }
        }
    }

    fn err<T>(&self, at: usize, message: &'static str) -> Result<T, WireError> {
        Err(WireError::new(at, message))
    }

    #[inline]
    fn varint(&mut self) -> Result<u32, WireError> {
        let at = self.pos;
        varint::read_u32(self.input, &mut self.pos).map_err(|m| WireError::new(at, m))
    }

    #[inline]
    fn take(&mut self, n: usize, at: usize) -> Result<&'a [u8], WireError> {
        let input = self.input;
        match input.get(self.pos..).and_then(|rest| rest.get(..n)) {
            Some(bytes) => {
                self.pos += n;
                Ok(bytes)
            }
            None => self.err(at, "length exceeds the remaining input"),
        }
    }

    #[inline]
    fn f64_body(&mut self) -> Result<f64, WireError> {
        let bytes = self.take(8, self.pos)?;
        let mut raw = [0u8; 8];
        raw.copy_from_slice(bytes);
        let v = f64::from_le_bytes(raw);
        Ok(if v.is_nan() { f64::from_bits(CANONICAL_NAN) } else { v })
    }

    fn next_object(&mut self, at: usize) -> Result<ObjectId, WireError> {
        let id = self.objects;
        match id.checked_add(1) {
            Some(n) => self.objects = n,
            None => return self.err(at, "more than 2^32 objects"),
        }
        Ok(ObjectId(id))
    }

    /// Opens a container whose unread items need at least `claim` bytes.
    fn open(&mut self, at: usize, kind: Kind, remaining: u32, claim: u64) -> Result<(), WireError> {
        if self.stack.len() >= self.max_depth as usize {
            return self.err(at, "nesting deeper than the depth limit");
        }
        let owed = self.owed + claim;
        if owed > (self.input.len() - self.pos) as u64 {
            return self.err(at, "element count exceeds the remaining input");
        }
        self.owed = owed;
        self.stack.push(Frame { kind, remaining, half: false });
        Ok(())
    }

    /// A string body after its tag.
    #[inline]
    fn string_body(&mut self, tag: u8, at: usize) -> Result<Str<'a>, WireError> {
        let n = self.varint()? as usize;
        match tag {
            tag::LATIN1 => Ok(Str::Latin1(self.take(n, at)?)),
            tag::UTF16 => match n.checked_mul(2) {
                Some(bytes) => Ok(Str::Utf16(self.take(bytes, at)?)),
                None => self.err(at, "length exceeds the remaining input"),
            },
            _ => {
                let bytes = self.take(n, at)?;
                match core::str::from_utf8(bytes) {
                    Ok(s) => Ok(Str::Utf8(s)),
                    Err(e) => self.err(at + 1 + e.valid_up_to(), "invalid UTF-8 in a string"),
                }
            }
        }
    }

    /// A value that must be a string (a key, an error's name, message or stack).
    fn string_item(&mut self, what: &'static str) -> Result<Str<'a>, WireError> {
        let at = self.pos;
        match self.input.get(at) {
            Some(&t @ (tag::LATIN1 | tag::UTF16 | tag::UTF8)) => {
                self.pos += 1;
                self.string_body(t, at)
            }
            Some(_) => Err(WireError::new(at, format!("expected a string for {what}"))),
            None => self.err(at, "truncated input: expected a string"),
        }
    }

    #[inline]
    fn value(&mut self, hole_ok: bool) -> Result<Event<'a>, WireError> {
        let at = self.pos;
        let Some(&t) = self.input.get(at) else {
            return self.err(at, "truncated input: expected a value");
        };
        self.pos += 1;
        match t {
            tag::UNDEFINED => Ok(Event::Undefined),
            tag::NULL => Ok(Event::Null),
            tag::FALSE => Ok(Event::Bool(false)),
            tag::TRUE => Ok(Event::Bool(true)),
            tag::INT32 => Ok(Event::Int32(varint::unzigzag(self.varint()?))),
            tag::FLOAT64 => Ok(Event::Float64(self.f64_body()?)),
            tag::BIGINT_POS | tag::BIGINT_NEG => {
                let n = self.varint()? as usize;
                let magnitude = self.take(n, at)?;
                let negative = t == tag::BIGINT_NEG;
                if magnitude.last() == Some(&0) {
                    return self.err(at, "BigInt magnitude has a high zero byte");
                }
                if negative && magnitude.is_empty() {
                    return self.err(at, "BigInt zero written as negative");
                }
                Ok(Event::BigInt { negative, magnitude })
            }
            tag::LATIN1 | tag::UTF16 | tag::UTF8 => Ok(Event::String(self.string_body(t, at)?)),
            tag::ARRAY => {
                let len = self.varint()?;
                self.open(at, Kind::Array, len, u64::from(len))?;
                Ok(Event::Array { id: self.next_object(at)?, len })
            }
            tag::SPARSE_ARRAY => {
                let length = self.varint()?;
                let count = self.varint()?;
                if count > length {
                    return self.err(at, "sparse array has more elements than its length");
                }
                self.open(at, Kind::Sparse { length, next: 0 }, count, 2 * u64::from(count))?;
                Ok(Event::SparseArray { id: self.next_object(at)?, length, count })
            }
            tag::OBJECT => {
                let len = self.varint()?;
                let keys_from = u32::try_from(self.pending.len()).unwrap_or(u32::MAX);
                self.open(at, Kind::ObjectNew { keys_from, start: at }, len, 3 * u64::from(len))?;
                Ok(Event::Object { id: self.next_object(at)?, len, keys: Keys::New })
            }
            tag::OBJECT_LIKE => {
                let set_at = self.pos;
                let set = self.varint()?;
                let Some(&(a, b)) = self.key_sets.get(set as usize) else {
                    return self.err(set_at, "key set index not defined yet");
                };
                let len = b - a;
                self.open(at, Kind::ObjectLike { next_key: a }, len, u64::from(len))?;
                Ok(Event::Object {
                    id: self.next_object(at)?,
                    len,
                    keys: Keys::Like(KeySetId(set)),
                })
            }
            tag::MAP => {
                let len = self.varint()?;
                // Items are counted singly: a key and a value each.
                let items = u64::from(len) * 2;
                let Ok(remaining) = u32::try_from(items) else {
                    return self.err(at, "element count exceeds the remaining input");
                };
                self.open(at, Kind::Map, remaining, items)?;
                Ok(Event::Map { id: self.next_object(at)?, len })
            }
            tag::SET => {
                let len = self.varint()?;
                self.open(at, Kind::Set, len, u64::from(len))?;
                Ok(Event::Set { id: self.next_object(at)?, len })
            }
            tag::DATE => {
                let time = self.f64_body()?;
                Ok(Event::Date { id: self.next_object(at)?, time })
            }
            tag::BYTES => {
                let n = self.varint()? as usize;
                let data = self.take(n, at)?;
                Ok(Event::Bytes { id: self.next_object(at)?, data })
            }
            tag::ERROR => {
                let Some(&flags) = self.input.get(self.pos) else {
                    return self.err(self.pos, "truncated input: expected error flags");
                };
                if flags & !(tag::ERROR_HAS_STACK | tag::ERROR_HAS_CAUSE) != 0 {
                    return self.err(self.pos, "unknown error flags");
                }
                self.pos += 1;
                let id = self.next_object(at)?;
                let name = self.string_item("an error name")?;
                let message = self.string_item("an error message")?;
                let stack = if flags & tag::ERROR_HAS_STACK != 0 {
                    Some(self.string_item("an error stack")?)
                } else {
                    None
                };
                let has_cause = flags & tag::ERROR_HAS_CAUSE != 0;
                self.open(at, Kind::Error, u32::from(has_cause), u64::from(has_cause))?;
                Ok(Event::Error { id, name, message, stack, has_cause })
            }
            tag::REF => {
                let id = self.varint()?;
                if id >= self.objects {
                    return self.err(at, "reference to an object not read yet");
                }
                Ok(Event::Reference(ObjectId(id)))
            }
            tag::HOLE if hole_ok => Ok(Event::Hole),
            tag::HOLE => self.err(at, "hole outside a dense array"),
            _ => Err(WireError::new(at, Cow::Owned(format!("unknown tag 0x{t:02x}")))),
        }
    }

    fn end(&mut self) -> Result<Event<'a>, WireError> {
        let Some(frame) = self.stack.pop() else {
            return self.err(self.pos, "internal: no open container");
        };
        let container = match frame.kind {
            Kind::Array => Container::Array,
            Kind::Sparse { .. } => Container::SparseArray,
            Kind::Map => Container::Map,
            Kind::Set => Container::Set,
            Kind::Error => Container::Error,
            Kind::ObjectLike { .. } => Container::Object { defined: None },
            Kind::ObjectNew { keys_from, start } => {
                let from = keys_from as usize;
                let keys = self.pending.get(from..).unwrap_or(&[]);
                if has_duplicate(keys) {
                    return self.err(start, "object lists the same key twice");
                }
                let (Ok(a), Ok(set)) =
                    (u32::try_from(self.keys.len()), u32::try_from(self.key_sets.len()))
                else {
                    return self.err(start, "too many keys");
                };
                self.keys.extend_from_slice(keys);
                self.pending.truncate(from);
                let b = u32::try_from(self.keys.len()).unwrap_or(u32::MAX);
                self.key_sets.push((a, b));
                Container::Object { defined: Some(KeySetId(set)) }
            }
        };
        if self.stack.is_empty() {
            self.finish()?;
        }
        Ok(Event::End(container))
    }

    fn finish(&mut self) -> Result<(), WireError> {
        self.done = true;
        if self.pos != self.input.len() {
            return self.err(self.pos, "trailing bytes after the value");
        }
        Ok(())
    }
}

/// Whether two keys of one object are equal (by code units).
fn has_duplicate(keys: &[Str<'_>]) -> bool {
    if keys.len() <= 8 {
        return keys.iter().enumerate().any(|(i, k)| keys[..i].contains(k));
    }
    // Sorting by a total order puts equal keys side by side: O(n log n) for the rare
    // object with many keys, once per key set (repeated rows name the set instead).
    let mut order: Vec<usize> = (0..keys.len()).collect();
    cairn_sort::sort_unstable_by(&mut order, |&a, &b| keys[a].cmp_units(&keys[b]));
    order.windows(2).any(|w| keys[w[0]] == keys[w[1]])
}

/// Reads `input` to the end, checking every invariant of the format.
pub fn validate(input: &[u8]) -> Result<(), WireError> {
    let mut reader = Reader::new(input)?;
    while !reader.is_finished() {
        reader.next()?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::writer::Writer;
    use alloc::vec;

    fn events(bytes: &[u8]) -> Result<Vec<Event<'_>>, WireError> {
        let mut r = Reader::new(bytes)?;
        let mut out = Vec::new();
        while !r.is_finished() {
            out.push(r.next()?);
        }
        Ok(out)
    }

    #[test]
    fn reads_a_row_and_a_row_like_it() {
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
        let bytes = w.finish();
        let ev = events(&bytes).unwrap();
        assert_eq!(
            ev,
            vec![
                Event::Array { id: ObjectId(0), len: 2 },
                Event::Object { id: ObjectId(1), len: 2, keys: Keys::New },
                Event::Key(Str::Latin1(b"id")),
                Event::Int32(1),
                Event::Key(Str::Latin1(b"name")),
                Event::String(Str::Latin1(b"a")),
                Event::End(Container::Object { defined: Some(KeySetId(0)) }),
                Event::Object { id: ObjectId(2), len: 2, keys: Keys::Like(KeySetId(0)) },
                Event::Key(Str::Latin1(b"id")),
                Event::Int32(2),
                Event::Key(Str::Latin1(b"name")),
                Event::Null,
                Event::End(Container::Object { defined: None }),
                Event::End(Container::Array),
            ]
        );
    }

    #[test]
    fn hostile_counts_are_errors_before_any_allocation() {
        // A dense array claiming u32::MAX elements in a 7-byte input.
        let e = events(&[VERSION, tag::ARRAY, 0xff, 0xff, 0xff, 0xff, 0x0f]).unwrap_err();
        assert_eq!(e.message(), "element count exceeds the remaining input");
        assert_eq!(e.offset(), 1);
        // A string claiming more bytes than remain.
        let e = events(&[VERSION, tag::LATIN1, 5, b'a']).unwrap_err();
        assert_eq!(e.message(), "length exceeds the remaining input");
        // A UTF-16 string whose byte count overflows.
        assert!(events(&[VERSION, tag::UTF16, 0xff, 0xff, 0xff, 0xff, 0x0f, 0, 0]).is_err());
        // A Map whose item count overflows u32.
        assert!(events(&[VERSION, tag::MAP, 0xff, 0xff, 0xff, 0xff, 0x0f]).is_err());
    }

    #[test]
    fn nested_claims_share_one_budget() {
        // [[x, x, x], ...] where the outer array claims 3 and the inner claims 3: the
        // inner claim plus the outer's two unread elements exceed what remains.
        let bytes = [VERSION, tag::ARRAY, 3, tag::ARRAY, 3, tag::NULL, tag::NULL, tag::NULL];
        let e = events(&bytes).unwrap_err();
        assert_eq!((e.offset(), e.message()), (3, "element count exceeds the remaining input"));
        let ok = [VERSION, tag::ARRAY, 2, tag::ARRAY, 1, tag::NULL, tag::NULL];
        assert!(events(&ok).is_ok());
    }

    #[test]
    fn depth_limit_is_an_error() {
        let mut bytes = vec![VERSION];
        for _ in 0..10 {
            bytes.extend_from_slice(&[tag::ARRAY, 1]);
        }
        bytes.push(tag::NULL);
        let mut r = Reader::with_config(&bytes, ReaderConfig { max_depth: 9 }).unwrap();
        let e = loop {
            match r.next() {
                Ok(_) => {}
                Err(e) => break e,
            }
        };
        assert_eq!((e.offset(), e.message()), (19, "nesting deeper than the depth limit"));
        assert!(Reader::with_config(&bytes, ReaderConfig { max_depth: 10 }).is_ok());
        assert!(validate(&bytes).is_ok());
    }

    #[test]
    fn structural_invariants_are_checked() {
        let bad: &[(&[u8], &str)] = &[
            (&[], "empty input: expected the version byte"),
            (&[VERSION, tag::HOLE], "hole outside a dense array"),
            (&[VERSION, tag::REF, 0], "reference to an object not read yet"),
            (&[VERSION, tag::OBJECT_LIKE, 0], "key set index not defined yet"),
            (&[VERSION, tag::NULL, tag::NULL], "trailing bytes after the value"),
            (&[VERSION, 0xee], "unknown tag 0xee"),
            (&[VERSION, tag::BIGINT_POS, 1, 0], "BigInt magnitude has a high zero byte"),
            (&[VERSION, tag::BIGINT_NEG, 0], "BigInt zero written as negative"),
            (&[VERSION, tag::UTF8, 1, 0xff], "invalid UTF-8 in a string"),
            (
                &[VERSION, tag::OBJECT, 2, tag::LATIN1, 1, b'a', 0, tag::LATIN1, 1, b'a', 0],
                "object lists the same key twice",
            ),
            (&[VERSION, tag::OBJECT, 1, tag::NULL, 0, 0], "expected a string for an object key"),
            (
                &[VERSION, tag::SPARSE_ARRAY, 5, 2, 3, 0, 3, 0],
                "sparse array index not increasing or not below the length",
            ),
            (
                &[VERSION, tag::SPARSE_ARRAY, 5, 1, 5, 0],
                "sparse array index not increasing or not below the length",
            ),
            (
                &[VERSION, tag::SPARSE_ARRAY, 1, 2, 0, 0, 0, 0],
                "sparse array has more elements than its length",
            ),
            (&[VERSION, tag::ERROR, 4], "unknown error flags"),
            (&[VERSION, tag::INT32, 0x80, 0x00], "overlong varint"),
        ];
        for (bytes, message) in bad {
            let e = events(bytes).unwrap_err();
            assert_eq!(e.message(), *message, "{bytes:?}");
        }
        assert!(events(&[2]).unwrap_err().message().starts_with("unsupported wire version 2"));
    }

    #[test]
    fn keys_equal_across_encodings_are_duplicates() {
        // "é" as Latin-1 and as UTF-8.
        let bytes = [VERSION, tag::OBJECT, 2, tag::LATIN1, 1, 0xe9, 0, tag::UTF8, 2, 0xc3, 0xa9, 0];
        assert_eq!(events(&bytes).unwrap_err().message(), "object lists the same key twice");
    }

    #[test]
    fn many_keys_use_the_sorted_duplicate_check() {
        let keys: Vec<Str<'_>> = (0u8..20)
            .map(|i| Str::Latin1(core::slice::from_ref(&b"abcdefghijklmnopqrst"[i as usize])))
            .collect();
        assert!(!has_duplicate(&keys));
        let mut dup = keys.clone();
        dup.push(Str::Utf8("k"));
        assert!(has_duplicate(&dup));
    }

    #[test]
    fn cycles_and_shared_references_read() {
        let mut w = Writer::new();
        let outer = w.begin_array(3);
        let inner = w.begin_array(0);
        w.reference(inner);
        w.reference(outer);
        let bytes = w.finish();
        let ev = events(&bytes).unwrap();
        assert_eq!(ev[3], Event::Reference(ObjectId(1)));
        assert_eq!(ev[4], Event::Reference(ObjectId(0)));
    }

    #[test]
    fn skip_reads_to_the_matching_end() {
        let mut w = Writer::new();
        w.begin_array(2);
        w.begin_set(1);
        w.begin_array(0);
        w.i32(7);
        let bytes = w.finish();
        let mut r = Reader::new(&bytes).unwrap();
        r.next().unwrap();
        let set = r.next().unwrap();
        r.skip(&set).unwrap();
        assert_eq!(r.next().unwrap(), Event::Int32(7));
        assert_eq!(r.next().unwrap(), Event::End(Container::Array));
        assert!(r.is_finished());
        assert!(r.next().is_err());
    }

    #[test]
    fn a_reader_stays_stopped_after_an_error() {
        let bytes = [VERSION, tag::ARRAY, 2, 0xee, tag::NULL];
        let mut r = Reader::new(&bytes).unwrap();
        r.next().unwrap();
        assert_eq!(r.next().unwrap_err().message(), "unknown tag 0xee");
        assert_eq!(r.next().unwrap_err().message(), "the reader stopped at an earlier error");
    }
}
