//! The internal slots of built-in objects that the object model holds as the payload of
//! an [`ObjectKind`](super::ObjectKind): plain data, traced and written to images and
//! dumps with the object. The builtins that act on them (in `crate::builtins`) use these
//! types; the object model does not depend on the builtins.

pub(crate) mod binary;
pub(crate) mod disposable;
pub(crate) mod element;
pub(crate) mod intl;
pub(crate) mod iterator_helper;
pub(crate) mod map_table;
pub(crate) mod promise;
pub(crate) mod regexp;
#[cfg(feature = "temporal")]
pub(crate) mod temporal;
pub(crate) mod weak;
