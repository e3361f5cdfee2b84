//! Benchmark: parsing and lowering each TypeScript program of tests/ts/corpus against
//! parsing the same program with its types removed (tests/ts/stripped, tsc's
//! transpileModule output, which holds the lowered enums and namespaces too). Reports
//! the ratio of the totals (target: at most 1.10), overall and split into programs
//! whose TypeScript is only erased and programs with enums, namespaces or parameter
//! properties to lower.
//!
//! Two figures for each: cycling through all the programs (each parsed once per round,
//! as an engine meets them; instruction-cache and branch-predictor misses included) and
//! each program warm on its own (best of ROUNDS per program, summed).
//!
//! Is the JavaScript side the same program? `ts_bench ROUNDS faithful` parses both
//! sides, lowers the TypeScript one and prints both ASTs with `cairn_ts::print`: 86 of
//! the 148 programs print identically; the others differ only where tsc's output is
//! not a plain erasure — the `;` that stands for an erased declaration in Cairn's AST,
//! parentheses kept around an erased `as`/`!`/`<T>x` operand, and tsc's lowering
//! details (enum members folded to constants, `let` rather than `var` for a nested enum
//! or namespace, one destructured namespace export, `export {}`). tsc re-indents with
//! four spaces (the JavaScript side has 11% more white space); its comments are kept.
//!
//! `cargo run --release -p cairn-ts --example ts_bench [-- ROUNDS]`

use std::path::PathBuf;
use std::time::Instant;

struct Pair {
    ts: String,
    js: String,
    module: bool,
}

/// Best-of-`rounds` time of parsing (and lowering) every program of `pairs`, in `arena`
/// (kept warm between calls so that no side pays for fresh pages).
/// `typescript`: the TypeScript side; `ts_mode`: parsed as TypeScript (the JavaScript
/// side parsed as TypeScript measures what TypeScript mode costs code with no types);
/// `lower`: a program parsed as TypeScript is lowered too.
fn time(
    arena: &mut bumpalo::Bump,
    pairs: &[&Pair],
    rounds: usize,
    typescript: bool,
    ts_mode: bool,
    lower: bool,
) -> f64 {
    let mut best = f64::MAX;
    for _ in 0..rounds {
        let started = Instant::now();
        for pair in pairs {
            arena.reset();
            let source = if typescript { &pair.ts } else { &pair.js };
            let options = cairn_parser::ParseOptions {
                module: pair.module,
                strict: false,
                typescript: ts_mode,
            };
            if let Ok(mut program) = cairn_parser::parse(arena, source, options)
                && ts_mode
                && lower
            {
                let _ = cairn_ts::lower(arena, &mut program);
            }
        }
        best = best.min(started.elapsed().as_secs_f64());
    }
    best
}

fn main() {
    let rounds: usize = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(50);
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/ts");
    // `TS_BENCH_PAIRS=DIR`: the pairs DIR/NAME.ts and DIR/NAME.js instead of the corpus
    // (tests/ts/realworld.sh writes real-world sources there).
    let pairs_dir = std::env::var_os("TS_BENCH_PAIRS").map(PathBuf::from);
    let (ts_dir, js_dir) = match &pairs_dir {
        Some(dir) => (dir.clone(), dir.clone()),
        None => (root.join("corpus"), root.join("stripped")),
    };
    let Ok(entries) = std::fs::read_dir(&ts_dir) else {
        eprintln!("{} not found", ts_dir.display());
        std::process::exit(2);
    };
    let mut names: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ts"))
        .collect();
    names.sort();
    let mut pairs = Vec::new();
    for path in names {
        let Some(stem) = path.file_stem().and_then(|s| s.to_str()) else { continue };
        let js_path = js_dir.join(format!("{stem}.js"));
        let (Ok(ts), Ok(js)) = (std::fs::read_to_string(&path), std::fs::read_to_string(&js_path))
        else {
            continue;
        };
        // Decorators and `accessor` fields: tsc's output emulates them with helper
        // functions, so it is not the same program with types removed (Cairn runs them
        // natively); those programs are left out.
        if js.contains("__esDecorate") || js.contains("_accessor_storage") {
            continue;
        }
        let module = ts.lines().any(|l| l.starts_with("import ") || l.starts_with("export "));
        pairs.push(Pair { ts, js, module });
    }
    let lowers = |p: &Pair| {
        let arena = bumpalo::Bump::new();
        let options =
            cairn_parser::ParseOptions { module: p.module, strict: false, typescript: true };
        cairn_parser::parse(&arena, &p.ts, options).is_ok_and(|program| program.needs_lowering())
    };
    // `ts_bench ROUNDS faithful`: is each JavaScript side the same program as its
    // TypeScript side with only the types removed (and the constructs lowered)?
    if std::env::args().nth(2).is_some_and(|a| a == "faithful") {
        faithful(&pairs);
        return;
    }
    // `ts_bench ROUNDS ts|ts-parse|js|js-as-ts|lex-ts|lex-js [erase|lower]`: only one
    // side, many rounds (for a profiler); `ts-parse` is the TypeScript side without the
    // lowering.
    if let Some(side) = std::env::args().nth(2) {
        let lowers = |p: &Pair| {
            let arena = bumpalo::Bump::new();
            let options =
                cairn_parser::ParseOptions { module: p.module, strict: false, typescript: true };
            cairn_parser::parse(&arena, &p.ts, options)
                .is_ok_and(|program| program.needs_lowering())
        };
        // `erase`: the erase-only programs; `lower`: those with constructs to lower.
        let group = std::env::args().nth(3);
        let all: Vec<&Pair> = pairs
            .iter()
            .filter(|p| match group.as_deref() {
                Some("erase") => !lowers(p),
                Some("lower") => lowers(p),
                _ => true,
            })
            .collect();
        if let Some(lex_side) = side.strip_prefix("lex-") {
            let mut best = f64::MAX;
            let mut tokens = 0usize;
            for _ in 0..rounds {
                let started = Instant::now();
                tokens = 0;
                for pair in &all {
                    let source = if lex_side == "ts" { &pair.ts } else { &pair.js };
                    let options = cairn_lexer::LexerOptions { module: pair.module };
                    let mut lexer = cairn_lexer::Lexer::new(source, options);
                    while lexer.next_token().kind != cairn_lexer::Kind::Eof {
                        tokens += 1;
                    }
                }
                best = best.min(started.elapsed().as_secs_f64());
            }
            println!("{side}: {:.3} ms, {tokens} tokens", best * 1e3);
            return;
        }
        // `js-as-ts`: the JavaScript side parsed in TypeScript mode.
        let typescript = side == "ts" || side == "ts-parse";
        let ts_mode = typescript || side == "js-as-ts";
        let t = time(&mut bumpalo::Bump::new(), &all, rounds, typescript, ts_mode, side == "ts");
        println!("{side}: {:.3} ms", t * 1e3);
        return;
    }
    let all: Vec<&Pair> = pairs.iter().collect();
    let (lowered, erased): (Vec<&Pair>, Vec<&Pair>) = pairs.iter().partition(|p| lowers(p));
    println!(
        "{} programs ({} with constructs to lower, {} erase-only), best of {rounds}",
        all.len(),
        lowered.len(),
        erased.len()
    );
    for (label, group) in [("all", &all), ("erase-only", &erased), ("to lower", &lowered)] {
        // Interleaved (one round of each in turn), so that load from other processes
        // hits both sides alike; best of each.
        let (mut js, mut ts) = (f64::MAX, f64::MAX);
        let (mut js_arena, mut ts_arena) = (bumpalo::Bump::new(), bumpalo::Bump::new());
        for _ in 0..rounds {
            js = js.min(time(&mut js_arena, group, 1, false, false, false));
            ts = ts.min(time(&mut ts_arena, group, 1, true, true, true));
        }
        // Each program on its own, warm (best of `rounds` per program, summed): the
        // cost of the TypeScript work without the instruction-cache misses of cycling
        // through 148 small programs.
        let (mut js_warm, mut ts_warm) = (0.0, 0.0);
        for pair in group.iter() {
            let one = [*pair];
            let (mut j, mut t) = (f64::MAX, f64::MAX);
            for _ in 0..rounds {
                j = j.min(time(&mut js_arena, &one, 1, false, false, false));
                t = t.min(time(&mut ts_arena, &one, 1, true, true, true));
            }
            js_warm += j;
            ts_warm += t;
        }
        let ts_bytes: usize = group.iter().map(|p| p.ts.len()).sum();
        let js_bytes: usize = group.iter().map(|p| p.js.len()).sum();
        println!(
            "{label:>10}: TypeScript parse+lower {:.3} ms ({ts_bytes} bytes), types removed parse {:.3} ms ({js_bytes} bytes), ratio {:.2}",
            ts * 1e3,
            js * 1e3,
            ts / js
        );
        println!(
            "{:>10}  each program warm: TypeScript {:.3} ms, types removed {:.3} ms, ratio {:.2}",
            "",
            ts_warm * 1e3,
            js_warm * 1e3,
            ts_warm / js_warm
        );
    }
}

/// Prints the programs whose JavaScript side differs from the TypeScript side once that
/// is parsed, lowered and both are printed by `cairn_ts::print` (whitespace ignored).
fn faithful(pairs: &[Pair]) {
    let mut same = 0;
    for pair in pairs {
        let arena = bumpalo::Bump::new();
        let ts_options =
            cairn_parser::ParseOptions { module: pair.module, strict: false, typescript: true };
        let js_options = cairn_parser::ParseOptions { typescript: false, ..ts_options };
        let (Ok(mut ts), Ok(js)) = (
            cairn_parser::parse(&arena, &pair.ts, ts_options),
            cairn_parser::parse(&arena, &pair.js, js_options),
        ) else {
            println!("does not parse: {}", &pair.ts[..pair.ts.len().min(60)]);
            continue;
        };
        if cairn_ts::lower(&arena, &mut ts).is_err() {
            println!("does not lower: {}", &pair.ts[..pair.ts.len().min(60)]);
            continue;
        }
        let squeeze = |s: String| s.split_whitespace().collect::<String>();
        let (ts, js) =
            (squeeze(cairn_ts::print(&ts, &pair.ts)), squeeze(cairn_ts::print(&js, &pair.js)));
        if ts == js {
            same += 1;
            continue;
        }
        let at = ts.bytes().zip(js.bytes()).take_while(|(a, b)| a == b).count();
        let from = at.saturating_sub(60);
        println!(
            "--- differs at {at}:\n  ts: {}\n  js: {}",
            ts.get(from..(at + 80).min(ts.len())).unwrap_or(""),
            js.get(from..(at + 80).min(js.len())).unwrap_or("")
        );
    }
    println!("{same} of {} programs print the same", pairs.len());
}
