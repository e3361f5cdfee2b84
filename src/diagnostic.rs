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
    let line_text = &source[line_start..line_end];
    // The caret sits under the offending text. Columns count UTF-16 units, but a
    // terminal shows characters, so the caret is placed by characters.
    let caret_col = source[line_start..start].chars().count();
    let end = clamp_to_char_boundary(source, (span.end as usize).max(start));
    let width =
        source[start..end].chars().take_while(|&c| !is_line_terminator(c)).take(80).count().max(1);
    let pad = " ".repeat(line.to_string().len());
    format!(
        "{message}\n{pad}--> {name}:{line}:{column}\n{pad} |\n{line} | {line_text}\n{pad} | {}{}\n",
        " ".repeat(caret_col),
        "^".repeat(width)
    )
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
}
