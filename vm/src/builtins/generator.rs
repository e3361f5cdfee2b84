//! Generator objects (ECMA-262 sec-generator-objects): next, return and throw resume
//! the frame saved in the generator.

use super::{NativeCx, NativeId, arg};
use crate::interp::Suspend;
use crate::object::{GeneratorState, ObjectKind, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

/// ECMA-262 sec-generatorresume / sec-generatorresumeabrupt, by mode (0 next, 1 throw,
/// 2 return).
fn resume(vm: &mut Vm, this: Value, v: Value, mode: i32) -> JsResult<Value> {
    let Some(g) = this.as_object() else {
        return Err(vm.type_error("next method called on incompatible receiver"));
    };
    let state = match &vm.heap.get(g).kind {
        ObjectKind::Generator(d) if d.promise.is_undefined() && d.queue.is_none() => d.state,
        _ => return Err(vm.type_error("next method called on incompatible receiver")),
    };
    match state {
        GeneratorState::Executing | GeneratorState::AwaitingReturn => {
            return Err(vm.type_error("Generator is already running"));
        }
        GeneratorState::Completed => {
            return match mode {
                1 => Err(Throw::Exception(v)),
                2 => vm.create_iter_result(v, true),
                _ => vm.create_iter_result(Value::UNDEFINED, true),
            };
        }
        GeneratorState::SuspendedStart if mode != 0 => {
            if let ObjectKind::Generator(d) = &mut vm.heap.get_mut(g).kind {
                d.state = GeneratorState::Completed;
                d.frame = None;
            }
            return if mode == 1 {
                Err(Throw::Exception(v))
            } else {
                vm.create_iter_result(v, true)
            };
        }
        _ => {}
    }
    let saved = match &mut vm.heap.get_mut(g).kind {
        ObjectKind::Generator(d) => {
            d.state = GeneratorState::Executing;
            d.frame.take()
        }
        _ => None,
    };
    let Some(saved) = saved else { return vm.create_iter_result(Value::UNDEFINED, true) };
    let r = vm.resume_frame(saved, v, mode);
    let suspend = core::mem::replace(&mut vm.suspend, Suspend::None);
    match r {
        Ok(v) if suspend == Suspend::Yield || suspend == Suspend::YieldDelegate => {
            let (saved, _, _) = vm.suspend_top_frame();
            if let ObjectKind::Generator(d) = &mut vm.heap.get_mut(g).kind {
                d.frame = Some(saved);
                d.state = GeneratorState::SuspendedYield;
            }
            if suspend == Suspend::YieldDelegate { Ok(v) } else { vm.create_iter_result(v, false) }
        }
        Ok(v) => {
            if let ObjectKind::Generator(d) = &mut vm.heap.get_mut(g).kind {
                d.state = GeneratorState::Completed;
            }
            vm.create_iter_result(v, true)
        }
        Err(e) => {
            if let ObjectKind::Generator(d) = &mut vm.heap.get_mut(g).kind {
                d.state = GeneratorState::Completed;
            }
            Err(e)
        }
    }
}

/// ECMA-262 sec-generator.prototype.next
pub(crate) fn next(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    resume(vm, this, arg(args, 0), 0)
}

/// ECMA-262 sec-generator.prototype.return
pub(crate) fn return_(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    resume(vm, this, arg(args, 0), 2)
}

/// ECMA-262 sec-generator.prototype.throw
pub(crate) fn throw(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    resume(vm, this, arg(args, 0), 1)
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Generator;
    GeneratorProtoNext = ("next", 1, false, next),
    GeneratorProtoReturn = ("return", 1, false, return_),
    GeneratorProtoThrow = ("throw", 1, false, throw),
}

/// Installs %GeneratorPrototype% and %GeneratorFunction.prototype%.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let gp = vm.realm.generator_prototype;
    for id in [
        NativeId::GeneratorProtoNext,
        NativeId::GeneratorProtoReturn,
        NativeId::GeneratorProtoThrow,
    ] {
        vm.install(gp, id)?;
    }
    let gfp = vm.realm.generator_function_prototype;
    vm.define_builtin(
        gfp,
        PropertyKey::Atom(crate::names::PROTOTYPE),
        Value::object(gp),
        attrs::CONFIGURABLE,
    )?;
    vm.define_builtin(
        gp,
        PropertyKey::Atom(crate::names::CONSTRUCTOR),
        Value::object(gfp),
        attrs::CONFIGURABLE,
    )?;
    let tag_key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    let tag = vm.str_value("Generator")?;
    vm.define_builtin(gp, tag_key, tag, attrs::CONFIGURABLE)?;
    let tag = vm.str_value("GeneratorFunction")?;
    vm.define_builtin(gfp, tag_key, tag, attrs::CONFIGURABLE)?;
    let tag = vm.str_value("AsyncFunction")?;
    let afp = vm.realm.async_function_prototype;
    vm.define_builtin(afp, tag_key, tag, attrs::CONFIGURABLE)?;
    Ok(())
}
