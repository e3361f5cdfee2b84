//! The tag byte that starts every encoded value (docs/wire.md, "Tags").

/// `undefined`.
pub(crate) const UNDEFINED: u8 = 0x00;
/// `null`.
pub(crate) const NULL: u8 = 0x01;
/// `false`.
pub(crate) const FALSE: u8 = 0x02;
/// `true`.
pub(crate) const TRUE: u8 = 0x03;
/// A Number held as int32: zigzag varint.
pub(crate) const INT32: u8 = 0x04;
/// A Number held as float64: 8 bytes little-endian.
pub(crate) const FLOAT64: u8 = 0x05;
/// A non-negative BigInt: varint byte count, magnitude little-endian.
pub(crate) const BIGINT_POS: u8 = 0x06;
/// A negative BigInt: varint byte count, magnitude little-endian.
pub(crate) const BIGINT_NEG: u8 = 0x07;
/// A string of Latin-1 code units: varint count, one byte each.
pub(crate) const LATIN1: u8 = 0x08;
/// A string of UTF-16 code units: varint count, two bytes each, little-endian.
pub(crate) const UTF16: u8 = 0x09;
/// A string in UTF-8: varint byte count, valid UTF-8 bytes.
pub(crate) const UTF8: u8 = 0x0A;
/// A dense array: varint length, then that many elements (values or holes).
pub(crate) const ARRAY: u8 = 0x0B;
/// A sparse array: varint length, varint count, then count (index, value) pairs.
pub(crate) const SPARSE_ARRAY: u8 = 0x0C;
/// A plain object that lists its keys: varint count, then (key string, value) pairs.
pub(crate) const OBJECT: u8 = 0x0D;
/// A plain object with the keys of an earlier key set: varint key-set index, values.
pub(crate) const OBJECT_LIKE: u8 = 0x0E;
/// A Map: varint entry count, then (key, value) pairs.
pub(crate) const MAP: u8 = 0x0F;
/// A Set: varint count, then values.
pub(crate) const SET: u8 = 0x10;
/// A Date: its time value, 8 bytes little-endian float64.
pub(crate) const DATE: u8 = 0x11;
/// A Uint8Array: varint byte count, bytes.
pub(crate) const BYTES: u8 = 0x12;
/// An Error: flags byte, name, message, optional stack, optional cause.
pub(crate) const ERROR: u8 = 0x13;
/// A reference to an object met earlier: varint object index.
pub(crate) const REF: u8 = 0x14;
/// A hole: only as an element of a dense array.
pub(crate) const HOLE: u8 = 0x15;

/// Error flag: a stack string follows the message.
pub(crate) const ERROR_HAS_STACK: u8 = 0x01;
/// Error flag: a cause value follows.
pub(crate) const ERROR_HAS_CAUSE: u8 = 0x02;
