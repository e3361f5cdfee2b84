//! A growable bitset of `u64` words: live slots and mark bits.

/// One bit per slot. Bits at or past `len` are always zero.
#[derive(Clone, Default, Debug)]
pub(crate) struct Bits {
    words: Vec<u64>,
    len: u32,
}

/// The number of words that hold `bits` bits.
#[inline]
pub(crate) const fn words_for(bits: u32) -> usize {
    (bits as usize).div_ceil(64)
}

impl Bits {
    /// Empties the set and sizes it to `len` zero bits, keeping the allocation.
    pub(crate) fn reset(&mut self, len: u32) {
        self.words.clear();
        self.words.resize(words_for(len), 0);
        self.len = len;
    }

    /// The number of bits.
    #[inline]
    pub(crate) fn len(&self) -> u32 {
        self.len
    }

    /// The words; the last one holds zeros past `len`.
    #[inline]
    pub(crate) fn words(&self) -> &[u64] {
        &self.words
    }

    /// The words, mutably (bits past `len` must stay zero).
    pub(crate) fn words_mut(&mut self) -> &mut [u64] {
        &mut self.words
    }

    /// Whether bit `i` is set (false past the end).
    #[inline]
    pub(crate) fn get(&self, i: u32) -> bool {
        i < self.len && self.words[i as usize / 64] & (1 << (i % 64)) != 0
    }

    /// Makes this set hold the bits of `other`'s words below its own length (its
    /// length stays).
    pub(crate) fn copy_from(&mut self, other: &[u64]) {
        for (w, word) in self.words.iter_mut().enumerate() {
            *word = other.get(w).copied().unwrap_or(0);
        }
        let tail = self.len % 64;
        if tail != 0
            && let Some(last) = self.words.last_mut()
        {
            *last &= (1u64 << tail) - 1;
        }
    }

    /// Sets the bits of `other`'s words below this set's length; returns how many were
    /// clear before.
    pub(crate) fn or_words(&mut self, other: &[u64]) -> u64 {
        let len = self.len as usize;
        let mut fresh = 0u64;
        for (w, (word, &add)) in self.words.iter_mut().zip(other).enumerate() {
            // Bits past `len` stay zero.
            let in_range = len - w * 64;
            let add = if in_range < 64 { add & ((1u64 << in_range) - 1) } else { add };
            fresh += u64::from((add & !*word).count_ones());
            *word |= add;
        }
        fresh
    }

    /// Sets bit `i`; returns true when it was clear and in range.
    #[inline]
    pub(crate) fn insert(&mut self, i: u32) -> bool {
        if i >= self.len {
            return false;
        }
        let word = &mut self.words[i as usize / 64];
        let bit = 1 << (i % 64);
        let fresh = *word & bit == 0;
        *word |= bit;
        fresh
    }

    /// Appends bit `len` (set), growing by one.
    #[inline]
    pub(crate) fn push_set(&mut self) {
        let i = self.len;
        if i as usize / 64 == self.words.len() {
            self.words.push(0);
        }
        self.words[i as usize / 64] |= 1 << (i % 64);
        self.len += 1;
    }

    /// Sets bit `i` (in range).
    #[inline]
    pub(crate) fn set(&mut self, i: u32) {
        debug_assert!(i < self.len);
        if let Some(word) = self.words.get_mut(i as usize / 64) {
            *word |= 1 << (i % 64);
        }
    }

    /// Clears bit `i` (nothing past the end).
    #[inline]
    pub(crate) fn clear(&mut self, i: u32) {
        if let Some(word) = self.words.get_mut(i as usize / 64) {
            *word &= !(1 << (i % 64));
        }
    }

    /// Replaces word `w` (in range).
    #[inline]
    pub(crate) fn set_word(&mut self, w: usize, value: u64) {
        self.words[w] = value;
    }

    /// Shrinks to `len` bits (not above the current length).
    pub(crate) fn truncate(&mut self, len: u32) {
        if len >= self.len {
            return;
        }
        self.words.truncate(words_for(len));
        if !len.is_multiple_of(64)
            && let Some(last) = self.words.last_mut()
        {
            *last &= (1u64 << (len % 64)) - 1;
        }
        self.len = len;
    }

    /// Grows to `len` bits (the new ones clear); no change when already as long.
    pub(crate) fn grow(&mut self, len: u32) {
        if len > self.len {
            self.words.resize(words_for(len), 0);
            self.len = len;
        }
    }

    /// One past the highest set bit, or 0.
    pub(crate) fn end_of_ones(&self) -> u32 {
        for (w, &word) in self.words.iter().enumerate().rev() {
            if word != 0 {
                return (w * 64 + 64 - word.leading_zeros() as usize) as u32;
            }
        }
        0
    }

    /// Bytes held by the words.
    pub(crate) fn heap_bytes(&self) -> usize {
        self.words.capacity() * 8
    }
}

/// The indices of the set bits of `word`, which is word number `w`, in increasing order.
#[inline]
pub(crate) fn ones(w: usize, mut word: u64) -> impl Iterator<Item = u32> {
    core::iter::from_fn(move || {
        if word == 0 {
            return None;
        }
        let bit = word.trailing_zeros();
        word &= word - 1;
        Some((w * 64) as u32 + bit)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn insert_get_truncate_end() {
        let mut b = Bits::default();
        b.reset(130);
        assert!(b.insert(0));
        assert!(!b.insert(0));
        assert!(b.insert(129));
        assert!(!b.insert(130), "past the end is refused");
        assert!(b.get(129) && !b.get(128) && !b.get(500));
        assert_eq!(b.end_of_ones(), 130);
        b.truncate(65);
        assert_eq!(b.len(), 65);
        assert_eq!(b.end_of_ones(), 1);
        b.push_set();
        assert!(b.get(65));
        assert_eq!(ones(1, b.words()[1]).collect::<Vec<_>>(), vec![65]);
    }
}
