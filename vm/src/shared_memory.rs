//! Shared Data Blocks (ECMA-262 sec-shared-data-block) and their WaiterLists
//! (sec-waiterlist-records): the storage of a SharedArrayBuffer once VMs on different
//! threads hold it.
//!
//! A SharedArrayBuffer starts with plain bytes in its heap cell like any ArrayBuffer
//! (one VM, full speed, nothing else can see it). When a host hands it to another VM
//! (`Vm::share_array_buffer`), its bytes move into a [`SharedBlock`]: an `Arc` of
//! atomic 64-bit words that every VM holding the buffer reads and writes, so that two
//! threads never race on plain memory. A typed array element (1, 2, 4 or 8 bytes at an
//! offset that is a multiple of its size) lies inside one word, so its load, store and
//! read-modify-write are single atomic operations; a DataView access at an unaligned
//! offset touches each word it spans atomically but not as a whole, which the memory
//! model allows (its events are Unordered).
//!
//! A growable buffer's block reserves its maximum byte length when it is made (a
//! fallible reservation the VM charges to its heap limit), so that growing only moves
//! the length and the words never move under another thread.
//!
//! Sharing does not survive a dump: an image writes the bytes, and loading gives a
//! fresh block that no other VM holds.
//!
//! Each block has its WaiterList ([`WaiterList`]): `Atomics.wait` enqueues a waiter for
//! a byte index and sleeps on the list's condition variable; `Atomics.notify` dequeues
//! waiters of that index in FIFO order and wakes them. A waiter sleeps in slices of
//! [`WAIT_SLICE`] so that a host's interrupt flag ends even an unbounded wait.

use std::collections::VecDeque;
use std::ops::DerefMut;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
#[cfg(not(target_family = "wasm"))]
use std::sync::{Condvar, Mutex};
use std::time::Duration;

use crate::object::ObjectKind;
use crate::object::slots::binary::BufferData;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// The longest a blocked `Atomics.wait` sleeps before it looks at the VM's interrupt
/// flag again.
pub const WAIT_SLICE: Duration = Duration::from_millis(5);

/// The bytes of a SharedArrayBuffer shared by several VMs (see the module doc).
pub struct SharedBlock {
    /// The bytes, eight to a word, byte `i` at bits `8 * (i % 8)` of word `i / 8`.
    words: Box<[AtomicU64]>,
    /// [[ArrayBufferByteLength]] (grows only, up to `capacity`).
    len: AtomicUsize,
    /// The bytes reserved: the maximum byte length of a growable buffer, else `len`.
    capacity: usize,
    /// [[ArrayBufferMaxByteLength]] of a growable buffer.
    max_byte_length: Option<usize>,
    /// The WaiterList of every byte index of the block.
    pub(crate) waiters: WaiterList,
}

impl std::fmt::Debug for SharedBlock {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SharedBlock")
            .field("len", &self.len())
            .field("capacity", &self.capacity)
            .finish()
    }
}

impl SharedBlock {
    /// A block holding `bytes`, with room to grow to `capacity` bytes (at least
    /// `bytes.len()`); `None` when the memory cannot be reserved.
    pub(crate) fn new(
        bytes: &[u8],
        capacity: usize,
        max_byte_length: Option<usize>,
    ) -> Option<SharedBlock> {
        let capacity = capacity.max(bytes.len());
        let n = capacity.div_ceil(8);
        let mut words = Vec::new();
        words.try_reserve_exact(n).ok()?;
        let mut chunks = bytes.chunks(8);
        words.extend((0..n).map(|_| {
            let mut w = [0u8; 8];
            if let Some(c) = chunks.next() {
                w[..c.len()].copy_from_slice(c);
            }
            AtomicU64::new(u64::from_le_bytes(w))
        }));
        Some(SharedBlock {
            words: words.into_boxed_slice(),
            len: AtomicUsize::new(bytes.len()),
            capacity,
            max_byte_length,
            waiters: WaiterList::default(),
        })
    }

    /// The byte length now.
    #[inline]
    pub fn len(&self) -> usize {
        self.len.load(Ordering::SeqCst)
    }

    /// Whether the block has no bytes.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The bytes reserved (what the heap is charged).
    pub fn capacity(&self) -> usize {
        self.capacity
    }

    /// How many `Atomics.wait` callers of any VM wait at byte `index` now.
    pub fn waiting(&self, index: usize) -> usize {
        self.waiters.waiting(index)
    }

    /// ECMA-262 sec-sharedarraybuffer.prototype.grow steps 11-12: sets the length to
    /// `new_len` unless that would shrink it (another agent grew it first) or pass the
    /// capacity. Returns whether the length is now at least `new_len`.
    pub(crate) fn grow(&self, new_len: usize) -> bool {
        if new_len > self.capacity {
            return false;
        }
        self.len.fetch_max(new_len, Ordering::SeqCst);
        true
    }

    /// Copies `out.len()` bytes at `at` into `out`; false (nothing read) when they are
    /// not all below the length.
    pub(crate) fn read(&self, at: usize, out: &mut [u8]) -> bool {
        if at.checked_add(out.len()).is_none_or(|end| end > self.len()) {
            return false;
        }
        let mut i = 0;
        while i < out.len() {
            let byte = at + i;
            let (w, shift) = (byte / 8, byte % 8);
            let word = self.words[w].load(Ordering::SeqCst).to_le_bytes();
            let n = (8 - shift).min(out.len() - i);
            out[i..i + n].copy_from_slice(&word[shift..shift + n]);
            i += n;
        }
        true
    }

    /// The `n` bytes at `at`, copied out.
    pub(crate) fn read_vec(&self, at: usize, n: usize) -> Option<Vec<u8>> {
        let mut v = Vec::new();
        v.try_reserve_exact(n).ok()?;
        crate::object::slots::binary::resize_zeroed(&mut v, n);
        self.read(at, &mut v).then_some(v)
    }

    /// Writes `src` at `at`, each word it touches in one atomic update; false (nothing
    /// written) when it does not fit below the length.
    pub(crate) fn write(&self, at: usize, src: &[u8]) -> bool {
        if at.checked_add(src.len()).is_none_or(|end| end > self.len()) {
            return false;
        }
        let mut i = 0;
        while i < src.len() {
            let byte = at + i;
            let (w, shift) = (byte / 8, byte % 8);
            let n = (8 - shift).min(src.len() - i);
            let mut bits = [0u8; 8];
            bits[shift..shift + n].copy_from_slice(&src[i..i + n]);
            let bits = u64::from_le_bytes(bits);
            let mask = if n == 8 { u64::MAX } else { ((1u64 << (n * 8)) - 1) << (shift * 8) };
            let _ = self.words[w]
                .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |old| Some(old & !mask | bits));
            i += n;
        }
        true
    }

    /// The element of `size` bytes (1, 2, 4 or 8) at `at`, a multiple of `size`, as
    /// little-endian bits: one atomic load.
    pub(crate) fn load_element(&self, at: usize, size: usize) -> Option<u64> {
        let (word, shift, mask) = self.element_word(at, size)?;
        Some((word.load(Ordering::SeqCst) >> shift) & mask)
    }

    /// Read-modify-write of the element of `size` bytes at `at` (a multiple of
    /// `size`): `f` maps the old bits to the new ones (`None`: leave them); one atomic
    /// compare-and-swap loop. Returns the old bits.
    pub(crate) fn update_element(
        &self,
        at: usize,
        size: usize,
        mut f: impl FnMut(u64) -> Option<u64>,
    ) -> Option<u64> {
        let (word, shift, mask) = self.element_word(at, size)?;
        let mut old = word.load(Ordering::SeqCst);
        loop {
            let bits = (old >> shift) & mask;
            let Some(new) = f(bits) else { return Some(bits) };
            let next = old & !(mask << shift) | (new & mask) << shift;
            match word.compare_exchange_weak(old, next, Ordering::SeqCst, Ordering::SeqCst) {
                Ok(_) => return Some(bits),
                Err(now) => old = now,
            }
        }
    }

    /// The word holding an aligned element, its bit shift and mask; `None` when the
    /// element is out of bounds or not inside one word.
    fn element_word(&self, at: usize, size: usize) -> Option<(&AtomicU64, u32, u64)> {
        let end = at.checked_add(size)?;
        if end > self.len() || size == 0 || size > 8 || (at % 8) + size > 8 {
            return None;
        }
        let mask = if size == 8 { u64::MAX } else { (1u64 << (size * 8)) - 1 };
        Some((self.words.get(at / 8)?, ((at % 8) * 8) as u32, mask))
    }
}

/// How a blocking wait ended (ECMA-262 sec-dowait step 31's results, plus the host's
/// interrupt).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WaitOutcome {
    /// The value was not the expected one: no wait.
    NotEqual,
    /// `Atomics.notify` woke the waiter.
    Ok,
    /// The timeout passed.
    TimedOut,
    /// The interrupt check said stop (the waiter left the list).
    Interrupted,
}

/// A WaiterList (ECMA-262 sec-waiterlist-records) for every byte index of one block:
/// the waiters in arrival order, each with its index. Its mutex is the list's critical
/// section (EnterCriticalSection / LeaveCriticalSection).
#[derive(Default)]
pub struct WaiterList {
    inner: Lock<Waiters>,
    /// Signalled by every notify; a woken thread checks whether it left the list.
    #[cfg(not(target_family = "wasm"))]
    wake: Condvar,
}

/// A waiter list's or mailbox's critical section: a mutex; in the wasm module, which
/// has one thread and never blocks, a cell (std's mutex for one thread brings a
/// recursion assertion and its formatting: wasm/README.md).
#[cfg(not(target_family = "wasm"))]
type Lock<T> = Mutex<T>;
/// A waiter list's or mailbox's critical section (see the native one).
#[cfg(target_family = "wasm")]
type Lock<T> = core::cell::RefCell<T>;

/// Enters the critical section of `lock`. The data stays consistent whatever a
/// panicking holder was doing (each change is one push or remove).
#[cfg(not(target_family = "wasm"))]
fn enter<T>(lock: &Lock<T>) -> std::sync::MutexGuard<'_, T> {
    lock.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
}
/// Enters the critical section of `lock` (see the native one; one thread cannot be in
/// it twice, as no section calls out).
#[cfg(target_family = "wasm")]
fn enter<T>(lock: &Lock<T>) -> core::cell::RefMut<'_, T> {
    lock.borrow_mut()
}

#[derive(Default)]
struct Waiters {
    /// The waiters, oldest first.
    queue: VecDeque<Waiter>,
}

/// A Waiter Record: its id (unique in the process), its byte index, and for an
/// `Atomics.waitAsync` waiter the mailbox of its VM (a blocked `Atomics.wait` waiter
/// has none: it looks at the list itself).
struct Waiter {
    id: u64,
    index: usize,
    mailbox: Option<Arc<Mailbox>>,
}

/// Waiter ids, unique in the process (a VM's mailbox gets ids of several blocks).
static NEXT_WAITER: AtomicU64 = AtomicU64::new(1);

/// Where `Atomics.notify` in any thread leaves the ids of a VM's woken waitAsync
/// waiters; the VM takes them when it runs its jobs, and sleeps on it when it has
/// nothing else to do but wait.
#[derive(Default)]
pub struct Mailbox {
    woken: Lock<Vec<u64>>,
    #[cfg(not(target_family = "wasm"))]
    signal: Condvar,
}

impl Mailbox {
    fn lock(&self) -> impl DerefMut<Target = Vec<u64>> + '_ {
        enter(&self.woken)
    }

    fn post(&self, id: u64) {
        self.lock().push(id);
        #[cfg(not(target_family = "wasm"))]
        self.signal.notify_all();
    }

    /// The ids woken since the last call, in the order they were woken.
    pub(crate) fn take(&self) -> Vec<u64> {
        std::mem::take(&mut *self.lock())
    }

    /// Sleeps until an id is posted or `timeout` passes.
    #[cfg(not(target_family = "wasm"))]
    pub(crate) fn sleep(&self, timeout: Duration) {
        let g = enter(&self.woken);
        if g.is_empty() {
            let _ = self.signal.wait_timeout(g, timeout);
        }
    }

    /// Returns at once: nothing can post while the module's one thread sleeps.
    #[cfg(target_family = "wasm")]
    pub(crate) fn sleep(&self, _timeout: Duration) {}
}

impl WaiterList {
    fn lock(&self) -> impl DerefMut<Target = Waiters> + '_ {
        enter(&self.inner)
    }

    /// ECMA-262 sec-dowait steps 19-31 (sync mode): in the critical section, `equal()`
    /// reads the value (NotEqual when it is not the expected one); else the caller
    /// waits at `index` until a notify, the `timeout` (`None`: forever) or
    /// `interrupted()` (asked every [`WAIT_SLICE`]).
    #[cfg(not(target_family = "wasm"))]
    pub fn wait(
        &self,
        index: usize,
        equal: impl FnOnce() -> bool,
        timeout: Option<Duration>,
        interrupted: impl Fn() -> bool,
    ) -> WaitOutcome {
        let start = std::time::Instant::now();
        let mut g = enter(&self.inner);
        if !equal() {
            return WaitOutcome::NotEqual;
        }
        let id = NEXT_WAITER.fetch_add(1, Ordering::Relaxed);
        g.queue.push_back(Waiter { id, index, mailbox: None });
        loop {
            if !g.queue.iter().any(|w| w.id == id) {
                return WaitOutcome::Ok;
            }
            let elapsed = start.elapsed();
            let left = timeout.map(|t| t.saturating_sub(elapsed));
            let end = if left == Some(Duration::ZERO) {
                Some(WaitOutcome::TimedOut)
            } else if interrupted() {
                Some(WaitOutcome::Interrupted)
            } else {
                None
            };
            if let Some(end) = end {
                g.queue.retain(|w| w.id != id);
                return end;
            }
            let slice = left.map_or(WAIT_SLICE, |l| l.min(WAIT_SLICE));
            g = self.wake.wait_timeout(g, slice).unwrap_or_else(|e| e.into_inner()).0;
        }
    }

    /// ECMA-262 sec-dowait steps 19-31 (sync mode) in the wasm module, which never
    /// blocks ([`Vm::set_can_block`] is not for it) and has no other thread to notify:
    /// NotEqual, or TimedOut at once.
    #[cfg(target_family = "wasm")]
    pub fn wait(
        &self,
        _index: usize,
        equal: impl FnOnce() -> bool,
        _timeout: Option<Duration>,
        _interrupted: impl Fn() -> bool,
    ) -> WaitOutcome {
        if !equal() {
            return WaitOutcome::NotEqual;
        }
        WaitOutcome::TimedOut
    }

    /// ECMA-262 sec-dowait steps 19-29 in async mode: in the critical section,
    /// `equal()` reads the value; when it is the expected one, a waiter at `index` whose
    /// wake-up goes to `mailbox` joins the list. Its id, or `None` (not-equal).
    pub(crate) fn enqueue_async(
        &self,
        index: usize,
        equal: impl FnOnce() -> bool,
        mailbox: &Arc<Mailbox>,
    ) -> Option<u64> {
        let mut g = self.lock();
        if !equal() {
            return None;
        }
        let id = NEXT_WAITER.fetch_add(1, Ordering::Relaxed);
        g.queue.push_back(Waiter { id, index, mailbox: Some(Arc::clone(mailbox)) });
        Some(id)
    }

    /// Takes waiter `id` off the list (its timeout passed); false when a notify took it
    /// first.
    pub(crate) fn remove(&self, id: u64) -> bool {
        let mut g = self.lock();
        let before = g.queue.len();
        g.queue.retain(|w| w.id != id);
        g.queue.len() != before
    }

    /// ECMA-262 sec-atomics.notify steps 10-14: removes up to `count` waiters at
    /// `index`, oldest first, and wakes them (a waitAsync waiter through its VM's
    /// mailbox); returns how many.
    pub fn notify(&self, index: usize, count: u64) -> u64 {
        let mut g = self.lock();
        let mut n = 0;
        let mut sync = false;
        g.queue.retain(|w| {
            if w.index == index && n < count {
                n += 1;
                match &w.mailbox {
                    Some(m) => m.post(w.id),
                    None => sync = true,
                }
                false
            } else {
                true
            }
        });
        drop(g);
        #[cfg(not(target_family = "wasm"))]
        if sync {
            self.wake.notify_all();
        }
        #[cfg(target_family = "wasm")]
        let _ = sync;
        n
    }

    /// How many waiters wait at `index` now.
    pub fn waiting(&self, index: usize) -> usize {
        self.lock().queue.iter().filter(|w| w.index == index).count()
    }
}

impl Vm {
    /// Lets `Atomics.wait` block this VM's thread ([[CanBlock]] true; off by default):
    /// a wait then sleeps until `Atomics.notify` from another VM sharing the buffer,
    /// its timeout, or the VM's interrupt flag or check (read every [`WAIT_SLICE`]),
    /// which ends the run. Off, a wait answers at once without reading a clock
    /// ("timed-out"; an unbounded wait is a TypeError). Only for hosts with threads
    /// and a clock: not on wasm32.
    pub fn set_can_block(&mut self, can_block: bool) {
        self.host.can_block = can_block;
    }

    /// The Shared Data Block of SharedArrayBuffer `v`, for another VM on another
    /// thread ([`Vm::shared_array_buffer_from_block`]). The first time, the bytes move
    /// out of the buffer's cell into the block (a growable buffer reserves its maximum
    /// byte length, charged to the heap limit). A TypeError when `v` is not a
    /// SharedArrayBuffer, a RangeError when the memory cannot be reserved.
    pub fn share_array_buffer(&mut self, v: Value) -> JsResult<Arc<SharedBlock>> {
        let Some(o) = v.as_object().filter(|&o| self.buffer_data(o).is_some_and(|b| b.shared))
        else {
            return Err(self.type_error("only a SharedArrayBuffer can be shared"));
        };
        let (bytes_len, max) = match self.buffer_data(o) {
            Some(BufferData { block: Some(b), .. }) => return Ok(Arc::clone(b)),
            Some(b) => (b.bytes.len(), b.max_byte_length),
            None => (0, None),
        };
        let capacity = max.unwrap_or(bytes_len);
        if self.heap.check_room(capacity - bytes_len.min(capacity)).is_err() {
            return Err(self.range_error("SharedArrayBuffer allocation failed"));
        }
        let block = self
            .buffer_data(o)
            .and_then(|b| SharedBlock::new(&b.bytes, capacity, max))
            .map(Arc::new);
        let Some(block) = block else {
            return Err(self.range_error("SharedArrayBuffer allocation failed"));
        };
        let shared = Arc::clone(&block);
        self.heap
            .update(o, |obj| {
                if let ObjectKind::ArrayBuffer(b) = &mut obj.kind {
                    b.bytes = Vec::new();
                    b.block = Some(shared);
                }
            })
            .map_err(|_| self.range_error("SharedArrayBuffer allocation failed"))?;
        Ok(block)
    }

    /// A new SharedArrayBuffer of this VM's current realm over `block` (which another
    /// VM shared with [`Vm::share_array_buffer`]): both see the same bytes.
    pub fn shared_array_buffer_from_block(&mut self, block: Arc<SharedBlock>) -> JsResult<Value> {
        let proto = self.realm.shared_array_buffer_prototype;
        let data = BufferData {
            bytes: Vec::new(),
            max_byte_length: block.max_byte_length,
            detached: false,
            shared: true,
            immutable: false,
            block: Some(block),
        };
        let o = self.alloc_object(ObjectKind::ArrayBuffer(Box::new(data)), Some(proto))?;
        Ok(Value::object(o))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;

    #[test]
    fn bytes_round_trip_across_words() {
        let b = SharedBlock::new(&[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 24, Some(24)).unwrap();
        assert_eq!(b.len(), 10);
        let mut out = [0u8; 5];
        assert!(b.read(5, &mut out));
        assert_eq!(out, [6, 7, 8, 9, 10]);
        assert!(!b.read(6, &mut out));
        assert!(b.write(6, &[0xaa, 0xbb, 0xcc]));
        assert_eq!(b.read_vec(4, 6).unwrap(), [5, 6, 0xaa, 0xbb, 0xcc, 10]);
        // Past the length: nothing read or written, until the block grows.
        assert!(!b.write(9, &[1, 2]));
        assert!(b.grow(16));
        assert!(b.write(9, &[1, 2]));
        assert!(!b.grow(25));
        assert_eq!(b.load_element(8, 4), Some(u32::from_le_bytes([0xcc, 1, 2, 0]) as u64));
        let old = b.update_element(8, 4, |x| Some(x + 1));
        assert_eq!(old, Some(u32::from_le_bytes([0xcc, 1, 2, 0]) as u64));
        assert_eq!(b.read_vec(8, 4).unwrap(), [0xcd, 1, 2, 0]);
        // An element straddling two words is refused.
        assert_eq!(b.load_element(6, 4), None);
    }

    #[test]
    fn not_equal_does_not_enqueue() {
        let l = WaiterList::default();
        let r = l.wait(0, || false, None, || false);
        assert_eq!(r, WaitOutcome::NotEqual);
        assert_eq!(l.waiting(0), 0);
    }

    #[test]
    fn timeout_and_interrupt_leave_the_list() {
        let l = WaiterList::default();
        let r = l.wait(4, || true, Some(Duration::from_millis(1)), || false);
        assert_eq!(r, WaitOutcome::TimedOut);
        let r = l.wait(4, || true, None, || true);
        assert_eq!(r, WaitOutcome::Interrupted);
        assert_eq!(l.waiting(4), 0);
        assert_eq!(l.notify(4, u64::MAX), 0);
    }

    #[test]
    fn notify_wakes_in_fifo_order_with_the_count() {
        let l = Arc::new(WaiterList::default());
        let order = Arc::new(Mutex::new(Vec::new()));
        let stop = Arc::new(AtomicBool::new(false));
        let mut threads = Vec::new();
        for k in 0..3 {
            let (list, order, stop) = (Arc::clone(&l), Arc::clone(&order), Arc::clone(&stop));
            threads.push(std::thread::spawn(move || {
                let r = list.wait(8, || true, None, || stop.load(Ordering::SeqCst));
                order.lock().unwrap().push((k, r));
            }));
            // Enqueue in a known order.
            while l.waiting(8) < k + 1 {
                std::thread::yield_now();
            }
        }
        // Another index is not woken.
        assert_eq!(l.notify(0, u64::MAX), 0);
        assert_eq!(l.notify(8, 2), 2);
        while order.lock().unwrap().len() < 2 {
            std::thread::yield_now();
        }
        // The two oldest waiters were woken (they may record it in either order).
        let mut woken = order.lock().unwrap().clone();
        cairn_sort::sort_by_key(&mut woken, |w| w.0);
        assert_eq!(woken, [(0, WaitOutcome::Ok), (1, WaitOutcome::Ok)]);
        assert_eq!(l.waiting(8), 1);
        stop.store(true, Ordering::SeqCst);
        for t in threads {
            t.join().unwrap();
        }
        assert_eq!(order.lock().unwrap()[2], (2, WaitOutcome::Interrupted));
    }
}
