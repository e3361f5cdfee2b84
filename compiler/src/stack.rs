//! A native-stack budget for the recursive walks (analysis and code generation), as the
//! parser has: depth counters alone do not bound stack use (frame sizes differ between
//! debug and release builds and between constructs), so each walk records the stack
//! address where it began and fails cleanly once it has used its budget. The address of
//! a local works on every target, wasm32 included (its shadow stack grows down too).

/// Stack bytes a walk may use below its entry. With the parser's own 640 KiB budget,
/// a host thread of 1 MiB parses and compiles anything the parser accepts (debug builds
/// use the most stack per nesting level).
pub(crate) const STACK_BUDGET: usize = 640 * 1024;

/// The stack position where a walk began.
#[derive(Debug, Clone, Copy)]
pub(crate) struct StackGuard {
    base: usize,
}

impl StackGuard {
    /// A guard counting from the caller's stack position.
    pub(crate) fn here() -> StackGuard {
        StackGuard { base: stack_addr() }
    }

    /// True once more than the budget is in use below the base.
    #[inline]
    pub(crate) fn exhausted(&self) -> bool {
        self.base.saturating_sub(stack_addr()) > STACK_BUDGET
    }
}

/// The address of a local of this frame: where the stack is now.
#[inline(always)]
fn stack_addr() -> usize {
    let marker = 0u8;
    std::hint::black_box(&marker) as *const u8 as usize
}
