//! The analysis pass: builds the scope tree, declares every binding (hoisting), and
//! resolves every reference once to mark captured bindings and TDZ needs.

use cairn_parser::ast::*;
use std::vec::Vec;

use super::hoist::{LexicalDecl, body_decls, bound_names, lexical_decls, variable_lexicals};
use super::{ScopeId, ScopeTree, ScopeType, class_info, key, tag};
use crate::CompileError;
use crate::bytecode::BindingKind;
use crate::stack::StackGuard;

/// What a program is compiled as.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Goal {
    /// A Script.
    Script,
    /// A Module.
    Module,
    /// Eval code: direct (the caller's scope chain is visible, by name) or indirect.
    Eval {
        /// A direct eval.
        direct: bool,
    },
}

/// Analyze a program: the scope tree for code generation.
pub(crate) fn analyze<'a>(
    program: &Program<'a>,
    goal: Goal,
) -> Result<ScopeTree<'a>, CompileError> {
    let mut a =
        Analyzer { tree: ScopeTree::default(), cur: 0, guard: StackGuard::here(), too_deep: None };
    if let Goal::Eval { direct } = goal {
        a.tree.eval = Some(direct);
    }
    let module = program.source_type == SourceType::Module;
    let ty = if module { ScopeType::Module } else { ScopeType::Script };
    let top = a.tree.add_scope(key(program, tag::NODE), None, ty);
    a.tree.get_mut(top).strict = program.is_strict;
    a.cur = top;
    if module {
        // Every module-level binding lives in the module environment (other modules
        // import them; hoisted functions are instantiated before the body runs).
        a.tree.get_mut(top).eval_visible = true;
        for s in program.body.iter() {
            if let Statement::Import(i) = s {
                for local in i.bound_names() {
                    a.tree.declare(top, local.name, BindingKind::Const, 0, true);
                }
            }
        }
        a.declare_var_scope(top, &program.body, &[], true);
    } else if goal != Goal::Script {
        // Eval code: lexical declarations are local to the eval; so are vars and
        // functions of strict eval. Sloppy eval's vars and functions go to the caller's
        // var environment (EvalDeclarationInstantiation), reached by name.
        if program.is_strict {
            a.declare_var_scope(top, &program.body, &[], false);
        } else {
            let (lex, decls) = body_decls(&program.body, false, &[]);
            a.declare_lexicals(top, &lex);
            for f in decls.annex_b {
                a.tree.annex_b.insert(f as *const Function as usize, ());
            }
        }
    } else {
        // Script top level: var/function/let/const/class are global bindings, resolved by
        // name; only Annex B candidates are recorded.
        let (_, decls) = body_decls(&program.body, program.is_strict, &[]);
        for f in decls.annex_b {
            a.tree.annex_b.insert(f as *const Function as usize, ());
        }
    }
    for s in program.body.iter() {
        a.statement(s);
    }
    match a.too_deep {
        Some(span) => Err(CompileError::new("nesting too deep to compile", span)),
        None => Ok(a.tree),
    }
}

/// Remove parentheses.
fn strip_parens<'x, 'a>(e: &'x Expression<'a>) -> &'x Expression<'a> {
    match e {
        Expression::Parenthesized(p) => strip_parens(&p.expression),
        other => other,
    }
}

struct Analyzer<'a> {
    tree: ScopeTree<'a>,
    cur: ScopeId,
    guard: StackGuard,
    /// Set when the stack budget ran out (the walk then stops descending).
    too_deep: Option<Span>,
}

/// The internal bindings every non-arrow function (and the top level) provides.
fn is_implicit_internal(name: &str) -> bool {
    matches!(name, "%this" | "%newtarget" | "%home" | "%callee")
}

impl<'a> Analyzer<'a> {
    // ------------------------------------------------------------------ declarations

    /// Declare the var-scoped and top-level lexical declarations of a body in `scope`.
    fn declare_var_scope(
        &mut self,
        scope: ScopeId,
        body: &[Statement<'a>],
        params: &[&'a str],
        functions_lexical_top: bool,
    ) {
        let strict = self.tree.get(scope).strict;
        let (lex, decls) = body_decls(body, strict, params);
        let _ = functions_lexical_top;
        for name in decls.vars {
            self.tree.declare(scope, name, BindingKind::Var, 0, true);
        }
        for f in decls.functions {
            if let Some(id) = &f.id {
                let i = self.tree.declare(scope, id.name, BindingKind::Var, 0, true);
                self.tree.binding_mut(scope, i).function_decl = true;
            } else {
                // `export default function () {}`
                let i = self.tree.declare(scope, "*default*", BindingKind::Var, 0, true);
                self.tree.binding_mut(scope, i).function_decl = true;
            }
        }
        for f in decls.annex_b {
            if let Some(id) = &f.id {
                self.tree.declare(scope, id.name, BindingKind::Var, 0, true);
            }
            self.tree.annex_b.insert(f as *const Function as usize, ());
        }
        self.declare_lexicals(scope, &lex);
    }

    fn declare_lexicals(&mut self, scope: ScopeId, lex: &[LexicalDecl<'a>]) {
        for d in lex {
            let i = self.tree.declare(scope, d.name, d.kind, d.init_end, d.is_function);
            if d.is_function {
                self.tree.binding_mut(scope, i).function_decl = true;
            }
        }
    }

    /// Open a block scope for a statement list when it declares anything.
    fn block_scope(
        &mut self,
        node: (usize, u8),
        statements: &[Statement<'a>],
        ty: ScopeType,
    ) -> bool {
        let mut lex = Vec::new();
        lexical_decls(statements, true, &mut lex);
        if lex.is_empty() && ty != ScopeType::Switch {
            return false;
        }
        let s = self.tree.add_scope(node, Some(self.cur), ty);
        self.declare_lexicals(s, &lex);
        self.cur = s;
        true
    }

    fn leave(&mut self) {
        if let Some(p) = self.tree.get(self.cur).parent {
            self.cur = p;
        }
    }

    // ------------------------------------------------------------------ references

    /// Resolve a reference once: mark captures, TDZ needs, implicit bindings.
    fn reference(&mut self, name: &'a str, pos: u32) {
        let ref_func = self.tree.get(self.cur).func;
        let mut s = self.cur;
        let mut through_with = false;
        loop {
            if let Some(i) = self.tree.get(s).find(name) {
                let scope = self.tree.get(s);
                let same = scope.func == ref_func;
                let in_switch = scope.ty == ScopeType::Switch;
                let func = scope.func;
                let b = self.tree.binding_mut(s, i);
                if !same || through_with {
                    b.captured = true;
                }
                if ScopeTree::needs_tdz_check(b, pos, same, in_switch) {
                    b.needs_tdz = true;
                }
                if name == "arguments" && b.kind == BindingKind::Var && !b.function_decl {
                    let f = self.tree.get(func);
                    if f.ty == ScopeType::Function && !f.is_arrow {
                        self.tree.get_mut(func).uses_arguments = true;
                    }
                }
                return;
            }
            let scope = self.tree.get(s);
            if scope.ty == ScopeType::With {
                through_with = true;
            }
            let implicit = match scope.ty {
                ScopeType::Function if !scope.is_arrow => {
                    name == "arguments" || is_implicit_internal(name)
                }
                // Direct eval code reaches the caller's internal bindings by name.
                ScopeType::Script if self.tree.eval == Some(true) => false,
                ScopeType::Script | ScopeType::Module => is_implicit_internal(name),
                _ => false,
            };
            if implicit {
                let kind = if name == "%this" && scope.is_derived_ctor {
                    BindingKind::InternalUninitialized
                } else if name == "arguments" {
                    BindingKind::Var
                } else {
                    BindingKind::Internal
                };
                self.tree.declare(s, name, kind, 0, kind != BindingKind::InternalUninitialized);
                if name == "arguments" {
                    self.tree.get_mut(s).uses_arguments = true;
                }
                continue;
            }
            match scope.parent {
                Some(p) => s = p,
                None => return,
            }
        }
    }

    /// A direct `eval(...)` call in the current scope.
    fn direct_eval(&mut self, pos: u32) {
        for name in ["%this", "%newtarget", "%home", "%callee", "arguments"] {
            // `arguments` only where a non-arrow function provides it.
            if name == "arguments" && !self.in_non_arrow_function() {
                continue;
            }
            self.reference(name, pos);
        }
        let strict = self.tree.get(self.cur).strict;
        let mut s = Some(self.cur);
        while let Some(id) = s {
            let scope = self.tree.get_mut(id);
            scope.eval_visible = true;
            for b in scope.bindings.iter_mut() {
                b.captured = true;
            }
            s = scope.parent;
        }
        let func = self.tree.get(self.cur).func;
        self.tree.get_mut(func).has_direct_eval = true;
        if !strict {
            let func = self.tree.get(self.cur).func;
            let var_scope = self.tree.get(func).var_scope;
            self.tree.get_mut(var_scope).sloppy_eval = true;
            // An eval in parameter expressions declares its vars in the function's
            // (parameter) environment: closures created there see them too.
            self.tree.get_mut(func).sloppy_eval = true;
        }
    }

    fn in_non_arrow_function(&self) -> bool {
        let mut s = self.cur;
        loop {
            let scope = self.tree.get(s);
            match scope.ty {
                ScopeType::Function if !scope.is_arrow => return true,
                ScopeType::Script | ScopeType::Module => return false,
                _ => {}
            }
            match scope.parent {
                Some(p) => s = p,
                None => return false,
            }
        }
    }

    // ------------------------------------------------------------------ functions

    #[allow(clippy::too_many_arguments)]
    fn function_like(
        &mut self,
        node: (usize, u8),
        self_name: Option<&'a str>,
        params: &FormalParameters<'a>,
        body: Option<&FunctionBody<'a>>,
        strict: bool,
        is_arrow: bool,
        is_derived: bool,
    ) {
        let outer = self.cur;
        let f = self.tree.add_scope(node, Some(outer), ScopeType::Function);
        {
            let s = self.tree.get_mut(f);
            s.strict = strict;
            s.is_arrow = is_arrow;
            s.is_derived_ctor = is_derived;
        }
        let mut names = Vec::new();
        for p in params.items.iter() {
            bound_names(&p.pattern, &mut names);
        }
        if let Some(rest) = &params.rest {
            bound_names(&rest.argument, &mut names);
        }
        let param_names: Vec<&'a str> = names.iter().map(|&(n, _)| n).collect();
        if params.is_simple {
            for &n in &param_names {
                self.tree.declare(f, n, BindingKind::Parameter, 0, true);
            }
        } else {
            // Parameters with expressions are initialized in order: each is in its TDZ
            // until its own initializer has run (IteratorBindingInitialization of
            // FormalParameters with environment = the parameter scope).
            let mut one = Vec::new();
            for p in params.items.iter() {
                one.clear();
                bound_names(&p.pattern, &mut one);
                for &(n, _) in &one {
                    self.tree.declare(f, n, BindingKind::Let, p.span.end, false);
                }
            }
            if let Some(rest) = &params.rest {
                one.clear();
                bound_names(&rest.argument, &mut one);
                for &(n, _) in &one {
                    self.tree.declare(f, n, BindingKind::Let, rest.span.end, false);
                }
            }
        }
        let body_scope = if params.is_simple {
            f
        } else {
            let b = match body {
                Some(b) => key(b, tag::BODY),
                None => (node.0, tag::BODY),
            };
            let b = self.tree.add_scope(b, Some(f), ScopeType::FunctionBody);
            self.tree.get_mut(b).func = f;
            b
        };
        self.tree.get_mut(f).var_scope = body_scope;
        if let Some(body) = body {
            self.declare_var_scope(body_scope, &body.statements, &param_names, false);
        }
        if let Some(name) = self_name
            && self.tree.get(f).find(name).is_none()
            && self.tree.get(body_scope).find(name).is_none()
        {
            self.tree.declare(f, name, BindingKind::ImmutableName, 0, true);
        }
        // Parameters and their defaults run in the function scope.
        self.cur = f;
        if is_derived {
            // The implicit `return this` at the end of a derived constructor.
            self.reference("%this", 0);
        }
        for p in params.items.iter() {
            self.binding_pattern(&p.pattern);
            if let Some(init) = &p.init {
                self.expression(init);
            }
        }
        if let Some(rest) = &params.rest {
            self.binding_pattern(&rest.argument);
        }
        self.cur = body_scope;
        if let Some(body) = body {
            for s in body.statements.iter() {
                self.statement(s);
            }
        }
        // A mapped arguments object aliases the parameters: they must live in the env.
        let fs = self.tree.get(f);
        if fs.uses_arguments && !fs.strict && params.is_simple {
            for b in self.tree.get_mut(f).bindings.iter_mut() {
                if b.kind == BindingKind::Parameter {
                    b.captured = true;
                }
            }
        }
        self.cur = outer;
    }

    fn function(&mut self, func: &Function<'a>) {
        let self_name = match (func.r#type, func.kind) {
            (FunctionType::Expression, FunctionKind::Normal) => func.id.as_ref().map(|i| i.name),
            _ => None,
        };
        self.function_like(
            key(func, tag::NODE),
            self_name,
            &func.params,
            func.body.as_deref(),
            func.is_strict,
            false,
            func.kind == FunctionKind::DerivedConstructor,
        );
    }

    fn arrow(&mut self, arrow: &ArrowFunction<'a>) {
        self.function_like(
            key(arrow, tag::NODE),
            None,
            &arrow.params,
            Some(&arrow.body),
            arrow.is_strict,
            true,
            false,
        );
    }

    // ------------------------------------------------------------------ classes

    fn class(&mut self, class: &Class<'a>) {
        let outer = self.cur;
        // Class decorators are evaluated in the outer scope, before the class scope.
        for d in class.decorators.iter() {
            self.expression(&d.expression);
        }
        let cs = self.tree.add_scope(key(class, tag::NODE), Some(outer), ScopeType::Class);
        self.tree.get_mut(cs).strict = true;
        if let Some(id) = &class.id {
            self.tree.declare(cs, id.name, BindingKind::ImmutableName, class.span.end, false);
        }
        let mut has_instance = false;
        let mut has_static = false;
        let mut has_ctor = false;
        let mut computed = 0u32;
        let mut private_methods = 0u32;
        for (index, el) in class.body.elements.iter().enumerate() {
            match el {
                ClassElement::Method(m) => {
                    if m.kind == MethodKind::Constructor {
                        has_ctor = true;
                    }
                    if let PropertyKey::Private(p) = &m.key {
                        self.declare_private(cs, p);
                        let i = self.tree.declare(
                            cs,
                            format!("%pm{private_methods}"),
                            BindingKind::Internal,
                            0,
                            true,
                        );
                        self.tree.binding_mut(cs, i).captured = true;
                        private_methods += 1;
                        if !m.is_static {
                            has_instance = true;
                        }
                    }
                }
                ClassElement::Property(p) => {
                    if p.is_static {
                        has_static = true;
                    } else {
                        has_instance = true;
                    }
                    match &p.key {
                        PropertyKey::Private(id) => self.declare_private(cs, id),
                        PropertyKey::Computed(_) => {
                            let i = self.tree.declare(
                                cs,
                                format!("%key{computed}"),
                                BindingKind::Internal,
                                0,
                                true,
                            );
                            self.tree.binding_mut(cs, i).captured = true;
                            computed += 1;
                        }
                        _ => {}
                    }
                }
                ClassElement::Accessor(p) => {
                    self.declare_internal(cs, format!("%acc{index}"));
                    if let PropertyKey::Private(id) = &p.key {
                        self.declare_private(cs, id);
                        self.declare_internal(cs, format!("%ag{index}"));
                        self.declare_internal(cs, format!("%as{index}"));
                    }
                }
                ClassElement::StaticBlock(_) => has_static = true,
            }
            if matches!(el, ClassElement::Property(_) | ClassElement::Accessor(_))
                && !class_info::element_decorators(el).is_empty()
            {
                self.declare_internal(cs, format!("%di{index}"));
                self.declare_internal(cs, format!("%dx{index}"));
            }
        }
        if class_info::is_decorated(class) {
            for name in ["%dinst", "%dstatic", "%dclassx", "%dthis"] {
                self.declare_internal(cs, name.to_string());
            }
        }
        has_instance |= class_info::has_instance_init(class);
        has_static |= class_info::has_static_init(class);
        if has_instance {
            let i = self.tree.declare(cs, "%fieldinit", BindingKind::Internal, 0, true);
            self.tree.binding_mut(cs, i).captured = true;
        }
        self.cur = cs;
        if let Some(h) = &class.super_class {
            self.expression(h);
        }
        let derived = class.super_class.is_some();
        // Element keys run at class definition time in the class scope; methods are
        // functions; field values and static blocks run in synthetic methods.
        let fields_scope = if has_instance {
            Some(self.synthetic_method(cs, key(class, tag::FIELDS)))
        } else {
            None
        };
        let statics_scope = if has_static {
            Some(self.synthetic_method(cs, key(class, tag::STATICS)))
        } else {
            None
        };
        if !has_ctor {
            let d = self.synthetic_method(cs, key(class, tag::DEFAULT_CTOR));
            self.tree.get_mut(d).is_derived_ctor = derived;
            if has_instance {
                self.cur = d;
                self.reference("%fieldinit", 0);
                self.cur = cs;
            }
        }
        for el in class.body.elements.iter() {
            // Element decorators run in the class scope, before the element's key.
            for d in class_info::element_decorators(el) {
                self.expression(&d.expression);
            }
            match el {
                ClassElement::Method(m) => {
                    self.property_key(&m.key);
                    self.function(&m.value);
                    if m.kind == MethodKind::Constructor && has_instance {
                        let ctor = self.tree.scope_of(key(&*m.value, tag::NODE));
                        if let Some(ctor) = ctor {
                            self.cur = ctor;
                            self.reference("%fieldinit", 0);
                            if !derived {
                                // Base constructors initialize fields on their `this`.
                                self.reference("%this", 0);
                            }
                            self.cur = cs;
                        }
                    }
                }
                ClassElement::Property(p) => {
                    self.property_key(&p.key);
                    if let Some(v) = &p.value {
                        let target = if p.is_static { statics_scope } else { fields_scope };
                        if let Some(t) = target {
                            self.cur = t;
                            self.expression(v);
                            self.cur = cs;
                        }
                    }
                }
                ClassElement::Accessor(p) => {
                    self.property_key(&p.key);
                    if let Some(v) = &p.value {
                        let target = if p.is_static { statics_scope } else { fields_scope };
                        if let Some(t) = target {
                            self.cur = t;
                            self.expression(v);
                            self.cur = cs;
                        }
                    }
                }
                ClassElement::StaticBlock(b) => {
                    if let Some(t) = statics_scope {
                        self.cur = t;
                        let bs = self.tree.add_scope(
                            key(&**b, tag::NODE),
                            Some(t),
                            ScopeType::FunctionBody,
                        );
                        self.declare_var_scope(bs, &b.body, &[], false);
                        self.cur = bs;
                        for s in b.body.iter() {
                            self.statement(s);
                        }
                        self.cur = cs;
                    }
                }
            }
        }
        self.cur = outer;
    }

    fn declare_internal(&mut self, cs: ScopeId, name: String) {
        let i = self.tree.declare(cs, name, BindingKind::Internal, 0, true);
        self.tree.binding_mut(cs, i).captured = true;
    }

    fn declare_private(&mut self, cs: ScopeId, p: &PrivateIdentifier<'a>) {
        let name = format!("#{}", p.name);
        let i = self.tree.declare(cs, name, BindingKind::Internal, 0, true);
        self.tree.binding_mut(cs, i).captured = true;
    }

    fn synthetic_method(&mut self, cs: ScopeId, node: (usize, u8)) -> ScopeId {
        let s = self.tree.add_scope(node, Some(cs), ScopeType::Function);
        self.tree.get_mut(s).strict = true;
        s
    }

    fn property_key(&mut self, k: &PropertyKey<'a>) {
        match k {
            PropertyKey::Computed(e) => self.expression(e),
            PropertyKey::Private(p) => self.private_name(p),
            PropertyKey::Identifier(_)
            | PropertyKey::String(_)
            | PropertyKey::Number(_)
            | PropertyKey::BigInt(_) => {}
        }
    }

    fn private_name(&mut self, p: &PrivateIdentifier<'a>) {
        // Private names resolve lexically like bindings; the name includes `#`.
        let name = format!("#{}", p.name);
        let mut s = Some(self.cur);
        let ref_func = self.tree.get(self.cur).func;
        while let Some(id) = s {
            let scope = self.tree.get(id);
            if let Some(i) = scope.find(&name) {
                if scope.func != ref_func {
                    self.tree.binding_mut(id, i).captured = true;
                }
                return;
            }
            s = scope.parent;
        }
    }

    // ------------------------------------------------------------------ statements

    fn statements(&mut self, list: &[Statement<'a>]) {
        for s in list {
            self.statement(s);
        }
    }

    /// Whether the walk must stop descending (stack budget used up).
    fn deep(&mut self, span: Span) -> bool {
        if self.too_deep.is_some() {
            return true;
        }
        if self.guard.exhausted(crate::stack::STACK_BUDGET) {
            self.too_deep = Some(span);
            return true;
        }
        false
    }

    fn statement(&mut self, s: &Statement<'a>) {
        if self.deep(s.span()) {
            return;
        }
        match s {
            Statement::Block(b) => {
                let opened = self.block_scope(key(&**b, tag::NODE), &b.body, ScopeType::Block);
                self.statements(&b.body);
                if opened {
                    self.leave();
                }
            }
            Statement::Empty(_) | Statement::Debugger(_) => {}
            Statement::Expression(e) => self.expression(&e.expression),
            Statement::If(i) => {
                self.expression(&i.test);
                self.if_clause(&i.consequent);
                if let Some(a) = &i.alternate {
                    self.if_clause(a);
                }
            }
            Statement::DoWhile(d) => {
                self.statement(&d.body);
                self.expression(&d.test);
            }
            Statement::While(w) => {
                self.expression(&w.test);
                self.statement(&w.body);
            }
            Statement::For(f) => {
                let mut opened = false;
                if let Some(ForInit::Variable(v)) = &f.init
                    && v.kind.is_lexical()
                {
                    let s =
                        self.tree.add_scope(key(&**f, tag::NODE), Some(self.cur), ScopeType::Block);
                    let mut lex = Vec::new();
                    variable_lexicals(v, &mut lex);
                    self.declare_lexicals(s, &lex);
                    self.cur = s;
                    opened = true;
                }
                match &f.init {
                    Some(ForInit::Variable(v)) => self.variable_declaration(v),
                    Some(ForInit::Expression(e)) => self.expression(e),
                    None => {}
                }
                if let Some(t) = &f.test {
                    self.expression(t);
                }
                if let Some(u) = &f.update {
                    self.expression(u);
                }
                self.statement(&f.body);
                if opened {
                    self.leave();
                }
            }
            Statement::ForIn(f) => self.for_in_of(key(&**f, tag::NODE), &f.left, &f.right, &f.body),
            Statement::ForOf(f) => self.for_in_of(key(&**f, tag::NODE), &f.left, &f.right, &f.body),
            Statement::Continue(_) | Statement::Break(_) => {}
            Statement::Return(r) => {
                if let Some(a) = &r.argument {
                    self.expression(a);
                }
                if self.tree.get(self.tree.get(self.cur).func).is_derived_ctor {
                    self.reference("%this", r.span.start);
                }
            }
            Statement::With(w) => {
                self.expression(&w.object);
                let s = self.tree.add_scope(key(&**w, tag::NODE), Some(self.cur), ScopeType::With);
                self.cur = s;
                self.statement(&w.body);
                self.leave();
            }
            Statement::Switch(sw) => {
                self.expression(&sw.discriminant);
                let mut all = Vec::new();
                for c in sw.cases.iter() {
                    lexical_decls(&c.consequent, true, &mut all);
                }
                let opened = !all.is_empty();
                if opened {
                    let s = self.tree.add_scope(
                        key(&**sw, tag::NODE),
                        Some(self.cur),
                        ScopeType::Switch,
                    );
                    self.declare_lexicals(s, &all);
                    self.cur = s;
                }
                for c in sw.cases.iter() {
                    if let Some(t) = &c.test {
                        self.expression(t);
                    }
                    self.statements(&c.consequent);
                }
                if opened {
                    self.leave();
                }
            }
            Statement::Labeled(l) => self.statement(&l.body),
            Statement::Throw(t) => self.expression(&t.argument),
            Statement::Try(t) => {
                self.statement_block(&t.block);
                if let Some(h) = &t.handler {
                    let mut opened = false;
                    if let Some(p) = &h.param {
                        let s = self.tree.add_scope(
                            key(&**h, tag::NODE),
                            Some(self.cur),
                            ScopeType::Block,
                        );
                        let mut names = Vec::new();
                        bound_names(p, &mut names);
                        for (n, _) in names {
                            self.tree.declare(s, n, BindingKind::CatchParameter, 0, true);
                        }
                        self.cur = s;
                        self.binding_pattern(p);
                        opened = true;
                    }
                    self.statement_block(&h.body);
                    if opened {
                        self.leave();
                    }
                }
                if let Some(f) = &t.finalizer {
                    self.statement_block(f);
                }
            }
            Statement::Variable(v) => self.variable_declaration(v),
            Statement::Function(f) => self.function(f),
            Statement::Class(c) => self.class(c),
            Statement::Import(_) | Statement::ExportAll(_) => {}
            // TypeScript nodes are lowered by cairn-ts before compiling; codegen rejects them.
            Statement::TsEnum(_) | Statement::TsModule(_) => {}
            Statement::ExportNamed(e) => {
                match &e.declaration {
                    Some(Declaration::Variable(v)) => self.variable_declaration(v),
                    Some(Declaration::Function(f)) => self.function(f),
                    Some(Declaration::Class(c)) => self.class(c),
                    None => {}
                }
                if e.source.is_none() {
                    for spec in e.specifiers.iter() {
                        if let ModuleExportName::Identifier(id) = &spec.local {
                            self.reference(id.name, spec.span.end);
                        }
                    }
                }
            }
            Statement::ExportDefault(e) => match &e.declaration {
                ExportDefaultKind::Function(f) => self.function(f),
                ExportDefaultKind::Class(c) => self.class(c),
                ExportDefaultKind::Expression(x) => self.expression(x),
            },
        }
    }

    /// A clause of an IfStatement. A function declaration there (sloppy code, Annex B
    /// sec-functiondeclarations-in-ifstatement-statement-clauses) stands in a block of
    /// its own: its name is bound there, so the function's own assignments to its name
    /// leave the var binding (B.3.3) alone.
    fn if_clause(&mut self, s: &Statement<'a>) {
        let Statement::Function(f) = s else { return self.statement(s) };
        let opened =
            self.block_scope(key(&**f, tag::CLAUSE), std::slice::from_ref(s), ScopeType::Block);
        self.statement(s);
        if opened {
            self.leave();
        }
    }

    fn statement_block(&mut self, b: &BlockStatement<'a>) {
        let opened = self.block_scope(key(b, tag::NODE), &b.body, ScopeType::Block);
        self.statements(&b.body);
        if opened {
            self.leave();
        }
    }

    fn for_in_of(
        &mut self,
        node: (usize, u8),
        left: &ForLeft<'a>,
        right: &Expression<'a>,
        body: &Statement<'a>,
    ) {
        let mut opened = false;
        if let ForLeft::Variable(v) = left
            && v.kind.is_lexical()
        {
            let s = self.tree.add_scope(node, Some(self.cur), ScopeType::Block);
            let mut names = Vec::new();
            for d in v.declarations.iter() {
                bound_names(&d.id, &mut names);
            }
            let kind =
                if v.kind == VariableKind::Let { BindingKind::Let } else { BindingKind::Const };
            // Initialized when the body starts; the head expression sees the TDZ.
            let init_end = body.span().start;
            for (n, _) in names {
                self.tree.declare(s, n, kind, init_end, false);
            }
            self.cur = s;
            opened = true;
        }
        self.expression(right);
        match left {
            ForLeft::Variable(v) => self.variable_declaration(v),
            ForLeft::Target(t) => self.assignment_target(t),
        }
        self.statement(body);
        if opened {
            self.leave();
        }
    }

    fn variable_declaration(&mut self, v: &VariableDeclaration<'a>) {
        for d in v.declarations.iter() {
            if let Some(init) = &d.init {
                self.expression(init);
            }
            if v.kind == VariableKind::Var {
                // `var x = 1` assigns through the scope chain (a `with` object may catch it).
                self.binding_pattern_refs(&d.id);
            } else {
                self.binding_pattern(&d.id);
            }
        }
    }

    /// Visit the expressions inside a binding pattern (defaults, computed keys).
    fn binding_pattern(&mut self, p: &BindingPattern<'a>) {
        if self.deep(p.span()) {
            return;
        }
        match p {
            BindingPattern::Identifier(_) => {}
            BindingPattern::Object(o) => {
                for prop in o.properties.iter() {
                    self.property_key(&prop.key);
                    self.binding_pattern(&prop.value.pattern);
                    if let Some(i) = &prop.value.init {
                        self.expression(i);
                    }
                }
                if let Some(r) = &o.rest {
                    self.binding_pattern(&r.argument);
                }
            }
            BindingPattern::Array(a) => {
                for el in a.elements.iter().flatten() {
                    self.binding_pattern(&el.pattern);
                    if let Some(i) = &el.init {
                        self.expression(i);
                    }
                }
                if let Some(r) = &a.rest {
                    self.binding_pattern(&r.argument);
                }
            }
        }
    }

    /// As `binding_pattern`, and each bound name is a reference (var declarations).
    fn binding_pattern_refs(&mut self, p: &BindingPattern<'a>) {
        self.binding_pattern(p);
        let mut names = Vec::new();
        bound_names(p, &mut names);
        for (n, end) in names {
            self.reference(n, end);
        }
    }

    fn expression_call(&mut self, c: &CallExpression<'a>) {
        if let Expression::Super(s) = &c.callee {
            for n in ["%this", "%newtarget", "%callee"] {
                self.reference(n, s.span.start);
            }
            // Field initialization after super() reads the class's initializer.
            self.reference("%fieldinit", s.span.start);
        } else {
            self.expression(&c.callee);
        }
        self.arguments(&c.arguments);
        if let Expression::Identifier(id) = strip_parens(&c.callee)
            && id.name == "eval"
            && !c.optional
        {
            self.direct_eval(c.span.start);
        }
    }

    fn assignment_target(&mut self, t: &AssignmentTarget<'a>) {
        if self.deep(t.span()) {
            return;
        }
        match t {
            AssignmentTarget::Identifier(id) => self.reference(id.name, id.span.start),
            AssignmentTarget::Member(m) => self.member(m),
            AssignmentTarget::Call(c) => self.expression_call(c),
            AssignmentTarget::Object(o) => {
                for p in o.properties.iter() {
                    match p {
                        AssignmentTargetProperty::Shorthand(s) => {
                            if let Some(i) = &s.init {
                                self.expression(i);
                            }
                            self.reference(s.name.name, s.name.span.start);
                        }
                        AssignmentTargetProperty::Property(p) => {
                            self.property_key(&p.key);
                            self.assignment_target(&p.value.target);
                            if let Some(i) = &p.value.init {
                                self.expression(i);
                            }
                        }
                    }
                }
                if let Some(r) = &o.rest {
                    self.assignment_target(&r.target);
                }
            }
            AssignmentTarget::Array(a) => {
                for el in a.elements.iter().flatten() {
                    self.assignment_target(&el.target);
                    if let Some(i) = &el.init {
                        self.expression(i);
                    }
                }
                if let Some(r) = &a.rest {
                    self.assignment_target(&r.target);
                }
            }
        }
    }

    // ------------------------------------------------------------------ expressions

    fn member(&mut self, m: &MemberExpression<'a>) {
        self.expression(&m.object);
        match &m.property {
            MemberProperty::Static(_) => {}
            MemberProperty::Computed(e) => self.expression(e),
            MemberProperty::Private(p) => self.private_name(p),
        }
    }

    fn arguments(&mut self, args: &[Argument<'a>]) {
        for a in args {
            match a {
                Argument::Spread(s) => self.expression(&s.argument),
                Argument::Expression(e) => self.expression(e),
            }
        }
    }

    fn expression(&mut self, e: &Expression<'a>) {
        if self.deep(e.span()) {
            return;
        }
        match e {
            Expression::Boolean(_)
            | Expression::Null(_)
            | Expression::Number(_)
            | Expression::BigInt(_)
            | Expression::String(_)
            | Expression::RegExp(_) => {}
            Expression::Template(t) => {
                for x in t.expressions.iter() {
                    self.expression(x);
                }
            }
            Expression::Identifier(id) => self.reference(id.name, id.span.start),
            Expression::This(t) => self.reference("%this", t.span.start),
            Expression::Super(s) => {
                self.reference("%home", s.span.start);
                self.reference("%this", s.span.start);
            }
            Expression::Array(a) => {
                for el in a.elements.iter() {
                    match el {
                        ArrayElement::Hole(_) => {}
                        ArrayElement::Spread(s) => self.expression(&s.argument),
                        ArrayElement::Expression(e) => self.expression(e),
                    }
                }
            }
            Expression::Object(o) => {
                for p in o.properties.iter() {
                    match p {
                        ObjectProperty::Property(p) => {
                            self.property_key(&p.key);
                            self.expression(&p.value);
                        }
                        ObjectProperty::Spread(s) => self.expression(&s.argument),
                    }
                }
            }
            Expression::Function(f) => self.function(f),
            Expression::Arrow(a) => self.arrow(a),
            Expression::Class(c) => self.class(c),
            Expression::TaggedTemplate(t) => {
                self.expression(&t.tag);
                for x in t.quasi.expressions.iter() {
                    self.expression(x);
                }
            }
            Expression::Member(m) => self.member(m),
            Expression::Call(c) => self.expression_call(c),
            Expression::New(n) => {
                self.expression(&n.callee);
                self.arguments(&n.arguments);
            }
            Expression::MetaProperty(m) => {
                if m.kind == MetaPropertyKind::NewTarget {
                    self.reference("%newtarget", m.span.start);
                }
            }
            Expression::Import(i) => {
                self.expression(&i.source);
                if let Some(o) = &i.options {
                    self.expression(o);
                }
            }
            Expression::OptionalChain(o) => self.expression(&o.expression),
            Expression::Update(u) => self.assignment_target(&u.argument),
            Expression::Unary(u) => self.expression(&u.argument),
            Expression::Binary(b) => {
                self.expression(&b.left);
                self.expression(&b.right);
            }
            Expression::Logical(l) => {
                self.expression(&l.left);
                self.expression(&l.right);
            }
            Expression::PrivateIn(p) => {
                self.private_name(&p.left);
                self.expression(&p.right);
            }
            Expression::Conditional(c) => {
                self.expression(&c.test);
                self.expression(&c.consequent);
                self.expression(&c.alternate);
            }
            Expression::Assignment(a) => {
                self.assignment_target(&a.left);
                self.expression(&a.right);
            }
            Expression::Sequence(s) => {
                for x in s.expressions.iter() {
                    self.expression(x);
                }
            }
            Expression::Yield(y) => {
                if let Some(a) = &y.argument {
                    self.expression(a);
                }
            }
            Expression::Await(a) => self.expression(&a.argument),
            Expression::Parenthesized(p) => self.expression(&p.expression),
        }
    }
}
