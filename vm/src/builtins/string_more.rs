//! String builtins that string.rs does not hold: `String.raw`, `String.fromCodePoint`,
//! and Annex B's HTML methods and `trimLeft`/`trimRight` aliases
//! (ECMA-262 sec-string.raw, sec-string.fromcodepoint, sec-string.prototype-html-methods).

use super::{NativeCx, NativeId, arg};
use crate::object::attrs;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

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

/// ECMA-262 sec-createhtml: `<tag attribute="value">S</tag>`, with `"` in the value
/// written as `&quot;`.
fn create_html(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    tag: &str,
    attribute: Option<&str>,
) -> JsResult<Value> {
    if this.is_nullish() {
        return Err(vm.type_error(&format!(
            "String.prototype method for <{tag}> called on null or undefined"
        )));
    }
    let s = vm.to_string(this)?;
    let mut out: Vec<u16> = Vec::new();
    out.push(u16::from(b'<'));
    out.extend(tag.encode_utf16());
    if let Some(attribute) = attribute {
        let v = vm.to_string(arg(args, 0))?;
        out.push(u16::from(b' '));
        out.extend(attribute.encode_utf16());
        out.extend("=\"".encode_utf16());
        for u in vm.flat(v).to_units() {
            if u == u16::from(b'"') {
                out.extend("&quot;".encode_utf16());
            } else {
                out.push(u);
            }
        }
        out.push(u16::from(b'"'));
    }
    out.push(u16::from(b'>'));
    vm.flat(s).push_to(&mut out);
    out.extend("</".encode_utf16());
    out.extend(tag.encode_utf16());
    out.push(u16::from(b'>'));
    Ok(Value::string(vm.alloc_units(out)?))
}

/// ECMA-262 sec-string.prototype.anchor
pub(crate) fn anchor(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    create_html(vm, this, args, "a", Some("name"))
}

/// ECMA-262 sec-string.prototype.big
pub(crate) fn big(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    create_html(vm, this, args, "big", None)
}

/// ECMA-262 sec-string.prototype.blink
pub(crate) fn blink(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    create_html(vm, this, args, "blink", None)
}

/// ECMA-262 sec-string.prototype.bold
pub(crate) fn bold(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    create_html(vm, this, args, "b", None)
}

/// ECMA-262 sec-string.prototype.fixed
pub(crate) fn fixed(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    create_html(vm, this, args, "tt", None)
}

/// ECMA-262 sec-string.prototype.fontcolor
pub(crate) fn fontcolor(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    create_html(vm, this, args, "font", Some("color"))
}

/// ECMA-262 sec-string.prototype.fontsize
pub(crate) fn fontsize(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    create_html(vm, this, args, "font", Some("size"))
}

/// ECMA-262 sec-string.prototype.italics
pub(crate) fn italics(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    create_html(vm, this, args, "i", None)
}

/// ECMA-262 sec-string.prototype.link
pub(crate) fn link(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    create_html(vm, this, args, "a", Some("href"))
}

/// ECMA-262 sec-string.prototype.small
pub(crate) fn small(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    create_html(vm, this, args, "small", None)
}

/// ECMA-262 sec-string.prototype.strike
pub(crate) fn strike(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    create_html(vm, this, args, "strike", None)
}

/// ECMA-262 sec-string.prototype.sub
pub(crate) fn sub(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    create_html(vm, this, args, "sub", None)
}

/// ECMA-262 sec-string.prototype.sup
pub(crate) fn sup(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    create_html(vm, this, args, "sup", None)
}

/// Installs this module's functions; runs after string.rs's `init`, whose `trimStart`
/// and `trimEnd` the Annex B aliases share (sec-string.prototype.trimleft).
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let global = vm.realm.global;
    let key = vm.key("String")?;
    let ctor = vm.get(global, key, Value::object(global))?;
    let ctor = ctor.as_object().ok_or_else(|| vm.type_error("String constructor missing"))?;
    vm.install(ctor, NativeId::StringRaw)?;
    vm.install(ctor, NativeId::StringFromCodePoint)?;
    let proto = vm.realm.string_prototype;
    for id in [
        NativeId::StringProtoAnchor,
        NativeId::StringProtoBig,
        NativeId::StringProtoBlink,
        NativeId::StringProtoBold,
        NativeId::StringProtoFixed,
        NativeId::StringProtoFontcolor,
        NativeId::StringProtoFontsize,
        NativeId::StringProtoItalics,
        NativeId::StringProtoLink,
        NativeId::StringProtoSmall,
        NativeId::StringProtoStrike,
        NativeId::StringProtoSub,
        NativeId::StringProtoSup,
    ] {
        vm.install(proto, id)?;
    }
    for (alias, name) in [("trimLeft", "trimStart"), ("trimRight", "trimEnd")] {
        let key = vm.key(name)?;
        let f = vm.get(proto, key, Value::object(proto))?;
        vm.define_value(proto, alias, f, attrs::HIDDEN)?;
    }
    Ok(())
}
