//! Recursion through Proxy traps (a trap that re-enters its own proxy, chains of
//! proxies 100k deep) is a catchable RangeError from the engine's depth limits, never a
//! native stack overflow; a host call-depth limit still terminates the run.

use cairn_vm::{Termination, Vm, VmOptions};

fn vm() -> Vm {
    let mut vm = Vm::new(VmOptions::default());
    vm.set_print_hook(Box::new(|_| {}));
    vm
}

#[test]
fn recursion_through_traps_is_a_catchable_range_error() {
    let mut vm = vm();
    let src = "
        let chain = {};
        for (let i = 0; i < 100000; i++) chain = new Proxy(chain, {});
        let fnChain = function () { return 1 };
        for (let i = 0; i < 100000; i++) fnChain = new Proxy(fnChain, {});
        const selfGet = new Proxy({}, { get(t, k, r) { return r[k] } });
        const selfSet = new Proxy({}, { set(t, k, v, r) { r[k] = v; return true } });
        const selfApply = new Proxy(function () {}, { apply() { return selfApply() } });
        const nativeTrap = new Proxy({}, {});
        Object.setPrototypeOf(nativeTrap, new Proxy({}, { get: Reflect.get }));
        const names = [];
        for (const f of [
            () => chain.x, () => chain.x = 1, () => 'x' in chain, () => delete chain.x,
            () => Object.keys(chain), () => Object.getPrototypeOf(chain),
            () => Object.isExtensible(chain), () => fnChain(), () => new fnChain(),
            () => Array.isArray(chain),
            () => selfGet.x, () => { selfSet.x = 1 }, () => selfApply(),
        ]) {
            try { f(); names.push('none') } catch (e) { names.push(e.name) }
        }
        names.join()";
    let r = vm.eval_script(src, "proxy-depth.js").map(|v| vm.display(v));
    let expected = [
        "RangeError",
        "RangeError",
        "RangeError",
        "RangeError",
        "RangeError",
        "RangeError",
        "RangeError",
        "RangeError",
        "RangeError",
        // IsArray walks a proxy chain in a loop: no recursion, no error.
        "none",
        "RangeError",
        "RangeError",
        "RangeError",
    ]
    .join(",");
    assert_eq!(r.as_deref(), Ok(expected.as_str()));
}

#[test]
fn host_call_depth_limit_applies_to_trap_recursion() {
    let mut vm = vm();
    vm.set_max_call_depth(Some(10));
    let r = vm.eval_script(
        "const p = new Proxy({}, { get(t, k, r) { return r[k] } }); try { p.x } catch (e) {}",
        "proxy-host-depth.js",
    );
    assert_eq!(r.err().and_then(|e| e.termination), Some(Termination::CallDepth));
}
