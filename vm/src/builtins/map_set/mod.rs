//! Map and Set (ECMA-262 sec-map-objects, sec-set-objects) over one insertion-ordered
//! hash table keyed by SameValueZero, and their iterators.
//!
//! An iterator, and `forEach`, hold a cursor of the table (`map_table::Cursor`), which
//! keeps its place when the table is rebuilt: it sees entries added during iteration
//! (also after a `clear`) and skips deleted ones, as the spec requires.

pub(crate) mod set_methods;

use crate::builtins::object::group_by::group_by;
use crate::limits::Termination;
use crate::native::require_new;
use crate::object::slots::map_table::{Cursor, NotAdded, Table};
use cairn_gc::Handle;

use super::{NativeCx, NativeId, arg};
use crate::object::{JsObject, ObjectKind, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

impl Vm {
    /// The SameValueZero hash of a key (strings by content).
    fn key_hash(&mut self, k: Value) -> u64 {
        if let Some(s) = k.as_string() {
            return self.flat(s).hash() ^ 0x5bd1_e995;
        }
        if let Some(n) = k.as_number() {
            let n = if n == 0.0 { 0.0 } else { n };
            return if n.is_nan() {
                0x7ff8
            } else {
                n.to_bits().wrapping_mul(0x9e37_79b9_7f4a_7c15)
            };
        }
        if let Some(b) = k.as_bigint() {
            // BigInts by value: equal BigInts in different cells are the same key.
            let x = self.bigint_ref(b);
            let low = x.iter_u64_digits().next().unwrap_or(0);
            return (low ^ x.bits() ^ (x.sign() as u64) << 62).wrapping_mul(0x9e37_79b9_7f4a_7c15)
                ^ 0x0b16;
        }
        k.to_bits().wrapping_mul(0x9e37_79b9_7f4a_7c15)
    }

    pub(super) fn table(&self, o: Handle<JsObject>) -> Option<&Table> {
        match &self.heap.get(o).kind {
            ObjectKind::Map(t) | ObjectKind::Set(t) => Some(t),
            _ => None,
        }
    }

    fn table_mut(&mut self, o: Handle<JsObject>) -> Option<&mut Table> {
        match &mut self.heap.get_mut(o).kind {
            ObjectKind::Map(t) | ObjectKind::Set(t) => Some(t),
            _ => None,
        }
    }

    pub(super) fn table_find(&mut self, o: Handle<JsObject>, k: Value) -> Option<u32> {
        let h = self.key_hash(k);
        let t = self.table(o)?;
        t.find(h, |sk| self.same_value_zero(sk, k))
    }

    /// The value of key `k` (SameValueZero) in Map or Set `o`, if present.
    pub(crate) fn table_get(&mut self, o: Handle<JsObject>, k: Value) -> Option<Value> {
        let i = self.table_find(o, k)?;
        self.table(o)?.entry(i).map(|(_, v)| v)
    }

    pub(crate) fn table_set(&mut self, o: Handle<JsObject>, k: Value, v: Value) -> JsResult<()> {
        let k = if k.as_number() == Some(0.0) { Value::int(0) } else { k };
        if let Some(i) = self.table_find(o, k) {
            if let Some(t) = self.table_mut(o) {
                t.set_value(i, v);
            }
            return Ok(());
        }
        let h = self.key_hash(k);
        // A rebuild of a large table looks at the interrupt and the deadline as it goes.
        let limits = &self.limits;
        let stop = || limits.interrupted_now();
        let added = self.heap.update(o, |obj| match &mut obj.kind {
            ObjectKind::Map(t) | ObjectKind::Set(t) => t.insert(h, k, v, &stop),
            _ => Ok(()),
        })?;
        match added {
            Ok(()) => Ok(()),
            Err(NotAdded::Stopped) => Err(Throw::Terminate(Termination::Interrupted)),
            Err(NotAdded::Full) => Err(self.range_error("Map or Set too large")),
        }
    }

    pub(super) fn table_delete(&mut self, o: Handle<JsObject>, k: Value) -> bool {
        let Some(i) = self.table_find(o, k) else { return false };
        // Through `update`: a rebuild changes the table's size.
        let limits = &self.limits;
        let stop = || limits.interrupted_now();
        let _ = self.heap.update(o, |obj| {
            if let ObjectKind::Map(t) | ObjectKind::Set(t) = &mut obj.kind {
                t.remove(i, &stop);
            }
        });
        true
    }

    pub(super) fn this_table(
        &mut self,
        this: Value,
        set: bool,
        what: &str,
    ) -> JsResult<Handle<JsObject>> {
        match this.as_object() {
            Some(o)
                if matches!(
                    (&self.heap.get(o).kind, set),
                    (ObjectKind::Map(_), false) | (ObjectKind::Set(_), true)
                ) =>
            {
                Ok(o)
            }
            _ => Err(self.type_error(&format!("Method {what} called on incompatible receiver"))),
        }
    }
}

fn construct(vm: &mut Vm, args: &[Value], cx: NativeCx, set: bool) -> JsResult<Value> {
    require_new(vm, cx, if set { "Set" } else { "Map" })?;
    let default = if set { vm.realm.set_prototype } else { vm.realm.map_prototype };
    let proto = vm.prototype_from_constructor(cx.new_target, default)?;
    let kind = if set { ObjectKind::Set(Box::default()) } else { ObjectKind::Map(Box::default()) };
    let o = vm.alloc_object(kind, Some(proto))?;
    let iterable = arg(args, 0);
    if iterable.is_nullish() {
        return Ok(Value::object(o));
    }
    let adder_name = vm.atom(if set { "add" } else { "set" })?;
    let adder = vm.get(o, PropertyKey::Atom(adder_name), Value::object(o))?;
    if !vm.is_callable(adder) {
        return Err(vm.type_error("the adder of the collection is not callable"));
    }
    vm.temps.push(Value::object(o));
    let intrinsic = if set { NativeId::SetProtoAdd } else { NativeId::MapProtoSet };
    // (Not in the wasm module: its size budget.)
    if !cfg!(target_family = "wasm")
        && let Some(a) = iterable.as_object()
        && vm.is_native_fn(adder, intrinsic)
        && vm.iterates_as_array(a)
    {
        let r = add_entries_of_array(vm, o, a, set);
        vm.temps.pop();
        r?;
        return Ok(Value::object(o));
    }
    let r = (|| -> JsResult<()> {
        let (it, next) = vm.get_iterator(iterable)?;
        while let Some(item) = vm.iterator_step_value(it, next)? {
            // Every abrupt step closes the iterator (sec-add-entries-from-iterable), but a
            // termination runs no more script.
            if let Err(e) = add_item(vm, o, item, set, Some(adder)) {
                if matches!(e, Throw::Exception(_)) {
                    vm.iterator_close_quiet(it);
                }
                return Err(e);
            }
        }
        Ok(())
    })();
    vm.temps.pop();
    r?;
    Ok(Value::object(o))
}

/// The constructor's loop over an Array whose iteration is untouched
/// (`Vm::iterates_as_array`) when the adder is the intrinsic `add` or `set`: the
/// elements are read as the Array Iterator would read them and stored as the adder
/// would store them, with no iterator, result objects or calls (a Set of an array's
/// values is a common way to remove duplicates).
fn add_entries_of_array(
    vm: &mut Vm,
    o: Handle<JsObject>,
    a: Handle<JsObject>,
    set: bool,
) -> JsResult<()> {
    let mut index = 0;
    loop {
        vm.limits.charge(crate::limits::ITERATOR_STEP_FUEL).map_err(Throw::Terminate)?;
        let Some(item) = vm.array_iteration_value(a, index)? else { return Ok(()) };
        index += 1;
        let step = add_item(vm, o, item, set, None);
        if let Err(e) = step {
            if matches!(e, Throw::Exception(_)) {
                vm.close_array_iteration(a, index);
            }
            return Err(e);
        }
    }
}

/// One step of the Set constructor's loop or of AddEntriesFromIterable on `item`: the
/// adder called with the value or the entry's two parts, or, when `adder` is `None`
/// (it is the intrinsic `add` or `set`), the table written as it would write it. The
/// entry's getters run through `Vm::call`, so nothing is collected meanwhile.
fn add_item(
    vm: &mut Vm,
    o: Handle<JsObject>,
    item: Value,
    set: bool,
    adder: Option<Value>,
) -> JsResult<()> {
    if set {
        return match adder {
            Some(f) => vm.call(f, Value::object(o), &[item]).map(|_| ()),
            None => set_add_value(vm, o, item),
        };
    }
    let Some(io) = item.as_object() else {
        return Err(vm.type_error("Iterator value is not an entry object"));
    };
    let k = vm.get(io, PropertyKey::Index(0), item)?;
    let v = vm.get(io, PropertyKey::Index(1), item)?;
    match adder {
        Some(f) => vm.call(f, Value::object(o), &[k, v]).map(|_| ()),
        None => vm.table_set(o, k, v),
    }
}

/// ECMA-262 sec-map-iterable
pub(crate) fn map_constructor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    construct(vm, args, cx, false)
}

/// ECMA-262 sec-set-iterable
pub(crate) fn set_constructor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    construct(vm, args, cx, true)
}

/// ECMA-262 sec-map.prototype.get
pub(crate) fn map_get(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.this_table(this, false, "Map.prototype.get")?;
    let i = vm.table_find(o, arg(args, 0));
    Ok(i.and_then(|i| vm.table(o)?.entry(i)).map_or(Value::UNDEFINED, |e| e.1))
}

/// ECMA-262 sec-map.prototype.set
pub(crate) fn map_set(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.this_table(this, false, "Map.prototype.set")?;
    vm.table_set(o, arg(args, 0), arg(args, 1))?;
    Ok(this)
}

/// ECMA-262 sec-set.prototype.add
pub(crate) fn set_add(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.this_table(this, true, "Set.prototype.add")?;
    set_add_value(vm, o, arg(args, 0))?;
    Ok(this)
}

/// Set.prototype.add's steps 3-5 on the Set `o`.
fn set_add_value(vm: &mut Vm, o: Handle<JsObject>, k: Value) -> JsResult<()> {
    // Step 4: -0 is stored as +0 (the value is what iteration yields).
    let k = if k.as_number() == Some(0.0) { Value::int(0) } else { k };
    vm.table_set(o, k, k)
}

/// Whether the running native is the Set.prototype one of the methods Map and Set share
/// code for (each checks its own internal slot: [[SetData]] or [[MapData]]).
fn is_set(vm: &Vm, cx: NativeCx) -> bool {
    matches!(vm.heap.get(cx.callee).kind, ObjectKind::Native { id, .. } if [
        NativeId::SetProtoHas,
        NativeId::SetProtoDelete,
        NativeId::SetProtoClear,
        NativeId::SetProtoForEach,
        NativeId::SetProtoSize,
    ]
    .iter()
    .any(|&s| s.raw() == id))
}

/// Map.prototype.getOrInsert (proposal-upsert)
pub(crate) fn map_get_or_insert(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.this_table(this, false, "Map.prototype.getOrInsert")?;
    let (k, v) = (arg(args, 0), arg(args, 1));
    if let Some(i) = vm.table_find(o, k) {
        return Ok(vm.table(o).and_then(|t| t.entry(i)).map_or(Value::UNDEFINED, |e| e.1));
    }
    vm.table_set(o, k, v)?;
    Ok(v)
}

/// Map.prototype.getOrInsertComputed (proposal-upsert): the callback gets the
/// canonical key (-0 as +0); its value replaces whatever it stored under that key.
pub(crate) fn map_get_or_insert_computed(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.this_table(this, false, "Map.prototype.getOrInsertComputed")?;
    let (k, f) = (arg(args, 0), arg(args, 1));
    if !vm.is_callable(f) {
        return Err(vm.type_error("Map.prototype.getOrInsertComputed: callback is not a function"));
    }
    let k = if k.as_number() == Some(0.0) { Value::int(0) } else { k };
    if let Some(i) = vm.table_find(o, k) {
        return Ok(vm.table(o).and_then(|t| t.entry(i)).map_or(Value::UNDEFINED, |e| e.1));
    }
    let v = vm.call(f, Value::UNDEFINED, &[k])?;
    vm.table_set(o, k, v)?;
    Ok(v)
}

/// ECMA-262 sec-map.prototype.has / sec-set.prototype.has
pub(crate) fn has(vm: &mut Vm, this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    let set = is_set(vm, cx);
    let o = vm.this_table(this, set, "has")?;
    Ok(Value::bool(vm.table_find(o, arg(args, 0)).is_some()))
}

/// ECMA-262 sec-map.prototype.delete / sec-set.prototype.delete
pub(crate) fn delete(vm: &mut Vm, this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    let set = is_set(vm, cx);
    let o = vm.this_table(this, set, "delete")?;
    Ok(Value::bool(vm.table_delete(o, arg(args, 0))))
}

/// ECMA-262 sec-map.prototype.clear / sec-set.prototype.clear
pub(crate) fn clear(vm: &mut Vm, this: Value, _args: &[Value], cx: NativeCx) -> JsResult<Value> {
    let set = is_set(vm, cx);
    let o = vm.this_table(this, set, "clear")?;
    vm.heap.update(o, |obj| {
        if let ObjectKind::Map(t) | ObjectKind::Set(t) = &mut obj.kind {
            t.clear();
        }
    })?;
    Ok(Value::UNDEFINED)
}

/// ECMA-262 sec-get-map.prototype.size / sec-get-set.prototype.size
pub(crate) fn size(vm: &mut Vm, this: Value, _args: &[Value], cx: NativeCx) -> JsResult<Value> {
    let set = is_set(vm, cx);
    let o = vm.this_table(this, set, "size")?;
    Ok(Value::from_u32(vm.table(o).map_or(0, |t| t.size())))
}

/// ECMA-262 sec-map.prototype.foreach / sec-set.prototype.foreach
pub(crate) fn for_each(vm: &mut Vm, this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    let set = is_set(vm, cx);
    let o = vm.this_table(this, set, "forEach")?;
    let f = arg(args, 0);
    if !vm.is_callable(f) {
        return Err(vm.type_error("forEach: callback is not a function"));
    }
    let this_arg = arg(args, 1);
    // Collections run inside the callback (call_rooted); the table is `this` and the
    // next entry is found from the cursor after each call, so only these stay in locals.
    let mark = super::array::root_for_callbacks(vm, &[Value::object(o), f, this_arg]);
    let r = (|| {
        let mut at = Cursor::default();
        while let Some((k, v, next)) = vm.table(o).and_then(|t| t.next_from(at)) {
            at = next;
            vm.call_rooted(f, this_arg, &[v, k, this], Value::UNDEFINED)?;
        }
        Ok(Value::UNDEFINED)
    })();
    vm.temps.truncate(mark);
    r
}

fn iterator(vm: &mut Vm, this: Value, set: bool, kind: u8) -> JsResult<Value> {
    let o = vm.this_table(this, set, "iterator")?;
    let proto = if set { vm.realm.set_iterator_prototype } else { vm.realm.map_iterator_prototype };
    let it = vm.alloc_object(
        ObjectKind::MapIterator { target: Value::object(o), at: Cursor::default(), kind },
        Some(proto),
    )?;
    Ok(Value::object(it))
}

/// ECMA-262 sec-map.prototype.keys
pub(crate) fn map_keys(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    iterator(vm, this, false, 0)
}

/// ECMA-262 sec-map.prototype.values
pub(crate) fn map_values(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    iterator(vm, this, false, 1)
}

/// ECMA-262 sec-map.prototype.entries
pub(crate) fn map_entries(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    iterator(vm, this, false, 2)
}

/// ECMA-262 sec-set.prototype.values (also keys)
pub(crate) fn set_values(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    iterator(vm, this, true, 1)
}

/// ECMA-262 sec-set.prototype.entries
pub(crate) fn set_entries(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    iterator(vm, this, true, 2)
}

/// %MapIteratorPrototype%.next and %SetIteratorPrototype%.next
pub(crate) fn iterator_next(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let Some(it) = this.as_object() else {
        return Err(vm.type_error("next called on incompatible receiver"));
    };
    let ObjectKind::MapIterator { target, at, kind } = vm.heap.get(it).kind else {
        return Err(vm.type_error("next called on incompatible receiver"));
    };
    let found = target.as_object().and_then(|t| vm.table(t)?.next_from(at));
    let Some((k, v, next)) = found else {
        if let ObjectKind::MapIterator { target, .. } = &mut vm.heap.get_mut(it).kind {
            *target = Value::UNDEFINED;
        }
        return vm.create_iter_result(Value::UNDEFINED, true);
    };
    if let ObjectKind::MapIterator { at, .. } = &mut vm.heap.get_mut(it).kind {
        *at = next;
    }
    let r = match kind {
        0 => k,
        1 => v,
        _ => Value::object(vm.array_from_list(&[k, v])?),
    };
    vm.create_iter_result(r, false)
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    MapSet;
    Map = ("Map", 0, true, map_constructor),
    MapProtoGet = ("get", 1, false, map_get),
    MapProtoSet = ("set", 2, false, map_set),
    MapProtoHas = ("has", 1, false, has),
    MapProtoDelete = ("delete", 1, false, delete),
    MapProtoClear = ("clear", 0, false, clear),
    MapProtoForEach = ("forEach", 1, false, for_each),
    MapProtoKeys = ("keys", 0, false, map_keys),
    MapProtoValues = ("values", 0, false, map_values),
    MapProtoEntries = ("entries", 0, false, map_entries),
    MapProtoSize = ("get size", 0, false, size),
    Set = ("Set", 0, true, set_constructor),
    SetProtoAdd = ("add", 1, false, set_add),
    SetProtoHas = ("has", 1, false, has),
    SetProtoDelete = ("delete", 1, false, delete),
    SetProtoClear = ("clear", 0, false, clear),
    SetProtoForEach = ("forEach", 1, false, for_each),
    SetProtoValues = ("values", 0, false, set_values),
    SetProtoEntries = ("entries", 0, false, set_entries),
    SetProtoSize = ("get size", 0, false, size),
    MapIteratorNext = ("next", 0, false, iterator_next),
    MapGroupBy = ("groupBy", 2, false, map_group_by),
    SetProtoUnion = ("union", 1, false, set_methods::union),
    SetProtoIntersection = ("intersection", 1, false, set_methods::intersection),
    SetProtoDifference = ("difference", 1, false, set_methods::difference),
    SetProtoSymmetricDifference = ("symmetricDifference", 1, false, set_methods::symmetric_difference),
    SetProtoIsSubsetOf = ("isSubsetOf", 1, false, set_methods::is_subset_of),
    SetProtoIsSupersetOf = ("isSupersetOf", 1, false, set_methods::is_superset_of),
    SetProtoIsDisjointFrom = ("isDisjointFrom", 1, false, set_methods::is_disjoint_from),
    MapProtoGetOrInsert = ("getOrInsert", 2, false, map_get_or_insert),
    MapProtoGetOrInsertComputed = ("getOrInsertComputed", 2, false, map_get_or_insert_computed),
}

/// Installs Map, Set and their iterator prototype.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let mp = vm.realm.map_prototype;
    let map = vm.install_constructor(NativeId::Map, mp)?;
    vm.install(map, NativeId::MapGroupBy)?;
    for id in [
        NativeId::MapProtoGet,
        NativeId::MapProtoSet,
        NativeId::MapProtoHas,
        NativeId::MapProtoDelete,
        NativeId::MapProtoClear,
        NativeId::MapProtoForEach,
        NativeId::MapProtoKeys,
        NativeId::MapProtoValues,
        NativeId::MapProtoGetOrInsert,
        NativeId::MapProtoGetOrInsertComputed,
    ] {
        vm.install(mp, id)?;
    }
    let entries = vm.install(mp, NativeId::MapProtoEntries)?;
    let iter = PropertyKey::Symbol(vm.realm.symbols.iterator);
    vm.define_builtin(mp, iter, Value::object(entries), attrs::HIDDEN)?;
    let size_key = vm.key("size")?;
    vm.install_getter(mp, size_key, NativeId::MapProtoSize, None)?;
    let tag_key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    let tag = vm.str_value("Map")?;
    vm.define_builtin(mp, tag_key, tag, attrs::CONFIGURABLE)?;

    let sp = vm.realm.set_prototype;
    vm.install_constructor(NativeId::Set, sp)?;
    for id in [
        NativeId::SetProtoAdd,
        NativeId::SetProtoHas,
        NativeId::SetProtoDelete,
        NativeId::SetProtoClear,
        NativeId::SetProtoForEach,
        NativeId::SetProtoEntries,
    ] {
        vm.install(sp, id)?;
    }
    let values = vm.install(sp, NativeId::SetProtoValues)?;
    let keys_key = PropertyKey::Atom(vm.atom("keys")?);
    vm.define_builtin(sp, keys_key, Value::object(values), attrs::HIDDEN)?;
    vm.define_builtin(sp, iter, Value::object(values), attrs::HIDDEN)?;
    vm.install_getter(sp, size_key, NativeId::SetProtoSize, None)?;
    let tag = vm.str_value("Set")?;
    vm.define_builtin(sp, tag_key, tag, attrs::CONFIGURABLE)?;

    let mip = vm.realm.map_iterator_prototype;
    vm.install(mip, NativeId::MapIteratorNext)?;
    let tag = vm.str_value("Map Iterator")?;
    vm.define_builtin(mip, tag_key, tag, attrs::CONFIGURABLE)?;
    let sip = vm.realm.set_iterator_prototype;
    vm.install(sip, NativeId::MapIteratorNext)?;
    let tag = vm.str_value("Set Iterator")?;
    vm.define_builtin(sip, tag_key, tag, attrs::CONFIGURABLE)?;
    Ok(())
}

/// ECMA-262 sec-map.groupby
pub(crate) fn map_group_by(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    // The groups are already a Map of the current realm's %Map.prototype%.
    group_by(vm, args, false).map(Value::object)
}
