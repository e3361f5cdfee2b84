//! The bytecode: instructions, compiled functions, compilation units, disassembly.

pub mod codec;
mod disasm;
mod function;
mod instruction;
mod unit;
mod verify;

pub use function::*;
pub use instruction::*;
pub use unit::*;
