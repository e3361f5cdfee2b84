//! The methods of String.prototype (ECMA-262 sec-properties-of-the-string-prototype-object)
//! but the searches (search.rs), replace and replaceAll (replace.rs), the Unicode ones
//! (unicode.rs), @@iterator (iterator.rs) and Annex B's (annex_b.rs).

use cairn_gc::Handle;

use super::search::find;
use super::{clamp_index, this_str, units_of};
use crate::builtins::{NativeCx, arg};
use crate::object::{JsObject, ObjectKind};
use crate::string::{JsString, PropertyKey, Str};
use crate::value::Value;
use crate::value::number::is_js_whitespace;
use crate::vm::{JsResult, Vm};

/// ECMA-262 sec-string.prototype.charat
pub(super) fn char_at(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
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
pub(super) fn char_code_at(
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
pub(super) fn code_point_at(
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
pub(super) fn at(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
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

pub(super) fn substring_value(
    vm: &mut Vm,
    s: Handle<JsString>,
    from: usize,
    to: usize,
) -> JsResult<Value> {
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
pub(super) fn slice(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let s = this_str(vm, this, "slice")?;
    let len = vm.heap.get(s).len as f64;
    let start = vm.to_integer_or_infinity(arg(args, 0))?;
    let end = if arg(args, 1).is_undefined() { len } else { vm.to_integer_or_infinity(args[1])? };
    let from = if start < 0.0 { (len + start).max(0.0) } else { start.min(len) };
    let to = if end < 0.0 { (len + end).max(0.0) } else { end.min(len) };
    substring_value(vm, s, from as usize, to as usize)
}

/// ECMA-262 sec-string.prototype.substring
pub(super) fn substring(
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
pub(super) fn substr(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let s = this_str(vm, this, "substr")?;
    let len = vm.heap.get(s).len as f64;
    let start = vm.to_integer_or_infinity(arg(args, 0))?;
    let start = if start < 0.0 { (len + start).max(0.0) } else { start.min(len) };
    let count = if arg(args, 1).is_undefined() { len } else { vm.to_integer_or_infinity(args[1])? };
    let end = (start + count.max(0.0)).min(len);
    substring_value(vm, s, start as usize, end.max(start) as usize)
}

/// ECMA-262 sec-string.prototype.split (an object separator delegates to its Symbol.split).
pub(super) fn split(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
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
// Not inlined into `split`: there, the piece loop's code varied with the file the
// functions stood in (5 instructions more a piece after a move, bench/micro/split.js
// +1.6%); on its own it is as fast as before.
#[inline(never)]
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
    Ok(Some(vm.array_of_values(parts)?))
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
    let units = f.to_units();
    let Some(out) = map_case_units(&units, upper) else {
        return Err(vm.type_error(
            "String.prototype.toUpperCase/toLowerCase: this build has no Unicode case \
             mapping data and its host's text mapper did not answer",
        ));
    };
    Ok(Value::string(vm.alloc_units(out)?))
}

/// The full default case mapping of `units` (ECMA-262 sec-string.prototype.tolowercase:
/// the string read as code points, lone surrogates kept): Rust's, or the host's in a
/// build without the `case_mapping` feature (None when the host set no mapper or it
/// failed).
fn map_case_units(units: &[u16], upper: bool) -> Option<Vec<u16>> {
    #[cfg(feature = "case_mapping")]
    {
        // Each run of well-formed text with Rust's full Unicode mapping (which applies
        // the final-sigma rule within the run).
        let mut out: Vec<u16> = Vec::with_capacity(units.len());
        super::unicode::map_well_formed_runs(units, &mut out, |run, out| {
            let mapped = if upper { run.to_uppercase() } else { run.to_lowercase() };
            out.extend(mapped.encode_utf16());
        });
        Some(out)
    }
    #[cfg(not(feature = "case_mapping"))]
    {
        use super::host_text::{TextMapping, host_map};
        host_map(units, if upper { TextMapping::UpperCase } else { TextMapping::LowerCase })
    }
}

/// ECMA-262 sec-string.prototype.touppercase
pub(super) fn to_upper_case(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    map_case(vm, this, true)
}

/// ECMA-262 sec-string.prototype.tolowercase
pub(super) fn to_lower_case(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    map_case(vm, this, false)
}

fn trim_impl(vm: &mut Vm, this: Value, start: bool, end: bool) -> JsResult<Value> {
    let s = this_str(vm, this, "trim")?;
    // Read in place (no copy of the string as UTF-16), a chunk of units at a time, each
    // paid for first (see `SCAN_UNITS_PER_FUEL`).
    let len = vm.flat(s).len();
    let mut a = 0;
    let mut b = len;
    while start && a < b {
        let stop = (a + TRIM_CHUNK).min(b);
        vm.charge_scan(stop - a)?;
        let units = vm.heap.get(s).flat().unwrap_or(Str::Latin1(&[]));
        while a < stop && is_js_whitespace(units.at(a)) {
            a += 1;
        }
        if a < stop {
            break;
        }
    }
    while end && b > a {
        let stop = b.saturating_sub(TRIM_CHUNK).max(a);
        vm.charge_scan(b - stop)?;
        let units = vm.heap.get(s).flat().unwrap_or(Str::Latin1(&[]));
        while b > stop && is_js_whitespace(units.at(b - 1)) {
            b -= 1;
        }
        if b > stop {
            break;
        }
    }
    substring_value(vm, s, a, b)
}

/// String units `trim` goes over between two fuel charges.
const TRIM_CHUNK: usize = 1 << 16;

/// ECMA-262 sec-string.prototype.trim
pub(super) fn trim(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    trim_impl(vm, this, true, true)
}

/// ECMA-262 sec-string.prototype.trimstart
pub(super) fn trim_start(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    trim_impl(vm, this, true, false)
}

/// ECMA-262 sec-string.prototype.trimend
pub(super) fn trim_end(
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
pub(super) fn pad_start(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    pad(vm, this, args, true)
}

/// ECMA-262 sec-string.prototype.padend
pub(super) fn pad_end(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    pad(vm, this, args, false)
}

/// ECMA-262 sec-string.prototype.repeat
pub(super) fn repeat(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
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
pub(super) fn concat(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let mut s = this_str(vm, this, "concat")?;
    for &a in args {
        let t = vm.to_string(a)?;
        s = vm.concat_strings(s, t)?;
    }
    Ok(Value::string(s))
}

/// ECMA-262 sec-string.prototype.valueof (and toString).
pub(super) fn value_of(
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
