//! The realms of one VM (ECMA-262 sec-code-realms): creating more than one, switching
//! the current one at calls, and GetFunctionRealm.
//!
//! A realm is a [`Realm`] record: plain data (handles and numbers). The current realm's
//! record is `Vm::realm`, so every `vm.realm.x` reads the running code's intrinsics with
//! no indirection; the others are parked in `Vm::realms` by index. Switching swaps two
//! records (a few hundred bytes), which only a cross-realm call or return pays: every
//! object records the realm it was created in (`JsObject::realm`, a function's
//! [[Realm]]), every frame the realm it runs in (`Frame::realm`), and a call or return
//! compares that index with `Vm::realm_id`.
//!
//! Agent-wide parts (the well-known symbols, shapes, small string caches) are shared:
//! a new realm copies their handles, and the symbol registry (`Symbol.for`) moves along
//! with the current realm's record.

use cairn_gc::Handle;

use crate::object::{JsObject, ObjectKind};
use crate::realm::Realm;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

impl Vm {
    /// Makes realm `r` the current one (no-op for the current or an unknown index).
    pub(crate) fn switch_realm(&mut self, r: u16) {
        let old = self.realm_id as usize;
        let new = r as usize;
        if old == new || new >= self.realms.len() || old >= self.realms.len() {
            return;
        }
        // Park the current record in its slot, then take the new one out of its own.
        std::mem::swap(&mut self.realm, &mut self.realms[old]);
        std::mem::swap(&mut self.realm, &mut self.realms[new]);
        self.realm.symbol_registry = std::mem::take(&mut self.realms[old].symbol_registry);
        self.realm_id = r;
    }

    /// Runs `f` with realm `r` current, then makes the previous realm current again.
    #[inline]
    pub(crate) fn in_realm<T>(&mut self, r: u16, f: impl FnOnce(&mut Vm) -> T) -> T {
        let saved = self.realm_id;
        if r == saved {
            return f(self);
        }
        self.switch_realm(r);
        let v = f(self);
        self.switch_realm(saved);
        v
    }

    /// The record of realm `r` (the current one's is `self.realm`).
    pub(crate) fn realm_record(&self, r: u16) -> &Realm {
        if r == self.realm_id {
            return &self.realm;
        }
        self.realms.get(r as usize).unwrap_or(&self.realm)
    }

    /// ECMA-262 sec-getfunctionrealm: the realm of a function, through bound functions
    /// and proxies (a revoked proxy throws a TypeError); the current realm for an
    /// object that is not a function.
    pub(crate) fn function_realm(&mut self, obj: Handle<JsObject>) -> JsResult<u16> {
        let mut f = obj;
        // Chains of bound functions and proxies are finite (each was built on an
        // existing object), but a long one must not spin: bounded by the heap.
        loop {
            let o = self.heap.get(f);
            match o.kind {
                ObjectKind::Bound { target, .. } => f = target,
                ObjectKind::Proxy { target, .. } => match target.as_object() {
                    Some(t) => f = t,
                    None => return Err(self.type_error("Cannot get the realm of a revoked proxy")),
                },
                _ => {
                    return Ok(if o.is_callable() { o.realm } else { self.realm_id });
                }
            }
        }
    }

    /// The intrinsic of realm `r` that plays the role `default` (an intrinsic of the
    /// current realm) plays here: GetPrototypeFromConstructor's step 4
    /// (`realm.[[Intrinsics]].[[<intrinsicDefaultProto>]]`).
    pub(crate) fn intrinsic_in_realm(&self, default: Handle<JsObject>, r: u16) -> Handle<JsObject> {
        if r == self.realm_id {
            return default;
        }
        self.realm.translate(default, self.realm_record(r)).unwrap_or(default)
    }

    /// InitializeHostDefinedRealm for a new realm (sec-initializehostdefinedrealm): its
    /// intrinsics and global object, sharing the agent-wide parts with this one.
    /// Returns its index; the current realm stays current.
    pub(crate) fn new_realm(&mut self) -> JsResult<u16> {
        if self.realms.is_empty() {
            self.realms.push(Realm::placeholder());
        }
        let Ok(r) = u16::try_from(self.realms.len()) else {
            return Err(self.range_error("Too many realms"));
        };
        if r == u16::MAX {
            return Err(self.range_error("Too many realms"));
        }
        let record = Realm::share_from(&self.realm);
        self.realms.push(record);
        self.in_realm(r, crate::realm::create_realm_objects)?;
        Ok(r)
    }

    // ----- the host's view -----

    /// Creates a new realm (ECMA-262 sec-initializehostdefinedrealm) in this VM and
    /// returns its index (the first realm is 0). The current realm stays current; use
    /// [`Vm::enter_realm`] to run code or define host functions in the new one.
    pub fn create_realm(&mut self) -> JsResult<u32> {
        self.new_realm().map(u32::from)
    }

    /// Makes realm `realm` current and returns the index of the realm that was (so the
    /// host can go back). Scripts evaluated and host functions defined while a realm is
    /// current belong to it. An unknown index changes nothing.
    pub fn enter_realm(&mut self, realm: u32) -> u32 {
        let previous = u32::from(self.realm_id);
        if let Ok(r) = u16::try_from(realm) {
            self.switch_realm(r);
        }
        previous
    }

    /// The index of the current realm.
    pub fn current_realm(&self) -> u32 {
        u32::from(self.realm_id)
    }

    /// The global object of the current realm.
    pub fn global_object(&self) -> Value {
        Value::object(self.realm.global)
    }
}

#[cfg(test)]
mod tests {
    use crate::object::attrs;
    use crate::value::Value;
    use crate::vm::{Vm, VmOptions};

    /// A VM whose first realm has a global `other`: the global object of a second realm.
    fn two_realms() -> Vm {
        let mut vm = Vm::new(VmOptions::default());
        let r = vm.create_realm().unwrap_or(0);
        assert_eq!(r, 1);
        let previous = vm.enter_realm(r);
        let other = vm.global_object();
        vm.enter_realm(previous);
        let global = vm.realm.global;
        assert!(vm.define_value(global, "other", other, attrs::HIDDEN).is_ok());
        vm
    }

    fn check(vm: &mut Vm, source: &str) {
        match vm.eval_script(source, "realms.js") {
            Ok(v) => assert_eq!(v, Value::TRUE, "{source}"),
            Err(e) => panic!("{source}: {}", e.message),
        }
        assert_eq!(vm.realm_id, 0, "the first realm is current again after {source}");
    }

    #[test]
    fn realms_have_their_own_intrinsics_and_globals() {
        let mut vm = two_realms();
        check(&mut vm, "other !== globalThis && other.Array !== Array && other.Object !== Object");
        check(
            &mut vm,
            "other.eval('var x = 1; typeof x') === 'number' && typeof x === 'undefined'",
        );
        check(&mut vm, "Object.getPrototypeOf(other.eval('[]')) === other.Array.prototype");
        check(&mut vm, "other.Function('return this')() === other");
    }

    #[test]
    fn global_variables_of_two_realms_stay_apart_in_loops() {
        let mut vm = two_realms();
        // Each realm's code reads and writes its own global object through the same
        // cached global accesses, alternating, so that the place the VM keeps for the
        // global object (Vm::global_place) is found wrong and replaced every time.
        check(
            &mut vm,
            "var n = 0; other.eval('var n = 100; function bump() { n += 2; return n; }'); var sum = 0; for (var i = 0; i < 50; i++) { n += 1; sum += other.bump() - n; } n === 50 && other.n === 200 && sum === 6275",
        );
    }

    #[test]
    fn agent_wide_parts_are_shared() {
        let mut vm = two_realms();
        check(&mut vm, "other.Symbol.iterator === Symbol.iterator");
        check(
            &mut vm,
            "other.Symbol.for('k') === Symbol.for('k') && Symbol.keyFor(other.Symbol.for('j')) === 'j'",
        );
    }

    #[test]
    fn calls_switch_to_the_callee_realm_and_back() {
        let mut vm = two_realms();
        // A closure of the other realm makes its realm's objects; the caller's realm is
        // current again after the call returns or throws.
        check(
            &mut vm,
            "var f = other.eval('(function () { return []; })'); Object.getPrototypeOf(f()) === other.Array.prototype && Object.getPrototypeOf([]) === Array.prototype",
        );
        check(
            &mut vm,
            "var g = other.eval('(function () { null.x; })'); var e; try { g(); } catch (err) { e = err; } e instanceof other.TypeError && !(e instanceof TypeError) && [] instanceof Array",
        );
        // A built-in of the other realm runs there.
        check(&mut vm, "Object.getPrototypeOf(other.Array.of(1)) === other.Array.prototype");
        // Generators resume in their own realm.
        check(
            &mut vm,
            "var it = other.eval('(function* () { yield []; yield []; })')(); var a = it.next().value, b = it.next().value; Object.getPrototypeOf(b) === other.Array.prototype && Object.getPrototypeOf({}) === Object.prototype",
        );
    }

    #[test]
    fn async_code_and_jobs_keep_realms_apart() {
        let mut vm = two_realms();
        check(
            &mut vm,
            "var seen = []; var af = other.eval('(async function (p) { await p; return []; })'); var p = af(Promise.resolve()); p instanceof other.Promise && !(p instanceof Promise)",
        );
        check(
            &mut vm,
            "af(1).then(function (a) { seen.push(Object.getPrototypeOf(a) === other.Array.prototype, Object.getPrototypeOf([]) === Array.prototype); }); true",
        );
        check(&mut vm, "seen.length === 2 && seen[0] && seen[1]");
        // An exception thrown in the other realm's frame, caught by a frame of this one.
        check(
            &mut vm,
            "var thrower = other.eval('(function (f) { f(); })'); var ok; try { thrower(function () { throw 1; }); } catch (e) { ok = Object.getPrototypeOf([]) === Array.prototype; } ok",
        );
    }

    #[test]
    fn constructors_fall_back_to_their_realm() {
        let mut vm = two_realms();
        // GetPrototypeFromConstructor: a newTarget whose prototype is not an object.
        check(
            &mut vm,
            "var C = new other.Function(); C.prototype = null; Object.getPrototypeOf(Reflect.construct(Array, [], C)) === other.Array.prototype",
        );
        check(
            &mut vm,
            "var D = new other.Function(); D.prototype = 1; Object.getPrototypeOf(Reflect.construct(Error, [], D)) === other.Error.prototype",
        );
        // ArraySpeciesCreate: another realm's %Array% makes an Array of this realm.
        check(
            &mut vm,
            "var a = new other.Array(1, 2); Object.getPrototypeOf(Array.prototype.map.call(a, function (x) { return x; })) === Array.prototype",
        );
    }

    #[test]
    fn class_constructor_call_error_is_the_callee_realm() {
        let mut vm = two_realms();
        check(
            &mut vm,
            "var K = other.eval('(class {})'); var e; try { K(); } catch (err) { e = err; } e instanceof other.TypeError",
        );
    }

    #[test]
    fn is_html_dda() {
        let mut vm = Vm::new(VmOptions::default());
        let dda = vm.create_is_html_dda().unwrap_or_default();
        let global = vm.realm.global;
        assert!(vm.define_value(global, "dda", dda, attrs::HIDDEN).is_ok());
        check(
            &mut vm,
            "typeof dda === 'undefined' && !dda && dda == null && null == dda && dda == undefined && dda !== undefined && dda !== null",
        );
        check(&mut vm, "dda() === null && (dda ?? 1) === dda && (dda ? 1 : 2) === 2 && dda != 0");
    }
}
