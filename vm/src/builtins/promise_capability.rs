//! NewPromiseCapability for any constructor (ECMA-262 sec-newpromisecapability) and the
//! builtins built on it: `Promise.withResolvers` and `Promise.try`.

use super::{NativeCx, NativeId, arg};
use crate::object::{ObjectKind, attrs};
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

/// A PromiseCapability Record.
#[derive(Clone, Copy, Debug)]
pub(crate) struct PromiseCapability {
    /// [[Promise]].
    pub(crate) promise: Value,
    /// [[Resolve]].
    pub(crate) resolve: Value,
    /// [[Reject]].
    pub(crate) reject: Value,
}

impl Vm {
    /// ECMA-262 sec-newpromisecapability
    pub(crate) fn new_promise_capability(&mut self, c: Value) -> JsResult<PromiseCapability> {
        if !self.is_constructor(c) {
            return Err(self.type_error("Promise capability: the receiver is not a constructor"));
        }
        // The executor keeps the resolving functions in its two data slots.
        let executor = self.make_native(
            NativeId::PromiseCapabilityExecutor,
            None,
            Box::new([Value::UNDEFINED, Value::UNDEFINED]),
        )?;
        let promise = self.construct(c, &[Value::object(executor)], c)?;
        let (resolve, reject) = match &self.heap.get(executor).kind {
            ObjectKind::Native { data, .. } if data.len() == 2 => (data[0], data[1]),
            _ => (Value::UNDEFINED, Value::UNDEFINED),
        };
        if !self.is_callable(resolve) || !self.is_callable(reject) {
            return Err(self.type_error("Promise capability: resolve or reject is not callable"));
        }
        Ok(PromiseCapability { promise, resolve, reject })
    }
}

/// The GetCapabilitiesExecutor closure of NewPromiseCapability.
pub(crate) fn capability_executor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let (resolve, reject) = (arg(args, 0), arg(args, 1));
    let already = match &vm.heap.get(cx.callee).kind {
        ObjectKind::Native { data, .. } if data.len() == 2 => {
            !data[0].is_undefined() || !data[1].is_undefined()
        }
        _ => true,
    };
    if already {
        return Err(vm.type_error("Promise executor has already been invoked"));
    }
    if let ObjectKind::Native { data, .. } = &mut vm.heap.get_mut(cx.callee).kind {
        data[0] = resolve;
        data[1] = reject;
    }
    Ok(Value::UNDEFINED)
}

/// ECMA-262 sec-promise.withResolvers
pub(crate) fn with_resolvers(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let cap = vm.new_promise_capability(this)?;
    let o = vm.new_plain_object()?;
    for (name, v) in [("promise", cap.promise), ("resolve", cap.resolve), ("reject", cap.reject)] {
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
    let cap = vm.new_promise_capability(this)?;
    let rest = args.get(1..).unwrap_or(&[]);
    match vm.call(arg(args, 0), Value::UNDEFINED, rest) {
        Ok(v) => {
            vm.call(cap.resolve, Value::UNDEFINED, &[v])?;
        }
        Err(Throw::Exception(e)) => {
            vm.call(cap.reject, Value::UNDEFINED, &[e])?;
        }
        Err(t) => return Err(t),
    }
    Ok(cap.promise)
}

/// Installs Promise.withResolvers and Promise.try (after promise.rs's `init`).
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let ctor = vm.realm.promise_constructor;
    vm.install(ctor, NativeId::PromiseWithResolvers)?;
    vm.install(ctor, NativeId::PromiseTry)?;
    Ok(())
}
