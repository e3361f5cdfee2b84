//! Type conversions (ECMA-262 sec-type-conversion).

use cairn_gc::Handle;

use super::number::{int_digits, number_to_string, string_to_number};
use super::{Type, Value};
use crate::names;
use crate::object::{JsObject, ObjectKind};
use crate::string::{JsString, PropertyKey};
use crate::vm::{JsResult, Vm};

/// The hint of ToPrimitive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Hint {
    /// No preference ("default").
    Default,
    /// "number".
    Number,
    /// "string".
    String,
}

impl Vm {
    /// ECMA-262 sec-toprimitive
    pub(crate) fn to_primitive(&mut self, v: Value, hint: Hint) -> JsResult<Value> {
        let Some(o) = v.as_object() else { return Ok(v) };
        let to_prim = self.realm.symbols.to_primitive;
        let exotic = self.get(o, PropertyKey::Symbol(to_prim), v)?;
        if !exotic.is_nullish() {
            if !self.is_callable(exotic) {
                return Err(self.type_error("Symbol.toPrimitive is not a function"));
            }
            let h = match hint {
                Hint::Default => names::DEFAULT,
                Hint::Number => names::NUMBER,
                Hint::String => names::STRING,
            };
            let hv = self.atom_value(h);
            let r = self.call(exotic, v, &[hv])?;
            if r.is_object() {
                return Err(self.type_error("Cannot convert object to primitive value"));
            }
            return Ok(r);
        }
        self.ordinary_to_primitive(
            o,
            if hint == Hint::String { Hint::String } else { Hint::Number },
        )
    }

    /// ECMA-262 sec-ordinarytoprimitive
    pub(crate) fn ordinary_to_primitive(
        &mut self,
        o: Handle<JsObject>,
        hint: Hint,
    ) -> JsResult<Value> {
        let order = if hint == Hint::String {
            [names::TO_STRING, names::VALUE_OF]
        } else {
            [names::VALUE_OF, names::TO_STRING]
        };
        for name in order {
            let f = self.get(o, PropertyKey::Atom(name), Value::object(o))?;
            if self.is_callable(f) {
                let r = self.call(f, Value::object(o), &[])?;
                if !r.is_object() {
                    return Ok(r);
                }
            }
        }
        Err(self.type_error("Cannot convert object to primitive value"))
    }

    /// ECMA-262 sec-toboolean
    #[inline]
    pub(crate) fn to_boolean(&self, v: Value) -> bool {
        if let Some(b) = v.as_bool() {
            return b;
        }
        if let Some(i) = v.as_int() {
            return i != 0;
        }
        match v.ty() {
            Type::Undefined | Type::Null | Type::Hole => false,
            Type::Boolean(b) => b,
            Type::Number(n) => !(n == 0.0 || n.is_nan()),
            Type::String(s) => self.heap.get(s).len != 0,
            Type::Symbol(_) => true,
            // Annex B sec-IsHTMLDDA-internal-slot-to-boolean
            Type::Object(o) => self.heap.get(o).flags & crate::object::flags::HTMLDDA == 0,
            Type::BigInt(b) => !num_traits::Zero::is_zero(self.bigint_ref(b)),
        }
    }

    /// ECMA-262 sec-tonumber
    #[inline]
    pub(crate) fn to_number(&mut self, v: Value) -> JsResult<f64> {
        if let Some(n) = v.as_number() {
            return Ok(n);
        }
        self.to_number_slow(v)
    }

    fn to_number_slow(&mut self, v: Value) -> JsResult<f64> {
        match v.ty() {
            Type::Undefined | Type::Hole => Ok(f64::NAN),
            Type::Null => Ok(0.0),
            Type::Boolean(b) => Ok(if b { 1.0 } else { 0.0 }),
            Type::Number(n) => Ok(n),
            Type::String(s) => Ok(self.string_to_number(s)),
            Type::Symbol(_) => Err(self.type_error("Cannot convert a Symbol value to a number")),
            Type::BigInt(_) => Err(self.type_error("Cannot convert a BigInt value to a number")),
            Type::Object(_) => {
                let p = self.to_primitive(v, Hint::Number)?;
                self.to_number(p)
            }
        }
    }

    /// ECMA-262 sec-stringtonumber
    pub(crate) fn string_to_number(&mut self, s: Handle<JsString>) -> f64 {
        // The text is scanned and (a long run of digits) parsed exactly: a unit of fuel
        // a unit, taken where no termination can be reported (the next fuel point ends
        // the run when none is left).
        let len = self.flat(s).len() as u64;
        self.limits.debit_work(len);
        match self.flat(s) {
            crate::string::Str::Latin1(b) => crate::value::number::latin1_to_number(b),
            crate::string::Str::Utf16(u) => string_to_number(u),
        }
    }

    /// ECMA-262 sec-tonumeric: a Number or a BigInt.
    pub(crate) fn to_numeric(&mut self, v: Value) -> JsResult<Value> {
        if v.is_number() || v.is_bigint() {
            return Ok(v);
        }
        let p = self.to_primitive(v, Hint::Number)?;
        if p.is_bigint() {
            return Ok(p);
        }
        Ok(Value::number(self.to_number(p)?))
    }

    /// ECMA-262 sec-tostring
    pub(crate) fn to_string(&mut self, v: Value) -> JsResult<Handle<JsString>> {
        if let Some(s) = v.as_string() {
            return Ok(s);
        }
        let atom = match v.ty() {
            Type::Undefined | Type::Hole => names::UNDEFINED,
            Type::Null => names::NULL,
            Type::Boolean(true) => names::TRUE,
            Type::Boolean(false) => names::FALSE,
            Type::Number(n) => return self.number_to_js_string(n, v.as_int()),
            Type::String(s) => return Ok(s),
            Type::Symbol(_) => {
                return Err(self.type_error("Cannot convert a Symbol value to a string"));
            }
            Type::BigInt(b) => return self.bigint_to_js_string(b, 10),
            Type::Object(_) => {
                let p = self.to_primitive(v, Hint::String)?;
                return self.to_string(p);
            }
        };
        Ok(self.atoms.string(atom))
    }

    /// Number::toString(n) as a heap string; small integers come from a cache.
    pub(crate) fn number_to_js_string(
        &mut self,
        n: f64,
        int: Option<i32>,
    ) -> JsResult<Handle<JsString>> {
        if let Some(i) = int
            && (0..256).contains(&i)
            && let Some(h) = self.realm.small_int_strings.get(i as usize)
        {
            return Ok(*h);
        }
        if let Some(i) = int {
            // Written into a stack buffer, then copied once into the string cell.
            let mut buf = [0u8; 11];
            return Ok(self.heap.alloc(JsString::from_latin1_slice(int_digits(i, &mut buf)))?);
        }
        let text = number_to_string(n);
        self.alloc_latin1(text.into_bytes())
    }

    /// ECMA-262 sec-tostring, as Rust text (for messages and printing).
    pub(crate) fn to_rust_string(&mut self, v: Value) -> JsResult<String> {
        let s = self.to_string(v)?;
        Ok(self.rust_string(s))
    }

    /// ECMA-262 sec-topropertykey
    #[inline]
    pub(crate) fn to_property_key(&mut self, v: Value) -> JsResult<PropertyKey> {
        if let Some(i) = v.as_int()
            && i >= 0
        {
            return Ok(PropertyKey::Index(i as u32));
        }
        if let Some(s) = v.as_string() {
            return Ok(self.string_key(s));
        }
        if let Some(s) = v.as_symbol() {
            return Ok(PropertyKey::Symbol(s));
        }
        if let Some(n) = v.as_number()
            && n >= 0.0
            && n < u32::MAX as f64
            && n.fract() == 0.0
            && !(n == 0.0 && n.is_sign_negative())
        {
            return Ok(PropertyKey::Index(n as u32));
        }
        let p = self.to_primitive(v, Hint::String)?;
        if let Some(s) = p.as_symbol() {
            return Ok(PropertyKey::Symbol(s));
        }
        let s = self.to_string(p)?;
        Ok(self.string_key(s))
    }

    /// ECMA-262 sec-toobject
    pub(crate) fn to_object(&mut self, v: Value) -> JsResult<Handle<JsObject>> {
        if let Some(o) = v.as_object() {
            return Ok(o);
        }
        let (kind, proto) = match v.ty() {
            Type::Undefined | Type::Null | Type::Hole => {
                return Err(self.type_error("Cannot convert undefined or null to object"));
            }
            Type::Boolean(b) => (ObjectKind::Boolean(b), self.realm.boolean_prototype),
            Type::Number(n) => (ObjectKind::Number(n), self.realm.number_prototype),
            Type::String(s) => (ObjectKind::String(s), self.realm.string_prototype),
            Type::Symbol(s) => (ObjectKind::Symbol(s), self.realm.symbol_prototype),
            Type::BigInt(b) => (ObjectKind::BigInt(b), self.realm.bigint_prototype),
            Type::Object(o) => return Ok(o),
        };
        self.alloc_object(kind, Some(proto))
    }

    /// ECMA-262 sec-tointegerorinfinity
    pub(crate) fn to_integer_or_infinity(&mut self, v: Value) -> JsResult<f64> {
        if let Some(i) = v.as_int() {
            return Ok(i as f64);
        }
        let n = self.to_number(v)?;
        if n.is_nan() || n == 0.0 {
            return Ok(0.0);
        }
        Ok(n.trunc())
    }

    /// ECMA-262 sec-toint32
    #[inline]
    pub(crate) fn to_int32(&mut self, v: Value) -> JsResult<i32> {
        if let Some(i) = v.as_int() {
            return Ok(i);
        }
        Ok(f64_to_int32(self.to_number(v)?))
    }

    /// ECMA-262 sec-touint32
    #[inline]
    pub(crate) fn to_uint32(&mut self, v: Value) -> JsResult<u32> {
        Ok(self.to_int32(v)? as u32)
    }

    /// ECMA-262 sec-tolength
    pub(crate) fn to_length(&mut self, v: Value) -> JsResult<u64> {
        let n = self.to_integer_or_infinity(v)?;
        if n <= 0.0 {
            return Ok(0);
        }
        Ok(n.min(9007199254740991.0) as u64)
    }

    /// ECMA-262 sec-toindex
    #[allow(dead_code)] // for ArrayBuffer and typed arrays
    pub(crate) fn to_index(&mut self, v: Value) -> JsResult<u64> {
        if v.is_undefined() {
            return Ok(0);
        }
        let n = self.to_integer_or_infinity(v)?;
        if !(0.0..=9007199254740991.0).contains(&n) {
            return Err(self.range_error("Invalid index"));
        }
        Ok(n as u64)
    }

    /// ECMA-262 sec-lengthofarraylike
    pub(crate) fn length_of_array_like(&mut self, o: Handle<JsObject>) -> JsResult<u64> {
        if let Some(len) = self.array_length(o) {
            return Ok(len as u64);
        }
        let v = self.get(o, PropertyKey::Atom(names::LENGTH), Value::object(o))?;
        self.to_length(v)
    }

    /// ECMA-262 sec-iscallable
    #[inline]
    pub(crate) fn is_callable(&self, v: Value) -> bool {
        v.as_object().is_some_and(|o| self.heap.get(o).is_callable())
    }

    /// ECMA-262 sec-isconstructor
    #[inline]
    pub(crate) fn is_constructor(&self, v: Value) -> bool {
        v.as_object().is_some_and(|o| self.heap.get(o).is_constructor())
    }

    /// The `typeof` operator (ECMA-262 sec-typeof-operator), as an atom.
    pub(crate) fn type_of(&self, v: Value) -> crate::string::Atom {
        match v.ty() {
            Type::Undefined | Type::Hole => names::UNDEFINED,
            Type::Null => names::OBJECT,
            Type::Boolean(_) => names::BOOLEAN,
            Type::Number(_) => names::NUMBER,
            Type::String(_) => names::STRING,
            Type::Symbol(_) => names::SYMBOL,
            Type::BigInt(_) => names::BIGINT,
            Type::Object(o) => {
                let fl = self.heap.get(o).flags;
                if fl & crate::object::flags::HTMLDDA != 0 {
                    // Annex B sec-IsHTMLDDA-internal-slot-typeof
                    names::UNDEFINED
                } else if fl & crate::object::flags::CALLABLE != 0 {
                    names::FUNCTION
                } else {
                    names::OBJECT
                }
            }
        }
    }

    /// A one-unit string (cached for Latin-1 units).
    pub(crate) fn single_unit_string(&mut self, unit: u16) -> JsResult<Value> {
        if unit < 256
            && let Some(h) = self.realm.char_strings.get(unit as usize)
        {
            return Ok(Value::string(*h));
        }
        Ok(Value::string(self.alloc_units(vec![unit])?))
    }
}

/// ECMA-262 sec-toint32 on a number.
#[inline]
pub(crate) fn f64_to_int32(n: f64) -> i32 {
    if n.is_finite() && n.abs() < 2147483648.0 {
        return n as i32;
    }
    if !n.is_finite() {
        return 0;
    }
    let m = n.trunc() % 4294967296.0;
    let m = if m < 0.0 { m + 4294967296.0 } else { m };
    m as u32 as i32
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn int32_wraps() {
        assert_eq!(f64_to_int32(4294967296.0 + 5.0), 5);
        assert_eq!(f64_to_int32(2147483648.0), i32::MIN);
        assert_eq!(f64_to_int32(-1.5), -1);
        assert_eq!(f64_to_int32(f64::NAN), 0);
        assert_eq!(f64_to_int32(f64::INFINITY), 0);
        assert_eq!(f64_to_int32(-4294967297.0), -1);
    }
}
