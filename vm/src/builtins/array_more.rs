//! The Array.prototype methods that array.rs does not hold: `at`, `copyWithin`,
//! `findLast`/`findLastIndex`, `flat`/`flatMap`, `reduceRight`, the change-by-copy methods
//! (`toReversed`, `toSorted`, `toSpliced`, `with`) and `@@unscopables`
//! (ECMA-262 sec-properties-of-the-array-prototype-object).

use cairn_gc::Handle;

use super::array::{
    callback, delete_index_or_throw, find_via_predicate, reduce_start, relative,
    root_for_callbacks, sort_values,
};
use super::{NativeCx, NativeId, arg};
use crate::object::{JsObject, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// 2^53 - 1, the largest length an array-like may have.
const MAX_SAFE_LENGTH: u64 = 9_007_199_254_740_991;

/// Above this many elements a new array is filled property by property (each growth step
/// charged to the heap limit) instead of through one up-front `Vec`.
const BULK_LIMIT: u64 = 1 << 20;

/// `relative` applied to an argument: ToIntegerOrInfinity, then clamped into 0..=len
/// (negative values count from the end).
fn relative_arg(vm: &mut Vm, v: Value, len: u64) -> JsResult<u64> {
    Ok(relative(vm.to_integer_or_infinity(v)?, len))
}

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

/// ECMA-262 sec-array.prototype.at
pub(crate) fn at(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let rel = vm.to_integer_or_infinity(arg(args, 0))?;
    let k = if rel >= 0.0 { rel } else { len as f64 + rel };
    if k < 0.0 || k >= len as f64 {
        return Ok(Value::UNDEFINED);
    }
    vm.get_index(o, k as u64)
}

/// ECMA-262 sec-array.prototype.copywithin
pub(crate) fn copy_within(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let mut to = relative_arg(vm, arg(args, 0), len)?;
    let mut from = relative_arg(vm, arg(args, 1), len)?;
    let end = arg(args, 2);
    let fin = if end.is_undefined() { len } else { relative_arg(vm, end, len)? };
    let mut count = fin.saturating_sub(from).min(len - to);
    let backwards = from < to && to < from + count;
    if backwards {
        from += count - 1;
        to += count - 1;
    }
    while count > 0 {
        if vm.has_index(o, from)? {
            let v = vm.get_index(o, from)?;
            vm.set_index(o, to, v)?;
        } else {
            delete_index_or_throw(vm, o, to)?;
        }
        if backwards {
            // `from`/`to` reach 0 only on the last step, when `count` becomes 0.
            from = from.saturating_sub(1);
            to = to.saturating_sub(1);
        } else {
            from += 1;
            to += 1;
        }
        count -= 1;
    }
    Ok(Value::object(o))
}

/// ECMA-262 sec-array.prototype.findlast
pub(crate) fn find_last(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    find_via_predicate(vm, this, args, false, true, "Array.prototype.findLast")
}

/// ECMA-262 sec-array.prototype.findlastindex
pub(crate) fn find_last_index(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    find_via_predicate(vm, this, args, true, true, "Array.prototype.findLastIndex")
}

/// One source being flattened: the array-like, its length, the next index and the depth
/// left for its elements.
struct FlattenFrame {
    source: Handle<JsObject>,
    len: u64,
    index: u64,
    depth: f64,
}

/// ECMA-262 sec-flattenintoarray, with an explicit stack instead of recursion so that
/// deeply nested input cannot overflow the native stack. The mapper applies to the
/// outermost source only, as in the spec.
fn flatten_into_array(
    vm: &mut Vm,
    target: Handle<JsObject>,
    source: Handle<JsObject>,
    len: u64,
    depth: f64,
    mapper: Option<(Value, Value)>,
) -> JsResult<()> {
    let mut target_index = 0u64;
    let mut stack = vec![FlattenFrame { source, len, index: 0, depth }];
    while let Some(top) = stack.last_mut() {
        if top.index >= top.len {
            stack.pop();
            continue;
        }
        let (src, i, depth) = (top.source, top.index, top.depth);
        top.index += 1;
        let outermost = stack.len() == 1;
        if !vm.has_index(src, i)? {
            continue;
        }
        let mut element = vm.get_index(src, i)?;
        if outermost && let Some((f, this_arg)) = mapper {
            // Only the outermost source is on the stack here (rooted by flat_map, with
            // the target); the mapped element is a local until it is stored or pushed,
            // with no collection in between.
            let args = [element, Value::number(i as f64), Value::object(src)];
            element = vm.call_rooted(f, this_arg, &args, Value::UNDEFINED)?;
        }
        if depth > 0.0 && vm.is_array_through_proxies(element)? {
            let inner = element.as_object().ok_or_else(|| vm.type_error("not an object"))?;
            let inner_len = vm.length_of_array_like(inner)?;
            if stack.len() >= 100_000 {
                return Err(vm.range_error("Maximum array nesting exceeded in flat"));
            }
            stack.push(FlattenFrame {
                source: inner,
                len: inner_len,
                index: 0,
                depth: depth - 1.0,
            });
            continue;
        }
        if target_index >= MAX_SAFE_LENGTH {
            return Err(vm.type_error("flat: result length exceeds 2^53 - 1"));
        }
        let key = vm.index_key(target_index)?;
        vm.create_data_property_or_throw(target, key, element)?;
        target_index += 1;
    }
    Ok(())
}

/// ECMA-262 sec-array.prototype.flat
pub(crate) fn flat(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let depth = match arg(args, 0) {
        d if d.is_undefined() => 1.0,
        d => vm.to_integer_or_infinity(d)?.max(0.0),
    };
    let a = vm.array_species_create(o, 0)?;
    flatten_into_array(vm, a, o, len, depth, None)?;
    Ok(Value::object(a))
}

/// ECMA-262 sec-array.prototype.flatmap
pub(crate) fn flat_map(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let f = callback(vm, args, "Array.prototype.flatMap")?;
    let a = vm.array_species_create(o, 0)?;
    let this_arg = arg(args, 1);
    // Collections run inside the mapper: everything flatten_into_array holds across it.
    let mark = root_for_callbacks(vm, &[Value::object(a), Value::object(o), f, this_arg]);
    let r = flatten_into_array(vm, a, o, len, 1.0, Some((f, this_arg)));
    vm.temps.truncate(mark);
    r.map(|()| Value::object(a))
}

/// ECMA-262 sec-array.prototype.reduceright
pub(crate) fn reduce_right(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let f = callback(vm, args, "Array.prototype.reduceRight")?;
    // `k` counts down; `k == 0` means every index has been visited.
    let (mut acc, taken) = reduce_start(vm, o, len, args.get(1).copied(), true)?;
    let mut k = len - taken;
    // As in reduce: the accumulator is an argument of each call (rooted there) and is
    // otherwise held only between calls, where nothing collects.
    let mark = root_for_callbacks(vm, &[Value::object(o), f]);
    let r = (|| {
        while k > 0 {
            k -= 1;
            if vm.has_index(o, k)? {
                let v = vm.get_index(o, k)?;
                let args = [acc, v, Value::number(k as f64), Value::object(o)];
                acc = vm.call_rooted(f, Value::UNDEFINED, &args, Value::UNDEFINED)?;
            }
        }
        Ok(acc)
    })();
    vm.temps.truncate(mark);
    r
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
            s.clamp(0.0, (len - start) as f64) as u64
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

/// Installs the methods of this module and Array.prototype[@@unscopables]
/// (ECMA-262 sec-array.prototype-%symbol.unscopables%).
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let proto = vm.realm.array_prototype;
    for id in [
        NativeId::ArrayProtoAt,
        NativeId::ArrayProtoCopyWithin,
        NativeId::ArrayProtoFindLast,
        NativeId::ArrayProtoFindLastIndex,
        NativeId::ArrayProtoFlat,
        NativeId::ArrayProtoFlatMap,
        NativeId::ArrayProtoReduceRight,
        NativeId::ArrayProtoToReversed,
        NativeId::ArrayProtoToSorted,
        NativeId::ArrayProtoToSpliced,
        NativeId::ArrayProtoWith,
    ] {
        vm.install(proto, id)?;
    }
    let list = vm.alloc_object(crate::object::ObjectKind::Ordinary, None)?;
    for name in [
        "at",
        "copyWithin",
        "entries",
        "fill",
        "find",
        "findIndex",
        "findLast",
        "findLastIndex",
        "flat",
        "flatMap",
        "includes",
        "keys",
        "toReversed",
        "toSorted",
        "toSpliced",
        "values",
    ] {
        vm.define_value(list, name, Value::TRUE, attrs::DEFAULT)?;
    }
    let key = PropertyKey::Symbol(vm.realm.symbols.unscopables);
    vm.define_builtin(proto, key, Value::object(list), attrs::CONFIGURABLE)?;
    Ok(())
}
