//! Keyword lookup: IdentifierName text to its `Kind` (ECMA-262 sec-keywords-and-reserved-words,
//! plus contextual and TypeScript words).
//!
//! Every identifier goes through this lookup, so it is a perfect hash: the first two
//! bytes, the last byte and the length, multiplied by a constant found by search, pick
//! one of 512 slots; one comparison confirms. No keyword shares a slot (checked when the
//! table is built at compile time), and there are no branches on the length.

use crate::Kind;

/// The longest keyword (`constructor`, `implements`, `instanceof`) in bytes.
pub(crate) const MAX_KEYWORD_LEN: usize = 11;

/// Every word with a keyword kind.
static KEYWORDS: [(&[u8], Kind); 85] = [
    (b"as", Kind::As),
    (b"do", Kind::Do),
    (b"if", Kind::If),
    (b"in", Kind::In),
    (b"is", Kind::Is),
    (b"of", Kind::Of),
    (b"any", Kind::Any),
    (b"for", Kind::For),
    (b"get", Kind::Get),
    (b"let", Kind::Let),
    (b"new", Kind::New),
    (b"out", Kind::Out),
    (b"set", Kind::Set),
    (b"try", Kind::Try),
    (b"var", Kind::Var),
    (b"case", Kind::Case),
    (b"else", Kind::Else),
    (b"enum", Kind::Enum),
    (b"from", Kind::From),
    (b"meta", Kind::Meta),
    (b"null", Kind::Null),
    (b"this", Kind::This),
    (b"true", Kind::True),
    (b"type", Kind::Type),
    (b"void", Kind::Void),
    (b"with", Kind::With),
    (b"async", Kind::Async),
    (b"await", Kind::Await),
    (b"break", Kind::Break),
    (b"catch", Kind::Catch),
    (b"class", Kind::Class),
    (b"const", Kind::Const),
    (b"defer", Kind::Defer),
    (b"false", Kind::False),
    (b"infer", Kind::Infer),
    (b"keyof", Kind::Keyof),
    (b"never", Kind::Never),
    (b"super", Kind::Super),
    (b"throw", Kind::Throw),
    (b"using", Kind::Using),
    (b"while", Kind::While),
    (b"yield", Kind::Yield),
    (b"bigint", Kind::BigIntKw),
    (b"delete", Kind::Delete),
    (b"export", Kind::Export),
    (b"global", Kind::Global),
    (b"import", Kind::Import),
    (b"module", Kind::Module),
    (b"number", Kind::NumberKw),
    (b"object", Kind::Object),
    (b"public", Kind::Public),
    (b"return", Kind::Return),
    (b"source", Kind::Source),
    (b"static", Kind::Static),
    (b"string", Kind::StringKw),
    (b"switch", Kind::Switch),
    (b"symbol", Kind::Symbol),
    (b"target", Kind::Target),
    (b"typeof", Kind::Typeof),
    (b"unique", Kind::Unique),
    (b"asserts", Kind::Asserts),
    (b"boolean", Kind::Boolean),
    (b"declare", Kind::Declare),
    (b"default", Kind::Default),
    (b"extends", Kind::Extends),
    (b"finally", Kind::Finally),
    (b"package", Kind::Package),
    (b"private", Kind::Private),
    (b"require", Kind::Require),
    (b"unknown", Kind::Unknown),
    (b"abstract", Kind::Abstract),
    (b"accessor", Kind::Accessor),
    (b"continue", Kind::Continue),
    (b"debugger", Kind::Debugger),
    (b"function", Kind::Function),
    (b"override", Kind::Override),
    (b"readonly", Kind::Readonly),
    (b"interface", Kind::Interface),
    (b"namespace", Kind::Namespace),
    (b"protected", Kind::Protected),
    (b"satisfies", Kind::Satisfies),
    (b"undefined", Kind::Undefined),
    (b"implements", Kind::Implements),
    (b"instanceof", Kind::Instanceof),
    (b"constructor", Kind::Constructor),
];

/// The multiplier of the hash, found by a random search for one without collisions.
const MULTIPLIER: u32 = 0xf800_5a6d;
const SLOT_BITS: u32 = 9;

/// The slot of a name of 2..=MAX_KEYWORD_LEN bytes.
const fn slot(name: &[u8]) -> usize {
    let key = name[0] as u32
        | (name[1] as u32) << 8
        | (name[name.len() - 1] as u32) << 16
        | (name.len() as u32) << 24;
    (key.wrapping_mul(MULTIPLIER) >> (32 - SLOT_BITS)) as usize
}

/// Slot to 1 + index into KEYWORDS, 0 for an empty slot.
static SLOTS: [u8; 1 << SLOT_BITS] = {
    let mut slots = [0u8; 1 << SLOT_BITS];
    let mut i = 0;
    while i < KEYWORDS.len() {
        let s = slot(KEYWORDS[i].0);
        assert!(slots[s] == 0, "two keywords share a hash slot: choose another MULTIPLIER");
        slots[s] = i as u8 + 1;
        i += 1;
    }
    slots
};

/// Each keyword's bytes as a little-endian `u128`, zero-padded: one comparison (no
/// `memcmp` call) confirms a slot's word against 16 bytes of source masked to the
/// name's length. No keyword holds a zero byte, so equal values have equal lengths.
static WORDS: [u128; KEYWORDS.len()] = {
    let mut words = [0u128; KEYWORDS.len()];
    let mut i = 0;
    while i < KEYWORDS.len() {
        let word = KEYWORDS[i].0;
        assert!(word.len() <= 16);
        let mut j = 0;
        while j < word.len() {
            assert!(word[j] != 0);
            words[i] |= (word[j] as u128) << (8 * j);
            j += 1;
        }
        i += 1;
    }
    words
};

/// The keyword kind of `name`, if it is one.
#[inline]
pub(crate) fn keyword_kind(name: &[u8]) -> Option<Kind> {
    if name.len() < 2 || name.len() > MAX_KEYWORD_LEN {
        return None;
    }
    let mut window = [0u8; 16];
    window[..name.len()].copy_from_slice(name);
    confirm(name, u128::from_le_bytes(window))
}

/// The keyword kind of the ASCII name `bytes[start..end]`: as `keyword_kind`, but reads
/// the name as one 16-byte load when the source has 16 bytes from `start` (the
/// identifier fast path: every ASCII identifier comes through here). The hash's bytes come from the loaded word, the slot table has 512
/// entries for a 9-bit hash and the entry table 256 for a `u8` index, so no lookup needs
/// a bounds check.
#[inline]
pub(crate) fn keyword_kind_in(bytes: &[u8], start: usize, end: usize) -> Option<Kind> {
    let len = end.wrapping_sub(start);
    if !(2..=MAX_KEYWORD_LEN).contains(&len) {
        return None;
    }
    let Some(window) = bytes.get(start..).and_then(|rest| rest.first_chunk::<16>()) else {
        return keyword_kind(bytes.get(start..end)?);
    };
    let key = window[0] as u32
        | (window[1] as u32) << 8
        | (window[len - 1] as u32) << 16
        | (len as u32) << 24;
    let index = SLOTS[(key.wrapping_mul(MULTIPLIER) >> (32 - SLOT_BITS)) as usize];
    let (word, kind) = ENTRIES[index as usize];
    (u128::from_le_bytes(*window) & MASKS[len] == word).then_some(kind)
}

/// `MASKS[n]`: the low `n` bytes of a `u128` set.
static MASKS: [u128; 16] = {
    let mut masks = [0u128; 16];
    let mut n = 1;
    while n < 16 {
        masks[n] = (1u128 << (8 * n)) - 1;
        n += 1;
    }
    masks
};

/// `ENTRIES[SLOTS[s]]`: the keyword word (as in `WORDS`) and kind of a slot; entry 0,
/// for empty slots, holds a word no masked window equals (its high bytes are set,
/// where a masked window has zeros).
static ENTRIES: [(u128, Kind); 256] = {
    let mut entries = [(u128::MAX, Kind::Identifier); 256];
    let mut i = 0;
    while i < KEYWORDS.len() {
        entries[i + 1] = (WORDS[i], KEYWORDS[i].1);
        i += 1;
    }
    entries
};

/// The keyword in `name`'s slot, if `window` (16 bytes starting with `name`, of
/// 2..=MAX_KEYWORD_LEN bytes) spells it.
#[inline]
fn confirm(name: &[u8], window: u128) -> Option<Kind> {
    let index = SLOTS[slot(name)];
    if index == 0 {
        return None;
    }
    let i = index as usize - 1;
    let mask = (1u128 << (8 * name.len())) - 1;
    (window & mask == WORDS[i]).then_some(KEYWORDS[i].1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lookup() {
        assert_eq!(keyword_kind(b"instanceof"), Some(Kind::Instanceof));
        assert_eq!(keyword_kind(b"constructor"), Some(Kind::Constructor));
        assert_eq!(keyword_kind(b"as"), Some(Kind::As));
        assert_eq!(keyword_kind(b"awaits"), None);
        assert_eq!(keyword_kind(b"Await"), None);
        assert_eq!(keyword_kind(b"a"), None);
        assert_eq!(keyword_kind(b""), None);
        // The 16-byte window: the name is a prefix of the window, the rest is masked.
        let source = b"instanceof x constructors as; if";
        assert_eq!(keyword_kind_in(source, 0, 10), Some(Kind::Instanceof));
        assert_eq!(keyword_kind_in(source, 13, 25), None);
        assert_eq!(keyword_kind_in(source, 13, 24), Some(Kind::Constructor));
        assert_eq!(keyword_kind_in(source, 26, 28), Some(Kind::As));
        assert_eq!(keyword_kind_in(source, 26, 29), None);
        assert_eq!(keyword_kind_in(source, 30, 32), Some(Kind::If));
        assert_eq!(keyword_kind_in(source, 30, 33), None);
    }

    #[test]
    fn the_one_load_lookup_agrees_with_the_byte_lookup() {
        // Every keyword with each byte changed, cut short or lengthened, in a source with
        // and without 16 bytes after it: both lookups give the same answer.
        let mut names: Vec<Vec<u8>> = Vec::new();
        for &(word, _) in &KEYWORDS {
            for i in 0..word.len() {
                for b in [b'a', b'z', b'_', b'0', word[i] ^ 1, word[i].wrapping_add(1)] {
                    let mut name = word.to_vec();
                    name[i] = b;
                    names.push(name);
                }
            }
            names.push(word[..word.len() - 1].to_vec());
            names.push([word, b"s"].concat());
        }
        for name in names {
            let expected = keyword_kind(&name);
            let mut long = name.clone();
            long.extend_from_slice(b" xxxxxxxxxxxxxxxx");
            assert_eq!(keyword_kind_in(&long, 0, name.len()), expected, "{name:?}");
            assert_eq!(keyword_kind_in(&name, 0, name.len()), expected, "{name:?}");
        }
    }

    #[test]
    fn every_keyword_round_trips() {
        for &(word, kind) in &KEYWORDS {
            assert_eq!(keyword_kind(word), Some(kind));
            assert!(kind.is_identifier_name() && kind != Kind::Identifier);
            // A one-byte change is not a keyword (unless it happens to be another one).
            let mut changed = word.to_vec();
            changed[word.len() / 2] ^= 0x20;
            assert_eq!(keyword_kind(&changed), None);
            // In a source with 16 bytes from the name (the one-load path), followed by
            // identifier bytes that are not part of it.
            let mut source = word.to_vec();
            source.extend_from_slice(b"sxxxxxxxxxxxxxxxxxx");
            assert_eq!(keyword_kind_in(&source, 0, word.len()), Some(kind));
            assert_eq!(keyword_kind_in(&source, 0, word.len() + 1), None);
        }
    }
}
