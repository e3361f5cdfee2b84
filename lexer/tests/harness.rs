//! Every `.js` file of test262's harness/ lexes with no error token (when test262 is
//! present beside the repository; otherwise the test says so and checks nothing else).

mod common;

use std::path::Path;

use cairn_lexer::{Kind, LexerOptions};

const HARNESS: &str = "/work/shared/test262/harness";

#[test]
fn test262_harness_lexes_cleanly() {
    let dir = std::env::var("TEST262_HARNESS").unwrap_or_else(|_| HARNESS.to_owned());
    let dir = Path::new(&dir);
    let Ok(entries) = std::fs::read_dir(dir) else {
        eprintln!("note: {} is missing; skipping the harness lexing test", dir.display());
        return;
    };
    let mut files = 0;
    let mut failures = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().is_none_or(|e| e != "js") {
            continue;
        }
        let Ok(source) = std::fs::read_to_string(&path) else { continue };
        files += 1;
        let (tokens, errors) = common::lex_all(&source, LexerOptions::default());
        if tokens.iter().any(|t| t.kind == Kind::Error) || !errors.is_empty() {
            failures.push(format!("{}: {:?}", path.display(), errors));
        }
    }
    assert!(files > 10, "expected the harness files in {}", dir.display());
    assert!(
        failures.is_empty(),
        "{} files had lex errors:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
