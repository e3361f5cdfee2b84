//! Benchmark: parsing and lowering each TypeScript program of tests/ts/corpus against
//! parsing the same program with its types removed (tests/ts/stripped, tsc's
//! transpileModule output, which holds the lowered enums and namespaces too). Reports
//! the ratio of the totals (target: at most 1.10), overall and split into programs
//! whose TypeScript is only erased and programs with enums, namespaces or parameter
//! properties to lower.
//!
//! `cargo run --release -p cairn-ts --example ts_bench [-- ROUNDS]`

use std::path::PathBuf;
use std::time::Instant;

struct Pair {
    ts: String,
    js: String,
    module: bool,
}

/// Best-of-`rounds` time of parsing (and lowering) every program of `pairs`.
fn time(pairs: &[&Pair], rounds: usize, typescript: bool) -> f64 {
    let mut arena = bumpalo::Bump::new();
    let mut best = f64::MAX;
    for _ in 0..rounds {
        let started = Instant::now();
        for pair in pairs {
            arena.reset();
            let source = if typescript { &pair.ts } else { &pair.js };
            let options =
                cairn_parser::ParseOptions { module: pair.module, strict: false, typescript };
            if let Ok(mut program) = cairn_parser::parse(&arena, source, options)
                && typescript
            {
                let _ = cairn_ts::lower(&arena, &mut program);
            }
        }
        best = best.min(started.elapsed().as_secs_f64());
    }
    best
}

fn main() {
    let rounds: usize = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(50);
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/ts");
    let Ok(entries) = std::fs::read_dir(root.join("corpus")) else {
        eprintln!("tests/ts/corpus not found");
        std::process::exit(2);
    };
    let mut names: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    names.sort();
    let mut pairs = Vec::new();
    for path in names {
        let Some(stem) = path.file_stem().and_then(|s| s.to_str()) else { continue };
        let js_path = root.join("stripped").join(format!("{stem}.js"));
        let (Ok(ts), Ok(js)) = (std::fs::read_to_string(&path), std::fs::read_to_string(&js_path))
        else {
            continue;
        };
        let module = ts.lines().any(|l| l.starts_with("import ") || l.starts_with("export "));
        pairs.push(Pair { ts, js, module });
    }
    let lowers = |p: &Pair| {
        let arena = bumpalo::Bump::new();
        let options =
            cairn_parser::ParseOptions { module: p.module, strict: false, typescript: true };
        cairn_parser::parse(&arena, &p.ts, options).is_ok_and(|program| program.needs_lowering)
    };
    let all: Vec<&Pair> = pairs.iter().collect();
    let (lowered, erased): (Vec<&Pair>, Vec<&Pair>) = pairs.iter().partition(|p| lowers(p));
    println!(
        "{} programs ({} with constructs to lower, {} erase-only), best of {rounds}",
        all.len(),
        lowered.len(),
        erased.len()
    );
    for (label, group) in [("all", &all), ("erase-only", &erased), ("to lower", &lowered)] {
        let js = time(group, rounds, false);
        let ts = time(group, rounds, true);
        let ts_bytes: usize = group.iter().map(|p| p.ts.len()).sum();
        let js_bytes: usize = group.iter().map(|p| p.js.len()).sum();
        println!(
            "{label:>10}: TypeScript parse+lower {:.3} ms ({ts_bytes} bytes), types removed parse {:.3} ms ({js_bytes} bytes), ratio {:.2}",
            ts * 1e3,
            js * 1e3,
            ts / js
        );
    }
}
