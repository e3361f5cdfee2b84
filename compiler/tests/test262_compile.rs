//! Every test262 file under test/language that parses either compiles or returns a
//! CompileError: never a panic. Prints the CompileError counts by message. Skipped when
//! the suite is missing (it lives outside the repository).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            files(&p, out);
        } else if p.extension().is_some_and(|x| x == "js")
            && !p.to_string_lossy().contains("_FIXTURE")
        {
            out.push(p);
        }
    }
}

#[test]
fn test262_language_compiles_or_reports() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/test262/test/language");
    if !root.is_dir() {
        eprintln!("test262 not found at {}; skipped", root.display());
        return;
    }
    let mut all = Vec::new();
    files(&root, &mut all);
    all.sort();
    let mut parsed = 0usize;
    let mut compiled = 0usize;
    let mut errors: BTreeMap<String, usize> = BTreeMap::new();
    let mut panics = Vec::new();
    let mut invalid = Vec::new();
    for path in &all {
        let Ok(source) = std::fs::read_to_string(path) else { continue };
        let module = source.contains("flags: [module]") || source.contains("flags: [module,");
        let only_strict = source.contains("onlyStrict");
        let sloppy_only =
            source.contains("noStrict") || source.contains("raw]") || source.contains("raw,");
        // Scripts run both ways unless their flags say otherwise (as test262 does).
        let modes: &[bool] = match (module, only_strict, sloppy_only) {
            (true, _, _) => &[false],
            (false, true, _) => &[true],
            (false, false, true) => &[false],
            (false, false, false) => &[false, true],
        };
        for &strict in modes {
            let arena = bumpalo::Bump::new();
            let options = cairn_parser::ParseOptions { module, strict, ..Default::default() };
            let Ok(program) = cairn_parser::parse(&arena, &source, options) else { continue };
            parsed += 1;
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                if module {
                    cairn_compiler::compile_module(&program, &Default::default())
                        .map(|m| m.verify())
                } else {
                    cairn_compiler::compile_script(&program, &Default::default())
                        .map(|s| s.verify())
                }
            }));
            match result {
                Ok(Ok(Ok(()))) => compiled += 1,
                Ok(Ok(Err(e))) => invalid.push(format!("{}: {e}", path.display())),
                Ok(Err(e)) => *errors.entry(e.message).or_default() += 1,
                Err(_) => panics.push(path.display().to_string()),
            }
        }
    }
    println!(
        "test262/language: {} files; {parsed} (file, strictness) scenarios parse, {compiled} compile",
        all.len()
    );
    for (message, count) in &errors {
        println!("  {count:6}  {message}");
    }
    for p in panics.iter().take(20) {
        println!("  PANIC {p}");
    }
    for p in invalid.iter().take(30) {
        println!("  INVALID {p}");
    }
    println!("  {} invalid", invalid.len());
    assert!(panics.is_empty(), "{} files panicked the compiler", panics.len());
    assert!(invalid.is_empty(), "{} files compiled to invalid bytecode", invalid.len());
}
