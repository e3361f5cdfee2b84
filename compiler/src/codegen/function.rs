//! Functions: FunctionDeclarationInstantiation (sec-functiondeclarationinstantiation)
//! as a prologue, then the body; scripts and modules as top-level functions.

use cairn_parser::ast::*;
use std::vec::Vec;

use super::err;
use super::{Compiler, FuncState, R};
use crate::bytecode::{
    ArgumentsKind, BindingKind, Constant, FunctionKind as FK, GlobalDeclarations, Instruction as I,
    Reg,
};
use crate::scope::{Loc, ScopeId, ScopeType, key, tag};

/// What a function being compiled is.
pub(crate) struct FunctionInfo<'x, 'a> {
    pub(crate) node: (usize, u8),
    pub(crate) kind: FK,
    pub(crate) name: String,
    pub(crate) params: Option<&'x FormalParameters<'a>>,
    pub(crate) body: &'x [Statement<'a>],
    pub(crate) strict: bool,
    pub(crate) generator: bool,
    pub(crate) is_async: bool,
    pub(crate) span: Span,
    /// Concise arrow body: return the expression.
    pub(crate) concise: bool,
}

impl<'a> Compiler<'a> {
    /// Compile a function node; returns its function table index.
    pub(crate) fn function(&mut self, f: &Function<'a>, name: Option<&str>) -> R<u32> {
        let Some(body) = &f.body else {
            return Err(err("function without a body", f.span));
        };
        let kind = match f.kind {
            FunctionKind::Normal => FK::Normal,
            FunctionKind::Method => FK::Method,
            FunctionKind::Getter => FK::Getter,
            FunctionKind::Setter => FK::Setter,
            FunctionKind::ClassConstructor => FK::ClassConstructor,
            FunctionKind::DerivedConstructor => FK::DerivedConstructor,
        };
        let name = match (&f.id, name) {
            (Some(id), _) if f.kind == FunctionKind::Normal => id.name.to_string(),
            (_, Some(n)) => n.to_string(),
            (Some(id), None) => id.name.to_string(),
            (None, None) => String::new(),
        };
        self.compile_function(FunctionInfo {
            node: key(f, tag::NODE),
            kind,
            name,
            params: Some(&f.params),
            body: &body.statements,
            strict: f.is_strict,
            generator: f.is_generator,
            is_async: f.is_async,
            span: f.span,
            concise: false,
        })
    }

    /// Compile an arrow function; returns its function table index.
    pub(crate) fn arrow(&mut self, a: &ArrowFunction<'a>, name: &str) -> R<u32> {
        self.compile_function(FunctionInfo {
            node: key(a, tag::NODE),
            kind: FK::Arrow,
            name: name.to_string(),
            params: Some(&a.params),
            body: &a.body.statements,
            strict: a.is_strict,
            generator: false,
            is_async: a.is_async,
            span: a.span,
            concise: a.expression,
        })
    }

    /// Compile any function-like thing.
    pub(crate) fn compile_function(&mut self, info: FunctionInfo<'_, 'a>) -> R<u32> {
        if self.stack_exhausted() {
            return Err(err("nesting too deep to compile", info.span));
        }
        let Some(scope) = self.tree.scope_of(info.node) else {
            return Err(err("internal: function scope missing", info.span));
        };
        let idx = self.reserve_function();
        let saved_optional = self.optional_exit.take();
        let mut fs = FuncState::new(info.kind, scope);
        fs.name = info.name.as_str().into();
        fs.flags.strict = info.strict;
        fs.flags.generator = info.generator;
        fs.flags.is_async = info.is_async;
        fs.source_span = (info.span.start, info.span.end);
        let s = self.tree.get(scope);
        fs.flags.uses_arguments = s.uses_arguments;
        fs.flags.has_direct_eval = s.has_direct_eval;
        fs.flags.simple_parameters = info.params.is_none_or(|p| p.is_simple);
        self.stack.push(fs);
        let result = self.function_body(&info, scope);
        self.optional_exit = saved_optional;
        if let Err(e) = result {
            self.stack.pop();
            return Err(e);
        }
        let code = self.finish_function(info.span)?;
        if let Some(slot) = self.functions.get_mut(idx as usize) {
            *slot = Some(code);
        }
        Ok(idx)
    }

    fn function_body(&mut self, info: &FunctionInfo<'_, 'a>, scope: ScopeId) -> R<()> {
        // Argument registers: one per formal parameter before the rest.
        let n_params = info.params.map_or(0, |p| p.items.len());
        if n_params > u16::MAX as usize / 2 {
            return Err(err("too many parameters", info.span));
        }
        let args = self.temps(n_params as u32);
        self.f().param_count = n_params as u16;
        self.reserve_undefined();
        let mut length = 0u32;
        if let Some(p) = info.params {
            for item in p.items.iter() {
                if item.init.is_some() {
                    break;
                }
                length += 1;
            }
        }
        self.f().length = length;
        // Identifier parameters of a simple list that stay registers live in their
        // argument register (the last of duplicate names wins); parameters of other
        // lists are bindings of their own, in the TDZ until initialized.
        if let Some(p) = info.params
            && p.is_simple
        {
            for (i, item) in p.items.iter().enumerate() {
                if let BindingPattern::Identifier(id) = &item.pattern
                    && let Some(b) = self.tree.get(scope).find(id.name)
                    && !self.tree.binding(scope, b).captured
                {
                    self.tree.binding_mut(scope, b).loc = Loc::Reg(args.offset(i as u16));
                }
            }
        }
        self.enter_scope(scope);
        self.init_internal_bindings(scope, info)?;
        if info.kind == FK::ClassConstructor {
            // A base constructor's [[Construct]] runs InitializeInstanceElements before
            // OrdinaryCallEvaluateBody, so before the parameters are bound (their
            // defaults see the fields; a throwing field initializer stops them).
            let mark = self.mark();
            let t = self.temp();
            // A base constructor whose body never mentions `this` has no %this binding:
            // read the frame's this directly (a by-name lookup would throw).
            let scope = self.fr().scope;
            if matches!(
                self.tree.resolve(scope, "%this", 0),
                crate::scope::Resolution::Binding { .. }
            ) {
                self.load_internal_raw("%this", t);
            } else {
                self.emit(I::LoadThis { dst: t });
            }
            self.field_init_call(info.span, t)?;
            self.release(mark);
        }
        // Parameters.
        if let Some(p) = info.params {
            let mapped = self.tree.get(scope).uses_arguments && !info.strict && p.is_simple;
            if mapped {
                let mut slots: Vec<Option<u32>> = vec![None; n_params];
                for (i, item) in p.items.iter().enumerate() {
                    if let BindingPattern::Identifier(id) = &item.pattern
                        && let Some(b) = self.tree.get(scope).find(id.name)
                        && let Loc::Slot(slot) = self.tree.binding(scope, b).loc
                    {
                        // A later duplicate takes over the mapping.
                        for s in slots.iter_mut() {
                            if *s == Some(slot) {
                                *s = None;
                            }
                        }
                        slots[i] = Some(slot);
                    }
                }
                self.f().mapped_parameters = slots;
            }
            // shadowed[i]: a later parameter has the same name (only in sloppy simple
            // lists), so parameter i's argument is not the binding's value.
            let mut shadowed = vec![false; p.items.len()];
            if p.is_simple {
                let mut seen = rustc_hash::FxHashSet::default();
                for (i, item) in p.items.iter().enumerate().rev() {
                    if let BindingPattern::Identifier(id) = &item.pattern {
                        shadowed[i] = !seen.insert(id.name);
                    }
                }
            }
            for (i, item) in p.items.iter().enumerate() {
                let arg = args.offset(i as u16);
                if let Some(d) = &item.init {
                    let skip = self.label();
                    self.emit_jump(I::JumpIfNotUndefined { src: arg, target: 0 }, skip);
                    match &item.pattern {
                        BindingPattern::Identifier(id) => self.expr_named(d, arg, id.name)?,
                        _ => self.expr(d, arg)?,
                    }
                    self.bind(skip);
                }
                match &item.pattern {
                    BindingPattern::Identifier(id) => {
                        // With duplicate names (sloppy simple lists), the last one's
                        // argument is the binding's value: earlier ones store nothing.
                        if !shadowed.get(i).copied().unwrap_or(false)
                            && let Some(b) = self.tree.get(scope).find(id.name)
                        {
                            self.store_in_scope(scope, b, arg);
                        }
                    }
                    pattern => self.bind_pattern(pattern, arg, true)?,
                }
            }
            if let Some(rest) = &p.rest {
                let mark = self.mark();
                let r = self.temp();
                self.emit(I::CreateRestArray { dst: r, from: n_params as u16 });
                self.bind_pattern(&rest.argument, r, true)?;
                self.release(mark);
            }
        }
        // The body's var scope (separate with non-simple parameters).
        let var_scope = self.tree.get(scope).var_scope;
        if var_scope != scope {
            self.enter_scope(var_scope);
            // Vars named like parameters start with the parameter's value.
            let names: Vec<(u32, String)> = self
                .tree
                .get(var_scope)
                .bindings
                .iter()
                .enumerate()
                .filter(|(_, b)| b.kind == BindingKind::Var && !b.function_decl)
                .map(|(i, b)| (i as u32, b.name.to_string()))
                .collect();
            for (i, name) in names {
                if let Some(pb) = self.tree.get(scope).find(&name) {
                    let mark = self.mark();
                    let t = self.temp();
                    self.load_from_scope(scope, pb, t);
                    self.store_in_scope(var_scope, i, t);
                    self.release(mark);
                }
            }
        }
        self.hoist_var_functions(info.body)?;
        if info.generator {
            self.emit(I::GeneratorStart);
        }
        if info.concise
            && let Some(Statement::Expression(e)) = info.body.first()
        {
            // As `return expression;` (a call in tail position becomes a tail call).
            return self.return_value(&e.expression, e.span);
        }
        self.hoist_block_functions_lexical(info.body)?;
        self.with_disposal(info.body, |c| c.statements(info.body))?;
        let t = self.temp();
        self.emit(I::LoadUndefined { dst: t });
        self.emit_return(t)?;
        Ok(())
    }

    /// Lexical function declarations at the top of a body are var-scoped there; nothing
    /// to do (kept for module bodies, whose functions are hoisted by the VM).
    fn hoist_block_functions_lexical(&mut self, _body: &[Statement<'a>]) -> R<()> {
        Ok(())
    }

    /// Read a binding found directly in `scope`.
    pub(crate) fn load_from_scope(&mut self, scope: ScopeId, index: u32, dst: Reg) {
        match self.tree.binding(scope, index).loc {
            Loc::Reg(r) => {
                if r != dst {
                    self.emit(I::Move { dst, src: r });
                }
            }
            Loc::Slot(slot) => {
                let depth = self.env_distance(scope);
                self.emit(I::GetEnv { dst, depth, slot });
            }
            Loc::Import(import) => {
                self.emit(I::GetImport { dst, import });
            }
            Loc::Unassigned => {
                self.emit(I::LoadUndefined { dst });
            }
        }
    }

    /// Initialize `%this`, `%newtarget`, `%home`, `%callee`, the function's own name and
    /// `arguments` when the function scope declares them.
    fn init_internal_bindings(&mut self, scope: ScopeId, info: &FunctionInfo<'_, 'a>) -> R<()> {
        let n = self.tree.get(scope).bindings.len();
        let top = matches!(self.tree.get(scope).ty, ScopeType::Script | ScopeType::Module);
        let module = self.tree.get(scope).ty == ScopeType::Module;
        for i in 0..n {
            let b = self.tree.binding(scope, i as u32);
            let name = b.name.to_string();
            let kind = b.kind;
            let mark = self.mark();
            let t = self.temp();
            let ins = match name.as_str() {
                "%this" if kind == BindingKind::InternalUninitialized => None,
                "%this" if module => Some(I::LoadUndefined { dst: t }),
                "%this" if top => Some(I::LoadGlobalThis { dst: t }),
                "%this" => Some(I::LoadThis { dst: t }),
                "%newtarget" if top => Some(I::LoadUndefined { dst: t }),
                "%newtarget" => Some(I::LoadNewTarget { dst: t }),
                "%home" if top => Some(I::LoadUndefined { dst: t }),
                "%home" => Some(I::LoadHomeObject { dst: t }),
                "%callee" if top => Some(I::LoadUndefined { dst: t }),
                "%callee" => Some(I::LoadCallee { dst: t }),
                "arguments" if self.tree.get(scope).uses_arguments && !top => {
                    let mapped = !info.strict && info.params.is_none_or(|p| p.is_simple);
                    let k = if mapped { ArgumentsKind::Mapped } else { ArgumentsKind::Unmapped };
                    Some(I::CreateArguments { dst: t, kind: k })
                }
                _ if kind == BindingKind::ImmutableName && !top => Some(I::LoadCallee { dst: t }),
                _ => None,
            };
            if let Some(ins) = ins {
                self.emit_into_binding(scope, i as u32, ins, t);
            }
            self.release(mark);
        }
        Ok(())
    }

    /// Emit a load-like instruction whose destination is `t`, retargeted straight to
    /// the binding's register when it has one.
    pub(crate) fn emit_into_binding(&mut self, scope: ScopeId, index: u32, ins: I, t: Reg) {
        if let Loc::Reg(r) = self.tree.binding(scope, index).loc {
            self.emit(retarget(ins, r));
        } else {
            self.emit(ins);
            self.store_in_scope(scope, index, t);
        }
    }

    /// Create the var-scoped function declarations of a body (FunctionDeclarationInstantiation
    /// step 36; GlobalDeclarationInstantiation step 17 for scripts).
    pub(crate) fn hoist_var_functions(&mut self, body: &[Statement<'a>]) -> R<()> {
        let scope_ty = self.tree.get(self.fr().func_scope).ty;
        for s in body {
            let f = match s {
                Statement::Function(f) => f,
                Statement::Labeled(l) => {
                    let mut b = &l.body;
                    while let Statement::Labeled(inner) = b {
                        b = &inner.body;
                    }
                    match b {
                        Statement::Function(f) => f,
                        _ => continue,
                    }
                }
                Statement::ExportNamed(e) if scope_ty == ScopeType::Module => {
                    let _ = e;
                    continue;
                }
                _ => continue,
            };
            if scope_ty == ScopeType::Module {
                continue;
            }
            let Some(id) = &f.id else { continue };
            let mark = self.mark();
            let t = self.temp();
            let idx = self.function(f, None)?;
            self.emit(I::NewClosure { dst: t, func: idx });
            let local = self.tree.get(self.fr().func_scope).find(id.name).is_some();
            if scope_ty == ScopeType::Script && !local {
                let n = self.name(id.name);
                self.emit(I::DefineGlobalFunction { src: t, name: n });
            } else {
                self.store_name(id.name, id.span, t, true);
            }
            self.release(mark);
        }
        Ok(())
    }

    /// Compile a Script's top level.
    pub(crate) fn script(&mut self, program: &Program<'a>) -> R<()> {
        let Some(scope) = self.tree.scope_of(key(program, tag::NODE)) else {
            return Err(err("internal: script scope missing", program.span));
        };
        let idx = self.reserve_function();
        let mut fs = FuncState::new(FK::TopLevel, scope);
        fs.flags.strict = program.is_strict;
        fs.flags.has_direct_eval = self.tree.get(scope).has_direct_eval;
        fs.source_span = (program.span.start, program.span.end);
        self.stack.push(fs);
        let completion = self.temp();
        self.f().completion = Some(completion);
        self.reserve_undefined();
        // GlobalDeclarationInstantiation.
        let (lex, decls) = crate::scope::hoist::body_decls(&program.body, program.is_strict, &[]);
        let mut g = GlobalDeclarations::default();
        // Sets keep this linear for scripts with many declarations.
        let mut seen: rustc_hash::FxHashSet<&str> = rustc_hash::FxHashSet::default();
        let fn_names: rustc_hash::FxHashSet<&str> =
            decls.functions.iter().filter_map(|f| f.id.as_ref().map(|i| i.name)).collect();
        for f in &decls.functions {
            if let Some(id) = &f.id
                && seen.insert(id.name)
            {
                g.functions.push(id.name.into());
            }
        }
        for name in decls.vars {
            if !fn_names.contains(name) && seen.insert(name) {
                g.vars.push(name.into());
            }
        }
        for f in &decls.annex_b {
            if let Some(id) = &f.id
                && seen.insert(id.name)
            {
                g.annex_b_functions.push(id.name.into());
            }
        }
        let is_eval = self.tree.eval.is_some();
        if is_eval && program.is_strict {
            // Strict eval declares everything in its own environments.
            g = GlobalDeclarations::default();
        }
        if !is_eval {
            for d in &lex {
                g.lexicals.push((d.name.into(), d.kind == BindingKind::Const));
            }
        }
        let empty = g == GlobalDeclarations::default();
        if !(is_eval && empty) {
            let c = self.constant(Constant::GlobalDeclarations(g));
            self.emit(I::DeclareGlobals { decl: c });
        }
        self.enter_scope(scope);
        let info = FunctionInfo {
            node: key(program, tag::NODE),
            kind: FK::TopLevel,
            name: String::new(),
            params: None,
            body: &program.body,
            strict: program.is_strict,
            generator: false,
            is_async: false,
            span: program.span,
            concise: false,
        };
        self.init_internal_bindings(scope, &info)?;
        self.hoist_var_functions(&program.body)?;
        // A directive is an ExpressionStatement: the last one is the completion value
        // unless a later statement produces a value (`eval("'1'")` is "1").
        if let Some(d) = program.directives.last() {
            self.load_js_string(completion, &d.expression.value);
        }
        self.with_disposal(&program.body, |c| c.statements(&program.body))?;
        self.emit(I::Return { src: completion });
        let code = self.finish_function(program.span)?;
        if let Some(slot) = self.functions.get_mut(idx as usize) {
            *slot = Some(code);
        }
        Ok(())
    }

    /// Compile a Module's body; returns hoisted functions (slot, function index).
    pub(crate) fn module_body(&mut self, program: &Program<'a>) -> R<Vec<(u32, u32)>> {
        let Some(scope) = self.tree.scope_of(key(program, tag::NODE)) else {
            return Err(err("internal: module scope missing", program.span));
        };
        let idx = self.reserve_function();
        let mut fs = FuncState::new(FK::TopLevel, scope);
        fs.flags.strict = true;
        fs.source_span = (program.span.start, program.span.end);
        let tla = contains_top_level_await(&program.body);
        fs.flags.is_async = tla;
        fs.flags.top_level_await = tla;
        self.stack.push(fs);
        self.reserve_undefined();
        // Imports are indirections, not environment slots.
        let imports: Vec<(&'a str, u32)> = self.imports.iter().map(|(k, v)| (*k, *v)).collect();
        for (name, i) in imports {
            if let Some(b) = self.tree.get(scope).find(name) {
                self.tree.binding_mut(scope, b).loc = Loc::Import(i);
            }
        }
        self.enter_scope(scope);
        let info = FunctionInfo {
            node: key(program, tag::NODE),
            kind: FK::TopLevel,
            name: String::new(),
            params: None,
            body: &program.body,
            strict: true,
            generator: false,
            is_async: tla,
            span: program.span,
            concise: false,
        };
        self.init_internal_bindings(scope, &info)?;
        // Hoisted functions are instantiated by the VM (InitializeEnvironment).
        let mut hoisted = Vec::new();
        for s in program.body.iter() {
            let f = match s {
                Statement::Function(f) => f,
                Statement::ExportNamed(e) => match &e.declaration {
                    Some(Declaration::Function(f)) => f,
                    _ => continue,
                },
                Statement::ExportDefault(e) => match &e.declaration {
                    ExportDefaultKind::Function(f) => f,
                    _ => continue,
                },
                _ => continue,
            };
            let name = f.id.as_ref().map_or("*default*", |id| id.name);
            let fname = if f.id.is_some() { name } else { "default" };
            let fi = self.function(f, Some(fname))?;
            if let Some(b) = self.tree.get(scope).find(name)
                && let Loc::Slot(slot) = self.tree.binding(scope, b).loc
            {
                hoisted.push((slot, fi));
            }
        }
        self.with_disposal(&program.body, |c| c.statements(&program.body))?;
        let t = self.temp();
        self.emit(I::LoadUndefined { dst: t });
        self.emit(I::Return { src: t });
        let code = self.finish_function(program.span)?;
        if let Some(slot) = self.functions.get_mut(idx as usize) {
            *slot = Some(code);
        }
        Ok(hoisted)
    }
}

/// Whether a module body uses `await` at its top level (outside functions).
fn contains_top_level_await(body: &[Statement<'_>]) -> bool {
    struct V(bool);
    impl V {
        fn stmt(&mut self, s: &Statement<'_>) {
            if self.0 {
                return;
            }
            match s {
                Statement::Block(b) => b.body.iter().for_each(|s| self.stmt(s)),
                Statement::Expression(e) => self.expr(&e.expression),
                Statement::If(i) => {
                    self.expr(&i.test);
                    self.stmt(&i.consequent);
                    if let Some(a) = &i.alternate {
                        self.stmt(a);
                    }
                }
                Statement::DoWhile(d) => {
                    self.stmt(&d.body);
                    self.expr(&d.test);
                }
                Statement::While(w) => {
                    self.expr(&w.test);
                    self.stmt(&w.body);
                }
                Statement::For(f) => {
                    if let Some(ForInit::Variable(v)) = &f.init {
                        self.var(v);
                    }
                    if let Some(ForInit::Expression(e)) = &f.init {
                        self.expr(e);
                    }
                    if let Some(t) = &f.test {
                        self.expr(t);
                    }
                    if let Some(u) = &f.update {
                        self.expr(u);
                    }
                    self.stmt(&f.body);
                }
                Statement::ForIn(f) => {
                    self.expr(&f.right);
                    self.stmt(&f.body);
                }
                Statement::ForOf(f) => {
                    if f.is_await {
                        self.0 = true;
                    }
                    self.expr(&f.right);
                    self.stmt(&f.body);
                }
                Statement::Return(r) => {
                    if let Some(a) = &r.argument {
                        self.expr(a);
                    }
                }
                Statement::Switch(s) => {
                    self.expr(&s.discriminant);
                    for c in s.cases.iter() {
                        if let Some(t) = &c.test {
                            self.expr(t);
                        }
                        c.consequent.iter().for_each(|s| self.stmt(s));
                    }
                }
                Statement::Labeled(l) => self.stmt(&l.body),
                Statement::Throw(t) => self.expr(&t.argument),
                Statement::Try(t) => {
                    t.block.body.iter().for_each(|s| self.stmt(s));
                    if let Some(h) = &t.handler {
                        h.body.body.iter().for_each(|s| self.stmt(s));
                    }
                    if let Some(f) = &t.finalizer {
                        f.body.iter().for_each(|s| self.stmt(s));
                    }
                }
                Statement::Variable(v) => self.var(v),
                Statement::ExportNamed(e) => {
                    if let Some(Declaration::Variable(v)) = &e.declaration {
                        self.var(v);
                    }
                }
                Statement::ExportDefault(e) => {
                    if let ExportDefaultKind::Expression(x) = &e.declaration {
                        self.expr(x);
                    }
                }
                Statement::Class(c) => {
                    if let Some(h) = &c.super_class {
                        self.expr(h);
                    }
                }
                _ => {}
            }
        }
        fn var(&mut self, v: &VariableDeclaration<'_>) {
            if v.kind == VariableKind::AwaitUsing {
                self.0 = true;
            }
            for d in v.declarations.iter() {
                if let Some(i) = &d.init {
                    self.expr(i);
                }
            }
        }
        fn expr(&mut self, e: &Expression<'_>) {
            if self.0 {
                return;
            }
            match e {
                Expression::Await(_) => self.0 = true,
                Expression::Binary(b) => {
                    self.expr(&b.left);
                    self.expr(&b.right);
                }
                Expression::Logical(b) => {
                    self.expr(&b.left);
                    self.expr(&b.right);
                }
                Expression::Assignment(a) => self.expr(&a.right),
                Expression::Call(c) => {
                    self.expr(&c.callee);
                    for a in c.arguments.iter() {
                        match a {
                            Argument::Spread(s) => self.expr(&s.argument),
                            Argument::Expression(e) => self.expr(e),
                        }
                    }
                }
                Expression::New(c) => {
                    self.expr(&c.callee);
                    for a in c.arguments.iter() {
                        match a {
                            Argument::Spread(s) => self.expr(&s.argument),
                            Argument::Expression(e) => self.expr(e),
                        }
                    }
                }
                Expression::Member(m) => {
                    self.expr(&m.object);
                    if let MemberProperty::Computed(p) = &m.property {
                        self.expr(p);
                    }
                }
                Expression::Sequence(s) => s.expressions.iter().for_each(|e| self.expr(e)),
                Expression::Parenthesized(p) => self.expr(&p.expression),
                Expression::Conditional(c) => {
                    self.expr(&c.test);
                    self.expr(&c.consequent);
                    self.expr(&c.alternate);
                }
                Expression::Unary(u) => self.expr(&u.argument),
                Expression::Array(a) => {
                    for el in a.elements.iter() {
                        match el {
                            ArrayElement::Spread(s) => self.expr(&s.argument),
                            ArrayElement::Expression(e) => self.expr(e),
                            ArrayElement::Hole(_) => {}
                        }
                    }
                }
                Expression::Object(o) => {
                    for p in o.properties.iter() {
                        match p {
                            ObjectProperty::Property(p) => {
                                if let PropertyKey::Computed(k) = &p.key {
                                    self.expr(k);
                                }
                                if !p.method {
                                    self.expr(&p.value);
                                }
                            }
                            ObjectProperty::Spread(s) => self.expr(&s.argument),
                        }
                    }
                }
                Expression::Template(t) => t.expressions.iter().for_each(|e| self.expr(e)),
                Expression::TaggedTemplate(t) => {
                    self.expr(&t.tag);
                    t.quasi.expressions.iter().for_each(|e| self.expr(e));
                }
                Expression::OptionalChain(o) => self.expr(&o.expression),
                Expression::Import(i) => self.expr(&i.source),
                _ => {}
            }
        }
    }
    let mut v = V(false);
    for s in body {
        v.stmt(s);
    }
    v.0
}

/// Change the destination of a frame-value load.
fn retarget(ins: I, dst: Reg) -> I {
    match ins {
        I::LoadUndefined { .. } => I::LoadUndefined { dst },
        I::LoadThis { .. } => I::LoadThis { dst },
        I::LoadGlobalThis { .. } => I::LoadGlobalThis { dst },
        I::LoadNewTarget { .. } => I::LoadNewTarget { dst },
        I::LoadHomeObject { .. } => I::LoadHomeObject { dst },
        I::LoadCallee { .. } => I::LoadCallee { dst },
        I::CreateArguments { kind, .. } => I::CreateArguments { dst, kind },
        other => other,
    }
}
