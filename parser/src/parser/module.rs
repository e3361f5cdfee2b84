//! Imports and exports (ECMA-262 sec-imports, sec-exports; import attributes, source
//! phase imports and import defer).

use cairn_lexer::{Kind, Token};

use super::expression::is_identifier_kind;
use super::{Ctx, PResult, Parser};
use crate::ast::*;

impl<'a> Parser<'a> {
    /// ModuleItem : ImportDeclaration | ExportDeclaration | StatementListItem
    pub(crate) fn parse_module_item(&mut self) -> PResult<Statement<'a>> {
        let start = self.tok.span.start;
        match self.tok.kind {
            Kind::Import if !self.tok.escaped => {
                let next = self.peek();
                if matches!(next.kind, Kind::LParen | Kind::Dot) {
                    return self.parse_statement_list_item();
                }
                self.parse_import_declaration(start)
            }
            Kind::Export if !self.tok.escaped => self.parse_export_declaration(start, None),
            Kind::At => {
                let decorators = self.parse_decorators()?;
                if self.at(Kind::Export) {
                    return self.parse_export_declaration(start, Some(decorators));
                }
                if !self.at(Kind::Class) {
                    return self.unexpected();
                }
                Ok(Statement::Class(self.parse_class(start, decorators, ClassType::Declaration)?))
            }
            _ => self.parse_statement_list_item(),
        }
    }

    /// ImportDeclaration at `import`.
    fn parse_import_declaration(&mut self, start: u32) -> PResult<Statement<'a>> {
        self.bump();
        if self.ts
            && let Some(statement) = self.ts_import_declaration(start)?
        {
            return Ok(statement);
        }
        let mut phase = ImportPhase::Evaluation;
        if self.at_contextual(Kind::Source) {
            let (next, second) = self.peek2();
            if is_identifier_kind(next.kind)
                && (next.kind != Kind::From || second.kind == Kind::From)
            {
                self.bump();
                phase = ImportPhase::Source;
            }
        } else if self.at_contextual(Kind::Defer) && self.peek().kind == Kind::Star {
            self.bump();
            phase = ImportPhase::Defer;
        }
        self.parse_import_rest(start, phase)
    }

    /// The rest of an ImportDeclaration after `import` and its phase keyword: the
    /// clause, `from`, the module specifier and the attributes.
    pub(crate) fn parse_import_rest(
        &mut self,
        start: u32,
        phase: ImportPhase,
    ) -> PResult<Statement<'a>> {
        let specifiers = if self.at(Kind::String) && phase == ImportPhase::Evaluation {
            None
        } else {
            let mut specifiers = self.vec();
            let mut need_more = true;
            if is_identifier_kind(self.tok.kind) {
                if phase == ImportPhase::Defer {
                    return self.unexpected();
                }
                let local_start = self.tok.span.start;
                let local = self.parse_binding_identifier()?;
                specifiers.push(ImportDeclarationSpecifier::Default(
                    self.alloc(ImportDefaultSpecifier { span: self.span_from(local_start), local }),
                ));
                need_more = phase == ImportPhase::Evaluation && self.eat(Kind::Comma);
            } else if phase == ImportPhase::Source {
                return self.unexpected();
            }
            if need_more {
                if self.at(Kind::Star) {
                    let ns_start = self.tok.span.start;
                    self.bump();
                    self.expect_contextual(Kind::As)?;
                    let local = self.parse_binding_identifier()?;
                    specifiers.push(ImportDeclarationSpecifier::Namespace(self.alloc(
                        ImportNamespaceSpecifier { span: self.span_from(ns_start), local },
                    )));
                } else if self.at(Kind::LCurly) && phase == ImportPhase::Evaluation {
                    self.parse_import_specifiers(&mut specifiers)?;
                } else {
                    return self.unexpected();
                }
            }
            self.expect_contextual(Kind::From)?;
            Some(specifiers)
        };
        let source = self.parse_string_literal()?;
        let attributes = self.parse_with_clause()?;
        self.semicolon()?;
        if self.ts
            && std::mem::take(&mut self.ts_erased_specifier)
            && specifiers.as_ref().is_some_and(|s| s.is_empty())
        {
            return Ok(self.ts_erased(start));
        }
        Ok(Statement::Import(self.alloc(ImportDeclaration {
            span: self.span_from(start),
            specifiers,
            source,
            phase,
            attributes,
        })))
    }

    /// NamedImports : { ImportsList? ,? }
    fn parse_import_specifiers(
        &mut self,
        specifiers: &mut Vec<'a, ImportDeclarationSpecifier<'a>>,
    ) -> PResult<()> {
        self.bump();
        while !self.at(Kind::RCurly) {
            if self.ts && self.ts_skip_type_only_specifier(true)? {
                continue;
            }
            let start = self.tok.span.start;
            let imported_tok = self.tok;
            let imported = self.parse_module_export_name()?;
            let local = if self.eat_contextual(Kind::As)? {
                self.parse_binding_identifier()?
            } else {
                if !is_identifier_kind(imported_tok.kind) {
                    return self.error(imported_tok.span, "Unexpected token in import specifier");
                }
                let name = imported.name();
                let name = self.arena.alloc_str(name);
                self.check_binding_identifier(imported_tok, name)?;
                BindingIdentifier { span: imported_tok.span, name }
            };
            specifiers.push(ImportDeclarationSpecifier::Named(self.alloc(ImportSpecifier {
                span: self.span_from(start),
                imported,
                local,
            })));
            if !self.at(Kind::RCurly) {
                self.expect(Kind::Comma)?;
            }
        }
        self.bump();
        Ok(())
    }

    /// ModuleExportName : IdentifierName | StringLiteral (well-formed Unicode).
    fn parse_module_export_name(&mut self) -> PResult<ModuleExportName<'a>> {
        let tok = self.tok;
        if tok.kind == Kind::String {
            let string = self.parse_string_literal()?;
            if string.value.as_str().is_none() {
                return self
                    .error(tok.span, "Invalid module export name: contains unpaired surrogate");
            }
            return Ok(ModuleExportName::String(string));
        }
        if !tok.kind.is_identifier_name() {
            return self.unexpected();
        }
        let name = self.name_of(tok);
        self.bump();
        Ok(ModuleExportName::Identifier(IdentifierName { span: tok.span, name }))
    }

    /// `async` [no LineTerminator here] `function`.
    fn async_function_follows(&mut self) -> bool {
        let next = self.peek();
        next.kind == Kind::Function && !next.newline_before
    }

    /// Consume an unescaped contextual keyword or fail.
    fn expect_contextual(&mut self, kind: Kind) -> PResult<()> {
        if self.eat_contextual(kind)? { Ok(()) } else { self.unexpected() }
    }

    /// Consume an unescaped contextual keyword if present (escaped: an error).
    fn eat_contextual(&mut self, kind: Kind) -> PResult<bool> {
        if !self.at(kind) {
            return Ok(false);
        }
        self.keyword_not_escaped()?;
        self.bump();
        Ok(true)
    }

    /// WithClause : with { WithEntries? ,? }
    fn parse_with_clause(&mut self) -> PResult<Vec<'a, ImportAttribute<'a>>> {
        let mut attributes: Vec<'a, ImportAttribute<'a>> = self.vec();
        if !self.at(Kind::With) {
            return Ok(attributes);
        }
        self.keyword_not_escaped()?;
        self.bump();
        self.expect(Kind::LCurly)?;
        while !self.at(Kind::RCurly) {
            let start = self.tok.span.start;
            let tok = self.tok;
            let key = if tok.kind == Kind::String {
                ImportAttributeKey::String(self.parse_string_literal()?)
            } else if tok.kind.is_identifier_name() {
                let name = self.name_of(tok);
                self.bump();
                ImportAttributeKey::Identifier(IdentifierName { span: tok.span, name })
            } else {
                return self.unexpected();
            };
            self.expect(Kind::Colon)?;
            let value = self.parse_string_literal()?;
            if attributes.iter().any(|a| a.key.name() == key.name()) {
                return self.error(self.span_from(start), "Import attribute has duplicate key");
            }
            attributes.push(ImportAttribute { span: self.span_from(start), key, value });
            if !self.at(Kind::RCurly) {
                self.expect(Kind::Comma)?;
            }
        }
        self.bump();
        Ok(attributes)
    }

    /// ExportDeclaration at `export` (decorators that came before `export`, if any).
    fn parse_export_declaration(
        &mut self,
        start: u32,
        decorators: Option<Vec<'a, Decorator<'a>>>,
    ) -> PResult<Statement<'a>> {
        self.bump();
        let decl_start = self.tok.span.start;
        if self.ts
            && decorators.is_none()
            && let Some(statement) = self.ts_export_declaration(start)?
        {
            return Ok(statement);
        }
        if decorators.is_some() && !matches!(self.tok.kind, Kind::Class | Kind::Default) {
            return self.unexpected();
        }
        let declaration = match self.tok.kind {
            Kind::Star => {
                self.bump();
                let exported = if self.eat_contextual(Kind::As)? {
                    Some(self.parse_module_export_name()?)
                } else {
                    None
                };
                self.expect_contextual(Kind::From)?;
                let source = self.parse_string_literal()?;
                let attributes = self.parse_with_clause()?;
                self.semicolon()?;
                return Ok(Statement::ExportAll(self.alloc(ExportAllDeclaration {
                    span: self.span_from(start),
                    exported,
                    source,
                    attributes,
                })));
            }
            Kind::LCurly => return self.parse_export_list(start),
            Kind::Default => return self.parse_export_default(start, decorators),
            Kind::Var | Kind::Const | Kind::Let => {
                self.keyword_not_escaped()?;
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
            Kind::Function => {
                self.keyword_not_escaped()?;
                Declaration::Function(self.parse_function(
                    decl_start,
                    false,
                    FunctionType::Declaration,
                )?)
            }
            Kind::Async if !self.tok.escaped => {
                let next = self.peek();
                if next.kind != Kind::Function || next.newline_before {
                    return self.unexpected();
                }
                self.bump();
                Declaration::Function(self.parse_function(
                    decl_start,
                    true,
                    FunctionType::Declaration,
                )?)
            }
            Kind::Class => {
                let decorators = decorators.unwrap_or_else(|| self.vec());
                Declaration::Class(self.parse_class(
                    decl_start,
                    decorators,
                    ClassType::Declaration,
                )?)
            }
            Kind::At => {
                let decorators = self.parse_decorators()?;
                if !self.at(Kind::Class) {
                    return self.unexpected();
                }
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

    /// `export { a as b, ... } (from "m")?`
    fn parse_export_list(&mut self, start: u32) -> PResult<Statement<'a>> {
        self.bump();
        let mut specifiers = self.vec();
        let mut locals: std::vec::Vec<Token> = std::vec::Vec::new();
        while !self.at(Kind::RCurly) {
            if self.ts && self.ts_skip_type_only_specifier(false)? {
                continue;
            }
            let spec_start = self.tok.span.start;
            locals.push(self.tok);
            let local = self.parse_module_export_name()?;
            let exported = if self.eat_contextual(Kind::As)? {
                self.parse_module_export_name()?
            } else {
                match &local {
                    ModuleExportName::Identifier(id) => ModuleExportName::Identifier(*id),
                    ModuleExportName::String(s) => {
                        ModuleExportName::String(StringLiteral { span: s.span, value: s.value })
                    }
                }
            };
            specifiers.push(ExportSpecifier { span: self.span_from(spec_start), local, exported });
            if !self.at(Kind::RCurly) {
                self.expect(Kind::Comma)?;
            }
        }
        self.bump();
        let (source, attributes) = if self.eat_contextual(Kind::From)? {
            let source = self.parse_string_literal()?;
            (Some(source), self.parse_with_clause()?)
        } else {
            // Without `from`, each local name is an IdentifierReference of this module.
            for tok in locals {
                if tok.kind == Kind::String || !is_identifier_kind(tok.kind) {
                    return self.error(tok.span, "Unexpected reserved word in export list");
                }
                let name = self.name_of(tok);
                self.check_identifier_reference(tok, name)?;
            }
            (None, self.vec())
        };
        self.semicolon()?;
        Ok(Statement::ExportNamed(self.alloc(ExportNamedDeclaration {
            span: self.span_from(start),
            declaration: None,
            specifiers,
            source,
            attributes,
        })))
    }

    /// `export default` HoistableDeclaration | ClassDeclaration | AssignmentExpression ;
    fn parse_export_default(
        &mut self,
        start: u32,
        decorators: Option<Vec<'a, Decorator<'a>>>,
    ) -> PResult<Statement<'a>> {
        self.expect_keyword(Kind::Default)?;
        if self.ts
            && let Some(statement) = self.ts_export_default(start)?
        {
            return Ok(statement);
        }
        let decl_start = self.tok.span.start;
        let saved = self.ctx;
        self.ctx = saved | Ctx::DEFAULT_EXPORT;
        let result = self.parse_export_default_value(decl_start, decorators);
        self.ctx = saved;
        let declaration = result?;
        if matches!(declaration, ExportDefaultKind::Expression(_)) {
            self.semicolon()?;
        }
        Ok(Statement::ExportDefault(
            self.alloc(ExportDefaultDeclaration { span: self.span_from(start), declaration }),
        ))
    }

    fn parse_export_default_value(
        &mut self,
        start: u32,
        decorators: Option<Vec<'a, Decorator<'a>>>,
    ) -> PResult<ExportDefaultKind<'a>> {
        match self.tok.kind {
            Kind::Function => {
                self.keyword_not_escaped()?;
                Ok(ExportDefaultKind::Function(self.parse_function(
                    start,
                    false,
                    FunctionType::Declaration,
                )?))
            }
            Kind::Async if !self.tok.escaped => {
                if !self.async_function_follows() {
                    if decorators.is_some() {
                        return self.unexpected();
                    }
                    self.ctx = self.ctx.without(Ctx::DEFAULT_EXPORT);
                    return Ok(ExportDefaultKind::Expression(self.parse_assignment_in()?));
                }
                self.bump();
                Ok(ExportDefaultKind::Function(self.parse_function(
                    start,
                    true,
                    FunctionType::Declaration,
                )?))
            }
            Kind::Class => {
                let decorators = decorators.unwrap_or_else(|| self.vec());
                Ok(ExportDefaultKind::Class(self.parse_class(
                    start,
                    decorators,
                    ClassType::Declaration,
                )?))
            }
            Kind::At => {
                let decorators = self.parse_decorators()?;
                if !self.at(Kind::Class) {
                    return self.unexpected();
                }
                Ok(ExportDefaultKind::Class(self.parse_class(
                    start,
                    decorators,
                    ClassType::Declaration,
                )?))
            }
            _ => {
                if decorators.is_some() {
                    return self.unexpected();
                }
                self.ctx = self.ctx.without(Ctx::DEFAULT_EXPORT);
                Ok(ExportDefaultKind::Expression(self.parse_assignment_in()?))
            }
        }
    }
}
