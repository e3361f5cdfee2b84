//! Fixtures for the pattern validator: each case states the flags and whether the
//! pattern must be accepted.

use super::{Flags, RegExpError, parse_flags, validate_pattern};

fn check(pattern: &str, flags: &str) -> Result<(), RegExpError> {
    let flags = parse_flags(flags).expect("test flags are valid");
    validate_pattern(pattern, flags)
}

#[track_caller]
fn ok(pattern: &str, flags: &str) {
    if let Err(error) = check(pattern, flags) {
        panic!("/{pattern}/{flags} should be valid, got {error}");
    }
}

#[track_caller]
fn bad(pattern: &str, flags: &str) {
    assert!(check(pattern, flags).is_err(), "/{pattern}/{flags} should be an error");
}

#[test]
fn flags() {
    let all = parse_flags("dgimsuy").expect("valid flags");
    assert!(all.has_indices && all.global && all.ignore_case && all.multiline);
    assert!(all.dot_all && all.unicode && all.sticky && !all.unicode_sets);
    assert_eq!(parse_flags("").expect("no flags"), Flags::default());
    assert!(parse_flags("v").expect("v").unicode_sets);
    assert_eq!(parse_flags("gg").map_err(|e| e.offset), Err(1));
    assert_eq!(parse_flags("gx").map_err(|e| e.offset), Err(1));
    assert!(parse_flags("uv").is_err());
    assert!(parse_flags("G").is_err());
    let both = Flags { unicode: true, unicode_sets: true, ..Flags::default() };
    assert!(validate_pattern("a", both).is_err());
}

#[test]
fn disjunction_groups_assertions() {
    for flags in ["", "u", "v"] {
        ok("", flags);
        ok("a|b|", flags);
        ok("(a)(?:b)(?=c)(?!d)(?<=e)(?<!f)", flags);
        ok("^$\\b\\B", flags);
        ok("(?<name>x)\\k<name>", flags);
        bad("(", flags);
        bad(")", flags);
        bad("a)", flags);
        bad("(?", flags);
        bad("(?x)", flags);
        bad("(?<", flags);
        bad("(?<>a)", flags);
        bad("(?<1a>a)", flags);
        bad("\\", flags);
        bad("a\\", flags);
        bad("[", flags);
        bad("[a", flags);
        bad("(?<=a)*", flags);
        bad("^*", flags);
        bad("\\b+", flags);
    }
}

#[test]
fn quantifiers() {
    for flags in ["", "u"] {
        ok("a*b+c?d{1}e{1,}f{1,2}g*?h+?i??j{1}?", flags);
        ok("a{2,2}", flags);
        ok("a{0010,11}", flags);
        bad("a{2,1}", flags);
        bad("a{99999999999999999999,99999999999999999998}", flags);
        bad("*", flags);
        bad("a**", flags);
        bad("a*??", flags);
        bad("|+", flags);
        bad("{1}", flags);
        bad("a{1}{2}", flags);
    }
    // Annex B: a `{` that is no quantifier is a literal; `}` and `]` too.
    ok("a{", "");
    ok("a{1", "");
    ok("a{,5}", "");
    ok("{", "");
    ok("}", "");
    ok("]", "");
    ok("x{1}}", "");
    bad("a{", "u");
    bad("a{1", "u");
    bad("}", "u");
    bad("]", "u");
    bad("{", "u");
    // QuantifiableAssertion only without `u`.
    ok("(?=a)*", "");
    ok("(?!a){2}", "");
    bad("(?=a)*", "u");
    bad("(?!a)+", "v");
}

#[test]
fn escapes_annex_b() {
    ok("\\c", "");
    ok("\\c1", "");
    ok("\\cA\\cz", "");
    ok("[\\c]", "");
    ok("[\\c_\\c0]", "");
    ok("\\1", "");
    ok("\\8\\9", "");
    ok("(a)\\2", "");
    ok("\\00\\07\\377\\400", "");
    ok("\\a\\e\\g\\-\\ \\é\\😀", "");
    ok("\\x\\x1\\u\\u12\\u{1}", "");
    ok("\\p{L}\\P", "");
    ok("\\k", "");
    ok("\\k<a>", "");
    ok("[\\k]", "");
    bad("\\k<a>(?<b>.)", "");
    bad("\\k(?<a>.)", "");
    bad("[\\k](?<a>.)", "");
    ok("\\k<a>(?<a>.)", "");
    ok("[\\B\\1-\\7]", "");
}

#[test]
fn escapes_unicode() {
    for flags in ["u", "v"] {
        ok("\\cA\\f\\n\\r\\t\\v\\0\\x41\\u0041\\u{10FFFF}\\u{0000000041}\\uD83D\\uDE00", flags);
        ok("\\^\\$\\\\\\.\\*\\+\\?\\(\\)\\[\\]\\{\\}\\|\\/", flags);
        ok("(a)\\1", flags);
        ok("\\1(a)", flags);
        bad("\\c", flags);
        bad("\\c1", flags);
        bad("\\1", flags);
        bad("(a)\\2", flags);
        bad("\\00", flags);
        bad("\\01", flags);
        bad("\\a", flags);
        bad("\\-", flags);
        bad("\\k", flags);
        bad("\\k<a>", flags);
        bad("\\x1", flags);
        bad("\\u12", flags);
        bad("\\u{}", flags);
        bad("\\u{110000}", flags);
        bad("\\u{FFFFFFFFFFFFFFFFFFFF}", flags);
        bad("\\é", flags);
        bad("\\8", flags);
    }
    ok("[\\-]", "u");
    bad("[\\B]", "u");
    bad("[\\1]", "u");
    bad("[\\k]", "u");
}

#[test]
fn classes() {
    ok("[]", "");
    ok("[^]", "u");
    ok("[a-z0-9_-]", "u");
    ok("[-a]", "u");
    ok("[a-]", "u");
    ok("[a-b-c]", "");
    bad("[b-a]", "");
    bad("[b-a]", "u");
    bad("[a--b]", "");
    ok("[\\d-a]", "");
    ok("[a-\\d]", "");
    ok("[\\s-\\d]", "");
    bad("[\\d-a]", "u");
    bad("[a-\\w]", "u");
    ok("[\\uD83D\\uDE00-\\uD83D\\uDE01]", "u");
    bad("[\\uD83D\\uDE00-\\uD83D\\uDE01]", "");
    ok("[😀-😁]", "u");
    bad("[😀-😁]", "");
    ok("[😀]", "");
    ok("[\\u{1F600}-\\u{1F601}]", "u");
    ok("[\\b-\\n]", "u");
    ok("[\\0-\\x20]", "u");
}

#[test]
fn named_groups() {
    ok("(?<a>.)|(?<a>.)", "");
    ok("(?<a>.)|(?<a>.)", "u");
    ok("((?<a>.)|(?<a>.))", "");
    ok("(?:(?<a>x)|(?<a>y))\\k<a>", "");
    ok("(?<a>x)|(?:zy(?<a>y))", "");
    ok("((?<a>.)|b)|(?<a>.)", "");
    ok("(?<a>.)|((?<a>.)|(?<a>.))", "");
    bad("(?<a>.)(?<a>.)", "");
    bad("(?<a>.)((?<a>.)|b)", "");
    bad("(?<a>(?<a>.))", "");
    bad("((?<a>.)|(?<b>.))(?<a>.)", "u");
    bad("(?<a>.)|(?<a>.)(?<a>.)", "");
    ok("(?<$>.)(?<_>.)(?<é>.)(?<𝒜>.)(?<a1\u{200C}>.)", "");
    ok("(?<\\u0061>.)\\k<a>", "u");
    ok("(?<\\u{61}b>.)\\k<ab>", "");
    ok("(?<\\ud835\\udc9c>.)\\k<𝒜>", "");
    ok("(?<\\ud835\\udc9c>.)", "u");
    bad("(?<\\u0061>.)(?<a>.)", "u");
    bad("(?<a\\uD835>.)", "u");
    bad("(?<😀>.)", "");
    bad("(?<a>.)\\k<b>", "");
    bad("(?<a>.)\\k", "");
    bad("(?<a>.)\\k<a", "u");
}

#[test]
fn many_names_use_the_index() {
    let mut pattern = String::new();
    for i in 0..200 {
        pattern.push_str(&format!("(?<n{i}>.)"));
    }
    pattern.push_str("\\k<n150>|(?<n3>x)");
    ok(&pattern, "");
    pattern.push_str("(?<n7>y)");
    ok(&pattern, "");
    pattern.push_str("(?<n3>z)");
    bad(&pattern, "");
}

#[test]
fn modifiers() {
    for flags in ["", "u", "v"] {
        ok("(?i:a)(?-i:a)(?ims-:a)(?i-ms:a)(?m:a)(?s-i:a)", flags);
        ok("(?i:a)*", flags);
        bad("(?-:a)", flags);
        bad("(?ii:a)", flags);
        bad("(?i-i:a)", flags);
        bad("(?i-mm:a)", flags);
        bad("(?x:a)", flags);
        bad("(?i)", flags);
        bad("(?I:a)", flags);
    }
}

#[test]
fn unicode_properties() {
    for flags in ["u", "v"] {
        ok("\\p{L}\\P{Lu}\\p{gc=Lu}\\p{General_Category=Letter}", flags);
        ok("\\p{sc=Latin}\\p{Script=Latn}\\p{scx=Grek}\\p{Script_Extensions=Greek}", flags);
        ok("\\p{ASCII}\\p{Any}\\p{space}\\P{White_Space}[\\p{L}]", flags);
        bad("\\p{Latin}", flags);
        bad("\\p{sc}", flags);
        bad("\\p{ASCII=Y}", flags);
        bad("\\p{gc=Latin}", flags);
        bad("\\p{Block=Basic_Latin}", flags);
        bad("\\p{}", flags);
        bad("\\p{L", flags);
        bad("\\p", flags);
        bad("\\pL", flags);
        bad("\\p{lu}", flags);
        bad("\\p{ L}", flags);
        bad("\\P{RGI_Emoji}", flags);
    }
    bad("\\p{RGI_Emoji}", "u");
    ok("\\p{RGI_Emoji}\\p{Basic_Emoji}[\\p{Emoji_Keycap_Sequence}]", "v");
    bad("[^\\p{RGI_Emoji}]", "v");
}

#[test]
fn class_sets() {
    let v = "v";
    ok("[a-z&&[aeiou]]", "");
    ok("[[a-z]&&[aeiou]]", v);
    ok("[\\w--\\d]", v);
    ok("[\\w--\\d--_]", v);
    ok("[\\w&&\\d&&[0-4]]", v);
    ok("[[[[a]]]]", v);
    ok("[^[^a]]", v);
    ok("[a&b]", v);
    ok("[\\&\\&\\-\\!]", v);
    ok("[\\q{abc|d|}]", v);
    ok("[^\\q{a|b}]", v);
    ok("[^\\q{a}]", v);
    ok("[\\p{RGI_Emoji}--\\q{x}]", v);
    ok("[^\\p{RGI_Emoji}&&a]", v);
    ok("[^[\\p{RGI_Emoji}&&a]]", v);
    bad("[^[\\p{RGI_Emoji}&&\\q{ab}]]", v);
    bad("[^\\p{RGI_Emoji}--a]", v);
    bad("[^\\q{ab}]", v);
    bad("[^\\q{}]", v);
    bad("[^\\q{a|}]", v);
    bad("[^[a\\q{ab}]]", v);
    bad("[a-z&&b]", v);
    bad("[a&&b--c]", v);
    bad("[a--b&&c]", v);
    bad("[ab&&c]", v);
    bad("[a&&bc]", v);
    bad("[a&&&b]", v);
    bad("[a&&]", v);
    bad("[&&a]", v);
    bad("[a--]", v);
    bad("[a-]", v);
    bad("[a-z-q]", v);
    bad("[(]", v);
    bad("[a|b]", v);
    bad("[{]", v);
    bad("[/]", v);
    for double in ["!!", "##", "$$", "%%", "**", "++", ",,", "..", "::", ";;", "<<", "==", ">>"] {
        bad(&format!("[{double}]"), v);
        ok(&format!("[{double}]"), "u");
    }
    for double in ["??", "@@", "^^", "``", "~~", "&&"] {
        bad(&format!("[a{double}]"), v);
    }
    ok("[^^]", v);
    bad("[^^^]", v);
    bad("[\\d-a]", v);
    bad("[a-\\d]", v);
    bad("[z-a]", v);
    bad("[\\q{a]", v);
    bad("\\q{a}", v);
    bad("[\\q]", v);
    bad("[", v);
    bad("[[a]", v);
    bad("[a]]", v);
    ok("[😀-😁]", v);
}

#[test]
fn deep_nesting_does_not_overflow() {
    let depth = 100_000;
    let pattern = format!("{}{}", "(".repeat(depth), ")".repeat(depth));
    ok(&pattern, "");
    let classes = format!("{}{}", "[".repeat(depth), "]".repeat(depth));
    ok(&classes, "v");
    bad(&"(".repeat(depth), "u");
    bad(&"[".repeat(depth), "v");
}

#[test]
fn error_offsets() {
    let offset = |pattern: &str, flags: &str| check(pattern, flags).map_err(|e| e.offset);
    assert_eq!(offset("ab)", ""), Err(2));
    assert_eq!(offset("a(b", ""), Err(1));
    assert_eq!(offset("a[b", ""), Err(1));
    assert_eq!(offset("é*+", ""), Err(3));
    assert_eq!(offset("x\\k<y>", "u"), Err(1));
}
