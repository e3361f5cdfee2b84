//! Array.prototype.sort (ECMA-262 sec-array.prototype.sort). The merge sort it shares
//! with toSorted, the typed arrays and the dispatch loop's SortTask is in `ops/sort.rs`
//! (SortIndexedProperties, CompareArrayElements); its steps before and after the sort,
//! which the SortTask runs too, are in `ops/array.rs`.

use super::*;
use crate::builtins::{NativeCx, arg};
use crate::ops::array::{sort_collect, sort_write_back};
use crate::ops::sort::sort_values;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// ECMA-262 sec-array.prototype.sort (a stable merge sort; SortCompare). A call from
/// the dispatch loop with a plain closure as comparator runs as a [`SortTask`] instead
/// (`Vm::sort_start`): the comparator's frames then run in the caller's loop.
///
/// [`SortTask`]: crate::interp::native_task::SortTask
pub(crate) fn sort(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let cmp = arg(args, 0);
    let (o, items, holes) = sort_collect(vm, this, cmp)?;
    // The object is only in this local (a boxed primitive `this`) while the comparator
    // runs, and collections run inside it.
    let mark = root_for_callbacks(vm, &[Value::object(o)]);
    let items = sort_values(vm, cmp, items);
    vm.temps.truncate(mark);
    sort_write_back(vm, o, items?, holes)
}
