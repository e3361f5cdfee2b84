//! `Slots<T>`: an arena's slot table, which grows without long copies.
//!
//! A `Vec` of slots doubles by copying: an arena of a million objects copies a hundred
//! megabytes in one step, with no point in between where a run can be stopped (a
//! promise chain under a 100 ms deadline stopped 13 ms late, in the middle of such a
//! copy). Here the first slots, up to [`FIRST_BYTES`], are a `Vec` that grows as usual
//! (its largest copy is 2 MiB, a fraction of a millisecond), and the slots past them are
//! in chunks of [`CHUNK`] allocated whole, which never move. Most arenas never leave the
//! first part, and a slot there costs what a `Vec`'s does: one bounds check and one load;
//! past it, a slot is found out of line.

/// The most bytes the first part holds: the last doubling of its `Vec` copies half.
#[cfg(not(target_family = "wasm"))]
const FIRST_BYTES: usize = 4 << 20;
/// log2 of the slots in a chunk past the first part.
#[cfg(not(target_family = "wasm"))]
const CHUNK_SHIFT: u32 = 12;
/// The slots in a chunk past the first part.
#[cfg(not(target_family = "wasm"))]
const CHUNK: usize = 1 << CHUNK_SHIFT;

/// A growable table of `Option<T>` slots, indexed like a `Vec`; past the first
/// `Slots::<T>::FIRST` slots, slots never move.
#[cfg(not(target_family = "wasm"))]
pub(crate) struct Slots<T> {
    /// Slots `0..min(len, FIRST)`.
    first: Vec<Option<T>>,
    /// Slots from `FIRST` on: every chunk but the last holds exactly [`CHUNK`] slots,
    /// the last 1..=CHUNK. Empty until `first` is full.
    rest: Vec<Vec<Option<T>>>,
    /// The slots in all.
    len: usize,
}

#[cfg(not(target_family = "wasm"))]
impl<T> Default for Slots<T> {
    fn default() -> Self {
        Slots { first: Vec::new(), rest: Vec::new(), len: 0 }
    }
}

#[cfg(not(target_family = "wasm"))]
impl<T> Slots<T> {
    /// The slots of the first part: the largest power of two whose slots fit in
    /// [`FIRST_BYTES`] (32,768 objects, 65,536 strings), at least one chunk.
    const FIRST: usize = {
        let fit = FIRST_BYTES / size_of::<Option<T>>();
        let pow = if fit == 0 { 1 } else { 1 << (usize::BITS - 1 - fit.leading_zeros()) };
        if pow < CHUNK { CHUNK } else { pow }
    };

    /// The number of slots.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// Whether there is no slot.
    #[cfg(test)]
    pub(crate) fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Slot `i`, or `None` past the end.
    #[inline]
    pub(crate) fn get(&self, i: usize) -> Option<&Option<T>> {
        match self.first.get(i) {
            Some(slot) => Some(slot),
            None => self.get_past_first(i),
        }
    }

    /// `get` of a slot past the first part; `None` below it or past the end.
    #[inline]
    pub(crate) fn get_past_first(&self, i: usize) -> Option<&Option<T>> {
        let j = i.checked_sub(Self::FIRST)?;
        self.rest.get(j >> CHUNK_SHIFT)?.get(j & (CHUNK - 1))
    }

    /// Slot `i` mutably, or `None` past the end.
    #[inline(always)]
    pub(crate) fn get_mut(&mut self, i: usize) -> Option<&mut Option<T>> {
        if i < self.first.len() {
            return self.first.get_mut(i);
        }
        self.get_mut_past_first(i)
    }

    /// `get_mut` of a slot past the first part (or past the end).
    #[inline(never)]
    fn get_mut_past_first(&mut self, i: usize) -> Option<&mut Option<T>> {
        let j = i.checked_sub(Self::FIRST)?;
        self.rest.get_mut(j >> CHUNK_SHIFT)?.get_mut(j & (CHUNK - 1))
    }

    /// Appends a slot (inlined where an arena allocates: the first part is a `Vec`'s push).
    #[inline]
    pub(crate) fn push(&mut self, slot: Option<T>) {
        if self.len < Self::FIRST {
            self.first.push(slot);
            self.len += 1;
        } else {
            self.push_past_first(slot);
        }
    }

    /// `push` of a slot past the first part.
    #[inline(never)]
    fn push_past_first(&mut self, slot: Option<T>) {
        match self.rest.last_mut() {
            Some(last) if last.len() < CHUNK => last.push(slot),
            _ => {
                // Allocated whole, so that it is never copied.
                let mut chunk = Vec::with_capacity(CHUNK);
                chunk.push(slot);
                self.rest.push(chunk);
            }
        }
        self.len += 1;
    }

    /// Grows to `len` slots with free ones, or cuts to it.
    pub(crate) fn resize_free(&mut self, len: usize) {
        if len <= self.len {
            self.truncate(len);
            return;
        }
        while self.len < len {
            self.push(None);
        }
    }

    /// Drops the slots from `len` on, and the chunks left empty.
    pub(crate) fn truncate(&mut self, len: usize) {
        if len >= self.len {
            return;
        }
        match len.checked_sub(Self::FIRST) {
            None => {
                self.rest.clear();
                self.first.truncate(len);
            }
            Some(past) => {
                self.rest.truncate(past.div_ceil(CHUNK));
                if let Some(last) = self.rest.last_mut() {
                    last.truncate(past - (past.div_ceil(CHUNK) - 1) * CHUNK);
                }
            }
        }
        self.len = len;
    }

    /// The slots the table has room for (what it costs in memory).
    pub(crate) fn capacity(&self) -> usize {
        self.first.capacity() + self.rest.iter().map(Vec::capacity).sum::<usize>()
    }

    /// The slots in order.
    pub(crate) fn iter(&self) -> impl Iterator<Item = &Option<T>> {
        self.first.iter().chain(self.rest.iter().flatten())
    }

    /// The slots in one `Vec` (freezing an arena into a base).
    pub(crate) fn into_vec(self) -> Vec<Option<T>> {
        let mut all = self.first;
        for chunk in self.rest {
            all.extend(chunk);
        }
        all
    }
}

/// What both tables do with their first part (the native table's `Vec` of the first
/// slots, the module's only `Vec`).
impl<T> Slots<T> {
    /// Slot `i` if it is in the first part (what a `Vec`'s `get` costs): the hot paths
    /// try this, then [`Slots::get_past_first`] out of line.
    #[inline(always)]
    pub(crate) fn get_first(&self, i: usize) -> Option<&Option<T>> {
        self.first.get(i)
    }

    /// The number of slots in the first part.
    #[inline(always)]
    pub(crate) fn first_len(&self) -> usize {
        self.first.len()
    }

    /// Slot `i` mutably if it is in the first part (as [`Slots::get_first`]).
    #[inline(always)]
    pub(crate) fn get_first_mut(&mut self, i: usize) -> Option<&mut Option<T>> {
        self.first.get_mut(i)
    }

    /// Gives back the first part's spare room after a spike: when it has room for at
    /// least 4,096 slots and uses less than a quarter (chunks past it are freed by
    /// truncation).
    pub(crate) fn shrink_after_spike(&mut self) {
        if self.first.capacity() > 4096 && self.first.capacity() / 4 > self.first.len() {
            self.first.shrink_to(self.first.len() * 2);
        }
    }
}

/// The wasm module's slot table: one `Vec`. The module has no interrupt (its runs are
/// bounded by fuel and the heap limit; no thread can stop a step), so a long copy delays
/// nothing, and the chunks' code would only add to the module's size.
#[cfg(target_family = "wasm")]
pub(crate) struct Slots<T> {
    first: Vec<Option<T>>,
}

#[cfg(target_family = "wasm")]
impl<T> Default for Slots<T> {
    fn default() -> Self {
        Slots { first: Vec::new() }
    }
}

/// As the native table's methods, over the one `Vec`.
#[cfg(target_family = "wasm")]
impl<T> Slots<T> {
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.first.len()
    }
    #[inline]
    pub(crate) fn get(&self, i: usize) -> Option<&Option<T>> {
        self.first.get(i)
    }
    #[inline(always)]
    pub(crate) fn get_past_first(&self, _i: usize) -> Option<&Option<T>> {
        None
    }
    #[inline(always)]
    pub(crate) fn get_mut(&mut self, i: usize) -> Option<&mut Option<T>> {
        self.first.get_mut(i)
    }
    pub(crate) fn push(&mut self, slot: Option<T>) {
        self.first.push(slot);
    }
    pub(crate) fn resize_free(&mut self, len: usize) {
        self.first.resize_with(len, || None);
    }
    pub(crate) fn truncate(&mut self, len: usize) {
        self.first.truncate(len);
    }
    pub(crate) fn capacity(&self) -> usize {
        self.first.capacity()
    }
    pub(crate) fn iter(&self) -> impl Iterator<Item = &Option<T>> {
        self.first.iter()
    }
    pub(crate) fn into_vec(self) -> Vec<Option<T>> {
        self.first
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `Slots::<u32>::FIRST`.
    const FIRST: usize = Slots::<u32>::FIRST;

    fn filled(n: usize) -> Slots<u32> {
        let mut s = Slots::default();
        for i in 0..n {
            s.push(Some(i as u32));
        }
        s
    }

    #[test]
    fn slots_are_indexed_like_a_vec_across_chunks() {
        let n = FIRST + 3 * CHUNK + 5;
        let mut s = filled(n);
        assert_eq!(s.len(), n);
        for i in [0, 1, FIRST - 1, FIRST, FIRST + CHUNK, FIRST + 2 * CHUNK + 7, n - 1] {
            assert_eq!(s.get(i), Some(&Some(i as u32)));
            assert_eq!(s.get_mut(i), Some(&mut Some(i as u32)));
        }
        for past in [n, n + CHUNK, usize::MAX] {
            assert_eq!(s.get(past), None);
            assert_eq!(s.get_mut(past), None);
        }
        assert!(s.iter().copied().eq((0..n as u32).map(Some)));
        assert_eq!(s.into_vec(), (0..n as u32).map(Some).collect::<Vec<_>>());
    }

    #[test]
    fn slots_past_the_first_part_never_move_as_the_table_grows() {
        let mut s = filled(FIRST);
        let first: *const Option<u32> = s.get(0).unwrap();
        s.push(Some(0));
        let past: *const Option<u32> = s.get(FIRST).unwrap();
        for _ in 0..20 * CHUNK {
            s.push(None);
        }
        // A Vec would have copied its slots once more by now, and again at each doubling.
        assert!(std::ptr::eq(first, s.get(0).unwrap()));
        assert!(std::ptr::eq(past, s.get(FIRST).unwrap()));
        assert_eq!(s.first.capacity(), FIRST);
        // Chunks are allocated whole: filling them copies nothing.
        assert!(s.rest.iter().all(|c| c.capacity() == CHUNK));
    }

    #[test]
    fn truncation_and_growth_keep_every_chunk_but_the_last_full() {
        let mut s = filled(FIRST + 2 * CHUNK + 10);
        s.truncate(FIRST + CHUNK + 1);
        assert_eq!((s.len(), s.rest.len(), s.rest[1].len()), (FIRST + CHUNK + 1, 2, 1));
        s.truncate(FIRST + CHUNK);
        assert_eq!((s.len(), s.rest.len()), (FIRST + CHUNK, 1));
        assert_eq!(s.get(FIRST + CHUNK), None);
        s.resize_free(FIRST + CHUNK + 3);
        assert_eq!(s.get(FIRST + CHUNK + 2), Some(&None));
        assert_eq!(s.get(FIRST + CHUNK - 1), Some(&Some((FIRST + CHUNK) as u32 - 1)));
        s.truncate(10);
        assert_eq!((s.len(), s.first.len(), s.rest.len()), (10, 10, 0));
        s.resize_free(FIRST + 1);
        assert_eq!((s.get(10), s.get(FIRST)), (Some(&None), Some(&None)));
        s.truncate(0);
        assert!(s.is_empty() && s.first.is_empty() && s.rest.is_empty());
        s.push(Some(7));
        assert_eq!(s.get(0), Some(&Some(7)));
        *s.get_mut(0).unwrap() = None;
        assert_eq!(s.get(0), Some(&None));
    }

    #[test]
    fn a_spike_in_the_first_chunk_is_given_back() {
        let mut s = filled(2 * 4096);
        s.truncate(10);
        s.shrink_after_spike();
        assert!(s.capacity() <= 20 && s.capacity() >= 10);
        assert_eq!(s.get(9), Some(&Some(9)));
    }
}
