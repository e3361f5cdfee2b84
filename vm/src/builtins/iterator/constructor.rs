//! The Iterator constructor (ECMA-262 sec-iterator-constructor), Iterator.from with
//! %WrapForValidIteratorPrototype%, Iterator.concat, and the set-up of all of them.

use crate::object::slots::iterator_helper::HelperOp;

use super::helper::{get_iterator_flattenable, new_helper};
use crate::builtins::{NativeCx, NativeId, arg};
use crate::names;
use crate::object::{ObjectKind, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// ECMA-262 sec-iterator: abstract; `new Iterator()` and `Iterator()` throw.
pub(super) fn constructor(
    vm: &mut Vm,
    _this: Value,
    _args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    if cx.new_target.is_undefined() || cx.new_target == Value::object(cx.callee) {
        return Err(vm.type_error("Iterator is an abstract class and cannot be constructed"));
    }
    let proto = vm.prototype_from_constructor(cx.new_target, vm.realm.iterator_prototype)?;
    Ok(Value::object(vm.alloc_object(ObjectKind::Ordinary, Some(proto))?))
}

/// ECMA-262 sec-iterator.from
pub(super) fn from(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let (it, next) = get_iterator_flattenable(vm, arg(args, 0), true)?;
    let ctor = Value::object(vm.realm.iterator_constructor);
    if vm.ordinary_has_instance(ctor, it)? {
        return Ok(it);
    }
    let proto = vm.realm.wrap_for_valid_iterator_prototype;
    let w = vm.alloc_object(ObjectKind::WrappedIterator { iterator: it, next }, Some(proto))?;
    Ok(Value::object(w))
}

/// The [[Iterated]] record of a %WrapForValidIteratorPrototype% object.
fn wrapped_of(vm: &mut Vm, this: Value) -> JsResult<(Value, Value)> {
    if let Some(o) = this.as_object()
        && let ObjectKind::WrappedIterator { iterator, next } = vm.heap.get(o).kind
    {
        return Ok((iterator, next));
    }
    Err(vm.type_error("method called on incompatible receiver"))
}

/// ECMA-262 sec-%wrapforvaliditeratorprototype%.next
pub(super) fn wrap_next(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let (it, next) = wrapped_of(vm, this)?;
    vm.call(next, it, &[])
}

/// ECMA-262 sec-%wrapforvaliditeratorprototype%.return
pub(super) fn wrap_return(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let (it, _) = wrapped_of(vm, this)?;
    let ret = vm.get_method(it, PropertyKey::Atom(names::RETURN))?;
    if ret.is_undefined() {
        return vm.create_iter_result(Value::UNDEFINED, true);
    }
    vm.call(ret, it, &[])
}

/// Iterator.concat(...items) (proposal-iterator-sequencing).
pub(super) fn concat(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let mut items = Vec::with_capacity(args.len().saturating_mul(2));
    let key = PropertyKey::Symbol(vm.realm.symbols.iterator);
    for &item in args {
        if !item.is_object() {
            let what = vm.describe_value(item);
            return Err(vm.type_error(&format!("{what} is not an object")));
        }
        let method = vm.get_method(item, key)?;
        if method.is_undefined() {
            return Err(vm.type_error("Iterator.concat: argument is not iterable"));
        }
        items.push(method);
        items.push(item);
    }
    let none = (Value::UNDEFINED, Value::UNDEFINED);
    new_helper(vm, HelperOp::Concat, none, Value::UNDEFINED, 0.0, items)
}

/// Installs %Iterator%, its statics, the helper methods on %Iterator.prototype%,
/// %IteratorHelperPrototype% and %WrapForValidIteratorPrototype%.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let ip = vm.realm.iterator_prototype;
    let global = vm.realm.global;
    let ctor = vm.install(global, NativeId::Iterator)?;
    vm.realm.iterator_constructor = ctor;
    vm.define_builtin(ctor, PropertyKey::Atom(names::PROTOTYPE), Value::object(ip), 0)?;
    vm.install(ctor, NativeId::IteratorFrom)?;
    vm.install(ctor, NativeId::IteratorConcat)?;
    vm.install(ctor, NativeId::IteratorZip)?;
    vm.install(ctor, NativeId::IteratorZipKeyed)?;
    for id in [
        NativeId::IteratorProtoMap,
        NativeId::IteratorProtoFilter,
        NativeId::IteratorProtoTake,
        NativeId::IteratorProtoDrop,
        NativeId::IteratorProtoFlatMap,
        NativeId::IteratorProtoReduce,
        NativeId::IteratorProtoToArray,
        NativeId::IteratorProtoForEach,
        NativeId::IteratorProtoSome,
        NativeId::IteratorProtoEvery,
        NativeId::IteratorProtoFind,
        NativeId::IteratorProtoChunks,
        NativeId::IteratorProtoWindows,
        NativeId::IteratorProtoIncludes,
        NativeId::IteratorProtoJoin,
    ] {
        vm.install(ip, id)?;
    }
    let dispose = vm.realm.symbols.dispose;
    vm.install_symbol(ip, dispose, NativeId::IteratorProtoDispose, attrs::HIDDEN)?;
    vm.install_getter(
        ip,
        PropertyKey::Atom(names::CONSTRUCTOR),
        NativeId::IteratorProtoGetConstructor,
        Some(NativeId::IteratorProtoSetConstructor),
    )?;
    let tag_key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    vm.install_getter(
        ip,
        tag_key,
        NativeId::IteratorProtoGetToStringTag,
        Some(NativeId::IteratorProtoSetToStringTag),
    )?;

    let aip = vm.realm.async_iterator_prototype;
    let async_dispose = vm.realm.symbols.async_dispose;
    vm.install_symbol(aip, async_dispose, NativeId::AsyncIteratorProtoAsyncDispose, attrs::HIDDEN)?;

    let hp = vm.alloc_object(ObjectKind::Ordinary, Some(ip))?;
    vm.realm.iterator_helper_prototype = hp;
    vm.install(hp, NativeId::IteratorHelperNext)?;
    vm.install(hp, NativeId::IteratorHelperReturn)?;
    let tag = vm.str_value("Iterator Helper")?;
    vm.define_builtin(hp, tag_key, tag, attrs::CONFIGURABLE)?;

    let wp = vm.alloc_object(ObjectKind::Ordinary, Some(ip))?;
    vm.realm.wrap_for_valid_iterator_prototype = wp;
    vm.install(wp, NativeId::WrapForValidIteratorNext)?;
    vm.install(wp, NativeId::WrapForValidIteratorReturn)?;
    Ok(())
}
