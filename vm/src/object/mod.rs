//! Objects: storage (shape + slots, or a dictionary; dense elements), the object kinds
//! (ordinary and exotic), and the internal methods of ECMA-262 sec-ordinary-object-internal-methods-and-internal-slots
//! and sec-built-in-exotic-object-internal-methods-and-slots.
//!
//! Storage rules (the next engineer must keep them):
//! - named properties live in `slots`, described by `shape` (or by `dict` when the
//!   object is in dictionary mode, with `shape` the shared dictionary marker);
//! - `elements` holds indexed properties that are plain data properties with default
//!   attributes (writable, enumerable, configurable); `Value::HOLE` marks a missing one;
//! - any other indexed property (an accessor, a non-default attribute, an index far past
//!   the dense part) lives with the named properties under `PropertyKey::Index`; an index
//!   is never in both places;
//! - `elements` is an [`Elements`]: a slice to everything that reads it, whose front
//!   `shift` and `unshift` remove and refill in O(1) (elements.rs).

pub(crate) mod array;
pub mod elements;
pub(crate) mod ordinary;
pub(crate) mod property;
pub(crate) mod shape;
pub(crate) mod slots;
// Proxy exotic objects
pub(crate) mod proxy;

use cairn_gc::{Handle, HeapKind, HeapSize, Trace, Tracer};
use rustc_hash::FxHashMap;

pub use elements::Elements;
pub use property::{PropertyDescriptor, attrs};
pub use shape::Shape;

use crate::heap::KIND_OBJECT;
use crate::interp::code::Code;
use crate::interp::env::Env;
use crate::interp::frame::SuspendedFrame;
use crate::string::{JsString, PropertyKey, Symbol};
use crate::value::Value;

/// A dictionary-mode property table: insertion-ordered keys (with tombstones) whose
/// values are in the object's `slots` at the same index.
#[derive(Clone, Debug, Default)]
pub struct Dict {
    /// Keys and attributes by slot; `None` for a deleted property.
    pub keys: Vec<Option<(PropertyKey, u8)>>,
    /// Key -> slot.
    pub map: FxHashMap<PropertyKey, u32>,
}

/// A dictionary is written as its keys; the map is rebuilt from them when read.
impl cairn_codec::Encode for Dict {
    fn encode(&self, out: &mut cairn_codec::Writer) {
        self.keys.encode(out);
    }
}

impl cairn_codec::Decode for Dict {
    fn decode(r: &mut cairn_codec::Reader<'_>) -> Result<Self, cairn_codec::DecodeError> {
        let keys = Vec::<Option<(PropertyKey, u8)>>::decode(r)?;
        let map =
            keys.iter().enumerate().filter_map(|(i, k)| k.map(|(k, _)| (k, i as u32))).collect();
        Ok(Dict { keys, map })
    }
}

/// The internal slots that differ between kinds of objects.
#[derive(Clone, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub enum ObjectKind {
    /// An ordinary object.
    Ordinary,
    /// An Array exotic object (sec-array-exotic-objects); `length` is its "length".
    Array {
        /// The "length" property's value.
        length: u32,
        /// Whether "length" is writable.
        length_writable: bool,
    },
    /// A function written in JS: its code and captured environment.
    Closure(Box<ClosureData>),
    /// A built-in function: an index into the static native table, and its own data.
    Native {
        /// The index of its entry in [`crate::builtins::NATIVES`].
        id: u16,
        /// Internal slots of this instance (e.g. a promise resolving function's promise).
        data: Box<[Value]>,
    },
    /// A bound function exotic object (sec-bound-function-exotic-objects).
    Bound {
        /// [[BoundTargetFunction]].
        target: Handle<JsObject>,
        /// [[BoundThis]].
        this: Value,
        /// [[BoundArguments]].
        args: Box<[Value]>,
    },
    /// An Error instance ([[ErrorData]]).
    Error {
        /// The `stack` text: the frames captured at construction ("\n    at ..."
        /// lines; undefined until then), or the whole text once `formatted`.
        stack: Value,
        /// Whether `stack` is the whole text (formatted by the first read of `stack`, or
        /// given by the host) rather than frames still waiting for their header. A flag,
        /// not a guess from the text: a host's stack may itself start with a newline.
        formatted: bool,
    },
    /// A Boolean wrapper.
    Boolean(bool),
    /// A Number wrapper.
    Number(f64),
    /// A String exotic object.
    String(Handle<JsString>),
    /// A Symbol wrapper.
    Symbol(Handle<Symbol>),
    /// An arguments exotic object; mapped ones alias the environment slots listed.
    Arguments {
        /// For a mapped arguments object: the environment and slot of each mapped index
        /// (`u32::MAX` once unmapped).
        mapped: Option<(Handle<Env>, Box<[u32]>)>,
    },
    /// An accessor pair stored in a property slot (never visible to JS).
    Accessor {
        /// The getter or undefined.
        get: Value,
        /// The setter or undefined.
        set: Value,
    },
    /// An Array Iterator (sec-array-iterator-objects).
    ArrayIterator {
        /// The iterated object (undefined when done).
        target: Value,
        /// The next index.
        index: u32,
        /// 0 keys, 1 values, 2 entries.
        kind: u8,
    },
    /// A String Iterator (sec-string-iterator-objects).
    StringIterator {
        /// The string (undefined when done).
        target: Value,
        /// The next code unit index.
        index: u32,
    },
    /// A for-in iterator: the keys left to visit.
    ForInIterator {
        /// The object whose keys are listed (checked again before each key).
        object: Value,
        /// The keys (strings).
        keys: Box<[Value]>,
        /// The next key.
        index: u32,
    },
    /// An Async-from-Sync Iterator (sec-async-from-sync-iterator-objects).
    AsyncFromSyncIterator {
        /// The sync iterator.
        iterator: Value,
        /// Its `next` method.
        next: Value,
    },
    /// A Map ([[MapData]]).
    Map(Box<slots::map_table::Table>),
    /// A Set ([[SetData]]).
    Set(Box<slots::map_table::Table>),
    /// A Map or Set Iterator: its place in the table, kind 0 keys 1 values 2 entries.
    MapIterator {
        /// The Map or Set (undefined when done).
        target: Value,
        /// Where the next entry is looked for.
        at: slots::map_table::Cursor,
        /// 0 keys, 1 values, 2 entries.
        kind: u8,
    },
    /// A DisposeCapability (sec-newdisposecapability): (method, value, sync @@dispose of an
    /// `await using`) resources, VM-internal.
    DisposeStack(Vec<(Value, Value, bool)>),
    /// A Promise (sec-promise-objects).
    Promise(Box<slots::promise::PromiseData>),
    /// A generator or async function's suspended state.
    Generator(Box<GeneratorData>),
    /// A Proxy exotic object (sec-proxy-object-internal-methods-and-internal-slots; the
    /// internal methods are in `object/proxy.rs`).
    Proxy {
        /// [[ProxyTarget]] (null when revoked).
        target: Value,
        /// [[ProxyHandler]] (null when revoked).
        handler: Value,
    },
    // BigInt
    /// A BigInt wrapper ([[BigIntData]]).
    BigInt(Handle<crate::value::bigint::JsBigInt>),
    /// A Date ([[DateValue]]: a time value or NaN).
    Date(f64),
    // binary data (ArrayBuffer, SharedArrayBuffer, DataView, TypedArrays)
    /// An ArrayBuffer or SharedArrayBuffer (sec-arraybuffer-objects): its bytes.
    ArrayBuffer(Box<crate::object::slots::binary::BufferData>),
    /// A DataView (sec-dataview-objects).
    DataView(crate::object::slots::binary::DataViewData),
    /// A TypedArray (sec-typedarray-exotic-objects).
    TypedArray(crate::object::slots::binary::TypedArrayData),
    // ES modules
    /// A module namespace exotic object (sec-module-namespace-exotic-objects) of the
    /// module with this index in `Vm::modules`.
    ModuleNamespace(u32),
    // Iterator helpers, weak collections, disposable stacks (builtins/iterator/helper.rs,
    // builtins/weak/, builtins/disposable.rs)
    /// An Iterator Helper (sec-iterator-helper-objects).
    IteratorHelper(Box<crate::object::slots::iterator_helper::Helper>),
    /// A %WrapForValidIteratorPrototype% object: its [[Iterated]] record.
    WrappedIterator {
        /// The wrapped iterator.
        iterator: Value,
        /// Its next method.
        next: Value,
    },
    /// A WeakMap ([[WeakMapData]]); entries are ephemerons.
    WeakMap(Box<crate::object::slots::weak::WeakTable>),
    /// A WeakSet ([[WeakSetData]]); entries are weak.
    WeakSet(Box<crate::object::slots::weak::WeakTable>),
    /// A WeakRef: [[WeakRefTarget]] (weak; undefined once collected).
    WeakRef(Value),
    /// A FinalizationRegistry (sec-finalization-registry-objects).
    FinalizationRegistry(Box<crate::object::slots::weak::Registry>),
    /// A DisposableStack or AsyncDisposableStack.
    DisposableStack(Box<crate::object::slots::disposable::Stack>),
    // RegExp
    /// A RegExp instance ([[RegExpMatcher]], [[OriginalSource]], [[OriginalFlags]]).
    RegExp(Box<crate::object::slots::regexp::RegExpData>),
    /// A RegExp String Iterator (sec-regexp-string-iterator-objects).
    RegExpStringIterator {
        /// [[IteratingRegExp]] (undefined when done).
        regexp: Value,
        /// [[IteratedString]].
        string: Value,
        /// [[Global]] (bit 0) and [[Unicode]] (bit 1).
        flags: u8,
    },
    // JSON.parse source text access
    /// A raw JSON object made by `JSON.rawJSON` ([[IsRawJSON]]): a frozen null-prototype
    /// object whose one property `rawJSON` holds the text.
    RawJson,
    /// A ShadowRealm object: [[ShadowRealm]], the index of its realm in the VM.
    ShadowRealm {
        /// The realm (an index for `Vm::realms`; realms live as long as the VM).
        realm: u16,
    },
    /// A Temporal object (builtins/temporal): its temporal_rs value.
    #[cfg(feature = "temporal")]
    Temporal(Box<slots::temporal::Temporal>),
    /// An ECMA-402 object (builtins/intl): its resolved locale and options.
    Intl(Box<slots::intl::Intl>),
}

impl ObjectKind {
    /// A new Error instance's slots: no stack captured yet.
    pub(crate) const NEW_ERROR: ObjectKind =
        ObjectKind::Error { stack: Value::UNDEFINED, formatted: false };
}

/// A closure's internal slots.
#[derive(Clone, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub struct ClosureData {
    /// The compilation unit.
    pub code: Handle<Code>,
    /// The function's index in the unit.
    pub func: u32,
    /// The environment it closes over.
    pub env: Option<Handle<Env>>,
    /// The lexical `this` of an arrow function, or the [[HomeObject]]'s value for methods.
    pub this: Value,
    /// [[HomeObject]] for `super` lookups (undefined when none).
    pub home: Value,
    /// The class's field initializer function for derived/base constructors (undefined if none).
    pub fields: Value,
    /// The lexical new.target of an arrow function.
    pub new_target: Value,
}

/// The state of a generator object (sec-properties-of-generator-instances).
#[derive(Clone, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub struct GeneratorData {
    /// suspendedStart / suspendedYield / executing / completed.
    pub state: GeneratorState,
    /// The saved frame while suspended.
    pub frame: Option<SuspendedFrame>,
    /// For async functions: the promise they return (undefined for generators).
    pub promise: Value,
    /// For async generators: the AsyncGeneratorRequest queue (mode 0 next, 1 throw,
    /// 2 return; the value; the request's promise). `None` for other kinds.
    pub queue: Option<std::collections::VecDeque<(i32, Value, Value)>>,
}

/// [[GeneratorState]].
#[derive(Clone, Copy, Debug, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub enum GeneratorState {
    /// Created, not started.
    SuspendedStart,
    /// Paused at a yield or await.
    SuspendedYield,
    /// Running.
    Executing,
    /// Finished.
    Completed,
    /// An async generator awaiting the value of a `return` request.
    AwaitingReturn,
}

/// A JS object on the heap.
#[derive(Clone, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub struct JsObject {
    /// The shape (or the dictionary marker shape).
    pub shape: Handle<Shape>,
    /// [[Prototype]].
    pub proto: Option<Handle<JsObject>>,
    /// Named property values (and accessor pairs), by slot.
    pub slots: Vec<Value>,
    /// Dense indexed data properties with default attributes.
    pub elements: Elements,
    /// The property table in dictionary mode.
    pub dict: Option<Box<Dict>>,
    /// [[Extensible]].
    pub extensible: bool,
    /// Whether this is a class constructor, constructor, callable... (see `flags`).
    pub flags: u8,
    /// The index of the realm it was created in (`Vm::realm_id` then): a function's
    /// [[Realm]] (ECMA-262 sec-getfunctionrealm). Set by `Vm::alloc_object`.
    pub realm: u16,
    /// What kind of object this is.
    pub kind: ObjectKind,
}

/// Bits of [`JsObject::flags`].
pub mod flags {
    /// Has [[Call]].
    pub const CALLABLE: u8 = 1;
    /// Has [[Construct]].
    pub const CONSTRUCTOR: u8 = 2;
    /// A class constructor (throws when called).
    pub const CLASS: u8 = 4;
    /// A derived class constructor (`this` comes from super()).
    pub const DERIVED: u8 = 8;
    // IsHTMLDDA
    /// Has [[IsHTMLDDA]] (ECMA-262 sec-IsHTMLDDA-internal-slot, Annex B): typeof
    /// "undefined", ToBoolean false, loosely equal to null and undefined. Only a host
    /// makes one (`Vm::create_is_html_dda`).
    pub const HTMLDDA: u8 = 16;
}

impl JsObject {
    /// An empty object of `kind` with `shape` (the realm's root shape).
    pub fn new(
        shape: Handle<Shape>,
        proto: Option<Handle<JsObject>>,
        kind: ObjectKind,
    ) -> JsObject {
        JsObject {
            shape,
            proto,
            slots: Vec::new(),
            elements: Elements::new(),
            dict: None,
            extensible: true,
            flags: 0,
            realm: 0,
            kind,
        }
    }

    /// Whether this object has [[Call]].
    #[inline]
    pub fn is_callable(&self) -> bool {
        self.flags & flags::CALLABLE != 0
    }

    /// Whether this object has [[Construct]].
    #[inline]
    pub fn is_constructor(&self) -> bool {
        self.flags & flags::CONSTRUCTOR != 0
    }
}

/// Elements an object reports per part when the collector traces it in parts.
const TRACE_PART: usize = 4096;

impl Trace for JsObject {
    fn trace(&self, tracer: &mut Tracer) {
        let mut from = 0;
        while let Some(next) = self.trace_from(tracer, from) {
            from = next;
        }
    }

    /// The first part is everything but the elements, and the first elements; then
    /// `TRACE_PART` elements a part, so that an array of millions is not one step.
    fn trace_from(&self, tracer: &mut Tracer, from: usize) -> Option<usize> {
        let elements: &[Value] = &self.elements;
        if from == 0 {
            self.trace_fields(tracer);
        }
        let end = from.saturating_add(TRACE_PART).min(elements.len());
        elements.get(from..end).unwrap_or(&[]).trace(tracer);
        (end < elements.len()).then_some(end)
    }
}

impl JsObject {
    /// Reports every handle but the elements'.
    fn trace_fields(&self, tracer: &mut Tracer) {
        tracer.mark(self.shape);
        self.proto.trace(tracer);
        self.slots.trace(tracer);
        if let Some(d) = &self.dict {
            for (k, _) in d.keys.iter().flatten() {
                k.trace(tracer);
            }
        }
        match &self.kind {
            ObjectKind::Ordinary
            | ObjectKind::Array { .. }
            | ObjectKind::Boolean(_)
            | ObjectKind::Number(_) => {}
            ObjectKind::Error { stack, .. } => stack.trace(tracer),
            ObjectKind::Closure(c) => {
                tracer.mark(c.code);
                c.env.trace(tracer);
                c.this.trace(tracer);
                c.home.trace(tracer);
                c.fields.trace(tracer);
                c.new_target.trace(tracer);
            }
            ObjectKind::Native { data, .. } => data.trace(tracer),
            ObjectKind::Bound { target, this, args } => {
                tracer.mark(*target);
                this.trace(tracer);
                args.trace(tracer);
            }
            ObjectKind::String(s) => tracer.mark(*s),
            ObjectKind::Symbol(s) => tracer.mark(*s),
            ObjectKind::Arguments { mapped } => {
                if let Some((env, _)) = mapped {
                    tracer.mark(*env);
                }
            }
            ObjectKind::Accessor { get, set } => {
                get.trace(tracer);
                set.trace(tracer);
            }
            ObjectKind::ArrayIterator { target, .. }
            | ObjectKind::StringIterator { target, .. } => target.trace(tracer),
            ObjectKind::ForInIterator { object, keys, .. } => {
                object.trace(tracer);
                keys.trace(tracer);
            }
            ObjectKind::Promise(p) => p.trace(tracer),
            ObjectKind::AsyncFromSyncIterator { iterator, next } => {
                iterator.trace(tracer);
                next.trace(tracer);
            }
            ObjectKind::Map(t) | ObjectKind::Set(t) => t.trace(tracer),
            ObjectKind::MapIterator { target, .. } => target.trace(tracer),
            ObjectKind::DisposeStack(r) => {
                for (m, v, _) in r {
                    m.trace(tracer);
                    v.trace(tracer);
                }
            }
            ObjectKind::Generator(g) => {
                g.frame.trace(tracer);
                g.promise.trace(tracer);
                if let Some(q) = &g.queue {
                    for (_, v, p) in q {
                        v.trace(tracer);
                        p.trace(tracer);
                    }
                }
            }
            ObjectKind::BigInt(b) => tracer.mark(*b),
            ObjectKind::Proxy { target, handler } => {
                target.trace(tracer);
                handler.trace(tracer);
            }
            ObjectKind::Date(_) => {}
            ObjectKind::ArrayBuffer(_) => {}
            ObjectKind::DataView(d) => tracer.mark(d.buffer),
            ObjectKind::TypedArray(d) => tracer.mark(d.buffer),
            // The module's records are roots of their own.
            ObjectKind::ModuleNamespace(_) => {}
            // Iterator helpers, weak collections, disposable stacks
            ObjectKind::IteratorHelper(h) => h.trace(tracer),
            ObjectKind::WrappedIterator { iterator, next } => {
                iterator.trace(tracer);
                next.trace(tracer);
            }
            ObjectKind::WeakMap(t) | ObjectKind::WeakSet(t) => t.trace(tracer),
            // The target is weak: not marked; cleared in `clear_weak`.
            ObjectKind::WeakRef(_) => tracer.holds_weak(),
            ObjectKind::FinalizationRegistry(r) => r.trace(tracer),
            ObjectKind::DisposableStack(s) => s.trace(tracer),
            ObjectKind::RegExp(_) => {}
            ObjectKind::RegExpStringIterator { regexp, string, .. } => {
                regexp.trace(tracer);
                string.trace(tracer);
            }
            // The text is in the `rawJSON` property's slot.
            ObjectKind::RawJson => {}
            // Realm records are roots of their own.
            ObjectKind::ShadowRealm { .. } => {}
            #[cfg(feature = "temporal")]
            ObjectKind::Temporal(_) => {}
            ObjectKind::Intl(i) => {
                for v in i.values() {
                    v.trace(tracer);
                }
            }
        }
    }
}

impl HeapSize for JsObject {
    fn extra_bytes(&self) -> usize {
        (self.slots.capacity() + self.elements.capacity()) * 8
            + self.dict.as_ref().map_or(0, |d| d.keys.capacity() * 24 + d.map.len() * 24)
            + match &self.kind {
                ObjectKind::ArrayBuffer(b) => b.capacity(),
                // Charged to the heap limit: a script filling a Map hits the limit,
                // not the machine's memory (O(1): capacities, not a walk).
                ObjectKind::Map(t) | ObjectKind::Set(t) => t.heap_bytes(),
                ObjectKind::WeakMap(t) | ObjectKind::WeakSet(t) => t.heap_bytes(),
                _ => 0,
            }
    }
}

impl HeapKind for JsObject {
    const KIND: u8 = KIND_OBJECT;
    const NAME: &'static str = "object";
    fn dangling() -> Self {
        JsObject::new(Handle::from_index(0), None, ObjectKind::Ordinary)
    }
    fn clear_weak(&mut self, live: &cairn_gc::Liveness<'_>) -> bool {
        match &mut self.kind {
            ObjectKind::WeakMap(t) | ObjectKind::WeakSet(t) => {
                t.clear_dead(live);
                false
            }
            ObjectKind::WeakRef(target) => {
                if !crate::object::slots::weak::value_is_live(*target, live) {
                    *target = Value::UNDEFINED;
                }
                false
            }
            ObjectKind::FinalizationRegistry(r) => r.clear_dead(live),
            _ => false,
        }
    }
}
