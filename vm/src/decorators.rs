//! Decorators and auto-accessors (the decorators proposal, with the observable order of
//! TypeScript 5's `__esDecorate` / `__runInitializers` helpers, which is what programs
//! written for TypeScript expect): the helpers behind the compiler's
//! `Instruction::CallIntrinsic`, and the native functions they create (the context's
//! `access` functions and `addInitializer`, auto-accessor getters and setters).

use cairn_compiler::bytecode::{Intrinsic, decorator_flags, decorator_kind};
use cairn_gc::Handle;

use crate::native::{NativeCx, NativeId, arg};
use crate::object::{JsObject, ObjectKind, PropertyDescriptor};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

impl Vm {
    /// Runs intrinsic `which` on `args`; the second value is meaningful for the helpers
    /// that return a pair.
    pub(crate) fn call_intrinsic(
        &mut self,
        which: Intrinsic,
        args: &[Value],
    ) -> JsResult<(Value, Value)> {
        match which {
            Intrinsic::Decorate => self.decorate(args),
            Intrinsic::RunInitializers => {
                let (this, list) = (arg(args, 0), arg(args, 1));
                let inits = self.list_values(list);
                if args.len() > 2 {
                    let mut value = arg(args, 2);
                    for f in inits {
                        value = self.call(f, this, &[value])?;
                    }
                    Ok((value, Value::UNDEFINED))
                } else {
                    for f in inits {
                        self.call(f, this, &[])?;
                    }
                    Ok((Value::UNDEFINED, Value::UNDEFINED))
                }
            }
            Intrinsic::AutoAccessor => {
                let (storage, key) = (arg(args, 0), arg(args, 1));
                let name = self.element_name_text(key);
                let data: Box<[Value]> = Box::new([storage]);
                let get = self.make_native(
                    NativeId::DecoratorAutoGet,
                    Some(&format!("get {name}")),
                    data.clone(),
                )?;
                let set = self.make_native(
                    NativeId::DecoratorAutoSet,
                    Some(&format!("set {name}")),
                    data,
                )?;
                Ok((Value::object(get), Value::object(set)))
            }
            Intrinsic::NewMetadata => {
                let sym = self.realm.symbols.metadata;
                let parent = match arg(args, 0).as_object() {
                    Some(h) => {
                        let v = self.get(h, PropertyKey::Symbol(sym), Value::object(h))?;
                        v.as_object()
                    }
                    None => None,
                };
                let m = self.alloc_object(ObjectKind::Ordinary, parent)?;
                Ok((Value::object(m), Value::UNDEFINED))
            }
            Intrinsic::DefineMetadata => {
                let (class, metadata) = (arg(args, 0), arg(args, 1));
                let sym = self.realm.symbols.metadata;
                if let Some(c) = class.as_object()
                    && !metadata.is_undefined()
                {
                    let desc = PropertyDescriptor {
                        value: Some(metadata),
                        writable: Some(true),
                        get: None,
                        set: None,
                        enumerable: Some(true),
                        configurable: Some(true),
                    };
                    self.define_property_or_throw(c, PropertyKey::Symbol(sym), desc)?;
                }
                Ok((Value::UNDEFINED, Value::UNDEFINED))
            }
        }
    }

    /// The elements of a compiler-built list (a dense Array no script can reach).
    fn list_values(&self, list: Value) -> Vec<Value> {
        match list.as_object() {
            Some(h) => self.heap.get(h).elements.iter().copied().filter(|v| !v.is_hole()).collect(),
            None => Vec::new(),
        }
    }

    /// Replaces the elements of a compiler-built list.
    fn set_list(&mut self, list: Value, values: Vec<Value>) -> JsResult<()> {
        let Some(h) = list.as_object() else { return Ok(()) };
        let n = u32::try_from(values.len()).unwrap_or(u32::MAX);
        self.set_elements(h, values)?;
        if let ObjectKind::Array { length, .. } = &mut self.heap.get_mut(h).kind {
            *length = n;
        }
        Ok(())
    }

    /// The text an element's key shows in function names: a string as is, a Private
    /// Name's `#x`, a symbol's `[description]`.
    fn element_name_text(&mut self, key: Value) -> String {
        if let Some(s) = key.as_string() {
            return self.rust_string(s);
        }
        if let Some(sym) = key.as_symbol() {
            let (desc, private) = {
                let s = self.heap.get(sym);
                (s.description, s.private)
            };
            let text = desc.map(|d| self.rust_string(d)).unwrap_or_default();
            return if private || text.is_empty() && desc.is_none() {
                text
            } else {
                format!("[{text}]")
            };
        }
        if let Some(n) = key.as_number() {
            return crate::value::number::number_to_string(n);
        }
        String::new()
    }

    /// A function argument or result that must be callable or undefined ("accept").
    fn accept_function(&mut self, v: Value) -> JsResult<Option<Value>> {
        if v.is_undefined() {
            return Ok(None);
        }
        if !self.is_callable(v) {
            return Err(self.type_error("Function expected"));
        }
        Ok(Some(v))
    }

    /// Applies one element's or the class's decorators (see `Intrinsic::Decorate`).
    fn decorate(&mut self, a: &[Value]) -> JsResult<(Value, Value)> {
        let target = arg(a, 0).as_object();
        let kind = arg(a, 1).as_int().unwrap_or(decorator_kind::CLASS);
        let key = arg(a, 2);
        let flags = arg(a, 3).as_int().unwrap_or(0);
        let decorators = self.list_values(arg(a, 4));
        let (mut v0, mut v1) = (arg(a, 5), arg(a, 6));
        let metadata = arg(a, 7);
        let (inits, extras) = (arg(a, 8), arg(a, 9));
        let is_static = flags & decorator_flags::STATIC != 0;
        let is_private = flags & decorator_flags::PRIVATE != 0;
        // Public methods, getters, setters and accessors are read from and written back
        // to their class or prototype.
        let mut descriptor = None;
        let mut prop_key = None;
        if let Some(t) = target {
            let k = self.to_property_key(key)?;
            prop_key = Some(k);
            let d = self.get_own_property(t, k)?;
            if let Some(d) = &d {
                match kind {
                    decorator_kind::ACCESSOR => {
                        v0 = d.get.unwrap_or(Value::UNDEFINED);
                        v1 = d.set.unwrap_or(Value::UNDEFINED);
                    }
                    decorator_kind::GETTER => v0 = d.get.unwrap_or(Value::UNDEFINED),
                    decorator_kind::SETTER => v0 = d.set.unwrap_or(Value::UNDEFINED),
                    _ => v0 = d.value.unwrap_or(Value::UNDEFINED),
                }
            }
            descriptor = d;
        }
        // context.name: the class's `name`, a Private Name's text, else the key.
        let name = if kind == decorator_kind::CLASS {
            match v0.as_object() {
                Some(c) => {
                    let k = PropertyKey::Atom(crate::names::NAME);
                    self.get(c, k, v0)?
                }
                None => Value::UNDEFINED,
            }
        } else if is_private {
            let text = self.element_name_text(key);
            self.str_value(&text)?
        } else {
            key
        };
        let access = if kind == decorator_kind::CLASS {
            None
        } else {
            Some(self.access_object(kind, key, is_private)?)
        };
        // Shared by this element's addInitializer functions: set once decoration is over.
        let done = self.alloc_object(ObjectKind::Boolean(false), None)?;
        let mut new_inits: Vec<Value> = Vec::new();
        for &dec in decorators.iter().rev() {
            let context = self.decorator_context(
                kind, name, is_static, is_private, access, metadata, extras, done,
            )?;
            let value = if kind == decorator_kind::ACCESSOR {
                let o = self.new_plain_object()?;
                let k = self.key("get")?;
                self.create_data_property(o, k, v0)?;
                let k = self.key("set")?;
                self.create_data_property(o, k, v1)?;
                Value::object(o)
            } else if kind == decorator_kind::FIELD {
                Value::UNDEFINED
            } else {
                v0
            };
            let result = self.call(dec, Value::UNDEFINED, &[value, Value::object(context)])?;
            if kind == decorator_kind::ACCESSOR {
                if result.is_undefined() {
                    continue;
                }
                let Some(r) = result.as_object() else {
                    return Err(self.type_error("Object expected"));
                };
                let k = self.key("get")?;
                let g = self.get(r, k, result)?;
                if let Some(g) = self.accept_function(g)? {
                    v0 = g;
                }
                let k = self.key("set")?;
                let s = self.get(r, k, result)?;
                if let Some(s) = self.accept_function(s)? {
                    v1 = s;
                }
                let k = self.key("init")?;
                let i = self.get(r, k, result)?;
                if let Some(i) = self.accept_function(i)? {
                    new_inits.insert(0, i);
                }
            } else if let Some(f) = self.accept_function(result)? {
                if kind == decorator_kind::FIELD {
                    new_inits.insert(0, f);
                } else {
                    v0 = f;
                }
            }
        }
        if !new_inits.is_empty() {
            let mut all = new_inits;
            all.extend(self.list_values(inits));
            self.set_list(inits, all)?;
        }
        if let (Some(t), Some(k)) = (target, prop_key) {
            let mut d = descriptor.unwrap_or_default();
            match kind {
                decorator_kind::ACCESSOR => {
                    d.get = Some(v0);
                    d.set = Some(v1);
                }
                decorator_kind::GETTER => d.get = Some(v0),
                decorator_kind::SETTER => d.set = Some(v0),
                _ => d.value = Some(v0),
            }
            self.define_property_or_throw(t, k, d)?;
        }
        if let ObjectKind::Boolean(b) = &mut self.heap.get_mut(done).kind {
            *b = true;
        }
        Ok((v0, v1))
    }

    /// The context object passed to one decorator.
    #[allow(clippy::too_many_arguments)]
    fn decorator_context(
        &mut self,
        kind: i32,
        name: Value,
        is_static: bool,
        is_private: bool,
        access: Option<Handle<JsObject>>,
        metadata: Value,
        extras: Value,
        done: Handle<JsObject>,
    ) -> JsResult<Handle<JsObject>> {
        let context = self.new_plain_object()?;
        let kind_text = match kind {
            decorator_kind::METHOD => "method",
            decorator_kind::GETTER => "getter",
            decorator_kind::SETTER => "setter",
            decorator_kind::FIELD => "field",
            decorator_kind::ACCESSOR => "accessor",
            _ => "class",
        };
        let kind_value = self.str_value(kind_text)?;
        self.put(context, "kind", kind_value)?;
        self.put(context, "name", name)?;
        if let Some(access) = access {
            self.put(context, "static", Value::bool(is_static))?;
            self.put(context, "private", Value::bool(is_private))?;
            // A fresh `access` object per context, with the same functions.
            let copy = self.new_plain_object()?;
            for n in ["has", "get", "set"] {
                let k = self.key(n)?;
                if let Some((loc, _)) = self.find_own(access, k) {
                    let f = self.read_loc(access, loc);
                    self.create_data_property(copy, k, f)?;
                }
            }
            self.put(context, "access", Value::object(copy))?;
        }
        self.put(context, "metadata", metadata)?;
        let data: Box<[Value]> = Box::new([extras, Value::object(done)]);
        let add = self.make_native(NativeId::DecoratorAddInitializer, None, data)?;
        self.put(context, "addInitializer", Value::object(add))?;
        Ok(context)
    }

    /// Defines a data property by Rust name on a fresh ordinary object.
    fn put(&mut self, o: Handle<JsObject>, name: &str, v: Value) -> JsResult<()> {
        let k = self.key(name)?;
        self.create_data_property(o, k, v)?;
        Ok(())
    }

    /// The `access` object of an element: `has`, and `get`/`set` as its kind allows.
    fn access_object(
        &mut self,
        kind: i32,
        key: Value,
        private: bool,
    ) -> JsResult<Handle<JsObject>> {
        let o = self.new_plain_object()?;
        let data: Box<[Value]> = Box::new([key, Value::bool(private)]);
        let has = self.make_native(NativeId::DecoratorAccessHas, Some("has"), data.clone())?;
        self.put(o, "has", Value::object(has))?;
        if kind != decorator_kind::SETTER {
            let get = self.make_native(NativeId::DecoratorAccessGet, Some("get"), data.clone())?;
            self.put(o, "get", Value::object(get))?;
        }
        if matches!(kind, decorator_kind::SETTER | decorator_kind::FIELD | decorator_kind::ACCESSOR)
        {
            let set = self.make_native(NativeId::DecoratorAccessSet, Some("set"), data)?;
            self.put(o, "set", Value::object(set))?;
        }
        Ok(o)
    }

    /// The internal slots of a native function.
    fn native_data(&self, f: Handle<JsObject>, i: usize) -> Value {
        match &self.heap.get(f).kind {
            ObjectKind::Native { data, .. } => data.get(i).copied().unwrap_or(Value::UNDEFINED),
            _ => Value::UNDEFINED,
        }
    }
}

/// `context.access.get(obj)`: `obj[key]` or `obj.#x`.
pub(crate) fn access_get(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let (key, private) = (vm.native_data(cx.callee, 0), vm.native_data(cx.callee, 1));
    let obj = arg(args, 0);
    if private.as_bool() == Some(true) {
        return vm.private_get(obj, key);
    }
    let k = vm.to_property_key(key)?;
    vm.get_v(obj, k)
}

/// `context.access.set(obj, value)`: `obj[key] = value` (strict) or `obj.#x = value`.
pub(crate) fn access_set(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let (key, private) = (vm.native_data(cx.callee, 0), vm.native_data(cx.callee, 1));
    let (obj, value) = (arg(args, 0), arg(args, 1));
    if private.as_bool() == Some(true) {
        vm.private_set(obj, key, value)?;
        return Ok(Value::UNDEFINED);
    }
    let k = vm.to_property_key(key)?;
    let o = vm.to_object(obj)?;
    if !vm.set(o, k, value, obj)? {
        let name = vm.key_display(k);
        return Err(vm.type_error(&format!("Cannot assign to read only property '{name}'")));
    }
    Ok(Value::UNDEFINED)
}

/// `context.access.has(obj)`: `key in obj` or `#x in obj`.
pub(crate) fn access_has(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let (key, private) = (vm.native_data(cx.callee, 0), vm.native_data(cx.callee, 1));
    let Some(o) = arg(args, 0).as_object() else {
        return Err(vm.type_error("Cannot use 'in' operator to search for a key in a non-object"));
    };
    if private.as_bool() == Some(true) {
        let found =
            key.as_symbol().is_some_and(|s| vm.find_own(o, PropertyKey::Symbol(s)).is_some());
        return Ok(Value::bool(found));
    }
    let k = vm.to_property_key(key)?;
    Ok(Value::bool(vm.has_property(o, k)?))
}

/// `context.addInitializer(f)`: adds `f` to the element's extra initializers; a
/// TypeError once the element's decoration is over or when `f` is not callable.
pub(crate) fn add_initializer(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let (list, done) = (vm.native_data(cx.callee, 0), vm.native_data(cx.callee, 1));
    if let Some(d) = done.as_object()
        && matches!(vm.heap.get(d).kind, ObjectKind::Boolean(true))
    {
        return Err(vm.type_error("Cannot add initializers after decoration has completed"));
    }
    let f = arg(args, 0);
    if !vm.is_callable(f) {
        return Err(vm.type_error("Function expected"));
    }
    let mut all = vm.list_values(list);
    all.push(f);
    vm.set_list(list, all)?;
    Ok(Value::UNDEFINED)
}

/// The getter of an auto-accessor: reads its private storage.
pub(crate) fn auto_get(vm: &mut Vm, this: Value, _args: &[Value], cx: NativeCx) -> JsResult<Value> {
    let storage = vm.native_data(cx.callee, 0);
    vm.private_get(this, storage)
}

/// The setter of an auto-accessor: writes its private storage.
pub(crate) fn auto_set(vm: &mut Vm, this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    let storage = vm.native_data(cx.callee, 0);
    vm.private_set(this, storage, arg(args, 0))?;
    Ok(Value::UNDEFINED)
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Decorators;
    DecoratorAccessGet = ("get", 1, false, access_get),
    DecoratorAccessSet = ("set", 2, false, access_set),
    DecoratorAccessHas = ("has", 1, false, access_has),
    DecoratorAddInitializer = ("addInitializer", 1, false, add_initializer),
    DecoratorAutoGet = ("", 0, false, auto_get),
    DecoratorAutoSet = ("", 1, false, auto_set),
}
