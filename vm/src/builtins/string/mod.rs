//! String objects (ECMA-262 sec-string-objects) and String Iterators.

pub(crate) mod annex_b;
// localeCompare without ECMA-402 (with it: builtins/intl/collator.rs).
#[cfg(not(feature = "intl"))]
mod collation;
pub(crate) mod unicode;

use cairn_gc::Handle;

use super::{NativeCx, NativeId, arg};
use crate::object::{JsObject, ObjectKind, attrs};
use crate::string::{JsString, PropertyKey, Str};
use crate::value::Value;
use crate::value::number::is_js_whitespace;
use crate::vm::{JsResult, Vm};

/// `this` coerced: RequireObjectCoercible + ToString.
fn this_str(vm: &mut Vm, this: Value, what: &str) -> JsResult<Handle<JsString>> {
    if this.is_nullish() {
        return Err(vm.type_error(&format!("String.prototype.{what} called on null or undefined")));
    }
    vm.to_string(this)
}

fn units_of(vm: &mut Vm, s: Handle<JsString>) -> Vec<u16> {
    vm.flat(s).to_units()
}

fn clamp_index(n: f64, len: usize) -> usize {
    if n < 0.0 { 0 } else { (n as usize).min(len) }
}

/// ECMA-262 sec-string-constructor-string-value
pub(crate) fn constructor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let s = if args.is_empty() {
        vm.atoms.string(crate::names::EMPTY)
    } else if cx.new_target.is_undefined()
        && let Some(sym) = args[0].as_symbol()
    {
        let text = vm.symbol_descriptive_string(sym);
        vm.alloc_str(&text)?
    } else {
        vm.to_string(args[0])?
    };
    if cx.new_target.is_undefined() {
        return Ok(Value::string(s));
    }
    let proto = vm.prototype_from_constructor(cx.new_target, vm.realm.string_prototype)?;
    Ok(Value::object(vm.alloc_object(ObjectKind::String(s), Some(proto))?))
}

/// ECMA-262 sec-string.fromcharcode
pub(crate) fn from_char_code(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let mut units = Vec::with_capacity(args.len());
    for &a in args {
        units.push(vm.to_uint32(a)? as u16);
    }
    if units.len() == 1 {
        return vm.single_unit_string(units[0]);
    }
    Ok(Value::string(vm.alloc_units(units)?))
}

/// ECMA-262 sec-string.prototype.charat
pub(crate) fn char_at(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let s = this_str(vm, this, "charAt")?;
    let pos = vm.to_integer_or_infinity(arg(args, 0))?;
    let len = vm.heap.get(s).len as f64;
    if pos < 0.0 || pos >= len {
        return Ok(vm.atom_value(crate::names::EMPTY));
    }
    let unit = vm.flat(s).at(pos as usize);
    vm.single_unit_string(unit)
}

/// ECMA-262 sec-string.prototype.charcodeat
pub(crate) fn char_code_at(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let s = this_str(vm, this, "charCodeAt")?;
    let pos = vm.to_integer_or_infinity(arg(args, 0))?;
    let len = vm.heap.get(s).len as f64;
    if pos < 0.0 || pos >= len {
        return Ok(Value::NAN);
    }
    Ok(Value::int(vm.flat(s).at(pos as usize) as i32))
}

/// ECMA-262 sec-string.prototype.codepointat
pub(crate) fn code_point_at(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let s = this_str(vm, this, "codePointAt")?;
    let pos = vm.to_integer_or_infinity(arg(args, 0))?;
    let len = vm.heap.get(s).len as f64;
    if pos < 0.0 || pos >= len {
        return Ok(Value::UNDEFINED);
    }
    let f = vm.flat(s);
    let i = pos as usize;
    let first = f.at(i);
    if (0xD800..0xDC00).contains(&first) && i + 1 < f.len() {
        let second = f.at(i + 1);
        if (0xDC00..0xE000).contains(&second) {
            return Ok(Value::int(
                ((first as i32 - 0xD800) << 10) + (second as i32 - 0xDC00) + 0x10000,
            ));
        }
    }
    Ok(Value::int(first as i32))
}

/// ECMA-262 sec-string.prototype.at
pub(crate) fn at(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let s = this_str(vm, this, "at")?;
    let len = vm.heap.get(s).len as f64;
    let rel = vm.to_integer_or_infinity(arg(args, 0))?;
    let k = if rel >= 0.0 { rel } else { len + rel };
    if k < 0.0 || k >= len {
        return Ok(Value::UNDEFINED);
    }
    let unit = vm.flat(s).at(k as usize);
    vm.single_unit_string(unit)
}

fn find<T: Copy + Eq>(hay: &[T], needle: &[T], from: usize) -> Option<usize> {
    if needle.is_empty() {
        return (from <= hay.len()).then_some(from);
    }
    let m = needle.len();
    let last = hay.len().checked_sub(m)?;
    // A comparison at each position whose first unit matches, as long as those have
    // cost little; past that (a long needle of repeats in a long haystack would be
    // quadratic), Knuth-Morris-Pratt from there on, linear in both lengths.
    let budget = hay.len().saturating_mul(4).saturating_add(m);
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
    let budget = hay.len().saturating_mul(4).saturating_add(m);
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

/// Searches the string `hay` for the string `needle` on their own representations
/// (one byte or two per unit), without copying the haystack: a scanning loop of
/// `indexOf(sep, i)` over a long string stays linear.
fn search_str(
    vm: &mut Vm,
    hay: Handle<JsString>,
    needle: Handle<JsString>,
    how: Search,
) -> Option<usize> {
    crate::string::flatten(&mut vm.heap, hay);
    crate::string::flatten(&mut vm.heap, needle);
    let h = vm.heap.get(hay).flat().unwrap_or(Str::Latin1(&[]));
    let n = vm.heap.get(needle).flat().unwrap_or(Str::Latin1(&[]));
    match (h, n) {
        (Str::Latin1(h), Str::Latin1(n)) => how.run(h, n),
        (Str::Utf16(h), Str::Utf16(n)) => how.run(h, n),
        (Str::Utf16(h), Str::Latin1(n)) => {
            let n: Vec<u16> = n.iter().map(|&b| b as u16).collect();
            how.run(h, &n)
        }
        (Str::Latin1(h), Str::Utf16(n)) => {
            // A needle with a unit above U+00FF does not occur in one-byte text.
            let n: Vec<u8> = n.iter().map(|&u| u8::try_from(u).ok()).collect::<Option<_>>()?;
            how.run(h, &n)
        }
    }
}

/// ECMA-262 sec-string.prototype.indexof
pub(crate) fn index_of(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let s = this_str(vm, this, "indexOf")?;
    let search = vm.to_string(arg(args, 0))?;
    let pos = vm.to_integer_or_infinity(arg(args, 1))?;
    let start = clamp_index(pos, vm.heap.get(s).len as usize);
    Ok(search_str(vm, s, search, Search::First(start)).map_or(Value::int(-1), Value::from_usize))
}

/// ECMA-262 sec-string.prototype.lastindexof
pub(crate) fn last_index_of(
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
    Ok(search_str(vm, s, search, Search::Last(start)).map_or(Value::int(-1), Value::from_usize))
}

/// ECMA-262 sec-string.prototype.includes
pub(crate) fn includes(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let s = this_str(vm, this, "includes")?;
    // RegExp: IsRegExp(searchString) is a TypeError.
    if vm.is_regexp(arg(args, 0))? {
        return Err(vm.type_error("String.prototype.includes does not accept a RegExp"));
    }
    let search = vm.to_string(arg(args, 0))?;
    let pos = vm.to_integer_or_infinity(arg(args, 1))?;
    let start = clamp_index(pos, vm.heap.get(s).len as usize);
    Ok(Value::bool(search_str(vm, s, search, Search::First(start)).is_some()))
}

/// ECMA-262 sec-string.prototype.startswith
pub(crate) fn starts_with(
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
    Ok(Value::bool(search_str(vm, s, search, Search::At(start)).is_some()))
}

/// ECMA-262 sec-string.prototype.endswith
pub(crate) fn ends_with(
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
    Ok(Value::bool(search_str(vm, s, search, Search::At(start)).is_some()))
}

fn substring_value(vm: &mut Vm, s: Handle<JsString>, from: usize, to: usize) -> JsResult<Value> {
    if from == 0 && to == vm.heap.get(s).len as usize {
        return Ok(Value::string(s));
    }
    if to <= from {
        return Ok(vm.atom_value(crate::names::EMPTY));
    }
    if to - from == 1 {
        let unit = vm.flat(s).at(from);
        return vm.single_unit_string(unit);
    }
    Ok(Value::string(vm.substring_cell(s, from, to)?))
}

impl Vm {
    /// A new string of the code units `from..to` of `s` (clamped to its length), copied
    /// once into its cell (in place when short).
    pub(crate) fn substring_cell(
        &mut self,
        s: Handle<JsString>,
        from: usize,
        to: usize,
    ) -> JsResult<Handle<JsString>> {
        let cell = match self.flat(s) {
            crate::string::Str::Latin1(b) => {
                JsString::from_latin1_slice(b.get(from..to.min(b.len())).unwrap_or(&[]))
            }
            crate::string::Str::Utf16(u) => {
                JsString::from_utf16(u.get(from..to.min(u.len())).unwrap_or(&[]).to_vec())
            }
        };
        Ok(self.heap.alloc(cell)?)
    }
}

/// ECMA-262 sec-string.prototype.slice
pub(crate) fn slice(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let s = this_str(vm, this, "slice")?;
    let len = vm.heap.get(s).len as f64;
    let start = vm.to_integer_or_infinity(arg(args, 0))?;
    let end = if arg(args, 1).is_undefined() { len } else { vm.to_integer_or_infinity(args[1])? };
    let from = if start < 0.0 { (len + start).max(0.0) } else { start.min(len) };
    let to = if end < 0.0 { (len + end).max(0.0) } else { end.min(len) };
    substring_value(vm, s, from as usize, to as usize)
}

/// ECMA-262 sec-string.prototype.substring
pub(crate) fn substring(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let s = this_str(vm, this, "substring")?;
    let len = vm.heap.get(s).len as usize;
    let start = clamp_index(vm.to_integer_or_infinity(arg(args, 0))?, len);
    let end = if arg(args, 1).is_undefined() {
        len
    } else {
        clamp_index(vm.to_integer_or_infinity(args[1])?, len)
    };
    substring_value(vm, s, start.min(end), start.max(end))
}

/// ECMA-262 sec-string.prototype.substr (Annex B)
pub(crate) fn substr(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let s = this_str(vm, this, "substr")?;
    let len = vm.heap.get(s).len as f64;
    let start = vm.to_integer_or_infinity(arg(args, 0))?;
    let start = if start < 0.0 { (len + start).max(0.0) } else { start.min(len) };
    let count = if arg(args, 1).is_undefined() { len } else { vm.to_integer_or_infinity(args[1])? };
    let end = (start + count.max(0.0)).min(len);
    substring_value(vm, s, start as usize, end.max(start) as usize)
}

/// ECMA-262 sec-string.prototype.split (an object separator delegates to its Symbol.split).
pub(crate) fn split(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    // RegExp: an object separator's Symbol.split method decides.
    if this.is_nullish() {
        return Err(vm.type_error("String.prototype.split called on null or undefined"));
    }
    if arg(args, 0).is_object() {
        let sym = vm.realm.symbols.split;
        let splitter = vm.get_v(arg(args, 0), PropertyKey::Symbol(sym))?;
        if !splitter.is_nullish() {
            return vm.call(splitter, arg(args, 0), &[this, arg(args, 1)]);
        }
    }
    let s = this_str(vm, this, "split")?;
    let lim = if arg(args, 1).is_undefined() { u32::MAX } else { vm.to_uint32(args[1])? };
    let sep = arg(args, 0);
    let r = vm.to_string(sep)?;
    if lim == 0 {
        return Ok(Value::object(vm.array_create(0)?));
    }
    if sep.is_undefined() {
        let a = vm.array_from_list(&[Value::string(s)])?;
        return Ok(Value::object(a));
    }
    if let Some(a) = split_latin1(vm, s, r, lim)? {
        return Ok(Value::object(a));
    }
    let hay = units_of(vm, s);
    let needle = units_of(vm, r);
    let mut parts = Vec::new();
    if needle.is_empty() {
        for (i, &u) in hay.iter().enumerate() {
            if i as u32 >= lim {
                break;
            }
            parts.push(vm.single_unit_string(u)?);
        }
        return Ok(Value::object(vm.array_from_list(&parts)?));
    }
    if hay.is_empty() {
        return Ok(Value::object(vm.array_from_list(&[Value::string(s)])?));
    }
    let mut p = 0;
    let mut q = 0;
    while let Some(i) = find(&hay, &needle, q) {
        parts.push(Value::string(vm.alloc_units(hay[p..i].to_vec())?));
        if parts.len() as u32 >= lim {
            return Ok(Value::object(vm.array_from_list(&parts)?));
        }
        p = i + needle.len();
        q = p;
    }
    parts.push(Value::string(vm.alloc_units(hay[p..].to_vec())?));
    Ok(Value::object(vm.array_from_list(&parts)?))
}

/// The steps of ECMA-262 sec-string.prototype.split (14-19) when the string and the
/// separator are both one-byte: pieces are found with memchr/memmem and copied once into
/// their string cells; one-character pieces reuse the realm's cached strings, and the
/// array is built at its final size. `None` when either string is two-byte.
fn split_latin1(
    vm: &mut Vm,
    s: Handle<JsString>,
    r: Handle<JsString>,
    lim: u32,
) -> JsResult<Option<Handle<JsObject>>> {
    let crate::string::Str::Latin1(needle) = vm.flat(r) else {
        return Ok(None);
    };
    let needle: Vec<u8> = needle.to_vec();
    let crate::string::Str::Latin1(hay) = vm.flat(s) else {
        return Ok(None);
    };
    let lim = lim as usize;
    let finder = memchr::memmem::Finder::new(&needle);
    // Count the pieces first, so the array's storage is allocated once at its size
    // (and no list of boundaries is kept: the scan is repeated while allocating).
    let count = if needle.is_empty() {
        hay.len().min(lim)
    } else if hay.is_empty() {
        1
    } else if let [b] = needle[..] {
        memchr::memchr_iter(b, hay).count().saturating_add(1).min(lim)
    } else {
        // memmem reports non-overlapping matches, as the spec's scan does.
        finder.find_iter(hay).count().saturating_add(1).min(lim)
    };
    let mut parts: Vec<Value> = Vec::with_capacity(count);
    let mut p = 0;
    while parts.len() < count {
        let Some(crate::string::Str::Latin1(hay)) = vm.heap.get(s).flat() else { break };
        let rest = hay.get(p..).unwrap_or(&[]);
        let (end, next) = if needle.is_empty() {
            (p + 1, p + 1)
        } else {
            let found = match needle[..] {
                [b] => memchr::memchr(b, rest),
                _ => finder.find(rest),
            };
            match found {
                Some(i) => (p + i, p + i + needle.len()),
                None => (hay.len(), hay.len()),
            }
        };
        let piece = match hay.get(p..end).unwrap_or(&[]) {
            [] => vm.atoms.string(crate::names::EMPTY),
            &[unit] => match vm.realm.char_strings.get(unit as usize) {
                Some(&h) => h,
                None => vm.alloc_latin1(vec![unit])?,
            },
            bytes => {
                let cell = JsString::from_latin1_slice(bytes);
                vm.heap.alloc(cell)?
            }
        };
        parts.push(Value::string(piece));
        p = next;
    }
    let a = vm.array_create(parts.len() as u32)?;
    vm.set_elements(a, parts)?;
    Ok(Some(a))
}

fn map_case(vm: &mut Vm, this: Value, upper: bool) -> JsResult<Value> {
    let s = this_str(vm, this, if upper { "toUpperCase" } else { "toLowerCase" })?;
    let f = vm.flat(s);
    if let crate::string::Str::Latin1(b) = f
        && b.is_ascii()
    {
        let string = JsString::latin1_with(b.len(), |out| {
            out.copy_from_slice(b);
            if upper { out.make_ascii_uppercase() } else { out.make_ascii_lowercase() }
        });
        return Ok(Value::string(vm.heap.alloc(string)?));
    }
    // Map each run of well-formed text with Rust's full Unicode mapping (which applies
    // the final-sigma rule within the run); lone surrogates stay as they are
    // (ECMA-262 sec-string.prototype.tolowercase: the string is read as code points).
    let units = f.to_units();
    let mut out: Vec<u16> = Vec::with_capacity(units.len());
    let mut run = String::new();
    let flush = |run: &mut String, out: &mut Vec<u16>| {
        let mapped = if upper { run.to_uppercase() } else { run.to_lowercase() };
        out.extend(mapped.encode_utf16());
        run.clear();
    };
    for c in char::decode_utf16(units.iter().copied()) {
        match c {
            Ok(c) => run.push(c),
            Err(lone) => {
                flush(&mut run, &mut out);
                out.push(lone.unpaired_surrogate());
            }
        }
    }
    flush(&mut run, &mut out);
    Ok(Value::string(vm.alloc_units(out)?))
}

/// ECMA-262 sec-string.prototype.touppercase
pub(crate) fn to_upper_case(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    map_case(vm, this, true)
}

/// ECMA-262 sec-string.prototype.tolowercase
pub(crate) fn to_lower_case(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    map_case(vm, this, false)
}

fn trim_impl(vm: &mut Vm, this: Value, start: bool, end: bool) -> JsResult<Value> {
    let s = this_str(vm, this, "trim")?;
    // Read in place (no copy of the string as UTF-16).
    let units = vm.flat(s);
    let mut a = 0;
    let mut b = units.len();
    if start {
        while a < b && is_js_whitespace(units.at(a)) {
            a += 1;
        }
    }
    if end {
        while b > a && is_js_whitespace(units.at(b - 1)) {
            b -= 1;
        }
    }
    substring_value(vm, s, a, b)
}

/// ECMA-262 sec-string.prototype.trim
pub(crate) fn trim(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    trim_impl(vm, this, true, true)
}

/// ECMA-262 sec-string.prototype.trimstart
pub(crate) fn trim_start(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    trim_impl(vm, this, true, false)
}

/// ECMA-262 sec-string.prototype.trimend
pub(crate) fn trim_end(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    trim_impl(vm, this, false, true)
}

fn pad(vm: &mut Vm, this: Value, args: &[Value], at_start: bool) -> JsResult<Value> {
    let s = this_str(vm, this, "padStart")?;
    let max = vm.to_length(arg(args, 0))? as usize;
    let len = vm.heap.get(s).len as usize;
    if max <= len {
        return Ok(Value::string(s));
    }
    let filler = if arg(args, 1).is_undefined() { None } else { Some(vm.to_string(args[1])?) };
    if let Some(f) = filler
        && vm.heap.get(f).len == 0
    {
        return Ok(Value::string(s));
    }
    vm.check_string_room(max)?;
    let fill_len = max - len;
    // Both flat, then read side by side from the heap.
    vm.flat(s);
    if let Some(f) = filler {
        vm.flat(f);
    }
    let body = vm.heap.get(s).flat().unwrap_or(Str::Latin1(&[]));
    let fill = filler.and_then(|f| vm.heap.get(f).flat()).unwrap_or(Str::Latin1(b" "));
    let (fill_at, body_at) = if at_start { (0, fill_len) } else { (len, 0) };
    let string = if let (Str::Latin1(body), Str::Latin1(fill)) = (body, fill) {
        // Latin-1 text and filler: the result is built as bytes (no UTF-16 copies).
        JsString::latin1_with(max, |out| {
            for (slot, &b) in out[fill_at..fill_at + fill_len].iter_mut().zip(fill.iter().cycle()) {
                *slot = b;
            }
            out[body_at..body_at + len].copy_from_slice(body);
        })
    } else {
        let mut out = vec![0u16; max];
        for (k, slot) in out[fill_at..fill_at + fill_len].iter_mut().enumerate() {
            *slot = fill.at(k % fill.len());
        }
        for (k, slot) in out[body_at..body_at + len].iter_mut().enumerate() {
            *slot = body.at(k);
        }
        JsString::from_utf16(out)
    };
    Ok(Value::string(vm.heap.alloc(string)?))
}

/// ECMA-262 sec-string.prototype.padstart
pub(crate) fn pad_start(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    pad(vm, this, args, true)
}

/// ECMA-262 sec-string.prototype.padend
pub(crate) fn pad_end(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    pad(vm, this, args, false)
}

/// ECMA-262 sec-string.prototype.repeat
pub(crate) fn repeat(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let s = this_str(vm, this, "repeat")?;
    let n = vm.to_integer_or_infinity(arg(args, 0))?;
    if n < 0.0 || n.is_infinite() {
        return Err(vm.range_error("Invalid count value"));
    }
    let len = vm.heap.get(s).len as f64;
    if len * n >= (1u64 << 30) as f64 {
        return Err(vm.range_error("Invalid string length"));
    }
    vm.check_string_room((len * n) as usize)?;
    // Latin-1 text repeats as bytes (one buffer, no UTF-16 copy).
    let string = match vm.flat(s) {
        Str::Latin1(b) => JsString::from_latin1_vec(b.repeat(n as usize)),
        Str::Utf16(u) => JsString::from_utf16(u.repeat(n as usize)),
    };
    Ok(Value::string(vm.heap.alloc(string)?))
}

/// ECMA-262 sec-string.prototype.concat
pub(crate) fn concat(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let mut s = this_str(vm, this, "concat")?;
    for &a in args {
        let t = vm.to_string(a)?;
        s = vm.concat_strings(s, t)?;
    }
    Ok(Value::string(s))
}

/// ECMA-262 sec-getsubstitution: expands `$$`, `$&`, `` $` ``, `$'` in a replacement
/// template (no captures: string patterns have none, so `$n` and `$<` stay literal).
fn get_substitution(
    matched: &[u16],
    s: &[u16],
    position: usize,
    template: &[u16],
    out: &mut Vec<u16>,
    room: usize,
) {
    let mut i = 0;
    // RegExp: stop once past the string length limit or the heap's room
    // (`Vm::string_room_units`; the caller throws).
    while i < template.len() && out.len() <= room {
        let c = template[i];
        if c == b'$' as u16 && i + 1 < template.len() {
            let n = template[i + 1];
            match n {
                0x24 => {
                    out.push(0x24);
                    i += 2;
                    continue;
                }
                0x26 => {
                    out.extend_from_slice(matched);
                    i += 2;
                    continue;
                }
                0x60 => {
                    out.extend_from_slice(&s[..position]);
                    i += 2;
                    continue;
                }
                0x27 => {
                    let end = (position + matched.len()).min(s.len());
                    out.extend_from_slice(&s[end..]);
                    i += 2;
                    continue;
                }
                _ => {}
            }
        }
        out.push(c);
        i += 1;
    }
}

fn replace_impl(vm: &mut Vm, this: Value, args: &[Value], all: bool) -> JsResult<Value> {
    let what = if all { "replaceAll" } else { "replace" };
    if this.is_nullish() {
        return Err(vm.type_error(&format!("String.prototype.{what} called on null or undefined")));
    }
    let pattern = arg(args, 0);
    if pattern.is_object() {
        // RegExp: replaceAll wants a global RegExp.
        if all {
            crate::builtins::regexp::replace_all_check(vm, pattern)?;
        }
        let sym = vm.realm.symbols.replace;
        let replacer = vm.get_v(pattern, PropertyKey::Symbol(sym))?;
        if !replacer.is_nullish() {
            return vm.call(replacer, pattern, &[this, arg(args, 1)]);
        }
    }
    let s = vm.to_string(this)?;
    let search = vm.to_string(pattern)?;
    let replace_value = arg(args, 1);
    let functional = vm.is_callable(replace_value);
    let template = if functional {
        Vec::new()
    } else {
        let t = vm.to_string(replace_value)?;
        if let Some(v) = replace_latin1(vm, s, search, t, all)? {
            return Ok(v);
        }
        units_of(vm, t)
    };
    let hay = units_of(vm, s);
    let needle = units_of(vm, search);
    let mut positions = Vec::new();
    let mut from = 0;
    while let Some(p) = find(&hay, &needle, from) {
        positions.push(p);
        if !all {
            break;
        }
        from = p + needle.len().max(1);
        if from > hay.len() {
            break;
        }
    }
    if positions.is_empty() {
        return Ok(Value::string(s));
    }
    let mut out: Vec<u16> = Vec::with_capacity(hay.len());
    let mut end_of_last = 0;
    for p in positions {
        out.extend_from_slice(&hay[end_of_last.min(p)..p]);
        if functional {
            // Collections may run inside the callback: the subject string is an argument
            // of every call (rooted there), the replacement function an argument of
            // this native, and the text built so far is Rust data.
            let m = Value::string(vm.alloc_units(needle.clone())?);
            let r = vm.call_rooted(
                replace_value,
                Value::UNDEFINED,
                &[m, Value::from_usize(p), Value::string(s)],
                Value::UNDEFINED,
            )?;
            let rs = vm.to_string(r)?;
            vm.flat(rs).push_to(&mut out);
        } else {
            let room = vm.string_room_units();
            get_substitution(&needle, &hay, p, &template, &mut out, room);
        }
        // RegExp: a replacement that outgrows a string is a RangeError
        // (or, first, outgrows the heap).
        vm.check_string_room(out.len())?;
        end_of_last = p + needle.len();
    }
    if end_of_last < hay.len() {
        out.extend_from_slice(&hay[end_of_last..]);
    }
    Ok(Value::string(vm.alloc_units(out)?))
}

/// `replace_impl` when the string, the search string and the replacement are Latin-1
/// and the replacement has no `$` patterns: the matches are found and the result built
/// over bytes, with no UTF-16 copies. `None` leaves the general path to do it.
fn replace_latin1(
    vm: &mut Vm,
    s: Handle<JsString>,
    search: Handle<JsString>,
    replacement: Handle<JsString>,
    all: bool,
) -> JsResult<Option<Value>> {
    for h in [s, search, replacement] {
        vm.flat(h);
    }
    let room = vm.string_room_units();
    let (Some(Str::Latin1(hay)), Some(Str::Latin1(needle)), Some(Str::Latin1(with))) =
        (vm.heap.get(s).flat(), vm.heap.get(search).flat(), vm.heap.get(replacement).flat())
    else {
        return Ok(None);
    };
    if with.contains(&b'$') {
        return Ok(None);
    }
    // Room for one replacement (`replace`'s exact need, bar the match's length).
    let mut out: Vec<u8> = Vec::with_capacity(hay.len() + with.len());
    let mut matched = false;
    let mut end_of_last = 0;
    let mut from = 0;
    while let Some(p) = hay.get(from..).and_then(|rest| memchr::memmem::find(rest, needle)) {
        let p = from + p;
        matched = true;
        out.extend_from_slice(&hay[end_of_last..p]);
        out.extend_from_slice(with);
        end_of_last = p + needle.len();
        if out.len() > room {
            // Too long: the check below throws (as on the general path).
            break;
        }
        if !all {
            break;
        }
        from = p + needle.len().max(1);
    }
    if !matched {
        return Ok(Some(Value::string(s)));
    }
    if out.len() <= room {
        out.extend_from_slice(&hay[end_of_last..]);
    }
    // A result that outgrows a string is a RangeError (or, first, outgrows the heap).
    vm.check_string_room(out.len())?;
    Ok(Some(Value::string(vm.alloc_latin1(out)?)))
}

/// ECMA-262 sec-string.prototype.replace (an object pattern delegates to its Symbol.replace).
pub(crate) fn replace(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    replace_impl(vm, this, args, false)
}

/// ECMA-262 sec-string.prototype.replaceall (string patterns).
pub(crate) fn replace_all(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    replace_impl(vm, this, args, true)
}

/// ECMA-262 sec-string.prototype.localecompare: the root locale's comparison, in
/// `unicode.rs` (canonically equivalent strings compare equal).
pub(crate) fn locale_compare(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    super::string::unicode::locale_compare(vm, this, args, cx)
}

/// ECMA-262 sec-string.prototype.valueof (and toString).
pub(crate) fn value_of(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    if this.is_string() {
        return Ok(this);
    }
    if let Some(o) = this.as_object()
        && let ObjectKind::String(s) = vm.heap.get(o).kind
    {
        return Ok(Value::string(s));
    }
    Err(vm.type_error("String.prototype.valueOf requires that 'this' be a String"))
}

/// ECMA-262 sec-string.prototype-@@iterator
pub(crate) fn iterator(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let s = this_str(vm, this, "[Symbol.iterator]")?;
    let proto = vm.realm.string_iterator_prototype;
    Ok(Value::object(vm.alloc_object(
        ObjectKind::StringIterator { target: Value::string(s), index: 0 },
        Some(proto),
    )?))
}

/// ECMA-262 sec-%stringiteratorprototype%.next (by code point).
pub(crate) fn iterator_next(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let Some(it) = this.as_object() else {
        return Err(vm.type_error("next called on incompatible receiver"));
    };
    let ObjectKind::StringIterator { target, index } = vm.heap.get(it).kind else {
        return Err(vm.type_error("next called on incompatible receiver"));
    };
    let Some(s) = target.as_string() else { return vm.create_iter_result(Value::UNDEFINED, true) };
    let len = vm.heap.get(s).len;
    if index >= len {
        if let ObjectKind::StringIterator { target, .. } = &mut vm.heap.get_mut(it).kind {
            *target = Value::UNDEFINED;
        }
        return vm.create_iter_result(Value::UNDEFINED, true);
    }
    let f = vm.flat(s);
    let first = f.at(index as usize);
    let size = if (0xD800..0xDC00).contains(&first)
        && index + 1 < len
        && (0xDC00..0xE000).contains(&f.at(index as usize + 1))
    {
        2
    } else {
        1
    };
    if let ObjectKind::StringIterator { index: i, .. } = &mut vm.heap.get_mut(it).kind {
        *i = index + size;
    }
    let v = substring_value(vm, s, index as usize, (index + size) as usize)?;
    vm.create_iter_result(v, false)
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    String;
    String = ("String", 1, true, constructor),
    StringFromCharCode = ("fromCharCode", 1, false, from_char_code),
    StringProtoCharAt = ("charAt", 1, false, char_at),
    StringProtoCharCodeAt = ("charCodeAt", 1, false, char_code_at),
    StringProtoCodePointAt = ("codePointAt", 1, false, code_point_at),
    StringProtoAt = ("at", 1, false, at),
    StringProtoIndexOf = ("indexOf", 1, false, index_of),
    StringProtoLastIndexOf = ("lastIndexOf", 1, false, last_index_of),
    StringProtoIncludes = ("includes", 1, false, includes),
    StringProtoStartsWith = ("startsWith", 1, false, starts_with),
    StringProtoEndsWith = ("endsWith", 1, false, ends_with),
    StringProtoSlice = ("slice", 2, false, slice),
    StringProtoSubstring = ("substring", 2, false, substring),
    StringProtoSubstr = ("substr", 2, false, substr),
    StringProtoSplit = ("split", 2, false, split),
    StringProtoToUpperCase = ("toUpperCase", 0, false, to_upper_case),
    StringProtoToLowerCase = ("toLowerCase", 0, false, to_lower_case),
    StringProtoTrim = ("trim", 0, false, trim),
    StringProtoTrimStart = ("trimStart", 0, false, trim_start),
    StringProtoTrimEnd = ("trimEnd", 0, false, trim_end),
    StringProtoPadStart = ("padStart", 1, false, pad_start),
    StringProtoPadEnd = ("padEnd", 1, false, pad_end),
    StringProtoRepeat = ("repeat", 1, false, repeat),
    StringProtoConcat = ("concat", 1, false, concat),
    StringProtoReplace = ("replace", 2, false, replace),
    StringProtoReplaceAll = ("replaceAll", 2, false, replace_all),
    StringProtoLocaleCompare = ("localeCompare", 1, false, locale_compare),
    StringProtoToString = ("toString", 0, false, value_of),
    StringProtoValueOf = ("valueOf", 0, false, value_of),
    StringProtoIterator = ("[Symbol.iterator]", 0, false, iterator),
    StringIteratorNext = ("next", 0, false, iterator_next),
    StringRaw = ("raw", 1, false, raw),
    StringFromCodePoint = ("fromCodePoint", 1, false, from_code_point),
    StringProtoAnchor = ("anchor", 1, false, annex_b::anchor),
    StringProtoBig = ("big", 0, false, annex_b::big),
    StringProtoBlink = ("blink", 0, false, annex_b::blink),
    StringProtoBold = ("bold", 0, false, annex_b::bold),
    StringProtoFixed = ("fixed", 0, false, annex_b::fixed),
    StringProtoFontcolor = ("fontcolor", 1, false, annex_b::fontcolor),
    StringProtoFontsize = ("fontsize", 1, false, annex_b::fontsize),
    StringProtoItalics = ("italics", 0, false, annex_b::italics),
    StringProtoLink = ("link", 1, false, annex_b::link),
    StringProtoSmall = ("small", 0, false, annex_b::small),
    StringProtoStrike = ("strike", 0, false, annex_b::strike),
    StringProtoSub = ("sub", 0, false, annex_b::sub),
    StringProtoSup = ("sup", 0, false, annex_b::sup),
    StringProtoNormalize = ("normalize", 0, false, unicode::normalize),
    StringProtoToLocaleUpperCase = ("toLocaleUpperCase", 0, false, unicode::to_locale_upper_case),
    StringProtoToLocaleLowerCase = ("toLocaleLowerCase", 0, false, unicode::to_locale_lower_case),
    StringProtoIsWellFormed = ("isWellFormed", 0, false, unicode::is_well_formed),
    StringProtoToWellFormed = ("toWellFormed", 0, false, unicode::to_well_formed),
}

/// Installs String and %StringIteratorPrototype%.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let proto = vm.realm.string_prototype;
    let ctor = vm.install_constructor(NativeId::String, proto)?;
    vm.install(ctor, NativeId::StringFromCharCode)?;
    vm.install(ctor, NativeId::StringRaw)?;
    vm.install(ctor, NativeId::StringFromCodePoint)?;
    for id in [
        NativeId::StringProtoCharAt,
        NativeId::StringProtoCharCodeAt,
        NativeId::StringProtoCodePointAt,
        NativeId::StringProtoAt,
        NativeId::StringProtoIndexOf,
        NativeId::StringProtoLastIndexOf,
        NativeId::StringProtoIncludes,
        NativeId::StringProtoStartsWith,
        NativeId::StringProtoEndsWith,
        NativeId::StringProtoSlice,
        NativeId::StringProtoSubstring,
        NativeId::StringProtoSubstr,
        NativeId::StringProtoSplit,
        NativeId::StringProtoToUpperCase,
        NativeId::StringProtoToLowerCase,
        NativeId::StringProtoTrim,
        NativeId::StringProtoTrimStart,
        NativeId::StringProtoTrimEnd,
        NativeId::StringProtoPadStart,
        NativeId::StringProtoPadEnd,
        NativeId::StringProtoRepeat,
        NativeId::StringProtoConcat,
        NativeId::StringProtoReplace,
        NativeId::StringProtoReplaceAll,
        NativeId::StringProtoLocaleCompare,
        NativeId::StringProtoToString,
        NativeId::StringProtoValueOf,
    ] {
        vm.install(proto, id)?;
    }
    let sym = vm.realm.symbols.iterator;
    vm.install_symbol(proto, sym, NativeId::StringProtoIterator, attrs::HIDDEN)?;
    let sip = vm.realm.string_iterator_prototype;
    vm.install(sip, NativeId::StringIteratorNext)?;
    let tag = vm.str_value("String Iterator")?;
    let tag_key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    vm.define_builtin(sip, tag_key, tag, attrs::CONFIGURABLE)?;
    Ok(())
}

/// Appends the UTF-16 code units of string value `v` (already a string) to `out`.
fn push_units(vm: &mut Vm, v: Value, out: &mut Vec<u16>) -> JsResult<()> {
    let s = vm.to_string(v)?;
    vm.flat(s).push_to(out);
    Ok(())
}

/// ECMA-262 sec-string.raw
pub(crate) fn raw(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let cooked = vm.to_object(arg(args, 0))?;
    let raw_key = vm.key("raw")?;
    let raw = vm.get(cooked, raw_key, Value::object(cooked))?;
    let literals = vm.to_object(raw)?;
    let count = vm.length_of_array_like(literals)?;
    let subs = args.get(1..).unwrap_or(&[]);
    let mut out = Vec::new();
    for i in 0..count {
        let lit = vm.get_index(literals, i)?;
        push_units(vm, lit, &mut out)?;
        if out.len() > (1 << 30) {
            return Err(vm.range_error("Invalid string length"));
        }
        if i + 1 == count {
            break;
        }
        if let Some(&sub) = subs.get(i as usize) {
            push_units(vm, sub, &mut out)?;
        }
    }
    Ok(Value::string(vm.alloc_units(out)?))
}

/// ECMA-262 sec-string.fromcodepoint
pub(crate) fn from_code_point(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let mut out = Vec::with_capacity(args.len());
    for &a in args {
        let n = vm.to_number(a)?;
        if n.fract() != 0.0 || !(0.0..=1_114_111.0).contains(&n) {
            let text = vm.describe_value(a);
            return Err(vm.range_error(&format!("Invalid code point {text}")));
        }
        let cp = n as u32;
        if cp < 0x10000 {
            out.push(cp as u16);
        } else {
            let c = cp - 0x10000;
            out.push(0xD800 | (c >> 10) as u16);
            out.push(0xDC00 | (c & 0x3FF) as u16);
        }
    }
    Ok(Value::string(vm.alloc_units(out)?))
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
