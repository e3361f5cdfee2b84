//! The entries of a Map or Set (ECMA-262 [[MapData]], [[SetData]]): an
//! insertion-ordered table keyed by SameValueZero; the key hashing and the operations
//! are in `builtins/map_set`.

use cairn_gc::{Trace, Tracer};
use rustc_hash::FxHashMap;

use crate::value::Value;

/// The entries of a Map or Set (a Set stores each value as its own key and value).
#[derive(Clone, Debug, Default, cairn_codec::Encode, cairn_codec::Decode)]
pub struct Table {
    /// The entries in insertion order; a deleted one is `None` until the table is
    /// compacted.
    pub(crate) entries: Vec<Option<(Value, Value)>>,
    /// The indices into `entries` of each key hash.
    pub(crate) index: FxHashMap<u64, Vec<u32>>,
    /// How many entries are present.
    pub(crate) live: u32,
    /// Bumped by `clear`, so iterators created before it stop.
    pub(crate) epoch: u32,
}

impl Table {
    /// The live entries in insertion order (for the host boundary's writer).
    pub(crate) fn live_entries(&self) -> impl Iterator<Item = (Value, Value)> + '_ {
        self.entries.iter().flatten().copied()
    }

    /// Bytes the table holds outside the object (for the heap limit): the entry
    /// vector, the hash index's buckets and its per-hash lists (estimated in O(1)).
    pub(crate) fn heap_bytes(&self) -> usize {
        self.entries.capacity() * std::mem::size_of::<Option<(Value, Value)>>()
            + self.index.capacity() * (std::mem::size_of::<(u64, Vec<u32>)>() + 1)
            + self.index.len() * 16
    }
}

impl Trace for Table {
    fn trace(&self, t: &mut Tracer) {
        for (k, v) in self.entries.iter().flatten() {
            k.trace(t);
            v.trace(t);
        }
    }
}
