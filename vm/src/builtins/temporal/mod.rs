//! Temporal (the Temporal proposal, test262 feature `Temporal`), on temporal_rs.
//!
//! temporal_rs does the calendar and time arithmetic; this module is the ECMAScript
//! side: constructors and prototypes, argument conversion (property bags, strings,
//! options read in the spec's order, each read observable), and the objects' slots.
//!
//! Every Temporal object is `ObjectKind::Temporal` holding a [`Temporal`] value (its
//! slots and their stored form are in `object/slots/temporal.rs`; the time zone
//! provider is `crate::tz`).
//!
//! Each class's module declares its natives (`natives!`) and a [`Class`] that lists
//! them as constructor, static functions, getters and prototype methods; [`init`]
//! installs every class from that list.

pub(crate) mod duration;
pub(crate) mod fields;
pub(crate) mod instant;
pub(crate) mod options;
pub(crate) mod plain_date;
pub(crate) mod plain_date_time;
pub(crate) mod plain_month_day;
pub(crate) mod plain_time;
pub(crate) mod plain_year_month;
pub(crate) mod zoned_date_time;

use cairn_gc::Handle;
use temporal_rs::TemporalError;
use temporal_rs::error::ErrorKind;

pub(crate) use super::namespace_class::Class;
use super::namespace_class::{create_namespace, define_global, install_class};
use super::{NativeCx, NativeId};
pub(crate) use crate::object::slots::temporal::Temporal;
use crate::object::{JsObject, ObjectKind, attrs};
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

/// The Temporal classes, in the order of [`CLASSES`] (the order is part of the image
/// format: function objects store the index).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ClassId {
    Duration,
    PlainTime,
    PlainDate,
    PlainDateTime,
    PlainYearMonth,
    PlainMonthDay,
    Instant,
    ZonedDateTime,
}

/// Every class, indexed by [`ClassId`].
static CLASSES: [&Class; 8] = [
    &duration::CLASS,
    &plain_time::CLASS,
    &plain_date::CLASS,
    &plain_date_time::CLASS,
    &plain_year_month::CLASS,
    &plain_month_day::CLASS,
    &instant::CLASS,
    &zoned_date_time::CLASS,
];

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Temporal;
    DateProtoToTemporalInstant = ("toTemporalInstant", 0, false, instant::date_to_temporal_instant),
}

/// Creates the `Temporal` namespace object on the global object (called from realm set-up).
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let namespace = create_namespace(vm, "Temporal")?;
    for (index, class) in CLASSES.iter().enumerate() {
        vm.realm.temporal_prototypes[index] = install_class(vm, namespace, "Temporal", class)?;
    }
    let now = create_namespace(vm, "Temporal.Now")?;
    for &id in instant::NOW {
        vm.install(now, id)?;
    }
    let key = vm.key("Now")?;
    vm.define_builtin(namespace, key, Value::object(now), attrs::HIDDEN)?;
    let date_prototype = vm.realm.date_prototype;
    vm.install(date_prototype, NativeId::DateProtoToTemporalInstant)?;
    define_global(vm, "Temporal", namespace)
}

/// %Temporal.X.prototype% of this realm.
pub(crate) fn prototype(vm: &Vm, class: ClassId) -> Handle<JsObject> {
    vm.realm.temporal_prototypes[class as usize]
}

/// Makes a Temporal object holding `value`: with the prototype from `new_target`
/// (OrdinaryCreateFromConstructor) when called as a constructor, else the intrinsic one.
pub(crate) fn create(vm: &mut Vm, value: Temporal, new_target: Option<Value>) -> JsResult<Value> {
    let class = class_of(&value);
    let default = prototype(vm, class);
    let proto = match new_target {
        Some(nt) => vm.prototype_from_constructor(nt, default)?,
        None => default,
    };
    let o = vm.alloc_object(ObjectKind::Temporal(Box::new(value)), Some(proto))?;
    Ok(Value::object(o))
}

/// The class of a Temporal value.
fn class_of(value: &Temporal) -> ClassId {
    match value {
        Temporal::Duration(_) => ClassId::Duration,
        Temporal::PlainTime(_) => ClassId::PlainTime,
        Temporal::PlainDate(_) => ClassId::PlainDate,
        Temporal::PlainDateTime(_) => ClassId::PlainDateTime,
        Temporal::PlainYearMonth(_) => ClassId::PlainYearMonth,
        Temporal::PlainMonthDay(_) => ClassId::PlainMonthDay,
        Temporal::Instant(_) => ClassId::Instant,
        Temporal::ZonedDateTime(_) => ClassId::ZonedDateTime,
    }
}

/// The ISO string of a Temporal value with every option at its default: what
/// toString() gives, and so toJSON and (with no ECMA-402) toLocaleString.
fn default_string(value: &Temporal) -> Result<String, TemporalError> {
    use temporal_rs::options::{
        DisplayCalendar, DisplayOffset, DisplayTimeZone, ToStringRoundingOptions,
    };
    let rounding = ToStringRoundingOptions::default();
    match value {
        Temporal::Duration(d) => d.as_temporal_string(rounding),
        Temporal::PlainDate(d) => Ok(d.to_ixdtf_string(DisplayCalendar::Auto)),
        Temporal::PlainTime(t) => t.to_ixdtf_string(rounding),
        Temporal::PlainDateTime(d) => d.to_ixdtf_string(rounding, DisplayCalendar::Auto),
        Temporal::PlainYearMonth(d) => Ok(d.to_ixdtf_string(DisplayCalendar::Auto)),
        Temporal::PlainMonthDay(d) => Ok(d.to_ixdtf_string(DisplayCalendar::Auto)),
        Temporal::Instant(i) => i.to_ixdtf_string_with_provider(None, rounding, &crate::tz::TZ),
        Temporal::ZonedDateTime(z) => z.to_ixdtf_string_with_provider(
            DisplayOffset::Auto,
            DisplayTimeZone::Auto,
            DisplayCalendar::Auto,
            rounding,
            &crate::tz::TZ,
        ),
    }
}

/// The default string of `this`, which must be of class `class` (`what` names the
/// method in the TypeError).
fn default_string_method(vm: &mut Vm, this: Value, class: u8, what: &str) -> JsResult<Value> {
    let s = match temporal_of(vm, this) {
        Some(t) if class_of(t) as u8 == class => default_string(t),
        _ => {
            let name = CLASSES.get(usize::from(class)).map_or("?", |c| c.constructor.entry().name);
            return Err(bad_receiver(vm, &format!("Temporal.{name}.prototype.{what}")));
        }
    };
    let s = check(vm, s)?;
    vm.str_value(&s)
}

/// toJSON ( ) of the prototype of class `CLASS` (a [`ClassId`]).
pub(crate) fn to_json<const CLASS: u8>(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    default_string_method(vm, this, CLASS, "toJSON")
}

/// toLocaleString ( [ locales [ , options ] ] ) of the prototype of class `CLASS` (a
/// [`ClassId`]) but Duration's: with ECMA-402, through a new Intl.DateTimeFormat
/// (`intl::date_time_format::temporal_to_locale_string`); without, toString().
pub(crate) fn to_locale_string<const CLASS: u8>(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    #[cfg(feature = "intl")]
    {
        let value = match temporal_of(vm, this) {
            Some(t) if class_of(t) as u8 == CLASS => t.clone(),
            _ => {
                let name =
                    CLASSES.get(usize::from(CLASS)).map_or("?", |c| c.constructor.entry().name);
                let what = format!("Temporal.{name}.prototype.toLocaleString");
                return Err(bad_receiver(vm, &what));
            }
        };
        let (locales, options) = (super::arg(args, 0), super::arg(args, 1));
        crate::builtins::intl::date_time_format::temporal_to_locale_string(
            vm, value, locales, options,
        )
    }
    #[cfg(not(feature = "intl"))]
    {
        let _ = args;
        default_string_method(vm, this, CLASS, "toLocaleString")
    }
}

/// The Temporal value of `v`, if it is a Temporal object.
pub(crate) fn temporal_of(vm: &Vm, v: Value) -> Option<&Temporal> {
    let o = v.as_object()?;
    match &vm.heap.get(o).kind {
        ObjectKind::Temporal(t) => Some(t),
        _ => None,
    }
}

/// A temporal_rs error as the JS exception the spec names (RangeError unless a TypeError).
pub(crate) fn throw(vm: &mut Vm, e: TemporalError) -> Throw {
    let message = e.to_string();
    match e.kind() {
        ErrorKind::Type => vm.type_error(&message),
        ErrorKind::Range | ErrorKind::Generic | ErrorKind::Syntax | ErrorKind::Assert => {
            vm.range_error(&message)
        }
    }
}

/// The widest difference, in years, computed in the Chinese and Dangi calendars.
/// temporal_rs finds their month counts a month at a time with astronomical
/// calculations (about 50 µs a year): the whole Temporal range would hold one native
/// call for tens of seconds, where fuel and the interrupt flag are not read.
pub(crate) const MAX_LUNISOLAR_SPAN_YEARS: i32 = 2_000;

/// A RangeError for a difference in `calendar` between years `a` and `b` too wide to
/// compute in bounded time (see [`MAX_LUNISOLAR_SPAN_YEARS`]); other calendars pass.
pub(crate) fn check_difference_span(
    vm: &mut Vm,
    calendar: &temporal_rs::Calendar,
    a: i32,
    b: i32,
) -> JsResult<()> {
    let lunisolar = matches!(calendar.identifier(), "chinese" | "dangi");
    if lunisolar && (i64::from(a) - i64::from(b)).abs() > i64::from(MAX_LUNISOLAR_SPAN_YEARS) {
        let msg = format!(
            "Temporal: differences in the {} calendar are limited to {MAX_LUNISOLAR_SPAN_YEARS} years",
            calendar.identifier()
        );
        return Err(vm.range_error(&msg));
    }
    Ok(())
}

/// `value.map_err(throw)` for a VM.
pub(crate) fn check<T>(vm: &mut Vm, value: Result<T, TemporalError>) -> JsResult<T> {
    value.map_err(|e| throw(vm, e))
}

/// The incompatible-receiver TypeError.
pub(crate) fn bad_receiver(vm: &mut Vm, what: &str) -> Throw {
    vm.type_error(&format!("{what} called on an incompatible receiver"))
}

/// `valueOf` of every Temporal prototype: comparison operators must not be used.
pub(crate) fn value_of(
    vm: &mut Vm,
    _this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    Err(vm.type_error(
        "Temporal objects cannot be converted to primitives; use compare() or equals()",
    ))
}

/// Reads property `name` of `o`.
pub(crate) fn get(vm: &mut Vm, o: Handle<JsObject>, name: &str) -> JsResult<Value> {
    let key = vm.key(name)?;
    vm.get(o, key, Value::object(o))
}

/// ToIntegerWithTruncation (sec-tointegerwithtruncation): NaN and infinities are a
/// RangeError.
pub(crate) fn to_integer_with_truncation(vm: &mut Vm, v: Value) -> JsResult<f64> {
    let n = vm.to_number(v)?;
    if !n.is_finite() {
        return Err(vm.range_error("Temporal: the value must be a finite number"));
    }
    Ok(n.trunc() + 0.0)
}

/// ToIntegerIfIntegral (sec-tointegerifintegral): a RangeError unless integral.
pub(crate) fn to_integer_if_integral(vm: &mut Vm, v: Value) -> JsResult<f64> {
    let n = vm.to_number(v)?;
    if !n.is_finite() || n.trunc() != n {
        return Err(vm.range_error("Temporal: the value must be an integer"));
    }
    Ok(n + 0.0)
}

/// ToString of a value that must be a String (Temporal parses only strings): a
/// TypeError for any other primitive.
pub(crate) fn required_string(vm: &mut Vm, v: Value, what: &str) -> JsResult<String> {
    match v.as_string() {
        Some(s) => Ok(vm.rust_string(s)),
        None => Err(vm.type_error(&format!("{what}: expected a string or an object"))),
    }
}

#[cfg(test)]
mod tests {
    use crate::vm::{Vm, VmOptions};

    fn run(src: &str) -> String {
        let mut vm = Vm::new(VmOptions::default());
        match vm.eval_script(src, "temporal.js") {
            Ok(v) => vm.display(v),
            Err(e) => e.message,
        }
    }

    /// Chinese and Dangi differences wider than the bound are a RangeError instead of a
    /// native call that runs for seconds; narrower ones and other calendars compute.
    #[test]
    fn lunisolar_differences_are_bounded() {
        let wide = "try { new Temporal.PlainDate(2020, 2, 29, 'chinese')\
                    .until(new Temporal.PlainDate(275760, 9, 13, 'chinese'), { largestUnit: 'months' }); 'no' }\
                    catch (e) { e.name }";
        assert_eq!(run(wide), "RangeError");
        let relative = "try { Temporal.Duration.from({ years: 200000 }).total({ unit: 'months', \
                        relativeTo: new Temporal.PlainDate(2020, 1, 1, 'dangi') }); 'no' } catch (e) { e.name }";
        assert_eq!(run(relative), "RangeError");
        let narrow = "new Temporal.PlainDate(2020, 2, 29, 'chinese')\
                      .until(new Temporal.PlainDate(2120, 2, 29, 'chinese'), { largestUnit: 'years' }).years";
        assert_eq!(run(narrow), "99");
        let other = "new Temporal.PlainDate(2020, 2, 29, 'hebrew')\
                     .until(new Temporal.PlainDate(275760, 9, 13, 'hebrew'), { largestUnit: 'years' }).years > 270000";
        assert_eq!(run(other), "true");
    }

    /// A host time zone by name: Temporal.Now and Date's local time both use it, with
    /// the offset of each instant; an unknown name is refused and changes nothing.
    #[test]
    fn the_host_time_zone_is_named() {
        let mut vm = Vm::new(VmOptions::default());
        assert!(vm.set_time_zone_id("Mars/Olympus_Mons").is_err());
        vm.set_clock_hook(Box::new(|| 1_583_553_600_000.0)); // 2020-03-07T04:00Z
        let src = "Temporal.Now.timeZoneId() + ' ' + Temporal.Now.plainDateTimeISO().toString() + ' ' + \
                   new Date(2020, 2, 7).toISOString() + ' ' + new Date(2020, 2, 9).getHours() + ' ' + \
                   new Date(Date.UTC(2020, 2, 9, 12)).getTimezoneOffset()";
        let before = match vm.eval_script(src, "tz.js") {
            Ok(v) => vm.display(v),
            Err(e) => e.message,
        };
        assert_eq!(before, "UTC 2020-03-07T04:00:00 2020-03-07T00:00:00.000Z 0 0");
        assert!(vm.set_time_zone_id("America/New_York").is_ok());
        let after = match vm.eval_script(src, "tz.js") {
            Ok(v) => vm.display(v),
            Err(e) => e.message,
        };
        assert_eq!(after, "America/New_York 2020-03-06T23:00:00 2020-03-07T05:00:00.000Z 0 240");
    }

    /// Wall-clock times just before a daylight-saving change under a zone's POSIX rule
    /// keep the offset in force then (timezone_provider 0.2.6 alone gave the new one).
    #[test]
    fn wall_clock_before_a_change_keeps_the_old_offset() {
        let src = "Temporal.ZonedDateTime.from('2020-03-07T00:00[America/New_York]').offset + ' ' + \
                   Temporal.ZonedDateTime.from('2024-03-21T12:00[Europe/Paris]').offset + ' ' + \
                   Temporal.ZonedDateTime.from('2020-03-08T02:30[America/New_York]').toString()";
        assert_eq!(run(src), "-05:00 +01:00 2020-03-08T03:30:00-04:00[America/New_York]");
    }
}
