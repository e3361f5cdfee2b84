//! [`Error`]: why a run ended without a value, as a host keeps it.

use cairn_vm::{ErrorPhase, JsError, StackFrame, Termination, Vm, WireOutOptions};

/// Why a run ended without a value: what the script threw (or its promise rejected
/// with), a syntax error, or a limit that terminated it. It holds no VM value: the
/// thrown value is kept as wire bytes, so the error outlives the run and its VM.
#[derive(Clone, Debug, PartialEq)]
pub struct Error {
    /// "TypeError: x is not a function", "Uncaught 42", or the termination's message.
    pub message: String,
    /// The error's `stack` text (`message` then one `    at ...` line a frame).
    pub stack: String,
    /// The stack's frames, innermost first (function, file, line, column).
    pub frames: Vec<StackFrame>,
    /// The limit that ended the run, if one did (fuel, heap, call depth, interrupt).
    pub termination: Option<Termination>,
    /// Whether the source did not parse, a module did not load or link, or code threw.
    pub phase: ErrorPhase,
    /// For syntax errors: the byte span in the source.
    pub span: Option<(u32, u32)>,
    /// The thrown value as wire bytes (an Error crosses as a wire error with its name,
    /// message and stack; parts that cannot cross are left out); `None` for syntax
    /// errors and terminations.
    pub value: Option<Vec<u8>>,
}

impl Error {
    /// The error `e` of a run of `vm`, with the thrown value read out while it lives.
    pub(crate) fn from_js(vm: &mut Vm, e: JsError) -> Error {
        let value = if e.termination.is_some() || e.phase == ErrorPhase::Parse {
            None
        } else {
            let options = WireOutOptions { lenient: true, ..Default::default() };
            vm.value_to_wire_with(e.value, options).ok()
        };
        Error { value, ..Error::from(e) }
    }

    /// The thrown value as a Rust value (through serde), or `None` when there is none
    /// or it does not have that shape.
    pub fn value_as<T: serde::de::DeserializeOwned>(&self) -> Option<T> {
        cairn_wire::from_slice(self.value.as_deref()?).ok()
    }
}

impl core::fmt::Display for Error {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.stack)
    }
}

impl std::error::Error for Error {}

impl From<JsError> for Error {
    /// Without its VM: the thrown value is not kept.
    fn from(e: JsError) -> Error {
        Error {
            frames: e.frames(),
            message: e.message,
            stack: e.stack,
            termination: e.termination,
            phase: e.phase,
            span: e.span,
            value: None,
        }
    }
}
