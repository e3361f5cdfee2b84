//! Error display for people: a message with `file:line:column` and a code frame.

use cairn_lexer::{LineIndex, Span};

/// Renders `message` at `span` of `source` as a code frame:
///
/// ```text
/// SyntaxError: Unexpected token ')'
///  --> file.js:2:7
///   |
/// 2 | foo(a b)
///   |       ^
/// ```
pub fn code_frame(name: &str, source: &str, span: Span, message: &str) -> String {
    let index = LineIndex::new(source);
    let (line, column) = index.line_column(source, span.start);
    let start = clamp_to_char_boundary(source, span.start as usize);
    let line_start = index.line_start(line).map_or(0, |s| s as usize).min(start);
    let line_end = source[start..].find(is_line_terminator).map_or(source.len(), |i| start + i);
    // The caret sits under the offending text. Columns count UTF-16 units, but a
    // terminal shows characters, so the caret is placed by characters.
    let caret_col = source[line_start..start].chars().count();
    let end = clamp_to_char_boundary(source, (span.end as usize).max(start));
    let width =
        source[start..end].chars().take_while(|&c| !is_line_terminator(c)).take(80).count().max(1);
    let (line_text, caret_col) = line_window(&source[line_start..line_end], caret_col);
    let pad = " ".repeat(line.to_string().len());
    format!(
        "{message}\n{pad}--> {name}:{line}:{column}\n{pad} |\n{line} | {line_text}\n{pad} | {}{}\n",
        " ".repeat(caret_col),
        "^".repeat(width)
    )
}

/// Lines longer than this many characters are shown in part (minified code can put
/// a whole program on one line).
const MAX_LINE_CHARS: usize = 160;
/// How many characters of a long line stand before the caret.
const CONTEXT_BEFORE: usize = 60;

/// The part of `line` to show with the caret at character `caret_col`, and the caret's
/// column in it: the whole line when it is short, else `MAX_LINE_CHARS` characters
/// around the caret with `...` where the line goes on.
fn line_window(line: &str, caret_col: usize) -> (String, usize) {
    let count = line.chars().count();
    if count <= MAX_LINE_CHARS {
        return (line.to_string(), caret_col);
    }
    let first = caret_col.saturating_sub(CONTEXT_BEFORE).min(count - MAX_LINE_CHARS);
    let mut text = String::with_capacity(MAX_LINE_CHARS + 6);
    if first > 0 {
        text.push_str("...");
    }
    text.extend(line.chars().skip(first).take(MAX_LINE_CHARS));
    if first + MAX_LINE_CHARS < count {
        text.push_str("...");
    }
    let shift = if first > 0 { 3 } else { 0 };
    (text, caret_col - first + shift)
}

fn is_line_terminator(c: char) -> bool {
    matches!(c, '\n' | '\r' | '\u{2028}' | '\u{2029}')
}

fn clamp_to_char_boundary(source: &str, mut offset: usize) -> usize {
    offset = offset.min(source.len());
    while !source.is_char_boundary(offset) {
        offset -= 1;
    }
    offset
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frame_points_at_the_span_on_its_line() {
        let source = "let a = 1;\nfoo(a b)\n";
        let offset = source.find(" b").unwrap() as u32 + 1;
        let frame = code_frame("t.js", source, Span::new(offset, offset + 1), "SyntaxError: x");
        let expected = "SyntaxError: x\n --> t.js:2:7\n  |\n2 | foo(a b)\n  |       ^\n";
        assert_eq!(frame, expected);
    }

    #[test]
    fn frame_handles_offsets_past_the_end_and_inside_characters() {
        let source = "é";
        let frame = code_frame("t.js", source, Span::new(1, 9), "m");
        assert!(frame.contains("1 | é"), "{frame}");
        let frame = code_frame("t.js", "", Span::new(0, 0), "m");
        assert!(frame.contains("1 | \n"), "{frame}");
    }

    #[test]
    fn lines_end_at_every_line_terminator_and_crlf_counts_once() {
        let source = "a\r\nb\rc\u{2028}d\ne😀f";
        let offset = source.find('f').unwrap() as u32;
        let frame = code_frame("t.js", source, Span::new(offset, offset + 1), "m");
        // Line 5; the emoji is two UTF-16 units, so f is at column 4.
        assert!(frame.contains("t.js:5:4"), "{frame}");
        assert!(frame.contains("5 | e😀f\n  |   ^\n"), "{frame}");
    }

    #[test]
    fn a_long_line_is_shown_around_the_caret() {
        let source = format!("{}@{}", "a".repeat(200_000), "b".repeat(200_000));
        let offset = source.find('@').unwrap() as u32;
        let frame = code_frame("t.js", &source, Span::new(offset, offset + 1), "m");
        assert!(frame.len() < 500, "{} bytes", frame.len());
        let expected = format!(
            "1 | ...{}@{}...\n  | {}^\n",
            "a".repeat(CONTEXT_BEFORE),
            "b".repeat(MAX_LINE_CHARS - CONTEXT_BEFORE - 1),
            " ".repeat(CONTEXT_BEFORE + 3)
        );
        assert!(frame.ends_with(&expected), "{frame}");
        // Near the start and the end of a long line, one side is whole.
        let frame = code_frame("t.js", &source, Span::new(2, 3), "m");
        assert!(frame.contains("1 | aaa") && frame.ends_with("...\n  |   ^\n"), "{frame}");
        let end = source.len() as u32 - 1;
        let frame = code_frame("t.js", &source, Span::new(end, end + 1), "m");
        let tail = format!("1 | ...{}\n", "b".repeat(MAX_LINE_CHARS));
        assert!(frame.contains(&tail), "{frame}");
    }
}
