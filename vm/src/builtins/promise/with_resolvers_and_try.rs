//! `Promise.withResolvers` and `Promise.try` (ECMA-262 sec-promise.withResolvers,
//! sec-promise.try), built on NewPromiseCapability (promise/mod.rs).

use crate::builtins::{NativeCx, NativeId, arg};
use crate::object::attrs;
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

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

/// Installs Promise.withResolvers and Promise.try (after the Promise constructor is installed).
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let ctor = vm.realm.promise_constructor;
    vm.install(ctor, NativeId::PromiseWithResolvers)?;
    vm.install(ctor, NativeId::PromiseTry)?;
    Ok(())
}
