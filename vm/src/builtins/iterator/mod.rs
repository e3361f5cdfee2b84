//! %IteratorPrototype% (ECMA-262 sec-%iteratorprototype%-object); the operations on
//! iterators are in `crate::ops::iteration`.

pub(crate) mod helpers;

use super::NativeId;
use crate::vm::{JsResult, Vm};

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Iterator;
    IteratorProtoIterator = ("[Symbol.iterator]", 0, false, crate::native::return_this),
    AsyncIteratorProtoAsyncIterator = ("[Symbol.asyncIterator]", 0, false, crate::native::return_this),
    Iterator = ("Iterator", 0, true, helpers::constructor),
    IteratorFrom = ("from", 1, false, helpers::from),
    IteratorConcat = ("concat", 0, false, helpers::concat),
    IteratorZip = ("zip", 1, false, helpers::zip),
    IteratorZipKeyed = ("zipKeyed", 1, false, helpers::zip_keyed),
    IteratorProtoMap = ("map", 1, false, helpers::map),
    IteratorProtoFilter = ("filter", 1, false, helpers::filter),
    IteratorProtoTake = ("take", 1, false, helpers::take),
    IteratorProtoDrop = ("drop", 1, false, helpers::drop),
    IteratorProtoFlatMap = ("flatMap", 1, false, helpers::flat_map),
    IteratorProtoReduce = ("reduce", 1, false, helpers::reduce),
    IteratorProtoToArray = ("toArray", 0, false, helpers::to_array),
    IteratorProtoForEach = ("forEach", 1, false, helpers::for_each),
    IteratorProtoSome = ("some", 1, false, helpers::some),
    IteratorProtoEvery = ("every", 1, false, helpers::every),
    IteratorProtoFind = ("find", 1, false, helpers::find),
    IteratorProtoDispose = ("[Symbol.dispose]", 0, false, helpers::dispose),
    AsyncIteratorProtoAsyncDispose = ("[Symbol.asyncDispose]", 0, false, helpers::async_dispose),
    IteratorProtoChunks = ("chunks", 1, false, helpers::chunks),
    IteratorProtoWindows = ("windows", 1, false, helpers::windows),
    IteratorProtoIncludes = ("includes", 1, false, helpers::includes),
    IteratorProtoJoin = ("join", 1, false, helpers::join),
    IteratorProtoGetConstructor = ("get constructor", 0, false, helpers::get_constructor),
    IteratorProtoSetConstructor = ("set constructor", 1, false, helpers::set_constructor),
    IteratorProtoGetToStringTag = ("get [Symbol.toStringTag]", 0, false, helpers::get_to_string_tag),
    IteratorProtoSetToStringTag = ("set [Symbol.toStringTag]", 1, false, helpers::set_to_string_tag),
    IteratorHelperNext = ("next", 0, false, helpers::helper_next),
    IteratorHelperReturn = ("return", 0, false, helpers::helper_return),
    WrapForValidIteratorNext = ("next", 0, false, helpers::wrap_next),
    WrapForValidIteratorReturn = ("return", 0, false, helpers::wrap_return),
}

/// Installs %IteratorPrototype%[@@iterator].
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let ip = vm.realm.iterator_prototype;
    let sym = vm.realm.symbols.iterator;
    vm.install_symbol(ip, sym, NativeId::IteratorProtoIterator, crate::object::attrs::HIDDEN)?;
    Ok(())
}
