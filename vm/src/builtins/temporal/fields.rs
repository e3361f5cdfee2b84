//! Calendar fields of property bags: PrepareCalendarFields and the conversions of its
//! field table, and the calendar and time zone arguments (ToTemporalCalendarIdentifier,
//! GetTemporalCalendarIdentifierWithISODefault, ToTemporalTimeZoneIdentifier).

use core::str::FromStr;

use cairn_gc::Handle;
use temporal_rs::fields::CalendarFields;
use temporal_rs::{Calendar, MonthCode, TimeZone, TinyAsciiStr};

use super::plain_time::TimeRecord;
use super::{Temporal, check, get, temporal_of};
use crate::object::JsObject;
use crate::value::Value;
use crate::value::convert::Hint;
use crate::vm::{JsResult, Vm};

/// One field of the field table.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Field {
    Day,
    Era,
    EraYear,
    Hour,
    Microsecond,
    Millisecond,
    Minute,
    Month,
    MonthCode,
    Nanosecond,
    Offset,
    Second,
    TimeZone,
    Year,
}

/// Every field with its property name, in the (alphabetical) order they are read.
const TABLE: [(&str, Field); 14] = [
    ("day", Field::Day),
    ("era", Field::Era),
    ("eraYear", Field::EraYear),
    ("hour", Field::Hour),
    ("microsecond", Field::Microsecond),
    ("millisecond", Field::Millisecond),
    ("minute", Field::Minute),
    ("month", Field::Month),
    ("monthCode", Field::MonthCode),
    ("nanosecond", Field::Nanosecond),
    ("offset", Field::Offset),
    ("second", Field::Second),
    ("timeZone", Field::TimeZone),
    ("year", Field::Year),
];

/// The field names a caller asks PrepareCalendarFields for.
#[derive(Clone, Copy)]
pub(crate) struct Wanted {
    /// `year` (and, for calendars with eras, `era` and `eraYear`).
    pub(crate) year: bool,
    /// `month` and `monthCode`.
    pub(crate) month: bool,
    /// `day`.
    pub(crate) day: bool,
    /// The six time fields.
    pub(crate) time: bool,
    /// `offset`.
    pub(crate) offset: bool,
    /// `timeZone`.
    pub(crate) time_zone: bool,
}

/// « year, month, month-code, day ».
pub(crate) const DATE: Wanted =
    Wanted { year: true, month: true, day: true, time: false, offset: false, time_zone: false };
/// « year, month, month-code ».
pub(crate) const YEAR_MONTH: Wanted =
    Wanted { year: true, month: true, day: false, time: false, offset: false, time_zone: false };
/// The date fields and « hour, minute, second, millisecond, microsecond, nanosecond ».
pub(crate) const DATE_TIME: Wanted =
    Wanted { year: true, month: true, day: true, time: true, offset: false, time_zone: false };
/// The date and time fields and « offset, time-zone » (a relativeTo property bag).
pub(crate) const ZONED: Wanted =
    Wanted { year: true, month: true, day: true, time: true, offset: true, time_zone: true };
/// The date and time fields and « offset » (ZonedDateTime.prototype.with).
pub(crate) const ZONED_WITH: Wanted =
    Wanted { year: true, month: true, day: true, time: true, offset: true, time_zone: false };
/// « day » alone.
pub(crate) const DAY: Wanted =
    Wanted { year: false, month: false, day: true, time: false, offset: false, time_zone: false };
/// « year » alone.
pub(crate) const YEAR: Wanted =
    Wanted { year: true, month: false, day: false, time: false, offset: false, time_zone: false };

impl Wanted {
    /// Whether `field` is read (CalendarExtraFields adds the era fields to `year`).
    fn includes(self, field: Field, eras: bool) -> bool {
        match field {
            Field::Day => self.day,
            Field::Era | Field::EraYear => self.year && eras,
            Field::Year => self.year,
            Field::Month | Field::MonthCode => self.month,
            Field::Offset => self.offset,
            Field::TimeZone => self.time_zone,
            _ => self.time,
        }
    }
}

/// The fields read from a property bag.
#[derive(Default)]
pub(crate) struct Fields {
    /// The calendar fields.
    pub(crate) date: CalendarFields,
    /// The time fields (hour … nanosecond), as numbers.
    pub(crate) time: TimeRecord,
    /// The `offset` field.
    pub(crate) offset: Option<String>,
    /// The `timeZone` field.
    pub(crate) time_zone: Option<TimeZone>,
    /// Whether any field was present.
    pub(crate) any: bool,
}

/// CalendarSupportsEra: every calendar but ISO 8601, Chinese and Dangi has eras.
fn supports_era(calendar: &Calendar) -> bool {
    !matches!(calendar.identifier(), "iso8601" | "chinese" | "dangi")
}

/// PrepareCalendarFields: reads the `wanted` fields of `o` in alphabetical order, each
/// converted as its table row says; with `partial`, no field present is a TypeError.
pub(crate) fn prepare_calendar_fields(
    vm: &mut Vm,
    o: Handle<JsObject>,
    calendar: &Calendar,
    wanted: Wanted,
    partial: bool,
) -> JsResult<Fields> {
    let eras = supports_era(calendar);
    let mut out = Fields::default();
    for (name, field) in TABLE {
        if !wanted.includes(field, eras) {
            continue;
        }
        let v = get(vm, o, name)?;
        if v.is_undefined() {
            continue;
        }
        out.any = true;
        convert_field(vm, &mut out, field, v)?;
    }
    if partial && !out.any {
        return Err(vm.type_error("Temporal: the object has none of the expected fields"));
    }
    Ok(out)
}

/// Converts one present field value and stores it in `out`.
fn convert_field(vm: &mut Vm, out: &mut Fields, field: Field, v: Value) -> JsResult<()> {
    let time_slot = |f: Field| match f {
        Field::Hour => 0,
        Field::Minute => 1,
        Field::Second => 2,
        Field::Millisecond => 3,
        Field::Microsecond => 4,
        _ => 5,
    };
    match field {
        Field::Day => out.date.day = Some(to_positive_integer(vm, v)? as u8),
        Field::Month => out.date.month = Some(to_positive_integer(vm, v)? as u8),
        Field::Year => out.date.year = Some(super::to_integer_with_truncation(vm, v)? as i32),
        Field::EraYear => {
            out.date.era_year = Some(super::to_integer_with_truncation(vm, v)? as i32)
        }
        Field::Era => out.date.era = Some(to_era(vm, v)?),
        Field::MonthCode => out.date.month_code = Some(to_month_code(vm, v)?),
        Field::Offset => out.offset = Some(to_offset_string(vm, v)?),
        Field::TimeZone => out.time_zone = Some(to_time_zone(vm, v)?),
        _ => out.time[time_slot(field)] = Some(super::to_integer_with_truncation(vm, v)?),
    }
    Ok(())
}

/// ToPositiveIntegerWithTruncation: ToIntegerWithTruncation, then a RangeError unless
/// above zero.
pub(crate) fn to_positive_integer(vm: &mut Vm, v: Value) -> JsResult<f64> {
    let n = super::to_integer_with_truncation(vm, v)?;
    if n <= 0.0 {
        return Err(vm.range_error("Temporal: the value must be a positive integer"));
    }
    Ok(n)
}

/// ToPrimitive with hint string, then a TypeError unless the result is a String.
fn to_primitive_string(vm: &mut Vm, v: Value, what: &str) -> JsResult<String> {
    let p = vm.to_primitive(v, Hint::String)?;
    match p.as_string() {
        Some(s) => Ok(vm.rust_string(s)),
        None => Err(vm.type_error(&format!("Temporal: {what} must be a string"))),
    }
}

/// ToMonthCode: a string of the form `M01`…`M99` or `M00L`…`M99L`; `M00` is invalid.
fn to_month_code(vm: &mut Vm, v: Value) -> JsResult<MonthCode> {
    let s = to_primitive_string(vm, v, "monthCode")?;
    if s == "M00" {
        return Err(vm.range_error("Temporal: M00 is not a valid monthCode"));
    }
    check(vm, MonthCode::from_str(&s))
}

/// The `era` field: ToPrimitive, a TypeError unless a String (an era name longer than
/// any calendar's is a RangeError).
fn to_era(vm: &mut Vm, v: Value) -> JsResult<TinyAsciiStr<19>> {
    let s = to_primitive_string(vm, v, "era")?;
    match TinyAsciiStr::<19>::try_from_str(&s) {
        Ok(era) => Ok(era),
        Err(_) => Err(vm.range_error(&format!("Temporal: {s} is not a valid era"))),
    }
}

/// ToOffsetString: a string that parses as a UTC offset (±HH:MM[:SS.fffffffff]).
fn to_offset_string(vm: &mut Vm, v: Value) -> JsResult<String> {
    let s = to_primitive_string(vm, v, "offset")?;
    check(vm, temporal_rs::UtcOffset::from_str(&s))?;
    Ok(s)
}

/// The calendar of a Temporal object that has one.
fn calendar_slot(vm: &Vm, v: Value) -> Option<Calendar> {
    match temporal_of(vm, v)? {
        Temporal::PlainDate(d) => Some(d.calendar().clone()),
        Temporal::PlainDateTime(d) => Some(d.calendar().clone()),
        Temporal::PlainYearMonth(d) => Some(d.calendar().clone()),
        Temporal::PlainMonthDay(d) => Some(d.calendar().clone()),
        Temporal::ZonedDateTime(z) => Some(z.calendar().clone()),
        _ => None,
    }
}

/// ToTemporalCalendarIdentifier: a Temporal object's calendar, or a calendar
/// identifier or ISO string (ParseTemporalCalendarString); any other value is a
/// TypeError.
pub(crate) fn to_calendar(vm: &mut Vm, v: Value) -> JsResult<Calendar> {
    if let Some(c) = calendar_slot(vm, v) {
        return Ok(c);
    }
    let Some(s) = v.as_string() else {
        return Err(vm.type_error("Temporal: a calendar must be a string or a Temporal object"));
    };
    let s = vm.rust_string(s);
    reject_islamic(vm, &s)?;
    check(vm, Calendar::from_str(&s))
}

/// CanonicalizeCalendar's RangeError for `islamic`, which ICU resolves to a tabular
/// variant but Temporal does not accept (only Intl.DateTimeFormat falls back).
fn reject_islamic(vm: &mut Vm, id: &str) -> JsResult<()> {
    if id.eq_ignore_ascii_case("islamic") {
        return Err(vm.range_error("Temporal: the calendar islamic is not supported"));
    }
    Ok(())
}

/// GetTemporalCalendarIdentifierWithISODefault: the calendar of a Temporal object, else
/// its `calendar` property (ISO 8601 when undefined).
pub(crate) fn calendar_with_iso_default(vm: &mut Vm, o: Handle<JsObject>) -> JsResult<Calendar> {
    if let Some(c) = calendar_slot(vm, Value::object(o)) {
        return Ok(c);
    }
    let v = get(vm, o, "calendar")?;
    if v.is_undefined() {
        return Ok(Calendar::ISO);
    }
    to_calendar(vm, v)
}

/// The calendar argument of a constructor: undefined is ISO 8601, a non-string is a
/// TypeError, and only a calendar identifier is accepted (CanonicalizeCalendar).
pub(crate) fn constructor_calendar(vm: &mut Vm, v: Value) -> JsResult<Calendar> {
    if v.is_undefined() {
        return Ok(Calendar::ISO);
    }
    let Some(s) = v.as_string() else {
        return Err(vm.type_error("Temporal: the calendar must be a string"));
    };
    let s = vm.rust_string(s);
    reject_islamic(vm, &s)?;
    check(vm, Calendar::try_from_utf8(s.as_bytes()))
}

/// ToTemporalTimeZoneIdentifier: a ZonedDateTime's time zone, or a time zone
/// identifier or ISO string; any other value is a TypeError.
pub(crate) fn to_time_zone(vm: &mut Vm, v: Value) -> JsResult<TimeZone> {
    if let Some(Temporal::ZonedDateTime(z)) = temporal_of(vm, v) {
        return Ok(*z.time_zone());
    }
    let Some(s) = v.as_string() else {
        return Err(vm.type_error("Temporal: a time zone must be a string"));
    };
    let s = vm.rust_string(s);
    check(vm, TimeZone::try_from_str_with_provider(&s, &crate::tz::TZ))
}

/// The ISO 8601 year, month and day arguments of a constructor, ToIntegerWithTruncation
/// each (out-of-range values saturate and are then rejected as invalid dates).
pub(crate) fn iso_numbers(vm: &mut Vm, values: [Value; 3]) -> JsResult<(i32, u8, u8)> {
    let y = super::to_integer_with_truncation(vm, values[0])?;
    let m = super::to_integer_with_truncation(vm, values[1])?;
    let d = super::to_integer_with_truncation(vm, values[2])?;
    Ok((y as i32, iso_u8(m), iso_u8(d)))
}

/// A month or day number as u8: anything outside 0..=255 becomes 0, an invalid value.
pub(crate) fn iso_u8(n: f64) -> u8 {
    if (0.0..=255.0).contains(&n) { n as u8 } else { 0 }
}
