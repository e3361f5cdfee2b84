//! The entries of a Map or Set (ECMA-262 [[MapData]], [[SetData]]): an
//! insertion-ordered table keyed by SameValueZero; the key hashing and the operations
//! are in `builtins/map_set`.
//!
//! Entries sit in one vector in insertion order. A deleted entry stays as a tombstone
//! (its key [`Value::HOLE`]) until the table is rebuilt, which drops the tombstones and
//! sizes the vector and the index for the live entries. Rebuilds happen when the vector
//! is full and when deletions leave it mostly tombstones, so a table used as a queue
//! (add at one end, delete at the other) keeps the size of what it holds.
//!
//! Positions change on a rebuild, so a cursor (an iterator's place, or a `forEach`'s)
//! also holds the sequence number of the entry it stands on: each entry gets the next
//! number of a counter that only grows (`clear` keeps it), so entries are sorted by it,
//! and a cursor whose position no longer fits finds its place by binary search. That is
//! the spec's List with empty entries, without keeping the empties: a cursor sees the
//! entries added after it, including those added after a `clear`.
//!
//! The index is open addressing with linear probing: a slot holds an entry's position
//! and the high half of its key's hash. Deleting leaves the slot in place (it points at
//! a tombstone, which never matches), and the next rebuild drops it.

use cairn_codec::{Decode, DecodeError, Encode, Reader, Writer};
use cairn_gc::{Trace, Tracer};

use crate::value::Value;

/// An index slot no entry uses.
const EMPTY: u32 = u32::MAX;

/// The index's smallest size, when the table holds anything.
const MIN_INDEX: usize = 8;

/// Past this many entries ever added, a table refuses more (a RangeError): far beyond
/// any run (2^62 insertions), and it keeps `seq + 1` from overflowing, also in a table
/// decoded from a dump.
const MAX_SEQ: u64 = 1 << 62;

/// One entry: a key and its value (a Set stores each value as its own key and value)
/// and its sequence number. A deleted entry has the key [`Value::HOLE`].
#[derive(Clone, Copy, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub(crate) struct Entry {
    /// The key, or [`Value::HOLE`] once deleted.
    pub(crate) key: Value,
    /// The value.
    pub(crate) value: Value,
    /// Its place in the order of all entries ever added to the table.
    seq: u64,
}

/// One index slot: the position of an entry and the high half of its key's hash.
#[derive(Clone, Copy, Debug, cairn_codec::Encode, cairn_codec::Decode)]
struct Slot {
    /// The entry's position, or [`EMPTY`].
    pos: u32,
    /// The high half of the key's hash (compared before the key).
    hash: u32,
}

/// A place in a table's order that survives rebuilds: the first entry at or after it is
/// the next one to visit. The default cursor is before every entry.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub struct Cursor {
    /// Where that entry was when the cursor was made (a hint, checked before use).
    pos: u32,
    /// The sequence number at or after which the next entry's is.
    seq: u64,
}

/// Why an entry could not be added.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum NotAdded {
    /// No memory for a larger table, or the sequence numbers ran out.
    Full,
    /// The rebuild it needed was stopped (the run's interrupt or deadline): the table is
    /// as it was.
    Stopped,
}

/// Entries a rebuild moves between two looks at its stop check: a rebuild of millions
/// of entries takes tens of milliseconds, one step of the script that a deadline must
/// not wait for.
const REBUILD_CHUNK: usize = 1 << 16;

/// The entries of a Map or Set.
#[derive(Clone, Debug, Default)]
pub struct Table {
    /// The entries in insertion order, deleted ones as tombstones.
    entries: Vec<Entry>,
    /// The hash index: empty, or a power of two of slots with more than a quarter free.
    index: Vec<Slot>,
    /// How many entries are live (not tombstones).
    live: u32,
    /// The sequence number the next entry added gets.
    next_seq: u64,
}

/// How many entries (tombstones included) an index of `slots` slots serves: three
/// quarters, so that a probe always meets a free slot.
fn entries_for(slots: usize) -> usize {
    slots / 4 * 3
}

/// The index slot where the probe for `hash` starts.
fn home(hash: u32, slots: usize) -> usize {
    hash as usize & (slots - 1)
}

impl Table {
    /// How many entries are present (the Map's or Set's size).
    pub(crate) fn size(&self) -> u32 {
        self.live
    }

    /// The position of the live entry whose key has hash `hash` and for which `same`
    /// holds (SameValueZero with the key looked up).
    pub(crate) fn find(&self, hash: u64, mut same: impl FnMut(Value) -> bool) -> Option<u32> {
        if self.index.is_empty() {
            return None;
        }
        let h = short_hash(hash);
        let mask = self.index.len() - 1;
        let mut i = home(h, self.index.len());
        loop {
            let slot = self.index[i];
            if slot.pos == EMPTY {
                return None;
            }
            if slot.hash == h
                && let Some(e) = self.entries.get(slot.pos as usize)
                && e.key != Value::HOLE
                && same(e.key)
            {
                return Some(slot.pos);
            }
            i = (i + 1) & mask;
        }
    }

    /// The live entry at `pos`, as (key, value).
    pub(crate) fn entry(&self, pos: u32) -> Option<(Value, Value)> {
        let e = self.entries.get(pos as usize)?;
        (e.key != Value::HOLE).then_some((e.key, e.value))
    }

    /// Replaces the value of the live entry at `pos`.
    pub(crate) fn set_value(&mut self, pos: u32, value: Value) {
        if let Some(e) = self.entries.get_mut(pos as usize)
            && e.key != Value::HOLE
        {
            e.value = value;
        }
    }

    /// Adds an entry for `key`, which the table must not hold (`find` said so), with
    /// hash `hash`. Fails when memory for a larger table cannot be had (or, never in
    /// practice, when [`MAX_SEQ`] entries were added).
    /// A rebuild it needs asks `stop` as it goes, and gives up when it answers true.
    pub(crate) fn insert(
        &mut self,
        hash: u64,
        key: Value,
        value: Value,
        stop: &dyn Fn() -> bool,
    ) -> Result<(), NotAdded> {
        if self.next_seq >= MAX_SEQ || self.entries.len() >= EMPTY as usize - 1 {
            return Err(NotAdded::Full);
        }
        if self.entries.len() >= entries_for(self.index.len()) {
            self.rebuild(self.live as usize + 1, stop)?;
        }
        let pos = self.entries.len() as u32;
        self.entries.push(Entry { key, value, seq: self.next_seq });
        self.next_seq += 1;
        self.live += 1;
        self.place(Slot { pos, hash: short_hash(hash) });
        Ok(())
    }

    /// Deletes the live entry at `pos`. When the entries are then mostly tombstones, the
    /// table is rebuilt smaller (if the memory for that cannot be had, or `stop` stops
    /// the rebuild, it stays as is).
    pub(crate) fn remove(&mut self, pos: u32, stop: &dyn Fn() -> bool) {
        let Some(e) = self.entries.get_mut(pos as usize) else { return };
        if e.key == Value::HOLE {
            return;
        }
        *e = Entry { key: Value::HOLE, value: Value::UNDEFINED, seq: e.seq };
        self.live -= 1;
        if self.entries.len() > MIN_INDEX * 4 && (self.live as usize) < self.entries.len() / 4 {
            let _ = self.rebuild(self.live as usize, stop);
        }
    }

    /// Deletes every entry (the sequence counter goes on, so cursors see what is added
    /// afterwards).
    pub(crate) fn clear(&mut self) {
        *self = Table { next_seq: self.next_seq, ..Table::default() };
    }

    /// The first live entry at or after `at`, as (key, value), and the cursor just
    /// past it.
    pub(crate) fn next_from(&self, at: Cursor) -> Option<(Value, Value, Cursor)> {
        let mut i = self.resume(at);
        while let Some(e) = self.entries.get(i) {
            if e.key != Value::HOLE {
                return Some((e.key, e.value, Cursor { pos: i as u32 + 1, seq: e.seq + 1 }));
            }
            i += 1;
        }
        None
    }

    /// The live entries in insertion order.
    pub(crate) fn live_entries(&self) -> impl Iterator<Item = (Value, Value)> + '_ {
        self.entries.iter().filter(|e| e.key != Value::HOLE).map(|e| (e.key, e.value))
    }

    /// Bytes the table holds outside the object (for the heap limit).
    pub(crate) fn heap_bytes(&self) -> usize {
        self.entries.capacity() * std::mem::size_of::<Entry>()
            + self.index.capacity() * std::mem::size_of::<Slot>()
    }

    /// The position of the first entry whose sequence number is at least `at.seq`: the
    /// cursor's own position while it still fits there (no rebuild since), else found
    /// by binary search.
    fn resume(&self, at: Cursor) -> usize {
        let pos = at.pos as usize;
        let after_previous = pos == 0 || self.entries.get(pos - 1).is_some_and(|e| e.seq < at.seq);
        let at_or_before_next = self.entries.get(pos).is_none_or(|e| e.seq >= at.seq);
        if after_previous && at_or_before_next && pos <= self.entries.len() {
            return pos;
        }
        self.entries.partition_point(|e| e.seq < at.seq)
    }

    /// Puts `slot` in the first free index slot of its probe.
    fn place(&mut self, slot: Slot) {
        place_in(&mut self.index, slot);
    }

    /// Drops the tombstones and sizes the entries and the index for `wanted` entries
    /// (with room to grow: twice that, or at least the smallest index). The new index
    /// and entries are built beside the old ones, asking `stop` every
    /// [`REBUILD_CHUNK`] entries; a failure to allocate, or a stop, leaves the table as
    /// it was.
    fn rebuild(&mut self, wanted: usize, stop: &dyn Fn() -> bool) -> Result<(), NotAdded> {
        let slots = (wanted.max(1) * 2).next_power_of_two().max(MIN_INDEX);
        let capacity = entries_for(slots);
        let mut index = Vec::new();
        index.try_reserve_exact(slots).map_err(|_| NotAdded::Full)?;
        index.resize(slots, Slot { pos: EMPTY, hash: 0 });
        if self.live as usize == self.entries.len() {
            // No tombstones (a table that only grew): the entries keep their positions,
            // and only the index is made anew.
            for (n, slot) in self.index.iter().filter(|s| s.pos != EMPTY).enumerate() {
                if n % REBUILD_CHUNK == REBUILD_CHUNK - 1 && stop() {
                    return Err(NotAdded::Stopped);
                }
                place_in(&mut index, *slot);
            }
            let more = capacity.saturating_sub(self.entries.len());
            self.entries.try_reserve_exact(more).map_err(|_| NotAdded::Full)?;
            self.index = index;
            return Ok(());
        }
        let mut entries = Vec::new();
        entries.try_reserve_exact(capacity).map_err(|_| NotAdded::Full)?;
        let mut moved_to = Vec::new();
        moved_to.try_reserve_exact(self.entries.len()).map_err(|_| NotAdded::Full)?;
        for (n, e) in self.entries.iter().enumerate() {
            if n % REBUILD_CHUNK == REBUILD_CHUNK - 1 && stop() {
                return Err(NotAdded::Stopped);
            }
            if e.key == Value::HOLE {
                moved_to.push(EMPTY);
            } else {
                moved_to.push(entries.len() as u32);
                entries.push(*e);
            }
        }
        for (n, slot) in self.index.iter().enumerate() {
            if n % REBUILD_CHUNK == REBUILD_CHUNK - 1 && stop() {
                return Err(NotAdded::Stopped);
            }
            if let Some(&pos) = moved_to.get(slot.pos as usize)
                && pos != EMPTY
            {
                place_in(&mut index, Slot { pos, hash: slot.hash });
            }
        }
        self.entries = entries;
        self.index = index;
        Ok(())
    }
}

/// Puts `slot` in the first free slot of its probe in `index` (which has one: at most
/// three quarters of it are used).
fn place_in(index: &mut [Slot], slot: Slot) {
    let mask = index.len() - 1;
    let mut i = home(slot.hash, index.len());
    while index[i].pos != EMPTY {
        i = (i + 1) & mask;
    }
    index[i] = slot;
}

/// The half of a key's hash the index keeps (the high half, mixed: the low bits of
/// some key hashes vary little).
fn short_hash(hash: u64) -> u32 {
    let h = (hash ^ (hash >> 29)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    (h >> 32) as u32
}

impl Trace for Table {
    fn trace(&self, t: &mut Tracer) {
        for e in &self.entries {
            if e.key != Value::HOLE {
                e.key.trace(t);
                e.value.trace(t);
            }
        }
    }
}

impl Encode for Table {
    fn encode(&self, out: &mut Writer) {
        self.entries.encode(out);
        self.index.encode(out);
        self.next_seq.encode(out);
    }
}

impl Decode for Table {
    /// Checks what the table's methods rely on: an index of a power of two of slots,
    /// more than a quarter of them free (so that probes end), each used slot naming a
    /// distinct entry; entries in increasing order below the counter, itself at most
    /// [`MAX_SEQ`]. A tombstone's value is dropped (nothing traces it).
    fn decode(r: &mut Reader<'_>) -> Result<Self, DecodeError> {
        let mut entries = Vec::<Entry>::decode(r)?;
        let index = Vec::<Slot>::decode(r)?;
        let next_seq = u64::decode(r)?;
        if !(index.is_empty() && entries.is_empty()
            || index.len().is_power_of_two() && entries.len() <= entries_for(index.len()))
        {
            return Err(r.error("a Map table's index size does not fit its entries"));
        }
        let mut named = vec![false; entries.len()];
        for slot in &index {
            if slot.pos == EMPTY {
                continue;
            }
            match named.get_mut(slot.pos as usize) {
                Some(seen) if !*seen => *seen = true,
                _ => return Err(r.error("a Map table's index slot names no entry or a named one")),
            }
        }
        if entries.windows(2).any(|w| w[0].seq >= w[1].seq)
            || entries.last().is_some_and(|e| e.seq >= next_seq)
            || next_seq > MAX_SEQ
        {
            return Err(r.error("a Map table's entries are out of order"));
        }
        for e in entries.iter_mut().filter(|e| e.key == Value::HOLE) {
            e.value = Value::UNDEFINED;
        }
        let live = entries.iter().filter(|e| e.key != Value::HOLE).count() as u32;
        Ok(Table { entries, index, live, next_seq })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Keys are small integers hashed as themselves (collisions chosen by the test).
    fn key(i: i32) -> Value {
        Value::int(i)
    }

    fn find(t: &Table, i: i32, hash: u64) -> Option<u32> {
        t.find(hash, |k| k == key(i))
    }

    fn keys(t: &Table) -> Vec<i32> {
        t.live_entries().map(|(k, _)| k.as_number().unwrap() as i32).collect()
    }

    fn never() -> bool {
        false
    }

    #[test]
    fn a_stopped_rebuild_leaves_the_table_as_it_was() {
        let mut t = Table::default();
        let mut n = 0;
        // Fill to the brink of a rebuild that moves more than a chunk.
        while t.entries.len() < entries_for(t.index.len()) || n < REBUILD_CHUNK as i32 {
            t.insert(n as u64 * 0x9e37_79b9, key(n), key(n), &never).unwrap();
            n += 1;
        }
        let asked = std::cell::Cell::new(0);
        let stop = || {
            asked.set(asked.get() + 1);
            true
        };
        let slots = t.index.len();
        assert_eq!(t.insert(u64::MAX, key(-1), key(-1), &stop), Err(NotAdded::Stopped));
        assert_eq!((asked.get(), t.index.len(), t.size() as i32), (1, slots, n));
        assert!((0..n).all(|i| find(&t, i, i as u64 * 0x9e37_79b9).is_some()));
        // With tombstones the rebuild copies the entries; stopped, nothing moved either.
        for i in (0..n).step_by(2) {
            t.remove(find(&t, i, i as u64 * 0x9e37_79b9).unwrap(), &never);
        }
        assert_eq!(t.insert(u64::MAX, key(-1), key(-1), &stop), Err(NotAdded::Stopped));
        assert_eq!(keys(&t), (1..n).step_by(2).collect::<Vec<_>>());
        // Unstopped, the same insert goes through and keeps the order.
        t.insert(u64::MAX, key(-1), key(-1), &never).unwrap();
        assert!(t.index.len() > slots || t.entries.len() < n as usize);
        assert_eq!(keys(&t).last(), Some(&-1));
        assert!((1..n).step_by(2).all(|i| find(&t, i, i as u64 * 0x9e37_79b9).is_some()));
    }

    #[test]
    fn finds_inserted_keys_through_collisions_and_deletions() {
        let mut t = Table::default();
        // Every key has the same hash: one long probe run.
        for i in 0..100 {
            assert_eq!(find(&t, i, 7), None);
            t.insert(7, key(i), key(i * 10), &never).unwrap();
        }
        for i in (0..100).step_by(2) {
            let pos = find(&t, i, 7).unwrap();
            t.remove(pos, &never);
        }
        for i in 0..100 {
            let found = find(&t, i, 7).and_then(|p| t.entry(p));
            assert_eq!(found.map(|(_, v)| v), (i % 2 == 1).then(|| key(i * 10)), "key {i}");
        }
        assert_eq!(t.size(), 50);
        assert_eq!(keys(&t), (1..100).step_by(2).collect::<Vec<_>>());
    }

    #[test]
    fn a_queue_keeps_the_size_of_what_it_holds() {
        let mut t = Table::default();
        for i in 0..100_000 {
            t.insert(i as u64, key(i), key(i), &never).unwrap();
            if i >= 10 {
                let pos = find(&t, i - 10, (i - 10) as u64).unwrap();
                t.remove(pos, &never);
            }
        }
        assert_eq!(t.size(), 10);
        assert!(t.entries.capacity() <= 64, "entries capacity {}", t.entries.capacity());
        assert!(t.index.len() <= 64, "index size {}", t.index.len());
        assert_eq!(keys(&t), (99_990..100_000).collect::<Vec<_>>());
    }

    #[test]
    fn mass_deletion_shrinks_the_table() {
        let mut t = Table::default();
        for i in 0..10_000 {
            t.insert(i as u64, key(i), key(i), &never).unwrap();
        }
        let big = t.heap_bytes();
        for i in 0..9_990 {
            let pos = find(&t, i, i as u64).unwrap();
            t.remove(pos, &never);
        }
        assert!(t.heap_bytes() * 50 < big, "{} of {big} bytes", t.heap_bytes());
        assert_eq!(keys(&t), (9_990..10_000).collect::<Vec<_>>());
    }

    #[test]
    fn cursors_survive_rebuilds_and_clear() {
        let mut t = Table::default();
        for i in 0..1_000 {
            t.insert(i as u64, key(i), key(i), &never).unwrap();
        }
        // Visit 900 entries, deleting each one visited: the table is rebuilt on the way.
        let mut at = Cursor::default();
        for i in 0..900 {
            let (k, _, next) = t.next_from(at).unwrap();
            assert_eq!(k, key(i));
            t.remove(find(&t, i, i as u64).unwrap(), &never);
            at = next;
        }
        assert!(t.entries.len() < 1_000, "no rebuild happened");
        assert_eq!(t.next_from(at).map(|(k, ..)| k), Some(key(900)));
        // After a clear, the cursor sees what is added next (the spec's List keeps the
        // emptied entries, and the new ones come after them).
        t.clear();
        assert_eq!(t.next_from(at), None);
        t.insert(5, key(-5), key(-5), &never).unwrap();
        assert_eq!(t.next_from(at).map(|(k, ..)| k), Some(key(-5)));
    }

    #[test]
    fn a_table_at_the_last_sequence_number_refuses_more() {
        let mut t = Table { next_seq: MAX_SEQ - 1, ..Table::default() };
        t.insert(1, key(1), key(1), &never).unwrap();
        assert!(t.insert(2, key(2), key(2), &never).is_err());
        assert_eq!(keys(&t), [1]);
    }

    #[test]
    fn decoding_refuses_tables_whose_probes_could_fail() {
        let mut t = Table::default();
        for i in 0..5 {
            t.insert(i as u64, key(i), key(i), &never).unwrap();
        }
        let good = cairn_codec::to_vec(&t).unwrap();
        assert!(cairn_codec::from_slice::<Table>(&good).is_ok());
        let mut full = t.clone();
        for slot in &mut full.index {
            slot.pos = 0;
        }
        let bytes = cairn_codec::to_vec(&full).unwrap();
        assert!(cairn_codec::from_slice::<Table>(&bytes).is_err());
        let mut ended = t.clone();
        ended.next_seq = u64::MAX;
        let bytes = cairn_codec::to_vec(&ended).unwrap();
        assert!(cairn_codec::from_slice::<Table>(&bytes).is_err());
        let mut unordered = t.clone();
        unordered.entries.swap(0, 1);
        let bytes = cairn_codec::to_vec(&unordered).unwrap();
        assert!(cairn_codec::from_slice::<Table>(&bytes).is_err());
    }
}
