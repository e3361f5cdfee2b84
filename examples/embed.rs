//! Embedding Cairn in a Rust host, the first example to run:
//! `cargo run --release --example embed`.
//!
//! A script that calls the host's tools (async: the run goes idle until the host
//! answers), a synchronous host function, limits, and a waiting run written out as a
//! dump and continued in a fresh runtime, as another process or machine would.

use cairn::{Runtime, Status};
use serde::{Deserialize, Serialize};

/// What the `search` tool takes.
#[derive(Deserialize, Debug)]
struct Query {
    text: String,
    limit: usize,
}

/// What the script returns.
#[derive(Deserialize, Debug, PartialEq)]
struct Report {
    count: usize,
    titles: Vec<String>,
}

/// One search result, as the host answers.
#[derive(Serialize)]
struct Hit {
    title: String,
    score: f64,
}

const AGENT: &str = r#"
(async () => {
  const hits = await tools.search({ text: "cairn", limit: 3 });
  const titles = hits.filter((h) => h.score > 0.5).map((h) => slug(h.title));
  return { count: titles.length, titles };
})()
"#;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // Limits: fuel for the run's whole life and a heap byte limit.
    let mut rt = Runtime::builder().fuel(10_000_000).heap_limit(64 << 20).build();
    rt.install_tools(&["search"])?;
    // A synchronous host function, called from inside the interpreter.
    rt.register_fn("slug", |(title,): (String,)| {
        Ok::<_, String>(title.to_lowercase().replace(' ', "-"))
    })?;

    let Status::Idle(calls) = rt.start(AGENT, "agent.js") else {
        return Err("the agent should wait on its search".into());
    };

    // The run waits: write it out (a few kilobytes) and continue in a fresh runtime.
    let dump = rt.dump()?;
    println!("idle on {} call(s); dump of {} bytes", calls.len(), dump.len());
    let mut rt = Runtime::load(&dump, Default::default())?;
    rt.register_fn("slug", |(title,): (String,)| {
        Ok::<_, String>(title.to_lowercase().replace(' ', "-"))
    })?;

    for call in &calls {
        let query: Query = call.args_as()?;
        let hits: Vec<Hit> = (0..query.limit)
            .map(|i| Hit {
                title: format!("{} Result {i}", query.text),
                score: 1.0 - i as f64 * 0.3,
            })
            .collect();
        rt.resolve_value(call.id, &hits)?;
    }
    let report: Report = rt.run().decode()?;
    println!("{report:?}");
    assert_eq!(
        report,
        Report { count: 2, titles: vec!["cairn-result-0".into(), "cairn-result-1".into()] }
    );

    // A runaway script ends with the fuel termination, never a hang.
    let mut rt = Runtime::builder().fuel(100_000).build();
    let Status::Threw(error) = rt.start("for (;;) {}", "spin.js") else {
        return Err("an endless loop should end".into());
    };
    println!("{} ({:?})", error.message, error.termination);
    assert_eq!(error.termination, Some(cairn::vm::Termination::Fuel));
    Ok(())
}
