//! The results of a run: every scenario with its status, plus totals; saved as JSON.
//!
//! File format (`test262/results/MODE.json` by default, git-ignored):
//!
//! ```json
//! { "mode": "parse", "date": "2026-05-01", "commit": "4d6690a",
//!   "full": true, "filters": [], "threads": 2, "elapsed_secs": 12.5,
//!   "totals": { "scenarios": 97000, "passed": 96000, "failed": 900, "crashed": 0,
//!               "timed_out": 0, "deferred": 100, "files": 53575, "files_passed": 52000,
//!               "files_deferred": 50 },
//!   "scenarios": [ { "id": "test/a.js:sloppy", "status": "pass", "micros": 41 },
//!                  { "id": "test/a.js:strict", "status": "fail", "micros": 39,
//!                    "message": "unexpected SyntaxError at 3:1: ..." } ] }
//! ```
//!
//! `scenarios` is sorted by id. A deferred scenario's message is the rule that deferred it
//! (`feature Temporal`).

use std::collections::BTreeMap;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::scenario::split_id;

/// How one scenario ended, as recorded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// Behaved as the test requires.
    Pass,
    /// Did not.
    Fail,
    /// The engine panicked.
    Crash,
    /// Ran out of time or fuel.
    Timeout,
    /// Not run: a configuration rule defers it.
    Deferred,
}

/// One scenario's result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScenarioResult {
    /// `test/path.js:kind`.
    pub id: String,
    /// How it ended.
    pub status: Status,
    /// Wall-clock time in microseconds (0 when not run).
    #[serde(default)]
    pub micros: u64,
    /// Why it failed or crashed, or which rule deferred it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

impl ScenarioResult {
    /// The test path part of the id.
    pub fn path(&self) -> &str {
        split_id(&self.id).map_or(self.id.as_str(), |(path, _)| path)
    }
}

/// Counts over a set of scenarios and their files.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Totals {
    /// Scenarios, deferred ones included.
    pub scenarios: usize,
    /// Scenarios that passed.
    pub passed: usize,
    /// Scenarios that failed.
    pub failed: usize,
    /// Scenarios whose engine panicked.
    pub crashed: usize,
    /// Scenarios that timed out.
    pub timed_out: usize,
    /// Scenarios deferred by configuration.
    pub deferred: usize,
    /// Test files.
    pub files: usize,
    /// Files all of whose scenarios passed.
    pub files_passed: usize,
    /// Files whose scenarios were all deferred.
    pub files_deferred: usize,
}

impl Totals {
    /// Counts `results`, which must be sorted by id (so a file's scenarios are adjacent).
    pub fn of<'a>(results: impl IntoIterator<Item = &'a ScenarioResult>) -> Totals {
        let mut t = Totals::default();
        let mut current: Option<(&str, bool, bool)> = None; // (path, all passed, all deferred)
        for r in results {
            t.scenarios += 1;
            match r.status {
                Status::Pass => t.passed += 1,
                Status::Fail => t.failed += 1,
                Status::Crash => t.crashed += 1,
                Status::Timeout => t.timed_out += 1,
                Status::Deferred => t.deferred += 1,
            }
            let path = r.path();
            match &mut current {
                Some((p, passed, deferred)) if *p == path => {
                    *passed &= r.status == Status::Pass;
                    *deferred &= r.status == Status::Deferred;
                }
                _ => {
                    t.close_file(current);
                    current = Some((path, r.status == Status::Pass, r.status == Status::Deferred));
                }
            }
        }
        t.close_file(current);
        t
    }

    fn close_file(&mut self, file: Option<(&str, bool, bool)>) {
        if let Some((_, passed, deferred)) = file {
            self.files += 1;
            self.files_passed += usize::from(passed);
            self.files_deferred += usize::from(deferred);
        }
    }

    /// Passed scenarios as a percentage of all (deferred count as not passed).
    pub fn percent(&self) -> f64 {
        percent(self.passed, self.scenarios)
    }

    /// Passed files as a percentage of all files.
    pub fn files_percent(&self) -> f64 {
        percent(self.files_passed, self.files)
    }
}

/// `part / whole` in percent, 0 for an empty whole.
pub fn percent(part: usize, whole: usize) -> f64 {
    if whole == 0 { 0.0 } else { part as f64 * 100.0 / whole as f64 }
}

/// `part / whole` as a percentage with two decimals, rounded down: a report never shows
/// "100.00" while anything fails, nor a figure above what was reached.
pub fn percent_text(part: usize, whole: usize) -> String {
    if whole == 0 {
        return "0.00".into();
    }
    // Integer arithmetic: hundredths of a percent, floored.
    let hundredths = (part as u128 * 10_000) / whole as u128;
    format!("{}.{:02}", hundredths / 100, hundredths % 100)
}

#[cfg(test)]
mod percent_tests {
    use super::percent_text;

    #[test]
    fn percent_text_rounds_down_and_shows_100_only_when_complete() {
        assert_eq!(percent_text(102_905, 102_912), "99.99");
        assert_eq!(percent_text(1, 3), "33.33");
        assert_eq!(percent_text(2, 3), "66.66");
        assert_eq!(percent_text(7, 7), "100.00");
        assert_eq!(percent_text(0, 0), "0.00");
    }
}

/// A whole run, as saved.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct RunResults {
    /// The engine mode (`parse`, `run`).
    pub mode: String,
    /// The day of the run, `YYYY-MM-DD` (UTC).
    pub date: String,
    /// `git rev-parse --short HEAD`, if available.
    #[serde(default)]
    pub commit: Option<String>,
    /// test262's `version` from its package.json, if found.
    #[serde(default)]
    pub test262_version: Option<String>,
    /// Whether the run covered the whole suite (no selection filters).
    pub full: bool,
    /// The selection, as given on the command line (for the record).
    #[serde(default)]
    pub filters: Vec<String>,
    /// Worker threads used.
    pub threads: usize,
    /// Wall-clock duration of the whole run.
    pub elapsed_secs: f64,
    /// Counts over `scenarios`.
    pub totals: Totals,
    /// Every scenario, sorted by id.
    pub scenarios: Vec<ScenarioResult>,
}

impl RunResults {
    /// Writes the results as JSON, creating the parent directory.
    pub fn save(&self, path: &Path) -> Result<(), String> {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        let file = std::fs::File::create(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let mut out = std::io::BufWriter::new(file);
        serde_json::to_writer(&mut out, self).map_err(|e| format!("{}: {e}", path.display()))?;
        std::io::Write::flush(&mut out).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// Reads results written by [`RunResults::save`].
    pub fn load(path: &Path) -> Result<RunResults, String> {
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))
    }

    /// Totals grouped by a key derived from each scenario's path (e.g. its folder);
    /// scenarios for which `key` gives `None` are left out.
    pub fn group_totals(&self, key: impl Fn(&str) -> Option<String>) -> BTreeMap<String, Totals> {
        let mut groups: BTreeMap<String, Vec<&ScenarioResult>> = BTreeMap::new();
        for r in &self.scenarios {
            if let Some(k) = key(r.path()) {
                groups.entry(k).or_default().push(r);
            }
        }
        groups.into_iter().map(|(k, rs)| (k, Totals::of(rs))).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(id: &str, status: Status) -> ScenarioResult {
        ScenarioResult { id: id.to_owned(), status, micros: 0, message: None }
    }

    #[test]
    fn totals_count_scenarios_and_files() {
        let results = [
            r("test/a.js:sloppy", Status::Pass),
            r("test/a.js:strict", Status::Fail),
            r("test/b.js:module", Status::Pass),
            r("test/c.js:sloppy", Status::Deferred),
            r("test/c.js:strict", Status::Deferred),
            r("test/d.js:strict", Status::Crash),
        ];
        let t = Totals::of(&results);
        assert_eq!((t.scenarios, t.passed, t.failed, t.crashed, t.deferred), (6, 2, 1, 1, 2));
        assert_eq!((t.files, t.files_passed, t.files_deferred), (4, 1, 1));
        assert!((t.percent() - 100.0 / 3.0).abs() < 1e-9);
    }

    #[test]
    fn json_round_trip_and_grouping() {
        let scenarios = vec![
            r("test/built-ins/Array/x.js:sloppy", Status::Pass),
            ScenarioResult {
                message: Some("boom".into()),
                ..r("test/language/y.js:strict", Status::Crash)
            },
        ];
        let run = RunResults {
            mode: "parse".into(),
            totals: Totals::of(&scenarios),
            scenarios,
            ..RunResults::default()
        };
        let text = serde_json::to_string(&run).unwrap();
        assert!(text.contains("\"status\":\"crash\"") && text.contains("\"message\":\"boom\""));
        assert_eq!(serde_json::from_str::<RunResults>(&text).unwrap(), run);
        let groups = run.group_totals(|p| p.split('/').nth(1).map(str::to_owned));
        assert_eq!(groups.keys().collect::<Vec<_>>(), ["built-ins", "language"]);
        assert_eq!(groups["language"].crashed, 1);
    }
}
