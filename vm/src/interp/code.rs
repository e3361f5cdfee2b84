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
    /// `holder_shape`), for receivers with `shape` (never for a key that an Array,
    /// String object or typed array reads otherwise: the hit looks at no kind).
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
    /// An assignment that adds a property: ordinary extensible objects with `shape` and
    /// prototype `holder` (`u32::MAX`: none) go to `holder_shape` with the value in
    /// `slot`, while `Vm::chain_epoch` is `epoch` (the chain's objects are watched, so
    /// no setter, read-only property or exotic object on it can have appeared since
    /// the entry was filled).
    pub(crate) const ADD_SET: u8 = 7;
    /// A read that ends two or more links up the chain, or at its end: receivers with
    /// `shape` and prototype `holder_shape` read `holder`'s `slot` (undefined when
    /// `holder` is `u32::MAX`) while `Vm::chain_epoch` is `epoch` (every object walked
    /// is watched, and a change to one counts in the epoch).
    pub(crate) const PROTO_CHAIN: u8 = 8;
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
    /// `Vm::chain_epoch` when an `ADD_SET` or `PROTO_CHAIN` entry was filled.
    pub(crate) epoch: Epoch,
}

/// The type of `Vm::chain_epoch`: a count natively, nothing in the wasm module, which
/// fills no entry that checks it (its size budget: wasm/README.md).
#[cfg(not(target_family = "wasm"))]
pub(crate) type Epoch = u32;
/// The type of `Vm::chain_epoch` (see the native one).
#[cfg(target_family = "wasm")]
pub(crate) type Epoch = NoEpoch;

/// The wasm module's epoch: nothing.
#[cfg(target_family = "wasm")]
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct NoEpoch;

/// Whether an epoch has reached its last count: an entry is never filled then, so a
/// count that stopped there validates no entry.
#[cfg(not(target_family = "wasm"))]
#[inline]
pub(crate) fn epoch_ended(e: Epoch) -> bool {
    e == u32::MAX
}
/// Whether an epoch has reached its last count (see the native one).
#[cfg(target_family = "wasm")]
#[inline]
pub(crate) fn epoch_ended(_: Epoch) -> bool {
    true
}

/// Whether an entry filled at epoch `filled` still holds at epoch `now`.
#[cfg(not(target_family = "wasm"))]
#[inline]
pub(crate) fn same_epoch(filled: Epoch, now: Epoch) -> bool {
    filled == now
}
/// Whether an entry filled at epoch `filled` still holds (see the native one).
#[cfg(target_family = "wasm")]
#[inline]
pub(crate) fn same_epoch(_: Epoch, _: Epoch) -> bool {
    false
}

/// The next count of an epoch (stops at the last, [`epoch_ended`]).
#[cfg(not(target_family = "wasm"))]
#[inline]
pub(crate) fn next_epoch(e: Epoch) -> Epoch {
    e.saturating_add(1)
}
/// The next count of an epoch (see the native one).
#[cfg(target_family = "wasm")]
#[inline]
pub(crate) fn next_epoch(e: Epoch) -> Epoch {
    e
}

impl Ic {
    /// The holder handle.
    #[inline]
    pub(crate) fn holder(&self) -> Handle<JsObject> {
        Handle::from_index(self.holder)
    }
}

/// A function of a loaded unit.
#[derive(Clone, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub(crate) struct LoadedFunction {
    /// The compiler's output.
    pub(crate) code: FunctionCode,
    /// The function's `name` as an interned string value.
    pub(crate) name: Value,
    /// The instructions, shared with running frames' dispatch loops: `code.code`
    /// again, so images and dumps leave them out (loading sets them from it).
    #[codec(skip)]
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
#[derive(Clone, Debug, Default, cairn_codec::Encode, cairn_codec::Decode)]
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
}

impl Code {
    /// 1-based line and column (in UTF-16 units... approximated by chars) of a byte offset.
    pub(crate) fn line_col(&self, offset: u32) -> (u32, u32) {
        line_col(&self.source, &self.line_starts, offset)
    }
}

/// Byte offsets where the lines of `text` start (after each LF).
pub(crate) fn line_starts(text: &str) -> Vec<u32> {
    let mut starts = vec![0u32];
    starts.extend(memchr::memchr_iter(b'\n', text.as_bytes()).map(|i| i as u32 + 1));
    starts
}

/// 1-based line and column of `offset` in `text`, whose lines start at `line_starts`.
pub(crate) fn line_col(text: &str, line_starts: &[u32], offset: u32) -> (u32, u32) {
    let line = line_starts.partition_point(|&s| s <= offset).max(1);
    let start = line_starts.get(line - 1).copied().unwrap_or(0) as usize;
    let end = (offset as usize).min(text.len());
    let col = text.get(start..end).map_or(end.saturating_sub(start), |s| s.chars().count());
    (line as u32, col as u32 + 1)
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
    fn line_and_column_of_offsets() {
        let source = "// x\nlet é = f(1);";
        let code =
            Code { source: source.into(), line_starts: line_starts(source), ..Code::default() };
        assert_eq!(code.line_col(0), (1, 1));
        assert_eq!(code.line_col(5), (2, 1));
        // `f`: columns count chars, not bytes (`é` is two bytes).
        assert_eq!(code.line_col(14), (2, 9));
        assert_eq!(code.line_col(1_000), (2, 14)); // past the end: after the last char
    }
}
