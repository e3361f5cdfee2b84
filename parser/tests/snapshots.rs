//! The AST of each small program in `tests/corpus` (script goal) and
//! `tests/corpus_module` (module goal) matches its committed snapshot: any change to the
//! tree shape, spans or values shows up as a snapshot diff.

use std::path::Path;

fn snapshot_dir(dir: &str, module: bool, prefix: &str) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests").join(dir);
    let mut files: Vec<_> = std::fs::read_dir(&root)
        .expect("corpus directory exists in the repository")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "js"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "corpus {dir} is empty");
    for path in files {
        let source = std::fs::read_to_string(&path).expect("corpus file is readable");
        let arena = bumpalo::Bump::new();
        let options = cairn_parser::ParseOptions { module, strict: false, typescript: false };
        let output = match cairn_parser::parse(&arena, &source, options) {
            Ok(program) => compact_spans(&format!("{program:#?}")),
            Err(error) => format!("ERROR {error} at {:?}", error.line_column(&source)),
        };
        let name =
            format!("{prefix}__{}", path.file_stem().and_then(|s| s.to_str()).unwrap_or("unnamed"));
        insta::with_settings!({
            snapshot_path => "snapshots",
            prepend_module_to_snapshot => false,
            description => source.clone(),
            omit_expression => true,
        }, {
            insta::assert_snapshot!(name, output);
        });
    }
}

#[test]
fn script_corpus() {
    snapshot_dir("corpus", false, "script");
}

#[test]
fn module_corpus() {
    snapshot_dir("corpus_module", true, "module");
}

/// `Span {\n start: 1,\n end: 2,\n }` becomes `1..2` so snapshots stay readable.
fn compact_spans(debug: &str) -> String {
    let mut out = String::with_capacity(debug.len());
    let mut lines = debug.lines().peekable();
    while let Some(line) = lines.next() {
        if let Some(prefix) = line.strip_suffix("Span {") {
            let start = lines
                .next()
                .unwrap_or("")
                .trim()
                .trim_start_matches("start: ")
                .trim_end_matches(',')
                .to_string();
            let end = lines
                .next()
                .unwrap_or("")
                .trim()
                .trim_start_matches("end: ")
                .trim_end_matches(',')
                .to_string();
            let close = lines.next().unwrap_or("").trim().to_string();
            out.push_str(prefix);
            out.push_str(&format!("{start}..{end}"));
            out.push_str(close.trim_start_matches('}'));
            out.push('\n');
        } else {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}
