//! Reading Temporal options objects (the proposal's GetOptionsObject, GetOption and the
//! Get…Option operations built on it). Each read is a `[[Get]]` that user code can
//! observe, so callers read in the order their spec algorithm does.

use core::str::FromStr;

use cairn_gc::Handle;
use temporal_rs::options::{RoundingIncrement, Unit};
use temporal_rs::parsers::Precision;

use super::get;
use crate::object::JsObject;
use crate::value::Value;
use crate::vm::{JsResult, Vm};

/// GetOptionsObject: undefined is no options, an object is itself, anything else is a
/// TypeError.
pub(crate) fn get_options_object(vm: &mut Vm, v: Value) -> JsResult<Option<Handle<JsObject>>> {
    if v.is_undefined() {
        return Ok(None);
    }
    match v.as_object() {
        Some(o) => Ok(Some(o)),
        None => Err(vm.type_error("Temporal: the options argument must be an object")),
    }
}

/// GetOption for a string-valued option: undefined when absent, else ToString.
pub(crate) fn get_string(
    vm: &mut Vm,
    options: Option<Handle<JsObject>>,
    name: &str,
) -> JsResult<Option<String>> {
    let Some(o) = options else { return Ok(None) };
    let v = get(vm, o, name)?;
    if v.is_undefined() {
        return Ok(None);
    }
    let s = vm.to_string(v)?;
    Ok(Some(vm.rust_string(s)))
}

/// GetOption for an option whose values are the names of temporal_rs enum `T`: a
/// RangeError for any other string.
pub(crate) fn get_enum<T: FromStr>(
    vm: &mut Vm,
    options: Option<Handle<JsObject>>,
    name: &str,
) -> JsResult<Option<T>> {
    let Some(s) = get_string(vm, options, name)? else { return Ok(None) };
    match T::from_str(&s) {
        Ok(v) => Ok(Some(v)),
        Err(_) => Err(not_valid(vm, &s, name)),
    }
}

/// The RangeError of [`get_enum`], outside it so that its copies per `T` stay small.
#[cold]
#[inline(never)]
fn not_valid(vm: &mut Vm, s: &str, name: &str) -> crate::vm::Throw {
    vm.range_error(&format!("Temporal: {s} is not a valid value for {name}"))
}

/// GetTemporalUnitValuedOption: a unit name, singular or plural (`auto` only where
/// `allow_auto`); the unit group is checked by the caller after every option is read.
pub(crate) fn get_unit(
    vm: &mut Vm,
    options: Option<Handle<JsObject>>,
    name: &str,
    allow_auto: bool,
) -> JsResult<Option<Unit>> {
    let Some(s) = get_string(vm, options, name)? else { return Ok(None) };
    match Unit::from_str(&s) {
        Ok(Unit::Auto) if !allow_auto => {
            Err(vm.range_error(&format!("Temporal: auto is not a valid value for {name}")))
        }
        Ok(u) => Ok(Some(u)),
        Err(_) => Err(vm.range_error(&format!("Temporal: {s} is not a valid value for {name}"))),
    }
}

/// GetRoundingIncrementOption: an integer from 1 to 10⁹ after truncation.
pub(crate) fn get_rounding_increment(
    vm: &mut Vm,
    options: Option<Handle<JsObject>>,
) -> JsResult<Option<RoundingIncrement>> {
    let Some(o) = options else { return Ok(None) };
    let v = get(vm, o, "roundingIncrement")?;
    if v.is_undefined() {
        return Ok(None);
    }
    let n = super::to_integer_with_truncation(vm, v)?;
    if !(1.0..=1e9).contains(&n) {
        return Err(vm.range_error("Temporal: roundingIncrement must be from 1 to 1e9"));
    }
    super::check(vm, RoundingIncrement::try_new(n as u32)).map(Some)
}

/// GetTemporalFractionalSecondDigitsOption: `auto` or an integer from 0 to 9 (floored).
pub(crate) fn get_fractional_second_digits(
    vm: &mut Vm,
    options: Option<Handle<JsObject>>,
) -> JsResult<Precision> {
    let Some(o) = options else { return Ok(Precision::Auto) };
    let v = get(vm, o, "fractionalSecondDigits")?;
    if v.is_undefined() {
        return Ok(Precision::Auto);
    }
    let Some(n) = v.as_number() else {
        let s = vm.to_string(v)?;
        if vm.rust_string(s) == "auto" {
            return Ok(Precision::Auto);
        }
        return Err(vm.range_error("Temporal: fractionalSecondDigits must be auto or 0 to 9"));
    };
    if !n.is_finite() {
        return Err(vm.range_error("Temporal: fractionalSecondDigits must be auto or 0 to 9"));
    }
    let digits = n.floor();
    if !(0.0..=9.0).contains(&digits) {
        return Err(vm.range_error("Temporal: fractionalSecondDigits must be auto or 0 to 9"));
    }
    Ok(Precision::Digit(digits as u8))
}
