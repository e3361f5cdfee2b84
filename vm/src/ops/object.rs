//! Operations on Objects (ECMA-262 sec-operations-on-objects) that the standard library
//! shares; the internal methods themselves are in `crate::object`.

use cairn_gc::Handle;

use crate::names;
use crate::object::JsObject;
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

impl Vm {
    /// ECMA-262 sec-getmethod: undefined for a null or undefined method, a TypeError
    /// naming the key for anything else that is not callable.
    pub(crate) fn get_method(&mut self, v: Value, key: PropertyKey) -> JsResult<Value> {
        let f = self.get_v(v, key)?;
        if f.is_nullish() {
            return Ok(Value::UNDEFINED);
        }
        if !self.is_callable(f) {
            let name = self.key_display(key);
            return Err(self.type_error(&format!("{name} is not a function")));
        }
        Ok(f)
    }

    /// ECMA-262 sec-speciesconstructor (the one shared by ArrayBuffer, typed arrays,
    /// RegExp and the other species users).
    pub(crate) fn species_constructor(
        &mut self,
        o: Handle<JsObject>,
        default: Value,
    ) -> JsResult<Value> {
        let c = self.get(o, PropertyKey::Atom(names::CONSTRUCTOR), Value::object(o))?;
        if c.is_undefined() {
            return Ok(default);
        }
        let Some(co) = c.as_object() else {
            return Err(self.type_error("object.constructor is not an object"));
        };
        let species = self.realm.symbols.species;
        let s = self.get(co, PropertyKey::Symbol(species), c)?;
        if s.is_nullish() {
            return Ok(default);
        }
        if self.is_constructor(s) {
            return Ok(s);
        }
        Err(self.type_error("object.constructor[Symbol.species] is not a constructor"))
    }
}
