//! The realm: the intrinsics (ECMA-262 sec-well-known-intrinsic-objects), the global
//! object, well-known symbols, and the caches the engine keeps beside them.

use cairn_gc::{Handle, Tracer};

use crate::builtins;
use crate::object::{JsObject, ObjectKind, Shape, attrs, flags};
use crate::string::{JsString, Symbol};
use crate::value::Value;
use crate::vm::Vm;

macro_rules! intrinsics {
    ($($field:ident,)*) => {
        /// The intrinsic objects of a realm.
        #[derive(Clone, cairn_codec::Encode, cairn_codec::Decode)]
        pub(crate) struct Realm {
            $(#[doc = concat!("%", stringify!($field), "%")] pub(crate) $field: Handle<JsObject>,)*
            /// The prototypes of Error and the NativeErrors, by `ErrorType`.
            pub(crate) error_prototypes: [Handle<JsObject>; 7],
            /// The prototypes of the Temporal classes, by `temporal::ClassId`.
            pub(crate) temporal_prototypes: [Handle<JsObject>; 8],
            /// The prototypes of the Intl classes, by `intl::ClassId` (placeholders in a
            /// build without the `intl` feature, where nothing reads them).
            pub(crate) intl_prototypes: [Handle<JsObject>; 12],
            /// %Intl%.[[FallbackSymbol]] (ECMA-402 sec-intl-object), made with the `Intl`
            /// object (`None` in a build without the `intl` feature).
            pub(crate) intl_fallback_symbol: Option<Handle<Symbol>>,
            /// The empty shape every new object starts from.
            pub(crate) root_shape: Handle<Shape>,
            /// The marker shape of dictionary-mode objects.
            pub(crate) dict_shape: Handle<Shape>,
            /// Well-known symbols.
            pub(crate) symbols: WellKnownSymbols,
            /// The global symbol registry (Symbol.for).
            pub(crate) symbol_registry: Vec<(Handle<JsString>, Handle<Symbol>)>,
            /// "0".."255", for ToString of small integers.
            pub(crate) small_int_strings: Vec<Handle<JsString>>,
            /// One-unit strings for units below 256.
            pub(crate) char_strings: Vec<Handle<JsString>>,
            /// Global lexical bindings (let/const/class at the top level of scripts):
            /// name -> index into `global_lexical_values`.
            pub(crate) global_lexicals: rustc_hash::FxHashMap<crate::string::PropertyKey, u32>,
            /// Global lexical values (the hole while uninitialized) and whether const.
            pub(crate) global_lexical_values: Vec<(Value, bool)>,
            /// Shapes of fresh functions: (length+name, length+name+prototype, the
            /// prototype object's constructor, length+name+arguments+caller+prototype of
            /// sloppy ordinary functions), filled by the first closure of each kind.
            pub(crate) function_shapes: (
                Option<Handle<Shape>>,
                Option<Handle<Shape>>,
                Option<Handle<Shape>>,
                Option<Handle<Shape>>,
            ),
            /// The state of Math.random's generator (xorshift; seeded by the host).
            pub(crate) random_state: u64,
        }

        impl Realm {
            /// A realm whose handles are not yet created (filled by `create_intrinsics`).
            pub(crate) fn placeholder() -> Realm {
                let h = Handle::from_index(0);
                Realm {
                    $($field: h,)*
                    error_prototypes: [h; 7],
                    temporal_prototypes: [h; 8],
                    intl_prototypes: [h; 12],
                    intl_fallback_symbol: None,
                    root_shape: Handle::from_index(0),
                    dict_shape: Handle::from_index(0),
                    symbols: WellKnownSymbols::placeholder(),
                    symbol_registry: Vec::new(),
                    small_int_strings: Vec::new(),
                    char_strings: Vec::new(),
                    global_lexicals: Default::default(),
                    global_lexical_values: Vec::new(),
                    function_shapes: (None, None, None, None),
                    random_state: 0x2545_F491_4F6C_DD1D,
                }
            }

            /// Marks every handle the realm holds.
            pub(crate) fn trace_roots(&self, t: &mut Tracer) {
                $(t.mark(self.$field);)*
                let prototypes = self.error_prototypes.iter().chain(&self.temporal_prototypes);
                for &p in prototypes.chain(&self.intl_prototypes) {
                    t.mark(p);
                }
                t.mark(self.root_shape);
                if let Some(s) = self.intl_fallback_symbol {
                    t.mark(s);
                }
                let (a, b, c, d) = self.function_shapes;
                for s in [a, b, c, d].into_iter().flatten() {
                    t.mark(s);
                }
                t.mark(self.dict_shape);
                self.symbols.trace_roots(t);
                for &(s, y) in &self.symbol_registry {
                    t.mark(s);
                    t.mark(y);
                }
                for &s in self.small_int_strings.iter().chain(&self.char_strings) {
                    t.mark(s);
                }
                for (v, _) in &self.global_lexical_values {
                    cairn_gc::Trace::trace(v, t);
                }
            }

            /// The intrinsic of `other` that plays the role `h` plays in this realm (the
            /// same field), or `None` when `h` is not one of this realm's intrinsics:
            /// GetPrototypeFromConstructor's fallback to the constructor's realm.
            pub(crate) fn translate(&self, h: Handle<JsObject>, other: &Realm) -> Option<Handle<JsObject>> {
                $(if self.$field == h {
                    return Some(other.$field);
                })*
                for (i, &p) in self.error_prototypes.iter().enumerate() {
                    if p == h {
                        return other.error_prototypes.get(i).copied();
                    }
                }
                for (i, &p) in self.temporal_prototypes.iter().enumerate() {
                    if p == h {
                        return other.temporal_prototypes.get(i).copied();
                    }
                }
                for (i, &p) in self.intl_prototypes.iter().enumerate() {
                    if p == h {
                        return other.intl_prototypes.get(i).copied();
                    }
                }
                None
            }
        }
    };
}

intrinsics! {
    global,
    object_prototype,
    function_prototype,
    array_prototype,
    string_prototype,
    number_prototype,
    boolean_prototype,
    symbol_prototype,
    iterator_prototype,
    array_iterator_prototype,
    string_iterator_prototype,
    promise_prototype,
    promise_constructor,
    generator_prototype,
    async_function_prototype,
    generator_function_prototype,
    async_generator_prototype,
    async_generator_function_prototype,
    async_iterator_prototype,
    async_from_sync_iterator_prototype,
    throw_type_error,
    // The accessor pairs of a sloppy function's own `caller` and `arguments`
    // (builtins/function).
    function_caller,
    function_arguments,
    abstract_module_source,
    array_proto_values,
    eval,
    map_prototype,
    set_prototype,
    map_iterator_prototype,
    set_iterator_prototype,
    bigint_prototype,
    // Date
    date_prototype,
    // binary data (ArrayBuffer, SharedArrayBuffer, DataView, TypedArrays)
    array_buffer_prototype,
    array_buffer_constructor,
    shared_array_buffer_prototype,
    shared_array_buffer_constructor,
    data_view_prototype,
    typed_array_prototype,
    typed_array_constructor,
    int8_array_prototype,
    int8_array_constructor,
    uint8_array_prototype,
    uint8_array_constructor,
    uint8_clamped_array_prototype,
    uint8_clamped_array_constructor,
    int16_array_prototype,
    int16_array_constructor,
    uint16_array_prototype,
    uint16_array_constructor,
    int32_array_prototype,
    int32_array_constructor,
    uint32_array_prototype,
    uint32_array_constructor,
    float16_array_prototype,
    float16_array_constructor,
    float32_array_prototype,
    float32_array_constructor,
    float64_array_prototype,
    float64_array_constructor,
    big_int64_array_prototype,
    big_int64_array_constructor,
    big_uint64_array_prototype,
    big_uint64_array_constructor,
    iterator_constructor,
    iterator_helper_prototype,
    wrap_for_valid_iterator_prototype,
    weak_map_prototype,
    weak_set_prototype,
    weak_ref_prototype,
    finalization_registry_prototype,
    aggregate_error_prototype,
    suppressed_error_prototype,
    disposable_stack_prototype,
    disposable_stack_constructor,
    async_disposable_stack_prototype,
    async_disposable_stack_constructor,
    regexp_prototype,
    regexp_constructor,
    regexp_exec,
    regexp_string_iterator_prototype,
    // Realms: %Array%, for ArraySpeciesCreate's cross-realm rule
    array_constructor,
    // ShadowRealm
    shadow_realm_prototype,
}

macro_rules! symbols {
    ($($field:ident = $desc:literal,)*) => {
        /// The well-known symbols (sec-well-known-symbols).
        #[derive(Clone, Copy, cairn_codec::Encode, cairn_codec::Decode)]
        pub(crate) struct WellKnownSymbols {
            $(#[doc = $desc] pub(crate) $field: Handle<Symbol>,)*
        }
        impl WellKnownSymbols {
            fn placeholder() -> Self {
                WellKnownSymbols { $($field: Handle::from_index(0),)* }
            }
            fn trace_roots(&self, t: &mut Tracer) {
                $(t.mark(self.$field);)*
            }
            /// (property name on `Symbol`, description, handle) of each.
            pub(crate) fn all(&self) -> Vec<(&'static str, Handle<Symbol>)> {
                vec![$(($desc, self.$field)),*]
            }
            fn create(vm: &mut Vm) -> Result<Self, cairn_gc::HeapLimitExceeded> {
                Ok(WellKnownSymbols {
                    $($field: {
                        let d = vm.heap.alloc(JsString::from_text(concat!("Symbol.", $desc)))?;
                        vm.heap.alloc(Symbol { description: Some(d), registered: false, private: false })?
                    },)*
                })
            }
        }
    };
}

symbols! {
    async_dispose = "asyncDispose",
    async_iterator = "asyncIterator",
    dispose = "dispose",
    has_instance = "hasInstance",
    is_concat_spreadable = "isConcatSpreadable",
    iterator = "iterator",
    match_ = "match",
    match_all = "matchAll",
    replace = "replace",
    search = "search",
    species = "species",
    split = "split",
    to_primitive = "toPrimitive",
    to_string_tag = "toStringTag",
    unscopables = "unscopables",
    // decorators
    metadata = "metadata",
}

/// Creates the realm's intrinsics into `vm.realm`. A fresh heap has no limit problem
/// at this size; if the host set a limit too small for the realm, the intrinsics that
/// did not fit are missing and scripts see TypeErrors.
pub(crate) fn create_intrinsics(vm: &mut Vm) {
    if let Err(e) = create_shared(vm).and_then(|()| create_realm_objects(vm)) {
        let why = match e {
            crate::vm::Throw::Terminate(t) => t.message(),
            crate::vm::Throw::Exception(_) => "an exception",
        };
        vm.host.print_line(&format!("cairn: realm creation stopped: {why}"));
    }
}

/// What every realm of a VM shares (the agent's, not a realm's): the root and
/// dictionary shapes, the well-known symbols (sec-well-known-symbols: shared by all
/// realms) and the small string caches. A new realm copies them from the current one
/// (`Realm::share_from`).
fn create_shared(vm: &mut Vm) -> Result<(), crate::vm::Throw> {
    vm.realm.root_shape = vm.heap.alloc(Shape::root())?;
    vm.realm.dict_shape = vm.heap.alloc(Shape::dictionary())?;
    vm.realm.symbols = WellKnownSymbols::create(vm)?;
    for i in 0..256u32 {
        let s = vm.heap.alloc(JsString::from_text(&i.to_string()))?;
        vm.realm.small_int_strings.push(s);
        let c = vm.heap.alloc(JsString::from_latin1(Box::new([i as u8])))?;
        vm.realm.char_strings.push(c);
    }
    Ok(())
}

impl Realm {
    /// A realm record with no intrinsics yet that shares `current`'s agent-wide parts
    /// (shapes, well-known symbols, string caches; the symbol registry moves with the
    /// current realm, see `Vm::switch_realm`).
    pub(crate) fn share_from(current: &Realm) -> Realm {
        let mut r = Realm::placeholder();
        r.root_shape = current.root_shape;
        r.dict_shape = current.dict_shape;
        r.symbols = current.symbols;
        r.small_int_strings = current.small_int_strings.clone();
        r.char_strings = current.char_strings.clone();
        r.random_state = current.random_state.rotate_left(17) ^ 0x9E37_79B9_7F4A_7C15;
        r
    }
}

/// CreateIntrinsics and SetDefaultGlobalBindings (sec-createintrinsics,
/// sec-setdefaultglobalbindings) into `vm.realm`, whose shared parts are set.
pub(crate) fn create_realm_objects(vm: &mut Vm) -> Result<(), crate::vm::Throw> {
    let object_prototype = vm.alloc_object(ObjectKind::Ordinary, None)?;
    vm.realm.object_prototype = object_prototype;
    let op = Some(object_prototype);
    // %Function.prototype% is itself a function (returning undefined).
    let fp = vm.alloc_object(
        ObjectKind::Native {
            id: crate::native::NativeId::FunctionPrototype.raw(),
            data: Box::new([]),
        },
        op,
    )?;
    vm.heap.get_mut(fp).flags = flags::CALLABLE;
    vm.realm.function_prototype = fp;
    vm.realm.global = vm.alloc_object(ObjectKind::Ordinary, op)?;
    vm.realm.array_prototype =
        vm.alloc_object(ObjectKind::Array { length: 0, length_writable: true }, op)?;
    let empty = vm.heap.alloc(JsString::from_text(""))?;
    vm.realm.string_prototype = vm.alloc_object(ObjectKind::String(empty), op)?;
    vm.realm.number_prototype = vm.alloc_object(ObjectKind::Number(0.0), op)?;
    vm.realm.boolean_prototype = vm.alloc_object(ObjectKind::Boolean(false), op)?;
    vm.realm.symbol_prototype = vm.alloc_object(ObjectKind::Ordinary, op)?;
    vm.realm.iterator_prototype = vm.alloc_object(ObjectKind::Ordinary, op)?;
    let ip = Some(vm.realm.iterator_prototype);
    vm.realm.array_iterator_prototype = vm.alloc_object(ObjectKind::Ordinary, ip)?;
    vm.realm.string_iterator_prototype = vm.alloc_object(ObjectKind::Ordinary, ip)?;
    vm.realm.generator_prototype = vm.alloc_object(ObjectKind::Ordinary, ip)?;
    vm.realm.async_iterator_prototype = vm.alloc_object(ObjectKind::Ordinary, op)?;
    let aip = Some(vm.realm.async_iterator_prototype);
    vm.realm.async_generator_prototype = vm.alloc_object(ObjectKind::Ordinary, aip)?;
    vm.realm.async_from_sync_iterator_prototype = vm.alloc_object(ObjectKind::Ordinary, aip)?;
    vm.realm.promise_prototype = vm.alloc_object(ObjectKind::Ordinary, op)?;
    vm.realm.map_prototype = vm.alloc_object(ObjectKind::Ordinary, op)?;
    vm.realm.set_prototype = vm.alloc_object(ObjectKind::Ordinary, op)?;
    vm.realm.map_iterator_prototype = vm.alloc_object(ObjectKind::Ordinary, ip)?;
    vm.realm.set_iterator_prototype = vm.alloc_object(ObjectKind::Ordinary, ip)?;
    vm.realm.async_function_prototype = vm.alloc_object(ObjectKind::Ordinary, Some(fp))?;
    vm.realm.generator_function_prototype = vm.alloc_object(ObjectKind::Ordinary, Some(fp))?;
    vm.realm.async_generator_function_prototype =
        vm.alloc_object(ObjectKind::Ordinary, Some(fp))?;
    let error_proto = vm.alloc_object(ObjectKind::Ordinary, op)?;
    vm.realm.error_prototypes[0] = error_proto;
    for i in 1..7 {
        vm.realm.error_prototypes[i] = vm.alloc_object(ObjectKind::Ordinary, Some(error_proto))?;
    }
    let tte = vm.make_native(crate::native::NativeId::ThrowTypeError, None, Box::new([]))?;
    vm.heap.get_mut(tte).extensible = false;
    vm.realm.throw_type_error = tte;

    for init in builtins::REALM_INIT {
        init(vm)?;
    }
    let global = vm.realm.global;
    vm.define_value(global, "globalThis", Value::object(global), attrs::HIDDEN)?;
    // Realms
    let array = vm.key("Array")?;
    if let Some(a) = vm.get(global, array, Value::object(global))?.as_object() {
        vm.realm.array_constructor = a;
    }
    Ok(())
}
