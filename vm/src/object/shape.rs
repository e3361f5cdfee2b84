//! Shapes (hidden classes): the ordered property keys and attributes of objects built
//! the same way, shared, with transition tables so that adding the same key to objects
//! of one shape yields one shape. Inline caches key on the shape handle.
//!
//! A shape holds its whole key list (slot `i` of an object of this shape holds the value
//! of `keys[i]`), copied at each transition: objects with shapes have at most
//! [`MAX_SHAPED`] properties, so the copy is small and lookups need no parent walk. Past
//! that, and on delete or attribute change, an object moves to dictionary mode
//! ([`super::Dict`]).
//!
//! In images and dumps a shape that adds one key to a shape written before it is
//! written as that parent's slot and the one key ([`ShapeOut`]); the loader rebuilds
//! its key list from the parent's ([`resolve_parents`]). Written whole, the key lists
//! of a prototype built key by key would repeat each key once per later shape of its
//! chain.

use cairn_codec::{Decode, Encode};
use std::cell::OnceCell;

use cairn_gc::{Arena, Handle, HeapKind, HeapSize, Trace, Tracer};
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
    /// The parent slot and the added key of a shape just read as an extension of its
    /// parent: `keys` is empty until [`resolve_parents`] makes them the parent's and
    /// this one. `None` in a running VM.
    extends: Option<(Handle<Shape>, PropertyKey, u8)>,
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
            extends: None,
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
/// a list, or, for a shape of an image or dump that extends a shape written before it,
/// that parent's slot and the added key ([`ShapeOut`]). Written on its own (the base
/// encoding a dump patches), a shape has its whole key list: only its arena knows its
/// parent.
impl Encode for Shape {
    fn encode(&self, out: &mut cairn_codec::Writer) {
        ShapeOut { shape: self, parent: None }.encode(out);
    }
}

/// A shape as an image or dump writes it: with `parent`, the slot of a shape written
/// before it whose keys are this shape's but the last ([`parent_links`]).
pub(crate) struct ShapeOut<'a> {
    /// The shape.
    pub(crate) shape: &'a Shape,
    /// The parent's slot, when the shape is written as an extension of it.
    pub(crate) parent: Option<u32>,
}

/// The keys (tag 0 and the list, or tag 1, the parent's slot and the key and
/// attributes added to the parent's keys), the transitions, and whether the shape is a
/// dictionary's.
impl Encode for ShapeOut<'_> {
    fn encode(&self, out: &mut cairn_codec::Writer) {
        let shape = self.shape;
        match (self.parent, shape.keys.last()) {
            (Some(parent), Some(&(key, attrs))) => {
                out.tag(1);
                parent.encode(out);
                key.encode(out);
                attrs.encode(out);
            }
            _ => {
                out.tag(0);
                shape.keys.encode(out);
            }
        }
        shape.transitions.encode(out);
        shape.dictionary.encode(out);
    }
}

/// The parent links an image or dump may write: child slot -> parent slot, for each
/// transition (of the shapes `scan` yields) to a later slot whose shape has the
/// parent's keys plus the transition's key, and no more than [`MAX_SHAPED`] keys (the
/// bound [`resolve_parents`] holds a loaded chain to). A link is only written where it
/// is checked here: a transition is a cache, and need not name such a child.
pub(crate) fn parent_links<'a>(
    arena: &Arena<Shape>,
    scan: impl Iterator<Item = (Handle<Shape>, &'a Shape)>,
) -> FxHashMap<u32, u32> {
    let mut links = FxHashMap::default();
    for (p, parent) in scan {
        if parent.dictionary || parent.keys.len() >= MAX_SHAPED {
            continue;
        }
        for &(key, attrs, c) in &parent.transitions {
            if c.index() <= p.index() || links.contains_key(&c.index()) {
                continue;
            }
            let Some(child) = arena.try_get(c) else { continue };
            let n = parent.keys.len();
            if !child.dictionary
                && child.keys.len() == n + 1
                && child.keys[n] == (key, attrs)
                && child.keys[..n] == parent.keys[..]
            {
                links.insert(c.index(), p.index());
            }
        }
    }
    links
}

/// Completes the shapes of `arena` read as extensions of a parent (see [`ShapeOut`]),
/// in slot order, after an image or dump is read into it. A parent must be a live
/// shape in an earlier slot (so a chain ends, and is complete before its children)
/// with fewer than [`MAX_SHAPED`] keys (so hostile bytes cannot make the key lists grow
/// with the square of their length); anything else is an error.
pub(crate) fn resolve_parents(arena: &mut Arena<Shape>) -> Result<(), String> {
    for i in 0..arena.slot_count() {
        let h = Handle::from_index(i);
        if !arena.is_own(i) {
            continue;
        }
        let Some(extends) = arena.try_get(h).and_then(|s| s.extends) else { continue };
        let Some(parent) = arena.try_get(extends.0) else {
            return Err(format!(
                "shape {i} extends shape {}, which is not there",
                extends.0.index()
            ));
        };
        let (keys, has_index) = extended_keys(i, extends, parent)?;
        // Through `update`, which counts the bytes the key list adds: recounting the
        // whole arena would read (and so decode) every value of a base read in place.
        arena.update(h, |shape| {
            shape.keys = keys;
            shape.has_index = has_index;
            shape.extends = None;
        });
    }
    Ok(())
}

/// A shape's keys and attributes, and whether one key is an array index.
type Keys = (Box<[(PropertyKey, u8)]>, bool);

/// The keys (and whether one is an index) of shape `i`, read as `extends` of `parent`:
/// the parent's and the added one. The parent must be an earlier, complete shape that
/// can be extended (see [`resolve_parents`]).
fn extended_keys(
    i: u32,
    (p, key, attrs): (Handle<Shape>, PropertyKey, u8),
    parent: &Shape,
) -> Result<Keys, String> {
    if p.index() >= i {
        return Err(format!("shape {i} extends shape {}, not an earlier one", p.index()));
    }
    if parent.extends.is_some() || parent.dictionary || parent.keys.len() >= MAX_SHAPED {
        return Err(format!("shape {i} extends shape {}, which cannot be extended", p.index()));
    }
    let mut keys = Vec::with_capacity(parent.keys.len() + 1);
    keys.extend_from_slice(&parent.keys);
    keys.push((key, attrs));
    Ok((keys.into_boxed_slice(), parent.has_index || matches!(key, PropertyKey::Index(_))))
}

/// Decodes shape `i` of a base image read on demand ([`cairn_gc::BaseValues::lazy`]);
/// `bytes_of` gives a slot's encoding. A shape written as an extension of its parent
/// gets its keys by walking the chain of parents in their encodings (a link and one
/// key each) down to a shape whose keys are known: one decoded before, or one written
/// whole, which is decoded (and kept). The shapes between stay undecoded, so a VM that
/// reads the last shape of a prototype built key by key does not build every shape of
/// the chain. `None` for bytes that do not decode, or a chain that breaks the rules of
/// [`resolve_parents`].
#[cfg(feature = "lazy_image")]
pub(crate) fn decode_base_shape(
    base: &cairn_gc::BaseValues<Shape>,
    i: u32,
    bytes_of: &dyn Fn(u32) -> Option<&'static [u8]>,
) -> Option<Shape> {
    let mut shape = Shape::decode(&mut cairn_codec::Reader::new(bytes_of(i)?)).ok()?;
    let Some((mut parent, key, attrs)) = shape.extends else { return Some(shape) };
    // The keys added along the chain, the newest first.
    let mut added = vec![(key, attrs)];
    let mut child = i;
    let mut keys = loop {
        // Only earlier slots, and no longer than a shape may be: the walk ends.
        let p = parent.index();
        if p >= child || added.len() > MAX_SHAPED {
            return None;
        }
        if let Some(Some(known)) = base.decoded(p as usize) {
            if known.dictionary {
                return None;
            }
            break known.keys.to_vec();
        }
        let r = &mut cairn_codec::Reader::new(bytes_of(p)?);
        match r.tag().ok()? {
            1 => {
                let link = Handle::from_index(r.u32().ok()?);
                added.push((PropertyKey::decode(r).ok()?, u8::decode(r).ok()?));
                child = p;
                parent = link;
            }
            _ => {
                let whole = base.get(p as usize)?.as_ref()?;
                if whole.dictionary || whole.extends.is_some() {
                    return None;
                }
                break whole.keys.to_vec();
            }
        }
    };
    keys.extend(added.into_iter().rev());
    if keys.len() > MAX_SHAPED {
        return None;
    }
    shape.has_index = has_index_key(&keys);
    shape.keys = keys.into_boxed_slice();
    shape.extends = None;
    Some(shape)
}

impl Decode for Shape {
    fn decode(r: &mut cairn_codec::Reader<'_>) -> Result<Self, cairn_codec::DecodeError> {
        let (keys, extends) = match r.tag()? {
            0 => (Box::<[(PropertyKey, u8)]>::decode(r)?, None),
            1 => {
                let parent = Handle::from_index(r.u32()?);
                (Box::default(), Some((parent, PropertyKey::decode(r)?, u8::decode(r)?)))
            }
            _ => return Err(r.error("a shape's keys of an unknown form")),
        };
        let transitions = Vec::<(PropertyKey, u8, Handle<Shape>)>::decode(r)?;
        let dictionary = bool::decode(r)?;
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
            extends,
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
    fn keys_round_trip_and_bad_bytes_are_errors() {
        let keys: Box<[(PropertyKey, u8)]> = Box::new([
            (PropertyKey::Index(0), 0),
            (PropertyKey::Index(u32::MAX - 1), 7),
            (PropertyKey::Atom(Atom(130)), 3),
            (PropertyKey::Atom(Atom(u32::MAX)), 255),
            (PropertyKey::Symbol(Handle::from_index(1 << 20)), 1),
        ]);
        let bytes = cairn_codec::to_vec(&keys).expect("keys encode");
        let read = |b: &[u8]| cairn_codec::from_slice::<Box<[(PropertyKey, u8)]>>(b);
        assert_eq!(read(&bytes).expect("decodes"), keys);
        // An atom key of a small number is one byte, its attributes another.
        assert_eq!(cairn_codec::to_vec(&(PropertyKey::Atom(Atom(3)), 7u8)).unwrap(), [13, 7]);
        assert!(read(&bytes[..bytes.len() - 1]).is_err(), "no attributes");
        assert!(read(&[1, 0x80]).is_err(), "cut off");
        assert!(read(&[1, 3, 0]).is_err(), "unknown kind");
        assert!(read(&[1, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f, 0]).is_err(), "out of range");
        assert!(read(&[0, 0]).is_err(), "trailing bytes");
        assert!(read(&[0xff, 0xff, 0xff, 0x0f]).is_err(), "a count past the bytes");
        assert!(read(&[0]).expect("no keys").is_empty());
    }

    /// A chain built key by key, in one arena.
    fn chain(len: u32) -> Arena<Shape> {
        let mut arena = Arena::new();
        let mut at = arena.alloc(Shape::root()).expect("room for the root");
        for i in 0..len {
            let key = if i == 3 { PropertyKey::Index(i) } else { PropertyKey::Atom(Atom(i)) };
            let child = Shape::child_of(&arena.get(at).keys, key, 7);
            let child = arena.alloc(child).expect("room for a shape");
            arena.get_mut(at).add_transition(key, 7, child);
            at = child;
        }
        arena
    }

    /// Each shape of `arena` as an image writes it, with the parent links it finds.
    fn written(arena: &Arena<Shape>) -> Vec<(u32, Vec<u8>)> {
        let links = parent_links(arena, arena.iter());
        arena
            .iter()
            .map(|(h, shape)| {
                let out = ShapeOut { shape, parent: links.get(&h.index()).copied() };
                (h.index(), cairn_codec::to_vec(&out).expect("a shape encodes"))
            })
            .collect()
    }

    /// Decodes `shapes` into a fresh arena and resolves their parent links.
    fn read(shapes: &[(u32, Vec<u8>)]) -> Result<Arena<Shape>, String> {
        let mut arena = Arena::new();
        for (i, bytes) in shapes {
            let shape: Shape = cairn_codec::from_slice(bytes).map_err(|e| e.to_string())?;
            arena.restore_one(*i, shape)?;
        }
        resolve_parents(&mut arena)?;
        Ok(arena)
    }

    #[test]
    fn a_chain_is_written_as_links_and_read_back_whole() {
        let arena = chain(20);
        let shapes = written(&arena);
        // Past the root, every shape is a link: a few bytes, not its whole key list.
        assert!(shapes.iter().skip(1).all(|(_, b)| b.len() < 12), "{shapes:?}");
        let back = read(&shapes).expect("a written chain reads back");
        for ((h, a), (_, b)) in arena.iter().zip(back.iter()) {
            assert_eq!(a.keys, b.keys, "shape {}", h.index());
            assert_eq!(a.has_index_key(), b.has_index_key());
            assert!(b.extends.is_none());
        }
        assert_eq!(
            back.get(Handle::from_index(20)).lookup(PropertyKey::Atom(Atom(19))),
            Some((19, 7))
        );
    }

    #[test]
    fn a_shape_that_does_not_extend_its_transition_parent_is_written_whole() {
        let mut arena = chain(2);
        // A transition whose target has other keys (a cache need not name a child).
        let odd = Shape::child_of(&[], PropertyKey::Atom(Atom(50)), 7);
        let odd = arena.alloc(odd).expect("room");
        arena.get_mut(Handle::from_index(1)).add_transition(PropertyKey::Atom(Atom(50)), 7, odd);
        let links = parent_links(&arena, arena.iter());
        assert_eq!(links.get(&2), Some(&1));
        assert_eq!(links.get(&odd.index()), None);
        let back = read(&written(&arena)).expect("reads back");
        assert_eq!(back.get(odd).keys, arena.get(odd).keys);
    }

    /// Hostile parent links are errors: a link to the shape itself or a later slot (a
    /// cycle), to a free slot, or past a chain of MAX_SHAPED keys; cut-off bytes too.
    #[test]
    fn hostile_parent_links_are_errors() {
        let link = |parent: u32| {
            let shape = Shape::child_of(&[], PropertyKey::Atom(Atom(9)), 7);
            cairn_codec::to_vec(&ShapeOut { shape: &shape, parent: Some(parent) }).expect("encodes")
        };
        let root = cairn_codec::to_vec(&Shape::root()).expect("encodes");
        assert!(read(&[(0, root.clone()), (1, link(0))]).is_ok());
        for bad in [
            vec![(0, root.clone()), (1, link(1))],
            vec![(0, root.clone()), (1, link(2)), (2, link(0))],
            vec![(0, root.clone()), (2, link(1))],
            vec![(0, link(0))],
            vec![(5, link(u32::MAX))],
        ] {
            assert!(read(&bad).is_err(), "{bad:?}");
        }
        let mut long = vec![(0, root.clone())];
        long.extend((1..=MAX_SHAPED as u32).map(|i| (i, link(i - 1))));
        assert!(read(&long).is_ok(), "a chain of MAX_SHAPED keys is fine");
        long.push((MAX_SHAPED as u32 + 1, link(MAX_SHAPED as u32)));
        assert!(read(&long).is_err(), "one key more is refused");
        let bytes = link(0);
        for cut in 0..bytes.len() {
            assert!(cairn_codec::from_slice::<Shape>(&bytes[..cut]).is_err(), "cut at {cut}");
        }
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
        let bytes = cairn_codec::to_vec(&shape).expect("a shape encodes");
        let read: Shape = cairn_codec::from_slice(&bytes).expect("and decodes");
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
        let bytes = cairn_codec::to_vec(&c).expect("a shape encodes");
        let read: Shape = cairn_codec::from_slice(&bytes).expect("and decodes");
        assert!(read.has_index_key());
        let bytes = cairn_codec::to_vec(&a).expect("a shape encodes");
        let read: Shape = cairn_codec::from_slice(&bytes).expect("and decodes");
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
