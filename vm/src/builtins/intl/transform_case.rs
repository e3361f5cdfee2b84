//! ECMA-402 sec-transform-case: String.prototype.toLocaleUpperCase and
//! toLocaleLowerCase map case in the language of the first requested locale, else of the
//! default locale, through ICU4X's case mapper: Turkish and Azeri dotted and dotless i,
//! Lithuanian dot above, the Armenian ech-yiwn ligature; other languages map as the
//! root locale does (as `toUpperCase`/`toLowerCase`).

use icu_casemap::CaseMapper;
use icu_locale::{LanguageIdentifier, Locale};

use super::locales::canonicalize_locale_list;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// TransformCase(S, locales, targetCase) on the code units of S: lone surrogates stay as
/// they are, each run of well-formed text between them is mapped (so the context rules,
/// final sigma and the Lithuanian dot, see the whole run).
pub(crate) fn transform_case(
    vm: &mut Vm,
    units: &[u16],
    locales: Value,
    upper: bool,
) -> JsResult<Vec<u16>> {
    let requested = canonicalize_locale_list(vm, locales)?;
    // ICU4X maps each unit (about 13 ns): four units of fuel a unit.
    vm.limits.charge(units.len() as u64 * 4).map_err(crate::vm::Throw::Terminate)?;
    let tag = requested.first().map_or_else(|| vm.default_locale().to_string(), Clone::clone);
    // The language alone decides (the locale without its extensions, matched by prefix
    // with the languages that have mappings of their own, which ICU4X knows).
    let language = Locale::try_from_str(&tag)
        .map(|l| LanguageIdentifier::from(l.id.language))
        .unwrap_or(LanguageIdentifier::UNKNOWN);
    let mapper = CaseMapper::new();
    let mut out: Vec<u16> = Vec::new();
    out.try_reserve(units.len()).map_err(|_| vm.range_error("Invalid string length"))?;
    crate::builtins::string::unicode::map_well_formed_runs(units, &mut out, |run, out| {
        let mapped = if upper {
            mapper.uppercase_to_string(run, &language)
        } else {
            mapper.lowercase_to_string(run, &language)
        };
        out.extend(mapped.encode_utf16());
    });
    Ok(out)
}
