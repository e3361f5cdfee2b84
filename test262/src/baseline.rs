//! Baselines: the committed list of passing scenarios per mode, and comparing a run to it.
//!
//! File format (`test262/baseline/MODE.txt`): `#` comment lines (a header saying which
//! command regenerates the file), then one line per test file with at least one passing
//! scenario, sorted by path: the path under `test/`, then the letters of its passing
//! scenarios separated by spaces: `s` non-strict, `S` strict, `m` module.
//!
//! ```text
//! language/expressions/addition/S11.6.1_A1.js s S
//! language/module-code/instn-once.js m
//! ```
//!
//! A diff of this file is the change in conformance; a commit that fixes tests shows
//! them as added lines.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;

use crate::results::{RunResults, Status};
use crate::scenario::{ScenarioKind, scenario_id, split_id};

/// Passing scenarios: test path (with `test/`) to a mask of [`ScenarioKind::bit`]s.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Baseline {
    /// Path to mask; never holds a zero mask.
    pub passing: BTreeMap<String, u8>,
}

impl Baseline {
    /// Parses a baseline file.
    pub fn parse(text: &str) -> Result<Baseline, String> {
        let mut passing = BTreeMap::new();
        for (index, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let mut parts = line.split_whitespace();
            let path = parts.next().unwrap_or_default();
            let mut mask = 0;
            for letters in parts {
                for letter in letters.chars() {
                    let kind = ScenarioKind::from_letter(letter).ok_or_else(|| {
                        format!("baseline line {}: unknown scenario letter {letter:?}", index + 1)
                    })?;
                    mask |= kind.bit();
                }
            }
            if mask == 0 {
                return Err(format!("baseline line {}: no scenario letters", index + 1));
            }
            passing.insert(format!("test/{path}"), mask);
        }
        Ok(Baseline { passing })
    }

    /// The passing scenarios of a run.
    pub fn from_results(results: &RunResults) -> Baseline {
        let mut passing: BTreeMap<String, u8> = BTreeMap::new();
        for r in results.scenarios.iter().filter(|r| r.status == Status::Pass) {
            if let Some((path, kind)) = split_id(&r.id) {
                *passing.entry(path.to_owned()).or_default() |= kind.bit();
            }
        }
        Baseline { passing }
    }

    /// Rolls `self` forward with a run: files the run covered take the run's result;
    /// files outside a partial run keep their old lines.
    pub fn rolled_forward(&self, results: &RunResults) -> Baseline {
        let fresh = Baseline::from_results(results);
        if results.full {
            return fresh;
        }
        let covered: BTreeSet<&str> = results.scenarios.iter().map(|r| r.path()).collect();
        let mut passing: BTreeMap<String, u8> = self
            .passing
            .iter()
            .filter(|(p, _)| !covered.contains(p.as_str()))
            .map(|(p, m)| (p.clone(), *m))
            .collect();
        passing.extend(fresh.passing);
        Baseline { passing }
    }

    /// Whether the baseline lists `kind` of `path` as passing.
    pub fn passes(&self, path: &str, kind: ScenarioKind) -> bool {
        self.passing.get(path).is_some_and(|m| m & kind.bit() != 0)
    }

    /// The number of passing scenarios listed.
    pub fn count(&self) -> usize {
        self.passing.values().map(|m| m.count_ones() as usize).sum()
    }

    /// The file text, with a header naming the mode and the command that regenerates it.
    pub fn render(&self, mode: &str) -> String {
        let mut out = String::with_capacity(self.passing.len() * 64);
        let _ = writeln!(
            out,
            "# test262 scenarios that pass in mode `{mode}`, one test file per line."
        );
        let _ = writeln!(
            out,
            "# Regenerate: cargo run --release -p cairn-test262 -- baseline --mode {mode}"
        );
        out.push_str("# Letters: s = non-strict script, S = strict script, m = module.\n");
        for (path, mask) in &self.passing {
            out.push_str(path.strip_prefix("test/").unwrap_or(path));
            for kind in ScenarioKind::ALL {
                if mask & kind.bit() != 0 {
                    out.push(' ');
                    out.push(kind.letter());
                }
            }
            out.push('\n');
        }
        out
    }
}

/// What changed between a baseline and a run.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Comparison {
    /// Baseline-passing scenarios that now fail or time out (regressions).
    pub newly_failing: Vec<String>,
    /// Baseline-passing scenarios that now crash (regressions).
    pub newly_crashing: Vec<String>,
    /// Scenarios that pass now but not in the baseline.
    pub newly_passing: Vec<String>,
    /// Baseline-passing scenarios now deferred by configuration: regressions too (a
    /// deferral must not hide a scenario that passed; roll the baseline to accept it).
    pub newly_deferred: Vec<String>,
    /// Baseline-passing scenarios the run did not produce, within its scope (test removed
    /// or its flags changed).
    pub missing: Vec<String>,
    /// Crashes of scenarios that were not passing before (still worth a look).
    pub other_crashes: usize,
}

impl Comparison {
    /// Whether anything that passed before stopped passing, was deferred, or was not
    /// produced (what `check` fails on).
    pub fn has_regressions(&self) -> bool {
        !self.newly_failing.is_empty()
            || !self.newly_crashing.is_empty()
            || !self.newly_deferred.is_empty()
            || !self.missing.is_empty()
    }
}

/// Compares a run with a baseline, within the run's scope (the files it covered, or all
/// files for a full run).
pub fn compare(baseline: &Baseline, results: &RunResults) -> Comparison {
    let mut c = Comparison::default();
    let mut seen: BTreeSet<(&str, ScenarioKind)> = BTreeSet::new();
    for r in &results.scenarios {
        let Some((path, kind)) = split_id(&r.id) else { continue };
        seen.insert((path, kind));
        let before = baseline.passes(path, kind);
        match (r.status, before) {
            (Status::Pass, false) => c.newly_passing.push(r.id.clone()),
            (Status::Fail | Status::Timeout, true) => c.newly_failing.push(r.id.clone()),
            (Status::Crash, true) => c.newly_crashing.push(r.id.clone()),
            (Status::Crash, false) => c.other_crashes += 1,
            (Status::Deferred, true) => c.newly_deferred.push(r.id.clone()),
            (Status::Pass, true) | (Status::Fail | Status::Timeout | Status::Deferred, false) => {}
        }
    }
    let covered: BTreeSet<&str> = seen.iter().map(|(p, _)| *p).collect();
    for (path, mask) in &baseline.passing {
        if !results.full && !covered.contains(path.as_str()) {
            continue;
        }
        for kind in ScenarioKind::ALL {
            if mask & kind.bit() != 0 && !seen.contains(&(path.as_str(), kind)) {
                c.missing.push(scenario_id(path, kind));
            }
        }
    }
    c
}

/// Prints a comparison: counts, then up to `limit` ids of each list.
pub fn render_comparison(c: &Comparison, limit: usize) -> String {
    let mut out = String::new();
    let lists: [(&str, &Vec<String>); 5] = [
        ("newly failing", &c.newly_failing),
        ("newly crashing", &c.newly_crashing),
        ("newly passing", &c.newly_passing),
        ("newly deferred", &c.newly_deferred),
        ("missing from the run", &c.missing),
    ];
    for (name, ids) in lists {
        let _ = writeln!(out, "{name}: {}", ids.len());
        for id in ids.iter().take(limit) {
            let _ = writeln!(out, "  {id}");
        }
        if ids.len() > limit {
            let _ = writeln!(out, "  ... and {} more", ids.len() - limit);
        }
    }
    if c.other_crashes > 0 {
        let _ = writeln!(out, "crashing (were not passing either): {}", c.other_crashes);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::results::{ScenarioResult, Totals};

    fn run(full: bool, items: &[(&str, Status)]) -> RunResults {
        let scenarios: Vec<ScenarioResult> = items
            .iter()
            .map(|(id, status)| ScenarioResult {
                id: (*id).to_owned(),
                status: *status,
                micros: 0,
                message: None,
            })
            .collect();
        RunResults {
            mode: "parse".into(),
            full,
            totals: Totals::of(&scenarios),
            scenarios,
            ..RunResults::default()
        }
    }

    const BASE: &str = "# header\na.js s S\nb.js m\nc.js S\nd.js s\n";

    #[test]
    fn parse_and_render_round_trip() {
        let b = Baseline::parse(BASE).unwrap();
        assert!(
            b.passes("test/a.js", ScenarioKind::Strict)
                && !b.passes("test/c.js", ScenarioKind::Sloppy)
        );
        assert_eq!(b.count(), 5);
        let text = b.render("parse");
        assert!(text.starts_with("# test262 scenarios that pass in mode `parse`"));
        assert!(text.contains("cairn-test262 -- baseline --mode parse"));
        assert_eq!(Baseline::parse(&text).unwrap(), b);
        assert!(text.ends_with("a.js s S\nb.js m\nc.js S\nd.js s\n"));
        assert!(Baseline::parse("x.js q\n").is_err());
        assert!(Baseline::parse("x.js\n").is_err());
    }

    #[test]
    fn compare_finds_regressions_and_progress() {
        let b = Baseline::parse(BASE).unwrap();
        let r = run(
            true,
            &[
                ("test/a.js:sloppy", Status::Pass),
                ("test/a.js:strict", Status::Fail),
                ("test/b.js:module", Status::Crash),
                ("test/c.js:sloppy", Status::Pass),
                ("test/c.js:strict", Status::Deferred),
                ("test/e.js:sloppy", Status::Crash),
                ("test/f.js:strict", Status::Timeout),
            ],
        );
        let c = compare(&b, &r);
        assert_eq!(c.newly_failing, ["test/a.js:strict"]);
        assert_eq!(c.newly_crashing, ["test/b.js:module"]);
        assert_eq!(c.newly_passing, ["test/c.js:sloppy"]);
        assert_eq!(c.newly_deferred, ["test/c.js:strict"]);
        assert_eq!(c.missing, ["test/d.js:sloppy"]);
        assert_eq!(c.other_crashes, 1);
        assert!(c.has_regressions());
        let text = render_comparison(&c, 10);
        assert!(text.contains("newly failing: 1\n  test/a.js:strict\n"));
    }

    #[test]
    fn a_passing_scenario_newly_deferred_or_not_produced_is_a_regression() {
        let b = Baseline::parse(BASE).unwrap();
        let all_pass = [
            ("test/a.js:sloppy", Status::Pass),
            ("test/a.js:strict", Status::Pass),
            ("test/b.js:module", Status::Pass),
            ("test/c.js:strict", Status::Pass),
            ("test/d.js:sloppy", Status::Pass),
        ];
        assert!(!compare(&b, &run(true, &all_pass)).has_regressions());
        let mut deferred = all_pass;
        deferred[3].1 = Status::Deferred;
        let c = compare(&b, &run(true, &deferred));
        assert_eq!(
            (c.newly_deferred.as_slice(), c.has_regressions()),
            (&["test/c.js:strict".to_string()][..], true)
        );
        let c = compare(&b, &run(true, &all_pass[..4]));
        assert_eq!(
            (c.missing.as_slice(), c.has_regressions()),
            (&["test/d.js:sloppy".to_string()][..], true)
        );
    }

    #[test]
    fn partial_runs_compare_and_roll_within_their_scope() {
        let b = Baseline::parse(BASE).unwrap();
        let r =
            run(false, &[("test/a.js:sloppy", Status::Pass), ("test/a.js:strict", Status::Pass)]);
        let c = compare(&b, &r);
        assert_eq!(c, Comparison::default());
        assert!(!c.has_regressions());

        let r = run(
            false,
            &[
                ("test/a.js:sloppy", Status::Fail),
                ("test/a.js:strict", Status::Pass),
                ("test/z.js:module", Status::Pass),
            ],
        );
        let rolled = b.rolled_forward(&r);
        assert_eq!(
            rolled.render("parse").lines().filter(|l| !l.starts_with('#')).collect::<Vec<_>>(),
            ["a.js S", "b.js m", "c.js S", "d.js s", "z.js m"]
        );
        // A full run replaces everything.
        let full = run(true, &[("test/a.js:sloppy", Status::Pass)]);
        assert_eq!(b.rolled_forward(&full).count(), 1);
    }
}
