//! Slice sorts for the engine's own lists (property indices, module exports, typed array
//! elements, JSON entries, the parser's and the wire's tables, RegExp code point sets).
//! Natively they are the standard library's. In the wasm module each call site's
//! instantiation of the standard sorts (quicksort, driftsort, their small sorts) was 2
//! to 4 KiB of code; there they are one bottom-up merge sort, a few hundred bytes per
//! element type, still O(n log n) and stable.

use core::cmp::Ordering;

/// Sorts `v` stably by `cmp` (`slice::sort_by`).
#[cfg(not(target_family = "wasm"))]
#[inline(always)]
pub fn sort_by<T: Clone>(v: &mut [T], cmp: impl FnMut(&T, &T) -> Ordering) {
    v.sort_by(cmp);
}

/// Sorts `v` by `cmp`, equal elements in any order (`slice::sort_unstable_by`).
#[cfg(not(target_family = "wasm"))]
#[inline(always)]
pub fn sort_unstable_by<T: Clone>(v: &mut [T], cmp: impl FnMut(&T, &T) -> Ordering) {
    v.sort_unstable_by(cmp);
}

/// Sorts `v` stably by `cmp` (`slice::sort_by`).
#[cfg(target_family = "wasm")]
pub fn sort_by<T: Clone>(v: &mut [T], cmp: impl FnMut(&T, &T) -> Ordering) {
    merge_sort(v, cmp);
}

/// Sorts `v` by `cmp`, equal elements in any order (here stably).
#[cfg(target_family = "wasm")]
pub fn sort_unstable_by<T: Clone>(v: &mut [T], cmp: impl FnMut(&T, &T) -> Ordering) {
    merge_sort(v, cmp);
}

/// Elements [`sort_by_until`] sorts at a time, and merges between two asks of `stop`.
#[cfg(not(target_family = "wasm"))]
const CHUNK: usize = 4096;

/// Sorts `v` stably by `cmp`, as [`sort_by`] does, asking `stop` between steps of about
/// [`CHUNK`] elements' work (blocks sorted, then merged): a long sort is given up when
/// `stop` says so (a deadline passed), and the answer is false, `v` then holding its
/// elements in some order. A sort of a quarter of a million numbers takes milliseconds.
#[cfg(not(target_family = "wasm"))]
pub fn sort_by_until<T: Clone>(
    v: &mut [T],
    mut cmp: impl FnMut(&T, &T) -> Ordering,
    mut stop: impl FnMut() -> bool,
) -> bool {
    if v.len() <= CHUNK {
        v.sort_by(&mut cmp);
        return true;
    }
    for block in v.chunks_mut(CHUNK) {
        if stop() {
            return false;
        }
        block.sort_by(&mut cmp);
    }
    let mut since = 0;
    merge_runs(v, CHUNK, &mut cmp, || {
        since += 1;
        if since < CHUNK {
            return true;
        }
        since = 0;
        !stop()
    })
}

/// Sorts `v` stably by `cmp`; the module has no interrupt, so `stop` is never asked.
#[cfg(target_family = "wasm")]
pub fn sort_by_until<T: Clone>(
    v: &mut [T],
    cmp: impl FnMut(&T, &T) -> Ordering,
    _stop: impl FnMut() -> bool,
) -> bool {
    merge_sort(v, cmp);
    true
}

/// Sorts `v` in ascending order, equal elements in any order (`slice::sort_unstable`).
pub fn sort_unstable<T: Ord + Clone>(v: &mut [T]) {
    sort_unstable_by(v, T::cmp);
}

/// Sorts `v` stably by the key `f` gives (`slice::sort_by_key`).
pub fn sort_by_key<T: Clone, K: Ord>(v: &mut [T], mut f: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| f(a).cmp(&f(b)));
}

/// A stable bottom-up merge sort: runs of 1, 2, 4, ... merged between two buffers.
#[cfg_attr(not(target_family = "wasm"), allow(dead_code))]
fn merge_sort<T: Clone>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    merge_runs(v, 1, &mut cmp, || true);
}

/// Merges `v`'s sorted runs of `width` elements pairwise, then the runs twice as long,
/// until one is left. `go_on` is asked before each element is placed; when it says no,
/// the answer is false and `v` keeps its elements as they were.
fn merge_runs<T: Clone>(
    v: &mut [T],
    mut width: usize,
    cmp: &mut impl FnMut(&T, &T) -> Ordering,
    mut go_on: impl FnMut() -> bool,
) -> bool {
    let n = v.len();
    if width >= n {
        return true;
    }
    let mut src = v.to_vec();
    let mut dst = src.clone();
    while width < n {
        let mut lo = 0;
        while lo < n {
            let mid = n.min(lo + width);
            let hi = n.min(mid + width);
            let (mut i, mut j) = (lo, mid);
            for out in &mut dst[lo..hi] {
                if !go_on() {
                    return false;
                }
                // The right run's element goes first only if strictly less: stable.
                let right = j < hi && (i >= mid || cmp(&src[j], &src[i]) == Ordering::Less);
                let from = if right { &mut j } else { &mut i };
                *out = src[*from].clone();
                *from += 1;
            }
            lo = hi;
        }
        core::mem::swap(&mut src, &mut dst);
        width = width.saturating_mul(2);
    }
    v.clone_from_slice(&src);
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn merge_sort_is_stable_and_sorted() {
        for n in 0..40u32 {
            // Keys repeat (n % 7) so that stability shows in the second component.
            let mut v: Vec<(u32, u32)> = (0..n).map(|i| ((i * 5 + 3) % 7, i)).collect();
            let mut want = v.clone();
            want.sort_by_key(|x| x.0);
            merge_sort(&mut v, |a, b| a.0.cmp(&b.0));
            assert_eq!(v, want, "n = {n}");
        }
    }

    #[test]
    fn the_public_sorts_sort() {
        let mut v = vec![5u32, 1, 4, 1, 3];
        sort_unstable(&mut v);
        assert_eq!(v, [1, 1, 3, 4, 5]);
        let mut pairs = vec![(2, 'a'), (1, 'b'), (2, 'c'), (1, 'd')];
        sort_by_key(&mut pairs, |p| p.0);
        assert_eq!(pairs, [(1, 'b'), (1, 'd'), (2, 'a'), (2, 'c')]);
        sort_by(&mut pairs, |a, b| b.1.cmp(&a.1));
        assert_eq!(pairs, [(1, 'd'), (2, 'c'), (1, 'b'), (2, 'a')]);
    }

    /// Long inputs (blocks, then merges of unequal runs) come out as the standard
    /// library's stable sort gives them; a `stop` that says so ends the sort early.
    #[test]
    fn sort_by_until_sorts_stably_and_stops() {
        for n in [0usize, 1, 4095, 4096, 4097, 10_000, 3 * 4096 + 17] {
            let mut v: Vec<(u32, usize)> = (0..n).map(|i| ((i as u32 * 7919) % 97, i)).collect();
            let mut want = v.clone();
            want.sort_by_key(|x| x.0);
            let mut asked = 0;
            assert!(sort_by_until(
                &mut v,
                |a, b| a.0.cmp(&b.0),
                || {
                    asked += 1;
                    false
                }
            ));
            assert_eq!(v, want, "n = {n}");
            #[cfg(not(target_family = "wasm"))]
            assert!(n <= CHUNK || asked >= n / CHUNK, "n = {n}: asked {asked} times");
        }
        let mut v: Vec<u32> = (0..100_000).rev().collect();
        let mut asked = 0;
        let done = sort_by_until(&mut v, u32::cmp, || {
            asked += 1;
            asked == 3
        });
        #[cfg(not(target_family = "wasm"))]
        assert!(!done && asked == 3);
        let _ = done;
    }
}
