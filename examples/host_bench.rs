//! Host-boundary benchmark: new VMs from the base realm against running the realm's
//! set-up, continuation dumps (size, write and load), wire in and out of the VM against
//! JSON inside the VM, a 10 MB one-byte string both ways, 1,000 small synchronous
//! host calls, and starting a TypeScript codemode script against its JavaScript. Each
//! figure is the median of repeated runs.
//!
//! ```text
//! cargo run --release --example host_bench
//! ```

use std::time::{Duration, Instant};

use cairn::vm::{Value, Vm, VmOptions};

/// Median wall time of `runs` calls of `f` (each may set up untimed state first and
/// returns the time of the part measured).
fn median(runs: usize, mut f: impl FnMut() -> Duration) -> Duration {
    let mut times: Vec<Duration> = (0..runs).map(|_| f()).collect();
    times.sort();
    times[times.len() / 2]
}

fn vm() -> Vm {
    let mut vm = Vm::new(VmOptions::default());
    vm.set_print_hook(Box::new(|_| {}));
    vm
}

/// About 1 MB of JSON: 600 rows as a database query returns them.
fn rows_json() -> String {
    let mut rows = Vec::new();
    for i in 0..600 {
        rows.push(serde_json::json!({
            "id": i,
            "customer_id": 10_000 + i * 7,
            "name": format!("Customer {i}"),
            "email": format!("customer{i}@example.com"),
            "active": i % 3 != 0,
            "balance": (i as f64) * 13.37 + 0.25,
            "created_at": format!("2026-11-{:02}T12:{:02}:00Z", 1 + i % 28, i % 60),
            "tags": ["retail", if i % 2 == 0 { "priority" } else { "standard" }, "eu"],
            "address": {"street": format!("{} Main Street", i), "city": "Lisbon", "zip": format!("{:05}", i * 3)},
            "notes": "lorem ipsum dolor sit amet, consectetur adipiscing elit. ".repeat(25),
        }));
    }
    serde_json::Value::Array(rows).to_string()
}

/// 600 query rows of about 170 bytes of JSON each (about 100 KB).
fn small_rows_wire() -> (Vec<u8>, usize) {
    let rows: Vec<serde_json::Value> = (0..600)
        .map(|i| {
            serde_json::json!({
                "id": i,
                "name": format!("Customer {i}"),
                "email": format!("customer{i}@example.com"),
                "active": i % 3 != 0,
                "balance": (i as f64) * 13.37 + 0.25,
                "created_at": format!("2026-11-{:02}T12:{:02}:00Z", 1 + i % 28, i % 60),
                "tags": ["retail", "eu"],
            })
        })
        .collect();
    let value = serde_json::Value::Array(rows);
    let json_len = value.to_string().len();
    (cairn::wire::to_vec(&value).expect("rows encode"), json_len)
}

/// VM creation and continuation dumps.
fn vms_and_dumps() {
    let set_up = median(201, || {
        let t = Instant::now();
        let vm = Vm::new_set_up(VmOptions::default());
        let d = t.elapsed();
        drop(std::hint::black_box(vm));
        d
    });
    let from_base = median(201, || {
        let t = Instant::now();
        let vm = Vm::new(VmOptions::default());
        let d = t.elapsed();
        drop(std::hint::black_box(vm));
        d
    });
    println!(
        "new VM: from the base realm {:.1} us; running the realm's set-up {:.1} us ({:.0}x faster; target <= 50 us and >= 5x)",
        from_base.as_secs_f64() * 1e6,
        set_up.as_secs_f64() * 1e6,
        set_up.as_secs_f64() / from_base.as_secs_f64()
    );

    // Once per thread: reading the embedded base image (instead of running the set-up).
    let read_image = median(21, || {
        std::thread::spawn(|| {
            let t = Instant::now();
            Vm::use_base_image(cairn::image::BASE_IMAGE).expect("the image loads");
            t.elapsed()
        })
        .join()
        .expect("thread")
    });
    println!(
        "base image: {} KB, read once per thread in {:.3} ms",
        cairn::image::BASE_IMAGE.len() / 1000,
        ms(read_image)
    );

    // A script waiting on one call with a few small objects.
    let mut waiting = vm();
    waiting.install_tools(&["lookup"]).expect("tools");
    let src = "(async () => { const user = {name: 'ada', roles: ['admin', 'dev']};
        const seen = new Set(['a']); const r = await tools.lookup({id: 7});
        return [user.name, r, seen.size]; })()";
    let cairn::vm::RunOutcome::Idle(_) = waiting.start_script(src, "small.js") else {
        panic!("the script waits")
    };
    let small = waiting.dump().expect("dump");
    println!("dump of a script waiting on one call: {} bytes (target <= 2048)", small.len());

    // A script holding 600 rows (about 100 KB of JSON) while it waits on a second call.
    let (rows, json_len) = small_rows_wire();
    let mut holding = vm();
    holding.install_tools(&["query", "next"]).expect("tools");
    let src = "(async () => { const rows = await tools.query({sql: 'select'});
        const more = await tools.next({count: rows.length}); return rows.length + more; })()";
    let cairn::vm::RunOutcome::Idle(calls) = holding.start_script(src, "rows.js") else {
        panic!("waits on query")
    };
    holding.resolve_tool_call(calls[0].id, &rows).expect("answer");
    let cairn::vm::RunOutcome::Idle(_) = holding.run_until_idle() else { panic!("waits on next") };
    let mut bytes = Vec::new();
    let write = median(31, || {
        let t = Instant::now();
        bytes = holding.dump().expect("dump");
        t.elapsed()
    });
    let load = median(31, || {
        let t = Instant::now();
        let loaded = Vm::load_dump(&bytes, VmOptions::default()).expect("load");
        let d = t.elapsed();
        drop(std::hint::black_box(loaded));
        d
    });
    println!(
        "dump holding 600 rows ({} KB of JSON): {} KB; write {:.3} ms, load {:.3} ms (target < 1 ms each)",
        json_len / 1000,
        bytes.len() / 1000,
        ms(write),
        ms(load)
    );
}

/// A fresh runtime started on the codemode example up to its first tool call, in
/// TypeScript (parsed once by the VM, lowered by cairn-ts) and in JavaScript; and the
/// TypeScript printed as JavaScript first (`cairn::typescript::to_javascript`), as the
/// engine ran it before the VM compiled the lowered tree itself.
fn typescript_start() {
    const TOOLS: [&str; 3] = ["listMembers", "getProfile", "getTickets"];
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    let read = |name: &str| std::fs::read_to_string(root.join(name)).expect("example");
    let (ts, js) = (read("codemode.ts"), read("codemode.js"));
    let start = |source: &str, name: &str| {
        median(201, || {
            let t = Instant::now();
            let mut rt = cairn::Runtime::new(VmOptions::default());
            rt.install_tools(&TOOLS).expect("tools");
            let status = rt.start(source, name);
            let d = t.elapsed();
            assert!(matches!(status, cairn::Status::Idle(_)), "{name}: {status:?}");
            d
        })
    };
    let ts_time = start(&ts, "codemode.ts");
    let js_time = start(&js, "codemode.js");
    let printed = median(201, || {
        let t = Instant::now();
        let text = cairn::typescript::to_javascript(&ts, false).expect("lowers");
        let mut rt = cairn::Runtime::new(VmOptions::default());
        rt.install_tools(&TOOLS).expect("tools");
        let status = rt.start(&text, "codemode.js");
        let d = t.elapsed();
        assert!(matches!(status, cairn::Status::Idle(_)));
        d
    });
    println!(
        "start to the first tool call: codemode.ts {:.1} us, codemode.js {:.1} us (ratio {:.2}); printed to JavaScript and parsed again {:.1} us",
        ts_time.as_secs_f64() * 1e6,
        js_time.as_secs_f64() * 1e6,
        ts_time.as_secs_f64() / js_time.as_secs_f64(),
        printed.as_secs_f64() * 1e6
    );
}

fn main() {
    cairn::image::use_base_image();
    vms_and_dumps();
    typescript_start();
    let json = rows_json();
    let mb = json.len() as f64 / 1e6;
    println!("payload: {} rows, {:.2} MB of JSON", 600, mb);

    // The wire bytes a host would send: the same value, written by the VM (key sets).
    let mut setup = vm();
    let text = cairn::wire::to_vec(&json).expect("a string encodes");
    setup.define_global_wire("text", &text).expect("global");
    let parsed = setup.eval_script("var v = JSON.parse(text); v", "setup.js").expect("parses");
    let wire = setup.value_to_wire(parsed).expect("writes");
    println!(
        "wire size: {:.2} MB ({:.0}% of the JSON text)",
        wire.len() as f64 / 1e6,
        100.0 * wire.len() as f64 / json.len() as f64
    );

    // Wire in vs JSON.parse inside the VM.
    let wire_in = median(15, || {
        let mut vm = vm();
        let t = Instant::now();
        let v = vm.wire_to_value(&wire).expect("decodes");
        let d = t.elapsed();
        assert!(v.is_object());
        d
    });
    let json_parse = median(15, || {
        let mut vm = vm();
        vm.define_global_wire("text", &text).expect("global");
        let t = Instant::now();
        let v = vm.eval_script("JSON.parse(text)", "parse.js").expect("parses");
        let d = t.elapsed();
        assert!(v.is_object());
        d
    });
    report("wire in (1 MB rows)", wire_in, "JSON.parse in the VM", json_parse, 2.0);

    // Wire out vs JSON.stringify in the VM + serde_json parse on the host.
    let wire_out = median(15, || {
        let t = Instant::now();
        let bytes = setup.value_to_wire(parsed).expect("writes");
        let d = t.elapsed();
        assert_eq!(bytes.len(), wire.len());
        d
    });
    let stringify = median(15, || {
        let t = Instant::now();
        let s = setup.eval_script("JSON.stringify(v)", "stringify.js").expect("stringifies");
        let text = setup.string_text(s).expect("a string");
        let value: serde_json::Value = serde_json::from_str(&text).expect("valid JSON");
        let d = t.elapsed();
        assert!(value.is_array());
        d
    });
    report("wire out (1 MB rows)", wire_out, "JSON.stringify + serde_json", stringify, 5.0);

    // A 10 MB one-byte string in and out.
    let big: Vec<u8> = (0..10_000_000u32).map(|i| b'a' + (i % 26) as u8).collect();
    let mut w = cairn::wire::Writer::new();
    w.string_latin1(&big);
    let big_wire = w.finish();
    // A fresh VM each time, so that memory is reused as for the plain copy below.
    let string_in = median(15, || {
        let mut vm = vm();
        let t = Instant::now();
        let v = vm.wire_to_value(&big_wire).expect("decodes");
        let d = t.elapsed();
        assert!(v.is_string());
        d
    });
    let mut svm = vm();
    let held = svm.wire_to_value(&big_wire).expect("decodes");
    let string_out = median(15, || {
        let t = Instant::now();
        let bytes = svm.value_to_wire(held).expect("writes");
        let d = t.elapsed();
        assert_eq!(bytes.len(), big_wire.len());
        d
    });
    // For scale: one plain copy of the bytes into fresh memory (what "in" must do).
    let copy = median(15, || {
        let t = Instant::now();
        let v = big.to_vec();
        let d = t.elapsed();
        assert_eq!(v.len(), big.len());
        d
    });
    println!(
        "10 MB one-byte string: in {:.2} ms ({:.0} MB/s), out {:.2} ms ({:.0} MB/s); \
         a plain Vec copy of 10 MB: {:.2} ms",
        ms(string_in),
        10.0 / string_in.as_secs_f64(),
        ms(string_out),
        10.0 / string_out.as_secs_f64(),
        ms(copy)
    );

    // 1,000 small synchronous host calls from one script, both forms.
    let script = "let s = 0; for (let i = 0; i < 1000; i++) { s += add(i, 1); } s";
    let wire_calls = median(15, || {
        let mut vm = vm();
        vm.register_host_function("add", |args| {
            let (a, b): (i32, i32) = cairn::wire::from_slice(args)
                .map_err(|e| cairn::vm::HostError::message(e.to_string()))?;
            cairn::wire::to_vec(&(a + b)).map_err(|e| cairn::vm::HostError::message(e.to_string()))
        })
        .expect("registered");
        let t = Instant::now();
        let v = vm.eval_script(script, "calls.js").expect("runs");
        let d = t.elapsed();
        assert_eq!(v, Value::int(500_500));
        d
    });
    let direct_calls = median(15, || {
        let mut vm = vm();
        vm.define_host_function("add", |_, args| {
            let a = args.first().and_then(|v| v.as_int()).unwrap_or(0);
            let b = args.get(1).and_then(|v| v.as_int()).unwrap_or(0);
            Ok(Value::int(a + b))
        })
        .expect("defined");
        let t = Instant::now();
        let v = vm.eval_script(script, "calls.js").expect("runs");
        let d = t.elapsed();
        assert_eq!(v, Value::int(500_500));
        d
    });
    println!(
        "1,000 sync host calls: wire form {:.3} ms ({:.2} us/call), &mut Vm form {:.3} ms ({:.2} us/call)",
        ms(wire_calls),
        wire_calls.as_secs_f64() * 1e3,
        ms(direct_calls),
        direct_calls.as_secs_f64() * 1e3
    );
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn report(what: &str, ours: Duration, peer: &str, theirs: Duration, target: f64) {
    let ratio = theirs.as_secs_f64() / ours.as_secs_f64();
    println!(
        "{what}: {:.2} ms; {peer}: {:.2} ms; {ratio:.1}x faster (target >= {target}x: {})",
        ms(ours),
        ms(theirs),
        if ratio >= target { "met" } else { "NOT met" }
    );
}
