//! JSON.stringify (ECMA-262 sec-json.stringify): replacer function or list,
//! indentation, `toJSON`, cycle detection and raw JSON objects.

use cairn_gc::Handle;

use super::deeper;
use crate::builtins::{NativeCx, arg};
use crate::names;
use crate::object::{JsObject, ObjectKind, attrs};
use crate::string::{JsString, PropertyKey, Str};
use crate::value::Value;
use crate::value::number::{int_digits, number_to_string};
use crate::vm::{JsResult, Vm};

/// The text being built: one byte per code unit until a unit above 255 is written, then
/// two bytes per unit.
struct Out {
    bytes: Vec<u8>,
    wide: Vec<u16>,
    is_wide: bool,
}

impl Out {
    fn len(&self) -> usize {
        if self.is_wide { self.wide.len() } else { self.bytes.len() }
    }

    fn truncate(&mut self, n: usize) {
        if self.is_wide { self.wide.truncate(n) } else { self.bytes.truncate(n) }
    }

    /// Appends ASCII text.
    #[inline]
    fn ascii(&mut self, s: &[u8]) {
        if self.is_wide {
            self.wide.extend(s.iter().map(|&b| b as u16));
        } else {
            self.bytes.extend_from_slice(s);
        }
    }

    /// Appends one-byte code units.
    fn latin1(&mut self, s: &[u8]) {
        self.ascii(s);
    }

    fn widen(&mut self) {
        if !self.is_wide {
            self.wide = self.bytes.iter().map(|&b| b as u16).collect();
            self.bytes = Vec::new();
            self.is_wide = true;
        }
    }

    /// Appends code units.
    fn units(&mut self, s: &[u16]) {
        if !self.is_wide && s.iter().any(|&u| u > 255) {
            self.widen();
        }
        if self.is_wide {
            self.wide.extend_from_slice(s);
        } else {
            self.bytes.extend(s.iter().map(|&u| u as u8));
        }
    }

    /// Appends text as it is (the text of a raw JSON object).
    fn raw(&mut self, s: Str<'_>) {
        match s {
            Str::Latin1(b) => self.latin1(b),
            Str::Utf16(u) => self.units(u),
        }
    }

    /// Appends `\uXXXX` for `u`.
    fn escape_u(&mut self, u: u16) {
        const HEX: &[u8; 16] = b"0123456789abcdef";
        let d = |s: u16| HEX[(u >> s & 0xF) as usize];
        self.ascii(&[b'\\', b'u', d(12), d(8), d(4), d(0)]);
    }

    /// Appends the escape of the ASCII unit `c` if it needs one (true), else nothing.
    #[inline]
    fn escape_ascii(&mut self, c: u16) -> bool {
        match c {
            0x22 => self.ascii(b"\\\""),
            0x5C => self.ascii(b"\\\\"),
            0x08 => self.ascii(b"\\b"),
            0x0C => self.ascii(b"\\f"),
            0x0A => self.ascii(b"\\n"),
            0x0D => self.ascii(b"\\r"),
            0x09 => self.ascii(b"\\t"),
            c if c < 0x20 => self.escape_u(c),
            _ => return false,
        }
        true
    }

    /// ECMA-262 sec-quotejsonstring
    fn quote(&mut self, s: Str<'_>) {
        self.ascii(b"\"");
        match s {
            Str::Latin1(b) => {
                // Runs without escapes are copied whole.
                let mut run = 0;
                for (i, &c) in b.iter().enumerate() {
                    if c < 0x20 || c == b'"' || c == b'\\' {
                        self.latin1(&b[run..i]);
                        self.escape_ascii(c as u16);
                        run = i + 1;
                    }
                }
                self.latin1(&b[run..]);
            }
            Str::Utf16(u) => {
                let mut i = 0;
                while i < u.len() {
                    let c = u[i];
                    if !self.escape_ascii(c) {
                        match c {
                            0xD800..=0xDBFF
                                if u.get(i + 1).is_some_and(|n| (0xDC00..=0xDFFF).contains(n)) =>
                            {
                                self.units(&u[i..i + 2]);
                                i += 1;
                            }
                            0xD800..=0xDFFF => self.escape_u(c),
                            c => self.units(&[c]),
                        }
                    }
                    i += 1;
                }
            }
        }
        self.ascii(b"\"");
    }
}

struct Stringifier {
    replacer: Value,
    keys: Option<Vec<PropertyKey>>,
    gap: Vec<u16>,
    indent: Vec<u16>,
    stack: Vec<Handle<JsObject>>,
    /// The key "toJSON".
    to_json: PropertyKey,
    /// Keys (and slots) of the objects being serialized, innermost last.
    key_stack: Vec<(PropertyKey, u32)>,
}

/// ECMA-262 sec-serializejsonproperty: appends the text of holder[key]; false when
/// the value is not serializable (undefined, functions, symbols).
fn serialize_property(
    vm: &mut Vm,
    st: &mut Stringifier,
    holder: Handle<JsObject>,
    key: PropertyKey,
    out: &mut Out,
) -> JsResult<bool> {
    let value = vm.get(holder, key, Value::object(holder))?;
    serialize_value(vm, st, holder, key, value, out)
}

/// SerializeJSONProperty from step 2, with holder[key] already read as `value`.
fn serialize_value(
    vm: &mut Vm,
    st: &mut Stringifier,
    holder: Handle<JsObject>,
    key: PropertyKey,
    mut value: Value,
    out: &mut Out,
) -> JsResult<bool> {
    // The common primitives first (no toJSON lookup, no replacer).
    if st.replacer.is_undefined() {
        if let Some(i) = value.as_int() {
            let mut buf = [0u8; 11];
            out.ascii(int_digits(i, &mut buf));
            return Ok(true);
        }
        if let Some(s) = value.as_string() {
            out.quote(vm.flat(s));
            return Ok(true);
        }
    }
    if value.is_object() || value.is_bigint() {
        let to_json = vm.get_v(value, st.to_json)?;
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
            // proposal-json-parse-with-source: a raw JSON object is its text (frozen
            // by JSON.rawJSON: the Get has no side effect and reads a string).
            ObjectKind::RawJson => {
                let key = PropertyKey::Atom(vm.atom("rawJSON")?);
                if let Some(text) = vm.get(o, key, value)?.as_string() {
                    out.raw(vm.flat(text));
                    return Ok(true);
                }
            }
            _ => {}
        }
    }
    if value.is_bigint() {
        return Err(vm.type_error("Do not know how to serialize a BigInt"));
    }
    if value.is_null() {
        out.ascii(b"null");
        return Ok(true);
    }
    if let Some(b) = value.as_bool() {
        out.ascii(if b { b"true" } else { b"false" });
        return Ok(true);
    }
    if let Some(s) = value.as_string() {
        out.quote(vm.flat(s));
        return Ok(true);
    }
    if let Some(i) = value.as_int() {
        let mut buf = [0u8; 11];
        out.ascii(int_digits(i, &mut buf));
        return Ok(true);
    }
    if let Some(n) = value.as_number() {
        if n.is_finite() {
            out.ascii(number_to_string(n).as_bytes());
        } else {
            out.ascii(b"null");
        }
        return Ok(true);
    }
    if let Some(o) = value.as_object()
        && !vm.is_callable(value)
    {
        if st.stack.contains(&o) {
            return Err(vm.type_error("Converting circular structure to JSON"));
        }
        let is_array = vm.is_array_through_proxies(value)?;
        st.stack.push(o);
        vm.temps.push(value);
        let stepback = st.indent.len();
        st.indent.extend_from_slice(&st.gap);
        let r = deeper(vm, |vm| {
            if is_array {
                serialize_array(vm, st, o, out)
            } else {
                serialize_object(vm, st, o, out)
            }
        });
        st.indent.truncate(stepback);
        vm.temps.pop();
        st.stack.pop();
        r?;
        return Ok(true);
    }
    Ok(false)
}

/// Writes the separator before an item of an object or array (ECMA-262
/// sec-serializejsonobject steps 10-11: "," alone, or ",\n" and the indent with a gap).
fn separator(st: &Stringifier, first: bool, out: &mut Out) {
    if !first {
        out.ascii(b",");
    }
    if !st.gap.is_empty() {
        out.ascii(b"\n");
        out.units(&st.indent);
    }
}

/// Closes an object or array that had items (the stepback indent with a gap).
fn close(st: &Stringifier, any: bool, c: u8, out: &mut Out) {
    if any && !st.gap.is_empty() {
        out.ascii(b"\n");
        let back = st.indent.len() - st.gap.len();
        out.units(&st.indent[..back]);
    }
    out.ascii(&[c]);
}

/// ECMA-262 sec-serializejsonobject
fn serialize_object(
    vm: &mut Vm,
    st: &mut Stringifier,
    o: Handle<JsObject>,
    out: &mut Out,
) -> JsResult<()> {
    // Step 5: K. For a plain shaped object with no indexed properties, the enumerable
    // string keys are the shape's, in order; while the shape stays the same, each value
    // is read from its slot (a toJSON or getter that changes the object changes the shape,
    // and the rest are read with [[Get]]).
    let start = st.key_stack.len();
    let obj = vm.heap.get(o);
    let shape = obj.shape;
    let plain = st.keys.is_none()
        && matches!(obj.kind, ObjectKind::Ordinary)
        && obj.dict.is_none()
        && obj.elements.is_empty()
        && !vm.heap.get(shape).has_index_key();
    if plain {
        for (i, &(k, a)) in vm.heap.get(shape).keys.iter().enumerate() {
            if matches!(k, PropertyKey::Atom(_)) && a & attrs::ENUMERABLE != 0 {
                // The slot, or NO_SLOT for an accessor (read with [[Get]]).
                let slot = if a & attrs::ACCESSOR == 0 { i as u32 } else { NO_SLOT };
                st.key_stack.push((k, slot));
            }
        }
    } else {
        let keys = match &st.keys {
            Some(k) => k.clone(),
            None => vm.enumerable_own_keys(o)?,
        };
        st.key_stack.extend(keys.into_iter().map(|k| (k, NO_SLOT)));
    }
    out.ascii(b"{");
    let end = st.key_stack.len();
    let mut first = true;
    let r: JsResult<()> = (|| {
        for n in start..end {
            let Some(&(k, slot)) = st.key_stack.get(n) else { break };
            let obj = vm.heap.get(o);
            let value = if slot != NO_SLOT && obj.shape == shape {
                obj.slots.get(slot as usize).copied().unwrap_or(Value::UNDEFINED)
            } else {
                vm.get(o, k, Value::object(o))?
            };
            let mark = out.len();
            separator(st, first, out);
            if let Some(s) = vm.key_value(k)?.as_string() {
                out.quote(vm.flat(s));
            }
            out.ascii(if st.gap.is_empty() { b":" } else { b": " });
            if serialize_value(vm, st, o, k, value, out)? {
                first = false;
            } else {
                out.truncate(mark);
            }
        }
        Ok(())
    })();
    st.key_stack.truncate(start);
    r?;
    close(st, !first, b'}', out);
    Ok(())
}

/// ECMA-262 sec-serializejsonarray
fn serialize_array(
    vm: &mut Vm,
    st: &mut Stringifier,
    o: Handle<JsObject>,
    out: &mut Out,
) -> JsResult<()> {
    let len = vm.length_of_array_like(o)?;
    out.ascii(b"[");
    for i in 0..len {
        separator(st, i == 0, out);
        // A dense element is read directly; holes and the rest with [[Get]].
        let obj = vm.heap.get(o);
        let direct = match obj.kind {
            ObjectKind::Array { .. } => {
                usize::try_from(i).ok().and_then(|i| obj.elements.get(i)).copied()
            }
            _ => None,
        };
        let k = vm.index_key(i)?;
        let value = match direct {
            Some(v) if v != Value::HOLE => v,
            _ => vm.get(o, k, Value::object(o))?,
        };
        if !serialize_value(vm, st, o, k, value, out)? {
            out.ascii(b"null");
        }
    }
    close(st, len > 0, b']', out);
    Ok(())
}

/// No slot: the value is read with [[Get]].
const NO_SLOT: u32 = u32::MAX;

/// ECMA-262 sec-json.stringify
pub(super) fn stringify(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let replacer_arg = arg(args, 1);
    let to_json = PropertyKey::Atom(vm.atom("toJSON")?);
    let mut st = Stringifier {
        replacer: Value::UNDEFINED,
        keys: None,
        gap: Vec::new(),
        indent: Vec::new(),
        stack: Vec::new(),
        to_json,
        key_stack: Vec::new(),
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
        st.gap = vec![0x20; crate::value::number::clamp(n, 0.0, 10.0) as usize];
    } else if let Some(s) = space.as_string() {
        // Step 7.b: the first ten code units.
        let units = vm.flat(s).to_units();
        st.gap = units[..units.len().min(10)].to_vec();
    }
    let wrapper = vm.new_plain_object()?;
    vm.create_data_property_or_throw(wrapper, PropertyKey::Atom(names::EMPTY), arg(args, 0))?;
    vm.temps.push(Value::object(wrapper));
    let mut out = Out { bytes: Vec::new(), wide: Vec::new(), is_wide: false };
    let r = serialize_property(vm, &mut st, wrapper, PropertyKey::Atom(names::EMPTY), &mut out);
    vm.temps.pop();
    if !r? {
        return Ok(Value::UNDEFINED);
    }
    let cell = if out.is_wide {
        JsString::from_utf16(out.wide)
    } else {
        JsString::from_latin1(out.bytes.into_boxed_slice())
    };
    Ok(Value::string(vm.heap.alloc(cell)?))
}
