//! %AbstractModuleSource% (the source phase imports proposal,
//! sec-%abstractmodulesource%25-constructor): the abstract base of module source
//! objects. It is not a global; hosts reach it through [`Vm::abstract_module_source`]
//! (test262 exposes it as `$262.AbstractModuleSource`). Cairn has no module source
//! objects of its own (a JavaScript module has no source object), so the
//! @@toStringTag getter returns undefined for every value.

use crate::builtins::{NativeCx, NativeId};
use crate::object::ObjectKind;
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// %AbstractModuleSource% ( ): throws a TypeError, called or constructed.
pub(crate) fn constructor(
    vm: &mut Vm,
    _this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    Err(vm.type_error("AbstractModuleSource is an abstract class: it cannot be constructed"))
}

/// get %AbstractModuleSource%.prototype [ @@toStringTag ]: the [[ModuleSourceClassName]]
/// of a module source object, undefined for anything else (no value has the slot).
pub(crate) fn to_string_tag(
    _vm: &mut Vm,
    _this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    Ok(Value::UNDEFINED)
}

impl Vm {
    /// %AbstractModuleSource% of the current realm (not reachable from scripts
    /// otherwise).
    pub fn abstract_module_source(&self) -> Value {
        Value::object(self.realm.abstract_module_source)
    }
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    ModuleSource;
    AbstractModuleSource = ("AbstractModuleSource", 0, true, constructor),
    AbstractModuleSourceProtoToStringTag = ("get [Symbol.toStringTag]", 0, false, to_string_tag),
}

/// Makes %AbstractModuleSource% and its prototype.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let op = Some(vm.realm.object_prototype);
    let proto = vm.alloc_object(ObjectKind::Ordinary, op)?;
    let ctor = vm.make_native(NativeId::AbstractModuleSource, None, Box::new([]))?;
    vm.realm.abstract_module_source = ctor;
    vm.link_constructor(ctor, proto)?;
    let tag = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    vm.install_getter(proto, tag, NativeId::AbstractModuleSourceProtoToStringTag, None)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::vm::{Vm, VmOptions};

    #[test]
    fn abstract_module_source_is_an_abstract_hidden_class() {
        let mut vm = Vm::new(VmOptions::default());
        let ams = vm.abstract_module_source();
        let global = vm.realm.global;
        assert!(vm.define_value(global, "AMS", ams, crate::object::attrs::HIDDEN).is_ok());
        let src = "const tag = Object.getOwnPropertyDescriptor(AMS.prototype, Symbol.toStringTag);
            [typeof globalThis.AbstractModuleSource, AMS.name, AMS.length,
             Object.getPrototypeOf(AMS) === Function.prototype,
             AMS.prototype.constructor === AMS, typeof tag.get, tag.set, tag.enumerable,
             tag.get.call({}), (() => { try { new AMS(); } catch (e) { return e.name; } })(),
             (() => { try { AMS(); } catch (e) { return e.name; } })()].join()";
        let v = vm.eval_script(src, "ams.js").expect("runs");
        assert_eq!(
            vm.display(v),
            "undefined,AbstractModuleSource,0,true,true,function,,false,,TypeError,TypeError"
        );
    }
}
