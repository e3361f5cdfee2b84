//! Temporal.PlainTime (proposal section "Temporal.PlainTime Objects").

use cairn_gc::Handle;
use temporal_rs::PlainTime;
use temporal_rs::options::{
    DifferenceSettings, Overflow, RoundingOptions, ToStringRoundingOptions, Unit,
};

use super::duration::to_temporal_duration;
use super::options::{
    get_enum, get_fractional_second_digits, get_options_object, get_rounding_increment, get_unit,
};
use super::{Class, ClassId, Temporal, check, create, get, temporal_of};
use crate::builtins::{NativeCx, NativeId, arg};
use crate::native::require_new;
use crate::object::JsObject;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

// The natives of Temporal.PlainTime (see `crate::native`).
crate::native::natives! {
    TemporalPlainTime;
    TemporalPlainTime = ("PlainTime", 0, true, constructor),
    TemporalPlainTimeFrom = ("from", 1, false, from),
    TemporalPlainTimeCompare = ("compare", 2, false, compare),
    TemporalPlainTimeProtoHour = ("get hour", 0, false, hour),
    TemporalPlainTimeProtoMinute = ("get minute", 0, false, minute),
    TemporalPlainTimeProtoSecond = ("get second", 0, false, second),
    TemporalPlainTimeProtoMillisecond = ("get millisecond", 0, false, millisecond),
    TemporalPlainTimeProtoMicrosecond = ("get microsecond", 0, false, microsecond),
    TemporalPlainTimeProtoNanosecond = ("get nanosecond", 0, false, nanosecond),
    TemporalPlainTimeProtoAdd = ("add", 1, false, add_duration::<false>),
    TemporalPlainTimeProtoSubtract = ("subtract", 1, false, add_duration::<true>),
    TemporalPlainTimeProtoWith = ("with", 1, false, with),
    TemporalPlainTimeProtoUntil = ("until", 1, false, difference::<false>),
    TemporalPlainTimeProtoSince = ("since", 1, false, difference::<true>),
    TemporalPlainTimeProtoRound = ("round", 1, false, round),
    TemporalPlainTimeProtoEquals = ("equals", 1, false, equals),
    TemporalPlainTimeProtoToString = ("toString", 0, false, to_string),
    TemporalPlainTimeProtoToLocaleString = ("toLocaleString", 0, false, super::to_locale_string::<{ ClassId::PlainTime as u8 }>),
    TemporalPlainTimeProtoToJSON = ("toJSON", 0, false, super::to_json::<{ ClassId::PlainTime as u8 }>),
    TemporalPlainTimeProtoValueOf = ("valueOf", 0, false, super::value_of),
}

/// Temporal.PlainTime: its constructor and the functions on it and its prototype.
pub(crate) static CLASS: Class = Class {
    constructor: NativeId::TemporalPlainTime,
    statics: &[NativeId::TemporalPlainTimeFrom, NativeId::TemporalPlainTimeCompare],
    getters: &[
        NativeId::TemporalPlainTimeProtoHour,
        NativeId::TemporalPlainTimeProtoMinute,
        NativeId::TemporalPlainTimeProtoSecond,
        NativeId::TemporalPlainTimeProtoMillisecond,
        NativeId::TemporalPlainTimeProtoMicrosecond,
        NativeId::TemporalPlainTimeProtoNanosecond,
    ],
    methods: &[
        NativeId::TemporalPlainTimeProtoAdd,
        NativeId::TemporalPlainTimeProtoSubtract,
        NativeId::TemporalPlainTimeProtoWith,
        NativeId::TemporalPlainTimeProtoUntil,
        NativeId::TemporalPlainTimeProtoSince,
        NativeId::TemporalPlainTimeProtoRound,
        NativeId::TemporalPlainTimeProtoEquals,
        NativeId::TemporalPlainTimeProtoToString,
        NativeId::TemporalPlainTimeProtoToLocaleString,
        NativeId::TemporalPlainTimeProtoToJSON,
        NativeId::TemporalPlainTimeProtoValueOf,
    ],
};

/// The time fields in constructor order, with their largest values.
const FIELDS: [(&str, f64); 6] = [
    ("hour", 23.0),
    ("minute", 59.0),
    ("second", 59.0),
    ("millisecond", 999.0),
    ("microsecond", 999.0),
    ("nanosecond", 999.0),
];

/// A time record: the six fields as numbers (possibly out of range), some absent.
pub(crate) type TimeRecord = [Option<f64>; 6];

/// RegulateTime: fields out of range are clamped (`constrain`) or a RangeError
/// (`reject`); absent fields are 0.
pub(crate) fn regulate_time(
    vm: &mut Vm,
    record: TimeRecord,
    overflow: Overflow,
) -> JsResult<PlainTime> {
    let mut v = [0u16; 6];
    for (i, (field, (_, max))) in record.iter().zip(FIELDS).enumerate() {
        let n = field.unwrap_or(0.0);
        let n = match overflow {
            Overflow::Constrain => crate::value::number::clamp(n, 0.0, max),
            Overflow::Reject if (0.0..=max).contains(&n) => n,
            Overflow::Reject => {
                return Err(vm.range_error("Temporal.PlainTime: a time field is out of range"));
            }
        };
        v[i] = n as u16;
    }
    let result = PlainTime::try_new(v[0] as u8, v[1] as u8, v[2] as u8, v[3], v[4], v[5]);
    check(vm, result)
}

/// ToTemporalTimeRecord: the time fields of `o` read in alphabetical order, each
/// ToIntegerWithTruncation; with `partial` false absent fields are fine but at least
/// one must be present (a TypeError otherwise), in both cases.
pub(crate) fn to_time_record(vm: &mut Vm, o: Handle<JsObject>) -> JsResult<TimeRecord> {
    // hour, microsecond, millisecond, minute, nanosecond, second
    const ORDER: [usize; 6] = [0, 4, 3, 1, 5, 2];
    let mut out = [None; 6];
    for i in ORDER {
        let v = get(vm, o, FIELDS[i].0)?;
        if !v.is_undefined() {
            out[i] = Some(super::to_integer_with_truncation(vm, v)?);
        }
    }
    if out.iter().all(Option::is_none) {
        return Err(vm.type_error("Temporal.PlainTime: the object has no time fields"));
    }
    Ok(out)
}

/// GetTemporalOverflowOption (default `constrain`).
pub(crate) fn get_overflow(vm: &mut Vm, options: Option<Handle<JsObject>>) -> JsResult<Overflow> {
    Ok(get_enum(vm, options, "overflow")?.unwrap_or(Overflow::Constrain))
}

/// Temporal.PlainTime ( [ hour [ , minute [ , second [ , millisecond [ , microsecond
/// [ , nanosecond ] ] ] ] ] ] ).
fn constructor(vm: &mut Vm, _this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    require_new(vm, cx, "Temporal.PlainTime")?;
    let mut record = [Some(0.0); 6];
    for (i, slot) in record.iter_mut().enumerate() {
        let v = arg(args, i);
        if !v.is_undefined() {
            *slot = Some(super::to_integer_with_truncation(vm, v)?);
        }
    }
    let t = regulate_time(vm, record, Overflow::Reject)?;
    create(vm, Temporal::PlainTime(t), Some(cx.new_target))
}

/// ToTemporalTime (sec-temporal-totemporaltime): the options are read after the item's
/// fields (and for a string, after it is parsed).
pub(crate) fn to_temporal_time(vm: &mut Vm, item: Value, options: Value) -> JsResult<PlainTime> {
    if let Some(o) = item.as_object() {
        let existing = match temporal_of(vm, item) {
            Some(Temporal::PlainTime(t)) => Some(*t),
            Some(Temporal::PlainDateTime(d)) => Some(d.to_plain_time()),
            Some(Temporal::ZonedDateTime(z)) => Some(z.to_plain_time()),
            _ => None,
        };
        if let Some(t) = existing {
            let resolved = get_options_object(vm, options)?;
            get_overflow(vm, resolved)?;
            return Ok(t);
        }
        let record = to_time_record(vm, o)?;
        let resolved = get_options_object(vm, options)?;
        let overflow = get_overflow(vm, resolved)?;
        return regulate_time(vm, record, overflow);
    }
    let s = super::required_string(vm, item, "Temporal.PlainTime")?;
    let t = check(vm, PlainTime::from_utf8(s.as_bytes()))?;
    let resolved = get_options_object(vm, options)?;
    get_overflow(vm, resolved)?;
    Ok(t)
}

/// The PlainTime `this` value, or a TypeError.
fn this_time(vm: &mut Vm, this: Value, what: &str) -> JsResult<PlainTime> {
    match temporal_of(vm, this) {
        Some(Temporal::PlainTime(t)) => Ok(*t),
        _ => Err(super::bad_receiver(vm, &format!("Temporal.PlainTime.prototype.{what}"))),
    }
}

/// Temporal.PlainTime.from ( item [ , options ] ).
fn from(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let t = to_temporal_time(vm, arg(args, 0), arg(args, 1))?;
    create(vm, Temporal::PlainTime(t), None)
}

/// Temporal.PlainTime.compare ( one, two ).
fn compare(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let one = to_temporal_time(vm, arg(args, 0), Value::UNDEFINED)?;
    let two = to_temporal_time(vm, arg(args, 1), Value::UNDEFINED)?;
    Ok(Value::int(one.cmp(&two) as i32))
}

macro_rules! field_getter {
    ($($name:ident),*) => {$(
        fn $name(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
            let t = this_time(vm, this, stringify!($name))?;
            Ok(Value::int(t.$name().into()))
        }
    )*};
}
field_getter!(hour, minute, second, millisecond, microsecond, nanosecond);

/// Temporal.PlainTime.prototype.add and, with `SUBTRACT`, subtract ( temporalDurationLike ).
fn add_duration<const SUBTRACT: bool>(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let t = this_time(vm, this, if SUBTRACT { "subtract" } else { "add" })?;
    let d = to_temporal_duration(vm, arg(args, 0))?;
    let r = check(vm, if SUBTRACT { t.subtract(&d) } else { t.add(&d) })?;
    create(vm, Temporal::PlainTime(r), None)
}

/// RejectTemporalLikeObject: a Temporal object, or an object with a `calendar` or
/// `timeZone` property, is a TypeError where a partial property bag is expected.
pub(crate) fn reject_temporal_like(vm: &mut Vm, o: Handle<JsObject>) -> JsResult<()> {
    if matches!(
        temporal_of(vm, Value::object(o)),
        Some(
            Temporal::PlainDate(_)
                | Temporal::PlainDateTime(_)
                | Temporal::PlainMonthDay(_)
                | Temporal::PlainTime(_)
                | Temporal::PlainYearMonth(_)
                | Temporal::ZonedDateTime(_)
        )
    ) {
        return Err(vm.type_error("Temporal: a Temporal object is not a partial property bag"));
    }
    for name in ["calendar", "timeZone"] {
        if !get(vm, o, name)?.is_undefined() {
            let msg = format!("Temporal: a property bag for with() may not have {name}");
            return Err(vm.type_error(&msg));
        }
    }
    Ok(())
}

/// Temporal.PlainTime.prototype.with ( temporalTimeLike [ , options ] ).
fn with(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let t = this_time(vm, this, "with")?;
    let Some(o) = arg(args, 0).as_object() else {
        return Err(vm.type_error("Temporal.PlainTime.prototype.with: an object is required"));
    };
    reject_temporal_like(vm, o)?;
    let partial = to_time_record(vm, o)?;
    let resolved = get_options_object(vm, arg(args, 1))?;
    let overflow = get_overflow(vm, resolved)?;
    let current = [
        t.hour().into(),
        t.minute().into(),
        t.second().into(),
        t.millisecond().into(),
        t.microsecond().into(),
        t.nanosecond().into(),
    ];
    let mut record = [None; 6];
    for i in 0..6 {
        record[i] = Some(partial[i].unwrap_or(current[i]));
    }
    let r = regulate_time(vm, record, overflow)?;
    create(vm, Temporal::PlainTime(r), None)
}

/// GetDifferenceSettings' option reads: largestUnit, roundingIncrement, roundingMode,
/// smallestUnit (validated against the unit group by temporal_rs).
pub(crate) fn difference_settings(
    vm: &mut Vm,
    options: Option<Handle<JsObject>>,
) -> JsResult<DifferenceSettings> {
    let largest_unit = get_unit(vm, options, "largestUnit", true)?;
    let increment = get_rounding_increment(vm, options)?;
    let rounding_mode = get_enum(vm, options, "roundingMode")?;
    let smallest_unit = get_unit(vm, options, "smallestUnit", false)?;
    let mut settings = DifferenceSettings::default();
    settings.largest_unit = largest_unit;
    settings.smallest_unit = smallest_unit;
    settings.rounding_mode = rounding_mode;
    settings.increment = increment;
    Ok(settings)
}

/// Temporal.PlainTime.prototype.until and, with `SINCE`, since ( other [ , options ] ):
/// DifferenceTemporalPlainTime.
fn difference<const SINCE: bool>(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let t = this_time(vm, this, if SINCE { "since" } else { "until" })?;
    let other = to_temporal_time(vm, arg(args, 0), Value::UNDEFINED)?;
    let resolved = get_options_object(vm, arg(args, 1))?;
    let settings = difference_settings(vm, resolved)?;
    let d = if SINCE { t.since(&other, settings) } else { t.until(&other, settings) };
    let d = check(vm, d)?;
    create(vm, Temporal::Duration(d), None)
}

/// The rounding options of a `round(roundTo)` of a type without calendar units:
/// roundingIncrement, roundingMode, smallestUnit (required), or a unit string.
pub(crate) fn round_to_options(
    vm: &mut Vm,
    round_to: Value,
    what: &str,
) -> JsResult<RoundingOptions> {
    if round_to.is_undefined() {
        return Err(vm.type_error(&format!("{what}: roundTo is required")));
    }
    let mut options = RoundingOptions::default();
    if let Some(s) = round_to.as_string() {
        let s = vm.rust_string(s);
        match s.parse::<Unit>() {
            Ok(u) if u != Unit::Auto => options.smallest_unit = Some(u),
            _ => return Err(vm.range_error(&format!("{what}: {s} is not a valid unit"))),
        }
        return Ok(options);
    }
    let o = get_options_object(vm, round_to)?;
    options.increment = get_rounding_increment(vm, o)?;
    options.rounding_mode = get_enum(vm, o, "roundingMode")?;
    options.smallest_unit = get_unit(vm, o, "smallestUnit", false)?;
    if options.smallest_unit.is_none() {
        return Err(vm.range_error(&format!("{what}: smallestUnit is required")));
    }
    Ok(options)
}

/// Temporal.PlainTime.prototype.round ( roundTo ).
fn round(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let t = this_time(vm, this, "round")?;
    let options = round_to_options(vm, arg(args, 0), "Temporal.PlainTime.prototype.round")?;
    let r = check(vm, t.round(options))?;
    create(vm, Temporal::PlainTime(r), None)
}

/// Temporal.PlainTime.prototype.equals ( other ).
fn equals(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let t = this_time(vm, this, "equals")?;
    let other = to_temporal_time(vm, arg(args, 0), Value::UNDEFINED)?;
    Ok(Value::bool(t == other))
}

/// The options of a toString that prints a time, read in order: fractionalSecondDigits,
/// roundingMode, smallestUnit (checked by [`check_to_string_unit`] once all are read).
pub(crate) fn to_string_options(
    vm: &mut Vm,
    options: Option<Handle<JsObject>>,
) -> JsResult<ToStringRoundingOptions> {
    let precision = get_fractional_second_digits(vm, options)?;
    let rounding_mode = get_enum(vm, options, "roundingMode")?;
    let smallest_unit = get_unit(vm, options, "smallestUnit", false)?;
    Ok(ToStringRoundingOptions { precision, smallest_unit, rounding_mode })
}

/// The check after every toString option is read: smallestUnit must be a minute or
/// smaller.
pub(crate) fn check_to_string_unit(
    vm: &mut Vm,
    options: &ToStringRoundingOptions,
    what: &str,
) -> JsResult<()> {
    if matches!(options.smallest_unit, Some(u) if u == Unit::Hour || u.is_date_unit()) {
        return Err(vm.range_error(&format!("{what}: smallestUnit must be a minute or smaller")));
    }
    Ok(())
}

/// Temporal.PlainTime.prototype.toString ( [ options ] ).
fn to_string(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let t = this_time(vm, this, "toString")?;
    let o = get_options_object(vm, arg(args, 0))?;
    let what = "Temporal.PlainTime.prototype.toString";
    let options = to_string_options(vm, o)?;
    check_to_string_unit(vm, &options, what)?;
    let s = check(vm, t.to_ixdtf_string(options))?;
    vm.str_value(&s)
}
