//! Array objects (ECMA-262 sec-array-objects): the operations on arrays the engine
//! shares (ArrayCreate, ArraySpeciesCreate, ...), the natives and their installation; the
//! constructor, the prototype methods and the iterators are in the files beside.

pub(crate) mod change_by_copy;
pub(crate) mod constructor;
pub(crate) mod flatten;
pub(crate) mod from_async;
pub(crate) mod iterator;
pub(crate) mod prototype;
pub(crate) mod sort;

pub(crate) use constructor::*;
pub(crate) use iterator::*;
pub(crate) use prototype::*;
pub(crate) use sort::*;

use cairn_gc::Handle;

use super::NativeId;
use crate::object::{JsObject, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

impl Vm {
    /// Whether `o` is being joined further up the stack (cycle guard of join/toString).
    fn join_stack_contains(&self, o: Handle<JsObject>) -> bool {
        self.join_stack.contains(&o)
    }
}

/// 2^53 - 1, the largest length an array-like may have.
const MAX_SAFE_LENGTH: u64 = 9_007_199_254_740_991;

/// Above this many elements a new array is filled property by property (each growth step
/// charged to the heap limit) instead of through one up-front `Vec`.
const BULK_LIMIT: u64 = 1 << 20;

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Array;
    Array = ("Array", 1, true, constructor),
    ArrayIsArray = ("isArray", 1, false, is_array),
    ArrayOf = ("of", 0, false, of),
    ArrayFrom = ("from", 1, false, from),
    ArrayProtoPush = ("push", 1, false, push),
    ArrayProtoPop = ("pop", 0, false, pop),
    ArrayProtoShift = ("shift", 0, false, shift),
    ArrayProtoUnshift = ("unshift", 1, false, unshift),
    ArrayProtoJoin = ("join", 1, false, join),
    ArrayProtoToString = ("toString", 0, false, to_string),
    ArrayProtoIndexOf = ("indexOf", 1, false, index_of),
    ArrayProtoLastIndexOf = ("lastIndexOf", 1, false, last_index_of),
    ArrayProtoIncludes = ("includes", 1, false, includes),
    ArrayProtoSlice = ("slice", 2, false, slice),
    ArrayProtoSplice = ("splice", 2, false, splice),
    ArrayProtoConcat = ("concat", 1, false, concat),
    ArrayProtoMap = ("map", 1, false, map),
    ArrayProtoFilter = ("filter", 1, false, filter),
    ArrayProtoForEach = ("forEach", 1, false, for_each),
    ArrayProtoReduce = ("reduce", 1, false, reduce),
    ArrayProtoSome = ("some", 1, false, some),
    ArrayProtoEvery = ("every", 1, false, every),
    ArrayProtoFind = ("find", 1, false, find),
    ArrayProtoFindIndex = ("findIndex", 1, false, find_index),
    ArrayProtoReverse = ("reverse", 0, false, reverse),
    ArrayProtoSort = ("sort", 1, false, sort),
    ArrayProtoFill = ("fill", 1, false, fill),
    ArrayProtoKeys = ("keys", 0, false, keys),
    ArrayProtoValues = ("values", 0, false, values),
    ArrayProtoEntries = ("entries", 0, false, entries),
    ArrayIteratorNext = ("next", 0, false, iterator_next),
    ArrayProtoAt = ("at", 1, false, at),
    ArrayProtoCopyWithin = ("copyWithin", 2, false, copy_within),
    ArrayProtoFindLast = ("findLast", 1, false, find_last),
    ArrayProtoFindLastIndex = ("findLastIndex", 1, false, find_last_index),
    ArrayProtoFlat = ("flat", 0, false, flatten::flat),
    ArrayProtoFlatMap = ("flatMap", 1, false, flatten::flat_map),
    ArrayProtoReduceRight = ("reduceRight", 1, false, reduce_right),
    ArrayProtoToReversed = ("toReversed", 0, false, change_by_copy::to_reversed),
    ArrayProtoToSorted = ("toSorted", 1, false, change_by_copy::to_sorted),
    ArrayProtoToSpliced = ("toSpliced", 2, false, change_by_copy::to_spliced),
    ArrayProtoWith = ("with", 2, false, change_by_copy::with),
    ArrayFromAsync = ("fromAsync", 1, false, from_async::from_async),
    ArrayFromAsyncResume = ("", 1, false, from_async::resume),
    ArrayProtoToLocaleString = ("toLocaleString", 0, false, to_locale_string),
}

/// Installs Array, Array.prototype and %ArrayIteratorPrototype%.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let proto = vm.realm.array_prototype;
    let ctor = vm.install_constructor(NativeId::Array, proto)?;
    for id in
        [NativeId::ArrayIsArray, NativeId::ArrayOf, NativeId::ArrayFrom, NativeId::ArrayFromAsync]
    {
        vm.install(ctor, id)?;
    }
    for id in [
        NativeId::ArrayProtoPush,
        NativeId::ArrayProtoPop,
        NativeId::ArrayProtoShift,
        NativeId::ArrayProtoUnshift,
        NativeId::ArrayProtoJoin,
        NativeId::ArrayProtoToLocaleString,
        NativeId::ArrayProtoToString,
        NativeId::ArrayProtoIndexOf,
        NativeId::ArrayProtoLastIndexOf,
        NativeId::ArrayProtoIncludes,
        NativeId::ArrayProtoSlice,
        NativeId::ArrayProtoSplice,
        NativeId::ArrayProtoConcat,
        NativeId::ArrayProtoMap,
        NativeId::ArrayProtoFilter,
        NativeId::ArrayProtoForEach,
        NativeId::ArrayProtoReduce,
        NativeId::ArrayProtoSome,
        NativeId::ArrayProtoEvery,
        NativeId::ArrayProtoFind,
        NativeId::ArrayProtoFindIndex,
        NativeId::ArrayProtoReverse,
        NativeId::ArrayProtoSort,
        NativeId::ArrayProtoFill,
        NativeId::ArrayProtoKeys,
        NativeId::ArrayProtoEntries,
    ] {
        vm.install(proto, id)?;
    }
    let values = vm.install(proto, NativeId::ArrayProtoValues)?;
    vm.realm.array_proto_values = values;
    let iter = vm.realm.symbols.iterator;
    vm.define_builtin(proto, PropertyKey::Symbol(iter), Value::object(values), attrs::HIDDEN)?;
    for id in [
        NativeId::ArrayProtoAt,
        NativeId::ArrayProtoCopyWithin,
        NativeId::ArrayProtoFindLast,
        NativeId::ArrayProtoFindLastIndex,
        NativeId::ArrayProtoFlat,
        NativeId::ArrayProtoFlatMap,
        NativeId::ArrayProtoReduceRight,
        NativeId::ArrayProtoToReversed,
        NativeId::ArrayProtoToSorted,
        NativeId::ArrayProtoToSpliced,
        NativeId::ArrayProtoWith,
    ] {
        vm.install(proto, id)?;
    }
    let list = vm.alloc_object(crate::object::ObjectKind::Ordinary, None)?;
    for name in [
        "at",
        "copyWithin",
        "entries",
        "fill",
        "find",
        "findIndex",
        "findLast",
        "findLastIndex",
        "flat",
        "flatMap",
        "includes",
        "keys",
        "toReversed",
        "toSorted",
        "toSpliced",
        "values",
    ] {
        vm.define_value(list, name, Value::TRUE, attrs::DEFAULT)?;
    }
    let key = PropertyKey::Symbol(vm.realm.symbols.unscopables);
    vm.define_builtin(proto, key, Value::object(list), attrs::CONFIGURABLE)?;
    let aip = vm.realm.array_iterator_prototype;
    vm.install(aip, NativeId::ArrayIteratorNext)?;
    let tag = vm.str_value("Array Iterator")?;
    let tag_key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    vm.define_builtin(aip, tag_key, tag, attrs::CONFIGURABLE)?;
    Ok(())
}
