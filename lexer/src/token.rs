//! Tokens: a kind, a byte span and a few bits the parser needs.

use crate::Kind;

/// A byte range `start..end` into the source text.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Span {
    /// Byte offset of the first byte.
    pub start: u32,
    /// Byte offset one past the last byte.
    pub end: u32,
}

impl Span {
    /// A span from `start` to `end` (byte offsets).
    pub const fn new(start: u32, end: u32) -> Span {
        Span { start, end }
    }
}

/// One token. Small and `Copy`; values (identifier names with escapes decoded, string
/// and template values, numbers) are read from the lexer on demand by span.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token {
    /// What the token is.
    pub kind: Kind,
    /// Where it is.
    pub span: Span,
    /// A LineTerminator (or a multi-line comment holding one) came between the previous
    /// token and this one: the [no LineTerminator here] and ASI bit.
    pub newline_before: bool,
    /// The token's text contains an escape sequence (`\u0061wait`, `"\x41"`). A keyword
    /// written with escapes still lexes as its keyword kind, with this bit set: the parser
    /// refuses it wherever it would act as a keyword (sec-keywords-and-reserved-words),
    /// and treats it as the plain name elsewhere. Strings with escapes cannot be a
    /// `"use strict"` directive.
    pub escaped: bool,
    /// A string holds a legacy octal escape (`\01`, `\8`, `\9`), or a number is a legacy
    /// octal / leading-zero decimal (`010`, `08`): an error in strict mode, decided by the
    /// parser because a later "use strict" directive can make it one. Templates never set
    /// it: there such escapes are NotEscapeSequences in every mode, reported through
    /// `Lexer::template_cooked` returning `None` (allowed only when tagged).
    pub legacy_octal: bool,
}

impl Token {
    /// The token of kind `Eof` at offset 0, for initialising state.
    pub const fn dummy() -> Token {
        Token {
            kind: Kind::Eof,
            span: Span::new(0, 0),
            newline_before: false,
            escaped: false,
            legacy_octal: false,
        }
    }
}
