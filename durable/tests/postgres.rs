//! The PostgreSQL backend against a real server (scripts/postgres.sh installs and
//! starts one; CAIRN_DURABLE_PG_URL names one already running): several worker
//! processes and answerers share one database and do no work twice (each step stored
//! once, each call answered once, no claim without its step), workers killed mid-run
//! lose nothing, and a claimed run is skipped by other workers until its claimer
//! commits or dies. The test is skipped, loudly, only when no server can be started.

mod common;

use std::path::PathBuf;
use std::time::Duration;

use cairn_durable::PostgresStore;
use cairn_durable::store::{State, Store, Submission};
use common::{Answerers, Rng, Workers};

/// A server for the test, stopped when dropped if the test started it.
struct Server {
    /// The folder scripts/postgres.sh keeps the cluster in, if the test started it.
    dir: Option<PathBuf>,
    url: String,
}

impl Server {
    /// The server CAIRN_DURABLE_PG_URL names, else one started on a port of this process.
    fn get() -> Option<Server> {
        if let Ok(url) = std::env::var("CAIRN_DURABLE_PG_URL") {
            return Some(Server { dir: None, url });
        }
        let dir = std::env::temp_dir().join(format!("cairn-durable-pg-{}", std::process::id()));
        let port = 55000 + std::process::id() % 1000;
        let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../scripts/postgres.sh");
        let out = std::process::Command::new("bash")
            .arg(script)
            .arg("start")
            .arg(&dir)
            .arg(port.to_string())
            .output()
            .ok()?;
        let server =
            Server { dir: Some(dir), url: String::from_utf8_lossy(&out.stdout).trim().to_string() };
        if !out.status.success() || server.url.is_empty() {
            eprintln!("{}", String::from_utf8_lossy(&out.stderr));
            return None;
        }
        Some(server)
    }

    /// A new empty database on the server; its URL.
    fn fresh_database(&self, name: &str) -> String {
        let mut client = postgres::Client::connect(&self.url, postgres::NoTls).expect("connect");
        let db = format!("{name}_{}", std::process::id());
        client.batch_execute(&format!("DROP DATABASE IF EXISTS {db} WITH (FORCE)")).expect("drop");
        client.batch_execute(&format!("CREATE DATABASE {db}")).expect("create a database");
        let (base, _) = self.url.rsplit_once('/').expect("a URL ending in /DATABASE");
        format!("{base}/{db}")
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if let Some(dir) = &self.dir {
            let script = concat!(env!("CARGO_MANIFEST_DIR"), "/../scripts/postgres.sh");
            let _ = std::process::Command::new("bash").arg(script).arg("stop").arg(dir).status();
        }
    }
}

fn skipped() {
    eprintln!("************************************************************************");
    eprintln!("SKIPPED: no PostgreSQL server could be installed or started");
    eprintln!("(scripts/postgres.sh; or set CAIRN_DURABLE_PG_URL). Not tested here:");
    eprintln!("the PostgreSQL backend of cairn-durable.");
    eprintln!("************************************************************************");
}

#[test]
fn postgres_backend() {
    let Some(server) = Server::get() else { return skipped() };
    eprintln!("server: {}", server.url);
    a_claimed_run_is_skipped_and_a_dead_claim_is_rolled_back(
        &server.fresh_database("durable_claims"),
    );
    parallel_workers_do_no_work_twice(&server.fresh_database("durable_corpus"));
}

fn a_claimed_run_is_skipped_and_a_dead_claim_is_rolled_back(url: &str) {
    let mut a = PostgresStore::connect(url).expect("connect");
    let mut b = PostgresStore::connect(url).expect("connect");
    let mut c = PostgresStore::connect(url).expect("connect");
    let run = |n: u32| Submission {
        source: format!("(async () => (await tools.echo({n})) + 1)()"),
        name: format!("r{n}.js"),
        tools: vec!["echo".into()],
        fuel: None,
    };
    let first = a.submit(&run(1)).expect("submit");
    let second = a.submit(&run(2)).expect("submit");
    let lease = Duration::from_secs(60);
    let held = a.claim("a", lease).expect("claim").expect("a ready run");
    assert_eq!(held.run, first);
    // While `a` holds the first run, `b` skips it (it does not wait for the lock).
    let other = b.claim("b", lease).expect("claim").expect("the other run");
    assert_eq!(other.run, second);
    assert!(c.claim("c", lease).expect("claim").is_none(), "both runs are held");
    // `a` dies with its claim open: the server rolls it back and the run is ready again.
    drop(a);
    let again = (0..100)
        .find_map(|_| {
            let claim = c.claim("c", lease).expect("claim");
            if claim.is_none() {
                std::thread::sleep(Duration::from_millis(20));
            }
            claim
        })
        .expect("the dead claim's run is ready again");
    assert_eq!(again.run, first);
    assert_eq!(again.token, 1, "the dead claim left no trace");
    // A row that does not read fails its run; the claim goes on to the next one.
    let mut d = PostgresStore::connect(url).expect("connect");
    let broken = d.submit(&run(3)).expect("submit");
    let fine = d.submit(&run(4)).expect("submit");
    d.client()
        .execute(
            "INSERT INTO calls (run, call, step, tool, args, kind, answer)
             VALUES ($1, 0, 0, 'echo', '\\x00', 'bogus', '\\x00')",
            &[&broken],
        )
        .expect("a bad answer row");
    let claim = d.claim("d", lease).expect("claim").expect("the next run");
    assert_eq!(claim.run, fine);
    d.release(&claim).expect("release");
    let view = d.status(broken).expect("status");
    assert_eq!(view.state, State::Failed);
    let reason = view.error.unwrap_or_default();
    assert!(reason.contains("unknown answer kind 'bogus'"), "{reason}");
}

fn parallel_workers_do_no_work_twice(url: &str) {
    let seed = common::seed();
    let mut rng = Rng::new(seed);
    let corpus = common::corpus();
    let straight: Vec<_> =
        corpus.iter().map(|(name, source)| common::straight(source, name)).collect();
    let mut workers = Workers::start(url, 4, &["--poll-ms", "5"]);
    let answerers = Answerers::start(url, 2);

    // Twice the corpus with no kills: every step is stored by the one worker that
    // claimed it.
    let mut cases = common::submit_corpus(url, &corpus, &straight);
    cases.extend(common::submit_corpus(url, &corpus, &straight));
    common::wait_for(url, &cases, Duration::from_secs(150), || {
        std::thread::sleep(Duration::from_millis(20))
    });
    let log = workers.stop();
    let (claims, steps) = common::check_endings(url, &cases);
    assert_eq!(claims, steps, "every claim stored its step: no step was taken twice");
    let stored = common::stored_steps(&log);
    let twice: Vec<_> = stored.iter().filter(|(_, n)| **n > 1).collect();
    assert!(twice.is_empty(), "steps stored more than once: {twice:?}");
    assert_eq!(stored.len() as i64, steps, "each stored step logged by its worker");
    let busy: std::collections::BTreeSet<&str> =
        log.iter().filter_map(|l| l.split(':').next()).collect();
    eprintln!("{} runs, {steps} steps by workers {busy:?}", cases.len());
    assert!(busy.len() >= 2, "the workers shared the runs: {busy:?}");

    // Once more with workers killed at random points: nothing is lost, and a dead
    // worker's claim rolls back (claims still equal steps).
    let mut workers = Workers::start(url, 4, &["--poll-ms", "5"]);
    let killed = common::submit_corpus(url, &corpus, &straight);
    let mut kills = 0;
    common::wait_for(url, &killed, Duration::from_secs(150), || {
        std::thread::sleep(Duration::from_millis(rng.below(60)));
        if kills < 10 {
            workers.kill_and_replace(rng.below(4) as usize);
            kills += 1;
        }
    });
    workers.stop();
    let (claims, steps) = common::check_endings(url, &killed);
    assert_eq!(claims, steps, "a killed worker's claim was rolled back");
    cases.extend(killed);
    common::check_answers(&cases, &answerers.stop());
    eprintln!("{kills} kills; every run ended as its straight run");
}
