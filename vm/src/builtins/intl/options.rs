//! Reading ECMA-402 options objects (ECMA-402 sec-getoption and the operations built on
//! it). Each read is a `[[Get]]` user code can observe, so callers read in the order
//! their algorithm does.

use cairn_gc::Handle;

use crate::object::{JsObject, ObjectKind};
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// ECMA-402 sec-coerceoptionstoobject: undefined is an empty object with no prototype,
/// anything else ToObject.
pub(crate) fn coerce_options_to_object(vm: &mut Vm, v: Value) -> JsResult<Handle<JsObject>> {
    if v.is_undefined() {
        return vm.alloc_object(ObjectKind::Ordinary, None);
    }
    vm.to_object(v)
}

/// Reads `options[name]`.
pub(crate) fn read(vm: &mut Vm, options: Option<Handle<JsObject>>, name: &str) -> JsResult<Value> {
    let Some(o) = options else { return Ok(Value::UNDEFINED) };
    let key = vm.key(name)?;
    vm.get(o, key, Value::object(o))
}

/// GetOption with type string: undefined when absent, else ToString, which must be one
/// of `allowed` (when not empty) or a RangeError.
pub(crate) fn get_string(
    vm: &mut Vm,
    options: Option<Handle<JsObject>>,
    name: &str,
    allowed: &[&str],
) -> JsResult<Option<String>> {
    let v = read(vm, options, name)?;
    if v.is_undefined() {
        return Ok(None);
    }
    let s = vm.to_string(v)?;
    let s = vm.rust_string(s);
    if !allowed.is_empty() && !allowed.contains(&s.as_str()) {
        return Err(vm.range_error(&format!("Intl: {s} is not a valid value for {name}")));
    }
    Ok(Some(s))
}

/// GetOption with type string and a list of values: the index of the value in
/// `allowed`, `default` when absent.
pub(crate) fn get_enum(
    vm: &mut Vm,
    options: Option<Handle<JsObject>>,
    name: &str,
    allowed: &[&str],
    default: usize,
) -> JsResult<usize> {
    match get_string(vm, options, name, allowed)? {
        Some(s) => Ok(allowed.iter().position(|a| *a == s).unwrap_or(default)),
        None => Ok(default),
    }
}

/// GetOption with type boolean: undefined when absent, else ToBoolean.
pub(crate) fn get_bool(
    vm: &mut Vm,
    options: Option<Handle<JsObject>>,
    name: &str,
) -> JsResult<Option<bool>> {
    let v = read(vm, options, name)?;
    if v.is_undefined() {
        return Ok(None);
    }
    Ok(Some(vm.to_boolean(v)))
}

/// ECMA-402 sec-defaultnumberoption: undefined is `None`; else ToNumber, which must be
/// in `min..=max` (a RangeError otherwise, NaN included), floored.
pub(crate) fn default_number_option(
    vm: &mut Vm,
    v: Value,
    min: u32,
    max: u32,
    name: &str,
) -> JsResult<Option<u32>> {
    if v.is_undefined() {
        return Ok(None);
    }
    let n = vm.to_number(v)?;
    if n.is_nan() || n < f64::from(min) || n > f64::from(max) {
        return Err(vm.range_error(&format!("Intl: {name} must be from {min} to {max}")));
    }
    Ok(Some(n.floor() as u32))
}

/// ECMA-402 sec-getnumberoption.
pub(crate) fn get_number(
    vm: &mut Vm,
    options: Option<Handle<JsObject>>,
    name: &str,
    min: u32,
    max: u32,
) -> JsResult<Option<u32>> {
    let v = read(vm, options, name)?;
    default_number_option(vm, v, min, max, name)
}

/// ECMA-402 sec-getoptionsobject: undefined is an empty object with no prototype, an
/// object is itself, anything else a TypeError.
pub(crate) fn get_options_object(vm: &mut Vm, v: Value) -> JsResult<Handle<JsObject>> {
    if v.is_undefined() {
        return vm.alloc_object(ObjectKind::Ordinary, None);
    }
    match v.as_object() {
        Some(o) => Ok(o),
        None => Err(vm.type_error("Intl: options must be an object")),
    }
}
