//! The SQLite backend (the default): one file, nothing to install (`rusqlite`, bundled).
//!
//! Several processes share the file: writes are `BEGIN IMMEDIATE` transactions (one
//! writer at a time, the others wait up to the busy timeout) in WAL mode, so readers
//! never block. A claim is a lease: the run is marked `running` until a deadline, and a
//! worker killed mid-step leaves it claimable once the deadline passes. The claim's
//! number guards the step's write, so a worker that outlived its lease stores nothing.

use std::path::Path;
use std::time::Duration;

use cairn::vm::ToolCall;
use rusqlite::{Connection, OptionalExtension, TransactionBehavior, params};

use crate::store::{
    Answer, AnswerFn, Claim, Outcome, PendingCall, RunId, RunView, State, Step, Store, StoreError,
    Submission, call_indexes, fuel_from_row, fuel_to_row, join_tools, now_ms, split_tools,
};

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS runs (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    source TEXT NOT NULL,
    name TEXT NOT NULL,
    tools TEXT NOT NULL,
    state TEXT NOT NULL,
    dump BLOB,
    value BLOB,
    error TEXT,
    steps INTEGER NOT NULL DEFAULT 0,
    claims INTEGER NOT NULL DEFAULT 0,
    worker TEXT,
    lease_until INTEGER,
    engine TEXT,
    fuel INTEGER
);
CREATE INDEX IF NOT EXISTS runs_by_state ON runs (state, id);
CREATE TABLE IF NOT EXISTS calls (
    run INTEGER NOT NULL REFERENCES runs (id),
    call INTEGER NOT NULL,
    step INTEGER NOT NULL,
    tool TEXT NOT NULL,
    args BLOB NOT NULL,
    kind TEXT,
    answer BLOB,
    PRIMARY KEY (run, call)
);
CREATE TABLE IF NOT EXISTS lines (
    run INTEGER NOT NULL REFERENCES runs (id),
    step INTEGER NOT NULL,
    n INTEGER NOT NULL,
    text TEXT NOT NULL,
    PRIMARY KEY (run, step, n)
);
";

/// How long a connection waits for another's write lock.
const BUSY_TIMEOUT: Duration = Duration::from_secs(60);

/// Puts the file in WAL mode (once: the mode stays with the file) and writes the schema
/// where it is missing.
fn set_up(conn: &Connection) -> rusqlite::Result<()> {
    let mode: String = conn.query_row("PRAGMA journal_mode", [], |r| r.get(0))?;
    if !mode.eq_ignore_ascii_case("wal") {
        conn.pragma_update(None, "journal_mode", "WAL")?;
    }
    conn.execute_batch(SCHEMA)
}

/// Whether `e` is SQLite's "busy" or "locked": another connection holds a lock.
fn is_busy(e: &rusqlite::Error) -> bool {
    matches!(
        e,
        rusqlite::Error::SqliteFailure(f, _)
            if matches!(f.code, rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked)
    )
}

/// Claims run `id` in `tx` and reads what its step needs.
fn read_claim(tx: &Connection, id: RunId, worker: &str, until: i64) -> Result<Claim, StoreError> {
    let (token, source, name, tools, dump, steps, fuel) = tx
        .query_row(
            "UPDATE runs SET state = 'running', claims = claims + 1, worker = ?2,
             lease_until = ?3 WHERE id = ?1
             RETURNING claims, source, name, tools, dump, steps, fuel",
            params![id, worker, until],
            |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, String>(3)?,
                    bytes(r, 4)?,
                    r.get::<_, i64>(5)?,
                    r.get::<_, Option<i64>>(6)?,
                ))
            },
        )
        .map_err(db)?;
    let mut stmt = tx
        .prepare(
            "SELECT call, kind, answer FROM calls
             WHERE run = ?1 AND step = ?2 AND kind IS NOT NULL ORDER BY call",
        )
        .map_err(db)?;
    let rows = stmt
        .query_map(params![id, steps], |r| {
            Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?, bytes(r, 2)?.unwrap_or_default()))
        })
        .map_err(db)?;
    let mut answers = Vec::new();
    for row in rows {
        let (call, kind, bytes) = row.map_err(db)?;
        answers.push((call as u32, Answer::from_row(&kind, bytes)?));
    }
    let tools = split_tools(&tools);
    let fuel = fuel_from_row(fuel);
    Ok(Claim { run: id, token, source, name, tools, dump, answers, steps, fuel })
}

/// Column `i` as bytes: a blob, or text (what SQLite's `||` makes of blobs); a number
/// gives no bytes, which no dump or wire value is.
fn bytes(row: &rusqlite::Row<'_>, i: usize) -> rusqlite::Result<Option<Vec<u8>>> {
    use rusqlite::types::ValueRef;
    Ok(match row.get_ref(i)? {
        ValueRef::Null => None,
        ValueRef::Blob(b) | ValueRef::Text(b) => Some(b.to_vec()),
        ValueRef::Integer(_) | ValueRef::Real(_) => Some(Vec::new()),
    })
}

/// How a [`SqliteStore`] opens its file.
#[derive(Clone, Debug, Default)]
pub struct SqliteOptions {
    /// When a commit reaches the disk.
    pub sync: Synchronous,
}

/// SQLite's `synchronous` setting, in WAL mode.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Synchronous {
    /// Every commit is on the disk before it returns (`FULL`): nothing committed is lost,
    /// even to a power cut. The default.
    #[default]
    Full,
    /// Commits reach the disk at checkpoints (`NORMAL`): nothing is lost when processes
    /// die, but a power cut or an OS crash may lose the last commits. Several times
    /// faster on disks with slow flushes.
    Normal,
}

/// Runs kept in one SQLite file.
pub struct SqliteStore {
    conn: Connection,
    /// This build's engine ([`crate::store::engine`]).
    engine: String,
    /// The last waiting run `answer_calls` visited: the next call starts after it, so
    /// runs whose calls no answerer takes do not starve the others.
    answer_cursor: RunId,
}

/// A SQLite error as a store error.
fn db(e: rusqlite::Error) -> StoreError {
    StoreError::new(format!("sqlite: {e}"))
}

impl SqliteStore {
    /// Opens (or creates) the database file at `path`, with every commit on the disk.
    pub fn open(path: &Path) -> Result<SqliteStore, StoreError> {
        SqliteStore::open_with(path, &SqliteOptions::default())
    }

    /// Opens (or creates) the database file at `path` with `options`.
    pub fn open_with(path: &Path, options: &SqliteOptions) -> Result<SqliteStore, StoreError> {
        let conn = Connection::open(path).map_err(db)?;
        // Waiting writers retry for this long before failing with "database is locked".
        conn.busy_timeout(BUSY_TIMEOUT).map_err(db)?;
        let sync = match options.sync {
            Synchronous::Full => "FULL",
            Synchronous::Normal => "NORMAL",
        };
        conn.pragma_update(None, "synchronous", sync).map_err(db)?;
        conn.pragma_update(None, "foreign_keys", "ON").map_err(db)?;
        // Switching a new file to WAL and writing its schema can meet SQLITE_BUSY without
        // the busy handler being asked (several processes opening a new file at once):
        // those steps are retried until the busy timeout.
        let start = std::time::Instant::now();
        loop {
            match set_up(&conn) {
                Ok(()) => break,
                Err(e) if is_busy(&e) && start.elapsed() < BUSY_TIMEOUT => {
                    std::thread::sleep(Duration::from_millis(5));
                }
                Err(e) => return Err(db(e)),
            }
        }
        Ok(SqliteStore { conn, engine: crate::store::engine(), answer_cursor: 0 })
    }

    /// The connection, for tests and tools that look at the tables.
    pub fn connection(&mut self) -> &mut Connection {
        &mut self.conn
    }
}

impl Store for SqliteStore {
    fn submit(&mut self, run: &Submission) -> Result<RunId, StoreError> {
        self.conn
            .execute(
                "INSERT INTO runs (source, name, tools, state, fuel) VALUES (?1, ?2, ?3, 'ready', ?4)",
                params![run.source, run.name, join_tools(&run.tools), fuel_to_row(run.fuel)],
            )
            .map_err(db)?;
        Ok(self.conn.last_insert_rowid())
    }

    fn claim(&mut self, worker: &str, lease: Duration) -> Result<Option<Claim>, StoreError> {
        let now = now_ms();
        let until = now + lease.as_millis() as i64;
        let tx = self.conn.transaction_with_behavior(TransactionBehavior::Immediate).map_err(db)?;
        loop {
            let id: Option<RunId> = tx
                .query_row(
                    "SELECT id FROM runs
                     WHERE (state = 'ready' OR (state = 'running' AND lease_until < ?1))
                     AND (engine IS NULL OR engine = ?2) ORDER BY id LIMIT 1",
                    params![now, self.engine],
                    |r| r.get(0),
                )
                .optional()
                .map_err(db)?;
            let Some(id) = id else { return Ok(None) };
            match read_claim(&tx, id, worker, until) {
                Ok(claim) => {
                    tx.commit().map_err(db)?;
                    return Ok(Some(claim));
                }
                // A row that does not read (edited by hand, written by something else)
                // fails its run, or every worker would stop on it in turn.
                Err(e) => {
                    tx.execute(
                        "UPDATE runs SET state = 'failed', error = ?2, worker = NULL,
                         lease_until = NULL WHERE id = ?1",
                        params![id, format!("the stored run does not read: {e}")],
                    )
                    .map_err(db)?;
                }
            }
        }
    }

    fn finish(&mut self, claim: &Claim, step: &Step) -> Result<bool, StoreError> {
        let tx = self.conn.transaction_with_behavior(TransactionBehavior::Immediate).map_err(db)?;
        let engine = matches!(step.outcome, Outcome::Waiting { .. }).then_some(&self.engine);
        let (state, dump, value, error) = match &step.outcome {
            Outcome::Waiting { dump, .. } => (State::Waiting, Some(dump.as_slice()), None, None),
            Outcome::Done(value) => (State::Done, None, Some(value.as_slice()), None),
            Outcome::Threw(text) => (State::Threw, None, None, Some(text.as_str())),
            // A failed run keeps its dump, for a look at what went wrong.
            Outcome::Failed(reason) => {
                (State::Failed, claim.dump.as_deref(), None, Some(reason.as_str()))
            }
        };
        let changed = tx
            .execute(
                "UPDATE runs SET state = ?3, dump = ?4, value = ?5, error = ?6,
                 steps = steps + 1, worker = NULL, lease_until = NULL,
                 engine = coalesce(?7, engine), fuel = ?8
                 WHERE id = ?1 AND claims = ?2 AND state = 'running'",
                params![
                    claim.run,
                    claim.token,
                    state.as_str(),
                    dump,
                    value,
                    error,
                    engine,
                    fuel_to_row(step.fuel)
                ],
            )
            .map_err(db)?;
        if changed == 0 {
            return Ok(false);
        }
        let number = claim.steps + 1;
        for (n, text) in step.lines.iter().enumerate() {
            tx.execute(
                "INSERT INTO lines (run, step, n, text) VALUES (?1, ?2, ?3, ?4)",
                params![claim.run, number, n as i64, text],
            )
            .map_err(db)?;
        }
        if let Outcome::Waiting { calls, .. } = &step.outcome {
            for call in calls {
                tx.execute(
                    "INSERT OR IGNORE INTO calls (run, call, step, tool, args)
                     VALUES (?1, ?2, ?3, ?4, ?5)",
                    params![claim.run, call.id as i64, number, call.name, call.args],
                )
                .map_err(db)?;
            }
        }
        tx.commit().map_err(db)?;
        Ok(true)
    }

    fn release(&mut self, claim: &Claim) -> Result<(), StoreError> {
        self.conn
            .execute(
                "UPDATE runs SET state = 'ready', worker = NULL, lease_until = NULL
                 WHERE id = ?1 AND claims = ?2 AND state = 'running'",
                params![claim.run, claim.token],
            )
            .map_err(db)?;
        Ok(())
    }

    fn answer_calls(
        &mut self,
        runs: usize,
        answer: &mut AnswerFn<'_>,
    ) -> Result<usize, StoreError> {
        let tx = self.conn.transaction_with_behavior(TransactionBehavior::Immediate).map_err(db)?;
        let mut ids: Vec<RunId> = {
            let mut stmt = tx
                .prepare(
                    "SELECT id FROM runs WHERE state = 'waiting' AND id > ?1 ORDER BY id LIMIT ?2",
                )
                .map_err(db)?;
            let rows = stmt
                .query_map(params![self.answer_cursor, runs as i64], |r| r.get(0))
                .map_err(db)?;
            rows.collect::<Result<_, _>>().map_err(db)?
        };
        if ids.is_empty() && self.answer_cursor > 0 {
            // Wrap around to the oldest waiting runs.
            self.answer_cursor = 0;
            let mut stmt = tx
                .prepare("SELECT id FROM runs WHERE state = 'waiting' ORDER BY id LIMIT ?1")
                .map_err(db)?;
            let rows = stmt.query_map(params![runs as i64], |r| r.get(0)).map_err(db)?;
            ids = rows.collect::<Result<_, _>>().map_err(db)?;
        }
        let mut answered = 0;
        for &run in &ids {
            let calls: Vec<(u32, String, Vec<u8>, bool)> = {
                let mut stmt = tx
                    .prepare(
                        "SELECT call, tool, args, kind IS NOT NULL FROM calls
                         WHERE run = ?1 ORDER BY call",
                    )
                    .map_err(db)?;
                let rows = stmt
                    .query_map([run], |r| {
                        Ok((r.get::<_, i64>(0)? as u32, r.get(1)?, r.get(2)?, r.get(3)?))
                    })
                    .map_err(db)?;
                rows.collect::<Result<_, _>>().map_err(db)?
            };
            let names: Vec<(u32, String)> = calls.iter().map(|c| (c.0, c.1.clone())).collect();
            let mut left = 0;
            for ((id, tool, args, done), index) in calls.into_iter().zip(call_indexes(&names)) {
                if done {
                    continue;
                }
                let pending = PendingCall { run, call: ToolCall { id, name: tool, args }, index };
                let Some(reply) = answer(&pending) else {
                    left += 1;
                    continue;
                };
                let (kind, bytes) = reply.to_row();
                answered += tx
                    .execute(
                        "UPDATE calls SET kind = ?3, answer = ?4
                         WHERE run = ?1 AND call = ?2 AND kind IS NULL",
                        params![run, id as i64, kind, bytes],
                    )
                    .map_err(db)?;
            }
            if left == 0 {
                tx.execute(
                    "UPDATE runs SET state = 'ready' WHERE id = ?1 AND state = 'waiting'",
                    [run],
                )
                .map_err(db)?;
            }
            self.answer_cursor = run;
        }
        tx.commit().map_err(db)?;
        Ok(answered)
    }

    fn answer_call(&mut self, run: RunId, call: u32, answer: &Answer) -> Result<(), StoreError> {
        let tx = self.conn.transaction_with_behavior(TransactionBehavior::Immediate).map_err(db)?;
        let state: Option<String> = tx
            .query_row("SELECT state FROM runs WHERE id = ?1", [run], |r| r.get(0))
            .optional()
            .map_err(db)?;
        let Some(state) = state else { return Err(StoreError::new(format!("no run {run}"))) };
        let (kind, bytes) = answer.to_row();
        let changed = tx
            .execute(
                "UPDATE calls SET kind = ?3, answer = ?4
                 WHERE run = ?1 AND call = ?2 AND kind IS NULL",
                params![run, call as i64, kind, bytes],
            )
            .map_err(db)?;
        if changed == 0 {
            return Err(StoreError::new(format!(
                "run {run} ({state}) has no unanswered call {call}"
            )));
        }
        let left: i64 = tx
            .query_row("SELECT count(*) FROM calls WHERE run = ?1 AND kind IS NULL", [run], |r| {
                r.get(0)
            })
            .map_err(db)?;
        if left == 0 {
            tx.execute(
                "UPDATE runs SET state = 'ready' WHERE id = ?1 AND state = 'waiting'",
                [run],
            )
            .map_err(db)?;
        }
        tx.commit().map_err(db)
    }

    fn status(&mut self, id: RunId) -> Result<RunView, StoreError> {
        let tx = self.conn.transaction().map_err(db)?;
        let row = tx
            .query_row(
                "SELECT state, steps, claims, value, error, length(dump), engine, fuel
                 FROM runs WHERE id = ?1",
                [id],
                |r| {
                    Ok((
                        r.get::<_, String>(0)?,
                        r.get::<_, i64>(1)?,
                        r.get::<_, i64>(2)?,
                        r.get::<_, Option<Vec<u8>>>(3)?,
                        r.get::<_, Option<String>>(4)?,
                        r.get::<_, Option<i64>>(5)?,
                        r.get::<_, Option<String>>(6)?,
                        r.get::<_, Option<i64>>(7)?,
                    ))
                },
            )
            .optional()
            .map_err(db)?;
        let Some((state, steps, claims, value, error, dump_bytes, engine, fuel)) = row else {
            return Err(StoreError::new(format!("no run {id}")));
        };
        let lines = {
            let mut stmt =
                tx.prepare("SELECT text FROM lines WHERE run = ?1 ORDER BY step, n").map_err(db)?;
            let rows = stmt.query_map([id], |r| r.get(0)).map_err(db)?;
            rows.collect::<Result<Vec<String>, _>>().map_err(db)?
        };
        let unanswered = {
            let mut stmt = tx
                .prepare("SELECT call, tool, args FROM calls WHERE run = ?1 AND kind IS NULL ORDER BY call")
                .map_err(db)?;
            let rows = stmt
                .query_map([id], |r| {
                    Ok(ToolCall {
                        id: r.get::<_, i64>(0)? as u32,
                        name: r.get(1)?,
                        args: r.get(2)?,
                    })
                })
                .map_err(db)?;
            rows.collect::<Result<Vec<_>, _>>().map_err(db)?
        };
        Ok(RunView {
            id,
            state: State::parse(&state)?,
            steps,
            claims,
            lines,
            value,
            error,
            unanswered,
            dump_bytes: dump_bytes.unwrap_or(0) as usize,
            engine,
            fuel: fuel_from_row(fuel),
        })
    }

    fn counts(&mut self) -> Result<Vec<(State, i64)>, StoreError> {
        let mut stmt =
            self.conn.prepare("SELECT state, count(*) FROM runs GROUP BY state").map_err(db)?;
        let rows = stmt
            .query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?)))
            .map_err(db)?;
        let mut out = Vec::new();
        for row in rows {
            let (state, n) = row.map_err(db)?;
            out.push((State::parse(&state)?, n));
        }
        out.sort_by_key(|(s, _)| *s as u8);
        Ok(out)
    }
}
