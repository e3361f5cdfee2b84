//! Handles: typed 32-bit indices that name heap things, and their erased form.

use core::fmt;
use core::hash::{Hash, Hasher};
use core::marker::PhantomData;

use crate::size::HeapSize;
use crate::trace::{Liveness, Trace};

/// A type that lives in its own arena and is named by `Handle<Self>`.
///
/// Each heap type of the VM gets a small distinct `KIND` (dense from 0 is best: the
/// collector keeps per-kind tables indexed by it), so that a handle can be erased to an
/// [`AnyHandle`] for the collector's gray worklist.
/// `Clone` copies a value of a frozen base image when a VM first writes it.
pub trait HeapKind: Trace + HeapSize + Clone + Sized + 'static {
    /// The kind number, distinct among the arenas of one heap.
    const KIND: u8;
    /// A short name for statistics ("object", "string", ...).
    const NAME: &'static str;
    /// True when values of this type hold no handles: the collector then marks them
    /// without queueing them, and never calls their `trace`.
    const LEAF: bool = false;

    /// The value `Arena::get` returns for a dangling handle in release builds (a VM bug;
    /// debug builds assert). Any cheap value does, e.g. an empty object.
    fn dangling() -> Self;

    /// Called after marking for each live value whose `trace` called
    /// [`crate::Tracer::holds_weak`]: drop the weak references whose target is not live
    /// (WeakRef targets, WeakMap/WeakSet entries, FinalizationRegistry cells). Returns
    /// true when the value now has work for the VM (a FinalizationRegistry with cleared
    /// cells); the collection reports those values.
    fn clear_weak(&mut self, live: &Liveness<'_>) -> bool {
        let _ = live;
        false
    }
}

/// A typed 32-bit index into the arena of `T`.
///
/// Plain data: `Copy`, 4 bytes, no lifetime, valid across collections for as long as the
/// thing it names is reachable (the collector does not move things). A handle whose
/// thing was collected is dangling; using it is a VM bug with defined results (see
/// [`crate::Arena::get`]).
pub struct Handle<T> {
    index: u32,
    // fn() -> T: covariant, Send + Sync regardless of T, no drop check.
    marker: PhantomData<fn() -> T>,
}

const _: () = assert!(size_of::<Handle<u64>>() == 4);
const _: () = assert!(size_of::<AnyHandle>() == 8);

impl<T> Handle<T> {
    /// The handle of slot `index` (for decoding a NaN-boxed value or a heap image).
    #[inline]
    pub const fn from_index(index: u32) -> Self {
        Handle { index, marker: PhantomData }
    }

    /// The slot index.
    #[inline]
    pub const fn index(self) -> u32 {
        self.index
    }
}

impl<T: HeapKind> Handle<T> {
    /// This handle with its kind, for code that holds handles of several kinds.
    #[inline]
    pub const fn erase(self) -> AnyHandle {
        AnyHandle { kind: T::KIND, index: self.index }
    }
}

impl<T> Clone for Handle<T> {
    #[inline]
    fn clone(&self) -> Self {
        *self
    }
}
impl<T> Copy for Handle<T> {}
impl<T> PartialEq for Handle<T> {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.index == other.index
    }
}
impl<T> Eq for Handle<T> {}
impl<T> PartialOrd for Handle<T> {
    #[inline]
    fn partial_cmp(&self, other: &Self) -> Option<core::cmp::Ordering> {
        Some(self.cmp(other))
    }
}
impl<T> Ord for Handle<T> {
    #[inline]
    fn cmp(&self, other: &Self) -> core::cmp::Ordering {
        self.index.cmp(&other.index)
    }
}
impl<T> Hash for Handle<T> {
    #[inline]
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u32(self.index);
    }
}
/// A handle is written as its index (heap images and dumps keep slot numbers).
impl<T> cairn_codec::Encode for Handle<T> {
    #[inline]
    fn encode(&self, out: &mut cairn_codec::Writer) {
        out.uint(u64::from(self.index));
    }
}
impl<T> cairn_codec::Decode for Handle<T> {
    #[inline]
    fn decode(r: &mut cairn_codec::Reader<'_>) -> Result<Self, cairn_codec::DecodeError> {
        r.u32().map(Handle::from_index)
    }
}
impl<T: HeapKind> fmt::Debug for Handle<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}#{}", T::NAME, self.index)
    }
}

/// A handle with its kind: what the collector's worklist holds, and what a VM value
/// decodes to when the kind is only known at run time.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct AnyHandle {
    kind: u8,
    index: u32,
}

impl AnyHandle {
    /// The handle of slot `index` in the arena of kind `kind`.
    #[inline]
    pub const fn new(kind: u8, index: u32) -> Self {
        AnyHandle { kind, index }
    }

    /// The kind number (`HeapKind::KIND` of the arena).
    #[inline]
    pub const fn kind(self) -> u8 {
        self.kind
    }

    /// The slot index.
    #[inline]
    pub const fn index(self) -> u32 {
        self.index
    }

    /// The typed handle, when this handle is of kind `T`.
    #[inline]
    pub const fn downcast<T: HeapKind>(self) -> Option<Handle<T>> {
        if self.kind == T::KIND { Some(Handle::from_index(self.index)) } else { None }
    }

    /// Kind and index in one `u64` (for hashing).
    #[inline]
    pub(crate) const fn packed(self) -> u64 {
        ((self.kind as u64) << 32) | self.index as u64
    }
}

impl Hash for AnyHandle {
    #[inline]
    fn hash<H: Hasher>(&self, state: &mut H) {
        state.write_u64(self.packed());
    }
}

impl fmt::Debug for AnyHandle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "kind{}#{}", self.kind, self.index)
    }
}

impl<T: HeapKind> From<Handle<T>> for AnyHandle {
    #[inline]
    fn from(h: Handle<T>) -> Self {
        h.erase()
    }
}
