//! Intl.DateTimeFormat formats Temporal objects, and the Temporal types' toLocaleString
//! go through it, as the Temporal proposal's amendments to ECMA-402 say: plain types
//! show their wall-clock fields in whatever time zone, each type keeps only the fields
//! it has (and is a TypeError when asked for none of them), calendars that differ are
//! a RangeError, and a ZonedDateTime formats only through its own toLocaleString, in
//! its own time zone.
//!
//! The expected strings are CLDR's en patterns (yMd `M/d/y`, yM `M/y`, Md `M/d`,
//! hms `h:mm:ss a`, Hms `HH:mm:ss`, dateTime `{1}, {0}`, yMMMM `MMMM y`, MMMMd
//! `MMMM d`) and ja's full date `y年M月d日EEEE`; `format` writes a plain space before
//! AM/PM, as node does.
#![cfg(feature = "intl")]

use cairn_vm::{Vm, VmOptions};

/// The completion value of `src` as a string, or the thrown error's message.
fn run(src: &str) -> String {
    let mut vm = Vm::new(VmOptions::default());
    match vm.eval_script(src, "intl_temporal.js") {
        Ok(v) => vm.display(v),
        Err(e) => e.message,
    }
}

/// The name of the error `src` throws, or "no error".
fn error_of(src: &str) -> String {
    run(&format!("try {{ {src}; 'no error' }} catch (e) {{ e.name }}"))
}

#[test]
fn plain_types_format_their_own_fields() {
    assert_eq!(run("new Temporal.PlainDate(2024, 3, 5).toLocaleString('en-US')"), "3/5/2024");
    assert_eq!(run("new Temporal.PlainTime(13, 7, 9).toLocaleString('en-US')"), "1:07:09 PM");
    assert_eq!(
        run("new Temporal.PlainDateTime(2024, 3, 5, 13, 7, 9, 123).toLocaleString('en-US')"),
        "3/5/2024, 1:07:09 PM"
    );
    assert_eq!(
        run("new Temporal.PlainYearMonth(2024, 3, 'gregory').toLocaleString('en-US')"),
        "3/2024"
    );
    assert_eq!(run("new Temporal.PlainMonthDay(3, 5, 'gregory').toLocaleString('en-US')"), "3/5");
    assert_eq!(
        run("new Temporal.PlainYearMonth(2024, 3, 'gregory')\
             .toLocaleString('en-US', { year: 'numeric', month: 'long', day: 'numeric' })"),
        "March 2024"
    );
    assert_eq!(
        run("new Temporal.PlainMonthDay(3, 5, 'gregory', 2222)\
             .toLocaleString('en-US', { dateStyle: 'long' })"),
        "March 5"
    );
    assert_eq!(
        run("new Temporal.PlainDate(1970, 1, 1).toLocaleString('ja', { dateStyle: 'full' })"),
        "1970年1月1日木曜日"
    );
    assert_eq!(
        run("new Temporal.PlainTime(0, 0).toLocaleString('en-US', { hourCycle: 'h23' })"),
        "00:00:00"
    );
}

#[test]
fn plain_types_ignore_the_time_zone() {
    let src = "new Temporal.PlainDateTime(2021, 8, 4, 0, 30, 45)\
               .toLocaleString('en-US', { timeZone: 'Pacific/Apia' })";
    assert_eq!(run(src), "8/4/2021, 12:30:45 AM");
    let src = "new Intl.DateTimeFormat('en-US', { timeZone: 'America/Vancouver' })\
               .format(new Temporal.PlainDate(2024, 9, 19))";
    assert_eq!(run(src), "9/19/2024");
}

#[test]
fn instants_and_zoned_date_times_format_in_a_time_zone() {
    assert_eq!(
        run("new Temporal.Instant(0n).toLocaleString('en-US', { timeZone: 'UTC' })"),
        "1/1/1970, 12:00:00 AM"
    );
    assert_eq!(
        run("new Temporal.ZonedDateTime(0n, 'UTC').toLocaleString('en-US')"),
        "1/1/1970, 12:00:00 AM UTC"
    );
    assert_eq!(
        run("new Temporal.ZonedDateTime(0n, '+00:00').toLocaleString('en-US')"),
        "1/1/1970, 12:00:00 AM GMT"
    );
    assert_eq!(
        run("new Temporal.ZonedDateTime(0n, '-01:30').toLocaleString('en-US')"),
        "12/31/1969, 10:30:00 PM GMT-1:30"
    );
    assert_eq!(
        run("new Temporal.ZonedDateTime(0n, 'Europe/Vienna')\
             .toLocaleString('en-US', { timeZoneName: 'long' })"),
        "1/1/1970, 1:00:00 AM Central European Standard Time"
    );
}

#[test]
fn values_without_the_fields_asked_for_are_type_errors() {
    let year = "new Intl.DateTimeFormat('en', { year: 'numeric' })";
    assert_eq!(
        error_of(&format!("{year}.format(new Temporal.PlainMonthDay(1, 2, 'gregory'))")),
        "TypeError"
    );
    assert_eq!(error_of(&format!("{year}.format(new Temporal.PlainTime(1, 2))")), "TypeError");
    assert_eq!(error_of(&format!("{year}.format(new Temporal.PlainDate(2000, 1, 2))")), "no error");
    assert_eq!(
        error_of("new Temporal.PlainDate(2000, 1, 2).toLocaleString('en', { timeStyle: 'short' })"),
        "TypeError"
    );
    assert_eq!(
        error_of("new Temporal.PlainTime(1, 2).toLocaleString('en', { dateStyle: 'short' })"),
        "TypeError"
    );
}

#[test]
fn zoned_date_times_and_mixed_ranges_are_refused() {
    let dtf = "new Intl.DateTimeFormat('en')";
    assert_eq!(
        error_of(&format!("{dtf}.format(new Temporal.ZonedDateTime(0n, 'UTC'))")),
        "TypeError"
    );
    assert_eq!(
        error_of("new Temporal.ZonedDateTime(0n, 'UTC').toLocaleString('en', { timeZone: 'UTC' })"),
        "TypeError"
    );
    assert_eq!(
        error_of(&format!(
            "{dtf}.formatRange(new Temporal.PlainDate(2000, 1, 2), new Temporal.PlainDateTime(2000, 1, 3))"
        )),
        "TypeError"
    );
    assert_eq!(error_of(&format!("{dtf}.formatRange(0, new Temporal.Instant(0n))")), "TypeError");
}

#[test]
fn calendars_that_differ_are_range_errors() {
    // A PlainDate or PlainDateTime may be ISO 8601; a PlainYearMonth may not.
    assert_eq!(error_of("new Temporal.PlainDate(2000, 1, 2).toLocaleString('en')"), "no error");
    assert_eq!(
        error_of("new Temporal.PlainDate(2000, 1, 2, 'hebrew').toLocaleString('en')"),
        "RangeError"
    );
    assert_eq!(error_of("new Temporal.PlainYearMonth(2000, 1).toLocaleString('en')"), "RangeError");
    // The calendars are compared before the fields.
    let year = "new Intl.DateTimeFormat('en', { year: 'numeric' })";
    assert_eq!(error_of(&format!("{year}.format(new Temporal.PlainMonthDay(1, 2))")), "RangeError");
    assert_eq!(
        error_of("new Temporal.ZonedDateTime(0n, 'UTC', 'japanese').toLocaleString('en')"),
        "RangeError"
    );
    assert_eq!(
        error_of(
            "new Temporal.ZonedDateTime(0n, 'UTC', 'japanese').toLocaleString('en-u-ca-japanese')"
        ),
        "no error"
    );
}

#[test]
fn values_beyond_the_date_range_format() {
    // TimeClip does not apply: the earliest PlainDate is a day before the earliest Date.
    let src = "new Temporal.PlainDate(-271821, 4, 19).toLocaleString('en-US')";
    let s = run(src);
    assert!(s.starts_with("4/19/") && s.contains("27182"), "{s}");
    let src = "new Temporal.PlainYearMonth(-271821, 4, 'gregory').toLocaleString('en-US')";
    let s = run(src);
    assert!(s.starts_with("4/") && s.contains("27182"), "{s}");
}

#[test]
fn the_hour_cycle_is_resolved_for_every_format() {
    // The format of Numbers shows no hour, so resolvedOptions has no hourCycle, but a
    // PlainTime's format still takes hour12: false (CLDR en Hms, `HH:mm:ss`).
    let dtf = "new Intl.DateTimeFormat('en-US', { hour12: false })";
    assert_eq!(run(&format!("{dtf}.resolvedOptions().hourCycle")), "undefined");
    assert_eq!(run(&format!("{dtf}.format(new Temporal.PlainTime(0, 5))")), "00:05:00");
}

#[test]
fn parts_of_temporal_values() {
    let src = "new Intl.DateTimeFormat('en-US').formatToParts(new Temporal.PlainYearMonth(2024, 3, 'gregory'))\
               .map(p => p.type + ':' + p.value).join(' ')";
    assert_eq!(run(src), "month:3 literal:/ year:2024");
    let src = "new Intl.DateTimeFormat('en-US', { timeZone: 'UTC' })\
               .formatRangeToParts(new Temporal.Instant(0n), new Temporal.Instant(0n))\
               .map(p => p.source).filter(s => s !== 'shared').length";
    assert_eq!(run(src), "0");
}
