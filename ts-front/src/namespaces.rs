//! Namespaces, in tsc's shape:
//!
//! ```text
//! var N;
//! (function (N) {
//!     N.x = 1;                  // export const x = 1 (and `x` read as `N.x`)
//!     function f() {}
//!     N.f = f;                  // export function f
//! })(N || (N = {}));
//! ```
//!
//! Nested and exported namespaces and enums take `(M = N.M || (N.M = {}))`. A namespace
//! whose body holds nothing with runtime meaning emits nothing, as in tsc.

use cairn_parser::ast::*;

use crate::walk::{Lowerer, Names, Rename, declared_names, pattern_names};

impl<'a> Lowerer<'a> {
    /// Lower one namespace declaration into `out`.
    pub(crate) fn lower_namespace(
        &mut self,
        m: TsModuleDeclaration<'a>,
        out: &mut Vec<'a, Statement<'a>>,
        parent: Option<&'a str>,
        declared: &Names<'a>,
        emitted: &mut Names<'a>,
    ) {
        let b = self.b;
        let span = m.span;
        let name = m.id.name;
        if !m.is_instantiated() {
            return;
        }
        self.path.push(name);
        let mut key = bumpalo::collections::String::new_in(b.arena);
        for (i, part) in self.path.iter().enumerate() {
            if i > 0 {
                key.push('.');
            }
            key.push_str(part);
        }
        let key: &'a str = key.into_bump_str();
        // Names exported by earlier blocks of this namespace are read as `N.x`, unless
        // this block declares them itself.
        let mut local = b.names_with_capacity(m.body.len());
        for statement in m.body.iter() {
            if !matches!(statement, Statement::ExportNamed(_)) {
                declared_names(statement, &mut local);
            }
        }
        // The IIFE's parameter is the namespace's name, unless the body declares that
        // name itself (`namespace A { export class A {} }`): a `class A` beside a
        // parameter `A` is a redeclaration, and the body's `A` is its own class. Then
        // the parameter takes a name of its own, as tsc's `A_1`.
        let exports_self = m.body.iter().any(|statement| match statement {
            Statement::ExportNamed(e) => match &e.declaration {
                Some(Declaration::Function(f)) => f.id.is_some_and(|id| id.name == name),
                Some(Declaration::Class(c)) => c.id.is_some_and(|id| id.name == name),
                _ => false,
            },
            _ => false,
        });
        let param = if local.contains(name) || exports_self { self.fresh_name(name) } else { name };
        let mut rename_names = b.names();
        if let Some(names) = self.namespaces.get(key) {
            rename_names.extend(names.iter().filter(|n| !local.contains(n)));
        }
        let mut exported = b.names();
        // Exported variables become properties: `export const x = 1` is `N.x = 1`.
        let mut body = Vec::with_capacity_in(m.body.len() + m.body.len() / 2 + 1, b.arena);
        for statement in m.body {
            match statement {
                Statement::ExportNamed(e) => {
                    let e = bumpalo::boxed::Box::into_inner(e);
                    match e.declaration {
                        Some(Declaration::Variable(d)) => {
                            let d = bumpalo::boxed::Box::into_inner(d);
                            for declarator in d.declarations {
                                let mut names = b.names();
                                pattern_names(&declarator.id, &mut names);
                                exported.extend(names.iter());
                                if matches!(declarator.id, BindingPattern::Identifier(_)) {
                                    rename_names.extend(names.iter());
                                }
                                let Some(init) = declarator.init else { continue };
                                match declarator.id {
                                    BindingPattern::Identifier(id) => {
                                        let assign =
                                            b.assign_member(declarator.span, param, id.name, init);
                                        body.push(b.statement(declarator.span, assign));
                                    }
                                    pattern => {
                                        // `export const { a } = o`: bind, then copy.
                                        let mut declarations = b.vec();
                                        declarations.push(VariableDeclarator {
                                            span: declarator.span,
                                            id: pattern,
                                            init: Some(init),
                                        });
                                        body.push(Statement::Variable(b.alloc(
                                            VariableDeclaration {
                                                span: d.span,
                                                kind: d.kind,
                                                declarations,
                                            },
                                        )));
                                        for n in names.iter() {
                                            let assign = b.assign_member(
                                                declarator.span,
                                                param,
                                                n,
                                                b.ident(declarator.span, n),
                                            );
                                            body.push(b.statement(declarator.span, assign));
                                        }
                                    }
                                }
                            }
                        }
                        Some(Declaration::Function(f)) => {
                            if f.body.is_none() {
                                continue;
                            }
                            if let Some(id) = f.id {
                                exported.insert(id.name);
                                let assign = b.assign_member(
                                    id.span,
                                    param,
                                    id.name,
                                    b.ident(id.span, id.name),
                                );
                                body.push(Statement::Function(f));
                                body.push(b.statement(id.span, assign));
                            }
                        }
                        Some(Declaration::Class(c)) => {
                            if let Some(id) = c.id {
                                exported.insert(id.name);
                                let assign = b.assign_member(
                                    id.span,
                                    param,
                                    id.name,
                                    b.ident(id.span, id.name),
                                );
                                body.push(Statement::Class(c));
                                body.push(b.statement(id.span, assign));
                            }
                        }
                        None => {}
                    }
                }
                Statement::TsEnum(e) if e.is_export => {
                    exported.insert(e.id.name);
                    body.push(Statement::TsEnum(e));
                }
                Statement::TsModule(inner) if inner.is_export => {
                    exported.insert(inner.id.name);
                    body.push(Statement::TsModule(inner));
                }
                other => body.push(other),
            }
        }
        // Exported variables are not declared locally: drop them from `local` shadows.
        let depth = self.scopes.len();
        let mut scope = b.names_with_capacity(body.len() + 1);
        for statement in body.iter() {
            declared_names(statement, &mut scope);
        }
        for n in rename_names.iter() {
            scope.remove(n);
        }
        scope.insert(param);
        self.scopes.push(scope);
        // With no exported variable there is nothing to rename (functions, classes,
        // enums and namespaces are declared locally and read by their own names), so
        // the body is walked as any other code unless an enclosing namespace renames.
        let renames = !rename_names.is_empty();
        if renames {
            self.renames.push(Rename { object: param, names: rename_names, depth: depth + 1 });
        }
        // Exported enums and namespaces inside are tied to this one: `E = N.E || ...`.
        let capacity = body.len() + body.len() / 2 + 1;
        let old = std::mem::replace(&mut body, Vec::with_capacity_in(capacity, b.arena));
        let inner_declared = crate::walk::js_declared_names(b.arena, &old);
        let mut inner_emitted = b.names();
        for statement in old {
            match statement {
                Statement::TsEnum(e) if e.is_export => {
                    let e = bumpalo::boxed::Box::into_inner(e);
                    self.lower_enum(e, &mut body, Some(param), &inner_declared, &mut inner_emitted);
                }
                Statement::TsModule(inner) if inner.is_export => {
                    let inner = bumpalo::boxed::Box::into_inner(inner);
                    self.lower_namespace(
                        inner,
                        &mut body,
                        Some(param),
                        &inner_declared,
                        &mut inner_emitted,
                    );
                }
                Statement::TsEnum(e) => {
                    let e = bumpalo::boxed::Box::into_inner(e);
                    self.lower_enum(e, &mut body, None, &inner_declared, &mut inner_emitted);
                }
                Statement::TsModule(inner) => {
                    let inner = bumpalo::boxed::Box::into_inner(inner);
                    self.lower_namespace(
                        inner,
                        &mut body,
                        None,
                        &inner_declared,
                        &mut inner_emitted,
                    );
                }
                mut statement => {
                    if let Statement::Function(f) = &statement
                        && f.body.is_none()
                    {
                        continue;
                    }
                    self.list_statement(&mut statement);
                    body.push(statement);
                }
            }
        }
        if renames {
            self.renames.pop();
        }
        self.scopes.pop();
        match self.namespaces.get_mut(key) {
            Some(names) => names.extend(exported.iter()),
            None => {
                self.namespaces.insert(key, exported);
            }
        }
        self.path.pop();
        // `var N;` once per scope, unless a class, function, enum or variable of the
        // same name already declares it.
        if !emitted.contains(name) && !declared.contains(name) {
            emitted.insert(name);
            let kind = VariableKind::Var;
            let declaration = b.alloc(b.declare(m.id.span, kind, name));
            out.push(if m.is_export && parent.is_none() {
                Statement::ExportNamed(b.alloc(ExportNamedDeclaration {
                    span,
                    declaration: Some(Declaration::Variable(declaration)),
                    specifiers: b.vec(),
                    source: None,
                    attributes: b.vec(),
                }))
            } else {
                Statement::Variable(declaration)
            });
        }
        let argument = b.merge_argument(span, name, parent);
        let param = BindingIdentifier { span: m.id.span, name: param };
        out.push(b.iife(span, param, body, argument));
    }

    /// `{name}_1`, `{name}_2`, …: the first that the source text does not hold, so that
    /// no identifier of the program is that name (one spelled with escapes aside).
    fn fresh_name(&self, name: &'a str) -> &'a str {
        let mut k = 1u32;
        loop {
            let candidate = bumpalo::format!(in self.b.arena, "{}_{}", name, k).into_bump_str();
            if !self.source.contains(candidate) {
                return candidate;
            }
            k += 1;
        }
    }
}
