//! Intl.PluralRules (ECMA-402 sec-pluralrules-objects): CLDR's plural categories of a
//! number as a locale's grammar sees it, on ICU4X's plural rules.

use icu_decimal::CompactDecimalFormatter;
use icu_decimal::preferences::CompactDecimalFormatterPreferences;
use icu_locale::Locale;
use icu_plurals::{
    PluralCategory, PluralOperands, PluralRuleType, PluralRules as IcuPluralRules,
    PluralRulesOptions, PluralRulesPreferences, PluralRulesWithRanges,
};

use super::locales::{canonicalize_locale_list, resolve_locale};
use super::namespace::{Class, ClassId, create, intl_of, supported_locales_of};
use super::number::{decimal_of, format_numeric, rounding_mode_name, set_digit_options};
use super::options::{coerce_options_to_object, get_enum, get_string};
use crate::builtins::{NativeCx, NativeId, arg};
use crate::native::require_new;
use crate::object::slots::intl::{Intl, Notation, PluralRules, PluralType, RoundingType};
use crate::value::Value;
use crate::vm::{JsResult, Vm};

// The natives of Intl.PluralRules (see `crate::native`).
crate::native::natives! {
    IntlPluralRules;
    IntlPluralRules = ("PluralRules", 0, true, constructor),
    IntlPluralRulesSupportedLocalesOf = ("supportedLocalesOf", 1, false, supported_locales_of),
    IntlPluralRulesProtoSelect = ("select", 1, false, select),
    IntlPluralRulesProtoSelectRange = ("selectRange", 2, false, select_range),
    IntlPluralRulesProtoResolvedOptions = ("resolvedOptions", 0, false, resolved_options),
}

/// Intl.PluralRules: its constructor and the functions on it and its prototype.
pub(crate) static CLASS: Class = Class {
    constructor: NativeId::IntlPluralRules,
    statics: &[NativeId::IntlPluralRulesSupportedLocalesOf],
    getters: &[],
    methods: &[
        NativeId::IntlPluralRulesProtoResolvedOptions,
        NativeId::IntlPluralRulesProtoSelect,
        NativeId::IntlPluralRulesProtoSelectRange,
    ],
};

/// The values of the `notation` option.
const NOTATIONS: [&str; 4] = ["standard", "scientific", "engineering", "compact"];

/// Intl.PluralRules ( [ locales [ , options ] ] ) (ECMA-402 sec-intl.pluralrules).
fn constructor(vm: &mut Vm, _this: Value, args: &[Value], cx: NativeCx) -> JsResult<Value> {
    require_new(vm, cx, "Intl.PluralRules")?;
    let o = create(vm, ClassId::PluralRules, Intl::Locale("und".into()), cx.new_target)?;
    let requested = canonicalize_locale_list(vm, arg(args, 0))?;
    let options = Some(coerce_options_to_object(vm, arg(args, 1))?);
    get_string(vm, options, "localeMatcher", &["lookup", "best fit"])?;
    let kind = match get_enum(vm, options, "type", &["cardinal", "ordinal"], 0)? {
        0 => PluralType::Cardinal,
        _ => PluralType::Ordinal,
    };
    let notation = get_enum(vm, options, "notation", &NOTATIONS, 0)?;
    let long = get_enum(vm, options, "compactDisplay", &["short", "long"], 0)? == 1;
    let notation = match notation {
        0 => Notation::Standard,
        1 => Notation::Scientific,
        2 => Notation::Engineering,
        _ => Notation::Compact { long },
    };
    let digits = set_digit_options(vm, options, 0, 3, notation)?;
    let r = resolve_locale(vm, &requested, &[]);
    let slots = PluralRules { locale: r.locale.into(), kind, notation, digits };
    if let crate::object::ObjectKind::Intl(s) = &mut vm.heap.get_mut(o).kind {
        **s = Intl::PluralRules(slots);
    }
    Ok(Value::object(o))
}

/// The PluralRules slots of `this`, or a TypeError naming `what`.
fn this_plural_rules(vm: &mut Vm, this: Value, what: &str) -> JsResult<PluralRules> {
    match intl_of(vm, this) {
        Some(Intl::PluralRules(p)) => Ok(p.clone()),
        _ => Err(vm
            .type_error(&format!("Intl.PluralRules.prototype.{what} called on a non-PluralRules"))),
    }
}

/// The ICU4X preferences of a resolved locale.
fn preferences(locale: &str) -> PluralRulesPreferences {
    match Locale::try_from_str(locale) {
        Ok(l) => PluralRulesPreferences::from(&l),
        // Only a corrupt dump holds an invalid tag: the root's rules.
        Err(_) => PluralRulesPreferences::default(),
    }
}

/// The ICU4X rule type of a [[Type]].
fn rule_type(kind: PluralType) -> PluralRuleType {
    match kind {
        PluralType::Cardinal => PluralRuleType::Cardinal,
        PluralType::Ordinal => PluralRuleType::Ordinal,
    }
}

/// The plural rules with ranges of `p`, or `None` when the data has none.
fn rules(p: &PluralRules) -> Option<PluralRulesWithRanges<IcuPluralRules>> {
    let mut options = PluralRulesOptions::default();
    options.rule_type = Some(rule_type(p.kind));
    PluralRulesWithRanges::try_new(preferences(&p.locale), options).ok()
}

/// CLDR's name of a category.
fn category_name(c: PluralCategory) -> &'static str {
    match c {
        PluralCategory::Zero => "zero",
        PluralCategory::One => "one",
        PluralCategory::Two => "two",
        PluralCategory::Few => "few",
        PluralCategory::Many => "many",
        PluralCategory::Other => "other",
    }
}

/// The exponent a notation writes `x` with (ECMA-402 sec-computeexponent): 0 for
/// standard, the magnitude (or the multiple of three below it) for scientific and
/// engineering, and the locale's compact pattern's for compact.
fn exponent(p: &PluralRules, x: f64) -> i16 {
    if x == 0.0 {
        return 0;
    }
    let for_magnitude = |m: i16| -> i16 {
        match p.notation {
            Notation::Standard => 0,
            Notation::Scientific => m,
            Notation::Engineering => m.div_euclid(3) * 3,
            Notation::Compact { long } => {
                let Ok(l) = Locale::try_from_str(&p.locale) else { return 0 };
                let prefs = CompactDecimalFormatterPreferences::from(&l);
                let f = if long {
                    CompactDecimalFormatter::try_new_long(prefs, Default::default())
                } else {
                    CompactDecimalFormatter::try_new_short(prefs, Default::default())
                };
                f.map_or(0, |f| i16::from(f.compact_exponent_for_magnitude(m)))
            }
        }
    };
    let d = decimal_of(x.abs());
    let magnitude = d.absolute.nonzero_magnitude_start();
    let e = for_magnitude(magnitude);
    let rounded = format_numeric(&p.digits, x.abs() / 10f64.powi(i32::from(e)));
    if rounded.absolute.is_zero() || rounded.absolute.nonzero_magnitude_start() == magnitude - e {
        return e;
    }
    for_magnitude(magnitude + 1)
}

/// ResolvePlural (ECMA-402 sec-resolveplural) of `x`: the operands of `x` formatted as
/// `p`'s digit options and notation say.
fn operands(p: &PluralRules, x: f64) -> PluralOperands {
    let e = exponent(p, x);
    let d = format_numeric(&p.digits, x.abs() / 10f64.powi(i32::from(e)));
    match u8::try_from(e) {
        Ok(e) if e > 0 => PluralOperands::from_significand_and_exponent(&d.absolute, e),
        _ => PluralOperands::from(&d),
    }
}

/// Intl.PluralRules.prototype.select ( value ) (ECMA-402
/// sec-intl.pluralrules.prototype.select).
fn select(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let p = this_plural_rules(vm, this, "select")?;
    let x = vm.to_number(arg(args, 0))?;
    // ICU4X's operands and rules: about 0.7 µs, a hundred-odd loop iterations.
    vm.limits.charge(128).map_err(crate::vm::Throw::Terminate)?;
    let category = match rules(&p) {
        Some(r) if x.is_finite() => r.rules().category_for(operands(&p, x)),
        _ => PluralCategory::Other,
    };
    vm.str_value(category_name(category))
}

/// Intl.PluralRules.prototype.selectRange ( start, end ) (ECMA-402
/// sec-intl.pluralrules.prototype.selectrange).
fn select_range(vm: &mut Vm, this: Value, args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let p = this_plural_rules(vm, this, "selectRange")?;
    let (start, end) = (arg(args, 0), arg(args, 1));
    if start.is_undefined() || end.is_undefined() {
        return Err(
            vm.type_error("Intl.PluralRules.prototype.selectRange: start and end are required")
        );
    }
    let x = vm.to_number(start)?;
    let y = vm.to_number(end)?;
    if x.is_nan() || y.is_nan() {
        return Err(vm.range_error("Intl.PluralRules.prototype.selectRange: start or end is NaN"));
    }
    let category = match rules(&p) {
        Some(r) => {
            let category = |x: f64| {
                if x.is_finite() {
                    r.rules().category_for(operands(&p, x))
                } else {
                    PluralCategory::Other
                }
            };
            r.resolve_range(category(x), category(y))
        }
        None => PluralCategory::Other,
    };
    vm.str_value(category_name(category))
}

/// Intl.PluralRules.prototype.resolvedOptions ( ) (ECMA-402
/// sec-intl.pluralrules.prototype.resolvedoptions).
fn resolved_options(vm: &mut Vm, this: Value, _args: &[Value], _cx: NativeCx) -> JsResult<Value> {
    let p = this_plural_rules(vm, this, "resolvedOptions")?;
    let o = vm.new_plain_object()?;
    let put = |vm: &mut Vm, name: &str, v: Value| -> JsResult<()> {
        let key = vm.key(name)?;
        vm.create_data_property(o, key, v)?;
        Ok(())
    };
    let v = vm.str_value(&p.locale)?;
    put(vm, "locale", v)?;
    let v = vm.str_value(match p.kind {
        PluralType::Cardinal => "cardinal",
        PluralType::Ordinal => "ordinal",
    })?;
    put(vm, "type", v)?;
    let v = vm.str_value(match p.notation {
        Notation::Standard => "standard",
        Notation::Scientific => "scientific",
        Notation::Engineering => "engineering",
        Notation::Compact { .. } => "compact",
    })?;
    put(vm, "notation", v)?;
    if let Notation::Compact { long } = p.notation {
        let v = vm.str_value(if long { "long" } else { "short" })?;
        put(vm, "compactDisplay", v)?;
    }
    let d = p.digits;
    put(vm, "minimumIntegerDigits", Value::int(i32::from(d.minimum_integer_digits)))?;
    if let Some((min, max)) = d.fraction_digits {
        put(vm, "minimumFractionDigits", Value::int(i32::from(min)))?;
        put(vm, "maximumFractionDigits", Value::int(i32::from(max)))?;
    }
    if let Some((min, max)) = d.significant_digits {
        put(vm, "minimumSignificantDigits", Value::int(i32::from(min)))?;
        put(vm, "maximumSignificantDigits", Value::int(i32::from(max)))?;
    }
    let mut categories: Vec<String> = Vec::new();
    if let Some(r) = rules(&p) {
        let mut all: Vec<PluralCategory> = r.rules().categories().collect();
        // The spec's order: zero, one, two, few, many, other (`PluralCategory::all` is
        // alphabetical).
        const ORDER: [PluralCategory; 6] = [
            PluralCategory::Zero,
            PluralCategory::One,
            PluralCategory::Two,
            PluralCategory::Few,
            PluralCategory::Many,
            PluralCategory::Other,
        ];
        all.sort_by_key(|c| ORDER.iter().position(|x| x == c));
        categories = all.into_iter().map(|c| category_name(c).to_string()).collect();
    }
    let v = super::namespace::string_array(vm, &categories)?;
    put(vm, "pluralCategories", v)?;
    put(vm, "roundingIncrement", Value::int(i32::from(d.rounding_increment)))?;
    let v = vm.str_value(rounding_mode_name(d.rounding_mode))?;
    put(vm, "roundingMode", v)?;
    let priority = match d.rounding_type {
        RoundingType::MorePrecision if !d.priority_auto => "morePrecision",
        RoundingType::LessPrecision if !d.priority_auto => "lessPrecision",
        _ => "auto",
    };
    let v = vm.str_value(priority)?;
    put(vm, "roundingPriority", v)?;
    let v = vm.str_value(if d.strip_if_integer { "stripIfInteger" } else { "auto" })?;
    put(vm, "trailingZeroDisplay", v)?;
    Ok(Value::object(o))
}
