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
pub(crate) fn trim_str_white_space<T: Copy + Into<u16>>(units: &[T]) -> &[T] {
    let mut start = 0;
    let mut end = units.len();
    while start < end && is_js_whitespace(units[start].into()) {
        start += 1;
    }
    while end > start && is_js_whitespace(units[end - 1].into()) {
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

/// ECMA-262 sec-stringtonumber over Latin-1 code units (read in place: no copy of a
/// long string of digits).
pub(crate) fn latin1_to_number(units: &[u8]) -> f64 {
    let s = trim_str_white_space(units);
    if s.is_empty() {
        return 0.0;
    }
    if !s.is_ascii() {
        return f64::NAN;
    }
    ascii_to_number(s)
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
///
/// A literal of thousands of digits is first cut to [`KEPT_DIGITS`] significant digits
/// (see [`shorten_decimal`]): fast_float2 reads every digit of its input several times
/// over, a million of them in over a millisecond, while only the first 768 significant
/// digits and whether any non-zero one follows can decide a double's rounding.
pub(crate) fn parse_decimal(text: &[u8]) -> f64 {
    let short = if text.len() > 2 * KEPT_DIGITS { shorten_decimal(text) } else { None };
    fast_float2::parse::<f64, _>(short.as_deref().unwrap_or(text)).unwrap_or(f64::NAN)
}

/// The significant digits [`shorten_decimal`] keeps: more than the 768 that can decide
/// a double's rounding (the most a halfway case between two doubles needs).
const KEPT_DIGITS: usize = 800;

/// A literal for the same double as `text` (digits [. digits] [e [sign] digits]) with at
/// most [`KEPT_DIGITS`] + 1 significant digits: `0.` the first [`KEPT_DIGITS`] of them,
/// then a `1` when a non-zero digit was cut (which keeps the value above the cut one and
/// below the next, all that rounding asks), then the exponent that puts the point back.
/// A leading `-` (JSON's) stays. `None` when `text` is not such a literal.
fn shorten_decimal(text: &[u8]) -> Option<Vec<u8>> {
    let (sign, text) = match text.split_first() {
        Some((b'-', unsigned)) => (&b"-"[..], unsigned),
        _ => (&b""[..], text),
    };
    let (int, rest) = text.split_at(digit_run(text));
    let (frac, rest) = match rest.split_first() {
        Some((b'.', after)) => after.split_at(digit_run(after)),
        _ => (&[][..], rest),
    };
    let exponent: i64 = match rest.split_first() {
        None => 0,
        Some((b'e' | b'E', after)) => {
            let (negative, digits) = match after.split_first() {
                Some((b'-', d)) => (true, d),
                Some((b'+', d)) => (false, d),
                _ => (false, after),
            };
            if digits.is_empty() || digit_run(digits) != digits.len() {
                return None;
            }
            // Held far past any string's length (the digits' count is added to it), then
            // the power is clamped where the value is infinite or zero whatever it is.
            let e =
                digits.iter().fold(0i64, |e, &d| (e * 10 + i64::from(d - b'0')).min(EXPONENT_HELD));
            if negative { -e } else { e }
        }
        Some(_) => return None,
    };
    // The value is 0.(int frac) times 10 to the power of int's length plus the exponent;
    // leading zeros are dropped, each lowering that power by one.
    let (head, tail, zeros) = match int.iter().position(|&c| c != b'0') {
        Some(p) => (&int[p..], frac, p),
        None => match frac.iter().position(|&c| c != b'0') {
            Some(p) => (&frac[p..], &[][..], int.len() + p),
            None => return Some([sign, b"0"].concat()),
        },
    };
    // Lengths and the held exponent are far below i64's range: exact, then clamped.
    let length = |n: usize| i64::try_from(n).unwrap_or(EXPONENT_HELD);
    let power = (length(int.len()) - length(zeros) + exponent).clamp(-EXPONENT_CAP, EXPONENT_CAP);
    let kept_head = head.len().min(KEPT_DIGITS);
    let kept_tail = tail.len().min(KEPT_DIGITS - kept_head);
    let cut_non_zero = !only_zeros(&head[kept_head..]) || !only_zeros(&tail[kept_tail..]);
    let mut short = Vec::with_capacity(KEPT_DIGITS + 16);
    short.extend_from_slice(sign);
    short.extend_from_slice(b"0.");
    short.extend_from_slice(&head[..kept_head]);
    short.extend_from_slice(&tail[..kept_tail]);
    if cut_non_zero {
        short.push(b'1');
    }
    short.push(b'e');
    short.extend_from_slice(power.to_string().as_bytes());
    Some(short)
}

/// Whether every byte of `b` is `0`: blocks of 64 folded without a branch a byte (a
/// million digits in tens of microseconds; a search for the first other byte went a
/// byte at a time).
fn only_zeros(b: &[u8]) -> bool {
    let mut blocks = b.chunks_exact(64);
    let block_zero = |c: &[u8]| c.iter().fold(0u8, |acc, &d| acc | (d ^ b'0')) == 0;
    blocks.all(block_zero) && block_zero(blocks.remainder())
}

/// The largest power of ten [`shorten_decimal`] writes: far past where any double ends.
const EXPONENT_CAP: i64 = 1_000_000;

/// Where [`shorten_decimal`] stops reading an exponent's digits: past any string's
/// length, so that a run of digits as long as a string can still cancel it.
const EXPONENT_HELD: i64 = 1 << 40;

/// How many of `b`'s first bytes are ASCII digits, read eight at a time.
pub(crate) fn digit_run(b: &[u8]) -> usize {
    let mut i = 0;
    while let Some(chunk) = b.get(i..i + 8) {
        let Ok(bytes) = <[u8; 8]>::try_from(chunk) else { break };
        let x = u64::from_le_bytes(bytes);
        // A byte is a digit when adding 0x46 leaves its top bit clear (it is below
        // 0x3A) and so does taking 0x30 away (it is at least 0x30). A carry or borrow
        // between bytes only follows a byte that failed already.
        if (x.wrapping_add(0x4646_4646_4646_4646) | x.wrapping_sub(0x3030_3030_3030_3030))
            & 0x8080_8080_8080_8080
            != 0
        {
            break;
        }
        i += 8;
    }
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    i
}

/// StrUnsignedDecimalLiteral: digits [. digits] [e sign digits], or . digits [...].
fn is_str_decimal_literal(b: &[u8]) -> bool {
    let mut i = 0;
    let digits = |i: &mut usize| {
        let n = digit_run(b.get(*i..).unwrap_or_default());
        *i += n;
        n
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

    /// The Number of `s`, read as UTF-16 and (when it fits) as Latin-1, both agreeing.
    fn num(s: &str) -> f64 {
        let n = string_to_number(&s.encode_utf16().collect::<Vec<_>>());
        if let Ok(latin1) = s.chars().map(u8::try_from).collect::<Result<Vec<u8>, _>>() {
            let m = latin1_to_number(&latin1);
            assert!(m.to_bits() == n.to_bits() || (m.is_nan() && n.is_nan()), "{s:?}");
        }
        n
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

    /// Long literals read through [`shorten_decimal`] give the double fast_float2 gives
    /// for the whole text: halfway cases decided past the 768th digit, leading zeros,
    /// long exponents, values that end infinite or zero.
    #[test]
    fn long_decimals_round_as_the_whole_text() {
        let zeros = |n: usize| "0".repeat(n);
        let mut cases = vec![
            // 2^53 + 1 is halfway between two doubles: a non-zero digit far away decides.
            format!("9007199254740993{}", zeros(3000)),
            format!("9007199254740993.{}1", zeros(3000)),
            format!("9007199254740993{}e-3000", zeros(3000)),
            format!("9007199254740993{}1e-3001", zeros(3000)),
            format!("{}1.5e{}7", zeros(5000), zeros(2000)),
            format!("0.{}123{}", zeros(4000), zeros(1000)),
            format!("-{}1.25", zeros(3000)),
            format!("{}.{}", zeros(2000), zeros(2000)),
            format!("1{}", zeros(5000)),
            format!("1{}e-4999", zeros(5000)),
            format!("0.{}1e+5000", zeros(4999)),
            format!("0.{}1e5000", zeros(5500)),
            format!("1.{}e-{}1", "9".repeat(2000), zeros(3000)),
        ];
        // Pseudo-random digit strings around the two doubles of 1.5 and 0.1.
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..40 {
            let mut t = String::from("0.1");
            for _ in 0..(1700 + (seed % 900) as usize) {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                t.push(if seed.is_multiple_of(5) {
                    char::from(b'0' + (seed % 10) as u8)
                } else {
                    '0'
                });
            }
            cases.push(t);
        }
        for text in &cases {
            let whole = fast_float2::parse::<f64, _>(text.as_bytes()).unwrap();
            assert!(shorten_decimal(text.as_bytes()).is_some(), "{}", &text[..20]);
            assert_eq!(
                parse_decimal(text.as_bytes()).to_bits(),
                whole.to_bits(),
                "{}",
                &text[..40]
            );
        }
        // Lengths past the clamp that cancel one another or the exponent (node's values;
        // fast_float2 on the whole text gives another double for the second).
        let cancelling = [
            (format!("{}1", zeros(1_000_001)), 1.0),
            (format!("1{}e-1000000", zeros(1_000_000)), 1.0),
            (format!("0.{}1e3000001", zeros(3_000_000)), 1.0),
            (format!("0.{}1e2500000", zeros(3_000_000)), 0.0),
        ];
        for (text, want) in &cancelling {
            assert_eq!(parse_decimal(text.as_bytes()), *want, "{}", &text[..20]);
        }
        assert_eq!(digit_run(b"12345678901234567x9"), 17);
        assert_eq!(digit_run(b"0123456/"), 7);
        assert_eq!(digit_run(b"01234567:"), 8);
        assert_eq!(digit_run("0123456\u{e9}89".as_bytes()), 7);
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
        assert_eq!(num("\u{a0}\t7\u{a0}"), 7.0);
        assert!(num("7\u{e9}").is_nan());
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
