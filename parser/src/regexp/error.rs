//! The validator's internal error value: a kind and an offset in 8 bytes, so that
//! `Result`s stay in registers on the hot path; it becomes a [`RegExpError`] (with its
//! message) only at the public API.

use super::RegExpError;

/// A syntax error found by the validator: what and where (byte offset in the pattern).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Fail {
    pub(super) kind: ErrorKind,
    pub(super) offset: u32,
}

/// Builds a [`Fail`] at byte `offset`.
pub(super) fn fail(kind: ErrorKind, offset: usize) -> Fail {
    Fail { kind, offset: u32::try_from(offset).unwrap_or(u32::MAX) }
}

impl From<Fail> for RegExpError {
    fn from(fail: Fail) -> RegExpError {
        RegExpError { message: fail.kind.message().to_owned(), offset: fail.offset }
    }
}

/// Every syntax error the pattern validator reports.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum ErrorKind {
    TrailingBackslash,
    DuplicateGroupName,
    IncompleteQuantifier,
    InvalidBackreference,
    InvalidGroupName,
    InvalidClassRange,
    InvalidClassSetCharacter,
    InvalidClassEscape,
    InvalidEscape,
    InvalidGroup,
    InvalidNamedReference,
    EmptyModifiers,
    InvalidSetOperation,
    InvalidUnicodeEscape,
    LoneQuantifierBracket,
    LoneClassBracket,
    ModifierAddedAndRemoved,
    NothingToRepeat,
    QuantifierOutOfOrder,
    RepeatedModifier,
    TooManyGroups,
    UnmatchedParen,
    UnterminatedClass,
    UnterminatedClassString,
    UnterminatedGroup,
    ClassRangeOutOfOrder,
    MissingSetOperand,
    NegatedClassOfStrings,
    UnicodeAndUnicodeSets,
    UndefinedGroupName,
    InvalidPropertyName,
    InvalidPropertyValue,
    NegatedPropertyOfStrings,
}

impl ErrorKind {
    /// The message shown to users.
    pub(super) fn message(self) -> &'static str {
        match self {
            ErrorKind::TrailingBackslash => "\\ at end of pattern",
            ErrorKind::DuplicateGroupName => "duplicate capture group name",
            ErrorKind::IncompleteQuantifier => "incomplete quantifier",
            ErrorKind::InvalidBackreference => "invalid backreference: no such group",
            ErrorKind::InvalidGroupName => "invalid capture group name",
            ErrorKind::InvalidClassRange => "invalid character class range",
            ErrorKind::InvalidClassSetCharacter => "invalid character in character class",
            ErrorKind::InvalidClassEscape => "invalid class escape",
            ErrorKind::InvalidEscape => "invalid escape",
            ErrorKind::InvalidGroup => "invalid group",
            ErrorKind::InvalidNamedReference => "invalid named reference",
            ErrorKind::EmptyModifiers => "invalid regular expression modifiers",
            ErrorKind::InvalidSetOperation => "invalid set operation in character class",
            ErrorKind::InvalidUnicodeEscape => "invalid unicode escape",
            ErrorKind::LoneQuantifierBracket => "lone quantifier brackets",
            ErrorKind::LoneClassBracket => "lone ']'",
            ErrorKind::ModifierAddedAndRemoved => "modifier both added and removed",
            ErrorKind::NothingToRepeat => "nothing to repeat",
            ErrorKind::QuantifierOutOfOrder => "numbers out of order in {} quantifier",
            ErrorKind::RepeatedModifier => "repeated regular expression modifier",
            ErrorKind::TooManyGroups => "too many capture groups",
            ErrorKind::UnmatchedParen => "unmatched ')'",
            ErrorKind::UnterminatedClass => "unterminated character class",
            ErrorKind::UnterminatedClassString => "unterminated class string disjunction",
            ErrorKind::UnterminatedGroup => "unterminated group",
            ErrorKind::ClassRangeOutOfOrder => "range out of order in character class",
            ErrorKind::MissingSetOperand => "missing operand in class set operation",
            ErrorKind::NegatedClassOfStrings => "negated character class may contain strings",
            ErrorKind::UnicodeAndUnicodeSets => {
                "regular expression flags 'u' and 'v' cannot be used together"
            }
            ErrorKind::UndefinedGroupName => "invalid named reference: no group has this name",
            ErrorKind::InvalidPropertyName => "invalid property name",
            ErrorKind::InvalidPropertyValue => "invalid property value",
            ErrorKind::NegatedPropertyOfStrings => "negated property may contain strings",
        }
    }
}
