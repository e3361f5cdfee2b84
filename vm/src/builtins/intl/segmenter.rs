//! Intl.Segmenter (ECMA-402 sec-segmenter-objects): the grapheme, word and sentence
//! boundaries of a string on ICU4X's segmenters, with the %Segments% objects `segment`
//! returns and their %SegmentIterator%s.
//!
//! Only ICU4X's rule-based models (UAX #29 with CLDR's locale tailorings, about 42 KB
//! of data) are compiled in. Its word models for the scripts written without spaces
//! would add to the program the LSTM models of Thai, Lao, Khmer and Burmese (310 KB) and
//! the Chinese and Japanese dictionary (2 MB); without them a run of one of those
//! scripts is a single word segment (graphemes and sentences are the same either way).
//!
//! Boundaries are UTF-16 code unit indices: ICU4X segments the string's own Latin-1 or
//! UTF-16 units (a lone surrogate is a segment of its own). Nothing of ICU4X is kept
//! between calls: a %SegmentIterator% holds its position, and each `next` segments
//! from there (a boundary, where every rule of UAX #29 starts afresh) to the next
//! boundary, so iterating a string is linear in its length and survives a dump.

use cairn_gc::Handle;
use icu_locale::{LanguageIdentifier, Locale};
use icu_segmenter::options::{SentenceBreakOptions, WordBreakOptions};
use icu_segmenter::{GraphemeClusterSegmenter, SentenceSegmenter, WordSegmenter};

use super::locales::{canonicalize_locale_list, resolve_locale};
use super::namespace::{Class, ClassId, create, intl_of, prototype, supported_locales_of};
use super::options::{get_enum, get_options_object, get_string};
use crate::builtins::{NativeCx, NativeId, arg};
use crate::native::require_new;
use crate::object::slots::intl::{Granularity, Intl, SegmentIterator, Segmenter, Segments};
use crate::object::{JsObject, ObjectKind, attrs};
use crate::string::{JsString, PropertyKey, Str};
use crate::value::Value;
use crate::vm::{JsResult, Throw, Vm};

// The natives of Intl.Segmenter, %Segments.prototype% and %SegmentIterator.prototype%
// (see `crate::native`).
crate::native::natives! {
    IntlSegmenter;
    IntlSegmenter = ("Segmenter", 0, true, constructor),
    IntlSegmenterSupportedLocalesOf = ("supportedLocalesOf", 1, false, supported_locales_of),
    IntlSegmenterProtoResolvedOptions = ("resolvedOptions", 0, false, resolved_options),
    IntlSegmenterProtoSegment = ("segment", 1, false, segment),
    IntlSegmentsProtoContaining = ("containing", 1, false, containing),
    IntlSegmentsProtoIterator = ("[Symbol.iterator]", 0, false, segments_iterator),
    IntlSegmentIteratorProtoNext = ("next", 0, false, iterator_next),
}

/// Intl.Segmenter: its constructor and the functions on it and its prototype.
pub(crate) static CLASS: Class = Class {
    constructor: NativeId::IntlSegmenter,
    statics: &[NativeId::IntlSegmenterSupportedLocalesOf],
    getters: &[],
    methods: &[NativeId::IntlSegmenterProtoResolvedOptions, NativeId::IntlSegmenterProtoSegment],
};

/// The values of the `granularity` option, in the order of [`Granularity`].
const GRANULARITIES: [&str; 3] = ["grapheme", "word", "sentence"];

/// Creates %SegmentsPrototype% and %SegmentIteratorPrototype% (ECMA-402
/// sec-%segmentsprototype%, sec-%segmentiteratorprototype%) for the realm.
pub(crate) fn init_prototypes(vm: &mut Vm) -> JsResult<()> {
    let op = Some(vm.realm.object_prototype);
    let segments = vm.alloc_object(ObjectKind::Ordinary, op)?;
    vm.install(segments, NativeId::IntlSegmentsProtoContaining)?;
    let iterator = vm.realm.symbols.iterator;
    vm.install_symbol(segments, iterator, NativeId::IntlSegmentsProtoIterator, attrs::HIDDEN)?;
    vm.realm.intl_prototypes[ClassId::Segments as usize] = segments;

    let ip = Some(vm.realm.iterator_prototype);
    let iterator = vm.alloc_object(ObjectKind::Ordinary, ip)?;
    vm.install(iterator, NativeId::IntlSegmentIteratorProtoNext)?;
    let tag = vm.str_value("Segmenter String Iterator")?;
    let tag_key = PropertyKey::Symbol(vm.realm.symbols.to_string_tag);
    vm.define_builtin(iterator, tag_key, tag, attrs::CONFIGURABLE)?;
    vm.realm.intl_prototypes[ClassId::SegmentIterator as usize] = iterator;
    Ok(())
}

/// Intl.Segmenter ( [ locales [ , options ] ] ) (ECMA-402 sec-intl.segmenter).
fn constructor(vm: &mut Vm, _this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    // 1. If NewTarget is undefined, throw a TypeError exception.
    require_new(vm, cx, "Intl.Segmenter")?;
    // 2-3. OrdinaryCreateFromConstructor (the prototype is read first).
    let o = create(vm, ClassId::Segmenter, Intl::Locale("und".into()), cx.new_target)?;
    // 4. Let requestedLocales be ? CanonicalizeLocaleList(locales).
    let requested = canonicalize_locale_list(vm, arg(args, 0))?;
    // 5. Let options be ? GetOptionsObject(options).
    let options = Some(get_options_object(vm, arg(args, 1))?);
    // 6-8. localeMatcher.
    get_string(vm, options, "localeMatcher", &["lookup", "best fit"])?;
    // 9-12. ResolveLocale (no relevant extension keys).
    let r = resolve_locale(vm, &requested, &[]);
    // 13-14. Let granularity be ? GetOption(options, "granularity", string, « "grapheme",
    // "word", "sentence" », "grapheme").
    let granularity = match get_enum(vm, options, "granularity", &GRANULARITIES, 0)? {
        0 => Granularity::Grapheme,
        1 => Granularity::Word,
        _ => Granularity::Sentence,
    };
    let slots = Segmenter { locale: r.locale.into(), granularity };
    if let ObjectKind::Intl(s) = &mut vm.heap.get_mut(o).kind {
        **s = Intl::Segmenter(slots);
    }
    // 15. Return segmenter.
    Ok(Value::object(o))
}

/// The Segmenter slots of `this`, or a TypeError naming `what`.
fn this_segmenter(vm: &mut Vm, this: Value, what: &str) -> JsResult<Segmenter> {
    match intl_of(vm, this) {
        Some(Intl::Segmenter(s)) => Ok(s.clone()),
        _ => {
            Err(vm
                .type_error(&format!("Intl.Segmenter.prototype.{what} called on a non-Segmenter")))
        }
    }
}

/// Intl.Segmenter.prototype.resolvedOptions ( ) (ECMA-402
/// sec-intl.segmenter.prototype.resolvedoptions).
fn resolved_options(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let s = this_segmenter(vm, this, "resolvedOptions")?;
    let o = vm.new_plain_object()?;
    let locale = vm.str_value(&s.locale)?;
    let key = vm.key("locale")?;
    vm.create_data_property(o, key, locale)?;
    let granularity = vm.str_value(GRANULARITIES[s.granularity as usize])?;
    let key = vm.key("granularity")?;
    vm.create_data_property(o, key, granularity)?;
    Ok(Value::object(o))
}

/// Intl.Segmenter.prototype.segment ( string ) (ECMA-402
/// sec-intl.segmenter.prototype.segment): CreateSegmentsObject.
fn segment(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    // 1-2. Perform ? RequireInternalSlot(segmenter, [[InitializedSegmenter]]).
    let segmenter = this_segmenter(vm, this, "segment")?;
    // 3. Let string be ? ToString(string).
    let string = vm.to_string(arg(args, 0))?;
    // 4. Return CreateSegmentsObject(segmenter, string).
    let proto = prototype(vm, ClassId::Segments);
    let slots = Intl::Segments(Segments { segmenter, string: Value::string(string) });
    let o = vm.alloc_object(ObjectKind::Intl(Box::new(slots)), Some(proto))?;
    Ok(Value::object(o))
}

/// A segmented string's handle (an empty string when a corrupt dump put something
/// else in the slot).
fn string_handle(vm: &mut Vm, v: Value) -> JsResult<Handle<JsString>> {
    match v.as_string() {
        Some(s) => Ok(s),
        None => vm.alloc_str(""),
    }
}

/// The segment boundaries after 0 of `text` as `segmenter` finds them, each with
/// whether the segment before it is word-like, until `stop` says enough (it gets each
/// boundary and returns true to stop).
fn boundaries(segmenter: &Segmenter, text: Str<'_>, mut stop: impl FnMut(usize, bool) -> bool) {
    /// Feeds the boundaries after 0 of a break iterator to `stop`.
    macro_rules! feed {
        ($it:expr, $word_like:expr) => {{
            let mut it = $it;
            // The first boundary is the start of the text.
            it.next();
            while let Some(b) = it.next() {
                if stop(b, $word_like(&it)) {
                    break;
                }
            }
        }};
    }
    match segmenter.granularity {
        Granularity::Grapheme => {
            let s = GraphemeClusterSegmenter::new();
            match text {
                Str::Latin1(b) => feed!(s.segment_latin1(b), |_: &_| false),
                Str::Utf16(u) => feed!(s.segment_utf16(u), |_: &_| false),
            }
        }
        Granularity::Word => {
            let language = language_of(&segmenter.locale);
            let mut options = WordBreakOptions::default();
            options.content_locale = language.as_ref();
            // With ICU4X's dictionaries: the words of Chinese, Japanese, Thai, Lao,
            // Khmer and Burmese text, which has no spaces between them.
            let tailored = WordSegmenter::try_new_dictionary(options).ok();
            let s = match &tailored {
                Some(s) => s.as_borrowed(),
                None => WordSegmenter::new_dictionary(Default::default()),
            };
            match text {
                Str::Latin1(b) => {
                    feed!(
                        s.segment_latin1(b),
                        |it: &icu_segmenter::iterators::WordBreakIterator<'_, '_, _>| it
                            .is_word_like()
                    )
                }
                Str::Utf16(u) => {
                    feed!(s.segment_utf16(u), |it: &icu_segmenter::iterators::WordBreakIterator<
                        '_,
                        '_,
                        _,
                    >| it.is_word_like())
                }
            }
        }
        Granularity::Sentence => {
            let language = language_of(&segmenter.locale);
            let mut options = SentenceBreakOptions::default();
            options.content_locale = language.as_ref();
            let tailored = SentenceSegmenter::try_new(options).ok();
            let s = match &tailored {
                Some(s) => s.as_borrowed(),
                None => SentenceSegmenter::new(Default::default()),
            };
            match text {
                Str::Latin1(b) => feed!(s.segment_latin1(b), |_: &_| false),
                Str::Utf16(u) => feed!(s.segment_utf16(u), |_: &_| false),
            }
        }
    }
}

/// The language identifier of a resolved locale (the content locale of ICU4X's
/// tailorings), if it parses.
fn language_of(locale: &str) -> Option<LanguageIdentifier> {
    Locale::try_from_str(locale).ok().map(|l| l.id)
}

/// The units of `text` from `from` on.
fn tail(text: Str<'_>, from: usize) -> Str<'_> {
    match text {
        Str::Latin1(b) => Str::Latin1(b.get(from..).unwrap_or_default()),
        Str::Utf16(u) => Str::Utf16(u.get(from..).unwrap_or_default()),
    }
}

/// FindBoundary ( segmenter, string, startIndex, after ) (ECMA-402 sec-findboundary)
/// from a boundary `start`: the end of the segment that begins there, and whether it
/// is word-like.
fn segment_end(segmenter: &Segmenter, text: Str<'_>, start: usize) -> (usize, bool) {
    let len = text.len();
    let mut found = (len, false);
    boundaries(segmenter, tail(text, start), |b, word_like| {
        found = ((start + b).min(len), word_like);
        true
    });
    // An empty segment would never end an iteration: ICU4X always moves forward, but a
    // corrupt position is not trusted to be a boundary.
    if found.0 <= start {
        found.0 = (start + 1).min(len);
    }
    found
}

/// FindBoundary in both directions around `n` (ECMA-402 sec-findboundary): the
/// segment that contains code unit `n` (`n < len`), and whether it is word-like.
fn segment_containing(segmenter: &Segmenter, text: Str<'_>, n: usize) -> (usize, usize, bool) {
    let mut start = 0;
    let mut found = (0, text.len(), false);
    boundaries(segmenter, text, |b, word_like| {
        if b > n {
            found = (start, b, word_like);
            return true;
        }
        start = b;
        false
    });
    found
}

/// CreateSegmentDataObject ( segmenter, string, startIndex, endIndex ) (ECMA-402
/// sec-createsegmentdataobject).
fn create_segment_data(
    vm: &mut Vm,
    segmenter: &Segmenter,
    string: Handle<JsString>,
    (start, end, word_like): (usize, usize, bool),
) -> JsResult<Handle<JsObject>> {
    // 5. Let result be OrdinaryObjectCreate(%Object.prototype%).
    let o = vm.new_plain_object()?;
    // 6-7. segment: the substring of string from startIndex to endIndex.
    let segment = vm.substring_cell(string, start, end)?;
    let key = vm.key("segment")?;
    vm.create_data_property(o, key, Value::string(segment))?;
    // 8. index
    let key = vm.key("index")?;
    vm.create_data_property(o, key, Value::number(start as f64))?;
    // 9. input
    let key = vm.key("input")?;
    vm.create_data_property(o, key, Value::string(string))?;
    // 10-11. isWordLike, when granularity is "word".
    if segmenter.granularity == Granularity::Word {
        let key = vm.key("isWordLike")?;
        vm.create_data_property(o, key, Value::bool(word_like))?;
    }
    Ok(o)
}

/// The Segments slots of `this`, or a TypeError.
fn this_segments(vm: &mut Vm, this: Value, what: &str) -> JsResult<Segments> {
    match intl_of(vm, this) {
        Some(Intl::Segments(s)) => Ok(s.clone()),
        _ => Err(vm.type_error(&format!("%Segments.prototype%.{what} called on a non-Segments"))),
    }
}

/// %Segments.prototype%.containing ( index ) (ECMA-402
/// sec-%segmentsprototype%.containing).
fn containing(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    // 1-3. Perform ? RequireInternalSlot(segments, [[SegmentsSegmenter]]).
    let segments = this_segments(vm, this, "containing")?;
    // 4-5. Let string be segments.[[SegmentsString]]; len its length.
    let string = string_handle(vm, segments.string)?;
    let len = vm.heap.get(string).len as usize;
    // 6. Let n be ? ToIntegerOrInfinity(index).
    let n = vm.to_integer_or_infinity(arg(args, 0))?;
    // 7. If n < 0 or n ≥ len, return undefined.
    if n < 0.0 || n >= len as f64 {
        return Ok(Value::UNDEFINED);
    }
    // 8-9. The boundaries before and after n, found from the start of the string: the
    // scan is charged as native work, a unit of fuel per 16 code units.
    vm.limits.charge(n as u64 / 16).map_err(Throw::Terminate)?;
    let found = segment_containing(&segments.segmenter, vm.flat(string), n as usize);
    // 10. Return CreateSegmentDataObject(segmenter, string, startIndex, endIndex).
    let o = create_segment_data(vm, &segments.segmenter, string, found)?;
    Ok(Value::object(o))
}

/// %Segments.prototype% [ %Symbol.iterator% ] ( ) (ECMA-402
/// sec-%segmentsprototype%-%symbol.iterator%): CreateSegmentIterator.
fn segments_iterator(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let segments = this_segments(vm, this, "[Symbol.iterator]")?;
    let proto = prototype(vm, ClassId::SegmentIterator);
    let slots = Intl::SegmentIterator(SegmentIterator {
        segmenter: segments.segmenter,
        string: segments.string,
        position: 0,
    });
    let o = vm.alloc_object(ObjectKind::Intl(Box::new(slots)), Some(proto))?;
    Ok(Value::object(o))
}

/// %SegmentIterator.prototype%.next ( ) (ECMA-402 sec-%segmentiteratorprototype%.next).
fn iterator_next(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    // 1-2. Perform ? RequireInternalSlot(iterator, [[IteratingSegmenter]]).
    let it = match intl_of(vm, this) {
        Some(Intl::SegmentIterator(i)) => i.clone(),
        _ => {
            return Err(
                vm.type_error("%SegmentIterator.prototype%.next called on a non-Segment Iterator")
            );
        }
    };
    // 3-5. The segmenter, the string and the start of the next segment.
    let string = string_handle(vm, it.string)?;
    let len = vm.heap.get(string).len as usize;
    let start = it.position as usize;
    // 6. If startIndex ≥ len, return CreateIteratorResultObject(undefined, true).
    if start >= len {
        return vm.create_iter_result(Value::UNDEFINED, true);
    }
    // 7. Let endIndex be FindBoundary(segmenter, string, startIndex, after).
    let (end, word_like) = segment_end(&it.segmenter, vm.flat(string), start);
    vm.limits.charge(end.saturating_sub(start) as u64 / 16).map_err(Throw::Terminate)?;
    // 8. Set iterator.[[IteratedStringNextSegmentCodeUnitIndex]] to endIndex.
    if let Some(o) = this.as_object()
        && let ObjectKind::Intl(slots) = &mut vm.heap.get_mut(o).kind
        && let Intl::SegmentIterator(i) = &mut **slots
    {
        i.position = u32::try_from(end).unwrap_or(u32::MAX);
    }
    // 9. Let segmentData be CreateSegmentDataObject(segmenter, string, startIndex, endIndex).
    let data = create_segment_data(vm, &it.segmenter, string, (start, end, word_like))?;
    // 10. Return CreateIteratorResultObject(segmentData, false).
    vm.create_iter_result(Value::object(data), false)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The segments of `text` by iteration from each boundary, as (start, end, word-like).
    fn iterate(granularity: Granularity, text: &str) -> Vec<(usize, usize, bool)> {
        let s = Segmenter { locale: "en-US".into(), granularity };
        let units: Vec<u16> = text.encode_utf16().collect();
        let mut out = Vec::new();
        let mut start = 0;
        while start < units.len() {
            let (end, w) = segment_end(&s, Str::Utf16(&units), start);
            out.push((start, end, w));
            start = end;
        }
        out
    }

    #[test]
    fn graphemes_keep_emoji_sequences_and_flags_whole() {
        // A family (ZWJ sequence) is 8 units, each flag 4, e with a combining acute 2.
        let segs = iterate(Granularity::Grapheme, "a👨‍👩‍👧🇫🇷🇩🇪e\u{301}");
        let ends: Vec<usize> = segs.iter().map(|s| s.1).collect();
        assert_eq!(ends, [1, 9, 13, 17, 19]);
    }

    #[test]
    fn words_are_marked_word_like_and_iteration_agrees_with_containing() {
        let text = "Hello, world! It's 42.";
        let segs = iterate(Granularity::Word, text);
        let words: Vec<&str> = segs.iter().filter(|s| s.2).map(|s| &text[s.0..s.1]).collect();
        assert_eq!(words, ["Hello", "world", "It's", "42"]);
        let s = Segmenter { locale: "en".into(), granularity: Granularity::Word };
        let units: Vec<u16> = text.encode_utf16().collect();
        for &(start, end, w) in &segs {
            for n in start..end {
                assert_eq!(segment_containing(&s, Str::Utf16(&units), n), (start, end, w));
            }
        }
    }

    #[test]
    fn lone_surrogates_and_latin1_segment_without_panics() {
        let s = Segmenter { locale: "en".into(), granularity: Granularity::Sentence };
        let units = [0xD800, 0x61, 0xDC00, 0x2E, 0x20, 0x42];
        assert_eq!(segment_end(&s, Str::Utf16(&units), 0).0, 5);
        assert_eq!(segment_end(&s, Str::Latin1(b"Hi. Yo."), 0).0, 4);
        assert_eq!(segment_end(&s, Str::Latin1(b"Hi"), 7).0, 2);
    }
}
