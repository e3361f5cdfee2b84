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
    // The functions a short run executes, placed together at the start of the `cairn`
    // program's code (src/bin/cairn/link-order.txt, written by scripts/link-order.py):
    // a one-line script then faults in about 0.7 MB of code pages instead of 3.4 MB
    // spread over the whole text. Only lld reads the list; it is the default linker of
    // x86_64-unknown-linux-gnu, so the list is passed there unless the build names a
    // linker of its own. Names the list holds and the program no longer defines are
    // skipped without a warning.
    let order = std::path::Path::new("src/bin/cairn/link-order.txt");
    let own_linker = std::env::var("CARGO_ENCODED_RUSTFLAGS").is_ok_and(|f| f.contains("link"))
        || std::env::var_os("CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_LINKER").is_some()
        || std::env::var_os("RUSTC_LINKER").is_some();
    if std::env::var("TARGET").as_deref() == Ok("x86_64-unknown-linux-gnu")
        && !own_linker
        && order.exists()
    {
        let path = std::fs::canonicalize(order).expect("the link order file exists");
        println!("cargo:rustc-link-arg-bin=cairn=-Wl,--symbol-ordering-file={}", path.display());
        println!("cargo:rustc-link-arg-bin=cairn=-Wl,--no-warn-symbol-ordering");
    }
    println!("cargo:rerun-if-changed=src/bin/cairn/link-order.txt");
    println!("cargo:rerun-if-env-changed=CARGO_TARGET_X86_64_UNKNOWN_LINUX_GNU_LINKER");
    println!("cargo:rerun-if-changed=build.rs");
}
