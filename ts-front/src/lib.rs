//! cairn-ts: TypeScript AST to JavaScript AST.
//!
//! Owns: erasing types, and lowering what has runtime meaning (enums, namespaces,
//! parameter properties) to plain JavaScript AST nodes of cairn-parser.
//!
//! Must not: parse (the parser reads TypeScript syntax into the one AST), run code, or
//! do I/O. Status: not built yet (issue "TypeScript front"); this crate is empty.
