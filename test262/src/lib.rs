//! cairn-test262: Cairn's conformance runner for test262, and its reports.
//!
//! Owns: finding the tests of a test262 checkout (`../shared/test262` by default),
//! reading their frontmatter ([`meta`]), expanding each file into the runs
//! INTERPRETING.md asks for ([`scenario`]: non-strict, strict, module), deferring what
//! the committed configuration says ([`config`]), running scenarios in parallel with
//! panics caught ([`runner`]), saving results ([`results`]), comparing them with the
//! committed baseline ([`baseline`]), recording history ([`history`]) and writing the
//! conformance report and charts ([`report`], [`svg`]).
//!
//! The engine is behind one trait, [`engine::Engine`]: [`engine::ParseOnly`] checks
//! syntax and early errors; [`execute::Execute`] runs each scenario in a fresh VM, its
//! wall-clock cap enforced by the [`watchdog`].
//!
//! ```no_run
//! use cairn_test262::{engine::ParseOnly, runner::{RunOptions, run_suite}};
//! let options = RunOptions { test262: "../shared/test262".into(), ..RunOptions::default() };
//! let results = run_suite(&ParseOnly, &options).unwrap();
//! println!("{} of {} scenarios pass", results.totals.passed, results.totals.scenarios);
//! ```
//!
//! The command line (`cairn-test262 --help`) wraps this: `run`, `check` (what CI calls),
//! `compare`, `baseline` and `report`.

pub mod agent;
pub mod baseline;
pub mod cli;
pub mod config;
pub mod discover;
pub mod engine;
pub mod execute;
pub mod history;
pub mod meta;
pub mod report;
pub mod results;
pub mod runner;
pub mod scenario;
pub mod svg;
pub mod util;
pub mod watchdog;
