//! Annex B's additions to String.prototype: the HTML methods and the `trimLeft` /
//! `trimRight` aliases (ECMA-262 sec-string.prototype-html-methods,
//! sec-string.prototype.trimleft).

use crate::builtins::{NativeCx, NativeId, arg};
use crate::object::attrs;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

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

/// Installs the HTML methods and the aliases; runs after the String prototype's own
/// methods, whose `trimStart` and `trimEnd` the aliases share.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
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
