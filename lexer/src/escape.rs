//! Escape sequences shared by identifiers, strings and templates, as pure functions over
//! bytes so that scanning (validation) and the value methods (decoding) agree exactly.

use crate::chars::hex_value;

/// Why an escape sequence is invalid; the lexer turns this into a message.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum EscapeError {
    /// `\x` not followed by two hex digits.
    Hex,
    /// `\u` not followed by four hex digits or `{hex}` up to 10FFFF.
    Unicode,
}

impl EscapeError {
    /// The SyntaxError message.
    pub(crate) fn message(self) -> &'static str {
        match self {
            EscapeError::Hex => "Invalid hexadecimal escape sequence",
            EscapeError::Unicode => "Invalid Unicode escape sequence",
        }
    }
}

/// HexEscapeSequence :: `x` HexDigit HexDigit. `i` points after the `x`; returns the
/// value and the index after the digits, or the index where it went wrong.
pub(crate) fn parse_hex2(bytes: &[u8], i: usize) -> Result<(u32, usize), usize> {
    let hi = bytes.get(i).copied().and_then(hex_value).ok_or(i)?;
    let lo = bytes.get(i + 1).copied().and_then(hex_value).ok_or(i + 1)?;
    Ok((hi * 16 + lo, i + 2))
}

/// UnicodeEscapeSequence :: `u` Hex4Digits | `u{` CodePoint `}`. `i` points after the
/// `u`; returns the code point (surrogates included: strings keep them as code units)
/// and the index after the sequence, or the index where it went wrong.
pub(crate) fn parse_unicode(bytes: &[u8], i: usize) -> Result<(u32, usize), usize> {
    if bytes.get(i) == Some(&b'{') {
        let mut j = i + 1;
        let mut value: u32 = 0;
        while let Some(d) = bytes.get(j).copied().and_then(hex_value) {
            // Saturate instead of overflowing: anything above 10FFFF is rejected below.
            value = value.saturating_mul(16).saturating_add(d).min(0x11_0000);
            j += 1;
        }
        if bytes.get(j) != Some(&b'}') || j == i + 1 {
            return Err(j);
        }
        if value > 0x10_FFFF {
            // Resume after the `}`: the sequence is complete, only its value is wrong.
            return Err(j + 1);
        }
        Ok((value, j + 1))
    } else {
        let mut value = 0;
        for k in 0..4 {
            let d = bytes.get(i + k).copied().and_then(hex_value).ok_or(i + k)?;
            value = value * 16 + d;
        }
        Ok((value, i + 4))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex2() {
        assert_eq!(parse_hex2(b"41", 0), Ok((0x41, 2)));
        assert_eq!(parse_hex2(b"4", 0), Err(1));
        assert_eq!(parse_hex2(b"z1", 0), Err(0));
    }

    #[test]
    fn unicode() {
        assert_eq!(parse_unicode(b"0041", 0), Ok((0x41, 4)));
        assert_eq!(parse_unicode(b"{1F600}x", 0), Ok((0x1F600, 7)));
        assert_eq!(parse_unicode(b"{0000000041}", 0), Ok((0x41, 12)));
        assert_eq!(parse_unicode(b"{110000}", 0), Err(8));
        assert_eq!(parse_unicode(b"{FFFFFFFFFFFF}", 0), Err(14));
        assert_eq!(parse_unicode(b"{}", 0), Err(1));
        assert_eq!(parse_unicode(b"{41", 0), Err(3));
        assert_eq!(parse_unicode(b"00g1", 0), Err(2));
        assert_eq!(parse_unicode(b"", 0), Err(0));
    }
}
