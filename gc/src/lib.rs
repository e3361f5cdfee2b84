//! cairn-gc: the heap.
//!
//! Owns: typed arenas named by 32-bit handles, tracing collection from explicit roots,
//! weak references and ephemerons, heap statistics and the heap limit.
//!
//! Must not: know JavaScript semantics, or hand out Rust references that outlive an
//! allocation. Status: not built yet (issue "Compiler, VM and tracing GC"); empty.
