//! String.prototype.localeCompare without ECMA-402: a comparison in the shape of the
//! Unicode Collation Algorithm (three levels: base characters, then accents, then
//! case), with node's default order (ICU's root collation) for ASCII.
//!
//! ECMA-262 leaves the order implementation-defined (sec-string.prototype.localecompare)
//! but asks that canonically equivalent strings compare equal, which holds here since
//! both strings are compared in their canonical decomposition (NFD). Scripts sort
//! names with it and are checked against node, so ASCII follows ICU exactly: space
//! and punctuation before digits before letters, letters by their base letter first,
//! lowercase before uppercase only to break ties (`a A á b B`), digits as characters
//! (`10` before `9`); accents (combining marks U+0300..U+036F after decomposition)
//! weigh at the second level, in ICU's order of marks. Other characters follow their
//! code point after ASCII, lowercase first. ICU's orders of non-ASCII punctuation and
//! of other scripts, and its expansions (`ß` as `ss`), are not reproduced.

use std::cmp::Ordering;

// The two tables below are printed by `node scripts/gen_collation.mjs` (node v20's
// default collation, ICU root).

/// Printable ASCII in ICU root order, letters by their lowercase (uppercase letters
/// share their lowercase's weight). Characters not listed (controls) are ignorable.
const ASCII_ORDER: &[u8] =
    b" _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$0123456789abcdefghijklmnopqrstuvwxyz";

/// The secondary rank of each combining mark U+0300..U+036F in ICU root order
/// (acute before grave, ...); 0: ignorable (U+034F COMBINING GRAPHEME JOINER).
static MARK_RANK: [u8; 0x70] = [
    5, 4, 7, 14, 19, 24, 6, 15, 11, 25, 9, 13, 8, 20, 20, 26, 27, 28, 20, 2, 3, 20, 21, 21, 21, 21,
    20, 29, 21, 21, 21, 21, 21, 30, 31, 32, 33, 34, 35, 17, 18, 21, 21, 21, 21, 36, 37, 21, 38, 39,
    1, 21, 40, 23, 22, 22, 16, 41, 21, 21, 21, 20, 20, 20, 5, 4, 10, 2, 12, 42, 20, 21, 21, 21, 20,
    20, 20, 21, 21, 0, 20, 20, 20, 21, 21, 21, 21, 20, 43, 21, 21, 20, 21, 20, 20, 21, 44, 45, 21,
    46, 49, 51, 53, 56, 47, 48, 50, 52, 54, 55, 57, 58,
];

/// The primary weight of each ASCII char (letters by their lowercase).
static ASCII_PRIMARY: [u32; 128] = {
    let mut table = [0u32; 128];
    let mut i = 0;
    while i < ASCII_ORDER.len() {
        let c = ASCII_ORDER[i] as usize;
        table[c] = i as u32 + 1;
        if c >= b'a' as usize && c <= b'z' as usize {
            table[c - 32] = i as u32 + 1;
        }
        i += 1;
    }
    table
};

/// One collation element: primary (0 for a combining mark), secondary (0 for none),
/// tertiary (1 lowercase or caseless, 2 uppercase; 0 for a combining mark).
#[derive(Clone, Copy)]
struct Element {
    primary: u32,
    secondary: u32,
    tertiary: u8,
}

/// The collation elements of `chars` (code points of a canonical decomposition; lone
/// surrogates as themselves). Ignorable characters give none.
fn elements(chars: impl Iterator<Item = u32>, out: &mut Vec<Element>) {
    for c in chars {
        let e = if c < 0x80 {
            match ASCII_PRIMARY[c as usize] {
                0 => continue,
                primary => Element {
                    primary,
                    secondary: 1,
                    tertiary: if (b'A' as u32..=b'Z' as u32).contains(&c) { 2 } else { 1 },
                },
            }
        } else if (0x300..=0x36F).contains(&c) {
            match MARK_RANK[(c - 0x300) as usize] {
                0 => continue,
                rank => Element { primary: 0, secondary: 1 + u32::from(rank), tertiary: 0 },
            }
        } else {
            let (base, upper) = match char::from_u32(c) {
                Some(ch) if ch.is_uppercase() => (lower_case_of(ch).unwrap_or(c), true),
                Some(ch) if ch.is_control() => continue,
                _ => (c, false),
            };
            Element { primary: 0x100 + base, secondary: 1, tertiary: if upper { 2 } else { 1 } }
        };
        out.push(e);
    }
}

/// The lower case of `ch` when it is one code point: Rust's mapping, or the host's in a
/// build without the `case_mapping` feature (none when the host set no mapper).
fn lower_case_of(ch: char) -> Option<u32> {
    #[cfg(feature = "case_mapping")]
    {
        let mut lower = ch.to_lowercase();
        match (lower.next(), lower.next()) {
            (Some(l), None) => Some(u32::from(l)),
            _ => None,
        }
    }
    #[cfg(not(feature = "case_mapping"))]
    {
        use super::host_text::{TextMapping, host_map};
        let mut buf = [0u16; 2];
        let lower = host_map(ch.encode_utf16(&mut buf), TextMapping::LowerCase)?;
        let mut points = char::decode_utf16(lower);
        match (points.next(), points.next()) {
            (Some(Ok(l)), None) => Some(u32::from(l)),
            _ => None,
        }
    }
}

/// Compare the non-zero weights of one level, in order.
fn level(a: &[Element], b: &[Element], weight: impl Fn(&Element) -> u32) -> Ordering {
    let wa = a.iter().map(&weight).filter(|&w| w != 0);
    let wb = b.iter().map(&weight).filter(|&w| w != 0);
    wa.cmp(wb)
}

/// The order of two strings given as the code points of their canonical decompositions.
pub(crate) fn compare(a: impl Iterator<Item = u32>, b: impl Iterator<Item = u32>) -> Ordering {
    let (mut ea, mut eb) = (Vec::new(), Vec::new());
    elements(a, &mut ea);
    elements(b, &mut eb);
    level(&ea, &eb, |e| e.primary)
        .then_with(|| level(&ea, &eb, |e| e.secondary))
        .then_with(|| level(&ea, &eb, |e| u32::from(e.tertiary)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cmp(a: &str, b: &str) -> Ordering {
        // The tests give strings already decomposed (or without accents).
        compare(a.chars().map(u32::from), b.chars().map(u32::from))
    }

    /// Orders node v20 gives (`localeCompare` in its default locale).
    #[test]
    fn ascii_orders_as_node() {
        let mut words =
            vec!["b", "a", "C", "A", "_x", "10", "9", "a b", "ab", "a-b", "Zoe", "adam", "$5", "~"];
        words.sort_by(|a, b| cmp(a, b));
        assert_eq!(
            words,
            ["_x", "~", "$5", "10", "9", "a", "A", "a b", "a-b", "ab", "adam", "b", "C", "Zoe"]
        );
        assert_eq!(cmp("a", "A"), Ordering::Less);
        assert_eq!(cmp("ab", "Aa"), Ordering::Greater);
        assert_eq!(cmp("abc", "abc"), Ordering::Equal);
    }

    #[test]
    fn accents_weigh_after_letters_and_before_case() {
        // resume < résumé < Résumé, and résumé < resumf (the letters decide first);
        // an acute accent weighs less than a grave one.
        let resume_acute = "re\u{301}sume\u{301}";
        assert_eq!(cmp("resume", resume_acute), Ordering::Less);
        assert_eq!(cmp(resume_acute, "Re\u{301}sume\u{301}"), Ordering::Less);
        assert_eq!(cmp(resume_acute, "resumf"), Ordering::Less);
        assert_eq!(cmp("e\u{301}e\u{300}", "e\u{300}e\u{301}"), Ordering::Less);
        // Controls are ignorable.
        assert_eq!(cmp("a\u{0}b", "ab"), Ordering::Equal);
    }
}
