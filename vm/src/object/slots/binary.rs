//! The internal slots of ArrayBuffer, SharedArrayBuffer, DataView and TypedArray
//! objects (ECMA-262 sec-properties-of-the-arraybuffer-instances,
//! sec-properties-of-dataview-instances, sec-properties-of-typedarray-instances).

use cairn_gc::Handle;

use super::element::ElementKind;
use crate::object::JsObject;

/// The internal slots of a DataView.
#[derive(Clone, Copy, Debug, serde::Serialize, serde::Deserialize)]
pub struct DataViewData {
    /// [[ViewedArrayBuffer]].
    pub buffer: Handle<JsObject>,
    /// [[ByteOffset]].
    pub byte_offset: usize,
    /// [[ByteLength]], or `AUTO` (`builtins::typed_array::AUTO`) when it tracks a resizable buffer.
    pub byte_length: usize,
}

/// The internal slots of a TypedArray.
#[derive(Clone, Copy, Debug, serde::Serialize, serde::Deserialize)]
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
#[derive(Clone, Debug, Default, serde::Serialize, serde::Deserialize)]
pub struct BufferData {
    /// [[ArrayBufferData]]; its length is [[ArrayBufferByteLength]].
    #[serde(with = "crate::image::byte_buf")]
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
}
