//! The Iterator constructor and the iterator helpers (ECMA-262 sec-iterator-objects,
//! sec-iterator-helper-objects, sec-wrapforvaliditeratorprototype-object), plus
//! Iterator.concat (iterator sequencing) and Iterator.prototype[@@dispose].
//!
//! A helper (`map`, `filter`, `take`, `drop`, `flatMap`, `concat`) is an object of kind
//! `ObjectKind::IteratorHelper`: the spec describes it as a generator over an abstract
//! closure; here the closure's state (counter, remaining count, inner iterator) lives in
//! [`Helper`] and each `next` runs one step of it in Rust. The generator states
//! (suspended-start, suspended-yield, executing, completed) are kept so that re-entrant
//! calls and `return` behave as the spec's GeneratorResume/GeneratorResumeAbrupt.

use crate::object::slots::iterator_helper::{Helper, HelperOp, HelperState, Zip};
use cairn_gc::Handle;

use crate::builtins::{NativeCx, NativeId, arg};
use crate::names;
use crate::object::{JsObject, ObjectKind, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

/// The helper data of `this`, or a TypeError (the brand check of GeneratorValidate).
fn helper_of(vm: &mut Vm, this: Value) -> JsResult<Handle<JsObject>> {
    if let Some(o) = this.as_object()
        && matches!(vm.heap.get(o).kind, ObjectKind::IteratorHelper(_))
    {
        return Ok(o);
    }
    Err(vm.type_error("Iterator Helper method called on incompatible receiver"))
}

/// Reads a field of a helper.
fn with<R>(vm: &Vm, h: Handle<JsObject>, f: impl FnOnce(&Helper) -> R) -> Option<R> {
    match &vm.heap.get(h).kind {
        ObjectKind::IteratorHelper(d) => Some(f(d)),
        _ => None,
    }
}

/// Updates a helper.
fn update(vm: &mut Vm, h: Handle<JsObject>, f: impl FnOnce(&mut Helper)) {
    if let ObjectKind::IteratorHelper(d) = &mut vm.heap.get_mut(h).kind {
        f(d);
    }
}

/// IfAbruptCloseIterator for a throw completion: closes `it` (ignoring what `return`
/// does) unless the run is terminating, and hands back the completion.
fn close_on_throw(vm: &mut Vm, it: Value, e: Throw) -> Throw {
    if let Throw::Exception(_) = e {
        vm.iterator_close_quiet(it);
    }
    e
}

/// IteratorStepValue, charging one unit of fuel (and reading the interrupt flag) so that
/// a loop over an iterator whose `next` is native stays stoppable.
fn step_value(vm: &mut Vm, it: Value, next: Value) -> JsResult<Option<Value>> {
    vm.limits.tick().map_err(Throw::Terminate)?;
    vm.iterator_step_value(it, next)
}

/// IteratorStep without reading `value`: whether a result came (false when done).
fn iterator_step(vm: &mut Vm, it: Value, next: Value) -> JsResult<bool> {
    vm.limits.tick().map_err(Throw::Terminate)?;
    let r = vm.call(next, it, &[])?;
    let Some(rh) = r.as_object() else {
        return Err(vm.type_error("Iterator result is not an object"));
    };
    let done = vm.get(rh, PropertyKey::Atom(names::DONE), r)?;
    Ok(!vm.to_boolean(done))
}

/// ECMA-262 sec-getiteratordirect: (iterator, next).
fn get_iterator_direct(vm: &mut Vm, o: Handle<JsObject>) -> JsResult<(Value, Value)> {
    let next = vm.get(o, PropertyKey::Atom(names::NEXT), Value::object(o))?;
    Ok((Value::object(o), next))
}

/// ECMA-262 sec-getiteratorflattenable; `strings` selects iterate-string-primitives.
fn get_iterator_flattenable(vm: &mut Vm, v: Value, strings: bool) -> JsResult<(Value, Value)> {
    if !(v.is_object() || strings && v.is_string()) {
        let what = vm.describe_value(v);
        return Err(vm.type_error(&format!("{what} is not an object")));
    }
    let key = PropertyKey::Symbol(vm.realm.symbols.iterator);
    let method = vm.get_method(v, key)?;
    let it = if method.is_undefined() { v } else { vm.call(method, v, &[])? };
    let Some(o) = it.as_object() else {
        return Err(vm.type_error("Result of the Symbol.iterator method is not an object"));
    };
    get_iterator_direct(vm, o)
}

/// `this` as an object for an Iterator.prototype method, or a TypeError.
fn this_iterator(vm: &mut Vm, this: Value, what: &str) -> JsResult<Handle<JsObject>> {
    match this.as_object() {
        Some(o) => Ok(o),
        None => Err(vm.type_error(&format!("Iterator.prototype.{what} called on a non-object"))),
    }
}

/// Checks that `f` is callable; if not, closes `this` and throws a TypeError.
fn require_callable(vm: &mut Vm, o: Handle<JsObject>, f: Value, what: &str) -> JsResult<()> {
    if vm.is_callable(f) {
        return Ok(());
    }
    let e = vm.type_error(&format!("Iterator.prototype.{what}: argument is not a function"));
    Err(close_on_throw(vm, Value::object(o), e))
}

/// Allocates a helper in suspended-start.
fn new_helper(
    vm: &mut Vm,
    op: HelperOp,
    (iterator, next): (Value, Value),
    func: Value,
    remaining: f64,
    items: Vec<Value>,
) -> JsResult<Value> {
    let data = Helper {
        state: HelperState::SuspendedStart,
        op,
        iterator,
        next,
        func,
        counter: 0.0,
        remaining,
        inner: Value::UNDEFINED,
        inner_next: Value::UNDEFINED,
        items,
        index: 0,
        allow_partial: false,
        zip: None,
    };
    let proto = vm.realm.iterator_helper_prototype;
    let o = vm.alloc_object(ObjectKind::IteratorHelper(Box::new(data)), Some(proto))?;
    Ok(Value::object(o))
}

/// One step of a helper's closure: `Some(value)` to yield, `None` when it returns.
fn step(vm: &mut Vm, h: Handle<JsObject>) -> JsResult<Option<Value>> {
    let Some((op, it, next, func)) = with(vm, h, |d| (d.op, d.iterator, d.next, d.func)) else {
        return Ok(None);
    };
    match op {
        HelperOp::Map => {
            let Some(v) = step_value(vm, it, next)? else { return Ok(None) };
            let counter = with(vm, h, |d| d.counter).unwrap_or(0.0);
            let mapped = vm
                .call(func, Value::UNDEFINED, &[v, Value::number(counter)])
                .map_err(|e| close_on_throw(vm, it, e))?;
            update(vm, h, |d| d.counter += 1.0);
            Ok(Some(mapped))
        }
        HelperOp::Filter => loop {
            let Some(v) = step_value(vm, it, next)? else { return Ok(None) };
            let counter = with(vm, h, |d| d.counter).unwrap_or(0.0);
            let selected = vm
                .call(func, Value::UNDEFINED, &[v, Value::number(counter)])
                .map_err(|e| close_on_throw(vm, it, e))?;
            update(vm, h, |d| d.counter += 1.0);
            if vm.to_boolean(selected) {
                return Ok(Some(v));
            }
        },
        HelperOp::Take => {
            let remaining = with(vm, h, |d| d.remaining).unwrap_or(0.0);
            if remaining == 0.0 {
                // return ? IteratorClose(iterated, ReturnCompletion(undefined))
                vm.iterator_close(it)?;
                return Ok(None);
            }
            if remaining != f64::INFINITY {
                update(vm, h, |d| d.remaining -= 1.0);
            }
            step_value(vm, it, next)
        }
        HelperOp::Drop => {
            loop {
                let remaining = with(vm, h, |d| d.remaining).unwrap_or(0.0);
                if remaining <= 0.0 {
                    break;
                }
                if remaining != f64::INFINITY {
                    update(vm, h, |d| d.remaining -= 1.0);
                }
                if !iterator_step(vm, it, next)? {
                    return Ok(None);
                }
            }
            step_value(vm, it, next)
        }
        HelperOp::FlatMap => loop {
            let (inner, inner_next) = with(vm, h, |d| (d.inner, d.inner_next)).unwrap_or_default();
            if !inner.is_undefined() {
                match step_value(vm, inner, inner_next) {
                    Ok(Some(v)) => return Ok(Some(v)),
                    Ok(None) => {
                        update(vm, h, |d| {
                            d.inner = Value::UNDEFINED;
                            d.inner_next = Value::UNDEFINED;
                        });
                        continue;
                    }
                    Err(e) => return Err(close_on_throw(vm, it, e)),
                }
            }
            let Some(v) = step_value(vm, it, next)? else { return Ok(None) };
            let counter = with(vm, h, |d| d.counter).unwrap_or(0.0);
            let mapped = vm
                .call(func, Value::UNDEFINED, &[v, Value::number(counter)])
                .map_err(|e| close_on_throw(vm, it, e))?;
            let (inner, inner_next) = get_iterator_flattenable(vm, mapped, false)
                .map_err(|e| close_on_throw(vm, it, e))?;
            update(vm, h, |d| {
                d.inner = inner;
                d.inner_next = inner_next;
                d.counter += 1.0;
            });
        },
        HelperOp::Chunks => {
            let size = with(vm, h, |d| d.remaining).unwrap_or(1.0);
            loop {
                let Some(v) = step_value(vm, it, next)? else {
                    let rest = with(vm, h, |d| d.items.len()).unwrap_or(0);
                    if rest == 0 {
                        return Ok(None);
                    }
                    return take_buffer(vm, h).map(Some);
                };
                let len = match &mut vm.heap.get_mut(h).kind {
                    ObjectKind::IteratorHelper(d) => {
                        d.items.push(v);
                        d.items.len()
                    }
                    _ => return Ok(None),
                };
                if len as f64 >= size {
                    return take_buffer(vm, h).map(Some);
                }
            }
        }
        HelperOp::Windows => {
            let (size, partial) =
                with(vm, h, |d| (d.remaining, d.allow_partial)).unwrap_or((1.0, false));
            loop {
                let Some(v) = step_value(vm, it, next)? else {
                    let len = with(vm, h, |d| d.items.len()).unwrap_or(0);
                    if partial && len > 0 && (len as f64) < size {
                        return take_buffer(vm, h).map(Some);
                    }
                    return Ok(None);
                };
                let full = match &mut vm.heap.get_mut(h).kind {
                    ObjectKind::IteratorHelper(d) => {
                        if d.items.len() as f64 >= size && !d.items.is_empty() {
                            d.items.remove(0);
                        }
                        d.items.push(v);
                        d.items.len() as f64 >= size
                    }
                    _ => return Ok(None),
                };
                if full {
                    let window = with(vm, h, |d| d.items.clone()).unwrap_or_default();
                    return Ok(Some(Value::object(vm.array_from_list(&window)?)));
                }
            }
        }
        HelperOp::Zip => zip_step(vm, h),
        HelperOp::Concat => loop {
            let (inner, inner_next) = with(vm, h, |d| (d.inner, d.inner_next)).unwrap_or_default();
            if !inner.is_undefined() {
                match step_value(vm, inner, inner_next)? {
                    Some(v) => return Ok(Some(v)),
                    None => {
                        update(vm, h, |d| {
                            d.inner = Value::UNDEFINED;
                            d.inner_next = Value::UNDEFINED;
                        });
                        continue;
                    }
                }
            }
            let item = with(vm, h, |d| {
                let i = d.index.checked_mul(2)?;
                Some((*d.items.get(i)?, *d.items.get(i + 1)?))
            })
            .flatten();
            let Some((method, iterable)) = item else { return Ok(None) };
            update(vm, h, |d| d.index += 1);
            let iter = vm.call(method, iterable, &[])?;
            let Some(o) = iter.as_object() else {
                return Err(vm.type_error("Result of the Symbol.iterator method is not an object"));
            };
            let (inner, inner_next) = get_iterator_direct(vm, o)?;
            update(vm, h, |d| {
                d.inner = inner;
                d.inner_next = inner_next;
            });
        },
    }
}

/// The chunk buffer as a new array, leaving the buffer empty.
fn take_buffer(vm: &mut Vm, h: Handle<JsObject>) -> JsResult<Value> {
    let items = match &mut vm.heap.get_mut(h).kind {
        ObjectKind::IteratorHelper(d) => core::mem::take(&mut d.items),
        _ => Vec::new(),
    };
    Ok(Value::object(vm.array_from_list(&items)?))
}

/// Sets the helper's state.
fn set_state(vm: &mut Vm, h: Handle<JsObject>, s: HelperState) {
    update(vm, h, |d| d.state = s);
}

/// ECMA-262 sec-%iteratorhelperprototype%.next (GeneratorResume)
pub(crate) fn helper_next(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let h = helper_of(vm, this)?;
    match with(vm, h, |d| d.state) {
        Some(HelperState::Executing) => {
            return Err(vm.type_error("Iterator Helper is already running"));
        }
        Some(HelperState::Completed) | None => {
            return vm.create_iter_result(Value::UNDEFINED, true);
        }
        Some(HelperState::SuspendedStart | HelperState::SuspendedYield) => {}
    }
    set_state(vm, h, HelperState::Executing);
    match step(vm, h) {
        Ok(Some(v)) => {
            set_state(vm, h, HelperState::SuspendedYield);
            vm.create_iter_result(v, false)
        }
        Ok(None) => {
            finish(vm, h);
            vm.create_iter_result(Value::UNDEFINED, true)
        }
        Err(e) => {
            finish(vm, h);
            Err(e)
        }
    }
}

/// Marks a helper completed and drops what it holds.
fn finish(vm: &mut Vm, h: Handle<JsObject>) {
    update(vm, h, |d| {
        d.state = HelperState::Completed;
        d.iterator = Value::UNDEFINED;
        d.next = Value::UNDEFINED;
        d.func = Value::UNDEFINED;
        d.inner = Value::UNDEFINED;
        d.inner_next = Value::UNDEFINED;
        d.items = Vec::new();
        d.zip = None;
    });
}

/// ECMA-262 sec-%iteratorhelperprototype%.return (GeneratorResumeAbrupt with a return
/// completion: the closure closes the iterators it holds).
pub(crate) fn helper_return(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let h = helper_of(vm, this)?;
    let Some((state, op, it, inner)) = with(vm, h, |d| (d.state, d.op, d.iterator, d.inner)) else {
        return vm.create_iter_result(Value::UNDEFINED, true);
    };
    match state {
        HelperState::Executing => Err(vm.type_error("Iterator Helper is already running")),
        HelperState::Completed => vm.create_iter_result(Value::UNDEFINED, true),
        HelperState::SuspendedStart => {
            let open = zip_open_iters(vm, h);
            finish(vm, h);
            match op {
                HelperOp::Concat => {}
                HelperOp::Zip => iterator_close_all(vm, &open, Ok(()))?,
                _ => vm.iterator_close(it)?,
            }
            vm.create_iter_result(Value::UNDEFINED, true)
        }
        HelperState::SuspendedYield => {
            set_state(vm, h, HelperState::Executing);
            let r = match op {
                HelperOp::Map
                | HelperOp::Filter
                | HelperOp::Take
                | HelperOp::Drop
                | HelperOp::Chunks
                | HelperOp::Windows => vm.iterator_close(it),
                HelperOp::FlatMap => match vm.iterator_close(inner) {
                    Ok(()) => vm.iterator_close(it),
                    Err(e) => Err(close_on_throw(vm, it, e)),
                },
                HelperOp::Concat => vm.iterator_close(inner),
                HelperOp::Zip => {
                    let open = zip_open_iters(vm, h);
                    iterator_close_all(vm, &open, Ok(()))
                }
            };
            finish(vm, h);
            r?;
            vm.create_iter_result(Value::UNDEFINED, true)
        }
    }
}

/// IteratorCloseAll(iters, completion): closes each in reverse order, threading the
/// completion through IteratorClose.
fn iterator_close_all(vm: &mut Vm, iters: &[Value], mut completion: JsResult<()>) -> JsResult<()> {
    for &it in iters.iter().rev() {
        completion = match completion {
            Ok(()) => vm.iterator_close(it),
            Err(Throw::Exception(e)) => {
                vm.iterator_close_quiet(it);
                Err(Throw::Exception(e))
            }
            Err(t) => Err(t),
        };
    }
    completion
}

/// The iterators in a zip helper's openIters, in order.
fn zip_open_iters(vm: &Vm, h: Handle<JsObject>) -> Vec<Value> {
    with(vm, h, |d| match &d.zip {
        Some(z) => {
            z.iters.iter().zip(&z.open).filter(|&(_, &open)| open).map(|(&(it, _), _)| it).collect()
        }
        None => Vec::new(),
    })
    .unwrap_or_default()
}

/// Removes iters[i] from openIters.
fn zip_remove(vm: &mut Vm, h: Handle<JsObject>, i: usize) {
    update(vm, h, |d| {
        if let Some(slot) = d.zip.as_mut().and_then(|z| z.open.get_mut(i)) {
            *slot = false;
        }
    });
}

/// One step of IteratorZip's closure.
fn zip_step(vm: &mut Vm, h: Handle<JsObject>) -> JsResult<Option<Value>> {
    let Some((count, mode)) =
        with(vm, h, |d| d.zip.as_ref().map(|z| (z.iters.len(), z.mode))).flatten()
    else {
        return Ok(None);
    };
    if count == 0 {
        return Ok(None);
    }
    let mut results = Vec::with_capacity(count);
    for i in 0..count {
        let Some(((it, next), pad)) = with(vm, h, |d| {
            d.zip.as_ref().and_then(|z| {
                Some((*z.iters.get(i)?, z.padding.get(i).copied().unwrap_or_default()))
            })
        })
        .flatten() else {
            return Ok(None);
        };
        if it.is_null() {
            results.push(pad);
            continue;
        }
        match step_value(vm, it, next) {
            Ok(Some(v)) => results.push(v),
            Err(e) => {
                zip_remove(vm, h, i);
                let open = zip_open_iters(vm, h);
                iterator_close_all(vm, &open, Err(e))?;
                return Ok(None);
            }
            Ok(None) => {
                zip_remove(vm, h, i);
                match mode {
                    0 => {
                        let open = zip_open_iters(vm, h);
                        iterator_close_all(vm, &open, Ok(()))?;
                        return Ok(None);
                    }
                    2 => {
                        if i != 0 {
                            let e = vm.type_error(
                                "Iterator.zip: iterators of different lengths in strict mode",
                            );
                            let open = zip_open_iters(vm, h);
                            iterator_close_all(vm, &open, Err(e))?;
                            return Ok(None);
                        }
                        for k in 1..count {
                            let Some((ik, nk)) = with(vm, h, |d| {
                                d.zip.as_ref().and_then(|z| z.iters.get(k).copied())
                            })
                            .flatten() else {
                                break;
                            };
                            match iterator_step(vm, ik, nk) {
                                Err(e) => {
                                    zip_remove(vm, h, k);
                                    let open = zip_open_iters(vm, h);
                                    iterator_close_all(vm, &open, Err(e))?;
                                    return Ok(None);
                                }
                                Ok(false) => zip_remove(vm, h, k),
                                Ok(true) => {
                                    let e = vm.type_error("Iterator.zip: iterators of different lengths in strict mode");
                                    let open = zip_open_iters(vm, h);
                                    iterator_close_all(vm, &open, Err(e))?;
                                    return Ok(None);
                                }
                            }
                        }
                        return Ok(None);
                    }
                    _ => {
                        if zip_open_iters(vm, h).is_empty() {
                            return Ok(None);
                        }
                        update(vm, h, |d| {
                            if let Some(slot) = d.zip.as_mut().and_then(|z| z.iters.get_mut(i)) {
                                slot.0 = Value::NULL;
                            }
                        });
                        results.push(pad);
                    }
                }
            }
        }
    }
    let keys = with(vm, h, |d| d.zip.as_ref().and_then(|z| z.keys.clone())).flatten();
    match keys {
        None => Ok(Some(Value::object(vm.array_from_list(&results)?))),
        Some(keys) => {
            let o = vm.alloc_object(ObjectKind::Ordinary, None)?;
            for (k, v) in keys.into_iter().zip(results) {
                vm.create_data_property_or_throw(o, k, v)?;
            }
            Ok(Some(Value::object(o)))
        }
    }
}

/// The options of zip/zipKeyed: (mode, padding option).
fn zip_options(vm: &mut Vm, options: Value) -> JsResult<(u8, Value)> {
    if options.is_undefined() {
        return Ok((0, Value::UNDEFINED));
    }
    let Some(o) = options.as_object() else {
        return Err(vm.type_error("Iterator.zip: options is not an object"));
    };
    let mode_key = PropertyKey::Atom(vm.atom("mode")?);
    let mode = vm.get(o, mode_key, options)?;
    let mode = if mode.is_undefined() {
        0
    } else {
        let text = match mode.as_string() {
            Some(s) => vm.rust_string(s),
            None => String::new(),
        };
        match text.as_str() {
            "shortest" => 0,
            "longest" => 1,
            "strict" => 2,
            _ => {
                return Err(vm.type_error(
                    "Iterator.zip: mode must be \"shortest\", \"longest\" or \"strict\"",
                ));
            }
        }
    };
    let mut padding = Value::UNDEFINED;
    if mode == 1 {
        let key = PropertyKey::Atom(vm.atom("padding")?);
        padding = vm.get(o, key, options)?;
        if !padding.is_undefined() && !padding.is_object() {
            return Err(vm.type_error("Iterator.zip: padding is not an object"));
        }
    }
    Ok((mode, padding))
}

/// IfAbruptCloseIterators for a list of (iterator, next) records.
fn close_records_on_throw(vm: &mut Vm, records: &[(Value, Value)], e: Throw) -> Throw {
    let iters: Vec<Value> = records.iter().map(|r| r.0).collect();
    match iterator_close_all(vm, &iters, Err(e)) {
        Err(t) => t,
        Ok(()) => e,
    }
}

/// Builds the zip helper (IteratorZip).
fn new_zip(
    vm: &mut Vm,
    iters: Vec<(Value, Value)>,
    mode: u8,
    padding: Vec<Value>,
    keys: Option<Vec<PropertyKey>>,
) -> JsResult<Value> {
    let none = (Value::UNDEFINED, Value::UNDEFINED);
    let h = new_helper(vm, HelperOp::Zip, none, Value::UNDEFINED, 0.0, Vec::new())?;
    let open = vec![true; iters.len()];
    if let Some(ho) = h.as_object() {
        update(vm, ho, |d| d.zip = Some(Box::new(Zip { iters, open, padding, mode, keys })));
    }
    Ok(h)
}

/// Iterator.zip (proposal-joint-iteration)
pub(crate) fn zip(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let iterables = arg(args, 0);
    if !iterables.is_object() {
        return Err(vm.type_error("Iterator.zip: iterables is not an object"));
    }
    let (mode, padding_option) = zip_options(vm, arg(args, 1))?;
    let mut iters: Vec<(Value, Value)> = Vec::new();
    let (input, input_next) = vm.get_iterator(iterables)?;
    loop {
        let next = match step_value(vm, input, input_next) {
            Ok(Some(v)) => v,
            Ok(None) => break,
            Err(e) => return Err(close_records_on_throw(vm, &iters, e)),
        };
        match get_iterator_flattenable(vm, next, false) {
            Ok(rec) => iters.push(rec),
            Err(e) => {
                let mut all = vec![(input, input_next)];
                all.extend_from_slice(&iters);
                return Err(close_records_on_throw(vm, &all, e));
            }
        }
    }
    let count = iters.len();
    let mut padding = Vec::new();
    if mode == 1 {
        if padding_option.is_undefined() {
            padding.resize(count, Value::UNDEFINED);
        } else {
            let (pit, pnext) = vm
                .get_iterator(padding_option)
                .map_err(|e| close_records_on_throw(vm, &iters, e))?;
            let mut using = true;
            for _ in 0..count {
                if using {
                    match step_value(vm, pit, pnext) {
                        Ok(Some(v)) => padding.push(v),
                        Ok(None) => using = false,
                        Err(e) => return Err(close_records_on_throw(vm, &iters, e)),
                    }
                }
                if !using {
                    padding.push(Value::UNDEFINED);
                }
            }
            if using && let Err(e) = vm.iterator_close(pit) {
                return Err(close_records_on_throw(vm, &iters, e));
            }
        }
    }
    new_zip(vm, iters, mode, padding, None)
}

/// Iterator.zipKeyed (proposal-joint-iteration)
pub(crate) fn zip_keyed(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let iterables = arg(args, 0);
    let Some(io) = iterables.as_object() else {
        return Err(vm.type_error("Iterator.zipKeyed: iterables is not an object"));
    };
    let (mode, padding_option) = zip_options(vm, arg(args, 1))?;
    let mut iters: Vec<(Value, Value)> = Vec::new();
    let mut keys: Vec<PropertyKey> = Vec::new();
    let all_keys = vm.own_property_keys(io)?;
    for key in all_keys {
        let desc = match vm.get_own_property(io, key) {
            Ok(d) => d,
            Err(e) => return Err(close_records_on_throw(vm, &iters, e)),
        };
        if desc.is_none_or(|d| d.enumerable != Some(true)) {
            continue;
        }
        let value = match vm.get(io, key, iterables) {
            Ok(v) => v,
            Err(e) => return Err(close_records_on_throw(vm, &iters, e)),
        };
        if value.is_undefined() {
            continue;
        }
        match get_iterator_flattenable(vm, value, false) {
            Ok(rec) => {
                keys.push(key);
                iters.push(rec);
            }
            Err(e) => return Err(close_records_on_throw(vm, &iters, e)),
        }
    }
    let mut padding = Vec::new();
    if mode == 1 {
        if let Some(po) = padding_option.as_object() {
            for &key in &keys {
                match vm.get(po, key, padding_option) {
                    Ok(v) => padding.push(v),
                    Err(e) => return Err(close_records_on_throw(vm, &iters, e)),
                }
            }
        } else {
            padding.resize(keys.len(), Value::UNDEFINED);
        }
    }
    new_zip(vm, iters, mode, padding, Some(keys))
}

/// ECMA-262 sec-iterator: abstract; `new Iterator()` and `Iterator()` throw.
pub(crate) fn constructor(
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
pub(crate) fn from(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
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
pub(crate) fn wrap_next(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let (it, next) = wrapped_of(vm, this)?;
    vm.call(next, it, &[])
}

/// ECMA-262 sec-%wrapforvaliditeratorprototype%.return
pub(crate) fn wrap_return(
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
pub(crate) fn concat(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
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
pub(crate) fn map(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    helper_with_fn(vm, this, args, HelperOp::Map, "map")
}

/// ECMA-262 sec-iterator.prototype.filter
pub(crate) fn filter(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    helper_with_fn(vm, this, args, HelperOp::Filter, "filter")
}

/// ECMA-262 sec-iterator.prototype.flatmap
pub(crate) fn flat_map(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
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
pub(crate) fn take(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    helper_with_limit(vm, this, args, HelperOp::Take, "take")
}

/// ECMA-262 sec-iterator.prototype.drop
pub(crate) fn drop(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
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
pub(crate) fn chunks(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = this_iterator(vm, this, "chunks")?;
    let size = size_argument(vm, this, arg(args, 0), "chunks")?;
    let rec = get_iterator_direct(vm, o)?;
    new_helper(vm, HelperOp::Chunks, rec, Value::UNDEFINED, size, Vec::new())
}

/// Iterator.prototype.windows (proposal-iterator-chunking)
pub(crate) fn windows(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
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
pub(crate) fn includes(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
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
pub(crate) fn join(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
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
pub(crate) fn reduce(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
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
pub(crate) fn to_array(
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
pub(crate) fn for_each(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    each(vm, this, args, Each::All, "forEach")
}

/// ECMA-262 sec-iterator.prototype.some
pub(crate) fn some(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    each(vm, this, args, Each::Some, "some")
}

/// ECMA-262 sec-iterator.prototype.every
pub(crate) fn every(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    each(vm, this, args, Each::Every, "every")
}

/// ECMA-262 sec-iterator.prototype.find
pub(crate) fn find(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    each(vm, this, args, Each::Find, "find")
}

/// sec-%iteratorprototype%-%symbol.dispose% (explicit resource management)
pub(crate) fn dispose(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let ret = vm.get_method(this, PropertyKey::Atom(names::RETURN))?;
    if !ret.is_undefined() {
        vm.call(ret, this, &[])?;
    }
    Ok(Value::UNDEFINED)
}

/// sec-%asynciteratorprototype%-%symbol.asyncdispose% (explicit resource management)
pub(crate) fn async_dispose(
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
        vm.perform_promise_then(wrapper, Value::object(unwrap), Value::UNDEFINED, res, rej);
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
pub(crate) fn get_constructor(
    vm: &mut Vm,
    _this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    Ok(Value::object(vm.realm.iterator_constructor))
}

/// ECMA-262 sec-get-iterator.prototype-%symbol.tostringtag%
pub(crate) fn get_to_string_tag(
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
pub(crate) fn set_constructor(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    setter_ignoring_prototype(vm, this, PropertyKey::Atom(names::CONSTRUCTOR), arg(args, 0))?;
    Ok(Value::UNDEFINED)
}

/// ECMA-262 sec-set-iterator.prototype-%symbol.tostringtag%
pub(crate) fn set_to_string_tag(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    setter_ignoring_prototype(vm, this, key, arg(args, 0))?;
    Ok(Value::UNDEFINED)
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

#[cfg(test)]
mod tests {
    use crate::vm::{Vm, VmOptions};

    fn run(vm: &mut Vm, src: &str) -> String {
        match vm.eval_script(src, "helpers.js") {
            Ok(v) => vm.display(v),
            Err(e) => e.stack,
        }
    }

    /// The helpers compose lazily and close the underlying iterator on return().
    #[test]
    fn helpers_compose_and_close() {
        let mut vm = Vm::new(VmOptions::default());
        let src = "function* g() { try { for (let i = 0; ; i++) yield i; } finally { closed++; } }\
                   var closed = 0;\
                   var r = g().filter(x => x % 2).map(x => x * 10).drop(1).take(3).toArray();\
                   r.join() + ' ' + closed";
        assert_eq!(run(&mut vm, src), "30,50,70 1");
        let src = "var it = g().flatMap(x => [x, x]); it.next(); it.return(); closed";
        assert_eq!(run(&mut vm, src), "2");
        let src = "Iterator.zip([[1, 2], 'ab'.split('')]).toArray().join(';')";
        assert_eq!(run(&mut vm, src), "1,a;2,b");
    }

    /// A loop over an iterator whose `next` is native charges fuel, so it ends.
    #[test]
    fn native_only_iteration_is_stoppable() {
        let mut vm = Vm::new(VmOptions::default());
        vm.set_fuel(Some(200_000));
        let src = "Iterator.from({ next: Object.bind(null, { done: false, value: 1 }) }).drop(Infinity).next()";
        let out = run(&mut vm, src);
        assert!(out.contains("fuel") || out.contains("Fuel"), "{out}");
        vm.set_fuel(Some(200_000));
        let src = "Iterator.from({ next: Object.bind(null, { done: false, value: 1 }) }).toArray()";
        let out = run(&mut vm, src);
        assert!(out.contains("fuel") || out.contains("Fuel"), "{out}");
    }
}
