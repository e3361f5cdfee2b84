//! Writes the base image the module embeds (`src/image.rs` of the root crate does the
//! same for native builds): the realm right after set-up, written by this build of the
//! VM running on the build machine.
//!
//! A 64-bit build machine writes the same payload a wasm32 VM would (the payload does
//! not depend on the sizes of the heap types); only the container's schema fingerprint,
//! which includes those sizes, differs. `src/lib.rs` (`use_base_image`) puts the
//! module's own schema fingerprint on the payload, and `scripts/build-wasm.sh` checks
//! that the module, setting up a realm itself, writes the very same payload.
//!
//! It also writes the engine's fingerprint as this (64-bit) build computes it.

fn main() {
    let out = std::path::PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    println!("cargo:rerun-if-changed=build.rs");
    let vm = cairn_vm::Vm::new_set_up(cairn_vm::VmOptions::default());
    let image = vm.write_image().expect("a realm just set up is at an idle point");
    std::fs::write(out.join("base.img"), image).expect("OUT_DIR is writable");
    // The engine's fingerprint as a 64-bit build computes it (its hash is pointer-wide,
    // so a wasm32 VM computes another number for the same engine): the module writes
    // it on its dumps and accepts it on dumps it loads, so that dumps cross between the
    // native engine and the module (`src/lib.rs`, `portable_dump`).
    let fingerprint = cairn_vm::fingerprint();
    std::fs::write(out.join("native_fingerprint.rs"), format!("{fingerprint:#018x}"))
        .expect("OUT_DIR is writable");
    if std::env::var("TARGET").unwrap_or_default().starts_with("wasm32") {
        // The shadow stack of the module (Rust's default is 1 MiB): the parser and the
        // compiler recurse on nesting. It sits below the data (wasm-ld's stack-first),
        // so an overflow is an out-of-bounds trap, never a write into other data.
        println!("cargo:rustc-link-arg-cdylib=-zstack-size=4194304");
    }
}
