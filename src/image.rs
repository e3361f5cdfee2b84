//! The base image embedded in the library (written by `build.rs` from this build's VM).

use std::cell::Cell;

use cairn_vm::Vm;

/// The base realm image: every builtin object, shape and string of a fresh realm, in a
/// `cairn-snapshot` container. Loading it is how [`crate::Runtime::new`] and the `cairn`
/// program start their VMs.
pub static BASE_IMAGE: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/base.img"));

/// Where each value of [`BASE_IMAGE`] starts (`Vm::image_index`, written by `build.rs`),
/// so that VMs decode the image's objects, strings and shapes only when they read them.
pub static BASE_INDEX: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/base.idx"));

thread_local! {
    static LOADED: Cell<bool> = const { Cell::new(false) };
}

/// Makes [`BASE_IMAGE`] the base of the VMs this thread creates (once per thread).
///
/// The image is produced by the same build, so reading it cannot fail unless the build
/// itself is broken; if it ever did, VMs would simply keep running the realm's set-up.
pub fn use_base_image() {
    if !LOADED.get() {
        let loaded = Vm::use_built_image_lazy(BASE_IMAGE, BASE_INDEX);
        debug_assert!(loaded.is_ok(), "the embedded base image loads: {loaded:?}");
        LOADED.set(true);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_image_passes_every_check_of_a_foreign_image() {
        // Release builds skip these checks for the embedded image (`use_built_image`);
        // this is what makes that sound.
        Vm::use_base_image(BASE_IMAGE).expect("the embedded image loads, checked");
        let mut changed = BASE_IMAGE.to_vec();
        let last = changed.len() - 1;
        changed[last] ^= 1;
        assert!(Vm::use_built_image(&changed).is_err(), "the container's checksum still guards");
    }
}
