//! Text modules (the import text proposal): `import t from "./f.txt" with { type: "text"
//! }`. The module's one export, `default`, is the file's text as a string. Cairn builds
//! it, like a JSON module, as a module of its own text: `export default "…";`, with the
//! text written as a string literal that reads back as exactly the same code points.

/// The module text for a text module whose file holds `text`.
pub(crate) fn text_module_source(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 24);
    out.push_str("export default \"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            // Other control characters and the two line separators, written as escapes so
            // that the literal stays on one line whatever the text holds.
            c if (c as u32) < 0x20 || c == '\u{2028}' || c == '\u{2029}' => {
                out.push_str(&format!("\\u{:04X}", c as u32));
            }
            c => out.push(c),
        }
    }
    out.push_str("\";\n");
    out
}

#[cfg(test)]
mod tests {
    use super::text_module_source;

    #[test]
    fn text_becomes_one_string_literal() {
        assert_eq!(text_module_source(""), "export default \"\";\n");
        assert_eq!(
            text_module_source("a\"b\\c\nd\r\u{2028}\u{0}é"),
            "export default \"a\\\"b\\\\c\\nd\\r\\u2028\\u0000é\";\n"
        );
    }

    #[test]
    fn the_vm_reads_the_text_back_unchanged() {
        let text = "line 1\r\nline \"2\"\t\\ \u{2029} \u{1F600} </script> ${x} `";
        let mut vm = crate::Vm::new(crate::VmOptions::default());
        let source = text_module_source(text).replace("export default", "globalThis.t =");
        vm.eval_script(&source, "text.js").expect("the literal parses");
        let v = vm.eval_script("t", "t.js").expect("value");
        assert_eq!(vm.display(v), text);
    }
}
