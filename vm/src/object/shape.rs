//! Shapes (hidden classes): the ordered property keys and attributes of objects built
//! the same way, shared, with transition tables so that adding the same key to objects
//! of one shape yields one shape. Inline caches key on the shape handle.
//!
//! A shape holds its whole key list (slot `i` of an object of this shape holds the value
//! of `keys[i]`), copied at each transition: objects with shapes have at most
//! [`MAX_SHAPED`] properties, so the copy is small and lookups need no parent walk. Past
//! that, and on delete or attribute change, an object moves to dictionary mode
//! ([`super::Dict`]).

use std::cell::OnceCell;

use cairn_gc::{Handle, HeapKind, HeapSize, Trace, Tracer};
use rustc_hash::FxHashMap;

use crate::heap::KIND_SHAPE;
use crate::string::PropertyKey;

/// Objects with more properties than this use dictionary mode.
pub(crate) const MAX_SHAPED: usize = 64;
/// Shapes with more keys than this get a hash index, built at their first lookup:
/// most shapes are links of a transition chain that no lookup reaches (a prototype
/// built key by key leaves one shape a key), and building every index when the base
/// image is read was a third of a process's start-up.
const INDEXED_FROM: usize = 8;
/// Shapes with more transitions than this get a hash index of them (objects that each
/// get a key of their own, `{[id]: v}` in a loop, give one shape thousands).
const TRANSITIONS_INDEXED_FROM: usize = 8;

/// A hidden class.
#[derive(Clone, Debug, Default)]
pub struct Shape {
    /// Keys and attributes, in insertion order; the index is the slot.
    pub keys: Box<[(PropertyKey, u8)]>,
    /// Key -> slot, for shapes with more than a few keys (built by the first lookup).
    index: OnceCell<FxHashMap<PropertyKey, u32>>,
    /// Added key and attributes -> the child shape.
    transitions: Vec<(PropertyKey, u8, Handle<Shape>)>,
    /// (Key, attributes) -> position in `transitions`, once there are many.
    transition_index: Option<FxHashMap<(PropertyKey, u8), u32>>,
    /// Whether this is the shared marker shape of dictionary-mode objects (never cached).
    pub dictionary: bool,
    /// Whether some key is an array index (kept so that the append fast path of arrays
    /// can ask Array.prototype and Object.prototype without scanning their keys).
    has_index: bool,
}

impl Shape {
    /// The empty root shape.
    pub fn root() -> Shape {
        Shape::default()
    }

    /// The dictionary-mode marker shape.
    pub fn dictionary() -> Shape {
        Shape { dictionary: true, ..Shape::default() }
    }

    /// The shape that adds `key` with `attrs` to `keys`.
    pub fn child_of(keys: &[(PropertyKey, u8)], key: PropertyKey, attrs: u8) -> Shape {
        let mut all = Vec::with_capacity(keys.len() + 1);
        all.extend_from_slice(keys);
        all.push((key, attrs));
        let has_index = has_index_key(&all);
        Shape {
            keys: all.into_boxed_slice(),
            index: OnceCell::new(),
            transitions: Vec::new(),
            transition_index: None,
            dictionary: false,
            has_index,
        }
    }

    /// Whether some key of the shape is an array index.
    #[inline]
    pub fn has_index_key(&self) -> bool {
        self.has_index
    }

    /// The slot and attributes of `key`.
    #[inline]
    pub fn lookup(&self, key: PropertyKey) -> Option<(u32, u8)> {
        if self.keys.len() > INDEXED_FROM {
            let index = self.index.get_or_init(|| index_keys(&self.keys));
            let slot = *index.get(&key)?;
            return Some((slot, self.keys[slot as usize].1));
        }
        self.keys.iter().position(|(k, _)| *k == key).map(|i| (i as u32, self.keys[i].1))
    }

    /// The cached transition for adding `key` with `attrs`.
    #[inline]
    pub fn transition(&self, key: PropertyKey, attrs: u8) -> Option<Handle<Shape>> {
        if let Some(index) = &self.transition_index {
            let i = *index.get(&(key, attrs))?;
            return Some(self.transitions[i as usize].2);
        }
        self.transitions.iter().find(|(k, a, _)| *k == key && *a == attrs).map(|t| t.2)
    }

    /// Records a transition.
    pub fn add_transition(&mut self, key: PropertyKey, attrs: u8, to: Handle<Shape>) {
        self.transitions.push((key, attrs, to));
        let i = self.transitions.len() - 1;
        match &mut self.transition_index {
            Some(index) => {
                index.insert((key, attrs), i as u32);
            }
            None if self.transitions.len() > TRANSITIONS_INDEXED_FROM => {
                self.transition_index = Some(index_transitions(&self.transitions));
            }
            None => {}
        }
    }
}

/// The hash index of a key list: key -> slot.
fn index_keys(keys: &[(PropertyKey, u8)]) -> FxHashMap<PropertyKey, u32> {
    keys.iter().enumerate().map(|(i, (k, _))| (*k, i as u32)).collect()
}

/// The hash index of a transition list.
fn index_transitions(
    transitions: &[(PropertyKey, u8, Handle<Shape>)],
) -> FxHashMap<(PropertyKey, u8), u32> {
    transitions.iter().enumerate().map(|(i, (k, a, _))| ((*k, *a), i as u32)).collect()
}

/// Whether some key of `keys` is an array index.
fn has_index_key(keys: &[(PropertyKey, u8)]) -> bool {
    keys.iter().any(|(k, _)| matches!(k, PropertyKey::Index(_)))
}

impl Trace for Shape {
    fn trace(&self, tracer: &mut Tracer) {
        for (k, _) in self.keys.iter() {
            k.trace(tracer);
        }
        for (k, _, s) in &self.transitions {
            k.trace(tracer);
            tracer.mark(*s);
        }
    }
}

impl HeapSize for Shape {
    fn extra_bytes(&self) -> usize {
        self.keys.len() * 16
            + self.transitions.capacity() * 24
            // The key index, counted whether or not a lookup has built it yet.
            + if self.keys.len() > INDEXED_FROM { self.keys.len() * 24 } else { 0 }
            + self.transition_index.as_ref().map_or(0, |m| m.len() * 24)
    }
}

/// A shape is written without its key and transition indexes (rebuilt when read or
/// looked up), so its encoding depends only on its keys and transitions. The keys are
/// one byte string ([`key_bytes`]): a shape holds every key of the chain it ends, so
/// the base image holds some fifteen thousand keys, and reading them one serde value at
/// a time was a fifth of a process's start-up.
impl serde::Serialize for Shape {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let keys = key_bytes::encode(&self.keys);
        serde::Serialize::serialize(
            &(serde_bytes_ref(&keys), &self.transitions, self.dictionary),
            s,
        )
    }
}

/// Bytes that serialize as one byte string.
fn serde_bytes_ref(bytes: &[u8]) -> impl serde::Serialize + '_ {
    struct Bytes<'a>(&'a [u8]);
    impl serde::Serialize for Bytes<'_> {
        fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
            s.serialize_bytes(self.0)
        }
    }
    Bytes(bytes)
}

/// Keys read from the byte string [`key_bytes::encode`] wrote.
struct KeysIn(Box<[(PropertyKey, u8)]>);

impl<'de> serde::Deserialize<'de> for KeysIn {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let bytes = crate::image::byte_buf::deserialize(d)?;
        key_bytes::decode(&bytes).map(KeysIn).map_err(serde::de::Error::custom)
    }
}

/// A shape's keys as bytes: the key count, then per key the LEB128 of
/// `payload << 2 | tag` (tag 0 an array index, 1 an atom, 2 a symbol's handle) and the
/// attribute byte.
mod key_bytes {
    use cairn_gc::Handle;

    use crate::string::{Atom, PropertyKey};

    fn push_leb128(out: &mut Vec<u8>, mut v: u64) {
        while v >= 0x80 {
            out.push(v as u8 | 0x80);
            v >>= 7;
        }
        out.push(v as u8);
    }

    pub(super) fn encode(keys: &[(PropertyKey, u8)]) -> Vec<u8> {
        let mut out = Vec::with_capacity(keys.len() * 3 + 2);
        push_leb128(&mut out, keys.len() as u64);
        for &(key, attrs) in keys {
            let (payload, tag) = match key {
                PropertyKey::Index(i) => (i, 0),
                PropertyKey::Atom(a) => (a.0, 1),
                PropertyKey::Symbol(s) => (s.index(), 2),
            };
            push_leb128(&mut out, u64::from(payload) << 2 | tag);
            out.push(attrs);
        }
        out
    }

    /// The LEB128 number at `*at` (at most 35 bits), moving `at` past it.
    fn read_leb128(bytes: &[u8], at: &mut usize) -> Result<u64, &'static str> {
        let mut v = 0u64;
        let mut shift = 0;
        loop {
            let Some(&b) = bytes.get(*at) else {
                return Err("a shape's keys are cut off");
            };
            *at += 1;
            v |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Ok(v);
            }
            shift += 7;
            if shift >= 35 {
                return Err("a shape's key is out of range");
            }
        }
    }

    pub(super) fn decode(bytes: &[u8]) -> Result<Box<[(PropertyKey, u8)]>, &'static str> {
        let mut at = 0;
        let count = read_leb128(bytes, &mut at)?;
        // Every key takes at least two bytes: the claimed count reserves no more than
        // the input can hold.
        let mut keys = Vec::with_capacity((count as usize).min(bytes.len() / 2));
        for _ in 0..count {
            let v = read_leb128(bytes, &mut at)?;
            let payload = u32::try_from(v >> 2).map_err(|_| "a shape's key is out of range")?;
            let key = match v & 3 {
                0 => PropertyKey::Index(payload),
                1 => PropertyKey::Atom(Atom(payload)),
                2 => PropertyKey::Symbol(Handle::from_index(payload)),
                _ => return Err("a shape's key has an unknown kind"),
            };
            let Some(&attrs) = bytes.get(at) else {
                return Err("a shape's key has no attributes");
            };
            at += 1;
            keys.push((key, attrs));
        }
        if at != bytes.len() {
            return Err("bytes after a shape's keys");
        }
        Ok(keys.into_boxed_slice())
    }
}

impl<'de> serde::Deserialize<'de> for Shape {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        type Parts = (KeysIn, Vec<(PropertyKey, u8, Handle<Shape>)>, bool);
        let (KeysIn(keys), transitions, dictionary) =
            <Parts as serde::Deserialize>::deserialize(d)?;
        let transition_index =
            (transitions.len() > TRANSITIONS_INDEXED_FROM).then(|| index_transitions(&transitions));
        let has_index = has_index_key(&keys);
        Ok(Shape {
            keys,
            index: OnceCell::new(),
            transitions,
            transition_index,
            dictionary,
            has_index,
        })
    }
}

impl HeapKind for Shape {
    const KIND: u8 = KIND_SHAPE;
    const NAME: &'static str = "shape";
    fn dangling() -> Self {
        Shape::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::string::Atom;

    #[test]
    fn keys_round_trip_through_bytes_and_bad_bytes_are_errors() {
        let keys = [
            (PropertyKey::Index(0), 0),
            (PropertyKey::Index(u32::MAX - 1), 7),
            (PropertyKey::Atom(Atom(130)), 3),
            (PropertyKey::Atom(Atom(u32::MAX)), 255),
            (PropertyKey::Symbol(Handle::from_index(1 << 20)), 1),
        ];
        let bytes = key_bytes::encode(&keys);
        assert_eq!(&*key_bytes::decode(&bytes).expect("decodes"), &keys[..]);
        assert!(key_bytes::decode(&bytes[..bytes.len() - 1]).is_err(), "no attributes");
        assert!(key_bytes::decode(&[1, 0x80]).is_err(), "cut off");
        assert!(key_bytes::decode(&[1, 3, 0]).is_err(), "unknown kind");
        assert!(key_bytes::decode(&[1, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f, 0]).is_err());
        assert!(key_bytes::decode(&[0, 0]).is_err(), "trailing bytes");
        assert!(key_bytes::decode(&[0xff, 0xff, 0xff, 0x0f]).is_err(), "a count past the bytes");
        assert!(key_bytes::decode(&[0]).expect("no keys").is_empty());
    }

    #[test]
    fn lookup_small_and_indexed() {
        let mut keys: Vec<(PropertyKey, u8)> = Vec::new();
        let mut shape = Shape::root();
        for i in 0..20 {
            shape = Shape::child_of(&keys, PropertyKey::Atom(Atom(i)), 7);
            keys.push((PropertyKey::Atom(Atom(i)), 7));
            // The index waits for the first lookup of a shape past INDEXED_FROM keys.
            assert!(shape.index.get().is_none());
            assert_eq!(shape.lookup(PropertyKey::Atom(Atom(i))), Some((i, 7)));
            assert_eq!(shape.lookup(PropertyKey::Atom(Atom(0))), Some((0, 7)));
            assert_eq!(shape.lookup(PropertyKey::Atom(Atom(100))), None);
            assert_eq!(shape.index.get().is_some(), i as usize >= INDEXED_FROM);
        }
        // A shape read from an image builds its index when looked up, too.
        let bytes = postcard::to_allocvec(&shape).expect("a shape encodes");
        let read: Shape = postcard::from_bytes(&bytes).expect("and decodes");
        assert!(read.index.get().is_none());
        assert_eq!(read.lookup(PropertyKey::Atom(Atom(19))), Some((19, 7)));
        assert!(read.index.get().is_some());
    }

    /// The index-key flag follows the keys: set by the first index key, kept by later
    /// children, and recomputed when a shape is read back from an image.
    #[test]
    fn index_key_flag_follows_the_keys() {
        let a = Shape::child_of(&[], PropertyKey::Atom(Atom(1)), 7);
        assert!(!a.has_index_key());
        let b = Shape::child_of(&a.keys, PropertyKey::Index(3), 7);
        assert!(b.has_index_key());
        let c = Shape::child_of(&b.keys, PropertyKey::Atom(Atom(2)), 7);
        assert!(c.has_index_key());
        let bytes = postcard::to_allocvec(&c).expect("a shape encodes");
        let read: Shape = postcard::from_bytes(&bytes).expect("and decodes");
        assert!(read.has_index_key());
        let bytes = postcard::to_allocvec(&a).expect("a shape encodes");
        let read: Shape = postcard::from_bytes(&bytes).expect("and decodes");
        assert!(!read.has_index_key());
    }

    #[test]
    fn many_transitions_are_found_through_their_index() {
        let mut root = Shape::root();
        for i in 0..100 {
            root.add_transition(PropertyKey::Atom(Atom(i)), 7, Handle::from_index(i + 1));
        }
        assert!(root.transition_index.is_some());
        for i in 0..100 {
            let key = PropertyKey::Atom(Atom(i));
            assert_eq!(root.transition(key, 7), Some(Handle::from_index(i + 1)));
            assert_eq!(root.transition(key, 3), None);
        }
        assert_eq!(root.transition(PropertyKey::Atom(Atom(100)), 7), None);
    }

    #[test]
    fn transitions_match_key_and_attrs() {
        let mut s = Shape::root();
        let to = Handle::from_index(5);
        s.add_transition(PropertyKey::Index(1), 7, to);
        assert_eq!(s.transition(PropertyKey::Index(1), 7), Some(to));
        assert_eq!(s.transition(PropertyKey::Index(1), 3), None);
        assert_eq!(s.transition(PropertyKey::Index(2), 7), None);
    }
}
