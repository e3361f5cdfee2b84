//! Fuzz target for TypeScript module graphs, as the `cairn` CLI runs them: the input
//! (UTF-8, lossily) is split at `\u{1}` into up to four TypeScript module texts served
//! as `main.ts`, `a.ts`, `b.ts` and `c.ts`. The VM parses each as TypeScript (imports
//! and exports of types elided) and lowers it through cairn-ts (`Vm::set_typescript`),
//! then compiles the lowered tree; `main.ts` runs as the entry module under the
//! `modules` target's limits, and thrown errors' stacks name positions of the
//! TypeScript texts. It must never panic.

#![no_main]

use cairn_vm::{Vm, VmOptions};
use libfuzzer_sys::fuzz_target;

const NAMES: [&str; 4] = ["main.ts", "a.ts", "b.ts", "c.ts"];

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
    vm.set_typescript(cairn_ts::lower, Box::new(|name| name.ends_with(".ts")));
    vm.set_module_loader(Box::new(move |spec, _referrer| {
        let name = spec.trim_start_matches("./");
        let (name, source) =
            files.iter().find(|(n, _)| n == name).ok_or_else(|| format!("{spec}: not found"))?;
        Ok((name.clone(), source.clone()))
    }));
    // eval_module drains the job queue; a syntax error comes back as an error.
    let _ = vm.eval_module(&main, NAMES[0]);
});
