//! Heap values to wire bytes (docs/wire.md), walking the heap with an explicit stack and
//! never running script code.
//!
//! What crosses: primitives (not symbols), arrays (dense, or sparse when most of the
//! array is holes), plain objects and class instances as their own enumerable
//! string-keyed data properties (symbol-keyed properties are skipped, like JSON does),
//! Maps, Sets, and Errors (name, message, stack, cause). An object met twice is written
//! once and referenced after, so shared references and cycles survive.
//!
//! What does not: getters and setters (they would run code), functions, symbols as
//! values, and other exotic objects (promises, iterators, boxed primitives) are an error
//! naming the path of the value (`$.rows[3].fn`); in lenient mode
//! ([`WireOutOptions::lenient`]) each is written as `undefined` instead. Proxies are
//! always refused: reading through one would run its traps.
//!
//! Objects whose shape has only enumerable data properties keyed by names are written
//! from their slots directly; the first object of each such shape lists its keys, later
//! ones name that key set (`0x0E`), so rows of a query result cost only their values.

use cairn_gc::Handle;
use cairn_wire::{KeySetId, ObjectId, Str as WireStr, Writer};
use rustc_hash::FxHashMap;
use std::collections::hash_map::Entry;

use super::BoundaryError;
use crate::names;
use crate::object::{JsObject, ObjectKind, Shape, attrs};
use crate::string::{JsString, PropertyKey, Str};
use crate::value::Value;
use crate::vm::Vm;

/// How values are written out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WireOutOptions {
    /// Write values that cannot cross (accessors, functions, symbols, other exotic
    /// objects) as `undefined` instead of failing. Proxies are refused either way.
    pub lenient: bool,
    /// The deepest nesting of containers written (the root counting as one); deeper
    /// values are an error. The wire reader's default limit, so the output reads back.
    pub max_depth: u32,
    /// The most bytes the output may take; a larger value is an error. A value can
    /// hold one string many times (5,000 references to a 1 MB string are 5 GB of wire,
    /// within a 16 MB heap). `None`: twice the VM's heap limit, at least 16 MiB and at
    /// most 1 GiB ([`Vm::wire_byte_limit`]).
    pub max_bytes: Option<usize>,
}

impl Default for WireOutOptions {
    fn default() -> Self {
        WireOutOptions { lenient: false, max_depth: cairn_wire::DEFAULT_MAX_DEPTH, max_bytes: None }
    }
}

/// One child of a container written from a list.
#[derive(Clone, Copy)]
enum Item {
    /// A property: key, then value.
    Key(PropertyKey, Value),
    /// An element of a dense array (the hole for a missing one).
    Elem(u32, Value),
    /// An element of a sparse array: index, then value.
    Sparse(u32, Value),
    /// The key of Map entry i.
    MapKey(u32, Value),
    /// The value of Map entry i.
    MapValue(u32, Value),
    /// Value i of a Set.
    SetValue(u32, Value),
    /// An Error's cause.
    Cause(Value),
}

/// An open container and where its writing stands.
enum Frame {
    /// A dense array read from its elements: `next` of `len`.
    Dense { o: Handle<JsObject>, next: u32, len: u32 },
    /// A plain object read from its slots under `shape`; `keys` when it lists them.
    Slots { o: Handle<JsObject>, shape: Handle<Shape>, next: u32, len: u32, keys: bool },
    /// Anything else, from a list made when it was opened; `ends_object` for objects
    /// that list their keys (and so end with `end_object`).
    List { items: Vec<Item>, next: usize, ends_object: bool },
}

/// How an object's shape is written.
#[derive(Clone, Copy)]
enum ShapeClass {
    /// Only enumerable data properties keyed by names: written from the slots; the key
    /// set once one was written.
    Plain(Option<KeySetId>),
    /// Anything else: the generic path.
    Other,
}

/// How many shapes [`Out::recent_shapes`] holds (a power of two).
const RECENT_SHAPES: usize = 8;

/// The walk's state.
struct Out {
    w: Writer,
    stack: Vec<Frame>,
    seen: FxHashMap<u32, ObjectId>,
    shapes: FxHashMap<Handle<Shape>, ShapeClass>,
    /// The last shapes looked up, by the low bits of their index: rows of a few shapes
    /// (a row, its nested record) find theirs here without hashing.
    recent_shapes: [Option<(Handle<Shape>, ShapeClass)>; RECENT_SHAPES],
    options: WireOutOptions,
    /// `options.max_bytes`, resolved.
    max_bytes: usize,
}

impl Out {
    /// Records how objects of `shape` are written, in the table and among the recent.
    fn set_shape_class(&mut self, shape: Handle<Shape>, c: ShapeClass) {
        self.shapes.insert(shape, c);
        self.recent_shapes[shape.index() as usize % RECENT_SHAPES] = Some((shape, c));
    }
}

impl Vm {
    /// The most bytes a value written out takes unless the host says otherwise: twice
    /// the heap limit (what the VM can hold, with room for the wire's own bytes), at
    /// least 16 MiB and at most 1 GiB.
    pub fn wire_byte_limit(&self) -> usize {
        self.heap.config().limit.saturating_mul(2).clamp(16 << 20, 1 << 30)
    }

    /// Writes a value as wire bytes (strict: accessors, functions and symbols are an
    /// error naming their path). Never runs script code.
    pub fn value_to_wire(&mut self, v: Value) -> Result<Vec<u8>, BoundaryError> {
        self.value_to_wire_with(v, WireOutOptions::default())
    }

    /// Writes a value as wire bytes with `options`. Never runs script code.
    pub fn value_to_wire_with(
        &mut self,
        v: Value,
        options: WireOutOptions,
    ) -> Result<Vec<u8>, BoundaryError> {
        let mut out = Out {
            w: Writer::with_capacity(256),
            stack: Vec::new(),
            seen: FxHashMap::default(),
            shapes: FxHashMap::default(),
            recent_shapes: [None; RECENT_SHAPES],
            options,
            max_bytes: options.max_bytes.unwrap_or_else(|| self.wire_byte_limit()),
        };
        self.write_value(&mut out, v)?;
        while let Some(top) = out.stack.last_mut() {
            let child = match top {
                Frame::Dense { o, next, len } => {
                    let elements: &[Value] = &self.heap.get(*o).elements;
                    self.write_run(&mut out.w, out.max_bytes, elements, next, *len, Value::HOLE)
                }
                Frame::Slots { o, next, len, keys: false, .. } => {
                    let slots: &[Value] = &self.heap.get(*o).slots;
                    self.write_run(&mut out.w, out.max_bytes, slots, next, *len, Value::UNDEFINED)
                }
                // The first object of a shape: each slot after its key.
                Frame::Slots { o, shape, next, len, keys: true } => {
                    if *next >= *len {
                        None
                    } else {
                        let i = *next;
                        *next += 1;
                        let key = self.heap.get(*shape).keys.get(i as usize).map(|k| k.0);
                        if let Some(key) = key {
                            self.write_key(&mut out.w, key);
                        }
                        let v = self.heap.get(*o).slots.get(i as usize).copied();
                        Some(v.unwrap_or(Value::UNDEFINED))
                    }
                }
                Frame::List { items, next, .. } => match items.get(*next).copied() {
                    None => None,
                    Some(item) => {
                        *next += 1;
                        Some(match item {
                            Item::Key(k, v) => {
                                self.write_key(&mut out.w, k);
                                v
                            }
                            Item::Sparse(i, v) => {
                                out.w.sparse_index(i);
                                v
                            }
                            Item::Elem(_, v)
                            | Item::MapKey(_, v)
                            | Item::MapValue(_, v)
                            | Item::SetValue(_, v)
                            | Item::Cause(v) => v,
                        })
                    }
                },
            };
            match child {
                Some(v) => self.write_value(&mut out, v)?,
                None => {
                    // The container is complete.
                    match out.stack.pop() {
                        Some(Frame::Slots { shape, keys: true, .. }) => {
                            let k = out.w.end_object();
                            out.set_shape_class(shape, ShapeClass::Plain(Some(k)));
                        }
                        Some(Frame::List { ends_object: true, .. }) => {
                            out.w.end_object();
                        }
                        Some(Frame::Slots { .. } | Frame::List { .. } | Frame::Dense { .. })
                        | None => {}
                    }
                }
            }
        }
        Ok(out.w.finish())
    }

    /// The wire array of `values` when each is a primitive other than a symbol or a
    /// BigInt (what host functions are mostly called with), written straight from the
    /// list: no array on the heap, no table of seen objects. `None` for other values,
    /// which take [`Vm::value_to_wire`] (paths in its errors, references).
    pub(crate) fn primitives_to_wire(&mut self, values: &[Value]) -> Option<Vec<u8>> {
        let len = u32::try_from(values.len()).ok()?;
        let mut w = Writer::with_capacity(16 + 8 * values.len());
        w.begin_array(len);
        for &v in values {
            if let Some(s) = v.as_string() {
                crate::string::flatten(&mut self.heap, s);
            }
        }
        let max_bytes = self.wire_byte_limit();
        for &v in values {
            // Past the limit, `value_to_wire` refuses the list.
            if w.len() > max_bytes || v.is_hole() || !self.write_scalar(&mut w, v) {
                return None;
            }
        }
        Some(w.finish())
    }

    /// Writes a property key as a wire string.
    fn write_key(&mut self, w: &mut Writer, key: PropertyKey) {
        match key {
            PropertyKey::Atom(a) => {
                let h = self.atoms.string(a);
                self.write_string(w, h);
            }
            PropertyKey::Index(i) => w.string_latin1(i.to_string().as_bytes()),
            // Symbol keys are skipped before they reach here.
            PropertyKey::Symbol(_) => w.string_latin1(b""),
        }
    }

    /// Writes a string's code units (one copy for one-byte strings).
    fn write_string(&mut self, w: &mut Writer, h: Handle<JsString>) {
        match self.flat(h) {
            Str::Latin1(b) => w.string_latin1(b),
            Str::Utf16(u) => w.string_utf16(u),
        }
    }

    /// Writes a value that cannot cross: an error naming its path, or `undefined` in
    /// lenient mode.
    fn refuse(&mut self, out: &mut Out, what: &str) -> Result<(), BoundaryError> {
        if out.options.lenient {
            out.w.undefined();
            return Ok(());
        }
        let path = self.path(&out.stack);
        Err(BoundaryError::new(format!("{path} cannot be sent to the host: {what}")))
    }

    /// The path of the value being written (`$.rows[3].fn`).
    fn path(&mut self, stack: &[Frame]) -> String {
        let mut p = String::from("$");
        for f in stack {
            match f {
                Frame::Dense { next, .. } => p.push_str(&format!("[{}]", next.saturating_sub(1))),
                Frame::Slots { shape, next, .. } => {
                    let key = self.heap.get(*shape).keys.get(next.saturating_sub(1) as usize);
                    if let Some(&(k, _)) = key {
                        self.push_key_segment(&mut p, k);
                    }
                }
                Frame::List { items, next, .. } => {
                    match items.get(next.saturating_sub(1)).copied() {
                        Some(Item::Key(k, _)) => self.push_key_segment(&mut p, k),
                        Some(Item::Elem(i, _) | Item::Sparse(i, _)) => {
                            p.push_str(&format!("[{i}]"))
                        }
                        Some(Item::MapKey(i, _)) => p.push_str(&format!("[map key #{i}]")),
                        Some(Item::MapValue(i, _)) => p.push_str(&format!("[map value #{i}]")),
                        Some(Item::SetValue(i, _)) => p.push_str(&format!("[set value #{i}]")),
                        Some(Item::Cause(_)) => p.push_str(".cause"),
                        None => {}
                    }
                }
            }
        }
        p
    }

    /// Appends `.name`, `["odd key"]` or `[3]`.
    fn push_key_segment(&mut self, p: &mut String, k: PropertyKey) {
        match k {
            PropertyKey::Index(i) => p.push_str(&format!("[{i}]")),
            PropertyKey::Atom(a) => {
                let text = self.rust_string(self.atoms.string(a));
                let ident =
                    text.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_' || c == '$')
                        && text.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '$');
                if ident {
                    p.push('.');
                    p.push_str(&text);
                } else {
                    // Quoted by hand (`Debug` of str would be linked into the module).
                    p.push_str("[\"");
                    for c in text.chars() {
                        if c == '"' || c == '\\' {
                            p.push('\\');
                        }
                        p.push(c);
                    }
                    p.push_str("\"]");
                }
            }
            PropertyKey::Symbol(_) => p.push_str("[symbol]"),
        }
    }

    /// Writes `values[*next..len]` (`missing` past the end of `values`) up to the first
    /// that needs a walk of its own, which it returns; `None` at `len`. Elements and slots
    /// are written in such runs rather than a step of the walk each: a step per element
    /// cost about 20 ns a number in the wasm module.
    fn write_run(
        &self,
        w: &mut Writer,
        max_bytes: usize,
        values: &[Value],
        next: &mut u32,
        len: u32,
        missing: Value,
    ) -> Option<Value> {
        while *next < len {
            let v = values.get(*next as usize).copied().unwrap_or(missing);
            *next += 1;
            // Past the limit, `write_value` takes the value and refuses it.
            if w.len() > max_bytes || !self.write_scalar(w, v) {
                return Some(v);
            }
        }
        None
    }

    /// Writes `v` when it needs no walk and no change to the heap: a number, boolean,
    /// `null`, `undefined`, the hole or a flat string. False for anything else (objects,
    /// ropes, BigInts, symbols), which [`Vm::write_value`] takes.
    fn write_scalar(&self, w: &mut Writer, v: Value) -> bool {
        if let Some(i) = v.as_int() {
            w.i32(i);
        } else if let Some(n) = v.as_number() {
            w.number(n);
        } else if let Some(s) = v.as_string() {
            match self.heap.get(s).flat() {
                Some(Str::Latin1(b)) => w.string_latin1(b),
                Some(Str::Utf16(u)) => w.string_utf16(u),
                None => return false,
            }
        } else if let Some(b) = v.as_bool() {
            w.bool(b);
        } else if v.is_undefined() {
            w.undefined();
        } else if v.is_null() {
            w.null();
        } else if v.is_hole() {
            w.hole();
        } else {
            return false;
        }
        true
    }

    /// Writes a primitive, a reference, or opens a container (pushing its frame).
    fn write_value(&mut self, out: &mut Out, v: Value) -> Result<(), BoundaryError> {
        if out.w.len() > out.max_bytes {
            let path = self.path(&out.stack);
            return Err(BoundaryError::new(format!(
                "{path} cannot be sent to the host: the value passes {} bytes of wire",
                out.max_bytes
            )));
        }
        if self.write_scalar(&mut out.w, v) {
            return Ok(());
        }
        if let Some(s) = v.as_string() {
            // A rope, flattened first.
            self.write_string(&mut out.w, s);
            return Ok(());
        }
        if let Some(h) = v.as_bigint() {
            let (sign, magnitude) = self.bigint_ref(h).to_bytes_le();
            out.w.bigint(sign == num_bigint::Sign::Minus, &magnitude);
            return Ok(());
        }
        let Some(o) = v.as_object() else {
            // Symbols (and any kind of value the wire has no tag for).
            return self.refuse(out, "a symbol");
        };
        // The object's id if it is written now: the next the writer gives. Recorded
        // before it is opened, in one probe of the table, and taken back when nothing was
        // written (a value refused in lenient mode).
        let next = ObjectId(out.w.object_count());
        match out.seen.entry(o.index()) {
            Entry::Occupied(e) => {
                out.w.reference(*e.get());
                return Ok(());
            }
            Entry::Vacant(e) => {
                e.insert(next);
            }
        }
        let opened = self.open_container(out, o);
        if out.w.object_count() == next.0 {
            out.seen.remove(&o.index());
        }
        opened
    }

    /// Writes an object not written before: opens it as a container (pushing its frame),
    /// writes it whole (a Date, bytes), or refuses it. The object the writer begins first
    /// is this one, so that its id is the one [`Vm::write_value`] recorded.
    fn open_container(&mut self, out: &mut Out, o: Handle<JsObject>) -> Result<(), BoundaryError> {
        if out.stack.len() + 1 > out.options.max_depth as usize {
            let path = self.path(&out.stack);
            return Err(BoundaryError::new(format!(
                "{path} cannot be sent to the host: nested deeper than {} levels",
                out.options.max_depth
            )));
        }
        let obj = self.heap.get(o);
        if obj.is_callable() {
            return self.refuse(out, "a function");
        }
        match &obj.kind {
            ObjectKind::Array { length, .. } => {
                let length = *length;
                self.open_array(out, o, length)
            }
            ObjectKind::Ordinary | ObjectKind::Arguments { .. } | ObjectKind::RawJson => {
                self.open_object(out, o)
            }
            ObjectKind::Error { .. } => self.open_error(out, o),
            ObjectKind::Map(t) => {
                let entries: Vec<(Value, Value)> = t.live_entries().collect();
                out.w.begin_map(len_u32(entries.len())?);
                let mut items = Vec::with_capacity(entries.len() * 2);
                for (i, (k, v)) in entries.into_iter().enumerate() {
                    items.push(Item::MapKey(i as u32, k));
                    items.push(Item::MapValue(i as u32, v));
                }
                out.stack.push(Frame::List { items, next: 0, ends_object: false });
                Ok(())
            }
            ObjectKind::Set(t) => {
                let items: Vec<Item> = t
                    .live_entries()
                    .enumerate()
                    .map(|(i, (k, _))| Item::SetValue(i as u32, k))
                    .collect();
                out.w.begin_set(len_u32(items.len())?);
                out.stack.push(Frame::List { items, next: 0, ends_object: false });
                Ok(())
            }
            ObjectKind::Proxy { .. } => {
                let path = self.path(&out.stack);
                Err(BoundaryError::new(format!(
                    "{path} cannot be sent to the host: a Proxy (reading it would run its traps)"
                )))
            }
            ObjectKind::Date(t) => {
                let t = *t;
                out.w.date(t);
                Ok(())
            }
            ObjectKind::TypedArray(d) => {
                let d = *d;
                if d.kind != crate::object::slots::element::ElementKind::Uint8 {
                    return self.refuse(out, "a typed array other than Uint8Array");
                }
                let Some(len) = self.ta_length_of(&d) else {
                    return self
                        .refuse(out, "a Uint8Array whose buffer is detached or out of bounds");
                };
                // Copied once, from the buffer into the output.
                let bytes = match &self.heap.get(d.buffer).kind {
                    ObjectKind::ArrayBuffer(b) => b.get(d.byte_offset, len),
                    _ => None,
                };
                out.w.bytes(bytes.as_deref().unwrap_or_default());
                Ok(())
            }
            ObjectKind::ArrayBuffer(_) => self.refuse(out, "an ArrayBuffer (send a Uint8Array)"),
            ObjectKind::DataView(_) => self.refuse(out, "a DataView (send a Uint8Array)"),
            ObjectKind::ModuleNamespace(_) => self.refuse(out, "a module namespace"),
            ObjectKind::Promise(_) => self.refuse(out, "a Promise"),
            ObjectKind::Boolean(_)
            | ObjectKind::Number(_)
            | ObjectKind::String(_)
            | ObjectKind::Symbol(_)
            | ObjectKind::BigInt(_) => self.refuse(out, "a boxed primitive"),
            ObjectKind::Closure(_) | ObjectKind::Native { .. } | ObjectKind::Bound { .. } => {
                self.refuse(out, "a function")
            }
            ObjectKind::Accessor { .. }
            | ObjectKind::ArrayIterator { .. }
            | ObjectKind::StringIterator { .. }
            | ObjectKind::ForInIterator { .. }
            | ObjectKind::AsyncFromSyncIterator { .. }
            | ObjectKind::MapIterator { .. }
            | ObjectKind::DisposeStack(_)
            | ObjectKind::IteratorHelper(_)
            | ObjectKind::WrappedIterator { .. }
            | ObjectKind::WeakMap(_)
            | ObjectKind::WeakSet(_)
            | ObjectKind::WeakRef(_)
            | ObjectKind::FinalizationRegistry(_)
            | ObjectKind::DisposableStack(_)
            | ObjectKind::RegExp(_)
            | ObjectKind::RegExpStringIterator { .. }
            | ObjectKind::ShadowRealm { .. }
            | ObjectKind::Intl(_)
            | ObjectKind::Generator(_) => self.refuse(out, "an object with internal state"),
            #[cfg(feature = "temporal")]
            ObjectKind::Temporal(_) => self.refuse(out, "an object with internal state"),
        }
    }

    /// Opens an array: from its elements when they are all there is, else from a list
    /// of its own indexed properties (dense with holes, or sparse when holes dominate).
    fn open_array(
        &mut self,
        out: &mut Out,
        o: Handle<JsObject>,
        length: u32,
    ) -> Result<(), BoundaryError> {
        let obj = self.heap.get(o);
        let named_indices = match &obj.dict {
            Some(d) => d.keys.iter().flatten().any(|(k, _)| matches!(k, PropertyKey::Index(_))),
            None => self
                .heap
                .get(obj.shape)
                .keys
                .iter()
                .any(|(k, _)| matches!(k, PropertyKey::Index(_))),
        };
        let stored = obj.elements.len().min(length as usize) as u32;
        if !named_indices && (stored as u64) * 2 >= length as u64 {
            out.w.begin_array(length);
            out.stack.push(Frame::Dense { o, next: 0, len: length });
            return Ok(());
        }
        // The general case: every own index, ascending.
        let keys = self.own_property_keys(o).map_err(BoundaryError::from)?;
        let mut present: Vec<(u32, Value)> = Vec::new();
        for k in keys {
            let PropertyKey::Index(i) = k else { continue };
            let Some((loc, a)) = self.find_own(o, k) else { continue };
            if a & attrs::ENUMERABLE == 0 {
                continue;
            }
            let v = self.read_loc(o, loc);
            if a & attrs::ACCESSOR != 0 {
                if !out.options.lenient {
                    let mut path = self.path(&out.stack);
                    path.push_str(&format!("[{i}]"));
                    return Err(BoundaryError::new(format!(
                        "{path} cannot be sent to the host: an accessor property"
                    )));
                }
                present.push((i, Value::UNDEFINED));
            } else {
                present.push((i, v));
            }
        }
        let count = len_u32(present.len())?;
        if (count as u64) * 2 >= length as u64 {
            out.w.begin_array(length);
            let mut items = Vec::with_capacity(length as usize);
            let mut it = present.into_iter().peekable();
            for i in 0..length {
                match it.next_if(|&(j, _)| j == i) {
                    Some((_, v)) => items.push(Item::Elem(i, v)),
                    None => items.push(Item::Elem(i, Value::HOLE)),
                }
            }
            out.stack.push(Frame::List { items, next: 0, ends_object: false });
        } else {
            out.w.begin_sparse_array(length, count);
            let items = present.into_iter().map(|(i, v)| Item::Sparse(i, v)).collect();
            out.stack.push(Frame::List { items, next: 0, ends_object: false });
        }
        Ok(())
    }

    /// How objects of `shape` are written (cached per walk).
    fn shape_class(&self, out: &mut Out, shape: Handle<Shape>) -> ShapeClass {
        let recent = shape.index() as usize % RECENT_SHAPES;
        if let Some((s, c)) = out.recent_shapes[recent]
            && s == shape
        {
            return c;
        }
        if let Some(&c) = out.shapes.get(&shape) {
            out.recent_shapes[recent] = Some((shape, c));
            return c;
        }
        let s = self.heap.get(shape);
        let plain = !s.dictionary
            && s.keys.iter().all(|&(k, a)| {
                matches!(k, PropertyKey::Atom(_))
                    && a & attrs::ENUMERABLE != 0
                    && a & attrs::ACCESSOR == 0
            });
        let c = if plain { ShapeClass::Plain(None) } else { ShapeClass::Other };
        out.set_shape_class(shape, c);
        c
    }

    /// Opens a plain object (or class instance): its own enumerable string-keyed data
    /// properties.
    fn open_object(&mut self, out: &mut Out, o: Handle<JsObject>) -> Result<(), BoundaryError> {
        let obj = self.heap.get(o);
        let shape = obj.shape;
        if obj.elements.is_empty() && obj.dict.is_none() {
            let len = len_u32(self.heap.get(shape).keys.len())?;
            match self.shape_class(out, shape) {
                ShapeClass::Plain(Some(k)) => {
                    out.w.begin_object_like(k);
                    out.stack.push(Frame::Slots { o, shape, next: 0, len, keys: false });
                    return Ok(());
                }
                ShapeClass::Plain(None) => {
                    out.w.begin_object(len);
                    out.stack.push(Frame::Slots { o, shape, next: 0, len, keys: true });
                    return Ok(());
                }
                ShapeClass::Other => {}
            }
        }
        let keys = self.own_property_keys(o).map_err(BoundaryError::from)?;
        let mut items = Vec::with_capacity(keys.len());
        for k in keys {
            if matches!(k, PropertyKey::Symbol(_)) {
                continue;
            }
            let Some((loc, a)) = self.find_own(o, k) else { continue };
            if a & attrs::ENUMERABLE == 0 {
                continue;
            }
            if a & attrs::ACCESSOR != 0 {
                if !out.options.lenient {
                    let mut path = self.path(&out.stack);
                    self.push_key_segment(&mut path, k);
                    return Err(BoundaryError::new(format!(
                        "{path} cannot be sent to the host: an accessor property (getters are not run)"
                    )));
                }
                items.push(Item::Key(k, Value::UNDEFINED));
                continue;
            }
            items.push(Item::Key(k, self.read_loc(o, loc)));
        }
        out.w.begin_object(len_u32(items.len())?);
        out.stack.push(Frame::List { items, next: 0, ends_object: true });
        Ok(())
    }

    /// Opens an Error: its name (from the prototype chain, data properties only),
    /// message, stack and cause.
    fn open_error(&mut self, out: &mut Out, o: Handle<JsObject>) -> Result<(), BoundaryError> {
        let name = self.data_property_chain(o, PropertyKey::Atom(names::NAME));
        let message = self.own_data_property(o, PropertyKey::Atom(names::MESSAGE));
        let own_stack = self.own_data_property(o, PropertyKey::Atom(names::STACK));
        let (slot, formatted) = match self.heap.get(o).kind {
            ObjectKind::Error { stack, formatted } => (stack.as_string(), formatted),
            _ => (None, false),
        };
        let cause_key = self.key("cause").map_err(BoundaryError::from)?;
        let cause = self.own_data_property(o, cause_key);
        let (name_s, message_s) =
            (name.and_then(|v| v.as_string()), message.and_then(|v| v.as_string()));
        let stack = match (own_stack.and_then(|v| v.as_string()), slot) {
            (Some(s), _) => Some(self.wire_text(Some(s), "")),
            (None, Some(s)) if formatted => Some(self.wire_text(Some(s), "")),
            (None, Some(s)) => {
                // The [[ErrorData]] slot holds the frames until `stack` is first read
                // (then the whole text, header included).
                let frames = self.rust_string(s);
                let n = name_s.map_or_else(|| "Error".to_string(), |h| self.rust_string(h));
                let m = message_s.map_or_else(String::new, |h| self.rust_string(h));
                let text = crate::errors::stack_header(n, m) + &frames;
                Some(WireText::Utf16(text.encode_utf16().flat_map(u16::to_le_bytes).collect()))
            }
            (None, None) => None,
        };
        let name = self.wire_text(name_s, "Error");
        let message = self.wire_text(message_s, "");
        out.w.begin_error(
            wire_str(&name),
            wire_str(&message),
            stack.as_ref().map(wire_str),
            cause.is_some(),
        );
        let items = cause.map(Item::Cause).into_iter().collect();
        out.stack.push(Frame::List { items, next: 0, ends_object: false });
        Ok(())
    }

    /// An own data property's value (never a getter's).
    fn own_data_property(&self, o: Handle<JsObject>, key: PropertyKey) -> Option<Value> {
        let (loc, a) = self.find_own(o, key)?;
        (a & attrs::ACCESSOR == 0).then(|| self.read_loc(o, loc))
    }

    /// A data property found along the prototype chain (stopping at an accessor).
    pub(crate) fn data_property_chain(
        &self,
        o: Handle<JsObject>,
        key: PropertyKey,
    ) -> Option<Value> {
        let mut cur = Some(o);
        let mut steps = 0;
        while let Some(c) = cur {
            if let Some((loc, a)) = self.find_own(c, key) {
                return (a & attrs::ACCESSOR == 0).then(|| self.read_loc(c, loc));
            }
            cur = self.heap.get(c).proto;
            steps += 1;
            if steps > 10_000 {
                return None;
            }
        }
        None
    }

    /// A string's code units in wire form (Latin-1 bytes or UTF-16 little-endian pairs).
    fn wire_text(&mut self, s: Option<Handle<JsString>>, default: &str) -> WireText {
        match s {
            None => WireText::Latin1(default.as_bytes().to_vec()),
            Some(h) => match self.flat(h) {
                Str::Latin1(b) => WireText::Latin1(b.to_vec()),
                Str::Utf16(u) => WireText::Utf16(u.iter().flat_map(|c| c.to_le_bytes()).collect()),
            },
        }
    }
}

/// Owned text for an Error's fields.
enum WireText {
    /// Latin-1 bytes.
    Latin1(Vec<u8>),
    /// UTF-16 units as little-endian byte pairs.
    Utf16(Vec<u8>),
}

/// The borrowed wire view of owned text.
fn wire_str(t: &WireText) -> WireStr<'_> {
    match t {
        WireText::Latin1(b) => WireStr::Latin1(b),
        WireText::Utf16(b) => WireStr::Utf16(b),
    }
}

/// A length as the wire's u32.
fn len_u32(n: usize) -> Result<u32, BoundaryError> {
    u32::try_from(n).map_err(|_| BoundaryError::new("a container too large for the wire format"))
}
