//! Cairn: a JavaScript and TypeScript engine for hosts that run many short, untrusted
//! scripts.
//!
//! This crate is the facade for embedders and holds the `cairn` command-line program.
//! Scripts run in a [`vm::Vm`]; the host boundary (wire values, tool calls, dumps)
//! arrives with the issue "Host boundary".
//!
//! ```
//! let mut vm = cairn::vm::Vm::new(cairn::vm::VmOptions::default());
//! let v = vm.eval_script("6 * 7", "example.js").unwrap();
//! assert_eq!(vm.display(v), "42");
//! ```
//!
//! ```
//! let arena = bumpalo::Bump::new();
//! let options = cairn::parser::ParseOptions::default();
//! assert!(cairn::parser::parse(&arena, "let x = 1 +", options).is_err());
//! ```

pub mod diagnostic;

pub use cairn_lexer as lexer;
pub use cairn_parser as parser;
pub use cairn_vm as vm;
