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
                    drop(vm);
                    vm = Vm::load_dump(&bytes, VmOptions::default()).expect("load");
                    let sink = Rc::clone(&lines);
                    vm.set_print_hook(Box::new(move |l| sink.borrow_mut().push(l.to_string())));
                    assert_eq!(vm.pending_tool_calls(), calls, "pending calls survive the dump");
                }
                // Answer in reverse order: the script must not depend on answer order
                // beyond what it awaits.
                for call in calls.iter().rev() {
                    match answer(call) {
                        Ok(w) => vm.resolve_tool_call(call.id, &w).expect("resolve"),
                        Err(w) => vm.reject_tool_call(call.id, &w).expect("reject"),
                    }
                }
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

#[test]
fn every_script_gives_the_same_output_with_dumps_at_every_idle_point() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/dump");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("tests/dump")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "js"))
        .collect();
    files.sort();
    assert!(files.len() >= 5, "the corpus is there");
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
