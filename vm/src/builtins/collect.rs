//! Builtins that collect values into a new object or Map: Object.fromEntries,
//! Object.getOwnPropertyDescriptors, Object.groupBy and Map.groupBy
//! (ECMA-262 sec-object.fromentries, sec-object.getownpropertydescriptors,
//! sec-groupby), and the `get [Symbol.species]` accessor the collection constructors share.

use cairn_gc::Handle;

use super::{NativeCx, NativeId, arg};
use crate::object::{JsObject, ObjectKind};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

/// 2^53 - 1: GroupBy's bound on the number of values.
const MAX_SAFE_INTEGER: u64 = 9_007_199_254_740_991;

/// Runs `body` and closes iterator `it` (ignoring what `return` does) if it throws
/// (ECMA-262 sec-iteratorclose for a throw completion).
fn close_on_throw<T>(vm: &mut Vm, it: Value, body: JsResult<T>) -> JsResult<T> {
    if let Err(Throw::Exception(_)) = &body {
        vm.iterator_close_quiet(it);
    }
    body
}

/// ECMA-262 sec-object.fromentries
pub(crate) fn from_entries(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let iterable = arg(args, 0);
    if iterable.is_nullish() {
        return Err(vm.type_error("Object.fromEntries requires an iterable"));
    }
    let obj = vm.new_plain_object()?;
    let (it, next) = vm.get_iterator(iterable)?;
    while let Some(entry) = vm.iterator_step_value(it, next)? {
        let step = (|| -> JsResult<()> {
            let Some(eo) = entry.as_object() else {
                return Err(vm.type_error("Iterator value is not an entry object"));
            };
            let k = vm.get(eo, PropertyKey::Index(0), entry)?;
            let v = vm.get(eo, PropertyKey::Index(1), entry)?;
            let key = vm.to_property_key(k)?;
            vm.create_data_property_or_throw(obj, key, v)
        })();
        close_on_throw(vm, it, step)?;
    }
    Ok(Value::object(obj))
}

/// ECMA-262 sec-object.getownpropertydescriptors
pub(crate) fn get_own_property_descriptors(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.to_object(arg(args, 0))?;
    let keys = vm.own_property_keys(o)?;
    let out = vm.new_plain_object()?;
    for key in keys {
        let d = vm.get_own_property(o, key)?;
        let desc = vm.from_property_descriptor(d)?;
        if !desc.is_undefined() {
            vm.create_data_property_or_throw(out, key, desc)?;
        }
    }
    Ok(Value::object(out))
}

/// GroupBy (ECMA-262 sec-groupby): a Map from each key to the array of its values, in
/// first-seen key order. With `property_keys` the keys are property keys (as values),
/// else SameValue-canonical values (-0 is +0).
///
/// The groups are built as they come, in a Map and arrays that nothing else can see
/// until GroupBy returns (so building them early is not observable): finding a key's
/// group is a hash lookup, and since everything is reachable from the rooted Map, the
/// callback runs with collections allowed (call_rooted).
fn group_by(vm: &mut Vm, args: &[Value], property_keys: bool) -> JsResult<Handle<JsObject>> {
    let items = arg(args, 0);
    if items.is_nullish() {
        return Err(vm.type_error("groupBy requires an iterable"));
    }
    let f = arg(args, 1);
    if !vm.is_callable(f) {
        return Err(vm.type_error("groupBy: callback is not a function"));
    }
    let proto = vm.realm.map_prototype;
    let groups = vm.alloc_object(ObjectKind::Map(Box::default()), Some(proto))?;
    let mark = vm.temps.len();
    vm.temps.extend_from_slice(&[Value::object(groups), f]);
    let r = (|| {
        let (it, next) = vm.get_iterator(items)?;
        vm.temps.extend_from_slice(&[it, next]);
        let mut k = 0u64;
        while let Some(value) = vm.iterator_step_value(it, next)? {
            let step = (|| -> JsResult<()> {
                if k >= MAX_SAFE_INTEGER {
                    return Err(vm.type_error("groupBy: too many values"));
                }
                let args = [value, Value::number(k as f64)];
                let key = vm.call_rooted(f, Value::UNDEFINED, &args, Value::UNDEFINED)?;
                let key = if property_keys {
                    let pk = vm.to_property_key(key)?;
                    vm.key_value(pk)?
                } else if key.as_number() == Some(0.0) {
                    Value::int(0)
                } else {
                    key
                };
                match vm.table_get(groups, key).and_then(|g| g.as_object()) {
                    Some(list) => append(vm, list, value),
                    None => {
                        let list = vm.array_from_list(&[value])?;
                        vm.table_set(groups, key, Value::object(list))
                    }
                }
            })();
            close_on_throw(vm, it, step)?;
            k += 1;
        }
        Ok(groups)
    })();
    vm.temps.truncate(mark);
    r
}

/// Appends `v` to array `list` (made by GroupBy, so plain and extensible).
fn append(vm: &mut Vm, list: Handle<JsObject>, v: Value) -> JsResult<()> {
    if vm.array_push_fast(list, v) {
        return Ok(());
    }
    let len = vm.length_of_array_like(list)?;
    let key = vm.index_key(len)?;
    vm.create_data_property_or_throw(list, key, v)
}

/// ECMA-262 sec-object.groupby
pub(crate) fn object_group_by(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let groups = group_by(vm, args, true)?;
    let obj = vm.alloc_object(ObjectKind::Ordinary, None)?;
    let entries: Vec<(Value, Value)> = match &vm.heap.get(groups).kind {
        ObjectKind::Map(t) => t.entries.iter().flatten().copied().collect(),
        _ => Vec::new(),
    };
    for (key, list) in entries {
        let pk = vm.to_property_key(key)?;
        vm.create_data_property_or_throw(obj, pk, list)?;
    }
    Ok(Value::object(obj))
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

/// `get [Symbol.species]` of the collection constructors: returns `this`
/// (ECMA-262 sec-get-array-%symbol.species% and its siblings).
pub(crate) fn species_getter(
    _vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    Ok(this)
}

/// Installs this module's functions on Object and Map, and the species getters of
/// Array, Map, Set and Promise.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let global = vm.realm.global;
    let species = PropertyKey::Symbol(vm.realm.symbols.species);
    for (name, methods) in [
        (
            "Object",
            &[
                NativeId::ObjectFromEntries,
                NativeId::ObjectGetOwnPropertyDescriptors,
                NativeId::ObjectGroupBy,
            ][..],
        ),
        ("Map", &[NativeId::MapGroupBy][..]),
        ("Array", &[][..]),
        ("Set", &[][..]),
        ("Promise", &[][..]),
    ] {
        let key = vm.key(name)?;
        let ctor = vm.get(global, key, Value::object(global))?;
        let Some(ctor) = ctor.as_object() else { continue };
        for &id in methods {
            vm.install(ctor, id)?;
        }
        if name != "Object" {
            vm.install_getter(ctor, species, NativeId::SpeciesGetter, None)?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::vm::{Vm, VmOptions};

    /// GroupBy's callback runs with collections allowed: with a collection at every
    /// safepoint, the values grouped so far (reachable only from the groups being built)
    /// and the keys must all survive, in first-seen order.
    #[test]
    fn group_by_keeps_its_groups_through_collections() {
        let mut options = VmOptions::default();
        options.heap.min_threshold = 0;
        options.heap.growth_percent = 0;
        let mut vm = Vm::new(options);
        let src = "function churn() { let g; for (let i = 0; i < 3; i++) g = { i }; return g.i - 2; }\
                   const rows = () => Array.from({ length: 300 }, (_, i) => ({ id: i, tag: 't' + (i % 7) }));\
                   const o = Object.groupBy(rows(), (r) => r.tag + churn());\
                   const m = Map.groupBy(rows(), (r) => ({ k: r.id % 3 }).k + churn());\
                   [Object.keys(o).join(''), o.t60.length, o.t30.map((r) => r.id).slice(0, 3).join('.'),\
                    [...m.keys()].join(''), m.get(2).length, m.get(1)[99].id].join()";
        let got = match vm.eval_script(src, "group_by.js") {
            Ok(v) => vm.display(v),
            Err(e) => e.stack,
        };
        assert_eq!(got, "t00t10t20t30t40t50t60,42,3.10.17,012,100,298");
    }
}
