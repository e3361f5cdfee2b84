//! CreateDateTimeFormat (ECMA-402 sec-createdatetimeformat): the options read in the
//! spec's order with its errors, ResolveLocale, and the components the format shows.

use cairn_gc::Handle;

use super::format::{default_calendar, default_hour_cycle, has_calendar};
use super::zone::{canonical_time_zone, default_time_zone};
use crate::builtins::intl::locales::{
    KeyRequest, canonicalize_locale_list, is_type_sequence, resolve_locale,
};
use crate::builtins::intl::number_format::format::{
    default_numbering_system, has_numbering_system,
};
use crate::builtins::intl::options::{
    coerce_options_to_object, get_bool, get_number, get_string, read,
};
use crate::object::JsObject;
use crate::object::slots::intl::{
    DateTimeComponents, DateTimeFormat, DateTimeFormatRecord, DateTimeStyle, Digits, HourCycle,
    MonthStyle, StyleFields, TemporalFormats, TextWidth, ZoneNameStyle,
};
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// The fields a caller needs (ECMA-402's `required` argument, with the Temporal
/// proposal's year-month and month-day).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Required {
    /// toLocaleDateString, the toLocaleString of PlainDate, PlainYearMonth and
    /// PlainMonthDay, and the format of PlainDate.
    Date,
    /// toLocaleTimeString, PlainTime.
    Time,
    /// PlainYearMonth.
    YearMonth,
    /// PlainMonthDay.
    MonthDay,
    /// The constructor, toLocaleString (Date's, PlainDateTime's, Instant's and
    /// ZonedDateTime's), and the formats of PlainDateTime and Instant.
    Any,
}

/// The fields shown when none is asked for (ECMA-402's `defaults` argument, with the
/// Temporal proposal's additions).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Defaults {
    /// The constructor, toLocaleDateString, PlainDate.
    Date,
    /// toLocaleTimeString, PlainTime.
    Time,
    /// PlainYearMonth.
    YearMonth,
    /// PlainMonthDay.
    MonthDay,
    /// ZonedDateTime's toLocaleString: all, with the time zone name.
    ZonedDateTime,
    /// toLocaleString.
    All,
}

/// Which options GetDateTimeFormat starts from (its `inherit` argument).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Inherit {
    /// Every option (the format of Numbers and Instants).
    All,
    /// Only those of the fields a Temporal type has (era and the hour cycle).
    Relevant,
}

/// The text widths of weekday, era and dayPeriod.
const TEXT: [&str; 3] = ["narrow", "short", "long"];
/// The values of year, day, hour, minute and second.
const DIGITS: [&str; 2] = ["2-digit", "numeric"];
/// The values of month.
const MONTHS: [&str; 5] = ["2-digit", "numeric", "narrow", "short", "long"];
/// The values of timeZoneName.
const ZONE_NAMES: [&str; 6] =
    ["short", "long", "shortOffset", "longOffset", "shortGeneric", "longGeneric"];
/// The values of dateStyle and timeStyle.
const STYLES: [&str; 4] = ["full", "long", "medium", "short"];

/// The text width of a validated option value.
fn text_width(s: &str) -> TextWidth {
    match s {
        "narrow" => TextWidth::Narrow,
        "short" => TextWidth::Short,
        _ => TextWidth::Long,
    }
}

/// The digits style of a validated option value.
fn digits(s: &str) -> Digits {
    if s == "2-digit" { Digits::TwoDigit } else { Digits::Numeric }
}

/// The style of a validated dateStyle or timeStyle.
fn style(s: &str) -> DateTimeStyle {
    match s {
        "full" => DateTimeStyle::Full,
        "long" => DateTimeStyle::Long,
        "medium" => DateTimeStyle::Medium,
        _ => DateTimeStyle::Short,
    }
}

/// The hour cycle of an `hc` value or `hourCycle` option.
pub(crate) fn hour_cycle_of(s: &str) -> Option<HourCycle> {
    match s {
        "h11" => Some(HourCycle::H11),
        "h12" => Some(HourCycle::H12),
        "h23" => Some(HourCycle::H23),
        "h24" => Some(HourCycle::H24),
        _ => None,
    }
}

/// The name of an hour cycle.
pub(crate) fn hour_cycle_name(hc: HourCycle) -> &'static str {
    match hc {
        HourCycle::H11 => "h11",
        HourCycle::H12 => "h12",
        HourCycle::H23 => "h23",
        HourCycle::H24 => "h24",
    }
}

/// The canonical form of a calendar type (UTS 35's aliases of `ca`).
fn canonical_calendar(ca: &str) -> String {
    match ca {
        "islamicc" => "islamic-civil".into(),
        "ethiopic-amete-alem" => "ethioaa".into(),
        other => other.into(),
    }
}

/// Reads one string option of the components table.
fn component(
    vm: &mut Vm,
    options: Option<Handle<JsObject>>,
    name: &str,
    allowed: &[&str],
) -> JsResult<Option<String>> {
    get_string(vm, options, name, allowed)
}

/// CreateDateTimeFormat (ECMA-402 sec-createdatetimeformat, as the Temporal proposal
/// amends it), after OrdinaryCreateFromConstructor: the slots of a new DateTimeFormat.
/// `zone_of_value` is the optional toLocaleStringTimeZone of ZonedDateTime's
/// toLocaleString: the format's time zone, which a `timeZone` option may not change.
pub(crate) fn create_date_time_format(
    vm: &mut Vm,
    locales: Value,
    options: Value,
    required: Required,
    defaults: Defaults,
    zone_of_value: Option<&str>,
) -> JsResult<DateTimeFormat> {
    // 3-4.
    let requested = canonicalize_locale_list(vm, locales)?;
    let options = Some(coerce_options_to_object(vm, options)?);
    // 6-7.
    get_string(vm, options, "localeMatcher", &["lookup", "best fit"])?;
    // 8-10.
    let calendar = get_string(vm, options, "calendar", &[])?;
    if let Some(ca) = &calendar
        && !is_type_sequence(ca)
    {
        return Err(vm.range_error(&format!("Intl.DateTimeFormat: invalid calendar {ca}")));
    }
    // 11-12.
    let numbering_system = get_string(vm, options, "numberingSystem", &[])?;
    if let Some(nu) = &numbering_system
        && !is_type_sequence(nu)
    {
        return Err(vm.range_error(&format!("Intl.DateTimeFormat: invalid numberingSystem {nu}")));
    }
    // 13-16. hour12 wins over hourCycle and the locale's `hc`.
    let hour12 = get_bool(vm, options, "hour12")?;
    let hour_cycle = get_string(vm, options, "hourCycle", &["h11", "h12", "h23", "h24"])?;
    let hour_cycle = if hour12.is_some() { None } else { hour_cycle };
    // 17-28. ResolveLocale with the relevant keys ca, hc, nu.
    let keys = [
        KeyRequest {
            key: "ca",
            option: calendar.map(|c| canonical_calendar(&c.to_ascii_lowercase())),
            supports: &|_, v| has_calendar(&canonical_calendar(v)),
            default: &default_calendar,
        },
        KeyRequest {
            key: "hc",
            option: if hour12.is_some() { None } else { hour_cycle.clone() },
            supports: &|_, v| hour_cycle_of(v).is_some(),
            default: &|_| String::new(),
        },
        KeyRequest {
            key: "nu",
            option: numbering_system,
            supports: &|_, v| has_numbering_system(v),
            default: &|l| default_numbering_system(l),
        },
    ];
    let mut r = resolve_locale(vm, &requested, &keys);
    let calendar = canonical_calendar(r.values.first().map_or("gregory", String::as_str));
    let numbering_system = r.values.get(2).cloned().unwrap_or_else(|| "latn".into());
    // An `hc` of the locale is ignored when hour12 is given (and leaves the locale).
    let mut hc = r.values.get(1).and_then(|v| hour_cycle_of(v));
    if hour12.is_some() && r.locale.contains("-hc-") {
        r.locale = strip_keyword(&r.locale, "hc");
        hc = None;
    }
    // 29-33.
    let tz = read(vm, options, "timeZone")?;
    let time_zone = match (tz.is_undefined(), zone_of_value) {
        (true, None) => default_time_zone(vm),
        (true, Some(zone)) => match canonical_time_zone(zone) {
            Some(z) => z,
            None => {
                return Err(
                    vm.range_error(&format!("Intl.DateTimeFormat: invalid timeZone {zone}"))
                );
            }
        },
        (false, Some(_)) => {
            return Err(vm.type_error(
                "toLocaleString: a ZonedDateTime is formatted in its own time zone; the timeZone option is not allowed",
            ));
        }
        (false, None) => {
            let s = vm.to_string(tz)?;
            let s = vm.rust_string(s);
            match canonical_time_zone(&s) {
                Some(z) => z,
                None => {
                    return Err(
                        vm.range_error(&format!("Intl.DateTimeFormat: invalid timeZone {s}"))
                    );
                }
            }
        }
    };
    // 36-37. The components, in the table's order.
    let c = DateTimeComponents {
        weekday: component(vm, options, "weekday", &TEXT)?.map(|s| text_width(&s)),
        era: component(vm, options, "era", &TEXT)?.map(|s| text_width(&s)),
        year: component(vm, options, "year", &DIGITS)?.map(|s| digits(&s)),
        month: component(vm, options, "month", &MONTHS)?.map(|s| match s.as_str() {
            "2-digit" | "numeric" => MonthStyle::Number(digits(&s)),
            _ => MonthStyle::Text(text_width(&s)),
        }),
        day: component(vm, options, "day", &DIGITS)?.map(|s| digits(&s)),
        day_period: component(vm, options, "dayPeriod", &TEXT)?.map(|s| text_width(&s)),
        hour: component(vm, options, "hour", &DIGITS)?.map(|s| digits(&s)),
        minute: component(vm, options, "minute", &DIGITS)?.map(|s| digits(&s)),
        second: component(vm, options, "second", &DIGITS)?.map(|s| digits(&s)),
        fractional_second_digits: get_number(vm, options, "fractionalSecondDigits", 1, 3)?
            .and_then(|n| u8::try_from(n).ok()),
        time_zone_name: component(vm, options, "timeZoneName", &ZONE_NAMES)?.map(|s| {
            match s.as_str() {
                "short" => ZoneNameStyle::Short,
                "long" => ZoneNameStyle::Long,
                "shortOffset" => ZoneNameStyle::ShortOffset,
                "longOffset" => ZoneNameStyle::LongOffset,
                "shortGeneric" => ZoneNameStyle::ShortGeneric,
                _ => ZoneNameStyle::LongGeneric,
            }
        }),
    };
    let explicit = c != DateTimeComponents::default();
    // 38. formatMatcher: both matchers are ICU4X's field sets.
    get_string(vm, options, "formatMatcher", &["basic", "best fit"])?;
    // 39-42.
    let date_style = get_string(vm, options, "dateStyle", &STYLES)?.map(|s| style(&s));
    let time_style = get_string(vm, options, "timeStyle", &STYLES)?.map(|s| style(&s));
    let styled = date_style.is_some() || time_style.is_some();
    let (components, temporal) = if styled {
        // 43.a-c.
        if explicit {
            return Err(vm.type_error(
                "Intl.DateTimeFormat: dateStyle and timeStyle cannot be used with components",
            ));
        }
        if required == Required::Date && time_style.is_some() {
            return Err(vm.type_error("Intl.DateTimeFormat: timeStyle where a date is required"));
        }
        if required == Required::Time && date_style.is_some() {
            return Err(vm.type_error("Intl.DateTimeFormat: dateStyle where a time is required"));
        }
        (DateTimeComponents::default(), style_formats(date_style, time_style))
    } else {
        // 44: GetDateTimeFormat for [[DateTimeFormat]] and each Temporal type.
        let get =
            |required, defaults, inherit| get_date_time_format(&c, required, defaults, inherit);
        let best = get(required, defaults, Inherit::All).unwrap_or(c);
        let instant_defaults =
            if zone_of_value.is_some() { Defaults::ZonedDateTime } else { Defaults::All };
        let temporal = TemporalFormats {
            plain_date: get(Required::Date, Defaults::Date, Inherit::Relevant)
                .map(DateTimeFormatRecord::Components),
            plain_year_month: get(Required::YearMonth, Defaults::YearMonth, Inherit::Relevant)
                .map(DateTimeFormatRecord::Components),
            plain_month_day: get(Required::MonthDay, Defaults::MonthDay, Inherit::Relevant)
                .map(DateTimeFormatRecord::Components),
            plain_time: get(Required::Time, Defaults::Time, Inherit::Relevant)
                .map(DateTimeFormatRecord::Components),
            plain_date_time: DateTimeFormatRecord::Components(
                get(Required::Any, Defaults::All, Inherit::Relevant).unwrap_or(c),
            ),
            instant: DateTimeFormatRecord::Components(
                get(Required::Any, instant_defaults, Inherit::All).unwrap_or(c),
            ),
        };
        (best, temporal)
    };
    // 13-16 (as amended): [[HourCycle]] for every format that shows the hour.
    let locale_default = default_hour_cycle(&r.locale);
    let hour_cycle = match hour12 {
        Some(true) => match locale_default {
            HourCycle::H11 | HourCycle::H23 if r.locale.starts_with("ja") => HourCycle::H11,
            _ => HourCycle::H12,
        },
        Some(false) => HourCycle::H23,
        None => hour_cycle.as_deref().and_then(hour_cycle_of).or(hc).unwrap_or(locale_default),
    };
    Ok(DateTimeFormat {
        locale: r.locale.into(),
        calendar: calendar.into(),
        numbering_system: numbering_system.into(),
        time_zone: time_zone.into(),
        hour_cycle,
        components,
        date_style,
        time_style,
        temporal,
        bound_format: Value::UNDEFINED,
    })
}

/// The Temporal types' formats of dateStyle and timeStyle (the Temporal proposal's
/// CreateDateTimeFormat with AdjustDateTimeStyleFormat): each type keeps the fields of
/// the styles it has, and is null when it has none of them.
fn style_formats(date: Option<DateTimeStyle>, time: Option<DateTimeStyle>) -> TemporalFormats {
    let styles = |fields| DateTimeFormatRecord::Styles { date, time, fields };
    TemporalFormats {
        plain_date: date.map(|_| styles(StyleFields::Date)),
        plain_year_month: date.map(|_| styles(StyleFields::YearMonth)),
        plain_month_day: date.map(|_| styles(StyleFields::MonthDay)),
        plain_time: time.map(|_| styles(StyleFields::Time)),
        plain_date_time: styles(StyleFields::DateTime),
        instant: styles(StyleFields::All),
    }
}

/// GetDateTimeFormat (the Temporal proposal's amendment to ECMA-402): the components
/// a kind of value is formatted with, from the options asked for; `None` (null) when
/// only fields the kind lacks were asked for.
fn get_date_time_format(
    options: &DateTimeComponents,
    required: Required,
    defaults: Defaults,
    inherit: Inherit,
) -> Option<DateTimeComponents> {
    let o = options;
    // 1-3. The required options: which of the date and time fields count.
    let (weekday, year, month, day, time) = match required {
        Required::Date => (true, true, true, true, false),
        Required::Time => (false, false, false, false, true),
        Required::YearMonth => (false, true, true, false, false),
        Required::MonthDay => (false, false, true, true, false),
        Required::Any => (true, true, true, true, true),
    };
    // 4-5.
    let mut f = match inherit {
        Inherit::All => *o,
        Inherit::Relevant => {
            let mut f = DateTimeComponents::default();
            if matches!(required, Required::Date | Required::YearMonth | Required::Any) {
                f.era = o.era;
            }
            // The hour cycle is the DateTimeFormat's, not a component here.
            f
        }
    };
    // 6-7.
    let any_present = o.weekday.is_some()
        || o.year.is_some()
        || o.month.is_some()
        || o.day.is_some()
        || o.day_period.is_some()
        || o.hour.is_some()
        || o.minute.is_some()
        || o.second.is_some()
        || o.fractional_second_digits.is_some();
    // 8-9.
    let mut need_defaults = true;
    let mut take = |present: bool| {
        if present {
            need_defaults = false;
        }
        present
    };
    if weekday && take(o.weekday.is_some()) {
        f.weekday = o.weekday;
    }
    if year && take(o.year.is_some()) {
        f.year = o.year;
    }
    if month && take(o.month.is_some()) {
        f.month = o.month;
    }
    if day && take(o.day.is_some()) {
        f.day = o.day;
    }
    if time {
        if take(o.day_period.is_some()) {
            f.day_period = o.day_period;
        }
        if take(o.hour.is_some()) {
            f.hour = o.hour;
        }
        if take(o.minute.is_some()) {
            f.minute = o.minute;
        }
        if take(o.second.is_some()) {
            f.second = o.second;
        }
        if take(o.fractional_second_digits.is_some()) {
            f.fractional_second_digits = o.fractional_second_digits;
        }
    }
    // 10.
    if need_defaults {
        if any_present && inherit == Inherit::Relevant {
            return None;
        }
        let numeric = Some(Digits::Numeric);
        let (date_defaults, time_defaults) = match defaults {
            Defaults::Date => ((true, true, true), false),
            Defaults::Time => ((false, false, false), true),
            Defaults::YearMonth => ((true, true, false), false),
            Defaults::MonthDay => ((false, true, true), false),
            Defaults::ZonedDateTime | Defaults::All => ((true, true, true), true),
        };
        if date_defaults.0 {
            f.year = numeric;
        }
        if date_defaults.1 {
            f.month = Some(MonthStyle::Number(Digits::Numeric));
        }
        if date_defaults.2 {
            f.day = numeric;
        }
        if time_defaults {
            f.hour = numeric;
            f.minute = numeric;
            f.second = numeric;
        }
        if defaults == Defaults::ZonedDateTime && f.time_zone_name.is_none() {
            f.time_zone_name = Some(ZoneNameStyle::Short);
        }
    }
    Some(f)
}

/// `locale` without the `-u-` keyword `key` (and its value).
fn strip_keyword(locale: &str, key: &str) -> String {
    let Ok(mut l) = icu_locale::Locale::try_from_str(locale) else { return locale.to_string() };
    if let Ok(k) = icu_locale::extensions::unicode::Key::try_from_str(key) {
        l.extensions.unicode.keywords.remove(k);
    }
    l.to_string()
}
