//! Template scanning (ECMA-262 sec-template-literal-lexical-components). Cooked and raw
//! values are computed later, in `value`; invalid escapes are not errors here because
//! tagged templates allow them (NotEscapeSequence).

use crate::{Kind, Lexer};

impl Lexer<'_> {
    /// TemplateCharacters? then `` ` `` (giving `end`) or `${` (giving `substitution`).
    /// The cursor is just after the opening `` ` `` or `}`.
    pub(crate) fn scan_template_chars(&mut self, end: Kind, substitution: Kind) -> Kind {
        let start = self.pos.saturating_sub(1);
        let bytes = self.source.as_bytes();
        let mut p = self.pos as usize;
        while let Some(&b) = bytes.get(p) {
            match b {
                b'`' => {
                    self.pos = (p + 1) as u32;
                    return end;
                }
                b'$' if bytes.get(p + 1) == Some(&b'{') => {
                    self.pos = (p + 2) as u32;
                    return substitution;
                }
                b'\\' => {
                    self.tok_escaped = true;
                    // Skip the escaped byte so that `` \` `` and `\$` do not end the
                    // template; the rest of a multi-byte char is ordinary text.
                    p += 2;
                }
                _ => p += 1,
            }
        }
        self.pos = self.source.len() as u32;
        self.error("Unterminated template literal", start, self.pos);
        Kind::Error
    }

    /// TemplateMiddle :: `}` TemplateCharacters? `${` |
    /// TemplateTail :: `}` TemplateCharacters? `` ` ``, with the cursor on the `}`.
    pub(crate) fn scan_template_continuation(&mut self) -> Kind {
        if self.peek() != Some(b'}') {
            let start = self.pos;
            self.error("Expected `}` to continue a template", start, start);
            return Kind::Error;
        }
        self.pos += 1;
        self.scan_template_chars(Kind::TemplateTail, Kind::TemplateMiddle)
    }
}

#[cfg(test)]
mod tests {
    use std::borrow::Cow;

    use crate::test_util::{first_error, kinds, lex, single};
    use crate::{JsString, Kind, Lexer, LexerOptions, Token};

    fn cooked(source: &str) -> Option<JsString<'_>> {
        Lexer::new(source, LexerOptions::default()).template_cooked(single(source))
    }

    fn raw(source: &str) -> Cow<'_, str> {
        match Lexer::new(source, LexerOptions::default()).template_raw(single(source)) {
            JsString::Str(s) => s,
            JsString::Utf16(u) => panic!("code units {u:?} for {source:?}"),
        }
    }

    fn owned(s: &str) -> Option<JsString<'static>> {
        Some(JsString::Str(Cow::Owned(s.to_owned())))
    }

    #[test]
    fn no_substitution() {
        assert_eq!(single("`abc`").kind, Kind::NoSubstitutionTemplate);
        assert!(matches!(cooked("`abc`"), Some(JsString::Str(Cow::Borrowed("abc")))));
        assert!(matches!(raw("`a\\nb`"), Cow::Borrowed("a\\nb")));
        assert_eq!(cooked("`a\\nb`"), owned("a\nb"));
        assert_eq!(cooked("`\\``"), owned("`"));
        assert_eq!(cooked("`\\${}`"), owned("${}"));
        assert_eq!(cooked("`$`"), owned("$"));
        assert_eq!(cooked("`\\0`"), owned("\0"));
        assert_eq!(cooked("`a\\\nb`"), owned("ab"));
        assert_eq!(single("`\n`").kind, Kind::NoSubstitutionTemplate);
    }

    #[test]
    fn line_terminators_normalised() {
        assert_eq!(cooked("`a\r\nb\rc\nd`"), owned("a\nb\nc\nd"));
        assert_eq!(raw("`a\r\nb\rc\nd`"), "a\nb\nc\nd");
        assert_eq!(raw("`\\\r\n`"), "\\\n");
        assert_eq!(cooked("`\\\r\n`"), owned(""));
    }

    #[test]
    fn invalid_escapes_are_not_errors() {
        for src in
            ["`\\u{`", "`\\01`", "`\\1`", "`\\8`", "`\\xZ`", "`\\u12`", "`\\u{110000}`", "`\\00`"]
        {
            let token = single(src);
            assert_eq!(token.kind, Kind::NoSubstitutionTemplate, "{src}");
            assert!(token.escaped && !token.legacy_octal, "{src}");
            assert_eq!(cooked(src), None, "{src}");
        }
        assert_eq!(raw("`\\u{`"), "\\u{");
        assert_eq!(cooked("`\\uD800`"), Some(JsString::Utf16(vec![0xD800])));
    }

    #[test]
    fn substitutions() {
        let source = "`a${x}b${y}c`";
        let mut lexer = Lexer::new(source, LexerOptions::default());
        let head = lexer.next_token();
        assert_eq!(
            (head.kind, lexer.template_raw(head)),
            (Kind::TemplateHead, JsString::Str(Cow::Borrowed("a")))
        );
        assert_eq!(lexer.next_token().kind, Kind::Identifier);
        let rcurly = lexer.next_token();
        assert_eq!(rcurly.kind, Kind::RCurly);
        let middle = lexer.next_template_continuation(rcurly);
        assert_eq!(middle.kind, Kind::TemplateMiddle);
        assert_eq!(&source[middle.span.start as usize..middle.span.end as usize], "}b${");
        assert_eq!(
            lexer.template_cooked(middle),
            owned("b").map(|_| JsString::Str(Cow::Borrowed("b")))
        );
        assert_eq!(lexer.next_token().kind, Kind::Identifier);
        let rcurly = lexer.next_token();
        let tail = lexer.next_template_continuation(rcurly);
        assert_eq!(tail.kind, Kind::TemplateTail);
        assert_eq!(lexer.template_raw(tail), JsString::Str(Cow::Borrowed("c")));
        assert_eq!(lexer.next_token().kind, Kind::Eof);
    }

    /// Source text made from a string with lone surrogates writes them as escapes; the
    /// raw value and a regular expression's source put the code units back.
    #[test]
    fn marked_lone_surrogates_come_back_in_raw_values_and_regex_source() {
        let units = |s: &str| s.encode_utf16().collect::<Vec<u16>>();
        // `a<D800>b\r\n<DC00>` and `\<DBFF>`, marked at the escapes' offsets.
        let source = "`a\\uD800b\r\n\\uDC00 \\uDBFF`";
        let sites = [2, 11, 19];
        let lexer = Lexer::new(source, LexerOptions::default()).with_surrogates(&sites);
        let token = single(source);
        let mut want = units("a");
        want.push(0xD800);
        want.extend(units("b\n"));
        want.push(0xDC00);
        want.extend(units(" \\"));
        want.push(0xDBFF);
        assert_eq!(lexer.template_raw(token), JsString::Utf16(want));
        // The cooked value reads the escapes, as it always did.
        assert_eq!(
            lexer.template_cooked(token),
            Some(JsString::Utf16(vec![0x61, 0xD800, 0x62, 0x0A, 0xDC00, 0x20, 0xDBFF]))
        );
        // Unmarked, the same text is its own raw value.
        let plain = Lexer::new(source, LexerOptions::default());
        assert_eq!(
            plain.template_raw(token),
            JsString::Str(Cow::Owned("a\\uD800b\n\\uDC00 \\uDBFF".to_string()))
        );
        // A mark that starts no escape of a surrogate changes nothing.
        let wrong = [1, 8];
        let lexer = Lexer::new(source, LexerOptions::default()).with_surrogates(&wrong);
        assert!(
            matches!(lexer.template_raw(token), JsString::Utf16(u) if u == units("a\\uD800b\n\\uDC00 \\uDBFF"))
        );

        let source = "x = /[\\uD800]\\uDC00/u";
        let sites = [6, 13];
        let mut lexer = Lexer::new(source, LexerOptions::default()).with_surrogates(&sites);
        lexer.next_token();
        let slash = {
            lexer.next_token();
            lexer.next_token()
        };
        let token = lexer.next_regex(slash);
        assert_eq!(token.kind, Kind::RegExp);
        assert_eq!(lexer.regex_parts(token), ("[\\uD800]\\uDC00", "u"));
        assert_eq!(lexer.regex_pattern(token), JsString::Utf16(vec![0x5B, 0xD800, 0x5D, 0xDC00]));
    }

    #[test]
    fn errors() {
        assert_eq!(lex("`abc"), vec![(Kind::Error, "`abc")]);
        assert_eq!(first_error("`abc").as_deref(), Some("Unterminated template literal"));
        assert_eq!(kinds("`\\"), vec![Kind::Error]);
        assert_eq!(kinds("`${"), vec![Kind::TemplateHead]);
        let mut lexer = Lexer::new("x", LexerOptions::default());
        let bogus = Token { kind: Kind::RCurly, ..Token::dummy() };
        assert_eq!(lexer.next_template_continuation(bogus).kind, Kind::Error);
        let mut lexer = Lexer::new("}abc", LexerOptions::default());
        let rcurly = lexer.next_token();
        assert_eq!(lexer.next_template_continuation(rcurly).kind, Kind::Error);
        assert_eq!(lexer.next_token().kind, Kind::Eof);
    }
}
