//! The [[TimeZone]] of a DateTimeFormat: reading the `timeZone` option (ECMA-402
//! sec-createdatetimeformat steps 29-33) and the offset of a zone at an instant, from
//! the time zone data Temporal uses (`crate::tz`).

use crate::vm::Vm;

/// A resolved time zone: a fixed offset or a named zone of the data.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Zone {
    /// A UTC offset in minutes (`+01:00`).
    Offset(i32),
    /// A named zone.
    Named(temporal_rs::TimeZone),
}

/// The minutes of a UTC offset string of ECMA-262's `UTCOffset` grammar (ASCII signs
/// only) without seconds (`±HH`, `±HHMM`, `±HH:MM`); `Err(true)` when it is an offset with
/// seconds or a fraction (which ECMA-402 rejects), `Err(false)` when it is no offset.
fn parse_offset(s: &str) -> Result<i32, bool> {
    let (sign, rest) = match s.chars().next() {
        Some('+') => (1, &s[1..]),
        Some('-') => (-1, &s[1..]),
        _ => return Err(false),
    };
    let b = rest.as_bytes();
    let two = |i: usize| -> Option<i32> {
        let (x, y) = (*b.get(i)?, *b.get(i + 1)?);
        (x.is_ascii_digit() && y.is_ascii_digit())
            .then(|| i32::from(x - b'0') * 10 + i32::from(y - b'0'))
    };
    let Some(hours) = two(0).filter(|h| *h < 24) else { return Err(false) };
    let (minutes, used) = match b.get(2) {
        None => (0, 2),
        Some(b':') => match two(3) {
            Some(m) if m < 60 => (m, 5),
            _ => return Err(false),
        },
        Some(_) => match two(2) {
            Some(m) if m < 60 => (m, 4),
            _ => return Err(false),
        },
    };
    if used == b.len() {
        return Ok(sign * (hours * 60 + minutes));
    }
    // Seconds (and a fraction) after the minutes, with the separator style of the
    // minutes: a valid UTCOffset that ECMA-402 does not take.
    let tail = &b[used..];
    let seconds_ok = match (used, tail) {
        (5, [b':', x, y, ..]) | (4, [x, y, ..]) => x.is_ascii_digit() && y.is_ascii_digit(),
        _ => false,
    };
    Err(seconds_ok)
}

/// FormatOffsetTimeZoneIdentifier (ECMA-262 sec-formatoffsettimezoneidentifier):
/// `+HH:MM` of a whole number of minutes.
pub(crate) fn format_offset(minutes: i32) -> String {
    let sign = if minutes < 0 { '-' } else { '+' };
    let m = minutes.unsigned_abs();
    format!("{sign}{:02}:{:02}", m / 60, m % 60)
}

/// The [[TimeZone]] of a `timeZone` option: an offset in its canonical form, or the
/// named zone as the data spells it (a link keeps its own name, ECMA-402's
/// [[Identifier]] of GetAvailableNamedTimeZoneIdentifier); `None` for any other string.
pub(crate) fn canonical_time_zone(name: &str) -> Option<String> {
    match parse_offset(name) {
        Ok(minutes) => return Some(format_offset(minutes)),
        Err(true) => return None,
        Err(false) => {}
    }
    if !name.is_ascii() {
        return None;
    }
    let tz = crate::tz::time_zone_named(name).ok()?;
    let id = tz.identifier_with_provider(&crate::tz::TZ).ok()?;
    // temporal_rs answers the names of the data; an offset-looking name was read above.
    if id.eq_ignore_ascii_case(name) { Some(id) } else { Some(name.to_string()) }
}

/// The zone of a [[TimeZone]] slot (`None` only for a corrupt dump's slot).
pub(crate) fn zone_of(slot: &str) -> Option<Zone> {
    match parse_offset(slot) {
        Ok(minutes) => Some(Zone::Offset(minutes)),
        Err(_) => crate::tz::time_zone_named(slot).ok().map(Zone::Named),
    }
}

impl Zone {
    /// The offset from UTC in milliseconds at time value `t`.
    pub(crate) fn offset_ms(&self, t: f64) -> f64 {
        match self {
            Zone::Offset(minutes) => f64::from(*minutes) * 60_000.0,
            Zone::Named(tz) => crate::tz::offset_ms_at(*tz, t),
        }
    }
}

/// DefaultTimeZone (ECMA-402 sec-defaulttimezone): the host's named zone, else UTC.
pub(crate) fn default_time_zone(vm: &Vm) -> String {
    vm.host
        .time_zone_id
        .and_then(|tz| tz.identifier_with_provider(&crate::tz::TZ).ok())
        .unwrap_or_else(|| "UTC".to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn offsets_are_read_with_minutes_only() {
        assert_eq!(canonical_time_zone("+01").as_deref(), Some("+01:00"));
        assert_eq!(canonical_time_zone("-0130").as_deref(), Some("-01:30"));
        assert_eq!(canonical_time_zone("-00:00").as_deref(), Some("+00:00"));
        for bad in ["+3", "+24", "+23:0", "+130", "-10.50", "+15:59:00", "-170100", "+0:003"] {
            assert_eq!(canonical_time_zone(bad), None, "{bad}");
        }
    }
}
