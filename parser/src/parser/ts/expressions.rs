//! TypeScript in expressions: arrow functions with typed parameters and return types
//! (speculative, as tsc's `tryParseParenthesizedArrowFunctionExpression`), generic
//! arrows, type assertions `<T>x`, type arguments in calls and instantiation expressions.
//! `as`, `satisfies` and the non-null `!` are handled where binary operators and member
//! accesses are parsed.

use cairn_lexer::Kind;

use super::super::expression::{binary_precedence, is_identifier_kind, starts_expression};
use super::super::{PResult, Parser};
use crate::ast::*;

/// tsc's `Tristate` for "is this `(` the start of an arrow function".
#[derive(Clone, Copy, PartialEq, Eq)]
enum Tristate {
    True,
    False,
    Unknown,
}

impl<'a> Parser<'a> {
    /// At `(` where an arrow function may start: an arrow function with TypeScript
    /// parameters or a return type, or `None` (the caller parses a parenthesized
    /// expression; plain JavaScript arrows also come back through there).
    #[inline(never)]
    pub(crate) fn ts_try_paren_arrow(
        &mut self,
        start: u32,
        is_async: bool,
    ) -> PResult<Option<Expression<'a>>> {
        let tristate = if is_async { Tristate::Unknown } else { self.ts_paren_arrow_tristate() };
        match tristate {
            Tristate::False => Ok(None),
            Tristate::True => {
                let (params, _) = self.ts_arrow_head_params()?;
                if !self.at(Kind::Arrow) || self.tok.newline_before {
                    return self.unexpected();
                }
                self.parse_arrow_body(start, is_async, params).map(Some)
            }
            Tristate::Unknown if !self.ts_may_speculate() => Ok(None),
            Tristate::Unknown => self.ts_speculate_arrow(start, is_async),
        }
    }

    /// Parse `(params): R =>` speculatively; on success parse the body.
    fn ts_speculate_arrow(
        &mut self,
        start: u32,
        is_async: bool,
    ) -> PResult<Option<Expression<'a>>> {
        let snapshot = self.snapshot();
        let head = self.ts_arrow_head_params();
        let (params, has_colon) = match head {
            Ok(head) if self.at(Kind::Arrow) && !self.tok.newline_before => head,
            _ => {
                self.restore(snapshot);
                return Ok(None);
            }
        };
        // `a ? (x): T => y : z`: an arrow with a return type directly in the true branch
        // of a conditional only stands if the conditional's `:` follows it.
        if has_colon && start == self.ts_cond_true_start {
            let arrow = self.parse_arrow_body(start, is_async, params);
            return match arrow {
                Ok(arrow) if self.at(Kind::Colon) => Ok(Some(arrow)),
                _ => {
                    self.restore(snapshot);
                    Ok(None)
                }
            };
        }
        self.parse_arrow_body(start, is_async, params).map(Some)
    }

    /// `( params ) (: ReturnType)?`; returns the parameters and whether a return type
    /// was written.
    fn ts_arrow_head_params(&mut self) -> PResult<(Box<'a, FormalParameters<'a>>, bool)> {
        let params = self.parse_formal_parameters()?;
        let has_colon = self.at(Kind::Colon);
        self.ts_skip_return_annotation()?;
        Ok((params, has_colon))
    }

    /// tsc's `isParenthesizedArrowFunctionExpressionWorker` at `(`.
    fn ts_paren_arrow_tristate(&mut self) -> Tristate {
        let (first, second) = self.peek2();
        match first.kind {
            Kind::RParen => {
                if matches!(second.kind, Kind::Arrow | Kind::Colon | Kind::LCurly) {
                    Tristate::True
                } else {
                    Tristate::False
                }
            }
            Kind::LBrack | Kind::LCurly | Kind::This => Tristate::Unknown,
            Kind::Dot3 => Tristate::True,
            k if is_identifier_kind(k) => match second.kind {
                Kind::Colon => Tristate::True,
                Kind::Question | Kind::Comma | Kind::Eq | Kind::RParen => Tristate::Unknown,
                _ if matches!(
                    k,
                    Kind::Public | Kind::Private | Kind::Protected | Kind::Readonly
                ) && is_identifier_kind(second.kind) =>
                {
                    Tristate::True
                }
                _ => Tristate::False,
            },
            _ => Tristate::False,
        }
    }

    /// `<` at the start of a unary expression: a generic arrow function
    /// `<T>(x: T) => x` (when an arrow may start here) or a type assertion `<T>x`.
    #[cold]
    pub(crate) fn ts_angle_unary(&mut self) -> PResult<Expression<'a>> {
        let start = self.tok.span.start;
        if start == self.assign_start && self.ts_may_speculate() {
            let snapshot = self.snapshot();
            if self.ts_type_params().is_ok() && self.at(Kind::LParen) {
                let head = self.ts_arrow_head_params();
                if let Ok((params, _)) = head
                    && self.at(Kind::Arrow)
                    && !self.tok.newline_before
                {
                    return self.parse_arrow_body(start, false, params);
                }
            }
            self.restore(snapshot);
        }
        // TypeAssertion : < Type > UnaryExpression
        self.bump();
        self.ts_type()?;
        self.ts_expect_gt()?;
        self.enter()?;
        let operand = self.parse_unary();
        self.leave();
        operand
    }

    /// `async <T>(...)` / `async (x: T): R =>` (at `async`, when an arrow may start here).
    pub(crate) fn ts_try_async_arrow(&mut self, start: u32) -> PResult<Option<Expression<'a>>> {
        let next = self.peek();
        if next.newline_before
            || !matches!(next.kind, Kind::LParen | Kind::LAngle)
            || !self.ts_may_speculate()
        {
            return Ok(None);
        }
        let snapshot = self.snapshot();
        self.bump();
        if self.at(Kind::LAngle) {
            if self.ts_type_params().is_ok() && self.at(Kind::LParen) {
                let head = self.ts_arrow_head_params();
                if let Ok((params, _)) = head
                    && self.at(Kind::Arrow)
                    && !self.tok.newline_before
                {
                    return self.parse_arrow_body(start, true, params).map(Some);
                }
            }
            self.restore(snapshot);
            return Ok(None);
        }
        let head = self.ts_arrow_head_params();
        if let Ok((params, _)) = head
            && self.at(Kind::Arrow)
            && !self.tok.newline_before
        {
            return self.parse_arrow_body(start, true, params).map(Some);
        }
        self.restore(snapshot);
        Ok(None)
    }

    /// At `<` after a member expression: type arguments of a call, tagged template or
    /// instantiation expression, consumed when tsc would read them as such (tsc
    /// `parseTypeArgumentsInExpression` and `canFollowTypeArgumentsInExpression`).
    /// Returns false (and consumes nothing) when the `<` is a less-than operator.
    #[inline(never)]
    pub(crate) fn ts_try_type_args_in_expression(&mut self) -> bool {
        if !self.ts_may_speculate() {
            return false;
        }
        let snapshot = self.snapshot();
        let ok = self.ts_type_args_in_expression().is_ok() && self.ts_can_follow_type_args();
        if !ok {
            self.restore(snapshot);
        }
        ok
    }

    fn ts_type_args_in_expression(&mut self) -> PResult<()> {
        self.expect(Kind::LAngle)?;
        loop {
            self.ts_type()?;
            if !self.eat(Kind::Comma) {
                break;
            }
        }
        // Only a lone `>` closes the list here: `a < b >> c` and `a < b >= c` are
        // comparisons.
        self.expect(Kind::RAngle)
    }

    fn ts_can_follow_type_args(&self) -> bool {
        match self.tok.kind {
            Kind::LParen | Kind::NoSubstitutionTemplate | Kind::TemplateHead => true,
            Kind::LAngle | Kind::RAngle | Kind::Plus | Kind::Minus => false,
            k => {
                self.tok.newline_before
                    || binary_precedence(k) > 0
                    || matches!(k, Kind::As | Kind::Satisfies)
                    || !starts_expression(k)
            }
        }
    }
}
