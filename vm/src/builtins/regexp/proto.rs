//! RegExp.prototype's accessors (flags, source, the flag getters), exec, test,
//! toString, and the constructor's `Symbol.species` and `escape`.

use super::{NativeCx, arg};
use crate::names;
use crate::regexp_matcher::flag;
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// ECMA-262 sec-regexp.prototype.exec
pub(crate) fn exec_method(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let Some(r) = this.as_object().filter(|_| vm.regexp_matcher(this).is_some()) else {
        return Err(vm.type_error("RegExp.prototype.exec called on an incompatible receiver"));
    };
    let s = vm.to_string(arg(args, 0))?;
    super::builtin_exec(vm, r, s)
}

/// ECMA-262 sec-regexp.prototype.test
pub(crate) fn test(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let Some(r) = this.as_object() else {
        return Err(vm.type_error("RegExp.prototype.test called on a non-object"));
    };
    let s = vm.to_string(arg(args, 0))?;
    if vm.regexp_exec_is_builtin(r) {
        // No result object is observable: match only.
        return Ok(Value::bool(vm.regexp_builtin_match(r, s)?.is_some()));
    }
    let m = vm.regexp_exec(r, s)?;
    Ok(Value::bool(!m.is_null()))
}

/// ECMA-262 sec-regexp.prototype.tostring
pub(crate) fn to_string(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let Some(r) = this.as_object() else {
        return Err(vm.type_error("RegExp.prototype.toString called on a non-object"));
    };
    let p = vm.get(r, PropertyKey::Atom(names::SOURCE), this)?;
    let p = vm.to_string(p)?;
    let f = vm.get(r, PropertyKey::Atom(names::FLAGS), this)?;
    let f = vm.to_string(f)?;
    let mut out = vec![b'/' as u16];
    vm.flat(p).push_to(&mut out);
    out.push(b'/' as u16);
    vm.flat(f).push_to(&mut out);
    Ok(Value::string(vm.alloc_units(out)?))
}

/// ECMA-262 sec-get-regexp.prototype.flags
pub(crate) fn flags_getter(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let Some(r) = this.as_object() else {
        return Err(vm.type_error("RegExp.prototype.flags getter called on a non-object"));
    };
    let mut out = Vec::with_capacity(8);
    for (name, c) in [
        ("hasIndices", b'd'),
        ("global", b'g'),
        ("ignoreCase", b'i'),
        ("multiline", b'm'),
        ("dotAll", b's'),
        ("unicode", b'u'),
        ("unicodeSets", b'v'),
        ("sticky", b'y'),
    ] {
        let key = vm.key(name)?;
        let v = vm.get(r, key, this)?;
        if vm.to_boolean(v) {
            out.push(c);
        }
    }
    Ok(Value::string(vm.alloc_latin1(out)?))
}

/// ECMA-262 sec-regexphasflag
fn has_flag(vm: &mut Vm, this: Value, bit: u8, name: &str) -> JsResult<Value> {
    if let Some(m) = vm.regexp_matcher(this) {
        return Ok(Value::bool(m.flags & bit != 0));
    }
    if this == Value::object(vm.realm.regexp_prototype) {
        return Ok(Value::UNDEFINED);
    }
    Err(vm
        .type_error(&format!("RegExp.prototype.{name} getter called on an incompatible receiver")))
}

macro_rules! flag_getters {
    ($($f:ident = ($bit:expr, $name:literal),)*) => {$(
        #[doc = concat!("ECMA-262 get RegExp.prototype.", $name)]
        pub(crate) fn $f(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
            has_flag(vm, this, $bit, $name)
        }
    )*};
}

flag_getters! {
    flag_getter_d = (flag::D, "hasIndices"),
    flag_getter_g = (flag::G, "global"),
    flag_getter_i = (flag::I, "ignoreCase"),
    flag_getter_m = (flag::M, "multiline"),
    flag_getter_s = (flag::S, "dotAll"),
    flag_getter_u = (flag::U, "unicode"),
    flag_getter_v = (flag::V, "unicodeSets"),
    flag_getter_y = (flag::Y, "sticky"),
}

/// ECMA-262 sec-get-regexp.prototype.source
pub(crate) fn source_getter(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let Some(m) = vm.regexp_matcher(this) else {
        if this == Value::object(vm.realm.regexp_prototype) {
            return vm.str_value("(?:)");
        }
        return Err(
            vm.type_error("RegExp.prototype.source getter called on an incompatible receiver")
        );
    };
    let out = escape_pattern(&m.source);
    Ok(Value::string(vm.alloc_units(out)?))
}

/// ECMA-262 sec-escaperegexppattern: `/` and line terminators escaped, so that
/// `/${source}/${flags}` reads back as the same literal; the empty pattern is `(?:)`.
pub(crate) fn escape_pattern(src: &[u16]) -> Vec<u16> {
    if src.is_empty() {
        return "(?:)".encode_utf16().collect();
    }
    let mut out = Vec::with_capacity(src.len() + 4);
    let mut in_class = false;
    let mut i = 0;
    while i < src.len() {
        let c = src[i];
        match c {
            0x5C => {
                out.push(c);
                if let Some(&n) = src.get(i + 1) {
                    match n {
                        0x0A => out.extend("n".encode_utf16()),
                        0x0D => out.extend("r".encode_utf16()),
                        0x2028 => out.extend("u2028".encode_utf16()),
                        0x2029 => out.extend("u2029".encode_utf16()),
                        _ => out.push(n),
                    }
                    i += 2;
                    continue;
                }
            }
            0x2F if !in_class => out.extend("\\/".encode_utf16()),
            0x0A => out.extend("\\n".encode_utf16()),
            0x0D => out.extend("\\r".encode_utf16()),
            0x2028 => out.extend("\\u2028".encode_utf16()),
            0x2029 => out.extend("\\u2029".encode_utf16()),
            0x5B => {
                in_class = true;
                out.push(c);
            }
            0x5D => {
                in_class = false;
                out.push(c);
            }
            _ => out.push(c),
        }
        i += 1;
    }
    out
}

/// ECMA-262 sec-regexp.escape
pub(crate) fn escape(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let Some(s) = arg(args, 0).as_string() else {
        return Err(vm.type_error("RegExp.escape requires a string"));
    };
    let units = vm.flat(s).to_units();
    let mut out: Vec<u16> = Vec::with_capacity(units.len() * 2);
    let mut i = 0;
    while i < units.len() {
        let u = units[i];
        // StringToCodePoints: a surrogate pair is one code point.
        let (cp, size) = if (0xD800..0xDC00).contains(&u)
            && let Some(&l) = units.get(i + 1)
            && (0xDC00..0xE000).contains(&l)
        {
            (0x10000 + (((u as u32) - 0xD800) << 10) + ((l as u32) - 0xDC00), 2)
        } else {
            (u as u32, 1)
        };
        let ascii_alnum = cp < 128 && (cp as u8).is_ascii_alphanumeric();
        if out.is_empty() && ascii_alnum {
            out.extend(format!("\\x{cp:02x}").encode_utf16());
        } else {
            encode_for_escape(cp, &units[i..i + size], &mut out);
        }
        i += size;
    }
    Ok(Value::string(vm.alloc_units(out)?))
}

/// ECMA-262 sec-encodeforregexpescape
fn encode_for_escape(cp: u32, units: &[u16], out: &mut Vec<u16>) {
    const SYNTAX: &[u8] = b"^$\\.*+?()[]{}|/";
    const OTHER: &[u8] = b",-=<>#&!%:;@~'`\"";
    if cp < 128 && SYNTAX.contains(&(cp as u8)) {
        out.push(0x5C);
        out.push(cp as u16);
        return;
    }
    let control = match cp {
        9 => Some('t'),
        10 => Some('n'),
        11 => Some('v'),
        12 => Some('f'),
        13 => Some('r'),
        _ => None,
    };
    if let Some(c) = control {
        out.push(0x5C);
        out.push(c as u16);
        return;
    }
    let white = cp <= 0xFFFF && crate::value::number::is_js_whitespace(cp as u16);
    let line = matches!(cp, 0x0A | 0x0D | 0x2028 | 0x2029);
    let surrogate = (0xD800..0xE000).contains(&cp);
    if (cp < 128 && OTHER.contains(&(cp as u8))) || white || line || surrogate {
        if cp <= 0xFF {
            out.extend(format!("\\x{cp:02x}").encode_utf16());
        } else {
            for &u in units {
                out.extend(format!("\\u{u:04x}").encode_utf16());
            }
        }
        return;
    }
    out.extend_from_slice(units);
}

#[cfg(test)]
mod tests {
    use super::escape_pattern;

    fn esc(s: &str) -> String {
        String::from_utf16_lossy(&escape_pattern(&s.encode_utf16().collect::<Vec<_>>()))
    }

    #[test]
    fn source_escapes_slashes_and_line_terminators() {
        assert_eq!(esc(""), "(?:)");
        assert_eq!(esc("a/b"), "a\\/b");
        assert_eq!(esc("[/]"), "[/]");
        assert_eq!(esc("\\/"), "\\/");
        assert_eq!(esc("a\nb"), "a\\nb");
    }
}
