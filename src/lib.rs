//! Cairn: a JavaScript and TypeScript engine for hosts that run many short, untrusted
//! scripts.
//!
//! This crate is the facade for embedders and holds the `cairn` command-line program.
//! Today the engine parses and checks syntax; execution arrives with the compiler and
//! VM (see the issues "Compiler, VM and tracing GC" and "Host boundary").
//!
//! ```
//! let arena = cairn::parser::Bump::new();
//! let options = cairn::parser::ParseOptions::default();
//! assert!(cairn::parser::parse(&arena, "let x = 1 +", options).is_err());
//! ```

pub mod diagnostic;

pub use cairn_lexer as lexer;
pub use cairn_parser as parser;
