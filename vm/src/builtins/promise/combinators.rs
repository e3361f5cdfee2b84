//! The Promise combinators (ECMA-262 sec-promise.all, allSettled, any, race) and the
//! keyed ones of proposal-await-dictionary (allKeyed, allSettledKeyed).

use cairn_gc::Handle;

use crate::builtins::{NativeCx, NativeId, arg};
use crate::names;
use crate::object::{JsObject, ObjectKind};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

/// Which combinator a resolve-element function belongs to.
const ALL: i32 = 0;
const ALL_SETTLED_FULFILLED: i32 = 1;
const ALL_SETTLED_REJECTED: i32 = 2;
const ANY: i32 = 3;

/// Shared state of one combinator call: values array, remaining counter (a Number
/// cell), and the capability functions. `c` is the `this` constructor.
fn combinator(vm: &mut Vm, c: Value, args: &[Value], kind: i32) -> JsResult<Value> {
    let (p, res, rej) = vm.new_promise_capability(c)?;
    let r = combinator_body(vm, c, arg(args, 0), kind, res, rej);
    if let Err(Throw::Exception(e)) = r {
        vm.call(rej, Value::UNDEFINED, &[e])?;
    } else {
        r?;
    }
    Ok(p)
}

/// GetPromiseResolve(C) (sec-getpromiseresolve).
fn get_promise_resolve(vm: &mut Vm, c: Value) -> JsResult<Value> {
    let key = PropertyKey::Atom(vm.atom("resolve")?);
    let resolve = vm.get_v(c, key)?;
    if !vm.is_callable(resolve) {
        return Err(vm.type_error("Promise resolve is not a function"));
    }
    Ok(resolve)
}

fn combinator_body(
    vm: &mut Vm,
    c: Value,
    iterable: Value,
    kind: i32,
    res: Value,
    rej: Value,
) -> JsResult<()> {
    let promise_resolve = get_promise_resolve(vm, c)?;
    let (it, next) = vm.get_iterator(iterable)?;
    let values = vm.array_create(0)?;
    let counter = vm.alloc_object(ObjectKind::Number(1.0), None)?;
    vm.temps.extend([Value::object(values), Value::object(counter), it, next]);
    let mut index: u32 = 0;
    let r = (|| -> JsResult<()> {
        // Errors of the iterator itself end the loop without closing it; errors after
        // a step (resolve, then) close it (IfAbruptRejectPromise after IteratorClose).
        while let Some(v) = vm.iterator_step_value(it, next)? {
            let step = (|| -> JsResult<()> {
                vm.create_data_property_or_throw(
                    values,
                    PropertyKey::Index(index),
                    Value::UNDEFINED,
                )?;
                let next_promise = vm.call(promise_resolve, c, &[v])?;
                let shared = ElementShared { values, counter, res, rej, keys: None };
                subscribe_element(vm, &shared, index, kind, next_promise)?;
                Ok(())
            })();
            if let Err(e) = step {
                if let Throw::Exception(_) = e {
                    vm.iterator_close_quiet(it);
                }
                return Err(e);
            }
            index = match index.checked_add(1) {
                Some(i) => i,
                None => {
                    let e = vm.range_error("Too many promises");
                    vm.iterator_close_quiet(it);
                    return Err(e);
                }
            };
        }
        Ok(())
    })();
    let len = vm.temps.len();
    vm.temps.truncate(len - 4);
    r?;
    finish_element(vm, values, counter, res, rej, kind, Value::UNDEFINED)
}

/// What the element functions of one combinator call share: the values array, the
/// remaining counter (a Number cell), the capability functions and, for the keyed
/// combinators, the array of keys parallel to `values`.
struct ElementShared {
    values: Handle<JsObject>,
    counter: Handle<JsObject>,
    res: Value,
    rej: Value,
    keys: Option<Handle<JsObject>>,
}

/// Makes the resolve (and, for allSettled and any, reject) element functions of element
/// `index`, counts the element as remaining and calls `nextPromise.then` with them
/// (sec-performpromiseall steps 8.f-8.s and their allSettled/any/keyed variants).
fn subscribe_element(
    vm: &mut Vm,
    shared: &ElementShared,
    index: u32,
    kind: i32,
    next_promise: Value,
) -> JsResult<()> {
    // One [[AlreadyCalled]] for both functions of an element (allSettled).
    let cell = vm.alloc_object(ObjectKind::Boolean(false), None)?;
    let make = |vm: &mut Vm, k: i32| -> JsResult<Value> {
        let common = [
            Value::object(shared.values),
            Value::from_u32(index),
            Value::object(shared.counter),
            shared.res,
            shared.rej,
            Value::object(cell),
            Value::int(k),
        ];
        let data: Box<[Value]> = match shared.keys {
            Some(keys) => common.into_iter().chain([Value::object(keys)]).collect(),
            None => Box::new(common),
        };
        Ok(Value::object(vm.make_native(NativeId::PromiseCombinatorElement, None, data)?))
    };
    let (on_f, on_r) = match kind {
        ALL => (make(vm, ALL)?, shared.rej),
        ANY => (shared.res, make(vm, ANY)?),
        _ => (make(vm, ALL_SETTLED_FULFILLED)?, make(vm, ALL_SETTLED_REJECTED)?),
    };
    if let ObjectKind::Number(n) = &mut vm.heap.get_mut(shared.counter).kind {
        *n += 1.0;
    }
    let then = vm.get_v(next_promise, PropertyKey::Atom(names::THEN))?;
    vm.call(then, next_promise, &[on_f, on_r])?;
    Ok(())
}

/// Decrements the remaining count; at zero settles the combinator's promise (for the
/// keyed combinators, `keys` is the array of their keys, parallel to `values`).
fn finish_element(
    vm: &mut Vm,
    values: Handle<JsObject>,
    counter: Handle<JsObject>,
    res: Value,
    rej: Value,
    kind: i32,
    keys: Value,
) -> JsResult<()> {
    let left = match &mut vm.heap.get_mut(counter).kind {
        ObjectKind::Number(n) => {
            *n -= 1.0;
            *n
        }
        _ => 1.0,
    };
    if left == 0.0 {
        if kind == ANY {
            let e = vm.new_aggregate_error(Value::object(values), "All promises were rejected")?;
            vm.call(rej, Value::UNDEFINED, &[e])?;
        } else if let Some(keys) = keys.as_object() {
            // CreateKeyedPromiseCombinatorResultObject: a null-prototype object.
            let obj = vm.alloc_object(ObjectKind::Ordinary, None)?;
            let n = vm.length_of_array_like(keys)?;
            for i in 0..n {
                let k = vm.get_index(keys, i)?;
                let v = vm.get_index(values, i)?;
                let key = vm.to_property_key(k)?;
                vm.create_data_property_or_throw(obj, key, v)?;
            }
            vm.call(res, Value::UNDEFINED, &[Value::object(obj)])?;
        } else {
            vm.call(res, Value::UNDEFINED, &[Value::object(values)])?;
        }
    }
    Ok(())
}

/// A resolve/reject element function of Promise.all / allSettled / any.
pub(super) fn combinator_element(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let ObjectKind::Native { data, .. } = &vm.heap.get(cx.callee).kind else {
        return Ok(Value::UNDEFINED);
    };
    let d: Vec<Value> = data.to_vec();
    if d.len() < 7 {
        return Ok(Value::UNDEFINED);
    }
    let keys = d.get(7).copied().unwrap_or_default();
    let (Some(values), Some(index), Some(counter), res, rej, Some(cell), kind) = (
        d[0].as_object(),
        d[1].as_number(),
        d[2].as_object(),
        d[3],
        d[4],
        d[5].as_object(),
        d[6].as_int().unwrap_or(0),
    ) else {
        return Ok(Value::UNDEFINED);
    };
    if let ObjectKind::Boolean(done) = &mut vm.heap.get_mut(cell).kind {
        if *done {
            return Ok(Value::UNDEFINED);
        }
        *done = true;
    }
    let x = arg(args, 0);
    let v = match kind {
        ALL_SETTLED_FULFILLED | ALL_SETTLED_REJECTED => {
            let o = vm.new_plain_object()?;
            let status =
                vm.str_value(if kind == ALL_SETTLED_FULFILLED { "fulfilled" } else { "rejected" })?;
            let sk = vm.key("status")?;
            vm.create_data_property_or_throw(o, sk, status)?;
            let vk = if kind == ALL_SETTLED_FULFILLED {
                PropertyKey::Atom(names::VALUE)
            } else {
                vm.key("reason")?
            };
            vm.create_data_property_or_throw(o, vk, x)?;
            Value::object(o)
        }
        _ => x,
    };
    vm.create_data_property_or_throw(values, PropertyKey::Index(index as u32), v)?;
    let combinator_kind = if kind == ANY { ANY } else { ALL };
    finish_element(vm, values, counter, res, rej, combinator_kind, keys)?;
    Ok(Value::UNDEFINED)
}

/// Promise.allKeyed / Promise.allSettledKeyed (proposal-await-dictionary): `kind` is
/// ALL or ALL_SETTLED_FULFILLED.
fn combinator_keyed(vm: &mut Vm, c: Value, args: &[Value], kind: i32) -> JsResult<Value> {
    let (p, res, rej) = vm.new_promise_capability(c)?;
    let r = (|| -> JsResult<()> {
        let promise_resolve = get_promise_resolve(vm, c)?;
        let Some(promises) = arg(args, 0).as_object() else {
            return Err(vm.type_error("Promise keyed combinator: the argument is not an object"));
        };
        keyed_body(vm, c, promises, kind, promise_resolve, res, rej)
    })();
    if let Err(Throw::Exception(e)) = r {
        vm.call(rej, Value::UNDEFINED, &[e])?;
    } else {
        r?;
    }
    Ok(p)
}

/// PerformPromiseAllKeyed (proposal-await-dictionary).
fn keyed_body(
    vm: &mut Vm,
    c: Value,
    promises: Handle<JsObject>,
    kind: i32,
    promise_resolve: Value,
    res: Value,
    rej: Value,
) -> JsResult<()> {
    let all_keys = vm.own_property_keys(promises)?;
    let values = vm.array_create(0)?;
    let keys = vm.array_create(0)?;
    let counter = vm.alloc_object(ObjectKind::Number(1.0), None)?;
    vm.temps.extend([Value::object(values), Value::object(keys), Value::object(counter)]);
    let mut index: u32 = 0;
    let r = (|| -> JsResult<()> {
        for key in all_keys {
            let Some(desc) = vm.get_own_property(promises, key)? else { continue };
            if desc.enumerable != Some(true) {
                continue;
            }
            let value = vm.get(promises, key, Value::object(promises))?;
            let kv = vm.key_value(key)?;
            vm.create_data_property_or_throw(keys, PropertyKey::Index(index), kv)?;
            vm.create_data_property_or_throw(values, PropertyKey::Index(index), Value::UNDEFINED)?;
            let next_promise = vm.call(promise_resolve, c, &[value])?;
            let shared = ElementShared { values, counter, res, rej, keys: Some(keys) };
            subscribe_element(vm, &shared, index, kind, next_promise)?;
            index = index.checked_add(1).ok_or_else(|| vm.range_error("Too many promises"))?;
        }
        Ok(())
    })();
    let len = vm.temps.len();
    vm.temps.truncate(len - 3);
    r?;
    finish_element(vm, values, counter, res, rej, ALL, Value::object(keys))
}

/// Promise.allKeyed ( promises ) (proposal-await-dictionary)
pub(super) fn all_keyed(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    combinator_keyed(vm, this, args, ALL)
}

/// Promise.allSettledKeyed ( promises ) (proposal-await-dictionary)
pub(super) fn all_settled_keyed(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    combinator_keyed(vm, this, args, ALL_SETTLED_FULFILLED)
}

/// ECMA-262 sec-promise.all
pub(super) fn all(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    combinator(vm, this, args, ALL)
}

/// ECMA-262 sec-promise.allsettled
pub(super) fn all_settled(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    combinator(vm, this, args, ALL_SETTLED_FULFILLED)
}

/// ECMA-262 sec-promise.any
pub(super) fn any(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    combinator(vm, this, args, ANY)
}

/// ECMA-262 sec-promise.race
pub(super) fn race(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let (p, res, rej) = vm.new_promise_capability(this)?;
    let r = (|| -> JsResult<()> {
        let promise_resolve = get_promise_resolve(vm, this)?;
        let (it, next) = vm.get_iterator(arg(args, 0))?;
        while let Some(v) = vm.iterator_step_value(it, next)? {
            let step = (|| -> JsResult<()> {
                let np = vm.call(promise_resolve, this, &[v])?;
                let then = vm.get_v(np, PropertyKey::Atom(names::THEN))?;
                vm.call(then, np, &[res, rej])?;
                Ok(())
            })();
            if let Err(e) = step {
                if let Throw::Exception(_) = e {
                    vm.iterator_close_quiet(it);
                }
                return Err(e);
            }
        }
        Ok(())
    })();
    match r {
        Err(Throw::Exception(e)) => {
            vm.call(rej, Value::UNDEFINED, &[e])?;
        }
        other => other?,
    }
    Ok(p)
}
