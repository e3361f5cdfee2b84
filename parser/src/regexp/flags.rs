//! RegularExpressionFlags: which flags a literal (or a `RegExp` call) has.

use super::RegExpError;

/// Which flags a regular expression has (parsed from the flag text by [`parse_flags`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Flags {
    /// `d`: report match indices.
    pub has_indices: bool,
    /// `g`: global.
    pub global: bool,
    /// `i`: ignore case.
    pub ignore_case: bool,
    /// `m`: `^` and `$` match at line terminators.
    pub multiline: bool,
    /// `s`: `.` matches line terminators.
    pub dot_all: bool,
    /// `u`: unicode mode.
    pub unicode: bool,
    /// `v`: unicode sets mode (unicode mode with set notation in classes).
    pub unicode_sets: bool,
    /// `y`: sticky.
    pub sticky: bool,
}

/// ECMA-262 sec-regexp-literals-static-semantics-early-errors (the flags half) and
/// sec-regexpinitialize step 5: only `d g i m s u v y`, each at most once, not both `u`
/// and `v`. The error offset is the byte index of the offending flag.
pub fn parse_flags(text: &str) -> Result<Flags, RegExpError> {
    let mut flags = Flags::default();
    for (offset, c) in text.char_indices() {
        let slot = match c {
            'd' => &mut flags.has_indices,
            'g' => &mut flags.global,
            'i' => &mut flags.ignore_case,
            'm' => &mut flags.multiline,
            's' => &mut flags.dot_all,
            'u' => &mut flags.unicode,
            'v' => &mut flags.unicode_sets,
            'y' => &mut flags.sticky,
            _ => return Err(RegExpError::new("invalid regular expression flag", offset)),
        };
        if *slot {
            return Err(RegExpError::new("duplicate regular expression flag", offset));
        }
        *slot = true;
        if flags.unicode && flags.unicode_sets {
            return Err(RegExpError::new(
                "regular expression flags 'u' and 'v' cannot be used together",
                offset,
            ));
        }
    }
    Ok(flags)
}
