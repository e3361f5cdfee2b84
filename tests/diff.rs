//! The differential corpus: every program in tests/diff/cases runs through the `cairn`
//! binary and its stdout must equal tests/diff/expected/NAME.out, which node v20 produced
//! (tests/diff/regenerate.mjs). tests/diff/pending.txt lists the programs known to differ
//! today, each with its reason; a pending program that starts to match fails the test too,
//! so the list never goes stale.

use std::collections::BTreeMap;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Per-program wall-clock cap (debug builds are slow; the programs are small).
const TIME_LIMIT: Duration = Duration::from_secs(30);

fn diff_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/diff")
}

/// Reads pending.txt: `NAME reason...` per line, `#` comments.
fn pending() -> BTreeMap<String, String> {
    let text = fs::read_to_string(diff_dir().join("pending.txt")).unwrap_or_default();
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| match l.split_once(char::is_whitespace) {
            Some((name, reason)) => (name.to_string(), reason.trim().to_string()),
            None => (l.to_string(), String::new()),
        })
        .collect()
}

/// Runs one program; returns its stdout, or a description of what went wrong.
fn run(path: &Path) -> Result<String, String> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cairn"))
        .arg(path)
        .env("TZ", "UTC")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start cairn: {e}"))?;
    let mut stdout = child.stdout.take().ok_or("no stdout")?;
    let reader = std::thread::spawn(move || {
        let mut s = Vec::new();
        let _ = stdout.read_to_end(&mut s);
        s
    });
    let start = Instant::now();
    loop {
        match child.try_wait() {
            Ok(Some(_)) => break,
            Ok(None) if start.elapsed() > TIME_LIMIT => {
                let _ = child.kill();
                let _ = child.wait();
                return Err(format!("timed out after {TIME_LIMIT:?}"));
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(e) => return Err(format!("wait failed: {e}")),
        }
    }
    let out = reader.join().map_err(|_| "stdout reader panicked")?;
    Ok(String::from_utf8_lossy(&out).into_owned())
}

/// The names (without `extension`) of the programs in `dir`, sorted.
fn program_names(dir: &Path, extension: &str) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok())
        .filter_map(|e| e.file_name().to_str()?.strip_suffix(extension).map(str::to_string))
        .collect();
    names.sort();
    names
}

/// The first differing line of two outputs, for a readable failure.
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
fn cairn_agrees_with_node_on_the_corpus() {
    let dir = diff_dir();
    let pending = pending();
    let names = program_names(&dir.join("cases"), ".js");
    assert!(names.len() >= 50, "the corpus lost programs: {}", names.len());
    for name in pending.keys() {
        assert!(names.contains(name), "pending.txt names a missing program: {name}");
    }
    let (mut matched, mut failures, mut fixed) = (0, Vec::new(), Vec::new());
    for name in &names {
        let expected = fs::read_to_string(dir.join("expected").join(format!("{name}.out")))
            .unwrap_or_else(|_| {
                panic!("no expected output for {name}: run tests/diff/regenerate.mjs")
            });
        let result = run(&dir.join("cases").join(format!("{name}.js")));
        let agrees = matches!(&result, Ok(out) if *out == expected);
        match (agrees, pending.contains_key(name)) {
            (true, false) => matched += 1,
            (true, true) => fixed.push(name.clone()),
            (false, true) => {}
            (false, false) => failures.push(match result {
                Ok(out) => format!("{name}: {}", first_difference(&expected, &out)),
                Err(e) => format!("{name}: {e}"),
            }),
        }
    }
    eprintln!(
        "diff corpus: {matched} of {} programs agree with node, {} pending",
        names.len(),
        pending.len()
    );
    assert!(failures.is_empty(), "programs that differ from node:\n{}", failures.join("\n"));
    assert!(
        fixed.is_empty(),
        "these pending programs now agree with node; remove them from tests/diff/pending.txt: {}",
        fixed.join(", ")
    );
}

/// The TypeScript corpus (tests/ts/corpus, the figure of the TypeScript front): each
/// program runs through the `cairn` binary as is and prints what node prints running
/// tsc's transpileModule output (tests/ts/expected, from tests/ts/regenerate.sh).
#[test]
fn cairn_runs_the_typescript_corpus_as_node_runs_tsc_output() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ts");
    let names = program_names(&dir.join("corpus"), ".ts");
    assert!(names.len() >= 150, "the TypeScript corpus lost programs: {}", names.len());
    let mut failures = Vec::new();
    for name in &names {
        let expected = fs::read_to_string(dir.join("expected").join(format!("{name}.out")))
            .unwrap_or_else(|_| {
                panic!("no expected output for {name}: run tests/ts/regenerate.sh")
            });
        match run(&dir.join("corpus").join(format!("{name}.ts"))) {
            Ok(out) if out == expected => {}
            Ok(out) => failures.push(format!("{name}: {}", first_difference(&expected, &out))),
            Err(e) => failures.push(format!("{name}: {e}")),
        }
    }
    assert!(
        failures.is_empty(),
        "TypeScript programs that differ from node:\n{}",
        failures.join("\n")
    );
}
