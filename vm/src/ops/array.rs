//! Array operations (ECMA-262 sec-array-objects) that the Array natives
//! (`builtins/array`) share with the dispatch loop's tasks (`interp/native_task.rs`),
//! which run the iteration methods and `sort` with their callbacks in the caller's loop:
//! ArraySpeciesCreate, and the steps of `filter`, `reduce` and `sort` around their loops.

use cairn_gc::Handle;

use crate::names;
use crate::object::JsObject;
use crate::ops::object::delete_index_or_throw;
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

impl Vm {
    /// The constructor ArraySpeciesCreate would call for `original`, or `None` when it
    /// makes a plain Array (ECMA-262 sec-arrayspeciescreate steps 2-8).
    pub(crate) fn array_species_constructor(
        &mut self,
        original: Handle<JsObject>,
    ) -> JsResult<Option<Value>> {
        if !self.is_array_through_proxies(Value::object(original))? {
            return Ok(None);
        }
        let mut c =
            self.get(original, PropertyKey::Atom(names::CONSTRUCTOR), Value::object(original))?;
        // Step 4: another realm's %Array% makes an Array of this realm.
        if let Some(co) = c.as_object()
            && self.is_constructor(c)
        {
            let realm_c = self.function_realm(co)?;
            if realm_c != self.realm_id && co == self.realm_record(realm_c).array_constructor {
                c = Value::UNDEFINED;
            }
        }
        if let Some(co) = c.as_object() {
            let species = PropertyKey::Symbol(self.realm.symbols.species);
            c = self.get(co, species, c)?;
            if c.is_null() {
                c = Value::UNDEFINED;
            }
        }
        // Construct(%Array%, len) of this realm is ArrayCreate(len): it reads only
        // %Array%.prototype, a non-writable, non-configurable data property.
        if c.is_undefined() || c == Value::object(self.realm.array_constructor) {
            return Ok(None);
        }
        if !self.is_constructor(c) {
            return Err(self.type_error("The species of the array is not a constructor"));
        }
        Ok(Some(c))
    }

    /// ECMA-262 sec-arrayspeciescreate
    pub(crate) fn array_species_create(
        &mut self,
        original: Handle<JsObject>,
        len: u64,
    ) -> JsResult<Handle<JsObject>> {
        match self.array_species_constructor(original)? {
            None => {
                if len > u32::MAX as u64 {
                    return Err(self.range_error("Invalid array length"));
                }
                self.array_create(len as u32)
            }
            Some(c) => {
                let a = self.construct(c, &[Value::number(len as f64)], c)?;
                a.as_object().ok_or_else(|| {
                    self.type_error("The species constructor did not return an object")
                })
            }
        }
    }
}

/// ArraySpeciesCreate(O, 0) of `filter` (sec-array.prototype.filter step 5), and
/// whether it came from a species constructor, which then observes each
/// CreateDataPropertyOrThrow in order; a plain result array does not.
pub(crate) fn filter_result(
    vm: &mut Vm,
    o: Handle<JsObject>,
) -> JsResult<(Handle<JsObject>, bool)> {
    match vm.array_species_constructor(o)? {
        Some(c) => {
            let a = vm.construct(c, &[Value::int(0)], c)?;
            let a = a
                .as_object()
                .ok_or_else(|| vm.type_error("The species constructor did not return an object"))?;
            Ok((a, true))
        }
        None => Ok((vm.array_create(0)?, false)),
    }
}

/// The accumulator `reduce` (or, `descending`, `reduceRight`) starts from, and how many
/// indices it has taken from its end of the array (sec-array.prototype.reduce and
/// sec-array.prototype.reduceright steps 4-8): `initial` when given, or else the first
/// (last) present element.
pub(crate) fn reduce_start(
    vm: &mut Vm,
    o: Handle<JsObject>,
    len: u64,
    initial: Option<Value>,
    descending: bool,
) -> JsResult<(Value, u64)> {
    if let Some(v) = initial {
        return Ok((v, 0));
    }
    for step in 0..len {
        let k = if descending { len - 1 - step } else { step };
        if vm.has_index(o, k)? {
            return Ok((vm.get_index(o, k)?, step + 1));
        }
    }
    Err(vm.type_error("Reduce of empty array with no initial value"))
}

/// Array.prototype.sort steps 1-5: checks the comparator and reads the object's values
/// (SortIndexedProperties with holes skipped): (object, values, holes).
pub(crate) fn sort_collect(
    vm: &mut Vm,
    this: Value,
    cmp: Value,
) -> JsResult<(Handle<JsObject>, Vec<Value>, u64)> {
    if !cmp.is_undefined() && !vm.is_callable(cmp) {
        return Err(vm.type_error("The comparison function must be either a function or undefined"));
    }
    let o = vm.to_object(this)?;
    // A dense array's elements are own writable data properties: each HasProperty and
    // Get of the loop below would just read them.
    if vm.is_dense_array(o) {
        return Ok((o, vm.heap.get(o).elements.to_vec(), 0));
    }
    let len = vm.length_of_array_like(o)?;
    let mut items = Vec::new();
    for k in 0..len {
        if vm.has_index(o, k)? {
            items.push(vm.get_index(o, k)?);
        }
    }
    let holes = len - items.len() as u64;
    Ok((o, items, holes))
}

/// Array.prototype.sort steps 6-9: writes the sorted values back, then deletes as many
/// indices after them as there were holes.
pub(crate) fn sort_write_back(
    vm: &mut Vm,
    o: Handle<JsObject>,
    sorted: Vec<Value>,
    holes: u64,
) -> JsResult<Value> {
    // Still a dense array of this length (the comparator may have changed it): each Set
    // would write an own writable data element.
    if holes == 0
        && vm.is_dense_array(o)
        && let elements = &mut vm.heap.get_mut(o).elements
        && elements.len() == sorted.len()
    {
        elements.copy_from_slice(&sorted);
        return Ok(Value::object(o));
    }
    let mut k = 0u64;
    for v in sorted {
        vm.set_index(o, k, v)?;
        k += 1;
    }
    for _ in 0..holes {
        delete_index_or_throw(vm, o, k)?;
        k += 1;
    }
    Ok(Value::object(o))
}
