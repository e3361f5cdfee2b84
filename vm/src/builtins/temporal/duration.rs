//! Temporal.Duration (proposal section "Temporal.Duration Objects").

use temporal_rs::Duration;
use temporal_rs::options::{RelativeTo, RoundingOptions, ToStringRoundingOptions, Unit};

use super::options::{
    get_enum, get_fractional_second_digits, get_options_object, get_rounding_increment, get_unit,
};
use super::{Class, ClassId, Temporal, check, create, get, temporal_of};
use crate::builtins::{NativeCx, NativeId, arg};
use crate::native::require_new;
use crate::tz::TZ;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

// The natives of Temporal.Duration (see `crate::native`).
crate::native::natives! {
    TemporalDuration;
    TemporalDuration = ("Duration", 0, true, constructor),
    TemporalDurationFrom = ("from", 1, false, from),
    TemporalDurationCompare = ("compare", 2, false, compare),
    TemporalDurationProtoYears = ("get years", 0, false, years),
    TemporalDurationProtoMonths = ("get months", 0, false, months),
    TemporalDurationProtoWeeks = ("get weeks", 0, false, weeks),
    TemporalDurationProtoDays = ("get days", 0, false, days),
    TemporalDurationProtoHours = ("get hours", 0, false, hours),
    TemporalDurationProtoMinutes = ("get minutes", 0, false, minutes),
    TemporalDurationProtoSeconds = ("get seconds", 0, false, seconds),
    TemporalDurationProtoMilliseconds = ("get milliseconds", 0, false, milliseconds),
    TemporalDurationProtoMicroseconds = ("get microseconds", 0, false, microseconds),
    TemporalDurationProtoNanoseconds = ("get nanoseconds", 0, false, nanoseconds),
    TemporalDurationProtoSign = ("get sign", 0, false, sign),
    TemporalDurationProtoBlank = ("get blank", 0, false, blank),
    TemporalDurationProtoWith = ("with", 1, false, with),
    TemporalDurationProtoNegated = ("negated", 0, false, negated),
    TemporalDurationProtoAbs = ("abs", 0, false, abs),
    TemporalDurationProtoAdd = ("add", 1, false, add_duration::<false>),
    TemporalDurationProtoSubtract = ("subtract", 1, false, add_duration::<true>),
    TemporalDurationProtoRound = ("round", 1, false, round),
    TemporalDurationProtoTotal = ("total", 1, false, total),
    TemporalDurationProtoToString = ("toString", 0, false, to_string),
    TemporalDurationProtoToJSON = ("toJSON", 0, false, super::to_json::<{ ClassId::Duration as u8 }>),
    TemporalDurationProtoToLocaleString = ("toLocaleString", 0, false, to_locale_string),
    TemporalDurationProtoValueOf = ("valueOf", 0, false, super::value_of),
}

/// Temporal.Duration: its constructor and the functions on it and its prototype.
pub(crate) static CLASS: Class = Class {
    constructor: NativeId::TemporalDuration,
    statics: &[NativeId::TemporalDurationFrom, NativeId::TemporalDurationCompare],
    getters: &[
        NativeId::TemporalDurationProtoYears,
        NativeId::TemporalDurationProtoMonths,
        NativeId::TemporalDurationProtoWeeks,
        NativeId::TemporalDurationProtoDays,
        NativeId::TemporalDurationProtoHours,
        NativeId::TemporalDurationProtoMinutes,
        NativeId::TemporalDurationProtoSeconds,
        NativeId::TemporalDurationProtoMilliseconds,
        NativeId::TemporalDurationProtoMicroseconds,
        NativeId::TemporalDurationProtoNanoseconds,
        NativeId::TemporalDurationProtoSign,
        NativeId::TemporalDurationProtoBlank,
    ],
    methods: &[
        NativeId::TemporalDurationProtoWith,
        NativeId::TemporalDurationProtoNegated,
        NativeId::TemporalDurationProtoAbs,
        NativeId::TemporalDurationProtoAdd,
        NativeId::TemporalDurationProtoSubtract,
        NativeId::TemporalDurationProtoRound,
        NativeId::TemporalDurationProtoTotal,
        NativeId::TemporalDurationProtoToString,
        NativeId::TemporalDurationProtoToJSON,
        NativeId::TemporalDurationProtoToLocaleString,
        NativeId::TemporalDurationProtoValueOf,
    ],
};

/// The field names of a duration, in the order the constructor takes them.
pub(crate) const FIELDS: [&str; 10] = [
    "years",
    "months",
    "weeks",
    "days",
    "hours",
    "minutes",
    "seconds",
    "milliseconds",
    "microseconds",
    "nanoseconds",
];

/// A duration's fields as numbers, in [`FIELDS`] order.
fn fields_of(d: &Duration) -> [f64; 10] {
    [
        d.years() as f64,
        d.months() as f64,
        d.weeks() as f64,
        d.days() as f64,
        d.hours() as f64,
        d.minutes() as f64,
        d.seconds() as f64,
        d.milliseconds() as f64,
        d.microseconds() as f64,
        d.nanoseconds() as f64,
    ]
}

/// CreateTemporalDuration's validation of ten integral numbers (IsValidDuration): a
/// RangeError when out of range.
pub(crate) fn duration_from_fields(vm: &mut Vm, f: [f64; 10]) -> JsResult<Duration> {
    // Beyond ±2^63 no field is valid (the largest valid one, nanoseconds, is below
    // 2^53 seconds); i128 casts saturate, which temporal_rs then rejects too.
    let big = |v: f64| -> Option<i64> { (v.abs() < 9.2e18).then_some(v as i64) };
    let (Some(y), Some(mo), Some(w), Some(d), Some(h), Some(mi), Some(s), Some(ms)) =
        (big(f[0]), big(f[1]), big(f[2]), big(f[3]), big(f[4]), big(f[5]), big(f[6]), big(f[7]))
    else {
        return Err(vm.range_error("Temporal.Duration: a field is out of range"));
    };
    let result = Duration::new(y, mo, w, d, h, mi, s, ms, f[8] as i128, f[9] as i128);
    check(vm, result)
}

/// Temporal.Duration ( [ years … nanoseconds ] ).
fn constructor(vm: &mut Vm, _this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    require_new(vm, cx, "Temporal.Duration")?;
    let mut f = [0.0; 10];
    for (i, slot) in f.iter_mut().enumerate() {
        let v = arg(args, i);
        if !v.is_undefined() {
            *slot = super::to_integer_if_integral(vm, v)?;
        }
    }
    let d = duration_from_fields(vm, f)?;
    create(vm, Temporal::Duration(d), Some(cx.new_target))
}

/// ToTemporalDuration (sec-temporal-totemporalduration).
pub(crate) fn to_temporal_duration(vm: &mut Vm, item: Value) -> JsResult<Duration> {
    if let Some(Temporal::Duration(d)) = temporal_of(vm, item) {
        return Ok(*d);
    }
    if item.as_object().is_none() {
        let s = super::required_string(vm, item, "Temporal.Duration")?;
        return check(vm, Duration::from_utf8(s.as_bytes()));
    }
    let partial = to_partial_duration(vm, item)?;
    let mut f = [0.0; 10];
    for (slot, v) in f.iter_mut().zip(partial) {
        *slot = v.unwrap_or(0.0);
    }
    duration_from_fields(vm, f)
}

/// ToTemporalPartialDurationRecord: the fields present, read in alphabetical order
/// (each read observable); none at all is a TypeError. Returned in [`FIELDS`] order.
fn to_partial_duration(vm: &mut Vm, item: Value) -> JsResult<[Option<f64>; 10]> {
    let Some(o) = item.as_object() else {
        return Err(vm.type_error("Temporal.Duration: a duration-like object is required"));
    };
    // Alphabetical order of the field names, as indices into FIELDS.
    const ORDER: [usize; 10] = [3, 4, 8, 7, 5, 1, 9, 6, 2, 0];
    let mut out = [None; 10];
    for i in ORDER {
        let v = get(vm, o, FIELDS[i])?;
        if !v.is_undefined() {
            out[i] = Some(super::to_integer_if_integral(vm, v)?);
        }
    }
    if out.iter().all(Option::is_none) {
        return Err(vm.type_error("Temporal.Duration: the object has no duration fields"));
    }
    Ok(out)
}

/// The Duration `this` value, or a TypeError.
fn this_duration(vm: &mut Vm, this: Value, what: &str) -> JsResult<Duration> {
    match temporal_of(vm, this) {
        Some(Temporal::Duration(d)) => Ok(*d),
        _ => Err(super::bad_receiver(vm, &format!("Temporal.Duration.prototype.{what}"))),
    }
}

/// Temporal.Duration.prototype.toLocaleString ( [ locales [ , options ] ] ): with
/// ECMA-402, the duration as `new Intl.DurationFormat(locales, options)` formats it
/// (ECMA-402 sec-temporal.duration.prototype.tolocalestring); without, toString().
fn to_locale_string(vm: &mut Vm, this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    #[cfg(feature = "intl")]
    {
        let _ = cx;
        let d = this_duration(vm, this, "toLocaleString")?;
        crate::builtins::intl::duration_format::format_duration(vm, &d, arg(args, 0), arg(args, 1))
    }
    #[cfg(not(feature = "intl"))]
    super::to_locale_string::<{ ClassId::Duration as u8 }>(vm, this, args, cx)
}

/// Temporal.Duration.from ( item ).
fn from(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let d = to_temporal_duration(vm, arg(args, 0))?;
    create(vm, Temporal::Duration(d), None)
}

/// GetTemporalRelativeToOption: a PlainDate or ZonedDateTime to measure calendar units
/// from, or none.
pub(crate) fn get_relative_to(
    vm: &mut Vm,
    options: Option<cairn_gc::Handle<crate::object::JsObject>>,
) -> JsResult<Option<RelativeTo>> {
    let Some(o) = options else { return Ok(None) };
    let v = get(vm, o, "relativeTo")?;
    if v.is_undefined() {
        return Ok(None);
    }
    match temporal_of(vm, v) {
        Some(Temporal::ZonedDateTime(z)) => return Ok(Some(RelativeTo::ZonedDateTime(z.clone()))),
        Some(Temporal::PlainDate(d)) => return Ok(Some(RelativeTo::PlainDate(d.clone()))),
        Some(Temporal::PlainDateTime(d)) => {
            return Ok(Some(RelativeTo::PlainDate(d.to_plain_date())));
        }
        _ => {}
    }
    if let Some(bag) = v.as_object() {
        return super::plain_date::relative_to_bag(vm, bag).map(Some);
    }
    let s = super::required_string(vm, v, "relativeTo")?;
    check(vm, RelativeTo::try_from_str_with_provider(&s, &TZ)).map(Some)
}

/// The bound of [`super::check_difference_span`] for durations measured from
/// `relative_to`: the years each duration may span, estimated from all its fields.
fn check_relative_span(
    vm: &mut Vm,
    relative_to: Option<&RelativeTo>,
    durations: &[&Duration],
) -> JsResult<()> {
    let (calendar, year) = match relative_to {
        Some(RelativeTo::PlainDate(d)) => (d.calendar().clone(), d.year()),
        Some(RelativeTo::ZonedDateTime(z)) => (z.calendar().clone(), z.year()),
        None => return Ok(()),
    };
    for d in durations {
        let f = fields_of(d);
        let years = f[0].abs()
            + f[1].abs() / 12.0
            + f[2].abs() / 52.0
            + f[3].abs() / 365.0
            + f[4].abs() / 8_760.0
            + f[5].abs() / 525_600.0
            + f[6].abs() / 31_536_000.0
            + f[7].abs() / 31_536_000_000.0
            + f[8].abs() / 31_536_000_000_000.0
            + f[9].abs() / 31_536_000_000_000_000.0;
        let span = years.min(1e6) as i32;
        super::check_difference_span(vm, &calendar, year, year.saturating_add(span))?;
    }
    Ok(())
}

/// Temporal.Duration.compare ( one, two [ , options ] ).
fn compare(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let one = to_temporal_duration(vm, arg(args, 0))?;
    let two = to_temporal_duration(vm, arg(args, 1))?;
    let options = get_options_object(vm, arg(args, 2))?;
    let relative_to = get_relative_to(vm, options)?;
    check_relative_span(vm, relative_to.as_ref(), &[&one, &two])?;
    let ordering = check(vm, one.compare_with_provider(&two, relative_to, &TZ))?;
    Ok(Value::int(ordering as i32))
}

macro_rules! field_getter {
    ($($name:ident),*) => {$(
        fn $name(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
            let d = this_duration(vm, this, stringify!($name))?;
            Ok(Value::number(d.$name() as f64))
        }
    )*};
}
field_getter!(
    years,
    months,
    weeks,
    days,
    hours,
    minutes,
    seconds,
    milliseconds,
    microseconds,
    nanoseconds
);

/// get Temporal.Duration.prototype.sign.
fn sign(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let d = this_duration(vm, this, "sign")?;
    Ok(Value::int(d.sign() as i32))
}

/// get Temporal.Duration.prototype.blank.
fn blank(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let d = this_duration(vm, this, "blank")?;
    Ok(Value::bool(d.is_zero()))
}

/// Temporal.Duration.prototype.with ( temporalDurationLike ).
fn with(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let d = this_duration(vm, this, "with")?;
    let partial = to_partial_duration(vm, arg(args, 0))?;
    let mut f = fields_of(&d);
    for (slot, v) in f.iter_mut().zip(partial) {
        if let Some(v) = v {
            *slot = v;
        }
    }
    let d = duration_from_fields(vm, f)?;
    create(vm, Temporal::Duration(d), None)
}

/// Temporal.Duration.prototype.negated ( ).
fn negated(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let d = this_duration(vm, this, "negated")?;
    create(vm, Temporal::Duration(d.negated()), None)
}

/// Temporal.Duration.prototype.abs ( ).
fn abs(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let d = this_duration(vm, this, "abs")?;
    create(vm, Temporal::Duration(d.abs()), None)
}

/// Temporal.Duration.prototype.add and, with `SUBTRACT`, subtract ( other ):
/// AddDurations.
fn add_duration<const SUBTRACT: bool>(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let d = this_duration(vm, this, if SUBTRACT { "subtract" } else { "add" })?;
    let other = to_temporal_duration(vm, arg(args, 0))?;
    let r = check(vm, if SUBTRACT { d.subtract(&other) } else { d.add(&other) })?;
    create(vm, Temporal::Duration(r), None)
}

/// A unit name given as a string argument (the `round("hour")` shorthand).
fn unit_from_string(vm: &mut Vm, v: Value, allow_auto: bool) -> JsResult<Unit> {
    let s = v.as_string().map(|s| vm.rust_string(s)).unwrap_or_default();
    match s.parse::<Unit>() {
        Ok(Unit::Auto) if !allow_auto => Err(vm.range_error("Temporal: auto is not a unit here")),
        Ok(u) => Ok(u),
        Err(_) => Err(vm.range_error(&format!("Temporal: {s} is not a valid unit"))),
    }
}

/// Temporal.Duration.prototype.round ( roundTo ).
fn round(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let d = this_duration(vm, this, "round")?;
    let round_to = arg(args, 0);
    if round_to.is_undefined() {
        return Err(vm.type_error("Temporal.Duration.prototype.round: roundTo is required"));
    }
    let mut options = RoundingOptions::default();
    let mut relative_to = None;
    if round_to.is_string() {
        options.smallest_unit = Some(unit_from_string(vm, round_to, false)?);
    } else {
        let o = get_options_object(vm, round_to)?;
        options.largest_unit = get_unit(vm, o, "largestUnit", true)?;
        relative_to = get_relative_to(vm, o)?;
        options.increment = get_rounding_increment(vm, o)?;
        options.rounding_mode = get_enum(vm, o, "roundingMode")?;
        options.smallest_unit = get_unit(vm, o, "smallestUnit", false)?;
    }
    check_relative_span(vm, relative_to.as_ref(), &[&d])?;
    let r = check(vm, d.round_with_provider(options, relative_to, &TZ))?;
    create(vm, Temporal::Duration(r), None)
}

/// Temporal.Duration.prototype.total ( totalOf ).
fn total(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let d = this_duration(vm, this, "total")?;
    let total_of = arg(args, 0);
    if total_of.is_undefined() {
        return Err(vm.type_error("Temporal.Duration.prototype.total: totalOf is required"));
    }
    let (unit, relative_to) = if total_of.is_string() {
        (unit_from_string(vm, total_of, false)?, None)
    } else {
        let o = get_options_object(vm, total_of)?;
        let relative_to = get_relative_to(vm, o)?;
        let Some(unit) = get_unit(vm, o, "unit", false)? else {
            return Err(vm.range_error("Temporal.Duration.prototype.total: unit is required"));
        };
        (unit, relative_to)
    };
    check_relative_span(vm, relative_to.as_ref(), &[&d])?;
    let r = check(vm, d.total_with_provider(unit, relative_to, &TZ))?;
    Ok(Value::number(r.as_inner()))
}

/// Temporal.Duration.prototype.toString ( [ options ] ).
fn to_string(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let d = this_duration(vm, this, "toString")?;
    let o = get_options_object(vm, arg(args, 0))?;
    let precision = get_fractional_second_digits(vm, o)?;
    let rounding_mode = get_enum(vm, o, "roundingMode")?;
    let smallest_unit = get_unit(vm, o, "smallestUnit", false)?;
    if matches!(smallest_unit, Some(Unit::Hour | Unit::Minute)) {
        return Err(vm.range_error(
            "Temporal.Duration.prototype.toString: smallestUnit must be a second or smaller",
        ));
    }
    let options = ToStringRoundingOptions { precision, smallest_unit, rounding_mode };
    let s = check(vm, d.as_temporal_string(options))?;
    vm.str_value(&s)
}
