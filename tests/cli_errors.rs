//! What the `cairn` program prints when a script fails, pinned by insta snapshots: syntax
//! errors with a code frame (script, module, TypeScript, `--check`), uncaught exceptions
//! with their stack lines, thrown non-Error values, rejected top-level promises, limits,
//! and usage errors. Each snapshot holds the exit status, stdout and stderr, so a change
//! to the wording or the frame layout is a reviewed diff (`cargo insta review`).

use std::path::PathBuf;
use std::process::Command;

/// A scratch directory for this test process (the programs run with it as the working
/// directory and relative file names, so paths in the output are stable).
fn scratch() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cairn-cli-errors-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    dir
}

/// Writes `source` to `name` in the scratch directory, runs `cairn ARGS... name` there and
/// returns the exit status, stdout and stderr as one text.
fn run(name: &str, source: &str, args: &[&str]) -> String {
    let dir = scratch();
    std::fs::write(dir.join(name), source).expect("write the script");
    let out = Command::new(env!("CARGO_BIN_EXE_cairn"))
        .args(args)
        .arg(name)
        .current_dir(&dir)
        .env("TZ", "UTC")
        .output()
        .expect("the cairn binary runs");
    format!(
        "exit: {}\n--- stdout\n{}--- stderr\n{}",
        out.status.code().map_or("signal".to_string(), |c| c.to_string()),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

#[test]
fn syntax_error_code_frame() {
    insta::assert_snapshot!(run(
        "syntax.js",
        "const total = 1;\nfunction f(a, b) {\n  return a +* b;\n}\n",
        &[]
    ));
}

#[test]
fn early_error_code_frame() {
    insta::assert_snapshot!(run("early.js", "let x = 1;\nlet x = 2;\n", &[]));
}

#[test]
fn check_mode_reports_the_first_error() {
    insta::assert_snapshot!(run("check.js", "if (true) {\n  console.log('x')\n", &["--check"]));
}

#[test]
fn module_syntax_error() {
    insta::assert_snapshot!(run(
        "mod.mjs",
        "import { a } from './a.mjs'\nexport default await;\n",
        &[]
    ));
}

#[test]
fn typescript_syntax_error() {
    insta::assert_snapshot!(run(
        "types.ts",
        "interface Point { x: number }\nconst p: Point = { x: 1 ;\n",
        &[]
    ));
}

#[test]
fn uncaught_type_error_with_stack() {
    insta::assert_snapshot!(run(
        "uncaught.js",
        "function load(cfg) {\n  return cfg.server.port;\n}\nfunction main() {\n  console.log('start');\n  return load({});\n}\nmain();\n",
        &[]
    ));
}

#[test]
fn uncaught_custom_error_and_cause() {
    insta::assert_snapshot!(run(
        "custom.js",
        "class ToolError extends Error { constructor(m) { super(m, { cause: 'io' }); this.name = 'ToolError'; } }\nthrow new ToolError('tool failed');\n",
        &[]
    ));
}

#[test]
fn thrown_non_error_values() {
    insta::assert_snapshot!(run(
        "thrown.js",
        "console.log('before');\nthrow { code: 42, why: 'bad' };\n",
        &[]
    ));
}

#[test]
fn rejected_top_level_promise() {
    insta::assert_snapshot!(run(
        "reject.js",
        "async function main() {\n  await null;\n  throw new RangeError('out of range: 7');\n}\nmain();\n",
        &[]
    ));
}

#[test]
fn fuel_limit() {
    insta::assert_snapshot!(run("spin.js", "let i = 0;\nwhile (true) i++;\n", &["--fuel", "1000"]));
}

#[test]
fn heap_limit() {
    // An endless spread: the array grows until the limit, which ends the run with the
    // heap-limit termination (never an allocator abort).
    insta::assert_snapshot!(run(
        "grow.js",
        "function* g() {\n  for (;;) yield 1;\n}\n[...g()];\n",
        &["--max-heap", "16m"]
    ));
}

#[test]
fn bad_heap_size_is_a_usage_error() {
    let out = run("one.js", "1;\n", &["--max-heap", "12x"]);
    assert!(out.starts_with("exit: 2\n"), "{out}");
    assert!(out.contains("--max-heap: not a size: '12x'"), "{out}");
}

#[test]
fn missing_file_and_bad_option() {
    let dir = scratch();
    let missing = Command::new(env!("CARGO_BIN_EXE_cairn"))
        .arg("no-such-file.js")
        .current_dir(&dir)
        .output()
        .expect("the cairn binary runs");
    let bad = Command::new(env!("CARGO_BIN_EXE_cairn"))
        .arg("--no-such-option")
        .current_dir(&dir)
        .output()
        .expect("the cairn binary runs");
    insta::assert_snapshot!(format!(
        "missing file: exit {:?}\n{}\nbad option: exit {:?}\n{}",
        missing.status.code(),
        String::from_utf8_lossy(&missing.stderr),
        bad.status.code(),
        String::from_utf8_lossy(&bad.stderr).lines().next().unwrap_or_default()
    ));
}

/// Stack lines of a TypeScript program point at the `.ts` sources, columns included
/// (types removed shift the printed JavaScript left), in the main file and in an
/// imported one.
#[test]
fn typescript_stack_trace_positions() {
    std::fs::write(
        scratch().join("shapes.ts"),
        "export interface Circle { r: number }\n\
         export function area(c: Circle | null, scale: number = 1): number {\n  \
         return (c as Circle)!.r ** 2 * Math.PI * scale;\n}\n",
    )
    .expect("write the module");
    insta::assert_snapshot!(run(
        "trace.ts",
        "import { area, Circle } from './shapes.ts';\n\
         const shapes: Array<Circle | null> = [{ r: 1 }, null];\n\
         for (const s of shapes) console.log(area(s as Circle, 2 as number).toFixed(2));\n",
        &[]
    ));
}

/// JSX files are refused by name, as the main file and as an import, rather than
/// failing at their first element with an unrelated syntax error.
#[test]
fn jsx_files_are_refused() {
    let main = run("view.tsx", "const v = <div>{1 as number}</div>;\n", &[]);
    assert!(main.starts_with("exit: 2\n"), "{main}");
    assert!(main.contains("view.tsx: JSX (.jsx and .tsx files) is not supported"), "{main}");
    std::fs::write(scratch().join("button.jsx"), "export default <b/>;\n").expect("write");
    let imported = run("app.mjs", "import b from './button.jsx';\n", &[]);
    assert!(imported.starts_with("exit: 1\n"), "{imported}");
    assert!(
        imported.contains("button.jsx: JSX (.jsx and .tsx files) is not supported"),
        "{imported}"
    );
}

/// Runs `cairn ARGS...` with `stdin` as its standard input: (exit status, stdout, stderr).
/// The environment names no locale and UTC as the time zone.
fn run_with_stdin(args: &[&str], stdin: &str) -> (Option<i32>, String, String) {
    run_with_env(args, stdin, &[])
}

/// `run_with_stdin` with the variables `env` set too.
fn run_with_env(args: &[&str], stdin: &str, env: &[(&str, &str)]) -> (Option<i32>, String, String) {
    use std::io::Write;
    let mut command = Command::new(env!("CARGO_BIN_EXE_cairn"));
    command.env_remove("LC_ALL").env_remove("LC_MESSAGES").env_remove("LANG").env("TZ", "UTC");
    command.envs(env.iter().copied());
    let mut child = command
        .args(args)
        .current_dir(scratch())
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the cairn binary runs");
    let mut input = child.stdin.take().expect("piped stdin");
    input.write_all(stdin.as_bytes()).expect("write stdin");
    drop(input);
    let out = child.wait_with_output().expect("cairn ends");
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.code(), text(&out.stdout), text(&out.stderr))
}

#[test]
fn print_stdin_and_an_exit_status_per_limit() {
    let ok = |s: &str| (Some(0), s.to_string(), String::new());
    assert_eq!(run_with_stdin(&["-p", "[1, 2].map((x) => x * 2)"], ""), ok("[ 2, 4 ]\n"));
    // No file and a pipe: the source is standard input; `-` says so explicitly.
    assert_eq!(run_with_stdin(&[], "print(6 * 7)"), ok("42\n"));
    assert_eq!(run_with_stdin(&["-"], "print('dash')"), ok("dash\n"));
    let status = |args: &[&str]| run_with_stdin(args, "").0;
    assert_eq!(status(&["-e", "throw 1"]), Some(1));
    assert_eq!(status(&["--timeout", "nope", "-e", "1"]), Some(2));
    assert_eq!(status(&["--fuel", "1000", "-e", "for (;;) {}"]), Some(3));
    assert_eq!(status(&["--max-heap", "8m", "-e", "const a = []; for (;;) a.push({})"]), Some(4));
    assert_eq!(status(&["--max-depth", "100", "-e", "function f() { return f() } f()"]), Some(5));
    // Arguments after `--` are the script's; `-I` runs a script first.
    std::fs::write(scratch().join("pre.js"), "globalThis.pre = 41;").expect("write pre.js");
    let script = "print(JSON.stringify(scriptArgs), pre + 1)";
    let args = ["-I", "pre.js", "-e", script, "--", "a", "b c"];
    assert_eq!(run_with_stdin(&args, ""), ok("[\"[eval]\",\"a\",\"b c\"] 42\n"));
    let reject = "Promise.reject(new Error('x')); print('went on')";
    assert_eq!(status(&["-e", reject]), Some(1));
    assert_eq!(run_with_stdin(&["--no-unhandled-rejections", "-e", reject], ""), ok("went on\n"));
    let (code, _, err) = run_with_stdin(&["--timeout", "50", "-e", "for (;;) {}"], "");
    assert_eq!(
        (code, err.as_str()),
        (Some(6), "cairn: terminated: time limit (--timeout) exceeded\n")
    );
}

/// `--locale` and `--time-zone` set Intl's default locale and the local time zone, and
/// without them the environment does (expected strings are node 20's for the same
/// locale and zone); unknown names given as flags are bad usage.
#[test]
fn locale_and_time_zone_flags() {
    let script = "print((1234567.891).toLocaleString(), [1.5, 2000].toLocaleString(), \
                  (12345678901234567890n).toLocaleString(), \
                  new Intl.PluralRules().resolvedOptions().locale, \
                  new Date(Date.UTC(2020, 6, 1, 12)).getHours(), \
                  new Date(Date.UTC(2020, 0, 1, 12)).getTimezoneOffset(), \
                  Temporal.Now.timeZoneId(), '|', \
                  new Date(Date.UTC(2020, 6, 1, 12)).toLocaleTimeString(), '|', \
                  new Intl.DateTimeFormat().resolvedOptions().timeZone)";
    let args = ["--locale", "de-DE", "--time-zone", "America/New_York", "-e", script];
    assert_eq!(
        run_with_stdin(&args, ""),
        (
            Some(0),
            "1.234.567,891 1,5,2.000 12.345.678.901.234.567.890 de-DE 8 300 America/New_York | \
             08:00:00 | America/New_York\n"
                .to_string(),
            String::new()
        )
    );
    // Without them: the environment's, as node takes them (LANG, TZ)...
    assert_eq!(
        run_with_env(&["-e", script], "", &[("LANG", "de_DE.UTF-8"), ("TZ", "America/New_York")]).1,
        "1.234.567,891 1,5,2.000 12.345.678.901.234.567.890 de-DE 8 300 America/New_York | \
         08:00:00 | America/New_York\n"
    );
    // ...and LC_ALL before LANG; a zone the engine does not know, or the C locale,
    // leaves UTC and en-US.
    let out = run_with_env(
        &[
            "-e",
            "print(new Intl.PluralRules().resolvedOptions().locale, Temporal.Now.timeZoneId())",
        ],
        "",
        &[("LANG", "de_DE.UTF-8"), ("LC_ALL", "fr_FR.UTF-8"), ("TZ", ":Etc/UTC")],
    );
    assert_eq!(out.1, "fr-FR UTC\n");
    let out = run_with_env(
        &[
            "-e",
            "print(new Intl.PluralRules().resolvedOptions().locale, Temporal.Now.timeZoneId())",
        ],
        "",
        &[("LANG", "C.UTF-8"), ("TZ", "Mars/Base")],
    );
    assert_eq!((out.0, out.1.as_str()), (Some(0), "en-US UTC\n"));
    // With neither: en-US and UTC.
    assert_eq!(
        run_with_stdin(&["-e", script], "").1,
        "1,234,567.891 1.5,2,000 12,345,678,901,234,567,890 en-US 12 0 UTC | \
         12:00:00 PM | UTC\n"
    );
    let (code, _, err) = run_with_stdin(&["--locale", "12", "-e", "1"], "");
    assert_eq!(
        (code, err.lines().next()),
        (Some(2), Some("cairn: --locale: not a well-formed language tag: \"12\""))
    );
    let (code, _, err) = run_with_stdin(&["--time-zone", "Mars/Base", "-e", "1"], "");
    assert_eq!(code, Some(2), "{err}");
    assert!(err.starts_with("cairn: --time-zone: unknown time zone \"Mars/Base\""), "{err}");
}

/// A report to a closed stderr (`cairn bad.js 2>&-` under a pipe) is dropped: the
/// program still ends with the run's own exit status, not a panic's 101.
#[test]
fn a_closed_stderr_does_not_turn_errors_into_panics() {
    let dir = scratch();
    let cases = [
        ("closed-syntax.js", "let = ;\n", 1),
        ("closed-throw.js", "throw new Error('no one reads this');\n", 1),
        ("closed-fuel.js", "for (;;) {}\n", 3),
    ];
    for (name, source, status) in cases {
        std::fs::write(dir.join(name), source).expect("write the script");
        let (reader, writer) = std::io::pipe().expect("a pipe");
        drop(reader);
        let out = Command::new(env!("CARGO_BIN_EXE_cairn"))
            .args(["--fuel", "100000"])
            .arg(name)
            .current_dir(&dir)
            .stderr(writer)
            .output()
            .expect("the cairn binary runs");
        assert_eq!(out.status.code(), Some(status), "{name}");
    }
}

/// A syntax error on a 400,000-character line shows the part of the line around it.
#[test]
fn a_syntax_error_on_a_huge_line_shows_a_window_of_it() {
    let source =
        format!("var s = '{}'; let = ; var t = '{}';\n", "a".repeat(200_000), "b".repeat(200_000));
    let out = run("huge-line.js", &source, &[]);
    assert!(out.len() < 1_000, "{} bytes of output", out.len());
    assert!(out.contains("...aaa") && out.contains("let = ;") && out.contains("bbb..."), "{out}");
}
