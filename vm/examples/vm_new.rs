//! VM creation: `Vm::new` (from the per-thread template, copy-on-write) against
//! `Vm::new_set_up` (running the realm's set-up), medians of many runs in one process.
//! `cargo run --release -p cairn-vm --example vm_new`
use cairn_vm::{Vm, VmOptions};
use std::time::Instant;

fn median_micros(n: usize, mut f: impl FnMut() -> Vm) -> f64 {
    let mut times: Vec<f64> = (0..n)
        .map(|_| {
            let t = Instant::now();
            let vm = f();
            let elapsed = t.elapsed().as_secs_f64() * 1e6;
            drop(std::hint::black_box(vm));
            elapsed
        })
        .collect();
    times.sort_by(f64::total_cmp);
    times[n / 2]
}

fn main() {
    let n = 400;
    let set_up = median_micros(n, || Vm::new_set_up(VmOptions::default()));
    let template = median_micros(n, || Vm::new(VmOptions::default()));
    println!("Vm::new_set_up (realm set-up): {set_up:.1} us");
    println!(
        "Vm::new (template, copy-on-write): {template:.1} us ({:.1}x faster)",
        set_up / template
    );
}
