//! Cairn: a JavaScript and TypeScript engine for hosts that run many short, untrusted
//! scripts.
//!
//! This crate is the facade for embedders and holds the `cairn` command-line program.
//! Today the engine parses and checks syntax; execution arrives with the compiler and VM.

pub use cairn_lexer as lexer;
pub use cairn_parser as parser;
