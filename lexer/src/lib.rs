//! cairn-lexer: ECMAScript (and TypeScript) source text to tokens.
//!
//! Owns: the lexical grammar of ECMA-262 (sec-ecmascript-language-lexical-grammar):
//! identifiers with Unicode ID_Start/ID_Continue and `\u` escapes, every numeric literal
//! form, strings, templates (cooked and raw), regular expression literals, comments
//! (including Annex B HTML-like comments in scripts), the hashbang, and the
//! "newline before" bit that automatic semicolon insertion needs. Positions are byte
//! offsets; [`LineIndex`] turns them into line and column on demand.
//!
//! Does not own: deciding the goal symbol. The parser knows whether a `/` starts a
//! regular expression or a `}` continues a template, and re-lexes with
//! [`Lexer::next_regex`] and [`Lexer::next_template_continuation`]. Strict-mode errors
//! that depend on a later directive (legacy octal literals) are flagged on the token and
//! reported by the parser. No I/O, no threads: builds for wasm32-unknown-unknown.
//!
//! ```
//! use cairn_lexer::{Kind, Lexer, LexerOptions};
//! let mut lexer = Lexer::new("let x = 1;", LexerOptions::default());
//! assert_eq!(lexer.next_token().kind, Kind::Let);
//! assert_eq!(lexer.next_token().kind, Kind::Identifier);
//! ```

mod kind;
mod token;

pub use kind::Kind;
pub use token::{Span, Token};

use std::borrow::Cow;

/// Options that change how source text lexes.
#[derive(Debug, Clone, Copy, Default)]
pub struct LexerOptions {
    /// Module goal: Annex B HTML-like comments (`<!--`, `-->`) are not comments.
    pub module: bool,
}

/// A lexical error: a message and the span it points at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LexError {
    /// What is wrong, in the words of a SyntaxError message.
    pub message: String,
    /// Where.
    pub span: Span,
}

/// The value of a string literal or a cooked template: UTF-16 semantics, stored as UTF-8
/// text when it has no lone surrogates and as code units only when it does.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JsString<'a> {
    /// Well-formed text (borrowed from the source when the literal has no escapes).
    Str(Cow<'a, str>),
    /// Code units, used only when the value holds a lone surrogate (`"\uD800"`).
    Utf16(Vec<u16>),
}

/// A saved lexer position for explicit lookahead: [`Lexer::checkpoint`] and [`Lexer::rewind`].
#[derive(Debug, Clone, Copy)]
pub struct Checkpoint {
    pos: u32,
    prev_token_end: u32,
    errors: u32,
}

/// Turns byte offsets into 1-based line and column numbers, computed on demand.
/// Lines end at LF, CR, CRLF, U+2028 and U+2029; columns count UTF-16 code units
/// (as other engines' stack traces do), starting at 1.
#[derive(Debug, Clone)]
pub struct LineIndex {
    line_starts: Vec<u32>,
}

/// The lexer: a cursor over the source that produces one token per call.
pub struct Lexer<'a> {
    source: &'a str,
    options: LexerOptions,
    pos: u32,
    prev_token_end: u32,
    errors: Vec<LexError>,
}

impl<'a> Lexer<'a> {
    /// A lexer over `source`. A leading hashbang comment (`#!...`) is skipped.
    pub fn new(source: &'a str, options: LexerOptions) -> Lexer<'a> {
        let _ = (source, options);
        todo!("lexer helper")
    }

    /// The source text.
    pub fn source(&self) -> &'a str {
        self.source
    }

    /// The next token in the InputElementDiv goal (`/` and `/=` are punctuators, `}` is
    /// a punctuator). Whitespace and comments are skipped; `newline_before` records
    /// whether a line terminator was among them. At the end, `Kind::Eof` forever.
    pub fn next_token(&mut self) -> Token {
        todo!("lexer helper")
    }

    /// Re-lex from the `/` or `/=` token `slash` as a RegularExpressionLiteral
    /// (InputElementRegExp goal). Returns a `Kind::RegExp` token spanning `/body/flags`.
    pub fn next_regex(&mut self, slash: Token) -> Token {
        let _ = slash;
        todo!("lexer helper")
    }

    /// Re-lex from the `}` token `rcurly` as TemplateMiddle or TemplateTail
    /// (InputElementTemplateTail goal).
    pub fn next_template_continuation(&mut self, rcurly: Token) -> Token {
        let _ = rcurly;
        todo!("lexer helper")
    }

    /// Save the position, for lookahead.
    pub fn checkpoint(&self) -> Checkpoint {
        Checkpoint {
            pos: self.pos,
            prev_token_end: self.prev_token_end,
            errors: self.errors.len() as u32,
        }
    }

    /// Return to a saved position; errors recorded since are dropped.
    pub fn rewind(&mut self, checkpoint: Checkpoint) {
        self.pos = checkpoint.pos;
        self.prev_token_end = checkpoint.prev_token_end;
        self.errors.truncate(checkpoint.errors as usize);
    }

    /// Errors recorded so far (each `Kind::Error` token has one).
    pub fn errors(&self) -> &[LexError] {
        &self.errors
    }

    /// The StringValue of an identifier, keyword or private name token (without `#`),
    /// with `\u` escapes decoded. Borrowed when there are no escapes.
    pub fn identifier_name(&self, token: Token) -> Cow<'a, str> {
        let _ = token;
        todo!("lexer helper")
    }

    /// The SV of a string literal token.
    pub fn string_value(&self, token: Token) -> JsString<'a> {
        let _ = token;
        todo!("lexer helper")
    }

    /// The MV of a numeric literal token (ECMA-262 sec-static-semantics-mv), rounded
    /// to the nearest double exactly as the spec requires.
    pub fn number_value(&self, token: Token) -> f64 {
        let _ = token;
        todo!("lexer helper")
    }

    /// The digits of a BigInt literal token, without prefix, separators and `n`, with
    /// their radix (2, 8, 10 or 16).
    pub fn bigint_digits(&self, token: Token) -> (u32, Cow<'a, str>) {
        let _ = token;
        todo!("lexer helper")
    }

    /// The TV (cooked value) of a template token, or `None` when it holds an invalid
    /// escape (allowed only in tagged templates; the parser decides).
    pub fn template_cooked(&self, token: Token) -> Option<JsString<'a>> {
        let _ = token;
        todo!("lexer helper")
    }

    /// The TRV (raw value) of a template token: the text between the delimiters with
    /// CR and CRLF normalised to LF.
    pub fn template_raw(&self, token: Token) -> Cow<'a, str> {
        let _ = token;
        todo!("lexer helper")
    }

    /// The body and flags of a `Kind::RegExp` token: `/ab+c/gi` gives `("ab+c", "gi")`.
    pub fn regex_parts(&self, token: Token) -> (&'a str, &'a str) {
        let _ = token;
        todo!("lexer helper")
    }
}
