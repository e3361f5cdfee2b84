//! The Proxy constructor and Proxy.revocable (ECMA-262 sec-proxy-objects); the proxy
//! internal methods are in `object/proxy.rs`.

use super::{NativeCx, NativeId, arg};
use crate::names;
use crate::native::require_new;
use crate::object::ObjectKind;
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// ECMA-262 sec-proxy-target-handler
pub(crate) fn constructor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    require_new(vm, cx, "Proxy")?;
    vm.proxy_create(arg(args, 0), arg(args, 1))
}

/// ECMA-262 sec-proxy.revocable
pub(crate) fn revocable(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let p = vm.proxy_create(arg(args, 0), arg(args, 1))?;
    let revoker = vm.make_native(NativeId::ProxyRevoker, None, Box::new([p]))?;
    let result = vm.new_plain_object()?;
    vm.create_data_property_or_throw(result, PropertyKey::Atom(names::PROXY), p)?;
    vm.create_data_property_or_throw(
        result,
        PropertyKey::Atom(names::REVOKE),
        Value::object(revoker),
    )?;
    Ok(Value::object(result))
}

/// ECMA-262 sec-proxy-revocation-functions: revokes [[RevocableProxy]] once.
pub(crate) fn revoker(vm: &mut Vm, _this: Value, _args: &[Value], cx: NativeCx) -> JsResult<Value> {
    let p = match &mut vm.heap.get_mut(cx.callee).kind {
        ObjectKind::Native { data, .. } => match data.first_mut() {
            Some(slot) => core::mem::replace(slot, Value::NULL),
            None => Value::NULL,
        },
        _ => Value::NULL,
    };
    if let Some(p) = p.as_object() {
        vm.proxy_revoke(p);
    }
    Ok(Value::UNDEFINED)
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Proxy;
    Proxy = ("Proxy", 2, true, constructor),
    ProxyRevocable = ("revocable", 2, false, revocable),
    ProxyRevoker = ("", 0, false, revoker),
}

/// Creates the Proxy constructor on the global (sec-proxy-constructor); it has no
/// "prototype" property.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let global = vm.realm.global;
    let ctor = vm.install(global, NativeId::Proxy)?;
    vm.install(ctor, NativeId::ProxyRevocable)?;
    Ok(())
}
