//! The facade's typed API: calls into JS, typed host functions and answers, errors
//! with frames and values, the builder's limits, print hook and loading of dumps.

use cairn::vm::{ErrorPhase, Termination};
use cairn::{DecodeError, Runtime, Status};

#[test]
fn a_script_function_is_called_with_arguments_and_gives_a_result() {
    let mut rt = Runtime::new(Default::default());
    let defined = rt.start("function area(w, h) { return { w, h, area: w * h } }", "lib.js");
    assert!(matches!(defined, Status::Done(_)), "{defined:?}");
    #[derive(serde::Deserialize, Debug, PartialEq)]
    struct Area {
        w: f64,
        h: f64,
        area: f64,
    }
    let out: Area = rt.call_with("area", &(3, 4.5)).decode().unwrap();
    assert_eq!(out, Area { w: 3.0, h: 4.5, area: 13.5 });
    // One value that is not a list is the one argument.
    rt.start("function len(s) { return s.length }", "len.js");
    assert_eq!(rt.call_with("len", "four").decode::<u32>().unwrap(), 4);
    // The raw form: a wire array.
    let args = cairn::wire::to_vec(&(2, 5)).unwrap();
    assert_eq!(rt.call("area", &args).decode::<serde_json::Value>().unwrap()["area"], 10.0);
}

#[test]
fn an_async_function_called_from_rust_goes_idle_on_tools() {
    let mut rt = Runtime::new(Default::default());
    rt.install_tools(&["fetch"]).unwrap();
    rt.start(
        "async function handler(url) { const r = await tools.fetch({ url }); return r.length }",
        "h.js",
    );
    let Status::Idle(calls) = rt.call_with("handler", "https://example.com") else { panic!() };
    #[derive(serde::Deserialize)]
    struct Fetch {
        url: String,
    }
    let fetch: Fetch = calls[0].args_as().unwrap();
    assert_eq!(fetch.url, "https://example.com");
    rt.resolve_value(calls[0].id, "hello").unwrap();
    assert_eq!(rt.run().decode::<u32>().unwrap(), 5);
}

#[test]
fn calling_what_is_not_a_function_or_with_bad_arguments_throws() {
    let mut rt = Runtime::new(Default::default());
    let Status::Threw(e) = rt.call_with("missing", &()) else { panic!() };
    assert!(e.message.starts_with("TypeError: missing is"), "{}", e.message);
    rt.start("function f() {}", "f.js");
    let Status::Threw(e) = rt.call("f", b"not wire") else { panic!() };
    assert!(e.message.contains("invalid wire value"), "{}", e.message);
    let Status::Threw(e) = rt.call("f", &cairn::wire::to_vec(&7).unwrap()) else { panic!() };
    assert!(e.message.contains("wire array"), "{}", e.message);
}

#[test]
fn typed_host_functions_read_and_write_through_serde() {
    let mut rt = Runtime::new(Default::default());
    rt.register_fn("add", |(a, b): (i32, i32)| Ok::<_, String>(a + b)).unwrap();
    rt.register_fn("fail", |(why,): (String,)| Err::<(), _>(format!("failed: {why}"))).unwrap();
    assert_eq!(rt.start("add(40, 2)", "a.js").decode::<i32>().unwrap(), 42);
    let Status::Threw(e) = rt.start("add('x', 2)", "b.js") else { panic!() };
    assert!(e.message.contains("bad arguments"), "{}", e.message);
    let caught = rt.start("try { fail('disk') } catch (e) { e.message }", "c.js");
    assert_eq!(caught.decode::<String>().unwrap(), "failed: disk");
    rt.set_global_value("config", &serde_json::json!({ "n": 3, "tags": ["a"] })).unwrap();
    assert_eq!(rt.start("config.n + config.tags.length", "d.js").decode::<u32>().unwrap(), 4);
}

#[test]
fn errors_keep_frames_and_the_thrown_value_after_the_run() {
    let mut rt = Runtime::new(Default::default());
    let source = "function check(n) {\n  if (n > 1) throw { code: 'E_BIG', n };\n}\ncheck(5);";
    let Status::Threw(e) = rt.start(source, "agent.js") else { panic!() };
    #[derive(serde::Deserialize, Debug, PartialEq)]
    struct Thrown {
        code: String,
        n: u32,
    }
    assert_eq!(e.value_as::<Thrown>(), Some(Thrown { code: "E_BIG".into(), n: 5 }));
    let Status::Threw(e) = rt.start("function f() {\n  null.x;\n}\nf();", "t.js") else { panic!() };
    let top = &e.frames[0];
    assert_eq!((top.function.as_deref(), top.file.as_str(), top.line), (Some("f"), "t.js", 2));
    assert_eq!(e.phase, ErrorPhase::Runtime);
    let boxed: Box<dyn std::error::Error> = Box::new(e);
    assert!(boxed.to_string().starts_with("TypeError"));
    let Status::Threw(e) = rt.start("let = ;", "bad.js") else { panic!() };
    assert_eq!((e.phase, e.value.is_none(), e.span.is_some()), (ErrorPhase::Parse, true, true));
}

#[test]
fn the_builder_sets_limits_and_the_seed() {
    let mut rt = Runtime::builder().fuel(10_000).build();
    let Status::Threw(e) = rt.start("while (true) {}", "spin.js") else { panic!() };
    assert_eq!(e.termination, Some(Termination::Fuel));
    let mut rt = Runtime::builder().call_depth(50).build();
    let Status::Threw(e) = rt.start("function r() { return r() + 1 } r()", "deep.js") else {
        panic!()
    };
    assert_eq!(e.termination, Some(Termination::CallDepth));
    let mut rt = Runtime::builder().heap_limit(4 << 20).build();
    let Status::Threw(e) = rt.start("const a = []; for (;;) a.push({ x: a.length })", "big.js")
    else {
        panic!()
    };
    assert_eq!(e.termination, Some(Termination::HeapLimit));
    let flag = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
    let mut rt = Runtime::builder().interrupt(flag).build();
    let Status::Threw(e) = rt.start("for (;;) {}", "stop.js") else { panic!() };
    assert_eq!(e.termination, Some(Termination::Interrupted));
    // A deadline needs no other thread: it is read at the fuel points.
    let started = std::time::Instant::now();
    let end = started + std::time::Duration::from_millis(30);
    let mut rt = Runtime::builder().deadline(end).build();
    let Status::Threw(e) = rt.start("for (;;) {}", "late.js") else { panic!() };
    assert_eq!(e.termination, Some(Termination::Interrupted));
    assert!(std::time::Instant::now() >= end);
    let mut rt = Runtime::builder().interrupt_check(|| false).build();
    assert_eq!(
        rt.start("let n = 0; for (let i = 0; i < 1e5; i++) n++; n", "ok.js")
            .decode::<u32>()
            .unwrap(),
        100_000
    );
    let draw = |seed| Runtime::builder().random_seed(seed).build().start("Math.random()", "r.js");
    assert_eq!(draw(7), draw(7));
    assert_ne!(draw(7), draw(8));
}

#[test]
fn the_builder_prints_to_its_hook_and_loads_dumps_with_its_limits() {
    use std::cell::RefCell;
    use std::rc::Rc;
    let lines = Rc::new(RefCell::new(Vec::<String>::new()));
    let sink = lines.clone();
    let mut rt = Runtime::builder().print(move |line| sink.borrow_mut().push(line.into())).build();
    rt.install_tools(&["wait"]).unwrap();
    let source = "(async () => { console.log('before', 1); await tools.wait(); print('after');
                   let n = 0; for (let i = 0; i < 1e6; i++) n++; return n })()";
    let Status::Idle(calls) = rt.start(source, "run.js") else { panic!() };
    assert_eq!(*lines.borrow(), ["before 1"]);
    let dump = rt.dump().unwrap();
    assert_eq!(Runtime::dump_fingerprint(&dump), Ok(cairn::vm::fingerprint()));
    assert!(Runtime::dump_fingerprint(&dump[..10]).is_err());
    assert!(Runtime::dump_fingerprint(b"not a dump at all, but long enough for a header").is_err());

    // Loaded with the builder: its fuel applies to the rest of the run, its hook prints.
    let later = Rc::new(RefCell::new(Vec::<String>::new()));
    let sink = later.clone();
    let mut short = Runtime::builder()
        .fuel(10_000)
        .print(move |line| sink.borrow_mut().push(line.into()))
        .load(&dump)
        .unwrap();
    short.resolve_value(calls[0].id, &()).unwrap();
    let Status::Threw(e) = short.run() else { panic!() };
    assert_eq!(e.termination, Some(Termination::Fuel));
    assert_eq!(*later.borrow(), ["after"]);
    // Without a limit the same dump runs to its end; set_print changes the hook.
    let mut full = Runtime::builder().load(&dump).unwrap();
    let sink = later.clone();
    full.set_print(move |line| sink.borrow_mut().push(format!("full: {line}")));
    full.resolve_value(calls[0].id, &()).unwrap();
    assert_eq!(full.run().decode::<u32>().unwrap(), 1_000_000);
    assert_eq!(*later.borrow(), ["after", "full: after"]);
    let stats = full.heap_stats();
    assert!(stats.live_bytes > 0 && stats.live_bytes <= stats.limit, "{stats:?}");
}

#[test]
fn decode_says_why_there_is_no_value() {
    let mut rt = Runtime::new(Default::default());
    rt.install_tools(&["t"]).unwrap();
    assert!(matches!(rt.start("tools.t()", "a.js").decode::<u8>(), Err(DecodeError::Idle(_))));
    let mut rt = Runtime::new(Default::default());
    assert!(matches!(rt.start("throw 1", "b.js").decode::<u8>(), Err(DecodeError::Threw(_))));
    assert!(matches!(rt.start("'x'", "c.js").decode::<u8>(), Err(DecodeError::Wire(_))));
}

#[test]
fn a_module_awaits_tools_at_the_top_level_and_gives_its_namespace() {
    let mut rt = Runtime::new(Default::default());
    rt.install_tools(&["fetch"]).unwrap();
    rt.vm().set_module_loader(Box::new(|specifier, _referrer| match specifier {
        "./util.js" => Ok(("util.js".into(), "export const twice = (n) => n * 2;".into())),
        other => Err(format!("no module {other}")),
    }));
    let source = "import { twice } from './util.js';\n\
                  const n = await tools.fetch({ what: 'n' });\n\
                  export const answer = twice(n);\n\
                  export function helper() {}";
    let Status::Idle(calls) = rt.start_module(source, "main.mjs") else { panic!() };
    // The waiting module run crosses a dump like a script's.
    let dump = rt.dump().unwrap();
    let mut rt = Runtime::load(&dump, Default::default()).unwrap();
    rt.resolve_value(calls[0].id, &21).unwrap();
    let namespace: serde_json::Value = rt.run().decode().unwrap();
    assert_eq!(namespace["answer"], 42);
    assert!(namespace.get("helper").is_some_and(|v| v.is_null()), "{namespace}");
    // Errors keep their phase: a missing import is a resolution error.
    let Status::Threw(e) = rt.start_module("import './nowhere.js';", "bad.mjs") else { panic!() };
    assert_eq!(e.phase, ErrorPhase::Resolution);
    // A script started afterwards gives its own value, not a namespace.
    assert_eq!(rt.start("1 + 1", "after.js").decode::<u8>().unwrap(), 2);
}

/// A minimal executor (the facade ties itself to none): polls `future` on this thread,
/// parking until woken.
fn block_on<F: std::future::Future>(future: F) -> F::Output {
    use std::sync::Arc;
    use std::task::{Context, Poll, Wake, Waker};
    struct Unpark(std::thread::Thread);
    impl Wake for Unpark {
        fn wake(self: Arc<Self>) {
            self.0.unpark();
        }
    }
    let waker = Waker::from(Arc::new(Unpark(std::thread::current())));
    let mut cx = Context::from_waker(&waker);
    let mut future = std::pin::pin!(future);
    loop {
        match future.as_mut().poll(&mut cx) {
            Poll::Ready(out) => return out,
            Poll::Pending => std::thread::park(),
        }
    }
}

/// A future that is ready once `at` has passed (a thread sleeps and wakes it).
fn ready_at(at: std::time::Instant, value: u32) -> impl std::future::Future<Output = u32> {
    use std::sync::{Arc, Mutex};
    use std::task::{Poll, Waker};
    let waker: Arc<Mutex<Option<Waker>>> = Arc::default();
    let mut started = false;
    std::future::poll_fn(move |cx| {
        if std::time::Instant::now() >= at {
            return Poll::Ready(value);
        }
        *waker.lock().unwrap() = Some(cx.waker().clone());
        if !started {
            started = true;
            let waker = Arc::clone(&waker);
            std::thread::spawn(move || {
                std::thread::sleep(at.saturating_duration_since(std::time::Instant::now()));
                if let Some(w) = waker.lock().unwrap().take() {
                    w.wake();
                }
            });
        }
        Poll::Pending
    })
}

#[test]
fn drive_answers_calls_from_futures_concurrently_and_as_they_finish() {
    use std::time::{Duration, Instant};
    let mut rt = Runtime::new(Default::default());
    rt.install_tools(&["slow", "fast", "bad"]).unwrap();
    let source = "(async () => {
        const order = [];
        const slow = tools.slow({ ms: 300 }).then((v) => order.push('slow ' + v));
        // The fast answer arrives first and the script goes on to make another call
        // while the slow one is still in flight.
        await tools.fast({ ms: 10 }).then((v) => order.push('fast ' + v));
        await tools.fast({ ms: 10 }).then((v) => order.push('fast again ' + v));
        let failed;
        try { await tools.bad({}) } catch (e) { failed = e.message }
        await slow;
        return { order, failed };
    })()";
    let started = Instant::now();
    let status = rt.start(source, "drive.js");
    let status = block_on(rt.drive(status, |call| {
        let ms = call.args_as::<serde_json::Value>().unwrap()["ms"].as_u64().unwrap_or(0);
        let name = call.name.clone();
        async move {
            let v = ready_at(started + Duration::from_millis(ms), ms as u32).await;
            if name == "bad" { Err(format!("{name} failed")) } else { Ok(v) }
        }
    }));
    let out: serde_json::Value = status.decode().unwrap();
    assert_eq!(out["order"], serde_json::json!(["fast 10", "fast again 10", "slow 300"]));
    assert_eq!(out["failed"], "bad failed");
}

/// Live objects after a full collection.
fn live_objects(rt: &mut Runtime) -> u32 {
    rt.vm().collect_now();
    let stats = rt.heap_stats();
    stats.kinds.iter().filter(|k| k.name.contains("object")).map(|k| k.live).sum()
}

#[test]
fn a_module_export_is_kept_and_called_after_collections() {
    let mut rt = Runtime::builder().fuel(10_000_000).build();
    let source = "let calls = 0;
        export function handler(x) { calls++; return { doubled: x * 2, calls } }
        export const name = 'doubler';";
    let done = rt.start_module(source, "handler.mjs");
    assert!(matches!(done, Status::Done(_)), "{done:?}");
    let exports = rt.value().expect("a module run has a value");
    let handler = rt.get(&exports, "handler").unwrap();
    let name = rt.get(&exports, "name").unwrap();
    // Other runs and collections in between: the kept function and its closure stay.
    for i in 0..3 {
        rt.start(
            &format!(
                "globalThis.junk = Array.from({{length: 1000}}, (_, j) => ({{ j: j + {i} }}))"
            ),
            "junk.js",
        );
        rt.vm().collect_now();
    }
    assert_eq!(rt.decode::<String>(&name).unwrap(), "doubler");
    #[derive(serde::Deserialize, Debug, PartialEq)]
    struct Out {
        doubled: f64,
        calls: u32,
    }
    let out: Out = rt.call_value_with(&handler, &(21,)).decode().unwrap();
    assert_eq!(out, Out { doubled: 42.0, calls: 1 });
    let out: Out = rt.call_value_with(&handler, &4).decode().unwrap();
    assert_eq!(out, Out { doubled: 8.0, calls: 2 });
    // Something that is not a function is refused with why.
    let Status::Threw(e) = rt.call_value_with(&name, &()) else { panic!("called a string") };
    assert!(e.message.contains("not a function"), "{}", e.message);
}

#[test]
fn a_kept_value_lives_until_its_handle_is_dropped() {
    let mut rt = Runtime::new(Default::default());
    let base = live_objects(&mut rt);
    rt.start("Array.from({length: 500}, (_, i) => ({ i }))", "rows.js");
    let rows = rt.value().unwrap();
    // A later run lets go of the runtime's own hold on the first run's value.
    rt.start("1", "one.js");
    assert!(live_objects(&mut rt) >= base + 501, "the kept rows were collected");
    assert_eq!(rt.decode::<Vec<serde_json::Value>>(&rows).unwrap().len(), 500);
    let again = rt.keep(&rows).unwrap();
    assert_eq!(rt.vm().rooted_count(), 3, "rows twice and the last run's value");
    drop(rows);
    assert!(live_objects(&mut rt) >= base + 501, "the rows were collected with a handle left");
    drop(again);
    assert_eq!(rt.vm().rooted_count(), 1);
    assert!(live_objects(&mut rt) < base + 10, "the rows outlived their handle");
}

#[test]
fn a_kept_async_function_goes_idle_on_tools() {
    let mut rt = Runtime::new(Default::default());
    rt.install_tools(&["read"]).unwrap();
    rt.start(
        "({ async load(path) { return (await tools.read({ path })).toUpperCase() } })",
        "o.js",
    );
    let object = rt.value().unwrap();
    let load = rt.get(&object, "load").unwrap();
    let Status::Idle(calls) = rt.call_value_with(&load, "a.txt") else { panic!("not idle") };
    assert_eq!(calls.len(), 1);
    rt.resolve_value(calls[0].id, "text").unwrap();
    assert_eq!(rt.run().decode::<String>().unwrap(), "TEXT");
}

#[test]
fn a_handle_of_another_runtime_is_refused() {
    let mut one = Runtime::new(Default::default());
    let mut two = Runtime::new(Default::default());
    one.start("function f() { return 1 }", "f.js");
    let f = one.global("f").unwrap();
    let Status::Threw(e) = two.call_value(&f, &cairn::wire::to_vec(&()).unwrap()) else {
        panic!("another runtime's handle was used")
    };
    assert!(e.message.contains("another runtime"), "{}", e.message);
    assert!(two.decode::<u32>(&f).is_err());
    // A missing global is undefined, kept like any value; a throwing getter is an error.
    let missing = one.global("nope").unwrap();
    assert_eq!(one.decode::<Option<u32>>(&missing).unwrap(), None);
    one.start(
        "Object.defineProperty(globalThis, 'bad', { get() { throw new RangeError('no') } })",
        "g.js",
    );
    let e = one.global("bad").unwrap_err();
    assert!(e.message.contains("RangeError: no"), "{}", e.message);
}

/// The host's locale and time zone: refused names change nothing; set ones are what
/// Intl, `toLocaleString` and Date's local time use; a dump does not carry them.
#[test]
fn locale_and_time_zone_are_host_settings() {
    let mut rt = Runtime::new(Default::default());
    assert!(rt.set_locale("not a tag").is_err());
    assert!(rt.set_time_zone("Nowhere/Atlantis").is_err());
    let probe = "[(0.5).toLocaleString(), new Date(Date.UTC(2024, 0, 15, 23)).getDate()].join(' ')";
    assert_eq!(rt.start(probe, "a.js").decode::<String>().unwrap(), "0.5 15");
    rt.set_locale("fr").unwrap();
    rt.set_time_zone("Asia/Tokyo").unwrap();
    assert_eq!(rt.start(probe, "b.js").decode::<String>().unwrap(), "0,5 16");
    // A run idle on a tool, dumped and loaded: the loading host's settings apply.
    rt.install_tools(&["wait"]).unwrap();
    let Status::Idle(calls) = rt.start(&format!("tools.wait().then(() => {probe})"), "c.js") else {
        panic!("not idle")
    };
    let dump = rt.dump().unwrap();
    let mut loaded = Runtime::builder().load(&dump).unwrap();
    loaded.resolve_value(calls[0].id, &()).unwrap();
    assert_eq!(loaded.run().decode::<String>().unwrap(), "0.5 15");
}
