//! Number objects (ECMA-262 sec-number-objects).

use super::{NativeCx, NativeId, arg};
use crate::object::ObjectKind;
use crate::value::Value;
use crate::value::number::number_to_radix_string;
use crate::vm::{JsResult, Vm};

/// ECMA-262 sec-number-constructor-number-value
pub(crate) fn constructor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    // ToNumeric, then a BigInt's value as a Number.
    let n = if args.is_empty() {
        0.0
    } else {
        let prim = vm.to_numeric(args[0])?;
        match prim.as_bigint() {
            Some(b) => crate::value::bigint::bigint_to_f64(vm.bigint_ref(b)),
            None => vm.to_number(prim)?,
        }
    };
    if cx.new_target.is_undefined() {
        return Ok(Value::number(n));
    }
    let proto = vm.prototype_from_constructor(cx.new_target, vm.realm.number_prototype)?;
    Ok(Value::object(vm.alloc_object(ObjectKind::Number(n), Some(proto))?))
}

/// ECMA-262 sec-number.isnan
pub(crate) fn is_nan(_vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    Ok(Value::bool(arg(args, 0).as_number().is_some_and(f64::is_nan)))
}

/// ECMA-262 sec-number.isfinite
pub(crate) fn is_finite(
    _vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    Ok(Value::bool(arg(args, 0).as_number().is_some_and(f64::is_finite)))
}

/// ECMA-262 sec-number.isinteger
pub(crate) fn is_integer(
    _vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    Ok(Value::bool(arg(args, 0).as_number().is_some_and(|n| n.is_finite() && n.trunc() == n)))
}

/// ECMA-262 sec-number.issafeinteger
pub(crate) fn is_safe_integer(
    _vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    Ok(Value::bool(
        arg(args, 0)
            .as_number()
            .is_some_and(|n| n.is_finite() && n.trunc() == n && n.abs() <= 9007199254740991.0),
    ))
}

fn this_number(vm: &mut Vm, this: Value) -> JsResult<f64> {
    if let Some(n) = this.as_number() {
        return Ok(n);
    }
    if let Some(o) = this.as_object()
        && let ObjectKind::Number(n) = vm.heap.get(o).kind
    {
        return Ok(n);
    }
    Err(vm.type_error("Number.prototype method called on incompatible receiver"))
}

/// ECMA-262 sec-number.prototype.tostring
pub(crate) fn to_string(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let n = this_number(vm, this)?;
    let radix =
        if arg(args, 0).is_undefined() { 10.0 } else { vm.to_integer_or_infinity(args[0])? };
    if !(2.0..=36.0).contains(&radix) {
        return Err(vm.range_error("toString() radix must be between 2 and 36"));
    }
    if radix == 10.0 {
        return Ok(Value::string(vm.number_to_js_string(n, Value::number(n).as_int())?));
    }
    let text = number_to_radix_string(n, radix as u32);
    vm.str_value(&text)
}

/// ECMA-402 sec-number.prototype.tolocalestring: a NumberFormat of the arguments
/// formats the number; with no arguments (the default locale, en-US, and default
/// options) the en-US writer of builtins/locale.rs does it faster. Without the `intl`
/// feature that writer always does (ECMA-262 sec-number.prototype.tolocalestring).
pub(crate) fn to_locale_string(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let x = this_number(vm, this)?;
    #[cfg(feature = "intl")]
    if !arg(args, 0).is_undefined() || !arg(args, 1).is_undefined() || vm.host.locale.is_some() {
        return super::intl::number_format::to_locale_string(
            vm,
            Value::number(x),
            arg(args, 0),
            arg(args, 1),
        );
    }
    #[cfg(not(feature = "intl"))]
    let _ = args;
    vm.str_value(&super::locale::number(x))
}

/// ECMA-262 sec-number.prototype.tofixed
pub(crate) fn to_fixed(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let n = this_number(vm, this)?;
    let f = vm.to_integer_or_infinity(arg(args, 0))?;
    if !(0.0..=100.0).contains(&f) {
        return Err(vm.range_error("toFixed() digits argument must be between 0 and 100"));
    }
    if !n.is_finite() || n.abs() >= 1e21 {
        let s = vm.to_string(Value::number(n))?;
        return Ok(Value::string(s));
    }
    if let Some((buf, len)) = to_fixed_fast(n, f as usize) {
        let cell = crate::string::JsString::from_latin1_slice(buf.get(..len).unwrap_or(&[]));
        return Ok(Value::string(vm.heap.alloc(cell)?));
    }
    let text = to_fixed_text(n, f as usize);
    vm.str_value(&text)
}

/// Number.prototype.toFixed steps 10-11 in integer arithmetic, for `f <= 20` and `x`
/// whose scaled value fits 128 bits: x = m × 2^e exactly, so n = round-half-up(m × 10^f
/// / 2^-e) is exact (the spec's "larger n" on a tie). The text is written into a stack
/// buffer: (buffer, length). `None` when out of this range (the general path handles it).
fn to_fixed_fast(v: f64, f: usize) -> Option<([u8; 64], usize)> {
    if f > 20 || !v.is_finite() {
        return None;
    }
    let x = v.abs();
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i64;
    let fraction = bits & ((1u64 << 52) - 1);
    let (m, e) =
        if biased == 0 { (fraction, -1074) } else { (fraction | (1u64 << 52), biased - 1075) };
    let scaled = u128::from(m).checked_mul(10u128.pow(f as u32))?;
    let n: u128 = if e >= 0 {
        scaled.checked_mul(1u128.checked_shl(e as u32)?)?
    } else {
        let k = (-e) as u32;
        if k >= 127 {
            // scaled < 2^120 <= 2^(k-1): below one half.
            0
        } else {
            let q = scaled >> k;
            let r = scaled & ((1u128 << k) - 1);
            if r >= 1u128 << (k - 1) { q + 1 } else { q }
        }
    };
    // Digits of n, least significant first (a u128 has at most 39). A `u128` division
    // is a library call, so once the rest fits 64 bits (for nearly every n, from the
    // start) the digits come from `u64`s.
    let mut digits = [0u8; 48];
    let mut count = 0;
    let mut wide = n;
    while wide > u128::from(u64::MAX) {
        digits[count] = b'0' + (wide % 10) as u8;
        wide /= 10;
        count += 1;
    }
    let mut rest = wide as u64;
    loop {
        digits[count] = b'0' + (rest % 10) as u8;
        rest /= 10;
        count += 1;
        if rest == 0 {
            break;
        }
    }
    // At least one digit before the point.
    while count < f + 1 {
        digits[count] = b'0';
        count += 1;
    }
    let mut out = [0u8; 64];
    let mut len = 0;
    if v < 0.0 {
        out[0] = b'-';
        len = 1;
    }
    for k in (0..count).rev() {
        // The point goes before the digit of weight 10^(f-1).
        if f > 0 && k == f - 1 {
            *out.get_mut(len)? = b'.';
            len += 1;
        }
        *out.get_mut(len)? = digits[k];
        len += 1;
    }
    Some((out, len))
}

/// The exact decimal digits of a finite, positive `x` rounded to `p` significant
/// digits, ties going up (the spec picks the larger `n`), and the decimal exponent `e`
/// of the first digit: x ≈ 0.d1d2…dp × 10^(e+1).
///
/// The whole exact expansion comes from [`exact_expansion`], so rounding it by hand is
/// exact too.
fn exact_digits(x: f64, p: usize) -> (Vec<u8>, i32) {
    let (all, mut e) = exact_expansion(x);
    let mut digits: Vec<u8> = all.iter().take(p).copied().collect();
    digits.resize(p, b'0');
    // Round up, carrying; 99…9 becomes 100…0 with the exponent one higher.
    if all.get(p).is_some_and(|&d| d >= b'5') && increment_digits(&mut digits) {
        digits.truncate(p);
        e += 1;
    }
    (digits, e)
}

/// Every decimal digit of a finite, positive `x` (a double is m × 2^k exactly, so its
/// expansion ends: at most 767 significant digits) and the decimal exponent of the
/// first. Computed with the engine's big integers rather than the standard library's
/// exact float formatting, which would bring all of `core`'s float printing into the
/// wasm module.
fn exact_expansion(x: f64) -> (Vec<u8>, i32) {
    let (m, k) = binary_parts(x);
    let m = num_bigint::BigUint::from(m);
    // m × 2^k = m × 5^-k × 10^k for k < 0: the digits of m × 5^-k, k places after the point.
    let (n, point) = if k >= 0 {
        (m << k as usize, 0)
    } else {
        (m * num_bigint::BigUint::from(5u8).pow(-k as u32), k)
    };
    let digits = n.to_str_radix(10).into_bytes();
    let e = digits.len() as i32 - 1 + point;
    (digits, e)
}

/// Adds one unit in the last place to ASCII decimal `digits`, carrying; returns whether
/// the carry ran out of digits (a leading `1` was inserted: 99 became 100).
fn increment_digits(digits: &mut Vec<u8>) -> bool {
    for d in digits.iter_mut().rev() {
        if *d == b'9' {
            *d = b'0';
        } else {
            *d += 1;
            return false;
        }
    }
    digits.insert(0, b'1');
    true
}

/// The shortest round-trip digits of a finite, positive `x` and the exponent of the
/// first, read off ryu's Number::toString text (which Number.prototype.toString
/// already uses, so the standard library's shortest float formatting stays out).
fn shortest_digits(x: f64) -> (Vec<u8>, i32) {
    let mut buf = ryu_js::Buffer::new();
    let text = buf.format_finite(x);
    let (mantissa, exp) = text.split_once('e').unwrap_or((text, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let (mut digits, first): (Vec<u8>, i32) = if int.bytes().any(|d| d != b'0') {
        let int = int.trim_start_matches('0');
        (int.bytes().chain(frac.bytes()).collect(), int.len() as i32 - 1)
    } else {
        let zeros = frac.len() - frac.trim_start_matches('0').len();
        (frac.bytes().skip(zeros).collect(), -(zeros as i32) - 1)
    };
    while digits.len() > 1 && digits.last() == Some(&b'0') {
        digits.pop();
    }
    if digits.is_empty() {
        digits.push(b'0');
    }
    (digits, first + exp)
}

/// `d.ddde±x` as Number.prototype.toExponential writes it.
fn exponential_text(negative: bool, digits: &[u8], e: i32) -> String {
    let mut out = String::with_capacity(digits.len() + 8);
    if negative {
        out.push('-');
    }
    out.push(digits[0] as char);
    if digits.len() > 1 {
        out.push('.');
        out.extend(digits[1..].iter().map(|&d| d as char));
    }
    out.push('e');
    out.push(if e < 0 { '-' } else { '+' });
    out.push_str(&e.unsigned_abs().to_string());
    out
}

/// ECMA-262 sec-number.prototype.toexponential
pub(crate) fn to_exponential(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let x = this_number(vm, this)?;
    let fd = arg(args, 0);
    let f = vm.to_integer_or_infinity(fd)?;
    if !x.is_finite() {
        let s = vm.to_string(Value::number(x))?;
        return Ok(Value::string(s));
    }
    if !(0.0..=100.0).contains(&f) {
        return Err(vm.range_error("toExponential() argument must be between 0 and 100"));
    }
    let negative = x < 0.0;
    let (digits, e) = if x == 0.0 {
        (vec![b'0'; if fd.is_undefined() { 1 } else { f as usize + 1 }], 0)
    } else if fd.is_undefined() {
        shortest_digits(x.abs())
    } else {
        exact_digits(x.abs(), f as usize + 1)
    };
    vm.str_value(&exponential_text(negative, &digits, e))
}

/// ECMA-262 sec-number.prototype.toprecision
pub(crate) fn to_precision(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let x = this_number(vm, this)?;
    if arg(args, 0).is_undefined() {
        let s = vm.to_string(Value::number(x))?;
        return Ok(Value::string(s));
    }
    let p = vm.to_integer_or_infinity(args[0])?;
    if !x.is_finite() {
        let s = vm.to_string(Value::number(x))?;
        return Ok(Value::string(s));
    }
    if !(1.0..=100.0).contains(&p) {
        return Err(vm.range_error("toPrecision() argument must be between 1 and 100"));
    }
    let p = p as usize;
    let negative = x < 0.0;
    let (digits, e) = if x == 0.0 { (vec![b'0'; p], 0) } else { exact_digits(x.abs(), p) };
    if e < -6 || e >= p as i32 {
        return vm.str_value(&exponential_text(negative, &digits, e));
    }
    let mut out = String::with_capacity(p + 8);
    if negative {
        out.push('-');
    }
    let text: String = digits.iter().map(|&d| d as char).collect();
    if e >= 0 {
        let int_len = e as usize + 1;
        out.push_str(&text[..int_len]);
        if int_len < p {
            out.push('.');
            out.push_str(&text[int_len..]);
        }
    } else {
        out.push_str("0.");
        out.extend(core::iter::repeat_n('0', (-(e + 1)) as usize));
        out.push_str(&text);
    }
    vm.str_value(&out)
}

/// Number::toFixed digits: the exact decimal value of `n` rounded to `f` places, an
/// exact tie going to the larger magnitude (the spec picks the larger n; `-x` is
/// formatted as `x` with a sign). `|n| < 1e21` and `f <= 100`.
///
/// `n * 10^f` rounded is an integer whose last `f` digits follow the point. For a
/// double `m * 2^k` that is `m * 10^f / 2^-k`, computed in 128 bits when it fits (every
/// double of at least 2^-12 with `f` up to 19: the common case); otherwise from the
/// exact decimal expansion, where the first digit dropped decides (a tie rounds up).
fn to_fixed_text(n: f64, f: usize) -> String {
    let x = n.abs();
    let (m, k) = binary_parts(x);
    let rounded: Vec<u8> = if m == 0 {
        vec![b'0']
    } else if k >= 0 {
        // An integer below 1e21 < 2^70: no fraction to round.
        let mut digits = ((m as u128) << k).to_string().into_bytes();
        digits.resize(digits.len() + f, b'0');
        digits
    } else if -k <= 64 && f <= 19 {
        let shift = (-k) as u32;
        let scaled = m as u128 * 10u128.pow(f as u32);
        let mut q = scaled >> shift;
        if scaled & ((1u128 << shift) - 1) >= 1u128 << (shift - 1) {
            q += 1;
        }
        q.to_string().into_bytes()
    } else {
        let (digits, e) = exact_expansion(x);
        // Digits kept: those before the point and `f` after it.
        let keep = i64::from(e) + 1 + f as i64;
        if keep < 0 {
            vec![b'0']
        } else {
            let keep = keep as usize;
            let mut kept: Vec<u8> = digits.iter().copied().take(keep).collect();
            kept.resize(keep, b'0');
            if digits.get(keep).is_some_and(|&d| d >= b'5') {
                increment_digits(&mut kept);
            }
            if kept.is_empty() {
                kept.push(b'0');
            }
            kept
        }
    };
    let mut out = String::with_capacity(rounded.len() + f + 3);
    if n < 0.0 {
        out.push('-');
    }
    // At least one digit before the point.
    let zeros = (f + 1).saturating_sub(rounded.len());
    let mut all = vec![b'0'; zeros];
    all.extend_from_slice(&rounded);
    let (int, frac) = all.split_at(all.len() - f);
    out.extend(int.iter().map(|&d| d as char));
    if f > 0 {
        out.push('.');
        out.extend(frac.iter().map(|&d| d as char));
    }
    out
}

/// Finite `x >= 0` as `m * 2^k` with `m` odd (or 0).
fn binary_parts(x: f64) -> (u64, i32) {
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i32;
    let fraction = bits & ((1u64 << 52) - 1);
    let (m, k) =
        if biased == 0 { (fraction, -1074) } else { (fraction | (1u64 << 52), biased - 1075) };
    if m == 0 {
        return (0, 0);
    }
    let zeros = m.trailing_zeros();
    (m >> zeros, k + zeros as i32)
}

/// ECMA-262 sec-number.prototype.valueof
pub(crate) fn value_of(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    Ok(Value::number(this_number(vm, this)?))
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Number;
    Number = ("Number", 1, true, constructor),
    NumberIsNaN = ("isNaN", 1, false, is_nan),
    NumberIsFinite = ("isFinite", 1, false, is_finite),
    NumberIsInteger = ("isInteger", 1, false, is_integer),
    NumberIsSafeInteger = ("isSafeInteger", 1, false, is_safe_integer),
    NumberProtoToString = ("toString", 1, false, to_string),
    NumberProtoToFixed = ("toFixed", 1, false, to_fixed),
    NumberProtoValueOf = ("valueOf", 0, false, value_of),
    NumberProtoToExponential = ("toExponential", 1, false, to_exponential),
    NumberProtoToPrecision = ("toPrecision", 1, false, to_precision),
    NumberProtoToLocaleString = ("toLocaleString", 0, false, to_locale_string),
}

/// Installs Number.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let proto = vm.realm.number_prototype;
    let ctor = vm.install_constructor(NativeId::Number, proto)?;
    for id in [
        NativeId::NumberIsNaN,
        NativeId::NumberIsFinite,
        NativeId::NumberIsInteger,
        NativeId::NumberIsSafeInteger,
    ] {
        vm.install(ctor, id)?;
    }
    for (name, v) in [
        ("MAX_SAFE_INTEGER", 9007199254740991.0),
        ("MIN_SAFE_INTEGER", -9007199254740991.0),
        ("MAX_VALUE", f64::MAX),
        ("MIN_VALUE", 5e-324),
        ("EPSILON", f64::EPSILON),
        ("POSITIVE_INFINITY", f64::INFINITY),
        ("NEGATIVE_INFINITY", f64::NEG_INFINITY),
        ("NaN", f64::NAN),
    ] {
        vm.define_value(ctor, name, Value::number(v), 0)?;
    }
    let global = vm.realm.global;
    for name in ["parseFloat", "parseInt"] {
        let key = vm.key(name)?;
        let f = vm.get(global, key, Value::object(global))?;
        vm.define_value(ctor, name, f, crate::object::attrs::HIDDEN)?;
    }
    for id in [
        NativeId::NumberProtoToString,
        NativeId::NumberProtoToFixed,
        NativeId::NumberProtoValueOf,
        NativeId::NumberProtoToExponential,
        NativeId::NumberProtoToPrecision,
        NativeId::NumberProtoToLocaleString,
    ] {
        vm.install(proto, id)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{shortest_digits, to_fixed_text};

    /// The standard library's shortest digits (`{:e}`), which `shortest_digits` replaced.
    fn reference_shortest(x: f64) -> (Vec<u8>, i32) {
        let text = format!("{x:e}");
        let (mantissa, exp) = text.split_once('e').unwrap_or((&text, "0"));
        (mantissa.bytes().filter(u8::is_ascii_digit).collect(), exp.parse().unwrap_or(0))
    }

    /// `n` finite positive doubles from random bits (a fixed xorshift sequence).
    fn random_positive_doubles(mut state: u64, n: usize) -> Vec<f64> {
        let mut out = Vec::with_capacity(n);
        while out.len() < n {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let x = f64::from_bits(state >> 1);
            if x.is_finite() && x > 0.0 {
                out.push(x);
            }
        }
        out
    }

    #[test]
    fn exact_expansions_agree_with_the_standard_library() {
        let mut values = vec![5e-324, f64::MIN_POSITIVE, f64::MAX, 1.0, 0.1, 1e21, 0.5, 3.0e-320];
        values.extend(random_positive_doubles(0x2545_F491_4F6C_DD1D, 3_000));
        for x in values {
            let text = format!("{x:.767e}");
            let (mantissa, exp) = text.split_once('e').unwrap_or((&text, "0"));
            let mut want: Vec<u8> = mantissa.bytes().filter(u8::is_ascii_digit).collect();
            while want.len() > 1 && want.last() == Some(&b'0') {
                want.pop();
            }
            let (mut got, e) = super::exact_expansion(x);
            while got.len() > 1 && got.last() == Some(&b'0') {
                got.pop();
            }
            assert_eq!((got, e), (want, exp.parse::<i32>().unwrap_or(i32::MAX)), "{x:e}");
        }
    }

    #[test]
    fn shortest_digits_agree_with_the_standard_library() {
        let mut values = vec![
            1.0,
            0.1,
            5e-324,
            f64::MIN_POSITIVE,
            f64::MAX,
            1e21,
            1e-7,
            123456789012345680000.0,
            0.000001,
            1.5e300,
            2.5,
            100.0,
        ];
        values.extend(random_positive_doubles(0x9E37_79B9_7F4A_7C15, 20_000));
        for x in values {
            let (digits, exp) = shortest_digits(x);
            let (std_digits, std_exp) = reference_shortest(x);
            // As short as the standard library's, and read back as `x`.
            assert_eq!((digits.len(), exp), (std_digits.len(), std_exp), "{x:e}");
            let text =
                format!("{}e{}", String::from_utf8_lossy(&digits), exp + 1 - digits.len() as i32);
            assert_eq!(text.parse::<f64>(), Ok(x), "{x:e}");
            // Where two candidates are equally near, ryu (as V8 and ECMA-262's "the even
            // one") may differ from the standard library in the last digit only.
            let n = digits.len() - 1;
            assert_eq!(digits[..n], std_digits[..n], "{x:e}");
            assert!(digits[n].abs_diff(std_digits[n]) <= 1, "{x:e}");
        }
        // A tie (the double is 184682136014194.625): node writes 1.8468213601419462e+14.
        assert_eq!(shortest_digits(1.8468213601419463e14), (b"18468213601419462".to_vec(), 14));
    }

    #[test]
    fn to_fixed_rounds_exact_ties_up() {
        assert_eq!(to_fixed_text(0.5, 0), "1");
        assert_eq!(to_fixed_text(2.5, 0), "3");
        assert_eq!(to_fixed_text(1.005, 2), "1.00");
        assert_eq!(to_fixed_text(1234.5678, 2), "1234.57");
        assert_eq!(to_fixed_text(-0.0001, 2), "-0.00");
        assert_eq!(to_fixed_text(-0.0, 2), "0.00");
        assert_eq!(to_fixed_text(-1.5, 0), "-2");
        assert_eq!(to_fixed_text(9.995, 2), "9.99");
        assert_eq!(to_fixed_text(99.5, 0), "100");
        assert_eq!(to_fixed_text(0.0, 3), "0.000");
        assert_eq!(to_fixed_text(0.125, 2), "0.13");
        assert_eq!(to_fixed_text(-0.125, 2), "-0.13");
        assert_eq!(to_fixed_text(1e20, 2), "100000000000000000000.00");
        assert_eq!(to_fixed_text(5e-324, 2), "0.00");
    }

    /// The reference: the exact expansion to 1100 places (enough for any double below
    /// 1e21), rounded half up by hand.
    fn to_fixed_reference(n: f64, f: usize) -> String {
        let exact = format!("{:.1100}", n.abs());
        let (int_part, frac) = exact.split_once('.').unwrap_or((&exact, ""));
        let mut digits: Vec<u8> = int_part.bytes().chain(frac.bytes().take(f)).collect();
        if frac.as_bytes().get(f).is_some_and(|&d| d >= b'5') {
            let mut i = digits.len();
            loop {
                if i == 0 {
                    digits.insert(0, b'1');
                    break;
                }
                i -= 1;
                if digits[i] == b'9' {
                    digits[i] = b'0';
                } else {
                    digits[i] += 1;
                    break;
                }
            }
        }
        let int_len = digits.len() - f;
        let mut out = String::from(if n < 0.0 { "-" } else { "" });
        out.push_str(std::str::from_utf8(&digits[..int_len]).unwrap_or("0"));
        if f > 0 {
            out.push('.');
            out.push_str(std::str::from_utf8(&digits[int_len..]).unwrap_or(""));
        }
        out
    }

    #[test]
    fn to_fixed_agrees_with_the_exact_expansion() {
        // Ties (k + 0.5) / 10^f in binary-exact form, near-ties, and a spread of values
        // from a fixed pseudo-random sequence.
        let mut values = vec![0.5, 1.5, 2.5, 0.25, 0.375, 1.0 / 1024.0, 123.0625, 1e-7];
        let mut state = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..3_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let v = f64::from_bits(state >> 2); // positive, any exponent
            if v.is_finite() && v < 1e21 {
                values.push(v);
                values.push(-v);
            }
            let small = (state % 1_000_000) as f64 / 64.0; // many exact ties
            values.push(small);
        }
        for v in values {
            for f in [0, 1, 2, 3, 5, 10, 19, 20, 100] {
                assert_eq!(to_fixed_text(v, f), to_fixed_reference(v, f), "{v:e} toFixed({f})");
            }
        }
    }
}
