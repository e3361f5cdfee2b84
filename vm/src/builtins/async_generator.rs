//! AsyncGenerator objects (ECMA-262 sec-asyncgenerator-objects), %AsyncIteratorPrototype%,
//! and Async-from-Sync Iterators (sec-async-from-sync-iterator-objects).
//!
//! An async generator keeps a queue of requests (next/throw/return, each with its
//! promise). The body runs from `resume_next` until it yields (the front request is
//! fulfilled with `{value, done: false}` and the next request, if any, resumes it),
//! awaits (a promise reaction resumes it later), returns or throws (the front request
//! settles, the generator completes, and the rest of the queue drains).

use cairn_gc::Handle;

use super::{NativeCx, NativeId, arg};
use crate::interp::Suspend;
use crate::names;
use crate::object::slots::promise::PromiseState;
use crate::object::{GeneratorState, JsObject, ObjectKind, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

impl Vm {
    fn async_gen_state(&self, g: Handle<JsObject>) -> Option<GeneratorState> {
        match &self.heap.get(g).kind {
            ObjectKind::Generator(d) if d.queue.is_some() => Some(d.state),
            _ => None,
        }
    }

    fn set_async_gen_state(&mut self, g: Handle<JsObject>, s: GeneratorState) {
        if let ObjectKind::Generator(d) = &mut self.heap.get_mut(g).kind {
            d.state = s;
        }
    }

    fn async_gen_front(&self, g: Handle<JsObject>) -> Option<(i32, Value, Value)> {
        match &self.heap.get(g).kind {
            ObjectKind::Generator(d) => d.queue.as_ref().and_then(|q| q.front().copied()),
            _ => None,
        }
    }

    /// Removes the front request and settles its promise.
    fn async_gen_settle_front(
        &mut self,
        g: Handle<JsObject>,
        state: PromiseState,
        v: Value,
    ) -> JsResult<()> {
        let front = match &mut self.heap.get_mut(g).kind {
            ObjectKind::Generator(d) => d.queue.as_mut().and_then(|q| q.pop_front()),
            _ => None,
        };
        if let Some((_, _, p)) = front
            && let Some(p) = p.as_object()
        {
            if state == PromiseState::Fulfilled {
                self.resolve_promise(p, v)?;
            } else {
                self.settle_promise(p, state, v)?;
            }
        }
        Ok(())
    }

    /// AsyncGeneratorResumeNext: runs requests while the generator can take them.
    pub(crate) fn async_gen_resume_next(&mut self, g: Handle<JsObject>) -> JsResult<()> {
        loop {
            let Some(mut state) = self.async_gen_state(g) else { return Ok(()) };
            if matches!(state, GeneratorState::Executing | GeneratorState::AwaitingReturn) {
                return Ok(());
            }
            let Some((mode, value, _)) = self.async_gen_front(g) else { return Ok(()) };
            if mode != 0 {
                if state == GeneratorState::SuspendedStart {
                    state = GeneratorState::Completed;
                    self.set_async_gen_state(g, state);
                    if let ObjectKind::Generator(d) = &mut self.heap.get_mut(g).kind {
                        d.frame = None;
                    }
                }
                if state == GeneratorState::Completed {
                    if mode == 2 {
                        self.set_async_gen_state(g, GeneratorState::AwaitingReturn);
                        return self.await_with(g, value, NativeId::AsyncGeneratorReturnSettled);
                    }
                    self.async_gen_settle_front(g, PromiseState::Rejected, value)?;
                    continue;
                }
            } else if state == GeneratorState::Completed {
                let r = self.create_iter_result(Value::UNDEFINED, true)?;
                self.async_gen_settle_front(g, PromiseState::Fulfilled, r)?;
                continue;
            }
            let saved = match &mut self.heap.get_mut(g).kind {
                ObjectKind::Generator(d) => {
                    d.state = GeneratorState::Executing;
                    d.frame.take()
                }
                _ => None,
            };
            let Some(saved) = saved else { return Ok(()) };
            let r = self.resume_frame(saved, value, mode);
            return self.async_gen_step(g, r);
        }
    }

    /// After the body's loop ended: await, yield, return or throw.
    fn async_gen_step(&mut self, g: Handle<JsObject>, r: JsResult<Value>) -> JsResult<()> {
        let suspend = core::mem::replace(&mut self.suspend, Suspend::None);
        match r {
            Ok(v) if suspend == Suspend::Await => {
                let (saved, _, _) = self.suspend_top_frame();
                if let ObjectKind::Generator(d) = &mut self.heap.get_mut(g).kind {
                    d.frame = Some(saved);
                }
                self.await_with(g, v, NativeId::AsyncGeneratorAwaitResume)
            }
            Ok(v) if suspend == Suspend::Yield || suspend == Suspend::YieldDelegate => {
                let (saved, _, _) = self.suspend_top_frame();
                if let ObjectKind::Generator(d) = &mut self.heap.get_mut(g).kind {
                    d.frame = Some(saved);
                    d.state = GeneratorState::SuspendedYield;
                }
                let result = self.create_iter_result(v, false)?;
                self.async_gen_settle_front(g, PromiseState::Fulfilled, result)?;
                self.async_gen_resume_next(g)
            }
            Ok(v) => {
                self.set_async_gen_state(g, GeneratorState::Completed);
                let result = self.create_iter_result(v, true)?;
                self.async_gen_settle_front(g, PromiseState::Fulfilled, result)?;
                self.async_gen_resume_next(g)
            }
            Err(Throw::Exception(e)) => {
                self.set_async_gen_state(g, GeneratorState::Completed);
                self.async_gen_settle_front(g, PromiseState::Rejected, e)?;
                self.async_gen_resume_next(g)
            }
            Err(t) => Err(t),
        }
    }

    /// GetIterator(obj, async) (sec-getiterator).
    pub(crate) fn get_async_iterator(&mut self, obj: Value) -> JsResult<(Value, Value)> {
        let key = PropertyKey::Symbol(self.realm.symbols.async_iterator);
        let method = self.get_v(obj, key)?;
        if method.is_nullish() {
            let (it, next) = self.get_iterator(obj)?;
            let proto = self.realm.async_from_sync_iterator_prototype;
            let a = self.alloc_object(
                ObjectKind::AsyncFromSyncIterator { iterator: it, next },
                Some(proto),
            )?;
            let next = self.get(a, PropertyKey::Atom(names::NEXT), Value::object(a))?;
            return Ok((Value::object(a), next));
        }
        if !self.is_callable(method) {
            return Err(self.type_error("Symbol.asyncIterator is not a function"));
        }
        self.get_iterator_from_method(obj, method)
    }
}

fn enqueue(vm: &mut Vm, this: Value, v: Value, mode: i32) -> JsResult<Value> {
    let p = vm.new_promise()?;
    let Some(g) = this.as_object().filter(|&g| vm.async_gen_state(g).is_some()) else {
        let e = vm.make_error(crate::errors::ErrorType::TypeError, "not an async generator")?;
        vm.settle_promise(p, PromiseState::Rejected, e)?;
        return Ok(Value::object(p));
    };
    if let ObjectKind::Generator(d) = &mut vm.heap.get_mut(g).kind
        && let Some(q) = &mut d.queue
    {
        q.push_back((mode, v, Value::object(p)));
    }
    vm.async_gen_resume_next(g)?;
    Ok(Value::object(p))
}

/// ECMA-262 sec-asyncgenerator-prototype-next
pub(crate) fn next(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    enqueue(vm, this, arg(args, 0), 0)
}

/// ECMA-262 sec-asyncgenerator-prototype-return
pub(crate) fn return_(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    enqueue(vm, this, arg(args, 0), 2)
}

/// ECMA-262 sec-asyncgenerator-prototype-throw
pub(crate) fn throw(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    enqueue(vm, this, arg(args, 0), 1)
}

fn data(vm: &Vm, callee: Handle<JsObject>) -> (Option<Handle<JsObject>>, i32) {
    match &vm.heap.get(callee).kind {
        ObjectKind::Native { data, .. } => (
            data.first().and_then(|v| v.as_object()),
            data.get(1).and_then(|v| v.as_int()).unwrap_or(0),
        ),
        _ => (None, 0),
    }
}

/// The continuation of an `await` in an async generator body.
pub(crate) fn await_resume(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let (Some(g), mode) = data(vm, cx.callee) else { return Ok(Value::UNDEFINED) };
    let saved = match &mut vm.heap.get_mut(g).kind {
        ObjectKind::Generator(d) => d.frame.take(),
        _ => None,
    };
    let Some(saved) = saved else { return Ok(Value::UNDEFINED) };
    let r = vm.resume_frame(saved, arg(args, 0), mode);
    vm.async_gen_step(g, r)?;
    Ok(Value::UNDEFINED)
}

/// AsyncGeneratorAwaitReturn's continuation: settles the return request.
pub(crate) fn return_settled(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let (Some(g), mode) = data(vm, cx.callee) else { return Ok(Value::UNDEFINED) };
    vm.set_async_gen_state(g, GeneratorState::Completed);
    if mode == 0 {
        let r = vm.create_iter_result(arg(args, 0), true)?;
        vm.async_gen_settle_front(g, PromiseState::Fulfilled, r)?;
    } else {
        vm.async_gen_settle_front(g, PromiseState::Rejected, arg(args, 0))?;
    }
    vm.async_gen_resume_next(g)?;
    Ok(Value::UNDEFINED)
}

/// AsyncFromSyncIteratorContinuation: a promise of `{ value: await r.value, done }`.
/// With `close_on_rejection` (the sync iterator, for `next` and `throw`), a value that
/// fails to resolve or rejects closes the sync iterator (steps 7 and 13).
fn continuation(
    vm: &mut Vm,
    r: JsResult<Value>,
    close_on_rejection: Option<Value>,
) -> JsResult<Value> {
    let p = vm.new_promise()?;
    let step = (|| -> JsResult<(Handle<JsObject>, bool)> {
        let r = r?;
        let Some(ro) = r.as_object() else {
            return Err(vm.type_error("Iterator result is not an object"));
        };
        let done = vm.get(ro, PropertyKey::Atom(names::DONE), r)?;
        let done = vm.to_boolean(done);
        let value = vm.get(ro, PropertyKey::Atom(names::VALUE), r)?;
        match vm.promise_resolve(value) {
            Ok(wrapper) => Ok((wrapper, done)),
            Err(Throw::Exception(e)) => {
                // Step 7: IteratorClose with the throw completion (which it returns).
                if !done && let Some(it) = close_on_rejection {
                    vm.iterator_close_quiet(it);
                }
                Err(Throw::Exception(e))
            }
            Err(t) => Err(t),
        }
    })();
    match step {
        Ok((wrapper, done)) => {
            let unwrap =
                vm.make_native(NativeId::AsyncFromSyncUnwrap, None, Box::new([Value::bool(done)]))?;
            // Steps 12-13: on rejection, close the sync iterator unless done.
            let on_rejected = match close_on_rejection {
                Some(it) if !done => Value::object(vm.make_native(
                    NativeId::AsyncFromSyncClose,
                    None,
                    Box::new([it]),
                )?),
                _ => Value::UNDEFINED,
            };
            let (res, rej) = vm.create_resolving_functions(p)?;
            vm.perform_promise_then(wrapper, Value::object(unwrap), on_rejected, res, rej)?;
        }
        Err(Throw::Exception(e)) => vm.settle_promise(p, PromiseState::Rejected, e)?,
        Err(t) => return Err(t),
    }
    Ok(Value::object(p))
}

fn sync_record(vm: &Vm, this: Value) -> Option<(Value, Value)> {
    match this.as_object().map(|o| &vm.heap.get(o).kind) {
        Some(ObjectKind::AsyncFromSyncIterator { iterator, next }) => Some((*iterator, *next)),
        _ => None,
    }
}

/// %AsyncFromSyncIteratorPrototype%.next
pub(crate) fn from_sync_next(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let Some((it, next)) = sync_record(vm, this) else {
        return Err(vm.type_error("not an Async-from-Sync Iterator"));
    };
    let r = if args.is_empty() { vm.call(next, it, &[]) } else { vm.call(next, it, &args[..1]) };
    continuation(vm, r, Some(it))
}

/// %AsyncFromSyncIteratorPrototype%.return
pub(crate) fn from_sync_return(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let Some((it, _)) = sync_record(vm, this) else {
        return Err(vm.type_error("not an Async-from-Sync Iterator"));
    };
    let method = vm.get_v(it, PropertyKey::Atom(names::RETURN));
    match method {
        Ok(m) if m.is_nullish() => {
            let p = vm.new_promise()?;
            let r = vm.create_iter_result(arg(args, 0), true)?;
            vm.resolve_promise(p, r)?;
            Ok(Value::object(p))
        }
        Ok(m) => {
            let r = vm.call(m, it, &args[..args.len().min(1)]);
            continuation(vm, r, None)
        }
        Err(e) => continuation(vm, Err(e), None),
    }
}

/// %AsyncFromSyncIteratorPrototype%.throw
pub(crate) fn from_sync_throw(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let Some((it, _)) = sync_record(vm, this) else {
        return Err(vm.type_error("not an Async-from-Sync Iterator"));
    };
    let key = vm.atom("throw")?;
    let method = vm.get_v(it, PropertyKey::Atom(key));
    match method {
        Ok(m) if m.is_nullish() => {
            // Step 7: close with a normal completion (its errors reject), then reject
            // with a TypeError.
            if let Err(e) = vm.iterator_close(it) {
                return continuation(vm, Err(e), None);
            }
            let e = vm.make_error(
                crate::errors::ErrorType::TypeError,
                "The iterator does not provide a 'throw' method",
            )?;
            continuation(vm, Err(Throw::Exception(e)), None)
        }
        Ok(m) => {
            let r = vm.call(m, it, &args[..args.len().min(1)]);
            continuation(vm, r, Some(it))
        }
        Err(e) => continuation(vm, Err(e), None),
    }
}

/// The unwrap closure of AsyncFromSyncIteratorContinuation.
pub(crate) fn from_sync_unwrap(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let done = match &vm.heap.get(cx.callee).kind {
        ObjectKind::Native { data, .. } => data.first().and_then(|v| v.as_bool()).unwrap_or(false),
        _ => false,
    };
    vm.create_iter_result(arg(args, 0), done)
}

/// The closeIterator closure of AsyncFromSyncIteratorContinuation (step 13.a): closes
/// the sync iterator (data) and rethrows the rejection.
pub(crate) fn from_sync_close(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let it = match &vm.heap.get(cx.callee).kind {
        ObjectKind::Native { data, .. } => data.first().copied().unwrap_or_default(),
        _ => Value::UNDEFINED,
    };
    vm.iterator_close_quiet(it);
    Err(Throw::Exception(arg(args, 0)))
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    AsyncGenerator;
    AsyncGeneratorProtoNext = ("next", 1, false, next),
    AsyncGeneratorProtoReturn = ("return", 1, false, return_),
    AsyncGeneratorProtoThrow = ("throw", 1, false, throw),
    AsyncGeneratorAwaitResume = ("", 1, false, await_resume),
    AsyncGeneratorReturnSettled = ("", 1, false, return_settled),
    AsyncFromSyncNext = ("next", 1, false, from_sync_next),
    AsyncFromSyncReturn = ("return", 1, false, from_sync_return),
    AsyncFromSyncThrow = ("throw", 1, false, from_sync_throw),
    AsyncFromSyncUnwrap = ("", 1, false, from_sync_unwrap),
    AsyncFromSyncClose = ("", 1, false, from_sync_close),
}

/// Installs %AsyncGeneratorPrototype%, %AsyncGeneratorFunction.prototype%,
/// %AsyncIteratorPrototype% and %AsyncFromSyncIteratorPrototype%.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let agp = vm.realm.async_generator_prototype;
    for id in [
        NativeId::AsyncGeneratorProtoNext,
        NativeId::AsyncGeneratorProtoReturn,
        NativeId::AsyncGeneratorProtoThrow,
    ] {
        vm.install(agp, id)?;
    }
    let agfp = vm.realm.async_generator_function_prototype;
    vm.define_builtin(
        agfp,
        PropertyKey::Atom(names::PROTOTYPE),
        Value::object(agp),
        attrs::CONFIGURABLE,
    )?;
    vm.define_builtin(
        agp,
        PropertyKey::Atom(names::CONSTRUCTOR),
        Value::object(agfp),
        attrs::CONFIGURABLE,
    )?;
    let tag_key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    let tag = vm.str_value("AsyncGenerator")?;
    vm.define_builtin(agp, tag_key, tag, attrs::CONFIGURABLE)?;
    let tag = vm.str_value("AsyncGeneratorFunction")?;
    vm.define_builtin(agfp, tag_key, tag, attrs::CONFIGURABLE)?;
    let aip = vm.realm.async_iterator_prototype;
    let sym = vm.realm.symbols.async_iterator;
    vm.install_symbol(aip, sym, NativeId::AsyncIteratorProtoAsyncIterator, attrs::HIDDEN)?;
    let afs = vm.realm.async_from_sync_iterator_prototype;
    for id in
        [NativeId::AsyncFromSyncNext, NativeId::AsyncFromSyncReturn, NativeId::AsyncFromSyncThrow]
    {
        vm.install(afs, id)?;
    }
    Ok(())
}
