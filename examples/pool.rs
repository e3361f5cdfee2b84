//! Many runs on a pool of worker threads, each waiting run moved between threads as a
//! dump: `cargo run --release --example pool`.
//!
//! A [`Runtime`] is not `Send` (its hooks and host functions are plain closures, and
//! its heap is the thread's own), so a run never crosses threads as a value. It crosses
//! as bytes: a worker runs a script until it is idle on tool calls, writes the run out
//! with [`Runtime::dump`] and hands the dump back; the host answers the calls (here on
//! the main thread, as a service would when the answers arrive) and gives the dump and
//! the answers to whichever worker is free, which loads it and runs on. A run may so
//! take each of its steps on a different thread, as it could on a different machine.

use std::collections::BTreeMap;
use std::sync::mpsc;
use std::thread;

use cairn::{Runtime, Status};

/// The script every run executes: three rounds of tool calls, then a summary. `job`
/// is a global the host sets per run.
const AGENT: &str = r#"
(async () => {
  const files = await tools.list({ dir: `/job/${job}` });
  const texts = await Promise.all(files.map((path) => tools.read({ path })));
  const words = texts.join(" ").split(/\s+/).filter(Boolean);
  const saved = await tools.save({ name: `summary-${job}`, words: words.length });
  return `${job}: ${files.length} files, ${words.length} words, saved as ${saved}`;
})()
"#;

/// What a worker is asked to do.
enum Work {
    /// Start run `job` from the script.
    Start { job: u32 },
    /// Continue run `job` from `dump`, first giving it these answers (call id, wire).
    Continue { job: u32, dump: Vec<u8>, answers: Vec<(u32, Vec<u8>)> },
}

/// What a worker hands back after one step of a run.
enum Step {
    /// The run waits on tool calls: its dump, the calls, and the worker that ran it.
    Idle { job: u32, dump: Vec<u8>, calls: Vec<cairn::vm::ToolCall>, worker: usize },
    /// The run ended with this text (its value, or the error).
    Done { job: u32, text: String, worker: usize },
}

/// The host's tools, answered from made-up data: each answer is a wire value.
fn answer(call: &cairn::vm::ToolCall) -> Vec<u8> {
    #[derive(serde::Deserialize)]
    struct Dir {
        dir: String,
    }
    #[derive(serde::Deserialize)]
    struct Path {
        path: String,
    }
    #[derive(serde::Deserialize)]
    struct Save {
        name: String,
        words: u32,
    }
    let wire = match call.name.as_str() {
        "list" => {
            let Dir { dir } = call.args_as().expect("list takes { dir }");
            let n = dir.len() % 3 + 2;
            cairn::wire::to_vec(&(0..n).map(|i| format!("{dir}/{i}.txt")).collect::<Vec<_>>())
        }
        "read" => {
            let Path { path } = call.args_as().expect("read takes { path }");
            cairn::wire::to_vec(&format!("the text of {path} has seven words"))
        }
        "save" => {
            let Save { name, words } = call.args_as().expect("save takes { name, words }");
            cairn::wire::to_vec(&format!("{name}.txt ({words})"))
        }
        other => panic!("no tool {other}"),
    };
    wire.expect("answers are plain data")
}

/// One step of a run on this thread: start or load, then run until idle or done.
fn step(work: Work, worker: usize) -> Step {
    let (job, mut rt, status) = match work {
        Work::Start { job } => {
            let mut rt = Runtime::builder().fuel(50_000_000).heap_limit(64 << 20).build();
            rt.install_tools(&["list", "read", "save"]).expect("tools");
            rt.set_global_value("job", &job).expect("job");
            let status = rt.start(AGENT, "agent.js");
            (job, rt, status)
        }
        Work::Continue { job, dump, answers } => {
            let mut rt = Runtime::builder()
                .fuel(50_000_000)
                .heap_limit(64 << 20)
                .load(&dump)
                .expect("a dump this build wrote loads");
            for (id, wire) in answers {
                rt.resolve(id, &wire).expect("answer");
            }
            let status = rt.run();
            (job, rt, status)
        }
    };
    match status {
        Status::Idle(calls) => {
            let dump = rt.dump().expect("an idle run dumps");
            Step::Idle { job, dump, calls, worker }
        }
        Status::Done(_) => {
            let text = status.decode::<String>().expect("the agent returns text");
            Step::Done { job, text, worker }
        }
        Status::Threw(e) => Step::Done { job, text: format!("error: {e}"), worker },
    }
}

fn main() {
    const WORKERS: usize = 4;
    const JOBS: u32 = 40;
    let (step_tx, steps) = mpsc::channel::<Step>();
    let mut queues = Vec::new();
    let mut handles = Vec::new();
    for worker in 0..WORKERS {
        let (tx, rx) = mpsc::channel::<Work>();
        let step_tx = step_tx.clone();
        queues.push(tx);
        handles.push(thread::spawn(move || {
            for work in rx {
                if step_tx.send(step(work, worker)).is_err() {
                    break;
                }
            }
        }));
    }
    drop(step_tx);

    for job in 0..JOBS {
        queues[job as usize % WORKERS].send(Work::Start { job }).expect("worker alive");
    }
    let mut results = BTreeMap::new();
    let mut threads_per_job: BTreeMap<u32, Vec<usize>> = BTreeMap::new();
    let mut dump_bytes = 0usize;
    let mut dumps = 0usize;
    let mut next_worker = 0usize;
    while results.len() < JOBS as usize {
        match steps.recv().expect("workers run until every job is done") {
            Step::Idle { job, dump, calls, worker } => {
                threads_per_job.entry(job).or_default().push(worker);
                dump_bytes += dump.len();
                dumps += 1;
                let answers = calls.iter().map(|c| (c.id, answer(c))).collect();
                // The next step goes to the next worker in turn, not the one that ran
                // this step: the run moves to another thread as bytes.
                next_worker = (next_worker + 1) % WORKERS;
                if next_worker == worker {
                    next_worker = (next_worker + 1) % WORKERS;
                }
                let work = Work::Continue { job, dump, answers };
                queues[next_worker].send(work).expect("worker alive");
            }
            Step::Done { job, text, worker } => {
                threads_per_job.entry(job).or_default().push(worker);
                results.insert(job, text);
            }
        }
    }
    drop(queues);
    for handle in handles {
        handle.join().expect("no worker panicked");
    }

    for (job, text) in results.iter().take(3) {
        println!("{text}   (steps on workers {:?})", threads_per_job[job]);
    }
    println!("...");
    let moved = threads_per_job.values().filter(|w| w.windows(2).any(|p| p[0] != p[1])).count();
    println!(
        "{JOBS} runs on {WORKERS} threads: {dumps} dumps (average {} bytes); {moved} runs moved between threads",
        dump_bytes / dumps.max(1)
    );
    // Every run must give the answer a run on one thread gives.
    for (job, text) in &results {
        let files = format!("/job/{job}").len() % 3 + 2;
        let expected = format!(
            "{job}: {files} files, {} words, saved as summary-{job}.txt ({})",
            files * 7,
            files * 7
        );
        assert_eq!(text, &expected, "job {job}");
    }
    assert_eq!(moved, JOBS as usize, "every run took steps on more than one thread");
    println!("every run gave the expected summary");
}
