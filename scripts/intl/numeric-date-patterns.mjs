// Prints the numeric date patterns of CLDR's availableFormats as node's ICU (node 20:
// ICU 78 / CLDR 48) applies them to Intl.DateTimeFormat's numeric year, month and day
// options, as the Rust tables of
// vm/src/builtins/intl/date_time_format/numeric_dates.rs. ICU4X's field sets do not use
// availableFormats: its numeric dates pad where CLDR does not (de "05.01.2024" for
// "5.1.2024").
// Usage (about 20 s): node scripts/intl/numeric-date-patterns.mjs > vm/src/builtins/intl/date_time_format/numeric_dates.rs
const letters = "abcdefghijklmnopqrstuvwxyz";
const candidates = [];
for (const a of letters) for (const b of letters) {
  candidates.push(a + b);
  for (const c of letters) candidates.push(a + b + c);
}
const languages = [...new Set(Intl.DateTimeFormat.supportedLocalesOf(candidates, { localeMatcher: "lookup" }))];
const scripts = ["Latn", "Cyrl", "Arab", "Hans", "Hant", "Deva", "Adlm", "Beng", "Olck", "Mtei", "Vaii", "Tfng", "Hebr", "Rohg", "Guru", "Shaw", "Dsrt"];
const regions = ["001", "150", "419"];
for (const a of letters.toUpperCase()) for (const b of letters.toUpperCase()) regions.push(a + b);

// Tags whose data ICU has: they resolve to themselves.
const valid = (tag) => {
  try {
    new Intl.Locale(tag);
  } catch {
    return false;
  }
  return new Intl.DateTimeFormat(tag).resolvedOptions().locale === tag;
};
const tags = new Set();
for (const language of languages) {
  if (!valid(language)) continue;
  tags.add(language);
  for (const s of scripts) if (valid(`${language}-${s}`)) tags.add(`${language}-${s}`);
  const withRegion = regions.map((r) => `${language}-${r}`).filter((t) => {
    try {
      new Intl.Locale(t);
      return true;
    } catch {
      return false;
    }
  });
  for (const t of Intl.DateTimeFormat.supportedLocalesOf(withRegion, { localeMatcher: "lookup" })) {
    if (valid(t)) tags.add(t);
  }
}

// The combinations of year, month and day options, indexed year * 9 + month * 3 + day
// (0: absent, 1: "numeric", 2: "2-digit"); index 0 (nothing) is unused.
const styles = [undefined, "numeric", "2-digit"];
const sample = Date.UTC(2024, 0, 5);
// The pattern of `tag` for combination `index`, as Rust tokens. Read from `format`'s
// text, not from formatToParts (which aborts node 20 in some locales, such as ksh): each
// run of digits is a field, told apart by its value in the sample 2024-01-05 ("2024" or
// "24" the year, "1" or "01" the month, "5" or "05" the day).
function pattern(tag, index) {
  const [y, m, d] = [Math.floor(index / 9), Math.floor(index / 3) % 3, index % 3];
  const options = { timeZone: "UTC", year: styles[y], month: styles[m], day: styles[d] };
  const format = new Intl.DateTimeFormat(`${tag}-u-ca-gregory`, options);
  const text = format.format(sample);
  const nu = format.resolvedOptions().numberingSystem;
  const digitOf = new Map();
  const nf = new Intl.NumberFormat(`${tag}-u-nu-${nu}`, { useGrouping: false });
  for (let i = 0; i <= 9; i++) digitOf.set(nf.format(i), String(i));
  const out = [];
  let literal = "";
  const flush = () => {
    if (literal === "") return;
    const escaped = JSON.stringify(literal).replace(/[\u00a0\u200b-\u200f\u2060\u202f\u061c]/g, (c) => `\\u{${c.codePointAt(0).toString(16)}}`);
    out.push(`Lit(${escaped})`);
    literal = "";
  };
  const chars = [...text];
  for (let i = 0; i < chars.length; ) {
    if (!digitOf.has(chars[i])) {
      literal += chars[i++];
      continue;
    }
    let value = "";
    while (i < chars.length && digitOf.has(chars[i])) value += digitOf.get(chars[i++]);
    const token = { 2024: "Year", 24: "Year2", 1: "Month", "01": "Month2", 5: "Day", "05": "Day2" }[value];
    if (token === undefined) return null;
    flush();
    out.push(token);
  }
  flush();
  const fields = out.filter((t) => !t.startsWith("Lit(")).map((t) => t.replace("2", ""));
  const wanted = [y && "Year", m && "Month", d && "Day"].filter(Boolean);
  if (fields.length !== wanted.length || !wanted.every((f) => fields.includes(f))) return null;
  return `&[${out.join(", ")}]`;
}

// What the VM's lookup falls back to: the tag without its last subtag.
const parentOf = (tag) => (tag.includes("-") ? tag.slice(0, tag.lastIndexOf("-")) : null);
const patterns = [];
const patternIds = new Map();
const sets = [];
const setIds = new Map();
const setOf = new Map();
const rows = [];
for (const tag of [...tags].sort((a, b) => a.split("-").length - b.split("-").length || (a < b ? -1 : 1))) {
  const ids = [];
  for (let i = 0; i < 27; i++) {
    const p = i === 0 ? null : pattern(tag, i);
    if (p === null) {
      ids.push("NONE");
      continue;
    }
    if (!patternIds.has(p)) {
      patternIds.set(p, patterns.length);
      patterns.push(p);
    }
    ids.push(String(patternIds.get(p)));
  }
  const key = ids.join(", ");
  if (!setIds.has(key)) {
    setIds.set(key, sets.length);
    sets.push(key);
  }
  const id = setIds.get(key);
  setOf.set(tag, id);
  // A tag whose patterns are those of the tag it falls back to needs no row.
  let parent = parentOf(tag);
  while (parent !== null && !setOf.has(parent)) parent = parentOf(parent);
  if (parent !== null && setOf.get(parent) === id) continue;
  rows.push([tag, id]);
}
rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));

console.log(`//! CLDR's numeric date patterns (availableFormats), as node's ICU applies them to
//! Intl.DateTimeFormat's numeric year, month and day options. Printed by
//! \`scripts/intl/numeric-date-patterns.mjs\` from node ${process.version} (ICU ${process.versions.icu},
//! CLDR ${process.versions.cldr}); do not edit by hand.

use super::numeric_date::Token::{self, Day, Day2, Lit, Month, Month2, Year, Year2};

/// The patterns, each used by one or more sets.
#[rustfmt::skip]
pub(super) const PATTERNS: &[&[Token]] = &[`);
for (const p of patterns) console.log(`    ${p},`);
console.log(`];

/// No pattern (the combination is not numeric in this locale).
const NONE: u16 = u16::MAX;

/// Pattern sets: the pattern of each combination of year, month and day, indexed
/// \`year * 9 + month * 3 + day\` (0 absent, 1 "numeric", 2 "2-digit").
#[rustfmt::skip]
pub(super) const SETS: &[[u16; 27]] = &[`);
for (const s of sets) console.log(`    [${s}],`);
console.log(`];

/// The set of each locale, sorted by tag; a tag not listed takes its parent's (the tag
/// without its last subtag).
#[rustfmt::skip]
pub(super) const LOCALES: &[(&str, u16)] = &[`);
for (const [tag, id] of rows) console.log(`    (${JSON.stringify(tag)}, ${id}),`);
console.log(`];`);
