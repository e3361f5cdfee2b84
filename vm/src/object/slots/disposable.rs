//! The internal slots of DisposableStack and AsyncDisposableStack (explicit resource
//! management: [[DisposeCapability]] and [[DisposableState]]), and the state of an async
//! disposal in progress.

use cairn_gc::{Trace, Tracer};

use crate::value::Value;

/// How a resource's dispose method is called.
#[derive(Clone, Copy, Debug, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub enum CallKind {
    /// `method.call(value)` (use, defer with an undefined value).
    Method,
    /// `method(value)` (adopt's closure).
    Adopt,
    /// An async stack's resource with only a sync @@dispose: called, its result not
    /// awaited (the closure of GetDisposeMethod for async-dispose).
    SyncInAsync,
}

/// A DisposableResource record.
#[derive(Clone, Copy, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub struct Resource {
    /// [[DisposeMethod]] (undefined for a null/undefined async resource).
    pub method: Value,
    /// [[ResourceValue]].
    pub value: Value,
    /// How to call it.
    pub call: CallKind,
}

/// The internal slots of a (Async)DisposableStack.
#[derive(Clone, Debug, Default, cairn_codec::Encode, cairn_codec::Decode)]
pub struct Stack {
    /// AsyncDisposableStack rather than DisposableStack.
    pub is_async: bool,
    /// [[DisposableState]] is disposed.
    pub disposed: bool,
    /// [[DisposeCapability]].[[DisposableResourceStack]].
    pub resources: Vec<Resource>,
    /// Async disposal in progress: the completion so far (the hole when normal).
    pub error: Value,
    /// Async disposal: the promise disposeAsync returned.
    pub promise: Value,
    /// DisposeResources' needsAwait.
    pub needs_await: bool,
    /// DisposeResources' hasAwaited.
    pub has_awaited: bool,
}

impl Trace for Stack {
    fn trace(&self, t: &mut Tracer) {
        for r in &self.resources {
            r.method.trace(t);
            r.value.trace(t);
        }
        self.error.trace(t);
        self.promise.trace(t);
    }
}
