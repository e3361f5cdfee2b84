//! The internal slots of WeakMap and WeakSet (held weakly: ephemerons for cairn-gc) and
//! of FinalizationRegistry, and the VM's weak-reference state (the kept-objects list of
//! sec-addtokeptobjects and the registries waiting for cleanup).

use cairn_gc::{AnyHandle, Handle, Liveness, Trace, Tracer};
use rustc_hash::FxHashMap;

use crate::value::Value;

/// The entries of a WeakMap or WeakSet (a WeakSet stores undefined values), keyed by
/// identity (objects and symbols only, so the value's bits are its identity).
#[derive(Clone, Debug, Default, cairn_codec::Encode, cairn_codec::Decode)]
pub struct WeakTable {
    /// Key -> value.
    pub entries: FxHashMap<Value, Value>,
}

impl WeakTable {
    /// Bytes the table holds outside the object (for the heap limit).
    pub(crate) fn heap_bytes(&self) -> usize {
        self.entries.capacity() * (std::mem::size_of::<(Value, Value)>() + 1)
    }

    /// Reports each entry as an ephemeron, and asks for weak clearing.
    pub(crate) fn trace(&self, t: &mut Tracer) {
        for (&k, &v) in &self.entries {
            if let (Some(kh), Some(vh)) = (value_handle(k), value_handle(v)) {
                t.ephemeron(kh, vh);
            }
        }
        t.holds_weak();
    }

    /// Drops the entries whose key did not survive marking.
    pub(crate) fn clear_dead(&mut self, live: &Liveness<'_>) {
        self.entries.retain(|&k, _| value_is_live(k, live));
    }
}

/// The heap handle a value holds, if any.
pub(crate) fn value_handle(v: Value) -> Option<AnyHandle> {
    if let Some(o) = v.as_object() {
        Some(o.erase())
    } else if let Some(s) = v.as_string() {
        Some(s.erase())
    } else {
        v.as_symbol().map(Handle::erase)
    }
}

/// Whether a value survives a collection (values without a handle always do).
pub(crate) fn value_is_live(v: Value, live: &Liveness<'_>) -> bool {
    value_handle(v).is_none_or(|h| live.is_live_any(h))
}

/// Weak-reference state of the VM outside the heap: rooted by the collector.
#[derive(Debug, Default, cairn_codec::Encode, cairn_codec::Decode)]
pub(crate) struct WeakState {
    /// [[KeptAlive]]: WeakRef targets read during the current job (a set, so a loop
    /// of `deref` calls does not grow it).
    pub(crate) kept: rustc_hash::FxHashSet<Value>,
    /// FinalizationRegistries with cells cleared by a collection, waiting for their
    /// cleanup job.
    pub(crate) cleanup: Vec<Value>,
}

impl WeakState {
    /// Marks the kept objects and the registries waiting for cleanup.
    pub(crate) fn trace_roots(&self, t: &mut Tracer) {
        for v in self.kept.iter().chain(&self.cleanup) {
            cairn_gc::Trace::trace(v, t);
        }
    }
}

/// A [[Cells]] record.
#[derive(Clone, Copy, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub struct Cell {
    /// [[WeakRefTarget]] (weak).
    pub target: Value,
    /// [[HeldValue]] (strong).
    pub held: Value,
    /// [[UnregisterToken]] (weak; undefined for empty).
    pub token: Value,
}

/// A FinalizationRegistry's internal slots.
#[derive(Clone, Debug, Default, cairn_codec::Encode, cairn_codec::Decode)]
pub struct Registry {
    /// [[CleanupCallback]].
    pub cleanup: Value,
    /// [[Cells]] whose target is alive.
    pub cells: Vec<Cell>,
    /// Held values of cells whose target died, waiting for the cleanup job.
    pub cleared: Vec<Value>,
}

impl Registry {
    /// Marks the callback and held values; the targets and tokens are weak.
    pub(crate) fn trace(&self, t: &mut Tracer) {
        self.cleanup.trace(t);
        for c in &self.cells {
            c.held.trace(t);
        }
        self.cleared.trace(t);
        if !self.cells.is_empty() {
            t.holds_weak();
        }
    }

    /// Moves the cells whose target died to `cleared`; true if any did.
    pub(crate) fn clear_dead(&mut self, live: &Liveness<'_>) -> bool {
        let before = self.cleared.len();
        let cleared = &mut self.cleared;
        self.cells.retain_mut(|c| {
            if !value_is_live(c.token, live) {
                c.token = Value::UNDEFINED;
            }
            if value_is_live(c.target, live) {
                true
            } else {
                cleared.push(c.held);
                false
            }
        });
        self.cleared.len() > before
    }
}
