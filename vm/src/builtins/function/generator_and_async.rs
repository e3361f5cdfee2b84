//! The constructors of the other function kinds: %GeneratorFunction%, %AsyncFunction%
//! and %AsyncGeneratorFunction% (ECMA-262 sec-generatorfunction-constructor and its
//! siblings). They are not globals; scripts reach them through the `constructor` of their
//! prototypes (`Object.getPrototypeOf(function* () {}).constructor`).

use crate::builtins::{NativeCx, NativeId};
use crate::names;
use crate::object::attrs;
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// ECMA-262 sec-generatorfunction
pub(crate) fn generator_function(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    crate::builtins::function::create_dynamic_function(vm, args, cx, "function*")
}

/// ECMA-262 sec-async-function-constructor-arguments
pub(crate) fn async_function(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    crate::builtins::function::create_dynamic_function(vm, args, cx, "async function")
}

/// ECMA-262 sec-asyncgeneratorfunction
pub(crate) fn async_generator_function(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    crate::builtins::function::create_dynamic_function(vm, args, cx, "async function*")
}

/// Makes the three constructors and links them with their prototypes (`prototype` not
/// writable, enumerable or configurable; the prototypes' `constructor` configurable
/// only), their [[Prototype]] being %Function%.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let global = vm.realm.global;
    let key = vm.key("Function")?;
    let function = vm.get(global, key, Value::object(global))?.as_object();
    for (id, proto) in [
        (NativeId::GeneratorFunction, vm.realm.generator_function_prototype),
        (NativeId::AsyncFunction, vm.realm.async_function_prototype),
        (NativeId::AsyncGeneratorFunction, vm.realm.async_generator_function_prototype),
    ] {
        let ctor = vm.make_native(id, None, Box::new([]))?;
        if let Some(f) = function {
            vm.heap.get_mut(ctor).proto = Some(f);
        }
        vm.define_builtin(ctor, PropertyKey::Atom(names::PROTOTYPE), Value::object(proto), 0)?;
        vm.define_builtin(
            proto,
            PropertyKey::Atom(names::CONSTRUCTOR),
            Value::object(ctor),
            attrs::CONFIGURABLE,
        )?;
    }
    Ok(())
}
