//! The `cairn-test262` command line.

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use crate::baseline::{Baseline, compare, render_comparison};
use crate::config::Config;
use crate::discover::Selection;
use crate::engine::{Engine, engine_for};
use crate::execute::{ExecLimits, Execute};
use crate::history;
use crate::report;
use crate::results::{RunResults, Status};
use crate::runner::{RunOptions, run_suite};
use crate::util::repo_root;

/// The `--help` text.
pub const USAGE: &str = "\
usage: cairn-test262 [COMMAND] [OPTIONS]

commands:
  run        run the selected tests and write a results file (the default)
  check      run, then compare with the baseline; exit 1 on any regression (CI)
  compare    compare a results file with the baseline
  baseline   roll the baseline forward from a run (or --results FILE) and, after a
             full run, append a line to test262/history.csv
  report     write the report of a results file: docs/conformance.md and .svg for
             mode run (the main report), docs/conformance-MODE.md and .svg for other
             modes, and docs/conformance-history.svg; print the README status line
             (run and parse figures, the other mode's from history.csv) and rewrite
             it between the README's conformance markers

options:
  --mode MODE        parse (default; syntax and early errors only), run (execute
                     each scenario in a fresh VM), none (runner overhead only)
  --test262 PATH     test262 checkout (default: ../shared/test262 from the repo root)
  --filter PREFIX    run tests under PREFIX (`language/literals` or
                     `test/language/literals`); repeatable
  --features LIST    tests using any of the features; `-NAME` excludes (`BigInt,-Temporal`)
  --flags LIST       tests with all the flags; `-NAME` excludes (`-module`)
  --threads N        worker threads (default: one per core)
  --results FILE     results file to write or read (default: test262/results/MODE.json)
  --baseline FILE    baseline file (default: test262/baseline/MODE.txt)
  --config FILE      deferral rules (default: test262/config.txt)
  --time-limit SECS  per-scenario wall-clock cap for executing modes (default 10)
  --fuel N           mode run: fuel per scenario (default 500000000)
  --heap-mib N       mode run: heap limit per scenario in MiB (default 256)
  --failures N       after a run, print up to N failing scenarios with their messages
  --show N           list up to N ids per group in comparisons (default 50)
  -q, --quiet        no progress lines
  -h, --help         this help

exit status: 0 success; 1 regressions (check); 2 usage or I/O error.";

/// A subcommand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    /// Run and save results.
    Run,
    /// Run, save, compare; fail on regressions.
    Check,
    /// Compare saved results with the baseline.
    Compare,
    /// Roll the baseline forward.
    Baseline,
    /// Write the report.
    Report,
}

/// Parsed command-line arguments.
#[derive(Debug, Clone)]
pub struct Args {
    /// What to do.
    pub command: Command,
    /// Engine mode.
    pub mode: String,
    /// test262 checkout.
    pub test262: PathBuf,
    /// Test selection.
    pub selection: Selection,
    /// The selection arguments as typed.
    pub filters: Vec<String>,
    /// Worker threads (0 = per core).
    pub threads: usize,
    /// Results file, if given.
    pub results: Option<PathBuf>,
    /// Baseline file, if given.
    pub baseline: Option<PathBuf>,
    /// Config file, if given.
    pub config: Option<PathBuf>,
    /// Per-scenario cap.
    pub time_limit: Duration,
    /// Mode `run`: fuel, heap and depth limits per scenario.
    pub limits: ExecLimits,
    /// Failing scenarios to print after a run.
    pub failures: usize,
    /// Ids to list per comparison group.
    pub show: usize,
    /// No progress output.
    pub quiet: bool,
    /// `--help` was asked for.
    pub help: bool,
}

impl Args {
    /// Parses arguments (without the program name).
    pub fn parse(args: impl IntoIterator<Item = String>) -> Result<Args, String> {
        let mut out = Args {
            command: Command::Run,
            mode: "parse".to_owned(),
            test262: repo_root().join("../shared/test262"),
            selection: Selection::default(),
            filters: Vec::new(),
            threads: 0,
            results: None,
            baseline: None,
            config: None,
            time_limit: Duration::from_secs(10),
            limits: ExecLimits::default(),
            failures: 0,
            show: 50,
            quiet: false,
            help: false,
        };
        let mut args = args.into_iter();
        let mut first = true;
        while let Some(arg) = args.next() {
            let mut value = |name: &str| args.next().ok_or_else(|| format!("{name} needs a value"));
            let number = |name: &str, v: String| {
                v.parse::<usize>().map_err(|_| format!("{name}: not a number: {v}"))
            };
            match arg.as_str() {
                "run" | "check" | "compare" | "baseline" | "report" if first => {
                    out.command = match arg.as_str() {
                        "check" => Command::Check,
                        "compare" => Command::Compare,
                        "baseline" => Command::Baseline,
                        "report" => Command::Report,
                        _ => Command::Run,
                    };
                }
                "-h" | "--help" => out.help = true,
                "-q" | "--quiet" => out.quiet = true,
                "--mode" => out.mode = value("--mode")?,
                "--test262" => out.test262 = PathBuf::from(value("--test262")?),
                "--filter" => {
                    let v = value("--filter")?;
                    out.selection.add_prefix(&v);
                    out.filters.push(format!("--filter {v}"));
                }
                "--features" => {
                    let v = value("--features")?;
                    let s = &mut out.selection;
                    Selection::add_list(&mut s.features, &mut s.without_features, &v);
                    out.filters.push(format!("--features {v}"));
                }
                "--flags" => {
                    let v = value("--flags")?;
                    let s = &mut out.selection;
                    Selection::add_list(&mut s.flags, &mut s.without_flags, &v);
                    out.filters.push(format!("--flags {v}"));
                }
                "--threads" => out.threads = number("--threads", value("--threads")?)?,
                "--results" => out.results = Some(PathBuf::from(value("--results")?)),
                "--baseline" => out.baseline = Some(PathBuf::from(value("--baseline")?)),
                "--config" => out.config = Some(PathBuf::from(value("--config")?)),
                "--time-limit" => {
                    out.time_limit =
                        Duration::from_secs(number("--time-limit", value("--time-limit")?)? as u64);
                }
                "--fuel" => out.limits.fuel = number("--fuel", value("--fuel")?)? as u64,
                "--heap-mib" => {
                    out.limits.heap_bytes = number("--heap-mib", value("--heap-mib")?)? << 20;
                }
                "--failures" => out.failures = number("--failures", value("--failures")?)?,
                "--show" => out.show = number("--show", value("--show")?)?,
                other => return Err(format!("unknown argument {other:?} (see --help)")),
            }
            first = false;
        }
        Ok(out)
    }

    fn results_path(&self) -> PathBuf {
        self.results
            .clone()
            .unwrap_or_else(|| repo_root().join(format!("test262/results/{}.json", self.mode)))
    }

    /// The baseline for `mode` (the mode of the results at hand, which a `--results` file
    /// may set apart from `--mode`).
    fn baseline_path(&self, mode: &str) -> PathBuf {
        self.baseline
            .clone()
            .unwrap_or_else(|| repo_root().join(format!("test262/baseline/{mode}.txt")))
    }

    fn config_path(&self) -> PathBuf {
        self.config.clone().unwrap_or_else(|| repo_root().join("test262/config.txt"))
    }
}

/// Runs the program; the exit code follows `USAGE`.
pub fn main() -> ExitCode {
    let args = match Args::parse(std::env::args().skip(1)) {
        Ok(args) => args,
        Err(e) => {
            eprintln!("cairn-test262: {e}");
            return ExitCode::from(2);
        }
    };
    if args.help {
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    match dispatch(&args) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("cairn-test262: {e}");
            ExitCode::from(2)
        }
    }
}

fn dispatch(args: &Args) -> Result<ExitCode, String> {
    match args.command {
        Command::Run => {
            run(args)?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Check => {
            let baseline = load_baseline(&args.baseline_path(&args.mode))?;
            let results = run(args)?;
            let comparison = compare(&baseline, &results);
            print!("{}", render_comparison(&comparison, args.show));
            if comparison.has_regressions() {
                println!("REGRESSIONS against {}", args.baseline_path(&args.mode).display());
                Ok(ExitCode::from(1))
            } else {
                println!("no regressions against {}", args.baseline_path(&args.mode).display());
                Ok(ExitCode::SUCCESS)
            }
        }
        Command::Compare => {
            let results = RunResults::load(&args.results_path())?;
            let baseline = load_baseline(&args.baseline_path(&results.mode))?;
            print!("{}", render_comparison(&compare(&baseline, &results), args.show));
            Ok(ExitCode::SUCCESS)
        }
        Command::Baseline => {
            let results = match &args.results {
                Some(path) => RunResults::load(path)?,
                None => run(args)?,
            };
            roll_baseline(args, &results)?;
            Ok(ExitCode::SUCCESS)
        }
        Command::Report => {
            let results = RunResults::load(&args.results_path())?;
            write_report(args, &results)?;
            Ok(ExitCode::SUCCESS)
        }
    }
}

fn load_config(args: &Args, mode: &str) -> Result<Config, String> {
    let path = args.config_path();
    match std::fs::read_to_string(&path) {
        Ok(text) => Config::parse(&text, mode).map_err(|e| format!("{}: {e}", path.display())),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(Config::default()),
        Err(e) => Err(format!("{}: {e}", path.display())),
    }
}

fn load_baseline(path: &Path) -> Result<Baseline, String> {
    let text = std::fs::read_to_string(path).map_err(|e| {
        format!("{}: {e} (create it with `cairn-test262 baseline`)", path.display())
    })?;
    Baseline::parse(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// Runs the selection, saves the results, prints a summary.
fn run(args: &Args) -> Result<RunResults, String> {
    let engine: Box<dyn Engine> = if args.mode == "run" {
        Box::new(Execute { limits: args.limits })
    } else {
        engine_for(&args.mode)?
    };
    let options = RunOptions {
        test262: args.test262.clone(),
        selection: args.selection.clone(),
        filters: args.filters.clone(),
        threads: args.threads,
        config: load_config(args, &args.mode)?,
        time_limit: args.time_limit,
        progress: !args.quiet,
    };
    let results = run_suite(engine.as_ref(), &options)?;
    let path = args.results_path();
    results.save(&path)?;
    let t = &results.totals;
    println!(
        "{}: {} passed, {} failed, {} crashed, {} timed out, {} deferred of {} scenarios ({:.2}%); files {}/{}",
        results.mode,
        t.passed,
        t.failed,
        t.crashed,
        t.timed_out,
        t.deferred,
        t.scenarios,
        t.percent(),
        t.files_passed,
        t.files
    );
    println!(
        "time {:.2} s, {:.0} scenarios/s on {} threads; results in {}",
        results.elapsed_secs,
        t.scenarios as f64 / results.elapsed_secs.max(1e-9),
        results.threads,
        path.display()
    );
    let failing = results
        .scenarios
        .iter()
        .filter(|r| matches!(r.status, Status::Fail | Status::Crash | Status::Timeout));
    for r in failing.take(args.failures) {
        println!(
            "  {} {:?}: {}",
            r.id,
            r.status,
            r.message.as_deref().unwrap_or("").replace('\n', " ")
        );
    }
    if !args.quiet {
        // The slowest scenarios point at quadratic paths in the engine.
        let mut slowest: Vec<_> = results.scenarios.iter().filter(|r| r.micros > 0).collect();
        slowest.sort_unstable_by_key(|r| std::cmp::Reverse(r.micros));
        let list: Vec<String> = slowest
            .iter()
            .take(3)
            .map(|r| format!("{} ({:.1} ms)", r.id, r.micros as f64 / 1000.0))
            .collect();
        if !list.is_empty() {
            println!("slowest: {}", list.join(", "));
        }
    }
    Ok(results)
}

/// Writes the rolled-forward baseline and appends history after a full run.
fn roll_baseline(args: &Args, results: &RunResults) -> Result<(), String> {
    let path = args.baseline_path(&results.mode);
    let old = match std::fs::read_to_string(&path) {
        Ok(text) => Baseline::parse(&text).map_err(|e| format!("{}: {e}", path.display()))?,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Baseline::default(),
        Err(e) => return Err(format!("{}: {e}", path.display())),
    };
    let comparison = compare(&old, results);
    print!("{}", render_comparison(&comparison, args.show));
    let new = old.rolled_forward(results);
    write_file(&path, &new.render(&results.mode))?;
    println!("baseline {} now lists {} passing scenarios", path.display(), new.count());
    if results.full {
        let history_path = repo_root().join("test262/history.csv");
        let existing = read_optional(&history_path)?;
        let text = history::append(&existing, &history::Entry::of(results));
        write_file(&history_path, &text)?;
        println!("appended to {}", history_path.display());
    } else {
        println!("partial run: history.csv left as it is (only full runs are recorded)");
    }
    Ok(())
}

/// Writes the report files and the README status.
fn write_report(args: &Args, results: &RunResults) -> Result<(), String> {
    let root = repo_root();
    let config = load_config(args, &results.mode)?;
    let history = history::parse(&read_optional(&root.join("test262/history.csv"))?)?;
    for (rel, text) in report::render_all(results, &config, &history) {
        write_file(&root.join(&rel), &text)?;
        println!("wrote {rel}");
    }
    let line = report::status_line(results, &history);
    println!("{line}");
    let readme = root.join("README.md");
    if let Ok(text) = std::fs::read_to_string(&readme)
        && let Some(updated) = report::update_readme(&text, &line)
    {
        if updated != text {
            write_file(&readme, &updated)?;
        }
        println!("README.md status updated");
    }
    Ok(())
}

fn read_optional(path: &Path) -> Result<String, String> {
    match std::fs::read_to_string(path) {
        Ok(text) => Ok(text),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(String::new()),
        Err(e) => Err(format!("{}: {e}", path.display())),
    }
}

fn write_file(path: &Path, text: &str) -> Result<(), String> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    }
    std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Args, String> {
        Args::parse(args.iter().map(|s| (*s).to_owned()))
    }

    #[test]
    fn commands_and_options() {
        let a = parse(&[
            "check",
            "--filter",
            "language/literals",
            "--filter",
            "test/annexB",
            "--threads",
            "2",
        ])
        .unwrap();
        assert_eq!(a.command, Command::Check);
        assert_eq!(a.selection.prefixes, ["test/language/literals", "test/annexB"]);
        assert_eq!(a.threads, 2);
        assert_eq!(a.mode, "parse");
        let a = parse(&["--features", "BigInt,-Temporal", "--flags", "-raw"]).unwrap();
        assert_eq!(a.command, Command::Run);
        assert_eq!(
            (&a.selection.features, &a.selection.without_features),
            (&vec!["BigInt".to_owned()], &vec!["Temporal".to_owned()])
        );
        assert_eq!(a.selection.without_flags, ["raw"]);
        assert!(a.results_path().ends_with("test262/results/parse.json"));
        // A command word is only a command in first position.
        assert!(parse(&["--quiet", "report"]).is_err());
        assert!(parse(&["--threads"]).is_err());
        assert!(parse(&["--threads", "many"]).is_err());
    }
}
