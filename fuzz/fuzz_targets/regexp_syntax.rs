//! Fuzz target: the regular expression validator never panics, whatever the pattern
//! and flags (ECMA-262 sec-patterns, with Annex B for non-unicode patterns).
//!
//! Input layout: the first byte picks the flags (its low bits, one per flag below; `u`
//! and `v` together is a valid request that must be rejected cleanly), the rest is the
//! pattern, read as UTF-8 with invalid bytes replaced.

#![no_main]

use cairn_parser::regexp::{Flags, parse_flags, validate_pattern};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&selector, pattern)) = data.split_first() else {
        return;
    };
    let flags = Flags {
        ignore_case: selector & 1 != 0,
        multiline: selector & 2 != 0,
        dot_all: selector & 4 != 0,
        unicode: selector & 8 != 0,
        unicode_sets: selector & 16 != 0,
        global: selector & 32 != 0,
        sticky: selector & 64 != 0,
        has_indices: selector & 128 != 0,
    };
    let pattern = String::from_utf8_lossy(pattern);
    let result = validate_pattern(&pattern, flags);
    if let Err(error) = &result {
        // Offsets point into the pattern (or at 0 for a flags conflict).
        assert!(error.offset as usize <= pattern.len(), "offset past the pattern: {error:?}");
    }
    // Validation is deterministic.
    assert_eq!(result, validate_pattern(&pattern, flags));
    // The flag-text parser must not panic either: feed it the pattern bytes.
    let _ = parse_flags(&pattern);
});
