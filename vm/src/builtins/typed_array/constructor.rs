//! %TypedArray% and the concrete TypedArray constructors (ECMA-262
//! sec-%typedarray%-intrinsic-object, sec-typedarray-constructors), %TypedArray%.from
//! and .of, and the creation operations (TypedArraySpeciesCreate and friends).

use cairn_gc::Handle;

use super::{AUTO, TypedArrayData};
use crate::builtins::{NativeCx, arg};
use crate::native::require_new;
use crate::object::slots::element::{self, ElementKind, Raw};
use crate::object::{JsObject, ObjectKind};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

impl Vm {
    /// Creates a TypedArray object over `buffer` (no checks: callers validated).
    pub(crate) fn alloc_typed_array(
        &mut self,
        proto: Handle<JsObject>,
        d: TypedArrayData,
    ) -> JsResult<Handle<JsObject>> {
        self.alloc_object(ObjectKind::TypedArray(d), Some(proto))
    }

    /// A fresh TypedArray of `kind` and `len` zero elements with prototype `proto`
    /// (sec-allocatetypedarraybuffer).
    pub(crate) fn typed_array_with_length(
        &mut self,
        kind: ElementKind,
        proto: Handle<JsObject>,
        len: usize,
    ) -> JsResult<Handle<JsObject>> {
        let Some(bytes) = len.checked_mul(kind.size()) else {
            return Err(self.range_error("Invalid typed array length"));
        };
        let buffer = self.new_array_buffer(bytes)?;
        self.alloc_typed_array(proto, TypedArrayData { buffer, kind, byte_offset: 0, length: len })
    }

    /// ECMA-262 sec-typedarraycreatefromconstructor
    pub(crate) fn typed_array_create_from_constructor(
        &mut self,
        ctor: Value,
        args: &[Value],
    ) -> JsResult<Handle<JsObject>> {
        let new = self.construct(ctor, args, ctor)?;
        // Every caller writes into the result except subarray (whose first argument
        // is the buffer): ValidateTypedArray with ~write~ use for them.
        let write =
            args.first().and_then(|a| a.as_object()).is_none_or(|b| self.buffer_data(b).is_none());
        let (o, _, len) = if write {
            self.validate_typed_array_write(new)?
        } else {
            self.validate_typed_array(new)?
        };
        if let [n] = args
            && let Some(n) = n.as_number()
            && (len as f64) < n
        {
            return Err(self.type_error(
                "Derived TypedArray constructor created an array which was too small",
            ));
        }
        Ok(o)
    }

    /// ECMA-262 sec-typedarray-species-create
    pub(crate) fn typed_array_species_create(
        &mut self,
        exemplar: Handle<JsObject>,
        args: &[Value],
    ) -> JsResult<Handle<JsObject>> {
        let kind = self.ta_data(exemplar).map_or(ElementKind::Int8, |d| d.kind);
        let default = Value::object(self.ta_constructor(kind));
        let ctor = self.species_constructor(exemplar, default)?;
        let result = self.typed_array_create_from_constructor(ctor, args)?;
        let rkind = self.ta_data(result).map_or(ElementKind::Int8, |d| d.kind);
        if rkind.is_bigint() != kind.is_bigint() {
            return Err(self.type_error(
                "TypedArray species constructor returned an array of another content type",
            ));
        }
        Ok(result)
    }

    /// ECMA-262 sec-typedarray-create-same-type
    pub(crate) fn typed_array_create_same_type(
        &mut self,
        exemplar: Handle<JsObject>,
        len: usize,
    ) -> JsResult<Handle<JsObject>> {
        let kind = self.ta_data(exemplar).map_or(ElementKind::Int8, |d| d.kind);
        let ctor = Value::object(self.ta_constructor(kind));
        self.typed_array_create_from_constructor(ctor, &[Value::from_usize(len)])
    }

    /// ECMA-262 sec-initializetypedarrayfromtypedarray
    fn init_from_typed_array(
        &mut self,
        kind: ElementKind,
        proto: Handle<JsObject>,
        src: Handle<JsObject>,
    ) -> JsResult<Handle<JsObject>> {
        let Some(sd) = self.ta_data(src) else {
            return Err(self.type_error("not a typed array"));
        };
        let Some(len) = self.ta_length_of(&sd) else {
            return Err(self.type_error("source typed array is detached or out of bounds"));
        };
        if sd.kind.is_bigint() != kind.is_bigint() {
            return Err(self.type_error("Cannot mix BigInt and other types"));
        }
        let ta = self.typed_array_with_length(kind, proto, len)?;
        let d = TypedArrayData {
            buffer: self.ta_data(ta).map_or(src, |d| d.buffer),
            kind,
            byte_offset: 0,
            length: len,
        };
        copy_elements(self, &sd, 0, &d, 0, len);
        Ok(ta)
    }

    /// ECMA-262 sec-initializetypedarrayfromarraybuffer
    fn init_from_array_buffer(
        &mut self,
        kind: ElementKind,
        proto: Handle<JsObject>,
        buffer: Handle<JsObject>,
        byte_offset: Value,
        length: Value,
    ) -> JsResult<Handle<JsObject>> {
        let size = kind.size();
        let offset = self.to_index_usize(byte_offset)?;
        if !offset.is_multiple_of(size) {
            return Err(self.range_error(
                "start offset of the typed array should be a multiple of its element size",
            ));
        }
        let fixed = self.is_fixed_length_buffer(buffer);
        let new_length =
            if length.is_undefined() { None } else { Some(self.to_index_usize(length)?) };
        if self.is_detached_buffer(buffer) {
            return Err(self.type_error("Cannot construct a typed array on a detached ArrayBuffer"));
        }
        let buf_len = self.buffer_byte_length(buffer);
        let array_length = match new_length {
            None if !fixed => {
                if offset > buf_len {
                    return Err(
                        self.range_error("Start offset is outside the bounds of the buffer")
                    );
                }
                AUTO
            }
            None => {
                if !buf_len.is_multiple_of(size) {
                    return Err(self.range_error(
                        "byte length of the typed array should be a multiple of its element size",
                    ));
                }
                if offset > buf_len {
                    return Err(
                        self.range_error("Start offset is outside the bounds of the buffer")
                    );
                }
                (buf_len - offset) / size
            }
            Some(n) => {
                let end = n.checked_mul(size).and_then(|b| b.checked_add(offset));
                if end.is_none_or(|e| e > buf_len) {
                    return Err(self.range_error("Invalid typed array length"));
                }
                n
            }
        };
        self.alloc_typed_array(
            proto,
            TypedArrayData { buffer, kind, byte_offset: offset, length: array_length },
        )
    }

    /// Writes `values` (converted) into a fresh TypedArray: InitializeTypedArrayFromList.
    fn init_from_list(
        &mut self,
        kind: ElementKind,
        proto: Handle<JsObject>,
        values: &[Value],
    ) -> JsResult<Handle<JsObject>> {
        let ta = self.typed_array_with_length(kind, proto, values.len())?;
        for (k, &v) in values.iter().enumerate() {
            self.typed_array_set_element(ta, k as f64, v)?;
        }
        Ok(ta)
    }

    /// InitializeTypedArrayFromArrayLike.
    fn init_from_array_like(
        &mut self,
        kind: ElementKind,
        proto: Handle<JsObject>,
        src: Handle<JsObject>,
    ) -> JsResult<Handle<JsObject>> {
        let len = self.length_of_array_like(src)?;
        let Ok(len) = usize::try_from(len) else {
            return Err(self.range_error("Invalid typed array length"));
        };
        let ta = self.typed_array_with_length(kind, proto, len)?;
        for k in 0..len {
            let v = self.get_index(src, k as u64)?;
            self.typed_array_set_element(ta, k as f64, v)?;
        }
        Ok(ta)
    }
}

/// Copies `count` elements from `src` (from index `from`) to `dst` (from index `to`),
/// converting between element types of the same content type; bytes move unchanged
/// between views of one type. Copies through a temporary when both share a buffer.
pub(crate) fn copy_elements(
    vm: &mut Vm,
    src: &TypedArrayData,
    from: usize,
    dst: &TypedArrayData,
    to: usize,
    count: usize,
) {
    let ss = src.kind.size();
    let ds = dst.kind.size();
    let src_start = src.byte_offset + from * ss;
    let Some(sb) = vm.buffer_data(src.buffer) else { return };
    let Some(bytes) = sb.get(src_start, count * ss) else { return };
    let dst_start = dst.byte_offset + to * ds;
    if src.kind == dst.kind {
        if src.buffer == dst.buffer {
            if let Some(b) = vm.buffer_data_mut(dst.buffer) {
                b.copy_within(src_start, dst_start, count * ss);
            }
            return;
        }
        let tmp = bytes.into_owned();
        if let Some(b) = vm.buffer_data_mut(dst.buffer) {
            b.write(dst_start, &tmp);
        }
        return;
    }
    let tmp = bytes.into_owned();
    let Some(b) = vm.buffer_data_mut(dst.buffer) else { return };
    for i in 0..count {
        let raw = element::read(src.kind, &tmp[i * ss..], true);
        let bits = match raw {
            Raw::Number(n) => element::number_bits(dst.kind, n),
            Raw::Big(bits) => bits,
        };
        b.write_element(dst.kind, dst_start + i * ds, bits, true);
    }
}

/// ECMA-262 sec-%typedarray%: an abstract class, never constructed directly.
pub(crate) fn abstract_constructor(
    vm: &mut Vm,
    _this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    Err(vm.type_error("Abstract class TypedArray not directly constructable"))
}

/// ECMA-262 sec-typedarray: the concrete constructors (the kind is the callee's data).
pub(crate) fn concrete_constructor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    let kind = match &vm.heap.get(cx.callee).kind {
        ObjectKind::Native { data, .. } => {
            ElementKind::from_index(data.first().and_then(|v| v.as_int()).unwrap_or(0) as usize)
        }
        _ => ElementKind::Int8,
    };
    require_new(vm, cx, kind.name())?;
    let default = vm.ta_prototype(kind);
    let first = arg(args, 0);
    let Some(fo) = first.as_object() else {
        let len = if args.is_empty() { 0 } else { vm.to_index_usize(first)? };
        let proto = vm.prototype_from_constructor(cx.new_target, default)?;
        return Ok(Value::object(vm.typed_array_with_length(kind, proto, len)?));
    };
    let proto = vm.prototype_from_constructor(cx.new_target, default)?;
    let ta = match &vm.heap.get(fo).kind {
        ObjectKind::TypedArray(_) => vm.init_from_typed_array(kind, proto, fo)?,
        ObjectKind::ArrayBuffer(_) => {
            vm.init_from_array_buffer(kind, proto, fo, arg(args, 1), arg(args, 2))?
        }
        _ => {
            let key = PropertyKey::Symbol(vm.realm.symbols.iterator);
            let using = vm.get_method(first, key)?;
            if using.is_undefined() {
                vm.init_from_array_like(kind, proto, fo)?
            } else {
                // Collections may run inside the iteration: `proto` stays rooted
                // (a `next` that replaces NewTarget.prototype would free it).
                let mark = vm.temps.len();
                vm.temps.push(Value::object(proto));
                let values = vm.iterate_to_list(first, using);
                vm.temps.truncate(mark);
                vm.init_from_list(kind, proto, &values?)?
            }
        }
    };
    Ok(Value::object(ta))
}

/// ECMA-262 sec-%typedarray%.from
pub(crate) fn from(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let c = this;
    if !vm.is_constructor(c) {
        return Err(vm.type_error("TypedArray.from: this is not a constructor"));
    }
    let (source, mapfn, this_arg) = (arg(args, 0), arg(args, 1), arg(args, 2));
    let mapping = !mapfn.is_undefined();
    if mapping && !vm.is_callable(mapfn) {
        return Err(vm.type_error("TypedArray.from: the map function is not callable"));
    }
    let key = PropertyKey::Symbol(vm.realm.symbols.iterator);
    let using = vm.get_method(source, key)?;
    if !using.is_undefined() {
        let values = vm.iterate_to_list(source, using)?;
        let target =
            vm.typed_array_create_from_constructor(c, &[Value::from_usize(values.len())])?;
        for (k, &v) in values.iter().enumerate() {
            let mapped =
                if mapping { vm.call(mapfn, this_arg, &[v, Value::from_usize(k)])? } else { v };
            vm.set_index(target, k as u64, mapped)?;
        }
        return Ok(Value::object(target));
    }
    let src = vm.to_object(source)?;
    let len = vm.length_of_array_like(src)?;
    let target = vm.typed_array_create_from_constructor(c, &[Value::number(len as f64)])?;
    for k in 0..len {
        let v = vm.get_index(src, k)?;
        let mapped =
            if mapping { vm.call(mapfn, this_arg, &[v, Value::number(k as f64)])? } else { v };
        vm.set_index(target, k, mapped)?;
    }
    Ok(Value::object(target))
}

/// ECMA-262 sec-%typedarray%.of
pub(crate) fn of(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    if !vm.is_constructor(this) {
        return Err(vm.type_error("TypedArray.of: this is not a constructor"));
    }
    let target = vm.typed_array_create_from_constructor(this, &[Value::from_usize(args.len())])?;
    for (k, &v) in args.iter().enumerate() {
        vm.set_index(target, k as u64, v)?;
    }
    Ok(Value::object(target))
}
