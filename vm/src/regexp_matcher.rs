//! The pattern matcher behind RegExp objects: a compiled `regress` program plus what
//! the engine adds around it (ECMA-262 sec-regexp-regular-expression-objects leaves the
//! `d`, `g`, `y` flags and `lastIndex` to RegExpBuiltinExec; regress knows only
//! `i m s u v`).
//!
//! - Subjects are UTF-16 code units: non-`u` patterns see each unit as a character
//!   (`find_from_ucs2`), `u`/`v` patterns see code points (`find_from_utf16`). An
//!   all-ASCII one-byte string is matched in place as UTF-8 (identical units; not in
//!   the wasm module, for size), other one-byte strings are widened into a reused
//!   scratch buffer.
//! - Sticky (`y`) matching runs a second program, `(?:P)|()`, which always matches at
//!   the start position, so a failing sticky exec is one attempt (no scan).
//! - Compiled programs are shared (`Rc`) and cached by (pattern, flags), so a regex
//!   literal in a loop compiles once.

use std::rc::Rc;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use cairn_compiler::bytecode::StringConstant;
use rustc_hash::FxHashMap;

use crate::string::Str;

/// What one use of a matcher may spend and has spent: regress's backtracking steps,
/// bounded by what is left of the VM's fuel or by the match budget, whichever is less
/// (builtins/regexp/exec.rs), and cut short by the VM's interrupt flag or the host's
/// check (the vendored regress's `Budget`, third_party/regress/CAIRN.md). A matcher that runs out reports
/// no further match and sets `stopped`; the VM then terminates (fuel, flag) or throws
/// a RangeError (the match budget).
pub(crate) struct Allowance {
    /// Steps the use may spend in all (`u64::MAX`: no bound).
    steps: u64,
    /// The host's interrupt flag.
    interrupt: Option<Arc<AtomicBool>>,
    /// The host's check (see `Limits::should_interrupt`).
    check: Option<Arc<dyn regress::Check>>,
    /// Steps spent so far.
    pub(crate) spent: u64,
    /// Whether a search stopped early (steps spent or the flag set).
    pub(crate) stopped: bool,
}

impl Allowance {
    /// An allowance of `steps` steps, watching `interrupt` and asking `check`.
    pub(crate) fn new(
        steps: u64,
        interrupt: Option<Arc<AtomicBool>>,
        check: Option<Arc<dyn regress::Check>>,
    ) -> Self {
        Allowance { steps, interrupt, check, spent: 0, stopped: false }
    }

    /// No bound and no flag (for callers outside a VM).
    #[cfg(test)]
    pub(crate) fn unlimited() -> Self {
        Allowance::new(u64::MAX, None, None)
    }

    /// The budget of the next search: what is left.
    fn budget(&self) -> regress::Budget {
        regress::Budget {
            steps: self.steps.saturating_sub(self.spent),
            interrupt: self.interrupt.clone(),
            check: self.check.clone(),
        }
    }

    /// Spends the steps of a scan for the required prefix over `units` code units (a
    /// step per [`PREFIX_UNITS_PER_STEP`]), and asks the interrupt flag and the host's
    /// check; false, with `stopped` set, when the use must stop.
    fn spend_scan(&mut self, units: usize) -> bool {
        self.spent = self.spent.saturating_add(units as u64 / PREFIX_UNITS_PER_STEP);
        if self.spent >= self.steps
            || self.interrupt.as_ref().is_some_and(|f| f.load(Ordering::Relaxed))
            || self.check.as_ref().is_some_and(|c| c.stop())
        {
            self.stopped = true;
        }
        !self.stopped
    }

    /// Gives back the steps of `units` code units of a prefix scan's window that the
    /// scan did not go over (it found its hit before the window's end).
    fn refund_scan(&mut self, units: usize) {
        self.spent = self.spent.saturating_sub(units as u64 / PREFIX_UNITS_PER_STEP);
    }

    /// Adds what a search spent.
    fn record(&mut self, spent: regress::Spent) {
        self.spent = self.spent.saturating_add(spent.steps);
        self.stopped |= spent.stopped;
    }
}

/// Flag bits of [`Matcher::flags`] (sec-regexpinitialize's allowed flags).
pub(crate) mod flag {
    /// `d` hasIndices.
    pub(crate) const D: u8 = 1;
    /// `g` global.
    pub(crate) const G: u8 = 2;
    /// `i` ignoreCase.
    pub(crate) const I: u8 = 4;
    /// `m` multiline.
    pub(crate) const M: u8 = 8;
    /// `s` dotAll.
    pub(crate) const S: u8 = 16;
    /// `u` unicode.
    pub(crate) const U: u8 = 32;
    /// `v` unicodeSets.
    pub(crate) const V: u8 = 64;
    /// `y` sticky.
    pub(crate) const Y: u8 = 128;
}

/// Parses a flags string; `None` for an unknown or repeated flag, or `u` with `v`.
pub(crate) fn parse_flags(units: &[u16]) -> Option<u8> {
    let mut bits = 0u8;
    for &c in units {
        let b = match c {
            0x64 => flag::D,
            0x67 => flag::G,
            0x69 => flag::I,
            0x6D => flag::M,
            0x73 => flag::S,
            0x75 => flag::U,
            0x76 => flag::V,
            0x79 => flag::Y,
            _ => return None,
        };
        if bits & b != 0 {
            return None;
        }
        bits |= b;
    }
    if bits & flag::U != 0 && bits & flag::V != 0 {
        return None;
    }
    Some(bits)
}

/// A compiled pattern with its source and flags.
#[derive(Debug)]
pub(crate) struct Matcher {
    /// [[OriginalSource]] as code units.
    pub(crate) source: Box<[u16]>,
    /// [[OriginalFlags]] as [`flag`] bits.
    pub(crate) flags: u8,
    /// The regress program.
    regex: regress::Regex,
    /// For a sticky pattern, the program anchored at the start position (see
    /// [`Matcher::compile`]).
    sticky: Option<regress::Regex>,
    /// A non-`u` ignore-case pattern: subjects holding [`LEGACY_FOLD_SPECIALS`] are
    /// matched with stand-ins.
    legacy_fold: bool,
    /// Code units every match starts with (see [`required_prefix`]); the search
    /// skips to their first occurrence (regress's own prefix search is off in its
    /// UTF-16 build).
    prefix: Box<[u16]>,
}

/// A matcher is written as its source and flags and compiled again when read (the
/// regress program is a cache of those two).
impl cairn_codec::Encode for Matcher {
    fn encode(&self, out: &mut cairn_codec::Writer) {
        cairn_codec::Encode::encode(&(&*self.source, self.flags), out);
    }
}

impl cairn_codec::Decode for Matcher {
    fn decode(r: &mut cairn_codec::Reader<'_>) -> Result<Self, cairn_codec::DecodeError> {
        let (source, flags) = <(Vec<u16>, u8) as cairn_codec::Decode>::decode(r)?;
        Matcher::compile(&source, flags).map_err(cairn_codec::DecodeError::custom)
    }
}

/// One successful match: the whole match and each capture group (code unit ranges),
/// and the group names (empty for an unnamed group; all empty when none is named).
#[derive(Debug)]
pub(crate) struct Found {
    /// The matched range.
    pub(crate) range: core::ops::Range<usize>,
    /// Captures 1..n.
    pub(crate) captures: Vec<Option<core::ops::Range<usize>>>,
    /// (name, capture index) of each distinct group name in order of first appearance;
    /// a duplicated name resolves to whichever of its groups participated.
    pub(crate) names: Vec<(Box<str>, Option<core::ops::Range<usize>>)>,
}

impl Matcher {
    /// Compiles `source` (code units) with `flags` bits; `Err` with a SyntaxError message.
    pub(crate) fn compile(source: &[u16], flags: u8) -> Result<Matcher, String> {
        let rflags = regress::Flags {
            icase: flags & flag::I != 0,
            multiline: flags & flag::M != 0,
            dot_all: flags & flag::S != 0,
            no_opt: false,
            unicode: flags & flag::U != 0,
            unicode_sets: flags & flag::V != 0,
        };
        // regress accepts a negated class that may contain strings (`[^\q{ab}]`), which
        // sec-patterns-static-semantics-early-errors forbids: `v` patterns also go
        // through the validator that regex literals are checked with.
        if flags & flag::V != 0
            && let Ok(text) = String::from_utf16(source)
        {
            let checked = cairn_parser::regexp::Flags {
                ignore_case: flags & flag::I != 0,
                multiline: flags & flag::M != 0,
                dot_all: flags & flag::S != 0,
                unicode_sets: true,
                ..cairn_parser::regexp::Flags::default()
            };
            cairn_parser::regexp::validate_pattern(&text, checked)
                .map_err(|e| format!("Invalid regular expression: /{text}/: {}", e.message))?;
        }
        let legacy_fold = flags & (flag::I | flag::U | flag::V) == flag::I;
        let substituted;
        let compiled = if legacy_fold {
            substituted = substitute_specials(source);
            &substituted[..]
        } else {
            source
        };
        let regex = build(compiled, flags, rflags).map_err(|e| {
            format!("Invalid regular expression: /{}/: {e}", String::from_utf16_lossy(source))
        })?;
        // A sticky pattern P also gets the program `(?:P)|()`: it always matches at
        // the start position (P there, else the empty alternative, whose trailing
        // group then participates), so a failing sticky exec costs one attempt, not a
        // scan of the rest of the subject. P's own group numbers are unchanged.
        // Not when P holds a decimal escape `\N`: the extra group would turn an Annex B
        // `\2` that names no group (the character U+0002) into a backreference to it.
        let sticky = if flags & flag::Y != 0 && !has_decimal_escape(compiled) {
            let mut wrapped: Vec<u16> = "(?:".encode_utf16().collect();
            wrapped.extend_from_slice(compiled);
            wrapped.extend(")|()".encode_utf16());
            build(&wrapped, flags, rflags).ok()
        } else {
            None
        };
        let prefix = if flags & flag::I != 0 { Box::default() } else { required_prefix(source) };
        Ok(Matcher { source: source.into(), flags, regex, sticky, legacy_fold, prefix })
    }

    /// Whether this is a `u` or `v` pattern (code point semantics).
    #[inline]
    pub(crate) fn full_unicode(&self) -> bool {
        self.flags & (flag::U | flag::V) != 0
    }

    /// Runs the matcher on `text` from code unit `start`: the leftmost match at or
    /// after `start` (only at `start` when `sticky`).
    pub(crate) fn exec(
        &self,
        text: Str<'_>,
        start: usize,
        sticky: bool,
        scratch: &mut Vec<u16>,
        allow: &mut Allowance,
    ) -> Option<Found> {
        if start > text.len() {
            return None;
        }
        if self.mid_pair(text, start) {
            return self.exec_mid_pair(text, start, sticky, scratch, allow);
        }
        if sticky && let Some(anchored) = &self.sticky {
            // A sticky match starts with the prefix right at `start` (no scan for it).
            if !prefix_at(text, &self.prefix, start) {
                return None;
            }
            let mut m =
                self.search(anchored, text, start, false, scratch, allow, |it| it.next())?;
            // The trailing group participates only when P failed at `start`.
            if m.range.start != start || m.captures.pop().flatten().is_some() {
                return None;
            }
            return Some(found(m));
        }
        let m = self.search(&self.regex, text, start, true, scratch, allow, |it| it.next())?;
        if sticky && m.range.start != start {
            return None;
        }
        Some(found(m))
    }

    /// Whether `start` is between the two halves of a surrogate pair of a `u`/`v`
    /// pattern's subject (where regress must not start: its loops assume code point
    /// boundaries).
    fn mid_pair(&self, text: Str<'_>, start: usize) -> bool {
        self.full_unicode()
            && start > 0
            && start < text.len()
            && (0xDC00..0xE000).contains(&text.at(start))
            && (0xD800..0xDC00).contains(&text.at(start - 1))
    }

    /// [`Matcher::exec`] of a `u`/`v` pattern from the middle of a surrogate pair
    /// (ECMA-262 sec-regexpbuiltinexec step 13.b): the first attempt starts at the code
    /// point holding element `start`, and a match there is reported from `start` (the
    /// spec's `index` is lastIndex); after a failed attempt the search goes on from the
    /// next element (AdvanceStringIndex of a lone trail surrogate is one).
    fn exec_mid_pair(
        &self,
        text: Str<'_>,
        start: usize,
        sticky: bool,
        scratch: &mut Vec<u16>,
        allow: &mut Allowance,
    ) -> Option<Found> {
        let at_pair = start - 1;
        let program = self.sticky.as_ref().unwrap_or(&self.regex);
        let first = self.search(program, text, at_pair, false, scratch, allow, |it| it.next());
        if let Some(mut m) = first
            && m.range.start == at_pair
            && !(self.sticky.is_some() && m.captures.pop().flatten().is_some())
        {
            m.range.start = start;
            m.range.end = m.range.end.max(start);
            return Some(found(m));
        }
        if sticky {
            return None;
        }
        self.exec(text, start + 1, false, scratch, allow)
    }

    /// Every match from `start` on, as a global (`g`) loop finds them (after an empty
    /// match the search resumes one character later), at most `limit` of them. The
    /// subject is prepared once, so a loop over a long string stays linear.
    pub(crate) fn exec_all(
        &self,
        text: Str<'_>,
        start: usize,
        limit: usize,
        scratch: &mut Vec<u16>,
        allow: &mut Allowance,
    ) -> Vec<Found> {
        if start > text.len() || limit == 0 {
            return Vec::new();
        }
        if self.mid_pair(text, start) {
            // The first match as `exec` finds it from there; the loop goes on from its
            // end, one element further after an empty match (AdvanceStringIndex steps
            // over a whole pair only from its lead half).
            let Some(first) = self.exec(text, start, false, scratch, allow) else {
                return Vec::new();
            };
            let end = first.range.end;
            let next = if first.range.is_empty() {
                if self.mid_pair(text, end + 1) { end + 2 } else { end + 1 }
            } else {
                end
            };
            let mut all = vec![first];
            all.extend(self.exec_all(text, next, limit - 1, scratch, allow));
            return all;
        }
        self.search(&self.regex, text, start, true, scratch, allow, |it| {
            it.take(limit).map(found).collect()
        })
    }

    /// Runs `k` on regress's match iterator over `text` from `start`, choosing the
    /// input form: ASCII bytes in place, other one-byte text widened into `scratch`,
    /// code units as they are (code points for `u`/`v`), with the stand-ins of
    /// [`LEGACY_FOLD_SPECIALS`] for a non-`u` ignore-case pattern. The search spends
    /// from `allow`; once `allow` has stopped, no search runs.
    #[allow(clippy::too_many_arguments)]
    fn search<R>(
        &self,
        regex: &regress::Regex,
        text: Str<'_>,
        start: usize,
        skip_to_prefix: bool,
        scratch: &mut Vec<u16>,
        allow: &mut Allowance,
        k: impl FnOnce(&mut dyn Iterator<Item = regress::Match>) -> R,
    ) -> R {
        if allow.stopped {
            return k(&mut core::iter::empty());
        }
        let start = if skip_to_prefix {
            // A `u`/`v` pattern matches whole code points: a prefix found on the trail
            // half of a pair (a lone trail surrogate in the pattern) is not a match there.
            match find_prefix_metered(text, &self.prefix, start, allow, |p| self.mid_pair(text, p))
            {
                Some(p) => p,
                None => return k(&mut core::iter::empty()),
            }
        } else {
            start
        };
        // Each arm runs `k` on its own iterator type, then records what it spent.
        macro_rules! run {
            ($matches:expr) => {{
                let mut it = $matches.with_budget(allow.budget());
                let r = k(&mut it);
                allow.record(it.spent());
                r
            }};
        }
        match text {
            Str::Latin1(bytes) => {
                // ASCII bytes are valid UTF-8 with one byte per code unit: matched in
                // place. The wasm module widens them as other one-byte text, which
                // leaves regress's UTF-8 matcher out of it (about 33 KB, 9.5 KB
                // gzipped: wasm/README.md); a long subject is widened once for a loop
                // of execs (`Vm::regexp_widen_memo`), a short one costs a copy.
                if !cfg!(target_family = "wasm")
                    && bytes.is_ascii()
                    && let Ok(s) = core::str::from_utf8(bytes)
                {
                    return run!(regex.find_from(s, start));
                }
                scratch.clear();
                scratch.extend(bytes.iter().map(|&b| b as u16));
                // One-byte text holds no special character (all are above U+00FF).
                if self.full_unicode() {
                    run!(regex.find_from_utf16(scratch, start))
                } else {
                    run!(regex.find_from_ucs2(scratch, start))
                }
            }
            Str::Utf16(units) => {
                if self.full_unicode() {
                    return run!(regex.find_from_utf16(units, start));
                }
                if self.legacy_fold && units.iter().any(|&u| stand_in(u).is_some()) {
                    scratch.clear();
                    scratch.extend(units.iter().map(|&u| stand_in(u).unwrap_or(u)));
                    return run!(regex.find_from_ucs2(scratch, start));
                }
                run!(regex.find_from_ucs2(units, start))
            }
        }
    }
}

/// Whether `pattern` holds an escape `\1`..`\9` (a backreference, or in a non-`u` pattern
/// possibly a legacy octal escape); escaped backslashes are skipped as pairs.
fn has_decimal_escape(pattern: &[u16]) -> bool {
    let mut i = 0;
    while i + 1 < pattern.len() {
        if pattern[i] == b'\\' as u16 {
            if (u16::from(b'1')..=u16::from(b'9')).contains(&pattern[i + 1]) {
                return true;
            }
            i += 2;
        } else {
            i += 1;
        }
    }
    false
}

/// The literal code units at the start of `pattern` that every match begins with:
/// plain characters (and escaped ASCII punctuation) up to the first special one; a
/// character followed by a quantifier is not required; none when the pattern has an
/// alternative (`|`) anywhere.
fn required_prefix(pattern: &[u16]) -> Box<[u16]> {
    if pattern.contains(&(b'|' as u16)) {
        return Box::default();
    }
    let special = |u: u16| u < 128 && b"^$\\.*+?()[]{}|/".contains(&(u as u8));
    let quantifier = |u: Option<&u16>| u.is_some_and(|&u| u < 128 && b"*+?{".contains(&(u as u8)));
    let mut out = Vec::new();
    let mut i = 0;
    while i < pattern.len() && out.len() < 64 {
        let u = pattern[i];
        let (unit, next) = if u == b'\\' as u16 {
            match pattern.get(i + 1) {
                Some(&n) if n < 128 && (n as u8).is_ascii_punctuation() => (n, i + 2),
                _ => break,
            }
        } else if special(u) {
            break;
        } else if (0xD800..0xDC00).contains(&u)
            && pattern.get(i + 1).is_some_and(|t| (0xDC00..0xE000).contains(t))
        {
            // A surrogate pair: in a `u`/`v` pattern one character, which a quantifier
            // after it covers whole (in the others the quantifier covers the trail
            // only, so stopping before the pair is merely less of a prefix).
            if quantifier(pattern.get(i + 2)) || out.len() + 2 > 64 {
                break;
            }
            out.extend_from_slice(&pattern[i..i + 2]);
            i += 2;
            continue;
        } else {
            (u, i + 1)
        };
        if quantifier(pattern.get(next)) {
            break;
        }
        out.push(unit);
        i = next;
    }
    out.into_boxed_slice()
}

/// Code units the scan for a pattern's required prefix goes over for a step of the
/// budget (regress spends at least two steps on each start position it tries; the
/// prefix scan is a tighter loop). Without it, `/b/.test` over 4M units without a `b`
/// cost two units of fuel, and ran 0.3 s under a budget of 20,000.
const PREFIX_UNITS_PER_STEP: u64 = 2;

/// Code units the prefix scan goes over between two spends (each also a look at the
/// interrupt flag and the host's check), at most.
const PREFIX_WINDOW: usize = 1 << 16;

/// The prefix scan's first window; each next one is twice as long, up to
/// [`PREFIX_WINDOW`]. A window is paid before it is scanned: when every window was the
/// longest, an exec whose match starts near its `lastIndex` paid for 64K units of a
/// long subject (a loop of execs over a 128K-unit string spent about a hundred
/// thousand units of fuel an exec, and `[...s.matchAll(re)]` more than 10^9 in all).
const PREFIX_FIRST_WINDOW: usize = 256;

/// [`find_prefix`] a window of start positions at a time ([`PREFIX_FIRST_WINDOW`],
/// doubling up to [`PREFIX_WINDOW`]), spending the steps of each from `allow` and
/// giving back those of the units past the hit, passing over the hits `reject`
/// refuses; `None` also when `allow` stopped.
fn find_prefix_metered(
    text: Str<'_>,
    prefix: &[u16],
    start: usize,
    allow: &mut Allowance,
    reject: impl Fn(usize) -> bool,
) -> Option<usize> {
    if prefix.is_empty() {
        return (start <= text.len()).then_some(start);
    }
    let mut from = start;
    let mut width = PREFIX_FIRST_WINDOW;
    while from <= text.len() {
        // Occurrences starting in [from, from + width) end within the window.
        let end = from.saturating_add(width + prefix.len() - 1).min(text.len());
        if !allow.spend_scan(end - from) {
            return None;
        }
        let window = match text {
            Str::Latin1(b) => Str::Latin1(&b[..end]),
            Str::Utf16(u) => Str::Utf16(&u[..end]),
        };
        // Hits `reject` refuses are skipped within the window already paid for.
        let mut at = from;
        while let Some(p) = find_prefix(window, prefix, at) {
            if !reject(p) {
                allow.refund_scan(end.saturating_sub(p + 1));
                return Some(p);
            }
            at = p + 1;
        }
        if end == text.len() {
            return None;
        }
        from += width;
        width = (width * 2).min(PREFIX_WINDOW);
    }
    None
}

/// Whether `prefix` occurs in `text` at `at`.
fn prefix_at(text: Str<'_>, prefix: &[u16], at: usize) -> bool {
    let Some(end) = at.checked_add(prefix.len()).filter(|&e| e <= text.len()) else {
        return false;
    };
    match text {
        Str::Latin1(b) => b[at..end].iter().zip(prefix).all(|(&c, &u)| c as u16 == u),
        Str::Utf16(u) => u[at..end] == *prefix,
    }
}

/// The first position at or after `start` where `prefix` occurs (`start` itself when
/// there is no prefix), or `None`.
fn find_prefix(text: Str<'_>, prefix: &[u16], start: usize) -> Option<usize> {
    if prefix.is_empty() {
        return Some(start);
    }
    match text {
        Str::Latin1(bytes) => {
            // The prefix has at most 64 units (see required_prefix): narrowed on the stack.
            let mut buf = [0u8; 64];
            for (d, &u) in buf.iter_mut().zip(prefix) {
                *d = u8::try_from(u).ok()?;
            }
            let needle = buf.get(..prefix.len())?;
            let hay = bytes.get(start..)?;
            match needle {
                [b] => memchr::memchr(*b, hay),
                _ => memchr::memmem::find(hay, needle),
            }
            .map(|p| p + start)
        }
        Str::Utf16(units) => {
            let hay = units.get(start..)?;
            let first = prefix[0];
            let mut from = 0;
            while let Some(p) = hay.get(from..)?.iter().position(|&u| u == first) {
                let at = from + p;
                if hay.get(at..at + prefix.len()) == Some(prefix) {
                    return Some(at + start);
                }
                from = at + 1;
            }
            None
        }
    }
}

/// A regress match as a [`Found`].
fn found(m: regress::Match) -> Found {
    let mut names: Vec<(Box<str>, Option<core::ops::Range<usize>>)> = Vec::new();
    for (name, r) in m.named_groups() {
        names.push((name.into(), r));
    }
    Found { range: m.range, captures: m.captures, names }
}

/// Characters that non-`u` ignore-case matching (sec-runtime-semantics-canonicalize-ch:
/// toUppercase, but never from non-ASCII to ASCII, and a character whose uppercase is
/// itself stays) keeps apart from every other character, while regress's tables fold
/// them with ASCII or other letters: dotless i, long s, capital sharp s, Ohm, Kelvin
/// and Angstrom signs. In such patterns and subjects they are replaced one for one by
/// noncharacters U+FDD0.. that no case mapping touches.
const LEGACY_FOLD_SPECIALS: [u16; 6] = [0x131, 0x17F, 0x1E9E, 0x2126, 0x212A, 0x212B];

/// Compiles `pattern` (code units) with regress: a `u`/`v` pattern reads code points;
/// any other reads code units, so a surrogate pair in its source is two characters.
fn build(
    pattern: &[u16],
    flags: u8,
    rflags: regress::Flags,
) -> Result<regress::Regex, regress::Error> {
    let cps: Vec<u32> = if flags & (flag::U | flag::V) != 0 {
        code_points(pattern)
    } else {
        legacy_code_points(pattern)
    };
    regress::Regex::from_unicode(cps.iter().copied(), rflags)
}

/// The noncharacter standing in for a special character.
#[inline]
fn stand_in(u: u16) -> Option<u16> {
    if u < 0x131 {
        return None;
    }
    LEGACY_FOLD_SPECIALS.iter().position(|&c| c == u).map(|i| 0xFDD0 + i as u16)
}

/// A non-`u` ignore-case pattern with its special characters (literal, or `\uXXXX`
/// escapes outside class ranges) replaced by their stand-ins.
fn substitute_specials(pattern: &[u16]) -> Vec<u16> {
    let mut out = Vec::with_capacity(pattern.len());
    let mut i = 0;
    let is_dash = |j: Option<&u16>| j == Some(&(b'-' as u16));
    while i < pattern.len() {
        let u = pattern[i];
        if u == b'\\' as u16 {
            // `\uXXXX` naming a special character.
            if pattern.get(i + 1) == Some(&(b'u' as u16))
                && let Some(hex) = pattern.get(i + 2..i + 6)
                && let Ok(text) = String::from_utf16(hex)
                && let Ok(v) = u16::from_str_radix(&text, 16)
                && let Some(s) = stand_in(v)
                && !is_dash(pattern.get(i + 6))
                && !(i > 0 && is_dash(pattern.get(i - 1)))
            {
                out.extend_from_slice(&[b'\\' as u16, b'u' as u16]);
                out.extend(format!("{s:04X}").encode_utf16());
                i += 6;
                continue;
            }
            out.push(u);
            if let Some(&n) = pattern.get(i + 1) {
                out.push(n);
            }
            i += 2;
            continue;
        }
        match stand_in(u) {
            Some(s) if !(is_dash(pattern.get(i + 1)) || i > 0 && is_dash(pattern.get(i - 1))) => {
                out.push(s)
            }
            _ => out.push(u),
        }
        i += 1;
    }
    out
}

/// The characters of a non-`u` pattern: code units, except inside a group name
/// (`(?<name>`, `\k<name>`), whose surrogate pairs name one identifier character.
fn legacy_code_points(units: &[u16]) -> Vec<u32> {
    let mut out = Vec::with_capacity(units.len());
    let mut i = 0;
    let mut in_name = false;
    while i < units.len() {
        let u = units[i];
        if in_name {
            if u == b'>' as u16 {
                in_name = false;
            } else if (0xD800..0xDC00).contains(&u)
                && let Some(&l) = units.get(i + 1)
                && (0xDC00..0xE000).contains(&l)
            {
                out.push(0x10000 + (((u as u32) - 0xD800) << 10) + ((l as u32) - 0xDC00));
                i += 2;
                continue;
            }
        } else if u == b'\\' as u16
            && let Some(&n) = units.get(i + 1)
            && n != b'k' as u16
        {
            // An escape pair is copied whole, so `\\u{` keeps its meaning. Annex B
            // (sec-patterns-static-semantics-early-errors-annexb, IdentityEscape): without
            // `u`, `\u{` is the character `u` then a `{` (a quantifier such as `\u{3}` =
            // `uuu`, or a literal); regress would read a code point escape there.
            if n != b'u' as u16 || units.get(i + 2) != Some(&(b'{' as u16)) {
                out.push(u as u32);
            }
            out.push(n as u32);
            i += 2;
            continue;
        } else if u == b'<' as u16 && i >= 1 {
            let prev = units[i - 1];
            let group = prev == b'?' as u16 && i >= 2 && units[i - 2] == b'(' as u16;
            let backref = prev == b'k' as u16 && i >= 2 && units[i - 2] == b'\\' as u16;
            let next = units.get(i + 1).copied();
            if (group && next != Some(b'=' as u16) && next != Some(b'!' as u16)) || backref {
                in_name = true;
            }
        }
        out.push(u as u32);
        i += 1;
    }
    out
}

/// Code points of a UTF-16 pattern (pairs combined; lone surrogates kept as is).
fn code_points(units: &[u16]) -> Vec<u32> {
    let mut out = Vec::with_capacity(units.len());
    let mut i = 0;
    while i < units.len() {
        let u = units[i];
        if (0xD800..0xDC00).contains(&u)
            && let Some(&l) = units.get(i + 1)
            && (0xDC00..0xE000).contains(&l)
        {
            out.push(0x10000 + (((u as u32) - 0xD800) << 10) + ((l as u32) - 0xDC00));
            i += 2;
            continue;
        }
        out.push(u as u32);
        i += 1;
    }
    out
}

/// The programs of one literal pattern text, by flags text.
type LiteralEntries = Vec<(Box<str>, Rc<Matcher>)>;

/// Compiled programs by (pattern, flags), shared by literals and `new RegExp`.
#[derive(Debug, Default)]
pub(crate) struct Cache {
    by_source: FxHashMap<(Box<[u16]>, u8), Rc<Matcher>>,
    /// Regex literals by pattern text (no allocation to look one up).
    by_literal: FxHashMap<Box<str>, LiteralEntries>,
    /// A reused buffer for widened one-byte subjects.
    pub(crate) scratch: Vec<u16>,
    /// The last long one-byte subject widened to code units, with its (string handle
    /// index, the heap's collection count): strings are immutable and a handle is only
    /// reused after a collection, so the pair identifies the contents and a loop of
    /// execs on one long subject converts it once.
    pub(crate) wide_memo: Option<(u32, u64)>,
    /// The code units of `wide_memo`.
    pub(crate) wide: Vec<u16>,
}

/// Entries kept before the cache is emptied (objects keep their own `Rc`).
const CACHE_LIMIT: usize = 512;

impl Cache {
    /// Whether the program for (source, flags) is compiled already.
    pub(crate) fn holds(&self, source: &[u16], flags: u8) -> bool {
        self.by_source.contains_key(&(Box::<[u16]>::from(source), flags))
    }

    /// The compiled program for (source, flags), compiling on a miss.
    pub(crate) fn get(&mut self, source: &[u16], flags: u8) -> Result<Rc<Matcher>, String> {
        if let Some(m) = self.by_source.get(&(Box::<[u16]>::from(source), flags)) {
            return Ok(m.clone());
        }
        let m = Rc::new(Matcher::compile(source, flags)?);
        if self.by_source.len() >= CACHE_LIMIT {
            self.by_source.clear();
        }
        self.by_source.insert((source.into(), flags), m.clone());
        Ok(m)
    }

    /// The compiled program of a regex literal `/pattern/flags`.
    pub(crate) fn literal(
        &mut self,
        pattern: &StringConstant,
        flags: &str,
    ) -> Result<Rc<Matcher>, String> {
        let pattern = match pattern {
            StringConstant::Str(s) => s,
            // A lone surrogate in the body (eval of a string that holds one): too rare to
            // cache by text.
            StringConstant::Utf16(units) => {
                let flag_units: Vec<u16> = flags.encode_utf16().collect();
                let Some(bits) = parse_flags(&flag_units) else {
                    return Err(format!("Invalid regular expression flags '{flags}'"));
                };
                return self.get(units, bits);
            }
        };
        if let Some(list) = self.by_literal.get(&**pattern)
            // No flags compared without memcmp: most literals have none, and glibc's
            // memcmp of two empty slices reads their dangling pointers with a masked
            // load, which took about 200 ns a call on the machines measured.
            && let Some((_, m)) = list
                .iter()
                .find(|(f, _)| if flags.is_empty() { f.is_empty() } else { **f == *flags })
        {
            return Ok(m.clone());
        }
        let units: Vec<u16> = flags.encode_utf16().collect();
        let Some(bits) = parse_flags(&units) else {
            return Err(format!("Invalid regular expression flags '{flags}'"));
        };
        let source: Vec<u16> = pattern.encode_utf16().collect();
        let m = self.get(&source, bits)?;
        if self.by_literal.len() >= CACHE_LIMIT {
            self.by_literal.clear();
        }
        self.by_literal.entry((&**pattern).into()).or_default().push((flags.into(), m.clone()));
        Ok(m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn units(s: &str) -> Vec<u16> {
        s.encode_utf16().collect()
    }

    fn find(pattern: &str, flags: &str, text: &str, start: usize) -> Option<(usize, usize)> {
        let m = Matcher::compile(&units(pattern), parse_flags(&units(flags)).unwrap()).unwrap();
        let t = units(text);
        let latin1: Vec<u8> = t.iter().map(|&u| u as u8).collect();
        // Text all ASCII runs through the one-byte path, as the VM's strings do.
        let text = if t.iter().all(|&u| u < 128) { Str::Latin1(&latin1) } else { Str::Utf16(&t) };
        let mut scratch = Vec::new();
        let sticky = flags.contains('y');
        let f = m.exec(text, start, sticky, &mut scratch, &mut Allowance::unlimited());
        f.map(|f| (f.range.start, f.range.end))
    }

    #[test]
    fn literal_prefix_skips_but_keeps_results() {
        assert_eq!(&*required_prefix(&units("status=5\\d")), &units("status=5")[..]);
        assert_eq!(&*required_prefix(&units("ab*c")), &units("a")[..]);
        assert_eq!(&*required_prefix(&units("a|b")), &[][..]);
        assert_eq!(&*required_prefix(&units("\\.x(")), &units(".x")[..]);
        // A quantified surrogate pair (one character in a `u` pattern) is not required.
        assert_eq!(&*required_prefix(&units("a\u{1F438}?")), &units("a")[..]);
        assert_eq!(&*required_prefix(&units("a\u{1F438}b")), &units("a\u{1F438}b")[..]);
        assert_eq!(find("status=5\\d\\d", "", "status=200 status=503", 0), Some((11, 21)));
        assert_eq!(find("status=5\\d\\d", "", "status=200", 0), None);
        assert_eq!(find("ab*c", "", "xxac", 0), Some((2, 4)));
        assert_eq!(find("\u{e9}t\u{e9}", "", "\u{e9}t\u{e9}\u{100}", 0), Some((0, 3)));
        assert_eq!(find("b", "y", "ab", 0), None);
    }

    #[test]
    fn backreferences_to_duplicate_names_follow_the_group_that_matched() {
        // test262 built-ins/RegExp/named-groups/duplicate-names-exec.js: the second
        // alternative's group participated, so \k<x> repeats "b".
        let dup = "(?:(?<x>a)|(?<x>b))\\k<x>";
        assert_eq!(find(dup, "", "bb", 0), Some((0, 2)));
        assert_eq!(find(dup, "", "aa", 0), Some((0, 2)));
        assert_eq!(find(dup, "", "ab", 0), None);
        assert_eq!(find(dup, "i", "bB", 0), Some((0, 2)));
        // Neither group participated: the backreference matches empty.
        assert_eq!(find("^(?:(?<a>x)|(?<a>y)|z)\\k<a>$", "", "z", 0), Some((0, 1)));
        assert_eq!(find("^(?:(?<a>x)|(?<a>y)|z)\\k<a>$", "", "zz", 0), None);
        // Each iteration of a quantifier resets the groups inside it.
        assert_eq!(find("(?:(?:(?<x>a)|(?<x>b))\\k<x>){2}", "", "aabb", 0), Some((0, 4)));
        assert_eq!(find("(?:(?:(?<x>a)|(?<x>b))\\k<x>){2}", "", "abab", 0), None);
    }

    #[test]
    fn flags_parse() {
        assert_eq!(parse_flags(&units("gimsuyd")), Some(!flag::V));
        assert_eq!(parse_flags(&units("gg")), None);
        assert_eq!(parse_flags(&units("uv")), None);
        assert_eq!(parse_flags(&units("x")), None);
    }

    #[test]
    fn sticky_matches_only_at_start() {
        assert_eq!(find("b", "y", "abab", 0), None);
        assert_eq!(find("b", "y", "abab", 1), Some((1, 2)));
        assert_eq!(find("b", "", "abab", 0), Some((1, 2)));
        assert_eq!(find("b", "", "abab", 2), Some((3, 4)));
        assert_eq!(find("b", "", "abab", 5), None);
        // The anchored program: captures and empty matches.
        assert_eq!(find("(a)|b", "y", "xab", 1), Some((1, 2)));
        assert_eq!(find("x*", "y", "ab", 1), Some((1, 1)));
        assert_eq!(find("a|", "y", "b", 0), Some((0, 0)));
        assert_eq!(find("a", "y", "ba", 2), None);
    }

    #[test]
    fn a_global_scan_from_inside_a_surrogate_pair() {
        // A global scan of a `u` pattern from inside a surrogate pair (the regex_exec
        // fuzz target's find: regress's greedy-loop backtracking asserted there).
        let pattern = format!(".? {}i/2\r\u{8}iii\u{4}.+", "\u{FFFD}".repeat(20));
        let m = Matcher::compile(&units(&pattern), flag::U).unwrap();
        let t = units("\0\0x\u{1F600}\u{FFFD}\u{1F389}\n");
        let mut scratch = Vec::new();
        assert!(
            m.exec_all(Str::Utf16(&t), 4, 64, &mut scratch, &mut Allowance::unlimited()).is_empty()
        );
        let m = Matcher::compile(&units(".?x.+"), flag::U).unwrap();
        let t = units("\0\0x\u{1F600}\u{1F389}\n");
        let all = m.exec_all(Str::Utf16(&t), 1, 8, &mut scratch, &mut Allowance::unlimited());
        assert_eq!(all.iter().map(|f| f.range.clone()).collect::<Vec<_>>(), vec![1..7]);
    }

    #[test]
    fn legacy_ignore_case_keeps_long_s_and_kelvin_apart() {
        // node: /\u017f/i.test("s") === false, /s/i.test("\u017f") === false
        assert_eq!(find("\u{17f}", "i", "s", 0), None);
        assert_eq!(find("s", "i", "\u{17f}", 0), None);
        assert!(Matcher::compile(&units("[^\\q{ab}]"), flag::V).is_err());
        assert!(Matcher::compile(&units("[^\\q{a}]"), flag::V).is_ok());
        assert_eq!(find("[a-z]", "i", "\u{212a}", 0), None);
        assert_eq!(find("\u{212a}", "i", "k", 0), None);
        assert_eq!(find("\u{17f}", "i", "\u{17f}", 0), Some((0, 1)));
        assert_eq!(find("\\u017F", "i", "s", 0), None);
        assert_eq!(find("\\w", "i", "\u{17f}", 0), None);
        assert_eq!(find("[^a-z]", "i", "\u{212a}", 0), Some((0, 1)));
        assert_eq!(find("\u{131}", "i", "I", 0), None);
        assert_eq!(find("\u{3c3}", "i", "\u{3c2}", 0), Some((0, 1)));
        // With u they fold together (simple case folding).
        assert_eq!(find("\u{17f}", "iu", "s", 0), Some((0, 1)));
        assert_eq!(find("[a-z]", "iu", "\u{212a}", 0), Some((0, 1)));
    }

    #[test]
    fn long_disjunctions_compile_on_a_small_stack() {
        // regress once built `a|b|...` as a chain as deep as its alternatives, and the
        // passes over it recursed that deep. Test threads have 2 MB stacks, and in a
        // debug build their frames are large: the worst shapes must still compile.
        let flat = "a|".repeat(200_000) + "b";
        assert_eq!(find(&flat, "", "xb", 0), Some((1, 2)));
        // Nested as deep as regress allows, each level a disjunction of its own.
        let depth = 250;
        let nested = "(?:a|b|c|d|e|f|g|h|i|".repeat(depth) + "z" + &")".repeat(depth);
        assert_eq!(find(&nested, "", "_z", 0), Some((1, 2)));
        assert_eq!(find(&nested, "", "_i", 0), Some((1, 2)));
    }

    #[test]
    fn one_byte_and_two_byte_subjects_agree() {
        assert_eq!(find("\u{e9}+", "", "caf\u{e9}\u{e9}", 0), Some((3, 5)));
        assert_eq!(find(".", "u", "\u{1F600}x", 0), Some((0, 2)));
        assert_eq!(find(".", "", "\u{1F600}x", 0), Some((0, 1)));
        // A non-`u` pattern's surrogate pair is two code units.
        assert_eq!(find("\u{20BB7}", "", "a\u{20BB7}", 0), Some((1, 3)));
        assert_eq!(find("\u{20BB7}", "u", "a\u{20BB7}", 0), Some((1, 3)));
    }

    /// Two-byte subjects skip to the units that may begin a match (the start filter):
    /// every match a plain scan finds is still found, case variants and surrogates too.
    #[test]
    fn the_start_filter_skips_only_units_that_cannot_begin_a_match() {
        let long = "\u{2603}".repeat(5000);
        type Case<'a> = (&'a str, &'a str, &'a str, Option<(usize, usize)>);
        let cases: [Case<'_>; 12] = [
            ("[xz]", "", "\u{2603}abc x", Some((5, 6))),
            ("k", "iu", "ab\u{212A}", Some((2, 3))),
            ("k", "i", "ab\u{212A}K", Some((3, 4))),
            ("s", "iu", "\u{e9}\u{17F}", Some((1, 2))),
            ("\\bfoo", "", "\u{2603}xfoo foo", Some((6, 9))),
            ("^b", "m", "\u{2603}a\nb", Some((3, 4))),
            ("\\s+", "", "\u{2603}a\u{3000}\u{a0} b", Some((2, 5))),
            ("\u{e9}", "", "\u{2603}caf\u{e9}", Some((4, 5))),
            ("\\uDE00", "", "\u{1F600}x", Some((1, 2))),
            ("\\uDE00", "u", "\u{1F600}x", None),
            ("[\u{1F600}-\u{1F601}]", "u", "ab\u{1F601}", Some((2, 4))),
            ("x", "", &(long.clone() + "x"), Some((5000, 5001))),
        ];
        for (pattern, flags, text, want) in cases {
            assert_eq!(find(pattern, flags, text, 0), want, "/{pattern}/{flags}");
        }
    }

    /// Patterns that begin with literal characters, optional elements or alternatives
    /// search for the bytes or units that may begin them (regress's start predicate,
    /// which its `utf16` feature had left arbitrary for literal characters): every match
    /// is still found, on ASCII subjects (the byte search) and two-byte ones (the unit
    /// filter) alike.
    #[test]
    fn literal_starts_and_optional_prefixes_find_every_match() {
        type Case<'a> = (&'a str, &'a str, &'a str, Option<(usize, usize)>);
        let cases: [Case<'_>; 14] = [
            ("TODO|FIXME", "", "a FIXME b TODO", Some((2, 7))),
            ("TODO|FIXME", "", "\u{2603} FIXME", Some((2, 7))),
            ("ab*c", "", "aab ac", Some((4, 6))),
            ("a?b*c", "", "xxc", Some((2, 3))),
            ("a?b*c", "", "\u{2603}bbc", Some((1, 4))),
            ("a?b*", "", "xyz", Some((0, 0))),
            ("(?:ab)?cd", "", "abxcd", Some((3, 5))),
            (
                "^(?:export\\s+)?(?:async\\s+)?(?:function|class)\\s+(\\w+)",
                "m",
                "x\nasync function f",
                Some((2, 18)),
            ),
            (
                "^(?:export\\s+)?(?:function|class)\\s+(\\w+)",
                "m",
                "x\n  class C\nclass D",
                Some((12, 19)),
            ),
            ("(?=b)bc|c", "", "abc", Some((1, 3))),
            ("\\bfoo\\b", "", "foofoo foo", Some((7, 10))),
            ("\u{e9}t\u{e9}", "", "ete \u{e9}t\u{e9}", Some((4, 7))),
            ("\u{1F600}x", "u", "x\u{1F600}x", Some((1, 4))),
            ("k", "i", "abK", Some((2, 3))),
        ];
        for (pattern, flags, text, want) in cases {
            assert_eq!(find(pattern, flags, text, 0), want, "/{pattern}/{flags} on {text:?}");
        }
    }

    #[test]
    fn named_groups_are_reported() {
        let m = Matcher::compile(&units("(?<y>\\d+)-(?<m>\\d+)"), 0).unwrap();
        let mut s = Vec::new();
        let f = m
            .exec(Str::Latin1(b"x2024-11"), 0, false, &mut s, &mut Allowance::unlimited())
            .unwrap();
        assert_eq!(f.range, 1..8);
        assert_eq!(f.names.len(), 2);
        assert_eq!(&*f.names[0].0, "y");
        assert_eq!(f.names[1].1, Some(6..8));
    }
}
