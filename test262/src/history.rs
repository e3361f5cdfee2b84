//! Conformance over time: `test262/history.csv`, one line per baseline roll.
//!
//! Columns: `date,commit,mode,scenarios,passed,failed,crashed,timed_out,deferred,files,files_passed`.
//! `cairn-test262 baseline` appends a line after a full run; the report draws it.

use std::fmt::Write as _;

use crate::results::{RunResults, percent};

/// The header line of history.csv.
pub const HEADER: &str =
    "date,commit,mode,scenarios,passed,failed,crashed,timed_out,deferred,files,files_passed";

/// One line of history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// `YYYY-MM-DD`.
    pub date: String,
    /// Short commit hash, or empty.
    pub commit: String,
    /// Engine mode.
    pub mode: String,
    /// Scenario count.
    pub scenarios: usize,
    /// Passing scenarios.
    pub passed: usize,
    /// Failing scenarios.
    pub failed: usize,
    /// Crashing scenarios.
    pub crashed: usize,
    /// Timed-out scenarios.
    pub timed_out: usize,
    /// Deferred scenarios.
    pub deferred: usize,
    /// Test files.
    pub files: usize,
    /// Fully passing files.
    pub files_passed: usize,
}

impl Entry {
    /// The entry for a run.
    pub fn of(results: &RunResults) -> Entry {
        let t = &results.totals;
        Entry {
            date: results.date.clone(),
            commit: results.commit.clone().unwrap_or_default(),
            mode: results.mode.clone(),
            scenarios: t.scenarios,
            passed: t.passed,
            failed: t.failed,
            crashed: t.crashed,
            timed_out: t.timed_out,
            deferred: t.deferred,
            files: t.files,
            files_passed: t.files_passed,
        }
    }

    /// Passing scenarios in percent.
    pub fn percent(&self) -> f64 {
        percent(self.passed, self.scenarios)
    }

    /// The CSV line (without newline).
    pub fn to_csv(&self) -> String {
        let mut s = String::new();
        let _ = write!(
            s,
            "{},{},{},{},{},{},{},{},{},{},{}",
            self.date,
            self.commit,
            self.mode,
            self.scenarios,
            self.passed,
            self.failed,
            self.crashed,
            self.timed_out,
            self.deferred,
            self.files,
            self.files_passed
        );
        s
    }
}

/// Parses history.csv (header and blank lines skipped).
pub fn parse(text: &str) -> Result<Vec<Entry>, String> {
    let mut entries = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with("date,") || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split(',').collect();
        let [date, commit, mode, rest @ ..] = fields.as_slice() else {
            return Err(format!("history line {}: too few fields", index + 1));
        };
        let numbers: Vec<usize> = rest
            .iter()
            .map(|f| f.trim().parse::<usize>())
            .collect::<Result<_, _>>()
            .map_err(|e| format!("history line {}: {e}", index + 1))?;
        let [scenarios, passed, failed, crashed, timed_out, deferred, files, files_passed] =
            numbers[..]
        else {
            return Err(format!("history line {}: expected 11 fields", index + 1));
        };
        entries.push(Entry {
            date: (*date).to_owned(),
            commit: (*commit).to_owned(),
            mode: (*mode).to_owned(),
            scenarios,
            passed,
            failed,
            crashed,
            timed_out,
            deferred,
            files,
            files_passed,
        });
    }
    Ok(entries)
}

/// The file text after appending `entry` to `existing` (adds the header to a new file).
pub fn append(existing: &str, entry: &Entry) -> String {
    let mut out =
        if existing.trim().is_empty() { format!("{HEADER}\n") } else { existing.to_owned() };
    if !out.ends_with('\n') {
        out.push('\n');
    }
    out.push_str(&entry.to_csv());
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::results::Totals;

    #[test]
    fn append_then_parse() {
        let results = RunResults {
            mode: "parse".into(),
            date: "2026-05-01".into(),
            commit: Some("abc1234".into()),
            totals: Totals {
                scenarios: 10,
                passed: 7,
                failed: 2,
                crashed: 1,
                files: 6,
                files_passed: 4,
                ..Totals::default()
            },
            ..RunResults::default()
        };
        let text = append("", &Entry::of(&results));
        assert_eq!(text, format!("{HEADER}\n2026-05-01,abc1234,parse,10,7,2,1,0,0,6,4\n"));
        let text =
            append(text.trim_end(), &Entry { date: "2026-05-02".into(), ..Entry::of(&results) });
        let entries = parse(&text).unwrap();
        assert_eq!(entries.len(), 2);
        assert_eq!(entries[1].date, "2026-05-02");
        assert!((entries[0].percent() - 70.0).abs() < 1e-9);
        assert!(parse("2026-05-01,x,parse,1,2\n").is_err());
    }
}
