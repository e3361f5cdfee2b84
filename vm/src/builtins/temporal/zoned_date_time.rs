//! Temporal.ZonedDateTime (proposal section "Temporal.ZonedDateTime Objects").

use cairn_gc::Handle;
use temporal_rs::options::{
    Disambiguation, DisplayCalendar, DisplayOffset, DisplayTimeZone, OffsetDisambiguation,
    ToStringRoundingOptions, Unit,
};
use temporal_rs::parsed_intermediates::ParsedZonedDateTime;
use temporal_rs::provider::TransitionDirection;
use temporal_rs::{Calendar, TimeZone, ZonedDateTime};

use core::str::FromStr;

use temporal_rs::UtcOffset;
use temporal_rs::fields::ZonedDateTimeFields;
use temporal_rs::options::Overflow;
use temporal_rs::partial::{PartialTime, PartialZonedDateTime};

use super::duration::to_temporal_duration;
use super::fields::{
    ZONED, ZONED_WITH, calendar_with_iso_default, prepare_calendar_fields, to_calendar,
    to_time_zone,
};
use super::instant::{epoch_ms_value, epoch_ns_value, to_epoch_nanoseconds};
use super::options::{get_enum, get_options_object, get_unit};
use super::plain_time::{TimeRecord, reject_temporal_like};
use super::plain_time::{difference_settings, get_overflow, to_temporal_time};
use super::{Class, ClassId, Temporal, check, create, temporal_of};
use crate::builtins::{NativeCx, NativeId, arg};
use crate::native::require_new;
use crate::object::JsObject;
use crate::tz::TZ;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

// The natives of Temporal.ZonedDateTime (see `crate::native`).
crate::native::natives! {
    TemporalZonedDateTime;
    TemporalZonedDateTime = ("ZonedDateTime", 2, true, constructor),
    TemporalZonedDateTimeFrom = ("from", 1, false, from),
    TemporalZonedDateTimeCompare = ("compare", 2, false, compare),
    TemporalZonedDateTimeProtoCalendarId = ("get calendarId", 0, false, calendar_id),
    TemporalZonedDateTimeProtoTimeZoneId = ("get timeZoneId", 0, false, time_zone_id),
    TemporalZonedDateTimeProtoEra = ("get era", 0, false, era),
    TemporalZonedDateTimeProtoEraYear = ("get eraYear", 0, false, era_year),
    TemporalZonedDateTimeProtoYear = ("get year", 0, false, year),
    TemporalZonedDateTimeProtoMonth = ("get month", 0, false, month),
    TemporalZonedDateTimeProtoMonthCode = ("get monthCode", 0, false, month_code),
    TemporalZonedDateTimeProtoDay = ("get day", 0, false, day),
    TemporalZonedDateTimeProtoHour = ("get hour", 0, false, hour),
    TemporalZonedDateTimeProtoMinute = ("get minute", 0, false, minute),
    TemporalZonedDateTimeProtoSecond = ("get second", 0, false, second),
    TemporalZonedDateTimeProtoMillisecond = ("get millisecond", 0, false, millisecond),
    TemporalZonedDateTimeProtoMicrosecond = ("get microsecond", 0, false, microsecond),
    TemporalZonedDateTimeProtoNanosecond = ("get nanosecond", 0, false, nanosecond),
    TemporalZonedDateTimeProtoEpochMilliseconds = ("get epochMilliseconds", 0, false, epoch_milliseconds),
    TemporalZonedDateTimeProtoEpochNanoseconds = ("get epochNanoseconds", 0, false, epoch_nanoseconds),
    TemporalZonedDateTimeProtoDayOfWeek = ("get dayOfWeek", 0, false, day_of_week),
    TemporalZonedDateTimeProtoDayOfYear = ("get dayOfYear", 0, false, day_of_year),
    TemporalZonedDateTimeProtoWeekOfYear = ("get weekOfYear", 0, false, week_of_year),
    TemporalZonedDateTimeProtoYearOfWeek = ("get yearOfWeek", 0, false, year_of_week),
    TemporalZonedDateTimeProtoHoursInDay = ("get hoursInDay", 0, false, hours_in_day),
    TemporalZonedDateTimeProtoDaysInWeek = ("get daysInWeek", 0, false, days_in_week),
    TemporalZonedDateTimeProtoDaysInMonth = ("get daysInMonth", 0, false, days_in_month),
    TemporalZonedDateTimeProtoDaysInYear = ("get daysInYear", 0, false, days_in_year),
    TemporalZonedDateTimeProtoMonthsInYear = ("get monthsInYear", 0, false, months_in_year),
    TemporalZonedDateTimeProtoInLeapYear = ("get inLeapYear", 0, false, in_leap_year),
    TemporalZonedDateTimeProtoOffsetNanoseconds = ("get offsetNanoseconds", 0, false, offset_nanoseconds),
    TemporalZonedDateTimeProtoOffset = ("get offset", 0, false, offset),
    TemporalZonedDateTimeProtoWith = ("with", 1, false, with),
    TemporalZonedDateTimeProtoWithPlainTime = ("withPlainTime", 0, false, with_plain_time),
    TemporalZonedDateTimeProtoWithTimeZone = ("withTimeZone", 1, false, with_time_zone),
    TemporalZonedDateTimeProtoWithCalendar = ("withCalendar", 1, false, with_calendar),
    TemporalZonedDateTimeProtoAdd = ("add", 1, false, add_duration::<false>),
    TemporalZonedDateTimeProtoSubtract = ("subtract", 1, false, add_duration::<true>),
    TemporalZonedDateTimeProtoUntil = ("until", 1, false, difference::<false>),
    TemporalZonedDateTimeProtoSince = ("since", 1, false, difference::<true>),
    TemporalZonedDateTimeProtoRound = ("round", 1, false, round),
    TemporalZonedDateTimeProtoEquals = ("equals", 1, false, equals),
    TemporalZonedDateTimeProtoToString = ("toString", 0, false, to_string),
    TemporalZonedDateTimeProtoToLocaleString = ("toLocaleString", 0, false, super::to_locale_string::<{ ClassId::ZonedDateTime as u8 }>),
    TemporalZonedDateTimeProtoToJSON = ("toJSON", 0, false, super::to_json::<{ ClassId::ZonedDateTime as u8 }>),
    TemporalZonedDateTimeProtoValueOf = ("valueOf", 0, false, super::value_of),
    TemporalZonedDateTimeProtoStartOfDay = ("startOfDay", 0, false, start_of_day),
    TemporalZonedDateTimeProtoGetTimeZoneTransition = ("getTimeZoneTransition", 1, false, get_time_zone_transition),
    TemporalZonedDateTimeProtoToInstant = ("toInstant", 0, false, to_instant),
    TemporalZonedDateTimeProtoToPlainDate = ("toPlainDate", 0, false, to_plain_date),
    TemporalZonedDateTimeProtoToPlainTime = ("toPlainTime", 0, false, to_plain_time),
    TemporalZonedDateTimeProtoToPlainDateTime = ("toPlainDateTime", 0, false, to_plain_date_time),
}

/// Temporal.ZonedDateTime: its constructor and the functions on it and its prototype.
pub(crate) static CLASS: Class = Class {
    constructor: NativeId::TemporalZonedDateTime,
    statics: &[NativeId::TemporalZonedDateTimeFrom, NativeId::TemporalZonedDateTimeCompare],
    getters: &[
        NativeId::TemporalZonedDateTimeProtoCalendarId,
        NativeId::TemporalZonedDateTimeProtoTimeZoneId,
        NativeId::TemporalZonedDateTimeProtoEra,
        NativeId::TemporalZonedDateTimeProtoEraYear,
        NativeId::TemporalZonedDateTimeProtoYear,
        NativeId::TemporalZonedDateTimeProtoMonth,
        NativeId::TemporalZonedDateTimeProtoMonthCode,
        NativeId::TemporalZonedDateTimeProtoDay,
        NativeId::TemporalZonedDateTimeProtoHour,
        NativeId::TemporalZonedDateTimeProtoMinute,
        NativeId::TemporalZonedDateTimeProtoSecond,
        NativeId::TemporalZonedDateTimeProtoMillisecond,
        NativeId::TemporalZonedDateTimeProtoMicrosecond,
        NativeId::TemporalZonedDateTimeProtoNanosecond,
        NativeId::TemporalZonedDateTimeProtoEpochMilliseconds,
        NativeId::TemporalZonedDateTimeProtoEpochNanoseconds,
        NativeId::TemporalZonedDateTimeProtoDayOfWeek,
        NativeId::TemporalZonedDateTimeProtoDayOfYear,
        NativeId::TemporalZonedDateTimeProtoWeekOfYear,
        NativeId::TemporalZonedDateTimeProtoYearOfWeek,
        NativeId::TemporalZonedDateTimeProtoHoursInDay,
        NativeId::TemporalZonedDateTimeProtoDaysInWeek,
        NativeId::TemporalZonedDateTimeProtoDaysInMonth,
        NativeId::TemporalZonedDateTimeProtoDaysInYear,
        NativeId::TemporalZonedDateTimeProtoMonthsInYear,
        NativeId::TemporalZonedDateTimeProtoInLeapYear,
        NativeId::TemporalZonedDateTimeProtoOffsetNanoseconds,
        NativeId::TemporalZonedDateTimeProtoOffset,
    ],
    methods: &[
        NativeId::TemporalZonedDateTimeProtoWith,
        NativeId::TemporalZonedDateTimeProtoWithPlainTime,
        NativeId::TemporalZonedDateTimeProtoWithTimeZone,
        NativeId::TemporalZonedDateTimeProtoWithCalendar,
        NativeId::TemporalZonedDateTimeProtoAdd,
        NativeId::TemporalZonedDateTimeProtoSubtract,
        NativeId::TemporalZonedDateTimeProtoUntil,
        NativeId::TemporalZonedDateTimeProtoSince,
        NativeId::TemporalZonedDateTimeProtoRound,
        NativeId::TemporalZonedDateTimeProtoEquals,
        NativeId::TemporalZonedDateTimeProtoToString,
        NativeId::TemporalZonedDateTimeProtoToLocaleString,
        NativeId::TemporalZonedDateTimeProtoToJSON,
        NativeId::TemporalZonedDateTimeProtoValueOf,
        NativeId::TemporalZonedDateTimeProtoStartOfDay,
        NativeId::TemporalZonedDateTimeProtoGetTimeZoneTransition,
        NativeId::TemporalZonedDateTimeProtoToInstant,
        NativeId::TemporalZonedDateTimeProtoToPlainDate,
        NativeId::TemporalZonedDateTimeProtoToPlainTime,
        NativeId::TemporalZonedDateTimeProtoToPlainDateTime,
    ],
};

/// Temporal.ZonedDateTime ( epochNanoseconds, timeZone [ , calendar ] ).
fn constructor(vm: &mut Vm, _this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    require_new(vm, cx, "Temporal.ZonedDateTime")?;
    let ns = to_epoch_nanoseconds(vm, arg(args, 0))?;
    let Some(tz) = arg(args, 1).as_string() else {
        return Err(vm.type_error("Temporal.ZonedDateTime: the time zone must be a string"));
    };
    let tz = vm.rust_string(tz);
    let tz = check(vm, TimeZone::try_from_identifier_str_with_provider(&tz, &TZ))?;
    let calendar = match arg(args, 2) {
        v if v.is_undefined() => Calendar::default(),
        v => {
            let Some(s) = v.as_string() else {
                return Err(vm.type_error("Temporal.ZonedDateTime: the calendar must be a string"));
            };
            let s = vm.rust_string(s);
            check(vm, Calendar::try_from_utf8(s.as_bytes()))?
        }
    };
    let z = check(vm, ZonedDateTime::try_new_with_provider(ns, tz, calendar, &TZ))?;
    create(vm, Temporal::ZonedDateTime(z), Some(cx.new_target))
}

/// The disambiguation, offset and overflow options of ToTemporalZonedDateTime, read in
/// that order (overflow only for the read).
fn zoned_options(vm: &mut Vm, options: Value) -> JsResult<(Disambiguation, OffsetDisambiguation)> {
    let o = get_options_object(vm, options)?;
    let disambiguation = get_enum(vm, o, "disambiguation")?.unwrap_or(Disambiguation::Compatible);
    let offset = get_enum(vm, o, "offset")?.unwrap_or(OffsetDisambiguation::Reject);
    get_overflow(vm, o)?;
    Ok((disambiguation, offset))
}

/// ToTemporalZonedDateTime (sec-temporal-totemporalzoneddatetime).
pub(crate) fn to_zoned_date_time(
    vm: &mut Vm,
    item: Value,
    options: Value,
) -> JsResult<ZonedDateTime> {
    if let Some(o) = item.as_object() {
        if let Some(Temporal::ZonedDateTime(z)) = temporal_of(vm, item) {
            let z = z.clone();
            zoned_options(vm, options)?;
            return Ok(z);
        }
        return zoned_from_bag(vm, o, options);
    }
    let s = super::required_string(vm, item, "Temporal.ZonedDateTime")?;
    let parsed = check(vm, ParsedZonedDateTime::from_utf8_with_provider(s.as_bytes(), &TZ))?;
    let (disambiguation, offset) = zoned_options(vm, options)?;
    check(vm, ZonedDateTime::from_parsed_with_provider(parsed, disambiguation, offset, &TZ))
}

/// The time fields of a property bag as temporal_rs takes them, after `overflow`
/// (RegulateTime: `constrain` clamps, `reject` makes out-of-range values a RangeError).
fn partial_time(vm: &mut Vm, record: TimeRecord, overflow: Overflow) -> JsResult<PartialTime> {
    const MAX: [f64; 6] = [23.0, 59.0, 59.0, 999.0, 999.0, 999.0];
    let mut v = [None; 6];
    for (i, field) in record.iter().enumerate() {
        let Some(n) = *field else { continue };
        if overflow == Overflow::Reject && !(0.0..=MAX[i]).contains(&n) {
            return Err(vm.range_error("Temporal.ZonedDateTime: a time field is out of range"));
        }
        v[i] = Some(crate::value::number::clamp(n, 0.0, MAX[i]) as u16);
    }
    let byte = |x: Option<u16>| x.map(|x| x as u8);
    Ok(PartialTime {
        hour: byte(v[0]),
        minute: byte(v[1]),
        second: byte(v[2]),
        millisecond: v[3],
        microsecond: v[4],
        nanosecond: v[5],
    })
}

/// The `offset` field of a property bag as a UTC offset.
fn bag_offset(vm: &mut Vm, offset: Option<String>) -> JsResult<Option<UtcOffset>> {
    match offset {
        Some(s) => check(vm, UtcOffset::from_str(&s)).map(Some),
        None => Ok(None),
    }
}

/// ToTemporalZonedDateTime of a property bag: the calendar, the fields (`timeZone`
/// required), then the options, then InterpretTemporalDateTimeFields and
/// InterpretISODateTimeOffset (temporal_rs's from_partial).
fn zoned_from_bag(vm: &mut Vm, o: Handle<JsObject>, options: Value) -> JsResult<ZonedDateTime> {
    let calendar = calendar_with_iso_default(vm, o)?;
    let fields = prepare_calendar_fields(vm, o, &calendar, ZONED, false)?;
    let Some(time_zone) = fields.time_zone else {
        return Err(vm.type_error("Temporal.ZonedDateTime: the property bag needs a timeZone"));
    };
    let resolved = get_options_object(vm, options)?;
    let disambiguation = get_enum(vm, resolved, "disambiguation")?;
    let offset_option = get_enum(vm, resolved, "offset")?.unwrap_or(OffsetDisambiguation::Reject);
    let overflow = get_overflow(vm, resolved)?;
    let time = partial_time(vm, fields.time, overflow)?;
    let offset = bag_offset(vm, fields.offset)?;
    let partial = PartialZonedDateTime {
        fields: ZonedDateTimeFields { calendar_fields: fields.date, time, offset },
        timezone: Some(time_zone),
        calendar,
    };
    let z = ZonedDateTime::from_partial_with_provider(
        partial,
        Some(overflow),
        disambiguation,
        Some(offset_option),
        &TZ,
    );
    check(vm, z)
}

/// The ZonedDateTime `this` value, or a TypeError.
fn this_zoned(vm: &mut Vm, this: Value, what: &str) -> JsResult<ZonedDateTime> {
    match temporal_of(vm, this) {
        Some(Temporal::ZonedDateTime(z)) => Ok(z.clone()),
        _ => Err(super::bad_receiver(vm, &format!("Temporal.ZonedDateTime.prototype.{what}"))),
    }
}

/// Temporal.ZonedDateTime.from ( item [ , options ] ).
fn from(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let z = to_zoned_date_time(vm, arg(args, 0), arg(args, 1))?;
    create(vm, Temporal::ZonedDateTime(z), None)
}

/// Temporal.ZonedDateTime.compare ( one, two ).
fn compare(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let one = to_zoned_date_time(vm, arg(args, 0), Value::UNDEFINED)?;
    let two = to_zoned_date_time(vm, arg(args, 1), Value::UNDEFINED)?;
    Ok(Value::int(one.compare_instant(&two) as i32))
}

/// A getter of a ZonedDateTime: `$body` maps the value (`z`) and the VM to the result.
macro_rules! getter {
    ($($name:ident => |$vm:ident, $z:ident| $body:expr;)*) => {$(
        fn $name(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
            let $z = this_zoned(vm, this, stringify!($name))?;
            let $vm = vm;
            $body
        }
    )*};
}

getter! {
    calendar_id => |vm, z| vm.str_value(z.calendar().identifier());
    time_zone_id => |vm, z| {
        let id = check(vm, z.time_zone().identifier_with_provider(&TZ))?;
        vm.str_value(&id)
    };
    era => |vm, z| match z.era() {
        Some(e) => vm.str_value(e.as_str()),
        None => Ok(Value::UNDEFINED),
    };
    era_year => |_vm, z| Ok(z.era_year().map_or(Value::UNDEFINED, Value::int));
    year => |_vm, z| Ok(Value::int(z.year()));
    month => |_vm, z| Ok(Value::int(z.month().into()));
    month_code => |vm, z| vm.str_value(z.month_code().as_str());
    day => |_vm, z| Ok(Value::int(z.day().into()));
    hour => |_vm, z| Ok(Value::int(z.hour().into()));
    minute => |_vm, z| Ok(Value::int(z.minute().into()));
    second => |_vm, z| Ok(Value::int(z.second().into()));
    millisecond => |_vm, z| Ok(Value::int(z.millisecond().into()));
    microsecond => |_vm, z| Ok(Value::int(z.microsecond().into()));
    nanosecond => |_vm, z| Ok(Value::int(z.nanosecond().into()));
    epoch_milliseconds => |_vm, z| Ok(epoch_ms_value(z.epoch_nanoseconds().as_i128()));
    epoch_nanoseconds => |vm, z| epoch_ns_value(vm, z.epoch_nanoseconds().as_i128());
    day_of_week => |_vm, z| Ok(Value::int(z.day_of_week().into()));
    day_of_year => |_vm, z| Ok(Value::int(z.day_of_year().into()));
    week_of_year => |_vm, z| Ok(z.week_of_year().map_or(Value::UNDEFINED, |w| Value::int(w.into())));
    year_of_week => |_vm, z| Ok(z.year_of_week().map_or(Value::UNDEFINED, Value::int));
    hours_in_day => |vm, z| Ok(Value::number(check(vm, z.hours_in_day_with_provider(&TZ))?));
    days_in_week => |_vm, z| Ok(Value::int(z.days_in_week().into()));
    days_in_month => |_vm, z| Ok(Value::int(z.days_in_month().into()));
    days_in_year => |_vm, z| Ok(Value::int(z.days_in_year().into()));
    months_in_year => |_vm, z| Ok(Value::int(z.months_in_year().into()));
    in_leap_year => |_vm, z| Ok(Value::bool(z.in_leap_year()));
    offset_nanoseconds => |_vm, z| Ok(Value::number(z.offset_nanoseconds() as f64));
    offset => |vm, z| vm.str_value(&z.offset());
}

/// Temporal.ZonedDateTime.prototype.with ( temporalZonedDateTimeLike [ , options ] ).
fn with(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let z = this_zoned(vm, this, "with")?;
    let Some(o) = arg(args, 0).as_object() else {
        return Err(vm.type_error("Temporal.ZonedDateTime.prototype.with: an object is required"));
    };
    reject_temporal_like(vm, o)?;
    let fields = prepare_calendar_fields(vm, o, z.calendar(), ZONED_WITH, true)?;
    let resolved = get_options_object(vm, arg(args, 1))?;
    let disambiguation = get_enum(vm, resolved, "disambiguation")?;
    let offset_option = get_enum(vm, resolved, "offset")?.unwrap_or(OffsetDisambiguation::Prefer);
    let overflow = get_overflow(vm, resolved)?;
    let time = partial_time(vm, fields.time, overflow)?;
    let offset = bag_offset(vm, fields.offset)?;
    let fields = ZonedDateTimeFields { calendar_fields: fields.date, time, offset };
    let r = check(
        vm,
        z.with_with_provider(fields, disambiguation, Some(offset_option), Some(overflow), &TZ),
    )?;
    create(vm, Temporal::ZonedDateTime(r), None)
}

/// Temporal.ZonedDateTime.prototype.withPlainTime ( [ plainTimeLike ] ).
fn with_plain_time(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let z = this_zoned(vm, this, "withPlainTime")?;
    let v = arg(args, 0);
    let time =
        if v.is_undefined() { None } else { Some(to_temporal_time(vm, v, Value::UNDEFINED)?) };
    let r = check(vm, z.with_plain_time_and_provider(time, &TZ))?;
    create(vm, Temporal::ZonedDateTime(r), None)
}

/// Temporal.ZonedDateTime.prototype.withTimeZone ( timeZoneLike ).
fn with_time_zone(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let z = this_zoned(vm, this, "withTimeZone")?;
    let tz = to_time_zone(vm, arg(args, 0))?;
    let r = check(vm, z.with_time_zone_with_provider(tz, &TZ))?;
    create(vm, Temporal::ZonedDateTime(r), None)
}

/// Temporal.ZonedDateTime.prototype.withCalendar ( calendarLike ).
fn with_calendar(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let z = this_zoned(vm, this, "withCalendar")?;
    let v = arg(args, 0);
    if v.is_undefined() {
        return Err(
            vm.type_error("Temporal.ZonedDateTime.prototype.withCalendar: a calendar is required")
        );
    }
    let calendar = to_calendar(vm, v)?;
    create(vm, Temporal::ZonedDateTime(z.with_calendar(calendar)), None)
}

/// Temporal.ZonedDateTime.prototype.add and, with `SUBTRACT`, subtract
/// ( temporalDurationLike [ , options ] ): AddDurationToZonedDateTime.
fn add_duration<const SUBTRACT: bool>(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let what = if SUBTRACT { "subtract" } else { "add" };
    let z = this_zoned(vm, this, what)?;
    let d = to_temporal_duration(vm, arg(args, 0))?;
    let o = get_options_object(vm, arg(args, 1))?;
    let overflow = get_overflow(vm, o)?;
    let r = if SUBTRACT {
        z.subtract_with_provider(&d, Some(overflow), &TZ)
    } else {
        z.add_with_provider(&d, Some(overflow), &TZ)
    };
    let r = check(vm, r)?;
    create(vm, Temporal::ZonedDateTime(r), None)
}

/// Temporal.ZonedDateTime.prototype.until and, with `SINCE`, since
/// ( other [ , options ] ): DifferenceTemporalZonedDateTime.
fn difference<const SINCE: bool>(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let z = this_zoned(vm, this, if SINCE { "since" } else { "until" })?;
    let other = to_zoned_date_time(vm, arg(args, 0), Value::UNDEFINED)?;
    let o = get_options_object(vm, arg(args, 1))?;
    let settings = difference_settings(vm, o)?;
    super::check_difference_span(vm, z.calendar(), z.year(), other.year())?;
    let d = if SINCE {
        z.since_with_provider(&other, settings, &TZ)
    } else {
        z.until_with_provider(&other, settings, &TZ)
    };
    let d = check(vm, d)?;
    create(vm, Temporal::Duration(d), None)
}

/// Temporal.ZonedDateTime.prototype.round ( roundTo ).
fn round(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let z = this_zoned(vm, this, "round")?;
    let what = "Temporal.ZonedDateTime.prototype.round";
    let options = super::plain_time::round_to_options(vm, arg(args, 0), what)?;
    let r = check(vm, z.round_with_provider(options, &TZ))?;
    create(vm, Temporal::ZonedDateTime(r), None)
}

/// Temporal.ZonedDateTime.prototype.equals ( other ).
fn equals(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let z = this_zoned(vm, this, "equals")?;
    let other = to_zoned_date_time(vm, arg(args, 0), Value::UNDEFINED)?;
    let r = check(vm, z.equals_with_provider(&other, &TZ))?;
    Ok(Value::bool(r))
}

/// Temporal.ZonedDateTime.prototype.toString ( [ options ] ): calendarName,
/// fractionalSecondDigits, offset, roundingMode, smallestUnit, timeZoneName.
fn to_string(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let z = this_zoned(vm, this, "toString")?;
    let o = get_options_object(vm, arg(args, 0))?;
    let show_calendar = get_enum(vm, o, "calendarName")?.unwrap_or(DisplayCalendar::Auto);
    let precision = super::options::get_fractional_second_digits(vm, o)?;
    let show_offset = get_enum(vm, o, "offset")?.unwrap_or(DisplayOffset::Auto);
    let rounding_mode = get_enum(vm, o, "roundingMode")?;
    let smallest_unit = get_unit(vm, o, "smallestUnit", false)?;
    let show_time_zone = get_enum(vm, o, "timeZoneName")?.unwrap_or(DisplayTimeZone::Auto);
    if matches!(smallest_unit, Some(u) if u == Unit::Hour || u.is_date_unit()) {
        return Err(vm.range_error(
            "Temporal.ZonedDateTime.prototype.toString: smallestUnit must be a minute or smaller",
        ));
    }
    let options = ToStringRoundingOptions { precision, smallest_unit, rounding_mode };
    let s = check(
        vm,
        z.to_ixdtf_string_with_provider(show_offset, show_time_zone, show_calendar, options, &TZ),
    )?;
    vm.str_value(&s)
}

/// Temporal.ZonedDateTime.prototype.startOfDay ( ).
fn start_of_day(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let z = this_zoned(vm, this, "startOfDay")?;
    let r = check(vm, z.start_of_day_with_provider(&TZ))?;
    create(vm, Temporal::ZonedDateTime(r), None)
}

/// The `direction` of getTimeZoneTransition: a string, or an options object whose
/// `direction` is required.
fn transition_direction(
    vm: &mut Vm,
    v: Value,
    options: Option<Handle<JsObject>>,
) -> JsResult<TransitionDirection> {
    let s = match v.as_string() {
        Some(s) => Some(vm.rust_string(s)),
        None => super::options::get_string(vm, options, "direction")?,
    };
    match s.as_deref() {
        Some("next") => Ok(TransitionDirection::Next),
        Some("previous") => Ok(TransitionDirection::Previous),
        Some(other) => Err(vm.range_error(&format!("Temporal: {other} is not a valid direction"))),
        None => Err(vm.range_error("Temporal: direction is required")),
    }
}

/// Temporal.ZonedDateTime.prototype.getTimeZoneTransition ( directionParam ).
fn get_time_zone_transition(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let z = this_zoned(vm, this, "getTimeZoneTransition")?;
    let v = arg(args, 0);
    if v.is_undefined() {
        return Err(vm.type_error(
            "Temporal.ZonedDateTime.prototype.getTimeZoneTransition: a direction is required",
        ));
    }
    let options = if v.is_string() { None } else { get_options_object(vm, v)? };
    let direction = transition_direction(vm, v, options)?;
    match check(vm, z.get_time_zone_transition_with_provider(direction, &TZ))? {
        Some(r) => create(vm, Temporal::ZonedDateTime(r), None),
        None => Ok(Value::NULL),
    }
}

/// Temporal.ZonedDateTime.prototype.toInstant ( ).
fn to_instant(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let z = this_zoned(vm, this, "toInstant")?;
    create(vm, Temporal::Instant(z.to_instant()), None)
}

/// Temporal.ZonedDateTime.prototype.toPlainDate ( ).
fn to_plain_date(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let z = this_zoned(vm, this, "toPlainDate")?;
    create(vm, Temporal::PlainDate(z.to_plain_date()), None)
}

/// Temporal.ZonedDateTime.prototype.toPlainTime ( ).
fn to_plain_time(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let z = this_zoned(vm, this, "toPlainTime")?;
    create(vm, Temporal::PlainTime(z.to_plain_time()), None)
}

/// Temporal.ZonedDateTime.prototype.toPlainDateTime ( ).
fn to_plain_date_time(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let z = this_zoned(vm, this, "toPlainDateTime")?;
    create(vm, Temporal::PlainDateTime(z.to_plain_date_time()), None)
}
