//! The Reflect object (ECMA-262 sec-reflect-object): the object internal methods as
//! functions.

use cairn_gc::Handle;

use super::{NativeCx, NativeId, arg};
use crate::object::{JsObject, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// The target argument, which every Reflect function requires to be an object.
fn target(vm: &mut Vm, args: &[Value], what: &str) -> JsResult<Handle<JsObject>> {
    match arg(args, 0).as_object() {
        Some(o) => Ok(o),
        None => Err(vm.type_error(&format!("Reflect.{what} called on non-object"))),
    }
}

/// ECMA-262 sec-reflect.apply
pub(crate) fn apply(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let f = arg(args, 0);
    if !vm.is_callable(f) {
        return Err(vm.type_error("Reflect.apply target is not a function"));
    }
    let list = vm.create_list_from_array_like(arg(args, 2))?;
    vm.call(f, arg(args, 1), &list)
}

/// ECMA-262 sec-reflect.construct
pub(crate) fn construct(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let f = arg(args, 0);
    if !vm.is_constructor(f) {
        return Err(vm.type_error("Reflect.construct target is not a constructor"));
    }
    let new_target = if args.len() > 2 { args[2] } else { f };
    if !vm.is_constructor(new_target) {
        return Err(vm.type_error("Reflect.construct newTarget is not a constructor"));
    }
    let list = vm.create_list_from_array_like(arg(args, 1))?;
    vm.construct(f, &list, new_target)
}

/// ECMA-262 sec-reflect.defineproperty
pub(crate) fn define_property(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = target(vm, args, "defineProperty")?;
    let key = vm.to_property_key(arg(args, 1))?;
    let d = vm.to_property_descriptor(arg(args, 2))?;
    Ok(Value::bool(vm.define_own_property(o, key, d)?))
}

/// ECMA-262 sec-reflect.deleteproperty
pub(crate) fn delete_property(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = target(vm, args, "deleteProperty")?;
    let key = vm.to_property_key(arg(args, 1))?;
    Ok(Value::bool(vm.delete(o, key)?))
}

/// ECMA-262 sec-reflect.get
pub(crate) fn get(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = target(vm, args, "get")?;
    let key = vm.to_property_key(arg(args, 1))?;
    let receiver = if args.len() > 2 { args[2] } else { Value::object(o) };
    vm.get(o, key, receiver)
}

/// ECMA-262 sec-reflect.getownpropertydescriptor
pub(crate) fn get_own_property_descriptor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = target(vm, args, "getOwnPropertyDescriptor")?;
    let key = vm.to_property_key(arg(args, 1))?;
    let d = vm.get_own_property(o, key)?;
    vm.from_property_descriptor(d)
}

/// ECMA-262 sec-reflect.getprototypeof
pub(crate) fn get_prototype_of(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = target(vm, args, "getPrototypeOf")?;
    Ok(vm.get_prototype_of(o)?.map_or(Value::NULL, Value::object))
}

/// ECMA-262 sec-reflect.has
pub(crate) fn has(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = target(vm, args, "has")?;
    let key = vm.to_property_key(arg(args, 1))?;
    Ok(Value::bool(vm.has_property(o, key)?))
}

/// ECMA-262 sec-reflect.isextensible
pub(crate) fn is_extensible(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = target(vm, args, "isExtensible")?;
    Ok(Value::bool(vm.is_extensible(o)?))
}

/// ECMA-262 sec-reflect.ownkeys
pub(crate) fn own_keys(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = target(vm, args, "ownKeys")?;
    let keys = vm.own_property_keys(o)?;
    let mut vals = Vec::with_capacity(keys.len());
    for k in keys {
        vals.push(vm.key_value(k)?);
    }
    Ok(Value::object(vm.array_from_list(&vals)?))
}

/// ECMA-262 sec-reflect.preventextensions
pub(crate) fn prevent_extensions(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = target(vm, args, "preventExtensions")?;
    Ok(Value::bool(vm.prevent_extensions(o)?))
}

/// ECMA-262 sec-reflect.set
pub(crate) fn set(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = target(vm, args, "set")?;
    let key = vm.to_property_key(arg(args, 1))?;
    let receiver = if args.len() > 3 { args[3] } else { Value::object(o) };
    Ok(Value::bool(vm.set(o, key, arg(args, 2), receiver)?))
}

/// ECMA-262 sec-reflect.setprototypeof
pub(crate) fn set_prototype_of(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = target(vm, args, "setPrototypeOf")?;
    let p = arg(args, 1);
    if !p.is_object() && !p.is_null() {
        return Err(vm.type_error("Object prototype may only be an Object or null"));
    }
    Ok(Value::bool(vm.set_prototype_of(o, p.as_object())?))
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Reflect;
    ReflectApply = ("apply", 3, false, apply),
    ReflectConstruct = ("construct", 2, false, construct),
    ReflectDefineProperty = ("defineProperty", 3, false, define_property),
    ReflectDeleteProperty = ("deleteProperty", 2, false, delete_property),
    ReflectGet = ("get", 2, false, get),
    ReflectGetOwnPropertyDescriptor = ("getOwnPropertyDescriptor", 2, false, get_own_property_descriptor),
    ReflectGetPrototypeOf = ("getPrototypeOf", 1, false, get_prototype_of),
    ReflectHas = ("has", 2, false, has),
    ReflectIsExtensible = ("isExtensible", 1, false, is_extensible),
    ReflectOwnKeys = ("ownKeys", 1, false, own_keys),
    ReflectPreventExtensions = ("preventExtensions", 1, false, prevent_extensions),
    ReflectSet = ("set", 3, false, set),
    ReflectSetPrototypeOf = ("setPrototypeOf", 2, false, set_prototype_of),
}

/// Creates the Reflect object on the global (sec-reflect-object).
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let reflect = vm.new_plain_object()?;
    let global = vm.realm.global;
    vm.define_value(global, "Reflect", Value::object(reflect), attrs::HIDDEN)?;
    for id in [
        NativeId::ReflectApply,
        NativeId::ReflectConstruct,
        NativeId::ReflectDefineProperty,
        NativeId::ReflectDeleteProperty,
        NativeId::ReflectGet,
        NativeId::ReflectGetOwnPropertyDescriptor,
        NativeId::ReflectGetPrototypeOf,
        NativeId::ReflectHas,
        NativeId::ReflectIsExtensible,
        NativeId::ReflectOwnKeys,
        NativeId::ReflectPreventExtensions,
        NativeId::ReflectSet,
        NativeId::ReflectSetPrototypeOf,
    ] {
        vm.install(reflect, id)?;
    }
    let tag = vm.str_value("Reflect")?;
    let tag_key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    vm.define_builtin(reflect, tag_key, tag, attrs::CONFIGURABLE)?;
    Ok(())
}
