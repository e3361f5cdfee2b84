//! TypeScript programs of several modules (tests/ts/modules/NAME/*.ts, run from
//! NAME/main.ts): the `cairn` binary runs each as is and its stdout must equal
//! tests/ts/modules/NAME.out, which node printed running the files after the pinned
//! `typescript` package's transpileModule (tests/ts/regenerate.sh). They pin what only
//! shows across modules: imported `.ts` files are TypeScript too, imports of types are
//! elided (so a module imported only for types is never loaded), `export { T }` of a
//! type vanishes, and the CLI resolves `./a`, `./a.js` and `./dir` to `.ts` sources.

use std::path::Path;
use std::process::Command;

#[test]
fn multi_module_typescript_programs_print_what_node_prints() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ts/modules");
    let mut names: Vec<_> = std::fs::read_dir(&root)
        .expect("tests/ts/modules")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_dir())
        .collect();
    names.sort();
    assert!(names.len() >= 2, "the programs are missing");
    let mut failures = Vec::new();
    for folder in names {
        let name = folder.file_name().unwrap().to_string_lossy().into_owned();
        let expected = std::fs::read_to_string(root.join(format!("{name}.out")))
            .unwrap_or_else(|_| panic!("tests/ts/modules/{name}.out: run tests/ts/regenerate.sh"));
        let out = Command::new(env!("CARGO_BIN_EXE_cairn"))
            .arg("main.ts")
            .current_dir(&folder)
            .env("TZ", "UTC")
            .output()
            .expect("the cairn binary runs");
        let stdout = String::from_utf8_lossy(&out.stdout);
        if stdout != expected || !out.status.success() {
            failures.push(format!(
                "{name}: exit {:?}\n--- expected\n{expected}--- got\n{stdout}--- stderr\n{}",
                out.status.code(),
                String::from_utf8_lossy(&out.stderr)
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
