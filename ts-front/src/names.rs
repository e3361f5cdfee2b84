//! Sets and maps keyed by name, in the program's arena.
//!
//! A lowering makes many of them (a scope per function and block inside namespace
//! bodies, the names a statement list declares, an enum's members) and nearly all
//! hold a handful of names. So they are lists searched in order, which cost no hashing
//! and no table, until they pass `SMALL` entries; then a hash index is built beside the
//! list, so that a namespace with thousands of names stays linear overall. Iteration
//! is in insertion order (the order of the source), which keeps the output stable.

use bumpalo::Bump;
use bumpalo::collections::Vec;
use rustc_hash::FxBuildHasher;

/// Up to this many entries, lookups scan the list.
const SMALL: usize = 16;

/// A map from name to `V`, in insertion order.
pub(crate) struct NameMap<'a, V> {
    entries: Vec<'a, (&'a str, V)>,
    /// Position in `entries` of each name, once there are more than `SMALL`.
    index: Option<hashbrown::HashMap<&'a str, usize, FxBuildHasher, &'a Bump>>,
}

impl<'a, V> NameMap<'a, V> {
    /// An empty map (allocates nothing until the first insertion).
    pub(crate) fn new_in(arena: &'a Bump) -> Self {
        NameMap { entries: Vec::new_in(arena), index: None }
    }

    /// An empty map with room for `capacity` entries.
    pub(crate) fn with_capacity_in(capacity: usize, arena: &'a Bump) -> Self {
        NameMap { entries: Vec::with_capacity_in(capacity, arena), index: None }
    }

    /// The number of entries.
    pub(crate) fn len(&self) -> usize {
        self.entries.len()
    }

    /// Room for `additional` more entries.
    pub(crate) fn reserve(&mut self, additional: usize) {
        self.entries.reserve(additional);
    }

    fn position(&self, name: &str) -> Option<usize> {
        match &self.index {
            Some(index) => index.get(name).copied(),
            None => self.entries.iter().position(|(n, _)| *n == name),
        }
    }

    /// The value of `name`.
    pub(crate) fn get(&self, name: &str) -> Option<&V> {
        self.position(name).map(|i| &self.entries[i].1)
    }

    /// The value of `name`, to change.
    pub(crate) fn get_mut(&mut self, name: &str) -> Option<&mut V> {
        self.position(name).map(|i| &mut self.entries[i].1)
    }

    /// `name` has a value.
    pub(crate) fn contains_key(&self, name: &str) -> bool {
        self.position(name).is_some()
    }

    /// Set the value of `name`; returns the value it replaces.
    pub(crate) fn insert(&mut self, name: &'a str, value: V) -> Option<V> {
        if let Some(i) = self.position(name) {
            return Some(std::mem::replace(&mut self.entries[i].1, value));
        }
        let at = self.entries.len();
        self.entries.push((name, value));
        match &mut self.index {
            Some(index) => {
                index.insert(name, at);
            }
            None if self.entries.len() > SMALL => {
                let arena = self.entries.bump();
                let mut index = hashbrown::HashMap::with_capacity_and_hasher_in(
                    self.entries.len() * 2,
                    FxBuildHasher,
                    arena,
                );
                for (i, (n, _)) in self.entries.iter().enumerate() {
                    index.insert(*n, i);
                }
                self.index = Some(index);
            }
            None => {}
        }
        None
    }

    /// Take `name` out; returns its value. The last entry moves into its place.
    pub(crate) fn remove(&mut self, name: &str) -> Option<V> {
        let i = self.position(name)?;
        let (_, value) = self.entries.swap_remove(i);
        if let Some(index) = &mut self.index {
            index.remove(name);
            if let Some((moved, _)) = self.entries.get(i) {
                index.insert(*moved, i);
            }
        }
        Some(value)
    }

    /// The names, in insertion order.
    pub(crate) fn keys(&self) -> impl Iterator<Item = &'a str> + '_ {
        self.entries.iter().map(|(n, _)| *n)
    }
}

/// A set of names, in insertion order.
pub(crate) struct Names<'a> {
    map: NameMap<'a, ()>,
}

impl<'a> Names<'a> {
    /// An empty set (allocates nothing until the first insertion).
    pub(crate) fn new_in(arena: &'a Bump) -> Self {
        Names { map: NameMap::new_in(arena) }
    }

    /// An empty set with room for `capacity` names.
    pub(crate) fn with_capacity_in(capacity: usize, arena: &'a Bump) -> Self {
        Names { map: NameMap::with_capacity_in(capacity, arena) }
    }

    /// Add `name`; false if it was there already.
    pub(crate) fn insert(&mut self, name: &'a str) -> bool {
        self.map.insert(name, ()).is_none()
    }

    /// The set holds no name.
    pub(crate) fn is_empty(&self) -> bool {
        self.map.len() == 0
    }

    /// `name` is in the set.
    pub(crate) fn contains(&self, name: &str) -> bool {
        self.map.contains_key(name)
    }

    /// Take `name` out; false if it was not there.
    pub(crate) fn remove(&mut self, name: &str) -> bool {
        self.map.remove(name).is_some()
    }

    /// The names, in insertion order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = &'a str> + '_ {
        self.map.keys()
    }

    /// Add every name of `names`.
    pub(crate) fn extend(&mut self, names: impl IntoIterator<Item = &'a str>) {
        for name in names {
            self.insert(name);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The list and the hash index agree across the `SMALL` threshold, with removals
    /// (which move the last entry) and re-insertions.
    #[test]
    fn a_set_behaves_as_a_set_below_and_above_the_threshold() {
        let arena = Bump::new();
        let words: std::vec::Vec<String> = (0..60).map(|i| format!("n{i}")).collect();
        let mut names = Names::new_in(&arena);
        let mut model = std::collections::BTreeSet::new();
        for (step, word) in words.iter().enumerate() {
            let word: &str = arena.alloc_str(word);
            assert_eq!(names.insert(word), model.insert(word.to_string()));
            assert!(!names.insert(word), "a second insert of {word} is refused");
            if step % 3 == 2 {
                let gone = &words[step / 2];
                assert_eq!(names.remove(gone), model.remove(gone.as_str()));
            }
            for probe in &words {
                assert_eq!(names.contains(probe), model.contains(probe), "{probe} at {step}");
            }
        }
        let mut listed: std::vec::Vec<&str> = names.iter().collect();
        listed.sort_unstable();
        let expected: std::vec::Vec<&str> = model.iter().map(String::as_str).collect();
        let mut expected = expected;
        expected.sort_unstable();
        assert_eq!(listed, expected);
    }

    /// Below the threshold, iteration is in insertion order; a map's values follow
    /// their names through `insert` (replace), `get_mut` and `remove`.
    #[test]
    fn a_map_keeps_order_and_values() {
        let arena = Bump::new();
        let mut map = NameMap::new_in(&arena);
        assert_eq!(map.insert("b", 1), None);
        assert_eq!(map.insert("a", 2), None);
        assert_eq!(map.insert("b", 3), Some(1));
        *map.get_mut("a").unwrap() += 10;
        assert_eq!(map.keys().collect::<std::vec::Vec<_>>(), ["b", "a"]);
        assert_eq!(map.get("a"), Some(&12));
        assert_eq!(map.remove("b"), Some(3));
        assert_eq!(map.get("b"), None);
        assert_eq!(map.len(), 1);
    }
}
