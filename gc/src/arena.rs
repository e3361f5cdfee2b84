//! `Arena<T>`: the slots of one heap type, their live bitset, and the sweep.

use std::rc::Rc;

use crate::base::BaseValues;
#[cfg(feature = "lazy_base")]
use crate::base::LoadValue;

use crate::bits::{Bits, ones};
use crate::error::HeapLimitExceeded;
use crate::handle::{Handle, HeapKind};
use crate::slots::Slots;
use crate::trace::{Liveness, Tracer};

/// The slots of one heap type.
///
/// Slots are `Option<T>` in one `Vec` (for VM types holding a `Vec`, `Box` or handle-free
/// enum the `Option` costs no byte: it uses the niche), plus a live bitset. An arena made
/// from a base image shares the base's values and holds only what the VM wrote: values
/// past the base in its own table, and copies of the base values it changed in a short
/// list, found through a map of one `u32` per base slot made in chunks as writes reach
/// them.
/// A fresh VM's arenas so cost a few words, not a table as long as the base. The free
/// list is the complement of that bitset: allocation takes the lowest free slot, found
/// from a cursor that only moves forward between sweeps, so reuse is lowest-index-first
/// (compact heaps, compact dumps) at amortized O(1) and with no free-list memory. A sweep
/// walks the bitsets 64 slots per step and touches only dead slots.
///
/// Everything is plain data indexed by `u32`: the slots, the bitset and the counters
/// are what a heap image would write.
pub struct Arena<T: HeapKind> {
    /// The values of the slots past the base: slot `base.len() + i` is `slots[i]`.
    slots: Slots<T>,
    /// The frozen values of a base image, shared by every arena made from it (empty
    /// when the arena did not start from an image). Never written. Behind an `Rc`, so that
    /// freezing an arena moves its slot table instead of copying it.
    base: Rc<BaseValues<T>>,
    /// `base.len()`, kept here: every `get` compares with it, and the length behind the
    /// `Rc` would cost a second load.
    base_len: usize,
    /// Per base slot, 0 while the slot holds its base value (or is free and was never
    /// written), else 1 + the index in `copies` of the slot's value: the VM wrote there
    /// (copy-on-write) and the base value is gone for good. Empty until the first write.
    copy_of: CopyIndex,
    /// The values of the base slots the VM wrote, with their slot; `None` once freed
    /// (the entry is reused if the slot is allocated again).
    copies: Vec<(u32, Option<T>)>,
    /// Bit i set iff base slot i is live and holds its base value (not written, not
    /// freed): one test answers what `live` and `copy_of` would together.
    shared: Bits,
    /// Bit i set iff slot i holds a live value (its own or the base's); as long as
    /// `slot_count()`, and bits past it are zero.
    live: Bits,
    /// Words before this one are all ones (full).
    cursor: usize,
    live_count: u32,
    /// Sum over live slots of `SLOT_BYTES + extra_bytes()`, as last measured.
    bytes: usize,
    max_slots: u32,
    /// What `get` returns for a dangling handle in release builds.
    dangling: T,
}

impl<T: HeapKind> Arena<T> {
    /// The bytes one slot occupies.
    pub const SLOT_BYTES: usize = size_of::<Option<T>>();

    /// An empty arena; at most `u32::MAX` slots (`u32::MAX` itself is never an index, so
    /// a VM can use it as a sentinel).
    pub fn new() -> Self {
        Self::with_max_slots(u32::MAX)
    }

    /// An empty arena of at most `max_slots` slots (allocation past it fails).
    pub fn with_max_slots(max_slots: u32) -> Self {
        Arena {
            slots: Slots::default(),
            base: Rc::new(BaseValues::eager(Vec::new())),
            base_len: 0,
            copy_of: CopyIndex::default(),
            copies: Vec::new(),
            shared: Bits::default(),
            live: Bits::default(),
            cursor: 0,
            live_count: 0,
            bytes: 0,
            max_slots,
            dangling: T::dangling(),
        }
    }

    /// Freezes a copy of the live values into a base other arenas can start from.
    pub fn freeze(&self) -> Frozen<T> {
        let values: Vec<Option<T>> =
            (0..self.slot_count()).map(|i| self.try_get(Handle::from_index(i)).cloned()).collect();
        Frozen {
            values: Rc::new(BaseValues::eager(values)),
            live: self.live.clone(),
            live_count: self.live_count,
            bytes: self.bytes,
        }
    }

    /// Freezes the live values into a base, moving them instead of copying: what
    /// [`Arena::freeze`] gives, for an arena nothing else will use (as one just read
    /// from an image). An arena made from a base itself is frozen by copy.
    pub fn into_frozen(self) -> Frozen<T> {
        if self.base_len != 0 {
            return self.freeze();
        }
        // Past a base a slot holds a value iff it is live, so the slots are the values.
        Frozen {
            values: Rc::new(BaseValues::eager(self.slots.into_vec())),
            live: self.live,
            live_count: self.live_count,
            bytes: self.bytes,
        }
    }

    /// An arena whose values start as `base`'s, shared until written (copy-on-write):
    /// making it copies the base's live bits, no value and no slot table.
    pub fn from_frozen(base: &Frozen<T>, max_slots: u32) -> Self {
        Arena {
            slots: Slots::default(),
            base: Rc::clone(&base.values),
            base_len: base.values.len(),
            copy_of: CopyIndex::default(),
            copies: Vec::new(),
            shared: base.live.clone(),
            live: base.live.clone(),
            cursor: 0,
            live_count: base.live_count,
            bytes: base.bytes,
            max_slots,
            dangling: T::dangling(),
        }
    }

    /// How many slots came from a base (0 when the arena did not start from one).
    #[inline]
    pub fn base_len(&self) -> u32 {
        self.base_len as u32
    }

    /// Whether live slot `index` holds a value that is not shared with the base: one
    /// written since the arena was made (copy-on-write copied it), or one past the base.
    #[inline]
    pub fn is_own(&self, index: u32) -> bool {
        self.live.get(index) && self.own_value(index).is_some()
    }

    /// The value the VM stored in slot `index` (past the base, or a base slot it
    /// wrote), live or not; `None` for a base value unchanged, a free slot or one out
    /// of range.
    #[inline]
    fn own_value(&self, index: u32) -> Option<&T> {
        let n = self.base_len;
        let i = index as usize;
        if i >= n {
            return self.slots.get(i - n)?.as_ref();
        }
        let k = self.copy_of.get(i);
        self.copies.get((k as usize).checked_sub(1)?)?.1.as_ref()
    }

    /// The live values not shared with the base ([`Arena::is_own`]), in index order:
    /// what a dump writes of this arena.
    pub fn iter_own(&self) -> impl Iterator<Item = (Handle<T>, &T)> + '_ {
        let n = self.base_len;
        let copies = self.copy_of.entries().into_iter().filter_map(move |(i, k)| {
            let value = self.copies.get(k as usize - 1)?.1.as_ref()?;
            Some((i as u32, value))
        });
        let past = self
            .slots
            .iter()
            .enumerate()
            .filter_map(move |(i, v)| Some(((n + i) as u32, v.as_ref()?)));
        copies
            .chain(past)
            .filter(|&(i, _)| self.live.get(i))
            .map(|(i, v)| (Handle::from_index(i), v))
    }

    /// The value slot `index` had in the base, whatever the VM did to it since.
    pub fn base_original(&self, index: u32) -> Option<&T> {
        self.base.get(index as usize)?.as_ref()
    }

    /// Brings an arena made from a base to the state a dump recorded (see
    /// [`Arena::iter_own`]): [`Arena::restore_one`] for each own value.
    pub fn restore(&mut self, own: Vec<(u32, T)>) -> Result<(), String> {
        if let Some(top) = own.iter().map(|&(i, _)| i + 1).max() {
            self.reserve_slots(top);
        }
        for (i, value) in own {
            self.restore_one(i, value)?;
        }
        Ok(())
    }

    /// Makes room for slots below `slots` (up to `max_slots`), so that restoring values
    /// up to it does not grow the slot vector step by step.
    pub fn reserve_slots(&mut self, slots: u32) {
        let slots = slots.min(self.max_slots);
        if slots > self.slot_count() {
            self.slots.resize_free(slots as usize - self.base_len);
            self.live.grow(slots);
        }
    }

    /// Stores a value a dump recorded at slot `index`, replacing the base value there if
    /// any. Base slots the dumped VM had collected are not freed: their values are
    /// unreachable garbage until the next collection, and no base value can then hold a
    /// handle to a free slot. A slot restored twice, or one at or past `max_slots`, is an
    /// error (the arena is then in an unspecified but safe state).
    pub fn restore_one(&mut self, index: u32, value: T) -> Result<(), String> {
        if index >= self.max_slots {
            return Err(format!("{}: slot {index} is past the arena's limit", T::NAME));
        }
        if self.is_own(index) {
            return Err(format!("{}: slot {index} is written twice", T::NAME));
        }
        if index >= self.slot_count() {
            self.reserve_slots(index + 1);
        }
        if self.live.get(index) {
            let replaced = self.base_value(index).map_or(0, |v| Self::SLOT_BYTES + v.extra_bytes());
            self.bytes = self.bytes.saturating_sub(replaced);
        } else {
            self.live.set(index);
            self.live_count += 1;
        }
        self.bytes += Self::SLOT_BYTES + value.extra_bytes();
        *self.slot_mut(index) = Some(value);
        // Slots below the cursor are full; a restored slot only fills one more.
        Ok(())
    }

    /// Stores `value` in the lowest free slot.
    ///
    /// Fails only when the arena has `max_slots` slots, all live. This does not check the
    /// heap's byte limit or count toward its collection trigger: use [`crate::Heap::alloc`]
    /// for that.
    pub fn alloc(&mut self, value: T) -> Result<Handle<T>, HeapLimitExceeded> {
        let extra = value.extra_bytes();
        self.alloc_measured(value, extra)
    }

    /// `alloc` with `extra_bytes` already measured.
    #[inline]
    pub(crate) fn alloc_measured(
        &mut self,
        value: T,
        extra: usize,
    ) -> Result<Handle<T>, HeapLimitExceeded> {
        let words = self.live.words();
        let mut w = self.cursor;
        while w < words.len() && words[w] == u64::MAX {
            w += 1;
        }
        self.cursor = w;
        let index = match words.get(w) {
            // The lowest zero bit: a free slot, or `slots.len()` (bits past it are zero).
            Some(&word) => w * 64 + word.trailing_ones() as usize,
            None => w * 64,
        };
        let count = self.slot_count() as usize;
        debug_assert!(index <= count);
        let past = index.wrapping_sub(self.base_len);
        if let Some(slot) = self.slots.get_mut(past) {
            // A free slot past the base (the usual reuse after a sweep).
            debug_assert!(slot.is_none());
            *slot = Some(value);
            self.live.set(index as u32);
        } else if index < count {
            // A freed base slot.
            let slot = self.slot_mut(index as u32);
            debug_assert!(slot.is_none());
            *slot = Some(value);
            self.live.set(index as u32);
        } else {
            if count >= self.max_slots as usize {
                return Err(HeapLimitExceeded::Slots { kind: T::KIND, max_slots: self.max_slots });
            }
            self.slots.push(Some(value));
            self.live.push_set();
        }
        self.live_count += 1;
        self.bytes += Self::SLOT_BYTES + extra;
        Ok(Handle::from_index(index as u32))
    }

    /// The value `handle` names.
    ///
    /// A dangling handle (its value was collected) or an out-of-range one is a VM bug:
    /// debug builds panic; release builds return the arena's [`HeapKind::dangling`] value.
    /// Never undefined behaviour.
    #[inline(always)]
    pub fn get(&self, handle: Handle<T>) -> &T {
        // Below the base the subtraction wraps to an index no table has: one bounds
        // check sends both base slots and free ones to `get_base`.
        let past = (handle.index() as usize).wrapping_sub(self.base_len);
        if let Some(Some(value)) = self.slots.get_first(past) {
            return value;
        }
        self.get_base(handle)
    }

    /// `get` of a slot past the first part of the slot table, of a base slot (the VM's
    /// copy if it wrote one, else the base value) or of a free slot (the dangling
    /// value). Not a cold path (every builtin prototype, method and shape of the base
    /// image is read here), but kept out of line so that `get`'s own-slot path stays
    /// small where it is inlined.
    #[inline(never)]
    fn get_base(&self, handle: Handle<T>) -> &T {
        let i = handle.index() as usize;
        if self.shared.get(handle.index())
            && let Some(Some(value)) = self.base.get(i)
        {
            return value;
        }
        // Written (a copy is taken out when its slot is freed: `Some` means live), or free.
        if let Some((_, Some(value))) =
            self.copies.get((self.copy_of.get(i) as usize).wrapping_sub(1))
        {
            return value;
        }
        // Past the slot table's first part (a large arena's newer values): neither test
        // above holds for a slot past the base, so base slots never pay for this one.
        if let Some(Some(value)) = self.slots.get_past_first(i.wrapping_sub(self.base_len)) {
            return value;
        }
        self.dangling_ref(handle)
    }

    /// The unchanged base value of live slot `index`, if it has one.
    #[inline]
    fn base_value(&self, index: u32) -> Option<&T> {
        if !self.shared.get(index) {
            return None;
        }
        self.base.get(index as usize)?.as_ref()
    }

    /// Where the VM's value of slot `index` (below `slot_count`) is kept: its place past
    /// the base, or its entry in `copies` (made on the first write to a base slot, after
    /// which the base value is no longer the slot's).
    fn slot_mut(&mut self, index: u32) -> &mut Option<T> {
        let n = self.base_len;
        let i = index as usize;
        if i >= n {
            // Below `slot_count` (the callers' contract): the slot exists.
            return self.slots.get_mut(i - n).expect("a slot below slot_count");
        }
        // The base value is no longer the slot's (whatever is stored next).
        self.shared.clear(index);
        let mut k = self.copy_of.get(i);
        if k == 0 {
            self.copies.push((index, None));
            k = self.copies.len() as u32;
            self.copy_of.set(i, k, n);
        }
        &mut self.copies[k as usize - 1].1
    }

    /// The VM's own value in slot `index`, copying the base value there first if the
    /// slot still shares it (copy-on-write); `None` when the slot is free.
    #[inline]
    fn own_mut(&mut self, index: u32) -> Option<&mut T> {
        if !self.live.get(index) {
            return None;
        }
        if let Some(value) = self.base_value(index).cloned() {
            *self.slot_mut(index) = Some(value);
        }
        self.slot_mut(index).as_mut()
    }

    /// The value `handle` names, mutably; as [`Arena::get`] for dangling handles (the
    /// write then goes to the dangling value). Changes to `extra_bytes` must go through
    /// [`Arena::update`] or [`crate::Heap::update`].
    #[inline]
    pub fn get_mut(&mut self, handle: Handle<T>) -> &mut T {
        // Past the base (as in `get`): no copy-on-write to consider.
        let past = (handle.index() as usize).wrapping_sub(self.base_len);
        if past < self.slots.first_len() {
            return live_or_dangling(self.slots.get_first_mut(past), &mut self.dangling, handle);
        }
        self.get_mut_slow(handle, past)
    }

    /// `get_mut` past the first part of the slot table (`past` is the handle's index
    /// less the base length), or of a base slot.
    #[inline(never)]
    fn get_mut_slow(&mut self, handle: Handle<T>, past: usize) -> &mut T {
        if past < self.slots.len() {
            return live_or_dangling(self.slots.get_mut(past), &mut self.dangling, handle);
        }
        let i = handle.index() as usize;
        if self.shared.get(handle.index()) {
            return self.copy_on_write(handle);
        }
        if let Some((_, Some(value))) =
            self.copies.get_mut((self.copy_of.get(i) as usize).wrapping_sub(1))
        {
            return value;
        }
        dangling_bug(handle);
        &mut self.dangling
    }

    /// `get_mut` of a base slot the VM has not written: its value becomes the VM's own.
    #[cold]
    #[inline(never)]
    fn copy_on_write(&mut self, handle: Handle<T>) -> &mut T {
        if self.own_mut(handle.index()).is_none() {
            dangling_bug(handle);
            return &mut self.dangling;
        }
        // `own_mut` made the slot's value the VM's own: `copies` holds it.
        let k = self.copy_of.get(handle.index() as usize) as usize - 1;
        self.copies[k].1.get_or_insert_with(T::dangling)
    }

    #[cold]
    fn dangling_ref(&self, handle: Handle<T>) -> &T {
        dangling_bug(handle);
        &self.dangling
    }

    /// Where the VM's copy of base slot `handle` is kept, for [`Arena::get_at`]: a caller
    /// that reads one written base object often (the global object) keeps it and skips
    /// the lookup `get` makes through `copy_of`. The default place names no copy.
    pub fn copy_place(&self, handle: Handle<T>) -> CopyPlace {
        let i = handle.index() as usize;
        if i >= self.base_len {
            return CopyPlace::default();
        }
        CopyPlace(self.copy_of.get(i))
    }

    /// `get`, through `place` when it names the copy of `handle` (from
    /// [`Arena::copy_place`]), else looking the slot up and keeping its place in
    /// `place` for the next time. A copy's entry belongs to one slot for good, so the
    /// slot index it records proves the place right whatever happened since.
    #[inline(always)]
    pub fn get_placed(&self, handle: Handle<T>, place: &mut CopyPlace) -> &T {
        if let Some((i, Some(value))) = self.copies.get((place.0 as usize).wrapping_sub(1))
            && *i == handle.index()
        {
            return value;
        }
        *place = self.copy_place(handle);
        self.get(handle)
    }

    /// [`Arena::get_placed`], mutably (as [`Arena::get_mut`]: a slot written once needs
    /// no copy-on-write again).
    #[inline(always)]
    pub fn get_mut_placed(&mut self, handle: Handle<T>, place: &mut CopyPlace) -> &mut T {
        let k = (place.0 as usize).wrapping_sub(1);
        if matches!(self.copies.get(k), Some((i, Some(_))) if *i == handle.index()) {
            return match &mut self.copies[k].1 {
                Some(value) => value,
                None => &mut self.dangling,
            };
        }
        self.get_mut_placed_slow(handle, place)
    }

    #[cold]
    #[inline(never)]
    fn get_mut_placed_slow(&mut self, handle: Handle<T>, place: &mut CopyPlace) -> &mut T {
        // Written first (copy-on-write), so that the place found names the copy.
        self.get_mut(handle);
        *place = self.copy_place(handle);
        self.get_mut(handle)
    }

    /// The value `handle` names, or `None` if its slot is free or out of range.
    #[inline]
    pub fn try_get(&self, handle: Handle<T>) -> Option<&T> {
        let index = handle.index();
        // Past the base a value is there iff the slot is live (as in `get`).
        let past = (index as usize).wrapping_sub(self.base_len);
        if let Some(slot) = self.slots.get(past) {
            return slot.as_ref();
        }
        if self.shared.get(index) {
            return self.base.get(index as usize)?.as_ref();
        }
        // A copy is taken out when its slot is freed: `Some` means live.
        self.copies.get((self.copy_of.get(index as usize) as usize).checked_sub(1)?)?.1.as_ref()
    }

    /// Whether `handle` names a live slot.
    #[inline]
    pub fn contains(&self, handle: Handle<T>) -> bool {
        self.live.get(handle.index())
    }

    /// Runs `f` on the value and re-measures its `extra_bytes`; returns `f`'s result and
    /// the change in bytes. A dangling handle runs `f` on the dangling value (delta 0).
    pub fn update<R>(&mut self, handle: Handle<T>, f: impl FnOnce(&mut T) -> R) -> (R, isize) {
        match self.own_mut(handle.index()) {
            Some(value) => {
                let before = value.extra_bytes();
                let result = f(value);
                let after = value.extra_bytes();
                self.bytes = (self.bytes + after).saturating_sub(before);
                (result, after as isize - before as isize)
            }
            None => {
                dangling_bug(handle);
                (f(&mut self.dangling), 0)
            }
        }
    }

    /// Live values.
    #[inline]
    pub fn len(&self) -> u32 {
        self.live_count
    }

    /// Whether no value is live.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.live_count == 0
    }

    /// Slots, live or free: one past the highest index in use.
    #[inline]
    pub fn slot_count(&self) -> u32 {
        (self.base_len + self.slots.len()) as u32
    }

    /// Bytes of the live values (slots plus `extra_bytes`), as last measured.
    #[inline]
    pub fn bytes(&self) -> usize {
        self.bytes
    }

    /// Measures the bytes of the live values from scratch, stores and returns it (O(live);
    /// for tests and for repairing counts after unreported changes).
    pub fn recount_bytes(&mut self) -> usize {
        self.bytes = self.iter().map(|(_, v)| Self::SLOT_BYTES + v.extra_bytes()).sum();
        self.bytes
    }

    /// The live values in index order (after a stopped sweep, also the dead values it
    /// left, until the next collection frees them).
    pub fn iter(&self) -> impl Iterator<Item = (Handle<T>, &T)> + '_ {
        self.live.words().iter().enumerate().flat_map(move |(w, &word)| {
            ones(w, word).filter_map(move |i| {
                let h = Handle::from_index(i);
                self.try_get(h).map(|v| (h, v))
            })
        })
    }

    /// Frees the live values of words `words` of the live bits that `marks` lacks
    /// (dropping them) and takes them off the counts. A sweep is such steps over all
    /// the words, then [`Arena::end_sweep`] (driven by [`sweep_arena`], which can stop
    /// between steps). O(words + freed).
    fn free_unmarked(&mut self, marks: &[u64], words: core::ops::Range<usize>) -> SweepCount {
        let mut freed = 0u32;
        let mut freed_bytes = 0usize;
        for w in words {
            let Some(&live) = self.live.words().get(w) else { break };
            let dead = live & !marks.get(w).copied().unwrap_or(0);
            if dead == 0 {
                continue;
            }
            self.live.set_word(w, live & !dead);
            for i in ones(w, dead) {
                let past = (i as usize).wrapping_sub(self.base_len);
                let bytes = if let Some(slot) = self.slots.get_mut(past) {
                    slot.take().map(|value| value.extra_bytes())
                } else if self.shared.get(i) {
                    // An unchanged base value: the slot is free now (its bits are clear).
                    self.shared.clear(i);
                    self.base.get(i as usize).and_then(Option::as_ref).map(T::extra_bytes)
                } else {
                    self.take_own(i).map(|value| value.extra_bytes())
                };
                if let Some(extra) = bytes {
                    freed += 1;
                    freed_bytes += Self::SLOT_BYTES + extra;
                }
            }
        }
        self.live_count -= freed;
        self.bytes = self.bytes.saturating_sub(freed_bytes);
        SweepCount { freed, freed_bytes }
    }

    /// The end of a sweep: trims free slots off the end and rewinds the allocation
    /// cursor.
    fn end_sweep(&mut self) {
        // Base slots stay counted (their values are shared, and a freed one may be
        // allocated again); free slots past them are trimmed.
        let n = self.base_len as u32;
        let end = self.live.end_of_ones().max(n);
        self.slots.truncate((end - n) as usize);
        self.live.truncate(end);
        // Give memory back after a spike, without reallocating on every sweep.
        self.slots.shrink_after_spike();
        self.cursor = 0;
    }

    /// A whole sweep with `marks` (see [`sweep_arena`]).
    #[cfg(test)]
    fn sweep_marks(&mut self, marks: &Bits, abort: &mut dyn FnMut() -> bool) -> SweepCount {
        sweep_arena(self, &mut marks.words().to_vec(), 0, abort).0
    }

    /// Marks the live base slots for a collection, so that marking never walks the base.
    ///
    /// A base is a closed heap: an unchanged base value holds only handles to base slots.
    /// Keeping every base slot alive therefore lets the collector mark the unchanged ones
    /// as a block of bits and trace none of them, which makes a collection (and so a
    /// dump) cost what the VM made, not the size of the base image. The VM's copies of
    /// base slots it wrote are marked as roots and traced: an unchanged base value may be
    /// their only holder, and they may hold new values. The cost is that a base value
    /// the script made unreachable (a deleted global) stays until the VM is dropped;
    /// it is shared with every other VM of the base, so that costs no memory of its own.
    pub fn mark_base(&self, tracer: &mut Tracer) {
        if self.base_len == 0 {
            return;
        }
        tracer.mark_block(T::KIND, self.shared.words());
        for (index, value) in &self.copies {
            if value.is_some() && self.live.get(*index) {
                tracer.mark(Handle::<T>::from_index(*index));
            }
        }
    }

    /// Takes the VM's own value out of slot `index`, if it holds one.
    fn take_own(&mut self, index: u32) -> Option<T> {
        let n = self.base_len;
        let i = index as usize;
        if i >= n {
            return self.slots.get_mut(i - n)?.take();
        }
        let k = self.copy_of.get(i);
        self.copies.get_mut((k as usize).checked_sub(1)?)?.1.take()
    }

    /// Bytes reserved by the slot vectors and bitset, live or not.
    fn reserved(&self) -> usize {
        self.slots.capacity() * Self::SLOT_BYTES
            + self.copies.capacity() * size_of::<(u32, Option<T>)>()
            + self.copy_of.heap_bytes()
            + self.live.heap_bytes()
            + self.shared.heap_bytes()
    }
}

/// Per base slot, 0 or 1 + the index of the slot's entry in an arena's `copies`, in
/// chunks made on the first write inside them: a fresh VM writes a few base values (the
/// global object, a prototype or two), and a table as long as the base, zeroed on that
/// first write, cost more than the rest of a small run's set-up.
#[derive(Default)]
struct CopyIndex {
    chunks: Vec<Option<Box<[u32; COPY_CHUNK]>>>,
}

/// Base slots per chunk of a [`CopyIndex`].
const COPY_CHUNK: usize = 128;

impl CopyIndex {
    /// The entry of base slot `i`: 0 while the slot was never written.
    #[inline]
    fn get(&self, i: usize) -> u32 {
        match self.chunks.get(i / COPY_CHUNK) {
            Some(Some(chunk)) => chunk[i % COPY_CHUNK],
            _ => 0,
        }
    }

    /// Sets the entry of base slot `i` (below `base_len`).
    fn set(&mut self, i: usize, k: u32, base_len: usize) {
        if self.chunks.is_empty() {
            self.chunks.resize_with(base_len.div_ceil(COPY_CHUNK), || None);
        }
        if let Some(chunk) = self.chunks.get_mut(i / COPY_CHUNK) {
            chunk.get_or_insert_with(|| Box::new([0; COPY_CHUNK]))[i % COPY_CHUNK] = k;
        }
    }

    /// The written base slots and their entries, in slot order. A list rather than an
    /// iterator: compiled once, not once per arena type (dumps call it, rarely).
    fn entries(&self) -> Vec<(usize, u32)> {
        let mut out = Vec::new();
        for (c, chunk) in self.chunks.iter().enumerate() {
            let Some(chunk) = chunk else { continue };
            for (j, &k) in chunk.iter().enumerate() {
                if k != 0 {
                    out.push((c * COPY_CHUNK + j, k));
                }
            }
        }
        out
    }

    /// Bytes the table holds on the heap.
    fn heap_bytes(&self) -> usize {
        self.chunks.capacity() * size_of::<Option<Box<[u32; COPY_CHUNK]>>>()
            + self.chunks.iter().flatten().count() * COPY_CHUNK * 4
    }
}

/// The values of an arena frozen as a base image (see [`Arena::freeze`]); cloning it
/// shares the values.
pub struct Frozen<T: HeapKind> {
    values: Rc<BaseValues<T>>,
    live: Bits,
    live_count: u32,
    bytes: usize,
}

impl<T: HeapKind> Clone for Frozen<T> {
    fn clone(&self) -> Self {
        Frozen {
            values: Rc::clone(&self.values),
            live: self.live.clone(),
            live_count: self.live_count,
            bytes: self.bytes,
        }
    }
}

impl<T: HeapKind> Frozen<T> {
    /// A base of `slot_count` slots whose live ones are `live` (each below
    /// `slot_count`), decoded by `load` when a VM first reads them
    /// ([`BaseValues::lazy`]). `encoded` is what the values' encodings take: the heap
    /// counts that and a slot each for the values, which are not measured until decoded.
    #[cfg(feature = "lazy_base")]
    pub fn lazy(
        slot_count: u32,
        live: impl IntoIterator<Item = u32>,
        encoded: usize,
        load: LoadValue<T>,
    ) -> Self {
        let mut bits = Bits::default();
        bits.grow(slot_count);
        let mut live_count = 0;
        for i in live {
            if i < slot_count && bits.insert(i) {
                live_count += 1;
            }
        }
        Frozen {
            values: Rc::new(BaseValues::lazy(slot_count, load)),
            live: bits,
            live_count,
            bytes: live_count as usize * Arena::<T>::SLOT_BYTES + encoded,
        }
    }

    /// Slots of the base, live or free.
    pub fn slot_count(&self) -> u32 {
        self.values.len() as u32
    }

    /// The live values in index order (after a stopped sweep, also the dead values it
    /// left, until the next collection frees them).
    pub fn iter(&self) -> impl Iterator<Item = (Handle<T>, &T)> + '_ {
        self.values
            .iter()
            .enumerate()
            .filter_map(|(i, v)| v.as_ref().map(|v| (Handle::from_index(i as u32), v)))
    }
}

impl<T: HeapKind> Default for Arena<T> {
    fn default() -> Self {
        Self::new()
    }
}

/// The value in a slot past the base, or the dangling value (reported as a bug) when
/// the slot is free.
#[inline]
fn live_or_dangling<'a, T: HeapKind>(
    slot: Option<&'a mut Option<T>>,
    dangling: &'a mut T,
    handle: Handle<T>,
) -> &'a mut T {
    if let Some(Some(value)) = slot {
        return value;
    }
    dangling_bug(handle);
    dangling
}

#[cold]
#[inline(never)]
fn dangling_bug<T: HeapKind>(handle: Handle<T>) {
    debug_assert!(false, "dangling or out-of-range handle {handle:?}");
    let _ = handle;
}

/// Sweeps `arena` from word `from` on: frees the live values `marks` lacks,
/// [`SWEEP_CHECK_WORDS`] words of live bits at a time, asking `abort` between two steps.
/// When it answers true at word `w`, the sweep stops there so that a run being
/// interrupted does not wait for millions of values to be dropped: the marks of words
/// `w..` become the dead bits there ([`defer_sweep`]) and `Some(w)` is returned, for
/// [`finish_sweep`]. Not generic: only a step is per type.
pub(crate) fn sweep_arena(
    arena: &mut dyn AnyArena,
    marks: &mut [u64],
    from: usize,
    abort: &mut dyn FnMut() -> bool,
) -> (SweepCount, Option<usize>) {
    let words = arena.live_words().len().min(marks.len());
    let mut count = SweepCount::default();
    let mut w = from;
    while w < words {
        if w > from && abort() {
            defer_sweep(arena, marks, w);
            arena.end_sweep();
            return (count, Some(w));
        }
        let end = (w + SWEEP_CHECK_WORDS).min(words);
        let step = arena.free_unmarked(marks, w..end);
        count.freed += step.freed;
        count.freed_bytes += step.freed_bytes;
        w = end;
    }
    arena.end_sweep();
    (count, None)
}

/// Turns the marks of words `from..` of `arena` into its dead bits there (live and not
/// marked): what a stopped sweep leaves. Those values are unreachable and their weak
/// references cleared; their live bits keep allocation off their slots, and a slot
/// allocated later is free now, so its dead bit stays clear.
pub(crate) fn defer_sweep(arena: &dyn AnyArena, marks: &mut [u64], from: usize) {
    for (m, &live) in marks.iter_mut().zip(arena.live_words()).skip(from) {
        *m = live & !*m;
    }
}

/// Frees the dead values a stopped sweep left in `arena` from word `from` on (their bits
/// in `marks`, see [`defer_sweep`]), as [`sweep_arena`] frees.
pub(crate) fn finish_sweep(
    arena: &mut dyn AnyArena,
    marks: &mut [u64],
    from: usize,
    abort: &mut dyn FnMut() -> bool,
) -> (SweepCount, Option<usize>) {
    // Marks that lack exactly the dead values.
    for m in marks.iter_mut().skip(from) {
        *m = !*m;
    }
    sweep_arena(arena, marks, from, abort)
}

/// How many words of live bits a sweep frees between two questions to its abort check
/// (64 slots a word): a few hundred microseconds of dropping values at most.
const SWEEP_CHECK_WORDS: usize = 64;

/// Where a written base slot's value is kept ([`Arena::copy_place`]): 1 + its index in
/// the arena's copies, or 0 for none.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CopyPlace(u32);

/// What a sweep freed in one arena.
#[derive(Clone, Copy, Debug, Default)]
pub struct SweepCount {
    /// Values freed.
    pub freed: u32,
    /// Bytes freed (slots plus `extra_bytes`).
    pub freed_bytes: usize,
}

pub(crate) mod sealed {
    /// What only this crate sees of an arena.
    pub trait Sealed {
        /// The words of the live bits (bit i set iff slot i holds a live value).
        fn live_words(&self) -> &[u64];
        /// One step of a sweep (see [`super::sweep_arena`]): frees the live values of
        /// words `words` that `marks` lacks.
        fn free_unmarked(
            &mut self,
            marks: &[u64],
            words: core::ops::Range<usize>,
        ) -> super::SweepCount;
        /// The end of a sweep: trims free slots off the end.
        fn end_sweep(&mut self);
    }
    impl<T: crate::HeapKind> Sealed for crate::Arena<T> {
        fn live_words(&self) -> &[u64] {
            self.live.words()
        }
        fn free_unmarked(
            &mut self,
            marks: &[u64],
            words: core::ops::Range<usize>,
        ) -> super::SweepCount {
            crate::Arena::free_unmarked(self, marks, words)
        }
        fn end_sweep(&mut self) {
            crate::Arena::end_sweep(self)
        }
    }
}

/// An arena with its type erased: what [`crate::Spaces`] lists so the collector can size
/// mark bits, trace, clear weak references and sweep each arena. Only `Arena<T>`
/// implements it.
pub trait AnyArena: sealed::Sealed {
    /// `HeapKind::KIND` of the values.
    fn kind(&self) -> u8;
    /// `HeapKind::NAME` of the values.
    fn name(&self) -> &'static str;
    /// `HeapKind::LEAF` of the values.
    fn is_leaf(&self) -> bool;
    /// Slots, live or free.
    fn slot_count(&self) -> u32;
    /// Live values.
    fn live_count(&self) -> u32;
    /// Bytes of the live values.
    fn live_bytes(&self) -> usize;
    /// Bytes reserved by the slot vector and bitset.
    fn reserved_bytes(&self) -> usize;
    /// Whether slot `index` holds a live value.
    fn is_live(&self, index: u32) -> bool;
    /// Traces the part of the value in slot `index` that starts at `from` (nothing if
    /// the slot is free); where its next part starts, as [`crate::Trace::trace_from`].
    fn trace_slot_from(&self, index: u32, tracer: &mut Tracer, from: usize) -> Option<usize>;
    /// Traces every value the arena owns ([`Arena::is_own`]): all of them, unless it
    /// started from a base.
    fn trace_own(&self, tracer: &mut Tracer);
    /// Marks every live base slot at the start of a collection: unchanged base values
    /// without tracing them, the VM's copies of base slots as roots (see
    /// [`Arena::mark_base`]).
    fn mark_base(&self, tracer: &mut Tracer);
    /// Calls `HeapKind::clear_weak` on the value in slot `index`.
    fn clear_weak_slot(&mut self, index: u32, live: &Liveness<'_>) -> bool;
}

impl<T: HeapKind> AnyArena for Arena<T> {
    fn kind(&self) -> u8 {
        T::KIND
    }
    fn name(&self) -> &'static str {
        T::NAME
    }
    fn is_leaf(&self) -> bool {
        T::LEAF
    }
    fn slot_count(&self) -> u32 {
        Arena::slot_count(self)
    }
    fn live_count(&self) -> u32 {
        self.live_count
    }
    fn live_bytes(&self) -> usize {
        self.bytes
    }
    fn reserved_bytes(&self) -> usize {
        self.reserved()
    }
    fn is_live(&self, index: u32) -> bool {
        self.live.get(index)
    }
    #[inline]
    fn trace_slot_from(&self, index: u32, tracer: &mut Tracer, from: usize) -> Option<usize> {
        match self.try_get(Handle::from_index(index)) {
            Some(value) => value.trace_from(tracer, from),
            None => {
                debug_assert!(false, "traced dangling {:?}", Handle::<T>::from_index(index));
                None
            }
        }
    }
    fn trace_own(&self, tracer: &mut Tracer) {
        for (handle, value) in self.iter_own() {
            tracer.current = Some(handle.erase());
            value.trace(tracer);
        }
        tracer.current = None;
    }
    fn mark_base(&self, tracer: &mut Tracer) {
        Arena::mark_base(self, tracer);
    }
    fn clear_weak_slot(&mut self, index: u32, live: &Liveness<'_>) -> bool {
        let Some(value) = self.own_mut(index) else {
            return false;
        };
        let before = value.extra_bytes();
        let work = value.clear_weak(live);
        let after = value.extra_bytes();
        // Clearing entries may shrink owned buffers.
        self.bytes = (self.bytes + after).saturating_sub(before);
        work
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{HeapSize, Trace};

    #[derive(Clone)]
    struct Cell(u32);
    impl Trace for Cell {
        fn trace(&self, _: &mut Tracer) {}
    }
    impl HeapSize for Cell {}
    impl HeapKind for Cell {
        const KIND: u8 = 0;
        const NAME: &'static str = "cell";
        const LEAF: bool = true;
        fn dangling() -> Self {
            Cell(u32::MAX)
        }
    }

    fn sweep_keeping(arena: &mut Arena<Cell>, keep: &[Handle<Cell>]) -> SweepCount {
        let mut marks = Bits::default();
        marks.reset(arena.slot_count());
        for h in keep {
            marks.insert(h.index());
        }
        arena.sweep_marks(&marks, &mut || false)
    }

    #[test]
    fn reuse_is_lowest_index_first_and_tail_is_trimmed() {
        let mut a = Arena::<Cell>::new();
        let hs: Vec<_> = (0..200).map(|i| a.alloc(Cell(i)).expect("room")).collect();
        let keep: Vec<_> = hs.iter().copied().filter(|h| h.index() % 3 == 0).collect();
        let freed = sweep_keeping(&mut a, &keep);
        assert_eq!(freed.freed, 200 - keep.len() as u32);
        assert_eq!(a.len(), keep.len() as u32);
        // The highest kept index is 198: slots past it are trimmed.
        assert_eq!(a.slot_count(), 199);
        let again: Vec<_> =
            (0..5).map(|i| a.alloc(Cell(1000 + i)).expect("room").index()).collect();
        assert_eq!(again, vec![1, 2, 4, 5, 7]);
        assert_eq!(a.get(Handle::from_index(3)).0, 3);
        assert!(!a.contains(Handle::from_index(8)));
        assert!(a.try_get(Handle::from_index(8)).is_none());
        assert_eq!(a.bytes(), a.recount_bytes());
    }

    #[test]
    fn max_slots_is_an_error_not_a_panic() {
        let mut a = Arena::<Cell>::with_max_slots(2);
        a.alloc(Cell(0)).expect("room");
        a.alloc(Cell(1)).expect("room");
        assert_eq!(
            a.alloc(Cell(2)).map(Handle::index),
            Err(HeapLimitExceeded::Slots { kind: 0, max_slots: 2 })
        );
    }

    #[test]
    fn iter_yields_live_in_order() {
        let mut a = Arena::<Cell>::new();
        let hs: Vec<_> = (0..130).map(|i| a.alloc(Cell(i)).expect("room")).collect();
        sweep_keeping(&mut a, &[hs[3], hs[64], hs[129]]);
        let got: Vec<_> = a.iter().map(|(h, v)| (h.index(), v.0)).collect();
        assert_eq!(got, vec![(3, 3), (64, 64), (129, 129)]);
    }

    #[cfg(not(debug_assertions))]
    #[test]
    fn dangling_get_returns_the_dangling_value_in_release() {
        let mut a = Arena::<Cell>::new();
        let h = a.alloc(Cell(7)).expect("room");
        sweep_keeping(&mut a, &[]);
        assert_eq!(a.get(h).0, u32::MAX);
        assert_eq!(a.get(Handle::from_index(99)).0, u32::MAX);
    }

    #[test]
    fn the_copy_index_makes_only_the_chunks_written_and_lists_entries_in_slot_order() {
        let mut index = CopyIndex::default();
        assert_eq!(index.get(5), 0);
        index.set(300, 1, 1000);
        index.set(7, 2, 1000);
        index.set(301, 3, 1000);
        assert_eq!((index.get(7), index.get(300), index.get(301), index.get(8)), (2, 1, 3, 0));
        assert_eq!(index.entries(), vec![(7, 2), (300, 1), (301, 3)]);
        // Two chunks of the eight a 1,000-slot base needs.
        assert_eq!(index.chunks.len(), 8);
        assert_eq!(index.chunks.iter().flatten().count(), 2);
        // Past the base: nothing, and no panic.
        assert_eq!(index.get(5000), 0);
    }

    #[test]
    fn arenas_from_a_frozen_base_copy_on_write() {
        let mut a = Arena::<Cell>::new();
        let hs: Vec<_> = (0..100).map(|i| a.alloc(Cell(i)).expect("room")).collect();
        sweep_keeping(&mut a, &hs[..90]);
        let base = a.freeze();
        assert_eq!(base.slot_count(), 90);

        let mut b = Arena::from_frozen(&base, u32::MAX);
        let mut c = Arena::from_frozen(&base, u32::MAX);
        assert_eq!(b.len(), 90);
        assert_eq!(b.get(hs[7]).0, 7);
        assert!(!b.is_own(7));
        b.get_mut(hs[7]).0 = 700;
        assert!(b.is_own(7));
        assert_eq!(b.get(hs[7]).0, 700);
        // The base and the other arena made from it are unchanged.
        assert_eq!(c.get(hs[7]).0, 7);
        assert_eq!(base.iter().nth(7).map(|(_, v)| v.0), Some(7));

        // Only the written slot was copied; new values go past the base.
        assert_eq!(b.copies.len(), 1);
        assert!(b.slots.is_empty());
        let n = b.alloc(Cell(1234)).expect("room");
        assert_eq!(n.index(), 90);
        assert!(b.is_own(90));
        // A sweep frees unchanged base values too.
        let freed = sweep_keeping(&mut b, &[hs[3], hs[7], n]);
        assert_eq!(freed.freed, 88);
        assert_eq!(b.get(hs[3]).0, 3);
        assert_eq!(b.try_get(hs[4]).map(|v| v.0), None);
        assert_eq!(
            b.iter().map(|(h, v)| (h.index(), v.0)).collect::<Vec<_>>(),
            vec![(3, 3), (7, 700), (90, 1234)]
        );
        // A freed base slot is reused by allocation and no longer reads the base.
        let r = b.alloc(Cell(55)).expect("room");
        assert_eq!(r.index(), 0);
        assert_eq!(b.get(r).0, 55);
        c.get_mut(hs[0]).0 = 9;
        assert_eq!(c.get(hs[0]).0, 9);
    }

    #[test]
    fn copy_places_name_one_written_base_slot() {
        let mut a = Arena::<Cell>::new();
        let hs: Vec<_> = (0..10).map(|i| a.alloc(Cell(i)).expect("room")).collect();
        let base = a.freeze();
        let mut b = Arena::from_frozen(&base, u32::MAX);
        // Not written yet: no copy to name, the base value is read.
        let mut p2 = CopyPlace::default();
        assert_eq!(b.get_placed(hs[2], &mut p2).0, 2);
        assert_eq!(p2, CopyPlace::default());
        // A mutable use writes the slot and keeps the place of its copy.
        b.get_mut_placed(hs[2], &mut p2).0 = 20;
        assert_ne!(p2, CopyPlace::default());
        assert_eq!(p2, b.copy_place(hs[2]));
        b.get_mut(hs[5]).0 = 50;
        let mut p5 = b.copy_place(hs[5]);
        assert_ne!(p2, p5);
        // A place given for another slot is not used, and is replaced by the right one.
        let mut wrong = p2;
        assert_eq!(b.get_placed(hs[5], &mut wrong).0, 50);
        assert_eq!(wrong, p5);
        let mut wrong = p5;
        b.get_mut_placed(hs[2], &mut wrong).0 = 21;
        assert_eq!((b.get(hs[2]).0, wrong), (21, p2));
        // Freed: the place names no value; allocated again there: the new one.
        sweep_keeping(&mut b, &[hs[2]]);
        assert_eq!(b.get_placed(hs[2], &mut p2).0, 21);
        let n = b.alloc(Cell(99)).expect("room");
        assert!(n.index() < 10);
        let mut pn = b.copy_place(n);
        assert_eq!(b.get_placed(n, &mut pn).0, 99);
        assert_eq!(b.get_placed(hs[2], &mut p5).0, 21);
    }

    #[test]
    fn into_frozen_gives_what_freeze_gives() {
        let mut a = Arena::<Cell>::new();
        let hs: Vec<_> = (0..100).map(|i| a.alloc(Cell(i)).expect("room")).collect();
        sweep_keeping(&mut a, &[&hs[..10], &hs[20..95]].concat());
        let copied = a.freeze();
        let moved = a.into_frozen();
        let values = |f: &Frozen<Cell>| f.iter().map(|(h, v)| (h.index(), v.0)).collect::<Vec<_>>();
        assert_eq!(values(&moved), values(&copied));
        assert_eq!(moved.slot_count(), copied.slot_count());
        let (b, c) = (Arena::from_frozen(&moved, u32::MAX), Arena::from_frozen(&copied, u32::MAX));
        assert_eq!((b.len(), b.bytes(), b.slot_count()), (c.len(), c.bytes(), c.slot_count()));
        assert!(!b.contains(hs[10]) && b.contains(hs[20]));
    }

    #[test]
    fn freed_base_slots_are_reused_and_dumps_list_what_the_vm_wrote() {
        let mut a = Arena::<Cell>::new();
        let hs: Vec<_> = (0..50).map(|i| a.alloc(Cell(i)).expect("room")).collect();
        let base = a.freeze();
        let mut b = Arena::from_frozen(&base, u32::MAX);
        b.get_mut(hs[5]).0 = 500;
        let past = b.alloc(Cell(77)).expect("room");
        assert_eq!(past.index(), 50);
        // Slot 0 (never written) and 5 (written) are freed, then allocated again.
        sweep_keeping(&mut b, &[&hs[1..5], &hs[6..], &[past]].concat());
        assert!(!b.contains(hs[0]) && !b.contains(hs[5]));
        assert_eq!(b.try_get(hs[5]).map(|v| v.0), None);
        let r0 = b.alloc(Cell(88)).expect("room");
        let r5 = b.alloc(Cell(99)).expect("room");
        assert_eq!((r0.index(), r5.index()), (0, 5));
        assert_eq!((b.get(r0).0, b.get(r5).0), (88, 99));
        // The entry of slot 5 was reused: one per written base slot.
        assert_eq!(b.copies.len(), 2);
        let own: Vec<_> = b.iter_own().map(|(h, v)| (h.index(), v.0)).collect();
        assert_eq!(own, vec![(0, 88), (5, 99), (50, 77)]);
        assert_eq!(b.bytes(), b.recount_bytes());
        // Another arena of the same base still reads the base.
        let c = Arena::from_frozen(&base, u32::MAX);
        assert_eq!((c.get(hs[0]).0, c.get(hs[5]).0), (0, 5));
        assert_eq!(c.slot_count(), 50);
    }

    #[test]
    fn restored_values_fill_base_slots_and_slots_past_it() {
        let mut a = Arena::<Cell>::new();
        let hs: Vec<_> = (0..10).map(|i| a.alloc(Cell(i)).expect("room")).collect();
        let base = a.freeze();
        let mut b = Arena::from_frozen(&base, 20);
        b.restore(vec![(3, Cell(30)), (12, Cell(120))]).expect("restores");
        assert_eq!((b.get(hs[3]).0, b.get(Handle::from_index(12)).0), (30, 120));
        assert_eq!(b.slot_count(), 13);
        assert!(!b.contains(Handle::from_index(11)));
        assert!(b.restore_one(3, Cell(0)).is_err(), "written twice");
        assert!(b.restore_one(20, Cell(0)).is_err(), "past the limit");
        // Slots 10 and 11 were left free, lowest first.
        assert_eq!(b.alloc(Cell(1)).expect("room").index(), 10);
        assert_eq!(b.alloc(Cell(2)).expect("room").index(), 11);
        assert_eq!(b.alloc(Cell(3)).expect("room").index(), 13);
        assert_eq!(b.bytes(), b.recount_bytes());
    }
}
