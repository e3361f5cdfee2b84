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
    let n = v.len();
    if n < 2 {
        return;
    }
    let mut src = v.to_vec();
    let mut dst = v.to_vec();
    let mut width = 1;
    while width < n {
        let mut lo = 0;
        while lo < n {
            let mid = n.min(lo + width);
            let hi = n.min(mid + width);
            let (mut i, mut j) = (lo, mid);
            for out in &mut dst[lo..hi] {
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
}
