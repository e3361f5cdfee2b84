//! The Unicode-aware String.prototype methods: normalize (with ICU4X's normalizer and
//! its compiled data, or the host's: `host_text`), localeCompare,
//! toLocaleUpperCase, toLocaleLowerCase, isWellFormed and toWellFormed. Without
//! ECMA-402 the locale is the root locale: the locale-insensitive case mappings, and a
//! comparison under which canonically equivalent strings are equal
//! (sec-string.prototype.localecompare).

use cairn_gc::Handle;
#[cfg(feature = "normalization")]
use icu_normalizer::{ComposingNormalizerBorrowed, DecomposingNormalizerBorrowed};

use crate::builtins::{NativeCx, NativeId, arg};
use crate::string::{JsString, Str};
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// RequireObjectCoercible(this) then ToString.
fn this_string(vm: &mut Vm, this: Value, what: &str) -> JsResult<Handle<JsString>> {
    if this.is_nullish() {
        return Err(vm.type_error(&format!("String.prototype.{what} called on null or undefined")));
    }
    vm.to_string(this)
}

/// The four normalization forms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Form {
    Nfc,
    Nfd,
    Nfkc,
    Nfkd,
}

/// Writes `units` to `out` with each run of well-formed text between lone surrogates
/// mapped by `map` (which appends the run's mapping as UTF-16) and each lone surrogate
/// kept where it is: how the case mappings and the normalization forms read a string as
/// code points (a lone surrogate is one with no mapping, and the context rules, final
/// sigma for one, see the whole run).
#[cfg(any(feature = "normalization", feature = "case_mapping"))]
pub(crate) fn map_well_formed_runs(
    units: &[u16],
    out: &mut Vec<u16>,
    mut map: impl FnMut(&str, &mut Vec<u16>),
) {
    let mut run = String::new();
    for r in char::decode_utf16(units.iter().copied()) {
        match r {
            Ok(c) => run.push(c),
            Err(lone) => {
                map(&run, out);
                run.clear();
                out.push(lone.unpaired_surrogate());
            }
        }
    }
    map(&run, out);
}

/// Normalizes `units` to `form` with ICU4X's data, or with the host's in a build without
/// it (None when the host set no mapper or it failed: see
/// [`super::host_text::set_text_mapper`]).
fn normalize_units(units: &[u16], form: Form) -> Option<Vec<u16>> {
    #[cfg(feature = "normalization")]
    {
        Some(icu_normalize(units, form))
    }
    #[cfg(not(feature = "normalization"))]
    {
        use super::host_text::{TextMapping, host_map};
        let mapping = match form {
            Form::Nfc => TextMapping::Nfc,
            Form::Nfd => TextMapping::Nfd,
            Form::Nfkc => TextMapping::Nfkc,
            Form::Nfkd => TextMapping::Nfkd,
        };
        host_map(units, mapping)
    }
}

/// Normalizes `units` to `form` with ICU4X. Lone surrogates stay in place: they are
/// starters with no decomposition, so the text between them normalizes independently.
#[cfg(feature = "normalization")]
fn icu_normalize(units: &[u16], form: Form) -> Vec<u16> {
    let mut out = Vec::with_capacity(units.len());
    map_well_formed_runs(units, &mut out, |run, out| {
        let mut buf = [0u16; 2];
        let mut push = |c: char| out.extend_from_slice(c.encode_utf16(&mut buf));
        let chars = run.chars();
        match form {
            Form::Nfc => {
                ComposingNormalizerBorrowed::new_nfc().normalize_iter(chars).for_each(&mut push)
            }
            Form::Nfd => {
                DecomposingNormalizerBorrowed::new_nfd().normalize_iter(chars).for_each(&mut push)
            }
            Form::Nfkc => {
                ComposingNormalizerBorrowed::new_nfkc().normalize_iter(chars).for_each(&mut push)
            }
            Form::Nfkd => {
                DecomposingNormalizerBorrowed::new_nfkd().normalize_iter(chars).for_each(&mut push)
            }
        }
    });
    out
}

/// Whether every unit is ASCII (text every form leaves unchanged).
fn is_ascii(s: Str<'_>) -> bool {
    match s {
        Str::Latin1(b) => b.is_ascii(),
        Str::Utf16(u) => u.iter().all(|&c| c < 0x80),
    }
}

/// The units [`normalize`] maps at a time, at least.
const NORMALIZE_PIECE: usize = 16 * 1024;

/// Where the piece of `units` that begins at `start` ends: at the first unit after
/// [`NORMALIZE_PIECE`] more that every form leaves where it is, or at the end. Such a
/// unit (ASCII, a CJK unified ideograph, a Hangul syllable) is a starter that neither
/// decomposes into something that reorders nor composes with what comes before it, so
/// the text on each side of it normalizes on its own.
fn piece_end(units: &[u16], start: usize) -> usize {
    let from = start.saturating_add(NORMALIZE_PIECE);
    if from >= units.len() {
        return units.len();
    }
    let stable =
        |u: u16| u < 0x80 || (0x4E00..=0x9FFF).contains(&u) || (0xAC00..=0xD7A3).contains(&u);
    units[from..].iter().position(|&u| stable(u)).map_or(units.len(), |p| from + p)
}

/// ECMA-262 sec-string.prototype.normalize
pub(crate) fn normalize(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let s = this_string(vm, this, "normalize")?;
    let form = match arg(args, 0) {
        v if v.is_undefined() => Form::Nfc,
        v => {
            let f = vm.to_string(v)?;
            match vm.rust_string(f).as_str() {
                "NFC" => Form::Nfc,
                "NFD" => Form::Nfd,
                "NFKC" => Form::Nfkc,
                "NFKD" => Form::Nfkd,
                _ => {
                    return Err(vm.range_error(
                        "The normalization form should be one of NFC, NFD, NFKC, NFKD.",
                    ));
                }
            }
        }
    };
    if is_ascii(vm.flat(s)) {
        return Ok(Value::string(s));
    }
    let units = vm.flat(s).to_units();
    // The text goes in pieces of about NORMALIZE_PIECE units, each paid before it is
    // mapped (a unit of composition costs about 14 empty loop iterations, of
    // decomposition 5), so that fuel and the interrupt reach inside a long string.
    let fuel_per_unit = match form {
        Form::Nfc | Form::Nfkc => 12,
        Form::Nfd | Form::Nfkd => 5,
    };
    let mut out = Vec::new();
    if out.try_reserve(units.len()).is_err() {
        return Err(vm.range_error("Out of memory"));
    }
    let mut start = 0;
    while start < units.len() {
        let end = piece_end(&units, start);
        vm.limits
            .charge((end - start) as u64 * fuel_per_unit)
            .map_err(crate::vm::Throw::Terminate)?;
        let Some(piece) = normalize_units(&units[start..end], form) else {
            return Err(vm.type_error(
                "String.prototype.normalize: this build has no Unicode normalization data \
                 and its host's text mapper did not answer",
            ));
        };
        out.extend_from_slice(&piece);
        start = end;
    }
    if out == units {
        return Ok(Value::string(s));
    }
    Ok(Value::string(vm.alloc_units(out)?))
}

/// ECMA-262 sec-string.prototype.localecompare: with the `intl` feature ECMA-402's
/// (sec-string.prototype.localecompare: a collator of `locales` and `options`), else
/// in the root locale ([`root_compare`]).
pub(crate) fn locale_compare(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let s = this_string(vm, this, "localeCompare")?;
    let t = vm.to_string(arg(args, 0))?;
    // The comparison goes over up to the shorter string (more when the strings agree
    // at the first levels, as equal strings do): charged by its length first.
    let shorter = vm.heap.get(s).len.min(vm.heap.get(t).len) as u64;
    vm.limits
        .charge(shorter / crate::limits::COLLATION_UNITS_PER_FUEL)
        .map_err(crate::vm::Throw::Terminate)?;
    #[cfg(feature = "intl")]
    let ord =
        crate::builtins::intl::collator::locale_compare(vm, s, t, arg(args, 1), arg(args, 2))?;
    #[cfg(not(feature = "intl"))]
    let ord = root_compare(&vm.flat(s).to_units(), &vm.flat(t).to_units());
    Ok(Value::int(match ord {
        core::cmp::Ordering::Less => -1,
        core::cmp::Ordering::Equal => 0,
        core::cmp::Ordering::Greater => 1,
    }))
}

/// localeCompare without ECMA-402: the canonical decompositions (NFD) compared by code
/// point, so canonically equivalent strings compare equal, as ECMA-262 requires.
#[cfg(not(feature = "intl"))]
fn root_compare(a: &[u16], b: &[u16]) -> core::cmp::Ordering {
    // The code points of the canonical decompositions (lone surrogates as themselves),
    // in node's default order (string/collation.rs).
    let cp = |u: &[u16]| -> Vec<u32> {
        // A build without normalization data whose host set no normalizer compares the
        // code points as they are.
        let d = if u.iter().all(|&c| c < 0x80) {
            u.to_vec()
        } else {
            normalize_units(u, Form::Nfd).unwrap_or_else(|| u.to_vec())
        };
        char::decode_utf16(d.iter().copied())
            .map(|r| r.map_or_else(|e| u32::from(e.unpaired_surrogate()), u32::from))
            .collect()
    };
    crate::builtins::string::collation::compare(cp(a).into_iter(), cp(b).into_iter())
}

/// ECMA-402 sec-string.prototype.tolocaleuppercase with the `intl` feature, else
/// ECMA-262's (the root locale: toUpperCase).
pub(crate) fn to_locale_upper_case(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    #[cfg(not(feature = "intl"))]
    return super::prototype::to_upper_case(vm, this, args, cx);
    #[cfg(feature = "intl")]
    {
        let _ = cx;
        transform_case(vm, this, arg(args, 0), true, "toLocaleUpperCase")
    }
}

/// ECMA-402 sec-string.prototype.tolocalelowercase with the `intl` feature, else
/// ECMA-262's (the root locale: toLowerCase).
pub(crate) fn to_locale_lower_case(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    cx: NativeCx,
) -> JsResult<Value> {
    #[cfg(not(feature = "intl"))]
    return super::prototype::to_lower_case(vm, this, args, cx);
    #[cfg(feature = "intl")]
    {
        let _ = cx;
        transform_case(vm, this, arg(args, 0), false, "toLocaleLowerCase")
    }
}

/// ToString(RequireObjectCoercible(this)), then TransformCase (builtins/intl).
#[cfg(feature = "intl")]
fn transform_case(
    vm: &mut Vm,
    this: Value,
    locales: Value,
    upper: bool,
    method: &str,
) -> JsResult<Value> {
    let s = this_string(vm, this, method)?;
    let units = vm.flat(s).to_units();
    let out = crate::builtins::intl::transform_case::transform_case(vm, &units, locales, upper)?;
    Ok(Value::string(vm.alloc_units(out)?))
}

/// Whether `units` hold no lone surrogate.
fn well_formed(units: &[u16]) -> bool {
    char::decode_utf16(units.iter().copied()).all(|r| r.is_ok())
}

/// ECMA-262 sec-string.prototype.iswellformed
pub(crate) fn is_well_formed(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let s = this_string(vm, this, "isWellFormed")?;
    let ok = match vm.flat(s) {
        Str::Latin1(_) => true,
        Str::Utf16(u) => well_formed(u),
    };
    Ok(Value::bool(ok))
}

/// ECMA-262 sec-string.prototype.towellformed: lone surrogates become U+FFFD.
pub(crate) fn to_well_formed(
    vm: &mut Vm,
    this: Value,
    _args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let s = this_string(vm, this, "toWellFormed")?;
    let units = match vm.flat(s) {
        Str::Latin1(_) => return Ok(Value::string(s)),
        Str::Utf16(u) if well_formed(u) => return Ok(Value::string(s)),
        Str::Utf16(u) => u.to_vec(),
    };
    let out: Vec<u16> = char::decode_utf16(units.iter().copied())
        .flat_map(|r| {
            let mut buf = [0u16; 2];
            let c = r.unwrap_or(char::REPLACEMENT_CHARACTER);
            let n = c.encode_utf16(&mut buf).len();
            buf.into_iter().take(n)
        })
        .collect();
    Ok(Value::string(vm.alloc_units(out)?))
}

/// Installs the methods above on String.prototype (localeCompare is installed by
/// `string::init` and delegates here).
pub(crate) fn init(vm: &mut Vm) -> JsResult<()> {
    let proto = vm.realm.string_prototype;
    for id in [
        NativeId::StringProtoNormalize,
        NativeId::StringProtoToLocaleUpperCase,
        NativeId::StringProtoToLocaleLowerCase,
        NativeId::StringProtoIsWellFormed,
        NativeId::StringProtoToWellFormed,
    ] {
        vm.install(proto, id)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn u(s: &str) -> Vec<u16> {
        s.encode_utf16().collect()
    }

    #[test]
    #[cfg(feature = "normalization")]
    fn normalization_keeps_lone_surrogates_as_boundaries() {
        assert_eq!(icu_normalize(&u("o\u{308}"), Form::Nfc), u("\u{f6}"));
        assert_eq!(icu_normalize(&u("\u{f6}"), Form::Nfd), u("o\u{308}"));
        let mut with_lone = u("e");
        with_lone.push(0xD800);
        with_lone.extend(u("\u{301}"));
        assert_eq!(icu_normalize(&with_lone, Form::Nfc), with_lone);
        assert_eq!(icu_normalize(&u("\u{FB01}"), Form::Nfkc), u("fi"));
    }

    /// Text cut where `piece_end` cuts it normalizes, piece by piece, as it does whole:
    /// marks to reorder and compose, Hangul jamo that compose into syllables and a
    /// syllable a trailing jamo joins, compatibility characters, lone surrogates.
    #[test]
    #[cfg(feature = "normalization")]
    fn pieces_normalize_as_the_whole() {
        let parts = [
            "e\u{301}",
            "a\u{323}\u{302}",
            "\u{1100}\u{1161}\u{11A8}",
            "\u{AC00}\u{11A8}",
            "\u{4E00}",
            "\u{FB01}",
            "\u{212B}",
            "x",
            "\u{3099}\u{304B}",
            "\u{F900}",
            "\u{1E0A}\u{323}",
        ];
        let mut text = Vec::new();
        let mut seed = 7u32;
        while text.len() < 5 * NORMALIZE_PIECE {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            let part = parts[(seed >> 16) as usize % parts.len()];
            text.extend(u(part));
            if seed.is_multiple_of(97) {
                text.push(0xDC00);
            }
        }
        for form in [Form::Nfc, Form::Nfd, Form::Nfkc, Form::Nfkd] {
            let mut pieces = Vec::new();
            let (mut start, mut count) = (0, 0);
            while start < text.len() {
                let end = piece_end(&text, start);
                pieces.extend(icu_normalize(&text[start..end], form));
                start = end;
                count += 1;
            }
            assert!(count > 3, "{form:?}: {count} pieces");
            assert!(pieces == icu_normalize(&text, form), "{form:?}");
        }
    }
}
