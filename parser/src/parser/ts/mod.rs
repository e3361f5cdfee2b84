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

use cairn_lexer::{Checkpoint, Kind, Token};

use super::{CoverError, Ctx, Lexing, PResult, Parser};
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
    lowering_sites: usize,
    type_names: usize,
    value_names: usize,
}

/// Abandoned speculation may re-read this many times the source...
const SPECULATION_BUDGET_PER_BYTE: u64 = 8;
/// ...plus this many bytes, before the parser gives up on the program.
const SPECULATION_BUDGET_FIXED: u64 = 1 << 16;

impl Parser<'_> {
    /// Advance inside a type: `bump` through the lexer's path for type tokens
    /// (`Lexer::next_type_token`, which returns the same tokens).
    #[inline]
    pub(crate) fn bump_type(&mut self) {
        self.advance(Lexing::Type);
    }

    /// `eat` inside a type (see `bump_type`).
    #[inline]
    pub(crate) fn eat_type(&mut self, kind: Kind) -> bool {
        self.eat_in(kind, Lexing::Type)
    }

    /// `expect` inside a type (see `bump_type`).
    #[inline]
    pub(crate) fn expect_type(&mut self, kind: Kind) -> PResult<()> {
        self.expect_in(kind, Lexing::Type)
    }

    /// Record that the construct being parsed, which holds `pos`, has runtime meaning
    /// for cairn-ts to lower (an enum, a namespace, a parameter property, a function
    /// without a body).
    pub(crate) fn ts_lowering_site(&mut self, pos: u32) {
        self.ts_lowering_sites.push(pos);
    }

    /// Whether speculative parsing is still allowed (its budget is not spent).
    #[inline]
    pub(crate) fn ts_may_speculate(&self) -> bool {
        self.ts_gave_up.is_none()
    }

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
            lowering_sites: self.ts_lowering_sites.len(),
            type_names: self.ts_type_names.len(),
            value_names: self.ts_value_names.len(),
        }
    }

    /// Return to a snapshot, forgetting any error recorded since (nodes allocated in the
    /// arena meanwhile are simply unused).
    pub(crate) fn restore(&mut self, snapshot: Snapshot) {
        // Nested speculations that each fail after reading their whole extent re-read
        // the source exponentially often (`D<(c= D<(i <((` repeated): abandoned work is
        // budgeted to a few times the source, after which speculation stops and the
        // parse ends in an error (`Parser::ts_gave_up`) instead of hanging.
        let read = self.tok.span.end.saturating_sub(snapshot.tok.span.start);
        self.ts_rescanned += u64::from(read);
        if self.ts_rescanned
            > SPECULATION_BUDGET_PER_BYTE * self.source.len() as u64 + SPECULATION_BUDGET_FIXED
        {
            self.ts_gave_up.get_or_insert(self.tok.span);
        }
        self.lexer.rewind(snapshot.checkpoint);
        self.tok = snapshot.tok;
        self.prev_end = snapshot.prev_end;
        self.depth = snapshot.depth;
        self.ctx = snapshot.ctx;
        self.assign_start = snapshot.assign_start;
        self.cover_error = snapshot.cover_error;
        (self.yield_pos, self.await_pos, self.await_ident_pos) = snapshot.positions;
        self.labels.truncate(snapshot.labels);
        self.ts_lowering_sites.truncate(snapshot.lowering_sites);
        self.ts_type_names.truncate(snapshot.type_names);
        self.ts_value_names.truncate(snapshot.value_names);
        self.error = None;
    }
}
