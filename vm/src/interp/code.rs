//! Loaded compilation units: the compiler's plain-data functions with what the VM
//! derives from them once (atoms for names, values for constants, inline caches,
//! source positions as line/column).

use std::rc::Rc;

use cairn_compiler::bytecode::{FunctionCode, Instruction};
use cairn_gc::{Handle, HeapKind, HeapSize, Trace, Tracer};

use crate::heap::KIND_CODE;
use crate::object::JsObject;
use crate::value::Value;

/// Inline cache kinds.
pub(crate) mod ic_kind {
    /// An own data property of objects with `shape`, in `slot`.
    pub(crate) const OWN: u8 = 1;
    /// A data property of the receiver's direct prototype `holder` (whose shape is
    /// `holder_shape`), for receivers with `shape`.
    pub(crate) const PROTO: u8 = 2;
    /// An own property of a dictionary-mode object at `slot` (checked by key).
    pub(crate) const DICT: u8 = 3;
    /// A global lexical binding at index `slot`.
    pub(crate) const LEXICAL: u8 = 4;
    /// A property add: objects with `shape` go to `holder_shape` with the value in `slot`.
    pub(crate) const ADD: u8 = 5;
    /// A data property of the prototype `holder` (whose shape is `holder_shape`) that a
    /// primitive receiver (a string, number or boolean: no own named properties but a
    /// string's length) reads, in `slot`. The holder is that primitive's prototype in the
    /// realm that filled the entry; a receiver of another type or realm misses.
    pub(crate) const PRIMITIVE: u8 = 6;
}

/// One inline cache entry (monomorphic).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Ic {
    /// One of [`ic_kind`].
    pub(crate) kind: u8,
    /// The receiver shape.
    pub(crate) shape: u32,
    /// The holder object (PROTO).
    pub(crate) holder: u32,
    /// The holder's shape (PROTO) or the target shape (ADD).
    pub(crate) holder_shape: u32,
    /// The slot.
    pub(crate) slot: u32,
}

impl Ic {
    /// The holder handle.
    #[inline]
    pub(crate) fn holder(&self) -> Handle<JsObject> {
        Handle::from_index(self.holder)
    }
}

/// A function of a loaded unit.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub(crate) struct LoadedFunction {
    /// The compiler's output.
    pub(crate) code: FunctionCode,
    /// The function's `name` as an interned string value.
    pub(crate) name: Value,
    /// The instructions, shared with running frames' dispatch loops.
    pub(crate) instructions: Rc<[Instruction]>,
    /// Where `code.names` start in `Vm::names` (as property keys).
    pub(crate) names_base: u32,
    /// `code.constants` as values (Number and String constants; others undefined).
    pub(crate) constants: Box<[Value]>,
    /// Where this function's inline caches start in `Vm::ics`.
    pub(crate) ic_base: u32,
    /// Cached template objects by constant index.
    pub(crate) templates: Vec<(u32, Value)>,
}

/// A loaded compilation unit (script, eval or module): the heap thing closures point at.
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct Code {
    /// Functions by index; 0 is the top level.
    pub(crate) functions: Vec<LoadedFunction>,
    /// The file name for stack traces.
    pub(crate) source_name: Box<str>,
    /// The source text (for `Function.prototype.toString` and line/column).
    pub(crate) source: Box<str>,
    /// Byte offsets where lines start.
    pub(crate) line_starts: Vec<u32>,
    /// The module this unit is the body of (an index into `Vm::modules`).
    pub(crate) module: Option<u32>,
    /// The unit is eval code.
    pub(crate) eval: bool,
    /// When the source was produced from another text (TypeScript lowered and printed
    /// as JavaScript), where its positions are in that text.
    pub(crate) positions: Option<Box<SourcePositions>>,
}

impl Code {
    /// 1-based line and column (in UTF-16 units... approximated by chars) of a byte offset,
    /// in the original text when the source was produced from one.
    pub(crate) fn line_col(&self, offset: u32) -> (u32, u32) {
        match &self.positions {
            Some(p) => line_col(&p.original, &p.line_starts, p.original_offset(offset)),
            None => line_col(&self.source, &self.line_starts, offset),
        }
    }
}

/// Byte offsets where the lines of `text` start (after each LF).
pub(crate) fn line_starts(text: &str) -> Vec<u32> {
    let mut starts = vec![0u32];
    for (i, b) in text.bytes().enumerate() {
        if b == b'\n' {
            starts.push(i as u32 + 1);
        }
    }
    starts
}

/// 1-based line and column of `offset` in `text`, whose lines start at `line_starts`.
fn line_col(text: &str, line_starts: &[u32], offset: u32) -> (u32, u32) {
    let line = line_starts.partition_point(|&s| s <= offset).max(1);
    let start = line_starts.get(line - 1).copied().unwrap_or(0) as usize;
    let end = (offset as usize).min(text.len());
    let col = text.get(start..end).map_or(end.saturating_sub(start), |s| s.chars().count());
    (line as u32, col as u32 + 1)
}

/// Where the positions of a source the VM runs lie in the text it was produced from
/// (a TypeScript file that cairn-ts lowered and printed as JavaScript): stack traces
/// and error positions then name lines and columns of that text.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct SourcePositions {
    /// The original text.
    original: Box<str>,
    /// Byte offsets where its lines start.
    line_starts: Vec<u32>,
    /// (offset in the source run, offset in the original), ascending in the first.
    pairs: Vec<(u32, u32)>,
}

impl SourcePositions {
    /// Positions in `original` for a source whose offsets map by `pairs`: (offset in
    /// the source run, offset in `original`), ascending in the first (as
    /// `cairn_ts::print_with_positions` returns them). An offset maps to the original
    /// offset of the last pair at or before it plus its distance from that pair.
    pub fn new(original: &str, mut pairs: Vec<(u32, u32)>) -> SourcePositions {
        if !pairs.is_sorted_by_key(|p| p.0) {
            pairs.sort_by_key(|p| p.0);
        }
        SourcePositions { original: original.into(), line_starts: line_starts(original), pairs }
    }

    /// The offset in the original text of `offset` in the source run.
    pub fn original_offset(&self, offset: u32) -> u32 {
        let i = self.pairs.partition_point(|p| p.0 <= offset);
        let mapped = match i.checked_sub(1).and_then(|i| self.pairs.get(i)) {
            Some(&(from, to)) => to.saturating_add(offset - from),
            None => offset,
        };
        mapped.min(self.original.len() as u32)
    }
}

impl Trace for Code {
    fn trace(&self, tracer: &mut Tracer) {
        for f in &self.functions {
            f.constants.trace(tracer);
            for (_, v) in &f.templates {
                v.trace(tracer);
            }
        }
    }
}

impl HeapSize for Code {
    fn extra_bytes(&self) -> usize {
        self.source.len()
            + self
                .functions
                .iter()
                .map(|f| f.code.code.len() * 16 + f.constants.len() * 8 + 256)
                .sum::<usize>()
    }
}

impl HeapKind for Code {
    const KIND: u8 = KIND_CODE;
    const NAME: &'static str = "code";
    fn dangling() -> Self {
        Code::default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_map_offsets_and_lines_to_the_original() {
        // `let n: number = f(1);` printed as `let n = f(1);` (pairs at the starts and ends
        // of `n`, `f(1)` and `f`).
        let original = "// x\nlet n: number = f(1);";
        let positions = SourcePositions::new(original, vec![(9, 9), (10, 10), (13, 21), (14, 22)]);
        assert_eq!(positions.original_offset(13), 21); // `f`
        assert_eq!(positions.original_offset(15), 23); // `1`, from the pair at `(`
        assert_eq!(positions.original_offset(2), 2); // before every pair: itself
        assert_eq!(positions.original_offset(1_000), original.len() as u32);
        let code = Code {
            source: "// x\nlet n = f(1);".into(),
            line_starts: vec![0, 5],
            positions: Some(Box::new(positions)),
            ..Code::default()
        };
        assert_eq!(code.line_col(13), (2, 17));
        let plain = Code { positions: None, ..code };
        assert_eq!(plain.line_col(13), (2, 9));
    }
}
