//! Time values (ECMA-262 sec-time-values-and-time-range): the range and TimeClip, which
//! Date, Temporal's conversions and the image's check of a Date's slot share. The rest
//! of Date's arithmetic is in `builtins/date/time.rs`.

/// The largest magnitude of a time value (sec-time-values-and-time-range).
pub(crate) const MAX_TIME: f64 = 8.64e15;

/// ECMA-262 sec-timeclip: NaN outside the time range, else the integer part (+0 for -0).
pub(crate) fn time_clip(time: f64) -> f64 {
    if !time.is_finite() || time.abs() > MAX_TIME {
        return f64::NAN;
    }
    // trunc keeps -0; adding +0 turns it into +0.
    time.trunc() + 0.0
}
