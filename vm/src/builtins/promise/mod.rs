//! Promise objects (ECMA-262 sec-promise-objects), their jobs, and the await steps of
//! async functions (sec-await).

use cairn_compiler::bytecode::Instruction;
use cairn_gc::Handle;

use super::{NativeCx, NativeId, arg};
use crate::interp::Suspend;
use crate::jobs::Job;
use crate::names;
use crate::object::slots::promise::{PromiseData, PromiseState, Reaction};
use crate::object::{GeneratorState, JsObject, ObjectKind, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

impl Vm {
    /// A new pending promise with %Promise.prototype%.
    pub(crate) fn new_promise(&mut self) -> JsResult<Handle<JsObject>> {
        let proto = self.realm.promise_prototype;
        self.new_promise_with_proto(proto)
    }

    fn new_promise_with_proto(&mut self, proto: Handle<JsObject>) -> JsResult<Handle<JsObject>> {
        let data = PromiseData {
            state: PromiseState::Pending,
            result: Value::UNDEFINED,
            fulfill_reactions: Vec::new(),
            reject_reactions: Vec::new(),
            handled: false,
        };
        self.alloc_object(ObjectKind::Promise(Box::new(data)), Some(proto))
    }

    fn promise_data(&mut self, p: Handle<JsObject>) -> Option<&mut PromiseData> {
        match &mut self.heap.get_mut(p).kind {
            ObjectKind::Promise(d) => Some(d),
            _ => None,
        }
    }

    /// ECMA-262 sec-createresolvingfunctions
    pub(crate) fn create_resolving_functions(
        &mut self,
        p: Handle<JsObject>,
    ) -> JsResult<(Value, Value)> {
        let cell = self.alloc_object(ObjectKind::Boolean(false), None)?;
        let data: Box<[Value]> = Box::new([Value::object(p), Value::object(cell)]);
        let resolve = self.make_native(NativeId::PromiseResolveFunction, None, data.clone())?;
        let reject = self.make_native(NativeId::PromiseRejectFunction, None, data)?;
        Ok((Value::object(resolve), Value::object(reject)))
    }

    /// The promise a resolving function settles, if it was not already used.
    fn take_resolving(&mut self, callee: Handle<JsObject>) -> Option<Handle<JsObject>> {
        let ObjectKind::Native { data, .. } = &self.heap.get(callee).kind else { return None };
        let (p, cell) = (data.first()?.as_object()?, data.get(1)?.as_object()?);
        if let ObjectKind::Boolean(done) = &mut self.heap.get_mut(cell).kind {
            if *done {
                return None;
            }
            *done = true;
        }
        Some(p)
    }

    /// The resolve steps of sec-promise-resolve-functions.
    pub(crate) fn resolve_promise(
        &mut self,
        p: Handle<JsObject>,
        resolution: Value,
    ) -> JsResult<()> {
        if resolution == Value::object(p) {
            let e = self.make_error(
                crate::errors::ErrorType::TypeError,
                "Chaining cycle detected for promise",
            )?;
            return self.settle_promise(p, PromiseState::Rejected, e);
        }
        let Some(r) = resolution.as_object() else {
            return self.settle_promise(p, PromiseState::Fulfilled, resolution);
        };
        let then = match self.get(r, PropertyKey::Atom(names::THEN), resolution) {
            Ok(t) => t,
            Err(Throw::Exception(e)) => return self.settle_promise(p, PromiseState::Rejected, e),
            Err(t) => return Err(t),
        };
        if !self.is_callable(then) {
            return self.settle_promise(p, PromiseState::Fulfilled, resolution);
        }
        self.jobs.queue.push_back(Job::ResolveThenable {
            promise: Value::object(p),
            thenable: resolution,
            then,
        });
        Ok(())
    }

    /// FulfillPromise / RejectPromise: settles and queues the reactions.
    pub(crate) fn settle_promise(
        &mut self,
        p: Handle<JsObject>,
        state: PromiseState,
        v: Value,
    ) -> JsResult<()> {
        let Some(d) = self.promise_data(p) else { return Ok(()) };
        if d.state != PromiseState::Pending {
            return Ok(());
        }
        d.state = state;
        d.result = v;
        let fulfill = core::mem::take(&mut d.fulfill_reactions);
        let reject = core::mem::take(&mut d.reject_reactions);
        let handled = d.handled;
        let reactions = if state == PromiseState::Fulfilled { fulfill } else { reject };
        if state == PromiseState::Rejected && !handled {
            self.jobs.unhandled.push(Value::object(p));
        }
        for r in reactions {
            self.jobs.queue.push_back(Job::Reaction {
                handler: r.handler,
                rejected: state == PromiseState::Rejected,
                argument: v,
                resolve: r.resolve,
                reject: r.reject,
            });
        }
        Ok(())
    }

    /// ECMA-262 sec-performpromisethen
    pub(crate) fn perform_promise_then(
        &mut self,
        p: Handle<JsObject>,
        on_fulfilled: Value,
        on_rejected: Value,
        resolve: Value,
        reject: Value,
    ) {
        let f = if self.is_callable(on_fulfilled) { on_fulfilled } else { Value::UNDEFINED };
        let r = if self.is_callable(on_rejected) { on_rejected } else { Value::UNDEFINED };
        let fr = Reaction { handler: f, resolve, reject };
        let rr = Reaction { handler: r, resolve, reject };
        let Some(d) = self.promise_data(p) else { return };
        let (state, result) = (d.state, d.result);
        d.handled = true;
        match state {
            PromiseState::Pending => {
                d.fulfill_reactions.push(fr);
                d.reject_reactions.push(rr);
            }
            PromiseState::Fulfilled => self.jobs.queue.push_back(Job::Reaction {
                handler: f,
                rejected: false,
                argument: result,
                resolve,
                reject,
            }),
            PromiseState::Rejected => {
                self.jobs.unhandled.retain(|&u| u != Value::object(p));
                self.jobs.queue.push_back(Job::Reaction {
                    handler: r,
                    rejected: true,
                    argument: result,
                    resolve,
                    reject,
                });
            }
        }
    }

    /// ECMA-262 sec-newpromisecapability: (promise, resolve, reject) made by `c`.
    pub(crate) fn new_promise_capability(&mut self, c: Value) -> JsResult<(Value, Value, Value)> {
        if c == Value::object(self.realm.promise_constructor) {
            let p = self.new_promise()?;
            let (res, rej) = self.create_resolving_functions(p)?;
            return Ok((Value::object(p), res, rej));
        }
        if !self.is_constructor(c) {
            return Err(self.type_error("Promise capability: this is not a constructor"));
        }
        let data: Box<[Value]> = Box::new([Value::UNDEFINED, Value::UNDEFINED]);
        let exec = self.make_native(NativeId::PromiseCapabilityExecutor, None, data)?;
        let p = self.construct(c, &[Value::object(exec)], c)?;
        let (res, rej) = match &self.heap.get(exec).kind {
            ObjectKind::Native { data, .. } => (
                data.first().copied().unwrap_or_default(),
                data.get(1).copied().unwrap_or_default(),
            ),
            _ => (Value::UNDEFINED, Value::UNDEFINED),
        };
        if !self.is_callable(res) || !self.is_callable(rej) {
            return Err(self.type_error("Promise capability: resolve or reject is not callable"));
        }
        Ok((p, res, rej))
    }

    /// ECMA-262 sec-promise-resolve with %Promise%.
    pub(crate) fn promise_resolve(&mut self, x: Value) -> JsResult<Handle<JsObject>> {
        if let Some(o) = x.as_object()
            && matches!(self.heap.get(o).kind, ObjectKind::Promise(_))
        {
            let c = self.get(o, PropertyKey::Atom(names::CONSTRUCTOR), x)?;
            if c == Value::object(self.realm.promise_constructor) {
                return Ok(o);
            }
        }
        let p = self.new_promise()?;
        self.resolve_promise(p, x)?;
        Ok(p)
    }

    /// Runs one job (ECMA-262 sec-newpromisereactionjob / sec-newpromiseresolvethenablejob).
    pub(crate) fn run_job(&mut self, job: Job) -> JsResult<()> {
        // The job's values are rooted in `temps` so that collections may run inside.
        let mark = self.temps.len();
        match job {
            Job::Reaction { handler, argument, resolve, reject, .. } => {
                self.temps.extend([handler, argument, resolve, reject])
            }
            Job::ResolveThenable { promise, thenable, then } => {
                self.temps.extend([promise, thenable, then])
            }
        }
        let r = self.run_job_rooted(job);
        self.temps.truncate(mark);
        r
    }

    fn run_job_rooted(&mut self, job: Job) -> JsResult<()> {
        match job {
            Job::Reaction { handler, rejected, argument, resolve, reject } => {
                let result = if handler.is_undefined() {
                    if rejected { Err(Throw::Exception(argument)) } else { Ok(argument) }
                } else {
                    self.call_rooted(handler, Value::UNDEFINED, &[argument], Value::UNDEFINED)
                };
                if resolve.is_undefined() && reject.is_undefined() {
                    return result.map(|_| ());
                }
                match result {
                    Ok(v) => self
                        .call_rooted(resolve, Value::UNDEFINED, &[v], Value::UNDEFINED)
                        .map(|_| ()),
                    Err(Throw::Exception(e)) => {
                        self.call(reject, Value::UNDEFINED, &[e]).map(|_| ())
                    }
                    Err(t) => Err(t),
                }
            }
            Job::ResolveThenable { promise, thenable, then } => {
                let Some(p) = promise.as_object() else { return Ok(()) };
                let (res, rej) = self.create_resolving_functions(p)?;
                self.temps.push(rej);
                match self.call_rooted(then, thenable, &[res, rej], Value::UNDEFINED) {
                    Ok(_) => Ok(()),
                    Err(Throw::Exception(e)) => {
                        self.call_rooted(rej, Value::UNDEFINED, &[e], Value::UNDEFINED).map(|_| ())
                    }
                    Err(t) => Err(t),
                }
            }
        }
    }

    /// Runs jobs until the queue is empty.
    pub(crate) fn run_jobs(&mut self) -> JsResult<()> {
        loop {
            // ClearKeptObjects at each job boundary (WeakRef targets read by the
            // previous job may now be collected).
            self.clear_kept_objects();
            // Each job pays its fuel before it runs (see `JOB_FUEL`): a queue that
            // refills itself forever must end under a fuel budget.
            let job_fuel = crate::limits::JOB_FUEL;
            if let Some(job) = self.jobs.queue.pop_front() {
                self.limits.charge(job_fuel).map_err(Throw::Terminate)?;
                self.run_job(job)?;
            } else if !self.weak.cleanup.is_empty() {
                self.limits.charge(job_fuel).map_err(Throw::Terminate)?;
                if let Some(r) = self.run_one_finalization_job() {
                    r?;
                }
            } else if let Some(r) = self.time_out_next_waiter() {
                // The timeout already happened (a waiter left the list): pay after.
                r?;
                self.limits.charge(job_fuel).map_err(Throw::Terminate)?;
            } else {
                return Ok(());
            }
        }
    }

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
        let on_f =
            self.make_native(resume, None, Box::new([Value::object(state), Value::int(0)]))?;
        let on_r =
            self.make_native(resume, None, Box::new([Value::object(state), Value::int(1)]))?;
        self.perform_promise_then(
            p,
            Value::object(on_f),
            Value::object(on_r),
            Value::UNDEFINED,
            Value::UNDEFINED,
        );
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
        // A resumption pays a unit of fuel, like the call it stands for (a loop of
        // `await`s or `next()`s has no backward jump in the resumed code to pay for it).
        self.limits.tick().map_err(Throw::Terminate)?;
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

/// The resolve function of CreateResolvingFunctions.
pub(crate) fn resolve_function(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    if let Some(p) = vm.take_resolving(cx.callee) {
        vm.resolve_promise(p, arg(args, 0))?;
    }
    Ok(Value::UNDEFINED)
}

/// The reject function of CreateResolvingFunctions.
pub(crate) fn reject_function(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    if let Some(p) = vm.take_resolving(cx.callee) {
        vm.settle_promise(p, PromiseState::Rejected, arg(args, 0))?;
    }
    Ok(Value::UNDEFINED)
}

/// ECMA-262 sec-promise-executor
pub(crate) fn constructor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    if cx.new_target.is_undefined() {
        return Err(vm.type_error("Promise constructor cannot be invoked without 'new'"));
    }
    let executor = arg(args, 0);
    if !vm.is_callable(executor) {
        return Err(vm.type_error("Promise resolver is not a function"));
    }
    let proto = vm.prototype_from_constructor(cx.new_target, vm.realm.promise_prototype)?;
    let p = vm.new_promise_with_proto(proto)?;
    let (res, rej) = vm.create_resolving_functions(p)?;
    match vm.call(executor, Value::UNDEFINED, &[res, rej]) {
        Ok(_) => {}
        Err(Throw::Exception(e)) => {
            vm.call(rej, Value::UNDEFINED, &[e])?;
        }
        Err(t) => return Err(t),
    }
    Ok(Value::object(p))
}

impl Vm {
    /// ECMA-262 sec-promise-resolve: PromiseResolve(C, x) for any constructor C.
    pub(crate) fn promise_resolve_with(&mut self, c: Value, x: Value) -> JsResult<Value> {
        if c == Value::object(self.realm.promise_constructor) {
            return Ok(Value::object(self.promise_resolve(x)?));
        }
        if let Some(o) = x.as_object()
            && matches!(self.heap.get(o).kind, ObjectKind::Promise(_))
        {
            let xc = self.get(o, PropertyKey::Atom(names::CONSTRUCTOR), x)?;
            if self.same_value(xc, c) {
                return Ok(x);
            }
        }
        let (p, res, _) = self.new_promise_capability(c)?;
        self.call(res, Value::UNDEFINED, &[x])?;
        Ok(p)
    }
}

/// ECMA-262 sec-promise.resolve
pub(crate) fn resolve(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    if !this.is_object() {
        return Err(vm.type_error("Promise.resolve called on a non-object"));
    }
    vm.promise_resolve_with(this, arg(args, 0))
}

/// ECMA-262 sec-promise.reject
pub(crate) fn reject(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    if this == Value::object(vm.realm.promise_constructor) {
        let p = vm.new_promise()?;
        vm.settle_promise(p, PromiseState::Rejected, arg(args, 0))?;
        return Ok(Value::object(p));
    }
    let (p, _, rej) = vm.new_promise_capability(this)?;
    vm.call(rej, Value::UNDEFINED, &[arg(args, 0)])?;
    Ok(p)
}

/// ECMA-262 sec-promise.prototype.then
pub(crate) fn then(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let Some(p) =
        this.as_object().filter(|&o| matches!(vm.heap.get(o).kind, ObjectKind::Promise(_)))
    else {
        return Err(vm.type_error("Promise.prototype.then called on incompatible receiver"));
    };
    // Steps 3-4: the derived promise comes from SpeciesConstructor(promise, %Promise%).
    let default = Value::object(vm.realm.promise_constructor);
    let c = vm.species_constructor(p, default)?;
    if c != default {
        let (derived, res, rej) = vm.new_promise_capability(c)?;
        vm.perform_promise_then(p, arg(args, 0), arg(args, 1), res, rej);
        return Ok(derived);
    }
    let derived = vm.new_promise()?;
    let (res, rej) = vm.create_resolving_functions(derived)?;
    vm.perform_promise_then(p, arg(args, 0), arg(args, 1), res, rej);
    Ok(Value::object(derived))
}

/// ECMA-262 sec-promise.prototype.catch
pub(crate) fn catch(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let t = vm.get_v(this, PropertyKey::Atom(names::THEN))?;
    vm.call(t, this, &[Value::UNDEFINED, arg(args, 0)])
}

/// ECMA-262 sec-promise.prototype.finally
pub(crate) fn finally(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    // Steps 2-3: C = SpeciesConstructor(promise, %Promise%).
    let Some(po) = this.as_object() else {
        return Err(vm.type_error("Promise.prototype.finally called on a non-object"));
    };
    let default = Value::object(vm.realm.promise_constructor);
    let c = vm.species_constructor(po, default)?;
    let on_finally = arg(args, 0);
    let (tf, cf) = if vm.is_callable(on_finally) {
        let a = vm.make_native(NativeId::PromiseFinallyThen, None, Box::new([on_finally, c]))?;
        let b = vm.make_native(NativeId::PromiseFinallyCatch, None, Box::new([on_finally, c]))?;
        (Value::object(a), Value::object(b))
    } else {
        (on_finally, on_finally)
    };
    let t = vm.get_v(this, PropertyKey::Atom(names::THEN))?;
    vm.call(t, this, &[tf, cf])
}

fn data0(vm: &Vm, callee: Handle<JsObject>) -> Value {
    match &vm.heap.get(callee).kind {
        ObjectKind::Native { data, .. } => data.first().copied().unwrap_or_default(),
        _ => Value::UNDEFINED,
    }
}

/// The C a thenFinally / catchFinally closure captured (data slot 1).
fn data1(vm: &Vm, callee: Handle<JsObject>) -> Value {
    match &vm.heap.get(callee).kind {
        ObjectKind::Native { data, .. } => data.get(1).copied().unwrap_or_default(),
        _ => Value::UNDEFINED,
    }
}

/// Invoke(p, "then", « f »).
fn invoke_then(vm: &mut Vm, p: Value, f: Value) -> JsResult<Value> {
    let t = vm.get_v(p, PropertyKey::Atom(names::THEN))?;
    vm.call(t, p, &[f])
}

/// thenFinally of sec-promise.prototype.finally.
pub(crate) fn finally_then(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let (on_finally, c) = (data0(vm, cx.callee), data1(vm, cx.callee));
    let result = vm.call(on_finally, Value::UNDEFINED, &[])?;
    let p = vm.promise_resolve_with(c, result)?;
    let thunk = vm.make_native(NativeId::PromiseThunk, None, Box::new([arg(args, 0)]))?;
    invoke_then(vm, p, Value::object(thunk))
}

/// catchFinally of sec-promise.prototype.finally.
pub(crate) fn finally_catch(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let (on_finally, c) = (data0(vm, cx.callee), data1(vm, cx.callee));
    let result = vm.call(on_finally, Value::UNDEFINED, &[])?;
    let p = vm.promise_resolve_with(c, result)?;
    let thrower = vm.make_native(NativeId::PromiseThrower, None, Box::new([arg(args, 0)]))?;
    invoke_then(vm, p, Value::object(thrower))
}

/// Returns its captured value.
pub(crate) fn thunk(vm: &mut Vm, _this: Value, _args: &[Value], cx: NativeCx) -> JsResult<Value> {
    Ok(data0(vm, cx.callee))
}

/// Throws its captured value.
pub(crate) fn thrower(vm: &mut Vm, _this: Value, _args: &[Value], cx: NativeCx) -> JsResult<Value> {
    Err(Throw::Exception(data0(vm, cx.callee)))
}

/// The continuation of an await: resumes the async function with the settled value.
pub(crate) fn async_resume(
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

/// ECMA-262 sec-promise.withResolvers
pub(crate) fn with_resolvers(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let (promise, resolve, reject) = vm.new_promise_capability(this)?;
    let o = vm.new_plain_object()?;
    for (name, v) in [("promise", promise), ("resolve", resolve), ("reject", reject)] {
        let key = vm.key(name)?;
        vm.add_property(o, key, v, attrs::DEFAULT)?;
    }
    Ok(Value::object(o))
}

/// ECMA-262 sec-promise.try
pub(crate) fn try_(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    if !this.is_object() {
        return Err(vm.type_error("Promise.try called on a non-object"));
    }
    let (promise, resolve, reject) = vm.new_promise_capability(this)?;
    let rest = args.get(1..).unwrap_or(&[]);
    match vm.call(arg(args, 0), Value::UNDEFINED, rest) {
        Ok(v) => {
            vm.call(resolve, Value::UNDEFINED, &[v])?;
        }
        Err(Throw::Exception(e)) => {
            vm.call(reject, Value::UNDEFINED, &[e])?;
        }
        Err(t) => return Err(t),
    }
    Ok(promise)
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Promise;
    Promise = ("Promise", 1, true, constructor),
    PromiseResolveFunction = ("", 1, false, resolve_function),
    PromiseRejectFunction = ("", 1, false, reject_function),
    PromiseResolve = ("resolve", 1, false, resolve),
    PromiseReject = ("reject", 1, false, reject),
    PromiseAll = ("all", 1, false, all),
    PromiseAllSettled = ("allSettled", 1, false, all_settled),
    PromiseAny = ("any", 1, false, any),
    PromiseRace = ("race", 1, false, race),
    PromiseCombinatorElement = ("", 1, false, combinator_element),
    PromiseProtoThen = ("then", 2, false, then),
    PromiseProtoCatch = ("catch", 1, false, catch),
    PromiseProtoFinally = ("finally", 1, false, finally),
    PromiseFinallyThen = ("", 1, false, finally_then),
    PromiseFinallyCatch = ("", 1, false, finally_catch),
    PromiseThunk = ("", 0, false, thunk),
    PromiseThrower = ("", 0, false, thrower),
    PromiseAsyncResume = ("", 1, false, async_resume),
    PromiseWithResolvers = ("withResolvers", 0, false, with_resolvers),
    PromiseTry = ("try", 1, false, try_),
    PromiseCapabilityExecutor = ("", 2, false, capability_executor),
    PromiseAllKeyed = ("allKeyed", 1, false, all_keyed),
    PromiseAllSettledKeyed = ("allSettledKeyed", 1, false, all_settled_keyed),
}

/// Installs Promise.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let proto = vm.realm.promise_prototype;
    let ctor = vm.install_constructor(NativeId::Promise, proto)?;
    vm.realm.promise_constructor = ctor;
    vm.install(ctor, NativeId::PromiseResolve)?;
    vm.install(ctor, NativeId::PromiseReject)?;
    for id in [
        NativeId::PromiseAll,
        NativeId::PromiseAllSettled,
        NativeId::PromiseAllKeyed,
        NativeId::PromiseAllSettledKeyed,
        NativeId::PromiseAny,
        NativeId::PromiseRace,
        NativeId::PromiseWithResolvers,
        NativeId::PromiseTry,
    ] {
        vm.install(ctor, id)?;
    }
    for id in
        [NativeId::PromiseProtoThen, NativeId::PromiseProtoCatch, NativeId::PromiseProtoFinally]
    {
        vm.install(proto, id)?;
    }
    let tag = vm.str_value("Promise")?;
    let tag_key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    vm.define_builtin(proto, tag_key, tag, attrs::CONFIGURABLE)?;
    Ok(())
}

/// Which combinator a resolve-element function belongs to.
const ALL: i32 = 0;
const ALL_SETTLED_FULFILLED: i32 = 1;
const ALL_SETTLED_REJECTED: i32 = 2;
const ANY: i32 = 3;

/// Shared state of one combinator call: values array, remaining counter (a Number
/// cell), and the capability functions. `c` is the `this` constructor.
fn combinator(vm: &mut Vm, c: Value, args: &[Value], kind: i32) -> JsResult<Value> {
    let (p, res, rej) = vm.new_promise_capability(c)?;
    let r = combinator_body(vm, c, arg(args, 0), kind, res, rej);
    if let Err(Throw::Exception(e)) = r {
        vm.call(rej, Value::UNDEFINED, &[e])?;
    } else {
        r?;
    }
    Ok(p)
}

/// GetPromiseResolve(C) (sec-getpromiseresolve).
fn get_promise_resolve(vm: &mut Vm, c: Value) -> JsResult<Value> {
    let key = PropertyKey::Atom(vm.atom("resolve")?);
    let resolve = vm.get_v(c, key)?;
    if !vm.is_callable(resolve) {
        return Err(vm.type_error("Promise resolve is not a function"));
    }
    Ok(resolve)
}

fn combinator_body(
    vm: &mut Vm,
    c: Value,
    iterable: Value,
    kind: i32,
    res: Value,
    rej: Value,
) -> JsResult<()> {
    let promise_resolve = get_promise_resolve(vm, c)?;
    let (it, next) = vm.get_iterator(iterable)?;
    let values = vm.array_create(0)?;
    let counter = vm.alloc_object(ObjectKind::Number(1.0), None)?;
    vm.temps.extend([Value::object(values), Value::object(counter), it, next]);
    let mut index: u32 = 0;
    let r = (|| -> JsResult<()> {
        // Errors of the iterator itself end the loop without closing it; errors after
        // a step (resolve, then) close it (IfAbruptRejectPromise after IteratorClose).
        while let Some(v) = vm.iterator_step_value(it, next)? {
            let step = (|| -> JsResult<()> {
                vm.create_data_property_or_throw(
                    values,
                    PropertyKey::Index(index),
                    Value::UNDEFINED,
                )?;
                let next_promise = vm.call(promise_resolve, c, &[v])?;
                let shared = ElementShared { values, counter, res, rej, keys: None };
                subscribe_element(vm, &shared, index, kind, next_promise)?;
                Ok(())
            })();
            if let Err(e) = step {
                if let Throw::Exception(_) = e {
                    vm.iterator_close_quiet(it);
                }
                return Err(e);
            }
            index = match index.checked_add(1) {
                Some(i) => i,
                None => {
                    let e = vm.range_error("Too many promises");
                    vm.iterator_close_quiet(it);
                    return Err(e);
                }
            };
        }
        Ok(())
    })();
    let len = vm.temps.len();
    vm.temps.truncate(len - 4);
    r?;
    finish_element(vm, values, counter, res, rej, kind, Value::UNDEFINED)
}

/// What the element functions of one combinator call share: the values array, the
/// remaining counter (a Number cell), the capability functions and, for the keyed
/// combinators, the array of keys parallel to `values`.
struct ElementShared {
    values: Handle<JsObject>,
    counter: Handle<JsObject>,
    res: Value,
    rej: Value,
    keys: Option<Handle<JsObject>>,
}

/// Makes the resolve (and, for allSettled and any, reject) element functions of element
/// `index`, counts the element as remaining and calls `nextPromise.then` with them
/// (sec-performpromiseall steps 8.f-8.s and their allSettled/any/keyed variants).
fn subscribe_element(
    vm: &mut Vm,
    shared: &ElementShared,
    index: u32,
    kind: i32,
    next_promise: Value,
) -> JsResult<()> {
    // One [[AlreadyCalled]] for both functions of an element (allSettled).
    let cell = vm.alloc_object(ObjectKind::Boolean(false), None)?;
    let make = |vm: &mut Vm, k: i32| -> JsResult<Value> {
        let common = [
            Value::object(shared.values),
            Value::from_u32(index),
            Value::object(shared.counter),
            shared.res,
            shared.rej,
            Value::object(cell),
            Value::int(k),
        ];
        let data: Box<[Value]> = match shared.keys {
            Some(keys) => common.into_iter().chain([Value::object(keys)]).collect(),
            None => Box::new(common),
        };
        Ok(Value::object(vm.make_native(NativeId::PromiseCombinatorElement, None, data)?))
    };
    let (on_f, on_r) = match kind {
        ALL => (make(vm, ALL)?, shared.rej),
        ANY => (shared.res, make(vm, ANY)?),
        _ => (make(vm, ALL_SETTLED_FULFILLED)?, make(vm, ALL_SETTLED_REJECTED)?),
    };
    if let ObjectKind::Number(n) = &mut vm.heap.get_mut(shared.counter).kind {
        *n += 1.0;
    }
    let then = vm.get_v(next_promise, PropertyKey::Atom(names::THEN))?;
    vm.call(then, next_promise, &[on_f, on_r])?;
    Ok(())
}

/// Decrements the remaining count; at zero settles the combinator's promise (for the
/// keyed combinators, `keys` is the array of their keys, parallel to `values`).
fn finish_element(
    vm: &mut Vm,
    values: Handle<JsObject>,
    counter: Handle<JsObject>,
    res: Value,
    rej: Value,
    kind: i32,
    keys: Value,
) -> JsResult<()> {
    let left = match &mut vm.heap.get_mut(counter).kind {
        ObjectKind::Number(n) => {
            *n -= 1.0;
            *n
        }
        _ => 1.0,
    };
    if left == 0.0 {
        if kind == ANY {
            let e = vm.new_aggregate_error(Value::object(values), "All promises were rejected")?;
            vm.call(rej, Value::UNDEFINED, &[e])?;
        } else if let Some(keys) = keys.as_object() {
            // CreateKeyedPromiseCombinatorResultObject: a null-prototype object.
            let obj = vm.alloc_object(ObjectKind::Ordinary, None)?;
            let n = vm.length_of_array_like(keys)?;
            for i in 0..n {
                let k = vm.get_index(keys, i)?;
                let v = vm.get_index(values, i)?;
                let key = vm.to_property_key(k)?;
                vm.create_data_property_or_throw(obj, key, v)?;
            }
            vm.call(res, Value::UNDEFINED, &[Value::object(obj)])?;
        } else {
            vm.call(res, Value::UNDEFINED, &[Value::object(values)])?;
        }
    }
    Ok(())
}

/// A resolve/reject element function of Promise.all / allSettled / any.
pub(crate) fn combinator_element(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let ObjectKind::Native { data, .. } = &vm.heap.get(cx.callee).kind else {
        return Ok(Value::UNDEFINED);
    };
    let d: Vec<Value> = data.to_vec();
    if d.len() < 7 {
        return Ok(Value::UNDEFINED);
    }
    let keys = d.get(7).copied().unwrap_or_default();
    let (Some(values), Some(index), Some(counter), res, rej, Some(cell), kind) = (
        d[0].as_object(),
        d[1].as_number(),
        d[2].as_object(),
        d[3],
        d[4],
        d[5].as_object(),
        d[6].as_int().unwrap_or(0),
    ) else {
        return Ok(Value::UNDEFINED);
    };
    if let ObjectKind::Boolean(done) = &mut vm.heap.get_mut(cell).kind {
        if *done {
            return Ok(Value::UNDEFINED);
        }
        *done = true;
    }
    let x = arg(args, 0);
    let v = match kind {
        ALL_SETTLED_FULFILLED | ALL_SETTLED_REJECTED => {
            let o = vm.new_plain_object()?;
            let status =
                vm.str_value(if kind == ALL_SETTLED_FULFILLED { "fulfilled" } else { "rejected" })?;
            let sk = vm.key("status")?;
            vm.create_data_property_or_throw(o, sk, status)?;
            let vk = if kind == ALL_SETTLED_FULFILLED {
                PropertyKey::Atom(names::VALUE)
            } else {
                vm.key("reason")?
            };
            vm.create_data_property_or_throw(o, vk, x)?;
            Value::object(o)
        }
        _ => x,
    };
    vm.create_data_property_or_throw(values, PropertyKey::Index(index as u32), v)?;
    let combinator_kind = if kind == ANY { ANY } else { ALL };
    finish_element(vm, values, counter, res, rej, combinator_kind, keys)?;
    Ok(Value::UNDEFINED)
}

/// Promise.allKeyed / Promise.allSettledKeyed (proposal-await-dictionary): `kind` is
/// ALL or ALL_SETTLED_FULFILLED.
fn combinator_keyed(vm: &mut Vm, c: Value, args: &[Value], kind: i32) -> JsResult<Value> {
    let (p, res, rej) = vm.new_promise_capability(c)?;
    let r = (|| -> JsResult<()> {
        let promise_resolve = get_promise_resolve(vm, c)?;
        let Some(promises) = arg(args, 0).as_object() else {
            return Err(vm.type_error("Promise keyed combinator: the argument is not an object"));
        };
        keyed_body(vm, c, promises, kind, promise_resolve, res, rej)
    })();
    if let Err(Throw::Exception(e)) = r {
        vm.call(rej, Value::UNDEFINED, &[e])?;
    } else {
        r?;
    }
    Ok(p)
}

/// PerformPromiseAllKeyed (proposal-await-dictionary).
fn keyed_body(
    vm: &mut Vm,
    c: Value,
    promises: Handle<JsObject>,
    kind: i32,
    promise_resolve: Value,
    res: Value,
    rej: Value,
) -> JsResult<()> {
    let all_keys = vm.own_property_keys(promises)?;
    let values = vm.array_create(0)?;
    let keys = vm.array_create(0)?;
    let counter = vm.alloc_object(ObjectKind::Number(1.0), None)?;
    vm.temps.extend([Value::object(values), Value::object(keys), Value::object(counter)]);
    let mut index: u32 = 0;
    let r = (|| -> JsResult<()> {
        for key in all_keys {
            let Some(desc) = vm.get_own_property(promises, key)? else { continue };
            if desc.enumerable != Some(true) {
                continue;
            }
            let value = vm.get(promises, key, Value::object(promises))?;
            let kv = vm.key_value(key)?;
            vm.create_data_property_or_throw(keys, PropertyKey::Index(index), kv)?;
            vm.create_data_property_or_throw(values, PropertyKey::Index(index), Value::UNDEFINED)?;
            let next_promise = vm.call(promise_resolve, c, &[value])?;
            let shared = ElementShared { values, counter, res, rej, keys: Some(keys) };
            subscribe_element(vm, &shared, index, kind, next_promise)?;
            index = index.checked_add(1).ok_or_else(|| vm.range_error("Too many promises"))?;
        }
        Ok(())
    })();
    let len = vm.temps.len();
    vm.temps.truncate(len - 3);
    r?;
    finish_element(vm, values, counter, res, rej, ALL, Value::object(keys))
}

/// Promise.allKeyed ( promises ) (proposal-await-dictionary)
pub(crate) fn all_keyed(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    combinator_keyed(vm, this, args, ALL)
}

/// Promise.allSettledKeyed ( promises ) (proposal-await-dictionary)
pub(crate) fn all_settled_keyed(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    combinator_keyed(vm, this, args, ALL_SETTLED_FULFILLED)
}

/// ECMA-262 sec-promise.all
pub(crate) fn all(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    combinator(vm, this, args, ALL)
}

/// ECMA-262 sec-promise.allsettled
pub(crate) fn all_settled(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    combinator(vm, this, args, ALL_SETTLED_FULFILLED)
}

/// ECMA-262 sec-promise.any
pub(crate) fn any(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    combinator(vm, this, args, ANY)
}

/// ECMA-262 sec-promise.race
pub(crate) fn race(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let (p, res, rej) = vm.new_promise_capability(this)?;
    let r = (|| -> JsResult<()> {
        let promise_resolve = get_promise_resolve(vm, this)?;
        let (it, next) = vm.get_iterator(arg(args, 0))?;
        while let Some(v) = vm.iterator_step_value(it, next)? {
            let step = (|| -> JsResult<()> {
                let np = vm.call(promise_resolve, this, &[v])?;
                let then = vm.get_v(np, PropertyKey::Atom(names::THEN))?;
                vm.call(then, np, &[res, rej])?;
                Ok(())
            })();
            if let Err(e) = step {
                if let Throw::Exception(_) = e {
                    vm.iterator_close_quiet(it);
                }
                return Err(e);
            }
        }
        Ok(())
    })();
    match r {
        Err(Throw::Exception(e)) => {
            vm.call(rej, Value::UNDEFINED, &[e])?;
        }
        other => other?,
    }
    Ok(p)
}

/// GetCapabilitiesExecutor (sec-getcapabilitiesexecutor-functions): records resolve
/// and reject in its data slots, once.
pub(crate) fn capability_executor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let (res, rej) = match &vm.heap.get(cx.callee).kind {
        ObjectKind::Native { data, .. } => {
            (data.first().copied().unwrap_or_default(), data.get(1).copied().unwrap_or_default())
        }
        _ => (Value::UNDEFINED, Value::UNDEFINED),
    };
    if !res.is_undefined() || !rej.is_undefined() {
        return Err(vm.type_error("Promise executor has already been invoked"));
    }
    if let ObjectKind::Native { data, .. } = &mut vm.heap.get_mut(cx.callee).kind
        && data.len() == 2
    {
        data[0] = arg(args, 0);
        data[1] = arg(args, 1);
    }
    Ok(Value::UNDEFINED)
}
