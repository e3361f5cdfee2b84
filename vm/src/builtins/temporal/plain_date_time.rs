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
use super::tz::TZ;
use super::{Class, Method, Temporal, check, create, temporal_of};
use crate::builtins::{NativeCx, arg};
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// The Temporal.PlainDateTime class.
pub(crate) static CLASS: Class = Class {
    name: "PlainDateTime",
    length: 3,
    construct: constructor,
    statics: &[
        Method { name: "from", length: 1, call: from },
        Method { name: "compare", length: 2, call: compare },
    ],
    getters: &[
        Method { name: "calendarId", length: 0, call: calendar_id },
        Method { name: "era", length: 0, call: era },
        Method { name: "eraYear", length: 0, call: era_year },
        Method { name: "year", length: 0, call: year },
        Method { name: "month", length: 0, call: month },
        Method { name: "monthCode", length: 0, call: month_code },
        Method { name: "day", length: 0, call: day },
        Method { name: "hour", length: 0, call: hour },
        Method { name: "minute", length: 0, call: minute },
        Method { name: "second", length: 0, call: second },
        Method { name: "millisecond", length: 0, call: millisecond },
        Method { name: "microsecond", length: 0, call: microsecond },
        Method { name: "nanosecond", length: 0, call: nanosecond },
        Method { name: "dayOfWeek", length: 0, call: day_of_week },
        Method { name: "dayOfYear", length: 0, call: day_of_year },
        Method { name: "weekOfYear", length: 0, call: week_of_year },
        Method { name: "yearOfWeek", length: 0, call: year_of_week },
        Method { name: "daysInWeek", length: 0, call: days_in_week },
        Method { name: "daysInMonth", length: 0, call: days_in_month },
        Method { name: "daysInYear", length: 0, call: days_in_year },
        Method { name: "monthsInYear", length: 0, call: months_in_year },
        Method { name: "inLeapYear", length: 0, call: in_leap_year },
    ],
    methods: &[
        Method { name: "with", length: 1, call: with },
        Method { name: "withPlainTime", length: 0, call: with_plain_time },
        Method { name: "withCalendar", length: 1, call: with_calendar },
        Method { name: "add", length: 1, call: add },
        Method { name: "subtract", length: 1, call: subtract },
        Method { name: "until", length: 1, call: until },
        Method { name: "since", length: 1, call: since },
        Method { name: "round", length: 1, call: round },
        Method { name: "equals", length: 1, call: equals },
        Method { name: "toString", length: 0, call: to_string },
        Method { name: "toLocaleString", length: 0, call: super::to_locale_string },
        Method { name: "toJSON", length: 0, call: super::to_json },
        Method { name: "valueOf", length: 0, call: super::value_of },
        Method { name: "toZonedDateTime", length: 1, call: to_zoned_date_time },
        Method { name: "toPlainDate", length: 0, call: to_plain_date },
        Method { name: "toPlainTime", length: 0, call: to_plain_time },
    ],
};

/// Temporal.PlainDateTime ( isoYear, isoMonth, isoDay [ , hour [ , minute [ , second
/// [ , millisecond [ , microsecond [ , nanosecond [ , calendar ] ] ] ] ] ] ] ).
fn constructor(vm: &mut Vm, _this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
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

/// AddDurationToDateTime: `add` or, with `negate`, `subtract`.
fn add_duration(vm: &mut Vm, this: Value, args: &[Value], negate: bool) -> JsResult<Value> {
    let dt = this_date_time(vm, this, if negate { "subtract" } else { "add" })?;
    let duration = to_temporal_duration(vm, arg(args, 0))?;
    let overflow = read_overflow(vm, arg(args, 1))?;
    let r = if negate {
        dt.subtract(&duration, Some(overflow))
    } else {
        dt.add(&duration, Some(overflow))
    };
    let r = check(vm, r)?;
    create(vm, Temporal::PlainDateTime(r), None)
}

/// Temporal.PlainDateTime.prototype.add ( temporalDurationLike [ , options ] ).
fn add(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    add_duration(vm, this, args, false)
}

/// Temporal.PlainDateTime.prototype.subtract ( temporalDurationLike [ , options ] ).
fn subtract(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    add_duration(vm, this, args, true)
}

/// DifferenceTemporalPlainDateTime: `other` converted, the calendars compared, then the
/// difference settings read.
fn difference(vm: &mut Vm, this: Value, args: &[Value], since: bool) -> JsResult<Value> {
    let dt = this_date_time(vm, this, if since { "since" } else { "until" })?;
    let other = to_temporal_date_time(vm, arg(args, 0), Value::UNDEFINED)?;
    if dt.calendar() != other.calendar() {
        return Err(vm.range_error("Temporal.PlainDateTime: the calendars must be the same"));
    }
    let resolved = get_options_object(vm, arg(args, 1))?;
    let settings = difference_settings(vm, resolved)?;
    super::check_difference_span(vm, dt.calendar(), dt.year(), other.year())?;
    let r = if since { dt.since(&other, settings) } else { dt.until(&other, settings) };
    let r = check(vm, r)?;
    create(vm, Temporal::Duration(r), None)
}

/// Temporal.PlainDateTime.prototype.until ( other [ , options ] ).
fn until(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    difference(vm, this, args, false)
}

/// Temporal.PlainDateTime.prototype.since ( other [ , options ] ).
fn since(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    difference(vm, this, args, true)
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
