//! Wire vs JSON on ~1 MB of query rows: encode and decode throughput and encoded size.
//!
//! Run: `cargo run --release -p cairn-wire --example wire_bench`. Throughput is given
//! in MB/s of the JSON text of the same data, so every row compares the same work.

use std::hint::black_box;
use std::time::{Duration, Instant};

use cairn_wire::{Event, Reader, Value, Writer, from_slice, to_vec};
use serde::{Deserialize, Serialize};
use serde_json::{Value as Json, json};

#[derive(Serialize, Deserialize)]
struct Row<'a> {
    id: i64,
    user_id: i64,
    #[serde(borrow)]
    name: &'a str,
    #[serde(borrow)]
    email: &'a str,
    score: f64,
    active: bool,
    parent: Option<i64>,
    created_ms: i64,
    ratio: f64,
    #[serde(borrow)]
    tags: Vec<&'a str>,
}

fn rows_json(n: usize) -> Json {
    let names = ["alice", "bob", "carol", "dave", "eve", "frank", "grace", "heidi"];
    let tags = ["red", "green", "blue", "new", "old", "vip"];
    let rows: Vec<Json> = (0..n)
        .map(|i| {
            let name = names[i % names.len()];
            json!({
                "id": i,
                "user_id": 10_000 + (i * 7919) % 5000,
                "name": name,
                "email": format!("{name}{i}@example.com"),
                "score": (i as f64) * 1.25 + 0.5,
                "active": i % 3 != 0,
                "parent": if i % 4 == 0 { Json::Null } else { json!(i / 2) },
                "created_ms": 1_700_000_000_000i64 + (i as i64) * 60_000,
                "ratio": 1.0 / ((i % 97) as f64 + 3.0),
                "tags": [tags[i % tags.len()], tags[(i / 3) % tags.len()]],
            })
        })
        .collect();
    json!({ "rows": rows, "total": n, "query": "select * from users" })
}

/// Writes the rows the way the VM will: straight from its data with the `Writer`,
/// naming the key set of the first row for every later one.
fn encode_direct(rows: &[Row<'_>]) -> Vec<u8> {
    let mut w = Writer::with_capacity(rows.len() * 96);
    w.begin_array(rows.len() as u32);
    let mut set = None;
    for r in rows {
        match set {
            Some(s) => {
                w.begin_object_like(s);
            }
            None => {
                w.begin_object(10);
            }
        }
        let key = |w: &mut Writer, k: &str| {
            if set.is_none() {
                w.key(k)
            }
        };
        key(&mut w, "id");
        w.number(r.id as f64);
        key(&mut w, "user_id");
        w.number(r.user_id as f64);
        key(&mut w, "name");
        w.string_utf8(r.name);
        key(&mut w, "email");
        w.string_utf8(r.email);
        key(&mut w, "score");
        w.f64(r.score);
        key(&mut w, "active");
        w.bool(r.active);
        key(&mut w, "parent");
        match r.parent {
            Some(p) => w.number(p as f64),
            None => w.null(),
        }
        key(&mut w, "created_ms");
        w.number(r.created_ms as f64);
        key(&mut w, "ratio");
        w.f64(r.ratio);
        key(&mut w, "tags");
        w.begin_array(r.tags.len() as u32);
        for t in &r.tags {
            w.string_utf8(t);
        }
        if set.is_none() {
            set = Some(w.end_object());
        }
    }
    w.finish()
}

/// The VM's decoding pass without the heap: every event read and validated.
fn decode_events(bytes: &[u8]) -> usize {
    let mut r = Reader::new(bytes).expect("bench input is valid wire");
    let mut n = 0usize;
    while !r.is_finished() {
        match r.next().expect("bench input is valid wire") {
            Event::String(s) => n += s.len_utf16(),
            Event::Int32(i) => n += i as usize & 1,
            _ => n += 1,
        }
    }
    n
}

fn time<T>(mut f: impl FnMut() -> T) -> Duration {
    // Warm up, then take the best mean of 5 batches of at least 200 ms.
    black_box(f());
    let mut best = Duration::MAX;
    for _ in 0..5 {
        let start = Instant::now();
        let mut iters = 0u32;
        while start.elapsed() < Duration::from_millis(200) {
            black_box(f());
            iters += 1;
        }
        best = best.min(start.elapsed() / iters);
    }
    best
}

fn report(what: &str, json_len: usize, size: Option<usize>, d: Duration) {
    let mbps = json_len as f64 / d.as_secs_f64() / 1e6;
    let size = size.map_or(String::new(), |s| {
        format!("{s:>9} B ({:>5.1}% of JSON)", 100.0 * s as f64 / json_len as f64)
    });
    println!("{what:<46} {:>8.3} ms {mbps:>8.0} MB/s   {size}", d.as_secs_f64() * 1e3);
}

fn main() {
    let mut n = 600;
    let doc = loop {
        let doc = rows_json(n);
        if serde_json::to_vec(&doc).map_or(0, |v| v.len()) >= 1_000_000 {
            break doc;
        }
        n += 600;
    };
    let json_bytes = serde_json::to_vec(&doc).expect("serde_json writes any Value");
    let json_len = json_bytes.len();
    let wire_bytes = to_vec(&doc).expect("the bench document encodes");
    let rows_json_text = serde_json::to_vec(&doc["rows"]).expect("rows encode");
    let rows: Vec<Row<'_>> = serde_json::from_slice(&rows_json_text).expect("rows decode");
    let rows_wire = to_vec(&rows).expect("rows encode");
    let direct = encode_direct(&rows);
    let value = Value::from_wire(&wire_bytes).expect("bench wire decodes");

    println!(
        "{} rows; JSON text {} bytes (whole document), {} bytes (rows only)\n",
        rows.len(),
        json_len,
        rows_json_text.len()
    );
    println!("serde_json::Value document:");
    report(
        "  encode  serde_json::to_vec",
        json_len,
        Some(json_len),
        time(|| serde_json::to_vec(&doc)),
    );
    report("  encode  cairn_wire::to_vec", json_len, Some(wire_bytes.len()), time(|| to_vec(&doc)));
    report(
        "  decode  serde_json::from_slice::<Value>",
        json_len,
        None,
        time(|| serde_json::from_slice::<Json>(&json_bytes)),
    );
    report(
        "  decode  cairn_wire::from_slice::<Value>",
        json_len,
        None,
        time(|| from_slice::<Json>(&wire_bytes)),
    );
    report("  encode  cairn_wire::Value::to_wire", json_len, None, time(|| value.to_wire()));
    report(
        "  decode  cairn_wire::Value::from_wire",
        json_len,
        None,
        time(|| Value::from_wire(&wire_bytes)),
    );
    report(
        "  decode  Reader events only (VM's parse)",
        json_len,
        None,
        time(|| decode_events(&wire_bytes)),
    );

    let rl = rows_json_text.len();
    println!("\ntyped rows (Vec<Row>, borrowed strings):");
    report("  encode  serde_json::to_vec", rl, Some(rl), time(|| serde_json::to_vec(&rows)));
    report("  encode  cairn_wire::to_vec", rl, Some(rows_wire.len()), time(|| to_vec(&rows)));
    report(
        "  encode  Writer by hand (as the VM writes)",
        rl,
        Some(direct.len()),
        time(|| encode_direct(&rows)),
    );
    report(
        "  decode  serde_json::from_slice::<Vec<Row>>",
        rl,
        None,
        time(|| serde_json::from_slice::<Vec<Row<'_>>>(&rows_json_text)),
    );
    report(
        "  decode  cairn_wire::from_slice::<Vec<Row>>",
        rl,
        None,
        time(|| from_slice::<Vec<Row<'_>>>(&rows_wire)),
    );
    report("  decode  Reader events only (VM's parse)", rl, None, time(|| decode_events(&direct)));
}
