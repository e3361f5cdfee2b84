//! Property attributes and descriptors (ECMA-262 sec-property-descriptor-specification-type).

use crate::value::Value;

/// Attribute bits stored in shapes and dictionaries.
pub mod attrs {
    /// [[Writable]] (data properties).
    pub const WRITABLE: u8 = 1;
    /// [[Enumerable]].
    pub const ENUMERABLE: u8 = 2;
    /// [[Configurable]].
    pub const CONFIGURABLE: u8 = 4;
    /// The slot holds an accessor pair, not a value.
    pub const ACCESSOR: u8 = 8;
    /// Writable, enumerable, configurable: what assignment creates.
    pub const DEFAULT: u8 = WRITABLE | ENUMERABLE | CONFIGURABLE;
    /// Writable and configurable, not enumerable: built-in methods.
    pub const HIDDEN: u8 = WRITABLE | CONFIGURABLE;
}

/// A Property Descriptor: every field optional.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct PropertyDescriptor {
    /// [[Value]].
    pub value: Option<Value>,
    /// [[Writable]].
    pub writable: Option<bool>,
    /// [[Get]] (undefined or a callable).
    pub get: Option<Value>,
    /// [[Set]] (undefined or a callable).
    pub set: Option<Value>,
    /// [[Enumerable]].
    pub enumerable: Option<bool>,
    /// [[Configurable]].
    pub configurable: Option<bool>,
}

impl PropertyDescriptor {
    /// A complete data descriptor from a value and attribute bits.
    pub fn data(value: Value, a: u8) -> Self {
        PropertyDescriptor {
            value: Some(value),
            writable: Some(a & attrs::WRITABLE != 0),
            get: None,
            set: None,
            enumerable: Some(a & attrs::ENUMERABLE != 0),
            configurable: Some(a & attrs::CONFIGURABLE != 0),
        }
    }

    /// A complete accessor descriptor.
    pub fn accessor(get: Value, set: Value, a: u8) -> Self {
        PropertyDescriptor {
            value: None,
            writable: None,
            get: Some(get),
            set: Some(set),
            enumerable: Some(a & attrs::ENUMERABLE != 0),
            configurable: Some(a & attrs::CONFIGURABLE != 0),
        }
    }

    /// ECMA-262 sec-isaccessordescriptor.
    pub fn is_accessor(&self) -> bool {
        self.get.is_some() || self.set.is_some()
    }

    /// ECMA-262 sec-isdatadescriptor.
    pub fn is_data(&self) -> bool {
        self.value.is_some() || self.writable.is_some()
    }

    /// ECMA-262 sec-isgenericdescriptor.
    pub fn is_generic(&self) -> bool {
        !self.is_accessor() && !self.is_data()
    }

    /// The attribute bits, absent fields false.
    pub fn attr_bits(&self) -> u8 {
        let mut a = 0;
        if self.writable == Some(true) {
            a |= attrs::WRITABLE;
        }
        if self.enumerable == Some(true) {
            a |= attrs::ENUMERABLE;
        }
        if self.configurable == Some(true) {
            a |= attrs::CONFIGURABLE;
        }
        if self.is_accessor() {
            a |= attrs::ACCESSOR;
        }
        a
    }
}
