//! What several fuzz targets share: the module-graph harness of `modules` and
//! `ts_modules`.

use cairn_vm::{Vm, VmOptions};

/// Splits `data` (UTF-8, lossily) at `\u{1}` into up to four module texts served as
/// `names` (a missing one is `export default 0;`; any other specifier fails to load) and
/// runs the first as the entry module, which drains the job queue, in a VM that
/// `configure` has set up, under the fuzz limits of the `run` target (fuel, heap, call
/// depth). Must never panic.
pub fn run_module_graph(data: &[u8], names: [&str; 4], configure: impl FnOnce(&mut Vm)) {
    let text = String::from_utf8_lossy(data);
    let mut parts = text.splitn(names.len(), '\u{1}');
    let main = parts.next().unwrap_or("").to_string();
    let files: Vec<(String, String)> = names[1..]
        .iter()
        .map(|n| (n.to_string(), parts.next().unwrap_or("export default 0;").to_string()))
        .collect();
    let mut vm = Vm::new(VmOptions::default());
    vm.set_print_hook(Box::new(|_| {}));
    vm.set_fuel(Some(100_000));
    vm.set_heap_limit(32 << 20);
    vm.set_max_call_depth(Some(2_000));
    configure(&mut vm);
    vm.set_module_loader(Box::new(move |spec, _referrer| {
        let name = spec.trim_start_matches("./");
        files
            .iter()
            .find(|(n, _)| n == name)
            .map(|(n, s)| (n.clone(), s.clone()))
            .ok_or_else(|| format!("{spec}: not found"))
    }));
    let _ = vm.eval_module(&main, names[0]);
}
