//! Cairn: a JavaScript and TypeScript engine for hosts that run many short, untrusted
//! scripts.
//!
//! This crate is the facade for embedders and holds the `cairn` command-line program.
//! Scripts run in a [`vm::Vm`]; a host that exchanges values only as [`wire`] bytes and
//! serves tool calls drives one through a [`Runtime`] (see its module for the run loop:
//! `start`, `Idle(calls)`, `resolve`/`reject`, `run`, `Done(wire)`). At an idle point
//! [`Runtime::dump`] writes the run as bytes and [`Runtime::load`] continues it in a fresh
//! runtime; every runtime starts from the base image this build writes ([`image`]).
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
pub mod error;
pub mod image;
pub mod runtime;
pub mod typescript;

pub use error::Error;
pub use runtime::{Builder, DecodeError, Runtime, SettingError, Status};

pub use cairn_lexer as lexer;
pub use cairn_parser as parser;
pub use cairn_vm as vm;
pub use cairn_wire as wire;

/// README.md's Rust examples, compiled and run as doctests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeExamples;
