//! The stack budget of the compiler's recursive walks (analysis and code generation),
//! measured by the parser's [`StackGuard`]: depth counters alone do not bound stack use
//! (frame sizes differ between debug and release builds and between constructs).

pub(crate) use cairn_parser::StackGuard;

/// Stack bytes a walk may use below its entry. With the parser's own 640 KiB budget,
/// a host thread of 1 MiB parses and compiles anything the parser accepts (debug builds
/// use the most stack per nesting level).
pub(crate) const STACK_BUDGET: usize = 640 * 1024;
