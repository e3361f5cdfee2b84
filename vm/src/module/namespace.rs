//! Module namespace exotic objects (ECMA-262 sec-module-namespace-exotic-objects):
//! GetModuleNamespace and the internal methods for string keys (symbol keys are
//! ordinary: the only one is @@toStringTag).

use cairn_gc::Handle;

use super::Binding;
use crate::object::{JsObject, ObjectKind, PropertyDescriptor, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

impl Vm {
    /// ECMA-262 sec-getmodulenamespace: the namespace of module `m`, created once.
    pub(crate) fn module_namespace(&mut self, m: u32) -> JsResult<Handle<JsObject>> {
        if let Some(ns) = self.modules.records[m as usize].namespace {
            return Ok(ns);
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
        exports.sort_by(|a, b| a.0.cmp(&b.0));
        let mut table = Vec::with_capacity(exports.len());
        for (_, n, b) in exports {
            table.push((self.key(&n)?, b));
        }
        let ns = self.alloc_object(ObjectKind::ModuleNamespace(m), None)?;
        let tag = self.str_value("Module")?;
        let to_string_tag = PropertyKey::Symbol(self.realm.symbols.to_string_tag);
        self.add_property(ns, to_string_tag, tag, 0)?;
        self.heap.get_mut(ns).extensible = false;
        let rec = &mut self.modules.records[m as usize];
        rec.ns_exports = table;
        rec.namespace = Some(ns);
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
    /// apply); symbol keys are ordinary.
    #[inline]
    pub(crate) fn ns_string_key(&self, o: Handle<JsObject>, key: PropertyKey) -> Option<u32> {
        if matches!(key, PropertyKey::Symbol(_)) {
            return None;
        }
        self.namespace_module(o)
    }
}
