//! The errors the engine throws (a TypeError for a bad receiver, a RangeError past a
//! limit, ...): the kinds of the Error and NativeError constructors and the objects made
//! from the current realm's prototypes with a `stack` of the current frames.

use cairn_gc::Handle;

use crate::names;
use crate::object::{JsObject, ObjectKind, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

/// The error constructors, in the order of `Realm::error_prototypes`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ErrorType {
    /// Error.
    Error = 0,
    /// TypeError.
    TypeError = 1,
    /// RangeError.
    RangeError = 2,
    /// ReferenceError.
    ReferenceError = 3,
    /// SyntaxError.
    SyntaxError = 4,
    /// EvalError.
    EvalError = 5,
    /// URIError.
    UriError = 6,
}

/// Names by `ErrorType`.
pub(crate) const ERROR_NAMES: [&str; 7] =
    ["Error", "TypeError", "RangeError", "ReferenceError", "SyntaxError", "EvalError", "URIError"];

impl Vm {
    /// A new error object of `ty` with `message` and a `stack` of the current frames.
    pub(crate) fn make_error(&mut self, ty: ErrorType, message: &str) -> JsResult<Value> {
        let proto = self.realm.error_prototypes[ty as usize];
        let e = self.alloc_object(ObjectKind::NEW_ERROR, Some(proto))?;
        let m = self.str_value(message)?;
        self.define_builtin(e, PropertyKey::Atom(names::MESSAGE), m, attrs::HIDDEN)?;
        self.attach_stack(e)?;
        Ok(Value::object(e))
    }

    /// Captures the current frames ("\n    at fn (file:line:column)" lines) into the
    /// [[ErrorData]] slot; the "Name: message" header is added on the first read of
    /// `stack`, as V8 does (so a `name` set by a subclass constructor shows).
    pub(crate) fn attach_stack(&mut self, e: Handle<JsObject>) -> JsResult<()> {
        let lines = self.stack_trace();
        // Capturing the frames is work the throwing script pays for (`STACK_FRAME_FUEL`).
        let units = lines.len() as u64 * crate::limits::STACK_FRAME_FUEL;
        self.limits.charge(units).map_err(crate::vm::Throw::Terminate)?;
        let mut text = String::new();
        for line in lines {
            text.push_str("\n    at ");
            text.push_str(&line);
        }
        let s = self.str_value(&text)?;
        self.set_error_stack(e, s, false);
        Ok(())
    }

    /// Stores `stack` in an Error instance's [[ErrorData]] slot: the whole text when
    /// `formatted`, else frames that the first read of `stack` puts a header on.
    pub(crate) fn set_error_stack(&mut self, e: Handle<JsObject>, stack: Value, formatted: bool) {
        if let ObjectKind::Error { stack: slot, formatted: f } = &mut self.heap.get_mut(e).kind {
            *slot = stack;
            *f = formatted;
        }
    }

    /// A thrown error of `ty` (or the termination if even that cannot be allocated).
    /// Cold and out of line: every fallible path of the dispatch loop builds one, and
    /// inlined copies would bloat the loop's hot code.
    #[cold]
    #[inline(never)]
    pub(crate) fn throw_error(&mut self, ty: ErrorType, message: &str) -> Throw {
        match self.make_error(ty, message) {
            Ok(v) => Throw::Exception(v),
            Err(t) => t,
        }
    }

    /// A thrown TypeError.
    pub(crate) fn type_error(&mut self, message: &str) -> Throw {
        self.throw_error(ErrorType::TypeError, message)
    }

    /// A thrown RangeError.
    pub(crate) fn range_error(&mut self, message: &str) -> Throw {
        self.throw_error(ErrorType::RangeError, message)
    }

    /// A thrown ReferenceError.
    pub(crate) fn reference_error(&mut self, message: &str) -> Throw {
        self.throw_error(ErrorType::ReferenceError, message)
    }

    /// A thrown SyntaxError.
    pub(crate) fn syntax_error(&mut self, message: &str) -> Throw {
        self.throw_error(ErrorType::SyntaxError, message)
    }
}

/// The first line of a stack, as Error.prototype.toString joins `name` and `message`.
pub(crate) fn stack_header(name: String, msg: String) -> String {
    match (name.is_empty(), msg.is_empty()) {
        (true, _) => msg,
        (false, true) => name,
        (false, false) => format!("{name}: {msg}"),
    }
}
