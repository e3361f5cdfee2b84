//! The allocation error.

use core::fmt;

/// An allocation the heap refused. The VM turns it into an uncatchable termination
/// naming the heap limit; nothing was allocated and the heap is intact.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeapLimitExceeded {
    /// The heap's byte limit ([`crate::HeapConfig::limit`]) would be passed.
    Bytes {
        /// Kind of the value being allocated or grown.
        kind: u8,
        /// Bytes counted live before the request (garbage included until collected).
        live: usize,
        /// Bytes the request adds.
        requested: usize,
        /// The limit.
        limit: usize,
    },
    /// The arena of `kind` has no free slot and has reached its slot limit.
    Slots {
        /// Kind of the arena.
        kind: u8,
        /// Its slot limit.
        max_slots: u32,
    },
}

impl fmt::Display for HeapLimitExceeded {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            HeapLimitExceeded::Bytes { kind, live, requested, limit } => write!(
                f,
                "heap limit of {limit} bytes exceeded: {live} bytes live, {requested} more \
                 requested (kind {kind})"
            ),
            HeapLimitExceeded::Slots { kind, max_slots } => {
                write!(f, "arena of kind {kind} is full ({max_slots} slots)")
            }
        }
    }
}

impl std::error::Error for HeapLimitExceeded {}
