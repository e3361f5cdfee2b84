//! Punctuators (ECMA-262 sec-punctuators): longest match on ASCII bytes.

use crate::{Kind, Lexer};

/// The kind of the punctuators of one byte that `next_token` takes without the
/// punctuator dispatch (`Kind::Error` for other bytes, never read).
pub(crate) static SINGLE_BYTE_KIND: [Kind; 128] = {
    let mut table = [Kind::Error; 128];
    table[b'(' as usize] = Kind::LParen;
    table[b')' as usize] = Kind::RParen;
    table[b'{' as usize] = Kind::LCurly;
    table[b'}' as usize] = Kind::RCurly;
    table[b'[' as usize] = Kind::LBrack;
    table[b']' as usize] = Kind::RBrack;
    table[b';' as usize] = Kind::Semicolon;
    table[b',' as usize] = Kind::Comma;
    table[b':' as usize] = Kind::Colon;
    table
};

impl Lexer<'_> {
    /// Punctuator, DivPunctuator, RightBracePunctuator and OptionalChainingPunctuator;
    /// also `.5` numbers and the error for any other ASCII byte. The punctuators of
    /// `SINGLE_BYTE_KIND` never come here: `next_token` takes them itself.
    pub(crate) fn scan_punctuator(&mut self, b: u8) -> Kind {
        let b1 = self.peek_at(1);
        let b2 = self.peek_at(2);
        let (kind, len) = match b {
            b'~' => (Kind::Tilde, 1),
            b'@' => (Kind::At, 1),
            b'.' => match (b1, b2) {
                (Some(b'0'..=b'9'), _) => return self.scan_number(),
                (Some(b'.'), Some(b'.')) => (Kind::Dot3, 3),
                _ => (Kind::Dot, 1),
            },
            b'<' => match (b1, b2) {
                (Some(b'<'), Some(b'=')) => (Kind::ShiftLeftEq, 3),
                (Some(b'<'), _) => (Kind::ShiftLeft, 2),
                (Some(b'='), _) => (Kind::LtEq, 2),
                _ => (Kind::LAngle, 1),
            },
            b'>' => match (b1, b2, self.peek_at(3)) {
                (Some(b'>'), Some(b'>'), Some(b'=')) => (Kind::ShiftRight3Eq, 4),
                (Some(b'>'), Some(b'>'), _) => (Kind::ShiftRight3, 3),
                (Some(b'>'), Some(b'='), _) => (Kind::ShiftRightEq, 3),
                (Some(b'>'), _, _) => (Kind::ShiftRight, 2),
                (Some(b'='), _, _) => (Kind::GtEq, 2),
                _ => (Kind::RAngle, 1),
            },
            b'=' => match (b1, b2) {
                (Some(b'='), Some(b'=')) => (Kind::Eq3, 3),
                (Some(b'='), _) => (Kind::Eq2, 2),
                (Some(b'>'), _) => (Kind::Arrow, 2),
                _ => (Kind::Eq, 1),
            },
            b'!' => match (b1, b2) {
                (Some(b'='), Some(b'=')) => (Kind::Neq2, 3),
                (Some(b'='), _) => (Kind::Neq, 2),
                _ => (Kind::Bang, 1),
            },
            b'+' => match b1 {
                Some(b'+') => (Kind::Plus2, 2),
                Some(b'=') => (Kind::PlusEq, 2),
                _ => (Kind::Plus, 1),
            },
            b'-' => match b1 {
                Some(b'-') => (Kind::Minus2, 2),
                Some(b'=') => (Kind::MinusEq, 2),
                _ => (Kind::Minus, 1),
            },
            b'*' => match (b1, b2) {
                (Some(b'*'), Some(b'=')) => (Kind::Star2Eq, 3),
                (Some(b'*'), _) => (Kind::Star2, 2),
                (Some(b'='), _) => (Kind::StarEq, 2),
                _ => (Kind::Star, 1),
            },
            b'/' => match b1 {
                // `next_token` skipped every terminated comment, so this one is not.
                Some(b'*') => {
                    let start = self.pos;
                    self.pos = self.source.len() as u32;
                    self.error("Unterminated comment", start, self.pos);
                    return Kind::Error;
                }
                Some(b'=') => (Kind::SlashEq, 2),
                _ => (Kind::Slash, 1),
            },
            b'%' => match b1 {
                Some(b'=') => (Kind::PercentEq, 2),
                _ => (Kind::Percent, 1),
            },
            b'&' => match (b1, b2) {
                (Some(b'&'), Some(b'=')) => (Kind::Amp2Eq, 3),
                (Some(b'&'), _) => (Kind::Amp2, 2),
                (Some(b'='), _) => (Kind::AmpEq, 2),
                _ => (Kind::Amp, 1),
            },
            b'|' => match (b1, b2) {
                (Some(b'|'), Some(b'=')) => (Kind::Pipe2Eq, 3),
                (Some(b'|'), _) => (Kind::Pipe2, 2),
                (Some(b'='), _) => (Kind::PipeEq, 2),
                _ => (Kind::Pipe, 1),
            },
            b'^' => match b1 {
                Some(b'=') => (Kind::CaretEq, 2),
                _ => (Kind::Caret, 1),
            },
            b'?' => match (b1, b2) {
                (Some(b'?'), Some(b'=')) => (Kind::Question2Eq, 3),
                (Some(b'?'), _) => (Kind::Question2, 2),
                // OptionalChainingPunctuator :: `?.` [lookahead ∉ DecimalDigit]
                (Some(b'.'), Some(b'0'..=b'9')) => (Kind::Question, 1),
                (Some(b'.'), _) => (Kind::QuestionDot, 2),
                _ => (Kind::Question, 1),
            },
            _ => {
                let start = self.pos;
                self.pos += 1;
                self.error("Invalid or unexpected token", start, self.pos);
                return Kind::Error;
            }
        };
        self.pos += len;
        kind
    }
}

#[cfg(test)]
mod tests {
    use crate::Kind::*;
    use crate::test_util::{kinds, lex};

    #[test]
    fn all_punctuators() {
        let source = "{ } ( ) [ ] . ... ; , < > <= >= == != === !== + - * / % ** ++ -- << >> >>> & | ^ ! ~ && || ?? ? ?. : = += -= *= /= %= **= <<= >>= >>>= &= |= ^= &&= ||= ??= => @";
        assert_eq!(
            kinds(source),
            vec![
                LCurly,
                RCurly,
                LParen,
                RParen,
                LBrack,
                RBrack,
                Dot,
                Dot3,
                Semicolon,
                Comma,
                LAngle,
                RAngle,
                LtEq,
                GtEq,
                Eq2,
                Neq,
                Eq3,
                Neq2,
                Plus,
                Minus,
                Star,
                Slash,
                Percent,
                Star2,
                Plus2,
                Minus2,
                ShiftLeft,
                ShiftRight,
                ShiftRight3,
                Amp,
                Pipe,
                Caret,
                Bang,
                Tilde,
                Amp2,
                Pipe2,
                Question2,
                Question,
                QuestionDot,
                Colon,
                Eq,
                PlusEq,
                MinusEq,
                StarEq,
                SlashEq,
                PercentEq,
                Star2Eq,
                ShiftLeftEq,
                ShiftRightEq,
                ShiftRight3Eq,
                AmpEq,
                PipeEq,
                CaretEq,
                Amp2Eq,
                Pipe2Eq,
                Question2Eq,
                Arrow,
                At,
            ]
        );
    }

    #[test]
    fn longest_match() {
        assert_eq!(kinds("a>>>=b"), vec![Identifier, ShiftRight3Eq, Identifier]);
        assert_eq!(kinds("a....b"), vec![Identifier, Dot3, Dot, Identifier]);
        assert_eq!(kinds("x?.y"), vec![Identifier, QuestionDot, Identifier]);
        assert_eq!(kinds("x?.[0]"), vec![Identifier, QuestionDot, LBrack, Number, RBrack]);
        assert_eq!(kinds("a?.5:1"), vec![Identifier, Question, Number, Colon, Number]);
        assert_eq!(kinds("a ?..5 : 1"), vec![Identifier, QuestionDot, Number, Colon, Number]);
        assert_eq!(kinds("a+++b"), vec![Identifier, Plus2, Plus, Identifier]);
        assert_eq!(kinds("====="), vec![Eq3, Eq2]);
        assert_eq!(lex("\0"), vec![(Error, "\0")]);
        assert_eq!(kinds("a\u{1}b"), vec![Identifier, Error, Identifier]);
    }
}
