//! String objects (ECMA-262 sec-string-objects) and String Iterators: a file per concern
//! (constructor.rs, prototype.rs, search.rs for indexOf and its kin, replace.rs,
//! iterator.rs, unicode.rs for normalize, localeCompare and well-formedness, annex_b.rs);
//! this one holds the natives, the set-up and what the files share.

pub(crate) mod annex_b;
// localeCompare without ECMA-402 (with it: builtins/intl/collator.rs).
#[cfg(not(feature = "intl"))]
mod collation;
mod constructor;
pub(crate) mod host_text;
mod iterator;
mod prototype;
mod replace;
mod search;
pub(crate) mod unicode;

use cairn_gc::Handle;

use super::NativeId;
use crate::object::attrs;
use crate::string::{JsString, PropertyKey};
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// `this` coerced: RequireObjectCoercible + ToString.
fn this_str(vm: &mut Vm, this: Value, what: &str) -> JsResult<Handle<JsString>> {
    if this.is_nullish() {
        return Err(vm.type_error(&format!("String.prototype.{what} called on null or undefined")));
    }
    vm.to_string(this)
}

/// The UTF-16 code units of `s`, copied.
fn units_of(vm: &mut Vm, s: Handle<JsString>) -> Vec<u16> {
    vm.flat(s).to_units()
}

/// `n` (an integer or an infinity) clamped to 0..=len.
fn clamp_index(n: f64, len: usize) -> usize {
    if n < 0.0 { 0 } else { (n as usize).min(len) }
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    String;
    String = ("String", 1, true, constructor::constructor),
    StringFromCharCode = ("fromCharCode", 1, false, constructor::from_char_code),
    StringProtoCharAt = ("charAt", 1, false, prototype::char_at),
    StringProtoCharCodeAt = ("charCodeAt", 1, false, prototype::char_code_at),
    StringProtoCodePointAt = ("codePointAt", 1, false, prototype::code_point_at),
    StringProtoAt = ("at", 1, false, prototype::at),
    StringProtoIndexOf = ("indexOf", 1, false, search::index_of),
    StringProtoLastIndexOf = ("lastIndexOf", 1, false, search::last_index_of),
    StringProtoIncludes = ("includes", 1, false, search::includes),
    StringProtoStartsWith = ("startsWith", 1, false, search::starts_with),
    StringProtoEndsWith = ("endsWith", 1, false, search::ends_with),
    StringProtoSlice = ("slice", 2, false, prototype::slice),
    StringProtoSubstring = ("substring", 2, false, prototype::substring),
    StringProtoSubstr = ("substr", 2, false, prototype::substr),
    StringProtoSplit = ("split", 2, false, prototype::split),
    StringProtoToUpperCase = ("toUpperCase", 0, false, prototype::to_upper_case),
    StringProtoToLowerCase = ("toLowerCase", 0, false, prototype::to_lower_case),
    StringProtoTrim = ("trim", 0, false, prototype::trim),
    StringProtoTrimStart = ("trimStart", 0, false, prototype::trim_start),
    StringProtoTrimEnd = ("trimEnd", 0, false, prototype::trim_end),
    StringProtoPadStart = ("padStart", 1, false, prototype::pad_start),
    StringProtoPadEnd = ("padEnd", 1, false, prototype::pad_end),
    StringProtoRepeat = ("repeat", 1, false, prototype::repeat),
    StringProtoConcat = ("concat", 1, false, prototype::concat),
    StringProtoReplace = ("replace", 2, false, replace::replace),
    StringProtoReplaceAll = ("replaceAll", 2, false, replace::replace_all),
    StringProtoLocaleCompare = ("localeCompare", 1, false, unicode::locale_compare),
    StringProtoToString = ("toString", 0, false, prototype::value_of),
    StringProtoValueOf = ("valueOf", 0, false, prototype::value_of),
    StringProtoIterator = ("[Symbol.iterator]", 0, false, iterator::iterator),
    StringIteratorNext = ("next", 0, false, iterator::iterator_next),
    StringRaw = ("raw", 1, false, constructor::raw),
    StringFromCodePoint = ("fromCodePoint", 1, false, constructor::from_code_point),
    StringProtoAnchor = ("anchor", 1, false, annex_b::anchor),
    StringProtoBig = ("big", 0, false, annex_b::big),
    StringProtoBlink = ("blink", 0, false, annex_b::blink),
    StringProtoBold = ("bold", 0, false, annex_b::bold),
    StringProtoFixed = ("fixed", 0, false, annex_b::fixed),
    StringProtoFontcolor = ("fontcolor", 1, false, annex_b::fontcolor),
    StringProtoFontsize = ("fontsize", 1, false, annex_b::fontsize),
    StringProtoItalics = ("italics", 0, false, annex_b::italics),
    StringProtoLink = ("link", 1, false, annex_b::link),
    StringProtoSmall = ("small", 0, false, annex_b::small),
    StringProtoStrike = ("strike", 0, false, annex_b::strike),
    StringProtoSub = ("sub", 0, false, annex_b::sub),
    StringProtoSup = ("sup", 0, false, annex_b::sup),
    StringProtoNormalize = ("normalize", 0, false, unicode::normalize),
    StringProtoToLocaleUpperCase = ("toLocaleUpperCase", 0, false, unicode::to_locale_upper_case),
    StringProtoToLocaleLowerCase = ("toLocaleLowerCase", 0, false, unicode::to_locale_lower_case),
    StringProtoIsWellFormed = ("isWellFormed", 0, false, unicode::is_well_formed),
    StringProtoToWellFormed = ("toWellFormed", 0, false, unicode::to_well_formed),
}

/// Installs String and %StringIteratorPrototype%.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let proto = vm.realm.string_prototype;
    let ctor = vm.install_constructor(NativeId::String, proto)?;
    vm.install(ctor, NativeId::StringFromCharCode)?;
    vm.install(ctor, NativeId::StringRaw)?;
    vm.install(ctor, NativeId::StringFromCodePoint)?;
    for id in [
        NativeId::StringProtoCharAt,
        NativeId::StringProtoCharCodeAt,
        NativeId::StringProtoCodePointAt,
        NativeId::StringProtoAt,
        NativeId::StringProtoIndexOf,
        NativeId::StringProtoLastIndexOf,
        NativeId::StringProtoIncludes,
        NativeId::StringProtoStartsWith,
        NativeId::StringProtoEndsWith,
        NativeId::StringProtoSlice,
        NativeId::StringProtoSubstring,
        NativeId::StringProtoSubstr,
        NativeId::StringProtoSplit,
        NativeId::StringProtoToUpperCase,
        NativeId::StringProtoToLowerCase,
        NativeId::StringProtoTrim,
        NativeId::StringProtoTrimStart,
        NativeId::StringProtoTrimEnd,
        NativeId::StringProtoPadStart,
        NativeId::StringProtoPadEnd,
        NativeId::StringProtoRepeat,
        NativeId::StringProtoConcat,
        NativeId::StringProtoReplace,
        NativeId::StringProtoReplaceAll,
        NativeId::StringProtoLocaleCompare,
        NativeId::StringProtoToString,
        NativeId::StringProtoValueOf,
    ] {
        vm.install(proto, id)?;
    }
    let sym = vm.realm.symbols.iterator;
    vm.install_symbol(proto, sym, NativeId::StringProtoIterator, attrs::HIDDEN)?;
    let sip = vm.realm.string_iterator_prototype;
    vm.install(sip, NativeId::StringIteratorNext)?;
    let tag = vm.str_value("String Iterator")?;
    let tag_key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    vm.define_builtin(sip, tag_key, tag, attrs::CONFIGURABLE)?;
    Ok(())
}
