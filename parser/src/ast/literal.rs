//! Literals (ECMA-262 sec-primary-expression-literals, sec-template-literals).

use super::{Expression, JsStr, Span, Vec};

/// `true` / `false`.
#[derive(Debug)]
pub struct BooleanLiteral {
    /// Where.
    pub span: Span,
    /// The value.
    pub value: bool,
}

/// `null`.
#[derive(Debug)]
pub struct NullLiteral {
    /// Where.
    pub span: Span,
}

/// NumericLiteral (not BigInt).
#[derive(Debug)]
pub struct NumericLiteral<'a> {
    /// Where.
    pub span: Span,
    /// The MV rounded to a double.
    pub value: f64,
    /// The source text.
    pub raw: &'a str,
}

/// A BigInt literal `123n`.
#[derive(Debug)]
pub struct BigIntLiteral<'a> {
    /// Where.
    pub span: Span,
    /// 2, 8, 10 or 16.
    pub radix: u32,
    /// The digits without prefix, separators and `n`.
    pub digits: &'a str,
}

/// StringLiteral.
#[derive(Debug)]
pub struct StringLiteral<'a> {
    /// Where (including the quotes).
    pub span: Span,
    /// The SV.
    pub value: JsStr<'a>,
}

/// RegularExpressionLiteral.
#[derive(Debug)]
pub struct RegExpLiteral<'a> {
    /// Where.
    pub span: Span,
    /// The body between the slashes, as its source: code units only when it holds a
    /// lone surrogate (source text made from a string, see `parse_with_surrogates`).
    pub pattern: JsStr<'a>,
    /// The flags after the closing slash.
    pub flags: &'a str,
}

/// TemplateLiteral: `quasis.len() == expressions.len() + 1`.
#[derive(Debug)]
pub struct TemplateLiteral<'a> {
    /// Where (backtick to backtick).
    pub span: Span,
    /// The string parts.
    pub quasis: Vec<'a, TemplateElement<'a>>,
    /// The substitutions.
    pub expressions: Vec<'a, Expression<'a>>,
}

/// One string part of a template.
#[derive(Debug)]
pub struct TemplateElement<'a> {
    /// Where (the characters only, without delimiters).
    pub span: Span,
    /// The TV; `None` when it holds an invalid escape (only legal in tagged templates).
    pub cooked: Option<JsStr<'a>>,
    /// The TRV: code units only when it holds a lone surrogate (source text made from
    /// a string, see `parse_with_surrogates`).
    pub raw: JsStr<'a>,
    /// Last part.
    pub tail: bool,
}
