//! The `get [Symbol.species]` accessor that Array, Map, Set and Promise share
//! (ECMA-262 sec-get-array-%symbol.species% and its siblings).

use crate::builtins::{NativeCx, NativeId};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// `get [Symbol.species]` of the collection constructors: returns `this`
/// (ECMA-262 sec-get-array-%symbol.species% and its siblings).
pub(crate) fn species_getter(
    _vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    Ok(this)
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Species;
    SpeciesGetter = ("get [Symbol.species]", 0, false, species_getter),
}

/// Installs the species getters of Array, Map, Set and Promise.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let global = vm.realm.global;
    let species = PropertyKey::Symbol(vm.realm.symbols.species);
    for name in ["Map", "Array", "Set", "Promise"] {
        let key = vm.key(name)?;
        let ctor = vm.get(global, key, Value::object(global))?;
        let Some(ctor) = ctor.as_object() else { continue };
        vm.install_getter(ctor, species, NativeId::SpeciesGetter, None)?;
    }
    Ok(())
}
