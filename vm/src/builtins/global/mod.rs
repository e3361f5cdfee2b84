//! Function properties of the global object (ECMA-262 sec-function-properties-of-the-global-object),
//! its value properties, and the host's `print` and `console.log`.

pub(crate) mod inspect;
pub(crate) mod uri;

use super::{NativeCx, NativeId, arg};
use crate::object::attrs;
use crate::value::Value;
use crate::value::number::is_js_whitespace;
use crate::vm::{JsResult, Vm};

/// `print(...args)` / `console.log(...args)`: the arguments' display strings joined by
/// spaces, written as one line through the host hook.
pub(crate) fn print(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let mut line = String::new();
    for (i, &a) in args.iter().enumerate() {
        if i > 0 {
            line.push(' ');
        }
        let text = vm.display_string(a, 0)?;
        line.push_str(&text);
    }
    vm.host.print_line(&line);
    Ok(Value::UNDEFINED)
}

/// ECMA-262 sec-eval-x (indirect eval: global scope, non-strict unless the code says so).
pub(crate) fn eval(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let x = arg(args, 0);
    let Some(s) = x.as_string() else { return Ok(x) };
    let source = vm.source_text(s);
    vm.indirect_eval(&source)
}

/// ECMA-262 sec-isnan-number
pub(crate) fn is_nan(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    Ok(Value::bool(vm.to_number(arg(args, 0))?.is_nan()))
}

/// ECMA-262 sec-isfinite-number
pub(crate) fn is_finite(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    Ok(Value::bool(vm.to_number(arg(args, 0))?.is_finite()))
}

/// ECMA-262 sec-parseint-string-radix
pub(crate) fn parse_int(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let s = vm.to_string(arg(args, 0))?;
    // The text is copied and scanned (and a long run of digits parsed exactly).
    let len = vm.flat(s).len();
    vm.limits.charge_pass(len, 1)?;
    let units = vm.flat(s).to_units();
    let mut radix = vm.to_int32(arg(args, 1))?;
    let mut i = 0;
    while i < units.len() && is_js_whitespace(units[i]) {
        i += 1;
    }
    let mut sign = 1.0;
    if i < units.len() && (units[i] == b'-' as u16 || units[i] == b'+' as u16) {
        if units[i] == b'-' as u16 {
            sign = -1.0;
        }
        i += 1;
    }
    let mut strip_prefix = true;
    if radix != 0 {
        if !(2..=36).contains(&radix) {
            return Ok(Value::NAN);
        }
        if radix != 16 {
            strip_prefix = false;
        }
    } else {
        radix = 10;
    }
    if strip_prefix
        && i + 1 < units.len()
        && units[i] == b'0' as u16
        && (units[i + 1] | 0x20) == b'x' as u16
    {
        i += 2;
        radix = 16;
    }
    let start = i;
    let mut v = 0f64;
    while i < units.len() {
        let Some(d) = char::from_u32(units[i] as u32).and_then(|c| c.to_digit(radix as u32)) else {
            break;
        };
        v = v * radix as f64 + d as f64;
        i += 1;
    }
    if i == start {
        return Ok(Value::NAN);
    }
    if radix == 10 && i - start > 15 {
        // Re-parse decimal digits exactly.
        let text: Vec<u8> = units[start..i].iter().map(|&u| u as u8).collect();
        v = crate::value::number::parse_decimal(&text);
    }
    Ok(Value::number(sign * v))
}

/// ECMA-262 sec-parsefloat-string
pub(crate) fn parse_float(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let s = vm.to_string(arg(args, 0))?;
    // The text is copied and scanned (and a long run of digits parsed exactly).
    let len = vm.flat(s).len();
    vm.limits.charge_pass(len, 1)?;
    let units = vm.flat(s).to_units();
    let mut i = 0;
    while i < units.len() && is_js_whitespace(units[i]) {
        i += 1;
    }
    let rest: String =
        units[i..].iter().take_while(|&&u| u < 128).map(|&u| u as u8 as char).collect();
    let b = rest.as_bytes();
    let mut j = 0;
    let mut sign = 1.0;
    if j < b.len() && (b[j] == b'+' || b[j] == b'-') {
        if b[j] == b'-' {
            sign = -1.0;
        }
        j += 1;
    }
    if rest[j..].starts_with("Infinity") {
        return Ok(Value::number(sign * f64::INFINITY));
    }
    let digits_start = j;
    while j < b.len() && b[j].is_ascii_digit() {
        j += 1;
    }
    let int_end = j;
    if j < b.len() && b[j] == b'.' {
        j += 1;
        while j < b.len() && b[j].is_ascii_digit() {
            j += 1;
        }
    }
    if j == digits_start || (j == digits_start + 1 && int_end == digits_start) {
        return Ok(Value::NAN);
    }
    let mantissa_end = j;
    if j < b.len() && (b[j] == b'e' || b[j] == b'E') {
        let mut k = j + 1;
        if k < b.len() && (b[k] == b'+' || b[k] == b'-') {
            k += 1;
        }
        let exp_start = k;
        while k < b.len() && b[k].is_ascii_digit() {
            k += 1;
        }
        if k > exp_start {
            j = k;
        }
    }
    let text = &rest[digits_start..j.max(mantissa_end)];
    let v = crate::value::number::parse_decimal(text.as_bytes());
    Ok(Value::number(sign * v))
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Global;
    Print = ("print", 0, false, print),
    Eval = ("eval", 1, false, eval),
    ConsoleLog = ("log", 0, false, print),
    IsNaN = ("isNaN", 1, false, is_nan),
    IsFinite = ("isFinite", 1, false, is_finite),
    ParseInt = ("parseInt", 2, false, parse_int),
    ParseFloat = ("parseFloat", 1, false, parse_float),
    EncodeUri = ("encodeURI", 1, false, uri::encode_uri),
    EncodeUriComponent = ("encodeURIComponent", 1, false, uri::encode_uri_component),
    DecodeUri = ("decodeURI", 1, false, uri::decode_uri),
    DecodeUriComponent = ("decodeURIComponent", 1, false, uri::decode_uri_component),
    Escape = ("escape", 1, false, uri::escape),
    Unescape = ("unescape", 1, false, uri::unescape),
}

/// Installs the global functions and values.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let global = vm.realm.global;
    vm.define_value(global, "NaN", Value::NAN, 0)?;
    vm.define_value(global, "Infinity", Value::double(f64::INFINITY), 0)?;
    vm.define_value(global, "undefined", Value::UNDEFINED, 0)?;
    for id in [
        NativeId::IsNaN,
        NativeId::IsFinite,
        NativeId::ParseInt,
        NativeId::ParseFloat,
        NativeId::Print,
    ] {
        vm.install(global, id)?;
    }
    vm.realm.eval = vm.install(global, NativeId::Eval)?;
    let console = vm.new_plain_object()?;
    vm.install(console, NativeId::ConsoleLog)?;
    vm.define_value(global, "console", Value::object(console), attrs::HIDDEN)?;
    Ok(())
}
