//! How `print`/`console.log` display values: strings as they are at the top level,
//! everything else in the style of node's `util.inspect` for the common cases (so that
//! node computes the expected outputs of the script tests).

use cairn_gc::Handle;

use crate::names;
use crate::object::{JsObject, ObjectKind, attrs};
use crate::string::PropertyKey;
use crate::value::{Type, Value};
use crate::vm::{JsResult, Vm};

impl Vm {
    /// The display text of `v` at nesting `depth` (0: top level).
    pub(crate) fn display_string(&mut self, v: Value, depth: u32) -> JsResult<String> {
        match v.ty() {
            Type::String(s) => {
                let text = self.rust_string(s);
                if depth == 0 { Ok(text) } else { Ok(quote(&text)) }
            }
            Type::Number(n) => {
                if n == 0.0 && n.is_sign_negative() {
                    return Ok("-0".into());
                }
                Ok(crate::value::number::number_to_string(n))
            }
            Type::Symbol(s) => Ok(self.symbol_descriptive_string(s)),
            Type::Object(o) => {
                let mut seen = Vec::new();
                self.display_object(o, depth, &mut seen)
            }
            _ => self.to_rust_string(v),
        }
    }

    fn display_object(
        &mut self,
        o: Handle<JsObject>,
        depth: u32,
        seen: &mut Vec<Handle<JsObject>>,
    ) -> JsResult<String> {
        if seen.contains(&o) {
            return Ok("[Circular *1]".into());
        }
        let obj = self.heap.get(o);
        if obj.is_callable() {
            let name = match self.find_own(o, PropertyKey::Atom(names::NAME)) {
                Some((loc, a)) if a & attrs::ACCESSOR == 0 => self
                    .read_loc(o, loc)
                    .as_string()
                    .map(|s| self.rust_string(s))
                    .unwrap_or_default(),
                _ => String::new(),
            };
            let is_class = self.heap.get(o).flags & crate::object::flags::CLASS != 0;
            return Ok(match (is_class, name.is_empty()) {
                (true, false) => format!("[class {name}]"),
                (true, true) => "[class (anonymous)]".into(),
                (false, false) => format!("[Function: {name}]"),
                (false, true) => "[Function (anonymous)]".into(),
            });
        }
        match obj.kind {
            ObjectKind::Error => {
                let stack = self.get(o, PropertyKey::Atom(names::STACK), Value::object(o))?;
                if let Some(s) = stack.as_string() {
                    let text = self.rust_string(s);
                    return Ok(if depth == 0 { text } else { format!("[{text}]") });
                }
                let f = self.get(o, PropertyKey::Atom(names::TO_STRING), Value::object(o))?;
                let s = self.call(f, Value::object(o), &[])?;
                return self.to_rust_string(s);
            }
            ObjectKind::Promise(_) => return Ok("Promise {}".into()),
            // RegExp (regexp helper): /source/flags.
            ObjectKind::RegExp(ref d) if d.matcher.is_some() => {
                let m = d.matcher.clone();
                if let Some(m) = m {
                    let src = crate::builtins::regexp::source_text(&m);
                    return Ok(src);
                }
            }
            ObjectKind::Boolean(b) => return Ok(format!("[Boolean: {b}]")),
            ObjectKind::Number(n) => {
                return Ok(format!("[Number: {}]", crate::value::number::number_to_string(n)));
            }
            ObjectKind::String(s) => {
                let t = self.rust_string(s);
                return Ok(format!("[String: {}]", quote(&t)));
            }
            _ => {}
        }
        if depth > 2 {
            return Ok(if matches!(obj.kind, ObjectKind::Array { .. }) {
                "[Array]".into()
            } else {
                "[Object]".into()
            });
        }
        seen.push(o);
        let is_array = matches!(obj.kind, ObjectKind::Array { .. });
        let mut parts = Vec::new();
        if is_array {
            let len = self.array_length(o).unwrap_or(0);
            let mut holes = 0;
            for i in 0..len.min(100) {
                if self.has_own_property(o, PropertyKey::Index(i))? {
                    if holes > 0 {
                        parts.push(format!(
                            "<{holes} empty item{}>",
                            if holes > 1 { "s" } else { "" }
                        ));
                        holes = 0;
                    }
                    let v = self.get(o, PropertyKey::Index(i), Value::object(o))?;
                    parts.push(self.display_nested(v, depth, seen)?);
                } else {
                    holes += 1;
                }
            }
            if holes > 0 {
                parts.push(format!("<{holes} empty item{}>", if holes > 1 { "s" } else { "" }));
            }
            if len > 100 {
                parts.push(format!("... {} more items", len - 100));
            }
        }
        for k in self.own_property_keys(o)? {
            if is_array
                && (matches!(k, PropertyKey::Index(_)) || k == PropertyKey::Atom(names::LENGTH))
            {
                continue;
            }
            let Some(d) = self.get_own_property(o, k)? else { continue };
            if d.enumerable != Some(true) {
                continue;
            }
            let key_text = match k {
                PropertyKey::Symbol(s) => format!("[{}]", self.symbol_descriptive_string(s)),
                PropertyKey::Index(i) => format!("'{i}'"),
                PropertyKey::Atom(a) => {
                    let s = self.atoms.string(a);
                    let t = self.rust_string(s);
                    if is_identifier(&t) { t } else { quote(&t) }
                }
            };
            let val = if d.is_accessor() {
                match (
                    d.get.is_some_and(|g| !g.is_undefined()),
                    d.set.is_some_and(|s| !s.is_undefined()),
                ) {
                    (true, true) => "[Getter/Setter]".to_string(),
                    (true, false) => "[Getter]".to_string(),
                    _ => "[Setter]".to_string(),
                }
            } else {
                self.display_nested(d.value.unwrap_or_default(), depth, seen)?
            };
            parts.push(format!("{key_text}: {val}"));
        }
        seen.pop();
        let prefix = self.class_prefix(o, is_array)?;
        if parts.is_empty() {
            return Ok(if is_array { format!("{prefix}[]") } else { format!("{prefix}{{}}") });
        }
        let single = parts.iter().map(|p| p.len() + 2).sum::<usize>() + prefix.len() <= 72
            && !parts.iter().any(|p| p.contains('\n'));
        let (open, close) = if is_array { ("[", "]") } else { ("{", "}") };
        if single {
            return Ok(format!("{prefix}{open} {} {close}", parts.join(", ")));
        }
        let indent = "  ".repeat(depth as usize + 1);
        let outdent = "  ".repeat(depth as usize);
        if is_array && parts.len() > 6 && parts.iter().all(|p| p.len() <= 6) {
            // node prints short items in aligned rows; approximate with rows of 16.
            let width = parts.iter().map(|p| p.len()).max().unwrap_or(1);
            let rows: Vec<String> = parts
                .chunks(16)
                .map(|c| c.iter().map(|p| format!("{p:>width$}")).collect::<Vec<_>>().join(", "))
                .collect();
            return Ok(format!(
                "{prefix}{open}\n{indent}{}\n{outdent}{close}",
                rows.join(&format!(",\n{indent}"))
            ));
        }
        Ok(format!(
            "{prefix}{open}\n{indent}{}\n{outdent}{close}",
            parts.join(&format!(",\n{indent}"))
        ))
    }

    fn display_nested(
        &mut self,
        v: Value,
        depth: u32,
        seen: &mut Vec<Handle<JsObject>>,
    ) -> JsResult<String> {
        match v.as_object() {
            Some(o) => self.display_object(o, depth + 1, seen),
            None => self.display_string(v, depth + 1),
        }
    }

    /// "ClassName " for instances of user classes, "[Object: null prototype] " for
    /// objects without a prototype.
    fn class_prefix(&mut self, o: Handle<JsObject>, is_array: bool) -> JsResult<String> {
        let proto = self.heap.get(o).proto;
        let Some(p) = proto else { return Ok("[Object: null prototype] ".into()) };
        if p == self.realm.object_prototype || (is_array && p == self.realm.array_prototype) {
            return Ok(String::new());
        }
        if let Some((loc, a)) = self.find_own(p, PropertyKey::Atom(names::CONSTRUCTOR))
            && a & attrs::ACCESSOR == 0
            && let Some(c) = self.read_loc(p, loc).as_object()
            && let Some((nl, na)) = self.find_own(c, PropertyKey::Atom(names::NAME))
            && na & attrs::ACCESSOR == 0
            && let Some(n) = self.read_loc(c, nl).as_string()
        {
            let name = self.rust_string(n);
            if !name.is_empty() && name != "Object" {
                return Ok(format!("{name} "));
            }
        }
        Ok(String::new())
    }
}

fn quote(s: &str) -> String {
    let q = if s.contains('\'') && !s.contains('"') { '"' } else { '\'' };
    let mut out = String::with_capacity(s.len() + 2);
    out.push(q);
    for c in s.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\\' => out.push_str("\\\\"),
            c if c == q => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out.push(q);
    out
}

fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_alphabetic() || c == '_' || c == '$')
        && chars.all(|c| c.is_alphanumeric() || c == '_' || c == '$')
}
