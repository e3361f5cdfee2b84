//! Intl.DurationFormat (ECMA-402 sec-durationformat-objects): "1 hr, 2 min, 3 sec",
//! "1:02:03", from ICU4X pieces.
//!
//! ICU4X's own `DurationFormatter` (icu_experimental 0.7) takes unsigned 64-bit fields
//! and writes numbers with a `DecimalFormatter` of its own, so it can neither hold every
//! valid duration (nanoseconds up to 2^53 seconds' worth, negative durations) nor give
//! formatToParts the parts Intl.NumberFormat would. PartitionDurationFormatPattern is
//! therefore followed here step by step, on the pieces the spec names: each unit through
//! Intl.NumberFormat's partition (style "unit" on icu_experimental's unit names, or the
//! plain number for the numeric styles), the list through ICU4X's unit list patterns
//! (ListFormat's `list_parts`), and the digital separator and two-digit hours from
//! icu_experimental's duration data (`UnitsDurationDigitalV1`).
//!
//! Amounts are exact: each field is an integer below 2^53 seconds' worth, so a unit with
//! the fractional units after it is an `i128` count of the smallest of them, turned
//! into a decimal with the point moved.
//!
//! Known gaps: ICU4X's data keeps one digital separator per locale, used for both
//! [[HourMinuteSeparator]] and [[MinuteSecondSeparator]] whatever the numbering
//! system; [[TwoDigitHours]] turns only a "numeric" hours style into "2-digit" (the
//! spec's step reads as if it applied to "long" hours too); NumberFormat's own gaps
//! carry over (see `number_format::format`).

use fixed_decimal::{Decimal, Sign};
use icu_experimental::duration::provider::UnitsDurationDigitalV1;
use icu_locale::Locale;
use icu_provider::prelude::*;

use super::list_format::{ListPart, list_parts};
use super::locales::{KeyRequest, canonicalize_locale_list, is_type_sequence, resolve_locale};
use super::namespace::{Class, ClassId, create, intl_of, parts_array_with, supported_locales_of};
use super::number_format::format::{MathValue, default_numbering_system, has_numbering_system};
use super::number_format::{default_slots, format_parts};
use super::options::{get_enum, get_number, get_options_object, get_string};
use crate::builtins::temporal::duration::to_temporal_duration;
use crate::builtins::{NativeCx, NativeId, arg};
use crate::native::require_new;
use crate::object::slots::intl::{
    DurationFormat, DurationStyle, DurationUnitOptions, DurationUnitStyle, Grouping, Intl,
    ListFormat, ListType, NumberStyle, RoundingMode, RoundingType, SignDisplay, TextStyle,
    UnitDisplay,
};
use crate::object::{JsObject, ObjectKind};
use crate::value::Value;
use crate::vm::{JsResult, Vm};

// The natives of Intl.DurationFormat (see `crate::native`).
crate::native::natives! {
    IntlDurationFormat;
    IntlDurationFormat = ("DurationFormat", 0, true, constructor),
    IntlDurationFormatSupportedLocalesOf = ("supportedLocalesOf", 1, false, supported_locales_of),
    IntlDurationFormatProtoFormat = ("format", 1, false, format),
    IntlDurationFormatProtoFormatToParts = ("formatToParts", 1, false, format_to_parts),
    IntlDurationFormatProtoResolvedOptions = ("resolvedOptions", 0, false, resolved_options),
}

/// Intl.DurationFormat: its constructor and the functions on it and its prototype.
pub(crate) static CLASS: Class = Class {
    constructor: NativeId::IntlDurationFormat,
    statics: &[NativeId::IntlDurationFormatSupportedLocalesOf],
    getters: &[],
    methods: &[
        NativeId::IntlDurationFormatProtoFormat,
        NativeId::IntlDurationFormatProtoFormatToParts,
        NativeId::IntlDurationFormatProtoResolvedOptions,
    ],
};

// The Unit column of the table of DurationFormat's units, largest first (the order of
// `DurationFormat::units` and of a duration's fields): the field names of a duration.
use crate::builtins::temporal::duration::FIELDS as UNITS;

/// The NumberFormat Unit column: each unit's singular name.
const NUMBER_FORMAT_UNITS: [&str; 10] = [
    "year",
    "month",
    "week",
    "day",
    "hour",
    "minute",
    "second",
    "millisecond",
    "microsecond",
    "nanosecond",
];

/// The index of hours, minutes and seconds in [`UNITS`].
const HOURS: usize = 4;
const MINUTES: usize = 5;
const SECONDS: usize = 6;

/// The values of the `style` option, in the order of [`DurationStyle`].
const STYLES: [&str; 4] = ["long", "short", "narrow", "digital"];

/// The names of the unit styles, in the order of [`DurationUnitStyle`] (fractional is
/// shown as "numeric").
const UNIT_STYLES: [&str; 6] = ["long", "short", "narrow", "numeric", "2-digit", "numeric"];

/// The Styles column: the styles units from years to days take, then hours to seconds,
/// then the fractional second units.
const DATE_STYLES: [&str; 3] = ["long", "short", "narrow"];
const TIME_STYLES: [&str; 5] = ["long", "short", "narrow", "numeric", "2-digit"];
const SUBSECOND_STYLES: [&str; 4] = ["long", "short", "narrow", "numeric"];

/// A Duration Record: the ten fields, largest unit first, each an integer (of the same
/// sign) that IsValidDuration accepted.
type DurationRecord = [i128; 10];

/// The [[DigitalFormat]] of a locale: the separator of hours, minutes and seconds, and
/// whether numeric hours have two digits ([[TwoDigitHours]]).
fn digital_format(locale: &str) -> (String, bool) {
    let fallback = (":".to_string(), false);
    let Ok(l) = Locale::try_from_str(locale) else { return fallback };
    let mut metadata = DataRequestMetadata::default();
    metadata.silent = true;
    let data_locale = DataLocale::from(&l);
    let request = DataRequest { id: DataIdentifierBorrowed::for_locale(&data_locale), metadata };
    let loaded: Result<DataResponse<UnitsDurationDigitalV1>, _> =
        icu_experimental::provider::Baked.load(request);
    match loaded {
        Ok(r) => {
            let data = r.payload.get();
            (data.separator.to_string(), data.hms_padding.h >= 2)
        }
        Err(_) => fallback,
    }
}

/// Intl.DurationFormat ( [ locales [ , options ] ] ) (ECMA-402 sec-Intl.DurationFormat).
fn constructor(vm: &mut Vm, _this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    // 1. If NewTarget is undefined, throw a TypeError exception.
    require_new(vm, cx, "Intl.DurationFormat")?;
    // 2. OrdinaryCreateFromConstructor (the prototype is read before the options).
    let o = create(vm, ClassId::DurationFormat, Intl::Locale("und".into()), cx.new_target)?;
    // 3-16.
    let slots = initialize(vm, arg(args, 0), arg(args, 1))?;
    if let ObjectKind::Intl(s) = &mut vm.heap.get_mut(o).kind {
        **s = Intl::DurationFormat(Box::new(slots));
    }
    // 17. Return durationFormat.
    Ok(Value::object(o))
}

/// The steps of the constructor after OrdinaryCreateFromConstructor: the slots of a
/// DurationFormat of `locales` and `options`.
fn initialize(vm: &mut Vm, locales: Value, options: Value) -> JsResult<DurationFormat> {
    // 3. ResolveOptions: the locales, GetOptionsObject(options), localeMatcher and
    // numberingSystem (a type sequence).
    let requested = canonicalize_locale_list(vm, locales)?;
    let options = Some(get_options_object(vm, options)?);
    get_string(vm, options, "localeMatcher", &["lookup", "best fit"])?;
    let numbering_system = get_string(vm, options, "numberingSystem", &[])?;
    if let Some(nu) = &numbering_system
        && !is_type_sequence(nu)
    {
        return Err(vm.range_error(&format!("Intl.DurationFormat: invalid numberingSystem {nu}")));
    }
    let keys = [KeyRequest {
        key: "nu",
        option: numbering_system,
        supports: &|_, v| has_numbering_system(v),
        default: &|l| default_numbering_system(l),
    }];
    let r = resolve_locale(vm, &requested, &keys);
    let numbering_system = r.values.first().cloned().unwrap_or_else(|| "latn".into());
    // 4-11. [[Locale]], the digital format's separators, [[NumberingSystem]].
    let (separator, two_digit_hours) = digital_format(&r.locale);
    // 12-13. Let style be ? GetOption(options, "style", string, « "long", "short",
    // "narrow", "digital" », "short").
    let style = match get_enum(vm, options, "style", &STYLES, 1)? {
        0 => DurationStyle::Long,
        1 => DurationStyle::Short,
        2 => DurationStyle::Narrow,
        _ => DurationStyle::Digital,
    };
    // 14-15. Each unit's options, in table order.
    let mut units = [DurationUnitOptions { style: DurationUnitStyle::Short, always: false }; 10];
    let mut prev_style = None;
    for (i, slot) in units.iter_mut().enumerate() {
        let (styles, digital_base): (&[&str], _) = match i {
            0..HOURS => (&DATE_STYLES, DurationUnitStyle::Short),
            HOURS..=SECONDS => (&TIME_STYLES, DurationUnitStyle::Numeric),
            _ => (&SUBSECOND_STYLES, DurationUnitStyle::Numeric),
        };
        let unit_options = get_duration_unit_options(
            vm,
            i,
            options,
            style,
            styles,
            digital_base,
            prev_style,
            two_digit_hours,
        )?;
        *slot = unit_options;
        if (HOURS..9).contains(&i) {
            prev_style = Some(unit_options.style);
        }
    }
    // 16. Set durationFormat.[[FractionalDigits]] to ? GetNumberOption(options,
    // "fractionalDigits", 0, 9, undefined).
    let fractional_digits = get_number(vm, options, "fractionalDigits", 0, 9)?.map(|n| n as u8);
    Ok(DurationFormat {
        locale: r.locale.into(),
        numbering_system: numbering_system.into(),
        style,
        units,
        hour_minute_separator: separator.as_str().into(),
        minute_second_separator: separator.into(),
        fractional_digits,
    })
}

/// The [`DurationUnitStyle`] of a style name.
fn unit_style(name: &str) -> DurationUnitStyle {
    match name {
        "long" => DurationUnitStyle::Long,
        "short" => DurationUnitStyle::Short,
        "narrow" => DurationUnitStyle::Narrow,
        "numeric" => DurationUnitStyle::Numeric,
        _ => DurationUnitStyle::TwoDigit,
    }
}

/// Whether a style is one of "numeric", "2-digit" (and, with `fractional`, "fractional").
fn is_numeric(style: Option<DurationUnitStyle>, fractional: bool) -> bool {
    matches!(style, Some(DurationUnitStyle::Numeric | DurationUnitStyle::TwoDigit))
        || (fractional && style == Some(DurationUnitStyle::Fractional))
}

/// IsFractionalSecondUnitName ( unit ) (ECMA-402 sec-isfractionalsecondunitname), by
/// the unit's index.
fn is_fractional_second_unit(unit: usize) -> bool {
    unit > SECONDS
}

/// GetDurationUnitOptions ( unit, options, baseStyle, stylesList, digitalBase,
/// prevStyle, twoDigitHours ) (ECMA-402 sec-getdurationunitoptions), for the unit at
/// index `unit`; `prev_style` is `None` for the empty String.
#[allow(clippy::too_many_arguments)] // the spec's parameters, one for one
fn get_duration_unit_options(
    vm: &mut Vm,
    unit: usize,
    options: Option<cairn_gc::Handle<JsObject>>,
    base_style: DurationStyle,
    styles: &[&str],
    digital_base: DurationUnitStyle,
    prev_style: Option<DurationUnitStyle>,
    two_digit_hours: bool,
) -> JsResult<DurationUnitOptions> {
    let name = UNITS[unit];
    // 1. Let style be ? GetOption(options, unit, string, stylesList, undefined).
    let requested = get_string(vm, options, name, styles)?.map(|s| unit_style(&s));
    // 2. Let displayDefault be "always".
    let mut display_always = true;
    // 3. If style is undefined, then
    let mut style = match requested {
        Some(s) => s,
        None if base_style == DurationStyle::Digital => {
            // a. Set style to digitalBase; the units but hours, minutes and seconds
            // default to "auto".
            if !(HOURS..=SECONDS).contains(&unit) {
                display_always = false;
            }
            digital_base
        }
        None if is_numeric(prev_style, true) => {
            // b. After a numeric unit: "numeric"; the units but minutes and seconds
            // default to "auto".
            if unit != MINUTES && unit != SECONDS {
                display_always = false;
            }
            DurationUnitStyle::Numeric
        }
        None => {
            // c. The base style, shown when not zero.
            display_always = false;
            match base_style {
                DurationStyle::Long => DurationUnitStyle::Long,
                DurationStyle::Narrow => DurationUnitStyle::Narrow,
                _ => DurationUnitStyle::Short,
            }
        }
    };
    // 4. A numeric fractional second unit is "fractional", shown when not zero.
    if style == DurationUnitStyle::Numeric && is_fractional_second_unit(unit) {
        style = DurationUnitStyle::Fractional;
        display_always = false;
    }
    // 5-6. Let display be ? GetOption(options, displayField, string, « "auto",
    // "always" », displayDefault).
    let display = format!("{name}Display");
    let always =
        get_enum(vm, options, &display, &["auto", "always"], display_always as usize)? == 1;
    // 7. Perform ? ValidateDurationUnitStyle(unit, style, display, prevStyle).
    if always && style == DurationUnitStyle::Fractional {
        return Err(vm.range_error(&format!(
            "Intl.DurationFormat: {name} cannot be always displayed with a fractional style"
        )));
    }
    if prev_style == Some(DurationUnitStyle::Fractional) && style != DurationUnitStyle::Fractional {
        return Err(vm.range_error(&format!(
            "Intl.DurationFormat: {name} must be numeric after a fractional unit"
        )));
    }
    if is_numeric(prev_style, false) && !is_numeric(Some(style), true) {
        return Err(vm.range_error(&format!(
            "Intl.DurationFormat: {name} must be numeric or 2-digit after a numeric unit"
        )));
    }
    // 8. Numeric hours are two digits where the locale writes them so.
    if unit == HOURS && two_digit_hours && style == DurationUnitStyle::Numeric {
        style = DurationUnitStyle::TwoDigit;
    }
    // 9. Minutes and seconds after numeric hours or minutes have two digits.
    if (unit == MINUTES || unit == SECONDS) && is_numeric(prev_style, false) {
        style = DurationUnitStyle::TwoDigit;
    }
    // 10. Return the Duration Unit Options Record.
    Ok(DurationUnitOptions { style, always })
}

/// The DurationFormat slots of `this`, or a TypeError naming `what`.
fn this_duration_format(vm: &mut Vm, this: Value, what: &str) -> JsResult<DurationFormat> {
    match intl_of(vm, this) {
        Some(Intl::DurationFormat(d)) => Ok((**d).clone()),
        _ => Err(vm.type_error(&format!(
            "Intl.DurationFormat.prototype.{what} called on a non-DurationFormat"
        ))),
    }
}

/// ToDurationRecord ( input ) (ECMA-402 sec-todurationrecord, as the Temporal proposal
/// amends it): a Temporal.Duration's fields, a duration string parsed, or the fields of
/// a duration-like object read in alphabetical order with ToIntegerIfIntegral; none at
/// all, or a value that is none of these, is a TypeError, an invalid duration a
/// RangeError. This is ToTemporalDuration, whose checks are the same.
fn to_duration_record(vm: &mut Vm, input: Value) -> JsResult<DurationRecord> {
    let d = to_temporal_duration(vm, input)?;
    Ok(record_of(&d))
}

/// The Duration Record of a Temporal duration.
fn record_of(d: &temporal_rs::Duration) -> DurationRecord {
    [
        i128::from(d.years()),
        i128::from(d.months()),
        i128::from(d.weeks()),
        i128::from(d.days()),
        i128::from(d.hours()),
        i128::from(d.minutes()),
        i128::from(d.seconds()),
        i128::from(d.milliseconds()),
        d.microseconds(),
        d.nanoseconds(),
    ]
}

/// DurationSign ( duration ) (ECMA-402 sec-durationsign).
fn duration_sign(d: &DurationRecord) -> i8 {
    d.iter().find(|v| **v != 0).map_or(0, |v| if *v < 0 { -1 } else { 1 })
}

/// One part of a formatted duration: [[Type]], [[Value]] and [[Unit]].
#[derive(Debug, PartialEq)]
struct DurationPart {
    kind: &'static str,
    text: String,
    unit: Option<&'static str>,
}

/// The amount of the unit at `unit` with the fractional units after it added
/// (ComputeFractionalDigits): exact, as a decimal.
fn with_fractional_digits(df: &DurationFormat, d: &DurationRecord, unit: usize) -> Decimal {
    let mut total = d[unit];
    let mut exponent: i16 = 0;
    for (i, v) in d.iter().enumerate().skip(unit + 1) {
        if df.units[i].style != DurationUnitStyle::Fractional {
            break;
        }
        // |total| stays below 2^53 seconds in nanoseconds (about 9 × 10^24), far from
        // i128's range.
        total = total * 1000 + v;
        exponent += 3;
    }
    let mut x = Decimal::from(total);
    x.multiply_pow10(-exponent);
    x
}

/// NextUnitFractional ( durationFormat, unit ) (ECMA-402 sec-nextunitfractional).
fn next_unit_fractional(df: &DurationFormat, unit: usize) -> bool {
    (SECONDS..9).contains(&unit) && df.units[unit + 1].style == DurationUnitStyle::Fractional
}

/// The value as Intl.NumberFormat formats it: -0 when `negative_zero` and it is 0.
fn math_value(mut x: Decimal, negative_zero: bool) -> MathValue {
    if negative_zero && x.absolute.is_zero() {
        x.sign = Sign::Negative;
    }
    MathValue::Finite(x)
}

/// The fraction digits of a unit with fractional units after it (and of numeric
/// seconds): at most [[FractionalDigits]] (9 when undefined), truncated.
fn set_fraction_digits(nf: &mut crate::object::slots::intl::NumberFormat, df: &DurationFormat) {
    nf.digits.fraction_digits = Some(match df.fractional_digits {
        Some(n) => (n, n),
        None => (0, 9),
    });
    nf.digits.rounding_type = RoundingType::FractionDigits;
    nf.digits.rounding_mode = RoundingMode::Trunc;
}

/// FormatNumericHours, FormatNumericMinutes and FormatNumericSeconds (ECMA-402
/// sec-formatnumerichours and the two after it): the number of the unit at `unit`,
/// after the separator when the unit before it was shown.
fn format_numeric_unit(
    df: &DurationFormat,
    unit: usize,
    value: MathValue,
    separator_before: bool,
    sign_displayed: bool,
    out: &mut Vec<DurationPart>,
) {
    if separator_before {
        let separator =
            if unit == MINUTES { &df.hour_minute_separator } else { &df.minute_second_separator };
        out.push(DurationPart { kind: "literal", text: separator.to_string(), unit: None });
    }
    let mut nf = default_slots(&df.locale, &df.numbering_system);
    if df.units[unit].style == DurationUnitStyle::TwoDigit {
        nf.digits.minimum_integer_digits = 2;
    }
    if !sign_displayed {
        nf.sign_display = SignDisplay::Never;
    }
    nf.use_grouping = Grouping::Never;
    if unit == SECONDS {
        set_fraction_digits(&mut nf, df);
    }
    for p in format_parts(&nf, &value) {
        out.push(DurationPart {
            kind: p.kind,
            text: p.text,
            unit: Some(NUMBER_FORMAT_UNITS[unit]),
        });
    }
}

/// FormatNumericUnits ( durationFormat, duration, firstNumericUnit, signDisplayed )
/// (ECMA-402 sec-formatnumericunits).
fn format_numeric_units(
    df: &DurationFormat,
    d: &DurationRecord,
    first_numeric_unit: usize,
    mut sign_displayed: bool,
) -> Vec<DurationPart> {
    let mut parts = Vec::new();
    let hours_value = d[HOURS];
    let minutes_value = d[MINUTES];
    // 7-8. The seconds with the fractional units.
    let seconds_value = if d[7] != 0 || d[8] != 0 || d[9] != 0 {
        with_fractional_digits(df, d, SECONDS)
    } else {
        Decimal::from(d[SECONDS])
    };
    let negative = duration_sign(d) == -1;
    // 10-11.
    let hours_formatted =
        first_numeric_unit == HOURS && (hours_value != 0 || df.units[HOURS].always);
    // 12-13.
    let seconds_formatted = !seconds_value.absolute.is_zero() || df.units[SECONDS].always;
    // 14-15.
    let minutes_formatted = (first_numeric_unit == HOURS || first_numeric_unit == MINUTES)
        && ((hours_formatted && seconds_formatted)
            || minutes_value != 0
            || df.units[MINUTES].always);
    // 16.
    if hours_formatted {
        let value = math_value(Decimal::from(hours_value), sign_displayed && negative);
        format_numeric_unit(df, HOURS, value, false, sign_displayed, &mut parts);
        sign_displayed = false;
    }
    // 17.
    if minutes_formatted {
        let value = math_value(Decimal::from(minutes_value), sign_displayed && negative);
        format_numeric_unit(df, MINUTES, value, hours_formatted, sign_displayed, &mut parts);
        sign_displayed = false;
    }
    // 18. (Seconds never need -0: with the sign still to show, every unit before them
    // is zero, so the negative field is the seconds or one of their fractions.)
    if seconds_formatted {
        let value = math_value(seconds_value, false);
        format_numeric_unit(df, SECONDS, value, minutes_formatted, sign_displayed, &mut parts);
    }
    parts
}

/// PartitionDurationFormatPattern ( durationFormat, duration ) (ECMA-402
/// sec-partitiondurationformatpattern).
fn partition_duration_format_pattern(df: &DurationFormat, d: &DurationRecord) -> Vec<DurationPart> {
    let mut result: Vec<Vec<DurationPart>> = Vec::new();
    let mut sign_displayed = true;
    let negative = duration_sign(d) == -1;
    for unit in 0..UNITS.len() {
        let options = df.units[unit];
        // a-f.
        if matches!(options.style, DurationUnitStyle::Numeric | DurationUnitStyle::TwoDigit) {
            // g. The numeric units, from this one to the seconds, as one element.
            let numeric = format_numeric_units(df, d, unit, sign_displayed);
            if !numeric.is_empty() {
                result.push(numeric);
            }
            break;
        }
        // h. A unit written with its name.
        let mut nf = default_slots(&df.locale, &df.numbering_system);
        let mut value = Decimal::from(d[unit]);
        let last = next_unit_fractional(df, unit);
        if last {
            value = with_fractional_digits(df, d, unit);
            set_fraction_digits(&mut nf, df);
        }
        if options.always || !value.absolute.is_zero() {
            let mut negative_zero = false;
            if sign_displayed {
                sign_displayed = false;
                negative_zero = negative;
            } else {
                nf.sign_display = SignDisplay::Never;
            }
            nf.style = NumberStyle::Unit;
            nf.unit = NUMBER_FORMAT_UNITS[unit].into();
            nf.unit_display = match options.style {
                DurationUnitStyle::Long => UnitDisplay::Long,
                DurationUnitStyle::Narrow => UnitDisplay::Narrow,
                _ => UnitDisplay::Short,
            };
            let parts = format_parts(&nf, &math_value(value, negative_zero));
            result.push(
                parts
                    .into_iter()
                    .map(|p| DurationPart {
                        kind: p.kind,
                        text: p.text,
                        unit: Some(NUMBER_FORMAT_UNITS[unit]),
                    })
                    .collect(),
            );
        }
        if last {
            break;
        }
    }
    list_format_parts(df, result)
}

/// ListFormatParts ( durationFormat, partitionedPartsList ) (ECMA-402
/// sec-listformatparts): the elements joined by the locale's unit list pattern.
fn list_format_parts(
    df: &DurationFormat,
    partitioned: Vec<Vec<DurationPart>>,
) -> Vec<DurationPart> {
    let style = match df.style {
        DurationStyle::Long => TextStyle::Long,
        DurationStyle::Narrow => TextStyle::Narrow,
        DurationStyle::Short | DurationStyle::Digital => TextStyle::Short,
    };
    let lf = ListFormat { locale: df.locale.clone(), kind: ListType::Unit, style };
    let strings: Vec<String> =
        partitioned.iter().map(|parts| parts.iter().map(|p| p.text.as_str()).collect()).collect();
    let mut elements: Vec<Option<Vec<DurationPart>>> = partitioned.into_iter().map(Some).collect();
    let mut flattened = Vec::new();
    for part in list_parts(&lf, &strings) {
        match part {
            ListPart::Element(i) => {
                if let Some(parts) = elements.get_mut(i).and_then(Option::take) {
                    flattened.extend(parts);
                }
            }
            ListPart::Literal(units) => flattened.push(DurationPart {
                kind: "literal",
                text: String::from_utf16_lossy(&units),
                unit: None,
            }),
        }
    }
    flattened
}

/// Intl.DurationFormat.prototype.format ( duration ) (ECMA-402
/// sec-Intl.DurationFormat.prototype.format).
fn format(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    // 1-2. Perform ? RequireInternalSlot(df, [[InitializedDurationFormat]]).
    let df = this_duration_format(vm, this, "format")?;
    // 3. Let record be ? ToDurationRecord(duration).
    let record = to_duration_record(vm, arg(args, 0))?;
    // 4-6. The parts' values concatenated.
    let parts = partition_duration_format_pattern(&df, &record);
    let text: String = parts.iter().map(|p| p.text.as_str()).collect();
    vm.str_value(&text)
}

/// Temporal.Duration.prototype.toLocaleString's steps after its receiver check
/// (ECMA-402 sec-temporal.duration.prototype.tolocalestring): a DurationFormat of
/// `locales` and `options` formats `d`.
pub(crate) fn format_duration(
    vm: &mut Vm,
    d: &temporal_rs::Duration,
    locales: Value,
    options: Value,
) -> JsResult<Value> {
    let df = initialize(vm, locales, options)?;
    let parts = partition_duration_format_pattern(&df, &record_of(d));
    let text: String = parts.iter().map(|p| p.text.as_str()).collect();
    vm.str_value(&text)
}

/// Intl.DurationFormat.prototype.formatToParts ( duration ) (ECMA-402
/// sec-Intl.DurationFormat.prototype.formatToParts).
fn format_to_parts(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let df = this_duration_format(vm, this, "formatToParts")?;
    let record = to_duration_record(vm, arg(args, 0))?;
    let parts = partition_duration_format_pattern(&df, &record);
    parts_array_with(vm, "unit", parts.iter().map(|p| (p.kind, p.text.as_str(), p.unit)))
}

/// Intl.DurationFormat.prototype.resolvedOptions ( ) (ECMA-402
/// sec-Intl.DurationFormat.prototype.resolvedOptions).
fn resolved_options(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let df = this_duration_format(vm, this, "resolvedOptions")?;
    let o = vm.new_plain_object()?;
    let set = |vm: &mut Vm, name: &str, value: Value| -> JsResult<()> {
        let key = vm.key(name)?;
        vm.create_data_property(o, key, value).map(|_| ())
    };
    let v = vm.str_value(&df.locale)?;
    set(vm, "locale", v)?;
    let v = vm.str_value(&df.numbering_system)?;
    set(vm, "numberingSystem", v)?;
    let v = vm.str_value(STYLES[df.style as usize])?;
    set(vm, "style", v)?;
    for (name, options) in UNITS.iter().zip(df.units) {
        let v = vm.str_value(UNIT_STYLES[options.style as usize])?;
        set(vm, name, v)?;
        let v = vm.str_value(if options.always { "always" } else { "auto" })?;
        set(vm, &format!("{name}Display"), v)?;
    }
    if let Some(n) = df.fractional_digits {
        set(vm, "fractionalDigits", Value::number(f64::from(n)))?;
    }
    Ok(Value::object(o))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A DurationFormat of en with `style` and the units' options as the constructor
    /// resolves them without unit options.
    fn df(style: DurationStyle) -> DurationFormat {
        let (base, digital) = match style {
            DurationStyle::Long => (DurationUnitStyle::Long, false),
            DurationStyle::Narrow => (DurationUnitStyle::Narrow, false),
            DurationStyle::Short => (DurationUnitStyle::Short, false),
            DurationStyle::Digital => (DurationUnitStyle::Short, true),
        };
        let mut units = [DurationUnitOptions { style: base, always: false }; 10];
        if digital {
            units[HOURS] = DurationUnitOptions { style: DurationUnitStyle::Numeric, always: true };
            units[MINUTES] =
                DurationUnitOptions { style: DurationUnitStyle::TwoDigit, always: true };
            units[SECONDS] =
                DurationUnitOptions { style: DurationUnitStyle::TwoDigit, always: true };
            for u in &mut units[7..] {
                *u = DurationUnitOptions { style: DurationUnitStyle::Fractional, always: false };
            }
        }
        DurationFormat {
            locale: "en".into(),
            numbering_system: "latn".into(),
            style,
            units,
            hour_minute_separator: ":".into(),
            minute_second_separator: ":".into(),
            fractional_digits: None,
        }
    }

    fn text(df: &DurationFormat, d: DurationRecord) -> String {
        partition_duration_format_pattern(df, &d).iter().map(|p| p.text.as_str()).collect()
    }

    #[test]
    fn digital_writes_hours_minutes_and_exact_fractions() {
        let f = df(DurationStyle::Digital);
        assert_eq!(text(&f, [0, 0, 0, 0, 1, 2, 3, 4, 5, 6]), "1:02:03.004005006");
        assert_eq!(text(&f, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]), "0:00:00");
        // 2^53 - 1 seconds in nanoseconds and more: no rounding through f64.
        let ns = 9_007_199_254_740_991_000_000_000i128;
        assert_eq!(text(&f, [0, 0, 0, 0, 0, 0, 0, 0, 0, ns]), "0:00:9007199254740991");
        assert_eq!(text(&f, [0, 0, 0, 1, 0, 0, 0, 0, 0, 0]), "1 day, 0:00:00");
    }

    #[test]
    fn only_the_first_shown_unit_has_the_sign() {
        let f = df(DurationStyle::Digital);
        assert_eq!(text(&f, [0, 0, 0, 0, 0, -2, -3, 0, 0, 0]), "-0:02:03");
        let f = df(DurationStyle::Long);
        assert_eq!(text(&f, [0, 0, 0, -1, -2, 0, 0, 0, 0, 0]), "-1 day, 2 hours");
    }

    #[test]
    fn the_unit_options_follow_the_numeric_units() {
        let f = df(DurationStyle::Short);
        assert!(!next_unit_fractional(&f, SECONDS));
        let g = df(DurationStyle::Digital);
        assert!(next_unit_fractional(&g, SECONDS));
        assert!(next_unit_fractional(&g, 8));
        assert!(!next_unit_fractional(&g, 9));
        let d = [0, 0, 0, 0, 0, 0, 1, 500, 0, 0];
        assert_eq!(with_fractional_digits(&g, &d, SECONDS).to_string(), "1.500000000");
    }
}
