//! Intl.Locale (ECMA-402 sec-locale-objects): a language tag with its `-u-` keywords as
//! properties, on ICU4X's `Locale`. The Intl Locale Info methods (`getCalendars`,
//! `getWeekInfo`, ...) are in [`super::locale_info`].

use icu_locale::extensions::unicode::{Key, Value as UValue};
use icu_locale::{Locale, LocaleExpander};

use super::locale_info::{
    get_calendars, get_collations, get_hour_cycles, get_numbering_systems, get_text_info,
    get_time_zones, get_week_info,
};
use super::locales::{
    canonicalize, invalid_tag, is_language_subtag, is_region_subtag, is_script_subtag,
    is_type_sequence, is_variant_subtag, locale_slot, parse_language_tag,
};
use super::namespace::{Class, ClassId, create};
use super::options::{coerce_options_to_object, get_bool, get_string};
use crate::builtins::{NativeCx, NativeId, arg};
use crate::native::require_new;
use crate::object::slots::intl::Intl;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

// The natives of Intl.Locale (see `crate::native`).
crate::native::natives! {
    IntlLocale;
    IntlLocale = ("Locale", 1, true, constructor),
    IntlLocaleProtoMaximize = ("maximize", 0, false, maximize),
    IntlLocaleProtoMinimize = ("minimize", 0, false, minimize),
    IntlLocaleProtoToString = ("toString", 0, false, to_string),
    IntlLocaleProtoGetCalendars = ("getCalendars", 0, false, get_calendars),
    IntlLocaleProtoGetCollations = ("getCollations", 0, false, get_collations),
    IntlLocaleProtoGetHourCycles = ("getHourCycles", 0, false, get_hour_cycles),
    IntlLocaleProtoGetNumberingSystems = ("getNumberingSystems", 0, false, get_numbering_systems),
    IntlLocaleProtoGetTextInfo = ("getTextInfo", 0, false, get_text_info),
    IntlLocaleProtoGetTimeZones = ("getTimeZones", 0, false, get_time_zones),
    IntlLocaleProtoGetWeekInfo = ("getWeekInfo", 0, false, get_week_info),
    IntlLocaleProtoBaseName = ("get baseName", 0, false, base_name),
    IntlLocaleProtoCalendar = ("get calendar", 0, false, calendar),
    IntlLocaleProtoCaseFirst = ("get caseFirst", 0, false, case_first),
    IntlLocaleProtoCollation = ("get collation", 0, false, collation),
    IntlLocaleProtoFirstDayOfWeek = ("get firstDayOfWeek", 0, false, first_day_of_week),
    IntlLocaleProtoHourCycle = ("get hourCycle", 0, false, hour_cycle),
    IntlLocaleProtoNumeric = ("get numeric", 0, false, numeric),
    IntlLocaleProtoNumberingSystem = ("get numberingSystem", 0, false, numbering_system),
    IntlLocaleProtoLanguage = ("get language", 0, false, language),
    IntlLocaleProtoScript = ("get script", 0, false, script),
    IntlLocaleProtoRegion = ("get region", 0, false, region),
    IntlLocaleProtoVariants = ("get variants", 0, false, variants),
}

/// Intl.Locale: its constructor and the functions on its prototype.
pub(crate) static CLASS: Class = Class {
    constructor: NativeId::IntlLocale,
    statics: &[],
    getters: &[
        NativeId::IntlLocaleProtoBaseName,
        NativeId::IntlLocaleProtoCalendar,
        NativeId::IntlLocaleProtoCaseFirst,
        NativeId::IntlLocaleProtoCollation,
        NativeId::IntlLocaleProtoFirstDayOfWeek,
        NativeId::IntlLocaleProtoHourCycle,
        NativeId::IntlLocaleProtoNumeric,
        NativeId::IntlLocaleProtoNumberingSystem,
        NativeId::IntlLocaleProtoLanguage,
        NativeId::IntlLocaleProtoScript,
        NativeId::IntlLocaleProtoRegion,
        NativeId::IntlLocaleProtoVariants,
    ],
    methods: &[
        NativeId::IntlLocaleProtoMaximize,
        NativeId::IntlLocaleProtoMinimize,
        NativeId::IntlLocaleProtoToString,
        NativeId::IntlLocaleProtoGetCalendars,
        NativeId::IntlLocaleProtoGetCollations,
        NativeId::IntlLocaleProtoGetHourCycles,
        NativeId::IntlLocaleProtoGetNumberingSystems,
        NativeId::IntlLocaleProtoGetTextInfo,
        NativeId::IntlLocaleProtoGetTimeZones,
        NativeId::IntlLocaleProtoGetWeekInfo,
    ],
};

/// The option keys of MakeLocaleRecord in the order the constructor reads them, with
/// the values each may take (empty: any UTS 35 `type`).
const KEYWORD_OPTIONS: [(&str, &str, &[&str]); 7] = [
    ("calendar", "ca", &[]),
    ("collation", "co", &[]),
    ("firstDayOfWeek", "fw", &[]),
    ("hourCycle", "hc", &["h11", "h12", "h23", "h24"]),
    ("caseFirst", "kf", &["upper", "lower", "false"]),
    ("numeric", "kn", &[]),
    ("numberingSystem", "nu", &[]),
];

/// Intl.Locale ( tag [ , options ] ) (ECMA-402 sec-intl.locale).
fn constructor(vm: &mut Vm, _this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    require_new(vm, cx, "Intl.Locale")?;
    // OrdinaryCreateFromConstructor comes first: its `prototype` read is observable.
    let object = create(vm, ClassId::Locale, Intl::Locale("und".into()), cx.new_target)?;
    let tag = arg(args, 0);
    if !(tag.is_string() || tag.is_object()) {
        return Err(vm.type_error("Intl.Locale: the tag must be a string or an object"));
    }
    let tag = match locale_slot(vm, tag) {
        Some(t) => t.into(),
        None => {
            let s = vm.to_string(tag)?;
            vm.rust_string(s)
        }
    };
    let options = coerce_options_to_object(vm, arg(args, 1))?;
    let options = Some(options);
    let mut locale = update_language_id(vm, &tag, options)?;
    let mut keywords: Vec<(&str, String)> = Vec::new();
    for (name, key, allowed) in KEYWORD_OPTIONS {
        let value = if key == "kn" {
            get_bool(vm, options, name)?.map(|b| b.to_string())
        } else {
            get_string(vm, options, name, allowed)?
        };
        let value = if key == "fw" { value.map(weekday_to_string) } else { value };
        let Some(value) = value else { continue };
        if allowed.is_empty() && key != "kn" && !is_type_sequence(&value) {
            return Err(vm.range_error(&format!("Intl.Locale: {value} is not a valid {name}")));
        }
        keywords.push((key, value));
    }
    // MakeLocaleRecord: the options' keywords replace the tag's.
    for (key, value) in keywords {
        let (Ok(key), Ok(value)) = (Key::try_from_str(key), UValue::try_from_str(&value)) else {
            return Err(vm.range_error(&format!("Intl.Locale: {value} is not a valid value")));
        };
        locale.extensions.unicode.keywords.set(key, value);
    }
    let tag = canonicalize(locale);
    if let crate::object::ObjectKind::Intl(slots) = &mut vm.heap.get_mut(object).kind {
        **slots = Intl::Locale(tag.into());
    }
    Ok(Value::object(object))
}

/// UpdateLanguageId (ECMA-402 sec-updatelanguageid, formerly ApplyOptionsToTag): `tag`
/// validated and canonicalized, with the `language`, `script`, `region` and `variants`
/// options replacing its subtags.
fn update_language_id(
    vm: &mut Vm,
    tag: &str,
    options: Option<cairn_gc::Handle<crate::object::JsObject>>,
) -> JsResult<Locale> {
    let Some(parsed) = parse_language_tag(tag) else { return Err(invalid_tag(vm, tag)) };
    let canonical = canonicalize(parsed);
    let language = get_string(vm, options, "language", &[])?;
    if let Some(l) = &language
        && !is_language_subtag(l)
    {
        return Err(vm.range_error(&format!("Intl.Locale: {l} is not a valid language")));
    }
    let script = get_string(vm, options, "script", &[])?;
    if let Some(s) = &script
        && !is_script_subtag(s)
    {
        return Err(vm.range_error(&format!("Intl.Locale: {s} is not a valid script")));
    }
    let region = get_string(vm, options, "region", &[])?;
    if let Some(r) = &region
        && !is_region_subtag(r)
    {
        return Err(vm.range_error(&format!("Intl.Locale: {r} is not a valid region")));
    }
    let variants = get_string(vm, options, "variants", &[])?;
    if let Some(v) = &variants {
        let lower = v.to_ascii_lowercase();
        let subtags: Vec<&str> = lower.split('-').collect();
        let duplicate = subtags.iter().enumerate().any(|(i, s)| subtags[..i].contains(s));
        if v.is_empty() || duplicate || !subtags.iter().all(|s| is_variant_subtag(s)) {
            return Err(vm.range_error(&format!("Intl.Locale: {v} is not a valid variants list")));
        }
    }
    let Ok(mut locale) = Locale::try_from_str(&canonical) else {
        return Err(invalid_tag(vm, tag));
    };
    let base = &locale.id;
    let mut new_base = language.unwrap_or_else(|| base.language.to_string());
    if let Some(s) = script.or_else(|| base.script.map(|s| s.to_string())) {
        new_base.push('-');
        new_base.push_str(&s);
    }
    if let Some(r) = region.or_else(|| base.region.map(|r| r.to_string())) {
        new_base.push('-');
        new_base.push_str(&r);
    }
    let variants = variants.or_else(|| {
        (!base.variants.is_empty())
            .then(|| base.variants.iter().map(|v| v.to_string()).collect::<Vec<_>>().join("-"))
    });
    if let Some(v) = variants {
        new_base.push('-');
        new_base.push_str(&v);
    }
    let Ok(id) = icu_locale::LanguageIdentifier::try_from_str(&new_base) else {
        return Err(invalid_tag(vm, &new_base));
    };
    locale.id = id;
    // Canonicalized again: the options may have made an alias (`sh` with region RS).
    let canonical = canonicalize(locale);
    match Locale::try_from_str(&canonical) {
        Ok(l) => Ok(l),
        Err(_) => Err(invalid_tag(vm, &canonical)),
    }
}

/// The parsed [[Locale]] of `this`, or a TypeError naming `what`.
pub(super) fn this_locale(vm: &mut Vm, this: Value, what: &str) -> JsResult<Locale> {
    let Some(tag) = locale_slot(vm, this) else {
        return Err(vm.type_error(&format!("Intl.Locale.prototype.{what} called on a non-Locale")));
    };
    match Locale::try_from_str(&tag) {
        Ok(l) => Ok(l),
        // Only a corrupt dump could hold an invalid tag.
        Err(_) => Err(invalid_tag(vm, &tag)),
    }
}

/// A string value, or undefined for `None`.
fn opt_string(vm: &mut Vm, s: Option<String>) -> JsResult<Value> {
    match s {
        Some(s) => vm.str_value(&s),
        None => Ok(Value::UNDEFINED),
    }
}

/// The value of `-u-` keyword `key` of `this` ("" for a key written alone, which UTS
/// 35 reads as "true").
fn keyword(vm: &mut Vm, this: Value, what: &str, key: &str) -> JsResult<Option<String>> {
    let locale = this_locale(vm, this, what)?;
    let Ok(key) = Key::try_from_str(key) else { return Ok(None) };
    Ok(locale.extensions.unicode.keywords.get(&key).map(|v| v.to_string()))
}

/// Intl.Locale.prototype.maximize ( ) (ECMA-402 sec-intl.locale.prototype.maximize):
/// the Add Likely Subtags algorithm of UTS 35.
fn maximize(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let mut locale = this_locale(vm, this, "maximize")?;
    add_likely_subtags(&mut locale.id);
    new_locale(vm, locale)
}

/// Intl.Locale.prototype.minimize ( ) (ECMA-402 sec-intl.locale.prototype.minimize):
/// the Remove Likely Subtags algorithm of UTS 35 (favouring the region).
fn minimize(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let mut locale = this_locale(vm, this, "minimize")?;
    add_likely_subtags(&mut locale.id);
    LocaleExpander::new_extended().minimize(&mut locale.id);
    new_locale(vm, locale)
}

/// UTS 35's Add Likely Subtags. ICU4X leaves the language `und` when no entry of
/// `und-Script-Region`, `und-Script` or `und-Region` matches; since CLDR 44 the root
/// entry (`und` → `en-Latn-US`) replaces it then, so the language becomes `en` and
/// English's entries fill what is still missing.
pub(super) fn add_likely_subtags(id: &mut icu_locale::LanguageIdentifier) {
    let expander = LocaleExpander::new_extended();
    expander.maximize(id);
    if id.language.is_unknown() {
        id.language = icu_locale::subtags::language!("en");
        expander.maximize(id);
    }
}

/// A new Intl.Locale of `locale` with the intrinsic prototype.
fn new_locale(vm: &mut Vm, locale: Locale) -> JsResult<Value> {
    let tag = locale.to_string();
    let o = create(vm, ClassId::Locale, Intl::Locale(tag.into()), Value::UNDEFINED)?;
    Ok(Value::object(o))
}

/// Intl.Locale.prototype.toString ( ) (ECMA-402 sec-intl.locale.prototype.tostring).
fn to_string(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let locale = this_locale(vm, this, "toString")?;
    vm.str_value(&locale.to_string())
}

/// get Intl.Locale.prototype.baseName: GetLocaleBaseName, the `unicode_language_id`.
fn base_name(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let locale = this_locale(vm, this, "baseName")?;
    vm.str_value(&locale.id.to_string())
}

/// get Intl.Locale.prototype.calendar: [[Calendar]], the `ca` keyword.
fn calendar(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let v = keyword(vm, this, "calendar", "ca")?;
    opt_string(vm, v)
}

/// get Intl.Locale.prototype.caseFirst: [[CaseFirst]], the `kf` keyword.
fn case_first(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let v = keyword(vm, this, "caseFirst", "kf")?;
    opt_string(vm, v)
}

/// get Intl.Locale.prototype.collation: [[Collation]], the `co` keyword.
fn collation(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let v = keyword(vm, this, "collation", "co")?;
    opt_string(vm, v)
}

/// WeekdayToString (Intl Locale Info, sec-weekdaytostring): the digits `0` to `7` as
/// the `fw` keyword's day names (`0` and `7` both Sunday); any other string unchanged.
fn weekday_to_string(fw: String) -> String {
    const DAYS: [&str; 8] = ["sun", "mon", "tue", "wed", "thu", "fri", "sat", "sun"];
    match fw.parse::<usize>() {
        Ok(n) if fw.len() == 1 && n < DAYS.len() => DAYS[n].to_string(),
        _ => fw,
    }
}

/// get Intl.Locale.prototype.firstDayOfWeek (Intl Locale Info): [[FirstDayOfWeek]],
/// the `fw` keyword.
fn first_day_of_week(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let v = keyword(vm, this, "firstDayOfWeek", "fw")?;
    opt_string(vm, v)
}

/// get Intl.Locale.prototype.hourCycle: [[HourCycle]], the `hc` keyword.
fn hour_cycle(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let v = keyword(vm, this, "hourCycle", "hc")?;
    opt_string(vm, v)
}

/// get Intl.Locale.prototype.numeric: [[Numeric]], whether the `kn` keyword is "true".
fn numeric(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let v = keyword(vm, this, "numeric", "kn")?;
    Ok(Value::bool(matches!(v.as_deref(), Some("" | "true"))))
}

/// get Intl.Locale.prototype.numberingSystem: [[NumberingSystem]], the `nu` keyword.
fn numbering_system(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let v = keyword(vm, this, "numberingSystem", "nu")?;
    opt_string(vm, v)
}

/// get Intl.Locale.prototype.language: GetLocaleLanguage.
fn language(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let locale = this_locale(vm, this, "language")?;
    vm.str_value(locale.id.language.as_str())
}

/// get Intl.Locale.prototype.script: GetLocaleScript.
fn script(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let locale = this_locale(vm, this, "script")?;
    let s = locale.id.script.map(|s| s.to_string());
    opt_string(vm, s)
}

/// get Intl.Locale.prototype.region: GetLocaleRegion.
fn region(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let locale = this_locale(vm, this, "region")?;
    let r = locale.id.region.map(|r| r.to_string());
    opt_string(vm, r)
}

/// get Intl.Locale.prototype.variants: GetLocaleVariants, joined with `-`.
fn variants(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let locale = this_locale(vm, this, "variants")?;
    let v = &locale.id.variants;
    let s = (!v.is_empty()).then(|| v.iter().map(|v| v.to_string()).collect::<Vec<_>>().join("-"));
    opt_string(vm, s)
}
