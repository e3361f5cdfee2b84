//! Writes the base image the module embeds (`src/image.rs` of the root crate does the
//! same for native builds): the realm right after set-up, written by this build of the
//! VM running on the build machine.
//!
//! An image is only read by a VM whose heap types have the same sizes
//! (`cairn_vm::schema_fingerprint`); a 64-bit build machine's image does not fit a
//! wasm32 module, which then builds its template by running the realm's set-up once per
//! instance. `scripts/build-wasm.sh` therefore builds the module twice: the first
//! module writes its own image (`cairn_write_image`), and the second embeds that file,
//! named by `CAIRN_WASM_IMAGE`.

fn main() {
    let out = std::path::PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=CAIRN_WASM_IMAGE");
    let target = std::env::var("TARGET").unwrap_or_default();
    let image = match std::env::var_os("CAIRN_WASM_IMAGE") {
        Some(path) if target.starts_with("wasm32") => {
            println!("cargo:rerun-if-changed={}", path.to_string_lossy());
            std::fs::read(&path).expect("CAIRN_WASM_IMAGE names a readable file")
        }
        _ => {
            let vm = cairn_vm::Vm::new_set_up(cairn_vm::VmOptions::default());
            vm.write_image().expect("a realm just set up is at an idle point")
        }
    };
    std::fs::write(out.join("base.img"), image).expect("OUT_DIR is writable");
    if target.starts_with("wasm32") {
        // The shadow stack of the module (Rust's default is 1 MiB): the parser and the
        // compiler recurse on nesting. It sits below the data (wasm-ld's stack-first),
        // so an overflow is an out-of-bounds trap, never a write into other data.
        println!("cargo:rustc-link-arg-cdylib=-zstack-size=4194304");
    }
}
