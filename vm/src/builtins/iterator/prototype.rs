//! The methods of %Iterator.prototype% (ECMA-262 sec-%iterator.prototype%-object): the
//! helpers (map, filter, take, drop, flatMap, chunks, windows), the reducers (reduce,
//! toArray, forEach, some, every, find, includes, join), @@dispose, and the constructor
//! and @@toStringTag accessors.

use crate::object::slots::iterator_helper::HelperOp;

use super::helper::{
    close_on_throw, get_iterator_direct, new_helper, require_callable, step_value, this_iterator,
    update,
};
use crate::builtins::{NativeCx, NativeId, arg};
use crate::names;
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

/// The shared prologue of map/filter/flatMap: `this` checked, the function checked
/// (closing `this` if not callable), then GetIteratorDirect.
fn helper_with_fn(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    op: HelperOp,
    what: &str,
) -> JsResult<Value> {
    let o = this_iterator(vm, this, what)?;
    let f = arg(args, 0);
    require_callable(vm, o, f, what)?;
    let rec = get_iterator_direct(vm, o)?;
    new_helper(vm, op, rec, f, 0.0, Vec::new())
}

/// ECMA-262 sec-iterator.prototype.map
pub(super) fn map(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    helper_with_fn(vm, this, args, HelperOp::Map, "map")
}

/// ECMA-262 sec-iterator.prototype.filter
pub(super) fn filter(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    helper_with_fn(vm, this, args, HelperOp::Filter, "filter")
}

/// ECMA-262 sec-iterator.prototype.flatmap
pub(super) fn flat_map(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    helper_with_fn(vm, this, args, HelperOp::FlatMap, "flatMap")
}

/// The shared prologue of take/drop: the limit converted (closing `this` on error).
fn helper_with_limit(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    op: HelperOp,
    what: &str,
) -> JsResult<Value> {
    let o = this_iterator(vm, this, what)?;
    let num = vm.to_number(arg(args, 0)).map_err(|e| close_on_throw(vm, this, e))?;
    if num.is_nan() {
        let e = vm.range_error(&format!("Iterator.prototype.{what}: limit is NaN"));
        return Err(close_on_throw(vm, this, e));
    }
    if num.is_finite() && num > 9_007_199_254_740_991.0 {
        let e = vm.range_error(&format!("Iterator.prototype.{what}: limit is too large"));
        return Err(close_on_throw(vm, this, e));
    }
    let limit = num.trunc();
    if limit < 0.0 {
        let e = vm.range_error(&format!("Iterator.prototype.{what}: limit is negative"));
        return Err(close_on_throw(vm, this, e));
    }
    let rec = get_iterator_direct(vm, o)?;
    new_helper(vm, op, rec, Value::UNDEFINED, limit + 0.0, Vec::new())
}

/// ECMA-262 sec-iterator.prototype.take
pub(super) fn take(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    helper_with_limit(vm, this, args, HelperOp::Take, "take")
}

/// ECMA-262 sec-iterator.prototype.drop
pub(super) fn drop(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    helper_with_limit(vm, this, args, HelperOp::Drop, "drop")
}

/// The size argument of chunks/windows: a Number, integral, in 1..=2^32-1 (closing
/// `this` on each error).
fn size_argument(vm: &mut Vm, this: Value, v: Value, what: &str) -> JsResult<f64> {
    let Some(n) = v.as_number() else {
        let e = vm.type_error(&format!("Iterator.prototype.{what}: size is not a number"));
        return Err(close_on_throw(vm, this, e));
    };
    if !n.is_finite() || n.trunc() != n {
        let e = vm.type_error(&format!("Iterator.prototype.{what}: size is not an integer"));
        return Err(close_on_throw(vm, this, e));
    }
    if !(1.0..=4_294_967_295.0).contains(&n) {
        let e = vm.range_error(&format!("Iterator.prototype.{what}: size is out of range"));
        return Err(close_on_throw(vm, this, e));
    }
    Ok(n)
}

/// Iterator.prototype.chunks (proposal-iterator-chunking)
pub(super) fn chunks(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = this_iterator(vm, this, "chunks")?;
    let size = size_argument(vm, this, arg(args, 0), "chunks")?;
    let rec = get_iterator_direct(vm, o)?;
    new_helper(vm, HelperOp::Chunks, rec, Value::UNDEFINED, size, Vec::new())
}

/// Iterator.prototype.windows (proposal-iterator-chunking)
pub(super) fn windows(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = this_iterator(vm, this, "windows")?;
    let size = size_argument(vm, this, arg(args, 0), "windows")?;
    let undersized = arg(args, 1);
    let partial = if undersized.is_undefined() {
        false
    } else {
        let text = match undersized.as_string() {
            Some(s) => vm.rust_string(s),
            None => String::new(),
        };
        match text.as_str() {
            "only-full" => false,
            "allow-partial" => true,
            _ => {
                let e = vm.type_error(
                    "Iterator.prototype.windows: undersized must be \"only-full\" or \"allow-partial\"",
                );
                return Err(close_on_throw(vm, this, e));
            }
        }
    };
    let rec = get_iterator_direct(vm, o)?;
    let h = new_helper(vm, HelperOp::Windows, rec, Value::UNDEFINED, size, Vec::new())?;
    if let Some(ho) = h.as_object() {
        update(vm, ho, |d| d.allow_partial = partial);
    }
    Ok(h)
}

/// Iterator.prototype.includes (proposal-iterator-includes)
pub(super) fn includes(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = this_iterator(vm, this, "includes")?;
    let (search, skipped) = (arg(args, 0), arg(args, 1));
    let to_skip = if skipped.is_undefined() {
        0.0
    } else {
        match skipped.as_number() {
            Some(n) if n.is_infinite() || n.trunc() == n => n,
            _ => {
                let e =
                    vm.type_error("Iterator.prototype.includes: skippedElements is not an integer");
                return Err(close_on_throw(vm, this, e));
            }
        }
    };
    if to_skip < 0.0 || (to_skip.is_finite() && to_skip > 9_007_199_254_740_991.0) {
        let e = vm.range_error("Iterator.prototype.includes: skippedElements is out of range");
        return Err(close_on_throw(vm, this, e));
    }
    let (it, next) = get_iterator_direct(vm, o)?;
    let mut skipped = 0.0;
    while let Some(v) = step_value(vm, it, next)? {
        if skipped < to_skip {
            skipped += 1.0;
        } else if vm.same_value_zero(v, search) {
            vm.iterator_close(it)?;
            return Ok(Value::TRUE);
        }
    }
    Ok(Value::FALSE)
}

/// Iterator.prototype.join (proposal-iterator-join)
pub(super) fn join(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = this_iterator(vm, this, "join")?;
    let separator = arg(args, 0);
    let sep: Vec<u16> = if separator.is_undefined() {
        vec![u16::from(b',')]
    } else {
        let s = vm.to_string(separator).map_err(|e| close_on_throw(vm, this, e))?;
        vm.flat(s).to_units()
    };
    let (it, next) = get_iterator_direct(vm, o)?;
    let mut out: Vec<u16> = Vec::new();
    let mut first = true;
    while let Some(v) = step_value(vm, it, next)? {
        if !first {
            out.extend_from_slice(&sep);
        }
        first = false;
        if !v.is_nullish() {
            let s = vm.to_string(v).map_err(|e| close_on_throw(vm, it, e))?;
            let units = vm.flat(s).to_units();
            out.extend_from_slice(&units);
        }
        if out.len() > (1 << 30) {
            let e = vm.range_error("Invalid string length");
            return Err(close_on_throw(vm, it, e));
        }
    }
    Ok(Value::string(vm.alloc_units(out)?))
}

/// ECMA-262 sec-iterator.prototype.reduce
pub(super) fn reduce(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = this_iterator(vm, this, "reduce")?;
    let f = arg(args, 0);
    require_callable(vm, o, f, "reduce")?;
    let (it, next) = get_iterator_direct(vm, o)?;
    let (mut acc, mut counter) = if args.len() < 2 {
        match step_value(vm, it, next)? {
            Some(v) => (v, 1.0),
            None => {
                return Err(vm.type_error("Reduce of empty iterator with no initial value"));
            }
        }
    } else {
        (arg(args, 1), 0.0)
    };
    while let Some(v) = step_value(vm, it, next)? {
        acc = vm
            .call(f, Value::UNDEFINED, &[acc, v, Value::number(counter)])
            .map_err(|e| close_on_throw(vm, it, e))?;
        counter += 1.0;
    }
    Ok(acc)
}

/// ECMA-262 sec-iterator.prototype.toarray
pub(super) fn to_array(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = this_iterator(vm, this, "toArray")?;
    let (it, next) = get_iterator_direct(vm, o)?;
    let mut items = Vec::new();
    while let Some(v) = step_value(vm, it, next)? {
        if items.len() >= u32::MAX as usize - 1 {
            return Err(vm.range_error("Invalid array length"));
        }
        items.push(v);
    }
    Ok(Value::object(vm.array_from_list(&items)?))
}

/// What forEach/some/every/find do with each predicate result.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Each {
    All,
    Some,
    Every,
    Find,
}

/// ECMA-262 sec-iterator.prototype.foreach / some / every / find.
fn each(vm: &mut Vm, this: Value, args: &[Value], mode: Each, what: &str) -> JsResult<Value> {
    let o = this_iterator(vm, this, what)?;
    let f = arg(args, 0);
    require_callable(vm, o, f, what)?;
    let (it, next) = get_iterator_direct(vm, o)?;
    let mut counter = 0.0;
    while let Some(v) = step_value(vm, it, next)? {
        let r = vm
            .call(f, Value::UNDEFINED, &[v, Value::number(counter)])
            .map_err(|e| close_on_throw(vm, it, e))?;
        counter += 1.0;
        let hit = vm.to_boolean(r);
        let result = match mode {
            Each::All => None,
            Each::Some => hit.then_some(Value::TRUE),
            Each::Every => (!hit).then_some(Value::FALSE),
            Each::Find => hit.then_some(v),
        };
        if let Some(result) = result {
            vm.iterator_close(it)?;
            return Ok(result);
        }
    }
    Ok(match mode {
        Each::All | Each::Find => Value::UNDEFINED,
        Each::Some => Value::FALSE,
        Each::Every => Value::TRUE,
    })
}

/// ECMA-262 sec-iterator.prototype.foreach
pub(super) fn for_each(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    each(vm, this, args, Each::All, "forEach")
}

/// ECMA-262 sec-iterator.prototype.some
pub(super) fn some(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    each(vm, this, args, Each::Some, "some")
}

/// ECMA-262 sec-iterator.prototype.every
pub(super) fn every(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    each(vm, this, args, Each::Every, "every")
}

/// ECMA-262 sec-iterator.prototype.find
pub(super) fn find(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    each(vm, this, args, Each::Find, "find")
}

/// sec-%iteratorprototype%-%symbol.dispose% (explicit resource management)
pub(super) fn dispose(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let ret = vm.get_method(this, PropertyKey::Atom(names::RETURN))?;
    if !ret.is_undefined() {
        vm.call(ret, this, &[])?;
    }
    Ok(Value::UNDEFINED)
}

/// sec-%asynciteratorprototype%-%symbol.asyncdispose% (explicit resource management)
pub(super) fn async_dispose(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let p = vm.new_promise()?;
    let (res, rej) = vm.create_resolving_functions(p)?;
    let r = (|| -> JsResult<()> {
        let ret = vm.get_method(this, PropertyKey::Atom(names::RETURN))?;
        if ret.is_undefined() {
            vm.call(res, Value::UNDEFINED, &[Value::UNDEFINED])?;
            return Ok(());
        }
        let result = vm.call(ret, this, &[])?;
        let wrapper = vm.promise_resolve(result)?;
        let unwrap = vm.make_native(NativeId::PromiseThunk, None, Box::new([Value::UNDEFINED]))?;
        vm.perform_promise_then(wrapper, Value::object(unwrap), Value::UNDEFINED, res, rej)?;
        Ok(())
    })();
    match r {
        Ok(()) => {}
        Err(Throw::Exception(e)) => {
            vm.call(rej, Value::UNDEFINED, &[e])?;
        }
        Err(t) => return Err(t),
    }
    Ok(Value::object(p))
}

/// ECMA-262 sec-get-iterator.prototype.constructor
pub(super) fn get_constructor(
    vm: &mut Vm,
    _this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    Ok(Value::object(vm.realm.iterator_constructor))
}

/// ECMA-262 sec-get-iterator.prototype-%symbol.tostringtag%
pub(super) fn get_to_string_tag(
    vm: &mut Vm,
    _this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    vm.str_value("Iterator")
}

/// ECMA-262 sec-SetterThatIgnoresPrototypeProperties with home %Iterator.prototype%.
fn setter_ignoring_prototype(vm: &mut Vm, this: Value, key: PropertyKey, v: Value) -> JsResult<()> {
    let Some(o) = this.as_object() else {
        return Err(vm.type_error("setter called on a non-object"));
    };
    if o == vm.realm.iterator_prototype {
        return Err(vm.type_error("Cannot assign to a read-only property of Iterator.prototype"));
    }
    if vm.get_own_property(o, key)?.is_none() {
        vm.create_data_property_or_throw(o, key, v)?;
    } else if !vm.set(o, key, v, this)? {
        return Err(vm.type_error("Cannot assign to a read-only property"));
    }
    Ok(())
}

/// ECMA-262 sec-set-iterator.prototype.constructor
pub(super) fn set_constructor(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    setter_ignoring_prototype(vm, this, PropertyKey::Atom(names::CONSTRUCTOR), arg(args, 0))?;
    Ok(Value::UNDEFINED)
}

/// ECMA-262 sec-set-iterator.prototype-%symbol.tostringtag%
pub(super) fn set_to_string_tag(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    setter_ignoring_prototype(vm, this, key, arg(args, 0))?;
    Ok(Value::UNDEFINED)
}
