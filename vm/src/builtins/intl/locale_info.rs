//! The Intl Locale Info proposal's methods of `Intl.Locale.prototype`
//! (<https://tc39.es/proposal-intl-locale-info/>): a locale's calendars, collations,
//! hour cycles, numbering systems, time zones, text direction and week, from ICU4X's
//! compiled CLDR data.
//!
//! ICU4X keeps one preferred value where CLDR lists several (a region's calendars, a
//! locale's hour cycles), so these lists hold CLDR's first preference and, for
//! calendars, the Gregorian calendar CLDR lists for every region. A `-u-` keyword of
//! the locale (`ca`, `co`, `hc`, `nu`, `fw`) wins over the data, as the spec says.
//!
//! Known gaps, from the data: a region whose first calendar is Gregorian gets
//! `["gregory"]` alone (CLDR's `JP` also lists `japanese`, `IN` `indian`), and the hour
//! cycle comes from the language's time formats, which ICU4X keys by language rather
//! than region (`ko` and `ko-001` agree), so test262's
//! `getCalendars/region-priority.js` and `getHourCycles/likely-subtags-region.js` fail.
//! A region's time zones come from the CLDR ids of ICU4X's IANA table (see
//! [`zone_region`]), since ICU4X has no `zone.tab`.

use icu_calendar::types::Weekday;
use icu_calendar::week::{WeekInformation, WeekPreferences};
use icu_locale::extensions::unicode::{Key, Value as UValue};
use icu_locale::subtags::Region;
use icu_locale::{LanguageIdentifier, Locale, LocaleDirectionality};

use super::collator::has_collation;
use super::date_time_format::create::hour_cycle_name;
use super::date_time_format::format::{default_calendar, default_hour_cycle};
use super::locale::{add_likely_subtags, this_locale};
use super::namespace::string_array;
use super::number_format::format::default_numbering_system;
use super::supported_values::COLLATIONS;
use crate::builtins::NativeCx;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// The value of `-u-` keyword `key` of `locale` ("" for a key written alone).
fn keyword(locale: &Locale, key: &str) -> Option<String> {
    let key = Key::try_from_str(key).ok()?;
    locale.extensions.unicode.keywords.get(&key).map(|v| v.to_string())
}

/// The region of an `rg` or `sd` value: its leading `unicode_region_subtag` (two
/// letters or three digits), the rest naming a subdivision (`zzzz` for none).
fn region_prefix(value: &str) -> Option<Region> {
    let digits = value.get(..3).filter(|p| p.bytes().all(|b| b.is_ascii_digit()));
    let prefix = digits.or_else(|| value.get(..2))?;
    Region::try_from_str(prefix).ok()
}

/// RegionPreference (sec-regionpreference): the `rg` override, else the region subtag,
/// else the `sd` subdivision's region, else the region Add Likely Subtags gives, else
/// the world, "001".
fn region_preference(locale: &Locale) -> Region {
    if let Some(r) = keyword(locale, "rg").as_deref().and_then(region_prefix) {
        return r;
    }
    if let Some(r) = locale.id.region {
        return r;
    }
    if let Some(r) = keyword(locale, "sd").as_deref().and_then(region_prefix) {
        return r;
    }
    let mut id = locale.id.clone();
    add_likely_subtags(&mut id);
    id.region.unwrap_or(icu_locale::subtags::region!("001"))
}

/// The language and script of `locale` with the region RegionPreference picks and no
/// variants or keywords: the id region-keyed data is looked up with.
fn regional_id(locale: &Locale) -> LanguageIdentifier {
    let mut id = LanguageIdentifier::from((locale.id.language, locale.id.script, None));
    id.region = Some(region_preference(locale));
    id
}

/// The array of one keyword's value, or of `data`'s list when the keyword is absent.
fn keyword_or(
    vm: &mut Vm,
    locale: &Locale,
    key: &str,
    data: impl FnOnce() -> Vec<String>,
) -> JsResult<Value> {
    let list = match keyword(locale, key) {
        Some(v) => vec![v],
        None => data(),
    };
    string_array(vm, &list)
}

/// Intl.Locale.prototype.getCalendars ( ) (sec-intl.locale.prototype.getcalendars):
/// CalendarsOfLocale, the `ca` keyword or the region's preferred calendars. ICU4X
/// keeps only a region's first preference; CLDR lists the Gregorian calendar for every
/// region, so it follows a preference that is not Gregorian.
pub(super) fn get_calendars(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let locale = this_locale(vm, this, "getCalendars")?;
    keyword_or(vm, &locale, "ca", || {
        let preferred = default_calendar(&regional_id(&locale).to_string());
        let mut list = vec![preferred];
        if list[0] != "gregory" {
            list.push("gregory".into());
        }
        list
    })
}

/// Intl.Locale.prototype.getCollations ( ) (sec-intl.locale.prototype.getcollations):
/// CollationsOfLocale, the `co` keyword or the collations the locale's data tailors
/// (those of the root, `emoji` and `eor`, for every locale), sorted, without
/// `standard` and `search`.
pub(super) fn get_collations(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let locale = this_locale(vm, this, "getCollations")?;
    keyword_or(vm, &locale, "co", || {
        let language = locale.id.language.as_str();
        let mut list: Vec<String> = COLLATIONS
            .iter()
            .filter(|(co, owner)| {
                *owner == "und" || (*owner == language && has_collation(language, co))
            })
            .map(|(co, _)| co.to_string())
            .collect();
        list.sort();
        list
    })
}

/// Intl.Locale.prototype.getHourCycles ( ) (sec-intl.locale.prototype.gethourcycles):
/// HourCyclesOfLocale, the `hc` keyword or the hour cycle the locale's time formats
/// use in the preferred region (ICU4X has no list of the others a region accepts).
pub(super) fn get_hour_cycles(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let locale = this_locale(vm, this, "getHourCycles")?;
    keyword_or(vm, &locale, "hc", || {
        vec![hour_cycle_name(default_hour_cycle(&regional_id(&locale).to_string())).to_string()]
    })
}

/// Intl.Locale.prototype.getNumberingSystems ( ) (sec-intl.locale.prototype
/// .getnumberingsystems): NumberingSystemsOfLocale, the `nu` keyword or the locale's
/// default numbering system (that of its decimal symbols).
pub(super) fn get_numbering_systems(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let locale = this_locale(vm, this, "getNumberingSystems")?;
    keyword_or(vm, &locale, "nu", || vec![default_numbering_system(&locale.id.to_string())])
}

/// Intl.Locale.prototype.getTextInfo ( ) (sec-intl.locale.prototype.gettextinfo):
/// TextInfoOfLocale, `{ direction }`, from the locale's (likely) script.
pub(super) fn get_text_info(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let locale = this_locale(vm, this, "getTextInfo")?;
    let rtl = LocaleDirectionality::new_extended().is_right_to_left(&locale.id);
    let o = vm.new_plain_object()?;
    let key = vm.key("direction")?;
    let v = vm.str_value(if rtl { "rtl" } else { "ltr" })?;
    vm.create_data_property(o, key, v)?;
    Ok(Value::object(o))
}

/// The number of `day` in the spec's week records: Monday 1 to Sunday 7.
fn weekday_number(day: Weekday) -> i32 {
    day as i32
}

/// Intl.Locale.prototype.getWeekInfo ( ) (sec-intl.locale.prototype.getweekinfo):
/// WeekInfoOfLocale, `{ firstDay, weekend }` of the preferred region, the `fw`
/// keyword overriding the first day.
pub(super) fn get_week_info(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let locale = this_locale(vm, this, "getWeekInfo")?;
    let mut query = Locale::from(regional_id(&locale));
    // The `fw` keyword, if any, names the first day (ICU4X ignores a value that is
    // not a weekday, as WeekInfoOfLocale does).
    if let Some(fw) = keyword(&locale, "fw")
        && let (Ok(key), Ok(value)) = (Key::try_from_str("fw"), UValue::try_from_str(&fw))
    {
        query.extensions.unicode.keywords.set(key, value);
    }
    let Ok(info) = WeekInformation::try_new(WeekPreferences::from(&query)) else {
        return Err(vm.range_error("Intl.Locale.prototype.getWeekInfo: no week data"));
    };
    let mut weekend: Vec<i32> = info.weekend().map(weekday_number).collect();
    weekend.sort_unstable();
    let o = vm.new_plain_object()?;
    let key = vm.key("firstDay")?;
    vm.create_data_property(o, key, Value::int(weekday_number(info.first_weekday)))?;
    let days: Vec<Value> = weekend.into_iter().map(Value::int).collect();
    let days = Value::object(vm.array_from_list(&days)?);
    let key = vm.key("weekend")?;
    vm.create_data_property(o, key, days)?;
    Ok(Value::object(o))
}

/// The region of a CLDR (BCP 47) time zone id: its first two letters, which are the
/// ISO 3166 code of the zone's country (the ids are UN/LOCODE codes), but for the two
/// ids of Palestine older than that scheme and the ids of no region (`utc`, `unk`,
/// `utce01`, the POSIX-style `pst8pdt`), whose letters name no country.
fn zone_region(id: &str) -> Option<&str> {
    match id {
        "gazastrp" | "hebron" => Some("ps"),
        _ if id.starts_with("ut")
            || id.starts_with("unk")
            || id.bytes().any(|b| b.is_ascii_digit()) =>
        {
            None
        }
        _ => id.get(..2),
    }
}

/// Intl.Locale.prototype.getTimeZones ( ) (sec-intl.locale.prototype.gettimezones):
/// TimeZonesOfLocale, undefined without a region subtag, else the canonical IANA names
/// of the zones of that region, sorted.
pub(super) fn get_time_zones(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let locale = this_locale(vm, this, "getTimeZones")?;
    let Some(region) = locale.id.region else { return Ok(Value::UNDEFINED) };
    let region = region.as_str().to_ascii_lowercase();
    let parser = icu_time::zone::iana::IanaParserExtended::new();
    let mut list: Vec<String> = parser
        .iter()
        .filter(|z| zone_region(z.time_zone.0.as_str()) == Some(region.as_str()))
        .map(|z| z.canonical.to_string())
        .collect();
    list.sort();
    list.dedup();
    string_array(vm, &list)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RegionPreference's order: `rg`, the region subtag, `sd`, likely subtags, 001.
    #[test]
    fn region_preference_order() {
        let region = |tag: &str| {
            let l = Locale::try_from_str(tag).expect("test tags are valid");
            region_preference(&l).to_string()
        };
        assert_eq!(region("fa-JP-u-sd-inka-rg-thzzzz"), "TH");
        assert_eq!(region("fa-JP-u-sd-inka"), "JP");
        assert_eq!(region("fa-u-sd-inka"), "IN");
        assert_eq!(region("fa"), "IR");
        assert_eq!(region("eo"), "001");
    }

    /// Time zone ids name their country but for Palestine's and the regionless ones.
    #[test]
    fn zone_regions() {
        assert_eq!(zone_region("usnyc"), Some("us"));
        assert_eq!(zone_region("gazastrp"), Some("ps"));
        assert_eq!(zone_region("utce01"), None);
        assert_eq!(zone_region("pst8pdt"), None);
        assert_eq!(zone_region("unk"), None);
    }
}
