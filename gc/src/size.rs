//! Byte accounting: what a heap value owns beyond its slot.

use crate::handle::{AnyHandle, Handle};

/// The bytes a value owns outside its own `size_of` (string data, property vectors),
/// so that heap statistics and the heap limit count real bytes.
///
/// The arena charges `size_of` of the slot plus `extra_bytes` when a value is
/// allocated, and credits what `extra_bytes` says when the value is freed. A change of
/// `extra_bytes` after allocation must go through [`crate::Heap::update`] (or
/// [`crate::Arena::update`]), which measures before and after; otherwise the counts
/// drift (the totals are recomputed from the arenas at each collection, and
/// [`crate::Arena::recount_bytes`] measures from scratch).
pub trait HeapSize {
    /// Bytes owned outside `size_of::<Self>()`; 0 for plain data.
    fn extra_bytes(&self) -> usize {
        0
    }
}

macro_rules! plain {
    ($($t:ty),*) => { $(impl HeapSize for $t {})* };
}
plain!(u8, u16, u32, u64, u128, usize, i8, i16, i32, i64, i128, isize, f32, f64, bool, char, ());
impl<T> HeapSize for Handle<T> {}
impl HeapSize for AnyHandle {}

impl<T: HeapSize> HeapSize for Option<T> {
    #[inline]
    fn extra_bytes(&self) -> usize {
        self.as_ref().map_or(0, T::extra_bytes)
    }
}

impl<T: HeapSize> HeapSize for Vec<T> {
    #[inline]
    fn extra_bytes(&self) -> usize {
        self.capacity() * size_of::<T>() + self.iter().map(T::extra_bytes).sum::<usize>()
    }
}

impl<T: HeapSize> HeapSize for Box<[T]> {
    #[inline]
    fn extra_bytes(&self) -> usize {
        self.len() * size_of::<T>() + self.iter().map(T::extra_bytes).sum::<usize>()
    }
}

impl<T: HeapSize> HeapSize for Box<T> {
    #[inline]
    fn extra_bytes(&self) -> usize {
        size_of::<T>() + T::extra_bytes(self)
    }
}

impl HeapSize for String {
    #[inline]
    fn extra_bytes(&self) -> usize {
        self.capacity()
    }
}

impl<A: HeapSize, B: HeapSize> HeapSize for (A, B) {
    #[inline]
    fn extra_bytes(&self) -> usize {
        self.0.extra_bytes() + self.1.extra_bytes()
    }
}
