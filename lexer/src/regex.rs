//! RegularExpressionLiteral scanning (ECMA-262 sec-literals-regular-expression-literals).
//! Only the lexical shape: pattern and flag validation belong to the regexp module.

use crate::chars::{IDENT_PART, char_at, is_id_part, is_ls_ps};
use crate::{Kind, Lexer};

impl Lexer<'_> {
    /// `/` RegularExpressionBody `/` RegularExpressionFlags, with the cursor on the `/`.
    pub(crate) fn scan_regex(&mut self) -> Kind {
        let start = self.pos;
        if self.peek() != Some(b'/') {
            self.error("Expected `/` to start a regular expression", start, start);
            return Kind::Error;
        }
        let bytes = self.source.as_bytes();
        let mut p = start as usize + 1;
        let mut in_class = false;
        loop {
            match bytes.get(p) {
                None | Some(b'\n' | b'\r') => {
                    return self.unterminated_regex(start, p);
                }
                Some(0xE2) if is_ls_ps(bytes, p) => return self.unterminated_regex(start, p),
                // RegularExpressionBackslashSequence :: `\` RegularExpressionNonTerminator
                Some(b'\\') => match bytes.get(p + 1) {
                    None | Some(b'\n' | b'\r') => return self.unterminated_regex(start, p + 1),
                    Some(0xE2) if is_ls_ps(bytes, p + 1) => {
                        return self.unterminated_regex(start, p + 1);
                    }
                    Some(_) => p += 2,
                },
                Some(b'[') => {
                    in_class = true;
                    p += 1;
                }
                Some(b']') => {
                    in_class = false;
                    p += 1;
                }
                Some(b'/') if !in_class => {
                    p += 1;
                    break;
                }
                Some(_) => p += 1,
            }
        }
        // RegularExpressionFlags :: IdentifierPartChar*; escapes are not allowed.
        loop {
            match bytes.get(p) {
                Some(&b) if IDENT_PART[b as usize] => p += 1,
                Some(b'\\') => {
                    let at = p as u32;
                    self.pos = (p + 1) as u32;
                    self.error("Invalid regular expression flags", at, self.pos);
                    return Kind::Error;
                }
                Some(0x80..) => match char_at(self.source, p) {
                    Some((c, len)) if is_id_part(c) => p += len,
                    _ => break,
                },
                _ => break,
            }
        }
        self.pos = p as u32;
        Kind::RegExp
    }

    /// The error for a regular expression cut off by a line terminator or the end.
    fn unterminated_regex(&mut self, start: u32, mut p: usize) -> Kind {
        while !self.source.is_char_boundary(p) {
            p += 1;
        }
        self.pos = p as u32;
        self.error("Unterminated regular expression literal", start, self.pos);
        Kind::Error
    }
}

#[cfg(test)]
mod tests {
    use crate::{Kind, Lexer, LexerOptions, Token};

    /// Lexes `source` whose first token is `/` or `/=`, re-lexed as a regex.
    fn regex(source: &str) -> (Token, Lexer<'_>) {
        let mut lexer = Lexer::new(source, LexerOptions::default());
        let slash = lexer.next_token();
        assert!(matches!(slash.kind, Kind::Slash | Kind::SlashEq), "{source}");
        (lexer.next_regex(slash), lexer)
    }

    fn parts(source: &str) -> (Kind, String, String) {
        let (token, lexer) = regex(source);
        let (body, flags) = lexer.regex_parts(token);
        (token.kind, body.to_owned(), flags.to_owned())
    }

    fn ok(body: &str, flags: &str) -> (Kind, String, String) {
        (Kind::RegExp, body.to_owned(), flags.to_owned())
    }

    #[test]
    fn forms() {
        assert_eq!(parts("/ab+c/gi"), ok("ab+c", "gi"));
        assert_eq!(parts("/=/"), ok("=", ""));
        assert_eq!(parts("/[/]/"), ok("[/]", ""));
        assert_eq!(parts("/[\\]/]/"), ok("[\\]/]", ""));
        assert_eq!(parts("/\\//u"), ok("\\/", "u"));
        assert_eq!(parts("/é/é"), ok("é", "é"));
        assert_eq!(parts("/a/g.test"), ok("a", "g"));
        assert_eq!(parts("/a/\u{2028}"), ok("a", ""));
    }

    #[test]
    fn continues_after() {
        let (token, mut lexer) = regex("/a/g.test(x)");
        assert_eq!(token.span.end, 4);
        assert_eq!(lexer.next_token().kind, Kind::Dot);
        let (_, mut lexer) = regex("/a/\n/b/");
        let slash = lexer.next_token();
        assert!(slash.newline_before);
        let second = lexer.next_regex(slash);
        assert!(second.newline_before && second.kind == Kind::RegExp);
    }

    #[test]
    fn errors() {
        for src in [
            "/abc",
            "/a\nb/",
            "/a\\\nb/",
            "/[/",
            "/a\u{2029}/",
            "/\\",
            "/a/g\\u0067",
            "/a\\\u{2028}/",
        ] {
            let (token, mut lexer) = regex(src);
            assert_eq!(token.kind, Kind::Error, "{src:?}");
            assert!(!lexer.errors().is_empty());
            // Lexing goes on to the end.
            while lexer.next_token().kind != Kind::Eof {}
        }
        let mut lexer = Lexer::new("x", LexerOptions::default());
        let bogus = Token { kind: Kind::Slash, ..Token::dummy() };
        assert_eq!(lexer.next_regex(bogus).kind, Kind::Error);
        // A foreign span past the end does not panic.
        let far = Token { span: crate::Span::new(100, 101), ..bogus };
        assert_eq!(lexer.next_regex(far).kind, Kind::Error);
    }
}
