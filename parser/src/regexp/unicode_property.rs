//! UnicodePropertyValueExpression early errors (ECMA-262
//! sec-patterns-static-semantics-early-errors): which `\p{...}` names exist.

use super::unicode_property_data::{
    BINARY_PROPERTIES, GENERAL_CATEGORY_VALUES, SCRIPT_VALUES, STRING_PROPERTIES,
};

/// What a valid `\p{...}` body denotes, as far as validation cares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum PropertyKind {
    /// A set of code points (a General_Category or Script value, or a binary property).
    CodePoints,
    /// A binary property of strings (only in v-mode, never negated: MayContainStrings).
    Strings,
}

/// Why a `\p{...}` body is rejected.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum PropertyError {
    /// The name (before `=`, or the lone name) is unknown.
    UnknownName,
    /// The value after `=` is unknown for that property.
    UnknownValue,
}

/// UnicodePropertyValueExpression :: UnicodePropertyName `=` UnicodePropertyValue
/// (table-nonbinary-unicode-properties, then PropertyValueAliases.txt).
pub(super) fn lookup_name_value(name: &str, value: &str) -> Result<PropertyKind, PropertyError> {
    let values: &[&str] = match name {
        "General_Category" | "gc" => &GENERAL_CATEGORY_VALUES,
        "Script" | "sc" | "Script_Extensions" | "scx" => &SCRIPT_VALUES,
        _ => return Err(PropertyError::UnknownName),
    };
    if contains(values, value) {
        Ok(PropertyKind::CodePoints)
    } else {
        Err(PropertyError::UnknownValue)
    }
}

/// UnicodePropertyValueExpression :: LoneUnicodePropertyNameOrValue: a General_Category
/// value, a binary property (table-binary-unicode-properties), or a binary property of
/// strings (table-binary-unicode-properties-of-strings).
pub(super) fn lookup_lone(name: &str) -> Result<PropertyKind, PropertyError> {
    if contains(&GENERAL_CATEGORY_VALUES, name) || contains(&BINARY_PROPERTIES, name) {
        Ok(PropertyKind::CodePoints)
    } else if contains(&STRING_PROPERTIES, name) {
        Ok(PropertyKind::Strings)
    } else {
        Err(PropertyError::UnknownName)
    }
}

/// Binary search in a byte-sorted table.
fn contains(table: &[&str], name: &str) -> bool {
    table.binary_search_by(|probe| probe.as_bytes().cmp(name.as_bytes())).is_ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tables_are_sorted_so_binary_search_works() {
        for table in [
            &GENERAL_CATEGORY_VALUES[..],
            &SCRIPT_VALUES[..],
            &BINARY_PROPERTIES[..],
            &STRING_PROPERTIES[..],
        ] {
            assert!(table.windows(2).all(|w| w[0].as_bytes() < w[1].as_bytes()));
        }
    }

    #[test]
    fn lookups() {
        assert_eq!(lookup_lone("Lu"), Ok(PropertyKind::CodePoints));
        assert_eq!(lookup_lone("ASCII"), Ok(PropertyKind::CodePoints));
        assert_eq!(lookup_lone("RGI_Emoji"), Ok(PropertyKind::Strings));
        assert_eq!(lookup_lone("Latin"), Err(PropertyError::UnknownName));
        assert_eq!(lookup_lone("WSpace"), Err(PropertyError::UnknownName));
        assert_eq!(lookup_name_value("sc", "Latn"), Ok(PropertyKind::CodePoints));
        assert_eq!(lookup_name_value("scx", "Zinh"), Ok(PropertyKind::CodePoints));
        assert_eq!(lookup_name_value("gc", "Latin"), Err(PropertyError::UnknownValue));
        assert_eq!(lookup_name_value("Block", "Latin"), Err(PropertyError::UnknownName));
        assert_eq!(lookup_name_value("ASCII", "Y"), Err(PropertyError::UnknownName));
    }
}
