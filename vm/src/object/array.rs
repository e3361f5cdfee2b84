//! Array exotic objects (ECMA-262 sec-array-exotic-objects): creation, ArraySetLength,
//! and fast element paths used by the interpreter and builtins.

use cairn_gc::Handle;

use super::property::PropertyDescriptor;
use super::shape::Shape;
use super::{JsObject, ObjectKind};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// The fuel of a change of an Array's length (see [`Vm::array_set_length`]).
const LENGTH_SET_FUEL: u64 = 12;

impl Vm {
    /// ECMA-262 sec-arraycreate (with %Array.prototype%).
    pub(crate) fn array_create(&mut self, len: u32) -> JsResult<Handle<JsObject>> {
        let proto = self.realm.array_prototype;
        self.alloc_object(ObjectKind::Array { length: len, length_writable: true }, Some(proto))
    }

    /// ECMA-262 sec-createarrayfromlist
    pub(crate) fn array_from_list(&mut self, values: &[Value]) -> JsResult<Handle<JsObject>> {
        self.array_of_values(values.to_vec())
    }

    /// CreateArrayFromList of `values`, taken as the array's elements: allocated with
    /// them (and charged for them) in one step.
    pub(crate) fn array_of_values(&mut self, values: Vec<Value>) -> JsResult<Handle<JsObject>> {
        self.array_of_values_with(values, self.realm.root_shape, Vec::new())
    }

    /// [`Vm::array_of_values`] with named properties laid out already: `shape`, one that
    /// adding them to a fresh array leads to, and the values of its slots.
    pub(crate) fn array_of_values_with(
        &mut self,
        values: Vec<Value>,
        shape: Handle<Shape>,
        slots: Vec<Value>,
    ) -> JsResult<Handle<JsObject>> {
        let kind = ObjectKind::Array { length: values.len() as u32, length_writable: true };
        let mut o = JsObject::new(shape, Some(self.realm.array_prototype), kind);
        o.realm = self.realm_id;
        o.elements = values.into();
        o.slots = slots;
        Ok(self.heap.alloc(o)?)
    }

    /// ECMA-262 sec-arraysetlength
    pub(crate) fn array_set_length(
        &mut self,
        a: Handle<JsObject>,
        desc: PropertyDescriptor,
    ) -> JsResult<bool> {
        // The generic Set that leads here costs about what twelve empty loop iterations do
        // (`for (;;) { a.length = n; a.length = 0 }` ran six times longer on its fuel).
        self.limits.charge(LENGTH_SET_FUEL).map_err(crate::vm::Throw::Terminate)?;
        let Some(v) = desc.value else {
            let ObjectKind::Array { length_writable, .. } = self.heap.get(a).kind else {
                return Ok(false);
            };
            // A generic change of "length"'s attributes.
            if desc.configurable == Some(true)
                || desc.enumerable == Some(true)
                || desc.is_accessor()
            {
                return Ok(false);
            }
            if !length_writable && desc.writable == Some(true) {
                return Ok(false);
            }
            if desc.writable == Some(false)
                && let ObjectKind::Array { length_writable, .. } = &mut self.heap.get_mut(a).kind
            {
                *length_writable = false;
            }
            return Ok(true);
        };
        let new_len = self.to_uint32(v)?;
        let number_len = self.to_number(v)?;
        if new_len as f64 != number_len {
            return Err(self.range_error("Invalid array length"));
        }
        // Step 7: the old length is read after the conversions, whose valueOf may have
        // changed it (or made it read-only).
        let ObjectKind::Array { length: old_len, length_writable } = self.heap.get(a).kind else {
            return Ok(false);
        };
        if desc.configurable == Some(true) || desc.enumerable == Some(true) || desc.is_accessor() {
            return Ok(false);
        }
        if new_len >= old_len {
            if !length_writable && new_len != old_len {
                return Ok(false);
            }
            if !length_writable && desc.writable == Some(true) {
                return Ok(false);
            }
            if let ObjectKind::Array { length, length_writable } = &mut self.heap.get_mut(a).kind {
                *length = new_len;
                if desc.writable == Some(false) {
                    *length_writable = false;
                }
            }
            return Ok(true);
        }
        if !length_writable {
            return Ok(false);
        }
        // Shrink: drop dense elements, then keyed indices from the top, stopping at a
        // non-configurable one; the dense elements below that one are put back (step
        // 17: deletion goes downward and stops there).
        let obj = self.heap.get_mut(a);
        let tail = if obj.elements.len() > new_len as usize {
            obj.elements.split_off(new_len as usize)
        } else {
            Vec::new()
        };
        // The dense elements left are all below the new length: only indices kept among
        // the named properties can be at or above it (listing the keys would list every
        // element left, each time a long array's length is lowered by one).
        let mut keyed: Vec<u32> = if self.has_named_index(a) {
            self.own_property_keys(a)?
                .into_iter()
                .filter_map(|k| match k {
                    PropertyKey::Index(i) if i >= new_len => Some(i),
                    _ => None,
                })
                .collect()
        } else {
            Vec::new()
        };
        cairn_sort::sort_unstable_by(&mut keyed, |x, y| y.cmp(x));
        // The dense elements that a non-configurable keyed index could keep stay rooted
        // while the deletions below run (they may allocate shapes).
        let rooted = keyed.first().map_or(0, |&top| ((top - new_len) as usize + 1).min(tail.len()));
        let temps_base = self.temps.len();
        self.temps.extend_from_slice(&tail[..rooted]);
        drop(tail);
        let mut final_len = new_len;
        let mut deleted = Ok(true);
        for i in keyed {
            deleted = self.delete(a, PropertyKey::Index(i));
            if !matches!(deleted, Ok(true)) {
                final_len = i + 1;
                break;
            }
        }
        let keep = ((final_len - new_len) as usize).min(rooted);
        let restored: Vec<Value> = self.temps.drain(temps_base..).take(keep).collect();
        self.heap.get_mut(a).elements.extend(restored);
        deleted?;
        if let ObjectKind::Array { length, length_writable } = &mut self.heap.get_mut(a).kind {
            *length = final_len;
            if desc.writable == Some(false) {
                *length_writable = false;
            }
        }
        Ok(final_len == new_len)
    }

    /// CreateDataPropertyOrThrow(a, k, v) where `k` is the next index of `a`'s elements
    /// and below its length (the array `map` fills in order): an append, when `a` is an
    /// extensible array without dictionary storage or named index properties. Returns
    /// false when the caller must take the generic path.
    pub(crate) fn array_define_next_element(
        &mut self,
        a: Handle<JsObject>,
        k: u64,
        v: Value,
    ) -> JsResult<bool> {
        let obj = self.heap.get(a);
        let ObjectKind::Array { length, .. } = obj.kind else { return Ok(false) };
        if !obj.extensible
            || obj.dict.is_some()
            || obj.elements.len() as u64 != k
            || k >= u64::from(length)
            || self.has_named_index(a)
        {
            return Ok(false);
        }
        self.push_element(a, v)?;
        Ok(true)
    }

    /// Whether a Set of an index at the end of the Array `a` cannot meet anything on its
    /// prototype chain: the chain is Array.prototype then Object.prototype, and neither
    /// has an indexed property (a setter or a read-only index that the Set would find).
    pub(crate) fn appends_skip_prototypes(&self, a: Handle<JsObject>) -> bool {
        let (ap, op) = (self.realm.array_prototype, self.realm.object_prototype);
        let no_indices = |o: &JsObject| {
            o.elements.is_empty() && o.dict.is_none() && !self.heap.get(o.shape).has_index_key()
        };
        self.heap.get(a).proto == Some(ap)
            && self.heap.get(ap).proto == Some(op)
            && no_indices(self.heap.get(ap))
            && no_indices(self.heap.get(op))
    }

    /// Appends all of `values` to a plain array whose storage allows it (dense,
    /// extensible, writable length, room below the largest length), growing it through
    /// the charged path: `Ok(false)` when the caller must take the generic path. What
    /// CreateDataProperty of each does; a Set of each when [`Vm::appends_skip_prototypes`].
    pub(crate) fn array_push_all_fast(
        &mut self,
        a: Handle<JsObject>,
        values: &[Value],
    ) -> JsResult<bool> {
        let obj = self.heap.get(a);
        let ObjectKind::Array { length, length_writable: true } = obj.kind else {
            return Ok(false);
        };
        if !obj.extensible
            || obj.elements.len() != length as usize
            || obj.dict.is_some()
            || u64::from(length) + values.len() as u64 >= u64::from(u32::MAX)
        {
            return Ok(false);
        }
        if obj.elements.spare_capacity() < values.len() {
            // Room for all of them (a reservation counts from the length, not from the
            // capacity), at least doubling, as one push at a time would.
            let additional = values.len().max(obj.elements.capacity());
            self.reserve_elements(a, additional)?;
        }
        let obj = self.heap.get_mut(a);
        obj.elements.extend_from_slice(values);
        obj.kind = ObjectKind::Array { length: obj.elements.len() as u32, length_writable: true };
        Ok(true)
    }

    /// Appends to a plain array when its storage allows it (dense, extensible, writable
    /// length); returns false when the caller must take the generic path.
    #[inline]
    pub(crate) fn array_push_fast(&mut self, a: Handle<JsObject>, v: Value) -> bool {
        let obj = self.heap.get_mut(a);
        let ObjectKind::Array { length, length_writable: true } = &mut obj.kind else {
            return false;
        };
        if !obj.extensible
            || obj.elements.len() != *length as usize
            || *length == u32::MAX - 1
            || obj.dict.is_some()
        {
            return false;
        }
        if obj.elements.spare_capacity() == 0 {
            // Growth goes through the charged path of the caller. (The spare room is
            // counted past the whole buffer: after `pop_front` its dead front is not
            // room at the end.)
            return false;
        }
        *length += 1;
        obj.elements.push(v);
        true
    }

    /// The array length of an Array object (`None` for other objects).
    #[inline]
    pub(crate) fn array_length(&self, a: Handle<JsObject>) -> Option<u32> {
        match self.heap.get(a).kind {
            ObjectKind::Array { length, .. } => Some(length),
            _ => None,
        }
    }

    /// Whether `o` is an Array whose first `length` indices are all dense elements.
    /// Whether the holes of `o`'s elements are plain absences: `o` has no indexed
    /// property outside its elements, and no object on its prototype chain has an
    /// indexed property at all, so HasProperty and Get of a hole find nothing. Fast
    /// paths that move holes as absent properties (`shift`, `unshift`) need this; it
    /// costs the number of named properties on the chain, not the length.
    pub(crate) fn holes_are_absent(&self, o: Handle<JsObject>) -> bool {
        if self.has_named_index(o) {
            return false;
        }
        let mut next = self.heap.get(o).proto;
        while let Some(p) = next {
            let obj = self.heap.get(p);
            if !matches!(obj.kind, ObjectKind::Ordinary | ObjectKind::Array { .. })
                || !obj.elements.is_empty()
                || self.has_named_index(p)
            {
                return false;
            }
            next = obj.proto;
        }
        true
    }

    /// `o` has an indexed property among its named ones (an accessor or a property
    /// with other than default attributes at an index).
    fn has_named_index(&self, o: Handle<JsObject>) -> bool {
        let obj = self.heap.get(o);
        let is_index = |key: &PropertyKey| matches!(key, PropertyKey::Index(_));
        match &obj.dict {
            Some(dict) => dict.keys.iter().flatten().any(|(key, _)| is_index(key)),
            None => self.heap.get(obj.shape).has_index_key(),
        }
    }

    pub(crate) fn is_dense_array(&self, o: Handle<JsObject>) -> bool {
        let obj = self.heap.get(o);
        match obj.kind {
            ObjectKind::Array { length, .. } => {
                obj.elements.len() == length as usize && !obj.elements.iter().any(|v| v.is_hole())
            }
            _ => false,
        }
    }
}
