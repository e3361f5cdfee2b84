//! Intl.DateTimeFormat (ECMA-402 sec-datetimeformat-objects) and the locale-sensitive
//! Date.prototype.toLocaleString, toLocaleDateString and toLocaleTimeString it serves:
//! the constructor's options ([`create`]), `format`, `formatToParts`, `formatRange`,
//! `formatRangeToParts` and `resolvedOptions`. The formatting itself is ICU4X's
//! `DateTimeFormatter` ([`format`]); time zones come from Temporal's data ([`zone`]).
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
//! - Temporal objects are not formattable (ToNumber of one throws a TypeError) and
//!   Temporal's toLocaleString does not use this class.
//! - The normative optional ChainDateTimeFormat/UnwrapDateTimeFormat legacy path (a
//!   call without new on an object inheriting from the prototype) is not implemented.
//! - Numbering systems ICU4X has no digits for resolve but format with Latin digits;
//!   hour cycle h24 is h23 with the hour 0 written 24.

pub(crate) mod create;
pub(crate) mod format;
pub(crate) mod zone;

use self::create::{Defaults, Required, create_date_time_format, hour_cycle_name};
use self::format::{DatePart, formatter, partition};
use super::namespace::{Class, ClassId, create, intl_of, supported_locales_of};
use crate::builtins::date::time::time_clip;
use crate::builtins::{NativeCx, NativeId, arg};
use crate::object::ObjectKind;
use crate::object::slots::intl::{
    DateTimeComponents, DateTimeFormat, DateTimeStyle, Digits, HourCycle, Intl, MonthStyle,
    TextWidth, ZoneNameStyle,
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

/// The fuel one formatting costs (ICU4X's work is a few microseconds, about a hundred
/// loop iterations).
const FORMAT_FUEL: u64 = 100;

/// Intl.DateTimeFormat ( [ locales [ , options ] ] ) (ECMA-402 sec-intl.datetimeformat):
/// also a function, which makes a new DateTimeFormat.
fn constructor(vm: &mut Vm, _this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    // 1-2. OrdinaryCreateFromConstructor (the prototype is read before the options).
    let o = create(
        vm,
        ClassId::DateTimeFormat,
        Intl::DateTimeFormat(Box::new(placeholder())),
        cx.new_target,
    )?;
    let slots =
        create_date_time_format(vm, arg(args, 0), arg(args, 1), Required::Any, Defaults::Date)?;
    if let ObjectKind::Intl(s) = &mut vm.heap.get_mut(o).kind {
        **s = Intl::DateTimeFormat(Box::new(slots));
    }
    // 3. ChainDateTimeFormat is normative optional and not implemented (see the module
    // comment): the call returns the new object for any `this`.
    Ok(Value::object(o))
}

/// The slots of a DateTimeFormat under construction (never read: the constructor
/// replaces them before it returns).
fn placeholder() -> DateTimeFormat {
    DateTimeFormat {
        locale: "en-US".into(),
        calendar: "gregory".into(),
        numbering_system: "latn".into(),
        time_zone: "UTC".into(),
        hour_cycle: None,
        components: DateTimeComponents::default(),
        date_style: None,
        time_style: None,
        bound_format: Value::UNDEFINED,
    }
}

/// The DateTimeFormat slots of `v`, if it is a DateTimeFormat.
fn date_time_format_of(vm: &Vm, v: Value) -> Option<&DateTimeFormat> {
    match intl_of(vm, v)? {
        Intl::DateTimeFormat(d) => Some(d),
        _ => None,
    }
}

/// The slots of `this` (RequireInternalSlot, or UnwrapDateTimeFormat without its
/// legacy path), or a TypeError naming `what`.
fn this_date_time_format(vm: &mut Vm, this: Value, what: &str) -> JsResult<DateTimeFormat> {
    match date_time_format_of(vm, this) {
        Some(d) => Ok(d.clone()),
        None => Err(vm.type_error(&format!(
            "Intl.DateTimeFormat.prototype.{what} called on a non-DateTimeFormat"
        ))),
    }
}

/// The time value of a format argument: Now() when undefined, else ToNumber
/// (ECMA-402 sec-datetime-format-functions steps 3-4).
fn date_value(vm: &mut Vm, date: Value) -> JsResult<f64> {
    if date.is_undefined() { Ok(vm.now()) } else { vm.to_number(date) }
}

/// The parts of time value `x` (FormatDateTimePattern's steps 1-2: TimeClip, a
/// RangeError when it is NaN).
fn format_parts(vm: &mut Vm, d: &DateTimeFormat, x: f64) -> JsResult<Vec<DatePart>> {
    let t = time_clip(x);
    if t.is_nan() {
        return Err(vm.range_error("Intl.DateTimeFormat: invalid time value"));
    }
    vm.limits.charge(FORMAT_FUEL).map_err(Throw::Terminate)?;
    match formatter(d) {
        Some(f) => Ok(partition(&f, t)),
        None => Err(vm.range_error("Intl.DateTimeFormat: no data for these options")),
    }
}

/// The text of some parts.
fn text_of(parts: &[DatePart]) -> String {
    parts.iter().map(|p| p.text.as_str()).collect()
}

/// The string form of formatted parts. CLDR puts a narrow no-break space before AM
/// and PM; V8 writes a space there in `format` (not in formatToParts) for the web's
/// sake, and so does this, in `formatRange` too, which must give `format`'s string
/// for equal dates.
fn string_of(parts: &[DatePart]) -> String {
    text_of(parts).replace('\u{202f}', " ")
}

/// FormatDateTime (ECMA-402 sec-formatdatetime).
fn format_date_time(vm: &mut Vm, d: &DateTimeFormat, x: f64) -> JsResult<String> {
    Ok(string_of(&format_parts(vm, d, x)?))
}

/// get Intl.DateTimeFormat.prototype.format (ECMA-402
/// sec-intl.datetimeformat.prototype.format): a function bound to this DateTimeFormat,
/// made once.
fn format_getter(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
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
    let s = format_date_time(vm, &d, x)?;
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
        format_parts(vm, &d, x)?.into_iter().map(|p| (p, None)).collect();
    parts_array(vm, &parts)
}

/// The two time values of formatRange and formatRangeToParts (steps 3-5 of both).
fn range_values(vm: &mut Vm, args: &[Value], what: &str) -> JsResult<(f64, f64)> {
    let (start, end) = (arg(args, 0), arg(args, 1));
    if start.is_undefined() || end.is_undefined() {
        return Err(vm.type_error(&format!(
            "Intl.DateTimeFormat.prototype.{what}: start and end are required"
        )));
    }
    let x = vm.to_number(start)?;
    let y = vm.to_number(end)?;
    Ok((x, y))
}

/// PartitionDateTimeRangePattern (ECMA-402 sec-partitiondatetimerangepattern): one date
/// when both format the same, else both around a separator (see the module comment).
fn partition_range(
    vm: &mut Vm,
    d: &DateTimeFormat,
    x: f64,
    y: f64,
) -> JsResult<Vec<(DatePart, Option<&'static str>)>> {
    let (tx, ty) = (time_clip(x), time_clip(y));
    if tx.is_nan() || ty.is_nan() {
        return Err(vm.range_error("Intl.DateTimeFormat: invalid time value in a range"));
    }
    let xp = format_parts(vm, d, tx)?;
    let yp = format_parts(vm, d, ty)?;
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
    let parts: Vec<DatePart> = partition_range(vm, &d, x, y)?.into_iter().map(|(p, _)| p).collect();
    let s = string_of(&parts);
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
    let parts = partition_range(vm, &d, x, y)?;
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
    if let Some(hc) = d.hour_cycle {
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
    let d = create_date_time_format(vm, locales, options, required, defaults)?;
    let s = format_date_time(vm, &d, t)?;
    vm.str_value(&s)
}
