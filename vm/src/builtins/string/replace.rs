//! String.prototype.replace and replaceAll (ECMA-262 sec-string.prototype.replace) with
//! GetSubstitution for string patterns.

use cairn_gc::Handle;

use super::search::{ScanMeter, find};
use super::units_of;
use crate::builtins::{NativeCx, arg};
use crate::string::{JsString, PropertyKey, Str};
use crate::value::Value;
use crate::vm::{JsResult, Vm};

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
    let mut meter = ScanMeter::units();
    while let Some(p) =
        meter.find(&mut vm.limits, &hay, needle.len(), from, |h, from| find(h, &needle, from))?
    {
        meter.matched(&mut vm.limits)?;
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
    // The search paid for the scan; the build pays for what it writes.
    let mut meter = ScanMeter::bytes();
    for p in positions {
        meter.reach(&mut vm.limits, out.len())?;
        meter.matched(&mut vm.limits)?;
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
    // The search and the writing of the result each pay as they go.
    let (mut scan, mut write) = (ScanMeter::bytes(), ScanMeter::bytes());
    let finder = memchr::memmem::Finder::new(needle);
    while let Some(p) = scan.find(&mut vm.limits, hay, needle.len(), from, |h, from| {
        h.get(from..).and_then(|rest| finder.find(rest)).map(|i| from + i)
    })? {
        write.reach(&mut vm.limits, out.len())?;
        scan.matched(&mut vm.limits)?;
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
pub(super) fn replace(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    replace_impl(vm, this, args, false)
}

/// ECMA-262 sec-string.prototype.replaceall (string patterns).
pub(super) fn replace_all(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    replace_impl(vm, this, args, true)
}
