//! The collection driver: roots -> mark (gray worklist, ephemeron fixpoint) -> clear
//! weak references -> sweep. Every phase is linear in what it visits.

use crate::arena::{AnyArena, defer_sweep, finish_sweep, sweep_arena};
use crate::roots::Roots;
use crate::spaces::Spaces;
use crate::stats::{Collection, PhaseTimes};
use crate::trace::Tracer;

/// How many values marking traces between two calls of an abort check.
const ABORT_CHECK_VALUES: u32 = 1024;
/// What one part of a value traced in parts ([`crate::Trace::trace_from`]) counts
/// toward [`ABORT_CHECK_VALUES`]: a part reports up to a few thousand handles.
const PART_COST: u32 = 256;

/// Runs one full collection of `spaces`, or stops during marking, clearing and freeing
/// nothing it marked, when `abort` answers true (it is asked every
/// [`ABORT_CHECK_VALUES`] values). When it answers true during the sweep, the dead
/// values not yet freed are left in their arenas (`sweep_deferred`): they are
/// unreachable, and their weak references are already cleared, so only the time to drop
/// them is put off. Their dead bits stay in the tracer's mark bits, and `pending` says
/// where: from word `w` of the arena of kind `k` on, and all of every later arena (in
/// kind order). A collection that starts with `pending` set frees those first, before
/// its marking resets the bits, as a sweep frees (a stop there is an abort with
/// `sweep_deferred`).
pub(crate) fn collect<S: Spaces, R: Roots + ?Sized>(
    spaces: &mut S,
    tracer: &mut Tracer,
    roots: &mut R,
    clock: Option<fn() -> u64>,
    abort: Option<&dyn Fn() -> bool>,
    pending: &mut Option<(u8, u32)>,
) -> Collection {
    let now = || clock.map_or(0, |c| c());
    let start = now();
    // One table of the arenas for the whole collection (marking reads it shared).
    let mut table = kind_table_mut(spaces.arenas_mut());
    let mut ask = || abort.is_some_and(|abort| abort());
    let (mut finished, mut finished_bytes) = (0u64, 0usize);
    if let Some((first, word)) = pending.take() {
        for arena in table.iter_mut().flatten() {
            let kind = arena.kind();
            if kind < first {
                continue;
            }
            let from = if kind == first { word as usize } else { 0 };
            let Some(marks) = tracer.marks.get_mut(kind as usize) else { continue };
            let (swept, stop) = finish_sweep(&mut **arena, marks.words_mut(), from, &mut ask);
            finished += u64::from(swept.freed);
            finished_bytes += swept.freed_bytes;
            if let Some(w) = stop {
                // The arenas after this one keep their dead bits as they are.
                *pending = Some((kind, w as u32));
                return Collection { aborted: true, sweep_deferred: true, ..Collection::default() };
            }
        }
    }
    {
        let shared: Vec<Option<&dyn AnyArena>> = table.iter().map(|a| a.as_deref()).collect();
        tracer.prepare(shared.iter().flatten().map(|a| (a.kind(), a.slot_count(), a.is_leaf())));
        for arena in shared.iter().flatten() {
            arena.mark_base(tracer);
        }
        roots.trace_roots(tracer);
        if !drain(&shared, tracer, abort) {
            tracer.gray.clear();
            tracer.parts.clear();
            return Collection { marked: tracer.marked, aborted: true, ..Collection::default() };
        }
    }
    let marked_at = now();

    let mut out = Collection {
        freed: finished,
        freed_bytes: finished_bytes,
        marked: tracer.marked,
        base_marked: tracer.base_marked,
        ephemerons: tracer.ephemerons.recorded,
        weak_holders: tracer.weak_holders.len() as u64,
        ..Collection::default()
    };
    let live = tracer.liveness();
    for &holder in &tracer.weak_holders {
        if let Some(Some(arena)) = table.get_mut(holder.kind() as usize)
            && arena.clear_weak_slot(holder.index(), &live)
        {
            out.finalization.push(holder);
        }
    }
    roots.clear_weak_roots(&live);
    let weak_at = now();

    let mut stopped = false;
    for arena in table.iter_mut().flatten() {
        let kind = arena.kind();
        // Marks not sized for an arena: it was not listed by `Spaces::arenas`. Freeing
        // nothing is the safe answer.
        let Some(marks) =
            tracer.marks.get_mut(kind as usize).filter(|m| m.len() == arena.slot_count())
        else {
            debug_assert!(false, "arena {} was not prepared for marking", arena.name());
            continue;
        };
        if stopped {
            defer_sweep(&**arena, marks.words_mut(), 0);
        } else {
            let (swept, stop) = sweep_arena(&mut **arena, marks.words_mut(), 0, &mut ask);
            out.freed += u64::from(swept.freed);
            out.freed_bytes += swept.freed_bytes;
            if let Some(w) = stop {
                *pending = Some((kind, w as u32));
                stopped = true;
            }
        }
        out.live += u64::from(arena.live_count());
        out.live_bytes += arena.live_bytes();
    }
    out.sweep_deferred = stopped;
    if clock.is_some() {
        let end = now();
        out.times = Some(PhaseTimes {
            mark: marked_at.saturating_sub(start),
            weak: weak_at.saturating_sub(marked_at),
            sweep: end.saturating_sub(weak_at),
            total: end.saturating_sub(start),
        });
    }
    out
}

/// Checks a heap that was read from bytes (a dump): the first handle held by a root or
/// by a value the VM owns ([`crate::Arena::is_own`]) that is out of range, of a kind
/// with no arena, or names a free slot. Values shared with a frozen base are not looked
/// into: a base is a closed heap, and its slots stay live (a loaded dump frees none),
/// so only what the dump brought can be wrong. Linear in the roots and the owned
/// values; marks nothing and frees nothing.
///
/// It runs as a marking whose mark bits start as the arenas' live bits: a live target
/// is "already marked" and costs one bit test, a handle to a free slot gets marked,
/// which the comparison with the live bits at the end finds.
pub(crate) fn check_handles<S: Spaces, R: Roots + ?Sized>(
    spaces: &S,
    tracer: &mut Tracer,
    roots: &mut R,
) -> Option<crate::AnyHandle> {
    let table = kind_table(spaces.arenas());
    tracer.prepare(table.iter().flatten().map(|a| (a.kind(), a.slot_count(), a.is_leaf())));
    for arena in table.iter().flatten() {
        if let Some(marks) = tracer.marks.get_mut(arena.kind() as usize) {
            marks.copy_from(arena.live_words());
        }
    }
    tracer.checking = true;
    tracer.bad = None;
    roots.trace_roots(tracer);
    for arena in table.iter().flatten() {
        arena.trace_own(tracer);
    }
    tracer.checking = false;
    tracer.gray.clear();
    tracer.current = None;
    if let Some(bad) = tracer.bad.take() {
        return Some(bad);
    }
    if tracer.marked == 0 {
        return None;
    }
    // Something not live was marked: the first bit set beyond the live bits names it.
    for arena in table.iter().flatten() {
        let kind = arena.kind();
        let (Some(marks), live) = (tracer.marks.get(kind as usize), arena.live_words()) else {
            continue;
        };
        for (w, &word) in marks.words().iter().enumerate() {
            let extra = word & !live.get(w).copied().unwrap_or(0);
            if extra != 0 {
                let index = (w * 64) as u32 + extra.trailing_zeros();
                return Some(crate::AnyHandle::new(kind, index));
            }
        }
    }
    None
}

/// Traces gray values until none is left, waking ephemeron chains as their keys get
/// marked. Each value is traced once and each ephemeron visited at most twice (recorded,
/// woken), so the fixpoint is linear; the worklist replaces recursion, so depth costs
/// heap, not stack. False when `abort` stopped it.
fn drain(
    table: &[Option<&dyn AnyArena>],
    tracer: &mut Tracer,
    abort: Option<&dyn Fn() -> bool>,
) -> bool {
    let mut until_check = ABORT_CHECK_VALUES;
    // Counts `cost` units of work; false when the abort check answers true.
    let mut spend = |cost: u32| -> bool {
        let Some(abort) = abort else { return true };
        match until_check.checked_sub(cost) {
            Some(left) if left > 0 => {
                until_check = left;
                true
            }
            _ => {
                until_check = ABORT_CHECK_VALUES;
                !abort()
            }
        }
    };
    loop {
        // Whole values first; a value traced in part goes on after them, so the gray
        // list holds at most one part's handles beyond what it would anyway.
        let (h, from) = match tracer.gray.pop() {
            Some(h) => {
                if !spend(1) {
                    return false;
                }
                (h, 0)
            }
            None => match tracer.parts.pop() {
                Some(part) => {
                    if !spend(PART_COST) {
                        return false;
                    }
                    part
                }
                None => {
                    tracer.current = None;
                    let Some(mut next) = tracer.ephemerons.woken.pop() else { return true };
                    while let Some((value, after)) = tracer.ephemerons.entry(next) {
                        tracer.mark_any(value);
                        next = after;
                    }
                    continue;
                }
            },
        };
        if let Some(Some(arena)) = table.get(h.kind() as usize) {
            if tracer.checking && !arena.is_live(h.index()) {
                tracer.report_bad(h);
                continue;
            }
            tracer.current = Some(h);
            if let Some(next) = arena.trace_slot_from(h.index(), tracer, from) {
                tracer.parts.push((h, next));
            }
        }
    }
}

/// Arenas indexed by kind.
fn kind_table<'a>(
    arenas: impl IntoIterator<Item = &'a dyn AnyArena>,
) -> Vec<Option<&'a dyn AnyArena>> {
    let mut table: Vec<Option<&dyn AnyArena>> = Vec::new();
    for arena in arenas {
        let k = arena.kind() as usize;
        if table.len() <= k {
            table.resize(k + 1, None);
        }
        assert!(table[k].is_none(), "two arenas of kind {k}: HeapKind::KIND must be distinct");
        table[k] = Some(arena);
    }
    table
}

/// Arenas indexed by kind, mutably.
fn kind_table_mut<'a>(
    arenas: impl IntoIterator<Item = &'a mut dyn AnyArena>,
) -> Vec<Option<&'a mut dyn AnyArena>> {
    let mut table: Vec<Option<&mut dyn AnyArena>> = Vec::new();
    for arena in arenas {
        let k = arena.kind() as usize;
        if table.len() <= k {
            table.resize_with(k + 1, || None);
        }
        assert!(table[k].is_none(), "two arenas of kind {k}: HeapKind::KIND must be distinct");
        table[k] = Some(arena);
    }
    table
}
