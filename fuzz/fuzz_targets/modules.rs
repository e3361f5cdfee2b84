//! Fuzz target for ES module graphs: the input (UTF-8, lossily) is split at `\u{1}`
//! into up to four module texts, served by a loader as `main.js`, `a.js`, `b.js` and
//! `c.js` (any other specifier fails to load). `main.js` runs as the entry module
//! (which drains the job queue), so imports, cycles, top-level await, `import()`, `import
//! defer` and its deferred namespaces, JSON and text modules all run under the same
//! fuel, heap and depth limits as the `run` target. It must never panic.

#![no_main]

use cairn_vm::{Vm, VmOptions};
use libfuzzer_sys::fuzz_target;

const NAMES: [&str; 4] = ["main.js", "a.js", "b.js", "c.js"];

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut parts = text.splitn(NAMES.len(), '\u{1}');
    let main = parts.next().unwrap_or("").to_string();
    let files: Vec<(String, String)> = NAMES[1..]
        .iter()
        .map(|n| (n.to_string(), parts.next().unwrap_or("export default 0;").to_string()))
        .collect();
    let mut vm = Vm::new(VmOptions::default());
    vm.set_print_hook(Box::new(|_| {}));
    vm.set_fuel(Some(100_000));
    vm.set_heap_limit(32 << 20);
    vm.set_max_call_depth(Some(2_000));
    vm.set_module_loader(Box::new(move |spec, _referrer| {
        let name = spec.trim_start_matches("./");
        files
            .iter()
            .find(|(n, _)| n == name)
            .map(|(n, s)| (n.clone(), s.clone()))
            .ok_or_else(|| format!("{spec}: not found"))
    }));
    // eval_module drains the job queue (top-level await, `import()`).
    let _ = vm.eval_module(&main, NAMES[0]);
});
