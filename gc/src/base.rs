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
pub struct BaseValues<T: HeapKind> {
    #[cfg(feature = "lazy_base")]
    cells: Vec<OnceCell<Option<T>>>,
    #[cfg(feature = "lazy_base")]
    load: Option<LoadValue<T>>,
    #[cfg(not(feature = "lazy_base"))]
    values: Vec<Option<T>>,
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
        BaseValues { cells: values.into_iter().map(OnceCell::from).collect(), load: None }
    }

    /// A base of `slots` slots whose values `load` decodes on first read.
    pub fn lazy(slots: u32, load: LoadValue<T>) -> Self {
        BaseValues { cells: (0..slots).map(|_| OnceCell::new()).collect(), load: Some(load) }
    }

    /// Slots of the base, free or not.
    #[inline]
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether the base has no slot.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// The value of slot `index` (`None` inside for a free slot), decoding it on its
    /// first read; `None` past the base.
    #[inline]
    pub fn get(&self, index: usize) -> Option<&Option<T>> {
        let cell = self.cells.get(index)?;
        match cell.get() {
            Some(value) => Some(value),
            None => Some(self.decode(index)),
        }
    }

    /// The value of slot `index` if it was decoded already (never decodes).
    pub fn decoded(&self, index: usize) -> Option<&Option<T>> {
        self.cells.get(index)?.get()
    }

    #[cold]
    #[inline(never)]
    fn decode(&self, index: usize) -> &Option<T> {
        let value = match &self.load {
            Some(load) => load(self, index as u32),
            None => None,
        };
        // A loader that read this very slot again (a cycle a trusted image cannot hold)
        // filled it already; the first value stays.
        let _ = self.cells[index].set(value);
        self.cells[index].get().unwrap_or(&None)
    }

    /// Every slot's value in index order, decoding those not read yet.
    pub fn iter(&self) -> impl Iterator<Item = &Option<T>> + '_ {
        (0..self.cells.len()).filter_map(|i| self.get(i))
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
}
