//! Statements and the names they declare: blocks, case blocks, `for` heads, catch
//! clauses, variable, function and class declarations, imports and exports
//! (ECMA-262 sec-block-static-semantics-early-errors,
//! sec-switch-statement-static-semantics-early-errors,
//! sec-for-statement-static-semantics-early-errors,
//! sec-for-in-and-for-of-statements-static-semantics-early-errors,
//! sec-try-statement-static-semantics-early-errors,
//! sec-let-and-const-declarations-static-semantics-early-errors,
//! sec-imports-static-semantics-early-errors).

use super::functions::DeclKind;
use super::scope::{Binding, ScopeKind};
use super::{CheckResult, Checker};
use crate::SyntaxError;
use crate::ast::declared_names::ScopedDeclaration;
use crate::ast::{
    BindingPattern, Declaration, ExportDefaultKind, Expression, ForInit, ForLeft, ForStatement,
    Function, ModuleExportName, Statement, VariableDeclaration,
};

impl<'r> Checker<'r> {
    /// A StatementList (or ModuleItemList) in the current scope.
    pub(super) fn statements(&mut self, list: &'r [Statement<'_>]) -> CheckResult {
        for statement in list {
            self.statement(statement)?;
        }
        Ok(())
    }

    /// The body of `if`, a loop, `with` or a label: Annex B B.3.3 lets a sloppy
    /// `if (x) function f() {}` stand for `if (x) { function f() {} }`, so a function
    /// there gets a block of its own.
    fn sub_statement(&mut self, statement: &'r Statement<'_>) -> CheckResult {
        if let Statement::Function(_) = statement {
            let strict = self.scopes.strict();
            self.scopes.push(ScopeKind::Block, strict);
            self.statement(statement)?;
            self.scopes.pop();
            return Ok(());
        }
        self.statement(statement)
    }

    /// Runs `f` in a new scope of `kind` (strictness inherited).
    fn in_scope(
        &mut self,
        kind: ScopeKind,
        f: impl FnOnce(&mut Self) -> CheckResult,
    ) -> CheckResult {
        let strict = self.scopes.strict();
        self.scopes.push(kind, strict);
        f(self)?;
        self.scopes.pop();
        Ok(())
    }

    /// One StatementListItem / ModuleItem.
    fn statement(&mut self, statement: &'r Statement<'_>) -> CheckResult {
        self.enter(statement.span())?;
        match statement {
            Statement::Block(b) => self.in_scope(ScopeKind::Block, |c| c.statements(&b.body)),
            Statement::Empty(_)
            | Statement::Debugger(_)
            | Statement::Continue(_)
            | Statement::Break(_) => Ok(()),
            Statement::Expression(e) => self.expression(&e.expression),
            Statement::If(s) => {
                self.expression(&s.test)?;
                self.sub_statement(&s.consequent)?;
                match &s.alternate {
                    Some(alternate) => self.sub_statement(alternate),
                    None => Ok(()),
                }
            }
            Statement::DoWhile(s) => {
                self.sub_statement(&s.body)?;
                self.expression(&s.test)
            }
            Statement::While(s) => {
                self.expression(&s.test)?;
                self.sub_statement(&s.body)
            }
            Statement::For(s) => {
                let lexical = matches!(&s.init, Some(ForInit::Variable(d)) if d.kind.is_lexical());
                if lexical {
                    self.in_scope(ScopeKind::For, |c| c.for_statement(s))
                } else {
                    self.for_statement(s)
                }
            }
            Statement::ForIn(s) => {
                self.expression(&s.right)?;
                self.for_in_of(&s.left, &s.body)
            }
            Statement::ForOf(s) => {
                self.expression(&s.right)?;
                self.for_in_of(&s.left, &s.body)
            }
            Statement::Return(s) => match &s.argument {
                Some(argument) => self.expression(argument),
                None => Ok(()),
            },
            Statement::With(s) => {
                self.expression(&s.object)?;
                self.sub_statement(&s.body)
            }
            Statement::Switch(s) => {
                self.expression(&s.discriminant)?;
                self.in_scope(ScopeKind::Switch, |c| {
                    for case in s.cases.iter() {
                        if let Some(test) = &case.test {
                            c.expression(test)?;
                        }
                        c.statements(&case.consequent)?;
                    }
                    Ok(())
                })
            }
            // A labelled function keeps the placement of the label: var-scoped at the
            // top of a function or script, lexical in a block (LexicallyDeclaredNames
            // of LabelledItem : FunctionDeclaration).
            Statement::Labeled(s) => self.statement(&s.body),
            Statement::Throw(s) => self.expression(&s.argument),
            Statement::Try(s) => {
                self.in_scope(ScopeKind::Block, |c| c.statements(&s.block.body))?;
                if let Some(handler) = &s.handler {
                    self.in_scope(ScopeKind::Catch, |c| {
                        if let Some(param) = &handler.param {
                            // ECMA-262 B.3.4: a `var` may redeclare a catch parameter
                            // that is a single identifier, but not one bound by a pattern.
                            let simple = matches!(param, BindingPattern::Identifier(_));
                            c.pattern(param, DeclKind::CatchParam { simple })?;
                        }
                        c.statements(&handler.body.body)
                    })?;
                }
                match &s.finalizer {
                    Some(finalizer) => {
                        self.in_scope(ScopeKind::Block, |c| c.statements(&finalizer.body))
                    }
                    None => Ok(()),
                }
            }
            Statement::Variable(d) => self.declaration(ScopedDeclaration::Variable(d)),
            Statement::Function(f) => self.declaration(ScopedDeclaration::Function(f)),
            Statement::Class(class) => self.declaration(ScopedDeclaration::Class(class)),
            Statement::Import(import) => {
                for local in import.bound_names() {
                    self.scopes.declare_lexical(local.name, local.span, Binding::Lexical)?;
                }
                Ok(())
            }
            Statement::ExportNamed(export) => {
                if let Some(declaration) = &export.declaration {
                    self.exported_declaration(declaration)?;
                }
                for specifier in export.specifiers.iter() {
                    if export.source.is_none() {
                        if let ModuleExportName::Identifier(local) = &specifier.local {
                            self.refer(local.name);
                        }
                        self.exports.reference(&specifier.local, specifier.span)?;
                    }
                    self.exports.export_name(&specifier.exported)?;
                }
                Ok(())
            }
            Statement::ExportDefault(export) => {
                let span = match &export.declaration {
                    ExportDefaultKind::Function(f) => {
                        self.declaration(ScopedDeclaration::Function(f))?;
                        if f.body.is_none() {
                            // `export default function f(x: T): U;`, an overload signature.
                            return Ok(());
                        }
                        f.span
                    }
                    ExportDefaultKind::Class(class) => {
                        self.declaration(ScopedDeclaration::Class(class))?;
                        class.span
                    }
                    ExportDefaultKind::Expression(e) => {
                        self.declaration(ScopedDeclaration::DefaultExpression(export))?;
                        if let Expression::Identifier(id) = e
                            && self.typescript
                        {
                            self.exports.default_name(id.name, export.span);
                        }
                        e.span()
                    }
                };
                self.exports.export("default", span)
            }
            Statement::ExportAll(export) => match &export.exported {
                Some(name) => self.exports.export_name(name),
                None => Ok(()),
            },
            Statement::TsEnum(e) => {
                for member in e.members.iter() {
                    if let Some(init) = &member.init {
                        self.expression(init)?;
                    }
                }
                Ok(())
            }
            // A namespace body runs as a function body (cairn-ts lowers it to one); its
            // `export`s are properties of the namespace, not module exports.
            Statement::TsModule(m) => self.in_scope(ScopeKind::Function, |c| {
                for statement in m.body.iter() {
                    match statement {
                        Statement::ExportNamed(export) => match &export.declaration {
                            Some(declaration) => c.declaration(declaration.into())?,
                            None => c.statement(statement)?,
                        },
                        _ => c.statement(statement)?,
                    }
                }
                Ok(())
            }),
        }
    }

    /// `export var/let/const/function/class ...`: declares and exports its BoundNames
    /// (ExportedBindings).
    fn exported_declaration(&mut self, declaration: &'r Declaration<'_>) -> CheckResult {
        self.declaration(declaration.into())?;
        if let Declaration::Function(f) = declaration
            && f.body.is_none()
        {
            // An overload signature exports nothing: the implementation does.
            return Ok(());
        }
        let mut result = Ok(());
        ScopedDeclaration::from(declaration).for_each_declared_name(&mut |name| {
            if result.is_ok() {
                result = self.exports.export(name.name, name.span);
            }
        });
        result
    }

    /// A declaration directly in the current scope's statement list: declares its names,
    /// var-scoped or lexical (ScopedDeclaration::is_var_scoped), and walks it.
    fn declaration(&mut self, declaration: ScopedDeclaration<'r, '_>) -> CheckResult {
        match declaration {
            ScopedDeclaration::Variable(d) => self.variable_declaration(d),
            ScopedDeclaration::Function(f) => self.function_declaration(f),
            ScopedDeclaration::Class(class) => {
                if let Some(id) = &class.id {
                    self.scopes.declare_lexical(id.name, id.span, Binding::Lexical)?;
                }
                self.class(class)
            }
            ScopedDeclaration::DefaultExpression(export) => match &export.declaration {
                ExportDefaultKind::Expression(e) => self.expression(e),
                _ => Ok(()),
            },
        }
    }

    /// A function declaration: var-scoped at the top level of a script, function body
    /// or static block (TopLevelVarDeclaredNames), lexical elsewhere.
    fn function_declaration(&mut self, f: &'r Function<'_>) -> CheckResult {
        if f.body.is_none() {
            // A TypeScript overload signature declares nothing (cairn-ts drops it).
            return Ok(());
        }
        if let Some(id) = &f.id {
            if self.scopes.kind().functions_are_var() {
                self.scopes.declare_var(id.name, id.span)?;
            } else {
                let plain = !f.is_generator && !f.is_async;
                let binding = if plain { Binding::PlainFunction } else { Binding::Lexical };
                self.scopes.declare_lexical(id.name, id.span, binding)?;
            }
        }
        self.function(f)
    }

    /// VariableStatement, LexicalDeclaration and `using` declarations.
    pub(super) fn variable_declaration(&mut self, d: &'r VariableDeclaration<'_>) -> CheckResult {
        let kind = if d.kind.is_lexical() { DeclKind::Lexical } else { DeclKind::Var };
        for declarator in d.declarations.iter() {
            if let Some(init) = &declarator.init {
                self.expression(init)?;
            }
            self.pattern(&declarator.id, kind)?;
        }
        Ok(())
    }

    /// The parts of `for (init; test; update) body` (in the head's scope, if any).
    fn for_statement(&mut self, s: &'r ForStatement<'_>) -> CheckResult {
        match &s.init {
            Some(ForInit::Variable(d)) => self.variable_declaration(d)?,
            Some(ForInit::Expression(e)) => self.expression(e)?,
            None => {}
        }
        if let Some(test) = &s.test {
            self.expression(test)?;
        }
        if let Some(update) = &s.update {
            self.expression(update)?;
        }
        self.sub_statement(&s.body)
    }

    /// `for (left in/of right) body`: a lexical ForDeclaration gets a scope of its own
    /// that the body's `var`s may not redeclare.
    fn for_in_of(&mut self, left: &'r ForLeft<'_>, body: &'r Statement<'_>) -> CheckResult {
        match left {
            ForLeft::Variable(d) if d.kind.is_lexical() => self.in_scope(ScopeKind::For, |c| {
                c.variable_declaration(d)?;
                c.sub_statement(body)
            }),
            ForLeft::Variable(d) => {
                self.variable_declaration(d)?;
                self.sub_statement(body)
            }
            ForLeft::Target(target) => {
                self.assignment_target(target)?;
                self.sub_statement(body)
            }
        }
    }
}

/// V8's message for `let` bound lexically.
pub(super) fn let_is_disallowed(span: crate::Span) -> SyntaxError {
    SyntaxError { message: "let is disallowed as a lexically bound name".to_string(), span }
}
