//! The set-algebra methods of Set.prototype: union, intersection, difference,
//! symmetricDifference, isSubsetOf, isSupersetOf, isDisjointFrom (ECMA-262
//! sec-set.prototype.union and following). They read the other set through its
//! `size`, `has` and `keys` (a Set Record), so any set-like object works.

use cairn_gc::Handle;

use crate::builtins::{NativeCx, NativeId, arg};
use crate::object::slots::map_table::Cursor;
use crate::object::{JsObject, ObjectKind};
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// A Set Record (ECMA-262 sec-set-records).
struct SetRecord {
    set: Value,
    size: f64,
    has: Value,
    keys: Value,
}

/// ECMA-262 sec-getsetrecord
fn get_set_record(vm: &mut Vm, obj: Value) -> JsResult<SetRecord> {
    let Some(o) = obj.as_object() else {
        return Err(vm.type_error("The argument of a Set method must be a set-like object"));
    };
    let size_key = vm.key("size")?;
    let raw_size = vm.get(o, size_key, obj)?;
    let num_size = vm.to_number(raw_size)?;
    if num_size.is_nan() {
        return Err(vm.type_error("The size of the set-like object is not a number"));
    }
    let size = vm.to_integer_or_infinity(Value::number(num_size))?;
    if size < 0.0 {
        return Err(vm.range_error("The size of the set-like object is negative"));
    }
    let has_key = vm.key("has")?;
    let has = vm.get(o, has_key, obj)?;
    if !vm.is_callable(has) {
        return Err(vm.type_error("The 'has' of the set-like object is not a function"));
    }
    let keys_key = vm.key("keys")?;
    let keys = vm.get(o, keys_key, obj)?;
    if !vm.is_callable(keys) {
        return Err(vm.type_error("The 'keys' of the set-like object is not a function"));
    }
    Ok(SetRecord { set: obj, size, has, keys })
}

/// ECMA-262 sec-getiteratorfromsetrecord (GetKeysIterator): (iterator, next).
fn keys_iterator(vm: &mut Vm, rec: &SetRecord) -> JsResult<(Value, Value)> {
    let it = vm.call(rec.keys, rec.set, &[])?;
    let Some(ith) = it.as_object() else {
        return Err(vm.type_error("The keys() of the set-like object did not return an object"));
    };
    let next_key = vm.key("next")?;
    let next = vm.get(ith, next_key, it)?;
    if !vm.is_callable(next) {
        return Err(vm.type_error("The keys() iterator has no next method"));
    }
    Ok((it, next))
}

/// CanonicalizeKeyedCollectionKey: -0 becomes +0.
fn canonical(v: Value) -> Value {
    if v.as_number() == Some(0.0) { Value::int(0) } else { v }
}

/// The Set receiver of a method, and the other set's record.
fn receiver_and_record(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    what: &str,
) -> JsResult<(Handle<JsObject>, SetRecord)> {
    let o = vm.this_table(this, true, what)?;
    let rec = get_set_record(vm, arg(args, 0))?;
    Ok((o, rec))
}

/// SetDataSize: the live entries.
fn size_of(vm: &Vm, o: Handle<JsObject>) -> f64 {
    vm.table(o).map_or(0, |t| t.size()) as f64
}

/// The first entry of set `o` at or after cursor `at`, and the cursor past it; re-read
/// after each callback, which may add or delete entries.
fn next_entry(vm: &Vm, o: Handle<JsObject>, at: Cursor) -> Option<(Value, Cursor)> {
    vm.table(o).and_then(|t| t.next_from(at)).map(|(k, _, next)| (k, next))
}

/// Visits the entries of set `o` in order, re-reading its data after each visit
/// (callbacks may add or delete entries, as the spec's "thisSize" steps allow), until
/// `visit` returns `Some`; returns that value, or `None` when the entries run out.
fn find_entry<T>(
    vm: &mut Vm,
    o: Handle<JsObject>,
    mut visit: impl FnMut(&mut Vm, Value) -> JsResult<Option<T>>,
) -> JsResult<Option<T>> {
    let mut at = Cursor::default();
    while let Some((e, next)) = next_entry(vm, o, at) {
        at = next;
        if let Some(found) = visit(vm, e)? {
            return Ok(Some(found));
        }
    }
    Ok(None)
}

/// A new Set with a copy of `o`'s data (or empty).
fn new_set(vm: &mut Vm, copy_of: Option<Handle<JsObject>>) -> JsResult<Handle<JsObject>> {
    let table = copy_of.and_then(|o| vm.table(o).cloned()).unwrap_or_default();
    let proto = vm.realm.set_prototype;
    vm.alloc_object(ObjectKind::Set(Box::new(table)), Some(proto))
}

/// Calls `otherRec.has(e)` and converts with ToBoolean.
fn other_has(vm: &mut Vm, rec: &SetRecord, e: Value) -> JsResult<bool> {
    let r = vm.call(rec.has, rec.set, &[e])?;
    Ok(vm.to_boolean(r))
}

/// ECMA-262 sec-set.prototype.union
pub(crate) fn union(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let (o, rec) = receiver_and_record(vm, this, args, "Set.prototype.union")?;
    let (it, next) = keys_iterator(vm, &rec)?;
    let result = new_set(vm, Some(o))?;
    while let Some(v) = vm.iterator_step_value(it, next)? {
        let v = canonical(v);
        vm.table_set(result, v, v)?;
    }
    Ok(Value::object(result))
}

/// ECMA-262 sec-set.prototype.intersection
pub(crate) fn intersection(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let (o, rec) = receiver_and_record(vm, this, args, "Set.prototype.intersection")?;
    let result = new_set(vm, None)?;
    if size_of(vm, o) <= rec.size {
        find_entry(vm, o, |vm, e| {
            if other_has(vm, &rec, e)? {
                let e = canonical(e);
                vm.table_set(result, e, e)?;
            }
            Ok(None::<()>)
        })?;
    } else {
        let (it, next) = keys_iterator(vm, &rec)?;
        while let Some(v) = vm.iterator_step_value(it, next)? {
            let v = canonical(v);
            if vm.table_find(o, v).is_some() {
                vm.table_set(result, v, v)?;
            }
        }
    }
    Ok(Value::object(result))
}

/// ECMA-262 sec-set.prototype.difference
pub(crate) fn difference(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let (o, rec) = receiver_and_record(vm, this, args, "Set.prototype.difference")?;
    let result = new_set(vm, Some(o))?;
    if size_of(vm, o) <= rec.size {
        // Only this loop changes the result, so its entries are the copy's.
        let mut at = Cursor::default();
        while let Some((e, next)) = next_entry(vm, result, at) {
            at = next;
            if other_has(vm, &rec, e)? {
                vm.table_delete(result, e);
            }
        }
    } else {
        let (it, next) = keys_iterator(vm, &rec)?;
        while let Some(v) = vm.iterator_step_value(it, next)? {
            vm.table_delete(result, canonical(v));
        }
    }
    Ok(Value::object(result))
}

/// ECMA-262 sec-set.prototype.symmetricdifference
pub(crate) fn symmetric_difference(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let (o, rec) = receiver_and_record(vm, this, args, "Set.prototype.symmetricDifference")?;
    let (it, next) = keys_iterator(vm, &rec)?;
    let result = new_set(vm, Some(o))?;
    while let Some(v) = vm.iterator_step_value(it, next)? {
        let v = canonical(v);
        let in_result = vm.table_find(result, v).is_some();
        if vm.table_find(o, v).is_some() {
            if in_result {
                vm.table_delete(result, v);
            }
        } else if !in_result {
            vm.table_set(result, v, v)?;
        }
    }
    Ok(Value::object(result))
}

/// ECMA-262 sec-set.prototype.issubsetof
pub(crate) fn is_subset_of(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let (o, rec) = receiver_and_record(vm, this, args, "Set.prototype.isSubsetOf")?;
    if size_of(vm, o) > rec.size {
        return Ok(Value::FALSE);
    }
    let missing = find_entry(vm, o, |vm, e| Ok((!other_has(vm, &rec, e)?).then_some(())))?;
    Ok(Value::bool(missing.is_none()))
}

/// ECMA-262 sec-set.prototype.issupersetof
pub(crate) fn is_superset_of(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let (o, rec) = receiver_and_record(vm, this, args, "Set.prototype.isSupersetOf")?;
    if size_of(vm, o) < rec.size {
        return Ok(Value::FALSE);
    }
    let (it, next) = keys_iterator(vm, &rec)?;
    while let Some(v) = vm.iterator_step_value(it, next)? {
        if vm.table_find(o, canonical(v)).is_none() {
            vm.iterator_close(it)?;
            return Ok(Value::FALSE);
        }
    }
    Ok(Value::TRUE)
}

/// ECMA-262 sec-set.prototype.isdisjointfrom
pub(crate) fn is_disjoint_from(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let (o, rec) = receiver_and_record(vm, this, args, "Set.prototype.isDisjointFrom")?;
    if size_of(vm, o) <= rec.size {
        let shared = find_entry(vm, o, |vm, e| Ok(other_has(vm, &rec, e)?.then_some(())))?;
        return Ok(Value::bool(shared.is_none()));
    }
    let (it, next) = keys_iterator(vm, &rec)?;
    while let Some(v) = vm.iterator_step_value(it, next)? {
        if vm.table_find(o, canonical(v)).is_some() {
            vm.iterator_close(it)?;
            return Ok(Value::FALSE);
        }
    }
    Ok(Value::TRUE)
}

/// Installs the methods on Set.prototype.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let sp = vm.realm.set_prototype;
    for id in [
        NativeId::SetProtoUnion,
        NativeId::SetProtoIntersection,
        NativeId::SetProtoDifference,
        NativeId::SetProtoSymmetricDifference,
        NativeId::SetProtoIsSubsetOf,
        NativeId::SetProtoIsSupersetOf,
        NativeId::SetProtoIsDisjointFrom,
    ] {
        vm.install(sp, id)?;
    }
    Ok(())
}
