//! `cairn --tools FILE.json`: the codemode example (in JavaScript and in TypeScript)
//! prints what node prints for the same script and answers (examples/codemode.expected.json, computed by node), and recorded
//! errors and exhausted answers reject the calls.

use std::path::Path;
use std::process::Command;

fn cairn(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_cairn"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the cairn binary runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// The JavaScript example and its TypeScript twin (run as is) both print node's output.
#[test]
fn codemode_example_matches_node() {
    let expected = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/codemode.expected.json"),
    )
    .expect("expected output");
    for script in ["examples/codemode.js", "examples/codemode.ts"] {
        let (ok, stdout, stderr) = cairn(&["--tools", "examples/codemode-tools.json", script]);
        assert!(ok, "{script}: {stderr}");
        assert_eq!(stdout, expected, "{script}");
    }
}

#[test]
fn recorded_errors_and_exhausted_answers_reject() {
    let dir = std::env::temp_dir().join(format!("cairn-cli-tools-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let tools = dir.join("tools.json");
    std::fs::write(&tools, r#"{"get": [1, {"$error": "gone"}], "list": [[1, 2]]}"#).expect("write");
    let script = dir.join("s.js");
    std::fs::write(
        &script,
        "(async () => {
            const out = [await tools.get(), await tools.list()];
            for (const f of [() => tools.get(), () => tools.get(), () => tools.list()]) {
                try { await f(); } catch (e) { out.push(e.message); }
            }
            return out;
        })()",
    )
    .expect("write");
    let (ok, stdout, stderr) =
        cairn(&["--tools", tools.to_str().unwrap_or(""), script.to_str().unwrap_or("")]);
    assert!(ok, "{stderr}");
    let compact: String = stdout.split_whitespace().collect();
    assert_eq!(
        compact,
        r#"[1,[1,2],"gone","tool'get'wascalledmoreoftenthanits2recordedanswers","tool'list'wascalledmoreoftenthanits1recordedanswers"]"#
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Timers in a `--tools` run: recorded tools are answered first, timers fire in deadline
/// order between them, a cleared timer neither fires nor delays the end, intervals run
/// until cleared, and the hidden timer tool is not visible on `tools`.
#[test]
fn timers_run_beside_recorded_tools() {
    let dir = std::env::temp_dir().join(format!("cairn-cli-timers-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let tools = dir.join("tools.json");
    std::fs::write(&tools, r#"{"get": {"v": 7}}"#).expect("write");
    let script = dir.join("s.js");
    std::fs::write(
        &script,
        r#"(async () => {
            const log = [];
            const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
            clearTimeout(setTimeout(() => log.push("cleared"), 60000));
            setTimeout(() => log.push("t20"), 20);
            setTimeout(() => log.push("t5"), 5);
            queueMicrotask(() => log.push("micro"));
            log.push("got " + (await tools.get()).v);
            await sleep(40);
            let n = 0;
            await new Promise((done) => {
                const id = setInterval(() => { if (++n === 3) { clearInterval(id); done(); } }, 1);
            });
            log.push("ticks " + n, Object.keys(tools).join());
            return log;
        })()"#,
    )
    .expect("write");
    let started = std::time::Instant::now();
    let (ok, stdout, stderr) =
        cairn(&["--tools", tools.to_str().unwrap_or(""), script.to_str().unwrap_or("")]);
    assert!(ok, "{stderr}");
    let compact: String = stdout.split_whitespace().collect();
    assert_eq!(compact, r#"["micro","got7","t5","t20","ticks3","get"]"#);
    // The cleared one-minute timer did not hold the run up.
    assert!(started.elapsed() < std::time::Duration::from_secs(30));
}
