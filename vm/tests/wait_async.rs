//! Atomics.waitAsync in a single agent: a finite timeout passes on the job queue's
//! virtual clock once nothing else is left to run, earliest deadline first.

use std::cell::RefCell;
use std::rc::Rc;

use cairn_vm::{Vm, VmOptions};

#[test]
fn timeouts_pass_when_the_job_queue_is_idle() {
    let out = Rc::new(RefCell::new(Vec::new()));
    let sink = out.clone();
    let mut vm = Vm::new(VmOptions::default());
    vm.set_print_hook(Box::new(move |line| sink.borrow_mut().push(line.to_string())));
    let r = vm.eval_script(
        "const i32 = new Int32Array(new SharedArrayBuffer(16));
         Atomics.waitAsync(i32, 0, 0, 50).value.then((v) => print('late ' + v));
         Atomics.waitAsync(i32, 1, 0, 10).value.then((v) => print('early ' + v));
         const never = Atomics.waitAsync(i32, 2, 0);
         never.value.then((v) => print('never ' + v));
         Promise.resolve().then(() => print('job first'));",
        "wait_async.js",
    );
    assert!(r.is_ok(), "{:?}", r.err().map(|e| e.message));
    assert_eq!(*out.borrow(), ["job first", "early timed-out", "late timed-out"]);
}
