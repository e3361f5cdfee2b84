//! Continuation dumps: every async script of tests/dump/ runs three ways and must print
//! the same lines and end with the same value: straight through; dumped at every idle
//! point and loaded into a fresh VM that continues it; and (the CLI's job) in a new
//! process. Tool answers are a pure function of the call, so the runs are comparable.
//! Also: a dump is only taken at an idle point, corrupt dumps are errors, and the dump
//! of a small waiting script stays small.

use std::cell::RefCell;
use std::rc::Rc;

use cairn_vm::wire::Value as W;
use cairn_vm::{RunOutcome, SnapshotError, ToolCall, Vm, VmOptions};

const TOOLS: &[&str] = &["echo", "add", "rows", "fail", "delay"];

/// The answer to a call: `Ok(wire)` resolves it, `Err(wire)` rejects it.
fn answer(call: &ToolCall) -> Result<Vec<u8>, Vec<u8>> {
    let arg = W::from_wire(&call.args).expect("tool arguments are valid wire");
    let field = |name: &str| match &arg {
        W::Object(props) => {
            props.iter().find(|(k, _)| k.as_str() == Some(name)).map(|(_, v)| v.clone())
        }
        _ => None,
    };
    let num = |v: Option<W>| match v {
        Some(W::Int32(i)) => i as f64,
        Some(W::Float64(f)) => f,
        _ => 0.0,
    };
    let out = match call.name.as_str() {
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
            let message = W::String(format!("failed {}", call.id).into());
            return Err(message.to_wire().expect("wire"));
        }
        other => panic!("unknown tool {other}"),
    };
    Ok(out.to_wire().expect("wire"))
}

/// With CAIRN_DUMP_SEEDS=DIR, every dump taken is also written there as two seeds for
/// the `snapshot_load` fuzz target: a zero mode byte and the dump, and an odd mode byte
/// and the dump's payload (which the target wraps in a valid container, so that its
/// mutations reach the loader's checks and the run).
fn save_seed(bytes: &[u8]) {
    if let Some(dir) = std::env::var_os("CAIRN_DUMP_SEEDS") {
        let _ = std::fs::create_dir_all(&dir);
        let payload = bytes.get(40..).unwrap_or_default();
        for (mode, body) in [(0u8, bytes), (1u8, payload)] {
            let mut seed = vec![mode];
            seed.extend_from_slice(body);
            let name = format!(
                "dump-{mode}-{:016x}",
                cairn_vm::fingerprint()
                    ^ body.len() as u64
                    ^ (seed.iter().map(|&b| b as u64).sum::<u64>() << 20)
            );
            let _ = std::fs::write(std::path::Path::new(&dir).join(name), seed);
        }
    }
}

fn new_vm(lines: &Rc<RefCell<Vec<String>>>) -> Vm {
    let mut vm = Vm::new(VmOptions::default());
    let sink = Rc::clone(lines);
    vm.set_print_hook(Box::new(move |line| sink.borrow_mut().push(line.to_string())));
    vm
}

/// Runs `source`; with `dump_every_idle`, each idle point dumps the VM and continues in
/// a fresh one loaded from the dump. Returns the printed lines and the outcome.
fn run(source: &str, dump_every_idle: bool) -> (Vec<String>, String) {
    let lines = Rc::new(RefCell::new(Vec::new()));
    let mut vm = new_vm(&lines);
    vm.install_tools(TOOLS).expect("tools");
    let mut outcome = vm.start_script(source, "script.js");
    let mut rounds = 0;
    loop {
        match outcome {
            RunOutcome::Idle(calls) => {
                rounds += 1;
                assert!(rounds < 10_000, "too many rounds");
                if dump_every_idle {
                    let bytes = vm.dump().expect("dump at an idle point");
                    save_seed(&bytes);
                    drop(vm);
                    vm = Vm::load_dump(&bytes, VmOptions::default()).expect("load");
                    let sink = Rc::clone(&lines);
                    vm.set_print_hook(Box::new(move |l| sink.borrow_mut().push(l.to_string())));
                    assert_eq!(vm.pending_tool_calls(), calls, "pending calls survive the dump");
                }
                // Answer in reverse order: the script must not depend on answer order
                // beyond what it awaits.
                answer_all(&mut vm, &calls);
                outcome = vm.run_until_idle();
            }
            RunOutcome::Done(v) => {
                let shown = vm.display(v);
                return (lines.take(), format!("done: {shown}"));
            }
            RunOutcome::Threw(e) => return (lines.take(), format!("threw: {}", e.message)),
        }
    }
}

/// The scripts of tests/dump/, sorted.
fn corpus() -> Vec<std::path::PathBuf> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/dump");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("tests/dump")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "js"))
        .collect();
    files.sort();
    assert!(files.len() >= 5, "the corpus is there");
    files
}

#[test]
fn every_script_gives_the_same_output_with_dumps_at_every_idle_point() {
    let files = corpus();
    let mut failures = Vec::new();
    for path in &files {
        let source = std::fs::read_to_string(path).expect("read");
        let straight = run(&source, false);
        assert!(straight.1.starts_with("done"), "{}: {:?}", path.display(), straight);
        let dumped = run(&source, true);
        if straight != dumped {
            failures.push(format!(
                "{}:\n  straight: {straight:?}\n  dumped:   {dumped:?}",
                path.display()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Answers the pending calls of a freshly loaded VM (in reverse order, like `run`).
fn answer_all(vm: &mut Vm, calls: &[ToolCall]) {
    for call in calls.iter().rev() {
        match answer(call) {
            Ok(w) => vm.resolve_tool_call(call.id, &w).expect("resolve"),
            Err(w) => vm.reject_tool_call(call.id, &w).expect("reject"),
        }
    }
}

/// Where a step of a run in child processes keeps its files.
struct StepFiles {
    dump: std::path::PathBuf,
    lines: std::path::PathBuf,
    outcome: std::path::PathBuf,
}

impl StepFiles {
    fn in_dir(dir: &std::path::Path) -> StepFiles {
        StepFiles {
            dump: dir.join("state.dump"),
            lines: dir.join("lines.txt"),
            outcome: dir.join("outcome.txt"),
        }
    }

    /// Records where a run stands: the lines printed, then a dump or the outcome.
    fn record(&self, vm: &mut Vm, lines: Vec<String>, outcome: RunOutcome) {
        use std::io::Write;
        let mut file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&self.lines)
            .expect("lines file");
        for line in lines {
            writeln!(file, "{}", line.replace('\n', "\u{1}")).expect("write");
        }
        let text = match outcome {
            RunOutcome::Idle(_) => {
                std::fs::write(&self.dump, vm.dump().expect("dump")).expect("write dump");
                return;
            }
            RunOutcome::Done(v) => format!("done: {}", vm.display(v)),
            RunOutcome::Threw(e) => format!("threw: {}", e.message),
        };
        std::fs::write(&self.outcome, text).expect("write outcome");
    }
}

/// One step of a run continued in a new process (run by
/// `every_script_continues_in_new_processes` as a child process, with CAIRN_DUMP_STEP
/// naming the step's folder): loads the dump, answers the calls, runs to the next idle
/// point or the end, and records it.
#[test]
#[ignore = "a child-process step of every_script_continues_in_new_processes"]
fn child_process_step() {
    let dir = std::env::var_os("CAIRN_DUMP_STEP").expect("CAIRN_DUMP_STEP names the folder");
    let files = StepFiles::in_dir(std::path::Path::new(&dir));
    let bytes = std::fs::read(&files.dump).expect("the dump");
    std::fs::remove_file(&files.dump).expect("remove the dump");
    let lines = Rc::new(RefCell::new(Vec::new()));
    let mut vm = Vm::load_dump(&bytes, VmOptions::default()).expect("load in a new process");
    let sink = Rc::clone(&lines);
    vm.set_print_hook(Box::new(move |l| sink.borrow_mut().push(l.to_string())));
    let calls = vm.pending_tool_calls();
    answer_all(&mut vm, &calls);
    let outcome = vm.run_until_idle();
    let printed = lines.take();
    files.record(&mut vm, printed, outcome);
}

#[test]
fn every_script_continues_in_new_processes() {
    let exe = std::env::current_exe().expect("the test binary");
    let mut failures = Vec::new();
    let mut processes = 0;
    for path in corpus() {
        let source = std::fs::read_to_string(&path).expect("read");
        let straight = run(&source, false);
        let name = path.file_stem().expect("name").to_string_lossy().to_string();
        let dir = std::env::temp_dir().join(format!("cairn-dump-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("temp dir");
        let files = StepFiles::in_dir(&dir);
        // Start here; every later step runs in a child process of its own.
        let lines = Rc::new(RefCell::new(Vec::new()));
        let mut vm = new_vm(&lines);
        vm.install_tools(TOOLS).expect("tools");
        let outcome = vm.start_script(&source, "script.js");
        let printed = lines.take();
        files.record(&mut vm, printed, outcome);
        drop(vm);
        let mut steps = 0;
        while files.dump.exists() {
            steps += 1;
            assert!(steps < 1000, "too many steps");
            let status = std::process::Command::new(&exe)
                .args(["--exact", "child_process_step", "--ignored", "--test-threads=1", "-q"])
                .env("CAIRN_DUMP_STEP", &dir)
                .stdout(std::process::Stdio::null())
                .status()
                .expect("spawn a child process");
            assert!(status.success(), "{name}: step {steps} failed");
        }
        let lines: Vec<String> = std::fs::read_to_string(&files.lines)
            .unwrap_or_default()
            .lines()
            .map(|l| l.replace('\u{1}', "\n"))
            .collect();
        let outcome = std::fs::read_to_string(&files.outcome).expect("an outcome");
        let _ = std::fs::remove_dir_all(&dir);
        processes += steps;
        if (lines.clone(), outcome.clone()) != straight {
            failures.push(format!(
                "{name} ({steps} processes):\n  straight: {straight:?}\n  processes: {:?}",
                (lines, outcome)
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(processes > 0, "the runs went through child processes");
}

#[test]
fn a_dump_is_only_taken_at_an_idle_point_and_needs_a_base() {
    let mut vm = Vm::new_set_up(VmOptions::default());
    assert_eq!(vm.dump().err(), Some(cairn_vm::DumpError::NoBase));
    let mut vm2 = Vm::new(VmOptions::default());
    assert!(vm2.is_idle());
    assert!(vm2.dump().is_ok());
    drop(vm.eval_script("1", "x.js"));
}

#[test]
fn the_dump_of_a_small_waiting_script_is_small() {
    let lines = Rc::new(RefCell::new(Vec::new()));
    let mut vm = new_vm(&lines);
    vm.install_tools(TOOLS).expect("tools");
    let src = "(async () => { const user = {name: 'ada', tags: ['x', 'y']};
        const r = await tools.echo({user}); return r.user.name; })()";
    let RunOutcome::Idle(_) = vm.start_script(src, "small.js") else { panic!("idle") };
    let bytes = vm.dump().expect("dump");
    eprintln!("dump of a small waiting script: {} bytes", bytes.len());
    assert!(bytes.len() <= 2048, "{} bytes", bytes.len());
}

#[test]
fn corrupt_or_truncated_dumps_are_errors() {
    let lines = Rc::new(RefCell::new(Vec::new()));
    let mut vm = new_vm(&lines);
    vm.install_tools(TOOLS).expect("tools");
    let RunOutcome::Idle(_) = vm.start_script("tools.echo(1)", "t.js") else { panic!("idle") };
    let bytes = vm.dump().expect("dump");
    for len in [0, 10, 39, 40, bytes.len() / 2, bytes.len() - 1] {
        assert!(matches!(
            Vm::load_dump(&bytes[..len], VmOptions::default()),
            Err(SnapshotError::Truncated { .. })
        ));
    }
    for at in [0, 9, 17, 45, bytes.len() - 1] {
        let mut bad = bytes.clone();
        bad[at] ^= 0x40;
        assert!(Vm::load_dump(&bad, VmOptions::default()).is_err(), "flipped byte {at}");
    }
    assert!(Vm::load_dump(&bytes, VmOptions::default()).is_ok());
}

#[test]
fn a_base_image_round_trips_and_replaces_the_set_up() {
    let image = Vm::new_set_up(VmOptions::default()).write_image().expect("image");
    let fingerprint = cairn_vm::fingerprint();
    // A dump taken on this thread (whose base was built by running the set-up) ...
    let lines = Rc::new(RefCell::new(Vec::new()));
    let mut vm = new_vm(&lines);
    vm.install_tools(TOOLS).expect("tools");
    let src = "(async () => { const m = new Map([[1, 'a']]); const r = await tools.echo([2]);
        m.set(r[0], 'b'); return [...m.values()].join(); })()";
    let RunOutcome::Idle(calls) = vm.start_script(src, "t.js") else { panic!("idle") };
    let dump = vm.dump().expect("dump");
    // ... loads on a thread whose base comes from the image, and finishes there.
    let (again, same_fingerprint, result) = std::thread::spawn(move || {
        Vm::use_base_image(&image).expect("the image loads");
        let again = Vm::new(VmOptions::default()).write_image().expect("image again");
        let same = cairn_vm::fingerprint() == fingerprint;
        let mut vm = Vm::load_dump(&dump, VmOptions::default()).expect("dump loads");
        answer_all(&mut vm, &calls);
        let RunOutcome::Done(v) = vm.run_until_idle() else { panic!("done") };
        let shown = vm.display(v);
        (again == image, same, shown)
    })
    .join()
    .expect("thread");
    assert!(again, "a VM from the image writes the same image");
    assert!(same_fingerprint, "the image and the set-up give one fingerprint");
    assert_eq!(result, "a,b");
}

#[test]
fn an_image_read_in_place_gives_the_values_of_one_read_whole() {
    let image: &'static [u8] =
        Vm::new_set_up(VmOptions::default()).write_image().expect("image").leak();
    let index: &'static [u8] = Vm::image_index(image).expect("index").leak();
    // Every value of a VM made from each template, written out: the lazy template
    // decodes each of its objects, strings and shapes on the way (shapes through their
    // chains of parents), and must give the bytes of the one decoded and checked whole.
    let whole = std::thread::spawn(move || {
        Vm::use_base_image(image).expect("the image loads");
        let vm = Vm::new(VmOptions::default());
        (vm.write_image().expect("image"), cairn_vm::fingerprint())
    });
    let in_place = std::thread::spawn(move || {
        Vm::use_built_image_lazy(image, index).expect("the image loads in place");
        let mut vm = Vm::new(VmOptions::default());
        let shown = vm
            .eval_script(
                "const m = new Map([[1, 'a']]); [...m.values(), [3, 1, 2].sort().join(),                  'é'.toUpperCase(), JSON.stringify({ a: [1] }), typeof Intl].join()",
                "t.js",
            )
            .map(|v| vm.display(v))
            .ok();
        let fresh = Vm::new(VmOptions::default());
        (fresh.write_image().expect("image"), cairn_vm::fingerprint(), shown)
    });
    let (whole, whole_fingerprint) = whole.join().expect("thread");
    let (in_place, fingerprint, shown) = in_place.join().expect("thread");
    assert!(whole == in_place, "the two templates hold the same values");
    assert_eq!(whole_fingerprint, fingerprint);
    let intl = if cfg!(feature = "intl") { "object" } else { "undefined" };
    assert_eq!(shown.as_deref(), Some(format!("a,1,2,3,É,{{\"a\":[1]}},{intl}").as_str()));
}

#[test]
fn an_index_of_another_image_or_cut_short_is_refused() {
    let image: &'static [u8] =
        Vm::new_set_up(VmOptions::default()).write_image().expect("image").leak();
    let index = Vm::image_index(image).expect("index");
    std::thread::spawn(move || {
        for len in [0, 8, index.len() / 2, index.len() - 1] {
            let cut: &'static [u8] = index[..len].to_vec().leak();
            assert!(Vm::use_built_image_lazy(image, cut).is_err(), "cut to {len}");
        }
        let mut other = index.clone();
        other[0] ^= 1;
        assert!(Vm::use_built_image_lazy(image, other.leak()).is_err(), "another image's index");
        let mut vm = Vm::new(VmOptions::default());
        assert_eq!(
            vm.eval_script("6 * 7", "t.js").map(|v| vm.display(v)).ok().as_deref(),
            Some("42")
        );
    })
    .join()
    .expect("thread");
}

#[test]
fn corrupt_or_foreign_images_are_errors() {
    let image = Vm::new_set_up(VmOptions::default()).write_image().expect("image");
    std::thread::spawn(move || {
        for len in [0, 39, 40, image.len() / 3, image.len() - 1] {
            assert!(Vm::use_base_image(&image[..len]).is_err(), "truncated to {len}");
        }
        for at in [3, 20, 100, image.len() / 2] {
            let mut bad = image.clone();
            bad[at] ^= 1;
            assert!(Vm::use_base_image(&bad).is_err(), "flipped byte {at}");
        }
        let mut w = cairn_snapshot::Writer::new(cairn_snapshot::Kind::Image, 1);
        w.payload().extend_from_slice(&image[40..]);
        assert!(matches!(Vm::use_base_image(&w.finish()), Err(SnapshotError::Fingerprint { .. })));
        // After all those errors the thread still builds VMs from the set-up.
        let mut vm = Vm::new(VmOptions::default());
        assert_eq!(
            vm.eval_script("[1, 2].map((x) => x * 2).join()", "t.js")
                .map(|v| vm.display(v))
                .ok()
                .as_deref(),
            Some("2,4")
        );
    })
    .join()
    .expect("thread");
}

/// Inputs the `snapshot_load` fuzz target found, replayed as it feeds them: an odd
/// first byte wraps the rest as a payload behind a valid header and checksum.
#[test]
fn fuzz_found_dumps_are_errors() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/dump_crashes");
    for entry in std::fs::read_dir(dir).expect("tests/dump_crashes") {
        let data = std::fs::read(entry.expect("entry").path()).expect("read");
        let Some((&mode, rest)) = data.split_first() else { continue };
        let bytes = if mode % 2 == 0 {
            rest.to_vec()
        } else {
            let mut w =
                cairn_snapshot::Writer::new(cairn_snapshot::Kind::Dump, cairn_vm::fingerprint());
            w.payload().extend_from_slice(rest);
            w.finish()
        };
        if let Ok(mut vm) = Vm::load_dump(&bytes, VmOptions::default()) {
            vm.collect_now();
        }
    }
}

/// A dump whose payload bytes were changed behind a valid checksum (a host's storage
/// or a hostile host can hand back such bytes) loads as an error, or as a VM that runs
/// on under limits, answering its calls, without a panic: the loader checks the code,
/// frames, objects and atoms it takes on trust (`Vm::check_loaded`). A spread sample
/// of positions of each corpus script's first dump, each changed three ways; the
/// `snapshot_load` fuzz target covers the rest.
#[test]
fn changed_dumps_are_errors_or_run_without_panics() {
    let answer = W::Int32(1).to_wire().expect("wire");
    let mut panicked = Vec::new();
    let (mut cases, mut ran) = (0usize, 0usize);
    for path in corpus() {
        let source = std::fs::read_to_string(&path).expect("read");
        let lines = Rc::new(RefCell::new(Vec::new()));
        let mut vm = new_vm(&lines);
        vm.install_tools(TOOLS).expect("tools");
        let RunOutcome::Idle(_) = vm.start_script(&source, "script.js") else { continue };
        let bytes = vm.dump().expect("dump");
        let payload = &bytes[40..];
        let step = (payload.len() / 40).max(1);
        for at in (0..payload.len()).step_by(step) {
            for mask in [0x01u8, 0x10, 0xff] {
                let mut changed = payload.to_vec();
                changed[at] ^= mask;
                let mut w = cairn_snapshot::Writer::new(
                    cairn_snapshot::Kind::Dump,
                    cairn_vm::fingerprint(),
                );
                w.payload().extend_from_slice(&changed);
                let bytes = w.finish();
                cases += 1;
                let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    let Ok(mut vm) = Vm::load_dump(&bytes, VmOptions::default()) else {
                        return false;
                    };
                    vm.set_print_hook(Box::new(|_| {}));
                    vm.set_fuel(Some(20_000));
                    vm.set_heap_limit(32 << 20);
                    vm.set_max_call_depth(Some(500));
                    for _ in 0..4 {
                        for call in vm.pending_tool_calls() {
                            let _ = vm.resolve_tool_call(call.id, &answer);
                        }
                        if !matches!(vm.run_until_idle(), RunOutcome::Idle(_)) {
                            break;
                        }
                    }
                    vm.collect_now();
                    true
                }));
                match result {
                    Ok(loaded) => ran += usize::from(loaded),
                    Err(_) => panicked.push(format!(
                        "{}: payload byte {at} ^ {mask:#x}",
                        path.file_name().and_then(|n| n.to_str()).unwrap_or("?")
                    )),
                }
            }
        }
    }
    eprintln!("{cases} changed dumps, {ran} loaded and ran");
    assert!(ran > 0 && ran < cases, "the sample reaches both the checks and the run");
    assert!(panicked.is_empty(), "{} panicked:\n{}", panicked.len(), panicked.join("\n"));
}
