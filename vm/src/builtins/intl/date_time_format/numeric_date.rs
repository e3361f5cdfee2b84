//! Numeric dates as CLDR's availableFormats write them. ICU4X builds a numeric date from
//! its field sets, whose patterns pad where CLDR's do not: de `05.01.2024` where ICU (and
//! so node) writes `5.1.2024`, likewise nl, ja, pl, tr, da, nb, cs, en-IN and others. The
//! patterns of every numeric year, month and day combination per locale are in
//! `numeric_dates.rs`, printed from node's ICU data; a formatter whose date fields are
//! all numeric writes them through its locale's pattern, in the digits ICU4X wrote.

use super::format::DatePart;
use super::numeric_dates::{LOCALES, PATTERNS, SETS};
use crate::object::slots::intl::{DateTimeComponents, Digits, MonthStyle};

/// A field or literal of a numeric date pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Token {
    /// The year, all its digits (`y`).
    Year,
    /// The year's last two digits (`yy`).
    Year2,
    /// The month number (`M`).
    Month,
    /// The month number in two digits (`MM`).
    Month2,
    /// The day of the month (`d`).
    Day,
    /// The day of the month in two digits (`dd`).
    Day2,
    /// Text between the fields.
    Lit(&'static str),
}

/// The pattern a formatter writes its numeric date fields with.
#[derive(Clone, Copy, Debug)]
pub(super) struct NumericDate {
    pattern: &'static [Token],
    /// The pattern is the whole output (no time or zone fields beside the date).
    whole: bool,
}

impl NumericDate {
    /// The pattern of `c` in `locale` (a tag without extensions) for a Gregorian
    /// formatter: `None` when a date field is text (a month name, a weekday, an era),
    /// no date field is asked for, or the locale has no pattern for the combination.
    pub(super) fn of(locale: &str, c: &DateTimeComponents) -> Option<NumericDate> {
        if c.weekday.is_some() || c.era.is_some() {
            return None;
        }
        let digits = |d: Option<Digits>| match d {
            None => 0,
            Some(Digits::Numeric) => 1,
            Some(Digits::TwoDigit) => 2,
        };
        let month = match c.month {
            None => 0,
            Some(MonthStyle::Number(d)) => digits(Some(d)),
            Some(MonthStyle::Text(_)) => return None,
        };
        let index = digits(c.year) * 9 + month * 3 + digits(c.day);
        if index == 0 {
            return None;
        }
        let pattern = pattern_of(locale, index)?;
        let whole = c.hour.is_none()
            && c.minute.is_none()
            && c.second.is_none()
            && c.fractional_second_digits.is_none()
            && c.day_period.is_none()
            && c.time_zone_name.is_none();
        Some(NumericDate { pattern, whole })
    }

    /// Rewrites the date fields of `parts` (what ICU4X wrote for the local date
    /// `year`-`month`-`day`, month 1-based) with the pattern, in the digits ICU4X used.
    /// Years outside 1 to 9999 keep ICU4X's text (era years, signs). Beside time or zone
    /// fields, the run from the first date field to the last is replaced, and the
    /// pattern's leading and trailing text (ko's `2024. 1. 5.`) joins the text around
    /// the run unless that already has it.
    pub(super) fn apply(&self, parts: &mut Vec<DatePart>, year: i64, month: i64, day: i64) {
        if !(1..=9999).contains(&year) {
            return;
        }
        let is_date = |p: &DatePart| matches!(p.kind, "year" | "month" | "day");
        let (Some(first), Some(last)) =
            (parts.iter().position(is_date), parts.iter().rposition(is_date))
        else {
            return;
        };
        // The zero of ICU4X's digits, from a field it wrote: its last digit is the value's.
        let Some(zero) = parts[first..=last].iter().find_map(|p| {
            let value = match p.kind {
                "year" => year,
                "month" => month,
                _ => day,
            };
            let last = p.text.chars().next_back()? as u32;
            char::from_u32(last.checked_sub((value % 10) as u32)?)
        }) else {
            return;
        };
        let number = |n: i64, width: usize| -> String {
            let text = format!("{n:0width$}");
            text.chars()
                .map(|c| {
                    let d = c.to_digit(10).unwrap_or(0);
                    char::from_u32(zero as u32 + d).unwrap_or(c)
                })
                .collect()
        };
        let render = |t: &Token| match *t {
            Token::Year => DatePart { kind: "year", text: number(year, 1) },
            Token::Year2 => DatePart { kind: "year", text: number(year % 100, 2) },
            Token::Month => DatePart { kind: "month", text: number(month, 1) },
            Token::Month2 => DatePart { kind: "month", text: number(month, 2) },
            Token::Day => DatePart { kind: "day", text: number(day, 1) },
            Token::Day2 => DatePart { kind: "day", text: number(day, 2) },
            Token::Lit(s) => DatePart { kind: "literal", text: s.to_string() },
        };
        if self.whole {
            *parts = self.pattern.iter().map(render).collect();
            return;
        }
        let literal = |t: Option<&Token>| match t {
            Some(Token::Lit(s)) => *s,
            _ => "",
        };
        let (lead, trail) = (literal(self.pattern.first()), literal(self.pattern.last()));
        let core = &self.pattern
            [usize::from(!lead.is_empty())..self.pattern.len() - usize::from(!trail.is_empty())];
        let n = core.len();
        parts.splice(first..=last, core.iter().map(render));
        let after = first + n;
        if !trail.is_empty() {
            match parts.get_mut(after) {
                Some(p) if p.kind == "literal" => {
                    if !has_at(&p.text, trail, End::Start) {
                        p.text.insert_str(0, trail);
                    }
                }
                _ => parts.insert(after, DatePart { kind: "literal", text: trail.to_string() }),
            }
        }
        if !lead.is_empty() {
            match first.checked_sub(1).and_then(|i| parts.get_mut(i)) {
                Some(p) if p.kind == "literal" => {
                    if !has_at(&p.text, lead, End::End) {
                        p.text.push_str(lead);
                    }
                }
                _ => parts.insert(first, DatePart { kind: "literal", text: lead.to_string() }),
            }
        }
    }
}

/// An end of a text.
enum End {
    Start,
    End,
}

/// Whether `text` has `piece` at `end`, counting the spaces CLDR and ICU4X use in
/// literals as one (`" г."` with a no-break space where ICU4X writes a plain one).
fn has_at(text: &str, piece: &str, end: End) -> bool {
    let space = |c: char| if matches!(c, '\u{a0}' | '\u{202f}') { ' ' } else { c };
    let n = piece.chars().count();
    let piece = piece.chars().map(space);
    match end {
        End::Start => text.chars().map(space).take(n).eq(piece),
        End::End => {
            let skip = text.chars().count().saturating_sub(n);
            text.chars().skip(skip).map(space).eq(piece)
        }
    }
}

/// The pattern of combination `index` in `locale` or the nearest tag it falls back to
/// (the tag without its last subtag, as the table was printed).
fn pattern_of(locale: &str, index: usize) -> Option<&'static [Token]> {
    let mut tag = locale;
    loop {
        if let Ok(i) = LOCALES.binary_search_by(|(t, _)| (*t).cmp(tag)) {
            let set = SETS.get(usize::from(LOCALES[i].1))?;
            return PATTERNS.get(usize::from(*set.get(index)?)).copied();
        }
        tag = &tag[..tag.rfind('-')?];
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn components(
        year: Option<Digits>,
        month: Option<Digits>,
        day: Option<Digits>,
    ) -> DateTimeComponents {
        DateTimeComponents { year, month: month.map(MonthStyle::Number), day, ..Default::default() }
    }

    fn text(parts: &[DatePart]) -> String {
        parts.iter().map(|p| p.text.as_str()).collect()
    }

    /// ICU4X's parts of a padded numeric date (`05.01.2024`, with `sep` between).
    fn padded(sep: &str) -> Vec<DatePart> {
        let part = |kind, text: &str| DatePart { kind, text: text.to_string() };
        vec![
            part("day", "05"),
            part("literal", sep),
            part("month", "01"),
            part("literal", sep),
            part("year", "2024"),
        ]
    }

    #[test]
    fn locales_fall_back_to_their_language() {
        let n = Some(Digits::Numeric);
        let ymd = components(n, n, n);
        let de = NumericDate::of("de-AT", &ymd).expect("de has a numeric date");
        let mut parts = padded(".");
        de.apply(&mut parts, 2024, 1, 5);
        assert_eq!(text(&parts), "5.1.2024");
        assert!(NumericDate::of("de-u-nothing-here", &ymd).is_some());
        assert!(NumericDate::of("zz", &ymd).is_none());
    }

    #[test]
    fn two_digit_options_pad_and_cut() {
        let two = Some(Digits::TwoDigit);
        let de = NumericDate::of("de", &components(two, two, two)).expect("pattern");
        let mut parts = padded(".");
        de.apply(&mut parts, 2024, 1, 5);
        assert_eq!(text(&parts), "05.01.24");
    }

    #[test]
    fn a_date_beside_a_time_keeps_the_text_around_it() {
        let n = Some(Digits::Numeric);
        let mut c = components(n, n, n);
        c.hour = n;
        let de = NumericDate::of("de", &c).expect("pattern");
        let mut parts = padded(".");
        parts.push(DatePart { kind: "literal", text: ", ".into() });
        parts.push(DatePart { kind: "hour", text: "13".into() });
        de.apply(&mut parts, 2024, 1, 5);
        assert_eq!(text(&parts), "5.1.2024, 13");
        // ko's pattern ends with a literal ("2024. 1. 5."), which joins the text after.
        let ko = NumericDate::of("ko", &c).expect("pattern");
        let part = |kind, text: &str| DatePart { kind, text: text.to_string() };
        let mut parts = vec![
            part("year", "2024"),
            part("literal", "/"),
            part("month", "1"),
            part("literal", "/"),
            part("day", "5"),
            part("literal", " "),
            part("hour", "1"),
        ];
        ko.apply(&mut parts, 2024, 1, 5);
        assert_eq!(text(&parts), "2024. 1. 5. 1");
        // Text that already has it is left alone.
        let mut parts = vec![part("year", "2024"), part("literal", ". "), part("month", "01")];
        parts.extend([part("literal", ". "), part("day", "05"), part("literal", ". ")]);
        parts.push(part("hour", "1"));
        ko.apply(&mut parts, 2024, 1, 5);
        assert_eq!(text(&parts), "2024. 1. 5. 1");
    }

    #[test]
    fn digits_follow_what_icu4x_wrote() {
        let n = Some(Digits::Numeric);
        let ar = NumericDate::of("ar-EG", &components(n, n, n)).expect("pattern");
        let part = |kind, text: &str| DatePart { kind, text: text.to_string() };
        // Arabic-Indic digits: U+0660 is zero.
        let mut parts = vec![
            part("day", "\u{665}"),
            part("literal", "/"),
            part("month", "\u{661}"),
            part("literal", "/"),
            part("year", "\u{662}\u{660}\u{662}\u{664}"),
        ];
        ar.apply(&mut parts, 2024, 1, 5);
        assert!(text(&parts).starts_with('\u{665}'), "{}", text(&parts));
        assert!(text(&parts).ends_with("\u{662}\u{660}\u{662}\u{664}"), "{}", text(&parts));
    }

    #[test]
    fn text_fields_and_far_years_keep_icu4x_output() {
        let n = Some(Digits::Numeric);
        let mut c = components(n, n, n);
        c.month = Some(MonthStyle::Text(crate::object::slots::intl::TextWidth::Long));
        assert!(NumericDate::of("de", &c).is_none());
        let de = NumericDate::of("de", &components(n, n, n)).expect("pattern");
        let mut parts = padded(".");
        de.apply(&mut parts, 12024, 1, 5);
        assert_eq!(text(&parts), "05.01.2024");
    }
}
