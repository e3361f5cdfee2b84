//! Identifier characters of capture group names (RegExpIdentifierStart and
//! RegExpIdentifierPart, ECMA-262 sec-patterns), with the same Unicode tables as the
//! lexer's identifiers (ID_Start / ID_Continue, not XID).

/// IdentifierStartChar :: UnicodeIDStart | `$` | `_`
pub(super) fn is_identifier_start(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphabetic() || c == '$' || c == '_';
    }
    unicode_id_start::is_id_start(c)
}

/// IdentifierPartChar :: UnicodeIDContinue | `$` | ZWNJ | ZWJ
pub(super) fn is_identifier_part(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphanumeric() || c == '$' || c == '_';
    }
    unicode_id_start::is_id_continue(c) || matches!(c, '\u{200C}' | '\u{200D}')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn non_ascii_names_follow_id_start_and_id_continue() {
        assert!(is_identifier_start('é'));
        assert!(is_identifier_start('\u{2118}')); // Other_ID_Start
        assert!(!is_identifier_start('\u{0300}')); // a combining mark continues only
        assert!(is_identifier_part('\u{0300}'));
        assert!(is_identifier_part('\u{200D}'));
        assert!(!is_identifier_part('\u{00A0}'));
    }
}
