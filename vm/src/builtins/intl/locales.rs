//! The locale operations ECMA-402 shares between its constructors (ECMA-402 clause 9,
//! "Locale and Parameter Negotiation"): language tags, locale lists, matching a request
//! against the locales the data has, and resolving `-u-` extension keywords.
//!
//! Tags are parsed and canonicalized by ICU4X (`icu_locale`, UTS 35 with CLDR's alias
//! data); the structural checks ICU4X's parser leaves to its caller (separators,
//! duplicate variants and singletons) are made here first.

use cairn_gc::Handle;
use icu_locale::extensions::unicode::{Key, Value as UValue};
use icu_locale::{Locale, LocaleCanonicalizer};

use crate::object::slots::intl::Intl;
use crate::object::{JsObject, ObjectKind};
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

/// The default locale (ECMA-402 sec-defaultlocale) unless the host sets another
/// ([`Vm::set_locale`]): a run is deterministic unless the host says otherwise, so it
/// is not read from the machine.
pub(crate) const DEFAULT_LOCALE: &str = "en-US";

impl Vm {
    /// Sets the default locale (ECMA-402 DefaultLocale) the Intl constructors and the
    /// `toLocaleString` methods use when a script names none: a language tag the data
    /// has (`de-DE`, `ja`). Its `-u-` extension is dropped (options name those). A tag
    /// that is not well-formed or that the data does not have is an error and changes
    /// nothing.
    pub fn set_locale(&mut self, tag: &str) -> Result<(), String> {
        let Some(parsed) = parse_language_tag(tag) else {
            return Err(format!("not a well-formed language tag: {tag:?}"));
        };
        let (canonical, _) = split_unicode_extension(&canonicalize(parsed));
        let Some(found) = best_available_locale(&canonical) else {
            return Err(format!("no locale data for {tag:?}"));
        };
        self.host.locale = Some(found.into());
        Ok(())
    }

    /// DefaultLocale: the host's ([`Vm::set_locale`]) or en-US.
    pub(crate) fn default_locale(&self) -> &str {
        self.host.locale.as_deref().unwrap_or(DEFAULT_LOCALE)
    }
}

/// Whether `s` is `len` ASCII letters in `min..=max`.
fn alpha(s: &str, min: usize, max: usize) -> bool {
    (min..=max).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_alphabetic())
}

/// Whether `s` is ASCII letters and digits, `min..=max` long.
fn alphanum(s: &str, min: usize, max: usize) -> bool {
    (min..=max).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// UTS 35 `unicode_language_subtag`: 2-3 or 5-8 letters.
pub(crate) fn is_language_subtag(s: &str) -> bool {
    alpha(s, 2, 3) || alpha(s, 5, 8)
}

/// UTS 35 `unicode_script_subtag`: 4 letters.
pub(crate) fn is_script_subtag(s: &str) -> bool {
    alpha(s, 4, 4)
}

/// UTS 35 `unicode_region_subtag`: 2 letters or 3 digits.
pub(crate) fn is_region_subtag(s: &str) -> bool {
    alpha(s, 2, 2) || (s.len() == 3 && s.bytes().all(|b| b.is_ascii_digit()))
}

/// UTS 35 `unicode_variant_subtag`: 5-8 alphanumerics, or a digit and 3 alphanumerics.
pub(crate) fn is_variant_subtag(s: &str) -> bool {
    alphanum(s, 5, 8) || (s.len() == 4 && s.as_bytes()[0].is_ascii_digit() && alphanum(s, 4, 4))
}

/// UTS 35 `type` of a `-u-` keyword: one or more 3-8 alphanumeric subtags joined by `-`.
pub(crate) fn is_type_sequence(s: &str) -> bool {
    !s.is_empty() && s.split('-').all(|t| alphanum(t, 3, 8))
}

/// Whether the variants of a language id (`subtags` after its language) repeat: the
/// script and region come first, then variants until the end or a singleton.
fn duplicate_variants<'a>(subtags: impl Iterator<Item = &'a str>) -> bool {
    let mut seen: Vec<String> = Vec::new();
    for s in subtags {
        if s.len() == 1 {
            break;
        }
        if is_variant_subtag(s) {
            let lower = s.to_ascii_lowercase();
            if seen.contains(&lower) {
                return true;
            }
            seen.push(lower);
        }
    }
    false
}

/// ECMA-402 sec-isstructurallyvalidlanguagetag: `tag` as a UTS 35 `unicode_locale_id`
/// with no duplicate variants (also in a `-t-` extension's language) and no duplicate
/// singletons, parsed; `None` when it is not one.
pub(crate) fn parse_language_tag(tag: &str) -> Option<Locale> {
    // ICU4X also takes `_` as a separator, which a BCP 47 tag does not have.
    if tag.is_empty() || !tag.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-') {
        return None;
    }
    let subtags: Vec<&str> = tag.split('-').collect();
    if duplicate_variants(subtags.iter().skip(1).copied()) {
        return None;
    }
    let mut singletons: Vec<u8> = Vec::new();
    for (i, s) in subtags.iter().enumerate() {
        if s.len() != 1 {
            continue;
        }
        let c = s.as_bytes()[0].to_ascii_lowercase();
        if c == b'x' {
            // Private use: what follows is opaque.
            break;
        }
        if singletons.contains(&c) {
            return None;
        }
        singletons.push(c);
        // The language of a transformed content (`-t-` tlang) has variants too.
        if c == b't' && subtags.get(i + 1).is_some_and(|l| is_language_subtag(l)) {
            let tlang = subtags[i + 2..]
                .iter()
                .take_while(|s| !(s.len() == 2 && s.as_bytes()[1].is_ascii_digit()));
            if duplicate_variants(tlang.copied()) {
                return None;
            }
        }
    }
    Locale::try_from_str(tag).ok()
}

/// ECMA-402 sec-canonicalizeunicodelocaleid: UTS 35's canonical form (aliases replaced,
/// case and order normalized) of a valid tag.
pub(crate) fn canonicalize(mut locale: Locale) -> String {
    LocaleCanonicalizer::new_extended().canonicalize(&mut locale);
    super::value_aliases::replace_value_aliases(&mut locale);
    locale.to_string()
}

/// The canonical tag of `tag`, or a RangeError when it is not structurally valid.
pub(crate) fn canonicalize_tag(vm: &mut Vm, tag: &str) -> JsResult<String> {
    match parse_language_tag(tag) {
        Some(l) => Ok(canonicalize(l)),
        None => Err(invalid_tag(vm, tag)),
    }
}

/// The RangeError of a tag that is not a structurally valid language tag.
pub(crate) fn invalid_tag(vm: &mut Vm, tag: &str) -> Throw {
    vm.range_error(&format!("Incorrect locale information provided: {tag}"))
}

/// [[Locale]] of an Intl.Locale object.
pub(crate) fn locale_slot(vm: &Vm, v: Value) -> Option<Box<str>> {
    let o = v.as_object()?;
    match &vm.heap.get(o).kind {
        ObjectKind::Intl(i) => match &**i {
            Intl::Locale(tag) => Some(tag.clone()),
            _ => None,
        },
        _ => None,
    }
}

/// The fuel of setting up locale-sensitive work: an Intl object made, or a
/// `toLocale...` method's formatter (see `canonicalize_locale_list`).
const LOCALE_SETUP_FUEL: u64 = 400;

/// ECMA-402 sec-canonicalizelocalelist.
pub(crate) fn canonicalize_locale_list(vm: &mut Vm, locales: Value) -> JsResult<Vec<String>> {
    // Every Intl constructor and locale-sensitive method starts here; what follows
    // (the tags parsed, a locale resolved, ICU4X's formatter made) takes 1-3 µs.
    vm.limits.charge(LOCALE_SETUP_FUEL).map_err(crate::vm::Throw::Terminate)?;
    let mut seen: Vec<String> = Vec::new();
    if locales.is_undefined() {
        return Ok(seen);
    }
    // A string or a Locale is a list of one.
    if locales.is_string() || locale_slot(vm, locales).is_some() {
        let tag = tag_of_element(vm, locales)?;
        seen.push(tag);
        return Ok(seen);
    }
    let o: Handle<JsObject> = vm.to_object(locales)?;
    let len = vm.length_of_array_like(o)?;
    for k in 0..len {
        vm.limits.tick().map_err(Throw::Terminate)?;
        let pk = vm.index_key(k)?;
        if !vm.has_property(o, pk)? {
            continue;
        }
        let value = vm.get(o, pk, Value::object(o))?;
        if !(value.is_string() || value.is_object()) {
            return Err(vm.type_error("Intl: a locale must be a string or an object"));
        }
        let tag = tag_of_element(vm, value)?;
        if !seen.contains(&tag) {
            seen.try_reserve(1).map_err(|_| vm.range_error("Intl: too many locales"))?;
            seen.push(tag);
        }
    }
    Ok(seen)
}

/// The canonical tag of one element of a locale list: a Locale's [[Locale]], else the
/// canonicalized ToString.
fn tag_of_element(vm: &mut Vm, value: Value) -> JsResult<String> {
    if let Some(tag) = locale_slot(vm, value) {
        return Ok(tag.into());
    }
    let s = vm.to_string(value)?;
    let s = vm.rust_string(s);
    canonicalize_tag(vm, &s)
}

/// Whether the compiled data has `locale` (its availableLocales, ECMA-402
/// sec-availablelocales): CLDR's likely subtags know its language. ICU4X's data covers
/// every region and script of a language it knows through its fallback chain.
pub(crate) fn is_available(locale: &str) -> bool {
    let Ok(l) = Locale::try_from_str(locale) else { return false };
    if l.id.language.is_unknown() {
        return false;
    }
    let mut language = icu_locale::LanguageIdentifier::from(l.id.language);
    let expander = icu_locale::LocaleExpander::new_extended();
    expander.maximize(&mut language) == icu_locale::TransformResult::Modified
}

/// ECMA-402 sec-bestavailablelocale: the longest prefix of `locale` (cut at subtag
/// boundaries, never leaving a singleton last) that the data has.
fn best_available_locale(locale: &str) -> Option<String> {
    let mut candidate = locale;
    loop {
        if is_available(candidate) {
            return Some(candidate.to_string());
        }
        let mut pos = candidate.rfind('-')?;
        if pos >= 2 && candidate.as_bytes()[pos - 2] == b'-' {
            pos -= 2;
        }
        candidate = &candidate[..pos];
    }
}

/// `locale` without its `-u-` extension, and that extension (from `-u` up to the next
/// singleton) when it had one.
fn split_unicode_extension(locale: &str) -> (String, Option<String>) {
    let subtags: Vec<&str> = locale.split('-').collect();
    let mut start = None;
    for (i, s) in subtags.iter().enumerate() {
        if s.len() == 1 {
            if *s == "x" {
                break;
            }
            if *s == "u" {
                start = Some(i);
                break;
            }
        }
    }
    let Some(start) = start else { return (locale.to_string(), None) };
    let end = subtags[start + 1..]
        .iter()
        .position(|s| s.len() == 1)
        .map_or(subtags.len(), |p| start + 1 + p);
    let mut rest: Vec<&str> = subtags[..start].to_vec();
    rest.extend_from_slice(&subtags[end..]);
    (rest.join("-"), Some(subtags[start..end].join("-")))
}

/// The result of LookupMatcher: the matched locale and the requested `-u-` extension.
struct Matched {
    locale: String,
    extension: Option<String>,
}

/// ECMA-402 sec-lookupmatcher (also what BestFitMatcher does here: ICU4X's data has
/// no better matching than the fallback chain this follows).
fn lookup_matcher(requested: &[String], default: &str) -> Matched {
    for locale in requested {
        let (no_extension, extension) = split_unicode_extension(locale);
        if let Some(found) = best_available_locale(&no_extension) {
            return Matched { locale: found, extension };
        }
    }
    Matched { locale: default.to_string(), extension: None }
}

/// ECMA-402 sec-lookupsupportedlocales: the requested locales the data has, as requested.
pub(crate) fn supported_locales(requested: &[String]) -> Vec<String> {
    requested
        .iter()
        .filter(|l| best_available_locale(&split_unicode_extension(l).0).is_some())
        .cloned()
        .collect()
}

/// One relevant extension key of a service (ECMA-402 [[RelevantExtensionKeys]]) and
/// what a request may ask of it.
pub(crate) struct KeyRequest<'a> {
    /// The key (`co`, `kn`, `nu`, ...).
    pub(crate) key: &'static str,
    /// The value the options ask for (ToString'd), if any.
    pub(crate) option: Option<String>,
    /// Whether the resolved locale supports `value` for this key.
    pub(crate) supports: &'a dyn Fn(&str, &str) -> bool,
    /// The locale's default value ("" for none, e.g. `co`'s null).
    pub(crate) default: &'a dyn Fn(&str) -> String,
}

/// The result of ResolveLocale: [[Locale]] (with the supported extension keywords) and
/// the value of each key, in the order of the requests.
pub(crate) struct Resolved {
    /// [[Locale]].
    pub(crate) locale: String,
    /// The resolved value of each key ("" for none).
    pub(crate) values: Vec<String>,
}

/// The value `keyword` asks for in a `-u-` extension (`-u-kn` alone is "true").
fn extension_value(extension: &str, key: &str) -> Option<String> {
    let subtags: Vec<&str> = extension.split('-').skip(1).collect();
    let i = subtags.iter().position(|s| s.len() == 2 && *s == key)?;
    let value: Vec<&str> = subtags[i + 1..].iter().take_while(|s| s.len() > 2).copied().collect();
    Some(if value.is_empty() { "true".to_string() } else { value.join("-") })
}

/// ECMA-402 sec-resolvelocale, with `vm`'s DefaultLocale.
pub(crate) fn resolve_locale(vm: &Vm, requested: &[String], keys: &[KeyRequest<'_>]) -> Resolved {
    let matched = lookup_matcher(requested, vm.default_locale());
    let found = matched.locale;
    let mut values = Vec::with_capacity(keys.len());
    let mut additions: Vec<(&'static str, String)> = Vec::new();
    for k in keys {
        let mut value = (k.default)(&found);
        let mut addition = None;
        if let Some(requested) =
            matched.extension.as_deref().and_then(|e| extension_value(e, k.key))
            && (k.supports)(&found, &requested)
        {
            value = requested.clone();
            addition = Some(requested);
        }
        if let Some(option) = &k.option {
            let option = option.to_ascii_lowercase();
            if (k.supports)(&found, &option) && option != value {
                value = option;
                addition = None;
            }
        }
        if let Some(a) = addition {
            additions.push((k.key, a));
        }
        values.push(value);
    }
    let locale = if additions.is_empty() { found } else { insert_keywords(&found, &additions) };
    Resolved { locale, values }
}

/// ECMA-402 sec-insert-unicode-extension-and-canonicalize: `locale` with the keywords
/// set (a value "true" is written as the key alone, as UTS 35 canonicalizes it).
pub(crate) fn insert_keywords(locale: &str, keywords: &[(&str, String)]) -> String {
    let Ok(mut l) = Locale::try_from_str(locale) else { return locale.to_string() };
    for (key, value) in keywords {
        let (Ok(key), Ok(value)) = (Key::try_from_str(key), UValue::try_from_str(value)) else {
            continue;
        };
        l.extensions.unicode.keywords.set(key, value);
    }
    canonicalize(l)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_are_checked_and_canonicalized() {
        let c = |t: &str| parse_language_tag(t).map(canonicalize);
        assert_eq!(c("EN-us").as_deref(), Some("en-US"));
        assert_eq!(c("en_US"), None);
        assert_eq!(c(""), None);
        assert_eq!(c("de-gregory-gregory"), None);
        assert_eq!(c("en-u-ca-gregory-u-nu-latn"), None);
        assert_eq!(c("en-x-u-x"), Some("en-x-u-x".to_string()));
        assert_eq!(c("sgn-GR").as_deref(), Some("gss"));
        assert_eq!(c("en-u-kn-true").as_deref(), Some("en-u-kn"));
    }

    #[test]
    fn lookup_falls_back_by_subtags_then_to_the_default() {
        assert!(is_available("en-US"));
        assert!(is_available("de"));
        assert!(!is_available("zz"));
        assert!(!is_available("und"));
        let m = lookup_matcher(&["zz-ZZ".into(), "de-DE-u-co-phonebk".into()], DEFAULT_LOCALE);
        assert_eq!(m.locale, "de-DE");
        assert_eq!(m.extension.as_deref(), Some("u-co-phonebk"));
        assert_eq!(lookup_matcher(&["zz".into()], DEFAULT_LOCALE).locale, DEFAULT_LOCALE);
        assert_eq!(split_unicode_extension("en-u-ca-x-a-u-b").0, "en-x-a-u-b");
    }

    #[test]
    fn the_host_locale_is_canonical_and_has_data() {
        let mut vm = Vm::new(crate::vm::VmOptions::default());
        assert_eq!(vm.default_locale(), "en-US");
        assert!(vm.set_locale("zz-ZZ").is_err());
        assert!(vm.set_locale("de--DE").is_err());
        assert_eq!(vm.default_locale(), "en-US");
        vm.set_locale("DE-de-u-co-phonebk").unwrap();
        assert_eq!(vm.default_locale(), "de-DE");
        // A region the data has no tailoring for keeps its tag: ICU4X falls back.
        vm.set_locale("de-ZZ").unwrap();
        assert_eq!(vm.default_locale(), "de-ZZ");
        assert_eq!(lookup_matcher(&[], vm.default_locale()).locale, "de-ZZ");
    }
}
