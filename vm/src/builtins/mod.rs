//! The standard library, one module per clause of ECMA-262, and the static table of
//! native functions.
//!
//! A native function is named by its [`NativeId`], a stable index into [`NATIVES`]
//! (function objects store the index, never a fn pointer, so a heap can be written to
//! bytes). To add one: write `fn(vm, this, args, cx) -> JsResult<Value>` in the module
//! of its clause, add a line to the `natives!` list below, and install it in
//! that module's `init` (called from [`crate::realm`]).

pub(crate) mod array;
pub(crate) mod async_generator;
pub(crate) mod boolean;
pub(crate) mod error;
pub(crate) mod function;
pub(crate) mod generator;
pub(crate) mod global;
mod inspect;
pub(crate) mod iterator;
pub(crate) mod json;
pub(crate) mod map;
pub(crate) mod math;
pub(crate) mod number;
pub(crate) mod object;
pub(crate) mod promise;
pub(crate) mod string;
pub(crate) mod symbol;
// RegExp (regexp helper)
pub(crate) mod regexp;

use cairn_gc::Handle;

use crate::names;
use crate::object::{JsObject, ObjectKind, attrs, flags};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// What a native function receives beside `this` and the arguments.
#[derive(Clone, Copy, Debug)]
pub struct NativeCx {
    /// The function object being called (for its internal slots).
    pub callee: Handle<JsObject>,
    /// new.target: undefined for a [[Call]], the constructor for a [[Construct]].
    pub new_target: Value,
}

/// The Rust signature of a built-in function.
pub type NativeFn = fn(&mut Vm, Value, &[Value], NativeCx) -> JsResult<Value>;

/// An entry of the native function table.
pub struct NativeFunction {
    /// The initial "name" property.
    pub name: &'static str,
    /// The initial "length" property.
    pub length: u8,
    /// Whether it has [[Construct]].
    pub constructor: bool,
    /// The code.
    pub call: NativeFn,
}

/// The `i`th argument or undefined.
#[inline]
pub(crate) fn arg(args: &[Value], i: usize) -> Value {
    args.get(i).copied().unwrap_or(Value::UNDEFINED)
}

macro_rules! natives {
    ($($id:ident = ($name:literal, $len:literal, $ctor:literal, $f:path),)*) => {
        /// The index of a native function in [`NATIVES`].
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        #[repr(u16)]
        #[allow(missing_docs)]
        pub enum NativeId { $($id,)* }
        /// The native function table (its order is part of the heap image format).
        pub static NATIVES: &[NativeFunction] = &[
            $(NativeFunction { name: $name, length: $len, constructor: $ctor, call: $f },)*
        ];
    };
}

natives! {
    // global (sec-function-properties-of-the-global-object) and host functions
    Print = ("print", 0, false, global::print),
    Eval = ("eval", 1, false, global::eval),
    ConsoleLog = ("log", 0, false, global::print),
    IsNaN = ("isNaN", 1, false, global::is_nan),
    IsFinite = ("isFinite", 1, false, global::is_finite),
    ParseInt = ("parseInt", 2, false, global::parse_int),
    ParseFloat = ("parseFloat", 1, false, global::parse_float),
    // Object (sec-object-objects)
    Object = ("Object", 1, true, object::constructor),
    ObjectDefineProperty = ("defineProperty", 3, false, object::define_property),
    ObjectDefineProperties = ("defineProperties", 2, false, object::define_properties),
    ObjectGetOwnPropertyDescriptor = ("getOwnPropertyDescriptor", 2, false, object::get_own_property_descriptor),
    ObjectGetOwnPropertyNames = ("getOwnPropertyNames", 1, false, object::get_own_property_names),
    ObjectGetOwnPropertySymbols = ("getOwnPropertySymbols", 1, false, object::get_own_property_symbols),
    ObjectKeys = ("keys", 1, false, object::keys),
    ObjectValues = ("values", 1, false, object::values),
    ObjectEntries = ("entries", 1, false, object::entries),
    ObjectGetPrototypeOf = ("getPrototypeOf", 1, false, object::get_prototype_of),
    ObjectSetPrototypeOf = ("setPrototypeOf", 2, false, object::set_prototype_of),
    ObjectCreate = ("create", 2, false, object::create),
    ObjectAssign = ("assign", 2, false, object::assign),
    ObjectFreeze = ("freeze", 1, false, object::freeze),
    ObjectSeal = ("seal", 1, false, object::seal),
    ObjectIsFrozen = ("isFrozen", 1, false, object::is_frozen),
    ObjectIsSealed = ("isSealed", 1, false, object::is_sealed),
    ObjectPreventExtensions = ("preventExtensions", 1, false, object::prevent_extensions),
    ObjectIsExtensible = ("isExtensible", 1, false, object::is_extensible),
    ObjectIs = ("is", 2, false, object::is),
    ObjectProtoHasOwnProperty = ("hasOwnProperty", 1, false, object::has_own_property),
    ObjectHasOwn = ("hasOwn", 2, false, object::has_own),
    ObjectProtoIsPrototypeOf = ("isPrototypeOf", 1, false, object::is_prototype_of),
    ObjectProtoPropertyIsEnumerable = ("propertyIsEnumerable", 1, false, object::property_is_enumerable),
    ObjectProtoToString = ("toString", 0, false, object::to_string),
    ObjectProtoToLocaleString = ("toLocaleString", 0, false, object::to_locale_string),
    ObjectProtoValueOf = ("valueOf", 0, false, object::value_of),
    ObjectProtoGetProto = ("get __proto__", 0, false, object::get_proto),
    ObjectProtoSetProto = ("set __proto__", 1, false, object::set_proto),
    // Function (sec-function-objects)
    Function = ("Function", 1, true, function::constructor),
    FunctionPrototype = ("", 0, false, function::prototype_call),
    FunctionProtoCall = ("call", 1, false, function::call),
    FunctionProtoApply = ("apply", 2, false, function::apply),
    FunctionProtoBind = ("bind", 1, false, function::bind),
    FunctionProtoToString = ("toString", 0, false, function::to_string),
    FunctionProtoHasInstance = ("[Symbol.hasInstance]", 1, false, function::has_instance),
    ThrowTypeError = ("", 0, false, function::throw_type_error),
    // Array (sec-array-objects)
    Array = ("Array", 1, true, array::constructor),
    ArrayIsArray = ("isArray", 1, false, array::is_array),
    ArrayOf = ("of", 0, true, array::of),
    ArrayFrom = ("from", 1, true, array::from),
    ArrayProtoPush = ("push", 1, false, array::push),
    ArrayProtoPop = ("pop", 0, false, array::pop),
    ArrayProtoShift = ("shift", 0, false, array::shift),
    ArrayProtoUnshift = ("unshift", 1, false, array::unshift),
    ArrayProtoJoin = ("join", 1, false, array::join),
    ArrayProtoToString = ("toString", 0, false, array::to_string),
    ArrayProtoIndexOf = ("indexOf", 1, false, array::index_of),
    ArrayProtoLastIndexOf = ("lastIndexOf", 1, false, array::last_index_of),
    ArrayProtoIncludes = ("includes", 1, false, array::includes),
    ArrayProtoSlice = ("slice", 2, false, array::slice),
    ArrayProtoSplice = ("splice", 2, false, array::splice),
    ArrayProtoConcat = ("concat", 1, false, array::concat),
    ArrayProtoMap = ("map", 1, false, array::map),
    ArrayProtoFilter = ("filter", 1, false, array::filter),
    ArrayProtoForEach = ("forEach", 1, false, array::for_each),
    ArrayProtoReduce = ("reduce", 1, false, array::reduce),
    ArrayProtoSome = ("some", 1, false, array::some),
    ArrayProtoEvery = ("every", 1, false, array::every),
    ArrayProtoFind = ("find", 1, false, array::find),
    ArrayProtoFindIndex = ("findIndex", 1, false, array::find_index),
    ArrayProtoReverse = ("reverse", 0, false, array::reverse),
    ArrayProtoSort = ("sort", 1, false, array::sort),
    ArrayProtoFill = ("fill", 1, false, array::fill),
    ArrayProtoKeys = ("keys", 0, false, array::keys),
    ArrayProtoValues = ("values", 0, false, array::values),
    ArrayProtoEntries = ("entries", 0, false, array::entries),
    ArrayIteratorNext = ("next", 0, false, array::iterator_next),
    // Iterator (sec-%iteratorprototype%-object)
    IteratorProtoIterator = ("[Symbol.iterator]", 0, false, iterator::iterator),
    // Error (sec-error-objects)
    Error = ("Error", 1, true, error::constructor),
    NativeError = ("", 1, true, error::constructor),
    ErrorProtoToString = ("toString", 0, false, error::to_string),
    // Symbol (sec-symbol-objects)
    Symbol = ("Symbol", 0, true, symbol::constructor),
    SymbolFor = ("for", 1, false, symbol::for_),
    SymbolKeyFor = ("keyFor", 1, false, symbol::key_for),
    SymbolProtoToString = ("toString", 0, false, symbol::to_string),
    SymbolProtoValueOf = ("valueOf", 0, false, symbol::value_of),
    SymbolProtoDescription = ("get description", 0, false, symbol::description),
    SymbolProtoToPrimitive = ("[Symbol.toPrimitive]", 1, false, symbol::value_of),
    // String (sec-string-objects)
    String = ("String", 1, true, string::constructor),
    StringFromCharCode = ("fromCharCode", 1, false, string::from_char_code),
    StringProtoCharAt = ("charAt", 1, false, string::char_at),
    StringProtoCharCodeAt = ("charCodeAt", 1, false, string::char_code_at),
    StringProtoCodePointAt = ("codePointAt", 1, false, string::code_point_at),
    StringProtoAt = ("at", 1, false, string::at),
    StringProtoIndexOf = ("indexOf", 1, false, string::index_of),
    StringProtoLastIndexOf = ("lastIndexOf", 1, false, string::last_index_of),
    StringProtoIncludes = ("includes", 1, false, string::includes),
    StringProtoStartsWith = ("startsWith", 1, false, string::starts_with),
    StringProtoEndsWith = ("endsWith", 1, false, string::ends_with),
    StringProtoSlice = ("slice", 2, false, string::slice),
    StringProtoSubstring = ("substring", 2, false, string::substring),
    StringProtoSubstr = ("substr", 2, false, string::substr),
    StringProtoSplit = ("split", 2, false, string::split),
    StringProtoToUpperCase = ("toUpperCase", 0, false, string::to_upper_case),
    StringProtoToLowerCase = ("toLowerCase", 0, false, string::to_lower_case),
    StringProtoTrim = ("trim", 0, false, string::trim),
    StringProtoTrimStart = ("trimStart", 0, false, string::trim_start),
    StringProtoTrimEnd = ("trimEnd", 0, false, string::trim_end),
    StringProtoPadStart = ("padStart", 1, false, string::pad_start),
    StringProtoPadEnd = ("padEnd", 1, false, string::pad_end),
    StringProtoRepeat = ("repeat", 1, false, string::repeat),
    StringProtoConcat = ("concat", 1, false, string::concat),
    StringProtoReplace = ("replace", 2, false, string::replace),
    StringProtoReplaceAll = ("replaceAll", 2, false, string::replace_all),
    StringProtoLocaleCompare = ("localeCompare", 1, false, string::locale_compare),
    StringProtoToString = ("toString", 0, false, string::value_of),
    StringProtoValueOf = ("valueOf", 0, false, string::value_of),
    StringProtoIterator = ("[Symbol.iterator]", 0, false, string::iterator),
    StringIteratorNext = ("next", 0, false, string::iterator_next),
    // Number (sec-number-objects)
    Number = ("Number", 1, true, number::constructor),
    NumberIsNaN = ("isNaN", 1, false, number::is_nan),
    NumberIsFinite = ("isFinite", 1, false, number::is_finite),
    NumberIsInteger = ("isInteger", 1, false, number::is_integer),
    NumberIsSafeInteger = ("isSafeInteger", 1, false, number::is_safe_integer),
    NumberProtoToString = ("toString", 1, false, number::to_string),
    NumberProtoToFixed = ("toFixed", 1, false, number::to_fixed),
    NumberProtoValueOf = ("valueOf", 0, false, number::value_of),
    // Boolean (sec-boolean-objects)
    Boolean = ("Boolean", 1, true, boolean::constructor),
    BooleanProtoToString = ("toString", 0, false, boolean::to_string),
    BooleanProtoValueOf = ("valueOf", 0, false, boolean::value_of),
    // JSON (sec-json-object)
    JsonParse = ("parse", 2, false, json::parse),
    JsonStringify = ("stringify", 3, false, json::stringify),
    // Map and Set (sec-keyed-collections)
    Map = ("Map", 0, true, map::map_constructor),
    MapProtoGet = ("get", 1, false, map::map_get),
    MapProtoSet = ("set", 2, false, map::map_set),
    MapProtoHas = ("has", 1, false, map::has),
    MapProtoDelete = ("delete", 1, false, map::delete),
    MapProtoClear = ("clear", 0, false, map::clear),
    MapProtoForEach = ("forEach", 1, false, map::for_each),
    MapProtoKeys = ("keys", 0, false, map::map_keys),
    MapProtoValues = ("values", 0, false, map::map_values),
    MapProtoEntries = ("entries", 0, false, map::map_entries),
    MapProtoSize = ("get size", 0, false, map::size),
    Set = ("Set", 0, true, map::set_constructor),
    SetProtoAdd = ("add", 1, false, map::set_add),
    SetProtoHas = ("has", 1, false, map::has),
    SetProtoDelete = ("delete", 1, false, map::delete),
    SetProtoClear = ("clear", 0, false, map::clear),
    SetProtoForEach = ("forEach", 1, false, map::for_each),
    SetProtoValues = ("values", 0, false, map::set_values),
    SetProtoEntries = ("entries", 0, false, map::set_entries),
    SetProtoSize = ("get size", 0, false, map::size),
    MapIteratorNext = ("next", 0, false, map::iterator_next),
    // Math (sec-math-object)
    MathAbs = ("abs", 1, false, math::abs),
    MathFloor = ("floor", 1, false, math::floor),
    MathCeil = ("ceil", 1, false, math::ceil),
    MathRound = ("round", 1, false, math::round),
    MathTrunc = ("trunc", 1, false, math::trunc),
    MathSign = ("sign", 1, false, math::sign),
    MathSqrt = ("sqrt", 1, false, math::sqrt),
    MathCbrt = ("cbrt", 1, false, math::cbrt),
    MathExp = ("exp", 1, false, math::exp),
    MathLog = ("log", 1, false, math::log),
    MathLog2 = ("log2", 1, false, math::log2),
    MathLog10 = ("log10", 1, false, math::log10),
    MathSin = ("sin", 1, false, math::sin),
    MathCos = ("cos", 1, false, math::cos),
    MathTan = ("tan", 1, false, math::tan),
    MathAtan = ("atan", 1, false, math::atan),
    MathAtan2 = ("atan2", 2, false, math::atan2),
    MathPow = ("pow", 2, false, math::pow),
    MathMin = ("min", 2, false, math::min),
    MathMax = ("max", 2, false, math::max),
    MathHypot = ("hypot", 2, false, math::hypot),
    MathRandom = ("random", 0, false, math::random),
    MathFround = ("fround", 1, false, math::fround),
    MathImul = ("imul", 2, false, math::imul),
    MathClz32 = ("clz32", 1, false, math::clz32),
    // Promise (sec-promise-objects)
    Promise = ("Promise", 1, true, promise::constructor),
    PromiseResolveFunction = ("", 1, false, promise::resolve_function),
    PromiseRejectFunction = ("", 1, false, promise::reject_function),
    PromiseResolve = ("resolve", 1, false, promise::resolve),
    PromiseReject = ("reject", 1, false, promise::reject),
    PromiseAll = ("all", 1, false, promise::all),
    PromiseAllSettled = ("allSettled", 1, false, promise::all_settled),
    PromiseAny = ("any", 1, false, promise::any),
    PromiseRace = ("race", 1, false, promise::race),
    PromiseCombinatorElement = ("", 1, false, promise::combinator_element),
    PromiseProtoThen = ("then", 2, false, promise::then),
    PromiseProtoCatch = ("catch", 1, false, promise::catch),
    PromiseProtoFinally = ("finally", 1, false, promise::finally),
    PromiseFinallyThen = ("", 1, false, promise::finally_then),
    PromiseFinallyCatch = ("", 1, false, promise::finally_catch),
    PromiseThunk = ("", 0, false, promise::thunk),
    PromiseThrower = ("", 0, false, promise::thrower),
    PromiseAsyncResume = ("", 1, false, promise::async_resume),
    // AsyncGenerator (sec-asyncgenerator-objects) and async iteration
    AsyncGeneratorProtoNext = ("next", 1, false, async_generator::next),
    AsyncGeneratorProtoReturn = ("return", 1, false, async_generator::return_),
    AsyncGeneratorProtoThrow = ("throw", 1, false, async_generator::throw),
    AsyncGeneratorAwaitResume = ("", 1, false, async_generator::await_resume),
    AsyncGeneratorReturnSettled = ("", 1, false, async_generator::return_settled),
    AsyncIteratorProtoAsyncIterator = ("[Symbol.asyncIterator]", 0, false, iterator::iterator),
    AsyncFromSyncNext = ("next", 1, false, async_generator::from_sync_next),
    AsyncFromSyncReturn = ("return", 1, false, async_generator::from_sync_return),
    AsyncFromSyncThrow = ("throw", 1, false, async_generator::from_sync_throw),
    AsyncFromSyncUnwrap = ("", 1, false, async_generator::from_sync_unwrap),
    // Generator (sec-generator-objects)
    GeneratorProtoNext = ("next", 1, false, generator::next),
    GeneratorProtoReturn = ("return", 1, false, generator::return_),
    GeneratorProtoThrow = ("throw", 1, false, generator::throw),
    // RegExp (sec-regexp-regular-expression-objects; regexp helper)
    RegExp = ("RegExp", 2, true, regexp::constructor),
    RegExpSpecies = ("get [Symbol.species]", 0, false, regexp::species_getter),
    RegExpEscape = ("escape", 1, false, regexp::escape),
    RegExpProtoExec = ("exec", 1, false, regexp::exec_method),
    RegExpProtoTest = ("test", 1, false, regexp::test),
    RegExpProtoToString = ("toString", 0, false, regexp::to_string),
    RegExpProtoCompile = ("compile", 2, false, regexp::compile),
    RegExpProtoDotAll = ("get dotAll", 0, false, regexp::flag_getter_s),
    RegExpProtoFlags = ("get flags", 0, false, regexp::flags_getter),
    RegExpProtoGlobal = ("get global", 0, false, regexp::flag_getter_g),
    RegExpProtoHasIndices = ("get hasIndices", 0, false, regexp::flag_getter_d),
    RegExpProtoIgnoreCase = ("get ignoreCase", 0, false, regexp::flag_getter_i),
    RegExpProtoMultiline = ("get multiline", 0, false, regexp::flag_getter_m),
    RegExpProtoSource = ("get source", 0, false, regexp::source_getter),
    RegExpProtoSticky = ("get sticky", 0, false, regexp::flag_getter_y),
    RegExpProtoUnicode = ("get unicode", 0, false, regexp::flag_getter_u),
    RegExpProtoUnicodeSets = ("get unicodeSets", 0, false, regexp::flag_getter_v),
    RegExpProtoMatch = ("[Symbol.match]", 1, false, regexp::symbol_match),
    RegExpProtoMatchAll = ("[Symbol.matchAll]", 1, false, regexp::match_all),
    RegExpProtoReplace = ("[Symbol.replace]", 2, false, regexp::replace),
    RegExpProtoSearch = ("[Symbol.search]", 1, false, regexp::search),
    RegExpProtoSplit = ("[Symbol.split]", 2, false, regexp::split),
    RegExpStringIteratorNext = ("next", 0, false, regexp::iterator_next),
    StringProtoMatch = ("match", 1, false, regexp::string_match),
    StringProtoMatchAll = ("matchAll", 1, false, regexp::string_match_all),
    StringProtoSearch = ("search", 1, false, regexp::string_search),
    RegExpLegacyGetter = ("", 0, false, regexp::legacy_getter),
    RegExpLegacyInputSetter = ("", 1, false, regexp::legacy_input_setter),
}

impl NativeId {
    /// The table entry.
    #[inline]
    pub(crate) fn entry(self) -> &'static NativeFunction {
        &NATIVES[self as usize]
    }
}

impl Vm {
    /// A native function object for `id` named `name` (defaults to the table's name).
    pub(crate) fn make_native(
        &mut self,
        id: NativeId,
        name: Option<&str>,
        data: Box<[Value]>,
    ) -> JsResult<Handle<JsObject>> {
        let entry = id.entry();
        let proto = self.realm.function_prototype;
        let f = self.alloc_object(ObjectKind::Native { id: id as u16, data }, Some(proto))?;
        self.heap.get_mut(f).flags =
            flags::CALLABLE | if entry.constructor { flags::CONSTRUCTOR } else { 0 };
        self.define_builtin(
            f,
            PropertyKey::Atom(names::LENGTH),
            Value::int(entry.length as i32),
            attrs::CONFIGURABLE,
        )?;
        let name = self.str_value(name.unwrap_or(entry.name))?;
        self.define_builtin(f, PropertyKey::Atom(names::NAME), name, attrs::CONFIGURABLE)?;
        Ok(f)
    }

    /// Installs a method `id` on `target` under its table name (writable, configurable,
    /// not enumerable).
    pub(crate) fn install(
        &mut self,
        target: Handle<JsObject>,
        id: NativeId,
    ) -> JsResult<Handle<JsObject>> {
        let name = id.entry().name;
        let f = self.make_native(id, None, Box::new([]))?;
        let key = self.key(name)?;
        self.define_builtin(target, key, Value::object(f), attrs::HIDDEN)?;
        Ok(f)
    }

    /// Installs a method `id` on `target` under a symbol key.
    pub(crate) fn install_symbol(
        &mut self,
        target: Handle<JsObject>,
        sym: Handle<crate::string::Symbol>,
        id: NativeId,
        a: u8,
    ) -> JsResult<Handle<JsObject>> {
        let f = self.make_native(id, None, Box::new([]))?;
        self.define_builtin(target, PropertyKey::Symbol(sym), Value::object(f), a)?;
        Ok(f)
    }

    /// Installs an accessor with a native getter (and optional setter).
    pub(crate) fn install_getter(
        &mut self,
        target: Handle<JsObject>,
        key: PropertyKey,
        get: NativeId,
        set: Option<NativeId>,
    ) -> JsResult<()> {
        let g = self.make_native(get, None, Box::new([]))?;
        let s = match set {
            Some(id) => Value::object(self.make_native(id, None, Box::new([]))?),
            None => Value::UNDEFINED,
        };
        let pair = self.alloc_accessor(Value::object(g), s)?;
        self.add_property(target, key, pair, attrs::CONFIGURABLE | attrs::ACCESSOR)
    }

    /// Defines a data property by Rust name with the given attributes.
    pub(crate) fn define_value(
        &mut self,
        target: Handle<JsObject>,
        name: &str,
        v: Value,
        a: u8,
    ) -> JsResult<()> {
        let key = self.key(name)?;
        self.define_builtin(target, key, v, a)
    }

    /// Makes a constructor `id` with `prototype` linked both ways, installed on the global.
    pub(crate) fn install_constructor(
        &mut self,
        id: NativeId,
        prototype: Handle<JsObject>,
    ) -> JsResult<Handle<JsObject>> {
        let global = self.realm.global;
        let ctor = self.install(global, id)?;
        self.define_builtin(
            ctor,
            PropertyKey::Atom(names::PROTOTYPE),
            Value::object(prototype),
            0,
        )?;
        self.define_builtin(
            prototype,
            PropertyKey::Atom(names::CONSTRUCTOR),
            Value::object(ctor),
            attrs::HIDDEN,
        )?;
        Ok(ctor)
    }

    /// Whether `this` is an object of the wanted kind, else a TypeError.
    pub(crate) fn this_object(&mut self, this: Value, what: &str) -> JsResult<Handle<JsObject>> {
        match this.as_object() {
            Some(o) => Ok(o),
            None => Err(self.type_error(&format!("{what} called on a non-object"))),
        }
    }
}
