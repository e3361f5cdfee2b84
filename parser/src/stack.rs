//! A native-stack budget for recursive walks: the parser's and its passes', and the
//! compiler's (which uses this guard with a budget of its own).
//!
//! Depth counters alone do not bound stack use: a frame's size differs between debug and
//! release builds and between constructs. So each recursive walk records the stack
//! address where it began and fails cleanly ("Too much nesting") once it has used its
//! budget. The address of a local works on every target, wasm32 included (its shadow
//! stack lives in linear memory and also grows down).

/// The stack position where a walk began.
#[derive(Debug, Clone, Copy)]
pub struct StackGuard {
    base: usize,
}

impl StackGuard {
    /// A guard whose budget counts from the caller's stack position.
    pub fn here() -> StackGuard {
        StackGuard { base: stack_addr() }
    }

    /// True once more than `budget` bytes of stack are in use below the base.
    #[inline]
    pub fn exhausted(&self, budget: usize) -> bool {
        self.base.saturating_sub(stack_addr()) > budget
    }
}

impl Default for StackGuard {
    fn default() -> StackGuard {
        StackGuard::here()
    }
}

/// The address of a local of this frame: where the stack is now.
#[inline(always)]
fn stack_addr() -> usize {
    let marker = 0u8;
    std::hint::black_box(&marker) as *const u8 as usize
}
