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
    let text = to_fixed_text(n, f as usize);
    vm.str_value(&text)
}

/// Number::toFixed digits: the exact decimal value of `n` rounded to `f` places, an
/// exact tie going to the larger magnitude (the spec picks the larger n; `-x` is
/// formatted as `x` with a sign).
///
/// Rust's `{:.f}` formatting is exact but breaks ties to even, so it is right except on
/// an exact tie. A double `m * 2^e` (m odd) has exactly `-e` fractional decimal digits,
/// the last of them a 5, so a tie at `f` places happens only when `-e == f + 1`; then
/// the `f + 1` digits are exact and the rounding up is done here.
fn to_fixed_text(n: f64, f: usize) -> String {
    let x = n.abs();
    let sign = if n < 0.0 { "-" } else { "" };
    if fractional_digits(x) != f + 1 {
        return format!("{sign}{x:.f$}");
    }
    let exact = format!("{x:.prec$}", prec = f + 1);
    let mut digits: Vec<u8> = exact.bytes().filter(|&b| b != b'.').collect();
    digits.pop(); // the final 5: round the rest up
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
    let int_len = digits.len() - f;
    let mut out = String::with_capacity(digits.len() + 2);
    out.push_str(sign);
    for (k, &d) in digits.iter().enumerate() {
        if k == int_len {
            out.push('.');
        }
        out.push(d as char);
    }
    out
}

/// How many digits the exact decimal expansion of finite `x >= 0` has after the point.
fn fractional_digits(x: f64) -> usize {
    let bits = x.to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i64;
    let fraction = bits & ((1u64 << 52) - 1);
    let (mantissa, exponent) =
        if biased == 0 { (fraction, -1074) } else { (fraction | (1u64 << 52), biased - 1075) };
    if mantissa == 0 {
        return 0;
    }
    let exponent = exponent + i64::from(mantissa.trailing_zeros());
    if exponent >= 0 { 0 } else { (-exponent) as usize }
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
    for id in
        [NativeId::NumberProtoToString, NativeId::NumberProtoToFixed, NativeId::NumberProtoValueOf]
    {
        vm.install(proto, id)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::to_fixed_text;

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
            for f in [0, 1, 2, 3, 5, 10, 20] {
                assert_eq!(to_fixed_text(v, f), to_fixed_reference(v, f), "{v:e} toFixed({f})");
            }
        }
    }
}
