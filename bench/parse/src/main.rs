//! Parse throughput: cairn-parser and oxc_parser side by side on the same inputs.
//!
//! Inputs: the concatenated test262 harness files (each wrapped in a function so that
//! they form one valid script), and a few MB of generated code in the style of real
//! programs. Each parser parses each input repeatedly; the median of the runs is
//! reported in MB/s, with the ratio Cairn / oxc.
//!
//! Run: `bash bench/parse.sh` (or `cargo run --release` in this folder).

use std::time::{Duration, Instant};

fn main() {
    let test262 = std::env::args().nth(1).unwrap_or_else(|| "../../../shared/test262".into());
    let mut inputs = Vec::new();
    match harness_input(&test262) {
        Ok(text) => inputs.push(("test262 harness", text)),
        Err(e) => eprintln!("skipping the harness input: {e}"),
    }
    inputs.push(("generated", generated_input(4 << 20)));

    println!("{:<18} {:>9} {:>12} {:>12} {:>8}", "input", "size", "cairn MB/s", "oxc MB/s", "ratio");
    for (name, text) in &inputs {
        check_both_accept(name, text);
        let cairn = median_throughput(text, |t| {
            let arena = bumpalo::Bump::new();
            let options = cairn_parser::ParseOptions::default();
            std::hint::black_box(cairn_parser::parse(&arena, t, options).is_ok());
        });
        let oxc = median_throughput(text, |t| {
            let allocator = oxc_allocator::Allocator::default();
            let ret =
                oxc_parser::Parser::new(&allocator, t, oxc_span::SourceType::cjs()).parse();
            std::hint::black_box(ret.diagnostics.is_empty());
        });
        println!(
            "{:<18} {:>8.1}K {:>12.1} {:>12.1} {:>8.2}",
            name,
            text.len() as f64 / 1024.0,
            cairn,
            oxc,
            cairn / oxc
        );
    }
}

/// Both parsers must accept the input, or the comparison means nothing.
fn check_both_accept(name: &str, text: &str) {
    let arena = bumpalo::Bump::new();
    if let Err(e) = cairn_parser::parse(&arena, text, cairn_parser::ParseOptions::default()) {
        let (line, column) = e.line_column(text);
        panic!("cairn rejects input {name} at {line}:{column}: {}", e.message);
    }
    let allocator = oxc_allocator::Allocator::default();
    let ret = oxc_parser::Parser::new(&allocator, text, oxc_span::SourceType::cjs()).parse();
    assert!(ret.diagnostics.is_empty(), "oxc rejects input {name}: {:?}", ret.diagnostics.first());
}

/// Median MB/s over repeated parses lasting about two seconds in all.
fn median_throughput(text: &str, parse: impl Fn(&str)) -> f64 {
    parse(text); // warm up
    let mut samples = Vec::new();
    let start = Instant::now();
    while samples.len() < 5 || (start.elapsed() < Duration::from_secs(2) && samples.len() < 200) {
        let t = Instant::now();
        parse(text);
        samples.push(t.elapsed().as_secs_f64());
    }
    samples.sort_by(f64::total_cmp);
    let median = samples[samples.len() / 2];
    text.len() as f64 / median / 1e6
}

/// The test262 harness files, each wrapped in a function body so that their top-level
/// declarations do not collide.
fn harness_input(test262: &str) -> std::io::Result<String> {
    let mut names: Vec<_> = std::fs::read_dir(format!("{test262}/harness"))?
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "js"))
        .collect();
    names.sort();
    let mut out = String::new();
    for (i, path) in names.iter().enumerate() {
        let text = std::fs::read_to_string(path)?;
        out.push_str(&format!("function harness{i}() {{\n{text}\n}}\n"));
    }
    Ok(out)
}

/// About `size` bytes of generated code: functions, classes, objects, loops, strings,
/// templates, arrows and destructuring, in the proportions of ordinary programs.
fn generated_input(size: usize) -> String {
    let mut out = String::new();
    let mut i = 0u32;
    while out.len() < size {
        out.push_str(&format!(
            r#"
/** Block {i}: reshape some rows. */
function transform{i}(rows, options = {{ limit: {i}, label: "block {i}" }}) {{
  const result = [];
  for (let k = 0; k < rows.length && k < options.limit; k++) {{
    const {{ id, name, tags = [] }} = rows[k];
    if (id % 3 === 0 || name.startsWith("x")) continue;
    result.push({{ id, label: `${{options.label}}: ${{name.toUpperCase()}}`, count: tags.length * 2 + 1 }});
  }}
  return result.sort((a, b) => a.count - b.count || a.id - b.id).map(r => ({{ ...r, ok: true }}));
}}
class Store{i} extends Array {{
  #cache = new Map();
  static create(n) {{ return new Store{i}(n); }}
  get size() {{ return this.#cache.size; }}
  async load(key) {{
    if (this.#cache.has(key)) return this.#cache.get(key);
    const value = await fetchValue(key, {{ retries: 3, timeout: 1e3 }});
    this.#cache.set(key, value);
    return value ?? null;
  }}
}}
var table{i} = {{ a: 1, "b-c": [1, 2, 3, 0x1f, 1.5e-3], [`k${{{i}}}`]: /ab+c/gi, nested: {{ deep: true, fn() {{ return this; }} }} }};
"#
        ));
        i += 1;
    }
    out
}
