//! `Array.fromAsync` (ECMA-262 sec-array.fromasync, the Array.fromAsync proposal): the
//! async closure of the spec run as a state machine. Each Await resolves the awaited
//! value with %Promise% and continues in `resume` from a promise reaction; the state is
//! the data of a hidden native object, so a suspended run is plain heap data.

use cairn_gc::Handle;

use crate::builtins::{NativeCx, NativeId, arg};
use crate::names;
use crate::object::slots::promise::PromiseState;
use crate::object::{JsObject, ObjectKind};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

/// The slots of the state object's data.
mod slot {
    /// The promise `Array.fromAsync` returned.
    pub(super) const PROMISE: usize = 0;
    /// A, the array being filled.
    pub(super) const TARGET: usize = 1;
    /// The iterator (iterator mode) or the array-like object.
    pub(super) const SOURCE: usize = 2;
    /// The iterator's `next` method (iterator mode).
    pub(super) const NEXT: usize = 3;
    /// mapfn, or undefined when not mapping.
    pub(super) const MAP: usize = 4;
    /// thisArg of mapfn.
    pub(super) const THIS_ARG: usize = 5;
    /// k, the index of the next element.
    pub(super) const K: usize = 6;
    /// The array-like's length, or undefined in iterator mode.
    pub(super) const LEN: usize = 7;
    /// What the pending Await waits for (a `Phase`).
    pub(super) const PHASE: usize = 8;
    /// The error to reject with once an AsyncIteratorClose's Await is done.
    pub(super) const ERROR: usize = 9;
    /// The number of slots.
    pub(super) const COUNT: usize = 10;
}

/// What a pending Await of the state machine waits for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// The iterator's next result (iterator mode, step 3.h.iv.4).
    NextResult = 0,
    /// The mapped value (iterator mode, step 3.h.iv.9.c).
    Mapped = 1,
    /// The result of the iterator's `return` (AsyncIteratorClose step 5), then reject.
    Close = 2,
    /// The element read from the array-like (step 3.i.vii.3).
    Element = 3,
    /// The mapped element (array-like mode, step 3.i.vii.4.b).
    MappedElement = 4,
}

impl Phase {
    fn of(v: Value) -> Phase {
        match v.as_int() {
            Some(1) => Phase::Mapped,
            Some(2) => Phase::Close,
            Some(3) => Phase::Element,
            Some(4) => Phase::MappedElement,
            _ => Phase::NextResult,
        }
    }
}

fn data(vm: &Vm, state: Handle<JsObject>, i: usize) -> Value {
    match &vm.heap.get(state).kind {
        ObjectKind::Native { data, .. } => data.get(i).copied().unwrap_or(Value::UNDEFINED),
        _ => Value::UNDEFINED,
    }
}

fn set_data(vm: &mut Vm, state: Handle<JsObject>, i: usize, v: Value) {
    if let ObjectKind::Native { data, .. } = &mut vm.heap.get_mut(state).kind
        && let Some(d) = data.get_mut(i)
    {
        *d = v;
    }
}

fn k_of(vm: &Vm, state: Handle<JsObject>) -> u64 {
    data(vm, state, slot::K).as_number().map_or(0, |n| n as u64)
}

/// ECMA-262 sec-array.fromasync
pub(crate) fn from_async(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    // Steps 2 and 4: the closure runs now, up to its first Await; an abrupt completion
    // rejects the promise.
    let p = vm.new_promise()?;
    vm.temps.push(Value::object(p));
    let r = start(vm, p, this, args);
    vm.temps.pop();
    match r {
        Ok(()) => {}
        Err(Throw::Exception(e)) => vm.settle_promise(p, PromiseState::Rejected, e)?,
        Err(t) => return Err(t),
    }
    Ok(Value::object(p))
}

/// The fromAsync closure (step 3) up to its first Await.
fn start(vm: &mut Vm, p: Handle<JsObject>, c: Value, args: &[Value]) -> JsResult<()> {
    let items = arg(args, 0);
    let map = arg(args, 1);
    // Steps 3.a-b.
    if !map.is_undefined() && !vm.is_callable(map) {
        return Err(vm.type_error("Array.fromAsync: mapper is not a function"));
    }
    // Steps 3.c-g (GetMethod throws a TypeError for a non-callable method; on
    // null or undefined the array-like path's ToObject throws).
    let mut iter = None;
    if !items.is_nullish() {
        let async_key = PropertyKey::Symbol(vm.realm.symbols.async_iterator);
        let using_async = vm.get_method(items, async_key)?;
        if !using_async.is_undefined() {
            iter = Some(vm.get_iterator_from_method(items, using_async)?);
        } else {
            let sync_key = PropertyKey::Symbol(vm.realm.symbols.iterator);
            let using_sync = vm.get_method(items, sync_key)?;
            if !using_sync.is_undefined() {
                let (it, next) = vm.get_iterator_from_method(items, using_sync)?;
                // CreateAsyncFromSyncIterator.
                let proto = vm.realm.async_from_sync_iterator_prototype;
                let a = vm.alloc_object(
                    ObjectKind::AsyncFromSyncIterator { iterator: it, next },
                    Some(proto),
                )?;
                let next = vm.get(a, PropertyKey::Atom(names::NEXT), Value::object(a))?;
                iter = Some((Value::object(a), next));
            }
        }
    }
    let mut state_data = [Value::UNDEFINED; slot::COUNT];
    state_data[slot::PROMISE] = Value::object(p);
    state_data[slot::MAP] = map;
    state_data[slot::THIS_ARG] = arg(args, 2);
    state_data[slot::K] = Value::int(0);
    if let Some((it, next)) = iter {
        // Step 3.h.i-ii.
        let a = if vm.is_constructor(c) {
            vm.construct(c, &[], c)?
        } else {
            Value::object(vm.array_create(0)?)
        };
        state_data[slot::TARGET] = a;
        state_data[slot::SOURCE] = it;
        state_data[slot::NEXT] = next;
    } else {
        // Steps 3.i.ii-v.
        let array_like = vm.to_object(items)?;
        let len = vm.length_of_array_like(array_like)?;
        let a = if vm.is_constructor(c) {
            vm.construct(c, &[Value::number(len as f64)], c)?
        } else {
            let Ok(len) = u32::try_from(len) else {
                return Err(vm.range_error("Invalid array length"));
            };
            Value::object(vm.array_create(len)?)
        };
        state_data[slot::TARGET] = a;
        state_data[slot::SOURCE] = Value::object(array_like);
        state_data[slot::LEN] = Value::number(len as f64);
    }
    let state = vm.alloc_object(
        ObjectKind::Native { id: NativeId::ArrayFromAsyncResume.raw(), data: Box::new(state_data) },
        None,
    )?;
    vm.temps.push(Value::object(state));
    let r = if data(vm, state, slot::LEN).is_undefined() {
        next_step(vm, state)
    } else {
        element_step(vm, state)
    };
    vm.temps.pop();
    r
}

/// Runs `f` for the state machine and rejects its promise with a thrown exception.
fn or_reject(
    vm: &mut Vm,
    state: Handle<JsObject>,
    f: impl FnOnce(&mut Vm) -> JsResult<()>,
) -> JsResult<()> {
    match f(vm) {
        Ok(()) => Ok(()),
        Err(Throw::Exception(e)) => reject(vm, state, e),
        Err(t) => Err(t),
    }
}

fn reject(vm: &mut Vm, state: Handle<JsObject>, e: Value) -> JsResult<()> {
    match data(vm, state, slot::PROMISE).as_object() {
        Some(p) => vm.settle_promise(p, PromiseState::Rejected, e),
        None => Ok(()),
    }
}

/// Await(v): continues in `resume` with `phase`. An abrupt PromiseResolve is the
/// Await's throw completion.
fn await_value(vm: &mut Vm, state: Handle<JsObject>, v: Value, phase: Phase) -> JsResult<()> {
    set_data(vm, state, slot::PHASE, Value::int(phase as i32));
    let p = match vm.promise_resolve(v) {
        Ok(p) => p,
        Err(Throw::Exception(e)) => return resumed(vm, state, phase, Err(e)),
        Err(t) => return Err(t),
    };
    let on_ok = vm.make_native(
        NativeId::ArrayFromAsyncResume,
        None,
        Box::new([Value::object(state), Value::FALSE]),
    )?;
    let on_err = vm.make_native(
        NativeId::ArrayFromAsyncResume,
        None,
        Box::new([Value::object(state), Value::TRUE]),
    )?;
    vm.perform_promise_then(
        p,
        Value::object(on_ok),
        Value::object(on_err),
        Value::UNDEFINED,
        Value::UNDEFINED,
    )?;
    Ok(())
}

/// The continuation of an Await of Array.fromAsync: data (state, rejected).
pub(crate) fn resume(vm: &mut Vm, _this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    let (state, rejected) = match &vm.heap.get(cx.callee).kind {
        ObjectKind::Native { data, .. } => {
            (data.first().and_then(|v| v.as_object()), data.get(1).copied() == Some(Value::TRUE))
        }
        _ => (None, false),
    };
    let Some(state) = state else { return Ok(Value::UNDEFINED) };
    let phase = Phase::of(data(vm, state, slot::PHASE));
    let v = arg(args, 0);
    resumed(vm, state, phase, if rejected { Err(v) } else { Ok(v) })?;
    Ok(Value::UNDEFINED)
}

/// The steps after an Await in `phase` completed with `r` (a value or a thrown one).
fn resumed(
    vm: &mut Vm,
    state: Handle<JsObject>,
    phase: Phase,
    r: Result<Value, Value>,
) -> JsResult<()> {
    match (phase, r) {
        (Phase::Close, _) => {
            // AsyncIteratorClose with a throw completion returns that completion.
            let e = data(vm, state, slot::ERROR);
            reject(vm, state, e)
        }
        (Phase::NextResult | Phase::Element | Phase::MappedElement, Err(e)) => reject(vm, state, e),
        // Step 3.h.iv.9.d: IfAbruptCloseAsyncIterator.
        (Phase::Mapped, Err(e)) => close(vm, state, e),
        (Phase::NextResult, Ok(result)) => {
            or_reject(vm, state, |vm| next_result(vm, state, result))
        }
        (Phase::Mapped, Ok(v)) => define(vm, state, v),
        (Phase::Element, Ok(v)) => or_reject(vm, state, |vm| element(vm, state, v)),
        (Phase::MappedElement, Ok(v)) => or_reject(vm, state, |vm| define_element(vm, state, v)),
    }
}

/// Step 3.h.iv.1-4: calls `next` and awaits its result.
fn next_step(vm: &mut Vm, state: Handle<JsObject>) -> JsResult<()> {
    let k = k_of(vm, state);
    if k >= (1u64 << 53) - 1 {
        let e = vm.make_error(
            crate::errors::ErrorType::TypeError,
            "Array.fromAsync: too many elements",
        )?;
        return close(vm, state, e);
    }
    let (it, next) = (data(vm, state, slot::SOURCE), data(vm, state, slot::NEXT));
    let r = vm.call(next, it, &[]);
    match r {
        Ok(result) => await_value(vm, state, result, Phase::NextResult),
        Err(Throw::Exception(e)) => reject(vm, state, e),
        Err(t) => Err(t),
    }
}

/// Steps 3.h.iv.5-10 with the awaited next result.
fn next_result(vm: &mut Vm, state: Handle<JsObject>, result: Value) -> JsResult<()> {
    let Some(ro) = result.as_object() else {
        return Err(vm.type_error("Array.fromAsync: the iterator result is not an object"));
    };
    let done = vm.get(ro, PropertyKey::Atom(names::DONE), result)?;
    let k = k_of(vm, state);
    if vm.to_boolean(done) {
        let a = target(vm, state)?;
        vm.set_length(a, k)?;
        return resolve(vm, state, Value::object(a));
    }
    let value = vm.get(ro, PropertyKey::Atom(names::VALUE), result)?;
    let map = data(vm, state, slot::MAP);
    if map.is_undefined() {
        return define(vm, state, value);
    }
    let this_arg = data(vm, state, slot::THIS_ARG);
    match vm.call(map, this_arg, &[value, Value::number(k as f64)]) {
        Ok(mapped) => await_value(vm, state, mapped, Phase::Mapped),
        Err(Throw::Exception(e)) => close(vm, state, e),
        Err(t) => Err(t),
    }
}

/// Steps 3.h.iv.11-13: CreateDataPropertyOrThrow(A, k, v), closing the iterator if it
/// throws, then the next step.
fn define(vm: &mut Vm, state: Handle<JsObject>, v: Value) -> JsResult<()> {
    let k = k_of(vm, state);
    let r = (|| {
        let a = target(vm, state)?;
        let key = vm.index_key(k)?;
        vm.create_data_property_or_throw(a, key, v)
    })();
    match r {
        Ok(()) => {}
        Err(Throw::Exception(e)) => return close(vm, state, e),
        Err(t) => return Err(t),
    }
    set_data(vm, state, slot::K, Value::number((k + 1) as f64));
    next_step(vm, state)
}

/// AsyncIteratorClose(iteratorRecord, throw completion `e`), then reject with `e`.
fn close(vm: &mut Vm, state: Handle<JsObject>, e: Value) -> JsResult<()> {
    let it = data(vm, state, slot::SOURCE);
    let ret = match vm.get_method(it, PropertyKey::Atom(names::RETURN)) {
        Ok(f) => f,
        Err(Throw::Exception(_)) => Value::UNDEFINED,
        Err(t) => return Err(t),
    };
    if ret.is_undefined() {
        return reject(vm, state, e);
    }
    match vm.call(ret, it, &[]) {
        Ok(inner) => {
            set_data(vm, state, slot::ERROR, e);
            await_value(vm, state, inner, Phase::Close)
        }
        Err(Throw::Exception(_)) => reject(vm, state, e),
        Err(t) => Err(t),
    }
}

/// Step 3.i.vii: reads element k of the array-like and awaits it, or finishes.
fn element_step(vm: &mut Vm, state: Handle<JsObject>) -> JsResult<()> {
    or_reject(vm, state, |vm| {
        let k = k_of(vm, state);
        let len = data(vm, state, slot::LEN).as_number().map_or(0, |n| n as u64);
        if k >= len {
            // Steps 3.i.viii-ix.
            let a = target(vm, state)?;
            vm.set_length(a, len)?;
            return resolve(vm, state, Value::object(a));
        }
        let Some(src) = data(vm, state, slot::SOURCE).as_object() else { return Ok(()) };
        let key = vm.index_key(k)?;
        let v = vm.get(src, key, Value::object(src))?;
        await_value(vm, state, v, Phase::Element)
    })
}

/// Step 3.i.vii.4 with the awaited element.
fn element(vm: &mut Vm, state: Handle<JsObject>, v: Value) -> JsResult<()> {
    let map = data(vm, state, slot::MAP);
    if map.is_undefined() {
        return define_element(vm, state, v);
    }
    let k = k_of(vm, state);
    let this_arg = data(vm, state, slot::THIS_ARG);
    let mapped = vm.call(map, this_arg, &[v, Value::number(k as f64)])?;
    await_value(vm, state, mapped, Phase::MappedElement)
}

/// Steps 3.i.vii.6-7.
fn define_element(vm: &mut Vm, state: Handle<JsObject>, v: Value) -> JsResult<()> {
    let k = k_of(vm, state);
    let a = target(vm, state)?;
    let key = vm.index_key(k)?;
    vm.create_data_property_or_throw(a, key, v)?;
    set_data(vm, state, slot::K, Value::number((k + 1) as f64));
    element_step(vm, state)
}

/// A, the array being filled (an object: Construct returns one).
fn target(vm: &mut Vm, state: Handle<JsObject>) -> JsResult<Handle<JsObject>> {
    match data(vm, state, slot::TARGET).as_object() {
        Some(a) => Ok(a),
        None => Err(vm.type_error("Array.fromAsync: the target is not an object")),
    }
}

fn resolve(vm: &mut Vm, state: Handle<JsObject>, v: Value) -> JsResult<()> {
    match data(vm, state, slot::PROMISE).as_object() {
        Some(p) => vm.resolve_promise(p, v),
        None => Ok(()),
    }
}
