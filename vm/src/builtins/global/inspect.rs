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
            Type::BigInt(b) => Ok(format!("{}n", self.bigint_to_rust_string(b, 10)?)),
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
            ObjectKind::Error { .. } => {
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
            ObjectKind::BigInt(b) => {
                return Ok(format!("[BigInt: {}n]", self.bigint_to_rust_string(b, 10)?));
            }
            // RegExp: /source/flags.
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
            ObjectKind::Date(t) => return Ok(crate::builtins::date::display(t)),
            _ => {}
        }
        if depth > 2 {
            return Ok(match obj.kind {
                ObjectKind::Array { .. } => "[Array]".into(),
                ObjectKind::Map(_) => "[Map]".into(),
                ObjectKind::Set(_) => "[Set]".into(),
                _ => "[Object]".into(),
            });
        }
        seen.push(o);
        let is_array = matches!(obj.kind, ObjectKind::Array { .. });
        let collection = match &obj.kind {
            ObjectKind::Map(t) => Some((false, t.live_entries().collect::<Vec<_>>())),
            ObjectKind::Set(t) => Some((true, t.live_entries().collect::<Vec<_>>())),
            _ => None,
        };
        let mut output = Vec::new();
        let mut more_items = false;
        let mut numeric = is_array;
        if is_array {
            let len = self.array_length(o).unwrap_or(0);
            let mut holes = 0;
            for i in 0..len.min(100) {
                if self.has_own_property(o, PropertyKey::Index(i))? {
                    if holes > 0 {
                        output.push(format!(
                            "<{holes} empty item{}>",
                            if holes > 1 { "s" } else { "" }
                        ));
                        holes = 0;
                    }
                    let v = self.get(o, PropertyKey::Index(i), Value::object(o))?;
                    output.push(self.display_nested(v, depth, seen)?);
                } else {
                    holes += 1;
                }
            }
            if holes > 0 {
                output.push(format!("<{holes} empty item{}>", if holes > 1 { "s" } else { "" }));
            }
            if len > 100 {
                output.push(format!("... {} more items", len - 100));
                more_items = true;
            }
            // node pads numbers to the left only when every value shown is a number.
            for i in 0..output.len() as u32 {
                let v = self.get(o, PropertyKey::Index(i), Value::object(o))?;
                if v.as_number().is_none() {
                    numeric = false;
                    break;
                }
            }
        }
        if let Some((is_set, entries)) = &collection {
            for &(k, v) in entries.iter().take(100) {
                let key = self.display_nested(k, depth, seen)?;
                if *is_set {
                    output.push(key);
                } else {
                    let val = self.display_nested(v, depth, seen)?;
                    output.push(format!("{key} => {val}"));
                }
            }
            if entries.len() > 100 {
                output.push(format!("... {} more items", entries.len() - 100));
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
            output.push(format!("{key_text}: {val}"));
        }
        seen.pop();
        let prefix = self.class_prefix(o, is_array)?;
        let (open, close) = match &collection {
            Some((is_set, entries)) => {
                let name = if *is_set { "Set" } else { "Map" };
                (format!("{name}({}) {{", entries.len()), "}")
            }
            None if is_array => (format!("{prefix}["), "]"),
            None => (format!("{prefix}{{"), "}"),
        };
        if output.is_empty() {
            return Ok(format!("{open}{close}"));
        }
        let layout = Layout { is_array, numeric, more_items, indentation: 2 * depth as usize };
        Ok(reduce_to_single_string(output, &open, close, layout))
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
        let Some(first) = proto else { return Ok("[Object: null prototype] ".into()) };
        if first == self.realm.object_prototype || (is_array && first == self.realm.array_prototype)
        {
            return Ok(String::new());
        }
        // Like node: the first constructor with a name on the prototype chain (an
        // anonymous class expression's instances show their named base class).
        let mut p = Some(first);
        let mut steps = 0;
        while let Some(cur) = p {
            if let Some((loc, a)) = self.find_own(cur, PropertyKey::Atom(names::CONSTRUCTOR))
                && a & attrs::ACCESSOR == 0
                && let Some(c) = self.read_loc(cur, loc).as_object()
                && let Some((nl, na)) = self.find_own(c, PropertyKey::Atom(names::NAME))
                && na & attrs::ACCESSOR == 0
                && let Some(n) = self.read_loc(c, nl).as_string()
            {
                let name = self.rust_string(n);
                if !name.is_empty() {
                    return Ok(if name == "Object" { String::new() } else { format!("{name} ") });
                }
            }
            steps += 1;
            if steps > 100 {
                break;
            }
            p = self.heap.get(cur).proto;
        }
        Ok(String::new())
    }
}

/// What decides how node lays out an object's entries.
#[derive(Clone, Copy)]
struct Layout {
    /// Array entries may be grouped in aligned columns.
    is_array: bool,
    /// Every entry is a number: columns are right-aligned.
    numeric: bool,
    /// The last entry is "... n more items" (not grouped).
    more_items: bool,
    /// The indentation of the object's first line (2 per nesting level).
    indentation: usize,
}

/// node's line width for console.log (util.inspect's breakLength).
const BREAK_LENGTH: usize = 80;

/// The display width of an entry (characters; node counts East Asian wide characters
/// twice, which this ignores).
fn width(s: &str) -> usize {
    s.chars().count()
}

/// node's `reduceToSingleString` for `compact: 3`: one line when the entries fit in
/// the break length, else one entry (or one group of array entries) per line.
fn reduce_to_single_string(output: Vec<String>, open: &str, close: &str, l: Layout) -> String {
    let entries = output.len();
    let output = if l.is_array && entries > 6 { group_array_elements(output, l) } else { output };
    if entries == output.len() {
        let start = output.len() + l.indentation + width(open) + 10;
        let mut total = output.len() + start;
        let fits = total + output.len() <= BREAK_LENGTH
            && output.iter().all(|e| {
                total += width(e);
                total <= BREAK_LENGTH
            });
        if fits {
            let joined = output.join(", ");
            if !joined.contains('\n') {
                return format!("{open} {joined} {close}");
            }
        }
    }
    let indent = " ".repeat(l.indentation);
    format!("{open}\n{indent}  {}\n{indent}{close}", output.join(&format!(",\n{indent}  ")))
}

/// node's `groupArrayElements`: many short array entries in aligned columns, about as
/// many rows as columns (a character is taken to be 2.5 times as high as wide).
fn group_array_elements(output: Vec<String>, l: Layout) -> Vec<String> {
    const SEPARATOR_SPACE: usize = 2;
    let output_len = output.len() - usize::from(l.more_items);
    let data_len: Vec<usize> = output[..output_len].iter().map(|e| width(e)).collect();
    let max_length = data_len.iter().copied().max().unwrap_or(0);
    let total_length: usize = data_len.iter().map(|d| d + SEPARATOR_SPACE).sum();
    let actual_max = max_length + SEPARATOR_SPACE;
    if actual_max * 3 + l.indentation >= BREAK_LENGTH
        || (total_length as f64 / actual_max as f64 <= 5.0 && max_length > 6)
    {
        return output;
    }
    let average_bias = (actual_max as f64 - total_length as f64 / output.len() as f64).sqrt();
    let biased_max = (actual_max as f64 - 3.0 - average_bias).max(1.0);
    let columns = ((2.5 * biased_max * output_len as f64).sqrt() / biased_max)
        .round()
        .min(((BREAK_LENGTH - l.indentation) / actual_max) as f64)
        .min(12.0)
        .min(15.0) as usize;
    if columns <= 1 {
        return output;
    }
    let max_line_length: Vec<usize> = (0..columns)
        .map(|i| {
            (i..output_len).step_by(columns).map(|j| data_len[j]).max().unwrap_or(0)
                + SEPARATOR_SPACE
        })
        .collect();
    let mut grouped = Vec::new();
    for i in (0..output_len).step_by(columns) {
        let max = (i + columns).min(output_len);
        let mut line = String::new();
        for j in i..max - 1 {
            let cell = format!("{}, ", output[j]);
            let pad = max_line_length[j - i].saturating_sub(width(&cell));
            if l.numeric {
                line.extend(core::iter::repeat_n(' ', pad));
                line.push_str(&cell);
            } else {
                line.push_str(&cell);
                line.extend(core::iter::repeat_n(' ', pad));
            }
        }
        let last = &output[max - 1];
        if l.numeric {
            let pad = (max_line_length[max - 1 - i] - SEPARATOR_SPACE).saturating_sub(width(last));
            line.extend(core::iter::repeat_n(' ', pad));
        }
        line.push_str(last);
        grouped.push(line);
    }
    if l.more_items {
        grouped.extend(output.into_iter().skip(output_len));
    }
    grouped
}

/// A string as node quotes it: single quotes unless the text holds one and no double
/// quote (then double quotes), or holds both and no backtick (then backticks).
fn quote(s: &str) -> String {
    let q = match (s.contains('\''), s.contains('"'), s.contains('`')) {
        (false, _, _) => '\'',
        (true, false, _) => '"',
        (true, true, false) => '`',
        (true, true, true) => '\'',
    };
    let mut out = String::with_capacity(s.len() + 2);
    out.push(q);
    for c in s.chars() {
        match c {
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '\r' => out.push_str("\\r"),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 || c as u32 == 0x7f => {
                out.push_str(&format!("\\x{:02X}", c as u32));
            }
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
