//! Environments: the heap records of captured bindings (declarative environments of
//! ECMA-262 sec-declarative-environment-records, and object environments of `with`).

use cairn_gc::{Handle, HeapKind, HeapSize, Trace, Tracer};

use super::code::Code;
use crate::heap::KIND_ENV;
use crate::value::Value;

/// An environment record.
#[derive(Clone, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub struct Env {
    /// The outer environment.
    pub parent: Option<Handle<Env>>,
    /// The binding values (the hole while uninitialized).
    pub slots: Box<[Value]>,
    /// Where the layout (slot names and kinds) is: (unit, function, scope index); for
    /// name lookups and TDZ messages. `None` for `with` environments.
    pub layout: Option<(Handle<Code>, u32, u32)>,
    /// The binding object of a `with` environment (undefined otherwise).
    pub object: Value,
}

impl Trace for Env {
    fn trace(&self, tracer: &mut Tracer) {
        self.parent.trace(tracer);
        self.slots.trace(tracer);
        if let Some((c, _, _)) = self.layout {
            tracer.mark(c);
        }
        self.object.trace(tracer);
    }
}

impl HeapSize for Env {
    fn extra_bytes(&self) -> usize {
        self.slots.len() * 8
    }
}

impl HeapKind for Env {
    const KIND: u8 = KIND_ENV;
    const NAME: &'static str = "env";
    fn dangling() -> Self {
        Env { parent: None, slots: Box::new([]), layout: None, object: Value::UNDEFINED }
    }
}
