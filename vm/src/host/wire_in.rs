//! Wire bytes to heap values (docs/wire.md), in one pass over the pull reader.
//!
//! Each container is allocated when its header is read (so a reference to a container
//! still open, a cycle, finds it) and its contents are installed once, at its end, from
//! a vector built at the size the header stated: an array's elements become its dense
//! `elements` as they are, an object's values become its `slots` under a shape computed
//! once per key set (later objects "like" that key set reuse it without looking at their
//! keys). Shapes come from the realm's transition tree, so an object from the wire has the
//! same shape as a literal with the same keys, and inline caches treat both alike.
//!
//! No script code runs and no collection happens while decoding (collections run only at
//! the dispatch loop's safepoints), so the handles held here stay valid; the caller roots
//! the result before running script code.

use cairn_gc::Handle;
use cairn_wire::{Container, Event, Keys, Reader, Str as WireStr};

use super::BoundaryError;
use crate::errors::ERROR_NAMES;
use crate::names;
use crate::object::shape::MAX_SHAPED;
use crate::object::{JsObject, ObjectKind, Shape, attrs};
use crate::string::{JsString, PropertyKey, Str};
use crate::value::Value;
use crate::vm::Vm;

/// A container being filled.
enum Open {
    /// A dense array and its elements so far.
    Array(Handle<JsObject>, Vec<Value>),
    /// A sparse array, its (index, value) pairs, and the index read for the next value.
    Sparse(Handle<JsObject>, Vec<(u32, Value)>, u32),
    /// A plain object whose shape is known (a key set met before): its values.
    Shaped(Handle<JsObject>, Handle<Shape>, Vec<Value>),
    /// A plain object listing its keys: keys and values so far.
    Keyed(Handle<JsObject>, Vec<PropertyKey>, Vec<Value>),
    /// A plain object like a key set that has no shape (index keys, too many keys).
    Generic(Handle<JsObject>, Vec<PropertyKey>, Vec<Value>),
    /// A Map and its keys and values, alternating.
    Map(Handle<JsObject>, Vec<Value>),
    /// A Set and its values.
    Set(Handle<JsObject>, Vec<Value>),
    /// An Error waiting for its cause.
    Error(Handle<JsObject>, Option<Value>),
}

/// The per-decode state: objects by wire index, and what each key set became.
struct Decoder {
    /// Every object by its wire object index (for references).
    objects: Vec<Value>,
    /// Per key set: its shape, or its keys when it cannot have one.
    key_sets: Vec<KeySet>,
}

/// What a key set maps to in the VM.
#[derive(Clone)]
enum KeySet {
    /// A shape holding exactly these keys, in order, with default attributes.
    Shape(Handle<Shape>),
    /// Keys that go through the generic path (array indices, over `MAX_SHAPED`).
    Keys(Box<[PropertyKey]>),
}

impl Vm {
    /// Decodes wire bytes (docs/wire.md) into a value on this VM's heap, in one pass.
    ///
    /// The value is not rooted: store it (a global, a call's result) before running
    /// script code.
    pub fn wire_to_value(&mut self, bytes: &[u8]) -> Result<Value, BoundaryError> {
        let mut reader = Reader::new(bytes)?;
        let mut dec = Decoder { objects: Vec::new(), key_sets: Vec::new() };
        let mut stack: Vec<Open> = Vec::new();
        loop {
            let event = reader.next()?;
            let v = match event {
                Event::Undefined => Value::UNDEFINED,
                Event::Null => Value::NULL,
                Event::Bool(b) => Value::bool(b),
                Event::Int32(i) => Value::int(i),
                Event::Float64(f) => Value::number(f),
                Event::BigInt { negative, magnitude } => {
                    let sign = match (magnitude.is_empty(), negative) {
                        (true, _) => num_bigint::Sign::NoSign,
                        (false, true) => num_bigint::Sign::Minus,
                        (false, false) => num_bigint::Sign::Plus,
                    };
                    self.alloc_bigint(num_bigint::BigInt::from_bytes_le(sign, magnitude))?
                }
                Event::String(s) => self.wire_string(s)?,
                Event::Hole => Value::HOLE,
                Event::Array { len, .. } => {
                    let a = self.array_create(len)?;
                    dec.objects.push(Value::object(a));
                    stack.push(Open::Array(a, Vec::with_capacity(len as usize)));
                    continue;
                }
                Event::SparseArray { length, count, .. } => {
                    let a = self.array_create(length)?;
                    dec.objects.push(Value::object(a));
                    stack.push(Open::Sparse(a, Vec::with_capacity(count as usize), 0));
                    continue;
                }
                Event::Index(i) => {
                    if let Some(Open::Sparse(_, _, next)) = stack.last_mut() {
                        *next = i;
                    }
                    continue;
                }
                Event::Object { len, keys, .. } => {
                    let o = self.new_plain_object()?;
                    dec.objects.push(Value::object(o));
                    let open = match keys {
                        Keys::New => Open::Keyed(
                            o,
                            Vec::with_capacity(len as usize),
                            Vec::with_capacity(len as usize),
                        ),
                        Keys::Like(k) => match dec.key_sets.get(k.0 as usize) {
                            Some(KeySet::Shape(s)) => {
                                Open::Shaped(o, *s, Vec::with_capacity(len as usize))
                            }
                            Some(KeySet::Keys(keys)) => {
                                Open::Generic(o, keys.to_vec(), Vec::with_capacity(len as usize))
                            }
                            // The reader checked that k names a defined key set.
                            None => return Err(BoundaryError::new("unknown key set")),
                        },
                    };
                    stack.push(open);
                    continue;
                }
                Event::Key(s) => {
                    // Objects like a key set already have their keys (in the shape).
                    if matches!(stack.last(), Some(Open::Keyed(..))) {
                        let k = self.wire_key(s)?;
                        if let Some(Open::Keyed(_, keys, _)) = stack.last_mut() {
                            keys.push(k);
                        }
                    }
                    continue;
                }
                Event::Map { len, .. } => {
                    let proto = self.realm.map_prototype;
                    let m = self.alloc_object(ObjectKind::Map(Box::default()), Some(proto))?;
                    dec.objects.push(Value::object(m));
                    stack.push(Open::Map(m, Vec::with_capacity(2 * len as usize)));
                    continue;
                }
                Event::Set { len, .. } => {
                    let proto = self.realm.set_prototype;
                    let s = self.alloc_object(ObjectKind::Set(Box::default()), Some(proto))?;
                    dec.objects.push(Value::object(s));
                    stack.push(Open::Set(s, Vec::with_capacity(len as usize)));
                    continue;
                }
                Event::Date { time, .. } => {
                    // TimeClip (ECMA-262 sec-timeclip): out-of-range times are NaN.
                    let time = if time.is_finite() && time.abs() <= 8.64e15 {
                        time.trunc() + 0.0
                    } else {
                        f64::NAN
                    };
                    let proto = self.realm.date_prototype;
                    let d = self.alloc_object(ObjectKind::Date(time), Some(proto))?;
                    dec.objects.push(Value::object(d));
                    Value::object(d)
                }
                Event::Bytes { data, .. } => {
                    // A Uint8Array over a fresh ArrayBuffer holding a copy of the bytes.
                    let buffer = self.new_array_buffer(data.len())?;
                    if let ObjectKind::ArrayBuffer(b) = &mut self.heap.get_mut(buffer).kind {
                        b.bytes.copy_from_slice(data);
                    }
                    let kind = crate::object::slots::element::ElementKind::Uint8;
                    let proto = self.ta_prototype(kind);
                    let slots = crate::object::slots::binary::TypedArrayData {
                        buffer,
                        kind,
                        byte_offset: 0,
                        length: data.len(),
                    };
                    let ta = self.alloc_object(ObjectKind::TypedArray(slots), Some(proto))?;
                    dec.objects.push(Value::object(ta));
                    Value::object(ta)
                }
                Event::Error { name, message, stack: trace, .. } => {
                    let e = self.wire_error(name, message, trace)?;
                    dec.objects.push(Value::object(e));
                    stack.push(Open::Error(e, None));
                    continue;
                }
                Event::Reference(id) => match dec.objects.get(id.0 as usize) {
                    Some(&v) => v,
                    None => return Err(BoundaryError::new("reference to an unknown object")),
                },
                Event::End(kind) => {
                    let Some(open) = stack.pop() else {
                        return Err(BoundaryError::new("unbalanced container end"));
                    };
                    self.close(open, kind, &mut dec)?
                }
            };
            // A complete value: it belongs to the innermost open container, or is the root.
            match stack.last_mut() {
                None => {
                    return if reader.is_finished() {
                        Ok(v)
                    } else {
                        Err(BoundaryError::new("invalid wire value: trailing bytes"))
                    };
                }
                Some(Open::Array(_, items) | Open::Map(_, items) | Open::Set(_, items)) => {
                    items.push(v)
                }
                Some(Open::Sparse(_, items, next)) => items.push((*next, v)),
                Some(
                    Open::Shaped(_, _, values)
                    | Open::Keyed(_, _, values)
                    | Open::Generic(_, _, values),
                ) => values.push(v),
                Some(Open::Error(_, cause)) => *cause = Some(v),
            }
        }
    }

    /// Installs a finished container's contents; returns it as a value.
    fn close(
        &mut self,
        open: Open,
        kind: Container,
        dec: &mut Decoder,
    ) -> Result<Value, BoundaryError> {
        let o = match open {
            Open::Array(a, items) => {
                self.set_elements(a, items)?;
                a
            }
            Open::Sparse(a, items, _) => {
                for (i, v) in items {
                    self.add_property(a, PropertyKey::Index(i), v, attrs::DEFAULT)?;
                }
                a
            }
            Open::Shaped(o, shape, values) => {
                self.heap.update(o, |obj| {
                    obj.shape = shape;
                    obj.slots = values;
                })?;
                o
            }
            Open::Keyed(o, keys, values) => {
                let set = self.key_set_for(&keys)?;
                match &set {
                    KeySet::Shape(shape) => {
                        let shape = *shape;
                        self.heap.update(o, |obj| {
                            obj.shape = shape;
                            obj.slots = values;
                        })?;
                    }
                    KeySet::Keys(_) => self.fill_generic(o, &keys, &values)?,
                }
                if let Container::Object { defined: Some(k) } = kind {
                    let k = k.0 as usize;
                    if dec.key_sets.len() <= k {
                        dec.key_sets.resize(k + 1, KeySet::Keys(Box::new([])));
                    }
                    dec.key_sets[k] = set;
                }
                o
            }
            Open::Generic(o, keys, values) => {
                self.fill_generic(o, &keys, &values)?;
                o
            }
            Open::Map(m, items) => {
                for pair in items.chunks_exact(2) {
                    self.table_set(m, pair[0], pair[1])?;
                }
                m
            }
            Open::Set(s, items) => {
                for v in items {
                    // As Set.prototype.add stores it: the value is its own key, -0 as +0.
                    let v = if v.as_number() == Some(0.0) { Value::int(0) } else { v };
                    self.table_set(s, v, v)?;
                }
                s
            }
            Open::Error(e, cause) => {
                if let Some(c) = cause {
                    let key = self.key("cause")?;
                    self.define_builtin(e, key, c, attrs::HIDDEN)?;
                }
                e
            }
        };
        Ok(Value::object(o))
    }

    /// The shape for a key list (walking the realm's transition tree), or the keys
    /// themselves when an object with them cannot have a plain shape.
    fn key_set_for(&mut self, keys: &[PropertyKey]) -> Result<KeySet, BoundaryError> {
        if keys.len() > MAX_SHAPED || keys.iter().any(|k| !matches!(k, PropertyKey::Atom(_))) {
            return Ok(KeySet::Keys(keys.into()));
        }
        let mut shape = self.realm.root_shape;
        for &key in keys {
            shape = match self.heap.get(shape).transition(key, attrs::DEFAULT) {
                Some(s) => s,
                None => {
                    let child = Shape::child_of(&self.heap.get(shape).keys, key, attrs::DEFAULT);
                    let child = self.heap.alloc(child)?;
                    self.heap.get_mut(shape).add_transition(key, attrs::DEFAULT, child);
                    child
                }
            };
        }
        Ok(KeySet::Shape(shape))
    }

    /// Defines each property in turn (objects whose keys include array indices).
    fn fill_generic(
        &mut self,
        o: Handle<JsObject>,
        keys: &[PropertyKey],
        values: &[Value],
    ) -> Result<(), BoundaryError> {
        for (&k, &v) in keys.iter().zip(values) {
            self.add_property(o, k, v, attrs::DEFAULT)?;
        }
        Ok(())
    }

    /// A string value from wire text: one copy for Latin-1.
    fn wire_string(&mut self, s: WireStr<'_>) -> Result<Value, BoundaryError> {
        let h = match s {
            WireStr::Latin1(b) => {
                if b.is_empty() {
                    return Ok(self.atom_value(names::EMPTY));
                }
                if b.len() == 1
                    && let Some(&c) = self.realm.char_strings.get(b[0] as usize)
                {
                    return Ok(Value::string(c));
                }
                self.heap.alloc(JsString::from_latin1_slice(b))?
            }
            WireStr::Utf8(text) => {
                if text.is_ascii() {
                    return self.wire_string(WireStr::Latin1(text.as_bytes()));
                }
                self.alloc_units(text.encode_utf16().collect())?
            }
            WireStr::Utf16(b) => {
                let units: Vec<u16> =
                    b.chunks_exact(2).map(|p| u16::from_le_bytes([p[0], p[1]])).collect();
                self.alloc_units(units)?
            }
        };
        Ok(Value::string(h))
    }

    /// The property key of a wire key (an index for canonical numeric strings).
    fn wire_key(&mut self, s: WireStr<'_>) -> Result<PropertyKey, BoundaryError> {
        let mut latin1 = Vec::new();
        let units: Vec<u16>;
        let view = match s {
            WireStr::Latin1(b) => Str::Latin1(b),
            WireStr::Utf8(t) if t.is_ascii() => Str::Latin1(t.as_bytes()),
            WireStr::Utf8(t) => {
                units = t.encode_utf16().collect();
                narrow(&units, &mut latin1)
            }
            WireStr::Utf16(b) => {
                units = b.chunks_exact(2).map(|p| u16::from_le_bytes([p[0], p[1]])).collect();
                narrow(&units, &mut latin1)
            }
        };
        if let Some(i) = view.array_index() {
            return Ok(PropertyKey::Index(i));
        }
        if let Some(a) = self.atoms.lookup(&self.heap, view) {
            return Ok(PropertyKey::Atom(a));
        }
        let h = match view {
            Str::Latin1(b) => self.heap.alloc(JsString::from_latin1_slice(b))?,
            Str::Utf16(u) => self.alloc_units(u.to_vec())?,
        };
        Ok(PropertyKey::Atom(self.atoms.intern(&mut self.heap, h)))
    }

    /// An Error from its wire fields, with the prototype its name selects.
    fn wire_error(
        &mut self,
        name: WireStr<'_>,
        message: WireStr<'_>,
        stack: Option<WireStr<'_>>,
    ) -> Result<Handle<JsObject>, BoundaryError> {
        let name_text = name.to_string_lossy();
        let builtin = ERROR_NAMES.iter().position(|n| *n == name_text);
        let proto = match builtin {
            Some(i) => self.realm.error_prototypes[i],
            None => self.realm.error_prototypes[0],
        };
        let e = self.alloc_object(ObjectKind::NEW_ERROR, Some(proto))?;
        if builtin.is_none() {
            let n = self.wire_string(name)?;
            self.define_builtin(e, PropertyKey::Atom(names::NAME), n, attrs::HIDDEN)?;
        }
        let m = self.wire_string(message)?;
        self.define_builtin(e, PropertyKey::Atom(names::MESSAGE), m, attrs::HIDDEN)?;
        if let Some(s) = stack {
            let s = self.wire_string(s)?;
            // The host's text is the whole stack: no header is put on it.
            self.set_error_stack(e, s, true);
        }
        Ok(e)
    }
}

/// A view of UTF-16 units, narrowed to Latin-1 (into `buf`) when every unit fits, so
/// that equal contents look the same to the atom table.
fn narrow<'a>(units: &'a [u16], buf: &'a mut Vec<u8>) -> Str<'a> {
    if units.iter().all(|&u| u < 256) {
        *buf = units.iter().map(|&u| u as u8).collect();
        Str::Latin1(buf)
    } else {
        Str::Utf16(units)
    }
}
