//! Intl.DisplayNames (ECMA-402 sec-intl-displaynames-objects): the names of
//! languages, regions, scripts and currencies in a locale's words, on the display
//! names of ICU4X's `icu_experimental` (CLDR's locale display names) and its currency
//! names.
//!
//! ICU4X has no data for the names of calendars and date-time fields: for those types
//! `of` follows the spec's fallback (the canonical code, or undefined with fallback
//! "none") after validating the code as the spec says.

use icu_experimental::dimension::provider::currency::displayname::CurrencyDisplaynameV1;
use icu_experimental::displaynames::multi::{
    LanguageDisplayNames, LocaleDisplayNamesFormatter, RegionDisplayNames, ScriptDisplayNames,
};
use icu_experimental::displaynames::{
    DisplayNamesOptions, DisplayNamesPreferences, LanguageDisplay, Style,
};
use icu_locale::Locale;
use icu_locale::subtags::{Region, Script};
use icu_provider::{DataIdentifierBorrowed, DataLocale, DataMarkerAttributes, DataProvider};
use icu_provider::{DataRequest, DataRequestMetadata};

use super::list_format::text_style;
use super::locales::{
    canonicalize, canonicalize_locale_list, is_language_subtag, is_region_subtag, is_script_subtag,
    is_type_sequence, is_variant_subtag, parse_language_tag, resolve_locale,
};
use super::namespace::{Class, ClassId, create, intl_of, supported_locales_of};
use super::options::{get_enum, get_options_object, get_string};
use crate::builtins::{NativeCx, NativeId, arg};
use crate::native::require_new;
use crate::object::ObjectKind;
use crate::object::slots::intl::{DisplayNames, DisplayType, Intl, TextStyle};
use crate::value::Value;
use crate::vm::{JsResult, Vm};

// The natives of Intl.DisplayNames (see `crate::native`).
crate::native::natives! {
    IntlDisplayNames;
    IntlDisplayNames = ("DisplayNames", 2, true, constructor),
    IntlDisplayNamesSupportedLocalesOf = ("supportedLocalesOf", 1, false, supported_locales_of),
    IntlDisplayNamesProtoOf = ("of", 1, false, of),
    IntlDisplayNamesProtoResolvedOptions = ("resolvedOptions", 0, false, resolved_options),
}

/// Intl.DisplayNames: its constructor and the functions on it and its prototype.
pub(crate) static CLASS: Class = Class {
    constructor: NativeId::IntlDisplayNames,
    statics: &[NativeId::IntlDisplayNamesSupportedLocalesOf],
    getters: &[],
    methods: &[NativeId::IntlDisplayNamesProtoOf, NativeId::IntlDisplayNamesProtoResolvedOptions],
};

/// The values of the `type` option, in the order of [`DisplayType`].
const TYPES: [&str; 6] = ["language", "region", "script", "currency", "calendar", "dateTimeField"];

/// The codes of the date-time fields (ECMA-402 table "Codes for Date Time Field of
/// DisplayNames").
const DATE_TIME_FIELDS: [&str; 12] = [
    "era",
    "year",
    "quarter",
    "month",
    "weekOfYear",
    "weekday",
    "day",
    "dayPeriod",
    "hour",
    "minute",
    "second",
    "timeZoneName",
];

/// Intl.DisplayNames ( locales, options ) (ECMA-402 sec-Intl.DisplayNames).
fn constructor(vm: &mut Vm, _this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    // 1. If NewTarget is undefined, throw a TypeError exception.
    require_new(vm, cx, "Intl.DisplayNames")?;
    // 2. Let displayNames be ? OrdinaryCreateFromConstructor(NewTarget, ...).
    let o = create(vm, ClassId::DisplayNames, Intl::Locale("und".into()), cx.new_target)?;
    // 3. Let requestedLocales be ? CanonicalizeLocaleList(locales).
    let requested = canonicalize_locale_list(vm, arg(args, 0))?;
    // 4. If options is undefined, throw a TypeError exception.
    if arg(args, 1).is_undefined() {
        return Err(vm.type_error("Intl.DisplayNames: options with a type are required"));
    }
    // 5. Set options to ? GetOptionsObject(options).
    let options = Some(get_options_object(vm, arg(args, 1))?);
    // 6-8. localeMatcher.
    get_string(vm, options, "localeMatcher", &["lookup", "best fit"])?;
    // 9. ResolveLocale (no relevant extension keys).
    let r = resolve_locale(vm, &requested, &[]);
    // 10-11. Let style be ? GetOption(options, "style", string, « "narrow", "short",
    // "long" », "long").
    let style = text_style(2 - get_enum(vm, options, "style", &["narrow", "short", "long"], 2)?);
    // 12. Let type be ? GetOption(options, "type", string, « "language", "region",
    // "script", "currency", "calendar", "dateTimeField" », undefined).
    let Some(kind) = get_string(vm, options, "type", &TYPES)? else {
        // 13. If type is undefined, throw a TypeError exception.
        return Err(vm.type_error("Intl.DisplayNames: the type option is required"));
    };
    let kind = match TYPES.iter().position(|t| *t == kind) {
        Some(0) => DisplayType::Language,
        Some(1) => DisplayType::Region,
        Some(2) => DisplayType::Script,
        Some(3) => DisplayType::Currency,
        Some(4) => DisplayType::Calendar,
        _ => DisplayType::DateTimeField,
    };
    // 15-16. Let fallback be ? GetOption(options, "fallback", string, « "code", "none" »,
    // "code").
    let fallback_code = get_enum(vm, options, "fallback", &["code", "none"], 0)? == 0;
    // 23-24. Let languageDisplay be ? GetOption(options, "languageDisplay", string,
    // « "dialect", "standard" », "dialect"); kept for type "language".
    let language_standard =
        get_enum(vm, options, "languageDisplay", &["dialect", "standard"], 0)? == 1;
    let slots = DisplayNames {
        locale: r.locale.into(),
        style,
        kind,
        fallback_code,
        language_standard: language_standard && kind == DisplayType::Language,
    };
    if let ObjectKind::Intl(s) = &mut vm.heap.get_mut(o).kind {
        **s = Intl::DisplayNames(slots);
    }
    // 31. Return displayNames.
    Ok(Value::object(o))
}

/// The DisplayNames slots of `this`, or a TypeError naming `what`.
fn this_display_names(vm: &mut Vm, this: Value, what: &str) -> JsResult<DisplayNames> {
    match intl_of(vm, this) {
        Some(Intl::DisplayNames(d)) => Ok(d.clone()),
        _ => Err(vm.type_error(&format!(
            "Intl.DisplayNames.prototype.{what} called on a non-DisplayNames"
        ))),
    }
}

/// `code` in the case UTS 35 writes it, when it matches `unicode_language_id` as
/// ECMA-402 takes it (a language subtag, never a script first or "root", then an
/// optional script and region, then variants that do not repeat); `None` otherwise.
fn cased_language_id(code: &str) -> Option<String> {
    let mut subtags = code.split('-').peekable();
    let mut out = subtags.next().filter(|s| is_language_subtag(s))?.to_ascii_lowercase();
    if let Some(script) = subtags.next_if(|s| is_script_subtag(s)) {
        let (first, rest) = script.split_at(1);
        out = out + "-" + &first.to_ascii_uppercase() + &rest.to_ascii_lowercase();
    }
    if let Some(region) = subtags.next_if(|s| is_region_subtag(s)) {
        out = out + "-" + &region.to_ascii_uppercase();
    }
    let mut variants: Vec<String> = Vec::new();
    for variant in subtags {
        let variant = variant.to_ascii_lowercase();
        if !is_variant_subtag(&variant) || variants.contains(&variant) {
            return None;
        }
        out = out + "-" + &variant;
        variants.push(variant);
    }
    Some(out)
}

/// CanonicalCodeForDisplayNames ( type, code ) (ECMA-402
/// sec-canonicalcodefordisplaynames): the canonical form of `code`, or `None` when it
/// is not a valid code of `kind` (a RangeError).
fn canonical_code(kind: DisplayType, code: &str) -> Option<String> {
    match kind {
        // 1. language: a unicode_language_id, structurally valid, canonicalized.
        DisplayType::Language => {
            let cased = cased_language_id(code)?;
            // ICU4X's parser takes languages of 2 or 3 letters only: a longer one has no
            // aliases to replace, so its cased form is canonical.
            Some(parse_language_tag(code).map_or(cased, canonicalize))
        }
        // 2. region: a unicode_region_subtag, in upper case.
        DisplayType::Region => is_region_subtag(code).then(|| code.to_ascii_uppercase()),
        // 3. script: a unicode_script_subtag, in title case.
        DisplayType::Script => is_script_subtag(code).then(|| {
            let (first, rest) = code.split_at(1);
            first.to_ascii_uppercase() + &rest.to_ascii_lowercase()
        }),
        // 4. calendar: a `type` of UTS 35 with none of its backwards-compatible
        // syntax, in lower case.
        DisplayType::Calendar => is_type_sequence(code).then(|| code.to_ascii_lowercase()),
        // 5. dateTimeField: one of the codes of the table, as is.
        DisplayType::DateTimeField => DATE_TIME_FIELDS.contains(&code).then(|| code.to_string()),
        // 6. currency: a well-formed currency code, in upper case.
        DisplayType::Currency => (code.len() == 3 && code.bytes().all(|b| b.is_ascii_alphabetic()))
            .then(|| code.to_ascii_uppercase()),
    }
}

/// The ICU4X display names options of `d`: "long" is CLDR's default names, "short" and
/// "narrow" its short ones (as ICU4C's short display context).
fn icu_options(d: &DisplayNames) -> DisplayNamesOptions {
    let mut options = DisplayNamesOptions::default();
    options.style = match d.style {
        TextStyle::Long => None,
        TextStyle::Short | TextStyle::Narrow => Some(Style::Short),
    };
    options.language_display =
        if d.language_standard { LanguageDisplay::Standard } else { LanguageDisplay::Dialect };
    options
}

/// The name of the canonical `code` in `d`'s locale, if the data has one.
fn display_name(d: &DisplayNames, code: &str) -> Option<String> {
    let locale = Locale::try_from_str(&d.locale).ok()?;
    let prefs = DisplayNamesPreferences::from(&locale);
    let options = icu_options(d);
    match d.kind {
        DisplayType::Language => {
            let requested = Locale::try_from_str(code).ok()?;
            // Without a name for the language itself, the data has no name for the
            // tag ("xyz-US" is not "xyz (United States)" but no name).
            LanguageDisplayNames::try_new(prefs, options).ok()?.of(requested.id.language)?;
            let formatter = LocaleDisplayNamesFormatter::try_new(prefs, options).ok()?;
            Some(formatter.of(&requested).into_owned())
        }
        DisplayType::Region => {
            let region = Region::try_from_str(code).ok()?;
            RegionDisplayNames::try_new(prefs, options).ok()?.of(region).map(str::to_string)
        }
        DisplayType::Script => {
            let script = Script::try_from_str(code).ok()?;
            ScriptDisplayNames::try_new(prefs, options).ok()?.of(script).map(str::to_string)
        }
        DisplayType::Currency => currency_name(&locale, code),
        // No data in ICU4X (see the module comment).
        DisplayType::Calendar | DisplayType::DateTimeField => None,
    }
}

/// CLDR's display name of the currency `code` (upper case) in `locale`.
pub(crate) fn currency_name(locale: &Locale, code: &str) -> Option<String> {
    let data_locale = DataLocale::from(locale);
    let attributes = DataMarkerAttributes::try_from_str(code).ok()?;
    let mut metadata = DataRequestMetadata::default();
    metadata.silent = true;
    let request = DataRequest {
        id: DataIdentifierBorrowed::for_marker_attributes_and_locale(attributes, &data_locale),
        metadata,
    };
    let loaded: Result<icu_provider::DataResponse<CurrencyDisplaynameV1>, _> =
        icu_experimental::provider::Baked.load(request);
    loaded.ok().map(|response| {
        let name: &str = response.payload.get();
        name.to_string()
    })
}

/// Intl.DisplayNames.prototype.of ( code ) (ECMA-402
/// sec-Intl.DisplayNames.prototype.of).
fn of(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    // 1-2. Perform ? RequireInternalSlot(displayNames, [[InitializedDisplayNames]]).
    let d = this_display_names(vm, this, "of")?;
    // 3. Let code be ? ToString(code).
    let code = vm.to_string(arg(args, 0))?;
    let code = vm.rust_string(code);
    // 4. Set code to ? CanonicalCodeForDisplayNames(displayNames.[[Type]], code).
    let Some(code) = canonical_code(d.kind, &code) else {
        let kind = TYPES[d.kind as usize];
        return Err(vm.range_error(&format!("Intl.DisplayNames: invalid {kind} code {code:?}")));
    };
    // 5-7. The name the data has for code.
    if let Some(name) = display_name(&d, &code) {
        return vm.str_value(&name);
    }
    // 8. If displayNames.[[Fallback]] is "code", return code.
    if d.fallback_code {
        return vm.str_value(&code);
    }
    // 9. Return undefined.
    Ok(Value::UNDEFINED)
}

/// Intl.DisplayNames.prototype.resolvedOptions ( ) (ECMA-402
/// sec-Intl.DisplayNames.prototype.resolvedOptions).
fn resolved_options(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let d = this_display_names(vm, this, "resolvedOptions")?;
    let o = vm.new_plain_object()?;
    let style = match d.style {
        TextStyle::Long => "long",
        TextStyle::Short => "short",
        TextStyle::Narrow => "narrow",
    };
    let mut rows = vec![
        ("locale", &*d.locale),
        ("style", style),
        ("type", TYPES[d.kind as usize]),
        ("fallback", if d.fallback_code { "code" } else { "none" }),
    ];
    if d.kind == DisplayType::Language {
        rows.push(("languageDisplay", if d.language_standard { "standard" } else { "dialect" }));
    }
    for (name, value) in rows {
        let value = vm.str_value(value)?;
        let key = vm.key(name)?;
        vm.create_data_property(o, key, value)?;
    }
    Ok(Value::object(o))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_validated_and_canonicalized() {
        let c = canonical_code;
        assert_eq!(c(DisplayType::Language, "EN-us").as_deref(), Some("en-US"));
        assert_eq!(c(DisplayType::Language, "en-u-ca-gregory"), None);
        assert_eq!(c(DisplayType::Language, "Latn"), None);
        assert_eq!(c(DisplayType::Language, "root"), None);
        assert_eq!(c(DisplayType::Language, "en-gb-oxendict-oxendict"), None);
        let long = c(DisplayType::Language, "ZZZZZZZZ-abcd-ab-abcde");
        assert_eq!(long.as_deref(), Some("zzzzzzzz-Abcd-AB-abcde"));
        assert_eq!(c(DisplayType::Region, "us").as_deref(), Some("US"));
        assert_eq!(c(DisplayType::Region, "1234"), None);
        assert_eq!(c(DisplayType::Script, "lATN").as_deref(), Some("Latn"));
        assert_eq!(c(DisplayType::Currency, "usd").as_deref(), Some("USD"));
        assert_eq!(c(DisplayType::Currency, "us"), None);
        assert_eq!(c(DisplayType::Calendar, "Gregory").as_deref(), Some("gregory"));
        assert_eq!(c(DisplayType::Calendar, "islamic_civil"), None);
        assert_eq!(c(DisplayType::DateTimeField, "Year"), None);
    }
}
