//! The internal slots of an iterator helper (ECMA-262 sec-iterator-helper-objects): its
//! generator state and the state of the abstract closure it runs (`builtins/iterator/
//! helper.rs` runs one step of it per `next`).

use cairn_gc::{Trace, Tracer};

use crate::string::PropertyKey;
use crate::value::Value;

/// [[GeneratorState]] of an iterator helper.
#[derive(Clone, Copy, Debug, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub enum HelperState {
    /// Created, `next` not called yet.
    SuspendedStart,
    /// Between steps.
    SuspendedYield,
    /// A step is running (re-entrant `next`/`return` throw).
    Executing,
    /// Finished.
    Completed,
}

/// Which helper's closure runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub enum HelperOp {
    /// sec-iterator.prototype.map
    Map,
    /// sec-iterator.prototype.filter
    Filter,
    /// sec-iterator.prototype.take
    Take,
    /// sec-iterator.prototype.drop
    Drop,
    /// sec-iterator.prototype.flatmap
    FlatMap,
    /// Iterator.concat (iterator sequencing proposal)
    Concat,
    /// Iterator.prototype.chunks (iterator chunking proposal)
    Chunks,
    /// Iterator.prototype.windows (iterator chunking proposal)
    Windows,
    /// Iterator.zip / Iterator.zipKeyed (joint iteration proposal)
    Zip,
}

/// The state of IteratorZip (joint iteration proposal).
#[derive(Clone, Debug, Default, cairn_codec::Encode, cairn_codec::Decode)]
pub struct Zip {
    /// iters: (iterator, next); the iterator is null once exhausted in "longest" mode.
    pub iters: Vec<(Value, Value)>,
    /// Which of `iters` are in openIters.
    pub open: Vec<bool>,
    /// padding (mode "longest").
    pub padding: Vec<Value>,
    /// 0 shortest, 1 longest, 2 strict.
    pub mode: u8,
    /// zipKeyed: the result keys (results are null-prototype objects); None for arrays.
    pub keys: Option<Vec<PropertyKey>>,
}

/// The internal slots and closure state of an iterator helper.
#[derive(Clone, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub struct Helper {
    /// [[GeneratorState]].
    pub state: HelperState,
    /// The closure.
    pub op: HelperOp,
    /// [[UnderlyingIterator]].[[Iterator]] (undefined for concat).
    pub iterator: Value,
    /// [[UnderlyingIterator]].[[NextMethod]].
    pub next: Value,
    /// The mapper or predicate.
    pub func: Value,
    /// The counter passed to the mapper or predicate.
    pub counter: f64,
    /// take/drop: the remaining count (may be +Infinity).
    pub remaining: f64,
    /// flatMap/concat: the inner iterator being drained (undefined when none).
    pub inner: Value,
    /// Its next method.
    pub inner_next: Value,
    /// concat: (open method, iterable) pairs, flattened; chunks/windows: the buffer.
    pub items: Vec<Value>,
    /// windows: "allow-partial".
    pub allow_partial: bool,
    /// concat: the next item to open.
    pub index: usize,
    /// zip: the iterators, padding and mode.
    pub zip: Option<Box<Zip>>,
}

impl Trace for Helper {
    fn trace(&self, t: &mut Tracer) {
        self.iterator.trace(t);
        self.next.trace(t);
        self.func.trace(t);
        self.inner.trace(t);
        self.inner_next.trace(t);
        self.items.trace(t);
        if let Some(z) = &self.zip {
            for (a, b) in &z.iters {
                a.trace(t);
                b.trace(t);
            }
            z.padding.trace(t);
            if let Some(keys) = &z.keys {
                keys.trace(t);
            }
        }
    }
}
