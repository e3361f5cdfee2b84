//! Comments and line breaks between tokens (the dispatch in `Lexer::next_token` handles
//! single whitespace chars and decides where comments start)
//! (ECMA-262 sec-white-space, sec-line-terminators, sec-comments, sec-hashbang-comments,
//! and Annex B sec-html-like-comments).

use crate::Lexer;
use crate::chars::is_ls_ps;

/// Bytes that matter inside a MultiLineComment: `*` and the line terminator bytes.
static BLOCK_COMMENT_STOP: [bool; 256] = stop_table(b"*\r\n\xE2");

const fn stop_table(bytes: &[u8]) -> [bool; 256] {
    let mut table = [false; 256];
    let mut i = 0;
    while i < bytes.len() {
        table[bytes[i] as usize] = true;
        i += 1;
    }
    table
}

impl Lexer<'_> {
    /// HashbangComment :: `#!` SingleLineCommentChars? (only at the very start).
    pub(crate) fn skip_hashbang(&mut self) {
        if self.source.as_bytes().starts_with(b"#!") {
            self.pos = 2;
            self.skip_line_comment();
        }
    }

    /// A CR or LF at the cursor, then the spaces of the next line's indentation, which
    /// usually follow and are cheaper to take in a tight loop than through the dispatch.
    #[inline]
    pub(crate) fn skip_newline_and_indent(&mut self) {
        let bytes = self.source.as_bytes();
        let mut p = self.pos as usize + 1;
        while bytes.get(p) == Some(&b' ') {
            p += 1;
        }
        self.pos = p as u32;
    }

    /// SingleLineCommentChars: moves the cursor to the next line terminator (or the end).
    pub(crate) fn skip_line_comment(&mut self) {
        let bytes = self.source.as_bytes();
        let mut p = self.pos as usize;
        // memchr3 scans many bytes at once; 0xE2 also leads chars other than U+2028/9.
        while let Some(n) = memchr::memchr3(b'\n', b'\r', 0xE2, &bytes[p..]) {
            p += n;
            if bytes[p] != 0xE2 || is_ls_ps(bytes, p) {
                self.pos = p as u32;
                return;
            }
            p += 1;
        }
        self.pos = bytes.len() as u32;
    }

    /// MultiLineComment :: `/*` MultiLineCommentChars? `*/`, with the cursor on `/*`.
    /// Returns whether it held a line terminator, or `None` (cursor unmoved) when it is
    /// unterminated.
    pub(crate) fn skip_block_comment(&mut self) -> Option<bool> {
        let bytes = self.source.as_bytes();
        let mut p = self.pos as usize + 2;
        let mut newline = false;
        // Until a line terminator is seen every byte matters; after it only `*/` does,
        // which memchr finds many bytes at a time.
        while let Some(&b) = bytes.get(p) {
            if BLOCK_COMMENT_STOP[b as usize] {
                match b {
                    b'*' if bytes.get(p + 1) == Some(&b'/') => {
                        self.pos = (p + 2) as u32;
                        return Some(false);
                    }
                    b'\n' | b'\r' => {
                        newline = true;
                        break;
                    }
                    0xE2 if is_ls_ps(bytes, p) => {
                        newline = true;
                        break;
                    }
                    _ => {}
                }
            }
            p += 1;
        }
        if !newline {
            return None;
        }
        while let Some(n) = memchr::memchr(b'*', &bytes[p..]) {
            p += n + 1;
            if bytes.get(p) == Some(&b'/') {
                self.pos = (p + 1) as u32;
                return Some(true);
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use crate::test_util::{first_error, kinds, tokens, tokens_with};
    use crate::{Kind, LexerOptions};

    const MODULE: LexerOptions = LexerOptions { module: true };

    fn newlines(source: &str) -> Vec<bool> {
        tokens(source).iter().map(|t| t.newline_before).collect()
    }

    #[test]
    fn whitespace_and_line_terminators() {
        let src = "a\u{A0}\u{FEFF}\u{3000}\u{2009}\t\u{B}\u{C}b\u{2028}c\u{2029}d\r\ne\rf\ng";
        assert_eq!(kinds(src), vec![Kind::Identifier; 7]);
        assert_eq!(newlines(src), vec![false, false, true, true, true, true, true]);
        // U+200B (ZERO WIDTH SPACE) is not whitespace (category Cf).
        assert_eq!(kinds("a\u{200B}b"), vec![Kind::Identifier, Kind::Error, Kind::Identifier]);
    }

    #[test]
    fn comments() {
        assert_eq!(newlines("a // x\nb"), vec![false, true]);
        assert_eq!(newlines("a /* x */ b"), vec![false, false]);
        assert_eq!(newlines("a /* x\n */ b"), vec![false, true]);
        assert_eq!(newlines("a /* \u{2028} */ b /* \r */ c"), vec![false, true, true]);
        assert_eq!(newlines("a // x\u{2029}b"), vec![false, true]);
        assert_eq!(kinds("/**/a/***/"), vec![Kind::Identifier]);
        assert_eq!(kinds("a /* x"), vec![Kind::Identifier, Kind::Error]);
        assert_eq!(first_error("a /* x").as_deref(), Some("Unterminated comment"));
        assert_eq!(kinds("//"), vec![]);
    }

    #[test]
    fn hashbang() {
        assert_eq!(kinds("#!/usr/bin/env node\nx"), vec![Kind::Identifier]);
        assert_eq!(newlines("#!/usr/bin/env node\nx"), vec![true]);
        assert_eq!(kinds("#!"), vec![]);
        // Only at offset 0.
        assert_eq!(kinds(" #!x"), vec![Kind::Error, Kind::Bang, Kind::Identifier]);
    }

    #[test]
    fn html_open_comment() {
        assert_eq!(kinds("a <!-- b\nc"), vec![Kind::Identifier, Kind::Identifier]);
        let (module, _) = tokens_with("a <!-- b", MODULE);
        let module: Vec<Kind> = module.iter().map(|t| t.kind).collect();
        assert_eq!(
            module,
            vec![Kind::Identifier, Kind::LAngle, Kind::Bang, Kind::Minus2, Kind::Identifier]
        );
    }

    #[test]
    fn html_close_comment() {
        // At the start of input and of a line.
        assert_eq!(kinds("--> x\ny"), vec![Kind::Identifier]);
        assert_eq!(kinds("  /* c */ --> x\ny"), vec![Kind::Identifier]);
        assert_eq!(kinds("a\n  --> x\ny"), vec![Kind::Identifier, Kind::Identifier]);
        // After a multi-line comment holding a line terminator.
        assert_eq!(kinds("a /*\n*/ --> x\ny"), vec![Kind::Identifier, Kind::Identifier]);
        // Not after a token on the same line, nor after a single-line delimited comment
        // that follows one.
        assert_eq!(
            kinds("a --> b"),
            vec![Kind::Identifier, Kind::Minus2, Kind::RAngle, Kind::Identifier]
        );
        assert_eq!(
            kinds("a /* */ --> b"),
            vec![Kind::Identifier, Kind::Minus2, Kind::RAngle, Kind::Identifier]
        );
        // Module goal: never a comment.
        let (module, _) = tokens_with("--> x", MODULE);
        assert_eq!(module.len(), 3);
    }
}
