//! The PostgreSQL backend, for several machines sharing one database (the `postgres`
//! crate, synchronous).
//!
//! A claim is a row lock: `SELECT ... FOR UPDATE SKIP LOCKED` in a transaction that
//! stays open while the worker takes the step, and the step's write commits in that same
//! transaction. Other workers skip the locked row; a worker that dies drops its
//! connection, the server rolls the transaction back, and the run is ready again at
//! once, with no lease to wait out. The session's `idle_in_transaction_session_timeout`
//! (the lease) ends a claim whose worker hangs.

use std::time::Duration;

use cairn::vm::ToolCall;
use postgres::{Client, NoTls};

use crate::store::{
    Answer, AnswerFn, Claim, Outcome, PendingCall, RunId, RunView, State, Step, Store, StoreError,
    Submission, call_indexes, fuel_from_row, fuel_to_row, join_tools, split_tools,
};

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS runs (
    id BIGSERIAL PRIMARY KEY,
    source TEXT NOT NULL,
    name TEXT NOT NULL,
    tools TEXT NOT NULL,
    state TEXT NOT NULL,
    dump BYTEA,
    value BYTEA,
    error TEXT,
    steps BIGINT NOT NULL DEFAULT 0,
    claims BIGINT NOT NULL DEFAULT 0,
    worker TEXT,
    engine TEXT,
    fuel BIGINT
);
CREATE INDEX IF NOT EXISTS runs_by_state ON runs (state, id);
CREATE TABLE IF NOT EXISTS calls (
    run BIGINT NOT NULL REFERENCES runs (id),
    call BIGINT NOT NULL,
    step BIGINT NOT NULL,
    tool TEXT NOT NULL,
    args BYTEA NOT NULL,
    kind TEXT,
    answer BYTEA,
    PRIMARY KEY (run, call)
);
CREATE TABLE IF NOT EXISTS lines (
    run BIGINT NOT NULL REFERENCES runs (id),
    step BIGINT NOT NULL,
    n BIGINT NOT NULL,
    text TEXT NOT NULL,
    PRIMARY KEY (run, step, n)
);
";

/// Column `i` of `row`, or an error naming it (where `Row::get` would panic).
fn col<'a, T: postgres::types::FromSql<'a>>(
    row: &'a postgres::Row,
    i: usize,
) -> Result<T, StoreError> {
    row.try_get(i).map_err(|e| StoreError::new(format!("postgres: column {i}: {e}")))
}

/// Claims run `id` (locked by the caller's transaction) and reads what its step needs.
fn read_claim(client: &mut Client, id: RunId, worker: &str) -> Result<Claim, StoreError> {
    let row = client
        .query_one(
            "UPDATE runs SET claims = claims + 1, worker = $2 WHERE id = $1
             RETURNING claims, source, name, tools, dump, steps, fuel",
            &[&id, &worker],
        )
        .map_err(db)?;
    let steps: i64 = col(&row, 5)?;
    let rows = client
        .query(
            "SELECT call, kind, answer FROM calls
             WHERE run = $1 AND step = $2 AND kind IS NOT NULL ORDER BY call",
            &[&id, &steps],
        )
        .map_err(db)?;
    let mut answers = Vec::new();
    for r in rows {
        let call: i64 = col(&r, 0)?;
        answers.push((call as u32, Answer::from_row(col(&r, 1)?, col(&r, 2)?)?));
    }
    let tools: String = col(&row, 3)?;
    Ok(Claim {
        run: id,
        token: col(&row, 0)?,
        source: col(&row, 1)?,
        name: col(&row, 2)?,
        tools: split_tools(&tools),
        dump: col(&row, 4)?,
        answers,
        steps,
        fuel: fuel_from_row(col(&row, 6)?),
    })
}

/// Runs kept in a PostgreSQL database.
pub struct PostgresStore {
    client: Client,
    /// This build's engine ([`crate::store::engine`]).
    engine: String,
    /// The run whose claim's transaction is open, if any.
    open_claim: Option<RunId>,
}

/// A PostgreSQL error as a store error.
fn db(e: postgres::Error) -> StoreError {
    StoreError::new(format!("postgres: {e}"))
}

impl PostgresStore {
    /// Connects to `url` (`postgresql://user@host:port/db`) and creates the tables if
    /// they are missing.
    pub fn connect(url: &str) -> Result<PostgresStore, StoreError> {
        let mut client = Client::connect(url, NoTls).map_err(db)?;
        // `CREATE INDEX IF NOT EXISTS` takes a lock that waits for every open claim, so
        // the schema is written only when it is missing. Several processes may start at
        // once: one writes it, under a lock.
        let present = client
            .query_one(
                "SELECT to_regclass('runs') IS NOT NULL AND to_regclass('runs_by_state') IS NOT NULL
                 AND to_regclass('calls') IS NOT NULL AND to_regclass('lines') IS NOT NULL",
                &[],
            )
            .map_err(db)?;
        if !col::<bool>(&present, 0)? {
            client
                .batch_execute(&format!(
                    "BEGIN; SELECT pg_advisory_xact_lock(7243101); {SCHEMA} COMMIT;"
                ))
                .map_err(db)?;
        }
        Ok(PostgresStore { client, engine: crate::store::engine(), open_claim: None })
    }

    /// The client, for tests and tools that look at the tables.
    pub fn client(&mut self) -> &mut Client {
        &mut self.client
    }

    /// Ends an open claim's transaction without storing anything.
    fn rollback_claim(&mut self) -> Result<(), StoreError> {
        if self.open_claim.take().is_some() {
            self.client.batch_execute("ROLLBACK").map_err(db)?;
        }
        Ok(())
    }

    /// Runs `body` in a transaction: committed if it returns `Ok`, rolled back if not.
    fn in_transaction<T>(
        &mut self,
        body: impl FnOnce(&mut Client) -> Result<T, StoreError>,
    ) -> Result<T, StoreError> {
        self.rollback_claim()?;
        self.client.batch_execute("BEGIN").map_err(db)?;
        match body(&mut self.client) {
            Ok(out) => {
                self.client.batch_execute("COMMIT").map_err(db)?;
                Ok(out)
            }
            Err(e) => {
                // The connection may be gone too; the first error is the one to report.
                let _ = self.client.batch_execute("ROLLBACK");
                Err(e)
            }
        }
    }
}

impl Store for PostgresStore {
    fn submit(&mut self, run: &Submission) -> Result<RunId, StoreError> {
        self.rollback_claim()?;
        let row = self
            .client
            .query_one(
                "INSERT INTO runs (source, name, tools, state, fuel)
                 VALUES ($1, $2, $3, 'ready', $4) RETURNING id",
                &[&run.source, &run.name, &join_tools(&run.tools), &fuel_to_row(run.fuel)],
            )
            .map_err(db)?;
        col(&row, 0)
    }

    fn claim(&mut self, worker: &str, lease: Duration) -> Result<Option<Claim>, StoreError> {
        self.rollback_claim()?;
        self.client
            .batch_execute(&format!(
                "BEGIN; SET LOCAL idle_in_transaction_session_timeout = {}",
                lease.as_millis().max(1)
            ))
            .map_err(db)?;
        loop {
            let row = self.client.query_opt(
                "SELECT id FROM runs WHERE state = 'ready' AND (engine IS NULL OR engine = $1)
                 ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED",
                &[&self.engine],
            );
            let id: RunId =
                match row.map_err(db).and_then(|row| row.map(|r| col(&r, 0)).transpose()) {
                    Ok(Some(id)) => id,
                    other => {
                        let _ = self.client.batch_execute("ROLLBACK");
                        return other.map(|_| None);
                    }
                };
            match read_claim(&mut self.client, id, worker) {
                Ok(claim) => {
                    self.open_claim = Some(id);
                    return Ok(Some(claim));
                }
                // A row that does not read fails its run, or every worker would stop on
                // it in turn; the failure commits, and the claim goes on in a new
                // transaction.
                Err(e) => {
                    let failed = self.client.execute(
                        "UPDATE runs SET state = 'failed', error = $2, worker = NULL WHERE id = $1",
                        &[&id, &format!("the stored run does not read: {e}")],
                    );
                    if let Err(e) = failed
                        .map_err(db)
                        .and_then(|_| self.client.batch_execute("COMMIT; BEGIN").map_err(db))
                    {
                        let _ = self.client.batch_execute("ROLLBACK");
                        return Err(e);
                    }
                }
            }
        }
    }

    fn finish(&mut self, claim: &Claim, step: &Step) -> Result<bool, StoreError> {
        if self.open_claim != Some(claim.run) {
            // The claim's transaction is gone (another call ended it): nothing is held.
            return Ok(false);
        }
        let (state, dump, value, error) = match &step.outcome {
            Outcome::Waiting { dump, .. } => (State::Waiting, Some(dump.clone()), None, None),
            Outcome::Done(value) => (State::Done, None, Some(value.clone()), None),
            Outcome::Threw(text) => (State::Threw, None, None, Some(text.clone())),
            Outcome::Failed(reason) => {
                (State::Failed, claim.dump.clone(), None, Some(reason.clone()))
            }
        };
        let number = claim.steps + 1;
        let engine = matches!(step.outcome, Outcome::Waiting { .. }).then_some(&self.engine);
        let client = &mut self.client;
        let result = (|| {
            let changed = client
                .execute(
                    "UPDATE runs SET state = $3, dump = $4, value = $5, error = $6,
                     steps = steps + 1, worker = NULL, engine = coalesce($7, engine),
                     fuel = $8 WHERE id = $1 AND claims = $2",
                    &[
                        &claim.run,
                        &claim.token,
                        &state.as_str(),
                        &dump,
                        &value,
                        &error,
                        &engine,
                        &fuel_to_row(step.fuel),
                    ],
                )
                .map_err(db)?;
            if changed == 0 {
                return Ok(false);
            }
            for (n, text) in step.lines.iter().enumerate() {
                client
                    .execute(
                        "INSERT INTO lines (run, step, n, text) VALUES ($1, $2, $3, $4)",
                        &[&claim.run, &number, &(n as i64), text],
                    )
                    .map_err(db)?;
            }
            if let Outcome::Waiting { calls, .. } = &step.outcome {
                for call in calls {
                    client
                        .execute(
                            "INSERT INTO calls (run, call, step, tool, args)
                             VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
                            &[&claim.run, &(call.id as i64), &number, &call.name, &call.args],
                        )
                        .map_err(db)?;
                }
            }
            Ok(true)
        })();
        self.open_claim = None;
        match result {
            Ok(true) => {
                self.client.batch_execute("COMMIT").map_err(db)?;
                Ok(true)
            }
            Ok(false) => {
                self.client.batch_execute("ROLLBACK").map_err(db)?;
                Ok(false)
            }
            Err(e) => {
                let _ = self.client.batch_execute("ROLLBACK");
                Err(e)
            }
        }
    }

    fn release(&mut self, claim: &Claim) -> Result<(), StoreError> {
        if self.open_claim == Some(claim.run) {
            self.rollback_claim()?;
        }
        Ok(())
    }

    fn answer_calls(
        &mut self,
        runs: usize,
        answer: &mut AnswerFn<'_>,
    ) -> Result<usize, StoreError> {
        self.in_transaction(|client| {
            // Runs, not calls, are locked: one answerer takes all of a run's calls, so the
            // one that answers the last of them sees that none is left and marks it ready.
            let ids: Vec<RunId> = client
                .query(
                    "SELECT id FROM runs WHERE state = 'waiting'
                     ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED",
                    &[&(runs as i64)],
                )
                .map_err(db)?
                .iter()
                .map(|r| col(r, 0))
                .collect::<Result<_, _>>()?;
            let mut answered = 0;
            for run in ids {
                let calls: Vec<(u32, String, Vec<u8>, bool)> = client
                    .query(
                        "SELECT call, tool, args, kind IS NOT NULL FROM calls
                         WHERE run = $1 ORDER BY call",
                        &[&run],
                    )
                    .map_err(db)?
                    .iter()
                    .map(|r| Ok((col::<i64>(r, 0)? as u32, col(r, 1)?, col(r, 2)?, col(r, 3)?)))
                    .collect::<Result<_, StoreError>>()?;
                let names: Vec<(u32, String)> = calls.iter().map(|c| (c.0, c.1.clone())).collect();
                let mut left = 0;
                for ((id, tool, args, done), index) in calls.into_iter().zip(call_indexes(&names)) {
                    if done {
                        continue;
                    }
                    let pending =
                        PendingCall { run, call: ToolCall { id, name: tool, args }, index };
                    let Some(reply) = answer(&pending) else {
                        left += 1;
                        continue;
                    };
                    let (kind, bytes) = reply.to_row();
                    answered += client
                        .execute(
                            "UPDATE calls SET kind = $3, answer = $4
                             WHERE run = $1 AND call = $2 AND kind IS NULL",
                            &[&run, &(id as i64), &kind, &bytes],
                        )
                        .map_err(db)? as usize;
                }
                if left == 0 {
                    client
                        .execute(
                            "UPDATE runs SET state = 'ready' WHERE id = $1 AND state = 'waiting'",
                            &[&run],
                        )
                        .map_err(db)?;
                }
            }
            Ok(answered)
        })
    }

    fn answer_call(&mut self, run: RunId, call: u32, answer: &Answer) -> Result<(), StoreError> {
        self.in_transaction(|client| {
            let Some(row) = client
                .query_opt("SELECT state FROM runs WHERE id = $1 FOR UPDATE", &[&run])
                .map_err(db)?
            else {
                return Err(StoreError::new(format!("no run {run}")));
            };
            let state: String = col(&row, 0)?;
            let (kind, bytes) = answer.to_row();
            let changed = client
                .execute(
                    "UPDATE calls SET kind = $3, answer = $4
                     WHERE run = $1 AND call = $2 AND kind IS NULL",
                    &[&run, &(call as i64), &kind, &bytes],
                )
                .map_err(db)?;
            if changed == 0 {
                return Err(StoreError::new(format!(
                    "run {run} ({state}) has no unanswered call {call}"
                )));
            }
            let left: i64 = client
                .query_one("SELECT count(*) FROM calls WHERE run = $1 AND kind IS NULL", &[&run])
                .map_err(db)?
                .get(0);
            if left == 0 {
                client
                    .execute(
                        "UPDATE runs SET state = 'ready' WHERE id = $1 AND state = 'waiting'",
                        &[&run],
                    )
                    .map_err(db)?;
            }
            Ok(())
        })
    }

    fn status(&mut self, id: RunId) -> Result<RunView, StoreError> {
        self.in_transaction(|client| {
            let Some(row) = client
                .query_opt(
                    "SELECT state, steps, claims, value, error, length(dump), engine, fuel
                     FROM runs WHERE id = $1",
                    &[&id],
                )
                .map_err(db)?
            else {
                return Err(StoreError::new(format!("no run {id}")));
            };
            let state: String = col(&row, 0)?;
            let lines = client
                .query("SELECT text FROM lines WHERE run = $1 ORDER BY step, n", &[&id])
                .map_err(db)?
                .iter()
                .map(|r| col(r, 0))
                .collect::<Result<_, _>>()?;
            let unanswered = client
                .query(
                    "SELECT call, tool, args FROM calls WHERE run = $1 AND kind IS NULL ORDER BY call",
                    &[&id],
                )
                .map_err(db)?
                .iter()
                .map(|r| Ok(ToolCall { id: col::<i64>(r, 0)? as u32, name: col(r, 1)?, args: col(r, 2)? }))
                .collect::<Result<_, StoreError>>()?;
            Ok(RunView {
                id,
                state: State::parse(&state)?,
                steps: col(&row, 1)?,
                claims: col(&row, 2)?,
                lines,
                value: col(&row, 3)?,
                error: col(&row, 4)?,
                unanswered,
                dump_bytes: col::<Option<i32>>(&row, 5)?.unwrap_or(0) as usize,
                engine: col(&row, 6)?,
                fuel: fuel_from_row(col(&row, 7)?),
            })
        })
    }

    fn counts(&mut self) -> Result<Vec<(State, i64)>, StoreError> {
        self.rollback_claim()?;
        let rows = self
            .client
            .query("SELECT state, count(*) FROM runs GROUP BY state", &[])
            .map_err(db)?;
        let mut out = Vec::new();
        for r in rows {
            out.push((State::parse(col(&r, 0)?)?, col(&r, 1)?));
        }
        out.sort_by_key(|(s, _)| *s as u8);
        Ok(out)
    }
}
