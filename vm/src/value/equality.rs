//! Equality and relational comparison (ECMA-262 sec-islooselyequal, sec-isstrictlyequal,
//! sec-samevalue, sec-samevaluezero, sec-islessthan).

use super::bigint::compare_bigint_number;
use super::convert::Hint;
use super::{Type, Value};
use crate::object::flags;
use crate::vm::{JsResult, Vm};

impl Vm {
    /// Whether two strings have the same contents.
    pub(crate) fn string_equals(
        &mut self,
        a: cairn_gc::Handle<crate::string::JsString>,
        b: cairn_gc::Handle<crate::string::JsString>,
    ) -> bool {
        if a == b {
            return true;
        }
        if self.heap.get(a).len != self.heap.get(b).len {
            return false;
        }
        let (sa, sb) = (self.heap.get(a).atom, self.heap.get(b).atom);
        if sa != u32::MAX && sb != u32::MAX {
            return sa == sb;
        }
        crate::string::flatten(&mut self.heap, a);
        crate::string::flatten(&mut self.heap, b);
        let len = self.heap.get(a).len as u64;
        self.limits.debit_work(len / crate::limits::COPY_UNITS_PER_FUEL);
        match (self.heap.get(a).flat(), self.heap.get(b).flat()) {
            (Some(x), Some(y)) => x.eq_str(y),
            _ => false,
        }
    }

    /// Equality of two strings without flattening (for descriptor checks on `&self`).
    fn string_equals_ref(
        &self,
        a: cairn_gc::Handle<crate::string::JsString>,
        b: cairn_gc::Handle<crate::string::JsString>,
    ) -> bool {
        if a == b {
            return true;
        }
        match (self.heap.get(a).flat(), self.heap.get(b).flat()) {
            (Some(x), Some(y)) => x.eq_str(y),
            // Ropes: compare by content the slow way.
            _ => {
                let mut x = Vec::new();
                let mut y = Vec::new();
                self.collect_units(a, &mut x);
                self.collect_units(b, &mut y);
                x == y
            }
        }
    }

    /// The code units of a string (rope or flat) without changing the heap.
    pub(crate) fn collect_units(
        &self,
        h: cairn_gc::Handle<crate::string::JsString>,
        out: &mut Vec<u16>,
    ) {
        let mut stack = vec![h];
        while let Some(cur) = stack.pop() {
            let s = self.heap.get(cur);
            match (s.flat(), &s.repr) {
                (Some(crate::string::Str::Latin1(b)), _) => out.extend(b.iter().map(|&c| c as u16)),
                (Some(crate::string::Str::Utf16(u)), _) => out.extend_from_slice(u),
                (None, crate::string::StrRepr::Rope(l, r)) => {
                    stack.push(*r);
                    stack.push(*l);
                }
                (None, _) => {}
            }
        }
    }

    /// ECMA-262 sec-isstrictlyequal
    #[inline]
    pub(crate) fn strict_equals(&mut self, a: Value, b: Value) -> bool {
        if let (Some(x), Some(y)) = (a.as_int(), b.as_int()) {
            return x == y;
        }
        if let (Some(x), Some(y)) = (a.as_number(), b.as_number()) {
            return x == y;
        }
        if let (Some(x), Some(y)) = (a.as_string(), b.as_string()) {
            return self.string_equals(x, y);
        }
        if let (Some(x), Some(y)) = (a.as_bigint(), b.as_bigint()) {
            return self.bigint_ref(x) == self.bigint_ref(y);
        }
        a == b
    }

    /// ECMA-262 sec-samevalue
    pub(crate) fn same_value(&self, a: Value, b: Value) -> bool {
        if let (Some(x), Some(y)) = (a.as_number(), b.as_number()) {
            if x.is_nan() && y.is_nan() {
                return true;
            }
            return x == y && x.is_sign_negative() == y.is_sign_negative();
        }
        if let (Some(x), Some(y)) = (a.as_string(), b.as_string()) {
            return self.string_equals_ref(x, y);
        }
        if let (Some(x), Some(y)) = (a.as_bigint(), b.as_bigint()) {
            return self.bigint_ref(x) == self.bigint_ref(y);
        }
        a == b
    }

    /// ECMA-262 sec-samevaluezero
    pub(crate) fn same_value_zero(&self, a: Value, b: Value) -> bool {
        if let (Some(x), Some(y)) = (a.as_number(), b.as_number()) {
            return (x.is_nan() && y.is_nan()) || x == y;
        }
        self.same_value(a, b)
    }

    /// IsLooselyEqual of the operands that need no conversion: two int32s, two
    /// objects, null or undefined against anything. `None` for the rest, which
    /// [`Vm::loose_equals`] decides.
    #[inline(always)]
    pub(crate) fn loose_equals_fast(&self, a: Value, b: Value) -> Option<bool> {
        if let (Some(x), Some(y)) = (a.as_int(), b.as_int()) {
            return Some(x == y);
        }
        if let (Some(x), Some(y)) = (a.as_object(), b.as_object()) {
            return Some(x == y);
        }
        let other = if a.is_nullish() {
            b
        } else if b.is_nullish() {
            a
        } else {
            return None;
        };
        if other.is_nullish() {
            return Some(true);
        }
        // Annex B sec-IsHTMLDDA-internal-slot-aec: such an object equals null and
        // undefined; any other object, and every other primitive, does not.
        Some(other.as_object().is_some_and(|o| self.is_html_dda(o)))
    }

    /// Whether `o` has [[IsHTMLDDA]] (out of line: `loose_equals_fast` is inlined at
    /// every equality instruction).
    #[inline(never)]
    fn is_html_dda(&self, o: cairn_gc::Handle<crate::object::JsObject>) -> bool {
        self.heap.get(o).flags & flags::HTMLDDA != 0
    }

    /// ECMA-262 sec-islooselyequal
    pub(crate) fn loose_equals(&mut self, a: Value, b: Value) -> JsResult<bool> {
        let (mut a, mut b) = (a, b);
        loop {
            match (a.ty(), b.ty()) {
                (Type::Undefined | Type::Null, Type::Undefined | Type::Null) => return Ok(true),
                (Type::Number(x), Type::Number(y)) => return Ok(x == y),
                (Type::String(x), Type::String(y)) => return Ok(self.string_equals(x, y)),
                (Type::Boolean(x), Type::Boolean(y)) => return Ok(x == y),
                (Type::Symbol(x), Type::Symbol(y)) => return Ok(x == y),
                (Type::Object(x), Type::Object(y)) => return Ok(x == y),
                (Type::Number(x), Type::String(s)) => return Ok(x == self.string_to_number(s)),
                (Type::String(s), Type::Number(y)) => return Ok(self.string_to_number(s) == y),
                (Type::BigInt(x), Type::BigInt(y)) => {
                    return Ok(self.bigint_ref(x) == self.bigint_ref(y));
                }
                (Type::BigInt(x), Type::String(s)) | (Type::String(s), Type::BigInt(x)) => {
                    let n = self.string_to_bigint(s)?;
                    return Ok(n.is_some_and(|n| &n == self.bigint_ref(x)));
                }
                (Type::BigInt(x), Type::Number(y)) | (Type::Number(y), Type::BigInt(x)) => {
                    let o = compare_bigint_number(self.bigint_ref(x), y);
                    return Ok(o == Some(core::cmp::Ordering::Equal));
                }
                (Type::Boolean(x), _) => a = Value::int(x as i32),
                (_, Type::Boolean(y)) => b = Value::int(y as i32),
                (
                    Type::Number(_) | Type::String(_) | Type::Symbol(_) | Type::BigInt(_),
                    Type::Object(_),
                ) => {
                    b = self.to_primitive(b, Hint::Default)?;
                }
                (
                    Type::Object(_),
                    Type::Number(_) | Type::String(_) | Type::Symbol(_) | Type::BigInt(_),
                ) => {
                    a = self.to_primitive(a, Hint::Default)?;
                }
                // Annex B sec-IsHTMLDDA-internal-slot-aec: an [[IsHTMLDDA]] object is
                // loosely equal to null and undefined.
                (Type::Object(o), Type::Undefined | Type::Null)
                | (Type::Undefined | Type::Null, Type::Object(o)) => {
                    return Ok(self.heap.get(o).flags & crate::object::flags::HTMLDDA != 0);
                }
                _ => return Ok(false),
            }
        }
    }

    /// ECMA-262 sec-islessthan: `Some(a < b)`, or `None` for undefined (NaN involved).
    pub(crate) fn less_than(
        &mut self,
        a: Value,
        b: Value,
        left_first: bool,
    ) -> JsResult<Option<bool>> {
        if let (Some(x), Some(y)) = (a.as_int(), b.as_int()) {
            return Ok(Some(x < y));
        }
        let (px, py) = if left_first {
            let px = self.to_primitive(a, Hint::Number)?;
            let py = self.to_primitive(b, Hint::Number)?;
            (px, py)
        } else {
            let py = self.to_primitive(b, Hint::Number)?;
            let px = self.to_primitive(a, Hint::Number)?;
            (px, py)
        };
        if let (Some(x), Some(y)) = (px.as_string(), py.as_string()) {
            // Up to the shorter string's length is compared (at memory speed), paid
            // first: `a < b` of two long equal strings in a loop ran without end.
            let shorter = self.heap.get(x).len.min(self.heap.get(y).len) as u64;
            self.limits
                .charge(shorter / crate::limits::COPY_UNITS_PER_FUEL)
                .map_err(crate::vm::Throw::Terminate)?;
            crate::string::flatten(&mut self.heap, x);
            crate::string::flatten(&mut self.heap, y);
            let (Some(sx), Some(sy)) = (self.heap.get(x).flat(), self.heap.get(y).flat()) else {
                return Ok(Some(false));
            };
            return Ok(Some(sx.cmp_units(sy) == core::cmp::Ordering::Less));
        }
        // BigInt against String: StringToBigInt, undefined when it is not an integer.
        if let (Some(x), Some(s)) = (px.as_bigint(), py.as_string()) {
            let Some(ny) = self.string_to_bigint(s)? else { return Ok(None) };
            return Ok(Some(self.bigint_ref(x) < &ny));
        }
        if let (Some(s), Some(y)) = (px.as_string(), py.as_bigint()) {
            let Some(nx) = self.string_to_bigint(s)? else { return Ok(None) };
            return Ok(Some(&nx < self.bigint_ref(y)));
        }
        let nx = self.to_numeric(px)?;
        let ny = self.to_numeric(py)?;
        match (nx.as_bigint(), ny.as_bigint()) {
            (Some(x), Some(y)) => return Ok(Some(self.bigint_ref(x) < self.bigint_ref(y))),
            (Some(x), None) => {
                let y = self.to_number(ny)?;
                let o = compare_bigint_number(self.bigint_ref(x), y);
                return Ok(o.map(|o| o == core::cmp::Ordering::Less));
            }
            (None, Some(y)) => {
                let x = self.to_number(nx)?;
                let o = compare_bigint_number(self.bigint_ref(y), x);
                return Ok(o.map(|o| o == core::cmp::Ordering::Greater));
            }
            (None, None) => {}
        }
        let nx = self.to_number(nx)?;
        let ny = self.to_number(ny)?;
        if nx.is_nan() || ny.is_nan() {
            return Ok(None);
        }
        Ok(Some(nx < ny))
    }
}
