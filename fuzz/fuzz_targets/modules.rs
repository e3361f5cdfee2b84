//! Fuzz target for ES module graphs: the input (UTF-8, lossily) is split at `\u{1}`
//! into up to four module texts, served by a loader as `main.js`, `a.js`, `b.js` and
//! `c.js` (any other specifier fails to load). `main.js` runs as the entry module
//! (which drains the job queue), so imports, cycles, top-level await, `import()`, `import
//! defer` and its deferred namespaces, JSON and text modules all run under the same
//! fuel, heap and depth limits as the `run` target. It must never panic.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    cairn_fuzz::run_module_graph(data, ["main.js", "a.js", "b.js", "c.js"], |_| {});
});
