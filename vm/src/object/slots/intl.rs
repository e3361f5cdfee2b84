//! The internal slots of the ECMA-402 objects (builtins/intl): each object's resolved
//! locale and options as plain data.
//!
//! Nothing here names an ICU4X type, so the object model is the same with and without
//! the `intl` feature; the builtins build the ICU4X formatter from these slots when a
//! method needs it.

use crate::value::Value;

/// The slots of an ECMA-402 object, one variant per class.
#[derive(Clone, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub enum Intl {
    /// Intl.Locale ([[InitializedLocale]]): [[Locale]], the canonical tag; the other
    /// slots ([[Calendar]], [[Numeric]], ...) are read from its `-u-` extension.
    Locale(Box<str>),
    /// Intl.Collator ([[InitializedCollator]]).
    Collator(Collator),
    /// Intl.PluralRules ([[InitializedPluralRules]]).
    PluralRules(PluralRules),
    /// Intl.NumberFormat ([[InitializedNumberFormat]]).
    NumberFormat(Box<NumberFormat>),
    /// Intl.ListFormat ([[InitializedListFormat]]).
    ListFormat(ListFormat),
    /// Intl.Segmenter ([[InitializedSegmenter]]).
    Segmenter(Segmenter),
    /// A %Segments% object of `Intl.Segmenter.prototype.segment`.
    Segments(Segments),
    /// A %SegmentIterator% of a %Segments% object.
    SegmentIterator(SegmentIterator),
    /// Intl.DisplayNames ([[InitializedDisplayNames]]).
    DisplayNames(DisplayNames),
    /// Intl.DateTimeFormat ([[InitializedDateTimeFormat]]).
    DateTimeFormat(Box<DateTimeFormat>),
    /// Intl.RelativeTimeFormat ([[InitializedRelativeTimeFormat]]).
    RelativeTimeFormat(RelativeTimeFormat),
    /// Intl.DurationFormat ([[InitializedDurationFormat]]).
    DurationFormat(Box<DurationFormat>),
}

impl Intl {
    /// The heap values the slots hold (the bound `compare` function, a segmented string).
    pub(crate) fn values(&self) -> impl Iterator<Item = Value> {
        let bound = match self {
            Intl::Collator(c) => c.bound_compare,
            Intl::NumberFormat(n) => n.bound_format,
            Intl::DateTimeFormat(d) => d.bound_format,
            Intl::Segments(s) => s.string,
            Intl::SegmentIterator(i) => i.string,
            Intl::Locale(_)
            | Intl::PluralRules(_)
            | Intl::ListFormat(_)
            | Intl::Segmenter(_)
            | Intl::DisplayNames(_)
            | Intl::RelativeTimeFormat(_)
            | Intl::DurationFormat(_) => Value::UNDEFINED,
        };
        std::iter::once(bound)
    }
}

/// The [[Usage]] of a Collator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub enum Usage {
    /// "sort"
    Sort,
    /// "search"
    Search,
}

/// The [[Sensitivity]] of a Collator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub enum Sensitivity {
    /// "base": letters differ, accents and case do not.
    Base,
    /// "accent": letters and accents differ.
    Accent,
    /// "case": letters and case differ.
    Case,
    /// "variant": everything differs.
    Variant,
}

/// The [[CaseFirst]] of a Collator (UTS 35's `kf`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub enum CaseFirst {
    /// "upper"
    Upper,
    /// "lower"
    Lower,
    /// "false": the locale's tertiary order.
    False,
}

/// The slots of an Intl.Collator (ECMA-402 sec-intl-collator-constructor).
#[derive(Clone, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub struct Collator {
    /// [[Locale]]: the resolved tag, with the `-u-` keywords the collator honours.
    pub locale: Box<str>,
    /// [[Usage]].
    pub usage: Usage,
    /// [[Sensitivity]].
    pub sensitivity: Sensitivity,
    /// [[IgnorePunctuation]].
    pub ignore_punctuation: bool,
    /// [[Collation]] ("default" or a `co` value the locale has).
    pub collation: Box<str>,
    /// [[Numeric]].
    pub numeric: bool,
    /// [[CaseFirst]].
    pub case_first: CaseFirst,
    /// [[BoundCompare]]: undefined until `compare` is first read.
    pub bound_compare: Value,
}

/// The [[Type]] of a PluralRules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub enum PluralType {
    /// "cardinal": one apple, two apples.
    Cardinal,
    /// "ordinal": 1st, 2nd.
    Ordinal,
}

/// [[Notation]] of a number format or plural rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, cairn_codec::Encode, cairn_codec::Decode)]
pub enum Notation {
    /// "standard"
    Standard,
    /// "scientific"
    Scientific,
    /// "engineering"
    Engineering,
    /// "compact", with [[CompactDisplay]] "long" when the flag is set, else "short".
    Compact {
        /// [[CompactDisplay]] is "long".
        long: bool,
    },
}

/// [[RoundingType]] of SetNumberFormatDigitOptions (ECMA-402 sec-setnfdigitoptions).
#[derive(Clone, Copy, Debug, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub enum RoundingType {
    /// Fraction digits only.
    FractionDigits,
    /// Significant digits only.
    SignificantDigits,
    /// Both; the result with more precision wins.
    MorePrecision,
    /// Both; the result with less precision wins.
    LessPrecision,
}

/// [[RoundingMode]] (ECMA-402 table "Rounding modes in Intl.NumberFormat").
#[derive(Clone, Copy, Debug, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub enum RoundingMode {
    /// "ceil": toward +∞.
    Ceil,
    /// "floor": toward -∞.
    Floor,
    /// "expand": away from 0.
    Expand,
    /// "trunc": toward 0.
    Trunc,
    /// "halfCeil": ties toward +∞.
    HalfCeil,
    /// "halfFloor": ties toward -∞.
    HalfFloor,
    /// "halfExpand": ties away from 0 (the default).
    HalfExpand,
    /// "halfTrunc": ties toward 0.
    HalfTrunc,
    /// "halfEven": ties to an even digit.
    HalfEven,
}

/// The digit options of a number format or plural rules (ECMA-402
/// sec-setnfdigitoptions); the counts are in range (checked when read).
#[derive(Clone, Copy, Debug, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub struct DigitOptions {
    /// [[MinimumIntegerDigits]] (1 to 21).
    pub minimum_integer_digits: u8,
    /// [[MinimumFractionDigits]] and [[MaximumFractionDigits]] (0 to 100), when used.
    pub fraction_digits: Option<(u8, u8)>,
    /// [[MinimumSignificantDigits]] and [[MaximumSignificantDigits]] (1 to 21), when used.
    pub significant_digits: Option<(u8, u8)>,
    /// [[RoundingType]].
    pub rounding_type: RoundingType,
    /// [[ComputedRoundingPriority]] is "auto".
    pub priority_auto: bool,
    /// [[RoundingIncrement]] (1, 2, 5, 10, 20, 25, 50, ... 5000).
    pub rounding_increment: u16,
    /// [[RoundingMode]].
    pub rounding_mode: RoundingMode,
    /// [[TrailingZeroDisplay]] is "stripIfInteger".
    pub strip_if_integer: bool,
}

/// The slots of an Intl.PluralRules (ECMA-402 sec-intl-pluralrules-constructor).
#[derive(Clone, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub struct PluralRules {
    /// [[Locale]].
    pub locale: Box<str>,
    /// [[Type]].
    pub kind: PluralType,
    /// [[Notation]] and [[CompactDisplay]].
    pub notation: Notation,
    /// The digit options.
    pub digits: DigitOptions,
}

/// The [[Style]] of a NumberFormat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, cairn_codec::Encode, cairn_codec::Decode)]
pub enum NumberStyle {
    /// "decimal"
    Decimal,
    /// "percent": the number × 100 with the locale's percent pattern.
    Percent,
    /// "currency": [[Currency]] with [[CurrencyDisplay]] and [[CurrencySign]].
    Currency,
    /// "unit": [[Unit]] with [[UnitDisplay]].
    Unit,
}

/// The [[CurrencyDisplay]] of a NumberFormat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, cairn_codec::Encode, cairn_codec::Decode)]
pub enum CurrencyDisplay {
    /// "code": `USD`.
    Code,
    /// "symbol": `$` or `US$`, as the locale writes it.
    Symbol,
    /// "narrowSymbol": `$`.
    NarrowSymbol,
    /// "name": `US dollars`.
    Name,
}

/// The [[UnitDisplay]] of a NumberFormat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, cairn_codec::Encode, cairn_codec::Decode)]
pub enum UnitDisplay {
    /// "short": `5 km`.
    Short,
    /// "narrow": `5km`.
    Narrow,
    /// "long": `5 kilometers`.
    Long,
}

/// The [[UseGrouping]] of a NumberFormat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, cairn_codec::Encode, cairn_codec::Decode)]
pub enum Grouping {
    /// "always"
    Always,
    /// "auto": the locale's preference.
    Auto,
    /// "min2": only with at least two digits in the highest group.
    Min2,
    /// false
    Never,
}

/// The [[SignDisplay]] of a NumberFormat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, cairn_codec::Encode, cairn_codec::Decode)]
pub enum SignDisplay {
    /// "auto": a sign on negative numbers, -0 included.
    Auto,
    /// "never"
    Never,
    /// "always"
    Always,
    /// "exceptZero": a sign on every number but zero.
    ExceptZero,
    /// "negative": a sign on negative numbers, -0 excluded.
    Negative,
}

/// The slots of an Intl.NumberFormat (ECMA-402 sec-intl-numberformat-constructor).
#[derive(Clone, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub struct NumberFormat {
    /// [[Locale]].
    pub locale: Box<str>,
    /// [[NumberingSystem]].
    pub numbering_system: Box<str>,
    /// [[Style]].
    pub style: NumberStyle,
    /// [[Currency]] (upper case; empty unless the style is "currency").
    pub currency: Box<str>,
    /// [[CurrencyDisplay]].
    pub currency_display: CurrencyDisplay,
    /// [[CurrencySign]] is "accounting".
    pub accounting: bool,
    /// [[Unit]] (empty unless the style is "unit").
    pub unit: Box<str>,
    /// [[UnitDisplay]].
    pub unit_display: UnitDisplay,
    /// [[Notation]] and [[CompactDisplay]].
    pub notation: Notation,
    /// The digit options.
    pub digits: DigitOptions,
    /// [[UseGrouping]].
    pub use_grouping: Grouping,
    /// [[SignDisplay]].
    pub sign_display: SignDisplay,
    /// [[BoundFormat]]: undefined until `format` is first read.
    pub bound_format: Value,
}

/// The [[Type]] of a ListFormat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub enum ListType {
    /// "conjunction": a, b, and c.
    Conjunction,
    /// "disjunction": a, b, or c.
    Disjunction,
    /// "unit": a, b, c.
    Unit,
}

/// The [[Style]] of a ListFormat or DisplayNames.
#[derive(Clone, Copy, Debug, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub enum TextStyle {
    /// "long"
    Long,
    /// "short"
    Short,
    /// "narrow"
    Narrow,
}

/// The slots of an Intl.ListFormat (ECMA-402 sec-intl-listformat-constructor).
#[derive(Clone, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub struct ListFormat {
    /// [[Locale]].
    pub locale: Box<str>,
    /// [[Type]].
    pub kind: ListType,
    /// [[Style]].
    pub style: TextStyle,
}

/// The [[SegmenterGranularity]] of a Segmenter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub enum Granularity {
    /// "grapheme": user-perceived characters.
    Grapheme,
    /// "word"
    Word,
    /// "sentence"
    Sentence,
}

/// The slots of an Intl.Segmenter (ECMA-402 sec-intl-segmenter-constructor).
#[derive(Clone, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub struct Segmenter {
    /// [[Locale]].
    pub locale: Box<str>,
    /// [[SegmenterGranularity]].
    pub granularity: Granularity,
}

/// The slots of a %Segments% object (ECMA-402 sec-segments-objects): the segmenter's
/// slots (they never change) stand for [[SegmentsSegmenter]].
#[derive(Clone, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub struct Segments {
    /// [[SegmentsSegmenter]].
    pub segmenter: Segmenter,
    /// [[SegmentsString]]: a string value.
    pub string: Value,
}

/// The slots of a %SegmentIterator% (ECMA-402 sec-segment-iterator-objects): the
/// position, not an ICU4X iterator, so that it survives dumps.
#[derive(Clone, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub struct SegmentIterator {
    /// [[IteratingSegmenter]].
    pub segmenter: Segmenter,
    /// [[IteratedString]]: a string value.
    pub string: Value,
    /// [[IteratedStringNextSegmentCodeUnitIndex]].
    pub position: u32,
}

/// The [[Type]] of a DisplayNames.
#[derive(Clone, Copy, Debug, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub enum DisplayType {
    /// "language"
    Language,
    /// "region"
    Region,
    /// "script"
    Script,
    /// "currency"
    Currency,
    /// "calendar"
    Calendar,
    /// "dateTimeField"
    DateTimeField,
}

/// The slots of an Intl.DisplayNames (ECMA-402 sec-intl-displaynames-constructor).
#[derive(Clone, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub struct DisplayNames {
    /// [[Locale]].
    pub locale: Box<str>,
    /// [[Style]].
    pub style: TextStyle,
    /// [[Type]].
    pub kind: DisplayType,
    /// [[Fallback]] is "code" (else "none").
    pub fallback_code: bool,
    /// [[LanguageDisplay]] is "standard" (else "dialect"); meaningful for "language".
    pub language_standard: bool,
}

/// The width of a text field of a DateTimeFormat (weekday, era, dayPeriod).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, cairn_codec::Encode, cairn_codec::Decode)]
pub enum TextWidth {
    /// "narrow"
    Narrow,
    /// "short"
    Short,
    /// "long"
    Long,
}

/// The style of a numeric field of a DateTimeFormat (year, day, hour, minute, second).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, cairn_codec::Encode, cairn_codec::Decode)]
pub enum Digits {
    /// "numeric"
    Numeric,
    /// "2-digit"
    TwoDigit,
}

/// The [[Month]] of a DateTimeFormat: numeric or text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, cairn_codec::Encode, cairn_codec::Decode)]
pub enum MonthStyle {
    /// "numeric" or "2-digit"
    Number(Digits),
    /// "narrow", "short" or "long"
    Text(TextWidth),
}

/// The [[TimeZoneName]] of a DateTimeFormat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, cairn_codec::Encode, cairn_codec::Decode)]
pub enum ZoneNameStyle {
    /// "short": `PST`.
    Short,
    /// "long": `Pacific Standard Time`.
    Long,
    /// "shortOffset": `GMT-8`.
    ShortOffset,
    /// "longOffset": `GMT-08:00`.
    LongOffset,
    /// "shortGeneric": `PT`.
    ShortGeneric,
    /// "longGeneric": `Pacific Time`.
    LongGeneric,
}

/// A [[DateStyle]] or [[TimeStyle]] of a DateTimeFormat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, cairn_codec::Encode, cairn_codec::Decode)]
pub enum DateTimeStyle {
    /// "full"
    Full,
    /// "long"
    Long,
    /// "medium"
    Medium,
    /// "short"
    Short,
}

/// The [[HourCycle]] of a DateTimeFormat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, cairn_codec::Encode, cairn_codec::Decode)]
pub enum HourCycle {
    /// "h11": 0-11.
    H11,
    /// "h12": 1-12.
    H12,
    /// "h23": 0-23.
    H23,
    /// "h24": 1-24.
    H24,
}

/// The date-time components of a DateTimeFormat (ECMA-402 table "Components of date
/// and time formats"), each absent unless the format shows it.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, cairn_codec::Encode, cairn_codec::Decode,
)]
pub struct DateTimeComponents {
    /// [[Weekday]].
    pub weekday: Option<TextWidth>,
    /// [[Era]].
    pub era: Option<TextWidth>,
    /// [[Year]].
    pub year: Option<Digits>,
    /// [[Month]].
    pub month: Option<MonthStyle>,
    /// [[Day]].
    pub day: Option<Digits>,
    /// [[DayPeriod]].
    pub day_period: Option<TextWidth>,
    /// [[Hour]].
    pub hour: Option<Digits>,
    /// [[Minute]].
    pub minute: Option<Digits>,
    /// [[Second]].
    pub second: Option<Digits>,
    /// [[FractionalSecondDigits]]: 1 to 3.
    pub fractional_second_digits: Option<u8>,
    /// [[TimeZoneName]].
    pub time_zone_name: Option<ZoneNameStyle>,
}

/// Which fields of a dateStyle/timeStyle format a Temporal type keeps (the Temporal
/// proposal's AdjustDateTimeStyleFormat with its allowed options).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, cairn_codec::Encode, cairn_codec::Decode)]
pub enum StyleFields {
    /// Every field of the styles (Date and Instant).
    All,
    /// weekday, era, year, month, day (PlainDate).
    Date,
    /// era, year, month (PlainYearMonth).
    YearMonth,
    /// month, day (PlainMonthDay).
    MonthDay,
    /// dayPeriod, hour, minute, second, fractionalSecondDigits (PlainTime).
    Time,
    /// The date and time fields, without the time zone name (PlainDateTime).
    DateTime,
}

/// A DateTime Format Record (ECMA-402 sec-datetimeformat-abstracts): the fields one
/// kind of value is formatted with, as components or as styles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, cairn_codec::Encode, cairn_codec::Decode)]
pub enum DateTimeFormatRecord {
    /// The components the format matcher is given.
    Components(DateTimeComponents),
    /// dateStyle and timeStyle, cut to some of their fields.
    Styles {
        /// [[DateStyle]].
        date: Option<DateTimeStyle>,
        /// [[TimeStyle]].
        time: Option<DateTimeStyle>,
        /// The fields kept.
        fields: StyleFields,
    },
}

/// The formats of the Temporal types in a DateTimeFormat; `None` is the spec's null
/// (formatting a value of that type is a TypeError).
#[derive(Clone, Copy, Debug, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub struct TemporalFormats {
    /// [[TemporalPlainDateFormat]].
    pub plain_date: Option<DateTimeFormatRecord>,
    /// [[TemporalPlainYearMonthFormat]].
    pub plain_year_month: Option<DateTimeFormatRecord>,
    /// [[TemporalPlainMonthDayFormat]].
    pub plain_month_day: Option<DateTimeFormatRecord>,
    /// [[TemporalPlainTimeFormat]].
    pub plain_time: Option<DateTimeFormatRecord>,
    /// [[TemporalPlainDateTimeFormat]].
    pub plain_date_time: DateTimeFormatRecord,
    /// [[TemporalInstantFormat]].
    pub instant: DateTimeFormatRecord,
}

/// The slots of an Intl.DateTimeFormat (ECMA-402 sec-intl-datetimeformat-constructor).
#[derive(Clone, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub struct DateTimeFormat {
    /// [[Locale]].
    pub locale: Box<str>,
    /// [[Calendar]] (a BCP 47 calendar type, `gregory`).
    pub calendar: Box<str>,
    /// [[NumberingSystem]].
    pub numbering_system: Box<str>,
    /// [[TimeZone]]: an IANA name as the data spells it, or an offset `+01:00`.
    pub time_zone: Box<str>,
    /// [[HourCycle]]: resolved for every format (the Temporal types' formats may show
    /// the hour where [[DateTimeFormat]] does not); resolvedOptions reports it only when
    /// [[DateTimeFormat]] shows the hour.
    pub hour_cycle: HourCycle,
    /// The components of [[DateTimeFormat]], when no style was asked for.
    pub components: DateTimeComponents,
    /// [[DateStyle]].
    pub date_style: Option<DateTimeStyle>,
    /// [[TimeStyle]].
    pub time_style: Option<DateTimeStyle>,
    /// The formats of the Temporal types (the Temporal proposal's
    /// [[TemporalPlainDateFormat]] and the rest).
    pub temporal: TemporalFormats,
    /// [[BoundFormat]]: undefined until `format` is first read.
    pub bound_format: Value,
}

/// The slots of an Intl.RelativeTimeFormat (ECMA-402 sec-intl.relativetimeformat); the
/// [[NumberFormat]] and [[PluralRules]] it makes are the default ones of [[Locale]] with
/// [[NumberingSystem]], so they are not kept.
#[derive(Clone, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub struct RelativeTimeFormat {
    /// [[Locale]].
    pub locale: Box<str>,
    /// [[NumberingSystem]].
    pub numbering_system: Box<str>,
    /// [[Style]].
    pub style: TextStyle,
    /// [[Numeric]] is "auto" (else "always").
    pub numeric_auto: bool,
}

/// The [[Style]] of one unit of a DurationFormat (a Duration Unit Options Record's).
#[derive(Clone, Copy, Debug, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub enum DurationUnitStyle {
    /// "long"
    Long,
    /// "short"
    Short,
    /// "narrow"
    Narrow,
    /// "numeric"
    Numeric,
    /// "2-digit"
    TwoDigit,
    /// "fractional" (milliseconds, microseconds, nanoseconds only).
    Fractional,
}

/// A Duration Unit Options Record (ECMA-402 sec-durationformat-unit-options-records).
#[derive(Clone, Copy, Debug, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub struct DurationUnitOptions {
    /// [[Style]].
    pub style: DurationUnitStyle,
    /// [[Display]] is "always" (else "auto").
    pub always: bool,
}

/// The [[Style]] of a DurationFormat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, cairn_codec::Encode, cairn_codec::Decode)]
pub enum DurationStyle {
    /// "long"
    Long,
    /// "short"
    Short,
    /// "narrow"
    Narrow,
    /// "digital"
    Digital,
}

/// The slots of an Intl.DurationFormat (ECMA-402 sec-intl-durationformat-constructor).
#[derive(Clone, Debug, cairn_codec::Encode, cairn_codec::Decode)]
pub struct DurationFormat {
    /// [[Locale]].
    pub locale: Box<str>,
    /// [[NumberingSystem]].
    pub numbering_system: Box<str>,
    /// [[Style]].
    pub style: DurationStyle,
    /// [[YearsOptions]] to [[NanosecondsOptions]], largest unit first.
    pub units: [DurationUnitOptions; 10],
    /// [[HourMinuteSeparator]].
    pub hour_minute_separator: Box<str>,
    /// [[MinuteSecondSeparator]].
    pub minute_second_separator: Box<str>,
    /// [[FractionalDigits]] (0 to 9), or undefined.
    pub fractional_digits: Option<u8>,
}
