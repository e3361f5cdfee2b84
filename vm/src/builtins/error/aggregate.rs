//! AggregateError (ECMA-262 sec-aggregate-error-objects), SuppressedError (explicit
//! resource management, sec-suppressederror-objects) and Error.isError.

use cairn_gc::Handle;

use crate::builtins::{NativeCx, NativeId, arg};
use crate::names;
use crate::object::{JsObject, ObjectKind, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

impl Vm {
    /// A new SuppressedError { error, suppressed } with %SuppressedError.prototype%
    /// (DisposeResources and the `using` disposal loop).
    pub(crate) fn new_suppressed_error(
        &mut self,
        error: Value,
        suppressed: Value,
    ) -> JsResult<Value> {
        let proto = self.realm.suppressed_error_prototype;
        let e = self.alloc_object(ObjectKind::NEW_ERROR, Some(proto))?;
        let message = "An error was suppressed during disposal";
        let m = self.str_value(message)?;
        self.define_builtin(e, PropertyKey::Atom(names::MESSAGE), m, attrs::HIDDEN)?;
        let k = self.key("error")?;
        self.define_builtin(e, k, error, attrs::HIDDEN)?;
        let k = self.key("suppressed")?;
        self.define_builtin(e, k, suppressed, attrs::HIDDEN)?;
        self.attach_stack(e)?;
        Ok(Value::object(e))
    }

    /// A new AggregateError with `errors` (an array) and `message` (Promise.any).
    pub(crate) fn new_aggregate_error(&mut self, errors: Value, message: &str) -> JsResult<Value> {
        let proto = self.realm.aggregate_error_prototype;
        let e = self.alloc_object(ObjectKind::NEW_ERROR, Some(proto))?;
        let m = self.str_value(message)?;
        self.define_builtin(e, PropertyKey::Atom(names::MESSAGE), m, attrs::HIDDEN)?;
        self.define_builtin(e, PropertyKey::Atom(names::ERRORS), errors, attrs::HIDDEN)?;
        self.attach_stack(e)?;
        Ok(Value::object(e))
    }
}

/// OrdinaryCreateFromConstructor for an error constructor, with the message property.
fn create(
    vm: &mut Vm,
    cx: NativeCx,
    default: Handle<JsObject>,
    message: Value,
) -> JsResult<(Handle<JsObject>, String)> {
    let new_target =
        if cx.new_target.is_undefined() { Value::object(cx.callee) } else { cx.new_target };
    let proto = vm.prototype_from_constructor(new_target, default)?;
    let e = vm.alloc_object(ObjectKind::NEW_ERROR, Some(proto))?;
    let mut text = String::new();
    if !message.is_undefined() {
        let m = vm.to_string(message)?;
        text = vm.rust_string(m);
        vm.define_builtin(e, PropertyKey::Atom(names::MESSAGE), Value::string(m), attrs::HIDDEN)?;
    }
    Ok((e, text))
}

/// ECMA-262 sec-aggregate-error
pub(crate) fn aggregate_error(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let default = vm.realm.aggregate_error_prototype;
    let (e, _) = create(vm, cx, default, arg(args, 1))?;
    // InstallErrorCause
    if let Some(opts) = arg(args, 2).as_object()
        && vm.has_property(opts, PropertyKey::Atom(names::CAUSE))?
    {
        let cause = vm.get(opts, PropertyKey::Atom(names::CAUSE), Value::object(opts))?;
        vm.define_builtin(e, PropertyKey::Atom(names::CAUSE), cause, attrs::HIDDEN)?;
    }
    let (it, next) = vm.get_iterator(arg(args, 0))?;
    let mut list = Vec::new();
    while let Some(v) = vm.iterator_step_value(it, next)? {
        vm.limits.tick().map_err(crate::vm::Throw::Terminate)?;
        if list.len() >= u32::MAX as usize - 1 {
            return Err(vm.range_error("Invalid array length"));
        }
        list.push(v);
    }
    let errors = vm.array_from_list(&list)?;
    vm.define_builtin(e, PropertyKey::Atom(names::ERRORS), Value::object(errors), attrs::HIDDEN)?;
    vm.attach_stack(e)?;
    Ok(Value::object(e))
}

/// sec-suppressederror-constructor
pub(crate) fn suppressed_error(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let default = vm.realm.suppressed_error_prototype;
    let (e, _) = create(vm, cx, default, arg(args, 2))?;
    let k = vm.key("error")?;
    vm.define_builtin(e, k, arg(args, 0), attrs::HIDDEN)?;
    let k = vm.key("suppressed")?;
    vm.define_builtin(e, k, arg(args, 1), attrs::HIDDEN)?;
    vm.attach_stack(e)?;
    Ok(Value::object(e))
}

/// Error.isError (proposal-is-error): whether the argument has [[ErrorData]].
pub(crate) fn is_error(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let v = arg(args, 0);
    Ok(Value::bool(
        v.as_object().is_some_and(|o| matches!(vm.heap.get(o).kind, ObjectKind::Error { .. })),
    ))
}

/// Installs one error constructor whose [[Prototype]] is %Error%.
fn install_error(vm: &mut Vm, id: NativeId, name: &str, proto: Handle<JsObject>) -> JsResult<()> {
    let error_ctor = vm.get(
        vm.realm.error_prototypes[0],
        PropertyKey::Atom(names::CONSTRUCTOR),
        Value::object(vm.realm.error_prototypes[0]),
    )?;
    let ctor = vm.install_constructor(id, proto)?;
    vm.heap.get_mut(ctor).proto = error_ctor.as_object();
    let n = vm.str_value(name)?;
    vm.define_builtin(proto, PropertyKey::Atom(names::NAME), n, attrs::HIDDEN)?;
    let empty = vm.atom_value(names::EMPTY);
    vm.define_builtin(proto, PropertyKey::Atom(names::MESSAGE), empty, attrs::HIDDEN)?;
    Ok(())
}

/// Installs AggregateError, SuppressedError and Error.isError.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let base = Some(vm.realm.error_prototypes[0]);
    let ap = vm.alloc_object(ObjectKind::Ordinary, base)?;
    vm.realm.aggregate_error_prototype = ap;
    install_error(vm, NativeId::AggregateError, "AggregateError", ap)?;
    let sp = vm.alloc_object(ObjectKind::Ordinary, base)?;
    vm.realm.suppressed_error_prototype = sp;
    install_error(vm, NativeId::SuppressedError, "SuppressedError", sp)?;
    let ep = vm.realm.error_prototypes[0];
    let error_ctor = vm.get(ep, PropertyKey::Atom(names::CONSTRUCTOR), Value::object(ep))?;
    if let Some(c) = error_ctor.as_object() {
        vm.install(c, NativeId::ErrorIsError)?;
    }
    Ok(())
}
