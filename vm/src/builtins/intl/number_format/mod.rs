//! Intl.NumberFormat (ECMA-402 sec-numberformat-objects) and the locale-sensitive
//! Number.prototype.toLocaleString and BigInt.prototype.toLocaleString it serves: the
//! constructor's options, `format`, `formatToParts`, `formatRange`,
//! `formatRangeToParts` and `resolvedOptions`. The formatting itself is in [`format`].

pub(super) mod format;
mod nan;

use cairn_gc::Handle;
use fixed_decimal::{Decimal, Sign};

use self::format::{MathValue, NumberPart, formatter, partition};
use super::locales::{KeyRequest, canonicalize_locale_list, is_type_sequence, resolve_locale};
use super::namespace::{
    Class, ClassId, chain_legacy, create, intl_of, supported_locales_of, unwrap_legacy,
};
use super::number::{rounding_mode_name, set_digit_options};
use super::options::{coerce_options_to_object, get_enum, get_string, read};
use crate::builtins::{NativeCx, NativeId, arg};
use crate::object::slots::intl::{
    CurrencyDisplay, Grouping, Intl, Notation, NumberFormat, NumberStyle, RoundingType,
    SignDisplay, UnitDisplay,
};
use crate::object::{JsObject, ObjectKind};
use crate::value::Value;
use crate::value::convert::Hint;
use crate::value::number::{non_decimal_radix, trim_str_white_space};
use crate::vm::{JsResult, Vm};

// The natives of Intl.NumberFormat (see `crate::native`).
crate::native::natives! {
    IntlNumberFormat;
    IntlNumberFormat = ("NumberFormat", 0, true, constructor),
    IntlNumberFormatSupportedLocalesOf = ("supportedLocalesOf", 1, false, supported_locales_of),
    IntlNumberFormatProtoFormat = ("get format", 0, false, format_getter),
    IntlNumberFormatProtoFormatToParts = ("formatToParts", 1, false, format_to_parts),
    IntlNumberFormatProtoFormatRange = ("formatRange", 2, false, format_range),
    IntlNumberFormatProtoFormatRangeToParts = ("formatRangeToParts", 2, false, format_range_to_parts),
    IntlNumberFormatProtoResolvedOptions = ("resolvedOptions", 0, false, resolved_options),
    IntlNumberFormatFunction = ("", 1, false, format_function),
}

/// Intl.NumberFormat: its constructor and the functions on it and its prototype.
pub(crate) static CLASS: Class = Class {
    constructor: NativeId::IntlNumberFormat,
    statics: &[NativeId::IntlNumberFormatSupportedLocalesOf],
    getters: &[NativeId::IntlNumberFormatProtoFormat],
    methods: &[
        NativeId::IntlNumberFormatProtoFormatToParts,
        NativeId::IntlNumberFormatProtoFormatRange,
        NativeId::IntlNumberFormatProtoFormatRangeToParts,
        NativeId::IntlNumberFormatProtoResolvedOptions,
    ],
};

/// The values of the `notation` option.
const NOTATIONS: [&str; 4] = ["standard", "scientific", "engineering", "compact"];

/// The sanctioned simple unit identifiers (ECMA-402 sec-issanctionedsingleunitidentifier,
/// table "Simple units sanctioned for use in ECMAScript"); also AvailableCanonicalUnits
/// (sec-availablecanonicalunits), which `Intl.supportedValuesOf("unit")` lists.
pub(crate) const SANCTIONED_UNITS: [&str; 45] = [
    "acre",
    "bit",
    "byte",
    "celsius",
    "centimeter",
    "day",
    "degree",
    "fahrenheit",
    "fluid-ounce",
    "foot",
    "gallon",
    "gigabit",
    "gigabyte",
    "gram",
    "hectare",
    "hour",
    "inch",
    "kilobit",
    "kilobyte",
    "kilogram",
    "kilometer",
    "liter",
    "megabit",
    "megabyte",
    "meter",
    "microsecond",
    "mile",
    "mile-scandinavian",
    "milliliter",
    "millimeter",
    "millisecond",
    "minute",
    "month",
    "nanosecond",
    "ounce",
    "percent",
    "petabyte",
    "pound",
    "second",
    "stone",
    "terabit",
    "terabyte",
    "week",
    "yard",
    "year",
];

/// IsWellFormedCurrencyCode (ECMA-402 sec-iswellformedcurrencycode): three ASCII letters.
fn is_well_formed_currency_code(c: &str) -> bool {
    c.len() == 3 && c.bytes().all(|b| b.is_ascii_alphabetic())
}

/// IsWellFormedUnitIdentifier (ECMA-402 sec-iswellformedunitidentifier): a sanctioned
/// unit, or two joined by `-per-`.
fn is_well_formed_unit_identifier(unit: &str) -> bool {
    if SANCTIONED_UNITS.contains(&unit) {
        return true;
    }
    match unit.split_once("-per-") {
        Some((n, d)) => SANCTIONED_UNITS.contains(&n) && SANCTIONED_UNITS.contains(&d),
        None => false,
    }
}

/// Intl.NumberFormat ( [ locales [ , options ] ] ) (ECMA-402 sec-intl.numberformat):
/// also a function, which makes a new NumberFormat.
fn constructor(vm: &mut Vm, this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    // 1-2. OrdinaryCreateFromConstructor (the prototype is read before the options).
    let slots = placeholder();
    let o = create(vm, ClassId::NumberFormat, Intl::NumberFormat(Box::new(slots)), cx.new_target)?;
    // 3. InitializeNumberFormat.
    let slots = initialize(vm, arg(args, 0), arg(args, 1))?;
    if let ObjectKind::Intl(s) = &mut vm.heap.get_mut(o).kind {
        **s = Intl::NumberFormat(Box::new(slots));
    }
    // 4. ChainNumberFormat: a call without new on an object that inherits from
    // Intl.NumberFormat.prototype stores the new object on it (the legacy mode).
    chain_legacy(vm, ClassId::NumberFormat, o, this, cx.new_target)
}

/// The slots of `new Intl.NumberFormat(locale, { numberingSystem })`: the default
/// options, as the formatters that make a NumberFormat of their own start from
/// (RelativeTimeFormat, DurationFormat).
pub(crate) fn default_slots(locale: &str, numbering_system: &str) -> NumberFormat {
    NumberFormat {
        locale: locale.into(),
        numbering_system: numbering_system.into(),
        ..placeholder()
    }
}

/// The slots of a NumberFormat under construction (never read: the constructor
/// replaces them before it returns).
fn placeholder() -> NumberFormat {
    NumberFormat {
        locale: "en-US".into(),
        numbering_system: "latn".into(),
        style: NumberStyle::Decimal,
        currency: "".into(),
        currency_display: CurrencyDisplay::Symbol,
        accounting: false,
        unit: "".into(),
        unit_display: UnitDisplay::Short,
        notation: Notation::Standard,
        digits: crate::object::slots::intl::DigitOptions {
            minimum_integer_digits: 1,
            fraction_digits: Some((0, 3)),
            significant_digits: None,
            rounding_type: RoundingType::FractionDigits,
            priority_auto: true,
            rounding_increment: 1,
            rounding_mode: crate::object::slots::intl::RoundingMode::HalfExpand,
            strip_if_integer: false,
        },
        use_grouping: Grouping::Auto,
        sign_display: SignDisplay::Auto,
        bound_format: Value::UNDEFINED,
    }
}

/// InitializeNumberFormat (ECMA-402 sec-initializenumberformat): the options read in
/// the spec's order, then ResolveLocale.
fn initialize(vm: &mut Vm, locales: Value, options: Value) -> JsResult<NumberFormat> {
    // 1-2.
    let requested = canonicalize_locale_list(vm, locales)?;
    let options = Some(coerce_options_to_object(vm, options)?);
    // 3-4.
    get_string(vm, options, "localeMatcher", &["lookup", "best fit"])?;
    // 5-7.
    let numbering_system = get_string(vm, options, "numberingSystem", &[])?;
    if let Some(nu) = &numbering_system
        && !is_type_sequence(nu)
    {
        return Err(vm.range_error(&format!("Intl.NumberFormat: invalid numberingSystem {nu}")));
    }
    // 8-11. ResolveLocale with the relevant key "nu".
    let keys = [KeyRequest {
        key: "nu",
        option: numbering_system,
        supports: &|_, v| format::has_numbering_system(v),
        default: &|l| format::default_numbering_system(l),
    }];
    let r = resolve_locale(vm, &requested, &keys);
    // 12. SetNumberFormatUnitOptions (sec-setnumberformatunitoptions).
    let style =
        match get_enum(vm, options, "style", &["decimal", "percent", "currency", "unit"], 0)? {
            0 => NumberStyle::Decimal,
            1 => NumberStyle::Percent,
            2 => NumberStyle::Currency,
            _ => NumberStyle::Unit,
        };
    let currency = get_string(vm, options, "currency", &[])?;
    match &currency {
        None if style == NumberStyle::Currency => {
            return Err(vm.type_error("Intl.NumberFormat: currency style needs a currency"));
        }
        Some(c) if !is_well_formed_currency_code(c) => {
            return Err(vm.range_error(&format!("Intl.NumberFormat: invalid currency code {c}")));
        }
        _ => {}
    }
    let currency_display = match get_enum(
        vm,
        options,
        "currencyDisplay",
        &["code", "symbol", "narrowSymbol", "name"],
        1,
    )? {
        0 => CurrencyDisplay::Code,
        1 => CurrencyDisplay::Symbol,
        2 => CurrencyDisplay::NarrowSymbol,
        _ => CurrencyDisplay::Name,
    };
    let accounting = get_enum(vm, options, "currencySign", &["standard", "accounting"], 0)? == 1;
    let unit = get_string(vm, options, "unit", &[])?;
    match &unit {
        None if style == NumberStyle::Unit => {
            return Err(vm.type_error("Intl.NumberFormat: unit style needs a unit"));
        }
        Some(u) if !is_well_formed_unit_identifier(u) => {
            return Err(vm.range_error(&format!("Intl.NumberFormat: invalid unit {u}")));
        }
        _ => {}
    }
    let unit_display = match get_enum(vm, options, "unitDisplay", &["short", "narrow", "long"], 0)?
    {
        0 => UnitDisplay::Short,
        1 => UnitDisplay::Narrow,
        _ => UnitDisplay::Long,
    };
    let currency: Box<str> = match (style, currency) {
        (NumberStyle::Currency, Some(c)) => c.to_ascii_uppercase().into(),
        _ => "".into(),
    };
    let unit: Box<str> = match (style, unit) {
        (NumberStyle::Unit, Some(u)) => u.into(),
        _ => "".into(),
    };
    // 13-14.
    let notation = get_enum(vm, options, "notation", &NOTATIONS, 0)?;
    // 15-16. The default fraction digits: the currency's minor unit.
    let (mnfd_default, mxfd_default) = match style {
        NumberStyle::Currency if notation == 0 => {
            let digits = format::currency_digits(&currency);
            (digits, digits)
        }
        NumberStyle::Percent => (0, 0),
        _ => (0, 3),
    };
    // 17. SetNumberFormatDigitOptions (the notation matters for compact's defaults).
    let provisional = match notation {
        0 => Notation::Standard,
        1 => Notation::Scientific,
        2 => Notation::Engineering,
        _ => Notation::Compact { long: false },
    };
    let digits = set_digit_options(vm, options, mnfd_default, mxfd_default, provisional)?;
    // 18-19.
    let long = get_enum(vm, options, "compactDisplay", &["short", "long"], 0)? == 1;
    let notation = match provisional {
        Notation::Compact { .. } => Notation::Compact { long },
        n => n,
    };
    // 20-23. useGrouping: GetBooleanOrStringNumberFormatOption.
    let default_grouping =
        if matches!(notation, Notation::Compact { .. }) { Grouping::Min2 } else { Grouping::Auto };
    let use_grouping = get_use_grouping(vm, options, default_grouping)?;
    // 24-25.
    let sign_display = match get_enum(
        vm,
        options,
        "signDisplay",
        &["auto", "never", "always", "exceptZero", "negative"],
        0,
    )? {
        0 => SignDisplay::Auto,
        1 => SignDisplay::Never,
        2 => SignDisplay::Always,
        3 => SignDisplay::ExceptZero,
        _ => SignDisplay::Negative,
    };
    let numbering_system = r.values.first().cloned().unwrap_or_else(|| "latn".into());
    Ok(NumberFormat {
        locale: r.locale.into(),
        numbering_system: numbering_system.into(),
        style,
        currency,
        currency_display,
        accounting,
        unit,
        unit_display,
        notation,
        digits,
        use_grouping,
        sign_display,
        bound_format: Value::UNDEFINED,
    })
}

/// GetBooleanOrStringNumberFormatOption (ECMA-402
/// sec-getbooleanorstringnumberformatoption) for `useGrouping`: true is "always", a
/// falsy value false, "true" and "false" the default.
fn get_use_grouping(
    vm: &mut Vm,
    options: Option<Handle<JsObject>>,
    fallback: Grouping,
) -> JsResult<Grouping> {
    let v = read(vm, options, "useGrouping")?;
    if v.is_undefined() {
        return Ok(fallback);
    }
    if v == Value::TRUE {
        return Ok(Grouping::Always);
    }
    if !vm.to_boolean(v) {
        return Ok(Grouping::Never);
    }
    let s = vm.to_string(v)?;
    let s = vm.rust_string(s);
    match s.as_str() {
        "true" | "false" => Ok(fallback),
        "min2" => Ok(Grouping::Min2),
        "auto" => Ok(Grouping::Auto),
        "always" => Ok(Grouping::Always),
        _ => Err(vm.range_error(&format!("Intl.NumberFormat: {s} is not a valid useGrouping"))),
    }
}

/// The NumberFormat slots of `v`, if it is a NumberFormat.
fn number_format_of(vm: &Vm, v: Value) -> Option<&NumberFormat> {
    match intl_of(vm, v)? {
        Intl::NumberFormat(n) => Some(n),
        _ => None,
    }
}

/// UnwrapNumberFormat (ECMA-402 sec-unwrapnumberformat): `nf` itself when it is a
/// NumberFormat, the NumberFormat a legacy call stored on it, else a TypeError naming
/// `what`.
fn unwrap_number_format(vm: &mut Vm, nf: Value, what: &str) -> JsResult<Value> {
    if !nf.is_object() {
        return Err(vm.type_error(&format!(
            "Intl.NumberFormat.prototype.{what} called on a non-NumberFormat"
        )));
    }
    let has_slots = number_format_of(vm, nf).is_some();
    let nf = unwrap_legacy(vm, nf, ClassId::NumberFormat, has_slots)?;
    if number_format_of(vm, nf).is_some() {
        return Ok(nf);
    }
    Err(vm.type_error(&format!("Intl.NumberFormat.prototype.{what} called on a non-NumberFormat")))
}

/// The slots of `this` (RequireInternalSlot), or a TypeError naming `what`.
fn this_number_format(vm: &mut Vm, this: Value, what: &str) -> JsResult<NumberFormat> {
    match number_format_of(vm, this) {
        Some(n) => Ok(n.clone()),
        None => Err(vm.type_error(&format!(
            "Intl.NumberFormat.prototype.{what} called on a non-NumberFormat"
        ))),
    }
}

/// ToIntlMathematicalValue (ECMA-402 sec-tointlmathematicalvalue): a Number as is, a
/// BigInt or a numeric string exactly.
pub(crate) fn to_intl_mathematical_value(vm: &mut Vm, value: Value) -> JsResult<MathValue> {
    // 1.
    if let Some(x) = value.as_number() {
        return Ok(MathValue::of_f64(x));
    }
    // 2.
    let prim = vm.to_primitive(value, Hint::Number)?;
    // 3.
    if let Some(h) = prim.as_bigint() {
        let s = vm.bigint_to_js_string(h, 10)?;
        let s = vm.rust_string(s);
        return Ok(match s.parse::<Decimal>() {
            Ok(d) => MathValue::Finite(d),
            // More digits than a decimal holds: the nearest Number.
            Err(_) => MathValue::of_f64(s.parse::<f64>().unwrap_or(f64::NAN)),
        });
    }
    // 4-5.
    if let Some(s) = prim.as_string() {
        let units = vm.flat(s).to_units();
        return Ok(string_intl_mv(&units));
    }
    let x = vm.to_number(prim)?;
    Ok(MathValue::of_f64(x))
}

/// StringIntlMV (ECMA-402 sec-runtime-semantics-stringintlmv): the exact value of a
/// StringNumericLiteral, NaN when the text is not one.
fn string_intl_mv(units: &[u16]) -> MathValue {
    let Ok(text) = String::from_utf16(trim_str_white_space(units)) else {
        return MathValue::NaN;
    };
    if text.is_empty() {
        return MathValue::Finite(Decimal::default());
    }
    match text.as_str() {
        "Infinity" | "+Infinity" => return MathValue::Infinity(false),
        "-Infinity" => return MathValue::Infinity(true),
        _ => {}
    }
    let b = text.as_bytes();
    if let Some(radix) = non_decimal_radix(b) {
        return match num_bigint::BigUint::parse_bytes(&b[2..], radix) {
            Some(n) if b[2..].iter().all(u8::is_ascii_alphanumeric) => {
                let s = n.to_string();
                s.parse::<Decimal>().map_or_else(
                    |_| MathValue::of_f64(s.parse::<f64>().unwrap_or(f64::NAN)),
                    MathValue::Finite,
                )
            }
            _ => MathValue::NaN,
        };
    }
    // StrDecimalLiteral: a sign, digits with at most one point (at least one digit),
    // then an optional exponent.
    let (negative, body) = match b.first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text.as_str()),
    };
    let (mantissa, exponent) = match body.find(['e', 'E']) {
        Some(i) => (&body[..i], Some(&body[i + 1..])),
        None => (body, None),
    };
    let (int, frac) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    let digits_ok = |s: &str| s.bytes().all(|c| c.is_ascii_digit());
    if (int.is_empty() && frac.is_empty()) || !digits_ok(int) || !digits_ok(frac) {
        return MathValue::NaN;
    }
    let exponent = match exponent {
        None => 0i64,
        Some(e) => {
            let digits = e.strip_prefix(['+', '-']).unwrap_or(e);
            if digits.is_empty() || !digits_ok(digits) {
                return MathValue::NaN;
            }
            // Past ±100000 the value is 0 or ∞ for any mantissa a string can hold here.
            let magnitude: i64 = digits.parse().unwrap_or(i64::MAX).min(1_000_000);
            if e.starts_with('-') { -magnitude } else { magnitude }
        }
    };
    let plain = format!(
        "{}{}.{}",
        if negative { "-" } else { "" },
        if int.is_empty() { "0" } else { int },
        if frac.is_empty() { "0" } else { frac }
    );
    match (plain.parse::<Decimal>(), i16::try_from(exponent)) {
        (Ok(mut d), Ok(e)) => {
            d.absolute.trim_end();
            d.absolute.trim_start();
            if !d.absolute.is_zero() {
                let m = i32::from(d.absolute.nonzero_magnitude_start()) + i32::from(e);
                let top = i32::from(d.absolute.nonzero_magnitude_end()) + i32::from(e);
                if m < i32::from(i16::MIN) + 16 || top > i32::from(i16::MAX) - 16 {
                    return MathValue::of_f64(text.trim().parse::<f64>().unwrap_or(f64::NAN));
                }
            }
            d.multiply_pow10(e);
            if negative {
                d.sign = Sign::Negative;
            }
            MathValue::Finite(d)
        }
        // Beyond what a decimal holds: the nearest Number (0 or ∞ in practice).
        _ => {
            let x = text.parse::<f64>().unwrap_or(f64::NAN);
            MathValue::of_f64(if x.is_nan() {
                if exponent > 0 { f64::INFINITY } else { 0.0 }
            } else {
                x
            })
        }
    }
}

/// The fuel one formatting of a number costs (ICU4X's work is about 2 µs, some six
/// hundred loop iterations; with a flat call's fuel, `nf.format(x)` in a loop spent its
/// fuel seven times slower than the empty loop).
const FORMAT_FUEL: u64 = 600;

/// Charges the fuel of formatting `count` numbers.
fn charge_format(vm: &mut Vm, count: u64) -> JsResult<()> {
    vm.limits.charge(count * FORMAT_FUEL).map_err(crate::vm::Throw::Terminate)
}

/// FormatNumeric (ECMA-402 sec-formatnumber): the parts of `x` joined.
fn format_to_string(nf: &NumberFormat, x: &MathValue) -> String {
    let parts = format_parts(nf, x);
    let mut s = String::new();
    for p in &parts {
        s.push_str(&p.text);
    }
    s
}

/// PartitionNumberPattern of `x` with the cached formatter of `nf` (a corrupt dump's
/// slots, for which ICU4X has no data, format as the plain decimal).
pub(crate) fn format_parts(nf: &NumberFormat, x: &MathValue) -> Vec<NumberPart> {
    match formatter(nf) {
        Some(f) => partition(nf, &f, x),
        None => vec![NumberPart {
            kind: "literal",
            text: match x {
                MathValue::Finite(d) => d.to_string(),
                MathValue::NaN => "NaN".into(),
                MathValue::Infinity(n) => {
                    if *n {
                        "-∞".into()
                    } else {
                        "∞".into()
                    }
                }
            },
        }],
    }
}

/// get Intl.NumberFormat.prototype.format (ECMA-402 sec-intl.numberformat.prototype.format):
/// a function bound to this NumberFormat, made once.
fn format_getter(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let nf = unwrap_number_format(vm, this, "format")?;
    let Some(n) = number_format_of(vm, nf) else {
        return Err(
            vm.type_error("Intl.NumberFormat.prototype.format called on a non-NumberFormat")
        );
    };
    if !n.bound_format.is_undefined() {
        return Ok(n.bound_format);
    }
    let f = vm.make_native(NativeId::IntlNumberFormatFunction, None, Box::new([nf]))?;
    let f = Value::object(f);
    if let Some(o) = nf.as_object()
        && let ObjectKind::Intl(slots) = &mut vm.heap.get_mut(o).kind
        && let Intl::NumberFormat(n) = &mut **slots
    {
        n.bound_format = f;
    }
    Ok(f)
}

/// A NumberFormat's bound format function (ECMA-402 sec-number-format-functions).
fn format_function(vm: &mut Vm, _this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    let nf = match &vm.heap.get(cx.callee).kind {
        ObjectKind::Native { data, .. } => data.first().copied().unwrap_or_default(),
        _ => Value::UNDEFINED,
    };
    let x = to_intl_mathematical_value(vm, arg(args, 0))?;
    charge_format(vm, 1)?;
    let Some(n) = number_format_of(vm, nf) else {
        return Err(vm.type_error("Intl.NumberFormat: the format function lost its NumberFormat"));
    };
    let s = format_to_string(n, &x);
    vm.str_value(&s)
}

/// The `{type, value[, source]}` array of `parts` (namespace.rs's `parts_array`)
/// (FormatNumericToParts, FormatNumericRangeToParts).
fn parts_array(vm: &mut Vm, parts: &[(NumberPart, Option<&str>)]) -> JsResult<Value> {
    super::namespace::parts_array(vm, parts.iter().map(|(p, s)| (p.kind, p.text.as_str(), *s)))
}

/// Intl.NumberFormat.prototype.formatToParts ( value ) (ECMA-402
/// sec-intl.numberformat.prototype.formattoparts).
fn format_to_parts(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let nf = this_number_format(vm, this, "formatToParts")?;
    let x = to_intl_mathematical_value(vm, arg(args, 0))?;
    charge_format(vm, 1)?;
    let parts: Vec<(NumberPart, Option<&str>)> =
        format_parts(&nf, &x).into_iter().map(|p| (p, None)).collect();
    parts_array(vm, &parts)
}

/// The two values of formatRange and formatRangeToParts (steps 3-5 of both).
fn range_values(vm: &mut Vm, args: &[Value], what: &str) -> JsResult<(MathValue, MathValue)> {
    let (start, end) = (arg(args, 0), arg(args, 1));
    if start.is_undefined() || end.is_undefined() {
        return Err(vm.type_error(&format!(
            "Intl.NumberFormat.prototype.{what}: start and end are required"
        )));
    }
    let x = to_intl_mathematical_value(vm, start)?;
    let y = to_intl_mathematical_value(vm, end)?;
    if matches!(x, MathValue::NaN) || matches!(y, MathValue::NaN) {
        return Err(vm.range_error(&format!("Intl.NumberFormat.prototype.{what}: NaN in a range")));
    }
    Ok((x, y))
}

/// Whether a part belongs to the number itself rather than to its affixes.
fn is_core(kind: &str) -> bool {
    matches!(
        kind,
        "integer"
            | "group"
            | "decimal"
            | "fraction"
            | "nan"
            | "infinity"
            | "exponentSeparator"
            | "exponentMinusSign"
            | "exponentInteger"
            | "compact"
    )
}

/// A formatted value split into what precedes the number, the number, and what follows.
fn split_affixes(parts: Vec<NumberPart>) -> (Vec<NumberPart>, Vec<NumberPart>, Vec<NumberPart>) {
    let first = parts.iter().position(|p| is_core(p.kind)).unwrap_or(parts.len());
    let last = parts.iter().rposition(|p| is_core(p.kind)).map_or(first, |i| i + 1).max(first);
    let mut parts = parts;
    let suffix = parts.split_off(last);
    let core = parts.split_off(first);
    (parts, core, suffix)
}

/// The text of some parts.
fn text_of(parts: &[NumberPart]) -> String {
    parts.iter().map(|p| p.text.as_str()).collect()
}

/// PartitionNumberRangePattern (ECMA-402 sec-partitionnumberrangepattern), with ICU's
/// collapsing of equal affixes and its spacing around the range separator. The
/// separator is always an en dash (ICU4X has no range patterns: a known gap for
/// locales such as ja, whose CLDR pattern is `{0}～{1}`).
fn partition_range(
    nf: &NumberFormat,
    x: &MathValue,
    y: &MathValue,
) -> Vec<(NumberPart, Option<&'static str>)> {
    let xp = format_parts(nf, x);
    let yp = format_parts(nf, y);
    // FormatApproximately when both ends format the same.
    if xp == yp {
        let approx =
            formatter(nf).map_or_else(|| "~".to_string(), |f| f.approximately_sign().to_string());
        let mut out =
            vec![(NumberPart { kind: "approximatelySign", text: approx }, Some("shared"))];
        out.extend(xp.into_iter().map(|p| (p, Some("shared"))));
        return out;
    }
    let (x_prefix, x_core, x_suffix) = split_affixes(xp);
    let (y_prefix, y_core, y_suffix) = split_affixes(yp);
    let mut out = Vec::new();
    let start = |p: NumberPart| (p, Some("startRange"));
    let end = |p: NumberPart| (p, Some("endRange"));
    let shared = |p: NumberPart| (p, Some("shared"));
    let has_inner = x_core.iter().any(|p| {
        !matches!(p.kind, "integer" | "group" | "decimal" | "fraction" | "nan" | "infinity")
    });
    let unit_names = nf.style == NumberStyle::Unit;
    if unit_names {
        // The unit (ICU's outer modifier) is said once, as the end's plural wants it;
        // signs (the middle) stay on each side.
        let sign = |ps: &[NumberPart]| {
            ps.iter().filter(|p| p.kind.ends_with("Sign")).cloned().collect::<Vec<_>>()
        };
        let (xs, ys) = (sign(&x_prefix), sign(&y_prefix));
        let spaced = !xs.is_empty() || !ys.is_empty() || has_inner;
        let y_unit_prefix: Vec<NumberPart> =
            y_prefix.into_iter().filter(|p| !p.kind.ends_with("Sign")).collect();
        out.extend(y_unit_prefix.into_iter().map(shared));
        out.extend(xs.into_iter().map(start));
        out.extend(x_core.into_iter().map(start));
        out.push(shared(NumberPart {
            kind: "literal",
            text: if spaced { " – " } else { "–" }.into(),
        }));
        out.extend(ys.into_iter().map(end));
        out.extend(y_core.into_iter().map(end));
        out.extend(y_suffix.into_iter().map(shared));
        return out;
    }
    // The middle affixes collapse when they are equal and longer than one character.
    let same = x_prefix == y_prefix && x_suffix == y_suffix;
    let length = text_of(&x_prefix).chars().count() + text_of(&x_suffix).chars().count();
    if same && length > 1 {
        let spaced = has_inner;
        out.extend(x_prefix.into_iter().map(shared));
        out.extend(x_core.into_iter().map(start));
        out.push(shared(NumberPart {
            kind: "literal",
            text: if spaced { " – " } else { "–" }.into(),
        }));
        out.extend(y_core.into_iter().map(end));
        out.extend(x_suffix.into_iter().map(shared));
        return out;
    }
    let spaced = !x_prefix.is_empty()
        || !x_suffix.is_empty()
        || !y_prefix.is_empty()
        || !y_suffix.is_empty()
        || has_inner;
    out.extend(x_prefix.into_iter().map(start));
    out.extend(x_core.into_iter().map(start));
    out.extend(x_suffix.into_iter().map(start));
    out.push(shared(NumberPart {
        kind: "literal", text: if spaced { " – " } else { "–" }.into()
    }));
    out.extend(y_prefix.into_iter().map(end));
    out.extend(y_core.into_iter().map(end));
    out.extend(y_suffix.into_iter().map(end));
    out
}

/// Intl.NumberFormat.prototype.formatRange ( start, end ) (ECMA-402
/// sec-intl.numberformat.prototype.formatrange).
fn format_range(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let nf = this_number_format(vm, this, "formatRange")?;
    let (x, y) = range_values(vm, args, "formatRange")?;
    charge_format(vm, 2)?;
    let s: String = partition_range(&nf, &x, &y).iter().map(|(p, _)| p.text.as_str()).collect();
    vm.str_value(&s)
}

/// Intl.NumberFormat.prototype.formatRangeToParts ( start, end ) (ECMA-402
/// sec-intl.numberformat.prototype.formatrangetoparts).
fn format_range_to_parts(
    vm: &mut Vm,
    this: Value,
    args: &[Value],
    _cx: NativeCx,
) -> JsResult<Value> {
    let nf = this_number_format(vm, this, "formatRangeToParts")?;
    let (x, y) = range_values(vm, args, "formatRangeToParts")?;
    charge_format(vm, 2)?;
    let parts: Vec<(NumberPart, Option<&str>)> = partition_range(&nf, &x, &y);
    parts_array(vm, &parts)
}

/// Intl.NumberFormat.prototype.resolvedOptions ( ) (ECMA-402
/// sec-intl.numberformat.prototype.resolvedoptions): the table's properties in order.
fn resolved_options(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let nf = unwrap_number_format(vm, this, "resolvedOptions")?;
    let nf = this_number_format(vm, nf, "resolvedOptions")?;
    let o = vm.new_plain_object()?;
    let put = |vm: &mut Vm, name: &str, v: Value| -> JsResult<()> {
        let key = vm.key(name)?;
        vm.create_data_property(o, key, v)?;
        Ok(())
    };
    let put_str = |vm: &mut Vm, name: &str, s: &str| -> JsResult<()> {
        let v = vm.str_value(s)?;
        let key = vm.key(name)?;
        vm.create_data_property(o, key, v)?;
        Ok(())
    };
    put_str(vm, "locale", &nf.locale)?;
    put_str(vm, "numberingSystem", &nf.numbering_system)?;
    put_str(
        vm,
        "style",
        match nf.style {
            NumberStyle::Decimal => "decimal",
            NumberStyle::Percent => "percent",
            NumberStyle::Currency => "currency",
            NumberStyle::Unit => "unit",
        },
    )?;
    if nf.style == NumberStyle::Currency {
        put_str(vm, "currency", &nf.currency)?;
        put_str(
            vm,
            "currencyDisplay",
            match nf.currency_display {
                CurrencyDisplay::Code => "code",
                CurrencyDisplay::Symbol => "symbol",
                CurrencyDisplay::NarrowSymbol => "narrowSymbol",
                CurrencyDisplay::Name => "name",
            },
        )?;
        put_str(vm, "currencySign", if nf.accounting { "accounting" } else { "standard" })?;
    }
    if nf.style == NumberStyle::Unit {
        put_str(vm, "unit", &nf.unit)?;
        put_str(
            vm,
            "unitDisplay",
            match nf.unit_display {
                UnitDisplay::Short => "short",
                UnitDisplay::Narrow => "narrow",
                UnitDisplay::Long => "long",
            },
        )?;
    }
    let d = nf.digits;
    put(vm, "minimumIntegerDigits", Value::int(i32::from(d.minimum_integer_digits)))?;
    if let Some((min, max)) = d.fraction_digits {
        put(vm, "minimumFractionDigits", Value::int(i32::from(min)))?;
        put(vm, "maximumFractionDigits", Value::int(i32::from(max)))?;
    }
    if let Some((min, max)) = d.significant_digits {
        put(vm, "minimumSignificantDigits", Value::int(i32::from(min)))?;
        put(vm, "maximumSignificantDigits", Value::int(i32::from(max)))?;
    }
    match nf.use_grouping {
        Grouping::Never => put(vm, "useGrouping", Value::FALSE)?,
        Grouping::Always => put_str(vm, "useGrouping", "always")?,
        Grouping::Auto => put_str(vm, "useGrouping", "auto")?,
        Grouping::Min2 => put_str(vm, "useGrouping", "min2")?,
    }
    put_str(
        vm,
        "notation",
        match nf.notation {
            Notation::Standard => "standard",
            Notation::Scientific => "scientific",
            Notation::Engineering => "engineering",
            Notation::Compact { .. } => "compact",
        },
    )?;
    if let Notation::Compact { long } = nf.notation {
        put_str(vm, "compactDisplay", if long { "long" } else { "short" })?;
    }
    put_str(
        vm,
        "signDisplay",
        match nf.sign_display {
            SignDisplay::Auto => "auto",
            SignDisplay::Never => "never",
            SignDisplay::Always => "always",
            SignDisplay::ExceptZero => "exceptZero",
            SignDisplay::Negative => "negative",
        },
    )?;
    put(vm, "roundingIncrement", Value::int(i32::from(d.rounding_increment)))?;
    put_str(vm, "roundingMode", rounding_mode_name(d.rounding_mode))?;
    let priority = match d.rounding_type {
        RoundingType::MorePrecision if !d.priority_auto => "morePrecision",
        RoundingType::LessPrecision if !d.priority_auto => "lessPrecision",
        _ => "auto",
    };
    put_str(vm, "roundingPriority", priority)?;
    put_str(vm, "trailingZeroDisplay", if d.strip_if_integer { "stripIfInteger" } else { "auto" })?;
    Ok(Value::object(o))
}

/// Number.prototype.toLocaleString and BigInt.prototype.toLocaleString with ECMA-402
/// (sec-number.prototype.tolocalestring, sec-bigint.prototype.tolocalestring): a new
/// NumberFormat of `locales` and `options` formats `x` (a Number or a BigInt).
pub(crate) fn to_locale_string(
    vm: &mut Vm,
    x: Value,
    locales: Value,
    options: Value,
) -> JsResult<Value> {
    let nf = initialize(vm, locales, options)?;
    let x = to_intl_mathematical_value(vm, x)?;
    charge_format(vm, 1)?;
    let s = format_to_string(&nf, &x);
    vm.str_value(&s)
}
