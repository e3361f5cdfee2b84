//! The regular expression validator agrees with test262: every parse-negative test that
//! is a lone regex literal is rejected, and every regex literal (and `RegExp` call with
//! plain string arguments) found in positive tests is accepted.
//!
//! Folders: test/built-ins/RegExp, test/language/literals/regexp and their Annex B
//! twins. The extraction is a line scanner, not a JS parser: it skips what it cannot
//! read with certainty, and the counts it prints say how much it checked. Without the
//! test262 checkout (../shared/test262 beside the repository, or $CAIRN_TEST262) the
//! test prints a note and passes.

use std::fs;
use std::path::{Path, PathBuf};

use cairn_parser::regexp::{parse_flags, validate_pattern};

const ROOTS: [&str; 4] = [
    "test/built-ins/RegExp",
    "test/language/literals/regexp",
    "test/annexB/built-ins/RegExp",
    "test/annexB/language/literals/regexp",
];

/// Files larger than this are data-heavy generated tests; only the generated
/// property-escape files are that large, and their regexes sit in the first lines.
const MAX_NEGATIVE_FILE: usize = 4096;

/// Disagreements that are known gaps, as (file name, reason). Kept empty when possible:
/// a new disagreement fails the test, and so does a listed one that now agrees.
const KNOWN_GAPS: [(&str, &str); 0] = [];

fn test262_dir() -> Option<PathBuf> {
    if let Some(dir) = std::env::var_os("CAIRN_TEST262") {
        return Some(PathBuf::from(dir));
    }
    let manifest = Path::new(env!("CARGO_MANIFEST_DIR"));
    let candidates = [manifest.join("../../shared/test262"), manifest.join("../test262-suite")];
    candidates.into_iter().find(|dir| dir.join("test").is_dir())
}

#[derive(Default)]
struct Tally {
    checked: usize,
    agreed: usize,
}

#[derive(Default)]
struct Report {
    negative: Tally,
    literals: Tally,
    constructor_calls: Tally,
    constructor_throws: Tally,
    property_escapes: Tally,
    disagreements: Vec<String>,
}

impl Report {
    fn record(&mut self, kind: Kind, file: &Path, pattern: &str, flags: &str, agrees: bool) {
        let tally = match kind {
            Kind::Negative => &mut self.negative,
            Kind::Literal => &mut self.literals,
            Kind::Constructor => &mut self.constructor_calls,
            Kind::ConstructorThrows => &mut self.constructor_throws,
            Kind::PropertyEscape => &mut self.property_escapes,
        };
        tally.checked += 1;
        if agrees {
            tally.agreed += 1;
        } else {
            let name =
                file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            let rejects = matches!(kind, Kind::Negative | Kind::ConstructorThrows);
            let expected = if rejects { "reject" } else { "accept" };
            self.disagreements.push(format!("{name}: should {expected} /{pattern}/{flags}"));
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Negative,
    Literal,
    Constructor,
    ConstructorThrows,
    PropertyEscape,
}

fn is_valid(pattern: &str, flags: &str) -> bool {
    parse_flags(flags).is_ok_and(|flags| validate_pattern(pattern, flags).is_ok())
}

#[test]
fn test262_regexp_syntax() {
    let Some(dir) = test262_dir() else {
        println!("note: test262 not found (../shared/test262 or $CAIRN_TEST262): skipped");
        return;
    };
    let mut files = Vec::new();
    for root in ROOTS {
        collect_js_files(&dir.join(root), &mut files);
    }
    files.sort();
    let mut report = Report::default();
    for file in &files {
        let Ok(source) = fs::read_to_string(file) else { continue };
        check_file(file, &source, &mut report);
    }
    let show =
        |label: &str, t: &Tally| println!("{label}: {} checked, {} agree", t.checked, t.agreed);
    println!("test262 regexp syntax over {} files:", files.len());
    show("  parse-negative literals", &report.negative);
    show("  literals in positive tests", &report.literals);
    show("  RegExp(...) string calls", &report.constructor_calls);
    show("  RegExp(...) calls expected to throw", &report.constructor_throws);
    show("  generated property escapes", &report.property_escapes);
    for line in &report.disagreements {
        println!("  DISAGREE {line}");
    }
    let unexpected: Vec<&String> = report
        .disagreements
        .iter()
        .filter(|line| !KNOWN_GAPS.iter().any(|(name, _)| line.starts_with(&format!("{name}:"))))
        .collect();
    assert!(unexpected.is_empty(), "{} unexpected disagreements", unexpected.len());
    for (name, reason) in KNOWN_GAPS {
        let still_gap =
            report.disagreements.iter().any(|line| line.starts_with(&format!("{name}:")));
        assert!(still_gap, "{name} now agrees ({reason}): remove it from KNOWN_GAPS");
    }
    assert!(report.negative.checked > 100 && report.literals.checked > 1000);
}

fn collect_js_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect_js_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "js")
            && !path.to_string_lossy().contains("_FIXTURE")
        {
            out.push(path);
        }
    }
}

fn check_file(file: &Path, source: &str, report: &mut Report) {
    let Some((frontmatter, body)) = split_frontmatter(source) else { return };
    let negative_parse = frontmatter.contains("negative:") && frontmatter.contains("phase: parse");
    if frontmatter.contains("negative:") {
        if negative_parse
            && source.len() <= MAX_NEGATIVE_FILE
            && let Some((pattern, flags)) = lone_literal(body)
        {
            let rejected = !is_valid(pattern, flags);
            report.record(Kind::Negative, file, pattern, flags, rejected);
        }
        return;
    }
    let generated = file.to_string_lossy().contains("property-escapes/generated");
    let literal_kind = if generated { Kind::PropertyEscape } else { Kind::Literal };
    // A file that expects SyntaxErrors passes invalid patterns to RegExp on purpose: the
    // first call within three lines of `assert.throws(SyntaxError` must be rejected; its
    // other calls are not judged.
    let calls_are_valid = !source.contains("SyntaxError");
    let mut throws_window = 0u32;
    let mut scanner = LineScanner::default();
    for line in body.lines() {
        if line.contains("assert.throws(SyntaxError") {
            throws_window = 3;
        }
        // Generated files hold their regexes near the top, then kilobytes of data.
        if generated && line.starts_with("const matchSymbols") {
            continue;
        }
        for found in scanner.scan(line) {
            match found {
                Found::Literal(pattern, flags) => {
                    report.record(literal_kind, file, pattern, flags, is_valid(pattern, flags));
                }
                Found::Call(pattern, flags) if throws_window > 0 => {
                    throws_window = 0;
                    let rejected = !is_valid(&pattern, &flags);
                    report.record(Kind::ConstructorThrows, file, &pattern, &flags, rejected);
                }
                Found::Call(pattern, flags) if calls_are_valid => {
                    let accepted = is_valid(&pattern, &flags);
                    report.record(Kind::Constructor, file, &pattern, &flags, accepted);
                }
                Found::Call(..) => {}
            }
        }
        throws_window = throws_window.saturating_sub(1);
    }
}

/// (frontmatter, text after it).
fn split_frontmatter(source: &str) -> Option<(&str, &str)> {
    let start = source.find("/*---")?;
    let end = start + source[start..].find("---*/")?;
    Some((&source[start..end], &source[end + 5..]))
}

/// The body of a negative test that is exactly one regex literal statement (comments,
/// blank lines and `$DONOTEVALUATE();` aside).
fn lone_literal(body: &str) -> Option<(&str, &str)> {
    let mut statement = None;
    for line in body.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with("//") || line == "$DONOTEVALUATE();" {
            continue;
        }
        if statement.is_some() {
            return None;
        }
        statement = Some(line);
    }
    let line = statement?;
    let (pattern, flags, end) = regex_literal_at(line, 0)?;
    let mut rest = line[end..].trim();
    // Generated tests mark their template slots with a trailing `/*{ ... }*/`.
    if let Some(comment) = rest.strip_prefix("/*")
        && let Some(close) = comment.find("*/")
    {
        rest = comment[close + 2..].trim();
    }
    (rest.is_empty() || rest == ";").then_some((pattern, flags))
}

/// A RegularExpressionLiteral starting at `start` (a `/`) on one line: (body, flags,
/// end offset). None when it is not one (comment, unterminated, escaped flags).
fn regex_literal_at(line: &str, start: usize) -> Option<(&str, &str, usize)> {
    let bytes = line.as_bytes();
    if bytes.get(start) != Some(&b'/') || matches!(bytes.get(start + 1), None | Some(b'/' | b'*')) {
        return None;
    }
    let mut i = start + 1;
    let mut in_class = false;
    loop {
        match *bytes.get(i)? {
            b'\\' => i += 2,
            b'[' => {
                in_class = true;
                i += 1;
            }
            b']' => {
                in_class = false;
                i += 1;
            }
            b'/' if !in_class => break,
            _ => i += 1,
        }
    }
    let body = line.get(start + 1..i)?;
    let flags_start = i + 1;
    let mut j = flags_start;
    while bytes.get(j).is_some_and(|b| b.is_ascii_alphanumeric() || *b == b'_' || *b == b'$') {
        j += 1;
    }
    if bytes.get(j) == Some(&b'\\') {
        return None;
    }
    Some((body, &line[flags_start..j], j))
}

enum Found<'a> {
    Literal(&'a str, &'a str),
    Call(String, String),
}

/// Scans lines for regex literals in expression position and `RegExp("...", "...")`
/// calls, skipping comments, strings and template literals (which may span lines).
#[derive(Default)]
struct LineScanner {
    in_block_comment: bool,
    in_template: bool,
}

impl LineScanner {
    fn scan<'a>(&mut self, line: &'a str) -> Vec<Found<'a>> {
        let bytes = line.as_bytes();
        let mut found = Vec::new();
        let mut i = 0;
        // The last significant byte before `i`, to tell a regex from a division.
        let mut previous: Option<u8> = None;
        let mut previous_word = "";
        while i < bytes.len() {
            if self.in_block_comment {
                match line[i..].find("*/") {
                    Some(end) => {
                        i += end + 2;
                        self.in_block_comment = false;
                        continue;
                    }
                    None => return found,
                }
            }
            if self.in_template {
                match skip_string(bytes, i, b'`') {
                    Some(end) => {
                        self.in_template = false;
                        i = end;
                        previous = Some(b'`');
                        continue;
                    }
                    None => return found,
                }
            }
            let b = bytes[i];
            match b {
                b' ' | b'\t' | b'\r' => i += 1,
                b'/' if bytes.get(i + 1) == Some(&b'/') => return found,
                b'/' if bytes.get(i + 1) == Some(&b'*') => {
                    self.in_block_comment = true;
                    i += 2;
                }
                b'/' => {
                    let regex_position = match previous {
                        None => true,
                        Some(p) => {
                            b"(,=:[!&|?{};+-*%<>~^".contains(&p)
                                || matches!(
                                    previous_word,
                                    "return" | "typeof" | "in" | "of" | "void"
                                )
                        }
                    };
                    if regex_position && let Some((pattern, flags, end)) = regex_literal_at(line, i)
                    {
                        found.push(Found::Literal(pattern, flags));
                        i = end;
                        previous = Some(b'/');
                        previous_word = "";
                    } else {
                        i += 1;
                        previous = Some(b'/');
                        previous_word = "";
                    }
                }
                b'"' | b'\'' => {
                    match skip_string(bytes, i + 1, b) {
                        Some(end) => i = end,
                        None => return found,
                    }
                    previous = Some(b);
                    previous_word = "";
                }
                b'`' => {
                    self.in_template = true;
                    i += 1;
                }
                _ if b.is_ascii_alphanumeric() || b == b'_' || b == b'$' => {
                    let start = i;
                    while i < bytes.len()
                        && (bytes[i].is_ascii_alphanumeric()
                            || bytes[i] == b'_'
                            || bytes[i] == b'$')
                    {
                        i += 1;
                    }
                    let word = &line[start..i];
                    if word == "RegExp"
                        && bytes.get(i) == Some(&b'(')
                        && let Some((pattern, flags, end)) = regexp_call(line, i + 1)
                    {
                        found.push(Found::Call(pattern, flags));
                        i = end;
                    }
                    previous = Some(b'a');
                    previous_word = word;
                }
                _ => {
                    previous = Some(b);
                    previous_word = "";
                    i += 1;
                }
            }
        }
        found
    }
}

/// Skips a string body from `i` to past the closing `quote`; None if the line ends first.
fn skip_string(bytes: &[u8], mut i: usize, quote: u8) -> Option<usize> {
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b if b == quote => return Some(i + 1),
            _ => i += 1,
        }
    }
    None
}

/// `RegExp(` already read up to `(` (at `i`): plain string arguments `"p"` or `"p", "f"`
/// then `)`. Strings may hold no escapes but `\\`, `\"`, `\'` and `\/`.
fn regexp_call(line: &str, mut i: usize) -> Option<(String, String, usize)> {
    let bytes = line.as_bytes();
    let (pattern, end) = plain_string(line, i)?;
    i = end;
    let mut flags = String::new();
    if bytes.get(i) == Some(&b',') {
        i += 1;
        while bytes.get(i) == Some(&b' ') {
            i += 1;
        }
        let (f, end) = plain_string(line, i)?;
        flags = f;
        i = end;
    }
    (bytes.get(i) == Some(&b')')).then_some((pattern, flags, i + 1))
}

/// A string literal at `i` with only the escapes `\\ \" \' \/`: its value and end offset.
fn plain_string(line: &str, i: usize) -> Option<(String, usize)> {
    let bytes = line.as_bytes();
    let quote = *bytes.get(i)?;
    if quote != b'"' && quote != b'\'' {
        return None;
    }
    let mut value = String::new();
    let mut chars = line[i + 1..].char_indices();
    while let Some((offset, c)) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some((_, escaped @ ('\\' | '"' | '\'' | '/'))) => value.push(escaped),
                _ => return None,
            },
            c if c as u32 == u32::from(quote) => return Some((value, i + 1 + offset + 1)),
            c => value.push(c),
        }
    }
    None
}
