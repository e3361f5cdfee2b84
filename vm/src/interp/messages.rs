//! V8-compatible wording of the common TypeErrors, built only on the error path.
//!
//! Scripts print `e.message`, so the engine words its errors the way V8 (node) does:
//! "o.method is not a function" names the callee as written at the call site (the
//! compiler records each call's callee span in `FunctionCode::callee_spans`), "Cannot
//! assign to read only property 'x' of object '#<Object>'", "Cannot add property y,
//! object is not extensible", and so on. Nothing here runs unless an error is thrown.

use cairn_gc::Handle;

use crate::names;
use crate::object::{JsObject, ObjectKind, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{Throw, Vm};

/// The longest callee text an error message quotes (V8 prints whole expressions; a
/// long one is not worth more than this).
const MAX_SITE_TEXT: usize = 120;

impl Vm {
    /// The callee text of the instruction the top frame is executing (its pc was
    /// stored before the instruction ran), rendered as V8 prints call sites.
    pub(crate) fn site_text(&self) -> Option<String> {
        let f = self.frames.last()?;
        let code = self.heap.get(f.code);
        let lf = code.functions.get(f.func as usize)?;
        let (start, end) = lf.code.callee_span(f.pc.checked_sub(1)?)?;
        let text = code.source.get(start as usize..end as usize)?;
        render_site(text)
    }

    /// "X is not a function" for a call from bytecode that found `f` not callable.
    pub(crate) fn not_callable_error(&mut self, f: Value) -> Throw {
        let what = match self.site_text() {
            Some(t) => t,
            None => self.describe_value(f),
        };
        self.type_error(&format!("{what} is not a function"))
    }

    /// "X is not a constructor" for `new` from bytecode.
    pub(crate) fn not_constructor_error(&mut self, f: Value) -> Throw {
        let what = match self.site_text() {
            Some(t) => t,
            None => self.describe_value(f),
        };
        self.type_error(&format!("{what} is not a constructor"))
    }

    /// "X is not iterable" for GetIterator or a spread from bytecode (`site`: the top
    /// frame is at that instruction, so its recorded operand text names X).
    pub(crate) fn not_iterable_error(&mut self, v: Value, site: bool) -> Throw {
        let text = if site { self.site_text() } else { None };
        let value = self.describe_value(v);
        let msg = match text {
            // A spread argument (`f(...x)`): V8 adds what it tried to read.
            Some(t) if t.starts_with("...") => {
                let t = t.trim_start_matches("...").trim_start();
                if v.is_nullish() {
                    format!("{t} is not iterable (cannot read property {value})")
                } else {
                    "Spread syntax requires ...iterable[Symbol.iterator] to be a function".into()
                }
            }
            Some(t) => format!("{t} is not iterable"),
            None => format!("{value} is not iterable"),
        };
        self.type_error(&msg)
    }

    /// "Cannot read properties of null (reading 'x')" (V8's wording, with its special
    /// case for Symbol.iterator on null).
    pub(crate) fn nullish_read_error(&mut self, base: Value, key: Value) -> Throw {
        let what = if base.is_null() { "null" } else { "undefined" };
        if base.is_null() && key.as_symbol() == Some(self.realm.symbols.iterator) {
            return self.type_error(
                "object null is not iterable (cannot read property Symbol(Symbol.iterator))",
            );
        }
        let k = self.key_text(key);
        self.type_error(&format!("Cannot read properties of {what} (reading '{k}')"))
    }

    /// The text of a property key value in a message (symbols as `Symbol(desc)`,
    /// without calling user code for objects).
    fn key_text(&mut self, key: Value) -> String {
        if let Some(s) = key.as_symbol() {
            return self.key_display(PropertyKey::Symbol(s));
        }
        if key.is_object() {
            return "[object Object]".into();
        }
        self.to_rust_string(key).unwrap_or_default()
    }

    /// The TypeError of a failed strict-mode [[Set]] of `key` on object `o`: read-only
    /// property, getter without setter, or a non-extensible object (V8's wording).
    pub(crate) fn failed_set_error(&mut self, o: Handle<JsObject>, key: PropertyKey) -> Throw {
        let name = self.key_display(key);
        let desc = self.object_tag(o);
        // Find the property on the (ordinary) prototype chain without running code.
        let mut cur = Some(o);
        let mut depth = 0;
        while let Some(c) = cur {
            if matches!(self.heap.get(c).kind, ObjectKind::Proxy { .. }) || depth > 1000 {
                break;
            }
            if let Some((_, a)) = self.find_own(c, key) {
                let msg = if a & attrs::ACCESSOR != 0 {
                    format!("Cannot set property {name} of {desc} which has only a getter")
                } else {
                    format!("Cannot assign to read only property '{name}' of object '{desc}'")
                };
                return self.type_error(&msg);
            }
            cur = self.heap.get(c).proto;
            depth += 1;
        }
        if !self.heap.get(o).extensible {
            return self
                .type_error(&format!("Cannot add property {name}, object is not extensible"));
        }
        self.type_error(&format!("Cannot assign to read only property '{name}' of object '{desc}'"))
    }

    /// V8's short tag of an object in messages: `#<Foo>` after its constructor's name,
    /// `[object Array]` for arrays.
    fn object_tag(&mut self, o: Handle<JsObject>) -> String {
        if matches!(self.heap.get(o).kind, ObjectKind::Array { .. }) {
            return "[object Array]".into();
        }
        let name = self.constructor_name_of(o).unwrap_or_else(|| "Object".into());
        format!("#<{name}>")
    }

    /// The `name` of the `constructor` data property found on `o`'s prototype chain
    /// (data properties only: no user code runs).
    pub(crate) fn constructor_name_of(&mut self, o: Handle<JsObject>) -> Option<String> {
        let mut cur = Some(o);
        let mut depth = 0;
        while let Some(c) = cur {
            if depth > 1000 {
                return None;
            }
            if let Some((loc, a)) = self.find_own(c, PropertyKey::Atom(names::CONSTRUCTOR)) {
                if a & attrs::ACCESSOR != 0 {
                    return None;
                }
                let ctor = self.read_loc(c, loc).as_object()?;
                let (nl, na) = self.find_own(ctor, PropertyKey::Atom(names::NAME))?;
                if na & attrs::ACCESSOR != 0 {
                    return None;
                }
                let n = self.read_loc(ctor, nl).as_string()?;
                let s = self.rust_string(n);
                return (!s.is_empty()).then_some(s);
            }
            cur = self.heap.get(c).proto;
            depth += 1;
        }
        None
    }

    /// "Cannot use 'in' operator to search for 'k' in v" (V8's wording).
    pub(crate) fn in_non_object_error(&mut self, key: Value, target: Value) -> Throw {
        let k = self.key_text(key);
        let t = match target.as_string() {
            Some(s) => self.rust_string(s),
            None => self.describe_value(target),
        };
        self.type_error(&format!("Cannot use 'in' operator to search for '{k}' in {t}"))
    }
}

/// Renders call-site source text the way V8's call printer does for the common forms:
/// names and member chains as written (`o.a.b`, `o?.m`, `o[k]`, `o.x` for `o["x"]`),
/// calls inside the chain as `(...)`, anything else (function literals, `new` results,
/// parenthesized expressions) as `(intermediate value)`. None when the text is empty
/// or too long to quote.
fn render_site(text: &str) -> Option<String> {
    let text = text.trim();
    if text.is_empty() || text.len() > MAX_SITE_TEXT * 4 {
        return None;
    }
    let (prefix, body) = match text.strip_prefix("...") {
        Some(rest) => ("...", rest.trim_start()),
        None => ("", text),
    };
    let b = body.as_bytes();
    let mut out = String::from(prefix);
    let mut i;
    // The primary expression.
    if starts_word(b, 0, "new") {
        // `new X(...)` is an intermediate value.
        i = skip_ws(b, 3);
        i = ident_end(b, i);
        i = scan_chain(b, i, None, false)?;
        i = skip_ws(b, i);
        if b.get(i) == Some(&b'(') {
            i = skip_group(b, i)?;
        }
        out.push_str("(intermediate value)");
    } else if b.first() == Some(&b'(') {
        let end = skip_group(b, 0)?;
        let inner = body.get(1..end - 1)?.trim();
        match render_site(inner) {
            Some(r) if is_plain_chain(inner) => out.push_str(&r),
            _ => out.push_str("(intermediate value)"),
        }
        i = end;
    } else if b.first().is_some_and(|&c| is_ident_byte(c)) {
        let end = ident_end(b, 0);
        let word = body.get(..end)?;
        if matches!(word, "function" | "class" | "async") || word.contains("=>") {
            return Some(format!("{prefix}(intermediate value)"));
        }
        out.push_str(word);
        i = end;
    } else if body == "{}" || body == "[]" {
        // Empty literals print as written.
        out.push_str(body);
        i = 2;
    } else if matches!(b.first(), Some(b'"' | b'\'')) {
        let end = skip_string(b, 0)?;
        out.push_str(body.get(..end)?);
        i = end;
    } else {
        return Some(format!("{prefix}(intermediate value)"));
    }
    // The member/call chain after it.
    let end = scan_chain(b, i, Some(&mut out), true)?;
    if skip_ws(b, end) != b.len() {
        // Something this renderer does not know (operators, templates): V8 would
        // print the whole expression; an intermediate value is the honest summary.
        return Some(format!("{prefix}(intermediate value)"));
    }
    (out.len() <= MAX_SITE_TEXT).then_some(out)
}

/// The text is a name or member chain (no parenthesized or literal primary).
fn is_plain_chain(text: &str) -> bool {
    text.as_bytes().first().is_some_and(|&c| is_ident_byte(c) && !c.is_ascii_digit())
        && !text.contains("=>")
        && !starts_word(text.as_bytes(), 0, "function")
        && !starts_word(text.as_bytes(), 0, "new")
}

/// Scans `.name`, `?.name`, `[expr]`, `#name` links (and `(...)` calls when `calls`)
/// from `i`, appending their rendering to `out`; returns the end.
fn scan_chain(b: &[u8], mut i: usize, mut out: Option<&mut String>, calls: bool) -> Option<usize> {
    loop {
        let j = skip_ws(b, i);
        let (dot, optional) = match (b.get(j), b.get(j + 1)) {
            (Some(b'?'), Some(b'.')) if !b.get(j + 2).is_some_and(u8::is_ascii_digit) => {
                (true, true)
            }
            (Some(b'.'), _) if !b.get(j + 1).is_some_and(u8::is_ascii_digit) => (true, false),
            _ => (false, false),
        };
        if dot {
            let k = skip_ws(b, j + if optional { 2 } else { 1 });
            match b.get(k) {
                Some(b'(' | b'[') if optional => {
                    if let Some(o) = out.as_deref_mut() {
                        o.push_str("?.");
                    }
                    i = k;
                    continue;
                }
                _ => {}
            }
            let start = if b.get(k) == Some(&b'#') { k + 1 } else { k };
            let end = ident_end(b, start);
            if end == start {
                return None;
            }
            if let Some(o) = out.as_deref_mut() {
                o.push_str(if optional { "?." } else { "." });
                o.push_str(std::str::from_utf8(b.get(k..end)?).ok()?);
            }
            i = end;
            continue;
        }
        match b.get(j) {
            Some(b'[') => {
                let end = skip_group(b, j)?;
                if let Some(o) = out.as_deref_mut() {
                    let inner = std::str::from_utf8(b.get(j + 1..end - 1)?).ok()?.trim();
                    let unquoted = inner
                        .strip_prefix('"')
                        .and_then(|s| s.strip_suffix('"'))
                        .or_else(|| inner.strip_prefix('\'').and_then(|s| s.strip_suffix('\'')));
                    match unquoted {
                        Some(name)
                            if !name.is_empty()
                                && ident_end(name.as_bytes(), 0) == name.len()
                                && !name.as_bytes()[0].is_ascii_digit() =>
                        {
                            o.push('.');
                            o.push_str(name);
                        }
                        _ => {
                            o.push('[');
                            o.push_str(inner);
                            o.push(']');
                        }
                    }
                }
                i = end;
            }
            Some(b'(') if calls => {
                let end = skip_group(b, j)?;
                // Only a call followed by more chain belongs to the callee; the last
                // group is the call's own argument list (not part of the span).
                if let Some(o) = out.as_deref_mut() {
                    o.push_str("(...)");
                }
                i = end;
            }
            _ => return Some(j.min(b.len()).max(i)),
        }
    }
}

fn starts_word(b: &[u8], i: usize, w: &str) -> bool {
    b.get(i..i + w.len()) == Some(w.as_bytes())
        && !b.get(i + w.len()).is_some_and(|&c| is_ident_byte(c))
}

fn is_ident_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c >= 0x80
}

fn ident_end(b: &[u8], mut i: usize) -> usize {
    while b.get(i).is_some_and(|&c| is_ident_byte(c)) {
        i += 1;
    }
    i
}

fn skip_ws(b: &[u8], mut i: usize) -> usize {
    while b.get(i).is_some_and(|c| c.is_ascii_whitespace()) {
        i += 1;
    }
    i
}

/// The end (exclusive) of a string literal starting at `i`.
fn skip_string(b: &[u8], i: usize) -> Option<usize> {
    let q = *b.get(i)?;
    let mut j = i + 1;
    while let Some(&c) = b.get(j) {
        if c == b'\\' {
            j += 2;
            continue;
        }
        if c == q {
            return Some(j + 1);
        }
        j += 1;
    }
    None
}

/// The end (exclusive) of the bracketed group opening at `i` (`(`, `[` or `{`),
/// skipping nested groups and string literals.
fn skip_group(b: &[u8], i: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut j = i;
    while let Some(&c) = b.get(j) {
        match c {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(j + 1);
                }
            }
            b'"' | b'\'' | b'`' => {
                j = skip_string(b, j)?;
                continue;
            }
            _ => {}
        }
        j += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::render_site;

    #[test]
    fn renders_call_sites_as_v8() {
        let r = |s: &str| render_site(s).unwrap_or_default();
        assert_eq!(r("o.method"), "o.method");
        assert_eq!(r("f"), "f");
        assert_eq!(r("o . a\n .b"), "o.a.b");
        assert_eq!(r("o?.m"), "o?.m");
        assert_eq!(r("o[\"x\"]"), "o.x");
        assert_eq!(r("o[k]"), "o[k]");
        assert_eq!(r("a.b().c"), "a.b(...).c");
        assert_eq!(r("(() => {})"), "(intermediate value)");
        assert_eq!(r("new A().n"), "(intermediate value).n");
        assert_eq!(r("(f)"), "f");
        assert_eq!(r("...undefined"), "...undefined");
        assert_eq!(r("5"), "5");
        assert_eq!(r("this.#p"), "this.#p");
        assert_eq!(r("a + b"), "(intermediate value)");
        assert_eq!(r("{}"), "{}");
        assert_eq!(r("new A(1).b.c"), "(intermediate value).b.c");
    }
}
