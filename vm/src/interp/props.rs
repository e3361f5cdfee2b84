//! Property access from bytecode: named loads and stores through inline caches, keyed
//! access with array fast paths, and GetV/PutValue on primitives.

use cairn_gc::Handle;

use super::code::{Epoch, Ic, epoch_ended, ic_kind, same_epoch};
use crate::names;
use crate::object::ordinary::{Loc, has_ordinary_own_property, watched};
use crate::object::{JsObject, ObjectKind, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// Whether the kind's named properties are all ordinary (safe to cache by shape).
#[inline]
fn cacheable(kind: &ObjectKind, key: PropertyKey) -> bool {
    match kind {
        ObjectKind::Array { .. } | ObjectKind::String(_) => key != PropertyKey::Atom(names::LENGTH),
        ObjectKind::Proxy { .. }
        | ObjectKind::Arguments { .. }
        | ObjectKind::ModuleNamespace(_) => false,
        _ => true,
    }
}

/// One entry of [`KeyedCache`]: the own data property `atom` of objects of shape
/// `shape` is in slot `slot`.
#[derive(Clone, Copy, Debug)]
struct KeyedEntry {
    shape: u32,
    atom: u32,
    slot: u32,
    writable: bool,
}

/// How many entries [`KeyedCache`] has (a power of two).
const KEYED_ENTRIES: usize = 64;

/// A direct-mapped cache of own data properties found by keyed accesses (`o[k]` with a
/// string `k`), which have no inline cache: counting into an object by computed keys
/// (`byTag[t] = (byTag[t] || 0) + 1`) reads and writes a few keys of one shape. Valid
/// because a shape's keys and attributes never change (changes make a new shape or a
/// dictionary) and the cache is emptied when a collection may free a shape.
#[derive(Clone, Debug)]
pub(crate) struct KeyedCache(Box<[KeyedEntry; KEYED_ENTRIES]>);

impl Default for KeyedCache {
    fn default() -> KeyedCache {
        let empty = KeyedEntry { shape: u32::MAX, atom: u32::MAX, slot: 0, writable: false };
        KeyedCache(Box::new([empty; KEYED_ENTRIES]))
    }
}

/// The entry of (shape, atom).
#[inline]
fn keyed_index(shape: u32, atom: u32) -> usize {
    (shape.wrapping_mul(0x9E37_79B1) ^ atom) as usize % KEYED_ENTRIES
}

impl Vm {
    /// The slot of own data property `atom` of `o`, when `o` is an ordinary object or
    /// a function of script (both have only ordinary own properties) with shaped
    /// storage that has one, through [`KeyedCache`]; with its writability.
    #[inline]
    pub(crate) fn keyed_own_slot(&mut self, o: Handle<JsObject>, atom: u32) -> Option<(u32, bool)> {
        let obj = self.heap.get(o);
        if !matches!(obj.kind, ObjectKind::Ordinary | ObjectKind::Closure(_)) || obj.dict.is_some()
        {
            return None;
        }
        let shape = obj.shape;
        let i = keyed_index(shape.index(), atom);
        let e = self.keyed_cache.0[i];
        if e.shape == shape.index() && e.atom == atom {
            return Some((e.slot, e.writable));
        }
        let (slot, a) =
            self.heap.get(shape).lookup(PropertyKey::Atom(crate::string::Atom(atom)))?;
        if a & attrs::ACCESSOR != 0 {
            return None;
        }
        let writable = a & attrs::WRITABLE != 0;
        self.keyed_cache.0[i] = KeyedEntry { shape: shape.index(), atom, slot, writable };
        Some((slot, writable))
    }

    #[inline]
    pub(crate) fn ic_get(&self, site: u32) -> Ic {
        self.ics.get(site as usize).copied().unwrap_or_default()
    }

    #[inline]
    pub(crate) fn ic_set(&mut self, site: u32, entry: Ic) {
        if let Some(slot) = self.ics.get_mut(site as usize) {
            *slot = entry;
        }
    }

    /// GetV(v, key) through the inline cache `ic` of (code, func).
    #[inline]
    pub(crate) fn get_named(&mut self, v: Value, key: PropertyKey, site: u32) -> JsResult<Value> {
        let Some(o) = v.as_object() else { return self.get_named_primitive_cached(v, key, site) };
        let entry = self.ic_get(site);
        let obj = self.heap.get(o);
        if let ObjectKind::Array { length, .. } = obj.kind
            && key == PropertyKey::Atom(names::LENGTH)
        {
            return Ok(Value::from_u32(length));
        }
        if obj.shape.index() == entry.shape {
            match entry.kind {
                ic_kind::OWN => {
                    if let Some(&v) = obj.slots.get(entry.slot as usize) {
                        return Ok(v);
                    }
                }
                ic_kind::PROTO if obj.proto == Some(entry.holder()) => {
                    let h = self.heap.get(entry.holder());
                    if h.shape.index() == entry.holder_shape
                        && let Some(&v) = h.slots.get(entry.slot as usize)
                    {
                        return Ok(v);
                    }
                }
                ic_kind::DICT => {
                    if let Some(d) = &obj.dict
                        && let Some(Some((k, a))) = d.keys.get(entry.slot as usize)
                        && *k == key
                        && a & attrs::ACCESSOR == 0
                    {
                        return Ok(obj.slots[entry.slot as usize]);
                    }
                }
                ic_kind::PROTO_CHAIN
                    if same_epoch(entry.epoch, self.chain_epoch)
                        && obj.proto.map(|p| p.index()) == Some(entry.holder_shape)
                        && has_ordinary_own_property(&obj.kind, key) =>
                {
                    if entry.holder == u32::MAX {
                        return Ok(Value::UNDEFINED);
                    }
                    if let Some(&v) = self.heap.get(entry.holder()).slots.get(entry.slot as usize) {
                        return Ok(v);
                    }
                }
                _ => {}
            }
        }
        self.get_named_miss(o, key, site)
    }

    #[inline(never)]
    fn get_named_miss(
        &mut self,
        o: Handle<JsObject>,
        key: PropertyKey,
        site: u32,
    ) -> JsResult<Value> {
        let obj = self.heap.get(o);
        if let ObjectKind::Array { length, .. } = obj.kind
            && key == PropertyKey::Atom(names::LENGTH)
        {
            return Ok(Value::from_u32(length));
        }
        if cacheable(&obj.kind, key) {
            let shape = obj.shape;
            let is_dict = obj.dict.is_some();
            let proto = obj.proto;
            match self.find_own(o, key) {
                Some((Loc::Slot(slot), a)) if a & attrs::ACCESSOR == 0 => {
                    let kind = if is_dict { ic_kind::DICT } else { ic_kind::OWN };
                    self.ic_set(site, Ic { kind, shape: shape.index(), slot, ..Ic::default() });
                }
                None if !is_dict => {
                    if let Some(p) = proto {
                        let pobj = self.heap.get(p);
                        // The entry's hit does not look at the receiver's kind: a key
                        // that an Array, String object or typed array of the same
                        // shape and prototype reads otherwise is not cached.
                        if pobj.dict.is_none()
                            && cacheable(&pobj.kind, key)
                            && let Some((Loc::Slot(slot), a)) = self.find_own(p, key)
                            && a & attrs::ACCESSOR == 0
                            && !self.kind_sensitive(key)
                        {
                            let holder_shape = self.heap.get(p).shape.index();
                            self.ic_set(
                                site,
                                Ic {
                                    kind: ic_kind::PROTO,
                                    shape: shape.index(),
                                    holder: p.index(),
                                    holder_shape,
                                    slot,
                                    epoch: Epoch::default(),
                                },
                            );
                        } else if !cfg!(target_family = "wasm")
                            && let Some(entry) = self.proto_chain_entry(o, key)
                        {
                            self.ic_set(site, entry);
                        }
                    }
                }
                _ => {}
            }
        }
        self.get(o, key, Value::object(o))
    }

    /// Whether an Array, String object or typed array can read `key` otherwise than an
    /// ordinary object of its shape and prototype: `length`, and the names a typed
    /// array may read as numbers (starting with a digit or '-', "Infinity", "NaN").
    fn kind_sensitive(&mut self, key: PropertyKey) -> bool {
        let PropertyKey::Atom(a) = key else { return matches!(key, PropertyKey::Index(_)) };
        if a == names::LENGTH {
            return true;
        }
        let s = self.atoms.string(a);
        let f = self.flat(s);
        let first = if f.is_empty() { 0 } else { f.at(0) };
        if first == u16::from(b'I') || first == u16::from(b'N') {
            // The module, for its size budget, leaves every such name uncached.
            if cfg!(target_family = "wasm") {
                return true;
            }
            let text = f.to_rust();
            return text == "Infinity" || text == "NaN";
        }
        first == u16::from(b'-') || (u16::from(b'0')..=u16::from(b'9')).contains(&first)
    }

    /// The `PROTO_CHAIN` entry of reading `key` from `o`, an object with a shape and
    /// no such property, when the read ends at a data property of some object of its
    /// chain or at the end of the chain (undefined) ([`Vm::watch_chain`]).
    fn proto_chain_entry(&mut self, o: Handle<JsObject>, key: PropertyKey) -> Option<Ic> {
        let obj = self.heap.get(o);
        if epoch_ended(self.chain_epoch)
            || obj.dict.is_some()
            || !has_ordinary_own_property(&obj.kind, key)
        {
            return None;
        }
        let (shape, first) = (obj.shape.index(), obj.proto?);
        let found = self.watch_chain(Some(first), key)?;
        Some(Ic {
            kind: ic_kind::PROTO_CHAIN,
            shape,
            holder: found.map_or(u32::MAX, |(h, _, _)| h.index()),
            holder_shape: first.index(),
            slot: found.map_or(0, |(_, slot, _)| slot),
            epoch: self.chain_epoch,
        })
    }

    /// Where looking `key` up along the prototype chain from `first` ends, for the
    /// entries that rely on the whole chain (`PROTO_CHAIN`, `ADD_SET`): the holder, slot
    /// and attributes of a data property, or `Some(None)` at the chain's end. `None`
    /// when `key` is an index (elements are not in shapes), an object on the way may
    /// answer `key` otherwise than from its own properties or holds it as an accessor,
    /// or the chain is longer than 16. The objects walked are watched from then on
    /// ([`Vm::watch`]): a change to the keys or prototype of any of them ends the entry.
    #[allow(clippy::type_complexity)] // (holder, slot, attributes)
    fn watch_chain(
        &mut self,
        first: Option<Handle<JsObject>>,
        key: PropertyKey,
    ) -> Option<Option<(Handle<JsObject>, u32, u8)>> {
        /// Longer chains are left to the uncached path.
        const MAX_CHAIN: usize = 16;
        if matches!(key, PropertyKey::Index(_)) {
            return None;
        }
        let Some(first) = first else { return Some(None) };
        let mut walked = [first; MAX_CHAIN];
        let mut count = 0;
        let mut at = Some(first);
        let mut found = None;
        while let Some(h) = at {
            if count == MAX_CHAIN {
                return None;
            }
            let pobj = self.heap.get(h);
            if !has_ordinary_own_property(&pobj.kind, key) {
                return None;
            }
            walked[count] = h;
            count += 1;
            match self.find_own(h, key) {
                Some((Loc::Slot(slot), a)) if a & attrs::ACCESSOR == 0 => {
                    found = Some((h, slot, a));
                    break;
                }
                Some(_) => return None,
                None => at = pobj.proto,
            }
        }
        for &h in &walked[..count] {
            if !self.watch(h) {
                return None;
            }
        }
        Some(found)
    }

    /// GetV(v, key) for a primitive `v` through the inline cache `site`: a method of
    /// String.prototype, Number.prototype or Boolean.prototype (`s.trim`, `n.toFixed`)
    /// is read from the prototype's slot when the prototype's shape is the cached one.
    #[inline(never)]
    fn get_named_primitive_cached(
        &mut self,
        v: Value,
        key: PropertyKey,
        site: u32,
    ) -> JsResult<Value> {
        let proto = if let Some(s) = v.as_string() {
            // A string's own properties: its length and indices.
            if key == PropertyKey::Atom(names::LENGTH) {
                return Ok(Value::from_u32(self.heap.get(s).len));
            }
            if matches!(key, PropertyKey::Index(_)) {
                return self.get_named_primitive(v, key);
            }
            self.realm.string_prototype
        } else if v.is_number() {
            self.realm.number_prototype
        } else if v == Value::TRUE || v == Value::FALSE {
            self.realm.boolean_prototype
        } else {
            return self.get_named_primitive(v, key);
        };
        let entry = self.ic_get(site);
        if entry.kind == ic_kind::PRIMITIVE && entry.holder == proto.index() {
            let h = self.heap.get(proto);
            if h.shape.index() == entry.holder_shape
                && let Some(&found) = h.slots.get(entry.slot as usize)
            {
                return Ok(found);
            }
        }
        self.get_named_primitive_miss(v, proto, key, site)
    }

    #[inline(never)]
    fn get_named_primitive_miss(
        &mut self,
        v: Value,
        proto: Handle<JsObject>,
        key: PropertyKey,
        site: u32,
    ) -> JsResult<Value> {
        let pobj = self.heap.get(proto);
        if pobj.dict.is_none()
            && let Some((Loc::Slot(slot), a)) = self.find_own(proto, key)
            && a & attrs::ACCESSOR == 0
        {
            let holder_shape = self.heap.get(proto).shape.index();
            self.ic_set(
                site,
                Ic {
                    kind: ic_kind::PRIMITIVE,
                    shape: 0,
                    holder: proto.index(),
                    holder_shape,
                    slot,
                    epoch: Epoch::default(),
                },
            );
        }
        self.get_named_primitive(v, key)
    }

    /// GetV on a primitive base (sec-getv), with the string fast paths.
    pub(crate) fn get_named_primitive(&mut self, v: Value, key: PropertyKey) -> JsResult<Value> {
        if let Some(s) = v.as_string() {
            if key == PropertyKey::Atom(names::LENGTH) {
                return Ok(Value::from_u32(self.heap.get(s).len));
            }
            if let PropertyKey::Index(i) = key {
                if i < self.heap.get(s).len {
                    let unit = self.flat(s).at(i as usize);
                    return self.single_unit_string(unit);
                }
                return Ok(Value::UNDEFINED);
            }
            let proto = self.realm.string_prototype;
            return self.get(proto, key, v);
        }
        if v.is_nullish() {
            let k = match key {
                PropertyKey::Symbol(s) => Value::symbol(s),
                _ => {
                    let name = self.key_display(key);
                    self.str_value(&name)?
                }
            };
            return Err(self.nullish_read_error(v, k));
        }
        let proto = match v.ty() {
            crate::value::Type::Number(_) => self.realm.number_prototype,
            crate::value::Type::Boolean(_) => self.realm.boolean_prototype,
            crate::value::Type::Symbol(_) => self.realm.symbol_prototype,
            crate::value::Type::BigInt(_) => self.realm.bigint_prototype,
            _ => {
                let o = self.to_object(v)?;
                return self.get(o, key, v);
            }
        };
        self.get(proto, key, v)
    }

    /// PutValue(base.key = v) through the inline cache.
    #[inline]
    #[allow(clippy::too_many_arguments)] // the cache site is (code, func, ic)
    pub(crate) fn set_named(
        &mut self,
        base: Value,
        key: PropertyKey,
        v: Value,
        strict: bool,
        site: u32,
    ) -> JsResult<()> {
        if let Some(o) = base.as_object() {
            let entry = self.ic_get(site);
            let obj = self.heap.get_mut(o);
            if obj.shape.index() == entry.shape {
                if entry.kind == ic_kind::OWN
                    && let Some(slot) = obj.slots.get_mut(entry.slot as usize)
                {
                    *slot = v;
                    return Ok(());
                }
                if entry.kind == ic_kind::ADD_SET
                    && same_epoch(entry.epoch, self.chain_epoch)
                    && obj.proto.map_or(u32::MAX, |p| p.index()) == entry.holder
                    && obj.extensible
                    && matches!(obj.kind, ObjectKind::Ordinary)
                    && obj.slots.len() == entry.slot as usize
                    && !watched(&self.watched, o)
                {
                    obj.shape = Handle::from_index(entry.holder_shape);
                    return self.push_slot(o, v);
                }
            }
            return self.set_named_miss(o, key, v, strict, site);
        }
        self.put_value_primitive(base, key, v, strict)
    }

    #[inline(never)]
    #[allow(clippy::too_many_arguments)] // the cache site is (code, func, ic)
    fn set_named_miss(
        &mut self,
        o: Handle<JsObject>,
        key: PropertyKey,
        v: Value,
        strict: bool,
        site: u32,
    ) -> JsResult<()> {
        let obj = self.heap.get(o);
        if cacheable(&obj.kind, key)
            && obj.dict.is_none()
            && let Some((Loc::Slot(slot), a)) = self.find_own(o, key)
            && a & attrs::ACCESSOR == 0
            && a & attrs::WRITABLE != 0
        {
            let shape = self.heap.get(o).shape.index();
            self.ic_set(site, Ic { kind: ic_kind::OWN, shape, slot, ..Ic::default() });
            self.write_loc(o, Loc::Slot(slot), v);
            return Ok(());
        }
        // Not in the wasm module, whose size budget it would pass (wasm/README.md).
        let add = if cfg!(target_family = "wasm") { None } else { self.add_set_entry(o, key) };
        let ok = self.set(o, key, v, Value::object(o))?;
        if let Some(mut entry) = add {
            let obj = self.heap.get(o);
            if ok && obj.dict.is_none() && obj.slots.len() == entry.slot as usize + 1 {
                entry.holder_shape = obj.shape.index();
                self.ic_set(site, entry);
            }
        }
        if !ok && strict {
            return Err(self.failed_set_error(o, key));
        }
        Ok(())
    }

    /// The `ADD_SET` cache entry (but for its target shape) of assigning `key` to `o`,
    /// when the assignment can only add `key` to `o`: `o` is an extensible ordinary
    /// object with a shape and no such property, and every object of its chain has
    /// ordinary own properties and `key`, if at all, as a writable data property
    /// (OrdinarySetWithOwnDescriptor then ends in CreateDataProperty on `o`).
    fn add_set_entry(&mut self, o: Handle<JsObject>, key: PropertyKey) -> Option<Ic> {
        let obj = self.heap.get(o);
        if epoch_ended(self.chain_epoch)
            || !obj.extensible
            || !matches!(obj.kind, ObjectKind::Ordinary)
            || obj.dict.is_some()
            || self.find_own(o, key).is_some()
        {
            return None;
        }
        let proto = obj.proto;
        let entry = Ic {
            kind: ic_kind::ADD_SET,
            shape: obj.shape.index(),
            holder: proto.map_or(u32::MAX, |p| p.index()),
            holder_shape: 0,
            slot: obj.slots.len() as u32,
            epoch: self.chain_epoch,
        };
        // A setter, a read-only property or a new prototype on the chain later is a
        // change to a watched object.
        match self.watch_chain(proto, key)? {
            Some((_, _, a)) if a & attrs::WRITABLE == 0 => None,
            _ => Some(entry),
        }
    }

    /// PutValue with a primitive base: set on the wrapper's prototype chain with the
    /// primitive as receiver (fails in strict mode when it would create a property).
    pub(crate) fn put_value_primitive(
        &mut self,
        base: Value,
        key: PropertyKey,
        v: Value,
        strict: bool,
    ) -> JsResult<()> {
        if base.is_nullish() {
            let name = self.key_display(key);
            let what = if base.is_null() { "null" } else { "undefined" };
            return Err(
                self.type_error(&format!("Cannot set properties of {what} (setting '{name}')"))
            );
        }
        let o = self.to_object(base)?;
        let ok = self.set(o, key, v, base)?;
        if !ok && strict {
            let name = self.key_display(key);
            return Err(self.type_error(&format!("Cannot create property '{name}' on primitive")));
        }
        Ok(())
    }

    /// The inline-cache hit of a named load (own or direct-prototype data property, or
    /// an Array's length); `None` sends the caller to [`Vm::get_named`].
    #[inline(always)]
    pub(crate) fn get_named_hit(&self, v: Value, site: u32) -> Option<Value> {
        let o = v.as_object()?;
        let entry = self.ics.get(site as usize)?;
        let obj = self.heap.get(o);
        if obj.shape.index() != entry.shape {
            return None;
        }
        match entry.kind {
            ic_kind::OWN => obj.slots.get(entry.slot as usize).copied(),
            ic_kind::PROTO if obj.proto == Some(entry.holder()) => {
                let h = self.heap.get(entry.holder());
                if h.shape.index() == entry.holder_shape {
                    h.slots.get(entry.slot as usize).copied()
                } else {
                    None
                }
            }
            _ => None,
        }
    }

    /// The inline-cache hit of a named store to an own writable data property.
    #[inline(always)]
    pub(crate) fn set_named_hit(&mut self, base: Value, v: Value, site: u32) -> bool {
        let Some(o) = base.as_object() else { return false };
        let Some(entry) = self.ics.get(site as usize).copied() else { return false };
        let obj = self.heap.get_mut(o);
        if entry.kind == ic_kind::OWN
            && obj.shape.index() == entry.shape
            && let Some(slot) = obj.slots.get_mut(entry.slot as usize)
        {
            *slot = v;
            return true;
        }
        false
    }

    /// A dense element read `o[i]` (int32 key, present element; not a mapped arguments
    /// object, whose indices read the parameters' current values).
    #[inline(always)]
    pub(crate) fn get_element_hit(&self, base: Value, key: Value) -> Option<Value> {
        let o = base.as_object()?;
        let i = key.as_int()?;
        let obj = self.heap.get(o);
        let v = *obj.elements.get(usize::try_from(i).ok()?)?;
        if v.is_hole() || matches!(obj.kind, ObjectKind::Arguments { mapped: Some(_) }) {
            None
        } else {
            Some(v)
        }
    }

    /// A dense element overwrite `o[i] = v` (int32 key, present element, no exotic
    /// behaviour).
    #[inline(always)]
    pub(crate) fn set_element_hit(&mut self, base: Value, key: Value, v: Value) -> bool {
        let (Some(o), Some(i)) = (base.as_object(), key.as_int()) else { return false };
        let Ok(i) = usize::try_from(i) else { return false };
        let obj = self.heap.get_mut(o);
        if matches!(obj.kind, ObjectKind::Arguments { .. } | ObjectKind::Proxy { .. }) {
            return false;
        }
        match obj.elements.get_mut(i) {
            Some(slot) if !slot.is_hole() => {
                *slot = v;
                true
            }
            _ => false,
        }
    }

    /// GetV(base, ToPropertyKey(key)) with the array-index fast path.
    #[inline]
    pub(crate) fn get_keyed(&mut self, base: Value, key: Value) -> JsResult<Value> {
        if let (Some(o), Some(i)) = (base.as_object(), key.as_int()) {
            let obj = self.heap.get(o);
            if i >= 0
                && let Some(&v) = obj.elements.get(i as usize)
                && !v.is_hole()
                && !matches!(obj.kind, ObjectKind::Arguments { mapped: Some(_) })
            {
                return Ok(v);
            }
            if i >= 0
                && let Some(v) = self.ta_get_fast(o, i as usize)
            {
                return Ok(v);
            }
        }
        if base.is_nullish() {
            return Err(self.nullish_read_error(base, key));
        }
        let k = self.to_property_key(key)?;
        match base.as_object() {
            Some(o) => {
                if let PropertyKey::Atom(a) = k
                    && let Some((slot, _)) = self.keyed_own_slot(o, a.0)
                    && let Some(&v) = self.heap.get(o).slots.get(slot as usize)
                {
                    return Ok(v);
                }
                self.get(o, k, base)
            }
            None => self.get_named_primitive(base, k),
        }
    }

    /// PutValue(base[key] = v) with the dense-array fast path.
    #[inline]
    pub(crate) fn set_keyed(
        &mut self,
        base: Value,
        key: Value,
        v: Value,
        strict: bool,
    ) -> JsResult<()> {
        if let (Some(o), Some(i)) = (base.as_object(), key.as_int())
            && i >= 0
        {
            let obj = self.heap.get_mut(o);
            if let Some(slot) = obj.elements.get_mut(i as usize)
                && !slot.is_hole()
                && !matches!(obj.kind, ObjectKind::Arguments { .. } | ObjectKind::Proxy { .. })
            {
                *slot = v;
                return Ok(());
            }
            if let ObjectKind::TypedArray(d) = obj.kind
                && self.ta_set_fast(&d, i as usize, v)
            {
                return Ok(());
            }
            let obj = self.heap.get_mut(o);
            // Appending to a dense array.
            if let ObjectKind::Array { length, length_writable: true } = &mut obj.kind
                && i as usize == obj.elements.len()
                && *length as usize == obj.elements.len()
                && obj.extensible
                && obj.dict.is_none()
                && self.appends_skip_prototypes(o)
            {
                self.push_element(o, v)?;
                if let ObjectKind::Array { length, .. } = &mut self.heap.get_mut(o).kind {
                    *length += 1;
                }
                return Ok(());
            }
        }
        if base.is_nullish() {
            let k = self.to_rust_string(key).unwrap_or_default();
            let what = if base.is_null() { "null" } else { "undefined" };
            return Err(
                self.type_error(&format!("Cannot set properties of {what} (setting '{k}')"))
            );
        }
        let k = self.to_property_key(key)?;
        match base.as_object() {
            Some(o) => {
                if let PropertyKey::Atom(a) = k
                    && let Some((slot, true)) = self.keyed_own_slot(o, a.0)
                    && let Some(s) = self.heap.get_mut(o).slots.get_mut(slot as usize)
                {
                    *s = v;
                    return Ok(());
                }
                let ok = self.set(o, k, v, base)?;
                if !ok && strict {
                    return Err(self.failed_set_error(o, k));
                }
                Ok(())
            }
            None => self.put_value_primitive(base, k, v, strict),
        }
    }

    /// CreateDataPropertyOrThrow(obj, key, v) through an ADD/OWN cache (object literals).
    #[inline]
    pub(crate) fn define_named(
        &mut self,
        o: Handle<JsObject>,
        key: PropertyKey,
        v: Value,
        site: u32,
    ) -> JsResult<()> {
        let entry = self.ic_get(site);
        let obj = self.heap.get_mut(o);
        if entry.kind == ic_kind::ADD
            && obj.shape.index() == entry.shape
            && obj.extensible
            && obj.slots.len() == entry.slot as usize
            && !watched(&self.watched, o)
        {
            obj.shape = Handle::from_index(entry.holder_shape);
            return self.push_slot(o, v);
        }
        let before = obj.shape;
        let simple =
            obj.dict.is_none() && obj.extensible && matches!(obj.kind, ObjectKind::Ordinary);
        let slot = obj.slots.len() as u32;
        let existed = self.find_own(o, key).is_some();
        self.create_data_property_or_throw(o, key, v)?;
        let after = self.heap.get(o).shape;
        if simple
            && !existed
            && self.heap.get(o).dict.is_none()
            && !matches!(key, PropertyKey::Index(_))
        {
            self.ic_set(
                site,
                Ic {
                    kind: ic_kind::ADD,
                    shape: before.index(),
                    holder: 0,
                    holder_shape: after.index(),
                    slot,
                    epoch: Epoch::default(),
                },
            );
        }
        Ok(())
    }
}
