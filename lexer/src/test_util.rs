//! Helpers for the unit tests of every module.

use crate::{Kind, LexError, Lexer, LexerOptions, Token};

/// All tokens of `source` (script goal) up to, not including, `Eof`.
pub(crate) fn tokens(source: &str) -> Vec<Token> {
    tokens_with(source, LexerOptions::default()).0
}

/// All tokens and errors of `source` with `options`.
pub(crate) fn tokens_with(source: &str, options: LexerOptions) -> (Vec<Token>, Vec<LexError>) {
    let mut lexer = Lexer::new(source, options);
    let mut out = Vec::new();
    loop {
        let token = lexer.next_token();
        if token.kind == Kind::Eof {
            break;
        }
        out.push(token);
        assert!(out.len() <= source.len() + 1, "lexer does not progress on {source:?}");
    }
    (out, lexer.errors().to_vec())
}

/// Kinds and texts of the tokens of `source`.
pub(crate) fn lex(source: &str) -> Vec<(Kind, &str)> {
    tokens(source)
        .into_iter()
        .map(|t| (t.kind, &source[t.span.start as usize..t.span.end as usize]))
        .collect()
}

/// The kinds of the tokens of `source`.
pub(crate) fn kinds(source: &str) -> Vec<Kind> {
    tokens(source).into_iter().map(|t| t.kind).collect()
}

/// The single token of `source` (asserting there is exactly one).
pub(crate) fn single(source: &str) -> Token {
    let tokens = tokens(source);
    assert_eq!(tokens.len(), 1, "expected one token in {source:?}: {tokens:?}");
    tokens[0]
}

/// The first error message for `source`, if any.
pub(crate) fn first_error(source: &str) -> Option<String> {
    tokens_with(source, LexerOptions::default()).1.first().map(|e| e.message.clone())
}
