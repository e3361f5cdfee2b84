//! `Slots<T>`: an arena's slot table, laid out so that an arena made from a base image
//! costs nothing per base slot to make or to drop.
//!
//! Logically it is a `Vec<Option<T>>` of `len` slots in which `None` below the base
//! length means "the base value, unchanged" (the arena's live bits say whether there is
//! one). Stored that way, every new VM wrote a `None` per base slot and its drop read
//! them all back, which cost more than the rest of making the VM. Here the slots past the
//! base are a plain vector (`tail`), and a slot below the base that the VM wrote to (a
//! copy-on-write copy, or a new value in a freed base slot) gets a place in `copies`,
//! found through `cow`, whose chunks of [`CHUNK`] slots are made on the first write
//! among them (a VM writes to few base values: the global object, a few shapes).

/// Base slots per chunk of `Slots::cow`.
const CHUNK: usize = 64;

/// The slot table of one arena (see the module docs).
pub(crate) struct Slots<T> {
    /// Slots below this index are the base's.
    base_len: usize,
    /// Slots in the table (past the end: out of range). May be below `base_len` after a
    /// sweep trimmed free base slots off the end.
    len: usize,
    /// Below `base_len`, by chunks of `CHUNK` slots: 0 while the slot has no place in
    /// `copies`, else 1 + its place; a chunk not made yet is all 0. Empty until the first
    /// write below `base_len`.
    cow: Vec<Option<Box<[u32; CHUNK]>>>,
    /// The values of written base slots (`None` once freed again), by place.
    copies: Vec<Option<T>>,
    /// The base slot index of each place in `copies`.
    copy_index: Vec<u32>,
    /// Slots `base_len..`: `tail[i - base_len]`; `tail.len() == len.saturating_sub(base_len)`.
    tail: Vec<Option<T>>,
    /// Always `None`: what a shared base slot reads as.
    none: Option<T>,
}

impl<T> Slots<T> {
    /// An empty table with no base.
    pub(crate) fn new() -> Self {
        Self::with_base(0)
    }

    /// A table of `base_len` slots, all reading as the base's.
    pub(crate) fn with_base(base_len: usize) -> Self {
        Slots {
            base_len,
            len: base_len,
            cow: Vec::new(),
            copies: Vec::new(),
            copy_index: Vec::new(),
            tail: Vec::new(),
            none: None,
        }
    }

    /// Slots in the table.
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    /// The value the VM holds in slot `i` (`None` for a free slot or a shared base
    /// slot), or `None` out of range. The common case, a slot past the base, is one
    /// subtraction and one bounds check.
    #[inline]
    pub(crate) fn get(&self, i: usize) -> Option<&Option<T>> {
        match self.tail.get(i.wrapping_sub(self.base_len)) {
            Some(slot) => Some(slot),
            None => self.get_below_base(i),
        }
    }

    /// `get` of a slot below the base (or out of range).
    #[inline]
    fn get_below_base(&self, i: usize) -> Option<&Option<T>> {
        if i >= self.len.min(self.base_len) {
            return None;
        }
        match self.cow_place(i) {
            0 => Some(&self.none),
            place => self.copies.get(place as usize - 1),
        }
    }

    /// `cow` of base slot `i`: 0, or 1 + its place in `copies`.
    #[inline]
    fn cow_place(&self, i: usize) -> u32 {
        match self.cow.get(i / CHUNK) {
            Some(Some(chunk)) => chunk[i % CHUNK],
            _ => 0,
        }
    }

    /// Slot `i` for writing, or `None` out of range. A base slot gets its place in
    /// `copies` here.
    #[inline]
    pub(crate) fn get_mut(&mut self, i: usize) -> Option<&mut Option<T>> {
        if i >= self.base_len {
            return self.tail.get_mut(i - self.base_len);
        }
        if i >= self.len {
            return None;
        }
        let place = self.place(i);
        self.copies.get_mut(place)
    }

    /// The place in `copies` of base slot `i` (below `base_len` and `len`), made if needed.
    fn place(&mut self, i: usize) -> usize {
        if self.cow.is_empty() {
            self.cow.resize_with(self.base_len.div_ceil(CHUNK), || None);
        }
        let Some(slot) = self.cow.get_mut(i / CHUNK) else {
            // Not reachable for `i < base_len`; a place of its own keeps this total.
            self.copies.push(None);
            self.copy_index.push(i as u32);
            return self.copies.len() - 1;
        };
        let chunk = slot.get_or_insert_with(|| Box::new([0; CHUNK]));
        match chunk[i % CHUNK] {
            0 => {
                self.copies.push(None);
                self.copy_index.push(i as u32);
                chunk[i % CHUNK] = self.copies.len() as u32;
                self.copies.len() - 1
            }
            place => place as usize - 1,
        }
    }

    /// Takes the VM's value out of slot `i`, if it holds one (no place is made).
    pub(crate) fn take(&mut self, i: usize) -> Option<T> {
        if i >= self.base_len {
            return self.tail.get_mut(i - self.base_len)?.take();
        }
        match self.cow_place(i) {
            0 => None,
            place => self.copies.get_mut(place as usize - 1)?.take(),
        }
    }

    /// Appends a slot holding `value` at index `len`.
    pub(crate) fn push(&mut self, value: Option<T>) {
        if self.len >= self.base_len {
            self.tail.push(value);
        } else if let Some(slot) = self.get_mut_unchecked_len(self.len) {
            *slot = value;
        }
        self.len += 1;
    }

    /// `get_mut` of base slot `i` below `base_len`, ignoring `len` (for growing back
    /// into base slots a sweep trimmed).
    fn get_mut_unchecked_len(&mut self, i: usize) -> Option<&mut Option<T>> {
        let place = self.place(i);
        self.copies.get_mut(place)
    }

    /// Grows the table to `new_len` free slots (no-op if it is that long already).
    pub(crate) fn grow_to(&mut self, new_len: usize) {
        while self.len < new_len.min(self.base_len) {
            // Base slots trimmed by a sweep come back free: drop what a copy held.
            let i = self.len;
            self.take(i);
            self.len += 1;
        }
        if new_len > self.len {
            self.tail.resize_with(new_len - self.base_len, || None);
            self.len = new_len;
        }
    }

    /// Shortens the table to `new_len` slots, dropping what the removed slots hold.
    pub(crate) fn truncate(&mut self, new_len: usize) {
        if new_len >= self.len {
            return;
        }
        self.tail.truncate(new_len.saturating_sub(self.base_len));
        for i in new_len..self.len.min(self.base_len) {
            self.take(i);
        }
        self.len = new_len;
    }

    /// Room for `additional` more slots past the base without reallocating.
    pub(crate) fn reserve_tail(&mut self, additional: usize) {
        self.tail.reserve(additional);
    }

    /// Gives tail memory back after a spike, without reallocating on every sweep.
    pub(crate) fn shrink_after_sweep(&mut self) {
        if self.tail.capacity() > 4096 && self.tail.capacity() / 4 > self.tail.len() {
            self.tail.shrink_to(self.tail.len() * 2);
        }
    }

    /// The slots holding a value of the VM's own, in index order.
    pub(crate) fn iter_some(&self) -> impl Iterator<Item = (usize, &T)> + '_ {
        let below = self
            .cow
            .iter()
            .enumerate()
            .filter_map(|(c, chunk)| Some((c, chunk.as_ref()?)))
            .flat_map(|(c, chunk)| chunk.iter().enumerate().map(move |(k, &p)| (c * CHUNK + k, p)))
            .take_while(|&(i, _)| i < self.len.min(self.base_len))
            .filter_map(move |(i, place)| {
                let value = self.copies.get(place.checked_sub(1)? as usize)?.as_ref()?;
                Some((i, value))
            });
        let past = self
            .tail
            .iter()
            .enumerate()
            .filter_map(move |(j, v)| v.as_ref().map(|v| (self.base_len + j, v)));
        below.chain(past)
    }

    /// The slots holding a value of the VM's own, mutably, in index order.
    pub(crate) fn iter_some_mut(&mut self) -> std::vec::IntoIter<(usize, &mut T)> {
        let base_len = self.base_len;
        let mut all: Vec<(usize, &mut T)> = self
            .copies
            .iter_mut()
            .zip(self.copy_index.iter())
            .filter_map(|(v, &i)| v.as_mut().map(|v| (i as usize, v)))
            .collect();
        all.sort_unstable_by_key(|&(i, _)| i);
        all.extend(
            self.tail
                .iter_mut()
                .enumerate()
                .filter_map(|(j, v)| v.as_mut().map(|v| (base_len + j, v))),
        );
        all.into_iter()
    }

    /// Bytes reserved by the table, used or not.
    pub(crate) fn reserved_bytes(&self) -> usize {
        let slot = size_of::<Option<T>>();
        self.cow.capacity() * size_of::<Option<Box<[u32; CHUNK]>>>()
            + self.cow.iter().flatten().count() * CHUNK * 4
            + self.copy_index.capacity() * 4
            + (self.copies.capacity() + self.tail.capacity()) * slot
    }

    /// The tail's buffer (tests check it is not reallocated or copied).
    #[cfg(test)]
    pub(crate) fn tail_ptr(&self) -> *const Option<T> {
        self.tail.as_ptr()
    }

    /// Values stored below the base (tests).
    #[cfg(test)]
    pub(crate) fn copies_len(&self) -> usize {
        self.copies.len()
    }
}

#[cfg(test)]
mod tests {
    use super::Slots;

    /// The same operations on a plain `Vec<Option<T>>` and on `Slots`, compared.
    #[test]
    fn behaves_as_a_vector_of_options() {
        for base_len in [0usize, 1, 5, 64, 130] {
            let mut model: Vec<Option<u32>> = vec![None; base_len];
            let mut slots = Slots::<u32>::with_base(base_len);
            let mut seed = 12345u32 + base_len as u32;
            for step in 0..2000u32 {
                seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
                let r = (seed >> 8) as usize;
                let i = r % (model.len() + 3);
                match r % 7 {
                    0 | 1 => {
                        if let (Some(m), Some(s)) = (model.get_mut(i), slots.get_mut(i)) {
                            *m = Some(step);
                            *s = Some(step);
                        } else {
                            assert!(i >= model.len() && slots.get_mut(i).is_none());
                        }
                    }
                    2 => assert_eq!(model.get_mut(i).and_then(Option::take), slots.take(i)),
                    3 => {
                        model.push(Some(step));
                        slots.push(Some(step));
                    }
                    4 => {
                        let n = i / 2;
                        model.truncate(n);
                        slots.truncate(n);
                    }
                    5 => {
                        let n = model.len() + r % 4;
                        model.resize(n, None);
                        slots.grow_to(n);
                    }
                    _ => {}
                }
                assert_eq!(model.len(), slots.len());
                for j in 0..model.len() + 2 {
                    assert_eq!(model.get(j), slots.get(j), "slot {j} at step {step}");
                }
                let some: Vec<_> = slots.iter_some().map(|(j, &v)| (j, v)).collect();
                let expected: Vec<_> =
                    model.iter().enumerate().filter_map(|(j, v)| v.map(|v| (j, v))).collect();
                assert_eq!(some, expected);
                let some_mut: Vec<_> = slots.iter_some_mut().map(|(j, v)| (j, *v)).collect();
                assert_eq!(some_mut, expected);
            }
        }
    }
}
