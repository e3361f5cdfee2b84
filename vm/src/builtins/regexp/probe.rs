//! The engine's pattern matcher without a VM: compile a pattern with flags and list its
//! matches in a subject, exactly as RegExp objects run it ([`Matcher::exec`] and the
//! global loop of [`Matcher::exec_all`]). For the `regex_exec` fuzz target and tests.

use core::ops::Range;

use crate::regexp_matcher::{Allowance, Matcher, parse_flags};
use crate::string::Str;

/// One match as code unit ranges: the whole match first, then each capture group
/// (`None` for a group that did not participate).
pub type RegExpMatchRanges = Vec<Option<Range<usize>>>;

/// The backtracking steps each run of [`regexp_matches`] may spend: about 5 ms in a
/// release build at the slowest steps seen (a `v`-mode pattern with nested `(.*)*?`
/// alternatives and a Unicode property), a few hundred ms in the instrumented fuzz
/// build, where the fuzz target calls this six times an input. 2^20 steps an input ran
/// past the target's 10 s timeout there, 2^24 before that.
pub const PROBE_STEPS: u64 = 1 << 18;

/// How [`regexp_matches`] hands the subject to the matcher.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SubjectForm {
    /// Two bytes per unit (the representation of strings with a unit above U+00FF).
    Utf16,
    /// One byte per unit when every unit fits (how the VM stores such strings); falls
    /// back to UTF-16 otherwise.
    OneByteIfPossible,
}

/// Compiles `pattern` (code units) with the `flags` text and runs it on `subject` from
/// code unit `start`: the first match (only at `start` when `sticky`) and at most `limit`
/// matches of a global scan. `Err` holds the SyntaxError message for bad flags or an
/// invalid pattern. Each of the two runs may backtrack [`PROBE_STEPS`] times, as a VM
/// with that much fuel left would (a run that spends them reports no further match),
/// so a catastrophic pattern ends in bounded time.
pub fn regexp_matches(
    pattern: &[u16],
    flags: &str,
    subject: &[u16],
    start: usize,
    sticky: bool,
    limit: usize,
    form: SubjectForm,
) -> Result<(Option<RegExpMatchRanges>, Vec<RegExpMatchRanges>), String> {
    let flag_units: Vec<u16> = flags.encode_utf16().collect();
    let bits = parse_flags(&flag_units)
        .ok_or_else(|| format!("Invalid regular expression flags '{flags}'"))?;
    let matcher = Matcher::compile(pattern, bits)?;
    let bytes: Option<Vec<u8>> = match form {
        SubjectForm::Utf16 => None,
        SubjectForm::OneByteIfPossible => {
            subject.iter().map(|&u| u8::try_from(u).ok()).collect::<Option<Vec<u8>>>()
        }
    };
    let text = match &bytes {
        Some(b) => Str::Latin1(b),
        None => Str::Utf16(subject),
    };
    let mut scratch = Vec::new();
    let ranges = |f: crate::regexp_matcher::Found| {
        let mut out = Vec::with_capacity(f.captures.len() + 1);
        out.push(Some(f.range));
        out.extend(f.captures);
        out
    };
    let mut allow = Allowance::new(PROBE_STEPS, None, None);
    let first = matcher.exec(text, start, sticky, &mut scratch, &mut allow).map(ranges);
    let mut allow = Allowance::new(PROBE_STEPS, None, None);
    let all = matcher.exec_all(text, start, limit, &mut scratch, &mut allow);
    let all = all.into_iter().map(ranges).collect();
    Ok((first, all))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn units(s: &str) -> Vec<u16> {
        s.encode_utf16().collect()
    }

    #[test]
    fn lists_matches_in_both_subject_forms() {
        for form in [SubjectForm::Utf16, SubjectForm::OneByteIfPossible] {
            let (first, all) =
                regexp_matches(&units("a(b)?"), "g", &units("xab a"), 0, false, 10, form)
                    .expect("valid pattern");
            assert_eq!(first, Some(vec![Some(1..3), Some(2..3)]));
            assert_eq!(all.len(), 2);
            assert_eq!(all[1], vec![Some(4..5), None]);
        }
        assert!(
            regexp_matches(&units("("), "", &units(""), 0, false, 1, SubjectForm::Utf16).is_err()
        );
        assert!(
            regexp_matches(&units("a"), "gg", &units(""), 0, false, 1, SubjectForm::Utf16).is_err()
        );
    }

    #[test]
    fn a_catastrophic_pattern_ends_within_the_probe_budget() {
        // The regex_exec fuzz target's timeout: exponential backtracking over 40 `\xff`.
        let subject: Vec<u16> = std::iter::repeat_n(0xFF, 40).collect();
        let (first, all) = regexp_matches(
            &units("(\\d+|\\D|\\D)+2"),
            "g",
            &subject,
            0,
            false,
            10,
            SubjectForm::OneByteIfPossible,
        )
        .expect("valid pattern");
        // Stopped early, each run reports no match.
        assert_eq!((first, all.len()), (None, 0));
        // Its timeout at 2^20 steps a run: slow steps (`v` mode, a Unicode property)
        // over nested lazy stars in four alternatives.
        let pattern = "^i-es<body.*|((.*)*?)body.*|((.*)*?)<\\/b\\p{Script=Khmr}Greeo.*|((.*)*?)o";
        let subject = units("\0\"\u{7ff}Diak)(?-s:)[[0-9]--[0-");
        for sticky in [false, true] {
            let (first, all) =
                regexp_matches(&units(pattern), "v", &subject, 4, sticky, 64, SubjectForm::Utf16)
                    .expect("valid pattern");
            assert_eq!((first, all.len()), (None, 0));
        }
    }

    #[test]
    fn annex_b_brace_u_escape_without_u_flag() {
        // Without `u`, `\u{2}` is `u` twice (Annex B identity escape and a quantifier);
        // with `u` it is U+0002.
        let run = |flags: &str, s: &str| {
            regexp_matches(&units("^\\u{2}$"), flags, &units(s), 0, false, 1, SubjectForm::Utf16)
                .expect("valid pattern")
                .0
                .is_some()
        };
        assert!(run("", "uu"));
        assert!(!run("", "\u{2}"));
        assert!(run("u", "\u{2}"));
        // An escaped backslash keeps its meaning: `\\u{2}` is a backslash then `uu`.
        let (m, _) =
            regexp_matches(&units("\\\\u{2}"), "", &units("\\uu"), 0, false, 1, SubjectForm::Utf16)
                .expect("valid pattern");
        assert_eq!(m, Some(vec![Some(0..3)]));
    }

    #[test]
    fn sticky_keeps_annex_b_octal_escapes() {
        // Found by the regex_exec fuzz target: with one group, `\2` is the character
        // U+0002 (Annex B), so neither exec matches "23 A"; the sticky program must not
        // add a group that `\2` could then refer to.
        let subject = units("abcE23 ABC_def");
        for (flags, sticky) in [("", false), ("y", true)] {
            let (m, _) = regexp_matches(
                &units("(\\d+)\\s\\2"),
                flags,
                &subject,
                4,
                sticky,
                1,
                SubjectForm::Utf16,
            )
            .expect("valid pattern");
            assert_eq!(m, None, "flags {flags:?}");
        }
        let (m, _) = regexp_matches(
            &units("(\\d+)\\s\\2"),
            "y",
            &units("23 \u{2}"),
            0,
            true,
            1,
            SubjectForm::Utf16,
        )
        .expect("valid pattern");
        assert_eq!(m, Some(vec![Some(0..4), Some(0..2)]));
    }

    #[test]
    fn last_index_inside_a_surrogate_pair() {
        // ECMA-262 sec-regexpbuiltinexec: the attempt starts at the code point holding
        // element lastIndex, and the match is reported from lastIndex.
        let pair = units("\u{1F600}x");
        let (m, _) =
            regexp_matches(&units("\\u{1F600}"), "uy", &pair, 1, true, 1, SubjectForm::Utf16)
                .expect("valid pattern");
        assert_eq!(m, Some(vec![Some(1..2)]));
        let (m, _) = regexp_matches(&units("x"), "u", &pair, 1, false, 1, SubjectForm::Utf16)
            .expect("valid pattern");
        assert_eq!(m, Some(vec![Some(2..3)]));
        let (m, _) = regexp_matches(&units("x"), "uy", &pair, 1, true, 1, SubjectForm::Utf16)
            .expect("valid pattern");
        assert_eq!(m, None);
    }
}
