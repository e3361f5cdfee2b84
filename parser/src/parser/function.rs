//! Functions, parameters, bodies and arrows (ECMA-262 sec-function-definitions,
//! sec-arrow-function-definitions, sec-method-definitions, sec-generator-function-definitions,
//! sec-async-function-definitions).

use cairn_lexer::Kind;

use super::expression::is_identifier_kind;
use super::{Ctx, PResult, Parser};
use crate::ast::*;

impl<'a> Parser<'a> {
    /// FunctionDeclaration / FunctionExpression and their generator and async forms, at
    /// the `function` token (`async` already consumed). The name is optional for
    /// expressions and for `export default function`.
    pub(crate) fn parse_function(
        &mut self,
        start: u32,
        is_async: bool,
        r#type: FunctionType,
    ) -> PResult<Box<'a, Function<'a>>> {
        self.expect_keyword(Kind::Function)?;
        let is_generator = self.eat(Kind::Star);
        let id = if is_identifier_kind(self.tok.kind) {
            if r#type == FunctionType::Expression {
                // The name of a function expression is scoped to the function itself.
                let saved = self.ctx;
                self.ctx = saved
                    .with(Ctx::YIELD, is_generator)
                    .with(Ctx::AWAIT, is_async)
                    .without(Ctx::STATIC_BLOCK);
                let id = self.parse_binding_identifier();
                self.ctx = saved;
                Some(id?)
            } else {
                Some(self.parse_binding_identifier()?)
            }
        } else if r#type == FunctionType::Declaration && !self.ctx.has(Ctx::DEFAULT_EXPORT) {
            return self.unexpected();
        } else {
            None
        };
        if self.ts && self.at(Kind::LAngle) {
            self.ts_type_params()?;
        }
        let (params, body, is_strict) =
            self.parse_function_rest(FunctionKind::Normal, is_async, is_generator, id.as_ref())?;
        if body.is_none() && r#type == FunctionType::Expression {
            return self.error(self.span_from(start), "Function implementation is missing");
        }
        Ok(self.alloc(Function {
            span: self.span_from(start),
            r#type,
            kind: FunctionKind::Normal,
            id,
            is_generator,
            is_async,
            params,
            body,
            is_strict,
        }))
    }

    /// A method, getter, setter or constructor body starting at `(`.
    pub(crate) fn parse_method(
        &mut self,
        kind: FunctionKind,
        is_async: bool,
        is_generator: bool,
    ) -> PResult<Box<'a, Function<'a>>> {
        let start = self.tok.span.start;
        if self.ts && self.at(Kind::LAngle) {
            self.ts_type_params()?;
        }
        let (params, body, is_strict) =
            self.parse_function_rest(kind, is_async, is_generator, None)?;
        Ok(self.alloc(Function {
            span: self.span_from(start),
            r#type: FunctionType::Expression,
            kind,
            id: None,
            is_generator,
            is_async,
            params,
            body,
            is_strict,
        }))
    }

    /// `( FormalParameters ) { FunctionBody }` in a fresh function context.
    fn parse_function_rest(
        &mut self,
        kind: FunctionKind,
        is_async: bool,
        is_generator: bool,
        id: Option<&BindingIdentifier<'a>>,
    ) -> PResult<(Box<'a, FormalParameters<'a>>, Option<Box<'a, FunctionBody<'a>>>, bool)> {
        let saved_ctx = self.ctx;
        let saved_labels = std::mem::take(&mut self.labels);
        let saved_pos = (self.yield_pos.take(), self.await_pos.take(), self.await_ident_pos.take());
        let saved_cover = self.cover_error.take();
        let mut ctx = saved_ctx.only(Ctx::STRICT | Ctx::MODULE)
            | Ctx::RETURN
            | Ctx::NEW_TARGET
            | Ctx::IN_FUNCTION
            | Ctx::IN_PARAMS;
        ctx = ctx.with(Ctx::YIELD, is_generator).with(Ctx::AWAIT, is_async);
        match kind {
            FunctionKind::Normal => {}
            FunctionKind::Method
            | FunctionKind::Getter
            | FunctionKind::Setter
            | FunctionKind::ClassConstructor => {
                ctx = ctx | Ctx::SUPER_PROP;
            }
            FunctionKind::DerivedConstructor => ctx = ctx | Ctx::SUPER_PROP | Ctx::SUPER_CALL,
        }
        self.ctx = ctx;
        let result = self.parse_params_and_body(kind, id);
        self.ctx = saved_ctx;
        self.labels = saved_labels;
        (self.yield_pos, self.await_pos, self.await_ident_pos) = saved_pos;
        self.cover_error = saved_cover;
        result
    }

    fn parse_params_and_body(
        &mut self,
        kind: FunctionKind,
        id: Option<&BindingIdentifier<'a>>,
    ) -> PResult<(Box<'a, FormalParameters<'a>>, Option<Box<'a, FunctionBody<'a>>>, bool)> {
        let params = self.parse_formal_parameters()?;
        match kind {
            FunctionKind::Getter if !params.items.is_empty() || params.rest.is_some() => {
                return self.error(params.span, "Getter must not have any formal parameters.");
            }
            FunctionKind::Setter if params.rest.is_some() => {
                return self
                    .error(params.span, "Setter function argument must not be a rest parameter");
            }
            FunctionKind::Setter if params.items.len() != 1 => {
                return self.error(params.span, "Setter must have exactly one formal parameter.");
            }
            _ => {}
        }
        self.ctx = self.ctx.without(Ctx::IN_PARAMS);
        if self.ts {
            self.ts_skip_return_annotation()?;
            if !self.at(Kind::LCurly) {
                // An overload signature, an abstract or ambient function: no body.
                self.ts_lowering_site(params.span.start);
                self.semicolon()?;
                return Ok((params, None, self.ctx.has(Ctx::STRICT)));
            }
        }
        let (body, is_strict) = self.parse_function_body(&params, id)?;
        Ok((params, Some(body), is_strict))
    }

    /// FormalParameters : ( FormalParameterList? ,? ) with an optional rest parameter.
    pub(crate) fn parse_formal_parameters(&mut self) -> PResult<Box<'a, FormalParameters<'a>>> {
        let start = self.tok.span.start;
        self.expect(Kind::LParen)?;
        let mut items = self.vec();
        let mut rest = None;
        let mut is_simple = true;
        while !self.at(Kind::RParen) {
            let param_start = self.tok.span.start;
            let mut modifiers = ParamModifiers::NONE;
            if self.ts {
                if self.at(Kind::At) {
                    self.parse_decorators()?;
                }
                if self.at(Kind::This) {
                    // The `this` parameter declares the type of `this`: erased.
                    self.bump();
                    self.ts_skip_annotation()?;
                    if !self.at(Kind::RParen) {
                        self.expect(Kind::Comma)?;
                    }
                    continue;
                }
                modifiers = self.ts_param_modifiers();
            }
            if self.eat(Kind::Dot3) {
                let argument = self.parse_binding_pattern()?;
                if self.ts {
                    self.eat(Kind::Question);
                    self.ts_skip_annotation()?;
                }
                if self.at(Kind::Eq) {
                    return self
                        .error(self.tok.span, "Rest parameter may not have a default initializer");
                }
                if !self.at(Kind::RParen) {
                    return self
                        .error(self.tok.span, "Rest parameter must be last formal parameter");
                }
                rest = Some(
                    self.alloc(BindingRestElement { span: self.span_from(param_start), argument }),
                );
                is_simple = false;
                break;
            }
            let element =
                if self.ts { self.ts_param_element()? } else { self.parse_binding_element()? };
            is_simple &=
                element.init.is_none() && matches!(element.pattern, BindingPattern::Identifier(_));
            items.push(FormalParameter {
                span: element.span,
                decorators: self.vec(),
                pattern: element.pattern,
                init: element.init,
                modifiers,
            });
            if !self.at(Kind::RParen) {
                self.expect(Kind::Comma)?;
            }
        }
        self.bump();
        Ok(self.alloc(FormalParameters { span: self.span_from(start), items, rest, is_simple }))
    }

    /// `{ FunctionBody }`: a directive prologue and statements. Returns whether the code
    /// is strict (inherited or by its own "use strict").
    pub(crate) fn parse_function_body(
        &mut self,
        params: &FormalParameters<'a>,
        id: Option<&BindingIdentifier<'a>>,
    ) -> PResult<(Box<'a, FunctionBody<'a>>, bool)> {
        let start = self.tok.span.start;
        self.expect(Kind::LCurly)?;
        self.enter()?;
        let saved = self.ctx;
        self.ctx =
            self.ctx.without(Ctx::TOP_LEVEL | Ctx::IN_ITERATION | Ctx::IN_SWITCH | Ctx::NO_IN);
        let result = self.parse_body(Kind::RCurly, false, Some((params, id)));
        let is_strict = self.ctx.has(Ctx::STRICT);
        self.ctx = saved;
        self.leave();
        let (directives, statements) = result?;
        self.bump();
        Ok((
            self.alloc(FunctionBody { span: self.span_from(start), directives, statements }),
            is_strict,
        ))
    }

    /// After a "use strict" directive in a function body: the parameters and name must
    /// be valid strict-mode bindings, and the parameter list simple.
    pub(crate) fn check_retroactive_strict(
        &mut self,
        params: &FormalParameters<'a>,
        id: Option<&BindingIdentifier<'a>>,
        directive: crate::Span,
    ) -> PResult<()> {
        if !params.is_simple {
            return self.error(
                directive,
                "Illegal 'use strict' directive in function with non-simple parameter list",
            );
        }
        if let Some(id) = id {
            self.check_strict_binding_name(id.name, id.span)?;
        }
        for param in params.items.iter() {
            if let BindingPattern::Identifier(id) = &param.pattern {
                self.check_strict_binding_name(id.name, id.span)?;
            }
        }
        Ok(())
    }

    /// ArrowFunction body after the parameters: `=> ConciseBody`.
    pub(crate) fn parse_arrow_body(
        &mut self,
        start: u32,
        is_async: bool,
        params: Box<'a, FormalParameters<'a>>,
    ) -> PResult<Expression<'a>> {
        self.bump();
        let saved_ctx = self.ctx;
        let saved_labels = std::mem::take(&mut self.labels);
        let saved_pos = (self.yield_pos.take(), self.await_pos.take(), self.await_ident_pos.take());
        let saved_cover = self.cover_error.take();
        self.ctx = saved_ctx.only(
            Ctx::STRICT
                | Ctx::MODULE
                | Ctx::SUPER_CALL
                | Ctx::SUPER_PROP
                | Ctx::NEW_TARGET
                | Ctx::NO_ARGUMENTS
                | Ctx::NO_IN,
        ) | Ctx::RETURN
            | Ctx::IN_FUNCTION;
        self.ctx = self.ctx.with(Ctx::AWAIT, is_async);
        let result = if self.at(Kind::LCurly) {
            self.ctx = self.ctx.without(Ctx::NO_IN);
            self.parse_function_body(&params, None).map(|(body, strict)| (body, strict, false))
        } else {
            let body_start = self.tok.span.start;
            self.parse_assignment().map(|expression| {
                let span = expression.span();
                let mut statements = self.vec();
                statements.push(Statement::Expression(
                    self.alloc(ExpressionStatement { span, expression }),
                ));
                let body = self.alloc(FunctionBody {
                    span: self.span_from(body_start),
                    directives: self.vec(),
                    statements,
                });
                (body, self.ctx.has(Ctx::STRICT), true)
            })
        };
        self.ctx = saved_ctx;
        self.labels = saved_labels;
        (self.yield_pos, self.await_pos, self.await_ident_pos) = saved_pos;
        self.cover_error = saved_cover;
        let (body, is_strict, expression) = result?;
        Ok(Expression::Arrow(self.alloc(ArrowFunction {
            span: self.span_from(start),
            is_async,
            params,
            body,
            expression,
            is_strict,
        })))
    }
}
