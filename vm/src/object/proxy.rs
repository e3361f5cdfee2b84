//! Proxy exotic objects (ECMA-262 sec-proxy-object-internal-methods-and-internal-slots):
//! each internal method looks up its trap on [[ProxyHandler]], forwards to
//! [[ProxyTarget]] when there is none, and otherwise calls the trap and checks the
//! spec's invariants on its result against the target.
//!
//! The ordinary entry points in [`super::ordinary`] test the object kind once on their
//! slow path and come here for a proxy. Every method here counts one level of
//! `Vm::native_depth`, so a chain of proxies (or a trap that re-enters its own proxy)
//! ends in a RangeError before the Rust stack runs out.

use cairn_gc::Handle;
use rustc_hash::FxHashSet;

use super::ordinary::validate_and_apply;
use super::{JsObject, ObjectKind, PropertyDescriptor, flags};
use crate::limits::MAX_NATIVE_DEPTH;
use crate::names;
use crate::string::{Atom, PropertyKey};
use crate::value::Value;
use crate::vm::{JsResult, Vm};

impl Vm {
    /// Whether `o` is a Proxy exotic object.
    #[inline]
    pub(crate) fn is_proxy(&self, o: Handle<JsObject>) -> bool {
        matches!(self.heap.get(o).kind, ObjectKind::Proxy { .. })
    }

    /// ECMA-262 sec-proxycreate
    pub(crate) fn proxy_create(&mut self, target: Value, handler: Value) -> JsResult<Value> {
        let Some(t) = target.as_object() else {
            return Err(self.type_error("Cannot create proxy with a non-object as target"));
        };
        if !handler.is_object() {
            return Err(self.type_error("Cannot create proxy with a non-object as handler"));
        }
        let fl = self.heap.get(t).flags & (flags::CALLABLE | flags::CONSTRUCTOR);
        let p = self.alloc_object(ObjectKind::Proxy { target, handler }, None)?;
        self.heap.get_mut(p).flags = fl;
        Ok(Value::object(p))
    }

    /// Revokes a proxy: [[ProxyTarget]] and [[ProxyHandler]] become null.
    pub(crate) fn proxy_revoke(&mut self, p: Handle<JsObject>) {
        if let ObjectKind::Proxy { target, handler } = &mut self.heap.get_mut(p).kind {
            *target = Value::NULL;
            *handler = Value::NULL;
        }
    }

    /// ECMA-262 sec-validatenonrevokedproxy, then the target and handler.
    fn proxy_parts(&mut self, p: Handle<JsObject>) -> JsResult<(Handle<JsObject>, Value)> {
        if let ObjectKind::Proxy { target, handler } = self.heap.get(p).kind
            && let Some(t) = target.as_object()
            && handler.is_object()
        {
            return Ok((t, handler));
        }
        Err(self.type_error("Cannot perform operation on a revoked proxy"))
    }

    /// The target and the trap `name` of a proxy's handler (ECMA-262 sec-getmethod),
    /// `None` when the handler has none.
    fn proxy_trap(
        &mut self,
        p: Handle<JsObject>,
        name: Atom,
    ) -> JsResult<(Handle<JsObject>, Value, Option<Value>)> {
        let (target, handler) = self.proxy_parts(p)?;
        let Some(h) = handler.as_object() else { return Ok((target, handler, None)) };
        let trap = self.get(h, PropertyKey::Atom(name), handler)?;
        if trap.is_nullish() {
            return Ok((target, handler, None));
        }
        if !self.is_callable(trap) {
            let n = self.key_display(PropertyKey::Atom(name));
            return Err(self.type_error(&format!("proxy trap '{n}' is not a function")));
        }
        Ok((target, handler, Some(trap)))
    }

    /// Runs `f` one native level deeper (a proxy step), or throws a RangeError at the
    /// limit: proxy chains and traps that re-enter their proxy recurse in Rust.
    #[inline]
    fn proxy_level<T>(&mut self, f: impl FnOnce(&mut Vm) -> JsResult<T>) -> JsResult<T> {
        if self.native_depth >= MAX_NATIVE_DEPTH {
            return Err(self.range_error("Maximum call stack size exceeded"));
        }
        self.native_depth += 1;
        let r = f(self);
        self.native_depth -= 1;
        r
    }

    fn invariant(&mut self, trap: &str, what: &str) -> crate::vm::Throw {
        self.type_error(&format!("'{trap}' on proxy: {what}"))
    }

    /// ECMA-262 sec-proxy-object-internal-methods-and-internal-slots-getprototypeof
    pub(crate) fn proxy_get_prototype_of(
        &mut self,
        p: Handle<JsObject>,
    ) -> JsResult<Option<Handle<JsObject>>> {
        self.proxy_level(|vm| {
            let (target, handler, trap) = vm.proxy_trap(p, names::GET_PROTOTYPE_OF)?;
            let Some(trap) = trap else { return vm.get_prototype_of(target) };
            let r = vm.call(trap, handler, &[Value::object(target)])?;
            if !r.is_object() && !r.is_null() {
                return Err(vm.invariant("getPrototypeOf", "trap returned neither object nor null"));
            }
            let proto = r.as_object();
            if vm.is_extensible(target)? {
                return Ok(proto);
            }
            if vm.get_prototype_of(target)? != proto {
                return Err(vm.invariant(
                    "getPrototypeOf",
                    "proxy target is non-extensible but the trap did not return its actual prototype",
                ));
            }
            Ok(proto)
        })
    }

    /// ECMA-262 sec-proxy-object-internal-methods-and-internal-slots-setprototypeof-v
    pub(crate) fn proxy_set_prototype_of(
        &mut self,
        p: Handle<JsObject>,
        v: Option<Handle<JsObject>>,
    ) -> JsResult<bool> {
        self.proxy_level(|vm| {
            let (target, handler, trap) = vm.proxy_trap(p, names::SET_PROTOTYPE_OF)?;
            let Some(trap) = trap else { return vm.set_prototype_of(target, v) };
            let vv = v.map_or(Value::NULL, Value::object);
            let r = vm.call(trap, handler, &[Value::object(target), vv])?;
            if !vm.to_boolean(r) {
                return Ok(false);
            }
            if vm.is_extensible(target)? {
                return Ok(true);
            }
            if vm.get_prototype_of(target)? != v {
                return Err(vm.invariant(
                    "setPrototypeOf",
                    "trap returned truish for setting a new prototype on the non-extensible proxy target",
                ));
            }
            Ok(true)
        })
    }

    /// ECMA-262 sec-proxy-object-internal-methods-and-internal-slots-isextensible
    pub(crate) fn proxy_is_extensible(&mut self, p: Handle<JsObject>) -> JsResult<bool> {
        self.proxy_level(|vm| {
            let (target, handler, trap) = vm.proxy_trap(p, names::IS_EXTENSIBLE)?;
            let Some(trap) = trap else { return vm.is_extensible(target) };
            let r = vm.call(trap, handler, &[Value::object(target)])?;
            let b = vm.to_boolean(r);
            if vm.is_extensible(target)? != b {
                return Err(vm.invariant(
                    "isExtensible",
                    "trap result does not reflect extensibility of proxy target",
                ));
            }
            Ok(b)
        })
    }

    /// ECMA-262 sec-proxy-object-internal-methods-and-internal-slots-preventextensions
    pub(crate) fn proxy_prevent_extensions(&mut self, p: Handle<JsObject>) -> JsResult<bool> {
        self.proxy_level(|vm| {
            let (target, handler, trap) = vm.proxy_trap(p, names::PREVENT_EXTENSIONS)?;
            let Some(trap) = trap else { return vm.prevent_extensions(target) };
            let r = vm.call(trap, handler, &[Value::object(target)])?;
            let b = vm.to_boolean(r);
            if b && vm.is_extensible(target)? {
                return Err(vm.invariant(
                    "preventExtensions",
                    "trap returned truish but the proxy target is extensible",
                ));
            }
            Ok(b)
        })
    }

    /// ECMA-262 sec-proxy-object-internal-methods-and-internal-slots-getownproperty-p
    pub(crate) fn proxy_get_own_property(
        &mut self,
        p: Handle<JsObject>,
        key: PropertyKey,
    ) -> JsResult<Option<PropertyDescriptor>> {
        self.proxy_level(|vm| {
            const T: &str = "getOwnPropertyDescriptor";
            let (target, handler, trap) = vm.proxy_trap(p, names::GET_OWN_PROPERTY_DESCRIPTOR)?;
            let Some(trap) = trap else { return vm.get_own_property(target, key) };
            let kv = vm.key_value(key)?;
            let r = vm.call(trap, handler, &[Value::object(target), kv])?;
            if !r.is_object() && !r.is_undefined() {
                return Err(vm.invariant(T, "trap returned neither object nor undefined"));
            }
            let target_desc = vm.get_own_property(target, key)?;
            if r.is_undefined() {
                let Some(td) = target_desc else { return Ok(None) };
                if td.configurable == Some(false) {
                    return Err(vm.invariant(
                        T,
                        "trap returned undefined for a non-configurable property of the target",
                    ));
                }
                if !vm.is_extensible(target)? {
                    return Err(vm.invariant(
                        T,
                        "trap returned undefined for an existing property of a non-extensible target",
                    ));
                }
                return Ok(None);
            }
            let extensible = vm.is_extensible(target)?;
            let mut d = vm.to_property_descriptor(r)?;
            complete_property_descriptor(&mut d);
            if !vm.is_compatible_descriptor(extensible, &d, target_desc.as_ref()) {
                return Err(vm.invariant(
                    T,
                    "trap returned a descriptor incompatible with the target's property",
                ));
            }
            if d.configurable == Some(false) {
                match target_desc {
                    None => {
                        return Err(vm.invariant(
                            T,
                            "trap reported non-configurability for a property missing on the target",
                        ));
                    }
                    Some(td) if td.configurable == Some(true) => {
                        return Err(vm.invariant(
                            T,
                            "trap reported non-configurability for a configurable property of the target",
                        ));
                    }
                    Some(td) => {
                        if d.writable == Some(false) && td.writable == Some(true) {
                            return Err(vm.invariant(
                                T,
                                "trap reported non-configurable and non-writable for a writable property of the target",
                            ));
                        }
                    }
                }
            }
            Ok(Some(d))
        })
    }

    /// ECMA-262 sec-iscompatiblepropertydescriptor
    fn is_compatible_descriptor(
        &self,
        extensible: bool,
        desc: &PropertyDescriptor,
        current: Option<&PropertyDescriptor>,
    ) -> bool {
        validate_and_apply(&|a, b| self.same_value(a, b), extensible, desc, current).is_some()
    }

    /// ECMA-262 sec-proxy-object-internal-methods-and-internal-slots-defineownproperty-p-desc
    pub(crate) fn proxy_define_own_property(
        &mut self,
        p: Handle<JsObject>,
        key: PropertyKey,
        desc: PropertyDescriptor,
    ) -> JsResult<bool> {
        self.proxy_level(|vm| {
            const T: &str = "defineProperty";
            let (target, handler, trap) = vm.proxy_trap(p, names::DEFINE_PROPERTY)?;
            let Some(trap) = trap else { return vm.define_own_property(target, key, desc) };
            let desc_obj = vm.from_property_descriptor(Some(desc))?;
            let kv = vm.key_value(key)?;
            let r = vm.call(trap, handler, &[Value::object(target), kv, desc_obj])?;
            if !vm.to_boolean(r) {
                return Ok(false);
            }
            let target_desc = vm.get_own_property(target, key)?;
            let extensible = vm.is_extensible(target)?;
            let setting_config_false = desc.configurable == Some(false);
            match target_desc {
                None => {
                    if !extensible {
                        return Err(vm.invariant(
                            T,
                            "trap returned truish for adding a property to a non-extensible target",
                        ));
                    }
                    if setting_config_false {
                        return Err(vm.invariant(
                            T,
                            "trap returned truish for defining a non-configurable property missing on the target",
                        ));
                    }
                }
                Some(td) => {
                    if !vm.is_compatible_descriptor(extensible, &desc, Some(&td)) {
                        return Err(vm.invariant(
                            T,
                            "trap returned truish for a descriptor incompatible with the target's property",
                        ));
                    }
                    if setting_config_false && td.configurable == Some(true) {
                        return Err(vm.invariant(
                            T,
                            "trap returned truish for making a configurable target property non-configurable",
                        ));
                    }
                    if td.is_data()
                        && td.configurable == Some(false)
                        && td.writable == Some(true)
                        && desc.writable == Some(false)
                    {
                        return Err(vm.invariant(
                            T,
                            "trap returned truish for making a non-configurable writable property non-writable",
                        ));
                    }
                }
            }
            Ok(true)
        })
    }

    /// ECMA-262 sec-proxy-object-internal-methods-and-internal-slots-hasproperty-p
    pub(crate) fn proxy_has(&mut self, p: Handle<JsObject>, key: PropertyKey) -> JsResult<bool> {
        self.proxy_level(|vm| {
            let (target, handler, trap) = vm.proxy_trap(p, names::HAS)?;
            let Some(trap) = trap else { return vm.has_property(target, key) };
            let kv = vm.key_value(key)?;
            let r = vm.call(trap, handler, &[Value::object(target), kv])?;
            let b = vm.to_boolean(r);
            if !b && let Some(td) = vm.get_own_property(target, key)? {
                if td.configurable == Some(false) {
                    return Err(vm.invariant(
                        "has",
                        "trap returned falsish for a non-configurable property of the target",
                    ));
                }
                if !vm.is_extensible(target)? {
                    return Err(vm.invariant(
                        "has",
                        "trap returned falsish for a property of a non-extensible target",
                    ));
                }
            }
            Ok(b)
        })
    }

    /// ECMA-262 sec-proxy-object-internal-methods-and-internal-slots-get-p-receiver
    pub(crate) fn proxy_get(
        &mut self,
        p: Handle<JsObject>,
        key: PropertyKey,
        receiver: Value,
    ) -> JsResult<Value> {
        self.proxy_level(|vm| {
            let (target, handler, trap) = vm.proxy_trap(p, names::GET)?;
            let Some(trap) = trap else { return vm.get(target, key, receiver) };
            let kv = vm.key_value(key)?;
            let r = vm.call(trap, handler, &[Value::object(target), kv, receiver])?;
            if let Some(td) = vm.get_own_property(target, key)?
                && td.configurable == Some(false)
            {
                if td.is_data()
                    && td.writable == Some(false)
                    && !vm.same_value(r, td.value.unwrap_or_default())
                {
                    return Err(vm.invariant(
                        "get",
                        "trap result differs from the value of a non-writable, non-configurable target property",
                    ));
                }
                if td.is_accessor() && td.get.unwrap_or_default().is_undefined() && !r.is_undefined()
                {
                    return Err(vm.invariant(
                        "get",
                        "trap returned a value for a non-configurable accessor without a getter",
                    ));
                }
            }
            Ok(r)
        })
    }

    /// ECMA-262 sec-proxy-object-internal-methods-and-internal-slots-set-p-v-receiver
    pub(crate) fn proxy_set(
        &mut self,
        p: Handle<JsObject>,
        key: PropertyKey,
        v: Value,
        receiver: Value,
    ) -> JsResult<bool> {
        self.proxy_level(|vm| {
            let (target, handler, trap) = vm.proxy_trap(p, names::SET)?;
            let Some(trap) = trap else { return vm.set(target, key, v, receiver) };
            let kv = vm.key_value(key)?;
            let r = vm.call(trap, handler, &[Value::object(target), kv, v, receiver])?;
            if !vm.to_boolean(r) {
                return Ok(false);
            }
            if let Some(td) = vm.get_own_property(target, key)?
                && td.configurable == Some(false)
            {
                if td.is_data()
                    && td.writable == Some(false)
                    && !vm.same_value(v, td.value.unwrap_or_default())
                {
                    return Err(vm.invariant(
                        "set",
                        "trap returned truish for changing a non-writable, non-configurable target property",
                    ));
                }
                if td.is_accessor() && td.set.unwrap_or_default().is_undefined() {
                    return Err(vm.invariant(
                        "set",
                        "trap returned truish for a non-configurable accessor without a setter",
                    ));
                }
            }
            Ok(true)
        })
    }

    /// ECMA-262 sec-proxy-object-internal-methods-and-internal-slots-delete-p
    pub(crate) fn proxy_delete(&mut self, p: Handle<JsObject>, key: PropertyKey) -> JsResult<bool> {
        self.proxy_level(|vm| {
            const T: &str = "deleteProperty";
            let (target, handler, trap) = vm.proxy_trap(p, names::DELETE_PROPERTY)?;
            let Some(trap) = trap else { return vm.delete(target, key) };
            let kv = vm.key_value(key)?;
            let r = vm.call(trap, handler, &[Value::object(target), kv])?;
            if !vm.to_boolean(r) {
                return Ok(false);
            }
            let Some(td) = vm.get_own_property(target, key)? else { return Ok(true) };
            if td.configurable == Some(false) {
                return Err(vm.invariant(
                    T,
                    "trap returned truish for a non-configurable property of the target",
                ));
            }
            if !vm.is_extensible(target)? {
                return Err(vm.invariant(
                    T,
                    "trap returned truish for a property of a non-extensible target",
                ));
            }
            Ok(true)
        })
    }

    /// ECMA-262 sec-proxy-object-internal-methods-and-internal-slots-ownpropertykeys
    pub(crate) fn proxy_own_property_keys(
        &mut self,
        p: Handle<JsObject>,
    ) -> JsResult<Vec<PropertyKey>> {
        self.proxy_level(|vm| {
            const T: &str = "ownKeys";
            let (target, handler, trap) = vm.proxy_trap(p, names::OWN_KEYS)?;
            let Some(trap) = trap else { return vm.own_property_keys(target) };
            let r = vm.call(trap, handler, &[Value::object(target)])?;
            // CreateListFromArrayLike(trapResultArray, property-key).
            let Some(ro) = r.as_object() else {
                return Err(vm.invariant(T, "trap result is not an object"));
            };
            let len = vm.length_of_array_like(ro)?;
            if len > 1 << 24 {
                return Err(vm.range_error("Too many keys in proxy ownKeys result"));
            }
            let mut keys = Vec::with_capacity(len as usize);
            let mut seen: FxHashSet<PropertyKey> = FxHashSet::default();
            for i in 0..len {
                let kv = vm.get(ro, PropertyKey::Index(i as u32), r)?;
                if !kv.is_string() && kv.as_symbol().is_none() {
                    return Err(vm.invariant(T, "trap result elements must be strings or symbols"));
                }
                let k = vm.to_property_key(kv)?;
                if !seen.insert(k) {
                    let name = vm.key_display(k);
                    return Err(vm.invariant(T, &format!("trap returned duplicate entry '{name}'")));
                }
                keys.push(k);
            }
            let extensible = vm.is_extensible(target)?;
            let target_keys = vm.own_property_keys(target)?;
            let mut configurable = Vec::new();
            let mut nonconfigurable = Vec::new();
            for k in target_keys {
                match vm.get_own_property(target, k)? {
                    Some(d) if d.configurable == Some(false) => nonconfigurable.push(k),
                    _ => configurable.push(k),
                }
            }
            if extensible && nonconfigurable.is_empty() {
                return Ok(keys);
            }
            // `seen` now serves as uncheckedResultKeys.
            for k in nonconfigurable {
                if !seen.remove(&k) {
                    let name = vm.key_display(k);
                    return Err(vm.invariant(
                        T,
                        &format!("trap result did not include non-configurable '{name}'"),
                    ));
                }
            }
            if extensible {
                return Ok(keys);
            }
            for k in configurable {
                if !seen.remove(&k) {
                    let name = vm.key_display(k);
                    return Err(vm.invariant(
                        T,
                        &format!(
                            "trap result did not include '{name}' of the non-extensible target"
                        ),
                    ));
                }
            }
            if !seen.is_empty() {
                return Err(vm.invariant(
                    T,
                    "trap returned extra keys but the proxy target is non-extensible",
                ));
            }
            Ok(keys)
        })
    }

    /// ECMA-262 sec-proxy-object-internal-methods-and-internal-slots-call-thisargument-argumentslist
    pub(crate) fn proxy_call(
        &mut self,
        p: Handle<JsObject>,
        this: Value,
        args: &[Value],
    ) -> JsResult<Value> {
        self.proxy_level(|vm| {
            let (target, handler, trap) = vm.proxy_trap(p, names::APPLY)?;
            let Some(trap) = trap else { return vm.call(Value::object(target), this, args) };
            let arr = vm.array_from_list(args)?;
            vm.call(trap, handler, &[Value::object(target), this, Value::object(arr)])
        })
    }

    /// ECMA-262 sec-proxy-object-internal-methods-and-internal-slots-construct-argumentslist-newtarget
    pub(crate) fn proxy_construct(
        &mut self,
        p: Handle<JsObject>,
        args: &[Value],
        new_target: Value,
    ) -> JsResult<Value> {
        self.proxy_level(|vm| {
            let (target, handler, trap) = vm.proxy_trap(p, names::CONSTRUCT)?;
            let Some(trap) = trap else {
                return vm.construct(Value::object(target), args, new_target);
            };
            let arr = vm.array_from_list(args)?;
            let r =
                vm.call(trap, handler, &[Value::object(target), Value::object(arr), new_target])?;
            if !r.is_object() {
                return Err(vm.invariant("construct", "trap returned non-object"));
            }
            Ok(r)
        })
    }

    /// ECMA-262 sec-isarray: arrays, and proxies whose target is one (a revoked proxy
    /// throws). Iterates down a proxy chain instead of recursing.
    pub(crate) fn is_array_through_proxies(&mut self, v: Value) -> JsResult<bool> {
        let Some(mut o) = v.as_object() else { return Ok(false) };
        loop {
            match self.heap.get(o).kind {
                ObjectKind::Array { .. } => return Ok(true),
                ObjectKind::Proxy { .. } => o = self.proxy_parts(o)?.0,
                _ => return Ok(false),
            }
        }
    }
}

/// ECMA-262 sec-completepropertydescriptor
pub(crate) fn complete_property_descriptor(d: &mut PropertyDescriptor) {
    if d.is_generic() || d.is_data() {
        d.value.get_or_insert(Value::UNDEFINED);
        d.writable.get_or_insert(false);
    } else {
        d.get.get_or_insert(Value::UNDEFINED);
        d.set.get_or_insert(Value::UNDEFINED);
    }
    d.enumerable.get_or_insert(false);
    d.configurable.get_or_insert(false);
}
