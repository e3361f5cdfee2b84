//! Builtins that collect values into a new object or Map: Object.fromEntries,
//! Object.getOwnPropertyDescriptors, Object.groupBy and Map.groupBy
//! (ECMA-262 sec-object.fromentries, sec-object.getownpropertydescriptors,
//! sec-groupby), and the `get [Symbol.species]` accessor the collection constructors share.

use super::{NativeCx, NativeId, arg};
use crate::object::ObjectKind;
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

/// GroupBy (ECMA-262 sec-groupby): the groups in first-seen key order. With
/// `property_keys` the keys are property keys (as values), else SameValue-canonical values.
fn group_by(
    vm: &mut Vm,
    args: &[Value],
    property_keys: bool,
) -> JsResult<Vec<(Value, Vec<Value>)>> {
    let items = arg(args, 0);
    if items.is_nullish() {
        return Err(vm.type_error("groupBy requires an iterable"));
    }
    let f = arg(args, 1);
    if !vm.is_callable(f) {
        return Err(vm.type_error("groupBy: callback is not a function"));
    }
    let mut groups: Vec<(Value, Vec<Value>)> = Vec::new();
    let (it, next) = vm.get_iterator(items)?;
    let mut k = 0u64;
    while let Some(value) = vm.iterator_step_value(it, next)? {
        let step = (|| -> JsResult<Value> {
            if k >= MAX_SAFE_INTEGER {
                return Err(vm.type_error("groupBy: too many values"));
            }
            let key = vm.call(f, Value::UNDEFINED, &[value, Value::number(k as f64)])?;
            if property_keys {
                let pk = vm.to_property_key(key)?;
                vm.key_value(pk)
            } else {
                Ok(if key.as_number() == Some(0.0) { Value::int(0) } else { key })
            }
        })();
        let key = close_on_throw(vm, it, step)?;
        match groups.iter_mut().find(|(g, _)| vm.same_value(*g, key)) {
            Some((_, list)) => list.push(value),
            None => groups.push((key, vec![value])),
        }
        k += 1;
    }
    Ok(groups)
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
    for (key, values) in groups {
        let list = vm.array_from_list(&values)?;
        let pk = vm.to_property_key(key)?;
        vm.create_data_property_or_throw(obj, pk, Value::object(list))?;
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
    let groups = group_by(vm, args, false)?;
    let proto = vm.realm.map_prototype;
    let map = vm.alloc_object(ObjectKind::Map(Box::default()), Some(proto))?;
    for (key, values) in groups {
        let list = vm.array_from_list(&values)?;
        vm.table_set(map, key, Value::object(list))?;
    }
    Ok(Value::object(map))
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
