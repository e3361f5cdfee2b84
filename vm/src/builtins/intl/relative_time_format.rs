//! Intl.RelativeTimeFormat (ECMA-402 sec-relativetimeformat-objects): "in 3 days",
//! "yesterday", on ICU4X's relative time data (`icu_experimental::relativetime`).
//!
//! ICU4X's `RelativeTimeFormatter` writes the number with a `DecimalFormatter` of its
//! own and looks the special names ("tomorrow") up by the decimal's digits, so it can
//! neither give formatToParts the parts of a [[NumberFormat]] nor match the spec's
//! ToString(value) key (-0 is "0", `today`). This module therefore reads the same CLDR
//! data (the per-unit, per-width `RelativeTimePatternData`: the named offsets and the
//! past and future patterns by plural category) and follows
//! PartitionRelativeTimePattern itself, with Intl.NumberFormat's partition for the
//! number and ICU4X's plural rules for the category.
//!
//! As the spec says and unlike ICU (and so node), numeric "auto" names only a value
//! whose ToString is a key: -0.0001 hours is "0 hours ago", not "this hour".

use fixed_decimal::Sign;
use icu_experimental::relativetime::provider as rt;
use icu_locale::Locale;
use icu_pattern::PatternItem;
use icu_plurals::{PluralOperands, PluralRules, PluralRulesPreferences};
use icu_provider::prelude::*;

use super::list_format::{STYLES, text_style};
use super::locales::{KeyRequest, canonicalize_locale_list, is_type_sequence, resolve_locale};
use super::namespace::{Class, ClassId, create, intl_of, parts_array_with, supported_locales_of};
use super::number::format_numeric;
use super::number_format::format::{MathValue, default_numbering_system, has_numbering_system};
use super::number_format::{default_slots, format_parts};
use super::options::{coerce_options_to_object, get_enum, get_string};
use crate::builtins::{NativeCx, NativeId, arg};
use crate::native::require_new;
use crate::object::ObjectKind;
use crate::object::slots::intl::{Intl, RelativeTimeFormat, TextStyle};
use crate::value::Value;
use crate::vm::{JsResult, Vm};

// The natives of Intl.RelativeTimeFormat (see `crate::native`).
crate::native::natives! {
    IntlRelativeTimeFormat;
    IntlRelativeTimeFormat = ("RelativeTimeFormat", 0, true, constructor),
    IntlRelativeTimeFormatSupportedLocalesOf = ("supportedLocalesOf", 1, false, supported_locales_of),
    IntlRelativeTimeFormatProtoFormat = ("format", 2, false, format),
    IntlRelativeTimeFormatProtoFormatToParts = ("formatToParts", 2, false, format_to_parts),
    IntlRelativeTimeFormatProtoResolvedOptions = ("resolvedOptions", 0, false, resolved_options),
}

/// Intl.RelativeTimeFormat: its constructor and the functions on it and its prototype.
pub(crate) static CLASS: Class = Class {
    constructor: NativeId::IntlRelativeTimeFormat,
    statics: &[NativeId::IntlRelativeTimeFormatSupportedLocalesOf],
    getters: &[],
    methods: &[
        NativeId::IntlRelativeTimeFormatProtoFormat,
        NativeId::IntlRelativeTimeFormatProtoFormatToParts,
        NativeId::IntlRelativeTimeFormatProtoResolvedOptions,
    ],
};

/// The units of SingularRelativeTimeUnit, in the order of [`Unit`].
const UNITS: [&str; 8] = ["second", "minute", "hour", "day", "week", "month", "quarter", "year"];

/// A singular relative time unit, by its index in [`UNITS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Unit(usize);

/// Intl.RelativeTimeFormat ( [ locales [ , options ] ] ) (ECMA-402
/// sec-intl.relativetimeformat).
fn constructor(vm: &mut Vm, _this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    // 1. If NewTarget is undefined, throw a TypeError exception.
    require_new(vm, cx, "Intl.RelativeTimeFormat")?;
    // 2. OrdinaryCreateFromConstructor (the prototype is read before the options).
    let o = create(vm, ClassId::RelativeTimeFormat, Intl::Locale("und".into()), cx.new_target)?;
    // 3. ResolveOptions(..., « coerce-options »): the locales, the options object, then
    // localeMatcher and numberingSystem (which must be a type sequence).
    let requested = canonicalize_locale_list(vm, arg(args, 0))?;
    let options = Some(coerce_options_to_object(vm, arg(args, 1))?);
    get_string(vm, options, "localeMatcher", &["lookup", "best fit"])?;
    let numbering_system = get_string(vm, options, "numberingSystem", &[])?;
    if let Some(nu) = &numbering_system
        && !is_type_sequence(nu)
    {
        return Err(
            vm.range_error(&format!("Intl.RelativeTimeFormat: invalid numberingSystem {nu}"))
        );
    }
    let keys = [KeyRequest {
        key: "nu",
        option: numbering_system,
        supports: &|_, v| has_numbering_system(v),
        default: &|l| default_numbering_system(l),
    }];
    let r = resolve_locale(vm, &requested, &keys);
    // 4-9. [[Locale]], [[NumberingSystem]].
    let numbering_system = r.values.first().cloned().unwrap_or_else(|| "latn".into());
    // 10-11. Let style be ? GetOption(options, "style", string, « "long", "short",
    // "narrow" », "long").
    let style = text_style(get_enum(vm, options, "style", &STYLES, 0)?);
    // 12-13. Let numeric be ? GetOption(options, "numeric", string, « "always", "auto" »,
    // "always").
    let numeric_auto = get_enum(vm, options, "numeric", &["always", "auto"], 0)? == 1;
    // 14-17. [[NumberFormat]] and [[PluralRules]] are the defaults of the locale (made
    // when formatting, from these slots).
    let slots = RelativeTimeFormat {
        locale: r.locale.into(),
        numbering_system: numbering_system.into(),
        style,
        numeric_auto,
    };
    if let ObjectKind::Intl(s) = &mut vm.heap.get_mut(o).kind {
        **s = Intl::RelativeTimeFormat(slots);
    }
    Ok(Value::object(o))
}

/// The RelativeTimeFormat slots of `this`, or a TypeError naming `what`.
fn this_relative_time_format(vm: &mut Vm, this: Value, what: &str) -> JsResult<RelativeTimeFormat> {
    match intl_of(vm, this) {
        Some(Intl::RelativeTimeFormat(r)) => Ok(r.clone()),
        _ => Err(vm.type_error(&format!(
            "Intl.RelativeTimeFormat.prototype.{what} called on a non-RelativeTimeFormat"
        ))),
    }
}

/// SingularRelativeTimeUnit ( unit ) (ECMA-402 sec-singularrelativetimeunit): `None`
/// for a string that names no unit (the caller's RangeError).
fn singular_relative_time_unit(unit: &str) -> Option<Unit> {
    let singular = unit.strip_suffix('s').unwrap_or(unit);
    UNITS.iter().position(|u| *u == singular).map(Unit)
}

/// The CLDR data of `unit` in `style` for `locale` (the root's when the locale has
/// none; `None` only when the data has not even that, which cannot happen with the
/// compiled data).
fn pattern_data(
    locale: &DataLocale,
    unit: Unit,
    style: TextStyle,
) -> Option<DataPayload<icu_provider::marker::ErasedMarker<rt::RelativeTimePatternData<'static>>>> {
    macro_rules! load {
        ($marker:ty) => {{
            let mut metadata = DataRequestMetadata::default();
            metadata.silent = true;
            let request = DataRequest { id: DataIdentifierBorrowed::for_locale(locale), metadata };
            let r: Result<DataResponse<$marker>, _> =
                icu_experimental::provider::Baked.load(request);
            r.ok().map(|r| r.payload.cast())
        }};
    }
    match (unit.0, style) {
        (0, TextStyle::Long) => load!(rt::DatetimeRelativeSecondLongV1),
        (0, TextStyle::Short) => load!(rt::DatetimeRelativeSecondShortV1),
        (0, TextStyle::Narrow) => load!(rt::DatetimeRelativeSecondNarrowV1),
        (1, TextStyle::Long) => load!(rt::DatetimeRelativeMinuteLongV1),
        (1, TextStyle::Short) => load!(rt::DatetimeRelativeMinuteShortV1),
        (1, TextStyle::Narrow) => load!(rt::DatetimeRelativeMinuteNarrowV1),
        (2, TextStyle::Long) => load!(rt::DatetimeRelativeHourLongV1),
        (2, TextStyle::Short) => load!(rt::DatetimeRelativeHourShortV1),
        (2, TextStyle::Narrow) => load!(rt::DatetimeRelativeHourNarrowV1),
        (3, TextStyle::Long) => load!(rt::DatetimeRelativeDayLongV1),
        (3, TextStyle::Short) => load!(rt::DatetimeRelativeDayShortV1),
        (3, TextStyle::Narrow) => load!(rt::DatetimeRelativeDayNarrowV1),
        (4, TextStyle::Long) => load!(rt::DatetimeRelativeWeekLongV1),
        (4, TextStyle::Short) => load!(rt::DatetimeRelativeWeekShortV1),
        (4, TextStyle::Narrow) => load!(rt::DatetimeRelativeWeekNarrowV1),
        (5, TextStyle::Long) => load!(rt::DatetimeRelativeMonthLongV1),
        (5, TextStyle::Short) => load!(rt::DatetimeRelativeMonthShortV1),
        (5, TextStyle::Narrow) => load!(rt::DatetimeRelativeMonthNarrowV1),
        (6, TextStyle::Long) => load!(rt::DatetimeRelativeQuarterLongV1),
        (6, TextStyle::Short) => load!(rt::DatetimeRelativeQuarterShortV1),
        (6, TextStyle::Narrow) => load!(rt::DatetimeRelativeQuarterNarrowV1),
        (_, TextStyle::Long) => load!(rt::DatetimeRelativeYearLongV1),
        (_, TextStyle::Short) => load!(rt::DatetimeRelativeYearShortV1),
        (_, TextStyle::Narrow) => load!(rt::DatetimeRelativeYearNarrowV1),
    }
}

/// One part of a formatted relative time: [[Type]], [[Value]], and whether [[Unit]] is
/// the unit (the number's parts) or empty (the pattern's literals).
#[derive(Debug, PartialEq)]
struct RelativePart {
    kind: &'static str,
    text: String,
    numeric: bool,
}

/// The key `value` has among a unit's named offsets when numeric is "auto": ToString of
/// an integral Number from -128 to 127 (CLDR names at most a few days around 0; -0 is
/// "0").
fn named_offset(value: f64) -> Option<i8> {
    (value.fract() == 0.0 && value.abs() <= 127.0).then_some(value as i8)
}

/// PartitionRelativeTimePattern ( relativeTimeFormat, value, unit ) (ECMA-402
/// sec-PartitionRelativeTimePattern), after steps 1-2 (a finite value, a singular
/// unit).
fn partition_relative_time_pattern(
    r: &RelativeTimeFormat,
    value: f64,
    unit: Unit,
) -> Vec<RelativePart> {
    // Only a corrupt dump holds an invalid tag: the root's data.
    let locale = Locale::try_from_str(&r.locale).unwrap_or(Locale::UNKNOWN);
    let data_locale = DataLocale::from(&locale);
    // 3-6. The patterns of the unit in the style (ICU4X's data has every width).
    let Some(patterns) = pattern_data(&data_locale, unit, r.style) else {
        return vec![RelativePart {
            kind: "literal",
            text: format!("{value} {}", UNITS[unit.0]),
            numeric: false,
        }];
    };
    let patterns = patterns.get();
    // 7. With numeric "auto", a name for ToString(value) wins ("yesterday").
    if r.numeric_auto
        && let Some(name) = named_offset(value).and_then(|offset| patterns.get_relative(offset))
    {
        return vec![RelativePart { kind: "literal", text: name.to_string(), numeric: false }];
    }
    // 8-10. The tense: -0 and below are the past (and the number is written without
    // its sign: the pattern says which way).
    let past = value < 0.0 || (value == 0.0 && value.is_sign_negative());
    let tense = if past { &patterns.past } else { &patterns.future };
    // 11. PartitionNumberPattern(relativeTimeFormat.[[NumberFormat]], |value|).
    let nf = default_slots(&r.locale, &r.numbering_system);
    let number = format_parts(&nf, &MathValue::of_f64(value.abs()));
    // 12. ResolvePlural with the default PluralRules of the locale: the category of the
    // number as rounded to its default digits (those of the NumberFormat).
    let rounded = format_numeric(&nf.digits, value.abs());
    let mut operands_decimal = rounded;
    operands_decimal.sign = Sign::None;
    let rules = PluralRules::try_new_cardinal(PluralRulesPreferences::from(&locale));
    // 13. The pattern of the category.
    let pattern = match &rules {
        Ok(rules) => tense.get(PluralOperands::from(&operands_decimal), rules),
        Err(_) => tense.elements.get_default().1,
    };
    // 14. MakePartsList(pattern, unit, fv).
    let mut parts = Vec::new();
    for item in pattern.iter() {
        match item {
            PatternItem::Literal(s) if !s.is_empty() => {
                parts.push(RelativePart { kind: "literal", text: s.to_string(), numeric: false })
            }
            PatternItem::Literal(_) => {}
            PatternItem::Placeholder(_) => {
                for p in &number {
                    parts.push(RelativePart { kind: p.kind, text: p.text.clone(), numeric: true });
                }
            }
        }
    }
    parts
}

/// The arguments of format and formatToParts: ToNumber(value), ToString(unit), then
/// PartitionRelativeTimePattern's checks (a finite value, a known unit).
fn relative_time_parts(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    what: &str,
) -> JsResult<(Vec<RelativePart>, Unit)> {
    // 1-2. Perform ? RequireInternalSlot(relativeTimeFormat,
    // [[InitializedRelativeTimeFormat]]).
    let r = this_relative_time_format(vm, this, what)?;
    // 3. Set value to ? ToNumber(value).
    let value = vm.to_number(arg(args, 0))?;
    // 4. Set unit to ? ToString(unit).
    let unit = vm.to_string(arg(args, 1))?;
    let unit = vm.rust_string(unit);
    // PartitionRelativeTimePattern 1. A non-finite value is a RangeError.
    if !value.is_finite() {
        return Err(vm.range_error("Intl.RelativeTimeFormat: the value must be finite"));
    }
    // 2. Set unit to ? SingularRelativeTimeUnit(unit).
    let Some(unit) = singular_relative_time_unit(&unit) else {
        return Err(vm.range_error(&format!("Intl.RelativeTimeFormat: invalid unit {unit}")));
    };
    Ok((partition_relative_time_pattern(&r, value, unit), unit))
}

/// Intl.RelativeTimeFormat.prototype.format ( value, unit ) (ECMA-402
/// sec-Intl.RelativeTimeFormat.prototype.format): FormatRelativeTime.
fn format(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let (parts, _) = relative_time_parts(vm, this, args, "format")?;
    let text: String = parts.iter().map(|p| p.text.as_str()).collect();
    vm.str_value(&text)
}

/// Intl.RelativeTimeFormat.prototype.formatToParts ( value, unit ) (ECMA-402
/// sec-Intl.RelativeTimeFormat.prototype.formatToParts): FormatRelativeTimeToParts,
/// each part of the number with a `unit` property.
fn format_to_parts(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let (parts, unit) = relative_time_parts(vm, this, args, "formatToParts")?;
    let unit = UNITS[unit.0];
    let parts = parts.iter().map(|p| (p.kind, p.text.as_str(), p.numeric.then_some(unit)));
    parts_array_with(vm, "unit", parts)
}

/// Intl.RelativeTimeFormat.prototype.resolvedOptions ( ) (ECMA-402
/// sec-intl.relativetimeformat.prototype.resolvedoptions).
fn resolved_options(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let r = this_relative_time_format(vm, this, "resolvedOptions")?;
    let o = vm.new_plain_object()?;
    for (name, value) in [
        ("locale", &*r.locale),
        ("style", STYLES[r.style as usize]),
        ("numeric", if r.numeric_auto { "auto" } else { "always" }),
        ("numberingSystem", &*r.numbering_system),
    ] {
        let value = vm.str_value(value)?;
        let key = vm.key(name)?;
        vm.create_data_property(o, key, value)?;
    }
    Ok(Value::object(o))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rtf(locale: &str, style: TextStyle, numeric_auto: bool) -> RelativeTimeFormat {
        RelativeTimeFormat {
            locale: locale.into(),
            numbering_system: "latn".into(),
            style,
            numeric_auto,
        }
    }

    fn text(r: &RelativeTimeFormat, value: f64, unit: &str) -> String {
        let unit = singular_relative_time_unit(unit).unwrap();
        partition_relative_time_pattern(r, value, unit).iter().map(|p| p.text.as_str()).collect()
    }

    #[test]
    fn units_are_singular_or_plural_names() {
        assert_eq!(singular_relative_time_unit("days"), Some(Unit(3)));
        assert_eq!(singular_relative_time_unit("quarter"), Some(Unit(6)));
        assert_eq!(singular_relative_time_unit("dayss"), None);
        assert_eq!(singular_relative_time_unit("millisecond"), None);
        assert_eq!(singular_relative_time_unit("s"), None);
    }

    #[test]
    fn minus_zero_is_past_and_names_zero_with_numeric_auto() {
        let always = rtf("en-US", TextStyle::Long, false);
        assert_eq!(text(&always, -0.0, "day"), "0 days ago");
        assert_eq!(text(&always, 0.0, "day"), "in 0 days");
        assert_eq!(text(&always, -1.0, "day"), "1 day ago");
        assert_eq!(text(&always, 1000.0, "second"), "in 1,000 seconds");
        let auto = rtf("en-US", TextStyle::Long, true);
        assert_eq!(text(&auto, -0.0, "day"), "today");
        assert_eq!(text(&auto, -1.0, "day"), "yesterday");
        assert_eq!(text(&auto, 1.5, "day"), "in 1.5 days");
        assert_eq!(text(&auto, 0.0, "hour"), "this hour");
    }

    #[test]
    fn the_number_keeps_its_parts_and_unit() {
        let r = rtf("en-US", TextStyle::Long, false);
        let parts = partition_relative_time_pattern(&r, -1000.0, Unit(0));
        let kinds: Vec<(&str, bool)> = parts.iter().map(|p| (p.kind, p.numeric)).collect();
        assert_eq!(
            kinds,
            [("integer", true), ("group", true), ("integer", true), ("literal", false)]
        );
    }
}
