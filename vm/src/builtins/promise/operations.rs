//! The Promise abstract operations (ECMA-262 sec-promise-abstract-operations) and
//! Promise jobs (sec-promise-jobs): capabilities, resolving functions, reactions and the
//! job queue's loop.

use cairn_gc::Handle;

use crate::builtins::{NativeCx, NativeId, arg};
use crate::jobs::Job;
use crate::names;
use crate::object::slots::promise::{PromiseData, PromiseState, Reaction};
use crate::object::{JsObject, ObjectKind};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

impl Vm {
    /// A new pending promise with %Promise.prototype%.
    pub(crate) fn new_promise(&mut self) -> JsResult<Handle<JsObject>> {
        let proto = self.realm.promise_prototype;
        self.new_promise_with_proto(proto)
    }

    pub(super) fn new_promise_with_proto(
        &mut self,
        proto: Handle<JsObject>,
    ) -> JsResult<Handle<JsObject>> {
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
        self.enqueue_job(Job::ResolveThenable {
            promise: Value::object(p),
            thenable: resolution,
            then,
        })
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
            self.enqueue_job(Job::Reaction {
                handler: r.handler,
                rejected: state == PromiseState::Rejected,
                argument: v,
                resolve: r.resolve,
                reject: r.reject,
            })?;
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
    ) -> JsResult<()> {
        let f = if self.is_callable(on_fulfilled) { on_fulfilled } else { Value::UNDEFINED };
        let r = if self.is_callable(on_rejected) { on_rejected } else { Value::UNDEFINED };
        let fr = Reaction { handler: f, resolve, reject };
        let rr = Reaction { handler: r, resolve, reject };
        let Some(d) = self.promise_data(p) else { return Ok(()) };
        let (state, result) = (d.state, d.result);
        d.handled = true;
        match state {
            PromiseState::Pending => {
                d.fulfill_reactions.push(fr);
                d.reject_reactions.push(rr);
            }
            PromiseState::Fulfilled => self.enqueue_job(Job::Reaction {
                handler: f,
                rejected: false,
                argument: result,
                resolve,
                reject,
            })?,
            PromiseState::Rejected => {
                self.jobs.unhandled.retain(|&u| u != Value::object(p));
                self.enqueue_job(Job::Reaction {
                    handler: r,
                    rejected: true,
                    argument: result,
                    resolve,
                    reject,
                })?;
            }
        }
        Ok(())
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
            if self.host.can_block && self.time_out_due_shared_waiter()? {
                // A waitAsync timeout passed in real time: its reactions are queued.
                continue;
            }
            if let Some(job) = self.jobs.queue.pop_front() {
                self.limits.charge(job_fuel).map_err(Throw::Terminate)?;
                self.run_job(job)?;
            } else if !self.weak.cleanup.is_empty() {
                self.limits.charge(job_fuel).map_err(Throw::Terminate)?;
                if let Some(r) = self.run_one_finalization_job() {
                    r?;
                }
            } else if self.take_woken_waiters()? {
                // Another agent's notify woke waitAsync waiters: their jobs are queued.
            } else if let Some(r) = self.time_out_next_waiter() {
                // The timeout already happened (a waiter left the list): pay after.
                r?;
                self.limits.charge(job_fuel).map_err(Throw::Terminate)?;
            } else if self.has_shared_waiters() {
                // Only waiters other agents may wake are left: wait for them.
                self.wait_for_shared_waiters()?;
            } else {
                return Ok(());
            }
        }
    }
}

/// The resolve function of CreateResolvingFunctions.
pub(super) fn resolve_function(
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
pub(super) fn reject_function(
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

/// GetCapabilitiesExecutor (sec-getcapabilitiesexecutor-functions): records resolve
/// and reject in its data slots, once.
pub(super) fn capability_executor(
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
