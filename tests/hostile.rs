//! Every case in tests/hostile runs through the `cairn` program and ends as its header
//! says: the exit status, the class of message (no output, a named termination, or a
//! named error) and, where given, the exact output. No input may crash, hang or abort
//! the process (see tests/hostile/README.md for the header format).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// What a case's header asks for.
#[derive(Debug)]
struct Expect {
    status: i32,
    class: String,
    args: Vec<String>,
    stdout: Option<String>,
}

/// Reads the `// expect:`, `// args:` and `// stdout:` lines of a case.
fn expectation(path: &Path, text: &str) -> Expect {
    let field = |prefix: &str| -> Vec<String> {
        text.lines().filter_map(|l| l.strip_prefix(prefix)).map(|v| v.trim().to_string()).collect()
    };
    let expect = field("// expect:")
        .into_iter()
        .next()
        .unwrap_or_else(|| panic!("{}: no `// expect:` line", path.display()));
    let (status, class) = expect
        .split_once(',')
        .unwrap_or_else(|| panic!("{}: `// expect: exit N, CLASS`", path.display()));
    let status = status
        .trim()
        .strip_prefix("exit ")
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{}: bad exit status in `{expect}`", path.display()));
    let args =
        field("// args:").iter().flat_map(|a| a.split_whitespace()).map(String::from).collect();
    let lines = field("// stdout:");
    let stdout = (!lines.is_empty()).then(|| lines.iter().map(|l| format!("{l}\n")).collect());
    Expect { status, class: class.trim().to_string(), args, stdout }
}

/// A case that runs longer than this has hung (the longest takes about a second in an
/// unoptimized build); it is killed and reported.
const HANG: Duration = Duration::from_secs(120);

/// Runs `cairn ARGS case` in the case's folder: (exit status, stdout, stderr), `None`
/// for the status when a signal ended it.
fn run(dir: &Path, name: &str, args: &[String]) -> (Option<i32>, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_cairn"))
        .args(args)
        .arg(name)
        .current_dir(dir)
        .env("TZ", "UTC")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the cairn binary runs");
    let start = Instant::now();
    while child.try_wait().expect("wait for cairn").is_none() {
        if start.elapsed() > HANG {
            let _ = child.kill();
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let out = child.wait_with_output().expect("cairn's output");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Why a case's run does not match its header, or `None`.
fn mismatch(e: &Expect, status: Option<i32>, stdout: &str, stderr: &str) -> Option<String> {
    if status != Some(e.status) {
        return Some(format!("exit {status:?}, expected {}", e.status));
    }
    let class_ok = match e.class.as_str() {
        "ok" => stderr.is_empty(),
        "fuel" => stderr.contains("terminated: fuel exhausted"),
        "heap" => stderr.contains("terminated: heap limit exceeded"),
        "timeout" => stderr.contains("terminated: time limit (--timeout) exceeded"),
        name => stderr.contains(name) && !stderr.contains("terminated:"),
    };
    if !class_ok {
        return Some(format!("stderr is not of class {}", e.class));
    }
    match &e.stdout {
        Some(want) if want != stdout => Some(format!("stdout {stdout:?}, expected {want:?}")),
        _ => None,
    }
}

#[test]
fn hostile_inputs_end_as_their_headers_say() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/hostile");
    let mut cases: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/hostile")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "js"))
        .collect();
    cases.sort();
    assert!(cases.len() >= 60, "{} cases", cases.len());
    let mut failures = Vec::new();
    for path in &cases {
        let text = std::fs::read_to_string(path).expect("read the case");
        let e = expectation(path, &text);
        let name = path.file_name().and_then(|n| n.to_str()).expect("a UTF-8 file name");
        let (status, stdout, stderr) = run(&dir, name, &e.args);
        if let Some(why) = mismatch(&e, status, &stdout, &stderr) {
            let stderr: String = stderr.chars().take(400).collect();
            failures.push(format!("{name}: {why}\n  stderr: {stderr}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

#[test]
fn a_case_that_ends_otherwise_is_reported() {
    let e = Expect { status: 1, class: "fuel".into(), args: Vec::new(), stdout: None };
    assert!(mismatch(&e, Some(1), "", "cairn: terminated: fuel exhausted\n").is_none());
    assert!(mismatch(&e, Some(1), "", "cairn: terminated: heap limit exceeded\n").is_some());
    assert!(mismatch(&e, Some(0), "", "").is_some());
    assert!(mismatch(&e, None, "", "").is_some());
    let e = Expect { status: 0, class: "ok".into(), args: Vec::new(), stdout: Some("1\n".into()) };
    assert!(mismatch(&e, Some(0), "1\n", "").is_none());
    assert!(mismatch(&e, Some(0), "2\n", "").is_some());
    assert!(mismatch(&e, Some(0), "1\n", "warning\n").is_some());
}
