//! What the service tests share: the async script corpus of vm/tests/dump, the tool
//! answers its scripts expect (a pure function of the call, as in vm/tests/dump.rs), a
//! straight run of each script to compare with, and a driver that runs the corpus
//! through worker processes, killing some of them with SIGKILL.

#![allow(dead_code)]

use std::cell::RefCell;
use std::collections::{BTreeMap, HashSet};
use std::io::BufRead;
use std::process::{Child, Command, Stdio};
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use cairn::wire::Value as W;
use cairn::{Runtime, Status};
use cairn_durable::store::{Answer, PendingCall, RunId, State, Submission};

/// The tools the corpus calls.
pub(crate) const TOOLS: &[&str] = &["echo", "add", "rows", "fail", "delay"];

/// The scripts of vm/tests/dump, sorted: (name, source).
pub(crate) fn corpus() -> Vec<(String, String)> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../vm/tests/dump");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("vm/tests/dump")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "js"))
        .collect();
    files.sort();
    assert!(files.len() >= 30, "the corpus is there");
    files
        .into_iter()
        .map(|p| {
            let name = p.file_name().expect("name").to_string_lossy().into_owned();
            (name, std::fs::read_to_string(&p).expect("read"))
        })
        .collect()
}

/// The answer to a corpus call (the same as vm/tests/dump.rs gives).
pub(crate) fn answer(name: &str, id: u32, args: &[u8]) -> Answer {
    let Ok(arg) = W::from_wire(args) else { return Answer::Error("bad arguments".into()) };
    let field = |key: &str| match &arg {
        W::Object(props) => {
            props.iter().find(|(k, _)| k.as_str() == Some(key)).map(|(_, v)| v.clone())
        }
        _ => None,
    };
    let num = |v: Option<W>| match v {
        Some(W::Int32(i)) => i as f64,
        Some(W::Float64(f)) => f,
        _ => 0.0,
    };
    let out = match name {
        "echo" | "delay" => arg.clone(),
        "add" => W::Float64(num(field("a")) + num(field("b"))),
        "rows" => {
            let n = num(field("n")) as usize;
            W::Array(
                (0..n)
                    .map(|i| {
                        Some(W::Object(vec![
                            ("id".into(), W::Int32(i as i32)),
                            ("name".into(), W::String(format!("row {i}").into())),
                            ("score".into(), W::Float64(i as f64 * 1.5)),
                            ("tags".into(), W::Array(vec![Some(W::String("t".into()))])),
                        ]))
                    })
                    .collect(),
            )
        }
        "fail" => {
            let message = W::String(format!("failed {id}").into());
            return Answer::Reject(message.to_wire().expect("wire"));
        }
        other => return Answer::Error(format!("unknown tool {other}")),
    };
    Answer::Resolve(out.to_wire().expect("wire"))
}

/// How a run ended: its printed lines, and its value (wire) or error text.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Ending {
    pub(crate) lines: Vec<String>,
    pub(crate) result: Result<Vec<u8>, String>,
    /// Idle points on the way.
    pub(crate) idle_points: i64,
}

/// A straight run: how it ended and how many calls it made.
#[derive(Clone, Debug)]
pub(crate) struct Straight {
    pub(crate) ending: Ending,
    pub(crate) calls: usize,
}

/// A submitted run and what it must end with.
#[derive(Clone, Debug)]
pub(crate) struct Case {
    pub(crate) id: RunId,
    pub(crate) name: String,
    pub(crate) want: Straight,
}

/// Runs `source` straight through in one runtime, answering calls in the order the
/// worker does (the order of the pending list).
pub(crate) fn straight(source: &str, name: &str) -> Straight {
    let lines = Rc::new(RefCell::new(Vec::new()));
    let mut rt = Runtime::new(Default::default());
    let sink = Rc::clone(&lines);
    rt.vm().set_print_hook(Box::new(move |l| sink.borrow_mut().push(l.to_string())));
    rt.install_tools(TOOLS).expect("tools");
    let mut status = rt.start(source, name);
    let mut idle_points = 0;
    let mut made = 0;
    loop {
        match status {
            Status::Idle(calls) => {
                idle_points += 1;
                made += calls.len();
                for call in &calls {
                    let given = match answer(&call.name, call.id, &call.args) {
                        Answer::Resolve(w) => rt.resolve(call.id, &w),
                        Answer::Reject(w) => rt.reject(call.id, &w),
                        Answer::Error(m) => {
                            rt.reject_with(call.id, cairn::vm::HostError::message(m))
                        }
                    };
                    given.expect("answer");
                }
                status = rt.run();
            }
            Status::Done(value) => {
                let ending = Ending { lines: lines.take(), result: Ok(value), idle_points };
                return Straight { ending, calls: made };
            }
            Status::Threw(e) => {
                let ending =
                    Ending { lines: lines.take(), result: Err(e.to_string()), idle_points };
                return Straight { ending, calls: made };
            }
        }
    }
}

/// A seeded generator (splitmix64): the same seed gives the same kills.
pub(crate) struct Rng(u64);

impl Rng {
    /// The generator for `seed`.
    pub(crate) fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next number in `0..n`.
    pub(crate) fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        (z ^ (z >> 31)) % n.max(1)
    }
}

/// The seed from CAIRN_DURABLE_SEED, else from the clock; printed so a run repeats.
pub(crate) fn seed() -> u64 {
    let seed = std::env::var("CAIRN_DURABLE_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| {
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(1, |d| d.as_nanos() as u64)
        });
    eprintln!("seed: {seed} (repeat with CAIRN_DURABLE_SEED={seed})");
    seed
}

/// A worker process and the lines it printed.
struct Worker {
    child: Child,
    name: String,
}

/// Worker processes of the `cairn-durable` program on one store; each prints a line
/// per stored step, collected in `log` as "NAME: line".
pub(crate) struct Workers {
    target: String,
    args: Vec<String>,
    running: Vec<Worker>,
    started: usize,
    pub(crate) log: Arc<Mutex<Vec<String>>>,
    readers: Vec<std::thread::JoinHandle<()>>,
}

impl Workers {
    /// `n` workers on `target`, each started with `args` after `worker`.
    pub(crate) fn start(target: &str, n: usize, args: &[&str]) -> Workers {
        let mut all = vec!["worker", "--name", "{name}"];
        all.extend_from_slice(args);
        Workers::processes(target, n, &all)
    }

    /// `n` processes of `cairn-durable --db TARGET ARGS...` (`{name}` in ARGS is each
    /// process's name).
    pub(crate) fn processes(target: &str, n: usize, args: &[&str]) -> Workers {
        let mut workers = Workers {
            target: target.to_string(),
            args: args.iter().map(|a| a.to_string()).collect(),
            running: Vec::new(),
            started: 0,
            log: Arc::new(Mutex::new(Vec::new())),
            readers: Vec::new(),
        };
        for _ in 0..n {
            let worker = workers.spawn();
            workers.running.push(worker);
        }
        workers
    }

    fn spawn(&mut self) -> Worker {
        self.started += 1;
        let name = format!("w{}", self.started);
        let mut child = Command::new(env!("CARGO_BIN_EXE_cairn-durable"))
            .args(["--db", &self.target])
            .args(self.args.iter().map(|a| a.replace("{name}", &name)))
            .stdout(Stdio::piped())
            .spawn()
            .expect("start a worker process");
        let out = child.stdout.take().expect("piped");
        let log = Arc::clone(&self.log);
        let tag = name.clone();
        let reader = std::thread::spawn(move || {
            for line in std::io::BufReader::new(out).lines().map_while(Result::ok) {
                log.lock().expect("log").push(format!("{tag}: {line}"));
            }
        });
        self.readers.push(reader);
        Worker { child, name }
    }

    /// Kills worker `i` (of the running ones) with SIGKILL and starts another in its place.
    pub(crate) fn kill_and_replace(&mut self, i: usize) {
        let i = i % self.running.len();
        let mut old = self.running.swap_remove(i);
        old.child.kill().expect("SIGKILL a worker");
        old.child.wait().expect("reap a worker");
        let _ = old.name;
        let worker = self.spawn();
        self.running.push(worker);
    }

    /// Kills every worker (they wait for work forever otherwise) and returns every
    /// line they printed.
    pub(crate) fn stop(&mut self) -> Vec<String> {
        for mut w in self.running.drain(..) {
            let _ = w.child.kill();
            let _ = w.child.wait();
        }
        for reader in self.readers.drain(..) {
            let _ = reader.join();
        }
        self.log.lock().expect("log").clone()
    }
}

impl Drop for Workers {
    fn drop(&mut self) {
        self.stop();
    }
}

/// The (run, call) pairs an answerer answered.
type Answered = Vec<(RunId, u32)>;

/// Answerer threads, each with its own connection to the store, answering corpus calls
/// and logging each (run, call) it answered.
pub(crate) struct Answerers {
    stop: Arc<AtomicBool>,
    threads: Vec<std::thread::JoinHandle<Result<Answered, String>>>,
}

impl Answerers {
    /// `n` answerer threads on `target`.
    pub(crate) fn start(target: &str, n: usize) -> Answerers {
        let stop = Arc::new(AtomicBool::new(false));
        let threads = (0..n)
            .map(|_| {
                let stop = Arc::clone(&stop);
                let target = target.to_string();
                std::thread::spawn(move || {
                    let mut store = cairn_durable::open(&target).map_err(|e| e.message)?;
                    let mut log = Vec::new();
                    while !stop.load(Ordering::Relaxed) {
                        let mut answer_one = |c: &PendingCall| {
                            log.push((c.run, c.call.id));
                            Some(answer(&c.call.name, c.call.id, &c.call.args))
                        };
                        let n = store.answer_calls(8, &mut answer_one).map_err(|e| e.message)?;
                        if n == 0 {
                            std::thread::sleep(Duration::from_millis(5));
                        }
                    }
                    Ok(log)
                })
            })
            .collect();
        Answerers { stop, threads }
    }

    /// Stops the threads; every (run, call) they answered.
    pub(crate) fn stop(self) -> Vec<(RunId, u32)> {
        self.stop.store(true, Ordering::Relaxed);
        let mut all = Vec::new();
        for t in self.threads {
            all.extend(t.join().expect("answerer thread").expect("answerer"));
        }
        all
    }
}

/// Submits the corpus to `target`, returning the cases to check.
pub(crate) fn submit_corpus(
    target: &str,
    corpus: &[(String, String)],
    straight: &[Straight],
) -> Vec<Case> {
    let mut store = cairn_durable::open(target).expect("open the store");
    corpus
        .iter()
        .zip(straight)
        .map(|((name, source), want)| {
            let tools = TOOLS.iter().map(|t| t.to_string()).collect();
            let run = Submission { source: source.clone(), name: name.clone(), tools, fuel: None };
            Case { id: store.submit(&run).expect("submit"), name: name.clone(), want: want.clone() }
        })
        .collect()
}

/// Waits until every run in `cases` has ended, calling `between` every few milliseconds
/// (where the caller kills workers); panics past `limit`.
pub(crate) fn wait_for(target: &str, cases: &[Case], limit: Duration, mut between: impl FnMut()) {
    let mut store = cairn_durable::open(target).expect("open the store");
    let start = Instant::now();
    let mut left: Vec<RunId> = cases.iter().map(|c| c.id).collect();
    while !left.is_empty() {
        assert!(
            start.elapsed() < limit,
            "runs not ended after {limit:?}: {:?}",
            left.iter().map(|&id| store.status(id).map(|r| (id, r.state))).collect::<Vec<_>>()
        );
        between();
        left.retain(|&id| !store.status(id).expect("status").state.is_final());
    }
}

/// Checks every run ended as its straight run did, with one stored step per idle point
/// plus the start (so no step was stored twice); returns (claims, steps) summed.
pub(crate) fn check_endings(target: &str, cases: &[Case]) -> (i64, i64) {
    let mut store = cairn_durable::open(target).expect("open the store");
    let mut failures = Vec::new();
    let (mut claims, mut steps) = (0, 0);
    for case in cases {
        let run = store.status(case.id).expect("status");
        claims += run.claims;
        steps += run.steps;
        let result = match run.state {
            State::Done => Ok(run.value.clone().unwrap_or_default()),
            _ => Err(run.error.clone().unwrap_or_default()),
        };
        let got = Ending { lines: run.lines.clone(), result, idle_points: run.steps - 1 };
        if run.state == State::Failed || got != case.want.ending {
            failures.push(format!(
                "{} (run {}, {:?}):\n  want {:?}\n  got  {got:?}",
                case.name, case.id, run.state, case.want.ending
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} run(s) differ from their straight run:\n{}",
        failures.len(),
        failures.join("\n")
    );
    (claims, steps)
}

/// Checks each call of the runs was answered exactly once: no (run, call) twice, and
/// as many answers as the straight runs made calls.
pub(crate) fn check_answers(cases: &[Case], answered: &[(RunId, u32)]) {
    let mut seen = HashSet::new();
    for a in answered {
        assert!(seen.insert(*a), "call {} of run {} answered twice", a.1, a.0);
    }
    let ids: HashSet<RunId> = cases.iter().map(|c| c.id).collect();
    let ours = seen.iter().filter(|(run, _)| ids.contains(run)).count();
    let made: usize = cases.iter().map(|c| c.want.calls).sum();
    assert_eq!(ours, made, "answers given vs calls the straight runs made");
}

/// The steps the worker log lines name, counted: (run, step) -> times stored.
pub(crate) fn stored_steps(log: &[String]) -> BTreeMap<(i64, i64), usize> {
    let mut out = BTreeMap::new();
    for line in log {
        // "w3: run 12 step 4: waiting"
        let words: Vec<&str> = line.split_whitespace().collect();
        if let [_, "run", run, "step", step, ..] = words.as_slice()
            && !line.contains("not stored")
        {
            let run: i64 = run.parse().expect("run id");
            let step: i64 = step.trim_end_matches(':').parse().expect("step");
            *out.entry((run, step)).or_insert(0) += 1;
        }
    }
    out
}
