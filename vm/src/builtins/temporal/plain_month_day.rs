//! Temporal.PlainMonthDay (proposal section "Temporal.PlainMonthDay Objects").

use temporal_rs::PlainMonthDay;
use temporal_rs::options::Overflow;

use super::fields::{
    DATE, YEAR, calendar_with_iso_default, constructor_calendar, iso_u8, prepare_calendar_fields,
};
use super::options::get_options_object;
use super::plain_date::get_display_calendar;
use super::plain_time::{get_overflow, reject_temporal_like};
use super::{Class, ClassId, Temporal, check, create, temporal_of};
use crate::builtins::{NativeCx, NativeId, arg};
use crate::native::require_new;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

// The natives of Temporal.PlainMonthDay (see `crate::native`).
crate::native::natives! {
    TemporalPlainMonthDay;
    TemporalPlainMonthDay = ("PlainMonthDay", 2, true, constructor),
    TemporalPlainMonthDayFrom = ("from", 1, false, from),
    TemporalPlainMonthDayProtoCalendarId = ("get calendarId", 0, false, calendar_id),
    TemporalPlainMonthDayProtoMonthCode = ("get monthCode", 0, false, month_code),
    TemporalPlainMonthDayProtoDay = ("get day", 0, false, day),
    TemporalPlainMonthDayProtoWith = ("with", 1, false, with),
    TemporalPlainMonthDayProtoEquals = ("equals", 1, false, equals),
    TemporalPlainMonthDayProtoToString = ("toString", 0, false, to_string),
    TemporalPlainMonthDayProtoToLocaleString = ("toLocaleString", 0, false, super::to_locale_string::<{ ClassId::PlainMonthDay as u8 }>),
    TemporalPlainMonthDayProtoToJSON = ("toJSON", 0, false, super::to_json::<{ ClassId::PlainMonthDay as u8 }>),
    TemporalPlainMonthDayProtoValueOf = ("valueOf", 0, false, super::value_of),
    TemporalPlainMonthDayProtoToPlainDate = ("toPlainDate", 1, false, to_plain_date),
}

/// Temporal.PlainMonthDay: its constructor and the functions on it and its prototype.
pub(crate) static CLASS: Class = Class {
    constructor: NativeId::TemporalPlainMonthDay,
    statics: &[NativeId::TemporalPlainMonthDayFrom],
    getters: &[
        NativeId::TemporalPlainMonthDayProtoCalendarId,
        NativeId::TemporalPlainMonthDayProtoMonthCode,
        NativeId::TemporalPlainMonthDayProtoDay,
    ],
    methods: &[
        NativeId::TemporalPlainMonthDayProtoWith,
        NativeId::TemporalPlainMonthDayProtoEquals,
        NativeId::TemporalPlainMonthDayProtoToString,
        NativeId::TemporalPlainMonthDayProtoToLocaleString,
        NativeId::TemporalPlainMonthDayProtoToJSON,
        NativeId::TemporalPlainMonthDayProtoValueOf,
        NativeId::TemporalPlainMonthDayProtoToPlainDate,
    ],
};

/// Temporal.PlainMonthDay ( isoMonth, isoDay [ , calendar [ , referenceISOYear ] ] ).
fn constructor(vm: &mut Vm, _this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    require_new(vm, cx, "Temporal.PlainMonthDay")?;
    let m = super::to_integer_with_truncation(vm, arg(args, 0))?;
    let d = super::to_integer_with_truncation(vm, arg(args, 1))?;
    let calendar = constructor_calendar(vm, arg(args, 2))?;
    let y = arg(args, 3);
    let y = if y.is_undefined() { 1972.0 } else { super::to_integer_with_truncation(vm, y)? };
    let r = PlainMonthDay::new_with_overflow(
        iso_u8(m),
        iso_u8(d),
        calendar,
        Overflow::Reject,
        Some(y as i32),
    );
    let md = check(vm, r)?;
    create(vm, Temporal::PlainMonthDay(md), Some(cx.new_target))
}

/// Reads the options object and its `overflow`.
fn read_overflow(vm: &mut Vm, options: Value) -> JsResult<Overflow> {
    let resolved = get_options_object(vm, options)?;
    get_overflow(vm, resolved)
}

/// ToTemporalMonthDay (sec-temporal-totemporalmonthday): the options are read after
/// the item's fields (and for a string, after it is parsed).
pub(crate) fn to_temporal_month_day(
    vm: &mut Vm,
    item: Value,
    options: Value,
) -> JsResult<PlainMonthDay> {
    let Some(o) = item.as_object() else {
        let s = super::required_string(vm, item, "Temporal.PlainMonthDay")?;
        let md = check(vm, PlainMonthDay::from_utf8(s.as_bytes()))?;
        read_overflow(vm, options)?;
        return Ok(md);
    };
    if let Some(Temporal::PlainMonthDay(md)) = temporal_of(vm, item) {
        let md = md.clone();
        read_overflow(vm, options)?;
        return Ok(md);
    }
    let calendar = calendar_with_iso_default(vm, o)?;
    let fields = prepare_calendar_fields(vm, o, &calendar, DATE, false)?;
    let overflow = read_overflow(vm, options)?;
    check(vm, calendar.month_day_from_fields(fields.date, overflow))
}

/// The PlainMonthDay `this` value, or a TypeError.
fn this_month_day(vm: &mut Vm, this: Value, what: &str) -> JsResult<PlainMonthDay> {
    match temporal_of(vm, this) {
        Some(Temporal::PlainMonthDay(d)) => Ok(d.clone()),
        _ => Err(super::bad_receiver(vm, &format!("Temporal.PlainMonthDay.prototype.{what}"))),
    }
}

/// Temporal.PlainMonthDay.from ( item [ , options ] ).
fn from(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let md = to_temporal_month_day(vm, arg(args, 0), arg(args, 1))?;
    create(vm, Temporal::PlainMonthDay(md), None)
}

/// get Temporal.PlainMonthDay.prototype.calendarId.
fn calendar_id(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let md = this_month_day(vm, this, "calendarId")?;
    vm.str_value(md.calendar().identifier())
}

/// get Temporal.PlainMonthDay.prototype.monthCode.
fn month_code(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let md = this_month_day(vm, this, "monthCode")?;
    vm.str_value(md.month_code().as_str())
}

/// get Temporal.PlainMonthDay.prototype.day.
fn day(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let md = this_month_day(vm, this, "day")?;
    Ok(Value::int(md.day().into()))
}

/// Temporal.PlainMonthDay.prototype.with ( temporalMonthDayLike [ , options ] ).
fn with(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let md = this_month_day(vm, this, "with")?;
    let Some(o) = arg(args, 0).as_object() else {
        return Err(vm.type_error("Temporal.PlainMonthDay.prototype.with: an object is required"));
    };
    reject_temporal_like(vm, o)?;
    let fields = prepare_calendar_fields(vm, o, md.calendar(), DATE, true)?;
    let overflow = read_overflow(vm, arg(args, 1))?;
    let r = check(vm, md.with(fields.date, Some(overflow)))?;
    create(vm, Temporal::PlainMonthDay(r), None)
}

/// Temporal.PlainMonthDay.prototype.equals ( other ).
fn equals(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let md = this_month_day(vm, this, "equals")?;
    let other = to_temporal_month_day(vm, arg(args, 0), Value::UNDEFINED)?;
    Ok(Value::bool(md == other))
}

/// Temporal.PlainMonthDay.prototype.toString ( [ options ] ).
fn to_string(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let md = this_month_day(vm, this, "toString")?;
    let o = get_options_object(vm, arg(args, 0))?;
    let show = get_display_calendar(vm, o)?;
    vm.str_value(&md.to_ixdtf_string(show))
}

/// Temporal.PlainMonthDay.prototype.toPlainDate ( item ): the month and day with the
/// `year` (or `era` and `eraYear`) of `item`.
fn to_plain_date(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let md = this_month_day(vm, this, "toPlainDate")?;
    let Some(o) = arg(args, 0).as_object() else {
        return Err(
            vm.type_error("Temporal.PlainMonthDay.prototype.toPlainDate: an object is required")
        );
    };
    let fields = prepare_calendar_fields(vm, o, md.calendar(), YEAR, false)?;
    let r = check(vm, md.to_plain_date(Some(fields.date)))?;
    create(vm, Temporal::PlainDate(r), None)
}
