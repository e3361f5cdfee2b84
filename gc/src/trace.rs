//! Tracing: the `Trace` trait the VM's heap types implement, the `Tracer` that marks
//! handles onto an explicit gray worklist, ephemerons, and the post-mark `Liveness`.

use crate::bits::Bits;
use crate::handle::{AnyHandle, Handle, HeapKind};

/// A value that holds handles reports each one to the tracer.
///
/// Implemented by every heap type (through [`HeapKind`]) and by the plain parts they are
/// made of. `trace` only reports; it never recurses into other heap things (the
/// collector pops them from its worklist), so its depth is the depth of one value.
pub trait Trace {
    /// Report every handle this value holds: strong ones with [`Tracer::mark`], weak
    /// ones not at all (but call [`Tracer::holds_weak`]), WeakMap entries with
    /// [`Tracer::ephemeron`].
    fn trace(&self, tracer: &mut Tracer);

    /// Reports this value's handles part by part, for a value whose handles can be
    /// millions (an array's elements): with `from` 0 the first part, else the part
    /// that starts at `from` (an offset this method returned before); returns where
    /// the next part starts, or `None` when all are reported. The collector checks for
    /// an interrupt between parts, so one huge value does not delay the end of a run.
    /// By default the whole value is one part.
    fn trace_from(&self, tracer: &mut Tracer, from: usize) -> Option<usize> {
        if from == 0 {
            self.trace(tracer);
        }
        None
    }
}

/// The marking state of one collection: per-kind mark bitsets, the gray worklist,
/// pending ephemerons and the values that asked for weak clearing.
///
/// Kept by the [`crate::Heap`] between collections so that its buffers are reused.
#[derive(Default)]
pub struct Tracer {
    /// Mark bits by kind, each sized to its arena's slot count.
    pub(crate) marks: Vec<Bits>,
    /// Flags by kind: `REGISTERED`, `LEAF`.
    pub(crate) flags: Vec<u8>,
    /// Marked values not yet traced.
    pub(crate) gray: Vec<AnyHandle>,
    /// Values traced in part ([`Trace::trace_from`]), with where their next part starts.
    pub(crate) parts: Vec<(AnyHandle, usize)>,
    /// The value being traced (None while roots are traced).
    pub(crate) current: Option<AnyHandle>,
    /// Values whose `trace` called `holds_weak`.
    pub(crate) weak_holders: Vec<AnyHandle>,
    pub(crate) ephemerons: Ephemerons,
    /// Values marked in this collection.
    pub(crate) marked: u64,
    /// Of `marked`, those marked as a block by `mark_block`.
    pub(crate) base_marked: u64,
    /// Set while [`crate::Heap::check_handles`] runs: bad handles are recorded in
    /// `bad` instead of being debug assertions, and ephemerons mark both handles.
    pub(crate) checking: bool,
    /// The first out-of-range or dangling handle met while checking.
    pub(crate) bad: Option<AnyHandle>,
}

pub(crate) const REGISTERED: u8 = 1;
pub(crate) const LEAF: u8 = 2;

impl Tracer {
    /// Marks `handle` live; the first time, queues it for tracing (unless its kind is a
    /// leaf). Out-of-range handles and unregistered kinds are ignored (a debug assert:
    /// they are VM bugs).
    #[inline]
    pub fn mark<T: HeapKind>(&mut self, handle: Handle<T>) {
        let Some(bits) = self.marks.get_mut(T::KIND as usize) else {
            self.report_bad(handle.erase());
            return;
        };
        if bits.insert(handle.index()) {
            self.marked += 1;
            if !T::LEAF {
                self.gray.push(handle.erase());
            }
            if self.ephemerons.pending != 0 {
                self.ephemerons.on_marked(handle.erase());
            }
        } else if handle.index() >= bits.len() {
            self.report_bad(handle.erase());
        }
    }

    /// Marks the slots of kind `kind` whose bits are set in `words` (bit i of word w is
    /// slot 64w + i) without queueing them for tracing: values the caller knows hold
    /// only handles to values marked the same way. Bits past the kind's arena are
    /// ignored.
    pub(crate) fn mark_block(&mut self, kind: u8, words: &[u64]) {
        let Some(bits) = self.marks.get_mut(kind as usize) else {
            return;
        };
        let fresh = bits.or_words(words);
        self.marked += fresh;
        self.base_marked += fresh;
    }

    /// Marks a handle whose kind is known only at run time; as [`Tracer::mark`].
    #[inline]
    pub fn mark_any(&mut self, handle: AnyHandle) {
        let kind = handle.kind() as usize;
        let (Some(bits), Some(&flags)) = (self.marks.get_mut(kind), self.flags.get(kind)) else {
            self.report_bad(handle);
            return;
        };
        if bits.insert(handle.index()) {
            self.marked += 1;
            if flags & LEAF == 0 {
                self.gray.push(handle);
            }
            if self.ephemerons.pending != 0 {
                self.ephemerons.on_marked(handle);
            }
        } else if flags & REGISTERED == 0 || handle.index() >= bits.len() {
            self.report_bad(handle);
        }
    }

    /// An out-of-range handle, one of a kind with no arena, or one naming a free slot:
    /// recorded while checking a loaded heap, else a VM bug (a debug assertion; release
    /// builds ignore it).
    #[cold]
    pub(crate) fn report_bad(&mut self, handle: AnyHandle) {
        if self.checking {
            self.bad.get_or_insert(handle);
        } else {
            debug_assert!(false, "marked a bad handle {handle:?}");
        }
    }

    /// Whether `handle` is marked so far in this collection.
    #[inline]
    pub fn is_marked(&self, handle: AnyHandle) -> bool {
        self.marks.get(handle.kind() as usize).is_some_and(|b| b.get(handle.index()))
    }

    /// An ephemeron (a WeakMap entry): `value` is live if `key` is, and `key` is not kept
    /// alive by this entry. The collector resolves all ephemerons to a fixpoint in
    /// linear time: an entry whose key is unmarked waits, indexed by its key, until the
    /// key is marked. The value holder must also call [`Tracer::holds_weak`] so that its
    /// entries with dead keys are removed before the sweep.
    #[inline]
    pub fn ephemeron(&mut self, key: AnyHandle, value: AnyHandle) {
        if self.checking {
            // Checking a loaded heap: both handles must name live values.
            self.mark_any(key);
            self.mark_any(value);
            return;
        }
        if self.is_marked(key) {
            self.mark_any(value);
        } else if !self.is_marked(value) {
            let len = self.marks.get(key.kind() as usize).map_or(0, Bits::len);
            self.ephemerons.add(key, value, len);
        }
    }

    /// Declares that the value being traced holds weak references: after marking, the
    /// collector calls its [`HeapKind::clear_weak`] with the final liveness. Ignored
    /// while roots are traced (roots clear their weak parts in
    /// [`crate::Roots::clear_weak_roots`]).
    #[inline]
    pub fn holds_weak(&mut self) {
        if let Some(current) = self.current {
            self.weak_holders.push(current);
        }
    }

    /// Sizes the tables for one collection; `arenas` yields (kind, slot count, leaf).
    pub(crate) fn prepare(&mut self, arenas: impl IntoIterator<Item = (u8, u32, bool)>) {
        for bits in &mut self.marks {
            bits.reset(0);
        }
        self.flags.iter_mut().for_each(|f| *f = 0);
        for (kind, slots, leaf) in arenas {
            let k = kind as usize;
            if self.marks.len() <= k {
                self.marks.resize_with(k + 1, Bits::default);
                self.flags.resize(k + 1, 0);
            }
            self.marks[k].reset(slots);
            self.flags[k] = REGISTERED | if leaf { LEAF } else { 0 };
        }
        self.gray.clear();
        self.parts.clear();
        self.current = None;
        self.weak_holders.clear();
        self.ephemerons.clear();
        self.marked = 0;
        self.base_marked = 0;
    }

    /// The liveness view after marking.
    pub(crate) fn liveness(&self) -> Liveness<'_> {
        Liveness { marks: &self.marks }
    }
}

/// Which values survived marking: handed to weak clearing and the sweep.
#[derive(Clone, Copy)]
pub struct Liveness<'a> {
    marks: &'a [Bits],
}

impl Liveness<'_> {
    /// Whether the thing `handle` names survives this collection.
    #[inline]
    pub fn is_live<T: HeapKind>(&self, handle: Handle<T>) -> bool {
        self.marks.get(T::KIND as usize).is_some_and(|b| b.get(handle.index()))
    }

    /// Whether the thing `handle` names survives this collection.
    #[inline]
    pub fn is_live_any(&self, handle: AnyHandle) -> bool {
        self.marks.get(handle.kind() as usize).is_some_and(|b| b.get(handle.index()))
    }
}

const NO_ENTRY: u32 = u32::MAX;

/// Ephemerons whose key is not marked yet, chained by key.
///
/// The chain heads are a dense table per key kind, indexed by slot (4 bytes per slot of
/// the kinds that have keys in this collection, filled lazily): a hash map keyed by
/// handle measured 3-4x slower on large WeakMaps, its random probes missing the cache.
#[derive(Default)]
pub(crate) struct Ephemerons {
    /// By kind: slot -> first entry of its chain, or `NO_ENTRY`; empty if unused.
    heads: Vec<Vec<u32>>,
    /// (value, next entry of the same key).
    entries: Vec<(AnyHandle, u32)>,
    /// By kind: keys with a chain (a cheap filter on the marking path).
    keys: Vec<Bits>,
    /// Kinds whose `heads` and `keys` were filled in this collection.
    used: Vec<u8>,
    /// Chains whose key got marked, to walk.
    pub(crate) woken: Vec<u32>,
    /// Keys with a chain; zero makes `on_marked` free.
    pub(crate) pending: usize,
    /// Entries recorded in this collection (statistics).
    pub(crate) recorded: u64,
}

impl Ephemerons {
    fn clear(&mut self) {
        for &kind in &self.used {
            self.heads[kind as usize].clear();
            self.keys[kind as usize].reset(0);
        }
        self.used.clear();
        self.entries.clear();
        self.woken.clear();
        self.pending = 0;
        self.recorded = 0;
    }

    /// Records `key -> value`; `slots` is the slot count of the key's arena.
    fn add(&mut self, key: AnyHandle, value: AnyHandle, slots: u32) {
        let (Ok(entry), true) = (u32::try_from(self.entries.len()), key.index() < slots) else {
            // An out-of-range key is never marked: its value can never be reached.
            return;
        };
        let kind = key.kind() as usize;
        if self.heads.len() <= kind {
            self.heads.resize_with(kind + 1, Vec::new);
            self.keys.resize_with(kind + 1, Bits::default);
        }
        if self.heads[kind].is_empty() {
            self.heads[kind].resize(slots as usize, NO_ENTRY);
            self.keys[kind].reset(slots);
            self.used.push(key.kind());
        }
        let head = &mut self.heads[kind][key.index() as usize];
        if *head == NO_ENTRY {
            self.pending += 1;
            self.keys[kind].insert(key.index());
        }
        self.entries.push((value, *head));
        *head = entry;
        self.recorded += 1;
    }

    /// `key` was just marked: wake its chain.
    #[inline]
    fn on_marked(&mut self, key: AnyHandle) {
        let kind = key.kind() as usize;
        if !self.keys.get(kind).is_some_and(|bits| bits.get(key.index())) {
            return;
        }
        if let Some(head) = self.heads.get_mut(kind).and_then(|h| h.get_mut(key.index() as usize)) {
            self.woken.push(*head);
            *head = NO_ENTRY;
            self.pending -= 1;
        }
    }

    /// The entry `index`: (value, next).
    #[inline]
    pub(crate) fn entry(&self, index: u32) -> Option<(AnyHandle, u32)> {
        if index == NO_ENTRY { None } else { self.entries.get(index as usize).copied() }
    }
}

impl<T: HeapKind> Trace for Handle<T> {
    #[inline]
    fn trace(&self, tracer: &mut Tracer) {
        tracer.mark(*self);
    }
}

impl Trace for AnyHandle {
    #[inline]
    fn trace(&self, tracer: &mut Tracer) {
        tracer.mark_any(*self);
    }
}

impl<T: Trace> Trace for Option<T> {
    #[inline]
    fn trace(&self, tracer: &mut Tracer) {
        if let Some(v) = self {
            v.trace(tracer);
        }
    }
}

impl<T: Trace> Trace for [T] {
    #[inline]
    fn trace(&self, tracer: &mut Tracer) {
        for v in self {
            v.trace(tracer);
        }
    }
}

impl<T: Trace> Trace for Vec<T> {
    #[inline]
    fn trace(&self, tracer: &mut Tracer) {
        self.as_slice().trace(tracer);
    }
}

impl<T: Trace + ?Sized> Trace for Box<T> {
    #[inline]
    fn trace(&self, tracer: &mut Tracer) {
        T::trace(self, tracer);
    }
}

impl<A: Trace, B: Trace> Trace for (A, B) {
    #[inline]
    fn trace(&self, tracer: &mut Tracer) {
        self.0.trace(tracer);
        self.1.trace(tracer);
    }
}

macro_rules! plain {
    ($($t:ty),*) => { $(impl Trace for $t { #[inline] fn trace(&self, _: &mut Tracer) {} })* };
}
plain!(
    u8,
    u16,
    u32,
    u64,
    u128,
    usize,
    i8,
    i16,
    i32,
    i64,
    i128,
    isize,
    f32,
    f64,
    bool,
    char,
    (),
    String
);
