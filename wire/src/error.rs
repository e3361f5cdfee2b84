//! `WireError`: what went wrong and at which byte.

use alloc::borrow::Cow;
use alloc::string::String;
use core::fmt;

/// An error while reading or writing wire bytes: a message and the byte offset it concerns.
///
/// For a reader the offset is the position in the input where the bad item starts (or
/// where input ran out); for a writer it is the length of the output at the failure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WireError {
    message: Cow<'static, str>,
    offset: usize,
}

/// Offset of an error built without a position (serde's `custom`); filled in by the caller.
pub(crate) const UNKNOWN_OFFSET: usize = usize::MAX;

impl WireError {
    /// An error with a fixed message at `offset`.
    pub fn new(offset: usize, message: impl Into<Cow<'static, str>>) -> Self {
        Self { message: message.into(), offset }
    }

    /// The message, without the offset.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// The byte offset the error concerns.
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// Fills in the offset of an error built without one.
    #[cfg_attr(not(feature = "serde"), allow(dead_code))]
    pub(crate) fn at(mut self, offset: usize) -> Self {
        if self.offset == UNKNOWN_OFFSET {
            self.offset = offset;
        }
        self
    }

    /// An error without a position yet (see [`WireError::at`]).
    #[cfg_attr(not(feature = "serde"), allow(dead_code))]
    pub(crate) fn custom(message: String) -> Self {
        Self { message: Cow::Owned(message), offset: UNKNOWN_OFFSET }
    }
}

impl fmt::Display for WireError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.offset == UNKNOWN_OFFSET {
            f.write_str(&self.message)
        } else {
            write!(f, "{} at byte {}", self.message, self.offset)
        }
    }
}

impl core::error::Error for WireError {}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn display_names_the_offset() {
        let e = WireError::new(7, "truncated input");
        assert_eq!(e.to_string(), "truncated input at byte 7");
        assert_eq!(e.offset(), 7);
        assert_eq!(e.message(), "truncated input");
    }

    #[test]
    fn at_fills_only_unknown_offsets() {
        assert_eq!(WireError::custom("x".into()).at(3).offset(), 3);
        assert_eq!(WireError::new(1, "x").at(3).offset(), 1);
    }
}
