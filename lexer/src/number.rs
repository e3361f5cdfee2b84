//! NumericLiteral scanning (ECMA-262 sec-literals-numeric-literals and Annex B
//! sec-additional-syntax-numeric-literals). Values are computed later, in `value`.

use crate::chars::{IDENT_PART, char_at, is_ascii_id_start, is_id_part, is_id_start};
use crate::{Kind, Lexer};

/// The first error met inside one numeric literal: message and span.
type NumError = Option<(&'static str, u32, u32)>;

const SEPARATOR_NOT_ALLOWED: &str = "Numeric separators are not allowed here";

impl Lexer<'_> {
    /// NumericLiteral, with the cursor on a digit or on `.` followed by a digit.
    pub(crate) fn scan_number(&mut self) -> Kind {
        let start = self.pos;
        let mut err: NumError = None;
        let mut kind = Kind::Number;
        match (self.peek(), self.peek_at(1)) {
            (Some(b'.'), _) => {
                self.pos += 1;
                self.scan_digits(10, &mut err);
                self.scan_exponent(&mut err);
            }
            (Some(b'0'), Some(prefix @ (b'x' | b'X' | b'o' | b'O' | b'b' | b'B'))) => {
                // HexIntegerLiteral, OctalIntegerLiteral, BinaryIntegerLiteral
                let radix = match prefix {
                    b'x' | b'X' => 16,
                    b'o' | b'O' => 8,
                    _ => 2,
                };
                self.pos += 2;
                if self.scan_digits(radix, &mut err) == 0 && err.is_none() {
                    err = Some(("Missing digits after the numeric prefix", start, self.pos));
                }
                if self.peek() == Some(b'n') {
                    self.pos += 1;
                    kind = Kind::BigInt;
                }
            }
            (Some(b'0'), Some(b'0'..=b'9')) => {
                // LegacyOctalIntegerLiteral or NonOctalDecimalIntegerLiteral: no
                // separators, no BigInt; only the latter takes a fraction or exponent.
                self.tok_legacy_octal = true;
                self.pos += 1;
                let mut octal = true;
                while let Some(d @ b'0'..=b'9') = self.peek() {
                    octal &= d < b'8';
                    self.pos += 1;
                }
                if !octal {
                    if self.peek() == Some(b'.') {
                        self.pos += 1;
                        self.scan_digits(10, &mut err);
                    }
                    self.scan_exponent(&mut err);
                }
            }
            _ => {
                // DecimalLiteral or DecimalBigIntegerLiteral; `0` takes no separator.
                if self.peek() == Some(b'0') {
                    self.pos += 1;
                } else {
                    self.scan_digits(10, &mut err);
                }
                if self.peek() == Some(b'n') {
                    self.pos += 1;
                    kind = Kind::BigInt;
                } else {
                    let mut integer = true;
                    if self.peek() == Some(b'.') {
                        integer = false;
                        self.pos += 1;
                        self.scan_digits(10, &mut err);
                    }
                    integer &= !self.scan_exponent(&mut err);
                    if !integer && self.peek() == Some(b'n') {
                        let at = self.pos;
                        self.pos += 1;
                        err = err.or(Some(("Invalid BigInt literal", at, self.pos)));
                    }
                }
            }
        }
        self.check_after_number(&mut err);
        match err {
            Some((message, s, e)) => {
                self.error(message, s, e);
                Kind::Error
            }
            None => kind,
        }
    }

    /// Digits of `radix` with NumericLiteralSeparator allowed only between two digits.
    /// Returns how many digits were read.
    fn scan_digits(&mut self, radix: u32, err: &mut NumError) -> u32 {
        let mut count = 0;
        loop {
            match self.peek() {
                Some(b) if (b as char).is_digit(radix) => {
                    count += 1;
                    self.pos += 1;
                }
                Some(b'_') => {
                    let prev_digit = count > 0
                        && self.pos > 0
                        && self.byte_at(self.pos - 1).is_some_and(|p| (p as char).is_digit(radix));
                    let next_digit = self.peek_at(1).is_some_and(|n| (n as char).is_digit(radix));
                    if !(prev_digit && next_digit) && err.is_none() {
                        *err = Some((SEPARATOR_NOT_ALLOWED, self.pos, self.pos + 1));
                    }
                    self.pos += 1;
                }
                _ => return count,
            }
        }
    }

    /// ExponentPart :: ExponentIndicator SignedInteger. Returns whether one was present.
    fn scan_exponent(&mut self, err: &mut NumError) -> bool {
        if !matches!(self.peek(), Some(b'e' | b'E')) {
            return false;
        }
        let at = self.pos;
        self.pos += 1;
        if matches!(self.peek(), Some(b'+' | b'-')) {
            self.pos += 1;
        }
        if !self.peek().is_some_and(|b| b.is_ascii_digit()) && err.is_none() {
            *err = Some(match self.peek() {
                Some(b'_') => (SEPARATOR_NOT_ALLOWED, self.pos, self.pos + 1),
                _ => ("Missing exponent", at, self.pos),
            });
        }
        self.scan_digits(10, err);
        true
    }

    /// "The SourceCharacter immediately following a NumericLiteral must not be an
    /// IdentifierStart or DecimalDigit." The offending name or digits are swallowed into
    /// the error token so that lexing resumes after them.
    fn check_after_number(&mut self, err: &mut NumError) {
        let at = self.pos;
        let message = match self.peek() {
            None => return,
            Some(b'_') => SEPARATOR_NOT_ALLOWED,
            Some(b) if b.is_ascii_digit() => "Invalid or unexpected token",
            Some(b) if is_ascii_id_start(b) || b == b'\\' => "Identifier directly after number",
            Some(0x80..) => match self.peek_char() {
                Some((c, _)) if is_id_start(c) => "Identifier directly after number",
                _ => return,
            },
            Some(_) => return,
        };
        loop {
            match self.peek() {
                Some(b) if IDENT_PART[b as usize] || b == b'\\' => self.pos += 1,
                Some(0x80..) => match char_at(self.source, self.pos as usize) {
                    Some((c, len)) if is_id_part(c) => self.pos += len as u32,
                    _ => break,
                },
                _ => break,
            }
        }
        if err.is_none() {
            *err = Some((message, at, self.pos));
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::test_util::{first_error, kinds, lex, single};
    use crate::{Kind, Lexer, LexerOptions};

    fn value(source: &str) -> f64 {
        let token = single(source);
        assert!(matches!(token.kind, Kind::Number | Kind::BigInt), "{source}: {token:?}");
        Lexer::new(source, LexerOptions::default()).number_value(token)
    }

    fn bigint(source: &str) -> (u32, String) {
        let token = single(source);
        assert_eq!(token.kind, Kind::BigInt, "{source}");
        let (radix, digits) = Lexer::new(source, LexerOptions::default()).bigint_digits(token);
        (radix, digits.into_owned())
    }

    #[test]
    fn decimal_forms() {
        for (src, v) in [
            ("0", 0.0),
            ("7", 7.0),
            ("1.5", 1.5),
            (".5", 0.5),
            ("5.", 5.0),
            ("1e3", 1000.0),
            ("1E+3", 1000.0),
            ("2.5e-3", 0.0025),
            ("0.1", 0.1),
            ("1_000_000", 1e6),
            ("1_0.0_1e1_0", 10.01e10),
            ("0.0000001", 1e-7),
            ("1e400", f64::INFINITY),
            ("1e-400", 0.0),
            ("9007199254740993", 9007199254740992.0),
            ("2.2250738585072011e-308", 2.225073858507201e-308),
            ("0e0", 0.0),
        ] {
            assert_eq!(value(src), v, "{src}");
        }
    }

    #[test]
    fn radix_forms() {
        for (src, v) in [
            ("0x10", 16.0),
            ("0XfF", 255.0),
            ("0o17", 15.0),
            ("0O7", 7.0),
            ("0b101", 5.0),
            ("0B1", 1.0),
            ("0x_F", f64::NAN),
            ("0xF_F", 255.0),
            ("0x0", 0.0),
        ] {
            if v.is_nan() {
                assert_eq!(kinds(src), vec![Kind::Error]);
            } else {
                assert_eq!(value(src), v, "{src}");
            }
        }
    }

    #[test]
    fn radix_rounding() {
        // 2^53 + 1: a tie between 2^53 and 2^53 + 2, to even (2^53).
        assert_eq!(value("0x20000000000001"), 9007199254740992.0);
        // 2^53 + 3: a tie, to even (2^53 + 4).
        assert_eq!(value("0x20000000000003"), 9007199254740996.0);
        // Just above the tie: rounds up.
        assert_eq!(value("0x200000000000011"), 2f64.powi(57) + 32.0);
        // The sticky bit far beyond 64 bits decides a tie.
        assert_eq!(value("0x2000000000000100000000000000000001"), 2f64.powi(133) + 2f64.powi(81));
        assert_eq!(value("0x20000000000001000000000000000000"), 2f64.powi(125));
        assert_eq!(value("0xFFFFFFFFFFFFFFFF"), 18446744073709551616.0);
        assert_eq!(value("0x1FFFFFFFFFFFFF"), 9007199254740991.0);
        assert_eq!(value("0o1000000000000000001"), 2f64.powi(54));
        assert_eq!(value("0o1000000000000000003"), 2f64.powi(54) + 4.0);
        let b = format!("0b1{}1", "0".repeat(52));
        assert_eq!(value(&b), 2f64.powi(53) + 1.0);
        let b = format!("0b1{}1", "0".repeat(53));
        assert_eq!(value(&b), 2f64.powi(54));
        // MAX_VALUE, then the first value that rounds to infinity.
        let max = format!("0x{}{}", "F".repeat(13) + "8", "0".repeat(242));
        assert_eq!(value(&max), f64::MAX);
        let inf = format!("0x{}{}", "F".repeat(13) + "C", "0".repeat(242));
        assert_eq!(value(&inf), f64::INFINITY);
        let huge = format!("0x1{}", "0".repeat(10_000));
        assert_eq!(value(&huge), f64::INFINITY);
    }

    #[test]
    fn legacy_forms() {
        let token = single("017");
        assert!(token.legacy_octal);
        assert_eq!(value("017"), 15.0);
        assert_eq!(value("08"), 8.0);
        assert_eq!(value("09.5"), 9.5);
        assert_eq!(value("019e1"), 190.0);
        assert_eq!(value("00"), 0.0);
        assert!(single("08").legacy_octal);
        assert!(!single("0.8").legacy_octal);
        assert!(!single("0").legacy_octal);
        // `010.5` is `010` then `.5`; `010.toString` is fine.
        assert_eq!(kinds("010.5"), vec![Kind::Number, Kind::Number]);
        assert_eq!(kinds("010.x"), vec![Kind::Number, Kind::Dot, Kind::Identifier]);
        assert_eq!(first_error("01_0").as_deref(), Some("Numeric separators are not allowed here"));
        assert_eq!(first_error("08_1").as_deref(), Some("Numeric separators are not allowed here"));
        assert_eq!(kinds("08n"), vec![Kind::Error]);
        assert_eq!(kinds("017n"), vec![Kind::Error]);
    }

    #[test]
    fn bigints() {
        assert_eq!(bigint("0n"), (10, "0".to_owned()));
        assert_eq!(bigint("123n"), (10, "123".to_owned()));
        assert_eq!(bigint("1_2n"), (10, "12".to_owned()));
        assert_eq!(bigint("0xFFn"), (16, "FF".to_owned()));
        assert_eq!(bigint("0o7n"), (8, "7".to_owned()));
        assert_eq!(bigint("0b1_0n"), (2, "10".to_owned()));
        assert_eq!(first_error("1.5n").as_deref(), Some("Invalid BigInt literal"));
        assert_eq!(kinds("1e3n"), vec![Kind::Error]);
        assert_eq!(kinds(".5n"), vec![Kind::Error]);
    }

    #[test]
    fn separators() {
        for src in ["1__0", "1_", "1._5", "1_.5", "1e_5", "1e5_", "0_1", "0x_1", "0b1__0"] {
            assert!(kinds(src).contains(&Kind::Error), "{src}");
        }
        assert_eq!(first_error("1__0").as_deref(), Some("Numeric separators are not allowed here"));
        assert_eq!(kinds("1_0.0_1"), vec![Kind::Number]);
        assert_eq!(kinds("._5"), vec![Kind::Dot, Kind::Identifier]);
    }

    #[test]
    fn after_number() {
        assert_eq!(lex("3in x"), vec![(Kind::Error, "3in"), (Kind::Identifier, "x")]);
        assert_eq!(first_error("3in").as_deref(), Some("Identifier directly after number"));
        assert_eq!(lex("3.toString"), vec![(Kind::Error, "3.toString")]);
        assert_eq!(kinds("3..toString"), vec![Kind::Number, Kind::Dot, Kind::Identifier]);
        assert_eq!(kinds("0b12"), vec![Kind::Error]);
        assert_eq!(kinds("0o8"), vec![Kind::Error]);
        assert_eq!(kinds("0xg"), vec![Kind::Error]);
        assert_eq!(kinds("0x"), vec![Kind::Error]);
        assert_eq!(kinds("1e"), vec![Kind::Error]);
        assert_eq!(kinds("1e+"), vec![Kind::Error]);
        assert_eq!(kinds("1é"), vec![Kind::Error]);
        assert_eq!(kinds("1\\u0061"), vec![Kind::Error]);
        assert_eq!(kinds("1 in"), vec![Kind::Number, Kind::In]);
        assert_eq!(kinds("1-1"), vec![Kind::Number, Kind::Minus, Kind::Number]);
        assert_eq!(
            kinds("a?.5:b"),
            vec![Kind::Identifier, Kind::Question, Kind::Number, Kind::Colon, Kind::Identifier]
        );
    }
}
