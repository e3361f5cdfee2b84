//! The RegExp side of the string protocol: RegExp.prototype[Symbol.match / matchAll /
//! replace / search / split], GetSubstitution, RegExp String Iterators, and
//! String.prototype.match / matchAll / search (String.prototype.replace, replaceAll
//! and split dispatch here through their Symbol methods).
//!
//! Each method follows the generic protocol (observable `exec`, `flags`, `lastIndex`);
//! when `exec` is the original built-in on a plain RegExp the loop runs without
//! building the intermediate result arrays, which nothing could observe.

use core::ops::Range;

use cairn_gc::Handle;

use super::{NativeCx, arg};
use crate::names;
use crate::object::{JsObject, ObjectKind};
use crate::regexp_matcher::Found;
use crate::string::{JsString, PropertyKey};
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// ECMA-262 sec-advancestringindex
fn advance(units: &[u16], index: u64, unicode: bool) -> u64 {
    if !unicode {
        return index + 1;
    }
    let i = index as usize;
    if i + 1 >= units.len() {
        return index + 1;
    }
    if (0xD800..0xDC00).contains(&units[i]) && (0xDC00..0xE000).contains(&units[i + 1]) {
        index + 2
    } else {
        index + 1
    }
}

fn this_regexp(vm: &mut Vm, this: Value, what: &str) -> JsResult<Handle<JsObject>> {
    match this.as_object() {
        Some(o) => Ok(o),
        None => Err(vm.type_error(&format!("RegExp.prototype[{what}] called on a non-object"))),
    }
}

/// ToString(Get(rx, "flags")) as code units.
fn flags_of(vm: &mut Vm, rx: Handle<JsObject>) -> JsResult<Vec<u16>> {
    let f = vm.get(rx, PropertyKey::Atom(names::FLAGS), Value::object(rx))?;
    let f = vm.to_string(f)?;
    Ok(vm.flat(f).to_units())
}

fn has(units: &[u16], c: u8) -> bool {
    units.contains(&(c as u16))
}

/// ToLength(Get(rx, "lastIndex")).
fn last_index(vm: &mut Vm, rx: Handle<JsObject>) -> JsResult<u64> {
    let v = vm.get(rx, PropertyKey::Atom(names::LAST_INDEX), Value::object(rx))?;
    match v.as_int() {
        Some(i) if i >= 0 => Ok(i as u64),
        _ => vm.to_length(v),
    }
}

fn index_value(i: u64) -> Value {
    Value::number(i as f64)
}

/// After an empty match in a global loop: lastIndex = AdvanceStringIndex(lastIndex).
fn step_past_empty(
    vm: &mut Vm,
    rx: Handle<JsObject>,
    units: &[u16],
    unicode: bool,
) -> JsResult<()> {
    let this_index = last_index(vm, rx)?;
    let next = advance(units, this_index, unicode);
    vm.regexp_set_last_index(rx, index_value(next))
}

/// Whether a global loop of built-in execs equals one scan of the matcher: it is
/// global and not sticky, and the `flags` string's unicode-ness (which decides how far
/// an empty match advances) is the matcher's own.
fn one_pass(m: &crate::regexp_matcher::Matcher, flags_unicode: bool) -> bool {
    use crate::regexp_matcher::flag;
    m.flags & flag::G != 0 && m.flags & flag::Y == 0 && m.full_unicode() == flags_unicode
}

/// ECMA-262 sec-regexp.prototype-@@match
pub(crate) fn symbol_match(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let rx = this_regexp(vm, this, "Symbol.match")?;
    let s = vm.to_string(arg(args, 0))?;
    let flags = flags_of(vm, rx)?;
    if !has(&flags, b'g') {
        return vm.regexp_exec(rx, s);
    }
    let full_unicode = has(&flags, b'u') || has(&flags, b'v');
    vm.regexp_set_last_index(rx, Value::int(0))?;
    if vm.regexp_exec_is_builtin(rx)
        && let Some(m) = vm.regexp_matcher(Value::object(rx))
        && one_pass(&m, full_unicode)
    {
        // Built-in exec, global: one pass; the loop's last exec fails and resets
        // lastIndex to 0.
        let all = vm.regexp_run_all(rx, &m, s, 0, usize::MAX)?;
        if all.is_empty() {
            return Ok(Value::NULL);
        }
        let mut values = Vec::with_capacity(all.len());
        for f in &all {
            values.push(vm.regexp_substring(s, f.range.start, f.range.end)?);
        }
        return Ok(Value::object(vm.array_from_list(&values)?));
    }
    let units = vm.flat(s).to_units();
    let mut found: Vec<Value> = Vec::new();
    loop {
        let matched = if vm.regexp_exec_is_builtin(rx) {
            match vm.regexp_builtin_match(rx, s)? {
                None => break,
                Some(info) => {
                    vm.regexp_substring(s, info.found.range.start, info.found.range.end)?
                }
            }
        } else {
            let result = vm.regexp_exec(rx, s)?;
            let Some(r) = result.as_object() else { break };
            let v = vm.get(r, PropertyKey::Index(0), result)?;
            Value::string(vm.to_string(v)?)
        };
        let empty = matched.as_string().is_some_and(|m| vm.heap.get(m).len == 0);
        found.push(matched);
        if empty {
            step_past_empty(vm, rx, &units, full_unicode)?;
        }
    }
    if found.is_empty() {
        return Ok(Value::NULL);
    }
    Ok(Value::object(vm.array_from_list(&found)?))
}

/// ECMA-262 sec-regexp.prototype-@@search
pub(crate) fn search(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let rx = this_regexp(vm, this, "Symbol.search")?;
    let s = vm.to_string(arg(args, 0))?;
    let previous = vm.get(rx, PropertyKey::Atom(names::LAST_INDEX), this)?;
    if !vm.same_value(previous, Value::int(0)) {
        vm.regexp_set_last_index(rx, Value::int(0))?;
    }
    let result = vm.regexp_exec(rx, s)?;
    let current = vm.get(rx, PropertyKey::Atom(names::LAST_INDEX), this)?;
    if !vm.same_value(current, previous) {
        vm.regexp_set_last_index(rx, previous)?;
    }
    match result.as_object() {
        None => Ok(Value::int(-1)),
        Some(r) => vm.get(r, PropertyKey::Atom(names::INDEX), result),
    }
}

/// ECMA-262 sec-regexp.prototype-@@split
pub(crate) fn split(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let rx = this_regexp(vm, this, "Symbol.split")?;
    let s = vm.to_string(arg(args, 0))?;
    let default = Value::object(vm.realm.regexp_constructor);
    let c = vm.species_constructor(rx, default)?;
    let flags = flags_of(vm, rx)?;
    let unicode = has(&flags, b'u') || has(&flags, b'v');
    let mut new_flags = flags.clone();
    if !has(&flags, b'y') {
        new_flags.push(b'y' as u16);
    }
    let nf = Value::string(vm.alloc_units(new_flags)?);
    let splitter = vm.construct(c, &[this, nf], c)?;
    let Some(splitter) = splitter.as_object() else {
        return Err(vm.type_error("RegExp species constructor returned a non-object"));
    };
    let limit = arg(args, 1);
    let lim = if limit.is_undefined() { u32::MAX } else { vm.to_uint32(limit)? };
    if lim == 0 {
        return Ok(Value::object(vm.array_create(0)?));
    }
    let units = vm.flat(s).to_units();
    let size = units.len();
    if size == 0 {
        let z = vm.regexp_exec(splitter, s)?;
        if !z.is_null() {
            return Ok(Value::object(vm.array_create(0)?));
        }
        return Ok(Value::object(vm.array_from_list(&[Value::string(s)])?));
    }
    let mut parts: Vec<Value> = Vec::new();
    let mut p = 0usize;
    let mut q = 0usize;
    let fast = match vm.regexp_matcher(Value::object(splitter)) {
        Some(m)
            if m.flags & crate::regexp_matcher::flag::Y != 0
                && m.full_unicode() == unicode
                && vm.regexp_exec_is_builtin(splitter)
                && !vm.regexp_has_observable_last_index(splitter) =>
        {
            Some(m)
        }
        _ => None,
    };
    if let Some(m) = fast {
        // The splitter is a sticky built-in RegExp nobody else sees: search forward
        // instead of a sticky attempt at every position (same matches, no rescans).
        // A global scan finds the same matches as sticky attempts at each position:
        // after an empty match both resume one character later.
        let all = vm.regexp_run_all(splitter, &m, s, 0, usize::MAX)?;
        for (n, f) in all.into_iter().enumerate() {
            // A quarter of a million parts take milliseconds: the interrupt is read
            // between blocks of them (their fuel was paid with the matches').
            vm.limits.poll_item(n)?;
            let e = f.range.end.min(size);
            if f.range.start >= size {
                break;
            }
            if e == p {
                continue;
            }
            parts.push(vm.regexp_substring(s, p, f.range.start)?);
            if parts.len() as u32 == lim {
                return Ok(Value::object(vm.array_from_list(&parts)?));
            }
            p = e;
            for cap in &f.captures {
                parts.push(match cap {
                    Some(r) => vm.regexp_substring(s, r.start, r.end)?,
                    None => Value::UNDEFINED,
                });
                if parts.len() as u32 == lim {
                    return Ok(Value::object(vm.array_from_list(&parts)?));
                }
            }
        }
        parts.push(vm.regexp_substring(s, p, size)?);
        return Ok(Value::object(vm.array_from_list(&parts)?));
    }
    while q < size {
        vm.regexp_set_last_index(splitter, Value::from_usize(q))?;
        let z = vm.regexp_exec(splitter, s)?;
        let Some(zo) = z.as_object() else {
            q = advance(&units, q as u64, unicode) as usize;
            continue;
        };
        let e = (last_index(vm, splitter)?).min(size as u64) as usize;
        if e == p {
            q = advance(&units, q as u64, unicode) as usize;
            continue;
        }
        parts.push(vm.regexp_substring(s, p, q)?);
        if parts.len() as u32 == lim {
            return Ok(Value::object(vm.array_from_list(&parts)?));
        }
        p = e;
        let n = vm.length_of_array_like(zo)?;
        let n = n.saturating_sub(1);
        for i in 1..=n {
            let k = vm.index_key(i)?;
            let v = vm.get(zo, k, z)?;
            parts.push(v);
            if parts.len() as u32 == lim {
                return Ok(Value::object(vm.array_from_list(&parts)?));
            }
        }
        q = p;
    }
    parts.push(vm.regexp_substring(s, p, size)?);
    Ok(Value::object(vm.array_from_list(&parts)?))
}

impl Vm {
    /// Whether `lastIndex` of `r` is anything but a plain writable data property.
    fn regexp_has_observable_last_index(&self, r: Handle<JsObject>) -> bool {
        match self.find_own(r, PropertyKey::Atom(names::LAST_INDEX)) {
            Some((_, a)) => {
                a & crate::object::attrs::ACCESSOR != 0 || a & crate::object::attrs::WRITABLE == 0
            }
            None => true,
        }
    }
}

/// Captures of one match for GetSubstitution: ranges into `buf`.
struct Captures<'a> {
    buf: &'a [u16],
    list: &'a [Option<Range<usize>>],
}

/// Named captures for GetSubstitution.
enum Named<'a> {
    /// No named groups (namedCaptures undefined).
    None,
    /// The groups of a built-in match: (name, range into the subject).
    Ranges(&'a [(Box<str>, Option<Range<usize>>)], &'a [u16]),
    /// A groups object from a user exec (ToObject'd).
    Object(Handle<JsObject>),
}

/// ECMA-262 sec-getsubstitution
#[allow(clippy::too_many_arguments)] // the spec operation's own parameters, plus vm and out
fn get_substitution(
    vm: &mut Vm,
    matched: &[u16],
    s: &[u16],
    position: usize,
    caps: &Captures<'_>,
    named: &Named<'_>,
    template: &[u16],
    out: &mut Vec<u16>,
) -> JsResult<()> {
    let m = caps.list.len();
    let mut i = 0;
    let digit = |u: u16| (0x30..=0x39).contains(&u);
    // The buffer stays within what the heap could hold (a `$1` repeated may expand far):
    // past that, the expansion is only measured, to tell a string too long for any heap
    // (a RangeError, catchable) from one too long for this heap (the heap limit).
    let room = vm.string_room_units();
    let mut counted: Option<usize> = None;
    // Where a search for a `>` found none (none follows from there either).
    let mut no_gt_from = usize::MAX;
    while i < template.len() {
        if counted.is_some_and(|n| n >= crate::limits::MAX_STRING_UNITS) {
            return Err(vm.range_error("Invalid string length"));
        }
        let c = template[i];
        if c != 0x24 || i + 1 >= template.len() {
            emit(out, &mut counted, room, &[c]);
            i += 1;
            continue;
        }
        let n = template[i + 1];
        match n {
            0x24 => {
                emit(out, &mut counted, room, &[0x24]);
                i += 2;
            }
            0x26 => {
                emit(out, &mut counted, room, matched);
                i += 2;
            }
            0x60 => {
                emit(out, &mut counted, room, &s[..position.min(s.len())]);
                i += 2;
            }
            0x27 => {
                let tail = (position + matched.len()).min(s.len());
                emit(out, &mut counted, room, &s[tail..]);
                i += 2;
            }
            _ if digit(n) => {
                let two = template.get(i + 2).copied().filter(|&u| digit(u));
                let mut index = (n - 0x30) as usize;
                let mut count = 1;
                if let Some(d) = two {
                    let i2 = index * 10 + (d - 0x30) as usize;
                    if (1..=m).contains(&i2) {
                        index = i2;
                        count = 2;
                    }
                }
                if (1..=m).contains(&index) {
                    if let Some(r) = &caps.list[index - 1] {
                        emit(out, &mut counted, room, &caps.buf[r.clone()]);
                    }
                } else {
                    emit(out, &mut counted, room, &template[i..i + 1 + count]);
                }
                i += 1 + count;
            }
            0x3C => {
                // No search without named groups, and none again once a search found no
                // `>` (a template of many `$<` would otherwise be quadratic).
                let gt = if matches!(named, Named::None) || i + 2 >= no_gt_from {
                    None
                } else {
                    template[i + 2..].iter().position(|&u| u == 0x3E)
                };
                if gt.is_none() {
                    no_gt_from = no_gt_from.min(i + 2);
                }
                match (gt, named) {
                    (None, _) | (_, Named::None) => {
                        emit(out, &mut counted, room, &template[i..i + 2]);
                        i += 2;
                    }
                    (Some(g), _) => {
                        let name = &template[i + 2..i + 2 + g];
                        match named {
                            Named::None => {}
                            Named::Ranges(list, buf) => {
                                let text = String::from_utf16_lossy(name);
                                if let Some((_, Some(r))) = list.iter().find(|(k, _)| **k == *text)
                                {
                                    emit(out, &mut counted, room, &buf[r.clone()]);
                                }
                            }
                            Named::Object(o) => {
                                let key_s = vm.alloc_units(name.to_vec())?;
                                let key = vm.string_key(key_s);
                                let v = vm.get(*o, key, Value::object(*o))?;
                                if !v.is_undefined() {
                                    let t = vm.to_string(v)?;
                                    let units = vm.flat(t).to_units();
                                    emit(out, &mut counted, room, &units);
                                }
                            }
                        }
                        i += 3 + g;
                    }
                }
            }
            _ => {
                emit(out, &mut counted, room, &[c]);
                i += 1;
            }
        }
    }
    if let Some(n) = counted {
        vm.check_string_room(n)?;
        return Err(crate::vm::Throw::Terminate(crate::limits::Termination::HeapLimit));
    }
    Ok(())
}

/// Appends `units` to a GetSubstitution result, or once it would pass `room` code units,
/// only counts them (`counted` holds the full length from then on).
fn emit(out: &mut Vec<u16>, counted: &mut Option<usize>, room: usize, units: &[u16]) {
    match counted {
        Some(n) => *n = n.saturating_add(units.len()),
        None if out.len() + units.len() > room => *counted = Some(out.len() + units.len()),
        None => out.extend_from_slice(units),
    }
}

/// ECMA-262 sec-regexp.prototype-@@replace
pub(crate) fn replace(vm: &mut Vm, this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    let mark = vm.temps.len();
    let r = replace_rooted(vm, this, args, cx);
    vm.temps.truncate(mark);
    r
}

/// [`replace`], which may root values in `Vm::temps` (its caller truncates them).
fn replace_rooted(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let rx = this_regexp(vm, this, "Symbol.replace")?;
    let s = vm.to_string(arg(args, 0))?;
    let mut replace_value = arg(args, 1);
    let functional = vm.is_callable(replace_value);
    let mut template: Vec<u16> = Vec::new();
    if !functional {
        let t = vm.to_string(replace_value)?;
        replace_value = Value::string(t);
        template = vm.flat(t).to_units();
    }
    let flags = flags_of(vm, rx)?;
    let global = has(&flags, b'g');
    let full_unicode = has(&flags, b'u') || has(&flags, b'v');
    if global {
        vm.regexp_set_last_index(rx, Value::int(0))?;
    }
    let units = vm.flat(s).to_units();
    let len = units.len();
    let mut out: Vec<u16> = Vec::with_capacity(len);
    let mut next_source = 0usize;

    if vm.regexp_exec_is_builtin(rx) {
        // Built-in exec: collect the matches without result arrays. The replacement
        // function runs with collections allowed (call_rooted): the subject string,
        // the regexp and the function are rooted (`replace` truncates `Vm::temps`
        // back when this returns); the matches are ranges.
        vm.temps.extend_from_slice(&[Value::string(s), Value::object(rx), replace_value]);
        let mut matches: Vec<Found> = Vec::new();
        let m = vm.regexp_matcher(Value::object(rx));
        match m {
            Some(m) if global && one_pass(&m, full_unicode) => {
                // One pass over the subject; the loop's last exec fails and resets
                // lastIndex (already 0) to 0.
                matches = vm.regexp_run_all(rx, &m, s, 0, usize::MAX)?;
            }
            _ => {
                while let Some(info) = vm.regexp_builtin_match(rx, s)? {
                    let empty = info.found.range.is_empty();
                    matches.push(info.found);
                    if !global {
                        break;
                    }
                    if empty {
                        step_past_empty(vm, rx, &units, full_unicode)?;
                    }
                }
            }
        }
        for (n, f) in matches.iter().enumerate() {
            // As split's parts: a quarter of a million replacements take milliseconds,
            // so the interrupt is read between blocks of them.
            vm.limits.poll_item(n)?;
            let position = f.range.start.min(len);
            let matched = &units[f.range.clone()];
            let replacement: Vec<u16> = if functional {
                let mut call_args = Vec::with_capacity(f.captures.len() + 4);
                call_args.push(vm.regexp_substring(s, f.range.start, f.range.end)?);
                for c in &f.captures {
                    call_args.push(match c {
                        Some(r) => vm.regexp_substring(s, r.start, r.end)?,
                        None => Value::UNDEFINED,
                    });
                }
                call_args.push(Value::from_usize(position));
                call_args.push(Value::string(s));
                if !f.names.is_empty() {
                    let g = vm.alloc_object(ObjectKind::Ordinary, None)?;
                    for (name, r) in &f.names {
                        let key = vm.key(name)?;
                        let v = match r {
                            Some(r) => vm.regexp_substring(s, r.start, r.end)?,
                            None => Value::UNDEFINED,
                        };
                        vm.create_data_property_or_throw(g, key, v)?;
                    }
                    call_args.push(Value::object(g));
                }
                // Collections may run inside the callback (call_rooted): the subject
                // string and the regexp are rooted by `replace`; the matches are ranges.
                let r =
                    vm.call_rooted(replace_value, Value::UNDEFINED, &call_args, Value::UNDEFINED)?;
                let r = vm.to_string(r)?;
                vm.flat(r).to_units()
            } else {
                let mut rep = Vec::new();
                let caps = Captures { buf: &units, list: &f.captures };
                let named =
                    if f.names.is_empty() { Named::None } else { Named::Ranges(&f.names, &units) };
                get_substitution(
                    vm, matched, &units, position, &caps, &named, &template, &mut rep,
                )?;
                rep
            };
            vm.check_string_room(
                out.len() + replacement.len() + position.saturating_sub(next_source),
            )?;
            if position >= next_source {
                out.extend_from_slice(&units[next_source..position]);
                out.extend_from_slice(&replacement);
                next_source = position + matched.len();
            }
        }
        if matches.is_empty() {
            return Ok(Value::string(s));
        }
    } else {
        let mut results: Vec<Handle<JsObject>> = Vec::new();
        loop {
            let result = vm.regexp_exec(rx, s)?;
            let Some(r) = result.as_object() else { break };
            results.push(r);
            if !global {
                break;
            }
            let m = vm.get(r, PropertyKey::Index(0), result)?;
            let m = vm.to_string(m)?;
            if vm.heap.get(m).len == 0 {
                step_past_empty(vm, rx, &units, full_unicode)?;
            }
        }
        for r in results {
            let rv = Value::object(r);
            let n_caps = vm.length_of_array_like(r)?.saturating_sub(1);
            let matched = vm.get(r, PropertyKey::Index(0), rv)?;
            let matched = vm.to_string(matched)?;
            let matched_units = vm.flat(matched).to_units();
            let pos = vm.get(r, PropertyKey::Atom(names::INDEX), rv)?;
            let pos = vm.to_integer_or_infinity(pos)?;
            let position = crate::value::number::clamp(pos, 0.0, len as f64) as usize;
            let mut cap_values: Vec<Value> = Vec::new();
            let mut buf: Vec<u16> = Vec::new();
            let mut list: Vec<Option<Range<usize>>> = Vec::new();
            let mut i = 1u64;
            while i <= n_caps {
                let k = vm.index_key(i)?;
                let c = vm.get(r, k, rv)?;
                if c.is_undefined() {
                    cap_values.push(Value::UNDEFINED);
                    list.push(None);
                } else {
                    let cs = vm.to_string(c)?;
                    cap_values.push(Value::string(cs));
                    let start = buf.len();
                    vm.flat(cs).push_to(&mut buf);
                    list.push(Some(start..buf.len()));
                }
                i += 1;
            }
            let named_captures = vm.get(r, PropertyKey::Atom(names::GROUPS), rv)?;
            let replacement: Vec<u16> = if functional {
                let mut call_args = Vec::with_capacity(cap_values.len() + 4);
                call_args.push(Value::string(matched));
                call_args.extend_from_slice(&cap_values);
                call_args.push(Value::from_usize(position));
                call_args.push(Value::string(s));
                if !named_captures.is_undefined() {
                    call_args.push(named_captures);
                }
                let rep = vm.call(replace_value, Value::UNDEFINED, &call_args)?;
                let rep = vm.to_string(rep)?;
                vm.flat(rep).to_units()
            } else {
                let named = if named_captures.is_undefined() {
                    Named::None
                } else {
                    Named::Object(vm.to_object(named_captures)?)
                };
                let caps = Captures { buf: &buf, list: &list };
                let mut rep = Vec::new();
                get_substitution(
                    vm,
                    &matched_units,
                    &units,
                    position,
                    &caps,
                    &named,
                    &template,
                    &mut rep,
                )?;
                rep
            };
            vm.check_string_room(
                out.len() + replacement.len() + position.saturating_sub(next_source),
            )?;
            if position >= next_source {
                out.extend_from_slice(&units[next_source..position]);
                out.extend_from_slice(&replacement);
                next_source = position + matched_units.len();
            }
        }
    }
    if next_source < len {
        out.extend_from_slice(&units[next_source..]);
    }
    Ok(Value::string(vm.alloc_units(out)?))
}

/// ECMA-262 sec-regexp-prototype-%symbol.matchall%
pub(crate) fn match_all(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let r = this_regexp(vm, this, "Symbol.matchAll")?;
    let s = vm.to_string(arg(args, 0))?;
    let default = Value::object(vm.realm.regexp_constructor);
    let c = vm.species_constructor(r, default)?;
    let flags = flags_of(vm, r)?;
    let fv = Value::string(vm.alloc_units(flags.clone())?);
    let matcher = vm.construct(c, &[this, fv], c)?;
    let Some(mo) = matcher.as_object() else {
        return Err(vm.type_error("RegExp species constructor returned a non-object"));
    };
    let li = last_index(vm, r)?;
    vm.regexp_set_last_index(mo, index_value(li))?;
    let mut bits = 0u8;
    if has(&flags, b'g') {
        bits |= 1;
    }
    if has(&flags, b'u') || has(&flags, b'v') {
        bits |= 2;
    }
    let proto = vm.realm.regexp_string_iterator_prototype;
    let it = vm.alloc_object(
        ObjectKind::RegExpStringIterator { regexp: matcher, string: Value::string(s), flags: bits },
        Some(proto),
    )?;
    Ok(Value::object(it))
}

/// ECMA-262 sec-%regexpstringiteratorprototype%.next
pub(crate) fn iterator_next(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let it = this
        .as_object()
        .filter(|&o| matches!(vm.heap.get(o).kind, ObjectKind::RegExpStringIterator { .. }));
    let Some(it) = it else {
        return Err(vm.type_error("%RegExpStringIterator%.next called on an incompatible receiver"));
    };
    match vm.regexp_string_iterator_step(it)? {
        Some(result) => vm.create_iter_result(result, false),
        None => vm.create_iter_result(Value::UNDEFINED, true),
    }
}

impl Vm {
    /// The steps of %RegExpStringIteratorPrototype%.next on RegExp String Iterator `it`
    /// without the result object: the next match, or `None` when done. The dispatch
    /// loop's for-of and spread call it directly while `next` is the original.
    pub(crate) fn regexp_string_iterator_step(
        &mut self,
        it: Handle<JsObject>,
    ) -> JsResult<Option<Value>> {
        let ObjectKind::RegExpStringIterator { regexp, string, flags } = self.heap.get(it).kind
        else {
            return Ok(None);
        };
        let (Some(r), Some(s)) = (regexp.as_object(), string.as_string()) else {
            return Ok(None);
        };
        let finish = |vm: &mut Vm| {
            if let ObjectKind::RegExpStringIterator { regexp, .. } = &mut vm.heap.get_mut(it).kind {
                *regexp = Value::UNDEFINED;
            }
        };
        let result = self.regexp_exec(r, s)?;
        let Some(ro) = result.as_object() else {
            finish(self);
            return Ok(None);
        };
        if flags & 1 == 0 {
            finish(self);
            return Ok(Some(result));
        }
        let m = self.get(ro, PropertyKey::Index(0), result)?;
        let m = self.to_string(m)?;
        if self.heap.get(m).len == 0 {
            let units = self.flat(s).to_units();
            step_past_empty(self, r, &units, flags & 2 != 0)?;
        }
        Ok(Some(result))
    }
}

/// RequireObjectCoercible(this) for the String methods.
fn coercible(vm: &mut Vm, this: Value, what: &str) -> JsResult<()> {
    if this.is_nullish() {
        return Err(vm.type_error(&format!("String.prototype.{what} called on null or undefined")));
    }
    Ok(())
}

/// GetMethod(v, sym) for an object `v` (undefined for other values).
fn symbol_method(vm: &mut Vm, v: Value, sym: Handle<crate::string::Symbol>) -> JsResult<Value> {
    let Some(o) = v.as_object() else { return Ok(Value::UNDEFINED) };
    let m = vm.get(o, PropertyKey::Symbol(sym), v)?;
    if m.is_nullish() {
        return Ok(Value::UNDEFINED);
    }
    if !vm.is_callable(m) {
        return Err(vm.type_error("Symbol method is not a function"));
    }
    Ok(m)
}

/// Invoke(rx, sym, args).
fn invoke_symbol(
    vm: &mut Vm,
    rx: Value,
    sym: Handle<crate::string::Symbol>,
    args: &[Value],
) -> JsResult<Value> {
    let f = vm.get_v(rx, PropertyKey::Symbol(sym))?;
    if !vm.is_callable(f) {
        return Err(vm.type_error("RegExp Symbol method is not a function"));
    }
    vm.call(f, rx, args)
}

/// ECMA-262 sec-string.prototype.match
pub(crate) fn string_match(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    coercible(vm, this, "match")?;
    let regexp = arg(args, 0);
    let sym = vm.realm.symbols.match_;
    let m = symbol_method(vm, regexp, sym)?;
    if !m.is_undefined() {
        return vm.call(m, regexp, &[this]);
    }
    let s = vm.to_string(this)?;
    let rx = vm.regexp_create(regexp, Value::UNDEFINED)?;
    invoke_symbol(vm, rx, sym, &[Value::string(s)])
}

/// ECMA-262 sec-string.prototype.matchall
pub(crate) fn string_match_all(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    coercible(vm, this, "matchAll")?;
    let regexp = arg(args, 0);
    let sym = vm.realm.symbols.match_all;
    if let Some(o) = regexp.as_object() {
        if vm.is_regexp(regexp)? {
            let flags = vm.get(o, PropertyKey::Atom(names::FLAGS), regexp)?;
            if flags.is_nullish() {
                return Err(vm.type_error("String.prototype.matchAll: flags is null or undefined"));
            }
            let f = vm.to_string(flags)?;
            if !vm.flat(f).to_units().contains(&(b'g' as u16)) {
                return Err(
                    vm.type_error("String.prototype.matchAll called with a non-global RegExp")
                );
            }
        }
        let m = symbol_method(vm, regexp, sym)?;
        if !m.is_undefined() {
            return vm.call(m, regexp, &[this]);
        }
    }
    let s = vm.to_string(this)?;
    let g = vm.str_value("g")?;
    let rx = vm.regexp_create(regexp, g)?;
    invoke_symbol(vm, rx, sym, &[Value::string(s)])
}

/// ECMA-262 sec-string.prototype.search
pub(crate) fn string_search(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    coercible(vm, this, "search")?;
    let regexp = arg(args, 0);
    let sym = vm.realm.symbols.search;
    let m = symbol_method(vm, regexp, sym)?;
    if !m.is_undefined() {
        return vm.call(m, regexp, &[this]);
    }
    let s = vm.to_string(this)?;
    let rx = vm.regexp_create(regexp, Value::UNDEFINED)?;
    invoke_symbol(vm, rx, sym, &[Value::string(s)])
}

/// The checks String.prototype.replaceAll makes on a RegExp search value
/// (sec-string.prototype.replaceall step 2.b): its flags must contain "g".
pub(crate) fn replace_all_check(vm: &mut Vm, search: Value) -> JsResult<()> {
    let Some(o) = search.as_object() else { return Ok(()) };
    if !vm.is_regexp(search)? {
        return Ok(());
    }
    let flags = vm.get(o, PropertyKey::Atom(names::FLAGS), search)?;
    if flags.is_nullish() {
        return Err(vm.type_error("String.prototype.replaceAll: flags is null or undefined"));
    }
    let f = vm.to_string(flags)?;
    if !vm.flat(f).to_units().contains(&(b'g' as u16)) {
        return Err(vm.type_error("String.prototype.replaceAll called with a non-global RegExp"));
    }
    Ok(())
}

#[allow(dead_code)]
fn _unused(_: Handle<JsString>) {}
