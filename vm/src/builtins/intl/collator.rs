//! Intl.Collator (ECMA-402 sec-collator-objects) and the locale-sensitive
//! String.prototype.localeCompare it serves, on ICU4X's collator (UCA with CLDR's
//! tailorings).

use core::cell::RefCell;
use core::cmp::Ordering;
use std::rc::Rc;

use icu_collator::options::{AlternateHandling, CaseLevel, CollatorOptions, Strength};
use icu_collator::provider::CollationTailoringV1;
use icu_collator::{CollatorBorrowed, CollatorPreferences};
use icu_locale::Locale;
use icu_provider::{DataIdentifierBorrowed, DataLocale, DataMarkerAttributes, DataProvider};
use icu_provider::{DataRequest, DataRequestMetadata};

use super::cache::{Cache, cached};
use super::locales::is_type_sequence;
use super::locales::{KeyRequest, canonicalize_locale_list, resolve_locale};
use super::namespace::{Class, ClassId, create, intl_of, supported_locales_of};
use super::options::{coerce_options_to_object, get_bool, get_enum, get_string};
use crate::builtins::{NativeCx, NativeId, arg};
use crate::object::ObjectKind;
use crate::object::slots::intl::{CaseFirst, Collator, Intl, Sensitivity, Usage};
use crate::string::{JsString, Str, flatten};
use crate::value::Value;
use crate::vm::{JsResult, Vm};
use cairn_gc::Handle;

// The natives of Intl.Collator (see `crate::native`).
crate::native::natives! {
    IntlCollator;
    IntlCollator = ("Collator", 0, true, constructor),
    IntlCollatorSupportedLocalesOf = ("supportedLocalesOf", 1, false, supported_locales_of),
    IntlCollatorProtoCompare = ("get compare", 0, false, compare_getter),
    IntlCollatorProtoResolvedOptions = ("resolvedOptions", 0, false, resolved_options),
    IntlCollatorCompareFunction = ("", 2, false, compare_function),
}

/// Intl.Collator: its constructor and the functions on it and its prototype.
pub(crate) static CLASS: Class = Class {
    constructor: NativeId::IntlCollator,
    statics: &[NativeId::IntlCollatorSupportedLocalesOf],
    getters: &[NativeId::IntlCollatorProtoCompare],
    methods: &[NativeId::IntlCollatorProtoResolvedOptions],
};

/// Whether the collation data has collation `co` for `locale` (or a parent of it);
/// "standard" and "search" are not `co` values a request may name (ECMA-402
/// sec-intl-collator-internal-slots).
pub(crate) fn has_collation(locale: &str, co: &str) -> bool {
    if co == "standard" || co == "search" || !is_type_sequence(co) {
        return false;
    }
    let (Ok(l), Ok(attributes)) =
        (Locale::try_from_str(locale), DataMarkerAttributes::try_from_str(co))
    else {
        return false;
    };
    let data_locale = DataLocale::from(&l);
    let mut metadata = DataRequestMetadata::default();
    metadata.silent = true;
    let request = DataRequest {
        id: DataIdentifierBorrowed::for_marker_attributes_and_locale(attributes, &data_locale),
        metadata,
    };
    let loaded: Result<icu_provider::DataResponse<CollationTailoringV1>, _> =
        icu_collator::provider::Baked.load(request);
    loaded.is_ok()
}

/// Intl.Collator ( [ locales [ , options ] ] ) (ECMA-402 sec-intl.collator): also a
/// function, which makes a new collator.
fn constructor(vm: &mut Vm, _this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    let slots = initialize(vm, arg(args, 0), arg(args, 1))?;
    let o = create(vm, ClassId::Collator, Intl::Collator(slots), cx.new_target)?;
    Ok(Value::object(o))
}

/// The steps of the Collator constructor after OrdinaryCreateFromConstructor: the
/// options read in the spec's order, then ResolveLocale.
fn initialize(vm: &mut Vm, locales: Value, options: Value) -> JsResult<Collator> {
    let requested = canonicalize_locale_list(vm, locales)?;
    let options = Some(coerce_options_to_object(vm, options)?);
    let usage = match get_enum(vm, options, "usage", &["sort", "search"], 0)? {
        0 => Usage::Sort,
        _ => Usage::Search,
    };
    get_string(vm, options, "localeMatcher", &["lookup", "best fit"])?;
    let collation = get_string(vm, options, "collation", &[])?;
    if let Some(c) = &collation
        && !is_type_sequence(c)
    {
        return Err(vm.range_error(&format!("Intl.Collator: {c} is not a valid collation")));
    }
    let numeric = get_bool(vm, options, "numeric")?.map(|b| b.to_string());
    let case_first = get_string(vm, options, "caseFirst", &["upper", "lower", "false"])?;
    let keys = [
        KeyRequest {
            key: "co",
            option: collation,
            supports: &|l, v| has_collation(l, v),
            default: &|_| String::new(),
        },
        KeyRequest {
            key: "kf",
            option: case_first,
            supports: &|_, v| matches!(v, "upper" | "lower" | "false"),
            default: &|_| "false".to_string(),
        },
        KeyRequest {
            key: "kn",
            option: numeric,
            supports: &|_, v| matches!(v, "true" | "false"),
            default: &|_| "false".to_string(),
        },
    ];
    let r = resolve_locale(vm, &requested, &keys);
    let sensitivity =
        get_enum(vm, options, "sensitivity", &["base", "accent", "case", "variant"], 3)?;
    let sensitivity = match sensitivity {
        0 => Sensitivity::Base,
        1 => Sensitivity::Accent,
        2 => Sensitivity::Case,
        _ => Sensitivity::Variant,
    };
    let ignore_punctuation = get_bool(vm, options, "ignorePunctuation")?;
    // Thai is the one locale whose collation ignores punctuation by default (CLDR).
    let ignore_punctuation = ignore_punctuation.unwrap_or_else(|| r.locale.starts_with("th"));
    let [co, kf, kn] = [&r.values[0], &r.values[1], &r.values[2]];
    Ok(Collator {
        locale: r.locale.clone().into(),
        usage,
        sensitivity,
        ignore_punctuation,
        collation: if co.is_empty() { "default".into() } else { co.as_str().into() },
        numeric: kn == "true",
        case_first: match kf.as_str() {
            "upper" => CaseFirst::Upper,
            "lower" => CaseFirst::Lower,
            _ => CaseFirst::False,
        },
        bound_compare: Value::UNDEFINED,
    })
}

/// How many ICU4X collators a thread keeps (the oldest goes first).
const CACHE_SIZE: usize = 16;

/// What an ICU4X collator is built from: the slots `icu_collator` reads.
#[derive(PartialEq)]
struct Key {
    locale: Box<str>,
    usage: Usage,
    collation: Box<str>,
    case_first: CaseFirst,
    numeric: bool,
    sensitivity: Sensitivity,
    ignore_punctuation: bool,
}

thread_local! {
    /// The collators of this thread (see `super::cache`).
    static CACHE: Cache<Key, CollatorBorrowed<'static>> = const { RefCell::new(Vec::new()) };
}

/// The ICU4X collator of a Collator's slots, from the cache or built (`None` when ICU4X
/// cannot build one, which only a corrupt dump's slots can cause).
fn cached_collator(c: &Collator) -> Option<Rc<CollatorBorrowed<'static>>> {
    let key = || Key {
        locale: c.locale.clone(),
        usage: c.usage,
        collation: c.collation.clone(),
        case_first: c.case_first,
        numeric: c.numeric,
        sensitivity: c.sensitivity,
        ignore_punctuation: c.ignore_punctuation,
    };
    let want = key();
    cached(&CACHE, CACHE_SIZE, |k| *k == want, key, || icu_collator(c))
}

/// The ICU4X collator of a Collator's slots.
fn icu_collator(c: &Collator) -> Option<CollatorBorrowed<'static>> {
    let base = Locale::try_from_str(&c.locale).ok()?.id;
    let mut tag = base.to_string();
    let co = match c.usage {
        Usage::Search => Some("search"),
        Usage::Sort => (&*c.collation != "default").then_some(&*c.collation),
    };
    tag.push_str("-u");
    if let Some(co) = co {
        tag.push_str("-co-");
        tag.push_str(co);
    }
    tag.push_str(match c.case_first {
        CaseFirst::Upper => "-kf-upper",
        CaseFirst::Lower => "-kf-lower",
        CaseFirst::False => "-kf-false",
    });
    tag.push_str(if c.numeric { "-kn-true" } else { "-kn-false" });
    let locale = Locale::try_from_str(&tag).ok()?;
    let prefs = CollatorPreferences::from(&locale);
    let mut options = CollatorOptions::default();
    let (strength, case_level) = match c.sensitivity {
        Sensitivity::Base => (Strength::Primary, CaseLevel::Off),
        Sensitivity::Accent => (Strength::Secondary, CaseLevel::Off),
        Sensitivity::Case => (Strength::Primary, CaseLevel::On),
        Sensitivity::Variant => (Strength::Tertiary, CaseLevel::Off),
    };
    options.strength = Some(strength);
    options.case_level = Some(case_level);
    // Always set: Thai's data shifts punctuation by default.
    options.alternate_handling = Some(if c.ignore_punctuation {
        AlternateHandling::Shifted
    } else {
        AlternateHandling::NonIgnorable
    });
    icu_collator::Collator::try_new(prefs, options).ok()
}

/// The Collator slots of `v`, if it is a Collator.
fn collator_of(vm: &Vm, v: Value) -> Option<&Collator> {
    match intl_of(vm, v)? {
        Intl::Collator(c) => Some(c),
        _ => None,
    }
}

/// CompareStrings (ECMA-402 sec-collator-comparestrings) of `x` and `y` as `c` orders them.
fn compare_strings(c: &Collator, x: Str<'_>, y: Str<'_>) -> Ordering {
    let Some(collator) = cached_collator(c) else {
        // Only slots from a corrupt dump fail to build a collator: code unit order.
        return x.to_units().cmp(&y.to_units());
    };
    // One-byte text is compared as it is stored, without a widened copy.
    match (x, y) {
        (Str::Latin1(x), Str::Latin1(y)) => collator.compare_latin1(x, y),
        (Str::Utf16(x), Str::Utf16(y)) => collator.compare_utf16(x, y),
        (Str::Latin1(x), Str::Utf16(y)) => collator.compare_latin1_utf16(x, y),
        (Str::Utf16(x), Str::Latin1(y)) => collator.compare_latin1_utf16(y, x).reverse(),
    }
}

/// The number -1, 0 or 1 of an ordering.
fn ordering_value(o: Ordering) -> Value {
    Value::int(match o {
        Ordering::Less => -1,
        Ordering::Equal => 0,
        Ordering::Greater => 1,
    })
}

/// get Intl.Collator.prototype.compare (ECMA-402 sec-intl.collator.prototype.compare):
/// a function bound to this collator, made once.
fn compare_getter(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let Some(c) = collator_of(vm, this) else {
        return Err(vm.type_error("Intl.Collator.prototype.compare called on a non-Collator"));
    };
    if !c.bound_compare.is_undefined() {
        return Ok(c.bound_compare);
    }
    let f = vm.make_native(NativeId::IntlCollatorCompareFunction, None, Box::new([this]))?;
    let f = Value::object(f);
    if let Some(o) = this.as_object()
        && let ObjectKind::Intl(slots) = &mut vm.heap.get_mut(o).kind
        && let Intl::Collator(c) = &mut **slots
    {
        c.bound_compare = f;
    }
    Ok(f)
}

/// The fuel of a collator's comparison beyond the strings' length (about 0.3 µs).
const COMPARE_FUEL: u64 = 48;

/// A Collator's bound compare function (ECMA-402 sec-collator-compare-functions).
fn compare_function(vm: &mut Vm, _this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    let collator = match &vm.heap.get(cx.callee).kind {
        ObjectKind::Native { data, .. } => data.first().copied().unwrap_or_default(),
        _ => Value::UNDEFINED,
    };
    let x = vm.to_string(arg(args, 0))?;
    let y = vm.to_string(arg(args, 1))?;
    // As `localeCompare`: charged by the shorter string's length first (the comparison
    // of two long strings takes milliseconds), beyond a call's fuel.
    let shorter = vm.heap.get(x).len.min(vm.heap.get(y).len) as u64;
    vm.limits
        .charge(COMPARE_FUEL + shorter / crate::limits::COLLATION_UNITS_PER_FUEL)
        .map_err(crate::vm::Throw::Terminate)?;
    flatten(&mut vm.heap, x);
    flatten(&mut vm.heap, y);
    let Some(c) = collator_of(vm, collator) else {
        return Err(vm.type_error("Intl.Collator: the compare function lost its collator"));
    };
    Ok(ordering_value(compare_strings(c, text(vm, x), text(vm, y))))
}

/// The text of a flattened string.
fn text(vm: &Vm, s: Handle<JsString>) -> Str<'_> {
    vm.heap.get(s).flat().unwrap_or(Str::Latin1(&[]))
}

/// Intl.Collator.prototype.resolvedOptions ( ) (ECMA-402
/// sec-intl.collator.prototype.resolvedoptions).
fn resolved_options(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let Some(c) = collator_of(vm, this).cloned() else {
        return Err(
            vm.type_error("Intl.Collator.prototype.resolvedOptions called on a non-Collator")
        );
    };
    let o = vm.new_plain_object()?;
    let usage = match c.usage {
        Usage::Sort => "sort",
        Usage::Search => "search",
    };
    let sensitivity = match c.sensitivity {
        Sensitivity::Base => "base",
        Sensitivity::Accent => "accent",
        Sensitivity::Case => "case",
        Sensitivity::Variant => "variant",
    };
    let case_first = match c.case_first {
        CaseFirst::Upper => "upper",
        CaseFirst::Lower => "lower",
        CaseFirst::False => "false",
    };
    let strings = [("locale", &*c.locale), ("usage", usage), ("sensitivity", sensitivity)];
    for (name, value) in strings {
        let v = vm.str_value(value)?;
        let key = vm.key(name)?;
        vm.create_data_property(o, key, v)?;
    }
    let key = vm.key("ignorePunctuation")?;
    vm.create_data_property(o, key, Value::bool(c.ignore_punctuation))?;
    let v = vm.str_value(&c.collation)?;
    let key = vm.key("collation")?;
    vm.create_data_property(o, key, v)?;
    let key = vm.key("numeric")?;
    vm.create_data_property(o, key, Value::bool(c.numeric))?;
    let v = vm.str_value(case_first)?;
    let key = vm.key("caseFirst")?;
    vm.create_data_property(o, key, v)?;
    Ok(Value::object(o))
}

/// String.prototype.localeCompare ( that [ , locales [ , options ] ] ) (ECMA-402
/// sec-string.prototype.localecompare): a new collator of `locales` and `options`
/// compares `s` with `that`.
pub(crate) fn locale_compare(
    vm: &mut Vm,
    s: Handle<JsString>,
    that: Handle<JsString>,
    locales: Value,
    options: Value,
) -> JsResult<Ordering> {
    // The usual call passes neither locales nor options: then `initialize` reads no
    // option and calls nothing a script can see, so its result depends only on the
    // default locale, and is kept per thread for it.
    if locales.is_undefined() && options.is_undefined() {
        let cached = DEFAULT.with(|d| {
            d.borrow()
                .as_ref()
                .filter(|(locale, _)| **locale == *vm.default_locale())
                .map(|(_, c)| c.clone())
        });
        let c = match cached {
            Some(c) => c,
            None => {
                let c = initialize(vm, locales, options)?;
                DEFAULT.with(|d| *d.borrow_mut() = Some((vm.default_locale().into(), c.clone())));
                c
            }
        };
        flatten(&mut vm.heap, s);
        flatten(&mut vm.heap, that);
        return Ok(compare_strings(&c, text(vm, s), text(vm, that)));
    }
    // The options' getters may run scripts and collections: the texts are copied first.
    let (a, b) = (vm.flat(s).to_units(), vm.flat(that).to_units());
    let c = initialize(vm, locales, options)?;
    Ok(compare_strings(&c, Str::Utf16(&a), Str::Utf16(&b)))
}

thread_local! {
    /// `localeCompare`'s collator without locales or options, with the default locale
    /// it was resolved for.
    static DEFAULT: RefCell<Option<(Box<str>, Collator)>> = const { RefCell::new(None) };
}
