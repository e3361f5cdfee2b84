//! ArrayBuffer and SharedArrayBuffer (ECMA-262 sec-arraybuffer-objects,
//! sec-sharedarraybuffer-objects): byte storage, resizing, transfer and detaching.
//!
//! A buffer's bytes are a `Vec<u8>` in its heap cell ([`BufferData`]); views (DataView,
//! TypedArrays) hold the buffer's handle and read the bytes in place. A
//! SharedArrayBuffer is the same storage with the `shared` flag until a host shares it
//! with another VM: then its bytes move to a Shared Data Block of atomic words that
//! every VM holding it reads and writes (crate::shared_memory).

pub(crate) use crate::object::slots::binary::BufferData;
use cairn_gc::Handle;

use super::{NativeCx, NativeId, arg};
use crate::native::require_new;
use crate::object::{JsObject, ObjectKind, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// The largest byte length a buffer may have (allocation beyond the heap's room is a
/// RangeError first). Keeps lengths far from overflow in every byte-index computation
/// (4 GiB on 64-bit targets, 1 GiB on 32-bit ones such as wasm32).
pub(crate) const MAX_BYTE_LENGTH: usize =
    if usize::BITS > 32 { (u32::MAX as usize).saturating_add(1) } else { 1 << 30 };

impl Vm {
    /// The buffer data of `o`, if it is an ArrayBuffer or SharedArrayBuffer.
    #[inline]
    pub(crate) fn buffer_data(&self, o: Handle<JsObject>) -> Option<&BufferData> {
        match &self.heap.get(o).kind {
            ObjectKind::ArrayBuffer(b) => Some(b),
            _ => None,
        }
    }

    /// The buffer data of `o`, mutably.
    #[inline]
    pub(crate) fn buffer_data_mut(&mut self, o: Handle<JsObject>) -> Option<&mut BufferData> {
        match &mut self.heap.get_mut(o).kind {
            ObjectKind::ArrayBuffer(b) => Some(b),
            _ => None,
        }
    }

    /// ECMA-262 sec-isdetachedbuffer
    #[inline]
    pub(crate) fn is_detached_buffer(&self, o: Handle<JsObject>) -> bool {
        self.buffer_data(o).is_none_or(|b| b.detached)
    }

    /// ECMA-262 sec-arraybufferbytelength (0 when detached).
    #[inline]
    pub(crate) fn buffer_byte_length(&self, o: Handle<JsObject>) -> usize {
        self.buffer_data(o).map_or(0, |b| b.len())
    }

    /// IsImmutableBuffer (the immutable ArrayBuffer proposal).
    #[inline]
    pub(crate) fn is_immutable_buffer(&self, o: Handle<JsObject>) -> bool {
        self.buffer_data(o).is_some_and(|b| b.immutable)
    }

    /// ECMA-262 sec-isfixedlengtharraybuffer
    pub(crate) fn is_fixed_length_buffer(&self, o: Handle<JsObject>) -> bool {
        self.buffer_data(o).is_none_or(|b| b.max_byte_length.is_none())
    }

    /// ECMA-262 sec-createbytedatablock: zeroed bytes, a RangeError when the heap has
    /// no room for them.
    pub(crate) fn create_byte_data_block(&mut self, len: usize) -> JsResult<Vec<u8>> {
        if len > MAX_BYTE_LENGTH || self.heap.check_room(len).is_err() {
            return Err(self.range_error("Array buffer allocation failed"));
        }
        // Zeroing, and most often a copy into it after, are work the size of the block.
        self.charge_bytes(len)?;
        let mut v = Vec::new();
        if v.try_reserve_exact(len).is_err() {
            return Err(self.range_error("Array buffer allocation failed"));
        }
        crate::object::slots::binary::resize_zeroed(&mut v, len);
        Ok(v)
    }

    /// ECMA-262 sec-allocatearraybuffer (and sec-allocatesharedarraybuffer when
    /// `shared`): `ctor` gives the prototype.
    pub(crate) fn allocate_array_buffer(
        &mut self,
        ctor: Value,
        byte_length: usize,
        max: Option<usize>,
        shared: bool,
    ) -> JsResult<Handle<JsObject>> {
        if let Some(m) = max
            && byte_length > m
        {
            return Err(self.range_error("byteLength exceeds maxByteLength"));
        }
        let default = if shared {
            self.realm.shared_array_buffer_prototype
        } else {
            self.realm.array_buffer_prototype
        };
        let proto = self.prototype_from_constructor(ctor, default)?;
        let bytes = self.create_byte_data_block(byte_length)?;
        if let Some(m) = max
            && m > MAX_BYTE_LENGTH
        {
            return Err(self.range_error("Invalid array buffer max length"));
        }
        let data = BufferData {
            bytes,
            max_byte_length: max,
            detached: false,
            shared,
            immutable: false,
            block: None,
        };
        self.alloc_object(ObjectKind::ArrayBuffer(Box::new(data)), Some(proto))
    }

    /// A fresh %ArrayBuffer% of `len` zero bytes.
    pub(crate) fn new_array_buffer(&mut self, len: usize) -> JsResult<Handle<JsObject>> {
        let ctor = Value::object(self.realm.array_buffer_constructor);
        self.allocate_array_buffer(ctor, len, None, false)
    }

    /// ECMA-262 sec-detacharraybuffer
    pub(crate) fn detach_array_buffer(&mut self, o: Handle<JsObject>) {
        // Dropping the bytes only shrinks the object: the heap limit cannot be hit.
        let _ = self.heap.update(o, |obj| {
            if let ObjectKind::ArrayBuffer(b) = &mut obj.kind {
                b.bytes = Vec::new();
                b.detached = true;
            }
        });
    }

    /// Changes a buffer's length in place, charging the heap for growth.
    fn set_buffer_length(&mut self, o: Handle<JsObject>, len: usize) -> JsResult<()> {
        let old = self.buffer_byte_length(o);
        if len > old && self.heap.check_room(len - old).is_err() {
            return Err(self.range_error("Array buffer allocation failed"));
        }
        if let Some(block) = self.buffer_data(o).and_then(|b| b.block.clone()) {
            // Another VM may hold the block: only its length moves (within the
            // capacity reserved when it was made).
            if !block.grow(len) {
                return Err(self.range_error("Array buffer allocation failed"));
            }
            return Ok(());
        }
        let mut failed = false;
        self.heap.update(o, |obj| {
            if let ObjectKind::ArrayBuffer(b) = &mut obj.kind {
                if len > b.bytes.len() && b.bytes.try_reserve_exact(len - b.bytes.len()).is_err() {
                    failed = true;
                    return;
                }
                crate::object::slots::binary::resize_zeroed(&mut b.bytes, len);
                if len < b.bytes.capacity() / 2 {
                    b.bytes.shrink_to_fit();
                }
            }
        })?;
        if failed {
            return Err(self.range_error("Array buffer allocation failed"));
        }
        Ok(())
    }

    /// RequireInternalSlot(v, [[ArrayBufferData]]) with the shared-ness the method
    /// wants.
    fn this_buffer(&mut self, this: Value, shared: bool, what: &str) -> JsResult<Handle<JsObject>> {
        if let Some(o) = this.as_object()
            && let Some(b) = self.buffer_data(o)
            && b.shared == shared
        {
            return Ok(o);
        }
        let class = if shared { "SharedArrayBuffer" } else { "ArrayBuffer" };
        Err(self
            .type_error(&format!("{class}.prototype.{what} called on an incompatible receiver")))
    }

    /// ToIndex as a `usize` (RangeError past [`MAX_BYTE_LENGTH`]-sized values that
    /// cannot be represented).
    pub(crate) fn to_index_usize(&mut self, v: Value) -> JsResult<usize> {
        let i = self.to_index(v)?;
        usize::try_from(i).map_err(|_| self.range_error("Invalid index"))
    }

    /// ECMA-262 sec-getarraybuffermaxbytelengthoption
    fn max_byte_length_option(&mut self, options: Value) -> JsResult<Option<usize>> {
        let Some(o) = options.as_object() else { return Ok(None) };
        let key = self.key("maxByteLength")?;
        let m = self.get(o, key, options)?;
        if m.is_undefined() {
            return Ok(None);
        }
        Ok(Some(self.to_index_usize(m)?))
    }
}

/// ECMA-262 sec-arraybuffer-length
pub(crate) fn constructor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    construct_buffer(vm, args, cx, false)
}

/// ECMA-262 sec-sharedarraybuffer-length
pub(crate) fn shared_constructor(
    vm: &mut Vm,
    _this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    construct_buffer(vm, args, cx, true)
}

fn construct_buffer(vm: &mut Vm, args: &[Value], cx: NativeCx, shared: bool) -> JsResult<Value> {
    let name = if shared { "SharedArrayBuffer" } else { "ArrayBuffer" };
    require_new(vm, cx, name)?;
    let len = vm.to_index_usize(arg(args, 0))?;
    let max = vm.max_byte_length_option(arg(args, 1))?;
    Ok(Value::object(vm.allocate_array_buffer(cx.new_target, len, max, shared)?))
}

/// ECMA-262 sec-arraybuffer.isview
pub(crate) fn is_view(vm: &mut Vm, _this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let v = arg(args, 0);
    let view = v.as_object().is_some_and(|o| {
        matches!(vm.heap.get(o).kind, ObjectKind::TypedArray(_) | ObjectKind::DataView(_))
    });
    Ok(Value::bool(view))
}

/// ECMA-262 sec-get-arraybuffer.prototype.bytelength
pub(crate) fn byte_length(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.this_buffer(this, false, "byteLength")?;
    Ok(Value::from_usize(vm.buffer_byte_length(o)))
}

/// ECMA-262 sec-get-arraybuffer.prototype.maxbytelength
pub(crate) fn max_byte_length(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.this_buffer(this, false, "maxByteLength")?;
    let b = vm.buffer_data(o);
    let n = b.map_or(0, |b| if b.detached { 0 } else { b.max_byte_length.unwrap_or(b.len()) });
    Ok(Value::from_usize(n))
}

/// ECMA-262 sec-get-arraybuffer.prototype.resizable
pub(crate) fn resizable(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.this_buffer(this, false, "resizable")?;
    Ok(Value::bool(!vm.is_fixed_length_buffer(o)))
}

/// ECMA-262 sec-get-arraybuffer.prototype.detached
pub(crate) fn detached(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.this_buffer(this, false, "detached")?;
    Ok(Value::bool(vm.is_detached_buffer(o)))
}

/// ECMA-262 sec-arraybuffer.prototype.resize
pub(crate) fn resize(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.this_buffer(this, false, "resize")?;
    if vm.is_fixed_length_buffer(o) {
        return Err(vm.type_error("ArrayBuffer.prototype.resize called on a fixed-length buffer"));
    }
    let new_len = vm.to_index(arg(args, 0))?;
    if vm.is_detached_buffer(o) {
        return Err(vm.type_error("Cannot resize a detached ArrayBuffer"));
    }
    if vm.is_immutable_buffer(o) {
        return Err(vm.type_error("Cannot resize an immutable ArrayBuffer"));
    }
    let max = vm.buffer_data(o).and_then(|b| b.max_byte_length).unwrap_or(0);
    if new_len > max as u64 {
        return Err(vm.range_error("ArrayBuffer.prototype.resize: length exceeds maxByteLength"));
    }
    // Growing zeroes the new bytes.
    let old_len = vm.buffer_byte_length(o);
    vm.charge_bytes((new_len as usize).saturating_sub(old_len))?;
    vm.set_buffer_length(o, new_len as usize)?;
    Ok(Value::UNDEFINED)
}

/// Resolves a relative index argument against `len` (ECMA-262 slice/subarray steps).
pub(crate) fn relative_index(vm: &mut Vm, v: Value, len: usize, default: usize) -> JsResult<usize> {
    if v.is_undefined() {
        return Ok(default);
    }
    let rel = vm.to_integer_or_infinity(v)?;
    Ok(if rel < 0.0 { (len as f64 + rel).max(0.0) as usize } else { rel.min(len as f64) as usize })
}

/// ECMA-262 sec-arraybuffer.prototype.slice and sec-sharedarraybuffer.prototype.slice
fn slice_buffer(vm: &mut Vm, this: Value, args: &[Value], shared: bool) -> JsResult<Value> {
    let o = vm.this_buffer(this, shared, "slice")?;
    if vm.is_detached_buffer(o) {
        return Err(vm.type_error("Cannot slice a detached ArrayBuffer"));
    }
    let len = vm.buffer_byte_length(o);
    let first = relative_index(vm, arg(args, 0), len, 0)?;
    let fin = relative_index(vm, arg(args, 1), len, len)?;
    let new_len = fin.saturating_sub(first);
    let default = if shared {
        vm.realm.shared_array_buffer_constructor
    } else {
        vm.realm.array_buffer_constructor
    };
    let ctor = vm.species_constructor(o, Value::object(default))?;
    let new = vm.construct(ctor, &[Value::from_usize(new_len)], ctor)?;
    let Some(n) =
        new.as_object().filter(|&n| vm.buffer_data(n).is_some_and(|b| b.shared == shared))
    else {
        return Err(vm.type_error("Species constructor did not return an ArrayBuffer"));
    };
    if vm.is_detached_buffer(n) {
        return Err(vm.type_error("Species constructor returned a detached ArrayBuffer"));
    }
    if vm.is_immutable_buffer(n) {
        return Err(vm.type_error("Species constructor returned an immutable ArrayBuffer"));
    }
    if n == o {
        return Err(vm.type_error("Species constructor returned the same ArrayBuffer"));
    }
    if vm.buffer_byte_length(n) < new_len {
        return Err(vm.type_error("Species constructor returned a too small ArrayBuffer"));
    }
    if vm.is_detached_buffer(o) {
        return Err(vm.type_error("Cannot slice a detached ArrayBuffer"));
    }
    let current = vm.buffer_byte_length(o);
    if first < current {
        let count = new_len.min(current - first);
        let bytes: Vec<u8> = vm
            .buffer_data(o)
            .and_then(|b| b.get(first, count))
            .map(|b| b.into_owned())
            .unwrap_or_default();
        if let Some(b) = vm.buffer_data_mut(n) {
            b.write(0, &bytes);
        }
    }
    Ok(new)
}

/// ECMA-262 sec-arraybuffer.prototype.slice
pub(crate) fn slice(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    slice_buffer(vm, this, args, false)
}

/// What ArrayBufferCopyAndDetach makes.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Resizability {
    /// transfer: as resizable as the original.
    Preserve,
    /// transferToFixedLength.
    Fixed,
    /// transferToImmutable.
    Immutable,
}

/// ECMA-262 sec-arraybuffercopyanddetach
fn copy_and_detach(
    vm: &mut Vm,
    this: Value,
    new_length: Value,
    mode: Resizability,
) -> JsResult<Value> {
    let preserve = mode == Resizability::Preserve;
    let what = match mode {
        Resizability::Preserve => "transfer",
        Resizability::Fixed => "transferToFixedLength",
        Resizability::Immutable => "transferToImmutable",
    };
    let o = vm.this_buffer(this, false, what)?;
    let new_len = if new_length.is_undefined() {
        vm.buffer_byte_length(o)
    } else {
        vm.to_index_usize(new_length)?
    };
    if vm.is_detached_buffer(o) {
        return Err(vm.type_error("Cannot transfer a detached ArrayBuffer"));
    }
    if vm.is_immutable_buffer(o) {
        return Err(vm.type_error("Cannot detach an immutable ArrayBuffer"));
    }
    let max = if preserve { vm.buffer_data(o).and_then(|b| b.max_byte_length) } else { None };
    if let Some(m) = max
        && new_len > m
    {
        return Err(vm.range_error("New length exceeds maxByteLength"));
    }
    if new_len > MAX_BYTE_LENGTH {
        return Err(vm.range_error("Array buffer allocation failed"));
    }
    // The bytes move to the new buffer (no copy when the length is unchanged).
    let mut bytes = vm.buffer_data_mut(o).map(|b| std::mem::take(&mut b.bytes)).unwrap_or_default();
    let grow = new_len.saturating_sub(bytes.len());
    if grow > 0 && (vm.heap.check_room(grow).is_err() || bytes.try_reserve_exact(grow).is_err()) {
        if let Some(b) = vm.buffer_data_mut(o) {
            b.bytes = bytes;
        }
        return Err(vm.range_error("Array buffer allocation failed"));
    }
    crate::object::slots::binary::resize_zeroed(&mut bytes, new_len);
    vm.detach_array_buffer(o);
    let proto = vm.realm.array_buffer_prototype;
    let data = BufferData {
        bytes,
        max_byte_length: max,
        detached: false,
        shared: false,
        immutable: mode == Resizability::Immutable,
        block: None,
    };
    Ok(Value::object(vm.alloc_object(ObjectKind::ArrayBuffer(Box::new(data)), Some(proto))?))
}

/// ECMA-262 sec-arraybuffer.prototype.transfer
pub(crate) fn transfer(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    copy_and_detach(vm, this, arg(args, 0), Resizability::Preserve)
}

/// ECMA-262 sec-arraybuffer.prototype.transfertofixedlength
pub(crate) fn transfer_to_fixed_length(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    copy_and_detach(vm, this, arg(args, 0), Resizability::Fixed)
}

/// ArrayBuffer.prototype.transferToImmutable (the immutable ArrayBuffer proposal).
pub(crate) fn transfer_to_immutable(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    copy_and_detach(vm, this, arg(args, 0), Resizability::Immutable)
}

/// get ArrayBuffer.prototype.immutable (the immutable ArrayBuffer proposal).
pub(crate) fn immutable(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.this_buffer(this, false, "immutable")?;
    Ok(Value::bool(vm.is_immutable_buffer(o)))
}

/// ArrayBuffer.prototype.sliceToImmutable (the immutable ArrayBuffer proposal): a
/// copy of [start, end) in a new immutable buffer, no species lookup.
pub(crate) fn slice_to_immutable(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.this_buffer(this, false, "sliceToImmutable")?;
    if vm.is_detached_buffer(o) {
        return Err(vm.type_error("Cannot slice a detached ArrayBuffer"));
    }
    let len = vm.buffer_byte_length(o);
    let first = relative_index(vm, arg(args, 0), len, 0)?;
    let fin = relative_index(vm, arg(args, 1), len, len)?;
    let new_len = fin.saturating_sub(first);
    if vm.is_detached_buffer(o) {
        return Err(vm.type_error("Cannot slice a detached ArrayBuffer"));
    }
    if vm.buffer_byte_length(o) < fin {
        return Err(vm.range_error("ArrayBuffer shrank below the end of the slice"));
    }
    if vm.heap.check_room(new_len).is_err() {
        return Err(vm.range_error("Array buffer allocation failed"));
    }
    let bytes: Vec<u8> = vm
        .buffer_data(o)
        .and_then(|b| b.get(first, new_len))
        .map(|b| b.into_owned())
        .unwrap_or_default();
    let proto = vm.realm.array_buffer_prototype;
    let data = BufferData {
        bytes,
        max_byte_length: None,
        detached: false,
        shared: false,
        immutable: true,
        block: None,
    };
    Ok(Value::object(vm.alloc_object(ObjectKind::ArrayBuffer(Box::new(data)), Some(proto))?))
}

/// ECMA-262 sec-get-sharedarraybuffer.prototype.bytelength
pub(crate) fn shared_byte_length(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.this_buffer(this, true, "byteLength")?;
    Ok(Value::from_usize(vm.buffer_byte_length(o)))
}

/// ECMA-262 sec-get-sharedarraybuffer.prototype.growable
pub(crate) fn growable(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.this_buffer(this, true, "growable")?;
    Ok(Value::bool(!vm.is_fixed_length_buffer(o)))
}

/// ECMA-262 sec-get-sharedarraybuffer.prototype.maxbytelength
pub(crate) fn shared_max_byte_length(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let o = vm.this_buffer(this, true, "maxByteLength")?;
    let n = vm.buffer_data(o).map_or(0, |b| b.max_byte_length.unwrap_or(b.len()));
    Ok(Value::from_usize(n))
}

/// ECMA-262 sec-sharedarraybuffer.prototype.grow
pub(crate) fn grow(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let o = vm.this_buffer(this, true, "grow")?;
    if vm.is_fixed_length_buffer(o) {
        return Err(
            vm.type_error("SharedArrayBuffer.prototype.grow called on a fixed-length buffer")
        );
    }
    let new_len = vm.to_index(arg(args, 0))?;
    let current = vm.buffer_byte_length(o) as u64;
    if new_len == current {
        return Ok(Value::UNDEFINED);
    }
    let max = vm.buffer_data(o).and_then(|b| b.max_byte_length).unwrap_or(0) as u64;
    if new_len < current || new_len > max {
        return Err(vm.range_error("SharedArrayBuffer.prototype.grow: invalid length"));
    }
    vm.set_buffer_length(o, new_len as usize)?;
    Ok(Value::UNDEFINED)
}

/// ECMA-262 sec-sharedarraybuffer.prototype.slice
pub(crate) fn shared_slice(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    slice_buffer(vm, this, args, true)
}

/// Installs a getter `id` named `name` on `target`.
pub(crate) fn getter(
    vm: &mut Vm,
    target: Handle<JsObject>,
    name: &str,
    id: NativeId,
) -> JsResult<()> {
    let key = vm.key(name)?;
    vm.install_getter(target, key, id, None)
}

/// Installs the [Symbol.species] getter on a constructor.
pub(crate) fn install_species(vm: &mut Vm, ctor: Handle<JsObject>) -> JsResult<()> {
    let key = PropertyKey::Symbol(vm.realm.symbols.species);
    vm.install_getter(ctor, key, NativeId::GetSpecies, None)
}

/// Defines the @@toStringTag string of a prototype.
pub(crate) fn to_string_tag(vm: &mut Vm, target: Handle<JsObject>, tag: &str) -> JsResult<()> {
    let v = vm.str_value(tag)?;
    let key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    vm.define_builtin(target, key, v, attrs::CONFIGURABLE)
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    ArrayBuffer;
    ArrayBuffer = ("ArrayBuffer", 1, true, constructor),
    ArrayBufferIsView = ("isView", 1, false, is_view),
    GetSpecies = ("get [Symbol.species]", 0, false, crate::native::return_this),
    ArrayBufferProtoByteLength = ("get byteLength", 0, false, byte_length),
    ArrayBufferProtoMaxByteLength = ("get maxByteLength", 0, false, max_byte_length),
    ArrayBufferProtoResizable = ("get resizable", 0, false, resizable),
    ArrayBufferProtoDetached = ("get detached", 0, false, detached),
    ArrayBufferProtoResize = ("resize", 1, false, resize),
    ArrayBufferProtoSlice = ("slice", 2, false, slice),
    ArrayBufferProtoTransfer = ("transfer", 0, false, transfer),
    ArrayBufferProtoTransferToFixedLength = ("transferToFixedLength", 0, false, transfer_to_fixed_length),
    SharedArrayBuffer = ("SharedArrayBuffer", 1, true, shared_constructor),
    SharedArrayBufferProtoByteLength = ("get byteLength", 0, false, shared_byte_length),
    SharedArrayBufferProtoGrowable = ("get growable", 0, false, growable),
    SharedArrayBufferProtoMaxByteLength = ("get maxByteLength", 0, false, shared_max_byte_length),
    SharedArrayBufferProtoGrow = ("grow", 1, false, grow),
    SharedArrayBufferProtoSlice = ("slice", 2, false, shared_slice),
    ArrayBufferProtoImmutable = ("get immutable", 0, false, immutable),
    ArrayBufferProtoTransferToImmutable = ("transferToImmutable", 0, false, transfer_to_immutable),
    ArrayBufferProtoSliceToImmutable = ("sliceToImmutable", 2, false, slice_to_immutable),
}

/// Installs ArrayBuffer and SharedArrayBuffer.
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let op = Some(vm.realm.object_prototype);
    let proto = vm.alloc_object(ObjectKind::Ordinary, op)?;
    vm.realm.array_buffer_prototype = proto;
    let ctor = vm.install_constructor(NativeId::ArrayBuffer, proto)?;
    vm.realm.array_buffer_constructor = ctor;
    vm.install(ctor, NativeId::ArrayBufferIsView)?;
    install_species(vm, ctor)?;
    getter(vm, proto, "byteLength", NativeId::ArrayBufferProtoByteLength)?;
    getter(vm, proto, "detached", NativeId::ArrayBufferProtoDetached)?;
    getter(vm, proto, "immutable", NativeId::ArrayBufferProtoImmutable)?;
    getter(vm, proto, "maxByteLength", NativeId::ArrayBufferProtoMaxByteLength)?;
    getter(vm, proto, "resizable", NativeId::ArrayBufferProtoResizable)?;
    for id in [
        NativeId::ArrayBufferProtoResize,
        NativeId::ArrayBufferProtoSlice,
        NativeId::ArrayBufferProtoTransfer,
        NativeId::ArrayBufferProtoTransferToFixedLength,
        NativeId::ArrayBufferProtoTransferToImmutable,
        NativeId::ArrayBufferProtoSliceToImmutable,
    ] {
        vm.install(proto, id)?;
    }
    to_string_tag(vm, proto, "ArrayBuffer")?;

    let sproto = vm.alloc_object(ObjectKind::Ordinary, op)?;
    vm.realm.shared_array_buffer_prototype = sproto;
    let sctor = vm.install_constructor(NativeId::SharedArrayBuffer, sproto)?;
    vm.realm.shared_array_buffer_constructor = sctor;
    install_species(vm, sctor)?;
    getter(vm, sproto, "byteLength", NativeId::SharedArrayBufferProtoByteLength)?;
    getter(vm, sproto, "growable", NativeId::SharedArrayBufferProtoGrowable)?;
    getter(vm, sproto, "maxByteLength", NativeId::SharedArrayBufferProtoMaxByteLength)?;
    vm.install(sproto, NativeId::SharedArrayBufferProtoGrow)?;
    vm.install(sproto, NativeId::SharedArrayBufferProtoSlice)?;
    to_string_tag(vm, sproto, "SharedArrayBuffer")?;
    Ok(())
}
