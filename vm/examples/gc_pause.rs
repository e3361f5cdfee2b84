//! The pause of a full collection with about one million live objects built by a script
//! (issue "Compiler, VM and tracing GC"): `cargo run --release -p cairn-vm --example
//! gc_pause`. Prints the median of five collections of the same heap.

use std::time::Instant;

use cairn_vm::{Vm, VmOptions};

fn main() {
    let mut vm = Vm::new(VmOptions::default());
    vm.set_heap_limit(4 << 30);
    let script = "globalThis.keep = []; \
                  for (let i = 0; i < 500000; i++) keep.push({ id: i, tags: [i] }); \
                  keep.length";
    let n = vm.eval_script(script, "build.js").map(|v| vm.display(v));
    println!("built {n:?} records (two objects each: ~1,000,000 live objects)");
    let mut pauses = Vec::new();
    for _ in 0..5 {
        let start = Instant::now();
        vm.collect_now();
        pauses.push(start.elapsed().as_secs_f64() * 1e3);
    }
    pauses.sort_by(f64::total_cmp);
    let stats = vm.heap_stats();
    println!(
        "full collection: median {:.1} ms (min {:.1}, max {:.1}); {} MB live",
        pauses[2],
        pauses[0],
        pauses[4],
        stats.live_bytes >> 20
    );
}
