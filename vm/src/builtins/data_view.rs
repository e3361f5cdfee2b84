//! DataView (ECMA-262 sec-dataview-objects): typed reads and writes at any byte offset
//! of a buffer, in either byte order, with the bounds and detach checks of
//! sec-getviewvalue / sec-setviewvalue and length tracking of resizable buffers.

use crate::native::require_new;
use crate::object::slots::binary::DataViewData;

use super::array_buffer::getter;
use super::typed_array::{AUTO, bigint_from_bits, to_big_int64_bits};
use super::{NativeCx, NativeId, arg};
use crate::object::ObjectKind;
use crate::object::slots::element::{self, ElementKind, Raw};
use crate::value::Value;
use crate::vm::{JsResult, Vm};

impl Vm {
    /// The view's byte length, or `None` when it is out of bounds
    /// (sec-isviewoutofbounds, sec-getviewbytelength).
    fn view_byte_length(&self, d: &DataViewData) -> Option<usize> {
        let b = self.buffer_data(d.buffer)?;
        if b.detached {
            return None;
        }
        let len = b.len();
        if d.byte_offset > len {
            return None;
        }
        if d.byte_length == AUTO {
            return Some(len - d.byte_offset);
        }
        if d.byte_offset.checked_add(d.byte_length)? > len {
            return None;
        }
        Some(d.byte_length)
    }

    /// RequireInternalSlot(v, [[DataView]]).
    fn this_view(&mut self, v: Value) -> JsResult<DataViewData> {
        if let Some(o) = v.as_object()
            && let ObjectKind::DataView(d) = &self.heap.get(o).kind
        {
            return Ok(*d);
        }
        Err(self.type_error("this is not a DataView"))
    }
}

/// ECMA-262 sec-dataview-buffer-byteoffset-bytelength
pub(crate) fn constructor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    require_new(vm, cx, "DataView")?;
    let Some(buffer) = arg(args, 0).as_object().filter(|&b| vm.buffer_data(b).is_some()) else {
        return Err(vm.type_error("First argument to DataView constructor must be an ArrayBuffer"));
    };
    let offset = vm.to_index_usize(arg(args, 1))?;
    if vm.is_detached_buffer(buffer) {
        return Err(vm.type_error("Cannot construct a DataView on a detached ArrayBuffer"));
    }
    let buf_len = vm.buffer_byte_length(buffer);
    if offset > buf_len {
        return Err(vm.range_error("Start offset is outside the bounds of the buffer"));
    }
    let fixed = vm.is_fixed_length_buffer(buffer);
    let length_arg = arg(args, 2);
    let view_len = if length_arg.is_undefined() {
        if fixed { buf_len - offset } else { AUTO }
    } else {
        let n = vm.to_index_usize(length_arg)?;
        if offset.checked_add(n).is_none_or(|e| e > buf_len) {
            return Err(vm.range_error("Invalid DataView length"));
        }
        n
    };
    let default = vm.realm.data_view_prototype;
    let proto = vm.prototype_from_constructor(cx.new_target, default)?;
    if vm.is_detached_buffer(buffer) {
        return Err(vm.type_error("Cannot construct a DataView on a detached ArrayBuffer"));
    }
    let buf_len = vm.buffer_byte_length(buffer);
    if offset > buf_len {
        return Err(vm.range_error("Start offset is outside the bounds of the buffer"));
    }
    if view_len != AUTO && offset + view_len > buf_len {
        return Err(vm.range_error("Invalid DataView length"));
    }
    let d = DataViewData { buffer, byte_offset: offset, byte_length: view_len };
    Ok(Value::object(vm.alloc_object(ObjectKind::DataView(d), Some(proto))?))
}

/// ECMA-262 sec-get-dataview.prototype.buffer
pub(crate) fn buffer(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    Ok(Value::object(vm.this_view(this)?.buffer))
}

/// ECMA-262 sec-get-dataview.prototype.bytelength
pub(crate) fn byte_length(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let d = vm.this_view(this)?;
    match vm.view_byte_length(&d) {
        Some(n) => Ok(Value::from_usize(n)),
        None => Err(vm.type_error("DataView is detached or out of bounds")),
    }
}

/// ECMA-262 sec-get-dataview.prototype.byteoffset
pub(crate) fn byte_offset(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let d = vm.this_view(this)?;
    match vm.view_byte_length(&d) {
        Some(_) => Ok(Value::from_usize(d.byte_offset)),
        None => Err(vm.type_error("DataView is detached or out of bounds")),
    }
}

/// The element kind a get/set native was made for (its data slot).
fn callee_kind(vm: &Vm, cx: NativeCx) -> ElementKind {
    match &vm.heap.get(cx.callee).kind {
        ObjectKind::Native { data, .. } => {
            ElementKind::from_index(data.first().and_then(|v| v.as_int()).unwrap_or(0) as usize)
        }
        _ => ElementKind::Int8,
    }
}

/// The buffer index of an access of `size` bytes at `index`, after the view checks.
fn view_index(vm: &mut Vm, d: &DataViewData, index: u64, size: usize) -> JsResult<usize> {
    let Some(view_size) = vm.view_byte_length(d) else {
        return Err(vm.type_error("DataView is detached or out of bounds"));
    };
    if index.saturating_add(size as u64) > view_size as u64 {
        return Err(vm.range_error("Offset is outside the bounds of the DataView"));
    }
    Ok(index as usize + d.byte_offset)
}

/// ECMA-262 sec-getviewvalue (DataView.prototype.getInt8 ... getBigUint64).
pub(crate) fn get_value(vm: &mut Vm, this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    let kind = callee_kind(vm, cx);
    let d = vm.this_view(this)?;
    let index = vm.to_index(arg(args, 0))?;
    let little = vm.to_boolean(arg(args, 1));
    let at = view_index(vm, &d, index, kind.size())?;
    let raw = vm
        .buffer_data(d.buffer)
        .and_then(|b| b.read_element(kind, at, little))
        .unwrap_or(Raw::Number(0.0));
    match raw {
        Raw::Number(n) => Ok(Value::number(n)),
        Raw::Big(bits) => bigint_from_bits(vm, bits, kind == ElementKind::BigInt64),
    }
}

/// ECMA-262 sec-setviewvalue (DataView.prototype.setInt8 ... setBigUint64).
pub(crate) fn set_value(vm: &mut Vm, this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    let kind = callee_kind(vm, cx);
    let d = vm.this_view(this)?;
    if vm.is_immutable_buffer(d.buffer) {
        return Err(vm.type_error("Cannot write to an immutable ArrayBuffer"));
    }
    let index = vm.to_index(arg(args, 0))?;
    let v = arg(args, 1);
    let bits = if kind.is_bigint() {
        to_big_int64_bits(vm, v)?
    } else {
        let n = vm.to_number(v)?;
        element::number_bits(kind, n)
    };
    let little = vm.to_boolean(arg(args, 2));
    let at = view_index(vm, &d, index, kind.size())?;
    if let Some(b) = vm.buffer_data_mut(d.buffer) {
        b.write_element(kind, at, bits, little);
    }
    Ok(Value::UNDEFINED)
}

/// The element types DataView has accessors for, with their method name suffixes.
const ACCESSORS: [(ElementKind, &str); 11] = [
    (ElementKind::Int8, "Int8"),
    (ElementKind::Uint8, "Uint8"),
    (ElementKind::Int16, "Int16"),
    (ElementKind::Uint16, "Uint16"),
    (ElementKind::Int32, "Int32"),
    (ElementKind::Uint32, "Uint32"),
    (ElementKind::Float16, "Float16"),
    (ElementKind::Float32, "Float32"),
    (ElementKind::Float64, "Float64"),
    (ElementKind::BigInt64, "BigInt64"),
    (ElementKind::BigUint64, "BigUint64"),
];

// The natives of this module (see `crate::native`).
crate::native::natives! {
    DataView;
    DataView = ("DataView", 1, true, constructor),
    DataViewProtoBuffer = ("get buffer", 0, false, buffer),
    DataViewProtoByteLength = ("get byteLength", 0, false, byte_length),
    DataViewProtoByteOffset = ("get byteOffset", 0, false, byte_offset),
    DataViewProtoGet = ("", 1, false, get_value),
    DataViewProtoSet = ("", 2, false, set_value),
}

/// Installs DataView and DataView.prototype.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let op = Some(vm.realm.object_prototype);
    let proto = vm.alloc_object(ObjectKind::Ordinary, op)?;
    vm.realm.data_view_prototype = proto;
    vm.install_constructor(NativeId::DataView, proto)?;
    getter(vm, proto, "buffer", NativeId::DataViewProtoBuffer)?;
    getter(vm, proto, "byteLength", NativeId::DataViewProtoByteLength)?;
    getter(vm, proto, "byteOffset", NativeId::DataViewProtoByteOffset)?;
    for (kind, suffix) in ACCESSORS {
        for (prefix, id) in
            [("get", NativeId::DataViewProtoGet), ("set", NativeId::DataViewProtoSet)]
        {
            let name = format!("{prefix}{suffix}");
            let data: Box<[Value]> = Box::new([Value::int(kind as i32)]);
            let f = vm.make_native(id, Some(&name), data)?;
            vm.define_value(proto, &name, Value::object(f), crate::object::attrs::HIDDEN)?;
        }
    }
    super::array_buffer::to_string_tag(vm, proto, "DataView")?;
    Ok(())
}
