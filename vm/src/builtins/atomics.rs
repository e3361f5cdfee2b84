//! The Atomics object (ECMA-262 sec-atomics-object).
//!
//! A SharedArrayBuffer that a host shared with other VMs keeps its bytes in a
//! `SharedBlock` (see crate::shared_memory): the operations here are then atomic
//! operations on its words (a read-modify-write is a compare-and-swap loop), and its
//! WaiterList holds the blocked `Atomics.wait` callers of every VM. Any other buffer is
//! seen by this VM alone, and the operations work on its bytes in place.
//!
//! `Atomics.wait` blocks only when the host said the agent can (`Vm::set_can_block`):
//! then it sleeps on the block's WaiterList until a notify, its timeout or the VM's
//! interrupt. Otherwise it answers "not-equal" or "timed-out" at once (no clock is
//! read), and throws a TypeError for an unbounded wait that could only deadlock.
//!
//! `Atomics.waitAsync` waiters live in the VM's job queue: `Atomics.notify` in the same
//! VM wakes them ("ok"), and a finite timeout passes on a virtual clock that advances
//! only when the job queue is idle ("timed-out"). A notify from another VM does not
//! reach them yet.

use cairn_gc::Handle;

use super::typed_array::{TypedArrayData, to_big_int64_bits};
use super::{NativeCx, NativeId, arg};
use std::time::{Duration, Instant};

use crate::limits::Termination;
use crate::object::JsObject;
use crate::object::slots::element::{self, ElementKind, Raw};
use crate::shared_memory::{SharedBlock, WAIT_SLICE, WaitOutcome, WaiterList};
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

/// ValidateIntegerTypedArray + ValidateAtomicAccess: the array, its slots and the
/// element index.
fn validate_access(
    vm: &mut Vm,
    ta: Value,
    index: Value,
    waitable: bool,
    write: bool,
) -> JsResult<(Handle<JsObject>, TypedArrayData, usize)> {
    let (o, d, len) =
        if write { vm.validate_typed_array_write(ta)? } else { vm.validate_typed_array(ta)? };
    let ok = if waitable {
        matches!(d.kind, ElementKind::Int32 | ElementKind::BigInt64)
    } else {
        !matches!(
            d.kind,
            ElementKind::Uint8Clamped
                | ElementKind::Float16
                | ElementKind::Float32
                | ElementKind::Float64
        )
    };
    if !ok {
        return Err(vm.type_error("Atomics operation on an unsupported typed array type"));
    }
    let i = vm.to_index(index)?;
    if i >= len as u64 {
        return Err(vm.range_error("Atomics access index out of range"));
    }
    Ok((o, d, i as usize))
}

/// ECMA-262 sec-revalidateatomicaccess
fn revalidate(vm: &mut Vm, d: &TypedArrayData, index: usize) -> JsResult<()> {
    match vm.ta_length_of(d) {
        None => Err(vm.type_error("typed array is detached or out of bounds")),
        Some(len) if index >= len => Err(vm.range_error("Atomics access index out of range")),
        Some(_) => Ok(()),
    }
}

/// The element bits of an operand: ToBigInt64 bits, or ToIntegerOrInfinity wrapped.
fn operand_bits(vm: &mut Vm, kind: ElementKind, v: Value) -> JsResult<(u64, f64)> {
    if kind.is_bigint() {
        return Ok((to_big_int64_bits(vm, v)?, 0.0));
    }
    let n = vm.to_integer_or_infinity(v)?;
    Ok((element::number_bits(kind, n), n))
}

/// The low bits mask of an element.
fn mask(kind: ElementKind) -> u64 {
    match kind.size() {
        8 => u64::MAX,
        n => (1u64 << (n * 8)) - 1,
    }
}

/// Element `i` replaced by `f` of its bits (`None`: left as it is), atomically in a
/// shared block; the old element, `None` when out of bounds.
fn update(
    vm: &mut Vm,
    d: &TypedArrayData,
    i: usize,
    mut f: impl FnMut(u64) -> Option<u64>,
) -> Option<Raw> {
    let size = d.kind.size();
    let m = mask(d.kind);
    if let Some(block) = vm.buffer_data(d.buffer).and_then(|b| b.block.as_ref()) {
        let at = i.checked_mul(size)?.checked_add(d.byte_offset)?;
        let old = block.update_element(at, size, |x| f(x).map(|n| n & m))?;
        return Some(element::read(d.kind, &old.to_le_bytes(), true));
    }
    let old = vm.ta_read(d, i)?;
    let old_bits = match old {
        Raw::Number(n) => element::number_bits(d.kind, n),
        Raw::Big(b) => b,
    };
    if let Some(new) = f(old_bits & m) {
        vm.ta_write(d, i, new & m);
    }
    Some(old)
}

/// ECMA-262 sec-atomicreadmodifywrite
fn read_modify_write(vm: &mut Vm, args: &[Value], op: fn(u64, u64) -> u64) -> JsResult<Value> {
    let (_, d, i) = validate_access(vm, arg(args, 0), arg(args, 1), false, true)?;
    let (bits, _) = operand_bits(vm, d.kind, arg(args, 2))?;
    revalidate(vm, &d, i)?;
    let Some(old) = update(vm, &d, i, |old| Some(op(old, bits))) else {
        return Ok(Value::UNDEFINED);
    };
    vm.raw_to_value(d.kind, old)
}

/// ECMA-262 sec-atomics.add
pub(crate) fn add(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    read_modify_write(vm, args, u64::wrapping_add)
}

/// ECMA-262 sec-atomics.sub
pub(crate) fn sub(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    read_modify_write(vm, args, u64::wrapping_sub)
}

/// ECMA-262 sec-atomics.and
pub(crate) fn and(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    read_modify_write(vm, args, |a, b| a & b)
}

/// ECMA-262 sec-atomics.or
pub(crate) fn or(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    read_modify_write(vm, args, |a, b| a | b)
}

/// ECMA-262 sec-atomics.xor
pub(crate) fn xor(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    read_modify_write(vm, args, |a, b| a ^ b)
}

/// ECMA-262 sec-atomics.exchange
pub(crate) fn exchange(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    read_modify_write(vm, args, |_, b| b)
}

/// ECMA-262 sec-atomics.compareexchange
pub(crate) fn compare_exchange(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let (_, d, i) = validate_access(vm, arg(args, 0), arg(args, 1), false, true)?;
    let (expected, _) = operand_bits(vm, d.kind, arg(args, 2))?;
    let (replacement, _) = operand_bits(vm, d.kind, arg(args, 3))?;
    revalidate(vm, &d, i)?;
    let m = mask(d.kind);
    let Some(old) = update(vm, &d, i, |old| (old == expected & m).then_some(replacement)) else {
        return Ok(Value::UNDEFINED);
    };
    vm.raw_to_value(d.kind, old)
}

/// ECMA-262 sec-atomics.load
pub(crate) fn load(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let (_, d, i) = validate_access(vm, arg(args, 0), arg(args, 1), false, false)?;
    revalidate(vm, &d, i)?;
    match vm.ta_read(&d, i) {
        Some(raw) => vm.raw_to_value(d.kind, raw),
        None => Ok(Value::UNDEFINED),
    }
}

/// ECMA-262 sec-atomics.store
pub(crate) fn store(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let (_, d, i) = validate_access(vm, arg(args, 0), arg(args, 1), false, true)?;
    let mut v = arg(args, 2);
    if d.kind.is_bigint() {
        // The result is ToBigInt(value) itself (converted once).
        v = Value::bigint(vm.to_bigint(v)?);
    }
    let (bits, n) = operand_bits(vm, d.kind, v)?;
    revalidate(vm, &d, i)?;
    vm.ta_write(&d, i, bits);
    if d.kind.is_bigint() {
        return Ok(v);
    }
    // 𝔽(ToIntegerOrInfinity(value)): -0 became +0.
    Ok(Value::number(n + 0.0))
}

/// ECMA-262 sec-atomics.islockfree
pub(crate) fn is_lock_free(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let n = vm.to_integer_or_infinity(arg(args, 0))?;
    Ok(Value::bool(n == 1.0 || n == 2.0 || n == 4.0 || n == 8.0))
}

/// ECMA-262 sec-atomics.wait (DoWait, sync): see the module doc.
pub(crate) fn wait(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let (ta, _, _) = vm.validate_typed_array(arg(args, 0))?;
    let Some(d) = vm.ta_data(ta) else { return Ok(Value::UNDEFINED) };
    if !matches!(d.kind, ElementKind::Int32 | ElementKind::BigInt64) {
        return Err(vm.type_error("Atomics.wait works on Int32Array and BigInt64Array only"));
    }
    if !vm.buffer_data(d.buffer).is_some_and(|b| b.shared) {
        return Err(vm.type_error("Atomics.wait needs a typed array on a SharedArrayBuffer"));
    }
    let (_, d, i) = validate_access(vm, arg(args, 0), arg(args, 1), true, false)?;
    let bits = if d.kind.is_bigint() {
        to_big_int64_bits(vm, arg(args, 2))?
    } else {
        vm.to_int32(arg(args, 2))? as u32 as u64
    };
    let q = vm.to_number(arg(args, 3))?;
    let t = if q.is_nan() { f64::INFINITY } else { q.max(0.0) };
    let current = match vm.ta_read(&d, i) {
        Some(Raw::Number(n)) => element::number_bits(d.kind, n),
        Some(Raw::Big(b)) => b,
        None => 0,
    };
    if vm.host.can_block {
        return blocking_wait(vm, &d, i, bits, t);
    }
    if current & mask(d.kind) != bits & mask(d.kind) {
        return vm.str_value("not-equal");
    }
    if t == f64::INFINITY {
        return Err(vm.type_error(
            "Atomics.wait would block forever: no other agent can notify in this host",
        ));
    }
    vm.str_value("timed-out")
}

/// ECMA-262 sec-dowait steps 19-32 in sync mode for an agent that can block: waits on
/// the WaiterList of the buffer's block for the element `i` to be notified, `t` ms, or
/// the VM's interrupt (which ends the run). A buffer no other VM holds has no block:
/// nothing can notify, so the wait sleeps until its timeout or the interrupt.
fn blocking_wait(vm: &mut Vm, d: &TypedArrayData, i: usize, bits: u64, t: f64) -> JsResult<Value> {
    let size = d.kind.size();
    let m = mask(d.kind);
    let byte_index = d.byte_offset.saturating_add(i.saturating_mul(size));
    let timeout = if t.is_finite() { Duration::try_from_secs_f64(t / 1000.0).ok() } else { None };
    let interrupted = vm.limits.interrupt_poll();
    let block = vm.buffer_data(d.buffer).and_then(|b| b.block.clone());
    let outcome = match &block {
        Some(block) => block.waiters.wait(
            byte_index,
            || block.load_element(byte_index, size).is_some_and(|v| v == bits & m),
            timeout,
            interrupted,
        ),
        None => {
            let current = match vm.ta_read(d, i) {
                Some(Raw::Number(n)) => element::number_bits(d.kind, n),
                Some(Raw::Big(b)) => b,
                None => 0,
            };
            let equal = current & m == bits & m;
            WaiterList::default().wait(byte_index, || equal, timeout, interrupted)
        }
    };
    match outcome {
        WaitOutcome::NotEqual => vm.str_value("not-equal"),
        WaitOutcome::Ok => vm.str_value("ok"),
        WaitOutcome::TimedOut => vm.str_value("timed-out"),
        WaitOutcome::Interrupted => Err(Throw::Terminate(Termination::Interrupted)),
    }
}

/// ECMA-262 sec-atomics.waitasync (DoWait with mode async). The waiter's promise
/// settles with "ok" when `Atomics.notify` wakes it, or "timed-out" when its timeout
/// passes: in an agent that can block, in real time on the buffer's shared block
/// ([`shared_wait_async`]); otherwise on the job queue's virtual clock (which advances
/// only while the queue is idle).
pub(crate) fn wait_async(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    // 1-3. ValidateIntegerTypedArray(typedArray, true); a SharedArrayBuffer.
    let (ta, _, _) = vm.validate_typed_array(arg(args, 0))?;
    let Some(d) = vm.ta_data(ta) else { return Ok(Value::UNDEFINED) };
    if !matches!(d.kind, ElementKind::Int32 | ElementKind::BigInt64) {
        return Err(vm.type_error("Atomics.waitAsync works on Int32Array and BigInt64Array only"));
    }
    if !vm.buffer_data(d.buffer).is_some_and(|b| b.shared) {
        return Err(vm.type_error("Atomics.waitAsync needs a typed array on a SharedArrayBuffer"));
    }
    // 4. ValidateAtomicAccess; 5-6. the value; 7-8. the timeout.
    let (_, d, i) = validate_access(vm, arg(args, 0), arg(args, 1), true, false)?;
    let bits = if d.kind.is_bigint() {
        to_big_int64_bits(vm, arg(args, 2))?
    } else {
        vm.to_int32(arg(args, 2))? as u32 as u64
    };
    let q = vm.to_number(arg(args, 3))?;
    let t = if q.is_nan() { f64::INFINITY } else { q.max(0.0) };
    let current = match vm.ta_read(&d, i) {
        Some(Raw::Number(n)) => element::number_bits(d.kind, n),
        Some(Raw::Big(b)) => b,
        None => 0,
    };
    if vm.host.can_block {
        // An agent that can block has real time: its waiters are on the buffer's block
        // (made now if no other VM holds the buffer yet), and time out in real time.
        let block = vm.share_array_buffer(Value::object(d.buffer))?;
        return shared_wait_async(vm, &d, i, bits, t, &block);
    }
    let result = vm.new_plain_object()?;
    vm.temps.push(Value::object(result));
    let r = (|| {
        let (is_async, value) = if current & mask(d.kind) != bits & mask(d.kind) {
            (false, vm.str_value("not-equal")?)
        } else if t == 0.0 {
            (false, vm.str_value("timed-out")?)
        } else {
            let promise = vm.new_promise()?;
            let byte_index = (d.byte_offset as u64)
                .saturating_add((i as u64).saturating_mul(d.kind.size() as u64));
            let deadline = vm.jobs.now + t;
            vm.jobs.waiters.push(crate::jobs::AsyncWaiter {
                buffer: Value::object(d.buffer),
                byte_index,
                promise: Value::object(promise),
                deadline,
                shared: None,
                real_deadline: None,
            });
            (true, Value::object(promise))
        };
        fill_wait_async_result(vm, result, is_async, value)
    })();
    vm.temps.pop();
    r
}

/// The `{ async, value }` object `Atomics.waitAsync` returns (sec-dowait steps 30-32),
/// its properties set on `result`.
fn fill_wait_async_result(
    vm: &mut Vm,
    result: Handle<JsObject>,
    is_async: bool,
    value: Value,
) -> JsResult<Value> {
    let k = vm.key("async")?;
    vm.create_data_property_or_throw(result, k, Value::bool(is_async))?;
    let k = vm.key("value")?;
    vm.create_data_property_or_throw(result, k, value)?;
    Ok(Value::object(result))
}

/// ECMA-262 sec-dowait steps 19-32 in async mode on a shared block, for an agent that
/// can block: the waiter joins the block's WaiterList (so that a notify from any VM
/// wakes it through this VM's mailbox) and times out `t` ms from now in real time.
fn shared_wait_async(
    vm: &mut Vm,
    d: &TypedArrayData,
    i: usize,
    bits: u64,
    t: f64,
    block: &SharedBlock,
) -> JsResult<Value> {
    let size = d.kind.size();
    let m = mask(d.kind);
    let byte_index = d.byte_offset.saturating_add(i.saturating_mul(size));
    let equal = || block.load_element(byte_index, size).is_some_and(|v| v == bits & m);
    let result = vm.new_plain_object()?;
    vm.temps.push(Value::object(result));
    let r = (|| {
        let (is_async, value) = if t == 0.0 {
            (false, vm.str_value(if equal() { "timed-out" } else { "not-equal" })?)
        } else {
            // The promise first, so that a failed allocation leaves no waiter behind.
            let promise = vm.new_promise()?;
            vm.temps.push(Value::object(promise));
            let mailbox = std::sync::Arc::clone(&vm.host.mailbox);
            let id = block.waiters.enqueue_async(byte_index, equal, &mailbox);
            vm.temps.pop();
            match id {
                None => (false, vm.str_value("not-equal")?),
                Some(id) => {
                    let real_deadline = if t.is_finite() {
                        Duration::try_from_secs_f64(t / 1000.0)
                            .ok()
                            .and_then(|t| Instant::now().checked_add(t))
                    } else {
                        None
                    };
                    vm.jobs.waiters.push(crate::jobs::AsyncWaiter {
                        buffer: Value::object(d.buffer),
                        byte_index: byte_index as u64,
                        promise: Value::object(promise),
                        deadline: f64::INFINITY,
                        shared: Some(id),
                        real_deadline,
                    });
                    (true, Value::object(promise))
                }
            }
        };
        fill_wait_async_result(vm, result, is_async, value)
    })();
    vm.temps.pop();
    r
}

/// ECMA-262 sec-atomics.notify: wakes up to `count` waiters on the location: those
/// blocked in `Atomics.wait` in any VM holding the buffer's shared block (oldest
/// first), then this VM's waitAsync waiters.
pub(crate) fn notify(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let (_, d, i) = validate_access(vm, arg(args, 0), arg(args, 1), true, false)?;
    let count = arg(args, 2);
    let c = if count.is_undefined() {
        f64::INFINITY
    } else {
        vm.to_integer_or_infinity(count)?.max(0.0)
    };
    if !vm.buffer_data(d.buffer).is_some_and(|b| b.shared) {
        return Ok(Value::int(0));
    }
    let byte_index =
        (d.byte_offset as u64).saturating_add((i as u64).saturating_mul(d.kind.size() as u64));
    // Blocked waiters of every VM holding the block first, then this VM's waitAsync
    // waiters, up to `c` in all.
    let mut n_blocked = 0;
    if let Some(block) = vm.buffer_data(d.buffer).and_then(|b| b.block.clone())
        && let Ok(index) = usize::try_from(byte_index)
    {
        let count = if c >= u64::MAX as f64 { u64::MAX } else { c as u64 };
        n_blocked = block.waiters.notify(index, count);
    }
    let c = c - n_blocked as f64;
    let buffer = Value::object(d.buffer);
    let mut woken = Vec::new();
    let mut k = 0;
    while k < vm.jobs.waiters.len() && (woken.len() as f64) < c {
        let w = vm.jobs.waiters[k];
        if w.buffer == buffer && w.byte_index == byte_index && w.shared.is_none() {
            vm.jobs.waiters.remove(k);
            woken.push(w.promise);
        } else {
            k += 1;
        }
    }
    let n = woken.len();
    for p in woken {
        if let Some(p) = p.as_object() {
            vm.temps.push(Value::object(p));
            let ok = vm.str_value("ok");
            let r = ok.and_then(|ok| vm.resolve_promise(p, ok));
            vm.temps.pop();
            r?;
        }
    }
    // This VM's own waiters the block's list woke.
    vm.take_woken_waiters()?;
    let n = (n as u64).saturating_add(n_blocked);
    Ok(Value::number(n as f64))
}

impl Vm {
    /// When the job queue is idle: the waitAsync waiter with the earliest finite
    /// deadline times out (the virtual clock jumps to it); None when there is none.
    pub(crate) fn time_out_next_waiter(&mut self) -> Option<JsResult<()>> {
        let (k, w) = self
            .jobs
            .waiters
            .iter()
            .enumerate()
            .filter(|(_, w)| w.deadline.is_finite() && w.shared.is_none())
            .min_by(|a, b| a.1.deadline.total_cmp(&b.1.deadline))
            .map(|(k, w)| (k, *w))?;
        self.jobs.waiters.remove(k);
        self.jobs.now = self.jobs.now.max(w.deadline);
        let p = w.promise.as_object()?;
        self.temps.push(w.promise);
        let r = self.str_value("timed-out").and_then(|v| self.resolve_promise(p, v));
        self.temps.pop();
        Some(r)
    }
}

impl Vm {
    /// Resolves with "ok" the waitAsync waiters of this VM that a notify (from any
    /// thread) took off a shared block's list; whether there were any.
    pub(crate) fn take_woken_waiters(&mut self) -> JsResult<bool> {
        let ids = self.host.mailbox.take();
        for &id in &ids {
            let Some(k) = self.jobs.waiters.iter().position(|w| w.shared == Some(id)) else {
                continue;
            };
            let w = self.jobs.waiters.remove(k);
            let Some(p) = w.promise.as_object() else { continue };
            self.temps.push(w.promise);
            let r = self.str_value("ok").and_then(|v| self.resolve_promise(p, v));
            self.temps.pop();
            r?;
        }
        Ok(!ids.is_empty())
    }

    /// Whether the job loop must wait for waitAsync waiters on shared blocks (only an
    /// agent that can block waits).
    pub(crate) fn has_shared_waiters(&self) -> bool {
        self.host.can_block && self.jobs.waiters.iter().any(|w| w.shared.is_some())
    }

    /// Times out the first shared waiter whose real deadline passed (its promise
    /// resolved with "timed-out"); whether there was one. Asked between jobs while
    /// such waiters exist, so a busy job queue does not hold their timeouts back.
    pub(crate) fn time_out_due_shared_waiter(&mut self) -> JsResult<bool> {
        if !self.has_shared_waiters() {
            return Ok(false);
        }
        let now = Instant::now();
        let due = self
            .jobs
            .waiters
            .iter()
            .position(|w| w.shared.is_some() && w.real_deadline.is_some_and(|d| d <= now));
        if let Some(k) = due {
            let w = self.jobs.waiters[k];
            let block = w.buffer.as_object().and_then(|b| self.buffer_data(b)?.block.clone());
            let taken = match (block, w.shared) {
                (Some(block), Some(id)) => block.waiters.remove(id),
                _ => true,
            };
            if !taken {
                // A notify took it first: its id is in the mailbox.
                return Ok(false);
            }
            self.jobs.waiters.remove(k);
            let Some(p) = w.promise.as_object() else { return Ok(true) };
            self.temps.push(w.promise);
            let r = self.str_value("timed-out").and_then(|v| self.resolve_promise(p, v));
            self.temps.pop();
            return r.map(|()| true);
        }
        Ok(false)
    }

    /// When the job queue is idle and only shared waiters are left: sleeps on the
    /// mailbox until a notify, the next deadline or [`WAIT_SLICE`], whichever is
    /// first, having timed out a waiter whose deadline passed. The interrupt flag
    /// ends the run.
    pub(crate) fn wait_for_shared_waiters(&mut self) -> JsResult<()> {
        if self.time_out_due_shared_waiter()? {
            return Ok(());
        }
        let now = Instant::now();
        if (self.limits.interrupt_poll())() {
            return Err(Throw::Terminate(Termination::Interrupted));
        }
        let next = self.jobs.waiters.iter().filter_map(|w| w.real_deadline).min();
        let slice = next.map_or(WAIT_SLICE, |d| d.saturating_duration_since(now).min(WAIT_SLICE));
        self.host.mailbox.sleep(slice);
        Ok(())
    }
}

/// ECMA-262 sec-atomics.pause
pub(crate) fn pause(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let n = arg(args, 0);
    if !n.is_undefined() && !n.as_number().is_some_and(|x| x.is_finite() && x.fract() == 0.0) {
        return Err(vm.type_error("Atomics.pause: the argument must be an integral Number"));
    }
    Ok(Value::UNDEFINED)
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Atomics;
    AtomicsAdd = ("add", 3, false, add),
    AtomicsAnd = ("and", 3, false, and),
    AtomicsCompareExchange = ("compareExchange", 4, false, compare_exchange),
    AtomicsExchange = ("exchange", 3, false, exchange),
    AtomicsIsLockFree = ("isLockFree", 1, false, is_lock_free),
    AtomicsLoad = ("load", 2, false, load),
    AtomicsOr = ("or", 3, false, or),
    AtomicsStore = ("store", 3, false, store),
    AtomicsSub = ("sub", 3, false, sub),
    AtomicsXor = ("xor", 3, false, xor),
    AtomicsWait = ("wait", 4, false, wait),
    AtomicsNotify = ("notify", 3, false, notify),
    AtomicsPause = ("pause", 0, false, pause),
    AtomicsWaitAsync = ("waitAsync", 4, false, wait_async),
}

/// Installs the Atomics object.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let op = Some(vm.realm.object_prototype);
    let atomics = vm.alloc_object(crate::object::ObjectKind::Ordinary, op)?;
    for id in [
        NativeId::AtomicsAdd,
        NativeId::AtomicsAnd,
        NativeId::AtomicsCompareExchange,
        NativeId::AtomicsExchange,
        NativeId::AtomicsIsLockFree,
        NativeId::AtomicsLoad,
        NativeId::AtomicsOr,
        NativeId::AtomicsStore,
        NativeId::AtomicsSub,
        NativeId::AtomicsXor,
        NativeId::AtomicsWait,
        NativeId::AtomicsNotify,
        NativeId::AtomicsPause,
        NativeId::AtomicsWaitAsync,
    ] {
        vm.install(atomics, id)?;
    }
    super::array_buffer::to_string_tag(vm, atomics, "Atomics")?;
    let global = vm.realm.global;
    vm.define_value(global, "Atomics", Value::object(atomics), crate::object::attrs::HIDDEN)?;
    Ok(())
}
