//! cairn-vm: the interpreter, realm, builtins, job queue, host hooks and limits.
//!
//! ```
//! let mut vm = cairn_vm::Vm::new(cairn_vm::VmOptions::default());
//! let v = vm.eval_script("1 + 2", "example.js");
//! # let _ = v;
//! ```
//!
//! What is here: NaN-boxed values, Latin-1/UTF-16 strings with ropes and atoms,
//! objects with shapes and inline caches, a register-machine interpreter whose
//! JS-to-JS calls do not recurse on the Rust stack, generators and async functions
//! as heap-saved frames, promises and the job queue, limits (fuel, heap, depth,
//! interrupt), and the builtins of the `builtins` modules. What is not yet: Proxy,
//! RegExp, BigInt, modules, typed arrays, Date, Map/Set, JSON, direct eval, async
//! generators (each throws a TypeError/SyntaxError naming itself when reached).
//!
//! Architecture: `value` (representation and conversions), `string`, `object`
//! (shapes, storage, internal methods), `interp` (frames, dispatch, calls), `realm`
//! and `builtins/` (one module per spec clause, natives named by index into
//! `builtins::NATIVES`), `jobs`, `host`, `limits`. The heap (crate cairn-gc) holds
//! every object, string, shape, environment and compiled unit, named by 32-bit
//! handles only.

// Spec operation names (ToNumber, ToString, FromPropertyDescriptor) are methods of the VM
// that take `&mut self`: the convention of `to_*` taking `self` does not apply.
#![allow(clippy::wrong_self_convention)]

pub mod builtins;
mod compile_shim;
mod heap;
pub mod host;
pub mod interp;
mod jobs;
pub mod limits;
mod names;
pub mod object;
mod realm;
mod run;
pub mod string;
pub mod value;
mod vm;

pub use host::Host;
pub use limits::{Limits, Termination};
pub use run::{JsError, StackLine, disassemble};
pub use value::Value;
pub use vm::{JsResult, Throw, Vm, VmOptions};
