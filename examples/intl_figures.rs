//! The figures of Intl's cost to a host (docs/intl.md): the median time to make a new
//! VM in a build with Intl, the first `Intl.NumberFormat` of a fresh VM, and 100,000
//! currency formats, beside node running the same loop when `node` is on the PATH.
//!
//! `cargo run --release --example intl_figures` (prints a table; asserts nothing).

use std::time::Instant;

use cairn::Runtime;
use cairn::vm::VmOptions;

/// The loop both engines run: 100,000 values through one currency formatter (the
/// total length of the strings is the value, checked to be equal).
const LOOP: &str = r#"
const nf = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });
let length = 0;
for (let i = 0; i < 100000; i++) length += nf.format(i * 1.37).length;
"#;

fn median(mut samples: Vec<f64>) -> f64 {
    samples.sort_by(f64::total_cmp);
    samples[samples.len() / 2]
}

/// The script's value, a number or a string, as text.
fn run(rt: &mut Runtime, source: &str) -> String {
    let status = rt.start(source, "figures.js");
    match (status.decode::<f64>(), status.decode::<String>()) {
        (Ok(n), _) => n.to_string(),
        (_, Ok(s)) => s,
        _ => panic!("the script did not finish with a number or a string: {status:?}"),
    }
}

fn main() {
    // New VMs: made and timed one by one, dropped outside the timing.
    let mut samples = Vec::with_capacity(10_000);
    for _ in 0..10_000 {
        let t = Instant::now();
        let rt = Runtime::new(VmOptions::default());
        samples.push(t.elapsed().as_secs_f64() * 1e6);
        drop(rt);
    }
    println!("new VM (with Intl in the build): median {:.2} us of 10,000", median(samples));

    // The first NumberFormat of a fresh VM (its ICU4X formatter built then).
    let mut samples = Vec::with_capacity(200);
    for _ in 0..200 {
        let mut rt = Runtime::new(VmOptions::default());
        let t = Instant::now();
        run(
            &mut rt,
            r#"new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(1234.5)"#,
        );
        samples.push(t.elapsed().as_secs_f64() * 1e6);
    }
    println!(
        "first NumberFormat of a fresh VM, made and used once: median {:.1} us",
        median(samples)
    );

    let mut samples = Vec::with_capacity(5);
    let mut value = String::new();
    for _ in 0..5 {
        let mut rt = Runtime::new(VmOptions::default());
        let t = Instant::now();
        value = run(&mut rt, &format!("{LOOP}length"));
        samples.push(t.elapsed().as_secs_f64() * 1e3);
    }
    let cairn = median(samples);
    println!("100,000 de-DE EUR formats: cairn {cairn:.1} ms (median of 5; value {value})");
    // node, timing the same loop inside its process (start-up excluded).
    let script = format!(
        "const t = performance.now(); const v = (() => {{ {LOOP} return length; }})(); console.log((performance.now() - t).toFixed(1), v);"
    );
    let mut node = Vec::new();
    for _ in 0..5 {
        match std::process::Command::new("node").arg("-e").arg(&script).output() {
            Ok(out) if out.status.success() => {
                let text = String::from_utf8_lossy(&out.stdout).to_string();
                let mut fields = text.split_whitespace();
                let ms = fields.next().and_then(|s| s.parse::<f64>().ok());
                assert_eq!(fields.next(), Some(value.as_str()), "node's value differs");
                if let Some(ms) = ms {
                    node.push(ms);
                }
            }
            _ => break,
        }
    }
    if node.is_empty() {
        println!("node: not run (no `node` on the PATH)");
    } else {
        let node = median(node);
        println!(
            "100,000 de-DE EUR formats: node {node:.1} ms (median of 5); cairn / node = {:.2}",
            cairn / node
        );
    }
}
