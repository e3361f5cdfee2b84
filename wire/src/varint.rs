//! LEB128 varints (docs/wire.md, "Varints"): lengths, counts, indices and int32s.

use alloc::vec::Vec;

/// Appends `v` as an unsigned LEB128 varint: 7 bits a byte, low bits first.
#[inline]
pub(crate) fn write_u32(buf: &mut Vec<u8>, v: u32) {
    if v < 0x80 {
        buf.push(v as u8);
        return;
    }
    let mut tmp = [0u8; 5];
    let n = encode_u32(&mut tmp, v);
    buf.extend_from_slice(&tmp[..n]);
}

/// Encodes `v` into `out`, returning the byte count (1 to 5).
#[inline]
pub(crate) fn encode_u32(out: &mut [u8; 5], mut v: u32) -> usize {
    let mut i = 0;
    loop {
        let low = (v & 0x7f) as u8;
        v >>= 7;
        if v == 0 {
            out[i] = low;
            return i + 1;
        }
        out[i] = low | 0x80;
        i += 1;
    }
}

/// Reads a minimal unsigned LEB128 varint of at most 32 bits at `*pos`.
///
/// Overlong forms (a final zero byte after the first) are rejected so that each number
/// has one encoding; the error is a message for the caller to place.
#[inline]
pub(crate) fn read_u32(input: &[u8], pos: &mut usize) -> Result<u32, &'static str> {
    let Some(&b0) = input.get(*pos) else { return Err("truncated input: expected a varint") };
    if b0 < 0x80 {
        *pos += 1;
        return Ok(u32::from(b0));
    }
    let mut result = u32::from(b0 & 0x7f);
    let mut shift = 7;
    let mut i = *pos + 1;
    loop {
        let Some(&b) = input.get(i) else { return Err("truncated input: expected a varint") };
        i += 1;
        if shift == 28 && b > 0x0f {
            return Err("varint does not fit in 32 bits");
        }
        result |= u32::from(b & 0x7f) << shift;
        if b < 0x80 {
            if b == 0 {
                return Err("overlong varint");
            }
            *pos = i;
            return Ok(result);
        }
        shift += 7;
    }
}

/// Zigzag-maps an int32 so that small magnitudes of either sign take few varint bytes.
#[inline]
pub(crate) fn zigzag(v: i32) -> u32 {
    ((v << 1) ^ (v >> 31)) as u32
}

/// Inverse of [`zigzag`].
#[inline]
pub(crate) fn unzigzag(u: u32) -> i32 {
    ((u >> 1) as i32) ^ -((u & 1) as i32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_edges() {
        for v in [0, 1, 127, 128, 255, 16383, 16384, 1 << 21, (1 << 28) - 1, 1 << 28, u32::MAX] {
            let mut buf = Vec::new();
            write_u32(&mut buf, v);
            let mut pos = 0;
            assert_eq!(read_u32(&buf, &mut pos), Ok(v));
            assert_eq!(pos, buf.len());
        }
    }

    #[test]
    fn sizes_are_minimal() {
        let mut buf = Vec::new();
        write_u32(&mut buf, 127);
        assert_eq!(buf, [0x7f]);
        buf.clear();
        write_u32(&mut buf, 128);
        assert_eq!(buf, [0x80, 0x01]);
        buf.clear();
        write_u32(&mut buf, u32::MAX);
        assert_eq!(buf, [0xff, 0xff, 0xff, 0xff, 0x0f]);
    }

    #[test]
    fn rejects_overlong_too_wide_and_truncated() {
        let mut pos = 0;
        assert_eq!(read_u32(&[0x80, 0x00], &mut pos), Err("overlong varint"));
        assert_eq!(
            read_u32(&[0xff, 0xff, 0xff, 0xff, 0x10], &mut pos),
            Err("varint does not fit in 32 bits")
        );
        assert_eq!(
            read_u32(&[0xff, 0xff, 0xff, 0xff, 0x8f, 0x01], &mut pos),
            Err("varint does not fit in 32 bits")
        );
        assert!(read_u32(&[0x80], &mut pos).is_err());
        assert!(read_u32(&[], &mut pos).is_err());
        assert_eq!(pos, 0, "a failed read leaves the position alone");
    }

    #[test]
    fn zigzag_round_trips() {
        for v in [0, -1, 1, -64, 63, 64, i32::MIN, i32::MAX] {
            assert_eq!(unzigzag(zigzag(v)), v);
        }
        assert_eq!(zigzag(-1), 1);
        assert_eq!(zigzag(1), 2);
        assert_eq!(zigzag(i32::MIN), u32::MAX);
    }
}
