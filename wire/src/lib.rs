//! cairn-wire: the binary value format between a host and the Cairn VM.
//!
//! Values cross the host boundary only as wire bytes: a host encodes script arguments and
//! tool-call results, and reads results and tool-call arguments, with this crate alone,
//! without a VM. The format is specified in `docs/wire.md`.
//!
//! ```
//! use cairn_wire::{Event, Reader, Value, Writer};
//!
//! // Two rows with the same keys: the second names the first's key set.
//! let mut w = Writer::new();
//! w.begin_array(2);
//! w.begin_object(2);
//! w.key("id");
//! w.i32(1);
//! w.key("name");
//! w.string_utf8("Ada");
//! let row = w.end_object();
//! w.begin_object_like(row);
//! w.i32(2);
//! w.null();
//! let bytes = w.finish();
//!
//! // Stream it, borrowing strings from the input...
//! let mut r = Reader::new(&bytes)?;
//! assert!(matches!(r.next()?, Event::Array { len: 2, .. }));
//! # while !r.is_finished() { r.next()?; }
//!
//! // ...or read it as an owned tree, which round-trips.
//! let value = Value::from_wire(&bytes)?;
//! assert_eq!(Value::from_wire(&value.to_wire()?)?, value);
//!
//! // With serde (default feature), any `Serialize` type goes in and out.
//! # #[cfg(feature = "serde")] {
//! let rows: Vec<(i32, Option<String>)> = vec![(1, Some("Ada".into())), (2, None)];
//! let bytes = cairn_wire::to_vec(&rows)?;
//! let back: Vec<(i32, Option<String>)> = cairn_wire::from_slice(&bytes)?;
//! assert_eq!(back, rows);
//! # }
//! # Ok::<(), cairn_wire::WireError>(())
//! ```
//!
//! # What it carries
//!
//! undefined, null, booleans, Numbers as int32 or float64 (exact: -0 kept, NaN written as
//! `0x7FF8_0000_0000_0000`), BigInts, strings (Latin-1, UTF-16 with lone surrogates, or
//! UTF-8 from the host), dense arrays with holes and sparse arrays, plain objects with
//! string keys in order, Uint8Arrays, Dates, Maps, Sets, Errors (name, message, stack,
//! cause), and shared references and cycles by object index.
//!
//! # Limits
//!
//! - Not carried: symbols, functions, accessors, prototypes and class instances, typed
//!   arrays other than Uint8Array, RegExps. Integer-like keys are plain string keys; once
//!   in the VM, JavaScript's property order applies to them.
//! - Decoding any bytes never panics, checks every length against the remaining input
//!   before anything is allocated (all open containers share one budget, so nesting
//!   cannot multiply a claim), and stops at [`DEFAULT_MAX_DEPTH`] levels of nesting
//!   (configurable through [`ReaderConfig`]).
//! - The [`Writer`] does not check structure (counts, distinct keys); a reader catches
//!   mistakes. [`Value::to_wire`] and [`to_vec`] check what they write.
//! - serde has no object identity: [`from_slice`] rejects references, and integers beyond
//!   2^53 in magnitude are written as BigInt so that none loses precision (see [`to_vec`]).
//! - Lengths are u32: a single string or container holds under 2^32 units.
//!
//! # Architecture
//!
//! [`Writer`] appends a tag byte and body per value; containers state their element
//! count up front, so the VM can allocate each object at its final size while decoding in
//! one pass. [`Reader`] is the single decoder: a pull parser with an explicit stack of open
//! containers (it never recurses) that validates as it goes and yields [`Event`]s
//! borrowing strings and bytes from the input. Everything else is built on the two: the
//! owned [`Value`] tree (recursive, bounded by the reader's depth limit) and the serde
//! serializer and deserializer. Objects with the same keys share a key set: a later object
//! names it by index instead of repeating its keys, which makes repeated query rows small
//! and lets the VM build them in a cached shape. The crate is `no_std` with `alloc` and
//! depends on no other Cairn crate.
//!
//! [`to_vec`]: crate::to_vec
//! [`from_slice`]: crate::from_slice

#![no_std]
extern crate alloc;
#[cfg(test)]
extern crate std;

#[cfg(feature = "serde")]
mod de;
mod error;
mod reader;
#[cfg(feature = "serde")]
mod ser;
mod string;
mod tag;
mod value;
mod varint;
mod writer;

#[cfg(feature = "serde")]
pub use de::from_slice;
pub use error::WireError;
pub use reader::{Container, DEFAULT_MAX_DEPTH, Event, Keys, Reader, ReaderConfig, validate};
#[cfg(feature = "serde")]
pub use ser::to_vec;
pub use string::{CodeUnits, JsString, Str};
pub use value::{BigInt, ErrorValue, Value};
pub use writer::{CANONICAL_NAN, KeySetId, ObjectId, Writer};

/// The version byte that starts every encoding this crate writes and reads.
pub const VERSION: u8 = 1;
