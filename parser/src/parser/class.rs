//! Classes and decorators (ECMA-262 sec-class-definitions; the decorators proposal).

use cairn_lexer::Kind;

use super::expression::is_identifier_kind;
use super::{Ctx, PResult, Parser};
use crate::ast::*;

impl<'a> Parser<'a> {
    /// ClassDeclaration / ClassExpression at the `class` token. All parts are strict code.
    pub(crate) fn parse_class(
        &mut self,
        start: u32,
        decorators: Vec<'a, Decorator<'a>>,
        r#type: ClassType,
    ) -> PResult<Box<'a, Class<'a>>> {
        self.expect_keyword(Kind::Class)?;
        self.enter()?;
        let saved = self.ctx;
        self.ctx = saved.without(Ctx::DEFAULT_EXPORT) | Ctx::STRICT;
        let result =
            self.parse_class_rest(start, decorators, r#type, saved.has(Ctx::DEFAULT_EXPORT));
        self.ctx = saved;
        self.leave();
        result
    }

    fn parse_class_rest(
        &mut self,
        start: u32,
        decorators: Vec<'a, Decorator<'a>>,
        r#type: ClassType,
        default_export: bool,
    ) -> PResult<Box<'a, Class<'a>>> {
        // TypeScript: `class implements I {}` has no name (`implements` is reserved in
        // the class's strict code, so it can only start the clause).
        let id = if is_identifier_kind(self.tok.kind) && !(self.ts && self.at(Kind::Implements)) {
            Some(self.parse_binding_identifier()?)
        } else if r#type == ClassType::Declaration && !default_export {
            return self.unexpected();
        } else {
            None
        };
        if self.ts && self.at(Kind::LAngle) {
            self.ts_type_params()?;
        }
        let super_class = if self.eat_keyword(Kind::Extends)? {
            self.enter()?;
            let heritage = self.parse_lhs();
            self.leave();
            let heritage = heritage?;
            if self.ts && self.at(Kind::LAngle) {
                self.ts_type_args()?;
            }
            Some(heritage)
        } else {
            None
        };
        if self.ts && self.at(Kind::Implements) {
            self.ts_implements()?;
        }
        let body = self.parse_class_body(super_class.is_some())?;
        Ok(self.alloc(Class {
            span: self.span_from(start),
            r#type,
            decorators,
            id,
            super_class,
            body,
        }))
    }

    /// ClassBody : { ClassElementList? }
    fn parse_class_body(&mut self, derived: bool) -> PResult<ClassBody<'a>> {
        let start = self.tok.span.start;
        self.expect(Kind::LCurly)?;
        let mut elements = self.vec();
        let mut has_constructor = false;
        while !self.at(Kind::RCurly) {
            if self.eat(Kind::Semicolon) {
                continue;
            }
            if let Some(element) = self.parse_class_element(derived, &mut has_constructor)? {
                elements.push(element);
            }
        }
        self.bump();
        Ok(ClassBody { span: self.span_from(start), elements })
    }

    /// A modifier keyword (`static`, `async`, `get`, `set`, `accessor`) is a modifier only
    /// when a class element name follows it.
    fn is_modifier(&mut self, kind: Kind, newline_ok: bool) -> bool {
        if !self.at_contextual(kind) {
            return false;
        }
        let next = self.peek();
        if next.newline_before && !newline_ok {
            return false;
        }
        if next.kind == Kind::Star && matches!(kind, Kind::Get | Kind::Set | Kind::Accessor) {
            return false;
        }
        if self.ts && matches!(next.kind, Kind::LAngle | Kind::Colon | Kind::Question | Kind::Bang)
        {
            // TypeScript: `get<T>() {}`, `readonly get: T`, `set?: T`, `static!: T` name
            // the member itself.
            return false;
        }
        !matches!(next.kind, Kind::LParen | Kind::Eq | Kind::Semicolon | Kind::RCurly | Kind::Eof)
    }

    /// ClassElement : MethodDefinition | static MethodDefinition | FieldDefinition ; |
    /// static FieldDefinition ; | ClassStaticBlock | ;
    /// `None`: a TypeScript member with no runtime presence (abstract, `declare`, index
    /// signature, overload signature).
    fn parse_class_element(
        &mut self,
        derived: bool,
        has_constructor: &mut bool,
    ) -> PResult<Option<ClassElement<'a>>> {
        let start = self.tok.span.start;
        let decorators = if self.at(Kind::At) { self.parse_decorators()? } else { self.vec() };
        let mut ts_modifiers = super::ts::MemberModifiers::default();
        if self.ts {
            self.ts_member_modifiers(&mut ts_modifiers);
        }
        let mut is_static = false;
        if self.at_contextual(Kind::Static) {
            let next = self.peek();
            if next.kind == Kind::LCurly && decorators.is_empty() {
                self.bump();
                return self.parse_static_block(start).map(Some);
            }
            // TypeScript: `static: T`, `static?()`, `static!: T`, `static<T>()` name a member.
            let ts_name = self.ts
                && matches!(next.kind, Kind::Colon | Kind::Question | Kind::Bang | Kind::LAngle);
            if !ts_name
                && !matches!(
                    next.kind,
                    Kind::LParen | Kind::Eq | Kind::Semicolon | Kind::RCurly | Kind::Eof
                )
            {
                self.bump();
                is_static = true;
            }
        }
        if self.ts {
            self.ts_member_modifiers(&mut ts_modifiers);
            if self.ts_is_index_signature() {
                self.ts_index_signature()?;
                if !self.eat(Kind::Comma) {
                    self.semicolon()?;
                }
                return Ok(None);
            }
        }
        // A method's source text (Function.prototype.toString) is its MethodDefinition:
        // it starts after `static` (and TypeScript's modifiers); decorated methods keep
        // their decorators.
        let method_start = if decorators.is_empty() { self.tok.span.start } else { start };
        let mut is_accessor = false;
        if self.is_modifier(Kind::Accessor, false) {
            self.bump();
            is_accessor = true;
        }
        let mut is_async = false;
        let mut is_generator = false;
        let mut kind = MethodKind::Method;
        if !is_accessor {
            if self.is_modifier(Kind::Async, false) {
                self.bump();
                is_async = true;
            }
            if self.at(Kind::Star) {
                self.bump();
                is_generator = true;
            }
            if !is_async && !is_generator {
                if self.is_modifier(Kind::Get, true) {
                    self.bump();
                    kind = MethodKind::Get;
                } else if self.is_modifier(Kind::Set, true) {
                    self.bump();
                    kind = MethodKind::Set;
                }
            }
        }
        let key = self.parse_property_key(true)?;
        let key_name = match &key {
            PropertyKey::Identifier(id) => Some(id.name),
            PropertyKey::String(s) => s.value.as_str(),
            _ => None,
        };
        if let PropertyKey::Private(p) = &key
            && p.name == "constructor"
        {
            return self.error(p.span, "Classes may not have a private field named '#constructor'");
        }
        // TypeScript optional `m?()`, `x?: T` and definite `x!: T` markers: erased.
        if self.ts && (self.at(Kind::Question) || self.at(Kind::Bang)) {
            self.bump();
        }
        if (self.at(Kind::LParen) || (self.ts && self.at(Kind::LAngle))) && !is_accessor {
            let is_constructor = !is_static && key_name == Some("constructor");
            if is_static && key_name == Some("prototype") {
                return self
                    .error(key.span(), "Classes may not have a static property named 'prototype'");
            }
            let function_kind = if is_constructor {
                if kind != MethodKind::Method || is_async || is_generator {
                    let what = match kind {
                        MethodKind::Get => "a getter",
                        MethodKind::Set => "a setter",
                        _ if is_async => "an async method",
                        _ => "a generator",
                    };
                    return self.error(key.span(), format!("Class constructor may not be {what}"));
                }
                if *has_constructor {
                    return self.error(key.span(), "A class may only have one constructor");
                }
                if let Some(d) = decorators.first() {
                    return self.error(d.span, "Decorators are not valid on a constructor");
                }
                *has_constructor = true;
                kind = MethodKind::Constructor;
                if derived {
                    FunctionKind::DerivedConstructor
                } else {
                    FunctionKind::ClassConstructor
                }
            } else {
                match kind {
                    MethodKind::Get => FunctionKind::Getter,
                    MethodKind::Set => FunctionKind::Setter,
                    _ => FunctionKind::Method,
                }
            };
            let value = self.parse_method(function_kind, is_async, is_generator)?;
            if value.body.is_none() {
                // Overload, abstract or ambient signature: the implementation (if any)
                // is another member.
                if kind == MethodKind::Constructor {
                    *has_constructor = false;
                }
                return Ok(None);
            }
            if ts_modifiers.is_abstract {
                return Ok(None);
            }
            return Ok(Some(ClassElement::Method(self.alloc(MethodDefinition {
                span: self.span_from(method_start),
                decorators,
                key,
                value,
                kind,
                is_static,
            }))));
        }
        if is_async || is_generator || kind != MethodKind::Method {
            return self.unexpected();
        }
        if key_name == Some("constructor") {
            return self.error(key.span(), "Classes may not have a field named 'constructor'");
        }
        if is_static && key_name == Some("prototype") {
            return self
                .error(key.span(), "Classes may not have a static property named 'prototype'");
        }
        if self.ts {
            self.ts_skip_annotation()?;
        }
        let value = if self.eat(Kind::Eq) { Some(self.parse_field_initializer()?) } else { None };
        self.semicolon()?;
        if ts_modifiers.is_abstract || ts_modifiers.is_declare {
            return Ok(None);
        }
        let span = self.span_from(start);
        Ok(Some(if is_accessor {
            ClassElement::Accessor(self.alloc(AccessorProperty {
                span,
                decorators,
                key,
                value,
                is_static,
            }))
        } else {
            ClassElement::Property(self.alloc(PropertyDefinition {
                span,
                decorators,
                key,
                value,
                is_static,
            }))
        }))
    }

    /// Initializer of a field: a function-like boundary without `arguments`.
    fn parse_field_initializer(&mut self) -> PResult<Expression<'a>> {
        let saved_ctx = self.ctx;
        let saved_labels = std::mem::take(&mut self.labels);
        let saved_pos = (self.yield_pos.take(), self.await_pos.take(), self.await_ident_pos.take());
        // Initializers are parsed without [Yield] and [Await]: `await` is an identifier
        // in scripts and `yield` is reserved by strictness.
        self.ctx = saved_ctx.only(Ctx::STRICT | Ctx::MODULE)
            | Ctx::SUPER_PROP
            | Ctx::NEW_TARGET
            | Ctx::NO_ARGUMENTS
            | Ctx::FIELD_INIT
            | Ctx::IN_FUNCTION;
        let result = self.parse_assignment();
        self.ctx = saved_ctx;
        self.labels = saved_labels;
        (self.yield_pos, self.await_pos, self.await_ident_pos) = saved_pos;
        result
    }

    /// ClassStaticBlock : static { ClassStaticBlockStatementList } (after `static`).
    fn parse_static_block(&mut self, start: u32) -> PResult<ClassElement<'a>> {
        self.expect(Kind::LCurly)?;
        let saved_ctx = self.ctx;
        let saved_labels = std::mem::take(&mut self.labels);
        let saved_pos = (self.yield_pos.take(), self.await_pos.take(), self.await_ident_pos.take());
        self.ctx = saved_ctx.only(Ctx::STRICT | Ctx::MODULE)
            | Ctx::SUPER_PROP
            | Ctx::NEW_TARGET
            | Ctx::NO_ARGUMENTS
            | Ctx::STATIC_BLOCK
            | Ctx::IN_FUNCTION;
        let mut body = self.vec();
        let mut result = Ok(());
        while !self.at(Kind::RCurly) {
            match self.parse_statement_list_item() {
                Ok(statement) => body.push(statement),
                Err(e) => {
                    result = Err(e);
                    break;
                }
            }
        }
        self.ctx = saved_ctx;
        self.labels = saved_labels;
        (self.yield_pos, self.await_pos, self.await_ident_pos) = saved_pos;
        result?;
        self.bump();
        Ok(ClassElement::StaticBlock(self.alloc(StaticBlock { span: self.span_from(start), body })))
    }

    /// Decorator list: `@a.b.c`, `@f(args)`, `@(expr)`.
    pub(crate) fn parse_decorators(&mut self) -> PResult<Vec<'a, Decorator<'a>>> {
        let mut decorators = self.vec();
        while self.at(Kind::At) {
            let start = self.tok.span.start;
            self.bump();
            let expr_start = self.tok.span.start;
            let expression = if self.at(Kind::LParen) {
                self.bump();
                let inner = self.parse_expression_in()?;
                self.expect(Kind::RParen)?;
                Expression::Parenthesized(self.alloc(ParenthesizedExpression {
                    span: self.span_from(expr_start),
                    expression: inner,
                }))
            } else {
                let tok = self.tok;
                if !is_identifier_kind(tok.kind) {
                    return self.unexpected();
                }
                let name = self.name_of(tok);
                self.check_identifier_reference(tok, name)?;
                self.bump();
                let mut expr = Expression::Identifier(
                    self.alloc(IdentifierReference { span: tok.span, name }),
                );
                while self.eat(Kind::Dot) {
                    let tok = self.tok;
                    let property = if tok.kind == Kind::PrivateIdentifier {
                        let name = self.name_of(tok);
                        self.bump();
                        MemberProperty::Private(
                            self.alloc(PrivateIdentifier { span: tok.span, name }),
                        )
                    } else if tok.kind.is_identifier_name() {
                        let name = self.name_of(tok);
                        self.bump();
                        MemberProperty::Static(self.alloc(IdentifierName { span: tok.span, name }))
                    } else {
                        return self.unexpected();
                    };
                    expr = Expression::Member(self.alloc(MemberExpression {
                        span: self.span_from(expr_start),
                        object: expr,
                        property,
                        optional: false,
                    }));
                }
                if self.at(Kind::LParen) {
                    let (arguments, _) = self.parse_arguments(false)?;
                    expr = Expression::Call(self.alloc(CallExpression {
                        span: self.span_from(expr_start),
                        callee: expr,
                        arguments,
                        optional: false,
                    }));
                }
                expr
            };
            decorators.push(Decorator { span: self.span_from(start), expression });
        }
        Ok(decorators)
    }
}
