//! Compiled programs behave as in node: each tests/run/*.js runs on a tiny reference
//! interpreter of the bytecode (tests/support/mini_vm.rs) and its `print` output must
//! equal the committed tests/run/*.out, which node produced:
//! `node -e "globalThis.print=(...a)=>console.log(a.map(String).join(' '));require('vm').runInThisContext(require('fs').readFileSync(F,'utf8'))" > F.out`.

#[path = "support/mini_vm.rs"]
#[allow(dead_code, clippy::all)]
mod mini_vm;

use std::path::Path;

#[test]
fn programs_match_node() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/run");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/run exists")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "js"))
        .collect();
    paths.sort();
    assert!(!paths.is_empty());
    let mut failures = Vec::new();
    for path in paths {
        let source = std::fs::read_to_string(&path).expect("readable");
        let expected =
            std::fs::read_to_string(path.with_extension("out")).expect("expected output committed");
        let got = mini_vm::run_script(&source).join("\n") + "\n";
        if got != expected {
            failures.push(format!("{}:\n--- expected\n{expected}--- got\n{got}", path.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
