//! The abstract operations of ECMA-262 that more than one part of the engine uses, each
//! defined once and named as the spec names it (methods of [`crate::Vm`]), with its
//! section id in its doc comment.
//!
//! Where the others live: type conversion (sec-type-conversion) in `value/convert.rs`,
//! testing and comparison (sec-testing-and-comparison-operations) in
//! `value/equality.rs`, the object internal methods and the operations built straight on
//! them (CreateDataProperty, DefinePropertyOrThrow, ...) in `object/`.

pub(crate) mod array;
pub(crate) mod iteration;
pub(crate) mod object;
pub(crate) mod sort;
pub(crate) mod time;
