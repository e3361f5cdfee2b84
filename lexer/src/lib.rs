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
//! use cairn_lexer::{JsString, Kind, Lexer, LexerOptions, LineIndex};
//! let source = "let x = 0x10;\ns = 'a\\n' / 2";
//! let mut lexer = Lexer::new(source, LexerOptions::default());
//! assert_eq!(lexer.next_token().kind, Kind::Let);
//! assert_eq!(lexer.next_token().kind, Kind::Identifier);
//! assert_eq!(lexer.next_token().kind, Kind::Eq);
//! let number = lexer.next_token();
//! assert_eq!(lexer.number_value(number), 16.0);
//! lexer.next_token(); // `;`
//! let s = lexer.next_token();
//! assert!(s.newline_before);
//! lexer.next_token(); // `=`
//! let string = lexer.next_token();
//! assert_eq!(lexer.string_value(string), JsString::Str("a\n".into()));
//! let (line, column) = LineIndex::new(source).line_column(source, string.span.start);
//! assert_eq!((line, column), (2, 5));
//! ```
//!
//! How it works: one dispatch on the first byte per token (whitespace and comments go
//! through the same dispatch), ASCII fast paths with byte tables, a perfect hash for
//! keywords, and `memchr` inside comments. Tokens are 12-byte `Copy` values; nothing is
//! allocated per token: escapes are validated while scanning and decoded only when a
//! value method asks. Every error yields one `Kind::Error` token and one [`LexError`],
//! and lexing resumes after the offending text, so a parser can report several errors.
//! Lookahead: [`Lexer::peek_token`] and [`Lexer::peek_token2`] keep the tokens they lex
//! (a token depends only on the cursor), so the `next_token` that follows does not lex
//! them again; [`Lexer::next_type_token`] is a shorter path to the same tokens for
//! TypeScript types. `lexer/examples/lex_bench.rs` measures throughput.

mod chars;
mod comment;
mod escape;
mod identifier;
mod keyword;
mod kind;
mod line_index;
mod number;
mod punctuator;
mod regex;
mod string;
mod template;
#[cfg(test)]
mod test_util;
mod token;
mod value;

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

/// A token lexed ahead by [`Lexer::peek_token`]: the cursor it was lexed from, the
/// token, and the cursor after it. A token is a function of the cursor alone (trivia
/// scanning, including the Annex B line-start test, starts there), so the entry stays
/// valid across rewinds; `from == u32::MAX` marks an empty entry.
#[derive(Debug, Clone, Copy)]
struct Ahead {
    from: u32,
    token: Token,
    to: u32,
}

impl Ahead {
    const EMPTY: Ahead = Ahead { from: u32::MAX, token: Token::dummy(), to: 0 };
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
    /// Scratch bits of the token being scanned, copied into the `Token` at its end.
    tok_escaped: bool,
    tok_legacy_octal: bool,
    /// Tokens peeked and not yet consumed, in order: `next_token` at `ahead[0].from`
    /// returns `ahead[0].token` without lexing it again.
    ahead: [Ahead; 2],
    /// Where the source holds lone surrogates written as escapes (see
    /// [`Lexer::with_surrogates`]), sorted.
    surrogates: &'a [u32],
}

impl<'a> Lexer<'a> {
    /// A lexer over `source`. A leading hashbang comment (`#!...`) is skipped.
    pub fn new(source: &'a str, options: LexerOptions) -> Lexer<'a> {
        // Positions are u32: a larger source is refused up front rather than mis-lexed.
        let too_large = source.len() >= u32::MAX as usize;
        let mut lexer = Lexer {
            source: if too_large { "" } else { source },
            options,
            pos: 0,
            prev_token_end: 0,
            errors: Vec::new(),
            tok_escaped: false,
            tok_legacy_octal: false,
            ahead: [Ahead::EMPTY; 2],
            surrogates: &[],
        };
        if too_large {
            lexer.error("Source text is too large", 0, 0);
        } else {
            lexer.skip_hashbang();
        }
        lexer
    }

    /// Marks the lone surrogates of source text made from a JavaScript string (eval,
    /// `Function`, ShadowRealm): UTF-8 cannot hold them, so such text writes each as the
    /// escape `\uXXXX` (or `uXXXX` after an odd run of backslashes, which then starts
    /// the escape), and `sites` are the sorted byte offsets where those synthetic escapes
    /// begin. Where the escape means the same code unit (strings, cooked templates,
    /// regular expression matching) nothing changes; where the source's own text is the
    /// value (a template's raw strings, a regular expression's source) the lexer puts
    /// the lone surrogate back ([`Lexer::template_raw`], [`Lexer::regex_pattern`]).
    /// An offset that does not start such an escape is ignored.
    pub fn with_surrogates(mut self, sites: &'a [u32]) -> Lexer<'a> {
        self.surrogates = sites;
        self
    }

    /// The source text.
    pub fn source(&self) -> &'a str {
        self.source
    }

    /// The next token in the InputElementDiv goal (`/` and `/=` are punctuators, `}` is
    /// a punctuator). Whitespace and comments are skipped; `newline_before` records
    /// whether a line terminator was among them. At the end, `Kind::Eof` forever.
    pub fn next_token(&mut self) -> Token {
        if self.ahead[0].from == self.pos {
            let ahead = self.ahead[0];
            self.ahead = [self.ahead[1], Ahead::EMPTY];
            self.pos = ahead.to;
            self.prev_token_end = ahead.to;
            return ahead.token;
        }
        self.tok_escaped = false;
        self.tok_legacy_octal = false;
        let bytes = self.source.as_bytes();
        let mut newline_before = false;
        // Annex B: `-->` opens a comment only where nothing but trivia stands between it
        // and the start of its line (or of the input).
        let mut line_start = self.pos == 0;
        // One space between tokens is the commonest trivia: taken before the dispatch,
        // which would spend an indirect jump on it.
        if bytes.get(self.pos as usize) == Some(&b' ') {
            self.pos += 1;
        }
        // Trivia and tokens share one dispatch on the first byte: one indirect jump per
        // token (and per run of trivia) instead of a trivia test followed by a dispatch.
        loop {
            let start = self.pos;
            let Some(&b) = bytes.get(start as usize) else {
                return self.finish_token(Kind::Eof, start, newline_before);
            };
            let kind = match b {
                // Single-byte punctuators, decided here without the punctuator dispatch.
                b'(' | b')' | b'{' | b'}' | b'[' | b']' | b';' | b',' | b':' => {
                    self.pos += 1;
                    punctuator::SINGLE_BYTE_KIND[b as usize]
                }
                b' ' | b'\t' | 0x0B | 0x0C => {
                    self.pos += 1;
                    continue;
                }
                b'\n' | b'\r' => {
                    self.skip_newline_and_indent();
                    newline_before = true;
                    line_start = true;
                    continue;
                }
                b'a'..=b'z' | b'A'..=b'Z' | b'$' | b'_' => self.scan_ascii_identifier(),
                b'\\' => self.scan_identifier(),
                b'0'..=b'9' => self.scan_number(),
                b'"' | b'\'' => self.scan_string(b),
                b'`' => {
                    self.pos += 1;
                    self.scan_template_chars(Kind::NoSubstitutionTemplate, Kind::TemplateHead)
                }
                b'#' => self.scan_private_identifier(),
                b'/' => match bytes.get(start as usize + 1) {
                    Some(b'/') => {
                        self.pos += 2;
                        self.skip_line_comment();
                        continue;
                    }
                    Some(b'*') => match self.skip_block_comment() {
                        Some(newline) => {
                            newline_before |= newline;
                            line_start |= newline;
                            continue;
                        }
                        // Unterminated: `scan_punctuator` reports it.
                        None => self.scan_punctuator(b),
                    },
                    _ => self.scan_punctuator(b),
                },
                b'<' if !self.options.module && bytes[start as usize..].starts_with(b"<!--") => {
                    // SingleLineHTMLOpenComment
                    self.pos += 4;
                    self.skip_line_comment();
                    continue;
                }
                b'-' if !self.options.module
                    && line_start
                    && bytes[start as usize..].starts_with(b"-->") =>
                {
                    // SingleLineHTMLCloseComment
                    self.pos += 3;
                    self.skip_line_comment();
                    continue;
                }
                0x80.. => match self.peek_char() {
                    Some(('\u{2028}' | '\u{2029}', len)) => {
                        self.pos += len as u32;
                        newline_before = true;
                        line_start = true;
                        continue;
                    }
                    Some((c, len)) if chars::is_whitespace(c) => {
                        self.pos += len as u32;
                        continue;
                    }
                    _ => self.scan_non_ascii(),
                },
                _ => self.scan_punctuator(b),
            };
            return self.finish_token(kind, start, newline_before);
        }
    }

    /// The token `next_token` would return, without moving the cursor. It is kept, so
    /// the `next_token` that follows costs no lexing (tokens that recorded an error are
    /// lexed again, so that the error is recorded where the cursor passes).
    pub fn peek_token(&mut self) -> Token {
        if self.ahead[0].from == self.pos {
            return self.ahead[0].token;
        }
        let checkpoint = self.checkpoint();
        let first = self.lex_ahead();
        self.ahead = [first, Ahead::EMPTY];
        self.rewind(checkpoint);
        first.token
    }

    /// The two tokens `next_token` would return next, without moving the cursor (kept
    /// as by `peek_token`).
    pub fn peek_token2(&mut self) -> (Token, Token) {
        if self.ahead[0].from == self.pos && self.ahead[1].from == self.ahead[0].to {
            return (self.ahead[0].token, self.ahead[1].token);
        }
        self.ahead = [Ahead::EMPTY; 2];
        let checkpoint = self.checkpoint();
        let first = self.lex_ahead();
        let second = self.lex_ahead();
        self.ahead = [first, if first.from == u32::MAX { Ahead::EMPTY } else { second }];
        self.rewind(checkpoint);
        (first.token, second.token)
    }

    /// Lex one token for the lookahead buffer, which must not hold a token from the
    /// cursor (an empty entry if the token recorded an error).
    fn lex_ahead(&mut self) -> Ahead {
        let from = self.pos;
        let errors = self.errors.len();
        let token = self.next_token();
        let from = if self.errors.len() == errors { from } else { u32::MAX };
        Ahead { from, token, to: self.pos }
    }

    /// The next token, exactly as `next_token` returns it, by a shorter path for the
    /// tokens TypeScript types are made of: after at most one space, an ASCII name, a
    /// string, or one of `: , ; ( ) [ ] { } | & ? . < > =` and `=>`, lexed without the
    /// trivia loop and the punctuator table (one branch on the byte instead of two);
    /// anything else (line breaks, comments, other literals, longer punctuators) goes to
    /// `next_token`. The parser uses it inside types, where these tokens are nearly all
    /// there is.
    pub fn next_type_token(&mut self) -> Token {
        let bytes = self.source.as_bytes();
        let from = self.pos as usize;
        // A peeked token is taken from the lookahead buffer, and position 0 (hashbang,
        // Annex B line start) is left to the general path.
        if self.ahead[0].from == self.pos || from == 0 {
            return self.next_token();
        }
        let start = from + usize::from(bytes.get(from) == Some(&b' '));
        let next = |i: usize| bytes.get(start + i).copied();
        let (kind, len) = match next(0) {
            Some(b'a'..=b'z' | b'A'..=b'Z' | b'$' | b'_') => {
                self.tok_escaped = false;
                self.tok_legacy_octal = false;
                self.pos = start as u32;
                let kind = self.scan_ascii_identifier();
                return self.finish_token(kind, start as u32, false);
            }
            Some(quote @ (b'"' | b'\'')) => {
                // String literal types (`"circle" | "square"`).
                self.tok_escaped = false;
                self.tok_legacy_octal = false;
                self.pos = start as u32;
                let kind = self.scan_string(quote);
                return self.finish_token(kind, start as u32, false);
            }
            Some(b':') => (Kind::Colon, 1),
            Some(b',') => (Kind::Comma, 1),
            Some(b';') => (Kind::Semicolon, 1),
            Some(b'(') => (Kind::LParen, 1),
            Some(b')') => (Kind::RParen, 1),
            Some(b'[') => (Kind::LBrack, 1),
            Some(b']') => (Kind::RBrack, 1),
            Some(b'{') => (Kind::LCurly, 1),
            Some(b'}') => (Kind::RCurly, 1),
            Some(b'|') if !matches!(next(1), Some(b'|' | b'=')) => (Kind::Pipe, 1),
            Some(b'&') if !matches!(next(1), Some(b'&' | b'=')) => (Kind::Amp, 1),
            Some(b'?') if !matches!(next(1), Some(b'?' | b'.')) => (Kind::Question, 1),
            Some(b'.') if !matches!(next(1), Some(b'.' | b'0'..=b'9')) => (Kind::Dot, 1),
            Some(b'<') if !matches!(next(1), Some(b'<' | b'=' | b'!')) => (Kind::LAngle, 1),
            Some(b'>') if !matches!(next(1), Some(b'>' | b'=')) => (Kind::RAngle, 1),
            Some(b'=') => match next(1) {
                Some(b'>') => (Kind::Arrow, 2),
                Some(b'=') => return self.next_token(),
                _ => (Kind::Eq, 1),
            },
            _ => return self.next_token(),
        };
        let end = (start + len) as u32;
        self.pos = end;
        self.prev_token_end = end;
        Token {
            kind,
            span: Span::new(start as u32, end),
            newline_before: false,
            escaped: false,
            legacy_octal: false,
        }
    }

    /// Re-lex from the `/` or `/=` token `slash` as a RegularExpressionLiteral
    /// (InputElementRegExp goal). Returns a `Kind::RegExp` token spanning `/body/flags`.
    pub fn next_regex(&mut self, slash: Token) -> Token {
        self.tok_escaped = false;
        self.tok_legacy_octal = false;
        let start = self.boundary_at_or_after(slash.span.start);
        self.pos = start;
        let kind = self.scan_regex();
        self.finish_token(kind, start, slash.newline_before)
    }

    /// Re-lex from the `}` token `rcurly` as TemplateMiddle or TemplateTail
    /// (InputElementTemplateTail goal).
    pub fn next_template_continuation(&mut self, rcurly: Token) -> Token {
        self.tok_escaped = false;
        self.tok_legacy_octal = false;
        let start = self.boundary_at_or_after(rcurly.span.start);
        self.pos = start;
        let kind = self.scan_template_continuation();
        self.finish_token(kind, start, rcurly.newline_before)
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
        value::identifier_name(self.text(token), token.escaped)
    }

    /// The SV of a string literal token.
    pub fn string_value(&self, token: Token) -> JsString<'a> {
        value::string_value(self.text(token), token.escaped)
    }

    /// The MV of a numeric literal token (ECMA-262 sec-static-semantics-mv), rounded
    /// to the nearest double exactly as the spec requires.
    pub fn number_value(&self, token: Token) -> f64 {
        value::number_value(self.text(token))
    }

    /// The digits of a BigInt literal token, without prefix, separators and `n`, with
    /// their radix (2, 8, 10 or 16).
    pub fn bigint_digits(&self, token: Token) -> (u32, Cow<'a, str>) {
        value::bigint_digits(self.text(token))
    }

    /// The TV (cooked value) of a template token, or `None` when it holds an invalid
    /// escape (allowed only in tagged templates; the parser decides).
    pub fn template_cooked(&self, token: Token) -> Option<JsString<'a>> {
        value::template_cooked(self.template_body(token), token.escaped)
    }

    /// The TRV (raw value) of a template token: the text between the delimiters with
    /// CR and CRLF normalised to LF; code units only when the text holds a lone
    /// surrogate marked by [`Lexer::with_surrogates`].
    pub fn template_raw(&self, token: Token) -> JsString<'a> {
        let body = self.template_body(token);
        match self.surrogates_in(body) {
            (_, []) => JsString::Str(value::template_raw(body)),
            (start, sites) => JsString::Utf16(value::restore_surrogates(body, start, sites, true)),
        }
    }

    /// The body and flags of a `Kind::RegExp` token: `/ab+c/gi` gives `("ab+c", "gi")`.
    /// The body is the source text, with lone surrogates (if any) as their escapes.
    pub fn regex_parts(&self, token: Token) -> (&'a str, &'a str) {
        value::regex_parts(self.text(token))
    }

    /// The body of a `Kind::RegExp` token as the regular expression's source: as the
    /// body of [`Lexer::regex_parts`], but code units with the lone surrogates marked by
    /// [`Lexer::with_surrogates`] put back, when it holds any.
    pub fn regex_pattern(&self, token: Token) -> JsString<'a> {
        let (body, _) = self.regex_parts(token);
        match self.surrogates_in(body) {
            (_, []) => JsString::Str(Cow::Borrowed(body)),
            (start, sites) => JsString::Utf16(value::restore_surrogates(body, start, sites, false)),
        }
    }

    /// The byte offset of `text` (a slice of the source) and the marked lone surrogates
    /// that start inside it.
    fn surrogates_in(&self, text: &'a str) -> (u32, &'a [u32]) {
        if self.surrogates.is_empty() {
            return (0, &[]);
        }
        let start = (text.as_ptr() as usize).wrapping_sub(self.source.as_ptr() as usize) as u32;
        let end = start.saturating_add(text.len() as u32);
        let from = self.surrogates.partition_point(|&o| o < start);
        let to = self.surrogates.partition_point(|&o| o < end);
        (start, self.surrogates.get(from..to.max(from)).unwrap_or(&[]))
    }
}

impl<'a> Lexer<'a> {
    /// The byte at `pos`, if any.
    #[inline]
    pub(crate) fn byte_at(&self, pos: u32) -> Option<u8> {
        self.source.as_bytes().get(pos as usize).copied()
    }

    /// The byte at the cursor.
    #[inline]
    pub(crate) fn peek(&self) -> Option<u8> {
        self.byte_at(self.pos)
    }

    /// The byte `n` bytes after the cursor.
    #[inline]
    pub(crate) fn peek_at(&self, n: u32) -> Option<u8> {
        self.source.as_bytes().get(self.pos as usize + n as usize).copied()
    }

    /// The char at the cursor and its UTF-8 length.
    #[inline]
    pub(crate) fn peek_char(&self) -> Option<(char, usize)> {
        chars::char_at(self.source, self.pos as usize)
    }

    /// Records a lexical error spanning `start..end`.
    #[cold]
    pub(crate) fn error(&mut self, message: &str, start: u32, end: u32) {
        self.errors.push(LexError { message: message.to_owned(), span: Span::new(start, end) });
    }

    /// Builds the token that started at `start` and ends at the cursor.
    #[inline]
    fn finish_token(&mut self, kind: Kind, start: u32, newline_before: bool) -> Token {
        self.prev_token_end = self.pos;
        Token {
            kind,
            span: Span::new(start, self.pos),
            newline_before,
            escaped: self.tok_escaped,
            legacy_octal: self.tok_legacy_octal,
        }
    }

    /// `pos` clamped to the source and moved forward to a char boundary, so that a token
    /// from elsewhere can never make the lexer slice inside a char.
    fn boundary_at_or_after(&self, pos: u32) -> u32 {
        let mut p = (pos as usize).min(self.source.len());
        while !self.source.is_char_boundary(p) {
            p += 1;
        }
        p as u32
    }

    /// The source text of `token`, or `""` if its span is not a valid range of this source.
    fn text(&self, token: Token) -> &'a str {
        self.source.get(token.span.start as usize..token.span.end as usize).unwrap_or("")
    }

    /// The text of a template token between its delimiters (`` ` `` or `}` before,
    /// `` ` `` or `${` after).
    fn template_body(&self, token: Token) -> &'a str {
        let text = self.text(token);
        let text = text.strip_prefix(['`', '}']).unwrap_or(text);
        match token.kind {
            Kind::TemplateHead | Kind::TemplateMiddle => text.strip_suffix("${").unwrap_or(text),
            _ => text.strip_suffix('`').unwrap_or(text),
        }
    }

    /// A token starting with a non-ASCII char: an identifier, or an error.
    fn scan_non_ascii(&mut self) -> Kind {
        let start = self.pos;
        match self.peek_char() {
            Some((c, _)) if chars::is_id_start(c) => self.scan_identifier(),
            Some((_, len)) => {
                self.pos += len as u32;
                self.error("Invalid or unexpected token", start, self.pos);
                Kind::Error
            }
            None => {
                // Not reachable for a cursor on a char boundary; consume a byte to progress.
                self.pos += 1;
                self.error("Invalid or unexpected token", start, self.pos);
                Kind::Error
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::test_util::{kinds, lex};
    use crate::{Kind, Lexer, LexerOptions, Span, Token};

    #[test]
    fn smoke() {
        assert_eq!(
            lex("let x = 1; // c\n/* d */ a?.b ?? 'str' `t${x}`"),
            vec![
                (Kind::Let, "let"),
                (Kind::Identifier, "x"),
                (Kind::Eq, "="),
                (Kind::Number, "1"),
                (Kind::Semicolon, ";"),
                (Kind::Identifier, "a"),
                (Kind::QuestionDot, "?."),
                (Kind::Identifier, "b"),
                (Kind::Question2, "??"),
                (Kind::String, "'str'"),
                (Kind::TemplateHead, "`t${"),
                (Kind::Identifier, "x"),
                (Kind::RCurly, "}"),
                (Kind::Error, "`"),
            ]
        );
        assert_eq!(kinds(""), vec![]);
    }

    #[test]
    fn token_is_small() {
        // The crate docs promise 12-byte tokens; the parser copies them freely.
        assert_eq!(std::mem::size_of::<Token>(), 12);
    }

    #[test]
    fn positions() {
        let source = "a  bé\n'x' /*c*/ 12";
        let spans: Vec<_> =
            crate::test_util::tokens(source).iter().map(|t| (t.span.start, t.span.end)).collect();
        assert_eq!(spans, vec![(0, 1), (3, 6), (7, 10), (17, 19)]);
        let mut lexer = Lexer::new(source, LexerOptions::default());
        for _ in 0..4 {
            lexer.next_token();
        }
        let eof = lexer.next_token();
        assert_eq!((eof.kind, eof.span), (Kind::Eof, Span::new(19, 19)));
        assert_eq!(lexer.next_token().kind, Kind::Eof);
    }

    #[test]
    fn newline_before() {
        let tokens = crate::test_util::tokens("a\nb c /*\n*/ d");
        let bits: Vec<_> = tokens.iter().map(|t| t.newline_before).collect();
        assert_eq!(bits, vec![false, true, false, true]);
        let mut lexer = Lexer::new("a\n", LexerOptions::default());
        lexer.next_token();
        assert!(lexer.next_token().newline_before, "Eof after a newline");
    }

    #[test]
    fn checkpoint_and_rewind() {
        let mut lexer = Lexer::new("a 'b \n c", LexerOptions::default());
        lexer.next_token();
        let checkpoint = lexer.checkpoint();
        assert_eq!(lexer.next_token().kind, Kind::Error);
        assert_eq!(lexer.errors().len(), 1);
        lexer.rewind(checkpoint);
        assert!(lexer.errors().is_empty());
        let again = lexer.next_token();
        assert_eq!((again.kind, again.span), (Kind::Error, Span::new(2, 5)));
        assert_eq!(lexer.next_token().kind, Kind::Identifier);
    }

    #[test]
    fn peeked_tokens_are_the_tokens_lexed() {
        // Every token, peeked once or twice ahead (and after rewinds), is the token that
        // plain lexing gives, and an error is recorded once, where the cursor passes it.
        let source = "a\n-->c\nb = /* x\n */ 1 + '\\u{zz}' ;\u{2028}-->d\n`t${x}` 0b12 é ]";
        let plain: Vec<Token> = {
            let mut lexer = Lexer::new(source, LexerOptions::default());
            std::iter::from_fn(|| Some(lexer.next_token()))
                .take_while(|t| t.kind != Kind::Eof)
                .collect()
        };
        for step in 0..4 {
            let mut lexer = Lexer::new(source, LexerOptions::default());
            let mut seen = Vec::new();
            loop {
                match step {
                    0 => {}
                    1 => assert_eq!(lexer.peek_token(), lexer.peek_token()),
                    2 => {
                        let (first, second) = lexer.peek_token2();
                        assert_eq!(lexer.peek_token(), first);
                        let checkpoint = lexer.checkpoint();
                        assert_eq!(lexer.next_token(), first);
                        assert_eq!(lexer.peek_token(), second);
                        lexer.rewind(checkpoint);
                    }
                    _ => {
                        let first = lexer.peek_token();
                        assert_eq!(lexer.peek_token2().0, first);
                    }
                }
                assert_eq!(
                    lexer.errors().len(),
                    seen.iter().filter(|t: &&Token| t.kind == Kind::Error).count()
                );
                let token = lexer.next_token();
                if token.kind == Kind::Eof {
                    break;
                }
                seen.push(token);
            }
            assert_eq!(seen, plain, "step {step}");
            assert_eq!(lexer.errors().len(), 2);
        }
    }

    #[test]
    fn type_tokens_are_the_tokens_lexed() {
        // From every char boundary of tricky text and of the TypeScript corpus, the
        // type-context path gives the token, cursor and errors of the general one.
        let mut sources: Vec<String> = vec![
            "a: T, b?: U | V & W; c: X<Y<Z>>= 1 => x == y ?. ?? ?.5 .5 ... <!-- x\n--> y <= >= \
             <<= >>> |= &= || && =>x =a $_ _$ \\u0061 é: x\t:y  :z /* c */ ://d\n`t` 'x' 1"
                .into(),
            "x\r\n: T\u{2028}| U".into(),
        ];
        let corpus = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/ts/corpus");
        let mut paths: Vec<_> = std::fs::read_dir(&corpus)
            .map(|dir| dir.filter_map(|e| e.ok().map(|e| e.path())).collect())
            .unwrap_or_default();
        paths.sort();
        sources.extend(paths.iter().filter_map(|p| std::fs::read_to_string(p).ok()));
        assert!(sources.len() > 100, "the TypeScript corpus is read");
        for source in &sources {
            for module in [false, true] {
                let options = LexerOptions { module };
                for pos in (0..=source.len()).filter(|&p| source.is_char_boundary(p)) {
                    let mut general = Lexer::new(source, options);
                    let mut typed = Lexer::new(source, options);
                    general.pos = pos as u32;
                    typed.pos = pos as u32;
                    let expected = general.next_token();
                    assert_eq!(typed.next_type_token(), expected, "at {pos} of {source:?}");
                    assert_eq!(typed.pos, general.pos);
                    assert_eq!(typed.errors(), general.errors());
                }
            }
        }
    }

    #[test]
    fn value_methods_on_any_token() {
        // Value methods accept tokens of every kind, and foreign spans, without panicking.
        let source = "é 'x' 1";
        let lexer = Lexer::new(source, LexerOptions::default());
        let mut bogus = Token::dummy();
        for span in [Span::new(0, 1), Span::new(1, 0), Span::new(0, 100), Span::new(3, 6)] {
            bogus.span = span;
            bogus.escaped = true;
            let _ = lexer.identifier_name(bogus);
            let _ = lexer.string_value(bogus);
            let _ = lexer.number_value(bogus);
            let _ = lexer.bigint_digits(bogus);
            let _ = lexer.template_cooked(bogus);
            let _ = lexer.template_raw(bogus);
            let _ = lexer.regex_parts(bogus);
        }
        assert!(lexer.number_value(Token { span: Span::new(0, 2), ..bogus }).is_nan());
    }
}
