//! Fuzz target for the VM's side of the host boundary (cairn-vm `host`): any bytes
//! decode into a fresh VM's heap (or fail with an error) without panicking; whatever
//! decodes writes back out as valid wire, and that output is a fixed point (decoding it
//! into the VM and writing it again gives the same bytes).

#![no_main]

use cairn_vm::{Vm, VmOptions};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut vm = Vm::new(VmOptions::default());
    let Ok(v) = vm.wire_to_value(data) else { return };
    let out = vm.value_to_wire(v).expect("a decoded value writes back");
    cairn_wire::validate(&out).expect("the VM writes valid wire");
    let again = vm.wire_to_value(&out).expect("the VM's output decodes");
    let out2 = vm.value_to_wire(again).expect("writes again");
    assert_eq!(out, out2, "wire out of the VM is a fixed point");
});
