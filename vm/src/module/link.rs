//! Link (ECMA-262 sec-moduledeclarationlinking): GetExportedNames, ResolveExport,
//! InnerModuleLinking and InitializeEnvironment.

use std::rc::Rc;

use super::{Binding, MAX_MODULE_DEPTH, Status};
use crate::vm::{JsResult, Vm};

/// What ResolveExport found (sec-resolveexport).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Resolution {
    /// No such export (or a circular import request).
    NotFound,
    /// Star exports give different bindings.
    Ambiguous,
    /// Slot `1` of module `0`'s environment.
    Slot(u32, u32),
    /// The namespace of module `0`.
    Namespace(u32),
    /// The deferred namespace of module `0` (an `import defer * as ns` exported).
    DeferredNamespace(u32),
}

impl Vm {
    /// The module of request `r` of module `m`.
    fn requested_module(&self, m: u32, r: u32) -> Option<u32> {
        self.modules.records.get(m as usize)?.requested.get(r as usize).copied()
    }

    /// ECMA-262 sec-getexportednames.
    pub(crate) fn exported_names(&self, m: u32, star_set: &mut Vec<u32>, out: &mut Vec<Box<str>>) {
        if star_set.contains(&m) || star_set.len() > MAX_MODULE_DEPTH as usize {
            return;
        }
        star_set.push(m);
        let Some(rec) = self.modules.records.get(m as usize) else { return };
        let info = Rc::clone(&rec.info);
        for e in &info.local_exports {
            if !out.contains(&e.export_name) {
                out.push(e.export_name.clone());
            }
        }
        for e in &info.indirect_exports {
            if !out.contains(&e.export_name) {
                out.push(e.export_name.clone());
            }
        }
        for &r in &info.star_exports {
            let Some(req) = self.requested_module(m, r) else { continue };
            let mut star_names = Vec::new();
            self.exported_names(req, star_set, &mut star_names);
            for n in star_names {
                if &*n != "default" && !out.contains(&n) {
                    out.push(n);
                }
            }
        }
    }

    /// ECMA-262 sec-resolveexport.
    pub(crate) fn resolve_export(
        &self,
        m: u32,
        name: &str,
        resolve_set: &mut Vec<(u32, Box<str>)>,
    ) -> Resolution {
        if resolve_set.iter().any(|(rm, rn)| *rm == m && &**rn == name)
            || resolve_set.len() > MAX_MODULE_DEPTH as usize
        {
            // A circular import request.
            return Resolution::NotFound;
        }
        resolve_set.push((m, name.into()));
        let Some(rec) = self.modules.records.get(m as usize) else {
            return Resolution::NotFound;
        };
        let info = Rc::clone(&rec.info);
        for e in &info.local_exports {
            if &*e.export_name == name {
                return Resolution::Slot(m, e.slot);
            }
        }
        for e in &info.indirect_exports {
            if &*e.export_name == name {
                let Some(imported) = self.requested_module(m, e.request) else {
                    return Resolution::NotFound;
                };
                return match &e.import_name {
                    None if info.phases.get(e.request as usize) == Some(&2) => {
                        Resolution::DeferredNamespace(imported)
                    }
                    None => Resolution::Namespace(imported),
                    Some(import_name) => self.resolve_export(imported, import_name, resolve_set),
                };
            }
        }
        if name == "default" {
            // A default export cannot be provided by export * from.
            return Resolution::NotFound;
        }
        let mut star = Resolution::NotFound;
        for &r in &info.star_exports {
            let Some(imported) = self.requested_module(m, r) else { continue };
            let resolution = self.resolve_export(imported, name, resolve_set);
            match resolution {
                Resolution::Ambiguous => return Resolution::Ambiguous,
                Resolution::NotFound => {}
                found => {
                    if star == Resolution::NotFound {
                        star = found;
                    } else if star != found {
                        return Resolution::Ambiguous;
                    }
                }
            }
        }
        star
    }

    /// The binding a resolution reads.
    pub(crate) fn resolution_binding(&self, r: Resolution) -> Option<Binding> {
        match r {
            Resolution::Slot(m, slot) => {
                Some(Binding::Slot(self.modules.records.get(m as usize)?.env, slot))
            }
            Resolution::Namespace(m) => Some(Binding::Namespace(m)),
            Resolution::DeferredNamespace(m) => Some(Binding::DeferredNamespace(m)),
            Resolution::NotFound | Resolution::Ambiguous => None,
        }
    }

    /// ECMA-262 sec-moduledeclarationlinking: Link().
    pub(crate) fn link_module(&mut self, root: u32) -> JsResult<()> {
        let mut stack = Vec::new();
        let r = self.inner_module_linking(root, &mut stack, 0, 0);
        if r.is_err() {
            for m in stack {
                self.modules.records[m as usize].status = Status::Unlinked;
            }
        }
        r.map(|_| ())
    }

    /// ECMA-262 sec-InnerModuleLinking.
    fn inner_module_linking(
        &mut self,
        m: u32,
        stack: &mut Vec<u32>,
        mut index: u32,
        depth: u32,
    ) -> JsResult<u32> {
        if depth > MAX_MODULE_DEPTH {
            return Err(self.range_error("module graph too deep"));
        }
        let status = self.modules.records[m as usize].status;
        if status != Status::Unlinked {
            return Ok(index);
        }
        {
            let rec = &mut self.modules.records[m as usize];
            rec.status = Status::Linking;
            rec.dfs_index = index;
            rec.dfs_ancestor = index;
        }
        index += 1;
        stack.push(m);
        let requested = self.modules.records[m as usize].requested.clone();
        for req in requested {
            index = self.inner_module_linking(req, stack, index, depth + 1)?;
            if self.modules.records[req as usize].status == Status::Linking {
                let a = self.modules.records[req as usize].dfs_ancestor;
                let rec = &mut self.modules.records[m as usize];
                rec.dfs_ancestor = rec.dfs_ancestor.min(a);
            }
        }
        self.initialize_environment(m)?;
        let rec = &self.modules.records[m as usize];
        if rec.dfs_ancestor == rec.dfs_index {
            while let Some(done) = stack.pop() {
                self.modules.records[done as usize].status = Status::Linked;
                if done == m {
                    break;
                }
            }
        }
        Ok(index)
    }

    /// ECMA-262 sec-source-text-module-record-initialize-environment: checks the
    /// indirect exports, binds the imports, and instantiates the hoisted functions.
    fn initialize_environment(&mut self, m: u32) -> JsResult<()> {
        let info = Rc::clone(&self.modules.records[m as usize].info);
        for e in &info.indirect_exports {
            let r = self.resolve_export(m, &e.export_name, &mut Vec::new());
            self.check_resolution(r, &e.export_name, m, e.request)?;
        }
        let mut bindings = Vec::with_capacity(info.imports.len());
        for e in &info.imports {
            let Some(imported) = self.requested_module(m, e.request) else {
                return Err(self.link_error("import request not loaded"));
            };
            if info.phases.get(e.request as usize) == Some(&1) {
                // GetModuleSource() of a Source Text Module Record throws.
                return Err(self.link_error("Source phase import of a JavaScript module"));
            }
            let binding = match &e.import_name {
                None if info.phases.get(e.request as usize) == Some(&2) => {
                    Binding::DeferredNamespace(imported)
                }
                None => Binding::Namespace(imported),
                Some(name) => {
                    let r = self.resolve_export(imported, name, &mut Vec::new());
                    self.check_resolution(r, name, m, e.request)?;
                    match self.resolution_binding(r) {
                        Some(b) => b,
                        None => return Err(self.link_error("unresolvable import")),
                    }
                }
            };
            bindings.push(binding);
        }
        let (code, env) = {
            let rec = &mut self.modules.records[m as usize];
            rec.imports = bindings;
            (rec.code, rec.env)
        };
        for &(slot, func) in &info.hoisted_functions {
            let f = self.make_closure(code, func, Some(env))?;
            if let Some(s) = self.heap.get_mut(env).slots.get_mut(slot as usize) {
                *s = crate::value::Value::object(f);
            }
        }
        Ok(())
    }

    /// Throws the link-time SyntaxError of a missing or ambiguous export.
    fn check_resolution(
        &mut self,
        r: Resolution,
        name: &str,
        m: u32,
        request: u32,
    ) -> JsResult<()> {
        let spec = self.modules.records[m as usize]
            .info
            .requests
            .get(request as usize)
            .map_or_else(String::new, |s| s.to_string());
        match r {
            Resolution::NotFound => Err(self.link_error(&format!(
                "The requested module '{spec}' does not provide an export named '{name}'"
            ))),
            Resolution::Ambiguous => Err(self.link_error(&format!(
                "The requested module '{spec}' contains conflicting star exports for name '{name}'"
            ))),
            Resolution::Slot(..) | Resolution::Namespace(_) | Resolution::DeferredNamespace(_) => {
                Ok(())
            }
        }
    }
}
