//! The slots of a Temporal object (the Temporal proposal): one temporal_rs value, and
//! its stored form in images and dumps.
//!
//! Dumps and images store each value as plain data (numbers, or for the date types the
//! ISO 8601 string with its calendar always written, which parses back to the same
//! value), so temporal_rs's types need no codec of their own; a corrupt dump fails to parse
//! and is an error like any other.

use temporal_rs::options::Overflow;
use temporal_rs::{Duration, Instant, PlainDate, PlainDateTime, PlainMonthDay, PlainTime};
use temporal_rs::{PlainYearMonth, ZonedDateTime};

use crate::tz;

/// The slots of a Temporal object: one temporal_rs value.
#[derive(Clone, Debug)]
pub enum Temporal {
    /// Temporal.Duration.
    Duration(Duration),
    /// Temporal.PlainDate.
    PlainDate(PlainDate),
    /// Temporal.PlainTime.
    PlainTime(PlainTime),
    /// Temporal.PlainDateTime.
    PlainDateTime(PlainDateTime),
    /// Temporal.PlainYearMonth.
    PlainYearMonth(PlainYearMonth),
    /// Temporal.PlainMonthDay.
    PlainMonthDay(PlainMonthDay),
    /// Temporal.Instant.
    Instant(Instant),
    /// Temporal.ZonedDateTime.
    ZonedDateTime(ZonedDateTime),
}

/// The stored form of a [`Temporal`] value (see the module comment).
#[derive(cairn_codec::Encode, cairn_codec::Decode)]
enum Stored {
    Duration([i64; 8], i128, i128),
    PlainDate(String),
    PlainTime([u16; 6]),
    PlainDateTime(String),
    PlainYearMonth(String),
    PlainMonthDay(String),
    Instant(i128),
    ZonedDateTime(i128, String, String),
}

impl cairn_codec::Encode for Temporal {
    fn encode(&self, out: &mut cairn_codec::Writer) {
        use temporal_rs::options::{DisplayCalendar, ToStringRoundingOptions};
        let stored = match self {
            Temporal::Duration(d) => Stored::Duration(
                [
                    d.years(),
                    d.months(),
                    d.weeks(),
                    d.days(),
                    d.hours(),
                    d.minutes(),
                    d.seconds(),
                    d.milliseconds(),
                ],
                d.microseconds(),
                d.nanoseconds(),
            ),
            Temporal::PlainDate(d) => Stored::PlainDate(d.to_ixdtf_string(DisplayCalendar::Always)),
            Temporal::PlainTime(t) => Stored::PlainTime([
                t.hour().into(),
                t.minute().into(),
                t.second().into(),
                t.millisecond(),
                t.microsecond(),
                t.nanosecond(),
            ]),
            Temporal::PlainDateTime(d) => {
                match d.to_ixdtf_string(ToStringRoundingOptions::default(), DisplayCalendar::Always)
                {
                    Ok(s) => Stored::PlainDateTime(s),
                    Err(e) => return out.fail(format!("Temporal.PlainDateTime: {e}")),
                }
            }
            Temporal::PlainYearMonth(d) => {
                Stored::PlainYearMonth(d.to_ixdtf_string(DisplayCalendar::Always))
            }
            Temporal::PlainMonthDay(d) => {
                Stored::PlainMonthDay(d.to_ixdtf_string(DisplayCalendar::Always))
            }
            Temporal::Instant(i) => Stored::Instant(i.epoch_nanoseconds().as_i128()),
            Temporal::ZonedDateTime(z) => match z.time_zone().identifier_with_provider(&tz::TZ) {
                Ok(zone) => Stored::ZonedDateTime(
                    z.epoch_nanoseconds().as_i128(),
                    zone,
                    z.calendar().identifier().to_owned(),
                ),
                Err(e) => return out.fail(format!("Temporal.ZonedDateTime: {e}")),
            },
        };
        stored.encode(out);
    }
}

impl cairn_codec::Decode for Temporal {
    fn decode(r: &mut cairn_codec::Reader<'_>) -> Result<Self, cairn_codec::DecodeError> {
        use cairn_codec::DecodeError;
        let stored = Stored::decode(r)?;
        let value = match stored {
            Stored::Duration([y, mo, w, d, h, mi, s, ms], us, ns) => {
                Duration::new(y, mo, w, d, h, mi, s, ms, us, ns).map(Temporal::Duration)
            }
            Stored::PlainDate(s) => PlainDate::from_utf8(s.as_bytes()).map(Temporal::PlainDate),
            Stored::PlainTime([h, mi, s, ms, us, ns]) => {
                let (Ok(h), Ok(mi), Ok(s)) = (u8::try_from(h), u8::try_from(mi), u8::try_from(s))
                else {
                    return Err(DecodeError::custom("corrupt Temporal.PlainTime"));
                };
                PlainTime::try_new(h, mi, s, ms, us, ns).map(Temporal::PlainTime)
            }
            Stored::PlainDateTime(s) => {
                PlainDateTime::from_utf8(s.as_bytes()).map(Temporal::PlainDateTime)
            }
            // Parsing these strings back would reset the reference day (year) of an ISO
            // year-month (month-day) as ToTemporal* does, so the ISO fields are read
            // from the string and the value is made from them.
            Stored::PlainYearMonth(s) => {
                let Some((y, m, d, cal)) = iso_fields_of(&s) else {
                    return Err(DecodeError::custom("corrupt Temporal.PlainYearMonth"));
                };
                temporal_rs::Calendar::try_from_utf8(cal.as_bytes())
                    .and_then(|c| {
                        PlainYearMonth::new_with_overflow(y, m, Some(d), c, Overflow::Reject)
                    })
                    .map(Temporal::PlainYearMonth)
            }
            Stored::PlainMonthDay(s) => {
                let Some((y, m, d, cal)) = iso_fields_of(&s) else {
                    return Err(DecodeError::custom("corrupt Temporal.PlainMonthDay"));
                };
                temporal_rs::Calendar::try_from_utf8(cal.as_bytes())
                    .and_then(|c| {
                        PlainMonthDay::new_with_overflow(m, d, c, Overflow::Reject, Some(y))
                    })
                    .map(Temporal::PlainMonthDay)
            }
            Stored::Instant(ns) => Instant::try_new(ns).map(Temporal::Instant),
            Stored::ZonedDateTime(ns, tz, cal) => (|| {
                let tz = temporal_rs::TimeZone::try_from_str_with_provider(&tz, &tz::TZ)?;
                let cal = temporal_rs::Calendar::try_from_utf8(cal.as_bytes())?;
                ZonedDateTime::try_new_with_provider(ns, tz, cal, &tz::TZ)
            })()
            .map(Temporal::ZonedDateTime),
        };
        value.map_err(|e| DecodeError::custom(format!("corrupt Temporal value: {e}")))
    }
}

/// The ISO year, month and day and the calendar identifier of a string written with
/// `DisplayCalendar::Always` (`±YYYYYY-MM-DD[u-ca=ID]` or `YYYY-MM-DD[u-ca=ID]`).
fn iso_fields_of(s: &str) -> Option<(i32, u8, u8, &str)> {
    let (date, rest) = s.split_once("[u-ca=")?;
    let calendar = rest.strip_suffix(']')?;
    let (year_month, day) = date.rsplit_once('-')?;
    let (year, month) = year_month.rsplit_once('-')?;
    Some((year.parse().ok()?, month.parse().ok()?, day.parse().ok()?, calendar))
}
