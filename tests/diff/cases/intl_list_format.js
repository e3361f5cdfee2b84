// Intl.ListFormat: conjunctions, disjunctions and unit lists in each style, in several
// languages, formatToParts, iterables, resolvedOptions and its errors.
const items = [[], ["a"], ["a", "b"], ["a", "b", "c"], ["a", "b", "c", "d"]];
for (const locale of ["en", "en-GB", "de", "fr", "ja", "zh", "ru", "ar"]) {
  for (const type of ["conjunction", "disjunction", "unit"]) {
    for (const style of ["long", "short", "narrow"]) {
      const lf = new Intl.ListFormat(locale, { type, style });
      console.log(locale, type, style, items.map((l) => JSON.stringify(lf.format(l))).join(" "));
    }
  }
}
// Spanish "y" becomes "e" before an i sound, "o" becomes "u" before an o sound.
const es = new Intl.ListFormat("es");
console.log(es.format(["agua", "hielo"]), "|", es.format(["pan", "vino"]), "|", new Intl.ListFormat("es", { type: "disjunction" }).format(["siete", "ocho"]));
const en = new Intl.ListFormat("en");
console.log(JSON.stringify(en.formatToParts(["Motorcycle", "Bus", "Car"])));
console.log(JSON.stringify(new Intl.ListFormat("de", { type: "disjunction" }).formatToParts(["x", "y"])));
console.log(en.format(new Set(["x", "y", "z"])), "|", en.format("abc"), "|", en.format(), "|", en.format([]));
function* gen() { yield "one"; yield "two"; }
console.log(en.format(gen()));
let closed = false;
const iter = { [Symbol.iterator]() { let i = 0; return { next: () => ({ value: i++ === 0 ? "s" : 5, done: false }), return() { closed = true; return {}; } }; } };
try { en.format(iter); } catch (e) { console.log(e.constructor.name, closed); }
for (const bad of [[1], ["a", null], null, 5]) {
  try { en.format(bad); console.log("no error"); } catch (e) { console.log(e.constructor.name); }
}
console.log(JSON.stringify(new Intl.ListFormat("fr", { type: "unit", style: "narrow" }).resolvedOptions()));
console.log(JSON.stringify(new Intl.ListFormat().resolvedOptions()));
for (const bad of [{ type: "and" }, { style: "tiny" }, null]) {
  try { new Intl.ListFormat("en", bad); console.log("no error"); } catch (e) { console.log(e.constructor.name); }
}
try { Intl.ListFormat(); } catch (e) { console.log(e.constructor.name); }
console.log(Intl.ListFormat.supportedLocalesOf(["fr-CA", "xx"]).join(","), Intl.ListFormat.length, Object.prototype.toString.call(en));
