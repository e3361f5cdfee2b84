//! Fuzz target for TypeScript module graphs, as the `cairn` CLI runs them: the input
//! (UTF-8, lossily) is split at `\u{1}` into up to four TypeScript module texts served
//! as `main.ts`, `a.ts`, `b.ts` and `c.ts` (the `modules` target's harness). The VM
//! parses each as TypeScript (imports and exports of types elided) and lowers it
//! through cairn-ts (`Vm::set_typescript`), then compiles the lowered tree; thrown
//! errors' stacks name positions of the TypeScript texts. It must never panic.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    cairn_fuzz::run_module_graph(data, ["main.ts", "a.ts", "b.ts", "c.ts"], |vm| {
        vm.set_typescript(cairn_ts::lower, Box::new(|name| name.ends_with(".ts")));
    });
});
