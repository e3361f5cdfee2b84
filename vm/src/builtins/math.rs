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
    acosh => f64::acosh,
    asin => f64::asin,
    asinh => |n: f64| if n == 0.0 { n } else { n.asinh() },
    atanh => |n: f64| if n == 0.0 { n } else { n.atanh() },
    cosh => f64::cosh,
    sinh => |n: f64| if n == 0.0 { n } else { n.sinh() },
    tanh => |n: f64| if n == 0.0 { n } else { n.tanh() },
    expm1 => |n: f64| if n == 0.0 { n } else { n.exp_m1() },
    log1p => |n: f64| if n == 0.0 { n } else { n.ln_1p() },
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
    ] {
        vm.install(math, id)?;
    }
    let tag = vm.str_value("Math")?;
    let tag_key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    vm.define_builtin(math, tag_key, tag, attrs::CONFIGURABLE)?;
    Ok(())
}
