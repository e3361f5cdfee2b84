//! Fuzz target for loading continuation dumps: any bytes given to `Vm::load_dump` are
//! an error or a VM, never a panic. The first byte picks how the rest is used:
//! - even: the bytes as they are (bad magic, truncation, wrong fingerprint, checksum);
//! - odd: the bytes as the payload of a container with this engine's fingerprint and a
//!   correct checksum, so that the payload decoder and the loader's checks are reached.
//!
//! A VM that loads is continued under limits, as a host would: its pending tool calls
//! are answered and its jobs run (a few rounds), then it is collected (tracing every
//! handle it holds). Whatever the loader accepted must run without a panic.

#![no_main]

use cairn_vm::{RunOutcome, Vm, VmOptions};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else { return };
    let bytes = if mode % 2 == 0 {
        rest.to_vec()
    } else {
        let mut w = cairn_snapshot::Writer::new(cairn_snapshot::Kind::Dump, cairn_vm::fingerprint());
        w.payload().extend_from_slice(rest);
        w.finish()
    };
    let Ok(mut vm) = Vm::load_dump(&bytes, VmOptions::default()) else { return };
    vm.set_print_hook(Box::new(|_| {}));
    vm.set_fuel(Some(100_000));
    vm.set_heap_limit(32 << 20);
    vm.set_max_call_depth(Some(2_000));
    let answer = cairn_vm::wire::Value::Int32(1).to_wire().unwrap_or_default();
    for _ in 0..4 {
        for call in vm.pending_tool_calls() {
            let _ = vm.resolve_tool_call(call.id, &answer);
        }
        if !matches!(vm.run_until_idle(), RunOutcome::Idle(_)) {
            break;
        }
    }
    vm.collect_now();
});
