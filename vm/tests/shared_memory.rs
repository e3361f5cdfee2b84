//! A SharedArrayBuffer shared by two VMs on two threads: both see the same bytes,
//! `Atomics.wait` in one is woken by `Atomics.notify` in the other (with the count of
//! waiters woken), and the VM's interrupt flag ends an unbounded wait.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc;
use std::time::Duration;

use cairn_vm::shared_memory::SharedBlock;
use cairn_vm::{Termination, Vm, VmOptions};

/// A VM that can block, with a global `sab` over `block` when one is given.
fn vm_with(block: Option<Arc<SharedBlock>>) -> Vm {
    let mut vm = Vm::new(VmOptions::default());
    vm.set_can_block(true);
    if let Some(block) = block {
        vm.define_host_function("takeSab", move |vm, _| {
            vm.shared_array_buffer_from_block(Arc::clone(&block))
        })
        .unwrap();
        vm.eval_script("var sab = takeSab();", "setup.js").unwrap();
    }
    vm
}

/// Evaluates `src` and returns its completion value as text.
fn eval(vm: &mut Vm, src: &str) -> String {
    match vm.eval_script(src, "test.js") {
        Ok(v) => {
            vm.string_text(v).unwrap_or_else(|| format!("{}", v.as_number().unwrap_or(f64::NAN)))
        }
        Err(e) => panic!("{src}: {}", e.message),
    }
}

/// The block of a SharedArrayBuffer made in `vm` as global `name` by `src`.
fn share(vm: &mut Vm, name: &str, src: &str) -> Arc<SharedBlock> {
    let (tx, rx) = mpsc::channel();
    vm.define_host_function("share", move |vm, args| {
        let _ = tx.send(vm.share_array_buffer(args[0])?);
        Ok(cairn_vm::Value::UNDEFINED)
    })
    .unwrap();
    eval(vm, &format!("var {name} = {src}; share({name}); 'shared'"));
    rx.recv().unwrap()
}

/// Waits until `n` waiters wait at byte `index` of `block`.
fn until_waiting(block: &SharedBlock, index: usize, n: usize) {
    while block.waiting(index) < n {
        std::thread::sleep(Duration::from_millis(1));
    }
}

#[test]
fn bytes_written_in_one_vm_are_read_in_the_other() {
    let mut a = vm_with(None);
    let block = share(&mut a, "sab", "new SharedArrayBuffer(16)");
    let b = std::thread::spawn(move || {
        let mut b = vm_with(Some(block));
        eval(&mut b, "const t = new Int32Array(sab); t[1] = 42; Atomics.add(t, 2, 5); 'done'")
    });
    assert_eq!(b.join().unwrap(), "done");
    assert_eq!(eval(&mut a, "const t = new Int32Array(sab); t[1] + ',' + t[2]"), "42,5");
    // A DataView at an unaligned offset spans two words.
    eval(&mut a, "new DataView(sab).setUint32(6, 0xaabbccdd); 'ok'");
    assert_eq!(eval(&mut a, "new DataView(sab).getUint32(6).toString(16)"), "aabbccdd");
}

#[test]
fn notify_in_one_vm_wakes_a_wait_in_another() {
    let mut a = vm_with(None);
    let block = share(&mut a, "sab", "new SharedArrayBuffer(16)");
    let waiter = {
        let block = Arc::clone(&block);
        std::thread::spawn(move || {
            let mut b = vm_with(Some(block));
            eval(&mut b, "Atomics.wait(new Int32Array(sab), 1, 0)")
        })
    };
    until_waiting(&block, 4, 1);
    // Another index wakes nobody; the waiter's index wakes it.
    assert_eq!(eval(&mut a, "String(Atomics.notify(new Int32Array(sab), 0))"), "0");
    assert_eq!(eval(&mut a, "String(Atomics.notify(new Int32Array(sab), 1))"), "1");
    assert_eq!(waiter.join().unwrap(), "ok");
    // A value that is not the expected one: no wait.
    eval(&mut a, "Atomics.store(new Int32Array(sab), 2, 7); 'ok'");
    let mut b = vm_with(Some(block));
    assert_eq!(eval(&mut b, "Atomics.wait(new Int32Array(sab), 2, 0)"), "not-equal");
    assert_eq!(eval(&mut b, "Atomics.wait(new Int32Array(sab), 2, 7, 1)"), "timed-out");
}

#[test]
fn the_interrupt_flag_ends_an_unbounded_wait() {
    let mut a = vm_with(None);
    let block = share(&mut a, "sab", "new SharedArrayBuffer(8)");
    let flag = Arc::new(AtomicBool::new(false));
    let waiter = {
        let (block, flag) = (Arc::clone(&block), Arc::clone(&flag));
        std::thread::spawn(move || {
            let mut b = vm_with(Some(block));
            b.set_interrupt(Some(flag));
            b.eval_script("Atomics.wait(new Int32Array(sab), 0, 0)", "wait.js")
                .err()
                .and_then(|e| e.termination)
        })
    };
    until_waiting(&block, 0, 1);
    flag.store(true, Ordering::Relaxed);
    assert_eq!(waiter.join().unwrap(), Some(Termination::Interrupted));
    assert_eq!(block.waiting(0), 0);
}

#[test]
fn a_growable_buffer_grows_for_every_vm() {
    let mut a = vm_with(None);
    let block = share(&mut a, "sab", "new SharedArrayBuffer(8, { maxByteLength: 64 })");
    let mut b = vm_with(Some(Arc::clone(&block)));
    eval(&mut b, "sab.grow(32); new Int32Array(sab)[7] = 9; 'ok'");
    assert_eq!(eval(&mut a, "sab.byteLength + ',' + new Int32Array(sab)[7]"), "32,9");
    assert_eq!(eval(&mut a, "sab.maxByteLength + ',' + sab.growable"), "64,true");
}

#[test]
fn without_can_block_a_wait_answers_at_once() {
    let mut vm = Vm::new(VmOptions::default());
    let r = eval(&mut vm, "Atomics.wait(new Int32Array(new SharedArrayBuffer(8)), 0, 0, 1e9)");
    assert_eq!(r, "timed-out");
}

#[test]
fn a_dump_writes_the_bytes_and_loads_an_unshared_buffer() {
    let mut a = vm_with(None);
    let block = share(&mut a, "sab", "new SharedArrayBuffer(8)");
    eval(&mut a, "new Int32Array(sab)[1] = 5; 'ok'");
    let bytes = a.dump().expect("dump at an idle point");
    let mut b = Vm::load_dump(&bytes, VmOptions::default()).expect("load");
    assert_eq!(eval(&mut b, "String(new Int32Array(sab)[1])"), "5");
    // The loaded buffer is a fresh block: its writes do not reach the shared one.
    eval(&mut b, "new Int32Array(sab)[1] = 6; 'ok'");
    let mut c = vm_with(Some(block));
    assert_eq!(eval(&mut c, "String(new Int32Array(sab)[1])"), "5");
}
