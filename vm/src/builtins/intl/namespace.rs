//! The Intl object (ECMA-402 sec-intl-object): the namespace, its functions, and the
//! installation of every Intl class.

use cairn_gc::Handle;

use super::locales::{canonicalize_locale_list, supported_locales};
use super::options::{coerce_options_to_object, get_string};
use super::{
    collator, date_time_format, display_names, duration_format, list_format, locale, number_format,
    plural_rules, relative_time_format, segmenter,
};
pub(crate) use crate::builtins::namespace_class::Class;
use crate::builtins::namespace_class::{create_namespace, define_global, install_class};
use crate::builtins::{NativeCx, NativeId, arg};
use crate::object::slots::intl::Intl;
use crate::object::{JsObject, ObjectKind, PropertyDescriptor};
use crate::string::{PropertyKey, Symbol};
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

/// The Intl classes, in the order of [`CLASSES`] and of `Realm::intl_prototypes`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ClassId {
    Locale,
    Collator,
    PluralRules,
    NumberFormat,
    ListFormat,
    Segmenter,
    DisplayNames,
    DateTimeFormat,
    RelativeTimeFormat,
    DurationFormat,
    /// %SegmentsPrototype% (not a class: installed by `segmenter::init_prototypes`).
    Segments,
    /// %SegmentIteratorPrototype% (likewise).
    SegmentIterator,
}

/// Every class, indexed by [`ClassId`].
static CLASSES: [&Class; 10] = [
    &locale::CLASS,
    &collator::CLASS,
    &plural_rules::CLASS,
    &number_format::CLASS,
    &list_format::CLASS,
    &segmenter::CLASS,
    &display_names::CLASS,
    &date_time_format::CLASS,
    &relative_time_format::CLASS,
    &duration_format::CLASS,
];

// The natives of the Intl object (see `crate::native`).
crate::native::natives! {
    Intl;
    IntlGetCanonicalLocales = ("getCanonicalLocales", 1, false, get_canonical_locales),
    IntlSupportedValuesOf = ("supportedValuesOf", 1, false, super::supported_values::supported_values_of),
}

/// Creates the `Intl` object on the global object with every class (called from realm
/// set-up).
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let namespace = create_namespace(vm, "Intl")?;
    let description = vm.alloc_str("IntlLegacyConstructedSymbol")?;
    let symbol = Symbol { description: Some(description), registered: false, private: false };
    vm.realm.intl_fallback_symbol = Some(vm.heap.alloc(symbol)?);
    vm.install(namespace, NativeId::IntlGetCanonicalLocales)?;
    vm.install(namespace, NativeId::IntlSupportedValuesOf)?;
    for (index, class) in CLASSES.iter().enumerate() {
        vm.realm.intl_prototypes[index] = install_class(vm, namespace, "Intl", class)?;
    }
    segmenter::init_prototypes(vm)?;
    define_global(vm, "Intl", namespace)
}

/// OrdinaryHasInstance(%Intl.X%, v) for the class `class`: whether %Intl.X.prototype%
/// is on `v`'s prototype chain (read through proxies' traps). The constructor's
/// `prototype` is neither writable nor configurable, so it is the intrinsic.
fn inherits_from_class(vm: &mut Vm, v: Value, class: ClassId) -> JsResult<bool> {
    let Some(mut o) = v.as_object() else { return Ok(false) };
    let p = prototype(vm, class);
    loop {
        vm.limits.tick().map_err(Throw::Terminate)?;
        match vm.get_prototype_of(o)? {
            None => return Ok(false),
            Some(x) if x == p => return Ok(true),
            Some(x) => o = x,
        }
    }
}

/// %Intl%.[[FallbackSymbol]] of this realm as a property key.
fn fallback_key(vm: &mut Vm) -> JsResult<PropertyKey> {
    match vm.realm.intl_fallback_symbol {
        Some(s) => Ok(PropertyKey::Symbol(s)),
        None => Err(vm.type_error("Intl: this realm has no Intl object")),
    }
}

/// ChainNumberFormat and ChainDateTimeFormat (ECMA-402 sec-chainnumberformat,
/// sec-chaindatetimeformat: the normative optional constructor mode of ECMA-402 4.3,
/// note 1): a call without `new` whose `this` inherits from the class's prototype
/// stores the new object `made` on `this` under %Intl%.[[FallbackSymbol]] and returns
/// `this`; any other call returns `made`.
pub(crate) fn chain_legacy(
    vm: &mut Vm,
    class: ClassId,
    made: Handle<JsObject>,
    this: Value,
    new_target: Value,
) -> JsResult<Value> {
    if let Some(o) = this.as_object()
        && new_target.is_undefined()
        && inherits_from_class(vm, this, class)?
    {
        let key = fallback_key(vm)?;
        let d = PropertyDescriptor {
            value: Some(Value::object(made)),
            writable: Some(false),
            enumerable: Some(false),
            configurable: Some(false),
            ..PropertyDescriptor::default()
        };
        vm.define_property_or_throw(o, key, d)?;
        return Ok(this);
    }
    Ok(Value::object(made))
}

/// UnwrapNumberFormat and UnwrapDateTimeFormat (ECMA-402 sec-unwrapnumberformat,
/// sec-unwrapdatetimeformat): `v` when it has the class's slots (`has_slots`) or does
/// not inherit from its prototype, else Get(v, %Intl%.[[FallbackSymbol]]); the caller
/// then requires the slots of what it gets.
pub(crate) fn unwrap_legacy(
    vm: &mut Vm,
    v: Value,
    class: ClassId,
    has_slots: bool,
) -> JsResult<Value> {
    let Some(o) = v.as_object() else { return Ok(v) };
    if has_slots || !inherits_from_class(vm, v, class)? {
        return Ok(v);
    }
    let key = fallback_key(vm)?;
    vm.get(o, key, v)
}

/// %Intl.X.prototype% of this realm.
pub(crate) fn prototype(vm: &Vm, class: ClassId) -> Handle<JsObject> {
    vm.realm.intl_prototypes[class as usize]
}

/// OrdinaryCreateFromConstructor for an Intl object holding `slots`: the prototype from
/// `new_target`, else the intrinsic one of `class`.
pub(crate) fn create(
    vm: &mut Vm,
    class: ClassId,
    slots: Intl,
    new_target: Value,
) -> JsResult<Handle<JsObject>> {
    let default = prototype(vm, class);
    let proto = if new_target.is_undefined() {
        default
    } else {
        vm.prototype_from_constructor(new_target, default)?
    };
    vm.alloc_object(ObjectKind::Intl(Box::new(slots)), Some(proto))
}

/// The Intl slots of `v`, if it is an Intl object.
pub(crate) fn intl_of(vm: &Vm, v: Value) -> Option<&Intl> {
    let o = v.as_object()?;
    match &vm.heap.get(o).kind {
        ObjectKind::Intl(i) => Some(i),
        _ => None,
    }
}

/// Intl.getCanonicalLocales ( locales ) (ECMA-402 sec-intl.getcanonicallocales).
fn get_canonical_locales(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let list = canonicalize_locale_list(vm, arg(args, 0))?;
    string_array(vm, &list)
}

/// CreateArrayFromList of strings.
pub(crate) fn string_array(vm: &mut Vm, list: &[String]) -> JsResult<Value> {
    let mut values = Vec::new();
    values.try_reserve(list.len()).map_err(|_| vm.range_error("Intl: list too long"))?;
    for s in list {
        values.push(vm.str_value(s)?);
    }
    Ok(Value::object(vm.array_from_list(&values)?))
}

/// The `supportedLocalesOf ( locales [ , options ] )` of every service constructor
/// (ECMA-402 sec-supportedlocales): the requested locales the data has.
pub(crate) fn supported_locales_of(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let requested = canonicalize_locale_list(vm, arg(args, 0))?;
    let options = coerce_options_to_object(vm, arg(args, 1))?;
    get_string(vm, Some(options), "localeMatcher", &["lookup", "best fit"])?;
    let supported = supported_locales(&requested);
    string_array(vm, &supported)
}

/// The array of `{type, value[, source]}` objects of a list of formatted parts, each
/// given as (type, value, source) (FormatNumericToParts, FormatDateTimeToParts and their
/// range forms).
pub(crate) fn parts_array<'a>(
    vm: &mut Vm,
    parts: impl ExactSizeIterator<Item = (&'a str, &'a str, Option<&'a str>)>,
) -> JsResult<Value> {
    parts_array_with(vm, "source", parts)
}

/// The array of `{type, value[, extra]}` objects of a list of formatted parts, each given
/// as (type, value, extra): `extra` is "source" for the range forms of NumberFormat and
/// DateTimeFormat, "unit" for RelativeTimeFormat and DurationFormat.
pub(crate) fn parts_array_with<'a>(
    vm: &mut Vm,
    extra: &str,
    parts: impl ExactSizeIterator<Item = (&'a str, &'a str, Option<&'a str>)>,
) -> JsResult<Value> {
    let mut values = Vec::new();
    values.try_reserve(parts.len()).map_err(|_| vm.range_error("Intl: too many parts"))?;
    for (kind, text, source) in parts {
        let o = vm.new_plain_object()?;
        let v = vm.str_value(kind)?;
        let key = vm.key("type")?;
        vm.create_data_property(o, key, v)?;
        let v = vm.str_value(text)?;
        let key = vm.key("value")?;
        vm.create_data_property(o, key, v)?;
        if let Some(source) = source {
            let v = vm.str_value(source)?;
            let key = vm.key(extra)?;
            vm.create_data_property(o, key, v)?;
        }
        values.push(Value::object(o));
    }
    Ok(Value::object(vm.array_from_list(&values)?))
}
