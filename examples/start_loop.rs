//! A fresh runtime started on examples/codemode.js up to its first tool call, N times
//! (default 200), for profilers: the per-run cost of a host that runs many short scripts
//! (make the VM, install the tools, parse, compile, run to the first call, drop).
//! `host_bench` reports the same path as a median wall time.
//!
//! `cargo run --release --example start_loop -- 1000`; per-run instructions:
//! `valgrind --tool=callgrind target/release/examples/start_loop N` for two N, differenced.

use cairn::vm::VmOptions;

fn main() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/codemode.js");
    let js = std::fs::read_to_string(path).expect("examples/codemode.js");
    let n: usize = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(200);
    let started = std::time::Instant::now();
    for _ in 0..n {
        let mut rt = cairn::Runtime::new(VmOptions::default());
        rt.install_tools(&["listMembers", "getProfile", "getTickets"]).expect("tools");
        let status = rt.start(&js, "codemode.js");
        assert!(matches!(status, cairn::Status::Idle(_)), "{status:?}");
    }
    println!("{:.1} us a run", started.elapsed().as_secs_f64() * 1e6 / n as f64);
}
