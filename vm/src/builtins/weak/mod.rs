//! WeakMap, WeakSet and WeakRef (ECMA-262 sec-weakmap-objects, sec-weakset-objects,
//! sec-weak-ref-objects), and the kept-objects list of sec-addtokeptobjects.
//!
//! A WeakMap's entries are ephemerons for cairn-gc: an entry's value is marked only when
//! its key is, and entries whose key died are dropped after marking (`clear_dead`). A
//! WeakSet holds its members weakly the same way. A WeakRef does not mark its target;
//! `deref` adds the target to `WeakState::kept` (object/slots/weak.rs), a root cleared at the end of each job
//! (ClearKeptObjects), so a target stays alive for the rest of the job that read it.

pub(crate) mod finalization_registry;

use crate::native::require_new;
use crate::object::slots::weak::WeakTable;
use cairn_gc::{AnyHandle, Handle};

use super::{NativeCx, NativeId, arg};
use crate::object::{JsObject, ObjectKind, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

impl Vm {
    /// ECMA-262 sec-canbeheldweakly: objects and symbols not in the global registry.
    pub(crate) fn can_be_held_weakly(&self, v: Value) -> bool {
        if v.is_object() {
            return true;
        }
        v.as_symbol().is_some_and(|s| !self.heap.get(s).registered)
    }

    /// ECMA-262 sec-addtokeptobjects
    pub(crate) fn add_to_kept_objects(&mut self, v: Value) {
        self.weak.kept.insert(v);
    }

    /// ECMA-262 sec-clear-kept-objects (at the end of each job).
    pub(crate) fn clear_kept_objects(&mut self) {
        if !self.weak.kept.is_empty() {
            self.weak.kept.clear();
        }
    }

    /// Records the FinalizationRegistries a collection reported (handles of objects).
    pub(crate) fn queue_finalization(&mut self, reported: &[AnyHandle]) {
        for &h in reported {
            if let Some(o) = h.downcast::<JsObject>() {
                let v = Value::object(o);
                if !self.weak.cleanup.contains(&v) {
                    self.weak.cleanup.push(v);
                }
            }
        }
    }

    fn this_weak(&mut self, this: Value, set: bool, what: &str) -> JsResult<Handle<JsObject>> {
        if let Some(o) = this.as_object() {
            match (&self.heap.get(o).kind, set) {
                (ObjectKind::WeakMap(_), false) | (ObjectKind::WeakSet(_), true) => return Ok(o),
                _ => {}
            }
        }
        Err(self.type_error(&format!("Method {what} called on incompatible receiver")))
    }

    fn weak_table(&self, o: Handle<JsObject>) -> Option<&WeakTable> {
        match &self.heap.get(o).kind {
            ObjectKind::WeakMap(t) | ObjectKind::WeakSet(t) => Some(t),
            _ => None,
        }
    }

    fn weak_insert(&mut self, o: Handle<JsObject>, k: Value, v: Value) -> JsResult<()> {
        self.heap.update(o, |obj| {
            if let ObjectKind::WeakMap(t) | ObjectKind::WeakSet(t) = &mut obj.kind {
                t.entries.insert(k, v);
            }
        })?;
        Ok(())
    }
}

/// The constructors' shared steps: OrdinaryCreateFromConstructor, then the entries of
/// the iterable through the adder ("set" or "add").
fn construct(vm: &mut Vm, args: &[Value], cx: NativeCx, set: bool) -> JsResult<Value> {
    let what = if set { "WeakSet" } else { "WeakMap" };
    require_new(vm, cx, what)?;
    let default = if set { vm.realm.weak_set_prototype } else { vm.realm.weak_map_prototype };
    let proto = vm.prototype_from_constructor(cx.new_target, default)?;
    let kind =
        if set { ObjectKind::WeakSet(Box::default()) } else { ObjectKind::WeakMap(Box::default()) };
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
    let (it, next) = vm.get_iterator(iterable)?;
    while let Some(item) = vm.iterator_step_value(it, next)? {
        let step = if set {
            vm.call(adder, Value::object(o), &[item]).map(|_| ())
        } else {
            match item.as_object() {
                Some(io) => (|| {
                    let k = vm.get(io, PropertyKey::Index(0), item)?;
                    let v = vm.get(io, PropertyKey::Index(1), item)?;
                    vm.call(adder, Value::object(o), &[k, v]).map(|_| ())
                })(),
                None => Err(vm.type_error("Iterator value is not an entry object")),
            }
        };
        if let Err(e) = step {
            if let crate::vm::Throw::Exception(_) = e {
                vm.iterator_close_quiet(it);
            }
            return Err(e);
        }
    }
    Ok(Value::object(o))
}

/// ECMA-262 sec-weakmap-iterable
pub(crate) fn weak_map_constructor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    construct(vm, args, cx, false)
}

/// ECMA-262 sec-weakset-iterable
pub(crate) fn weak_set_constructor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    construct(vm, args, cx, true)
}

/// ECMA-262 sec-weakmap.prototype.get
pub(crate) fn weak_map_get(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.this_weak(this, false, "WeakMap.prototype.get")?;
    let k = arg(args, 0);
    Ok(vm.weak_table(o).and_then(|t| t.entries.get(&k).copied()).unwrap_or(Value::UNDEFINED))
}

/// ECMA-262 sec-weakmap.prototype.set
pub(crate) fn weak_map_set(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.this_weak(this, false, "WeakMap.prototype.set")?;
    let k = arg(args, 0);
    if !vm.can_be_held_weakly(k) {
        let what = vm.describe_value(k);
        return Err(vm.type_error(&format!("Invalid value used as weak map key: {what}")));
    }
    vm.weak_insert(o, k, arg(args, 1))?;
    Ok(this)
}

/// WeakMap.prototype.getOrInsert (proposal-upsert)
pub(crate) fn weak_map_get_or_insert(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.this_weak(this, false, "WeakMap.prototype.getOrInsert")?;
    let k = arg(args, 0);
    if !vm.can_be_held_weakly(k) {
        let what = vm.describe_value(k);
        return Err(vm.type_error(&format!("Invalid value used as weak map key: {what}")));
    }
    if let Some(v) = vm.weak_table(o).and_then(|t| t.entries.get(&k).copied()) {
        return Ok(v);
    }
    let v = arg(args, 1);
    vm.weak_insert(o, k, v)?;
    Ok(v)
}

/// WeakMap.prototype.getOrInsertComputed (proposal-upsert)
pub(crate) fn weak_map_get_or_insert_computed(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.this_weak(this, false, "WeakMap.prototype.getOrInsertComputed")?;
    let (k, f) = (arg(args, 0), arg(args, 1));
    if !vm.can_be_held_weakly(k) {
        let what = vm.describe_value(k);
        return Err(vm.type_error(&format!("Invalid value used as weak map key: {what}")));
    }
    if !vm.is_callable(f) {
        return Err(
            vm.type_error("WeakMap.prototype.getOrInsertComputed: callback is not a function")
        );
    }
    if let Some(v) = vm.weak_table(o).and_then(|t| t.entries.get(&k).copied()) {
        return Ok(v);
    }
    let v = vm.call(f, Value::UNDEFINED, &[k])?;
    vm.weak_insert(o, k, v)?;
    Ok(v)
}

/// ECMA-262 sec-weakmap.prototype.has / sec-weakset.prototype.has
fn has(vm: &mut Vm, this: Value, args: &[Value], set: bool) -> JsResult<Value> {
    let o = vm.this_weak(this, set, "has")?;
    let k = arg(args, 0);
    Ok(Value::bool(vm.weak_table(o).is_some_and(|t| t.entries.contains_key(&k))))
}

/// ECMA-262 sec-weakmap.prototype.delete / sec-weakset.prototype.delete
fn delete(vm: &mut Vm, this: Value, args: &[Value], set: bool) -> JsResult<Value> {
    let o = vm.this_weak(this, set, "delete")?;
    let k = arg(args, 0);
    let removed = match &mut vm.heap.get_mut(o).kind {
        ObjectKind::WeakMap(t) | ObjectKind::WeakSet(t) => t.entries.remove(&k).is_some(),
        _ => false,
    };
    Ok(Value::bool(removed))
}

/// ECMA-262 sec-weakmap.prototype.has
pub(crate) fn weak_map_has(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    has(vm, this, args, false)
}

/// ECMA-262 sec-weakmap.prototype.delete
pub(crate) fn weak_map_delete(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    delete(vm, this, args, false)
}

/// ECMA-262 sec-weakset.prototype.add
pub(crate) fn weak_set_add(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.this_weak(this, true, "WeakSet.prototype.add")?;
    let k = arg(args, 0);
    if !vm.can_be_held_weakly(k) {
        let what = vm.describe_value(k);
        return Err(vm.type_error(&format!("Invalid value used in weak set: {what}")));
    }
    vm.weak_insert(o, k, Value::UNDEFINED)?;
    Ok(this)
}

/// ECMA-262 sec-weakset.prototype.has
pub(crate) fn weak_set_has(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    has(vm, this, args, true)
}

/// ECMA-262 sec-weakset.prototype.delete
pub(crate) fn weak_set_delete(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    delete(vm, this, args, true)
}

/// ECMA-262 sec-weak-ref-target
pub(crate) fn weak_ref_constructor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    require_new(vm, cx, "WeakRef")?;
    let target = arg(args, 0);
    if !vm.can_be_held_weakly(target) {
        let what = vm.describe_value(target);
        return Err(vm.type_error(&format!("WeakRef: invalid target {what}")));
    }
    let proto = vm.prototype_from_constructor(cx.new_target, vm.realm.weak_ref_prototype)?;
    let o = vm.alloc_object(ObjectKind::WeakRef(target), Some(proto))?;
    vm.add_to_kept_objects(target);
    Ok(Value::object(o))
}

/// ECMA-262 sec-weak-ref.prototype.deref
pub(crate) fn weak_ref_deref(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    if let Some(o) = this.as_object()
        && let ObjectKind::WeakRef(target) = vm.heap.get(o).kind
    {
        if !target.is_undefined() {
            vm.add_to_kept_objects(target);
        }
        return Ok(target);
    }
    Err(vm.type_error("WeakRef.prototype.deref called on incompatible receiver"))
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Weak;
    WeakMap = ("WeakMap", 0, true, weak_map_constructor),
    WeakMapProtoDelete = ("delete", 1, false, weak_map_delete),
    WeakMapProtoGet = ("get", 1, false, weak_map_get),
    WeakMapProtoHas = ("has", 1, false, weak_map_has),
    WeakMapProtoSet = ("set", 2, false, weak_map_set),
    WeakMapProtoGetOrInsert = ("getOrInsert", 2, false, weak_map_get_or_insert),
    WeakMapProtoGetOrInsertComputed = ("getOrInsertComputed", 2, false, weak_map_get_or_insert_computed),
    WeakSet = ("WeakSet", 0, true, weak_set_constructor),
    WeakSetProtoAdd = ("add", 1, false, weak_set_add),
    WeakSetProtoDelete = ("delete", 1, false, weak_set_delete),
    WeakSetProtoHas = ("has", 1, false, weak_set_has),
    WeakRef = ("WeakRef", 1, true, weak_ref_constructor),
    WeakRefProtoDeref = ("deref", 0, false, weak_ref_deref),
    FinalizationRegistry = ("FinalizationRegistry", 1, true, finalization_registry::constructor),
    FinalizationRegistryProtoRegister = ("register", 2, false, finalization_registry::register),
    FinalizationRegistryProtoUnregister = ("unregister", 1, false, finalization_registry::unregister),
}

/// Installs WeakMap, WeakSet and WeakRef.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let op = Some(vm.realm.object_prototype);
    let tag_key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);

    let wmp = vm.alloc_object(ObjectKind::Ordinary, op)?;
    vm.realm.weak_map_prototype = wmp;
    vm.install_constructor(NativeId::WeakMap, wmp)?;
    for id in [
        NativeId::WeakMapProtoDelete,
        NativeId::WeakMapProtoGet,
        NativeId::WeakMapProtoHas,
        NativeId::WeakMapProtoSet,
        NativeId::WeakMapProtoGetOrInsert,
        NativeId::WeakMapProtoGetOrInsertComputed,
    ] {
        vm.install(wmp, id)?;
    }
    let tag = vm.str_value("WeakMap")?;
    vm.define_builtin(wmp, tag_key, tag, attrs::CONFIGURABLE)?;

    let wsp = vm.alloc_object(ObjectKind::Ordinary, op)?;
    vm.realm.weak_set_prototype = wsp;
    vm.install_constructor(NativeId::WeakSet, wsp)?;
    for id in [NativeId::WeakSetProtoAdd, NativeId::WeakSetProtoDelete, NativeId::WeakSetProtoHas] {
        vm.install(wsp, id)?;
    }
    let tag = vm.str_value("WeakSet")?;
    vm.define_builtin(wsp, tag_key, tag, attrs::CONFIGURABLE)?;

    let wrp = vm.alloc_object(ObjectKind::Ordinary, op)?;
    vm.realm.weak_ref_prototype = wrp;
    vm.install_constructor(NativeId::WeakRef, wrp)?;
    vm.install(wrp, NativeId::WeakRefProtoDeref)?;
    let tag = vm.str_value("WeakRef")?;
    vm.define_builtin(wrp, tag_key, tag, attrs::CONFIGURABLE)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::vm::{Vm, VmOptions};

    fn run(vm: &mut Vm, src: &str) -> String {
        match vm.eval_script(src, "weak.js") {
            Ok(v) => vm.display(v),
            Err(e) => e.stack,
        }
    }

    fn live_objects(vm: &Vm) -> u64 {
        vm.heap_stats().kinds.iter().find(|k| k.name == "object").map_or(0, |k| u64::from(k.live))
    }

    /// A WeakMap entry's value lives while its key lives and is collected with it.
    #[test]
    fn weak_map_value_dies_with_its_key() {
        let mut vm = Vm::new(VmOptions::default());
        let setup = "var key = {}; var wm = new WeakMap();\
                     (function () { var big = []; for (var i = 0; i < 1000; i++) big.push({ i });\
                       wm.set(key, big); })(); 'ok'";
        assert_eq!(run(&mut vm, setup), "ok");
        vm.collect_now();
        let with_key = live_objects(&vm);
        assert_eq!(run(&mut vm, "wm.get(key).length"), "1000");
        assert_eq!(run(&mut vm, "key = null; 'dropped'"), "dropped");
        vm.collect_now();
        let without_key = live_objects(&vm);
        assert!(
            with_key >= without_key + 1000,
            "value not collected: {with_key} live before, {without_key} after"
        );
        // The table forgot the entry: a new key of the same shape is not found.
        assert_eq!(run(&mut vm, "wm.has({})"), "false");
    }

    /// WeakSet members and WeakRef targets stay while referenced, and a WeakRef clears
    /// once its target is unreachable (after the job that read it ended).
    #[test]
    fn weak_ref_clears_after_collection() {
        let mut vm = Vm::new(VmOptions::default());
        assert_eq!(run(&mut vm, "var t = {}; var wr = new WeakRef(t); wr.deref() === t"), "true");
        vm.collect_now();
        assert_eq!(run(&mut vm, "wr.deref() === t"), "true");
        assert_eq!(run(&mut vm, "t = null; 'x'"), "x");
        vm.collect_now();
        assert_eq!(run(&mut vm, "wr.deref()"), "undefined");
    }
}
