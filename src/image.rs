//! The base image embedded in the library (written by `build.rs` from this build's VM).

use std::cell::Cell;

use cairn_vm::Vm;

/// The base realm image: every builtin object, shape and string of a fresh realm, in a
/// `cairn-snapshot` container. Loading it is how [`crate::Runtime::new`] and the `cairn`
/// program start their VMs.
pub static BASE_IMAGE: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/base.img"));

thread_local! {
    static LOADED: Cell<bool> = const { Cell::new(false) };
}

/// Makes [`BASE_IMAGE`] the base of the VMs this thread creates (once per thread).
///
/// The image is produced by the same build, so reading it cannot fail unless the build
/// itself is broken; if it ever did, VMs would simply keep running the realm's set-up.
pub fn use_base_image() {
    if !LOADED.get() {
        let loaded = Vm::use_base_image(BASE_IMAGE);
        debug_assert!(loaded.is_ok(), "the embedded base image loads: {loaded:?}");
        LOADED.set(true);
    }
}
