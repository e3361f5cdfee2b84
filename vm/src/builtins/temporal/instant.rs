//! Temporal.Instant and Temporal.Now (proposal sections "Temporal.Instant Objects" and
//! "The Temporal.Now Object").

use num_bigint::BigInt;
use num_traits::ToPrimitive;
use temporal_rs::{Instant, TimeZone, ZonedDateTime};

use super::duration::to_temporal_duration;
use super::fields::to_time_zone;
use super::options::get_options_object;
use super::plain_time::{
    check_to_string_unit, difference_settings, round_to_options, to_string_options,
};
use super::{Class, ClassId, Temporal, check, create, get, temporal_of};
use crate::builtins::{NativeCx, NativeId, arg};
use crate::native::require_new;
use crate::tz::TZ;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

// The natives of Temporal.Instant (see `crate::native`).
crate::native::natives! {
    TemporalInstant;
    TemporalInstant = ("Instant", 1, true, constructor),
    TemporalInstantFrom = ("from", 1, false, from),
    TemporalInstantFromEpochMilliseconds = ("fromEpochMilliseconds", 1, false, from_epoch_milliseconds),
    TemporalInstantFromEpochNanoseconds = ("fromEpochNanoseconds", 1, false, from_epoch_nanoseconds),
    TemporalInstantCompare = ("compare", 2, false, compare),
    TemporalInstantProtoEpochMilliseconds = ("get epochMilliseconds", 0, false, epoch_milliseconds),
    TemporalInstantProtoEpochNanoseconds = ("get epochNanoseconds", 0, false, epoch_nanoseconds),
    TemporalInstantProtoAdd = ("add", 1, false, add_duration::<false>),
    TemporalInstantProtoSubtract = ("subtract", 1, false, add_duration::<true>),
    TemporalInstantProtoUntil = ("until", 1, false, difference::<false>),
    TemporalInstantProtoSince = ("since", 1, false, difference::<true>),
    TemporalInstantProtoRound = ("round", 1, false, round),
    TemporalInstantProtoEquals = ("equals", 1, false, equals),
    TemporalInstantProtoToString = ("toString", 0, false, to_string),
    TemporalInstantProtoToLocaleString = ("toLocaleString", 0, false, super::to_locale_string::<{ ClassId::Instant as u8 }>),
    TemporalInstantProtoToJSON = ("toJSON", 0, false, super::to_json::<{ ClassId::Instant as u8 }>),
    TemporalInstantProtoValueOf = ("valueOf", 0, false, super::value_of),
    TemporalInstantProtoToZonedDateTimeISO = ("toZonedDateTimeISO", 1, false, to_zoned_date_time_iso),
    TemporalNowTimeZoneId = ("timeZoneId", 0, false, now_time_zone_id),
    TemporalNowInstant = ("instant", 0, false, now_instant),
    TemporalNowPlainDateTimeISO = ("plainDateTimeISO", 0, false, now_plain_date_time_iso),
    TemporalNowZonedDateTimeISO = ("zonedDateTimeISO", 0, false, now_zoned_date_time_iso),
    TemporalNowPlainDateISO = ("plainDateISO", 0, false, now_plain_date_iso),
    TemporalNowPlainTimeISO = ("plainTimeISO", 0, false, now_plain_time_iso),
}

/// Temporal.Instant: its constructor and the functions on it and its prototype.
pub(crate) static CLASS: Class = Class {
    constructor: NativeId::TemporalInstant,
    statics: &[
        NativeId::TemporalInstantFrom,
        NativeId::TemporalInstantFromEpochMilliseconds,
        NativeId::TemporalInstantFromEpochNanoseconds,
        NativeId::TemporalInstantCompare,
    ],
    getters: &[
        NativeId::TemporalInstantProtoEpochMilliseconds,
        NativeId::TemporalInstantProtoEpochNanoseconds,
    ],
    methods: &[
        NativeId::TemporalInstantProtoAdd,
        NativeId::TemporalInstantProtoSubtract,
        NativeId::TemporalInstantProtoUntil,
        NativeId::TemporalInstantProtoSince,
        NativeId::TemporalInstantProtoRound,
        NativeId::TemporalInstantProtoEquals,
        NativeId::TemporalInstantProtoToString,
        NativeId::TemporalInstantProtoToLocaleString,
        NativeId::TemporalInstantProtoToJSON,
        NativeId::TemporalInstantProtoValueOf,
        NativeId::TemporalInstantProtoToZonedDateTimeISO,
    ],
};

/// The functions of the Temporal.Now object.
pub(crate) static NOW: &[NativeId] = &[
    NativeId::TemporalNowTimeZoneId,
    NativeId::TemporalNowInstant,
    NativeId::TemporalNowPlainDateTimeISO,
    NativeId::TemporalNowZonedDateTimeISO,
    NativeId::TemporalNowPlainDateISO,
    NativeId::TemporalNowPlainTimeISO,
];

/// ToBigInt of an epoch-nanoseconds argument, checked against the Instant range
/// (IsValidEpochNanoseconds: a RangeError outside ±8.64 × 10²¹).
pub(crate) fn to_epoch_nanoseconds(vm: &mut Vm, v: Value) -> JsResult<i128> {
    let b = vm.to_bigint(v)?;
    match vm.bigint_ref(b).to_i128() {
        Some(ns) if ns.unsigned_abs() <= 8_640_000_000_000_000_000_000 => Ok(ns),
        _ => Err(vm.range_error("Temporal: epoch nanoseconds out of range")),
    }
}

/// Temporal.Instant ( epochNanoseconds ).
fn constructor(vm: &mut Vm, _this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    require_new(vm, cx, "Temporal.Instant")?;
    let ns = to_epoch_nanoseconds(vm, arg(args, 0))?;
    let i = check(vm, Instant::try_new(ns))?;
    create(vm, Temporal::Instant(i), Some(cx.new_target))
}

/// ToTemporalInstant (sec-temporal-totemporalinstant).
pub(crate) fn to_temporal_instant(vm: &mut Vm, item: Value) -> JsResult<Instant> {
    let mut item = item;
    if item.is_object() {
        match temporal_of(vm, item) {
            Some(Temporal::Instant(i)) => return Ok(*i),
            Some(Temporal::ZonedDateTime(z)) => return Ok(z.to_instant()),
            _ => {}
        }
        item = vm.to_primitive(item, crate::value::convert::Hint::String)?;
    }
    let s = super::required_string(vm, item, "Temporal.Instant")?;
    check(vm, Instant::from_utf8(s.as_bytes()))
}

/// The Instant `this` value, or a TypeError.
fn this_instant(vm: &mut Vm, this: Value, what: &str) -> JsResult<Instant> {
    match temporal_of(vm, this) {
        Some(Temporal::Instant(i)) => Ok(*i),
        _ => Err(super::bad_receiver(vm, &format!("Temporal.Instant.prototype.{what}"))),
    }
}

/// Temporal.Instant.from ( item ).
fn from(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let i = to_temporal_instant(vm, arg(args, 0))?;
    create(vm, Temporal::Instant(i), None)
}

/// Temporal.Instant.fromEpochMilliseconds ( epochMilliseconds ).
fn from_epoch_milliseconds(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let ms = vm.to_number(arg(args, 0))?;
    // NumberToBigInt: a RangeError unless integral.
    if !ms.is_finite() || ms.trunc() != ms {
        return Err(vm.range_error("Temporal.Instant.fromEpochMilliseconds: not an integer"));
    }
    if ms.abs() > 8.64e15 {
        return Err(vm.range_error("Temporal: epoch milliseconds out of range"));
    }
    let i = check(vm, Instant::try_new(ms as i128 * 1_000_000))?;
    create(vm, Temporal::Instant(i), None)
}

/// Temporal.Instant.fromEpochNanoseconds ( epochNanoseconds ).
fn from_epoch_nanoseconds(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let ns = to_epoch_nanoseconds(vm, arg(args, 0))?;
    let i = check(vm, Instant::try_new(ns))?;
    create(vm, Temporal::Instant(i), None)
}

/// Temporal.Instant.compare ( one, two ).
fn compare(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let one = to_temporal_instant(vm, arg(args, 0))?;
    let two = to_temporal_instant(vm, arg(args, 1))?;
    let (a, b) = (one.epoch_nanoseconds().as_i128(), two.epoch_nanoseconds().as_i128());
    Ok(Value::int(a.cmp(&b) as i32))
}

/// Epoch milliseconds of epoch nanoseconds (floor division), as a Number.
pub(crate) fn epoch_ms_value(ns: i128) -> Value {
    Value::number(ns.div_euclid(1_000_000) as f64)
}

/// Epoch nanoseconds as a BigInt value.
pub(crate) fn epoch_ns_value(vm: &mut Vm, ns: i128) -> JsResult<Value> {
    vm.alloc_bigint(BigInt::from(ns))
}

/// get Temporal.Instant.prototype.epochMilliseconds.
fn epoch_milliseconds(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let i = this_instant(vm, this, "epochMilliseconds")?;
    Ok(epoch_ms_value(i.epoch_nanoseconds().as_i128()))
}

/// get Temporal.Instant.prototype.epochNanoseconds.
fn epoch_nanoseconds(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let i = this_instant(vm, this, "epochNanoseconds")?;
    epoch_ns_value(vm, i.epoch_nanoseconds().as_i128())
}

/// Temporal.Instant.prototype.add and, with `SUBTRACT`, subtract ( temporalDurationLike ):
/// AddDurationToInstant.
fn add_duration<const SUBTRACT: bool>(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let i = this_instant(vm, this, if SUBTRACT { "subtract" } else { "add" })?;
    let d = to_temporal_duration(vm, arg(args, 0))?;
    let r = check(vm, if SUBTRACT { i.subtract(&d) } else { i.add(&d) })?;
    create(vm, Temporal::Instant(r), None)
}

/// Temporal.Instant.prototype.until and, with `SINCE`, since ( other [ , options ] ):
/// DifferenceTemporalInstant.
fn difference<const SINCE: bool>(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let i = this_instant(vm, this, if SINCE { "since" } else { "until" })?;
    let other = to_temporal_instant(vm, arg(args, 0))?;
    let o = get_options_object(vm, arg(args, 1))?;
    let settings = difference_settings(vm, o)?;
    let d = if SINCE { i.since(&other, settings) } else { i.until(&other, settings) };
    let d = check(vm, d)?;
    create(vm, Temporal::Duration(d), None)
}

/// Temporal.Instant.prototype.round ( roundTo ).
fn round(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let i = this_instant(vm, this, "round")?;
    let options = round_to_options(vm, arg(args, 0), "Temporal.Instant.prototype.round")?;
    let r = check(vm, i.round(options))?;
    create(vm, Temporal::Instant(r), None)
}

/// Temporal.Instant.prototype.equals ( other ).
fn equals(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let i = this_instant(vm, this, "equals")?;
    let other = to_temporal_instant(vm, arg(args, 0))?;
    Ok(Value::bool(i.epoch_nanoseconds().as_i128() == other.epoch_nanoseconds().as_i128()))
}

/// Temporal.Instant.prototype.toString ( [ options ] ).
fn to_string(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let i = this_instant(vm, this, "toString")?;
    let o = get_options_object(vm, arg(args, 0))?;
    let what = "Temporal.Instant.prototype.toString";
    let options = to_string_options(vm, o)?;
    let tz = match o {
        Some(o) => get(vm, o, "timeZone")?,
        None => Value::UNDEFINED,
    };
    check_to_string_unit(vm, &options, what)?;
    let tz = if tz.is_undefined() { None } else { Some(to_time_zone(vm, tz)?) };
    let s = check(vm, i.to_ixdtf_string_with_provider(tz, options, &TZ))?;
    vm.str_value(&s)
}

/// Temporal.Instant.prototype.toZonedDateTimeISO ( timeZone ).
fn to_zoned_date_time_iso(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let i = this_instant(vm, this, "toZonedDateTimeISO")?;
    let tz = to_time_zone(vm, arg(args, 0))?;
    let z = check(vm, ZonedDateTime::try_new_iso_from_instant_with_provider(i, tz, &TZ))?;
    create(vm, Temporal::ZonedDateTime(z), None)
}

/// SystemUTCEpochNanoseconds: the host clock (see `Vm::set_clock_hook`), in nanoseconds.
fn system_epoch_nanoseconds(vm: &mut Vm) -> JsResult<i128> {
    let ms = vm.now();
    if ms.is_nan() {
        return Err(vm.type_error("Temporal.Now: the host provides no clock"));
    }
    Ok(ms as i128 * 1_000_000)
}

/// SystemTimeZoneIdentifier: the host's (`Vm::set_time_zone_id`), else UTC.
fn system_time_zone(vm: &Vm) -> TimeZone {
    vm.host.time_zone_id.unwrap_or_else(|| TimeZone::utc_with_provider(&TZ))
}

/// The time zone of an optional argument, else the host's.
fn now_time_zone(vm: &mut Vm, v: Value) -> JsResult<TimeZone> {
    if v.is_undefined() { Ok(system_time_zone(vm)) } else { to_time_zone(vm, v) }
}

/// SystemDateTime: now in the given or the host's time zone.
fn now_zoned(vm: &mut Vm, tz: Value) -> JsResult<ZonedDateTime> {
    let tz = now_time_zone(vm, tz)?;
    let ns = system_epoch_nanoseconds(vm)?;
    check(vm, ZonedDateTime::try_new_iso_with_provider(ns, tz, &TZ))
}

/// Temporal.Now.timeZoneId ( ).
fn now_time_zone_id(vm: &mut Vm, _this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let tz = system_time_zone(vm);
    let id = check(vm, tz.identifier_with_provider(&TZ))?;
    vm.str_value(&id)
}

/// Temporal.Now.instant ( ).
fn now_instant(vm: &mut Vm, _this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let ns = system_epoch_nanoseconds(vm)?;
    let i = check(vm, Instant::try_new(ns))?;
    create(vm, Temporal::Instant(i), None)
}

/// Temporal.Now.zonedDateTimeISO ( [ temporalTimeZoneLike ] ).
fn now_zoned_date_time_iso(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let z = now_zoned(vm, arg(args, 0))?;
    create(vm, Temporal::ZonedDateTime(z), None)
}

/// Temporal.Now.plainDateTimeISO ( [ temporalTimeZoneLike ] ).
fn now_plain_date_time_iso(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let z = now_zoned(vm, arg(args, 0))?;
    create(vm, Temporal::PlainDateTime(z.to_plain_date_time()), None)
}

/// Temporal.Now.plainDateISO ( [ temporalTimeZoneLike ] ).
fn now_plain_date_iso(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let z = now_zoned(vm, arg(args, 0))?;
    create(vm, Temporal::PlainDate(z.to_plain_date()), None)
}

/// Temporal.Now.plainTimeISO ( [ temporalTimeZoneLike ] ).
fn now_plain_time_iso(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let z = now_zoned(vm, arg(args, 0))?;
    create(vm, Temporal::PlainTime(z.to_plain_time()), None)
}

/// Date.prototype.toTemporalInstant ( ) (the proposal's addition to ECMA-262 Date): the
/// Date's time value as an Instant; an invalid Date is a RangeError.
pub(crate) fn date_to_temporal_instant(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let t = match this.as_object().map(|o| &vm.heap.get(o).kind) {
        Some(crate::object::ObjectKind::Date(t)) => *t,
        _ => return Err(vm.type_error("Date.prototype.toTemporalInstant: this is not a Date")),
    };
    if t.is_nan() {
        return Err(vm.range_error("Date.prototype.toTemporalInstant: invalid Date"));
    }
    let i = check(vm, Instant::try_new(t as i128 * 1_000_000))?;
    create(vm, Temporal::Instant(i), None)
}
