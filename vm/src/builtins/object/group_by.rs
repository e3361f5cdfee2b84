//! GroupBy (ECMA-262 sec-groupby) and Object.groupBy; Map.groupBy (map_set) shares it.

use cairn_gc::Handle;

use crate::builtins::{NativeCx, arg};
use crate::object::{JsObject, ObjectKind};
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

/// 2^53 - 1: GroupBy's bound on the number of values.
const MAX_SAFE_INTEGER: u64 = 9_007_199_254_740_991;

/// Runs `body` and closes iterator `it` (ignoring what `return` does) if it throws
/// (ECMA-262 sec-iteratorclose for a throw completion).
pub(crate) fn close_on_throw<T>(vm: &mut Vm, it: Value, body: JsResult<T>) -> JsResult<T> {
    if let Err(Throw::Exception(_)) = &body {
        vm.iterator_close_quiet(it);
    }
    body
}

/// GroupBy (ECMA-262 sec-groupby): a Map from each key to the array of its values, in
/// first-seen key order. With `property_keys` the keys are property keys (as values),
/// else SameValue-canonical values (-0 is +0).
///
/// The groups are built as they come, in a Map and arrays that nothing else can see
/// until GroupBy returns (so building them early is not observable): finding a key's
/// group is a hash lookup, and since everything is reachable from the rooted Map, the
/// callback runs with collections allowed (call_rooted).
pub(crate) fn group_by(
    vm: &mut Vm,
    args: &[Value],
    property_keys: bool,
) -> JsResult<Handle<JsObject>> {
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
        ObjectKind::Map(t) => t.live_entries().collect(),
        _ => Vec::new(),
    };
    for (key, list) in entries {
        let pk = vm.to_property_key(key)?;
        vm.create_data_property_or_throw(obj, pk, list)?;
    }
    Ok(Value::object(obj))
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
