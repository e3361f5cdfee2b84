//! Writes the base image: the realm right after set-up, produced by this very build of
//! the VM (so it can never be stale), embedded by `src/image.rs` and read once per thread
//! instead of running the realm's set-up.

fn main() {
    let out = std::path::PathBuf::from(std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let vm = cairn_vm::Vm::new_set_up(cairn_vm::VmOptions::default());
    let image = vm.write_image().expect("a realm just set up is at an idle point");
    let index = cairn_vm::Vm::image_index(&image).expect("an image just written has an index");
    std::fs::write(out.join("base.img"), image).expect("OUT_DIR is writable");
    std::fs::write(out.join("base.idx"), index).expect("OUT_DIR is writable");
    // The programs are linked at a fixed address (not position-independent): the some
    // 44,000 pointers in static tables (the native function table, ICU4X's compiled
    // data) are then resolved by the linker instead of relocated by the dynamic loader
    // at every start, a fifth of a one-line script's instructions (and as many pages
    // written). Packed RELR relocations were tried and cost more with glibc 2.36. The
    // engine's isolation rests on memory safety, not on the address of its code; the
    // heap, the stack and the shared libraries are still placed at random.
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() == Ok("linux")
        && std::env::var("CARGO_CFG_TARGET_ENV").as_deref() == Ok("gnu")
    {
        println!("cargo:rustc-link-arg-bins=-no-pie");
    }
    println!("cargo:rerun-if-changed=build.rs");
}
