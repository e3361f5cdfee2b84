//! Temporal.PlainDateTime (proposal section "Temporal.PlainDateTime Objects").

use temporal_rs::options::Disambiguation;
use temporal_rs::{PlainDate, PlainDateTime, PlainTime};

use super::duration::to_temporal_duration;
use super::fields::{
    DATE_TIME, calendar_with_iso_default, constructor_calendar, iso_numbers,
    prepare_calendar_fields, to_calendar, to_time_zone,
};
use super::options::{get_enum, get_options_object};
use super::plain_date::{DateField, date_field, get_display_calendar};
use super::plain_time::{
    TimeRecord, difference_settings, get_overflow, regulate_time, reject_temporal_like,
    round_to_options, to_string_options, to_temporal_time,
};
use super::{Class, ClassId, Temporal, check, create, temporal_of};
use crate::builtins::{NativeCx, NativeId, arg};
use crate::native::require_new;
use crate::tz::TZ;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

// The natives of Temporal.PlainDateTime (see `crate::native`).
crate::native::natives! {
    TemporalPlainDateTime;
    TemporalPlainDateTime = ("PlainDateTime", 3, true, constructor),
    TemporalPlainDateTimeFrom = ("from", 1, false, from),
    TemporalPlainDateTimeCompare = ("compare", 2, false, compare),
    TemporalPlainDateTimeProtoCalendarId = ("get calendarId", 0, false, calendar_id),
    TemporalPlainDateTimeProtoEra = ("get era", 0, false, era),
    TemporalPlainDateTimeProtoEraYear = ("get eraYear", 0, false, era_year),
    TemporalPlainDateTimeProtoYear = ("get year", 0, false, year),
    TemporalPlainDateTimeProtoMonth = ("get month", 0, false, month),
    TemporalPlainDateTimeProtoMonthCode = ("get monthCode", 0, false, month_code),
    TemporalPlainDateTimeProtoDay = ("get day", 0, false, day),
    TemporalPlainDateTimeProtoHour = ("get hour", 0, false, hour),
    TemporalPlainDateTimeProtoMinute = ("get minute", 0, false, minute),
    TemporalPlainDateTimeProtoSecond = ("get second", 0, false, second),
    TemporalPlainDateTimeProtoMillisecond = ("get millisecond", 0, false, millisecond),
    TemporalPlainDateTimeProtoMicrosecond = ("get microsecond", 0, false, microsecond),
    TemporalPlainDateTimeProtoNanosecond = ("get nanosecond", 0, false, nanosecond),
    TemporalPlainDateTimeProtoDayOfWeek = ("get dayOfWeek", 0, false, day_of_week),
    TemporalPlainDateTimeProtoDayOfYear = ("get dayOfYear", 0, false, day_of_year),
    TemporalPlainDateTimeProtoWeekOfYear = ("get weekOfYear", 0, false, week_of_year),
    TemporalPlainDateTimeProtoYearOfWeek = ("get yearOfWeek", 0, false, year_of_week),
    TemporalPlainDateTimeProtoDaysInWeek = ("get daysInWeek", 0, false, days_in_week),
    TemporalPlainDateTimeProtoDaysInMonth = ("get daysInMonth", 0, false, days_in_month),
    TemporalPlainDateTimeProtoDaysInYear = ("get daysInYear", 0, false, days_in_year),
    TemporalPlainDateTimeProtoMonthsInYear = ("get monthsInYear", 0, false, months_in_year),
    TemporalPlainDateTimeProtoInLeapYear = ("get inLeapYear", 0, false, in_leap_year),
    TemporalPlainDateTimeProtoWith = ("with", 1, false, with),
    TemporalPlainDateTimeProtoWithPlainTime = ("withPlainTime", 0, false, with_plain_time),
    TemporalPlainDateTimeProtoWithCalendar = ("withCalendar", 1, false, with_calendar),
    TemporalPlainDateTimeProtoAdd = ("add", 1, false, add_duration::<false>),
    TemporalPlainDateTimeProtoSubtract = ("subtract", 1, false, add_duration::<true>),
    TemporalPlainDateTimeProtoUntil = ("until", 1, false, difference::<false>),
    TemporalPlainDateTimeProtoSince = ("since", 1, false, difference::<true>),
    TemporalPlainDateTimeProtoRound = ("round", 1, false, round),
    TemporalPlainDateTimeProtoEquals = ("equals", 1, false, equals),
    TemporalPlainDateTimeProtoToString = ("toString", 0, false, to_string),
    TemporalPlainDateTimeProtoToLocaleString = ("toLocaleString", 0, false, super::to_locale_string::<{ ClassId::PlainDateTime as u8 }>),
    TemporalPlainDateTimeProtoToJSON = ("toJSON", 0, false, super::to_json::<{ ClassId::PlainDateTime as u8 }>),
    TemporalPlainDateTimeProtoValueOf = ("valueOf", 0, false, super::value_of),
    TemporalPlainDateTimeProtoToZonedDateTime = ("toZonedDateTime", 1, false, to_zoned_date_time),
    TemporalPlainDateTimeProtoToPlainDate = ("toPlainDate", 0, false, to_plain_date),
    TemporalPlainDateTimeProtoToPlainTime = ("toPlainTime", 0, false, to_plain_time),
}

/// Temporal.PlainDateTime: its constructor and the functions on it and its prototype.
pub(crate) static CLASS: Class = Class {
    constructor: NativeId::TemporalPlainDateTime,
    statics: &[NativeId::TemporalPlainDateTimeFrom, NativeId::TemporalPlainDateTimeCompare],
    getters: &[
        NativeId::TemporalPlainDateTimeProtoCalendarId,
        NativeId::TemporalPlainDateTimeProtoEra,
        NativeId::TemporalPlainDateTimeProtoEraYear,
        NativeId::TemporalPlainDateTimeProtoYear,
        NativeId::TemporalPlainDateTimeProtoMonth,
        NativeId::TemporalPlainDateTimeProtoMonthCode,
        NativeId::TemporalPlainDateTimeProtoDay,
        NativeId::TemporalPlainDateTimeProtoHour,
        NativeId::TemporalPlainDateTimeProtoMinute,
        NativeId::TemporalPlainDateTimeProtoSecond,
        NativeId::TemporalPlainDateTimeProtoMillisecond,
        NativeId::TemporalPlainDateTimeProtoMicrosecond,
        NativeId::TemporalPlainDateTimeProtoNanosecond,
        NativeId::TemporalPlainDateTimeProtoDayOfWeek,
        NativeId::TemporalPlainDateTimeProtoDayOfYear,
        NativeId::TemporalPlainDateTimeProtoWeekOfYear,
        NativeId::TemporalPlainDateTimeProtoYearOfWeek,
        NativeId::TemporalPlainDateTimeProtoDaysInWeek,
        NativeId::TemporalPlainDateTimeProtoDaysInMonth,
        NativeId::TemporalPlainDateTimeProtoDaysInYear,
        NativeId::TemporalPlainDateTimeProtoMonthsInYear,
        NativeId::TemporalPlainDateTimeProtoInLeapYear,
    ],
    methods: &[
        NativeId::TemporalPlainDateTimeProtoWith,
        NativeId::TemporalPlainDateTimeProtoWithPlainTime,
        NativeId::TemporalPlainDateTimeProtoWithCalendar,
        NativeId::TemporalPlainDateTimeProtoAdd,
        NativeId::TemporalPlainDateTimeProtoSubtract,
        NativeId::TemporalPlainDateTimeProtoUntil,
        NativeId::TemporalPlainDateTimeProtoSince,
        NativeId::TemporalPlainDateTimeProtoRound,
        NativeId::TemporalPlainDateTimeProtoEquals,
        NativeId::TemporalPlainDateTimeProtoToString,
        NativeId::TemporalPlainDateTimeProtoToLocaleString,
        NativeId::TemporalPlainDateTimeProtoToJSON,
        NativeId::TemporalPlainDateTimeProtoValueOf,
        NativeId::TemporalPlainDateTimeProtoToZonedDateTime,
        NativeId::TemporalPlainDateTimeProtoToPlainDate,
        NativeId::TemporalPlainDateTimeProtoToPlainTime,
    ],
};

/// Temporal.PlainDateTime ( isoYear, isoMonth, isoDay [ , hour [ , minute [ , second
/// [ , millisecond [ , microsecond [ , nanosecond [ , calendar ] ] ] ] ] ] ] ).
fn constructor(vm: &mut Vm, _this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    require_new(vm, cx, "Temporal.PlainDateTime")?;
    let (y, m, d) = iso_numbers(vm, [arg(args, 0), arg(args, 1), arg(args, 2)])?;
    let mut time: TimeRecord = [Some(0.0); 6];
    for (i, slot) in time.iter_mut().enumerate() {
        let v = arg(args, 3 + i);
        if !v.is_undefined() {
            *slot = Some(super::to_integer_with_truncation(vm, v)?);
        }
    }
    let calendar = constructor_calendar(vm, arg(args, 9))?;
    let date = check(vm, PlainDate::try_new_iso(y, m, d))?;
    let time = regulate_time(vm, time, temporal_rs::options::Overflow::Reject)?;
    let dt = check(vm, PlainDateTime::from_date_and_time(date, time))?;
    create(vm, Temporal::PlainDateTime(dt.with_calendar(calendar)), Some(cx.new_target))
}

/// Reads the options object and its `overflow`.
fn read_overflow(vm: &mut Vm, options: Value) -> JsResult<temporal_rs::options::Overflow> {
    let resolved = get_options_object(vm, options)?;
    get_overflow(vm, resolved)
}

/// ToTemporalDateTime (sec-temporal-totemporaldatetime): the options are read after the
/// item's fields (and for a string, after it is parsed).
pub(crate) fn to_temporal_date_time(
    vm: &mut Vm,
    item: Value,
    options: Value,
) -> JsResult<PlainDateTime> {
    let Some(o) = item.as_object() else {
        let s = super::required_string(vm, item, "Temporal.PlainDateTime")?;
        let dt = check(vm, PlainDateTime::from_utf8(s.as_bytes()))?;
        read_overflow(vm, options)?;
        return Ok(dt);
    };
    let existing = match temporal_of(vm, item) {
        Some(Temporal::PlainDateTime(d)) => Some(Ok(d.clone())),
        Some(Temporal::ZonedDateTime(z)) => Some(Ok(z.to_plain_date_time())),
        Some(Temporal::PlainDate(d)) => Some(d.to_plain_date_time(None)),
        _ => None,
    };
    if let Some(dt) = existing {
        let dt = check(vm, dt)?;
        read_overflow(vm, options)?;
        return Ok(dt);
    }
    let calendar = calendar_with_iso_default(vm, o)?;
    let fields = prepare_calendar_fields(vm, o, &calendar, DATE_TIME, false)?;
    let overflow = read_overflow(vm, options)?;
    let date = check(vm, calendar.date_from_fields(fields.date, overflow))?;
    let time = regulate_time(vm, fields.time, overflow)?;
    check(vm, PlainDateTime::from_date_and_time(date, time))
}

/// The PlainDateTime `this` value, or a TypeError.
fn this_date_time(vm: &mut Vm, this: Value, what: &str) -> JsResult<PlainDateTime> {
    match temporal_of(vm, this) {
        Some(Temporal::PlainDateTime(d)) => Ok(d.clone()),
        _ => Err(super::bad_receiver(vm, &format!("Temporal.PlainDateTime.prototype.{what}"))),
    }
}

/// Temporal.PlainDateTime.from ( item [ , options ] ).
fn from(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let d = to_temporal_date_time(vm, arg(args, 0), arg(args, 1))?;
    create(vm, Temporal::PlainDateTime(d), None)
}

/// Temporal.PlainDateTime.compare ( one, two ).
fn compare(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let one = to_temporal_date_time(vm, arg(args, 0), Value::UNDEFINED)?;
    let two = to_temporal_date_time(vm, arg(args, 1), Value::UNDEFINED)?;
    Ok(Value::int(one.compare_iso(&two) as i32))
}

macro_rules! field_getter {
    (date: $($name:ident => $field:ident),*) => {$(
        /// A calendar getter of Temporal.PlainDateTime.prototype.
        fn $name(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
            let d = this_date_time(vm, this, stringify!($name))?;
            date_field(vm, &d.to_plain_date(), DateField::$field)
        }
    )*};
    (time: $($name:ident),*) => {$(
        /// A time getter of Temporal.PlainDateTime.prototype.
        fn $name(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
            let d = this_date_time(vm, this, stringify!($name))?;
            Ok(Value::int(d.$name().into()))
        }
    )*};
}
field_getter!(date:
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
field_getter!(time: hour, minute, second, millisecond, microsecond, nanosecond);

/// The time fields of `t`, as a time record.
fn time_record(t: &PlainTime) -> TimeRecord {
    [
        Some(t.hour().into()),
        Some(t.minute().into()),
        Some(t.second().into()),
        Some(t.millisecond().into()),
        Some(t.microsecond().into()),
        Some(t.nanosecond().into()),
    ]
}

/// Temporal.PlainDateTime.prototype.with ( temporalDateTimeLike [ , options ] ).
fn with(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let dt = this_date_time(vm, this, "with")?;
    let Some(o) = arg(args, 0).as_object() else {
        return Err(vm.type_error("Temporal.PlainDateTime.prototype.with: an object is required"));
    };
    reject_temporal_like(vm, o)?;
    let fields = prepare_calendar_fields(vm, o, dt.calendar(), DATE_TIME, true)?;
    let overflow = read_overflow(vm, arg(args, 1))?;
    let date = dt.to_plain_date();
    let date = if fields.date.is_empty() {
        date
    } else {
        check(vm, date.with(fields.date, Some(overflow)))?
    };
    let mut time = time_record(&dt.to_plain_time());
    for (slot, v) in time.iter_mut().zip(fields.time) {
        if v.is_some() {
            *slot = v;
        }
    }
    let time = regulate_time(vm, time, overflow)?;
    let r = check(vm, PlainDateTime::from_date_and_time(date, time))?;
    create(vm, Temporal::PlainDateTime(r), None)
}

/// Temporal.PlainDateTime.prototype.withPlainTime ( [ plainTimeLike ] ).
fn with_plain_time(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let dt = this_date_time(vm, this, "withPlainTime")?;
    let time = arg(args, 0);
    let time = if time.is_undefined() {
        None
    } else {
        Some(to_temporal_time(vm, time, Value::UNDEFINED)?)
    };
    let r = check(vm, dt.with_time(time))?;
    create(vm, Temporal::PlainDateTime(r), None)
}

/// Temporal.PlainDateTime.prototype.withCalendar ( calendarLike ).
fn with_calendar(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let dt = this_date_time(vm, this, "withCalendar")?;
    let calendar = to_calendar(vm, arg(args, 0))?;
    create(vm, Temporal::PlainDateTime(dt.with_calendar(calendar)), None)
}

/// AddDurationToDateTime: `add`, or `subtract` with `SUBTRACT`.
fn add_duration<const SUBTRACT: bool>(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let dt = this_date_time(vm, this, if SUBTRACT { "subtract" } else { "add" })?;
    let duration = to_temporal_duration(vm, arg(args, 0))?;
    let overflow = read_overflow(vm, arg(args, 1))?;
    let r = if SUBTRACT {
        dt.subtract(&duration, Some(overflow))
    } else {
        dt.add(&duration, Some(overflow))
    };
    let r = check(vm, r)?;
    create(vm, Temporal::PlainDateTime(r), None)
}

/// DifferenceTemporalPlainDateTime: `other` converted, the calendars compared, then the
/// difference settings read (`until`, or `since` with `SINCE`).
fn difference<const SINCE: bool>(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let dt = this_date_time(vm, this, if SINCE { "since" } else { "until" })?;
    let other = to_temporal_date_time(vm, arg(args, 0), Value::UNDEFINED)?;
    if dt.calendar() != other.calendar() {
        return Err(vm.range_error("Temporal.PlainDateTime: the calendars must be the same"));
    }
    let resolved = get_options_object(vm, arg(args, 1))?;
    let settings = difference_settings(vm, resolved)?;
    super::check_difference_span(vm, dt.calendar(), dt.year(), other.year())?;
    let r = if SINCE { dt.since(&other, settings) } else { dt.until(&other, settings) };
    let r = check(vm, r)?;
    create(vm, Temporal::Duration(r), None)
}

/// Temporal.PlainDateTime.prototype.round ( roundTo ).
fn round(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let dt = this_date_time(vm, this, "round")?;
    let options = round_to_options(vm, arg(args, 0), "Temporal.PlainDateTime.prototype.round")?;
    let r = check(vm, dt.round(options))?;
    create(vm, Temporal::PlainDateTime(r), None)
}

/// Temporal.PlainDateTime.prototype.equals ( other ).
fn equals(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let dt = this_date_time(vm, this, "equals")?;
    let other = to_temporal_date_time(vm, arg(args, 0), Value::UNDEFINED)?;
    Ok(Value::bool(dt == other))
}

/// Temporal.PlainDateTime.prototype.toString ( [ options ] ): calendarName,
/// fractionalSecondDigits, roundingMode, smallestUnit.
fn to_string(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let dt = this_date_time(vm, this, "toString")?;
    let o = get_options_object(vm, arg(args, 0))?;
    let show = get_display_calendar(vm, o)?;
    let options = to_string_options(vm, o)?;
    super::plain_time::check_to_string_unit(
        vm,
        &options,
        "Temporal.PlainDateTime.prototype.toString",
    )?;
    let s = check(vm, dt.to_ixdtf_string(options, show))?;
    vm.str_value(&s)
}

/// Temporal.PlainDateTime.prototype.toZonedDateTime ( temporalTimeZoneLike [ , options ] ).
fn to_zoned_date_time(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let dt = this_date_time(vm, this, "toZonedDateTime")?;
    let time_zone = to_time_zone(vm, arg(args, 0))?;
    let resolved = get_options_object(vm, arg(args, 1))?;
    let disambiguation: Option<Disambiguation> = get_enum(vm, resolved, "disambiguation")?;
    let z = check(
        vm,
        dt.to_zoned_date_time_with_provider(time_zone, disambiguation.unwrap_or_default(), &TZ),
    )?;
    create(vm, Temporal::ZonedDateTime(z), None)
}

/// Temporal.PlainDateTime.prototype.toPlainDate ( ).
fn to_plain_date(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let dt = this_date_time(vm, this, "toPlainDate")?;
    create(vm, Temporal::PlainDate(dt.to_plain_date()), None)
}

/// Temporal.PlainDateTime.prototype.toPlainTime ( ).
fn to_plain_time(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let dt = this_date_time(vm, this, "toPlainTime")?;
    create(vm, Temporal::PlainTime(dt.to_plain_time()), None)
}
