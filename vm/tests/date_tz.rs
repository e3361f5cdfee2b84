//! Local time through the host's time zone hook matches node in fixed-offset zones:
//! `date_tz/script.js` under UTC+5 and UTC-8 prints what node printed
//! (`date_tz/regen.sh`), and the clock hook decides `Date.now` and `new Date()`.

use std::cell::RefCell;
use std::rc::Rc;

use cairn_vm::{Vm, VmOptions};

fn run(offset_ms: f64) -> String {
    let out = Rc::new(RefCell::new(String::new()));
    let sink = out.clone();
    let mut vm = Vm::new(VmOptions::default());
    vm.set_print_hook(Box::new(move |line| sink.borrow_mut().push_str(line)));
    vm.set_local_tz_offset(offset_ms);
    let source = include_str!("date_tz/script.js");
    if let Err(e) = vm.eval_script(source, "script.js") {
        panic!("{}", e.message);
    }
    out.borrow().clone()
}

#[test]
fn local_time_matches_node_in_fixed_offset_zones() {
    assert_eq!(
        run(5.0 * 3_600_000.0),
        "1579066200000|10|5|-300|Wed Jan 15 2020 10:30:00 GMT+0500|10:30:00 GMT+0500|\
         1579066200000|1579046400000|1|5|1579113000000|15|15|1579131000000|16|1577818800000|\
         916443000000|-2049928200000|5|123456000"
    );
    assert_eq!(
        run(-8.0 * 3_600_000.0),
        "1579113000000|10|18|480|Wed Jan 15 2020 10:30:00 GMT-0800|10:30:00 GMT-0800|\
         1579113000000|1579046400000|31|16|1579159800000|15|16|1579217400000|16|1577865600000|\
         916529400000|-2049841800000|5|123456000"
    );
}

#[test]
fn clock_hook_decides_now() {
    let out = Rc::new(RefCell::new(String::new()));
    let sink = out.clone();
    let mut vm = Vm::new(VmOptions::default());
    vm.set_print_hook(Box::new(move |line| sink.borrow_mut().push_str(line)));
    vm.set_clock_hook(Box::new(|| 1234.5));
    let r = vm.eval_script(
        "console.log(Date.now(), new Date().getTime(), typeof Date(), Date().slice(0, 24))",
        "now.js",
    );
    assert!(r.is_ok());
    assert_eq!(out.borrow().as_str(), "1234 1234 string Thu Jan 01 1970 00:00:01");
}
