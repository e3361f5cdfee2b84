//! The number operations ECMA-402 shares between NumberFormat and PluralRules: reading
//! the digit options (SetNumberFormatDigitOptions) and rounding a number as they say
//! (FormatNumericToString), on fixed_decimal's `Decimal`.

use cairn_gc::Handle;
use fixed_decimal::UnsignedRoundingMode;
use fixed_decimal::{Decimal, FloatPrecision, RoundingIncrement, SignedRoundingMode};

use super::options::{default_number_option, get_enum, get_number, read};
use crate::object::JsObject;
use crate::object::slots::intl::{DigitOptions, Notation, RoundingMode, RoundingType};
use crate::vm::{JsResult, Vm};

/// The values of the `roundingMode` option, in the order of [`RoundingMode`].
pub(crate) const ROUNDING_MODES: [&str; 9] = [
    "ceil",
    "floor",
    "expand",
    "trunc",
    "halfCeil",
    "halfFloor",
    "halfExpand",
    "halfTrunc",
    "halfEven",
];

/// The values `roundingIncrement` may take (ECMA-402 sec-setnfdigitoptions step 8).
const INCREMENTS: [u16; 15] = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000];

/// The name of a rounding mode.
pub(crate) fn rounding_mode_name(mode: RoundingMode) -> &'static str {
    ROUNDING_MODES[mode as usize]
}

/// SetNumberFormatDigitOptions (ECMA-402 sec-setnfdigitoptions): the digit options of
/// `options` in the spec's order of reads, with the defaults `mnfd_default` and
/// `mxfd_default` for the fraction digits.
pub(crate) fn set_digit_options(
    vm: &mut Vm,
    options: Option<Handle<JsObject>>,
    mnfd_default: u8,
    mut mxfd_default: u8,
    notation: Notation,
) -> JsResult<DigitOptions> {
    let mnid = get_number(vm, options, "minimumIntegerDigits", 1, 21)?.unwrap_or(1);
    let mnfd = read(vm, options, "minimumFractionDigits")?;
    let mxfd = read(vm, options, "maximumFractionDigits")?;
    let mnsd = read(vm, options, "minimumSignificantDigits")?;
    let mxsd = read(vm, options, "maximumSignificantDigits")?;
    let increment = get_number(vm, options, "roundingIncrement", 1, 5000)?.unwrap_or(1);
    let Some(&increment) = INCREMENTS.iter().find(|&&i| u32::from(i) == increment) else {
        return Err(
            vm.range_error("Intl: roundingIncrement must be 1, 2, 5, 10, 20, 25, 50, ... or 5000")
        );
    };
    let mode = get_enum(vm, options, "roundingMode", &ROUNDING_MODES, 6)?;
    let rounding_mode = [
        RoundingMode::Ceil,
        RoundingMode::Floor,
        RoundingMode::Expand,
        RoundingMode::Trunc,
        RoundingMode::HalfCeil,
        RoundingMode::HalfFloor,
        RoundingMode::HalfExpand,
        RoundingMode::HalfTrunc,
        RoundingMode::HalfEven,
    ][mode];
    let priority =
        get_enum(vm, options, "roundingPriority", &["auto", "morePrecision", "lessPrecision"], 0)?;
    let strip_if_integer =
        get_enum(vm, options, "trailingZeroDisplay", &["auto", "stripIfInteger"], 0)? == 1;
    if increment != 1 {
        mxfd_default = mnfd_default;
    }
    let has_sd = !mnsd.is_undefined() || !mxsd.is_undefined();
    let has_fd = !mnfd.is_undefined() || !mxfd.is_undefined();
    let (mut need_sd, mut need_fd) = (true, true);
    if priority == 0 {
        need_sd = has_sd;
        if need_sd || (!has_fd && matches!(notation, Notation::Compact { .. })) {
            need_fd = false;
        }
    }
    let mut significant_digits = None;
    if need_sd {
        significant_digits = Some(if has_sd {
            let min =
                default_number_option(vm, mnsd, 1, 21, "minimumSignificantDigits")?.unwrap_or(1);
            let max =
                default_number_option(vm, mxsd, min, 21, "maximumSignificantDigits")?.unwrap_or(21);
            (min as u8, max as u8)
        } else {
            (1, 21)
        });
    }
    let mut fraction_digits = None;
    if need_fd {
        fraction_digits = Some(if has_fd {
            let min = default_number_option(vm, mnfd, 0, 100, "minimumFractionDigits")?;
            let max = default_number_option(vm, mxfd, 0, 100, "maximumFractionDigits")?;
            match (min, max) {
                (None, Some(max)) => ((mnfd_default as u32).min(max) as u8, max as u8),
                (Some(min), None) => (min as u8, (mxfd_default as u32).max(min) as u8),
                (Some(min), Some(max)) if min > max => {
                    return Err(vm.range_error(
                        "Intl: minimumFractionDigits is more than maximumFractionDigits",
                    ));
                }
                (Some(min), Some(max)) => (min as u8, max as u8),
                (None, None) => (mnfd_default, mxfd_default),
            }
        } else {
            (mnfd_default, mxfd_default)
        });
    }
    let (rounding_type, priority_auto) = if !need_sd && !need_fd {
        fraction_digits = Some((0, 0));
        significant_digits = Some((1, 2));
        (RoundingType::MorePrecision, false)
    } else {
        match priority {
            0 if need_sd => (RoundingType::SignificantDigits, true),
            0 => (RoundingType::FractionDigits, true),
            1 => (RoundingType::MorePrecision, false),
            _ => (RoundingType::LessPrecision, false),
        }
    };
    if increment != 1 {
        if rounding_type != RoundingType::FractionDigits {
            return Err(vm.type_error("Intl: roundingIncrement needs fraction digits rounding"));
        }
        if let Some((min, max)) = fraction_digits
            && min != max
        {
            return Err(vm.range_error(
                "Intl: roundingIncrement needs equal minimum and maximum fraction digits",
            ));
        }
    }
    Ok(DigitOptions {
        minimum_integer_digits: mnid as u8,
        fraction_digits,
        significant_digits,
        rounding_type,
        priority_auto,
        rounding_increment: increment,
        rounding_mode,
        strip_if_integer,
    })
}

/// fixed_decimal's mode for a [[RoundingMode]].
fn signed_mode(mode: RoundingMode) -> SignedRoundingMode {
    use SignedRoundingMode as S;
    use UnsignedRoundingMode as U;
    match mode {
        RoundingMode::Ceil => S::Ceil,
        RoundingMode::Floor => S::Floor,
        RoundingMode::Expand => S::Unsigned(U::Expand),
        RoundingMode::Trunc => S::Unsigned(U::Trunc),
        RoundingMode::HalfCeil => S::HalfCeil,
        RoundingMode::HalfFloor => S::HalfFloor,
        RoundingMode::HalfExpand => S::Unsigned(U::HalfExpand),
        RoundingMode::HalfTrunc => S::Unsigned(U::HalfTrunc),
        RoundingMode::HalfEven => S::Unsigned(U::HalfEven),
    }
}

/// The exact decimal value of a finite double, shortest round-trip digits (what
/// Number::toString writes).
pub(crate) fn decimal_of(x: f64) -> Decimal {
    Decimal::try_from_f64(x, FloatPrecision::RoundTrip).unwrap_or_default()
}

/// ToRawPrecision (ECMA-402 sec-torawprecision): `d` rounded to `max` significant digits
/// and padded to `min`; returns the rounding magnitude.
fn to_raw_precision(d: &mut Decimal, (min, max): (u8, u8), mode: RoundingMode) -> i16 {
    let magnitude = if d.absolute.is_zero() { 0 } else { d.absolute.nonzero_magnitude_start() };
    let position = magnitude - i16::from(max) + 1;
    d.round_with_mode(position, signed_mode(mode));
    d.absolute.trim_end();
    let magnitude = if d.absolute.is_zero() { 0 } else { d.absolute.nonzero_magnitude_start() };
    d.absolute.pad_end(magnitude - i16::from(min) + 1);
    position
}

/// ToRawFixed (ECMA-402 sec-torawfixed): `d` rounded to `max` fraction digits (in steps
/// of `increment`) and padded to `min`; returns the rounding magnitude.
fn to_raw_fixed(d: &mut Decimal, (min, max): (u8, u8), increment: u16, mode: RoundingMode) -> i16 {
    let position = -i16::from(max);
    // increment = k × 10^j with k one of 1, 2, 5 and 25.
    let (mut k, mut j) = (increment, 0i16);
    while k >= 10 && k % 10 == 0 {
        k /= 10;
        j += 1;
    }
    let step = match k {
        2 => RoundingIncrement::MultiplesOf2,
        5 => RoundingIncrement::MultiplesOf5,
        25 => RoundingIncrement::MultiplesOf25,
        _ => RoundingIncrement::MultiplesOf1,
    };
    d.round_with_mode_and_increment(position + j, signed_mode(mode), step);
    d.absolute.trim_end();
    d.absolute.pad_end(-i16::from(min));
    position
}

/// FormatNumericToString (ECMA-402 sec-formatnumberstring) of finite `x` (already scaled
/// by the exponent of its notation): the rounded decimal, with its integer digits padded.
pub(crate) fn format_numeric(digits: &DigitOptions, x: f64) -> Decimal {
    format_decimal(digits, decimal_of(x))
}

/// FormatNumericToString (ECMA-402 sec-formatnumberstring) of an exact decimal (a
/// BigInt's or a string's mathematical value, already scaled).
pub(crate) fn format_decimal(digits: &DigitOptions, base: Decimal) -> Decimal {
    let fraction = digits.fraction_digits.unwrap_or((0, 0));
    let significant = digits.significant_digits.unwrap_or((1, 21));
    let mode = digits.rounding_mode;
    let mut d = match digits.rounding_type {
        RoundingType::SignificantDigits => {
            let mut d = base;
            to_raw_precision(&mut d, significant, mode);
            d
        }
        RoundingType::FractionDigits => {
            let mut d = base;
            to_raw_fixed(&mut d, fraction, digits.rounding_increment, mode);
            d
        }
        RoundingType::MorePrecision | RoundingType::LessPrecision => {
            let (mut s, mut f) = (base.clone(), base);
            let s_magnitude = to_raw_precision(&mut s, significant, mode);
            let f_magnitude = to_raw_fixed(&mut f, fraction, digits.rounding_increment, mode);
            let more = digits.rounding_type == RoundingType::MorePrecision;
            if (s_magnitude <= f_magnitude) == more { s } else { f }
        }
    };
    if digits.strip_if_integer {
        d.absolute.trim_end_if_integer();
    }
    d.absolute.pad_start(i16::from(digits.minimum_integer_digits));
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    fn digits(
        fraction: Option<(u8, u8)>,
        significant: Option<(u8, u8)>,
        t: RoundingType,
    ) -> DigitOptions {
        DigitOptions {
            minimum_integer_digits: 1,
            fraction_digits: fraction,
            significant_digits: significant,
            rounding_type: t,
            priority_auto: true,
            rounding_increment: 1,
            rounding_mode: RoundingMode::HalfExpand,
            strip_if_integer: false,
        }
    }

    #[test]
    fn rounds_by_fraction_and_significant_digits() {
        let f = digits(Some((0, 3)), None, RoundingType::FractionDigits);
        assert_eq!(format_numeric(&f, 1.0005).to_string(), "1.001");
        assert_eq!(format_numeric(&f, 2.5).to_string(), "2.5");
        let f = digits(Some((2, 2)), None, RoundingType::FractionDigits);
        assert_eq!(format_numeric(&f, 1.0).to_string(), "1.00");
        let s = digits(None, Some((1, 2)), RoundingType::SignificantDigits);
        assert_eq!(format_numeric(&s, 1234.0).to_string(), "1200");
        assert_eq!(format_numeric(&s, 0.000999).to_string(), "0.001");
        let mut inc = digits(Some((2, 2)), None, RoundingType::FractionDigits);
        inc.rounding_increment = 25;
        assert_eq!(format_numeric(&inc, 1.13).to_string(), "1.25");
    }
}
