//! IdentifierName and PrivateIdentifier (ECMA-262 sec-names-and-keywords).

use crate::chars::{IDENT_PART, char_at, is_id_part, is_id_start};
use crate::escape::parse_unicode;
use crate::keyword::{MAX_KEYWORD_LEN, keyword_kind, keyword_kind_in};
use crate::{Kind, Lexer};

impl Lexer<'_> {
    /// IdentifierName :: IdentifierStart | IdentifierName IdentifierPart, then the keyword
    /// lookup. The cursor is on an IdentifierStart (ASCII, non-ASCII or `\`).
    pub(crate) fn scan_identifier(&mut self) -> Kind {
        match self.source.as_bytes().get(self.pos as usize) {
            Some(&b) if b != b'\\' && b < 0x80 => self.scan_ascii_identifier(),
            _ => self.scan_identifier_slow(self.pos),
        }
    }

    /// `scan_identifier` at an ASCII IdentifierStart (not `\`): the common case, a name
    /// of ASCII bytes, in one tight loop; escapes and non-ASCII chars after the first
    /// byte go to the slow path.
    #[inline]
    pub(crate) fn scan_ascii_identifier(&mut self) -> Kind {
        let start = self.pos as usize;
        let rest = self.source.as_bytes().get(start + 1..).unwrap_or(&[]);
        let len = rest.iter().position(|&b| !IDENT_PART[b as usize]).unwrap_or(rest.len());
        if rest.get(len).is_some_and(|&b| b == b'\\' || b >= 0x80) {
            self.pos = (start + 1 + len) as u32;
            return self.scan_identifier_slow(start as u32);
        }
        self.pos = (start + 1 + len) as u32;
        // Every name takes the lookup, even those that cannot be keywords (not starting
        // with a lowercase letter): a test for them would follow the data and mispredict
        // more than the lookup costs.
        keyword_kind_in(self.source.as_bytes(), start, start + 1 + len).unwrap_or(Kind::Identifier)
    }

    /// The rest of an identifier that holds escapes or non-ASCII chars.
    fn scan_identifier_slow(&mut self, start: u32) -> Kind {
        let bytes = self.source.as_bytes();
        // Only the first bad escape is reported: one error per error token.
        let mut bad: Option<(&'static str, u32, u32)> = None;
        loop {
            let p = self.pos as usize;
            let Some(&b) = bytes.get(p) else { break };
            if IDENT_PART[b as usize] {
                self.pos += 1;
            } else if b == b'\\' {
                self.tok_escaped = true;
                let at_start = self.pos == start;
                if let Err(e) = self.scan_identifier_escape(at_start) {
                    bad = bad.or(Some(e));
                }
            } else if b >= 0x80 {
                match char_at(self.source, p) {
                    Some((c, len))
                        if (if p as u32 == start { is_id_start(c) } else { is_id_part(c) }) =>
                    {
                        self.pos += len as u32;
                    }
                    _ => break,
                }
            } else {
                break;
            }
        }
        if let Some((message, s, e)) = bad {
            self.error(message, s, e);
            return Kind::Error;
        }
        if !self.tok_escaped {
            // Non-ASCII names never match a keyword; the lookup rejects them quickly.
            return keyword_kind(&bytes[start as usize..self.pos as usize])
                .unwrap_or(Kind::Identifier);
        }
        // An escaped keyword keeps its kind (with `escaped` set); decode into a small
        // stack buffer since no keyword is longer than MAX_KEYWORD_LEN.
        let mut buf = [0u8; MAX_KEYWORD_LEN];
        let mut len = 0;
        let text = &bytes[start as usize..self.pos as usize];
        let mut i = 0;
        while i < text.len() {
            let c = if text[i] == b'\\' {
                match parse_unicode(text, i + 2) {
                    Ok((cp, next)) => {
                        i = next;
                        cp
                    }
                    Err(_) => return Kind::Identifier,
                }
            } else {
                let c = u32::from(text[i]);
                i += 1;
                c
            };
            if c >= 0x80 || len == MAX_KEYWORD_LEN {
                return Kind::Identifier;
            }
            buf[len] = c as u8;
            len += 1;
        }
        keyword_kind(&buf[..len]).unwrap_or(Kind::Identifier)
    }

    /// `\` UnicodeEscapeSequence inside an identifier; the value must itself be an
    /// IdentifierStartChar (first position) or IdentifierPartChar. Always consumes at
    /// least the `\`; returns the error (message and span) if it is invalid.
    fn scan_identifier_escape(&mut self, at_start: bool) -> Result<(), (&'static str, u32, u32)> {
        let bytes = self.source.as_bytes();
        let esc_start = self.pos;
        let p = self.pos as usize;
        if bytes.get(p + 1) != Some(&b'u') {
            self.pos += 1;
            return Err(("Invalid Unicode escape sequence", esc_start, self.pos));
        }
        match parse_unicode(bytes, p + 2) {
            Ok((cp, next)) => {
                self.pos = next as u32;
                let valid = char::from_u32(cp)
                    .is_some_and(|c| if at_start { is_id_start(c) } else { is_id_part(c) });
                if valid {
                    Ok(())
                } else {
                    Err(("Invalid Unicode escape sequence in identifier", esc_start, self.pos))
                }
            }
            Err(stop) => {
                self.pos = stop as u32;
                Err(("Invalid Unicode escape sequence", esc_start, self.pos))
            }
        }
    }

    /// PrivateIdentifier :: `#` IdentifierName
    pub(crate) fn scan_private_identifier(&mut self) -> Kind {
        let start = self.pos;
        self.pos += 1;
        let starts_name = match self.peek() {
            Some(b) if b < 0x80 => crate::chars::is_ascii_id_start(b) || b == b'\\',
            Some(_) => self.peek_char().is_some_and(|(c, _)| is_id_start(c)),
            None => false,
        };
        if !starts_name {
            self.error("Invalid or unexpected token", start, self.pos);
            return Kind::Error;
        }
        match self.scan_identifier() {
            Kind::Error => Kind::Error,
            _ => Kind::PrivateIdentifier,
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::test_util::{first_error, kinds, lex, single};
    use crate::{Kind, Lexer, LexerOptions};

    fn name(source: &str) -> String {
        let lexer = Lexer::new(source, LexerOptions::default());
        lexer.identifier_name(single(source)).into_owned()
    }

    #[test]
    fn ascii_and_unicode() {
        assert_eq!(
            lex("foo $b _c d1"),
            vec![
                (Kind::Identifier, "foo"),
                (Kind::Identifier, "$b"),
                (Kind::Identifier, "_c"),
                (Kind::Identifier, "d1"),
            ]
        );
        assert_eq!(
            lex("café ñ_x ℘ x\u{200D}y"),
            vec![
                (Kind::Identifier, "café"),
                (Kind::Identifier, "ñ_x"),
                (Kind::Identifier, "℘"),
                (Kind::Identifier, "x\u{200D}y"),
            ]
        );
        // U+2E2F VERTICAL TILDE is Lm but Pattern_Syntax: not ID_Start.
        assert_eq!(kinds("\u{2E2F}"), vec![Kind::Error]);
        // ZWJ cannot start an identifier.
        assert_eq!(kinds("\u{200D}x"), vec![Kind::Error, Kind::Identifier]);
    }

    #[test]
    fn keywords() {
        assert_eq!(
            kinds("if in instanceof await yield let async of constructor unknown"),
            vec![
                Kind::If,
                Kind::In,
                Kind::Instanceof,
                Kind::Await,
                Kind::Yield,
                Kind::Let,
                Kind::Async,
                Kind::Of,
                Kind::Constructor,
                Kind::Unknown,
            ]
        );
        assert_eq!(kinds("iff lets Await"), vec![Kind::Identifier; 3]);
    }

    #[test]
    fn escapes() {
        let token = single("\\u0061wait");
        assert_eq!((token.kind, token.escaped), (Kind::Await, true));
        let token = single("aw\\u{61}it");
        assert_eq!((token.kind, token.escaped), (Kind::Await, true));
        assert_eq!(name("aw\\u{61}it"), "await");
        assert_eq!(name("\\u{1d4d0}x"), "𝓐x");
        assert_eq!(name("a\\u0062c"), "abc");
        let token = single("abc");
        assert!(!token.escaped);
        // A long escaped name is never a keyword.
        assert_eq!(single("\\u0069nstanceofx").kind, Kind::Identifier);
        assert_eq!(single("c\\u006fnstructor").kind, Kind::Constructor);
    }

    #[test]
    fn bad_escapes() {
        // The escaped char must itself be an identifier char.
        assert_eq!(kinds("\\u0031a"), vec![Kind::Error]);
        assert_eq!(
            first_error("\\u0031a").as_deref(),
            Some("Invalid Unicode escape sequence in identifier")
        );
        assert_eq!(kinds("a\\u0031"), vec![Kind::Identifier]);
        assert_eq!(kinds("a\\u002D"), vec![Kind::Error]);
        assert_eq!(kinds("a\\uD800"), vec![Kind::Error]);
        assert_eq!(first_error("a\\x41").as_deref(), Some("Invalid Unicode escape sequence"));
        assert_eq!(kinds("a\\u{110000}"), vec![Kind::Error]);
        assert_eq!(kinds("\\u00"), vec![Kind::Error]);
        assert_eq!(kinds("\\"), vec![Kind::Error]);
        assert_eq!(kinds("\\u{"), vec![Kind::Error]);
    }

    #[test]
    fn private_names() {
        let source = "#foo #\\u0061 #é";
        let lexer = Lexer::new(source, LexerOptions::default());
        let tokens = crate::test_util::tokens(source);
        assert!(tokens.iter().all(|t| t.kind == Kind::PrivateIdentifier));
        let names: Vec<_> = tokens.iter().map(|&t| lexer.identifier_name(t)).collect();
        assert_eq!(names, ["foo", "a", "é"]);
        assert_eq!(kinds("# x"), vec![Kind::Error, Kind::Identifier]);
        assert_eq!(kinds("#1"), vec![Kind::Error, Kind::Number]);
        assert_eq!(kinds("#"), vec![Kind::Error]);
    }
}
