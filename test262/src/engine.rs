//! The seam between the runner and the engine under test.
//!
//! The runner discovers files, reads metadata, expands scenarios, applies deferrals,
//! runs scenarios in parallel, catches panics and records results. An [`Engine`] only
//! turns one prepared [`Scenario`] into an [`Outcome`]. Two engines are planned:
//!
//! - [`ParseOnly`] (mode `parse`, today): parses the test source with the scenario's goal
//!   and checks that exactly the `negative: {phase: parse}` tests are rejected. Harness
//!   files are not parsed (they are the same for every test and would only cost time).
//! - [`crate::execute::Execute`] (mode `run`): for each scenario, a fresh VM (realm
//!   isolation) with `print` captured and `$262` installed, the harness files, then the
//!   source; an uncaught exception is `Fail` unless it matches `negative` (phase and
//!   constructor name); `async` tests must print `Test262:AsyncTestComplete`.
//!
//! Time limits. In `parse` mode nothing is enforced: the runner only records how long each
//! scenario took. An executing engine must enforce `Scenario::time_limit` itself, without
//! threads that are killed: give the VM a fuel (instruction) budget generous enough for
//! the slowest legitimate test, and arm a watchdog that sets the VM's interrupt flag when
//! the wall-clock cap passes; either limit ends the run with an uncatchable termination,
//! which the engine reports as [`Outcome::Timeout`] (see [`crate::watchdog`]). The runner's `catch_unwind` stays the
//! last line of defence for panics (recorded as [`Outcome::Crash`]).
//!
//! Engines are shared by all worker threads (`Sync`); per-thread scratch state such as
//! a parse arena lives in thread-locals.

use std::cell::RefCell;

use bumpalo::Bump;
use cairn::parser::{ParseOptions, parse};

use crate::meta::Phase;
use crate::scenario::{Goal, Scenario};

/// What running one scenario gave.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// The scenario behaved as the test requires.
    Pass,
    /// It did not; the message says how.
    Fail(String),
    /// The engine panicked (or otherwise broke its own contract).
    Crash(String),
    /// It ran out of a limit (wall clock, fuel, heap, call depth); the message names it.
    Timeout(String),
}

/// An engine that can judge a prepared scenario.
pub trait Engine: Sync {
    /// The mode name this engine implements (`parse`, `run`), as in baseline file names.
    fn mode(&self) -> &'static str;

    /// Runs one scenario and says whether it passed. Must not panic on any input (the
    /// runner catches panics anyway and records them as crashes).
    fn run(&self, scenario: &Scenario) -> Outcome;
}

/// The engine for mode `parse`: syntax and early errors only.
#[derive(Debug, Default, Clone, Copy)]
pub struct ParseOnly;

thread_local! {
    /// One arena per worker thread, reset after each parse, so parsing allocates nothing
    /// from the global allocator once the arena has grown to the largest test.
    static ARENA: RefCell<Bump> = RefCell::new(Bump::new());
}

impl Engine for ParseOnly {
    fn mode(&self) -> &'static str {
        "parse"
    }

    fn run(&self, scenario: &Scenario) -> Outcome {
        // The strict scenario's source already begins with the "use strict" directive, so
        // `strict` stays false: the parser must find strictness in the directive prologue
        // as an engine would, which is part of what test262 checks.
        let options = ParseOptions {
            module: scenario.goal() == Goal::Module,
            strict: false,
            typescript: false,
        };
        let source = &*scenario.source;
        let error = ARENA.with(|arena| {
            let mut arena = arena.borrow_mut();
            let result = parse(&arena, source, options).err();
            arena.reset();
            result
        });
        let expects_parse_error =
            scenario.negative.as_ref().is_some_and(|n| n.phase == Phase::Parse);
        match (expects_parse_error, error) {
            (true, Some(_)) | (false, None) => Outcome::Pass,
            (true, None) => {
                let expected =
                    scenario.negative.as_ref().map_or("SyntaxError", |n| n.error_type.as_str());
                Outcome::Fail(format!("expected a parse-phase {expected}, but the source parsed"))
            }
            (false, Some(error)) => {
                let (line, column) = error.line_column(source);
                Outcome::Fail(format!(
                    "unexpected SyntaxError at {line}:{column}: {}",
                    error.message
                ))
            }
        }
    }
}

/// An engine that passes everything without looking (mode `none`): measures the runner's
/// own cost (discovery, reading, metadata, scenario expansion).
#[derive(Debug, Default, Clone, Copy)]
pub struct NoOp;

impl Engine for NoOp {
    fn mode(&self) -> &'static str {
        "none"
    }

    fn run(&self, _scenario: &Scenario) -> Outcome {
        Outcome::Pass
    }
}

/// The engine for a mode name, or why there is none.
pub fn engine_for(mode: &str) -> Result<Box<dyn Engine>, String> {
    match mode {
        "parse" => Ok(Box::new(ParseOnly)),
        "none" => Ok(Box::new(NoOp)),
        "run" => Ok(Box::new(crate::execute::Execute::default())),
        other => Err(format!("unknown mode {other:?} (expected parse, run or none)")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::meta::parse_frontmatter;
    use crate::scenario::ScenarioKind;
    use std::sync::Arc;
    use std::time::Duration;

    fn scenario(frontmatter: &str, kind: ScenarioKind, source: &str) -> Scenario {
        let meta = Arc::new(parse_frontmatter(frontmatter).unwrap());
        Scenario {
            path: "test/x.js".into(),
            file: "x.js".into(),
            kind,
            source: source.into(),
            prelude: Vec::new(),
            negative: meta.negative.clone(),
            meta,
            time_limit: Duration::from_secs(1),
        }
    }

    const BAD: &str = "$DONOTEVALUATE();\nvar = ;";
    const GOOD: &str = "var x = 1;";
    const PARSE_NEGATIVE: &str = "negative:\n  phase: parse\n  type: SyntaxError";
    const RUNTIME_NEGATIVE: &str = "negative:\n  phase: runtime\n  type: ReferenceError";

    #[test]
    fn parse_negative_tests_must_be_rejected() {
        let e = ParseOnly;
        assert_eq!(e.run(&scenario(PARSE_NEGATIVE, ScenarioKind::Sloppy, BAD)), Outcome::Pass);
        let Outcome::Fail(message) = e.run(&scenario(PARSE_NEGATIVE, ScenarioKind::Module, GOOD))
        else {
            panic!("a parse-negative test that parses must fail");
        };
        assert_eq!(message, "expected a parse-phase SyntaxError, but the source parsed");
    }

    #[test]
    fn other_tests_must_parse() {
        let e = ParseOnly;
        assert_eq!(e.run(&scenario("description: x", ScenarioKind::Strict, GOOD)), Outcome::Pass);
        // Resolution and runtime errors happen after parsing: the source must parse.
        assert_eq!(e.run(&scenario(RUNTIME_NEGATIVE, ScenarioKind::Sloppy, GOOD)), Outcome::Pass);
        match e.run(&scenario(RUNTIME_NEGATIVE, ScenarioKind::Sloppy, BAD)) {
            Outcome::Fail(m) => assert!(m.starts_with("unexpected SyntaxError at "), "{m}"),
            other => panic!("expected a failure, got {other:?}"),
        }
    }
}
