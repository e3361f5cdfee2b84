//! SortIndexedProperties' sort (ECMA-262 sec-sortindexedproperties) and
//! CompareArrayElements (sec-comparearrayelements): the stable merge sort that
//! Array.prototype.sort, toSorted, the typed arrays' sort and the dispatch loop's
//! SortTask share.

use crate::string::{Str, flatten};
use crate::value::Value;
use crate::value::number::int_digits;
use crate::vm::{JsResult, Vm};

/// SortIndexedProperties' sorting step (ECMA-262 sec-sortindexedproperties): a stable
/// bottom-up merge sort of `items` by SortCompare, undefined values last.
///
/// The comparator is called with `call_rooted`, so collections run inside it (a long
/// sort whose comparator allocates frees its garbage as it goes); the values being
/// sorted and the merge buffer therefore live in `Vm::temps`, rooted, and the merge
/// works on indices into them.
pub(crate) fn sort_values(vm: &mut Vm, cmp: Value, mut items: Vec<Value>) -> JsResult<Vec<Value>> {
    let undefs = take_undefined(&mut items);
    if cmp.is_undefined() {
        // A comparator's calls pay for themselves; without one, the sort pays here,
        // before it runs, for its keys and comparisons.
        let n = items.len();
        let fuel = crate::limits::sort_comparisons(n)
            .saturating_mul(crate::limits::SORT_COMPARE_FUEL)
            .saturating_add((n as u64).saturating_mul(crate::limits::SORT_KEY_FUEL));
        vm.limits.charge(fuel).map_err(crate::vm::Throw::Terminate)?;
    }
    #[cfg(not(target_family = "wasm"))]
    let keyed = if cmp.is_undefined() { sort_by_string_keys(vm, &items)? } else { None };
    // The wasm module compares in place per comparison (`sort_compare`): the key table
    // and its sort would pass the module's size budget (wasm/README.md).
    #[cfg(target_family = "wasm")]
    let keyed = None;
    let mut sorted = match keyed {
        Some(sorted) => sorted,
        None => merge_sort_rooted(vm, &items, cmp, |vm, left, right| {
            Ok(sort_compare(vm, cmp, right, left)? < 0.0)
        })?,
    };
    sorted.resize(sorted.len() + undefs, Value::UNDEFINED);
    Ok(sorted)
}

/// The string SortCompare's default order compares for a value.
#[cfg(not(target_family = "wasm"))]
enum Key {
    /// A string (flattened).
    Text(cairn_gc::Handle<crate::string::JsString>),
    /// A number, boolean or null, written out.
    Ascii(Box<str>),
}

/// SortCompare without a comparator for values that are all strings, numbers, booleans
/// or null: ToString runs no script and cannot fail for them, so each value is converted
/// once instead of at every comparison, which no script can tell, and the values are put
/// in their strings' code unit order by a stable sort. `None` when a value is an object,
/// a symbol or a BigInt (the merge sort converts those per comparison). The sort stops
/// at the interrupt (the interrupt termination).
#[cfg(not(target_family = "wasm"))]
fn sort_by_string_keys(vm: &mut Vm, items: &[Value]) -> JsResult<Option<Vec<Value>>> {
    let mut keyed: Vec<(Value, Key)> = Vec::new();
    if keyed.try_reserve_exact(items.len()).is_err() {
        return Ok(None);
    }
    for (i, &v) in items.iter().enumerate() {
        // A number's key is a string made (about 50 ns): the interrupt is read between
        // blocks of them, as the sort reads it between its steps.
        vm.limits.poll_item(i)?;
        let key = if let Some(s) = v.as_string() {
            flatten(&mut vm.heap, s);
            Key::Text(s)
        } else if let Some(n) = v.as_number() {
            Key::Ascii(crate::value::number::number_to_string(n).into())
        } else if let Some(b) = v.as_bool() {
            Key::Ascii(if b { "true" } else { "false" }.into())
        } else if v.is_null() {
            Key::Ascii("null".into())
        } else {
            return Ok(None);
        };
        keyed.push((v, key));
    }
    // The positions are sorted, not the pairs: a merge copies what it sorts, and a
    // copy of a key is an allocation.
    let mut order: Vec<u32> = (0..keyed.len() as u32).collect();
    let (heap, limits) = (&vm.heap, &vm.limits);
    let text = |i: &u32| key_text(heap, &keyed[*i as usize].1);
    let sorted = cairn_sort::sort_by_until(
        &mut order,
        |a, b| text(a).cmp_units(text(b)),
        || limits.interrupted_now(),
    );
    if !sorted {
        return Err(crate::vm::Throw::Terminate(crate::limits::Termination::Interrupted));
    }
    Ok(Some(order.into_iter().map(|i| keyed[i as usize].0).collect()))
}

/// The code units of a sort key.
#[cfg(not(target_family = "wasm"))]
fn key_text<'a>(heap: &'a cairn_gc::Heap<crate::heap::VmHeap>, k: &'a Key) -> Str<'a> {
    match k {
        Key::Text(s) => heap.get(*s).flat().unwrap_or(Str::Latin1(&[])),
        Key::Ascii(a) => Str::Latin1(a.as_bytes()),
    }
}

/// Removes the undefined values of `items` (they sort last, uncompared): how many.
pub(crate) fn take_undefined(items: &mut Vec<Value>) -> usize {
    let mut undefs = 0;
    items.retain(|v| {
        let u = v.is_undefined();
        undefs += u as usize;
        !u
    });
    undefs
}

/// A stable bottom-up merge sort of `values`: `take_right(vm, left, right)` says whether
/// `right` goes before `left` (it may throw, and may call JS with collections allowed).
/// The values and the merge buffer live in `Vm::temps` while it runs, rooted with
/// `comparator`, and the merge works on indices into them.
pub(crate) fn merge_sort_rooted(
    vm: &mut Vm,
    values: &[Value],
    comparator: Value,
    mut take_right: impl FnMut(&mut Vm, Value, Value) -> JsResult<bool>,
) -> JsResult<Vec<Value>> {
    let n = values.len();
    // temps[mark] is the comparator; then two runs of n values that swap roles (source
    // and destination) at each width.
    let mark = vm.temps.len();
    vm.temps.push(comparator);
    vm.temps.extend_from_slice(values);
    vm.temps.extend_from_slice(values);
    let mut merge = MergeSort::new(mark + 1, n);
    let r = (|| loop {
        match merge.next(&mut vm.temps) {
            MergeStep::Compare(..) => {
                // The pair is merged here with its cursors in locals (the comparison
                // `next` asked for is the first of this loop).
                let (src, dst, mid, hi) = (merge.src, merge.dst, merge.mid, merge.hi);
                let (mut l, mut r, mut k) = (merge.l, merge.r, merge.k);
                while l < mid && r < hi {
                    // A comparator cannot shorten `temps` below this sort's mark (every
                    // user of it truncates back to its own mark), so the indices hold.
                    let (left, right) = (vm.temps[src + l], vm.temps[src + r]);
                    if take_right(vm, left, right)? {
                        vm.temps[dst + k] = right;
                        r += 1;
                    } else {
                        vm.temps[dst + k] = left;
                        l += 1;
                    }
                    k += 1;
                }
                (merge.l, merge.r, merge.k) = (l, r, k);
            }
            MergeStep::Done(at) => return Ok(vm.temps[at..at + n].to_vec()),
        }
    })();
    vm.temps.truncate(mark);
    r
}

/// A stable bottom-up merge sort of `n` values at `temps[first..first + n]` (with room
/// for as many after them) that stops at each comparison: [`MergeSort::next`] says which
/// two values to compare, [`MergeSort::answer`] takes the result. Run to completion by
/// `merge_sort_rooted`, and one comparison at a time by a `SortTask`, whose comparator
/// runs in the dispatch loop between the two calls.
#[derive(Clone, Copy, Debug)]
pub(crate) struct MergeSort {
    n: usize,
    /// Where the runs of this width are read from and merged to (absolute `temps` indices).
    src: usize,
    dst: usize,
    width: usize,
    /// The start of the next run pair of this width.
    next: usize,
    /// The run pair being merged: `src[l..mid]` and `src[r..hi]` into `dst[k..]` (none:
    /// both empty).
    l: usize,
    mid: usize,
    r: usize,
    hi: usize,
    k: usize,
}

/// What a [`MergeSort`] needs next.
pub(crate) enum MergeStep {
    /// Compare these two (left, right): does right go first?
    Compare(Value, Value),
    /// Sorted: the values are at `temps[at..at + n]`.
    Done(usize),
}

impl MergeSort {
    /// A sort of the `n` values at `temps[first..]`.
    pub(crate) fn new(first: usize, n: usize) -> MergeSort {
        MergeSort {
            n,
            src: first,
            dst: first + n,
            width: 1,
            next: 0,
            l: 0,
            mid: 0,
            r: 0,
            hi: 0,
            k: 0,
        }
    }

    /// Merges until a comparison is needed, or the sort is done.
    #[inline(always)]
    pub(crate) fn next(&mut self, temps: &mut [Value]) -> MergeStep {
        if self.l < self.mid && self.r < self.hi {
            return MergeStep::Compare(temps[self.src + self.l], temps[self.src + self.r]);
        }
        self.next_pair(temps)
    }

    /// [`MergeSort::next`] at the end of a run pair: the rest of the pair, then the
    /// next pair (and the next width) until a comparison is needed.
    #[inline(never)]
    fn next_pair(&mut self, temps: &mut [Value]) -> MergeStep {
        loop {
            // One run is used up: the rest of the other follows in order.
            let (src, dst) = (self.src, self.dst);
            temps.copy_within(src + self.l..src + self.mid, dst + self.k);
            self.k += self.mid - self.l;
            temps.copy_within(src + self.r..src + self.hi, dst + self.k);
            self.k += self.hi - self.r;
            (self.l, self.r) = (self.mid, self.hi);
            if self.width >= self.n {
                return MergeStep::Done(self.src);
            }
            if self.next >= self.n {
                // Every pair of this width is merged: the next width reads what it wrote.
                core::mem::swap(&mut self.src, &mut self.dst);
                self.width *= 2;
                self.next = 0;
                continue;
            }
            let i = self.next;
            self.mid = (i + self.width).min(self.n);
            self.hi = (i + 2 * self.width).min(self.n);
            (self.l, self.r, self.k) = (i, self.mid, i);
            self.next = self.hi;
            if self.r < self.hi {
                return MergeStep::Compare(temps[self.src + self.l], temps[self.src + self.r]);
            }
        }
    }

    /// The answer to the last [`MergeStep::Compare`]: whether the right value goes first.
    #[inline(always)]
    pub(crate) fn answer(&mut self, temps: &mut [Value], take_right: bool) {
        let from = if take_right { &mut self.r } else { &mut self.l };
        temps[self.dst + self.k] = temps[self.src + *from];
        *from += 1;
        self.k += 1;
    }
}

fn sort_compare(vm: &mut Vm, cmp: Value, x: Value, y: Value) -> JsResult<f64> {
    if !cmp.is_undefined() {
        // The arguments are rooted for the call; `v` is only converted (valueOf runs
        // under the barrier of `Vm::call`).
        let v = vm.call_rooted(cmp, Value::UNDEFINED, &[x, y], Value::UNDEFINED)?;
        let n = vm.to_number(v)?;
        return Ok(if n.is_nan() { 0.0 } else { n });
    }
    // Strings and small integers are compared where their text is, without copies.
    let order = if let (Some(a), Some(b)) = (x.as_int(), y.as_int()) {
        let (mut ba, mut bb) = ([0u8; 11], [0u8; 11]);
        int_digits(a, &mut ba).cmp(int_digits(b, &mut bb))
    } else {
        let xs = vm.to_string(x)?;
        let ys = vm.to_string(y)?;
        flatten(&mut vm.heap, xs);
        flatten(&mut vm.heap, ys);
        let text = |s: cairn_gc::Handle<crate::string::JsString>| {
            vm.heap.get(s).flat().unwrap_or(Str::Latin1(&[]))
        };
        text(xs).cmp_units(text(ys))
    };
    Ok(match order {
        core::cmp::Ordering::Less => -1.0,
        core::cmp::Ordering::Equal => 0.0,
        core::cmp::Ordering::Greater => 1.0,
    })
}
