//! Fuzz target: the engine's RegExp matcher (regress behind the VM's wrapper: Annex B
//! rewrites, the sticky program, the literal-prefix skip, one-byte and two-byte subjects,
//! legacy case folding) compiles any pattern with any flags and runs it on a subject
//! without panicking, and its answers are consistent:
//! - a one-byte subject gives the same matches as the same text in two-byte form;
//! - a sticky exec at `start` is the plain exec's match when that one begins at `start`;
//! - every range lies inside the subject and a global scan moves forward.
//!
//! Input layout: byte 0 picks the flags (bits: i m s u v d; `u` with `v` must be rejected
//! cleanly), byte 1 the start index (modulo the subject length + 1), then the pattern, a
//! NUL byte and the subject. Both are read as UTF-8 (lossily); a subject that starts with
//! byte 0x01 is read as raw little-endian code units instead, so lone surrogates occur.
//! Limits keep each input fast: regress has no backtracking budget, so the pattern is cut
//! to 96 bytes and the subject to 20 code units (exponential patterns stay below ~10^6
//! steps), and a global scan stops after 64 matches.

#![no_main]

use cairn_vm::{SubjectForm, regexp_matches};
use libfuzzer_sys::fuzz_target;

const MAX_PATTERN_BYTES: usize = 96;
const MAX_SUBJECT_UNITS: usize = 20;
const MAX_MATCHES: usize = 64;

fuzz_target!(|data: &[u8]| {
    let [selector, start_byte, rest @ ..] = data else {
        return;
    };
    let (pattern_bytes, subject_bytes) = match rest.iter().position(|&b| b == 0) {
        Some(nul) => (&rest[..nul], &rest[nul + 1..]),
        None => (rest, &[][..]),
    };
    if pattern_bytes.len() > MAX_PATTERN_BYTES {
        return;
    }
    let pattern: Vec<u16> = String::from_utf8_lossy(pattern_bytes).encode_utf16().collect();
    let mut subject: Vec<u16> = match subject_bytes.split_first() {
        Some((1, raw)) => raw.chunks_exact(2).map(|c| u16::from_le_bytes([c[0], c[1]])).collect(),
        _ => String::from_utf8_lossy(subject_bytes).encode_utf16().collect(),
    };
    subject.truncate(MAX_SUBJECT_UNITS);
    let mut flags = String::new();
    for (bit, c) in [(1, 'i'), (2, 'm'), (4, 's'), (8, 'u'), (16, 'v'), (32, 'd')] {
        if selector & bit != 0 {
            flags.push(c);
        }
    }
    let start = usize::from(*start_byte) % (subject.len() + 1);
    let run = |flags: &str, sticky: bool, form: SubjectForm| {
        regexp_matches(&pattern, flags, &subject, start, sticky, MAX_MATCHES, form)
    };
    let plain = run(&flags, false, SubjectForm::Utf16);
    let Ok((first, all)) = &plain else {
        // A syntax error is an answer too; it must not depend on the subject form.
        assert_eq!(plain, run(&flags, false, SubjectForm::OneByteIfPossible));
        return;
    };
    assert_eq!(&plain, &run(&flags, false, SubjectForm::OneByteIfPossible), "one-byte subject differs");
    let in_bounds = |m: &Vec<Option<std::ops::Range<usize>>>| {
        m.iter().flatten().all(|r| r.start <= r.end && r.end <= subject.len())
    };
    if let Some(m) = first {
        assert!(in_bounds(m), "match out of bounds: {m:?}");
        let whole = m[0].as_ref().expect("the whole match always participates");
        assert!(whole.start >= start, "match before start: {m:?}");
    }
    let mut last_end = start;
    for m in all {
        assert!(in_bounds(m), "scan match out of bounds: {m:?}");
        let whole = m[0].as_ref().expect("the whole match always participates");
        assert!(whole.start >= last_end, "scan went backwards: {all:?}");
        last_end = whole.end.max(whole.start);
    }
    // Sticky: the plain exec's match when it begins at `start`, else nothing.
    let sticky_flags = format!("{flags}y");
    let (sticky_first, _) = run(&sticky_flags, true, SubjectForm::Utf16).expect("adding y keeps the pattern valid");
    let expected = first.clone().filter(|m| m[0].as_ref().is_some_and(|r| r.start == start));
    assert_eq!(sticky_first, expected, "sticky exec differs from the plain exec at start");
    let (sticky_one_byte, _) = run(&sticky_flags, true, SubjectForm::OneByteIfPossible).expect("adding y keeps the pattern valid");
    assert_eq!(sticky_first, sticky_one_byte, "one-byte sticky subject differs");
});
