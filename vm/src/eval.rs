//! `eval` (ECMA-262 sec-performeval): direct eval sees the caller's scope chain, indirect
//! eval the global one; EvalDeclarationInstantiation (sec-evaldeclarationinstantiation)
//! puts a sloppy eval's `var` and function declarations in the caller's variable
//! environment.
//!
//! The compiler makes every binding of a function that contains a direct eval a named
//! environment slot (`%this`, `%newtarget`, `%home` and `arguments` too), and compiles
//! the eval code so that whatever it does not declare is looked up by name from the
//! caller's environment. Declarations a sloppy eval adds to a function's variable
//! environment cannot get a slot (layouts are fixed at compile time); they live in the
//! environment's "extra bindings" object (`Env::object` of a declarative environment,
//! null-prototype, created on first use), which name lookups consult after the slots.

use cairn_compiler::bytecode::{FunctionKind, GlobalDeclarations, ScopeKind, ScopeLayout};
use cairn_gc::Handle;

use crate::interp::code::Code;
use crate::interp::env::Env;
use crate::object::{JsObject, ObjectKind, PropertyDescriptor, attrs};
use crate::string::{PropertyKey, SourceText};
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// An eval unit that is running, with the variable environment its declarations go to
/// (`None`: the global environment).
#[derive(Clone, Copy, Debug)]
pub(crate) struct EvalFrame {
    /// The eval code's unit.
    pub(crate) code: Handle<Code>,
    /// Its variable environment (the caller's, for a sloppy direct eval).
    pub(crate) var_env: Option<Handle<Env>>,
}

impl Vm {
    /// A direct `eval(x)` from frame `fi` (PerformEval with direct = true).
    pub(crate) fn direct_eval(&mut self, fi: usize, x: Value, strict: bool) -> JsResult<Value> {
        let Some(s) = x.as_string() else { return Ok(x) };
        let source = self.source_text(s);
        let (caller_code, caller_func, caller_env) = {
            let f = &self.frames[fi];
            (f.code, f.func, f.env)
        };
        let context = self.eval_context(caller_code, caller_func, caller_env);
        let (script, is_strict) =
            match crate::compile::eval(&source.text, &source.surrogates, strict, context, true) {
                Ok(r) => r,
                Err(e) => return Err(self.syntax_error(&e.message)),
            };
        // A strict eval declares everything in its own environments.
        let var_env = if is_strict { None } else { self.var_env_of(caller_env) };
        if let Some(e) = var_env
            && self.is_parameter_env(e)
            && declares_var(&script, "arguments")
        {
            // A sloppy eval in the parameter expressions of a non-arrow function may not
            // declare `arguments` there (test262 eval-code/direct/*-declare-arguments*).
            return Err(self.syntax_error("cannot declare 'arguments' in parameter expressions"));
        }
        let name = self.heap.get(caller_code).source_name.to_string();
        let code = self.load_script(script, &name, &source.text)?;
        self.heap.get_mut(code).eval = true;
        let (this, callee, new_target) = {
            let f = &self.frames[fi];
            (f.this, f.callee, f.new_target)
        };
        self.run_eval_code(code, EvalFrame { code, var_env }, caller_env, this, callee, new_target)
    }

    /// Indirect eval: eval code in the global environment (PerformEval with direct =
    /// false).
    pub(crate) fn indirect_eval(&mut self, source: &SourceText) -> JsResult<Value> {
        let code = self.load_indirect_eval(source)?;
        self.run_indirect_eval(code)
    }

    /// The parse and load half of indirect eval: the loaded unit, or the SyntaxError
    /// (of the current realm) for source text that is not a valid Script.
    pub(crate) fn load_indirect_eval(&mut self, source: &SourceText) -> JsResult<Handle<Code>> {
        let surrogates = &source.surrogates;
        let script = match crate::compile::eval(
            &source.text,
            surrogates,
            false,
            Default::default(),
            false,
        ) {
            Ok((script, _)) => script,
            Err(e) => return Err(self.syntax_error(&e.message)),
        };
        // Named after the calling script or module: the referrer of its `import()`s.
        let name = match self.frames.last() {
            Some(f) => self.heap.get(f.code).source_name.to_string(),
            None => "eval".to_string(),
        };
        let code = self.load_script(script, &name, &source.text)?;
        self.heap.get_mut(code).eval = true;
        Ok(code)
    }

    /// The run half of indirect eval: a unit from [`Vm::load_indirect_eval`] run in the
    /// current realm's global environment.
    pub(crate) fn run_indirect_eval(&mut self, code: Handle<Code>) -> JsResult<Value> {
        let global = Value::object(self.realm.global);
        let frame = EvalFrame { code, var_env: None };
        self.run_eval_code(code, frame, None, global, Value::UNDEFINED, Value::UNDEFINED)
    }

    /// Runs a loaded eval unit's top-level code as an entry frame over `env`.
    fn run_eval_code(
        &mut self,
        code: Handle<Code>,
        frame: EvalFrame,
        env: Option<Handle<Env>>,
        this: Value,
        callee: Value,
        new_target: Value,
    ) -> JsResult<Value> {
        if self.native_depth >= crate::limits::MAX_NATIVE_DEPTH {
            return Err(self.range_error("Maximum call stack size exceeded"));
        }
        self.push_entry_frame(code, env, this, callee, new_target);
        self.eval_frames.push(frame);
        self.native_depth += 1;
        let r = self.run();
        self.native_depth -= 1;
        self.eval_frames.pop();
        r
    }

    /// The kind of the function whose code contains a direct eval at (code, func) with
    /// environment `env`: arrows and eval code are looked through (GetThisEnvironment).
    fn eval_function_kind(
        &self,
        code: Handle<Code>,
        func: u32,
        env: Option<Handle<Env>>,
    ) -> FunctionKind {
        let kind_of = |c: Handle<Code>, f: u32| -> Option<FunctionKind> {
            let unit = self.heap.get(c);
            if unit.eval && f == 0 {
                return None;
            }
            let k = unit.functions.get(f as usize)?.code.kind;
            (k != FunctionKind::Arrow).then_some(k)
        };
        if let Some(k) = kind_of(code, func) {
            return k;
        }
        let mut cur = env;
        while let Some(e) = cur {
            let rec = self.heap.get(e);
            if let Some((c, f, _)) = rec.layout
                && let Some(k) = kind_of(c, f)
            {
                return k;
            }
            cur = rec.parent;
        }
        FunctionKind::TopLevel
    }

    /// PerformEval steps 5-8: what the eval code may use of `new.target`, `super` and
    /// `arguments`.
    fn eval_context(
        &self,
        code: Handle<Code>,
        func: u32,
        env: Option<Handle<Env>>,
    ) -> cairn_parser::EvalContext {
        use FunctionKind as K;
        let kind = self.eval_function_kind(code, func, env);
        cairn_parser::EvalContext {
            new_target: !matches!(kind, K::TopLevel | K::Arrow),
            super_property: matches!(
                kind,
                K::Method
                    | K::Getter
                    | K::Setter
                    | K::ClassConstructor
                    | K::DerivedConstructor
                    | K::FieldInitializer
                    | K::StaticInitializer
            ),
            super_call: kind == K::DerivedConstructor,
            in_class_field: matches!(kind, K::FieldInitializer | K::StaticInitializer),
            private_names: self.private_names_around(env),
        }
    }

    /// The private names bound in the environments around a direct eval (class scopes
    /// bind each as `#name`), without the `#`.
    fn private_names_around(&self, env: Option<Handle<Env>>) -> Vec<String> {
        let mut names = Vec::new();
        let mut cur = env;
        while let Some(e) = cur {
            if let Some(layout) = self.env_layout(e) {
                let private = layout.slots.iter().filter_map(|b| b.name.strip_prefix('#'));
                names.extend(private.map(str::to_string));
            }
            cur = self.heap.get(e).parent;
        }
        names
    }

    /// The variable environment of a sloppy direct eval called with `env` current:
    /// the nearest function (or function body) environment, `None` for the global one.
    fn var_env_of(&self, env: Option<Handle<Env>>) -> Option<Handle<Env>> {
        let mut cur = env;
        while let Some(e) = cur {
            let rec = self.heap.get(e);
            if let Some((c, f, s)) = rec.layout {
                let unit = self.heap.get(c);
                let lf = unit.functions.get(f as usize);
                let kind = lf.and_then(|lf| lf.code.scopes.get(s as usize)).map(|l| l.kind);
                // Top-level code (a script's, or an eval unit's own scopes) is never the
                // variable environment of a sloppy eval: its vars are global.
                let top = lf.is_none_or(|lf| lf.code.kind == FunctionKind::TopLevel);
                if !unit.eval
                    && !top
                    && matches!(kind, Some(ScopeKind::Function | ScopeKind::FunctionBody))
                {
                    return Some(e);
                }
            }
            cur = rec.parent;
        }
        None
    }

    /// Environment `e` is the parameter environment of a non-arrow function whose
    /// parameters have expressions (its body has an environment of its own: the compiler
    /// materializes it whenever a sloppy direct eval is inside).
    fn is_parameter_env(&self, e: Handle<Env>) -> bool {
        let Some((c, f, s)) = self.heap.get(e).layout else { return false };
        let Some(lf) = self.heap.get(c).functions.get(f as usize) else { return false };
        let code = &lf.code;
        code.kind != FunctionKind::Arrow
            && code.scopes.get(s as usize).is_some_and(|l| l.kind == ScopeKind::Function)
            && code.scopes.iter().any(|l| l.kind == ScopeKind::FunctionBody)
    }

    /// The running eval frame of unit `code`, if `code` is eval code.
    #[inline]
    pub(crate) fn eval_frame_of(&self, code: Handle<Code>) -> Option<EvalFrame> {
        self.eval_frames.iter().rev().find(|f| f.code == code).copied()
    }

    /// The slot of binding `name` in a declarative environment's layout.
    fn env_slot(
        &self,
        e: Handle<Env>,
        name: &str,
    ) -> Option<(usize, cairn_compiler::bytecode::BindingKind)> {
        let layout = self.env_layout(e)?;
        let i = layout.slots.iter().position(|b| &*b.name == name)?;
        Some((i, layout.slots[i].kind))
    }

    /// The layout (slot names and kinds, scope kind) of a declarative environment.
    pub(crate) fn env_layout(&self, e: Handle<Env>) -> Option<&ScopeLayout> {
        let (c, f, s) = self.heap.get(e).layout?;
        self.heap.get(c).functions.get(f as usize)?.code.scopes.get(s as usize)
    }

    /// The extra-bindings object of a declarative environment (created when `create`).
    fn env_extras(&mut self, e: Handle<Env>, create: bool) -> JsResult<Option<Handle<JsObject>>> {
        if let Some(o) = self.heap.get(e).object.as_object() {
            return Ok(Some(o));
        }
        if !create {
            return Ok(None);
        }
        let o = self.alloc_object(ObjectKind::Ordinary, None)?;
        self.heap.get_mut(e).object = Value::object(o);
        Ok(Some(o))
    }

    /// HasBinding of a function's variable environment (slots, then extra bindings).
    fn var_env_has(&mut self, e: Handle<Env>, name: &str, key: PropertyKey) -> JsResult<bool> {
        if self.env_slot(e, name).is_some() {
            return Ok(true);
        }
        match self.env_extras(e, false)? {
            Some(o) => Ok(self.find_own(o, key).is_some()),
            None => Ok(false),
        }
    }

    /// ECMA-262 sec-evaldeclarationinstantiation for a sloppy eval (`DeclareGlobals` of
    /// eval code): conflict checks, then the var and function bindings.
    pub(crate) fn eval_declaration_instantiation(
        &mut self,
        d: &GlobalDeclarations,
        var_env: Option<Handle<Env>>,
        lex_env: Option<Handle<Env>>,
    ) -> JsResult<()> {
        let global = self.realm.global;
        let names: Vec<&str> = d.vars.iter().chain(d.functions.iter()).map(|n| &**n).collect();
        // Step 3.a: a var may not hoist over a global lexical declaration.
        if var_env.is_none() {
            for n in &names {
                let key = self.key(n)?;
                if self.realm.global_lexicals.contains_key(&key) {
                    return Err(self.redeclaration(n));
                }
            }
        }
        // Steps 3.b-d: nor over a lexical binding between the eval and its var scope
        // (Annex B.3.4: a catch parameter does not count).
        let mut cur = lex_env;
        while let Some(e) = cur {
            if Some(e) == var_env {
                // A function's top-level lexical declarations share its environment
                // here; in the specification they are in a separate one in between.
                for n in &names {
                    if let Some((_, kind)) = self.env_slot(e, n)
                        && matches!(
                            kind,
                            cairn_compiler::bytecode::BindingKind::Let
                                | cairn_compiler::bytecode::BindingKind::Const
                                | cairn_compiler::bytecode::BindingKind::Class
                        )
                    {
                        return Err(self.redeclaration(n));
                    }
                }
                break;
            }
            if self.heap.get(e).layout.is_some() {
                for n in &names {
                    if let Some((_, kind)) = self.env_slot(e, n)
                        && kind != cairn_compiler::bytecode::BindingKind::CatchParameter
                    {
                        return Err(self.redeclaration(n));
                    }
                }
            }
            cur = self.heap.get(e).parent;
        }
        // Annex B.3.2.3: block functions become vars unless that would conflict.
        let mut annex_b: Vec<&str> = Vec::new();
        'names: for n in d.annex_b_functions.iter() {
            if names.contains(&&**n) {
                continue;
            }
            let key = self.key(n)?;
            let mut cur = lex_env;
            while let Some(e) = cur {
                if Some(e) == var_env {
                    break;
                }
                if self.env_slot(e, n).is_some() {
                    continue 'names;
                }
                cur = self.heap.get(e).parent;
            }
            if var_env.is_none() {
                if self.realm.global_lexicals.contains_key(&key) {
                    continue;
                }
                if !self.can_declare_global_var(key)? {
                    continue;
                }
            }
            annex_b.push(n);
        }
        match var_env {
            None => {
                for n in &d.functions {
                    let key = self.key(n)?;
                    if let Some(desc) = self.get_own_property(global, key)?
                        && desc.configurable != Some(true)
                        && !(desc.is_data()
                            && desc.writable == Some(true)
                            && desc.enumerable == Some(true))
                    {
                        return Err(
                            self.type_error(&format!("Cannot redefine global function '{n}'"))
                        );
                    }
                }
                for n in &d.vars {
                    let key = self.key(n)?;
                    if !self.can_declare_global_var(key)? {
                        return Err(self.type_error(&format!("Cannot declare global var '{n}'")));
                    }
                }
                for n in d.vars.iter().map(|n| &**n).chain(annex_b.iter().copied()) {
                    let key = self.key(n)?;
                    // CreateGlobalVarBinding(vn, true): deletable.
                    if !self.has_own_property(global, key)? && self.heap.get(global).extensible {
                        self.define_own_property(
                            global,
                            key,
                            PropertyDescriptor::data(Value::UNDEFINED, attrs::DEFAULT),
                        )?;
                    }
                }
            }
            Some(e) => {
                for n in d.functions.iter().chain(d.vars.iter()).map(|n| &**n).chain(annex_b) {
                    let key = self.key(n)?;
                    if !self.var_env_has(e, n, key)? {
                        // CreateMutableBinding(n, true) + InitializeBinding(undefined).
                        if let Some(o) = self.env_extras(e, true)? {
                            self.add_property(o, key, Value::UNDEFINED, attrs::DEFAULT)?;
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// CanDeclareGlobalVar (sec-candeclareglobalvar).
    fn can_declare_global_var(&mut self, key: PropertyKey) -> JsResult<bool> {
        let global = self.realm.global;
        Ok(self.has_own_property(global, key)? || self.is_extensible(global)?)
    }

    /// The SyntaxError of a redeclaration.
    fn redeclaration(&mut self, name: &str) -> crate::vm::Throw {
        self.syntax_error(&format!("Identifier '{name}' has already been declared"))
    }

    /// Whether eval unit `code` declares a top-level function named `key` (as opposed
    /// to an Annex B block function whose var binding it initializes).
    fn eval_declares_function(&self, code: Handle<Code>, key: PropertyKey) -> bool {
        let Some(top) = self.heap.get(code).functions.first() else { return false };
        top.code.constants.iter().any(|c| match c {
            cairn_compiler::bytecode::Constant::GlobalDeclarations(d) => {
                d.functions.iter().any(|n| match key {
                    PropertyKey::Atom(a) => self.atoms.lookup_str(&self.heap, n) == Some(a),
                    PropertyKey::Index(_) | PropertyKey::Symbol(_) => false,
                })
            }
            _ => false,
        })
    }

    /// `DefineGlobalFunction` in eval code: binds a function declaration in the eval's
    /// variable environment (CreateGlobalFunctionBinding with D = true for the global
    /// one, SetMutableBinding / InitializeBinding for a function's).
    pub(crate) fn define_eval_function(
        &mut self,
        frame: EvalFrame,
        key: PropertyKey,
        f: Value,
    ) -> JsResult<()> {
        let Some(e) = frame.var_env else {
            let global = self.realm.global;
            if !self.eval_declares_function(frame.code, key) {
                // An Annex B.3.2.3 block function: SetMutableBinding of the var binding
                // (its attributes stay as they are).
                self.set(global, key, f, Value::object(global))?;
                return Ok(());
            }
            let desc = match self.get_own_property(global, key)? {
                Some(d) if d.configurable != Some(true) => {
                    PropertyDescriptor { value: Some(f), ..Default::default() }
                }
                _ => PropertyDescriptor::data(f, attrs::DEFAULT),
            };
            self.define_property_or_throw(global, key, desc)?;
            if !self.set(global, key, f, Value::object(global))? {
                return Err(self.type_error("Cannot define global function"));
            }
            return Ok(());
        };
        let name = self.key_display(key);
        if let Some((slot, _)) = self.env_slot(e, &name) {
            if let Some(s) = self.heap.get_mut(e).slots.get_mut(slot) {
                *s = f;
            }
            return Ok(());
        }
        let Some(o) = self.env_extras(e, true)? else { return Ok(()) };
        match self.find_own(o, key) {
            Some((loc, _)) => self.write_loc(o, loc, f),
            None => self.add_property(o, key, f, attrs::DEFAULT)?,
        }
        Ok(())
    }
}

/// Eval code `script` declares `name` with `var` or a function declaration.
fn declares_var(script: &cairn_compiler::bytecode::Script, name: &str) -> bool {
    let Some(top) = script.functions.first() else { return false };
    top.constants.iter().any(|c| match c {
        cairn_compiler::bytecode::Constant::GlobalDeclarations(g) => g
            .vars
            .iter()
            .chain(g.functions.iter())
            .chain(g.annex_b_functions.iter())
            .any(|n| &**n == name),
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use crate::{Vm, VmOptions};

    #[test]
    fn direct_eval_sees_and_extends_the_callers_scope() {
        let mut vm = Vm::new(VmOptions::default());
        let src = "function f(a) { var x = 1; eval('var y = a + x; function g() { return y; }');
                     return [y, g(), delete y, typeof y].join(); }
                   function h() { let q; { try { eval('var q'); } catch (e) { return e.name; } } }
                   function s() { 'use strict'; eval('var z = 1'); return typeof z; }
                   eval('var gv = 1'); var d = delete gv;
                   [f(2), h(), s(), d, (0, eval)('let l = 1; typeof l'), typeof l].join(' ')";
        let v = vm.eval_script(src, "e.js");
        let shown = v.map(|v| vm.display(v));
        assert_eq!(
            shown.as_deref(),
            Ok("3,3,true,undefined SyntaxError undefined true number undefined")
        );
    }
}
