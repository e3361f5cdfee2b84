//! The JSON object (ECMA-262 sec-json-object): `JSON.parse` (with a reviver) and
//! `JSON.stringify` (replacer function or list, indentation, `toJSON`, cycle detection).

use cairn_gc::Handle;

use super::{NativeCx, NativeId, arg};
use crate::names;
use crate::object::{JsObject, ObjectKind, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::value::number::number_to_string;
use crate::vm::{JsResult, Vm};

/// Nesting deeper than this is a RangeError (instead of a native stack overflow).
const MAX_DEPTH: usize = 2000;

struct Parser<'a> {
    s: &'a [u16],
    i: usize,
}

impl Parser<'_> {
    fn ws(&mut self) {
        while self.i < self.s.len() && matches!(self.s[self.i], 0x20 | 0x09 | 0x0A | 0x0D) {
            self.i += 1;
        }
    }

    fn peek(&self) -> Option<u16> {
        self.s.get(self.i).copied()
    }
}

fn parse_value(vm: &mut Vm, p: &mut Parser<'_>, depth: usize) -> JsResult<Value> {
    if depth > MAX_DEPTH {
        return Err(vm.range_error("JSON nesting too deep"));
    }
    p.ws();
    let Some(c) = p.peek() else { return Err(vm.syntax_error("Unexpected end of JSON input")) };
    match c {
        0x7B => {
            p.i += 1;
            let o = vm.new_plain_object()?;
            p.ws();
            if p.peek() == Some(0x7D) {
                p.i += 1;
                return Ok(Value::object(o));
            }
            let mut first = true;
            loop {
                p.ws();
                if p.peek() != Some(0x22) {
                    // V8's wording, with the position (node prints these).
                    let what = if first {
                        "Expected property name or '}'"
                    } else {
                        "Expected double-quoted property name"
                    };
                    return Err(vm.syntax_error(&format!("{what} in JSON at position {}", p.i)));
                }
                first = false;
                let k = parse_string(vm, p)?;
                p.ws();
                if p.peek() != Some(0x3A) {
                    let at = p.i;
                    return Err(vm.syntax_error(&format!(
                        "Expected ':' after property name in JSON at position {at}"
                    )));
                }
                p.i += 1;
                let v = parse_value(vm, p, depth + 1)?;
                let key = vm.to_property_key(k)?;
                vm.create_data_property_or_throw(o, key, v)?;
                p.ws();
                match p.peek() {
                    Some(0x2C) => p.i += 1,
                    Some(0x7D) => {
                        p.i += 1;
                        return Ok(Value::object(o));
                    }
                    _ => {
                        let at = p.i;
                        return Err(vm.syntax_error(&format!(
                            "Expected ',' or '}}' after property value in JSON at position {at}"
                        )));
                    }
                }
            }
        }
        0x5B => {
            p.i += 1;
            let mut items = Vec::new();
            p.ws();
            if p.peek() == Some(0x5D) {
                p.i += 1;
                return Ok(Value::object(vm.array_from_list(&items)?));
            }
            loop {
                items.push(parse_value(vm, p, depth + 1)?);
                p.ws();
                match p.peek() {
                    Some(0x2C) => p.i += 1,
                    Some(0x5D) => {
                        p.i += 1;
                        return Ok(Value::object(vm.array_from_list(&items)?));
                    }
                    _ => {
                        let at = p.i;
                        return Err(vm.syntax_error(&format!(
                            "Expected ',' or ']' after array element in JSON at position {at}"
                        )));
                    }
                }
            }
        }
        0x22 => parse_string(vm, p),
        0x74 | 0x66 | 0x6E => {
            for (word, v) in [("true", Value::TRUE), ("false", Value::FALSE), ("null", Value::NULL)]
            {
                let w: Vec<u16> = word.encode_utf16().collect();
                if p.s[p.i..].starts_with(&w) {
                    p.i += w.len();
                    return Ok(v);
                }
            }
            Err(vm.syntax_error("Unexpected token in JSON"))
        }
        _ => parse_number(vm, p),
    }
}

fn parse_string(vm: &mut Vm, p: &mut Parser<'_>) -> JsResult<Value> {
    p.i += 1;
    let mut out: Vec<u16> = Vec::new();
    loop {
        let Some(c) = p.peek() else { return Err(vm.syntax_error("Unterminated string in JSON")) };
        p.i += 1;
        match c {
            0x22 => break,
            0x5C => {
                let Some(e) = p.peek() else { return Err(vm.syntax_error("Bad escape in JSON")) };
                p.i += 1;
                let u = match e {
                    0x22 => 0x22,
                    0x5C => 0x5C,
                    0x2F => 0x2F,
                    0x62 => 0x08,
                    0x66 => 0x0C,
                    0x6E => 0x0A,
                    0x72 => 0x0D,
                    0x74 => 0x09,
                    0x75 => {
                        let hex = p.s.get(p.i..p.i + 4).unwrap_or(&[]);
                        let text: String = hex.iter().map(|&h| h as u8 as char).collect();
                        let Ok(v) = u16::from_str_radix(&text, 16) else {
                            return Err(vm.syntax_error("Bad Unicode escape in JSON"));
                        };
                        if text.len() != 4 {
                            return Err(vm.syntax_error("Bad Unicode escape in JSON"));
                        }
                        p.i += 4;
                        v
                    }
                    _ => return Err(vm.syntax_error("Bad escaped character in JSON")),
                };
                out.push(u);
            }
            c if c < 0x20 => {
                return Err(vm.syntax_error("Bad control character in string literal in JSON"));
            }
            c => out.push(c),
        }
    }
    Ok(Value::string(vm.alloc_units(out)?))
}

fn parse_number(vm: &mut Vm, p: &mut Parser<'_>) -> JsResult<Value> {
    let start = p.i;
    let digit = |c: Option<u16>| c.is_some_and(|c| (0x30..=0x39).contains(&c));
    if p.peek() == Some(0x2D) {
        p.i += 1;
    }
    if p.peek() == Some(0x30) {
        p.i += 1;
    } else if digit(p.peek()) {
        while digit(p.peek()) {
            p.i += 1;
        }
    } else {
        return Err(vm.syntax_error("Unexpected token in JSON"));
    }
    if p.peek() == Some(0x2E) {
        p.i += 1;
        if !digit(p.peek()) {
            return Err(vm.syntax_error("Unterminated fractional number in JSON"));
        }
        while digit(p.peek()) {
            p.i += 1;
        }
    }
    if matches!(p.peek(), Some(0x65 | 0x45)) {
        p.i += 1;
        if matches!(p.peek(), Some(0x2B | 0x2D)) {
            p.i += 1;
        }
        if !digit(p.peek()) {
            return Err(vm.syntax_error("Exponent part is missing a number in JSON"));
        }
        while digit(p.peek()) {
            p.i += 1;
        }
    }
    let text: String = p.s[start..p.i].iter().map(|&c| c as u8 as char).collect();
    Ok(Value::number(text.parse::<f64>().unwrap_or(f64::NAN)))
}

/// ECMA-262 sec-internalizejsonproperty
fn internalize(
    vm: &mut Vm,
    holder: Handle<JsObject>,
    key: PropertyKey,
    reviver: Value,
    depth: usize,
) -> JsResult<Value> {
    if depth > MAX_DEPTH {
        return Err(vm.range_error("JSON nesting too deep"));
    }
    let val = vm.get(holder, key, Value::object(holder))?;
    if let Some(o) = val.as_object() {
        let keys: Vec<PropertyKey> = if vm.is_array_through_proxies(val)? {
            let len = vm.length_of_array_like(o)?;
            let mut k = Vec::new();
            for i in 0..len {
                k.push(vm.index_key(i)?);
            }
            k
        } else {
            vm.enumerable_own_keys(o)?
        };
        for k in keys {
            let nv = internalize(vm, o, k, reviver, depth + 1)?;
            if nv.is_undefined() {
                vm.delete(o, k)?;
            } else {
                vm.create_data_property(o, k, nv)?;
            }
        }
    }
    let kv = vm.key_value(key)?;
    vm.call(reviver, Value::object(holder), &[kv, val])
}

/// ECMA-262 sec-json.parse
pub(crate) fn parse(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let s = vm.to_string(arg(args, 0))?;
    let units = vm.flat(s).to_units();
    let mut p = Parser { s: &units, i: 0 };
    let v = parse_value(vm, &mut p, 0)?;
    p.ws();
    if p.i != units.len() {
        let at = p.i;
        return Err(vm.syntax_error(&format!(
            "Unexpected non-whitespace character after JSON at position {at}"
        )));
    }
    let reviver = arg(args, 1);
    if vm.is_callable(reviver) {
        let root = vm.new_plain_object()?;
        vm.create_data_property_or_throw(root, PropertyKey::Atom(names::EMPTY), v)?;
        return internalize(vm, root, PropertyKey::Atom(names::EMPTY), reviver, 0);
    }
    Ok(v)
}

struct Stringifier {
    replacer: Value,
    keys: Option<Vec<PropertyKey>>,
    gap: String,
    indent: String,
    stack: Vec<Handle<JsObject>>,
}

fn quote(out: &mut String, units: &[u16]) {
    out.push('"');
    let mut i = 0;
    while i < units.len() {
        let c = units[i];
        match c {
            0x22 => out.push_str("\\\""),
            0x5C => out.push_str("\\\\"),
            0x08 => out.push_str("\\b"),
            0x0C => out.push_str("\\f"),
            0x0A => out.push_str("\\n"),
            0x0D => out.push_str("\\r"),
            0x09 => out.push_str("\\t"),
            c if c < 0x20 => out.push_str(&format!("\\u{c:04x}")),
            0xD800..=0xDBFF if i + 1 < units.len() && (0xDC00..=0xDFFF).contains(&units[i + 1]) => {
                let cp = 0x10000 + (((c as u32) - 0xD800) << 10) + (units[i + 1] as u32 - 0xDC00);
                out.push(char::from_u32(cp).unwrap_or('\u{FFFD}'));
                i += 1;
            }
            0xD800..=0xDFFF => out.push_str(&format!("\\u{c:04x}")),
            c => out.push(char::from_u32(c as u32).unwrap_or('\u{FFFD}')),
        }
        i += 1;
    }
    out.push('"');
}

/// ECMA-262 sec-serializejsonproperty: appends the text of holder[key]; false when
/// the value is not serializable (undefined, functions, symbols).
fn serialize_property(
    vm: &mut Vm,
    st: &mut Stringifier,
    holder: Handle<JsObject>,
    key: PropertyKey,
    out: &mut String,
) -> JsResult<bool> {
    let mut value = vm.get(holder, key, Value::object(holder))?;
    if value.is_object() || value.is_bigint() {
        let to_json_key = PropertyKey::Atom(vm.atom("toJSON")?);
        let to_json = vm.get_v(value, to_json_key)?;
        if vm.is_callable(to_json) {
            let kv = vm.key_value(key)?;
            value = vm.call(to_json, value, &[kv])?;
        }
    }
    if !st.replacer.is_undefined() {
        let kv = vm.key_value(key)?;
        value = vm.call(st.replacer, Value::object(holder), &[kv, value])?;
    }
    if let Some(o) = value.as_object() {
        match vm.heap.get(o).kind {
            ObjectKind::Number(_) => value = Value::number(vm.to_number(value)?),
            ObjectKind::String(_) => value = Value::string(vm.to_string(value)?),
            ObjectKind::Boolean(b) => value = Value::bool(b),
            ObjectKind::BigInt(b) => value = Value::bigint(b),
            _ => {}
        }
    }
    if value.is_bigint() {
        return Err(vm.type_error("Do not know how to serialize a BigInt"));
    }
    if value.is_null() {
        out.push_str("null");
        return Ok(true);
    }
    if let Some(b) = value.as_bool() {
        out.push_str(if b { "true" } else { "false" });
        return Ok(true);
    }
    if let Some(s) = value.as_string() {
        let units = vm.flat(s).to_units();
        quote(out, &units);
        return Ok(true);
    }
    if let Some(n) = value.as_number() {
        out.push_str(&if n.is_finite() { number_to_string(n) } else { "null".into() });
        return Ok(true);
    }
    if let Some(o) = value.as_object()
        && !vm.is_callable(value)
    {
        if st.stack.contains(&o) {
            return Err(vm.type_error("Converting circular structure to JSON"));
        }
        if st.stack.len() > MAX_DEPTH {
            return Err(vm.range_error("JSON nesting too deep"));
        }
        let is_array = vm.is_array_through_proxies(value)?;
        st.stack.push(o);
        vm.temps.push(value);
        let stepback = st.indent.clone();
        st.indent.push_str(&st.gap.clone());
        let r = if is_array {
            serialize_array(vm, st, o, out)
        } else {
            serialize_object(vm, st, o, out)
        };
        st.indent = stepback;
        vm.temps.pop();
        st.stack.pop();
        r?;
        return Ok(true);
    }
    Ok(false)
}

fn open_close(
    st: &Stringifier,
    parts: Vec<String>,
    open: char,
    close: char,
    out: &mut String,
    stepback: &str,
) {
    out.push(open);
    if parts.is_empty() {
        out.push(close);
        return;
    }
    if st.gap.is_empty() {
        out.push_str(&parts.join(","));
    } else {
        let sep = format!(",\n{}", st.indent);
        out.push('\n');
        out.push_str(&st.indent);
        out.push_str(&parts.join(&sep));
        out.push('\n');
        out.push_str(stepback);
    }
    out.push(close);
}

fn serialize_object(
    vm: &mut Vm,
    st: &mut Stringifier,
    o: Handle<JsObject>,
    out: &mut String,
) -> JsResult<()> {
    let stepback = st.indent[..st.indent.len() - st.gap.len()].to_string();
    let keys = match &st.keys {
        Some(k) => k.clone(),
        None => vm.enumerable_own_keys(o)?,
    };
    let mut parts = Vec::new();
    for k in keys {
        let mut item = String::new();
        if serialize_property(vm, st, o, k, &mut item)? {
            let mut p = String::new();
            let name = vm.key_value(k)?;
            let units = match name.as_string() {
                Some(s) => vm.flat(s).to_units(),
                None => Vec::new(),
            };
            quote(&mut p, &units);
            p.push(':');
            if !st.gap.is_empty() {
                p.push(' ');
            }
            p.push_str(&item);
            parts.push(p);
        }
    }
    open_close(st, parts, '{', '}', out, &stepback);
    Ok(())
}

fn serialize_array(
    vm: &mut Vm,
    st: &mut Stringifier,
    o: Handle<JsObject>,
    out: &mut String,
) -> JsResult<()> {
    let stepback = st.indent[..st.indent.len() - st.gap.len()].to_string();
    let len = vm.length_of_array_like(o)?;
    let mut parts = Vec::new();
    for i in 0..len {
        let mut item = String::new();
        let k = vm.index_key(i)?;
        if !serialize_property(vm, st, o, k, &mut item)? {
            item = "null".into();
        }
        parts.push(item);
    }
    open_close(st, parts, '[', ']', out, &stepback);
    Ok(())
}

/// ECMA-262 sec-json.stringify
pub(crate) fn stringify(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let replacer_arg = arg(args, 1);
    let mut st = Stringifier {
        replacer: Value::UNDEFINED,
        keys: None,
        gap: String::new(),
        indent: String::new(),
        stack: Vec::new(),
    };
    if vm.is_callable(replacer_arg) {
        st.replacer = replacer_arg;
    } else if let Some(r) = replacer_arg.as_object()
        && vm.is_array_through_proxies(replacer_arg)?
    {
        let len = vm.length_of_array_like(r)?;
        let mut keys = Vec::new();
        for i in 0..len {
            let v = vm.get_index(r, i)?;
            let item = if v.is_string() || v.is_number() {
                Some(v)
            } else if let Some(vo) = v.as_object() {
                matches!(vm.heap.get(vo).kind, ObjectKind::String(_) | ObjectKind::Number(_))
                    .then_some(v)
            } else {
                None
            };
            if let Some(item) = item {
                let s = vm.to_string(item)?;
                let k = vm.string_key(s);
                if !keys.contains(&k) {
                    keys.push(k);
                }
            }
        }
        st.keys = Some(keys);
    }
    let mut space = arg(args, 2);
    if let Some(so) = space.as_object() {
        match vm.heap.get(so).kind {
            ObjectKind::Number(_) => space = Value::number(vm.to_number(space)?),
            ObjectKind::String(_) => space = Value::string(vm.to_string(space)?),
            _ => {}
        }
    }
    if let Some(n) = space.as_number() {
        st.gap = " ".repeat(n.clamp(0.0, 10.0) as usize);
    } else if let Some(s) = space.as_string() {
        st.gap = vm.rust_string(s).chars().take(10).collect();
    }
    let wrapper = vm.new_plain_object()?;
    vm.create_data_property_or_throw(wrapper, PropertyKey::Atom(names::EMPTY), arg(args, 0))?;
    vm.temps.push(Value::object(wrapper));
    let mut out = String::new();
    let r = serialize_property(vm, &mut st, wrapper, PropertyKey::Atom(names::EMPTY), &mut out);
    vm.temps.pop();
    if !r? {
        return Ok(Value::UNDEFINED);
    }
    vm.str_value(&out)
}

/// Installs JSON.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let json = vm.new_plain_object()?;
    let global = vm.realm.global;
    vm.define_value(global, "JSON", Value::object(json), attrs::HIDDEN)?;
    vm.install(json, NativeId::JsonParse)?;
    vm.install(json, NativeId::JsonStringify)?;
    let tag = vm.str_value("JSON")?;
    let tag_key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    vm.define_builtin(json, tag_key, tag, attrs::CONFIGURABLE)?;
    Ok(())
}
