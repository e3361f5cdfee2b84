//! The service's figures, in the crate README:
//! `cargo run --release -p cairn-durable --example figures -- [POSTGRES-URL]`.
//!
//! Per idle point: the time to store a step with its dump (`Store::finish`, one
//! transaction), and to load and resume it (`Store::claim`, which reads the dump and the
//! answers, then `step::take`: a fresh VM from the dump, the answers given, the run to
//! its next idle point and its new dump). Then runs per second through the service
//! with 4 worker threads (each with its own connection) and one answerer thread.
//! SQLite always (a file in the temp folder); PostgreSQL when a URL is given.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use cairn_durable::SqliteOptions;
use cairn_durable::sqlite::Synchronous;
use cairn_durable::step::{self, Limits};
use cairn_durable::store::{Answer, State, Store, Submission};

/// A loop of awaited tool calls: one idle point per call.
const LOOP: &str = "(async () => { const seen = [];
    for (let i = 0; i < 20; i++) seen.push(await tools.add({ a: i, b: seen.length }));
    return seen.length; })()";

/// A typical agent body: three rounds of tools, fanning out in the second.
const AGENT: &str = "(async () => {
    const user = await tools.add({ a: 1, b: 2 });
    const parts = await Promise.all([1, 2, 3, 4].map((i) => tools.add({ a: i, b: user })));
    const last = await tools.add({ a: parts.length, b: 0 });
    return { user, parts, last };
})()";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = std::env::temp_dir().join(format!("cairn-durable-figures-{}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let file = |name: &str| dir.join(name).to_string_lossy().into_owned();
    let normal = SqliteOptions { sync: Synchronous::Normal };
    let mut targets = vec![
        ("SQLite", file("full.db"), SqliteOptions::default()),
        ("SQLite --sync-normal", file("normal.db"), normal),
    ];
    if let Some(url) = std::env::args().nth(1) {
        targets.push(("PostgreSQL", url, SqliteOptions::default()));
    }
    for (label, target, options) in &targets {
        per_idle_point(label, target, options)?;
        throughput(label, target, options, 4, 400)?;
    }
    std::fs::remove_dir_all(&dir)?;
    Ok(())
}

/// The answer to every call: the number 1.
fn one() -> Answer {
    Answer::Resolve(cairn::wire::to_vec(&1).unwrap_or_default())
}

fn submission(source: &str) -> Submission {
    Submission {
        source: source.into(),
        name: "figures.js".into(),
        tools: vec!["add".into()],
        fuel: None,
    }
}

/// Mean microseconds of `samples`.
fn mean_us(samples: &[Duration]) -> f64 {
    samples.iter().map(|d| d.as_secs_f64()).sum::<f64>() / samples.len().max(1) as f64 * 1e6
}

/// Median microseconds of `samples`.
fn median_us(samples: &mut [Duration]) -> f64 {
    samples.sort();
    samples.get(samples.len() / 2).map_or(0.0, |d| d.as_secs_f64() * 1e6)
}

fn per_idle_point(
    label: &str,
    target: &str,
    options: &SqliteOptions,
) -> Result<(), Box<dyn std::error::Error>> {
    let mut store = cairn_durable::open_with(target, options)?;
    let runs = 20;
    for _ in 0..runs {
        store.submit(&submission(LOOP))?;
    }
    let limits = Limits::default();
    let (mut store_t, mut claim_t, mut take_t, mut answer_t) = (vec![], vec![], vec![], vec![]);
    let mut dump_bytes = 0;
    loop {
        let t = Instant::now();
        let Some(claim) = store.claim("figures", Duration::from_secs(60))? else {
            let t = Instant::now();
            let answered = store.answer_calls(64, &mut |_| Some(one()))?;
            if answered == 0 {
                break;
            }
            answer_t.push(t.elapsed() / answered as u32);
            continue;
        };
        let claimed = t.elapsed();
        let t = Instant::now();
        let step = step::take(&claim, &limits);
        let taken = t.elapsed();
        let t = Instant::now();
        store.finish(&claim, &step)?;
        let stored = t.elapsed();
        // The first step starts the script: not a resumption from a dump.
        if claim.dump.is_some() {
            claim_t.push(claimed);
            take_t.push(taken);
        }
        if let cairn_durable::store::Outcome::Waiting { dump, .. } = &step.outcome {
            store_t.push(stored);
            dump_bytes = dump.len();
        }
    }
    let resume: Vec<Duration> = claim_t.iter().zip(&take_t).map(|(a, b)| *a + *b).collect();
    println!("{label}: per idle point ({} idle points, dump of {dump_bytes} bytes)", store_t.len());
    println!(
        "  store the step and its dump (one transaction): mean {:.0} us, median {:.0} us",
        mean_us(&store_t),
        median_us(&mut store_t.clone())
    );
    println!(
        "  load and resume: mean {:.0} us, median {:.0} us (claim and read: {:.0} us; VM load, answers, run, new dump: {:.0} us)",
        mean_us(&resume),
        median_us(&mut resume.clone()),
        mean_us(&claim_t),
        mean_us(&take_t)
    );
    println!("  answer a call (answerer transaction, per call): mean {:.0} us", mean_us(&answer_t));
    Ok(())
}

fn throughput(
    label: &str,
    target: &str,
    options: &SqliteOptions,
    workers: usize,
    runs: usize,
) -> Result<(), Box<dyn std::error::Error>> {
    let mut store = cairn_durable::open_with(target, options)?;
    let before = done(&mut *store)?;
    let stop = Arc::new(AtomicBool::new(false));
    let start = Instant::now();
    for _ in 0..runs {
        store.submit(&submission(AGENT))?;
    }
    let mut threads = Vec::new();
    for w in 0..workers {
        let (target, stop, options) = (target.to_string(), Arc::clone(&stop), options.clone());
        threads.push(std::thread::spawn(move || -> Result<(), String> {
            let mut store = cairn_durable::open_with(&target, &options).map_err(|e| e.message)?;
            let config =
                cairn_durable::worker::Config { name: format!("w{w}"), ..Default::default() };
            while !stop.load(Ordering::Relaxed) {
                if cairn_durable::worker::work_once(&mut *store, &config)
                    .map_err(|e| e.message)?
                    .is_none()
                {
                    std::thread::sleep(Duration::from_millis(1));
                }
            }
            Ok(())
        }));
    }
    {
        let (target, stop, options) = (target.to_string(), Arc::clone(&stop), options.clone());
        threads.push(std::thread::spawn(move || -> Result<(), String> {
            let mut store = cairn_durable::open_with(&target, &options).map_err(|e| e.message)?;
            while !stop.load(Ordering::Relaxed) {
                if store.answer_calls(64, &mut |_| Some(one())).map_err(|e| e.message)? == 0 {
                    std::thread::sleep(Duration::from_millis(1));
                }
            }
            Ok(())
        }));
    }
    while done(&mut *store)? < before + runs as i64 {
        std::thread::sleep(Duration::from_millis(2));
    }
    let elapsed = start.elapsed();
    stop.store(true, Ordering::Relaxed);
    for t in threads {
        t.join().map_err(|_| "a thread panicked")??;
    }
    println!(
        "{label}: {runs} runs of 3 idle points (4 steps each) with {workers} workers and 1 answerer: {:.2} s, {:.0} runs/s",
        elapsed.as_secs_f64(),
        runs as f64 / elapsed.as_secs_f64()
    );
    Ok(())
}

/// How many runs are done.
fn done(store: &mut dyn Store) -> Result<i64, Box<dyn std::error::Error>> {
    let counts = store.counts()?;
    if let Some((_, n)) = counts.iter().find(|(s, _)| *s == State::Failed || *s == State::Threw) {
        return Err(format!("{n} run(s) failed or threw").into());
    }
    Ok(counts.iter().filter(|(s, _)| *s == State::Done).map(|(_, n)| n).sum())
}
