//! Fuzz target for loading continuation dumps: any bytes given to `Vm::load_dump` are
//! an error or a VM, never a panic. The first byte picks how the rest is used:
//! - even: the bytes as they are (bad magic, truncation, wrong fingerprint, checksum);
//! - odd: the bytes as the payload of a container with this engine's fingerprint and a
//!   correct checksum, so that the payload decoder and the loader's checks are reached.
//!
//! A VM that loads is collected once (tracing every handle it holds).

#![no_main]

use cairn_vm::{Vm, VmOptions};
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
    if let Ok(mut vm) = Vm::load_dump(&bytes, VmOptions::default()) {
        vm.collect_now();
    }
});
