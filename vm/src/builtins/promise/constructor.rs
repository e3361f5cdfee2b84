//! The Promise constructor (ECMA-262 sec-promise-constructor) and the functions on it
//! but the combinators: resolve, reject, withResolvers, try.

use crate::builtins::{NativeCx, arg};
use crate::object::attrs;
use crate::object::slots::promise::PromiseState;
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

/// ECMA-262 sec-promise-executor
pub(super) fn constructor(
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

/// ECMA-262 sec-promise.resolve
pub(super) fn resolve(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    if !this.is_object() {
        return Err(vm.type_error("Promise.resolve called on a non-object"));
    }
    vm.promise_resolve_with(this, arg(args, 0))
}

/// ECMA-262 sec-promise.reject
pub(super) fn reject(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    if this == Value::object(vm.realm.promise_constructor) {
        let p = vm.new_promise()?;
        vm.settle_promise(p, PromiseState::Rejected, arg(args, 0))?;
        return Ok(Value::object(p));
    }
    let (p, _, rej) = vm.new_promise_capability(this)?;
    vm.call(rej, Value::UNDEFINED, &[arg(args, 0)])?;
    Ok(p)
}

/// ECMA-262 sec-promise.withResolvers
pub(super) fn with_resolvers(
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
pub(super) fn try_(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
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
