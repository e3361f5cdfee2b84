//! Operations on Objects (ECMA-262 sec-operations-on-objects) that the standard library
//! shares; the internal methods themselves are in `crate::object`.

use cairn_gc::Handle;

use crate::names;
use crate::object::{JsObject, ObjectKind};
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

/// Operations on an object's integer-indexed properties (Get, Set, HasProperty,
/// DeletePropertyOrThrow with the key ToString(𝔽(index))), with fast paths for present
/// elements.
impl Vm {
    /// The property key of an integer index (which may exceed array indices).
    ///
    /// It also charges [`crate::limits::ELEMENT_FUEL`] (and reads the interrupt flag): the generic
    /// element loops of the builtins (`indexOf`, `fill`, `reverse`, `sort`, ... on an
    /// array-like whose `length` may be 2^53 - 1) all come here for each index they
    /// visit outside a dense array's elements, so fuel and the flag can end them.
    pub(crate) fn index_key(&mut self, i: u64) -> JsResult<PropertyKey> {
        self.limits.charge(crate::limits::ELEMENT_FUEL).map_err(crate::vm::Throw::Terminate)?;
        if i < u32::MAX as u64 {
            return Ok(PropertyKey::Index(i as u32));
        }
        self.key(&i.to_string())
    }

    /// Get(o, index).
    pub(crate) fn get_index(&mut self, o: Handle<JsObject>, i: u64) -> JsResult<Value> {
        let obj = self.heap.get(o);
        if i < u32::MAX as u64
            && let Some(v) = obj.elements.get(i as usize)
            && !v.is_hole()
            // A mapped arguments object's indices read the parameters' current values.
            && !matches!(obj.kind, ObjectKind::Arguments { mapped: Some(_) })
        {
            return Ok(*v);
        }
        let k = self.index_key(i)?;
        self.get(o, k, Value::object(o))
    }

    /// Set(o, index, v, true).
    pub(crate) fn set_index(&mut self, o: Handle<JsObject>, i: u64, v: Value) -> JsResult<()> {
        let k = self.index_key(i)?;
        if !self.set(o, k, v, Value::object(o))? {
            return Err(self.type_error("Cannot assign to read only property"));
        }
        Ok(())
    }

    /// Set(o, "length", len, true).
    pub(crate) fn set_length(&mut self, o: Handle<JsObject>, len: u64) -> JsResult<()> {
        if !self.set(
            o,
            PropertyKey::Atom(names::LENGTH),
            Value::number(len as f64),
            Value::object(o),
        )? {
            return Err(self.type_error("Cannot assign to read only property 'length'"));
        }
        Ok(())
    }

    /// HasProperty(o, index).
    pub(crate) fn has_index(&mut self, o: Handle<JsObject>, i: u64) -> JsResult<bool> {
        // A present element is an own data property (of any object that has elements).
        if i < u32::MAX as u64
            && let Some(v) = self.heap.get(o).elements.get(i as usize)
            && !v.is_hole()
        {
            return Ok(true);
        }
        let k = self.index_key(i)?;
        self.has_property(o, k)
    }
}

/// DeletePropertyOrThrow(o, index) (ECMA-262 sec-deletepropertyorthrow): an element
/// that refuses to go (non-configurable) is a TypeError.
pub(crate) fn delete_index_or_throw(vm: &mut Vm, o: Handle<JsObject>, index: u64) -> JsResult<()> {
    let key = vm.index_key(index)?;
    if vm.delete(o, key)? {
        Ok(())
    } else {
        let key = vm.key_display(key);
        Err(vm.type_error(&format!("Cannot delete property '{key}'")))
    }
}
