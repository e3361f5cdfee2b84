//! The internal slots of the ECMA-402 objects (builtins/intl): each object's resolved
//! locale and options as plain data.
//!
//! Nothing here names an ICU4X type, so the object model is the same with and without
//! the `intl` feature; the builtins build the ICU4X formatter from these slots when a
//! method needs it.

use crate::value::Value;

/// The slots of an ECMA-402 object, one variant per class.
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub enum Intl {
    /// Intl.Locale ([[InitializedLocale]]): [[Locale]], the canonical tag; the other
    /// slots ([[Calendar]], [[Numeric]], ...) are read from its `-u-` extension.
    Locale(Box<str>),
    /// Intl.Collator ([[InitializedCollator]]).
    Collator(Collator),
}

impl Intl {
    /// The heap values the slots hold (the bound `compare` function).
    pub(crate) fn values(&self) -> impl Iterator<Item = Value> {
        let bound = match self {
            Intl::Collator(c) => c.bound_compare,
            Intl::Locale(_) => Value::UNDEFINED,
        };
        std::iter::once(bound)
    }
}

/// The [[Usage]] of a Collator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Usage {
    /// "sort"
    Sort,
    /// "search"
    Search,
}

/// The [[Sensitivity]] of a Collator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Sensitivity {
    /// "base": letters differ, accents and case do not.
    Base,
    /// "accent": letters and accents differ.
    Accent,
    /// "case": letters and case differ.
    Case,
    /// "variant": everything differs.
    Variant,
}

/// The [[CaseFirst]] of a Collator (UTS 35's `kf`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum CaseFirst {
    /// "upper"
    Upper,
    /// "lower"
    Lower,
    /// "false": the locale's tertiary order.
    False,
}

/// The slots of an Intl.Collator (ECMA-402 sec-intl-collator-constructor).
#[derive(Clone, Debug, serde::Serialize, serde::Deserialize)]
pub struct Collator {
    /// [[Locale]]: the resolved tag, with the `-u-` keywords the collator honours.
    pub locale: Box<str>,
    /// [[Usage]].
    pub usage: Usage,
    /// [[Sensitivity]].
    pub sensitivity: Sensitivity,
    /// [[IgnorePunctuation]].
    pub ignore_punctuation: bool,
    /// [[Collation]] ("default" or a `co` value the locale has).
    pub collation: Box<str>,
    /// [[Numeric]].
    pub numeric: bool,
    /// [[CaseFirst]].
    pub case_first: CaseFirst,
    /// [[BoundCompare]]: undefined until `compare` is first read.
    pub bound_compare: Value,
}
