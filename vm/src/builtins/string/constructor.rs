//! The String constructor (ECMA-262 sec-string-constructor) and the functions on it:
//! fromCharCode, fromCodePoint, raw.

use crate::builtins::{NativeCx, arg};
use crate::object::ObjectKind;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// ECMA-262 sec-string-constructor-string-value
pub(super) fn constructor(
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
pub(super) fn from_char_code(
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

/// Appends the UTF-16 code units of string value `v` (already a string) to `out`.
fn push_units(vm: &mut Vm, v: Value, out: &mut Vec<u16>) -> JsResult<()> {
    let s = vm.to_string(v)?;
    vm.flat(s).push_to(out);
    Ok(())
}

/// ECMA-262 sec-string.raw
pub(super) fn raw(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let cooked = vm.to_object(arg(args, 0))?;
    let raw_key = vm.key("raw")?;
    let raw = vm.get(cooked, raw_key, Value::object(cooked))?;
    let literals = vm.to_object(raw)?;
    let count = vm.length_of_array_like(literals)?;
    let subs = args.get(1..).unwrap_or(&[]);
    let mut out = Vec::new();
    for i in 0..count {
        // A literal and a substitution read, converted and copied: beyond what
        // `index_key` charges for a literal that is no plain element.
        vm.limits
            .charge(crate::limits::ELEMENT_VISIT_FUEL * 2)
            .map_err(crate::vm::Throw::Terminate)?;
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
pub(super) fn from_code_point(
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
