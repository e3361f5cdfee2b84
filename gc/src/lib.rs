//! cairn-gc: the heap of the Cairn engine.
//!
//! Owns typed arenas whose values are named by 32-bit [`Handle`]s, a precise tracing
//! collector over explicit roots, weak references and ephemerons (for `WeakRef`,
//! `FinalizationRegistry`, `WeakMap` and `WeakSet`), the collection trigger, the heap
//! limit and heap statistics. It knows nothing of JavaScript: the VM defines the heap
//! types and says which handles each holds.
//!
//! # Example
//!
//! ```
//! use cairn_gc::*;
//!
//! // A heap type: it names the handles it holds, and the bytes it owns.
//! #[derive(Clone)]
//! struct Cons { head: u32, tail: Option<Handle<Cons>> }
//! impl Trace for Cons {
//!     fn trace(&self, t: &mut Tracer) { self.tail.trace(t) }
//! }
//! impl HeapSize for Cons {}
//! impl HeapKind for Cons {
//!     const KIND: u8 = 0;
//!     const NAME: &'static str = "cons";
//!     fn dangling() -> Self { Cons { head: 0, tail: None } }
//! }
//!
//! // The VM's heap: one arena per type, listed once for the collector.
//! #[derive(Default)]
//! struct VmHeap { conses: Arena<Cons> }
//! impl Spaces for VmHeap {
//!     fn arenas(&self) -> impl IntoIterator<Item = &dyn AnyArena> {
//!         [&self.conses as &dyn AnyArena]
//!     }
//!     fn arenas_mut(&mut self) -> impl IntoIterator<Item = &mut dyn AnyArena> {
//!         [&mut self.conses as &mut dyn AnyArena]
//!     }
//! }
//! impl HasArena<Cons> for VmHeap {
//!     fn arena(&self) -> &Arena<Cons> { &self.conses }
//!     fn arena_mut(&mut self) -> &mut Arena<Cons> { &mut self.conses }
//! }
//!
//! let mut heap = Heap::new(VmHeap::default(), HeapConfig::default());
//! let mut list = None;
//! for i in 0..1000 {
//!     list = Some(heap.alloc(Cons { head: i, tail: list })?);
//! }
//! let garbage = heap.alloc(Cons { head: 7, tail: list })?;
//!
//! // The VM passes its roots (registers, realm, jobs...) as a closure or a `Roots`.
//! let list = list.expect("allocated above");
//! let out = heap.collect(&mut |t: &mut Tracer| t.mark(list));
//! assert_eq!((out.live, out.freed), (1000, 1));
//! assert!(!heap.contains(garbage));
//! assert_eq!(heap.get(list).head, 999);
//! # Ok::<(), HeapLimitExceeded>(())
//! ```
//!
//! # What the VM implements
//!
//! - Per heap type: [`HeapKind`] (a distinct `KIND`, a `NAME`, `LEAF` for types that
//!   hold no handles, a `dangling` placeholder, and `clear_weak` for types holding weak
//!   references), [`Trace`] (report handles with [`Tracer::mark`]; weak ones with
//!   [`Tracer::holds_weak`]; WeakMap entries with [`Tracer::ephemeron`]) and
//!   [`HeapSize`] (bytes owned beyond the slot).
//! - Once: a struct of arenas implementing [`Spaces`] (list the arenas) and
//!   [`HasArena`] per type. No `match` over kinds: the collector dispatches through the
//!   arena list.
//! - At collection time: the roots, as a closure or a [`Roots`] (whose
//!   `clear_weak_roots` clears weak tables kept outside the heap, such as an atom table).
//!
//! # Weak references and ephemerons
//!
//! - `WeakRef` (ECMA-262 sec-weak-ref-objects): `trace` does not mark the target but
//!   calls `tracer.holds_weak()`; `clear_weak` sets the target to none when
//!   `!live.is_live(target)`.
//! - `FinalizationRegistry` (sec-finalization-registry-objects): `trace` marks the
//!   cleanup callback and the held values, calls `holds_weak()`; `clear_weak` moves the
//!   cells whose target died to a cleared list and returns true, so the handle appears
//!   in [`Collection::finalization`] for the VM to queue a cleanup job.
//! - `WeakMap` (sec-weakmap-objects): `trace` calls `tracer.ephemeron(key, value)` per
//!   entry (value handles only) and `holds_weak()`; `clear_weak` removes entries whose
//!   key died. `WeakSet` is the same without values.
//!
//! # Rules
//!
//! - **A handle held by Rust code across anything that may collect must be rooted**:
//!   in a VM register or a reachable heap value, or on the heap's root stack
//!   ([`Heap::root`] inside [`Heap::scope`], or [`Heap::root_mark`] /
//!   [`Heap::unroot_to`]). Allocation itself never collects: collections happen only
//!   where the VM calls [`Heap::collect`], typically when [`Heap::should_collect`] says
//!   so at an allocation site or safepoint.
//! - A change of a value's `extra_bytes` after allocation (a property vector that grew)
//!   goes through [`Heap::update`], which charges it against the limit.
//! - Using a dangling handle is a VM bug with defined results: debug builds panic,
//!   release builds read the kind's `dangling` value. There is no `unsafe` code.
//!
//! # Limits
//!
//! - Full, stop-the-world, non-moving mark-sweep: not incremental, not generational,
//!   not concurrent. Handles stay valid while reachable; a dump renumbers densely.
//! - At most 256 kinds and `u32::MAX` slots per arena ([`Arena::with_max_slots`]
//!   lowers it). Single-threaded: a heap belongs to one VM.
//! - Pause times need a host clock ([`HeapConfig::clock`]); the library reads none, so
//!   it runs the same on wasm32 and runs stay reproducible.
//! - Serialization is not here yet, but every part is plain data indexed by `u32`
//!   (slots, the live bitset, counters), with no pointers to fix up.
//!
//! # Architecture
//!
//! An [`Arena<T>`] is a `Vec<Option<T>>` with a live bitset; the free list is the
//! complement of that bitset, scanned from a forward-only cursor, so allocation reuses
//! the lowest free slot in amortized O(1). A collection ([`Heap::collect`]) sizes one
//! mark bitset per kind, marks the roots, then drains a gray worklist of [`AnyHandle`]s
//! (no recursion: a list of ten million nodes needs no stack), tracing each value once.
//! Ephemerons whose key is unmarked wait in chains indexed by key and are woken when the
//! key is marked, so the fixpoint is linear. Then every value that called `holds_weak`
//! clears its dead weak references (and may report finalization work), the roots clear
//! theirs, and each arena sweeps 64 slots per step, dropping dead values (which frees
//! their buffers) and trimming free slots off its end. The next trigger is
//! `max(min_threshold, live * growth_percent / 100)` bytes of allocation, capped below
//! the limit. Modules: `handle`, `arena`, `bits`, `trace` (tracer, ephemerons,
//! liveness), `roots`, `spaces`, `collect` (the driver), `heap` (policy and accounting),
//! `size`, `stats`, `error`.

mod arena;
mod base;
mod bits;
mod collect;
mod error;
mod handle;
mod heap;
mod roots;
mod size;
mod slots;
mod spaces;
mod stats;
mod trace;

pub use arena::{AnyArena, Arena, CopyPlace, Frozen, SweepCount};
pub use base::BaseValues;
#[cfg(feature = "lazy_base")]
pub use base::LoadValue;
pub use error::HeapLimitExceeded;
pub use handle::{AnyHandle, Handle, HeapKind};
pub use heap::{Heap, HeapConfig};
pub use roots::{NoRoots, RootMark, RootStack, Roots};
pub use size::HeapSize;
pub use spaces::{HasArena, Spaces};
pub use stats::{Collection, HeapStats, KindStats, PhaseTimes};
pub use trace::{Liveness, Trace, Tracer};
