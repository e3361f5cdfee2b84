//! StringLiteral scanning (ECMA-262 sec-literals-string-literals, Annex B
//! sec-additional-syntax-string-literals). The SV is computed later, in `value`.

use crate::escape::{EscapeError, parse_hex2, parse_unicode};
use crate::{Kind, Lexer};

impl Lexer<'_> {
    /// StringLiteral :: `"` DoubleStringCharacters? `"` | `'` SingleStringCharacters? `'`,
    /// with the cursor on the opening `quote`.
    pub(crate) fn scan_string(&mut self, quote: u8) -> Kind {
        let start = self.pos;
        let bytes = self.source.as_bytes();
        let mut p = start as usize + 1;
        let mut bad: Option<(EscapeError, usize, usize)> = None;
        loop {
            p += plain_len(bytes.get(p..).unwrap_or_default(), quote);
            let Some(&b) = bytes.get(p) else { break };
            match b {
                _ if b == quote => {
                    self.pos = (p + 1) as u32;
                    return match bad {
                        Some((e, s, end)) => {
                            self.error(e.message(), s as u32, end as u32);
                            Kind::Error
                        }
                        None => Kind::String,
                    };
                }
                // A raw LF or CR ends the line and so the literal (U+2028/2029 are allowed).
                b'\n' | b'\r' => break,
                b'\\' => {
                    self.tok_escaped = true;
                    let esc = p;
                    p += 1;
                    match bytes.get(p) {
                        None => break,
                        Some(b'x') => match parse_hex2(bytes, p + 1) {
                            Ok((_, next)) => p = next,
                            Err(stop) => {
                                bad = bad.or(Some((EscapeError::Hex, esc, stop)));
                                p = stop;
                            }
                        },
                        Some(b'u') => match parse_unicode(bytes, p + 1) {
                            Ok((_, next)) => p = next,
                            Err(stop) => {
                                bad = bad.or(Some((EscapeError::Unicode, esc, stop)));
                                p = stop;
                            }
                        },
                        Some(b'0') => {
                            // `\0` [lookahead ∉ DecimalDigit] is NUL; `\0` before a digit is
                            // a LegacyOctalEscapeSequence.
                            if bytes.get(p + 1).is_some_and(u8::is_ascii_digit) {
                                self.tok_legacy_octal = true;
                            }
                            p += 1;
                        }
                        Some(b'1'..=b'9') => {
                            self.tok_legacy_octal = true;
                            p += 1;
                        }
                        // LineContinuation: CRLF as one; any other char (multi-byte ones
                        // included) is skipped byte by byte as ordinary text.
                        Some(b'\r') if bytes.get(p + 1) == Some(&b'\n') => p += 2,
                        Some(_) => p += 1,
                    }
                }
                _ => p += 1,
            }
        }
        // The end of the line or input came first. `p` may sit inside a char only after an
        // escape's backslash skipped a lead byte; move to the next boundary.
        p = p.min(bytes.len());
        while !self.source.is_char_boundary(p) {
            p += 1;
        }
        self.pos = p as u32;
        self.error("Unterminated string literal", start, self.pos);
        Kind::Error
    }
}

/// How many bytes of `s` come before its first `quote`, backslash, LF or CR (all of `s`
/// when it has none): the plain text of a string literal, which needs no look. Eight
/// bytes a step (a long literal, such as a tool's answer written into a body, is almost
/// all plain text): in each word, a byte equal to a stop becomes a set high bit, and the
/// lowest set bit marks the first stop exactly (a test can also flag bytes above a true
/// stop, never below one).
#[inline(always)]
fn plain_len(s: &[u8], quote: u8) -> usize {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGHS: u64 = 0x8080_8080_8080_8080;
    let stops = |b: u8| b == quote || b == b'\\' || b == b'\n' || b == b'\r';
    // Escapes often follow one another (JSON text written as a string literal).
    if s.first().is_none_or(|&b| stops(b)) {
        return 0;
    }
    let has_zero = |v: u64| v.wrapping_sub(ONES) & !v & HIGHS;
    let mut at = 0;
    for word in s.chunks_exact(8) {
        let w = u64::from_le_bytes([
            word[0], word[1], word[2], word[3], word[4], word[5], word[6], word[7],
        ]);
        let found = has_zero(w ^ (ONES * quote as u64))
            | has_zero(w ^ (ONES * b'\\' as u64))
            | has_zero(w ^ (ONES * b'\n' as u64))
            | has_zero(w ^ (ONES * b'\r' as u64));
        if found != 0 {
            return at + (found.trailing_zeros() / 8) as usize;
        }
        at += 8;
    }
    at + s[at..].iter().position(|&b| stops(b)).unwrap_or(s.len() - at)
}

#[cfg(test)]
mod tests {
    use std::borrow::Cow;

    use crate::test_util::{first_error, kinds, lex, single};
    use crate::{JsString, Kind, Lexer, LexerOptions};

    fn sv(source: &str) -> JsString<'_> {
        let token = single(source);
        assert_eq!(token.kind, Kind::String, "{source}");
        Lexer::new(source, LexerOptions::default()).string_value(token)
    }

    fn str_value(s: &str) -> JsString<'static> {
        JsString::Str(Cow::Owned(s.to_owned()))
    }

    /// The plain text found eight bytes a step ends where the byte-by-byte scan ends,
    /// for every byte value at every place, with either quote, among plain bytes of
    /// every kind (ASCII, the other quote, UTF-8 lead and continuation bytes).
    #[test]
    fn plain_text_ends_at_the_first_quote_backslash_or_line_end() {
        for quote in [b'"', b'\''] {
            let naive = |s: &[u8]| {
                s.iter()
                    .position(|&b| b == quote || b == b'\\' || b == b'\n' || b == b'\r')
                    .unwrap_or(s.len())
            };
            for len in [0, 1, 7, 8, 9, 16, 17, 33] {
                for filler in [b'a', b' ', b'"', b'\'', 0x0B, 0x0C, 0x5D, 0x80, 0xE2, 0xFF] {
                    let plain = vec![filler; len];
                    assert_eq!(super::plain_len(&plain, quote), naive(&plain));
                    for at in 0..len {
                        for byte in 0..=255u8 {
                            let mut s = plain.clone();
                            s[at] = byte;
                            assert_eq!(super::plain_len(&s, quote), naive(&s), "{s:?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn long_literals_end_at_their_quote_escape_or_line_end() {
        let text = "x".repeat(100);
        assert_eq!(sv(&format!("\"{text}\"")), str_value(&text));
        assert_eq!(sv(&format!("'{text}\\n{text}'")), str_value(&format!("{text}\n{text}")));
        assert_eq!(kinds(&format!("'{text}\n{text}'"))[0], Kind::Error);
        assert_eq!(sv(&format!("'{text}\"{text}'")), str_value(&format!("{text}\"{text}")));
        assert_eq!(sv(&format!("'{text}é€😀{text}'")), str_value(&format!("{text}é€😀{text}")));
    }

    #[test]
    fn plain() {
        assert!(matches!(sv("'abc'"), JsString::Str(Cow::Borrowed("abc"))));
        assert!(matches!(sv("\"a'b\""), JsString::Str(Cow::Borrowed("a'b"))));
        assert!(matches!(sv("''"), JsString::Str(Cow::Borrowed(""))));
        assert!(matches!(
            sv("'é\u{2028}\u{2029}'"),
            JsString::Str(Cow::Borrowed("é\u{2028}\u{2029}"))
        ));
        assert!(!single("'abc'").escaped);
    }

    #[test]
    fn escapes() {
        assert_eq!(sv(r#"'\'\"\\\b\f\n\r\t\v\0'"#), str_value("'\"\\\u{8}\u{C}\n\r\t\u{B}\0"));
        assert_eq!(sv(r"'\x41\u0042\u{43}\u{1F600}\q\é'"), str_value("ABC😀qé"));
        assert_eq!(sv("'a\\\nb\\\r\nc\\\rd\\\u{2028}e\\\u{2029}f'"), str_value("abcdef"));
        assert_eq!(sv(r"'\uD83D\uDE00'"), str_value("😀"));
        assert_eq!(sv(r"'\u{D83D}\u{DE00}'"), str_value("😀"));
        assert_eq!(sv(r"'\uD800'"), JsString::Utf16(vec![0xD800]));
        assert_eq!(sv(r"'a\uDE00b'"), JsString::Utf16(vec![0x61, 0xDE00, 0x62]));
        assert_eq!(sv(r"'\uD83Dx'"), JsString::Utf16(vec![0xD83D, 0x78]));
        assert_eq!(sv(r"'é\uD800😀'"), JsString::Utf16(vec![0xE9, 0xD800, 0xD83D, 0xDE00]));
        assert!(single(r"'\n'").escaped);
        assert!(!single(r"'\0'").legacy_octal);
    }

    #[test]
    fn legacy_octal() {
        for src in [r"'\01'", r"'\1'", r"'\7'", r"'\8'", r"'\9'", r"'\00'", r"'\08'"] {
            assert!(single(src).legacy_octal, "{src}");
        }
        assert_eq!(sv(r"'\101'"), str_value("A"));
        assert_eq!(sv(r"'\1011'"), str_value("A1"));
        assert_eq!(sv(r"'\477'"), str_value("'7"));
        assert_eq!(sv(r"'\08'"), str_value("\08"));
        assert_eq!(sv(r"'\8\9'"), str_value("89"));
        assert_eq!(sv(r"'\377'"), str_value("\u{FF}"));
    }

    #[test]
    fn errors() {
        assert_eq!(lex("'abc\nx"), vec![(Kind::Error, "'abc"), (Kind::Identifier, "x")]);
        assert_eq!(first_error("'abc").as_deref(), Some("Unterminated string literal"));
        assert_eq!(kinds("'abc\r'"), vec![Kind::Error, Kind::Error]);
        assert_eq!(first_error(r"'\x4'").as_deref(), Some("Invalid hexadecimal escape sequence"));
        assert_eq!(first_error(r"'\u12'").as_deref(), Some("Invalid Unicode escape sequence"));
        assert_eq!(
            first_error(r"'\u{110000}'").as_deref(),
            Some("Invalid Unicode escape sequence")
        );
        assert_eq!(lex(r"'\xZ' x"), vec![(Kind::Error, r"'\xZ'"), (Kind::Identifier, "x")]);
        // Inputs ending mid-escape.
        for src in ["'\\", "'\\x", "'\\x4", "'\\u", "'\\u{", "'\\u{1", "'\\u00", "\"\\\r", "'\\é"]
        {
            assert_eq!(kinds(src), vec![Kind::Error], "{src:?}");
        }
    }
}
