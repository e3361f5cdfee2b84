//! Every program of tests/ts/corpus parses as TypeScript and lowers with no error, and
//! the lowered program is plain JavaScript: printed back, it parses with TypeScript
//! syntax off. Every program of tests/ts/invalid is rejected, with the messages and
//! positions pinned by an insta snapshot.

use std::path::PathBuf;

fn dir(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/ts").join(name)
}

fn files(name: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir(name))
        .expect("the corpus directory exists in the repository")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "ts"))
        .collect();
    files.sort();
    files
}

fn is_module(source: &str) -> bool {
    source.lines().any(|l| {
        let l = l.trim_start();
        l.starts_with("import ") || l.starts_with("export ")
    })
}

#[test]
fn corpus_parses_lowers_and_prints_javascript() {
    let files = files("corpus");
    assert!(files.len() >= 150, "the corpus holds {} programs", files.len());
    let mut failures = Vec::new();
    for path in &files {
        let source = std::fs::read_to_string(path).expect("corpus files are UTF-8");
        let module = is_module(&source);
        let arena = bumpalo::Bump::new();
        let options = cairn_parser::ParseOptions { module, strict: false, typescript: true };
        let mut program = match cairn_parser::parse(&arena, &source, options) {
            Ok(p) => p,
            Err(e) => {
                let (line, column) = e.line_column(&source);
                failures.push(format!("{}:{line}:{column}: {}", path.display(), e.message));
                continue;
            }
        };
        if let Err(e) = cairn_ts::lower(&arena, &mut program) {
            failures.push(format!("{}: lower: {}", path.display(), e.message));
            continue;
        }
        let js = cairn_ts::print(&program, &source);
        let js_arena = bumpalo::Bump::new();
        let js_options = cairn_parser::ParseOptions { module, strict: false, typescript: false };
        if let Err(e) = cairn_parser::parse(&js_arena, &js, js_options) {
            failures.push(format!(
                "{}: lowered output is not JavaScript: {}\n{js}",
                path.display(),
                e.message
            ));
        }
        // Statements keep their TypeScript lines.
        assert_eq!(
            js.lines().count().min(source.lines().count() + 1),
            js.lines().count(),
            "{}: printed output has more lines than the source",
            path.display()
        );
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn invalid_programs_are_rejected_with_positions() {
    let mut report = String::new();
    for path in files("invalid") {
        let source = std::fs::read_to_string(&path).expect("invalid files are UTF-8");
        let arena = bumpalo::Bump::new();
        let options = cairn_parser::ParseOptions { module: true, strict: false, typescript: true };
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("?").to_string();
        match cairn_parser::parse(&arena, &source, options) {
            Ok(_) => report.push_str(&format!("{name}: ACCEPTED\n")),
            Err(e) => {
                let (line, column) = e.line_column(&source);
                report.push_str(&format!("{name}:{line}:{column}: {}\n", e.message));
            }
        }
    }
    insta::assert_snapshot!(report);
}

#[test]
fn javascript_is_unchanged_by_lowering() {
    let source = "class A { constructor(x) { this.x = x; } } function f() {} let y = f();";
    let arena = bumpalo::Bump::new();
    let mut program =
        cairn_parser::parse(&arena, source, Default::default()).expect("valid JavaScript");
    cairn_ts::lower(&arena, &mut program).expect("lowering JavaScript cannot fail");
    let printed = cairn_ts::print(&program, source);
    assert_eq!(
        printed.trim(),
        "class A {constructor(x) {(this.x = x); } } function f() { } let y = f();"
    );
}

#[test]
fn deep_unary_chains_print_within_the_nesting_limit() {
    // Found by fuzzing: 190 `!`s parse, and printed as `!(!(…))` they did not (the
    // parentheses doubled the depth). Printed as `! ! …2` they parse back.
    let source = format!("y = {}2;", "!".repeat(190));
    let arena = bumpalo::Bump::new();
    let options = cairn_parser::ParseOptions { module: false, strict: false, typescript: true };
    let program = cairn_parser::parse(&arena, &source, options).expect("the source parses");
    let js = cairn_ts::print(&program, &source);
    let js_options = cairn_parser::ParseOptions { typescript: false, ..options };
    let reparsed = cairn_parser::parse(&arena, &js, js_options);
    assert!(reparsed.is_ok(), "the printed program does not parse: {js}");
    // Found by fuzzing too: a 600-link chain of one precedence (`a | b | …`, `a - b + …`,
    // `a && b && …`) printed with parentheses around each left operand did not parse back.
    let chains = [
        format!("a{}", " | b".repeat(600)),
        format!("a{}", [" - b", " + c"].concat().repeat(300)),
        format!("a{}", " && b".repeat(600)),
        format!("a{}", [" < b", " in c"].concat().repeat(300)),
    ];
    for chain in chains {
        let source = format!("y = {chain};");
        let program = cairn_parser::parse(&arena, &source, options).expect("the source parses");
        let js = cairn_ts::print(&program, &source);
        let reparsed = cairn_parser::parse(&arena, &js, js_options);
        assert!(reparsed.is_ok(), "the printed program does not parse: {}", &js[..200]);
    }
    // Left operands of other precedences keep their parentheses, and `**` groups right.
    for (source, printed) in [
        ("y = (a + b) * c;", "(a + b) * c"),
        ("y = (a ** b) ** c;", "(a ** b) ** c"),
        ("y = (a ?? b) || c;", "(a ?? b) || c"),
        ("y = a - (b + c);", "a - (b + c)"),
    ] {
        let program = cairn_parser::parse(&arena, source, options).expect("parses");
        let js = cairn_ts::print(&program, source);
        assert!(js.contains(printed), "{source} printed as {js}");
    }
    // `- -x` keeps its space: `--x` would be a decrement.
    let minus = cairn_parser::parse(&arena, "y = - -x;", options).expect("parses");
    let printed = cairn_ts::print(&minus, "y = - -x;");
    assert!(printed.contains("- -x"), "{printed}");
}
