//! The conformance report: docs/conformance.md with its two charts, and the README line.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use crate::config::Config;
use crate::history::Entry;
use crate::results::{RunResults, Status, Totals, percent_text};
use crate::svg;

/// The command that regenerates every file written here.
pub const REGENERATE: &str = "cargo run --release -p cairn-test262 -- report";

/// Where the README status line goes.
pub const README_START: &str = "<!-- conformance:start -->";
/// End marker of the README status line.
pub const README_END: &str = "<!-- conformance:end -->";

/// The report files of a mode: (markdown, bar chart). Mode `run` (full execution) is the
/// main report, `docs/conformance.md`; other modes get `docs/conformance-MODE.md`, so
/// the parse-only figures stay published beside it without hiding it.
pub fn report_paths(mode: &str) -> (String, String) {
    match mode {
        "run" => ("docs/conformance.md".into(), "docs/conformance.svg".into()),
        other => (format!("docs/conformance-{other}.md"), format!("docs/conformance-{other}.svg")),
    }
}

/// The generated files: (path relative to the repository root, contents).
pub fn render_all(
    results: &RunResults,
    config: &Config,
    history: &[Entry],
) -> Vec<(String, String)> {
    let (md, chart) = report_paths(&results.mode);
    vec![
        (md, markdown(results, config, history)),
        (chart, svg::bar_chart(&chart_title(results), &chart_rows(results))),
        (
            "docs/conformance-history.svg".into(),
            svg::history_chart("test262 conformance over time (scenarios passing)", history),
        ),
    ]
}

fn chart_title(results: &RunResults) -> String {
    format!("test262 conformance, mode {} ({})", results.mode, results.date)
}

/// The top-level folder of a test path (`language`, `built-ins`, ...).
fn top_folder(path: &str) -> Option<String> {
    path.strip_prefix("test/")?.split('/').next().map(str::to_owned)
}

/// `language/expressions` for a path under `test/language/expressions/...` (first two
/// folders under `test/`), for paths under the given top folder only.
fn area(path: &str, top: &str) -> Option<String> {
    let rest = path.strip_prefix("test/")?.strip_prefix(top)?.strip_prefix('/')?;
    let (area, _) = rest.split_once('/')?;
    Some(format!("{top}/{area}"))
}

fn chart_rows(results: &RunResults) -> Vec<(String, Totals)> {
    let mut rows = vec![("all".to_owned(), results.totals)];
    rows.extend(results.group_totals(top_folder));
    rows.extend(results.group_totals(|p| area(p, "language")));
    rows
}

/// Thousands separators: `97,123`.
fn n(value: usize) -> String {
    let digits = value.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// What a mode checks, in a phrase.
fn mode_phrase(mode: &str) -> &'static str {
    match mode {
        "parse" => {
            "parse only: a scenario passes when the parser accepts it, or rejects it if the test expects a parse-phase SyntaxError"
        }
        "run" => {
            "full execution: each scenario runs in a fresh VM after the harness, and passes when it completes (or throws what a negative test expects) within its limits"
        }
        _ => "a runner self-test",
    }
}

fn totals_table(out: &mut String, heading: &str, groups: &BTreeMap<String, Totals>) {
    let _ = writeln!(
        out,
        "| {heading} | passed | failed | crashed | timed out | deferred | scenarios | % | files passing |"
    );
    out.push_str("|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for (name, t) in groups {
        let _ = writeln!(
            out,
            "| {name} | {} | {} | {} | {} | {} | {} | {} | {}/{} |",
            n(t.passed),
            n(t.failed),
            n(t.crashed),
            n(t.timed_out),
            n(t.deferred),
            n(t.scenarios),
            percent_text(t.passed, t.scenarios),
            n(t.files_passed),
            n(t.files)
        );
    }
    out.push('\n');
}

/// The failure message with positions and quoted specifics cut, so that alike failures
/// group together (`unexpected SyntaxError at 3:7: ...` and `at 9:1` are one kind).
fn message_kind(message: &str) -> String {
    let first = message.lines().next().unwrap_or("");
    let mut out = String::with_capacity(first.len());
    let mut chars = first.chars().peekable();
    while let Some(c) = chars.next() {
        if !c.is_ascii_digit() {
            out.push(c);
            continue;
        }
        // A number, or a position such as `3:7`, becomes one `N`.
        loop {
            while chars.next_if(char::is_ascii_digit).is_some() {}
            let mut ahead = chars.clone();
            if ahead.next() == Some(':') && ahead.peek().is_some_and(char::is_ascii_digit) {
                chars.next();
            } else {
                break;
            }
        }
        out.push('N');
    }
    out.chars().take(140).collect()
}

/// The markdown report of `results` (docs/conformance.md for mode `run`); `history`
/// gives the latest figures of the other modes.
pub fn markdown(results: &RunResults, config: &Config, history: &[Entry]) -> String {
    let t = &results.totals;
    let mut out = String::new();
    let _ = writeln!(out, "<!-- Generated by `{REGENERATE}`; do not edit. -->\n");
    out.push_str("# test262 conformance\n\n");
    let _ = writeln!(
        out,
        "Mode `{}` ({}). Run of {}{}{}, {} threads, {:.1} s.\n",
        results.mode,
        mode_phrase(&results.mode),
        results.date,
        results.commit.as_deref().map(|c| format!(" at commit `{c}`")).unwrap_or_default(),
        results.test262_version.as_deref().map(|v| format!(", test262 {v}")).unwrap_or_default(),
        results.threads,
        results.elapsed_secs
    );
    if !results.full {
        let _ = writeln!(
            out,
            "**Partial run** (selection: `{}`): the totals cover that selection only.\n",
            results.filters.join(" ")
        );
    }
    out.push_str("Each test file runs as one or two scenarios (non-strict and strict, or module only), as test262's INTERPRETING.md asks. Deferred scenarios count as not passing.\n\n");
    let (_, chart) = report_paths(&results.mode);
    let chart = chart.trim_start_matches("docs/");
    let _ = writeln!(out, "![conformance by area]({chart})\n");
    out.push_str("| | passed | total | % |\n|---|---:|---:|---:|\n");
    let _ = writeln!(
        out,
        "| scenarios | {} | {} | {} |",
        n(t.passed),
        n(t.scenarios),
        percent_text(t.passed, t.scenarios)
    );
    let _ = writeln!(
        out,
        "| test files (every scenario passes) | {} | {} | {} |\n",
        n(t.files_passed),
        n(t.files),
        percent_text(t.files_passed, t.files)
    );
    let _ = writeln!(
        out,
        "Failed {}, crashed {}, timed out {}, deferred {} scenarios.\n",
        n(t.failed),
        n(t.crashed),
        n(t.timed_out),
        n(t.deferred)
    );

    other_modes(&mut out, &results.mode, history);

    out.push_str("## By scenario kind\n\n");
    let kinds = results_by_kind(results);
    totals_table(&mut out, "scenario", &kinds);

    out.push_str("## By folder\n\n");
    totals_table(&mut out, "folder", &results.group_totals(top_folder));
    out.push_str("## Language areas\n\n");
    totals_table(&mut out, "area", &results.group_totals(|p| area(p, "language")));
    out.push_str("## Built-ins\n\n");
    totals_table(&mut out, "built-in", &results.group_totals(|p| area(p, "built-ins")));
    for top in ["annexB", "intl402", "staging"] {
        let groups = results.group_totals(|p| area(p, top));
        if !groups.is_empty() {
            let _ = writeln!(out, "## {top}\n");
            totals_table(&mut out, "area", &groups);
        }
    }

    out.push_str("## Deferred\n\n");
    if config.deferrals.is_empty() {
        out.push_str("Nothing is deferred (test262/config.txt lists no rule for this mode).\n\n");
    } else {
        let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
        for r in results.scenarios.iter().filter(|r| r.status == Status::Deferred) {
            *counts.entry(r.message.as_deref().unwrap_or("")).or_default() += 1;
        }
        out.push_str("Listed in test262/config.txt; these scenarios are not run.\n\n| rule | reason | scenarios |\n|---|---|---:|\n");
        for d in &config.deferrals {
            let label = d.label();
            let _ = writeln!(
                out,
                "| `{label}` | {} | {} |",
                d.reason.replace('|', "\\|"),
                n(counts.get(label.as_str()).copied().unwrap_or(0))
            );
        }
        out.push('\n');
    }

    out.push_str("## Crashes\n\nEngine panics, caught by the runner, grouped by message.\n\n");
    let crashes = grouped(results, Status::Crash);
    if crashes.is_empty() {
        out.push_str("None.\n\n");
    } else {
        message_table(&mut out, &crashes);
    }

    out.push_str(
        "## Timeouts\n\nScenarios ended by a limit (wall clock, fuel, heap, call depth).\n\n",
    );
    let timeouts: Vec<_> =
        results.scenarios.iter().filter(|r| r.status == Status::Timeout).collect();
    if timeouts.is_empty() {
        out.push_str("None.\n\n");
    } else {
        for r in timeouts.iter().take(100) {
            let message = r.message.as_deref().unwrap_or("").replace('\n', " ");
            let _ =
                writeln!(out, "- `{}`: {}", r.id, message.chars().take(200).collect::<String>());
        }
        if timeouts.len() > 100 {
            let _ = writeln!(out, "- ... and {} more", timeouts.len() - 100);
        }
        out.push('\n');
    }

    out.push_str("## Most common failures\n\n");
    let kinds = grouped(results, Status::Fail);
    if kinds.is_empty() {
        out.push_str("None.\n\n");
    } else {
        message_table(&mut out, &kinds[..kinds.len().min(25)]);
    }

    out.push_str("## History\n\n![conformance over time](conformance-history.svg)\n\n");
    out.push_str("One point per `cairn-test262 baseline` (test262/history.csv).\n");
    out
}

/// Totals per scenario kind (`sloppy`, `strict`, `module`).
fn results_by_kind(results: &RunResults) -> BTreeMap<String, Totals> {
    let mut groups: BTreeMap<String, Vec<&crate::results::ScenarioResult>> = BTreeMap::new();
    for r in &results.scenarios {
        if let Some((_, kind)) = crate::scenario::split_id(&r.id) {
            groups.entry(kind.name().to_owned()).or_default().push(r);
        }
    }
    groups.into_iter().map(|(k, rs)| (k, Totals::of(rs))).collect()
}

/// The scenarios of `status` grouped by [`message_kind`] (a panic's message on one line
/// first, so its location and text both count): (kind, count, an example id), the
/// largest groups first.
fn grouped(results: &RunResults, status: Status) -> Vec<(String, usize, &str)> {
    let mut kinds: BTreeMap<String, (usize, &str)> = BTreeMap::new();
    for r in results.scenarios.iter().filter(|r| r.status == status) {
        let one_line = r.message.as_deref().unwrap_or("").replace('\n', " ");
        let entry = kinds.entry(message_kind(&one_line)).or_insert((0, &r.id));
        entry.0 += 1;
    }
    let mut kinds: Vec<_> = kinds.into_iter().map(|(k, (n, id))| (k, n, id)).collect();
    kinds.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    kinds
}

/// A table of grouped messages.
fn message_table(out: &mut String, kinds: &[(String, usize, &str)]) {
    out.push_str("| scenarios | message (numbers as N) | e.g. |\n|---:|---|---|\n");
    for (kind, count, example) in kinds {
        let _ = writeln!(
            out,
            "| {} | {} | `{example}` |",
            n(*count),
            kind.replace('|', "\\|").replace('`', "'")
        );
    }
    out.push('\n');
}

/// The latest full run of each mode other than `mode` (from history.csv), with a link
/// to its report.
fn other_modes(out: &mut String, mode: &str, history: &[Entry]) {
    let mut others: Vec<&Entry> = Vec::new();
    for entry in history.iter().rev() {
        if entry.mode != mode && entry.mode != "none" && others.iter().all(|e| e.mode != entry.mode)
        {
            others.push(entry);
        }
    }
    if others.is_empty() {
        return;
    }
    out.push_str("## Other modes\n\n");
    out.push_str("| mode | what it checks | passed | scenarios | % | run | report |\n|---|---|---:|---:|---:|---|---|\n");
    others.sort_by(|a, b| a.mode.cmp(&b.mode));
    for e in others {
        let (md, _) = report_paths(&e.mode);
        let md = md.trim_start_matches("docs/");
        let _ = writeln!(
            out,
            "| `{}` | {} | {} | {} | {} | {}{} | [{md}]({md}) |",
            e.mode,
            mode_phrase(&e.mode),
            n(e.passed),
            n(e.scenarios),
            percent_text(e.passed, e.scenarios),
            e.date,
            if e.commit.is_empty() { String::new() } else { format!(" `{}`", e.commit) }
        );
    }
    out.push('\n');
}

/// The one-line status for the README: mode `run` first (the figure that counts), then
/// `parse`; a mode other than the reported one shows its latest full run from history.
pub fn status_line(results: &RunResults, history: &[Entry]) -> String {
    let t = &results.totals;
    let mut parts = Vec::new();
    let mut modes = vec!["run", "parse"];
    if !modes.contains(&results.mode.as_str()) {
        modes.push(results.mode.as_str());
    }
    for mode in modes {
        if mode == results.mode {
            parts.push(format!(
                "mode `{mode}`{}: {} / {} scenarios pass ({}%), {} / {} files",
                if results.full { "" } else { " (partial run)" },
                n(t.passed),
                n(t.scenarios),
                percent_text(t.passed, t.scenarios),
                n(t.files_passed),
                n(t.files),
            ));
        } else if let Some(e) = history.iter().rev().find(|e| e.mode == mode) {
            parts.push(format!(
                "mode `{mode}`: {} / {} ({}%, {})",
                n(e.passed),
                n(e.scenarios),
                percent_text(e.passed, e.scenarios),
                e.date
            ));
        }
    }
    format!(
        "test262 {}; {}. See [docs/conformance.md](docs/conformance.md).",
        parts.join("; "),
        results.date
    )
}

/// The README text with the line between the markers replaced, or `None` if it has no
/// markers (or they are out of order).
pub fn update_readme(readme: &str, line: &str) -> Option<String> {
    let start = readme.find(README_START)? + README_START.len();
    let end = start + readme[start..].find(README_END)?;
    Some(format!("{}\n{line}\n{}", &readme[..start], &readme[end..]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::results::ScenarioResult;

    fn results() -> RunResults {
        let r = |id: &str, status, message: Option<&str>| ScenarioResult {
            id: id.into(),
            status,
            micros: 1,
            message: message.map(str::to_owned),
        };
        let scenarios = vec![
            r("test/built-ins/Array/a.js:sloppy", Status::Pass, None),
            r("test/built-ins/Array/a.js:strict", Status::Pass, None),
            r("test/built-ins/Temporal/t.js:sloppy", Status::Deferred, Some("feature Temporal")),
            r(
                "test/language/expressions/e.js:sloppy",
                Status::Fail,
                Some("unexpected SyntaxError at 3:7: bad"),
            ),
            r(
                "test/language/expressions/e.js:strict",
                Status::Fail,
                Some("unexpected SyntaxError at 4:12: bad"),
            ),
            r(
                "test/language/statements/s.js:module",
                Status::Crash,
                Some("panicked at x.rs:1:2:\noops"),
            ),
        ];
        RunResults {
            mode: "parse".into(),
            date: "2026-05-01".into(),
            commit: Some("abc1234".into()),
            full: true,
            totals: Totals::of(&scenarios),
            scenarios,
            ..RunResults::default()
        }
    }

    #[test]
    fn markdown_has_tables_deferrals_crashes_and_failure_kinds() {
        let config = Config::parse("feature Temporal | not yet", "parse").unwrap();
        let md = markdown(&results(), &config, &[]);
        assert!(
            md.starts_with("<!-- Generated by `cargo run --release -p cairn-test262 -- report`")
        );
        assert!(md.contains("| scenarios | 2 | 6 | 33.33 |"), "{md}");
        assert!(md.contains("| built-ins | 2 | 0 | 0 | 0 | 1 | 3 | 66.66 | 1/2 |"), "{md}");
        assert!(md.contains("| language/expressions | 0 | 2 | 0 | 0 | 0 | 2 | 0.00 | 0/1 |"));
        assert!(md.contains("| built-ins/Temporal | 0 | 0 | 0 | 0 | 1 | 1 | 0.00 | 0/1 |"));
        assert!(md.contains("| `feature Temporal` | \\| not yet | 1 |"), "{md}");
        assert!(
            md.contains(
                "| 1 | panicked at x.rs:N: oops | `test/language/statements/s.js:module` |"
            ),
            "{md}"
        );
        // Both failures group under one message kind, positions cut.
        assert!(md.contains("| 2 | unexpected SyntaxError at N: bad |"), "{md}");
        assert!(md.contains("![conformance by area](conformance-parse.svg)"));
    }

    #[test]
    fn readme_markers_are_rewritten() {
        let line = status_line(&results(), &[]);
        assert_eq!(
            line,
            "test262 mode `parse`: 2 / 6 scenarios pass (33.33%), 1 / 4 files; 2026-05-01. See [docs/conformance.md](docs/conformance.md)."
        );
        let readme = format!("# Cairn\n{README_START}\nold status\n{README_END}\nrest\n");
        assert_eq!(
            update_readme(&readme, "new").unwrap(),
            format!("# Cairn\n{README_START}\nnew\n{README_END}\nrest\n")
        );
        assert_eq!(update_readme("# no markers", "new"), None);
        assert_eq!(update_readme(&format!("{README_END} {README_START}"), "new"), None);
    }

    fn entry(mode: &str, passed: usize, date: &str) -> Entry {
        Entry {
            date: date.into(),
            commit: "c0ffee1".into(),
            mode: mode.into(),
            scenarios: 1000,
            passed,
            failed: 1000 - passed,
            crashed: 0,
            timed_out: 0,
            deferred: 0,
            files: 500,
            files_passed: passed / 2,
        }
    }

    #[test]
    fn both_modes_are_reported() {
        let history = [
            entry("parse", 990, "2026-04-01"),
            entry("run", 400, "2026-04-02"),
            entry("parse", 999, "2026-04-03"),
        ];
        // Reporting parse results: the run figure comes first, from history.
        assert_eq!(
            status_line(&results(), &history),
            "test262 mode `run`: 400 / 1,000 (40.00%, 2026-04-02); mode `parse`: 2 / 6 scenarios pass (33.33%), 1 / 4 files; 2026-05-01. See [docs/conformance.md](docs/conformance.md)."
        );
        // Reporting run results: parse shows its latest history entry.
        let run = RunResults { mode: "run".into(), ..results() };
        assert_eq!(
            status_line(&run, &history),
            "test262 mode `run`: 2 / 6 scenarios pass (33.33%), 1 / 4 files; mode `parse`: 999 / 1,000 (99.90%, 2026-04-03); 2026-05-01. See [docs/conformance.md](docs/conformance.md)."
        );
        // Mode run is the main report; parse goes beside it and is linked from it.
        let files = render_all(&run, &Config::default(), &history);
        let names: Vec<&str> = files.iter().map(|(p, _)| p.as_str()).collect();
        assert_eq!(
            names,
            ["docs/conformance.md", "docs/conformance.svg", "docs/conformance-history.svg"]
        );
        let md = &files[0].1;
        assert!(md.contains("![conformance by area](conformance.svg)"), "{md}");
        assert!(md.contains("| 999 | 1,000 | 99.90 | 2026-04-03 `c0ffee1` | [conformance-parse.md](conformance-parse.md) |"), "{md}");
        let parse_files = render_all(&results(), &Config::default(), &history);
        assert_eq!(parse_files[0].0, "docs/conformance-parse.md");
        assert!(parse_files[0].1.contains("![conformance by area](conformance-parse.svg)"));
        assert!(parse_files[0].1.contains("[conformance.md](conformance.md)"));
    }

    #[test]
    fn thousands() {
        assert_eq!(
            (n(0), n(999), n(1000), n(53575), n(1234567)),
            ("0".into(), "999".into(), "1,000".into(), "53,575".into(), "1,234,567".into())
        );
    }
}
