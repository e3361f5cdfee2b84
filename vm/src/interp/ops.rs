//! Operators (ECMA-262 sec-applystringornumericbinaryoperator and the unary operators):
//! the slow paths behind the dispatch loop's int32 fast paths.

use cairn_gc::Handle;

use crate::string::{JsString, StrRepr};
use crate::value::Value;
use crate::value::convert::{Hint, f64_to_int32};
use crate::vm::{JsResult, Vm};

/// ECMA-262 sec-numeric-types-number-exponentiate
pub(crate) fn exponentiate(b: f64, e: f64) -> f64 {
    if e.is_nan() {
        return f64::NAN;
    }
    if e == 0.0 {
        return 1.0;
    }
    if (b == 1.0 || b == -1.0) && e.is_infinite() {
        return f64::NAN;
    }
    b.powf(e)
}

/// The binary operators with numeric semantics.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NumOp {
    Sub,
    Mul,
    Div,
    Rem,
    Exp,
    BitAnd,
    BitOr,
    BitXor,
    Shl,
    Shr,
    UShr,
}

/// Strings shorter than this are concatenated flat; longer ones make ropes.
const ROPE_MIN: u32 = 24;

/// A short string appended to a rope joins the rope's right half when the two together
/// are at most this long: building text piece by piece (`s += "ab" + i`) then makes one
/// rope node per this many units instead of one per piece (and the pieces die young).
const LEAF_MAX: u32 = 128;

impl Vm {
    /// Concatenates two strings: flat when short, a rope otherwise.
    pub(crate) fn concat_strings(
        &mut self,
        a: Handle<JsString>,
        b: Handle<JsString>,
    ) -> JsResult<Handle<JsString>> {
        let (la, lb) = (self.heap.get(a).len, self.heap.get(b).len);
        if la == 0 {
            return Ok(b);
        }
        if lb == 0 {
            return Ok(a);
        }
        let len = la as u64 + lb as u64;
        if len >= (1 << 30) {
            return Err(self.range_error("Invalid string length"));
        }
        // `rope + short`: the short string joins the rope's right half when that is flat
        // and short too, so `(x + y) + z` becomes `x + (y + z)` with `y + z` flat.
        if lb < ROPE_MIN
            && let StrRepr::Rope(left, right) = self.heap.get(a).repr
            && let r = self.heap.get(right)
            && r.len + lb <= LEAF_MAX
            && let Some(x) = r.flat()
            && let bs = self.heap.get(b)
            && let Some(y) = bs.flat()
        {
            let joined_latin1 = r.latin1 && bs.latin1;
            let joined = flat_concat(x, y, (r.len + lb) as usize, joined_latin1);
            // Allocation never collects (collections run at safepoints), so `left` needs
            // no rooting while the new right half is made.
            let joined = self.heap.alloc(joined)?;
            let latin1 = self.heap.get(left).latin1 && joined_latin1;
            return Ok(self.heap.alloc(JsString {
                repr: StrRepr::Rope(left, joined),
                len: len as u32,
                latin1,
                atom: u32::MAX,
            })?);
        }
        let latin1 = self.heap.get(a).latin1 && self.heap.get(b).latin1;
        if (len as u32) < ROPE_MIN
            && let (Some(x), Some(y)) = (self.heap.get(a).flat(), self.heap.get(b).flat())
        {
            let s = flat_concat(x, y, len as usize, latin1);
            return Ok(self.heap.alloc(s)?);
        }
        Ok(self.heap.alloc(JsString {
            repr: StrRepr::Rope(a, b),
            len: len as u32,
            latin1,
            atom: u32::MAX,
        })?)
    }

    /// ECMA-262 sec-applystringornumericbinaryoperator for `+`.
    pub(crate) fn add_slow(&mut self, a: Value, b: Value) -> JsResult<Value> {
        if let (Some(x), Some(y)) = (a.as_number(), b.as_number()) {
            return Ok(Value::number(x + y));
        }
        if let (Some(x), Some(y)) = (a.as_string(), b.as_string()) {
            return Ok(Value::string(self.concat_strings(x, y)?));
        }
        let pa = self.to_primitive(a, Hint::Default)?;
        let pb = self.to_primitive(b, Hint::Default)?;
        if pa.is_string() || pb.is_string() {
            let sa = self.to_string(pa)?;
            let sb = self.to_string(pb)?;
            return Ok(Value::string(self.concat_strings(sa, sb)?));
        }
        let na = self.to_numeric(pa)?;
        let nb = self.to_numeric(pb)?;
        match (na.as_bigint(), nb.as_bigint()) {
            (Some(x), Some(y)) => self.bigint_add(x, y),
            (None, None) => {
                let x = self.to_number(na)?;
                let y = self.to_number(nb)?;
                Ok(Value::number(x + y))
            }
            _ => Err(self.mixed_bigint_error()),
        }
    }

    /// The numeric binary operators on any values (ECMA-262
    /// sec-applystringornumericbinaryoperator steps 3-8: ToNumeric both, then the
    /// Number or the BigInt operation; mixing the two is a TypeError).
    pub(crate) fn num_op_slow(&mut self, op: NumOp, a: Value, b: Value) -> JsResult<Value> {
        let na = self.to_numeric(a)?;
        let nb = self.to_numeric(b)?;
        match (na.as_bigint(), nb.as_bigint()) {
            (Some(x), Some(y)) => self.bigint_op(op, x, y),
            (None, None) => {
                let x = self.to_number(na)?;
                let y = self.to_number(nb)?;
                Ok(num_op(op, x, y))
            }
            _ => Err(self.mixed_bigint_error()),
        }
    }

    /// The TypeError of an operator applied to a BigInt and a Number.
    pub(crate) fn mixed_bigint_error(&mut self) -> crate::vm::Throw {
        self.type_error("Cannot mix BigInt and other types, use explicit conversions")
    }

    /// Unary `-` on a non-int32 (ECMA-262 sec-unary-minus-operator).
    pub(crate) fn negate_slow(&mut self, v: Value) -> JsResult<Value> {
        let n = self.to_numeric(v)?;
        match n.as_bigint() {
            Some(b) => self.bigint_negate(b),
            None => Ok(Value::number(-self.to_number(n)?)),
        }
    }

    /// Unary `~` on a non-int32 (ECMA-262 sec-bitwise-not-operator).
    pub(crate) fn bit_not_slow(&mut self, v: Value) -> JsResult<Value> {
        let n = self.to_numeric(v)?;
        match n.as_bigint() {
            Some(b) => self.bigint_not(b),
            None => Ok(Value::int(!self.to_int32(n)?)),
        }
    }

    /// `++` / `--` when the fast int32 path does not apply: ToNumeric, then add `delta`
    /// (Number::add or BigInt::add).
    pub(crate) fn step_slow(&mut self, v: Value, delta: i8) -> JsResult<Value> {
        let n = self.to_numeric(v)?;
        match n.as_bigint() {
            Some(b) => self.bigint_step(b, delta),
            None => Ok(Value::number(self.to_number(n)? + delta as f64)),
        }
    }
}

/// A numeric binary operator on numbers.
#[inline]
pub(crate) fn num_op(op: NumOp, x: f64, y: f64) -> Value {
    match op {
        NumOp::Sub => Value::number(x - y),
        NumOp::Mul => Value::number(x * y),
        NumOp::Div => Value::number(x / y),
        NumOp::Rem => Value::number(if y.is_infinite() && x.is_finite() { x } else { x % y }),
        NumOp::Exp => Value::number(exponentiate(x, y)),
        NumOp::BitAnd => Value::int(f64_to_int32(x) & f64_to_int32(y)),
        NumOp::BitOr => Value::int(f64_to_int32(x) | f64_to_int32(y)),
        NumOp::BitXor => Value::int(f64_to_int32(x) ^ f64_to_int32(y)),
        NumOp::Shl => Value::int(f64_to_int32(x).wrapping_shl(f64_to_int32(y) as u32 & 31)),
        NumOp::Shr => Value::int(f64_to_int32(x) >> (f64_to_int32(y) as u32 & 31)),
        NumOp::UShr => Value::from_u32((f64_to_int32(x) as u32) >> (f64_to_int32(y) as u32 & 31)),
    }
}

/// The int32 fast path of a numeric operator, when the result is exact.
#[inline]
pub(crate) fn int_op(op: NumOp, x: i32, y: i32) -> Option<Value> {
    Some(match op {
        NumOp::Sub => Value::int(x.checked_sub(y)?),
        NumOp::Mul => {
            let r = x.checked_mul(y)?;
            if r == 0 && (x < 0 || y < 0) {
                return None; // -0
            }
            Value::int(r)
        }
        NumOp::Div => return None,
        NumOp::Rem => {
            if y <= 0 || x < 0 {
                return None;
            }
            Value::int(x % y)
        }
        NumOp::Exp => return None,
        NumOp::BitAnd => Value::int(x & y),
        NumOp::BitOr => Value::int(x | y),
        NumOp::BitXor => Value::int(x ^ y),
        NumOp::Shl => Value::int(x.wrapping_shl(y as u32 & 31)),
        NumOp::Shr => Value::int(x >> (y as u32 & 31)),
        NumOp::UShr => Value::from_u32((x as u32) >> (y as u32 & 31)),
    })
}

/// The flat string of `x` then `y` (`len` units in all; `latin1` when both are).
fn flat_concat(
    x: crate::string::Str<'_>,
    y: crate::string::Str<'_>,
    len: usize,
    latin1: bool,
) -> JsString {
    use crate::string::Str;
    if latin1 && len <= crate::string::INLINE_MAX {
        // Short: built in place in the cell.
        let mut buf = [0u8; crate::string::INLINE_MAX];
        let mut at = 0;
        for v in [x, y] {
            let Some(dst) = buf.get_mut(at..at + v.len()) else { break };
            match v {
                Str::Latin1(b) => dst.copy_from_slice(b),
                Str::Utf16(u) => {
                    for (d, &c) in dst.iter_mut().zip(u) {
                        *d = c as u8;
                    }
                }
            }
            at += v.len();
        }
        JsString::from_latin1_slice(buf.get(..at).unwrap_or(&[]))
    } else if latin1 {
        let mut out = Vec::with_capacity(len);
        for v in [x, y] {
            match v {
                Str::Latin1(b) => out.extend_from_slice(b),
                Str::Utf16(u) => out.extend(u.iter().map(|&c| c as u8)),
            }
        }
        JsString::from_latin1(out.into_boxed_slice())
    } else {
        let mut out = Vec::with_capacity(len);
        x.push_to(&mut out);
        y.push_to(&mut out);
        JsString {
            len: len as u32,
            latin1: false,
            atom: u32::MAX,
            repr: StrRepr::Utf16(out.into_boxed_slice()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn int_fast_paths_bail_on_inexact() {
        assert_eq!(int_op(NumOp::Sub, i32::MIN, 1), None);
        assert_eq!(int_op(NumOp::Mul, 0, -5), None);
        assert_eq!(int_op(NumOp::Mul, 3, 4), Some(Value::int(12)));
        assert_eq!(int_op(NumOp::Rem, -7, 2), None);
        assert_eq!(int_op(NumOp::Rem, 7, 2), Some(Value::int(1)));
        assert_eq!(int_op(NumOp::UShr, -1, 0), Some(Value::double(4294967295.0)));
        assert_eq!(int_op(NumOp::Shl, 1, 33), Some(Value::int(2)));
    }

    #[test]
    fn numeric_ops_follow_ieee_and_js() {
        assert_eq!(num_op(NumOp::Rem, 5.5, f64::INFINITY), Value::number(5.5));
        assert!(num_op(NumOp::Exp, 1.0, f64::INFINITY).as_number().is_some_and(f64::is_nan));
        assert_eq!(num_op(NumOp::Exp, f64::NAN, 0.0), Value::int(1));
        assert_eq!(num_op(NumOp::BitOr, 4294967296.0 + 3.0, 0.0), Value::int(3));
    }
}

#[cfg(test)]
mod string_tests {
    use crate::string::StrRepr;
    use crate::value::Value;
    use crate::vm::{Vm, VmOptions};

    #[test]
    fn long_concatenation_makes_ropes_that_flatten_iteratively() {
        let mut vm = Vm::new(VmOptions::default());
        let piece = vm
            .alloc_str("abcdefghijklmnopqrstuvwxyz")
            .unwrap_or(vm.atoms.string(crate::names::EMPTY));
        let mut s = piece;
        for _ in 0..100_000 {
            s = vm.concat_strings(s, piece).unwrap_or(s);
        }
        assert!(matches!(vm.heap.get(s).repr, StrRepr::Rope(..)));
        assert_eq!(vm.heap.get(s).len, 26 * 100_001);
        // A left-deep rope of 100k nodes flattens without recursion.
        let text = vm.rust_string(s);
        assert_eq!(text.len(), 26 * 100_001);
        assert!(matches!(vm.heap.get(s).repr, StrRepr::Latin1(_)));
    }

    #[test]
    fn short_concatenation_stays_flat_and_widens_when_needed() {
        let mut vm = Vm::new(VmOptions::default());
        let a = vm.alloc_str("ab").unwrap_or(vm.atoms.string(crate::names::EMPTY));
        let b = vm.alloc_str("\u{20ac}").unwrap_or(vm.atoms.string(crate::names::EMPTY));
        let c = vm.concat_strings(a, b).unwrap_or(a);
        assert!(matches!(vm.heap.get(c).repr, StrRepr::Utf16(_)));
        assert_eq!(vm.rust_string(c), "ab\u{20ac}");
        let v = vm.add_slow(Value::string(a), Value::int(12)).unwrap_or_default();
        assert_eq!(vm.display(v), "ab12");
        let n42 = vm.alloc_str("42").unwrap_or(a);
        let key = vm.to_property_key(Value::string(n42)).ok();
        assert_eq!(key, Some(crate::string::PropertyKey::Index(42)));
    }
}
