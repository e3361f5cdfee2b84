//! `Heap<S>`: the VM's arenas with the collection trigger, the heap limit, the root
//! stack and statistics.

use crate::collect::collect;
use crate::error::HeapLimitExceeded;
use crate::handle::{AnyHandle, Handle, HeapKind};
use crate::roots::{RootMark, RootStack, Roots};
use crate::size::HeapSize;
use crate::spaces::{HasArena, Spaces};
use crate::stats::{Collection, HeapStats, KindStats};
use crate::trace::Tracer;
use crate::{AnyArena, Arena};

/// How the heap decides to collect and where it stops.
#[derive(Clone, Copy, Debug)]
pub struct HeapConfig {
    /// The least allocation between two collections, in bytes.
    pub min_threshold: usize,
    /// The allocation between two collections as a percentage of the bytes that
    /// survived the last one (100: collect when the heap has doubled).
    pub growth_percent: u32,
    /// Allocation that would take the live bytes past this fails with
    /// [`HeapLimitExceeded`]. The trigger is capped so that a collection is due before
    /// the limit is reached.
    pub limit: usize,
    /// A host clock in nanoseconds, to time pauses; the library reads no clock of its
    /// own (wasm32 has none, and runs must be reproducible).
    pub clock: Option<fn() -> u64>,
}

impl Default for HeapConfig {
    fn default() -> Self {
        HeapConfig { min_threshold: 2 << 20, growth_percent: 100, limit: usize::MAX, clock: None }
    }
}

/// The heap: the VM's arenas (`S`), the collection trigger, the byte limit, a root
/// stack for Rust-held handles, and statistics.
///
/// Allocation never collects by itself: the VM calls [`Heap::collect`] (or
/// [`Heap::collect_if_needed`]) where it can supply every root, typically at the
/// allocation sites or safepoints of the interpreter loop when [`Heap::should_collect`]
/// says so.
pub struct Heap<S: Spaces> {
    spaces: S,
    config: HeapConfig,
    tracer: Tracer,
    roots: RootStack,
    live_bytes: usize,
    /// Bytes the VM holds outside the arenas on the heap's behalf (see
    /// [`Heap::charge_external`]), included in `live_bytes`.
    external: usize,
    allocated: usize,
    threshold: usize,
    /// What [`Heap::should_collect`] compares `allocated` with: the threshold, or the
    /// next poll when [`Heap::set_alloc_poll`] asked for polls before it.
    trigger: usize,
    /// Bytes between two polls (0: no polls).
    poll_every: usize,
    /// `allocated` at the last poll.
    polled: usize,
    collections: u64,
    /// Where a collection's sweep stopped at its abort check (kind, word): the dead
    /// values from there on are left, their bits in the tracer's marks, for the next
    /// collection to free before it marks.
    pending_sweep: Option<(u8, u32)>,
    last_pause: Option<u64>,
    total_pause: u64,
}

impl<S: Spaces> Heap<S> {
    /// A heap over `spaces` (which may already hold values, e.g. loaded from an image).
    ///
    /// # Panics
    /// If two arenas of `spaces` have the same kind: a static mistake in the VM's heap
    /// definition, caught by its first test.
    pub fn new(spaces: S, config: HeapConfig) -> Self {
        let mut seen = [false; 256];
        let mut live_bytes = 0;
        for arena in spaces.arenas() {
            let k = arena.kind() as usize;
            assert!(!seen[k], "two arenas have kind {k}: HeapKind::KIND must be distinct");
            seen[k] = true;
            live_bytes += arena.live_bytes();
        }
        let mut heap = Heap {
            spaces,
            config,
            tracer: Tracer::default(),
            roots: RootStack::new(),
            live_bytes,
            external: 0,
            allocated: 0,
            threshold: 0,
            trigger: 0,
            poll_every: 0,
            polled: 0,
            collections: 0,
            pending_sweep: None,
            last_pause: None,
            total_pause: 0,
        };
        heap.set_threshold();
        heap
    }

    /// Re-reads the live bytes from the arenas and sets the next collection threshold
    /// from them: after arenas were filled through [`Heap::spaces_mut`] (loading a dump).
    pub fn recount(&mut self) {
        let arenas: usize = self.spaces.arenas().into_iter().map(|a| a.live_bytes()).sum();
        self.live_bytes = arenas.saturating_add(self.external);
        self.allocated = 0;
        self.set_threshold();
    }

    /// Walks everything reachable from `roots` and returns the first handle that is out
    /// of range, of a kind with no arena, or names a free slot (a heap read from bytes
    /// that do not describe a consistent heap). Frees nothing. For a heap no collection
    /// has stopped in (its marks would hold the dead bits a stopped sweep left).
    pub fn check_handles<R: Roots + ?Sized>(&mut self, roots: &mut R) -> Result<(), AnyHandle> {
        debug_assert!(self.pending_sweep.is_none(), "check_handles with a sweep pending");
        match crate::collect::check_handles(&self.spaces, &mut self.tracer, roots) {
            Some(bad) => Err(bad),
            None => Ok(()),
        }
    }

    /// The arenas.
    #[inline]
    pub fn spaces(&self) -> &S {
        &self.spaces
    }

    /// The arenas, mutably. Allocating directly in an arena bypasses the limit and the
    /// trigger (counted again at the next collection); use [`Heap::alloc`].
    #[inline]
    pub fn spaces_mut(&mut self) -> &mut S {
        &mut self.spaces
    }

    /// The configuration.
    pub fn config(&self) -> &HeapConfig {
        &self.config
    }

    /// Sets the byte limit (takes effect on the next allocation).
    pub fn set_limit(&mut self, limit: usize) {
        self.config.limit = limit;
        self.set_threshold();
    }

    /// Allocates `value` in its arena; fails if the heap limit would be passed or the
    /// arena is out of slots (then `value` is dropped and nothing changes).
    #[inline]
    pub fn alloc<T: HeapKind>(&mut self, value: T) -> Result<Handle<T>, HeapLimitExceeded>
    where
        S: HasArena<T>,
    {
        let extra = value.extra_bytes();
        let bytes = Arena::<T>::SLOT_BYTES + extra;
        let live = self.charge::<T>(bytes)?;
        let handle = self.spaces.arena_mut().alloc_measured(value, extra)?;
        self.live_bytes = live;
        self.allocated += bytes;
        Ok(handle)
    }

    /// The live byte count after adding `bytes` for a value of kind `T`, or the error.
    #[inline]
    fn charge<T: HeapKind>(&self, bytes: usize) -> Result<usize, HeapLimitExceeded> {
        match self.live_bytes.checked_add(bytes) {
            Some(live) if live <= self.config.limit => Ok(live),
            _ => Err(HeapLimitExceeded::Bytes {
                kind: T::KIND,
                live: self.live_bytes,
                requested: bytes,
                limit: self.config.limit,
            }),
        }
    }

    /// How many bytes may still be charged before the limit (garbage counted live until
    /// the next collection): what a VM may let a Rust-side buffer grow to.
    pub fn room(&self) -> usize {
        self.config.limit.saturating_sub(self.live_bytes)
    }

    /// Fails if `bytes` more would pass the limit; charges nothing. For a VM about to
    /// grow a buffer by a large amount (then [`Heap::update`] charges it). The error
    /// reports kind 255, as it is for no particular type.
    pub fn check_room(&self, bytes: usize) -> Result<(), HeapLimitExceeded> {
        self.charge::<NoKind>(bytes).map(|_| ())
    }

    /// Counts `bytes` that the VM holds outside the arenas for what scripts do (its
    /// register file, frame stack and job queue) as live, until
    /// [`Heap::release_external`]; fails, charging nothing, when that would pass the
    /// limit. Collections keep the count: the VM says when the memory is given back.
    pub fn charge_external(&mut self, bytes: usize) -> Result<(), HeapLimitExceeded> {
        let live = self.charge::<NoKind>(bytes)?;
        self.live_bytes = live;
        self.external += bytes;
        Ok(())
    }

    /// Takes back up to `bytes` of what [`Heap::charge_external`] counted.
    pub fn release_external(&mut self, bytes: usize) {
        let bytes = bytes.min(self.external);
        self.external -= bytes;
        self.live_bytes = self.live_bytes.saturating_sub(bytes);
    }

    /// The bytes counted by [`Heap::charge_external`] and not released.
    pub fn external_bytes(&self) -> usize {
        self.external
    }

    /// The value `handle` names (see [`Arena::get`] for dangling handles).
    #[inline]
    pub fn get<T: HeapKind>(&self, handle: Handle<T>) -> &T
    where
        S: HasArena<T>,
    {
        self.spaces.arena().get(handle)
    }

    /// The value `handle` names, mutably (see [`Arena::get_mut`]).
    #[inline]
    pub fn get_mut<T: HeapKind>(&mut self, handle: Handle<T>) -> &mut T
    where
        S: HasArena<T>,
    {
        self.spaces.arena_mut().get_mut(handle)
    }

    /// The value `handle` names, through `place` (see [`Arena::get_placed`]).
    #[inline(always)]
    pub fn get_placed<T: HeapKind>(&self, handle: Handle<T>, place: &mut crate::CopyPlace) -> &T
    where
        S: HasArena<T>,
    {
        self.spaces.arena().get_placed(handle, place)
    }

    /// The value `handle` names, mutably, through `place` (see
    /// [`Arena::get_mut_placed`]).
    #[inline(always)]
    pub fn get_mut_placed<T: HeapKind>(
        &mut self,
        handle: Handle<T>,
        place: &mut crate::CopyPlace,
    ) -> &mut T
    where
        S: HasArena<T>,
    {
        self.spaces.arena_mut().get_mut_placed(handle, place)
    }

    /// The value `handle` names, or `None` if it was collected.
    #[inline]
    pub fn try_get<T: HeapKind>(&self, handle: Handle<T>) -> Option<&T>
    where
        S: HasArena<T>,
    {
        self.spaces.arena().try_get(handle)
    }

    /// Whether `handle` names a live value.
    #[inline]
    pub fn contains<T: HeapKind>(&self, handle: Handle<T>) -> bool
    where
        S: HasArena<T>,
    {
        self.spaces.arena().contains(handle)
    }

    /// Runs `f` on the value and charges the change of its `extra_bytes` (a property
    /// vector that grew). If the heap is then past its limit, returns the error; the
    /// change stays made (the VM is terminating the run).
    pub fn update<T: HeapKind, R>(
        &mut self,
        handle: Handle<T>,
        f: impl FnOnce(&mut T) -> R,
    ) -> Result<R, HeapLimitExceeded>
    where
        S: HasArena<T>,
    {
        let (result, delta) = self.spaces.arena_mut().update(handle, f);
        if delta > 0 {
            let grown = delta.unsigned_abs();
            let before = self.live_bytes;
            self.live_bytes = before.saturating_add(grown);
            self.allocated = self.allocated.saturating_add(grown);
            if self.live_bytes > self.config.limit {
                return Err(HeapLimitExceeded::Bytes {
                    kind: T::KIND,
                    live: before,
                    requested: grown,
                    limit: self.config.limit,
                });
            }
        } else {
            self.live_bytes = self.live_bytes.saturating_sub(delta.unsigned_abs());
        }
        Ok(result)
    }

    /// Whether enough was allocated since the last collection that one is due. One
    /// compare: cheap enough for every allocation site.
    #[inline]
    pub fn should_collect(&self) -> bool {
        self.allocated >= self.trigger
    }

    /// Whether a collection is due (what [`Heap::should_collect`] says when no polls
    /// were asked for): `should_collect` without this is a poll.
    #[inline]
    pub fn collection_due(&self) -> bool {
        self.allocated >= self.threshold
    }

    /// Has [`Heap::should_collect`] also answer true each time `bytes` more were
    /// allocated (`None`: only when a collection is due), so that a VM with a deadline
    /// can count what it allocates as work between its checks.
    pub fn set_alloc_poll(&mut self, bytes: Option<usize>) {
        self.poll_every = bytes.unwrap_or(0);
        self.polled = self.allocated;
        self.set_trigger();
    }

    /// At a poll (see [`Heap::set_alloc_poll`]): the bytes allocated since the last one,
    /// and the next poll set.
    pub fn take_polled(&mut self) -> usize {
        let bytes = self.allocated.saturating_sub(self.polled);
        self.polled = self.allocated;
        self.set_trigger();
        bytes
    }

    /// Sets the threshold from the live bytes (after a collection), then the trigger.
    fn set_threshold(&mut self) {
        self.threshold = self.next_threshold();
        self.polled = self.polled.min(self.allocated);
        self.set_trigger();
    }

    fn set_trigger(&mut self) {
        self.trigger = match self.poll_every {
            0 => self.threshold,
            every => self.threshold.min(self.polled.saturating_add(every)),
        };
    }

    /// Runs a full collection now: marks from the root stack and `roots`, resolves
    /// ephemerons, clears weak references, frees the rest, and sets the next trigger.
    ///
    /// # Panics
    /// If `Spaces::arenas` and `Spaces::arenas_mut` list different kinds, or a kind
    /// twice: a static mistake in the VM's heap definition.
    pub fn collect<R: Roots + ?Sized>(&mut self, roots: &mut R) -> Collection {
        self.collect_with(roots, None)
    }

    /// [`Heap::collect`], unless `abort` answers true during marking (it is asked every
    /// thousand or so values traced): then the collection stops there, clears and frees
    /// nothing and leaves the heap's accounting as it was ([`Collection::aborted`]). A
    /// VM passes its interrupt check, so that a long marking does not delay the end of
    /// an interrupted run. An abort during the sweep (asked every few thousand slots)
    /// leaves the dead values not yet dropped for the next collection, which frees them
    /// first ([`Collection::sweep_deferred`]); they are unreachable and their weak
    /// references cleared, so only their memory is held until then.
    ///
    /// # Panics
    /// As [`Heap::collect`].
    pub fn collect_unless<R: Roots + ?Sized>(
        &mut self,
        roots: &mut R,
        abort: &dyn Fn() -> bool,
    ) -> Collection {
        self.collect_with(roots, Some(abort))
    }

    fn collect_with<R: Roots + ?Sized>(
        &mut self,
        roots: &mut R,
        abort: Option<&dyn Fn() -> bool>,
    ) -> Collection {
        let mut both = WithStack { stack: &self.roots, roots };
        let out = collect(
            &mut self.spaces,
            &mut self.tracer,
            &mut both,
            self.config.clock,
            abort,
            &mut self.pending_sweep,
        );
        if out.aborted {
            return out;
        }
        self.live_bytes = out.live_bytes.saturating_add(self.external);
        self.allocated = 0;
        self.set_threshold();
        self.collections += 1;
        if let Some(times) = out.times {
            self.last_pause = Some(times.total);
            self.total_pause = self.total_pause.saturating_add(times.total);
        }
        out
    }

    /// Whether a stopped sweep left dead values for the next collection to free.
    pub fn sweep_pending(&self) -> bool {
        self.pending_sweep.is_some()
    }

    /// Collects if [`Heap::should_collect`].
    pub fn collect_if_needed<R: Roots + ?Sized>(&mut self, roots: &mut R) -> Option<Collection> {
        if self.collection_due() { Some(self.collect(roots)) } else { None }
    }

    /// max(min_threshold, live * growth), capped so that the trigger fires before the
    /// limit (near the limit collections become frequent, then allocation fails).
    fn next_threshold(&self) -> usize {
        let grown = (self.live_bytes as u128 * u128::from(self.config.growth_percent) / 100)
            .min(usize::MAX as u128) as usize;
        grown.max(self.config.min_threshold).min(self.config.limit.saturating_sub(self.live_bytes))
    }

    /// The bytes counted live: the values' and what [`Heap::charge_external`] added
    /// (garbage counts until the next collection). O(1), unlike [`Heap::stats`].
    #[inline]
    pub fn live_bytes(&self) -> usize {
        self.live_bytes
    }

    /// How many collections have completed: an epoch that changes whenever values may
    /// have been freed (O(1), unlike [`Heap::stats`]).
    #[inline]
    pub fn collections(&self) -> u64 {
        self.collections
    }

    /// Statistics (O(arenas)).
    pub fn stats(&self) -> HeapStats {
        let arenas: Vec<&dyn AnyArena> = self.spaces.arenas().into_iter().collect();
        HeapStats {
            live_bytes: self.live_bytes,
            external_bytes: self.external,
            reserved_bytes: arenas.iter().map(|a| a.reserved_bytes()).sum(),
            allocated_since_gc: self.allocated,
            threshold: self.threshold,
            limit: self.config.limit,
            collections: self.collections,
            last_pause_nanos: self.last_pause,
            total_pause_nanos: self.total_pause,
            kinds: arenas
                .iter()
                .map(|a| KindStats {
                    kind: a.kind(),
                    name: a.name(),
                    live: a.live_count(),
                    bytes: a.live_bytes(),
                    slots: a.slot_count(),
                })
                .collect(),
        }
    }

    /// Roots `handle` on the heap's root stack until the enclosing [`Heap::scope`] ends
    /// (or [`Heap::unroot_to`]); returns it.
    #[inline]
    pub fn root<T: HeapKind>(&mut self, handle: Handle<T>) -> Handle<T> {
        self.roots.push(handle)
    }

    /// Roots a handle whose kind is known at run time.
    #[inline]
    pub fn root_any(&mut self, handle: AnyHandle) -> AnyHandle {
        self.roots.push_any(handle)
    }

    /// The root stack's current height.
    #[inline]
    pub fn root_mark(&self) -> RootMark {
        self.roots.mark()
    }

    /// Unroots everything rooted since `mark`.
    #[inline]
    pub fn unroot_to(&mut self, mark: RootMark) {
        self.roots.truncate(mark);
    }

    /// Runs `f`, then unroots whatever `f` rooted: the easy safe pattern for Rust code
    /// that holds handles across allocations.
    ///
    /// ```
    /// # use cairn_gc::*;
    /// # #[derive(Clone)] struct Pair(Option<Handle<Pair>>, Option<Handle<Pair>>);
    /// # impl Trace for Pair { fn trace(&self, t: &mut Tracer) { self.0.trace(t); self.1.trace(t) } }
    /// # impl HeapSize for Pair {}
    /// # impl HeapKind for Pair { const KIND: u8 = 0; const NAME: &'static str = "pair"; fn dangling() -> Self { Pair(None, None) } }
    /// # struct S(Arena<Pair>);
    /// # impl Spaces for S {
    /// #     fn arenas(&self) -> impl IntoIterator<Item = &dyn AnyArena> { [&self.0 as &dyn AnyArena] }
    /// #     fn arenas_mut(&mut self) -> impl IntoIterator<Item = &mut dyn AnyArena> { [&mut self.0 as &mut dyn AnyArena] }
    /// # }
    /// # impl HasArena<Pair> for S { fn arena(&self) -> &Arena<Pair> { &self.0 } fn arena_mut(&mut self) -> &mut Arena<Pair> { &mut self.0 } }
    /// # let mut heap = Heap::new(S(Arena::new()), HeapConfig::default());
    /// let pair = heap.scope(|heap| -> Result<_, HeapLimitExceeded> {
    ///     let a = heap.alloc(Pair(None, None))?;
    ///     let a = heap.root(a); // `a` survives the collection below
    ///     heap.collect(&mut NoRoots);
    ///     let b = heap.alloc(Pair(None, None))?;
    ///     heap.alloc(Pair(Some(a), Some(b)))
    /// })?;
    /// assert_eq!(heap.root_mark(), RootMark::default());
    /// # let _ = pair; Ok::<(), HeapLimitExceeded>(())
    /// ```
    pub fn scope<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        let mark = self.roots.mark();
        let result = f(self);
        self.roots.truncate(mark);
        result
    }

    /// The heap's root stack.
    pub fn root_stack(&mut self) -> &mut RootStack {
        &mut self.roots
    }
}

/// The heap's root stack followed by the caller's roots.
struct WithStack<'a, R: ?Sized> {
    stack: &'a RootStack,
    roots: &'a mut R,
}

impl<R: Roots + ?Sized> Roots for WithStack<'_, R> {
    fn trace_roots(&mut self, tracer: &mut Tracer) {
        for &h in self.stack.handles() {
            tracer.mark_any(h);
        }
        self.roots.trace_roots(tracer);
    }
    fn clear_weak_roots(&mut self, live: &crate::Liveness<'_>) {
        self.roots.clear_weak_roots(live);
    }
}

/// The kind reported by `check_room`, which is not for a particular type.
#[derive(Clone)]
struct NoKind;
impl crate::Trace for NoKind {
    fn trace(&self, _: &mut Tracer) {}
}
impl HeapSize for NoKind {}
impl HeapKind for NoKind {
    const KIND: u8 = u8::MAX;
    const NAME: &'static str = "none";
    fn dangling() -> Self {
        NoKind
    }
}
