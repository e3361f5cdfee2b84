//! Date.parse's reader (ECMA-262 sec-date.parse): the Date Time String Format of
//! sec-date-time-string-format exactly (expanded years, date-only forms as UTC,
//! date-time forms without an offset as local time), then, as the spec allows, the
//! forms toString and toUTCString write (and the close variants other engines read).

use super::format::{DAY_NAMES, MONTH_NAMES};
use super::time::{make_date, make_day, make_time};

/// A parsed time: the time value if the text named its offset (or was a date-only ISO
/// form), else a local time the caller converts with UTC().
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Parsed {
    /// A UTC time value (not yet clipped).
    Utc(f64),
    /// A local time (not yet converted or clipped).
    Local(f64),
}

/// Reads `units`; `None` when neither form matches (Date.parse then returns NaN).
pub(crate) fn parse(units: &[u16]) -> Option<Parsed> {
    // Every accepted form is ASCII outside parenthesized comments; other units become
    // a byte no rule accepts.
    let text: Vec<u8> = units.iter().map(|&u| if u < 128 { u as u8 } else { 0x7f }).collect();
    // Surrounding spaces are ignored, as other engines do.
    let text = text.trim_ascii();
    parse_iso(text).or_else(|| parse_legacy(text))
}

/// A cursor over ASCII bytes.
struct Cursor<'a> {
    s: &'a [u8],
    i: usize,
}

impl Cursor<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }

    fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    /// Exactly `n` digits.
    fn digits(&mut self, n: usize) -> Option<i64> {
        let mut v = 0i64;
        for _ in 0..n {
            let c = self.peek().filter(u8::is_ascii_digit)?;
            v = v * 10 + i64::from(c - b'0');
            self.i += 1;
        }
        Some(v)
    }

    fn at_end(&self) -> bool {
        self.i >= self.s.len()
    }
}

/// Days in month `m` (1-12) of year `y`.
fn days_in_month(y: i64, m: i64) -> i64 {
    match m {
        2 => {
            if y.rem_euclid(4) == 0 && (y.rem_euclid(100) != 0 || y.rem_euclid(400) == 0) {
                29
            } else {
                28
            }
        }
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

/// ECMA-262 sec-date-time-string-format: `YYYY[-MM[-DD]][THH:mm[:ss[.sss]][Z|±HH:mm]]`
/// with `±YYYYYY` expanded years (`-000000` is not valid). More than three fraction
/// digits are read and truncated, as other engines do.
fn parse_iso(s: &[u8]) -> Option<Parsed> {
    let mut c = Cursor { s, i: 0 };
    let year = match c.peek()? {
        sign @ (b'+' | b'-') => {
            c.i += 1;
            let y = c.digits(6)?;
            if sign == b'-' {
                if y == 0 {
                    return None;
                }
                -y
            } else {
                y
            }
        }
        _ => c.digits(4)?,
    };
    let (mut month, mut day) = (1, 1);
    if c.eat(b'-') {
        month = c.digits(2)?;
        if c.eat(b'-') {
            day = c.digits(2)?;
        }
    }
    if !(1..=12).contains(&month) || day < 1 || day > days_in_month(year, month) {
        return None;
    }
    let date = make_day(year as f64, (month - 1) as f64, day as f64);
    if c.at_end() {
        // Date-only forms are UTC.
        return Some(Parsed::Utc(make_date(date, 0.0)));
    }
    if !(c.eat(b'T') || c.eat(b't') || c.eat(b' ')) {
        return None;
    }
    let hour = c.digits(2)?;
    if !c.eat(b':') {
        return None;
    }
    let minute = c.digits(2)?;
    let (mut second, mut ms) = (0, 0);
    if c.eat(b':') {
        second = c.digits(2)?;
        if c.eat(b'.') {
            let start = c.i;
            while c.peek().is_some_and(|b| b.is_ascii_digit()) {
                if c.i - start < 3 {
                    ms = ms * 10 + i64::from(s[c.i] - b'0');
                }
                c.i += 1;
            }
            match c.i - start {
                0 => return None,
                1 => ms *= 100,
                2 => ms *= 10,
                _ => {}
            }
        }
    }
    if hour > 24 || minute > 59 || second > 59 || (hour == 24 && (minute | second | ms) != 0) {
        return None;
    }
    let t = make_date(date, make_time(hour as f64, minute as f64, second as f64, ms as f64));
    if c.at_end() {
        // Date-time forms without an offset are local time.
        return Some(Parsed::Local(t));
    }
    if c.eat(b'Z') || c.eat(b'z') {
        return c.at_end().then_some(Parsed::Utc(t));
    }
    let sign = match c.peek()? {
        b'+' => 1.0,
        b'-' => -1.0,
        _ => return None,
    };
    c.i += 1;
    let oh = c.digits(2)?;
    c.eat(b':');
    let om = c.digits(2)?;
    if !c.at_end() || oh > 23 || om > 59 {
        return None;
    }
    let offset = sign * (oh * 3_600_000 + om * 60_000) as f64;
    Some(Parsed::Utc(t - offset))
}

/// A token of the legacy forms.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Token<'a> {
    /// A run of letters.
    Word(&'a [u8]),
    /// A run of digits, with a sign when one came right before it after a space or at
    /// the start, and its digit count.
    Number(i64, usize),
    /// Punctuation.
    Punct(u8),
    /// A `-` right after a word or number, with no space between: a separator
    /// ("01-Jan-2000", "2024-3-7") or the sign of an offset ("GMT-0500"), never the
    /// sign of a year.
    Dash,
}

/// Splits the legacy forms into tokens, skipping parenthesized comments, spaces and
/// commas. `None` on a byte no form uses.
fn tokens(s: &[u8]) -> Option<Vec<Token<'_>>> {
    let mut out = Vec::new();
    let mut i = 0;
    let mut depth = 0u32;
    while i < s.len() {
        let b = s[i];
        if depth > 0 {
            match b {
                b'(' => depth += 1,
                b')' => depth -= 1,
                _ => {}
            }
            i += 1;
            continue;
        }
        match b {
            b'(' => {
                depth = 1;
                i += 1;
            }
            b' ' | b',' | b'\t' | b'\n' | b'\r' => i += 1,
            b'a'..=b'z' | b'A'..=b'Z' => {
                let start = i;
                while i < s.len() && s[i].is_ascii_alphabetic() {
                    i += 1;
                }
                out.push(Token::Word(&s[start..i]));
            }
            b'0'..=b'9' => {
                let start = i;
                let mut v = 0i64;
                while i < s.len() && s[i].is_ascii_digit() {
                    // Saturating: a number this long is rejected by its range checks.
                    v = v.saturating_mul(10).saturating_add(i64::from(s[i] - b'0'));
                    i += 1;
                }
                out.push(Token::Number(v, i - start));
            }
            b'-' if i > 0 && s[i - 1].is_ascii_alphanumeric() => {
                out.push(Token::Dash);
                i += 1;
            }
            b'+' | b'-' | b':' | b'.' | b'/' => {
                out.push(Token::Punct(b));
                i += 1;
            }
            _ => return None,
        }
    }
    Some(out)
}

/// A numeric offset at the start of `toks` (a sign, then `hhmm`, `hh:mm` or `hh`): the
/// milliseconds to add to UTC, and how many tokens it took.
fn numeric_offset(toks: &[Token<'_>]) -> Option<(f64, usize)> {
    let negative = match toks.first()? {
        Token::Punct(b'-') | Token::Dash => true,
        Token::Punct(b'+') => false,
        _ => return None,
    };
    let Some(&Token::Number(v, n)) = toks.get(1) else { return None };
    let (h, m, used) = match (toks.get(2), toks.get(3)) {
        (Some(Token::Punct(b':')), Some(&Token::Number(m, _))) => (v, m, 4),
        _ if n <= 2 => (v, 0, 2),
        _ => (v / 100, v % 100, 2),
    };
    if h > 23 || m > 59 {
        return None;
    }
    let off = (h * 3_600_000 + m * 60_000) as f64;
    Some((if negative { -off } else { off }, used))
}

/// Which month a word names (its first three letters, any case).
fn month_of(w: &[u8]) -> Option<i64> {
    if w.len() < 3 {
        return None;
    }
    MONTH_NAMES.iter().position(|m| m.as_bytes().eq_ignore_ascii_case(&w[..3])).map(|m| m as i64)
}

/// The forms toString, toDateString and toUTCString write ("Thu Jan 01 1970 00:00:00
/// GMT+0000 (Coordinated Universal Time)", "Thu, 01 Jan 1970 00:00:00 GMT"), and the
/// same pieces in other orders: an optional weekday, a month name, the day and year as
/// numbers (day first, or a year of three or more digits first; a year alone means the
/// first of the month) or as `M/D/Y` or `Y/M/D` (also with dashes), an optional
/// `hh:mm[:ss[.sss]]` with AM/PM, and an optional `GMT`/`UTC`/`Z` with a `±hhmm`,
/// `±hh:mm` or `±hh` offset, or such an offset alone after the time (RFC 2822's
/// "+0000"). Without an offset it is local time. Negative years (`-0001`) read as such,
/// so toString output round-trips.
fn parse_legacy(s: &[u8]) -> Option<Parsed> {
    let toks = tokens(s)?;
    let mut month = None;
    let mut numbers: Vec<(i64, usize)> = Vec::new();
    let mut time: Option<(i64, i64, i64, i64)> = None;
    let mut offset: Option<f64> = None;
    let mut pm: Option<bool> = None;
    let mut i = 0;
    while i < toks.len() {
        match toks[i] {
            Token::Word(w) => {
                if w.eq_ignore_ascii_case(b"GMT")
                    || w.eq_ignore_ascii_case(b"UTC")
                    || w.eq_ignore_ascii_case(b"UT")
                    || w.eq_ignore_ascii_case(b"Z")
                {
                    if offset.is_some() {
                        return None;
                    }
                    offset = Some(0.0);
                    // An offset right after: +hhmm, +hh:mm, +hh.
                    if let Some(Token::Punct(b'+' | b'-') | Token::Dash) = toks.get(i + 1) {
                        let (off, used) = numeric_offset(&toks[i + 1..])?;
                        offset = Some(off);
                        i += used;
                    }
                } else if w.eq_ignore_ascii_case(b"AM") || w.eq_ignore_ascii_case(b"PM") {
                    if pm.is_some() || time.is_none() {
                        return None;
                    }
                    pm = Some(w.eq_ignore_ascii_case(b"PM"));
                } else if let Some(m) = month_of(w) {
                    if month.is_some() {
                        return None;
                    }
                    month = Some(m);
                } else if w.len() >= 3
                    && DAY_NAMES.iter().any(|d| d.as_bytes().eq_ignore_ascii_case(&w[..3]))
                {
                    // Weekday names are ignored.
                } else {
                    return None;
                }
            }
            Token::Number(v, n) => {
                let next = toks.get(i + 1).copied();
                let slash = next == Some(Token::Punct(b'/'));
                let dash = next == Some(Token::Dash)
                    && month.is_none()
                    && matches!(toks.get(i + 2), Some(Token::Number(..)));
                if slash || dash {
                    // "M/D/Y", "Y/M/D", "2024-3-7": the separator only ends a date
                    // number (before any month name; after one, a dash only separates:
                    // "Jan-01-2000"). Which number is which is decided at the end.
                    numbers.push((v, n));
                    i += 1;
                } else if toks.get(i + 1) == Some(&Token::Punct(b':')) {
                    if time.is_some() {
                        return None;
                    }
                    let Some(&Token::Number(mi, _)) = toks.get(i + 2) else { return None };
                    i += 2;
                    let mut sec = 0;
                    let mut ms = 0;
                    if toks.get(i + 1) == Some(&Token::Punct(b':')) {
                        let Some(&Token::Number(s, _)) = toks.get(i + 2) else { return None };
                        sec = s;
                        i += 2;
                        if toks.get(i + 1) == Some(&Token::Punct(b'.')) {
                            let Some(&Token::Number(f, digits)) = toks.get(i + 2) else {
                                return None;
                            };
                            i += 2;
                            ms = match digits {
                                1 => f * 100,
                                2 => f * 10,
                                3 => f,
                                _ => return None,
                            };
                        }
                    }
                    time = Some((v, mi, sec, ms));
                } else {
                    numbers.push((v, n));
                }
            }
            Token::Punct(b'+' | b'-') | Token::Dash if time.is_some() && offset.is_none() => {
                // A numeric offset after the time: "13:45:00 -0500", "+05:30", "-1".
                let (off, used) = numeric_offset(&toks[i..])?;
                offset = Some(off);
                i += used - 1;
            }
            Token::Dash => {
                // Between a day, a month name and a year: "01-Jan-2000", "Jan-01-2000".
            }
            Token::Punct(sign @ (b'-' | b'+')) => {
                // A signed year: "-0001", "+001997-3-8"; not after a day and a year
                // ("5 Mar 2024 -0500" is an offset with no time: NaN, as in node).
                let Some(&Token::Number(v, n)) = toks.get(i + 1) else { return None };
                if n < 3 || numbers.len() >= 2 {
                    return None;
                }
                numbers.push((if sign == b'-' { -v } else { v }, n));
                i += 1;
            }
            Token::Punct(_) => return None,
        }
        i += 1;
    }
    let (month, day, (mut year, year_digits)) = compose_date(month, &numbers)?;
    if year_digits <= 2 && year >= 0 {
        // Two-digit years, as other engines read them.
        year += if year < 50 { 2000 } else { 1900 };
    }
    if !(1..=31).contains(&day) {
        return None;
    }
    let (mut h, mi, sec, ms) = time.unwrap_or((0, 0, 0, 0));
    match pm {
        Some(pm) => {
            if !(1..=12).contains(&h) {
                return None;
            }
            h = h % 12 + if pm { 12 } else { 0 };
        }
        None => {
            if h > 24 {
                return None;
            }
        }
    }
    if mi > 59 || sec > 59 {
        return None;
    }
    let date = make_day(year as f64, month as f64, day as f64);
    let t = make_date(date, make_time(h as f64, mi as f64, sec as f64, ms as f64));
    Some(match offset {
        Some(off) => Parsed::Utc(t - off),
        None => Parsed::Local(t),
    })
}

/// Which of up to three date numbers (value, digit count) is the year, the month and the
/// day, as other engines decide (V8's and SpiderMonkey's heuristics, which node's
/// output shows): missing numbers count as 1; without a month name the numbers are
/// year, month, day when the first cannot be a day (`2024/3/7`, `49/1/1`), else month,
/// day, year (`3/7/24`, `3/7` in year 1, read as 2001); with a month name they are
/// year, day when the first cannot be a day (`may 2024 1`), else day, year (`1 may 24`,
/// `may 1`), and a third is ignored. Returns the month (0-11), the day and the year.
fn compose_date(
    named_month: Option<i64>,
    numbers: &[(i64, usize)],
) -> Option<(i64, i64, (i64, usize))> {
    if numbers.is_empty() || numbers.len() > 3 {
        return None;
    }
    let part = |k: usize| numbers.get(k).copied().unwrap_or((1, 1));
    let is_day = |(v, _): (i64, usize)| (1..=31).contains(&v);
    let (month, day, year) = match named_month {
        None => {
            let (month, day, year) = if is_day(part(0)) {
                (part(0), part(1), part(2))
            } else {
                (part(1), part(2), part(0))
            };
            if !(1..=12).contains(&month.0) {
                return None;
            }
            (month.0 - 1, day.0, year)
        }
        Some(month) if is_day(part(0)) => (month, part(0).0, part(1)),
        Some(month) => (month, part(1).0, part(0)),
    };
    Some((month, day, year))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> Option<Parsed> {
        parse(&s.encode_utf16().collect::<Vec<_>>())
    }

    /// Expected values from node v20 under TZ=UTC (see expected.js); where node reads
    /// no negative toString years, the spec's round-trip rule decides.
    #[test]
    fn iso_forms() {
        use Parsed::{Local, Utc};
        assert_eq!(p("1970-01-01"), Some(Utc(0.0)));
        assert_eq!(p("1970-01-01T00:00:00"), Some(Local(0.0)));
        assert_eq!(p("2000"), Some(Utc(946684800000.0)));
        assert_eq!(p("2000-01"), Some(Utc(946684800000.0)));
        assert_eq!(p("+002000-01-01"), Some(Utc(946684800000.0)));
        assert_eq!(p("2000-01-01T00:00:00.1Z"), Some(Utc(946684800100.0)));
        assert_eq!(p("2000-01-01T00:00:00.12345Z"), Some(Utc(946684800123.0)));
        assert_eq!(p("2000-01-01T00:00+01:00"), Some(Utc(946681200000.0)));
        assert_eq!(p("2019-01-01T24:00"), Some(Local(1546387200000.0)));
        assert_eq!(p("-271821-04-20T00:00:00.000Z"), Some(Utc(-8.64e15)));
        assert_eq!(p("+275760-09-13T00:00:00.000Z"), Some(Utc(8.64e15)));
        assert_eq!(p("-000001-01-01T00:00:00.000Z"), Some(Utc(-62198755200000.0)));
        for bad in [
            "-000000-01-01T00:00Z",
            "2019-13-01",
            "2019-01-01T24:00:01",
            "2000-01-01T00:00:60Z",
            "2000-01-01T",
            "2000-01-01T00:00:00.Z",
            "",
            "x",
        ] {
            assert_eq!(p(bad), None, "{bad}");
        }
    }

    #[test]
    fn legacy_forms() {
        use Parsed::{Local, Utc};
        assert_eq!(
            p("Thu Jan 01 1970 00:00:00 GMT+0000 (Coordinated Universal Time)"),
            Some(Utc(0.0))
        );
        assert_eq!(p("Thu, 01 Jan 1970 00:00:00 GMT"), Some(Utc(0.0)));
        assert_eq!(p("Jan 1 1970"), Some(Local(0.0)));
        assert_eq!(p("Thu Jan 01 1970"), Some(Local(0.0)));
        assert_eq!(p("1 Jan 1970 00:00 GMT+0100"), Some(Utc(-3600000.0)));
        assert_eq!(p("Mon Jan 01 275760 00:00:00 GMT+0000"), Some(Utc(8639977881600000.0)));
        assert_eq!(p("Fri Jan 01 -0001 00:00:00 GMT+0000"), Some(Utc(-62198755200000.0)));
        assert_eq!(p("Fri, 01 Jan -0001 00:00:00 GMT"), Some(Utc(-62198755200000.0)));
        assert_eq!(p("Sat, 13 Sep 275760 00:00:00 GMT"), Some(Utc(8.64e15)));
        assert_eq!(p("Thu Jan 01 1970 12:30:00 PM GMT-0530"), Some(Utc(45000000.0 + 19800000.0)));
        assert_eq!(p("2000/01/02"), Some(Local(946771200000.0)));
        assert_eq!(p("1/2/2000 10:00"), Some(Local(946807200000.0)));
        assert_eq!(p("2000/1/2 10:00 GMT+0100"), Some(Utc(946803600000.0)));
        assert_eq!(p("12/31/99"), Some(Local(946598400000.0)));
        assert_eq!(p(" 2000-01-01 "), Some(Utc(946684800000.0)));
        assert_eq!(p("January 2, 2000"), Some(Local(946771200000.0)));
        assert_eq!(p("2 January 2000 13:00 UTC"), Some(Utc(946818000000.0)));
        // Dashes, numeric offsets after the time, a year first or alone with a month.
        assert_eq!(p("Sat, 01-Jan-2000 08:00:00 GMT"), Some(Utc(946713600000.0)));
        assert_eq!(p("01-Jan-2000"), Some(Local(946684800000.0)));
        assert_eq!(p("2024-3-7"), Some(Local(1709769600000.0)));
        assert_eq!(p("12-25-2023"), Some(Local(1703462400000.0)));
        assert_eq!(p("5 Mar 2024 13:45:00 -0500"), Some(Utc(1709664300000.0)));
        assert_eq!(p("5 Mar 2024 13:45:00 +05:30"), Some(Utc(1709626500000.0)));
        assert_eq!(p("Thu, 01 Jan 1970 00:00:00 +0000"), Some(Utc(0.0)));
        assert_eq!(p("Jan 1 2000 12:00 -1"), Some(Utc(946731600000.0)));
        assert_eq!(p("2000-1-1 GMT"), Some(Utc(946684800000.0)));
        assert_eq!(p("Jan 2000"), Some(Local(946684800000.0)));
        assert_eq!(p("2000 Jan 1"), Some(Local(946684800000.0)));
        // Which number is which, as node reads them: missing ones count as 1, a first
        // number that cannot be a day is the year.
        assert_eq!(p("3/8"), Some(Local(984009600000.0)));
        assert_eq!(p("Jan 5"), Some(Local(978652800000.0)));
        assert_eq!(p("2024 3"), Some(Local(1709251200000.0)));
        assert_eq!(p("49/1/1"), Some(Local(2493072000000.0)));
        assert_eq!(p("0/1/1"), Some(Local(946684800000.0)));
        assert_eq!(p("may 50 1"), Some(Local(-620784000000.0)));
        assert_eq!(p("50 1 may"), Some(Local(-620784000000.0)));
        assert_eq!(p("Jan 1 2 3"), Some(Local(1009843200000.0)));
        assert_eq!(p("+001997-3-8 11:19:20"), Some(Local(857819960000.0)));
        assert_eq!(p("2000 1 1 1"), None);
        assert_eq!(p("may 1999 1999"), None);
        assert_eq!(p("may 0 0"), None);
        assert_eq!(p("99/1/99"), None);
        assert_eq!(p("25-12-2023"), None);
        assert_eq!(p("5 Mar 2024 -0500"), None);
        assert_eq!(p("1 Jan 2000 -01"), None);
        assert_eq!(p("13/1/2000"), None);
        assert_eq!(p("1/32/2000"), None);
        assert_eq!(p("Jan 1 1970 garbage"), None);
        assert_eq!(p("Jan"), None);
    }

    /// Random texts over the characters the forms use never panic, and no accepted
    /// text gives an infinite time (NaN is fine: TimeClip turns it away).
    #[test]
    fn random_texts_do_not_panic() {
        let alphabet: Vec<u16> = "0123456789+-:.TZtz ,()GMTUCJanFebSepThuMonPAM/\u{e9}"
            .encode_utf16()
            .chain([0xD800, 0x7f])
            .collect();
        let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for _ in 0..50_000 {
            let len = (next() % 40) as usize;
            let text: Vec<u16> =
                (0..len).map(|_| alphabet[(next() % alphabet.len() as u64) as usize]).collect();
            if let Some(Parsed::Utc(t) | Parsed::Local(t)) = parse(&text) {
                assert!(!t.is_infinite(), "{}", String::from_utf16_lossy(&text));
            }
        }
        let long = "9".repeat(400) + " Jan 99999999999999999999999 " + &"1".repeat(300);
        assert_eq!(p(&long), None);
    }
}
