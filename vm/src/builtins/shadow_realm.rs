//! ShadowRealm (the ShadowRealm proposal, Stage 2.7; test262 feature `ShadowRealm`).
//!
//! A ShadowRealm object owns a realm of its own (made like any other realm of the VM,
//! see realms.rs). `evaluate` runs a script there as indirect eval would, and only
//! primitives and callables cross the boundary: a callable comes back as a wrapped
//! function exotic object, a native function of the receiving realm whose one data slot
//! is the target. Calling it wraps the arguments into the target's realm and the result
//! back, and any exception from the other side becomes a TypeError of the caller's realm,
//! so that no object of one realm ever reaches the other.
//!
//! `importValue` loads a module into the ShadowRealm's own module map (modules are
//! keyed by realm, see module/mod.rs) through the same job as `import()`, and hands
//! back one export, wrapped the same way.

use cairn_gc::Handle;

use super::{NativeCx, NativeId, arg};
use crate::names;
use crate::native::require_new;
use crate::object::{JsObject, ObjectKind, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

/// ShadowRealm ( ) (sec-shadowrealm-constructor).
pub(crate) fn constructor(
    vm: &mut Vm,
    _this: Value,
    _args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    require_new(vm, cx, "ShadowRealm")?;
    // Step 2: OrdinaryCreateFromConstructor reads the prototype before the realm is
    // made (a throwing `prototype` getter leaves no realm behind).
    let proto = vm.prototype_from_constructor(cx.new_target, vm.realm.shadow_realm_prototype)?;
    // Steps 3-12: CreateRealm, its global object and default bindings.
    let realm = vm.new_realm()?;
    let o = vm.alloc_object(ObjectKind::ShadowRealm { realm }, Some(proto))?;
    Ok(Value::object(o))
}

/// ValidateShadowRealmObject: the [[ShadowRealm]] of `this`, or a TypeError.
fn shadow_realm_of(vm: &mut Vm, this: Value, method: &str) -> JsResult<u16> {
    if let Some(o) = this.as_object()
        && let ObjectKind::ShadowRealm { realm } = vm.heap.get(o).kind
    {
        return Ok(realm);
    }
    Err(vm.type_error(&format!("ShadowRealm.prototype.{method} called on incompatible receiver")))
}

/// ShadowRealm.prototype.evaluate ( sourceText ) (sec-shadowrealm.prototype.evaluate).
pub(crate) fn evaluate(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let eval_realm = shadow_realm_of(vm, this, "evaluate")?;
    let source = arg(args, 0);
    let Some(s) = source.as_string() else {
        return Err(
            vm.type_error("ShadowRealm.prototype.evaluate: the source text is not a string")
        );
    };
    let text = vm.source_text(s);
    // PerformShadowRealmEval: the running context is this built-in's, in the caller
    // realm, so a SyntaxError of the parse (step 7) and the TypeError for an abrupt
    // evaluation (step 18) are the caller realm's; the code runs in the ShadowRealm's
    // realm, as indirect eval there.
    let caller_realm = vm.realm_id;
    let code = vm.load_indirect_eval(&text)?;
    match vm.in_realm(eval_realm, |vm| vm.run_indirect_eval(code)) {
        Ok(v) => get_wrapped_value(vm, caller_realm, v),
        Err(Throw::Terminate(t)) => Err(Throw::Terminate(t)),
        Err(Throw::Exception(_)) => {
            Err(vm.type_error("ShadowRealm.prototype.evaluate: the evaluation threw"))
        }
    }
}

/// ShadowRealm.prototype.importValue ( specifier, exportName )
/// (sec-shadowrealm.prototype.importvalue and ShadowRealmImportValue).
pub(crate) fn import_value(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let eval_realm = shadow_realm_of(vm, this, "importValue")?;
    let spec = vm.to_string(arg(args, 0))?;
    let export_name = arg(args, 1);
    if !export_name.is_string() {
        return Err(
            vm.type_error("ShadowRealm.prototype.importValue: the export name is not a string")
        );
    }
    // The referrer: the script or module that called (relative specifiers resolve
    // against it, as for its own `import()`).
    let referrer =
        vm.frames.last().map(|f| f.code).map(|c| vm.referrer_name(c)).unwrap_or_default();
    // Nothing below runs JS (no collection can happen), so the new objects need no
    // rooting until they are linked to each other.
    // innerCapability and HostLoadImportedModule, in the ShadowRealm's realm.
    let inner = vm.in_realm(eval_realm, |vm| {
        let p = vm.new_promise()?;
        vm.queue_dynamic_import(p, spec, &referrer, 0, crate::module::ModuleType::JavaScript)?;
        Ok::<_, Throw>(p)
    })?;
    // onFulfilled, onRejected and the result promise, in the caller realm.
    let on_ok = vm.make_native(NativeId::ShadowRealmExportGetter, None, Box::new([export_name]))?;
    let on_err = vm.make_native(NativeId::ShadowRealmImportError, None, Box::new([]))?;
    let p = vm.new_promise()?;
    let (resolve, reject) = vm.create_resolving_functions(p)?;
    vm.perform_promise_then(inner, Value::object(on_ok), Value::object(on_err), resolve, reject)?;
    Ok(Value::object(p))
}

/// An ExportGetter function of `importValue`: the export of the loaded module's
/// namespace, wrapped for the caller realm (the function's own).
pub(crate) fn export_getter(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let name = match &vm.heap.get(cx.callee).kind {
        ObjectKind::Native { data, .. } => data.first().copied().unwrap_or_default(),
        _ => Value::UNDEFINED,
    };
    let (Some(exports), Some(name)) = (arg(args, 0).as_object(), name.as_string()) else {
        return Err(vm.type_error("importValue: the module has no namespace"));
    };
    let key = vm.to_property_key(Value::string(name))?;
    if !vm.has_own_property(exports, key)? {
        let text = vm.rust_string(name);
        return Err(vm.type_error(&format!("importValue: the module has no export named '{text}'")));
    }
    let value = vm.get(exports, key, Value::object(exports))?;
    let realm = vm.realm_id;
    get_wrapped_value(vm, realm, value)
}

/// An Import Value Error function: whatever the load, link or evaluation threw becomes
/// a TypeError of the caller realm (the function's own).
pub(crate) fn import_error(
    vm: &mut Vm,
    _this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    Err(vm.type_error("ShadowRealm.prototype.importValue: the module could not be imported"))
}

/// GetWrappedValue ( callerRealm, value ): a primitive as it is, a callable wrapped for
/// `caller_realm`, any other object a TypeError of the running context's realm (both
/// callers run as built-ins of the realm that receives their errors).
fn get_wrapped_value(vm: &mut Vm, caller_realm: u16, value: Value) -> JsResult<Value> {
    let Some(o) = value.as_object() else { return Ok(value) };
    if !vm.heap.get(o).is_callable() {
        return Err(vm.type_error("a ShadowRealm boundary only passes primitives and callables"));
    }
    wrapped_function_create(vm, caller_realm, o).map(Value::object)
}

/// WrappedFunctionCreate ( callerRealm, Target ) (sec-wrappedfunctioncreate): a native
/// function of `caller_realm` (its [[Prototype]] that realm's %Function.prototype%)
/// with the target in its data slot, and the target's name and length copied.
fn wrapped_function_create(
    vm: &mut Vm,
    caller_realm: u16,
    target: Handle<JsObject>,
) -> JsResult<Handle<JsObject>> {
    let data = Box::new([Value::object(target)]);
    let f =
        vm.in_realm(caller_realm, |vm| vm.make_native(NativeId::WrappedFunction, None, data))?;
    match copy_name_and_length(vm, f, target) {
        Ok(()) => Ok(f),
        Err(Throw::Terminate(t)) => Err(Throw::Terminate(t)),
        Err(Throw::Exception(_)) => {
            Err(vm.type_error("the wrapped function's name or length could not be read"))
        }
    }
}

/// CopyNameAndLength ( F, Target ) with no prefix and argCount 0.
fn copy_name_and_length(
    vm: &mut Vm,
    f: Handle<JsObject>,
    target: Handle<JsObject>,
) -> JsResult<()> {
    let mut len = 0.0;
    let length = PropertyKey::Atom(names::LENGTH);
    if vm.has_own_property(target, length)? {
        let l = vm.get(target, length, Value::object(target))?;
        if let Some(n) = l.as_number() {
            if n == f64::INFINITY {
                len = f64::INFINITY;
            } else if n.is_finite() {
                len = n.trunc().max(0.0);
            }
        }
    }
    vm.define_builtin(f, length, Value::number(len), attrs::CONFIGURABLE)?;
    let name = vm.get(target, PropertyKey::Atom(names::NAME), Value::object(target))?;
    let name = if name.is_string() { name } else { vm.str_value("")? };
    vm.define_builtin(f, PropertyKey::Atom(names::NAME), name, attrs::CONFIGURABLE)
}

/// [[Call]] of a wrapped function exotic object (sec-wrapped-function-exotic-objects-
/// call-thisargument-argumentslist, OrdinaryWrappedFunctionCall). It runs in its own
/// realm, the caller realm of its creation, so its errors are that realm's.
pub(crate) fn wrapped_call(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let target = match &vm.heap.get(cx.callee).kind {
        ObjectKind::Native { data, .. } => data.first().and_then(|v| v.as_object()),
        _ => None,
    };
    let Some(target) = target else {
        return Err(vm.type_error("not a wrapped function"));
    };
    let caller_realm = vm.realm_id;
    let target_realm = vm.function_realm(target)?;
    let mut wrapped_args = Vec::with_capacity(args.len());
    for &a in args {
        wrapped_args.push(get_wrapped_value(vm, target_realm, a)?);
    }
    let wrapped_this = get_wrapped_value(vm, target_realm, this)?;
    match vm.call(Value::object(target), wrapped_this, &wrapped_args) {
        Ok(v) => get_wrapped_value(vm, caller_realm, v),
        Err(Throw::Terminate(t)) => Err(Throw::Terminate(t)),
        Err(Throw::Exception(_)) => Err(vm.type_error("a wrapped function threw")),
    }
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    ShadowRealm;
    ShadowRealm = ("ShadowRealm", 0, true, constructor),
    ShadowRealmProtoEvaluate = ("evaluate", 1, false, evaluate),
    WrappedFunction = ("", 0, false, wrapped_call),
    ShadowRealmProtoImportValue = ("importValue", 2, false, import_value),
    ShadowRealmExportGetter = ("", 1, false, export_getter),
    ShadowRealmImportError = ("", 1, false, import_error),
}

/// Installs ShadowRealm and its prototype.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let op = Some(vm.realm.object_prototype);
    let proto = vm.alloc_object(ObjectKind::Ordinary, op)?;
    vm.realm.shadow_realm_prototype = proto;
    vm.install_constructor(NativeId::ShadowRealm, proto)?;
    vm.install(proto, NativeId::ShadowRealmProtoEvaluate)?;
    vm.install(proto, NativeId::ShadowRealmProtoImportValue)?;
    let tag_key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    let tag = vm.str_value("ShadowRealm")?;
    vm.define_builtin(proto, tag_key, tag, attrs::CONFIGURABLE)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::vm::{Vm, VmOptions};

    fn run(vm: &mut Vm, src: &str) -> String {
        match vm.eval_script(src, "shadow.js") {
            Ok(v) => vm.display(v),
            Err(e) => e.stack,
        }
    }

    /// A wrapped function keeps its target (held in its native data slot) through
    /// collections, and the ShadowRealm keeps its realm's globals.
    #[test]
    fn wrapped_functions_survive_collection() {
        let mut vm = Vm::new(VmOptions::default());
        let setup = "var r = new ShadowRealm(); r.evaluate('var n = 40');\
                     var f = r.evaluate('(x) => { const o = { v: x + n }; return o.v; }'); 'ok'";
        assert_eq!(run(&mut vm, setup), "ok");
        vm.collect_now();
        assert_eq!(run(&mut vm, "f(2)"), "42");
        vm.collect_now();
        assert_eq!(run(&mut vm, "r.evaluate('n + 1')"), "41");
    }

    /// Objects never cross: the caller gets a TypeError of its own realm, whichever
    /// side refused (a result, an argument, or an exception thrown inside).
    #[test]
    fn objects_and_exceptions_become_caller_type_errors() {
        let mut vm = Vm::new(VmOptions::default());
        let src = "var r = new ShadowRealm(); var out = [];\
                   function kind(g) { try { g(); return 'none'; } catch (e) {\
                     return Object.getPrototypeOf(e) === TypeError.prototype ? 'TypeError' : String(e); } }\
                   out.push(kind(() => r.evaluate('[]')));\
                   out.push(kind(() => r.evaluate('(x) => x')({})));\
                   out.push(kind(() => r.evaluate('() => { throw 1 }')()));\
                   out.push(kind(() => r.evaluate('throw new RangeError()')));\
                   out.push(typeof r.evaluate('(x) => x')(() => 1));\
                   out.join()";
        assert_eq!(run(&mut vm, src), "TypeError,TypeError,TypeError,TypeError,function");
    }

    /// `importValue` loads the module into the ShadowRealm's own module map: the
    /// instance there is not the one the main realm imported.
    #[test]
    fn import_value_uses_the_realms_own_module_instance() {
        let mut vm = Vm::new(VmOptions::default());
        vm.set_module_loader(Box::new(|spec, _| {
            let source = "export let count = 0; export function bump() { return ++count; }";
            Ok((spec.to_string(), source.to_string()))
        }));
        let src = "var out = []; var r = new ShadowRealm();\
                   import('counter').then((m) => { m.bump(); m.bump(); out.push(m.count); })\
                     .then(() => r.importValue('counter', 'bump'))\
                     .then((bump) => { out.push(bump(), bump()); })\
                     .then(() => r.importValue('counter', 'missing'))\
                     .catch((e) => out.push(e instanceof TypeError)); 0";
        assert_eq!(run(&mut vm, src), "0");
        assert_eq!(run(&mut vm, "out.join()"), "2,1,2,true");
    }
}
