//! Character classes of the lexical grammar: a 256-entry byte table for the ASCII fast
//! paths and the Unicode predicates for the rest (ECMA-262 sec-names-and-keywords,
//! sec-white-space, sec-line-terminators).

/// ZERO WIDTH NON-JOINER, allowed in IdentifierPart.
pub(crate) const ZWNJ: char = '\u{200C}';
/// ZERO WIDTH JOINER, allowed in IdentifierPart.
pub(crate) const ZWJ: char = '\u{200D}';

/// `IDENT_PART[b]` is true for the ASCII bytes that continue an identifier
/// (`a-z A-Z 0-9 $ _`). Bytes >= 0x80 are false: they take the Unicode slow path.
pub(crate) static IDENT_PART: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 128 {
        let c = b as u8;
        table[b] = c.is_ascii_alphanumeric() || c == b'$' || c == b'_';
        b += 1;
    }
    table
};

/// True for ASCII bytes that start an identifier (`a-z A-Z $ _`).
#[inline]
pub(crate) fn is_ascii_id_start(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'$' || b == b'_'
}

/// IdentifierStartChar :: UnicodeIDStart | `$` | `_`
#[inline]
pub(crate) fn is_id_start(c: char) -> bool {
    if c.is_ascii() { is_ascii_id_start(c as u8) } else { unicode_id_start::is_id_start(c) }
}

/// IdentifierPartChar :: UnicodeIDContinue | `$` | ZWNJ | ZWJ
#[inline]
pub(crate) fn is_id_part(c: char) -> bool {
    if c.is_ascii() {
        IDENT_PART[c as usize]
    } else {
        unicode_id_start::is_id_continue(c) || c == ZWNJ || c == ZWJ
    }
}

/// WhiteSpace :: TAB | VT | FF | ZWNBSP | USP (any Unicode "Space_Separator", Zs).
#[inline]
pub(crate) fn is_whitespace(c: char) -> bool {
    matches!(
        c,
        '\t' | '\u{B}' | '\u{C}' | '\u{FEFF}' | ' ' | '\u{A0}' | '\u{1680}' | '\u{2000}'
            ..='\u{200A}' | '\u{202F}' | '\u{205F}' | '\u{3000}'
    )
}

/// The value of an ASCII hex digit.
#[inline]
pub(crate) fn hex_value(b: u8) -> Option<u32> {
    match b {
        b'0'..=b'9' => Some(u32::from(b - b'0')),
        b'a'..=b'f' => Some(u32::from(b - b'a' + 10)),
        b'A'..=b'F' => Some(u32::from(b - b'A' + 10)),
        _ => None,
    }
}

/// The char starting at byte `pos` of `s` and its UTF-8 length, or `None` at the end or
/// when `pos` is not on a char boundary.
#[inline]
pub(crate) fn char_at(s: &str, pos: usize) -> Option<(char, usize)> {
    let c = s.get(pos..)?.chars().next()?;
    Some((c, c.len_utf8()))
}

/// The byte length of a line terminator starting at `pos` (`\n`, `\r`, `\r\n`, U+2028,
/// U+2029), or 0 if there is none.
#[inline]
pub(crate) fn line_terminator_len(bytes: &[u8], pos: usize) -> usize {
    match bytes.get(pos) {
        Some(b'\n') => 1,
        Some(b'\r') => {
            if bytes.get(pos + 1) == Some(&b'\n') {
                2
            } else {
                1
            }
        }
        Some(0xE2) if is_ls_ps(bytes, pos) => 3,
        _ => 0,
    }
}

/// True if the bytes at `pos` encode U+2028 or U+2029 (E2 80 A8 / E2 80 A9).
#[inline]
pub(crate) fn is_ls_ps(bytes: &[u8], pos: usize) -> bool {
    bytes.get(pos) == Some(&0xE2)
        && bytes.get(pos + 1) == Some(&0x80)
        && matches!(bytes.get(pos + 2), Some(0xA8 | 0xA9))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classes() {
        assert!(is_id_start('$') && is_id_start('_') && is_id_start('é') && !is_id_start('1'));
        assert!(is_id_part('1') && is_id_part(ZWJ) && is_id_part(ZWNJ) && !is_id_part('-'));
        assert!(is_whitespace('\u{3000}') && is_whitespace('\u{FEFF}') && !is_whitespace('\n'));
        assert!(!is_whitespace('\u{200B}'));
        assert_eq!(line_terminator_len(b"\r\nx", 0), 2);
        assert_eq!(line_terminator_len("\u{2028}".as_bytes(), 0), 3);
        assert_eq!(line_terminator_len(b"x", 0), 0);
        assert_eq!(char_at("aé", 1), Some(('é', 2)));
        assert_eq!(char_at("aé", 2), None);
    }
}
