//! Built-ins whose callbacks run in their caller's dispatch loop.
//!
//! A built-in that calls back into JS from Rust runs a nested dispatch loop per call
//! (`Vm::call_rooted`), and entering the loop costs more than a short callback does.
//! `Array.prototype.sort`, called from the loop with a plain closure as comparator,
//! runs instead as a [`SortTask`]: a merge sort that stops at each comparison, pushes a
//! frame for the comparator (flagged [`frame_flags::SORT_COMPARE`]) and lets the loop
//! run it; the comparator's return resumes the task (`Vm::sort_resume`), which pushes
//! the next comparison or writes the sort's result to the caller's register.
//!
//! Tasks live in `Vm::sort_tasks`, a stack paired with the flagged frames: one flagged
//! frame per task, at the top of the frames its sort runs above. A frame popped by an
//! exception or a termination ends its task (`Vm::sort_abort`). The values being sorted
//! are rooted in `Vm::temps` while the task lives, as `merge_sort_rooted` roots them.

use cairn_gc::Handle;

use super::call::{CallOutcome, FastCallee};
use super::frame::frame_flags;
use crate::builtins::NativeCx;
use crate::builtins::array::{self, MergeSort, MergeStep};
use crate::limits::MAX_FRAMES;
use crate::object::JsObject;
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

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
        let comparator = match self.fast_callee_for(cmp) {
            Some(fc) if fc.realm == self.realm_id && self.limits.max_call_depth.is_none() => fc,
            _ => {
                let cx = NativeCx { callee, new_target: Value::UNDEFINED };
                return array::sort(self, this, &[cmp], cx).map(CallOutcome::Done);
            }
        };
        let (o, mut items, holes) = array::sort_collect(self, this, cmp)?;
        let undefs = array::take_undefined(&mut items);
        let n = items.len();
        let mark = self.temps.len();
        self.temps.push(cmp);
        self.temps.push(Value::object(o));
        self.temps.extend_from_slice(&items);
        self.temps.extend_from_slice(&items);
        drop(items);
        let merge = MergeSort::new(mark + 2, n);
        self.sort_tasks.push(SortTask { mark, o, comparator, merge, n, undefs, holes, ret_dst });
        match self.sort_advance() {
            Ok(Some(v)) => Ok(CallOutcome::Done(v)),
            Ok(None) => Ok(CallOutcome::Pushed),
            Err(e) => Err(e),
        }
    }

    /// Runs the top task's merge to its next comparison and pushes the comparator's
    /// frame (`None`), or finishes the sort (its result). An error ends the task.
    fn sort_advance(&mut self) -> JsResult<Option<Value>> {
        let Some(task) = self.sort_tasks.last_mut() else {
            return Err(self.type_error("internal: no sort in progress"));
        };
        match task.merge.next(&mut self.temps) {
            MergeStep::Compare(left, right) => {
                let fc = task.comparator;
                let pushed = if self.frames.len() >= MAX_FRAMES {
                    Err(self.range_error("Maximum call stack size exceeded"))
                } else {
                    self.limits.tick().map_err(Throw::Terminate)
                };
                if let Err(e) = pushed {
                    self.sort_abort();
                    return Err(e);
                }
                // SortCompare(right, left) < 0 puts the right value first (stable).
                self.push_fast_frame(
                    &fc,
                    fc.f,
                    Value::UNDEFINED,
                    &[right, left],
                    frame_flags::SORT_COMPARE,
                );
                Ok(None)
            }
            MergeStep::Done(at) => {
                let Some(task) = self.sort_tasks.pop() else { return Ok(None) };
                let mut sorted = self.temps[at..at + task.n].to_vec();
                sorted.resize(task.n + task.undefs, Value::UNDEFINED);
                self.temps.truncate(task.mark);
                // Setters on the object run under the barrier of `Vm::call`.
                array::sort_write_back(self, task.o, sorted, task.holes).map(Some)
            }
        }
    }

    /// A comparator frame of the top task returned `v` (its frame is popped): the
    /// comparison's answer. The sort goes on (`Ok`); when it is done, its result is in
    /// the calling frame's register.
    pub(crate) fn sort_resume(&mut self, v: Value) -> JsResult<()> {
        let n = match v.as_number() {
            Some(n) => n,
            // valueOf and friends run in a nested loop, as in the ordinary built-in.
            None => match self.to_number(v) {
                Ok(n) => n,
                Err(e) => {
                    self.sort_abort();
                    return Err(e);
                }
            },
        };
        let Some(task) = self.sort_tasks.last_mut() else {
            return Err(self.type_error("internal: no sort in progress"));
        };
        let ret_dst = task.ret_dst;
        task.merge.answer(&mut self.temps, n < 0.0);
        if let Some(result) = self.sort_advance()? {
            let Some(caller) = self.frames.last() else {
                return Err(self.type_error("internal: sort without a caller"));
            };
            let at = caller.base as usize + ret_dst as usize;
            if let Some(slot) = self.regs.get_mut(at) {
                *slot = result;
            }
        }
        Ok(())
    }

    /// Ends the top task without a result (its comparator threw, or the run ends).
    pub(crate) fn sort_abort(&mut self) {
        if let Some(task) = self.sort_tasks.pop() {
            self.temps.truncate(task.mark);
        }
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
        assert!(vm.sort_tasks.is_empty() && vm.temps.is_empty());
        vm.set_fuel(Some(200_000));
        let r = vm.eval_script("[3, 1, 2].sort((x, y) => { for (;;) {} })", "t.js");
        assert_eq!(r.err().and_then(|e| e.termination), Some(Termination::Fuel));
        assert!(vm.sort_tasks.is_empty() && vm.temps.is_empty());
        vm.set_fuel(None);
        let v = vm.eval_script("[3, 1, 2].sort((x, y) => x - y).join()", "t.js");
        let shown = v.map(|v| vm.display(v)).unwrap_or_default();
        assert_eq!(shown, "1,2,3");
        assert!(vm.sort_tasks.is_empty() && vm.temps.is_empty());
    }
}
