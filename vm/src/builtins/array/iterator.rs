//! Array.prototype.keys, values and entries, and %ArrayIteratorPrototype%.next
//! (ECMA-262 sec-array-iterator-objects).

use crate::builtins::NativeCx;
use crate::object::ObjectKind;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// ToObject(this), then CreateArrayIterator with `kind` (0 keys, 1 values, 2 entries).
fn make_iterator(vm: &mut Vm, this: Value, kind: u8) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    vm.create_array_iterator(o, kind)
}

/// ECMA-262 sec-array.prototype.keys
pub(crate) fn keys(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    make_iterator(vm, this, 0)
}

/// ECMA-262 sec-array.prototype.values
pub(crate) fn values(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    make_iterator(vm, this, 1)
}

/// ECMA-262 sec-array.prototype.entries
pub(crate) fn entries(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    make_iterator(vm, this, 2)
}

/// ECMA-262 sec-%arrayiteratorprototype%.next
pub(crate) fn iterator_next(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let Some(it) = this.as_object() else {
        return Err(vm.type_error("next called on a non-iterator"));
    };
    let ObjectKind::ArrayIterator { target, index, kind } = vm.heap.get(it).kind else {
        return Err(vm.type_error("next called on an incompatible receiver"));
    };
    let Some(t) = target.as_object() else { return vm.create_iter_result(Value::UNDEFINED, true) };
    let len = vm.array_iterator_length(t)?;
    if index as u64 >= len {
        if let ObjectKind::ArrayIterator { target, .. } = &mut vm.heap.get_mut(it).kind {
            *target = Value::UNDEFINED;
        }
        return vm.create_iter_result(Value::UNDEFINED, true);
    }
    if let ObjectKind::ArrayIterator { index: i, .. } = &mut vm.heap.get_mut(it).kind {
        *i = index + 1;
    }
    let result = match kind {
        0 => Value::from_u32(index),
        1 => vm.get_index(t, index as u64)?,
        _ => {
            let v = vm.get_index(t, index as u64)?;
            Value::object(vm.array_from_list(&[Value::from_u32(index), v])?)
        }
    };
    vm.create_iter_result(result, false)
}
