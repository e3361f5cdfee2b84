//! The disassembly of every program in tests/corpus (`*.js` as scripts, `*.mjs` as
//! modules) matches its committed snapshot, and every compiled unit passes the
//! bytecode verifier. Review snapshot changes as code: each must be correct bytecode.

use std::path::Path;

#[test]
fn corpus_snapshots() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/corpus exists in the repository")
        .flatten()
        .map(|e| e.path())
        .collect();
    paths.sort();
    assert!(!paths.is_empty());
    for path in paths {
        let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("").to_string();
        let module = name.ends_with(".mjs");
        let source = std::fs::read_to_string(&path).expect("corpus file is readable");
        let arena = bumpalo::Bump::new();
        let options = cairn_parser::ParseOptions { module, ..Default::default() };
        let program =
            cairn_parser::parse(&arena, &source, options).unwrap_or_else(|e| panic!("{name}: {e}"));
        let text = if module {
            let m = cairn_compiler::compile_module(&program, &Default::default())
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            m.verify().unwrap_or_else(|e| panic!("{name}: {e}"));
            m.disassemble()
        } else {
            let s = cairn_compiler::compile_script(&program, &Default::default())
                .unwrap_or_else(|e| panic!("{name}: {e}"));
            s.verify().unwrap_or_else(|e| panic!("{name}: {e}"));
            s.disassemble()
        };
        insta::assert_snapshot!(name.replace('.', "_"), text);
    }
}
