//! Temporal.PlainYearMonth (proposal section "Temporal.PlainYearMonth Objects").

use temporal_rs::PlainYearMonth;
use temporal_rs::options::Overflow;

use super::duration::to_temporal_duration;
use super::fields::{
    DAY, YEAR_MONTH, calendar_with_iso_default, constructor_calendar, iso_u8,
    prepare_calendar_fields,
};
use super::options::get_options_object;
use super::plain_date::{DateField, get_display_calendar};
use super::plain_time::{difference_settings, get_overflow, reject_temporal_like};
use super::{Class, ClassId, Temporal, check, create, temporal_of};
use crate::builtins::{NativeCx, NativeId, arg};
use crate::native::require_new;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

// The natives of Temporal.PlainYearMonth (see `crate::native`).
crate::native::natives! {
    TemporalPlainYearMonth;
    TemporalPlainYearMonth = ("PlainYearMonth", 2, true, constructor),
    TemporalPlainYearMonthFrom = ("from", 1, false, from),
    TemporalPlainYearMonthCompare = ("compare", 2, false, compare),
    TemporalPlainYearMonthProtoCalendarId = ("get calendarId", 0, false, calendar_id),
    TemporalPlainYearMonthProtoEra = ("get era", 0, false, era),
    TemporalPlainYearMonthProtoEraYear = ("get eraYear", 0, false, era_year),
    TemporalPlainYearMonthProtoYear = ("get year", 0, false, year),
    TemporalPlainYearMonthProtoMonth = ("get month", 0, false, month),
    TemporalPlainYearMonthProtoMonthCode = ("get monthCode", 0, false, month_code),
    TemporalPlainYearMonthProtoDaysInMonth = ("get daysInMonth", 0, false, days_in_month),
    TemporalPlainYearMonthProtoDaysInYear = ("get daysInYear", 0, false, days_in_year),
    TemporalPlainYearMonthProtoMonthsInYear = ("get monthsInYear", 0, false, months_in_year),
    TemporalPlainYearMonthProtoInLeapYear = ("get inLeapYear", 0, false, in_leap_year),
    TemporalPlainYearMonthProtoWith = ("with", 1, false, with),
    TemporalPlainYearMonthProtoAdd = ("add", 1, false, add_duration::<false>),
    TemporalPlainYearMonthProtoSubtract = ("subtract", 1, false, add_duration::<true>),
    TemporalPlainYearMonthProtoUntil = ("until", 1, false, difference::<false>),
    TemporalPlainYearMonthProtoSince = ("since", 1, false, difference::<true>),
    TemporalPlainYearMonthProtoEquals = ("equals", 1, false, equals),
    TemporalPlainYearMonthProtoToString = ("toString", 0, false, to_string),
    TemporalPlainYearMonthProtoToLocaleString = ("toLocaleString", 0, false, super::to_locale_string::<{ ClassId::PlainYearMonth as u8 }>),
    TemporalPlainYearMonthProtoToJSON = ("toJSON", 0, false, super::to_json::<{ ClassId::PlainYearMonth as u8 }>),
    TemporalPlainYearMonthProtoValueOf = ("valueOf", 0, false, super::value_of),
    TemporalPlainYearMonthProtoToPlainDate = ("toPlainDate", 1, false, to_plain_date),
}

/// Temporal.PlainYearMonth: its constructor and the functions on it and its prototype.
pub(crate) static CLASS: Class = Class {
    constructor: NativeId::TemporalPlainYearMonth,
    statics: &[NativeId::TemporalPlainYearMonthFrom, NativeId::TemporalPlainYearMonthCompare],
    getters: &[
        NativeId::TemporalPlainYearMonthProtoCalendarId,
        NativeId::TemporalPlainYearMonthProtoEra,
        NativeId::TemporalPlainYearMonthProtoEraYear,
        NativeId::TemporalPlainYearMonthProtoYear,
        NativeId::TemporalPlainYearMonthProtoMonth,
        NativeId::TemporalPlainYearMonthProtoMonthCode,
        NativeId::TemporalPlainYearMonthProtoDaysInMonth,
        NativeId::TemporalPlainYearMonthProtoDaysInYear,
        NativeId::TemporalPlainYearMonthProtoMonthsInYear,
        NativeId::TemporalPlainYearMonthProtoInLeapYear,
    ],
    methods: &[
        NativeId::TemporalPlainYearMonthProtoWith,
        NativeId::TemporalPlainYearMonthProtoAdd,
        NativeId::TemporalPlainYearMonthProtoSubtract,
        NativeId::TemporalPlainYearMonthProtoUntil,
        NativeId::TemporalPlainYearMonthProtoSince,
        NativeId::TemporalPlainYearMonthProtoEquals,
        NativeId::TemporalPlainYearMonthProtoToString,
        NativeId::TemporalPlainYearMonthProtoToLocaleString,
        NativeId::TemporalPlainYearMonthProtoToJSON,
        NativeId::TemporalPlainYearMonthProtoValueOf,
        NativeId::TemporalPlainYearMonthProtoToPlainDate,
    ],
};

/// Temporal.PlainYearMonth ( isoYear, isoMonth [ , calendar [ , referenceISODay ] ] ).
fn constructor(vm: &mut Vm, _this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    require_new(vm, cx, "Temporal.PlainYearMonth")?;
    let y = super::to_integer_with_truncation(vm, arg(args, 0))?;
    let m = super::to_integer_with_truncation(vm, arg(args, 1))?;
    let calendar = constructor_calendar(vm, arg(args, 2))?;
    let day = arg(args, 3);
    let day = if day.is_undefined() { 1.0 } else { super::to_integer_with_truncation(vm, day)? };
    let r = PlainYearMonth::try_new(y as i32, iso_u8(m), Some(iso_u8(day)), calendar);
    let ym = check(vm, r)?;
    create(vm, Temporal::PlainYearMonth(ym), Some(cx.new_target))
}

/// Reads the options object and its `overflow`.
fn read_overflow(vm: &mut Vm, options: Value) -> JsResult<Overflow> {
    let resolved = get_options_object(vm, options)?;
    get_overflow(vm, resolved)
}

/// ToTemporalYearMonth (sec-temporal-totemporalyearmonth): the options are read after
/// the item's fields (and for a string, after it is parsed).
pub(crate) fn to_temporal_year_month(
    vm: &mut Vm,
    item: Value,
    options: Value,
) -> JsResult<PlainYearMonth> {
    let Some(o) = item.as_object() else {
        let s = super::required_string(vm, item, "Temporal.PlainYearMonth")?;
        let ym = check(vm, PlainYearMonth::from_utf8(s.as_bytes()))?;
        read_overflow(vm, options)?;
        return Ok(ym);
    };
    if let Some(Temporal::PlainYearMonth(ym)) = temporal_of(vm, item) {
        let ym = ym.clone();
        read_overflow(vm, options)?;
        return Ok(ym);
    }
    let calendar = calendar_with_iso_default(vm, o)?;
    let fields = prepare_calendar_fields(vm, o, &calendar, YEAR_MONTH, false)?;
    let overflow = read_overflow(vm, options)?;
    check(vm, calendar.year_month_from_fields(fields.date.into(), overflow))
}

/// The PlainYearMonth `this` value, or a TypeError.
fn this_year_month(vm: &mut Vm, this: Value, what: &str) -> JsResult<PlainYearMonth> {
    match temporal_of(vm, this) {
        Some(Temporal::PlainYearMonth(d)) => Ok(d.clone()),
        _ => Err(super::bad_receiver(vm, &format!("Temporal.PlainYearMonth.prototype.{what}"))),
    }
}

/// Temporal.PlainYearMonth.from ( item [ , options ] ).
fn from(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let ym = to_temporal_year_month(vm, arg(args, 0), arg(args, 1))?;
    create(vm, Temporal::PlainYearMonth(ym), None)
}

/// Temporal.PlainYearMonth.compare ( one, two ).
fn compare(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let one = to_temporal_year_month(vm, arg(args, 0), Value::UNDEFINED)?;
    let two = to_temporal_year_month(vm, arg(args, 1), Value::UNDEFINED)?;
    Ok(Value::int(one.compare_iso(&two) as i32))
}

/// The value of getter `field` of `ym` (absent values, like an ISO era, are undefined).
fn year_month_field(vm: &mut Vm, ym: &PlainYearMonth, field: DateField) -> JsResult<Value> {
    Ok(match field {
        DateField::CalendarId => return vm.str_value(ym.calendar().identifier()),
        DateField::Era => match ym.era() {
            Some(e) => return vm.str_value(e.as_str()),
            None => Value::UNDEFINED,
        },
        DateField::MonthCode => return vm.str_value(ym.month_code().as_str()),
        DateField::EraYear => ym.era_year().map_or(Value::UNDEFINED, Value::int),
        DateField::Year => Value::int(ym.year()),
        DateField::Month => Value::int(ym.month().into()),
        DateField::DaysInMonth => Value::int(ym.days_in_month().into()),
        DateField::DaysInYear => Value::int(ym.days_in_year().into()),
        DateField::MonthsInYear => Value::int(ym.months_in_year().into()),
        DateField::InLeapYear => Value::bool(ym.in_leap_year()),
        _ => Value::UNDEFINED,
    })
}

macro_rules! field_getter {
    ($($name:ident => $field:ident),*) => {$(
        /// A calendar getter of Temporal.PlainYearMonth.prototype.
        fn $name(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
            let ym = this_year_month(vm, this, stringify!($name))?;
            year_month_field(vm, &ym, DateField::$field)
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
    days_in_month => DaysInMonth,
    days_in_year => DaysInYear,
    months_in_year => MonthsInYear,
    in_leap_year => InLeapYear
);

/// Temporal.PlainYearMonth.prototype.with ( temporalYearMonthLike [ , options ] ).
fn with(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let ym = this_year_month(vm, this, "with")?;
    let Some(o) = arg(args, 0).as_object() else {
        return Err(vm.type_error("Temporal.PlainYearMonth.prototype.with: an object is required"));
    };
    reject_temporal_like(vm, o)?;
    let fields = prepare_calendar_fields(vm, o, ym.calendar(), YEAR_MONTH, true)?;
    let overflow = read_overflow(vm, arg(args, 1))?;
    let r = check(vm, ym.with(fields.date.into(), Some(overflow)))?;
    create(vm, Temporal::PlainYearMonth(r), None)
}

/// AddDurationToYearMonth: `add`, or `subtract` with `SUBTRACT`.
fn add_duration<const SUBTRACT: bool>(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let ym = this_year_month(vm, this, if SUBTRACT { "subtract" } else { "add" })?;
    let duration = to_temporal_duration(vm, arg(args, 0))?;
    let overflow = read_overflow(vm, arg(args, 1))?;
    let r = if SUBTRACT { ym.subtract(&duration, overflow) } else { ym.add(&duration, overflow) };
    let r = check(vm, r)?;
    create(vm, Temporal::PlainYearMonth(r), None)
}

/// DifferenceTemporalPlainYearMonth: `other` converted, the calendars compared, then
/// the difference settings read (`until`, or `since` with `SINCE`).
fn difference<const SINCE: bool>(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let ym = this_year_month(vm, this, if SINCE { "since" } else { "until" })?;
    let other = to_temporal_year_month(vm, arg(args, 0), Value::UNDEFINED)?;
    if ym.calendar() != other.calendar() {
        return Err(vm.range_error("Temporal.PlainYearMonth: the calendars must be the same"));
    }
    let resolved = get_options_object(vm, arg(args, 1))?;
    let settings = difference_settings(vm, resolved)?;
    super::check_difference_span(vm, ym.calendar(), ym.year(), other.year())?;
    let r = if SINCE { ym.since(&other, settings) } else { ym.until(&other, settings) };
    let r = check(vm, r)?;
    create(vm, Temporal::Duration(r), None)
}

/// Temporal.PlainYearMonth.prototype.equals ( other ).
fn equals(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let ym = this_year_month(vm, this, "equals")?;
    let other = to_temporal_year_month(vm, arg(args, 0), Value::UNDEFINED)?;
    Ok(Value::bool(ym == other))
}

/// Temporal.PlainYearMonth.prototype.toString ( [ options ] ).
fn to_string(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let ym = this_year_month(vm, this, "toString")?;
    let o = get_options_object(vm, arg(args, 0))?;
    let show = get_display_calendar(vm, o)?;
    vm.str_value(&ym.to_ixdtf_string(show))
}

/// Temporal.PlainYearMonth.prototype.toPlainDate ( item ): the year and month with the
/// `day` of `item`.
fn to_plain_date(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let ym = this_year_month(vm, this, "toPlainDate")?;
    let Some(o) = arg(args, 0).as_object() else {
        return Err(
            vm.type_error("Temporal.PlainYearMonth.prototype.toPlainDate: an object is required")
        );
    };
    let fields = prepare_calendar_fields(vm, o, ym.calendar(), DAY, false)?;
    let r = check(vm, ym.to_plain_date(Some(fields.date)))?;
    create(vm, Temporal::PlainDate(r), None)
}
