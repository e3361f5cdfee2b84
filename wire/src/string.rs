//! Strings: the borrowed [`Str`] a reader yields and the owned [`JsString`] of [`Value`].
//!
//! JavaScript strings are sequences of UTF-16 code units and may hold lone surrogates,
//! so equality and order here are by code units, whatever the encoding on the wire.
//!
//! [`Value`]: crate::Value

use alloc::borrow::Cow;
use alloc::string::String;
use alloc::vec::Vec;
use core::cmp::Ordering;
use core::hash::{Hash, Hasher};

/// A string borrowed from wire input, in the encoding it was written in.
#[derive(Clone, Copy, Debug)]
pub enum Str<'a> {
    /// Latin-1 code units, one byte each (U+0000 to U+00FF): a VM one-byte string.
    Latin1(&'a [u8]),
    /// UTF-16 code units as little-endian byte pairs (even length); may hold lone surrogates.
    Utf16(&'a [u8]),
    /// Valid UTF-8, as a host writes it.
    Utf8(&'a str),
}

impl<'a> Str<'a> {
    /// The code units of the string, as JavaScript sees them.
    pub fn code_units(&self) -> CodeUnits<'a> {
        CodeUnits(match *self {
            Str::Latin1(b) => Units::Latin1(b.iter()),
            Str::Utf16(b) => Units::Utf16(b.chunks_exact(2)),
            Str::Utf8(s) => Units::Utf8(s.encode_utf16()),
        })
    }

    /// The length in UTF-16 code units (JavaScript's `length`).
    pub fn len_utf16(&self) -> usize {
        match *self {
            Str::Latin1(b) => b.len(),
            Str::Utf16(b) => b.len() / 2,
            Str::Utf8(s) => s.encode_utf16().count(),
        }
    }

    /// Whether the string has no code units.
    pub fn is_empty(&self) -> bool {
        match *self {
            Str::Latin1(b) | Str::Utf16(b) => b.is_empty(),
            Str::Utf8(s) => s.is_empty(),
        }
    }

    /// The string as `&str` without copying, when the wire bytes are already UTF-8
    /// (UTF-8 strings, and Latin-1 strings that are ASCII).
    pub fn as_str(&self) -> Option<&'a str> {
        match *self {
            Str::Utf8(s) => Some(s),
            Str::Latin1(b) if b.is_ascii() => core::str::from_utf8(b).ok(),
            Str::Latin1(_) | Str::Utf16(_) => None,
        }
    }

    /// The string as Rust text: borrowed when possible, lone surrogates replaced by U+FFFD
    /// (as the WHATWG `TextEncoder` does).
    pub fn to_string_lossy(&self) -> Cow<'a, str> {
        if let Some(s) = self.as_str() {
            return Cow::Borrowed(s);
        }
        match *self {
            Str::Latin1(b) => Cow::Owned(b.iter().map(|&c| char::from(c)).collect()),
            Str::Utf16(_) | Str::Utf8(_) => Cow::Owned(
                char::decode_utf16(self.code_units()).map(|c| c.unwrap_or('\u{FFFD}')).collect(),
            ),
        }
    }

    /// An owned copy, in the canonical form of [`JsString`].
    pub fn to_js_string(&self) -> JsString {
        match *self {
            Str::Utf8(s) => JsString::Utf8(s.into()),
            Str::Latin1(b) => JsString::Utf8(match self.as_str() {
                Some(s) => s.into(),
                None => b.iter().map(|&c| char::from(c)).collect(),
            }),
            Str::Utf16(_) => JsString::from_utf16(self.code_units().collect()),
        }
    }

    /// Code-unit order, with a fast path for two one-byte strings.
    pub(crate) fn cmp_units(&self, other: &Str<'_>) -> Ordering {
        match (self, other) {
            (Str::Latin1(a), Str::Latin1(b)) => a.cmp(b),
            _ => self.code_units().cmp(other.code_units()),
        }
    }
}

impl<'a> From<&'a str> for Str<'a> {
    fn from(s: &'a str) -> Self {
        Str::Utf8(s)
    }
}

impl PartialEq for Str<'_> {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Str::Latin1(a), Str::Latin1(b)) | (Str::Utf16(a), Str::Utf16(b)) => a == b,
            (Str::Utf8(a), Str::Utf8(b)) => a == b,
            _ => self.code_units().eq(other.code_units()),
        }
    }
}

impl Eq for Str<'_> {}

/// Iterator over the UTF-16 code units of a [`Str`].
#[derive(Clone, Debug)]
pub struct CodeUnits<'a>(Units<'a>);

#[derive(Clone, Debug)]
enum Units<'a> {
    Latin1(core::slice::Iter<'a, u8>),
    Utf16(core::slice::ChunksExact<'a, u8>),
    Utf8(core::str::EncodeUtf16<'a>),
}

impl Iterator for CodeUnits<'_> {
    type Item = u16;

    #[inline]
    fn next(&mut self) -> Option<u16> {
        match &mut self.0 {
            Units::Latin1(it) => it.next().map(|&b| u16::from(b)),
            Units::Utf16(it) => it.next().map(|pair| u16::from_le_bytes([pair[0], pair[1]])),
            Units::Utf8(it) => it.next(),
        }
    }
}

/// An owned JavaScript string: Rust text when it is valid Unicode, else its UTF-16 code
/// units (it holds a lone surrogate).
///
/// Decoding always yields the canonical form (`Utf16` only with a lone surrogate); equality,
/// order and hashing are by code units, so a non-canonical `Utf16` still compares equal.
#[derive(Clone, Debug)]
pub enum JsString {
    /// Valid Unicode text.
    Utf8(String),
    /// UTF-16 code units, for strings with lone surrogates.
    Utf16(Vec<u16>),
}

impl JsString {
    /// The canonical string for these code units.
    pub fn from_utf16(units: Vec<u16>) -> Self {
        match String::from_utf16(&units) {
            Ok(s) => JsString::Utf8(s),
            Err(_) => JsString::Utf16(units),
        }
    }

    /// The text, when the string is valid Unicode in the `Utf8` form.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            JsString::Utf8(s) => Some(s),
            JsString::Utf16(_) => None,
        }
    }

    /// The code units, as JavaScript sees them.
    pub fn code_units(&self) -> impl Iterator<Item = u16> + '_ {
        let (a, b) = match self {
            JsString::Utf8(s) => (Some(s.encode_utf16()), None),
            JsString::Utf16(u) => (None, Some(u.iter().copied())),
        };
        a.into_iter().flatten().chain(b.into_iter().flatten())
    }
}

impl From<&str> for JsString {
    fn from(s: &str) -> Self {
        JsString::Utf8(s.into())
    }
}

impl From<String> for JsString {
    fn from(s: String) -> Self {
        JsString::Utf8(s)
    }
}

impl PartialEq for JsString {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (JsString::Utf8(a), JsString::Utf8(b)) => a == b,
            (JsString::Utf16(a), JsString::Utf16(b)) => a == b,
            _ => self.code_units().eq(other.code_units()),
        }
    }
}

impl Eq for JsString {}

impl PartialOrd for JsString {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for JsString {
    fn cmp(&self, other: &Self) -> Ordering {
        self.code_units().cmp(other.code_units())
    }
}

impl Hash for JsString {
    fn hash<H: Hasher>(&self, state: &mut H) {
        for unit in self.code_units() {
            state.write_u16(unit);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::vec;

    #[test]
    fn equality_is_by_code_units_across_encodings() {
        let utf16: Vec<u8> = "é!".encode_utf16().flat_map(u16::to_le_bytes).collect();
        let a = Str::Latin1(&[0xe9, b'!']);
        let b = Str::Utf16(&utf16);
        let c = Str::Utf8("é!");
        assert_eq!(a, b);
        assert_eq!(b, c);
        assert_eq!(a, c);
        assert_ne!(a, Str::Utf8("e!"));
    }

    #[test]
    fn as_str_borrows_ascii_and_utf8_only() {
        assert_eq!(Str::Latin1(b"abc").as_str(), Some("abc"));
        assert_eq!(Str::Latin1(&[0xe9]).as_str(), None);
        assert_eq!(Str::Latin1(&[0xe9]).to_string_lossy(), "é");
        assert_eq!(Str::Utf16(&[0x00, 0xd8]).to_string_lossy(), "\u{FFFD}");
    }

    #[test]
    fn lone_surrogates_stay_utf16() {
        assert_eq!(JsString::from_utf16(vec![0x61, 0xd800]), JsString::Utf16(vec![0x61, 0xd800]));
        assert_eq!(JsString::from_utf16(vec![0x61]), JsString::Utf8("a".into()));
        assert_eq!(JsString::Utf16(vec![0x61]), JsString::from("a"));
        assert_eq!(Str::Utf16(&[0x00, 0xd8]).to_js_string(), JsString::Utf16(vec![0xd800]));
        assert_eq!(Str::Latin1(&[0xff]).to_js_string(), JsString::from("ÿ"));
    }

    #[test]
    fn order_is_utf16_order() {
        // U+FF61 sorts after U+1F600 in UTF-16 (0xD83D < 0xFF61) but before it in UTF-8.
        let a = JsString::from("\u{FF61}");
        let b = JsString::from("\u{1F600}");
        assert!(a > b);
        assert_eq!(Str::Utf8("\u{FF61}").cmp_units(&Str::Utf8("\u{1F600}")), Ordering::Greater);
    }
}
