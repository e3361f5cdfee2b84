//! TypeScript syntax (only with `ParseOptions::typescript`): the type grammar (checked
//! and dropped), speculative parsing where tsc looks ahead (arrow functions, type
//! arguments), declarations without runtime meaning (erased here) and those with one
//! (enums, namespaces: kept as `Statement::TsEnum` / `Statement::TsModule`).
//!
//! Nothing here runs on the JavaScript path: every hook in the shared parser code is
//! behind `self.ts`.

mod declarations;
mod expressions;
mod types;

pub(crate) use declarations::MemberModifiers;

use cairn_lexer::{Checkpoint, Token};

use super::{CoverError, Ctx, Parser};
use crate::Span;

/// The parser state a speculative parse can return to (tsc's `tryParse`).
pub(crate) struct Snapshot {
    checkpoint: Checkpoint,
    tok: Token,
    prev_end: u32,
    depth: u32,
    ctx: Ctx,
    assign_start: u32,
    cover_error: Option<(Span, CoverError)>,
    positions: (Option<Span>, Option<Span>, Option<Span>),
    labels: usize,
}

impl Parser<'_> {
    /// Save the state before a speculative parse.
    pub(crate) fn snapshot(&self) -> Snapshot {
        Snapshot {
            checkpoint: self.lexer.checkpoint(),
            tok: self.tok,
            prev_end: self.prev_end,
            depth: self.depth,
            ctx: self.ctx,
            assign_start: self.assign_start,
            cover_error: self.cover_error,
            positions: (self.yield_pos, self.await_pos, self.await_ident_pos),
            labels: self.labels.len(),
        }
    }

    /// Return to a snapshot, forgetting any error recorded since (nodes allocated in the
    /// arena meanwhile are simply unused).
    pub(crate) fn restore(&mut self, snapshot: Snapshot) {
        self.lexer.rewind(snapshot.checkpoint);
        self.tok = snapshot.tok;
        self.prev_end = snapshot.prev_end;
        self.depth = snapshot.depth;
        self.ctx = snapshot.ctx;
        self.assign_start = snapshot.assign_start;
        self.cover_error = snapshot.cover_error;
        (self.yield_pos, self.await_pos, self.await_ident_pos) = snapshot.positions;
        self.labels.truncate(snapshot.labels);
        self.error = None;
    }
}
