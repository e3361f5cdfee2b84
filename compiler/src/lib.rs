//! cairn-compiler: AST to register bytecode.
//!
//! Owns: scope analysis (hoisting, temporal dead zone, closure capture into environment
//! slots, the reach of direct eval and `with`), register allocation, constant pools,
//! source positions per instruction, and the disassembler.
//!
//! Must not: execute code or touch the heap; it depends on the parser only.
//! Status: not built yet (issue "Compiler, VM and tracing GC"); this crate is empty.
