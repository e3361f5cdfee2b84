//! FinalizationRegistry (ECMA-262 sec-finalization-registry-objects).
//!
//! A registry holds its cells' targets and unregister tokens weakly and their held
//! values strongly. When a collection finds a target dead, `clear_dead` moves the held
//! value to `cleared` and reports the registry; the VM then queues the registry for a
//! cleanup job (HostEnqueueFinalizationRegistryCleanupJob), which the job loop runs
//! after the promise jobs (sec-cleanup-finalization-registry).

use crate::native::require_new;
use crate::object::slots::weak::{Cell, Registry};

use crate::builtins::{NativeCx, NativeId, arg};
use crate::object::{ObjectKind, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

impl Vm {
    /// ECMA-262 sec-cleanup-finalization-registry: calls the cleanup callback with
    /// each cleared cell's held value.
    pub(crate) fn cleanup_finalization_registry(&mut self, registry: Value) -> JsResult<()> {
        let Some(o) = registry.as_object() else { return Ok(()) };
        loop {
            let next = match &mut self.heap.get_mut(o).kind {
                ObjectKind::FinalizationRegistry(r) => {
                    r.cleared.pop().map(|held| (r.cleanup, held))
                }
                _ => None,
            };
            let Some((callback, held)) = next else { return Ok(()) };
            self.call(callback, Value::UNDEFINED, &[held])?;
        }
    }

    /// Runs the cleanup job of one registry a collection reported, if any is waiting.
    pub(crate) fn run_one_finalization_job(&mut self) -> Option<JsResult<()>> {
        if self.weak.cleanup.is_empty() {
            return None;
        }
        let registry = self.weak.cleanup.remove(0);
        self.temps.push(registry);
        let r = self.cleanup_finalization_registry(registry);
        self.temps.pop();
        Some(r)
    }
}

fn this_registry(
    vm: &mut Vm,
    this: Value,
    what: &str,
) -> JsResult<cairn_gc::Handle<crate::object::JsObject>> {
    if let Some(o) = this.as_object()
        && matches!(vm.heap.get(o).kind, ObjectKind::FinalizationRegistry(_))
    {
        return Ok(o);
    }
    Err(vm.type_error(&format!(
        "FinalizationRegistry.prototype.{what} called on incompatible receiver"
    )))
}

/// ECMA-262 sec-finalization-registry-cleanup-callback
pub(crate) fn constructor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    require_new(vm, cx, "FinalizationRegistry")?;
    let cleanup = arg(args, 0);
    if !vm.is_callable(cleanup) {
        return Err(vm.type_error("FinalizationRegistry: cleanup must be callable"));
    }
    let proto =
        vm.prototype_from_constructor(cx.new_target, vm.realm.finalization_registry_prototype)?;
    let data = Registry { cleanup, cells: Vec::new(), cleared: Vec::new() };
    let o = vm.alloc_object(ObjectKind::FinalizationRegistry(Box::new(data)), Some(proto))?;
    Ok(Value::object(o))
}

/// ECMA-262 sec-finalization-registry.prototype.register
pub(crate) fn register(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = this_registry(vm, this, "register")?;
    let (target, held, token) = (arg(args, 0), arg(args, 1), arg(args, 2));
    if !vm.can_be_held_weakly(target) {
        return Err(vm.type_error("FinalizationRegistry.prototype.register: invalid target"));
    }
    if vm.same_value(target, held) {
        return Err(vm.type_error(
            "FinalizationRegistry.prototype.register: target and holdings must not be same",
        ));
    }
    if !vm.can_be_held_weakly(token) && !token.is_undefined() {
        return Err(
            vm.type_error("FinalizationRegistry.prototype.register: invalid unregister token")
        );
    }
    vm.heap.update(o, |obj| {
        if let ObjectKind::FinalizationRegistry(r) = &mut obj.kind {
            r.cells.push(Cell { target, held, token });
        }
    })?;
    Ok(Value::UNDEFINED)
}

/// ECMA-262 sec-finalization-registry.prototype.unregister
pub(crate) fn unregister(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = this_registry(vm, this, "unregister")?;
    let token = arg(args, 0);
    if !vm.can_be_held_weakly(token) {
        return Err(
            vm.type_error("FinalizationRegistry.prototype.unregister: invalid unregister token")
        );
    }
    let removed = match &mut vm.heap.get_mut(o).kind {
        ObjectKind::FinalizationRegistry(r) => {
            let before = r.cells.len();
            r.cells.retain(|c| c.token != token);
            r.cells.len() != before
        }
        _ => false,
    };
    Ok(Value::bool(removed))
}

/// Installs FinalizationRegistry.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let op = Some(vm.realm.object_prototype);
    let frp = vm.alloc_object(ObjectKind::Ordinary, op)?;
    vm.realm.finalization_registry_prototype = frp;
    vm.install_constructor(NativeId::FinalizationRegistry, frp)?;
    vm.install(frp, NativeId::FinalizationRegistryProtoRegister)?;
    vm.install(frp, NativeId::FinalizationRegistryProtoUnregister)?;
    let tag_key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    let tag = vm.str_value("FinalizationRegistry")?;
    vm.define_builtin(frp, tag_key, tag, attrs::CONFIGURABLE)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::vm::{Vm, VmOptions};

    fn run(vm: &mut Vm, src: &str) -> String {
        match vm.eval_script(src, "finalization.js") {
            Ok(v) => vm.display(v),
            Err(e) => e.stack,
        }
    }

    /// A cleanup callback runs (as a job) with the held value once a collection finds
    /// the target dead, and not for targets still alive or unregistered.
    #[test]
    fn cleanup_runs_after_target_dies() {
        let mut vm = Vm::new(VmOptions::default());
        let setup = "var seen = []; var fr = new FinalizationRegistry(h => seen.push(h));\
                     var alive = {}; var token = {};\
                     fr.register(alive, 'alive');\
                     (function () { fr.register({}, 'dead'); fr.register({}, 'gone', token); })();\
                     fr.unregister(token)";
        assert_eq!(run(&mut vm, setup), "true");
        vm.collect_now();
        // The cleanup job runs after this script's synchronous part.
        assert_eq!(run(&mut vm, "seen.join()"), "");
        assert_eq!(run(&mut vm, "seen.join()"), "dead");
        vm.collect_now();
        assert_eq!(run(&mut vm, "0"), "0");
        assert_eq!(run(&mut vm, "seen.join()"), "dead");
    }
}
