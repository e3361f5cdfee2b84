//! The read-eval-print loop `cairn` starts on a terminal when given no script.
//!
//! Each entry runs as a script in one VM, so declarations stay for the next entry. An
//! entry that ends before its syntax does (an open brace, an unfinished expression)
//! continues on the next line (`...` prompt). A value prints as node's REPL shows it
//! (strings quoted, objects as `console.log` prints them); an uncaught error prints
//! `Uncaught` and its stack and the loop goes on. `.exit`, Ctrl-D, or Ctrl-C on an empty
//! line end it; Ctrl-C in an unfinished entry drops the entry. The line editor keeps the
//! session's history (up and down arrows).

use bumpalo::Bump;
use cairn::parser::{ParseOptions, parse};
use cairn::vm::Vm;

/// One thing the user typed.
pub(crate) enum Input {
    /// A line (without its line end).
    Line(String),
    /// Ctrl-C.
    Interrupt,
    /// Ctrl-D, or the end of the input.
    End,
}

/// Where the loop reads lines and writes what it prints.
pub(crate) trait Terminal {
    /// The next input, after showing `prompt`.
    fn read(&mut self, prompt: &str) -> Input;
    /// Remembers a whole entry in the session's history.
    fn remember(&mut self, _entry: &str) {}
    /// Shows one line of output.
    fn show(&mut self, line: &str);
}

/// The text `.help` prints.
const HELP: &str = ".exit     leave the REPL (also Ctrl-D, or Ctrl-C on an empty line)\n\
                    .help     this text\n\
                    Ctrl-C    drop the entry being typed";

/// Runs the loop on `vm` until the user leaves.
pub(crate) fn run(vm: &mut Vm, terminal: &mut dyn Terminal) {
    let mut entry = String::new();
    let mut interrupted = false;
    loop {
        let prompt = if entry.is_empty() { "> " } else { "... " };
        let line = match terminal.read(prompt) {
            Input::Line(line) => line,
            Input::Interrupt => {
                if entry.is_empty() && interrupted {
                    return;
                }
                if entry.is_empty() {
                    terminal.show("(To exit, press Ctrl+C again or Ctrl+D or type .exit)");
                }
                entry.clear();
                interrupted = true;
                continue;
            }
            Input::End => return,
        };
        interrupted = false;
        if entry.is_empty() {
            match line.trim() {
                ".exit" => return,
                ".help" => {
                    terminal.show(HELP);
                    continue;
                }
                "" => continue,
                _ => {}
            }
        }
        if !entry.is_empty() {
            entry.push('\n');
        }
        entry.push_str(&line);
        if is_unfinished(&entry) {
            continue;
        }
        terminal.remember(&entry);
        let source = std::mem::take(&mut entry);
        match vm.eval_script(&source, "REPL") {
            Ok(value) => {
                let text =
                    if value.is_string() { quote(&vm.display(value)) } else { vm.display(value) };
                terminal.show(&text);
            }
            Err(error) => {
                terminal.show(&format!("Uncaught {}", error.stack.trim_start_matches("Uncaught ")))
            }
        }
    }
}

/// Whether `source` stops before its syntax does: the parser's first error is at the
/// end of the text (a SyntaxError elsewhere is the entry's to report).
fn is_unfinished(source: &str) -> bool {
    let arena = Bump::new();
    match parse(&arena, source, ParseOptions::default()) {
        Ok(_) => false,
        Err(error) => error.span.start as usize >= source.trim_end().len(),
    }
}

/// A string value as node's REPL shows it: in single quotes, with escapes.
fn quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('\'');
    for c in text.chars() {
        match c {
            '\'' => out.push_str("\\'"),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\x{:02X}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('\'');
    out
}

/// The terminal through rustyline's line editor.
pub(crate) struct Editor(rustyline::DefaultEditor);

impl Editor {
    /// An editor on this process's terminal, or why there is none.
    pub(crate) fn new() -> Result<Editor, String> {
        rustyline::DefaultEditor::new().map(Editor).map_err(|e| e.to_string())
    }
}

impl Terminal for Editor {
    fn read(&mut self, prompt: &str) -> Input {
        match self.0.readline(prompt) {
            Ok(line) => Input::Line(line),
            Err(rustyline::error::ReadlineError::Interrupted) => Input::Interrupt,
            Err(_) => Input::End,
        }
    }

    fn remember(&mut self, entry: &str) {
        let _ = self.0.add_history_entry(entry);
    }

    fn show(&mut self, line: &str) {
        use std::io::Write as _;
        let _ = writeln!(std::io::stdout().lock(), "{line}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Typed lines and what the loop printed.
    struct Script {
        inputs: std::vec::IntoIter<Input>,
        shown: Vec<String>,
        prompts: Vec<String>,
    }

    impl Terminal for Script {
        fn read(&mut self, prompt: &str) -> Input {
            self.prompts.push(prompt.to_string());
            self.inputs.next().unwrap_or(Input::End)
        }

        fn show(&mut self, line: &str) {
            self.shown.push(line.to_string());
        }
    }

    fn session(inputs: Vec<Input>) -> Script {
        cairn::image::use_base_image();
        let mut vm = Vm::new(cairn::vm::VmOptions::default());
        vm.set_print_hook(Box::new(|_| {}));
        let mut script =
            Script { inputs: inputs.into_iter(), shown: Vec::new(), prompts: Vec::new() };
        run(&mut vm, &mut script);
        script
    }

    fn lines(lines: &[&str]) -> Vec<Input> {
        lines.iter().map(|l| Input::Line(l.to_string())).collect()
    }

    #[test]
    fn entries_share_declarations_and_print_values_as_node_does() {
        let s = session(lines(&["let x = 20", "x + 1", "'it\\'s'", "({ a: [1, 2] })", "null"]));
        assert_eq!(s.shown, ["undefined", "21", "'it\\'s'", "{ a: [ 1, 2 ] }", "null"]);
    }

    #[test]
    fn an_unfinished_entry_continues_and_errors_do_not_end_the_loop() {
        let s = session(lines(&[
            "function f(a) {",
            "  return a * 2",
            "}",
            "f(",
            "4)",
            "f(",
            ")",
            "g()",
            "1 +* 2",
            "f(5)",
        ]));
        assert_eq!(s.shown[0], "undefined");
        assert_eq!(s.shown[1], "8");
        assert_eq!(s.shown[2], "NaN");
        assert!(s.shown[3].starts_with("Uncaught ReferenceError"), "{:?}", s.shown);
        assert!(s.shown[4].starts_with("Uncaught SyntaxError"), "{:?}", s.shown);
        assert_eq!(s.shown[5], "10");
        assert_eq!(&s.prompts[..4], ["> ", "... ", "... ", "> "]);
    }

    #[test]
    fn ctrl_c_drops_an_entry_and_twice_on_an_empty_line_leaves() {
        let mut inputs = lines(&["if (true) {"]);
        inputs.extend([
            Input::Interrupt,
            Input::Line("2 * 3".into()),
            Input::Interrupt,
            Input::Interrupt,
        ]);
        inputs.extend(lines(&["'never read'"]));
        let s = session(inputs);
        assert_eq!(s.shown, ["6", "(To exit, press Ctrl+C again or Ctrl+D or type .exit)"]);
        let s = session(lines(&[".help", ".exit", "1"]));
        assert_eq!(s.shown, [HELP]);
    }
}
