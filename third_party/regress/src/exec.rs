//! Execution engine bits.

use crate::api::Match;
use crate::insn::CompiledRegex;
use crate::position::PositionType;
#[cfg(not(feature = "std"))]
use alloc::sync::Arc;
use core::sync::atomic::{AtomicBool, Ordering};
#[cfg(feature = "std")]
use std::sync::Arc;

/// A bound on the work of a search (Cairn's addition to regress, see CAIRN.md).
///
/// The backtracking matcher spends one step for each instruction it runs and each
/// time it backtracks (which includes giving up a start position), and one step per 8
/// characters that a single-character loop walks or a backreference compares. Once `steps` are spent, or once `interrupt` is set or
/// `check` answers true (both are read every [`Budget::CHECK_INTERVAL`] steps), the
/// search stops and reports no further match; [`Matches::spent`] tells such a stop
/// apart from the end of the matches.
#[derive(Clone, Debug)]
pub struct Budget {
    /// How many steps the search may spend (`u64::MAX`: no bound).
    pub steps: u64,
    /// A flag another thread may set to stop the search.
    pub interrupt: Option<Arc<AtomicBool>>,
    /// A host's check (a clock read against a deadline, say) asked with each read of
    /// the flag: true stops the search.
    pub check: Option<Arc<dyn Check>>,
}

/// A host's check of whether a search must stop (see [`Budget::check`]).
pub trait Check: core::fmt::Debug + Send + Sync {
    /// True when the search must stop.
    fn stop(&self) -> bool;
}

impl Budget {
    /// How many steps pass between two reads of the interrupt flag.
    pub const CHECK_INTERVAL: u64 = 4096;

    /// No bound and no interrupt flag.
    pub fn unlimited() -> Self {
        Budget {
            steps: u64::MAX,
            interrupt: None,
            check: None,
        }
    }
}

/// What a search spent of its [`Budget`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Spent {
    /// The steps spent.
    pub steps: u64,
    /// Whether the search stopped because the budget ran out or the flag was set.
    pub stopped: bool,
}

/// The step counter of a backtracking search: a countdown to the next check, so
/// that the common step is one decrement and one branch.
#[derive(Debug)]
pub(crate) struct Meter {
    /// Steps left before the next check.
    until_check: u64,
    /// Steps granted so far (spent ones plus `until_check`).
    granted: u64,
    limit: u64,
    interrupt: Option<Arc<AtomicBool>>,
    check: Option<Arc<dyn Check>>,
    /// Set once the search must stop; it stays set.
    pub(crate) stopped: bool,
}

impl Meter {
    pub(crate) fn new(budget: Budget) -> Self {
        Meter {
            until_check: 0,
            granted: 0,
            limit: budget.steps,
            interrupt: budget.interrupt,
            check: budget.check,
            stopped: false,
        }
    }

    /// Spends one step; false when the search must stop.
    #[inline(always)]
    pub(crate) fn step(&mut self) -> bool {
        if self.until_check > 0 {
            self.until_check -= 1;
            return true;
        }
        self.check()
    }

    /// Spends `n` steps at once; false when the search must stop.
    #[inline(always)]
    pub(crate) fn spend(&mut self, n: u64) -> bool {
        if self.until_check >= n {
            self.until_check -= n;
            return true;
        }
        self.spend_slow(n)
    }

    /// [`Meter::spend`] across the end of one or more countdowns.
    #[cold]
    #[inline(never)]
    fn spend_slow(&mut self, mut n: u64) -> bool {
        loop {
            if self.until_check >= n {
                self.until_check -= n;
                return true;
            }
            n -= self.until_check;
            self.until_check = 0;
            // `check` grants the next interval and spends its first step.
            if !self.check() {
                return false;
            }
            n -= 1;
        }
    }

    /// The end of a countdown: reads the flag and grants the next interval.
    #[cold]
    #[inline(never)]
    fn check(&mut self) -> bool {
        if self.stopped {
            return false;
        }
        let interrupted = self
            .interrupt
            .as_ref()
            .is_some_and(|flag| flag.load(Ordering::Relaxed))
            || self.check.as_ref().is_some_and(|check| check.stop());
        let grant = Budget::CHECK_INTERVAL.min(self.limit - self.granted);
        if interrupted || grant == 0 {
            self.stopped = true;
            return false;
        }
        self.granted += grant;
        // This step is the first of the grant.
        self.until_check = grant - 1;
        true
    }

    /// What was spent so far.
    pub(crate) fn spent(&self) -> Spent {
        Spent {
            steps: self.granted - self.until_check,
            stopped: self.stopped,
        }
    }
}

/// A trait for finding the next match in a regex.
/// This is broken out from Executor to avoid needing to thread lifetimes
/// around.
pub trait MatchProducer: core::fmt::Debug {
    /// The position type of our indexer.
    type Position: PositionType;

    /// \return an initial position for the given start offset.
    fn initial_position(&self, offset: usize) -> Option<Self::Position>;

    /// Attempt to match at the given location.
    /// \return either the Match and the position to start looking for the next
    /// match, or None on failure.
    fn next_match(
        &mut self,
        pos: Self::Position,
        next_start: &mut Option<Self::Position>,
    ) -> Option<Match>;

    /// Bounds the work of the searches that follow (see [`Budget`]). A producer that
    /// cannot be bounded (the PikeVM, which is linear in the input) keeps no budget.
    fn set_budget(&mut self, _budget: Budget) {}

    /// What the searches spent of the budget ([`Spent::default`] without one).
    fn spent(&self) -> Spent {
        Spent::default()
    }
}

/// A trait for executing a regex.
pub trait Executor<'r, 't>: MatchProducer {
    /// The ASCII variant.
    type AsAscii: Executor<'r, 't>;

    /// Construct a new Executor.
    fn new(re: &'r CompiledRegex, text: &'t str) -> Self;
}

/// A struct which enables iteration over matches.
#[derive(Debug)]
pub struct Matches<Producer: MatchProducer> {
    mp: Producer,
    position: Option<Producer::Position>,
}

impl<Producer: MatchProducer> Matches<Producer> {
    pub fn new(mp: Producer, start: usize) -> Self {
        let position = mp.initial_position(start);
        Matches { mp, position }
    }
}

impl<Producer: MatchProducer> Matches<Producer> {
    /// Bounds the work of this search (see [`Budget`]).
    pub fn with_budget(mut self, budget: Budget) -> Self {
        self.mp.set_budget(budget);
        self
    }

    /// What this search spent of its budget; `stopped` says it ended early.
    pub fn spent(&self) -> Spent {
        self.mp.spent()
    }
}

impl<Producer: MatchProducer> Iterator for Matches<Producer> {
    type Item = Match;
    fn next(&mut self) -> Option<Self::Item> {
        let pos = self.position?;
        self.mp.next_match(pos, &mut self.position)
    }
}
