//! The internal slots of a promise (ECMA-262 sec-properties-of-promise-instances).

use cairn_gc::{Trace, Tracer};

use crate::value::Value;

/// [[PromiseState]].
#[derive(Clone, Copy, Debug, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub(crate) enum PromiseState {
    /// Not settled.
    Pending,
    /// Fulfilled with `result`.
    Fulfilled,
    /// Rejected with `result`.
    Rejected,
}

/// A PromiseReaction record: the handler and the derived capability.
#[derive(Clone, Copy, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub(crate) struct Reaction {
    /// The handler (undefined: pass through).
    pub(crate) handler: Value,
    /// The capability's resolve function (undefined for await reactions).
    pub(crate) resolve: Value,
    /// The capability's reject function.
    pub(crate) reject: Value,
}

/// The internal slots of a promise.
#[derive(Clone, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub struct PromiseData {
    pub(crate) state: PromiseState,
    pub(crate) result: Value,
    pub(crate) fulfill_reactions: Vec<Reaction>,
    pub(crate) reject_reactions: Vec<Reaction>,
    pub(crate) handled: bool,
}

impl Trace for PromiseData {
    fn trace(&self, t: &mut Tracer) {
        self.result.trace(t);
        for r in self.fulfill_reactions.iter().chain(&self.reject_reactions) {
            r.handler.trace(t);
            r.resolve.trace(t);
            r.reject.trace(t);
        }
    }
}
