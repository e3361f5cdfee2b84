//! The value methods: StringValue of names, SV of strings, MV of numbers, TV and TRV of
//! templates, parts of regular expressions. Computed on demand from token text so that
//! `next_token` never allocates. Each function accepts any text without panicking (a
//! token from another source only yields a meaningless value).

use std::borrow::Cow;

use crate::JsString;
use crate::escape::{parse_hex2, parse_unicode};

/// Builds a value from chars and UTF-16 code units: UTF-8 while it is well formed,
/// switching to code units at the first lone surrogate. A surrogate pair written as two
/// escapes (`\uD83D\uDE00`) combines into one char.
#[derive(Default)]
struct Builder {
    text: String,
    units: Option<Vec<u16>>,
    high: Option<u16>,
}

impl Builder {
    fn push_char(&mut self, c: char) {
        self.flush_high();
        match &mut self.units {
            Some(units) => {
                let mut buf = [0u16; 2];
                units.extend_from_slice(c.encode_utf16(&mut buf));
            }
            None => self.text.push(c),
        }
    }

    fn push_str(&mut self, s: &str) {
        if s.is_empty() {
            // Keeps a pending high surrogate pending: `\uD83D\uDE00` has no text between.
            return;
        }
        self.flush_high();
        match &mut self.units {
            Some(units) => units.extend(s.encode_utf16()),
            None => self.text.push_str(s),
        }
    }

    /// A code point from an escape: may be a surrogate half.
    fn push_code_point(&mut self, cp: u32) {
        match cp {
            0xD800..=0xDBFF => {
                self.flush_high();
                self.high = Some(cp as u16);
            }
            0xDC00..=0xDFFF => match self.high.take() {
                Some(high) => {
                    let c = 0x10000 + ((u32::from(high) - 0xD800) << 10) + (cp - 0xDC00);
                    self.push_char(char::from_u32(c).unwrap_or(char::REPLACEMENT_CHARACTER));
                }
                None => self.push_lone(cp as u16),
            },
            _ => self.push_char(char::from_u32(cp).unwrap_or(char::REPLACEMENT_CHARACTER)),
        }
    }

    fn flush_high(&mut self) {
        if let Some(high) = self.high.take() {
            self.push_lone(high);
        }
    }

    fn push_lone(&mut self, unit: u16) {
        let text = &self.text;
        self.units.get_or_insert_with(|| text.encode_utf16().collect()).push(unit);
    }

    fn finish<'a>(mut self) -> JsString<'a> {
        self.flush_high();
        match self.units {
            Some(units) => JsString::Utf16(units),
            None => JsString::Str(Cow::Owned(self.text)),
        }
    }
}

/// StringValue of an IdentifierName or PrivateIdentifier (the `#` dropped).
pub(crate) fn identifier_name(text: &str, escaped: bool) -> Cow<'_, str> {
    let text = text.strip_prefix('#').unwrap_or(text);
    if !escaped || !text.contains('\\') {
        return Cow::Borrowed(text);
    }
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while let Some(pos) = text[i..].find('\\') {
        out.push_str(&text[i..i + pos]);
        i += pos;
        match (bytes.get(i + 1), parse_unicode(bytes, i + 2)) {
            (Some(b'u'), Ok((cp, next))) => {
                out.push(char::from_u32(cp).unwrap_or(char::REPLACEMENT_CHARACTER));
                i = next;
            }
            _ => {
                // Never produced by the lexer for a valid token: keep the backslash.
                out.push('\\');
                i += 1;
            }
        }
    }
    out.push_str(&text[i..]);
    Cow::Owned(out)
}

/// SV of a StringLiteral token (quotes included in `text`).
pub(crate) fn string_value(text: &str, escaped: bool) -> JsString<'_> {
    let inner = strip_quotes(text);
    if !escaped {
        return JsString::Str(Cow::Borrowed(inner));
    }
    decode(inner, false).unwrap_or(JsString::Str(Cow::Borrowed(inner)))
}

/// The text between a string literal's quotes.
fn strip_quotes(text: &str) -> &str {
    let Some(quote) = text.chars().next().filter(|&c| c == '"' || c == '\'') else {
        return text;
    };
    let inner = &text[1..];
    inner.strip_suffix(quote).unwrap_or(inner)
}

/// TV of a template token's body, or `None` for a NotEscapeSequence.
pub(crate) fn template_cooked(body: &str, escaped: bool) -> Option<JsString<'_>> {
    if !escaped && !body.contains('\r') {
        return Some(JsString::Str(Cow::Borrowed(body)));
    }
    decode(body, true)
}

/// TRV of a template token's body: CR and CRLF become LF.
pub(crate) fn template_raw(body: &str) -> Cow<'_, str> {
    if !body.contains('\r') {
        return Cow::Borrowed(body);
    }
    Cow::Owned(body.replace("\r\n", "\n").replace('\r', "\n"))
}

/// The code units of `text`, which starts at byte `start` of the source, with each
/// synthetic escape at `sites` (see `Lexer::with_surrogates`; offsets into the source,
/// all within `text`) replaced by the lone surrogate it writes; with `template`, CR and
/// CRLF become LF (the TRV). A site that does not start an escape of a surrogate is
/// copied as text.
pub(crate) fn restore_surrogates(
    text: &str,
    start: u32,
    sites: &[u32],
    template: bool,
) -> Vec<u16> {
    let mut out = Vec::with_capacity(text.len());
    let push_text = |out: &mut Vec<u16>, s: &str| {
        if template && s.contains('\r') {
            out.extend(template_raw(s).encode_utf16());
        } else {
            out.extend(s.encode_utf16());
        }
    };
    let mut i = 0usize;
    for &site in sites {
        let at = site.wrapping_sub(start) as usize;
        let Some(escape) = text.get(at..) else { continue };
        // `\uXXXX`, or `uXXXX` after a backslash of the source's own.
        let (len, hex) = match escape.as_bytes() {
            [b'\\', b'u', ..] => (6, escape.get(2..6)),
            [b'u', ..] => (5, escape.get(1..5)),
            _ => (0, None),
        };
        let unit = hex
            .filter(|h| h.bytes().all(|b| b.is_ascii_hexdigit()))
            .and_then(|h| u16::from_str_radix(h, 16).ok())
            .filter(|u| (0xD800..=0xDFFF).contains(u));
        let (Some(unit), Some(before)) = (unit, text.get(i..at)) else { continue };
        push_text(&mut out, before);
        out.push(unit);
        i = at + len;
    }
    push_text(&mut out, text.get(i..).unwrap_or(""));
    out
}

/// Decodes escapes (and, in templates, CR/CRLF to LF). Returns `None` on an escape that
/// is invalid in this context: always for the lexer's rejected string escapes (which
/// never reach here for valid tokens), and NotEscapeSequence in templates.
fn decode(body: &str, template: bool) -> Option<JsString<'_>> {
    let bytes = body.as_bytes();
    let mut out = Builder { text: String::with_capacity(body.len()), ..Builder::default() };
    let mut i = 0;
    loop {
        // Copy the run of ordinary chars up to the next `\` (or CR in templates).
        let run = bytes[i..]
            .iter()
            .position(|&b| b == b'\\' || (template && b == b'\r'))
            .map_or(bytes.len(), |n| i + n);
        out.push_str(&body[i..run]);
        i = run;
        let Some(&b) = bytes.get(i) else { break };
        if b == b'\r' {
            // TV of LineTerminatorSequence :: CR LF or CR is LF.
            out.push_char('\n');
            i += if bytes.get(i + 1) == Some(&b'\n') { 2 } else { 1 };
            continue;
        }
        i += 1;
        let Some(&e) = bytes.get(i) else {
            // A lone trailing backslash: not produced by the lexer for a valid token.
            return None;
        };
        i += 1;
        match e {
            b'\'' | b'"' | b'\\' | b'`' | b'$' => out.push_char(e as char),
            b'b' => out.push_char('\u{8}'),
            b'f' => out.push_char('\u{C}'),
            b'n' => out.push_char('\n'),
            b'r' => out.push_char('\r'),
            b't' => out.push_char('\t'),
            b'v' => out.push_char('\u{B}'),
            // LineContinuation: the value is empty.
            b'\n' => {}
            b'\r' => {
                if bytes.get(i) == Some(&b'\n') {
                    i += 1;
                }
            }
            b'x' => {
                let (cp, next) = parse_hex2(bytes, i).ok()?;
                out.push_code_point(cp);
                i = next;
            }
            b'u' => {
                let (cp, next) = parse_unicode(bytes, i).ok()?;
                out.push_code_point(cp);
                i = next;
            }
            b'0' if !bytes.get(i).is_some_and(u8::is_ascii_digit) => out.push_char('\0'),
            b'0'..=b'9' if template => return None,
            b'8' | b'9' => out.push_char(e as char),
            b'0'..=b'7' => {
                // LegacyOctalEscapeSequence: up to three digits for 0-3, two for 4-7.
                let max_len = if e <= b'3' { 3 } else { 2 };
                let mut value = u32::from(e - b'0');
                let mut len = 1;
                while len < max_len {
                    match bytes.get(i) {
                        Some(&d @ b'0'..=b'7') => {
                            value = value * 8 + u32::from(d - b'0');
                            i += 1;
                            len += 1;
                        }
                        _ => break,
                    }
                }
                out.push_code_point(value);
            }
            _ => {
                // NonEscapeCharacter (or U+2028/U+2029 LineContinuation): the char itself,
                // unless it is a line separator.
                let start = i - 1;
                let c = body[start..].chars().next()?;
                i = start + c.len_utf8();
                if c != '\u{2028}' && c != '\u{2029}' {
                    out.push_char(c);
                }
            }
        }
    }
    Some(out.finish())
}

/// MV of a NumericLiteral (the `n` of a BigInt is ignored), correctly rounded.
pub(crate) fn number_value(text: &str) -> f64 {
    let text = text.strip_suffix('n').unwrap_or(text);
    let bytes = text.as_bytes();
    if bytes.len() >= 2 && bytes[0] == b'0' {
        match bytes[1] {
            b'x' | b'X' => return radix_pow2_value(&bytes[2..], 4),
            b'o' | b'O' => return radix_pow2_value(&bytes[2..], 3),
            b'b' | b'B' => return radix_pow2_value(&bytes[2..], 1),
            // LegacyOctalIntegerLiteral (a NonOctalDecimalIntegerLiteral has an 8 or 9).
            b'0'..=b'7' if bytes.iter().all(|b| (b'0'..=b'7').contains(b)) => {
                return radix_pow2_value(&bytes[1..], 3);
            }
            _ => {}
        }
    }
    if !bytes.first().is_some_and(|b| b.is_ascii_digit() || *b == b'.') {
        // fast-float2 would accept "inf" and "nan"; no numeric literal starts that way.
        return f64::NAN;
    }
    let parsed = if bytes.contains(&b'_') {
        let digits: Vec<u8> = bytes.iter().copied().filter(|&b| b != b'_').collect();
        fast_float2::parse::<f64, _>(digits)
    } else {
        fast_float2::parse::<f64, _>(bytes)
    };
    parsed.unwrap_or(f64::NAN)
}

/// The value of digits in radix `2^bits` (separators skipped), rounded to the nearest
/// double, ties to even. The first 64 significant bits are kept exactly, the rest only
/// as a "sticky" bit, which is all round-to-nearest needs.
fn radix_pow2_value(digits: &[u8], bits: u32) -> f64 {
    let mut mantissa: u64 = 0;
    let mut exponent: i32 = 0;
    let mut sticky = false;
    for &b in digits {
        if b == b'_' {
            continue;
        }
        let Some(d) = (b as char).to_digit(1 << bits) else {
            return f64::NAN;
        };
        if mantissa >> (64 - bits) == 0 {
            mantissa = (mantissa << bits) | u64::from(d);
        } else {
            // At least 61 significant bits are held: the rest only matters as sticky.
            exponent = exponent.saturating_add(bits as i32);
            sticky |= d != 0;
        }
    }
    if mantissa == 0 {
        return 0.0;
    }
    let significant = 64 - mantissa.leading_zeros();
    if significant > 53 {
        let shift = significant - 53;
        let rest = mantissa & ((1u64 << shift) - 1);
        let half = 1u64 << (shift - 1);
        mantissa >>= shift;
        exponent = exponent.saturating_add(shift as i32);
        if rest > half || (rest == half && (sticky || mantissa & 1 == 1)) {
            mantissa += 1;
            // 2^53 is still exact as a double; no renormalisation needed.
        }
    }
    if exponent > 1100 {
        return f64::INFINITY;
    }
    // mantissa < 2^54 and exponent <= 1100: the product is exact or overflows to infinity.
    mantissa as f64 * 2f64.powi(exponent)
}

/// The digits and radix of a BigInt literal token.
pub(crate) fn bigint_digits(text: &str) -> (u32, Cow<'_, str>) {
    let text = text.strip_suffix('n').unwrap_or(text);
    let (radix, digits) = match text.as_bytes() {
        [b'0', b'x' | b'X', ..] => (16, &text[2..]),
        [b'0', b'o' | b'O', ..] => (8, &text[2..]),
        [b'0', b'b' | b'B', ..] => (2, &text[2..]),
        _ => (10, text),
    };
    if digits.contains('_') {
        (radix, Cow::Owned(digits.replace('_', "")))
    } else {
        (radix, Cow::Borrowed(digits))
    }
}

/// Body and flags of a RegularExpressionLiteral token (`/body/flags`).
pub(crate) fn regex_parts(text: &str) -> (&str, &str) {
    let Some(inner) = text.strip_prefix('/') else {
        return ("", "");
    };
    // Flags are IdentifierPartChars, so the last `/` closes the body.
    match inner.rfind('/') {
        Some(end) => (&inner[..end], &inner[end + 1..]),
        None => (inner, ""),
    }
}
