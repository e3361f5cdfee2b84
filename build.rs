//! Writes the base image: the realm right after set-up, produced by this very build of
//! the VM (so it can never be stale), embedded by `src/image.rs` and read once per thread
//! instead of running the realm's set-up.

fn main() {
    let out = std::path::PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let vm = cairn_vm::Vm::new_set_up(cairn_vm::VmOptions::default());
    let image = vm.write_image().expect("a realm just set up is at an idle point");
    std::fs::write(out.join("base.img"), image).expect("OUT_DIR is writable");
    println!("cargo:rerun-if-changed=build.rs");
}
