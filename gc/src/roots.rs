//! Roots: the caller's root set for a collection, and the scoped root stack for
//! handles that Rust code holds across allocations.

use crate::handle::{AnyHandle, Handle, HeapKind};
use crate::trace::{Liveness, Tracer};

/// The roots of a collection, supplied by the VM: registers and frame stacks, the realm,
/// host handles, the job queue.
///
/// Any `FnMut(&mut Tracer)` is a `Roots` (with no weak part).
pub trait Roots {
    /// Marks every root with [`Tracer::mark`] or [`Tracer::mark_any`].
    fn trace_roots(&mut self, tracer: &mut Tracer);

    /// Drops weak references held outside the heap (an atom table, a host's weak
    /// handles) whose target is not live; called after marking, before the sweep.
    fn clear_weak_roots(&mut self, live: &Liveness<'_>) {
        let _ = live;
    }
}

impl<F: FnMut(&mut Tracer)> Roots for F {
    fn trace_roots(&mut self, tracer: &mut Tracer) {
        self(tracer);
    }
}

/// No roots but the heap's own root stack.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoRoots;

impl Roots for NoRoots {
    fn trace_roots(&mut self, _: &mut Tracer) {}
}

/// A position in a [`RootStack`], to truncate back to.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct RootMark(usize);

/// Handles that Rust code holds across an allocation.
///
/// The rule: **a handle held in a Rust local across anything that may collect must be
/// rooted** (pushed here, or stored in a VM register or heap object that is reachable).
/// The pattern is `let mark = stack.mark(); let h = stack.push(h); ...;
/// stack.truncate(mark);` or [`crate::Heap::scope`], which truncates when its closure
/// returns. A guard type cannot do this job: it would borrow the heap that the scope
/// needs to allocate from.
#[derive(Clone, Debug, Default)]
pub struct RootStack {
    handles: Vec<AnyHandle>,
}

impl RootStack {
    /// An empty stack.
    pub const fn new() -> Self {
        RootStack { handles: Vec::new() }
    }

    /// Roots `handle` and returns it, so that `let h = roots.push(alloc(..)?);` reads
    /// naturally.
    #[inline]
    pub fn push<T: HeapKind>(&mut self, handle: Handle<T>) -> Handle<T> {
        self.handles.push(handle.erase());
        handle
    }

    /// Roots a handle of a kind known at run time.
    #[inline]
    pub fn push_any(&mut self, handle: AnyHandle) -> AnyHandle {
        self.handles.push(handle);
        handle
    }

    /// The current height.
    #[inline]
    pub fn mark(&self) -> RootMark {
        RootMark(self.handles.len())
    }

    /// Unroots everything pushed since `mark` was taken.
    #[inline]
    pub fn truncate(&mut self, mark: RootMark) {
        debug_assert!(mark.0 <= self.handles.len(), "root mark above the stack");
        self.handles.truncate(mark.0);
    }

    /// Rooted handles.
    #[inline]
    pub fn len(&self) -> usize {
        self.handles.len()
    }

    /// Whether nothing is rooted.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.handles.is_empty()
    }

    /// The rooted handles, oldest first.
    pub fn handles(&self) -> &[AnyHandle] {
        &self.handles
    }
}

impl Roots for RootStack {
    fn trace_roots(&mut self, tracer: &mut Tracer) {
        for &h in &self.handles {
            tracer.mark_any(h);
        }
    }
}
