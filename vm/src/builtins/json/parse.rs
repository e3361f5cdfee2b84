//! JSON.parse (ECMA-262 sec-json.parse) with its reviver and the JSON Parse Records of
//! the source text access proposal, and JSON.rawJSON / JSON.isRawJSON.

use cairn_gc::Handle;

use rustc_hash::FxHashMap;

use super::deeper;
use crate::builtins::{NativeCx, arg};
use crate::names;
use crate::object::shape::{MAX_SHAPED, Shape};
use crate::object::{JsObject, ObjectKind, attrs};
use crate::string::{JsString, PropertyKey, Str};
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// A code unit of the JSON source text: the parser runs directly over one-byte strings
/// (no widening; in the wasm module they are widened, see `parse`) and over two-byte ones.
trait Unit: Copy + Eq {
    /// The unit as a number.
    fn u(self) -> u32;
    /// The view of source units, for atom lookup.
    fn view(s: &[Self]) -> Str<'_>;
    /// A string cell holding exactly these units (they held no escapes).
    fn cell(s: &[Self]) -> JsString;
    /// How many units of `s` come before its first quote, backslash or control
    /// character (all of `s` when it has none): the plain part of a string literal.
    #[inline(always)]
    fn plain_run(s: &[Self]) -> usize {
        s.iter().position(|&c| is_special(c.u())).unwrap_or(s.len())
    }
    /// How many units of `s` are ASCII digits, from its start.
    fn digit_run(s: &[Self]) -> usize;
    /// `s` itself, when its units are bytes.
    fn bytes(_s: &[Self]) -> Option<&[u8]> {
        None
    }
}

/// Whether a string literal's unit ends its plain part: a quote, a backslash or a
/// control character.
#[inline(always)]
fn is_special(c: u32) -> bool {
    c == 0x22 || c == 0x5C || c < 0x20
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
    /// Eight bytes a step (a million digits in about 0.1 ms).
    fn digit_run(s: &[u8]) -> usize {
        crate::value::number::digit_run(s)
    }
    fn bytes(s: &[u8]) -> Option<&[u8]> {
        Some(s)
    }
    /// Eight bytes a step: in each word, a quote, a backslash or a byte below 0x20
    /// becomes a set high bit, and the lowest set bit marks the first such byte exactly
    /// (each test can also flag bytes above a true one, never below).
    #[inline(always)]
    fn plain_run(s: &[u8]) -> usize {
        const ONES: u64 = 0x0101_0101_0101_0101;
        const HIGHS: u64 = 0x8080_8080_8080_8080;
        let has_zero = |v: u64| v.wrapping_sub(ONES) & !v & HIGHS;
        let mut at = 0;
        for word in s.chunks_exact(8) {
            let w = u64::from_le_bytes([
                word[0], word[1], word[2], word[3], word[4], word[5], word[6], word[7],
            ]);
            let below_space = w.wrapping_sub(ONES * 0x20) & !w & HIGHS;
            let found = below_space | has_zero(w ^ (ONES * 0x22)) | has_zero(w ^ (ONES * 0x5C));
            if found != 0 {
                return at + (found.trailing_zeros() / 8) as usize;
            }
            at += 8;
        }
        at + s[at..].iter().position(|&c| is_special(c as u32)).unwrap_or(s.len() - at)
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
    /// Blocks of 16 checked without a branch a unit, then the block that ends the run
    /// a unit at a time.
    fn digit_run(s: &[u16]) -> usize {
        let is_digit = |c: u16| c.wrapping_sub(0x30) <= 9;
        let whole = s
            .chunks_exact(16)
            .take_while(|b| b.iter().fold(true, |all, &c| all & is_digit(c)))
            .count()
            * 16;
        let tail = s.get(whole..).unwrap_or_default();
        whole + tail.iter().position(|&c| !is_digit(c)).unwrap_or(tail.len())
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
    /// In the wasm module, whether values get their records: there the parser is one
    /// copy with this flag (5 KiB of code less), natively two with the constant TRACK.
    #[cfg(target_family = "wasm")]
    track: bool,
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
        let key = |x: &(PropertyKey, u32)| match x.0 {
            PropertyKey::Index(i) => (0u8, i),
            _ => (1u8, 0),
        };
        cairn_sort::sort_by(items, |a, b| key(a).cmp(&key(b)));
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

    /// The source from the current unit on.
    #[inline]
    fn rest(&self) -> &[U] {
        self.s.get(self.i..).unwrap_or_default()
    }

    /// Moves past the ASCII digits at the current unit: natively in blocks (a million
    /// digits in about 0.1 ms), in the wasm module, which has no interrupt to answer, a
    /// unit at a time (its size budget).
    #[inline]
    fn skip_digits(&mut self) {
        if cfg!(target_family = "wasm") {
            while self.peek().is_some_and(|c| (0x30..=0x39).contains(&c)) {
                self.i += 1;
            }
        } else {
            self.i += U::digit_run(self.rest());
        }
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
/// Whether values get their records: natively the constant TRACK, as a local would
/// grow the recursive parser's frame (a deep-JSON test runs on a 2 MiB thread in debug
/// builds); in the wasm module also the parser's run-time flag.
#[cfg(not(target_family = "wasm"))]
macro_rules! track {
    ($p:expr) => {
        TRACK
    };
}
#[cfg(target_family = "wasm")]
macro_rules! track {
    ($p:expr) => {
        (TRACK || $p.track)
    };
}

/// A value nested in a container (or the text's top value): an object or array counts one
/// level of `Vm::json_depth`, as stringify counts each container it writes, so that any
/// text stringify writes within the bound parses back; a primitive counts none.
fn parse_nested<U: Unit, const TRACK: bool>(vm: &mut Vm, p: &mut Parser<'_, U>) -> JsResult<Value> {
    p.ws();
    match p.peek() {
        Some(0x7B | 0x5B) => deeper(vm, |vm| parse_value::<U, TRACK>(vm, p)),
        _ => parse_value::<U, TRACK>(vm, p),
    }
}

// With TRACK (a reviver), each value also gets its JSON Parse Record.
fn parse_value<U: Unit, const TRACK: bool>(vm: &mut Vm, p: &mut Parser<'_, U>) -> JsResult<Value> {
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
                if track!(p) {
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
                let v = parse_nested::<U, TRACK>(vm, p)?;
                if track!(p) {
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
                        if track!(p) {
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
                if track!(p) {
                    p.close_rec(a, pstart, false);
                }
                return Ok(a);
            }
            loop {
                let v = parse_nested::<U, TRACK>(vm, p)?;
                if track!(p) {
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
                        let a = vm.array_of_values(items)?;
                        if track!(p) {
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
        _ if track!(p) => {
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
    p.i += U::plain_run(&p.s[p.i.min(p.s.len())..]);
    match p.peek() {
        None => return Err(vm.syntax_error("Unterminated string in JSON")),
        Some(0x22) => {
            p.i += 1;
            return Ok((start, p.i - 1, false));
        }
        Some(0x5C) => {}
        Some(_) => {
            return Err(vm.syntax_error("Bad control character in string literal in JSON"));
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
                // The plain units up to the next quote, escape or control character, at
                // once (text with escaped newlines is mostly such runs).
                let run = U::plain_run(&p.s[p.i.min(p.s.len())..]);
                p.buf.extend(p.s[p.i..p.i + run].iter().map(|c| c.u() as u16));
                p.i += run;
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
        p.skip_digits();
        for c in p.s.get(int_start..p.i).unwrap_or_default().iter().take(15) {
            int = int * 10 + (c.u() - 0x30) as i64;
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
        p.skip_digits();
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
        p.skip_digits();
    }
    if simple {
        // An integer of at most 15 digits is exact in a double; "-0" stays a double.
        let n = int as f64;
        return Ok(Value::number(if neg { -n } else { n }));
    }
    // One-byte text is read in place (a number of a million digits is cut to its
    // significant ones there); every unit of a number is ASCII, so two-byte text fits
    // a small stack buffer when short.
    if !cfg!(target_family = "wasm")
        && let Some(bytes) = p.s.get(start..p.i).and_then(U::bytes)
    {
        return Ok(Value::number(crate::value::number::parse_decimal(bytes)));
    }
    let len = p.i - start;
    let mut small = [0u8; 64];
    let text: Vec<u8>;
    let digits: &[u8] = if len <= small.len() {
        for (d, c) in small.iter_mut().zip(&p.s[start..p.i]) {
            *d = c.u() as u8;
        }
        &small[..len]
    } else {
        text = p.s[start..p.i].iter().map(|c| c.u() as u8).collect();
        &text
    };
    Ok(Value::number(crate::value::number::parse_decimal(digits)))
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
) -> JsResult<Value> {
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
                let nv = deeper(vm, |vm| internalize(vm, o, k, reviver, kid, t))?;
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
                let nv = deeper(vm, |vm| internalize(vm, o, k, reviver, kid, t))?;
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
        #[cfg(target_family = "wasm")]
        track: TRACK,
    };
    #[cfg(not(target_family = "wasm"))]
    let v = parse_nested::<U, TRACK>(vm, &mut p)?;
    #[cfg(target_family = "wasm")]
    let v = parse_nested::<U, false>(vm, &mut p)?;
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
    // The root's children are one level down, as stringify counts the root container:
    // the deepest value parse gives back is revived within the bound.
    internalize(vm, root, PropertyKey::Atom(names::EMPTY), reviver, root_rec, &t)
}

/// ECMA-262 sec-json.parse
pub(super) fn parse(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let s = vm.to_string(arg(args, 0))?;
    let reviver = arg(args, 1);
    // Parsing costs fuel by the text's length (two units a code unit, about what
    // scanning and building the values take; crate::limits), before the work is done.
    let len = u64::from(vm.heap.get(s).len);
    vm.limits.charge(16 + 2 * len).map_err(crate::vm::Throw::Terminate)?;
    match vm.flat(s) {
        // In the wasm module one-byte text is widened: the parser's one-byte copies were
        // 14 KiB of its code, and the text is copied here anyway.
        #[cfg(target_family = "wasm")]
        Str::Latin1(b) => {
            let units: Vec<u16> = b.iter().map(|&c| u16::from(c)).collect();
            parse_units(vm, &units, reviver)
        }
        #[cfg(not(target_family = "wasm"))]
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
pub(super) fn raw_json(
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
pub(super) fn is_raw_json(
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

#[cfg(test)]
mod tests {
    use super::{Unit, is_special};

    /// The plain part found eight bytes a step equals the one found byte by byte, for
    /// every byte value at every place of texts whose other bytes are plain (ASCII and
    /// Latin-1 above 0x7F, the bytes word tests could mistake).
    #[test]
    fn the_plain_run_of_latin1_text_ends_at_the_first_special_byte() {
        let naive = |s: &[u8]| s.iter().position(|&c| is_special(c as u32)).unwrap_or(s.len());
        for len in [0, 1, 7, 8, 9, 15, 16, 17, 31, 40] {
            for filler in [b'a', 0x20, 0x21, 0x5B, 0x5D, 0x7F, 0x80, 0xA2, 0xDC, 0xFF] {
                let plain = vec![filler; len];
                assert_eq!(<u8 as Unit>::plain_run(&plain), naive(&plain));
                for at in 0..len {
                    for byte in 0..=255u8 {
                        let mut s = plain.clone();
                        s[at] = byte;
                        assert_eq!(<u8 as Unit>::plain_run(&s), naive(&s), "{s:?}");
                    }
                }
            }
        }
        assert_eq!(<u8 as Unit>::plain_run(b"0123456789abcdef\"tail"), 16);
        assert_eq!(<u8 as Unit>::plain_run(b"0123456789\\n"), 10);
        assert_eq!(<u8 as Unit>::plain_run(b"01234567\n"), 8);
    }
}
