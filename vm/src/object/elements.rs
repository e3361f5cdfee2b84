//! The dense indexed elements of an object (`JsObject::elements`).
//!
//! A vector whose front can be removed and refilled in O(1): a queue written as
//! `q.push(x)` ... `q.shift()` (or a deque using `unshift`) is common in scripts, and a
//! plain vector moves every element on each `shift`, which makes draining an array of
//! n elements O(n²). The live elements are `buf[head..]`; the slots before `head` are
//! dead (their values are never read, traced or written out). The dead prefix is
//! dropped once it outgrows the live part, so it costs at most about as much memory as
//! the elements themselves, and each element is moved O(1) times on average.
//!
//! Everything else reads the elements as a slice (`Deref<Target = [Value]>`).

use std::ops::{Deref, DerefMut};

use cairn_gc::{Trace, Tracer};

use crate::value::Value;

/// A dead prefix shorter than this is never worth a move.
const MIN_COMPACT: usize = 32;

/// Dense elements: a slice of values with an O(1) removable and refillable front.
#[derive(Clone, Debug, Default)]
pub struct Elements {
    buf: Vec<Value>,
    /// Where the live elements start in `buf`.
    head: usize,
}

impl Elements {
    /// No elements.
    pub const fn new() -> Elements {
        Elements { buf: Vec::new(), head: 0 }
    }

    /// Append `value`.
    #[inline]
    pub fn push(&mut self, value: Value) {
        self.buf.push(value);
    }

    /// Append `values`.
    #[inline]
    pub fn extend_from_slice(&mut self, values: &[Value]) {
        self.buf.extend_from_slice(values);
    }

    /// How many values can be appended without reallocating.
    #[inline]
    pub fn spare_capacity(&self) -> usize {
        self.buf.capacity() - self.buf.len()
    }

    /// Remove and return the last element.
    #[inline]
    pub fn pop(&mut self) -> Option<Value> {
        if self.buf.len() == self.head {
            return None;
        }
        let value = self.buf.pop();
        if self.buf.len() == self.head {
            self.clear();
        }
        value
    }

    /// Remove and return the first element, in O(1) amortized.
    pub fn pop_front(&mut self) -> Option<Value> {
        let value = *self.buf.get(self.head)?;
        self.head += 1;
        let live = self.buf.len() - self.head;
        if live == 0 {
            self.clear();
        } else if self.head >= MIN_COMPACT && self.head > live {
            self.buf.drain(..self.head);
            self.head = 0;
        }
        Some(value)
    }

    /// Insert `values` before the first element, in O(len(values)) amortized: the room
    /// left by earlier `pop_front`s is used first, and when there is not enough, the
    /// elements move once to leave room for half as many again. Half, so that the room
    /// stays within what `pop_front` keeps (a dead prefix no longer than the live
    /// part): with room for as many, the next `pop_front` dropped it again, and a
    /// `unshift` / `shift` pair moved every element each time.
    pub fn prepend(&mut self, values: &[Value]) {
        let n = values.len();
        if n <= self.head {
            self.head -= n;
            self.buf[self.head..self.head + n].copy_from_slice(values);
            return;
        }
        let live = self.buf.len() - self.head;
        let room = ((live + n) / 2).max(MIN_COMPACT / 2);
        let mut buf = Vec::with_capacity(room + n + live);
        buf.resize(room, Value::UNDEFINED);
        buf.extend_from_slice(values);
        buf.extend_from_slice(&self.buf[self.head..]);
        self.buf = buf;
        self.head = room;
    }

    /// Make the length `len`, filling with `value`.
    pub fn resize(&mut self, len: usize, value: Value) {
        self.buf.resize(self.head + len, value);
        if len == 0 {
            self.clear();
        }
    }

    /// Keep the first `at` elements and return the others.
    pub fn split_off(&mut self, at: usize) -> Vec<Value> {
        let rest = self.buf.split_off(self.head + at);
        if at == 0 {
            self.clear();
        }
        rest
    }

    /// Room for `additional` more elements at the end.
    pub fn reserve(&mut self, additional: usize) {
        self.buf.reserve(additional);
    }

    /// Room for `additional` more elements at the end, or an error when the system
    /// cannot give the memory (a script's growth must not abort the process).
    pub fn try_reserve(
        &mut self,
        additional: usize,
    ) -> Result<(), std::collections::TryReserveError> {
        self.buf.try_reserve(additional)
    }

    /// The number of values the storage holds without reallocating (dead ones
    /// included: this is the memory it takes).
    pub fn capacity(&self) -> usize {
        self.buf.capacity()
    }

    /// Remove every element.
    pub fn clear(&mut self) {
        self.buf.clear();
        self.head = 0;
    }
}

impl From<Vec<Value>> for Elements {
    fn from(buf: Vec<Value>) -> Elements {
        Elements { buf, head: 0 }
    }
}

impl Extend<Value> for Elements {
    fn extend<I: IntoIterator<Item = Value>>(&mut self, iter: I) {
        self.buf.extend(iter);
    }
}

impl Deref for Elements {
    type Target = [Value];
    #[inline]
    fn deref(&self) -> &[Value] {
        // `head <= buf.len()` always holds, so this never panics.
        self.buf.get(self.head..).unwrap_or(&[])
    }
}

impl DerefMut for Elements {
    #[inline]
    fn deref_mut(&mut self) -> &mut [Value] {
        let head = self.head;
        self.buf.get_mut(head..).unwrap_or(&mut [])
    }
}

impl Trace for Elements {
    fn trace(&self, tracer: &mut Tracer) {
        // Only the live part: dead slots may hold handles to collected objects.
        (**self).trace(tracer);
    }
}

/// Written out as the sequence of live values (the same form as a `Vec<Value>`).
impl cairn_codec::Encode for Elements {
    fn encode(&self, out: &mut cairn_codec::Writer) {
        (**self).encode(out);
    }
}

impl cairn_codec::Decode for Elements {
    fn decode(r: &mut cairn_codec::Reader<'_>) -> Result<Elements, cairn_codec::DecodeError> {
        Vec::<Value>::decode(r).map(Elements::from)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn values(range: std::ops::Range<i32>) -> Vec<Value> {
        range.map(Value::int).collect()
    }

    /// Every operation agrees with a `VecDeque` model, through many compactions and
    /// refills of the front.
    #[test]
    fn elements_behave_as_a_deque() {
        let mut e = Elements::new();
        let mut model = std::collections::VecDeque::new();
        let mut next = 0;
        for step in 0..5_000 {
            match step % 7 {
                0..=2 => {
                    e.push(Value::int(next));
                    model.push_back(Value::int(next));
                    next += 1;
                }
                3 | 4 => {
                    assert_eq!(e.pop_front(), model.pop_front());
                    // After a removal from the front, the dead prefix is no longer
                    // than the live part (or than the minimum worth a move).
                    assert!(e.head <= e.len().max(MIN_COMPACT), "step {step}: head {}", e.head);
                }
                5 if step % 21 == 5 => {
                    let front = values(next..next + 3);
                    next += 3;
                    e.prepend(&front);
                    for v in front.into_iter().rev() {
                        model.push_front(v);
                    }
                }
                _ => assert_eq!(e.pop(), model.pop_back()),
            }
            assert!(e.iter().copied().eq(model.iter().copied()), "step {step}");
        }
    }

    #[test]
    fn draining_from_the_front_keeps_memory_bounded() {
        let mut e = Elements::from(values(0..10_000));
        for i in 0..9_990 {
            assert_eq!(e.pop_front(), Some(Value::int(i)));
        }
        assert_eq!(e.len(), 10);
        assert!(e.buf.len() < 10 + 2 * MIN_COMPACT, "dead prefix kept: {}", e.buf.len());
        assert_eq!(e.pop_front(), Some(Value::int(9_990)));
        assert_eq!(e.split_off(3), values(9_994..10_000));
        assert_eq!(&*e, &values(9_991..9_994)[..]);
        e.resize(0, Value::HOLE);
        assert!(e.is_empty() && e.head == 0);
    }

    /// `unshift` then `shift`, again and again, on a long array: the room the first
    /// `prepend` makes is used, not moved again (each pair moved all 65,536 elements).
    #[test]
    fn alternating_prepend_and_pop_front_move_nothing() {
        let mut e = Elements::from(values(0..65_536));
        e.prepend(&[Value::int(-1)]);
        let buffer = e.buf.as_ptr();
        for i in 0..10_000 {
            e.prepend(&[Value::int(i)]);
            assert_eq!(e.pop_front(), Some(Value::int(i)));
            assert_eq!(e.buf.as_ptr(), buffer, "step {i}: the elements moved");
        }
        assert_eq!(e.len(), 65_537);
        assert_eq!(e[0], Value::int(-1));
    }
}
