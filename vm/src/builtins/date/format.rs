//! The text forms of time values: ECMA-262 sec-datestring, sec-timestring,
//! sec-timezoneestring, sec-todatestring, sec-date.prototype.toutcstring and the
//! Date Time String Format of sec-date.prototype.toisostring.

use std::fmt::Write;

use super::time::Fields;

/// Day names by WeekDay (sec-datestring, Table: Names of days of the week).
pub(crate) const DAY_NAMES: [&str; 7] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
/// Month names by MonthFromTime (Table: Names of months of the year).
pub(crate) const MONTH_NAMES: [&str; 12] =
    ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/// The year as DateString writes it: "-" for negative years, then at least 4 digits.
fn push_year(out: &mut String, year: i64) {
    if year < 0 {
        out.push('-');
    }
    let _ = write!(out, "{:04}", year.unsigned_abs());
}

/// ECMA-262 sec-datestring: "Thu Jan 01 1970" of local fields.
pub(crate) fn date_string(out: &mut String, f: &Fields) {
    out.push_str(DAY_NAMES[f.weekday as usize]);
    out.push(' ');
    out.push_str(MONTH_NAMES[f.month as usize]);
    let _ = write!(out, " {:02} ", f.date);
    push_year(out, f.year);
}

/// ECMA-262 sec-timestring: "00:00:00 GMT" without the "GMT" (the caller adds the
/// time zone string).
pub(crate) fn time_string(out: &mut String, f: &Fields) {
    let _ = write!(out, "{:02}:{:02}:{:02}", f.hour, f.minute, f.second);
}

/// ECMA-262 sec-timezoneestring: "GMT+hhmm" and, when known, " (name)". `offset` is
/// the local offset in ms (finite, under a day in magnitude).
pub(crate) fn time_zone_string(out: &mut String, offset: f64, name: Option<&str>) {
    let sign = if offset >= 0.0 { '+' } else { '-' };
    // Exact: a whole number of ms below a day (the caller sanitizes the offset).
    let abs = offset.abs() as i64;
    let _ = write!(out, "GMT{sign}{:02}{:02}", abs / 3_600_000, abs / 60_000 % 60);
    if let Some(name) = name {
        let _ = write!(out, " ({name})");
    }
}

/// ECMA-262 sec-date.prototype.toutcstring: "Thu, 01 Jan 1970 00:00:00 GMT".
pub(crate) fn utc_string(out: &mut String, f: &Fields) {
    out.push_str(DAY_NAMES[f.weekday as usize]);
    let _ = write!(out, ", {:02} ", f.date);
    out.push_str(MONTH_NAMES[f.month as usize]);
    out.push(' ');
    push_year(out, f.year);
    out.push(' ');
    time_string(out, f);
    out.push_str(" GMT");
}

/// ECMA-262 sec-date-time-string-format as toISOString writes it:
/// "YYYY-MM-DDTHH:mm:ss.sssZ", with the expanded ±YYYYYY year outside 0-9999.
pub(crate) fn iso_string(out: &mut String, f: &Fields) {
    if (0..=9999).contains(&f.year) {
        let _ = write!(out, "{:04}", f.year);
    } else {
        let sign = if f.year < 0 { '-' } else { '+' };
        let _ = write!(out, "{sign}{:06}", f.year.unsigned_abs());
    }
    let _ = write!(
        out,
        "-{:02}-{:02}T{:02}:{:02}:{:02}.{:03}Z",
        f.month + 1,
        f.date,
        f.hour,
        f.minute,
        f.second,
        f.ms
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(f: impl Fn(&mut String, &Fields), t: f64) -> String {
        let mut s = String::new();
        f(&mut s, &Fields::of(t));
        s
    }

    /// Expected strings from node v20 under TZ=UTC (see expected.js).
    #[test]
    fn formats_match_node() {
        assert_eq!(with(date_string, 0.0), "Thu Jan 01 1970");
        assert_eq!(with(date_string, -62198755200000.0), "Fri Jan 01 -0001");
        assert_eq!(with(utc_string, -62198755200000.0), "Fri, 01 Jan -0001 00:00:00 GMT");
        assert_eq!(with(iso_string, -62198755200000.0), "-000001-01-01T00:00:00.000Z");
        assert_eq!(with(iso_string, 8.64e15), "+275760-09-13T00:00:00.000Z");
        assert_eq!(with(iso_string, -8.64e15), "-271821-04-20T00:00:00.000Z");
        assert_eq!(with(iso_string, 1234567890123.0), "2009-02-13T23:31:30.123Z");
        assert_eq!(with(utc_string, 8.64e15), "Sat, 13 Sep 275760 00:00:00 GMT");
        let mut s = String::new();
        time_zone_string(&mut s, -5.5 * 3_600_000.0, None);
        assert_eq!(s, "GMT-0530");
    }
}
