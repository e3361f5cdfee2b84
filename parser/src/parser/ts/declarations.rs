//! TypeScript declarations and statements: interfaces and type aliases (erased), enums
//! and namespaces (kept for cairn-ts), `declare` forms (erased), `abstract class`,
//! import aliases, type-only imports and exports, and class member modifiers.

use cairn_lexer::Kind;

use super::super::expression::is_identifier_kind;
use super::super::{Ctx, PResult, Parser};
use crate::Span;
use crate::ast::*;

/// TypeScript modifiers seen before a class member.
#[derive(Debug, Default, Clone, Copy)]
pub(crate) struct MemberModifiers {
    /// `abstract`: the member has no runtime presence.
    pub(crate) is_abstract: bool,
    /// `declare`: a field with no runtime presence.
    pub(crate) is_declare: bool,
}

impl<'a> Parser<'a> {
    /// An `EmptyStatement` standing for an erased declaration.
    pub(crate) fn ts_erased(&self, start: u32) -> Statement<'a> {
        Statement::Empty(self.alloc(EmptyStatement { span: self.span_from(start) }))
    }

    /// A cheap test before a `peek`: the token after the current one may begin with the
    /// ASCII letter `first`. False only when the next byte that is not ASCII white space
    /// is some other ASCII byte than `first`, `\\` (an escape), `/` (a comment) or `<`
    /// and `-` (Annex B HTML-like comments).
    pub(crate) fn ts_next_may_start_with(&self, first: u8) -> bool {
        self.ts_next_may_start_with_any(&[first])
    }

    /// As `ts_next_may_start_with`, for a token that begins with any of the ASCII
    /// bytes `firsts`.
    pub(crate) fn ts_next_may_start_with_any(&self, firsts: &[u8]) -> bool {
        let rest = self.source.as_bytes().get(self.tok.span.end as usize..).unwrap_or(&[]);
        match rest.iter().find(|b| !matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0B | 0x0C)) {
            Some(&b) => firsts.contains(&b) || matches!(b, b'\\' | b'/' | b'<' | b'-' | 0x80..),
            None => false,
        }
    }

    /// The next token is on the same line and is an identifier.
    fn ts_next_is_identifier_on_line(&mut self) -> bool {
        let next = self.peek();
        !next.newline_before && is_identifier_kind(next.kind)
    }

    /// The current token names a type declared by an erased declaration (an interface, a
    /// type alias, a type-only import): at the top level of the program it is recorded
    /// in `ts_type_names`, so that `export { T }` of it is erased too (as tsc does).
    pub(crate) fn ts_type_name_declared(&mut self) {
        if self.ctx.has(Ctx::TOP_LEVEL) && is_identifier_kind(self.tok.kind) {
            let name = self.name_of(self.tok);
            self.ts_type_names.push(name);
        }
    }

    /// A TypeScript declaration at the start of a StatementListItem, or `None`.
    pub(crate) fn ts_statement(&mut self, start: u32) -> PResult<Option<Statement<'a>>> {
        if self.tok.escaped {
            return Ok(None);
        }
        let kind = self.tok.kind;
        match kind {
            Kind::Interface if self.ts_next_is_identifier_on_line() => {
                self.ts_interface()?;
                Ok(Some(self.ts_erased(start)))
            }
            Kind::Type if self.ts_next_is_identifier_on_line() => {
                self.ts_type_alias()?;
                Ok(Some(self.ts_erased(start)))
            }
            Kind::Enum => self.ts_enum(start, false, false).map(Some),
            Kind::Const if self.ts_next_may_start_with(b'e') && self.peek().kind == Kind::Enum => {
                self.bump();
                self.ts_enum(start, true, false).map(Some)
            }
            Kind::Namespace | Kind::Module if self.ts_next_is_identifier_on_line() => {
                self.bump();
                let module = self.ts_namespace_rest(start, false)?;
                Ok(Some(Statement::TsModule(module)))
            }
            Kind::Module if self.ambient && self.peek().kind == Kind::String => {
                self.ts_ambient_module(start).map(Some)
            }
            Kind::Global if self.ambient && self.peek().kind == Kind::LCurly => {
                self.bump();
                self.ts_skip_block()?;
                Ok(Some(self.ts_erased(start)))
            }
            Kind::Declare if self.ts_declare_follows() => {
                self.bump();
                let saved = self.ambient;
                self.ambient = true;
                let result = self.parse_statement_list_item();
                self.ambient = saved;
                result?;
                Ok(Some(self.ts_erased(start)))
            }
            Kind::Abstract => {
                let next = self.peek();
                if next.kind != Kind::Class || next.newline_before {
                    return Ok(None);
                }
                self.bump();
                let class = self.parse_class(start, self.vec(), ClassType::Declaration)?;
                Ok(Some(Statement::Class(class)))
            }
            Kind::Import => {
                let (next, second) = self.peek2();
                if is_identifier_kind(next.kind) && second.kind == Kind::Eq {
                    self.bump();
                    let declaration = self.ts_import_alias(start)?;
                    return Ok(Some(Statement::Variable(declaration)));
                }
                Ok(None)
            }
            _ => Ok(None),
        }
    }

    /// `declare` is a modifier: a declaration keyword follows on the same line.
    #[cold]
    fn ts_declare_follows(&mut self) -> bool {
        let next = self.peek();
        !next.newline_before
            && matches!(
                next.kind,
                Kind::Var
                    | Kind::Let
                    | Kind::Const
                    | Kind::Function
                    | Kind::Class
                    | Kind::Enum
                    | Kind::Namespace
                    | Kind::Module
                    | Kind::Global
                    | Kind::Abstract
                    | Kind::Interface
                    | Kind::Type
                    | Kind::Async
                    | Kind::Using
            )
    }

    /// `declare module "m" { ... }` / `declare module "m";` (ambient, erased).
    #[cold]
    fn ts_ambient_module(&mut self, start: u32) -> PResult<Statement<'a>> {
        self.bump();
        self.bump();
        if self.at(Kind::LCurly) {
            self.ts_skip_block()?;
        } else {
            self.semicolon()?;
        }
        Ok(self.ts_erased(start))
    }

    /// Skip a balanced `{ ... }` of declarations (ambient module and global bodies).
    #[cold]
    fn ts_skip_block(&mut self) -> PResult<()> {
        if !self.at(Kind::LCurly) {
            return self.unexpected();
        }
        let mut depth = 0u32;
        loop {
            let kind = self.tok.kind;
            match kind {
                Kind::LCurly | Kind::LParen | Kind::LBrack => depth += 1,
                Kind::RCurly | Kind::RParen | Kind::RBrack => {
                    depth -= 1;
                    if depth == 0 {
                        self.bump();
                        return Ok(());
                    }
                }
                Kind::Eof | Kind::Error => return self.unexpected(),
                _ => {}
            }
            self.bump();
        }
    }

    /// InterfaceDeclaration at `interface` (erased).
    fn ts_interface(&mut self) -> PResult<()> {
        self.bump_type();
        self.ts_type_name_declared();
        self.bump_type();
        if self.at(Kind::LAngle) {
            self.ts_type_params()?;
        }
        if self.eat_type(Kind::Extends) {
            loop {
                self.ts_type()?;
                if !self.eat_type(Kind::Comma) {
                    break;
                }
            }
        }
        if !self.at(Kind::LCurly) {
            return self.unexpected();
        }
        self.bump_type();
        while !self.at(Kind::RCurly) {
            self.ts_type_member()?;
            if !self.eat_type(Kind::Comma)
                && !self.eat_type(Kind::Semicolon)
                && !self.at(Kind::RCurly)
                && !self.tok.newline_before
            {
                return self.unexpected();
            }
        }
        self.bump_type();
        Ok(())
    }

    /// TypeAliasDeclaration at `type` (erased).
    fn ts_type_alias(&mut self) -> PResult<()> {
        self.bump_type();
        self.ts_type_name_declared();
        self.bump_type();
        if self.at(Kind::LAngle) {
            self.ts_type_params()?;
        }
        self.expect_type(Kind::Eq)?;
        self.ts_type()?;
        self.semicolon()
    }

    /// EnumDeclaration at `enum` (`const` already consumed).
    fn ts_enum(&mut self, start: u32, is_const: bool, is_export: bool) -> PResult<Statement<'a>> {
        self.ts_lowering_site(start);
        self.bump();
        let id = self.parse_binding_identifier()?;
        self.expect(Kind::LCurly)?;
        let mut members = self.vec();
        while !self.at(Kind::RCurly) {
            let member_start = self.tok.span.start;
            let tok = self.tok;
            let name = match tok.kind {
                Kind::String => {
                    let string = self.parse_string_literal()?;
                    string.value
                }
                Kind::LBrack => {
                    self.bump();
                    let tok = self.tok;
                    if tok.kind != Kind::String && tok.kind != Kind::NoSubstitutionTemplate {
                        return self
                            .error(tok.span, "Computed property names are not allowed in enums.");
                    }
                    let value = if tok.kind == Kind::String {
                        self.string_value(tok)
                    } else {
                        match self.lexer.template_cooked(tok) {
                            Some(value) => self.js_str(value),
                            None => return self.unexpected(),
                        }
                    };
                    self.bump();
                    self.expect(Kind::RBrack)?;
                    value
                }
                Kind::Number | Kind::BigInt => {
                    return self.error(tok.span, "An enum member cannot have a numeric name.");
                }
                k if k.is_identifier_name() => {
                    self.bump();
                    JsStr::Str(self.name_of(tok))
                }
                _ => return self.unexpected(),
            };
            let name_span = self.span_from(member_start);
            let init = if self.eat(Kind::Eq) { Some(self.parse_assignment_in()?) } else { None };
            members.push(TsEnumMember {
                span: self.span_from(member_start),
                name,
                name_span,
                init,
            });
            if !self.eat(Kind::Comma) {
                break;
            }
        }
        self.expect(Kind::RCurly)?;
        Ok(Statement::TsEnum(self.alloc(TsEnumDeclaration {
            span: self.span_from(start),
            id,
            members,
            is_const,
            is_export,
        })))
    }

    /// The name (possibly dotted) and body of a namespace, after `namespace`/`module`.
    #[cold]
    fn ts_namespace_rest(
        &mut self,
        start: u32,
        is_export: bool,
    ) -> PResult<Box<'a, TsModuleDeclaration<'a>>> {
        self.ts_lowering_site(start);
        let id = self.parse_binding_identifier()?;
        let body = if self.eat(Kind::Dot) {
            let inner_start = self.tok.span.start;
            self.enter()?;
            let inner = self.ts_namespace_rest(inner_start, true);
            self.leave();
            let mut body = self.vec();
            body.push(Statement::TsModule(inner?));
            body
        } else {
            self.ts_namespace_block()?
        };
        Ok(self.alloc(TsModuleDeclaration { span: self.span_from(start), id, body, is_export }))
    }

    /// ModuleBlock : `{` statements and `export` declarations `}`.
    #[cold]
    fn ts_namespace_block(&mut self) -> PResult<Vec<'a, Statement<'a>>> {
        self.expect(Kind::LCurly)?;
        self.enter()?;
        let saved_ctx = self.ctx;
        let saved_labels = std::mem::take(&mut self.labels);
        self.ctx = saved_ctx.only(Ctx::STRICT | Ctx::MODULE);
        let mut body = self.vec();
        let mut result = Ok(());
        while !self.at(Kind::RCurly) {
            let item = if self.at(Kind::Export) && !self.tok.escaped {
                self.ts_namespace_export()
            } else if self.at(Kind::Eof) {
                self.unexpected()
            } else {
                self.parse_statement_list_item()
            };
            match item {
                Ok(statement) => body.push(statement),
                Err(e) => {
                    result = Err(e);
                    break;
                }
            }
        }
        self.ctx = saved_ctx;
        self.labels = saved_labels;
        self.leave();
        result?;
        self.bump();
        Ok(body)
    }

    /// `export ...` inside a namespace: the member becomes a property of the namespace.
    #[cold]
    fn ts_namespace_export(&mut self) -> PResult<Statement<'a>> {
        let start = self.tok.span.start;
        self.bump();
        if let Some(statement) = self.ts_export_declaration(start)? {
            return Ok(statement);
        }
        let decl_start = self.tok.span.start;
        let kind = self.tok.kind;
        let declaration = match kind {
            Kind::Var | Kind::Let | Kind::Const => {
                let kind = match self.tok.kind {
                    Kind::Var => VariableKind::Var,
                    Kind::Const => VariableKind::Const,
                    _ => VariableKind::Let,
                };
                self.bump();
                let declaration = self.parse_variable_declarations(decl_start, kind, false)?;
                self.semicolon()?;
                Declaration::Variable(self.alloc(declaration))
            }
            Kind::Function => Declaration::Function(self.parse_function(
                decl_start,
                false,
                FunctionType::Declaration,
            )?),
            Kind::Async if self.peek().kind == Kind::Function => {
                self.bump();
                Declaration::Function(self.parse_function(
                    decl_start,
                    true,
                    FunctionType::Declaration,
                )?)
            }
            Kind::Class | Kind::At => {
                let decorators =
                    if self.at(Kind::At) { self.parse_decorators()? } else { self.vec() };
                Declaration::Class(self.parse_class(
                    decl_start,
                    decorators,
                    ClassType::Declaration,
                )?)
            }
            _ => return self.unexpected(),
        };
        Ok(Statement::ExportNamed(self.alloc(ExportNamedDeclaration {
            span: self.span_from(start),
            declaration: Some(declaration),
            specifiers: self.vec(),
            source: None,
            attributes: self.vec(),
        })))
    }

    /// After `export`: a TypeScript-only form, or `None` for the JavaScript ones.
    pub(crate) fn ts_export_declaration(&mut self, start: u32) -> PResult<Option<Statement<'a>>> {
        if self.tok.escaped {
            return Ok(None);
        }
        let kind = self.tok.kind;
        match kind {
            Kind::Enum => self.ts_enum(start, false, true).map(Some),
            Kind::Const if self.peek().kind == Kind::Enum => {
                self.bump();
                self.ts_enum(start, true, true).map(Some)
            }
            Kind::Namespace | Kind::Module if self.ts_next_is_identifier_on_line() => {
                self.bump();
                let module = self.ts_namespace_rest(start, true)?;
                Ok(Some(Statement::TsModule(module)))
            }
            Kind::Interface if self.ts_next_is_identifier_on_line() => {
                self.ts_interface()?;
                Ok(Some(self.ts_erased(start)))
            }
            Kind::Type if self.ts_next_is_identifier_on_line() => {
                self.ts_type_alias()?;
                Ok(Some(self.ts_erased(start)))
            }
            Kind::Type if matches!(self.peek().kind, Kind::LCurly | Kind::Star) => {
                // `export type { A } (from "m")?`, `export type * from "m"`: erased.
                self.bump();
                if self.eat(Kind::Star) {
                    if self.eat(Kind::As) {
                        self.bump();
                    }
                } else {
                    self.bump();
                    while !self.at(Kind::RCurly) {
                        if self.at(Kind::Eof) {
                            return self.unexpected();
                        }
                        self.bump();
                    }
                    self.bump();
                }
                if self.eat(Kind::From) {
                    self.parse_string_literal()?;
                }
                self.semicolon()?;
                Ok(Some(self.ts_erased(start)))
            }
            Kind::Declare if self.ts_declare_follows() => self.ts_statement(start),
            Kind::Abstract if self.peek().kind == Kind::Class => {
                self.bump();
                let class = self.parse_class(start, self.vec(), ClassType::Declaration)?;
                Ok(Some(Statement::ExportNamed(self.alloc(ExportNamedDeclaration {
                    span: self.span_from(start),
                    declaration: Some(Declaration::Class(class)),
                    specifiers: self.vec(),
                    source: None,
                    attributes: self.vec(),
                }))))
            }
            Kind::Import => {
                let (next, second) = self.peek2();
                if !(is_identifier_kind(next.kind) && second.kind == Kind::Eq) {
                    return self.unexpected();
                }
                self.bump();
                let declaration = self.ts_import_alias(start)?;
                Ok(Some(Statement::ExportNamed(self.alloc(ExportNamedDeclaration {
                    span: self.span_from(start),
                    declaration: Some(Declaration::Variable(declaration)),
                    specifiers: self.vec(),
                    source: None,
                    attributes: self.vec(),
                }))))
            }
            Kind::Eq => self.error(
                Span::new(start, self.tok.span.end),
                "`export =` is not supported: use `export default` or named exports",
            ),
            Kind::As if self.peek().kind == Kind::Namespace => {
                // `export as namespace N;` (UMD global declaration): erased.
                self.bump();
                self.bump();
                self.parse_binding_identifier()?;
                self.semicolon()?;
                Ok(Some(self.ts_erased(start)))
            }
            _ => Ok(None),
        }
    }

    /// `export default interface I {}` (erased), or `None`; skips the `abstract` of
    /// `export default abstract class`.
    #[inline(never)]
    pub(crate) fn ts_export_default(&mut self, start: u32) -> PResult<Option<Statement<'a>>> {
        if self.at(Kind::Interface) && self.ts_next_is_identifier_on_line() {
            self.ts_interface()?;
            return Ok(Some(self.ts_erased(start)));
        }
        if self.at(Kind::Abstract) && self.peek().kind == Kind::Class {
            self.bump();
        }
        Ok(None)
    }

    /// After `import`: `import type ...` (erased), `import A = B.C` (a `var`), or `None`.
    #[inline(never)]
    pub(crate) fn ts_import_declaration(&mut self, start: u32) -> PResult<Option<Statement<'a>>> {
        self.ts_erased_specifier = false;
        let (next, second) = self.peek2();
        if is_identifier_kind(self.tok.kind) && next.kind == Kind::Eq {
            let declaration = self.ts_import_alias(start)?;
            return Ok(Some(Statement::Variable(declaration)));
        }
        if !self.at(Kind::Type) || self.tok.escaped {
            return Ok(None);
        }
        let type_only = matches!(next.kind, Kind::LCurly | Kind::Star)
            || (is_identifier_kind(next.kind)
                && (next.kind != Kind::From || second.kind == Kind::From));
        if !type_only {
            return Ok(None);
        }
        if is_identifier_kind(next.kind) && second.kind == Kind::Eq {
            // `import type A = B.C`: erased.
            self.bump();
            self.ts_import_alias(start)?;
            return Ok(Some(self.ts_erased(start)));
        }
        // The clause, source and attributes as in any import; then the locals are
        // recorded as type names and the declaration is erased.
        self.bump();
        let Statement::Import(import) = self.parse_import_rest(start, ImportPhase::Evaluation)?
        else {
            return self.unexpected();
        };
        let specifiers = import.specifiers.as_deref().unwrap_or(&[]);
        if specifiers.len() > 1 && matches!(specifiers[0], ImportDeclarationSpecifier::Default(_)) {
            return self.error(
                import.span,
                "A type-only import can specify a default import or named bindings, but not both",
            );
        }
        for specifier in specifiers {
            self.ts_type_names.push(specifier.local().name);
        }
        Ok(Some(self.ts_erased(start)))
    }

    /// In `{ ... }` of an import (`import`) or export: a `type X (as Y)?` specifier is
    /// consumed (erased) and true returned.
    pub(crate) fn ts_skip_type_only_specifier(&mut self, import: bool) -> PResult<bool> {
        if !self.at(Kind::Type) || self.tok.escaped {
            return Ok(false);
        }
        let (next, second) = self.peek2();
        let type_only = (next.kind.is_identifier_name() || next.kind == Kind::String)
            && !(next.kind == Kind::As && matches!(second.kind, Kind::Comma | Kind::RCurly))
            && !(next.kind == Kind::As
                && second.kind.is_identifier_name()
                && second.kind != Kind::As);
        if !type_only {
            return Ok(false);
        }
        self.bump();
        let mut local = self.tok;
        self.bump();
        if self.eat(Kind::As) {
            local = self.tok;
            self.bump();
        }
        if import && is_identifier_kind(local.kind) {
            // `import { type A as B }` declares the type name `B`.
            let name = self.name_of(local);
            self.ts_type_names.push(name);
        }
        if !self.at(Kind::RCurly) {
            self.expect(Kind::Comma)?;
        }
        self.ts_erased_specifier = true;
        Ok(true)
    }

    /// `import A = B.C;` after `import` (and `export`): a `var` holding the entity.
    /// `import A = require("m")` is refused (CommonJS modules are not supported).
    #[cold]
    fn ts_import_alias(&mut self, start: u32) -> PResult<Box<'a, VariableDeclaration<'a>>> {
        let id = self.parse_binding_identifier()?;
        self.expect(Kind::Eq)?;
        let tok = self.tok;
        if tok.kind == Kind::Require && self.peek().kind == Kind::LParen {
            return self.error(
                Span::new(start, tok.span.end),
                "`import x = require(...)` is not supported: use `import x from \"...\"`",
            );
        }
        if !is_identifier_kind(tok.kind) {
            return self.unexpected();
        }
        let name = self.name_of(tok);
        self.bump();
        let mut init =
            Expression::Identifier(self.alloc(IdentifierReference { span: tok.span, name }));
        while self.eat(Kind::Dot) {
            let tok = self.tok;
            if !tok.kind.is_identifier_name() {
                return self.unexpected();
            }
            let name = self.name_of(tok);
            self.bump();
            init = Expression::Member(self.alloc(MemberExpression {
                span: Span::new(init.span().start, tok.span.end),
                object: init,
                property: MemberProperty::Static(
                    self.alloc(IdentifierName { span: tok.span, name }),
                ),
                optional: false,
            }));
        }
        self.semicolon()?;
        let span = self.span_from(start);
        let mut declarations = self.vec();
        declarations.push(VariableDeclarator {
            span,
            id: BindingPattern::Identifier(self.alloc(id)),
            init: Some(init),
        });
        Ok(self.alloc(VariableDeclaration { span, kind: VariableKind::Var, declarations }))
    }

    /// TypeScript modifiers before a class member (`public`, `private`, `protected`,
    /// `readonly`, `abstract`, `override`, `declare`): each counts only when a member
    /// name follows on the same line.
    pub(crate) fn ts_member_modifiers(&mut self, modifiers: &mut MemberModifiers) {
        loop {
            let kind = self.tok.kind;
            if self.tok.escaped
                || !matches!(
                    kind,
                    Kind::Public
                        | Kind::Private
                        | Kind::Protected
                        | Kind::Readonly
                        | Kind::Abstract
                        | Kind::Override
                        | Kind::Declare
                )
            {
                return;
            }
            let next = self.peek();
            let name_follows = !next.newline_before
                && (next.kind.is_identifier_name()
                    || matches!(
                        next.kind,
                        Kind::String
                            | Kind::Number
                            | Kind::BigInt
                            | Kind::LBrack
                            | Kind::PrivateIdentifier
                            | Kind::Star
                    ));
            if !name_follows {
                return;
            }
            match kind {
                Kind::Abstract => modifiers.is_abstract = true,
                Kind::Declare => modifiers.is_declare = true,
                _ => {}
            }
            self.bump();
        }
    }

    /// TypeScript modifiers of a parameter (`public x`, `readonly y`).
    pub(crate) fn ts_param_modifiers(&mut self) -> ParamModifiers {
        let mut modifiers = ParamModifiers::NONE;
        loop {
            let flag = match self.tok.kind {
                Kind::Public => ParamModifiers::PUBLIC,
                Kind::Private => ParamModifiers::PRIVATE,
                Kind::Protected => ParamModifiers::PROTECTED,
                Kind::Readonly => ParamModifiers::READONLY,
                Kind::Override => ParamModifiers::OVERRIDE,
                _ => return modifiers,
            };
            let next = self.peek();
            if self.tok.escaped
                || next.newline_before
                || !(is_identifier_kind(next.kind)
                    || matches!(next.kind, Kind::LBrack | Kind::LCurly))
            {
                return modifiers;
            }
            modifiers = modifiers.with(flag);
            self.ts_lowering_site(self.tok.span.start);
            self.bump();
        }
    }

    /// A TypeScript parameter: `pattern ?? (: Type)? (= init)?`.
    #[inline(never)]
    pub(crate) fn ts_param_element(&mut self) -> PResult<BindingElement<'a>> {
        let start = self.tok.span.start;
        let pattern = self.parse_binding_pattern()?;
        self.eat(Kind::Question);
        self.ts_skip_annotation()?;
        let init = if self.eat(Kind::Eq) { Some(self.parse_assignment_in()?) } else { None };
        Ok(BindingElement { span: self.span_from(start), pattern, init })
    }

    /// `implements A, B<T>` of a class (erased).
    #[inline(never)]
    pub(crate) fn ts_implements(&mut self) -> PResult<()> {
        self.bump();
        loop {
            self.ts_type()?;
            if !self.eat(Kind::Comma) {
                return Ok(());
            }
        }
    }
}
