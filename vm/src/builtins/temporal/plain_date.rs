//! Temporal.PlainDate (proposal section "Temporal.PlainDate Objects").

use core::str::FromStr;

use cairn_gc::Handle;
use temporal_rs::fields::ZonedDateTimeFields;
use temporal_rs::options::{DisplayCalendar, OffsetDisambiguation, Overflow, RelativeTo};
use temporal_rs::partial::{PartialTime, PartialZonedDateTime};
use temporal_rs::{PlainDate, PlainTime, UtcOffset, ZonedDateTime};

use super::duration::to_temporal_duration;
use super::fields::{
    DATE, ZONED, calendar_with_iso_default, constructor_calendar, iso_numbers,
    prepare_calendar_fields, to_calendar, to_time_zone,
};
use super::options::{get_enum, get_options_object};
use super::plain_time::{difference_settings, get_overflow, reject_temporal_like};
use super::plain_time::{regulate_time, to_temporal_time};
use super::{Class, ClassId, Temporal, check, create, get, temporal_of};
use crate::builtins::{NativeCx, NativeId, arg};
use crate::native::require_new;
use crate::object::JsObject;
use crate::tz::TZ;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

// The natives of Temporal.PlainDate (see `crate::native`).
crate::native::natives! {
    TemporalPlainDate;
    TemporalPlainDate = ("PlainDate", 3, true, constructor),
    TemporalPlainDateFrom = ("from", 1, false, from),
    TemporalPlainDateCompare = ("compare", 2, false, compare),
    TemporalPlainDateProtoCalendarId = ("get calendarId", 0, false, calendar_id),
    TemporalPlainDateProtoEra = ("get era", 0, false, era),
    TemporalPlainDateProtoEraYear = ("get eraYear", 0, false, era_year),
    TemporalPlainDateProtoYear = ("get year", 0, false, year),
    TemporalPlainDateProtoMonth = ("get month", 0, false, month),
    TemporalPlainDateProtoMonthCode = ("get monthCode", 0, false, month_code),
    TemporalPlainDateProtoDay = ("get day", 0, false, day),
    TemporalPlainDateProtoDayOfWeek = ("get dayOfWeek", 0, false, day_of_week),
    TemporalPlainDateProtoDayOfYear = ("get dayOfYear", 0, false, day_of_year),
    TemporalPlainDateProtoWeekOfYear = ("get weekOfYear", 0, false, week_of_year),
    TemporalPlainDateProtoYearOfWeek = ("get yearOfWeek", 0, false, year_of_week),
    TemporalPlainDateProtoDaysInWeek = ("get daysInWeek", 0, false, days_in_week),
    TemporalPlainDateProtoDaysInMonth = ("get daysInMonth", 0, false, days_in_month),
    TemporalPlainDateProtoDaysInYear = ("get daysInYear", 0, false, days_in_year),
    TemporalPlainDateProtoMonthsInYear = ("get monthsInYear", 0, false, months_in_year),
    TemporalPlainDateProtoInLeapYear = ("get inLeapYear", 0, false, in_leap_year),
    TemporalPlainDateProtoToPlainYearMonth = ("toPlainYearMonth", 0, false, to_plain_year_month),
    TemporalPlainDateProtoToPlainMonthDay = ("toPlainMonthDay", 0, false, to_plain_month_day),
    TemporalPlainDateProtoAdd = ("add", 1, false, add_duration::<false>),
    TemporalPlainDateProtoSubtract = ("subtract", 1, false, add_duration::<true>),
    TemporalPlainDateProtoWith = ("with", 1, false, with),
    TemporalPlainDateProtoWithCalendar = ("withCalendar", 1, false, with_calendar),
    TemporalPlainDateProtoUntil = ("until", 1, false, difference::<false>),
    TemporalPlainDateProtoSince = ("since", 1, false, difference::<true>),
    TemporalPlainDateProtoEquals = ("equals", 1, false, equals),
    TemporalPlainDateProtoToPlainDateTime = ("toPlainDateTime", 0, false, to_plain_date_time),
    TemporalPlainDateProtoToZonedDateTime = ("toZonedDateTime", 1, false, to_zoned_date_time),
    TemporalPlainDateProtoToString = ("toString", 0, false, to_string),
    TemporalPlainDateProtoToLocaleString = ("toLocaleString", 0, false, super::to_locale_string::<{ ClassId::PlainDate as u8 }>),
    TemporalPlainDateProtoToJSON = ("toJSON", 0, false, super::to_json::<{ ClassId::PlainDate as u8 }>),
    TemporalPlainDateProtoValueOf = ("valueOf", 0, false, super::value_of),
}

/// Temporal.PlainDate: its constructor and the functions on it and its prototype.
pub(crate) static CLASS: Class = Class {
    constructor: NativeId::TemporalPlainDate,
    statics: &[NativeId::TemporalPlainDateFrom, NativeId::TemporalPlainDateCompare],
    getters: &[
        NativeId::TemporalPlainDateProtoCalendarId,
        NativeId::TemporalPlainDateProtoEra,
        NativeId::TemporalPlainDateProtoEraYear,
        NativeId::TemporalPlainDateProtoYear,
        NativeId::TemporalPlainDateProtoMonth,
        NativeId::TemporalPlainDateProtoMonthCode,
        NativeId::TemporalPlainDateProtoDay,
        NativeId::TemporalPlainDateProtoDayOfWeek,
        NativeId::TemporalPlainDateProtoDayOfYear,
        NativeId::TemporalPlainDateProtoWeekOfYear,
        NativeId::TemporalPlainDateProtoYearOfWeek,
        NativeId::TemporalPlainDateProtoDaysInWeek,
        NativeId::TemporalPlainDateProtoDaysInMonth,
        NativeId::TemporalPlainDateProtoDaysInYear,
        NativeId::TemporalPlainDateProtoMonthsInYear,
        NativeId::TemporalPlainDateProtoInLeapYear,
    ],
    methods: &[
        NativeId::TemporalPlainDateProtoToPlainYearMonth,
        NativeId::TemporalPlainDateProtoToPlainMonthDay,
        NativeId::TemporalPlainDateProtoAdd,
        NativeId::TemporalPlainDateProtoSubtract,
        NativeId::TemporalPlainDateProtoWith,
        NativeId::TemporalPlainDateProtoWithCalendar,
        NativeId::TemporalPlainDateProtoUntil,
        NativeId::TemporalPlainDateProtoSince,
        NativeId::TemporalPlainDateProtoEquals,
        NativeId::TemporalPlainDateProtoToPlainDateTime,
        NativeId::TemporalPlainDateProtoToZonedDateTime,
        NativeId::TemporalPlainDateProtoToString,
        NativeId::TemporalPlainDateProtoToLocaleString,
        NativeId::TemporalPlainDateProtoToJSON,
        NativeId::TemporalPlainDateProtoValueOf,
    ],
};

/// Temporal.PlainDate ( isoYear, isoMonth, isoDay [ , calendar ] ).
fn constructor(vm: &mut Vm, _this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    require_new(vm, cx, "Temporal.PlainDate")?;
    let (y, m, d) = iso_numbers(vm, [arg(args, 0), arg(args, 1), arg(args, 2)])?;
    let calendar = constructor_calendar(vm, arg(args, 3))?;
    let date = check(vm, PlainDate::try_new(y, m, d, calendar))?;
    create(vm, Temporal::PlainDate(date), Some(cx.new_target))
}

/// Reads the options object and its `overflow` (the options reads of a conversion
/// whose result does not depend on them).
fn read_overflow(vm: &mut Vm, options: Value) -> JsResult<Overflow> {
    let resolved = get_options_object(vm, options)?;
    get_overflow(vm, resolved)
}

/// ToTemporalDate (sec-temporal-totemporaldate): the options are read after the item's
/// fields (and for a string, after it is parsed).
pub(crate) fn to_temporal_date(vm: &mut Vm, item: Value, options: Value) -> JsResult<PlainDate> {
    let Some(o) = item.as_object() else {
        let s = super::required_string(vm, item, "Temporal.PlainDate")?;
        let date = check(vm, PlainDate::from_utf8(s.as_bytes()))?;
        read_overflow(vm, options)?;
        return Ok(date);
    };
    let existing = match temporal_of(vm, item) {
        Some(Temporal::PlainDate(d)) => Some(d.clone()),
        Some(Temporal::PlainDateTime(d)) => Some(d.to_plain_date()),
        Some(Temporal::ZonedDateTime(z)) => Some(z.to_plain_date()),
        _ => None,
    };
    if let Some(d) = existing {
        read_overflow(vm, options)?;
        return Ok(d);
    }
    let calendar = calendar_with_iso_default(vm, o)?;
    let fields = prepare_calendar_fields(vm, o, &calendar, DATE, false)?;
    let overflow = read_overflow(vm, options)?;
    check(vm, calendar.date_from_fields(fields.date, overflow))
}

/// The PlainDate `this` value, or a TypeError.
fn this_date(vm: &mut Vm, this: Value, what: &str) -> JsResult<PlainDate> {
    match temporal_of(vm, this) {
        Some(Temporal::PlainDate(d)) => Ok(d.clone()),
        _ => Err(super::bad_receiver(vm, &format!("Temporal.PlainDate.prototype.{what}"))),
    }
}

/// Temporal.PlainDate.from ( item [ , options ] ).
fn from(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let d = to_temporal_date(vm, arg(args, 0), arg(args, 1))?;
    create(vm, Temporal::PlainDate(d), None)
}

/// Temporal.PlainDate.compare ( one, two ).
fn compare(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let one = to_temporal_date(vm, arg(args, 0), Value::UNDEFINED)?;
    let two = to_temporal_date(vm, arg(args, 1), Value::UNDEFINED)?;
    Ok(Value::int(one.compare_iso(&two) as i32))
}

/// A calendar-derived property of a date (the getters shared with PlainDateTime).
#[derive(Clone, Copy)]
pub(crate) enum DateField {
    CalendarId,
    Era,
    EraYear,
    Year,
    Month,
    MonthCode,
    Day,
    DayOfWeek,
    DayOfYear,
    WeekOfYear,
    YearOfWeek,
    DaysInWeek,
    DaysInMonth,
    DaysInYear,
    MonthsInYear,
    InLeapYear,
}

/// The value of getter `field` of `d` (absent values, like an ISO era, are undefined).
pub(crate) fn date_field(vm: &mut Vm, d: &PlainDate, field: DateField) -> JsResult<Value> {
    let int = |n: i32| Value::int(n);
    let opt = |n: Option<i32>| n.map_or(Value::UNDEFINED, Value::int);
    Ok(match field {
        DateField::CalendarId => return vm.str_value(d.calendar().identifier()),
        DateField::Era => match d.era() {
            Some(e) => return vm.str_value(e.as_str()),
            None => Value::UNDEFINED,
        },
        DateField::MonthCode => return vm.str_value(d.month_code().as_str()),
        DateField::EraYear => opt(d.era_year()),
        DateField::Year => int(d.year()),
        DateField::Month => int(d.month().into()),
        DateField::Day => int(d.day().into()),
        DateField::DayOfWeek => int(d.day_of_week().into()),
        DateField::DayOfYear => int(d.day_of_year().into()),
        DateField::WeekOfYear => opt(d.week_of_year().map(i32::from)),
        DateField::YearOfWeek => opt(d.year_of_week()),
        DateField::DaysInWeek => int(d.days_in_week().into()),
        DateField::DaysInMonth => int(d.days_in_month().into()),
        DateField::DaysInYear => int(d.days_in_year().into()),
        DateField::MonthsInYear => int(d.months_in_year().into()),
        DateField::InLeapYear => Value::bool(d.in_leap_year()),
    })
}

macro_rules! field_getter {
    ($($name:ident => $field:ident),*) => {$(
        /// A calendar getter of Temporal.PlainDate.prototype.
        fn $name(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
            let d = this_date(vm, this, stringify!($name))?;
            date_field(vm, &d, DateField::$field)
        }
    )*};
}
field_getter!(
    calendar_id => CalendarId,
    era => Era,
    era_year => EraYear,
    year => Year,
    month => Month,
    month_code => MonthCode,
    day => Day,
    day_of_week => DayOfWeek,
    day_of_year => DayOfYear,
    week_of_year => WeekOfYear,
    year_of_week => YearOfWeek,
    days_in_week => DaysInWeek,
    days_in_month => DaysInMonth,
    days_in_year => DaysInYear,
    months_in_year => MonthsInYear,
    in_leap_year => InLeapYear
);

/// Temporal.PlainDate.prototype.toPlainYearMonth ( ).
fn to_plain_year_month(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let d = this_date(vm, this, "toPlainYearMonth")?;
    let r = check(vm, d.to_plain_year_month())?;
    create(vm, Temporal::PlainYearMonth(r), None)
}

/// Temporal.PlainDate.prototype.toPlainMonthDay ( ).
fn to_plain_month_day(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let d = this_date(vm, this, "toPlainMonthDay")?;
    let r = check(vm, d.to_plain_month_day())?;
    create(vm, Temporal::PlainMonthDay(r), None)
}

/// Temporal.PlainDate.prototype.add and, with `SUBTRACT`, subtract
/// ( temporalDurationLike [ , options ] ).
fn add_duration<const SUBTRACT: bool>(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let d = this_date(vm, this, if SUBTRACT { "subtract" } else { "add" })?;
    let duration = to_temporal_duration(vm, arg(args, 0))?;
    let overflow = read_overflow(vm, arg(args, 1))?;
    let r = if SUBTRACT {
        d.subtract(&duration, Some(overflow))
    } else {
        d.add(&duration, Some(overflow))
    };
    let r = check(vm, r)?;
    create(vm, Temporal::PlainDate(r), None)
}

/// Temporal.PlainDate.prototype.with ( temporalDateLike [ , options ] ).
fn with(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let d = this_date(vm, this, "with")?;
    let Some(o) = arg(args, 0).as_object() else {
        return Err(vm.type_error("Temporal.PlainDate.prototype.with: an object is required"));
    };
    reject_temporal_like(vm, o)?;
    let fields = prepare_calendar_fields(vm, o, d.calendar(), DATE, true)?;
    let overflow = read_overflow(vm, arg(args, 1))?;
    let r = check(vm, d.with(fields.date, Some(overflow)))?;
    create(vm, Temporal::PlainDate(r), None)
}

/// Temporal.PlainDate.prototype.withCalendar ( calendarLike ).
fn with_calendar(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let d = this_date(vm, this, "withCalendar")?;
    let calendar = to_calendar(vm, arg(args, 0))?;
    create(vm, Temporal::PlainDate(d.with_calendar(calendar)), None)
}

/// DifferenceTemporalPlainDate: `other` converted, the calendars compared, then the
/// difference settings read (`until`, or `since` with `SINCE`).
fn difference<const SINCE: bool>(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let what = if SINCE { "since" } else { "until" };
    let d = this_date(vm, this, what)?;
    let other = to_temporal_date(vm, arg(args, 0), Value::UNDEFINED)?;
    if d.calendar() != other.calendar() {
        return Err(vm.range_error("Temporal.PlainDate: the calendars must be the same"));
    }
    let resolved = get_options_object(vm, arg(args, 1))?;
    let settings = difference_settings(vm, resolved)?;
    super::check_difference_span(vm, d.calendar(), d.year(), other.year())?;
    let r = if SINCE { d.since(&other, settings) } else { d.until(&other, settings) };
    let r = check(vm, r)?;
    create(vm, Temporal::Duration(r), None)
}

/// Temporal.PlainDate.prototype.equals ( other ).
fn equals(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let d = this_date(vm, this, "equals")?;
    let other = to_temporal_date(vm, arg(args, 0), Value::UNDEFINED)?;
    Ok(Value::bool(d == other))
}

/// Temporal.PlainDate.prototype.toPlainDateTime ( [ temporalTime ] ).
fn to_plain_date_time(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let d = this_date(vm, this, "toPlainDateTime")?;
    let time = arg(args, 0);
    let time = if time.is_undefined() {
        None
    } else {
        Some(to_temporal_time(vm, time, Value::UNDEFINED)?)
    };
    let r = check(vm, d.to_plain_date_time(time))?;
    create(vm, Temporal::PlainDateTime(r), None)
}

/// Temporal.PlainDate.prototype.toZonedDateTime ( item ): `item` is a time zone, or an
/// object with `timeZone` and an optional `plainTime`.
fn to_zoned_date_time(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let d = this_date(vm, this, "toZonedDateTime")?;
    let item = arg(args, 0);
    let (time_zone, time) = match item.as_object() {
        Some(o) => {
            let like = get(vm, o, "timeZone")?;
            if like.is_undefined() {
                (to_time_zone(vm, item)?, Value::UNDEFINED)
            } else {
                let tz = to_time_zone(vm, like)?;
                (tz, get(vm, o, "plainTime")?)
            }
        }
        _ => (to_time_zone(vm, item)?, Value::UNDEFINED),
    };
    let time: Option<PlainTime> = if time.is_undefined() {
        None
    } else {
        Some(to_temporal_time(vm, time, Value::UNDEFINED)?)
    };
    let z = check(vm, d.to_zoned_date_time_with_provider(time_zone, time, &TZ))?;
    create(vm, Temporal::ZonedDateTime(z), None)
}

/// The `calendarName` option of toString (ShowCalendarOption), default `auto`.
pub(crate) fn get_display_calendar(
    vm: &mut Vm,
    options: Option<Handle<JsObject>>,
) -> JsResult<DisplayCalendar> {
    Ok(get_enum(vm, options, "calendarName")?.unwrap_or(DisplayCalendar::Auto))
}

/// Temporal.PlainDate.prototype.toString ( [ options ] ).
fn to_string(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let d = this_date(vm, this, "toString")?;
    let o = get_options_object(vm, arg(args, 0))?;
    let show = get_display_calendar(vm, o)?;
    vm.str_value(&d.to_ixdtf_string(show))
}

/// GetTemporalRelativeToOption for a property bag: the date (and time) of its fields
/// with `constrain` (InterpretTemporalDateTimeFields), a PlainDate unless it has a
/// `timeZone`, else a ZonedDateTime (InterpretISODateTimeOffset, offset `reject`).
pub(crate) fn relative_to_bag(vm: &mut Vm, o: Handle<JsObject>) -> JsResult<RelativeTo> {
    let calendar = calendar_with_iso_default(vm, o)?;
    let fields = prepare_calendar_fields(vm, o, &calendar, ZONED, false)?;
    let date = calendar.date_from_fields(fields.date.clone(), Overflow::Constrain);
    let date = check(vm, date)?;
    let time = regulate_time(vm, fields.time, Overflow::Constrain)?;
    let Some(time_zone) = fields.time_zone else {
        return Ok(RelativeTo::PlainDate(date));
    };
    let offset = match fields.offset {
        Some(s) => Some(check(vm, UtcOffset::from_str(&s))?),
        None => None,
    };
    let partial_time = PartialTime {
        hour: Some(time.hour()),
        minute: Some(time.minute()),
        second: Some(time.second()),
        millisecond: Some(time.millisecond()),
        microsecond: Some(time.microsecond()),
        nanosecond: Some(time.nanosecond()),
    };
    let partial = PartialZonedDateTime {
        fields: ZonedDateTimeFields { calendar_fields: fields.date, time: partial_time, offset },
        timezone: Some(time_zone),
        calendar,
    };
    let reject = Some(OffsetDisambiguation::Reject);
    let z = ZonedDateTime::from_partial_with_provider(
        partial,
        Some(Overflow::Constrain),
        None,
        reject,
        &TZ,
    );
    Ok(RelativeTo::ZonedDateTime(check(vm, z)?))
}
