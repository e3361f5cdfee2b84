//! Whole programs against node: each `scripts/NAME.js` runs in a fresh VM and what it
//! prints (through `print`/`console.log`) must equal `scripts/NAME.out`, which node
//! computed (regenerate with `vm/tests/regen.sh`). An uncaught error prints
//! "Uncaught " and the error's `name: message` as the last line, as the regen shim does.
//!
//! `KNOWN_GAPS` lists scripts that do not match yet, with the reason; the test asserts
//! that they still differ, so fixing one fails the test until it leaves the list.

use std::cell::RefCell;
use std::path::Path;
use std::rc::Rc;

use cairn_vm::{Vm, VmOptions};

/// Scripts that differ from node today, and why.
const KNOWN_GAPS: &[(&str, &str)] = &[];

fn run_script(path: &Path, options: VmOptions, fuel: u64) -> String {
    let source = std::fs::read_to_string(path).unwrap_or_default();
    let out = Rc::new(RefCell::new(String::new()));
    let sink = out.clone();
    let mut vm = Vm::new(options);
    vm.set_print_hook(Box::new(move |line| {
        let mut s = sink.borrow_mut();
        s.push_str(line);
        s.push('\n');
    }));
    vm.set_fuel(Some(fuel));
    if let Err(e) = vm.eval_script(&source, &path.display().to_string()) {
        let first =
            e.message.lines().next().unwrap_or("").trim_start_matches("Uncaught ").to_string();
        out.borrow_mut().push_str(&format!("Uncaught {first}\n"));
    }
    // Whatever the script did, the run leaves nothing on the VM's stacks (a value left
    // on the root stack would keep the VM from ever being dumped).
    if !vm.is_idle() {
        out.borrow_mut().push_str("(the VM is not idle after the run)\n");
    }
    out.borrow().clone()
}

#[test]
fn scripts_match_node() {
    check_corpus(VmOptions::default(), 2_000_000_000);
}

/// The same corpus with a collection at every safepoint: a handle that the VM fails
/// to root shows up as a wrong value or a dangling-handle panic (debug builds).
#[test]
fn scripts_match_node_when_collecting_constantly() {
    let mut options = VmOptions::default();
    options.heap.min_threshold = 0;
    options.heap.growth_percent = 0;
    check_corpus(options, 1 << 50);
}

/// Runs the corpus with `options` and `fuel` (collections pay fuel for the values they
/// walk, so a collection at every safepoint needs far more than a normal run).
fn check_corpus(options: VmOptions, fuel: u64) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/scripts");
    let mut entries: Vec<_> = std::fs::read_dir(&dir)
        .map(|d| d.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    entries.retain(|p: &std::path::PathBuf| p.extension().is_some_and(|e| e == "js"));
    entries.sort();
    assert!(entries.len() >= 10, "expected the script corpus in {}", dir.display());
    let mut failures = Vec::new();
    let mut fixed = Vec::new();
    for path in &entries {
        let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or("").to_string();
        let expected = std::fs::read_to_string(path.with_extension("out"))
            .unwrap_or_else(|_| panic!("{name}.out missing: run vm/tests/regen.sh"));
        let got = run_script(path, options.clone(), fuel);
        let known = KNOWN_GAPS.iter().any(|(n, _)| *n == name);
        match (got == expected, known) {
            (true, true) => fixed.push(name),
            (false, false) => {
                failures.push(format!("--- {name}\nexpected:\n{expected}\ngot:\n{got}"))
            }
            _ => {}
        }
    }
    assert!(fixed.is_empty(), "now passing, remove from KNOWN_GAPS: {fixed:?}");
    assert!(
        failures.is_empty(),
        "{} of {} scripts differ from node:\n{}",
        failures.len(),
        entries.len(),
        failures.join("\n")
    );
}
