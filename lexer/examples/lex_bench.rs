//! Lexing throughput: `cargo run --release -p cairn-lexer --example lex_bench -- [FILE] [N]`.
//! Lexes FILE (default: test262's harness/*.js concatenated) N times (default 200) and
//! prints MB/s. Regexes and template continuations are re-lexed as a parser would.

#[path = "../tests/common/mod.rs"]
mod common;

use std::time::Instant;

use cairn_lexer::LexerOptions;

fn main() {
    let mut args = std::env::args().skip(1);
    let source = match args.next() {
        Some(path) => std::fs::read_to_string(&path).unwrap_or_else(|e| {
            eprintln!("cannot read {path}: {e}");
            std::process::exit(2);
        }),
        None => harness_concatenated(),
    };
    let runs: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(200);
    let mut tokens = 0;
    // One warm-up run, then the timed ones.
    common::count_tokens(&source, LexerOptions::default());
    let start = Instant::now();
    for _ in 0..runs {
        tokens += common::count_tokens(std::hint::black_box(&source), LexerOptions::default());
    }
    let seconds = start.elapsed().as_secs_f64();
    let megabytes = (source.len() * runs) as f64 / 1e6;
    println!(
        "{} bytes x {runs} runs: {:.1} MB/s, {:.1} M tokens/s",
        source.len(),
        megabytes / seconds,
        tokens as f64 / seconds / 1e6
    );
}

/// The test262 harness files, concatenated with newlines between them.
fn harness_concatenated() -> String {
    let dir = "/work/shared/test262/harness";
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| {
            eprintln!("cannot read {dir}: {e}; pass a file");
            std::process::exit(2);
        })
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "js"))
        .collect();
    paths.sort();
    let mut source = String::new();
    for path in paths {
        if let Ok(text) = std::fs::read_to_string(&path) {
            source.push_str(&text);
            source.push('\n');
        }
    }
    source
}
