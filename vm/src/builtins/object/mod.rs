//! The Object constructor and Object.prototype (ECMA-262 sec-object-objects).

pub(crate) mod annex_b;
pub(crate) mod group_by;

use group_by::close_on_throw;

use cairn_gc::Handle;

use super::{NativeCx, NativeId, arg};
use crate::names;
use crate::object::{JsObject, ObjectKind, PropertyDescriptor, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

impl Vm {
    /// ECMA-262 sec-topropertydescriptor
    pub(crate) fn to_property_descriptor(&mut self, v: Value) -> JsResult<PropertyDescriptor> {
        let Some(o) = v.as_object() else {
            return Err(self.type_error("Property description must be an object"));
        };
        let mut d = PropertyDescriptor::default();
        let fields = [
            names::ENUMERABLE,
            names::CONFIGURABLE,
            names::VALUE,
            names::WRITABLE,
            names::GET,
            names::SET,
        ];
        for (i, name) in fields.into_iter().enumerate() {
            let key = PropertyKey::Atom(name);
            if !self.has_property(o, key)? {
                continue;
            }
            let x = self.get(o, key, v)?;
            match i {
                0 => d.enumerable = Some(self.to_boolean(x)),
                1 => d.configurable = Some(self.to_boolean(x)),
                2 => d.value = Some(x),
                3 => d.writable = Some(self.to_boolean(x)),
                4 | 5 => {
                    if !x.is_undefined() && !self.is_callable(x) {
                        return Err(self.type_error("Getter/setter must be a function"));
                    }
                    if i == 4 {
                        d.get = Some(x);
                    } else {
                        d.set = Some(x);
                    }
                }
                _ => {}
            }
        }
        if d.is_accessor() && d.is_data() {
            return Err(self.type_error("Invalid property descriptor. Cannot both specify accessors and a value or writable attribute"));
        }
        Ok(d)
    }

    /// ECMA-262 sec-frompropertydescriptor
    pub(crate) fn from_property_descriptor(
        &mut self,
        d: Option<PropertyDescriptor>,
    ) -> JsResult<Value> {
        let Some(d) = d else { return Ok(Value::UNDEFINED) };
        let o = self.new_plain_object()?;
        if let Some(v) = d.value {
            self.add_property(o, PropertyKey::Atom(names::VALUE), v, attrs::DEFAULT)?;
        }
        if let Some(w) = d.writable {
            self.add_property(
                o,
                PropertyKey::Atom(names::WRITABLE),
                Value::bool(w),
                attrs::DEFAULT,
            )?;
        }
        if let Some(g) = d.get {
            self.add_property(o, PropertyKey::Atom(names::GET), g, attrs::DEFAULT)?;
        }
        if let Some(s) = d.set {
            self.add_property(o, PropertyKey::Atom(names::SET), s, attrs::DEFAULT)?;
        }
        if let Some(e) = d.enumerable {
            self.add_property(
                o,
                PropertyKey::Atom(names::ENUMERABLE),
                Value::bool(e),
                attrs::DEFAULT,
            )?;
        }
        if let Some(c) = d.configurable {
            self.add_property(
                o,
                PropertyKey::Atom(names::CONFIGURABLE),
                Value::bool(c),
                attrs::DEFAULT,
            )?;
        }
        Ok(Value::object(o))
    }

    /// ECMA-262 sec-definepropertyorthrow
    pub(crate) fn define_property_or_throw(
        &mut self,
        o: Handle<JsObject>,
        key: PropertyKey,
        d: PropertyDescriptor,
    ) -> JsResult<()> {
        if self.define_own_property(o, key, d)? {
            Ok(())
        } else {
            let name = self.key_display(key);
            Err(self.type_error(&format!("Cannot redefine property: {name}")))
        }
    }

    /// A property key as text for messages.
    pub(crate) fn key_display(&mut self, key: PropertyKey) -> String {
        match key {
            PropertyKey::Index(i) => i.to_string(),
            PropertyKey::Atom(a) => {
                let s = self.atoms.string(a);
                self.rust_string(s)
            }
            PropertyKey::Symbol(s) => {
                let d = self.heap.get(s).description;
                match d {
                    Some(d) => format!("Symbol({})", self.rust_string(d)),
                    None => "Symbol()".into(),
                }
            }
        }
    }

    /// ECMA-262 sec-getprototypefromconstructor
    pub(crate) fn prototype_from_constructor(
        &mut self,
        ctor: Value,
        default: Handle<JsObject>,
    ) -> JsResult<Handle<JsObject>> {
        let Some(c) = ctor.as_object() else { return Ok(default) };
        // A function of script's own `prototype` (`new F`), found by its shape (not in
        // the wasm module: its size budget).
        if !cfg!(target_family = "wasm")
            && let Some((slot, _)) = self.keyed_own_slot(c, names::PROTOTYPE.0)
            && let Some(p) = self.heap.get(c).slots.get(slot as usize).and_then(|p| p.as_object())
        {
            return Ok(p);
        }
        let p = self.get(c, PropertyKey::Atom(names::PROTOTYPE), ctor)?;
        if let Some(p) = p.as_object() {
            return Ok(p);
        }
        // GetFunctionRealm (sec-getfunctionrealm), then that realm's intrinsic.
        let realm = self.function_realm(c)?;
        Ok(self.intrinsic_in_realm(default, realm))
    }

    /// ECMA-262 sec-enumerableownproperties: the enumerable own string keys.
    pub(crate) fn enumerable_own_keys(
        &mut self,
        o: Handle<JsObject>,
    ) -> JsResult<Vec<PropertyKey>> {
        let keys = self.own_property_keys(o)?;
        let mut out = Vec::with_capacity(keys.len());
        for k in keys {
            if matches!(k, PropertyKey::Symbol(_)) {
                continue;
            }
            let enumerable = match own_enumerable_data(self, o, k) {
                Some(found) => found.is_some(),
                None => self.get_own_property(o, k)?.is_some_and(|d| d.enumerable == Some(true)),
            };
            if enumerable {
                out.push(k);
            }
        }
        Ok(out)
    }

    /// ECMA-262 sec-setintegritylevel
    pub(crate) fn set_integrity_level(
        &mut self,
        o: Handle<JsObject>,
        frozen: bool,
    ) -> JsResult<bool> {
        if !self.prevent_extensions(o)? {
            return Ok(false);
        }
        let keys = self.own_property_keys(o)?;
        for k in keys {
            let d = if frozen {
                match self.get_own_property(o, k)? {
                    Some(cur) if cur.is_accessor() => {
                        PropertyDescriptor { configurable: Some(false), ..Default::default() }
                    }
                    Some(_) => PropertyDescriptor {
                        configurable: Some(false),
                        writable: Some(false),
                        ..Default::default()
                    },
                    None => continue,
                }
            } else {
                PropertyDescriptor { configurable: Some(false), ..Default::default() }
            };
            self.define_property_or_throw(o, k, d)?;
        }
        Ok(true)
    }

    /// ECMA-262 sec-testintegritylevel
    pub(crate) fn test_integrity_level(
        &mut self,
        o: Handle<JsObject>,
        frozen: bool,
    ) -> JsResult<bool> {
        if self.is_extensible(o)? {
            return Ok(false);
        }
        for k in self.own_property_keys(o)? {
            if let Some(d) = self.get_own_property(o, k)? {
                if d.configurable == Some(true) {
                    return Ok(false);
                }
                if frozen && d.writable == Some(true) {
                    return Ok(false);
                }
            }
        }
        Ok(true)
    }

    /// ECMA-262 sec-copydataproperties
    pub(crate) fn copy_data_properties(
        &mut self,
        target: Handle<JsObject>,
        src: Value,
        excluded: &[PropertyKey],
    ) -> JsResult<()> {
        if src.is_nullish() {
            return Ok(());
        }
        let from = self.to_object(src)?;
        // Not in the wasm module, whose size budget it would pass (wasm/README.md).
        if !cfg!(target_family = "wasm")
            && excluded.is_empty()
            && self.copy_by_shape(target, from)?
        {
            return Ok(());
        }
        for k in self.own_property_keys(from)? {
            if excluded.contains(&k) {
                continue;
            }
            if let Some(d) = self.get_own_property(from, k)?
                && d.enumerable == Some(true)
            {
                let v = self.get(from, k, Value::object(from))?;
                self.create_data_property_or_throw(target, k, v)?;
            }
        }
        Ok(())
    }
}

impl Vm {
    /// CopyDataProperties from an ordinary object to an ordinary object that has no
    /// property yet (`{...o}`) in one step: the target takes the source's shape, slots and
    /// elements. That is what copying each key would give when every named key of the
    /// source is an enumerable, writable, configurable data property, none is an index
    /// or a private name, and no symbol comes before a string (so the shape's order is
    /// OwnPropertyKeys' order); no getter or proxy trap could run. False, having done
    /// nothing, when that does not hold.
    fn copy_by_shape(
        &mut self,
        target: Handle<JsObject>,
        from: Handle<JsObject>,
    ) -> JsResult<bool> {
        let (t, f) = (self.heap.get(target), self.heap.get(from));
        let plain = |o: &JsObject| matches!(o.kind, ObjectKind::Ordinary) && o.dict.is_none();
        if !plain(t)
            || !plain(f)
            || !t.extensible
            || t.shape != self.realm.root_shape
            || !t.slots.is_empty()
            || !t.elements.is_empty()
        {
            return Ok(false);
        }
        let mut seen_symbol = false;
        for &(key, a) in self.heap.get(f.shape).keys.iter() {
            let in_order = match key {
                PropertyKey::Index(_) => false,
                PropertyKey::Atom(_) => !seen_symbol,
                PropertyKey::Symbol(sym) => {
                    seen_symbol = true;
                    !self.heap.get(sym).private
                }
            };
            if !in_order || a != attrs::DEFAULT {
                return Ok(false);
            }
        }
        let (shape, slots) = (f.shape, f.slots.clone());
        let elements: Vec<Value> = f.elements.to_vec();
        self.touched(target);
        self.heap.update(target, |t| {
            t.shape = shape;
            t.slots = slots;
            t.elements = elements.into();
        })?;
        Ok(true)
    }
}

/// ECMA-262 sec-object-value
pub(crate) fn constructor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    if !cx.new_target.is_undefined() && cx.new_target != Value::object(cx.callee) {
        let proto = vm.prototype_from_constructor(cx.new_target, vm.realm.object_prototype)?;
        return Ok(Value::object(vm.alloc_object(ObjectKind::Ordinary, Some(proto))?));
    }
    let v = arg(args, 0);
    if v.is_nullish() {
        return Ok(Value::object(vm.new_plain_object()?));
    }
    Ok(Value::object(vm.to_object(v)?))
}

/// ECMA-262 sec-object.defineproperty
pub(crate) fn define_property(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let Some(o) = arg(args, 0).as_object() else {
        return Err(vm.type_error("Object.defineProperty called on non-object"));
    };
    let key = vm.to_property_key(arg(args, 1))?;
    let d = vm.to_property_descriptor(arg(args, 2))?;
    vm.define_property_or_throw(o, key, d)?;
    Ok(Value::object(o))
}

/// ECMA-262 sec-object.defineproperties
pub(crate) fn define_properties(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let Some(o) = arg(args, 0).as_object() else {
        return Err(vm.type_error("Object.defineProperties called on non-object"));
    };
    let props = vm.to_object(arg(args, 1))?;
    let mut descs = Vec::new();
    for k in vm.own_property_keys(props)? {
        if let Some(pd) = vm.get_own_property(props, k)?
            && pd.enumerable == Some(true)
        {
            let dv = vm.get(props, k, Value::object(props))?;
            descs.push((k, vm.to_property_descriptor(dv)?));
        }
    }
    for (k, d) in descs {
        vm.define_property_or_throw(o, k, d)?;
    }
    Ok(Value::object(o))
}

/// ECMA-262 sec-object.getownpropertydescriptor
pub(crate) fn get_own_property_descriptor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.to_object(arg(args, 0))?;
    let key = vm.to_property_key(arg(args, 1))?;
    let d = vm.get_own_property(o, key)?;
    vm.from_property_descriptor(d)
}

fn keys_array(vm: &mut Vm, keys: Vec<PropertyKey>) -> JsResult<Value> {
    let mut vals = Vec::with_capacity(keys.len());
    for k in keys {
        vals.push(vm.key_value(k)?);
    }
    Ok(Value::object(vm.array_from_list(&vals)?))
}

/// ECMA-262 sec-object.getownpropertynames
pub(crate) fn get_own_property_names(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.to_object(arg(args, 0))?;
    let keys: Vec<PropertyKey> = vm
        .own_property_keys(o)?
        .into_iter()
        .filter(|k| !matches!(k, PropertyKey::Symbol(_)))
        .collect();
    keys_array(vm, keys)
}

/// ECMA-262 sec-object.getownpropertysymbols
pub(crate) fn get_own_property_symbols(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.to_object(arg(args, 0))?;
    let keys: Vec<PropertyKey> = vm
        .own_property_keys(o)?
        .into_iter()
        .filter(|k| matches!(k, PropertyKey::Symbol(_)))
        .collect();
    keys_array(vm, keys)
}

/// ECMA-262 sec-object.keys
pub(crate) fn keys(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(arg(args, 0))?;
    let keys = vm.enumerable_own_keys(o)?;
    keys_array(vm, keys)
}

/// The own property `k` of `o` read straight from its storage, when `o`'s
/// [[GetOwnProperty]] and [[Get]] are ordinary for it and it is no accessor (nothing a
/// script sees runs): `Some(None)` when it is absent or not enumerable, else its value.
/// `None` when the descriptor and the Get must run.
fn own_enumerable_data(vm: &Vm, o: Handle<JsObject>, k: PropertyKey) -> Option<Option<Value>> {
    match vm.ordinary_own(o, k)? {
        None => Some(None),
        Some((_, a)) if a & attrs::ACCESSOR != 0 => None,
        Some((_, a)) if a & attrs::ENUMERABLE == 0 => Some(None),
        Some((loc, _)) => Some(Some(vm.read_loc(o, loc))),
    }
}

/// ECMA-262 sec-object.values
pub(crate) fn values(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(arg(args, 0))?;
    let mut out = Vec::new();
    let keys = vm.own_property_keys(o)?;
    // A descriptor and a value read a key (about 40 ns of a plain object's), paid
    // before they are read.
    vm.limits
        .charge((keys.len() as u64).saturating_mul(crate::limits::ELEMENT_VISIT_FUEL))
        .map_err(crate::vm::Throw::Terminate)?;
    // Each key's descriptor is read just before its value (observable through proxies).
    for (i, k) in keys.into_iter().enumerate() {
        // Lookups in a large dictionary: the interrupt is read between blocks of them.
        vm.limits.poll_item(i)?;
        if matches!(k, PropertyKey::Symbol(_)) {
            continue;
        }
        if let Some(found) = own_enumerable_data(vm, o, k) {
            out.extend(found);
            continue;
        }
        if let Some(d) = vm.get_own_property(o, k)?
            && d.enumerable == Some(true)
        {
            out.push(vm.get(o, k, Value::object(o))?);
        }
    }
    Ok(Value::object(vm.array_from_list(&out)?))
}

/// ECMA-262 sec-object.entries
pub(crate) fn entries(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(arg(args, 0))?;
    let mut out = Vec::new();
    // Each key's descriptor is read just before its value (observable through proxies).
    for k in vm.own_property_keys(o)? {
        if matches!(k, PropertyKey::Symbol(_)) {
            continue;
        }
        let v = match own_enumerable_data(vm, o, k) {
            Some(None) => continue,
            Some(Some(v)) => v,
            None => {
                let Some(d) = vm.get_own_property(o, k)? else { continue };
                if d.enumerable != Some(true) {
                    continue;
                }
                vm.get(o, k, Value::object(o))?
            }
        };
        let kv = vm.key_value(k)?;
        out.push(Value::object(vm.array_from_list(&[kv, v])?));
    }
    Ok(Value::object(vm.array_from_list(&out)?))
}

fn proto_value(p: Option<Handle<JsObject>>) -> Value {
    p.map_or(Value::NULL, Value::object)
}

/// ECMA-262 sec-object.getprototypeof
pub(crate) fn get_prototype_of(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.to_object(arg(args, 0))?;
    Ok(proto_value(vm.get_prototype_of(o)?))
}

/// ECMA-262 sec-object.setprototypeof
pub(crate) fn set_prototype_of(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = arg(args, 0);
    if o.is_nullish() {
        return Err(vm.type_error("Object.setPrototypeOf called on null or undefined"));
    }
    let p = arg(args, 1);
    if !p.is_object() && !p.is_null() {
        return Err(vm.type_error("Object prototype may only be an Object or null"));
    }
    let Some(oh) = o.as_object() else { return Ok(o) };
    if !vm.set_prototype_of(oh, p.as_object())? {
        return Err(vm.type_error("Cannot set prototype"));
    }
    Ok(o)
}

/// ECMA-262 sec-object.create
pub(crate) fn create(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let p = arg(args, 0);
    if !p.is_object() && !p.is_null() {
        return Err(vm.type_error("Object prototype may only be an Object or null"));
    }
    let o = vm.alloc_object(ObjectKind::Ordinary, p.as_object())?;
    if !arg(args, 1).is_undefined() {
        define_properties(vm, Value::UNDEFINED, &[Value::object(o), arg(args, 1)], _cx)?;
    }
    Ok(Value::object(o))
}

/// ECMA-262 sec-object.assign
pub(crate) fn assign(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let to = vm.to_object(arg(args, 0))?;
    for &src in args.iter().skip(1) {
        if src.is_nullish() {
            continue;
        }
        let from = vm.to_object(src)?;
        for k in vm.own_property_keys(from)? {
            if let Some(d) = vm.get_own_property(from, k)?
                && d.enumerable == Some(true)
            {
                let v = vm.get(from, k, Value::object(from))?;
                if !vm.set(to, k, v, Value::object(to))? {
                    return Err(vm.type_error("Cannot assign to read only property"));
                }
            }
        }
    }
    Ok(Value::object(to))
}

/// ECMA-262 sec-object.freeze
pub(crate) fn freeze(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = arg(args, 0);
    if let Some(h) = o.as_object()
        && !vm.set_integrity_level(h, true)?
    {
        return Err(vm.type_error("Cannot freeze"));
    }
    Ok(o)
}

/// ECMA-262 sec-object.seal
pub(crate) fn seal(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = arg(args, 0);
    if let Some(h) = o.as_object()
        && !vm.set_integrity_level(h, false)?
    {
        return Err(vm.type_error("Cannot seal"));
    }
    Ok(o)
}

/// ECMA-262 sec-object.isfrozen
pub(crate) fn is_frozen(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    match arg(args, 0).as_object() {
        Some(o) => Ok(Value::bool(vm.test_integrity_level(o, true)?)),
        None => Ok(Value::TRUE),
    }
}

/// ECMA-262 sec-object.issealed
pub(crate) fn is_sealed(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    match arg(args, 0).as_object() {
        Some(o) => Ok(Value::bool(vm.test_integrity_level(o, false)?)),
        None => Ok(Value::TRUE),
    }
}

/// ECMA-262 sec-object.preventextensions
pub(crate) fn prevent_extensions(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = arg(args, 0);
    if let Some(h) = o.as_object()
        && !vm.prevent_extensions(h)?
    {
        return Err(vm.type_error("Cannot prevent extensions"));
    }
    Ok(o)
}

/// ECMA-262 sec-object.isextensible
pub(crate) fn is_extensible(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    match arg(args, 0).as_object() {
        Some(o) => Ok(Value::bool(vm.is_extensible(o)?)),
        None => Ok(Value::FALSE),
    }
}

/// ECMA-262 sec-object.is
pub(crate) fn is(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    Ok(Value::bool(vm.same_value(arg(args, 0), arg(args, 1))))
}

/// ECMA-262 sec-object.prototype.hasownproperty
pub(crate) fn has_own_property(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let key = vm.to_property_key(arg(args, 0))?;
    let o = vm.to_object(this)?;
    Ok(Value::bool(vm.has_own_property(o, key)?))
}

/// ECMA-262 sec-object.hasown
pub(crate) fn has_own(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(arg(args, 0))?;
    let key = vm.to_property_key(arg(args, 1))?;
    Ok(Value::bool(vm.has_own_property(o, key)?))
}

/// ECMA-262 sec-object.prototype.isprototypeof
pub(crate) fn is_prototype_of(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let Some(mut v) = arg(args, 0).as_object() else { return Ok(Value::FALSE) };
    let o = vm.to_object(this)?;
    loop {
        match vm.get_prototype_of(v)? {
            None => return Ok(Value::FALSE),
            Some(p) if p == o => return Ok(Value::TRUE),
            Some(p) => v = p,
        }
    }
}

/// ECMA-262 sec-object.prototype.propertyisenumerable
pub(crate) fn property_is_enumerable(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let key = vm.to_property_key(arg(args, 0))?;
    let o = vm.to_object(this)?;
    Ok(Value::bool(vm.get_own_property(o, key)?.is_some_and(|d| d.enumerable == Some(true))))
}

/// ECMA-262 sec-object.prototype.tostring
pub(crate) fn to_string(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    if this.is_undefined() {
        return vm.str_value("[object Undefined]");
    }
    if this.is_null() {
        return vm.str_value("[object Null]");
    }
    let o = vm.to_object(this)?;
    let builtin = match &vm.heap.get(o).kind {
        ObjectKind::Array { .. } => "Array",
        ObjectKind::Arguments { .. } => "Arguments",
        ObjectKind::Closure(_) | ObjectKind::Native { .. } | ObjectKind::Bound { .. } => "Function",
        ObjectKind::Error { .. } => "Error",
        ObjectKind::Boolean(_) => "Boolean",
        ObjectKind::Number(_) => "Number",
        ObjectKind::String(_) => "String",
        ObjectKind::Date(_) => "Date",
        // RegExp
        ObjectKind::RegExp(_) => "RegExp",
        _ => "Object",
    };
    let builtin =
        if builtin == "Object" && vm.heap.get(o).is_callable() { "Function" } else { builtin };
    // IsArray looks through proxies (and throws on a revoked one).
    let builtin = if builtin == "Object"
        && vm.is_proxy(o)
        && vm.is_array_through_proxies(Value::object(o))?
    {
        "Array"
    } else {
        builtin
    };
    let tag_key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    let tag = vm.get(o, tag_key, Value::object(o))?;
    let text = match tag.as_string() {
        Some(s) => format!("[object {}]", vm.rust_string(s)),
        None => format!("[object {builtin}]"),
    };
    vm.str_value(&text)
}

/// ECMA-262 sec-object.prototype.tolocalestring
pub(crate) fn to_locale_string(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let f = vm.get(o, PropertyKey::Atom(names::TO_STRING), this)?;
    vm.call(f, this, &[])
}

/// ECMA-262 sec-object.prototype.valueof
pub(crate) fn value_of(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    Ok(Value::object(vm.to_object(this)?))
}

/// ECMA-262 sec-get-object.prototype.__proto__
pub(crate) fn get_proto(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    Ok(proto_value(vm.get_prototype_of(o)?))
}

/// ECMA-262 sec-set-object.prototype.__proto__
pub(crate) fn set_proto(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    if this.is_nullish() {
        return Err(vm.type_error("Object.prototype.__proto__ called on null or undefined"));
    }
    let p = arg(args, 0);
    if !p.is_object() && !p.is_null() {
        return Ok(Value::UNDEFINED);
    }
    let Some(o) = this.as_object() else { return Ok(Value::UNDEFINED) };
    if !vm.set_prototype_of(o, p.as_object())? {
        return Err(vm.type_error("Cyclic __proto__ value"));
    }
    Ok(Value::UNDEFINED)
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Object;
    Object = ("Object", 1, true, constructor),
    ObjectDefineProperty = ("defineProperty", 3, false, define_property),
    ObjectDefineProperties = ("defineProperties", 2, false, define_properties),
    ObjectGetOwnPropertyDescriptor = ("getOwnPropertyDescriptor", 2, false, get_own_property_descriptor),
    ObjectGetOwnPropertyNames = ("getOwnPropertyNames", 1, false, get_own_property_names),
    ObjectGetOwnPropertySymbols = ("getOwnPropertySymbols", 1, false, get_own_property_symbols),
    ObjectKeys = ("keys", 1, false, keys),
    ObjectValues = ("values", 1, false, values),
    ObjectEntries = ("entries", 1, false, entries),
    ObjectGetPrototypeOf = ("getPrototypeOf", 1, false, get_prototype_of),
    ObjectSetPrototypeOf = ("setPrototypeOf", 2, false, set_prototype_of),
    ObjectCreate = ("create", 2, false, create),
    ObjectAssign = ("assign", 2, false, assign),
    ObjectFreeze = ("freeze", 1, false, freeze),
    ObjectSeal = ("seal", 1, false, seal),
    ObjectIsFrozen = ("isFrozen", 1, false, is_frozen),
    ObjectIsSealed = ("isSealed", 1, false, is_sealed),
    ObjectPreventExtensions = ("preventExtensions", 1, false, prevent_extensions),
    ObjectIsExtensible = ("isExtensible", 1, false, is_extensible),
    ObjectIs = ("is", 2, false, is),
    ObjectProtoHasOwnProperty = ("hasOwnProperty", 1, false, has_own_property),
    ObjectHasOwn = ("hasOwn", 2, false, has_own),
    ObjectProtoIsPrototypeOf = ("isPrototypeOf", 1, false, is_prototype_of),
    ObjectProtoPropertyIsEnumerable = ("propertyIsEnumerable", 1, false, property_is_enumerable),
    ObjectProtoToString = ("toString", 0, false, to_string),
    ObjectProtoToLocaleString = ("toLocaleString", 0, false, to_locale_string),
    ObjectProtoValueOf = ("valueOf", 0, false, value_of),
    ObjectProtoGetProto = ("get __proto__", 0, false, get_proto),
    ObjectProtoSetProto = ("set __proto__", 1, false, set_proto),
    ObjectFromEntries = ("fromEntries", 1, false, from_entries),
    ObjectGetOwnPropertyDescriptors = ("getOwnPropertyDescriptors", 1, false, get_own_property_descriptors),
    ObjectGroupBy = ("groupBy", 2, false, group_by::object_group_by),
    ObjectProtoDefineGetter = ("__defineGetter__", 2, false, annex_b::define_getter),
    ObjectProtoDefineSetter = ("__defineSetter__", 2, false, annex_b::define_setter),
    ObjectProtoLookupGetter = ("__lookupGetter__", 1, false, annex_b::lookup_getter),
    ObjectProtoLookupSetter = ("__lookupSetter__", 1, false, annex_b::lookup_setter),
}

/// Installs Object and Object.prototype.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let proto = vm.realm.object_prototype;
    let ctor = vm.install_constructor(NativeId::Object, proto)?;
    for id in [
        NativeId::ObjectDefineProperty,
        NativeId::ObjectDefineProperties,
        NativeId::ObjectGetOwnPropertyDescriptor,
        NativeId::ObjectGetOwnPropertyNames,
        NativeId::ObjectGetOwnPropertySymbols,
        NativeId::ObjectKeys,
        NativeId::ObjectValues,
        NativeId::ObjectEntries,
        NativeId::ObjectGetPrototypeOf,
        NativeId::ObjectSetPrototypeOf,
        NativeId::ObjectCreate,
        NativeId::ObjectAssign,
        NativeId::ObjectFreeze,
        NativeId::ObjectSeal,
        NativeId::ObjectIsFrozen,
        NativeId::ObjectIsSealed,
        NativeId::ObjectPreventExtensions,
        NativeId::ObjectIsExtensible,
        NativeId::ObjectIs,
        NativeId::ObjectHasOwn,
        NativeId::ObjectFromEntries,
        NativeId::ObjectGetOwnPropertyDescriptors,
        NativeId::ObjectGroupBy,
    ] {
        vm.install(ctor, id)?;
    }
    for id in [
        NativeId::ObjectProtoHasOwnProperty,
        NativeId::ObjectProtoIsPrototypeOf,
        NativeId::ObjectProtoPropertyIsEnumerable,
        NativeId::ObjectProtoToString,
        NativeId::ObjectProtoToLocaleString,
        NativeId::ObjectProtoValueOf,
    ] {
        vm.install(proto, id)?;
    }
    let key = vm.key("__proto__")?;
    vm.install_getter(
        proto,
        key,
        NativeId::ObjectProtoGetProto,
        Some(NativeId::ObjectProtoSetProto),
    )?;
    Ok(())
}

/// ECMA-262 sec-object.fromentries
pub(crate) fn from_entries(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let iterable = arg(args, 0);
    if iterable.is_nullish() {
        return Err(vm.type_error("Object.fromEntries requires an iterable"));
    }
    let obj = vm.new_plain_object()?;
    let (it, next) = vm.get_iterator(iterable)?;
    while let Some(entry) = vm.iterator_step_value(it, next)? {
        let step = (|| -> JsResult<()> {
            let Some(eo) = entry.as_object() else {
                return Err(vm.type_error("Iterator value is not an entry object"));
            };
            let k = vm.get(eo, PropertyKey::Index(0), entry)?;
            let v = vm.get(eo, PropertyKey::Index(1), entry)?;
            let key = vm.to_property_key(k)?;
            vm.create_data_property_or_throw(obj, key, v)
        })();
        close_on_throw(vm, it, step)?;
    }
    Ok(Value::object(obj))
}

/// ECMA-262 sec-object.getownpropertydescriptors
pub(crate) fn get_own_property_descriptors(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.to_object(arg(args, 0))?;
    let keys = vm.own_property_keys(o)?;
    let out = vm.new_plain_object()?;
    for key in keys {
        let d = vm.get_own_property(o, key)?;
        let desc = vm.from_property_descriptor(d)?;
        if !desc.is_undefined() {
            vm.create_data_property_or_throw(out, key, desc)?;
        }
    }
    Ok(Value::object(out))
}
