//! The methods of Array.prototype (ECMA-262 sec-properties-of-the-array-prototype-object),
//! but for sorting (sort.rs), flattening (flatten.rs), the change-by-copy methods
//! (change_by_copy.rs) and the iterator methods (iterator.rs).

use cairn_gc::Handle;

use crate::builtins::{NativeCx, NativeId, arg};
use crate::names;
use crate::object::{JsObject, ObjectKind, attrs};
use crate::ops::array::{filter_result, reduce_start};
use crate::ops::object::delete_index_or_throw;
use crate::string::{JsString, PropertyKey, Str, TextBuilder};
use crate::value::Value;
use crate::value::number::{int_digits, number_to_string};
use crate::vm::{JsResult, Throw, Vm};

/// A relative index (negative counts from the end) clamped into 0..=len.
pub(crate) fn relative(rel: f64, len: u64) -> u64 {
    if rel < 0.0 { (len as f64 + rel).max(0.0) as u64 } else { rel.min(len as f64) as u64 }
}

/// The callback argument, or a TypeError naming the method.
pub(crate) fn callback(vm: &mut Vm, args: &[Value], what: &str) -> JsResult<Value> {
    let f = arg(args, 0);
    if !vm.is_callable(f) {
        return Err(vm.type_error(&format!("{what}: callback is not a function")));
    }
    Ok(f)
}

/// ECMA-262 sec-array.prototype.push
pub(crate) fn push(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    // A plain array whose prototypes hold no index: the Sets are appends.
    if let Some(a) = this.as_object()
        && vm.appends_skip_prototypes(a)
        && match args {
            [v] => vm.array_push_fast(a, *v),
            _ => vm.array_push_all_fast(a, args)?,
        }
    {
        return Ok(Value::from_u32(vm.array_length(a).unwrap_or(0)));
    }
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    if len + args.len() as u64 > 9007199254740991 {
        return Err(vm.type_error("Pushing past the maximum array length"));
    }
    for (i, &v) in args.iter().enumerate() {
        vm.set_index(o, len + i as u64, v)?;
    }
    let new_len = len + args.len() as u64;
    vm.set_length(o, new_len)?;
    Ok(Value::number(new_len as f64))
}

/// ECMA-262 sec-array.prototype.pop
pub(crate) fn pop(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    // Fast path: a dense array with writable length.
    let obj = vm.heap.get_mut(o);
    if let ObjectKind::Array { length, length_writable: true } = &mut obj.kind
        && obj.elements.len() == *length as usize
        && *length > 0
        && obj.elements.last().is_some_and(|v| !v.is_hole())
    {
        *length -= 1;
        return Ok(obj.elements.pop().unwrap_or_default());
    }
    let len = vm.length_of_array_like(o)?;
    if len == 0 {
        vm.set_length(o, 0)?;
        return Ok(Value::UNDEFINED);
    }
    let v = vm.get_index(o, len - 1)?;
    delete_index_or_throw(vm, o, len - 1)?;
    vm.set_length(o, len - 1)?;
    Ok(v)
}

/// ECMA-262 sec-array.prototype.shift
pub(crate) fn shift(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    // Fast path, O(1) amortized: the elements move down by dropping the first one
    // (`Elements::pop_front`). Holes move down as the absent properties they are when
    // nothing on the prototype chain is indexed (steps 6-7 then delete where a hole
    // lands); extensibility is needed for a value that lands on a hole.
    if vm.heap.get(o).extensible && vm.holes_are_absent(o) {
        let obj = vm.heap.get_mut(o);
        if let ObjectKind::Array { length, length_writable: true } = &mut obj.kind
            && obj.elements.len() == *length as usize
        {
            if *length == 0 {
                return Ok(Value::UNDEFINED);
            }
            *length -= 1;
            let first = obj.elements.pop_front().unwrap_or(Value::HOLE);
            return Ok(if first.is_hole() { Value::UNDEFINED } else { first });
        }
    }
    let len = vm.length_of_array_like(o)?;
    if len == 0 {
        vm.set_length(o, 0)?;
        return Ok(Value::UNDEFINED);
    }
    let first = vm.get_index(o, 0)?;
    for k in 1..len {
        // Present elements are read without `index_key`'s charge (set_index pays).
        if vm.has_index(o, k)? {
            let v = vm.get_index(o, k)?;
            vm.set_index(o, k - 1, v)?;
        } else {
            delete_index_or_throw(vm, o, k - 1)?;
        }
    }
    delete_index_or_throw(vm, o, len - 1)?;
    vm.set_length(o, len - 1)?;
    Ok(first)
}

/// ECMA-262 sec-array.prototype.unshift
pub(crate) fn unshift(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    // Fast path, O(len(args)) amortized: the arguments go into the room in front of
    // the elements (`Elements::prepend`); holes move up as absent properties, as in
    // `shift`. The length must stay an array length.
    if !args.is_empty() && vm.heap.get(o).extensible && vm.holes_are_absent(o) {
        let fits = match vm.heap.get(o).kind {
            ObjectKind::Array { length, length_writable: true } => {
                vm.heap.get(o).elements.len() == length as usize
                    && u64::from(length) + args.len() as u64 <= u64::from(u32::MAX - 1)
            }
            _ => false,
        };
        if fits {
            let length = vm.heap.update(o, |obj| {
                obj.elements.prepend(args);
                match &mut obj.kind {
                    ObjectKind::Array { length, .. } => {
                        *length += args.len() as u32;
                        *length
                    }
                    _ => 0,
                }
            })?;
            return Ok(Value::number(f64::from(length)));
        }
    }
    let len = vm.length_of_array_like(o)?;
    let n = args.len() as u64;
    if n > 0 {
        if len + n > 9_007_199_254_740_991 {
            return Err(vm.type_error("Array.prototype.unshift: length exceeds 2^53 - 1"));
        }
        let mut k = len;
        while k > 0 {
            if vm.has_index(o, k - 1)? {
                let v = vm.get_index(o, k - 1)?;
                vm.set_index(o, k - 1 + n, v)?;
            } else {
                delete_index_or_throw(vm, o, k - 1 + n)?;
            }
            k -= 1;
        }
        for (j, &v) in args.iter().enumerate() {
            vm.set_index(o, j as u64, v)?;
        }
    }
    vm.set_length(o, len + n)?;
    Ok(Value::number((len + n) as f64))
}

/// How many arrays `join` goes into through [`nested_array_text`] at once (the length
/// of `Vm::join_stack`): each level takes a join's native frames, about what a level of
/// a JSON walk takes, so the bound is the walks' shared one. Past it, a RangeError as
/// for a deep recursion.
const MAX_JOIN_DEPTH: usize = crate::limits::MAX_WALK_DEPTH as usize;

/// ECMA-262 sec-array.prototype.join
pub(crate) fn join(vm: &mut Vm, this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let sep = if arg(args, 0).is_undefined() { None } else { Some(vm.to_string(arg(args, 0))?) };
    // The separator is copied: a getter of an element may collect, and `sep` is rooted
    // nowhere.
    let mut sep_text = TextBuilder::default();
    sep_text.push_str(match sep {
        Some(s) => vm.flat(s),
        None => Str::Latin1(b","),
    });
    if vm.join_stack_contains(o) {
        return Ok(vm.atom_value(names::EMPTY));
    }
    vm.temps.push(Value::object(o));
    vm.join_stack.push(o);
    let result = (|| -> JsResult<Handle<JsString>> {
        let mut out = TextBuilder::default();
        // The buffer stays within the string length limit and the heap's room, and a
        // long join polls the interrupt flag (lengths go up to 2^53 - 1).
        let mut room = vm.string_room_units();
        for i in 0..len {
            if out.len() >= room {
                vm.check_string_room(out.len())?;
                room = vm.string_room_units();
            }
            if i % 256 == 0 {
                let chunk = (len - i).min(256);
                vm.limits
                    .charge(chunk * crate::limits::JOIN_ELEMENT_FUEL)
                    .map_err(crate::vm::Throw::Terminate)?;
            }
            if i > 0 {
                out.push_str(sep_text.as_str());
            }
            let e = vm.get_index(o, i)?;
            // Numbers are written straight into the text (ToString of a number makes
            // no string of its own here).
            if let Some(n) = e.as_int() {
                let mut buf = [0u8; 11];
                out.push_str(Str::Latin1(int_digits(n, &mut buf)));
            } else if let Some(n) = e.as_number() {
                out.push_str(Str::Latin1(number_to_string(n).as_bytes()));
            } else if !e.is_nullish() {
                let s = match nested_array_text(vm, e, cx)? {
                    Some(s) => s,
                    None => vm.to_string(e)?,
                };
                out.push_str(vm.flat(s));
            }
        }
        Ok(vm.heap.alloc(out.into_string())?)
    })();
    vm.join_stack.pop();
    vm.temps.pop();
    Ok(Value::string(result?))
}

/// ToString of `e` when it is an array that the intrinsic `toString` and `join` turn
/// into text (`String([[1, [2]], 3])` meets one at each level): the nested join runs
/// here, not through two native calls, each of which counts a level of native re-entry
/// (through them `String()` gave up past 128 levels natively and 32 in the wasm module;
/// node joins thousands). `None` when the property reads that ToPrimitive and
/// Array.prototype.toString make could show a difference: any of them would meet a
/// proxy, a module namespace or an accessor, `Symbol.toPrimitive` is there, or
/// `toString` or `join` is not the intrinsic. Then the caller takes the general path,
/// having read nothing.
fn nested_array_text(vm: &mut Vm, e: Value, cx: NativeCx) -> JsResult<Option<Handle<JsString>>> {
    let Some(o) = e.as_object() else { return Ok(None) };
    if !matches!(vm.heap.get(o).kind, ObjectKind::Array { .. }) {
        return Ok(None);
    }
    let to_primitive = PropertyKey::Symbol(vm.realm.symbols.to_primitive);
    let intrinsic = |vm: &Vm, v: Value, id: NativeId| {
        v.as_object().is_some_and(|f| {
            matches!(vm.heap.get(f).kind, ObjectKind::Native { id: raw, .. } if raw == id.raw())
        })
    };
    let found = (
        plain_lookup(vm, o, to_primitive),
        plain_lookup(vm, o, PropertyKey::Atom(names::TO_STRING)),
        plain_lookup(vm, o, PropertyKey::Atom(names::JOIN)),
    );
    let (Some(primitive), Some(Some(to_string)), Some(Some(join_fn))) = found else {
        return Ok(None);
    };
    // GetMethod takes an undefined @@toPrimitive as absent.
    if primitive.is_some_and(|f| !f.is_undefined())
        || !intrinsic(vm, to_string, NativeId::ArrayProtoToString)
        || !intrinsic(vm, join_fn, NativeId::ArrayProtoJoin)
    {
        return Ok(None);
    }
    if vm.join_stack.len() >= MAX_JOIN_DEPTH {
        return Err(vm.range_error("Maximum call stack size exceeded"));
    }
    let text = join(vm, e, &[], cx)?;
    Ok(text.as_string())
}

/// What a [[Get]] of `key` on `o` would find along the prototype chain, read without
/// running anything: `Some(Some(value))` for a data property, `Some(None)` when no
/// object has the key, `None` when the read could run code or differ from this walk (an
/// accessor, a proxy or a module namespace on the way).
fn plain_lookup(vm: &Vm, o: Handle<JsObject>, key: PropertyKey) -> Option<Option<Value>> {
    let mut holder = Some(o);
    while let Some(h) = holder {
        let obj = vm.heap.get(h);
        if matches!(obj.kind, ObjectKind::Proxy { .. } | ObjectKind::ModuleNamespace(_)) {
            return None;
        }
        if let Some((loc, a)) = vm.find_own(h, key) {
            if a & attrs::ACCESSOR != 0 {
                return None;
            }
            return Some(Some(vm.read_loc(h, loc)));
        }
        holder = obj.proto;
    }
    Some(None)
}

/// ECMA-262 sec-array.prototype.tolocalestring (separator ","; a cycle joins as "", as
/// `join` does), with ECMA-402's `locales` and `options` passed on to each element.
pub(crate) fn to_locale_string(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    if vm.join_stack_contains(o) {
        return Ok(vm.atom_value(names::EMPTY));
    }
    vm.temps.push(Value::object(o));
    vm.join_stack.push(o);
    let result = join_locale(vm, len, args, |vm, i| vm.get_index(o, i));
    vm.join_stack.pop();
    vm.temps.pop();
    Ok(Value::string(result?))
}

/// The loop that Array and %TypedArray% `toLocaleString` share: the `len` elements that
/// `get` reads, each but null and undefined turned to a string by
/// Invoke(element, "toLocaleString"), joined with ",". With the `intl` feature the
/// call passes the method's `locales` and `options` (ECMA-402
/// sec-array.prototype.tolocalestring); without it, nothing (ECMA-262).
pub(crate) fn join_locale(
    vm: &mut Vm,
    len: u64,
    args: &[Value],
    mut get: impl FnMut(&mut Vm, u64) -> JsResult<Value>,
) -> JsResult<Handle<JsString>> {
    #[cfg(feature = "intl")]
    let pass = [crate::builtins::arg(args, 0), crate::builtins::arg(args, 1)];
    #[cfg(feature = "intl")]
    let pass: &[Value] = &pass;
    #[cfg(not(feature = "intl"))]
    let pass: &[Value] = {
        let _ = args;
        &[]
    };
    let key = vm.key("toLocaleString")?;
    let mut out: Vec<u16> = Vec::new();
    for i in 0..len {
        vm.check_string_room(out.len())?;
        if i % 1024 == 1023 {
            vm.limits.tick().map_err(crate::vm::Throw::Terminate)?;
        }
        if i > 0 {
            out.push(b',' as u16);
        }
        let e = get(vm, i)?;
        if !e.is_nullish() {
            let f = vm.get_v(e, key)?;
            if !vm.is_callable(f) {
                return Err(vm.type_error("toLocaleString is not a function"));
            }
            let r = vm.call(f, e, pass)?;
            let s = vm.to_string(r)?;
            vm.flat(s).push_to(&mut out);
        }
    }
    vm.alloc_units(out)
}

/// ECMA-262 sec-array.prototype.tostring
pub(crate) fn to_string(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let f = vm.get(o, PropertyKey::Atom(names::JOIN), Value::object(o))?;
    if vm.is_callable(f) {
        return vm.call(f, Value::object(o), &[]);
    }
    crate::builtins::object::to_string(vm, Value::object(o), &[], cx)
}

/// ECMA-262 sec-array.prototype.indexof
pub(crate) fn index_of(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    if len == 0 {
        return Ok(Value::int(-1));
    }
    let n = vm.to_integer_or_infinity(arg(args, 1))?;
    if n >= len as f64 {
        return Ok(Value::int(-1));
    }
    let start = relative(n, len);
    let target = arg(args, 0);
    if let Some(found) = scan_elements(vm, o, target, start, len, Search::IndexOf)? {
        return Ok(found.map_or(Value::int(-1), |i| Value::number(i as f64)));
    }
    for i in start..len {
        // A present element is read without `index_key`'s charge.
        vm.limits.charge(crate::limits::ELEMENT_VISIT_FUEL).map_err(crate::vm::Throw::Terminate)?;
        if vm.has_index(o, i)? {
            let v = vm.get_index(o, i)?;
            if vm.strict_equals(v, target) {
                return Ok(Value::number(i as f64));
            }
        }
    }
    Ok(Value::int(-1))
}

/// Which comparison an element scan makes.
#[derive(Clone, Copy, PartialEq)]
enum Search {
    /// `indexOf`: IsStrictlyEqual, and holes are skipped.
    IndexOf,
    /// `includes`: SameValueZero, and a hole reads as undefined.
    Includes,
}

/// `indexOf` or `includes` of `target` over `start..len` of an Array or ordinary object
/// `o` read straight from its elements, when every index outside them is absent on `o`
/// and its prototype chain (no getters can run, and a hole is nothing). `None` when
/// that does not hold and the generic loop must run; else the index found, if any.
/// The pass is paid for the elements it went over (see `DENSE_ELEMENTS_PER_FUEL`).
fn scan_elements(
    vm: &mut Vm,
    o: Handle<JsObject>,
    target: Value,
    start: u64,
    len: u64,
    search: Search,
) -> JsResult<Option<Option<u64>>> {
    let obj = vm.heap.get(o);
    // Indices from 2^32 - 1 up are string keys, which `holes_are_absent` does not see.
    if !matches!(obj.kind, ObjectKind::Array { .. } | ObjectKind::Ordinary)
        || len > u64::from(u32::MAX)
        || !vm.holes_are_absent(o)
    {
        return Ok(None);
    }
    let stop = (obj.elements.len() as u64).min(len);
    let (from, to) = (start as usize, stop as usize);
    let by_content = target.as_string().is_some() || target.as_bigint().is_some();
    let hit = if by_content {
        // Compared by content, one element at a time.
        (from..to).find(|&i| {
            let v = vm.heap.get(o).elements[i];
            !v.is_hole() && vm.strict_equals(v, target)
        })
    } else {
        /// What an element must be.
        enum Want {
            Number(f64),
            /// NaN, which equals itself only for SameValueZero.
            NaN,
            /// Undefined, which a hole reads as for `includes`.
            Undefined,
            /// The same bits: objects, symbols, booleans, null and undefined.
            Same,
        }
        let want = match (target.as_number(), search) {
            (Some(t), Search::Includes) if t.is_nan() => Want::NaN,
            (Some(t), _) => Want::Number(t),
            (None, Search::Includes) if target.is_undefined() => Want::Undefined,
            (None, _) => Want::Same,
        };
        let elements = &vm.heap.get(o).elements[from.min(to)..to];
        let at = elements.iter().position(|&v| match want {
            Want::Number(t) => v.as_number() == Some(t),
            Want::NaN => v.as_number().is_some_and(f64::is_nan),
            Want::Undefined => v.is_undefined() || v.is_hole(),
            Want::Same => v == target,
        });
        at.map(|k| from + k)
    };
    // Paid for the elements gone over, after the pass (a hit near the start pays
    // little): content comparisons as a generic loop's visit, the others by bits.
    let scanned = hit.map_or(to, |i| i + 1).saturating_sub(from);
    if by_content {
        vm.limits
            .charge((scanned as u64).saturating_mul(crate::limits::ELEMENT_VISIT_FUEL))
            .map_err(crate::vm::Throw::Terminate)?;
    } else {
        vm.limits.charge_pass(scanned, crate::limits::DENSE_ELEMENTS_PER_FUEL)?;
    }
    if let Some(i) = hit {
        return Ok(Some(Some(i as u64)));
    }
    // Past the elements, up to the length, every index is absent: undefined to Get.
    Ok(Some(
        (search == Search::Includes && target.is_undefined() && stop.max(start) < len)
            .then_some(stop.max(start)),
    ))
}

/// ECMA-262 sec-array.prototype.lastindexof
pub(crate) fn last_index_of(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    if len == 0 {
        return Ok(Value::int(-1));
    }
    let n = if args.len() > 1 { vm.to_integer_or_infinity(args[1])? } else { len as f64 - 1.0 };
    let start = if n >= 0.0 { n.min(len as f64 - 1.0) } else { len as f64 + n };
    if start < 0.0 {
        return Ok(Value::int(-1));
    }
    let target = arg(args, 0);
    let mut i = start as u64 + 1;
    while i > 0 {
        i -= 1;
        // A present element is read without `index_key`'s charge.
        vm.limits.charge(crate::limits::ELEMENT_VISIT_FUEL).map_err(crate::vm::Throw::Terminate)?;
        if vm.has_index(o, i)? {
            let v = vm.get_index(o, i)?;
            if vm.strict_equals(v, target) {
                return Ok(Value::number(i as f64));
            }
        }
    }
    Ok(Value::int(-1))
}

/// ECMA-262 sec-array.prototype.includes
pub(crate) fn includes(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    if len == 0 {
        return Ok(Value::FALSE);
    }
    let n = vm.to_integer_or_infinity(arg(args, 1))?;
    let start = relative(n, len);
    let target = arg(args, 0);
    if let Some(found) = scan_elements(vm, o, target, start, len, Search::Includes)? {
        return Ok(Value::bool(found.is_some()));
    }
    for i in start..len {
        // A present element is read without `index_key`'s charge.
        vm.limits.charge(crate::limits::ELEMENT_VISIT_FUEL).map_err(crate::vm::Throw::Terminate)?;
        let v = vm.get_index(o, i)?;
        if vm.same_value_zero(v, target) {
            return Ok(Value::TRUE);
        }
    }
    Ok(Value::FALSE)
}

/// ECMA-262 sec-array.prototype.slice
pub(crate) fn slice(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let start = relative(vm.to_integer_or_infinity(arg(args, 0))?, len);
    let end = if arg(args, 1).is_undefined() {
        len
    } else {
        relative(vm.to_integer_or_infinity(arg(args, 1))?, len)
    };
    let count = end.saturating_sub(start);
    let species = vm.array_species_constructor(o)?;
    if species.is_none() && vm.is_dense_array(o) {
        let items = vm.heap.get(o).elements[start as usize..(start + count) as usize].to_vec();
        return Ok(Value::object(vm.array_from_list(&items)?));
    }
    // The species constructor read above, not read again.
    let a = match species {
        None if count > u64::from(u32::MAX) => {
            return Err(vm.range_error("Invalid array length"));
        }
        None => vm.array_create(count as u32)?,
        Some(c) => {
            let a = vm.construct(c, &[Value::number(count as f64)], c)?;
            a.as_object()
                .ok_or_else(|| vm.type_error("The species constructor did not return an object"))?
        }
    };
    let mut n = 0u64;
    for k in start..end {
        if vm.has_index(o, k)? {
            let v = vm.get_index(o, k)?;
            let key = vm.index_key(n)?;
            vm.create_data_property_or_throw(a, key, v)?;
        }
        n += 1;
    }
    vm.set_length(a, n)?;
    Ok(Value::object(a))
}

/// ECMA-262 sec-array.prototype.splice
pub(crate) fn splice(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let start = relative(vm.to_integer_or_infinity(arg(args, 0))?, len);
    let delete_count = match args.len() {
        0 => 0,
        1 => len - start,
        _ => (vm.to_integer_or_infinity(args[1])?.max(0.0) as u64).min(len - start),
    };
    let items: Vec<Value> = args.iter().skip(2).copied().collect();
    if len + items.len() as u64 - delete_count > 9_007_199_254_740_991 {
        return Err(vm.type_error("Array.prototype.splice: length exceeds 2^53 - 1"));
    }
    let removed = vm.array_species_create(o, delete_count)?;
    for k in 0..delete_count {
        if vm.has_index(o, start + k)? {
            let v = vm.get_index(o, start + k)?;
            vm.create_data_property_or_throw(removed, PropertyKey::Index(k as u32), v)?;
        }
    }
    vm.set_length(removed, delete_count)?;
    let item_count = items.len() as u64;
    if item_count < delete_count {
        for k in start..len - delete_count {
            let from = k + delete_count;
            let to = k + item_count;
            if vm.has_index(o, from)? {
                let v = vm.get_index(o, from)?;
                vm.set_index(o, to, v)?;
            } else {
                delete_index_or_throw(vm, o, to)?;
            }
        }
        let mut k = len;
        while k > len - delete_count + item_count {
            delete_index_or_throw(vm, o, k - 1)?;
            k -= 1;
        }
    } else if item_count > delete_count {
        let mut k = len - delete_count;
        while k > start {
            let from = k + delete_count - 1;
            let to = k + item_count - 1;
            if vm.has_index(o, from)? {
                let v = vm.get_index(o, from)?;
                vm.set_index(o, to, v)?;
            } else {
                delete_index_or_throw(vm, o, to)?;
            }
            k -= 1;
        }
    }
    for (i, &v) in items.iter().enumerate() {
        vm.set_index(o, start + i as u64, v)?;
    }
    vm.set_length(o, len - delete_count + item_count)?;
    Ok(Value::object(removed))
}

/// ECMA-262 sec-array.prototype.concat
pub(crate) fn concat(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let a = vm.array_species_create(o, 0)?;
    let mut n: u64 = 0;
    let spreadable = PropertyKey::Symbol(vm.realm.symbols.is_concat_spreadable);
    let items: Vec<Value> =
        core::iter::once(Value::object(o)).chain(args.iter().copied()).collect();
    for e in items {
        let spread = match e.as_object() {
            Some(eo) => {
                let s = vm.get(eo, spreadable, e)?;
                if s.is_undefined() { vm.is_array_through_proxies(e)? } else { vm.to_boolean(s) }
            }
            None => false,
        };
        if let (true, Some(eo)) = (spread, e.as_object()) {
            let len = vm.length_of_array_like(eo)?;
            if n + len > 9_007_199_254_740_991 {
                return Err(vm.type_error("Array.prototype.concat: length exceeds 2^53 - 1"));
            }
            for k in 0..len {
                // A sparse array-like may have a huge length: stay stoppable by fuel
                // and the interrupt flag.
                vm.limits.tick().map_err(crate::vm::Throw::Terminate)?;
                if vm.has_index(eo, k)? {
                    let v = vm.get_index(eo, k)?;
                    let key = vm.index_key(n)?;
                    vm.create_data_property_or_throw(a, key, v)?;
                }
                n += 1;
            }
        } else {
            if n >= 9_007_199_254_740_991 {
                return Err(vm.type_error("Array.prototype.concat: length exceeds 2^53 - 1"));
            }
            let key = vm.index_key(n)?;
            vm.create_data_property_or_throw(a, key, e)?;
            n += 1;
        }
    }
    vm.set_length(a, n)?;
    Ok(Value::object(a))
}

/// Shared loop of the iteration methods: calls `f(value, index)` for present indices.
pub(crate) fn each(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    what: &str,
    mut visit: impl FnMut(&mut Vm, Value, u64, Value) -> JsResult<bool>,
) -> JsResult<()> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let f = callback(vm, args, what)?;
    let this_arg = arg(args, 1);
    let mark = root_for_callbacks(vm, &[Value::object(o), f, this_arg]);
    let r = (|| {
        for k in 0..len {
            if vm.has_index(o, k)? {
                let v = vm.get_index(o, k)?;
                let args = [v, Value::number(k as f64), Value::object(o)];
                let r = vm.call_rooted(f, this_arg, &args, Value::UNDEFINED)?;
                if !visit(vm, v, k, r)? {
                    break;
                }
            }
        }
        Ok(())
    })();
    vm.temps.truncate(mark);
    r
}

/// Roots `values` in `Vm::temps` (returning the mark to truncate back to) so that the
/// callbacks of an iteration method can be called with `call_rooted`: collections then
/// run inside the callbacks, so that a long `forEach` or `map` frees the garbage its
/// iterations leave (under `Vm::call` nothing is collected until the method returns).
/// Everything the method keeps in Rust locals across a callback must be rooted here,
/// or be an argument of that call (rooted for its duration).
pub(crate) fn root_for_callbacks(vm: &mut Vm, values: &[Value]) -> usize {
    let mark = vm.temps.len();
    vm.temps.extend_from_slice(values);
    mark
}

/// ECMA-262 sec-array.prototype.map
pub(crate) fn map(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let f = callback(vm, args, "Array.prototype.map")?;
    let this_arg = arg(args, 1);
    // ArraySpeciesCreate(O, len): the result has its length from the start; nothing
    // sets it afterwards (a species constructor would observe that).
    let a = vm.array_species_create(o, len)?;
    let mark = root_for_callbacks(vm, &[Value::object(a), Value::object(o), f, this_arg]);
    let mut fill = || -> JsResult<()> {
        for k in 0..len {
            if vm.has_index(o, k)? {
                let v = vm.get_index(o, k)?;
                let args = [v, Value::number(k as f64), Value::object(o)];
                let r = vm.call_rooted(f, this_arg, &args, Value::UNDEFINED)?;
                // `r` is only in this local until it is stored: no collection can run
                // before (index_key and CreateDataProperty call JS only under the
                // barrier).
                if !vm.array_define_next_element(a, k, r)? {
                    let key = vm.index_key(k)?;
                    vm.create_data_property_or_throw(a, key, r)?;
                }
            }
        }
        Ok(())
    };
    let r = fill();
    vm.temps.truncate(mark);
    r?;
    Ok(Value::object(a))
}

/// ECMA-262 sec-array.prototype.filter
pub(crate) fn filter(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let f = callback(vm, args, "Array.prototype.filter")?;
    let this_arg = arg(args, 1);
    let (a, species) = filter_result(vm, o)?;
    // The kept values wait in `temps` (above the rooted inputs) until the result is
    // made: collections run inside the callbacks.
    let mark = root_for_callbacks(vm, &[Value::object(a), Value::object(o), f, this_arg]);
    let kept_from = vm.temps.len();
    let r = (|| -> JsResult<()> {
        let mut to = 0u64;
        for k in 0..len {
            if vm.has_index(o, k)? {
                let v = vm.get_index(o, k)?;
                let args = [v, Value::number(k as f64), Value::object(o)];
                let r = vm.call_rooted(f, this_arg, &args, Value::UNDEFINED)?;
                if vm.to_boolean(r) {
                    if species {
                        let key = vm.index_key(to)?;
                        vm.create_data_property_or_throw(a, key, v)?;
                        to += 1;
                    } else {
                        vm.temps.push(v);
                    }
                }
            }
        }
        Ok(())
    })();
    let out = vm.temps.split_off(kept_from);
    vm.temps.truncate(mark);
    r?;
    if !species {
        let len = out.len() as u32;
        vm.set_elements(a, out)?;
        if let ObjectKind::Array { length, .. } = &mut vm.heap.get_mut(a).kind {
            *length = len;
        }
    }
    Ok(Value::object(a))
}

/// ECMA-262 sec-array.prototype.foreach
pub(crate) fn for_each(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    each(vm, this, args, "Array.prototype.forEach", |_, _, _, _| Ok(true))?;
    Ok(Value::UNDEFINED)
}

/// ECMA-262 sec-array.prototype.some
pub(crate) fn some(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let mut found = false;
    each(vm, this, args, "Array.prototype.some", |vm, _, _, r| {
        found = vm.to_boolean(r);
        Ok(!found)
    })?;
    Ok(Value::bool(found))
}

/// ECMA-262 sec-array.prototype.every
pub(crate) fn every(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let mut all = true;
    each(vm, this, args, "Array.prototype.every", |vm, _, _, r| {
        all = vm.to_boolean(r);
        Ok(all)
    })?;
    Ok(Value::bool(all))
}

/// FindViaPredicate (ECMA-262 sec-findviapredicate), ascending or descending.
pub(crate) fn find_via_predicate(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    want_index: bool,
    descending: bool,
    what: &str,
) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let f = callback(vm, args, what)?;
    let this_arg = arg(args, 1);
    // `v` is an argument of its call and returned right after it.
    let mark = root_for_callbacks(vm, &[Value::object(o), f, this_arg]);
    let r = (|| {
        for step in 0..len {
            let k = if descending { len - 1 - step } else { step };
            let v = vm.get_index(o, k)?;
            let args = [v, Value::number(k as f64), Value::object(o)];
            let r = vm.call_rooted(f, this_arg, &args, Value::UNDEFINED)?;
            if vm.to_boolean(r) {
                return Ok(if want_index { Value::number(k as f64) } else { v });
            }
        }
        Ok(if want_index { Value::int(-1) } else { Value::UNDEFINED })
    })();
    vm.temps.truncate(mark);
    r
}

/// ECMA-262 sec-array.prototype.find
pub(crate) fn find(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    find_via_predicate(vm, this, args, false, false, "Array.prototype.find")
}

/// ECMA-262 sec-array.prototype.findindex
pub(crate) fn find_index(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    find_via_predicate(vm, this, args, true, false, "Array.prototype.findIndex")
}

/// ECMA-262 sec-array.prototype.reduce
pub(crate) fn reduce(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let f = callback(vm, args, "Array.prototype.reduce")?;
    let (mut acc, mut k) = reduce_start(vm, o, len, args.get(1).copied(), false)?;
    // The accumulator is an argument of each callback call (rooted there) and is
    // otherwise held only between calls, where nothing collects.
    let mark = root_for_callbacks(vm, &[Value::object(o), f]);
    let r = (|| {
        while k < len {
            if vm.has_index(o, k)? {
                let v = vm.get_index(o, k)?;
                let args = [acc, v, Value::number(k as f64), Value::object(o)];
                acc = vm.call_rooted(f, Value::UNDEFINED, &args, Value::UNDEFINED)?;
            }
            k += 1;
        }
        Ok(acc)
    })();
    vm.temps.truncate(mark);
    r
}

/// ECMA-262 sec-array.prototype.reverse
pub(crate) fn reverse(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    if vm.is_dense_array(o) {
        let n = vm.heap.get(o).elements.len();
        vm.limits.charge_pass(n, crate::limits::DENSE_ELEMENTS_PER_FUEL)?;
        vm.heap.get_mut(o).elements.reverse();
        return Ok(Value::object(o));
    }
    let len = vm.length_of_array_like(o)?;
    let mut lower = 0;
    while lower < len / 2 {
        // Present elements are read without `index_key`'s charge.
        vm.limits.charge(crate::limits::ELEMENT_VISIT_FUEL).map_err(crate::vm::Throw::Terminate)?;
        let upper = len - 1 - lower;
        // Steps 7.c-h: each HasProperty is followed by its Get.
        let le = vm.has_index(o, lower)?;
        let lv = if le { vm.get_index(o, lower)? } else { Value::UNDEFINED };
        let ue = vm.has_index(o, upper)?;
        let uv = if ue { vm.get_index(o, upper)? } else { Value::UNDEFINED };
        if ue {
            vm.set_index(o, lower, uv)?;
        } else if le {
            delete_index_or_throw(vm, o, lower)?;
        }
        if le {
            vm.set_index(o, upper, lv)?;
        } else if ue {
            delete_index_or_throw(vm, o, upper)?;
        }
        lower += 1;
    }
    Ok(Value::object(o))
}

/// ECMA-262 sec-array.prototype.fill
pub(crate) fn fill(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let start = relative(vm.to_integer_or_infinity(arg(args, 1))?, len);
    let end = if arg(args, 2).is_undefined() {
        len
    } else {
        relative(vm.to_integer_or_infinity(arg(args, 2))?, len)
    };
    if fill_dense(vm, o, arg(args, 0), start, end)? {
        return Ok(Value::object(o));
    }
    for k in start..end {
        vm.set_index(o, k, arg(args, 0))?;
    }
    Ok(Value::object(o))
}

/// Elements a unit of fuel pays for in `fill_dense`.
const FILL_PER_FUEL: u64 = 8;

/// `fill` of `start..end` on an array whose elements hold that range or end within
/// it: the same result as Set on each index, written in place. It applies when `o` is
/// an Array without dictionary storage, the range ends within its length, begins
/// within its elements, and no index of `o` or its prototype chain is anything but a
/// plain element (so a hole's Set finds no setter and defines a data property, which is
/// an element). An append past the elements also needs `o` extensible. Returns false
/// when the generic path must run; charges fuel by the count and the heap for growth.
fn fill_dense(
    vm: &mut Vm,
    o: Handle<JsObject>,
    value: Value,
    start: u64,
    end: u64,
) -> JsResult<bool> {
    let obj = vm.heap.get(o);
    let ObjectKind::Array { length, .. } = obj.kind else { return Ok(false) };
    let have = obj.elements.len() as u64;
    if obj.dict.is_some()
        || start >= end
        || end > u64::from(length)
        || start > have
        || (end > have && !obj.extensible)
        || !vm.holes_are_absent(o)
    {
        return Ok(false);
    }
    vm.limits.charge((end - start) / FILL_PER_FUEL + 1).map_err(Throw::Terminate)?;
    if end > have {
        vm.reserve_elements(o, (end - have) as usize)?;
        vm.heap.update(o, |obj| obj.elements.resize(end as usize, value))?;
    }
    let obj = vm.heap.get_mut(o);
    if let Some(existing) = obj.elements.get_mut(start as usize..end.min(have) as usize) {
        existing.fill(value);
    }
    Ok(true)
}

/// `relative` applied to an argument: ToIntegerOrInfinity, then clamped into 0..=len
/// (negative values count from the end).
pub(crate) fn relative_arg(vm: &mut Vm, v: Value, len: u64) -> JsResult<u64> {
    Ok(relative(vm.to_integer_or_infinity(v)?, len))
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
