//! The JSON object (ECMA-262 sec-json-object): `JSON.parse` (with a reviver) and
//! `JSON.stringify` (replacer function or list, indentation, `toJSON`, cycle detection),
//! and the JSON.parse source text access proposal (test262 feature
//! `json-parse-with-source`): `JSON.rawJSON`, `JSON.isRawJSON`, raw JSON objects in
//! `JSON.stringify`, and the reviver's `context.source`.
//!
//! Without a reviver the parser builds values only; with one it also keeps a JSON Parse
//! Record per value (the proposal's CreateJSONParseRecord), so the fast path pays nothing
//! for source tracking.

use cairn_gc::Handle;

use rustc_hash::FxHashMap;

use super::{NativeCx, NativeId, arg};
use crate::names;
use crate::object::shape::{MAX_SHAPED, Shape};
use crate::object::{JsObject, ObjectKind, attrs};
use crate::string::{JsString, PropertyKey, Str};
use crate::value::Value;
use crate::value::number::number_to_string;
use crate::vm::{JsResult, Vm};

/// Nesting deeper than this is a RangeError (instead of a native stack overflow). Parse,
/// revive and stringify recurse once a level; unoptimized builds use about 5 KB of native
/// stack a level (an 8 MB main thread overflowed at 1,600 levels), so there the bound
/// keeps a parse under 2 MB, the stack of a test thread.
const MAX_DEPTH: usize = if cfg!(debug_assertions) { 300 } else { 2000 };

/// A code unit of the JSON source text: the parser runs directly over one-byte strings
/// (no widening) and over two-byte ones.
trait Unit: Copy + Eq {
    /// The unit as a number.
    fn u(self) -> u32;
    /// The view of source units, for atom lookup.
    fn view(s: &[Self]) -> Str<'_>;
    /// A string cell holding exactly these units (they held no escapes).
    fn cell(s: &[Self]) -> JsString;
}

impl Unit for u8 {
    #[inline]
    fn u(self) -> u32 {
        self as u32
    }
    fn view(s: &[u8]) -> Str<'_> {
        Str::Latin1(s)
    }
    fn cell(s: &[u8]) -> JsString {
        JsString::from_latin1_slice(s)
    }
}

impl Unit for u16 {
    #[inline]
    fn u(self) -> u32 {
        self as u32
    }
    fn view(s: &[u16]) -> Str<'_> {
        Str::Utf16(s)
    }
    fn cell(s: &[u16]) -> JsString {
        JsString::from_utf16(s.to_vec())
    }
}

struct Parser<'a, U> {
    s: &'a [U],
    i: usize,
    /// Values of the arrays and objects being built (innermost last), so that each is
    /// allocated once at its final size.
    values: Vec<Value>,
    /// Keys of the objects being built, parallel to their values in `values`.
    keys: Vec<PropertyKey>,
    /// Units of a string with escapes being decoded.
    buf: Vec<u16>,
    /// The key last seen at each position of an object: rows of query results repeat
    /// their keys in order, so the next key is checked against it before any hashing.
    hints: Vec<PropertyKey>,
    /// With a reviver only: the JSON Parse Records of the values parsed, each pushed
    /// after the records of its elements or entries.
    recs: Vec<Rec>,
    /// The elements or entries of the records (key, record index), each record's
    /// contiguous and, for an object, in the order of its own keys (an array's elements
    /// are by position; their key is unused).
    rec_kids: Vec<(PropertyKey, u32)>,
    /// The elements or entries of the arrays and objects being parsed, innermost last.
    pending: Vec<(PropertyKey, u32)>,
}

/// A JSON Parse Record (proposal-json-parse-with-source, CreateJSONParseRecord): the value
/// a JSON value evaluated to, the range of its source text (primitives only), and the
/// range of its elements or entries in `Parser::rec_kids`.
#[derive(Clone, Copy)]
struct Rec {
    value: Value,
    start: usize,
    end: usize,
    kids_start: usize,
    kids_end: usize,
}

impl<U> Parser<'_, U> {
    /// The record of the value just parsed (the last one pushed).
    fn last_rec(&self) -> u32 {
        // At most one record per source unit, and string lengths fit u32.
        self.recs.len().saturating_sub(1) as u32
    }

    /// Pushes the record of an array or object whose elements or entries are the
    /// pending ones from `from`.
    fn close_rec(&mut self, value: Value, from: usize, object: bool) {
        let kids_start = self.rec_kids.len();
        self.rec_kids.extend(self.pending.drain(from..));
        if object {
            order_entries(&mut self.rec_kids, kids_start);
        }
        let kids_end = self.rec_kids.len();
        self.recs.push(Rec { value, start: 0, end: 0, kids_start, kids_end });
    }
}

/// Puts the entries of one object (from `from` to the end) in the order of the object's
/// own keys (sec-ordinaryownpropertykeys): a duplicate key keeps its first place and takes
/// the last value (as CreateDataProperty in source order does), array indices come first
/// in ascending order.
fn order_entries(e: &mut Vec<(PropertyKey, u32)>, from: usize) {
    let Some(items) = e.get(from..) else { return };
    let n = items.len();
    let dup = if n <= 16 {
        (0..n).any(|i| items[i + 1..].iter().any(|x| x.0 == items[i].0))
    } else {
        let mut seen = rustc_hash::FxHashSet::default();
        !items.iter().all(|x| seen.insert(x.0))
    };
    if dup {
        let mut at: FxHashMap<PropertyKey, usize> = FxHashMap::default();
        let mut out: Vec<(PropertyKey, u32)> = Vec::with_capacity(n);
        for &(k, r) in items {
            match at.get(&k) {
                Some(&i) => out[i].1 = r,
                None => {
                    at.insert(k, out.len());
                    out.push((k, r));
                }
            }
        }
        e.truncate(from);
        e.extend(out);
    }
    if let Some(items) = e.get_mut(from..)
        && items.iter().any(|x| matches!(x.0, PropertyKey::Index(_)))
    {
        // A stable sort: the other keys keep their order.
        items.sort_by_key(|x| match x.0 {
            PropertyKey::Index(i) => (0u8, i),
            _ => (1u8, 0),
        });
    }
}

impl<U: Unit> Parser<'_, U> {
    #[inline]
    fn ws(&mut self) {
        while let Some(c) = self.s.get(self.i)
            && matches!(c.u(), 0x20 | 0x09 | 0x0A | 0x0D)
        {
            self.i += 1;
        }
    }

    #[inline]
    fn peek(&self) -> Option<u32> {
        self.s.get(self.i).map(|c| c.u())
    }

    /// Whether the source continues with the ASCII `word`.
    fn eat(&mut self, word: &[u8]) -> bool {
        let Some(rest) = self.s.get(self.i..self.i + word.len()) else { return false };
        if rest.iter().zip(word).all(|(a, &b)| a.u() == b as u32) {
            self.i += word.len();
            return true;
        }
        false
    }
}

// ECMA-262 sec-json.parse steps 2-9: the text is parsed as JSON (ECMA-404) and evaluated;
// the evaluation of an object literal is CreateDataPropertyOrThrow in source order (a
// later duplicate key overwrites the value in place), of an array literal its elements.
//
// With TRACK (a reviver), each value also gets its JSON Parse Record.
fn parse_value<U: Unit, const TRACK: bool>(
    vm: &mut Vm,
    p: &mut Parser<'_, U>,
    depth: usize,
) -> JsResult<Value> {
    if depth > MAX_DEPTH {
        return Err(vm.range_error("JSON nesting too deep"));
    }
    p.ws();
    let Some(c) = p.peek() else { return Err(vm.syntax_error("Unexpected end of JSON input")) };
    match c {
        0x7B => {
            p.i += 1;
            let start = p.keys.len();
            let vstart = p.values.len();
            let pstart = p.pending.len();
            p.ws();
            if p.peek() == Some(0x7D) {
                p.i += 1;
                let o = Value::object(vm.new_plain_object()?);
                if TRACK {
                    p.close_rec(o, pstart, true);
                }
                return Ok(o);
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
                let key = parse_key(vm, p, p.keys.len() - start)?;
                p.ws();
                if p.peek() != Some(0x3A) {
                    let at = p.i;
                    return Err(vm.syntax_error(&format!(
                        "Expected ':' after property name in JSON at position {at}"
                    )));
                }
                p.i += 1;
                let v = parse_value::<U, TRACK>(vm, p, depth + 1)?;
                if TRACK {
                    let r = p.last_rec();
                    p.pending.push((key, r));
                }
                p.keys.push(key);
                p.values.push(v);
                p.ws();
                match p.peek() {
                    Some(0x2C) => p.i += 1,
                    Some(0x7D) => {
                        p.i += 1;
                        let o = build_object(vm, &p.keys[start..], &p.values[vstart..])?;
                        p.keys.truncate(start);
                        p.values.truncate(vstart);
                        if TRACK {
                            p.close_rec(Value::object(o), pstart, true);
                        }
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
            let start = p.values.len();
            let pstart = p.pending.len();
            p.ws();
            if p.peek() == Some(0x5D) {
                p.i += 1;
                let a = Value::object(vm.array_create(0)?);
                if TRACK {
                    p.close_rec(a, pstart, false);
                }
                return Ok(a);
            }
            loop {
                let v = parse_value::<U, TRACK>(vm, p, depth + 1)?;
                if TRACK {
                    let r = p.last_rec();
                    p.pending.push((PropertyKey::Index(0), r));
                }
                p.values.push(v);
                p.ws();
                match p.peek() {
                    Some(0x2C) => p.i += 1,
                    Some(0x5D) => {
                        p.i += 1;
                        let items: Vec<Value> = p.values.drain(start..).collect();
                        let a = vm.array_create(items.len() as u32)?;
                        vm.set_elements(a, items)?;
                        if TRACK {
                            p.close_rec(Value::object(a), pstart, false);
                        }
                        return Ok(Value::object(a));
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
        _ if TRACK => {
            let start = p.i;
            let v = parse_primitive(vm, p, c)?;
            p.recs.push(Rec { value: v, start, end: p.i, kids_start: 0, kids_end: 0 });
            Ok(v)
        }
        _ => parse_primitive(vm, p, c),
    }
}

/// A string, number, `true`, `false` or `null` starting with the unit `c` at `p.i`
/// (inlined: it is the body of the parser's hot loop).
#[inline(always)]
fn parse_primitive<U: Unit>(vm: &mut Vm, p: &mut Parser<'_, U>, c: u32) -> JsResult<Value> {
    match c {
        0x22 => {
            let (a, b, escaped) = scan_string(vm, p)?;
            let h = if escaped {
                let cell = if p.buf.len() <= crate::string::INLINE_MAX {
                    JsString::from_utf16(p.buf.clone())
                } else if p.buf.iter().all(|&u| u < 256) {
                    JsString::from_latin1(p.buf.iter().map(|&u| u as u8).collect())
                } else {
                    JsString::from_utf16(p.buf.clone())
                };
                vm.heap.alloc(cell)?
            } else {
                match b - a {
                    0 => vm.atoms.string(names::EMPTY),
                    1 => match p.s.get(a).map(|c| c.u()) {
                        Some(u) if u < 256 => match vm.realm.char_strings.get(u as usize) {
                            Some(&h) => h,
                            None => vm.heap.alloc(U::cell(&p.s[a..b]))?,
                        },
                        _ => vm.heap.alloc(U::cell(&p.s[a..b]))?,
                    },
                    _ => vm.heap.alloc(U::cell(&p.s[a..b]))?,
                }
            };
            Ok(Value::string(h))
        }
        0x74 if p.eat(b"true") => Ok(Value::TRUE),
        0x66 if p.eat(b"false") => Ok(Value::FALSE),
        0x6E if p.eat(b"null") => Ok(Value::NULL),
        0x74 | 0x66 | 0x6E => Err(vm.syntax_error("Unexpected token in JSON")),
        _ => parse_number(vm, p),
    }
}

/// The object `{k0: v0, ...}` as CreateDataPropertyOrThrow in order would build it. When
/// every key is a distinct non-index name (the common case), the shape is found by
/// walking the cached transitions and the object is allocated once with its slots.
fn build_object(vm: &mut Vm, keys: &[PropertyKey], values: &[Value]) -> JsResult<Handle<JsObject>> {
    let mut shape = vm.realm.root_shape;
    let mut fast = keys.len() < MAX_SHAPED;
    if fast {
        for &key in keys {
            if matches!(key, PropertyKey::Index(_)) {
                fast = false;
                break;
            }
            if let Some(next) = vm.heap.get(shape).transition(key, attrs::DEFAULT) {
                shape = next;
                continue;
            }
            if vm.heap.get(shape).lookup(key).is_some() {
                // A duplicate key: the generic path overwrites in place.
                fast = false;
                break;
            }
            let child = Shape::child_of(&vm.heap.get(shape).keys, key, attrs::DEFAULT);
            let child = vm.heap.alloc(child)?;
            vm.heap.get_mut(shape).add_transition(key, attrs::DEFAULT, child);
            shape = child;
        }
    }
    if fast {
        let proto = vm.realm.object_prototype;
        let mut obj = JsObject::new(shape, Some(proto), ObjectKind::Ordinary);
        obj.slots = values.to_vec();
        return Ok(vm.heap.alloc(obj)?);
    }
    let o = vm.new_plain_object()?;
    for (&k, &v) in keys.iter().zip(values) {
        vm.create_data_property_or_throw(o, k, v)?;
    }
    Ok(o)
}

/// Scans the string literal at `p.i` (on its opening quote). Returns the range of its
/// units in the source and whether it held escapes; with escapes, the decoded units are
/// left in `p.buf`.
fn scan_string<U: Unit>(vm: &mut Vm, p: &mut Parser<'_, U>) -> JsResult<(usize, usize, bool)> {
    p.i += 1;
    let start = p.i;
    // The common case: no escape before the closing quote.
    loop {
        let Some(c) = p.peek() else { return Err(vm.syntax_error("Unterminated string in JSON")) };
        match c {
            0x22 => {
                p.i += 1;
                return Ok((start, p.i - 1, false));
            }
            0x5C => break,
            c if c < 0x20 => {
                return Err(vm.syntax_error("Bad control character in string literal in JSON"));
            }
            _ => p.i += 1,
        }
    }
    p.buf.clear();
    p.buf.extend(p.s[start..p.i].iter().map(|c| c.u() as u16));
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
                        let Some(hex) = p.s.get(p.i..p.i + 4) else {
                            return Err(vm.syntax_error("Bad Unicode escape in JSON"));
                        };
                        let mut v: u32 = 0;
                        for h in hex {
                            let Some(d) = char::from_u32(h.u()).and_then(|c| c.to_digit(16)) else {
                                return Err(vm.syntax_error("Bad Unicode escape in JSON"));
                            };
                            v = v * 16 + d;
                        }
                        p.i += 4;
                        v
                    }
                    _ => return Err(vm.syntax_error("Bad escaped character in JSON")),
                };
                p.buf.push(u as u16);
            }
            c if c < 0x20 => {
                return Err(vm.syntax_error("Bad control character in string literal in JSON"));
            }
            c => p.buf.push(c as u16),
        }
    }
    Ok((start, p.i - 1, true))
}

/// The property key of the string literal at `p.i`: found in the atom table from the
/// source units without allocating a string when the name is already an atom.
#[inline(always)]
fn parse_key<U: Unit>(vm: &mut Vm, p: &mut Parser<'_, U>, pos: usize) -> JsResult<PropertyKey> {
    let (a, b, escaped) = scan_string(vm, p)?;
    let view = if escaped { Str::Utf16(&p.buf) } else { U::view(&p.s[a..b]) };
    if let Some(&PropertyKey::Atom(hint)) = p.hints.get(pos)
        && vm.heap.get(vm.atoms.string(hint)).flat().is_some_and(|h| h.eq_str(view))
    {
        return Ok(PropertyKey::Atom(hint));
    }
    let key = if let Some(i) = view.array_index() {
        PropertyKey::Index(i)
    } else if let Some(atom) = vm.atoms.lookup(&vm.heap, view) {
        PropertyKey::Atom(atom)
    } else {
        let h = if escaped {
            vm.alloc_units(p.buf.clone())?
        } else {
            vm.heap.alloc(U::cell(&p.s[a..b]))?
        };
        PropertyKey::Atom(vm.atoms.intern(&mut vm.heap, h))
    };
    if pos < 64 {
        if p.hints.len() <= pos {
            p.hints.resize(pos + 1, key);
        }
        p.hints[pos] = key;
    }
    Ok(key)
}

/// A number literal at `p.i` (ECMA-404 number).
#[inline(always)]
fn parse_number<U: Unit>(vm: &mut Vm, p: &mut Parser<'_, U>) -> JsResult<Value> {
    let start = p.i;
    let digit = |c: Option<u32>| c.is_some_and(|c| (0x30..=0x39).contains(&c));
    let neg = p.peek() == Some(0x2D);
    if neg {
        p.i += 1;
    }
    // Integer part, accumulated for the fast path (at most 15 digits are exact).
    let mut int: i64 = 0;
    let int_start = p.i;
    if p.peek() == Some(0x30) {
        p.i += 1;
    } else if digit(p.peek()) {
        while let Some(c) = p.peek()
            && (0x30..=0x39).contains(&c)
        {
            if p.i - int_start < 15 {
                int = int * 10 + (c - 0x30) as i64;
            }
            p.i += 1;
        }
    } else {
        return Err(vm.syntax_error("Unexpected token in JSON"));
    }
    let int_digits = p.i - int_start;
    let mut simple = int_digits <= 15;
    if p.peek() == Some(0x2E) {
        simple = false;
        p.i += 1;
        if !digit(p.peek()) {
            return Err(vm.syntax_error("Unterminated fractional number in JSON"));
        }
        while digit(p.peek()) {
            p.i += 1;
        }
    }
    if matches!(p.peek(), Some(0x65 | 0x45)) {
        simple = false;
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
    if simple {
        // An integer of at most 15 digits is exact in a double; "-0" stays a double.
        let n = int as f64;
        return Ok(Value::number(if neg { -n } else { n }));
    }
    // Every unit of a number is ASCII, so the text fits a small stack buffer when short.
    let len = p.i - start;
    let mut small = [0u8; 64];
    let text: String;
    let digits: &str = if len <= small.len() {
        for (d, c) in small.iter_mut().zip(&p.s[start..p.i]) {
            *d = c.u() as u8;
        }
        core::str::from_utf8(&small[..len]).unwrap_or("")
    } else {
        text = p.s[start..p.i].iter().map(|c| c.u() as u8 as char).collect();
        &text
    };
    Ok(Value::number(digits.parse::<f64>().unwrap_or(f64::NAN)))
}

/// The JSON Parse Records `parse_text` returns with TRACK (empty without).
struct ParseRecords {
    recs: Vec<Rec>,
    kids: Vec<(PropertyKey, u32)>,
}

/// The JSON Parse Records of a parsed text, and the text, for the reviver's context.
struct Records<'a, U> {
    src: &'a [U],
    recs: Vec<Rec>,
    kids: Vec<(PropertyKey, u32)>,
    /// The key "source".
    source: PropertyKey,
}

/// ECMA-262 sec-internalizejsonproperty, with proposal-json-parse-with-source: `rec` is
/// the JSON Parse Record of holder[key] as parsed (none once the reviver replaced a
/// container); the reviver gets `{ source }` while a primitive is the one parsed.
fn internalize<U: Unit>(
    vm: &mut Vm,
    holder: Handle<JsObject>,
    key: PropertyKey,
    reviver: Value,
    rec: Option<u32>,
    t: &Records<'_, U>,
    depth: usize,
) -> JsResult<Value> {
    if depth > MAX_DEPTH {
        return Err(vm.range_error("JSON nesting too deep"));
    }
    let val = vm.get(holder, key, Value::object(holder))?;
    // Step 3: the record applies while the value is still the one parsed.
    let rec = rec.and_then(|r| t.recs.get(r as usize)).filter(|r| vm.same_value(r.value, val));
    let kids: &[(PropertyKey, u32)] =
        rec.and_then(|r| t.kids.get(r.kids_start..r.kids_end)).unwrap_or(&[]);
    if let Some(o) = val.as_object() {
        if vm.is_array_through_proxies(val)? {
            let len = vm.length_of_array_like(o)?;
            for i in 0..len {
                let k = vm.index_key(i)?;
                let kid = usize::try_from(i).ok().and_then(|i| kids.get(i)).map(|e| e.1);
                let nv = internalize(vm, o, k, reviver, kid, t, depth + 1)?;
                if nv.is_undefined() {
                    vm.delete(o, k)?;
                } else {
                    vm.create_data_property(o, k, nv)?;
                }
            }
        } else {
            let keys = vm.enumerable_own_keys(o)?;
            // An unmodified object lists its keys in the entries' order; a key the
            // reviver added (or reordered) is looked up.
            let mut next = 0;
            let mut index: Option<FxHashMap<PropertyKey, u32>> = None;
            for k in keys {
                let kid = if kids.get(next).is_some_and(|e| e.0 == k) {
                    next += 1;
                    kids.get(next - 1).map(|e| e.1)
                } else if kids.len() <= 32 {
                    kids.iter().find(|e| e.0 == k).map(|e| e.1)
                } else {
                    index.get_or_insert_with(|| kids.iter().copied().collect()).get(&k).copied()
                };
                let nv = internalize(vm, o, k, reviver, kid, t, depth + 1)?;
                if nv.is_undefined() {
                    vm.delete(o, k)?;
                } else {
                    vm.create_data_property(o, k, nv)?;
                }
            }
        }
    }
    // Steps 2 and 3.a: the context, with the source text of an unmodified primitive.
    let context = vm.new_plain_object()?;
    if let Some(r) = rec
        && !val.is_object()
        && let Some(units) = t.src.get(r.start..r.end)
    {
        let text = vm.heap.alloc(U::cell(units))?;
        vm.create_data_property_or_throw(context, t.source, Value::string(text))?;
    }
    let kv = vm.key_value(key)?;
    vm.call(reviver, Value::object(holder), &[kv, val, Value::object(context)])
}

/// The value of the whole JSON text `s` (a SyntaxError when it is not one); with TRACK,
/// also the records of its values (the root's last).
fn parse_text<U: Unit, const TRACK: bool>(vm: &mut Vm, s: &[U]) -> JsResult<(Value, ParseRecords)> {
    let mut p = Parser {
        s,
        i: 0,
        values: Vec::new(),
        keys: Vec::new(),
        buf: Vec::new(),
        hints: Vec::new(),
        recs: Vec::new(),
        rec_kids: Vec::new(),
        pending: Vec::new(),
    };
    let v = parse_value::<U, TRACK>(vm, &mut p, 0)?;
    p.ws();
    if p.i != s.len() {
        let at = p.i;
        return Err(vm.syntax_error(&format!(
            "Unexpected non-whitespace character after JSON at position {at}"
        )));
    }
    Ok((v, ParseRecords { recs: p.recs, kids: p.rec_kids }))
}

/// JSON.parse over the units `s`: ECMA-262 sec-json.parse steps 2-11.
fn parse_units<U: Unit>(vm: &mut Vm, s: &[U], reviver: Value) -> JsResult<Value> {
    if !vm.is_callable(reviver) {
        return Ok(parse_text::<U, false>(vm, s)?.0);
    }
    let (v, ParseRecords { recs, kids }) = parse_text::<U, true>(vm, s)?;
    let source = PropertyKey::Atom(vm.atom("source")?);
    let root_rec = recs.len().checked_sub(1).map(|r| r as u32);
    let t = Records { src: s, recs, kids, source };
    let root = vm.new_plain_object()?;
    vm.create_data_property_or_throw(root, PropertyKey::Atom(names::EMPTY), v)?;
    internalize(vm, root, PropertyKey::Atom(names::EMPTY), reviver, root_rec, &t, 0)
}

/// ECMA-262 sec-json.parse
pub(crate) fn parse(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let s = vm.to_string(arg(args, 0))?;
    let reviver = arg(args, 1);
    match vm.flat(s) {
        Str::Latin1(b) => {
            let bytes = b.to_vec();
            parse_units(vm, &bytes, reviver)
        }
        Str::Utf16(u) => {
            let units = u.to_vec();
            parse_units(vm, &units, reviver)
        }
    }
}

/// proposal-json-parse-with-source JSON.rawJSON ( text )
pub(crate) fn raw_json(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    // Step 1.
    let s = vm.to_string(arg(args, 0))?;
    vm.temps.push(Value::string(s));
    let r = raw_json_of(vm, s);
    vm.temps.pop();
    r
}

/// JSON.rawJSON steps 2-8 for the string `s`.
fn raw_json_of(vm: &mut Vm, s: Handle<JsString>) -> JsResult<Value> {
    let units = vm.flat(s).to_units();
    // Step 2: not empty, no whitespace at either end.
    let ws = |u: Option<&u16>| u.is_none_or(|&u| matches!(u, 0x09 | 0x0A | 0x0D | 0x20));
    if ws(units.first()) || ws(units.last()) {
        return Err(
            vm.syntax_error("JSON.rawJSON: the text is empty or starts or ends with whitespace")
        );
    }
    // Step 3: a JSON text whose value is neither an object nor an array.
    if matches!(units.first(), Some(0x7B | 0x5B)) {
        return Err(vm.syntax_error(
            "JSON.rawJSON: the text must be a JSON primitive, not an object or array",
        ));
    }
    parse_text::<u16, false>(vm, &units)?;
    // Steps 4-8: a frozen null-prototype object with [[IsRawJSON]] and `rawJSON`.
    let o = vm.alloc_object(ObjectKind::RawJson, None)?;
    let key = PropertyKey::Atom(vm.atom("rawJSON")?);
    vm.create_data_property_or_throw(o, key, Value::string(s))?;
    vm.set_integrity_level(o, true)?;
    Ok(Value::object(o))
}

/// proposal-json-parse-with-source JSON.isRawJSON ( O )
pub(crate) fn is_raw_json(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let raw = arg(args, 0)
        .as_object()
        .is_some_and(|o| matches!(vm.heap.get(o).kind, ObjectKind::RawJson));
    Ok(Value::bool(raw))
}

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
            let mut buf = itoa_buf();
            out.ascii(itoa(i, &mut buf));
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
        let mut buf = itoa_buf();
        out.ascii(itoa(i, &mut buf));
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
        if st.stack.len() > MAX_DEPTH {
            return Err(vm.range_error("JSON nesting too deep"));
        }
        let is_array = vm.is_array_through_proxies(value)?;
        st.stack.push(o);
        vm.temps.push(value);
        let stepback = st.indent.len();
        st.indent.extend_from_slice(&st.gap);
        let r = if is_array {
            serialize_array(vm, st, o, out)
        } else {
            serialize_object(vm, st, o, out)
        };
        st.indent.truncate(stepback);
        vm.temps.pop();
        st.stack.pop();
        r?;
        return Ok(true);
    }
    Ok(false)
}

/// A buffer for [`itoa`].
fn itoa_buf() -> [u8; 11] {
    [0; 11]
}

/// The decimal text of `i` (Number::toString of an int32), written into `buf`.
fn itoa(i: i32, buf: &mut [u8; 11]) -> &[u8] {
    let mut n = i.unsigned_abs();
    let mut at = buf.len();
    loop {
        at -= 1;
        buf[at] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    if i < 0 {
        at -= 1;
        buf[at] = b'-';
    }
    &buf[at..]
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
pub(crate) fn stringify(
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
        st.gap = vec![0x20; n.clamp(0.0, 10.0) as usize];
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

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Json;
    JsonParse = ("parse", 2, false, parse),
    JsonStringify = ("stringify", 3, false, stringify),
    JsonRawJson = ("rawJSON", 1, false, raw_json),
    JsonIsRawJson = ("isRawJSON", 1, false, is_raw_json),
}

/// Installs JSON.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let json = vm.new_plain_object()?;
    let global = vm.realm.global;
    vm.define_value(global, "JSON", Value::object(json), attrs::HIDDEN)?;
    vm.install(json, NativeId::JsonParse)?;
    vm.install(json, NativeId::JsonStringify)?;
    vm.install(json, NativeId::JsonRawJson)?;
    vm.install(json, NativeId::JsonIsRawJson)?;
    let tag = vm.str_value("JSON")?;
    let tag_key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    vm.define_builtin(json, tag_key, tag, attrs::CONFIGURABLE)?;
    Ok(())
}
