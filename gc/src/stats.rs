//! Heap and collection statistics.

use crate::handle::AnyHandle;

/// The state of the heap, as [`crate::Heap::stats`] reads it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HeapStats {
    /// Bytes counted live: what survived the last collection plus what was allocated
    /// since (garbage included until the next collection). The limit applies to this.
    pub live_bytes: usize,
    /// Of `live_bytes`, what the VM holds outside the arenas (its register file, frame
    /// stack and job queue; `Heap::charge_external`).
    pub external_bytes: usize,
    /// Bytes reserved by the arenas' slot vectors and bitsets (free slots included;
    /// `extra_bytes` excluded).
    pub reserved_bytes: usize,
    /// Bytes allocated through the heap since the last collection.
    pub allocated_since_gc: usize,
    /// The allocation since the last collection that makes `should_collect` true.
    pub threshold: usize,
    /// The heap limit.
    pub limit: usize,
    /// Collections run.
    pub collections: u64,
    /// Pause of the last collection, when a clock is configured.
    pub last_pause_nanos: Option<u64>,
    /// Sum of all pauses measured.
    pub total_pause_nanos: u64,
    /// Per arena, in the order `Spaces::arenas` lists them.
    pub kinds: Vec<KindStats>,
}

/// One arena's statistics.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KindStats {
    /// `HeapKind::KIND`.
    pub kind: u8,
    /// `HeapKind::NAME`.
    pub name: &'static str,
    /// Live values (garbage included until the next collection).
    pub live: u32,
    /// Their bytes (slots plus `extra_bytes`).
    pub bytes: usize,
    /// Slots, live or free.
    pub slots: u32,
}

/// What one collection did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Collection {
    /// Values found live.
    pub marked: u64,
    /// Of `marked`, the base values marked as a block without being traced (see
    /// [`crate::Arena::mark_base`]): `marked - base_marked` is what the collection
    /// walked.
    pub base_marked: u64,
    /// Values freed.
    pub freed: u64,
    /// Bytes freed.
    pub freed_bytes: usize,
    /// Values live after the collection.
    pub live: u64,
    /// Bytes live after the collection.
    pub live_bytes: usize,
    /// Ephemerons recorded with a key not yet marked.
    pub ephemerons: u64,
    /// Values whose weak references were cleared (their `clear_weak` ran).
    pub weak_holders: u64,
    /// Values whose `clear_weak` returned true: FinalizationRegistries with cleared
    /// cells, for the VM to schedule cleanup jobs.
    pub finalization: Vec<AnyHandle>,
    /// Phase times, when a clock is configured.
    pub times: Option<PhaseTimes>,
    /// The caller's abort check ([`crate::Heap::collect_unless`]) stopped the marking
    /// (or the freeing of what an earlier stopped sweep left, which comes first):
    /// nothing this collection marked was cleared or freed, and the heap's accounting is
    /// as before.
    pub aborted: bool,
    /// The abort check stopped the sweep: the dead values not yet freed stay (counted
    /// in `live` and `live_bytes`) until the heap's next collection frees them first.
    pub sweep_deferred: bool,
}

/// Nanoseconds per phase of one collection (from the host's clock).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PhaseTimes {
    /// Roots, tracing and the ephemeron fixpoint.
    pub mark: u64,
    /// Clearing weak references.
    pub weak: u64,
    /// Freeing unmarked values.
    pub sweep: u64,
    /// The whole pause.
    pub total: u64,
}
