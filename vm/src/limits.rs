//! Limits: fuel, heap bytes, call depth and an interrupt flag. Running out of any ends
//! the run with an uncatchable [`Termination`] naming the cause.
//!
//! Fuel is counted on backward jumps (by the length of the loop, [`LOOP_FUEL_PER_INSTRUCTION`])
//! and calls ([`CALL_FUEL`]), of JS functions and built-ins alike (so straight-line code
//! is free and every loop or recursion pays), on each promise job ([`JOB_FUEL`]) and each
//! resumption of a generator or async function ([`RESUME_FUEL`]), and by native
//! work whose length the script controls: each index a builtin's generic element loop visits
//! outside a dense array's elements (`Vm::index_key`), each hop of a prototype-chain
//! walk in [[SetPrototypeOf]], BigInt arithmetic and conversions by the digit operations
//! they do (value/bigint.rs), and RegExp matching, which gets what is left of the fuel
//! as a step budget (a matcher step a unit, and [`REGEXP_MATCH_FUEL`] a match; see builtins/regexp/exec.rs and
//! third_party/regress/CAIRN.md). With fuel or without, one match may spend at most
//! the match step budget (`MATCH_STEPS_BASE` in builtins/regexp/exec.rs), past which it
//! throws a catchable RangeError: a catastrophic pattern fails instead of spinning.
//! The interrupt flag is an `Arc<AtomicBool>` the host may set from another thread;
//! the engine only reads it (at the same points as fuel), which keeps the crate
//! wasm32-compatible (no threads or clocks of its own).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// Why a run was terminated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Termination {
    /// The fuel budget ran out.
    Fuel,
    /// The heap limit was reached.
    HeapLimit,
    /// The host's call-depth limit was exceeded.
    CallDepth,
    /// The host set the interrupt flag.
    Interrupted,
}

impl Termination {
    /// A message naming the cause.
    pub fn message(self) -> &'static str {
        match self {
            Termination::Fuel => "terminated: fuel exhausted",
            Termination::HeapLimit => "terminated: heap limit exceeded",
            Termination::CallDepth => "terminated: call depth limit exceeded",
            Termination::Interrupted => "terminated: interrupted by the host",
        }
    }
}

// What a unit of fuel is: about the time one backward jump of an empty loop takes
// (`for (;;) {}`). A host that gives a run N units means "about N empty-loop
// iterations of work", so each kind of work pays roughly what it costs in that
// measure, and an endless program of any shape ends under a budget within about twice
// the time the budget takes on the empty loop (tests/hostile's `endless-*` cases;
// `bench/fuel_time.py` measures the ratio of each). The constants below were set by
// that measurement.

/// The fuel a loop's backward jump costs per instruction of the loop (from the jump's
/// target to the jump): an iteration pays for its body, not one unit whatever its size.
/// Straight-line code outside loops stays free.
pub(crate) const LOOP_FUEL_PER_INSTRUCTION: u64 = 1;

/// The fuel a call costs (a JS function or a built-in), beyond what its body's loops
/// pay: pushing and popping a frame and binding the arguments.
pub(crate) const CALL_FUEL: u64 = 12;

/// The fuel a built-in's generic element loop pays for each index it visits outside a
/// dense array's elements (`Vm::index_key`: a property lookup by index, often along
/// the prototype chain).
pub(crate) const ELEMENT_FUEL: u64 = 12;

/// The fuel a garbage collection costs per value it marks or frees: a program that
/// allocates without end spends its fuel on the collections it causes as well as on
/// the code that allocates (taken after each collection with `Limits::debit`).
pub(crate) const GC_FUEL_PER_VALUE: u64 = 32;

/// The fuel of the values a collection frees, per byte they held: one unit for every
/// `GARBAGE_BYTES_PER_FUEL` bytes (taken after each collection, beside
/// [`GC_FUEL_PER_VALUE`]). Their bytes were written when the script made them (a string
/// built by `repeat`, `padStart`, `replaceAll` or `toUpperCase`, a copy made by `slice`),
/// often a unit at a time: a loop building 1M-unit strings spent its fuel 500 times
/// slower than the empty loop.
pub(crate) const GARBAGE_BYTES_PER_FUEL: u64 = 2;

/// How often a VM with a deadline check counts what it allocated towards the check, in
/// bytes (at the heap's safepoints, see `Vm::heap_safepoint`), a unit per
/// [`GARBAGE_BYTES_PER_FUEL`] bytes: code that builds long strings does most of its work
/// in the bytes it writes, which pay their fuel only when a collection frees them, so
/// without the polls a deadline was seen up to a collection's worth of building late.
pub(crate) const ALLOC_POLL_BYTES: usize = 256 << 10;

/// The fuel an error's stack trace costs per frame it captures (each frame's position is
/// looked up and formatted): a program that throws without end pays for its errors.
pub(crate) const STACK_FRAME_FUEL: u64 = 96;

/// The fuel a step of an iterator driven by native code costs (spread, `Array.from`,
/// destructuring, `new Map(iterable)`, ...), beyond the call of its `next`: reading
/// `done` and `value` off a fresh result object and storing the value.
pub(crate) const ITERATOR_STEP_FUEL: u64 = 16;

/// The fuel of a use of the RegExp matcher (an `exec`, a `test`, one match of a global
/// replace), beyond its steps: the match state and the result it builds.
pub(crate) const REGEXP_MATCH_FUEL: u64 = 48;

/// The fuel of each match a scan of a whole subject finds (`split`, `replace` and
/// `match` with a global RegExp), beyond its steps: the match's record and what the
/// caller makes of it (a part, a replacement). Charged after the scan, with its steps:
/// a `replace(/a/g, "b")` over a quarter of a million `a`s spent its fuel ten times
/// slower than the empty loop when the scan paid [`REGEXP_MATCH_FUEL`] once.
pub(crate) const REGEXP_FOUND_FUEL: u64 = 24;

/// The fuel a resumption of a generator or async function costs (restoring its frame,
/// and the iterator result or promise step around it).
pub(crate) const RESUME_FUEL: u64 = 32;

/// The fuel a promise job costs (a reaction or a thenable job, also a finalization
/// callback or an `Atomics.waitAsync` timeout): beyond the call of its handler (which
/// pays [`CALL_FUEL`]), a job settles a promise and queues that promise's reactions.
/// A chain of jobs that never ends (`(function f() { Promise.resolve().then(f) })()`)
/// must spend its fuel as fast as an empty loop would, while the few hundred jobs of an
/// ordinary script cost it some tens of thousands of units.
pub(crate) const JOB_FUEL: u64 = 256;

/// The fuel of a builtin's pass over data whose size the script chose, per unit of
/// data, for passes that test each string unit in a loop (a substring search, `trim`):
/// one unit of fuel for every `SCAN_UNITS_PER_FUEL` units. A loop of such calls over a
/// long string spent a fuel budget hundreds of times slower than the empty loop.
pub(crate) const SCAN_UNITS_PER_FUEL: u64 = 2;

/// As [`SCAN_UNITS_PER_FUEL`], for the generic substring search (UTF-16 text, or a
/// replace that works on code units), whose worst case (a needle whose first unit
/// matches everywhere, then Knuth-Morris-Pratt) costs about 2 ns a unit; one-byte text
/// is searched by memchr's memmem, at the scan rate.
pub(crate) const SEARCH_UNITS_PER_FUEL: u64 = 1;

/// The fuel of each match a replace or replaceAll over a string finds, beyond the units
/// it scans and writes: a million one-unit matches take about 16 ns each (the search
/// started again, the replacement written), so with the units alone a dense
/// `replaceAll` spent its fuel four times slower than the empty loop and went over
/// 64K matches (1 ms and more) between two looks at the interrupt.
pub(crate) const MATCH_FUEL: u64 = 4;

/// Elements a unit of fuel pays for in a builtin's pass over a dense array's elements
/// that compares or moves each at memory speed (`indexOf`, `includes`, `reverse`),
/// charged before the pass. Those passes charged nothing: `a.indexOf(x)` over a
/// million elements in a loop ran without end under `--fuel`.
pub(crate) const DENSE_ELEMENTS_PER_FUEL: u64 = 4;

/// The fuel of each element `join` writes (its text and the separator; about 20 ns).
pub(crate) const JOIN_ELEMENT_FUEL: u64 = 6;

/// The fuel of each index a builtin's generic element loop visits (HasProperty, Get and
/// a comparison: about 10 ns for a present element, which `Vm::index_key` does not
/// charge), as in `lastIndexOf` over a dense array.
pub(crate) const ELEMENT_VISIT_FUEL: u64 = 4;

/// The fuel of each comparison a sort makes without a comparator (a comparator's calls
/// pay for themselves), charged before it sorts for [`sort_comparisons`] of them.
pub(crate) const SORT_COMPARE_FUEL: u64 = 3;

/// The fuel of each value a sort without a comparator turns into its key (ToString of
/// a number writes its digits), charged before it sorts.
pub(crate) const SORT_KEY_FUEL: u64 = 8;

/// The comparisons a merge sort of `n` values makes at most: n·⌈log2 n⌉.
pub(crate) fn sort_comparisons(n: usize) -> u64 {
    let n = n as u64;
    n.saturating_mul(u64::from(n.max(2).next_power_of_two().trailing_zeros()))
}

/// String units a unit of fuel pays for in `encodeURI`, `decodeURI` and their
/// `Component` forms (about 3 ns a unit, an escape more), charged before the pass.
pub(crate) const URI_UNITS_PER_FUEL: u64 = 1;

/// The fuel of each element a typed array's `fill` writes (charged a chunk at a time).
pub(crate) const TYPED_FILL_FUEL: u64 = 1;

/// The fuel of each element a typed array's `indexOf`, `lastIndexOf` or `includes`
/// reads (charged a chunk at a time).
pub(crate) const TYPED_SEARCH_FUEL: u64 = 3;

/// The fuel of each element a typed array's `set` converts from another element type
/// (charged a chunk at a time).
pub(crate) const TYPED_CONVERT_FUEL: u64 = 6;

/// As [`SCAN_UNITS_PER_FUEL`], for passes that compare or copy whole runs at memory
/// speed (two strings compared for equality).
pub(crate) const COPY_UNITS_PER_FUEL: u64 = 32;

/// As [`SCAN_UNITS_PER_FUEL`], for `localeCompare`: a unit of fuel for every
/// `COLLATION_UNITS_PER_FUEL` units of the shorter string, charged before it compares.
pub(crate) const COLLATION_UNITS_PER_FUEL: u64 = 8;

/// As [`COPY_UNITS_PER_FUEL`], in bytes, for buffers: a unit of fuel for every
/// `COPY_BYTES_PER_FUEL` bytes a builtin zeroes (a new ArrayBuffer), copies or reverses
/// (a typed array's `set`, `copyWithin`, `slice`, `reverse`), charged before the work.
pub(crate) const COPY_BYTES_PER_FUEL: u64 = 16;

/// The engine's own stack guard: deeper JS recursion throws a RangeError.
pub(crate) const MAX_FRAMES: usize = 10_000;
/// The engine's guard on nested dispatch loops (native code calling back into JS, e.g.
/// a getter that reads itself): each level costs Rust stack (measured: about 2.5 KB
/// per level in release builds, and over 35 KB in unoptimized ones, where 32 levels no longer
/// fit a 2 MB test thread), so the bound keeps the total safe on a 2 MB thread stack.
///
/// In the wasm module a level costs the host's machine stack, not only the module's
/// shadow stack: V8 runs wasm frames on the thread's stack, about 5.6 KB a level in node
/// 20 (tests/hostile's depth cases needed 1,400 KB for 256 levels, against node's
/// default of 984 KB, and the host's stack overflow unwound through the module). 64
/// levels take about 360 KB, a third of node's stack, which leaves the host room for its
/// own frames below the call.
pub(crate) const MAX_NATIVE_DEPTH: u32 = if cfg!(debug_assertions) {
    24
} else if cfg!(target_family = "wasm") {
    64
} else {
    256
};

/// How deep a native walk of nested values goes (JSON's parse, revive and stringify,
/// and `join` through nested arrays) before a RangeError instead of a native stack
/// overflow. Each level recurses once in Rust: unoptimized builds use about 5 KB of
/// native stack a level (an 8 MB main thread overflowed at 1,600 levels), so there the
/// bound keeps a walk under 2 MB, the stack of a test thread.
pub(crate) const MAX_WALK_DEPTH: u32 = if cfg!(debug_assertions) { 300 } else { 2000 };

/// How many units of fuel run between two calls of [`Limits::should_interrupt`]: a
/// unit is at most a few hundred nanoseconds of work (a backward jump, a call, a slice
/// of native work), so a deadline is seen well within a millisecond, and the host's
/// callback (a clock read) costs under a nanosecond a unit.
pub const INTERRUPT_CHECK_UNITS: u64 = 1024;

/// Items of a native pass whose fuel was paid up front (split's parts, a sort's keys,
/// for-in's keys) between two reads of the interrupt ([`Limits::poll_item`]): a block
/// takes from tens of microseconds (keys made values) to a millisecond under load (parts
/// copied out), and a read costs an atomic load, or the host's check.
pub(crate) const ITEMS_PER_POLL: usize = 4096;

/// A host's check, asked at the fuel points, whether to stop the run.
pub struct InterruptCheck {
    check: Box<dyn Fn() -> bool + Send + Sync>,
    /// Units left before the check is asked again (kept here, not in [`Limits`], so
    /// that a VM without a check keeps the layout its hot paths were tuned on).
    until: std::sync::atomic::AtomicU64,
}

/// The RegExp matcher asks the check between its steps (see regexp_matcher.rs).
impl regress::Check for InterruptCheck {
    fn stop(&self) -> bool {
        (self.check)()
    }
}

impl std::fmt::Debug for InterruptCheck {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("InterruptCheck")
    }
}

impl InterruptCheck {
    /// A check calling `check`.
    pub fn new(check: impl Fn() -> bool + Send + Sync + 'static) -> Arc<InterruptCheck> {
        Arc::new(InterruptCheck { check: Box::new(check), until: 0.into() })
    }
}

/// The host-set limits of a VM.
#[derive(Clone, Default)]
pub struct Limits {
    /// Instruction budget (backward jumps and calls), `None` for unlimited.
    pub fuel: Option<u64>,
    /// Host call-depth limit (frames), `None` for the engine default only.
    pub max_call_depth: Option<usize>,
    /// Set by the host (from any thread) to stop the run.
    pub interrupt: Option<Arc<AtomicBool>>,
    /// Asked at the fuel points, every [`INTERRUPT_CHECK_UNITS`] units: `true` stops
    /// the run ([`Termination::Interrupted`]). What a host with no other thread (wasm,
    /// a single-threaded server) uses for a deadline: `move || Instant::now() > end`.
    pub should_interrupt: Option<Arc<InterruptCheck>>,
    /// The fixed part of the RegExp match step budget, `None` for the default
    /// (`MATCH_STEPS_BASE` in builtins/regexp/exec.rs, which says why it is safe).
    pub regexp_steps_base: Option<u64>,
}

impl Limits {
    /// Charges one unit of fuel and reads the interrupt flag.
    #[inline]
    pub(crate) fn tick(&mut self) -> Result<(), Termination> {
        self.charge(1)
    }

    /// Takes `units` of fuel for work already done, without ending anything here: if
    /// that leaves none, the next charge ends the run. For work that happens where no
    /// termination can be reported (a garbage collection).
    #[inline]
    pub(crate) fn debit(&mut self, units: u64) {
        if let Some(f) = &mut self.fuel {
            *f = f.saturating_sub(units);
        }
    }

    /// [`Limits::debit`] for native work done where no termination can be reported (a
    /// string comparison), also counted towards the host's next check, so that a loop
    /// of such work reaches its deadline check as soon as a charged loop would.
    #[inline]
    pub(crate) fn debit_work(&mut self, units: u64) {
        self.debit(units);
        self.count_work(units);
    }

    /// Counts `units` of work done towards the host's next check, without fuel: for
    /// work that pays its fuel elsewhere (allocation, whose garbage pays when collected).
    #[inline]
    pub(crate) fn count_work(&mut self, units: u64) {
        if let Some(check) = &self.should_interrupt {
            let until = check.until.load(Ordering::Relaxed);
            check.until.store(until.saturating_sub(units), Ordering::Relaxed);
        }
    }

    /// Charges `units` of fuel at once (for native work whose size the script chose),
    /// and reads the interrupt flag. Running short ends the run before the work is done.
    #[inline]
    pub(crate) fn charge(&mut self, units: u64) -> Result<(), Termination> {
        if let Some(f) = &mut self.fuel {
            if *f < units {
                *f = 0;
                return Err(Termination::Fuel);
            }
            *f -= units;
        }
        // The flag and the host's check are read out of line: `charge` is inlined at
        // every fuel point, and a host's check comes with a flag (see
        // `with_flag_for_check`), so a VM with neither pays one branch a unit.
        if self.interrupt.is_some() {
            return self.check_interrupt(units);
        }
        Ok(())
    }

    /// Reads the interrupt flag, then counts `units` towards the next call of the host's
    /// check and calls it when due.
    #[inline(never)]
    fn check_interrupt(&self, units: u64) -> Result<(), Termination> {
        if let Some(flag) = &self.interrupt
            && flag.load(Ordering::Relaxed)
        {
            return Err(Termination::Interrupted);
        }
        let Some(check) = &self.should_interrupt else { return Ok(()) };
        let until = check.until.load(Ordering::Relaxed);
        if until > units {
            check.until.store(until - units, Ordering::Relaxed);
            return Ok(());
        }
        check.until.store(INTERRUPT_CHECK_UNITS, Ordering::Relaxed);
        if (check.check)() { Err(Termination::Interrupted) } else { Ok(()) }
    }

    /// Charges the fuel of a native pass over `units` units of data the script chose, a
    /// unit of fuel per `per_fuel` of them, before the pass (the rates above).
    pub(crate) fn charge_pass(&mut self, units: usize, per_fuel: u64) -> crate::vm::JsResult<()> {
        self.charge(units as u64 / per_fuel).map_err(crate::vm::Throw::Terminate)
    }

    /// Has the host's check asked at the next fuel point: after it answered true to
    /// work that could only stop, not end the run (a collection that stopped marking),
    /// so that the run ends there instead of going on for up to
    /// [`INTERRUPT_CHECK_UNITS`] units and starting that work again.
    pub(crate) fn ask_check_next(&self) {
        if let Some(check) = &self.should_interrupt {
            check.until.store(0, Ordering::Relaxed);
        }
    }

    /// Whether the interrupt flag is set or the host's check answers true, now.
    pub(crate) fn interrupted_now(&self) -> bool {
        self.interrupt.as_ref().is_some_and(|f| f.load(Ordering::Relaxed))
            || self.should_interrupt.as_ref().is_some_and(|c| (c.check)())
    }

    /// For a native pass over many items whose fuel was paid before it: at every
    /// [`ITEMS_PER_POLL`]th item (`item` counts from 0), the interrupt termination when
    /// the flag is set or the host's check answers true.
    #[inline]
    pub(crate) fn poll_item(&self, item: usize) -> crate::vm::JsResult<()> {
        if item % ITEMS_PER_POLL == ITEMS_PER_POLL - 1 {
            return self.poll_now();
        }
        Ok(())
    }

    /// The interrupt termination when the flag is set or the host's check answers true.
    #[inline(never)]
    fn poll_now(&self) -> crate::vm::JsResult<()> {
        if self.interrupted_now() {
            return Err(crate::vm::Throw::Terminate(Termination::Interrupted));
        }
        Ok(())
    }

    /// A poll of the interrupt flag and the host's check for native code that waits
    /// (a blocking `Atomics.wait`): true when the run must stop.
    pub(crate) fn interrupt_poll(&self) -> impl Fn() -> bool + use<> {
        let flag = self.interrupt.clone();
        let check = self.should_interrupt.clone();
        move || {
            flag.as_ref().is_some_and(|f| f.load(Ordering::Relaxed))
                || check.as_ref().is_some_and(|c| (c.check)())
        }
    }

    /// These limits with an interrupt flag of their own when they have a host check and
    /// no flag: the check is asked on the flag's branch of [`Limits::charge`].
    pub(crate) fn with_flag_for_check(mut self) -> Limits {
        if self.should_interrupt.is_some() && self.interrupt.is_none() {
            self.interrupt = Some(Arc::new(AtomicBool::new(false)));
        }
        self
    }
}

impl core::fmt::Debug for Limits {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Limits")
            .field("fuel", &self.fuel)
            .field("max_call_depth", &self.max_call_depth)
            .field("interrupt", &self.interrupt)
            .field("should_interrupt", &self.should_interrupt.as_ref().map(|_| "a check"))
            .field("regexp_steps_base", &self.regexp_steps_base)
            .finish()
    }
}

/// The longest string the VM makes, in code units (as in `concat_strings`).
pub(crate) const MAX_STRING_UNITS: usize = 1 << 30;

// Runner peak memory: native code that builds a long string in a Rust
// buffer checks the heap limit as the buffer grows, not only when the string is
// allocated at the end, so that a buffer never outgrows what the heap could hold.
impl crate::vm::Vm {
    /// How many code units a string built in a Rust `Vec<u16>` may reach: the string
    /// length limit, or less when the heap could not hold the buffer.
    pub(crate) fn string_room_units(&self) -> usize {
        (self.heap.room() / 2).min(MAX_STRING_UNITS)
    }

    /// Fails when a string of `units` code units could not be made: a RangeError past the
    /// string length limit, else the heap-limit termination (the allocation would fail).
    pub(crate) fn check_string_room(&mut self, units: usize) -> crate::vm::JsResult<()> {
        if units >= MAX_STRING_UNITS {
            return Err(self.range_error("Invalid string length"));
        }
        if units > self.heap.room() / 2 {
            return Err(crate::vm::Throw::Terminate(Termination::HeapLimit));
        }
        Ok(())
    }
}

// The VM's own tables that scripts make grow, the register file, the frame stack and
// the job queue, live outside the heap's arenas. Their capacity is charged to the heap
// limit as it grows (`Heap::charge_external`), and the register file, which one deep
// recursion through a function with many locals can take to gigabytes, is reserved
// fallibly: running out is the heap-limit termination, never an allocator abort. They
// never shrink while the VM lives (the job queue frees drained blocks, but its charge
// stays at its largest), so nothing is released.
impl crate::vm::Vm {
    /// Charges the fuel of a pass over `units` string units that tests each (see
    /// [`SCAN_UNITS_PER_FUEL`]).
    pub(crate) fn charge_scan(&mut self, units: usize) -> crate::vm::JsResult<()> {
        self.limits.charge_pass(units, SCAN_UNITS_PER_FUEL)
    }

    /// Charges the fuel of a pass over `bytes` bytes of buffer data (see
    /// [`COPY_BYTES_PER_FUEL`]), before it is done.
    pub(crate) fn charge_bytes(&mut self, bytes: usize) -> crate::vm::JsResult<()> {
        self.limits.charge_pass(bytes, COPY_BYTES_PER_FUEL)
    }

    /// The bytes the side tables hold, by capacity.
    fn side_table_bytes(&self) -> usize {
        self.regs.capacity() * size_of::<crate::value::Value>()
            + self.frames.capacity() * size_of::<crate::interp::frame::Frame>()
            + self.jobs.queue.capacity() * size_of::<crate::jobs::Job>()
    }

    /// Charges what the side tables grew by since the last charge; the heap-limit
    /// termination when the limit cannot hold it.
    #[cold]
    pub(crate) fn charge_side_tables(&mut self) -> crate::vm::JsResult<()> {
        let now = self.side_table_bytes();
        if now > self.side_bytes {
            if self.heap.charge_external(now - self.side_bytes).is_err() {
                return Err(crate::vm::Throw::Terminate(Termination::HeapLimit));
            }
            self.side_bytes = now;
        }
        Ok(())
    }

    /// Makes room for the register file to reach `end` registers (and eight more, which
    /// the fill of `grow_regs` may write past the end).
    #[inline]
    pub(crate) fn reserve_regs(&mut self, end: usize) -> crate::vm::JsResult<()> {
        if end.saturating_add(8) <= self.regs.capacity() {
            return Ok(());
        }
        self.reserve_regs_slow(end)
    }

    #[cold]
    #[inline(never)]
    fn reserve_regs_slow(&mut self, end: usize) -> crate::vm::JsResult<()> {
        let want = end.saturating_add(8).max(self.regs.capacity().saturating_mul(2));
        let grow = want - self.regs.len();
        let bytes = (want - self.regs.capacity()).saturating_mul(size_of::<crate::value::Value>());
        if self.heap.check_room(bytes).is_err() || self.regs.try_reserve_exact(grow).is_err() {
            return Err(crate::vm::Throw::Terminate(Termination::HeapLimit));
        }
        self.charge_side_tables()
    }

    /// Queues a job (HostEnqueuePromiseJob), fallibly and charged to the heap limit.
    pub(crate) fn enqueue_job(&mut self, job: crate::jobs::Job) -> crate::vm::JsResult<()> {
        let grows = self.jobs.queue.is_full();
        if self.jobs.queue.push_back(job).is_err() {
            return Err(crate::vm::Throw::Terminate(Termination::HeapLimit));
        }
        if grows {
            self.charge_side_tables()?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fuel_runs_out() {
        let mut l = Limits { fuel: Some(2), ..Limits::default() };
        assert_eq!(l.tick(), Ok(()));
        assert_eq!(l.tick(), Ok(()));
        assert_eq!(l.tick(), Err(Termination::Fuel));
    }

    #[test]
    fn a_charge_larger_than_what_is_left_ends_the_run() {
        let mut l = Limits { fuel: Some(10), ..Limits::default() };
        assert_eq!(l.charge(0), Ok(()));
        assert_eq!(l.charge(7), Ok(()));
        assert_eq!(l.fuel, Some(3));
        assert_eq!(l.charge(4), Err(Termination::Fuel));
        assert_eq!(l.fuel, Some(0));
    }

    #[test]
    fn the_host_check_is_asked_every_so_many_units() {
        let asked = Arc::new(std::sync::atomic::AtomicU64::new(0));
        let seen = Arc::clone(&asked);
        let check = InterruptCheck::new(move || seen.fetch_add(1, Ordering::Relaxed) >= 2);
        let mut l = Limits { should_interrupt: Some(check), ..Limits::default() };
        // Without a flag the check is not asked (the VM always gives it one).
        assert_eq!(l.charge(INTERRUPT_CHECK_UNITS * 5), Ok(()));
        assert_eq!(asked.load(Ordering::Relaxed), 0);
        let mut l = l.with_flag_for_check();
        // Asked at once, then after each INTERRUPT_CHECK_UNITS units.
        assert_eq!(l.tick(), Ok(()));
        assert_eq!(asked.load(Ordering::Relaxed), 1);
        for _ in 0..INTERRUPT_CHECK_UNITS - 1 {
            assert_eq!(l.tick(), Ok(()));
        }
        assert_eq!(asked.load(Ordering::Relaxed), 1);
        assert_eq!(l.charge(1), Ok(()));
        assert_eq!(asked.load(Ordering::Relaxed), 2);
        // A large charge counts as its units; the third answer says stop.
        assert_eq!(l.charge(INTERRUPT_CHECK_UNITS * 5), Err(Termination::Interrupted));
    }

    #[test]
    fn a_check_that_stopped_other_work_is_asked_at_the_next_fuel_point() {
        let asked = Arc::new(std::sync::atomic::AtomicU64::new(0));
        let seen = Arc::clone(&asked);
        // Answers false once (the first fuel point), then true.
        let check = InterruptCheck::new(move || seen.fetch_add(1, Ordering::Relaxed) >= 1);
        let mut l =
            Limits { should_interrupt: Some(check), ..Limits::default() }.with_flag_for_check();
        assert_eq!(l.tick(), Ok(()));
        // A collection asked it (true) and stopped; the run must end at the next unit.
        assert!(l.interrupted_now());
        l.ask_check_next();
        assert_eq!(l.tick(), Err(Termination::Interrupted));
    }

    #[test]
    fn interrupt_is_read() {
        let flag = Arc::new(AtomicBool::new(false));
        let mut l = Limits { interrupt: Some(flag.clone()), ..Limits::default() };
        assert_eq!(l.tick(), Ok(()));
        flag.store(true, Ordering::Relaxed);
        assert_eq!(l.tick(), Err(Termination::Interrupted));
    }
}
