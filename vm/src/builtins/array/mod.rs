//! The Array constructor, Array.prototype and Array Iterators (ECMA-262 sec-array-objects).

pub(crate) mod change_by_copy;
pub(crate) mod flatten;
pub(crate) mod from_async;

use cairn_gc::Handle;

use super::{NativeCx, NativeId, arg};
use crate::names;
use crate::object::{JsObject, ObjectKind, attrs};
use crate::string::{JsString, PropertyKey, Str, TextBuilder};
use crate::value::Value;
use crate::vm::{JsResult, Vm};

impl Vm {
    /// The property key of an integer index (which may exceed array indices).
    ///
    /// It also charges a unit of fuel (and reads the interrupt flag): the generic
    /// element loops of the builtins (`indexOf`, `fill`, `reverse`, `sort`, ... on an
    /// array-like whose `length` may be 2^53 - 1) all come here for each index they
    /// visit outside a dense array's elements, so fuel and the flag can end them.
    pub(crate) fn index_key(&mut self, i: u64) -> JsResult<PropertyKey> {
        self.limits.tick().map_err(crate::vm::Throw::Terminate)?;
        if i < u32::MAX as u64 {
            return Ok(PropertyKey::Index(i as u32));
        }
        self.key(&i.to_string())
    }

    /// Get(o, index).
    pub(crate) fn get_index(&mut self, o: Handle<JsObject>, i: u64) -> JsResult<Value> {
        let obj = self.heap.get(o);
        if i < u32::MAX as u64
            && let Some(v) = obj.elements.get(i as usize)
            && !v.is_hole()
            // A mapped arguments object's indices read the parameters' current values.
            && !matches!(obj.kind, ObjectKind::Arguments { mapped: Some(_) })
        {
            return Ok(*v);
        }
        let k = self.index_key(i)?;
        self.get(o, k, Value::object(o))
    }

    /// Set(o, index, v, true).
    pub(crate) fn set_index(&mut self, o: Handle<JsObject>, i: u64, v: Value) -> JsResult<()> {
        let k = self.index_key(i)?;
        if !self.set(o, k, v, Value::object(o))? {
            return Err(self.type_error("Cannot assign to read only property"));
        }
        Ok(())
    }

    /// Set(o, "length", len, true).
    pub(crate) fn set_length(&mut self, o: Handle<JsObject>, len: u64) -> JsResult<()> {
        if !self.set(
            o,
            PropertyKey::Atom(names::LENGTH),
            Value::number(len as f64),
            Value::object(o),
        )? {
            return Err(self.type_error("Cannot assign to read only property 'length'"));
        }
        Ok(())
    }

    /// HasProperty(o, index).
    pub(crate) fn has_index(&mut self, o: Handle<JsObject>, i: u64) -> JsResult<bool> {
        // A present element is an own data property (of any object that has elements).
        if i < u32::MAX as u64
            && let Some(v) = self.heap.get(o).elements.get(i as usize)
            && !v.is_hole()
        {
            return Ok(true);
        }
        let k = self.index_key(i)?;
        self.has_property(o, k)
    }

    /// Whether `v` is an Array exotic object (not looking through proxies: IsArray is
    /// [`Vm::is_array_through_proxies`]).
    #[allow(dead_code)] // for callers that need the Array storage itself
    pub(crate) fn is_array(&self, v: Value) -> bool {
        v.as_object().is_some_and(|o| matches!(self.heap.get(o).kind, ObjectKind::Array { .. }))
    }

    /// The constructor ArraySpeciesCreate would call for `original`, or `None` when it
    /// makes a plain Array (ECMA-262 sec-arrayspeciescreate steps 2-8).
    pub(crate) fn array_species_constructor(
        &mut self,
        original: Handle<JsObject>,
    ) -> JsResult<Option<Value>> {
        if !self.is_array_through_proxies(Value::object(original))? {
            return Ok(None);
        }
        let mut c =
            self.get(original, PropertyKey::Atom(names::CONSTRUCTOR), Value::object(original))?;
        // Step 4: another realm's %Array% makes an Array of this realm.
        if let Some(co) = c.as_object()
            && self.is_constructor(c)
        {
            let realm_c = self.function_realm(co)?;
            if realm_c != self.realm_id && co == self.realm_record(realm_c).array_constructor {
                c = Value::UNDEFINED;
            }
        }
        if let Some(co) = c.as_object() {
            let species = PropertyKey::Symbol(self.realm.symbols.species);
            c = self.get(co, species, c)?;
            if c.is_null() {
                c = Value::UNDEFINED;
            }
        }
        // Construct(%Array%, len) of this realm is ArrayCreate(len): it reads only
        // %Array%.prototype, a non-writable, non-configurable data property.
        if c.is_undefined() || c == Value::object(self.realm.array_constructor) {
            return Ok(None);
        }
        if !self.is_constructor(c) {
            return Err(self.type_error("The species of the array is not a constructor"));
        }
        Ok(Some(c))
    }

    /// ECMA-262 sec-arrayspeciescreate
    pub(crate) fn array_species_create(
        &mut self,
        original: Handle<JsObject>,
        len: u64,
    ) -> JsResult<Handle<JsObject>> {
        match self.array_species_constructor(original)? {
            None => {
                if len > u32::MAX as u64 {
                    return Err(self.range_error("Invalid array length"));
                }
                self.array_create(len as u32)
            }
            Some(c) => {
                let a = self.construct(c, &[Value::number(len as f64)], c)?;
                a.as_object().ok_or_else(|| {
                    self.type_error("The species constructor did not return an object")
                })
            }
        }
    }
}

/// A relative index (negative counts from the end) clamped into 0..=len.
pub(super) fn relative(rel: f64, len: u64) -> u64 {
    if rel < 0.0 { (len as f64 + rel).max(0.0) as u64 } else { rel.min(len as f64) as u64 }
}

/// The callback argument, or a TypeError naming the method.
pub(super) fn callback(vm: &mut Vm, args: &[Value], what: &str) -> JsResult<Value> {
    let f = arg(args, 0);
    if !vm.is_callable(f) {
        return Err(vm.type_error(&format!("{what}: callback is not a function")));
    }
    Ok(f)
}

/// ECMA-262 sec-array
pub(crate) fn constructor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let nt = if cx.new_target.is_undefined() { Value::object(cx.callee) } else { cx.new_target };
    let proto = vm.prototype_from_constructor(nt, vm.realm.array_prototype)?;
    let a = vm.array_create(0)?;
    vm.heap.get_mut(a).proto = Some(proto);
    if args.len() == 1 {
        let len = args[0];
        if let Some(n) = len.as_number() {
            let int_len = vm.to_uint32(len)?;
            if int_len as f64 != n {
                return Err(vm.range_error("Invalid array length"));
            }
            if let ObjectKind::Array { length, .. } = &mut vm.heap.get_mut(a).kind {
                *length = int_len;
            }
        } else {
            vm.create_data_property_or_throw(a, PropertyKey::Index(0), len)?;
        }
    } else {
        vm.set_elements(a, args.to_vec())?;
        if let ObjectKind::Array { length, .. } = &mut vm.heap.get_mut(a).kind {
            *length = args.len() as u32;
        }
    }
    Ok(Value::object(a))
}

/// ECMA-262 sec-array.isarray
pub(crate) fn is_array(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    Ok(Value::bool(vm.is_array_through_proxies(arg(args, 0))?))
}

/// `this` of Array.from / Array.of when it is a constructor other than %Array% (a
/// subclass or any other constructor), which then makes the result (ECMA-262
/// sec-array.from step 4 / sec-array.of step 4: IsConstructor(C)).
fn custom_array_ctor(vm: &Vm, this: Value) -> Option<Value> {
    let o = this.as_object()?;
    let is_array_ctor = matches!(vm.heap.get(o).kind,
        ObjectKind::Native { id, .. } if id == NativeId::Array.raw());
    (!is_array_ctor && vm.is_constructor(this)).then_some(this)
}

/// Fills `a` (made by a custom constructor) with `values` and sets its length
/// (CreateDataPropertyOrThrow per element, then Set(A, "length", len, true)).
fn fill_constructed(vm: &mut Vm, a: Value, values: &[Value]) -> JsResult<Value> {
    let a =
        a.as_object().ok_or_else(|| vm.type_error("The constructor did not return an object"))?;
    for (i, &v) in values.iter().enumerate() {
        let key = vm.index_key(i as u64)?;
        vm.create_data_property_or_throw(a, key, v)?;
    }
    vm.set_length(a, values.len() as u64)?;
    Ok(Value::object(a))
}

/// ECMA-262 sec-array.of
pub(crate) fn of(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    if let Some(c) = custom_array_ctor(vm, this) {
        let a = vm.construct(c, &[Value::from_usize(args.len())], c)?;
        return fill_constructed(vm, a, args);
    }
    Ok(Value::object(vm.array_from_list(args)?))
}

/// ECMA-262 sec-array.from (iterables and array-likes).
pub(crate) fn from(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let ctor = custom_array_ctor(vm, this);
    let items = arg(args, 0);
    let map = arg(args, 1);
    if !map.is_undefined() && !vm.is_callable(map) {
        return Err(vm.type_error("Array.from: mapper is not a function"));
    }
    let this_arg = arg(args, 2);
    let iter_key = PropertyKey::Symbol(vm.realm.symbols.iterator);
    let using = if items.is_nullish() {
        return Err(vm.type_error("Array.from requires an array-like object"));
    } else {
        let o = vm.to_object(items)?;
        vm.get(o, iter_key, items)?
    };
    // Step 5.a / 12: a custom constructor is called before any element is read.
    let mut array_like_len = None;
    let constructed = match ctor {
        Some(c) if !using.is_nullish() => Some(vm.construct(c, &[], c)?),
        Some(c) => {
            let o = vm.to_object(items)?;
            let len = vm.length_of_array_like(o)?;
            array_like_len = Some(len);
            Some(vm.construct(c, &[Value::number(len as f64)], c)?)
        }
        None => None,
    };
    // Step 5.e with a custom constructor: each value is defined on A as it comes, and a
    // failing definition closes the iterator (step 5.e.viii).
    if let Some(a) = constructed
        && !using.is_nullish()
    {
        let a = a
            .as_object()
            .ok_or_else(|| vm.type_error("The constructor did not return an object"))?;
        let (it, next) = vm.get_iterator_from_method(items, using)?;
        // The mapper runs with collections allowed (call_rooted): A, the iterator and
        // its next method are rooted; each mapped value is stored right after its call.
        let mark = root_for_callbacks(vm, &[Value::object(a), it, next, map, this_arg]);
        let r = (|| {
            let mut k: u64 = 0;
            while let Some(v) = vm.iterator_step_value(it, next)? {
                if k >= (1 << 53) - 1 {
                    let e = vm.type_error("Array.from: too many elements");
                    vm.iterator_close_quiet(it);
                    return Err(e);
                }
                let r = (|| {
                    let v = if map.is_undefined() {
                        v
                    } else {
                        let args = [v, Value::number(k as f64)];
                        vm.call_rooted(map, this_arg, &args, Value::UNDEFINED)?
                    };
                    let key = vm.index_key(k)?;
                    vm.create_data_property_or_throw(a, key, v)
                })();
                if let Err(e) = r {
                    if let crate::vm::Throw::Exception(_) = e {
                        vm.iterator_close_quiet(it);
                    }
                    return Err(e);
                }
                k += 1;
            }
            vm.set_length(a, k)?;
            Ok(Value::object(a))
        })();
        vm.temps.truncate(mark);
        return r;
    }
    let mapped_while_iterating = !using.is_nullish() && !map.is_undefined();
    let mut values = if mapped_while_iterating {
        // The mapper runs per step; if it throws, the iterator is closed (sec-array.from
        // step 5.e.vi.2).
        let (it, next) = vm.get_iterator_from_method(items, using)?;
        // The mapped values collect in `Vm::temps` (rooted), since the mapper runs with
        // collections allowed.
        let mark = root_for_callbacks(vm, &[it, next, map, this_arg]);
        let base = vm.temps.len();
        let r = (|| {
            while let Some(v) = vm.iterator_step_value(it, next)? {
                let count = vm.temps.len() - base;
                vm.charge_native_list(count)?;
                if count >= u32::MAX as usize - 1 {
                    let e = vm.type_error("Array.from: too many elements");
                    vm.iterator_close_quiet(it);
                    return Err(e);
                }
                let args = [v, Value::from_usize(count)];
                match vm.call_rooted(map, this_arg, &args, Value::UNDEFINED) {
                    Ok(m) => vm.temps.push(m),
                    Err(e) => {
                        if let crate::vm::Throw::Exception(_) = e {
                            vm.iterator_close_quiet(it);
                        }
                        return Err(e);
                    }
                }
            }
            Ok(vm.temps[base..].to_vec())
        })();
        vm.temps.truncate(mark);
        r?
    } else if !using.is_nullish() {
        vm.iterate_to_list(items, using)?
    } else {
        let o = vm.to_object(items)?;
        let len = match array_like_len {
            Some(len) => len,
            None => vm.length_of_array_like(o)?,
        };
        // ArrayCreate(len) comes first in the spec (sec-array.from step 12).
        if len > u32::MAX as u64 {
            return Err(vm.range_error("Invalid array length"));
        }
        let mut v = Vec::new();
        for i in 0..len {
            vm.charge_native_list(v.len())?;
            v.push(vm.get_index(o, i)?);
        }
        v
    };
    if !map.is_undefined() && !mapped_while_iterating {
        // Mapped in place in `Vm::temps` (rooted: the mapper may collect), after the
        // constructed array and the mapper itself.
        let mark = root_for_callbacks(vm, &[constructed.unwrap_or_default(), map, this_arg]);
        let base = vm.temps.len();
        vm.temps.extend_from_slice(&values);
        let r = (|| -> JsResult<()> {
            for i in 0..values.len() {
                let args = [vm.temps[base + i], Value::from_usize(i)];
                vm.temps[base + i] = vm.call_rooted(map, this_arg, &args, Value::UNDEFINED)?;
            }
            Ok(())
        })();
        if r.is_ok() {
            let n = values.len();
            values.copy_from_slice(&vm.temps[base..base + n]);
        }
        vm.temps.truncate(mark);
        r?;
    }
    if let Some(a) = constructed {
        return fill_constructed(vm, a, &values);
    }
    Ok(Value::object(vm.array_from_list(&values)?))
}

/// ECMA-262 sec-array.prototype.push
pub(crate) fn push(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    if let Some(a) = this.as_object()
        && args.len() == 1
        && vm.array_push_fast(a, args[0])
    {
        return Ok(Value::from_u32(vm.array_length(a).unwrap_or(0)));
    }
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    if len + args.len() as u64 > 9007199254740991 {
        return Err(vm.type_error("Pushing past the maximum array length"));
    }
    for (i, &v) in args.iter().enumerate() {
        vm.set_index(o, len + i as u64, v)?;
    }
    let new_len = len + args.len() as u64;
    vm.set_length(o, new_len)?;
    Ok(Value::number(new_len as f64))
}

/// ECMA-262 sec-array.prototype.pop
pub(crate) fn pop(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    // Fast path: a dense array with writable length.
    let obj = vm.heap.get_mut(o);
    if let ObjectKind::Array { length, length_writable: true } = &mut obj.kind
        && obj.elements.len() == *length as usize
        && *length > 0
        && obj.elements.last().is_some_and(|v| !v.is_hole())
    {
        *length -= 1;
        return Ok(obj.elements.pop().unwrap_or_default());
    }
    let len = vm.length_of_array_like(o)?;
    if len == 0 {
        vm.set_length(o, 0)?;
        return Ok(Value::UNDEFINED);
    }
    let v = vm.get_index(o, len - 1)?;
    delete_index_or_throw(vm, o, len - 1)?;
    vm.set_length(o, len - 1)?;
    Ok(v)
}

/// DeletePropertyOrThrow(o, index) (ECMA-262 sec-deletepropertyorthrow): an element
/// that refuses to go (non-configurable) is a TypeError.
pub(super) fn delete_index_or_throw(vm: &mut Vm, o: Handle<JsObject>, index: u64) -> JsResult<()> {
    let key = vm.index_key(index)?;
    if vm.delete(o, key)? {
        Ok(())
    } else {
        let key = vm.key_display(key);
        Err(vm.type_error(&format!("Cannot delete property '{key}'")))
    }
}

/// ECMA-262 sec-array.prototype.shift
pub(crate) fn shift(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    // Fast path, O(1) amortized: the elements move down by dropping the first one
    // (`Elements::pop_front`). Holes move down as the absent properties they are when
    // nothing on the prototype chain is indexed (steps 6-7 then delete where a hole
    // lands); extensibility is needed for a value that lands on a hole.
    if vm.heap.get(o).extensible && vm.holes_are_absent(o) {
        let obj = vm.heap.get_mut(o);
        if let ObjectKind::Array { length, length_writable: true } = &mut obj.kind
            && obj.elements.len() == *length as usize
        {
            if *length == 0 {
                return Ok(Value::UNDEFINED);
            }
            *length -= 1;
            let first = obj.elements.pop_front().unwrap_or(Value::HOLE);
            return Ok(if first.is_hole() { Value::UNDEFINED } else { first });
        }
    }
    let len = vm.length_of_array_like(o)?;
    if len == 0 {
        vm.set_length(o, 0)?;
        return Ok(Value::UNDEFINED);
    }
    let first = vm.get_index(o, 0)?;
    for k in 1..len {
        if vm.has_index(o, k)? {
            let v = vm.get_index(o, k)?;
            vm.set_index(o, k - 1, v)?;
        } else {
            delete_index_or_throw(vm, o, k - 1)?;
        }
    }
    delete_index_or_throw(vm, o, len - 1)?;
    vm.set_length(o, len - 1)?;
    Ok(first)
}

/// ECMA-262 sec-array.prototype.unshift
pub(crate) fn unshift(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    // Fast path, O(len(args)) amortized: the arguments go into the room in front of
    // the elements (`Elements::prepend`); holes move up as absent properties, as in
    // `shift`. The length must stay an array length.
    if !args.is_empty() && vm.heap.get(o).extensible && vm.holes_are_absent(o) {
        let fits = match vm.heap.get(o).kind {
            ObjectKind::Array { length, length_writable: true } => {
                vm.heap.get(o).elements.len() == length as usize
                    && u64::from(length) + args.len() as u64 <= u64::from(u32::MAX - 1)
            }
            _ => false,
        };
        if fits {
            let length = vm.heap.update(o, |obj| {
                obj.elements.prepend(args);
                match &mut obj.kind {
                    ObjectKind::Array { length, .. } => {
                        *length += args.len() as u32;
                        *length
                    }
                    _ => 0,
                }
            })?;
            return Ok(Value::number(f64::from(length)));
        }
    }
    let len = vm.length_of_array_like(o)?;
    let n = args.len() as u64;
    if n > 0 {
        if len + n > 9_007_199_254_740_991 {
            return Err(vm.type_error("Array.prototype.unshift: length exceeds 2^53 - 1"));
        }
        let mut k = len;
        while k > 0 {
            if vm.has_index(o, k - 1)? {
                let v = vm.get_index(o, k - 1)?;
                vm.set_index(o, k - 1 + n, v)?;
            } else {
                delete_index_or_throw(vm, o, k - 1 + n)?;
            }
            k -= 1;
        }
        for (j, &v) in args.iter().enumerate() {
            vm.set_index(o, j as u64, v)?;
        }
    }
    vm.set_length(o, len + n)?;
    Ok(Value::number((len + n) as f64))
}

/// ECMA-262 sec-array.prototype.join
pub(crate) fn join(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let sep = if arg(args, 0).is_undefined() { None } else { Some(vm.to_string(arg(args, 0))?) };
    // The separator is copied: a getter of an element may collect, and `sep` is rooted
    // nowhere.
    let mut sep_text = TextBuilder::default();
    sep_text.push_str(match sep {
        Some(s) => vm.flat(s),
        None => Str::Latin1(b","),
    });
    if vm.join_stack_contains(o) {
        return Ok(vm.atom_value(names::EMPTY));
    }
    vm.temps.push(Value::object(o));
    vm.join_stack.push(o);
    let result = (|| -> JsResult<Handle<JsString>> {
        let mut out = TextBuilder::default();
        // The buffer stays within the string length limit and the heap's room, and a
        // long join polls the interrupt flag (lengths go up to 2^53 - 1).
        let mut room = vm.string_room_units();
        for i in 0..len {
            if out.len() >= room {
                vm.check_string_room(out.len())?;
                room = vm.string_room_units();
            }
            if i % 1024 == 1023 {
                vm.limits.tick().map_err(crate::vm::Throw::Terminate)?;
            }
            if i > 0 {
                out.push_str(sep_text.as_str());
            }
            let e = vm.get_index(o, i)?;
            if !e.is_nullish() {
                let s = vm.to_string(e)?;
                out.push_str(vm.flat(s));
            }
        }
        Ok(vm.heap.alloc(out.into_string())?)
    })();
    vm.join_stack.pop();
    vm.temps.pop();
    Ok(Value::string(result?))
}

/// ECMA-262 sec-array.prototype.tolocalestring (separator ","; a cycle joins as "", as
/// `join` does).
pub(crate) fn to_locale_string(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    if vm.join_stack_contains(o) {
        return Ok(vm.atom_value(names::EMPTY));
    }
    vm.temps.push(Value::object(o));
    vm.join_stack.push(o);
    let result = join_locale(vm, len, |vm, i| vm.get_index(o, i));
    vm.join_stack.pop();
    vm.temps.pop();
    Ok(Value::string(result?))
}

/// The loop that Array and %TypedArray% `toLocaleString` share: the `len` elements that
/// `get` reads, each but null and undefined turned to a string by
/// Invoke(element, "toLocaleString"), joined with ",".
pub(crate) fn join_locale(
    vm: &mut Vm,
    len: u64,
    mut get: impl FnMut(&mut Vm, u64) -> JsResult<Value>,
) -> JsResult<Handle<JsString>> {
    let key = vm.key("toLocaleString")?;
    let mut out: Vec<u16> = Vec::new();
    for i in 0..len {
        vm.check_string_room(out.len())?;
        if i % 1024 == 1023 {
            vm.limits.tick().map_err(crate::vm::Throw::Terminate)?;
        }
        if i > 0 {
            out.push(b',' as u16);
        }
        let e = get(vm, i)?;
        if !e.is_nullish() {
            let f = vm.get_v(e, key)?;
            if !vm.is_callable(f) {
                return Err(vm.type_error("toLocaleString is not a function"));
            }
            let r = vm.call(f, e, &[])?;
            let s = vm.to_string(r)?;
            vm.flat(s).push_to(&mut out);
        }
    }
    vm.alloc_units(out)
}

impl Vm {
    /// Whether `o` is being joined further up the stack (cycle guard of join/toString).
    fn join_stack_contains(&self, o: Handle<JsObject>) -> bool {
        self.join_stack.contains(&o)
    }
}

/// ECMA-262 sec-array.prototype.tostring
pub(crate) fn to_string(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let f = vm.get(o, PropertyKey::Atom(names::JOIN), Value::object(o))?;
    if vm.is_callable(f) {
        return vm.call(f, Value::object(o), &[]);
    }
    super::object::to_string(vm, Value::object(o), &[], cx)
}

/// ECMA-262 sec-array.prototype.indexof
pub(crate) fn index_of(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    if len == 0 {
        return Ok(Value::int(-1));
    }
    let n = vm.to_integer_or_infinity(arg(args, 1))?;
    if n >= len as f64 {
        return Ok(Value::int(-1));
    }
    let start = relative(n, len);
    let target = arg(args, 0);
    for i in start..len {
        if vm.has_index(o, i)? {
            let v = vm.get_index(o, i)?;
            if vm.strict_equals(v, target) {
                return Ok(Value::number(i as f64));
            }
        }
    }
    Ok(Value::int(-1))
}

/// ECMA-262 sec-array.prototype.lastindexof
pub(crate) fn last_index_of(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    if len == 0 {
        return Ok(Value::int(-1));
    }
    let n = if args.len() > 1 { vm.to_integer_or_infinity(args[1])? } else { len as f64 - 1.0 };
    let start = if n >= 0.0 { n.min(len as f64 - 1.0) } else { len as f64 + n };
    if start < 0.0 {
        return Ok(Value::int(-1));
    }
    let target = arg(args, 0);
    let mut i = start as u64 + 1;
    while i > 0 {
        i -= 1;
        if vm.has_index(o, i)? {
            let v = vm.get_index(o, i)?;
            if vm.strict_equals(v, target) {
                return Ok(Value::number(i as f64));
            }
        }
    }
    Ok(Value::int(-1))
}

/// ECMA-262 sec-array.prototype.includes
pub(crate) fn includes(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    if len == 0 {
        return Ok(Value::FALSE);
    }
    let n = vm.to_integer_or_infinity(arg(args, 1))?;
    let start = relative(n, len);
    let target = arg(args, 0);
    for i in start..len {
        let v = vm.get_index(o, i)?;
        if vm.same_value_zero(v, target) {
            return Ok(Value::TRUE);
        }
    }
    Ok(Value::FALSE)
}

/// ECMA-262 sec-array.prototype.slice
pub(crate) fn slice(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let start = relative(vm.to_integer_or_infinity(arg(args, 0))?, len);
    let end = if arg(args, 1).is_undefined() {
        len
    } else {
        relative(vm.to_integer_or_infinity(arg(args, 1))?, len)
    };
    let count = end.saturating_sub(start);
    let species = vm.array_species_constructor(o)?;
    if species.is_none() && vm.is_dense_array(o) {
        let items = vm.heap.get(o).elements[start as usize..(start + count) as usize].to_vec();
        return Ok(Value::object(vm.array_from_list(&items)?));
    }
    // The species constructor read above, not read again.
    let a = match species {
        None if count > u64::from(u32::MAX) => {
            return Err(vm.range_error("Invalid array length"));
        }
        None => vm.array_create(count as u32)?,
        Some(c) => {
            let a = vm.construct(c, &[Value::number(count as f64)], c)?;
            a.as_object()
                .ok_or_else(|| vm.type_error("The species constructor did not return an object"))?
        }
    };
    let mut n = 0u64;
    for k in start..end {
        if vm.has_index(o, k)? {
            let v = vm.get_index(o, k)?;
            let key = vm.index_key(n)?;
            vm.create_data_property_or_throw(a, key, v)?;
        }
        n += 1;
    }
    vm.set_length(a, n)?;
    Ok(Value::object(a))
}

/// ECMA-262 sec-array.prototype.splice
pub(crate) fn splice(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let start = relative(vm.to_integer_or_infinity(arg(args, 0))?, len);
    let delete_count = match args.len() {
        0 => 0,
        1 => len - start,
        _ => (vm.to_integer_or_infinity(args[1])?.max(0.0) as u64).min(len - start),
    };
    let items: Vec<Value> = args.iter().skip(2).copied().collect();
    if len + items.len() as u64 - delete_count > 9_007_199_254_740_991 {
        return Err(vm.type_error("Array.prototype.splice: length exceeds 2^53 - 1"));
    }
    let removed = vm.array_species_create(o, delete_count)?;
    for k in 0..delete_count {
        if vm.has_index(o, start + k)? {
            let v = vm.get_index(o, start + k)?;
            vm.create_data_property_or_throw(removed, PropertyKey::Index(k as u32), v)?;
        }
    }
    vm.set_length(removed, delete_count)?;
    let item_count = items.len() as u64;
    if item_count < delete_count {
        for k in start..len - delete_count {
            let from = k + delete_count;
            let to = k + item_count;
            if vm.has_index(o, from)? {
                let v = vm.get_index(o, from)?;
                vm.set_index(o, to, v)?;
            } else {
                delete_index_or_throw(vm, o, to)?;
            }
        }
        let mut k = len;
        while k > len - delete_count + item_count {
            delete_index_or_throw(vm, o, k - 1)?;
            k -= 1;
        }
    } else if item_count > delete_count {
        let mut k = len - delete_count;
        while k > start {
            let from = k + delete_count - 1;
            let to = k + item_count - 1;
            if vm.has_index(o, from)? {
                let v = vm.get_index(o, from)?;
                vm.set_index(o, to, v)?;
            } else {
                delete_index_or_throw(vm, o, to)?;
            }
            k -= 1;
        }
    }
    for (i, &v) in items.iter().enumerate() {
        vm.set_index(o, start + i as u64, v)?;
    }
    vm.set_length(o, len - delete_count + item_count)?;
    Ok(Value::object(removed))
}

/// ECMA-262 sec-array.prototype.concat
pub(crate) fn concat(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let a = vm.array_species_create(o, 0)?;
    let mut n: u64 = 0;
    let spreadable = PropertyKey::Symbol(vm.realm.symbols.is_concat_spreadable);
    let items: Vec<Value> =
        core::iter::once(Value::object(o)).chain(args.iter().copied()).collect();
    for e in items {
        let spread = match e.as_object() {
            Some(eo) => {
                let s = vm.get(eo, spreadable, e)?;
                if s.is_undefined() { vm.is_array_through_proxies(e)? } else { vm.to_boolean(s) }
            }
            None => false,
        };
        if let (true, Some(eo)) = (spread, e.as_object()) {
            let len = vm.length_of_array_like(eo)?;
            if n + len > 9_007_199_254_740_991 {
                return Err(vm.type_error("Array.prototype.concat: length exceeds 2^53 - 1"));
            }
            for k in 0..len {
                // A sparse array-like may have a huge length: stay stoppable by fuel
                // and the interrupt flag.
                vm.limits.tick().map_err(crate::vm::Throw::Terminate)?;
                if vm.has_index(eo, k)? {
                    let v = vm.get_index(eo, k)?;
                    let key = vm.index_key(n)?;
                    vm.create_data_property_or_throw(a, key, v)?;
                }
                n += 1;
            }
        } else {
            if n >= 9_007_199_254_740_991 {
                return Err(vm.type_error("Array.prototype.concat: length exceeds 2^53 - 1"));
            }
            let key = vm.index_key(n)?;
            vm.create_data_property_or_throw(a, key, e)?;
            n += 1;
        }
    }
    vm.set_length(a, n)?;
    Ok(Value::object(a))
}

/// Shared loop of the iteration methods: calls `f(value, index)` for present indices.
fn each(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    what: &str,
    mut visit: impl FnMut(&mut Vm, Value, u64, Value) -> JsResult<bool>,
) -> JsResult<()> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let f = callback(vm, args, what)?;
    let this_arg = arg(args, 1);
    let mark = root_for_callbacks(vm, &[Value::object(o), f, this_arg]);
    let r = (|| {
        for k in 0..len {
            if vm.has_index(o, k)? {
                let v = vm.get_index(o, k)?;
                let args = [v, Value::number(k as f64), Value::object(o)];
                let r = vm.call_rooted(f, this_arg, &args, Value::UNDEFINED)?;
                if !visit(vm, v, k, r)? {
                    break;
                }
            }
        }
        Ok(())
    })();
    vm.temps.truncate(mark);
    r
}

/// Roots `values` in `Vm::temps` (returning the mark to truncate back to) so that the
/// callbacks of an iteration method can be called with `call_rooted`: collections then
/// run inside the callbacks, so that a long `forEach` or `map` frees the garbage its
/// iterations leave (under `Vm::call` nothing is collected until the method returns).
/// Everything the method keeps in Rust locals across a callback must be rooted here,
/// or be an argument of that call (rooted for its duration).
pub(super) fn root_for_callbacks(vm: &mut Vm, values: &[Value]) -> usize {
    let mark = vm.temps.len();
    vm.temps.extend_from_slice(values);
    mark
}

/// ECMA-262 sec-array.prototype.map
pub(crate) fn map(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let f = callback(vm, args, "Array.prototype.map")?;
    let this_arg = arg(args, 1);
    // ArraySpeciesCreate(O, len): the result has its length from the start; nothing
    // sets it afterwards (a species constructor would observe that).
    let a = vm.array_species_create(o, len)?;
    let mark = root_for_callbacks(vm, &[Value::object(a), Value::object(o), f, this_arg]);
    let mut fill = || -> JsResult<()> {
        for k in 0..len {
            if vm.has_index(o, k)? {
                let v = vm.get_index(o, k)?;
                let args = [v, Value::number(k as f64), Value::object(o)];
                let r = vm.call_rooted(f, this_arg, &args, Value::UNDEFINED)?;
                // `r` is only in this local until it is stored: no collection can run
                // before (index_key and CreateDataProperty call JS only under the
                // barrier).
                if !vm.array_define_next_element(a, k, r)? {
                    let key = vm.index_key(k)?;
                    vm.create_data_property_or_throw(a, key, r)?;
                }
            }
        }
        Ok(())
    };
    let r = fill();
    vm.temps.truncate(mark);
    r?;
    Ok(Value::object(a))
}

/// ECMA-262 sec-array.prototype.filter
pub(crate) fn filter(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let f = callback(vm, args, "Array.prototype.filter")?;
    let this_arg = arg(args, 1);
    let (a, species) = filter_result(vm, o)?;
    // The kept values wait in `temps` (above the rooted inputs) until the result is
    // made: collections run inside the callbacks.
    let mark = root_for_callbacks(vm, &[Value::object(a), Value::object(o), f, this_arg]);
    let kept_from = vm.temps.len();
    let r = (|| -> JsResult<()> {
        let mut to = 0u64;
        for k in 0..len {
            if vm.has_index(o, k)? {
                let v = vm.get_index(o, k)?;
                let args = [v, Value::number(k as f64), Value::object(o)];
                let r = vm.call_rooted(f, this_arg, &args, Value::UNDEFINED)?;
                if vm.to_boolean(r) {
                    if species {
                        let key = vm.index_key(to)?;
                        vm.create_data_property_or_throw(a, key, v)?;
                        to += 1;
                    } else {
                        vm.temps.push(v);
                    }
                }
            }
        }
        Ok(())
    })();
    let out = vm.temps.split_off(kept_from);
    vm.temps.truncate(mark);
    r?;
    if !species {
        let len = out.len() as u32;
        vm.set_elements(a, out)?;
        if let ObjectKind::Array { length, .. } = &mut vm.heap.get_mut(a).kind {
            *length = len;
        }
    }
    Ok(Value::object(a))
}

/// ECMA-262 sec-array.prototype.foreach
pub(crate) fn for_each(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    each(vm, this, args, "Array.prototype.forEach", |_, _, _, _| Ok(true))?;
    Ok(Value::UNDEFINED)
}

/// ECMA-262 sec-array.prototype.some
pub(crate) fn some(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let mut found = false;
    each(vm, this, args, "Array.prototype.some", |vm, _, _, r| {
        found = vm.to_boolean(r);
        Ok(!found)
    })?;
    Ok(Value::bool(found))
}

/// ECMA-262 sec-array.prototype.every
pub(crate) fn every(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let mut all = true;
    each(vm, this, args, "Array.prototype.every", |vm, _, _, r| {
        all = vm.to_boolean(r);
        Ok(all)
    })?;
    Ok(Value::bool(all))
}

/// FindViaPredicate (ECMA-262 sec-findviapredicate), ascending or descending.
pub(super) fn find_via_predicate(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    want_index: bool,
    descending: bool,
    what: &str,
) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let f = callback(vm, args, what)?;
    let this_arg = arg(args, 1);
    // `v` is an argument of its call and returned right after it.
    let mark = root_for_callbacks(vm, &[Value::object(o), f, this_arg]);
    let r = (|| {
        for step in 0..len {
            let k = if descending { len - 1 - step } else { step };
            let v = vm.get_index(o, k)?;
            let args = [v, Value::number(k as f64), Value::object(o)];
            let r = vm.call_rooted(f, this_arg, &args, Value::UNDEFINED)?;
            if vm.to_boolean(r) {
                return Ok(if want_index { Value::number(k as f64) } else { v });
            }
        }
        Ok(if want_index { Value::int(-1) } else { Value::UNDEFINED })
    })();
    vm.temps.truncate(mark);
    r
}

/// ECMA-262 sec-array.prototype.find
pub(crate) fn find(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    find_via_predicate(vm, this, args, false, false, "Array.prototype.find")
}

/// ECMA-262 sec-array.prototype.findindex
pub(crate) fn find_index(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    find_via_predicate(vm, this, args, true, false, "Array.prototype.findIndex")
}

/// ArraySpeciesCreate(O, 0) of `filter` (sec-array.prototype.filter step 5), and
/// whether it came from a species constructor, which then observes each
/// CreateDataPropertyOrThrow in order; a plain result array does not.
pub(crate) fn filter_result(
    vm: &mut Vm,
    o: Handle<JsObject>,
) -> JsResult<(Handle<JsObject>, bool)> {
    match vm.array_species_constructor(o)? {
        Some(c) => {
            let a = vm.construct(c, &[Value::int(0)], c)?;
            let a = a
                .as_object()
                .ok_or_else(|| vm.type_error("The species constructor did not return an object"))?;
            Ok((a, true))
        }
        None => Ok((vm.array_create(0)?, false)),
    }
}

/// The accumulator `reduce` (or, `descending`, `reduceRight`) starts from, and how many
/// indices it has taken from its end of the array (sec-array.prototype.reduce and
/// sec-array.prototype.reduceright steps 4-8): `initial` when given, or else the first
/// (last) present element.
pub(crate) fn reduce_start(
    vm: &mut Vm,
    o: Handle<JsObject>,
    len: u64,
    initial: Option<Value>,
    descending: bool,
) -> JsResult<(Value, u64)> {
    if let Some(v) = initial {
        return Ok((v, 0));
    }
    for step in 0..len {
        let k = if descending { len - 1 - step } else { step };
        if vm.has_index(o, k)? {
            return Ok((vm.get_index(o, k)?, step + 1));
        }
    }
    Err(vm.type_error("Reduce of empty array with no initial value"))
}

/// ECMA-262 sec-array.prototype.reduce
pub(crate) fn reduce(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let f = callback(vm, args, "Array.prototype.reduce")?;
    let (mut acc, mut k) = reduce_start(vm, o, len, args.get(1).copied(), false)?;
    // The accumulator is an argument of each callback call (rooted there) and is
    // otherwise held only between calls, where nothing collects.
    let mark = root_for_callbacks(vm, &[Value::object(o), f]);
    let r = (|| {
        while k < len {
            if vm.has_index(o, k)? {
                let v = vm.get_index(o, k)?;
                let args = [acc, v, Value::number(k as f64), Value::object(o)];
                acc = vm.call_rooted(f, Value::UNDEFINED, &args, Value::UNDEFINED)?;
            }
            k += 1;
        }
        Ok(acc)
    })();
    vm.temps.truncate(mark);
    r
}

/// ECMA-262 sec-array.prototype.reverse
pub(crate) fn reverse(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    if vm.is_dense_array(o) {
        vm.heap.get_mut(o).elements.reverse();
        return Ok(Value::object(o));
    }
    let len = vm.length_of_array_like(o)?;
    let mut lower = 0;
    while lower < len / 2 {
        let upper = len - 1 - lower;
        // Steps 7.c-h: each HasProperty is followed by its Get.
        let le = vm.has_index(o, lower)?;
        let lv = if le { vm.get_index(o, lower)? } else { Value::UNDEFINED };
        let ue = vm.has_index(o, upper)?;
        let uv = if ue { vm.get_index(o, upper)? } else { Value::UNDEFINED };
        if ue {
            vm.set_index(o, lower, uv)?;
        } else if le {
            delete_index_or_throw(vm, o, lower)?;
        }
        if le {
            vm.set_index(o, upper, lv)?;
        } else if ue {
            delete_index_or_throw(vm, o, upper)?;
        }
        lower += 1;
    }
    Ok(Value::object(o))
}

/// ECMA-262 sec-array.prototype.sort (a stable merge sort; SortCompare). A call from
/// the dispatch loop with a plain closure as comparator runs as a [`SortTask`] instead
/// (`Vm::sort_start`): the comparator's frames then run in the caller's loop.
///
/// [`SortTask`]: crate::interp::native_task::SortTask
pub(crate) fn sort(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let cmp = arg(args, 0);
    let (o, items, holes) = sort_collect(vm, this, cmp)?;
    // The object is only in this local (a boxed primitive `this`) while the comparator
    // runs, and collections run inside it.
    let mark = root_for_callbacks(vm, &[Value::object(o)]);
    let items = sort_values(vm, cmp, items);
    vm.temps.truncate(mark);
    sort_write_back(vm, o, items?, holes)
}

/// Array.prototype.sort steps 1-5: checks the comparator and reads the object's values
/// (SortIndexedProperties with holes skipped): (object, values, holes).
pub(crate) fn sort_collect(
    vm: &mut Vm,
    this: Value,
    cmp: Value,
) -> JsResult<(Handle<JsObject>, Vec<Value>, u64)> {
    if !cmp.is_undefined() && !vm.is_callable(cmp) {
        return Err(vm.type_error("The comparison function must be either a function or undefined"));
    }
    let o = vm.to_object(this)?;
    // A dense array's elements are own writable data properties: each HasProperty and
    // Get of the loop below would just read them.
    if vm.is_dense_array(o) {
        return Ok((o, vm.heap.get(o).elements.to_vec(), 0));
    }
    let len = vm.length_of_array_like(o)?;
    let mut items = Vec::new();
    for k in 0..len {
        if vm.has_index(o, k)? {
            items.push(vm.get_index(o, k)?);
        }
    }
    let holes = len - items.len() as u64;
    Ok((o, items, holes))
}

/// Array.prototype.sort steps 6-9: writes the sorted values back, then deletes as many
/// indices after them as there were holes.
pub(crate) fn sort_write_back(
    vm: &mut Vm,
    o: Handle<JsObject>,
    sorted: Vec<Value>,
    holes: u64,
) -> JsResult<Value> {
    // Still a dense array of this length (the comparator may have changed it): each Set
    // would write an own writable data element.
    if holes == 0
        && vm.is_dense_array(o)
        && let elements = &mut vm.heap.get_mut(o).elements
        && elements.len() == sorted.len()
    {
        elements.copy_from_slice(&sorted);
        return Ok(Value::object(o));
    }
    let mut k = 0u64;
    for v in sorted {
        vm.set_index(o, k, v)?;
        k += 1;
    }
    for _ in 0..holes {
        delete_index_or_throw(vm, o, k)?;
        k += 1;
    }
    Ok(Value::object(o))
}

/// SortIndexedProperties' sorting step (ECMA-262 sec-sortindexedproperties): a stable
/// bottom-up merge sort of `items` by SortCompare, undefined values last.
///
/// The comparator is called with `call_rooted`, so collections run inside it (a long
/// sort whose comparator allocates frees its garbage as it goes); the values being
/// sorted and the merge buffer therefore live in `Vm::temps`, rooted, and the merge
/// works on indices into them.
pub(super) fn sort_values(vm: &mut Vm, cmp: Value, mut items: Vec<Value>) -> JsResult<Vec<Value>> {
    let undefs = take_undefined(&mut items);
    let mut sorted = merge_sort_rooted(vm, &items, cmp, |vm, left, right| {
        Ok(sort_compare(vm, cmp, right, left)? < 0.0)
    })?;
    sorted.resize(sorted.len() + undefs, Value::UNDEFINED);
    Ok(sorted)
}

/// Removes the undefined values of `items` (they sort last, uncompared): how many.
pub(crate) fn take_undefined(items: &mut Vec<Value>) -> usize {
    let mut undefs = 0;
    items.retain(|v| {
        let u = v.is_undefined();
        undefs += u as usize;
        !u
    });
    undefs
}

/// A stable bottom-up merge sort of `values`: `take_right(vm, left, right)` says whether
/// `right` goes before `left` (it may throw, and may call JS with collections allowed).
/// The values and the merge buffer live in `Vm::temps` while it runs, rooted with
/// `comparator`, and the merge works on indices into them.
pub(super) fn merge_sort_rooted(
    vm: &mut Vm,
    values: &[Value],
    comparator: Value,
    mut take_right: impl FnMut(&mut Vm, Value, Value) -> JsResult<bool>,
) -> JsResult<Vec<Value>> {
    let n = values.len();
    // temps[mark] is the comparator; then two runs of n values that swap roles (source
    // and destination) at each width.
    let mark = root_for_callbacks(vm, &[comparator]);
    vm.temps.extend_from_slice(values);
    vm.temps.extend_from_slice(values);
    let mut merge = MergeSort::new(mark + 1, n);
    let r = (|| loop {
        match merge.next(&mut vm.temps) {
            MergeStep::Compare(..) => {
                // The pair is merged here with its cursors in locals (the comparison
                // `next` asked for is the first of this loop).
                let (src, dst, mid, hi) = (merge.src, merge.dst, merge.mid, merge.hi);
                let (mut l, mut r, mut k) = (merge.l, merge.r, merge.k);
                while l < mid && r < hi {
                    // A comparator cannot shorten `temps` below this sort's mark (every
                    // user of it truncates back to its own mark), so the indices hold.
                    let (left, right) = (vm.temps[src + l], vm.temps[src + r]);
                    if take_right(vm, left, right)? {
                        vm.temps[dst + k] = right;
                        r += 1;
                    } else {
                        vm.temps[dst + k] = left;
                        l += 1;
                    }
                    k += 1;
                }
                (merge.l, merge.r, merge.k) = (l, r, k);
            }
            MergeStep::Done(at) => return Ok(vm.temps[at..at + n].to_vec()),
        }
    })();
    vm.temps.truncate(mark);
    r
}

/// A stable bottom-up merge sort of `n` values at `temps[first..first + n]` (with room
/// for as many after them) that stops at each comparison: [`MergeSort::next`] says which
/// two values to compare, [`MergeSort::answer`] takes the result. Run to completion by
/// `merge_sort_rooted`, and one comparison at a time by a `SortTask`, whose comparator
/// runs in the dispatch loop between the two calls.
#[derive(Clone, Copy, Debug)]
pub(crate) struct MergeSort {
    n: usize,
    /// Where the runs of this width are read from and merged to (absolute `temps` indices).
    src: usize,
    dst: usize,
    width: usize,
    /// The start of the next run pair of this width.
    next: usize,
    /// The run pair being merged: `src[l..mid]` and `src[r..hi]` into `dst[k..]` (none:
    /// both empty).
    l: usize,
    mid: usize,
    r: usize,
    hi: usize,
    k: usize,
}

/// What a [`MergeSort`] needs next.
pub(crate) enum MergeStep {
    /// Compare these two (left, right): does right go first?
    Compare(Value, Value),
    /// Sorted: the values are at `temps[at..at + n]`.
    Done(usize),
}

impl MergeSort {
    /// A sort of the `n` values at `temps[first..]`.
    pub(crate) fn new(first: usize, n: usize) -> MergeSort {
        MergeSort {
            n,
            src: first,
            dst: first + n,
            width: 1,
            next: 0,
            l: 0,
            mid: 0,
            r: 0,
            hi: 0,
            k: 0,
        }
    }

    /// Merges until a comparison is needed, or the sort is done.
    #[inline(always)]
    pub(crate) fn next(&mut self, temps: &mut [Value]) -> MergeStep {
        if self.l < self.mid && self.r < self.hi {
            return MergeStep::Compare(temps[self.src + self.l], temps[self.src + self.r]);
        }
        self.next_pair(temps)
    }

    /// [`MergeSort::next`] at the end of a run pair: the rest of the pair, then the
    /// next pair (and the next width) until a comparison is needed.
    #[inline(never)]
    fn next_pair(&mut self, temps: &mut [Value]) -> MergeStep {
        loop {
            // One run is used up: the rest of the other follows in order.
            let (src, dst) = (self.src, self.dst);
            temps.copy_within(src + self.l..src + self.mid, dst + self.k);
            self.k += self.mid - self.l;
            temps.copy_within(src + self.r..src + self.hi, dst + self.k);
            self.k += self.hi - self.r;
            (self.l, self.r) = (self.mid, self.hi);
            if self.width >= self.n {
                return MergeStep::Done(self.src);
            }
            if self.next >= self.n {
                // Every pair of this width is merged: the next width reads what it wrote.
                core::mem::swap(&mut self.src, &mut self.dst);
                self.width *= 2;
                self.next = 0;
                continue;
            }
            let i = self.next;
            self.mid = (i + self.width).min(self.n);
            self.hi = (i + 2 * self.width).min(self.n);
            (self.l, self.r, self.k) = (i, self.mid, i);
            self.next = self.hi;
            if self.r < self.hi {
                return MergeStep::Compare(temps[self.src + self.l], temps[self.src + self.r]);
            }
        }
    }

    /// The answer to the last [`MergeStep::Compare`]: whether the right value goes first.
    #[inline(always)]
    pub(crate) fn answer(&mut self, temps: &mut [Value], take_right: bool) {
        let from = if take_right { &mut self.r } else { &mut self.l };
        temps[self.dst + self.k] = temps[self.src + *from];
        *from += 1;
        self.k += 1;
    }
}

fn sort_compare(vm: &mut Vm, cmp: Value, x: Value, y: Value) -> JsResult<f64> {
    if !cmp.is_undefined() {
        // The arguments are rooted for the call; `v` is only converted (valueOf runs
        // under the barrier of `Vm::call`).
        let v = vm.call_rooted(cmp, Value::UNDEFINED, &[x, y], Value::UNDEFINED)?;
        let n = vm.to_number(v)?;
        return Ok(if n.is_nan() { 0.0 } else { n });
    }
    if let (Some(a), Some(b)) = (x.as_int(), y.as_int()) {
        // Compare as strings without allocating for same-sign small ints.
        let (sa, sb) = (a.to_string(), b.to_string());
        return Ok(match sa.cmp(&sb) {
            core::cmp::Ordering::Less => -1.0,
            core::cmp::Ordering::Equal => 0.0,
            core::cmp::Ordering::Greater => 1.0,
        });
    }
    let xs = vm.to_string(x)?;
    let ys = vm.to_string(y)?;
    let xu = vm.flat(xs).to_units();
    let yu = vm.flat(ys).to_units();
    Ok(match xu.cmp(&yu) {
        core::cmp::Ordering::Less => -1.0,
        core::cmp::Ordering::Equal => 0.0,
        core::cmp::Ordering::Greater => 1.0,
    })
}

/// ECMA-262 sec-array.prototype.fill
pub(crate) fn fill(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let start = relative(vm.to_integer_or_infinity(arg(args, 1))?, len);
    let end = if arg(args, 2).is_undefined() {
        len
    } else {
        relative(vm.to_integer_or_infinity(arg(args, 2))?, len)
    };
    for k in start..end {
        vm.set_index(o, k, arg(args, 0))?;
    }
    Ok(Value::object(o))
}

fn make_iterator(vm: &mut Vm, this: Value, kind: u8) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let proto = vm.realm.array_iterator_prototype;
    let it = vm.alloc_object(
        ObjectKind::ArrayIterator { target: Value::object(o), index: 0, kind },
        Some(proto),
    )?;
    Ok(Value::object(it))
}

/// ECMA-262 sec-array.prototype.keys
pub(crate) fn keys(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    make_iterator(vm, this, 0)
}

/// ECMA-262 sec-array.prototype.values
pub(crate) fn values(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    make_iterator(vm, this, 1)
}

/// ECMA-262 sec-array.prototype.entries
pub(crate) fn entries(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    make_iterator(vm, this, 2)
}

/// ECMA-262 sec-%arrayiteratorprototype%.next
pub(crate) fn iterator_next(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let Some(it) = this.as_object() else {
        return Err(vm.type_error("next called on a non-iterator"));
    };
    let ObjectKind::ArrayIterator { target, index, kind } = vm.heap.get(it).kind else {
        return Err(vm.type_error("next called on an incompatible receiver"));
    };
    let Some(t) = target.as_object() else { return vm.create_iter_result(Value::UNDEFINED, true) };
    let len = vm.array_iterator_length(t)?;
    if index as u64 >= len {
        if let ObjectKind::ArrayIterator { target, .. } = &mut vm.heap.get_mut(it).kind {
            *target = Value::UNDEFINED;
        }
        return vm.create_iter_result(Value::UNDEFINED, true);
    }
    if let ObjectKind::ArrayIterator { index: i, .. } = &mut vm.heap.get_mut(it).kind {
        *i = index + 1;
    }
    let result = match kind {
        0 => Value::from_u32(index),
        1 => vm.get_index(t, index as u64)?,
        _ => {
            let v = vm.get_index(t, index as u64)?;
            Value::object(vm.array_from_list(&[Value::from_u32(index), v])?)
        }
    };
    vm.create_iter_result(result, false)
}

/// 2^53 - 1, the largest length an array-like may have.
const MAX_SAFE_LENGTH: u64 = 9_007_199_254_740_991;

/// Above this many elements a new array is filled property by property (each growth step
/// charged to the heap limit) instead of through one up-front `Vec`.
const BULK_LIMIT: u64 = 1 << 20;

/// `relative` applied to an argument: ToIntegerOrInfinity, then clamped into 0..=len
/// (negative values count from the end).
fn relative_arg(vm: &mut Vm, v: Value, len: u64) -> JsResult<u64> {
    Ok(relative(vm.to_integer_or_infinity(v)?, len))
}

/// ECMA-262 sec-array.prototype.at
pub(crate) fn at(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let rel = vm.to_integer_or_infinity(arg(args, 0))?;
    let k = if rel >= 0.0 { rel } else { len as f64 + rel };
    if k < 0.0 || k >= len as f64 {
        return Ok(Value::UNDEFINED);
    }
    vm.get_index(o, k as u64)
}

/// ECMA-262 sec-array.prototype.copywithin
pub(crate) fn copy_within(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let mut to = relative_arg(vm, arg(args, 0), len)?;
    let mut from = relative_arg(vm, arg(args, 1), len)?;
    let end = arg(args, 2);
    let fin = if end.is_undefined() { len } else { relative_arg(vm, end, len)? };
    let mut count = fin.saturating_sub(from).min(len - to);
    let backwards = from < to && to < from + count;
    if backwards {
        from += count - 1;
        to += count - 1;
    }
    while count > 0 {
        if vm.has_index(o, from)? {
            let v = vm.get_index(o, from)?;
            vm.set_index(o, to, v)?;
        } else {
            delete_index_or_throw(vm, o, to)?;
        }
        if backwards {
            // `from`/`to` reach 0 only on the last step, when `count` becomes 0.
            from = from.saturating_sub(1);
            to = to.saturating_sub(1);
        } else {
            from += 1;
            to += 1;
        }
        count -= 1;
    }
    Ok(Value::object(o))
}

/// ECMA-262 sec-array.prototype.findlast
pub(crate) fn find_last(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    find_via_predicate(vm, this, args, false, true, "Array.prototype.findLast")
}

/// ECMA-262 sec-array.prototype.findlastindex
pub(crate) fn find_last_index(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    find_via_predicate(vm, this, args, true, true, "Array.prototype.findLastIndex")
}

/// ECMA-262 sec-array.prototype.reduceright
pub(crate) fn reduce_right(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.to_object(this)?;
    let len = vm.length_of_array_like(o)?;
    let f = callback(vm, args, "Array.prototype.reduceRight")?;
    // `k` counts down; `k == 0` means every index has been visited.
    let (mut acc, taken) = reduce_start(vm, o, len, args.get(1).copied(), true)?;
    let mut k = len - taken;
    // As in reduce: the accumulator is an argument of each call (rooted there) and is
    // otherwise held only between calls, where nothing collects.
    let mark = root_for_callbacks(vm, &[Value::object(o), f]);
    let r = (|| {
        while k > 0 {
            k -= 1;
            if vm.has_index(o, k)? {
                let v = vm.get_index(o, k)?;
                let args = [acc, v, Value::number(k as f64), Value::object(o)];
                acc = vm.call_rooted(f, Value::UNDEFINED, &args, Value::UNDEFINED)?;
            }
        }
        Ok(acc)
    })();
    vm.temps.truncate(mark);
    r
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    Array;
    Array = ("Array", 1, true, constructor),
    ArrayIsArray = ("isArray", 1, false, is_array),
    ArrayOf = ("of", 0, false, of),
    ArrayFrom = ("from", 1, false, from),
    ArrayProtoPush = ("push", 1, false, push),
    ArrayProtoPop = ("pop", 0, false, pop),
    ArrayProtoShift = ("shift", 0, false, shift),
    ArrayProtoUnshift = ("unshift", 1, false, unshift),
    ArrayProtoJoin = ("join", 1, false, join),
    ArrayProtoToString = ("toString", 0, false, to_string),
    ArrayProtoIndexOf = ("indexOf", 1, false, index_of),
    ArrayProtoLastIndexOf = ("lastIndexOf", 1, false, last_index_of),
    ArrayProtoIncludes = ("includes", 1, false, includes),
    ArrayProtoSlice = ("slice", 2, false, slice),
    ArrayProtoSplice = ("splice", 2, false, splice),
    ArrayProtoConcat = ("concat", 1, false, concat),
    ArrayProtoMap = ("map", 1, false, map),
    ArrayProtoFilter = ("filter", 1, false, filter),
    ArrayProtoForEach = ("forEach", 1, false, for_each),
    ArrayProtoReduce = ("reduce", 1, false, reduce),
    ArrayProtoSome = ("some", 1, false, some),
    ArrayProtoEvery = ("every", 1, false, every),
    ArrayProtoFind = ("find", 1, false, find),
    ArrayProtoFindIndex = ("findIndex", 1, false, find_index),
    ArrayProtoReverse = ("reverse", 0, false, reverse),
    ArrayProtoSort = ("sort", 1, false, sort),
    ArrayProtoFill = ("fill", 1, false, fill),
    ArrayProtoKeys = ("keys", 0, false, keys),
    ArrayProtoValues = ("values", 0, false, values),
    ArrayProtoEntries = ("entries", 0, false, entries),
    ArrayIteratorNext = ("next", 0, false, iterator_next),
    ArrayProtoAt = ("at", 1, false, at),
    ArrayProtoCopyWithin = ("copyWithin", 2, false, copy_within),
    ArrayProtoFindLast = ("findLast", 1, false, find_last),
    ArrayProtoFindLastIndex = ("findLastIndex", 1, false, find_last_index),
    ArrayProtoFlat = ("flat", 0, false, flatten::flat),
    ArrayProtoFlatMap = ("flatMap", 1, false, flatten::flat_map),
    ArrayProtoReduceRight = ("reduceRight", 1, false, reduce_right),
    ArrayProtoToReversed = ("toReversed", 0, false, change_by_copy::to_reversed),
    ArrayProtoToSorted = ("toSorted", 1, false, change_by_copy::to_sorted),
    ArrayProtoToSpliced = ("toSpliced", 2, false, change_by_copy::to_spliced),
    ArrayProtoWith = ("with", 2, false, change_by_copy::with),
    ArrayFromAsync = ("fromAsync", 1, false, from_async::from_async),
    ArrayFromAsyncResume = ("", 1, false, from_async::resume),
    ArrayProtoToLocaleString = ("toLocaleString", 0, false, to_locale_string),
}

/// Installs Array, Array.prototype and %ArrayIteratorPrototype%.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let proto = vm.realm.array_prototype;
    let ctor = vm.install_constructor(NativeId::Array, proto)?;
    for id in
        [NativeId::ArrayIsArray, NativeId::ArrayOf, NativeId::ArrayFrom, NativeId::ArrayFromAsync]
    {
        vm.install(ctor, id)?;
    }
    for id in [
        NativeId::ArrayProtoPush,
        NativeId::ArrayProtoPop,
        NativeId::ArrayProtoShift,
        NativeId::ArrayProtoUnshift,
        NativeId::ArrayProtoJoin,
        NativeId::ArrayProtoToLocaleString,
        NativeId::ArrayProtoToString,
        NativeId::ArrayProtoIndexOf,
        NativeId::ArrayProtoLastIndexOf,
        NativeId::ArrayProtoIncludes,
        NativeId::ArrayProtoSlice,
        NativeId::ArrayProtoSplice,
        NativeId::ArrayProtoConcat,
        NativeId::ArrayProtoMap,
        NativeId::ArrayProtoFilter,
        NativeId::ArrayProtoForEach,
        NativeId::ArrayProtoReduce,
        NativeId::ArrayProtoSome,
        NativeId::ArrayProtoEvery,
        NativeId::ArrayProtoFind,
        NativeId::ArrayProtoFindIndex,
        NativeId::ArrayProtoReverse,
        NativeId::ArrayProtoSort,
        NativeId::ArrayProtoFill,
        NativeId::ArrayProtoKeys,
        NativeId::ArrayProtoEntries,
    ] {
        vm.install(proto, id)?;
    }
    let values = vm.install(proto, NativeId::ArrayProtoValues)?;
    vm.realm.array_proto_values = values;
    let iter = vm.realm.symbols.iterator;
    vm.define_builtin(proto, PropertyKey::Symbol(iter), Value::object(values), attrs::HIDDEN)?;
    for id in [
        NativeId::ArrayProtoAt,
        NativeId::ArrayProtoCopyWithin,
        NativeId::ArrayProtoFindLast,
        NativeId::ArrayProtoFindLastIndex,
        NativeId::ArrayProtoFlat,
        NativeId::ArrayProtoFlatMap,
        NativeId::ArrayProtoReduceRight,
        NativeId::ArrayProtoToReversed,
        NativeId::ArrayProtoToSorted,
        NativeId::ArrayProtoToSpliced,
        NativeId::ArrayProtoWith,
    ] {
        vm.install(proto, id)?;
    }
    let list = vm.alloc_object(crate::object::ObjectKind::Ordinary, None)?;
    for name in [
        "at",
        "copyWithin",
        "entries",
        "fill",
        "find",
        "findIndex",
        "findLast",
        "findLastIndex",
        "flat",
        "flatMap",
        "includes",
        "keys",
        "toReversed",
        "toSorted",
        "toSpliced",
        "values",
    ] {
        vm.define_value(list, name, Value::TRUE, attrs::DEFAULT)?;
    }
    let key = PropertyKey::Symbol(vm.realm.symbols.unscopables);
    vm.define_builtin(proto, key, Value::object(list), attrs::CONFIGURABLE)?;
    let aip = vm.realm.array_iterator_prototype;
    vm.install(aip, NativeId::ArrayIteratorNext)?;
    let tag = vm.str_value("Array Iterator")?;
    let tag_key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    vm.define_builtin(aip, tag_key, tag, attrs::CONFIGURABLE)?;
    Ok(())
}
