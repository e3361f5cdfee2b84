//! ECMA-402, the ECMAScript Internationalization API (the `Intl` object), on ICU4X with
//! its compiled CLDR data.
//!
//! In a build with the `intl` feature (the default of the native library and the
//! `cairn` program) this module installs the `Intl` namespace with its classes; the
//! shared abstract operations of ECMA-402 (locale lists, locale resolution, options)
//! are in [`locales`] and [`options`]. Without the feature (the wasm module) the
//! classes' native groups are empty and [`init`] installs nothing: the realm's list in
//! `builtins/mod.rs` stays one list for both builds, and the native table of a build
//! without Intl is the one it had before Intl existed. The two builds differ in their
//! tables and images, so their fingerprints differ too, and a dump crosses only between
//! builds of the same features.
//!
//! Every Intl object is `ObjectKind::Intl` holding its resolved locale and options as
//! plain data (`object/slots/intl.rs`); an ICU4X formatter is built from them when a
//! method needs one (the constructors are `const` or cheap over compiled data).

#[cfg(feature = "intl")]
mod cache;
#[cfg(feature = "intl")]
pub(crate) mod collator;
#[cfg(feature = "intl")]
pub(crate) mod date_time_format;
#[cfg(feature = "intl")]
pub(crate) mod display_names;
#[cfg(feature = "intl")]
pub(crate) mod duration_format;
#[cfg(feature = "intl")]
pub(crate) mod list_format;
#[cfg(feature = "intl")]
pub(crate) mod locale;
#[cfg(feature = "intl")]
mod locale_info;
#[cfg(feature = "intl")]
pub(crate) mod locales;
#[cfg(feature = "intl")]
mod namespace;
#[cfg(feature = "intl")]
pub(crate) mod number;
#[cfg(feature = "intl")]
pub(crate) mod number_format;
#[cfg(feature = "intl")]
pub(crate) mod options;
#[cfg(feature = "intl")]
pub(crate) mod plural_rules;
#[cfg(feature = "intl")]
pub(crate) mod relative_time_format;
#[cfg(feature = "intl")]
pub(crate) mod segmenter;
#[cfg(feature = "intl")]
mod supported_values;
#[cfg(feature = "intl")]
pub(crate) mod transform_case;
#[cfg(feature = "intl")]
mod value_aliases;
#[cfg(feature = "intl")]
pub(crate) use namespace::{NATIVES, init};

#[cfg(not(feature = "intl"))]
mod disabled;
#[cfg(not(feature = "intl"))]
pub(crate) use disabled::{
    NATIVES, collator, date_time_format, display_names, duration_format, init, list_format, locale,
    number_format, plural_rules, relative_time_format, segmenter,
};
