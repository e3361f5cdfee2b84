//! Frames: the VM-data call stack (JS-to-JS calls push a `Frame`, never a Rust frame),
//! and suspended frames stored in generator objects.

use cairn_gc::{Handle, Trace, Tracer};

use super::code::Code;
use super::env::Env;
use crate::value::Value;

/// Frame flag bits.
pub(crate) mod frame_flags {
    /// Returning from this frame ends the dispatch loop that pushed it (native code
    /// called into JS, or the script's top level).
    pub(crate) const ENTRY: u8 = 1;
    /// Called with [[Construct]]: a non-object return gives `this`.
    pub(crate) const CONSTRUCT: u8 = 2;
    /// A generator or async function body resumed from its heap object.
    pub(crate) const RESUMABLE: u8 = 4;
    /// A callback called by the top [`NativeTask`]: its return value goes to the task,
    /// which then pushes the next callback or finishes the built-in's call.
    ///
    /// [`NativeTask`]: super::native_task::NativeTask
    pub(crate) const NATIVE_TASK: u8 = 8;
}

/// One activation of a JS function.
#[derive(Clone, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub(crate) struct Frame {
    /// The unit.
    pub(crate) code: Handle<Code>,
    /// The function index within the unit.
    pub(crate) func: u32,
    /// The next instruction (while running, the dispatch loop's copy is authoritative;
    /// stored when the frame calls out).
    pub(crate) pc: u32,
    /// The first register in `Vm::regs`.
    pub(crate) base: u32,
    /// Registers in use (register_count + the saved arguments).
    pub(crate) size: u32,
    /// Where the full argument list starts in `Vm::regs` (and how many).
    pub(crate) args_at: u32,
    /// The argument count of the call.
    pub(crate) argc: u32,
    /// The current environment.
    pub(crate) env: Option<Handle<Env>>,
    /// Environments pushed by this frame.
    pub(crate) scope_depth: u16,
    /// The this value passed by the call (before sloppy-mode coercion).
    pub(crate) this: Value,
    /// The function object running.
    pub(crate) callee: Value,
    /// new.target.
    pub(crate) new_target: Value,
    /// The caller's register that receives the return value.
    pub(crate) ret_dst: u16,
    /// [`frame_flags`] bits.
    pub(crate) flags: u8,
    /// The generator/async object this frame belongs to (undefined otherwise).
    pub(crate) generator: Value,
    /// The realm the frame runs in (its function's [[Realm]]; see realms.rs).
    pub(crate) realm: u16,
}

impl Frame {
    /// Marks what the frame holds (its registers are traced with the register file).
    pub(crate) fn trace_roots(&self, t: &mut Tracer) {
        t.mark(self.code);
        self.env.trace(t);
        self.this.trace(t);
        self.callee.trace(t);
        self.new_target.trace(t);
        self.generator.trace(t);
    }
}

/// A frame saved in a generator or async function object while suspended.
#[derive(Clone, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub struct SuspendedFrame {
    /// The frame (its `base` is meaningless while suspended).
    pub(crate) frame: Frame,
    /// Its registers and saved arguments.
    pub(crate) regs: Box<[Value]>,
}

impl Trace for SuspendedFrame {
    fn trace(&self, t: &mut Tracer) {
        self.frame.trace_roots(t);
        self.regs.trace(t);
    }
}
