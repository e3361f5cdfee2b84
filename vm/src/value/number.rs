//! Number <-> string: ECMA-262 sec-numeric-types-number-tostring (through `ryu-js`, which
//! implements exactly that algorithm) and sec-stringtonumber (the StringNumericLiteral
//! grammar checked here, the decimal conversion by `fast-float2`).

/// ECMA-262 sec-numeric-types-number-tostring with radix 10.
pub(crate) fn number_to_string(n: f64) -> String {
    if n.is_nan() {
        return "NaN".into();
    }
    if n == 0.0 {
        return "0".into();
    }
    if n.is_infinite() {
        return if n > 0.0 { "Infinity".into() } else { "-Infinity".into() };
    }
    if n.fract() == 0.0 && n.abs() < 1e15 {
        return (n as i64).to_string();
    }
    let mut buf = ryu_js::Buffer::new();
    buf.format(n).to_string()
}

/// Whether `c` is StrWhiteSpaceChar (WhiteSpace or LineTerminator).
pub(crate) fn is_js_whitespace(c: u16) -> bool {
    matches!(
        c,
        0x09 | 0x0A | 0x0B | 0x0C | 0x0D | 0x20 | 0xA0 | 0x1680 | 0x2000
            ..=0x200A | 0x2028 | 0x2029 | 0x202F | 0x205F | 0x3000 | 0xFEFF
    )
}

/// ECMA-262 sec-stringtonumber over UTF-16 code units.
pub(crate) fn string_to_number(units: &[u16]) -> f64 {
    let mut start = 0;
    let mut end = units.len();
    while start < end && is_js_whitespace(units[start]) {
        start += 1;
    }
    while end > start && is_js_whitespace(units[end - 1]) {
        end -= 1;
    }
    let s = &units[start..end];
    if s.is_empty() {
        return 0.0;
    }
    if s.iter().any(|&c| c > 0x7F) {
        return f64::NAN;
    }
    let bytes: Vec<u8> = s.iter().map(|&c| c as u8).collect();
    ascii_to_number(&bytes)
}

/// StringNumericLiteral over trimmed ASCII.
fn ascii_to_number(b: &[u8]) -> f64 {
    if b.len() > 2 && b[0] == b'0' {
        let radix = match b[1] {
            b'x' | b'X' => 16,
            b'o' | b'O' => 8,
            b'b' | b'B' => 2,
            _ => 0,
        };
        if radix != 0 {
            let mut v = 0f64;
            for &c in &b[2..] {
                let Some(d) = (c as char).to_digit(radix) else { return f64::NAN };
                v = v * radix as f64 + d as f64;
            }
            return v;
        }
    }
    let (sign, rest) = match b.first() {
        Some(b'+') => (1.0, &b[1..]),
        Some(b'-') => (-1.0, &b[1..]),
        _ => (1.0, b),
    };
    if rest == b"Infinity" {
        return sign * f64::INFINITY;
    }
    if !is_str_decimal_literal(rest) {
        return f64::NAN;
    }
    match fast_float2::parse::<f64, _>(rest) {
        Ok(v) => sign * v,
        Err(_) => f64::NAN,
    }
}

/// StrUnsignedDecimalLiteral: digits [. digits] [e sign digits], or . digits [...].
fn is_str_decimal_literal(b: &[u8]) -> bool {
    let mut i = 0;
    let digits = |i: &mut usize| {
        let s = *i;
        while *i < b.len() && b[*i].is_ascii_digit() {
            *i += 1;
        }
        *i - s
    };
    let int_digits = digits(&mut i);
    let mut frac_digits = 0;
    if i < b.len() && b[i] == b'.' {
        i += 1;
        frac_digits = digits(&mut i);
    }
    if int_digits + frac_digits == 0 {
        return false;
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        i += 1;
        if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
            i += 1;
        }
        if digits(&mut i) == 0 {
            return false;
        }
    }
    i == b.len()
}

/// Number::toString(radix) for radix 2..=36 other than 10.
pub(crate) fn number_to_radix_string(n: f64, radix: u32) -> String {
    if n.is_nan() {
        return "NaN".into();
    }
    if n.is_infinite() {
        return if n > 0.0 { "Infinity".into() } else { "-Infinity".into() };
    }
    if n == 0.0 {
        return "0".into();
    }
    let neg = n < 0.0;
    let mut x = n.abs();
    let mut int = x.trunc();
    x -= int;
    let mut digits = Vec::new();
    if int == 0.0 {
        digits.push(b'0');
    }
    while int >= 1.0 {
        let d = (int % radix as f64) as u32;
        digits.push(char::from_digit(d, radix).map_or(b'0', |c| c as u8));
        int = (int / radix as f64).trunc();
    }
    digits.reverse();
    let mut out = String::new();
    if neg {
        out.push('-');
    }
    out.push_str(core::str::from_utf8(&digits).unwrap_or("0"));
    if x > 0.0 {
        out.push('.');
        // Enough digits to distinguish doubles (52 bits of mantissa).
        let max = (52.0 / (radix as f64).log2()).ceil() as usize + 1;
        let mut count = 0;
        while x > 0.0 && count < max {
            x *= radix as f64;
            let d = x.trunc() as u32;
            out.push(char::from_digit(d, radix).unwrap_or('0'));
            x -= d as f64;
            count += 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn num(s: &str) -> f64 {
        string_to_number(&s.encode_utf16().collect::<Vec<_>>())
    }

    #[test]
    fn to_string_matches_js() {
        assert_eq!(number_to_string(0.1 + 0.2), "0.30000000000000004");
        assert_eq!(number_to_string(1e21), "1e+21");
        assert_eq!(number_to_string(123456789012345680000.0), "123456789012345680000");
        assert_eq!(number_to_string(1e-7), "1e-7");
        assert_eq!(number_to_string(-0.0), "0");
        assert_eq!(number_to_string(-42.0), "-42");
        assert_eq!(number_to_string(f64::NEG_INFINITY), "-Infinity");
        assert_eq!(number_to_string(5e-324), "5e-324");
        assert_eq!(number_to_string(0.000001), "0.000001");
    }

    #[test]
    fn string_to_number_grammar() {
        assert_eq!(num("  42\n"), 42.0);
        assert_eq!(num(""), 0.0);
        assert_eq!(num("0x1F"), 31.0);
        assert_eq!(num("0b101"), 5.0);
        assert_eq!(num("-Infinity"), f64::NEG_INFINITY);
        assert!(num("inf").is_nan());
        assert!(num("nan").is_nan());
        assert!(num("infinity").is_nan());
        assert!(num("1e").is_nan());
        assert!(num("-0x10").is_nan());
        assert!(num(".").is_nan());
        assert_eq!(num(".5"), 0.5);
        assert_eq!(num("5."), 5.0);
        assert!(num("1_000").is_nan());
        assert_eq!(num("+1e3"), 1000.0);
        assert!(num("-0").is_sign_negative());
    }

    #[test]
    fn radix_strings() {
        assert_eq!(number_to_radix_string(255.0, 16), "ff");
        assert_eq!(number_to_radix_string(-8.0, 2), "-1000");
        assert_eq!(number_to_radix_string(0.5, 2), "0.1");
    }
}
