//! Built-ins whose callbacks run in their caller's dispatch loop.
//!
//! A built-in that calls back into JS from Rust runs a nested dispatch loop per call
//! (`Vm::call_rooted`), and entering the loop costs more than a short callback does.
//! Called from the loop with a plain closure of this realm as callback, these built-ins
//! run instead as a [`NativeTask`] that stops at each callback, pushes its frame
//! (flagged [`frame_flags::NATIVE_TASK`]) and lets the loop run it; the callback's
//! return resumes the task (`Vm::task_resume`), which pushes the next callback or
//! writes the built-in's result to the caller's register:
//! - `Array.prototype.sort` as a [`SortTask`]: a merge sort that stops at each
//!   comparison;
//! - `forEach`, `map`, `filter`, `some`, `every`, `find`, `findIndex`, `findLast`,
//!   `findLastIndex`, `reduce` and `reduceRight` of Array.prototype as an
//!   [`EachTask`]: the method's loop, one index a step.
//!
//! Tasks live in `Vm::native_tasks`, a stack paired with the flagged frames: one flagged
//! frame per task, at the top of the frames its built-in runs above. A frame popped by
//! an exception or a termination ends its task (`Vm::task_abort`). What a task holds
//! across its callbacks is rooted in `Vm::temps` while it lives, as the ordinary
//! built-ins root it.

use cairn_gc::Handle;

use super::call::{CallOutcome, FastCallee};
use super::frame::frame_flags;
use crate::limits::MAX_FRAMES;
use crate::native::{NativeCx, NativeId};
use crate::object::{JsObject, ObjectKind};
use crate::ops::array::{filter_result, reduce_start, sort_collect, sort_write_back};
use crate::ops::sort::{MergeSort, MergeStep, take_undefined};
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

/// A built-in call in progress in a dispatch loop (see the module docs).
#[derive(Clone, Copy, Debug)]
pub(crate) enum NativeTask {
    /// `Array.prototype.sort`.
    Sort(SortTask),
    /// One of the iteration methods of Array.prototype.
    Each(EachTask),
}

/// Which iteration method an [`EachTask`] runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum EachMethod {
    ForEach,
    Map,
    Filter,
    Some,
    Every,
    Find,
    FindIndex,
    FindLast,
    FindLastIndex,
    Reduce,
    ReduceRight,
}

impl EachMethod {
    /// The method a native function is, if it runs as an [`EachTask`].
    pub(crate) fn of_native(id: usize) -> Option<EachMethod> {
        const FOR_EACH: usize = NativeId::ArrayProtoForEach.index();
        const MAP: usize = NativeId::ArrayProtoMap.index();
        const FILTER: usize = NativeId::ArrayProtoFilter.index();
        const SOME: usize = NativeId::ArrayProtoSome.index();
        const EVERY: usize = NativeId::ArrayProtoEvery.index();
        const FIND: usize = NativeId::ArrayProtoFind.index();
        const FIND_INDEX: usize = NativeId::ArrayProtoFindIndex.index();
        const FIND_LAST: usize = NativeId::ArrayProtoFindLast.index();
        const FIND_LAST_INDEX: usize = NativeId::ArrayProtoFindLastIndex.index();
        const REDUCE: usize = NativeId::ArrayProtoReduce.index();
        const REDUCE_RIGHT: usize = NativeId::ArrayProtoReduceRight.index();
        match id {
            FOR_EACH => Some(EachMethod::ForEach),
            MAP => Some(EachMethod::Map),
            FILTER => Some(EachMethod::Filter),
            SOME => Some(EachMethod::Some),
            EVERY => Some(EachMethod::Every),
            FIND => Some(EachMethod::Find),
            FIND_INDEX => Some(EachMethod::FindIndex),
            FIND_LAST => Some(EachMethod::FindLast),
            FIND_LAST_INDEX => Some(EachMethod::FindLastIndex),
            REDUCE => Some(EachMethod::Reduce),
            REDUCE_RIGHT => Some(EachMethod::ReduceRight),
            _ => None,
        }
    }

    /// Whether the method visits indices from the last down.
    fn descending(self) -> bool {
        matches!(self, EachMethod::FindLast | EachMethod::FindLastIndex | EachMethod::ReduceRight)
    }

    /// Whether the method reads every index (FindViaPredicate) instead of skipping
    /// absent ones (HasProperty, then Get).
    fn reads_all(self) -> bool {
        matches!(
            self,
            EachMethod::Find
                | EachMethod::FindIndex
                | EachMethod::FindLast
                | EachMethod::FindLastIndex
        )
    }

    /// Whether the callback takes the accumulator first.
    fn reduces(self) -> bool {
        matches!(self, EachMethod::Reduce | EachMethod::ReduceRight)
    }
}

/// A call of an iteration method of Array.prototype in progress: its loop, stopped at
/// the callback of index `k`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct EachTask {
    each: EachMethod,
    /// `temps[mark..mark + 5]`: the callback, the object, thisArg, the result array
    /// (`map`, `filter`) or the accumulator (`reduce`), and the value passed to the
    /// pending callback.
    mark: usize,
    o: Handle<JsObject>,
    callback: FastCallee,
    len: u64,
    /// How many steps of the loop are done: the index of the pending callback (or the
    /// next to visit) is `k`, or `len - 1 - k` for the methods that go down.
    k: u64,
    /// `filter`: the index of the next kept value.
    to: u64,
    /// `filter`: the result came from a species constructor, which observes each
    /// CreateDataPropertyOrThrow (a plain result array is appended to).
    species: bool,
    /// The register of the calling frame that receives the result.
    ret_dst: u16,
}

/// A call of `Array.prototype.sort` in progress (see the module docs).
#[derive(Clone, Copy, Debug)]
pub(crate) struct SortTask {
    /// `temps[mark]` is the comparator, `temps[mark + 1]` the object; the merge's two
    /// runs of values follow.
    mark: usize,
    o: Handle<JsObject>,
    comparator: FastCallee,
    merge: MergeSort,
    /// How many values are sorted (undefined values and holes excluded).
    n: usize,
    /// Undefined values, which go after the sorted ones uncompared.
    undefs: usize,
    /// Holes, deleted after the values.
    holes: u64,
    /// The register of the calling frame that receives the result.
    ret_dst: u16,
}

impl Vm {
    /// The callback a [`NativeTask`] can push frames for: a plain closure of this realm
    /// (and no call depth limit, which counts the nested loops these tasks avoid).
    pub(crate) fn task_callee(&mut self, f: Value) -> Option<FastCallee> {
        match self.fast_callee_for(f) {
            Some(fc) if fc.realm == self.realm_id && self.limits.max_call_depth.is_none() => {
                Some(fc)
            }
            _ => None,
        }
    }

    /// `Array.prototype.sort` called from the dispatch loop by the top frame (as the
    /// native `callee`, with `this` and the comparator `cmp`): as a [`SortTask`] when
    /// the comparator is a plain closure of this realm, and by the ordinary built-in
    /// otherwise.
    pub(crate) fn sort_start(
        &mut self,
        callee: Handle<JsObject>,
        this: Value,
        cmp: Value,
        ret_dst: u16,
    ) -> JsResult<CallOutcome> {
        let Some(comparator) = self.task_callee(cmp) else {
            let cx = NativeCx { callee, new_target: Value::UNDEFINED };
            // The ordinary native (through the table: the core does not name builtins).
            let sort = NativeId::ArrayProtoSort.entry().call;
            return sort(self, this, &[cmp], cx).map(CallOutcome::Done);
        };
        let (o, mut items, holes) = sort_collect(self, this, cmp)?;
        let undefs = take_undefined(&mut items);
        let n = items.len();
        let mark = self.temps.len();
        self.temps.push(cmp);
        self.temps.push(Value::object(o));
        self.temps.extend_from_slice(&items);
        self.temps.extend_from_slice(&items);
        drop(items);
        let merge = MergeSort::new(mark + 2, n);
        let task = SortTask { mark, o, comparator, merge, n, undefs, holes, ret_dst };
        self.native_tasks.push(NativeTask::Sort(task));
        self.task_outcome(Self::sort_advance)
    }

    /// An iteration method of Array.prototype called from the dispatch loop by the top
    /// frame with a callback `callback` that [`Vm::task_callee`] accepted (`fc`), and
    /// its second argument (`second`, when passed): the method's steps up to its loop,
    /// then an [`EachTask`].
    pub(crate) fn each_start(
        &mut self,
        each: EachMethod,
        fc: FastCallee,
        this: Value,
        callback: Value,
        second: Option<Value>,
        ret_dst: u16,
    ) -> JsResult<CallOutcome> {
        let o = self.to_object(this)?;
        let len = self.length_of_array_like(o)?;
        // IsCallable(callbackfn) holds: the callback is a closure.
        let this_arg = second.unwrap_or(Value::UNDEFINED);
        let (this_arg, result, k, species) = match each {
            EachMethod::Map => {
                (this_arg, Value::object(self.array_species_create(o, len)?), 0, false)
            }
            EachMethod::Filter => {
                let (a, species) = filter_result(self, o)?;
                (this_arg, Value::object(a), 0, species)
            }
            EachMethod::Reduce | EachMethod::ReduceRight => {
                let (acc, k) = reduce_start(self, o, len, second, each.descending())?;
                (Value::UNDEFINED, acc, k, false)
            }
            _ => (this_arg, Value::UNDEFINED, 0, false),
        };
        let mark = self.temps.len();
        self.temps.extend_from_slice(&[callback, Value::object(o), this_arg, result]);
        self.temps.push(Value::UNDEFINED);
        let task = EachTask { each, mark, o, callback: fc, len, k, to: 0, species, ret_dst };
        self.native_tasks.push(NativeTask::Each(task));
        self.task_outcome(Self::each_advance)
    }

    /// Runs `advance` on the task just pushed: its first callback is pushed (`Pushed`)
    /// or it is done at once (its result). An error ends the task.
    fn task_outcome(
        &mut self,
        advance: fn(&mut Vm) -> JsResult<Option<Value>>,
    ) -> JsResult<CallOutcome> {
        let tasks = self.native_tasks.len();
        match advance(self) {
            Ok(Some(v)) => Ok(CallOutcome::Done(v)),
            Ok(None) => Ok(CallOutcome::Pushed),
            Err(e) => {
                // A step that failed before its task ended leaves it to end here.
                if self.native_tasks.len() == tasks {
                    self.task_abort();
                }
                Err(e)
            }
        }
    }

    /// Checks that one more frame may be pushed (the frame limit, then fuel).
    fn task_may_push(&mut self) -> JsResult<()> {
        if self.frames.len() >= MAX_FRAMES {
            return Err(self.range_error("Maximum call stack size exceeded"));
        }
        self.limits.charge(crate::limits::CALL_FUEL).map_err(Throw::Terminate)
    }

    /// Runs the top task's merge to its next comparison and pushes the comparator's
    /// frame (`None`), or finishes the sort (its result). An error ends the task.
    fn sort_advance(&mut self) -> JsResult<Option<Value>> {
        let Some(NativeTask::Sort(task)) = self.native_tasks.last_mut() else {
            return Err(self.type_error("internal: no sort in progress"));
        };
        match task.merge.next(&mut self.temps) {
            MergeStep::Compare(left, right) => {
                let fc = task.comparator;
                self.task_may_push()?;
                // SortCompare(right, left) < 0 puts the right value first (stable).
                self.push_fast_frame(
                    &fc,
                    fc.f,
                    Value::UNDEFINED,
                    &[right, left],
                    frame_flags::NATIVE_TASK,
                )?;
                Ok(None)
            }
            MergeStep::Done(at) => {
                let Some(NativeTask::Sort(task)) = self.native_tasks.pop() else {
                    return Ok(None);
                };
                let Some(sorted) = self.temps.get(at..at + task.n) else {
                    self.temps.truncate(task.mark);
                    return Err(self.type_error("internal: a sort lost its values"));
                };
                let mut sorted = sorted.to_vec();
                sorted.resize(task.n + task.undefs, Value::UNDEFINED);
                self.temps.truncate(task.mark);
                // Setters on the object run under the barrier of `Vm::call`.
                sort_write_back(self, task.o, sorted, task.holes).map(Some)
            }
        }
    }

    /// The comparator of the top sort task returned `v`: the comparison's answer.
    fn sort_answer(&mut self, v: Value) -> JsResult<Option<Value>> {
        let n = match v.as_number() {
            Some(n) => n,
            // valueOf and friends run in a nested loop, as in the ordinary built-in.
            None => self.to_number(v)?,
        };
        let Some(NativeTask::Sort(task)) = self.native_tasks.last_mut() else {
            return Err(self.type_error("internal: no sort in progress"));
        };
        task.merge.answer(&mut self.temps, n < 0.0);
        self.sort_advance()
    }

    /// `temps[i]`, a value a task rooted (undefined if it is gone, which a task's
    /// clean-up makes impossible while the task lives).
    fn temp(&self, i: usize) -> Value {
        self.temps.get(i).copied().unwrap_or(Value::UNDEFINED)
    }

    /// Replaces `temps[i]`, a value a task rooted.
    fn set_temp(&mut self, i: usize, v: Value) {
        if let Some(slot) = self.temps.get_mut(i) {
            *slot = v;
        }
    }

    /// The top [`EachTask`], copied.
    fn top_each(&self) -> Option<EachTask> {
        match self.native_tasks.last() {
            Some(NativeTask::Each(t)) => Some(*t),
            _ => None,
        }
    }

    /// The top [`EachTask`], to update.
    fn top_each_mut(&mut self) -> Option<&mut EachTask> {
        match self.native_tasks.last_mut() {
            Some(NativeTask::Each(t)) => Some(t),
            _ => None,
        }
    }

    /// Runs the top each-task's loop from its index `k` to the next present element
    /// (every index for `find` and `findIndex`) and pushes its callback's frame (`None`),
    /// or finishes the call at the end of the loop (its result).
    fn each_advance(&mut self) -> JsResult<Option<Value>> {
        loop {
            let Some(NativeTask::Each(t)) = self.native_tasks.last() else {
                return Err(self.type_error("internal: no iteration in progress"));
            };
            let (each, mark, o, step, len) = (t.each, t.mark, t.o, t.k, t.len);
            if step >= len {
                let result = match each {
                    EachMethod::ForEach | EachMethod::Find | EachMethod::FindLast => {
                        Value::UNDEFINED
                    }
                    EachMethod::Map
                    | EachMethod::Filter
                    | EachMethod::Reduce
                    | EachMethod::ReduceRight => self.temp(mark + 3),
                    EachMethod::Some => Value::FALSE,
                    EachMethod::Every => Value::TRUE,
                    EachMethod::FindIndex | EachMethod::FindLastIndex => Value::int(-1),
                };
                return Ok(Some(self.each_finish(result)));
            }
            let k = if each.descending() { len - 1 - step } else { step };
            let v = match self.present_element(o, k) {
                Some(v) => v,
                None => {
                    if !each.reads_all() && !self.has_index(o, k)? {
                        if let Some(t) = self.top_each_mut() {
                            t.k += 1;
                        }
                        continue;
                    }
                    self.get_index(o, k)?
                }
            };
            self.set_temp(mark + 4, v);
            self.task_may_push()?;
            let Some(NativeTask::Each(t)) = self.native_tasks.last() else {
                return Err(self.type_error("internal: no iteration in progress"));
            };
            let fc = t.callback;
            let index = u32::try_from(k).map_or_else(|_| Value::number(k as f64), Value::from_u32);
            // reduce passes the accumulator first; the others start at the value.
            let all = [self.temp(mark + 3), v, index, Value::object(o)];
            let args = if each.reduces() { &all[..] } else { &all[1..] };
            let this_arg = self.temp(mark + 2);
            self.push_fast_frame(&fc, fc.f, this_arg, args, frame_flags::NATIVE_TASK)?;
            return Ok(None);
        }
    }

    /// Element `k` of `o` when it is present in its elements: then HasProperty is true
    /// and Get is the element (not for mapped arguments objects, whose elements alias
    /// parameters).
    #[inline]
    fn present_element(&self, o: Handle<JsObject>, k: u64) -> Option<Value> {
        let obj = self.heap.get(o);
        let v = *obj.elements.get(usize::try_from(k).ok()?)?;
        if v.is_hole() || matches!(obj.kind, ObjectKind::Arguments { mapped: Some(_) }) {
            return None;
        }
        Some(v)
    }

    /// The callback of the top each-task returned `v`: the step of the method's loop
    /// after its Call, then the next step (`None`) or the call's result.
    fn each_answer(&mut self, v: Value) -> JsResult<Option<Value>> {
        let Some(t) = self.top_each() else {
            return Err(self.type_error("internal: no iteration in progress"));
        };
        let value = self.temp(t.mark + 4);
        let k = if t.each.descending() { t.len - 1 - t.k } else { t.k };
        match t.each {
            EachMethod::ForEach => {}
            EachMethod::Map => {
                // `v` is only in this local until it is stored: nothing collects before
                // (index_key and CreateDataProperty call JS only under the barrier).
                let a = self.each_result_array(t)?;
                if !self.array_define_next_element(a, k, v)? {
                    let key = self.index_key(k)?;
                    self.create_data_property_or_throw(a, key, v)?;
                }
            }
            EachMethod::Filter => {
                if self.to_boolean(v) {
                    let a = self.each_result_array(t)?;
                    if t.species || !self.array_push_fast(a, value) {
                        let key = self.index_key(t.to)?;
                        self.create_data_property_or_throw(a, key, value)?;
                    }
                    if let Some(t) = self.top_each_mut() {
                        t.to += 1;
                    }
                }
            }
            EachMethod::Some if self.to_boolean(v) => {
                return Ok(Some(self.each_finish(Value::TRUE)));
            }
            EachMethod::Every if !self.to_boolean(v) => {
                return Ok(Some(self.each_finish(Value::FALSE)));
            }
            EachMethod::Some | EachMethod::Every => {}
            EachMethod::Find | EachMethod::FindLast if self.to_boolean(v) => {
                return Ok(Some(self.each_finish(value)));
            }
            EachMethod::FindIndex | EachMethod::FindLastIndex if self.to_boolean(v) => {
                return Ok(Some(self.each_finish(Value::number(k as f64))));
            }
            EachMethod::Find
            | EachMethod::FindIndex
            | EachMethod::FindLast
            | EachMethod::FindLastIndex => {}
            EachMethod::Reduce | EachMethod::ReduceRight => self.set_temp(t.mark + 3, v),
        }
        if let Some(t) = self.top_each_mut() {
            t.k += 1;
        }
        self.each_advance()
    }

    /// The result array of a `map` or `filter` task.
    fn each_result_array(&mut self, t: EachTask) -> JsResult<Handle<JsObject>> {
        match self.temp(t.mark + 3).as_object() {
            Some(a) => Ok(a),
            None => Err(self.type_error("internal: no result array")),
        }
    }

    /// Ends the top each-task with `result`.
    fn each_finish(&mut self, result: Value) -> Value {
        if let Some(NativeTask::Each(t)) = self.native_tasks.pop() {
            self.temps.truncate(t.mark);
        }
        result
    }

    /// A callback frame of the top task returned `v` (its frame is popped). The task
    /// goes on (`Ok`); when it is done, its result is in the calling frame's register.
    /// An error ends the task.
    pub(crate) fn task_resume(&mut self, v: Value) -> JsResult<()> {
        let (ret_dst, step) = match self.native_tasks.last() {
            Some(NativeTask::Sort(t)) => (t.ret_dst, Self::sort_answer as fn(&mut Vm, Value) -> _),
            Some(NativeTask::Each(t)) => (t.ret_dst, Self::each_answer as fn(&mut Vm, Value) -> _),
            None => return Err(self.type_error("internal: no task in progress")),
        };
        let tasks = self.native_tasks.len();
        match step(self, v) {
            Ok(Some(result)) => {
                let Some(caller) = self.frames.last() else {
                    return Err(self.type_error("internal: a task without a caller"));
                };
                let at = caller.base as usize + ret_dst as usize;
                if let Some(slot) = self.regs.get_mut(at) {
                    *slot = result;
                }
                Ok(())
            }
            Ok(None) => Ok(()),
            Err(e) => {
                // A step that failed before its task ended leaves it to end here.
                if self.native_tasks.len() == tasks {
                    self.task_abort();
                }
                Err(e)
            }
        }
    }

    /// Ends the top task without a result (its callback threw, or the run ends).
    pub(crate) fn task_abort(&mut self) {
        let mark = match self.native_tasks.pop() {
            Some(NativeTask::Sort(t)) => t.mark,
            Some(NativeTask::Each(t)) => t.mark,
            None => return,
        };
        self.temps.truncate(mark);
    }
}

#[cfg(test)]
mod tests {
    use crate::{Termination, Vm, VmOptions};

    #[test]
    fn a_sort_ended_by_a_throw_or_a_termination_leaves_no_task() {
        let mut vm = Vm::new(VmOptions::default());
        let r = vm.eval_script(
            "[3, 1, 2].sort((x, y) => { if (x === 1) throw 1; return x - y; })",
            "t.js",
        );
        assert!(r.is_err());
        assert!(vm.native_tasks.is_empty() && vm.temps.is_empty());
        vm.set_fuel(Some(200_000));
        let r = vm.eval_script("[3, 1, 2].sort((x, y) => { for (;;) {} })", "t.js");
        assert_eq!(r.err().and_then(|e| e.termination), Some(Termination::Fuel));
        assert!(vm.native_tasks.is_empty() && vm.temps.is_empty());
        vm.set_fuel(None);
        let v = vm.eval_script("[3, 1, 2].sort((x, y) => x - y).join()", "t.js");
        let shown = v.map(|v| vm.display(v)).unwrap_or_default();
        assert_eq!(shown, "1,2,3");
        assert!(vm.native_tasks.is_empty() && vm.temps.is_empty());
    }

    #[test]
    fn an_iteration_ended_by_a_throw_or_a_termination_leaves_no_task() {
        let mut vm = Vm::new(VmOptions::default());
        for source in [
            "[1, 2, 3].map((x) => { if (x === 2) throw 1; return x; })",
            "[1, 2, 3].filter((x) => [4, 5].some((y) => { throw y; }))",
            "[1, 2, 3].reduce((s, x) => { if (x === 3) throw s; return s + x; })",
            "[1, 2, 3].reduceRight((s, x) => { if (x === 1) throw s; return s + x; })",
            "[1, 2, 3].findLast((x) => x.missing.property)",
            "[[1], [2]].forEach((r) => r.find((x) => x.missing.property))",
            // The first element read throws, before any callback.
            "Object.defineProperty([1, 2], 0, { get() { throw 1; } }).map((x) => x)",
            // The element read between two callbacks throws.
            "[1, 2, 3].map((x, i, a) => { Object.defineProperty(a, 2, { get() { throw 7; } }); return x; })",
        ] {
            let r = vm.eval_script(source, "t.js");
            assert!(r.is_err(), "{source}");
            assert!(vm.native_tasks.is_empty() && vm.temps.is_empty(), "{source}");
        }
        vm.set_fuel(Some(200_000));
        let r = vm.eval_script("[1, 2].map((x) => { for (;;) {} })", "t.js");
        assert_eq!(r.err().and_then(|e| e.termination), Some(Termination::Fuel));
        assert!(vm.native_tasks.is_empty() && vm.temps.is_empty());
        vm.set_fuel(None);
        let v = vm.eval_script(
            "[1, 2, 3].map((x) => [x].filter((y) => y > 1).length).reduce((s, n) => s + n)",
            "t.js",
        );
        let shown = v.map(|v| vm.display(v)).unwrap_or_default();
        assert_eq!(shown, "2");
        assert!(vm.native_tasks.is_empty() && vm.temps.is_empty());
    }
}
