//! The recursive-descent parser: token handling, context, errors and the entry point.
//!
//! One token of lookahead (`tok`); `peek` uses a lexer checkpoint where the grammar needs
//! a second token (`let [`, `async function`, `using x`). Errors stop the parse: the
//! first one is kept in `error` and every function returns `Err(Fail)` upward.

mod binding;
mod class;
mod context;
mod cover;
mod expression;
mod function;
mod module;
mod regex;
mod statement;
mod template;
mod ts;

use bumpalo::Bump;
use cairn_lexer::{JsString, Kind, Lexer, LexerOptions, Token};
use std::borrow::Cow;

use crate::ast::{self, JsStr, Program, SourceType};
use crate::stack::StackGuard;
use crate::{ParseOptions, Span, SyntaxError};

pub(crate) use context::Ctx;

/// The parse failed; the error is in `Parser::error`.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Fail;

/// Result of a parse step.
pub(crate) type PResult<T> = Result<T, Fail>;

/// Nesting units before "Too much nesting": assignment expressions, statements, prefix
/// operators, and also each link of a member/call chain or binary-operator chain (they
/// nest in the AST though not on the parser's stack). This bounds the depth of every
/// AST, so later recursive passes over it stay shallow too.
const MAX_DEPTH: u32 = 1000;
/// Native stack the parser may use below its entry, in bytes (checked at each nesting
/// unit; the deepest chain between two checks is far smaller than the margin left).
pub(crate) const STACK_BUDGET: usize = 640 * 1024;

/// A label in scope: its name, whether it labels an iteration statement, and where the
/// labelled statement starts (to mark chains `a: b: while ...` as loop labels).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Label<'a> {
    pub(crate) name: &'a str,
    pub(crate) is_loop: bool,
    pub(crate) stmt_start: u32,
}

/// What a pending cover-grammar error means (valid only if the literal becomes a pattern).
#[derive(Debug, Clone, Copy)]
pub(crate) enum CoverError {
    /// `{ a = 1 }` outside a pattern.
    Initializer,
    /// Two `__proto__: v` in one object literal.
    DuplicateProto,
}

/// Which of the lexer's paths reads the next token: the general one, or the shorter
/// one for tokens inside a type (`Lexer::next_type_token`, which returns the same
/// tokens).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Lexing {
    /// `Lexer::next_token`.
    Value,
    /// `Lexer::next_type_token`.
    Type,
}

/// The parser state.
pub(crate) struct Parser<'a> {
    pub(crate) arena: &'a Bump,
    pub(crate) source: &'a str,
    pub(crate) lexer: Lexer<'a>,
    /// The current token.
    pub(crate) tok: Token,
    /// End of the previous token (for spans).
    pub(crate) prev_end: u32,
    pub(crate) ctx: Ctx,
    pub(crate) error: Option<SyntaxError>,
    pub(crate) labels: Vec<Label<'a>>,
    depth: u32,
    stack: StackGuard,
    /// Start of the AssignmentExpression being parsed: an arrow function may only begin there.
    pub(crate) assign_start: u32,
    /// First cover-grammar error not yet resolved (see `CoverError`).
    pub(crate) cover_error: Option<(Span, CoverError)>,
    /// First YieldExpression / AwaitExpression / `await` identifier since the innermost
    /// parenthesized list began: they are errors if the list becomes arrow parameters.
    pub(crate) yield_pos: Option<Span>,
    pub(crate) await_pos: Option<Span>,
    pub(crate) await_ident_pos: Option<Span>,
    /// Module goal.
    pub(crate) module: bool,
    /// TypeScript syntax is accepted (`ParseOptions::typescript`).
    pub(crate) ts: bool,
    /// Inside a TypeScript `declare` (ambient) declaration.
    pub(crate) ambient: bool,
    /// Start of the true branch of the innermost conditional expression (TypeScript:
    /// an arrow with a return type there needs the conditional's `:` after it).
    pub(crate) ts_cond_true_start: u32,
    /// A type-only import specifier (`import { type A }`) was erased in the current
    /// import declaration: if none is left, the whole declaration is erased (as tsc).
    pub(crate) ts_erased_specifier: bool,
    /// A position inside each TypeScript construct with runtime meaning parsed so far,
    /// ascending (`Program::lowering_sites`).
    pub(crate) ts_lowering_sites: bumpalo::collections::Vec<'a, u32>,
    /// Names declared only as types at the top level (`Program::ts_type_names`).
    pub(crate) ts_type_names: bumpalo::collections::Vec<'a, &'a str>,
    /// Names that erased syntax refers to as values (`Program::ts_value_names`).
    pub(crate) ts_value_names: bumpalo::collections::Vec<'a, &'a str>,
    /// Bytes of source parsed by TypeScript speculations that were then abandoned.
    pub(crate) ts_rescanned: u64,
    /// Where abandoned speculation passed its budget (`Parser::restore`): from there on
    /// nothing is parsed speculatively, and the parse ends in this error.
    pub(crate) ts_gave_up: Option<Span>,
}

impl<'a> Parser<'a> {
    /// A parser over `source`, whose lone surrogates (if it was made from a string) are
    /// escapes at `surrogates` (`Lexer::with_surrogates`).
    pub(crate) fn new(
        arena: &'a Bump,
        source: &'a str,
        surrogates: &'a [u32],
        options: ParseOptions,
    ) -> Parser<'a> {
        let lexer =
            Lexer::new(source, LexerOptions { module: options.module }).with_surrogates(surrogates);
        let mut ctx = Ctx::empty();
        if options.module {
            ctx = ctx | Ctx::STRICT | Ctx::MODULE | Ctx::AWAIT;
        } else if options.strict {
            ctx = ctx | Ctx::STRICT;
        }
        Parser {
            arena,
            source,
            lexer,
            tok: Token::dummy(),
            prev_end: 0,
            ctx: ctx | Ctx::TOP_LEVEL,
            error: None,
            labels: Vec::new(),
            depth: 0,
            stack: StackGuard::here(),
            assign_start: u32::MAX,
            cover_error: None,
            yield_pos: None,
            await_pos: None,
            await_ident_pos: None,
            module: options.module,
            ts: options.typescript,
            ambient: false,
            ts_cond_true_start: u32::MAX,
            ts_erased_specifier: false,
            ts_lowering_sites: bumpalo::collections::Vec::new_in(arena),
            ts_type_names: bumpalo::collections::Vec::new_in(arena),
            ts_value_names: bumpalo::collections::Vec::new_in(arena),
            ts_rescanned: 0,
            ts_gave_up: None,
        }
    }

    /// A parser for eval code: the flags of the direct eval's surrounding function.
    pub(crate) fn new_eval(
        arena: &'a Bump,
        source: &'a str,
        surrogates: &'a [u32],
        options: ParseOptions,
        context: &crate::EvalContext,
    ) -> Parser<'a> {
        let mut p = Parser::new(arena, source, surrogates, options);
        if context.new_target {
            p.ctx = p.ctx | Ctx::NEW_TARGET;
        }
        if context.super_property {
            p.ctx = p.ctx | Ctx::SUPER_PROP;
        }
        if context.super_call {
            p.ctx = p.ctx | Ctx::SUPER_CALL;
        }
        if context.in_class_field {
            p.ctx = p.ctx | Ctx::NO_ARGUMENTS;
        }
        p
    }

    /// Script : ScriptBody? / Module : ModuleBody?
    pub(crate) fn parse_program(mut self) -> Result<Program<'a>, SyntaxError> {
        self.stack = StackGuard::here();
        let result = self.parse_program_inner();
        if let Some(span) = self.ts_gave_up {
            return Err(SyntaxError {
                message: "TypeScript too ambiguous to parse: nested generic calls or arrow \
                          functions here made the parser re-read the source too often"
                    .into(),
                span,
            });
        }
        match result {
            Ok(p) => Ok(p),
            Err(Fail) => Err(self.error.take().unwrap_or_else(|| SyntaxError {
                message: "Invalid or unexpected token".into(),
                span: self.tok.span,
            })),
        }
    }

    fn parse_program_inner(&mut self) -> PResult<Program<'a>> {
        let hashbang = self.source.strip_prefix("#!").map(|rest| {
            &rest[..rest.find(['\n', '\r', '\u{2028}', '\u{2029}']).unwrap_or(rest.len())]
        });
        self.bump();
        let (directives, body) = self.parse_body(Kind::Eof, true, None)?;
        // Sites are recorded in source order, except where a construct inside a bodiless
        // function's parameters comes before the function's own site.
        let mut lowering_sites = std::mem::replace(
            &mut self.ts_lowering_sites,
            bumpalo::collections::Vec::new_in(self.arena),
        );
        if !lowering_sites.is_sorted() {
            cairn_sort::sort_unstable(&mut lowering_sites);
        }
        Ok(Program {
            span: Span::new(0, self.source.len() as u32),
            source: self.source,
            source_type: if self.module { SourceType::Module } else { SourceType::Script },
            hashbang,
            directives,
            body,
            is_strict: self.ctx.has(Ctx::STRICT),
            lowering_sites,
            ts_type_names: std::mem::replace(
                &mut self.ts_type_names,
                bumpalo::collections::Vec::new_in(self.arena),
            ),
            ts_value_names: std::mem::replace(
                &mut self.ts_value_names,
                bumpalo::collections::Vec::new_in(self.arena),
            ),
        })
    }

    // ---- errors ----

    /// Record an error at `span` (the first one wins) and fail.
    #[cold]
    pub(crate) fn error<T>(&mut self, span: Span, message: impl Into<String>) -> PResult<T> {
        if self.error.is_none() {
            self.error = Some(SyntaxError { message: message.into(), span });
        }
        Err(Fail)
    }

    /// "Unexpected token ..." for the current token, in V8's words.
    #[cold]
    pub(crate) fn unexpected<T>(&mut self) -> PResult<T> {
        self.record_unexpected();
        Err(Fail)
    }

    /// Records [`Parser::unexpected`]'s error. Not generic: one copy of it, not one per
    /// result type (seven, 5 KiB of the wasm module).
    #[cold]
    #[inline(never)]
    fn record_unexpected(&mut self) {
        let tok = self.tok;
        let text = self.source.get(tok.span.start as usize..tok.span.end as usize).unwrap_or("");
        let message = match tok.kind {
            Kind::Eof => "Unexpected end of input".to_string(),
            Kind::Error => self
                .lexer
                .errors()
                .last()
                .map(|e| e.message.clone())
                .unwrap_or_else(|| "Invalid or unexpected token".to_string()),
            Kind::Identifier => format!("Unexpected identifier '{text}'"),
            Kind::Number | Kind::BigInt => "Unexpected number".to_string(),
            Kind::String => "Unexpected string".to_string(),
            Kind::NoSubstitutionTemplate | Kind::TemplateHead => {
                "Unexpected template string".to_string()
            }
            _ if tok.escaped && tok.kind.is_identifier_name() => {
                "Keyword must not contain escaped characters".to_string()
            }
            k if k.is_strict_mode_reserved_word() && self.ctx.has(Ctx::STRICT) => {
                "Unexpected strict mode reserved word".to_string()
            }
            k if k.is_contextual_keyword() => format!("Unexpected identifier '{text}'"),
            _ => format!("Unexpected token '{text}'"),
        };
        let span = if tok.kind == Kind::Error {
            self.lexer.errors().last().map(|e| e.span).unwrap_or(tok.span)
        } else {
            tok.span
        };
        let _: PResult<()> = self.error(span, message);
    }

    // ---- tokens ----

    /// Advance to the next token (InputElementDiv goal).
    #[inline]
    pub(crate) fn bump(&mut self) {
        self.advance(Lexing::Value);
    }

    /// Move to the next token, read by the lexer's path for `lexing`.
    #[inline]
    pub(crate) fn advance(&mut self, lexing: Lexing) {
        self.prev_end = self.tok.span.end;
        self.tok = match lexing {
            Lexing::Value => self.lexer.next_token(),
            Lexing::Type => self.lexer.next_type_token(),
        };
    }

    /// Consume a token of `kind`, read on by the path for `lexing`, if present.
    #[inline]
    pub(crate) fn eat_in(&mut self, kind: Kind, lexing: Lexing) -> bool {
        if self.tok.kind == kind {
            self.advance(lexing);
            true
        } else {
            false
        }
    }

    /// Consume a token of `kind`, read on by the path for `lexing`, or fail.
    #[inline]
    pub(crate) fn expect_in(&mut self, kind: Kind, lexing: Lexing) -> PResult<()> {
        if self.tok.kind == kind {
            self.advance(lexing);
            Ok(())
        } else {
            self.unexpected()
        }
    }

    /// The current token is `kind`.
    #[inline]
    pub(crate) fn at(&self, kind: Kind) -> bool {
        self.tok.kind == kind
    }

    /// Consume a punctuator of `kind` if present.
    #[inline]
    pub(crate) fn eat(&mut self, kind: Kind) -> bool {
        self.eat_in(kind, Lexing::Value)
    }

    /// Consume a punctuator of `kind` or fail.
    #[inline]
    pub(crate) fn expect(&mut self, kind: Kind) -> PResult<()> {
        self.expect_in(kind, Lexing::Value)
    }

    /// Consume a keyword of `kind` (which must not be written with escapes) if present.
    pub(crate) fn eat_keyword(&mut self, kind: Kind) -> PResult<bool> {
        if self.tok.kind == kind {
            if self.tok.escaped {
                return self.error(self.tok.span, "Keyword must not contain escaped characters");
            }
            self.bump();
            Ok(true)
        } else {
            Ok(false)
        }
    }

    /// Consume a keyword of `kind` or fail.
    pub(crate) fn expect_keyword(&mut self, kind: Kind) -> PResult<()> {
        if self.eat_keyword(kind)? { Ok(()) } else { self.unexpected() }
    }

    /// The current token is the contextual keyword `kind`, written without escapes.
    #[inline]
    pub(crate) fn at_contextual(&self, kind: Kind) -> bool {
        self.tok.kind == kind && !self.tok.escaped
    }

    /// The token after the current one (lexed and thrown away).
    pub(crate) fn peek(&mut self) -> Token {
        self.lexer.peek_token()
    }

    /// The two tokens after the current one.
    pub(crate) fn peek2(&mut self) -> (Token, Token) {
        self.lexer.peek_token2()
    }

    /// Automatic semicolon insertion (sec-automatic-semicolon-insertion): a `;`, or a
    /// `}` / end of input / line break before the offending token.
    pub(crate) fn semicolon(&mut self) -> PResult<()> {
        if self.eat(Kind::Semicolon) {
            return Ok(());
        }
        if self.tok.newline_before || matches!(self.tok.kind, Kind::RCurly | Kind::Eof) {
            return Ok(());
        }
        self.unexpected()
    }

    /// A semicolon can be inserted here (or is present): used by `return`, `break`, ...
    pub(crate) fn can_insert_semicolon(&self) -> bool {
        matches!(self.tok.kind, Kind::Semicolon | Kind::RCurly | Kind::Eof)
            || self.tok.newline_before
    }

    /// Span from `start` to the end of the previous token.
    #[inline]
    pub(crate) fn span_from(&self, start: u32) -> Span {
        Span::new(start, self.prev_end)
    }

    // ---- nesting ----

    /// Enter one nesting unit; fails cleanly before the native stack could overflow.
    #[inline]
    pub(crate) fn enter(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH || self.stack.exhausted(STACK_BUDGET) {
            return self.error(self.tok.span, "Too much nesting");
        }
        Ok(())
    }

    /// One more link of a left-nested chain (`a.b.c`, `a + b + c`): counts toward the
    /// AST depth without using native stack. Undo with `leave_links`.
    #[inline]
    pub(crate) fn enter_link(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return self.error(self.tok.span, "Too much nesting");
        }
        Ok(())
    }

    /// Undo `count` calls of `enter_link`.
    #[inline]
    pub(crate) fn leave_links(&mut self, count: u32) {
        self.depth -= count;
    }

    /// Leave a nesting unit.
    #[inline]
    pub(crate) fn leave(&mut self) {
        self.depth -= 1;
    }

    // ---- values ----

    /// Allocate in the arena.
    #[inline]
    pub(crate) fn alloc<T>(&self, value: T) -> ast::Box<'a, T> {
        ast::Box::new_in(value, self.arena)
    }

    /// A new arena vector.
    #[inline]
    pub(crate) fn vec<T>(&self) -> ast::Vec<'a, T> {
        ast::Vec::new_in(self.arena)
    }

    /// The StringValue of an identifier-like token (for private names, without `#`).
    pub(crate) fn name_of(&self, tok: Token) -> &'a str {
        if !tok.escaped {
            let start = tok.span.start as usize + usize::from(tok.kind == Kind::PrivateIdentifier);
            return self.source.get(start..tok.span.end as usize).unwrap_or("");
        }
        match self.lexer.identifier_name(tok) {
            Cow::Borrowed(s) => s,
            Cow::Owned(s) => self.arena.alloc_str(&s),
        }
    }

    /// Move a lexer string value into the arena.
    pub(crate) fn js_str(&self, value: JsString<'a>) -> JsStr<'a> {
        match value {
            JsString::Str(Cow::Borrowed(s)) => JsStr::Str(s),
            JsString::Str(Cow::Owned(s)) => JsStr::Str(self.arena.alloc_str(&s)),
            JsString::Utf16(units) => JsStr::Utf16(self.arena.alloc_slice_copy(&units)),
        }
    }

    /// The SV of a string literal token.
    pub(crate) fn string_value(&self, tok: Token) -> JsStr<'a> {
        if !tok.escaped {
            let s = self
                .source
                .get(tok.span.start as usize + 1..(tok.span.end as usize).saturating_sub(1))
                .unwrap_or("");
            return JsStr::Str(s);
        }
        self.js_str(self.lexer.string_value(tok))
    }

    /// Source text of a span.
    pub(crate) fn text(&self, span: Span) -> &'a str {
        self.source.get(span.start as usize..span.end as usize).unwrap_or("")
    }

    /// A StringLiteral node from the current token (which must be a string), checking
    /// legacy octal escapes against strict mode.
    pub(crate) fn parse_string_literal(&mut self) -> PResult<ast::StringLiteral<'a>> {
        let tok = self.tok;
        if tok.kind != Kind::String {
            return self.unexpected();
        }
        if tok.legacy_octal && self.ctx.has(Ctx::STRICT) {
            return self.error(tok.span, "Octal escape sequences are not allowed in strict mode.");
        }
        let value = self.string_value(tok);
        self.bump();
        Ok(ast::StringLiteral { span: tok.span, value })
    }
}
