//! JSON modules (ECMA-262 sec-parse-json-module): `import x from "./f.json" with
//! { type: "json" }`.
//!
//! ParseJSONModule makes a synthetic module whose one export, `default`, is the parsed
//! value. Cairn builds it as a module of its own text `export default LITERAL;`, where
//! LITERAL is the JSON text checked against the JSON grammar and rewritten so that
//! JavaScript reads it as JSON.parse would: every property key becomes a computed key
//! (`{["__proto__"]: 1}` defines an own property, where `{"__proto__": 1}` would set
//! the prototype, and repeated keys are allowed either way). Strings, numbers, `true`,
//! `false` and `null` are already JavaScript literals with the same values. The value
//! is made when the module is evaluated, once, so every importer sees the same object.

/// The deepest nesting accepted: deeper JSON is a SyntaxError here, below the nesting
/// limit of the parser that reads the rewritten text (each level costs it a few units).
const MAX_DEPTH: usize = 300;

/// The module text for JSON `text`, or the SyntaxError message when it is not JSON.
pub(crate) fn json_module_source(text: &str) -> Result<String, String> {
    let mut out = String::with_capacity(text.len() + 32);
    out.push_str("export default ");
    let mut r = Reader { bytes: text.as_bytes(), pos: 0, out: &mut out };
    r.document()?;
    out.push_str(";\n");
    Ok(out)
}

/// A JSON text being checked and copied into the module text.
struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
    out: &'a mut String,
}

/// What the value being read sits in.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Container {
    Array,
    Object,
}

impl Reader<'_> {
    /// JSON text: one value between optional white space (iterative, with an explicit
    /// stack of open containers).
    fn document(&mut self) -> Result<(), String> {
        let mut stack: Vec<Container> = Vec::new();
        self.space();
        loop {
            // A value starts here.
            match self.peek() {
                Some(b'[') => {
                    self.copy(1);
                    self.space();
                    if self.peek() == Some(b']') {
                        self.copy(1);
                    } else {
                        if stack.len() >= MAX_DEPTH {
                            return Err(self.error("JSON nested too deeply"));
                        }
                        stack.push(Container::Array);
                        continue;
                    }
                }
                Some(b'{') => {
                    self.copy(1);
                    self.space();
                    if self.peek() == Some(b'}') {
                        self.copy(1);
                    } else {
                        if stack.len() >= MAX_DEPTH {
                            return Err(self.error("JSON nested too deeply"));
                        }
                        stack.push(Container::Object);
                        self.key()?;
                        continue;
                    }
                }
                Some(b'"') => self.string()?,
                Some(b'-' | b'0'..=b'9') => self.number()?,
                Some(b't') => self.word("true")?,
                Some(b'f') => self.word("false")?,
                Some(b'n') => self.word("null")?,
                _ => return Err(self.error("expected a JSON value")),
            }
            // The value ended: close containers or go on to the next element.
            loop {
                self.space();
                let Some(&top) = stack.last() else {
                    if self.pos < self.bytes.len() {
                        return Err(self.error("unexpected text after the JSON value"));
                    }
                    return Ok(());
                };
                match (self.peek(), top) {
                    (Some(b','), Container::Array) => {
                        self.copy(1);
                        self.space();
                        break;
                    }
                    (Some(b','), Container::Object) => {
                        self.copy(1);
                        self.space();
                        self.key()?;
                        break;
                    }
                    (Some(b']'), Container::Array) | (Some(b'}'), Container::Object) => {
                        self.copy(1);
                        stack.pop();
                    }
                    _ => return Err(self.error("expected ',' or the end of the array or object")),
                }
            }
        }
    }

    /// An object member's key and its colon, written as `["key"]:`.
    fn key(&mut self) -> Result<(), String> {
        if self.peek() != Some(b'"') {
            return Err(self.error("expected a string key"));
        }
        self.out.push('[');
        self.string()?;
        self.out.push(']');
        self.space();
        if self.peek() != Some(b':') {
            return Err(self.error("expected ':' after the key"));
        }
        self.copy(1);
        self.space();
        Ok(())
    }

    /// A JSON string, copied as is (its escapes mean the same in JavaScript).
    fn string(&mut self) -> Result<(), String> {
        let start = self.pos;
        self.pos += 1;
        loop {
            match self.peek() {
                None => return Err(self.error("unterminated string")),
                Some(b'"') => {
                    self.pos += 1;
                    break;
                }
                Some(b'\\') => {
                    self.pos += 1;
                    match self.peek() {
                        Some(b'"' | b'\\' | b'/' | b'b' | b'f' | b'n' | b'r' | b't') => {
                            self.pos += 1
                        }
                        Some(b'u') => {
                            let hex = self.bytes.get(self.pos + 1..self.pos + 5);
                            if !hex.is_some_and(|h| h.iter().all(u8::is_ascii_hexdigit)) {
                                return Err(self.error("bad \\u escape"));
                            }
                            self.pos += 5;
                        }
                        _ => return Err(self.error("bad escape in a string")),
                    }
                }
                Some(c) if c < 0x20 => return Err(self.error("control character in a string")),
                Some(_) => self.pos += 1,
            }
        }
        self.push_range(start);
        Ok(())
    }

    /// A JSON number: `-`? int frac? exp?, with no leading zeros.
    fn number(&mut self) -> Result<(), String> {
        let start = self.pos;
        if self.peek() == Some(b'-') {
            self.pos += 1;
        }
        match self.peek() {
            Some(b'0') => self.pos += 1,
            Some(b'1'..=b'9') => self.digits(),
            _ => return Err(self.error("bad number")),
        }
        if self.peek() == Some(b'.') {
            self.pos += 1;
            if !self.peek().is_some_and(|c| c.is_ascii_digit()) {
                return Err(self.error("bad number"));
            }
            self.digits();
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.pos += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.pos += 1;
            }
            if !self.peek().is_some_and(|c| c.is_ascii_digit()) {
                return Err(self.error("bad number"));
            }
            self.digits();
        }
        self.push_range(start);
        Ok(())
    }

    fn digits(&mut self) {
        while self.peek().is_some_and(|c| c.is_ascii_digit()) {
            self.pos += 1;
        }
    }

    /// One of the literal names.
    fn word(&mut self, w: &str) -> Result<(), String> {
        if self.bytes[self.pos..].starts_with(w.as_bytes()) {
            self.copy(w.len());
            Ok(())
        } else {
            Err(self.error("expected a JSON value"))
        }
    }

    /// JSON white space (space, tab, line feed, carriage return), copied.
    fn space(&mut self) {
        let start = self.pos;
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.pos += 1;
        }
        self.push_range(start);
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    /// Copies the next `n` bytes (ASCII here).
    fn copy(&mut self, n: usize) {
        let start = self.pos;
        self.pos += n;
        self.push_range(start);
    }

    /// Copies `start..pos` (always on character boundaries: it starts and ends at ASCII).
    fn push_range(&mut self, start: usize) {
        if let Some(s) = self.bytes.get(start..self.pos).and_then(|b| std::str::from_utf8(b).ok()) {
            self.out.push_str(s);
        }
    }

    fn error(&self, what: &str) -> String {
        format!("invalid JSON module: {what} at offset {}", self.pos)
    }
}

#[cfg(test)]
mod tests {
    use super::json_module_source;

    #[test]
    fn keys_become_computed_and_values_stay() {
        let s = json_module_source(r#" {"__proto__": [1, -2.5e3, "a\"b"], "x": {"y": null}} "#);
        assert_eq!(
            s.as_deref(),
            Ok(r#"export default  {["__proto__"]: [1, -2.5e3, "a\"b"], ["x"]: {["y"]: null}} ;
"#)
        );
        assert_eq!(json_module_source("true").as_deref(), Ok("export default true;\n"));
    }

    #[test]
    fn text_that_is_not_json_is_an_error() {
        for bad in [
            "",
            "{",
            "[1,]",
            "{\"a\" 1}",
            "01",
            "1.",
            "'a'",
            "{a: 1}",
            "[1] x",
            "\"\u{1}\"",
            "tru",
            "\"\\x41\"",
            "-",
            "1e",
            "[1 2]",
            "{\"a\":1,}",
            "NaN",
        ] {
            assert!(json_module_source(bad).is_err(), "{bad:?}");
        }
        let deep = "[".repeat(2_000) + &"]".repeat(2_000);
        assert!(json_module_source(&deep).is_err());
        let ok = "[".repeat(300) + &"]".repeat(300);
        assert!(json_module_source(&ok).is_ok());
    }
}
