//! The interpreter: the dispatch loop over the compiler's register bytecode.
//!
//! Frames live in `Vm::frames` and their registers in the shared `Vm::regs`; a JS-to-JS
//! call pushes a frame and the same loop continues in it (no Rust recursion). Native
//! code that calls back into JS (getters, callbacks, `valueOf`) runs a nested loop
//! (`Vm::run`) bounded by `MAX_NATIVE_DEPTH`. An exception unwinds through the
//! handler tables of the frames of the current loop; at a loop's entry frame it
//! returns to the Rust caller as `Err`.

pub(crate) mod call;
pub(crate) mod code;
mod dispatch;
pub(crate) mod env;
pub(crate) mod frame;
mod messages;
mod names;
pub(crate) mod native_task;
pub(crate) mod ops;
pub(crate) mod props;

use cairn_gc::Handle;

use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};
use env::Env;
use frame::frame_flags;

/// How a dispatch loop ended besides returning: the entry frame suspended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Suspend {
    /// Not suspended.
    None,
    /// A `Yield`/`YieldDelegate` (the value is the loop's result).
    Yield,
    /// A `YieldDelegate`: the value is an inner iterator result object to pass on.
    YieldDelegate,
    /// An `Await` (the value is the awaited value).
    Await,
}

impl Vm {
    /// Runs the top frame (an entry frame) until it returns, unwinding exceptions
    /// through handlers. On `Err` the frames of this loop are popped.
    ///
    /// The loop runs in its frames' realms (the entry frame's first) and gives the
    /// caller back the realm that was current when it started.
    pub(crate) fn run(&mut self) -> JsResult<Value> {
        let entry = self.frames.len() - 1;
        let outer = self.realm_id;
        let inner = self.frames[entry].realm;
        if inner != outer {
            self.switch_realm(inner);
        }
        let r = self.run_frames(entry);
        if self.realm_id != outer {
            self.switch_realm(outer);
        }
        r
    }

    /// The loop of `run`.
    pub(crate) fn run_frames(&mut self, entry: usize) -> JsResult<Value> {
        loop {
            match self.dispatch(entry) {
                Ok(v) => return Ok(v),
                Err(Throw::Exception(e)) => {
                    if !self.unwind(entry, e) {
                        return Err(Throw::Exception(e));
                    }
                    // Entering a handler pays fuel, as a backward jump does: in code
                    // loaded from a dump a handler can lie before the instruction that
                    // throws, a cycle no jump pays for.
                    if let Err(t) = self.limits.charge(1) {
                        self.pop_frames_to(entry);
                        return Err(Throw::Terminate(t));
                    }
                    // The handler's frame runs in its own realm.
                    if let Some(r) = self.frames.last().map(|f| f.realm)
                        && r != self.realm_id
                    {
                        self.switch_realm(r);
                    }
                }
                Err(t @ Throw::Terminate(_)) => {
                    self.pop_frames_to(entry);
                    return Err(t);
                }
            }
        }
    }

    /// Pops the frames of this loop (from the top down to and including `entry`).
    fn pop_frames_to(&mut self, entry: usize) {
        while self.frames.len() > entry {
            if let Some(f) = self.frames.pop() {
                self.regs.truncate(f.base as usize);
                if f.flags & frame_flags::NATIVE_TASK != 0 {
                    self.task_abort();
                }
            }
        }
    }

    /// Finds a handler for `e` thrown at the top frame's `pc - 1`, popping frames down
    /// to `entry`; true when one was found (the top frame now continues there).
    pub(crate) fn unwind_public(&mut self, entry: usize, e: Value) -> bool {
        self.unwind(entry, e)
    }

    fn unwind(&mut self, entry: usize, e: Value) -> bool {
        loop {
            let Some(frame) = self.frames.last() else { return false };
            let faulting = frame.pc.saturating_sub(1);
            let code = frame.code;
            let func = frame.func as usize;
            let found = self.heap.get(code).functions[func]
                .code
                .handlers
                .iter()
                .find(|h| h.start <= faulting && faulting < h.end)
                .copied();
            if let Some(h) = found {
                let depth = self.frames.len() - 1;
                // Pop environments down to the handler's depth.
                while self.frames[depth].scope_depth > h.env_depth {
                    let env = self.frames[depth].env;
                    self.frames[depth].env = env.and_then(|e| self.heap.get(e).parent);
                    self.frames[depth].scope_depth -= 1;
                }
                let base = self.frames[depth].base as usize;
                self.regs[base + h.exception.0 as usize] = e;
                self.frames[depth].pc = h.handler;
                return true;
            }
            let is_entry = self.frames.len() - 1 <= entry || frame.flags & frame_flags::ENTRY != 0;
            if let Some(f) = self.frames.pop() {
                self.regs.truncate(f.base as usize);
                if f.flags & frame_flags::NATIVE_TASK != 0 {
                    // The callback threw: its task ends, the exception goes on to the
                    // built-in's caller.
                    self.task_abort();
                }
            }
            if is_entry {
                return false;
            }
        }
    }

    /// The environment `depth` parents up from the current one.
    #[inline]
    pub(crate) fn env_at(&self, env: Option<Handle<Env>>, depth: u16) -> Option<Handle<Env>> {
        let mut e = env;
        for _ in 0..depth {
            e = e.and_then(|h| self.heap.get(h).parent);
        }
        e
    }

    /// "file:line:column" lines of the current frames, innermost first.
    pub(crate) fn stack_trace(&mut self) -> Vec<String> {
        let mut out = Vec::new();
        let n = self.frames.len();
        for k in (n.saturating_sub(10)..n).rev() {
            let f = &self.frames[k];
            let (this, new_target) = (f.this, f.new_target);
            let code = self.heap.get(f.code);
            let Some(lf) = code.functions.get(f.func as usize) else { continue };
            let pc = f.pc.saturating_sub(1);
            let pos = lf.code.position(pc).unwrap_or(lf.code.source_span.0);
            let (line, col) = code.line_col(pos);
            let place = format!("{}:{line}:{col}", code.source_name);
            let name = lf.code.name.to_string();
            let kind = lf.code.kind;
            if name.is_empty() || kind == cairn_compiler::bytecode::FunctionKind::TopLevel {
                out.push(place);
                continue;
            }
            // V8's frame names: `new F` for a construct call, `Type.m` for a call with
            // an object receiver (other than the global object), else the name.
            let shown = if !new_target.is_undefined() {
                format!("new {name}")
            } else if let Some(o) = this.as_object()
                && o != self.realm.global
                && kind != cairn_compiler::bytecode::FunctionKind::Arrow
            {
                let ty = self.constructor_name_of(o).unwrap_or_else(|| "Object".into());
                if ty == name { name } else { format!("{ty}.{name}") }
            } else {
                name
            };
            out.push(format!("{shown} ({place})"));
        }
        out
    }

    /// Writes register `r` of the top frame.
    #[inline]
    pub(crate) fn set_reg(&mut self, r: u16, v: Value) {
        let base = self.frames.last().map_or(0, |f| f.base as usize);
        if let Some(slot) = self.regs.get_mut(base + r as usize) {
            *slot = v;
        }
    }
}

#[cfg(test)]
mod tests;
