//! %IteratorPrototype% (ECMA-262 sec-%iteratorprototype%-object), the Iterator
//! constructor and the iterator helpers: a file per concern (constructor.rs with
//! Iterator.from and Iterator.concat, prototype.rs, helper.rs for the helper objects,
//! zip.rs); the operations on iterators are in `crate::ops::iteration`.

pub(super) mod constructor;
mod helper;
mod prototype;
mod zip;

use super::NativeId;
use crate::vm::{JsResult, Vm};

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Iterator;
    IteratorProtoIterator = ("[Symbol.iterator]", 0, false, crate::native::return_this),
    AsyncIteratorProtoAsyncIterator = ("[Symbol.asyncIterator]", 0, false, crate::native::return_this),
    Iterator = ("Iterator", 0, true, constructor::constructor),
    IteratorFrom = ("from", 1, false, constructor::from),
    IteratorConcat = ("concat", 0, false, constructor::concat),
    IteratorZip = ("zip", 1, false, zip::zip),
    IteratorZipKeyed = ("zipKeyed", 1, false, zip::zip_keyed),
    IteratorProtoMap = ("map", 1, false, prototype::map),
    IteratorProtoFilter = ("filter", 1, false, prototype::filter),
    IteratorProtoTake = ("take", 1, false, prototype::take),
    IteratorProtoDrop = ("drop", 1, false, prototype::drop),
    IteratorProtoFlatMap = ("flatMap", 1, false, prototype::flat_map),
    IteratorProtoReduce = ("reduce", 1, false, prototype::reduce),
    IteratorProtoToArray = ("toArray", 0, false, prototype::to_array),
    IteratorProtoForEach = ("forEach", 1, false, prototype::for_each),
    IteratorProtoSome = ("some", 1, false, prototype::some),
    IteratorProtoEvery = ("every", 1, false, prototype::every),
    IteratorProtoFind = ("find", 1, false, prototype::find),
    IteratorProtoDispose = ("[Symbol.dispose]", 0, false, prototype::dispose),
    AsyncIteratorProtoAsyncDispose = ("[Symbol.asyncDispose]", 0, false, prototype::async_dispose),
    IteratorProtoChunks = ("chunks", 1, false, prototype::chunks),
    IteratorProtoWindows = ("windows", 1, false, prototype::windows),
    IteratorProtoIncludes = ("includes", 1, false, prototype::includes),
    IteratorProtoJoin = ("join", 1, false, prototype::join),
    IteratorProtoGetConstructor = ("get constructor", 0, false, prototype::get_constructor),
    IteratorProtoSetConstructor = ("set constructor", 1, false, prototype::set_constructor),
    IteratorProtoGetToStringTag = ("get [Symbol.toStringTag]", 0, false, prototype::get_to_string_tag),
    IteratorProtoSetToStringTag = ("set [Symbol.toStringTag]", 1, false, prototype::set_to_string_tag),
    IteratorHelperNext = ("next", 0, false, helper::helper_next),
    IteratorHelperReturn = ("return", 0, false, helper::helper_return),
    WrapForValidIteratorNext = ("next", 0, false, constructor::wrap_next),
    WrapForValidIteratorReturn = ("return", 0, false, constructor::wrap_return),
}

/// Installs %IteratorPrototype%[@@iterator].
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let ip = vm.realm.iterator_prototype;
    let sym = vm.realm.symbols.iterator;
    vm.install_symbol(ip, sym, NativeId::IteratorProtoIterator, crate::object::attrs::HIDDEN)?;
    Ok(())
}
