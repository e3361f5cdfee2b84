//! PartitionNumberPattern (ECMA-402 sec-partitionnumberpattern) on ICU4X: the digits,
//! separators, signs and numbering system from `icu_decimal`, the currency, percent and
//! unit patterns from `icu_experimental`'s CLDR data, assembled here part by part so
//! that `format` and `formatToParts` are one algorithm.
//!
//! The ICU4X objects a format needs are built once per thread for each distinct set of
//! resolved options ([`formatter`]); the slots of a NumberFormat stay plain data.
//!
//! Known gaps (no data in ICU4X 2.4 / icu_experimental 0.7; tests/diff's
//! intl_number_format_gaps.js shows each against node): the exponent separator is
//! always `E` (sv: `×10^`), NaN is `NaN` (zh-TW: `非數值`) and infinity `∞` in every
//! locale; units of the digital, temperature, angle and concentration categories
//! (byte, celsius, degree, the long name of percent) have no names and are written as
//! the number, a space and the unit's identifier; compound `X-per-Y` units are composed
//! from the two units' names with the locale's "per" pattern, so CLDR's precomposed
//! forms differ (`km/hr` for `km/h`); the percent sign of a numbering system's own
//! symbols (ar-EG's `٪؜`) and a numbering system's symbols in a locale that does not
//! use it are the locale's; the range separator (formatRange) is always an en dash.

use std::cell::RefCell;
use std::rc::Rc;

use crate::builtins::intl::cache::{Cache, cached};

use fixed_decimal::{Decimal, Sign};
use icu_decimal::options::{DecimalFormatterOptions, GroupingStrategy};
use icu_decimal::provider::{
    CompactPatterns, DecimalCompactLongV1, DecimalCompactShortV1, DecimalDigitsV1, DecimalSymbolsV1,
};
use icu_decimal::{DecimalFormatter, DecimalFormatterPreferences, parts as dparts};
use icu_experimental::dimension::currency::CurrencyType;
use icu_experimental::dimension::provider::currency::essentials::CurrencyEssentialsV1;
use icu_experimental::dimension::provider::currency::extended::CurrencyExtendedDataV1;
use icu_experimental::dimension::provider::currency::fractions::CurrencyFractionsV1;
use icu_experimental::dimension::provider::currency::patterns::CurrencyPatternsDataV1;
use icu_experimental::dimension::provider::currency::symbols::{
    CurrencySymbolWidth, CurrencySymbolsV1,
};
use icu_experimental::dimension::provider::percent::DecimalPercentV1;
use icu_experimental::dimension::provider::units::categorized_display_names as units;
use icu_experimental::dimension::provider::units::display_names::UnitsDisplayNames;
use icu_experimental::dimension::provider::units::essentials::UnitsEssentialsV1;
use icu_locale::Locale;
use icu_pattern::{DoublePlaceholderKey, PatternItem, SinglePlaceholder};
use icu_plurals::{PluralOperands, PluralRules, PluralRulesPreferences};
use icu_provider::prelude::*;
use writeable::{Part, PartsWrite, Writeable};

use super::super::number::format_decimal;
use crate::object::slots::intl::{
    CurrencyDisplay, Grouping, Notation, NumberFormat, NumberStyle, SignDisplay, UnitDisplay,
};

/// The plural form of `elements` (a `PluralElementsPackedCow`) for the formatted value:
/// the displayed digits (the significand in scientific and compact notation, as ICU
/// chooses), "other" for NaN and the infinities.
macro_rules! plural_form {
    ($elements:expr, $x:expr, $rounded:expr, $rules:expr) => {
        match $x {
            MathValue::Finite(_) => $elements
                .get(PluralOperands::from_significand_and_exponent(&$rounded.absolute, 0), $rules),
            _ => $elements.elements.get_default().1,
        }
    };
}

/// A mathematical value as ECMA-402 formats it (ToIntlMathematicalValue): an exact
/// decimal (its sign kept on zero, for -0), NaN, or an infinity.
#[derive(Clone, Debug)]
pub(crate) enum MathValue {
    /// A finite value.
    Finite(Decimal),
    /// NaN.
    NaN,
    /// +∞ (false) or -∞ (true).
    Infinity(bool),
}

impl MathValue {
    /// The value of a Number.
    pub(crate) fn of_f64(x: f64) -> MathValue {
        if x.is_nan() {
            MathValue::NaN
        } else if x.is_infinite() {
            MathValue::Infinity(x < 0.0)
        } else {
            let mut d = super::super::number::decimal_of(x);
            if x == 0.0 && x.is_sign_negative() {
                d.sign = Sign::Negative;
            }
            MathValue::Finite(d)
        }
    }

    /// Whether the value is below zero (-0 and -∞ included).
    fn negative(&self) -> bool {
        match self {
            MathValue::Finite(d) => d.sign == Sign::Negative,
            MathValue::NaN => false,
            MathValue::Infinity(negative) => *negative,
        }
    }
}

/// One element of the list PartitionNumberPattern returns: its [[Type]] and [[Value]].
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct NumberPart {
    /// "integer", "group", "currency", ...
    pub(crate) kind: &'static str,
    /// The text.
    pub(crate) text: String,
}

/// Appends a part, merging it with the last one when they are of the same type.
fn push(parts: &mut Vec<NumberPart>, kind: &'static str, text: &str) {
    if text.is_empty() {
        return;
    }
    if let Some(last) = parts.last_mut()
        && last.kind == kind
        && kind != "literal"
    {
        last.text.push_str(text);
        return;
    }
    parts.push(NumberPart { kind, text: text.to_string() });
}

/// Appends a pattern literal: its leading and trailing white space as "literal", the
/// rest as `kind` (the `%` of a percent pattern, the `km` of a unit's, the `K` of a
/// compact one).
fn push_literal(parts: &mut Vec<NumberPart>, kind: &'static str, text: &str) {
    let is_space = |c: char| c.is_whitespace() || c == '\u{200e}' || c == '\u{200f}';
    let inner = text.trim_matches(is_space);
    if inner.is_empty() || kind == "literal" {
        push(parts, "literal", text);
        return;
    }
    let start = text.len() - text.trim_start_matches(is_space).len();
    push(parts, "literal", &text[..start]);
    push(parts, kind, inner);
    push(parts, "literal", &text[start + inner.len()..]);
}

/// A `writeable` sink that records what ICU4X writes with the innermost part of each
/// piece.
struct Collector<'a> {
    parts: &'a mut Vec<NumberPart>,
    stack: Vec<Part>,
}

impl core::fmt::Write for Collector<'_> {
    fn write_str(&mut self, s: &str) -> core::fmt::Result {
        let kind = match self.stack.last() {
            Some(p) if *p == dparts::GROUP => "group",
            Some(p) if *p == dparts::DECIMAL => "decimal",
            Some(p) if *p == dparts::FRACTION => "fraction",
            Some(p) if *p == dparts::MINUS_SIGN => "minusSign",
            Some(p) if *p == dparts::PLUS_SIGN => "plusSign",
            _ => "integer",
        };
        push(self.parts, kind, s);
        Ok(())
    }
}

impl PartsWrite for Collector<'_> {
    type SubPartsWrite = Self;

    fn with_part(
        &mut self,
        part: Part,
        mut f: impl FnMut(&mut Self::SubPartsWrite) -> core::fmt::Result,
    ) -> core::fmt::Result {
        self.stack.push(part);
        let r = f(self);
        self.stack.pop();
        r
    }
}

/// The compact patterns of a locale, short or long.
enum CompactData {
    /// compactDisplay "short": `1.2K`.
    Short(DataPayload<DecimalCompactShortV1>),
    /// compactDisplay "long": `1.2 thousand`.
    Long(DataPayload<DecimalCompactLongV1>),
}

impl CompactData {
    /// The patterns by magnitude.
    fn get(&self) -> &CompactPatterns<'_, SinglePlaceholder> {
        match self {
            CompactData::Short(p) => p.get(),
            CompactData::Long(p) => p.get(),
        }
    }
}

/// What a style adds around the number.
enum StyleData {
    /// "decimal": nothing.
    Decimal,
    /// "percent" (and the unit "percent", whose sign is a "unit" part): the locale's
    /// percent patterns.
    Percent(DataPayload<DecimalPercentV1>, &'static str),
    /// "currency" with display symbol, narrowSymbol or code: the locale's currency
    /// patterns and the text that stands for the currency.
    Currency {
        /// The patterns.
        essentials: DataPayload<CurrencyEssentialsV1>,
        /// The symbol or code.
        symbol: String,
        /// Whether it starts with a letter (CLDR picks a pattern with a space then).
        starts_alpha: bool,
        /// Whether it ends with a letter.
        ends_alpha: bool,
    },
    /// "currency" with display name: the plural patterns and names.
    CurrencyName {
        /// `{0} {1}` by plural category.
        patterns: DataPayload<CurrencyPatternsDataV1>,
        /// The currency's names by plural category, when the data has them.
        names: Option<DataPayload<CurrencyExtendedDataV1>>,
        /// The code, when there are no names.
        code: String,
    },
    /// "unit": the unit's patterns by plural category (the numerator's, for a
    /// compound), or `None` when the data has no names for it.
    Unit {
        /// The simple unit's (or the numerator's) patterns.
        names: Option<DataPayload<ErasedUnitNames>>,
        /// The denominator of a compound unit: its name and the locale's "per" pattern.
        per: Option<(String, String)>,
        /// The unit's identifier (what a unit without names is written as).
        identifier: String,
    },
}

/// The marker type all the unit name markers share.
type ErasedUnitNames = icu_provider::marker::ErasedMarker<UnitsDisplayNames<'static>>;

/// The ICU4X objects one set of resolved options needs, built once per thread.
pub(crate) struct Formatter {
    /// Digits, separators and signs.
    decimal: DecimalFormatter,
    /// The locale's cardinal rules (names and compact patterns depend on them).
    plurals: PluralRules,
    /// The minus sign's prefix and suffix.
    minus: (String, String),
    /// The plus sign's prefix and suffix.
    plus: (String, String),
    /// The compact patterns, for notation "compact".
    compact: Option<CompactData>,
    /// The style's data.
    style: StyleData,
    /// The approximately sign of formatRange (`~`).
    approximately: String,
    /// The locale's symbol for NaN.
    nan: &'static str,
    /// The digits of a numbering system ICU4X has no data for (the decimal formatter
    /// then writes Latin digits, mapped through these).
    digits: Option<[char; 10]>,
    /// For useGrouping "always" in a locale whose minimum grouping is above one: the
    /// separator and the primary and secondary group sizes.
    regroup: Option<(String, u8, u8)>,
}

impl Formatter {
    /// The locale's approximately sign.
    pub(crate) fn approximately_sign(&self) -> &str {
        &self.approximately
    }
}

/// The resolved options a [`Formatter`] depends on, as its cache key.
#[derive(Clone, PartialEq, Eq)]
struct Key {
    locale: Box<str>,
    numbering_system: Box<str>,
    style: NumberStyle,
    currency: Box<str>,
    currency_display: CurrencyDisplay,
    unit: Box<str>,
    unit_display: UnitDisplay,
    compact: Option<bool>,
    grouping: Grouping,
}

impl Key {
    /// The key of `nf`.
    fn of(nf: &NumberFormat) -> Key {
        Key {
            locale: nf.locale.clone(),
            numbering_system: nf.numbering_system.clone(),
            style: nf.style,
            currency: nf.currency.clone(),
            currency_display: nf.currency_display,
            unit: nf.unit.clone(),
            unit_display: nf.unit_display,
            compact: match nf.notation {
                Notation::Compact { long } => Some(long),
                _ => None,
            },
            grouping: nf.use_grouping,
        }
    }

    /// Whether `nf` has this key (without allocating one).
    fn matches(&self, nf: &NumberFormat) -> bool {
        *self.locale == *nf.locale
            && *self.numbering_system == *nf.numbering_system
            && self.style == nf.style
            && *self.currency == *nf.currency
            && self.currency_display == nf.currency_display
            && *self.unit == *nf.unit
            && self.unit_display == nf.unit_display
            && self.compact
                == match nf.notation {
                    Notation::Compact { long } => Some(long),
                    _ => None,
                }
            && self.grouping == nf.use_grouping
    }
}

/// How many formatters a thread keeps (the oldest goes first).
const CACHE_SIZE: usize = 32;

thread_local! {
    /// The formatters of this thread (see `intl::cache`).
    static CACHE: Cache<Key, Formatter> = const { RefCell::new(Vec::new()) };
}

/// The formatter of `nf`, from the cache or built (`None` when ICU4X has no data for
/// its locale, which only a corrupt dump's slots can cause).
pub(crate) fn formatter(nf: &NumberFormat) -> Option<Rc<Formatter>> {
    cached(&CACHE, CACHE_SIZE, |k| k.matches(nf), || Key::of(nf), || build(nf))
}

/// The ICU4X locale of a resolved tag with its numbering system (`-u-nu-`).
fn icu_locale(locale: &str, numbering_system: &str) -> Option<Locale> {
    let base = Locale::try_from_str(locale).ok()?.id;
    if numbering_system.is_empty() {
        return Some(Locale::from(base));
    }
    Locale::try_from_str(&format!("{base}-u-nu-{numbering_system}")).ok()
}

/// Loads a locale's data for `marker_attributes` (none when empty).
fn load<M: DataMarker>(
    provider: &impl DataProvider<M>,
    locale: &DataLocale,
    attributes: &str,
) -> Option<DataPayload<M>> {
    load_with_origin(provider, locale, attributes).map(|(payload, _)| payload)
}

/// The text and parts a formatter writes for `d`, collected.
fn collect(w: &impl Writeable) -> Vec<NumberPart> {
    let mut parts = Vec::new();
    let mut c = Collector { parts: &mut parts, stack: Vec::new() };
    let _ = w.write_to_parts(&mut c);
    parts
}

/// Builds the formatter of `nf`.
fn build(nf: &NumberFormat) -> Option<Formatter> {
    // A numbering system without ICU4X data: Latin digits from ICU4X, mapped here.
    let digits = (!has_icu_digits(&nf.numbering_system))
        .then(|| simple_digits(&nf.numbering_system))
        .flatten();
    let nu = if digits.is_some() { "latn" } else { &*nf.numbering_system };
    // The locale's own system is asked for without `-u-nu-` (its data is keyed so; an
    // explicit `arab` for ar-EG would find the root's arab symbols instead).
    let nu = if nu == default_numbering_system(&nf.locale) { "" } else { nu };
    let locale = icu_locale(&nf.locale, nu)?;
    let data_locale = DataLocale::from(&locale);
    let mut options = DecimalFormatterOptions::default();
    // ICU4X's "always" keeps the locale's minimum grouping (es: `1234`); ECMA-402's
    // groups every number, so with a minimum above one the groups are made here.
    let mut regroup = None;
    if nf.use_grouping == Grouping::Always {
        let symbols: Option<DataPayload<DecimalSymbolsV1>> =
            load(&icu_decimal::provider::Baked, &data_locale, nu)
                .or_else(|| load(&icu_decimal::provider::Baked, &data_locale, ""));
        if let Some(s) = symbols
            && s.get().grouping_sizes.min_grouping > 1
            && s.get().grouping_sizes.primary > 0
        {
            let sizes = s.get().grouping_sizes;
            let secondary = if sizes.secondary == 0 { sizes.primary } else { sizes.secondary };
            regroup = Some((s.get().grouping_separator().to_string(), sizes.primary, secondary));
        }
    }
    options.grouping_strategy = Some(match nf.use_grouping {
        Grouping::Always if regroup.is_some() => GroupingStrategy::Never,
        Grouping::Always => GroupingStrategy::Always,
        Grouping::Auto => GroupingStrategy::Auto,
        Grouping::Min2 => GroupingStrategy::Min2,
        Grouping::Never => GroupingStrategy::Never,
    });
    let decimal =
        DecimalFormatter::try_new(DecimalFormatterPreferences::from(&locale), options).ok()?;
    let plurals = PluralRules::try_new_cardinal(PluralRulesPreferences::from(&locale)).ok()?;
    let sign = |d: &str| {
        let d: Decimal = d.parse().unwrap_or_default();
        let parts = collect(&decimal.format(&d));
        let (mut prefix, mut suffix, mut seen_digit) = (String::new(), String::new(), false);
        for p in parts {
            match p.kind {
                "minusSign" | "plusSign" if seen_digit => suffix.push_str(&p.text),
                "minusSign" | "plusSign" => prefix.push_str(&p.text),
                _ => seen_digit = true,
            }
        }
        (prefix, suffix)
    };
    let (minus, plus) = (sign("-1"), sign("+1"));
    let compact = match nf.notation {
        Notation::Compact { long: false } => {
            load(&icu_decimal::provider::Baked, &data_locale, "").map(CompactData::Short)
        }
        Notation::Compact { long: true } => {
            load(&icu_decimal::provider::Baked, &data_locale, "").map(CompactData::Long)
        }
        _ => None,
    };
    let style = match nf.style {
        NumberStyle::Decimal => StyleData::Decimal,
        NumberStyle::Percent => percent_data(&data_locale, nu, "percentSign")?,
        NumberStyle::Currency => currency_data(nf, nu, &data_locale)?,
        NumberStyle::Unit if &*nf.unit == "percent" => percent_data(&data_locale, nu, "unit")?,
        NumberStyle::Unit => unit_data(nf, &locale, &data_locale),
    };
    let percent: Option<DataPayload<DecimalPercentV1>> =
        load(&icu_experimental::provider::Baked, &data_locale, nu)
            .or_else(|| load(&icu_experimental::provider::Baked, &data_locale, ""));
    let approximately =
        percent.map_or_else(|| "~".into(), |p| p.get().approximately_sign.to_string());
    Some(Formatter {
        decimal,
        plurals,
        minus,
        plus,
        compact,
        style,
        approximately,
        nan: super::nan::nan_symbol(&locale),
        digits,
        regroup,
    })
}

/// The percent patterns of a locale in numbering system `nu`.
fn percent_data(locale: &DataLocale, nu: &str, kind: &'static str) -> Option<StyleData> {
    let p = &icu_experimental::provider::Baked;
    load(p, locale, nu).or_else(|| load(p, locale, "")).map(|p| StyleData::Percent(p, kind))
}

/// The currency data of `nf`.
fn currency_data(nf: &NumberFormat, nu: &str, locale: &DataLocale) -> Option<StyleData> {
    let provider = &icu_experimental::provider::Baked;
    let currency = CurrencyType::try_from_str(&nf.currency).ok()?;
    let code = nf.currency.to_string();
    if nf.currency_display == CurrencyDisplay::Name {
        let patterns = load(provider, locale, "")?;
        let names = load(provider, locale, &nf.currency.to_ascii_uppercase());
        return Some(StyleData::CurrencyName { patterns, names, code });
    }
    let essentials = load(provider, locale, nu).or_else(|| load(provider, locale, ""))?;
    let width = match nf.currency_display {
        CurrencyDisplay::NarrowSymbol => Some(CurrencySymbolWidth::Narrow),
        CurrencyDisplay::Symbol => Some(CurrencySymbolWidth::Short),
        _ => None,
    };
    let symbol: Option<DataPayload<CurrencySymbolsV1>> = width.and_then(|w| {
        let mut buffer = Default::default();
        let attributes = CurrencySymbolsV1::make_attributes(currency, w, &mut buffer);
        load(provider, locale, attributes.as_str())
    });
    Some(match symbol {
        Some(s) if !s.get().as_str().is_empty() => StyleData::Currency {
            essentials,
            symbol: s.get().as_str().to_string(),
            starts_alpha: s.get().starts_with_letter(),
            ends_alpha: s.get().ends_with_letter(),
        },
        _ => StyleData::Currency { essentials, symbol: code, starts_alpha: true, ends_alpha: true },
    })
}

/// The CLDR category of a sanctioned unit (ECMA-402 sec-issanctionedsingleunitidentifier)
/// whose names icu_experimental has.
fn unit_category(unit: &str) -> Option<usize> {
    Some(match unit {
        "acre" | "hectare" => 0,
        "day" | "hour" | "microsecond" | "millisecond" | "minute" | "month" | "nanosecond"
        | "second" | "week" | "year" => 1,
        "centimeter" | "foot" | "inch" | "kilometer" | "meter" | "mile" | "mile-scandinavian"
        | "millimeter" | "yard" => 2,
        "gram" | "kilogram" | "ounce" | "pound" | "stone" => 3,
        "fluid-ounce" | "gallon" | "liter" | "milliliter" => 4,
        _ => return None,
    })
}

/// Loads a locale's data for `attributes`, and whether it came from the root locale
/// (the compiled data falls back to it when the locale has none).
fn load_with_origin<M: DataMarker>(
    provider: &impl DataProvider<M>,
    locale: &DataLocale,
    attributes: &str,
) -> Option<(DataPayload<M>, bool)> {
    let attributes = DataMarkerAttributes::try_from_str(attributes).ok()?;
    let mut metadata = DataRequestMetadata::default();
    metadata.silent = true;
    let request = DataRequest {
        id: DataIdentifierBorrowed::for_marker_attributes_and_locale(attributes, locale),
        metadata,
    };
    let r = provider.load(request).ok()?;
    let root = r.metadata.locale.as_ref().is_some_and(|l| l.is_unknown());
    Some((r.payload, root))
}

/// The names of a simple unit in a width ("short-meter"), from the core, extended or
/// outlier data of its category: each holds the units of some locales' preferences, so
/// the first tier with the locale's own names wins over the root's.
fn unit_names(
    unit: &str,
    width: &str,
    locale: &DataLocale,
) -> Option<DataPayload<ErasedUnitNames>> {
    let p = &icu_experimental::provider::Baked;
    let attributes = format!("{width}-{unit}");
    let a = attributes.as_str();
    macro_rules! tiers {
        ($($tier:ty),*) => {{
            let mut root = None;
            $(
                if let Some((d, from_root)) = load_with_origin::<$tier>(p, locale, a) {
                    if !from_root {
                        return Some(d.cast());
                    }
                    if root.is_none() {
                        root = Some(d.cast());
                    }
                }
            )*
            root
        }};
    }
    match unit_category(unit)? {
        0 => tiers!(
            units::UnitsNamesAreaCoreV1,
            units::UnitsNamesAreaExtendedV1,
            units::UnitsNamesAreaOutlierV1
        ),
        1 => tiers!(
            units::UnitsNamesDurationCoreV1,
            units::UnitsNamesDurationExtendedV1,
            units::UnitsNamesDurationOutlierV1
        ),
        2 => tiers!(
            units::UnitsNamesLengthCoreV1,
            units::UnitsNamesLengthExtendedV1,
            units::UnitsNamesLengthOutlierV1
        ),
        3 => tiers!(
            units::UnitsNamesMassCoreV1,
            units::UnitsNamesMassExtendedV1,
            units::UnitsNamesMassOutlierV1
        ),
        _ => tiers!(
            units::UnitsNamesVolumeCoreV1,
            units::UnitsNamesVolumeExtendedV1,
            units::UnitsNamesVolumeOutlierV1
        ),
    }
}

/// The unit data of `nf`.
fn unit_data(nf: &NumberFormat, icu_locale: &Locale, locale: &DataLocale) -> StyleData {
    let width = match nf.unit_display {
        UnitDisplay::Short => "short",
        UnitDisplay::Narrow => "narrow",
        UnitDisplay::Long => "long",
    };
    let identifier = nf.unit.to_string();
    let (numerator, denominator) = match nf.unit.split_once("-per-") {
        Some((n, d)) => (n, Some(d)),
        None => (&*nf.unit, None),
    };
    let names = unit_names(numerator, width, locale);
    let per = denominator.and_then(|d| {
        let names = unit_names(d, width, locale)?;
        let rules = PluralRules::try_new_cardinal(PluralRulesPreferences::from(icu_locale)).ok()?;
        // The denominator's name: its pattern for one, without the number.
        let pattern = names.get().get(PluralOperands::from(1u32), &rules);
        let mut name = String::new();
        for item in pattern.iter() {
            if let PatternItem::Literal(s) = item {
                name.push_str(s);
            }
        }
        let essentials: DataPayload<UnitsEssentialsV1> =
            load(&icu_experimental::provider::Baked, locale, width)?;
        Some((name.trim().to_string(), essentials.get().per.to_string()))
    });
    let names = if denominator.is_some() && per.is_none() { None } else { names };
    StyleData::Unit { names, per, identifier }
}

/// CurrencyDigits (ECMA-402 sec-currencydigits): the minor unit digits of a currency,
/// from CLDR's fractions data (2 for a currency it does not list).
pub(crate) fn currency_digits(currency: &str) -> u8 {
    let Ok(c) = CurrencyType::try_from_str(currency) else { return 2 };
    let loaded: Result<DataResponse<CurrencyFractionsV1>, _> =
        icu_experimental::provider::Baked.load(Default::default());
    loaded.map_or(2, |r| r.payload.get().resolve(c).digits)
}

/// Whether the numbering system `nu` is supported: ICU4X has its digits or ECMA-402's
/// table lists them.
pub(crate) fn has_numbering_system(nu: &str) -> bool {
    simple_digits(nu).is_some() || has_icu_digits(nu)
}

/// Whether ICU4X has the digits of numbering system `nu`.
fn has_icu_digits(nu: &str) -> bool {
    let Ok(attributes) = DataMarkerAttributes::try_from_str(nu) else { return false };
    let mut metadata = DataRequestMetadata::default();
    metadata.silent = true;
    let request =
        DataRequest { id: DataIdentifierBorrowed::for_marker_attributes(attributes), metadata };
    let loaded: Result<DataResponse<DecimalDigitsV1>, _> =
        icu_decimal::provider::Baked.load(request);
    loaded.is_ok()
}

/// The default numbering system of `locale` (its decimal symbols' system).
pub(crate) fn default_numbering_system(locale: &str) -> String {
    let Ok(l) = Locale::try_from_str(locale) else { return "latn".into() };
    let data_locale = DataLocale::from(&l);
    let symbols: Option<DataPayload<DecimalSymbolsV1>> =
        load(&icu_decimal::provider::Baked, &data_locale, "");
    symbols.map_or_else(|| "latn".into(), |s| s.get().numsys().to_string())
}

/// ECMA-402's table "Numbering systems with simple digit mappings": each system's zero
/// (its digits follow it in code point order, but for hanidec's). Systems ICU4X has
/// no digits for are written by mapping the Latin digits through this table.
const SIMPLE_DIGITS: [(&str, u32); 78] = [
    ("adlm", 0x1e950),
    ("ahom", 0x11730),
    ("arab", 0x660),
    ("arabext", 0x6f0),
    ("bali", 0x1b50),
    ("beng", 0x9e6),
    ("bhks", 0x11c50),
    ("brah", 0x11066),
    ("cakm", 0x11136),
    ("cham", 0xaa50),
    ("deva", 0x966),
    ("diak", 0x11950),
    ("fullwide", 0xff10),
    ("gara", 0x10d40),
    ("gong", 0x11da0),
    ("gonm", 0x11d50),
    ("gujr", 0xae6),
    ("gukh", 0x16130),
    ("guru", 0xa66),
    ("hanidec", 0x3007),
    ("hmng", 0x16b50),
    ("hmnp", 0x1e140),
    ("java", 0xa9d0),
    ("kali", 0xa900),
    ("kawi", 0x11f50),
    ("khmr", 0x17e0),
    ("knda", 0xce6),
    ("krai", 0x16d70),
    ("lana", 0x1a80),
    ("lanatham", 0x1a90),
    ("laoo", 0xed0),
    ("latn", 0x30),
    ("lepc", 0x1c40),
    ("limb", 0x1946),
    ("mathbold", 0x1d7ce),
    ("mathdbl", 0x1d7d8),
    ("mathmono", 0x1d7f6),
    ("mathsanb", 0x1d7ec),
    ("mathsans", 0x1d7e2),
    ("mlym", 0xd66),
    ("modi", 0x11650),
    ("mong", 0x1810),
    ("mroo", 0x16a60),
    ("mtei", 0xabf0),
    ("mymr", 0x1040),
    ("mymrepka", 0x116da),
    ("mymrpao", 0x116d0),
    ("mymrshan", 0x1090),
    ("mymrtlng", 0xa9f0),
    ("nagm", 0x1e4f0),
    ("newa", 0x11450),
    ("nkoo", 0x7c0),
    ("olck", 0x1c50),
    ("onao", 0x1e5f1),
    ("orya", 0xb66),
    ("osma", 0x104a0),
    ("outlined", 0x1ccf0),
    ("rohg", 0x10d30),
    ("saur", 0xa8d0),
    ("segment", 0x1fbf0),
    ("shrd", 0x111d0),
    ("sind", 0x112f0),
    ("sinh", 0xde6),
    ("sora", 0x110f0),
    ("sund", 0x1bb0),
    ("sunu", 0x11bf0),
    ("takr", 0x116c0),
    ("talu", 0x19d0),
    ("tamldec", 0xbe6),
    ("telu", 0xc66),
    ("thai", 0xe50),
    ("tibt", 0xf20),
    ("tirh", 0x114d0),
    ("tnsa", 0x16ac0),
    ("tols", 0x11de0),
    ("vaii", 0xa620),
    ("wara", 0x118e0),
    ("wcho", 0x1e2f0),
];

/// The digits of a numbering system in ECMA-402's table of simple digit mappings.
fn simple_digits(nu: &str) -> Option<[char; 10]> {
    let &(_, zero) = SIMPLE_DIGITS.iter().find(|(n, _)| *n == nu)?;
    if nu == "hanidec" {
        return Some(['〇', '一', '二', '三', '四', '五', '六', '七', '八', '九']);
    }
    let mut digits = ['0'; 10];
    for (i, d) in digits.iter_mut().enumerate() {
        *d = char::from_u32(zero + i as u32)?;
    }
    Some(digits)
}

/// Writes the Latin digits of number parts in `digits`.
fn map_digits(parts: &mut [NumberPart], digits: &[char; 10]) {
    for p in parts {
        if matches!(p.kind, "integer" | "fraction" | "exponentInteger") {
            p.text =
                p.text.chars().map(|c| c.to_digit(10).map_or(c, |d| digits[d as usize])).collect();
        }
    }
}

/// `parts` (written without grouping) with the integer digits grouped by `primary`
/// then `secondary` from the right.
fn regrouped(
    parts: Vec<NumberPart>,
    separator: &str,
    primary: u8,
    secondary: u8,
) -> Vec<NumberPart> {
    let mut out = Vec::with_capacity(parts.len() + 4);
    for p in parts {
        if p.kind != "integer" {
            out.push(p);
            continue;
        }
        let digits: Vec<char> = p.text.chars().collect();
        let mut cuts = Vec::new();
        let mut end = digits.len();
        let mut size = usize::from(primary);
        while end > size && size > 0 {
            end -= size;
            cuts.push(end);
            size = usize::from(secondary);
        }
        let mut start = 0;
        for &cut in cuts.iter().rev() {
            out.push(NumberPart { kind: "integer", text: digits[start..cut].iter().collect() });
            out.push(NumberPart { kind: "group", text: separator.to_string() });
            start = cut;
        }
        out.push(NumberPart { kind: "integer", text: digits[start..].iter().collect() });
    }
    out
}

/// ComputeExponentForMagnitude (ECMA-402 sec-computeexponentformagnitude).
fn exponent_for_magnitude(nf: &NumberFormat, f: &Formatter, magnitude: i16) -> i16 {
    match nf.notation {
        Notation::Standard => 0,
        Notation::Scientific => magnitude,
        Notation::Engineering => magnitude.div_euclid(3) * 3,
        Notation::Compact { .. } => {
            let Some(compact) = &f.compact else { return 0 };
            compact
                .get()
                .0
                .iter()
                .filter(|t| magnitude >= i16::from(t.sized))
                .last()
                .map_or(0, |t| i16::from(t.sized) - i16::from(t.variable.get_default().0.get()))
        }
    }
}

/// `d` × 10^`e`.
fn scaled(d: &Decimal, e: i16) -> Decimal {
    let mut d = d.clone();
    d.multiply_pow10(e);
    d
}

/// ComputeExponent (ECMA-402 sec-computeexponent) and FormatNumericToString of a
/// finite `x`: the exponent and the rounded significand.
fn round(nf: &NumberFormat, f: &Formatter, x: &Decimal) -> (i16, Decimal) {
    if x.absolute.is_zero() {
        return (0, format_decimal(&nf.digits, x.clone()));
    }
    let magnitude = x.absolute.nonzero_magnitude_start();
    let e = exponent_for_magnitude(nf, f, magnitude);
    let rounded = format_decimal(&nf.digits, scaled(x, -e));
    if rounded.absolute.is_zero() || rounded.absolute.nonzero_magnitude_start() == magnitude - e {
        return (e, rounded);
    }
    let e2 = exponent_for_magnitude(nf, f, magnitude + 1);
    if e2 == e {
        return (e, rounded);
    }
    (e2, format_decimal(&nf.digits, scaled(x, -e2)))
}

/// The sign a value gets (GetNumberFormatPattern's choice among the patterns):
/// `Some(true)` minus, `Some(false)` plus, `None` none.
fn sign_of(nf: &NumberFormat, x: &MathValue) -> Option<bool> {
    let negative = x.negative();
    let zero = matches!(x, MathValue::Finite(d) if d.absolute.is_zero());
    match nf.sign_display {
        SignDisplay::Never => None,
        SignDisplay::Auto => negative.then_some(true),
        SignDisplay::Always => Some(negative),
        SignDisplay::ExceptZero if zero || matches!(x, MathValue::NaN) => None,
        SignDisplay::ExceptZero => Some(negative),
        SignDisplay::Negative => (negative && !zero).then_some(true),
    }
}

/// The parts of the number itself (PartitionNotationSubPattern): digits and
/// separators, the exponent of scientific notation, the compact suffix.
fn number_parts(
    nf: &NumberFormat,
    f: &Formatter,
    x: &MathValue,
    rounded: &Decimal,
    exponent: i16,
    parts: &mut Vec<NumberPart>,
) {
    let d = match x {
        MathValue::NaN => return push(parts, "nan", f.nan),
        MathValue::Infinity(_) => return push(parts, "infinity", "∞"),
        MathValue::Finite(_) => {
            let mut d = rounded.clone();
            d.sign = Sign::None;
            d
        }
    };
    let digits = |parts: &mut Vec<NumberPart>| {
        let mut p = collect(&f.decimal.format(&d));
        if let Some((separator, primary, secondary)) = &f.regroup {
            p = regrouped(p, separator, *primary, *secondary);
        }
        if let Some(map) = &f.digits {
            map_digits(&mut p, map);
        }
        parts.extend(p);
    };
    match nf.notation {
        Notation::Standard => digits(parts),
        Notation::Scientific | Notation::Engineering => {
            digits(parts);
            push(parts, "exponentSeparator", "E");
            if exponent < 0 {
                push(parts, "exponentMinusSign", &f.minus.0);
            }
            let e = Decimal::from(exponent.unsigned_abs());
            let mut e = collect(&f.decimal.format(&e));
            if let Some(map) = &f.digits {
                map_digits(&mut e, map);
            }
            for p in e {
                push(parts, "exponentInteger", &p.text);
            }
        }
        Notation::Compact { .. } => {
            let rules = &f.plurals;
            let pattern = match &f.compact {
                Some(c) if exponent > 0 => {
                    let magnitude = if d.absolute.is_zero() {
                        exponent
                    } else {
                        d.absolute.nonzero_magnitude_start() + exponent
                    };
                    // The significand's plural form, as ICU chooses (`1,2 million` in fr).
                    let operands = PluralOperands::from_significand_and_exponent(&d.absolute, 0);
                    c.get()
                        .0
                        .iter()
                        .filter(|t| magnitude >= i16::from(t.sized))
                        .last()
                        .map(|t| t.variable.get(operands, rules).1)
                }
                _ => None,
            };
            let Some(pattern) = pattern else { return digits(parts) };
            for item in pattern.iter() {
                match item {
                    PatternItem::Literal(s) => push_literal(parts, "compact", s),
                    PatternItem::Placeholder(_) => digits(parts),
                }
            }
        }
    }
}

/// PartitionNumberPattern (ECMA-402 sec-partitionnumberpattern) of `x` as `nf` with its
/// formatter `f` writes it.
pub(crate) fn partition(nf: &NumberFormat, f: &Formatter, x: &MathValue) -> Vec<NumberPart> {
    // 1-2. Scale a percent; compute the exponent; round.
    let mut x = x.clone();
    let (exponent, rounded) = match &mut x {
        MathValue::Finite(d) => {
            if nf.style == NumberStyle::Percent {
                d.multiply_pow10(2);
            }
            let (e, mut r) = round(nf, f, d);
            r.sign = d.sign;
            // The rounded value decides the sign (-0.001 rounds to -0).
            *d = r.clone();
            (e, r)
        }
        _ => (0, Decimal::default()),
    };
    // 3. The pattern: the sign first.
    let sign = sign_of(nf, &x);
    let mut parts = Vec::new();
    let (sign_prefix, sign_suffix, sign_kind) = match sign {
        Some(true) => (f.minus.0.as_str(), f.minus.1.as_str(), "minusSign"),
        Some(false) => (f.plus.0.as_str(), f.plus.1.as_str(), "plusSign"),
        None => ("", "", "literal"),
    };
    let number = |parts: &mut Vec<NumberPart>| number_parts(nf, f, &x, &rounded, exponent, parts);
    // The signed number, for patterns that place the sign with the number (`每小時 -987
    // 公里`).
    let signed = |parts: &mut Vec<NumberPart>| {
        push(parts, sign_kind, sign_prefix);
        number(parts);
        push(parts, sign_kind, sign_suffix);
    };
    match &f.style {
        StyleData::Decimal => {
            push(&mut parts, sign_kind, sign_prefix);
            number(&mut parts);
            push(&mut parts, sign_kind, sign_suffix);
        }
        StyleData::Percent(p, percent_kind) => {
            let p = p.get();
            match sign {
                Some(minus) => {
                    let sign_text = if minus { &p.minus_sign } else { &p.plus_sign };
                    for item in p.signed_pattern.iter() {
                        match item {
                            PatternItem::Literal(s) => push_literal(&mut parts, percent_kind, s),
                            PatternItem::Placeholder(DoublePlaceholderKey::Place0) => {
                                number(&mut parts)
                            }
                            PatternItem::Placeholder(DoublePlaceholderKey::Place1) => {
                                push(&mut parts, sign_kind, sign_text)
                            }
                        }
                    }
                }
                None => {
                    for item in p.unsigned_pattern.iter() {
                        match item {
                            PatternItem::Literal(s) => push_literal(&mut parts, percent_kind, s),
                            PatternItem::Placeholder(_) => number(&mut parts),
                        }
                    }
                }
            }
        }
        StyleData::Currency { essentials, symbol, starts_alpha, ends_alpha } => {
            let e = essentials.get();
            let (sa, ea) = (*starts_alpha, *ends_alpha);
            let negative = if nf.accounting {
                e.get_negative_accounting(sa, ea)
            } else {
                e.get_negative(sa, ea)
            };
            let (pattern, wrap) = match (sign, negative) {
                (Some(true), Some(p)) => (p, false),
                _ if nf.accounting => (e.get_positive_accounting(sa, ea), true),
                _ => (e.get_positive(sa, ea), true),
            };
            if wrap {
                push(&mut parts, sign_kind, sign_prefix);
            }
            for item in pattern.iter() {
                match item {
                    PatternItem::Literal(s) => push(&mut parts, "literal", s),
                    PatternItem::Placeholder(DoublePlaceholderKey::Place0) => number(&mut parts),
                    PatternItem::Placeholder(DoublePlaceholderKey::Place1) => {
                        push(&mut parts, "currency", symbol)
                    }
                }
            }
            if wrap {
                push(&mut parts, sign_kind, sign_suffix);
            }
        }
        StyleData::CurrencyName { patterns, names, code } => {
            let rules = &f.plurals;
            let pattern = plural_form!(patterns.get(), &x, &rounded, rules);
            let name = names.as_ref().map(|n| plural_form!(n.get(), &x, &rounded, rules));
            for item in pattern.iter() {
                match item {
                    PatternItem::Literal(s) => push(&mut parts, "literal", s),
                    PatternItem::Placeholder(DoublePlaceholderKey::Place0) => signed(&mut parts),
                    PatternItem::Placeholder(DoublePlaceholderKey::Place1) => {
                        push(&mut parts, "currency", name.unwrap_or(code))
                    }
                }
            }
        }
        StyleData::Unit { names, per, identifier } => match names {
            Some(names) => {
                let rules = &f.plurals;
                let pattern = plural_form!(names.get(), &x, &rounded, rules);
                let mut unit_parts = Vec::new();
                for item in pattern.iter() {
                    match item {
                        PatternItem::Literal(s) => push_literal(&mut unit_parts, "unit", s),
                        PatternItem::Placeholder(_) => signed(&mut unit_parts),
                    }
                }
                match per {
                    Some((denominator, per)) => per_parts(&mut parts, unit_parts, denominator, per),
                    None => parts.extend(unit_parts),
                }
            }
            None => {
                signed(&mut parts);
                push(&mut parts, "literal", " ");
                push(&mut parts, "unit", identifier);
            }
        },
    }
    parts
}

/// The parts of a compound unit: the numerator's `unit_parts` and the denominator's
/// name in the locale's "per" pattern (`{0}/{1}`, `{0} per {1}`).
fn per_parts(
    parts: &mut Vec<NumberPart>,
    unit_parts: Vec<NumberPart>,
    denominator: &str,
    per: &str,
) {
    let mut rest = per;
    let mut unit_parts = Some(unit_parts);
    while !rest.is_empty() {
        let next = [rest.find("{0}"), rest.find("{1}")].into_iter().flatten().min();
        let Some(i) = next else {
            push_literal(parts, "unit", rest);
            break;
        };
        push_literal(parts, "unit", &rest[..i]);
        if &rest[i..i + 3] == "{0}" {
            if let Some(u) = unit_parts.take() {
                for p in u {
                    push(parts, p.kind, &p.text);
                }
            }
        } else {
            push(parts, "unit", denominator);
        }
        rest = &rest[i + 3..];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unit_names_prefer_the_locale_over_the_root() {
        // en's core volume units are the US ones; liter is in its extended data, and
        // the root's ` l` must not win.
        let l = Locale::try_from_str("en-US-u-nu-latn").unwrap();
        let rules = PluralRules::try_new_cardinal(PluralRulesPreferences::from(&l)).unwrap();
        let names = |w: &str| {
            let n = unit_names("liter", w, &DataLocale::from(&l)).unwrap();
            let p = n.get().get(PluralOperands::from(1u32), &rules);
            p.iter()
                .filter_map(|i| match i {
                    PatternItem::Literal(s) => Some(s.to_string()),
                    PatternItem::Placeholder(_) => None,
                })
                .collect::<String>()
        };
        assert_eq!(names("long"), " liter");
        assert_eq!(names("short"), " L");
    }
}
