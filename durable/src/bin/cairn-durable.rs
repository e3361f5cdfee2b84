//! `cairn-durable`: the durable-runs service's command line (see durable/README.md).
//!
//! ```text
//! cairn-durable [--db TARGET] submit FILE [--tools NAMES|FILE.json]
//! cairn-durable [--db TARGET] worker [--lease-ms N] [--poll-ms N] [--until-idle] ...
//! cairn-durable [--db TARGET] answer --tools FILE.json [--follow]
//! cairn-durable [--db TARGET] answer ID CALL JSON | answer ID CALL --error TEXT
//! cairn-durable [--db TARGET] status ID
//! cairn-durable [--db TARGET] list
//! ```

use std::process::ExitCode;
use std::time::Duration;

use cairn_durable::recorded::{Recorded, to_answer};
use cairn_durable::store::{Store, Submission};
use cairn_durable::worker;

const USAGE: &str = "usage: cairn-durable [--db TARGET] [--sync-normal] COMMAND ...

  submit FILE [--tools NAMES] [--fuel N]
                                store a script as a new run (prints its id); NAMES is a
                                comma-separated list of tool names or a tools FILE.json;
                                N is fuel for the run's whole life, over all its steps
  worker [OPTIONS]              claim ready runs and run each to its next idle point or end
    --lease-ms N                a claim's lease (default 30000)
    --poll-ms N                 sleep between polls when no run is ready (default 100)
    --until-idle                exit when no run is ready
    --max-steps N               exit after N steps
    --fuel N / --max-heap BYTES limits of each step (default: no fuel limit, 256 MiB)
    --name NAME                 the worker's name in the store
  answer --tools FILE.json [--follow] [--poll-ms N]
                                answer waiting runs' calls from recorded answers (as
                                `cairn --tools`); --follow keeps answering new calls
  answer ID CALL JSON           answer one call with a JSON value
  answer ID CALL --error TEXT   reject one call with an Error
  status ID                     where run ID stands: its lines, value or error, calls
  list                          how many runs are in each state

TARGET is a SQLite file (default: $CAIRN_DURABLE_DB, else cairn-durable.db) or a
postgres:// URL. --sync-normal: SQLite commits reach the disk at checkpoints, not at
each commit (nothing is lost when processes die; a power cut may lose the last
commits). Exit status: 0 ok, 1 an error, 2 bad usage.";

fn main() -> ExitCode {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let mut target =
        std::env::var("CAIRN_DURABLE_DB").unwrap_or_else(|_| "cairn-durable.db".to_string());
    let mut sqlite = cairn_durable::SqliteOptions::default();
    loop {
        match args.first().map(String::as_str) {
            Some("--db") if args.len() >= 2 => {
                target = args.remove(1);
                args.remove(0);
            }
            Some("--db") => return usage("--db needs a target"),
            Some("--sync-normal") => {
                sqlite.sync = cairn_durable::sqlite::Synchronous::Normal;
                args.remove(0);
            }
            _ => break,
        }
    }
    let Some(command) = args.first().cloned() else { return usage("no command") };
    let rest = &args[1..];
    if matches!(command.as_str(), "-h" | "--help" | "help") {
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    let mut store = match cairn_durable::open_with(&target, &sqlite) {
        Ok(store) => store,
        Err(e) => return fail(&format!("{target}: {e}")),
    };
    let result = match command.as_str() {
        "submit" => submit(store.as_mut(), rest),
        "worker" => work(store.as_mut(), rest),
        "answer" => answer(store.as_mut(), rest),
        "status" => status(store.as_mut(), rest),
        "list" => list(store.as_mut()),
        other => return usage(&format!("unknown command '{other}'")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Usage(message)) => usage(&message),
        Err(Failure::Error(message)) => fail(&message),
    }
}

/// Why a command stopped.
enum Failure {
    /// Bad arguments (exit status 2).
    Usage(String),
    /// Anything else (exit status 1).
    Error(String),
}

impl From<cairn_durable::StoreError> for Failure {
    fn from(e: cairn_durable::StoreError) -> Failure {
        Failure::Error(e.message)
    }
}

fn usage(message: &str) -> ExitCode {
    eprintln!("cairn-durable: {message}\n\n{USAGE}");
    ExitCode::from(2)
}

fn fail(message: &str) -> ExitCode {
    eprintln!("cairn-durable: {message}");
    ExitCode::from(1)
}

/// The value after option `name`.
fn value<'a>(args: &mut impl Iterator<Item = &'a String>, name: &str) -> Result<&'a str, Failure> {
    args.next().map(String::as_str).ok_or_else(|| Failure::Usage(format!("{name} needs a value")))
}

/// The number after option `name`.
fn number<'a>(args: &mut impl Iterator<Item = &'a String>, name: &str) -> Result<u64, Failure> {
    let text = value(args, name)?;
    text.parse().map_err(|_| Failure::Usage(format!("{name}: '{text}' is not a number")))
}

/// `submit FILE [--tools NAMES]`.
fn submit(store: &mut dyn Store, args: &[String]) -> Result<(), Failure> {
    let mut file = None;
    let mut tools = Vec::new();
    let mut fuel = None;
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--tools" => {
                let names = value(&mut args, "--tools")?;
                tools = if names.ends_with(".json") {
                    Recorded::load(names).map_err(Failure::Error)?.tool_names()
                } else {
                    names.split(',').filter(|n| !n.is_empty()).map(str::to_owned).collect()
                };
            }
            "--fuel" => fuel = Some(number(&mut args, arg)?),
            other if file.is_none() && !other.starts_with("--") => file = Some(other.to_string()),
            other => return Err(Failure::Usage(format!("submit: unexpected '{other}'"))),
        }
    }
    let file = file.ok_or_else(|| Failure::Usage("submit needs a FILE".into()))?;
    let source =
        std::fs::read_to_string(&file).map_err(|e| Failure::Error(format!("{file}: {e}")))?;
    let id = store.submit(&Submission { source, name: file, tools, fuel })?;
    println!("{id}");
    Ok(())
}

/// `worker [OPTIONS]`: prints a line per step.
fn work(store: &mut dyn Store, args: &[String]) -> Result<(), Failure> {
    let mut config = worker::Config::default();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--lease-ms" => config.lease = Duration::from_millis(number(&mut args, arg)?),
            "--poll-ms" => config.poll = Duration::from_millis(number(&mut args, arg)?),
            "--until-idle" => config.until_idle = true,
            "--max-steps" => config.max_steps = Some(number(&mut args, arg)?),
            "--fuel" => config.limits.fuel = Some(number(&mut args, arg)?),
            "--max-heap" => config.limits.heap = number(&mut args, arg)? as usize,
            "--name" => config.name = value(&mut args, arg)?.to_string(),
            other => return Err(Failure::Usage(format!("worker: unexpected '{other}'"))),
        }
    }
    worker::work(store, &config, |r| {
        let lost = if r.stored { "" } else { " (claim lost: not stored)" };
        println!("run {} step {}: {}{lost}", r.run, r.step, r.state);
    })?;
    Ok(())
}

/// `answer --tools FILE.json [--follow]`, or `answer ID CALL JSON|--error TEXT`.
fn answer(store: &mut dyn Store, args: &[String]) -> Result<(), Failure> {
    if args.first().map(String::as_str) != Some("--tools") {
        let [id, call, how @ ..] = args else {
            return Err(Failure::Usage("answer needs --tools FILE.json, or ID CALL JSON".into()));
        };
        let id = id.parse().map_err(|_| Failure::Usage(format!("'{id}' is not a run id")))?;
        let call =
            call.parse().map_err(|_| Failure::Usage(format!("'{call}' is not a call id")))?;
        let answer = match how {
            [flag, text] if flag == "--error" => cairn_durable::store::Answer::Error(text.clone()),
            [json] => {
                let value: serde_json::Value = serde_json::from_str(json)
                    .map_err(|e| Failure::Usage(format!("the answer is not JSON: {e}")))?;
                to_answer(&value)
            }
            _ => return Err(Failure::Usage("answer ID CALL needs JSON or --error TEXT".into())),
        };
        store.answer_call(id, call, &answer)?;
        return Ok(());
    }
    let mut file = None;
    let mut follow = false;
    let mut poll = Duration::from_millis(100);
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--tools" => file = Some(value(&mut args, arg)?),
            "--follow" => follow = true,
            "--poll-ms" => poll = Duration::from_millis(number(&mut args, arg)?),
            other => return Err(Failure::Usage(format!("answer: unexpected '{other}'"))),
        }
    }
    let file = file.ok_or_else(|| Failure::Usage("--tools needs a file".into()))?;
    let recorded = Recorded::load(file).map_err(Failure::Error)?;
    let mut total = 0;
    loop {
        let answered = store.answer_calls(64, &mut |call| recorded.answer(call))?;
        total += answered;
        if answered == 0 {
            if !follow {
                break;
            }
            std::thread::sleep(poll);
        }
    }
    println!("answered {total} call(s)");
    Ok(())
}

/// `status ID`.
fn status(store: &mut dyn Store, args: &[String]) -> Result<(), Failure> {
    let [id] = args else { return Err(Failure::Usage("status needs a run ID".into())) };
    let id = id.parse().map_err(|_| Failure::Usage(format!("'{id}' is not a run id")))?;
    let run = store.status(id)?;
    println!(
        "run {}: {} ({} step(s), {} claim(s), dump {} bytes)",
        run.id,
        run.state.as_str(),
        run.steps,
        run.claims,
        run.dump_bytes
    );
    if let Some(engine) = run.engine.as_deref().filter(|_| !run.state.is_final()) {
        let mine = cairn_durable::store::engine();
        if engine != mine {
            println!(
                "  its dump is from engine {engine}: only workers of that build claim it (this is {mine})"
            );
        }
    }
    for line in &run.lines {
        println!("  | {line}");
    }
    for call in &run.unanswered {
        println!("  waits on call {}: {}({})", call.id, call.name, json(&call.args));
    }
    if let Some(fuel) = run.fuel {
        println!("  fuel left: {fuel}");
    }
    if let Some(value) = &run.value {
        println!("value: {}", json(value));
    }
    if let Some(error) = &run.error {
        println!("error: {error}");
    }
    Ok(())
}

/// `list`.
fn list(store: &mut dyn Store) -> Result<(), Failure> {
    for (state, n) in store.counts()? {
        println!("{:8} {n}", state.as_str());
    }
    Ok(())
}

/// Wire bytes as JSON text (or as the wire value's debug form where JSON lacks a way).
fn json(wire: &[u8]) -> String {
    match cairn::wire::from_slice::<serde_json::Value>(wire) {
        Ok(value) => value.to_string(),
        Err(_) => match cairn::wire::Value::from_wire(wire) {
            Ok(value) => format!("{value:?}"),
            Err(e) => format!("(bad wire bytes: {e})"),
        },
    }
}
