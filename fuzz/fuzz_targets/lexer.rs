//! Fuzz target for cairn-lexer: any UTF-8 input lexes to `Eof` in both goals without
//! panicking or looping, with regex and template re-lexing driven by input bits, every
//! value method called on every token, and tokens in increasing, non-overlapping order.
//! Every `u` of the source is marked as a lone surrogate's escape (`Lexer::with_surrogates`)
//! when the control byte's top bit is set, so that marks at any offset, real escapes
//! or not, are exercised too.

#![no_main]

use cairn_lexer::{Kind, Lexer, LexerOptions, LineIndex};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    // The first byte steers the goal choices; the rest is the source.
    let Some((&control, rest)) = data.split_first() else { return };
    let Ok(source) = std::str::from_utf8(rest) else { return };
    for module in [false, true] {
        lex(source, LexerOptions { module }, control);
    }
    let index = LineIndex::new(source);
    for offset in [0, source.len() as u32 / 2, source.len() as u32, u32::MAX] {
        let _ = index.line_column(source, offset);
    }
});

fn lex(source: &str, options: LexerOptions, control: u8) {
    let sites: Vec<u32> = if control & 0x80 != 0 {
        source.match_indices('u').map(|(i, _)| i.saturating_sub(usize::from(control & 1)) as u32).collect()
    } else {
        Vec::new()
    };
    let mut lexer = Lexer::new(source, options).with_surrogates(&sites);
    // A cheap pseudo-random bit stream seeded by the control byte.
    let mut bits = u32::from(control) | 0x100;
    let mut next_bit = move || {
        bits ^= bits << 13;
        bits ^= bits >> 17;
        bits ^= bits << 5;
        bits & 1 == 1
    };
    let mut end = 0;
    // Every non-Eof token consumes at least one byte, so this bounds the loop; it is a
    // guard that turns a hang into a crash the fuzzer reports.
    for _ in 0..=source.len() + 1 {
        let mut token = lexer.next_token();
        if token.kind == Kind::Eof {
            assert_eq!(token.span.start as usize, source.len());
            return;
        }
        match token.kind {
            Kind::Slash | Kind::SlashEq if next_bit() => token = lexer.next_regex(token),
            Kind::RCurly if next_bit() => token = lexer.next_template_continuation(token),
            _ => {}
        }
        assert!(token.span.start >= end && token.span.start <= token.span.end);
        assert!(source.is_char_boundary(token.span.start as usize));
        assert!(source.is_char_boundary(token.span.end as usize));
        end = token.span.end;
        let _ = lexer.identifier_name(token);
        let _ = lexer.string_value(token);
        let _ = lexer.number_value(token);
        let _ = lexer.bigint_digits(token);
        let _ = lexer.template_cooked(token);
        let _ = lexer.template_raw(token);
        let _ = lexer.regex_parts(token);
        let _ = lexer.regex_pattern(token);
        if next_bit() && next_bit() && next_bit() {
            // Lookahead and back: must replay identically.
            let checkpoint = lexer.checkpoint();
            let ahead = lexer.next_token();
            lexer.rewind(checkpoint);
            assert_eq!(lexer.next_token(), ahead);
        }
    }
    panic!("lexer did not reach Eof");
}
