//! Element types (ECMA-262 table-the-typedarray-constructors) and the raw byte
//! conversions of sec-numerictorawbytes / sec-rawbytestonumeric, including binary16.
//!
//! TypedArrays store elements little-endian on every platform (the agent's
//! [[LittleEndian]] is fixed so that heap images read the same everywhere).

use crate::value::convert::f64_to_int32;

/// The element type of a TypedArray or a DataView access.
#[derive(Clone, Copy, Debug, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
#[repr(u8)]
pub enum ElementKind {
    /// Int8Array.
    Int8,
    /// Uint8Array.
    Uint8,
    /// Uint8ClampedArray.
    Uint8Clamped,
    /// Int16Array.
    Int16,
    /// Uint16Array.
    Uint16,
    /// Int32Array.
    Int32,
    /// Uint32Array.
    Uint32,
    /// Float16Array.
    Float16,
    /// Float32Array.
    Float32,
    /// Float64Array.
    Float64,
    /// BigInt64Array.
    BigInt64,
    /// BigUint64Array.
    BigUint64,
}

impl ElementKind {
    /// Every kind, in constructor table order.
    pub(crate) const ALL: [ElementKind; 12] = [
        ElementKind::Int8,
        ElementKind::Uint8,
        ElementKind::Uint8Clamped,
        ElementKind::Int16,
        ElementKind::Uint16,
        ElementKind::Int32,
        ElementKind::Uint32,
        ElementKind::Float16,
        ElementKind::Float32,
        ElementKind::Float64,
        ElementKind::BigInt64,
        ElementKind::BigUint64,
    ];

    /// The kind of a table index (Int8 for an index out of range).
    pub(crate) fn from_index(i: usize) -> ElementKind {
        ElementKind::ALL.get(i).copied().unwrap_or(ElementKind::Int8)
    }

    /// The element size in bytes.
    #[inline]
    pub(crate) const fn size(self) -> usize {
        match self {
            ElementKind::Int8 | ElementKind::Uint8 | ElementKind::Uint8Clamped => 1,
            ElementKind::Int16 | ElementKind::Uint16 | ElementKind::Float16 => 2,
            ElementKind::Int32 | ElementKind::Uint32 | ElementKind::Float32 => 4,
            ElementKind::Float64 | ElementKind::BigInt64 | ElementKind::BigUint64 => 8,
        }
    }

    /// Whether the [[ContentType]] is bigint.
    #[inline]
    pub(crate) const fn is_bigint(self) -> bool {
        matches!(self, ElementKind::BigInt64 | ElementKind::BigUint64)
    }

    /// The constructor name ([[TypedArrayName]]).
    pub(crate) const fn name(self) -> &'static str {
        match self {
            ElementKind::Int8 => "Int8Array",
            ElementKind::Uint8 => "Uint8Array",
            ElementKind::Uint8Clamped => "Uint8ClampedArray",
            ElementKind::Int16 => "Int16Array",
            ElementKind::Uint16 => "Uint16Array",
            ElementKind::Int32 => "Int32Array",
            ElementKind::Uint32 => "Uint32Array",
            ElementKind::Float16 => "Float16Array",
            ElementKind::Float32 => "Float32Array",
            ElementKind::Float64 => "Float64Array",
            ElementKind::BigInt64 => "BigInt64Array",
            ElementKind::BigUint64 => "BigUint64Array",
        }
    }
}

/// An element value as read from bytes: a Number, or the 64 bits of a BigInt element.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Raw {
    /// A Number element.
    Number(f64),
    /// The bits of a BigInt64/BigUint64 element.
    Big(u64),
}

/// Reads an element of `kind` from the start of `b` (little-endian); `b` holds at least
/// `kind.size()` bytes, else the result is 0.
#[inline]
pub(crate) fn read(kind: ElementKind, b: &[u8], little: bool) -> Raw {
    let mut w = [0u8; 8];
    let n = kind.size();
    if let Some(src) = b.get(..n) {
        w[..n].copy_from_slice(src);
        if !little {
            w[..n].reverse();
        }
    }
    let bits = u64::from_le_bytes(w);
    match kind {
        ElementKind::Int8 => Raw::Number(bits as u8 as i8 as f64),
        ElementKind::Uint8 | ElementKind::Uint8Clamped => Raw::Number(bits as u8 as f64),
        ElementKind::Int16 => Raw::Number(bits as u16 as i16 as f64),
        ElementKind::Uint16 => Raw::Number(bits as u16 as f64),
        ElementKind::Int32 => Raw::Number(bits as u32 as i32 as f64),
        ElementKind::Uint32 => Raw::Number(bits as u32 as f64),
        ElementKind::Float16 => Raw::Number(f16_to_f64(bits as u16)),
        ElementKind::Float32 => Raw::Number(f32::from_bits(bits as u32) as f64),
        ElementKind::Float64 => Raw::Number(f64::from_bits(bits)),
        ElementKind::BigInt64 | ElementKind::BigUint64 => Raw::Big(bits),
    }
}

/// The bits of a Number converted for `kind` (ECMA-262 sec-numerictorawbytes).
#[inline]
pub(crate) fn number_bits(kind: ElementKind, n: f64) -> u64 {
    match kind {
        ElementKind::Uint8Clamped => to_uint8_clamp(n) as u64,
        ElementKind::Float16 => f64_to_f16_bits(n) as u64,
        ElementKind::Float32 => (n as f32).to_bits() as u64,
        ElementKind::Float64 => n.to_bits(),
        ElementKind::BigInt64 | ElementKind::BigUint64 => 0,
        _ => f64_to_int32(n) as u32 as u64,
    }
}

/// Writes the low `kind.size()` bytes of `bits` to the start of `b`.
#[inline]
pub(crate) fn write(kind: ElementKind, b: &mut [u8], bits: u64, little: bool) {
    let n = kind.size();
    let w = bits.to_le_bytes();
    if let Some(dst) = b.get_mut(..n) {
        dst.copy_from_slice(&w[..n]);
        if !little {
            dst.reverse();
        }
    }
}

/// ECMA-262 sec-touint8clamp
pub(crate) fn to_uint8_clamp(n: f64) -> u8 {
    if n.is_nan() || n <= 0.0 {
        return 0;
    }
    if n >= 255.0 {
        return 255;
    }
    n.round_ties_even() as u8
}

/// binary16 bits to a Number (exact).
pub(crate) fn f16_to_f64(h: u16) -> f64 {
    let sign = if h & 0x8000 != 0 { -1.0 } else { 1.0 };
    let exp = ((h >> 10) & 0x1f) as i32;
    let mant = (h & 0x3ff) as f64;
    let mag = match exp {
        0 => mant * 2f64.powi(-24),
        31 => {
            if mant == 0.0 {
                f64::INFINITY
            } else {
                f64::NAN
            }
        }
        _ => (1024.0 + mant) * 2f64.powi(exp - 25),
    };
    sign * mag
}

/// A Number to binary16 bits, rounding to nearest, ties to even, in one step (going
/// through f32 would round twice).
pub(crate) fn f64_to_f16_bits(x: f64) -> u16 {
    let sign: u16 = if x.is_sign_negative() { 0x8000 } else { 0 };
    if x.is_nan() {
        return 0x7e00;
    }
    let a = x.abs();
    // 65520 is halfway between the largest finite half (65504) and 2^16: ties go to
    // the even neighbour, which is infinity.
    if a >= 65520.0 {
        return sign | 0x7c00;
    }
    if a < 2f64.powi(-14) {
        // Subnormal (or zero): a multiple of 2^-24; a carry into 1024 is the smallest
        // normal, which the bit layout gives for free.
        let m = (a * 2f64.powi(24)).round_ties_even() as u16;
        return sign | m;
    }
    let e = ((a.to_bits() >> 52) & 0x7ff) as i32 - 1023;
    let m = ((a / 2f64.powi(e) - 1.0) * 1024.0).round_ties_even() as u16;
    sign | ((((e + 15) as u16) << 10) + m)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn float16_rounds_once_to_nearest_even() {
        for (x, bits) in [
            (0.0, 0x0000),
            (-0.0, 0x8000),
            (1.0, 0x3c00),
            (65504.0, 0x7bff),
            (65519.99, 0x7bff),
            (65520.0, 0x7c00),
            (2f64.powi(-24), 0x0001),
            (2f64.powi(-25), 0x0000),
            (2f64.powi(-25) * 1.5, 0x0001),
            (1.0 + 2f64.powi(-11), 0x3c00),
            (1.0 + 3.0 * 2f64.powi(-11), 0x3c02),
            // Just above a tie in f64 but a tie in f32: rounding through f32 would fail.
            (1.0 + 2f64.powi(-11) + 2f64.powi(-40), 0x3c01),
            (f64::INFINITY, 0x7c00),
        ] {
            assert_eq!(f64_to_f16_bits(x), bits, "{x}");
        }
        assert!(f16_to_f64(0x7e00).is_nan());
        assert_eq!(f16_to_f64(0x7bff), 65504.0);
        assert_eq!(f16_to_f64(0x0001), 2f64.powi(-24));
        for h in 0..0x7c00u16 {
            assert_eq!(f64_to_f16_bits(f16_to_f64(h)), h);
        }
    }

    #[test]
    fn clamping_and_wrapping() {
        assert_eq!(to_uint8_clamp(2.5), 2);
        assert_eq!(to_uint8_clamp(3.5), 4);
        assert_eq!(to_uint8_clamp(-1.0), 0);
        assert_eq!(to_uint8_clamp(300.0), 255);
        assert_eq!(number_bits(ElementKind::Int8, 257.0) as u8, 1);
        let mut b = [0u8; 2];
        write(ElementKind::Int16, &mut b, number_bits(ElementKind::Int16, -2.0), true);
        assert_eq!(read(ElementKind::Int16, &b, true), Raw::Number(-2.0));
        assert_eq!(read(ElementKind::Uint16, &b, false), Raw::Number(0xfeff as f64));
    }
}
