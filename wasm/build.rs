//! Writes the base image the module embeds (`src/image.rs` of the root crate does the
//! same for native builds): the realm right after set-up, written by this build of the
//! VM running on the build machine, compressed by `src/lz.rs`.
//!
//! A 64-bit build machine writes the same image a wasm32 VM would: the payload does not
//! depend on pointer width and the fingerprints are 64-bit hashes on every target.
//! `scripts/build-wasm.sh` checks that the module, setting up a realm itself, writes
//! the very same payload.
//!
//! It also writes the engine's fingerprint as the build machine computes it, which the
//! same check compares with the module's.

// The image's codec; the decompressor is the module's.
#[path = "src/lz.rs"]
#[allow(dead_code)]
mod lz;

fn main() {
    let out = std::path::PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=src/lz.rs");
    let vm = cairn_vm::Vm::new_set_up(cairn_vm::VmOptions::default());
    let image = vm.write_image().expect("a realm just set up is at an idle point");
    // Compressed (src/lz.rs): 121 KB of image are 49 KB of module.
    std::fs::write(out.join("base.img.lz"), lz::compress(&image)).expect("OUT_DIR is writable");
    // The engine's fingerprint on the build machine: dumps cross between the native
    // engine and the module only if the module computes the same (`src/lib.rs`).
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
