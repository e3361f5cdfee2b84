//! `BaseValues<T>`: the frozen values of a base image, given at once or decoded one by
//! one on first read.

#[cfg(feature = "lazy_base")]
use std::cell::OnceCell;

use crate::handle::HeapKind;

/// Decodes base slot `index` on its first read; may read other slots of the same base
/// (a shape completes itself from its parent's keys). `None` leaves the slot free.
#[cfg(feature = "lazy_base")]
pub type LoadValue<T> = Box<dyn Fn(&BaseValues<T>, u32) -> Option<T>>;

/// The values of a base image, shared by every arena made from it and never written.
///
/// A base read from an image the engine trusts (the one its build wrote) decodes a
/// value only when a VM first reads it: a short script touches a few dozen of the
/// realm's thousands of builtin objects, strings and shapes, so a process or thread
/// starts without decoding the rest. A value once decoded stays for the base's life.
/// The cells of a lazy base are made [`CHUNK`] slots at a time, when a slot of the
/// chunk is first read: a table of cells for every slot would be some 330 KB written
/// (so as many pages faulted in) before a one-line script runs.
pub struct BaseValues<T: HeapKind> {
    #[cfg(feature = "lazy_base")]
    chunks: Box<[OnceCell<Box<Chunk<T>>>]>,
    #[cfg(feature = "lazy_base")]
    len: usize,
    #[cfg(feature = "lazy_base")]
    load: Option<LoadValue<T>>,
    #[cfg(not(feature = "lazy_base"))]
    values: Vec<Option<T>>,
}

/// Slots a chunk of a lazy base's cells holds.
#[cfg(feature = "lazy_base")]
pub(crate) const CHUNK: usize = 64;

/// The cells of [`CHUNK`] consecutive slots.
#[cfg(feature = "lazy_base")]
type Chunk<T> = [OnceCell<Option<T>>; CHUNK];

#[cfg(feature = "lazy_base")]
fn empty_chunk<T>() -> Box<Chunk<T>> {
    Box::new(std::array::from_fn(|_| OnceCell::new()))
}

/// Without the feature `lazy_base` a base only holds values given at once.
#[cfg(not(feature = "lazy_base"))]
impl<T: HeapKind> BaseValues<T> {
    /// A base of values given at once.
    pub fn eager(values: Vec<Option<T>>) -> Self {
        BaseValues { values }
    }

    /// Slots of the base, free or not.
    #[inline]
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether the base has no slot.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The value of slot `index` (`None` inside for a free slot); `None` past the base.
    #[inline]
    pub fn get(&self, index: usize) -> Option<&Option<T>> {
        self.values.get(index)
    }

    /// Every slot's value in index order.
    pub fn iter(&self) -> impl Iterator<Item = &Option<T>> + '_ {
        self.values.iter()
    }
}

#[cfg(feature = "lazy_base")]
impl<T: HeapKind> BaseValues<T> {
    /// A base of values given at once.
    pub fn eager(values: Vec<Option<T>>) -> Self {
        let len = values.len();
        let mut chunks = Vec::with_capacity(len.div_ceil(CHUNK));
        let mut values = values.into_iter();
        for _ in 0..len.div_ceil(CHUNK) {
            let chunk = empty_chunk();
            for (cell, value) in chunk.iter().zip(values.by_ref()) {
                let _ = cell.set(value);
            }
            chunks.push(OnceCell::from(chunk));
        }
        BaseValues { chunks: chunks.into_boxed_slice(), len, load: None }
    }

    /// A base of `slots` slots whose values `load` decodes on first read.
    pub fn lazy(slots: u32, load: LoadValue<T>) -> Self {
        let len = slots as usize;
        let chunks = (0..len.div_ceil(CHUNK)).map(|_| OnceCell::new()).collect();
        BaseValues { chunks, len, load: Some(load) }
    }

    /// Slots of the base, free or not.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the base has no slot.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The cell of slot `index`, making its chunk on first use; `None` past the base.
    #[inline]
    fn cell(&self, index: usize) -> Option<&OnceCell<Option<T>>> {
        if index >= self.len {
            return None;
        }
        let chunk = self.chunks.get(index / CHUNK)?.get_or_init(empty_chunk);
        chunk.get(index % CHUNK)
    }

    /// The value of slot `index` (`None` inside for a free slot), decoding it on its
    /// first read; `None` past the base.
    #[inline]
    pub fn get(&self, index: usize) -> Option<&Option<T>> {
        let cell = self.cell(index)?;
        match cell.get() {
            Some(value) => Some(value),
            None => Some(self.decode(cell, index)),
        }
    }

    /// The value of slot `index` if it was decoded already (never decodes).
    pub fn decoded(&self, index: usize) -> Option<&Option<T>> {
        if index >= self.len {
            return None;
        }
        self.chunks.get(index / CHUNK)?.get()?.get(index % CHUNK)?.get()
    }

    #[cold]
    #[inline(never)]
    fn decode<'a>(&'a self, cell: &'a OnceCell<Option<T>>, index: usize) -> &'a Option<T> {
        let value = match &self.load {
            Some(load) => load(self, index as u32),
            None => None,
        };
        // A loader that read this very slot again (a cycle a trusted image cannot hold)
        // filled it already; the first value stays.
        let _ = cell.set(value);
        cell.get().unwrap_or(&None)
    }

    /// Every slot's value in index order, decoding those not read yet.
    pub fn iter(&self) -> impl Iterator<Item = &Option<T>> + '_ {
        (0..self.len).filter_map(|i| self.get(i))
    }
}

#[cfg(all(test, feature = "lazy_base"))]
mod tests {
    use std::cell::Cell as Counter;
    use std::rc::Rc;

    use super::*;
    use crate::trace::{Trace, Tracer};

    #[derive(Clone, Debug, PartialEq)]
    struct V(u32);
    impl Trace for V {
        fn trace(&self, _: &mut Tracer) {}
    }
    impl crate::size::HeapSize for V {}
    impl HeapKind for V {
        const KIND: u8 = 0;
        const NAME: &'static str = "v";
        fn dangling() -> Self {
            V(u32::MAX)
        }
    }

    #[test]
    fn a_lazy_base_decodes_each_slot_once_on_first_read_and_may_read_earlier_slots() {
        let loads = Rc::new(Counter::new(0));
        let counted = Rc::clone(&loads);
        // Slot 3 is free; every other slot is one more than the slot before it.
        let base = BaseValues::lazy(
            5,
            Box::new(move |base: &BaseValues<V>, i| {
                counted.set(counted.get() + 1);
                match i {
                    0 => Some(V(10)),
                    3 => None,
                    _ => {
                        let before = base.get(i as usize - 1)?.as_ref().map_or(100, |v| v.0);
                        Some(V(before + 1))
                    }
                }
            }),
        );
        assert_eq!(loads.get(), 0, "nothing is decoded before it is read");
        assert_eq!(base.decoded(1), None);
        assert_eq!(base.get(2), Some(&Some(V(12))));
        assert_eq!(loads.get(), 3, "slot 2 read slots 1 and 0");
        assert_eq!(base.decoded(1), Some(&Some(V(11))));
        assert_eq!(base.get(2), Some(&Some(V(12))));
        assert_eq!(loads.get(), 3, "a value is decoded once");
        assert_eq!(base.get(3), Some(&None));
        assert_eq!(base.get(4), Some(&Some(V(101))));
        assert_eq!(base.get(5), None);
        assert_eq!(base.iter().filter(|v| v.is_some()).count(), 4);
        assert_eq!(loads.get(), 5);
    }

    #[test]
    fn a_lazy_base_makes_the_chunk_of_a_slot_on_its_first_read_only() {
        let slots = 3 * CHUNK as u32 + 5;
        let base = BaseValues::lazy(slots, Box::new(|_: &BaseValues<V>, i| Some(V(i))));
        let made = |base: &BaseValues<V>| base.chunks.iter().filter(|c| c.get().is_some()).count();
        assert_eq!(made(&base), 0);
        assert_eq!(base.get(2 * CHUNK + 1), Some(&Some(V(2 * CHUNK as u32 + 1))));
        assert_eq!(made(&base), 1, "one read makes one chunk");
        assert_eq!(base.decoded(2 * CHUNK), None, "its neighbours are not decoded");
        assert_eq!(base.decoded(0), None);
        assert_eq!(made(&base), 1, "asking whether a slot was decoded makes no chunk");
        assert_eq!(base.get(slots as usize - 1), Some(&Some(V(slots - 1))));
        assert_eq!(base.get(slots as usize), None, "past the last, partial chunk");
        assert_eq!(made(&base), 2);
        let eager = BaseValues::eager((0..slots).map(|i| (i % 7 != 0).then_some(V(i))).collect());
        assert_eq!(eager.len(), slots as usize);
        assert_eq!(eager.decoded(CHUNK + 1), Some(&Some(V(CHUNK as u32 + 1))));
        assert_eq!(eager.get(7), Some(&None));
        assert_eq!(eager.get(slots as usize), None);
        assert_eq!(eager.iter().count(), slots as usize);
    }
}
