//! BigInt values (ECMA-262 sec-ecmascript-language-types-bigint-type): the immutable
//! heap cell a BigInt value names, and the BigInt::* operations of
//! sec-numeric-types-bigint-* with the conversions that involve BigInts
//! (sec-stringtobigint, sec-tobigint, sec-numbertobigint, comparisons with Numbers).
//!
//! Every operation first checks the size of its result against [`MAX_BITS`] (a
//! RangeError, as other engines do) and against the heap limit, and the operations whose
//! cost grows faster than their result (division, conversions to and from radices that
//! are not powers of two: quadratic in num-bigint) check an estimate of their work
//! against [`MAX_WORK`], so that no script makes the engine allocate or compute without
//! bound inside one native call (where fuel and the interrupt flag are not read).

use core::cmp::Ordering;

use cairn_gc::{Handle, HeapKind, HeapSize, Trace, Tracer};
use num_bigint::{BigInt, BigUint, Sign};
use num_traits::{ToPrimitive, Zero};

use super::Value;
use crate::heap::KIND_BIGINT;
use crate::interp::ops::NumOp;
use crate::vm::{JsResult, Vm};

/// The largest BigInt, in bits, that an operation may produce (2^25 bits, 4 MiB, about
/// ten million decimal digits); larger results are a RangeError. Multiplying two
/// operands of half this size takes about a second.
pub(crate) const MAX_BITS: u64 = 1 << 25;

/// The most work, in 64-bit digit operations, one quadratic BigInt operation may do
/// (about 3 s): past it, a RangeError instead of a native call that does not return.
pub(crate) const MAX_WORK: u64 = 1 << 34;

/// Why a string is not a BigInt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ParseError {
    /// Not a StringIntegerLiteral.
    Invalid,
    /// Too many digits to convert within [`MAX_BITS`] and [`MAX_WORK`].
    TooLarge,
}

/// The 64-bit digits of a BigInt.
fn words(x: &BigInt) -> u64 {
    x.bits().div_ceil(64)
}

/// Digit operations (on 64-bit digits) that BigInt arithmetic may do per unit of fuel
/// (a unit is about an empty loop's iteration, crate::limits): operations on BigInts of
/// a few hundred bits cost little past the instruction's own, while a loop that grows a
/// BigInt pays for the work each step does (with 256 a step, `for (;;) x *= 3n` ran
/// about 100 times longer on its fuel than an empty loop, with 8 about 2.3 times; with
/// 4 about 1.3 times: `python3 bench/fuel_time.py`).
const WORK_PER_FUEL: u64 = 4;

/// The digit operations of multiplying BigInts of `m` and `n` digits: schoolbook for a
/// short operand, else Karatsuba's on each `m`-digit slice of the longer. The factors
/// are measured ones (num-bigint's multiplications of 16 to 4,000 digits, against the
/// empty loop): its Karatsuba step costs about six digit operations where the model
/// counts one.
fn mul_work(m: u64, n: u64) -> u64 {
    let (m, n) = (m.min(n), m.max(n));
    if m <= 32 {
        return m.saturating_mul(n).saturating_mul(2);
    }
    let slices = n.div_ceil(m);
    slices.saturating_mul((m as f64).powf(1.585) as u64).saturating_mul(6)
}

/// Whether converting a BigInt of `words` digits to or from `radix` is within
/// [`MAX_WORK`] (`factor`: the relative cost of the direction; parsing is slower).
fn radix_conversion_ok(words: u64, radix: u32, factor: u64) -> bool {
    radix.is_power_of_two() || words.saturating_mul(words).saturating_mul(factor) / 2 <= MAX_WORK
}

/// A BigInt heap cell: an arbitrary-precision integer, never changed after allocation.
#[derive(Clone, Debug)]
pub struct JsBigInt(pub BigInt);

/// Written as its two's-complement bytes, little-endian.
impl cairn_codec::Encode for JsBigInt {
    fn encode(&self, out: &mut cairn_codec::Writer) {
        out.bytes(&self.0.to_signed_bytes_le());
    }
}

impl cairn_codec::Decode for JsBigInt {
    fn decode(r: &mut cairn_codec::Reader<'_>) -> Result<Self, cairn_codec::DecodeError> {
        Ok(JsBigInt(BigInt::from_signed_bytes_le(r.bytes()?)))
    }
}

impl Trace for JsBigInt {
    fn trace(&self, _tracer: &mut Tracer) {}
}

impl HeapSize for JsBigInt {
    fn extra_bytes(&self) -> usize {
        // The digit vector (the cell is immutable, so this never changes).
        (self.0.bits().div_ceil(64) * 8) as usize
    }
}

impl HeapKind for JsBigInt {
    const KIND: u8 = KIND_BIGINT;
    const NAME: &'static str = "bigint";
    const LEAF: bool = true;
    fn dangling() -> Self {
        JsBigInt(BigInt::ZERO)
    }
}

/// The digit value of `c` in `radix`, if it is a digit of it.
fn digit_value(c: u16, radix: u32) -> Option<u8> {
    let d = char::from_u32(c as u32)?.to_digit(radix)?;
    Some(d as u8)
}

/// ECMA-262 sec-stringtobigint: the BigInt a string denotes (StringIntegerLiteral), or
/// why not.
pub(crate) fn string_to_bigint(units: &[u16]) -> Result<BigInt, ParseError> {
    let s = crate::value::number::trim_str_white_space(units);
    // StrWhiteSpace only (or nothing): 0n.
    if s.is_empty() {
        return Ok(BigInt::ZERO);
    }
    // NonDecimalIntegerLiteral: a prefix, then digits; no sign, no separators.
    if let Some(radix) = crate::value::number::non_decimal_radix(s) {
        return parse_digits(&s[2..], radix).map(|m| BigInt::from_biguint(Sign::Plus, m));
    }
    // StrDecimalLiteral restricted to integers: an optional sign, then decimal digits.
    let (sign, digits) = match s[0] {
        0x2b => (Sign::Plus, &s[1..]),
        0x2d => (Sign::Minus, &s[1..]),
        _ => (Sign::Plus, s),
    };
    parse_digits(digits, 10).map(|m| BigInt::from_biguint(sign, m))
}

/// Digits in `radix` (at least one, nothing else) as a magnitude.
fn parse_digits(units: &[u16], radix: u32) -> Result<BigUint, ParseError> {
    if units.is_empty() {
        return Err(ParseError::Invalid);
    }
    let mut values = Vec::with_capacity(units.len());
    for &c in units {
        values.push(digit_value(c, radix).ok_or(ParseError::Invalid)?);
    }
    // Leading zeros cost nothing; the rest bound the size of the result.
    let significant = values.iter().position(|&d| d != 0).map_or(0, |i| values.len() - i);
    let bits = (significant as f64 * (radix as f64).log2()).ceil() as u64;
    if bits > MAX_BITS || !radix_conversion_ok(bits.div_ceil(64), radix, 4) {
        return Err(ParseError::TooLarge);
    }
    BigUint::from_radix_be(&values, radix).ok_or(ParseError::Invalid)
}

/// The BigInt a BigInt literal's digits denote (`Constant::BigInt`: no prefix, no
/// separators), or why not (malformed digits from the compiler are `Invalid`).
pub(crate) fn literal_to_bigint(digits: &str, radix: u32) -> Result<BigInt, ParseError> {
    if !matches!(radix, 2 | 8 | 10 | 16) {
        return Err(ParseError::Invalid);
    }
    let units: Vec<u16> = digits.encode_utf16().collect();
    parse_digits(&units, radix).map(|m| BigInt::from_biguint(Sign::Plus, m))
}

/// The exact integer value of a finite, integral Number (sec-numbertobigint step 3).
pub(crate) fn integral_f64_to_bigint(n: f64) -> Option<BigInt> {
    if !n.is_finite() || n.trunc() != n {
        return None;
    }
    let bits = n.to_bits();
    let negative = bits >> 63 == 1;
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1u64 << 52) - 1);
    if exp == 0 {
        // Zero or a subnormal; only zero is integral.
        return Some(BigInt::ZERO);
    }
    let mantissa = frac | (1u64 << 52);
    let shift = exp - 1075;
    let mag = if shift >= 0 {
        BigUint::from(mantissa) << (shift as u64)
    } else {
        // Integral, so the shifted-out bits are zero.
        BigUint::from(mantissa >> ((-shift) as u64).min(63))
    };
    Some(BigInt::from_biguint(if negative { Sign::Minus } else { Sign::Plus }, mag))
}

/// Compares a BigInt with a Number exactly (sec-islessthan, sec-islooselyequal); `None`
/// when the Number is NaN.
pub(crate) fn compare_bigint_number(x: &BigInt, y: f64) -> Option<Ordering> {
    if y.is_nan() {
        return None;
    }
    if y == f64::INFINITY {
        return Some(Ordering::Less);
    }
    if y == f64::NEG_INFINITY {
        return Some(Ordering::Greater);
    }
    let floor = y.floor();
    // `floor` is integral and finite, so it has an exact BigInt value.
    let fb = integral_f64_to_bigint(floor)?;
    match x.cmp(&fb) {
        Ordering::Equal if floor < y => Some(Ordering::Less),
        o => Some(o),
    }
}

/// BigInt::toString(x, radix) (sec-numeric-types-bigint-tostring), or `None` past
/// [`MAX_WORK`].
pub(crate) fn bigint_to_radix_string(x: &BigInt, radix: u32) -> Option<String> {
    radix_conversion_ok(words(x), radix, 1).then(|| x.to_str_radix(radix))
}

/// A BigInt as a Number, rounded to nearest (sec-number-constructor-number-value).
pub(crate) fn bigint_to_f64(x: &BigInt) -> f64 {
    x.to_f64().unwrap_or(f64::NAN)
}

/// BigInt::asIntN / BigInt::asUintN: `x` modulo 2^bits, signed or not (`bits` checked
/// against [`MAX_BITS`] by the caller unless the result is known small).
pub(crate) fn wrap_bits(x: &BigInt, bits: u64, signed: bool) -> BigInt {
    if bits == 0 {
        return BigInt::ZERO;
    }
    // Already in range: nothing to do (also avoids building 2^bits for huge `bits`).
    if signed {
        if x.bits() < bits {
            return x.clone();
        }
    } else if x.sign() != Sign::Minus && x.bits() <= bits {
        return x.clone();
    }
    // x modulo 2^bits is the low `bits` bits of x's two's complement form (`&` on
    // BigInts works on that form): linear, unlike a division.
    let mask = (BigInt::from(1u8) << bits) - 1u8;
    let r = x & &mask;
    if signed && r.bit(bits - 1) { r - mask - 1u8 } else { r }
}

impl Vm {
    /// A new BigInt value (checks [`MAX_BITS`]).
    pub(crate) fn alloc_bigint(&mut self, n: BigInt) -> JsResult<Value> {
        if n.bits() > MAX_BITS {
            return Err(self.range_error("Maximum BigInt size exceeded"));
        }
        Ok(Value::bigint(self.heap.alloc(JsBigInt(n))?))
    }

    /// The integer a BigInt handle names.
    #[inline]
    pub(crate) fn bigint_ref(&self, h: Handle<JsBigInt>) -> &BigInt {
        &self.heap.get(h).0
    }

    /// Charges the fuel for `work` digit operations (see [`WORK_PER_FUEL`]), before they
    /// are done.
    fn charge_bigint_work(&mut self, work: u64) -> JsResult<()> {
        let units = work / WORK_PER_FUEL;
        if units == 0 {
            return Ok(());
        }
        self.limits.charge(units).map_err(crate::vm::Throw::Terminate)
    }

    /// Charges the fuel for a linear operation on BigInts `a` and `b`.
    fn charge_linear(&mut self, a: Handle<JsBigInt>, b: Handle<JsBigInt>) -> JsResult<()> {
        let work = words(self.bigint_ref(a)) + words(self.bigint_ref(b));
        self.charge_bigint_work(work)
    }

    /// Charges the fuel for a linear operation on the one BigInt `a`.
    fn charge_unary(&mut self, a: Handle<JsBigInt>) -> JsResult<()> {
        let work = words(self.bigint_ref(a));
        self.charge_bigint_work(work)
    }

    /// Fails (RangeError, or the heap limit) unless a result of about `bits` bits fits.
    fn check_bigint_room(&mut self, bits: u64) -> JsResult<()> {
        if bits > MAX_BITS {
            return Err(self.range_error("Maximum BigInt size exceeded"));
        }
        self.heap.check_room((bits / 8) as usize)?;
        Ok(())
    }

    /// StringToBigInt on a heap string (sec-stringtobigint): `None` when it is not a
    /// StringIntegerLiteral; a RangeError when it has too many digits to convert.
    pub(crate) fn string_to_bigint(
        &mut self,
        s: Handle<crate::string::JsString>,
    ) -> JsResult<Option<BigInt>> {
        // Parsing is quadratic in the digits (as in `radix_conversion_ok`).
        let digits = self.heap.get(s).len as u64;
        let w = digits / 16;
        self.charge_bigint_work(w.saturating_mul(w) + w)?;
        let r = match self.flat(s) {
            crate::string::Str::Latin1(b) => {
                let units: Vec<u16> = b.iter().map(|&c| c as u16).collect();
                string_to_bigint(&units)
            }
            crate::string::Str::Utf16(u) => string_to_bigint(u),
        };
        match r {
            Ok(n) => Ok(Some(n)),
            Err(ParseError::Invalid) => Ok(None),
            Err(ParseError::TooLarge) => Err(self.range_error("Maximum BigInt size exceeded")),
        }
    }

    /// ECMA-262 sec-tobigint
    pub(crate) fn to_bigint(&mut self, v: Value) -> JsResult<Handle<JsBigInt>> {
        let prim = self.to_primitive(v, super::convert::Hint::Number)?;
        if let Some(h) = prim.as_bigint() {
            return Ok(h);
        }
        if let Some(b) = prim.as_bool() {
            let r = self.alloc_bigint(BigInt::from(b as u8))?;
            return r.as_bigint().ok_or_else(|| self.type_error("BigInt allocation"));
        }
        if let Some(s) = prim.as_string() {
            let Some(n) = self.string_to_bigint(s)? else {
                let text = self.rust_string(s);
                return Err(self.syntax_error(&format!("Cannot convert {text} to a BigInt")));
            };
            let r = self.alloc_bigint(n)?;
            return r.as_bigint().ok_or_else(|| self.type_error("BigInt allocation"));
        }
        let what = match prim.ty() {
            super::Type::Undefined | super::Type::Hole => "undefined".to_string(),
            super::Type::Null => "null".to_string(),
            super::Type::Symbol(_) => "a Symbol".to_string(),
            _ => self.to_rust_string(prim).unwrap_or_default(),
        };
        Err(self.type_error(&format!("Cannot convert {what} to a BigInt")))
    }

    /// ECMA-262 sec-numbertobigint
    pub(crate) fn number_to_bigint(&mut self, n: f64) -> JsResult<Value> {
        match integral_f64_to_bigint(n) {
            Some(b) => self.alloc_bigint(b),
            None => Err(self.range_error(&format!(
                "The number {} cannot be converted to a BigInt because it is not an integer",
                super::number::number_to_string(n)
            ))),
        }
    }

    /// The decimal text of a BigInt as a heap string (sec-numeric-types-bigint-tostring).
    pub(crate) fn bigint_to_js_string(
        &mut self,
        h: Handle<JsBigInt>,
        radix: u32,
    ) -> JsResult<Handle<crate::string::JsString>> {
        let text = self.bigint_to_rust_string(h, radix)?;
        self.alloc_latin1(text.into_bytes())
    }

    /// The text of a BigInt in `radix` (RangeError past [`MAX_WORK`]).
    pub(crate) fn bigint_to_rust_string(
        &mut self,
        h: Handle<JsBigInt>,
        radix: u32,
    ) -> JsResult<String> {
        let w = words(self.bigint_ref(h));
        let work = if radix.is_power_of_two() { w } else { w.saturating_mul(w) / 2 + w };
        self.charge_bigint_work(work)?;
        match bigint_to_radix_string(self.bigint_ref(h), radix) {
            Some(text) => Ok(text),
            None => Err(self.range_error("BigInt too large to convert to a string")),
        }
    }

    /// BigInt::add (sec-numeric-types-bigint-add).
    pub(crate) fn bigint_add(
        &mut self,
        a: Handle<JsBigInt>,
        b: Handle<JsBigInt>,
    ) -> JsResult<Value> {
        self.charge_linear(a, b)?;
        let r = self.bigint_ref(a) + self.bigint_ref(b);
        self.alloc_bigint(r)
    }

    /// BigInt::unaryMinus (sec-numeric-types-bigint-unaryMinus).
    pub(crate) fn bigint_negate(&mut self, a: Handle<JsBigInt>) -> JsResult<Value> {
        self.charge_unary(a)?;
        let r = -self.bigint_ref(a);
        self.alloc_bigint(r)
    }

    /// BigInt::bitwiseNOT (sec-numeric-types-bigint-bitwiseNOT): -x - 1.
    pub(crate) fn bigint_not(&mut self, a: Handle<JsBigInt>) -> JsResult<Value> {
        self.charge_unary(a)?;
        let r = !self.bigint_ref(a);
        self.alloc_bigint(r)
    }

    /// x + delta, for `++` and `--` (sec-postfix-increment-operator and friends).
    pub(crate) fn bigint_step(&mut self, a: Handle<JsBigInt>, delta: i8) -> JsResult<Value> {
        self.charge_unary(a)?;
        let r = self.bigint_ref(a) + BigInt::from(delta);
        self.alloc_bigint(r)
    }

    /// The BigInt arm of the numeric binary operators (sec-numeric-types-bigint-*).
    pub(crate) fn bigint_op(
        &mut self,
        op: NumOp,
        a: Handle<JsBigInt>,
        b: Handle<JsBigInt>,
    ) -> JsResult<Value> {
        let (x, y) = (self.bigint_ref(a), self.bigint_ref(b));
        let (wx, wy) = (words(x), words(y));
        let work = match op {
            NumOp::Mul => mul_work(wx, wy),
            // Schoolbook division: (n - m + 1) * m digit operations.
            NumOp::Div | NumOp::Rem => wx.saturating_sub(wy).saturating_add(1).saturating_mul(wy),
            // Charged in `bigint_exp` and `bigint_shift`, which know the result's size.
            NumOp::Exp | NumOp::Shl | NumOp::Shr => 0,
            NumOp::Sub | NumOp::BitAnd | NumOp::BitOr | NumOp::BitXor | NumOp::UShr => wx + wy,
        };
        self.charge_bigint_work(work)?;
        let (x, y) = (self.bigint_ref(a), self.bigint_ref(b));
        let r = match op {
            NumOp::Sub => x - y,
            NumOp::Mul => {
                let bits = x.bits().saturating_add(y.bits());
                self.check_bigint_room(bits)?;
                let (x, y) = (self.bigint_ref(a), self.bigint_ref(b));
                x * y
            }
            NumOp::Div | NumOp::Rem => {
                if y.is_zero() {
                    return Err(self.range_error("Division by zero"));
                }
                // Schoolbook division: (n - m + 1) * m digit operations.
                let (n, m) = (words(x), words(y));
                if n >= m && (n - m + 1).saturating_mul(m) > MAX_WORK {
                    return Err(self.range_error("BigInt division too large"));
                }
                let (x, y) = (self.bigint_ref(a), self.bigint_ref(b));
                if op == NumOp::Div { x / y } else { x % y }
            }
            NumOp::Exp => return self.bigint_exp(a, b),
            NumOp::BitAnd => x & y,
            NumOp::BitOr => x | y,
            NumOp::BitXor => x ^ y,
            NumOp::Shl => return self.bigint_shift(a, b, true),
            NumOp::Shr => return self.bigint_shift(a, b, false),
            NumOp::UShr => {
                return Err(self.type_error("BigInts have no unsigned right shift, use >> instead"));
            }
        };
        self.alloc_bigint(r)
    }

    /// BigInt::exponentiate (sec-numeric-types-bigint-exponentiate).
    fn bigint_exp(&mut self, a: Handle<JsBigInt>, b: Handle<JsBigInt>) -> JsResult<Value> {
        let (x, y) = (self.bigint_ref(a), self.bigint_ref(b));
        if y.sign() == Sign::Minus {
            return Err(self.range_error("Exponent must be non-negative"));
        }
        if y.is_zero() {
            return self.alloc_bigint(BigInt::from(1u8));
        }
        // 0, 1 and -1 stay small for any exponent.
        if x.is_zero() || x.magnitude() == &BigUint::from(1u8) {
            let negative = x.sign() == Sign::Minus && y.bit(0);
            let r = if x.is_zero() {
                BigInt::ZERO
            } else if negative {
                BigInt::from(-1i8)
            } else {
                BigInt::from(1u8)
            };
            return self.alloc_bigint(r);
        }
        let Some(e) = y.to_u32() else {
            return Err(self.range_error("Maximum BigInt size exceeded"));
        };
        // (bits(x) - 1) * e + 1 is a lower bound of the result's size.
        let bits = (x.bits() - 1).saturating_mul(e as u64).saturating_add(1);
        self.check_bigint_room(bits)?;
        // Repeated squaring, measured: about a third of one multiplication of the
        // result's size (the last squarings are of half its size and less).
        let w = bits.div_ceil(64);
        self.charge_bigint_work(mul_work(w, w) / 3)?;
        let r = self.bigint_ref(a).pow(e);
        self.alloc_bigint(r)
    }

    /// BigInt::leftShift and BigInt::signedRightShift (sec-numeric-types-bigint-leftShift).
    fn bigint_shift(
        &mut self,
        a: Handle<JsBigInt>,
        b: Handle<JsBigInt>,
        left: bool,
    ) -> JsResult<Value> {
        let (x, y) = (self.bigint_ref(a), self.bigint_ref(b));
        // x << y is x >> -y.
        let left = left != (y.sign() == Sign::Minus);
        let amount = y.magnitude().to_u64();
        if x.is_zero() {
            return self.alloc_bigint(BigInt::ZERO);
        }
        if left {
            let Some(n) = amount else {
                return Err(self.range_error("Maximum BigInt size exceeded"));
            };
            let bits = x.bits().saturating_add(n);
            self.check_bigint_room(bits)?;
            self.charge_bigint_work(bits / 64)?;
            let r = self.bigint_ref(a) << n;
            return self.alloc_bigint(r);
        }
        let w = words(x);
        self.charge_bigint_work(w)?;
        let x = self.bigint_ref(a);
        let r = match amount {
            Some(n) if n < x.bits() => x >> n,
            // Everything shifted out: 0, or -1 for negatives (rounding down).
            _ => {
                if x.sign() == Sign::Minus {
                    BigInt::from(-1i8)
                } else {
                    BigInt::ZERO
                }
            }
        };
        self.alloc_bigint(r)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn units(s: &str) -> Vec<u16> {
        s.encode_utf16().collect()
    }

    fn parse(s: &str) -> Option<String> {
        string_to_bigint(&units(s)).ok().map(|b| b.to_string())
    }

    #[test]
    fn string_to_bigint_grammar() {
        assert_eq!(parse(""), Some("0".into()));
        assert_eq!(parse("  \n\t "), Some("0".into()));
        assert_eq!(parse(" 123 "), Some("123".into()));
        assert_eq!(parse("-123"), Some("-123".into()));
        assert_eq!(parse("+7"), Some("7".into()));
        assert_eq!(parse("0x1F"), Some("31".into()));
        assert_eq!(parse("0B101"), Some("5".into()));
        assert_eq!(parse("0o17"), Some("15".into()));
        assert_eq!(parse("-0x1"), None);
        assert_eq!(parse("1_000"), None);
        assert_eq!(parse("1e3"), None);
        assert_eq!(parse("1.0"), None);
        assert_eq!(parse("0x"), None);
        assert_eq!(parse("-"), None);
        assert_eq!(parse("Infinity"), None);
        assert_eq!(parse("12n"), None);
        assert_eq!(parse("0b2"), None);
        assert_eq!(parse(&"0".repeat(5_000_000)), Some("0".into()));
        let many = "9".repeat(5_000_000);
        assert_eq!(string_to_bigint(&units(&many)), Err(ParseError::TooLarge));
        assert_eq!(literal_to_bigint(&"f".repeat(1_000_000), 16).map(|b| b.bits()), Ok(4_000_000));
    }

    #[test]
    fn quadratic_conversions_are_bounded() {
        let big = BigInt::from(1u8) << (MAX_BITS - 1);
        assert!(bigint_to_radix_string(&big, 10).is_none());
        assert!(bigint_to_radix_string(&big, 16).is_some_and(|s| s.len() == (1 << 23)));
        assert_eq!(bigint_to_radix_string(&BigInt::from(-255), 16).as_deref(), Some("-ff"));
    }

    #[test]
    fn numbers_convert_exactly() {
        assert_eq!(integral_f64_to_bigint(1.5), None);
        assert_eq!(integral_f64_to_bigint(f64::NAN), None);
        assert_eq!(integral_f64_to_bigint(-0.0), Some(BigInt::ZERO));
        assert_eq!(integral_f64_to_bigint(-3.0), Some(BigInt::from(-3)));
        assert_eq!(
            integral_f64_to_bigint(2f64.powi(70)).map(|b| b.to_string()),
            Some("1180591620717411303424".into())
        );
        assert_eq!(
            integral_f64_to_bigint(9007199254740993.0),
            Some(BigInt::from(9007199254740992u64))
        );
    }

    #[test]
    fn comparisons_with_numbers_are_exact() {
        let big = BigInt::from(9007199254740993u64);
        assert_eq!(compare_bigint_number(&big, 9007199254740992.0), Some(Ordering::Greater));
        assert_eq!(compare_bigint_number(&BigInt::from(1), 1.5), Some(Ordering::Less));
        assert_eq!(compare_bigint_number(&BigInt::from(2), 1.5), Some(Ordering::Greater));
        assert_eq!(compare_bigint_number(&BigInt::from(-2), -1.5), Some(Ordering::Less));
        assert_eq!(compare_bigint_number(&BigInt::from(-1), -1.5), Some(Ordering::Greater));
        assert_eq!(compare_bigint_number(&BigInt::from(0), -0.0), Some(Ordering::Equal));
        assert_eq!(compare_bigint_number(&BigInt::from(0), f64::NAN), None);
        assert_eq!(compare_bigint_number(&big, f64::INFINITY), Some(Ordering::Less));
    }

    #[test]
    fn wrapping_to_n_bits() {
        let w = |x: i64, bits: u64, signed: bool| wrap_bits(&BigInt::from(x), bits, signed);
        assert_eq!(w(255, 8, true), BigInt::from(-1));
        assert_eq!(w(-1, 8, false), BigInt::from(255));
        assert_eq!(w(128, 8, true), BigInt::from(-128));
        assert_eq!(w(127, 8, true), BigInt::from(127));
        assert_eq!(w(-129, 8, true), BigInt::from(127));
        assert_eq!(w(5, 0, false), BigInt::ZERO);
        assert_eq!(w(-1, 1, true), BigInt::from(-1));
        assert_eq!(w(1, 1, true), BigInt::from(-1));
        assert_eq!(w(-5, 1_000_000_000_000, true), BigInt::from(-5));
        assert_eq!(w(-1, 64, false), BigInt::from(u64::MAX));
        assert_eq!(w(1 << 40, 32, true), BigInt::ZERO);
        assert_eq!(w(-(1 << 40) - 1, 32, true), BigInt::from(-1));
        assert_eq!(w(0x1_8000_0000, 32, true), BigInt::from(i32::MIN));
    }
}
