//! UTS 35's aliases of extension *values* (sec-canonicalizeunicodelocaleid step 3,
//! "replace aliases in the -u- and -t- extensions"), which ICU4X's `LocaleCanonicalizer`
//! leaves as they are: `ca-islamicc` is `ca-islamic-civil`, `ks-primary` is `ks-level1`,
//! `tz-eire` is `tz-iedub`.
//!
//! The tables hold only the aliases of CLDR's `common/bcp47/*.xml` that a tag can spell
//! (UTS 35's `uvalue`: subtags of 3 to 8 letters or digits). Time zones come from ICU4X
//! where it has them: a value that is an IANA name of one segment (`Eire`, `EST`,
//! `Japan`) becomes that zone's BCP 47 id through ICU4X's IANA parser; the BCP 47 ids
//! CLDR deprecated in favour of another (`cnckg` for `cnsha`) are the table below, as
//! ICU4X's data keeps no record of them.

use icu_locale::Locale;
use icu_locale::extensions::{transform, unicode};
use icu_time::zone::iana::IanaParser;

/// `(key, alias, preferred)` of the `-u-` keywords other than `tz`, from CLDR's
/// calendar.xml, collation.xml and measure.xml. `true` is UTS 35's value of a key with
/// a `yes` alias (colBackwards and the other collation flags that declare one).
const UNICODE_VALUE_ALIASES: &[(&str, &str, &str)] = &[
    ("ca", "ethiopic-amete-alem", "ethioaa"),
    ("ca", "islamicc", "islamic-civil"),
    ("ks", "primary", "level1"),
    ("ks", "tertiary", "level3"),
    ("ms", "imperial", "uksystem"),
    ("kb", "yes", "true"),
    ("kc", "yes", "true"),
    ("kh", "yes", "true"),
    ("kk", "yes", "true"),
    ("kn", "yes", "true"),
];

/// BCP 47 time zone ids CLDR's timezone.xml marks deprecated, with their preferred id.
const DEPRECATED_TIME_ZONES: &[(&str, &str)] = &[
    ("aqams", "aqmcm"),
    ("aukns", "auhba"),
    ("caffs", "cawnp"),
    ("camtr", "cator"),
    ("canpg", "cator"),
    ("capnt", "caiql"),
    ("cathu", "cator"),
    ("cayzf", "caedm"),
    ("cnckg", "cnsha"),
    ("cnhrb", "cnsha"),
    ("cnkhg", "cnurc"),
    ("cst6cdt", "uschi"),
    ("est5edt", "usnyc"),
    ("gaza", "gazastrp"),
    ("mncoq", "mnuln"),
    ("mst7mdt", "usden"),
    ("pst8pdt", "uslax"),
    ("uaozh", "uaiev"),
    ("uauzh", "uaiev"),
    ("umjon", "ushnl"),
    ("usnavajo", "usden"),
];

/// `(key, alias, preferred)` of the `-t-` fields, from CLDR's transform.xml.
const TRANSFORM_VALUE_ALIASES: &[(&str, &str, &str)] = &[("m0", "names", "prprname")];

/// Replaces the aliased values of `locale`'s `-u-` keywords and `-t-` fields by their
/// preferred values.
pub(crate) fn replace_value_aliases(locale: &mut Locale) {
    let mut unicode_changes: Vec<(unicode::Key, unicode::Value)> = Vec::new();
    for (key, value) in locale.extensions.unicode.keywords.iter() {
        let text = value.to_string();
        if let Some(preferred) = unicode_preferred(key.as_str(), &text)
            && let Ok(preferred) = unicode::Value::try_from_str(&preferred)
        {
            unicode_changes.push((*key, preferred));
        }
    }
    for (key, value) in unicode_changes {
        locale.extensions.unicode.keywords.set(key, value);
    }
    for (key, alias, preferred) in TRANSFORM_VALUE_ALIASES {
        let Ok(key) = transform::Key::try_from_str(key) else { continue };
        let aliased =
            locale.extensions.transform.fields.get(&key).is_some_and(|v| v.to_string() == *alias);
        if aliased && let Ok(preferred) = transform::Value::try_from_str(preferred) {
            locale.extensions.transform.fields.set(key, preferred);
        }
    }
}

/// The preferred value of `value` (lowercase, as ICU4X keeps it) under `-u-` key `key`,
/// or `None` when it is not an alias.
fn unicode_preferred(key: &str, value: &str) -> Option<String> {
    if key == "tz" {
        return preferred_time_zone(value);
    }
    UNICODE_VALUE_ALIASES
        .iter()
        .find(|(k, alias, _)| *k == key && *alias == value)
        .map(|(_, _, preferred)| (*preferred).to_string())
}

/// The BCP 47 id a `tz` value stands for when it is not one: a deprecated id's
/// replacement, or the id of the IANA zone the value names.
fn preferred_time_zone(value: &str) -> Option<String> {
    if let Some((_, preferred)) = DEPRECATED_TIME_ZONES.iter().find(|(id, _)| *id == value) {
        return Some((*preferred).to_string());
    }
    // One subtag only: an IANA name with a `/` cannot be a `uvalue`.
    if value.contains('-') {
        return None;
    }
    let zone = IanaParser::new().parse(value);
    let id = zone.0.as_str();
    (id != "unk" && id != value).then(|| id.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn canonical(tag: &str) -> String {
        let mut locale = Locale::try_from_str(tag).expect("a valid tag");
        replace_value_aliases(&mut locale);
        locale.to_string()
    }

    #[test]
    fn keyword_aliases_become_their_preferred_values() {
        assert_eq!(canonical("und-u-ca-islamicc"), "und-u-ca-islamic-civil");
        assert_eq!(canonical("und-u-ca-ethiopic-amete-alem"), "und-u-ca-ethioaa");
        assert_eq!(canonical("und-u-ks-primary"), "und-u-ks-level1");
        assert_eq!(canonical("und-u-ms-imperial"), "und-u-ms-uksystem");
        assert_eq!(canonical("und-u-kb-yes"), "und-u-kb");
        // `yes` is an alias only where CLDR declares one.
        assert_eq!(canonical("und-u-kf-yes"), "und-u-kf-yes");
        assert_eq!(canonical("und-Latn-t-und-hani-m0-names"), "und-Latn-t-und-hani-m0-prprname");
    }

    #[test]
    fn time_zone_values_become_bcp47_ids() {
        assert_eq!(canonical("und-u-tz-cnckg"), "und-u-tz-cnsha");
        assert_eq!(canonical("und-u-tz-eire"), "und-u-tz-iedub");
        assert_eq!(canonical("und-u-tz-zulu"), "und-u-tz-utc");
        assert_eq!(canonical("und-u-tz-gmt0"), "und-u-tz-gmt");
        assert_eq!(canonical("und-u-tz-usnyc"), "und-u-tz-usnyc");
        assert_eq!(canonical("und-u-tz-zzzzz"), "und-u-tz-zzzzz");
    }
}
