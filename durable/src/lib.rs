//! Durable runs: a host service that keeps Cairn runs waiting on tool calls in a
//! database, so that a run survives restarts and any worker continues it.
//!
//! A script is submitted ([`Store::submit`]); a worker claims it, runs it to its first
//! idle point and stores the dump and the calls it waits on ([`worker`]); an answerer
//! answers the calls ([`Store::answer_calls`], for example from [`recorded`] answers)
//! and marks the run ready; any worker claims it again, loads the dump into a fresh VM,
//! gives it the answers and runs to the next idle point or the end ([`step`]).
//!
//! ```
//! use cairn_durable::store::{Store, Submission};
//! use cairn_durable::{SqliteStore, recorded::Recorded, worker};
//!
//! let dir = std::env::temp_dir().join(format!("cairn-durable-doc-{}", std::process::id()));
//! std::fs::create_dir_all(&dir).unwrap();
//! let mut store = SqliteStore::open(&dir.join("runs.db")).unwrap();
//! let script = "(async () => (await tools.approve({ amount: 40 })).ok ? 'paid' : 'no')()";
//! let id = store
//!     .submit(&Submission { source: script.into(), name: "pay.js".into(), tools: vec!["approve".into()], fuel: None })
//!     .unwrap();
//! let config = worker::Config { until_idle: true, ..Default::default() };
//! worker::work(&mut store, &config, |_| {}).unwrap(); // runs to the idle point, stores the dump
//! let answers = Recorded::parse(r#"{"approve": {"ok": true}}"#).unwrap();
//! store.answer_calls(10, &mut |call| answers.answer(call)).unwrap();
//! worker::work(&mut store, &config, |_| {}).unwrap(); // loads the dump, answers, finishes
//! let run = store.status(id).unwrap();
//! assert_eq!(cairn::wire::from_slice::<String>(&run.value.unwrap()).unwrap(), "paid");
//! # std::fs::remove_dir_all(&dir).unwrap();
//! ```
//!
//! Storage is one trait, [`Store`], with two backends: [`SqliteStore`] (one file, the
//! default) and [`PostgresStore`] (several machines, one database). What each does so
//! that a worker killed at any point loses nothing is in its module's documentation.

pub mod postgres;
pub mod recorded;
pub mod sqlite;
pub mod step;
pub mod store;
pub mod worker;

pub use postgres::PostgresStore;
pub use sqlite::{SqliteOptions, SqliteStore};
pub use store::{Store, StoreError};

/// Opens the store `target` names: a `postgres://` or `postgresql://` URL, or else a
/// SQLite file path (with every commit on the disk).
pub fn open(target: &str) -> Result<Box<dyn Store>, StoreError> {
    open_with(target, &SqliteOptions::default())
}

/// [`open`], with `sqlite` for a SQLite file.
pub fn open_with(target: &str, sqlite: &SqliteOptions) -> Result<Box<dyn Store>, StoreError> {
    if target.starts_with("postgres://") || target.starts_with("postgresql://") {
        Ok(Box::new(PostgresStore::connect(target)?))
    } else {
        Ok(Box::new(SqliteStore::open_with(std::path::Path::new(target), sqlite)?))
    }
}
