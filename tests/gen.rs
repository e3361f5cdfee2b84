//! Generated programs (issue 7): the programs of seeds 0..500 from tests/gen/generator.rs
//! run in-process through cairn and their output must equal tests/gen/expected.txt,
//! which node v20 produced (tests/gen/regenerate.sh). tests/gen/pending.txt lists the
//! seeds known to differ today, each with its reason; a pending seed that starts to
//! match fails the test too.

#[path = "gen/generator.rs"]
mod generator;
#[path = "gen/harness.rs"]
mod harness;

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// How many seeds CI checks (seeds `0..SEEDS`).
const SEEDS: u64 = 500;

fn gen_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/gen")
}

/// Reads pending.txt: `SEED reason...` per line, `#` comments.
fn pending() -> BTreeMap<u64, String> {
    let text = fs::read_to_string(gen_dir().join("pending.txt")).unwrap_or_default();
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .filter_map(|l| {
            let (seed, reason) = l.split_once(char::is_whitespace).unwrap_or((l, ""));
            Some((seed.parse().ok()?, reason.trim().to_string()))
        })
        .collect()
}

/// The first differing line of two outputs.
fn first_difference(expected: &str, actual: &str) -> String {
    let (e, a): (Vec<_>, Vec<_>) = (expected.lines().collect(), actual.lines().collect());
    for i in 0..e.len().max(a.len()) {
        let (el, al) = (e.get(i).copied(), a.get(i).copied());
        if el != al {
            return format!(
                "line {}:\n    node:  {}\n    cairn: {}",
                i + 1,
                el.unwrap_or("<end of output>"),
                al.unwrap_or("<end of output>")
            );
        }
    }
    "outputs differ only in trailing newlines".to_string()
}

#[test]
fn the_generator_is_deterministic() {
    assert_eq!(generator::program(7), generator::program(7));
    assert_ne!(generator::program(7), generator::program(8));
}

#[test]
fn cairn_agrees_with_node_on_generated_programs() {
    let text = fs::read_to_string(gen_dir().join("expected.txt"))
        .expect("tests/gen/expected.txt exists (tests/gen/regenerate.sh)");
    let expected = harness::parse_framed(&text);
    let pending = pending();
    let (mut matched, mut failures, mut fixed) = (0, Vec::new(), Vec::new());
    for seed in 0..SEEDS {
        let want = expected.get(&seed).unwrap_or_else(|| {
            panic!("no expected output for seed {seed}: run tests/gen/regenerate.sh")
        });
        let got = harness::run_cairn(&generator::program(seed));
        match (got == *want, pending.contains_key(&seed)) {
            (true, false) => matched += 1,
            (true, true) => fixed.push(seed.to_string()),
            (false, true) => {}
            (false, false) => failures.push(format!(
                "seed {seed} (cargo run --example gen -- one {seed}): {}",
                first_difference(want, &got)
            )),
        }
    }
    eprintln!(
        "generated programs: {matched} of {SEEDS} agree with node, {} pending",
        pending.len()
    );
    assert!(
        failures.is_empty(),
        "generated programs that differ from node:\n{}",
        failures.join("\n")
    );
    assert!(
        fixed.is_empty(),
        "these pending seeds now agree with node; remove them from tests/gen/pending.txt: {}",
        fixed.join(", ")
    );
}
