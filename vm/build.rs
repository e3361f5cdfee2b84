//! Hashes the source files that define what images and dumps hold (bytecode, object
//! kinds and their slots, environments, frames, the realm, strings, values), into
//! `OUT_DIR/definitions_hash.rs`. The engine's fingerprints include it (src/image.rs),
//! so that any edit of these definitions retires the images and dumps older builds
//! wrote: a reordered enum would otherwise decode as other variants. Hashing the text
//! at build time keeps it out of the binary.

use std::path::Path;

/// The files whose types are serialized into images and dumps, relative to this crate.
const DEFINITIONS: &[&str] = &[
    "../codec/src/lib.rs",
    "../codec-derive/src/lib.rs",
    "../gc/src/handle.rs",
    "../compiler/build.rs",
    "../compiler/src/bytecode/codec.rs",
    "../compiler/src/bytecode/function.rs",
    "../compiler/src/bytecode/instruction.rs",
    "../compiler/src/bytecode/unit.rs",
    "src/object/slots/temporal.rs",
    "src/host/tools.rs",
    "src/image.rs",
    "src/interp/code.rs",
    "src/interp/env.rs",
    "src/interp/frame.rs",
    "src/jobs.rs",
    "src/module/mod.rs",
    "src/object/mod.rs",
    "src/object/elements.rs",
    "src/object/shape.rs",
    "src/object/slots/binary.rs",
    "src/object/slots/disposable.rs",
    "src/object/slots/element.rs",
    "src/object/slots/intl.rs",
    "src/object/slots/iterator_helper.rs",
    "src/object/slots/map_table.rs",
    "src/object/slots/promise.rs",
    "src/object/slots/regexp.rs",
    "src/object/slots/weak.rs",
    "src/realm.rs",
    "src/regexp_matcher.rs",
    "src/string.rs",
    "src/value/bigint.rs",
    "src/value/mod.rs",
];

fn main() {
    let dir = std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let out = std::env::var_os("OUT_DIR").expect("cargo sets OUT_DIR");
    let mut hasher = xxhash_rust::xxh3::Xxh3::new();
    for file in DEFINITIONS {
        let path = Path::new(&dir).join(file);
        println!("cargo:rerun-if-changed={}", path.display());
        let text = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        // The name too, so that moving a definition to another listed file counts.
        hasher.update(file.as_bytes());
        hasher.update(&(text.len() as u64).to_le_bytes());
        hasher.update(&text);
    }
    let hash = hasher.digest();
    std::fs::write(Path::new(&out).join("definitions_hash.rs"), format!("{hash:#018x}"))
        .expect("OUT_DIR is writable");
    println!("cargo:rerun-if-changed=build.rs");
}
