//! Boolean objects (ECMA-262 sec-boolean-objects).

use super::{NativeCx, NativeId, arg};
use crate::object::ObjectKind;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// ECMA-262 sec-boolean-constructor-boolean-value
pub(crate) fn constructor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let b = vm.to_boolean(arg(args, 0));
    if cx.new_target.is_undefined() {
        return Ok(Value::bool(b));
    }
    let proto = vm.prototype_from_constructor(cx.new_target, vm.realm.boolean_prototype)?;
    Ok(Value::object(vm.alloc_object(ObjectKind::Boolean(b), Some(proto))?))
}

fn this_boolean(vm: &mut Vm, this: Value) -> JsResult<bool> {
    if let Some(b) = this.as_bool() {
        return Ok(b);
    }
    if let Some(o) = this.as_object()
        && let ObjectKind::Boolean(b) = vm.heap.get(o).kind
    {
        return Ok(b);
    }
    Err(vm.type_error("Boolean.prototype method called on incompatible receiver"))
}

/// ECMA-262 sec-boolean.prototype.tostring
pub(crate) fn to_string(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let b = this_boolean(vm, this)?;
    Ok(vm.atom_value(if b { crate::names::TRUE } else { crate::names::FALSE }))
}

/// ECMA-262 sec-boolean.prototype.valueof
pub(crate) fn value_of(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    Ok(Value::bool(this_boolean(vm, this)?))
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Boolean;
    Boolean = ("Boolean", 1, true, constructor),
    BooleanProtoToString = ("toString", 0, false, to_string),
    BooleanProtoValueOf = ("valueOf", 0, false, value_of),
}

/// Installs Boolean.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let proto = vm.realm.boolean_prototype;
    vm.install_constructor(NativeId::Boolean, proto)?;
    vm.install(proto, NativeId::BooleanProtoToString)?;
    vm.install(proto, NativeId::BooleanProtoValueOf)?;
    Ok(())
}
