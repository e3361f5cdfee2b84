//! The `gen` example: generated programs for differential testing (tests/gen/run.sh).
//!
//! ```text
//! cargo run --release --example gen -- print START COUNT   programs, framed (`### seed N`)
//! cargo run --release --example gen -- run START COUNT     their cairn outputs, framed
//! cargo run --release --example gen -- one SEED            one program, plain
//! ```

#[path = "generator.rs"]
mod generator;
#[path = "harness.rs"]
mod harness;

use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let num = |i: usize| args.get(i).and_then(|a| a.parse::<u64>().ok());
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let result = match (args.first().map(String::as_str), num(1), num(2)) {
        (Some("one"), Some(seed), _) => write!(out, "{}", generator::program(seed)),
        (Some("print"), Some(start), Some(count)) => (start..start.saturating_add(count))
            .try_for_each(|s| write!(out, "{}{}", harness::header(s), generator::program(s))),
        (Some("run"), Some(start), Some(count)) => (start..start.saturating_add(count))
            .try_for_each(|s| {
                let output = harness::run_cairn(&generator::program(s));
                write!(out, "{}{}", harness::header(s), output)
            }),
        _ => {
            eprintln!("usage: gen print START COUNT | run START COUNT | one SEED");
            return ExitCode::from(2);
        }
    };
    match result.and_then(|()| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("gen: {e}");
            ExitCode::from(1)
        }
    }
}
