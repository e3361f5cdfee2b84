//! Intl.ListFormat (ECMA-402 sec-listformat-objects): "a, b, and c" in a locale's
//! words, on ICU4X's list formatter.
//!
//! ICU4X formats the elements as Rust text (its patterns may depend on an element's
//! first sounds, as Spanish "y"/"e" does); the result is then rebuilt from the parts it
//! wrote, with each element's own code units, so that a lone surrogate in an element
//! survives.

use cairn_gc::Handle;
use icu_list::options::{ListFormatterOptions, ListLength};
use icu_list::{ListFormatter, ListFormatterPreferences};
use icu_locale::Locale;
use writeable::{Part, PartsWrite, Writeable};

use super::locales::{canonicalize_locale_list, resolve_locale};
use super::namespace::{Class, ClassId, create, intl_of, supported_locales_of};
use super::options::{get_enum, get_options_object, get_string};
use crate::builtins::{NativeCx, NativeId, arg};
use crate::native::require_new;
use crate::object::ObjectKind;
use crate::object::slots::intl::{Intl, ListFormat, ListType, TextStyle};
use crate::string::{JsString, Str, TextBuilder};
use crate::value::Value;
use crate::vm::{JsResult, Vm};

// The natives of Intl.ListFormat (see `crate::native`).
crate::native::natives! {
    IntlListFormat;
    IntlListFormat = ("ListFormat", 0, true, constructor),
    IntlListFormatSupportedLocalesOf = ("supportedLocalesOf", 1, false, supported_locales_of),
    IntlListFormatProtoFormat = ("format", 1, false, format),
    IntlListFormatProtoFormatToParts = ("formatToParts", 1, false, format_to_parts),
    IntlListFormatProtoResolvedOptions = ("resolvedOptions", 0, false, resolved_options),
}

/// Intl.ListFormat: its constructor and the functions on it and its prototype.
pub(crate) static CLASS: Class = Class {
    constructor: NativeId::IntlListFormat,
    statics: &[NativeId::IntlListFormatSupportedLocalesOf],
    getters: &[],
    methods: &[
        NativeId::IntlListFormatProtoFormat,
        NativeId::IntlListFormatProtoFormatToParts,
        NativeId::IntlListFormatProtoResolvedOptions,
    ],
};

/// The values of the `type` option, in the order of [`ListType`].
const TYPES: [&str; 3] = ["conjunction", "disjunction", "unit"];
/// The values of the `style` option, in the order of [`TextStyle`].
pub(crate) const STYLES: [&str; 3] = ["long", "short", "narrow"];

/// Intl.ListFormat ( [ locales [ , options ] ] ) (ECMA-402 sec-Intl.ListFormat).
fn constructor(vm: &mut Vm, _this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    // 1. If NewTarget is undefined, throw a TypeError exception.
    require_new(vm, cx, "Intl.ListFormat")?;
    // 2. Let listFormat be ? OrdinaryCreateFromConstructor(NewTarget, ...).
    let o = create(vm, ClassId::ListFormat, Intl::Locale("und".into()), cx.new_target)?;
    // 3. Let requestedLocales be ? CanonicalizeLocaleList(locales).
    let requested = canonicalize_locale_list(vm, arg(args, 0))?;
    // 4. Set options to ? GetOptionsObject(options).
    let options = Some(get_options_object(vm, arg(args, 1))?);
    // 5-7. localeMatcher.
    get_string(vm, options, "localeMatcher", &["lookup", "best fit"])?;
    // 8-10. ResolveLocale (no relevant extension keys).
    let r = resolve_locale(vm, &requested, &[]);
    // 11-12. Let type be ? GetOption(options, "type", string, « "conjunction",
    // "disjunction", "unit" », "conjunction").
    let kind = match get_enum(vm, options, "type", &TYPES, 0)? {
        0 => ListType::Conjunction,
        1 => ListType::Disjunction,
        _ => ListType::Unit,
    };
    // 13-14. Let style be ? GetOption(options, "style", string, « "long", "short",
    // "narrow" », "long").
    let style = text_style(get_enum(vm, options, "style", &STYLES, 0)?);
    let slots = ListFormat { locale: r.locale.into(), kind, style };
    if let ObjectKind::Intl(s) = &mut vm.heap.get_mut(o).kind {
        **s = Intl::ListFormat(slots);
    }
    // 15-20. (The patterns are ICU4X's, chosen when formatting.) Return listFormat.
    Ok(Value::object(o))
}

/// The [`TextStyle`] at `index` of [`STYLES`].
pub(crate) fn text_style(index: usize) -> TextStyle {
    match index {
        0 => TextStyle::Long,
        1 => TextStyle::Short,
        _ => TextStyle::Narrow,
    }
}

/// The ListFormat slots of `this`, or a TypeError naming `what`.
fn this_list_format(vm: &mut Vm, this: Value, what: &str) -> JsResult<ListFormat> {
    match intl_of(vm, this) {
        Some(Intl::ListFormat(l)) => Ok(l.clone()),
        _ => Err(
            vm.type_error(&format!("Intl.ListFormat.prototype.{what} called on a non-ListFormat"))
        ),
    }
}

/// StringListFromIterable ( iterable ) (ECMA-402 sec-createstringlistfromiterable).
fn string_list_from_iterable(vm: &mut Vm, iterable: Value) -> JsResult<Vec<Handle<JsString>>> {
    let mut list = Vec::new();
    // 1. If iterable is undefined, return a new empty List.
    if iterable.is_undefined() {
        return Ok(list);
    }
    // 2. Let iteratorRecord be ? GetIterator(iterable, sync).
    let (it, next) = vm.get_iterator(iterable)?;
    // 3-4. Repeat: each value must be a String, or the iterator is closed with a
    // TypeError. (`iterator_step_value` holds collection off while `next` runs, so the
    // handles in `list` stay valid.)
    loop {
        let Some(v) = vm.iterator_step_value(it, next)? else { return Ok(list) };
        let Some(s) = v.as_string() else {
            let error = vm.type_error("Intl.ListFormat: the list's elements must be strings");
            vm.iterator_close_quiet(it);
            return Err(error);
        };
        vm.charge_native_list(list.len())?;
        list.push(s);
    }
}

/// A [`PartsWrite`] that keeps what ICU4X writes as (is an element, text) parts.
#[derive(Default)]
struct Parts(Vec<(bool, String)>);

impl core::fmt::Write for Parts {
    fn write_str(&mut self, s: &str) -> core::fmt::Result {
        match self.0.last_mut() {
            Some((_, text)) => text.push_str(s),
            None => self.0.push((false, s.to_string())),
        }
        Ok(())
    }
}

impl PartsWrite for Parts {
    type SubPartsWrite = Parts;

    fn with_part(
        &mut self,
        part: Part,
        mut f: impl FnMut(&mut Parts) -> core::fmt::Result,
    ) -> core::fmt::Result {
        self.0.push((part == icu_list::parts::ELEMENT, String::new()));
        f(self)?;
        // Text after the part (none from ICU4X) starts a literal of its own.
        self.0.push((false, String::new()));
        Ok(())
    }
}

/// The ICU4X formatter of `lf`, or `None` when the data has none.
fn formatter(lf: &ListFormat) -> Option<ListFormatter> {
    let prefs = match Locale::try_from_str(&lf.locale) {
        Ok(l) => ListFormatterPreferences::from(&l),
        // Only a corrupt dump holds an invalid tag: the root's patterns.
        Err(_) => ListFormatterPreferences::default(),
    };
    let length = match lf.style {
        TextStyle::Long => ListLength::Wide,
        TextStyle::Short => ListLength::Short,
        TextStyle::Narrow => ListLength::Narrow,
    };
    let options = ListFormatterOptions::default().with_length(length);
    match lf.kind {
        ListType::Conjunction => ListFormatter::try_new_and(prefs, options),
        ListType::Disjunction => ListFormatter::try_new_or(prefs, options),
        ListType::Unit => ListFormatter::try_new_unit(prefs, options),
    }
    .ok()
}

/// One part of a formatted list: an element (its index in the list) or literal text.
pub(crate) enum ListPart {
    /// The element at this index.
    Element(usize),
    /// Text of the pattern.
    Literal(Vec<u16>),
}

/// CreatePartsFromList ( listFormat, list ) (ECMA-402 sec-createpartsfromlist): the
/// parts of the formatted list, in order, with no empty literal.
fn create_parts_from_list(
    vm: &mut Vm,
    lf: &ListFormat,
    list: &[Handle<JsString>],
) -> Vec<ListPart> {
    let texts: Vec<String> = list.iter().map(|&s| vm.rust_string(s)).collect();
    list_parts(lf, &texts)
}

/// CreatePartsFromList of a list of Rust strings (also DurationFormat's ListFormatParts).
pub(crate) fn list_parts(lf: &ListFormat, texts: &[String]) -> Vec<ListPart> {
    let mut parts = Parts::default();
    let written = formatter(lf)
        .map(|f| f.format(texts.iter().map(String::as_str)).write_to_parts(&mut parts).is_ok());
    let mut out = Vec::new();
    if written != Some(true) {
        // No data (a corrupt dump's locale): the elements joined by ", ".
        for i in 0..texts.len() {
            if i > 0 {
                out.push(ListPart::Literal(", ".encode_utf16().collect()));
            }
            out.push(ListPart::Element(i));
        }
        return out;
    }
    let mut index = 0;
    for (element, text) in parts.0 {
        if element && index < texts.len() {
            out.push(ListPart::Element(index));
            index += 1;
        } else if !text.is_empty() {
            out.push(ListPart::Literal(text.encode_utf16().collect()));
        }
    }
    out
}

/// Intl.ListFormat.prototype.format ( list ) (ECMA-402
/// sec-Intl.ListFormat.prototype.format).
fn format(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    // 1-2. Perform ? RequireInternalSlot(lf, [[InitializedListFormat]]).
    let lf = this_list_format(vm, this, "format")?;
    // 3. Let stringList be ? StringListFromIterable(list).
    let list = string_list_from_iterable(vm, arg(args, 0))?;
    // 4. Return FormatList(lf, stringList): the parts' values concatenated.
    let parts = create_parts_from_list(vm, &lf, &list);
    let mut text = TextBuilder::default();
    for part in &parts {
        match part {
            ListPart::Element(i) => text.push_str(vm.flat(list[*i])),
            ListPart::Literal(units) => text.push_str(Str::Utf16(units)),
        }
    }
    Ok(Value::string(vm.heap.alloc(text.into_string())?))
}

/// Intl.ListFormat.prototype.formatToParts ( list ) (ECMA-402
/// sec-Intl.ListFormat.prototype.formatToParts): FormatListToParts.
fn format_to_parts(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    // 1-2. Perform ? RequireInternalSlot(lf, [[InitializedListFormat]]).
    let lf = this_list_format(vm, this, "formatToParts")?;
    // 3. Let stringList be ? StringListFromIterable(list).
    let list = string_list_from_iterable(vm, arg(args, 0))?;
    // 4. Return FormatListToParts(lf, stringList): an array of { type, value }.
    let parts = create_parts_from_list(vm, &lf, &list);
    let mut values = Vec::with_capacity(parts.len());
    for part in parts {
        let (kind, value) = match part {
            ListPart::Element(i) => ("element", Value::string(list[i])),
            ListPart::Literal(units) => ("literal", Value::string(vm.alloc_units(units)?)),
        };
        let o = vm.new_plain_object()?;
        let kind = vm.str_value(kind)?;
        let key = vm.key("type")?;
        vm.create_data_property(o, key, kind)?;
        let key = vm.key("value")?;
        vm.create_data_property(o, key, value)?;
        values.push(Value::object(o));
    }
    Ok(Value::object(vm.array_from_list(&values)?))
}

/// Intl.ListFormat.prototype.resolvedOptions ( ) (ECMA-402
/// sec-Intl.ListFormat.prototype.resolvedoptions).
fn resolved_options(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let lf = this_list_format(vm, this, "resolvedOptions")?;
    let o = vm.new_plain_object()?;
    for (name, value) in [
        ("locale", &*lf.locale),
        ("type", TYPES[lf.kind as usize]),
        ("style", STYLES[lf.style as usize]),
    ] {
        let value = vm.str_value(value)?;
        let key = vm.key(name)?;
        vm.create_data_property(o, key, value)?;
    }
    Ok(Value::object(o))
}
