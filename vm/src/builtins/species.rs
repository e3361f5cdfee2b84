//! The `get [Symbol.species]` accessor that Array, Map, Set and Promise share
//! (ECMA-262 sec-get-array-%symbol.species% and its siblings).

use crate::builtins::NativeId;
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Species;
    SpeciesGetter = ("get [Symbol.species]", 0, false, crate::native::return_this),
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
