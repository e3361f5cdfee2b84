//! What the VM implements: the list of its arenas, and which arena holds each type.

use crate::arena::{AnyArena, Arena};
use crate::handle::HeapKind;

/// The VM's heap: a struct with one [`Arena`] per heap type.
///
/// The collector needs only the list of arenas; tracing dispatches through it by kind,
/// so the VM writes no `match` over kinds. Both methods must list the same arenas
/// ([`crate::Heap::new`] checks that the kinds are distinct; debug collections check
/// that the lists agree). An arena left out is never swept, and handles into it are
/// not traced: leave none out.
///
/// ```
/// # use cairn_gc::*;
/// # #[derive(Clone)] struct Obj; impl Trace for Obj { fn trace(&self, _: &mut Tracer) {} } impl HeapSize for Obj {}
/// # impl HeapKind for Obj { const KIND: u8 = 0; const NAME: &'static str = "object"; fn dangling() -> Self { Obj } }
/// # #[derive(Clone)] struct Str; impl Trace for Str { fn trace(&self, _: &mut Tracer) {} } impl HeapSize for Str {}
/// # impl HeapKind for Str { const KIND: u8 = 1; const NAME: &'static str = "string"; fn dangling() -> Self { Str } }
/// struct VmHeap { objects: Arena<Obj>, strings: Arena<Str> }
/// impl Spaces for VmHeap {
///     fn arenas(&self) -> impl IntoIterator<Item = &dyn AnyArena> {
///         [&self.objects as &dyn AnyArena, &self.strings]
///     }
///     fn arenas_mut(&mut self) -> impl IntoIterator<Item = &mut dyn AnyArena> {
///         [&mut self.objects as &mut dyn AnyArena, &mut self.strings]
///     }
/// }
/// ```
pub trait Spaces {
    /// Every arena of the heap.
    fn arenas(&self) -> impl IntoIterator<Item = &dyn AnyArena>;
    /// Every arena of the heap, mutably, in any order.
    fn arenas_mut(&mut self) -> impl IntoIterator<Item = &mut dyn AnyArena>;
}

/// The arena that holds `T`, so that [`crate::Heap::alloc`], `get` and `get_mut` find
/// it from the handle's type.
pub trait HasArena<T: HeapKind> {
    /// The arena of `T`.
    fn arena(&self) -> &Arena<T>;
    /// The arena of `T`, mutably.
    fn arena_mut(&mut self) -> &mut Arena<T>;
}
