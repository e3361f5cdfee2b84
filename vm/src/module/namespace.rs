//! Module namespace exotic objects (ECMA-262 sec-module-namespace-exotic-objects):
//! GetModuleNamespace and the internal methods for string keys (symbol keys are
//! ordinary: the only one is @@toStringTag).
//!
//! A module also has a deferred namespace (the import defer proposal, `import defer *
//! as ns`): the same exports, @@toStringTag "Deferred Module", and every internal
//! method on a string key other than `"then"` first evaluates the module
//! synchronously (GetModuleExportsList), or throws a TypeError where that cannot be
//! done (the module or a dependency is evaluating or has top-level await).

use cairn_gc::Handle;

use super::Binding;
use crate::object::{JsObject, ObjectKind, PropertyDescriptor, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

impl Vm {
    /// ECMA-262 sec-getmodulenamespace: the namespace of module `m`, created once.
    pub(crate) fn module_namespace(&mut self, m: u32) -> JsResult<Handle<JsObject>> {
        self.namespace_object(m, false)
    }

    /// GetModuleNamespace(m, defer): the deferred namespace of module `m`, created once.
    pub(crate) fn deferred_module_namespace(&mut self, m: u32) -> JsResult<Handle<JsObject>> {
        self.namespace_object(m, true)
    }

    /// The namespace (or deferred namespace) of module `m`: ModuleNamespaceCreate on
    /// first use.
    fn namespace_object(&mut self, m: u32, deferred: bool) -> JsResult<Handle<JsObject>> {
        let rec = &self.modules.records[m as usize];
        if let Some(ns) = if deferred { rec.deferred_namespace } else { rec.namespace } {
            return Ok(ns);
        }
        if rec.namespace.is_some() || rec.deferred_namespace.is_some() {
            // The exports table is already built (by the other namespace).
            return self.alloc_namespace(m, deferred);
        }
        let mut names = Vec::new();
        self.exported_names(m, &mut Vec::new(), &mut names);
        let mut exports: Vec<(Vec<u16>, Box<str>, Binding)> = Vec::with_capacity(names.len());
        for n in names {
            let r = self.resolve_export(m, &n, &mut Vec::new());
            if let Some(b) = self.resolution_binding(r) {
                exports.push((n.encode_utf16().collect(), n, b));
            }
        }
        // ModuleNamespaceCreate: [[Exports]] sorted by code unit order.
        cairn_sort::sort_by(&mut exports, |a, b| a.0.cmp(&b.0));
        let mut table = Vec::with_capacity(exports.len());
        for (_, n, b) in exports {
            table.push((self.key(&n)?, b));
        }
        self.modules.records[m as usize].ns_exports = table;
        self.alloc_namespace(m, deferred)
    }

    /// Allocates the namespace object of `m` (its exports table is built).
    fn alloc_namespace(&mut self, m: u32, deferred: bool) -> JsResult<Handle<JsObject>> {
        let ns = self.alloc_object(ObjectKind::ModuleNamespace(m), None)?;
        let tag = self.str_value(if deferred { "Deferred Module" } else { "Module" })?;
        let to_string_tag = PropertyKey::Symbol(self.realm.symbols.to_string_tag);
        self.add_property(ns, to_string_tag, tag, 0)?;
        self.heap.get_mut(ns).extensible = false;
        let rec = &mut self.modules.records[m as usize];
        if deferred {
            rec.deferred_namespace = Some(ns);
        } else {
            rec.namespace = Some(ns);
        }
        Ok(ns)
    }

    /// The module of a namespace object.
    #[inline]
    pub(crate) fn namespace_module(&self, o: Handle<JsObject>) -> Option<u32> {
        match self.heap.get(o).kind {
            ObjectKind::ModuleNamespace(m) => Some(m),
            _ => None,
        }
    }

    /// The binding of export `key` of the namespace of module `m`.
    fn ns_binding(&self, m: u32, key: PropertyKey) -> Option<Binding> {
        let rec = self.modules.records.get(m as usize)?;
        rec.ns_exports.iter().find(|(k, _)| *k == key).map(|(_, b)| *b)
    }

    /// [[Get]] for a string key (sec-module-namespace-exotic-objects-get-p-receiver).
    pub(crate) fn ns_get(&mut self, m: u32, key: PropertyKey) -> JsResult<Value> {
        match self.ns_binding(m, key) {
            None => Ok(Value::UNDEFINED),
            Some(Binding::Namespace(t)) => Ok(Value::object(self.module_namespace(t)?)),
            Some(Binding::DeferredNamespace(t)) => {
                Ok(Value::object(self.deferred_module_namespace(t)?))
            }
            Some(Binding::Slot(env, slot)) => {
                let v = self.heap.get(env).slots.get(slot as usize).copied().unwrap_or_default();
                if v.is_hole() {
                    return Err(self.tdz_error(key));
                }
                Ok(v)
            }
        }
    }

    /// [[HasProperty]] for a string key.
    pub(crate) fn ns_has(&self, m: u32, key: PropertyKey) -> bool {
        self.ns_binding(m, key).is_some()
    }

    /// [[GetOwnProperty]] for a string key.
    pub(crate) fn ns_get_own_property(
        &mut self,
        m: u32,
        key: PropertyKey,
    ) -> JsResult<Option<PropertyDescriptor>> {
        if !self.ns_has(m, key) {
            return Ok(None);
        }
        let v = self.ns_get(m, key)?;
        Ok(Some(PropertyDescriptor::data(v, attrs::WRITABLE | attrs::ENUMERABLE)))
    }

    /// [[DefineOwnProperty]] for a string key.
    pub(crate) fn ns_define_own_property(
        &mut self,
        m: u32,
        key: PropertyKey,
        desc: PropertyDescriptor,
    ) -> JsResult<bool> {
        let Some(current) = self.ns_get_own_property(m, key)? else { return Ok(false) };
        if desc.configurable == Some(true)
            || desc.enumerable == Some(false)
            || desc.is_accessor()
            || desc.writable == Some(false)
        {
            return Ok(false);
        }
        if let (Some(v), Some(c)) = (desc.value, current.value) {
            return Ok(self.same_value(v, c));
        }
        Ok(true)
    }

    /// [[Delete]] for a string key.
    pub(crate) fn ns_delete(&self, m: u32, key: PropertyKey) -> bool {
        !self.ns_has(m, key)
    }

    /// [[OwnPropertyKeys]]: the exports, then the symbol keys.
    pub(crate) fn ns_own_keys(&self, o: Handle<JsObject>, m: u32) -> Vec<PropertyKey> {
        let mut out: Vec<PropertyKey> = self
            .modules
            .records
            .get(m as usize)
            .map(|r| r.ns_exports.iter().map(|(k, _)| *k).collect())
            .unwrap_or_default();
        let obj = self.heap.get(o);
        let named: Vec<PropertyKey> = match &obj.dict {
            Some(d) => d.keys.iter().flatten().map(|(k, _)| *k).collect(),
            None => self.heap.get(obj.shape).keys.iter().map(|(k, _)| *k).collect(),
        };
        out.extend(named.into_iter().filter(|k| matches!(k, PropertyKey::Symbol(_))));
        out
    }

    /// Whether `key` is a string key of a namespace object `o` (its exotic methods
    /// apply); symbol keys are ordinary, and so is `"then"` on a deferred namespace
    /// (IsSymbolLikeNamespaceKey). For any other key of a deferred namespace, the
    /// module is evaluated first (GetModuleExportsList).
    #[inline]
    pub(crate) fn ns_string_key(
        &mut self,
        o: Handle<JsObject>,
        key: PropertyKey,
    ) -> JsResult<Option<u32>> {
        if matches!(key, PropertyKey::Symbol(_)) {
            return Ok(None);
        }
        let Some(m) = self.namespace_module(o) else { return Ok(None) };
        if self.is_deferred_namespace(o, m) {
            if key == PropertyKey::Atom(crate::names::THEN) {
                return Ok(None);
            }
            self.ensure_deferred_evaluation(m)?;
        }
        Ok(Some(m))
    }

    /// Whether `o`, a namespace of module `m`, is its deferred namespace.
    #[inline]
    fn is_deferred_namespace(&self, o: Handle<JsObject>, m: u32) -> bool {
        self.modules.records.get(m as usize).is_some_and(|r| r.deferred_namespace == Some(o))
    }

    /// [[OwnPropertyKeys]] of namespace `o` of module `m`: a deferred namespace
    /// evaluates its module first.
    pub(crate) fn ns_own_property_keys(
        &mut self,
        o: Handle<JsObject>,
        m: u32,
    ) -> JsResult<Vec<PropertyKey>> {
        if self.is_deferred_namespace(o, m) {
            self.ensure_deferred_evaluation(m)?;
        }
        Ok(self.ns_own_keys(o, m))
    }

    /// GetModuleExportsList's evaluation step for a deferred namespace of module `m`:
    /// a TypeError unless the module can be evaluated synchronously
    /// (ReadyForSyncExecution), then EvaluateSync.
    fn ensure_deferred_evaluation(&mut self, m: u32) -> JsResult<()> {
        if self.modules.records[m as usize].status != super::Status::Evaluated
            && !self.ready_for_sync_execution(m, &mut Vec::new())
        {
            return Err(self.type_error(
                "a deferred module cannot be evaluated now: it or a dependency is being evaluated or has top-level await",
            ));
        }
        self.evaluate_sync(m)
    }

    /// ReadyForSyncExecution(m): the module and its dependencies are evaluated, or can
    /// be evaluated now without waiting (none is evaluating or has top-level await).
    fn ready_for_sync_execution(&self, m: u32, seen: &mut Vec<u32>) -> bool {
        if seen.contains(&m) {
            return true;
        }
        seen.push(m);
        let Some(rec) = self.modules.records.get(m as usize) else { return false };
        if self.is_scc_evaluated(m) {
            return true;
        }
        match rec.status {
            super::Status::Evaluated => return true,
            super::Status::Evaluating
            | super::Status::EvaluatingAsync
            | super::Status::Unlinked
            | super::Status::Linking => return false,
            super::Status::Linked => {}
        }
        if rec.info.has_tla {
            return false;
        }
        rec.requested.iter().all(|&r| self.ready_for_sync_execution(r, seen))
    }
}
