//! Operations on Iterator Objects (ECMA-262 sec-operations-on-iterator-objects):
//! GetIterator and its variants, IteratorStep and IteratorStepValue, IteratorClose,
//! CreateIterResultObject.

use cairn_gc::Handle;

use crate::names;
use crate::native::NativeId;
use crate::object::{JsObject, ObjectKind, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

impl Vm {
    /// ECMA-262 sec-getiteratorfrommethod: (iterator, next).
    pub(crate) fn get_iterator_from_method(
        &mut self,
        obj: Value,
        method: Value,
    ) -> JsResult<(Value, Value)> {
        // This realm's %Array.prototype.values% (`for (x of array)`, spread, array
        // destructuring): called directly, without the call machinery (it only creates
        // an Array Iterator, in this realm).
        if let Some(f) = method.as_object()
            && let crate::object::ObjectKind::Native { id, .. } = self.heap.get(f).kind
            && id == NativeId::ArrayProtoValues.raw()
            && self.heap.get(f).realm == self.realm_id
        {
            self.limits.tick().map_err(crate::vm::Throw::Terminate)?;
            let o = self.to_object(obj)?;
            let it = self.create_array_iterator(o, 1)?;
            let Some(ith) = it.as_object() else {
                return Err(
                    self.type_error("Result of the Symbol.iterator method is not an object")
                );
            };
            let next = self.get(ith, PropertyKey::Atom(names::NEXT), it)?;
            return Ok((it, next));
        }
        let it = self.call(method, obj, &[])?;
        let Some(ith) = it.as_object() else {
            return Err(self.type_error("Result of the Symbol.iterator method is not an object"));
        };
        let next = self.get(ith, PropertyKey::Atom(names::NEXT), it)?;
        Ok((it, next))
    }

    /// ECMA-262 sec-getiterator (sync).
    pub(crate) fn get_iterator(&mut self, obj: Value) -> JsResult<(Value, Value)> {
        self.get_iterator_at(obj, false)
    }

    /// GetIterator; `site`: called by the GetIterator/ArraySpread instruction the top
    /// frame executes, so the error names the operand as written.
    pub(crate) fn get_iterator_at(&mut self, obj: Value, site: bool) -> JsResult<(Value, Value)> {
        if obj.is_nullish() {
            return Err(self.not_iterable_error(obj, site));
        }
        if let Some(o) = obj.as_object()
            && let Some(next) = self.array_values_next(o)
        {
            // GetMethod and Get found data properties only, and the method is this
            // realm's %Array.prototype.values%: nothing observes the steps skipped.
            self.limits.tick().map_err(crate::vm::Throw::Terminate)?;
            let it = self.create_array_iterator(o, 1)?;
            return Ok((it, next));
        }
        let key = PropertyKey::Symbol(self.realm.symbols.iterator);
        let method = self.get_v(obj, key)?;
        if !self.is_callable(method) {
            return Err(self.not_iterable_error(obj, site));
        }
        self.get_iterator_from_method(obj, method)
    }

    /// For GetIterator(o): when `o` is an Array inheriting from this realm's
    /// Array.prototype with no own @@iterator, that prototype's @@iterator is a data
    /// property holding %Array.prototype.values%, and %ArrayIteratorPrototype%.next is
    /// a data property, the `next` method the new Array Iterator will have (a fresh
    /// iterator has no own properties).
    fn array_values_next(&self, o: Handle<JsObject>) -> Option<Value> {
        let ap = self.realm.array_prototype;
        let obj = self.heap.get(o);
        if !matches!(obj.kind, ObjectKind::Array { .. }) || obj.proto != Some(ap) {
            return None;
        }
        let key = PropertyKey::Symbol(self.realm.symbols.iterator);
        if self.find_own(o, key).is_some() {
            return None;
        }
        let (loc, a) = self.find_own(ap, key)?;
        if a & attrs::ACCESSOR != 0
            || self.read_loc(ap, loc) != Value::object(self.realm.array_proto_values)
        {
            return None;
        }
        let aip = self.realm.array_iterator_prototype;
        let (loc, a) = self.find_own(aip, PropertyKey::Atom(names::NEXT))?;
        if a & attrs::ACCESSOR != 0 {
            return None;
        }
        Some(self.read_loc(aip, loc))
    }

    /// Whether GetIterator(o) would make an Array Iterator over the Array `o` whose
    /// `next` is this realm's %ArrayIteratorPrototype%.next (see `array_values_next`):
    /// a native that only steps the iterator may then read `o`'s elements by index as
    /// that `next` does (the length read each step), with nothing observing the
    /// difference, as long as it closes the iterator the same way when a step throws.
    pub(crate) fn iterates_as_array(&self, o: Handle<JsObject>) -> bool {
        self.array_values_next(o).is_some_and(|n| self.is_native_fn(n, NativeId::ArrayIteratorNext))
    }

    /// The value the Array Iterator over the Array `a` yields at `index`, as
    /// %ArrayIteratorPrototype%.next reads it (`None`: done).
    pub(crate) fn array_iteration_value(
        &mut self,
        a: Handle<JsObject>,
        index: u32,
    ) -> JsResult<Option<Value>> {
        if index >= self.array_length(a).unwrap_or(0) {
            return Ok(None);
        }
        match self.heap.get(a).elements.get(index as usize) {
            Some(&v) if !v.is_hole() => Ok(Some(v)),
            _ => self.get(a, PropertyKey::Index(index), Value::object(a)).map(Some),
        }
    }

    /// IteratorClose of a throw completion for an iteration of the Array `a` that read
    /// its elements in place (`iterates_as_array`) and consumed `index` of them: the
    /// iterator is made only now, as it would stand.
    pub(crate) fn close_array_iteration(&mut self, a: Handle<JsObject>, index: u32) {
        if let Ok(it) = self.create_array_iterator(a, 1) {
            if let Some(h) = it.as_object()
                && let ObjectKind::ArrayIterator { index: at, .. } = &mut self.heap.get_mut(h).kind
            {
                *at = index;
            }
            self.iterator_close_quiet(it);
        }
    }

    /// GetV(v, key): property lookup on any value (primitives through their prototype).
    pub(crate) fn get_v(&mut self, v: Value, key: PropertyKey) -> JsResult<Value> {
        if let Some(o) = v.as_object() {
            return self.get(o, key, v);
        }
        let o = self.to_object(v)?;
        self.get(o, key, v)
    }

    /// IteratorStep + IteratorValue: `Some(value)` or `None` when done.
    pub(crate) fn iterator_step_value(
        &mut self,
        it: Value,
        next: Value,
    ) -> JsResult<Option<Value>> {
        self.gc_barrier += 1;
        let r = self.iterator_step_value_rooted(it, next);
        self.gc_barrier -= 1;
        r
    }

    /// `iterator_step_value` for callers that hold `it` and `next` rooted (bytecode
    /// registers): collections may run inside `next`.
    pub(crate) fn iterator_step_value_rooted(
        &mut self,
        it: Value,
        next: Value,
    ) -> JsResult<Option<Value>> {
        self.limits
            .charge(crate::limits::ITERATOR_STEP_FUEL)
            .map_err(crate::vm::Throw::Terminate)?;
        let r = self.call_rooted(next, it, &[], Value::UNDEFINED)?;
        let Some(rh) = r.as_object() else {
            return Err(self.type_error("Iterator result is not an object"));
        };
        let done = self.get(rh, PropertyKey::Atom(names::DONE), r)?;
        if self.to_boolean(done) {
            return Ok(None);
        }
        Ok(Some(self.get(rh, PropertyKey::Atom(names::VALUE), r)?))
    }

    /// ECMA-262 sec-iteratorclose for a normal completion.
    pub(crate) fn iterator_close(&mut self, it: Value) -> JsResult<()> {
        let Some(ith) = it.as_object() else { return Ok(()) };
        let ret = self.get(ith, PropertyKey::Atom(names::RETURN), it)?;
        if ret.is_nullish() {
            return Ok(());
        }
        let r = self.call(ret, it, &[])?;
        if !r.is_object() {
            return Err(self.type_error("Iterator result is not an object"));
        }
        Ok(())
    }

    /// IteratorClose for a throw completion: calls `return`, ignoring what it does.
    pub(crate) fn iterator_close_quiet(&mut self, it: Value) {
        if let Some(ith) = it.as_object()
            && let Ok(ret) = self.get(ith, PropertyKey::Atom(names::RETURN), it)
            && !ret.is_nullish()
        {
            let _ = self.call(ret, it, &[]);
        }
    }

    /// Iterates `obj` with `method` to a list (ECMA-262 sec-iteratortolist).
    pub(crate) fn iterate_to_list(&mut self, obj: Value, method: Value) -> JsResult<Vec<Value>> {
        // Fast path: an unmodified array iteration.
        if let Some(o) = obj.as_object()
            && method == Value::object(self.realm.array_proto_values)
            && self.is_dense_array(o)
            && self.array_iteration_is_pristine()
        {
            return Ok(self.heap.get(o).elements.to_vec());
        }
        let (it, next) = self.get_iterator_from_method(obj, method)?;
        // The iterator, `next` and the values so far are rooted in `temps`, so that
        // collections run inside `next`: an endless iterator's garbage is freed, and
        // the list itself is held to the heap limit by `charge_native_list`.
        let mark = self.temps.len();
        self.temps.extend([it, next]);
        let base = self.temps.len();
        let r = loop {
            match self.iterator_step_value_rooted(it, next) {
                Ok(Some(v)) => {
                    if let Err(e) = self.charge_native_list(self.temps.len() - base) {
                        break Err(e);
                    }
                    self.temps.push(v);
                }
                Ok(None) => break Ok(self.temps[base..].to_vec()),
                Err(e) => break Err(e),
            }
        };
        self.temps.truncate(mark);
        r
    }

    /// Appends `v` to the array `a` an array literal's spread is filling (the fast
    /// push, else CreateDataPropertyOrThrow at its length, which charges the heap).
    pub(crate) fn array_spread_push(&mut self, a: Value, v: Value) -> JsResult<()> {
        let Some(ah) = a.as_object() else { return Ok(()) };
        if !self.array_push_fast(ah, v) {
            let len = self.array_length(ah).unwrap_or(0);
            self.create_data_property_or_throw(ah, PropertyKey::Index(len), v)?;
        }
        Ok(())
    }

    /// Charges one step of a native loop that collects values into a Rust list of
    /// `len` values so far: one unit of fuel (so the interrupt flag and the fuel budget
    /// can stop it), and, every 4096 values, a check that the list would still fit in
    /// the heap limit (the list lives outside the garbage-collected heap until it becomes
    /// an array, so an endless iterator must not grow it without bound).
    pub(crate) fn charge_native_list(&mut self, len: usize) -> JsResult<()> {
        self.limits.tick().map_err(crate::vm::Throw::Terminate)?;
        if len.is_multiple_of(4096) && len > 0 {
            self.heap.check_room(len.saturating_mul(core::mem::size_of::<Value>()))?;
        }
        Ok(())
    }

    /// Whether %ArrayIteratorPrototype%.next is the original (so spreading a dense
    /// array may skip the iterator protocol without observable difference).
    pub(crate) fn array_iteration_is_pristine(&mut self) -> bool {
        let aip = self.realm.array_iterator_prototype;
        match self.find_own(aip, PropertyKey::Atom(names::NEXT)) {
            Some((loc, _)) => {
                let v = self.read_loc(aip, loc);
                self.is_native_fn(v, NativeId::ArrayIteratorNext)
            }
            None => false,
        }
    }

    /// ECMA-262 sec-createiterresultobject
    pub(crate) fn create_iter_result(&mut self, value: Value, done: bool) -> JsResult<Value> {
        let o = self.new_plain_object()?;
        self.add_property(o, PropertyKey::Atom(names::VALUE), value, attrs::DEFAULT)?;
        self.add_property(o, PropertyKey::Atom(names::DONE), Value::bool(done), attrs::DEFAULT)?;
        Ok(Value::object(o))
    }

    /// ECMA-262 sec-createarrayiterator: an Array Iterator over `o` of `kind` (0 keys,
    /// 1 values, 2 key+value).
    pub(crate) fn create_array_iterator(
        &mut self,
        o: Handle<JsObject>,
        kind: u8,
    ) -> JsResult<Value> {
        let proto = self.realm.array_iterator_prototype;
        let it = self.alloc_object(
            ObjectKind::ArrayIterator { target: Value::object(o), index: 0, kind },
            Some(proto),
        )?;
        Ok(Value::object(it))
    }
}
