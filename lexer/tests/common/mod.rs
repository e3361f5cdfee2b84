//! A token driver for tests and the benchmark: lexes a whole source without a parser,
//! choosing the goal for `/` and `}` the way a parser would in the common cases (a `/`
//! after an operand is division; a `}` closing a substitution continues the template).

use cairn_lexer::{Kind, LexError, Lexer, LexerOptions, Token};

/// True if a `/` after a token of `kind` is a division (the token ends an operand).
fn ends_operand(kind: Kind) -> bool {
    match kind {
        Kind::Number
        | Kind::BigInt
        | Kind::String
        | Kind::RegExp
        | Kind::NoSubstitutionTemplate
        | Kind::TemplateTail
        | Kind::RParen
        | Kind::RBrack
        | Kind::RCurly
        | Kind::Plus2
        | Kind::Minus2
        | Kind::PrivateIdentifier
        | Kind::This
        | Kind::Super
        | Kind::True
        | Kind::False
        | Kind::Null => true,
        // Reserved words that take an expression after them.
        k if k.is_reserved_word() => false,
        k => k.is_identifier_name(),
    }
}

/// A lexer with the goal choices made: `next` gives the token a parser would see.
pub(crate) struct Driver<'a> {
    pub(crate) lexer: Lexer<'a>,
    braces: Vec<bool>, // true: the `{` was a template's `${`
    prev: Kind,
}

impl<'a> Driver<'a> {
    pub(crate) fn new(source: &'a str, options: LexerOptions) -> Driver<'a> {
        Driver { lexer: Lexer::new(source, options), braces: Vec::new(), prev: Kind::Eof }
    }

    /// The next token, `None` at the end.
    pub(crate) fn next_token(&mut self) -> Option<Token> {
        let mut token = self.lexer.next_token();
        match token.kind {
            Kind::Eof => return None,
            Kind::Slash | Kind::SlashEq if !ends_operand(self.prev) => {
                token = self.lexer.next_regex(token);
            }
            Kind::LCurly => self.braces.push(false),
            Kind::TemplateHead => self.braces.push(true),
            Kind::RCurly if self.braces.pop() == Some(true) => {
                token = self.lexer.next_template_continuation(token);
                if token.kind == Kind::TemplateMiddle {
                    self.braces.push(true);
                }
            }
            _ => {}
        }
        self.prev = token.kind;
        Some(token)
    }
}

/// Every token of `source` up to `Eof` (not included), and the errors.
#[allow(dead_code)] // each test binary uses a part of this module
pub(crate) fn lex_all(source: &str, options: LexerOptions) -> (Vec<Token>, Vec<LexError>) {
    let mut driver = Driver::new(source, options);
    let mut tokens = Vec::new();
    while let Some(token) = driver.next_token() {
        tokens.push(token);
    }
    (tokens, driver.lexer.errors().to_vec())
}

/// Counts the tokens of `source` without storing them (for the benchmark).
#[allow(dead_code)]
pub(crate) fn count_tokens(source: &str, options: LexerOptions) -> usize {
    let mut driver = Driver::new(source, options);
    let mut count = 0;
    while driver.next_token().is_some() {
        count += 1;
    }
    count
}
