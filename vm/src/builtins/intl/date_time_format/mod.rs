//! Intl.DateTimeFormat (ECMA-402 sec-datetimeformat-objects) and the locale-sensitive
//! Date.prototype.toLocaleString, toLocaleDateString and toLocaleTimeString it serves:
//! the constructor's options ([`create`]), `format`, `formatToParts`, `formatRange`,
//! `formatRangeToParts` and `resolvedOptions`. The formatting itself is ICU4X's
//! `DateTimeFormatter` ([`format`]); time zones come from Temporal's data ([`zone`]).
//!
//! Temporal objects format as the Temporal proposal's amendments say: each
//! DateTimeFormat keeps a format per Temporal type (GetDateTimeFormat, or the styles
//! cut to the type's fields), plain types format their wall-clock fields whatever the
//! time zone, an Instant formats in [[TimeZone]], a ZonedDateTime is a TypeError (its
//! own toLocaleString formats it in its time zone), and calendars that differ are a
//! RangeError. Every Temporal type's toLocaleString but Duration's goes through here
//! ([`temporal_to_locale_string`]).
//!
//! Known gaps:
//! - The component bag is matched to the nearest field set ICU4X 2.4 has (fields, one
//!   length for all text fields, year style, alignment), not to CLDR's skeletons: a
//!   weekday with a numeric date makes the date short, numeric dates keep CLDR's
//!   padding of the short length (`05.01.2024` in de), dateStyle "short" shows a year
//!   far from now in full, `dayPeriod` without an hour shows the hour with AM/PM (no
//!   flexible day periods), and `{month, year}` with a time shows the day too; minutes
//!   or seconds without the hour are cut from a time with it. resolvedOptions reports
//!   the components asked for (the hour's "numeric" even where the pattern pads it).
//! - The Chinese and Dangi calendars show the related year without the cyclic year name.
//! - formatRange writes both dates in full around an en dash (` – `, thin spaces) or one
//!   date when they format the same: ICU4X 2.4 has no interval formats, so shared fields
//!   are not collapsed (`Jan 5 – 10, 2024` is `Jan 5, 2024 – Jan 10, 2024`).
//! - formatToParts keeps CLDR's narrow no-break space before AM/PM where `format`
//!   writes a space (as node does), so test262's Temporal tests that build the
//!   expected `format` string from formatToParts's space fail.
//! - Numbering systems ICU4X has no digits for resolve but format with Latin digits;
//!   hour cycle h24 is h23 with the hour 0 written 24.

pub(crate) mod create;
pub(crate) mod format;
mod numeric_date;
mod numeric_dates;
pub(crate) mod zone;

use self::create::{Defaults, Required, create_date_time_format, hour_cycle_name};
use self::format::{DatePart, formatter, partition, shows_hour};
use super::namespace::{
    Class, ClassId, chain_legacy, create, intl_of, supported_locales_of, unwrap_legacy,
};
use crate::builtins::date::time::time_clip;
use crate::builtins::temporal::{Temporal, temporal_of};
use crate::builtins::{NativeCx, NativeId, arg};
use crate::object::ObjectKind;
use crate::object::slots::intl::{
    DateTimeComponents, DateTimeFormat, DateTimeFormatRecord, DateTimeStyle, Digits, HourCycle,
    Intl, MonthStyle, StyleFields, TemporalFormats, TextWidth, ZoneNameStyle,
};
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

// The natives of Intl.DateTimeFormat (see `crate::native`).
crate::native::natives! {
    IntlDateTimeFormat;
    IntlDateTimeFormat = ("DateTimeFormat", 0, true, constructor),
    IntlDateTimeFormatSupportedLocalesOf = ("supportedLocalesOf", 1, false, supported_locales_of),
    IntlDateTimeFormatProtoFormat = ("get format", 0, false, format_getter),
    IntlDateTimeFormatProtoFormatToParts = ("formatToParts", 1, false, format_to_parts),
    IntlDateTimeFormatProtoFormatRange = ("formatRange", 2, false, format_range),
    IntlDateTimeFormatProtoFormatRangeToParts = ("formatRangeToParts", 2, false, format_range_to_parts),
    IntlDateTimeFormatProtoResolvedOptions = ("resolvedOptions", 0, false, resolved_options),
    IntlDateTimeFormatFunction = ("", 1, false, format_function),
}

/// Intl.DateTimeFormat: its constructor and the functions on it and its prototype.
pub(crate) static CLASS: Class = Class {
    constructor: NativeId::IntlDateTimeFormat,
    statics: &[NativeId::IntlDateTimeFormatSupportedLocalesOf],
    getters: &[NativeId::IntlDateTimeFormatProtoFormat],
    methods: &[
        NativeId::IntlDateTimeFormatProtoFormatToParts,
        NativeId::IntlDateTimeFormatProtoFormatRange,
        NativeId::IntlDateTimeFormatProtoFormatRangeToParts,
        NativeId::IntlDateTimeFormatProtoResolvedOptions,
    ],
};

/// The fuel one formatting costs (ICU4X's work: about 5 µs for a full date and time,
/// some fifteen hundred loop iterations; at a hundred, `dtf.format(d)` in a loop spent
/// its fuel five times slower than the empty loop).
const FORMAT_FUEL: u64 = 1000;

/// Intl.DateTimeFormat ( [ locales [ , options ] ] ) (ECMA-402 sec-intl.datetimeformat):
/// also a function, which makes a new DateTimeFormat.
fn constructor(vm: &mut Vm, this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    // 1-2. OrdinaryCreateFromConstructor (the prototype is read before the options).
    let o = create(
        vm,
        ClassId::DateTimeFormat,
        Intl::DateTimeFormat(Box::new(placeholder())),
        cx.new_target,
    )?;
    let slots = create_date_time_format(
        vm,
        arg(args, 0),
        arg(args, 1),
        Required::Any,
        Defaults::Date,
        None,
    )?;
    if let ObjectKind::Intl(s) = &mut vm.heap.get_mut(o).kind {
        **s = Intl::DateTimeFormat(Box::new(slots));
    }
    // 3. ChainDateTimeFormat: a call without new on an object that inherits from
    // Intl.DateTimeFormat.prototype stores the new object on it (the legacy mode).
    chain_legacy(vm, ClassId::DateTimeFormat, o, this, cx.new_target)
}

/// The slots of a DateTimeFormat under construction (never read: the constructor
/// replaces them before it returns).
fn placeholder() -> DateTimeFormat {
    DateTimeFormat {
        locale: "en-US".into(),
        calendar: "gregory".into(),
        numbering_system: "latn".into(),
        time_zone: "UTC".into(),
        hour_cycle: HourCycle::H23,
        components: DateTimeComponents::default(),
        date_style: None,
        time_style: None,
        temporal: TemporalFormats {
            plain_date: None,
            plain_year_month: None,
            plain_month_day: None,
            plain_time: None,
            plain_date_time: DateTimeFormatRecord::Components(DateTimeComponents::default()),
            instant: DateTimeFormatRecord::Components(DateTimeComponents::default()),
        },
        bound_format: Value::UNDEFINED,
    }
}

impl DateTimeFormat {
    /// [[DateTimeFormat]]: the format of Numbers.
    pub(crate) fn date_time_format(&self) -> DateTimeFormatRecord {
        if self.date_style.is_some() || self.time_style.is_some() {
            DateTimeFormatRecord::Styles {
                date: self.date_style,
                time: self.time_style,
                fields: StyleFields::All,
            }
        } else {
            DateTimeFormatRecord::Components(self.components)
        }
    }
}

/// The DateTimeFormat slots of `v`, if it is a DateTimeFormat.
fn date_time_format_of(vm: &Vm, v: Value) -> Option<&DateTimeFormat> {
    match intl_of(vm, v)? {
        Intl::DateTimeFormat(d) => Some(d),
        _ => None,
    }
}

/// UnwrapDateTimeFormat's legacy step (ECMA-402 sec-unwrapdatetimeformat): the
/// DateTimeFormat a legacy call stored on `v`, else `v` (whose slots the caller then
/// requires).
fn unwrap_date_time_format(vm: &mut Vm, v: Value) -> JsResult<Value> {
    let has_slots = date_time_format_of(vm, v).is_some();
    unwrap_legacy(vm, v, ClassId::DateTimeFormat, has_slots)
}

/// The slots of `this` (RequireInternalSlot), or a TypeError naming `what`.
fn this_date_time_format(vm: &mut Vm, this: Value, what: &str) -> JsResult<DateTimeFormat> {
    match date_time_format_of(vm, this) {
        Some(d) => Ok(d.clone()),
        None => Err(vm.type_error(&format!(
            "Intl.DateTimeFormat.prototype.{what} called on a non-DateTimeFormat"
        ))),
    }
}

/// A value DateTimeFormat formats: ToDateTimeFormattable's result.
enum Formattable {
    /// A Number (a time value once TimeClip has passed it).
    Number(f64),
    /// A Temporal object of a formattable type (IsTemporalObject).
    Temporal(Temporal),
}

/// ToDateTimeFormattable (the Temporal proposal's amendment to ECMA-402): a Temporal
/// object but a Duration as it is, anything else through ToNumber.
fn to_date_time_formattable(vm: &mut Vm, value: Value) -> JsResult<Formattable> {
    if let Some(t) = temporal_of(vm, value)
        && !matches!(t, Temporal::Duration(_))
    {
        return Ok(Formattable::Temporal(t.clone()));
    }
    Ok(Formattable::Number(vm.to_number(value)?))
}

/// The formattable of a format argument: Now() when undefined, else
/// ToDateTimeFormattable (ECMA-402 sec-datetime-format-functions steps 3-4).
fn date_value(vm: &mut Vm, date: Value) -> JsResult<Formattable> {
    if date.is_undefined() {
        Ok(Formattable::Number(vm.now()))
    } else {
        to_date_time_formattable(vm, date)
    }
}

/// A Value Format Record (the Temporal proposal's HandleDateTimeValue result).
struct ValueFormat {
    /// [[Format]].
    format: DateTimeFormatRecord,
    /// [[EpochNanoseconds]] as whole milliseconds (rounded down: formats show at most
    /// milliseconds).
    epoch_ms: f64,
    /// [[IsPlain]]: a wall-clock time, formatted at offset +00:00.
    plain: bool,
}

/// The milliseconds of an epoch nanoseconds value, rounded down.
fn ms_of_ns(ns: i128) -> f64 {
    ns.div_euclid(1_000_000) as f64
}

/// The RangeError of a Temporal value whose calendar `ca` is not the DateTimeFormat's.
fn calendar_mismatch(vm: &mut Vm, d: &DateTimeFormat, ca: &str) -> Throw {
    vm.range_error(&format!(
        "Intl.DateTimeFormat: a value in the {ca} calendar cannot be formatted in the {} calendar",
        d.calendar
    ))
}

/// HandleDateTimeValue (the Temporal proposal's amendment to ECMA-402) and the
/// HandleDateTimeTemporal* operations it dispatches to.
fn handle_date_time_value(
    vm: &mut Vm,
    d: &DateTimeFormat,
    x: &Formattable,
) -> JsResult<ValueFormat> {
    let t = match x {
        // HandleDateTimeOthers.
        Formattable::Number(x) => {
            let t = time_clip(*x);
            if t.is_nan() {
                return Err(vm.range_error("Intl.DateTimeFormat: invalid time value"));
            }
            return Ok(ValueFormat { format: d.date_time_format(), epoch_ms: t, plain: false });
        }
        Formattable::Temporal(t) => t,
    };
    let f = &d.temporal;
    // A PlainDate or PlainDateTime may also be ISO 8601; a PlainYearMonth or
    // PlainMonthDay, whose reference day or year belongs to its calendar, may not.
    let (format, ns, plain, ca, iso_ok) = match t {
        Temporal::PlainDate(v) => {
            (f.plain_date, v.epoch_ns_for_utc().as_i128(), true, Some(v.calendar()), true)
        }
        Temporal::PlainYearMonth(v) => {
            (f.plain_year_month, v.epoch_ns_for_utc().as_i128(), true, Some(v.calendar()), false)
        }
        Temporal::PlainMonthDay(v) => {
            (f.plain_month_day, v.epoch_ns_for_utc().as_i128(), true, Some(v.calendar()), false)
        }
        Temporal::PlainTime(v) => (f.plain_time, v.epoch_ns_for_utc().as_i128(), true, None, true),
        Temporal::PlainDateTime(v) => {
            let ns = v.epoch_ns_for_utc().as_i128();
            (Some(f.plain_date_time), ns, true, Some(v.calendar()), true)
        }
        Temporal::Instant(v) => {
            (Some(f.instant), v.epoch_nanoseconds().as_i128(), false, None, true)
        }
        Temporal::ZonedDateTime(_) | Temporal::Duration(_) => {
            return Err(vm.type_error(
                "Intl.DateTimeFormat: a ZonedDateTime cannot be formatted; use its toLocaleString or toInstant()",
            ));
        }
    };
    if let Some(ca) = ca.map(|c| c.identifier())
        && ca != &*d.calendar
        && !(iso_ok && ca == "iso8601")
    {
        return Err(calendar_mismatch(vm, d, ca));
    }
    let Some(format) = format else {
        return Err(vm.type_error(
            "Intl.DateTimeFormat: the options ask for no field this Temporal type has",
        ));
    };
    Ok(ValueFormat { format, epoch_ms: ms_of_ns(ns), plain })
}

/// The parts of formattable `x` (PartitionDateTimePattern).
fn format_parts(vm: &mut Vm, d: &DateTimeFormat, x: &Formattable) -> JsResult<Vec<DatePart>> {
    let v = handle_date_time_value(vm, d, x)?;
    format_value(vm, d, &v)
}

/// FormatDateTimePattern of a Value Format Record: a plain value at +00:00, any other
/// in [[TimeZone]].
fn format_value(vm: &mut Vm, d: &DateTimeFormat, v: &ValueFormat) -> JsResult<Vec<DatePart>> {
    vm.limits.charge(FORMAT_FUEL).map_err(Throw::Terminate)?;
    let zone = if v.plain { "+00:00" } else { &d.time_zone };
    match formatter(d, &v.format, zone) {
        Some(f) => Ok(partition(&f, v.epoch_ms)),
        None => Err(vm.range_error("Intl.DateTimeFormat: no data for these options")),
    }
}

/// The text of some parts.
fn text_of(parts: &[DatePart]) -> String {
    parts.iter().map(|p| p.text.as_str()).collect()
}

/// The string form of formatted parts. CLDR puts a narrow no-break space before AM
/// and PM; V8 writes a space there in `format` (not in formatToParts or in the range
/// of two dates) for the web's sake, and so does this, in `formatRange` too where it
/// writes one date, which must be `format`'s string.
fn string_of(parts: &[DatePart]) -> String {
    text_of(parts).replace('\u{202f}', " ")
}

/// FormatDateTime (ECMA-402 sec-formatdatetime).
fn format_date_time(vm: &mut Vm, d: &DateTimeFormat, x: &Formattable) -> JsResult<String> {
    Ok(string_of(&format_parts(vm, d, x)?))
}

/// get Intl.DateTimeFormat.prototype.format (ECMA-402
/// sec-intl.datetimeformat.prototype.format): a function bound to this DateTimeFormat,
/// made once.
fn format_getter(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let this = unwrap_date_time_format(vm, this)?;
    let d = this_date_time_format(vm, this, "format")?;
    if !d.bound_format.is_undefined() {
        return Ok(d.bound_format);
    }
    let f = vm.make_native(NativeId::IntlDateTimeFormatFunction, None, Box::new([this]))?;
    let f = Value::object(f);
    if let Some(o) = this.as_object()
        && let ObjectKind::Intl(slots) = &mut vm.heap.get_mut(o).kind
        && let Intl::DateTimeFormat(d) = &mut **slots
    {
        d.bound_format = f;
    }
    Ok(f)
}

/// A DateTimeFormat's bound format function (ECMA-402 sec-datetime-format-functions).
fn format_function(vm: &mut Vm, _this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    let dtf = match &vm.heap.get(cx.callee).kind {
        ObjectKind::Native { data, .. } => data.first().copied().unwrap_or_default(),
        _ => Value::UNDEFINED,
    };
    let x = date_value(vm, arg(args, 0))?;
    let Some(d) = date_time_format_of(vm, dtf).cloned() else {
        return Err(
            vm.type_error("Intl.DateTimeFormat: the format function lost its DateTimeFormat")
        );
    };
    let s = format_date_time(vm, &d, &x)?;
    vm.str_value(&s)
}

/// The `{type, value[, source]}` array of `parts` (namespace.rs's `parts_array`)
/// (FormatDateTimeToParts, FormatDateTimeRangeToParts).
fn parts_array(vm: &mut Vm, parts: &[(DatePart, Option<&str>)]) -> JsResult<Value> {
    super::namespace::parts_array(vm, parts.iter().map(|(p, s)| (p.kind, p.text.as_str(), *s)))
}

/// Intl.DateTimeFormat.prototype.formatToParts ( date ) (ECMA-402
/// sec-intl.datetimeformat.prototype.formattoparts).
fn format_to_parts(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let d = this_date_time_format(vm, this, "formatToParts")?;
    let x = date_value(vm, arg(args, 0))?;
    let parts: Vec<(DatePart, Option<&str>)> =
        format_parts(vm, &d, &x)?.into_iter().map(|p| (p, None)).collect();
    parts_array(vm, &parts)
}

/// The two formattables of formatRange and formatRangeToParts (steps 3-5 of both).
fn range_values(vm: &mut Vm, args: &[Value], what: &str) -> JsResult<(Formattable, Formattable)> {
    let (start, end) = (arg(args, 0), arg(args, 1));
    if start.is_undefined() || end.is_undefined() {
        return Err(vm.type_error(&format!(
            "Intl.DateTimeFormat.prototype.{what}: start and end are required"
        )));
    }
    let x = to_date_time_formattable(vm, start)?;
    let y = to_date_time_formattable(vm, end)?;
    Ok((x, y))
}

/// SameTemporalType (the Temporal proposal's amendment to ECMA-402).
fn same_temporal_type(x: &Formattable, y: &Formattable) -> bool {
    match (x, y) {
        (Formattable::Temporal(a), Formattable::Temporal(b)) => {
            core::mem::discriminant(a) == core::mem::discriminant(b)
        }
        _ => false,
    }
}

/// PartitionDateTimeRangePattern (ECMA-402 sec-partitiondatetimerangepattern, as the
/// Temporal proposal amends it): one date when both format the same, else both around
/// a separator (see the module comment).
fn partition_range(
    vm: &mut Vm,
    d: &DateTimeFormat,
    x: &Formattable,
    y: &Formattable,
) -> JsResult<Vec<(DatePart, Option<&'static str>)>> {
    let temporal = |v: &Formattable| matches!(v, Formattable::Temporal(_));
    if (temporal(x) || temporal(y)) && !same_temporal_type(x, y) {
        return Err(vm.type_error(
            "Intl.DateTimeFormat: a range's ends must be Temporal objects of one type, or neither one",
        ));
    }
    let xv = handle_date_time_value(vm, d, x)?;
    let yv = handle_date_time_value(vm, d, y)?;
    let xp = format_value(vm, d, &xv)?;
    let yp = format_value(vm, d, &yv)?;
    if xp == yp {
        return Ok(xp.into_iter().map(|p| (p, Some("shared"))).collect());
    }
    let mut out: Vec<(DatePart, Option<&'static str>)> = Vec::new();
    out.extend(xp.into_iter().map(|p| (p, Some("startRange"))));
    out.push((
        DatePart { kind: "literal", text: "\u{2009}\u{2013}\u{2009}".into() },
        Some("shared"),
    ));
    out.extend(yp.into_iter().map(|p| (p, Some("endRange"))));
    Ok(out)
}

/// Intl.DateTimeFormat.prototype.formatRange ( startDate, endDate ) (ECMA-402
/// sec-intl.datetimeformat.prototype.formatRange).
fn format_range(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let d = this_date_time_format(vm, this, "formatRange")?;
    let (x, y) = range_values(vm, args, "formatRange")?;
    let parts = partition_range(vm, &d, &x, &y)?;
    // One date (equal ends) reads as `format` does; two keep CLDR's narrow no-break
    // spaces, as V8's formatRange does.
    let shared = parts.iter().all(|(_, source)| *source == Some("shared"));
    let parts: Vec<DatePart> = parts.into_iter().map(|(p, _)| p).collect();
    let s = if shared { string_of(&parts) } else { text_of(&parts) };
    vm.str_value(&s)
}

/// Intl.DateTimeFormat.prototype.formatRangeToParts ( startDate, endDate ) (ECMA-402
/// sec-intl.datetimeformat.prototype.formatRangeToParts).
fn format_range_to_parts(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let d = this_date_time_format(vm, this, "formatRangeToParts")?;
    let (x, y) = range_values(vm, args, "formatRangeToParts")?;
    let parts = partition_range(vm, &d, &x, &y)?;
    parts_array(vm, &parts)
}

/// The option value of a text width.
fn text_width_name(w: TextWidth) -> &'static str {
    match w {
        TextWidth::Narrow => "narrow",
        TextWidth::Short => "short",
        TextWidth::Long => "long",
    }
}

/// The option value of a digits style.
fn digits_name(d: Digits) -> &'static str {
    match d {
        Digits::Numeric => "numeric",
        Digits::TwoDigit => "2-digit",
    }
}

/// The option value of a style.
fn style_name(s: DateTimeStyle) -> &'static str {
    match s {
        DateTimeStyle::Full => "full",
        DateTimeStyle::Long => "long",
        DateTimeStyle::Medium => "medium",
        DateTimeStyle::Short => "short",
    }
}

/// Intl.DateTimeFormat.prototype.resolvedOptions ( ) (ECMA-402
/// sec-intl.datetimeformat.prototype.resolvedoptions): the table's properties in order.
fn resolved_options(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let this = unwrap_date_time_format(vm, this)?;
    let d = this_date_time_format(vm, this, "resolvedOptions")?;
    let o = vm.new_plain_object()?;
    let put = |vm: &mut Vm, name: &str, v: Value| -> JsResult<()> {
        let key = vm.key(name)?;
        vm.create_data_property(o, key, v)?;
        Ok(())
    };
    let put_str = |vm: &mut Vm, name: &str, s: &str| -> JsResult<()> {
        let v = vm.str_value(s)?;
        put(vm, name, v)
    };
    put_str(vm, "locale", &d.locale)?;
    put_str(vm, "calendar", &d.calendar)?;
    put_str(vm, "numberingSystem", &d.numbering_system)?;
    put_str(vm, "timeZone", &d.time_zone)?;
    // [[HourCycle]] when [[DateTimeFormat]] shows the hour.
    if shows_hour(&d.date_time_format()) {
        let hc = d.hour_cycle;
        put_str(vm, "hourCycle", hour_cycle_name(hc))?;
        let twelve = matches!(hc, HourCycle::H11 | HourCycle::H12);
        put(vm, "hour12", Value::bool(twelve))?;
    }
    let c = d.components;
    if let Some(w) = c.weekday {
        put_str(vm, "weekday", text_width_name(w))?;
    }
    if let Some(w) = c.era {
        put_str(vm, "era", text_width_name(w))?;
    }
    if let Some(y) = c.year {
        put_str(vm, "year", digits_name(y))?;
    }
    if let Some(m) = c.month {
        let name = match m {
            MonthStyle::Number(n) => digits_name(n),
            MonthStyle::Text(w) => text_width_name(w),
        };
        put_str(vm, "month", name)?;
    }
    if let Some(v) = c.day {
        put_str(vm, "day", digits_name(v))?;
    }
    if let Some(w) = c.day_period {
        put_str(vm, "dayPeriod", text_width_name(w))?;
    }
    // The hour's style follows the hour cycle's padding in CLDR; the one asked for is
    // reported.
    if let Some(v) = c.hour {
        put_str(vm, "hour", digits_name(v))?;
    }
    // Minutes and seconds are always two digits in CLDR's patterns.
    if c.minute.is_some() {
        put_str(vm, "minute", "2-digit")?;
    }
    if c.second.is_some() {
        put_str(vm, "second", "2-digit")?;
    }
    if let Some(n) = c.fractional_second_digits {
        put(vm, "fractionalSecondDigits", Value::int(i32::from(n)))?;
    }
    if let Some(z) = c.time_zone_name {
        let name = match z {
            ZoneNameStyle::Short => "short",
            ZoneNameStyle::Long => "long",
            ZoneNameStyle::ShortOffset => "shortOffset",
            ZoneNameStyle::LongOffset => "longOffset",
            ZoneNameStyle::ShortGeneric => "shortGeneric",
            ZoneNameStyle::LongGeneric => "longGeneric",
        };
        put_str(vm, "timeZoneName", name)?;
    }
    if let Some(s) = d.date_style {
        put_str(vm, "dateStyle", style_name(s))?;
    }
    if let Some(s) = d.time_style {
        put_str(vm, "timeStyle", style_name(s))?;
    }
    Ok(Value::object(o))
}

/// Which of Date.prototype's locale methods is asking.
#[derive(Clone, Copy)]
pub(crate) enum LocaleForm {
    /// toLocaleString: date and time.
    DateTime,
    /// toLocaleDateString.
    Date,
    /// toLocaleTimeString.
    Time,
}

/// Date.prototype.toLocaleString, toLocaleDateString and toLocaleTimeString with
/// ECMA-402 (sec-date.prototype.tolocalestring and the two after it): "Invalid Date"
/// for NaN, else a new DateTimeFormat of `locales` and `options` formats `t`.
pub(crate) fn date_to_locale_string(
    vm: &mut Vm,
    t: f64,
    locales: Value,
    options: Value,
    form: LocaleForm,
) -> JsResult<Value> {
    if t.is_nan() {
        return vm.str_value("Invalid Date");
    }
    let (required, defaults) = match form {
        LocaleForm::DateTime => (Required::Any, Defaults::All),
        LocaleForm::Date => (Required::Date, Defaults::Date),
        LocaleForm::Time => (Required::Time, Defaults::Time),
    };
    let d = create_date_time_format(vm, locales, options, required, defaults, None)?;
    let s = format_date_time(vm, &d, &Formattable::Number(t))?;
    vm.str_value(&s)
}

/// toLocaleString of the Temporal types but Duration (the Temporal proposal's
/// amendments to ECMA-402, sec-temporal.*.prototype.tolocalestring): a new
/// DateTimeFormat of `locales` and `options` formats `value`. A ZonedDateTime is
/// formatted as its instant by a DateTimeFormat in its own time zone, whose calendar
/// must be the ZonedDateTime's unless that is ISO 8601.
pub(crate) fn temporal_to_locale_string(
    vm: &mut Vm,
    value: Temporal,
    locales: Value,
    options: Value,
) -> JsResult<Value> {
    let (required, defaults) = match &value {
        Temporal::PlainDate(_) | Temporal::PlainYearMonth(_) | Temporal::PlainMonthDay(_) => {
            (Required::Date, Defaults::Date)
        }
        Temporal::PlainTime(_) => (Required::Time, Defaults::Time),
        _ => (Required::Any, Defaults::All),
    };
    let (d, x) = match value {
        Temporal::ZonedDateTime(z) => {
            let zone = z.time_zone().identifier_with_provider(&crate::tz::TZ);
            let zone = crate::builtins::temporal::check(vm, zone)?;
            let d = create_date_time_format(vm, locales, options, required, defaults, Some(&zone))?;
            let ca = z.calendar().identifier();
            if ca != "iso8601" && ca != &*d.calendar {
                return Err(calendar_mismatch(vm, &d, ca));
            }
            (d, Formattable::Temporal(Temporal::Instant(z.to_instant())))
        }
        other => {
            let d = create_date_time_format(vm, locales, options, required, defaults, None)?;
            (d, Formattable::Temporal(other))
        }
    };
    let s = format_date_time(vm, &d, &x)?;
    vm.str_value(&s)
}
