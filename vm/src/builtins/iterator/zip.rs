//! Iterator.zip and Iterator.zipKeyed (joint iteration, proposal-joint-iteration).

use crate::object::slots::iterator_helper::{HelperOp, Zip};
use cairn_gc::Handle;

use super::helper::{
    get_iterator_flattenable, iterator_step, new_helper, step_value, update, with,
};
use crate::builtins::{NativeCx, arg};
use crate::object::{JsObject, ObjectKind};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

/// IteratorCloseAll(iters, completion): closes each in reverse order, threading the
/// completion through IteratorClose.
pub(super) fn iterator_close_all(
    vm: &mut Vm,
    iters: &[Value],
    mut completion: JsResult<()>,
) -> JsResult<()> {
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
pub(super) fn zip_open_iters(vm: &Vm, h: Handle<JsObject>) -> Vec<Value> {
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
pub(super) fn zip_step(vm: &mut Vm, h: Handle<JsObject>) -> JsResult<Option<Value>> {
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
pub(super) fn zip(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
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
pub(super) fn zip_keyed(
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
