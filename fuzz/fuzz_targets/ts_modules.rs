//! Fuzz target for TypeScript module graphs, as the `cairn` CLI runs them: the input
//! (UTF-8, lossily) is split at `\u{1}` into up to four TypeScript module texts served
//! as `main.ts`, `a.ts`, `b.ts` and `c.ts`. Each is parsed as TypeScript (imports and
//! exports of types elided), lowered and printed with its source positions, which the
//! VM gets through its source-positions hook; `main.ts` then runs as the entry module
//! under the `modules` target's limits, so stack traces of thrown errors map offsets
//! back into the TypeScript texts. It must never panic.

#![no_main]

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use cairn_parser::{ParseOptions, parse};
use cairn_vm::{SourcePositions, Vm, VmOptions};
use libfuzzer_sys::fuzz_target;

const NAMES: [&str; 4] = ["main.ts", "a.ts", "b.ts", "c.ts"];

/// The printed JavaScript of a TypeScript module and its positions, or None when it
/// does not parse or lower.
fn lower(source: &str) -> Option<(String, SourcePositions)> {
    let arena = bumpalo::Bump::new();
    let options = ParseOptions { module: true, strict: false, typescript: true };
    let mut program = parse(&arena, source, options).ok()?;
    cairn_ts::lower(&arena, &mut program).ok()?;
    let (js, pairs) = cairn_ts::print_with_positions(&program, source);
    Some((js, SourcePositions::new(source, pairs)))
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut parts = text.splitn(NAMES.len(), '\u{1}');
    let Some((main, main_positions)) = lower(parts.next().unwrap_or("")) else { return };
    let files: Vec<(String, String)> = NAMES[1..]
        .iter()
        .map(|n| (n.to_string(), parts.next().unwrap_or("export default 0;").to_string()))
        .collect();
    let positions: Rc<RefCell<HashMap<String, SourcePositions>>> = Rc::default();
    positions.borrow_mut().insert(NAMES[0].to_string(), main_positions);
    let mut vm = Vm::new(VmOptions::default());
    vm.set_print_hook(Box::new(|_| {}));
    vm.set_fuel(Some(100_000));
    vm.set_heap_limit(32 << 20);
    vm.set_max_call_depth(Some(2_000));
    let hook_positions = Rc::clone(&positions);
    vm.set_source_positions_hook(Box::new(move |name| hook_positions.borrow_mut().remove(name)));
    vm.set_module_loader(Box::new(move |spec, _referrer| {
        let name = spec.trim_start_matches("./");
        let (name, source) =
            files.iter().find(|(n, _)| n == name).ok_or_else(|| format!("{spec}: not found"))?;
        let (js, map) = lower(source).ok_or_else(|| format!("{name}: does not parse"))?;
        positions.borrow_mut().insert(name.clone(), map);
        Ok((name.clone(), js))
    }));
    // eval_module drains the job queue; a thrown error's stack is written through the
    // positions.
    let _ = vm.eval_module(&main, NAMES[0]);
});
