//! The internal slots of ArrayBuffer, SharedArrayBuffer, DataView and TypedArray
//! objects (ECMA-262 sec-properties-of-the-arraybuffer-instances,
//! sec-properties-of-dataview-instances, sec-properties-of-typedarray-instances).

use std::borrow::Cow;
use std::sync::Arc;

use cairn_gc::Handle;

use super::element::{self, ElementKind, Raw};
use crate::object::JsObject;
use crate::shared_memory::SharedBlock;

/// Resizes a byte block to `len`, new bytes zero, with room already reserved by the
/// caller (`Vec::try_reserve_exact`). `Vec::resize` is a loop of one-byte writes in the
/// wasm module, whose opt-level "z" does not make it a memset: zeroing 1 MiB took about
/// 300 µs there. Extending from a block of zeros is a copy of 4 KiB a step.
pub(crate) fn resize_zeroed(bytes: &mut Vec<u8>, len: usize) {
    const ZEROS: [u8; 4096] = [0; 4096];
    bytes.truncate(len);
    while bytes.len() < len {
        let n = (len - bytes.len()).min(ZEROS.len());
        bytes.extend_from_slice(&ZEROS[..n]);
    }
}

/// The internal slots of a DataView.
#[derive(Clone, Copy, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub struct DataViewData {
    /// [[ViewedArrayBuffer]].
    pub buffer: Handle<JsObject>,
    /// [[ByteOffset]].
    pub byte_offset: usize,
    /// [[ByteLength]], or `AUTO` (`builtins::typed_array::AUTO`) when it tracks a resizable buffer.
    pub byte_length: usize,
}

/// The internal slots of a TypedArray.
#[derive(Clone, Copy, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub struct TypedArrayData {
    /// [[ViewedArrayBuffer]].
    pub buffer: Handle<JsObject>,
    /// [[TypedArrayName]] / [[ContentType]], as the element kind.
    pub kind: ElementKind,
    /// [[ByteOffset]].
    pub byte_offset: usize,
    /// [[ArrayLength]], or `AUTO` (`builtins::typed_array::AUTO`).
    pub length: usize,
}

/// The internal slots of an ArrayBuffer or SharedArrayBuffer.
///
/// The bytes are in `bytes`, except for a SharedArrayBuffer that a host shared with
/// another VM: then they are in `block` (atomic words other threads read and write; see
/// `crate::shared_memory`) and `bytes` is empty. Read and write through the methods
/// below, which look at both.
#[derive(Clone, Debug, Default, cairn_codec::Decode)]
pub struct BufferData {
    /// [[ArrayBufferData]]; its length is [[ArrayBufferByteLength]].
    #[codec(with = "cairn_codec::byte_buf")]
    pub bytes: Vec<u8>,
    /// [[ArrayBufferMaxByteLength]] (`None` for a fixed-length buffer).
    pub max_byte_length: Option<usize>,
    /// Whether the buffer is detached (its data is null).
    pub detached: bool,
    /// Whether this is a SharedArrayBuffer.
    pub shared: bool,
    /// [[ArrayBufferIsImmutable]] (the immutable ArrayBuffer proposal): the bytes
    /// never change, and the buffer is never detached or resized.
    pub immutable: bool,
    /// The Shared Data Block of a SharedArrayBuffer other VMs hold too. Not in images:
    /// a dump writes the bytes, and a loaded buffer is unshared again.
    #[codec(skip)]
    pub block: Option<Arc<SharedBlock>>,
}

/// Written as the derived form would write the fields before `block` (the bytes of a
/// shared block copied out), so that the derived `Decode` reads it back.
impl cairn_codec::Encode for BufferData {
    fn encode(&self, out: &mut cairn_codec::Writer) {
        match &self.block {
            Some(b) => out.bytes(&b.read_vec(0, b.len()).unwrap_or_default()),
            None => out.bytes(&self.bytes),
        }
        self.max_byte_length.encode(out);
        self.detached.encode(out);
        self.shared.encode(out);
        self.immutable.encode(out);
    }
}

impl BufferData {
    /// [[ArrayBufferByteLength]] now (0 when detached).
    #[inline]
    pub fn len(&self) -> usize {
        match &self.block {
            None => self.bytes.len(),
            Some(b) => b.len(),
        }
    }

    /// Whether the buffer has no bytes.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The bytes reserved (what the heap is charged).
    pub fn capacity(&self) -> usize {
        match &self.block {
            None => self.bytes.capacity(),
            Some(b) => b.capacity(),
        }
    }

    /// The `n` bytes at `at` (borrowed, or copied out of a shared block); `None` when
    /// they are not all in bounds.
    pub fn get(&self, at: usize, n: usize) -> Option<Cow<'_, [u8]>> {
        match &self.block {
            None => self.bytes.get(at..at.checked_add(n)?).map(Cow::Borrowed),
            Some(b) => b.read_vec(at, n).map(Cow::Owned),
        }
    }

    /// Writes `src` at `at`; false (nothing written) when it does not fit.
    pub fn write(&mut self, at: usize, src: &[u8]) -> bool {
        match &self.block {
            None => match at.checked_add(src.len()).and_then(|end| self.bytes.get_mut(at..end)) {
                Some(dst) => {
                    dst.copy_from_slice(src);
                    true
                }
                None => false,
            },
            Some(b) => b.write(at, src),
        }
    }

    /// The element of `kind` at byte `at` (`little`: little-endian); `None` when it
    /// is not all in bounds. In a shared block an aligned element is one atomic load.
    #[inline]
    pub(crate) fn read_element(&self, kind: ElementKind, at: usize, little: bool) -> Option<Raw> {
        match &self.block {
            None => {
                let src = self.bytes.get(at..at.checked_add(kind.size())?)?;
                Some(element::read(kind, src, little))
            }
            Some(b) => shared_read_element(b, kind, at, little),
        }
    }

    /// Writes element bits of `kind` at byte `at`; false (nothing written) when it is
    /// not all in bounds. In a shared block an aligned element is one atomic store.
    #[inline]
    pub(crate) fn write_element(
        &mut self,
        kind: ElementKind,
        at: usize,
        bits: u64,
        little: bool,
    ) -> bool {
        match &self.block {
            None => {
                let Some(end) = at.checked_add(kind.size()) else { return false };
                match self.bytes.get_mut(at..end) {
                    Some(dst) => {
                        element::write(kind, dst, bits, little);
                        true
                    }
                    None => false,
                }
            }
            Some(b) => shared_write_element(b, kind, at, bits, little),
        }
    }

    /// Copies `n` bytes from `src` to `dst` (the ranges may overlap); false (nothing
    /// copied) when either range is out of bounds.
    pub fn copy_within(&mut self, src: usize, dst: usize, n: usize) -> bool {
        let len = self.len();
        if src.checked_add(n).is_none_or(|e| e > len) || dst.checked_add(n).is_none_or(|e| e > len)
        {
            return false;
        }
        match &self.block {
            None => self.bytes.copy_within(src..src + n, dst),
            Some(b) => {
                let Some(tmp) = b.read_vec(src, n) else { return false };
                return b.write(dst, &tmp);
            }
        }
        true
    }
}

/// [`BufferData::read_element`] in a shared block (out of line: plain buffers do not
/// pay for it).
#[cold]
fn shared_read_element(b: &SharedBlock, kind: ElementKind, at: usize, little: bool) -> Option<Raw> {
    let size = kind.size();
    let mut w = [0u8; 8];
    if at.is_multiple_of(size)
        && let Some(bits) = b.load_element(at, size)
    {
        w = bits.to_le_bytes();
    } else if !b.read(at, &mut w[..size]) {
        return None;
    }
    Some(element::read(kind, &w, little))
}

/// [`BufferData::write_element`] in a shared block.
#[cold]
fn shared_write_element(
    b: &SharedBlock,
    kind: ElementKind,
    at: usize,
    bits: u64,
    little: bool,
) -> bool {
    let size = kind.size();
    let mut w = [0u8; 8];
    element::write(kind, &mut w, bits, little);
    if at.is_multiple_of(size) {
        let new = u64::from_le_bytes(w);
        if b.update_element(at, size, |_| Some(new)).is_some() {
            return true;
        }
    }
    b.write(at, &w[..size])
}

#[cfg(test)]
mod tests {
    use super::resize_zeroed;

    #[test]
    fn resize_zeroed_grows_with_zeros_and_shrinks() {
        let mut v = vec![7u8; 3];
        // Across several 4 KiB steps, ending mid-step.
        resize_zeroed(&mut v, 10_000);
        assert_eq!(v.len(), 10_000);
        assert_eq!(&v[..3], &[7, 7, 7]);
        assert!(v[3..].iter().all(|&b| b == 0));
        resize_zeroed(&mut v, 2);
        assert_eq!(v, [7, 7]);
        resize_zeroed(&mut v, 2);
        assert_eq!(v, [7, 7]);
    }
}
