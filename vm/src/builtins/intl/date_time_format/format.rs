//! FormatDateTime and PartitionDateTimePattern (ECMA-402 sec-formatdatetime,
//! sec-partitiondatetimepattern) on ICU4X's `DateTimeFormatter`: the resolved
//! components become a field set of ICU4X's builder (fields, length, year style,
//! alignment, time precision, zone style), and the locale carries the calendar, hour
//! cycle and numbering system as `-u-` keywords. Formatters are built once per thread
//! and resolved options (building one loads its data).

use std::cell::RefCell;
use std::rc::Rc;

use crate::builtins::intl::cache::{Cache, cached};

use icu_calendar::preferences::CalendarPreferences;
use icu_calendar::types::RataDie;
use icu_calendar::{AnyCalendarKind, Date, Iso};
use icu_datetime::fieldsets::builder::{DateFields, FieldSetBuilder, ZoneStyle};
use icu_datetime::fieldsets::enums::CompositeFieldSet;
use icu_datetime::options::{Alignment, Length, SubsecondDigits, TimePrecision, YearStyle};
use icu_datetime::{DateTimeFormatter, DateTimeFormatterPreferences};
use icu_locale::Locale;
use icu_time::zone::{IanaParser, UtcOffset};
use icu_time::{DateTime, Time, TimeZone, ZonedDateTime};
use writeable::{Part, PartsWrite, Writeable};

use super::numeric_date::NumericDate;
use super::zone::{Zone, zone_of};
use crate::builtins::date::time::{Fields, day};
use crate::builtins::intl::supported_values::CALENDARS;
use crate::object::slots::intl::{
    DateTimeComponents, DateTimeFormat, DateTimeFormatRecord, DateTimeStyle, Digits, HourCycle,
    MonthStyle, StyleFields, TextWidth, ZoneNameStyle,
};

/// Whether ICU4X formats calendar `ca`.
pub(crate) fn has_calendar(ca: &str) -> bool {
    CALENDARS.contains(&ca)
}

/// The BCP 47 name of a calendar kind (`None` for ICU4X's kinds CLDR has no name for).
fn calendar_name(kind: AnyCalendarKind) -> Option<&'static str> {
    #[allow(deprecated)]
    let name = match kind {
        AnyCalendarKind::Buddhist => "buddhist",
        AnyCalendarKind::Chinese => "chinese",
        AnyCalendarKind::Coptic => "coptic",
        AnyCalendarKind::Dangi => "dangi",
        AnyCalendarKind::Ethiopian => "ethiopic",
        AnyCalendarKind::EthiopianAmeteAlem => "ethioaa",
        AnyCalendarKind::Gregorian => "gregory",
        AnyCalendarKind::Hebrew => "hebrew",
        AnyCalendarKind::Indian => "indian",
        AnyCalendarKind::HijriTabularTypeIIFriday => "islamic-civil",
        AnyCalendarKind::HijriTabularTypeIIThursday => "islamic-tbla",
        AnyCalendarKind::HijriUmmAlQura => "islamic-umalqura",
        AnyCalendarKind::Iso => "iso8601",
        AnyCalendarKind::Japanese | AnyCalendarKind::JapaneseExtended => "japanese",
        AnyCalendarKind::Persian => "persian",
        AnyCalendarKind::Roc => "roc",
        _ => return None,
    };
    Some(name)
}

/// The default calendar of `locale` (CLDR's preferred calendar of its region).
pub(crate) fn default_calendar(locale: &str) -> String {
    let Ok(l) = Locale::try_from_str(locale) else { return "gregory".into() };
    let mut prefs = CalendarPreferences::from(&l);
    prefs.calendar_algorithm = None;
    AnyCalendarKind::try_new(prefs).ok().and_then(calendar_name).unwrap_or("gregory").to_string()
}

/// The hour cycle `locale` uses when none is asked for: its hour at 13:00 and 00:30,
/// formatted with Latin digits, tells.
pub(crate) fn default_hour_cycle(locale: &str) -> HourCycle {
    thread_local! {
        /// The answers so far, by locale.
        static CYCLES: RefCell<Vec<(String, HourCycle)>> = const { RefCell::new(Vec::new()) };
    }
    let base = base_locale(locale);
    if let Some(hc) = CYCLES.with(|c| c.borrow().iter().find(|(l, _)| *l == base).map(|e| e.1)) {
        return hc;
    }
    let hc = probe_hour_cycle(&base).unwrap_or(HourCycle::H23);
    CYCLES.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() >= CACHE_SIZE {
            c.remove(0);
        }
        c.push((base, hc));
    });
    hc
}

/// Formats 13:00 and 00:30 in `base` to see its hour cycle.
fn probe_hour_cycle(base: &str) -> Option<HourCycle> {
    let locale = Locale::try_from_str(&format!("{base}-u-nu-latn")).ok()?;
    let mut b = FieldSetBuilder::new();
    b.time_precision = Some(TimePrecision::Hour);
    let fs = b.build_composite().ok()?;
    let f = DateTimeFormatter::try_new(DateTimeFormatterPreferences::from(&locale), fs).ok()?;
    let at = |hour: u8, minute: u8| -> Option<String> {
        let date = Date::try_new_iso(2000, 1, 1).ok()?;
        let time = Time::try_new(hour, minute, 0, 0).ok()?;
        let zone = TimeZone::UNKNOWN
            .with_offset(Some(UtcOffset::zero()))
            .at_date_time(DateTime { date, time });
        Some(f.format(&ZonedDateTime { date, time, zone }).write_to_string().into_owned())
    };
    if at(13, 0)?.contains("13") {
        return Some(HourCycle::H23);
    }
    Some(if at(0, 30)?.contains("12") { HourCycle::H12 } else { HourCycle::H11 })
}

/// The language, script, region and variants of a resolved tag.
fn base_locale(locale: &str) -> String {
    Locale::try_from_str(locale).map_or_else(|_| "en-US".into(), |l| l.id.to_string())
}

/// The Rata Die day number of 1970-01-01, day 0 of time values.
const RD_OF_EPOCH: i64 = 719_163;

/// One part of a formatted date (PartitionDateTimePattern's records).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct DatePart {
    /// `[[Type]]`: "literal", "year", "month", ...
    pub(crate) kind: &'static str,
    /// `[[Value]]`.
    pub(crate) text: String,
}

/// A formatter of one set of resolved options, with the zone it formats in.
pub(crate) struct Formatter {
    /// ICU4X's formatter.
    icu: DateTimeFormatter<CompositeFieldSet>,
    /// [[TimeZone]].
    zone: Zone,
    /// ICU4X's id of a named zone (unknown for offsets).
    icu_zone: TimeZone,
    /// Hour cycle h24, which ICU4X does not have: written as h23 with 0 as 24.
    h24: bool,
    /// Minutes or seconds without the hour, which ICU4X's time field sets always
    /// have: the hour and day period are cut from what it writes.
    drop_hour: bool,
    /// The zone is the offset +00:00 and its name is asked for as "short" or "long":
    /// CLDR's GMT zero format (`GMT`), where ICU4X writes the offset (`GMT+0`).
    gmt_zero: bool,
    /// `year: "2-digit"`: the year's last two digits, which ICU4X's year styles give
    /// only for the years and lengths its patterns abbreviate.
    two_digit_year: bool,
    /// `hour: "2-digit"`: the zero digit of the numbering system, put before an hour
    /// written with one digit.
    two_digit_hour: Option<char>,
    /// All-numeric date fields of a Gregorian format: CLDR's pattern for them, where
    /// ICU4X's field sets pad (see `numeric_date`).
    numeric_date: Option<NumericDate>,
}

/// What a formatter is built for: the slots that shape the output, the format record
/// and the zone it formats in.
#[derive(Clone, PartialEq)]
struct Key {
    locale: Box<str>,
    calendar: Box<str>,
    numbering_system: Box<str>,
    time_zone: Box<str>,
    /// The hour cycle, when the record shows the hour.
    hour_cycle: Option<HourCycle>,
    record: DateTimeFormatRecord,
}

impl Key {
    /// The key of `record` in `d`, formatting in `time_zone`.
    fn of(d: &DateTimeFormat, record: &DateTimeFormatRecord, time_zone: &str) -> Key {
        Key {
            locale: d.locale.clone(),
            calendar: d.calendar.clone(),
            numbering_system: d.numbering_system.clone(),
            time_zone: time_zone.into(),
            hour_cycle: shows_hour(record).then_some(d.hour_cycle),
            record: *record,
        }
    }
}

/// Whether a format record has the hour (ECMA-402's "format has a field [[hour]]").
pub(crate) fn shows_hour(record: &DateTimeFormatRecord) -> bool {
    match record {
        DateTimeFormatRecord::Components(c) => c.hour.is_some(),
        DateTimeFormatRecord::Styles { time, fields, .. } => {
            time.is_some()
                && !matches!(
                    fields,
                    StyleFields::Date | StyleFields::YearMonth | StyleFields::MonthDay
                )
        }
    }
}

/// How many formatters a thread keeps (the oldest goes first).
const CACHE_SIZE: usize = 32;

thread_local! {
    /// The formatters of this thread (see `intl::cache`).
    static CACHE: Cache<Key, Formatter> = const { RefCell::new(Vec::new()) };
}

/// The formatter of `record` in `d` formatting in `time_zone` (a [[TimeZone]] value),
/// from the cache or built (`None` when ICU4X cannot build one, which only a corrupt
/// dump's slots can cause).
pub(crate) fn formatter(
    d: &DateTimeFormat,
    record: &DateTimeFormatRecord,
    time_zone: &str,
) -> Option<Rc<Formatter>> {
    let key = Key::of(d, record, time_zone);
    let want = key.clone();
    cached(&CACHE, CACHE_SIZE, |k| *k == want, || key, || build(&want))
}

/// The ICU4X locale of `k`: its base with the calendar, hour cycle and numbering
/// system as keywords.
fn icu_locale(k: &Key) -> Option<Locale> {
    let mut tag = base_locale(&k.locale);
    tag.push_str("-u-ca-");
    tag.push_str(&k.calendar);
    if let Some(hc) = k.hour_cycle {
        tag.push_str(match hc {
            HourCycle::H11 => "-hc-h11",
            HourCycle::H12 => "-hc-h12",
            HourCycle::H23 | HourCycle::H24 => "-hc-h23",
        });
    }
    tag.push_str("-nu-");
    tag.push_str(&k.numbering_system);
    Locale::try_from_str(&tag).ok()
}

/// The ICU4X length of a text width.
fn length_of(w: TextWidth) -> Length {
    match w {
        TextWidth::Long => Length::Long,
        TextWidth::Short => Length::Medium,
        TextWidth::Narrow => Length::Short,
    }
}

/// The field set builder of the components (ECMA-402's BestFitFormatMatcher: the
/// nearest field set ICU4X has).
fn builder_of_components(c: &DateTimeComponents) -> FieldSetBuilder {
    let mut b = FieldSetBuilder::new();
    let year = c.year.is_some() || c.era.is_some();
    let (month, day, weekday) = (c.month.is_some(), c.day.is_some(), c.weekday.is_some());
    let time = c.hour.is_some()
        || c.minute.is_some()
        || c.second.is_some()
        || c.fractional_second_digits.is_some()
        || c.day_period.is_some();
    let zone = c.time_zone_name.is_some();
    b.date_fields = match (year, month, day, weekday) {
        (false, false, false, false) => None,
        (false, false, true, false) => Some(DateFields::D),
        (false, true, true, false) => Some(DateFields::MD),
        (true, _, true, false) => Some(DateFields::YMD),
        (false, false, true, true) => Some(DateFields::DE),
        (false, true, _, true) => Some(DateFields::MDE),
        (true, _, _, true) => Some(DateFields::YMDE),
        (false, false, false, true) => Some(DateFields::E),
        // A month or year with a time or zone: ICU4X joins only whole dates to them.
        (false, true, false, false) if time || zone => Some(DateFields::MD),
        (true, _, false, false) if time || zone => Some(DateFields::YMD),
        (false, true, false, false) => Some(DateFields::M),
        (true, true, false, false) => Some(DateFields::YM),
        (true, false, false, false) => Some(DateFields::Y),
    };
    b.length = Some(match (c.month, c.weekday, c.era) {
        (Some(MonthStyle::Text(w)), _, _) => length_of(w),
        (Some(MonthStyle::Number(_)), _, _) => Length::Short,
        (None, Some(w), _) | (None, None, Some(w)) => length_of(w),
        (None, None, None) => Length::Short,
    });
    if year {
        b.year_style = Some(match (c.era, c.year) {
            (Some(_), _) => YearStyle::WithEra,
            (None, Some(Digits::TwoDigit)) => YearStyle::Auto,
            (None, _) => YearStyle::Full,
        });
    }
    // Column alignment pads every numeric field; a 2-digit hour alone is padded after
    // formatting (`Formatter::two_digit_hour`), so that `3/10, 01:30` keeps its month.
    let two = |d: Option<Digits>| d == Some(Digits::TwoDigit);
    if two(c.day) || c.month == Some(MonthStyle::Number(Digits::TwoDigit)) {
        b.alignment = Some(Alignment::Column);
    }
    b.time_precision = if let Some(n) = c.fractional_second_digits {
        Some(TimePrecision::Subsecond(match n {
            1 => SubsecondDigits::S1,
            2 => SubsecondDigits::S2,
            _ => SubsecondDigits::S3,
        }))
    } else if c.second.is_some() {
        Some(TimePrecision::Second)
    } else if c.minute.is_some() {
        Some(TimePrecision::Minute)
    } else if c.hour.is_some() || c.day_period.is_some() {
        Some(TimePrecision::Hour)
    } else {
        None
    };
    b.zone_style = c.time_zone_name.map(|z| match z {
        ZoneNameStyle::Short => ZoneStyle::SpecificShort,
        ZoneNameStyle::Long => ZoneStyle::SpecificLong,
        ZoneNameStyle::ShortOffset => ZoneStyle::LocalizedOffsetShort,
        ZoneNameStyle::LongOffset => ZoneStyle::LocalizedOffsetLong,
        ZoneNameStyle::ShortGeneric => ZoneStyle::GenericShort,
        ZoneNameStyle::LongGeneric => ZoneStyle::GenericLong,
    });
    b
}

/// The field set builder of dateStyle and timeStyle (ECMA-402 DateTimeStyleFormat).
fn builder_of_styles(date: Option<DateTimeStyle>, time: Option<DateTimeStyle>) -> FieldSetBuilder {
    let mut b = FieldSetBuilder::new();
    let length = |s: DateTimeStyle| match s {
        DateTimeStyle::Full | DateTimeStyle::Long => Length::Long,
        DateTimeStyle::Medium => Length::Medium,
        DateTimeStyle::Short => Length::Short,
    };
    if let Some(s) = date {
        b.date_fields =
            Some(if s == DateTimeStyle::Full { DateFields::YMDE } else { DateFields::YMD });
        b.length = Some(length(s));
    }
    if let Some(s) = time {
        b.time_precision = Some(match s {
            DateTimeStyle::Short => TimePrecision::Minute,
            _ => TimePrecision::Second,
        });
        b.zone_style = match s {
            DateTimeStyle::Full => Some(ZoneStyle::SpecificLong),
            DateTimeStyle::Long => Some(ZoneStyle::SpecificShort),
            DateTimeStyle::Medium | DateTimeStyle::Short => None,
        };
        if date.is_none() {
            b.length = Some(length(s));
        }
    }
    b
}

/// The field set builder of dateStyle and timeStyle cut to `fields` (the Temporal
/// proposal's AdjustDateTimeStyleFormat: a year-month keeps the year and month of the
/// date style, a plain time the time style without the zone).
fn builder_of_adjusted_styles(
    date: Option<DateTimeStyle>,
    time: Option<DateTimeStyle>,
    fields: StyleFields,
) -> FieldSetBuilder {
    let (has_date, has_time) = match fields {
        StyleFields::All | StyleFields::DateTime => (true, true),
        StyleFields::Date | StyleFields::YearMonth | StyleFields::MonthDay => (true, false),
        StyleFields::Time => (false, true),
    };
    let date = date.filter(|_| has_date);
    let time = time.filter(|_| has_time);
    let mut b = builder_of_styles(date, time);
    match fields {
        StyleFields::YearMonth => b.date_fields = Some(DateFields::YM),
        StyleFields::MonthDay => b.date_fields = Some(DateFields::MD),
        _ => {}
    }
    if fields != StyleFields::All {
        b.zone_style = None;
    }
    b
}

/// Builds the formatter of `k`; options ICU4X cannot honor for the fields (alignment,
/// year style) are dropped in turn before giving up.
fn build(k: &Key) -> Option<Formatter> {
    let locale = icu_locale(k)?;
    let b = match k.record {
        DateTimeFormatRecord::Styles { date, time, fields } => {
            builder_of_adjusted_styles(date, time, fields)
        }
        DateTimeFormatRecord::Components(c) => builder_of_components(&c),
    };
    let mut attempts = vec![b.clone()];
    let mut plain = b.clone();
    plain.alignment = None;
    attempts.push(plain.clone());
    plain.year_style = None;
    attempts.push(plain);
    let prefs = DateTimeFormatterPreferences::from(&locale);
    let mut icu = attempts.into_iter().find_map(|b| {
        let fs = b.build_composite().ok()?;
        DateTimeFormatter::try_new(prefs, fs).ok()
    })?;
    // A month asked for as text, which a length's patterns write as a number in some
    // locales (de's medium `dd.MM.y`): the long patterns, whose months are words.
    if let DateTimeFormatRecord::Components(c) = k.record
        && matches!(c.month, Some(MonthStyle::Text(_)))
        && writes_numeric_month(&icu)
    {
        let mut long = b;
        long.length = Some(Length::Long);
        if let Some(f) =
            long.build_composite().ok().and_then(|fs| DateTimeFormatter::try_new(prefs, fs).ok())
        {
            icu = f;
        }
    }
    let zone = zone_of(&k.time_zone)?;
    let icu_zone = match zone {
        Zone::Offset(_) => TimeZone::UNKNOWN,
        Zone::Named(_) => IanaParser::new().parse(&k.time_zone),
    };
    let drop_hour = match k.record {
        DateTimeFormatRecord::Components(c) => {
            c.hour.is_none()
                && c.day_period.is_none()
                && (c.minute.is_some()
                    || c.second.is_some()
                    || c.fractional_second_digits.is_some())
        }
        DateTimeFormatRecord::Styles { .. } => false,
    };
    let specific_name = match k.record {
        DateTimeFormatRecord::Components(c) => {
            matches!(c.time_zone_name, Some(ZoneNameStyle::Short | ZoneNameStyle::Long))
        }
        DateTimeFormatRecord::Styles { time, fields, .. } => {
            fields == StyleFields::All
                && matches!(time, Some(DateTimeStyle::Full | DateTimeStyle::Long))
        }
    };
    let gmt_zero = specific_name && matches!(zone, Zone::Offset(0));
    let h24 = k.hour_cycle == Some(HourCycle::H24);
    let two_digit_year = matches!(
        k.record,
        DateTimeFormatRecord::Components(c) if c.year == Some(Digits::TwoDigit) && c.era.is_none()
    );
    let two_digit_hour = match k.record {
        DateTimeFormatRecord::Components(c) if c.hour == Some(Digits::TwoDigit) => zero_digit(&icu),
        _ => None,
    };
    let numeric_date = match k.record {
        DateTimeFormatRecord::Components(c) if &*k.calendar == "gregory" => {
            NumericDate::of(&base_locale(&k.locale), &c)
        }
        _ => None,
    };
    Some(Formatter {
        icu,
        zone,
        icu_zone,
        h24,
        drop_hour,
        gmt_zero,
        two_digit_year,
        two_digit_hour,
        numeric_date,
    })
}

/// The zero digit `icu` writes: the second digit of the hour at 10:00 (10 in every
/// hour cycle).
fn zero_digit(icu: &DateTimeFormatter<CompositeFieldSet>) -> Option<char> {
    let parts = sample_parts(icu, 10);
    let hour = parts.into_iter().find(|p| p.kind == "hour")?;
    let mut digits = hour.text.chars();
    match (digits.next(), digits.next(), digits.next()) {
        (Some(_), Some(zero), None) => Some(zero),
        _ => None,
    }
}

/// What `icu` writes for 2024-03-05 at `hour`:00 UTC, as parts.
fn sample_parts(icu: &DateTimeFormatter<CompositeFieldSet>, hour: u8) -> Vec<DatePart> {
    let Ok(date) = Date::try_new_iso(2024, 3, 5) else { return Vec::new() };
    let Ok(time) = Time::try_new(hour, 0, 0, 0) else { return Vec::new() };
    let zone = TimeZone::UNKNOWN
        .with_offset(Some(UtcOffset::zero()))
        .at_date_time(DateTime { date, time });
    let input = ZonedDateTime { date, time, zone };
    let mut parts = Vec::new();
    let _ =
        icu.format(&input).write_to_parts(&mut Collector { parts: &mut parts, stack: Vec::new() });
    parts
}

/// Whether `icu` writes the month of a sample date as digits.
fn writes_numeric_month(icu: &DateTimeFormatter<CompositeFieldSet>) -> bool {
    sample_parts(icu, 0).iter().any(|p| p.kind == "month" && p.text.chars().all(char::is_numeric))
}

/// A `writeable` sink that records what ICU4X writes under the parts it is in.
struct Collector<'a> {
    parts: &'a mut Vec<DatePart>,
    stack: Vec<Part>,
}

impl Collector<'_> {
    /// The ECMA-402 type of text written under the current parts.
    fn kind(&self) -> &'static str {
        let mut kind = "literal";
        for p in &self.stack {
            if p.category == "datetime" {
                kind = match p.value {
                    "era" => "era",
                    "year" => "year",
                    "relatedYear" => "relatedYear",
                    "yearName" => "yearName",
                    "month" => "month",
                    "day" => "day",
                    "weekday" => "weekday",
                    "dayPeriod" => "dayPeriod",
                    "hour" => "hour",
                    "minute" => "minute",
                    "second" => "second",
                    "timeZoneName" => "timeZoneName",
                    _ => "literal",
                };
            } else if kind == "second" && p.category == "decimal" {
                // The fraction of a second is its own part; the separator a literal.
                kind = match p.value {
                    "fraction" => "fractionalSecond",
                    "decimal" => "literal",
                    _ => "second",
                };
            }
        }
        kind
    }
}

impl core::fmt::Write for Collector<'_> {
    fn write_str(&mut self, s: &str) -> core::fmt::Result {
        let kind = self.kind();
        match self.parts.last_mut() {
            // The first text of a datetime part.
            Some(last) if last.kind.is_empty() => {
                last.kind = kind;
                last.text.push_str(s);
            }
            Some(last) if last.kind == kind => last.text.push_str(s),
            _ => self.parts.push(DatePart { kind, text: s.to_string() }),
        }
        Ok(())
    }
}

impl PartsWrite for Collector<'_> {
    type SubPartsWrite = Self;

    fn with_part(
        &mut self,
        part: Part,
        mut f: impl FnMut(&mut Self::SubPartsWrite) -> core::fmt::Result,
    ) -> core::fmt::Result {
        // A datetime part is a record of its own, even next to one of its kind: an
        // empty marker opens it and another closes it (both dropped if left empty).
        let datetime = part.category == "datetime";
        if datetime {
            self.parts.push(DatePart { kind: "", text: String::new() });
        }
        self.stack.push(part);
        let r = f(self);
        self.stack.pop();
        if datetime {
            self.parts.push(DatePart { kind: "", text: String::new() });
        }
        r
    }
}

/// PartitionDateTimePattern (ECMA-402 sec-partitiondatetimepattern) of `t`, an integral
/// number of milliseconds since the epoch within a few weeks of the time range (time
/// values, and the epoch times of Temporal values, which TimeClip does not cut), with
/// formatter `f`.
pub(crate) fn partition(f: &Formatter, t: f64) -> Vec<DatePart> {
    let offset = f.zone.offset_ms(t);
    let fields = Fields::of(t + offset);
    let local_day = day(t + offset) as i64;
    let Some(input) = input_of(f, &fields, local_day, offset) else { return fallback(&fields) };
    let formatted = f.icu.format(&input);
    let mut parts = Vec::new();
    let _ = formatted.write_to_parts(&mut Collector { parts: &mut parts, stack: Vec::new() });
    // Drop the empty markers with_part left, and join what they split.
    let mut out: Vec<DatePart> = Vec::with_capacity(parts.len());
    for p in parts {
        if p.text.is_empty() {
            continue;
        }
        match out.last_mut() {
            Some(last) if last.kind == "literal" && p.kind == "literal" => {
                last.text.push_str(&p.text)
            }
            _ => out.push(p),
        }
    }
    if f.drop_hour {
        out = without_hour(out);
    }
    if f.gmt_zero {
        for p in &mut out {
            if p.kind == "timeZoneName" {
                for zero in ["+00:00", "+0"] {
                    if let Some(name) = p.text.strip_suffix(zero) {
                        p.text = name.to_string();
                        break;
                    }
                }
            }
        }
    }
    if let Some(zero) = f.two_digit_hour {
        for p in &mut out {
            if p.kind == "hour" && p.text.chars().count() == 1 {
                p.text.insert(0, zero);
            }
        }
    }
    if f.two_digit_year {
        for p in &mut out {
            if p.kind == "year" && p.text.chars().all(char::is_numeric) {
                let skip = p.text.chars().count().saturating_sub(2);
                p.text = p.text.chars().skip(skip).collect();
            }
        }
    }
    if f.h24 {
        for p in &mut out {
            if p.kind == "hour" && p.text.chars().all(|c| c == '0') {
                p.text = "24".into();
            }
        }
    }
    if let Some(n) = &f.numeric_date {
        n.apply(&mut out, fields.year, fields.month + 1, fields.date);
    }
    out
}

/// `parts` without the hour and day period, and without the literals that then lead,
/// trail or follow another literal (`1:02:03 AM` becomes `02:03`).
fn without_hour(parts: Vec<DatePart>) -> Vec<DatePart> {
    let mut out: Vec<DatePart> = Vec::with_capacity(parts.len());
    for p in parts {
        if matches!(p.kind, "hour" | "dayPeriod") {
            continue;
        }
        let literal = p.kind == "literal";
        let after_literal = out.last().is_none_or(|l| l.kind == "literal");
        if literal && after_literal {
            continue;
        }
        out.push(p);
    }
    if out.last().is_some_and(|l| l.kind == "literal") {
        out.pop();
    }
    out
}

/// The ICU4X input of local `fields` at offset `offset` (ms) in `f`'s zone.
fn input_of(
    f: &Formatter,
    fields: &Fields,
    local_day: i64,
    offset: f64,
) -> Option<ZonedDateTime<Iso, icu_time::TimeZoneInfo<icu_time::zone::models::AtTime>>> {
    // By day number: ICU4X's constructor from fields takes years up to 9999 only, its
    // day numbers the whole time range.
    let date = Date::from_rata_die(RataDie::new(local_day + RD_OF_EPOCH), Iso);
    let nanos = u32::try_from(fields.ms).ok()?.checked_mul(1_000_000)?;
    let time = Time::try_new(
        u8::try_from(fields.hour).ok()?,
        u8::try_from(fields.minute).ok()?,
        u8::try_from(fields.second).ok()?,
        nanos,
    )
    .ok()?;
    let seconds = (offset / 1000.0).round() as i32;
    let utc_offset = UtcOffset::try_from_seconds(seconds).ok();
    let zone = f.icu_zone.with_offset(utc_offset).at_date_time(DateTime { date, time });
    Some(ZonedDateTime { date, time, zone })
}

/// The parts of a date ICU4X cannot take (none in the time range): its ISO form.
fn fallback(f: &Fields) -> Vec<DatePart> {
    vec![DatePart {
        kind: "literal",
        text: format!(
            "{}-{:02}-{:02} {:02}:{:02}:{:02}",
            f.year,
            f.month + 1,
            f.date,
            f.hour,
            f.minute,
            f.second
        ),
    }]
}
