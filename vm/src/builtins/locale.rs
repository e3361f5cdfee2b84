//! The locale conventions of the `toLocaleString` family without ECMA-402.
//!
//! ECMA-262 leaves these methods implementation-defined when there is no Intl
//! (sec-number.prototype.tolocalestring, sec-date.prototype.tolocalestring, ...) and
//! reserves their arguments for ECMA-402, so they are ignored here. Cairn writes what
//! node writes in its default locale, en-US, since scripts print these strings for
//! people and are checked against node: numbers with `,` grouping and at most three
//! fraction digits, rounded half away from zero on the shortest decimal form
//! (`1.0005` is `1.001`); dates as `3/5/2024, 2:07:09 PM` in local time.
//!
//! Known differences from ICU: dates before the Gregorian reform (1582-10-15) stay in
//! the proleptic Gregorian calendar of ECMAScript (ICU switches to the Julian one), and
//! years before 1 are written as negative numbers (ICU writes an era).

/// Append `digits` (an integer part) grouped by three with `,`.
fn push_grouped(out: &mut String, digits: &str) {
    let len = digits.len();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (len - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
}

/// The decimal digits and exponent of the shortest form of finite, positive `x`:
/// `x = 0.DIGITS × 10^exponent` (so `123.4` is `("1234", 3)`).
fn shortest_digits(x: f64) -> (Vec<u8>, i32) {
    let mut buffer = ryu_js::Buffer::new();
    let text = buffer.format(x);
    let (mantissa, exp) = match text.split_once('e') {
        Some((m, e)) => (m, e.parse::<i32>().unwrap_or(0)),
        None => (text, 0),
    };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let mut digits: Vec<u8> = int.bytes().chain(frac.bytes()).map(|b| b - b'0').collect();
    let mut point = int.len() as i32 + exp;
    // Leading zeros (`0.005`) move the point instead.
    let zeros = digits.iter().take_while(|&&d| d == 0).count();
    digits.drain(..zeros);
    point -= zeros as i32;
    while digits.last() == Some(&0) {
        digits.pop();
    }
    (digits, point)
}

/// Number.prototype.toLocaleString: `x` in en-US conventions (node's default).
pub(crate) fn number(x: f64) -> String {
    if x.is_nan() {
        return "NaN".into();
    }
    let mut out = String::new();
    if x.is_sign_negative() {
        out.push('-');
    }
    if x.is_infinite() {
        out.push('∞');
        return out;
    }
    const MAX_FRACTION: i32 = 3;
    let (mut digits, mut point) = if x == 0.0 { (Vec::new(), 0) } else { shortest_digits(x.abs()) };
    // Round half away from zero to MAX_FRACTION fraction digits.
    let keep = point + MAX_FRACTION;
    if keep < 0 {
        digits.clear();
    } else if (keep as usize) < digits.len() {
        let round_up = digits[keep as usize] >= 5;
        digits.truncate(keep as usize);
        if round_up {
            let mut i = digits.len();
            loop {
                if i == 0 {
                    digits.insert(0, 1);
                    point += 1;
                    break;
                }
                i -= 1;
                if digits[i] == 9 {
                    digits[i] = 0;
                } else {
                    digits[i] += 1;
                    break;
                }
            }
        }
        while digits.last() == Some(&0) {
            digits.pop();
        }
    }
    if digits.is_empty() {
        // Rounded to zero (the sign stays: `-0`, as ICU writes it).
        point = 0;
    }
    let digit = |i: i32| -> char {
        if i >= 0 && (i as usize) < digits.len() {
            char::from(b'0' + digits[i as usize])
        } else {
            '0'
        }
    };
    let int: String = if point > 0 { (0..point).map(digit).collect() } else { "0".into() };
    push_grouped(&mut out, &int);
    let frac_len = digits.len() as i32 - point;
    if frac_len > 0 {
        out.push('.');
        out.extend((point..point + frac_len).map(digit));
    }
    out
}

/// BigInt.prototype.toLocaleString: the decimal digits grouped by three.
pub(crate) fn bigint(decimal: &str) -> String {
    let mut out = String::with_capacity(decimal.len() + decimal.len() / 3);
    let digits = match decimal.strip_prefix('-') {
        Some(rest) => {
            out.push('-');
            rest
        }
        None => decimal,
    };
    push_grouped(&mut out, digits);
    out
}

/// `M/D/YYYY` of a local date (`month` 0 = January).
pub(crate) fn date(out: &mut String, year: i64, month: i64, day: i64) {
    use std::fmt::Write;
    let _ = write!(out, "{}/{day}/{year}", month + 1);
}

/// `h:mm:ss AM` of a local time.
pub(crate) fn time(out: &mut String, hour: i64, minute: i64, second: i64) {
    use std::fmt::Write;
    let h12 = match hour % 12 {
        0 => 12,
        h => h,
    };
    let half = if hour < 12 { "AM" } else { "PM" };
    let _ = write!(out, "{h12}:{minute:02}:{second:02} {half}");
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Expected strings are node v20's (ICU, en-US) for the same numbers.
    #[test]
    fn numbers_as_node_writes_them() {
        let cases: &[(f64, &str)] = &[
            (1234.5678, "1,234.568"),
            (1.0005, "1.001"),
            (1.0015, "1.002"),
            (0.0005, "0.001"),
            (0.00049, "0"),
            (1e21, "1,000,000,000,000,000,000,000"),
            (-0.0, "-0"),
            (f64::NAN, "NaN"),
            (f64::INFINITY, "∞"),
            (f64::NEG_INFINITY, "-∞"),
            (-1234.5, "-1,234.5"),
            (999.9995, "1,000"),
            (123456789.123, "123,456,789.123"),
            (0.1 + 0.2, "0.3"),
            (5e-7, "0"),
            (-1e-10, "-0"),
            (10.0125, "10.013"),
            (100.0, "100"),
            (1000.0, "1,000"),
            (0.5, "0.5"),
            (12.0, "12"),
        ];
        for &(x, expected) in cases {
            assert_eq!(number(x), expected, "{x}");
        }
    }

    #[test]
    fn dates_and_times_as_node_writes_them() {
        let mut s = String::new();
        date(&mut s, 2024, 2, 5);
        s.push_str(", ");
        time(&mut s, 14, 7, 9);
        assert_eq!(s, "3/5/2024, 2:07:09 PM");
        for (hour, expected) in [(0, "12:00:00 AM"), (12, "12:00:00 PM"), (23, "11:00:00 PM")] {
            let mut s = String::new();
            time(&mut s, hour, 0, 0);
            assert_eq!(s, expected);
        }
    }

    #[test]
    fn bigints_are_grouped() {
        assert_eq!(
            bigint("123456789012345678901234567890"),
            "123,456,789,012,345,678,901,234,567,890"
        );
        assert_eq!(bigint("-1234"), "-1,234");
        assert_eq!(bigint("999"), "999");
        assert_eq!(bigint("0"), "0");
    }
}
