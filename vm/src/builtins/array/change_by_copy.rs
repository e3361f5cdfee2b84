use cairn_gc::Handle;

use super::{BULK_LIMIT, MAX_SAFE_LENGTH, relative_arg};
use crate::builtins::{NativeCx, arg};
use crate::object::JsObject;
use crate::ops::sort::sort_values;
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// ArrayCreate(len) filled with `value_at(k)` for k in 0..len (ECMA-262 sec-arraycreate:
/// a RangeError above 2^32 - 1).
fn array_of_len(
    vm: &mut Vm,
    len: u64,
    mut value_at: impl FnMut(&mut Vm, u64) -> JsResult<Value>,
) -> JsResult<Handle<JsObject>> {
    if len > u32::MAX as u64 {
        return Err(vm.range_error("Invalid array length"));
    }
    if len <= BULK_LIMIT {
        let mut items = Vec::with_capacity(len as usize);
        for k in 0..len {
            vm.charge_native_list(items.len())?;
            items.push(value_at(vm, k)?);
        }
        return vm.array_from_list(&items);
    }
    let a = vm.array_create(0)?;
    for k in 0..len {
        let v = value_at(vm, k)?;
        vm.create_data_property_or_throw(a, PropertyKey::Index(k as u32), v)?;
    }
    Ok(a)
}

/// ECMA-262 sec-array.prototype.toreversed
pub(crate) fn to_reversed(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let a = array_of_len(vm, len, |vm, k| vm.get_index(o, len - k - 1))?;
    Ok(Value::object(a))
}

/// ECMA-262 sec-array.prototype.tosorted
pub(crate) fn to_sorted(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let cmp = arg(args, 0);
    if !cmp.is_undefined() && !vm.is_callable(cmp) {
        return Err(vm.type_error("The comparison function must be either a function or undefined"));
    }
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    if len > u32::MAX as u64 {
        return Err(vm.range_error("Invalid array length"));
    }
    // SortIndexedProperties with holes read through (skip-holes is false).
    let mut items = Vec::new();
    for k in 0..len {
        vm.charge_native_list(items.len())?;
        items.push(vm.get_index(o, k)?);
    }
    let sorted = sort_values(vm, cmp, items)?;
    Ok(Value::object(vm.array_from_list(&sorted)?))
}

/// ECMA-262 sec-array.prototype.tospliced
pub(crate) fn to_spliced(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let start = relative_arg(vm, arg(args, 0), len)?;
    let items = args.get(2..).unwrap_or(&[]);
    let skip = match args.len() {
        0 => 0,
        1 => len - start,
        _ => {
            let s = vm.to_integer_or_infinity(args[1])?;
            crate::value::number::clamp(s, 0.0, (len - start) as f64) as u64
        }
    };
    let new_len = (len - skip).saturating_add(items.len() as u64);
    if new_len > MAX_SAFE_LENGTH {
        return Err(vm.type_error("toSpliced: result length exceeds 2^53 - 1"));
    }
    let a = array_of_len(vm, new_len, |vm, i| {
        if i < start {
            vm.get_index(o, i)
        } else if i - start < items.len() as u64 {
            Ok(items[(i - start) as usize])
        } else {
            vm.get_index(o, i - items.len() as u64 + skip)
        }
    })?;
    Ok(Value::object(a))
}

/// ECMA-262 sec-array.prototype.with
pub(crate) fn with(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let rel = vm.to_integer_or_infinity(arg(args, 0))?;
    let actual = if rel >= 0.0 { rel } else { len as f64 + rel };
    if actual >= len as f64 || actual < 0.0 {
        return Err(vm.range_error("Invalid index passed to Array.prototype.with"));
    }
    let (actual, value) = (actual as u64, arg(args, 1));
    let a =
        array_of_len(vm, len, |vm, k| if k == actual { Ok(value) } else { vm.get_index(o, k) })?;
    Ok(Value::object(a))
}
