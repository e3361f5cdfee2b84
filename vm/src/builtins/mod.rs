//! The standard library, one module per clause of ECMA-262, and the static table of
//! native functions.
//!
//! A native function is named by its [`NativeId`], a stable index into [`NATIVES`]
//! (function objects store the index, never a fn pointer, so a heap can be written to
//! bytes). To add one: write `fn(vm, this, args, cx) -> JsResult<Value>` in the module
//! of its clause, add a line to the `natives!` list below, and install it in
//! that module's `init` (called from [`crate::realm`]).

pub(crate) mod array;
pub(crate) mod array_more;
pub(crate) mod async_generator;
pub(crate) mod boolean;
mod collation;
pub(crate) mod collect;
pub(crate) mod error;
pub(crate) mod function;
pub(crate) mod function_kinds;
pub(crate) mod generator;
pub(crate) mod global;
mod inspect;
pub(crate) mod iterator;
pub(crate) mod json;
mod locale;
pub(crate) mod map;
pub(crate) mod math;
pub(crate) mod module_source;
pub(crate) mod number;
pub(crate) mod object;
pub(crate) mod object_legacy;
pub(crate) mod promise;
pub(crate) mod promise_try;
pub(crate) mod set_methods;
pub(crate) mod shadow_realm;
pub(crate) mod string;
pub(crate) mod string_more;
pub(crate) mod symbol;
pub(crate) mod temporal;
// BigInt
pub(crate) mod bigint;
// Date, URI functions, escape/unescape (helper h-date)
pub(crate) mod date;
pub(crate) mod string_unicode;
pub(crate) mod uri;
// Proxy and Reflect (proxy helper)
pub(crate) mod proxy;
pub(crate) mod reflect;
// binary data (ArrayBuffer, SharedArrayBuffer, DataView, TypedArrays, Atomics)
pub(crate) mod array_buffer;
pub(crate) mod atomics;
pub(crate) mod data_view;
pub(crate) mod typed_array;
// Iterator helpers, weak collections, errors, disposable stacks (helper iter)
pub(crate) mod disposable;
pub(crate) mod error_kinds;
pub(crate) mod finalization;
pub(crate) mod iterator_helpers;
pub(crate) mod weak;
// RegExp (regexp helper)
pub(crate) mod regexp;
// Array.fromAsync (helper h-json)
pub(crate) mod array_from_async;

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
    ArrayOf = ("of", 0, false, array::of),
    ArrayFrom = ("from", 1, false, array::from),
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
    // Lead, session 2: Array, Object, Map, Set, String, Number, Math and Promise gaps
    ArrayProtoAt = ("at", 1, false, array_more::at),
    ArrayProtoCopyWithin = ("copyWithin", 2, false, array_more::copy_within),
    ArrayProtoFindLast = ("findLast", 1, false, array_more::find_last),
    ArrayProtoFindLastIndex = ("findLastIndex", 1, false, array_more::find_last_index),
    ArrayProtoFlat = ("flat", 0, false, array_more::flat),
    ArrayProtoFlatMap = ("flatMap", 1, false, array_more::flat_map),
    ArrayProtoReduceRight = ("reduceRight", 1, false, array_more::reduce_right),
    ArrayProtoToReversed = ("toReversed", 0, false, array_more::to_reversed),
    ArrayProtoToSorted = ("toSorted", 1, false, array_more::to_sorted),
    ArrayProtoToSpliced = ("toSpliced", 2, false, array_more::to_spliced),
    ArrayProtoWith = ("with", 2, false, array_more::with),
    ObjectFromEntries = ("fromEntries", 1, false, collect::from_entries),
    ObjectGetOwnPropertyDescriptors = ("getOwnPropertyDescriptors", 1, false, collect::get_own_property_descriptors),
    ObjectGroupBy = ("groupBy", 2, false, collect::object_group_by),
    MapGroupBy = ("groupBy", 2, false, collect::map_group_by),
    SpeciesGetter = ("get [Symbol.species]", 0, false, collect::species_getter),
    SetProtoUnion = ("union", 1, false, set_methods::union),
    SetProtoIntersection = ("intersection", 1, false, set_methods::intersection),
    SetProtoDifference = ("difference", 1, false, set_methods::difference),
    SetProtoSymmetricDifference = ("symmetricDifference", 1, false, set_methods::symmetric_difference),
    SetProtoIsSubsetOf = ("isSubsetOf", 1, false, set_methods::is_subset_of),
    SetProtoIsSupersetOf = ("isSupersetOf", 1, false, set_methods::is_superset_of),
    SetProtoIsDisjointFrom = ("isDisjointFrom", 1, false, set_methods::is_disjoint_from),
    StringRaw = ("raw", 1, false, string_more::raw),
    StringFromCodePoint = ("fromCodePoint", 1, false, string_more::from_code_point),
    StringProtoAnchor = ("anchor", 1, false, string_more::anchor),
    StringProtoBig = ("big", 0, false, string_more::big),
    StringProtoBlink = ("blink", 0, false, string_more::blink),
    StringProtoBold = ("bold", 0, false, string_more::bold),
    StringProtoFixed = ("fixed", 0, false, string_more::fixed),
    StringProtoFontcolor = ("fontcolor", 1, false, string_more::fontcolor),
    StringProtoFontsize = ("fontsize", 1, false, string_more::fontsize),
    StringProtoItalics = ("italics", 0, false, string_more::italics),
    StringProtoLink = ("link", 1, false, string_more::link),
    StringProtoSmall = ("small", 0, false, string_more::small),
    StringProtoStrike = ("strike", 0, false, string_more::strike),
    StringProtoSub = ("sub", 0, false, string_more::sub),
    StringProtoSup = ("sup", 0, false, string_more::sup),
    NumberProtoToExponential = ("toExponential", 1, false, number::to_exponential),
    NumberProtoToPrecision = ("toPrecision", 1, false, number::to_precision),
    MathAcos = ("acos", 1, false, math::acos),
    MathAcosh = ("acosh", 1, false, math::acosh),
    MathAsin = ("asin", 1, false, math::asin),
    MathAsinh = ("asinh", 1, false, math::asinh),
    MathAtanh = ("atanh", 1, false, math::atanh),
    MathCosh = ("cosh", 1, false, math::cosh),
    MathSinh = ("sinh", 1, false, math::sinh),
    MathTanh = ("tanh", 1, false, math::tanh),
    MathExpm1 = ("expm1", 1, false, math::expm1),
    MathLog1p = ("log1p", 1, false, math::log1p),
    PromiseWithResolvers = ("withResolvers", 0, false, promise_try::with_resolvers),
    PromiseTry = ("try", 1, false, promise_try::try_),
    ObjectProtoDefineGetter = ("__defineGetter__", 2, false, object_legacy::define_getter),
    ObjectProtoDefineSetter = ("__defineSetter__", 2, false, object_legacy::define_setter),
    ObjectProtoLookupGetter = ("__lookupGetter__", 1, false, object_legacy::lookup_getter),
    ObjectProtoLookupSetter = ("__lookupSetter__", 1, false, object_legacy::lookup_setter),
    GeneratorFunction = ("GeneratorFunction", 1, true, function_kinds::generator_function),
    AsyncFunction = ("AsyncFunction", 1, true, function_kinds::async_function),
    AsyncGeneratorFunction = ("AsyncGeneratorFunction", 1, true, function_kinds::async_generator_function),
    // BigInt (sec-bigint-objects)
    BigInt = ("BigInt", 1, true, bigint::constructor),
    BigIntAsIntN = ("asIntN", 2, false, bigint::as_int_n),
    BigIntAsUintN = ("asUintN", 2, false, bigint::as_uint_n),
    BigIntProtoToString = ("toString", 0, false, bigint::to_string),
    BigIntProtoToLocaleString = ("toLocaleString", 0, false, bigint::to_locale_string),
    BigIntProtoValueOf = ("valueOf", 0, false, bigint::value_of),
    // host boundary (vm/src/host/): host functions and tool calls
    HostCall = ("", 0, false, crate::host::functions::call),
    ToolCall = ("", 1, false, crate::host::tools::call),
    // Date (sec-date-objects), URI functions and Annex B escape/unescape (helper h-date)
    Date = ("Date", 7, true, date::constructor),
    DateNow = ("now", 0, false, date::now),
    DateParse = ("parse", 1, false, date::parse),
    DateUtc = ("UTC", 7, false, date::utc),
    DateProtoGetDate = ("getDate", 0, false, date::get_date),
    DateProtoGetDay = ("getDay", 0, false, date::get_day),
    DateProtoGetFullYear = ("getFullYear", 0, false, date::get_full_year),
    DateProtoGetHours = ("getHours", 0, false, date::get_hours),
    DateProtoGetMilliseconds = ("getMilliseconds", 0, false, date::get_milliseconds),
    DateProtoGetMinutes = ("getMinutes", 0, false, date::get_minutes),
    DateProtoGetMonth = ("getMonth", 0, false, date::get_month),
    DateProtoGetSeconds = ("getSeconds", 0, false, date::get_seconds),
    DateProtoGetTime = ("getTime", 0, false, date::get_time),
    DateProtoGetTimezoneOffset = ("getTimezoneOffset", 0, false, date::get_timezone_offset),
    DateProtoGetUtcDate = ("getUTCDate", 0, false, date::get_utc_date),
    DateProtoGetUtcDay = ("getUTCDay", 0, false, date::get_utc_day),
    DateProtoGetUtcFullYear = ("getUTCFullYear", 0, false, date::get_utc_full_year),
    DateProtoGetUtcHours = ("getUTCHours", 0, false, date::get_utc_hours),
    DateProtoGetUtcMilliseconds = ("getUTCMilliseconds", 0, false, date::get_utc_milliseconds),
    DateProtoGetUtcMinutes = ("getUTCMinutes", 0, false, date::get_utc_minutes),
    DateProtoGetUtcMonth = ("getUTCMonth", 0, false, date::get_utc_month),
    DateProtoGetUtcSeconds = ("getUTCSeconds", 0, false, date::get_utc_seconds),
    DateProtoGetYear = ("getYear", 0, false, date::get_year),
    DateProtoSetDate = ("setDate", 1, false, date::set_date),
    DateProtoSetFullYear = ("setFullYear", 3, false, date::set_full_year),
    DateProtoSetHours = ("setHours", 4, false, date::set_hours),
    DateProtoSetMilliseconds = ("setMilliseconds", 1, false, date::set_milliseconds),
    DateProtoSetMinutes = ("setMinutes", 3, false, date::set_minutes),
    DateProtoSetMonth = ("setMonth", 2, false, date::set_month),
    DateProtoSetSeconds = ("setSeconds", 2, false, date::set_seconds),
    DateProtoSetTime = ("setTime", 1, false, date::set_time),
    DateProtoSetUtcDate = ("setUTCDate", 1, false, date::set_utc_date),
    DateProtoSetUtcFullYear = ("setUTCFullYear", 3, false, date::set_utc_full_year),
    DateProtoSetUtcHours = ("setUTCHours", 4, false, date::set_utc_hours),
    DateProtoSetUtcMilliseconds = ("setUTCMilliseconds", 1, false, date::set_utc_milliseconds),
    DateProtoSetUtcMinutes = ("setUTCMinutes", 3, false, date::set_utc_minutes),
    DateProtoSetUtcMonth = ("setUTCMonth", 2, false, date::set_utc_month),
    DateProtoSetUtcSeconds = ("setUTCSeconds", 2, false, date::set_utc_seconds),
    DateProtoSetYear = ("setYear", 1, false, date::set_year),
    DateProtoToDateString = ("toDateString", 0, false, date::to_date_string_method),
    DateProtoToIsoString = ("toISOString", 0, false, date::to_iso_string),
    DateProtoToJson = ("toJSON", 1, false, date::to_json),
    DateProtoToLocaleDateString = ("toLocaleDateString", 0, false, date::to_locale_date_string),
    DateProtoToLocaleString = ("toLocaleString", 0, false, date::to_locale_string),
    DateProtoToLocaleTimeString = ("toLocaleTimeString", 0, false, date::to_locale_time_string),
    DateProtoToString = ("toString", 0, false, date::to_string),
    DateProtoToTimeString = ("toTimeString", 0, false, date::to_time_string),
    DateProtoToUtcString = ("toUTCString", 0, false, date::to_utc_string),
    DateProtoValueOf = ("valueOf", 0, false, date::get_time),
    DateProtoToPrimitive = ("[Symbol.toPrimitive]", 1, false, date::to_primitive),
    EncodeUri = ("encodeURI", 1, false, uri::encode_uri),
    EncodeUriComponent = ("encodeURIComponent", 1, false, uri::encode_uri_component),
    DecodeUri = ("decodeURI", 1, false, uri::decode_uri),
    DecodeUriComponent = ("decodeURIComponent", 1, false, uri::decode_uri_component),
    Escape = ("escape", 1, false, uri::escape),
    Unescape = ("unescape", 1, false, uri::unescape),
    StringProtoNormalize = ("normalize", 0, false, string_unicode::normalize),
    StringProtoToLocaleUpperCase = ("toLocaleUpperCase", 0, false, string_unicode::to_locale_upper_case),
    StringProtoToLocaleLowerCase = ("toLocaleLowerCase", 0, false, string_unicode::to_locale_lower_case),
    StringProtoIsWellFormed = ("isWellFormed", 0, false, string_unicode::is_well_formed),
    StringProtoToWellFormed = ("toWellFormed", 0, false, string_unicode::to_well_formed),
    // Proxy (sec-proxy-objects) and Reflect (sec-reflect-object)
    Proxy = ("Proxy", 2, true, proxy::constructor),
    ProxyRevocable = ("revocable", 2, false, proxy::revocable),
    ProxyRevoker = ("", 0, false, proxy::revoker),
    ReflectApply = ("apply", 3, false, reflect::apply),
    ReflectConstruct = ("construct", 2, false, reflect::construct),
    ReflectDefineProperty = ("defineProperty", 3, false, reflect::define_property),
    ReflectDeleteProperty = ("deleteProperty", 2, false, reflect::delete_property),
    ReflectGet = ("get", 2, false, reflect::get),
    ReflectGetOwnPropertyDescriptor = ("getOwnPropertyDescriptor", 2, false, reflect::get_own_property_descriptor),
    ReflectGetPrototypeOf = ("getPrototypeOf", 1, false, reflect::get_prototype_of),
    ReflectHas = ("has", 2, false, reflect::has),
    ReflectIsExtensible = ("isExtensible", 1, false, reflect::is_extensible),
    ReflectOwnKeys = ("ownKeys", 1, false, reflect::own_keys),
    ReflectPreventExtensions = ("preventExtensions", 1, false, reflect::prevent_extensions),
    ReflectSet = ("set", 3, false, reflect::set),
    ReflectSetPrototypeOf = ("setPrototypeOf", 2, false, reflect::set_prototype_of),
    // binary data: ArrayBuffer, SharedArrayBuffer (sec-arraybuffer-objects, sec-sharedarraybuffer-objects)
    ArrayBuffer = ("ArrayBuffer", 1, true, array_buffer::constructor),
    ArrayBufferIsView = ("isView", 1, false, array_buffer::is_view),
    GetSpecies = ("get [Symbol.species]", 0, false, array_buffer::species),
    ArrayBufferProtoByteLength = ("get byteLength", 0, false, array_buffer::byte_length),
    ArrayBufferProtoMaxByteLength = ("get maxByteLength", 0, false, array_buffer::max_byte_length),
    ArrayBufferProtoResizable = ("get resizable", 0, false, array_buffer::resizable),
    ArrayBufferProtoDetached = ("get detached", 0, false, array_buffer::detached),
    ArrayBufferProtoResize = ("resize", 1, false, array_buffer::resize),
    ArrayBufferProtoSlice = ("slice", 2, false, array_buffer::slice),
    ArrayBufferProtoTransfer = ("transfer", 0, false, array_buffer::transfer),
    ArrayBufferProtoTransferToFixedLength = ("transferToFixedLength", 0, false, array_buffer::transfer_to_fixed_length),
    SharedArrayBuffer = ("SharedArrayBuffer", 1, true, array_buffer::shared_constructor),
    SharedArrayBufferProtoByteLength = ("get byteLength", 0, false, array_buffer::shared_byte_length),
    SharedArrayBufferProtoGrowable = ("get growable", 0, false, array_buffer::growable),
    SharedArrayBufferProtoMaxByteLength = ("get maxByteLength", 0, false, array_buffer::shared_max_byte_length),
    SharedArrayBufferProtoGrow = ("grow", 1, false, array_buffer::grow),
    SharedArrayBufferProtoSlice = ("slice", 2, false, array_buffer::shared_slice),
    // DataView (sec-dataview-objects); get/set natives carry their element kind as data
    DataView = ("DataView", 1, true, data_view::constructor),
    DataViewProtoBuffer = ("get buffer", 0, false, data_view::buffer),
    DataViewProtoByteLength = ("get byteLength", 0, false, data_view::byte_length),
    DataViewProtoByteOffset = ("get byteOffset", 0, false, data_view::byte_offset),
    DataViewProtoGet = ("", 1, false, data_view::get_value),
    DataViewProtoSet = ("", 2, false, data_view::set_value),
    // TypedArrays (sec-typedarray-objects); concrete constructors carry their kind as data
    TypedArray = ("TypedArray", 0, true, typed_array::constructor::abstract_constructor),
    TypedArrayConcrete = ("", 3, true, typed_array::constructor::concrete_constructor),
    TypedArrayFrom = ("from", 1, false, typed_array::constructor::from),
    TypedArrayOf = ("of", 0, false, typed_array::constructor::of),
    TypedArrayProtoBuffer = ("get buffer", 0, false, typed_array::prototype::buffer),
    TypedArrayProtoByteLength = ("get byteLength", 0, false, typed_array::prototype::byte_length),
    TypedArrayProtoByteOffset = ("get byteOffset", 0, false, typed_array::prototype::byte_offset),
    TypedArrayProtoLength = ("get length", 0, false, typed_array::prototype::length),
    TypedArrayProtoToStringTag = ("get [Symbol.toStringTag]", 0, false, typed_array::prototype::to_string_tag),
    TypedArrayProtoAt = ("at", 1, false, typed_array::prototype::at),
    TypedArrayProtoCopyWithin = ("copyWithin", 2, false, typed_array::prototype::copy_within),
    TypedArrayProtoEntries = ("entries", 0, false, typed_array::prototype::entries),
    TypedArrayProtoEvery = ("every", 1, false, typed_array::prototype::every),
    TypedArrayProtoFill = ("fill", 1, false, typed_array::prototype::fill),
    TypedArrayProtoFilter = ("filter", 1, false, typed_array::prototype::filter),
    TypedArrayProtoFind = ("find", 1, false, typed_array::prototype::find),
    TypedArrayProtoFindIndex = ("findIndex", 1, false, typed_array::prototype::find_index),
    TypedArrayProtoFindLast = ("findLast", 1, false, typed_array::prototype::find_last),
    TypedArrayProtoFindLastIndex = ("findLastIndex", 1, false, typed_array::prototype::find_last_index),
    TypedArrayProtoForEach = ("forEach", 1, false, typed_array::prototype::for_each),
    TypedArrayProtoIncludes = ("includes", 1, false, typed_array::prototype::includes),
    TypedArrayProtoIndexOf = ("indexOf", 1, false, typed_array::prototype::index_of),
    TypedArrayProtoJoin = ("join", 1, false, typed_array::prototype::join),
    TypedArrayProtoKeys = ("keys", 0, false, typed_array::prototype::keys),
    TypedArrayProtoLastIndexOf = ("lastIndexOf", 1, false, typed_array::prototype::last_index_of),
    TypedArrayProtoMap = ("map", 1, false, typed_array::prototype::map),
    TypedArrayProtoReduce = ("reduce", 1, false, typed_array::prototype::reduce),
    TypedArrayProtoReduceRight = ("reduceRight", 1, false, typed_array::prototype::reduce_right),
    TypedArrayProtoReverse = ("reverse", 0, false, typed_array::prototype::reverse),
    TypedArrayProtoSet = ("set", 1, false, typed_array::prototype::set),
    TypedArrayProtoSlice = ("slice", 2, false, typed_array::prototype::slice),
    TypedArrayProtoSome = ("some", 1, false, typed_array::prototype::some),
    TypedArrayProtoSort = ("sort", 1, false, typed_array::prototype::sort),
    TypedArrayProtoSubarray = ("subarray", 2, false, typed_array::prototype::subarray),
    TypedArrayProtoToLocaleString = ("toLocaleString", 0, false, typed_array::prototype::to_locale_string),
    TypedArrayProtoToReversed = ("toReversed", 0, false, typed_array::prototype::to_reversed),
    TypedArrayProtoToSorted = ("toSorted", 1, false, typed_array::prototype::to_sorted),
    TypedArrayProtoValues = ("values", 0, false, typed_array::prototype::values),
    TypedArrayProtoWith = ("with", 2, false, typed_array::prototype::with),
    MathF16round = ("f16round", 1, false, typed_array::prototype::f16round),
    Uint8ArrayFromBase64 = ("fromBase64", 1, false, typed_array::base64::from_base64_native),
    Uint8ArrayFromHex = ("fromHex", 1, false, typed_array::base64::from_hex_native),
    Uint8ArrayProtoSetFromBase64 = ("setFromBase64", 1, false, typed_array::base64::set_from_base64),
    Uint8ArrayProtoSetFromHex = ("setFromHex", 1, false, typed_array::base64::set_from_hex),
    Uint8ArrayProtoToBase64 = ("toBase64", 0, false, typed_array::base64::to_base64),
    Uint8ArrayProtoToHex = ("toHex", 0, false, typed_array::base64::to_hex),
    ArrayBufferProtoImmutable = ("get immutable", 0, false, array_buffer::immutable),
    ArrayBufferProtoTransferToImmutable = ("transferToImmutable", 0, false, array_buffer::transfer_to_immutable),
    ArrayBufferProtoSliceToImmutable = ("sliceToImmutable", 2, false, array_buffer::slice_to_immutable),
    // Atomics (sec-atomics-object)
    AtomicsAdd = ("add", 3, false, atomics::add),
    AtomicsAnd = ("and", 3, false, atomics::and),
    AtomicsCompareExchange = ("compareExchange", 4, false, atomics::compare_exchange),
    AtomicsExchange = ("exchange", 3, false, atomics::exchange),
    AtomicsIsLockFree = ("isLockFree", 1, false, atomics::is_lock_free),
    AtomicsLoad = ("load", 2, false, atomics::load),
    AtomicsOr = ("or", 3, false, atomics::or),
    AtomicsStore = ("store", 3, false, atomics::store),
    AtomicsSub = ("sub", 3, false, atomics::sub),
    AtomicsXor = ("xor", 3, false, atomics::xor),
    AtomicsWait = ("wait", 4, false, atomics::wait),
    AtomicsNotify = ("notify", 3, false, atomics::notify),
    AtomicsPause = ("pause", 0, false, atomics::pause),
    // ES modules (sec-modules): async evaluation and import() continuations
    ModuleAsyncFulfilled = ("", 1, false, crate::module::async_fulfilled),
    ModuleAsyncRejected = ("", 1, false, crate::module::async_rejected),
    ModuleImportJob = ("", 0, false, crate::module::import_job),
    ModuleImportFulfilled = ("", 1, false, crate::module::import_fulfilled),
    ModuleImportRejected = ("", 1, false, crate::module::import_rejected),
    ModuleImportDeferWait = ("", 1, false, crate::module::import_defer_wait),
    // Iterator helpers (sec-iterator-objects, sec-iterator-helper-objects)
    Iterator = ("Iterator", 0, true, iterator_helpers::constructor),
    IteratorFrom = ("from", 1, false, iterator_helpers::from),
    IteratorConcat = ("concat", 0, false, iterator_helpers::concat),
    IteratorZip = ("zip", 1, false, iterator_helpers::zip),
    IteratorZipKeyed = ("zipKeyed", 1, false, iterator_helpers::zip_keyed),
    IteratorProtoMap = ("map", 1, false, iterator_helpers::map),
    IteratorProtoFilter = ("filter", 1, false, iterator_helpers::filter),
    IteratorProtoTake = ("take", 1, false, iterator_helpers::take),
    IteratorProtoDrop = ("drop", 1, false, iterator_helpers::drop),
    IteratorProtoFlatMap = ("flatMap", 1, false, iterator_helpers::flat_map),
    IteratorProtoReduce = ("reduce", 1, false, iterator_helpers::reduce),
    IteratorProtoToArray = ("toArray", 0, false, iterator_helpers::to_array),
    IteratorProtoForEach = ("forEach", 1, false, iterator_helpers::for_each),
    IteratorProtoSome = ("some", 1, false, iterator_helpers::some),
    IteratorProtoEvery = ("every", 1, false, iterator_helpers::every),
    IteratorProtoFind = ("find", 1, false, iterator_helpers::find),
    IteratorProtoDispose = ("[Symbol.dispose]", 0, false, iterator_helpers::dispose),
    AsyncIteratorProtoAsyncDispose = ("[Symbol.asyncDispose]", 0, false, iterator_helpers::async_dispose),
    IteratorProtoChunks = ("chunks", 1, false, iterator_helpers::chunks),
    IteratorProtoWindows = ("windows", 1, false, iterator_helpers::windows),
    IteratorProtoIncludes = ("includes", 1, false, iterator_helpers::includes),
    IteratorProtoJoin = ("join", 1, false, iterator_helpers::join),
    IteratorProtoGetConstructor = ("get constructor", 0, false, iterator_helpers::get_constructor),
    IteratorProtoSetConstructor = ("set constructor", 1, false, iterator_helpers::set_constructor),
    IteratorProtoGetToStringTag = ("get [Symbol.toStringTag]", 0, false, iterator_helpers::get_to_string_tag),
    IteratorProtoSetToStringTag = ("set [Symbol.toStringTag]", 1, false, iterator_helpers::set_to_string_tag),
    IteratorHelperNext = ("next", 0, false, iterator_helpers::helper_next),
    IteratorHelperReturn = ("return", 0, false, iterator_helpers::helper_return),
    WrapForValidIteratorNext = ("next", 0, false, iterator_helpers::wrap_next),
    WrapForValidIteratorReturn = ("return", 0, false, iterator_helpers::wrap_return),
    // WeakMap, WeakSet, WeakRef (sec-weakmap-objects, sec-weakset-objects, sec-weak-ref-objects)
    WeakMap = ("WeakMap", 0, true, weak::weak_map_constructor),
    WeakMapProtoDelete = ("delete", 1, false, weak::weak_map_delete),
    WeakMapProtoGet = ("get", 1, false, weak::weak_map_get),
    WeakMapProtoHas = ("has", 1, false, weak::weak_map_has),
    WeakMapProtoSet = ("set", 2, false, weak::weak_map_set),
    WeakMapProtoGetOrInsert = ("getOrInsert", 2, false, weak::weak_map_get_or_insert),
    WeakMapProtoGetOrInsertComputed = ("getOrInsertComputed", 2, false, weak::weak_map_get_or_insert_computed),
    WeakSet = ("WeakSet", 0, true, weak::weak_set_constructor),
    WeakSetProtoAdd = ("add", 1, false, weak::weak_set_add),
    WeakSetProtoDelete = ("delete", 1, false, weak::weak_set_delete),
    WeakSetProtoHas = ("has", 1, false, weak::weak_set_has),
    WeakRef = ("WeakRef", 1, true, weak::weak_ref_constructor),
    WeakRefProtoDeref = ("deref", 0, false, weak::weak_ref_deref),
    // FinalizationRegistry (sec-finalization-registry-objects)
    FinalizationRegistry = ("FinalizationRegistry", 1, true, finalization::constructor),
    FinalizationRegistryProtoRegister = ("register", 2, false, finalization::register),
    FinalizationRegistryProtoUnregister = ("unregister", 1, false, finalization::unregister),
    // AggregateError, SuppressedError, Error.isError
    AggregateError = ("AggregateError", 2, true, error_kinds::aggregate_error),
    SuppressedError = ("SuppressedError", 3, true, error_kinds::suppressed_error),
    ErrorIsError = ("isError", 1, false, error_kinds::is_error),
    // DisposableStack, AsyncDisposableStack (explicit resource management)
    DisposableStack = ("DisposableStack", 0, true, disposable::constructor),
    DisposableStackProtoAdopt = ("adopt", 2, false, disposable::adopt_sync),
    DisposableStackProtoDefer = ("defer", 1, false, disposable::defer_sync),
    DisposableStackProtoDispose = ("dispose", 0, false, disposable::dispose),
    DisposableStackProtoMove = ("move", 0, false, disposable::move_sync),
    DisposableStackProtoUse = ("use", 1, false, disposable::use_sync),
    DisposableStackProtoDisposed = ("get disposed", 0, false, disposable::disposed_sync),
    AsyncDisposableStack = ("AsyncDisposableStack", 0, true, disposable::async_constructor),
    AsyncDisposableStackProtoAdopt = ("adopt", 2, false, disposable::adopt_async),
    AsyncDisposableStackProtoDefer = ("defer", 1, false, disposable::defer_async),
    AsyncDisposableStackProtoDisposeAsync = ("disposeAsync", 0, false, disposable::dispose_async),
    AsyncDisposableStackProtoMove = ("move", 0, false, disposable::move_async),
    AsyncDisposableStackProtoUse = ("use", 1, false, disposable::use_async),
    AsyncDisposableStackProtoDisposed = ("get disposed", 0, false, disposable::disposed_async),
    AsyncDisposableStackResume = ("", 1, false, disposable::async_resume),
    // Promise combinators over `this` (sec-newpromisecapability)
    PromiseCapabilityExecutor = ("", 2, false, promise::capability_executor),
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
    // decorators and auto-accessors (helper h-ts)
    DecoratorAccessGet = ("get", 1, false, crate::decorators::access_get),
    DecoratorAccessSet = ("set", 2, false, crate::decorators::access_set),
    DecoratorAccessHas = ("has", 1, false, crate::decorators::access_has),
    DecoratorAddInitializer = ("addInitializer", 1, false, crate::decorators::add_initializer),
    DecoratorAutoGet = ("", 0, false, crate::decorators::auto_get),
    DecoratorAutoSet = ("", 1, false, crate::decorators::auto_set),
    // Error.prototype.stack (lang helper: error-stack-accessor)
    ErrorProtoGetStack = ("get stack", 0, false, error::get_stack),
    ErrorProtoSetStack = ("set stack", 1, false, error::set_stack),
    // Atomics.waitAsync (lang helper)
    AtomicsWaitAsync = ("waitAsync", 4, false, atomics::wait_async),
    // IsHTMLDDA (helper h-realm): the host-made [[IsHTMLDDA]] object's [[Call]]
    HtmlDdaCall = ("", 0, false, crate::host::functions::html_dda_call),
    // JSON.rawJSON, JSON.isRawJSON (helper h-json: JSON.parse source text access)
    JsonRawJson = ("rawJSON", 1, false, json::raw_json),
    JsonIsRawJson = ("isRawJSON", 1, false, json::is_raw_json),
    // Array.fromAsync, AsyncFromSyncIteratorContinuation's closeIterator,
    // Array.prototype.toLocaleString, Map.prototype.getOrInsert{,Computed},
    // Promise.allKeyed / allSettledKeyed, Math.sumPrecise,
    // Number.prototype.toLocaleString (helper h-json)
    ArrayFromAsync = ("fromAsync", 1, false, array_from_async::from_async),
    ArrayFromAsyncResume = ("", 1, false, array_from_async::resume),
    AsyncFromSyncClose = ("", 1, false, async_generator::from_sync_close),
    ArrayProtoToLocaleString = ("toLocaleString", 0, false, array::to_locale_string),
    MapProtoGetOrInsert = ("getOrInsert", 2, false, map::map_get_or_insert),
    MapProtoGetOrInsertComputed = ("getOrInsertComputed", 2, false, map::map_get_or_insert_computed),
    PromiseAllKeyed = ("allKeyed", 1, false, promise::all_keyed),
    PromiseAllSettledKeyed = ("allSettledKeyed", 1, false, promise::all_settled_keyed),
    MathSumPrecise = ("sumPrecise", 1, false, math::sum_precise),
    NumberProtoToLocaleString = ("toLocaleString", 0, false, number::to_locale_string),
    // ShadowRealm (sec-shadowrealm-objects) and wrapped function exotic objects
    // %AbstractModuleSource% (source phase imports; not a global)
    AbstractModuleSource = ("AbstractModuleSource", 0, true, module_source::constructor),
    AbstractModuleSourceProtoToStringTag = ("get [Symbol.toStringTag]", 0, false, module_source::to_string_tag),
    ShadowRealm = ("ShadowRealm", 0, true, shadow_realm::constructor),
    ShadowRealmProtoEvaluate = ("evaluate", 1, false, shadow_realm::evaluate),
    WrappedFunction = ("", 0, false, shadow_realm::wrapped_call),
    ShadowRealmProtoImportValue = ("importValue", 2, false, shadow_realm::import_value),
    ShadowRealmExportGetter = ("", 1, false, shadow_realm::export_getter),
    ShadowRealmImportError = ("", 1, false, shadow_realm::import_error),
    // Temporal: every function and constructor, dispatched by their data slots
    TemporalFunction = ("", 0, false, temporal::dispatch),
    TemporalConstructor = ("", 0, true, temporal::dispatch_constructor),
    DateProtoToTemporalInstant = ("toTemporalInstant", 0, false, temporal::instant::date_to_temporal_instant),
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
        self.link_constructor(ctor, prototype)?;
        Ok(ctor)
    }

    /// `ctor.prototype` (fixed) and `prototype.constructor` (hidden): the two links
    /// between a built-in constructor and its prototype.
    pub(crate) fn link_constructor(
        &mut self,
        ctor: Handle<JsObject>,
        prototype: Handle<JsObject>,
    ) -> JsResult<()> {
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
        )
    }

    /// Whether `this` is an object of the wanted kind, else a TypeError.
    pub(crate) fn this_object(&mut self, this: Value, what: &str) -> JsResult<Handle<JsObject>> {
        match this.as_object() {
            Some(o) => Ok(o),
            None => Err(self.type_error(&format!("{what} called on a non-object"))),
        }
    }
}
