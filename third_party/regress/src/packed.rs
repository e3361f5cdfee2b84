// Cairn: the packed form of the Unicode tables (see scripts/pack_tables.py and CAIRN.md).

use crate::codepointset::Interval;
#[cfg(not(feature = "std"))]
use alloc::{boxed::Box, vec::Vec};

/// A property's code points: how many intervals, then each interval as two LEB128
/// numbers (its first code point less the previous interval's end, then its length
/// less one).
#[derive(Debug, Clone, Copy)]
pub(crate) struct Packed(pub(crate) usize, pub(crate) &'static [u8]);

/// A set of strings: how many, then each string as its length and its code points,
/// all in LEB128.
#[derive(Debug, Clone, Copy)]
pub(crate) struct PackedStrings(pub(crate) usize, pub(crate) &'static [u8]);

/// Reads the LEB128 number at `bytes[*at..]`, moving `at` past it.
fn read(bytes: &[u8], at: &mut usize) -> u32 {
    let mut value = 0u32;
    let mut shift = 0;
    while let Some(&b) = bytes.get(*at) {
        *at += 1;
        value |= u32::from(b & 0x7F) << shift;
        if b < 0x80 {
            break;
        }
        shift += 7;
    }
    value
}

impl Packed {
    /// The intervals, sorted and disjoint.
    pub(crate) fn intervals(&self) -> Vec<Interval> {
        let mut out = Vec::with_capacity(self.0);
        let mut at = 0;
        let mut next = 0;
        for _ in 0..self.0 {
            let first = next + read(self.1, &mut at);
            let last = first + read(self.1, &mut at);
            out.push(Interval { first, last });
            next = last + 1;
        }
        out
    }
}

impl PackedStrings {
    /// The strings, as code points, in table order.
    pub(crate) fn strings(&self) -> Vec<Box<[u32]>> {
        let mut out = Vec::with_capacity(self.0);
        let mut at = 0;
        for _ in 0..self.0 {
            let len = read(self.1, &mut at) as usize;
            out.push((0..len).map(|_| read(self.1, &mut at)).collect());
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decodes_what_the_packer_writes() {
        // [65, 90], [97, 122], [170, 170], [0x10000, 0x10FFFF]: gaps and lengths, the
        // last ones over one byte.
        let packed = Packed(4, b"\x41\x19\x06\x19\x2f\x00\xd5\xfe\x03\xff\xff\x3f");
        let got: Vec<(u32, u32)> = packed
            .intervals()
            .iter()
            .map(|i| (i.first, i.last))
            .collect();
        assert_eq!(got, [(65, 90), (97, 122), (170, 170), (0x10000, 0x10FFFF)]);
        let strings = PackedStrings(2, b"\x01\x23\x02\xa8\xf5\x03\x8f\xfc\x03");
        let got = strings.strings();
        assert_eq!(got, [Box::from([0x23u32]), Box::from([0xFAA8u32, 0xFE0F])]);
    }

    #[test]
    fn the_tables_decode_to_sorted_disjoint_intervals() {
        use crate::unicodetables::{id_continue_ranges, id_start_ranges};
        for table in [id_start_ranges(), id_continue_ranges()] {
            let ivs = table.intervals();
            assert_eq!(ivs.len(), table.0);
            assert!(ivs.windows(2).all(|w| w[0].last < w[1].first));
            assert!(ivs.iter().all(|i| i.first <= i.last && i.last <= 0x10FFFF));
        }
    }
}
