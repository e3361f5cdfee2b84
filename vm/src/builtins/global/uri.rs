//! The URI handling functions of the global object (ECMA-262
//! sec-uri-handling-functions) and Annex B's escape and unescape
//! (sec-escape-string, sec-unescape-string).

use crate::builtins::{NativeCx, NativeId, arg};
use crate::errors::ErrorType;
use crate::string::Str;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// uriReserved plus "#": the extra units encodeURI leaves alone and decodeURI keeps
/// escaped (sec-encodeuri-uri, sec-decodeuri-encodeduri).
const URI_RESERVED_HASH: &[u8] = b";/?:@&=+$,#";

/// uriUnreserved: letters, digits and uriMark (sec-encode).
fn is_uri_unreserved(u: u16) -> bool {
    u < 128
        && (u8::try_from(u).is_ok_and(|b| b.is_ascii_alphanumeric())
            || b"-_.!~*'()".contains(&(u as u8)))
}

/// A string argument: its units, or the string itself when the result is that string.
enum Input {
    /// The units to work on.
    Units(Vec<u16>),
    /// The argument string, unchanged by the function.
    Same(Value),
}

/// ToString of the argument, and its units unless every unit satisfies `unchanged`
/// (then the function returns the string itself: nothing to encode or decode).
fn string_units(vm: &mut Vm, v: Value, unchanged: impl Fn(u16) -> bool) -> JsResult<Input> {
    let s = vm.to_string(v)?;
    let len = vm.flat(s).len();
    vm.charge_scan(len)?;
    let same = match vm.flat(s) {
        Str::Latin1(b) => b.iter().all(|&c| unchanged(u16::from(c))),
        Str::Utf16(u) => u.iter().all(|&c| unchanged(c)),
    };
    if same {
        return Ok(Input::Same(Value::string(s)));
    }
    Ok(Input::Units(vm.flat(s).to_units()))
}

/// Whether a unit is not "%" (text without escapes decodes to itself).
fn not_percent(u: u16) -> bool {
    u != u16::from(b'%')
}

/// A URIError.
fn uri_error(vm: &mut Vm, message: &str) -> crate::vm::Throw {
    vm.throw_error(ErrorType::UriError, message)
}

/// Uppercase hex digits.
const HEX: &[u8; 16] = b"0123456789ABCDEF";

/// Appends "%XX".
fn push_escape(out: &mut Vec<u8>, b: u8) {
    out.extend_from_slice(&[b'%', HEX[usize::from(b >> 4)], HEX[usize::from(b & 15)]]);
}

/// ECMA-262 sec-encode: Encode(string, extraUnescaped). Units in the unescaped set are
/// copied; every other code point is written as the %XX escapes of its UTF-8 bytes; a
/// lone surrogate is a URIError.
fn encode(vm: &mut Vm, units: &[u16], extra: &[u8]) -> JsResult<Value> {
    vm.limits.charge_pass(units.len(), crate::limits::URI_UNITS_PER_FUEL)?;
    let mut out = Vec::with_capacity(units.len());
    let mut k = 0;
    let mut room_checked = 0;
    while k < units.len() {
        // The text grows up to nine bytes a unit: it stays within a string's and the
        // heap's room as it grows, not only when it becomes a string.
        if out.len() - room_checked >= 1 << 16 {
            vm.check_string_room(out.len())?;
            room_checked = out.len();
        }
        let c = units[k];
        if is_uri_unreserved(c) || (c < 128 && extra.contains(&(c as u8))) {
            out.push(c as u8);
            k += 1;
            continue;
        }
        // CodePointAt: a lone surrogate cannot be encoded.
        let cp = match char::decode_utf16(units[k..].iter().copied()).next() {
            Some(Ok(ch)) => ch,
            _ => return Err(uri_error(vm, "URI malformed")),
        };
        let mut buf = [0u8; 4];
        for &b in cp.encode_utf8(&mut buf).as_bytes() {
            push_escape(&mut out, b);
        }
        k += cp.len_utf16();
    }
    Ok(Value::string(vm.alloc_latin1(out)?))
}

/// The value of a hex digit.
fn hex_value(u: u16) -> Option<u8> {
    char::from_u32(u32::from(u)).and_then(|c| c.to_digit(16)).map(|d| d as u8)
}

/// ECMA-262 sec-parsehexoctet: the byte of the two hex digits at `i`, if both are.
fn hex_octet(units: &[u16], i: usize) -> Option<u8> {
    let hi = hex_value(*units.get(i)?)?;
    let lo = hex_value(*units.get(i + 1)?)?;
    Some(hi << 4 | lo)
}

/// ECMA-262 sec-decode: Decode(string, preserveEscapeSet). Each %XX sequence is read
/// as UTF-8 (a truncated, overlong, surrogate or out-of-range sequence is a
/// URIError); a one-byte escape of a unit in `preserve` stays escaped.
fn decode(vm: &mut Vm, units: &[u16], preserve: &[u8]) -> JsResult<Value> {
    vm.limits.charge_pass(units.len(), crate::limits::URI_UNITS_PER_FUEL)?;
    let len = units.len();
    let mut out: Vec<u16> = Vec::with_capacity(len);
    let mut k = 0;
    while k < len {
        let c = units[k];
        if c != u16::from(b'%') {
            out.push(c);
            k += 1;
            continue;
        }
        let start = k;
        let Some(b) = hex_octet(units, k + 1) else {
            return Err(uri_error(vm, "URI malformed"));
        };
        k += 2;
        let n = b.leading_ones() as usize;
        if n == 0 {
            if preserve.contains(&b) {
                out.extend_from_slice(&units[start..=k]);
            } else {
                out.push(u16::from(b));
            }
            k += 1;
            continue;
        }
        if n == 1 || n > 4 || k + 3 * (n - 1) >= len {
            return Err(uri_error(vm, "URI malformed"));
        }
        let mut octets = [b, 0, 0, 0];
        for slot in octets.iter_mut().take(n).skip(1) {
            k += 1;
            if units[k] != u16::from(b'%') {
                return Err(uri_error(vm, "URI malformed"));
            }
            let Some(cont) = hex_octet(units, k + 1) else {
                return Err(uri_error(vm, "URI malformed"));
            };
            *slot = cont;
            k += 2;
        }
        // from_utf8 rejects exactly what the spec rejects: bad continuation bytes,
        // overlong forms, surrogates and code points above U+10FFFF.
        let Some(ch) = std::str::from_utf8(&octets[..n]).ok().and_then(|s| s.chars().next()) else {
            return Err(uri_error(vm, "URI malformed"));
        };
        let mut buf = [0u16; 2];
        out.extend_from_slice(ch.encode_utf16(&mut buf));
        k += 1;
    }
    Ok(Value::string(vm.alloc_units(out)?))
}

/// ECMA-262 sec-encodeuri-uri
pub(crate) fn encode_uri(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let unchanged =
        |u: u16| is_uri_unreserved(u) || (u < 128 && URI_RESERVED_HASH.contains(&(u as u8)));
    match string_units(vm, arg(args, 0), unchanged)? {
        Input::Units(units) => encode(vm, &units, URI_RESERVED_HASH),
        Input::Same(same) => Ok(same),
    }
}

/// ECMA-262 sec-encodeuricomponent-uricomponent
pub(crate) fn encode_uri_component(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    match string_units(vm, arg(args, 0), is_uri_unreserved)? {
        Input::Units(units) => encode(vm, &units, b""),
        Input::Same(same) => Ok(same),
    }
}

/// ECMA-262 sec-decodeuri-encodeduri
pub(crate) fn decode_uri(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    match string_units(vm, arg(args, 0), not_percent)? {
        Input::Units(units) => decode(vm, &units, URI_RESERVED_HASH),
        Input::Same(same) => Ok(same),
    }
}

/// ECMA-262 sec-decodeuricomponent-encodeduricomponent
pub(crate) fn decode_uri_component(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    match string_units(vm, arg(args, 0), not_percent)? {
        Input::Units(units) => decode(vm, &units, b""),
        Input::Same(same) => Ok(same),
    }
}

/// The units escape leaves as they are: letters, digits and `@*_+-./`.
fn escape_keeps(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b"@*_+-./".contains(&b)
}

/// ECMA-262 sec-escape-string (Annex B): letters, digits and `@*_+-./` stay; other
/// units below 256 become %XX, the rest %uXXXX (uppercase hex).
pub(crate) fn escape(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let unchanged = |u: u16| u8::try_from(u).is_ok_and(escape_keeps);
    let units = match string_units(vm, arg(args, 0), unchanged)? {
        Input::Units(units) => units,
        Input::Same(same) => return Ok(same),
    };
    let mut out = Vec::with_capacity(units.len());
    for &u in &units {
        match u8::try_from(u) {
            Ok(b) if escape_keeps(b) => out.push(b),
            Ok(b) => push_escape(&mut out, b),
            Err(_) => {
                out.extend_from_slice(b"%u");
                for shift in [12, 8, 4, 0] {
                    out.push(HEX[usize::from((u >> shift) & 15)]);
                }
            }
        }
    }
    Ok(Value::string(vm.alloc_latin1(out)?))
}

/// ECMA-262 sec-unescape-string (Annex B): %uXXXX and %XX become their unit; any other
/// "%" stays.
pub(crate) fn unescape(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let units = match string_units(vm, arg(args, 0), not_percent)? {
        Input::Units(units) => units,
        Input::Same(same) => return Ok(same),
    };
    let mut out: Vec<u16> = Vec::with_capacity(units.len());
    let mut k = 0;
    while k < units.len() {
        let c = units[k];
        if c == u16::from(b'%') {
            if units.get(k + 1) == Some(&u16::from(b'u'))
                && let (Some(hi), Some(lo)) = (hex_octet(&units, k + 2), hex_octet(&units, k + 4))
            {
                out.push(u16::from(hi) << 8 | u16::from(lo));
                k += 6;
                continue;
            }
            if let Some(b) = hex_octet(&units, k + 1) {
                out.push(u16::from(b));
                k += 3;
                continue;
            }
        }
        out.push(c);
        k += 1;
    }
    Ok(Value::string(vm.alloc_units(out)?))
}

/// Installs the URI functions and escape/unescape on the global object.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let global = vm.realm.global;
    for id in [
        NativeId::EncodeUri,
        NativeId::EncodeUriComponent,
        NativeId::DecodeUri,
        NativeId::DecodeUriComponent,
        NativeId::Escape,
        NativeId::Unescape,
    ] {
        vm.install(global, id)?;
    }
    Ok(())
}
