//! DisposableStack and AsyncDisposableStack (explicit resource management:
//! sec-disposablestack-objects, sec-asyncdisposablestack-objects).
//!
//! Both keep a [[DisposeCapability]] (a list of resources) and a state. Synchronous
//! disposal runs DisposeResources in one loop. Asynchronous disposal is a small state
//! machine kept in the stack object: each awaited step subscribes a native
//! continuation (`AsyncDisposableStackResume`) to the awaited promise, which runs the
//! next step; the result promise settles when the list is empty.

use crate::native::require_new;
use crate::object::slots::disposable::{CallKind, Resource, Stack};
use cairn_gc::Handle;

use super::{NativeCx, NativeId, arg};
use crate::object::{JsObject, ObjectKind, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

fn this_stack(vm: &mut Vm, this: Value, is_async: bool, what: &str) -> JsResult<Handle<JsObject>> {
    if let Some(o) = this.as_object()
        && let ObjectKind::DisposableStack(s) = &vm.heap.get(o).kind
        && s.is_async == is_async
    {
        return Ok(o);
    }
    let class = if is_async { "AsyncDisposableStack" } else { "DisposableStack" };
    Err(vm.type_error(&format!("{class}.prototype.{what} called on incompatible receiver")))
}

fn stack_mut(vm: &mut Vm, o: Handle<JsObject>) -> Option<&mut Stack> {
    match &mut vm.heap.get_mut(o).kind {
        ObjectKind::DisposableStack(s) => Some(s),
        _ => None,
    }
}

fn is_disposed(vm: &Vm, o: Handle<JsObject>) -> bool {
    matches!(&vm.heap.get(o).kind, ObjectKind::DisposableStack(s) if s.disposed)
}

/// ReferenceError when the stack was disposed.
fn check_pending(vm: &mut Vm, o: Handle<JsObject>, is_async: bool) -> JsResult<()> {
    if is_disposed(vm, o) {
        let class = if is_async { "AsyncDisposableStack" } else { "DisposableStack" };
        return Err(vm.reference_error(&format!("{class} already disposed")));
    }
    Ok(())
}

fn push_resource(vm: &mut Vm, o: Handle<JsObject>, r: Resource) -> JsResult<()> {
    vm.heap.update(o, |obj| {
        if let ObjectKind::DisposableStack(s) = &mut obj.kind {
            s.resources.push(r);
        }
    })?;
    Ok(())
}

fn new_stack(vm: &mut Vm, new_target: Value, is_async: bool) -> JsResult<Handle<JsObject>> {
    let default = if is_async {
        vm.realm.async_disposable_stack_prototype
    } else {
        vm.realm.disposable_stack_prototype
    };
    let proto = vm.prototype_from_constructor(new_target, default)?;
    let data =
        Stack { is_async, error: Value::HOLE, promise: Value::UNDEFINED, ..Stack::default() };
    vm.alloc_object(ObjectKind::DisposableStack(Box::new(data)), Some(proto))
}

fn construct(vm: &mut Vm, cx: NativeCx, is_async: bool) -> JsResult<Value> {
    let class = if is_async { "AsyncDisposableStack" } else { "DisposableStack" };
    require_new(vm, cx, class)?;
    Ok(Value::object(new_stack(vm, cx.new_target, is_async)?))
}

/// sec-disposablestack
pub(crate) fn constructor(
    vm: &mut Vm,
    _this: Value,
    _args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    construct(vm, cx, false)
}

/// sec-asyncdisposablestack
pub(crate) fn async_constructor(
    vm: &mut Vm,
    _this: Value,
    _args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    construct(vm, cx, true)
}

/// The SuppressedError completion step of DisposeResources: `e` thrown while `prev`
/// (the hole when none) was pending.
fn combine(vm: &mut Vm, prev: Value, e: Value) -> JsResult<Value> {
    if prev.is_hole() { Ok(e) } else { vm.new_suppressed_error(e, prev) }
}

/// Calls a resource's dispose method.
fn call_resource(vm: &mut Vm, r: Resource) -> JsResult<Value> {
    match r.call {
        CallKind::Method | CallKind::SyncInAsync => vm.call(r.method, r.value, &[]),
        CallKind::Adopt => vm.call(r.method, Value::UNDEFINED, &[r.value]),
    }
}

/// sec-disposablestack.prototype.use / sec-asyncdisposablestack.prototype.use
fn use_(vm: &mut Vm, this: Value, args: &[Value], is_async: bool) -> JsResult<Value> {
    let o = this_stack(vm, this, is_async, "use")?;
    check_pending(vm, o, is_async)?;
    let v = arg(args, 0);
    if v.is_nullish() {
        if is_async {
            let r = Resource {
                method: Value::UNDEFINED,
                value: Value::UNDEFINED,
                call: CallKind::Method,
            };
            push_resource(vm, o, r)?;
        }
        return Ok(v);
    }
    if !v.is_object() {
        return Err(vm.type_error("DisposableStack.prototype.use: the value is not an object"));
    }
    let mut call = CallKind::Method;
    let mut method = Value::UNDEFINED;
    if is_async {
        let key = PropertyKey::Symbol(vm.realm.symbols.async_dispose);
        method = vm.get_method(v, key)?;
    }
    if method.is_undefined() {
        let key = PropertyKey::Symbol(vm.realm.symbols.dispose);
        method = vm.get_method(v, key)?;
        if is_async {
            call = CallKind::SyncInAsync;
        }
    }
    if method.is_undefined() {
        return Err(vm.type_error("the value has no [Symbol.dispose] method"));
    }
    push_resource(vm, o, Resource { method, value: v, call })?;
    Ok(v)
}

/// sec-disposablestack.prototype.adopt
fn adopt(vm: &mut Vm, this: Value, args: &[Value], is_async: bool) -> JsResult<Value> {
    let o = this_stack(vm, this, is_async, "adopt")?;
    check_pending(vm, o, is_async)?;
    let (v, on_dispose) = (arg(args, 0), arg(args, 1));
    if !vm.is_callable(on_dispose) {
        return Err(vm.type_error("adopt: onDispose is not a function"));
    }
    push_resource(vm, o, Resource { method: on_dispose, value: v, call: CallKind::Adopt })?;
    Ok(v)
}

/// sec-disposablestack.prototype.defer
fn defer(vm: &mut Vm, this: Value, args: &[Value], is_async: bool) -> JsResult<Value> {
    let o = this_stack(vm, this, is_async, "defer")?;
    check_pending(vm, o, is_async)?;
    let on_dispose = arg(args, 0);
    if !vm.is_callable(on_dispose) {
        return Err(vm.type_error("defer: onDispose is not a function"));
    }
    let r = Resource { method: on_dispose, value: Value::UNDEFINED, call: CallKind::Method };
    push_resource(vm, o, r)?;
    Ok(Value::UNDEFINED)
}

/// sec-disposablestack.prototype.move
fn move_(vm: &mut Vm, this: Value, is_async: bool) -> JsResult<Value> {
    let o = this_stack(vm, this, is_async, "move")?;
    check_pending(vm, o, is_async)?;
    let ctor = if is_async {
        vm.realm.async_disposable_stack_constructor
    } else {
        vm.realm.disposable_stack_constructor
    };
    let n = new_stack(vm, Value::object(ctor), is_async)?;
    let moved = match stack_mut(vm, o) {
        Some(s) => {
            s.disposed = true;
            core::mem::take(&mut s.resources)
        }
        None => Vec::new(),
    };
    if let Some(s) = stack_mut(vm, n) {
        s.resources = moved;
    }
    Ok(Value::object(n))
}

/// get disposed
fn disposed(vm: &mut Vm, this: Value, is_async: bool) -> JsResult<Value> {
    let o = this_stack(vm, this, is_async, "disposed")?;
    Ok(Value::bool(is_disposed(vm, o)))
}

/// sec-disposablestack.prototype.dispose: DisposeResources with a normal completion.
pub(crate) fn dispose(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = this_stack(vm, this, false, "dispose")?;
    let resources = match stack_mut(vm, o) {
        Some(s) if !s.disposed => {
            s.disposed = true;
            core::mem::take(&mut s.resources)
        }
        _ => return Ok(Value::UNDEFINED),
    };
    let mut error = Value::HOLE;
    for &r in resources.iter().rev() {
        match call_resource(vm, r) {
            Ok(_) => {}
            Err(Throw::Exception(e)) => error = combine(vm, error, e)?,
            Err(t) => return Err(t),
        }
    }
    if error.is_hole() { Ok(Value::UNDEFINED) } else { Err(Throw::Exception(error)) }
}

/// sec-asyncdisposablestack.prototype.disposeAsync
pub(crate) fn dispose_async(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let p = vm.new_promise()?;
    let o = match this_stack(vm, this, true, "disposeAsync") {
        Ok(o) => o,
        Err(Throw::Exception(e)) => {
            vm.settle_promise(p, crate::object::slots::promise::PromiseState::Rejected, e)?;
            return Ok(Value::object(p));
        }
        Err(t) => return Err(t),
    };
    let start = match stack_mut(vm, o) {
        Some(s) if !s.disposed => {
            s.disposed = true;
            s.promise = Value::object(p);
            s.error = Value::HOLE;
            s.needs_await = false;
            s.has_awaited = false;
            true
        }
        _ => false,
    };
    if !start {
        vm.resolve_promise(p, Value::UNDEFINED)?;
        return Ok(Value::object(p));
    }
    async_step(vm, o)?;
    Ok(Value::object(p))
}

/// Await(v) for the disposal of `o`: resumes with `AsyncDisposableStackResume`.
fn await_for(vm: &mut Vm, o: Handle<JsObject>, v: Value) -> JsResult<()> {
    let p = match vm.promise_resolve(v) {
        Ok(p) => p,
        Err(Throw::Exception(e)) => {
            // An abrupt Await is a throw completion of the dispose step.
            let prev = stack_mut(vm, o).map_or(Value::HOLE, |s| s.error);
            let err = combine(vm, prev, e)?;
            if let Some(s) = stack_mut(vm, o) {
                s.error = err;
            }
            return async_step(vm, o);
        }
        Err(t) => return Err(t),
    };
    let data: Box<[Value]> = Box::new([Value::object(o), Value::FALSE]);
    let f = vm.make_native(NativeId::AsyncDisposableStackResume, None, data)?;
    let data: Box<[Value]> = Box::new([Value::object(o), Value::TRUE]);
    let r = vm.make_native(NativeId::AsyncDisposableStackResume, None, data)?;
    vm.perform_promise_then(
        p,
        Value::object(f),
        Value::object(r),
        Value::UNDEFINED,
        Value::UNDEFINED,
    )?;
    Ok(())
}

/// Runs DisposeResources of an async stack until the next await or the end.
fn async_step(vm: &mut Vm, o: Handle<JsObject>) -> JsResult<()> {
    loop {
        let Some(s) = stack_mut(vm, o) else { return Ok(()) };
        let Some(r) = s.resources.pop() else {
            if s.needs_await && !s.has_awaited {
                s.needs_await = false;
                return await_for(vm, o, Value::UNDEFINED);
            }
            let (promise, error) = (s.promise, s.error);
            s.promise = Value::UNDEFINED;
            s.error = Value::HOLE;
            let Some(p) = promise.as_object() else { return Ok(()) };
            return if error.is_hole() {
                vm.resolve_promise(p, Value::UNDEFINED)
            } else {
                vm.settle_promise(p, crate::object::slots::promise::PromiseState::Rejected, error)
            };
        };
        if r.method.is_undefined() {
            s.needs_await = true;
            continue;
        }
        match call_resource(vm, r) {
            Ok(v) => {
                if let Some(s) = stack_mut(vm, o) {
                    s.has_awaited = true;
                }
                let v = if r.call == CallKind::SyncInAsync { Value::UNDEFINED } else { v };
                return await_for(vm, o, v);
            }
            Err(Throw::Exception(e)) => {
                if r.call == CallKind::SyncInAsync {
                    // The wrapping closure returns a rejected promise, which is awaited.
                    if let Some(s) = stack_mut(vm, o) {
                        s.has_awaited = true;
                    }
                    let p = vm.new_promise()?;
                    vm.settle_promise(p, crate::object::slots::promise::PromiseState::Rejected, e)?;
                    return await_for(vm, o, Value::object(p));
                }
                let prev = stack_mut(vm, o).map_or(Value::HOLE, |s| s.error);
                let err = combine(vm, prev, e)?;
                if let Some(s) = stack_mut(vm, o) {
                    s.error = err;
                }
            }
            Err(t) => return Err(t),
        }
    }
}

/// The continuation of an await in async disposal: data (stack, rejected).
pub(crate) fn async_resume(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let (stack, rejected) = match &vm.heap.get(cx.callee).kind {
        ObjectKind::Native { data, .. } => {
            (data.first().and_then(|v| v.as_object()), data.get(1).copied() == Some(Value::TRUE))
        }
        _ => (None, false),
    };
    let Some(o) = stack else { return Ok(Value::UNDEFINED) };
    if rejected {
        let prev = stack_mut(vm, o).map_or(Value::HOLE, |s| s.error);
        let err = combine(vm, prev, arg(args, 0))?;
        if let Some(s) = stack_mut(vm, o) {
            s.error = err;
        }
    }
    async_step(vm, o)?;
    Ok(Value::UNDEFINED)
}

macro_rules! both {
    ($($sync:ident, $async_:ident => $body:expr;)*) => {
        $(
            #[doc = concat!("DisposableStack.prototype.", stringify!($sync))]
            pub(crate) fn $sync(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
                let f: fn(&mut Vm, Value, &[Value], bool) -> JsResult<Value> = $body;
                f(vm, this, args, false)
            }
            #[doc = concat!("AsyncDisposableStack.prototype.", stringify!($sync))]
            pub(crate) fn $async_(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
                let f: fn(&mut Vm, Value, &[Value], bool) -> JsResult<Value> = $body;
                f(vm, this, args, true)
            }
        )*
    };
}

both! {
    use_sync, use_async => use_;
    adopt_sync, adopt_async => adopt;
    defer_sync, defer_async => defer;
    move_sync, move_async => |vm, this, _args, a| move_(vm, this, a);
    disposed_sync, disposed_async => |vm, this, _args, a| disposed(vm, this, a);
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Disposable;
    DisposableStack = ("DisposableStack", 0, true, constructor),
    DisposableStackProtoAdopt = ("adopt", 2, false, adopt_sync),
    DisposableStackProtoDefer = ("defer", 1, false, defer_sync),
    DisposableStackProtoDispose = ("dispose", 0, false, dispose),
    DisposableStackProtoMove = ("move", 0, false, move_sync),
    DisposableStackProtoUse = ("use", 1, false, use_sync),
    DisposableStackProtoDisposed = ("get disposed", 0, false, disposed_sync),
    AsyncDisposableStack = ("AsyncDisposableStack", 0, true, async_constructor),
    AsyncDisposableStackProtoAdopt = ("adopt", 2, false, adopt_async),
    AsyncDisposableStackProtoDefer = ("defer", 1, false, defer_async),
    AsyncDisposableStackProtoDisposeAsync = ("disposeAsync", 0, false, dispose_async),
    AsyncDisposableStackProtoMove = ("move", 0, false, move_async),
    AsyncDisposableStackProtoUse = ("use", 1, false, use_async),
    AsyncDisposableStackProtoDisposed = ("get disposed", 0, false, disposed_async),
    AsyncDisposableStackResume = ("", 1, false, async_resume),
}

/// Installs DisposableStack and AsyncDisposableStack.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let op = Some(vm.realm.object_prototype);
    let tag_key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    let disposed_key = vm.key("disposed")?;

    let dsp = vm.alloc_object(ObjectKind::Ordinary, op)?;
    vm.realm.disposable_stack_prototype = dsp;
    let ctor = vm.install_constructor(NativeId::DisposableStack, dsp)?;
    vm.realm.disposable_stack_constructor = ctor;
    for id in [
        NativeId::DisposableStackProtoAdopt,
        NativeId::DisposableStackProtoDefer,
        NativeId::DisposableStackProtoMove,
        NativeId::DisposableStackProtoUse,
    ] {
        vm.install(dsp, id)?;
    }
    let dispose = vm.install(dsp, NativeId::DisposableStackProtoDispose)?;
    let sym = PropertyKey::Symbol(vm.realm.symbols.dispose);
    vm.define_builtin(dsp, sym, Value::object(dispose), attrs::HIDDEN)?;
    vm.install_getter(dsp, disposed_key, NativeId::DisposableStackProtoDisposed, None)?;
    let tag = vm.str_value("DisposableStack")?;
    vm.define_builtin(dsp, tag_key, tag, attrs::CONFIGURABLE)?;

    let adsp = vm.alloc_object(ObjectKind::Ordinary, op)?;
    vm.realm.async_disposable_stack_prototype = adsp;
    let actor = vm.install_constructor(NativeId::AsyncDisposableStack, adsp)?;
    vm.realm.async_disposable_stack_constructor = actor;
    for id in [
        NativeId::AsyncDisposableStackProtoAdopt,
        NativeId::AsyncDisposableStackProtoDefer,
        NativeId::AsyncDisposableStackProtoMove,
        NativeId::AsyncDisposableStackProtoUse,
    ] {
        vm.install(adsp, id)?;
    }
    let dispose = vm.install(adsp, NativeId::AsyncDisposableStackProtoDisposeAsync)?;
    let sym = PropertyKey::Symbol(vm.realm.symbols.async_dispose);
    vm.define_builtin(adsp, sym, Value::object(dispose), attrs::HIDDEN)?;
    vm.install_getter(adsp, disposed_key, NativeId::AsyncDisposableStackProtoDisposed, None)?;
    let tag = vm.str_value("AsyncDisposableStack")?;
    vm.define_builtin(adsp, tag_key, tag, attrs::CONFIGURABLE)?;
    Ok(())
}
