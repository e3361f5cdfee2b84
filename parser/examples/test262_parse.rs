//! Parse-only conformance check against test262 (for iterating on the parser).
//!
//! `cargo run --release -p cairn-parser --example test262_parse -- [path-prefix] [--show N]`
//!
//! Each test file is parsed as its frontmatter says (module goal, strict, sloppy or both)
//! and counts as passing when the parser accepts it exactly when it is not a
//! `negative: phase: parse` test. Prints counts per folder and the first failures.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

const ROOT: &str = "/work/shared/test262/test";

struct Meta {
    module: bool,
    only_strict: bool,
    no_strict: bool,
    raw: bool,
    negative_parse: bool,
}

fn frontmatter(source: &str) -> Meta {
    let fm = match (source.find("/*---"), source.find("---*/")) {
        (Some(a), Some(b)) if a < b => &source[a..b],
        _ => "",
    };
    // `flags: [a, b]` or a YAML block list under `flags:`.
    let mut flags_line = String::new();
    let mut in_flags = false;
    for line in fm.lines() {
        let trimmed = line.trim_start();
        if let Some(rest) = trimmed.strip_prefix("flags:") {
            flags_line.push_str(rest);
            in_flags = true;
        } else if in_flags && trimmed.starts_with('-') {
            flags_line.push(' ');
            flags_line.push_str(trimmed);
        } else {
            in_flags = false;
        }
    }
    let has =
        |flag: &str| flags_line.split(|c: char| !c.is_ascii_alphanumeric()).any(|w| w == flag);
    let mut negative_parse = false;
    if let Some(i) = fm.find("negative:") {
        let rest = &fm[i..];
        let block: String = rest.lines().take(4).collect::<Vec<_>>().join("\n");
        negative_parse = block.contains("phase: parse");
    }
    Meta {
        module: has("module"),
        only_strict: has("onlyStrict"),
        no_strict: has("noStrict"),
        raw: has("raw"),
        negative_parse,
    }
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<_> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            walk(&path, out);
        } else if path.extension().is_some_and(|e| e == "js")
            && !path.to_string_lossy().contains("_FIXTURE")
        {
            out.push(path);
        }
    }
}

/// Parse once; `None` on panic, else whether it was accepted plus the error text.
fn run(source: &str, module: bool, strict_prefix: bool) -> Option<Result<(), String>> {
    let text;
    let source = if strict_prefix {
        text = format!("\"use strict\";\n{source}");
        text.as_str()
    } else {
        source
    };
    let options = cairn_parser::ParseOptions { module, strict: false, typescript: false };
    std::panic::catch_unwind(|| {
        let arena = bumpalo::Bump::new();
        cairn_parser::parse(&arena, source, options).map(|_| ()).map_err(|e| {
            let (line, column) = e.line_column(source);
            format!("{} ({line}:{column})", e.message)
        })
    })
    .ok()
}

fn main() {
    let mut args = std::env::args().skip(1);
    let mut prefix = String::new();
    let mut show = 5usize;
    while let Some(arg) = args.next() {
        if arg == "--show" {
            show = args.next().and_then(|s| s.parse().ok()).unwrap_or(5);
        } else {
            prefix = arg;
        }
    }
    let start_dir = Path::new(ROOT).join(&prefix);
    let mut files = Vec::new();
    if start_dir.is_file() {
        files.push(start_dir);
    } else {
        walk(&start_dir, &mut files);
    }
    std::panic::set_hook(Box::new(|_| {}));
    let mut totals: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    let mut failures: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let (mut pass, mut fail, mut panics) = (0usize, 0usize, 0usize);
    let started = std::time::Instant::now();
    for path in &files {
        let Ok(source) = std::fs::read_to_string(path) else { continue };
        let meta = frontmatter(&source);
        let rel = path.strip_prefix(ROOT).unwrap_or(path).to_string_lossy().to_string();
        let parts: Vec<&str> = rel.split('/').collect();
        let folder =
            parts.iter().take(3.min(parts.len() - 1)).copied().collect::<Vec<_>>().join("/");
        let mut runs = Vec::new();
        if meta.module {
            runs.push((true, false));
        } else if meta.raw || meta.no_strict {
            runs.push((false, false));
        } else if meta.only_strict {
            runs.push((false, true));
        } else {
            runs.push((false, false));
            runs.push((false, true));
        }
        let mut ok = true;
        let mut why = String::new();
        for (module, strict) in runs {
            match run(&source, module, strict) {
                None => {
                    ok = false;
                    panics += 1;
                    why = format!("PANIC (strict={strict})");
                    break;
                }
                Some(result) => {
                    if result.is_ok() == meta.negative_parse {
                        ok = false;
                        why = match result {
                            Ok(()) => format!("accepted invalid (strict={strict})"),
                            Err(e) => format!("rejected valid (strict={strict}): {e}"),
                        };
                        break;
                    }
                }
            }
        }
        let entry = totals.entry(folder.clone()).or_default();
        if ok {
            pass += 1;
            entry.0 += 1;
        } else {
            fail += 1;
            entry.1 += 1;
            let list = failures.entry(folder).or_default();
            if list.len() < show {
                list.push(format!("  {rel}: {why}"));
            }
        }
    }
    let elapsed = started.elapsed();
    println!("== per folder (pass/total) ==");
    let mut top: BTreeMap<String, (usize, usize)> = BTreeMap::new();
    for (folder, (p, f)) in &totals {
        let t = top.entry(folder.split('/').next().unwrap_or("").to_string()).or_default();
        t.0 += p;
        t.1 += f;
        if *f > 0 {
            println!("{folder}: {p}/{}", p + f);
            for line in failures.get(folder).into_iter().flatten() {
                println!("{line}");
            }
        }
    }
    println!("== top level ==");
    for (folder, (p, f)) in &top {
        println!("{folder}: {p}/{} ({:.2}%)", p + f, 100.0 * *p as f64 / (p + f).max(1) as f64);
    }
    println!(
        "TOTAL: {pass}/{} passed ({:.2}%), {fail} failed, {panics} panics, {:.1}s",
        pass + fail,
        100.0 * pass as f64 / (pass + fail).max(1) as f64,
        elapsed.as_secs_f64()
    );
}
