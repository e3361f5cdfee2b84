//! Unicode text mappings a host serves for a build without the data: the
//! normalization forms (without the `normalization` feature) and the case mappings
//! (without `case_mapping`). The wasm module leaves both out and asks its JavaScript
//! host, whose `String.prototype.normalize`, `toUpperCase` and `toLowerCase` carry the
//! same Unicode data (wasm/README.md, "Size").

#[cfg(not(all(feature = "normalization", feature = "case_mapping")))]
use std::sync::OnceLock;

/// A mapping of a whole text, as the String.prototype method of the same name does it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextMapping {
    /// `normalize("NFC")`: canonical decomposition, then canonical composition.
    Nfc,
    /// `normalize("NFD")`: canonical decomposition.
    Nfd,
    /// `normalize("NFKC")`: compatibility decomposition, then canonical composition.
    Nfkc,
    /// `normalize("NFKD")`: compatibility decomposition.
    Nfkd,
    /// `toUpperCase()`: the full default case mapping to upper case.
    UpperCase,
    /// `toLowerCase()`: the full default case mapping to lower case.
    LowerCase,
}

/// A host's text mapping: `units` (UTF-16, possibly with lone surrogates, which stay as
/// they are) mapped as `mapping` says, or None when the host could not map them (the
/// builtin then throws a TypeError rather than return the text unchanged).
pub type TextMapper = fn(units: &[u16], mapping: TextMapping) -> Option<Vec<u16>>;

/// The host's mapper, for a build without some of the data.
#[cfg(not(all(feature = "normalization", feature = "case_mapping")))]
static HOST_MAPPER: OnceLock<TextMapper> = OnceLock::new();

/// Sets the process's text mapper, which serves the mappings whose data the engine was
/// built without (features `normalization` and `case_mapping`): `String.prototype.normalize`,
/// `toUpperCase`/`toLowerCase` of non-ASCII text and the root locale's `localeCompare`.
/// A build with both features keeps its own data and says false. Only the first call
/// takes effect; whether this one did.
pub fn set_text_mapper(mapper: TextMapper) -> bool {
    #[cfg(all(feature = "normalization", feature = "case_mapping"))]
    {
        let _ = mapper;
        false
    }
    #[cfg(not(all(feature = "normalization", feature = "case_mapping")))]
    {
        HOST_MAPPER.set(mapper).is_ok()
    }
}

/// `units` mapped by the host's mapper; None when the host set none or it failed.
#[cfg(not(all(feature = "normalization", feature = "case_mapping")))]
pub(crate) fn host_map(units: &[u16], mapping: TextMapping) -> Option<Vec<u16>> {
    HOST_MAPPER.get().and_then(|map| map(units, mapping))
}
