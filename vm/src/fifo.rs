//! A first-in first-out queue kept in blocks, for the job queue.
//!
//! A `VecDeque` grows by doubling and copying: a queue that a script fills with millions
//! of jobs copies tens of megabytes in one step, which takes milliseconds with no fuel
//! point in between (a promise fan-out stopped up to 13 ms after its deadline). Here the
//! items never move: the queue grows by one block at a time, each block at most
//! [`MAX_BLOCK`] items, and blocks are freed as the queue drains.

use std::collections::VecDeque;

#[cfg(not(target_family = "wasm"))]
/// The item count of the first block; each new block doubles the last, up to
/// [`MAX_BLOCK`], so a VM that queues a few jobs holds a small block.
const FIRST_BLOCK: usize = 8;

#[cfg(not(target_family = "wasm"))]
/// The most items a block holds: 1,024 jobs are about 40 KB, copied never, allocated in
/// a few microseconds.
const MAX_BLOCK: usize = 1024;

#[cfg(not(target_family = "wasm"))]
/// A FIFO of `Copy` items in blocks that never move once allocated.
pub(crate) struct Fifo<T: Copy> {
    /// The blocks, oldest first; every block but the last is full (as long as its
    /// capacity). Items before `head` in the first block are already taken.
    blocks: VecDeque<Vec<T>>,
    /// The index of the front item in `blocks[0]`.
    head: usize,
    /// The number of items queued.
    len: usize,
}

#[cfg(not(target_family = "wasm"))]
impl<T: Copy> Default for Fifo<T> {
    fn default() -> Self {
        Fifo { blocks: VecDeque::new(), head: 0, len: 0 }
    }
}

/// The queue could not grow: the allocator refused a block.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct NoRoom;

#[cfg(not(target_family = "wasm"))]
impl<T: Copy> Fifo<T> {
    /// Whether nothing is queued.
    pub(crate) fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The items the blocks held now have room for (what the queue costs in memory).
    pub(crate) fn capacity(&self) -> usize {
        self.blocks.iter().map(Vec::capacity).sum()
    }

    /// Whether the next push needs a new block.
    pub(crate) fn is_full(&self) -> bool {
        self.blocks.back().is_none_or(|b| b.len() == b.capacity())
    }

    /// Queues `item` at the back; a new block when the last is full, reserved fallibly.
    pub(crate) fn push_back(&mut self, item: T) -> Result<(), NoRoom> {
        if self.is_full() {
            let size =
                self.blocks.back().map_or(FIRST_BLOCK, |b| (b.capacity() * 2).min(MAX_BLOCK));
            let mut block = Vec::new();
            block.try_reserve_exact(size).map_err(|_| NoRoom)?;
            self.blocks.try_reserve(1).map_err(|_| NoRoom)?;
            self.blocks.push_back(block);
        }
        // The last block has room: the branch above made one when it had none.
        if let Some(block) = self.blocks.back_mut() {
            block.push(item);
            self.len += 1;
        }
        Ok(())
    }

    /// Takes the front item. A block emptied is freed, but the last, which is kept for
    /// the next pushes (a VM that runs a few jobs at a time reuses one block).
    pub(crate) fn pop_front(&mut self) -> Option<T> {
        let more_blocks = self.blocks.len() > 1;
        let first = self.blocks.front_mut()?;
        let item = *first.get(self.head)?;
        self.head += 1;
        self.len -= 1;
        if self.head == first.len() {
            self.head = 0;
            if more_blocks {
                self.blocks.pop_front();
            } else {
                first.clear();
            }
        }
        Some(item)
    }

    /// The items, front first.
    pub(crate) fn iter(&self) -> impl Iterator<Item = &T> {
        self.blocks.iter().enumerate().flat_map(|(i, b)| {
            let from = if i == 0 { self.head } else { 0 };
            b.get(from..).unwrap_or(&[]).iter()
        })
    }
}

#[cfg(not(target_family = "wasm"))]
/// As a `VecDeque` writes itself: the count, then the items front first.
impl<T: Copy + cairn_codec::Encode> cairn_codec::Encode for Fifo<T> {
    fn encode(&self, out: &mut cairn_codec::Writer) {
        out.uint(self.len as u64);
        for item in self.iter() {
            item.encode(out);
        }
    }
}

#[cfg(not(target_family = "wasm"))]
/// The items read as a `Vec` make the first block (it may be larger than
/// [`MAX_BLOCK`]: only growth is in bounded steps).
impl<T: Copy + cairn_codec::Decode> cairn_codec::Decode for Fifo<T> {
    fn decode(r: &mut cairn_codec::Reader<'_>) -> Result<Self, cairn_codec::DecodeError> {
        let items = Vec::<T>::decode(r)?;
        let len = items.len();
        let blocks = if items.is_empty() { VecDeque::new() } else { VecDeque::from([items]) };
        Ok(Fifo { blocks, head: 0, len })
    }
}

/// The wasm module's job queue: a `VecDeque` (see the module's doc).
#[cfg(target_family = "wasm")]
#[derive(cairn_codec::Encode, cairn_codec::Decode)]
pub(crate) struct Fifo<T: Copy> {
    items: VecDeque<T>,
}

#[cfg(target_family = "wasm")]
impl<T: Copy> Default for Fifo<T> {
    fn default() -> Self {
        Fifo { items: VecDeque::new() }
    }
}

/// As the native queue's methods, over the `VecDeque`.
#[cfg(target_family = "wasm")]
impl<T: Copy> Fifo<T> {
    pub(crate) fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
    pub(crate) fn capacity(&self) -> usize {
        self.items.capacity()
    }
    pub(crate) fn is_full(&self) -> bool {
        self.items.len() == self.items.capacity()
    }
    pub(crate) fn push_back(&mut self, item: T) -> Result<(), NoRoom> {
        self.items.try_reserve(1).map_err(|_| NoRoom)?;
        self.items.push_back(item);
        Ok(())
    }
    pub(crate) fn pop_front(&mut self) -> Option<T> {
        self.items.pop_front()
    }
    pub(crate) fn iter(&self) -> impl Iterator<Item = &T> {
        self.items.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn items_come_out_in_the_order_they_went_in_across_blocks() {
        let mut q = Fifo::default();
        let mut next_out = 0u32;
        // Pushes outrun pops, so the queue spans many blocks, then drains.
        for i in 0..10_000u32 {
            q.push_back(i).unwrap();
            if i % 3 == 0 {
                assert_eq!(q.pop_front(), Some(next_out));
                next_out += 1;
            }
        }
        assert_eq!(q.len, 10_000 - next_out as usize);
        assert!(q.iter().copied().eq(next_out..10_000));
        while let Some(v) = q.pop_front() {
            assert_eq!(v, next_out);
            next_out += 1;
        }
        assert_eq!(next_out, 10_000);
        assert!(q.is_empty());
        assert_eq!(q.iter().count(), 0);
    }

    #[test]
    fn blocks_grow_to_the_maximum_and_drained_ones_are_freed() {
        let mut q = Fifo::default();
        for i in 0..5_000u32 {
            q.push_back(i).unwrap();
        }
        let sizes: Vec<usize> = q.blocks.iter().map(Vec::capacity).collect();
        assert_eq!(sizes[..8], [8, 16, 32, 64, 128, 256, 512, 1024]);
        assert!(sizes[8..].iter().all(|&s| s == MAX_BLOCK));
        assert!(q.capacity() >= 5_000);
        for _ in 0..4_990 {
            q.pop_front();
        }
        // What is left fits in the last block; the others are gone.
        assert_eq!(q.blocks.len(), 1);
        assert_eq!(q.iter().copied().collect::<Vec<_>>(), (4_990..5_000).collect::<Vec<_>>());
    }

    #[test]
    fn queued_items_never_move_as_the_queue_grows() {
        let mut q = Fifo::default();
        q.push_back(0u64).unwrap();
        let first: *const u64 = q.iter().next().unwrap();
        for i in 1..100_000u64 {
            q.push_back(i).unwrap();
        }
        // A VecDeque would have copied its items some fourteen times by now.
        assert!(std::ptr::eq(first, q.iter().next().unwrap()));
    }

    #[test]
    fn a_queue_that_empties_keeps_one_block_for_the_next_pushes() {
        let mut q = Fifo::default();
        for round in 0..100u32 {
            q.push_back(round).unwrap();
            q.push_back(round + 1).unwrap();
            assert_eq!(q.pop_front(), Some(round));
            assert_eq!(q.pop_front(), Some(round + 1));
            assert_eq!(q.pop_front(), None);
        }
        assert_eq!(q.blocks.len(), 1);
        assert_eq!(q.capacity(), FIRST_BLOCK);
    }

    #[test]
    fn it_writes_and_reads_itself_as_a_vecdeque_does() {
        let mut q = Fifo::default();
        for i in 0..3_000u64 {
            q.push_back(i).unwrap();
        }
        for _ in 0..1_000 {
            q.pop_front();
        }
        let ours = cairn_codec::to_vec(&q).unwrap();
        let deque: VecDeque<u64> = (1_000..3_000).collect();
        assert_eq!(ours, cairn_codec::to_vec(&deque).unwrap());
        let mut back: Fifo<u64> = cairn_codec::from_slice(&ours).unwrap();
        assert_eq!(back.len, 2_000);
        assert!(back.iter().copied().eq(1_000..3_000));
        // The read queue grows on from its one block.
        back.push_back(3_000).unwrap();
        assert!(back.iter().copied().eq(1_000..3_001));
    }
}
