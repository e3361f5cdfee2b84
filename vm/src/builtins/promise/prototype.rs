//! Promise.prototype (ECMA-262 sec-properties-of-the-promise-prototype-object): then,
//! catch, finally and the closures finally makes.

use cairn_gc::Handle;

use crate::builtins::{NativeCx, NativeId, arg};
use crate::names;
use crate::object::{JsObject, ObjectKind};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

/// ECMA-262 sec-promise.prototype.then
pub(super) fn then(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
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
        vm.perform_promise_then(p, arg(args, 0), arg(args, 1), res, rej)?;
        return Ok(derived);
    }
    let derived = vm.new_promise()?;
    let (res, rej) = vm.create_resolving_functions(derived)?;
    vm.perform_promise_then(p, arg(args, 0), arg(args, 1), res, rej)?;
    Ok(Value::object(derived))
}

/// ECMA-262 sec-promise.prototype.catch
pub(super) fn catch(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let t = vm.get_v(this, PropertyKey::Atom(names::THEN))?;
    vm.call(t, this, &[Value::UNDEFINED, arg(args, 0)])
}

/// ECMA-262 sec-promise.prototype.finally
pub(super) fn finally(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
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
pub(super) fn finally_then(
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
pub(super) fn finally_catch(
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
pub(super) fn thunk(vm: &mut Vm, _this: Value, _args: &[Value], cx: NativeCx) -> JsResult<Value> {
    Ok(data0(vm, cx.callee))
}

/// Throws its captured value.
pub(super) fn thrower(vm: &mut Vm, _this: Value, _args: &[Value], cx: NativeCx) -> JsResult<Value> {
    Err(Throw::Exception(data0(vm, cx.callee)))
}
