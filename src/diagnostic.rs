//! Error display for people: a message with `file:line:column` and a code frame.

use cairn_lexer::Span;

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
    let line_text = line_text(source, span.start);
    let line = line_text.number;
    let column = line_text.prefix_utf16 + 1;
    let gutter = line.to_string().len();
    let pad = " ".repeat(gutter);
    // The caret sits under the offending text; columns count UTF-16 units but a
    // terminal shows characters, so count characters of the line up to the offset.
    let caret_col = line_text.prefix_chars;
    let width = span_width(source, span).max(1);
    let mut out = String::new();
    out.push_str(message);
    out.push('\n');
    out.push_str(&format!("{pad}--> {name}:{line}:{column}\n"));
    out.push_str(&format!("{pad} |\n"));
    out.push_str(&format!("{line} | {}\n", line_text.text));
    out.push_str(&format!("{pad} | {}{}\n", " ".repeat(caret_col), "^".repeat(width)));
    out
}

/// The line holding an offset: its 1-based number, its text, and how much of it precedes
/// the offset (in characters for the caret, in UTF-16 units for the column, as engines'
/// stack traces count columns).
struct LineText<'a> {
    number: usize,
    text: &'a str,
    prefix_chars: usize,
    prefix_utf16: usize,
}

fn is_line_terminator(c: char) -> bool {
    matches!(c, '\n' | '\r' | '\u{2028}' | '\u{2029}')
}

fn line_text(source: &str, offset: u32) -> LineText<'_> {
    let offset = clamp_to_char_boundary(source, offset as usize);
    let start = source[..offset].rfind(is_line_terminator).map_or(0, |i| {
        // The terminator found may be multi-byte (U+2028); step over it whole.
        i + source[i..].chars().next().map_or(1, char::len_utf8)
    });
    let end = source[offset..].find(is_line_terminator).map_or(source.len(), |i| offset + i);
    // CRLF is one line terminator: count a CR only when no LF follows it.
    let before = &source[..start];
    let number = 1 + before
        .char_indices()
        .filter(|&(i, c)| match c {
            '\r' => !before[i + 1..].starts_with('\n'),
            c => is_line_terminator(c),
        })
        .count();
    let prefix = &source[start..offset];
    LineText {
        number,
        text: &source[start..end],
        prefix_chars: prefix.chars().count(),
        prefix_utf16: prefix.encode_utf16().count(),
    }
}

/// How many characters of the span's first line the caret underlines (at most 80).
fn span_width(source: &str, span: Span) -> usize {
    let start = clamp_to_char_boundary(source, span.start as usize);
    let end = clamp_to_char_boundary(source, (span.end as usize).max(start));
    source[start..end].chars().take_while(|&c| !is_line_terminator(c)).take(80).count()
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
