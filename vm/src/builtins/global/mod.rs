//! Function properties of the global object (ECMA-262 sec-function-properties-of-the-global-object),
//! its value properties, and the host's `print` and `console.log`.

pub(crate) mod inspect;
pub(crate) mod uri;

use std::borrow::Cow;

use cairn_gc::Handle;

use super::{NativeCx, NativeId, arg};
use crate::object::attrs;
use crate::string::{JsString, Str};
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

/// The ASCII text parseInt and parseFloat read of `s`: from after its leading
/// StrWhiteSpace up to its first unit that is not ASCII (neither reads past one). A
/// Latin-1 string's is borrowed, not copied.
fn ascii_after_white_space(vm: &mut Vm, s: Handle<JsString>) -> Cow<'_, [u8]> {
    match vm.flat(s) {
        Str::Latin1(b) => {
            let start = b.iter().position(|&c| !is_js_whitespace(c.into())).unwrap_or(b.len());
            let b = &b[start..];
            let end = if b.is_ascii() {
                b.len()
            } else {
                b.iter().position(|c| !c.is_ascii()).unwrap_or(b.len())
            };
            Cow::Borrowed(&b[..end])
        }
        Str::Utf16(u) => {
            let start = u.iter().position(|&c| !is_js_whitespace(c)).unwrap_or(u.len());
            Cow::Owned(
                u[start..]
                    .iter()
                    .map_while(|&c| u8::try_from(c).ok().filter(u8::is_ascii))
                    .collect(),
            )
        }
    }
}

/// ECMA-262 sec-parseint-string-radix
pub(crate) fn parse_int(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let s = vm.to_string(arg(args, 0))?;
    let mut radix = vm.to_int32(arg(args, 1))?;
    // The text is scanned (and a long run of digits parsed exactly).
    let len = vm.flat(s).len();
    vm.limits.charge_pass(len, 1)?;
    let text = ascii_after_white_space(vm, s);
    let mut b = &text[..];
    let mut sign = 1.0;
    if let Some((&c @ (b'-' | b'+'), rest)) = b.split_first() {
        if c == b'-' {
            sign = -1.0;
        }
        b = rest;
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
    if strip_prefix && b.len() >= 2 && b[0] == b'0' && (b[1] | 0x20) == b'x' {
        b = &b[2..];
        radix = 16;
    }
    if radix == 10 {
        let digits = &b[..crate::value::number::digit_run(b)];
        if digits.is_empty() {
            return Ok(Value::NAN);
        }
        // Up to 15 digits are exact in a double; more are parsed exactly.
        let v = if digits.len() <= 15 {
            digits.iter().fold(0f64, |v, &d| v * 10.0 + f64::from(d - b'0'))
        } else {
            crate::value::number::parse_decimal(digits)
        };
        return Ok(Value::number(sign * v));
    }
    if b.first().and_then(|&c| char::from(c).to_digit(radix as u32)).is_none() {
        return Ok(Value::NAN);
    }
    // Leading zeros add nothing; after them each digit at least doubles the value, which
    // is infinite within about a thousand digits, and stays so whatever digits follow.
    let zeros = b.iter().position(|&c| c != b'0').unwrap_or(b.len());
    let mut v = 0f64;
    for &c in &b[zeros..] {
        let Some(d) = char::from(c).to_digit(radix as u32) else { break };
        v = v * radix as f64 + d as f64;
        if v.is_infinite() {
            break;
        }
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
    // The text is scanned (and a long run of digits parsed exactly).
    let len = vm.flat(s).len();
    vm.limits.charge_pass(len, 1)?;
    let text = ascii_after_white_space(vm, s);
    let b = &text[..];
    let digit_run = crate::value::number::digit_run;
    let mut j = 0;
    let mut sign = 1.0;
    if let Some(&c @ (b'+' | b'-')) = b.first() {
        if c == b'-' {
            sign = -1.0;
        }
        j += 1;
    }
    if b[j..].starts_with(b"Infinity") {
        return Ok(Value::number(sign * f64::INFINITY));
    }
    let digits_start = j;
    j += digit_run(&b[j..]);
    let int_end = j;
    if b.get(j) == Some(&b'.') {
        j += 1;
        j += digit_run(&b[j..]);
    }
    if j == digits_start || (j == digits_start + 1 && int_end == digits_start) {
        return Ok(Value::NAN);
    }
    if let Some(b'e' | b'E') = b.get(j) {
        let mut k = j + 1;
        if let Some(b'+' | b'-') = b.get(k) {
            k += 1;
        }
        let exponent_digits = digit_run(&b[k..]);
        if exponent_digits > 0 {
            j = k + exponent_digits;
        }
    }
    let v = crate::value::number::parse_decimal(&b[digits_start..j]);
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
