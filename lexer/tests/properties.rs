//! On any input the lexer terminates without panicking, its tokens lie in increasing,
//! non-overlapping order on char boundaries, every error token has exactly one error,
//! and every value method accepts every token.

mod common;

use cairn_lexer::{Kind, Lexer, LexerOptions};
use proptest::prelude::*;

/// Fragments that steer random input into the interesting corners of the grammar.
const FRAGMENTS: &[&str] = &[
    "/", "*", "`", "${", "}", "{", "'", "\"", "\\", "u", "0", "x", "_", "n", ".", "e", "1", "8",
    "\n", "\r", "\u{2028}", "<!--", "-->", "#", "!", "?", "a", "é", " ", "[", "]", "=", "-", "<",
    "\\u{", "\\u00", "0b", "0o", "07", "😀", "\u{200D}", "\u{FEFF}", "/*", "*/", "//", "await",
];

fn source() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        3 => proptest::sample::select(FRAGMENTS).prop_map(str::to_owned),
        1 => any::<char>().prop_map(String::from),
    ];
    proptest::collection::vec(piece, 0..48).prop_map(|pieces| pieces.concat())
}

fn check(source: &str, options: LexerOptions) {
    let (tokens, errors) = common::lex_all(source, options);
    let mut end = 0;
    for token in &tokens {
        let span = token.span;
        assert!(span.start >= end && span.start < span.end, "{token:?} after {end} in {source:?}");
        assert!(source.is_char_boundary(span.start as usize));
        assert!(source.is_char_boundary(span.end as usize));
        assert!(span.end as usize <= source.len());
        end = span.end;
    }
    let error_tokens = tokens.iter().filter(|t| t.kind == Kind::Error).count();
    assert_eq!(error_tokens, errors.len(), "{source:?}: {errors:?}");
    let lexer = Lexer::new(source, options);
    for &token in &tokens {
        let _ = lexer.identifier_name(token);
        let _ = lexer.string_value(token);
        let _ = lexer.number_value(token);
        let _ = lexer.bigint_digits(token);
        let _ = lexer.template_cooked(token);
        let _ = lexer.template_raw(token);
        let _ = lexer.regex_parts(token);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn any_fragment_soup(source in source()) {
        check(&source, LexerOptions { module: false });
        check(&source, LexerOptions { module: true });
    }

    #[test]
    fn any_string(source in any::<String>()) {
        check(&source, LexerOptions { module: false });
    }
}

#[test]
fn valid_tokens_have_values() {
    // Spot checks that the driver and value methods agree on a realistic snippet.
    let source = "x = `a${1}b${'c'}d` + /re[/]/g.source + 0x1_0n;";
    let (tokens, errors) = common::lex_all(source, LexerOptions::default());
    assert!(errors.is_empty(), "{errors:?}");
    let kinds: Vec<Kind> = tokens.iter().map(|t| t.kind).collect();
    assert_eq!(
        kinds,
        vec![
            Kind::Identifier,
            Kind::Eq,
            Kind::TemplateHead,
            Kind::Number,
            Kind::TemplateMiddle,
            Kind::String,
            Kind::TemplateTail,
            Kind::Plus,
            Kind::RegExp,
            Kind::Dot,
            Kind::Source,
            Kind::Plus,
            Kind::BigInt,
            Kind::Semicolon,
        ]
    );
}
