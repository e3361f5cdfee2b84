//! AtomEscape, CharacterEscape and CharacterClassEscape (ECMA-262 sec-patterns), with
//! the Annex B forms (legacy octal, identity escapes, `\c`) when not in unicode mode.

use super::error::{ErrorKind, fail};
use super::pattern::{
    Escaped, NamedReference, PResult, Parser, decimal_value, lead_surrogate, offset,
};
use super::unicode_property::{PropertyError, PropertyKind, lookup_lone, lookup_name_value};

impl Parser<'_> {
    /// Atom :: `\` AtomEscape (and Annex B ExtendedAtom :: `\` [lookahead = c]), then an
    /// optional quantifier.
    pub(super) fn atom_escape(&mut self) -> PResult<()> {
        let start = self.pos;
        self.pos += 1;
        match self.peek() {
            None => return Err(fail(ErrorKind::TrailingBackslash, start)),
            Some(b'b' | b'B') => {
                self.pos += 1;
                return self.quantifier(false);
            }
            Some(b'1'..=b'9') => {
                let digits = self.pos;
                while self.peek().is_some_and(|b| b.is_ascii_digit()) {
                    self.pos += 1;
                }
                // Without `u`, a number above the group count is a legacy octal or
                // identity escape instead: valid either way, so only `u` checks it.
                if self.unicode {
                    let number = decimal_value(&self.bytes[digits..self.pos]);
                    if self.max_backreference.is_none_or(|(max, _)| number > max) {
                        self.max_backreference = Some((number, offset(start)));
                    }
                }
            }
            Some(b'k') if self.named_groups => {
                self.pos += 1;
                if !self.eat(b'<') {
                    return Err(fail(ErrorKind::InvalidNamedReference, start));
                }
                let text = self.group_name(start)?;
                self.named_references.push(NamedReference { text, offset: offset(start) });
            }
            Some(_) => {
                self.character_or_class_escape(start, false)?;
            }
        }
        self.quantifier(true)
    }

    /// CharacterClassEscape or CharacterEscape, the cursor after `\` (at the escape's
    /// letter). `in_class` selects Annex B ClassEscape's extra `\c` forms and UTF-16
    /// reading of astral identity escapes.
    pub(super) fn character_or_class_escape(
        &mut self,
        start: usize,
        in_class: bool,
    ) -> PResult<Escaped> {
        let Some(c) = self.peek_char() else {
            return Err(fail(ErrorKind::TrailingBackslash, start));
        };
        self.pos += c.len_utf8();
        let value = match c {
            'd' | 'D' | 's' | 'S' | 'w' | 'W' => {
                return Ok(Escaped::Class(PropertyKind::CodePoints));
            }
            'p' | 'P' if self.unicode => {
                return Ok(Escaped::Class(self.property_escape(start, c == 'P')?));
            }
            'f' => 0x0C,
            'n' => 0x0A,
            'r' => 0x0D,
            't' => 0x09,
            'v' => 0x0B,
            'c' => match self.peek() {
                Some(letter) if letter.is_ascii_alphabetic() => {
                    self.pos += 1;
                    u32::from(letter) % 32
                }
                // Annex B ClassEscape :: `c` ClassControlLetter.
                Some(letter @ (b'0'..=b'9' | b'_')) if in_class && !self.unicode => {
                    self.pos += 1;
                    u32::from(letter) % 32
                }
                _ if self.unicode => return Err(fail(ErrorKind::InvalidUnicodeEscape, start)),
                // Annex B: `\` [lookahead = c] is a literal backslash; `c` is read next.
                _ => {
                    self.pos -= 1;
                    u32::from(b'\\')
                }
            },
            '0' if !self.peek().is_some_and(|b| b.is_ascii_digit()) => 0,
            '0'..='7' if !self.unicode => self.legacy_octal(c),
            'x' => match (self.peek().and_then(hex_value), self.peek_at(1).and_then(hex_value)) {
                (Some(high), Some(low)) => {
                    self.pos += 2;
                    high * 16 + low
                }
                _ if self.unicode => return Err(fail(ErrorKind::InvalidEscape, start)),
                _ => u32::from(b'x'),
            },
            'u' if self.unicode => self
                .unicode_escape_strict()
                .ok_or_else(|| fail(ErrorKind::InvalidUnicodeEscape, start))?,
            'u' => match self.hex4(self.pos) {
                Some(value) => {
                    self.pos += 4;
                    value
                }
                None => u32::from(b'u'),
            },
            _ if self.unicode => {
                // IdentityEscape[+UnicodeMode] :: SyntaxCharacter | `/`
                if is_syntax_character(c) || c == '/' {
                    c as u32
                } else {
                    return Err(fail(ErrorKind::InvalidEscape, start));
                }
            }
            'k' if self.named_groups => {
                return Err(fail(ErrorKind::InvalidNamedReference, start));
            }
            _ => {
                if c == 'k' {
                    self.saw_k_escape = true;
                }
                // IdentityEscape[~UnicodeMode]: any character (but `c`, and `k` with
                // named groups). An astral one is two code units: the lead now, the
                // trail as the next class atom.
                if in_class && c as u32 > 0xFFFF {
                    self.pos -= c.len_utf8();
                    self.half = true;
                    lead_surrogate(c)
                } else {
                    c as u32
                }
            }
        };
        Ok(Escaped::Char(value))
    }

    /// Annex B LegacyOctalEscapeSequence, `first` already consumed: its value.
    pub(super) fn legacy_octal(&mut self, first: char) -> u32 {
        let mut value = first as u32 - '0' as u32;
        let max_digits = if value <= 3 { 3 } else { 2 };
        let mut digits = 1;
        while digits < max_digits {
            match self.peek() {
                Some(b @ b'0'..=b'7') => {
                    value = value * 8 + u32::from(b - b'0');
                    self.pos += 1;
                    digits += 1;
                }
                _ => break,
            }
        }
        value
    }

    /// RegExpUnicodeEscapeSequence[+UnicodeMode] after `\u`: `{CodePoint}`, a surrogate
    /// pair `XXXX\uXXXX`, or `XXXX`. Returns the value (None when malformed).
    pub(super) fn unicode_escape_strict(&mut self) -> Option<u32> {
        if self.eat(b'{') {
            let digits = self.pos;
            let mut value: u32 = 0;
            while let Some(digit) = self.peek().and_then(hex_value) {
                value = value.saturating_mul(16).saturating_add(digit);
                self.pos += 1;
            }
            if self.pos == digits || value > 0x10_FFFF || !self.eat(b'}') {
                return None;
            }
            return Some(value);
        }
        let value = self.hex4(self.pos)?;
        self.pos += 4;
        if (0xD800..0xDC00).contains(&value)
            && self.peek() == Some(b'\\')
            && self.peek_at(1) == Some(b'u')
            && let Some(trail) = self.hex4(self.pos + 2)
            && (0xDC00..0xE000).contains(&trail)
        {
            self.pos += 6;
            return Some(0x10000 + ((value - 0xD800) << 10) + (trail - 0xDC00));
        }
        Some(value)
    }

    /// Hex4Digits at byte `at`.
    fn hex4(&self, at: usize) -> Option<u32> {
        let digits = self.bytes.get(at..at + 4)?;
        digits.iter().try_fold(0, |acc, &b| Some(acc * 16 + hex_value(b)?))
    }

    /// CharacterClassEscape :: `p{` UnicodePropertyValueExpression `}` (or `P{`), the
    /// cursor after `p`.
    pub(super) fn property_escape(&mut self, start: usize, negated: bool) -> PResult<PropertyKind> {
        let invalid = |kind| Err(fail(kind, start));
        if !self.eat(b'{') {
            return invalid(ErrorKind::InvalidPropertyName);
        }
        let name_start = self.pos;
        while self.peek().is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_') {
            self.pos += 1;
        }
        let name = &self.src[name_start..self.pos];
        let result = if self.eat(b'=') {
            let value_start = self.pos;
            while self.peek().is_some_and(|b| b.is_ascii_alphanumeric() || b == b'_') {
                self.pos += 1;
            }
            let value = &self.src[value_start..self.pos];
            if name.bytes().any(|b| b.is_ascii_digit()) || value.is_empty() {
                Err(PropertyError::UnknownName)
            } else {
                lookup_name_value(name, value)
            }
        } else if name.is_empty() {
            Err(PropertyError::UnknownName)
        } else {
            lookup_lone(name)
        };
        if !self.eat(b'}') {
            return invalid(ErrorKind::InvalidPropertyName);
        }
        match result {
            Ok(PropertyKind::Strings) if !self.sets => invalid(ErrorKind::InvalidPropertyName),
            Ok(PropertyKind::Strings) if negated => invalid(ErrorKind::NegatedPropertyOfStrings),
            Ok(kind) => Ok(kind),
            Err(PropertyError::UnknownName) => invalid(ErrorKind::InvalidPropertyName),
            Err(PropertyError::UnknownValue) => invalid(ErrorKind::InvalidPropertyValue),
        }
    }
}

/// SyntaxCharacter :: one of `^ $ \ . * + ? ( ) [ ] { } |`
pub(super) fn is_syntax_character(c: char) -> bool {
    matches!(c, '^' | '$' | '\\' | '.' | '*' | '+' | '?' | '(' | ')' | '[' | ']' | '{' | '}' | '|')
}

pub(super) fn hex_value(byte: u8) -> Option<u32> {
    char::from(byte).to_digit(16)
}
