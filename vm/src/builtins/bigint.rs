//! BigInt objects (ECMA-262 sec-bigint-objects), and the 64-bit conversions typed arrays
//! use (sec-tobigint64, sec-tobiguint64).
//!
//! The values themselves live in [`crate::value::bigint`].
//!
//! Host boundary (not wired yet): the wire format's BigInt is a sign and a little-endian
//! magnitude (`cairn_wire::BigInt`, docs/wire.md). Decoding is
//! `vm.alloc_bigint(BigInt::from_bytes_le(sign, &magnitude))` (it checks the size limit);
//! encoding is `vm.bigint_ref(h).to_bytes_le()` (`Sign::Minus` → negative; zero comes out
//! as `(Sign::NoSign, [0])` and wire wants an empty, non-negative magnitude).

use cairn_gc::Handle;
use num_bigint::{BigInt, Sign};

use super::{NativeCx, NativeId, arg};
use crate::object::{ObjectKind, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::value::bigint::{JsBigInt, MAX_BITS, wrap_bits};
use crate::value::convert::Hint;
use crate::vm::{JsResult, Vm};

/// ECMA-262 sec-bigint-constructor-number-value
pub(crate) fn constructor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    // 1. If NewTarget is not undefined, throw a TypeError exception.
    if !cx.new_target.is_undefined() {
        return Err(vm.type_error("BigInt is not a constructor"));
    }
    // 2-4. ToPrimitive(value, number); a Number goes through NumberToBigInt.
    let prim = vm.to_primitive(arg(args, 0), Hint::Number)?;
    if let Some(n) = prim.as_number() {
        return vm.number_to_bigint(n);
    }
    Ok(Value::bigint(vm.to_bigint(prim)?))
}

/// BigInt.asIntN and BigInt.asUintN (sec-bigint.asintn, sec-bigint.asuintn).
fn as_n(vm: &mut Vm, args: &[Value], signed: bool) -> JsResult<Value> {
    // 1. Set bits to ? ToIndex(bits).
    let bits = vm.to_index(arg(args, 0))?;
    // 2. Set bigint to ? ToBigInt(bigint).
    let h = vm.to_bigint(arg(args, 1))?;
    let x = vm.bigint_ref(h);
    // In range already: the same value (no new cell).
    let unchanged = if signed {
        bits > 0 && x.bits() < bits
    } else {
        x.sign() != Sign::Minus && x.bits() <= bits
    };
    if unchanged {
        return Ok(Value::bigint(h));
    }
    // A negative value modulo 2^bits has about `bits` bits.
    if !signed && bits > MAX_BITS {
        return Err(vm.range_error("Maximum BigInt size exceeded"));
    }
    let r = wrap_bits(vm.bigint_ref(h), bits, signed);
    vm.alloc_bigint(r)
}

/// ECMA-262 sec-bigint.asintn
pub(crate) fn as_int_n(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    as_n(vm, args, true)
}

/// ECMA-262 sec-bigint.asuintn
pub(crate) fn as_uint_n(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    as_n(vm, args, false)
}

/// ECMA-262 sec-thisbigintvalue
fn this_bigint_value(vm: &mut Vm, this: Value, what: &str) -> JsResult<Handle<JsBigInt>> {
    if let Some(h) = this.as_bigint() {
        return Ok(h);
    }
    if let Some(o) = this.as_object()
        && let ObjectKind::BigInt(h) = vm.heap.get(o).kind
    {
        return Ok(h);
    }
    Err(vm.type_error(&format!("BigInt.prototype.{what} requires that 'this' be a BigInt")))
}

/// ECMA-262 sec-bigint.prototype.tostring
pub(crate) fn to_string(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    // 1. Let x be ? ThisBigIntValue(this value).
    let h = this_bigint_value(vm, this, "toString")?;
    // 2-4. radix: 10 when undefined, else an integer in 2..=36.
    let r = arg(args, 0);
    let radix = if r.is_undefined() { 10.0 } else { vm.to_integer_or_infinity(r)? };
    if !(2.0..=36.0).contains(&radix) {
        return Err(vm.range_error("toString() radix must be between 2 and 36"));
    }
    Ok(Value::string(vm.bigint_to_js_string(h, radix as u32)?))
}

/// ECMA-402 sec-bigint.prototype.tolocalestring: a NumberFormat of the arguments
/// formats the BigInt; with no arguments, and always without the `intl` feature
/// (ECMA-262 sec-bigint.prototype.tolocalestring), the decimal digits grouped as node
/// writes them by default (en-US, builtins/locale.rs).
pub(crate) fn to_locale_string(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let h = this_bigint_value(vm, this, "toLocaleString")?;
    #[cfg(feature = "intl")]
    if !arg(args, 0).is_undefined() || !arg(args, 1).is_undefined() || vm.host.locale.is_some() {
        return super::intl::number_format::to_locale_string(
            vm,
            Value::bigint(h),
            arg(args, 0),
            arg(args, 1),
        );
    }
    #[cfg(not(feature = "intl"))]
    let _ = args;
    let s = vm.bigint_to_js_string(h, 10)?;
    let decimal = vm.rust_string(s);
    vm.str_value(&super::locale::bigint(&decimal))
}

/// ECMA-262 sec-bigint.prototype.valueof
pub(crate) fn value_of(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    Ok(Value::bigint(this_bigint_value(vm, this, "valueOf")?))
}

/// ToBigInt64 / ToBigUint64 (sec-tobigint64, sec-tobiguint64) as raw bits: ToBigInt
/// (a TypeError for Numbers, undefined, null and Symbols; SyntaxError for bad strings),
/// then the value modulo 2^64. For BigInt64Array and BigUint64Array stores.
pub(crate) fn to_big_int64_bits(vm: &mut Vm, v: Value) -> JsResult<u64> {
    let h = vm.to_bigint(v)?;
    let x = vm.bigint_ref(h);
    // The low 64 bits of the two's complement form are the value modulo 2^64.
    let low = x.iter_u64_digits().next().unwrap_or(0);
    Ok(if x.sign() == Sign::Minus { low.wrapping_neg() } else { low })
}

/// The BigInt a 64-bit element denotes: `bits` as an `i64` when `signed`, else as a
/// `u64` (for BigInt64Array and BigUint64Array loads; sec-rawbytestonumeric).
pub(crate) fn bigint_from_bits(vm: &mut Vm, bits: u64, signed: bool) -> JsResult<Value> {
    let n = if signed { BigInt::from(bits as i64) } else { BigInt::from(bits) };
    vm.alloc_bigint(n)
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    BigInt;
    BigInt = ("BigInt", 1, true, constructor),
    BigIntAsIntN = ("asIntN", 2, false, as_int_n),
    BigIntAsUintN = ("asUintN", 2, false, as_uint_n),
    BigIntProtoToString = ("toString", 0, false, to_string),
    BigIntProtoToLocaleString = ("toLocaleString", 0, false, to_locale_string),
    BigIntProtoValueOf = ("valueOf", 0, false, value_of),
}

/// Installs BigInt.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let op = Some(vm.realm.object_prototype);
    let proto = vm.alloc_object(ObjectKind::Ordinary, op)?;
    vm.realm.bigint_prototype = proto;
    let ctor = vm.install_constructor(NativeId::BigInt, proto)?;
    vm.install(ctor, NativeId::BigIntAsIntN)?;
    vm.install(ctor, NativeId::BigIntAsUintN)?;
    vm.install(proto, NativeId::BigIntProtoToString)?;
    vm.install(proto, NativeId::BigIntProtoToLocaleString)?;
    vm.install(proto, NativeId::BigIntProtoValueOf)?;
    let tag_key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    let tag = vm.str_value("BigInt")?;
    vm.define_builtin(proto, tag_key, tag, attrs::CONFIGURABLE)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vm::VmOptions;

    fn big(vm: &mut Vm, n: BigInt) -> Value {
        vm.alloc_bigint(n).unwrap_or_default()
    }

    #[test]
    fn sixty_four_bit_conversions_wrap() {
        let mut vm = Vm::new(VmOptions::default());
        let minus_one = big(&mut vm, BigInt::from(-1));
        assert_eq!(to_big_int64_bits(&mut vm, minus_one).ok(), Some(u64::MAX));
        let over = big(&mut vm, (BigInt::from(1u8) << 64u32) + 5u8);
        assert_eq!(to_big_int64_bits(&mut vm, over).ok(), Some(5));
        let low = big(&mut vm, -(BigInt::from(1u8) << 64u32) - 2u8);
        assert_eq!(to_big_int64_bits(&mut vm, low).ok(), Some(u64::MAX - 1));
        assert_eq!(to_big_int64_bits(&mut vm, Value::TRUE).ok(), Some(1));
        let hex = vm.str_value("0x10").unwrap_or_default();
        assert_eq!(to_big_int64_bits(&mut vm, hex).ok(), Some(16));
        // ToBigInt rejects Numbers and undefined.
        assert!(to_big_int64_bits(&mut vm, Value::int(1)).is_err());
        assert!(to_big_int64_bits(&mut vm, Value::UNDEFINED).is_err());

        for (bits, signed, text) in [
            (u64::MAX, true, "-1"),
            (u64::MAX, false, "18446744073709551615"),
            (1 << 63, true, "-9223372036854775808"),
            (7, true, "7"),
        ] {
            let v = bigint_from_bits(&mut vm, bits, signed).unwrap_or_default();
            let h = v.as_bigint().map(|h| vm.bigint_ref(h).to_string());
            assert_eq!(h.as_deref(), Some(text));
        }
    }
}
