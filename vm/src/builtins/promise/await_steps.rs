//! The await steps of async functions (ECMA-262 sec-await) and the continuation that
//! resumes a suspended async function when its awaited promise settles.

use cairn_compiler::bytecode::Instruction;
use cairn_gc::Handle;

use crate::builtins::{NativeCx, NativeId, arg};
use crate::interp::Suspend;
use crate::object::slots::promise::PromiseState;
use crate::object::{GeneratorState, JsObject, ObjectKind};
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

impl Vm {
    /// After an async function's loop ended: await, return or throw.
    pub(crate) fn async_step_result(
        &mut self,
        state: Handle<JsObject>,
        r: JsResult<Value>,
    ) -> JsResult<()> {
        let suspend = core::mem::replace(&mut self.suspend, Suspend::None);
        let promise = match &self.heap.get(state).kind {
            ObjectKind::Generator(g) => g.promise.as_object(),
            _ => None,
        };
        let Some(promise) = promise else { return Ok(()) };
        match r {
            Ok(v) if suspend == Suspend::Await => {
                let (saved, _, _) = self.suspend_top_frame();
                if let ObjectKind::Generator(g) = &mut self.heap.get_mut(state).kind {
                    g.frame = Some(saved);
                    g.state = GeneratorState::SuspendedYield;
                }
                self.await_value(state, v)
            }
            Ok(v) => {
                if let ObjectKind::Generator(g) = &mut self.heap.get_mut(state).kind {
                    g.state = GeneratorState::Completed;
                }
                self.resolve_promise(promise, v)
            }
            Err(Throw::Exception(e)) => {
                if let ObjectKind::Generator(g) = &mut self.heap.get_mut(state).kind {
                    g.state = GeneratorState::Completed;
                }
                self.settle_promise(promise, PromiseState::Rejected, e)
            }
            Err(t) => Err(t),
        }
    }

    /// The Await steps: resume `state` when `v` settles.
    fn await_value(&mut self, state: Handle<JsObject>, v: Value) -> JsResult<()> {
        self.await_with(state, v, NativeId::PromiseAsyncResume)
    }

    /// The Await steps with the continuation native `resume` (called with data
    /// [state, 0 fulfilled | 1 rejected] and the settled value).
    pub(crate) fn await_with(
        &mut self,
        state: Handle<JsObject>,
        v: Value,
        resume: NativeId,
    ) -> JsResult<()> {
        let p = match self.promise_resolve(v) {
            Ok(p) => p,
            Err(Throw::Exception(e)) => {
                // A throwing `constructor` getter: resume with the exception.
                let rejected = self.new_promise()?;
                self.settle_promise(rejected, PromiseState::Rejected, e)?;
                rejected
            }
            Err(t) => return Err(t),
        };
        // The reactions go only to PerformPromiseThen on a built-in promise: no script
        // sees them.
        let on_f =
            self.make_internal_native(resume, Box::new([Value::object(state), Value::int(0)]))?;
        let on_r =
            self.make_internal_native(resume, Box::new([Value::object(state), Value::int(1)]))?;
        self.perform_promise_then(
            p,
            Value::object(on_f),
            Value::object(on_r),
            Value::UNDEFINED,
            Value::UNDEFINED,
        )?;
        Ok(())
    }

    /// Resumes a suspended frame with `value`: `mode` 0 next, 1 throw, 2 return.
    pub(crate) fn resume_frame(
        &mut self,
        saved: crate::interp::frame::SuspendedFrame,
        value: Value,
        mode: i32,
    ) -> JsResult<Value> {
        if self.native_depth >= crate::limits::MAX_NATIVE_DEPTH {
            return Err(self.range_error("Maximum call stack size exceeded"));
        }
        // A resumption pays like the call it stands for and more (a loop of `await`s or
        // `next()`s has no backward jump in the resumed code to pay for it).
        self.limits.charge(crate::limits::RESUME_FUEL).map_err(Throw::Terminate)?;
        self.push_suspended(saved);
        let entry = self.frames.len() - 1;
        let (code, func, pc) = {
            let f = &self.frames[entry];
            (f.code, f.func, f.pc)
        };
        let ins = self.heap.get(code).functions[func as usize]
            .instructions
            .get(pc.saturating_sub(1) as usize)
            .copied();
        self.suspend = Suspend::None;
        match ins {
            Some(
                Instruction::Yield { dst, kind, .. } | Instruction::YieldDelegate { dst, kind, .. },
            ) => {
                self.set_reg(dst.0, value);
                self.set_reg(kind.0, Value::int(mode));
            }
            Some(Instruction::Await { dst, .. }) => {
                if mode == 1 {
                    if !self.unwind_public(entry, value) {
                        return Err(Throw::Exception(value));
                    }
                } else {
                    self.set_reg(dst.0, value);
                }
            }
            _ => {}
        }
        self.native_depth += 1;
        let r = self.run();
        self.native_depth -= 1;
        r
    }
}

/// The continuation of an await: resumes the async function with the settled value.
pub(super) fn async_resume(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let (state, mode) = match &vm.heap.get(cx.callee).kind {
        ObjectKind::Native { data, .. } => (
            data.first().and_then(|v| v.as_object()),
            data.get(1).and_then(|v| v.as_int()).unwrap_or(0),
        ),
        _ => (None, 0),
    };
    let Some(state) = state else { return Ok(Value::UNDEFINED) };
    let saved = match &mut vm.heap.get_mut(state).kind {
        ObjectKind::Generator(g) => {
            g.state = GeneratorState::Executing;
            g.frame.take()
        }
        _ => None,
    };
    let Some(saved) = saved else { return Ok(Value::UNDEFINED) };
    let r = vm.resume_frame(saved, arg(args, 0), mode);
    vm.async_step_result(state, r)?;
    Ok(Value::UNDEFINED)
}
