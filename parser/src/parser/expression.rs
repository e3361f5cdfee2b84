//! Expressions (ECMA-262 sec-ecmascript-language-expressions): precedence climbing for
//! binary operators, the unary/update/left-hand-side chain, and primary expressions.

use cairn_lexer::Kind;

use super::{CoverError, Ctx, PResult, Parser};
use crate::Span;
use crate::ast::*;

/// Binding power of a binary operator token (0: not a binary operator).
/// ECMA-262 sec-binary-logical-operators through sec-exp-operator.
pub(crate) fn binary_precedence(kind: Kind) -> u8 {
    match kind {
        Kind::Question2 => 1,
        Kind::Pipe2 => 2,
        Kind::Amp2 => 3,
        Kind::Pipe => 4,
        Kind::Caret => 5,
        Kind::Amp => 6,
        Kind::Eq2 | Kind::Neq | Kind::Eq3 | Kind::Neq2 => 7,
        Kind::LAngle | Kind::RAngle | Kind::LtEq | Kind::GtEq | Kind::In | Kind::Instanceof => {
            PREC_RELATIONAL
        }
        Kind::ShiftLeft | Kind::ShiftRight | Kind::ShiftRight3 => 9,
        Kind::Plus | Kind::Minus => 10,
        Kind::Star | Kind::Slash | Kind::Percent => 11,
        Kind::Star2 => 12,
        _ => 0,
    }
}

const PREC_RELATIONAL: u8 = 8;

fn binary_operator(kind: Kind) -> Result<BinaryOperator, LogicalOperator> {
    Ok(match kind {
        Kind::Question2 => return Err(LogicalOperator::Coalesce),
        Kind::Pipe2 => return Err(LogicalOperator::Or),
        Kind::Amp2 => return Err(LogicalOperator::And),
        Kind::Pipe => BinaryOperator::BitwiseOr,
        Kind::Caret => BinaryOperator::BitwiseXor,
        Kind::Amp => BinaryOperator::BitwiseAnd,
        Kind::Eq2 => BinaryOperator::Equality,
        Kind::Neq => BinaryOperator::Inequality,
        Kind::Eq3 => BinaryOperator::StrictEquality,
        Kind::Neq2 => BinaryOperator::StrictInequality,
        Kind::LAngle => BinaryOperator::LessThan,
        Kind::RAngle => BinaryOperator::GreaterThan,
        Kind::LtEq => BinaryOperator::LessEqual,
        Kind::GtEq => BinaryOperator::GreaterEqual,
        Kind::In => BinaryOperator::In,
        Kind::Instanceof => BinaryOperator::Instanceof,
        Kind::ShiftLeft => BinaryOperator::ShiftLeft,
        Kind::ShiftRight => BinaryOperator::ShiftRight,
        Kind::ShiftRight3 => BinaryOperator::ShiftRightZeroFill,
        Kind::Plus => BinaryOperator::Addition,
        Kind::Minus => BinaryOperator::Subtraction,
        Kind::Star => BinaryOperator::Multiplication,
        Kind::Slash => BinaryOperator::Division,
        Kind::Percent => BinaryOperator::Remainder,
        _ => BinaryOperator::Exponential,
    })
}

fn assignment_operator(kind: Kind) -> AssignmentOperator {
    match kind {
        Kind::PlusEq => AssignmentOperator::Addition,
        Kind::MinusEq => AssignmentOperator::Subtraction,
        Kind::StarEq => AssignmentOperator::Multiplication,
        Kind::SlashEq => AssignmentOperator::Division,
        Kind::PercentEq => AssignmentOperator::Remainder,
        Kind::Star2Eq => AssignmentOperator::Exponential,
        Kind::ShiftLeftEq => AssignmentOperator::ShiftLeft,
        Kind::ShiftRightEq => AssignmentOperator::ShiftRight,
        Kind::ShiftRight3Eq => AssignmentOperator::ShiftRightZeroFill,
        Kind::AmpEq => AssignmentOperator::BitwiseAnd,
        Kind::PipeEq => AssignmentOperator::BitwiseOr,
        Kind::CaretEq => AssignmentOperator::BitwiseXor,
        Kind::Amp2Eq => AssignmentOperator::LogicalAnd,
        Kind::Pipe2Eq => AssignmentOperator::LogicalOr,
        Kind::Question2Eq => AssignmentOperator::LogicalNullish,
        _ => AssignmentOperator::Assign,
    }
}

/// The token can begin an expression (decides whether `yield` has an operand).
pub(crate) fn starts_expression(kind: Kind) -> bool {
    kind.is_identifier_name() && !matches!(kind, Kind::In | Kind::Instanceof)
        || matches!(
            kind,
            Kind::PrivateIdentifier
                | Kind::Number
                | Kind::BigInt
                | Kind::String
                | Kind::NoSubstitutionTemplate
                | Kind::TemplateHead
                | Kind::LParen
                | Kind::LBrack
                | Kind::LCurly
                | Kind::Plus
                | Kind::Minus
                | Kind::Bang
                | Kind::Tilde
                | Kind::Plus2
                | Kind::Minus2
                | Kind::Slash
                | Kind::SlashEq
                | Kind::At
                | Kind::LAngle
        )
}

/// An expression is `e` or `(e)`, `((e))`, ... around an identifier reference.
fn is_identifier_in_parens(expr: &Expression<'_>) -> bool {
    match expr {
        Expression::Identifier(_) => true,
        Expression::Parenthesized(p) => is_identifier_in_parens(&p.expression),
        _ => false,
    }
}

/// The expression is a (possibly parenthesized, possibly optional) `x.#p`.
fn is_private_reference(expr: &Expression<'_>) -> bool {
    match expr {
        Expression::Member(m) => matches!(m.property, MemberProperty::Private(_)),
        Expression::OptionalChain(c) => is_private_reference(&c.expression),
        Expression::Parenthesized(p) => is_private_reference(&p.expression),
        _ => false,
    }
}

impl<'a> Parser<'a> {
    /// Expression : AssignmentExpression | Expression , AssignmentExpression
    pub(crate) fn parse_expression(&mut self) -> PResult<Expression<'a>> {
        let start = self.tok.span.start;
        let first = self.parse_assignment()?;
        if !self.at(Kind::Comma) {
            return Ok(first);
        }
        let mut expressions = self.vec();
        expressions.push(first);
        while self.eat(Kind::Comma) {
            expressions.push(self.parse_assignment()?);
        }
        Ok(Expression::Sequence(
            self.alloc(SequenceExpression { span: self.span_from(start), expressions }),
        ))
    }

    /// Expression[+In], whatever the surrounding [In] parameter.
    pub(crate) fn parse_expression_in(&mut self) -> PResult<Expression<'a>> {
        let saved = self.ctx;
        self.ctx = saved.without(Ctx::NO_IN);
        let result = self.parse_expression();
        self.ctx = saved;
        result
    }

    /// AssignmentExpression[+In], whatever the surrounding [In] parameter.
    pub(crate) fn parse_assignment_in(&mut self) -> PResult<Expression<'a>> {
        let saved = self.ctx;
        self.ctx = saved.without(Ctx::NO_IN);
        let result = self.parse_assignment();
        self.ctx = saved;
        result
    }

    /// Report a pending cover-grammar error.
    pub(crate) fn report_cover_error<T>(&mut self, span: Span, kind: CoverError) -> PResult<T> {
        match kind {
            CoverError::Initializer => self.error(span, "Invalid shorthand property initializer"),
            CoverError::DuplicateProto => {
                self.error(span, "Duplicate __proto__ fields are not allowed in object literals")
            }
        }
    }

    /// AssignmentExpression whose value is used as an expression: object literals with
    /// cover initializers (`{a = 1}`) are errors here.
    pub(crate) fn parse_assignment(&mut self) -> PResult<Expression<'a>> {
        let outer = self.cover_error.take();
        let expr = self.parse_assignment_cover()?;
        if let Some((span, kind)) = self.cover_error.take() {
            return self.report_cover_error(span, kind);
        }
        self.cover_error = outer;
        Ok(expr)
    }

    /// AssignmentExpression in a position that may still become a pattern (array and
    /// object literal elements, parenthesized lists, async call arguments): a pending
    /// cover error stays pending when the result is an object or array literal.
    pub(crate) fn parse_assignment_cover(&mut self) -> PResult<Expression<'a>> {
        self.enter()?;
        let outer = self.cover_error.take();
        let result = self.parse_assignment_inner(outer);
        self.leave();
        result
    }

    fn parse_assignment_inner(
        &mut self,
        outer: Option<(Span, CoverError)>,
    ) -> PResult<Expression<'a>> {
        if self.tok.kind == Kind::Yield && self.ctx.has(Ctx::YIELD) {
            let expr = self.parse_yield()?;
            self.cover_error = outer;
            return Ok(expr);
        }
        let start = self.tok.span.start;
        self.assign_start = start;
        let lhs = self.parse_conditional()?;
        let kind = self.tok.kind;
        if matches!(lhs, Expression::Arrow(_)) || !kind.is_assignment_operator() {
            if let Some((span, err)) = self.cover_error
                && !matches!(lhs, Expression::Object(_) | Expression::Array(_))
            {
                return self.report_cover_error(span, err);
            }
            self.cover_error = outer.or(self.cover_error);
            return Ok(lhs);
        }
        let operator = assignment_operator(kind);
        let left = if operator == AssignmentOperator::Assign
            && matches!(lhs, Expression::Object(_) | Expression::Array(_))
        {
            let target = self.expr_to_target(lhs, true)?;
            self.cover_error = None;
            target
        } else {
            if let Some((span, err)) = self.cover_error {
                return self.report_cover_error(span, err);
            }
            let message = "Invalid left-hand side in assignment";
            if matches!(
                operator,
                AssignmentOperator::LogicalAnd
                    | AssignmentOperator::LogicalOr
                    | AssignmentOperator::LogicalNullish
            ) {
                self.expr_to_simple_target(lhs, message)?
            } else {
                self.expr_to_call_or_simple_target(lhs, message)?
            }
        };
        self.bump();
        let right = self.parse_assignment()?;
        self.cover_error = outer;
        Ok(Expression::Assignment(self.alloc(AssignmentExpression {
            span: self.span_from(start),
            operator,
            left,
            right,
        })))
    }

    /// YieldExpression : yield | yield AssignmentExpression | yield * AssignmentExpression
    fn parse_yield(&mut self) -> PResult<Expression<'a>> {
        let start = self.tok.span.start;
        if self.tok.escaped {
            return self.error(self.tok.span, "Keyword must not contain escaped characters");
        }
        if self.ctx.has(Ctx::IN_PARAMS) || self.ctx.has(Ctx::FIELD_INIT) {
            return self.error(self.tok.span, "Yield expression not allowed in formal parameter");
        }
        if self.yield_pos.is_none() {
            self.yield_pos = Some(self.tok.span);
        }
        self.bump();
        let mut delegate = false;
        let mut argument = None;
        if !self.tok.newline_before {
            if self.eat(Kind::Star) {
                delegate = true;
                argument = Some(self.parse_assignment()?);
            } else if starts_expression(self.tok.kind) {
                argument = Some(self.parse_assignment()?);
            }
        }
        Ok(Expression::Yield(self.alloc(YieldExpression {
            span: self.span_from(start),
            delegate,
            argument,
        })))
    }

    /// ConditionalExpression : ShortCircuitExpression ? AssignmentExpression : AssignmentExpression
    fn parse_conditional(&mut self) -> PResult<Expression<'a>> {
        let start = self.tok.span.start;
        let first = self.parse_binary_operand(0)?;
        if matches!(first, Expression::Arrow(_)) {
            return Ok(first);
        }
        let test = self.parse_binary(start, first, 0)?;
        if !self.at(Kind::Question) {
            return Ok(test);
        }
        self.bump();
        self.ts_cond_true_start = self.tok.span.start;
        let consequent = self.parse_assignment_in()?;
        self.expect(Kind::Colon)?;
        let alternate = self.parse_assignment()?;
        Ok(Expression::Conditional(self.alloc(ConditionalExpression {
            span: self.span_from(start),
            test,
            consequent,
            alternate,
        })))
    }

    /// An operand of a binary operator whose right side binds tighter than `min_prec`;
    /// handles `#x in obj` (RelationalExpression : PrivateIdentifier in ShiftExpression).
    fn parse_binary_operand(&mut self, min_prec: u8) -> PResult<Expression<'a>> {
        if self.tok.kind != Kind::PrivateIdentifier {
            return self.parse_unary();
        }
        let tok = self.tok;
        if min_prec >= PREC_RELATIONAL || self.ctx.has(Ctx::NO_IN) || self.peek().kind != Kind::In {
            return self.unexpected();
        }
        let name = self.name_of(tok);
        self.bump();
        self.expect_keyword(Kind::In)?;
        let right_start = self.tok.span.start;
        let operand = self.parse_binary_operand(PREC_RELATIONAL)?;
        let right = self.parse_binary(right_start, operand, PREC_RELATIONAL)?;
        Ok(Expression::PrivateIn(self.alloc(PrivateInExpression {
            span: self.span_from(tok.span.start),
            left: PrivateIdentifier { span: tok.span, name },
            right,
        })))
    }

    /// Precedence climbing over binary and logical operators binding tighter than `min_prec`.
    fn parse_binary(
        &mut self,
        start: u32,
        left: Expression<'a>,
        min_prec: u8,
    ) -> PResult<Expression<'a>> {
        let mut links = 0;
        let result = self.parse_binary_links(start, left, min_prec, &mut links);
        self.leave_links(links);
        result
    }

    fn parse_binary_links(
        &mut self,
        start: u32,
        mut left: Expression<'a>,
        min_prec: u8,
        links: &mut u32,
    ) -> PResult<Expression<'a>> {
        loop {
            let kind = self.tok.kind;
            let prec = binary_precedence(kind);
            if prec <= min_prec {
                // TypeScript `e as T`, `e as const`, `e satisfies T` bind like relational
                // operators, and leave `e` as it is.
                if self.ts
                    && matches!(kind, Kind::As | Kind::Satisfies)
                    && PREC_RELATIONAL > min_prec
                    && !self.tok.newline_before
                    && !self.tok.escaped
                {
                    self.bump();
                    if kind == Kind::As && self.at(Kind::Const) {
                        self.bump();
                    } else {
                        self.ts_type()?;
                    }
                    continue;
                }
                break;
            }
            if kind == Kind::In && self.ctx.has(Ctx::NO_IN) {
                break;
            }
            if self.tok.escaped {
                return self.error(self.tok.span, "Keyword must not contain escaped characters");
            }
            if kind == Kind::Star2 && matches!(left, Expression::Unary(_) | Expression::Await(_)) {
                return self.error(
                    self.tok.span,
                    "Unary operator used immediately before exponentiation expression. Parenthesis must be used to disambiguate operator precedence",
                );
            }
            self.enter_link()?;
            *links += 1;
            self.bump();
            let right_start = self.tok.span.start;
            let operand = self.parse_binary_operand(prec)?;
            let right = if kind == Kind::Star2 {
                // Right-associative: the only unbounded recursion here, so it counts as nesting.
                self.enter()?;
                let right = self.parse_binary(right_start, operand, prec - 1);
                self.leave();
                right?
            } else {
                self.parse_binary(right_start, operand, prec)?
            };
            let span = self.span_from(start);
            left = match binary_operator(kind) {
                Ok(operator) => {
                    Expression::Binary(self.alloc(BinaryExpression { span, left, operator, right }))
                }
                Err(operator) => {
                    let mixes = |e: &Expression<'_>| match e {
                        Expression::Logical(l) => {
                            (l.operator == LogicalOperator::Coalesce)
                                != (operator == LogicalOperator::Coalesce)
                        }
                        _ => false,
                    };
                    if mixes(&left) || mixes(&right) {
                        return self.error(span, "Unexpected token '??'");
                    }
                    Expression::Logical(self.alloc(LogicalExpression {
                        span,
                        left,
                        operator,
                        right,
                    }))
                }
            };
        }
        Ok(left)
    }

    /// UnaryExpression : UpdateExpression | delete/void/typeof/+/-/~/! UnaryExpression | AwaitExpression
    pub(crate) fn parse_unary(&mut self) -> PResult<Expression<'a>> {
        let tok = self.tok;
        let operator = match tok.kind {
            Kind::Bang => UnaryOperator::Not,
            Kind::Tilde => UnaryOperator::BitNot,
            Kind::Plus => UnaryOperator::Plus,
            Kind::Minus => UnaryOperator::Minus,
            Kind::Typeof => UnaryOperator::Typeof,
            Kind::Void => UnaryOperator::Void,
            Kind::Delete => UnaryOperator::Delete,
            Kind::Plus2 | Kind::Minus2 => return self.parse_prefix_update(),
            Kind::Await if self.ctx.has(Ctx::AWAIT) => return self.parse_await(),
            Kind::LAngle if self.ts => return self.ts_angle_unary(),
            _ => return self.parse_postfix(),
        };
        if tok.escaped {
            return self.error(tok.span, "Keyword must not contain escaped characters");
        }
        self.enter()?;
        self.bump();
        let argument = self.parse_unary();
        self.leave();
        let argument = argument?;
        if operator == UnaryOperator::Delete {
            if self.ctx.has(Ctx::STRICT) && is_identifier_in_parens(&argument) {
                return self.error(
                    self.span_from(tok.span.start),
                    "Delete of an unqualified identifier in strict mode.",
                );
            }
            if is_private_reference(&argument) {
                return self
                    .error(self.span_from(tok.span.start), "Private fields can not be deleted");
            }
        }
        Ok(Expression::Unary(self.alloc(UnaryExpression {
            span: self.span_from(tok.span.start),
            operator,
            argument,
        })))
    }

    /// AwaitExpression : await UnaryExpression
    fn parse_await(&mut self) -> PResult<Expression<'a>> {
        let tok = self.tok;
        if tok.escaped {
            return self.error(tok.span, "Keyword must not contain escaped characters");
        }
        if self.ctx.has(Ctx::IN_PARAMS) || self.ctx.has(Ctx::FIELD_INIT) {
            return self.error(
                tok.span,
                "Illegal await-expression in formal parameters of async function",
            );
        }
        if self.await_pos.is_none() {
            self.await_pos = Some(tok.span);
        }
        self.enter()?;
        self.bump();
        let argument = self.parse_unary();
        self.leave();
        let argument = argument?;
        Ok(Expression::Await(
            self.alloc(AwaitExpression { span: self.span_from(tok.span.start), argument }),
        ))
    }

    /// UpdateExpression : ++ UnaryExpression | -- UnaryExpression
    fn parse_prefix_update(&mut self) -> PResult<Expression<'a>> {
        let start = self.tok.span.start;
        let operator = if self.tok.kind == Kind::Plus2 {
            UpdateOperator::Increment
        } else {
            UpdateOperator::Decrement
        };
        self.enter()?;
        self.bump();
        let argument = self.parse_unary();
        self.leave();
        let argument = self.expr_to_call_or_simple_target(
            argument?,
            "Invalid left-hand side expression in prefix operation",
        )?;
        Ok(Expression::Update(self.alloc(UpdateExpression {
            span: self.span_from(start),
            operator,
            prefix: true,
            argument,
        })))
    }

    /// UpdateExpression : LeftHandSideExpression [no LineTerminator here] ++ / --
    fn parse_postfix(&mut self) -> PResult<Expression<'a>> {
        let start = self.tok.span.start;
        let expr = self.parse_lhs()?;
        if matches!(expr, Expression::Arrow(_))
            || !matches!(self.tok.kind, Kind::Plus2 | Kind::Minus2)
            || self.tok.newline_before
        {
            return Ok(expr);
        }
        let operator = if self.tok.kind == Kind::Plus2 {
            UpdateOperator::Increment
        } else {
            UpdateOperator::Decrement
        };
        let argument = self.expr_to_call_or_simple_target(
            expr,
            "Invalid left-hand side expression in postfix operation",
        )?;
        self.bump();
        Ok(Expression::Update(self.alloc(UpdateExpression {
            span: self.span_from(start),
            operator,
            prefix: false,
            argument,
        })))
    }

    /// LeftHandSideExpression : NewExpression | CallExpression | OptionalExpression
    pub(crate) fn parse_lhs(&mut self) -> PResult<Expression<'a>> {
        let start = self.tok.span.start;
        let expr = match self.tok.kind {
            Kind::New => self.parse_new()?,
            Kind::Super => self.parse_super()?,
            Kind::Import => self.parse_import_expression()?,
            _ => self.parse_primary()?,
        };
        if matches!(expr, Expression::Arrow(_)) {
            return Ok(expr);
        }
        self.parse_subscripts(start, expr, false)
    }

    /// Member accesses, calls, tagged templates and optional chains after `expr`.
    /// `in_new`: the callee of `new` (no calls, no optional chains).
    pub(crate) fn parse_subscripts(
        &mut self,
        start: u32,
        expr: Expression<'a>,
        in_new: bool,
    ) -> PResult<Expression<'a>> {
        let mut links = 0;
        let result = self.parse_subscript_links(start, expr, in_new, &mut links);
        self.leave_links(links);
        result
    }

    fn parse_subscript_links(
        &mut self,
        start: u32,
        mut expr: Expression<'a>,
        in_new: bool,
        links: &mut u32,
    ) -> PResult<Expression<'a>> {
        let mut in_chain = false;
        loop {
            if matches!(
                self.tok.kind,
                Kind::Dot
                    | Kind::QuestionDot
                    | Kind::LBrack
                    | Kind::LParen
                    | Kind::NoSubstitutionTemplate
                    | Kind::TemplateHead
            ) {
                self.enter_link()?;
                *links += 1;
            }
            match self.tok.kind {
                Kind::Dot => {
                    self.bump();
                    let property = self.parse_member_name(&expr)?;
                    expr = Expression::Member(self.alloc(MemberExpression {
                        span: self.span_from(start),
                        object: expr,
                        property,
                        optional: false,
                    }));
                }
                Kind::QuestionDot => {
                    if in_new {
                        return self
                            .error(self.tok.span, "Invalid optional chain from new expression");
                    }
                    if matches!(expr, Expression::Super(_)) {
                        return self.unexpected();
                    }
                    self.bump();
                    in_chain = true;
                    match self.tok.kind {
                        Kind::LParen => {
                            let (arguments, _) = self.parse_arguments(false)?;
                            expr = Expression::Call(self.alloc(CallExpression {
                                span: self.span_from(start),
                                callee: expr,
                                arguments,
                                optional: true,
                            }));
                        }
                        Kind::LBrack => {
                            self.bump();
                            let property = self.parse_expression_in()?;
                            self.expect(Kind::RBrack)?;
                            expr = Expression::Member(self.alloc(MemberExpression {
                                span: self.span_from(start),
                                object: expr,
                                property: MemberProperty::Computed(property),
                                optional: true,
                            }));
                        }
                        Kind::NoSubstitutionTemplate | Kind::TemplateHead => {
                            return self
                                .error(self.tok.span, "Invalid tagged template on optional chain");
                        }
                        _ => {
                            let property = self.parse_member_name(&expr)?;
                            expr = Expression::Member(self.alloc(MemberExpression {
                                span: self.span_from(start),
                                object: expr,
                                property,
                                optional: true,
                            }));
                        }
                    }
                }
                Kind::LBrack => {
                    self.bump();
                    let property = self.parse_expression_in()?;
                    self.expect(Kind::RBrack)?;
                    expr = Expression::Member(self.alloc(MemberExpression {
                        span: self.span_from(start),
                        object: expr,
                        property: MemberProperty::Computed(property),
                        optional: false,
                    }));
                }
                Kind::LParen if !in_new => {
                    let (arguments, _) = self.parse_arguments(false)?;
                    expr = Expression::Call(self.alloc(CallExpression {
                        span: self.span_from(start),
                        callee: expr,
                        arguments,
                        optional: false,
                    }));
                }
                // TypeScript non-null assertion `e!`: erased.
                Kind::Bang if self.ts && !self.tok.newline_before => self.bump(),
                // TypeScript type arguments `f<T>(x)`, `new C<T>()`, `f<T>` (erased).
                Kind::LAngle if self.ts => {
                    if !self.ts_try_type_args_in_expression() {
                        break;
                    }
                }
                Kind::NoSubstitutionTemplate | Kind::TemplateHead => {
                    if in_chain {
                        return self
                            .error(self.tok.span, "Invalid tagged template on optional chain");
                    }
                    let quasi = self.parse_template(true)?;
                    expr = Expression::TaggedTemplate(self.alloc(TaggedTemplate {
                        span: self.span_from(start),
                        tag: expr,
                        quasi: self.alloc(quasi),
                    }));
                }
                _ => break,
            }
        }
        if in_chain {
            expr = Expression::OptionalChain(
                self.alloc(OptionalChain { span: self.span_from(start), expression: expr }),
            );
        }
        Ok(expr)
    }

    /// The name after `.` or `?.`: an IdentifierName or a PrivateIdentifier.
    fn parse_member_name(&mut self, object: &Expression<'a>) -> PResult<MemberProperty<'a>> {
        let tok = self.tok;
        if tok.kind == Kind::PrivateIdentifier {
            if matches!(object, Expression::Super(_)) {
                return self.unexpected();
            }
            let name = self.name_of(tok);
            self.bump();
            return Ok(MemberProperty::Private(
                self.alloc(PrivateIdentifier { span: tok.span, name }),
            ));
        }
        if !tok.kind.is_identifier_name() {
            return self.unexpected();
        }
        let name = self.name_of(tok);
        self.bump();
        Ok(MemberProperty::Static(self.alloc(IdentifierName { span: tok.span, name })))
    }

    /// Arguments : ( ArgumentList? ,? ). `cover`: the list may become async arrow
    /// parameters. Also returns the span of a comma after a final spread element.
    pub(crate) fn parse_arguments(
        &mut self,
        cover: bool,
    ) -> PResult<(Vec<'a, Argument<'a>>, Option<Span>)> {
        self.expect(Kind::LParen)?;
        let saved = self.ctx;
        self.ctx = saved.without(Ctx::NO_IN);
        let mut arguments = self.vec();
        let mut spread_comma = None;
        while !self.at(Kind::RParen) {
            let start = self.tok.span.start;
            let spread = self.eat(Kind::Dot3);
            let expr =
                if cover { self.parse_assignment_cover()? } else { self.parse_assignment()? };
            arguments.push(if spread {
                Argument::Spread(
                    self.alloc(SpreadElement { span: self.span_from(start), argument: expr }),
                )
            } else {
                Argument::Expression(expr)
            });
            if self.at(Kind::RParen) {
                break;
            }
            let comma = self.tok.span;
            self.expect(Kind::Comma)?;
            if spread && self.at(Kind::RParen) {
                spread_comma = Some(comma);
            }
        }
        self.ctx = saved;
        self.bump();
        Ok((arguments, spread_comma))
    }

    /// NewExpression / `new MemberExpression Arguments` / `new.target`.
    fn parse_new(&mut self) -> PResult<Expression<'a>> {
        let start = self.tok.span.start;
        if self.tok.escaped {
            return self.error(self.tok.span, "Keyword must not contain escaped characters");
        }
        self.bump();
        if self.eat(Kind::Dot) {
            if !self.at_contextual(Kind::Target) {
                return self.unexpected();
            }
            if !self.ctx.has(Ctx::NEW_TARGET) {
                return self.error(
                    self.span_from(start).with_end(self.tok.span.end),
                    "new.target expression is not allowed here",
                );
            }
            self.bump();
            return Ok(Expression::MetaProperty(self.alloc(MetaProperty {
                span: self.span_from(start),
                kind: MetaPropertyKind::NewTarget,
            })));
        }
        self.enter()?;
        let callee_start = self.tok.span.start;
        let callee = match self.tok.kind {
            Kind::New => self.parse_new(),
            Kind::Super => self.parse_super(),
            Kind::Import => self.parse_import_expression(),
            _ => self.parse_primary(),
        };
        self.leave();
        let callee = callee?;
        match &callee {
            Expression::Import(_) => {
                return self.error(self.span_from(start), "Cannot use new with import");
            }
            Expression::Super(_) if self.at(Kind::LParen) => {
                return self.error(self.span_from(start), "'super' keyword unexpected here");
            }
            Expression::Arrow(_) => {
                return self.error(self.span_from(start), "Unexpected token '=>'");
            }
            _ => {}
        }
        let callee = self.parse_subscripts(callee_start, callee, true)?;
        let arguments =
            if self.at(Kind::LParen) { self.parse_arguments(false)?.0 } else { self.vec() };
        Ok(Expression::New(self.alloc(NewExpression {
            span: self.span_from(start),
            callee,
            arguments,
        })))
    }

    /// SuperCall / SuperProperty: `super` must be followed by `(`, `.` or `[`, where allowed.
    fn parse_super(&mut self) -> PResult<Expression<'a>> {
        let span = self.tok.span;
        if self.tok.escaped {
            return self.error(span, "Keyword must not contain escaped characters");
        }
        self.bump();
        let allowed = match self.tok.kind {
            Kind::LParen => self.ctx.has(Ctx::SUPER_CALL),
            Kind::Dot | Kind::LBrack => self.ctx.has(Ctx::SUPER_PROP),
            _ => false,
        };
        if !allowed {
            return self.error(span, "'super' keyword unexpected here");
        }
        Ok(Expression::Super(self.alloc(Super { span })))
    }

    /// ImportCall / ImportMeta (and `import.source(...)`, `import.defer(...)`).
    fn parse_import_expression(&mut self) -> PResult<Expression<'a>> {
        let start = self.tok.span.start;
        if self.tok.escaped {
            return self.error(self.tok.span, "Keyword must not contain escaped characters");
        }
        self.bump();
        let mut phase = ImportPhase::Evaluation;
        if self.eat(Kind::Dot) {
            if self.at_contextual(Kind::Meta) {
                if !self.module {
                    return self.error(
                        Span::new(start, self.tok.span.end),
                        "Cannot use 'import.meta' outside a module",
                    );
                }
                self.bump();
                return Ok(Expression::MetaProperty(self.alloc(MetaProperty {
                    span: self.span_from(start),
                    kind: MetaPropertyKind::ImportMeta,
                })));
            } else if self.at_contextual(Kind::Source) {
                phase = ImportPhase::Source;
            } else if self.at_contextual(Kind::Defer) {
                phase = ImportPhase::Defer;
            } else {
                return self.unexpected();
            }
            self.bump();
            if !self.at(Kind::LParen) {
                return self.unexpected();
            }
        }
        if !self.at(Kind::LParen) {
            return self.unexpected();
        }
        self.bump();
        let source = self.parse_assignment_in()?;
        let mut options = None;
        if self.eat(Kind::Comma) && !self.at(Kind::RParen) {
            if phase != ImportPhase::Evaluation {
                return self.unexpected();
            }
            options = Some(self.parse_assignment_in()?);
            self.eat(Kind::Comma);
        }
        self.expect(Kind::RParen)?;
        Ok(Expression::Import(self.alloc(ImportExpression {
            span: self.span_from(start),
            source,
            options,
            phase,
        })))
    }

    /// Check an identifier-like token used as an IdentifierReference (or LabelIdentifier).
    pub(crate) fn check_identifier_reference(
        &mut self,
        tok: cairn_lexer::Token,
        name: &str,
    ) -> PResult<()> {
        match tok.kind {
            Kind::Identifier => {
                if self.ctx.has(Ctx::NO_ARGUMENTS) && name == "arguments" {
                    return self.error(
                        tok.span,
                        "'arguments' is not allowed in class field initializer or static initialization block",
                    );
                }
                Ok(())
            }
            Kind::Yield => {
                if self.ctx.has(Ctx::YIELD) || self.ctx.has(Ctx::STRICT) {
                    return self.error(tok.span, "Unexpected strict mode reserved word");
                }
                Ok(())
            }
            Kind::Await => {
                if self.ctx.has(Ctx::AWAIT) || self.module || self.ctx.has(Ctx::STATIC_BLOCK) {
                    return self.error(tok.span, "Unexpected reserved word");
                }
                if self.await_ident_pos.is_none() {
                    self.await_ident_pos = Some(tok.span);
                }
                Ok(())
            }
            k if k.is_strict_mode_reserved_word() => {
                if self.ctx.has(Ctx::STRICT) {
                    return self.error(tok.span, "Unexpected strict mode reserved word");
                }
                Ok(())
            }
            k if k.is_contextual_keyword() => Ok(()),
            k if k.is_reserved_word() && tok.escaped => {
                self.error(tok.span, "Keyword must not contain escaped characters")
            }
            _ => self.unexpected(),
        }
    }

    /// Check a name being bound (BindingIdentifier): reference rules plus `eval` and
    /// `arguments` in strict mode code.
    pub(crate) fn check_binding_identifier(
        &mut self,
        tok: cairn_lexer::Token,
        name: &str,
    ) -> PResult<()> {
        if tok.kind == Kind::Identifier {
            if self.ctx.has(Ctx::STRICT) && (name == "eval" || name == "arguments") {
                return self.error(tok.span, "Unexpected eval or arguments in strict mode");
            }
            return Ok(());
        }
        self.check_identifier_reference(tok, name)
    }

    /// BindingIdentifier.
    pub(crate) fn parse_binding_identifier(&mut self) -> PResult<BindingIdentifier<'a>> {
        let tok = self.tok;
        if !is_identifier_kind(tok.kind) {
            return self.unexpected();
        }
        let name = self.name_of(tok);
        self.check_binding_identifier(tok, name)?;
        self.bump();
        Ok(BindingIdentifier { span: tok.span, name })
    }

    /// PrimaryExpression (and arrow functions that start here).
    pub(crate) fn parse_primary(&mut self) -> PResult<Expression<'a>> {
        let tok = self.tok;
        let span = tok.span;
        match tok.kind {
            Kind::Identifier => {
                let name = self.name_of(tok);
                if self.ctx.has(Ctx::NO_ARGUMENTS) {
                    self.check_identifier_reference(tok, name)?;
                }
                self.bump();
                self.finish_identifier(tok, name)
            }
            Kind::This => {
                self.keyword_not_escaped()?;
                self.bump();
                Ok(Expression::This(self.alloc(ThisExpression { span })))
            }
            Kind::Null => {
                self.keyword_not_escaped()?;
                self.bump();
                Ok(Expression::Null(self.alloc(NullLiteral { span })))
            }
            Kind::True | Kind::False => {
                self.keyword_not_escaped()?;
                self.bump();
                Ok(Expression::Boolean(
                    self.alloc(BooleanLiteral { span, value: tok.kind == Kind::True }),
                ))
            }
            Kind::Number => {
                let number = self.parse_number_literal()?;
                Ok(Expression::Number(self.alloc(number)))
            }
            Kind::BigInt => {
                let bigint = self.parse_bigint_literal();
                Ok(Expression::BigInt(self.alloc(bigint)))
            }
            Kind::String => {
                let string = self.parse_string_literal()?;
                Ok(Expression::String(self.alloc(string)))
            }
            Kind::NoSubstitutionTemplate | Kind::TemplateHead => {
                let template = self.parse_template(false)?;
                Ok(Expression::Template(self.alloc(template)))
            }
            Kind::Slash | Kind::SlashEq => self.parse_regex(),
            Kind::LParen => self.parse_paren(),
            Kind::LBrack => self.parse_array(),
            Kind::LCurly => self.parse_object(),
            Kind::Function => {
                self.keyword_not_escaped()?;
                let function = self.parse_function(span.start, false, FunctionType::Expression)?;
                Ok(Expression::Function(function))
            }
            Kind::Class => {
                let class = self.parse_class(span.start, self.vec(), ClassType::Expression)?;
                Ok(Expression::Class(class))
            }
            Kind::At => {
                let decorators = self.parse_decorators()?;
                if !self.at(Kind::Class) {
                    return self.unexpected();
                }
                let class = self.parse_class(span.start, decorators, ClassType::Expression)?;
                Ok(Expression::Class(class))
            }
            Kind::Async if !tok.escaped => self.parse_async_primary(),
            Kind::Let if self.ctx.has(Ctx::STRICT) => self.unexpected(),
            k if is_identifier_kind(k) => {
                let name = self.name_of(tok);
                self.check_identifier_reference(tok, name)?;
                self.bump();
                self.finish_identifier(tok, name)
            }
            _ => self.unexpected(),
        }
    }

    /// Fail when the current (keyword) token is written with escapes.
    pub(crate) fn keyword_not_escaped(&mut self) -> PResult<()> {
        if self.tok.escaped {
            return self.error(self.tok.span, "Keyword must not contain escaped characters");
        }
        Ok(())
    }

    /// An identifier reference just consumed: `x`, or `x => ...` when an arrow may start here.
    fn finish_identifier(
        &mut self,
        tok: cairn_lexer::Token,
        name: &'a str,
    ) -> PResult<Expression<'a>> {
        if self.at(Kind::Arrow) && !self.tok.newline_before && tok.span.start == self.assign_start {
            return self.parse_arrow_from_identifier(tok, name, false, tok.span.start);
        }
        Ok(Expression::Identifier(self.alloc(IdentifierReference { span: tok.span, name })))
    }

    /// `async` at the start of a primary expression: an async function or arrow, a call
    /// to a function named `async`, or the identifier.
    fn parse_async_primary(&mut self) -> PResult<Expression<'a>> {
        let tok = self.tok;
        let start = tok.span.start;
        let arrow_ok = start == self.assign_start;
        if self.ts
            && arrow_ok
            && let Some(arrow) = self.ts_try_async_arrow(start)?
        {
            return Ok(arrow);
        }
        let next = self.peek();
        if !next.newline_before {
            if next.kind == Kind::Function {
                self.bump();
                let function = self.parse_function(start, true, FunctionType::Expression)?;
                return Ok(Expression::Function(function));
            }
            if is_identifier_kind(next.kind) && arrow_ok && self.peek2().1.kind == Kind::Arrow {
                // AsyncArrowFunction : async [no LineTerminator here] AsyncArrowBindingIdentifier => ...
                self.bump();
                let param = self.tok;
                let name = self.name_of(param);
                if param.kind == Kind::Await {
                    return self.error(param.span, "Unexpected reserved word");
                }
                self.check_binding_identifier(param, name)?;
                self.bump();
                if !self.at(Kind::Arrow) || self.tok.newline_before {
                    return self.unexpected();
                }
                return self.parse_arrow_from_identifier(param, name, true, start);
            }
            if next.kind == Kind::LParen {
                let name = self.name_of(tok);
                self.bump();
                let saved_pos =
                    (self.yield_pos.take(), self.await_pos.take(), self.await_ident_pos.take());
                let outer_cover = self.cover_error.take();
                let (arguments, spread_comma) = self.parse_arguments(true)?;
                if arrow_ok && self.at(Kind::Arrow) && !self.tok.newline_before {
                    if let Some(span) = self.await_pos.or(self.await_ident_pos) {
                        return self.error(
                            span,
                            "Illegal await-expression in formal parameters of async function",
                        );
                    }
                    if let Some(span) = self.yield_pos {
                        return self
                            .error(span, "Yield expression not allowed in formal parameter");
                    }
                    if let Some(span) = spread_comma {
                        return self.error(
                            span,
                            "A rest parameter or binding pattern may not have a trailing comma",
                        );
                    }
                    let params = self.arguments_to_params(start, arguments)?;
                    self.cover_error = outer_cover;
                    (self.yield_pos, self.await_pos, self.await_ident_pos) = saved_pos;
                    return self.parse_arrow_body(start, true, params);
                }
                if let Some((span, kind)) = self.cover_error {
                    return self.report_cover_error(span, kind);
                }
                self.cover_error = outer_cover;
                self.yield_pos = saved_pos.0.or(self.yield_pos);
                self.await_pos = saved_pos.1.or(self.await_pos);
                self.await_ident_pos = saved_pos.2.or(self.await_ident_pos);
                let callee = Expression::Identifier(
                    self.alloc(IdentifierReference { span: tok.span, name }),
                );
                return Ok(Expression::Call(self.alloc(CallExpression {
                    span: self.span_from(start),
                    callee,
                    arguments,
                    optional: false,
                })));
            }
        }
        let name = self.name_of(tok);
        self.bump();
        self.finish_identifier(tok, name)
    }

    /// NumericLiteral (legacy octal and leading-zero decimals are errors in strict code).
    pub(crate) fn parse_number_literal(&mut self) -> PResult<NumericLiteral<'a>> {
        let tok = self.tok;
        if tok.legacy_octal && self.ctx.has(Ctx::STRICT) {
            let raw = self.text(tok.span);
            let message = if raw.bytes().all(|b| b.is_ascii_digit())
                && raw.bytes().any(|b| b == b'8' || b == b'9')
            {
                "Decimals with leading zeros are not allowed in strict mode."
            } else {
                "Octal literals are not allowed in strict mode."
            };
            return self.error(tok.span, message);
        }
        let value = self.lexer.number_value(tok);
        self.bump();
        Ok(NumericLiteral { span: tok.span, value, raw: self.text(tok.span) })
    }

    /// A BigInt literal.
    pub(crate) fn parse_bigint_literal(&mut self) -> BigIntLiteral<'a> {
        let tok = self.tok;
        let (radix, digits) = self.lexer.bigint_digits(tok);
        let digits = match digits {
            std::borrow::Cow::Borrowed(s) => s,
            std::borrow::Cow::Owned(s) => self.arena.alloc_str(&s),
        };
        self.bump();
        BigIntLiteral { span: tok.span, radix, digits }
    }

    /// RegularExpressionLiteral: re-lex the `/` or `/=` in the regex goal and validate.
    fn parse_regex(&mut self) -> PResult<Expression<'a>> {
        let tok = self.lexer.next_regex(self.tok);
        self.tok = tok;
        if tok.kind != Kind::RegExp {
            return self.unexpected();
        }
        let (text, flags) = self.lexer.regex_parts(tok);
        // The text (lone surrogates as escapes, which match the same) is what is checked.
        self.validate_regex(tok.span, text, flags)?;
        let pattern = self.js_str(self.lexer.regex_pattern(tok));
        self.bump();
        Ok(Expression::RegExp(self.alloc(RegExpLiteral { span: tok.span, pattern, flags })))
    }

    /// Early errors of a regular expression literal (sec-primary-expression-regular-expression-literals-static-semantics-early-errors).
    fn validate_regex(&mut self, span: Span, pattern: &str, flags: &str) -> PResult<()> {
        crate::parser::regex::validate(self, span, pattern, flags)
    }

    /// ArrayLiteral : [ ElementList? Elision? ]
    fn parse_array(&mut self) -> PResult<Expression<'a>> {
        let start = self.tok.span.start;
        self.bump();
        let saved = self.ctx;
        self.ctx = saved.without(Ctx::NO_IN);
        let mut elements = self.vec();
        let mut trailing_comma = None;
        while !self.at(Kind::RBrack) {
            if self.at(Kind::Comma) {
                elements.push(ArrayElement::Hole(self.tok.span));
                self.bump();
                continue;
            }
            let element_start = self.tok.span.start;
            if self.eat(Kind::Dot3) {
                let argument = self.parse_assignment_cover()?;
                elements.push(ArrayElement::Spread(
                    self.alloc(SpreadElement { span: self.span_from(element_start), argument }),
                ));
            } else {
                elements.push(ArrayElement::Expression(self.parse_assignment_cover()?));
            }
            if self.at(Kind::RBrack) {
                break;
            }
            let comma = self.tok.span;
            self.expect(Kind::Comma)?;
            if self.at(Kind::RBrack) {
                trailing_comma = Some(comma);
            }
        }
        self.ctx = saved;
        self.bump();
        Ok(Expression::Array(self.alloc(ArrayExpression {
            span: self.span_from(start),
            elements,
            trailing_comma,
        })))
    }

    /// ObjectLiteral : { PropertyDefinitionList? ,? }
    fn parse_object(&mut self) -> PResult<Expression<'a>> {
        let start = self.tok.span.start;
        self.bump();
        let saved = self.ctx;
        self.ctx = saved.without(Ctx::NO_IN);
        let mut properties = self.vec();
        let mut trailing_comma = None;
        let mut proto: Option<Span> = None;
        while !self.at(Kind::RCurly) {
            let property_start = self.tok.span.start;
            if self.eat(Kind::Dot3) {
                let argument = self.parse_assignment_cover()?;
                properties.push(ObjectProperty::Spread(
                    self.alloc(SpreadElement { span: self.span_from(property_start), argument }),
                ));
            } else {
                let property = self.parse_object_property()?;
                if property.kind == PropertyKind::Init
                    && !property.method
                    && !property.shorthand
                    && property.key.static_name() == Some("__proto__")
                {
                    if proto.is_some() && self.cover_error.is_none() {
                        self.cover_error = Some((property.key.span(), CoverError::DuplicateProto));
                    }
                    proto = Some(property.key.span());
                }
                properties.push(ObjectProperty::Property(self.alloc(property)));
            }
            if self.at(Kind::RCurly) {
                break;
            }
            let comma = self.tok.span;
            self.expect(Kind::Comma)?;
            if self.at(Kind::RCurly) {
                trailing_comma = Some(comma);
            }
        }
        self.ctx = saved;
        self.bump();
        Ok(Expression::Object(self.alloc(ObjectExpression {
            span: self.span_from(start),
            properties,
            trailing_comma,
        })))
    }

    /// PropertyDefinition (not spread).
    fn parse_object_property(&mut self) -> PResult<Property<'a>> {
        let start = self.tok.span.start;
        let first = self.tok;
        let mut is_async = false;
        let mut is_generator = false;
        let mut kind = PropertyKind::Init;
        // Modifiers count only when a property name follows.
        if matches!(first.kind, Kind::Async | Kind::Get | Kind::Set) && !first.escaped {
            let next = self.peek();
            let name_follows = next.kind.is_identifier_name()
                || matches!(
                    next.kind,
                    Kind::String
                        | Kind::Number
                        | Kind::BigInt
                        | Kind::LBrack
                        | Kind::PrivateIdentifier
                )
                || next.kind == Kind::Star && first.kind == Kind::Async;
            if name_follows && !(first.kind == Kind::Async && next.newline_before) {
                self.bump();
                match first.kind {
                    Kind::Async => is_async = true,
                    Kind::Get => kind = PropertyKind::Get,
                    _ => kind = PropertyKind::Set,
                }
            }
        }
        if self.at(Kind::Star) {
            if kind != PropertyKind::Init {
                return self.unexpected();
            }
            self.bump();
            is_generator = true;
        }
        let key_tok = self.tok;
        let key = self.parse_property_key(false)?;
        if is_async
            || is_generator
            || kind != PropertyKind::Init
            || self.at(Kind::LParen)
            || (self.ts && self.at(Kind::LAngle))
        {
            let function_kind = match kind {
                PropertyKind::Init => FunctionKind::Method,
                PropertyKind::Get => FunctionKind::Getter,
                PropertyKind::Set => FunctionKind::Setter,
            };
            let value = self.parse_method(function_kind, is_async, is_generator)?;
            return Ok(Property {
                span: self.span_from(start),
                kind,
                key,
                value: Expression::Function(value),
                method: true,
                shorthand: false,
            });
        }
        if self.eat(Kind::Colon) {
            let value = self.parse_assignment_cover()?;
            return Ok(Property {
                span: self.span_from(start),
                kind,
                key,
                value,
                method: false,
                shorthand: false,
            });
        }
        // Shorthand: IdentifierReference, or CoverInitializedName `a = 1`.
        if !is_identifier_kind(key_tok.kind) {
            return self.unexpected();
        }
        let name = match &key {
            PropertyKey::Identifier(id) => id.name,
            _ => return self.unexpected(),
        };
        self.check_identifier_reference(key_tok, name)?;
        let reference = IdentifierReference { span: key_tok.span, name };
        let value = if self.at(Kind::Eq) {
            if self.cover_error.is_none() {
                self.cover_error = Some((self.tok.span, CoverError::Initializer));
            }
            self.bump();
            let right = self.parse_assignment()?;
            Expression::Assignment(self.alloc(AssignmentExpression {
                span: self.span_from(start),
                operator: AssignmentOperator::Assign,
                left: AssignmentTarget::Identifier(self.alloc(reference)),
                right,
            }))
        } else {
            Expression::Identifier(self.alloc(reference))
        };
        Ok(Property {
            span: self.span_from(start),
            kind,
            key,
            value,
            method: false,
            shorthand: true,
        })
    }

    /// PropertyName / ClassElementName. `private_ok`: `#x` is allowed (classes).
    pub(crate) fn parse_property_key(&mut self, private_ok: bool) -> PResult<PropertyKey<'a>> {
        let tok = self.tok;
        match tok.kind {
            Kind::String => {
                let string = self.parse_string_literal()?;
                Ok(PropertyKey::String(self.alloc(string)))
            }
            Kind::Number => {
                let number = self.parse_number_literal()?;
                Ok(PropertyKey::Number(self.alloc(number)))
            }
            Kind::BigInt => {
                let bigint = self.parse_bigint_literal();
                Ok(PropertyKey::BigInt(self.alloc(bigint)))
            }
            Kind::LBrack => {
                self.bump();
                let expr = self.parse_assignment_in()?;
                self.expect(Kind::RBrack)?;
                Ok(PropertyKey::Computed(expr))
            }
            Kind::PrivateIdentifier if private_ok => {
                let name = self.name_of(tok);
                self.bump();
                Ok(PropertyKey::Private(self.alloc(PrivateIdentifier { span: tok.span, name })))
            }
            k if k.is_identifier_name() => {
                let name = self.name_of(tok);
                self.bump();
                Ok(PropertyKey::Identifier(self.alloc(IdentifierName { span: tok.span, name })))
            }
            _ => self.unexpected(),
        }
    }
}

/// Tokens that can be an Identifier (IdentifierReference / BindingIdentifier /
/// LabelIdentifier) depending on context: plain identifiers, contextual keywords,
/// `yield` and `await`.
pub(crate) fn is_identifier_kind(kind: Kind) -> bool {
    matches!(kind, Kind::Identifier | Kind::Yield | Kind::Await) || kind.is_contextual_keyword()
}

trait SpanExt {
    fn with_end(self, end: u32) -> Span;
}

impl SpanExt for Span {
    fn with_end(self, end: u32) -> Span {
        Span::new(self.start, end)
    }
}
