//! Iterator helper objects (ECMA-262 sec-iterator-helper-objects): %IteratorHelperPrototype%
//! and the steps every helper runs, plus the iterator operations the helper methods share.
//!
//! A helper (`map`, `filter`, `take`, `drop`, `flatMap`, `concat`) is an object of kind
//! `ObjectKind::IteratorHelper`: the spec describes it as a generator over an abstract
//! closure; here the closure's state (counter, remaining count, inner iterator) lives in
//! [`Helper`] and each `next` runs one step of it in Rust. The generator states
//! (suspended-start, suspended-yield, executing, completed) are kept so that re-entrant
//! calls and `return` behave as the spec's GeneratorResume/GeneratorResumeAbrupt.

use crate::object::slots::iterator_helper::{Helper, HelperOp, HelperState};
use cairn_gc::Handle;

use crate::builtins::NativeCx;
use crate::names;
use crate::object::{JsObject, ObjectKind};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

use super::zip::{iterator_close_all, zip_open_iters, zip_step};

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
pub(super) fn with<R>(vm: &Vm, h: Handle<JsObject>, f: impl FnOnce(&Helper) -> R) -> Option<R> {
    match &vm.heap.get(h).kind {
        ObjectKind::IteratorHelper(d) => Some(f(d)),
        _ => None,
    }
}

/// Updates a helper.
pub(super) fn update(vm: &mut Vm, h: Handle<JsObject>, f: impl FnOnce(&mut Helper)) {
    if let ObjectKind::IteratorHelper(d) = &mut vm.heap.get_mut(h).kind {
        f(d);
    }
}

/// IfAbruptCloseIterator for a throw completion: closes `it` (ignoring what `return`
/// does) unless the run is terminating, and hands back the completion.
pub(super) fn close_on_throw(vm: &mut Vm, it: Value, e: Throw) -> Throw {
    if let Throw::Exception(_) = e {
        vm.iterator_close_quiet(it);
    }
    e
}

/// IteratorStepValue, charging one unit of fuel (and reading the interrupt flag) so that
/// a loop over an iterator whose `next` is native stays stoppable.
pub(super) fn step_value(vm: &mut Vm, it: Value, next: Value) -> JsResult<Option<Value>> {
    vm.limits.tick().map_err(Throw::Terminate)?;
    vm.iterator_step_value(it, next)
}

/// IteratorStep without reading `value`: whether a result came (false when done).
pub(super) fn iterator_step(vm: &mut Vm, it: Value, next: Value) -> JsResult<bool> {
    vm.limits.tick().map_err(Throw::Terminate)?;
    let r = vm.call(next, it, &[])?;
    let Some(rh) = r.as_object() else {
        return Err(vm.type_error("Iterator result is not an object"));
    };
    let done = vm.get(rh, PropertyKey::Atom(names::DONE), r)?;
    Ok(!vm.to_boolean(done))
}

/// ECMA-262 sec-getiteratordirect: (iterator, next).
pub(super) fn get_iterator_direct(vm: &mut Vm, o: Handle<JsObject>) -> JsResult<(Value, Value)> {
    let next = vm.get(o, PropertyKey::Atom(names::NEXT), Value::object(o))?;
    Ok((Value::object(o), next))
}

/// ECMA-262 sec-getiteratorflattenable; `strings` selects iterate-string-primitives.
pub(super) fn get_iterator_flattenable(
    vm: &mut Vm,
    v: Value,
    strings: bool,
) -> JsResult<(Value, Value)> {
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
pub(super) fn this_iterator(vm: &mut Vm, this: Value, what: &str) -> JsResult<Handle<JsObject>> {
    match this.as_object() {
        Some(o) => Ok(o),
        None => Err(vm.type_error(&format!("Iterator.prototype.{what} called on a non-object"))),
    }
}

/// Checks that `f` is callable; if not, closes `this` and throws a TypeError.
pub(super) fn require_callable(
    vm: &mut Vm,
    o: Handle<JsObject>,
    f: Value,
    what: &str,
) -> JsResult<()> {
    if vm.is_callable(f) {
        return Ok(());
    }
    let e = vm.type_error(&format!("Iterator.prototype.{what}: argument is not a function"));
    Err(close_on_throw(vm, Value::object(o), e))
}

/// Allocates a helper in suspended-start.
pub(super) fn new_helper(
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
pub(super) fn step(vm: &mut Vm, h: Handle<JsObject>) -> JsResult<Option<Value>> {
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
pub(super) fn helper_next(
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
pub(super) fn helper_return(
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
