//! Shared by the generated-programs test and the `gen` example: runs a program through
//! cairn in-process and reads/writes the framed files (`### seed N` then the output).
// Each of the two users needs only some of these functions.
#![allow(dead_code)]

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

use cairn::vm::{Vm, VmOptions};

/// Fuel per program: far more than any generated program needs, so running out is a
/// difference (a hang in cairn) rather than a silent stop.
const FUEL: u64 = 50_000_000;

/// Runs `source` in a fresh VM and returns its `console.log` output, one line per call;
/// an error that escapes the program (none should) is printed as `!! NAME` so that it
/// shows as a difference.
pub(crate) fn run_cairn(source: &str) -> String {
    let out = Rc::new(RefCell::new(String::new()));
    let sink = Rc::clone(&out);
    let mut vm = Vm::new(VmOptions::default());
    vm.set_fuel(Some(FUEL));
    vm.set_print_hook(Box::new(move |line: &str| {
        let mut s = sink.borrow_mut();
        s.push_str(line);
        s.push('\n');
    }));
    if let Err(e) = vm.eval_script(source, "gen.js") {
        let first = e.message.lines().next().unwrap_or("").to_string();
        let mut s = out.borrow_mut();
        s.push_str("!! ");
        s.push_str(&first);
        s.push('\n');
    }
    drop(vm);
    out.take()
}

/// The header line that starts each framed entry.
pub(crate) fn header(seed: u64) -> String {
    format!("### seed {seed}\n")
}

/// Parses a framed file into seed → text.
pub(crate) fn parse_framed(text: &str) -> BTreeMap<u64, String> {
    let mut map = BTreeMap::new();
    let mut current: Option<(u64, String)> = None;
    for line in text.split_inclusive('\n') {
        if let Some(rest) = line.strip_prefix("### seed ")
            && let Ok(seed) = rest.trim().parse::<u64>()
        {
            if let Some((s, t)) = current.take() {
                map.insert(s, t);
            }
            current = Some((seed, String::new()));
        } else if let Some((_, t)) = current.as_mut() {
            t.push_str(line);
        }
    }
    if let Some((s, t)) = current {
        map.insert(s, t);
    }
    map
}
