//! Time values and their arithmetic (ECMA-262 sec-time-values-and-time-range through
//! sec-timeclip): pure functions of `f64`, exact to the spec for every year the time
//! range reaches, negative years included.
//!
//! A time value is a whole number of milliseconds since 1970-01-01T00:00:00Z within
//! ±8.64e15 (±100,000,000 days), or NaN. The broken-down fields of a finite time value
//! are computed in `i64` days (exact: at most ~1e8 days); `make_day` works in `f64`
//! because its inputs are arbitrary numbers.

/// ECMA-262 sec-time-values-and-time-range: msPerDay.
pub(crate) const MS_PER_DAY: f64 = 86_400_000.0;
/// msPerHour.
pub(crate) const MS_PER_HOUR: f64 = 3_600_000.0;
/// msPerMinute.
pub(crate) const MS_PER_MINUTE: f64 = 60_000.0;
/// msPerSecond.
pub(crate) const MS_PER_SECOND: f64 = 1_000.0;
pub(crate) use crate::ops::time::time_clip;

/// ECMA-262 sec-day-number-and-time-within-day: Day(t) = floor(t / msPerDay).
/// Computed as (t - (t modulo msPerDay)) / msPerDay, which is exact where the plain
/// quotient could round up to the next integer.
pub(crate) fn day(t: f64) -> f64 {
    (t - time_within_day(t)) / MS_PER_DAY
}

/// ECMA-262 sec-day-number-and-time-within-day: TimeWithinDay(t) = t modulo msPerDay
/// (the result has the sign of the divisor, so it is in [0, msPerDay)).
pub(crate) fn time_within_day(t: f64) -> f64 {
    t.rem_euclid(MS_PER_DAY)
}

/// ECMA-262 sec-daysinyear: DaysInYear(y) for an integral year (checked by the tests;
/// the fields code reads leap years directly).
#[cfg(test)]
pub(crate) fn days_in_year(y: i64) -> i64 {
    if is_leap(y) { 366 } else { 365 }
}

/// Whether `y` is a leap year in the proleptic Gregorian calendar.
fn is_leap(y: i64) -> bool {
    y.rem_euclid(4) == 0 && (y.rem_euclid(100) != 0 || y.rem_euclid(400) == 0)
}

/// ECMA-262 sec-dayfromyear: DayFromYear(y) = 365 × (y - 1970) + floor((y - 1969) / 4)
/// - floor((y - 1901) / 100) + floor((y - 1601) / 400).
pub(crate) fn day_from_year(y: i64) -> i64 {
    365 * (y - 1970) + (y - 1969).div_euclid(4) - (y - 1901).div_euclid(100)
        + (y - 1601).div_euclid(400)
}

/// The year holding day number `d` (ECMA-262 sec-yearfromtime on days): an estimate
/// from the mean Gregorian year, corrected by at most a step or two.
fn year_from_day(d: i64) -> i64 {
    let mut y = (d as f64 / 365.2425).floor() as i64 + 1970;
    while day_from_year(y) > d {
        y -= 1;
    }
    while day_from_year(y + 1) <= d {
        y += 1;
    }
    y
}

/// Days before the first of each month in a common year.
const MONTH_START: [i64; 12] = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

/// The fields of a finite time value (ECMA-262 sec-yearfromtime, sec-monthfromtime,
/// sec-datefromtime, sec-weekday, sec-hourfromtime and the rest).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Fields {
    /// YearFromTime.
    pub(crate) year: i64,
    /// MonthFromTime (0 = January).
    pub(crate) month: i64,
    /// DateFromTime (1-based).
    pub(crate) date: i64,
    /// WeekDay (0 = Sunday).
    pub(crate) weekday: i64,
    /// HourFromTime.
    pub(crate) hour: i64,
    /// MinFromTime.
    pub(crate) minute: i64,
    /// SecFromTime.
    pub(crate) second: i64,
    /// msFromTime.
    pub(crate) ms: i64,
}

impl Fields {
    /// The fields of `t`, which must be finite and within a day or two of the time
    /// range (the callers pass time values and local times of time values).
    pub(crate) fn of(t: f64) -> Fields {
        // Both conversions are exact: |day| is at most about 1e8 and the time within
        // the day is an integer in [0, msPerDay) for integral t.
        let d = day(t) as i64;
        let ms_in_day = time_within_day(t) as i64;
        let year = year_from_day(d);
        let day_in_year = d - day_from_year(year);
        let leap = i64::from(is_leap(year));
        let mut month = 11;
        while month > 0 {
            let start = MONTH_START[month as usize] + if month >= 2 { leap } else { 0 };
            if day_in_year >= start {
                break;
            }
            month -= 1;
        }
        let start = MONTH_START[month as usize] + if month >= 2 { leap } else { 0 };
        Fields {
            year,
            month,
            date: day_in_year - start + 1,
            weekday: (d + 4).rem_euclid(7),
            hour: ms_in_day / 3_600_000,
            minute: ms_in_day / 60_000 % 60,
            second: ms_in_day / 1000 % 60,
            ms: ms_in_day % 1000,
        }
    }
}

/// ECMA-262 sec-maketime: MakeTime(hour, min, sec, ms), in IEEE double arithmetic in
/// the spec's order (the order decides the rounding of huge arguments).
pub(crate) fn make_time(hour: f64, min: f64, sec: f64, ms: f64) -> f64 {
    if !(hour.is_finite() && min.is_finite() && sec.is_finite() && ms.is_finite()) {
        return f64::NAN;
    }
    let h = hour.trunc();
    let m = min.trunc();
    let s = sec.trunc();
    let milli = ms.trunc();
    ((h * MS_PER_HOUR + m * MS_PER_MINUTE) + s * MS_PER_SECOND) + milli
}

/// Years beyond this magnitude make `make_day` return NaN: the first day of such a year
/// is far outside the time range, and day counts stay exact integers in `f64`.
const MAX_MAKE_DAY_YEAR: f64 = 1e9;

/// ECMA-262 sec-makeday: MakeDay(year, month, date), the day number of the given date
/// (month and date may overflow into the following years and months).
pub(crate) fn make_day(year: f64, month: f64, date: f64) -> f64 {
    if !(year.is_finite() && month.is_finite() && date.is_finite()) {
        return f64::NAN;
    }
    let y = year.trunc();
    let m = month.trunc();
    let dt = date.trunc();
    let ym = y + (m / 12.0).floor();
    if !ym.is_finite() || ym.abs() > MAX_MAKE_DAY_YEAR {
        return f64::NAN;
    }
    // Exact: both are integers well inside i64 and f64's exact range.
    let ym = ym as i64;
    let mn = m.rem_euclid(12.0) as usize;
    let leap = if mn >= 2 && is_leap(ym) { 1 } else { 0 };
    let first = day_from_year(ym) + MONTH_START[mn] + leap;
    first as f64 + dt - 1.0
}

/// ECMA-262 sec-makedate: MakeDate(day, time).
pub(crate) fn make_date(day: f64, time: f64) -> f64 {
    let tv = day * MS_PER_DAY + time;
    if !tv.is_finite() { f64::NAN } else { tv }
}

/// ECMA-262 sec-makefullyear (Date constructor and Date.UTC): years 0-99 mean 1900-1999.
pub(crate) fn make_full_year(year: f64) -> f64 {
    if year.is_nan() {
        return f64::NAN;
    }
    let truncated = year.trunc();
    if (0.0..=99.0).contains(&truncated) { 1900.0 + truncated } else { year }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Expected values computed by node v20 with vm/src/builtins/date/expected.js.
    #[test]
    fn fields_match_node() {
        // (t, year, month, date, weekday, hour, minute, second, ms)
        let table: &[(f64, [i64; 8])] = &[
            (0.0, [1970, 0, 1, 4, 0, 0, 0, 0]),
            (-1.0, [1969, 11, 31, 3, 23, 59, 59, 999]),
            (951782400000.0, [2000, 1, 29, 2, 0, 0, 0, 0]),
            (951868800000.0, [2000, 2, 1, 3, 0, 0, 0, 0]),
            (4107542399999.0, [2100, 1, 28, 0, 23, 59, 59, 999]),
            (8.64e15, [275760, 8, 13, 6, 0, 0, 0, 0]),
            (-8.64e15, [-271821, 3, 20, 2, 0, 0, 0, 0]),
            (-62198755200000.0, [-1, 0, 1, 5, 0, 0, 0, 0]),
            (-62167219200000.0, [0, 0, 1, 6, 0, 0, 0, 0]),
            (-62162035200001.0, [0, 1, 29, 2, 23, 59, 59, 999]),
            (-12219292800000.0, [1582, 9, 15, 5, 0, 0, 0, 0]),
            (1234567890123.0, [2009, 1, 13, 5, 23, 31, 30, 123]),
            (-2208988800000.0, [1900, 0, 1, 1, 0, 0, 0, 0]),
            (-30610224000000.0, [1000, 0, 1, 3, 0, 0, 0, 0]),
        ];
        for &(t, f) in table {
            let got = Fields::of(t);
            let want = Fields {
                year: f[0],
                month: f[1],
                date: f[2],
                weekday: f[3],
                hour: f[4],
                minute: f[5],
                second: f[6],
                ms: f[7],
            };
            assert_eq!(got, want, "t = {t}");
        }
    }

    #[test]
    fn day_and_time_within_day() {
        assert_eq!(day(-1.0), -1.0);
        assert_eq!(time_within_day(-1.0), 86_399_999.0);
        assert_eq!(day(8.64e15 - 1.0), 99_999_999.0);
        assert_eq!(day(-8.64e15), -100_000_000.0);
        assert_eq!(days_in_year(1900), 365);
        assert_eq!(days_in_year(2000), 366);
        assert_eq!(days_in_year(-4), 366);
        assert_eq!(days_in_year(-100), 365);
        assert_eq!(day_from_year(1970), 0);
        assert_eq!(day_from_year(2000), 10957);
        assert_eq!(day_from_year(-271821), -100_000_109);
    }

    /// Date.UTC values computed by node (see expected.js).
    #[test]
    fn make_day_and_time_match_node() {
        let utc = |y: f64, m: f64, d: f64, h: f64, mi: f64, s: f64, ms: f64| {
            time_clip(make_date(make_day(make_full_year(y), m, d), make_time(h, mi, s, ms)))
        };
        assert_eq!(utc(2016.0, 12.0, 1.0, 0.0, 0.0, 0.0, 0.0), 1483228800000.0);
        assert_eq!(utc(2016.0, 144.0, 1.0, 0.0, 0.0, 0.0, 0.0), 1830297600000.0);
        assert_eq!(utc(2016.0, 2.0, -27.0, 0.0, 0.0, 0.0, 0.0), 1454371200000.0);
        assert_eq!(utc(99.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0), 915148800000.0);
        assert_eq!(utc(-1.0, -1.0, 1.0, 0.0, 0.0, 0.0, 0.0), -62201433600000.0);
        assert!(utc(275760.0, 8.0, 13.0, 0.0, 0.0, 0.0, 1.0).is_nan());
        assert_eq!(utc(275760.0, 8.0, 13.0, 0.0, 0.0, 0.0, 0.0), 8.64e15);
        assert_eq!(utc(-271821.0, 3.0, 20.0, 0.0, 0.0, 0.0, 0.0), -8.64e15);
        assert_eq!(utc(1970.0, 0.0, 1.0, 80063993375.0, 29.0, 1.0, -288230376151711740.0), 29312.0);
        assert_eq!(
            utc(1970.0, 0.0, 213503982336.0, 0.0, 0.0, 0.0, -18446744073709552000.0),
            34447360.0
        );
        assert!(utc(f64::INFINITY, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0).is_nan());
        assert!(utc(1e300, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0).is_nan());
        assert_eq!(utc(2000.0, 0.0, 1.0, 0.0, 0.0, 0.0, -0.0).to_bits(), 946684800000f64.to_bits());
        assert_eq!(time_clip(-0.0).to_bits(), 0f64.to_bits());
        assert_eq!(time_clip(-0.5).to_bits(), 0f64.to_bits());
    }
}
