//! Number <-> string: ECMA-262 sec-numeric-types-number-tostring (through `ryu-js`, which
//! implements exactly that algorithm) and sec-stringtonumber (the StringNumericLiteral
//! grammar checked here, the decimal conversion by `fast-float2`).

/// The decimal digits of `i` (with its sign), written at the end of `buf`.
pub(crate) fn int_digits(i: i32, buf: &mut [u8; 11]) -> &[u8] {
    let mut at = buf.len();
    let mut u = i.unsigned_abs();
    loop {
        at -= 1;
        buf[at] = b'0' + (u % 10) as u8;
        u /= 10;
        if u == 0 {
            break;
        }
    }
    if i < 0 {
        at -= 1;
        buf[at] = b'-';
    }
    &buf[at..]
}

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

/// `units` without its leading and trailing StrWhiteSpaceChar (the StrWhiteSpace around
/// a StringNumericLiteral or StringIntegerLiteral).
pub(crate) fn trim_str_white_space(units: &[u16]) -> &[u16] {
    let mut start = 0;
    let mut end = units.len();
    while start < end && is_js_whitespace(units[start]) {
        start += 1;
    }
    while end > start && is_js_whitespace(units[end - 1]) {
        end -= 1;
    }
    &units[start..end]
}

/// The radix a NonDecimalIntegerLiteral's prefix names (`0x`, `0o`, `0b`, either case)
/// when `s` starts with one and has something after it.
pub(crate) fn non_decimal_radix<T: Copy + Into<u32>>(s: &[T]) -> Option<u32> {
    if s.len() <= 2 || s[0].into() != u32::from(b'0') {
        return None;
    }
    match char::from_u32(s[1].into())? {
        'x' | 'X' => Some(16),
        'o' | 'O' => Some(8),
        'b' | 'B' => Some(2),
        _ => None,
    }
}

/// ECMA-262 sec-stringtonumber over UTF-16 code units.
pub(crate) fn string_to_number(units: &[u16]) -> f64 {
    let s = trim_str_white_space(units);
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
    if let Some(radix) = non_decimal_radix(b) {
        let mut v = 0f64;
        for &c in &b[2..] {
            let Some(d) = (c as char).to_digit(radix) else { return f64::NAN };
            v = v * radix as f64 + d as f64;
        }
        return v;
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
    sign * parse_decimal(rest)
}

/// The number `text` denotes, correctly rounded, for text already checked to be an
/// unsigned decimal literal (digits, a point, an exponent; NaN otherwise). One float
/// parser for the engine: fast_float2, as the lexer uses, so the standard library's
/// (its code and its table of powers of five) stays out of the wasm module.
pub(crate) fn parse_decimal(text: &[u8]) -> f64 {
    fast_float2::parse::<f64, _>(text).unwrap_or(f64::NAN)
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

/// Number::toString(radix) for radix 2..=36 other than 10 (ECMA-262
/// sec-numeric-types-number-tostring leaves the digits implementation-approximated, "a
/// generalization of" the radix-10 algorithm). The fraction gets the fewest digits that
/// read back as the same Number: digits stop once the rest is below half the gap to the
/// next double, and the last one is rounded (half to even). Integer digits below the
/// 53-bit precision are written as zeros. These are the digits V8 and SpiderMonkey print.
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
    let r = f64::from(radix);
    let value = n.abs();
    let mut integer = value.floor();
    let mut fraction = value - integer;
    // Half the distance to the next double (at least the smallest subnormal).
    let next = f64::from_bits(value.to_bits() + 1);
    let mut delta = (0.5 * (next - value)).max(f64::from_bits(1));
    let mut frac_digits: Vec<u32> = Vec::new();
    if fraction >= delta {
        loop {
            fraction *= r;
            delta *= r;
            // 0 <= fraction < radix here, so the truncation is a digit.
            let d = fraction as u32;
            frac_digits.push(d);
            fraction -= f64::from(d);
            if (fraction > 0.5 || (fraction == 0.5 && d & 1 == 1)) && fraction + delta > 1.0 {
                // Round up; a digit that overflows is dropped and carries left, up to
                // the integer part.
                loop {
                    match frac_digits.pop() {
                        None => {
                            integer += 1.0;
                            break;
                        }
                        Some(last) if last + 1 < radix => {
                            frac_digits.push(last + 1);
                            break;
                        }
                        Some(_) => {}
                    }
                }
                break;
            }
            if fraction < delta {
                break;
            }
        }
    }
    // Integer digits, least significant first: zeros while the quotient is past 2^53
    // (those digits are below the double's precision), then exact remainders.
    let mut int_digits: Vec<u32> = Vec::new();
    while integer / r >= 9_007_199_254_740_992.0 {
        integer /= r;
        int_digits.push(0);
    }
    loop {
        let rem = integer % r;
        int_digits.push(rem as u32);
        integer = (integer - rem) / r;
        if integer <= 0.0 {
            break;
        }
    }
    let digit = |d: u32| char::from_digit(d, radix).unwrap_or('0');
    let mut out = String::with_capacity(int_digits.len() + frac_digits.len() + 2);
    if n < 0.0 {
        out.push('-');
    }
    out.extend(int_digits.iter().rev().map(|&d| digit(d)));
    if !frac_digits.is_empty() {
        out.push('.');
        out.extend(frac_digits.iter().map(|&d| digit(d)));
    }
    out
}

/// `n` limited to `lo..=hi` (`lo <= hi`, `n` not NaN). `f64::clamp` would do, but its
/// check of the bounds formats them in a panic message, which links the standard
/// library's whole float formatter into the wasm module.
#[allow(clippy::manual_clamp)]
pub(crate) fn clamp(n: f64, lo: f64, hi: f64) -> f64 {
    if n < lo {
        lo
    } else if n > hi {
        hi
    } else {
        n
    }
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
        // Shortest digits that read back as the same double, and zeros below the
        // 53-bit precision (node v20 prints the same).
        assert_eq!(
            number_to_radix_string(0.1, 2),
            "0.0001100110011001100110011001100110011001100110011001101"
        );
        assert_eq!(number_to_radix_string(0.1, 36), "0.3lllllllllm");
        assert_eq!(number_to_radix_string(1e21, 36), "5v1j4f4ds7c000");
        assert_eq!(number_to_radix_string(-3.75, 16), "-3.c");
    }
}
