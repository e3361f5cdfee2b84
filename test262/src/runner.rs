//! Running a selection of the suite in parallel, in process.

use std::cell::RefCell;
use std::panic::{self, AssertUnwindSafe};
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use rayon::prelude::*;

use crate::config::Config;
use crate::discover::{Selection, TestFile, discover};
use crate::engine::{Engine, Outcome};
use crate::meta::parse_test_file;
use crate::results::{RunResults, ScenarioResult, Status, Totals};
use crate::scenario::{Harness, ScenarioKind, expand, kinds_for, scenario_id};

/// What to run and how.
#[derive(Debug, Clone)]
pub struct RunOptions {
    /// The test262 checkout (holds `test/` and `harness/`).
    pub test262: PathBuf,
    /// Which tests.
    pub selection: Selection,
    /// The selection as typed, kept in the results for the record.
    pub filters: Vec<String>,
    /// Worker threads; 0 means one per core.
    pub threads: usize,
    /// Deferral rules for this mode.
    pub config: Config,
    /// Per-scenario wall-clock cap handed to the engine (see [`crate::engine`]).
    pub time_limit: Duration,
    /// Print sparse progress lines to stderr.
    pub progress: bool,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions {
            test262: PathBuf::new(),
            selection: Selection::default(),
            filters: Vec::new(),
            threads: 0,
            config: Config::default(),
            time_limit: Duration::from_secs(10),
            progress: false,
        }
    }
}

/// Worker stack size: deep-nesting tests must meet the engine's own depth limit, not the
/// thread's guard page (a stack overflow aborts the whole process, it cannot be caught).
const WORKER_STACK: usize = 64 << 20;

thread_local! {
    /// The message of the last panic on this thread, captured by the run's panic hook.
    static LAST_PANIC: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Runs every selected test file with `engine`; the results are sorted by test path, then
/// scenario kind.
pub fn run_suite(engine: &dyn Engine, options: &RunOptions) -> Result<RunResults, String> {
    let harness_dir = options.test262.join("harness");
    let harness = Harness::load(&harness_dir)
        .map_err(|e| format!("cannot read harness {}: {e}", harness_dir.display()))?;
    let files = discover(&options.test262, &options.selection)
        .map_err(|e| format!("cannot walk {}: {e}", options.test262.join("test").display()))?;
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(options.threads)
        .stack_size(WORKER_STACK)
        .thread_name(|i| format!("test262-{i}"))
        .build()
        .map_err(|e| format!("cannot start worker threads: {e}"))?;
    let threads = pool.current_num_threads();
    if options.progress {
        eprintln!(
            "running {} test files on {threads} threads (mode {})",
            files.len(),
            engine.mode()
        );
    }

    let start = Instant::now();
    let done = AtomicUsize::new(0);
    let previous_hook = panic::take_hook();
    // Keep the message (with its location) for the Crash record, print nothing: a panic is
    // a result here, not a reason to flood the terminal.
    panic::set_hook(Box::new(|info| {
        let message = info.to_string();
        LAST_PANIC.with(|last| *last.borrow_mut() = Some(message));
    }));
    let per_file: Vec<Vec<ScenarioResult>> = pool.install(|| {
        files
            .par_iter()
            .map(|file| {
                let results = run_file(engine, options, &harness, file);
                let n = done.fetch_add(1, Ordering::Relaxed) + 1;
                if options.progress {
                    report_progress(n, files.len(), start);
                }
                results
            })
            .collect()
    });
    panic::set_hook(previous_hook);

    let scenarios: Vec<ScenarioResult> = per_file.into_iter().flatten().collect();
    Ok(RunResults {
        mode: engine.mode().to_owned(),
        date: crate::util::today(),
        commit: crate::util::git_commit(),
        test262_version: test262_version(&options.test262),
        full: options.selection.is_all(),
        filters: options.filters.clone(),
        threads,
        elapsed_secs: start.elapsed().as_secs_f64(),
        totals: Totals::of(&scenarios),
        scenarios,
    })
}

/// The `"version"` of test262's package.json .
fn test262_version(root: &std::path::Path) -> Option<String> {
    let text = std::fs::read_to_string(root.join("package.json")).ok()?;
    let json: serde_json::Value = serde_json::from_str(&text).ok()?;
    json.get("version")?.as_str().map(str::to_owned)
}

/// Prints a line at every tenth of the files, once the run has lasted a second (a short
/// run needs no progress).
fn report_progress(done: usize, total: usize, start: Instant) {
    let step = total.div_ceil(10).max(1);
    if done.is_multiple_of(step) && done != total && start.elapsed() >= Duration::from_secs(1) {
        eprintln!(
            "  {:>3}%  {done}/{total} files  {:.1} s",
            done * 100 / total.max(1),
            start.elapsed().as_secs_f64()
        );
    }
}

/// Reads, expands and runs one file; an unselected file gives no results.
fn run_file(
    engine: &dyn Engine,
    options: &RunOptions,
    harness: &Harness,
    file: &TestFile,
) -> Vec<ScenarioResult> {
    let source = match std::fs::read_to_string(&file.file) {
        Ok(source) => source,
        Err(e) => {
            return vec![runner_error(
                &file.path,
                ScenarioKind::Sloppy,
                format!("cannot read: {e}"),
            )];
        }
    };
    let meta = match parse_test_file(&source) {
        Ok(meta) => meta,
        Err(e) => {
            return vec![runner_error(&file.path, ScenarioKind::Sloppy, format!("metadata: {e}"))];
        }
    };
    if !options.selection.matches_meta(&meta) {
        return Vec::new();
    }
    if let Some(rule) = options.config.deferral_for(&file.path, &meta) {
        return kinds_for(&meta)
            .iter()
            .map(|&kind| ScenarioResult {
                id: scenario_id(&file.path, kind),
                status: Status::Deferred,
                micros: 0,
                message: Some(rule.label()),
            })
            .collect();
    }
    let kinds = kinds_for(&meta);
    let scenarios = match expand(
        &file.path,
        &file.file,
        &source,
        Arc::new(meta),
        harness,
        options.time_limit,
    ) {
        Ok(scenarios) => scenarios,
        Err(e) => {
            return kinds.iter().map(|&kind| runner_error(&file.path, kind, e.clone())).collect();
        }
    };
    scenarios
        .iter()
        .map(|scenario| {
            let start = Instant::now();
            let outcome = panic::catch_unwind(AssertUnwindSafe(|| engine.run(scenario)))
                .unwrap_or_else(|payload| {
                    let message =
                        LAST_PANIC.with(|last| last.borrow_mut().take()).unwrap_or_else(|| {
                            payload
                                .downcast_ref::<&str>()
                                .map(|s| (*s).to_owned())
                                .or_else(|| payload.downcast_ref::<String>().cloned())
                                .unwrap_or_else(|| "panic with a non-string payload".to_owned())
                        });
                    Outcome::Crash(message)
                });
            let micros = u64::try_from(start.elapsed().as_micros()).unwrap_or(u64::MAX);
            let (status, message) = match outcome {
                Outcome::Pass => (Status::Pass, None),
                Outcome::Fail(m) => (Status::Fail, Some(m)),
                Outcome::Crash(m) => (Status::Crash, Some(m)),
                Outcome::Timeout(m) => (Status::Timeout, Some(m)),
            };
            ScenarioResult { id: scenario.id(), status, micros, message }
        })
        .collect()
}

/// A failure of the runner's own preparation (unreadable file, bad metadata, missing
/// harness file), recorded against the test so it is seen, as a failure.
fn runner_error(path: &str, kind: ScenarioKind, message: String) -> ScenarioResult {
    ScenarioResult {
        id: scenario_id(path, kind),
        status: Status::Fail,
        micros: 0,
        message: Some(message),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::Scenario;
    use std::path::Path;

    /// A fake engine: fails sources containing `FAIL`, panics on `PANIC`, passes the rest.
    struct Fake;

    impl Engine for Fake {
        fn mode(&self) -> &'static str {
            "fake"
        }
        fn run(&self, scenario: &Scenario) -> Outcome {
            if scenario.source.contains("PANIC") {
                panic!("fake engine panicked on {}", scenario.path);
            }
            if scenario.source.contains("FAIL") && scenario.kind == ScenarioKind::Strict {
                return Outcome::Fail("strict failure".into());
            }
            Outcome::Pass
        }
    }

    /// Writes a miniature test262 checkout under the target directory.
    fn mini_suite(name: &str) -> PathBuf {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/test262-unit").join(name);
        let _ = std::fs::remove_dir_all(&root);
        let files: &[(&str, &str)] = &[
            ("harness/assert.js", ""),
            ("harness/sta.js", ""),
            ("test/a/pass.js", "/*---\ndescription: ok\n---*/\n1;"),
            ("test/a/fail.js", "/*---\ndescription: f\n---*/\nFAIL;"),
            ("test/a/panic.js", "/*---\nflags: [onlyStrict]\n---*/\nPANIC;"),
            ("test/a/mod.js", "/*---\nflags: [module]\nfeatures: [Temporal]\n---*/\n"),
            ("test/a/dep_FIXTURE.js", "not a test"),
            ("test/b/bad-meta.js", "no frontmatter"),
            ("test/b/missing.js", "/*---\nincludes: [nope.js]\n---*/\n"),
        ];
        for (path, text) in files {
            let path = root.join(path);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        root
    }

    fn statuses(run: &RunResults) -> Vec<(String, Status)> {
        run.scenarios.iter().map(|r| (r.id.clone(), r.status)).collect()
    }

    #[test]
    fn runs_defers_and_catches_panics() {
        let root = mini_suite("full");
        let options = RunOptions {
            test262: root,
            threads: 2,
            config: Config::parse("feature Temporal not yet", "fake").unwrap(),
            ..RunOptions::default()
        };
        let run = run_suite(&Fake, &options).unwrap();
        let s = |id: &str, st| (id.to_owned(), st);
        assert_eq!(
            statuses(&run),
            [
                s("test/a/fail.js:sloppy", Status::Pass),
                s("test/a/fail.js:strict", Status::Fail),
                s("test/a/mod.js:module", Status::Deferred),
                s("test/a/panic.js:strict", Status::Crash),
                s("test/a/pass.js:sloppy", Status::Pass),
                s("test/a/pass.js:strict", Status::Pass),
                s("test/b/bad-meta.js:sloppy", Status::Fail),
                s("test/b/missing.js:sloppy", Status::Fail),
                s("test/b/missing.js:strict", Status::Fail),
            ]
        );
        let crash = run.scenarios.iter().find(|r| r.status == Status::Crash).unwrap();
        let message = crash.message.as_deref().unwrap();
        assert!(message.contains("fake engine panicked on test/a/panic.js"), "{message}");
        assert_eq!(run.scenarios[2].message.as_deref(), Some("feature Temporal"));
        assert!(run.full);
        assert_eq!(
            (run.totals.files, run.totals.files_passed, run.totals.files_deferred),
            (6, 1, 1)
        );
    }

    #[test]
    fn selection_limits_the_run() {
        let root = mini_suite("selected");
        let mut selection = Selection::default();
        selection.add_prefix("a");
        Selection::add_list(&mut selection.flags, &mut selection.without_flags, "-onlyStrict");
        let options = RunOptions { test262: root, threads: 1, selection, ..RunOptions::default() };
        let run = run_suite(&Fake, &options).unwrap();
        let ids: Vec<&str> = run.scenarios.iter().map(|r| r.id.as_str()).collect();
        assert_eq!(
            ids,
            [
                "test/a/fail.js:sloppy",
                "test/a/fail.js:strict",
                "test/a/mod.js:module",
                "test/a/pass.js:sloppy",
                "test/a/pass.js:strict"
            ]
        );
        assert!(!run.full);
    }
}
