//! Early errors of regular expression literals: pattern syntax (ECMA-262 sec-patterns,
//! with Annex B sec-regular-expressions-patterns for non-unicode patterns) and flags.
//!
//! ```
//! use cairn_parser::regexp::{parse_flags, validate_pattern};
//!
//! let flags = parse_flags("gu").unwrap();
//! assert!(validate_pattern(r"(?<year>\d{4})-\k<year>", flags).is_ok());
//! assert!(validate_pattern(r"a{2,1}", flags).is_err());
//! ```
//!
//! The validator only answers "is this a valid Pattern for these flags" (with the first
//! error's message and byte offset); it builds nothing. It is one left-to-right pass
//! over the pattern bytes with explicit stacks (no recursion, so no nesting depth can
//! overflow the Rust stack). Memory: the named-group list, and inline stacks that only
//! spill to the heap past 32 nested groups or classes.
//!
//! The pattern is UTF-8 text. In non-unicode mode the spec reads the pattern as UTF-16
//! code units, so a literal astral character in a class counts as two class atoms (a
//! surrogate pair), which is what makes `/[😀-😁]/` an error without `u`.
//!
//! Limits: identifier characters of group names use `unicode_id_start` tables when the
//! parser crate has them, else an approximation (see `identifier.rs`).

mod class_set;
mod error;
mod escape;
mod flags;
mod group_name;
mod identifier;
mod inline_stack;
mod pattern;
mod unicode_property;
mod unicode_property_data;

#[cfg(test)]
mod tests;

pub use flags::{Flags, parse_flags};

/// A regular expression syntax error: message and byte offset into the pattern text (or
/// into the flags text, for errors of [`parse_flags`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RegExpError {
    /// What is wrong, as a short English phrase.
    pub message: String,
    /// Byte offset of the offending construct.
    pub offset: u32,
}

impl RegExpError {
    /// Builds an error; `offset` is a byte index into the text that was checked.
    pub(crate) fn new(message: &str, offset: usize) -> RegExpError {
        RegExpError {
            message: message.to_owned(),
            offset: u32::try_from(offset).unwrap_or(u32::MAX),
        }
    }
}

impl std::fmt::Display for RegExpError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} (at offset {})", self.message, self.offset)
    }
}

impl std::error::Error for RegExpError {}

/// Checks that `pattern` is a valid ECMA-262 Pattern for `flags`: the grammar of
/// sec-patterns, its early errors (sec-patterns-static-semantics-early-errors), and for
/// patterns without `u` or `v` the Annex B grammar (sec-regular-expressions-patterns),
/// chosen as ParsePattern (sec-parsepattern-annexb) does.
pub fn validate_pattern(pattern: &str, flags: Flags) -> Result<(), RegExpError> {
    pattern::validate(pattern, flags).map_err(RegExpError::from)
}
