//! The storage interface: what the service keeps about runs and calls, and the
//! [`Store`] trait its two backends ([`crate::sqlite`], [`crate::postgres`]) implement.
//!
//! A run moves through these states:
//!
//! ```text
//! submit -> ready -> (claimed by a worker) -> waiting -> (calls answered) -> ready -> ...
//!                                          \-> done | threw | failed
//! ```
//!
//! Every change of state is one transaction, so a process killed at any point leaves
//! the run where it was before that change.

use std::time::Duration;

use cairn::vm::ToolCall;

/// A run's id in the store.
pub type RunId = i64;

/// Where a run stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    /// Waiting for a worker: just submitted, or every call it waits on is answered.
    Ready,
    /// A worker holds it (SQLite: under a lease; the row keeps this state).
    Running,
    /// Stopped at an idle point: its dump is stored and some calls are unanswered.
    Waiting,
    /// Ended with a value.
    Done,
    /// Ended with an uncaught error or a limit.
    Threw,
    /// Could not go on: its dump did not load, or a call it waits on has no answer.
    Failed,
}

impl State {
    /// The state's name in the database.
    pub fn as_str(self) -> &'static str {
        match self {
            State::Ready => "ready",
            State::Running => "running",
            State::Waiting => "waiting",
            State::Done => "done",
            State::Threw => "threw",
            State::Failed => "failed",
        }
    }

    /// The state named `name` in the database.
    pub fn parse(name: &str) -> Result<State, StoreError> {
        Ok(match name {
            "ready" => State::Ready,
            "running" => State::Running,
            "waiting" => State::Waiting,
            "done" => State::Done,
            "threw" => State::Threw,
            "failed" => State::Failed,
            other => return Err(StoreError::new(format!("unknown run state '{other}'"))),
        })
    }

    /// Whether the run has ended (done, threw or failed).
    pub fn is_final(self) -> bool {
        matches!(self, State::Done | State::Threw | State::Failed)
    }
}

/// A script to run, as submitted.
#[derive(Clone, Debug)]
pub struct Submission {
    /// The script's source text.
    pub source: String,
    /// Its name (`.ts` runs it as TypeScript), shown in stack traces.
    pub name: String,
    /// The tools the script may call (`tools.NAME(arg)`).
    pub tools: Vec<String>,
    /// Fuel for the run's whole life, over all its steps (`None`: no limit beyond the
    /// worker's per-step fuel). Running out ends the run as a fuel termination.
    pub fuel: Option<u64>,
}

/// How a call is answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Resolve the call's promise with a wire value.
    Resolve(Vec<u8>),
    /// Reject it with a wire value.
    Reject(Vec<u8>),
    /// Reject it with an `Error` of this message.
    Error(String),
}

impl Answer {
    /// The answer's kind and bytes as stored.
    pub(crate) fn to_row(&self) -> (&'static str, Vec<u8>) {
        match self {
            Answer::Resolve(wire) => ("resolve", wire.clone()),
            Answer::Reject(wire) => ("reject", wire.clone()),
            Answer::Error(message) => ("error", message.as_bytes().to_vec()),
        }
    }

    /// The answer stored as `kind` and `bytes`.
    pub(crate) fn from_row(kind: &str, bytes: Vec<u8>) -> Result<Answer, StoreError> {
        Ok(match kind {
            "resolve" => Answer::Resolve(bytes),
            "reject" => Answer::Reject(bytes),
            "error" => Answer::Error(String::from_utf8_lossy(&bytes).into_owned()),
            other => return Err(StoreError::new(format!("unknown answer kind '{other}'"))),
        })
    }
}

/// A run a worker holds: what it needs to take the run's next step.
#[derive(Clone, Debug)]
pub struct Claim {
    /// The run.
    pub run: RunId,
    /// The claim's number (the run's claim count after this claim): a step is stored
    /// only while its claim is the run's latest, so a worker whose lease expired and was
    /// taken over stores nothing.
    pub token: i64,
    /// The script.
    pub source: String,
    /// The script's name.
    pub name: String,
    /// The tools to install on a first start.
    pub tools: Vec<String>,
    /// The dump of the last idle point; `None` before the first step.
    pub dump: Option<Vec<u8>>,
    /// The answers to the calls made at the last idle point, by call id.
    pub answers: Vec<(u32, Answer)>,
    /// How many steps the run has stored (the idle point the dump is from).
    pub steps: i64,
    /// The run's fuel left, if it has a budget.
    pub fuel: Option<u64>,
}

/// How a step ended.
#[derive(Clone, Debug)]
pub enum Outcome {
    /// Idle again: the dump and the new calls it waits on.
    Waiting {
        /// The run's state, from `Runtime::dump`.
        dump: Vec<u8>,
        /// The calls made in this step that the run waits on.
        calls: Vec<ToolCall>,
    },
    /// Done with a value (wire bytes).
    Done(Vec<u8>),
    /// Threw, with the error's text.
    Threw(String),
    /// Could not go on, and why.
    Failed(String),
}

/// What a worker stores after a step.
#[derive(Clone, Debug)]
pub struct Step {
    /// The lines the script printed in this step.
    pub lines: Vec<String>,
    /// Where the run stands now.
    pub outcome: Outcome,
    /// The run's fuel left after the step, if it has a budget.
    pub fuel: Option<u64>,
}

/// A call the answerer is asked to answer.
#[derive(Clone, Debug)]
pub struct PendingCall {
    /// The run that made it.
    pub run: RunId,
    /// The call (its id is unique in the run).
    pub call: ToolCall,
    /// How many calls of the same tool the run made before this one: the index of its
    /// recorded answer.
    pub index: usize,
}

/// A run as `status` shows it.
#[derive(Clone, Debug)]
pub struct RunView {
    /// The run.
    pub id: RunId,
    /// Where it stands.
    pub state: State,
    /// Steps stored (starts and resumptions).
    pub steps: i64,
    /// Claims made (more than `steps` when a worker died or lost its lease mid-step).
    pub claims: i64,
    /// Every line printed, in order.
    pub lines: Vec<String>,
    /// The value (wire bytes) when done.
    pub value: Option<Vec<u8>>,
    /// The error's text when it threw, the reason when it failed.
    pub error: Option<String>,
    /// The calls still unanswered (a waiting run's).
    pub unanswered: Vec<ToolCall>,
    /// The size of the stored dump in bytes.
    pub dump_bytes: usize,
    /// The engine that wrote the dump ([`engine`]), if there is one.
    pub engine: Option<String>,
    /// The run's fuel left, if it has a budget.
    pub fuel: Option<u64>,
}

/// A storage failure (the database's message, or bad data found in it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoreError {
    /// What went wrong.
    pub message: String,
}

impl StoreError {
    /// An error with `message`.
    pub fn new(message: impl Into<String>) -> StoreError {
        StoreError { message: message.into() }
    }
}

impl core::fmt::Display for StoreError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for StoreError {}

/// Answers the calls of a run, one at a time: `None` leaves a call for another
/// answerer (a person, say).
pub type AnswerFn<'a> = dyn FnMut(&PendingCall) -> Option<Answer> + 'a;

/// Where runs are kept. Every method is one transaction (a claim and its step's
/// `finish` may be one, see the backends).
pub trait Store {
    /// Stores a new run, ready for a worker.
    fn submit(&mut self, run: &Submission) -> Result<RunId, StoreError>;

    /// Claims the oldest ready run (or, with SQLite, a running one whose lease ended)
    /// that has no dump yet or a dump of this engine ([`engine`]), for `lease`; `None`
    /// when there is none. A store holds one claim at a time, and with PostgreSQL any
    /// other call on the same store ends it (the claim is its open transaction): one
    /// store per worker, `claim` then `finish`.
    fn claim(&mut self, worker: &str, lease: Duration) -> Result<Option<Claim>, StoreError>;

    /// Stores the step a claim took. `Ok(false)`: the claim was no longer the run's
    /// (its lease ended and another worker took the run): nothing was stored.
    fn finish(&mut self, claim: &Claim, step: &Step) -> Result<bool, StoreError>;

    /// Gives up a claim without storing a step (the worker is shutting down).
    fn release(&mut self, claim: &Claim) -> Result<(), StoreError>;

    /// Answers the unanswered calls of up to `runs` waiting runs with `answer`, each
    /// call at most once; a run with none left unanswered becomes ready. Returns how
    /// many calls were answered.
    fn answer_calls(&mut self, runs: usize, answer: &mut AnswerFn<'_>)
    -> Result<usize, StoreError>;

    /// Answers one call of a run (a person's answer); an error if the call is unknown
    /// or already answered.
    fn answer_call(&mut self, run: RunId, call: u32, answer: &Answer) -> Result<(), StoreError>;

    /// The run `id`, or an error naming it if there is none.
    fn status(&mut self, id: RunId) -> Result<RunView, StoreError>;

    /// How many runs are in each state, in [`State`]'s order.
    fn counts(&mut self) -> Result<Vec<(State, i64)>, StoreError>;
}

/// This build's engine, as stored with each dump: the fingerprint that every dump
/// carries (a dump loads only into the engine that wrote it). Workers claim only runs
/// whose dump their engine wrote, so during a rolling upgrade old workers finish the
/// old runs and new workers the new ones.
pub fn engine() -> String {
    cairn::image::use_base_image();
    format!("{:016x}", cairn::vm::fingerprint())
}

/// Fuel as stored (a signed 64-bit column).
pub(crate) fn fuel_to_row(fuel: Option<u64>) -> Option<i64> {
    fuel.map(|f| i64::try_from(f).unwrap_or(i64::MAX))
}

/// Fuel as read from a row (a negative number, which no store writes, is none left).
pub(crate) fn fuel_from_row(fuel: Option<i64>) -> Option<u64> {
    fuel.map(|f| u64::try_from(f).unwrap_or(0))
}

/// The milliseconds since the Unix epoch (lease deadlines).
pub(crate) fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

/// Tool names as one stored text (one per line: names are identifiers).
pub(crate) fn join_tools(tools: &[String]) -> String {
    tools.join("\n")
}

/// The tool names of a stored text.
pub(crate) fn split_tools(text: &str) -> Vec<String> {
    text.lines().filter(|l| !l.is_empty()).map(str::to_owned).collect()
}

/// `index` of each call: how many calls of the same tool came before it in the run,
/// given all the run's calls as (call id, tool) in id order.
pub(crate) fn call_indexes(calls: &[(u32, String)]) -> Vec<usize> {
    let mut seen: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    calls
        .iter()
        .map(|(_, tool)| {
            let n = seen.entry(tool.as_str()).or_insert(0);
            *n += 1;
            *n - 1
        })
        .collect()
}
