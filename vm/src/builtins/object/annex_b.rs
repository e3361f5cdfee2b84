//! Annex B's legacy accessor methods of Object.prototype: `__defineGetter__`,
//! `__defineSetter__`, `__lookupGetter__` and `__lookupSetter__`
//! (ECMA-262 sec-object.prototype.__defineGetter__ and following).

use crate::builtins::{NativeCx, NativeId, arg};
use crate::object::PropertyDescriptor;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// `__defineGetter__` / `__defineSetter__`: defines an enumerable, configurable accessor
/// half on ToObject(this).
fn define_accessor(vm: &mut Vm, this: Value, args: &[Value], getter: bool) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let f = arg(args, 1);
    if !vm.is_callable(f) {
        let what = if getter { "getter" } else { "setter" };
        return Err(vm.type_error(&format!(
            "Object.prototype.__define{}__: the {what} is not a function",
            if getter { "Getter" } else { "Setter" }
        )));
    }
    let mut desc = PropertyDescriptor {
        enumerable: Some(true),
        configurable: Some(true),
        ..PropertyDescriptor::default()
    };
    if getter {
        desc.get = Some(f);
    } else {
        desc.set = Some(f);
    }
    let key = vm.to_property_key(arg(args, 0))?;
    vm.define_property_or_throw(o, key, desc)?;
    Ok(Value::UNDEFINED)
}

/// `__lookupGetter__` / `__lookupSetter__`: the accessor half of the first own property
/// named P on the prototype chain of ToObject(this), or undefined.
fn lookup_accessor(vm: &mut Vm, this: Value, args: &[Value], getter: bool) -> JsResult<Value> {
    let mut o = vm.to_object(this)?;
    let key = vm.to_property_key(arg(args, 0))?;
    loop {
        if let Some(d) = vm.get_own_property(o, key)? {
            let half = if getter { d.get } else { d.set };
            return Ok(if d.is_accessor() {
                half.unwrap_or(Value::UNDEFINED)
            } else {
                Value::UNDEFINED
            });
        }
        match vm.get_prototype_of(o)? {
            Some(p) => o = p,
            None => return Ok(Value::UNDEFINED),
        }
    }
}

/// ECMA-262 sec-object.prototype.__defineGetter__
pub(crate) fn define_getter(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    define_accessor(vm, this, args, true)
}

/// ECMA-262 sec-object.prototype.__defineSetter__
pub(crate) fn define_setter(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    define_accessor(vm, this, args, false)
}

/// ECMA-262 sec-object.prototype.__lookupGetter__
pub(crate) fn lookup_getter(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    lookup_accessor(vm, this, args, true)
}

/// ECMA-262 sec-object.prototype.__lookupSetter__
pub(crate) fn lookup_setter(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    lookup_accessor(vm, this, args, false)
}

/// Installs the four methods on Object.prototype.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let proto = vm.realm.object_prototype;
    for id in [
        NativeId::ObjectProtoDefineGetter,
        NativeId::ObjectProtoDefineSetter,
        NativeId::ObjectProtoLookupGetter,
        NativeId::ObjectProtoLookupSetter,
    ] {
        vm.install(proto, id)?;
    }
    Ok(())
}
