//! String.prototype[@@iterator] and %StringIteratorPrototype% (ECMA-262
//! sec-%stringiteratorprototype%-object).

use super::prototype::substring_value;
use super::this_str;
use crate::builtins::NativeCx;
use crate::object::ObjectKind;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// ECMA-262 sec-string.prototype-@@iterator
pub(super) fn iterator(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let s = this_str(vm, this, "[Symbol.iterator]")?;
    let proto = vm.realm.string_iterator_prototype;
    Ok(Value::object(vm.alloc_object(
        ObjectKind::StringIterator { target: Value::string(s), index: 0 },
        Some(proto),
    )?))
}

/// ECMA-262 sec-%stringiteratorprototype%.next (by code point).
pub(super) fn iterator_next(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let Some(it) = this.as_object() else {
        return Err(vm.type_error("next called on incompatible receiver"));
    };
    let ObjectKind::StringIterator { target, index } = vm.heap.get(it).kind else {
        return Err(vm.type_error("next called on incompatible receiver"));
    };
    let Some(s) = target.as_string() else { return vm.create_iter_result(Value::UNDEFINED, true) };
    let len = vm.heap.get(s).len;
    if index >= len {
        if let ObjectKind::StringIterator { target, .. } = &mut vm.heap.get_mut(it).kind {
            *target = Value::UNDEFINED;
        }
        return vm.create_iter_result(Value::UNDEFINED, true);
    }
    let f = vm.flat(s);
    let first = f.at(index as usize);
    let size = if (0xD800..0xDC00).contains(&first)
        && index + 1 < len
        && (0xDC00..0xE000).contains(&f.at(index as usize + 1))
    {
        2
    } else {
        1
    };
    if let ObjectKind::StringIterator { index: i, .. } = &mut vm.heap.get_mut(it).kind {
        *i = index + size;
    }
    let v = substring_value(vm, s, index as usize, (index + size) as usize)?;
    vm.create_iter_result(v, false)
}
