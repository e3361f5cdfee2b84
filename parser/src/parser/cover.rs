//! Cover grammars: parenthesized lists that become arrow parameters
//! (CoverParenthesizedExpressionAndArrowParameterList, CoverCallExpressionAndAsyncArrowHead)
//! and expressions that become assignment patterns (sec-destructuring-assignment).

use cairn_lexer::{Kind, Token};

use super::{Ctx, PResult, Parser};
use crate::ast::*;

impl<'a> Parser<'a> {
    /// ParenthesizedExpression, or the parameters of an arrow function when `=>` follows.
    pub(crate) fn parse_paren(&mut self) -> PResult<Expression<'a>> {
        let start = self.tok.span.start;
        let arrow_ok = start == self.assign_start;
        if self.ts
            && arrow_ok
            && let Some(arrow) = self.ts_try_paren_arrow(start, false)?
        {
            return Ok(arrow);
        }
        self.bump();
        let saved_ctx = self.ctx;
        self.ctx = saved_ctx.without(Ctx::NO_IN);
        let saved_pos = (self.yield_pos.take(), self.await_pos.take(), self.await_ident_pos.take());
        let outer_cover = self.cover_error.take();
        let mut items = self.vec();
        let mut rest = None;
        let mut trailing_comma = false;
        while !self.at(Kind::RParen) {
            if self.at(Kind::Dot3) {
                let rest_start = self.tok.span.start;
                self.bump();
                let argument = self.parse_binding_pattern()?;
                if self.at(Kind::Eq) {
                    return self
                        .error(self.tok.span, "Rest parameter may not have a default initializer");
                }
                if !self.at(Kind::RParen) {
                    return self
                        .error(self.tok.span, "Rest parameter must be last formal parameter");
                }
                rest = Some(
                    self.alloc(BindingRestElement { span: self.span_from(rest_start), argument }),
                );
                break;
            }
            items.push(self.parse_assignment_cover()?);
            if !self.at(Kind::RParen) {
                self.expect(Kind::Comma)?;
                trailing_comma = self.at(Kind::RParen);
            }
        }
        let close = self.tok.span;
        self.bump();
        self.ctx = saved_ctx;
        if arrow_ok && self.at(Kind::Arrow) && !self.tok.newline_before {
            if let Some(span) = self.yield_pos {
                return self.error(span, "Yield expression not allowed in formal parameter");
            }
            if let Some(span) = self.await_pos {
                return self.error(
                    span,
                    "Illegal await-expression in formal parameters of async function",
                );
            }
            let params = self.exprs_to_params(start, items, rest)?;
            self.cover_error = outer_cover;
            // `await` bound here is still an error if an enclosing list becomes async
            // arrow parameters.
            let inner_await_ident = self.await_ident_pos;
            (self.yield_pos, self.await_pos, self.await_ident_pos) = saved_pos;
            self.await_ident_pos = self.await_ident_pos.or(inner_await_ident);
            return self.parse_arrow_body(start, false, params);
        }
        if items.is_empty() || rest.is_some() || trailing_comma {
            return self.error(close, "Unexpected token ')'");
        }
        if let Some((span, kind)) = self.cover_error {
            return self.report_cover_error(span, kind);
        }
        self.cover_error = outer_cover;
        self.yield_pos = saved_pos.0.or(self.yield_pos);
        self.await_pos = saved_pos.1.or(self.await_pos);
        self.await_ident_pos = saved_pos.2.or(self.await_ident_pos);
        let expression = if items.len() == 1 {
            items.pop().ok_or(super::Fail)?
        } else {
            let first = items.first().map(|e| e.span().start).unwrap_or(start);
            let last = items.last().map(|e| e.span().end).unwrap_or(start);
            Expression::Sequence(self.alloc(SequenceExpression {
                span: crate::Span::new(first, last),
                expressions: items,
            }))
        };
        Ok(Expression::Parenthesized(
            self.alloc(ParenthesizedExpression { span: self.span_from(start), expression }),
        ))
    }

    /// ArrowParameters : BindingIdentifier (already consumed), then the body.
    pub(crate) fn parse_arrow_from_identifier(
        &mut self,
        tok: Token,
        name: &'a str,
        is_async: bool,
        start: u32,
    ) -> PResult<Expression<'a>> {
        self.check_binding_identifier(tok, name)?;
        let mut items = self.vec();
        items.push(FormalParameter {
            span: tok.span,
            decorators: self.vec(),
            pattern: BindingPattern::Identifier(
                self.alloc(BindingIdentifier { span: tok.span, name }),
            ),
            init: None,
            modifiers: ParamModifiers::NONE,
        });
        let params =
            self.alloc(FormalParameters { span: tok.span, items, rest: None, is_simple: true });
        self.parse_arrow_body(start, is_async, params)
    }

    /// ArrowFormalParameters from a parenthesized list.
    fn exprs_to_params(
        &mut self,
        start: u32,
        items: Vec<'a, Expression<'a>>,
        rest: Option<Box<'a, BindingRestElement<'a>>>,
    ) -> PResult<Box<'a, FormalParameters<'a>>> {
        let mut params = self.vec();
        let mut is_simple = rest.is_none();
        for item in items {
            let param = self.expr_to_param(item)?;
            is_simple &=
                param.init.is_none() && matches!(param.pattern, BindingPattern::Identifier(_));
            params.push(param);
        }
        Ok(self.alloc(FormalParameters {
            span: self.span_from(start),
            items: params,
            rest,
            is_simple,
        }))
    }

    /// AsyncArrowHead parameters from call arguments.
    pub(crate) fn arguments_to_params(
        &mut self,
        start: u32,
        arguments: Vec<'a, Argument<'a>>,
    ) -> PResult<Box<'a, FormalParameters<'a>>> {
        let mut params = self.vec();
        let mut rest = None;
        let count = arguments.len();
        let mut is_simple = true;
        for (i, argument) in arguments.into_iter().enumerate() {
            match argument {
                Argument::Expression(expr) => {
                    let param = self.expr_to_param(expr)?;
                    is_simple &= param.init.is_none()
                        && matches!(param.pattern, BindingPattern::Identifier(_));
                    params.push(param);
                }
                Argument::Spread(spread) => {
                    let spread = Box::into_inner(spread);
                    if i + 1 != count {
                        return self
                            .error(spread.span, "Rest parameter must be last formal parameter");
                    }
                    let (argument, init) = self.expr_to_binding(spread.argument)?;
                    if init.is_some() {
                        return self.error(
                            spread.span,
                            "Rest parameter may not have a default initializer",
                        );
                    }
                    is_simple = false;
                    rest = Some(self.alloc(BindingRestElement { span: spread.span, argument }));
                }
            }
        }
        Ok(self.alloc(FormalParameters {
            span: self.span_from(start),
            items: params,
            rest,
            is_simple,
        }))
    }

    fn expr_to_param(&mut self, expr: Expression<'a>) -> PResult<FormalParameter<'a>> {
        let span = expr.span();
        let (pattern, init) = self.expr_to_binding(expr)?;
        Ok(FormalParameter {
            span,
            decorators: self.vec(),
            pattern,
            init,
            modifiers: ParamModifiers::NONE,
        })
    }

    /// An expression reinterpreted as a BindingElement (pattern and default).
    fn expr_to_binding(
        &mut self,
        expr: Expression<'a>,
    ) -> PResult<(BindingPattern<'a>, Option<Expression<'a>>)> {
        match expr {
            Expression::Identifier(id) => {
                self.check_strict_binding_name(id.name, id.span)?;
                Ok((
                    BindingPattern::Identifier(
                        self.alloc(BindingIdentifier { span: id.span, name: id.name }),
                    ),
                    None,
                ))
            }
            Expression::Assignment(assignment)
                if assignment.operator == AssignmentOperator::Assign =>
            {
                let assignment = Box::into_inner(assignment);
                let pattern = self.target_to_binding(assignment.left, assignment.span.start)?;
                Ok((pattern, Some(assignment.right)))
            }
            Expression::Object(_) | Expression::Array(_) => {
                let start = expr.span().start;
                let target = self.expr_to_target(expr, true)?;
                Ok((self.target_to_binding(target, start)?, None))
            }
            other => self.error(other.span(), "Invalid destructuring assignment target"),
        }
    }

    /// In strict code, `eval`, `arguments` and the strict reserved words cannot be bound.
    pub(crate) fn check_strict_binding_name(
        &mut self,
        name: &str,
        span: crate::Span,
    ) -> PResult<()> {
        if !self.ctx.has(Ctx::STRICT) {
            return Ok(());
        }
        match name {
            "eval" | "arguments" => self.error(span, "Unexpected eval or arguments in strict mode"),
            "implements" | "interface" | "let" | "package" | "private" | "protected" | "public"
            | "static" | "yield" => self.error(span, "Unexpected strict mode reserved word"),
            _ => Ok(()),
        }
    }

    /// An assignment target reinterpreted as a binding pattern; `start` is where the
    /// element began (a target starting later was parenthesized, which bindings forbid).
    fn target_to_binding(
        &mut self,
        target: AssignmentTarget<'a>,
        start: u32,
    ) -> PResult<BindingPattern<'a>> {
        // Only parentheses (never valid around a binding) can come between.
        if self.text(crate::Span::new(start, target.span().start.max(start))).contains('(') {
            return self.error(target.span(), "Invalid destructuring assignment target");
        }
        match target {
            AssignmentTarget::Identifier(id) => {
                self.check_strict_binding_name(id.name, id.span)?;
                Ok(BindingPattern::Identifier(
                    self.alloc(BindingIdentifier { span: id.span, name: id.name }),
                ))
            }
            AssignmentTarget::Member(m) => {
                self.error(m.span, "Invalid destructuring assignment target")
            }
            AssignmentTarget::Call(c) => {
                self.error(c.span, "Invalid destructuring assignment target")
            }
            AssignmentTarget::Object(object) => {
                let object = Box::into_inner(object);
                let mut properties = self.vec();
                for property in object.properties {
                    match property {
                        AssignmentTargetProperty::Shorthand(s) => {
                            let s = Box::into_inner(s);
                            self.check_strict_binding_name(s.name.name, s.name.span)?;
                            let key =
                                PropertyKey::Identifier(self.alloc(IdentifierName {
                                    span: s.name.span,
                                    name: s.name.name,
                                }));
                            let pattern =
                                BindingPattern::Identifier(self.alloc(BindingIdentifier {
                                    span: s.name.span,
                                    name: s.name.name,
                                }));
                            properties.push(BindingProperty {
                                span: s.span,
                                key,
                                value: BindingElement { span: s.span, pattern, init: s.init },
                                shorthand: true,
                            });
                        }
                        AssignmentTargetProperty::Property(p) => {
                            let p = Box::into_inner(p);
                            let value_span = p.value.span;
                            let pattern =
                                self.target_to_binding(p.value.target, value_span.start)?;
                            properties.push(BindingProperty {
                                span: p.span,
                                key: p.key,
                                value: BindingElement {
                                    span: value_span,
                                    pattern,
                                    init: p.value.init,
                                },
                                shorthand: false,
                            });
                        }
                    }
                }
                let rest = match object.rest {
                    Some(rest) => {
                        let rest = Box::into_inner(rest);
                        if !matches!(rest.target, AssignmentTarget::Identifier(_)) {
                            return self.error(
                                rest.span,
                                "`...` must be followed by an identifier in declaration contexts",
                            );
                        }
                        let argument = self.target_to_binding(rest.target, rest.span.start)?;
                        Some(self.alloc(BindingRestElement { span: rest.span, argument }))
                    }
                    None => None,
                };
                Ok(BindingPattern::Object(self.alloc(ObjectPattern {
                    span: object.span,
                    properties,
                    rest,
                })))
            }
            AssignmentTarget::Array(array) => {
                let array = Box::into_inner(array);
                let mut elements = self.vec();
                for element in array.elements {
                    match element {
                        None => elements.push(None),
                        Some(element) => {
                            let span = element.span;
                            let pattern = self.target_to_binding(element.target, span.start)?;
                            elements.push(Some(BindingElement {
                                span,
                                pattern,
                                init: element.init,
                            }));
                        }
                    }
                }
                let rest = match array.rest {
                    Some(rest) => {
                        let rest = Box::into_inner(rest);
                        let argument = self.target_to_binding(rest.target, rest.span.start)?;
                        Some(self.alloc(BindingRestElement { span: rest.span, argument }))
                    }
                    None => None,
                };
                Ok(BindingPattern::Array(self.alloc(ArrayPattern {
                    span: array.span,
                    elements,
                    rest,
                })))
            }
        }
    }

    /// SimpleAssignmentTarget: an identifier or member expression, possibly parenthesized.
    pub(crate) fn expr_to_simple_target(
        &mut self,
        expr: Expression<'a>,
        message: &'static str,
    ) -> PResult<AssignmentTarget<'a>> {
        match expr {
            Expression::Identifier(id) => {
                if self.ctx.has(Ctx::STRICT) && (id.name == "eval" || id.name == "arguments") {
                    return self.error(id.span, "Unexpected eval or arguments in strict mode");
                }
                Ok(AssignmentTarget::Identifier(id))
            }
            Expression::Member(member) => Ok(AssignmentTarget::Member(member)),
            Expression::Parenthesized(p) => {
                let inner = Box::into_inner(p).expression;
                self.expr_to_simple_target(inner, message)
            }
            other => self.error(other.span(), message),
        }
    }

    /// A target whose AssignmentTargetType may be ~web-compat~: as
    /// [`Parser::expr_to_simple_target`], and in sloppy code also a call (`f() = 1`,
    /// `f()++`, `for (f() in o)`), which throws a ReferenceError when evaluated
    /// (sec-static-semantics-assignmenttargettype step-assignmenttargettype-web-compat).
    pub(crate) fn expr_to_call_or_simple_target(
        &mut self,
        expr: Expression<'a>,
        message: &'static str,
    ) -> PResult<AssignmentTarget<'a>> {
        match expr {
            Expression::Call(call)
                if !self.ctx.has(Ctx::STRICT)
                    && !call.optional
                    && !matches!(call.callee, Expression::Super(_)) =>
            {
                Ok(AssignmentTarget::Call(call))
            }
            Expression::Parenthesized(p) => {
                let inner = Box::into_inner(p).expression;
                self.expr_to_call_or_simple_target(inner, message)
            }
            other => self.expr_to_simple_target(other, message),
        }
    }

    /// DestructuringAssignmentTarget: a pattern (when `pattern_ok`, i.e. not inside
    /// parentheses) or a simple target.
    pub(crate) fn expr_to_target(
        &mut self,
        expr: Expression<'a>,
        pattern_ok: bool,
    ) -> PResult<AssignmentTarget<'a>> {
        match expr {
            Expression::Object(object) if pattern_ok => {
                self.object_to_target(Box::into_inner(object))
            }
            Expression::Array(array) if pattern_ok => self.array_to_target(Box::into_inner(array)),
            other => self.expr_to_simple_target(other, "Invalid destructuring assignment target"),
        }
    }

    fn maybe_default(&mut self, expr: Expression<'a>) -> PResult<AssignmentTargetMaybeDefault<'a>> {
        let span = expr.span();
        match expr {
            Expression::Assignment(a) if a.operator == AssignmentOperator::Assign => {
                let a = Box::into_inner(a);
                // A call target (Annex B) is only for a whole assignment, never an
                // element of a pattern: `[f() = 1] = []`.
                if let AssignmentTarget::Call(c) = &a.left {
                    return self.error(c.span, "Invalid destructuring assignment target");
                }
                Ok(AssignmentTargetMaybeDefault { span, target: a.left, init: Some(a.right) })
            }
            other => {
                let target = self.expr_to_target(other, true)?;
                Ok(AssignmentTargetMaybeDefault { span, target, init: None })
            }
        }
    }

    fn object_to_target(&mut self, object: ObjectExpression<'a>) -> PResult<AssignmentTarget<'a>> {
        let mut properties = self.vec();
        let mut rest = None;
        let count = object.properties.len();
        for (i, property) in object.properties.into_iter().enumerate() {
            match property {
                ObjectProperty::Spread(spread) => {
                    let spread = Box::into_inner(spread);
                    if i + 1 != count || object.trailing_comma.is_some() {
                        return self.error(spread.span, "Rest element must be last element");
                    }
                    let target = self.expr_to_simple_target(
                        spread.argument,
                        "`...` must be followed by an assignable reference in assignment contexts",
                    )?;
                    rest = Some(self.alloc(AssignmentTargetRest { span: spread.span, target }));
                }
                ObjectProperty::Property(property) => {
                    let property = Box::into_inner(property);
                    if property.method || property.kind != PropertyKind::Init {
                        return self
                            .error(property.span, "Invalid destructuring assignment target");
                    }
                    if property.shorthand {
                        let (name, init) = match property.value {
                            Expression::Identifier(id) => (*id, None),
                            Expression::Assignment(a) => {
                                let a = Box::into_inner(a);
                                match a.left {
                                    AssignmentTarget::Identifier(id) => (*id, Some(a.right)),
                                    other => {
                                        return self.error(
                                            other.span(),
                                            "Invalid destructuring assignment target",
                                        );
                                    }
                                }
                            }
                            other => {
                                return self.error(
                                    other.span(),
                                    "Invalid destructuring assignment target",
                                );
                            }
                        };
                        if self.ctx.has(Ctx::STRICT)
                            && (name.name == "eval" || name.name == "arguments")
                        {
                            return self
                                .error(name.span, "Unexpected eval or arguments in strict mode");
                        }
                        properties.push(AssignmentTargetProperty::Shorthand(
                            self.alloc(AssignmentTargetShorthand {
                                span: property.span,
                                name,
                                init,
                            }),
                        ));
                    } else {
                        let value = self.maybe_default(property.value)?;
                        properties.push(AssignmentTargetProperty::Property(self.alloc(
                            AssignmentTargetPropertyProperty {
                                span: property.span,
                                key: property.key,
                                value,
                            },
                        )));
                    }
                }
            }
        }
        Ok(AssignmentTarget::Object(self.alloc(ObjectAssignmentTarget {
            span: object.span,
            properties,
            rest,
        })))
    }

    fn array_to_target(&mut self, array: ArrayExpression<'a>) -> PResult<AssignmentTarget<'a>> {
        let mut elements = self.vec();
        let mut rest = None;
        let count = array.elements.len();
        for (i, element) in array.elements.into_iter().enumerate() {
            match element {
                ArrayElement::Hole(_) => elements.push(None),
                ArrayElement::Expression(expr) => elements.push(Some(self.maybe_default(expr)?)),
                ArrayElement::Spread(spread) => {
                    let spread = Box::into_inner(spread);
                    if i + 1 != count || array.trailing_comma.is_some() {
                        return self.error(spread.span, "Rest element must be last element");
                    }
                    if matches!(spread.argument, Expression::Assignment(_)) {
                        return self.error(
                            spread.argument.span(),
                            "Rest element may not have a default initializer",
                        );
                    }
                    let target = self.expr_to_target(spread.argument, true)?;
                    rest = Some(self.alloc(AssignmentTargetRest { span: spread.span, target }));
                }
            }
        }
        Ok(AssignmentTarget::Array(self.alloc(ArrayAssignmentTarget {
            span: array.span,
            elements,
            rest,
        })))
    }
}
