//! Name resolution from bytecode: the global environment (lexical bindings, then the
//! global object, ECMA-262 sec-global-environment-records), GlobalDeclarationInstantiation,
//! and by-name lookups through `with` and declarative environments.

use cairn_compiler::bytecode::{BindingKind, Constant};
use cairn_gc::Handle;

use super::code::{Code, Ic, ic_kind};
use super::env::Env;
use crate::object::{PropertyDescriptor, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// Where a name resolved: `Ok(Some((env, slot)))` a declarative binding, `Ok(None)`
/// the global environment, `Err(object)` a `with` object.
type Resolved = Result<Option<(Handle<Env>, usize)>, Value>;

/// The "slot" of a binding found in a declarative environment's extra-bindings object
/// (declarations a sloppy direct eval added; see `crate::eval`).
const EXTRA: usize = usize::MAX;

/// The depth unit of a `ResolveName` base naming a declarative binding
/// (depth * unit + slot).
const REF_DEPTH_UNIT: u64 = 1 << 32;

impl Vm {
    /// The current realm's global object, through `Vm::global_place`.
    #[cfg(not(target_family = "wasm"))]
    #[inline(always)]
    fn global_ref(&mut self) -> &crate::object::JsObject {
        self.heap.get_placed(self.realm.global, &mut self.global_place)
    }

    /// The current realm's global object (the module, for its size budget, has no
    /// `Vm::global_place`).
    #[cfg(target_family = "wasm")]
    #[inline(always)]
    fn global_ref(&mut self) -> &crate::object::JsObject {
        self.heap.get(self.realm.global)
    }

    /// [`Vm::global_ref`], mutably.
    #[cfg(not(target_family = "wasm"))]
    #[inline(always)]
    fn global_mut(&mut self) -> &mut crate::object::JsObject {
        self.heap.get_mut_placed(self.realm.global, &mut self.global_place)
    }

    /// [`Vm::global_ref`], mutably.
    #[cfg(target_family = "wasm")]
    #[inline(always)]
    fn global_mut(&mut self) -> &mut crate::object::JsObject {
        self.heap.get_mut(self.realm.global)
    }

    /// GetGlobal / GetGlobalForTypeof.
    #[inline(always)]
    pub(crate) fn get_global(
        &mut self,
        key: PropertyKey,
        site: u32,
        for_typeof: bool,
    ) -> JsResult<Value> {
        let entry = self.ic_get(site);
        if entry.kind == ic_kind::LEXICAL
            && let Some(&(v, _)) = self.realm.global_lexical_values.get(entry.slot as usize)
            && !v.is_hole()
        {
            return Ok(v);
        }
        if entry.kind == ic_kind::OWN {
            let g = self.global_ref();
            if g.shape.index() == entry.shape
                && let Some(&v) = g.slots.get(entry.slot as usize)
            {
                return Ok(v);
            }
        }
        // The global object is usually in dictionary mode: the cached slot holds while
        // it still holds this key as a data property.
        if entry.kind == ic_kind::DICT {
            let g = self.global_ref();
            if let Some(d) = &g.dict
                && let Some(Some((k, a))) = d.keys.get(entry.slot as usize)
                && *k == key
                && a & attrs::ACCESSOR == 0
                && let Some(&v) = g.slots.get(entry.slot as usize)
            {
                return Ok(v);
            }
        }
        self.get_global_slow(key, site, for_typeof)
    }

    #[inline(never)]
    fn get_global_slow(
        &mut self,
        key: PropertyKey,
        site: u32,
        for_typeof: bool,
    ) -> JsResult<Value> {
        let entry = self.ic_get(site);
        let global = self.realm.global;
        if entry.kind == ic_kind::DICT {
            let g = self.heap.get(global);
            if let Some(d) = &g.dict
                && let Some(Some((k, a))) = d.keys.get(entry.slot as usize)
                && *k == key
                && a & attrs::ACCESSOR == 0
            {
                return Ok(g.slots[entry.slot as usize]);
            }
        }
        if let Some(&i) = self.realm.global_lexicals.get(&key) {
            self.ic_set(site, Ic { kind: ic_kind::LEXICAL, slot: i, ..Ic::default() });
            let v = self.realm.global_lexical_values[i as usize].0;
            if v.is_hole() {
                return Err(self.tdz_error(key));
            }
            return Ok(v);
        }
        if let Some((crate::object::ordinary::Loc::Slot(slot), a)) = self.find_own(global, key)
            && a & attrs::ACCESSOR == 0
        {
            let g = self.heap.get(global);
            let kind = if g.dict.is_some() { ic_kind::DICT } else { ic_kind::OWN };
            let shape = g.shape.index();
            self.ic_set(site, Ic { kind, shape, slot, ..Ic::default() });
            return Ok(self.heap.get(global).slots[slot as usize]);
        }
        if self.has_property(global, key)? {
            return self.get(global, key, Value::object(global));
        }
        if for_typeof {
            return Ok(Value::UNDEFINED);
        }
        let name = self.key_display(key);
        Err(self.reference_error(&format!("{name} is not defined")))
    }

    /// The ReferenceError of a binding in its temporal dead zone.
    pub(crate) fn tdz_error(&mut self, key: PropertyKey) -> crate::vm::Throw {
        let name = self.key_display(key);
        self.reference_error(&format!("Cannot access '{name}' before initialization"))
    }

    /// SetGlobal: PutValue on a global reference.
    pub(crate) fn set_global(
        &mut self,
        key: PropertyKey,
        v: Value,
        strict: bool,
        site: u32,
    ) -> JsResult<()> {
        let entry = self.ic_get(site);
        let global = self.realm.global;
        if entry.kind == ic_kind::OWN {
            let g = self.global_mut();
            if g.shape.index() == entry.shape {
                g.slots[entry.slot as usize] = v;
                return Ok(());
            }
        }
        // The global object is usually in dictionary mode (as in `get_global`): the cached
        // slot holds while it still holds this key as a writable data property.
        if entry.kind == ic_kind::DICT {
            let g = self.global_mut();
            if let Some(d) = &g.dict
                && let Some(Some((k, a))) = d.keys.get(entry.slot as usize)
                && *k == key
                && a & (attrs::ACCESSOR | attrs::WRITABLE) == attrs::WRITABLE
                && let Some(slot) = g.slots.get_mut(entry.slot as usize)
            {
                *slot = v;
                return Ok(());
            }
        }
        if entry.kind == ic_kind::LEXICAL
            && let Some(cell) = self.realm.global_lexical_values.get_mut(entry.slot as usize)
            && !cell.1
            && !cell.0.is_hole()
        {
            cell.0 = v;
            return Ok(());
        }
        if let Some(&i) = self.realm.global_lexicals.get(&key) {
            let (cur, is_const) = self.realm.global_lexical_values[i as usize];
            if !cur.is_hole() && !is_const {
                self.ic_set(site, Ic { kind: ic_kind::LEXICAL, slot: i, ..Ic::default() });
            }
            let (cur, is_const) = self.realm.global_lexical_values[i as usize];
            if cur.is_hole() {
                return Err(self.tdz_error(key));
            }
            if is_const {
                return Err(self.type_error("Assignment to constant variable."));
            }
            self.realm.global_lexical_values[i as usize].0 = v;
            return Ok(());
        }
        if let Some((crate::object::ordinary::Loc::Slot(slot), a)) = self.find_own(global, key)
            && a & attrs::ACCESSOR == 0
            && a & attrs::WRITABLE != 0
        {
            let g = self.heap.get(global);
            let kind = if g.dict.is_some() { ic_kind::DICT } else { ic_kind::OWN };
            let shape = g.shape.index();
            self.ic_set(site, Ic { kind, shape, slot, ..Ic::default() });
            self.heap.get_mut(global).slots[slot as usize] = v;
            return Ok(());
        }
        if !self.has_property(global, key)? {
            if strict {
                let name = self.key_display(key);
                return Err(self.reference_error(&format!("{name} is not defined")));
            }
            self.set(global, key, v, Value::object(global))?;
            return Ok(());
        }
        let ok = self.set(global, key, v, Value::object(global))?;
        if !ok && strict {
            let name = self.key_display(key);
            return Err(
                self.type_error(&format!("Cannot assign to read only property '{name}' of object"))
            );
        }
        Ok(())
    }

    /// DeclareGlobals: ECMA-262 sec-globaldeclarationinstantiation.
    pub(crate) fn declare_globals(
        &mut self,
        code: Handle<Code>,
        func: u32,
        decl: u32,
    ) -> JsResult<()> {
        let d = match self.heap.get(code).functions[func as usize].code.constants.get(decl as usize)
        {
            Some(Constant::GlobalDeclarations(d)) => d.clone(),
            _ => return Err(self.type_error("DeclareGlobals: bad constant")),
        };
        if let Some(frame) = self.eval_frame_of(code) {
            // Eval code: EvalDeclarationInstantiation, with the eval's own environment
            // not pushed yet (the caller's is current).
            let lex = self.frames.last().and_then(|f| f.env);
            return self.eval_declaration_instantiation(&d, frame.var_env, lex);
        }
        let global = self.realm.global;
        let mut lex_keys = Vec::new();
        for (name, is_const) in &d.lexicals {
            let key = self.key(name)?;
            if self.realm.global_lexicals.contains_key(&key) {
                return Err(
                    self.syntax_error(&format!("Identifier '{name}' has already been declared"))
                );
            }
            // HasRestrictedGlobalProperty
            if let Some(desc) = self.get_own_property(global, key)?
                && desc.configurable == Some(false)
            {
                return Err(
                    self.syntax_error(&format!("Identifier '{name}' has already been declared"))
                );
            }
            lex_keys.push((key, *is_const));
        }
        let mut var_keys = Vec::new();
        for name in d.vars.iter().chain(d.functions.iter()) {
            let key = self.key(name)?;
            if self.realm.global_lexicals.contains_key(&key) {
                return Err(
                    self.syntax_error(&format!("Identifier '{name}' has already been declared"))
                );
            }
            var_keys.push(key);
        }
        for name in &d.functions {
            let key = self.key(name)?;
            // CanDeclareGlobalFunction
            match self.get_own_property(global, key)? {
                Some(desc)
                    if desc.configurable != Some(true)
                        && !(desc.is_data()
                            && desc.writable == Some(true)
                            && desc.enumerable == Some(true)) =>
                {
                    return Err(
                        self.type_error(&format!("Cannot redefine global function '{name}'"))
                    );
                }
                None if !self.is_extensible(global)? => {
                    return Err(self.type_error(&format!(
                        "Cannot declare global function '{name}': the global object is not extensible"
                    )));
                }
                _ => {}
            }
        }
        for name in &d.vars {
            // CanDeclareGlobalVar (declaredVarNames holds no function name).
            if d.functions.contains(name) {
                continue;
            }
            let key = self.key(name)?;
            if !self.has_own_property(global, key)? && !self.is_extensible(global)? {
                return Err(self.type_error(&format!(
                    "Cannot declare global variable '{name}': the global object is not extensible"
                )));
            }
        }
        for name in d.vars.iter().chain(d.annex_b_functions.iter()) {
            let key = self.key(name)?;
            if !self.has_own_property(global, key)? && self.heap.get(global).extensible {
                self.define_own_property(
                    global,
                    key,
                    PropertyDescriptor {
                        value: Some(Value::UNDEFINED),
                        writable: Some(true),
                        enumerable: Some(true),
                        configurable: Some(false),
                        ..Default::default()
                    },
                )?;
            }
        }
        for (key, is_const) in lex_keys {
            let i = self.realm.global_lexical_values.len() as u32;
            self.realm.global_lexical_values.push((Value::HOLE, is_const));
            self.realm.global_lexicals.insert(key, i);
        }
        Ok(())
    }

    /// DefineGlobalFunction: ECMA-262 sec-createglobalfunctionbinding.
    pub(crate) fn define_global_function(&mut self, key: PropertyKey, f: Value) -> JsResult<()> {
        let global = self.realm.global;
        let existing = self.get_own_property(global, key)?;
        let desc = match existing {
            Some(d) if d.configurable != Some(true) => {
                PropertyDescriptor { value: Some(f), ..Default::default() }
            }
            _ => PropertyDescriptor {
                value: Some(f),
                writable: Some(true),
                enumerable: Some(true),
                configurable: Some(false),
                ..Default::default()
            },
        };
        self.define_property_or_throw(global, key, desc)?;
        if !self.set(global, key, f, Value::object(global))? {
            return Err(self.type_error("Cannot define global function"));
        }
        Ok(())
    }

    /// InitGlobalLexical.
    pub(crate) fn init_global_lexical(&mut self, key: PropertyKey, v: Value) -> JsResult<()> {
        match self.realm.global_lexicals.get(&key) {
            Some(&i) => {
                self.realm.global_lexical_values[i as usize].0 = v;
                Ok(())
            }
            None => Err(self.reference_error("InitGlobalLexical of an undeclared binding")),
        }
    }

    /// The layout name and kind of an environment slot.
    fn slot_info(&self, env: Handle<Env>, slot: usize) -> Option<(Box<str>, BindingKind)> {
        let (code, func, scope) = self.heap.get(env).layout?;
        let layout =
            self.heap.get(code).functions.get(func as usize)?.code.scopes.get(scope as usize)?;
        layout.slots.get(slot).map(|s| (s.name.clone(), s.kind))
    }

    /// The TDZ error for an environment slot.
    pub(crate) fn env_tdz_error(&mut self, env: Handle<Env>, slot: usize) -> crate::vm::Throw {
        let name = self.slot_info(env, slot).map(|(n, _)| n.to_string()).unwrap_or_default();
        self.reference_error(&format!("Cannot access '{name}' before initialization"))
    }

    /// Resolves `name` through the environment chain by name: `Ok(Some((env, slot)))`
    /// for a declarative binding, `Ok(None)` when it reaches the global environment;
    /// a `with` object that has the name is returned as `Err(object)`.
    fn resolve_name(
        &mut self,
        env: Option<Handle<Env>>,
        key: PropertyKey,
        text: &str,
    ) -> JsResult<Resolved> {
        let internal = text.starts_with('%') || text.starts_with('#');
        let mut cur = env;
        while let Some(e) = cur {
            let record = self.heap.get(e);
            if let Some((code, func, scope)) = record.layout {
                let found = self
                    .heap
                    .get(code)
                    .functions
                    .get(func as usize)
                    .and_then(|f| f.code.scopes.get(scope as usize))
                    .and_then(|l| l.slots.iter().position(|s| &*s.name == text));
                if let Some(slot) = found {
                    return Ok(Ok(Some((e, slot))));
                }
                if let Some(o) = record.object.as_object()
                    && !internal
                    && self.find_own(o, key).is_some()
                {
                    return Ok(Ok(Some((e, EXTRA))));
                }
            } else if !internal {
                let obj = record.object;
                if let Some(o) = obj.as_object()
                    && self.has_property(o, key)?
                {
                    let unscopables = self.realm.symbols.unscopables;
                    let u = self.get(o, PropertyKey::Symbol(unscopables), obj)?;
                    let blocked = match u.as_object() {
                        Some(uo) => {
                            let b = self.get(uo, key, u)?;
                            self.to_boolean(b)
                        }
                        None => false,
                    };
                    if !blocked {
                        return Ok(Err(obj));
                    }
                }
            }
            cur = self.heap.get(e).parent;
        }
        Ok(Ok(None))
    }

    /// GetName / GetNameForTypeof / GetNameForCall: (value, this for a call).
    pub(crate) fn get_name(
        &mut self,
        env: Option<Handle<Env>>,
        key: PropertyKey,
        for_typeof: bool,
        strict: bool,
    ) -> JsResult<(Value, Value)> {
        let text = self.key_display(key);
        match self.resolve_name(env, key, &text)? {
            Ok(Some((e, EXTRA))) => {
                let o = self.heap.get(e).object;
                let v = match o.as_object() {
                    Some(o) => self.get(o, key, Value::object(o))?,
                    None => Value::UNDEFINED,
                };
                Ok((v, Value::UNDEFINED))
            }
            Ok(Some((e, slot))) => {
                let v = self.heap.get(e).slots[slot];
                // The typeof form of an internal name is a raw read (the compiler checks
                // `%this` for the hole itself before binding it in `super()`).
                if v.is_hole() && !(for_typeof && text.starts_with('%')) {
                    return Err(self.env_tdz_error(e, slot));
                }
                Ok((v, Value::UNDEFINED))
            }
            Err(obj) => {
                let o = obj.as_object().unwrap_or(self.realm.global);
                // Object Environment Record GetBindingValue: the binding may have gone
                // (an @@unscopables getter can delete it).
                if !self.has_property(o, key)? {
                    if strict {
                        return Err(self.reference_error(&format!("{text} is not defined")));
                    }
                    return Ok((Value::UNDEFINED, obj));
                }
                Ok((self.get(o, key, obj)?, obj))
            }
            Ok(None) => {
                if let Some(&i) = self.realm.global_lexicals.get(&key) {
                    let v = self.realm.global_lexical_values[i as usize].0;
                    if v.is_hole() {
                        return Err(self.tdz_error(key));
                    }
                    return Ok((v, Value::UNDEFINED));
                }
                let global = self.realm.global;
                if text.starts_with('%') {
                    // Direct eval code at the top level of a script or module reads the
                    // internal bindings by name: `this` is the global this (undefined in
                    // a module), the others are undefined.
                    let in_module = self.env_chain_has_module(env);
                    let v = if text == "%this" && !in_module {
                        Value::object(global)
                    } else {
                        Value::UNDEFINED
                    };
                    return Ok((v, Value::UNDEFINED));
                }
                if self.has_property(global, key)? {
                    return Ok((self.get(global, key, Value::object(global))?, Value::UNDEFINED));
                }
                if for_typeof {
                    return Ok((Value::UNDEFINED, Value::UNDEFINED));
                }
                Err(self.reference_error(&format!("{text} is not defined")))
            }
        }
    }

    /// SetName / InitName.
    pub(crate) fn set_name(
        &mut self,
        env: Option<Handle<Env>>,
        key: PropertyKey,
        v: Value,
        strict: bool,
        init: bool,
    ) -> JsResult<()> {
        let text = self.key_display(key);
        match self.resolve_name(env, key, &text)? {
            Ok(Some((e, EXTRA))) => {
                if let Some(o) = self.heap.get(e).object.as_object() {
                    self.set(o, key, v, Value::object(o))?;
                }
                Ok(())
            }
            Ok(Some((e, slot))) => self.set_slot(e, slot, v, strict, init),
            Err(obj) => {
                let o = obj.as_object().unwrap_or(self.realm.global);
                // Object Environment Record SetMutableBinding steps 2-3.
                if !self.has_property(o, key)? && strict {
                    return Err(self.reference_error(&format!("{text} is not defined")));
                }
                let ok = self.set(o, key, v, obj)?;
                if !ok && strict {
                    return Err(
                        self.type_error(&format!("Cannot assign to read only property '{text}'"))
                    );
                }
                Ok(())
            }
            Ok(None) => {
                if let Some(&i) = self.realm.global_lexicals.get(&key) {
                    let (cur, is_const) = self.realm.global_lexical_values[i as usize];
                    if cur.is_hole() && !init {
                        return Err(self.tdz_error(key));
                    }
                    if is_const && !init {
                        return Err(self.type_error("Assignment to constant variable."));
                    }
                    self.realm.global_lexical_values[i as usize].0 = v;
                    return Ok(());
                }
                let global = self.realm.global;
                if !self.has_property(global, key)? && strict {
                    return Err(self.reference_error(&format!("{text} is not defined")));
                }
                let ok = self.set(global, key, v, Value::object(global))?;
                if !ok && strict {
                    return Err(
                        self.type_error(&format!("Cannot assign to read only property '{text}'"))
                    );
                }
                Ok(())
            }
        }
    }

    /// ResolveName: resolves `key` once for an assignment; the base value is what
    /// `get_ref`/`set_ref` take (see `Instruction::ResolveName`).
    pub(crate) fn resolve_ref(
        &mut self,
        env: Option<Handle<Env>>,
        key: PropertyKey,
    ) -> JsResult<Value> {
        let text = self.key_display(key);
        Ok(match self.resolve_name(env, key, &text)? {
            Ok(Some((e, EXTRA))) => self.heap.get(e).object,
            Ok(Some((e, slot))) => {
                let mut depth = 0u64;
                let mut cur = env;
                while let Some(c) = cur
                    && c != e
                {
                    depth += 1;
                    cur = self.heap.get(c).parent;
                }
                // Exact in an f64: depths and slots are far below 2^20.
                Value::number((depth * REF_DEPTH_UNIT + slot as u64) as f64)
            }
            Err(obj) => obj,
            // The global environment: null when it has the binding, undefined when the
            // reference is unresolvable (which PutValue remembers in strict code:
            // sec-putvalue step 3, even if evaluating the value created the binding).
            Ok(None) => {
                let global = self.realm.global;
                if self.realm.global_lexicals.contains_key(&key)
                    || self.has_property(global, key)?
                {
                    Value::NULL
                } else {
                    Value::UNDEFINED
                }
            }
        })
    }

    /// The declarative binding (env, slot) named by a `resolve_ref` number base.
    fn ref_slot(&self, env: Option<Handle<Env>>, n: f64) -> Option<(Handle<Env>, usize)> {
        let n = n as u64;
        let (mut depth, slot) = (n / REF_DEPTH_UNIT, (n % REF_DEPTH_UNIT) as usize);
        let mut cur = env?;
        while depth > 0 {
            cur = self.heap.get(cur).parent?;
            depth -= 1;
        }
        (slot < self.heap.get(cur).slots.len()).then_some((cur, slot))
    }

    /// GetRef: GetValue of a reference made by `resolve_ref`.
    pub(crate) fn get_ref(
        &mut self,
        env: Option<Handle<Env>>,
        base: Value,
        key: PropertyKey,
        strict: bool,
    ) -> JsResult<Value> {
        if let Some(o) = base.as_object() {
            // Object Environment Record GetBindingValue (sec-object-environment-records-
            // getbindingvalue-n-s): the binding may have gone since it was resolved.
            if !self.has_property(o, key)? {
                if strict {
                    let text = self.key_display(key);
                    return Err(self.reference_error(&format!("{text} is not defined")));
                }
                return Ok(Value::UNDEFINED);
            }
            return self.get(o, key, base);
        }
        if let Some(n) = base.as_number()
            && let Some((e, slot)) = self.ref_slot(env, n)
        {
            let v = self.heap.get(e).slots[slot];
            if v.is_hole() {
                return Err(self.env_tdz_error(e, slot));
            }
            return Ok(v);
        }
        Ok(self.get_name(None, key, false, strict)?.0)
    }

    /// SetRef: PutValue of a reference made by `resolve_ref`.
    pub(crate) fn set_ref(
        &mut self,
        env: Option<Handle<Env>>,
        base: Value,
        key: PropertyKey,
        v: Value,
        strict: bool,
    ) -> JsResult<()> {
        if let Some(o) = base.as_object() {
            // Object Environment Record SetMutableBinding
            // (sec-object-environment-records-setmutablebinding-n-v-s).
            let still_exists = self.has_property(o, key)?;
            if !still_exists && strict {
                let text = self.key_display(key);
                return Err(self.reference_error(&format!("{text} is not defined")));
            }
            let ok = self.set(o, key, v, base)?;
            if !ok && strict {
                let text = self.key_display(key);
                return Err(
                    self.type_error(&format!("Cannot assign to read only property '{text}'"))
                );
            }
            return Ok(());
        }
        if let Some(n) = base.as_number()
            && let Some((e, slot)) = self.ref_slot(env, n)
        {
            return self.set_slot(e, slot, v, strict, false);
        }
        if base.is_undefined() && strict {
            let text = self.key_display(key);
            return Err(self.reference_error(&format!("{text} is not defined")));
        }
        self.set_name(None, key, v, strict, false)
    }

    /// SetMutableBinding / InitializeBinding of a declarative environment slot.
    fn set_slot(
        &mut self,
        e: Handle<Env>,
        slot: usize,
        v: Value,
        strict: bool,
        init: bool,
    ) -> JsResult<()> {
        let cur = self.heap.get(e).slots[slot];
        let kind = self.slot_info(e, slot).map(|(_, k)| k);
        if !init {
            if cur.is_hole() {
                return Err(self.env_tdz_error(e, slot));
            }
            match kind {
                Some(BindingKind::Const) => {
                    return Err(self.type_error("Assignment to constant variable."));
                }
                Some(BindingKind::ImmutableName) => {
                    if strict {
                        return Err(self.type_error("Assignment to constant variable."));
                    }
                    return Ok(());
                }
                _ => {}
            }
        }
        self.heap.get_mut(e).slots[slot] = v;
        Ok(())
    }

    /// DeleteName.
    pub(crate) fn delete_name(
        &mut self,
        env: Option<Handle<Env>>,
        key: PropertyKey,
    ) -> JsResult<bool> {
        let text = self.key_display(key);
        match self.resolve_name(env, key, &text)? {
            // Declarations of a sloppy eval are deletable.
            Ok(Some((e, EXTRA))) => match self.heap.get(e).object.as_object() {
                Some(o) => self.delete(o, key),
                None => Ok(true),
            },
            Ok(Some(_)) => Ok(false),
            Err(obj) => match obj.as_object() {
                Some(o) => self.delete(o, key),
                None => Ok(true),
            },
            Ok(None) => {
                if self.realm.global_lexicals.contains_key(&key) {
                    return Ok(false);
                }
                let global = self.realm.global;
                self.delete(global, key)
            }
        }
    }

    /// Whether a module environment is on the chain from `env`.
    fn env_chain_has_module(&self, env: Option<Handle<Env>>) -> bool {
        let mut cur = env;
        while let Some(e) = cur {
            if self
                .env_layout(e)
                .is_some_and(|l| l.kind == cairn_compiler::bytecode::ScopeKind::Module)
            {
                return true;
            }
            cur = self.heap.get(e).parent;
        }
        false
    }

    /// Creates a declarative environment for scope layout `scope` of (code, func).
    pub(crate) fn new_scope_env(
        &mut self,
        code: Handle<Code>,
        func: u32,
        scope: u32,
        parent: Option<Handle<Env>>,
    ) -> JsResult<Handle<Env>> {
        let slots: Box<[Value]> = match self.heap.get(code).functions[func as usize]
            .code
            .scopes
            .get(scope as usize)
        {
            Some(l) => l
                .slots
                .iter()
                .map(|s| if s.kind.starts_uninitialized() { Value::HOLE } else { Value::UNDEFINED })
                .collect(),
            None => Box::new([]),
        };
        Ok(self.heap.alloc(Env {
            parent,
            slots,
            layout: Some((code, func, scope)),
            object: Value::UNDEFINED,
        })?)
    }

    /// Defines a property keyed by a value (a property key) with DefineProperty flags.
    pub(crate) fn define_property_from_flags(
        &mut self,
        o: Handle<crate::object::JsObject>,
        key: PropertyKey,
        v: Value,
        fl: u8,
    ) -> JsResult<()> {
        use cairn_compiler::bytecode::define_flags as df;
        if fl & df::HOME_OBJECT != 0
            && let Some(f) = v.as_object()
            && let crate::object::ObjectKind::Closure(c) = &mut self.heap.get_mut(f).kind
        {
            c.home = Value::object(o);
        }
        if fl & df::SET_NAME != 0
            && let Some(f) = v.as_object()
        {
            let prefix = if fl & df::GETTER != 0 {
                Some("get")
            } else if fl & df::SETTER != 0 {
                Some("set")
            } else {
                None
            };
            self.set_function_name(f, key, prefix)?;
        }
        let enumerable = fl & df::ENUMERABLE != 0;
        let desc = if fl & (df::GETTER | df::SETTER) != 0 {
            let mut d = PropertyDescriptor {
                enumerable: Some(enumerable),
                configurable: Some(true),
                ..Default::default()
            };
            if fl & df::GETTER != 0 {
                d.get = Some(v);
            } else {
                d.set = Some(v);
            }
            d
        } else {
            PropertyDescriptor {
                value: Some(v),
                writable: Some(true),
                enumerable: Some(enumerable),
                configurable: Some(true),
                ..Default::default()
            }
        };
        self.define_property_or_throw(o, key, desc)
    }
}

#[cfg(test)]
mod tests {
    use crate::vm::{Vm, VmOptions};

    /// GlobalDeclarationInstantiation checks CanDeclareGlobalVar and
    /// CanDeclareGlobalFunction before the script runs: on a non-extensible global
    /// object a new `var` or function is a TypeError, an existing one is fine.
    #[test]
    fn new_globals_on_a_non_extensible_global_object_are_type_errors() {
        let mut vm = Vm::new(VmOptions::default());
        let setup = "var kept = 1; var ran = false; Object.preventExtensions(globalThis); 'ok'";
        assert!(vm.eval_script(setup, "setup.js").is_ok());
        for (i, src) in
            ["ran = true; var fresh;", "ran = true; function fresh() {}"].into_iter().enumerate()
        {
            let e = vm.eval_script(src, "decl.js").expect_err("declares a new global");
            assert!(e.message.contains("TypeError"), "{i}: {}", e.message);
        }
        let v = vm.eval_script("var kept; String(ran) + kept", "kept.js").expect("runs");
        assert_eq!(vm.display(v), "false1");
    }
}
