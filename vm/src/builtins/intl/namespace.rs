//! The Intl object (ECMA-402 sec-intl-object): the namespace, its functions, and the
//! installation of every Intl class.

use cairn_gc::Handle;

use super::locales::{canonicalize_locale_list, supported_locales};
use super::options::{coerce_options_to_object, get_string};
use super::{collator, locale, plural_rules};
use crate::builtins::{NativeCx, NativeId, arg};
use crate::object::slots::intl::Intl;
use crate::object::{JsObject, ObjectKind, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// The Intl classes, in the order of [`CLASSES`] and of `Realm::intl_prototypes`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ClassId {
    Locale,
    Collator,
    PluralRules,
}

/// An Intl class: its constructor and the functions on it and its prototype, each a row
/// of the class module's `natives!`.
pub(crate) struct Class {
    /// The constructor (its row's name is the class's name under `Intl`).
    pub(crate) constructor: NativeId,
    /// Functions on the constructor (`supportedLocalesOf`).
    pub(crate) statics: &'static [NativeId],
    /// Accessor properties of the prototype (rows named `get x`).
    pub(crate) getters: &'static [NativeId],
    /// Methods of the prototype.
    pub(crate) methods: &'static [NativeId],
}

/// Every class, indexed by [`ClassId`].
static CLASSES: [&Class; 3] = [&locale::CLASS, &collator::CLASS, &plural_rules::CLASS];

// The natives of the Intl object (see `crate::native`).
crate::native::natives! {
    Intl;
    IntlGetCanonicalLocales = ("getCanonicalLocales", 1, false, get_canonical_locales),
}

/// Creates the `Intl` object on the global object with every class (called from realm
/// set-up).
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let op = Some(vm.realm.object_prototype);
    let namespace = vm.alloc_object(ObjectKind::Ordinary, op)?;
    let tag_key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    let tag = vm.str_value("Intl")?;
    vm.define_builtin(namespace, tag_key, tag, attrs::CONFIGURABLE)?;
    vm.install(namespace, NativeId::IntlGetCanonicalLocales)?;
    for (index, class) in CLASSES.iter().enumerate() {
        let proto = vm.alloc_object(ObjectKind::Ordinary, op)?;
        vm.realm.intl_prototypes[index] = proto;
        let ctor = vm.install(namespace, class.constructor)?;
        vm.link_constructor(ctor, proto)?;
        for &id in class.statics {
            vm.install(ctor, id)?;
        }
        for &id in class.methods {
            vm.install(proto, id)?;
        }
        for &id in class.getters {
            let name = id.entry().name;
            let key = vm.key(name.strip_prefix("get ").unwrap_or(name))?;
            vm.install_getter(proto, key, id, None)?;
        }
        let name = class.constructor.entry().name;
        let tag = vm.str_value(&format!("Intl.{name}"))?;
        vm.define_builtin(proto, tag_key, tag, attrs::CONFIGURABLE)?;
    }
    let global = vm.realm.global;
    vm.define_value(global, "Intl", Value::object(namespace), attrs::HIDDEN)?;
    Ok(())
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
