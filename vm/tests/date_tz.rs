//! Local time through the host's time zone hook matches node in fixed-offset zones:
//! `date_tz/script.js` under UTC+5 and UTC-8 prints what node printed
//! (`date_tz/regen.sh`), and the clock hook decides `Date.now` and `new Date()`.

use std::cell::RefCell;
use std::rc::Rc;

use cairn_vm::{Vm, VmOptions};

fn run(offset_ms: f64) -> String {
    run_with(Box::new(move |_| offset_ms), include_str!("date_tz/script.js"))
}

fn run_with(zone: Box<dyn Fn(f64) -> f64>, source: &str) -> String {
    let out = Rc::new(RefCell::new(String::new()));
    let sink = out.clone();
    let mut vm = Vm::new(VmOptions::default());
    vm.set_print_hook(Box::new(move |line| sink.borrow_mut().push_str(line)));
    vm.set_time_zone_hook(zone);
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

/// A zone with a standard offset and, between two UTC instants, a summer offset.
fn dst_zone(standard_h: f64, summer_h: f64, start: f64, end: f64) -> Box<dyn Fn(f64) -> f64> {
    Box::new(move |t| if (start..end).contains(&t) { summer_h } else { standard_h } * 3_600_000.0)
}

#[test]
fn skipped_and_repeated_local_times_match_node() {
    let source = include_str!("date_tz/dst.js");
    // America/New_York in 2021: EDT from 2021-03-14T07:00Z to 2021-11-07T06:00Z.
    let ny = dst_zone(-5.0, -4.0, 1615705200000.0, 1636264800000.0);
    assert_eq!(
        run_with(ny, source),
        "1615707000000,3,30,240,1636263000000,1,30,240,1616913000000,2,30,240,\
         1635661800000,2,30,240,1622563200000,12,0,240,1609520400000,12,0,300"
    );
    // Europe/Berlin in 2021: CEST from 2021-03-28T01:00Z to 2021-10-31T01:00Z.
    let berlin = dst_zone(1.0, 2.0, 1616893200000.0, 1635642000000.0);
    assert_eq!(
        run_with(berlin, source),
        "1615685400000,2,30,-60,1636245000000,1,30,-60,1616895000000,3,30,-120,\
         1635640200000,2,30,-120,1622541600000,12,0,-120,1609498800000,12,0,-60"
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
