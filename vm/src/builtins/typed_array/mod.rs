//! TypedArrays (ECMA-262 sec-typedarray-objects): the integer-indexed exotic object's
//! internal methods (sec-typedarray-exotic-objects), element access on the viewed
//! buffer's bytes, and the abstract operations the constructors, the prototype methods,
//! DataView and Atomics share.
//!
//! A TypedArray keeps no elements of its own: `ObjectKind::TypedArray` names its buffer,
//! element kind, byte offset and length (`AUTO` when it tracks a resizable buffer's
//! length), and every element read or write goes to the buffer's `Vec<u8>` without
//! allocating.

pub(crate) mod base64;
pub(crate) mod constructor;
pub(crate) mod prototype;

use cairn_gc::Handle;

pub(crate) use crate::object::slots::binary::TypedArrayData;
pub(crate) use crate::object::slots::element::{self, ElementKind};
use element::Raw;

use crate::object::{JsObject, ObjectKind, PropertyDescriptor, attrs};
use crate::string::PropertyKey;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// [[ArrayLength]] of a length-tracking TypedArray (~auto~).
pub(crate) const AUTO: usize = usize::MAX;

/// ECMA-262 sec-tobigint64 / sec-tobiguint64: the wrap-around 64 bits of ToBigInt(value).
pub(crate) fn to_big_int64_bits(vm: &mut Vm, value: Value) -> JsResult<u64> {
    crate::builtins::bigint::to_big_int64_bits(vm, value)
}

/// The BigInt of 64 element bits (two's complement when `signed`).
pub(crate) fn bigint_from_bits(vm: &mut Vm, bits: u64, signed: bool) -> JsResult<Value> {
    crate::builtins::bigint::bigint_from_bits(vm, bits, signed)
}

impl Vm {
    /// The slots of `o` if it is a TypedArray.
    #[inline]
    pub(crate) fn ta_data(&self, o: Handle<JsObject>) -> Option<TypedArrayData> {
        match &self.heap.get(o).kind {
            ObjectKind::TypedArray(d) => Some(*d),
            _ => None,
        }
    }

    /// ECMA-262 sec-typedarraylength after sec-istypedarrayoutofbounds: the length, or
    /// `None` when the view is out of bounds (or its buffer detached).
    #[inline]
    pub(crate) fn ta_length_of(&self, d: &TypedArrayData) -> Option<usize> {
        let b = self.buffer_data(d.buffer)?;
        if b.detached {
            return None;
        }
        let buf_len = b.len();
        let size = d.kind.size();
        if d.length == AUTO {
            if d.byte_offset > buf_len {
                return None;
            }
            return Some((buf_len - d.byte_offset) / size);
        }
        let end = d.length.checked_mul(size)?.checked_add(d.byte_offset)?;
        if end > buf_len { None } else { Some(d.length) }
    }

    /// The length of TypedArray `o` (`None` if not a TypedArray or out of bounds).
    #[inline]
    pub(crate) fn typed_array_length(&self, o: Handle<JsObject>) -> Option<usize> {
        let d = self.ta_data(o)?;
        self.ta_length_of(&d)
    }

    /// ECMA-262 sec-validatetypedarray: the TypedArray, its slots and its length.
    pub(crate) fn validate_typed_array(
        &mut self,
        v: Value,
    ) -> JsResult<(Handle<JsObject>, TypedArrayData, usize)> {
        let Some((o, d)) = v.as_object().and_then(|o| Some((o, self.ta_data(o)?))) else {
            return Err(self.type_error("this is not a typed array"));
        };
        match self.ta_length_of(&d) {
            Some(len) => Ok((o, d, len)),
            None => Err(self.type_error("typed array is detached or out of bounds")),
        }
    }

    /// ValidateTypedArray with ~write~ use: also a TypeError on an immutable buffer.
    pub(crate) fn validate_typed_array_write(
        &mut self,
        v: Value,
    ) -> JsResult<(Handle<JsObject>, TypedArrayData, usize)> {
        let r = self.validate_typed_array(v)?;
        if self.is_immutable_buffer(r.1.buffer) {
            return Err(
                self.type_error("Cannot write to a typed array on an immutable ArrayBuffer")
            );
        }
        Ok(r)
    }

    /// ECMA-262 sec-istypedarrayfixedlength
    pub(crate) fn is_typed_array_fixed_length(&self, d: &TypedArrayData) -> bool {
        if d.length == AUTO {
            return false;
        }
        self.buffer_data(d.buffer).is_none_or(|b| b.max_byte_length.is_none() || b.shared)
    }

    /// Reads element `index` if it is in bounds now.
    #[inline]
    pub(crate) fn ta_read(&self, d: &TypedArrayData, index: usize) -> Option<Raw> {
        let b = self.buffer_data(d.buffer)?;
        if b.block.is_some() {
            return ta_read_shared(b, d, index);
        }
        let size = d.kind.size();
        // In bounds of the view: below a fixed length (when the whole view fits the
        // buffer) or inside the buffer for a length-tracking view.
        let at = index.checked_mul(size)?.checked_add(d.byte_offset)?;
        if d.length != AUTO {
            let end = d.length.checked_mul(size)?.checked_add(d.byte_offset)?;
            if index >= d.length || end > b.bytes.len() {
                return None;
            }
        }
        if b.detached || at.checked_add(size)? > b.bytes.len() {
            return None;
        }
        Some(element::read(d.kind, b.bytes.get(at..)?, true))
    }

    /// Writes element bits at `index` if it is in bounds now (else nothing).
    #[inline]
    pub(crate) fn ta_write(&mut self, d: &TypedArrayData, index: usize, bits: u64) {
        let Some(b) = self.buffer_data_mut(d.buffer) else { return };
        if b.block.is_some() {
            return ta_write_shared(b, d, index, bits);
        }
        let size = d.kind.size();
        let Some(at) = index.checked_mul(size).and_then(|x| x.checked_add(d.byte_offset)) else {
            return;
        };
        if d.length != AUTO {
            let end = d.length.checked_mul(size).and_then(|x| x.checked_add(d.byte_offset));
            if index >= d.length || end.is_none_or(|e| e > b.bytes.len()) {
                return;
            }
        }
        if b.detached || at + size > b.bytes.len() {
            return;
        }
        if let Some(dst) = b.bytes.get_mut(at..) {
            element::write(d.kind, dst, bits, true);
        }
    }

    /// The interpreter's `ta[i]` fast path: the element (or undefined past the end)
    /// of a Number TypedArray; `None` for other objects and BigInt elements.
    #[inline]
    pub(crate) fn ta_get_fast(&self, o: Handle<JsObject>, index: usize) -> Option<Value> {
        let ObjectKind::TypedArray(d) = &self.heap.get(o).kind else { return None };
        match self.ta_read(d, index) {
            Some(Raw::Number(n)) => Some(Value::number(n)),
            Some(Raw::Big(_)) => None,
            None => Some(Value::UNDEFINED),
        }
    }

    /// The interpreter's `ta[i] = v` fast path for a Number `v` on a Number TypedArray
    /// (a write past the end does nothing, as TypedArraySetElement); false when the
    /// generic path must run (conversions may call user code).
    #[inline]
    pub(crate) fn ta_set_fast(&mut self, d: &TypedArrayData, index: usize, v: Value) -> bool {
        let Some(n) = v.as_number() else { return false };
        if d.kind.is_bigint() || self.is_immutable_buffer(d.buffer) {
            return false;
        }
        self.ta_write(d, index, element::number_bits(d.kind, n));
        true
    }

    /// A raw element as a JS value.
    #[inline]
    pub(crate) fn raw_to_value(&mut self, kind: ElementKind, raw: Raw) -> JsResult<Value> {
        match raw {
            Raw::Number(n) => Ok(Value::number(n)),
            Raw::Big(bits) => bigint_from_bits(self, bits, kind == ElementKind::BigInt64),
        }
    }

    /// ToNumber or ToBigInt of `v` for `kind`, as element bits.
    #[inline]
    pub(crate) fn to_element_bits(&mut self, kind: ElementKind, v: Value) -> JsResult<u64> {
        if kind.is_bigint() {
            return to_big_int64_bits(self, v);
        }
        if let Some(i) = v.as_int() {
            return Ok(element::number_bits(kind, i as f64));
        }
        let n = self.to_number(v)?;
        Ok(element::number_bits(kind, n))
    }

    /// ECMA-262 sec-typedarraygetelement with an integer index (undefined when out of
    /// bounds).
    #[inline]
    pub(crate) fn ta_get_index(&mut self, o: Handle<JsObject>, index: usize) -> JsResult<Value> {
        let Some(d) = self.ta_data(o) else { return Ok(Value::UNDEFINED) };
        match self.ta_read(&d, index) {
            Some(raw) => self.raw_to_value(d.kind, raw),
            None => Ok(Value::UNDEFINED),
        }
    }

    /// ECMA-262 sec-isvalidintegerindex: the index as a `usize` when valid.
    #[inline]
    pub(crate) fn valid_integer_index(&self, d: &TypedArrayData, index: f64) -> Option<usize> {
        if index.fract() != 0.0 || (index == 0.0 && index.is_sign_negative()) || index < 0.0 {
            return None;
        }
        let len = self.ta_length_of(d)?;
        if index >= len as f64 { None } else { Some(index as usize) }
    }

    /// ECMA-262 sec-typedarraysetelement
    pub(crate) fn typed_array_set_element(
        &mut self,
        o: Handle<JsObject>,
        index: f64,
        v: Value,
    ) -> JsResult<()> {
        let Some(d) = self.ta_data(o) else { return Ok(()) };
        let bits = self.to_element_bits(d.kind, v)?;
        if let Some(i) = self.valid_integer_index(&d, index)
            && !self.is_immutable_buffer(d.buffer)
        {
            self.ta_write(&d, i, bits);
        }
        Ok(())
    }

    /// ECMA-262 sec-canonicalnumericindexstring on a property key: the Number for a
    /// canonical numeric string, `None` for other keys.
    pub(crate) fn canonical_numeric_index(&mut self, key: PropertyKey) -> Option<f64> {
        match key {
            PropertyKey::Index(i) => Some(i as f64),
            PropertyKey::Symbol(_) => None,
            PropertyKey::Atom(a) => {
                let s = self.atoms.string(a);
                let text = {
                    let f = self.flat(s);
                    let first = if f.is_empty() { 0 } else { f.at(0) };
                    // Only "-...", digits, "Infinity" and "NaN" can be canonical.
                    if !(first == b'-' as u16
                        || (b'0' as u16..=b'9' as u16).contains(&first)
                        || first == b'I' as u16
                        || first == b'N' as u16)
                    {
                        return None;
                    }
                    f.to_rust()
                };
                if text == "-0" {
                    return Some(-0.0);
                }
                let n = self.string_to_number(s);
                (crate::value::number::number_to_string(n) == text).then_some(n)
            }
        }
    }

    /// The numeric index of `key` when `o` is a TypedArray and `key` a canonical
    /// numeric string (the keys its exotic internal methods handle themselves). Always
    /// inlined: every generic property operation asks, and for other objects the answer
    /// is one test of the kind.
    #[inline(always)]
    pub(crate) fn ta_numeric_key(&mut self, o: Handle<JsObject>, key: PropertyKey) -> Option<f64> {
        if !matches!(self.heap.get(o).kind, ObjectKind::TypedArray(_)) {
            return None;
        }
        if matches!(key, PropertyKey::Symbol(_)) {
            return None;
        }
        self.canonical_numeric_index(key)
    }

    /// Whether `index` is a valid integer index of TypedArray `o`.
    pub(crate) fn ta_has_index(&self, o: Handle<JsObject>, index: f64) -> bool {
        self.ta_data(o).is_some_and(|d| self.valid_integer_index(&d, index).is_some())
    }

    /// ECMA-262 sec-typedarray-getownproperty for a numeric key.
    pub(crate) fn ta_get_own_property(
        &mut self,
        o: Handle<JsObject>,
        index: f64,
    ) -> JsResult<Option<PropertyDescriptor>> {
        let Some(d) = self.ta_data(o) else { return Ok(None) };
        let Some(i) = self.valid_integer_index(&d, index) else { return Ok(None) };
        let v = self.ta_get_index(o, i)?;
        let a = if self.is_immutable_buffer(d.buffer) { attrs::ENUMERABLE } else { attrs::DEFAULT };
        Ok(Some(PropertyDescriptor::data(v, a)))
    }

    /// ECMA-262 sec-typedarray-get for a numeric key.
    pub(crate) fn ta_get_numeric(&mut self, o: Handle<JsObject>, index: f64) -> JsResult<Value> {
        let Some(d) = self.ta_data(o) else { return Ok(Value::UNDEFINED) };
        match self.valid_integer_index(&d, index) {
            Some(i) => self.ta_get_index(o, i),
            None => Ok(Value::UNDEFINED),
        }
    }

    /// ECMA-262 sec-typedarray-defineownproperty for a numeric key.
    pub(crate) fn ta_define_own_property(
        &mut self,
        o: Handle<JsObject>,
        index: f64,
        desc: PropertyDescriptor,
    ) -> JsResult<bool> {
        if !self.ta_has_index(o, index) {
            return Ok(false);
        }
        let mutable = !self.ta_data(o).is_some_and(|d| self.is_immutable_buffer(d.buffer));
        if desc.configurable.is_some_and(|c| c != mutable)
            || desc.enumerable == Some(false)
            || desc.is_accessor()
            || desc.writable.is_some_and(|w| w != mutable)
        {
            return Ok(false);
        }
        if let Some(v) = desc.value {
            if !mutable {
                let current = self.ta_get_numeric(o, index)?;
                return Ok(self.same_value(v, current));
            }
            self.typed_array_set_element(o, index, v)?;
        }
        Ok(true)
    }

    /// ECMA-262 sec-typedarray-set for a numeric key.
    pub(crate) fn ta_set(
        &mut self,
        o: Handle<JsObject>,
        index: f64,
        v: Value,
        receiver: Value,
    ) -> JsResult<bool> {
        if receiver.as_object() == Some(o) {
            if self.ta_has_index(o, index)
                && self.ta_data(o).is_some_and(|d| self.is_immutable_buffer(d.buffer))
            {
                return Ok(false);
            }
            self.typed_array_set_element(o, index, v)?;
            return Ok(true);
        }
        if !self.ta_has_index(o, index) {
            return Ok(true);
        }
        // OrdinarySet with ownDesc a writable data property of O.
        let Some(r) = receiver.as_object() else { return Ok(false) };
        let key = match index {
            i if i < u32::MAX as f64 => PropertyKey::Index(i as u32),
            i => self.key(&crate::value::number::number_to_string(i))?,
        };
        if let Some(existing) = self.get_own_property(r, key)? {
            if existing.is_accessor() || existing.writable != Some(true) {
                return Ok(false);
            }
            return self.define_own_property(
                r,
                key,
                PropertyDescriptor { value: Some(v), ..Default::default() },
            );
        }
        self.create_data_property(r, key, v)
    }

    /// The length %ArrayIteratorPrototype%.next iterates to (sec-%arrayiteratorprototype%.next):
    /// a TypedArray's from its buffer (a TypeError when out of bounds), else
    /// LengthOfArrayLike.
    pub(crate) fn array_iterator_length(&mut self, t: Handle<JsObject>) -> JsResult<u64> {
        match self.ta_data(t) {
            Some(d) => match self.ta_length_of(&d) {
                Some(n) => Ok(n as u64),
                None => Err(self.type_error("typed array is detached or out of bounds")),
            },
            None => self.length_of_array_like(t),
        }
    }

    /// The number of integer-indexed own keys of TypedArray `o` (0 when out of bounds).
    pub(crate) fn ta_own_index_count(&self, o: Handle<JsObject>) -> u32 {
        self.typed_array_length(o).map_or(0, |n| n.min(u32::MAX as usize - 1) as u32)
    }

    /// ECMA-262 sec-typedarray-preventextensions: false while the length may change.
    pub(crate) fn ta_may_change_length(&self, o: Handle<JsObject>) -> bool {
        self.ta_data(o).is_some_and(|d| !self.is_typed_array_fixed_length(&d))
    }

    /// The intrinsic %TypedArray% prototype of a kind.
    pub(crate) fn ta_prototype(&self, kind: ElementKind) -> Handle<JsObject> {
        let r = &self.realm;
        match kind {
            ElementKind::Int8 => r.int8_array_prototype,
            ElementKind::Uint8 => r.uint8_array_prototype,
            ElementKind::Uint8Clamped => r.uint8_clamped_array_prototype,
            ElementKind::Int16 => r.int16_array_prototype,
            ElementKind::Uint16 => r.uint16_array_prototype,
            ElementKind::Int32 => r.int32_array_prototype,
            ElementKind::Uint32 => r.uint32_array_prototype,
            ElementKind::Float16 => r.float16_array_prototype,
            ElementKind::Float32 => r.float32_array_prototype,
            ElementKind::Float64 => r.float64_array_prototype,
            ElementKind::BigInt64 => r.big_int64_array_prototype,
            ElementKind::BigUint64 => r.big_uint64_array_prototype,
        }
    }

    /// The intrinsic constructor of a kind.
    pub(crate) fn ta_constructor(&self, kind: ElementKind) -> Handle<JsObject> {
        let r = &self.realm;
        match kind {
            ElementKind::Int8 => r.int8_array_constructor,
            ElementKind::Uint8 => r.uint8_array_constructor,
            ElementKind::Uint8Clamped => r.uint8_clamped_array_constructor,
            ElementKind::Int16 => r.int16_array_constructor,
            ElementKind::Uint16 => r.uint16_array_constructor,
            ElementKind::Int32 => r.int32_array_constructor,
            ElementKind::Uint32 => r.uint32_array_constructor,
            ElementKind::Float16 => r.float16_array_constructor,
            ElementKind::Float32 => r.float32_array_constructor,
            ElementKind::Float64 => r.float64_array_constructor,
            ElementKind::BigInt64 => r.big_int64_array_constructor,
            ElementKind::BigUint64 => r.big_uint64_array_constructor,
        }
    }

    /// Sets the intrinsic prototype and constructor of a kind (realm creation).
    pub(crate) fn set_ta_intrinsics(
        &mut self,
        kind: ElementKind,
        proto: Handle<JsObject>,
        ctor: Handle<JsObject>,
    ) {
        let r = &mut self.realm;
        let (p, c) = match kind {
            ElementKind::Int8 => (&mut r.int8_array_prototype, &mut r.int8_array_constructor),
            ElementKind::Uint8 => (&mut r.uint8_array_prototype, &mut r.uint8_array_constructor),
            ElementKind::Uint8Clamped => {
                (&mut r.uint8_clamped_array_prototype, &mut r.uint8_clamped_array_constructor)
            }
            ElementKind::Int16 => (&mut r.int16_array_prototype, &mut r.int16_array_constructor),
            ElementKind::Uint16 => (&mut r.uint16_array_prototype, &mut r.uint16_array_constructor),
            ElementKind::Int32 => (&mut r.int32_array_prototype, &mut r.int32_array_constructor),
            ElementKind::Uint32 => (&mut r.uint32_array_prototype, &mut r.uint32_array_constructor),
            ElementKind::Float16 => {
                (&mut r.float16_array_prototype, &mut r.float16_array_constructor)
            }
            ElementKind::Float32 => {
                (&mut r.float32_array_prototype, &mut r.float32_array_constructor)
            }
            ElementKind::Float64 => {
                (&mut r.float64_array_prototype, &mut r.float64_array_constructor)
            }
            ElementKind::BigInt64 => {
                (&mut r.big_int64_array_prototype, &mut r.big_int64_array_constructor)
            }
            ElementKind::BigUint64 => {
                (&mut r.big_uint64_array_prototype, &mut r.big_uint64_array_constructor)
            }
        };
        *p = proto;
        *c = ctor;
    }
}

// The natives of this module (see `crate::native`).
crate::native::natives! {
    TypedArray;
    TypedArray = ("TypedArray", 0, true, constructor::abstract_constructor),
    TypedArrayConcrete = ("", 3, true, constructor::concrete_constructor),
    TypedArrayFrom = ("from", 1, false, constructor::from),
    TypedArrayOf = ("of", 0, false, constructor::of),
    TypedArrayProtoBuffer = ("get buffer", 0, false, prototype::buffer),
    TypedArrayProtoByteLength = ("get byteLength", 0, false, prototype::byte_length),
    TypedArrayProtoByteOffset = ("get byteOffset", 0, false, prototype::byte_offset),
    TypedArrayProtoLength = ("get length", 0, false, prototype::length),
    TypedArrayProtoToStringTag = ("get [Symbol.toStringTag]", 0, false, prototype::to_string_tag),
    TypedArrayProtoAt = ("at", 1, false, prototype::at),
    TypedArrayProtoCopyWithin = ("copyWithin", 2, false, prototype::copy_within),
    TypedArrayProtoEntries = ("entries", 0, false, prototype::entries),
    TypedArrayProtoEvery = ("every", 1, false, prototype::every),
    TypedArrayProtoFill = ("fill", 1, false, prototype::fill),
    TypedArrayProtoFilter = ("filter", 1, false, prototype::filter),
    TypedArrayProtoFind = ("find", 1, false, prototype::find),
    TypedArrayProtoFindIndex = ("findIndex", 1, false, prototype::find_index),
    TypedArrayProtoFindLast = ("findLast", 1, false, prototype::find_last),
    TypedArrayProtoFindLastIndex = ("findLastIndex", 1, false, prototype::find_last_index),
    TypedArrayProtoForEach = ("forEach", 1, false, prototype::for_each),
    TypedArrayProtoIncludes = ("includes", 1, false, prototype::includes),
    TypedArrayProtoIndexOf = ("indexOf", 1, false, prototype::index_of),
    TypedArrayProtoJoin = ("join", 1, false, prototype::join),
    TypedArrayProtoKeys = ("keys", 0, false, prototype::keys),
    TypedArrayProtoLastIndexOf = ("lastIndexOf", 1, false, prototype::last_index_of),
    TypedArrayProtoMap = ("map", 1, false, prototype::map),
    TypedArrayProtoReduce = ("reduce", 1, false, prototype::reduce),
    TypedArrayProtoReduceRight = ("reduceRight", 1, false, prototype::reduce_right),
    TypedArrayProtoReverse = ("reverse", 0, false, prototype::reverse),
    TypedArrayProtoSet = ("set", 1, false, prototype::set),
    TypedArrayProtoSlice = ("slice", 2, false, prototype::slice),
    TypedArrayProtoSome = ("some", 1, false, prototype::some),
    TypedArrayProtoSort = ("sort", 1, false, prototype::sort),
    TypedArrayProtoSubarray = ("subarray", 2, false, prototype::subarray),
    TypedArrayProtoToLocaleString = ("toLocaleString", 0, false, prototype::to_locale_string),
    TypedArrayProtoToReversed = ("toReversed", 0, false, prototype::to_reversed),
    TypedArrayProtoToSorted = ("toSorted", 1, false, prototype::to_sorted),
    TypedArrayProtoValues = ("values", 0, false, prototype::values),
    TypedArrayProtoWith = ("with", 2, false, prototype::with),
    MathF16round = ("f16round", 1, false, prototype::f16round),
    Uint8ArrayFromBase64 = ("fromBase64", 1, false, base64::from_base64_native),
    Uint8ArrayFromHex = ("fromHex", 1, false, base64::from_hex_native),
    Uint8ArrayProtoSetFromBase64 = ("setFromBase64", 1, false, base64::set_from_base64),
    Uint8ArrayProtoSetFromHex = ("setFromHex", 1, false, base64::set_from_hex),
    Uint8ArrayProtoToBase64 = ("toBase64", 0, false, base64::to_base64),
    Uint8ArrayProtoToHex = ("toHex", 0, false, base64::to_hex),
}

/// [`Vm::ta_read`] on a buffer whose bytes are in a shared block (out of line, so that
/// plain buffers keep their path: one more branch).
#[cold]
fn ta_read_shared(
    b: &crate::object::slots::binary::BufferData,
    d: &TypedArrayData,
    index: usize,
) -> Option<Raw> {
    let size = d.kind.size();
    let at = index.checked_mul(size)?.checked_add(d.byte_offset)?;
    if d.length != AUTO {
        let end = d.length.checked_mul(size)?.checked_add(d.byte_offset)?;
        if index >= d.length || end > b.len() {
            return None;
        }
    }
    b.read_element(d.kind, at, true)
}

/// [`Vm::ta_write`] on a buffer whose bytes are in a shared block.
#[cold]
fn ta_write_shared(
    b: &mut crate::object::slots::binary::BufferData,
    d: &TypedArrayData,
    index: usize,
    bits: u64,
) {
    let size = d.kind.size();
    let Some(at) = index.checked_mul(size).and_then(|x| x.checked_add(d.byte_offset)) else {
        return;
    };
    if d.length != AUTO {
        let end = d.length.checked_mul(size).and_then(|x| x.checked_add(d.byte_offset));
        if index >= d.length || end.is_none_or(|e| e > b.len()) {
            return;
        }
    }
    b.write_element(d.kind, at, bits, true);
}

#[cfg(test)]
mod tests {
    use crate::vm::{Vm, VmOptions};

    /// Runs `src` (which evaluates to a string) and returns the text.
    fn eval(src: &str) -> String {
        let mut vm = Vm::new(VmOptions::default());
        match vm.eval_script(src, "t.js") {
            Ok(v) => vm.to_rust_string(v).unwrap_or_default(),
            Err(e) => format!("threw {}", e.message),
        }
    }

    #[test]
    fn elements_convert_and_live_in_the_buffer() {
        assert_eq!(
            eval(
                "var a = new Uint8Array([257, -1, 1.5]); var c = new Uint8ClampedArray([300, -5, 2.5]); [a.join(), c.join(), new Int16Array(a.buffer, 0, 1)[0]].join(';')"
            ),
            "1,255,1;255,0,2;-255"
        );
        assert_eq!(
            eval("var f = new Float16Array([65520, 1/3]); f.join()"),
            "Infinity,0.333251953125"
        );
        assert_eq!(eval("String(Math.f16round(5.0000001))"), "5");
    }

    #[test]
    fn canonical_numeric_keys_never_reach_the_prototype() {
        assert_eq!(
            eval(
                "Object.prototype['-0'] = 'p'; Object.prototype[5] = 'p'; var a = new Int8Array(2); a[7] = 1; a.x = 2; [a['-0'], a[5], '1.5' in a, 1 in a, Object.keys(a).join('|'), a[7]].join()"
            ),
            ",,false,true,0|1|x,"
        );
    }

    #[test]
    fn resizable_buffers_track_length_and_go_out_of_bounds() {
        assert_eq!(
            eval(
                "var rab = new ArrayBuffer(4, {maxByteLength: 8}); var t = new Uint8Array(rab); var f = new Uint8Array(rab, 0, 4); rab.resize(8); var l1 = t.length; rab.resize(2); [l1, t.length, f.length, f.byteOffset].join()"
            ),
            "8,2,0,0"
        );
        assert_eq!(
            eval(
                "var b = new ArrayBuffer(8); var t = new Int32Array(b); var n = b.transfer(4); [b.detached, b.byteLength, t.length, n.byteLength, t[0]].join()"
            ),
            "true,0,0,4,"
        );
        assert_eq!(
            eval("try { new Int8Array(new ArrayBuffer(8)).at.call({}) } catch (e) { e.name }"),
            "TypeError"
        );
    }

    #[test]
    fn dataview_byte_order_and_bounds() {
        assert_eq!(
            eval(
                "var d = new DataView(new ArrayBuffer(4)); d.setUint16(0, 0x1234); var r = [d.getUint8(0), d.getUint16(0, true), d.getFloat16(2)]; try { d.getInt32(1) } catch (e) { r.push(e.name) } r.join()"
            ),
            "18,13330,0,RangeError"
        );
    }

    #[test]
    fn methods_and_bigint_seam() {
        assert_eq!(
            eval(
                "var a = new Float64Array([3, NaN, -0, 0, -1]); a.sort(); [Object.is(a[1], -0), a.join(), a.subarray(1, 3).length, a.slice(-2).join(), a.toReversed()[0], a.with(0, 9)[0]].join(';')"
            ),
            "true;-1,0,0,3,NaN;2;3,NaN;NaN;9"
        );
        assert_eq!(
            eval(
                "var b = new BigInt64Array(2); b[0] = -1n; b[1] = 2n ** 63n; var u = new BigUint64Array(b.buffer); [b[0], b[1], u[0], typeof b[0]].join()"
            ),
            "-1,-9223372036854775808,18446744073709551615,bigint"
        );
    }
}
