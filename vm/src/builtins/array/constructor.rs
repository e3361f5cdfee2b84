//! The Array constructor and its functions: Array.isArray, Array.of, Array.from
//! (ECMA-262 sec-array-constructor, sec-properties-of-the-array-constructor).

use super::*;
use crate::builtins::{NativeCx, arg};
use crate::object::ObjectKind;
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// ECMA-262 sec-array
pub(crate) fn constructor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let nt = if cx.new_target.is_undefined() { Value::object(cx.callee) } else { cx.new_target };
    let proto = vm.prototype_from_constructor(nt, vm.realm.array_prototype)?;
    let a = vm.array_create(0)?;
    vm.heap.get_mut(a).proto = Some(proto);
    if args.len() == 1 {
        let len = args[0];
        if let Some(n) = len.as_number() {
            let int_len = vm.to_uint32(len)?;
            if int_len as f64 != n {
                return Err(vm.range_error("Invalid array length"));
            }
            if let ObjectKind::Array { length, .. } = &mut vm.heap.get_mut(a).kind {
                *length = int_len;
            }
        } else {
            vm.create_data_property_or_throw(a, PropertyKey::Index(0), len)?;
        }
    } else {
        vm.set_elements(a, args.to_vec())?;
        if let ObjectKind::Array { length, .. } = &mut vm.heap.get_mut(a).kind {
            *length = args.len() as u32;
        }
    }
    Ok(Value::object(a))
}

/// ECMA-262 sec-array.isarray
pub(crate) fn is_array(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    Ok(Value::bool(vm.is_array_through_proxies(arg(args, 0))?))
}

/// `this` of Array.from / Array.of when it is a constructor other than the running
/// realm's %Array% (a subclass, another realm's Array, or any other constructor), which
/// then makes the result (ECMA-262 sec-array.from step 4 / sec-array.of step 4:
/// IsConstructor(C)). Another realm's Array makes its array with its own prototype.
fn custom_array_ctor(vm: &Vm, this: Value) -> Option<Value> {
    (this != Value::object(vm.realm.array_constructor) && vm.is_constructor(this)).then_some(this)
}

/// Fills `a` (made by a custom constructor) with `values` and sets its length
/// (CreateDataPropertyOrThrow per element, then Set(A, "length", len, true)).
fn fill_constructed(vm: &mut Vm, a: Value, values: &[Value]) -> JsResult<Value> {
    let a =
        a.as_object().ok_or_else(|| vm.type_error("The constructor did not return an object"))?;
    for (i, &v) in values.iter().enumerate() {
        let key = vm.index_key(i as u64)?;
        vm.create_data_property_or_throw(a, key, v)?;
    }
    vm.set_length(a, values.len() as u64)?;
    Ok(Value::object(a))
}

/// Get(o, i) for an array-like read in index order: a present element, or undefined at
/// once when neither `o` nor its prototypes can have index `i` outside their elements
/// (`{length: n}`: no getter can run and nothing is found).
fn array_like_index(vm: &mut Vm, o: Handle<JsObject>, i: u64) -> JsResult<Value> {
    let obj = vm.heap.get(o);
    if i < u64::from(u32::MAX)
        && matches!(obj.kind, ObjectKind::Ordinary | ObjectKind::Array { .. })
        && obj.elements.get(i as usize).is_none_or(|v| v.is_hole())
        && vm.holes_are_absent(o)
    {
        return Ok(Value::UNDEFINED);
    }
    vm.get_index(o, i)
}

/// ECMA-262 sec-array.of
pub(crate) fn of(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    if let Some(c) = custom_array_ctor(vm, this) {
        let a = vm.construct(c, &[Value::from_usize(args.len())], c)?;
        return fill_constructed(vm, a, args);
    }
    Ok(Value::object(vm.array_from_list(args)?))
}

/// ECMA-262 sec-array.from (iterables and array-likes).
pub(crate) fn from(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let ctor = custom_array_ctor(vm, this);
    let items = arg(args, 0);
    let map = arg(args, 1);
    if !map.is_undefined() && !vm.is_callable(map) {
        return Err(vm.type_error("Array.from: mapper is not a function"));
    }
    let this_arg = arg(args, 2);
    let iter_key = PropertyKey::Symbol(vm.realm.symbols.iterator);
    let using = if items.is_nullish() {
        return Err(vm.type_error("Array.from requires an array-like object"));
    } else {
        let o = vm.to_object(items)?;
        vm.get(o, iter_key, items)?
    };
    // Step 5.a / 12: a custom constructor is called before any element is read.
    let mut array_like_len = None;
    let constructed = match ctor {
        Some(c) if !using.is_nullish() => Some(vm.construct(c, &[], c)?),
        Some(c) => {
            let o = vm.to_object(items)?;
            let len = vm.length_of_array_like(o)?;
            array_like_len = Some(len);
            Some(vm.construct(c, &[Value::number(len as f64)], c)?)
        }
        None => None,
    };
    // Step 5.e with a custom constructor: each value is defined on A as it comes, and a
    // failing definition closes the iterator (step 5.e.viii).
    if let Some(a) = constructed
        && !using.is_nullish()
    {
        let a = a
            .as_object()
            .ok_or_else(|| vm.type_error("The constructor did not return an object"))?;
        let (it, next) = vm.get_iterator_from_method(items, using)?;
        // The mapper runs with collections allowed (call_rooted): A, the iterator and
        // its next method are rooted; each mapped value is stored right after its call.
        let mark = root_for_callbacks(vm, &[Value::object(a), it, next, map, this_arg]);
        let r = (|| {
            let mut k: u64 = 0;
            while let Some(v) = vm.iterator_step_value(it, next)? {
                if k >= (1 << 53) - 1 {
                    let e = vm.type_error("Array.from: too many elements");
                    vm.iterator_close_quiet(it);
                    return Err(e);
                }
                let r = (|| {
                    let v = if map.is_undefined() {
                        v
                    } else {
                        let args = [v, Value::number(k as f64)];
                        vm.call_rooted(map, this_arg, &args, Value::UNDEFINED)?
                    };
                    let key = vm.index_key(k)?;
                    vm.create_data_property_or_throw(a, key, v)
                })();
                if let Err(e) = r {
                    if let crate::vm::Throw::Exception(_) = e {
                        vm.iterator_close_quiet(it);
                    }
                    return Err(e);
                }
                k += 1;
            }
            vm.set_length(a, k)?;
            Ok(Value::object(a))
        })();
        vm.temps.truncate(mark);
        return r;
    }
    let mapped_while_iterating = !using.is_nullish() && !map.is_undefined();
    // Every path below maps as it reads (when there is a mapper).
    let values = if mapped_while_iterating {
        // The mapper runs per step; if it throws, the iterator is closed (sec-array.from
        // step 5.e.vi.2).
        let (it, next) = vm.get_iterator_from_method(items, using)?;
        // The mapped values collect in `Vm::temps` (rooted), since the mapper runs with
        // collections allowed.
        let mark = root_for_callbacks(vm, &[it, next, map, this_arg]);
        let base = vm.temps.len();
        let r = (|| {
            while let Some(v) = vm.iterator_step_value(it, next)? {
                let count = vm.temps.len() - base;
                vm.charge_native_list(count)?;
                if count >= u32::MAX as usize - 1 {
                    let e = vm.type_error("Array.from: too many elements");
                    vm.iterator_close_quiet(it);
                    return Err(e);
                }
                let args = [v, Value::from_usize(count)];
                match vm.call_rooted(map, this_arg, &args, Value::UNDEFINED) {
                    Ok(m) => vm.temps.push(m),
                    Err(e) => {
                        if let crate::vm::Throw::Exception(_) = e {
                            vm.iterator_close_quiet(it);
                        }
                        return Err(e);
                    }
                }
            }
            Ok(vm.temps[base..].to_vec())
        })();
        vm.temps.truncate(mark);
        r?
    } else if !using.is_nullish() {
        vm.iterate_to_list(items, using)?
    } else {
        let o = vm.to_object(items)?;
        let len = match array_like_len {
            Some(len) => len,
            None => vm.length_of_array_like(o)?,
        };
        // ArrayCreate(len) comes first in the spec (sec-array.from step 12).
        if len > u32::MAX as u64 {
            return Err(vm.range_error("Invalid array length"));
        }
        if map.is_undefined() {
            let mut v = Vec::new();
            for i in 0..len {
                vm.charge_native_list(v.len())?;
                v.push(array_like_index(vm, o, i)?);
            }
            v
        } else {
            // Each value is read, then mapped (sec-array.from step 13.b-d: a getter of
            // the next index runs after the mapper of this one); the mapped values
            // collect in `Vm::temps`, rooted, since the mapper may collect.
            let mark = root_for_callbacks(
                vm,
                &[constructed.unwrap_or_default(), Value::object(o), map, this_arg],
            );
            let base = vm.temps.len();
            let r = (|| -> JsResult<Vec<Value>> {
                for i in 0..len {
                    vm.charge_native_list(i as usize)?;
                    let v = array_like_index(vm, o, i)?;
                    let args = [v, Value::number(i as f64)];
                    let m = vm.call_rooted(map, this_arg, &args, Value::UNDEFINED)?;
                    vm.temps.push(m);
                }
                Ok(vm.temps[base..].to_vec())
            })();
            vm.temps.truncate(mark);
            r?
        }
    };
    if let Some(a) = constructed {
        return fill_constructed(vm, a, &values);
    }
    Ok(Value::object(vm.array_from_list(&values)?))
}
