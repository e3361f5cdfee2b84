//! A stack that lives inline up to a fixed depth and spills to the heap past it, so the
//! validator allocates nothing for ordinary nesting yet accepts any depth.

/// Inline up to `N` entries, then a `Vec` for the rest.
pub(super) struct InlineStack<T: Copy + Default, const N: usize> {
    inline: [T; N],
    len: usize,
    spill: Vec<T>,
}

impl<T: Copy + Default, const N: usize> InlineStack<T, N> {
    /// An empty stack (no allocation).
    pub(super) fn new() -> Self {
        InlineStack { inline: [T::default(); N], len: 0, spill: Vec::new() }
    }

    /// Pushes on top.
    pub(super) fn push(&mut self, value: T) {
        if self.len < N {
            self.inline[self.len] = value;
        } else {
            self.spill.push(value);
        }
        self.len += 1;
    }

    /// Pops the top, if any.
    pub(super) fn pop(&mut self) -> Option<T> {
        if self.len == 0 {
            return None;
        }
        self.len -= 1;
        if self.len < N { Some(self.inline[self.len]) } else { self.spill.pop() }
    }

    /// The top entry, mutably.
    pub(super) fn top_mut(&mut self) -> Option<&mut T> {
        if self.len == 0 {
            None
        } else if self.len <= N {
            Some(&mut self.inline[self.len - 1])
        } else {
            self.spill.last_mut()
        }
    }

    /// True when nothing is on the stack.
    pub(super) fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// All entries, bottom first.
    pub(super) fn iter(&self) -> impl Iterator<Item = &T> {
        self.inline[..self.len.min(N)].iter().chain(self.spill.iter())
    }
}
