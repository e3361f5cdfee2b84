//! Error objects (ECMA-262 sec-error-objects): the Error and NativeError constructors,
//! Error.prototype and its `stack` accessor; the errors the engine throws are made by
//! `crate::errors`.

pub(crate) mod aggregate;

use super::{NativeCx, arg};
use crate::errors::{ERROR_NAMES, stack_header};
use crate::names;
use crate::object::{ObjectKind, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// ECMA-262 sec-error-message and sec-nativeerror: `Error(message, options)`; the
/// NativeErrors share this code and find their type in the callee's data.
pub(crate) fn constructor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let ty_index = match &vm.heap.get(cx.callee).kind {
        ObjectKind::Native { data, .. } => {
            data.first().and_then(|v| v.as_int()).unwrap_or(0) as usize
        }
        _ => 0,
    };
    let default_proto = vm.realm.error_prototypes[ty_index.min(6)];
    let new_target =
        if cx.new_target.is_undefined() { Value::object(cx.callee) } else { cx.new_target };
    let proto = vm.prototype_from_constructor(new_target, default_proto)?;
    let e = vm.alloc_object(ObjectKind::NEW_ERROR, Some(proto))?;
    let message = arg(args, 0);
    if !message.is_undefined() {
        let m = vm.to_string(message)?;
        vm.define_builtin(e, PropertyKey::Atom(names::MESSAGE), Value::string(m), attrs::HIDDEN)?;
    }
    // InstallErrorCause
    if let Some(opts) = arg(args, 1).as_object()
        && vm.has_property(opts, PropertyKey::Atom(names::CAUSE))?
    {
        let cause = vm.get(opts, PropertyKey::Atom(names::CAUSE), Value::object(opts))?;
        vm.define_builtin(e, PropertyKey::Atom(names::CAUSE), cause, attrs::HIDDEN)?;
    }
    vm.attach_stack(e)?;
    Ok(Value::object(e))
}

/// get Error.prototype.stack (proposal error-stack-accessor, test262 feature
/// error-stack-accessor): the stack string captured at construction, V8's shape
/// ("Name: message" then "    at fn (file:line:column)" lines).
pub(crate) fn get_stack(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    // 1-2. E must be an Object.
    let Some(o) = this.as_object() else {
        return Err(vm.type_error("Error.prototype.stack getter called on a non-object"));
    };
    // 3. No [[ErrorData]]: undefined. 4. The implementation-defined string.
    let ObjectKind::Error { stack, formatted } = vm.heap.get(o).kind else {
        return Ok(Value::UNDEFINED);
    };
    if formatted {
        // Formatted by an earlier read, or given whole by the host.
        return Ok(stack);
    }
    let frames = match stack.as_string() {
        Some(s) => vm.rust_string(s),
        None => String::new(),
    };
    // The header as Error.prototype.toString makes it, at the first read.
    let name = vm.get(o, PropertyKey::Atom(names::NAME), this)?;
    let name =
        if name.is_undefined() { ERROR_NAMES[0].to_string() } else { vm.to_rust_string(name)? };
    let msg = vm.get(o, PropertyKey::Atom(names::MESSAGE), this)?;
    let msg = if msg.is_undefined() { String::new() } else { vm.to_rust_string(msg)? };
    let full = vm.str_value(&(stack_header(name, msg) + &frames))?;
    vm.set_error_stack(o, full, true);
    Ok(full)
}

/// set Error.prototype.stack: SetterThatIgnoresPrototypeProperties(this,
/// %Error.prototype%, "stack", v) for a String v.
pub(crate) fn set_stack(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let Some(o) = this.as_object() else {
        return Err(vm.type_error("Error.prototype.stack setter called on a non-object"));
    };
    let v = arg(args, 0);
    if !v.is_string() {
        return Err(vm.type_error("Error.prototype.stack must be set to a string"));
    }
    // SetterThatIgnoresPrototypeProperties steps 2-5.
    if o == vm.realm.error_prototypes[0] {
        return Err(vm.type_error("Cannot set stack on Error.prototype"));
    }
    let key = PropertyKey::Atom(names::STACK);
    if vm.get_own_property(o, key)?.is_none() {
        vm.create_data_property_or_throw(o, key, v)?;
    } else if !vm.set(o, key, v, this)? {
        return Err(vm.type_error("Cannot assign to read only property 'stack'"));
    }
    Ok(Value::UNDEFINED)
}

/// ECMA-262 sec-error.prototype.tostring
pub(crate) fn to_string(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.this_object(this, "Error.prototype.toString")?;
    let name = vm.get(o, PropertyKey::Atom(names::NAME), this)?;
    let name = if name.is_undefined() {
        vm.str_value("Error")?
    } else {
        Value::string(vm.to_string(name)?)
    };
    let msg = vm.get(o, PropertyKey::Atom(names::MESSAGE), this)?;
    let msg = if msg.is_undefined() {
        vm.atom_value(names::EMPTY)
    } else {
        Value::string(vm.to_string(msg)?)
    };
    let (Some(n), Some(m)) = (name.as_string(), msg.as_string()) else { return Ok(name) };
    if vm.heap.get(n).len == 0 {
        return Ok(msg);
    }
    if vm.heap.get(m).len == 0 {
        return Ok(name);
    }
    let sep = vm.str_value(": ")?;
    let left = vm.concat_strings(n, sep.as_string().unwrap_or(n))?;
    Ok(Value::string(vm.concat_strings(left, m)?))
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Error;
    Error = ("Error", 1, true, constructor),
    NativeError = ("", 1, true, constructor),
    ErrorProtoToString = ("toString", 0, false, to_string),
    AggregateError = ("AggregateError", 2, true, aggregate::aggregate_error),
    SuppressedError = ("SuppressedError", 3, true, aggregate::suppressed_error),
    ErrorIsError = ("isError", 1, false, aggregate::is_error),
    ErrorProtoGetStack = ("get stack", 0, false, get_stack),
    ErrorProtoSetStack = ("set stack", 1, false, set_stack),
}

/// Installs Error and the NativeErrors.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let base_proto = vm.realm.error_prototypes[0];
    let error_ctor = vm.install_constructor(super::NativeId::Error, base_proto)?;
    vm.install(base_proto, super::NativeId::ErrorProtoToString)?;
    vm.install_getter(
        base_proto,
        PropertyKey::Atom(names::STACK),
        super::NativeId::ErrorProtoGetStack,
        Some(super::NativeId::ErrorProtoSetStack),
    )?;
    let n = vm.str_value("Error")?;
    vm.define_builtin(base_proto, PropertyKey::Atom(names::NAME), n, attrs::HIDDEN)?;
    let empty = vm.atom_value(names::EMPTY);
    vm.define_builtin(base_proto, PropertyKey::Atom(names::MESSAGE), empty, attrs::HIDDEN)?;
    for (i, name) in ERROR_NAMES.iter().enumerate().skip(1) {
        let proto = vm.realm.error_prototypes[i];
        let ctor = vm.make_native(
            super::NativeId::NativeError,
            Some(name),
            Box::new([Value::int(i as i32)]),
        )?;
        vm.heap.get_mut(ctor).proto = Some(error_ctor);
        vm.define_builtin(ctor, PropertyKey::Atom(names::PROTOTYPE), Value::object(proto), 0)?;
        vm.define_builtin(
            proto,
            PropertyKey::Atom(names::CONSTRUCTOR),
            Value::object(ctor),
            attrs::HIDDEN,
        )?;
        let n = vm.str_value(name)?;
        vm.define_builtin(proto, PropertyKey::Atom(names::NAME), n, attrs::HIDDEN)?;
        vm.define_builtin(proto, PropertyKey::Atom(names::MESSAGE), empty, attrs::HIDDEN)?;
        let global = vm.realm.global;
        vm.define_value(global, name, Value::object(ctor), attrs::HIDDEN)?;
    }
    Ok(())
}
