//! %TypedArray%.prototype (ECMA-262 sec-properties-of-the-%typedarrayprototype%-object),
//! the concrete prototypes and constructors, and Math.f16round.
//!
//! Methods validate the receiver (sec-validatetypedarray) and then read elements
//! through [`Vm::ta_get_index`], which answers undefined for an index that a callback
//! made out of bounds (a shrunk or detached buffer), as the spec's Get does.

use std::cmp::Ordering;

use cairn_gc::Handle;

use super::{AUTO, TypedArrayData};
use crate::builtins::array::{join_locale, root_for_callbacks};
use crate::builtins::array_buffer::{getter, install_species, relative_index};
use crate::builtins::{NativeCx, NativeId, arg};
use crate::names;
use crate::object::slots::element::{self, ElementKind, Raw};
use crate::object::{JsObject, ObjectKind, attrs};
use crate::ops::sort::merge_sort_rooted;
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

/// RequireInternalSlot(this, [[TypedArrayName]]) without the bounds check.
fn this_ta_unchecked(vm: &mut Vm, this: Value) -> JsResult<(Handle<JsObject>, TypedArrayData)> {
    if let Some(o) = this.as_object()
        && let Some(d) = vm.ta_data(o)
    {
        return Ok((o, d));
    }
    Err(vm.type_error("this is not a typed array"))
}

/// The callable first argument, else a TypeError.
fn callback(vm: &mut Vm, args: &[Value], what: &str) -> JsResult<Value> {
    let f = arg(args, 0);
    if !vm.is_callable(f) {
        return Err(
            vm.type_error(&format!("TypedArray.prototype.{what}: callback is not a function"))
        );
    }
    Ok(f)
}

/// ECMA-262 sec-get-%typedarray%.prototype.buffer
pub(crate) fn buffer(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let (_, d) = this_ta_unchecked(vm, this)?;
    Ok(Value::object(d.buffer))
}

/// ECMA-262 sec-get-%typedarray%.prototype.bytelength
pub(crate) fn byte_length(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let (_, d) = this_ta_unchecked(vm, this)?;
    let n = vm.ta_length_of(&d).map_or(0, |n| n * d.kind.size());
    Ok(Value::from_usize(n))
}

/// ECMA-262 sec-get-%typedarray%.prototype.byteoffset
pub(crate) fn byte_offset(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let (_, d) = this_ta_unchecked(vm, this)?;
    let n = if vm.ta_length_of(&d).is_some() { d.byte_offset } else { 0 };
    Ok(Value::from_usize(n))
}

/// ECMA-262 sec-get-%typedarray%.prototype.length
pub(crate) fn length(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let (_, d) = this_ta_unchecked(vm, this)?;
    Ok(Value::from_usize(vm.ta_length_of(&d).unwrap_or(0)))
}

/// ECMA-262 sec-get-%typedarray%.prototype-@@tostringtag
pub(crate) fn to_string_tag(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    match this.as_object().and_then(|o| vm.ta_data(o)) {
        Some(d) => vm.str_value(d.kind.name()),
        None => Ok(Value::UNDEFINED),
    }
}

/// ECMA-262 sec-%typedarray%.prototype.at
pub(crate) fn at(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let (o, _, len) = vm.validate_typed_array(this)?;
    let rel = vm.to_integer_or_infinity(arg(args, 0))?;
    let k = if rel >= 0.0 { rel } else { len as f64 + rel };
    if k < 0.0 || k >= len as f64 {
        return Ok(Value::UNDEFINED);
    }
    vm.ta_get_index(o, k as usize)
}

/// ECMA-262 sec-%typedarray%.prototype.copywithin
pub(crate) fn copy_within(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let (o, d, len) = vm.validate_typed_array_write(this)?;
    let to = relative_index(vm, arg(args, 0), len, 0)?;
    let from = relative_index(vm, arg(args, 1), len, 0)?;
    let fin = relative_index(vm, arg(args, 2), len, len)?;
    let count = fin.saturating_sub(from).min(len - to);
    if count > 0 {
        let Some(len) = vm.ta_length_of(&d) else {
            return Err(vm.type_error("typed array is detached or out of bounds"));
        };
        let count = count.min(len.saturating_sub(from)).min(len.saturating_sub(to));
        let size = d.kind.size();
        vm.charge_bytes(count * size)?;
        let (src, dst) = (d.byte_offset + from * size, d.byte_offset + to * size);
        if let Some(b) = vm.buffer_data_mut(d.buffer) {
            b.copy_within(src, dst, count * size);
        }
    }
    Ok(Value::object(o))
}

/// CreateArrayIterator over a validated TypedArray.
fn iterator(vm: &mut Vm, this: Value, kind: u8) -> JsResult<Value> {
    let (o, _, _) = vm.validate_typed_array(this)?;
    let proto = vm.realm.array_iterator_prototype;
    let it = vm.alloc_object(
        ObjectKind::ArrayIterator { target: Value::object(o), index: 0, kind },
        Some(proto),
    )?;
    Ok(Value::object(it))
}

/// ECMA-262 sec-%typedarray%.prototype.entries
pub(crate) fn entries(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    iterator(vm, this, 2)
}

/// ECMA-262 sec-%typedarray%.prototype.keys
pub(crate) fn keys(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    iterator(vm, this, 0)
}

/// ECMA-262 sec-%typedarray%.prototype.values
pub(crate) fn values(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    iterator(vm, this, 1)
}

/// What a predicate loop returns.
#[derive(Clone, Copy)]
enum Find {
    /// every: false at the first falsy result.
    Every,
    /// some: true at the first truthy result.
    Some,
    /// find / findLast: the element.
    Value,
    /// findIndex / findLastIndex: the index.
    Index,
    /// forEach: undefined.
    Each,
}

/// The shared loop of every/some/find*/forEach.
fn predicate_loop(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    what: &str,
    mode: Find,
    reverse: bool,
) -> JsResult<Value> {
    let (o, _, len) = vm.validate_typed_array(this)?;
    let f = callback(vm, args, what)?;
    let this_arg = arg(args, 1);
    // Collections run inside the callback (call_rooted); `v` (a BigInt is a heap value)
    // is an argument of the call and is returned right after it.
    let mark = root_for_callbacks(vm, &[Value::object(o), f, this_arg]);
    let r = (|| {
        for step in 0..len {
            let k = if reverse { len - 1 - step } else { step };
            let v = vm.ta_get_index(o, k)?;
            let args = [v, Value::from_usize(k), Value::object(o)];
            let r = vm.call_rooted(f, this_arg, &args, Value::UNDEFINED)?;
            if matches!(mode, Find::Each) {
                continue;
            }
            let truthy = vm.to_boolean(r);
            match mode {
                Find::Every if !truthy => return Ok(Value::FALSE),
                Find::Some if truthy => return Ok(Value::TRUE),
                Find::Value if truthy => return Ok(v),
                Find::Index if truthy => return Ok(Value::from_usize(k)),
                _ => {}
            }
        }
        Ok(match mode {
            Find::Every => Value::TRUE,
            Find::Some => Value::FALSE,
            Find::Value | Find::Each => Value::UNDEFINED,
            Find::Index => Value::int(-1),
        })
    })();
    vm.temps.truncate(mark);
    r
}

/// ECMA-262 sec-%typedarray%.prototype.every
pub(crate) fn every(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    predicate_loop(vm, this, args, "every", Find::Every, false)
}

/// ECMA-262 sec-%typedarray%.prototype.some
pub(crate) fn some(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    predicate_loop(vm, this, args, "some", Find::Some, false)
}

/// ECMA-262 sec-%typedarray%.prototype.find
pub(crate) fn find(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    predicate_loop(vm, this, args, "find", Find::Value, false)
}

/// ECMA-262 sec-%typedarray%.prototype.findindex
pub(crate) fn find_index(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    predicate_loop(vm, this, args, "findIndex", Find::Index, false)
}

/// ECMA-262 sec-%typedarray%.prototype.findlast
pub(crate) fn find_last(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    predicate_loop(vm, this, args, "findLast", Find::Value, true)
}

/// ECMA-262 sec-%typedarray%.prototype.findlastindex
pub(crate) fn find_last_index(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    predicate_loop(vm, this, args, "findLastIndex", Find::Index, true)
}

/// ECMA-262 sec-%typedarray%.prototype.foreach
pub(crate) fn for_each(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    predicate_loop(vm, this, args, "forEach", Find::Each, false)
}

/// ECMA-262 sec-%typedarray%.prototype.fill
pub(crate) fn fill(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let (o, d, len) = vm.validate_typed_array_write(this)?;
    let bits = vm.to_element_bits(d.kind, arg(args, 0))?;
    let start = relative_index(vm, arg(args, 1), len, 0)?;
    let end = relative_index(vm, arg(args, 2), len, len)?;
    let Some(len) = vm.ta_length_of(&d) else {
        return Err(vm.type_error("typed array is detached or out of bounds"));
    };
    let end = end.min(len);
    let size = d.kind.size();
    // A chunk at a time, each paid for first (see `ELEMENT_CHUNK`).
    let mut k = start;
    while k < end {
        let chunk_end = end.min(k + ELEMENT_CHUNK);
        let units = (chunk_end - k) as u64 * crate::limits::TYPED_FILL_FUEL;
        vm.limits.charge(units).map_err(Throw::Terminate)?;
        let Some(b) = vm.buffer_data_mut(d.buffer) else { break };
        for i in k..chunk_end {
            b.write_element(d.kind, d.byte_offset + i * size, bits, true);
        }
        k = chunk_end;
    }
    Ok(Value::object(o))
}

/// Elements a native loop over a typed array goes over between two fuel charges (each
/// also a look at the interrupt): a loop over a long array pays as it goes and stops
/// on time.
const ELEMENT_CHUNK: usize = 1 << 14;

/// At the start of each chunk of a native loop (`done` elements of `len` gone over),
/// pays `per_element` fuel for each element of the chunk.
fn pay_chunk(vm: &mut Vm, done: usize, len: usize, per_element: u64) -> JsResult<()> {
    if !done.is_multiple_of(ELEMENT_CHUNK) {
        return Ok(());
    }
    let chunk = (len - done).min(ELEMENT_CHUNK) as u64;
    vm.limits.charge(chunk * per_element).map_err(Throw::Terminate)
}

/// Pays for a native search over typed array elements as it goes: every
/// [`ELEMENT_CHUNK`] elements, and the rest when it ends (see `TYPED_SEARCH_FUEL`).
#[derive(Default)]
struct SearchMeter {
    /// Elements visited since the last charge.
    count: usize,
}

impl SearchMeter {
    /// One more element visited.
    #[inline]
    fn step(&mut self, vm: &mut Vm) -> JsResult<()> {
        self.count += 1;
        if self.count < ELEMENT_CHUNK {
            return Ok(());
        }
        self.finish(vm)
    }

    /// Pays for the elements visited since the last charge.
    fn finish(&mut self, vm: &mut Vm) -> JsResult<()> {
        let units = self.count as u64 * crate::limits::TYPED_SEARCH_FUEL;
        self.count = 0;
        vm.limits.charge(units).map_err(Throw::Terminate)
    }
}

/// ECMA-262 sec-%typedarray%.prototype.filter
pub(crate) fn filter(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let (o, _, len) = vm.validate_typed_array(this)?;
    let f = callback(vm, args, "filter")?;
    let this_arg = arg(args, 1);
    // The kept values collect in `Vm::temps` (BigInts are heap values and the callback
    // may collect).
    let mark = root_for_callbacks(vm, &[Value::object(o), f, this_arg]);
    let base = vm.temps.len();
    let r = (|| -> JsResult<Vec<Value>> {
        for k in 0..len {
            let v = vm.ta_get_index(o, k)?;
            let args = [v, Value::from_usize(k), Value::object(o)];
            let r = vm.call_rooted(f, this_arg, &args, Value::UNDEFINED)?;
            if vm.to_boolean(r) {
                vm.temps.push(v);
            }
        }
        Ok(vm.temps[base..].to_vec())
    })();
    vm.temps.truncate(mark);
    let kept = r?;
    let a = vm.typed_array_species_create(o, &[Value::from_usize(kept.len())])?;
    for (n, v) in kept.into_iter().enumerate() {
        vm.set_index(a, n as u64, v)?;
    }
    Ok(Value::object(a))
}

/// The start index of includes/indexOf (`None`: nothing to search).
fn search_start(vm: &mut Vm, from: Value, len: usize) -> JsResult<Option<usize>> {
    let n = vm.to_integer_or_infinity(from)?;
    if n == f64::INFINITY {
        return Ok(None);
    }
    let k = if n >= 0.0 { n } else { (len as f64 + n).max(0.0) };
    Ok(if k >= len as f64 { None } else { Some(k as usize) })
}

/// ECMA-262 sec-%typedarray%.prototype.includes
pub(crate) fn includes(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let (o, _, len) = vm.validate_typed_array(this)?;
    if len == 0 {
        return Ok(Value::FALSE);
    }
    let Some(start) = search_start(vm, arg(args, 1), len)? else { return Ok(Value::FALSE) };
    let target = arg(args, 0);
    let mut meter = SearchMeter::default();
    for k in start..len {
        meter.step(vm)?;
        let v = vm.ta_get_index(o, k)?;
        if vm.same_value_zero(v, target) {
            meter.finish(vm)?;
            return Ok(Value::TRUE);
        }
    }
    meter.finish(vm)?;
    Ok(Value::FALSE)
}

/// ECMA-262 sec-%typedarray%.prototype.indexof
pub(crate) fn index_of(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let (o, d, len) = vm.validate_typed_array(this)?;
    if len == 0 {
        return Ok(Value::int(-1));
    }
    let Some(start) = search_start(vm, arg(args, 1), len)? else { return Ok(Value::int(-1)) };
    let target = arg(args, 0);
    let mut meter = SearchMeter::default();
    let found = (|| -> JsResult<Option<usize>> {
        if target.is_bigint() {
            // IsStrictlyEqual on BigInts compares values (BigInt64/BigUint64 elements).
            for k in start..len {
                meter.step(vm)?;
                let v = vm.ta_get_index(o, k)?;
                if vm.same_value_zero(v, target) {
                    return Ok(Some(k));
                }
            }
            return Ok(None);
        }
        let Some(t) = target.as_number() else { return Ok(None) };
        for k in start..len {
            meter.step(vm)?;
            if let Some(Raw::Number(n)) = vm.ta_read(&d, k)
                && n == t
            {
                return Ok(Some(k));
            }
        }
        Ok(None)
    })()?;
    meter.finish(vm)?;
    Ok(found.map_or(Value::int(-1), Value::from_usize))
}

/// ECMA-262 sec-%typedarray%.prototype.lastindexof
pub(crate) fn last_index_of(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let (o, d, len) = vm.validate_typed_array(this)?;
    if len == 0 {
        return Ok(Value::int(-1));
    }
    let n =
        if args.len() > 1 { vm.to_integer_or_infinity(arg(args, 1))? } else { len as f64 - 1.0 };
    if n == f64::NEG_INFINITY {
        return Ok(Value::int(-1));
    }
    let k = if n >= 0.0 { n.min(len as f64 - 1.0) } else { len as f64 + n };
    if k < 0.0 {
        return Ok(Value::int(-1));
    }
    let target = arg(args, 0);
    let mut meter = SearchMeter::default();
    let found = last_index_from(vm, o, &d, target, k as usize, &mut meter)?;
    meter.finish(vm)?;
    Ok(found.map_or(Value::int(-1), Value::from_usize))
}

/// The last index at or below `k` whose element is `target` (lastIndexOf's loop).
fn last_index_from(
    vm: &mut Vm,
    o: Handle<JsObject>,
    d: &TypedArrayData,
    target: Value,
    mut k: usize,
    meter: &mut SearchMeter,
) -> JsResult<Option<usize>> {
    if target.is_bigint() {
        // IsStrictlyEqual on BigInts compares values (BigInt64/BigUint64 elements).
        loop {
            meter.step(vm)?;
            let v = vm.ta_get_index(o, k)?;
            if vm.same_value_zero(v, target) {
                return Ok(Some(k));
            }
            if k == 0 {
                return Ok(None);
            }
            k -= 1;
        }
    }
    let Some(t) = target.as_number() else { return Ok(None) };
    loop {
        meter.step(vm)?;
        if let Some(Raw::Number(n)) = vm.ta_read(d, k)
            && n == t
        {
            return Ok(Some(k));
        }
        if k == 0 {
            return Ok(None);
        }
        k -= 1;
    }
}

/// ECMA-262 sec-%typedarray%.prototype.join
pub(crate) fn join(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let (o, _, len) = vm.validate_typed_array(this)?;
    let sep_arg = arg(args, 0);
    let sep: Vec<u16> = if sep_arg.is_undefined() {
        vec![b',' as u16]
    } else {
        let s = vm.to_string(sep_arg)?;
        vm.flat(s).to_units()
    };
    let mut out: Vec<u16> = Vec::new();
    for k in 0..len {
        // Each element is read and made a string.
        pay_chunk(vm, k, len, crate::limits::ELEMENT_FUEL)?;
        if k > 0 {
            out.extend_from_slice(&sep);
        }
        let v = vm.ta_get_index(o, k)?;
        if !v.is_undefined() {
            let s = vm.to_string(v)?;
            vm.flat(s).push_to(&mut out);
        }
        if out.len() > (1 << 30) {
            return Err(vm.range_error("Invalid string length"));
        }
    }
    Ok(Value::string(vm.alloc_units(out)?))
}

/// ECMA-262 sec-%typedarray%.prototype.map
pub(crate) fn map(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let (o, _, len) = vm.validate_typed_array(this)?;
    let f = callback(vm, args, "map")?;
    let this_arg = arg(args, 1);
    let a = vm.typed_array_species_create(o, &[Value::from_usize(len)])?;
    // Collections run inside the callback: the result is rooted, each mapped value is
    // stored right after its call.
    let mark = root_for_callbacks(vm, &[Value::object(a), Value::object(o), f, this_arg]);
    let r = (|| {
        for k in 0..len {
            let v = vm.ta_get_index(o, k)?;
            let args = [v, Value::from_usize(k), Value::object(o)];
            let mapped = vm.call_rooted(f, this_arg, &args, Value::UNDEFINED)?;
            vm.set_index(a, k as u64, mapped)?;
        }
        Ok(Value::object(a))
    })();
    vm.temps.truncate(mark);
    r
}

/// reduce and reduceRight.
fn reduce_impl(vm: &mut Vm, this: Value, args: &[Value], right: bool) -> JsResult<Value> {
    let (o, _, len) = vm.validate_typed_array(this)?;
    let f = callback(vm, args, if right { "reduceRight" } else { "reduce" })?;
    let mut order = (0..len).map(|s| if right { len - 1 - s } else { s });
    let mut acc = if args.len() >= 2 {
        args[1]
    } else {
        match order.next() {
            Some(k) => vm.ta_get_index(o, k)?,
            None => return Err(vm.type_error("Reduce of empty array with no initial value")),
        }
    };
    // The accumulator is an argument of each call (rooted there) and is otherwise held
    // only between calls, where nothing collects.
    let mark = root_for_callbacks(vm, &[Value::object(o), f]);
    let r = (|| {
        for k in order {
            let v = vm.ta_get_index(o, k)?;
            let args = [acc, v, Value::from_usize(k), Value::object(o)];
            acc = vm.call_rooted(f, Value::UNDEFINED, &args, Value::UNDEFINED)?;
        }
        Ok(acc)
    })();
    vm.temps.truncate(mark);
    r
}

/// ECMA-262 sec-%typedarray%.prototype.reduce
pub(crate) fn reduce(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    reduce_impl(vm, this, args, false)
}

/// ECMA-262 sec-%typedarray%.prototype.reduceright
pub(crate) fn reduce_right(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    reduce_impl(vm, this, args, true)
}

/// ECMA-262 sec-%typedarray%.prototype.reverse
pub(crate) fn reverse(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let (o, d, len) = vm.validate_typed_array_write(this)?;
    let size = d.kind.size();
    vm.charge_bytes(len * size)?;
    // Reverse the bytes, then each element's bytes back into order.
    let reverse = |bytes: &mut [u8]| {
        bytes.reverse();
        if size > 1 {
            for e in bytes.chunks_exact_mut(size) {
                e.reverse();
            }
        }
    };
    if let Some(b) = vm.buffer_data_mut(d.buffer) {
        if b.block.is_none() {
            if let Some(bytes) = b.bytes.get_mut(d.byte_offset..d.byte_offset + len * size) {
                reverse(bytes);
            }
        } else if let Some(bytes) = b.get(d.byte_offset, len * size) {
            // A shared block: copied out, reversed, written back.
            let mut bytes = bytes.into_owned();
            reverse(&mut bytes);
            b.write(d.byte_offset, &bytes);
        }
    }
    Ok(Value::object(o))
}

/// ECMA-262 sec-%typedarray%.prototype.set
pub(crate) fn set(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let (target, td) = this_ta_unchecked(vm, this)?;
    if vm.is_immutable_buffer(td.buffer) {
        return Err(vm.type_error("Cannot write to a typed array on an immutable ArrayBuffer"));
    }
    let offset = vm.to_integer_or_infinity(arg(args, 1))?;
    if offset < 0.0 {
        return Err(vm.range_error("offset is out of bounds"));
    }
    let source = arg(args, 0);
    if let Some(s) = source.as_object()
        && let Some(sd) = vm.ta_data(s)
    {
        // SetTypedArrayFromTypedArray.
        let Some(target_len) = vm.ta_length_of(&td) else {
            return Err(vm.type_error("typed array is detached or out of bounds"));
        };
        if vm.is_immutable_buffer(td.buffer) {
            return Err(vm.type_error("Cannot write to a typed array on an immutable ArrayBuffer"));
        }
        let Some(src_len) = vm.ta_length_of(&sd) else {
            return Err(vm.type_error("source typed array is detached or out of bounds"));
        };
        if offset == f64::INFINITY || src_len as f64 + offset > target_len as f64 {
            return Err(vm.range_error("offset is out of bounds"));
        }
        if td.kind.is_bigint() != sd.kind.is_bigint() {
            return Err(vm.type_error("Cannot mix BigInt and other types"));
        }
        if sd.kind == td.kind {
            // A copy of the bytes.
            vm.charge_bytes(src_len * sd.kind.size())?;
            super::constructor::copy_elements(vm, &sd, 0, &td, offset as usize, src_len);
        } else if sd.buffer == td.buffer {
            // One buffer: the source is read whole before any of it is written over
            // (the spec clones it), so in one piece.
            let units = src_len as u64 * crate::limits::TYPED_CONVERT_FUEL;
            vm.limits.charge(units).map_err(Throw::Terminate)?;
            super::constructor::copy_elements(vm, &sd, 0, &td, offset as usize, src_len);
        } else {
            // A conversion of each element, a chunk at a time, each paid for first.
            let mut k = 0;
            while k < src_len {
                let n = (src_len - k).min(ELEMENT_CHUNK);
                let units = n as u64 * crate::limits::TYPED_CONVERT_FUEL;
                vm.limits.charge(units).map_err(Throw::Terminate)?;
                super::constructor::copy_elements(vm, &sd, k, &td, offset as usize + k, n);
                k += n;
            }
        }
        return Ok(Value::UNDEFINED);
    }
    // SetTypedArrayFromArrayLike.
    let Some(target_len) = vm.ta_length_of(&td) else {
        return Err(vm.type_error("typed array is detached or out of bounds"));
    };
    if vm.is_immutable_buffer(td.buffer) {
        return Err(vm.type_error("Cannot write to a typed array on an immutable ArrayBuffer"));
    }
    let src = vm.to_object(source)?;
    let src_len = vm.length_of_array_like(src)?;
    if offset == f64::INFINITY || src_len as f64 + offset > target_len as f64 {
        return Err(vm.range_error("offset is out of bounds"));
    }
    let offset = offset as usize;
    for k in 0..src_len as usize {
        pay_chunk(vm, k, src_len as usize, crate::limits::ELEMENT_FUEL)?;
        let v = vm.get_index(src, k as u64)?;
        vm.typed_array_set_element(target, (offset + k) as f64, v)?;
    }
    Ok(Value::UNDEFINED)
}

/// ECMA-262 sec-%typedarray%.prototype.slice
pub(crate) fn slice(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let (o, d, len) = vm.validate_typed_array(this)?;
    let start = relative_index(vm, arg(args, 0), len, 0)?;
    let end = relative_index(vm, arg(args, 1), len, len)?;
    let count = end.saturating_sub(start);
    let a = vm.typed_array_species_create(o, &[Value::from_usize(count)])?;
    if count > 0 {
        let Some(len) = vm.ta_length_of(&d) else {
            return Err(vm.type_error("typed array is detached or out of bounds"));
        };
        let end = end.min(len);
        let count = end.saturating_sub(start);
        let Some(ad) = vm.ta_data(a) else { return Ok(Value::object(a)) };
        if ad.kind == d.kind {
            // Byte copy, bounded by both buffers as they are now.
            let size = d.kind.size();
            let src = d.byte_offset + start * size;
            let dst = ad.byte_offset;
            if ad.buffer == d.buffer {
                // The spec copies byte by byte, forwards: an overlapping target sees
                // the bytes it already wrote.
                if let Some(b) = vm.buffer_data_mut(d.buffer) {
                    let n = (count * size)
                        .min(b.len().saturating_sub(src))
                        .min(b.len().saturating_sub(dst));
                    if b.block.is_none() {
                        for i in 0..n {
                            b.bytes[dst + i] = b.bytes[src + i];
                        }
                    } else {
                        for i in 0..n {
                            let byte = b.get(src + i, 1).map_or(0, |x| x[0]);
                            b.write(dst + i, &[byte]);
                        }
                    }
                }
            } else {
                let bytes: Vec<u8> = vm
                    .buffer_data(d.buffer)
                    .and_then(|b| b.get(src, count * size))
                    .map(|b| b.into_owned())
                    .unwrap_or_default();
                if let Some(b) = vm.buffer_data_mut(ad.buffer) {
                    let n = bytes.len().min(b.len().saturating_sub(dst));
                    b.write(dst, &bytes[..n]);
                }
            }
        } else {
            for (n, k) in (start..end).enumerate() {
                pay_chunk(vm, n, end - start, crate::limits::TYPED_SEARCH_FUEL)?;
                let v = vm.ta_get_index(o, k)?;
                vm.set_index(a, n as u64, v)?;
            }
        }
    }
    Ok(Value::object(a))
}

/// ECMA-262 sec-comparetypedarrayelements for the default order on raw elements.
fn raw_cmp(kind: ElementKind, a: &Raw, b: &Raw) -> Ordering {
    match (a, b) {
        // total_cmp orders -0 before +0 and (positive) NaN last, as the spec asks;
        // element NaNs are read as the canonical positive NaN.
        (Raw::Number(x), Raw::Number(y)) => {
            let x = if x.is_nan() { f64::NAN } else { *x };
            let y = if y.is_nan() { f64::NAN } else { *y };
            x.total_cmp(&y)
        }
        (Raw::Big(x), Raw::Big(y)) => {
            if kind == ElementKind::BigInt64 {
                (*x as i64).cmp(&(*y as i64))
            } else {
                x.cmp(y)
            }
        }
        _ => Ordering::Equal,
    }
}

/// The sorted elements of a validated TypedArray: raw when there is no comparator.
enum Sorted {
    Raw(Vec<Raw>),
    Values(Vec<Value>),
}

fn sort_elements(
    vm: &mut Vm,
    o: Handle<JsObject>,
    d: &TypedArrayData,
    len: usize,
    cmp: Value,
) -> JsResult<Sorted> {
    if cmp.is_undefined() {
        // Paid before it runs (a comparator's calls pay for themselves).
        let fuel = crate::limits::sort_comparisons(len)
            .saturating_mul(crate::limits::SORT_COMPARE_FUEL)
            .saturating_add(len as u64);
        vm.limits.charge(fuel).map_err(Throw::Terminate)?;
        let mut raws: Vec<Raw> = Vec::new();
        if raws.try_reserve_exact(len).is_err() {
            return Err(vm.range_error("Out of memory"));
        }
        // A quarter of a million reads take a millisecond: the interrupt is read
        // between blocks of them.
        for k in 0..len {
            vm.limits.poll_item(k)?;
            raws.extend(vm.ta_read(d, k));
        }
        let limits = &vm.limits;
        if !cairn_sort::sort_by_until(
            &mut raws,
            |a, b| raw_cmp(d.kind, a, b),
            || limits.interrupted_now(),
        ) {
            return Err(Throw::Terminate(crate::limits::Termination::Interrupted));
        }
        return Ok(Sorted::Raw(raws));
    }
    let mut values = Vec::with_capacity(len);
    for k in 0..len {
        values.push(vm.ta_get_index(o, k)?);
    }
    // The comparator runs with collections allowed; BigInt elements are heap values.
    let values = merge_sort_rooted(vm, &values, cmp, |vm, left, right| {
        let r = vm.call_rooted(cmp, Value::UNDEFINED, &[left, right], Value::UNDEFINED)?;
        // Take from the right only when it is strictly smaller (stability).
        Ok(vm.to_number(r)? > 0.0)
    })?;
    Ok(Sorted::Values(values))
}

fn write_sorted(vm: &mut Vm, target: Handle<JsObject>, sorted: Sorted) -> JsResult<()> {
    let Some(td) = vm.ta_data(target) else { return Ok(()) };
    match sorted {
        Sorted::Raw(raws) => {
            for (k, r) in raws.into_iter().enumerate() {
                // As the reads: the interrupt between blocks (the run then ends with
                // the elements partly written).
                vm.limits.poll_item(k)?;
                let bits = match r {
                    Raw::Number(n) => element::number_bits(td.kind, n),
                    Raw::Big(b) => b,
                };
                vm.ta_write(&td, k, bits);
            }
        }
        Sorted::Values(values) => {
            for (k, v) in values.into_iter().enumerate() {
                vm.typed_array_set_element(target, k as f64, v)?;
            }
        }
    }
    Ok(())
}

fn comparator(vm: &mut Vm, args: &[Value]) -> JsResult<Value> {
    let c = arg(args, 0);
    if !c.is_undefined() && !vm.is_callable(c) {
        return Err(vm.type_error("The comparison function must be either a function or undefined"));
    }
    Ok(c)
}

/// ECMA-262 sec-%typedarray%.prototype.sort
pub(crate) fn sort(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let cmp = comparator(vm, args)?;
    let (o, d, len) = vm.validate_typed_array_write(this)?;
    let sorted = sort_elements(vm, o, &d, len, cmp)?;
    write_sorted(vm, o, sorted)?;
    Ok(Value::object(o))
}

/// ECMA-262 sec-%typedarray%.prototype.tosorted
pub(crate) fn to_sorted(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let cmp = comparator(vm, args)?;
    let (o, d, len) = vm.validate_typed_array(this)?;
    let a = vm.typed_array_create_same_type(o, len)?;
    // The comparator may collect: the new array is only in this local.
    let mark = root_for_callbacks(vm, &[Value::object(a)]);
    let sorted = sort_elements(vm, o, &d, len, cmp);
    vm.temps.truncate(mark);
    write_sorted(vm, a, sorted?)?;
    Ok(Value::object(a))
}

/// ECMA-262 sec-%typedarray%.prototype.subarray
pub(crate) fn subarray(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let (o, d) = this_ta_unchecked(vm, this)?;
    let src_len = vm.ta_length_of(&d).unwrap_or(0);
    let start = relative_index(vm, arg(args, 0), src_len, 0)?;
    let size = d.kind.size();
    let begin = Value::from_usize(d.byte_offset + start * size);
    let end_arg = arg(args, 1);
    let buffer = Value::object(d.buffer);
    let a = if d.length == AUTO && end_arg.is_undefined() {
        vm.typed_array_species_create(o, &[buffer, begin])?
    } else {
        let end = relative_index(vm, end_arg, src_len, src_len)?;
        let n = Value::from_usize(end.saturating_sub(start));
        vm.typed_array_species_create(o, &[buffer, begin, n])?
    };
    Ok(Value::object(a))
}

/// ECMA-262 sec-%typedarray%.prototype.tolocalestring (with ECMA-402's `locales` and
/// `options` passed on to each element).
pub(crate) fn to_locale_string(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let (o, _, len) = vm.validate_typed_array(this)?;
    // An index below `len` fits usize: `len` came from one.
    let s = join_locale(vm, len as u64, args, |vm, k| vm.ta_get_index(o, k as usize))?;
    Ok(Value::string(s))
}

/// ECMA-262 sec-%typedarray%.prototype.toreversed
pub(crate) fn to_reversed(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let (o, _, len) = vm.validate_typed_array(this)?;
    let a = vm.typed_array_create_same_type(o, len)?;
    for k in 0..len {
        let v = vm.ta_get_index(o, len - 1 - k)?;
        vm.typed_array_set_element(a, k as f64, v)?;
    }
    Ok(Value::object(a))
}

/// ECMA-262 sec-%typedarray%.prototype.with
pub(crate) fn with(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let (o, d, len) = vm.validate_typed_array(this)?;
    // + 0.0: ToIntegerOrInfinity(-0.5) is 0, not -0.
    let rel = vm.to_integer_or_infinity(arg(args, 0))? + 0.0;
    let actual = if rel >= 0.0 { rel } else { len as f64 + rel };
    let value = arg(args, 1);
    let bits = vm.to_element_bits(d.kind, value)?;
    let Some(actual) = vm.valid_integer_index(&d, actual) else {
        return Err(vm.range_error("Invalid typed array index"));
    };
    let a = vm.typed_array_create_same_type(o, len)?;
    let Some(ad) = vm.ta_data(a) else { return Ok(Value::object(a)) };
    for k in 0..len {
        if k == actual {
            vm.ta_write(&ad, k, bits);
        } else {
            let v = vm.ta_get_index(o, k)?;
            vm.typed_array_set_element(a, k as f64, v)?;
        }
    }
    Ok(Value::object(a))
}

/// ECMA-262 sec-math.f16round
pub(crate) fn f16round(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let n = vm.to_number(arg(args, 0))?;
    Ok(Value::number(element::f16_to_f64(element::f64_to_f16_bits(n))))
}

/// Installs %TypedArray%, its prototype, the concrete constructors and Math.f16round.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let op = Some(vm.realm.object_prototype);
    let proto = vm.alloc_object(ObjectKind::Ordinary, op)?;
    vm.realm.typed_array_prototype = proto;
    // %TypedArray% is not a global: made by hand rather than install_constructor.
    let ctor = vm.make_native(NativeId::TypedArray, None, Box::new([]))?;
    vm.realm.typed_array_constructor = ctor;
    vm.define_builtin(ctor, PropertyKey::Atom(names::PROTOTYPE), Value::object(proto), 0)?;
    vm.define_builtin(
        proto,
        PropertyKey::Atom(names::CONSTRUCTOR),
        Value::object(ctor),
        attrs::HIDDEN,
    )?;
    vm.install(ctor, NativeId::TypedArrayFrom)?;
    vm.install(ctor, NativeId::TypedArrayOf)?;
    install_species(vm, ctor)?;
    getter(vm, proto, "buffer", NativeId::TypedArrayProtoBuffer)?;
    getter(vm, proto, "byteLength", NativeId::TypedArrayProtoByteLength)?;
    getter(vm, proto, "byteOffset", NativeId::TypedArrayProtoByteOffset)?;
    getter(vm, proto, "length", NativeId::TypedArrayProtoLength)?;
    let tag = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    vm.install_getter(proto, tag, NativeId::TypedArrayProtoToStringTag, None)?;
    for id in [
        NativeId::TypedArrayProtoAt,
        NativeId::TypedArrayProtoCopyWithin,
        NativeId::TypedArrayProtoEntries,
        NativeId::TypedArrayProtoEvery,
        NativeId::TypedArrayProtoFill,
        NativeId::TypedArrayProtoFilter,
        NativeId::TypedArrayProtoFind,
        NativeId::TypedArrayProtoFindIndex,
        NativeId::TypedArrayProtoFindLast,
        NativeId::TypedArrayProtoFindLastIndex,
        NativeId::TypedArrayProtoForEach,
        NativeId::TypedArrayProtoIncludes,
        NativeId::TypedArrayProtoIndexOf,
        NativeId::TypedArrayProtoJoin,
        NativeId::TypedArrayProtoKeys,
        NativeId::TypedArrayProtoLastIndexOf,
        NativeId::TypedArrayProtoMap,
        NativeId::TypedArrayProtoReduce,
        NativeId::TypedArrayProtoReduceRight,
        NativeId::TypedArrayProtoReverse,
        NativeId::TypedArrayProtoSet,
        NativeId::TypedArrayProtoSlice,
        NativeId::TypedArrayProtoSome,
        NativeId::TypedArrayProtoSort,
        NativeId::TypedArrayProtoSubarray,
        NativeId::TypedArrayProtoToLocaleString,
        NativeId::TypedArrayProtoToReversed,
        NativeId::TypedArrayProtoToSorted,
        NativeId::TypedArrayProtoWith,
    ] {
        vm.install(proto, id)?;
    }
    let values = vm.install(proto, NativeId::TypedArrayProtoValues)?;
    let iter = PropertyKey::Symbol(vm.realm.symbols.iterator);
    vm.define_builtin(proto, iter, Value::object(values), attrs::HIDDEN)?;
    // %TypedArray%.prototype.toString is the same function as Array.prototype.toString.
    let ap = vm.realm.array_prototype;
    let to_string = vm.get(ap, PropertyKey::Atom(names::TO_STRING), Value::object(ap))?;
    vm.define_builtin(proto, PropertyKey::Atom(names::TO_STRING), to_string, attrs::HIDDEN)?;

    let global = vm.realm.global;
    for kind in ElementKind::ALL {
        let p = vm.alloc_object(ObjectKind::Ordinary, Some(proto))?;
        let data: Box<[Value]> = Box::new([Value::int(kind as i32)]);
        let c = vm.make_native(NativeId::TypedArrayConcrete, Some(kind.name()), data)?;
        vm.heap.get_mut(c).proto = Some(ctor);
        vm.define_builtin(c, PropertyKey::Atom(names::PROTOTYPE), Value::object(p), 0)?;
        vm.define_builtin(
            p,
            PropertyKey::Atom(names::CONSTRUCTOR),
            Value::object(c),
            attrs::HIDDEN,
        )?;
        let size = Value::from_usize(kind.size());
        vm.define_value(c, "BYTES_PER_ELEMENT", size, 0)?;
        vm.define_value(p, "BYTES_PER_ELEMENT", size, 0)?;
        vm.define_value(global, kind.name(), Value::object(c), attrs::HIDDEN)?;
        vm.set_ta_intrinsics(kind, p, c);
    }

    super::base64::init(vm)?;
    // Math.f16round (sec-math.f16round) lives with the binary16 conversion.
    let math_key = vm.key("Math")?;
    let math = vm.get(global, math_key, Value::object(global))?;
    if let Some(m) = math.as_object() {
        vm.install(m, NativeId::MathF16round)?;
    }
    Ok(())
}
