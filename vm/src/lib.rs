//! cairn-vm: the interpreter, realms, builtins, job queue, host calls and limits.
//!
//! Owns: executing bytecode without recursing on the Rust stack for JS-to-JS calls,
//! objects with shapes and inline caches, the standard library, and the host boundary.
//!
//! Must not: reach files, network, clock or randomness except through host hooks.
//! Status: not built yet (issues "Compiler, VM and tracing GC", "Builtins"); empty.
