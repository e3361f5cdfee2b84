//! The object internal methods (ECMA-262 sec-ordinary-object-internal-methods-and-internal-slots),
//! with the exotic behaviour of arrays, strings and arguments folded in by kind, and the
//! storage operations under them (slot lookup, adding properties, dictionary mode).

use cairn_gc::Handle;

use super::property::{PropertyDescriptor, attrs};
use super::shape::{MAX_SHAPED, Shape};
use super::{Dict, JsObject, ObjectKind};
use crate::names;
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// Indexed writes further than this past the dense part go to the property table.
const MAX_DENSE_GAP: usize = 1024;

/// Where an own property's value lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Loc {
    /// `slots[i]`.
    Slot(u32),
    /// `elements[i]`.
    Element(u32),
}

/// Whether an object of `kind` holds its own property `key` as an ordinary one, found
/// by `Vm::find_own` with ordinary [[GetOwnProperty]] and [[Get]]/[[Set]]: ordinary
/// objects, functions, errors, regular expressions and Array Iterators, and arrays for
/// every key but `length` (their elements are found by `find_own` too). Proxies, typed
/// arrays, strings, arguments objects and namespaces are not.
pub(crate) fn has_ordinary_own_property(kind: &ObjectKind, key: PropertyKey) -> bool {
    match kind {
        ObjectKind::Ordinary
        | ObjectKind::Closure(_)
        | ObjectKind::Native { .. }
        | ObjectKind::Error { .. }
        | ObjectKind::RegExp(_)
        | ObjectKind::ArrayIterator { .. } => true,
        ObjectKind::Array { .. } => key != PropertyKey::Atom(names::LENGTH),
        _ => false,
    }
}

/// Whether `o` is in the watched set `table` (`Vm::watched`). The wasm module fills
/// no cache entry that watches objects (its size budget: wasm/README.md).
#[inline]
pub(crate) fn watched(table: &[u64], o: Handle<JsObject>) -> bool {
    if cfg!(target_family = "wasm") {
        return false;
    }
    let i = o.index() as usize;
    table.get(i / 64).is_some_and(|w| w & (1 << (i % 64)) != 0)
}

impl Vm {
    /// The storage location and attributes of an ordinary own property.
    #[inline]
    pub(crate) fn find_own(&self, o: Handle<JsObject>, key: PropertyKey) -> Option<(Loc, u8)> {
        let obj = self.heap.get(o);
        if let PropertyKey::Index(i) = key
            && let Some(v) = obj.elements.get(i as usize)
            && !v.is_hole()
        {
            return Some((Loc::Element(i), attrs::DEFAULT));
        }
        if let Some(dict) = &obj.dict {
            let slot = *dict.map.get(&key)?;
            let a = dict.keys[slot as usize].map_or(0, |(_, a)| a);
            return Some((Loc::Slot(slot), a));
        }
        let (slot, a) = self.heap.get(obj.shape).lookup(key)?;
        Some((Loc::Slot(slot), a))
    }

    /// The own property `key` of `o` as its storage holds it (`Some(None)`: absent),
    /// when `o`'s [[GetOwnProperty]] is ordinary for `key`; `None` when the object's own
    /// internal method must answer (proxies, strings' indices, typed arrays, ...).
    pub(crate) fn ordinary_own(
        &self,
        o: Handle<JsObject>,
        key: PropertyKey,
    ) -> Option<Option<(Loc, u8)>> {
        if !has_ordinary_own_property(&self.heap.get(o).kind, key) {
            return None;
        }
        Some(self.find_own(o, key))
    }

    /// Reads a location.
    #[inline]
    pub(crate) fn read_loc(&self, o: Handle<JsObject>, loc: Loc) -> Value {
        let obj = self.heap.get(o);
        match loc {
            Loc::Slot(i) => obj.slots.get(i as usize).copied().unwrap_or(Value::UNDEFINED),
            Loc::Element(i) => {
                obj.elements.get(i as usize).copied().unwrap_or(Value::UNDEFINED).unhole()
            }
        }
    }

    /// Writes a location.
    #[inline]
    pub(crate) fn write_loc(&mut self, o: Handle<JsObject>, loc: Loc, v: Value) {
        let obj = self.heap.get_mut(o);
        match loc {
            Loc::Slot(i) => {
                if let Some(s) = obj.slots.get_mut(i as usize) {
                    *s = v;
                }
            }
            Loc::Element(i) => {
                if let Some(s) = obj.elements.get_mut(i as usize) {
                    *s = v;
                }
            }
        }
    }

    /// The getter and setter of an accessor slot value.
    pub(crate) fn accessor_pair(&self, v: Value) -> (Value, Value) {
        match v.as_object().map(|h| &self.heap.get(h).kind) {
            Some(ObjectKind::Accessor { get, set }) => (*get, *set),
            _ => (Value::UNDEFINED, Value::UNDEFINED),
        }
    }

    /// Appends to `elements`, charging the heap when the vector grows (so that the heap
    /// limit sees element storage; the common case is one compare).
    #[inline]
    pub(crate) fn push_element(&mut self, o: Handle<JsObject>, v: Value) -> JsResult<()> {
        let obj = self.heap.get_mut(o);
        // Room at the end of the buffer (a shifted array's dead front is not room).
        if obj.elements.spare_capacity() > 0 {
            obj.elements.push(v);
            return Ok(());
        }
        // The vector doubles: the heap limit is checked before the memory is asked
        // for, and the request is fallible, so a script that grows an array past what
        // the limit or the system allows ends with the heap-limit termination instead
        // of an allocator abort.
        let additional = obj.elements.capacity().max(4);
        self.reserve_elements(o, additional)?;
        self.heap.get_mut(o).elements.push(v);
        Ok(())
    }

    /// Makes room for `additional` more elements of `o`: the heap limit is checked
    /// before the memory is asked for, and the request is fallible, so a script's size
    /// past what the limit or the system allows ends with the heap-limit termination.
    pub(crate) fn reserve_elements(
        &mut self,
        o: Handle<JsObject>,
        additional: usize,
    ) -> JsResult<()> {
        self.heap.check_room(additional.saturating_mul(core::mem::size_of::<Value>()))?;
        let reserved = self.heap.update(o, |obj| obj.elements.try_reserve(additional))?;
        if reserved.is_err() {
            return Err(crate::vm::Throw::Terminate(crate::limits::Termination::HeapLimit));
        }
        Ok(())
    }

    /// Appends to `slots`, charging the heap when the vector grows.
    #[inline]
    pub(crate) fn push_slot(&mut self, o: Handle<JsObject>, v: Value) -> JsResult<()> {
        let obj = self.heap.get_mut(o);
        if obj.slots.len() < obj.slots.capacity() {
            obj.slots.push(v);
            return Ok(());
        }
        self.heap.update(o, |obj| obj.slots.push(v))?;
        Ok(())
    }

    /// Replaces `elements` (charged).
    pub(crate) fn set_elements(&mut self, o: Handle<JsObject>, values: Vec<Value>) -> JsResult<()> {
        self.heap.update(o, |obj| obj.elements = values.into())?;
        Ok(())
    }

    /// Allocates an accessor pair cell.
    pub(crate) fn alloc_accessor(&mut self, get: Value, set: Value) -> JsResult<Value> {
        let h = self.alloc_object(ObjectKind::Accessor { get, set }, None)?;
        Ok(Value::object(h))
    }

    /// Moves an object to dictionary mode.
    pub(crate) fn to_dictionary(&mut self, o: Handle<JsObject>) {
        if self.heap.get(o).dict.is_some() {
            return;
        }
        let shape = self.heap.get(o).shape;
        let keys: Vec<Option<(PropertyKey, u8)>> =
            self.heap.get(shape).keys.iter().map(|&k| Some(k)).collect();
        let map =
            keys.iter().enumerate().filter_map(|(i, k)| k.map(|(k, _)| (k, i as u32))).collect();
        let dict_shape = self.realm.dict_shape;
        let obj = self.heap.get_mut(o);
        obj.dict = Some(Box::new(Dict { keys, map }));
        obj.shape = dict_shape;
    }

    /// Adds a new own property that does not exist (no checks: callers validated).
    pub(crate) fn add_property(
        &mut self,
        o: Handle<JsObject>,
        key: PropertyKey,
        value: Value,
        a: u8,
    ) -> JsResult<()> {
        self.touched(o);
        if let PropertyKey::Index(i) = key
            && a == attrs::DEFAULT
        {
            let obj = self.heap.get_mut(o);
            let len = obj.elements.len();
            let i = i as usize;
            if i < len {
                obj.elements[i] = value;
                return Ok(());
            }
            if i - len <= MAX_DENSE_GAP {
                if i > len {
                    self.heap.update(o, |obj| obj.elements.resize(i, Value::HOLE))?;
                }
                return self.push_element(o, value);
            }
            self.to_dictionary(o);
        }
        let obj = self.heap.get(o);
        if obj.dict.is_none() && obj.slots.len() >= MAX_SHAPED {
            self.to_dictionary(o);
        }
        let obj = self.heap.get_mut(o);
        if let Some(dict) = &mut obj.dict {
            let slot = dict.keys.len() as u32;
            dict.keys.push(Some((key, a)));
            dict.map.insert(key, slot);
            return self.push_slot(o, value);
        }
        let shape = obj.shape;
        let next = match self.heap.get(shape).transition(key, a) {
            Some(s) => s,
            None => {
                let child = Shape::child_of(&self.heap.get(shape).keys, key, a);
                let child = self.heap.alloc(child)?;
                self.heap.get_mut(shape).add_transition(key, a, child);
                child
            }
        };
        self.heap.get_mut(o).shape = next;
        self.push_slot(o, value)
    }

    /// Changes the attributes of an existing slot property (moves to dictionary mode).
    fn set_slot_attrs(&mut self, o: Handle<JsObject>, slot: u32, a: u8) {
        self.touched(o);
        self.to_dictionary(o);
        if let Some(dict) = &mut self.heap.get_mut(o).dict
            && let Some(Some((_, old))) = dict.keys.get_mut(slot as usize)
        {
            *old = a;
        }
    }

    /// Removes an own property's storage.
    fn remove_own(&mut self, o: Handle<JsObject>, key: PropertyKey, loc: Loc) {
        self.touched(o);
        match loc {
            Loc::Element(i) => {
                let obj = self.heap.get_mut(o);
                let i = i as usize;
                if i + 1 == obj.elements.len() {
                    obj.elements.pop();
                    while obj.elements.last().is_some_and(|v| v.is_hole()) {
                        obj.elements.pop();
                    }
                } else if let Some(e) = obj.elements.get_mut(i) {
                    *e = Value::HOLE;
                }
            }
            Loc::Slot(slot) => {
                self.to_dictionary(o);
                let obj = self.heap.get_mut(o);
                if let Some(dict) = &mut obj.dict {
                    dict.map.remove(&key);
                    if let Some(k) = dict.keys.get_mut(slot as usize) {
                        *k = None;
                    }
                    if let Some(v) = obj.slots.get_mut(slot as usize) {
                        *v = Value::UNDEFINED;
                    }
                    // Compact when most of the table is tombstones.
                    if dict.keys.len() > 16 && dict.map.len() * 2 < dict.keys.len() {
                        let mut keys = Vec::with_capacity(dict.map.len());
                        let mut slots = Vec::with_capacity(dict.map.len());
                        for (k, v) in dict.keys.iter().zip(obj.slots.iter()) {
                            if let Some(k) = k {
                                keys.push(Some(*k));
                                slots.push(*v);
                            }
                        }
                        dict.map = keys
                            .iter()
                            .enumerate()
                            .filter_map(|(i, k)| k.map(|(k, _)| (k, i as u32)))
                            .collect();
                        dict.keys = keys;
                        obj.slots = slots;
                    }
                }
            }
        }
    }

    // ----- [[GetPrototypeOf]] and friends -----

    /// ECMA-262 sec-ordinary-object-internal-methods-and-internal-slots-getprototypeof
    pub(crate) fn get_prototype_of(
        &mut self,
        o: Handle<JsObject>,
    ) -> JsResult<Option<Handle<JsObject>>> {
        if self.is_proxy(o) {
            return self.proxy_get_prototype_of(o);
        }
        Ok(self.heap.get(o).proto)
    }

    /// ECMA-262 sec-ordinarysetprototypeof
    pub(crate) fn set_prototype_of(
        &mut self,
        o: Handle<JsObject>,
        v: Option<Handle<JsObject>>,
    ) -> JsResult<bool> {
        if self.is_proxy(o) {
            return self.proxy_set_prototype_of(o, v);
        }
        let obj = self.heap.get(o);
        if obj.proto == v {
            return Ok(true);
        }
        if !obj.extensible {
            return Ok(false);
        }
        // %Object.prototype% is an immutable prototype exotic object
        // (sec-immutable-prototype-exotic-objects), in every realm.
        if o == self.realm.object_prototype
            || self
                .realms
                .iter()
                .enumerate()
                .any(|(i, r)| i != self.realm_id as usize && r.object_prototype == o)
        {
            return Ok(false);
        }
        let mut p = v;
        while let Some(ph) = p {
            if ph == o {
                return Ok(false);
            }
            // Prototype chains may be as long as the heap allows: each hop is charged,
            // so a loop of calls on a long chain cannot run past the fuel.
            self.limits.tick().map_err(crate::vm::Throw::Terminate)?;
            let pobj = self.heap.get(ph);
            if matches!(pobj.kind, ObjectKind::Proxy { .. }) {
                break;
            }
            p = pobj.proto;
        }
        self.heap.get_mut(o).proto = v;
        self.touched(o);
        Ok(true)
    }

    /// Counts a change that can make an assignment of a new property do more than add
    /// it, or a cached read of the chain read elsewhere (see `Vm::chain_epoch`).
    #[inline]
    pub(crate) fn chain_changed(&mut self) {
        self.chain_epoch = crate::interp::code::next_epoch(self.chain_epoch);
    }

    /// Watches `o` (see `Vm::watched`); false when the table cannot grow.
    pub(crate) fn watch(&mut self, o: Handle<JsObject>) -> bool {
        let i = o.index() as usize;
        let word = i / 64;
        if word >= self.watched.len() {
            if self.watched.try_reserve(word + 1 - self.watched.len()).is_err() {
                return false;
            }
            self.watched.resize(word + 1, 0);
        }
        self.watched[word] |= 1 << (i % 64);
        true
    }

    /// Counts a change to `o`'s keys or prototype when `o` is watched.
    #[inline]
    pub(crate) fn touched(&mut self, o: Handle<JsObject>) {
        if watched(&self.watched, o) {
            self.chain_changed();
        }
    }

    /// ECMA-262 sec-ordinaryisextensible
    pub(crate) fn is_extensible(&mut self, o: Handle<JsObject>) -> JsResult<bool> {
        if self.is_proxy(o) {
            return self.proxy_is_extensible(o);
        }
        Ok(self.heap.get(o).extensible)
    }

    /// ECMA-262 sec-ordinarypreventextensions
    pub(crate) fn prevent_extensions(&mut self, o: Handle<JsObject>) -> JsResult<bool> {
        if self.is_proxy(o) {
            return self.proxy_prevent_extensions(o);
        }
        if self.ta_may_change_length(o) {
            return Ok(false);
        }
        self.heap.get_mut(o).extensible = false;
        Ok(true)
    }

    // ----- [[GetOwnProperty]] -----

    /// ECMA-262 sec-ordinarygetownproperty, with the exotic own properties of arrays
    /// (length), strings (indices, length) and mapped arguments.
    pub(crate) fn get_own_property(
        &mut self,
        o: Handle<JsObject>,
        key: PropertyKey,
    ) -> JsResult<Option<PropertyDescriptor>> {
        if let Some(i) = self.ta_numeric_key(o, key) {
            return self.ta_get_own_property(o, i);
        }
        if let Some(m) = self.ns_string_key(o, key)? {
            return self.ns_get_own_property(m, key);
        }
        let obj = self.heap.get(o);
        match &obj.kind {
            ObjectKind::Proxy { .. } => return self.proxy_get_own_property(o, key),
            ObjectKind::Array { length, length_writable }
                if key == PropertyKey::Atom(names::LENGTH) =>
            {
                let a = if *length_writable { attrs::WRITABLE } else { 0 };
                return Ok(Some(PropertyDescriptor::data(Value::from_u32(*length), a)));
            }
            ObjectKind::String(s) => {
                let s = *s;
                if key == PropertyKey::Atom(names::LENGTH) {
                    let len = self.heap.get(s).len;
                    return Ok(Some(PropertyDescriptor::data(Value::from_u32(len), 0)));
                }
                if let PropertyKey::Index(i) = key
                    && i < self.heap.get(s).len
                {
                    let unit = self.flat(s).at(i as usize);
                    let v = self.single_unit_string(unit)?;
                    return Ok(Some(PropertyDescriptor::data(v, attrs::ENUMERABLE)));
                }
            }
            _ => {}
        }
        let Some((loc, a)) = self.find_own(o, key) else { return Ok(None) };
        let v = self.read_loc(o, loc);
        if a & attrs::ACCESSOR != 0 {
            let (g, s) = self.accessor_pair(v);
            return Ok(Some(PropertyDescriptor::accessor(g, s, a)));
        }
        let v = self.mapped_argument(o, key).unwrap_or(v);
        Ok(Some(PropertyDescriptor::data(v, a)))
    }

    /// The current value of a mapped arguments index.
    fn mapped_argument(&self, o: Handle<JsObject>, key: PropertyKey) -> Option<Value> {
        let PropertyKey::Index(i) = key else { return None };
        let ObjectKind::Arguments { mapped: Some((env, map)) } = &self.heap.get(o).kind else {
            return None;
        };
        let slot = *map.get(i as usize)?;
        if slot == u32::MAX {
            return None;
        }
        self.heap.get(*env).slots.get(slot as usize).copied()
    }

    /// Writes through a mapped arguments index; `unmap` removes the mapping instead.
    fn update_mapped_argument(
        &mut self,
        o: Handle<JsObject>,
        key: PropertyKey,
        v: Option<Value>,
        unmap: bool,
    ) {
        let PropertyKey::Index(i) = key else { return };
        let ObjectKind::Arguments { mapped: Some((env, map)) } = &mut self.heap.get_mut(o).kind
        else {
            return;
        };
        let env = *env;
        let Some(slot) = map.get_mut(i as usize) else { return };
        if *slot == u32::MAX {
            return;
        }
        let s = *slot;
        if unmap {
            *slot = u32::MAX;
        }
        if let Some(v) = v
            && let Some(cell) = self.heap.get_mut(env).slots.get_mut(s as usize)
        {
            *cell = v;
        }
    }

    // ----- [[DefineOwnProperty]] -----

    /// ECMA-262 sec-ordinarydefineownproperty (+ sec-array-exotic-objects-defineownproperty-p-desc,
    /// sec-string-exotic-objects-defineownproperty-p-desc, sec-arguments-exotic-objects-defineownproperty-p-desc).
    pub(crate) fn define_own_property(
        &mut self,
        o: Handle<JsObject>,
        key: PropertyKey,
        desc: PropertyDescriptor,
    ) -> JsResult<bool> {
        if let Some(i) = self.ta_numeric_key(o, key) {
            return self.ta_define_own_property(o, i, desc);
        }
        if let Some(m) = self.ns_string_key(o, key)? {
            return self.ns_define_own_property(m, key, desc);
        }
        let kind_tag = match &self.heap.get(o).kind {
            ObjectKind::Array { .. } => 1,
            ObjectKind::String(_) => 2,
            ObjectKind::Arguments { mapped: Some(_) } => 3,
            ObjectKind::Proxy { .. } => return self.proxy_define_own_property(o, key, desc),
            _ => 0,
        };
        match kind_tag {
            1 => {
                if key == PropertyKey::Atom(names::LENGTH) {
                    return self.array_set_length(o, desc);
                }
                if let PropertyKey::Index(i) = key {
                    let ObjectKind::Array { length, length_writable } = self.heap.get(o).kind
                    else {
                        return Ok(false);
                    };
                    if i >= length && !length_writable {
                        return Ok(false);
                    }
                    if !self.ordinary_define_own_property(o, key, desc)? {
                        return Ok(false);
                    }
                    if i >= length
                        && let ObjectKind::Array { length, .. } = &mut self.heap.get_mut(o).kind
                    {
                        *length = i + 1;
                    }
                    return Ok(true);
                }
            }
            2 => {
                if let PropertyKey::Index(_) | PropertyKey::Atom(names::LENGTH) = key
                    && let Some(current) = self.get_own_property(o, key)?
                    && matches!(key, PropertyKey::Atom(names::LENGTH))
                        | matches!(key, PropertyKey::Index(i) if self.string_object_len(o) > i)
                {
                    let ext = self.heap.get(o).extensible;
                    return Ok(validate_and_apply(
                        &|a, b| self.same_value(a, b),
                        ext,
                        &desc,
                        Some(&current),
                    )
                    .is_some());
                }
            }
            3 => {
                let mapped = self.mapped_argument(o, key);
                let mut new_desc = desc;
                if let Some(v) = mapped
                    && desc.is_data()
                    && desc.value.is_none()
                    && desc.writable == Some(false)
                {
                    new_desc.value = Some(v);
                }
                if !self.ordinary_define_own_property(o, key, new_desc)? {
                    return Ok(false);
                }
                if mapped.is_some() {
                    if desc.is_accessor() {
                        self.update_mapped_argument(o, key, None, true);
                    } else {
                        self.update_mapped_argument(
                            o,
                            key,
                            desc.value,
                            desc.writable == Some(false),
                        );
                    }
                }
                return Ok(true);
            }
            _ => {}
        }
        self.ordinary_define_own_property(o, key, desc)
    }

    fn string_object_len(&self, o: Handle<JsObject>) -> u32 {
        match &self.heap.get(o).kind {
            ObjectKind::String(s) => self.heap.get(*s).len,
            _ => 0,
        }
    }

    /// ECMA-262 sec-ordinarydefineownproperty + sec-validateandapplypropertydescriptor.
    pub(crate) fn ordinary_define_own_property(
        &mut self,
        o: Handle<JsObject>,
        key: PropertyKey,
        desc: PropertyDescriptor,
    ) -> JsResult<bool> {
        let found = self.find_own(o, key);
        let extensible = self.heap.get(o).extensible;
        let Some((loc, a)) = found else {
            if !extensible {
                return Ok(false);
            }
            let bits = desc.attr_bits();
            if desc.is_accessor() {
                let pair = self
                    .alloc_accessor(desc.get.unwrap_or_default(), desc.set.unwrap_or_default())?;
                self.add_property(o, key, pair, bits)?;
            } else {
                self.add_property(o, key, desc.value.unwrap_or_default(), bits & !attrs::ACCESSOR)?;
            }
            return Ok(true);
        };
        let raw = self.read_loc(o, loc);
        let current = if a & attrs::ACCESSOR != 0 {
            let (g, s) = self.accessor_pair(raw);
            PropertyDescriptor::accessor(g, s, a)
        } else {
            PropertyDescriptor::data(raw, a)
        };
        let Some(new) =
            validate_and_apply(&|a, b| self.same_value(a, b), extensible, &desc, Some(&current))
        else {
            return Ok(false);
        };
        let new_bits = new.attr_bits();
        let value = if new.is_accessor() {
            let (g, s) = (new.get.unwrap_or_default(), new.set.unwrap_or_default());
            if a & attrs::ACCESSOR != 0 && raw.is_object() {
                // Update the existing pair in place.
                if let Some(h) = raw.as_object()
                    && let ObjectKind::Accessor { get, set } = &mut self.heap.get_mut(h).kind
                {
                    *get = g;
                    *set = s;
                }
                raw
            } else {
                self.alloc_accessor(g, s)?
            }
        } else {
            new.value.unwrap_or_default()
        };
        match loc {
            Loc::Element(i) => {
                if new_bits == attrs::DEFAULT {
                    self.write_loc(o, loc, value);
                } else {
                    // Leaves the dense part: becomes a keyed property.
                    self.remove_own(o, key, Loc::Element(i));
                    self.to_dictionary(o);
                    self.add_property(o, key, value, new_bits)?;
                }
            }
            Loc::Slot(slot) => {
                if new_bits != a {
                    self.set_slot_attrs(o, slot, new_bits);
                }
                self.write_loc(o, loc, value);
            }
        }
        Ok(true)
    }

    // ----- [[HasProperty]], [[Get]], [[Set]], [[Delete]] -----

    /// ECMA-262 sec-ordinaryhasproperty
    pub(crate) fn has_property(&mut self, o: Handle<JsObject>, key: PropertyKey) -> JsResult<bool> {
        if let Some(m) = self.ns_string_key(o, key)? {
            return Ok(self.ns_has(m, key));
        }
        let mut cur = o;
        loop {
            if self.is_proxy(cur) {
                return self.proxy_has(cur, key);
            }
            if let Some(i) = self.ta_numeric_key(cur, key) {
                return Ok(self.ta_has_index(cur, i));
            }
            if self.has_own_property(cur, key)? {
                return Ok(true);
            }
            match self.get_prototype_of(cur)? {
                Some(p) => cur = p,
                None => return Ok(false),
            }
        }
    }

    /// ECMA-262 sec-hasownproperty
    pub(crate) fn has_own_property(
        &mut self,
        o: Handle<JsObject>,
        key: PropertyKey,
    ) -> JsResult<bool> {
        let obj = self.heap.get(o);
        if matches!(
            obj.kind,
            ObjectKind::Ordinary | ObjectKind::Closure(_) | ObjectKind::Native { .. }
        ) {
            return Ok(self.find_own(o, key).is_some());
        }
        Ok(self.get_own_property(o, key)?.is_some())
    }

    /// ECMA-262 sec-ordinaryget
    pub(crate) fn get(
        &mut self,
        o: Handle<JsObject>,
        key: PropertyKey,
        receiver: Value,
    ) -> JsResult<Value> {
        if let Some(m) = self.ns_string_key(o, key)? {
            return self.ns_get(m, key);
        }
        let mut cur = o;
        loop {
            let obj = self.heap.get(cur);
            if let ObjectKind::Array { length, .. } = obj.kind
                && key == PropertyKey::Atom(names::LENGTH)
            {
                return Ok(Value::from_u32(length));
            }
            if has_ordinary_own_property(&obj.kind, key) {
                if let Some((loc, a)) = self.find_own(cur, key) {
                    let v = self.read_loc(cur, loc);
                    if a & attrs::ACCESSOR == 0 {
                        return Ok(v);
                    }
                    let (g, _) = self.accessor_pair(v);
                    if g.is_undefined() {
                        return Ok(Value::UNDEFINED);
                    }
                    return self.call(g, receiver, &[]);
                }
            } else {
                if let ObjectKind::Proxy { .. } = obj.kind {
                    return self.proxy_get(cur, key, receiver);
                }
                if let Some(i) = self.ta_numeric_key(cur, key) {
                    return self.ta_get_numeric(cur, i);
                }
                if let Some(d) = self.get_own_property(cur, key)? {
                    if let Some(v) = d.value {
                        return Ok(v);
                    }
                    let g = d.get.unwrap_or_default();
                    if g.is_undefined() {
                        return Ok(Value::UNDEFINED);
                    }
                    return self.call(g, receiver, &[]);
                }
            }
            match self.heap.get(cur).proto {
                Some(p) => cur = p,
                None => return Ok(Value::UNDEFINED),
            }
        }
    }

    /// ECMA-262 sec-ordinaryset (OrdinarySetWithOwnDescriptor).
    pub(crate) fn set(
        &mut self,
        o: Handle<JsObject>,
        key: PropertyKey,
        v: Value,
        receiver: Value,
    ) -> JsResult<bool> {
        if receiver == Value::object(o)
            && let Some(done) = self.set_on_ordinary_chain(o, key, v)
        {
            return done;
        }
        if self.namespace_module(o).is_some() {
            // sec-module-namespace-exotic-objects-set-p-v-receiver
            return Ok(false);
        }
        // Find the property on the chain.
        let mut cur = o;
        let own_desc = loop {
            if self.is_proxy(cur) {
                return self.proxy_set(cur, key, v, receiver);
            }
            if let Some(i) = self.ta_numeric_key(cur, key) {
                return self.ta_set(cur, i, v, receiver);
            }
            let d = self.get_own_property(cur, key)?;
            if d.is_some() {
                break d;
            }
            match self.get_prototype_of(cur)? {
                Some(p) => cur = p,
                None => break None,
            }
        };
        let own_desc =
            own_desc.unwrap_or(PropertyDescriptor::data(Value::UNDEFINED, attrs::DEFAULT));
        if own_desc.is_data() {
            if own_desc.writable != Some(true) {
                return Ok(false);
            }
            let Some(r) = receiver.as_object() else { return Ok(false) };
            // Fast path: the receiver itself holds a plain writable data property.
            if r == cur
                && let Some((loc, a)) = self.find_own(r, key)
                && a & attrs::ACCESSOR == 0
                && a & attrs::WRITABLE != 0
                && !matches!(
                    self.heap.get(r).kind,
                    ObjectKind::Arguments { .. } | ObjectKind::Proxy { .. }
                )
            {
                self.write_loc(r, loc, v);
                return Ok(true);
            }
            if let Some(existing) = self.get_own_property(r, key)? {
                if existing.is_accessor() || existing.writable != Some(true) {
                    return Ok(false);
                }
                return self.define_own_property(
                    r,
                    key,
                    PropertyDescriptor { value: Some(v), ..Default::default() },
                );
            }
            return self.create_data_property(r, key, v);
        }
        let setter = own_desc.set.unwrap_or_default();
        if setter.is_undefined() {
            return Ok(false);
        }
        self.call(setter, receiver, &[v])?;
        Ok(true)
    }

    /// OrdinarySet of `o[key] = v` on `o` itself, for the common cases, when every object
    /// on the chain up to the property has ordinary own property `key`
    /// ([`has_ordinary_own_property`]): an own writable data property is overwritten in place; no
    /// property anywhere on the chain adds one to an extensible ordinary `o`. `None`:
    /// the general algorithm decides (setters, inherited properties, exotic objects).
    fn set_on_ordinary_chain(
        &mut self,
        o: Handle<JsObject>,
        key: PropertyKey,
        v: Value,
    ) -> Option<JsResult<bool>> {
        let mut cur = o;
        loop {
            let obj = self.heap.get(cur);
            if !has_ordinary_own_property(&obj.kind, key) {
                return None;
            }
            if let Some((loc, a)) = self.find_own(cur, key) {
                if cur != o || a & attrs::ACCESSOR != 0 {
                    return None;
                }
                if a & attrs::WRITABLE == 0 {
                    return Some(Ok(false));
                }
                self.write_loc(o, loc, v);
                return Some(Ok(true));
            }
            match obj.proto {
                Some(p) => cur = p,
                None => break,
            }
        }
        // sec-ordinarysetwithowndescriptor step 2.c/3.e: no property on the chain, so
        // CreateDataProperty(receiver, key, v) on the receiver, `o`.
        let obj = self.heap.get(o);
        if obj.extensible && matches!(obj.kind, ObjectKind::Ordinary) {
            return Some(self.add_property(o, key, v, attrs::DEFAULT).map(|()| true));
        }
        None
    }

    /// ECMA-262 sec-createdataproperty
    pub(crate) fn create_data_property(
        &mut self,
        o: Handle<JsObject>,
        key: PropertyKey,
        v: Value,
    ) -> JsResult<bool> {
        let obj = self.heap.get(o);
        if obj.extensible
            && matches!(obj.kind, ObjectKind::Ordinary)
            && self.find_own(o, key).is_none()
        {
            self.add_property(o, key, v, attrs::DEFAULT)?;
            return Ok(true);
        }
        self.define_own_property(o, key, PropertyDescriptor::data(v, attrs::DEFAULT))
    }

    /// ECMA-262 sec-createdatapropertyorthrow
    pub(crate) fn create_data_property_or_throw(
        &mut self,
        o: Handle<JsObject>,
        key: PropertyKey,
        v: Value,
    ) -> JsResult<()> {
        if self.create_data_property(o, key, v)? {
            Ok(())
        } else {
            Err(self.type_error("Cannot define property"))
        }
    }

    /// Defines a built-in property with the given attributes (no checks; for realm setup
    /// and fresh objects).
    pub(crate) fn define_builtin(
        &mut self,
        o: Handle<JsObject>,
        key: PropertyKey,
        v: Value,
        a: u8,
    ) -> JsResult<()> {
        match self.find_own(o, key) {
            Some((loc, old)) if old == a => {
                self.write_loc(o, loc, v);
                Ok(())
            }
            Some(_) => {
                self.define_own_property(o, key, PropertyDescriptor::data(v, a))?;
                Ok(())
            }
            None => self.add_property(o, key, v, a),
        }
    }

    /// ECMA-262 sec-ordinarydelete
    pub(crate) fn delete(&mut self, o: Handle<JsObject>, key: PropertyKey) -> JsResult<bool> {
        if let Some(i) = self.ta_numeric_key(o, key) {
            return Ok(!self.ta_has_index(o, i));
        }
        if let Some(m) = self.ns_string_key(o, key)? {
            return Ok(self.ns_delete(m, key));
        }
        match &self.heap.get(o).kind {
            ObjectKind::Proxy { .. } => return self.proxy_delete(o, key),
            ObjectKind::Array { .. } if key == PropertyKey::Atom(names::LENGTH) => {
                return Ok(false);
            }
            ObjectKind::String(_) => {
                if key == PropertyKey::Atom(names::LENGTH) {
                    return Ok(false);
                }
                if let PropertyKey::Index(i) = key
                    && i < self.string_object_len(o)
                {
                    return Ok(false);
                }
            }
            _ => {}
        }
        let Some((loc, a)) = self.find_own(o, key) else { return Ok(true) };
        if a & attrs::CONFIGURABLE == 0 {
            return Ok(false);
        }
        self.update_mapped_argument(o, key, None, true);
        self.remove_own(o, key, loc);
        Ok(true)
    }

    /// ECMA-262 sec-ordinaryownpropertykeys: indices ascending, then strings, then
    /// symbols, each in creation order.
    pub(crate) fn own_property_keys(&mut self, o: Handle<JsObject>) -> JsResult<Vec<PropertyKey>> {
        if let Some(m) = self.namespace_module(o) {
            return self.ns_own_property_keys(o, m);
        }
        let obj = self.heap.get(o);
        if let ObjectKind::Proxy { .. } = obj.kind {
            return self.proxy_own_property_keys(o);
        }
        let mut indices: Vec<u32> = Vec::new();
        if let ObjectKind::String(s) = obj.kind {
            indices.extend(0..self.heap.get(s).len);
        }
        if let ObjectKind::TypedArray(_) = obj.kind {
            indices.extend(0..self.ta_own_index_count(o));
        }
        for (i, v) in obj.elements.iter().enumerate() {
            if !v.is_hole() {
                indices.push(i as u32);
            }
        }
        let named: Vec<PropertyKey> = match &obj.dict {
            Some(d) => d.keys.iter().flatten().map(|(k, _)| *k).collect(),
            None => self.heap.get(obj.shape).keys.iter().map(|(k, _)| *k).collect(),
        };
        let mut extra_indices = false;
        for k in &named {
            if let PropertyKey::Index(i) = k {
                indices.push(*i);
                extra_indices = true;
            }
        }
        if extra_indices || matches!(obj.kind, ObjectKind::String(_)) {
            cairn_sort::sort_unstable_by(&mut indices, u32::cmp);
            indices.dedup();
        }
        let mut out: Vec<PropertyKey> = indices.into_iter().map(PropertyKey::Index).collect();
        if matches!(obj.kind, ObjectKind::Array { .. } | ObjectKind::String(_)) {
            out.push(PropertyKey::Atom(names::LENGTH));
        }
        out.extend(named.iter().filter(|k| matches!(k, PropertyKey::Atom(_))));
        out.extend(
            named
                .iter()
                .filter(|k| matches!(k, PropertyKey::Symbol(s) if !self.heap.get(*s).private)),
        );
        // A unit of fuel a key listed (the callers then do about as much again per key),
        // taken without ending anything here: the host reads values' keys through this
        // too (a run's result handed out), which must not fail for want of fuel; a
        // script's next fuel point ends the run when none is left.
        self.limits.debit_work(out.len() as u64);
        Ok(out)
    }
}

/// ECMA-262 sec-validateandapplypropertydescriptor, on descriptors: returns the new
/// complete descriptor to store, or `None` when the change is not allowed.
pub(crate) fn validate_and_apply(
    same: &dyn Fn(Value, Value) -> bool,
    extensible: bool,
    desc: &PropertyDescriptor,
    current: Option<&PropertyDescriptor>,
) -> Option<PropertyDescriptor> {
    let Some(current) = current else {
        if !extensible {
            return None;
        }
        return Some(*desc);
    };
    if desc.is_generic() && desc.enumerable.is_none() && desc.configurable.is_none() {
        return Some(*current);
    }
    if current.configurable == Some(false) {
        if desc.configurable == Some(true) {
            return None;
        }
        if desc.enumerable.is_some() && desc.enumerable != current.enumerable {
            return None;
        }
        if !desc.is_generic() && desc.is_accessor() != current.is_accessor() {
            return None;
        }
        if current.is_accessor() {
            if desc.get.is_some_and(|g| Some(g) != current.get)
                || desc.set.is_some_and(|s| Some(s) != current.set)
            {
                return None;
            }
        } else if current.writable == Some(false) {
            if desc.writable == Some(true) {
                return None;
            }
            if let Some(v) = desc.value
                && !same(v, current.value.unwrap_or_default())
            {
                return None;
            }
        }
    }
    let enumerable = desc.enumerable.or(current.enumerable);
    let configurable = desc.configurable.or(current.configurable);
    let out = if desc.is_accessor() && !current.is_accessor() {
        PropertyDescriptor {
            value: None,
            writable: None,
            get: Some(desc.get.unwrap_or_default()),
            set: Some(desc.set.unwrap_or_default()),
            enumerable,
            configurable,
        }
    } else if desc.is_data() && current.is_accessor() {
        PropertyDescriptor {
            value: Some(desc.value.unwrap_or_default()),
            writable: Some(desc.writable.unwrap_or(false)),
            get: None,
            set: None,
            enumerable,
            configurable,
        }
    } else if current.is_accessor() {
        PropertyDescriptor {
            get: desc.get.or(current.get),
            set: desc.set.or(current.set),
            enumerable,
            configurable,
            ..Default::default()
        }
    } else {
        PropertyDescriptor {
            value: desc.value.or(current.value),
            writable: desc.writable.or(current.writable),
            enumerable,
            configurable,
            ..Default::default()
        }
    };
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vm::VmOptions;

    fn key(vm: &mut Vm, s: &str) -> PropertyKey {
        vm.key(s).unwrap_or(PropertyKey::Index(u32::MAX - 1))
    }

    #[test]
    fn attributes_are_enforced() {
        let mut vm = Vm::new(VmOptions::default());
        let o = vm.new_plain_object().unwrap_or(vm.realm.object_prototype);
        let k = key(&mut vm, "x");
        let fixed = PropertyDescriptor::data(Value::int(1), 0);
        assert_eq!(vm.define_own_property(o, k, fixed), Ok(true));
        // Non-writable: [[Set]] fails, same-value redefinition succeeds, other fails.
        assert_eq!(vm.set(o, k, Value::int(2), Value::object(o)), Ok(false));
        assert_eq!(
            vm.define_own_property(
                o,
                k,
                PropertyDescriptor { value: Some(Value::int(1)), ..Default::default() }
            ),
            Ok(true)
        );
        assert_eq!(
            vm.define_own_property(
                o,
                k,
                PropertyDescriptor { value: Some(Value::int(3)), ..Default::default() }
            ),
            Ok(false)
        );
        // Non-configurable: no delete, no attribute flips, no accessor conversion.
        assert_eq!(vm.delete(o, k), Ok(false));
        assert_eq!(
            vm.define_own_property(
                o,
                k,
                PropertyDescriptor { enumerable: Some(true), ..Default::default() }
            ),
            Ok(false)
        );
        let getter = PropertyDescriptor { get: Some(Value::UNDEFINED), ..Default::default() };
        assert_eq!(vm.define_own_property(o, k, getter), Ok(false));
        // A configurable property can become an accessor and keeps its other attributes.
        let y = key(&mut vm, "y");
        assert_eq!(vm.create_data_property(o, y, Value::int(5)), Ok(true));
        assert_eq!(vm.define_own_property(o, y, getter), Ok(true));
        let d = vm.get_own_property(o, y).ok().flatten();
        assert!(d.is_some_and(|d| d.is_accessor()
            && d.enumerable == Some(true)
            && d.configurable == Some(true)));
        assert_eq!(vm.get(o, y, Value::object(o)), Ok(Value::UNDEFINED));
        // Non-extensible objects take no new properties.
        assert_eq!(vm.prevent_extensions(o), Ok(true));
        let z = key(&mut vm, "z");
        assert_eq!(vm.create_data_property(o, z, Value::int(1)), Ok(false));
    }

    #[test]
    fn own_keys_follow_spec_order_through_dictionary_mode() {
        let mut vm = Vm::new(VmOptions::default());
        let o = vm.new_plain_object().unwrap_or(vm.realm.object_prototype);
        for name in ["b", "2", "a", "0", "c"] {
            let k = key(&mut vm, name);
            let _ = vm.create_data_property(o, k, Value::TRUE);
        }
        let sym = vm.realm.symbols.iterator;
        let _ = vm.create_data_property(o, PropertyKey::Symbol(sym), Value::TRUE);
        let a = key(&mut vm, "a");
        assert_eq!(vm.delete(o, a), Ok(true));
        assert!(vm.heap.get(o).dict.is_some(), "delete moves to dictionary mode");
        let _ = vm.create_data_property(o, a, Value::TRUE);
        let keys = vm.own_property_keys(o).unwrap_or_default();
        let names: Vec<String> = keys.iter().map(|&k| vm.key_display(k)).collect();
        assert_eq!(names, ["0", "2", "b", "c", "a", "Symbol(Symbol.iterator)"]);
    }

    #[test]
    fn shapes_are_shared_by_objects_built_alike() {
        let mut vm = Vm::new(VmOptions::default());
        let (x, y) = (key(&mut vm, "x"), key(&mut vm, "y"));
        let mut shapes = Vec::new();
        for _ in 0..3 {
            let o = vm.new_plain_object().unwrap_or(vm.realm.object_prototype);
            let _ = vm.create_data_property(o, x, Value::int(1));
            let _ = vm.create_data_property(o, y, Value::int(2));
            shapes.push(vm.heap.get(o).shape);
        }
        assert!(shapes.windows(2).all(|w| w[0] == w[1]));
        let o = vm.new_plain_object().unwrap_or(vm.realm.object_prototype);
        let _ = vm.create_data_property(o, y, Value::int(2));
        let _ = vm.create_data_property(o, x, Value::int(1));
        assert_ne!(vm.heap.get(o).shape, shapes[0], "another order is another shape");
    }

    #[test]
    fn array_length_semantics() {
        let mut vm = Vm::new(VmOptions::default());
        let a = vm
            .array_from_list(&[Value::int(1), Value::int(2), Value::int(3)])
            .unwrap_or(vm.realm.array_prototype);
        let len = PropertyKey::Atom(names::LENGTH);
        // Writing past the end grows length; shrinking deletes elements.
        assert_eq!(vm.set(a, PropertyKey::Index(9), Value::int(9), Value::object(a)), Ok(true));
        assert_eq!(vm.array_length(a), Some(10));
        assert_eq!(vm.set(a, len, Value::int(2), Value::object(a)), Ok(true));
        assert_eq!(vm.array_length(a), Some(2));
        assert_eq!(vm.has_own_property(a, PropertyKey::Index(2)), Ok(false));
        // A non-configurable element stops the shrink just above it.
        let pinned = PropertyDescriptor::data(Value::int(7), attrs::WRITABLE | attrs::ENUMERABLE);
        assert_eq!(vm.define_own_property(a, PropertyKey::Index(5), pinned), Ok(true));
        assert_eq!(vm.array_length(a), Some(6));
        assert_eq!(vm.set(a, len, Value::int(0), Value::object(a)), Ok(false));
        assert_eq!(vm.array_length(a), Some(6));
        // Invalid lengths are RangeErrors; a non-writable length blocks growth.
        assert!(matches!(
            vm.set(a, len, Value::double(1.5), Value::object(a)),
            Err(crate::vm::Throw::Exception(_))
        ));
        let frozen_len = PropertyDescriptor { writable: Some(false), ..Default::default() };
        assert_eq!(vm.define_own_property(a, len, frozen_len), Ok(true));
        assert_eq!(vm.set(a, PropertyKey::Index(6), Value::int(1), Value::object(a)), Ok(false));
        assert_eq!(vm.array_length(a), Some(6));
    }
}
