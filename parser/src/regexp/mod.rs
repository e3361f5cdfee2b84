//! Early errors of regular expression literals: pattern syntax (ECMA-262 sec-patterns,
//! with Annex B sec-regular-expressions-patterns for non-unicode patterns) and flags.
