//! Annex B's String.prototype HTML methods (ECMA-262 sec-string.prototype.anchor
//! through sec-string.prototype.sup, all through sec-createhtml), and the
//! trimLeft/trimRight aliases (sec-string.prototype.trimleft).

use super::{NativeCx, NativeId, arg};
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// ECMA-262 sec-createhtml: `<tag attribute="value">string</tag>`, with `"` in the
/// value written as `&quot;`.
fn create_html(
    vm: &mut Vm,
    this: Value,
    tag: &str,
    attribute: Option<(&str, Value)>,
) -> JsResult<Value> {
    if this.is_nullish() {
        return Err(vm.type_error(&format!(
            "String.prototype method creating <{tag}> called on null or undefined"
        )));
    }
    let s = vm.to_string(this)?;
    let mut out: Vec<u16> = Vec::new();
    out.push(u16::from(b'<'));
    out.extend(tag.encode_utf16());
    if let Some((name, value)) = attribute {
        let v = vm.to_string(value)?;
        out.push(u16::from(b' '));
        out.extend(name.encode_utf16());
        out.extend("=\"".encode_utf16());
        let units = vm.flat(v).to_units();
        for u in units {
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

macro_rules! html_methods {
    ($($name:ident = ($tag:literal, $attr:expr, $spec:literal),)*) => {$(
        #[doc = concat!("ECMA-262 ", $spec, " (Annex B)")]
        pub(crate) fn $name(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
            let attr: Option<&str> = $attr;
            create_html(vm, this, $tag, attr.map(|a| (a, arg(args, 0))))
        }
    )*};
}

html_methods! {
    anchor = ("a", Some("name"), "sec-string.prototype.anchor"),
    big = ("big", None, "sec-string.prototype.big"),
    blink = ("blink", None, "sec-string.prototype.blink"),
    bold = ("b", None, "sec-string.prototype.bold"),
    fixed = ("tt", None, "sec-string.prototype.fixed"),
    fontcolor = ("font", Some("color"), "sec-string.prototype.fontcolor"),
    fontsize = ("font", Some("size"), "sec-string.prototype.fontsize"),
    italics = ("i", None, "sec-string.prototype.italics"),
    link = ("a", Some("href"), "sec-string.prototype.link"),
    small = ("small", None, "sec-string.prototype.small"),
    strike = ("strike", None, "sec-string.prototype.strike"),
    sub = ("sub", None, "sec-string.prototype.sub"),
    sup = ("sup", None, "sec-string.prototype.sup"),
}

/// Installs the HTML methods, and trimLeft/trimRight as the same function objects as
/// trimStart/trimEnd (installed before by `string::init`).
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
        vm.define_value(proto, alias, f, crate::object::attrs::HIDDEN)?;
    }
    Ok(())
}
