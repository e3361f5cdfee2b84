//! ES modules (ECMA-262 sec-modules): source text module records kept on the `Vm` as
//! plain data (handles and indices, no closures), loaded through the host's loader hook
//! ([`Vm::set_module_loader`]), linked (`link`), evaluated with cycles and top-level
//! await (`evaluate`), their namespace objects (`namespace`), `import()` and
//! `import.meta`.
//!
//! A module's environment is created when the module is loaded, so that an importer in
//! a cycle can point its import bindings at it before the exporter is linked. Imports
//! are not copied into the importer's environment: `GetImport` reads the exporter's
//! slot through [`Binding`] (a live binding, TDZ included).

mod evaluate;
mod json;
mod link;
mod namespace;
mod text;

use std::collections::HashMap;
use std::rc::Rc;

use cairn_compiler::bytecode::{ImportEntry, IndirectExport, LocalExport, Script};
use cairn_gc::{Handle, Tracer};

use crate::errors::ErrorType;
use crate::interp::code::{Code, line_col, line_starts};
use crate::interp::env::Env;
use crate::object::JsObject;
use crate::run::{ErrorPhase, JsError};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

pub(crate) use evaluate::{
    async_fulfilled, async_rejected, import_defer_wait, import_fulfilled, import_job,
    import_rejected,
};

/// The host's module loader: `(specifier, referrer name) -> (canonical name, source)`.
/// Modules are cached by canonical name; an `Err` message becomes a TypeError.
pub type ModuleLoader = Box<dyn FnMut(&str, &str) -> Result<(String, String), String>>;

/// The host's HostGetImportMetaProperties: given a module's canonical name, the string
/// properties its `import.meta` object starts with (such as `url`).
pub type ImportMetaHook = Box<dyn FnMut(&str) -> Vec<(String, String)>>;

/// The host's TypeScript lowering: turns a program the parser read as TypeScript into
/// JavaScript nodes in place (cairn-ts's `lower`: the VM does not depend on the
/// TypeScript front end). See [`Vm::set_typescript`].
pub type LowerTypeScript = for<'a> fn(
    &'a bumpalo::Bump,
    &mut cairn_parser::ast::Program<'a>,
) -> Result<(), cairn_parser::SyntaxError>;

/// Says which scripts and modules, by name, are TypeScript (see [`Vm::set_typescript`]).
pub type IsTypeScript = Box<dyn Fn(&str) -> bool>;

/// [[Status]] of a cyclic module record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub(crate) enum Status {
    /// Loaded, not linked.
    Unlinked,
    /// On the linking DFS stack.
    Linking,
    /// Linked.
    Linked,
    /// On the evaluation DFS stack.
    Evaluating,
    /// Waiting for its own or its dependencies' top-level await.
    EvaluatingAsync,
    /// Done (possibly with an error).
    Evaluated,
}

/// [[AsyncEvaluationOrder]].
#[derive(Clone, Copy, Debug, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub(crate) enum AsyncOrder {
    /// Not async.
    Unset,
    /// Its place in the order of async evaluation.
    Order(u64),
    /// Async evaluation finished.
    Done,
}

/// Where an import binding (or a namespace property) reads its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub(crate) enum Binding {
    /// Slot `1` of the exporting module's environment `0`.
    Slot(Handle<Env>, u32),
    /// The namespace object of module `0`.
    Namespace(u32),
    /// The deferred namespace object of module `0` (`import defer * as ns`).
    DeferredNamespace(u32),
}

/// The kind of module an import request asks for: its `type` import attribute
/// (sec-import-attributes; JSON modules, sec-parse-json-module).
#[derive(Clone, Copy, Debug, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub(crate) enum ModuleType {
    /// No `type` attribute: a JavaScript module.
    JavaScript,
    /// `type: "json"`.
    Json,
    /// `type: "text"` (the import text proposal): the file's text as the default export.
    Text,
    /// Any other `type`: loading it is a SyntaxError.
    Unsupported,
}

impl ModuleType {
    /// The type named by a request's attributes (keys other than `type` are ignored).
    pub(crate) fn of(attributes: &[(Box<str>, Box<str>)]) -> ModuleType {
        match attributes.iter().find(|(k, _)| &**k == "type") {
            None => ModuleType::JavaScript,
            Some((_, v)) if &**v == "json" => ModuleType::Json,
            Some((_, v)) if &**v == "text" => ModuleType::Text,
            Some(_) => ModuleType::Unsupported,
        }
    }

    /// The module map key of canonical `name` loaded as this type: a JSON module is
    /// another module than a JavaScript one of the same file (NUL never occurs in a
    /// loader's name).
    fn key(self, name: &str) -> Box<str> {
        match self {
            ModuleType::Json => format!("{name}\0json").into(),
            ModuleType::Text => format!("{name}\0text").into(),
            ModuleType::JavaScript | ModuleType::Unsupported => name.into(),
        }
    }
}

/// The static tables of a compiled module.
#[derive(Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub(crate) struct ModuleInfo {
    /// Requested specifiers in source order.
    pub(crate) requests: Vec<Box<str>>,
    /// The phase of each request (0 evaluation, 1 source, 2 defer).
    pub(crate) phases: Vec<u8>,
    /// The module type each request asks for (its `type` import attribute).
    pub(crate) types: Vec<ModuleType>,
    /// Import entries.
    pub(crate) imports: Vec<ImportEntry>,
    /// Local exports.
    pub(crate) local_exports: Vec<LocalExport>,
    /// Indirect exports.
    pub(crate) indirect_exports: Vec<IndirectExport>,
    /// `export *` requests.
    pub(crate) star_exports: Vec<u32>,
    /// Hoisted functions: (env slot, function index).
    pub(crate) hoisted_functions: Vec<(u32, u32)>,
    /// [[HasTLA]].
    pub(crate) has_tla: bool,
}

/// A source text module record (sec-source-text-module-records).
#[derive(Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub(crate) struct ModuleRecord {
    /// The canonical name (the loader's key, and the referrer of its imports).
    pub(crate) name: Box<str>,
    /// The loaded unit.
    pub(crate) code: Handle<Code>,
    /// The module environment.
    pub(crate) env: Handle<Env>,
    /// The static tables.
    pub(crate) info: Rc<ModuleInfo>,
    /// The module each request resolved to (filled by loading).
    pub(crate) requested: Vec<u32>,
    /// Whether `requested` is complete.
    pub(crate) loaded: bool,
    /// One binding per import entry (filled by InitializeEnvironment).
    pub(crate) imports: Vec<Binding>,
    /// [[Status]].
    pub(crate) status: Status,
    /// [[EvaluationError]].
    pub(crate) error: Option<Value>,
    /// [[DFSIndex]].
    pub(crate) dfs_index: u32,
    /// [[DFSAncestorIndex]].
    pub(crate) dfs_ancestor: u32,
    /// [[CycleRoot]].
    pub(crate) cycle_root: u32,
    /// [[AsyncEvaluationOrder]].
    pub(crate) async_order: AsyncOrder,
    /// [[PendingAsyncDependencies]].
    pub(crate) pending_deps: u32,
    /// [[AsyncParentModules]].
    pub(crate) async_parents: Vec<u32>,
    /// [[TopLevelCapability]]'s promise.
    pub(crate) capability: Option<Handle<JsObject>>,
    /// [[Namespace]].
    pub(crate) namespace: Option<Handle<JsObject>>,
    /// [[DeferredNamespace]] (import defer): evaluates the module on first use.
    pub(crate) deferred_namespace: Option<Handle<JsObject>>,
    /// The namespace's exports, sorted by code units, with their bindings.
    pub(crate) ns_exports: Vec<(PropertyKey, Binding)>,
    /// The `import.meta` object.
    pub(crate) meta: Option<Handle<JsObject>>,
}

/// Every module of the VM, by index, and the loader.
#[derive(Default)]
pub(crate) struct Modules {
    /// Records by module index.
    pub(crate) records: Vec<ModuleRecord>,
    /// (realm, canonical name) to module index: each realm has a module map of its own
    /// (a ShadowRealm's `importValue` loads its own instances).
    pub(crate) by_name: HashMap<(u16, Box<str>), u32>,
    /// The host's loader.
    pub(crate) loader: Option<ModuleLoader>,
    /// IncrementModuleAsyncEvaluationCount's counter.
    pub(crate) async_count: u64,
    /// (realm, referrer, specifier) to module: the loader is asked once per pair and
    /// realm.
    pub(crate) resolved: HashMap<(u16, Box<str>, Box<str>), u32>,
    /// The host's `import.meta` properties.
    pub(crate) meta_hook: Option<ImportMetaHook>,
    /// The host's TypeScript lowering and the names it applies to (`Vm::set_typescript`).
    pub(crate) typescript: Option<(LowerTypeScript, IsTypeScript)>,
}

impl Modules {
    /// Marks every handle the records hold.
    pub(crate) fn trace_roots(&self, t: &mut Tracer) {
        for r in &self.records {
            t.mark(r.code);
            t.mark(r.env);
            for b in &r.imports {
                if let Binding::Slot(e, _) = b {
                    t.mark(*e);
                }
            }
            for (_, b) in &r.ns_exports {
                if let Binding::Slot(e, _) = b {
                    t.mark(*e);
                }
            }
            if let Some(e) = r.error {
                cairn_gc::Trace::trace(&e, t);
            }
            for h in [r.capability, r.namespace, r.deferred_namespace, r.meta].into_iter().flatten()
            {
                t.mark(h);
            }
        }
    }
}

/// Why creating or loading a module failed.
pub(crate) enum LoadError {
    /// The module text does not parse or compile: (message, span).
    Syntax(String, (u32, u32)),
    /// A thrown error (loader failure, a dependency's syntax error, a link error).
    Throw(Throw),
}

impl From<Throw> for LoadError {
    fn from(t: Throw) -> Self {
        LoadError::Throw(t)
    }
}

/// The most modules a graph may hold and the deepest DFS the Rust stack takes.
pub(crate) const MAX_MODULE_DEPTH: u32 = 2_000;

impl Vm {
    /// Sets the module loader used by static imports of [`Vm::eval_module`] and by
    /// `import()`: `(specifier, referrer name) -> Ok((canonical name, source))`.
    pub fn set_module_loader(&mut self, loader: ModuleLoader) {
        self.modules.loader = Some(loader);
    }

    /// Runs TypeScript as is: a script or module whose name `is_typescript` accepts is
    /// parsed as TypeScript and lowered by `lower` before it is compiled, once, so its
    /// syntax errors, stack traces and function source text are those of the TypeScript
    /// text. Eval code and `Function` bodies stay JavaScript.
    pub fn set_typescript(&mut self, lower: LowerTypeScript, is_typescript: IsTypeScript) {
        self.modules.typescript = Some((lower, is_typescript));
    }

    /// The lowering for the script or module `name`, if it is TypeScript.
    pub(crate) fn typescript_for(&self, name: &str) -> Option<LowerTypeScript> {
        let (lower, is_typescript) = self.modules.typescript.as_ref()?;
        is_typescript(name).then_some(*lower)
    }

    /// Sets HostGetImportMetaProperties: the string properties each module's
    /// `import.meta` object is created with (the hook gets the module's name).
    pub fn set_import_meta_hook(&mut self, hook: ImportMetaHook) {
        self.modules.meta_hook = Some(hook);
    }

    /// ParseModule + the loaded unit, environment and record of module text `name`.
    pub(crate) fn create_module(&mut self, name: &str, source: &str) -> Result<u32, LoadError> {
        self.create_module_keyed(name, name, source)
    }

    /// [`Vm::create_module`] recorded in the module map under `key`.
    fn create_module_keyed(
        &mut self,
        name: &str,
        key: &str,
        source: &str,
    ) -> Result<u32, LoadError> {
        let module = crate::compile::module(source, self.typescript_for(name))
            .map_err(|e| LoadError::Syntax(e.message, e.span))?;
        let mut functions = module.functions;
        // The module environment's layout goes at the end of the body's scope table so
        // that the environment can name its slots (TDZ messages, by-name lookups).
        let Some(body) = functions.first_mut() else {
            return Err(LoadError::Syntax("empty module unit".into(), (0, 0)));
        };
        let scope = body.scopes.len() as u32;
        body.scopes.push(module.environment);
        let script = Script { functions, strict: true, is_eval: false };
        let code = self.load_script(script, name, source)?;
        let id = self.modules.records.len() as u32;
        self.heap.get_mut(code).module = Some(id);
        let env = self.new_scope_env(code, 0, scope, None)?;
        let info = ModuleInfo {
            phases: module.requests.iter().map(|r| r.phase).collect(),
            types: module.requests.iter().map(|r| ModuleType::of(&r.attributes)).collect(),
            requests: module.requests.into_iter().map(|r| r.specifier).collect(),
            imports: module.imports,
            local_exports: module.local_exports,
            indirect_exports: module.indirect_exports,
            star_exports: module.star_exports,
            hoisted_functions: module.hoisted_functions,
            has_tla: module.has_top_level_await,
        };
        self.modules.records.push(ModuleRecord {
            name: name.into(),
            code,
            env,
            info: Rc::new(info),
            requested: Vec::new(),
            loaded: false,
            imports: Vec::new(),
            status: Status::Unlinked,
            error: None,
            dfs_index: 0,
            dfs_ancestor: 0,
            cycle_root: id,
            async_order: AsyncOrder::Unset,
            pending_deps: 0,
            async_parents: Vec::new(),
            capability: None,
            namespace: None,
            deferred_namespace: None,
            ns_exports: Vec::new(),
            meta: None,
        });
        self.modules.by_name.insert((self.realm_id, key.into()), id);
        Ok(id)
    }

    /// HostLoadImportedModule, synchronously: the module `specifier` names from
    /// `referrer`, loaded (not its dependencies) and cached by canonical name.
    pub(crate) fn host_load_module(
        &mut self,
        specifier: &str,
        referrer: &str,
        ty: ModuleType,
    ) -> JsResult<u32> {
        if ty == ModuleType::Unsupported {
            let msg =
                format!("Cannot load module '{specifier}': unsupported import attribute type");
            return Err(self.syntax_error(&msg));
        }
        let pair: (u16, Box<str>, Box<str>) = (self.realm_id, referrer.into(), ty.key(specifier));
        if let Some(&id) = self.modules.resolved.get(&pair) {
            return Ok(id);
        }
        let id = self.host_load_module_uncached(specifier, referrer, ty)?;
        self.modules.resolved.insert(pair, id);
        Ok(id)
    }

    /// HostLoadImportedModule through the loader (no memo).
    fn host_load_module_uncached(
        &mut self,
        specifier: &str,
        referrer: &str,
        ty: ModuleType,
    ) -> JsResult<u32> {
        let Some(mut loader) = self.modules.loader.take() else {
            let msg = format!("Cannot load module '{specifier}': the host has no module loader");
            return Err(self.type_error(&msg));
        };
        let r = loader(specifier, referrer);
        if self.modules.loader.is_none() {
            self.modules.loader = Some(loader);
        }
        let (name, source) = match r {
            Ok(x) => x,
            Err(m) => {
                return Err(self.type_error(&format!("Cannot load module '{specifier}': {m}")));
            }
        };
        let key = ty.key(&name);
        if let Some(&id) = self.modules.by_name.get(&(self.realm_id, key.clone())) {
            return Ok(id);
        }
        if self.modules.records.len() >= u32::MAX as usize / 2 {
            return Err(self.range_error("too many modules"));
        }
        let source = match ty {
            ModuleType::Json => match json::json_module_source(&source) {
                Ok(s) => s,
                Err(m) => return Err(self.syntax_error(&format!("{m} (in {name})"))),
            },
            ModuleType::Text => text::text_module_source(&source),
            ModuleType::JavaScript | ModuleType::Unsupported => source,
        };
        match self.create_module_keyed(&name, &key, &source) {
            Ok(id) => Ok(id),
            Err(LoadError::Throw(t)) => Err(t),
            Err(LoadError::Syntax(m, (start, _))) => {
                let (line, column) = line_col(&source, &line_starts(&source), start);
                Err(self.syntax_error(&format!("{m} (in {name}:{line}:{column})")))
            }
        }
    }

    /// LoadRequestedModules: loads every module reachable from `root`.
    pub(crate) fn load_requested_modules(&mut self, root: u32) -> JsResult<()> {
        let mut work = vec![root];
        while let Some(m) = work.pop() {
            let Some(rec) = self.modules.records.get(m as usize) else { continue };
            if rec.loaded {
                continue;
            }
            let info = Rc::clone(&rec.info);
            let referrer: Box<str> = rec.name.clone();
            let mut requested = Vec::with_capacity(info.requests.len());
            for (i, spec) in info.requests.iter().enumerate() {
                let ty = info.types.get(i).copied().unwrap_or(ModuleType::JavaScript);
                let id = self.host_load_module(spec, &referrer, ty)?;
                requested.push(id);
                work.push(id);
            }
            let rec = &mut self.modules.records[m as usize];
            rec.requested = requested;
            rec.loaded = true;
        }
        Ok(())
    }

    /// The module that the running frame's code belongs to, if any.
    pub(crate) fn running_module(&self, code: Handle<Code>) -> Option<u32> {
        self.heap.get(code).module
    }

    /// `GetImport`: the current value of import binding `import` of the running module.
    pub(crate) fn get_import(&mut self, code: Handle<Code>, import: u32) -> JsResult<Value> {
        let Some(m) = self.running_module(code) else {
            return Err(self.syntax_error("import binding outside a module"));
        };
        let rec = &self.modules.records[m as usize];
        match rec.imports.get(import as usize).copied() {
            Some(Binding::Slot(env, slot)) => {
                let v = self.heap.get(env).slots.get(slot as usize).copied().unwrap_or_default();
                if v.is_hole() {
                    let name = rec
                        .info
                        .imports
                        .get(import as usize)
                        .map_or_else(String::new, |e| e.local_name.to_string());
                    return Err(self.reference_error(&format!(
                        "Cannot access '{name}' before initialization"
                    )));
                }
                Ok(v)
            }
            Some(Binding::Namespace(n)) => Ok(Value::object(self.module_namespace(n)?)),
            Some(Binding::DeferredNamespace(n)) => {
                Ok(Value::object(self.deferred_module_namespace(n)?))
            }
            None => Err(self.reference_error("import binding is not linked")),
        }
    }

    /// `import.meta` of the running module: created once, with a null prototype
    /// (sec-meta-properties-runtime-semantics-evaluation).
    pub(crate) fn import_meta(&mut self, code: Handle<Code>) -> JsResult<Value> {
        let Some(m) = self.running_module(code) else {
            return Err(self.syntax_error("import.meta outside a module"));
        };
        if let Some(o) = self.modules.records[m as usize].meta {
            return Ok(Value::object(o));
        }
        let o = self.alloc_object(crate::object::ObjectKind::Ordinary, None)?;
        self.modules.records[m as usize].meta = Some(o);
        if let Some(mut hook) = self.modules.meta_hook.take() {
            let name = self.modules.records[m as usize].name.to_string();
            let props = hook(&name);
            if self.modules.meta_hook.is_none() {
                self.modules.meta_hook = Some(hook);
            }
            for (k, v) in props {
                let key = self.key(&k)?;
                let v = self.str_value(&v)?;
                self.create_data_property_or_throw(o, key, v)?;
            }
        }
        Ok(Value::object(o))
    }

    /// Parses, loads, links and starts evaluating module text `name` (its promise runs
    /// on the job queue): the module's index and its evaluation promise.
    pub(crate) fn evaluate_module_text(
        &mut self,
        source: &str,
        name: &str,
    ) -> Result<(u32, Handle<JsObject>), JsError> {
        let id = match self.modules.by_name.get(&(self.realm_id, name.into())).copied() {
            Some(id) => id,
            None => match self.create_module(name, source) {
                Ok(id) => id,
                Err(LoadError::Syntax(message, span)) => {
                    let message = format!("SyntaxError: {message}");
                    return Err(JsError {
                        stack: message.clone(),
                        message,
                        value: Value::UNDEFINED,
                        termination: None,
                        span: Some(span),
                        phase: ErrorPhase::Parse,
                    });
                }
                Err(LoadError::Throw(t)) => return Err(self.js_error(t)),
            },
        };
        let linked = self.load_requested_modules(id).and_then(|()| self.link_module(id));
        if let Err(t) = linked {
            let mut e = self.js_error(t);
            if e.termination.is_none() {
                e.phase = ErrorPhase::Resolution;
            }
            return Err(e);
        }
        match self.evaluate_module(id) {
            Ok(p) => Ok((id, p)),
            Err(t) => Err(self.js_error(t)),
        }
    }

    /// Parses, loads, links and evaluates module text `name`, then drains the job
    /// queue. Errors say their phase: a parse error of this text, a resolution error
    /// (loading or linking: a dependency's syntax error, a missing export), or an
    /// evaluation error.
    pub fn eval_module(&mut self, source: &str, name: &str) -> Result<Value, JsError> {
        let (_, promise) = self.evaluate_module_text(source, name)?;
        self.temps.push(Value::object(promise));
        let ran = self.run_jobs();
        self.temps.pop();
        if let Err(t) = ran {
            return Err(self.js_error(t));
        }
        let pv = Value::object(promise);
        self.jobs.unhandled.retain(|&u| u != pv);
        let (state, result) = match &self.heap.get(promise).kind {
            crate::object::ObjectKind::Promise(d) => (d.state, d.result),
            _ => (crate::object::slots::promise::PromiseState::Pending, Value::UNDEFINED),
        };
        if state == crate::object::slots::promise::PromiseState::Rejected {
            return Err(self.js_error(Throw::Exception(result)));
        }
        if let Some(&p) = self.jobs.unhandled.first() {
            self.jobs.unhandled.clear();
            let reason = p.as_object().and_then(|o| match &self.heap.get(o).kind {
                crate::object::ObjectKind::Promise(d) => Some(d.result),
                _ => None,
            });
            return Err(self.js_error(Throw::Exception(reason.unwrap_or_default())));
        }
        Ok(Value::UNDEFINED)
    }

    /// A SyntaxError thrown at link time.
    pub(crate) fn link_error(&mut self, message: &str) -> Throw {
        self.throw_error(ErrorType::SyntaxError, message)
    }
}

/// Resolves a relative module specifier (`./x.js`, `../x.js`, `/x.js`) against the
/// name of the importing module, as a file path with `.` and `..` segments removed;
/// `None` for bare specifiers. Hosts that load modules from files use it to make
/// canonical names (so that one file is one module however it is reached).
pub fn resolve_file_specifier(specifier: &str, referrer: &str) -> Option<String> {
    let joined = if specifier.starts_with('/') {
        specifier.to_string()
    } else if specifier.starts_with("./") || specifier.starts_with("../") {
        let dir = match referrer.rfind('/') {
            Some(i) => &referrer[..=i],
            None => "",
        };
        format!("{dir}{specifier}")
    } else {
        return None;
    };
    Some(normalize_path(&joined))
}

/// Removes `.` and `..` segments (lexically) from a `/`-separated path.
pub fn normalize_path(path: &str) -> String {
    let absolute = path.starts_with('/');
    let mut parts: Vec<&str> = Vec::new();
    for seg in path.split('/') {
        match seg {
            "" | "." => {}
            ".." => {
                if matches!(parts.last(), Some(&p) if p != "..") {
                    parts.pop();
                } else if !absolute {
                    parts.push("..");
                }
            }
            s => parts.push(s),
        }
    }
    let body = parts.join("/");
    if absolute { format!("/{body}") } else { body }
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Module;
    ModuleAsyncFulfilled = ("", 1, false, async_fulfilled),
    ModuleAsyncRejected = ("", 1, false, async_rejected),
    ModuleImportJob = ("", 0, false, import_job),
    ModuleImportFulfilled = ("", 1, false, import_fulfilled),
    ModuleImportRejected = ("", 1, false, import_rejected),
    ModuleImportDeferWait = ("", 1, false, import_defer_wait),
}

#[cfg(test)]
mod tests;
