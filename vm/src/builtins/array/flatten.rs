use cairn_gc::Handle;

use super::{MAX_SAFE_LENGTH, callback, root_for_callbacks};
use crate::builtins::{NativeCx, arg};
use crate::object::JsObject;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

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
        // A plain array target whose length is the next index: CreateDataPropertyOrThrow
        // there is an append (when its storage has room; else the generic path grows it).
        if vm.array_length(target).is_some_and(|n| u64::from(n) == target_index) {
            vm.limits.tick().map_err(crate::vm::Throw::Terminate)?;
            if vm.array_push_fast(target, element) {
                target_index += 1;
                continue;
            }
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
