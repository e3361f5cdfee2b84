//! Promise objects (ECMA-262 sec-promise-objects), their jobs, and the await steps of
//! async functions (sec-await): a file per concern (the abstract operations and jobs,
//! the constructor, the prototype, the combinators, await); this one holds the natives
//! and installs them.

mod await_steps;
mod combinators;
mod constructor;
mod operations;
mod prototype;

use await_steps::async_resume;
use combinators::{all, all_keyed, all_settled, all_settled_keyed, any, combinator_element, race};
use constructor::{constructor, reject, resolve, try_, with_resolvers};
use operations::{capability_executor, reject_function, resolve_function};
use prototype::{catch, finally, finally_catch, finally_then, then, thrower, thunk};

use crate::builtins::NativeId;
use crate::object::attrs;
use crate::string::PropertyKey;
use crate::vm::{JsResult, Vm};

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Promise;
    Promise = ("Promise", 1, true, constructor),
    PromiseResolveFunction = ("", 1, false, resolve_function),
    PromiseRejectFunction = ("", 1, false, reject_function),
    PromiseResolve = ("resolve", 1, false, resolve),
    PromiseReject = ("reject", 1, false, reject),
    PromiseAll = ("all", 1, false, all),
    PromiseAllSettled = ("allSettled", 1, false, all_settled),
    PromiseAny = ("any", 1, false, any),
    PromiseRace = ("race", 1, false, race),
    PromiseCombinatorElement = ("", 1, false, combinator_element),
    PromiseProtoThen = ("then", 2, false, then),
    PromiseProtoCatch = ("catch", 1, false, catch),
    PromiseProtoFinally = ("finally", 1, false, finally),
    PromiseFinallyThen = ("", 1, false, finally_then),
    PromiseFinallyCatch = ("", 1, false, finally_catch),
    PromiseThunk = ("", 0, false, thunk),
    PromiseThrower = ("", 0, false, thrower),
    PromiseAsyncResume = ("", 1, false, async_resume),
    PromiseWithResolvers = ("withResolvers", 0, false, with_resolvers),
    PromiseTry = ("try", 1, false, try_),
    PromiseCapabilityExecutor = ("", 2, false, capability_executor),
    PromiseAllKeyed = ("allKeyed", 1, false, all_keyed),
    PromiseAllSettledKeyed = ("allSettledKeyed", 1, false, all_settled_keyed),
}

/// Installs Promise.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let proto = vm.realm.promise_prototype;
    let ctor = vm.install_constructor(NativeId::Promise, proto)?;
    vm.realm.promise_constructor = ctor;
    vm.install(ctor, NativeId::PromiseResolve)?;
    vm.install(ctor, NativeId::PromiseReject)?;
    for id in [
        NativeId::PromiseAll,
        NativeId::PromiseAllSettled,
        NativeId::PromiseAllKeyed,
        NativeId::PromiseAllSettledKeyed,
        NativeId::PromiseAny,
        NativeId::PromiseRace,
        NativeId::PromiseWithResolvers,
        NativeId::PromiseTry,
    ] {
        vm.install(ctor, id)?;
    }
    for id in
        [NativeId::PromiseProtoThen, NativeId::PromiseProtoCatch, NativeId::PromiseProtoFinally]
    {
        vm.install(proto, id)?;
    }
    let tag = vm.str_value("Promise")?;
    let tag_key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    vm.define_builtin(proto, tag_key, tag, attrs::CONFIGURABLE)?;
    Ok(())
}
