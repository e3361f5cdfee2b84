//! The conformance report's summary is pinned by insta snapshots: the top of
//! docs/conformance.md (totals table, failure counts) and the whole report rendered from a
//! fixed set of scenario results (per-area tables, deferrals, crash and failure kinds),
//! plus the README status line. A change to the report's wording or layout shows up as a
//! snapshot diff (`cargo insta review`).

use cairn_test262::config::Config;
use cairn_test262::history::Entry;
use cairn_test262::report::{markdown, status_line};
use cairn_test262::results::{RunResults, ScenarioResult, Status, Totals};

/// Eight scenarios over three areas: passes, failures sharing one message kind, a crash,
/// a timeout and a deferral.
fn results() -> RunResults {
    let r = |id: &str, status, message: Option<&str>| ScenarioResult {
        id: id.into(),
        status,
        micros: 10,
        message: message.map(str::to_owned),
    };
    let scenarios = vec![
        r("test/built-ins/Array/from.js:sloppy", Status::Pass, None),
        r("test/built-ins/Array/from.js:strict", Status::Pass, None),
        r(
            "test/built-ins/RegExp/exec.js:sloppy",
            Status::Fail,
            Some("Expected true but got false at 3:1"),
        ),
        r("test/built-ins/Temporal/now.js:sloppy", Status::Deferred, Some("feature Temporal")),
        r(
            "test/language/expressions/call.js:sloppy",
            Status::Fail,
            Some("Expected true but got false at 9:4"),
        ),
        r("test/language/expressions/call.js:strict", Status::Pass, None),
        r(
            "test/language/statements/loop.js:module",
            Status::Crash,
            Some("panicked at vm.rs:1:2:\noops"),
        ),
        r("test/language/statements/slow.js:sloppy", Status::Timeout, None),
    ];
    RunResults {
        mode: "run".into(),
        date: "2026-11-30".into(),
        commit: Some("0123abc".into()),
        test262_version: Some("5.0.0".into()),
        full: true,
        threads: 2,
        elapsed_secs: 12.5,
        totals: Totals::of(&scenarios),
        scenarios,
        ..RunResults::default()
    }
}

/// The latest parse-mode figures, which the run report links beside its own.
fn history() -> Vec<Entry> {
    vec![Entry {
        date: "2026-11-29".into(),
        commit: "fedcba9".into(),
        mode: "parse".into(),
        scenarios: 1000,
        passed: 990,
        failed: 10,
        crashed: 0,
        timed_out: 0,
        deferred: 0,
        files: 600,
        files_passed: 595,
    }]
}

#[test]
fn report_summary_and_full_report() {
    let config = Config::parse("feature Temporal | a Stage 3 proposal, not started", "run")
        .expect("the configuration parses");
    let md = markdown(&results(), &config, &history());
    // The summary: everything before the first second-level heading.
    let summary = md.split("\n## ").next().unwrap_or_default().to_owned();
    insta::assert_snapshot!("report_summary", summary);
    insta::assert_snapshot!("report_full", md);
}

#[test]
fn readme_status_line() {
    insta::assert_snapshot!(status_line(&results(), &history()));
}
