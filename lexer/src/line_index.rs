//! Byte offsets to line and column, computed on demand (for messages and stack traces).

use crate::LineIndex;
use crate::chars::line_terminator_len;

impl LineIndex {
    /// Indexes the line starts of `source`. Lines end at LF, CR, CRLF, U+2028 and U+2029.
    pub fn new(source: &str) -> LineIndex {
        let bytes = source.as_bytes();
        let mut line_starts = vec![0];
        let mut p = 0;
        while p < bytes.len() {
            match bytes[p] {
                b'\n' | b'\r' | 0xE2 => {
                    let len = line_terminator_len(bytes, p);
                    if len == 0 {
                        p += 1;
                    } else {
                        p += len;
                        line_starts.push(p as u32);
                    }
                }
                _ => p += 1,
            }
        }
        LineIndex { line_starts }
    }

    /// The number of lines (at least 1).
    pub fn line_count(&self) -> u32 {
        self.line_starts.len() as u32
    }

    /// The byte offset where the 1-based `line` starts, if it exists.
    pub fn line_start(&self, line: u32) -> Option<u32> {
        self.line_starts.get((line as usize).checked_sub(1)?).copied()
    }

    /// The 1-based line holding byte `offset` (offsets past the end count as the last line).
    pub fn line(&self, offset: u32) -> u32 {
        self.line_starts.partition_point(|&start| start <= offset) as u32
    }

    /// 1-based line and 1-based column of byte `offset` in `source` (the text this index
    /// was built from); the column counts UTF-16 code units. An offset inside a char or
    /// past the end is clamped down to the previous char boundary.
    pub fn line_column(&self, source: &str, offset: u32) -> (u32, u32) {
        let mut offset = (offset as usize).min(source.len());
        while !source.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.line(offset as u32);
        let start = self.line_starts[line as usize - 1] as usize;
        let column = source
            .get(start.min(offset)..offset)
            .map_or(0, |text| text.chars().map(char::len_utf16).sum::<usize>());
        (line, column as u32 + 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_and_columns() {
        let src = "ab\ncd\r\nef\rg\u{2028}h😀x";
        let index = LineIndex::new(src);
        assert_eq!(index.line_count(), 5);
        assert_eq!(index.line_column(src, 0), (1, 1));
        assert_eq!(index.line_column(src, 1), (1, 2));
        assert_eq!(index.line_column(src, 2), (1, 3));
        assert_eq!(index.line_column(src, 3), (2, 1));
        assert_eq!(index.line_column(src, 7), (3, 1));
        assert_eq!(index.line_column(src, 10), (4, 1));
        let h = src.find('h').unwrap() as u32;
        assert_eq!(index.line_column(src, h), (5, 1));
        let x = src.find('x').unwrap() as u32;
        // The emoji is two UTF-16 units.
        assert_eq!(index.line_column(src, x), (5, 4));
        // Inside the emoji: clamped to its start.
        assert_eq!(index.line_column(src, h + 2), (5, 2));
        assert_eq!(index.line_column(src, 10_000), (5, 5));
        assert_eq!(index.line_start(2), Some(3));
        assert_eq!(index.line_start(0), None);
        assert_eq!(LineIndex::new("").line_column("", 0), (1, 1));
    }
}
