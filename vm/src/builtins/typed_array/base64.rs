//! Uint8Array to and from base64 and hex (ECMA-262 sec-uint8array.frombase64,
//! sec-uint8array.fromhex, sec-uint8array.prototype.tobase64 and friends).

use cairn_gc::Handle;

use super::TypedArrayData;
use crate::builtins::{NativeCx, arg};
use crate::object::slots::element::ElementKind;
use crate::object::{JsObject, attrs};
use crate::value::Value;
use crate::vm::{JsResult, Vm};

const STD: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const URL: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// lastChunkHandling.
#[derive(Clone, Copy, PartialEq, Eq)]
enum LastChunk {
    Loose,
    Strict,
    StopBeforePartial,
}

/// The result of FromBase64 / FromHex: characters read, bytes, and whether a
/// SyntaxError ends it.
struct Decoded {
    read: usize,
    bytes: Vec<u8>,
    error: bool,
}

/// ECMA-262 sec-getoptionsobject (undefined for "no options").
fn options_object(vm: &mut Vm, v: Value) -> JsResult<Option<Handle<JsObject>>> {
    if v.is_undefined() {
        return Ok(None);
    }
    match v.as_object() {
        Some(o) => Ok(Some(o)),
        None => Err(vm.type_error("options must be an object")),
    }
}

/// Get(opts, name) on an options object (undefined without one).
fn option(vm: &mut Vm, opts: Option<Handle<JsObject>>, name: &str) -> JsResult<Value> {
    let Some(o) = opts else { return Ok(Value::UNDEFINED) };
    let key = vm.key(name)?;
    vm.get(o, key, Value::object(o))
}

/// Whether `v` is the string `text`.
fn is_str(vm: &mut Vm, v: Value, text: &str) -> bool {
    match v.as_string() {
        Some(s) => vm.flat(s).eq_str(crate::string::Str::Latin1(text.as_bytes())),
        None => false,
    }
}

/// The alphabet option: true for base64url.
fn alphabet(vm: &mut Vm, opts: Option<Handle<JsObject>>) -> JsResult<bool> {
    let a = option(vm, opts, "alphabet")?;
    if a.is_undefined() || is_str(vm, a, "base64") {
        return Ok(false);
    }
    if is_str(vm, a, "base64url") {
        return Ok(true);
    }
    Err(vm.type_error("alphabet must be \"base64\" or \"base64url\""))
}

fn last_chunk(vm: &mut Vm, opts: Option<Handle<JsObject>>) -> JsResult<LastChunk> {
    let l = option(vm, opts, "lastChunkHandling")?;
    if l.is_undefined() || is_str(vm, l, "loose") {
        return Ok(LastChunk::Loose);
    }
    if is_str(vm, l, "strict") {
        return Ok(LastChunk::Strict);
    }
    if is_str(vm, l, "stop-before-partial") {
        return Ok(LastChunk::StopBeforePartial);
    }
    Err(vm.type_error("lastChunkHandling must be \"loose\", \"strict\" or \"stop-before-partial\""))
}

/// The code units of a string argument, else a TypeError.
fn string_units(vm: &mut Vm, v: Value) -> JsResult<Vec<u16>> {
    match v.as_string() {
        Some(s) => Ok(vm.flat(s).to_units()),
        None => Err(vm.type_error("argument must be a string")),
    }
}

fn skip_ws(s: &[u16], mut i: usize) -> usize {
    while i < s.len() && matches!(s[i], 0x09 | 0x0a | 0x0c | 0x0d | 0x20) {
        i += 1;
    }
    i
}

fn sextet(c: u16) -> Option<u32> {
    let c = u8::try_from(c).ok()?;
    STD.iter().position(|&x| x == c).map(|p| p as u32)
}

/// DecodeFullLengthBase64Chunk / DecodeFinalBase64Chunk on 2-4 sextets; `None` when
/// `strict` and the unused bits are not zero.
fn decode_chunk(chunk: &[u32], strict: bool) -> Option<Vec<u8>> {
    let mut n = 0u32;
    for i in 0..4 {
        n = (n << 6) | chunk.get(i).copied().unwrap_or(0);
    }
    let b = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
    match chunk.len() {
        2 => {
            if strict && b[1] != 0 {
                return None;
            }
            Some(vec![b[0]])
        }
        3 => {
            if strict && b[2] != 0 {
                return None;
            }
            Some(vec![b[0], b[1]])
        }
        _ => Some(b.to_vec()),
    }
}

/// ECMA-262 sec-frombase64
fn from_base64(s: &[u16], url: bool, last: LastChunk, max_length: usize) -> Decoded {
    let mut out = Decoded { read: 0, bytes: Vec::new(), error: false };
    if max_length == 0 {
        return out;
    }
    let mut chunk: Vec<u32> = Vec::with_capacity(4);
    let len = s.len();
    let mut index = 0;
    loop {
        index = skip_ws(s, index);
        if index == len {
            if !chunk.is_empty() {
                match last {
                    LastChunk::StopBeforePartial => return out,
                    LastChunk::Loose => {
                        if chunk.len() == 1 {
                            out.error = true;
                            return out;
                        }
                        out.bytes.extend(decode_chunk(&chunk, false).unwrap_or_default());
                    }
                    LastChunk::Strict => {
                        out.error = true;
                        return out;
                    }
                }
            }
            out.read = len;
            return out;
        }
        let mut c = s[index];
        index += 1;
        if c == b'=' as u16 {
            if chunk.len() < 2 {
                out.error = true;
                return out;
            }
            index = skip_ws(s, index);
            if chunk.len() == 2 {
                if index == len {
                    if last != LastChunk::StopBeforePartial {
                        out.error = true;
                    }
                    return out;
                }
                if s[index] == b'=' as u16 {
                    index = skip_ws(s, index + 1);
                }
            }
            if index < len {
                out.error = true;
                return out;
            }
            match decode_chunk(&chunk, last == LastChunk::Strict) {
                Some(b) => out.bytes.extend(b),
                None => {
                    out.error = true;
                    return out;
                }
            }
            out.read = len;
            return out;
        }
        if url {
            if c == b'+' as u16 || c == b'/' as u16 {
                out.error = true;
                return out;
            } else if c == b'-' as u16 {
                c = b'+' as u16;
            } else if c == b'_' as u16 {
                c = b'/' as u16;
            }
        }
        let Some(v) = sextet(c) else {
            out.error = true;
            return out;
        };
        let remaining = max_length - out.bytes.len();
        if (remaining == 1 && chunk.len() == 2) || (remaining == 2 && chunk.len() == 3) {
            return out;
        }
        chunk.push(v);
        if chunk.len() == 4 {
            out.bytes.extend(decode_chunk(&chunk, false).unwrap_or_default());
            chunk.clear();
            out.read = index;
            if out.bytes.len() == max_length {
                return out;
            }
        }
    }
}

fn hex_value(c: u16) -> Option<u8> {
    let c = u8::try_from(c).ok()?;
    (c as char).to_digit(16).map(|d| d as u8)
}

/// ECMA-262 sec-fromhex
fn from_hex(s: &[u16], max_length: usize) -> Decoded {
    let mut out = Decoded { read: 0, bytes: Vec::new(), error: false };
    if !s.len().is_multiple_of(2) {
        out.error = true;
        return out;
    }
    while out.read < s.len() && out.bytes.len() < max_length {
        let (Some(h), Some(l)) = (hex_value(s[out.read]), hex_value(s[out.read + 1])) else {
            out.error = true;
            return out;
        };
        out.read += 2;
        out.bytes.push(h << 4 | l);
    }
    out
}

/// ValidateUint8Array(this) and its current bytes' view (a TypeError when out of
/// bounds).
fn this_uint8(vm: &mut Vm, this: Value) -> JsResult<(Handle<JsObject>, TypedArrayData)> {
    if let Some(o) = this.as_object()
        && let Some(d) = vm.ta_data(o)
        && d.kind == ElementKind::Uint8
    {
        return Ok((o, d));
    }
    Err(vm.type_error("this is not a Uint8Array"))
}

/// A TypeError when the view's buffer is immutable (setFromBase64 / setFromHex).
fn check_writable(vm: &mut Vm, d: &TypedArrayData) -> JsResult<()> {
    if vm.is_immutable_buffer(d.buffer) {
        return Err(vm.type_error("Cannot write to an immutable ArrayBuffer"));
    }
    Ok(())
}

fn current_len(vm: &mut Vm, d: &TypedArrayData) -> JsResult<usize> {
    match vm.ta_length_of(d) {
        Some(n) => Ok(n),
        None => Err(vm.type_error("typed array is detached or out of bounds")),
    }
}

/// A new Uint8Array holding `bytes`.
fn new_uint8(vm: &mut Vm, bytes: Vec<u8>) -> JsResult<Value> {
    let proto = vm.ta_prototype(ElementKind::Uint8);
    let ta = vm.typed_array_with_length(ElementKind::Uint8, proto, bytes.len())?;
    if let Some(d) = vm.ta_data(ta)
        && let Some(b) = vm.buffer_data_mut(d.buffer)
        && b.bytes.len() == bytes.len()
    {
        b.bytes.copy_from_slice(&bytes);
    }
    Ok(Value::object(ta))
}

/// Writes decoded bytes into the view and builds { read, written } (or throws the
/// decoder's SyntaxError after writing, as the spec orders it).
fn write_into(vm: &mut Vm, d: &TypedArrayData, r: Decoded) -> JsResult<Value> {
    if let Some(b) = vm.buffer_data_mut(d.buffer) {
        b.write(d.byte_offset, &r.bytes);
    }
    if r.error {
        return Err(vm.syntax_error("invalid character in encoded input"));
    }
    let o = vm.new_plain_object()?;
    let read = vm.key("read")?;
    let written = vm.key("written")?;
    vm.add_property(o, read, Value::from_usize(r.read), attrs::DEFAULT)?;
    vm.add_property(o, written, Value::from_usize(r.bytes.len()), attrs::DEFAULT)?;
    Ok(Value::object(o))
}

/// ECMA-262 sec-uint8array.frombase64
pub(crate) fn from_base64_native(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let Some(_) = arg(args, 0).as_string() else {
        return Err(vm.type_error("Uint8Array.fromBase64: argument must be a string"));
    };
    let opts = options_object(vm, arg(args, 1))?;
    let url = alphabet(vm, opts)?;
    let last = last_chunk(vm, opts)?;
    let s = string_units(vm, arg(args, 0))?;
    let r = from_base64(&s, url, last, usize::MAX);
    if r.error {
        return Err(vm.syntax_error("invalid base64 string"));
    }
    new_uint8(vm, r.bytes)
}

/// ECMA-262 sec-uint8array.fromhex
pub(crate) fn from_hex_native(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let s = string_units(vm, arg(args, 0))?;
    let r = from_hex(&s, usize::MAX);
    if r.error {
        return Err(vm.syntax_error("invalid hex string"));
    }
    new_uint8(vm, r.bytes)
}

/// ECMA-262 sec-uint8array.prototype.setfrombase64
pub(crate) fn set_from_base64(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let (_, d) = this_uint8(vm, this)?;
    check_writable(vm, &d)?;
    let Some(_) = arg(args, 0).as_string() else {
        return Err(vm.type_error("setFromBase64: argument must be a string"));
    };
    let opts = options_object(vm, arg(args, 1))?;
    let url = alphabet(vm, opts)?;
    let last = last_chunk(vm, opts)?;
    let len = current_len(vm, &d)?;
    let s = string_units(vm, arg(args, 0))?;
    let r = from_base64(&s, url, last, len);
    write_into(vm, &d, r)
}

/// ECMA-262 sec-uint8array.prototype.setfromhex
pub(crate) fn set_from_hex(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let (_, d) = this_uint8(vm, this)?;
    check_writable(vm, &d)?;
    let s = string_units(vm, arg(args, 0))?;
    let len = current_len(vm, &d)?;
    let r = from_hex(&s, len);
    write_into(vm, &d, r)
}

/// GetUint8ArrayBytes.
fn bytes_of(vm: &mut Vm, d: &TypedArrayData) -> JsResult<Vec<u8>> {
    let len = current_len(vm, d)?;
    Ok(vm
        .buffer_data(d.buffer)
        .and_then(|b| b.get(d.byte_offset, len))
        .map(|b| b.into_owned())
        .unwrap_or_default())
}

/// ECMA-262 sec-uint8array.prototype.tobase64
pub(crate) fn to_base64(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let (_, d) = this_uint8(vm, this)?;
    let opts = options_object(vm, arg(args, 0))?;
    let url = alphabet(vm, opts)?;
    let omit = option(vm, opts, "omitPadding")?;
    let omit = vm.to_boolean(omit);
    let bytes = bytes_of(vm, &d)?;
    let table = if url { URL } else { STD };
    let mut out = Vec::with_capacity(bytes.len().div_ceil(3) * 4);
    for c in bytes.chunks(3) {
        let n = (c[0] as u32) << 16
            | (c.get(1).copied().unwrap_or(0) as u32) << 8
            | c.get(2).copied().unwrap_or(0) as u32;
        let chars = c.len() + 1;
        for i in 0..4 {
            if i < chars {
                out.push(table[(n >> (18 - 6 * i)) as usize & 63]);
            } else if !omit {
                out.push(b'=');
            }
        }
    }
    Ok(Value::string(vm.alloc_latin1(out)?))
}

/// ECMA-262 sec-uint8array.prototype.tohex
pub(crate) fn to_hex(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let (_, d) = this_uint8(vm, this)?;
    let bytes = bytes_of(vm, &d)?;
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let mut out = Vec::with_capacity(bytes.len() * 2);
    for b in bytes {
        out.push(HEX[(b >> 4) as usize]);
        out.push(HEX[(b & 15) as usize]);
    }
    Ok(Value::string(vm.alloc_latin1(out)?))
}

/// Installs the base64/hex functions on %Uint8Array% and its prototype.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    use crate::builtins::NativeId;
    let ctor = vm.ta_constructor(ElementKind::Uint8);
    let proto = vm.ta_prototype(ElementKind::Uint8);
    vm.install(ctor, NativeId::Uint8ArrayFromBase64)?;
    vm.install(ctor, NativeId::Uint8ArrayFromHex)?;
    for id in [
        NativeId::Uint8ArrayProtoSetFromBase64,
        NativeId::Uint8ArrayProtoSetFromHex,
        NativeId::Uint8ArrayProtoToBase64,
        NativeId::Uint8ArrayProtoToHex,
    ] {
        vm.install(proto, id)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn units(s: &str) -> Vec<u16> {
        s.encode_utf16().collect()
    }

    #[test]
    fn base64_chunks_and_partial_handling() {
        let r = from_base64(&units("Zm9v YmE="), false, LastChunk::Loose, usize::MAX);
        assert!(!r.error);
        assert_eq!(r.bytes, b"fooba");
        let r = from_base64(&units("Zm9vYg"), false, LastChunk::StopBeforePartial, usize::MAX);
        assert_eq!((r.read, r.bytes.as_slice()), (4, &b"foo"[..]));
        assert!(from_base64(&units("Zh=="), false, LastChunk::Strict, usize::MAX).error);
        assert!(from_base64(&units("Zm9v_w"), false, LastChunk::Loose, usize::MAX).error);
        let r = from_base64(&units("Zm9vYmFy"), false, LastChunk::Loose, 4);
        assert_eq!((r.read, r.bytes.len()), (4, 3));
        let r = from_hex(&units("0aFf"), usize::MAX);
        assert_eq!(r.bytes, [0x0a, 0xff]);
        assert!(from_hex(&units("0g"), usize::MAX).error);
    }
}
