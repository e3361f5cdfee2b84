//! The Math object (ECMA-262 sec-math-object). `Math.random` draws from a seeded
//! xorshift generator in the realm (the host sets the seed), so runs are reproducible.

use super::{NativeCx, NativeId, arg};
use crate::object::attrs;
use crate::string::PropertyKey;
use crate::value::Value;
use crate::value::convert::f64_to_int32;
use crate::vm::{JsResult, Vm};

macro_rules! unary {
    ($($name:ident => $f:expr,)*) => {$(
        #[doc = concat!("ECMA-262 sec-math.", stringify!($name))]
        pub(crate) fn $name(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
            let x = arg(args, 0);
            if let Some(i) = x.as_int() {
                let r: f64 = ($f)(i as f64);
                return Ok(Value::number(r));
            }
            let n = vm.to_number(x)?;
            let r: f64 = ($f)(n);
            Ok(Value::number(r))
        }
    )*};
}

unary! {
    abs => f64::abs,
    floor => f64::floor,
    ceil => f64::ceil,
    trunc => f64::trunc,
    sqrt => f64::sqrt,
    cbrt => f64::cbrt,
    exp => f64::exp,
    log => f64::ln,
    log2 => f64::log2,
    log10 => f64::log10,
    sin => f64::sin,
    cos => f64::cos,
    tan => f64::tan,
    atan => f64::atan,
    fround => |n: f64| n as f32 as f64,
    sign => |n: f64| if n.is_nan() || n == 0.0 { n } else { n.signum() },
    round => |n: f64| if !n.is_finite() || n == 0.0 { n } else if (-0.5..0.0).contains(&n) { -0.0 } else { let f = n.floor(); if n - f >= 0.5 { f + 1.0 } else { f } },
}

unary! {
    acos => f64::acos,
    acosh => acosh_f64,
    asin => f64::asin,
    asinh => |n: f64| if n == 0.0 { n } else { n.asinh() },
    atanh => atanh_f64,
    cosh => f64::cosh,
    sinh => |n: f64| if n == 0.0 { n } else { n.sinh() },
    tanh => |n: f64| if n == 0.0 { n } else { n.tanh() },
    expm1 => |n: f64| if n == 0.0 { n } else { n.exp_m1() },
    log1p => |n: f64| if n == 0.0 { n } else { n.ln_1p() },
}

/// Math.acosh without the cancellation of ln(x + sqrt(x² - 1)) near 1: there the
/// result is log1p of the small excess t = x - 1 (acosh x = log1p(t + sqrt(2t + t²))).
fn acosh_f64(x: f64) -> f64 {
    if x.is_nan() || x < 1.0 {
        return f64::NAN;
    }
    let t = x - 1.0;
    if x < 2.0 {
        (t + (2.0 * t + t * t).sqrt()).ln_1p()
    } else if x < 268_435_456.0 {
        (2.0 * x - 1.0 / (x + (x * x - 1.0).sqrt())).ln()
    } else {
        // Past 2^28, x² - 1 rounds to x²: acosh x = ln(2x), without overflowing 2x.
        x.ln() + std::f64::consts::LN_2
    }
}

/// Math.atanh as 0.5·log1p(2y/(1 - y)) on y = |x| (sign restored after), which keeps
/// the argument of log1p positive: near -1 the signed form cancels.
fn atanh_f64(x: f64) -> f64 {
    if x == 0.0 || x.is_nan() {
        return x;
    }
    let y = x.abs();
    let r = if y < 0.5 {
        0.5 * (2.0 * y + 2.0 * y * y / (1.0 - y)).ln_1p()
    } else {
        0.5 * (2.0 * y / (1.0 - y)).ln_1p()
    };
    r.copysign(x)
}

/// ECMA-262 sec-math.atan2
pub(crate) fn atan2(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let y = vm.to_number(arg(args, 0))?;
    let x = vm.to_number(arg(args, 1))?;
    Ok(Value::number(y.atan2(x)))
}

/// ECMA-262 sec-math.pow (Number::exponentiate).
pub(crate) fn pow(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let b = vm.to_number(arg(args, 0))?;
    let e = vm.to_number(arg(args, 1))?;
    Ok(Value::number(crate::interp::ops::exponentiate(b, e)))
}

/// ECMA-262 sec-math.min
pub(crate) fn min(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let mut r = f64::INFINITY;
    for &a in args {
        let n = vm.to_number(a)?;
        if n.is_nan() || r.is_nan() {
            r = f64::NAN;
        } else if n < r || (n == 0.0 && r == 0.0 && n.is_sign_negative()) {
            r = n;
        }
    }
    Ok(Value::number(r))
}

/// ECMA-262 sec-math.max
pub(crate) fn max(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let mut r = f64::NEG_INFINITY;
    for &a in args {
        let n = vm.to_number(a)?;
        if n.is_nan() || r.is_nan() {
            r = f64::NAN;
        } else if n > r || (n == 0.0 && r == 0.0 && r.is_sign_negative()) {
            r = n;
        }
    }
    Ok(Value::number(r))
}

/// ECMA-262 sec-math.hypot
pub(crate) fn hypot(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let mut nums = Vec::with_capacity(args.len());
    for &a in args {
        nums.push(vm.to_number(a)?);
    }
    if nums.iter().any(|n| n.is_infinite()) {
        return Ok(Value::number(f64::INFINITY));
    }
    if nums.iter().any(|n| n.is_nan()) {
        return Ok(Value::NAN);
    }
    // Step 7: all zeros (or no arguments) give +0. Scaling by the largest magnitude keeps
    // the squares from overflowing (hypot(1e200, 1e200) is finite), and compensated
    // summation keeps the rounding error of the sum low.
    let max = nums.iter().fold(0.0f64, |m, n| m.max(n.abs()));
    if max == 0.0 {
        return Ok(Value::number(0.0));
    }
    let (mut sum, mut compensation) = (0.0f64, 0.0f64);
    for n in &nums {
        let r = n / max;
        let summand = r * r - compensation;
        let preliminary = sum + summand;
        compensation = (preliminary - sum) - summand;
        sum = preliminary;
    }
    Ok(Value::number(sum.sqrt() * max))
}

/// ECMA-262 sec-math.random
pub(crate) fn random(vm: &mut Vm, _this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let mut x = vm.realm.random_state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    vm.realm.random_state = x;
    Ok(Value::number((x >> 11) as f64 / (1u64 << 53) as f64))
}

/// ECMA-262 sec-math.imul
pub(crate) fn imul(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let a = vm.to_int32(arg(args, 0))?;
    let b = vm.to_int32(arg(args, 1))?;
    Ok(Value::int(a.wrapping_mul(b)))
}

/// ECMA-262 sec-math.clz32
pub(crate) fn clz32(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let n = vm.to_number(arg(args, 0))?;
    Ok(Value::int((f64_to_int32(n) as u32).leading_zeros() as i32))
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Math;
    MathAbs = ("abs", 1, false, abs),
    MathFloor = ("floor", 1, false, floor),
    MathCeil = ("ceil", 1, false, ceil),
    MathRound = ("round", 1, false, round),
    MathTrunc = ("trunc", 1, false, trunc),
    MathSign = ("sign", 1, false, sign),
    MathSqrt = ("sqrt", 1, false, sqrt),
    MathCbrt = ("cbrt", 1, false, cbrt),
    MathExp = ("exp", 1, false, exp),
    MathLog = ("log", 1, false, log),
    MathLog2 = ("log2", 1, false, log2),
    MathLog10 = ("log10", 1, false, log10),
    MathSin = ("sin", 1, false, sin),
    MathCos = ("cos", 1, false, cos),
    MathTan = ("tan", 1, false, tan),
    MathAtan = ("atan", 1, false, atan),
    MathAtan2 = ("atan2", 2, false, atan2),
    MathPow = ("pow", 2, false, pow),
    MathMin = ("min", 2, false, min),
    MathMax = ("max", 2, false, max),
    MathHypot = ("hypot", 2, false, hypot),
    MathRandom = ("random", 0, false, random),
    MathFround = ("fround", 1, false, fround),
    MathImul = ("imul", 2, false, imul),
    MathClz32 = ("clz32", 1, false, clz32),
    MathAcos = ("acos", 1, false, acos),
    MathAcosh = ("acosh", 1, false, acosh),
    MathAsin = ("asin", 1, false, asin),
    MathAsinh = ("asinh", 1, false, asinh),
    MathAtanh = ("atanh", 1, false, atanh),
    MathCosh = ("cosh", 1, false, cosh),
    MathSinh = ("sinh", 1, false, sinh),
    MathTanh = ("tanh", 1, false, tanh),
    MathExpm1 = ("expm1", 1, false, expm1),
    MathLog1p = ("log1p", 1, false, log1p),
    MathSumPrecise = ("sumPrecise", 1, false, sum_precise),
}

/// Installs Math.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let math = vm.new_plain_object()?;
    let global = vm.realm.global;
    vm.define_value(global, "Math", Value::object(math), attrs::HIDDEN)?;
    for (name, v) in [
        ("E", core::f64::consts::E),
        ("LN10", core::f64::consts::LN_10),
        ("LN2", core::f64::consts::LN_2),
        ("LOG10E", core::f64::consts::LOG10_E),
        ("LOG2E", core::f64::consts::LOG2_E),
        ("PI", core::f64::consts::PI),
        ("SQRT1_2", core::f64::consts::FRAC_1_SQRT_2),
        ("SQRT2", core::f64::consts::SQRT_2),
    ] {
        vm.define_value(math, name, Value::double(v), 0)?;
    }
    for id in [
        NativeId::MathAbs,
        NativeId::MathFloor,
        NativeId::MathCeil,
        NativeId::MathRound,
        NativeId::MathTrunc,
        NativeId::MathSign,
        NativeId::MathSqrt,
        NativeId::MathCbrt,
        NativeId::MathExp,
        NativeId::MathLog,
        NativeId::MathLog2,
        NativeId::MathLog10,
        NativeId::MathSin,
        NativeId::MathCos,
        NativeId::MathTan,
        NativeId::MathAtan,
        NativeId::MathAtan2,
        NativeId::MathPow,
        NativeId::MathMin,
        NativeId::MathMax,
        NativeId::MathHypot,
        NativeId::MathRandom,
        NativeId::MathFround,
        NativeId::MathImul,
        NativeId::MathClz32,
        NativeId::MathAcos,
        NativeId::MathAcosh,
        NativeId::MathAsin,
        NativeId::MathAsinh,
        NativeId::MathAtanh,
        NativeId::MathCosh,
        NativeId::MathSinh,
        NativeId::MathTanh,
        NativeId::MathExpm1,
        NativeId::MathLog1p,
        NativeId::MathSumPrecise,
    ] {
        vm.install(math, id)?;
    }
    let tag = vm.str_value("Math")?;
    let tag_key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    vm.define_builtin(math, tag_key, tag, attrs::CONFIGURABLE)?;
    Ok(())
}

/// Math.sumPrecise ( items ) (proposal-math-sum): the exactly rounded sum of the
/// numbers an iterable yields. Finite values are added exactly as integers scaled by
/// 2^1074 (every double is an integer multiple of 2^-1074), then rounded once.
pub(crate) fn sum_precise(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    #[derive(PartialEq)]
    enum State {
        MinusZero,
        Finite,
        PlusInfinity,
        MinusInfinity,
        NotANumber,
    }
    // Steps 1-2: RequireObjectCoercible and GetIterator.
    let (it, next) = vm.get_iterator(arg(args, 0))?;
    let mut state = State::MinusZero;
    let mut sum = num_bigint::BigInt::default();
    let mut count: u64 = 0;
    while let Some(v) = vm.iterator_step_value(it, next)? {
        count += 1;
        if count >= 1 << 53 {
            let e = vm.type_error("Math.sumPrecise: too many values");
            vm.iterator_close_quiet(it);
            return Err(e);
        }
        let Some(n) = v.as_number() else {
            let e = vm.type_error("Math.sumPrecise: the iterable yielded a non-number");
            vm.iterator_close_quiet(it);
            return Err(e);
        };
        if state == State::NotANumber {
            continue;
        }
        if n.is_nan() {
            state = State::NotANumber;
        } else if n == f64::INFINITY {
            state =
                if state == State::MinusInfinity { State::NotANumber } else { State::PlusInfinity };
        } else if n == f64::NEG_INFINITY {
            state =
                if state == State::PlusInfinity { State::NotANumber } else { State::MinusInfinity };
        } else if !(n == 0.0 && n.is_sign_negative())
            && matches!(state, State::MinusZero | State::Finite)
        {
            state = State::Finite;
            sum += scaled(n);
        }
    }
    Ok(Value::number(match state {
        State::NotANumber => f64::NAN,
        State::PlusInfinity => f64::INFINITY,
        State::MinusInfinity => f64::NEG_INFINITY,
        State::MinusZero => -0.0,
        State::Finite => unscale(&sum),
    }))
}

/// The finite double `n` times 2^1074, an integer.
fn scaled(n: f64) -> num_bigint::BigInt {
    let bits = n.to_bits();
    let exp = ((bits >> 52) & 0x7FF) as u32;
    let frac = bits & ((1 << 52) - 1);
    // n = mantissa * 2^(exp - 1075) for normals, frac * 2^-1074 for subnormals.
    let (mantissa, shift) = if exp == 0 { (frac, 0) } else { (frac | 1 << 52, exp - 1) };
    let m = num_bigint::BigInt::from(mantissa) << shift;
    if n.is_sign_negative() { -m } else { m }
}

/// The double nearest to `s` * 2^-1074 (ties to even; +0 for zero; infinities past
/// the largest finite double).
fn unscale(s: &num_bigint::BigInt) -> f64 {
    use num_traits::ToPrimitive;
    let neg = s.sign() == num_bigint::Sign::Minus;
    let mag = s.magnitude();
    let len = mag.bits();
    let (top, exp) = if len <= 53 {
        (mag.to_u64().unwrap_or(0), 0u64)
    } else {
        let shift = len - 53;
        let mut top = (mag >> shift).to_u64().unwrap_or(0);
        let half = mag.bit(shift - 1);
        let sticky = mag.trailing_zeros().is_some_and(|z| z < shift - 1);
        if half && (sticky || top & 1 == 1) {
            top += 1;
        }
        if top == 1 << 53 { (top >> 1, shift + 1) } else { (top, shift) }
    };
    // top * 2^(exp - 1074), with top < 2^53: exact, or beyond the range.
    let e = exp as i64 - 1074;
    let v = if e + 53 > 1024 { f64::INFINITY } else { ldexp(top as f64, e) };
    if neg { -v } else { v }
}

/// x * 2^e for an integer-valued x below 2^53 whose product is representable.
fn ldexp(x: f64, e: i64) -> f64 {
    let pow = |k: i64| f64::from_bits(((k + 1023) as u64) << 52);
    let mut x = x;
    let mut e = e;
    while e > 1000 {
        x *= pow(1000);
        e -= 1000;
    }
    while e < -1000 {
        x *= pow(-1000);
        e += 1000;
    }
    x * pow(e)
}
