//! Fuzz target for the whole engine: any input (bytes read as UTF-8, lossily) runs as a
//! script in a fresh VM under a fuel budget, a heap limit and a call-depth limit. It
//! may return a value, throw, fail to parse or be terminated by a limit; it must never
//! panic, overflow the native stack or run past its fuel.

#![no_main]

use cairn_vm::{Vm, VmOptions};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let source = String::from_utf8_lossy(data);
    let mut vm = Vm::new(VmOptions::default());
    vm.set_print_hook(Box::new(|_| {}));
    // Fuel for well under 0.1 s of heavy native work in a release build: the
    // instrumented fuzz build runs 40-50 times slower, and a run must finish well inside
    // libFuzzer's 10 s timeout (at 2,000,000 a string-templating loop took 20 s, at
    // 500,000 a loop of regex execs and string building took over 10 s).
    vm.set_fuel(Some(100_000));
    vm.set_heap_limit(32 << 20);
    vm.set_max_call_depth(Some(2_000));
    let _ = vm.eval_script(&source, "fuzz.js");
});
