//! `cairn-bench-native`: the codemode workloads of bench/codemode run natively, Cairn's
//! `Runtime` side by side with QuickJS-NG through rquickjs, a fresh VM per run in one warm
//! process. Every run's value must equal node's (bench/codemode/expected.json).
//!
//! Engines and bridges:
//! - `cairn-json`: Cairn's tools with the JSON text bridge of the QuickJS builds
//!   (bench/codemode/bridge-cairn.js): the host reads each call's argument as JSON text and
//!   answers with the recorded JSON text, parsed inside the engine.
//! - `cairn-wire`: Cairn's tools as an embedder uses them: the host reads the argument from
//!   wire into a `serde_json::Value`, parses the recorded answer with serde_json and hands
//!   it over as wire.
//! - `quickjs-ng`: rquickjs 0.14 (QuickJS-NG 0.16.2), a fresh `Runtime` and `Context` per
//!   run, the bridge of bench/codemode/bridge-hostcall.js.
//!
//! Usage: `cairn-bench-native [--runs N] [--warmups N] [--out FILE] [--check]
//! [--only WORKLOAD] [--engine ENGINE]` after
//! `node bench/codemode/gen.mjs` (which writes the tool answers to bench/codemode/data/).
//! `--check` runs each workload once per engine and compares; `--out` writes the medians
//! as JSON (bench/results/native.json by default).

use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::time::Instant;

use cairn::{Runtime, Status};
use rquickjs::context::EvalOptions;
use rquickjs::promise::PromiseState;
use rquickjs::{Context, Function, Promise};
use serde_json::Value;

const NAMES: [&str; 9] =
    ["sequential", "fanout", "media", "inspect", "loop", "text", "json", "ts", "heavy"];

/// One workload: its sources and its recorded answers as JSON text.
struct Workload {
    name: &'static str,
    /// The file name the engines are given (`ts.ts` for Cairn's TypeScript run).
    file: String,
    source: String,
    /// The source with TypeScript's types stripped (the ts workload), else the source.
    js_source: String,
    tools: Vec<String>,
    answers: BTreeMap<String, Vec<String>>,
    /// The globals the host gives the script, as JSON text.
    globals_text: String,
    expected: String,
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| {
        panic!("cannot read {}: {e} (run `node bench/codemode/gen.mjs` first)", path.display())
    })
}

fn load() -> Vec<Workload> {
    let dir = root().join("bench/codemode");
    let expected: BTreeMap<String, String> =
        serde_json::from_str(&read(&dir.join("expected.json"))).expect("expected.json");
    NAMES
        .iter()
        .map(|&name| {
            let file = if name == "ts" { "ts.ts".to_owned() } else { format!("{name}.js") };
            let source = read(&dir.join(&file));
            let js_source =
                if name == "ts" { read(&dir.join("data/ts.js")) } else { source.clone() };
            let data: BTreeMap<String, Value> =
                serde_json::from_str(&read(&dir.join(format!("data/{name}.tools.json"))))
                    .expect("tools file");
            let mut answers = BTreeMap::new();
            let mut globals_text = "{}".to_owned();
            for (tool, list) in data {
                if tool == "$globals" {
                    globals_text = list.to_string();
                    continue;
                }
                let Value::Array(list) = list else {
                    panic!("{name}: {tool}'s answers are not a list")
                };
                answers.insert(tool, list.iter().map(Value::to_string).collect());
            }
            Workload {
                name,
                file,
                source,
                js_source,
                tools: answers.keys().cloned().collect(),
                answers,
                globals_text,
                expected: expected[name].clone(),
            }
        })
        .collect()
}

/// Hands out the recorded answers of each tool in call order.
struct Answerer<'a> {
    w: &'a Workload,
    used: BTreeMap<&'a str, usize>,
}

impl<'a> Answerer<'a> {
    fn new(w: &'a Workload) -> Self {
        Answerer { w, used: BTreeMap::new() }
    }

    fn next(&mut self, tool: &str) -> &'a str {
        let (key, list) = self
            .w
            .answers
            .get_key_value(tool)
            .unwrap_or_else(|| panic!("{}: no tool {tool}", self.w.name));
        let i = self.used.entry(key.as_str()).or_insert(0);
        let answer = list
            .get(*i)
            .unwrap_or_else(|| panic!("{}: no answer {} for {tool}", self.w.name, *i + 1));
        *i += 1;
        answer
    }
}

fn bridge(file: &str) -> String {
    read(&root().join("bench/codemode").join(file))
}

/// A run of `w` on Cairn with the JSON text bridge; gives the script's value.
fn cairn_json(w: &Workload, prelude: &str) -> String {
    let mut rt = Runtime::new(Default::default());
    let names: Vec<&str> = w.tools.iter().map(String::as_str).collect();
    rt.install_tools(&names).unwrap();
    rt.set_global_value("__globalsText", &w.globals_text).unwrap();
    let source = format!("{prelude}{}", w.source);
    let mut answers = Answerer::new(w);
    let mut status = rt.start(&source, &w.file);
    loop {
        match status {
            Status::Idle(calls) => {
                for call in calls {
                    let args: String = cairn::wire::from_slice(&call.args).unwrap();
                    let _args: Value = serde_json::from_str(&args).unwrap();
                    let answer = answers.next(&call.name);
                    rt.resolve_value(call.id, answer).unwrap();
                }
                status = rt.run();
            }
            Status::Done(bytes) => return cairn::wire::from_slice(&bytes).unwrap(),
            Status::Threw(e) => panic!("cairn-json {}: {e}", w.name),
        }
    }
}

/// A run of `w` on Cairn with values crossing as wire (the host parses the JSON text).
fn cairn_wire(w: &Workload) -> String {
    let mut rt = Runtime::new(Default::default());
    let names: Vec<&str> = w.tools.iter().map(String::as_str).collect();
    rt.install_tools(&names).unwrap();
    let globals: serde_json::Map<String, Value> = serde_json::from_str(&w.globals_text).unwrap();
    for (k, v) in &globals {
        rt.set_global_value(k, v).unwrap();
    }
    let mut answers = Answerer::new(w);
    let mut status = rt.start(&w.source, &w.file);
    loop {
        match status {
            Status::Idle(calls) => {
                for call in calls {
                    let _args: Value = cairn::wire::from_slice(&call.args).unwrap();
                    let answer: Value = serde_json::from_str(answers.next(&call.name)).unwrap();
                    rt.resolve_value(call.id, &answer).unwrap();
                }
                status = rt.run();
            }
            Status::Done(bytes) => return cairn::wire::from_slice(&bytes).unwrap(),
            Status::Threw(e) => panic!("cairn-wire {}: {e}", w.name),
        }
    }
}

/// A run of `w` on QuickJS-NG (fresh Runtime and Context) with the JSON text bridge.
fn quickjs(w: &Workload, prelude: &str) -> String {
    let rt = rquickjs::Runtime::new().unwrap();
    let context = Context::full(&rt).unwrap();
    let calls: Rc<RefCell<Vec<(u32, String, String)>>> = Rc::default();
    let names = serde_json::to_string(&w.tools).unwrap();
    let source = format!("{}{}", prelude.replace("__TOOL_NAMES__", &names), w.js_source);
    let mut answers = Answerer::new(w);
    context.with(|ctx| {
        let globals = ctx.globals();
        globals.set("__globalsText", w.globals_text.as_str()).unwrap();
        let recorded = calls.clone();
        let next = Cell::new(0u32);
        let host_call = Function::new(ctx.clone(), move |name: String, args: String| {
            next.set(next.get() + 1);
            recorded.borrow_mut().push((next.get(), name, args));
            next.get()
        })
        .unwrap();
        globals.set("__hostCall", host_call).unwrap();
        let mut options = EvalOptions::default();
        options.strict = false;
        options.global = true;
        options.filename = Some(w.file.clone());
        let promise: Promise = match ctx.eval_with_options(source, options) {
            Ok(p) => p,
            Err(e) => panic!("quickjs {}: {e}: {:?}", w.name, ctx.catch()),
        };
        let answer_fn: Function = globals.get("__answer").unwrap();
        loop {
            while ctx.execute_pending_job() {}
            match promise.state() {
                PromiseState::Resolved => return promise.result::<String>().unwrap().unwrap(),
                PromiseState::Rejected => {
                    let e = promise.result::<rquickjs::Value>().unwrap().err();
                    panic!("quickjs {}: rejected: {e:?} {:?}", w.name, ctx.catch())
                }
                PromiseState::Pending => {}
            }
            let pending: Vec<_> = calls.borrow_mut().drain(..).collect();
            assert!(!pending.is_empty(), "quickjs {}: waits on nothing", w.name);
            for (id, name, args) in pending {
                let _args: Value = serde_json::from_str(&args).unwrap();
                let answer = answers.next(&name);
                let () = answer_fn.call((id, answer)).unwrap();
            }
        }
    })
}

/// A run of a workload on one engine and bridge, giving the script's value.
type Runner<'a> = dyn Fn(&Workload) -> String + 'a;

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

fn main() {
    let mut runs = 25;
    let mut warmups = 3;
    let mut check = false;
    let mut out = root().join("bench/results/native.json");
    // `--only W` and `--engine E` narrow the run to one workload or engine (to profile it).
    let (mut only, mut only_engine) = (None, None);
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--runs" => runs = args.next().and_then(|n| n.parse().ok()).expect("--runs N"),
            "--warmups" => warmups = args.next().and_then(|n| n.parse().ok()).expect("--warmups N"),
            "--out" => out = PathBuf::from(args.next().expect("--out FILE")),
            "--check" => check = true,
            "--only" => only = Some(args.next().expect("--only WORKLOAD")),
            "--engine" => only_engine = Some(args.next().expect("--engine ENGINE")),
            _ => {
                eprintln!(
                    "usage: cairn-bench-native [--runs N] [--warmups N] [--out FILE] [--check] \
                     [--only WORKLOAD] [--engine ENGINE]"
                );
                std::process::exit(2);
            }
        }
    }
    let mut workloads = load();
    workloads.retain(|w| only.as_deref().is_none_or(|o| o == w.name));
    let loadavg = || {
        let text = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
        text.split_whitespace().take(3).collect::<Vec<_>>().join(" ")
    };
    let load_start = loadavg();
    println!("load average at start: {load_start}");
    let cairn_prelude = bridge("bridge-cairn.js");
    let host_prelude = bridge("bridge-hostcall.js");
    let engines: [(&str, &Runner); 3] = [
        ("cairn-json", &|w| cairn_json(w, &cairn_prelude)),
        ("cairn-wire", &|w| cairn_wire(w)),
        ("quickjs-ng", &|w| quickjs(w, &host_prelude)),
    ];
    let engines = engines.iter().filter(|(e, _)| only_engine.as_deref().is_none_or(|o| o == *e));
    let mut failed = Vec::new();
    let mut results = serde_json::Map::new();
    for w in &workloads {
        let mut row = serde_json::Map::new();
        let mut live = Vec::new();
        for (engine, run) in engines.clone() {
            let got = run(w);
            if got != w.expected {
                eprintln!(
                    "{engine} {}: the value differs from node's\n  got:      {:.300}\n  expected: {:.300}",
                    w.name, got, w.expected
                );
                failed.push(format!("{engine}/{}", w.name));
            } else {
                live.push((*engine, *run, Vec::new()));
            }
        }
        if check {
            continue;
        }
        // The engines take turns, one run each per round, so that a burst of other work
        // on the machine slows every engine alike.
        for round in 0..warmups + runs {
            for (_, run, times) in &mut live {
                let t = Instant::now();
                let v = run(w);
                let us = t.elapsed().as_secs_f64() * 1e6;
                assert_eq!(v, w.expected);
                if round >= warmups {
                    times.push(us);
                }
            }
        }
        for (engine, _, times) in live {
            let m = median(times);
            println!("{:<11} {:<11} {:>10.1} µs", w.name, engine, m);
            row.insert(engine.to_owned(), m.into());
        }
        results.insert(w.name.to_owned(), row.into());
    }
    if !failed.is_empty() {
        eprintln!("failed: {}", failed.join(", "));
        std::process::exit(1);
    }
    if check {
        println!("all {} workloads give node's values on every engine", workloads.len());
        return;
    }
    let load_end = loadavg();
    println!("load average at end: {load_end}");
    let doc = serde_json::json!({
        "date": std::env::var("BENCH_DATE").unwrap_or_default(),
        "loadavg": { "start": load_start, "end": load_end },
        "runs": runs,
        "warmups": warmups,
        "unit": "microseconds, median",
        "engines": {
            "cairn-json": "Cairn (this checkout, release, system allocator), JSON text bridge",
            "cairn-wire": "Cairn, answers as wire values (host parses JSON with serde_json)",
            "quickjs-ng": format!("QuickJS-NG {} via rquickjs 0.14.0, JSON text bridge", quickjs_version()),
        },
        "workloads": results,
    });
    if let Some(dir) = out.parent() {
        std::fs::create_dir_all(dir).unwrap();
    }
    std::fs::write(&out, serde_json::to_string_pretty(&doc).unwrap() + "\n").unwrap();
    println!("wrote {}", out.display());
}

/// The bundled QuickJS-NG's version string.
fn quickjs_version() -> String {
    // SAFETY: JS_GetVersion returns a pointer to a static NUL-terminated string.
    let raw = unsafe { std::ffi::CStr::from_ptr(rquickjs::qjs::JS_GetVersion()) };
    raw.to_string_lossy().into_owned()
}
