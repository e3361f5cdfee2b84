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
/// looked up), so its encoding depends only on its keys and transitions.
impl serde::Serialize for Shape {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        serde::Serialize::serialize(&(&self.keys, &self.transitions, self.dictionary), s)
    }
}

impl<'de> serde::Deserialize<'de> for Shape {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        type Parts = (Box<[(PropertyKey, u8)]>, Vec<(PropertyKey, u8, Handle<Shape>)>, bool);
        let (keys, transitions, dictionary) = <Parts as serde::Deserialize>::deserialize(d)?;
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
