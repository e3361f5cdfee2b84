//! The service's guarantees one at a time, on SQLite: a dump that fails its checksum
//! or a call with no answer marks the run failed with the reason (never a panic), and
//! so does a row that does not read; unknown runs and calls are errors; a call is
//! answered once; a worker whose lease ended stores nothing once another took the run
//! over; a dump of another engine build waits for a worker of that build; a run's fuel
//! lasts over all its steps; recorded answers go by the call's index in the run,
//! whichever answerer gives them; several connections opening a new file at once all
//! succeed; and the CLI drives a run from submit to status.

use std::path::PathBuf;
use std::time::Duration;

use cairn_durable::SqliteStore;
use cairn_durable::recorded::Recorded;
use cairn_durable::store::{Answer, Outcome, State, Store, Submission};
use cairn_durable::worker::{self, Config};

/// A fresh database file in a folder of its own.
fn fresh(name: &str) -> (PathBuf, SqliteStore) {
    let dir = std::env::temp_dir().join(format!("cairn-durable-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("temp dir");
    let store = SqliteStore::open(&dir.join("runs.db")).expect("open");
    (dir, store)
}

fn submission(source: &str, tools: &[&str]) -> Submission {
    Submission {
        source: source.into(),
        name: "t.js".into(),
        tools: tools.iter().map(|t| t.to_string()).collect(),
        fuel: None,
    }
}

fn until_idle() -> Config {
    Config { until_idle: true, ..Config::default() }
}

const TWO_STEPS: &str = "(async () => { const a = await tools.ask('a'); console.log('got', a);
    const b = await tools.ask('b'); return a + b; })()";

#[test]
fn a_corrupt_dump_fails_the_run_with_the_reason() {
    let (dir, mut store) = fresh("corrupt");
    let id = store.submit(&submission(TWO_STEPS, &["ask"])).expect("submit");
    worker::work(&mut store, &until_idle(), |_| {}).expect("work");
    assert_eq!(store.status(id).expect("status").state, State::Waiting);
    // A byte of the stored dump flips (a bad disk, a bad copy).
    store
        .connection()
        .execute(
            "UPDATE runs SET dump = CAST(substr(dump, 1, 60) || x'ff' || substr(dump, 62) AS BLOB)
             WHERE id = ?1",
            [id],
        )
        .expect("flip a byte");
    store
        .answer_call(id, 0, &Answer::Resolve(cairn::wire::to_vec(&1).expect("wire")))
        .expect("answer");
    worker::work(&mut store, &until_idle(), |_| {}).expect("work");
    let run = store.status(id).expect("status");
    assert_eq!(run.state, State::Failed);
    let reason = run.error.expect("a reason");
    assert!(reason.contains("does not load") && reason.contains("checksum"), "{reason}");
    // The failed run keeps its dump, and no worker claims it again.
    assert!(run.dump_bytes > 0);
    assert!(store.claim("w", Duration::from_secs(1)).expect("claim").is_none());
    // A dump column that holds text or a number fails its run too.
    for junk in ["'not a dump'", "42"] {
        let id = store.submit(&submission(TWO_STEPS, &["ask"])).expect("submit");
        worker::work(&mut store, &until_idle(), |_| {}).expect("work");
        let sql = format!("UPDATE runs SET dump = {junk}, state = 'ready' WHERE id = ?1");
        store.connection().execute(&sql, [id]).expect("edit");
        worker::work(&mut store, &until_idle(), |_| {}).expect("work");
        let run = store.status(id).expect("status");
        assert_eq!(run.state, State::Failed, "{junk}");
        assert!(run.error.as_deref().is_some_and(|e| e.contains("does not load")), "{run:?}");
    }
    // So does a row whose source is not text: the worker goes on with other runs.
    let bad = store.submit(&submission(TWO_STEPS, &["ask"])).expect("submit");
    store
        .connection()
        .execute("UPDATE runs SET source = x'00ff' WHERE id = ?1", [bad])
        .expect("edit");
    let good = store.submit(&submission("1 + 1", &[])).expect("submit");
    worker::work(&mut store, &until_idle(), |_| {}).expect("work");
    let run = store.status(bad).expect("status");
    assert_eq!(run.state, State::Failed);
    assert!(run.error.as_deref().is_some_and(|e| e.contains("does not read")), "{run:?}");
    assert_eq!(store.status(good).expect("status").state, State::Done);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_call_with_no_answer_fails_the_run() {
    let (dir, mut store) = fresh("no-answer");
    let id = store.submit(&submission(TWO_STEPS, &["ask"])).expect("submit");
    worker::work(&mut store, &until_idle(), |_| {}).expect("work");
    // The row is marked ready with its answer missing (a hand edit of the database).
    store
        .connection()
        .execute("UPDATE runs SET state = 'ready' WHERE id = ?1", [id])
        .expect("edit");
    worker::work(&mut store, &until_idle(), |_| {}).expect("work");
    let run = store.status(id).expect("status");
    assert_eq!(run.state, State::Failed);
    assert_eq!(run.error.as_deref(), Some("call 0 (ask) has no answer"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn unknown_runs_and_calls_are_errors_and_a_call_is_answered_once() {
    let (dir, mut store) = fresh("once");
    assert_eq!(store.status(99).expect_err("no run").message, "no run 99");
    let one = Answer::Resolve(cairn::wire::to_vec(&1).expect("wire"));
    assert_eq!(store.answer_call(99, 0, &one).expect_err("no run").message, "no run 99");
    let id = store.submit(&submission(TWO_STEPS, &["ask"])).expect("submit");
    worker::work(&mut store, &until_idle(), |_| {}).expect("work");
    assert!(store.answer_call(id, 7, &one).is_err(), "no call 7");
    store.answer_call(id, 0, &one).expect("answer");
    let again = store.answer_call(id, 0, &one).expect_err("answered already");
    assert_eq!(again.message, format!("run {id} (ready) has no unanswered call 0"));
    let mut asked = 0;
    let answered = store
        .answer_calls(10, &mut |_| {
            asked += 1;
            Some(Answer::Error("no".into()))
        })
        .expect("answer");
    assert_eq!((answered, asked), (0, 0), "a ready run's calls are not offered again");
    worker::work(&mut store, &until_idle(), |_| {}).expect("work");
    let run = store.status(id).expect("status");
    assert_eq!((run.state, run.lines.clone()), (State::Waiting, vec!["got 1".to_string()]));
    assert_eq!(run.unanswered.len(), 1);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_worker_past_its_lease_stores_nothing_once_the_run_is_taken_over() {
    let (dir, mut store) = fresh("lease");
    let id = store.submit(&submission(TWO_STEPS, &["ask"])).expect("submit");
    let slow = store.claim("slow", Duration::ZERO).expect("claim").expect("a ready run");
    std::thread::sleep(Duration::from_millis(5));
    let fast =
        store.claim("fast", Duration::from_secs(60)).expect("claim").expect("the lease ended");
    assert_eq!((fast.run, fast.token), (id, slow.token + 1));
    let step = cairn_durable::step::take(&slow, &Default::default());
    assert!(matches!(step.outcome, Outcome::Waiting { .. }));
    assert!(!store.finish(&slow, &step).expect("finish"), "the slow worker's step is not stored");
    assert!(store.finish(&fast, &step).expect("finish"));
    let run = store.status(id).expect("status");
    assert_eq!((run.state, run.steps, run.claims), (State::Waiting, 1, 2));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_dump_of_another_engine_waits_for_a_worker_of_that_engine() {
    let (dir, mut store) = fresh("engine");
    let id = store.submit(&submission(TWO_STEPS, &["ask"])).expect("submit");
    worker::work(&mut store, &until_idle(), |_| {}).expect("work");
    let run = store.status(id).expect("status");
    assert_eq!(run.engine, Some(cairn_durable::store::engine()));
    store.answer_call(id, 0, &Answer::Error("no".into())).expect("answer");
    // As if an older build had written the dump: this worker leaves the run alone.
    store
        .connection()
        .execute("UPDATE runs SET engine = 'older' WHERE id = ?1", [id])
        .expect("edit");
    assert!(store.claim("new", Duration::from_secs(1)).expect("claim").is_none());
    assert_eq!(store.status(id).expect("status").state, State::Ready);
    store
        .connection()
        .execute("UPDATE runs SET engine = ?2 WHERE id = ?1", id_and_engine(id))
        .expect("edit");
    assert_eq!(store.claim("new", Duration::from_secs(1)).expect("claim").map(|c| c.run), Some(id));
    let _ = std::fs::remove_dir_all(&dir);
}

/// The run id and this build's engine, as SQL parameters.
fn id_and_engine(id: i64) -> (i64, String) {
    (id, cairn_durable::store::engine())
}

#[test]
fn a_runs_fuel_lasts_over_all_its_steps() {
    let (dir, mut store) = fresh("fuel");
    // Five steps of about the same work each.
    let source = "(async () => { let n = 0; for (let round = 0; round < 5; round++) {
        for (let i = 0; i < 2000; i++) n += i % 7; await tools.ask(round); } return n; })()";
    let mut finish = |fuel: Option<u64>, per_step: Option<u64>| {
        let run = Submission { fuel, ..submission(source, &["ask"]) };
        let id = store.submit(&run).expect("submit");
        let mut config = until_idle();
        config.limits.fuel = per_step;
        loop {
            worker::work(&mut store, &config, |_| {}).expect("work");
            let answered = store
                .answer_calls(10, &mut |c| Some(Answer::Resolve(c.call.args.clone())))
                .expect("answer");
            if answered == 0 {
                return store.status(id).expect("status");
            }
        }
    };
    let plenty = 10_000_000;
    let run = finish(Some(plenty), None);
    assert_eq!((run.state, run.steps), (State::Done, 6));
    let spent = plenty - run.fuel.expect("fuel left");
    // Half the run's fuel as its budget: it runs out after a few steps.
    let run = finish(Some(spent / 2), None);
    assert_eq!(run.state, State::Threw);
    assert!(run.error.as_deref().is_some_and(|e| e.contains("fuel")), "{:?}", run.error);
    assert!((2..6).contains(&run.steps), "{} steps", run.steps);
    assert_eq!(run.fuel, Some(0));
    // The same amount as each step's limit is enough: every step spends far less.
    let run = finish(None, Some(spent / 2));
    assert_eq!((run.state, run.fuel), (State::Done, None));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn recorded_answers_go_by_the_calls_index_in_the_run() {
    let (dir, mut store) = fresh("recorded");
    let source = "(async () => { const out = [];
        out.push(await tools.next('x'), await tools.next('y'));
        for (const k of ['z', 'w']) {
            try { await tools.next(k) } catch (e) { out.push(e.message) }
        }
        out.push(await tools.same(1), await tools.same(2));
        return out; })()";
    let id = store.submit(&submission(source, &["next", "same"])).expect("submit");
    let text = r#"{"next": [10, [20, 21], {"$error": "no z"}], "same": "s"}"#;
    loop {
        worker::work(&mut store, &until_idle(), |_| {}).expect("work");
        // A new answerer each time: the answers depend on the run, not on the process.
        let recorded = Recorded::parse(text).expect("recorded");
        if store.answer_calls(10, &mut |c| recorded.answer(c)).expect("answer") == 0 {
            break;
        }
    }
    let run = store.status(id).expect("status");
    assert_eq!(run.state, State::Done, "{:?}", run.error);
    let value: serde_json::Value =
        cairn::wire::from_slice(run.value.as_deref().expect("done")).expect("json");
    let past = "tool 'next' was called more often than its 3 recorded answers";
    assert_eq!(value, serde_json::json!([10, [20, 21], "no z", past, "s", "s"]));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_cli_drives_a_run_from_submit_to_status() {
    let (dir, _) = fresh("cli");
    let db = dir.join("runs.db").to_string_lossy().into_owned();
    let examples = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples");
    let tools = format!("{examples}/codemode-tools.json");
    let cli = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_cairn-durable"))
            .arg("--db")
            .arg(&db)
            .args(args)
            .output()
            .expect("run cairn-durable");
        let text = String::from_utf8_lossy(&out.stdout).into_owned();
        (out.status.code(), text, String::from_utf8_lossy(&out.stderr).into_owned())
    };
    let (code, id, _) = cli(&["submit", &format!("{examples}/codemode.js"), "--tools", &tools]);
    assert_eq!(code, Some(0));
    let id = id.trim().to_string();
    let mut rounds = 0;
    loop {
        rounds += 1;
        assert!(rounds < 50, "the run ends");
        let (code, _, err) = cli(&["worker", "--until-idle"]);
        assert_eq!(code, Some(0), "{err}");
        let (code, out, err) = cli(&["answer", "--tools", &tools]);
        assert_eq!(code, Some(0), "{err}");
        if out.trim() == "answered 0 call(s)" {
            break;
        }
    }
    let (code, out, _) = cli(&["status", &id]);
    assert_eq!(code, Some(0));
    assert!(out.starts_with(&format!("run {id}: done")), "{out}");
    assert!(out.contains("value: "), "{out}");
    let (code, _, err) = cli(&["status", "12345"]);
    assert_eq!((code, err.trim()), (Some(1), "cairn-durable: no run 12345"));
    let (code, _, err) = cli(&["worker", "--lease-ms", "soon"]);
    assert_eq!(code, Some(2), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn many_openers_of_a_new_file_at_once_all_succeed() {
    let (dir, _) = fresh("openers");
    for round in 0..10 {
        let path = dir.join(format!("r{round}.db"));
        let threads: Vec<_> = (0..6)
            .map(|_| {
                let path = path.clone();
                std::thread::spawn(move || SqliteStore::open(&path).map(|_| ()))
            })
            .collect();
        for t in threads {
            if let Err(e) = t.join().expect("thread") {
                panic!("round {round}: {e}");
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
}
