//! Date objects (ECMA-262 sec-date-objects) and Annex B's getYear, setYear and
//! toGMTString (sec-additional-properties-of-the-date.prototype-object).
//!
//! The time value arithmetic is in [`time`], the text forms in [`format`], the reader
//! of Date.parse in [`parse`]. The clock and the local time zone come from the host
//! (`Vm::set_clock_hook`, `Vm::set_time_zone_hook`, `Vm::set_local_tz_offset`); with
//! no hook the local time zone is UTC, and the clock is the system clock on native
//! targets and absent (NaN) on wasm.

mod format;
mod parse;
pub(crate) mod time;

use super::{NativeCx, NativeId, arg};
use crate::object::{JsObject, ObjectKind, attrs};
use crate::value::Value;
use crate::value::convert::Hint;
use crate::vm::{JsResult, Vm};
use cairn_gc::Handle;
use time::{
    Fields, MS_PER_MINUTE, day, make_date, make_day, make_full_year, make_time, time_clip,
    time_within_day,
};

/// The name toString gives the default (UTC) time zone, as node prints it.
const UTC_NAME: &str = "Coordinated Universal Time";

impl Vm {
    /// Sets the clock `Date.now` and `new Date()` read: milliseconds since the epoch
    /// (the result is clipped to the time range; NaN means no clock).
    pub fn set_clock_hook(&mut self, hook: Box<dyn FnMut() -> f64>) {
        self.host.clock = Some(hook);
    }

    /// Sets the local time zone: `hook(t)` is the offset from UTC in milliseconds at the
    /// UTC time value `t` (positive east of Greenwich). Offsets that are not finite or
    /// reach a day are read as 0.
    pub fn set_time_zone_hook(&mut self, hook: Box<dyn Fn(f64) -> f64>) {
        self.host.time_zone = Some(hook);
    }

    /// Sets the local time zone by its IANA name (`Europe/Paris`) or offset (`+05:30`):
    /// Temporal.Now answers in it and Date's local time uses its offsets. An unknown
    /// name is an error and changes nothing. The names of UTC (`UTC`, `Etc/UTC`, `GMT`,
    /// the links to them) give the default, UTC, its primary identifier, which
    /// Temporal.Now.timeZoneId and DateTimeFormat's default zone report (a system's
    /// /etc/localtime names `Etc/UTC`).
    pub fn set_time_zone_id(&mut self, id: &str) -> Result<(), String> {
        const UTC_NAMES: [&str; 17] = [
            "Etc/UTC",
            "Etc/UCT",
            "Etc/Universal",
            "Etc/Zulu",
            "Etc/GMT",
            "Etc/GMT0",
            "Etc/GMT+0",
            "Etc/GMT-0",
            "Etc/Greenwich",
            "GMT",
            "GMT0",
            "GMT+0",
            "GMT-0",
            "Greenwich",
            "UCT",
            "Universal",
            "Zulu",
        ];
        if id.eq_ignore_ascii_case("UTC") || UTC_NAMES.iter().any(|n| n.eq_ignore_ascii_case(id)) {
            // UTC is the default: as if no zone were set (Date's toString names it).
            self.host.time_zone_id = None;
            self.host.time_zone = None;
            return Ok(());
        }
        let tz = crate::tz::time_zone_named(id)?;
        self.host.time_zone_id = Some(tz);
        self.host.time_zone = Some(Box::new(move |t| crate::tz::offset_ms_at(tz, t)));
        Ok(())
    }

    /// Sets a fixed local time zone offset in milliseconds (e.g. 3_600_000 for UTC+1).
    pub fn set_local_tz_offset(&mut self, offset_ms: f64) {
        self.host.time_zone = Some(Box::new(move |_| offset_ms));
    }

    /// The current time value (sec-date.now): the host clock, clipped.
    pub(crate) fn now(&mut self) -> f64 {
        let t = match &mut self.host.clock {
            Some(f) => f(),
            None => system_now(),
        };
        time_clip(t)
    }

    /// The local offset in ms at UTC time value `t` (ECMA-262 sec-localtime's
    /// offsetNs), sanitized to a whole number of ms under a day.
    fn local_offset(&self, t: f64) -> f64 {
        let off = match &self.host.time_zone {
            Some(f) => f(t),
            None => return 0.0,
        };
        if off.is_finite() && off.abs() < time::MS_PER_DAY { off.trunc() } else { 0.0 }
    }

    /// ECMA-262 sec-localtime: LocalTime(t) for finite t.
    fn local_time(&self, t: f64) -> f64 {
        t + self.local_offset(t)
    }

    /// ECMA-262 sec-utc-t: UTC(t), the time value of local time t. A local time that
    /// occurs twice (the clocks went back) is its earlier instant; one that is skipped
    /// (the clocks went forward) is read with the offset before the transition. The
    /// offsets a day before and after stand for the two sides of any transition near t.
    fn utc_of_local(&self, t: f64) -> f64 {
        if !t.is_finite() {
            return f64::NAN;
        }
        let before = self.local_offset(t - time::MS_PER_DAY);
        let after = self.local_offset(t + time::MS_PER_DAY);
        let valid = |o: f64| self.local_offset(t - o) == o;
        match (valid(before), valid(after)) {
            (true, true) => t - before.max(after),
            (true, false) => t - before,
            (false, true) => t - after,
            // Skipped: the offset in force before the transition.
            (false, false) => t - before,
        }
    }
}

/// The system clock (native targets).
#[cfg(not(target_family = "wasm"))]
fn system_now() -> f64 {
    match std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) {
        Ok(d) => d.as_millis() as f64,
        Err(e) => -(e.duration().as_millis() as f64),
    }
}

/// No clock on wasm unless the host sets one (SystemTime panics on
/// wasm32-unknown-unknown).
#[cfg(target_family = "wasm")]
fn system_now() -> f64 {
    f64::NAN
}

/// thisTimeValue(value) (ECMA-262 sec-thistimevalue): the [[DateValue]] of a Date.
fn this_time_value(vm: &mut Vm, this: Value) -> JsResult<f64> {
    this_date(vm, this).map(|(_, t)| t)
}

/// The Date object `this` and its [[DateValue]], else a TypeError.
fn this_date(vm: &mut Vm, this: Value) -> JsResult<(Handle<JsObject>, f64)> {
    if let Some(o) = this.as_object()
        && let ObjectKind::Date(t) = vm.heap.get(o).kind
    {
        return Ok((o, t));
    }
    Err(vm.type_error("this is not a Date object."))
}

/// Sets the [[DateValue]] of `o` and returns it as a value.
fn set_time_value(vm: &mut Vm, o: Handle<JsObject>, t: f64) -> Value {
    if let ObjectKind::Date(v) = &mut vm.heap.get_mut(o).kind {
        *v = t;
    }
    Value::number(t)
}

/// The local-time string of ToDateString (sec-todatestring) and toString.
fn to_date_string(vm: &Vm, tv: f64) -> String {
    if tv.is_nan() {
        return "Invalid Date".into();
    }
    let offset = vm.local_offset(tv);
    let f = Fields::of(tv + offset);
    let mut s = String::with_capacity(64);
    format::date_string(&mut s, &f);
    s.push(' ');
    format::time_string(&mut s, &f);
    s.push(' ');
    format::time_zone_string(&mut s, offset, tz_name(vm));
    s
}

/// The time zone's name in toString output: known only for the default (UTC).
fn tz_name(vm: &Vm) -> Option<&'static str> {
    if vm.host.time_zone.is_none() { Some(UTC_NAME) } else { None }
}

/// Reads a string as Date.parse does, to a clipped time value.
fn parse_time(vm: &mut Vm, s: Handle<crate::string::JsString>) -> f64 {
    // The text is copied and scanned: a unit of fuel a unit, taken where no termination
    // can be reported (the next fuel point ends the run when none is left).
    let len = vm.flat(s).len() as u64;
    vm.limits.debit_work(len);
    let units = vm.flat(s).to_units();
    match parse::parse(&units) {
        Some(parse::Parsed::Utc(t)) => time_clip(t),
        Some(parse::Parsed::Local(t)) => time_clip(vm.utc_of_local(t)),
        None => f64::NAN,
    }
}

/// ToNumber of argument `i` when present, else `default`.
fn num_or(vm: &mut Vm, args: &[Value], i: usize, default: f64) -> JsResult<f64> {
    match args.get(i) {
        Some(&v) => vm.to_number(v),
        None => Ok(default),
    }
}

/// The time value of the year-month-... arguments (shared by the constructor's
/// two-or-more-arguments form and Date.UTC), before UTC() and TimeClip.
fn time_from_parts(vm: &mut Vm, args: &[Value]) -> JsResult<f64> {
    let y = vm.to_number(arg(args, 0))?;
    let m = num_or(vm, args, 1, 0.0)?;
    let dt = num_or(vm, args, 2, 1.0)?;
    let h = num_or(vm, args, 3, 0.0)?;
    let min = num_or(vm, args, 4, 0.0)?;
    let s = num_or(vm, args, 5, 0.0)?;
    let milli = num_or(vm, args, 6, 0.0)?;
    let yr = make_full_year(y);
    Ok(make_date(make_day(yr, m, dt), make_time(h, min, s, milli)))
}

/// ECMA-262 sec-date-constructor
pub(crate) fn constructor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    if cx.new_target.is_undefined() {
        let now = vm.now();
        let text = to_date_string(vm, now);
        return vm.str_value(&text);
    }
    let tv = match args.len() {
        0 => vm.now(),
        1 => {
            let value = args[0];
            let date_value = match value.as_object().map(|o| &vm.heap.get(o).kind) {
                Some(ObjectKind::Date(t)) => Some(*t),
                _ => None,
            };
            match date_value {
                Some(t) => t,
                None => {
                    let v = vm.to_primitive(value, Hint::Default)?;
                    match v.as_string() {
                        Some(s) => parse_time(vm, s),
                        None => time_clip(vm.to_number(v)?),
                    }
                }
            }
        }
        _ => {
            let t = time_from_parts(vm, args)?;
            time_clip(vm.utc_of_local(t))
        }
    };
    let proto = vm.prototype_from_constructor(cx.new_target, vm.realm.date_prototype)?;
    Ok(Value::object(vm.alloc_object(ObjectKind::Date(tv), Some(proto))?))
}

/// ECMA-262 sec-date.now
pub(crate) fn now(vm: &mut Vm, _this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    Ok(Value::number(vm.now()))
}

/// ECMA-262 sec-date.parse
pub(crate) fn parse(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let s = vm.to_string(arg(args, 0))?;
    Ok(Value::number(parse_time(vm, s)))
}

/// ECMA-262 sec-date.utc
pub(crate) fn utc(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let t = time_from_parts(vm, args)?;
    Ok(Value::number(time_clip(t)))
}

/// Which clock a getter or setter reads: local time or UTC.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Zone {
    Local,
    Utc,
}

/// A getter: NaN for an invalid date, else `field` of the (local or UTC) fields.
fn getter(vm: &mut Vm, this: Value, zone: Zone, field: fn(&Fields) -> i64) -> JsResult<Value> {
    let t = this_time_value(vm, this)?;
    if t.is_nan() {
        return Ok(Value::NAN);
    }
    let t = if zone == Zone::Local { vm.local_time(t) } else { t };
    Ok(Value::number(field(&Fields::of(t)) as f64))
}

macro_rules! getters {
    ($($name:ident = ($zone:ident, $field:ident, $spec:literal),)*) => {$(
        #[doc = concat!("ECMA-262 ", $spec)]
        pub(crate) fn $name(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
            getter(vm, this, Zone::$zone, |f| f.$field)
        }
    )*};
}

getters! {
    get_date = (Local, date, "sec-date.prototype.getdate"),
    get_day = (Local, weekday, "sec-date.prototype.getday"),
    get_full_year = (Local, year, "sec-date.prototype.getfullyear"),
    get_hours = (Local, hour, "sec-date.prototype.gethours"),
    get_milliseconds = (Local, ms, "sec-date.prototype.getmilliseconds"),
    get_minutes = (Local, minute, "sec-date.prototype.getminutes"),
    get_month = (Local, month, "sec-date.prototype.getmonth"),
    get_seconds = (Local, second, "sec-date.prototype.getseconds"),
    get_utc_date = (Utc, date, "sec-date.prototype.getutcdate"),
    get_utc_day = (Utc, weekday, "sec-date.prototype.getutcday"),
    get_utc_full_year = (Utc, year, "sec-date.prototype.getutcfullyear"),
    get_utc_hours = (Utc, hour, "sec-date.prototype.getutchours"),
    get_utc_milliseconds = (Utc, ms, "sec-date.prototype.getutcmilliseconds"),
    get_utc_minutes = (Utc, minute, "sec-date.prototype.getutcminutes"),
    get_utc_month = (Utc, month, "sec-date.prototype.getutcmonth"),
    get_utc_seconds = (Utc, second, "sec-date.prototype.getutcseconds"),
}

/// ECMA-262 sec-date.prototype.getyear (Annex B): YearFromTime(LocalTime(t)) - 1900.
pub(crate) fn get_year(vm: &mut Vm, this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    let v = get_full_year(vm, this, args, cx)?;
    Ok(match v.as_number() {
        Some(y) if !y.is_nan() => Value::number(y - 1900.0),
        _ => Value::NAN,
    })
}

/// ECMA-262 sec-date.prototype.gettime and sec-date.prototype.valueof
pub(crate) fn get_time(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    Ok(Value::number(this_time_value(vm, this)?))
}

/// ECMA-262 sec-date.prototype.gettimezoneoffset: (t - LocalTime(t)) / msPerMinute.
pub(crate) fn get_timezone_offset(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let t = this_time_value(vm, this)?;
    if t.is_nan() {
        return Ok(Value::NAN);
    }
    Ok(Value::number((t - vm.local_time(t)) / MS_PER_MINUTE))
}

/// The field a setter starts at.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Part {
    Milliseconds,
    Seconds,
    Minutes,
    Hours,
    Date,
    Month,
    FullYear,
}

/// The setters of sec-date.prototype.setmilliseconds through
/// sec-date.prototype.setutcseconds: `part` is the first field the arguments give,
/// later (smaller) fields follow while arguments are present. Every argument is
/// converted before the NaN check, as the spec orders it.
fn setter(vm: &mut Vm, this: Value, args: &[Value], zone: Zone, part: Part) -> JsResult<Value> {
    let (o, t) = this_date(vm, this)?;
    // How many arguments this setter reads: setHours(h, m, s, ms) reads four.
    let count = match part {
        Part::Milliseconds | Part::Date => 1,
        Part::Seconds | Part::Month => 2,
        Part::Minutes | Part::FullYear => 3,
        Part::Hours => 4,
    };
    // The first argument is always read (undefined gives NaN); later ones when present.
    let n = count.min(args.len()).max(1);
    let mut given = [f64::NAN; 4];
    for (i, slot) in given.iter_mut().enumerate().take(n) {
        *slot = vm.to_number(arg(args, i))?;
    }
    let present = |i: usize| i < n;
    let t = if t.is_nan() {
        if part != Part::FullYear {
            return Ok(Value::NAN);
        }
        0.0
    } else if zone == Zone::Local {
        vm.local_time(t)
    } else {
        t
    };
    let f = Fields::of(t);
    let pick = |i: usize, own: i64| if present(i) { given[i] } else { own as f64 };
    let new_date = match part {
        Part::Milliseconds | Part::Seconds | Part::Minutes | Part::Hours => {
            // Fields from hours down to ms; the setter's arguments start at `first`.
            let own = [f.hour, f.minute, f.second, f.ms];
            let first = 4 - count;
            let mut v = [0.0; 4];
            for (k, slot) in v.iter_mut().enumerate() {
                *slot = if k < first { own[k] as f64 } else { pick(k - first, own[k]) };
            }
            make_date(day(t), make_time(v[0], v[1], v[2], v[3]))
        }
        Part::Date => {
            make_date(make_day(f.year as f64, f.month as f64, given[0]), time_within_day(t))
        }
        Part::Month => {
            make_date(make_day(f.year as f64, given[0], pick(1, f.date)), time_within_day(t))
        }
        Part::FullYear => {
            make_date(make_day(given[0], pick(1, f.month), pick(2, f.date)), time_within_day(t))
        }
    };
    let u = if zone == Zone::Local { vm.utc_of_local(new_date) } else { new_date };
    Ok(set_time_value(vm, o, time_clip(u)))
}

macro_rules! setters {
    ($($name:ident = ($zone:ident, $part:ident, $spec:literal),)*) => {$(
        #[doc = concat!("ECMA-262 ", $spec)]
        pub(crate) fn $name(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
            setter(vm, this, args, Zone::$zone, Part::$part)
        }
    )*};
}

setters! {
    set_date = (Local, Date, "sec-date.prototype.setdate"),
    set_full_year = (Local, FullYear, "sec-date.prototype.setfullyear"),
    set_hours = (Local, Hours, "sec-date.prototype.sethours"),
    set_milliseconds = (Local, Milliseconds, "sec-date.prototype.setmilliseconds"),
    set_minutes = (Local, Minutes, "sec-date.prototype.setminutes"),
    set_month = (Local, Month, "sec-date.prototype.setmonth"),
    set_seconds = (Local, Seconds, "sec-date.prototype.setseconds"),
    set_utc_date = (Utc, Date, "sec-date.prototype.setutcdate"),
    set_utc_full_year = (Utc, FullYear, "sec-date.prototype.setutcfullyear"),
    set_utc_hours = (Utc, Hours, "sec-date.prototype.setutchours"),
    set_utc_milliseconds = (Utc, Milliseconds, "sec-date.prototype.setutcmilliseconds"),
    set_utc_minutes = (Utc, Minutes, "sec-date.prototype.setutcminutes"),
    set_utc_month = (Utc, Month, "sec-date.prototype.setutcmonth"),
    set_utc_seconds = (Utc, Seconds, "sec-date.prototype.setutcseconds"),
}

/// ECMA-262 sec-date.prototype.settime
pub(crate) fn set_time(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let (o, _) = this_date(vm, this)?;
    let t = vm.to_number(arg(args, 0))?;
    Ok(set_time_value(vm, o, time_clip(t)))
}

/// ECMA-262 sec-date.prototype.setyear (Annex B)
pub(crate) fn set_year(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let (o, t) = this_date(vm, this)?;
    let y = vm.to_number(arg(args, 0))?;
    let t = if t.is_nan() { 0.0 } else { vm.local_time(t) };
    let yyyy = make_full_year(y);
    if yyyy.is_nan() {
        return Ok(set_time_value(vm, o, f64::NAN));
    }
    let f = Fields::of(t);
    let d = make_day(yyyy, f.month as f64, f.date as f64);
    let date = make_date(d, time_within_day(t));
    let u = time_clip(vm.utc_of_local(date));
    Ok(set_time_value(vm, o, u))
}

/// Which text form a string method writes.
#[derive(Clone, Copy)]
enum Form {
    Full,
    DateOnly,
    TimeOnly,
    Utc,
    /// toLocaleString and friends: en-US (builtins/locale.rs), date and/or time.
    Locale {
        date: bool,
        time: bool,
    },
}

/// The string methods: "Invalid Date" for NaN, else the form in local time (UTC for
/// toUTCString).
fn string_form(vm: &mut Vm, this: Value, form: Form) -> JsResult<Value> {
    let tv = this_time_value(vm, this)?;
    if tv.is_nan() {
        return vm.str_value("Invalid Date");
    }
    let text = match form {
        Form::Full => to_date_string(vm, tv),
        Form::DateOnly => {
            let mut s = String::new();
            format::date_string(&mut s, &Fields::of(vm.local_time(tv)));
            s
        }
        Form::TimeOnly => {
            let offset = vm.local_offset(tv);
            let mut s = String::new();
            format::time_string(&mut s, &Fields::of(tv + offset));
            s.push(' ');
            format::time_zone_string(&mut s, offset, tz_name(vm));
            s
        }
        Form::Utc => {
            let mut s = String::new();
            format::utc_string(&mut s, &Fields::of(tv));
            s
        }
        Form::Locale { date, time } => {
            let f = Fields::of(vm.local_time(tv));
            let mut s = String::new();
            if date {
                super::locale::date(&mut s, f.year, f.month, f.date);
            }
            if date && time {
                s.push_str(", ");
            }
            if time {
                super::locale::time(&mut s, f.hour, f.minute, f.second);
            }
            s
        }
    };
    vm.str_value(&text)
}

/// ECMA-262 sec-date.prototype.tolocalestring: `3/5/2024, 2:07:09 PM` in local time,
/// as node writes it in its default locale (builtins/locale.rs). With locales or
/// options (and the `intl` feature) a DateTimeFormat of them formats the date
/// (ECMA-402 sec-date.prototype.tolocalestring); likewise the two below.
pub(crate) fn to_locale_string(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    locale_form(vm, this, args, true, true)
}

/// ECMA-262 sec-date.prototype.tolocaledatestring: `3/5/2024`.
pub(crate) fn to_locale_date_string(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    locale_form(vm, this, args, true, false)
}

/// ECMA-262 sec-date.prototype.tolocaletimestring: `2:07:09 PM`.
pub(crate) fn to_locale_time_string(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    locale_form(vm, this, args, false, true)
}

/// The toLocale*String methods: the date and/or the time through a DateTimeFormat
/// when there are locales or options or the host set a locale (with the `intl`
/// feature), else node's en-US form.
fn locale_form(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    date: bool,
    time: bool,
) -> JsResult<Value> {
    #[cfg(feature = "intl")]
    if !arg(args, 0).is_undefined() || !arg(args, 1).is_undefined() || vm.host.locale.is_some() {
        use super::intl::date_time_format::{LocaleForm, date_to_locale_string};
        let form = match (date, time) {
            (true, true) => LocaleForm::DateTime,
            (true, false) => LocaleForm::Date,
            (false, _) => LocaleForm::Time,
        };
        let t = this_time_value(vm, this)?;
        return date_to_locale_string(vm, t, arg(args, 0), arg(args, 1), form);
    }
    #[cfg(not(feature = "intl"))]
    let _ = args;
    string_form(vm, this, Form::Locale { date, time })
}

/// ECMA-262 sec-date.prototype.tostring.
pub(crate) fn to_string(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    string_form(vm, this, Form::Full)
}

/// ECMA-262 sec-date.prototype.todatestring.
pub(crate) fn to_date_string_method(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    string_form(vm, this, Form::DateOnly)
}

/// ECMA-262 sec-date.prototype.totimestring.
pub(crate) fn to_time_string(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    string_form(vm, this, Form::TimeOnly)
}

/// ECMA-262 sec-date.prototype.toutcstring (and Annex B toGMTString, the same function).
pub(crate) fn to_utc_string(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    string_form(vm, this, Form::Utc)
}

/// ECMA-262 sec-date.prototype.toisostring
pub(crate) fn to_iso_string(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let tv = this_time_value(vm, this)?;
    if !tv.is_finite() {
        return Err(vm.range_error("Invalid time value"));
    }
    let mut s = String::with_capacity(24);
    format::iso_string(&mut s, &Fields::of(tv));
    vm.str_value(&s)
}

/// How console.log shows a Date (as node does): its ISO string, or "Invalid Date".
pub(crate) fn display(tv: f64) -> String {
    if !tv.is_finite() {
        return "Invalid Date".into();
    }
    let mut s = String::with_capacity(24);
    format::iso_string(&mut s, &Fields::of(tv));
    s
}

/// ECMA-262 sec-date.prototype.tojson
pub(crate) fn to_json(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let tv = vm.to_primitive(Value::object(o), Hint::Number)?;
    if let Some(n) = tv.as_number()
        && !n.is_finite()
    {
        return Ok(Value::NULL);
    }
    let key = vm.key("toISOString")?;
    let f = vm.get(o, key, Value::object(o))?;
    if !vm.is_callable(f) {
        return Err(vm.type_error("toISOString is not a function"));
    }
    vm.call(f, Value::object(o), &[])
}

/// ECMA-262 sec-date.prototype-%symbol.toprimitive%
pub(crate) fn to_primitive(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let Some(o) = this.as_object() else {
        return Err(vm.type_error("Date.prototype[Symbol.toPrimitive] called on a non-object"));
    };
    let hint = arg(args, 0);
    let try_first = match hint.as_string() {
        Some(s) => match vm.rust_string(s).as_str() {
            "string" | "default" => Some(Hint::String),
            "number" => Some(Hint::Number),
            _ => None,
        },
        None => None,
    };
    let Some(try_first) = try_first else {
        return Err(vm.type_error("Invalid hint"));
    };
    vm.ordinary_to_primitive(o, try_first)
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Date;
    Date = ("Date", 7, true, constructor),
    DateNow = ("now", 0, false, now),
    DateParse = ("parse", 1, false, parse),
    DateUtc = ("UTC", 7, false, utc),
    DateProtoGetDate = ("getDate", 0, false, get_date),
    DateProtoGetDay = ("getDay", 0, false, get_day),
    DateProtoGetFullYear = ("getFullYear", 0, false, get_full_year),
    DateProtoGetHours = ("getHours", 0, false, get_hours),
    DateProtoGetMilliseconds = ("getMilliseconds", 0, false, get_milliseconds),
    DateProtoGetMinutes = ("getMinutes", 0, false, get_minutes),
    DateProtoGetMonth = ("getMonth", 0, false, get_month),
    DateProtoGetSeconds = ("getSeconds", 0, false, get_seconds),
    DateProtoGetTime = ("getTime", 0, false, get_time),
    DateProtoGetTimezoneOffset = ("getTimezoneOffset", 0, false, get_timezone_offset),
    DateProtoGetUtcDate = ("getUTCDate", 0, false, get_utc_date),
    DateProtoGetUtcDay = ("getUTCDay", 0, false, get_utc_day),
    DateProtoGetUtcFullYear = ("getUTCFullYear", 0, false, get_utc_full_year),
    DateProtoGetUtcHours = ("getUTCHours", 0, false, get_utc_hours),
    DateProtoGetUtcMilliseconds = ("getUTCMilliseconds", 0, false, get_utc_milliseconds),
    DateProtoGetUtcMinutes = ("getUTCMinutes", 0, false, get_utc_minutes),
    DateProtoGetUtcMonth = ("getUTCMonth", 0, false, get_utc_month),
    DateProtoGetUtcSeconds = ("getUTCSeconds", 0, false, get_utc_seconds),
    DateProtoGetYear = ("getYear", 0, false, get_year),
    DateProtoSetDate = ("setDate", 1, false, set_date),
    DateProtoSetFullYear = ("setFullYear", 3, false, set_full_year),
    DateProtoSetHours = ("setHours", 4, false, set_hours),
    DateProtoSetMilliseconds = ("setMilliseconds", 1, false, set_milliseconds),
    DateProtoSetMinutes = ("setMinutes", 3, false, set_minutes),
    DateProtoSetMonth = ("setMonth", 2, false, set_month),
    DateProtoSetSeconds = ("setSeconds", 2, false, set_seconds),
    DateProtoSetTime = ("setTime", 1, false, set_time),
    DateProtoSetUtcDate = ("setUTCDate", 1, false, set_utc_date),
    DateProtoSetUtcFullYear = ("setUTCFullYear", 3, false, set_utc_full_year),
    DateProtoSetUtcHours = ("setUTCHours", 4, false, set_utc_hours),
    DateProtoSetUtcMilliseconds = ("setUTCMilliseconds", 1, false, set_utc_milliseconds),
    DateProtoSetUtcMinutes = ("setUTCMinutes", 3, false, set_utc_minutes),
    DateProtoSetUtcMonth = ("setUTCMonth", 2, false, set_utc_month),
    DateProtoSetUtcSeconds = ("setUTCSeconds", 2, false, set_utc_seconds),
    DateProtoSetYear = ("setYear", 1, false, set_year),
    DateProtoToDateString = ("toDateString", 0, false, to_date_string_method),
    DateProtoToIsoString = ("toISOString", 0, false, to_iso_string),
    DateProtoToJson = ("toJSON", 1, false, to_json),
    DateProtoToLocaleDateString = ("toLocaleDateString", 0, false, to_locale_date_string),
    DateProtoToLocaleString = ("toLocaleString", 0, false, to_locale_string),
    DateProtoToLocaleTimeString = ("toLocaleTimeString", 0, false, to_locale_time_string),
    DateProtoToString = ("toString", 0, false, to_string),
    DateProtoToTimeString = ("toTimeString", 0, false, to_time_string),
    DateProtoToUtcString = ("toUTCString", 0, false, to_utc_string),
    DateProtoValueOf = ("valueOf", 0, false, get_time),
    DateProtoToPrimitive = ("[Symbol.toPrimitive]", 1, false, to_primitive),
}

/// Installs Date and Date.prototype.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let op = Some(vm.realm.object_prototype);
    vm.realm.date_prototype = vm.alloc_object(ObjectKind::Ordinary, op)?;
    let proto = vm.realm.date_prototype;
    let ctor = vm.install_constructor(NativeId::Date, proto)?;
    for id in [NativeId::DateNow, NativeId::DateParse, NativeId::DateUtc] {
        vm.install(ctor, id)?;
    }
    for id in [
        NativeId::DateProtoGetDate,
        NativeId::DateProtoGetDay,
        NativeId::DateProtoGetFullYear,
        NativeId::DateProtoGetHours,
        NativeId::DateProtoGetMilliseconds,
        NativeId::DateProtoGetMinutes,
        NativeId::DateProtoGetMonth,
        NativeId::DateProtoGetSeconds,
        NativeId::DateProtoGetTime,
        NativeId::DateProtoGetTimezoneOffset,
        NativeId::DateProtoGetUtcDate,
        NativeId::DateProtoGetUtcDay,
        NativeId::DateProtoGetUtcFullYear,
        NativeId::DateProtoGetUtcHours,
        NativeId::DateProtoGetUtcMilliseconds,
        NativeId::DateProtoGetUtcMinutes,
        NativeId::DateProtoGetUtcMonth,
        NativeId::DateProtoGetUtcSeconds,
        NativeId::DateProtoGetYear,
        NativeId::DateProtoSetDate,
        NativeId::DateProtoSetFullYear,
        NativeId::DateProtoSetHours,
        NativeId::DateProtoSetMilliseconds,
        NativeId::DateProtoSetMinutes,
        NativeId::DateProtoSetMonth,
        NativeId::DateProtoSetSeconds,
        NativeId::DateProtoSetTime,
        NativeId::DateProtoSetUtcDate,
        NativeId::DateProtoSetUtcFullYear,
        NativeId::DateProtoSetUtcHours,
        NativeId::DateProtoSetUtcMilliseconds,
        NativeId::DateProtoSetUtcMinutes,
        NativeId::DateProtoSetUtcMonth,
        NativeId::DateProtoSetUtcSeconds,
        NativeId::DateProtoSetYear,
        NativeId::DateProtoToDateString,
        NativeId::DateProtoToIsoString,
        NativeId::DateProtoToJson,
        NativeId::DateProtoToLocaleDateString,
        NativeId::DateProtoToLocaleString,
        NativeId::DateProtoToLocaleTimeString,
        NativeId::DateProtoToString,
        NativeId::DateProtoToTimeString,
        NativeId::DateProtoValueOf,
    ] {
        vm.install(proto, id)?;
    }
    // Annex B: toGMTString is the same function object as toUTCString.
    let utc = vm.install(proto, NativeId::DateProtoToUtcString)?;
    vm.define_value(proto, "toGMTString", Value::object(utc), attrs::HIDDEN)?;
    let to_prim = vm.realm.symbols.to_primitive;
    vm.install_symbol(proto, to_prim, NativeId::DateProtoToPrimitive, attrs::CONFIGURABLE)?;
    Ok(())
}
