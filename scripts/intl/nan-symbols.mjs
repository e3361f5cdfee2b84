// Prints CLDR's NaN symbols that are not "NaN", keyed by language and script, from
// node's ICU data (node 20: ICU 78 / CLDR 48), as the Rust table of
// vm/src/builtins/intl/number_format/nan.rs (ICU4X's decimal data has no NaN symbol).
// Usage: node scripts/intl/nan-symbols.mjs
const letters = "abcdefghijklmnopqrstuvwxyz";
const candidates = [];
for (const a of letters) for (const b of letters) {
  candidates.push(a + b);
  for (const c of letters) candidates.push(a + b + c);
}
const languages = Intl.NumberFormat.supportedLocalesOf(candidates, { localeMatcher: "lookup" });
const scripts = ["Latn", "Cyrl", "Arab", "Hans", "Hant", "Deva", "Adlm", "Beng", "Olck", "Mtei", "Vaii", "Tfng", "Hebr", "Rohg"];
const table = new Map();
for (const language of languages) {
  for (const tag of [language, ...scripts.map((s) => `${language}-${s}`)]) {
    let key;
    try {
      key = new Intl.Locale(tag).maximize();
    } catch {
      continue;
    }
    key = `${key.language}-${key.script}`;
    if (table.has(key)) continue;
    // Only tags that ICU resolves to themselves (not to the root's data).
    const resolved = new Intl.NumberFormat(tag).resolvedOptions().locale;
    if (resolved !== tag) continue;
    const nan = new Intl.NumberFormat(tag, { numberingSystem: "latn" }).format(NaN);
    table.set(key, nan);
  }
}
for (const [key, nan] of [...table].sort()) {
  // Invisible and no-break spaces (Lao's word breaks, Russian's NBSP) written as escapes.
  const text = JSON.stringify(nan).replace(/[\u00a0\u200b-\u200f\u2060\u202f]/g, (c) => `\\u{${c.codePointAt(0).toString(16)}}`);
  if (nan !== "NaN") console.log(`    (${JSON.stringify(key)}, ${text}),`);
}
