//! The searches of String.prototype (indexOf, lastIndexOf, includes, startsWith,
//! endsWith) and the substring search they share, linear in the worst case.

use cairn_gc::Handle;

use super::{clamp_index, this_str};
use crate::builtins::{NativeCx, arg};
use crate::string::{JsString, Str};
use crate::value::Value;
use crate::vm::{JsResult, Vm};

pub(super) fn find<T: Copy + Eq>(hay: &[T], needle: &[T], from: usize) -> Option<usize> {
    if needle.is_empty() {
        return (from <= hay.len()).then_some(from);
    }
    let m = needle.len();
    let last = hay.len().checked_sub(m)?;
    // A comparison at each position whose first unit matches, as long as those have
    // cost little; past that (a long needle of repeats in a long haystack would be
    // quadratic), Knuth-Morris-Pratt from there on, linear in both lengths. The budget
    // is of the positions this search covers, not of the whole haystack: a search in
    // windows (`search_str`, `ScanMeter::find`) calls it once a window.
    let budget = (last + 1).saturating_sub(from).saturating_mul(4).saturating_add(m);
    let mut work = 0usize;
    let first = needle[0];
    for i in from..=last {
        if hay[i] != first {
            continue;
        }
        if hay[i..i + m] == *needle {
            return Some(i);
        }
        work += m;
        if work > budget {
            return kmp_find(&hay[i + 1..], needle).map(|j| i + 1 + j);
        }
    }
    None
}

/// The last occurrence of `needle` in `hay` starting at or before `max_start`, with
/// the same guard against quadratic work as [`find`] (the search runs on the
/// reversed texts once the direct comparisons have cost too much).
fn rfind<T: Copy + Eq>(hay: &[T], needle: &[T], max_start: usize) -> Option<usize> {
    let m = needle.len();
    let last = hay.len().checked_sub(m)?.min(max_start);
    if m == 0 {
        return Some(last);
    }
    // As in `find`: a budget of the positions covered.
    let budget = (last + 1).saturating_mul(4).saturating_add(m);
    let mut work = 0usize;
    for i in (0..=last).rev() {
        if hay[i] != needle[0] {
            continue;
        }
        if hay[i..i + m] == *needle {
            return Some(i);
        }
        work += m;
        if work > budget {
            // The occurrences starting before `i` end before `i + m - 1`: the first
            // match of the reversed needle in that prefix read backwards.
            let hay = &hay[..i + m - 1];
            let (h, n) = (hay.len(), m);
            let j = kmp(|k| hay[h - 1 - k], h, |k| needle[n - 1 - k], n)?;
            return Some(h - j - m);
        }
    }
    None
}

/// Knuth-Morris-Pratt: the first occurrence of a non-empty `needle` in `hay`.
fn kmp_find<T: Copy + Eq>(hay: &[T], needle: &[T]) -> Option<usize> {
    kmp(|k| hay[k], hay.len(), |k| needle[k], needle.len())
}

/// Knuth-Morris-Pratt over texts read through `hay(k)` and `needle(k)` (so that
/// [`rfind`] can search both backwards without copying them): the first index at
/// which the non-empty needle occurs.
fn kmp<T: Eq>(
    hay: impl Fn(usize) -> T,
    hay_len: usize,
    needle: impl Fn(usize) -> T,
    needle_len: usize,
) -> Option<usize> {
    // fail[k]: the length of the longest proper border of needle[..=k].
    let mut fail = vec![0usize; needle_len];
    let mut k = 0;
    for q in 1..needle_len {
        while k > 0 && needle(q) != needle(k) {
            k = fail[k - 1];
        }
        if needle(q) == needle(k) {
            k += 1;
        }
        fail[q] = k;
    }
    let mut k = 0;
    for i in 0..hay_len {
        let c = hay(i);
        while k > 0 && needle(k) != c {
            k = fail[k - 1];
        }
        if needle(k) == c {
            k += 1;
        }
        if k == needle_len {
            return Some(i + 1 - k);
        }
    }
    None
}

/// What [`search_str`] looks for.
#[derive(Clone, Copy)]
enum Search {
    /// The first occurrence at or after the index.
    First(usize),
    /// The last occurrence starting at or before the index.
    Last(usize),
    /// An occurrence starting exactly at the index.
    At(usize),
}

impl Search {
    fn run<T: Copy + Eq>(self, hay: &[T], needle: &[T]) -> Option<usize> {
        match self {
            Search::First(from) => find(hay, needle, from),
            Search::Last(max_start) => rfind(hay, needle, max_start),
            Search::At(pos) => {
                let end = pos.checked_add(needle.len())?;
                (hay.get(pos..end)? == needle).then_some(pos)
            }
        }
    }
}

/// String units a search goes over between two fuel charges (each also a look at the
/// interrupt): a search over a long string pays as it goes and stops on time.
const SEARCH_CHUNK: usize = 1 << 16;

/// The fuel of a loop that scans a string and writes another as it goes (replace,
/// replaceAll), paid every [`SEARCH_CHUNK`] units of progress (units scanned plus units
/// written), at the scan rate: a loop with a million matches is one call of the
/// builtin, and must still stop on time.
pub(super) struct ScanMeter {
    paid: usize,
    /// Units of progress per unit of fuel.
    units_per_fuel: u64,
    /// Matches counted and not yet paid (see [`ScanMeter::matched`]).
    matches: u64,
}

/// Matches a [`ScanMeter`] counts between two charges of their fuel (each also a look
/// at the interrupt): a few microseconds of work when they are dense.
const MATCHES_PER_CHARGE: u64 = 256;

impl ScanMeter {
    /// A meter for memchr's passes over one-byte text (see `SCAN_UNITS_PER_FUEL`).
    pub(super) fn bytes() -> ScanMeter {
        ScanMeter { paid: 0, units_per_fuel: crate::limits::SCAN_UNITS_PER_FUEL, matches: 0 }
    }

    /// A meter for the generic search over code units (see `SEARCH_UNITS_PER_FUEL`).
    pub(super) fn units() -> ScanMeter {
        ScanMeter { paid: 0, units_per_fuel: crate::limits::SEARCH_UNITS_PER_FUEL, matches: 0 }
    }

    /// Notes that the loop has come to `progress` units; charges when a chunk is due.
    #[inline]
    pub(super) fn reach(&mut self, limits: &mut crate::Limits, progress: usize) -> JsResult<()> {
        if progress >= self.paid.saturating_add(SEARCH_CHUNK) {
            self.pay(limits, progress)?;
        }
        Ok(())
    }

    /// Counts a match the loop handles (found, or written into the result); every
    /// [`MATCHES_PER_CHARGE`] matches pay [`crate::limits::MATCH_FUEL`] each.
    #[inline]
    pub(super) fn matched(&mut self, limits: &mut crate::Limits) -> JsResult<()> {
        self.matches += 1;
        if self.matches == MATCHES_PER_CHARGE {
            self.matches = 0;
            limits
                .charge(MATCHES_PER_CHARGE * crate::limits::MATCH_FUEL)
                .map_err(crate::vm::Throw::Terminate)?;
        }
        Ok(())
    }

    /// The first occurrence of a needle of `needle_len` units in `hay` at or after
    /// `from`, found by `find` (which searches a prefix of `hay` from a position) a
    /// window of [`SEARCH_CHUNK`] starting positions at a time, each paid before it is
    /// searched.
    pub(super) fn find<T>(
        &mut self,
        limits: &mut crate::Limits,
        hay: &[T],
        needle_len: usize,
        mut from: usize,
        find: impl Fn(&[T], usize) -> Option<usize>,
    ) -> JsResult<Option<usize>> {
        loop {
            if from > hay.len() {
                return Ok(None);
            }
            // Occurrences starting in [from, window - needle_len] end within the window.
            let window = from.saturating_add(SEARCH_CHUNK + needle_len).min(hay.len());
            self.reach(limits, window)?;
            if let Some(p) = find(&hay[..window], from) {
                return Ok(Some(p));
            }
            if window == hay.len() {
                return Ok(None);
            }
            from = (window + 1).saturating_sub(needle_len.max(1));
        }
    }

    /// Charges what was not yet paid up to `progress`.
    fn pay(&mut self, limits: &mut crate::Limits, progress: usize) -> JsResult<()> {
        let units = progress.saturating_sub(self.paid);
        self.paid = self.paid.max(progress);
        limits.charge_pass(units, self.units_per_fuel)
    }
}

/// Searches the string `hay` for the string `needle` on their own representations
/// (one byte or two per unit), without copying the haystack: a scanning loop of
/// `indexOf(sep, i)` over a long string stays linear. It goes over the haystack in
/// windows of [`SEARCH_CHUNK`] starting positions (at least the needle's length, so
/// that the work stays linear), paying for each (see `SCAN_UNITS_PER_FUEL`).
fn search_str(
    vm: &mut Vm,
    hay: Handle<JsString>,
    needle: Handle<JsString>,
    how: Search,
) -> JsResult<Option<usize>> {
    crate::string::flatten(&mut vm.heap, hay);
    crate::string::flatten(&mut vm.heap, needle);
    let (hay_len, needle_len) = (vm.heap.get(hay).len as usize, vm.heap.get(needle).len as usize);
    let step = SEARCH_CHUNK.max(needle_len);
    // One-byte text searched forwards goes through memchr (see `search_flat`).
    let rate = if vm.heap.get(hay).latin1 && matches!(how, Search::First(_)) {
        crate::limits::SCAN_UNITS_PER_FUEL
    } else {
        crate::limits::SEARCH_UNITS_PER_FUEL
    };
    let charge = |vm: &mut Vm, units: usize| vm.limits.charge_pass(units, rate);
    match how {
        Search::At(_) => {
            charge(vm, needle_len)?;
            Ok(search_flat(vm, hay, needle, how, 0..hay_len))
        }
        Search::First(from) => {
            let mut start = from;
            loop {
                // Occurrences starting in [start, start + step) end before `end`.
                let end = start.saturating_add(step + needle_len - 1).min(hay_len);
                charge(vm, end.saturating_sub(start))?;
                let found = search_flat(vm, hay, needle, Search::First(start), 0..end);
                if found.is_some() || end >= hay_len {
                    return Ok(found);
                }
                start += step;
            }
        }
        Search::Last(max_start) => {
            let mut hi = max_start;
            loop {
                // Occurrences starting in [lo, hi].
                let lo = (hi + 1).saturating_sub(step);
                charge(vm, (hi - lo + needle_len).min(hay_len.saturating_sub(lo)))?;
                let found = search_flat(vm, hay, needle, Search::Last(hi - lo), lo..hay_len)
                    .map(|i| lo + i);
                if found.is_some() || lo == 0 {
                    return Ok(found);
                }
                hi = lo - 1;
            }
        }
    }
}

/// [`Search::run`] on the two flat strings, in the part `part` of the haystack (the
/// index found is relative to its start).
fn search_flat(
    vm: &Vm,
    hay: Handle<JsString>,
    needle: Handle<JsString>,
    how: Search,
    part: std::ops::Range<usize>,
) -> Option<usize> {
    let h = vm.heap.get(hay).flat().unwrap_or(Str::Latin1(&[]));
    let n = vm.heap.get(needle).flat().unwrap_or(Str::Latin1(&[]));
    match (h, n) {
        // One-byte text searched forwards: memchr's memmem (SIMD, and linear for any
        // needle, where the generic search falls back to Knuth-Morris-Pratt).
        (Str::Latin1(h), Str::Latin1(n)) if let Search::First(from) = how => {
            memchr::memmem::find(h.get(part)?.get(from..)?, n).map(|i| from + i)
        }
        (Str::Latin1(h), Str::Latin1(n)) => how.run(h.get(part)?, n),
        (Str::Utf16(h), Str::Utf16(n)) => how.run(h.get(part)?, n),
        (Str::Utf16(h), Str::Latin1(n)) => {
            let n: Vec<u16> = n.iter().map(|&b| b as u16).collect();
            how.run(h.get(part)?, &n)
        }
        (Str::Latin1(h), Str::Utf16(n)) => {
            // A needle with a unit above U+00FF does not occur in one-byte text.
            let n: Vec<u8> = n.iter().map(|&u| u8::try_from(u).ok()).collect::<Option<_>>()?;
            how.run(h.get(part)?, &n)
        }
    }
}

/// ECMA-262 sec-string.prototype.indexof
pub(super) fn index_of(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let s = this_str(vm, this, "indexOf")?;
    let search = vm.to_string(arg(args, 0))?;
    let pos = vm.to_integer_or_infinity(arg(args, 1))?;
    let start = clamp_index(pos, vm.heap.get(s).len as usize);
    Ok(search_str(vm, s, search, Search::First(start))?.map_or(Value::int(-1), Value::from_usize))
}

/// ECMA-262 sec-string.prototype.lastindexof
pub(super) fn last_index_of(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let s = this_str(vm, this, "lastIndexOf")?;
    let search = vm.to_string(arg(args, 0))?;
    let n = vm.to_number(arg(args, 1))?;
    let pos = if n.is_nan() { f64::INFINITY } else { n.trunc() };
    let start = clamp_index(pos, vm.heap.get(s).len as usize);
    Ok(search_str(vm, s, search, Search::Last(start))?.map_or(Value::int(-1), Value::from_usize))
}

/// ECMA-262 sec-string.prototype.includes
pub(super) fn includes(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let s = this_str(vm, this, "includes")?;
    // RegExp: IsRegExp(searchString) is a TypeError.
    if vm.is_regexp(arg(args, 0))? {
        return Err(vm.type_error("String.prototype.includes does not accept a RegExp"));
    }
    let search = vm.to_string(arg(args, 0))?;
    let pos = vm.to_integer_or_infinity(arg(args, 1))?;
    let start = clamp_index(pos, vm.heap.get(s).len as usize);
    Ok(Value::bool(search_str(vm, s, search, Search::First(start))?.is_some()))
}

/// ECMA-262 sec-string.prototype.startswith
pub(super) fn starts_with(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let s = this_str(vm, this, "startsWith")?;
    // RegExp: IsRegExp(searchString) is a TypeError.
    if vm.is_regexp(arg(args, 0))? {
        return Err(vm.type_error("String.prototype.startsWith does not accept a RegExp"));
    }
    let search = vm.to_string(arg(args, 0))?;
    let pos = vm.to_integer_or_infinity(arg(args, 1))?;
    let start = clamp_index(pos, vm.heap.get(s).len as usize);
    Ok(Value::bool(search_str(vm, s, search, Search::At(start))?.is_some()))
}

/// ECMA-262 sec-string.prototype.endswith
pub(super) fn ends_with(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let s = this_str(vm, this, "endsWith")?;
    // RegExp: IsRegExp(searchString) is a TypeError.
    if vm.is_regexp(arg(args, 0))? {
        return Err(vm.type_error("String.prototype.endsWith does not accept a RegExp"));
    }
    let search = vm.to_string(arg(args, 0))?;
    let len = vm.heap.get(s).len as usize;
    let end = if arg(args, 1).is_undefined() {
        len
    } else {
        clamp_index(vm.to_integer_or_infinity(args[1])?, len)
    };
    let Some(start) = end.checked_sub(vm.heap.get(search).len as usize) else {
        return Ok(Value::FALSE);
    };
    Ok(Value::bool(search_str(vm, s, search, Search::At(start))?.is_some()))
}

#[cfg(test)]
mod tests {
    use super::{find, rfind};

    fn naive_find(hay: &[u16], needle: &[u16], from: usize) -> Option<usize> {
        let last = hay.len().checked_sub(needle.len())?;
        (from..=last).find(|&i| hay[i..i + needle.len()] == *needle)
    }

    fn naive_rfind(hay: &[u16], needle: &[u16], max_start: usize) -> Option<usize> {
        let last = hay.len().checked_sub(needle.len())?.min(max_start);
        (0..=last).rev().find(|&i| hay[i..i + needle.len()] == *needle)
    }

    /// Deterministic pseudo-random units over a small alphabet (so that borders and
    /// near-misses are common).
    fn units(seed: &mut u64, len: usize, alphabet: u16) -> Vec<u16> {
        (0..len)
            .map(|_| {
                *seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                b'a' as u16 + ((*seed >> 33) as u16 % alphabet)
            })
            .collect()
    }

    #[test]
    fn searches_agree_with_the_naive_ones_also_after_switching_to_kmp() {
        let mut seed = 7;
        for round in 0..3000 {
            let alphabet = 1 + (round % 3) as u16;
            let hay = units(&mut seed, round % 97, alphabet);
            let needle = units(&mut seed, round % 13, alphabet);
            for from in [0, 1, hay.len() / 2, hay.len()] {
                assert_eq!(find(&hay, &needle, from), naive_find(&hay, &needle, from));
                assert_eq!(rfind(&hay, &needle, from), naive_rfind(&hay, &needle, from));
            }
        }
        // Long needles of repeats: the direct comparisons exceed their budget and the
        // searches finish with Knuth-Morris-Pratt.
        let a = b'a' as u16;
        let mut hay = vec![a; 5000];
        let mut needle = vec![a; 400];
        needle.push(b'b' as u16);
        assert_eq!(find(&hay, &needle, 0), None);
        assert_eq!(rfind(&hay, &needle, hay.len()), None);
        hay[3000] = b'b' as u16;
        hay[4500] = b'b' as u16;
        assert_eq!(find(&hay, &needle, 0), Some(2600));
        assert_eq!(rfind(&hay, &needle, hay.len()), Some(4100));
        assert_eq!(rfind(&hay, &needle, 4099), Some(2600));
        let mut rev = needle.clone();
        rev.reverse();
        assert_eq!(find(&hay, &rev, 0), Some(3000));
        assert_eq!(rfind(&hay, &rev, hay.len()), Some(4500));
    }
}
