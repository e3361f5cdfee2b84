//! Intl.supportedValuesOf ( key ) (ECMA-402 sec-intl.supportedvaluesof): the calendars,
//! collations, currencies, numbering systems, time zones and units this build
//! supports, each list sorted.

use super::collator::has_collation;
use super::display_names::currency_name;
use super::namespace::string_array;
use crate::builtins::{NativeCx, arg};
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// The calendars Temporal and Intl take (AvailableCalendars, ECMA-402
/// sec-availablecalendars): ICU4X's calendars by their CLDR names. CLDR's "islamic"
/// and "islamic-rgsa" are observational calendars ICU4X does not compute.
pub(super) const CALENDARS: [&str; 16] = [
    "buddhist",
    "chinese",
    "coptic",
    "dangi",
    "ethioaa",
    "ethiopic",
    "gregory",
    "hebrew",
    "indian",
    "islamic-civil",
    "islamic-tbla",
    "islamic-umalqura",
    "iso8601",
    "japanese",
    "persian",
    "roc",
];

/// CLDR's collation types with a locale whose data may tailor them; each is listed when
/// ICU4X's collation data has it (ECMA-402 sec-availablecanonicalcollations: never
/// "standard" or "search").
pub(super) const COLLATIONS: [(&str, &str); 14] = [
    ("big5han", "zh"),
    ("compat", "ar"),
    ("dict", "si"),
    ("emoji", "und"),
    ("eor", "und"),
    ("gb2312", "zh"),
    ("phonebk", "de"),
    ("phonetic", "ln"),
    ("pinyin", "zh"),
    ("searchjl", "ko"),
    ("stroke", "zh"),
    ("trad", "es"),
    ("unihan", "zh"),
    ("zhuyin", "zh"),
];

/// The numbering systems of ECMA-402's table "Numbering systems with simple digit
/// mappings", which AvailableCanonicalNumberingSystems must include (their digits are
/// ten consecutive code points, whether or not ICU4X's decimal data names them).
const NUMBERING_SYSTEMS: &[&str] = &[
    "adlm", "ahom", "arab", "arabext", "bali", "beng", "bhks", "brah", "cakm", "cham", "deva",
    "diak", "fullwide", "gara", "gong", "gonm", "gujr", "gukh", "guru", "hanidec", "hmng", "hmnp",
    "java", "kali", "kawi", "khmr", "knda", "krai", "lana", "lanatham", "laoo", "latn", "lepc",
    "limb", "mathbold", "mathdbl", "mathmono", "mathsanb", "mathsans", "mlym", "modi", "mong",
    "mroo", "mtei", "mymr", "mymrepka", "mymrpao", "mymrshan", "mymrtlng", "nagm", "newa", "nkoo",
    "olck", "onao", "orya", "osma", "outlined", "rohg", "saur", "segment", "shrd", "sind", "sinh",
    "sora", "sund", "sunu", "takr", "talu", "tamldec", "telu", "thai", "tibt", "tirh", "tnsa",
    "tols", "vaii", "wara", "wcho",
];

/// AvailableCanonicalCurrencies (ECMA-402 sec-availablecanonicalcurrencies): the codes
/// Intl.DisplayNames has an English name for (CLDR's current and historic ISO 4217
/// codes, about 300), found once per process by trying every code of three letters
/// (about 20 ms).
fn currencies() -> Vec<String> {
    static LIST: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    LIST.get_or_init(|| {
        let Ok(en) = icu_locale::Locale::try_from_str("en") else { return Vec::new() };
        let mut list = Vec::new();
        for a in b'A'..=b'Z' {
            for b in b'A'..=b'Z' {
                for c in b'A'..=b'Z' {
                    let code = [a, b, c];
                    let code = core::str::from_utf8(&code).unwrap_or_default();
                    if currency_name(&en, code).is_some() {
                        list.push(code.to_string());
                    }
                }
            }
        }
        list
    })
    .clone()
}

/// AvailablePrimaryTimeZoneIdentifiers (ECMA-402
/// sec-availableprimarytimezoneidentifiers): the IANA zones of the data Temporal uses
/// that are not links to another (UTC for the `Etc/UTC` family) and have rules, sorted;
/// found once per process (each zone is parsed to check it has rules).
fn time_zones() -> Vec<String> {
    static LIST: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    LIST.get_or_init(primary_time_zones).clone()
}

/// The list [`time_zones`] keeps.
fn primary_time_zones() -> Vec<String> {
    #[cfg(feature = "tzdb")]
    {
        let data = timezone_provider::SINGLETON_IANA_NORMALIZER;
        let links: Vec<u32> = data.non_canonical_identifiers.iter().map(|(from, _)| from).collect();
        let mut zones: Vec<String> = data
            .normalized_identifiers
            .iter()
            .enumerate()
            .filter(|(i, _)| u32::try_from(*i).is_ok_and(|i| links.binary_search(&i).is_err()))
            .map(|(_, id)| id.to_string())
            // The normalizer's list can be newer than the zone rules compiled beside it
            // (Asia/Hanoi): a zone listed here must be one Temporal and DateTimeFormat take.
            .filter(|id| crate::tz::time_zone_named(id).is_ok())
            .collect();
        zones.sort();
        zones
    }
    #[cfg(not(feature = "tzdb"))]
    {
        // Without the time zone data the one named zone is UTC (see `crate::tz`).
        vec!["UTC".to_string()]
    }
}

/// Intl.supportedValuesOf ( key ) (ECMA-402 sec-intl.supportedvaluesof).
pub(super) fn supported_values_of(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    // 1. Let key be ? ToString(key).
    let key = vm.to_string(arg(args, 0))?;
    let key = vm.rust_string(key);
    // 2-8. The list of the key, or a RangeError for any other key.
    let owned = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let mut list = match key.as_str() {
        "calendar" => owned(&CALENDARS),
        "collation" => COLLATIONS
            .iter()
            .filter(|(co, locale)| has_collation(locale, co))
            .map(|(co, _)| co.to_string())
            .collect(),
        "currency" => currencies(),
        "numberingSystem" => owned(NUMBERING_SYSTEMS),
        "timeZone" => time_zones(),
        "unit" => owned(&super::number_format::SANCTIONED_UNITS),
        _ => {
            return Err(vm.range_error(&format!("Intl.supportedValuesOf: invalid key {key:?}")));
        }
    };
    // 9. Return CreateArrayFromList( list ), sorted as the spec's lists are.
    list.sort();
    list.dedup();
    string_array(vm, &list)
}
