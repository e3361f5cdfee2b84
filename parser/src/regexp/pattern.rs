//! The validator's state and its main loop: Pattern, Disjunction, Term, quantifiers,
//! groups and non-`v` character classes (ECMA-262 sec-patterns, and Annex B
//! sec-regular-expressions-patterns when neither `u` nor `v` is set). Escapes are in
//! `escape.rs`, group names in `group_name.rs`, `v`-mode classes in `class_set.rs`.
//!
//! One pass, no recursion: groups live on an explicit stack of frames, and the only
//! early errors that need the whole pattern (backreference numbers, `\k<name>` targets)
//! are checked once the pass ends.

use std::cmp::Ordering;
use std::collections::HashMap;

use super::Flags;
use super::error::{ErrorKind, Fail, fail};
use super::inline_stack::InlineStack;
use super::unicode_property::PropertyKind;

pub(super) type PResult<T> = Result<T, Fail>;

/// Past this many distinct group names, lookups go through a hash map (keeps patterns
/// with thousands of names linear).
pub(super) const LINEAR_NAME_LOOKUP_LIMIT: usize = 32;

/// ParsePattern (sec-parsepattern-annexb): with `u` or `v` one parse with
/// +NamedCaptureGroups; otherwise a ~NamedCaptureGroups parse, redone with
/// +NamedCaptureGroups when the pattern has a group name. The two only differ on `\k`,
/// so the second pass runs only when a `\k` was seen.
pub(super) fn validate(pattern: &str, flags: Flags) -> PResult<()> {
    if flags.unicode && flags.unicode_sets {
        return Err(fail(ErrorKind::UnicodeAndUnicodeSets, 0));
    }
    let unicode = flags.unicode || flags.unicode_sets;
    let mut parser = Parser::new(pattern, unicode, flags.unicode_sets, unicode);
    parser.parse()?;
    if !unicode && parser.saw_k_escape && !parser.names.is_empty() {
        Parser::new(pattern, false, false, true).parse()?;
    }
    Ok(())
}

/// What a `{` at the cursor starts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Brace {
    /// A well-formed braced quantifier, ending before this offset.
    Quantifier(usize),
    /// A well-formed `{n,m}` with n > m.
    OutOfOrder,
    /// No quantifier: a literal `{` in Annex B, an error with `u`.
    Literal,
}

/// What opened a group: decides whether a quantifier may follow its `)`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
enum GroupKind {
    /// `(`...`)` or `(?<name>`...`)`.
    #[default]
    Capturing,
    /// `(?:`...`)` or a modifiers group `(?ims-ims:`...`)`.
    NonCapturing,
    /// `(?=`...`)` or `(?!`...`)`: quantifiable only in Annex B (QuantifiableAssertion).
    Lookahead,
    /// `(?<=`...`)` or `(?<!`...`)`: never quantifiable.
    Lookbehind,
}

/// An open group (or the pattern itself, as the root disjunction).
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Frame {
    kind: GroupKind,
    /// Offset of the `(`.
    open: u32,
    /// Offset of the group's first Disjunction character.
    pub(super) content_start: u32,
    /// Offset where the group's current Alternative began.
    pub(super) alt_start: u32,
}

/// A group name's source text (between `<` and `>`), escapes not yet decoded.
#[derive(Debug, Clone, Copy)]
pub(super) struct NameText {
    pub(super) start: u32,
    pub(super) end: u32,
    /// True when the text holds `\u` escapes (then names compare by decoded value).
    pub(super) escaped: bool,
}

/// A distinct capture group name, with the latest group that has it.
#[derive(Debug, Clone, Copy)]
pub(super) struct GroupName {
    pub(super) text: NameText,
    /// Offset of the `(` of the latest group with this name.
    pub(super) last_group: u32,
}

/// A `\k<name>` reference, checked against the names once the pass is done.
#[derive(Debug, Clone, Copy)]
pub(super) struct NamedReference {
    pub(super) text: NameText,
    pub(super) offset: u32,
}

/// What an escape (after `\`) denotes, as far as validation cares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Escaped {
    /// One character with this value (a code point, or a code unit in non-unicode mode).
    Char(u32),
    /// A CharacterClassEscape (`\d`, `\p{...}`, ...).
    Class(PropertyKind),
}

/// The validator's state: a cursor over the pattern bytes plus what the early errors need.
pub(super) struct Parser<'a> {
    pub(super) src: &'a str,
    pub(super) bytes: &'a [u8],
    pub(super) pos: usize,
    /// [UnicodeMode]: `u` or `v`.
    pub(super) unicode: bool,
    /// [UnicodeSetsMode]: `v`.
    pub(super) sets: bool,
    /// [NamedCaptureGroups].
    pub(super) named_groups: bool,
    /// Non-unicode classes read the pattern as UTF-16: true when the lead surrogate of
    /// the astral character at `pos` was consumed and its trail surrogate is next.
    pub(super) half: bool,
    pub(super) group_count: u32,
    pub(super) names: Vec<GroupName>,
    /// Decoded name to index in `names`, built past `LINEAR_NAME_LOOKUP_LIMIT` names.
    pub(super) name_index: Option<HashMap<String, usize>>,
    pub(super) named_references: Vec<NamedReference>,
    /// Largest DecimalEscape in unicode mode, with its offset.
    pub(super) max_backreference: Option<(u32, u32)>,
    /// A `\k` was read as an identity escape (~NamedCaptureGroups).
    pub(super) saw_k_escape: bool,
    pub(super) frames: InlineStack<Frame, 32>,
    pub(super) root_alt_start: u32,
}

impl<'a> Parser<'a> {
    pub(super) fn new(src: &'a str, unicode: bool, sets: bool, named_groups: bool) -> Parser<'a> {
        Parser {
            src,
            bytes: src.as_bytes(),
            pos: 0,
            unicode,
            sets,
            named_groups,
            half: false,
            group_count: 0,
            names: Vec::new(),
            name_index: None,
            named_references: Vec::new(),
            max_backreference: None,
            saw_k_escape: false,
            frames: InlineStack::new(),
            root_alt_start: 0,
        }
    }

    // ----- cursor -----

    pub(super) fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    pub(super) fn peek_at(&self, ahead: usize) -> Option<u8> {
        self.bytes.get(self.pos + ahead).copied()
    }

    /// The character at the cursor (`pos` is always on a character boundary).
    pub(super) fn peek_char(&self) -> Option<char> {
        self.src.get(self.pos..).and_then(|rest| rest.chars().next())
    }

    pub(super) fn eat(&mut self, byte: u8) -> bool {
        if self.peek() == Some(byte) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    fn advance_char(&mut self) {
        match self.peek() {
            Some(b) if b.is_ascii() => self.pos += 1,
            _ => self.pos += self.peek_char().map_or(1, char::len_utf8),
        }
    }

    // ----- Pattern, Disjunction, Alternative, Term -----

    /// Pattern :: Disjunction, iteratively: `(` pushes a frame, `)` pops it.
    fn parse(&mut self) -> PResult<()> {
        while let Some(byte) = self.peek() {
            let start = self.pos;
            match byte {
                b'|' => {
                    self.pos += 1;
                    let here = offset(self.pos);
                    match self.frames.top_mut() {
                        Some(frame) => frame.alt_start = here,
                        None => self.root_alt_start = here,
                    }
                }
                b')' => {
                    let Some(frame) = self.frames.pop() else {
                        return Err(fail(ErrorKind::UnmatchedParen, start));
                    };
                    self.pos += 1;
                    let quantifiable = match frame.kind {
                        GroupKind::Capturing | GroupKind::NonCapturing => true,
                        GroupKind::Lookahead => !self.unicode,
                        GroupKind::Lookbehind => false,
                    };
                    self.quantifier(quantifiable)?;
                }
                b'(' => self.open_group()?,
                b'^' | b'$' => {
                    self.pos += 1;
                    self.quantifier(false)?;
                }
                b'\\' => self.atom_escape()?,
                b'[' => {
                    if self.sets {
                        self.class_set()?;
                    } else {
                        self.class()?;
                    }
                    self.quantifier(true)?;
                }
                b'.' => {
                    self.pos += 1;
                    self.quantifier(true)?;
                }
                b'*' | b'+' | b'?' => return Err(fail(ErrorKind::NothingToRepeat, start)),
                b'{' => {
                    if self.braced_quantifier() != Brace::Literal {
                        // Annex B InvalidBracedQuantifier, or a quantifier with no atom.
                        return Err(fail(ErrorKind::NothingToRepeat, start));
                    }
                    if self.unicode {
                        return Err(fail(ErrorKind::LoneQuantifierBracket, start));
                    }
                    self.pos += 1;
                    self.quantifier(true)?;
                }
                b'}' | b']' => {
                    if self.unicode {
                        let kind = if byte == b'}' {
                            ErrorKind::LoneQuantifierBracket
                        } else {
                            ErrorKind::LoneClassBracket
                        };
                        return Err(fail(kind, start));
                    }
                    // Annex B ExtendedPatternCharacter.
                    self.pos += 1;
                    self.quantifier(true)?;
                }
                _ => {
                    self.advance_char();
                    self.quantifier(true)?;
                }
            }
        }
        if let Some(frame) = self.frames.iter().last() {
            return Err(fail(ErrorKind::UnterminatedGroup, frame.open as usize));
        }
        self.check_references()
    }

    /// Quantifier (optional) after an atom or assertion; `quantifiable` says whether the
    /// preceding term may take one.
    pub(super) fn quantifier(&mut self, quantifiable: bool) -> PResult<()> {
        let start = self.pos;
        match self.peek() {
            Some(b'*' | b'+' | b'?') => self.pos += 1,
            Some(b'{') => match self.braced_quantifier() {
                Brace::Quantifier(end) => self.pos = end,
                Brace::OutOfOrder => {
                    return Err(fail(ErrorKind::QuantifierOutOfOrder, start));
                }
                // A `{` that starts no quantifier is a literal (Annex B) or an error.
                Brace::Literal if self.unicode => {
                    return Err(fail(ErrorKind::IncompleteQuantifier, start));
                }
                Brace::Literal => return Ok(()),
            },
            _ => return Ok(()),
        }
        if !quantifiable {
            return Err(fail(ErrorKind::NothingToRepeat, start));
        }
        self.eat(b'?');
        Ok(())
    }

    /// QuantifierPrefix :: `{` DecimalDigits (`,` DecimalDigits?)? `}` at the cursor
    /// (which does not move).
    fn braced_quantifier(&self) -> Brace {
        let bytes = self.bytes;
        let digits = |mut i: usize| {
            while bytes.get(i).is_some_and(u8::is_ascii_digit) {
                i += 1;
            }
            i
        };
        let min_start = self.pos + 1;
        let min_end = digits(min_start);
        if min_end == min_start {
            return Brace::Literal;
        }
        match bytes.get(min_end) {
            Some(b'}') => Brace::Quantifier(min_end + 1),
            Some(b',') => {
                let max_start = min_end + 1;
                let max_end = digits(max_start);
                if bytes.get(max_end) != Some(&b'}') {
                    Brace::Literal
                } else if max_end > max_start
                    && compare_decimal(&bytes[min_start..min_end], &bytes[max_start..max_end])
                        == Ordering::Greater
                {
                    Brace::OutOfOrder
                } else {
                    Brace::Quantifier(max_end + 1)
                }
            }
            _ => Brace::Literal,
        }
    }

    // ----- groups -----

    /// Atom :: `(` GroupSpecifier? Disjunction `)` and the `(?` forms: pushes a frame.
    fn open_group(&mut self) -> PResult<()> {
        let open = self.pos;
        if self.peek_at(1) != Some(b'?') {
            self.pos += 1;
            self.count_group(open)?;
            self.push_frame(GroupKind::Capturing, open);
            return Ok(());
        }
        let kind = match self.peek_at(2) {
            Some(b':') => {
                self.pos += 3;
                GroupKind::NonCapturing
            }
            Some(b'=' | b'!') => {
                self.pos += 3;
                GroupKind::Lookahead
            }
            Some(b'<') if matches!(self.peek_at(3), Some(b'=' | b'!')) => {
                self.pos += 4;
                GroupKind::Lookbehind
            }
            Some(b'<') => {
                self.pos += 3;
                let text = self.group_name(open)?;
                self.count_group(open)?;
                self.declare_name(text, open)?;
                GroupKind::Capturing
            }
            _ => {
                self.pos += 2;
                self.modifiers(open)?;
                GroupKind::NonCapturing
            }
        };
        self.push_frame(kind, open);
        Ok(())
    }

    fn push_frame(&mut self, kind: GroupKind, open: usize) {
        let here = offset(self.pos);
        self.frames.push(Frame { kind, open: offset(open), content_start: here, alt_start: here });
    }

    /// CountLeftCapturingParensWithin(Pattern) < 2^32 - 1.
    fn count_group(&mut self, open: usize) -> PResult<()> {
        match self.group_count.checked_add(1) {
            Some(count) if count < u32::MAX => {
                self.group_count = count;
                Ok(())
            }
            _ => Err(fail(ErrorKind::TooManyGroups, open)),
        }
    }

    /// `(?` RegularExpressionModifiers (`-` RegularExpressionModifiers)? `:` with its
    /// early errors; the cursor is after `(?`.
    fn modifiers(&mut self, open: usize) -> PResult<()> {
        let add = self.modifier_set(open)?;
        let mut dash = false;
        let mut remove = 0u8;
        if self.eat(b'-') {
            dash = true;
            remove = self.modifier_set(open)?;
        }
        if !self.eat(b':') {
            return Err(fail(ErrorKind::InvalidGroup, open));
        }
        if dash && add == 0 && remove == 0 {
            return Err(fail(ErrorKind::EmptyModifiers, open));
        }
        if add & remove != 0 {
            return Err(fail(ErrorKind::ModifierAddedAndRemoved, open));
        }
        Ok(())
    }

    /// RegularExpressionModifiers as a bit set; a repeated modifier is an error.
    fn modifier_set(&mut self, open: usize) -> PResult<u8> {
        let mut set = 0u8;
        loop {
            let bit = match self.peek() {
                Some(b'i') => 1,
                Some(b'm') => 2,
                Some(b's') => 4,
                _ => return Ok(set),
            };
            if set & bit != 0 {
                return Err(fail(ErrorKind::RepeatedModifier, open));
            }
            set |= bit;
            self.pos += 1;
        }
    }

    // ----- character classes without `v` -----

    /// CharacterClass[~UnicodeSetsMode] :: `[` `^`? ClassContents `]` with the range early
    /// errors (Annex B allows class escapes as range ends without `u`).
    fn class(&mut self) -> PResult<()> {
        let open = self.pos;
        self.pos += 1;
        self.eat(b'^');
        loop {
            if !self.half {
                match self.peek() {
                    None => return Err(fail(ErrorKind::UnterminatedClass, open)),
                    Some(b']') => {
                        self.pos += 1;
                        return Ok(());
                    }
                    Some(_) => {}
                }
            }
            let atom_start = self.pos;
            let first = self.class_atom()?;
            if !self.half && self.peek() == Some(b'-') && self.peek_at(1).is_some_and(|b| b != b']')
            {
                self.pos += 1;
                let second = self.class_atom()?;
                match (first, second) {
                    (Escaped::Char(low), Escaped::Char(high)) if low > high => {
                        return Err(fail(ErrorKind::ClassRangeOutOfOrder, atom_start));
                    }
                    (Escaped::Char(_), Escaped::Char(_)) => {}
                    _ if self.unicode => {
                        return Err(fail(ErrorKind::InvalidClassRange, atom_start));
                    }
                    _ => {}
                }
            }
        }
    }

    /// ClassAtom (not at `]`): a character, or a class escape. Plain ASCII is read
    /// inline; everything else takes the out-of-line path.
    #[inline]
    fn class_atom(&mut self) -> PResult<Escaped> {
        match self.peek() {
            Some(b) if b.is_ascii() && b != b'\\' && !self.half => {
                self.pos += 1;
                Ok(Escaped::Char(u32::from(b)))
            }
            _ => self.class_atom_general(),
        }
    }

    /// ClassAtom: escapes, non-ASCII characters, and the trail half of an astral one.
    fn class_atom_general(&mut self) -> PResult<Escaped> {
        let Some(c) = self.peek_char() else {
            return Err(fail(ErrorKind::UnterminatedClass, self.pos));
        };
        if self.half {
            self.half = false;
            self.pos += c.len_utf8();
            return Ok(Escaped::Char(trail_surrogate(c)));
        }
        let start = self.pos;
        if c != '\\' {
            if !self.unicode && c as u32 > 0xFFFF {
                self.half = true;
                return Ok(Escaped::Char(lead_surrogate(c)));
            }
            self.pos += c.len_utf8();
            return Ok(Escaped::Char(c as u32));
        }
        self.pos += 1;
        match self.peek() {
            Some(b'b') => {
                self.pos += 1;
                Ok(Escaped::Char(0x08))
            }
            Some(b'-') if self.unicode => {
                self.pos += 1;
                Ok(Escaped::Char(u32::from(b'-')))
            }
            // DecimalEscape and `\B` are not ClassEscapes; `\k` only as identity.
            Some(b'1'..=b'9' | b'B' | b'k') if self.unicode => {
                Err(fail(ErrorKind::InvalidClassEscape, start))
            }
            _ => self.character_or_class_escape(start, true),
        }
    }
}

/// A byte offset as the u32 the error type carries (patterns over 4 GiB saturate).
pub(super) fn offset(pos: usize) -> u32 {
    u32::try_from(pos).unwrap_or(u32::MAX)
}

pub(super) fn lead_surrogate(c: char) -> u32 {
    0xD800 + ((c as u32 - 0x10000) >> 10)
}

pub(super) fn trail_surrogate(c: char) -> u32 {
    0xDC00 + ((c as u32 - 0x10000) & 0x3FF)
}

/// The MV of DecimalDigits, saturating (anything past u32 is past every group count).
pub(super) fn decimal_value(digits: &[u8]) -> u32 {
    digits.iter().fold(0u32, |acc, &d| acc.saturating_mul(10).saturating_add(u32::from(d - b'0')))
}

/// Compares two DecimalDigits by MV, at any length.
pub(super) fn compare_decimal(a: &[u8], b: &[u8]) -> Ordering {
    let strip = |s: &[u8]| -> usize { s.iter().take_while(|&&d| d == b'0').count() };
    let (a, b) = (&a[strip(a)..], &b[strip(b)..]);
    a.len().cmp(&b.len()).then_with(|| a.cmp(b))
}
