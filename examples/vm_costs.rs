//! What a run costs a host that gives every run a fresh VM: small one-call runs a
//! second on one core, and the memory of 1,000 VMs idle on a pending tool call.
//!
//! ```text
//! cargo run --release --example vm_costs
//! ```
//!
//! Both through `cairn::Runtime`, with the allocator the `cairn` program links
//! (mimalloc, the default feature `mimalloc`) or, built with
//! `--no-default-features --features intl`, the system allocator: an embedder's
//! process has one or the other. Memory is the process's resident set (Linux
//! `/proc/self/statm`) before and after.

use std::time::Instant;

#[cfg(feature = "mimalloc")]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use cairn::{Runtime, Status};
use serde::Serialize;

/// One tool call, a small object back, a summary returned.
const ONE_CALL: &str = r#"
(async () => {
  const user = await tools.lookup({ id: 7 });
  return `${user.name} (${user.role}) has ${user.open} open tasks`;
})()
"#;

/// A small sequential body: a read, then an edit built from it, on which it waits.
const SEQUENTIAL: &str = r#"
(async () => {
  const file = await tools.read({ path: "src/app.ts" });
  const lines = file.text.split("\n");
  const edits = lines
    .map((text, line) => ({ line, text: text.trim() }))
    .filter((l) => l.text.startsWith("// TODO"))
    .map((l) => ({ line: l.line, text: l.text.replace("// TODO", "// DONE") }));
  const result = await tools.edit({ path: "src/app.ts", edits });
  return { edited: result.count, lines: lines.length };
})()
"#;

#[derive(Serialize)]
struct User {
    name: &'static str,
    role: &'static str,
    open: u32,
}

#[derive(Serialize)]
struct File {
    text: String,
}

/// Resident memory of this process, in bytes (0 where `/proc` is missing).
fn rss() -> usize {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    let pages: usize = statm.split_whitespace().nth(1).and_then(|p| p.parse().ok()).unwrap_or(0);
    pages * 4096
}

/// One whole run in a fresh runtime: start, idle on the call, answer, done.
fn one_call_run() -> String {
    let mut rt = Runtime::builder().build();
    rt.install_tools(&["lookup"]).expect("tools install");
    let Status::Idle(calls) = rt.start(ONE_CALL, "one_call.js") else {
        panic!("the body waits on its lookup");
    };
    let user = User { name: "Ada", role: "admin", open: 3 };
    rt.resolve_value(calls[0].id, &user).expect("the call is pending");
    rt.run().decode::<String>().expect("the body returns a string")
}

fn main() {
    assert_eq!(one_call_run(), "Ada (admin) has 3 open tasks");
    for _ in 0..2_000 {
        one_call_run();
    }
    // VM_COSTS_RUNS=N for a shorter loop (under a profiler).
    let runs: usize =
        std::env::var("VM_COSTS_RUNS").ok().and_then(|n| n.parse().ok()).unwrap_or(50_000);
    let t = Instant::now();
    for _ in 0..runs {
        one_call_run();
    }
    let secs = t.elapsed().as_secs_f64();
    let allocator = if cfg!(feature = "mimalloc") { "mimalloc" } else { "the system allocator" };
    println!("allocator: {allocator}");
    println!(
        "one-call runs, each in a fresh VM: {:.0} a second on one core ({:.1} µs a run, {runs} runs)",
        runs as f64 / secs,
        secs * 1e6 / runs as f64
    );

    let mut text = String::new();
    for i in 0..80 {
        if i % 10 == 3 {
            text.push_str(&format!("  // TODO: handle case {i}\n"));
        } else {
            text.push_str(&format!("  const value{i} = compute({i}, options);\n"));
        }
    }
    let file = File { text };
    let before = rss();
    let mut idle = Vec::with_capacity(1_000);
    for _ in 0..1_000 {
        let mut rt = Runtime::builder().build();
        rt.install_tools(&["read", "edit"]).expect("tools install");
        let Status::Idle(calls) = rt.start(SEQUENTIAL, "sequential.js") else {
            panic!("the body waits on its read");
        };
        rt.resolve_value(calls[0].id, &file).expect("the read is pending");
        let Status::Idle(calls) = rt.run() else {
            panic!("the body waits on its edit");
        };
        assert_eq!(calls[0].name, "edit");
        idle.push(rt);
    }
    let after = rss();
    println!(
        "1,000 VMs idle on a pending call: {:.1} MB more resident memory ({:.0} KB a VM)",
        after.saturating_sub(before) as f64 / 1e6,
        after.saturating_sub(before) as f64 / 1e3 / 1_000.0,
    );
}
