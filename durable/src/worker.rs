//! The worker's loop: claim a ready run, take its step, store it; again, until told to
//! stop. A worker holds no state between steps, so any number of them, in any
//! processes, share one store, and one killed at any point loses nothing (see
//! [`crate::store`]).

use std::time::Duration;

use crate::step::{self, Limits};
use crate::store::{Claim, Outcome, Step, Store, StoreError};

/// How a worker runs.
#[derive(Clone, Debug)]
pub struct Config {
    /// The worker's name, stored with its claims.
    pub name: String,
    /// How long a claim lasts before another worker may take the run over.
    pub lease: Duration,
    /// How long to sleep when no run is ready.
    pub poll: Duration,
    /// The limits of each step.
    pub limits: Limits,
    /// Stop when no run is ready instead of waiting for one.
    pub until_idle: bool,
    /// Stop after this many steps.
    pub max_steps: Option<u64>,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            name: format!("worker-{}", std::process::id()),
            lease: Duration::from_secs(30),
            poll: Duration::from_millis(100),
            limits: Limits::default(),
            until_idle: false,
            max_steps: None,
        }
    }
}

/// What one stored step was, for a worker's log.
#[derive(Clone, Debug)]
pub struct Report {
    /// The run.
    pub run: i64,
    /// The step's number in the run (1: the start).
    pub step: i64,
    /// Where the run stands after it: `waiting`, `done`, `threw` or `failed`.
    pub state: &'static str,
    /// Whether it was stored (`false`: the claim was lost to another worker).
    pub stored: bool,
}

/// Claims and takes one step; `None` when no run is ready.
pub fn work_once(store: &mut dyn Store, config: &Config) -> Result<Option<Report>, StoreError> {
    let Some(claim) = store.claim(&config.name, config.lease)? else { return Ok(None) };
    let step = take_guarded(&claim, &config.limits);
    let state = match step.outcome {
        Outcome::Waiting { .. } => "waiting",
        Outcome::Done(_) => "done",
        Outcome::Threw(_) => "threw",
        Outcome::Failed(_) => "failed",
    };
    let stored = store.finish(&claim, &step)?;
    Ok(Some(Report { run: claim.run, step: claim.steps + 1, state, stored }))
}

/// Works until `config` says to stop, calling `log` after each step. Returns the number
/// of steps stored.
pub fn work(
    store: &mut dyn Store,
    config: &Config,
    mut log: impl FnMut(&Report),
) -> Result<u64, StoreError> {
    let mut stored = 0;
    loop {
        if config.max_steps.is_some_and(|max| stored >= max) {
            return Ok(stored);
        }
        match work_once(store, config)? {
            Some(report) => {
                stored += u64::from(report.stored);
                log(&report);
            }
            None if config.until_idle => return Ok(stored),
            None => std::thread::sleep(config.poll),
        }
    }
}

/// [`step::take`], with an engine panic (a bug, never expected) turned into a failed
/// run: a run that panicked its worker would be claimed and panic the next forever.
fn take_guarded(claim: &Claim, limits: &Limits) -> Step {
    let taken =
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| step::take(claim, limits)));
    taken.unwrap_or_else(|panic| {
        let text = panic
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| panic.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        let outcome = Outcome::Failed(format!("the engine panicked: {text}"));
        Step { lines: Vec::new(), outcome, fuel: claim.fuel }
    })
}
