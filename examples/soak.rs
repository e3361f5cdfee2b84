//! Stress and soak runs of the embedding API: `cargo run --release --example soak`
//! (`-- --quick` for a tenth of each). Exits non-zero when a check fails.
//!
//! 1. Fresh runtimes, one after another in one thread (100,000): each runs a small
//!    codemode body through a tool call and is dropped. The process's resident set
//!    after the first thousand runs must not grow by more than the allowance below
//!    until the last one: a run leaves nothing behind.
//! 2. Many runtimes alive at once (1,000 over 4 threads): each thread starts 250 runs
//!    that all wait on a tool call, then answers them all; every result is checked.
//! 3. Hostile dumps (10,000): dumps of waiting runs with bytes of their payload changed
//!    and the checksum made right again (what an attacker who can write the store
//!    does), loaded and, when they load, answered and run under fuel and heap limits.
//!    Every one must end in an error or a result, never a panic.
//!
//! Figures are printed; nothing here asserts a time.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::process::ExitCode;
use std::thread;

use cairn::{Runtime, Status};

/// The body each fresh run executes: a tool call, JSON reshaping, string work.
const BODY: &str = r#"
(async () => {
  const rows = await tools.query({ table: "orders", n });
  const byUser = Object.groupBy(rows, (r) => r.user);
  const lines = Object.entries(byUser).map(([u, rs]) =>
    `${u.padEnd(6)} ${rs.length} ${rs.reduce((s, r) => s + r.total, 0).toFixed(2)}`);
  return lines.sort().join("\n");
})()
"#;

/// Rows for `n`: deterministic made-up orders.
fn rows(n: u32) -> Vec<(String, f64)> {
    (0..n).map(|i| (format!("u{}", (i * 7 + n) % 5), f64::from(i % 13) * 1.25)).collect()
}

/// What `BODY` returns for `n`, computed in Rust.
fn expected(n: u32) -> String {
    let mut by_user: std::collections::BTreeMap<String, (u32, f64)> = Default::default();
    for (user, total) in rows(n) {
        let e = by_user.entry(user).or_default();
        e.0 += 1;
        e.1 += total;
    }
    let mut lines: Vec<String> =
        by_user.iter().map(|(u, (c, t))| format!("{u:<6} {c} {t:.2}")).collect();
    lines.sort();
    lines.join("\n")
}

/// The answer to the `query` call, as wire.
fn answer(n: u32) -> Vec<u8> {
    #[derive(serde::Serialize)]
    struct Row {
        user: String,
        total: f64,
    }
    let rows: Vec<Row> = rows(n).into_iter().map(|(user, total)| Row { user, total }).collect();
    cairn::wire::to_vec(&rows).expect("rows as wire")
}

/// Starts `BODY` for `n` in a fresh runtime, which is left waiting on its call.
fn start(n: u32) -> (Runtime, u32) {
    let mut rt = Runtime::builder().fuel(50_000_000).heap_limit(64 << 20).build();
    rt.install_tools(&["query"]).expect("tools");
    rt.set_global_value("n", &n).expect("n");
    let Status::Idle(calls) = rt.start(BODY, "body.js") else { panic!("run {n} did not wait") };
    (rt, calls[0].id)
}

/// Answers the waiting run and checks its result.
fn finish(mut rt: Runtime, id: u32, n: u32) -> Result<(), String> {
    rt.resolve(id, &answer(n)).map_err(|e| e.message)?;
    let got: String = rt.run().decode().map_err(|e| e.to_string())?;
    if got == expected(n) { Ok(()) } else { Err(format!("run {n}: {got:?}")) }
}

/// The resident set of this process in KiB (Linux), or `None`.
fn rss_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Part 1: fresh runtimes one after another; the RSS must level off.
fn fresh_runs(count: u32) -> Result<(), String> {
    // What the allocator may keep back in its free lists between runs; a leak of one
    // 100-byte object per run would be 10 MB over 100,000 runs.
    const ALLOWANCE_KIB: u64 = 2048;
    let warm = 1000.min(count);
    let begin = std::time::Instant::now();
    let mut after_warm = None;
    for n in 0..count {
        let (rt, id) = start(n % 97);
        finish(rt, id, n % 97)?;
        if n + 1 == warm {
            after_warm = rss_kib();
        }
    }
    let elapsed = begin.elapsed();
    let end = rss_kib();
    println!(
        "fresh runs: {count} in {:.2} s ({:.1} µs each); RSS after {warm}: {} KiB, at the end: {} KiB",
        elapsed.as_secs_f64(),
        elapsed.as_secs_f64() * 1e6 / f64::from(count),
        after_warm.map_or("?".into(), |k| k.to_string()),
        end.map_or("?".into(), |k| k.to_string()),
    );
    match (after_warm, end) {
        (Some(a), Some(b)) if b > a + ALLOWANCE_KIB => {
            Err(format!("RSS grew by {} KiB after the first {warm} runs", b - a))
        }
        _ => Ok(()),
    }
}

/// Part 2: `per_thread` runtimes alive at once on each of `threads` threads.
fn many_alive(threads: u32, per_thread: u32) -> Result<(), String> {
    let before = rss_kib();
    let begin = std::time::Instant::now();
    let handles: Vec<_> = (0..threads)
        .map(|t| {
            thread::spawn(move || {
                let waiting: Vec<_> = (0..per_thread)
                    .map(|i| (start(t * per_thread + i), t * per_thread + i))
                    .collect();
                let peak = rss_kib();
                for ((rt, id), n) in waiting {
                    finish(rt, id, n)?;
                }
                Ok::<_, String>(peak)
            })
        })
        .collect();
    let mut peak = 0;
    for h in handles {
        let p = h.join().map_err(|_| "a thread panicked".to_string())??;
        peak = peak.max(p.unwrap_or(0));
    }
    println!(
        "alive at once: {} runtimes on {threads} threads in {:.2} s; RSS before {} KiB, at the peak about {peak} KiB",
        threads * per_thread,
        begin.elapsed().as_secs_f64(),
        before.map_or("?".into(), |k| k.to_string()),
    );
    Ok(())
}

/// A small deterministic generator (xorshift64*), so a failing case can be replayed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

/// Scripts whose waiting runs are dumped and damaged: closures, collections, classes,
/// a suspended generator, strings and numbers of every kind.
const DUMPED: [&str; 3] = [
    "(async () => { const m = new Map([[1, 'a'], ['k', {x: [1.5, -0, NaN]}]]);
        const s = new Set(['x', 'y']); let count = 0; const inc = () => ++count;
        const r = await tools.echo({ m: [...m.keys()], big: 10n ** 20n });
        inc(); return [count, r, [...s].join()].join('|'); })()",
    "(async () => { class P { #secret = 1; constructor(n) { this.n = n } get twice() { return this.n * 2 } }
        function* gen() { let i = 0; while (true) yield i++ }
        const g = gen(); g.next(); const p = new P(21);
        const text = 'ünïcödé 𝒳 ' + 'ab'.repeat(50);
        const r = await tools.echo([p.twice, text.length]);
        return g.next().value + r[0] + text.slice(0, 5); })()",
    "(async () => { const rows = Array.from({ length: 40 }, (_, i) => ({ id: i, tag: `t${i % 3}` }));
        const re = /t(\\d)/g; const date = new Date(0); const ta = new Uint8Array([1, 2, 3]);
        const [a, b] = await Promise.all([tools.echo(1), tools.echo(2)]);
        return JSON.stringify({ a, b, n: rows.length, d: date.getTime(), t: [...ta], m: 't1'.match(re) }); })()",
];

/// Part 3: `count` damaged dumps; returns how many loaded and how many ran to an end.
fn hostile_dumps(count: u32, seed: u64) -> Result<(), String> {
    let fingerprint = cairn::vm::fingerprint();
    let mut dumps = Vec::new();
    for source in DUMPED {
        let mut rt = Runtime::new(Default::default());
        rt.install_tools(&["echo"]).expect("tools");
        let Status::Idle(_) = rt.start(source, "dumped.js") else { panic!("not idle: {source}") };
        let dump = rt.dump().map_err(|e| format!("{e:?}"))?;
        let payload = cairn_snapshot::read(&dump, cairn_snapshot::Kind::Dump, fingerprint)
            .map_err(|e| e.to_string())?
            .to_vec();
        dumps.push(payload);
    }
    let mut rng = Rng(seed | 1);
    let (mut loaded, mut done, mut panics) = (0u32, 0u32, 0u32);
    let begin = std::time::Instant::now();
    for case in 0..count {
        let mut payload = dumps[case as usize % dumps.len()].clone();
        for _ in 0..1 + rng.below(4) {
            let at = rng.below(payload.len());
            match rng.below(5) {
                0 => payload[at] ^= 1 << rng.below(8),
                1 => payload[at] = 0,
                2 => payload[at] = 0xff,
                3 => payload[at] = rng.next() as u8,
                _ => payload.truncate(at.max(1)),
            }
        }
        let mut writer = cairn_snapshot::Writer::new(cairn_snapshot::Kind::Dump, fingerprint);
        writer.payload().extend_from_slice(&payload);
        let bytes = writer.finish();
        let outcome = catch_unwind(AssertUnwindSafe(|| {
            let builder = Runtime::builder().fuel(2_000_000).heap_limit(32 << 20);
            let Ok(mut rt) = builder.load(&bytes) else { return (false, false) };
            for call in rt.pending_calls() {
                let _ = rt.resolve(call.id, &cairn::wire::to_vec(&[1, 2]).expect("wire"));
            }
            let finished = !matches!(rt.run(), Status::Idle(_));
            // Whatever loaded must also dump again or refuse to, without panicking.
            let _ = rt.dump();
            (true, finished)
        }));
        match outcome {
            Ok((l, d)) => {
                loaded += u32::from(l);
                done += u32::from(d);
            }
            Err(_) => {
                panics += 1;
                eprintln!("soak: damaged dump case {case} (seed {seed}) panicked");
            }
        }
    }
    println!(
        "damaged dumps: {count} in {:.2} s (seed {seed}); {loaded} loaded, {done} of those ran to an end, {panics} panics",
        begin.elapsed().as_secs_f64(),
    );
    if panics == 0 { Ok(()) } else { Err(format!("{panics} damaged dumps panicked")) }
}

fn main() -> ExitCode {
    let quick = std::env::args().any(|a| a == "--quick");
    let scale = if quick { 10 } else { 1 };
    let seed = std::env::var("CAIRN_SOAK_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or(0x5eed);
    // Panics of damaged dumps are counted and reported, not printed in full.
    std::panic::set_hook(Box::new(|info| eprintln!("soak: panic: {info}")));
    let parts = [
        fresh_runs(100_000 / scale),
        many_alive(4, 250 / scale),
        hostile_dumps(10_000 / scale, seed),
    ];
    let mut failed = false;
    for result in parts {
        if let Err(e) = result {
            eprintln!("soak: FAILED: {e}");
            failed = true;
        }
    }
    if failed { ExitCode::FAILURE } else { ExitCode::SUCCESS }
}
