// ListFormat for messages about people and options: conjunction/disjunction/unit, widths, several locales, formatToParts.
const people = ["Alice", "Bob", "Chandra", "Dmitri"];
for (const l of ["en-US", "en-GB", "es", "it", "pt-BR", "nl", "sv", "pl", "ko", "he", "hi", "tr"]) {
  const row = [];
  for (const type of ["conjunction", "disjunction"]) for (const style of ["long", "short", "narrow"]) {
    row.push(new Intl.ListFormat(l, { type, style }).format(people.slice(0, 3)));
  }
  console.log(l, row.join(" | "));
}
for (const style of ["long", "short", "narrow"]) console.log("unit", style, new Intl.ListFormat("en", { type: "unit", style }).format(["5 hours", "30 minutes", "10 seconds"]));
console.log(new Intl.ListFormat("es", { type: "conjunction" }).format(["agua", "hielo"]), "|", new Intl.ListFormat("es", { type: "conjunction" }).format(["agua", "Iglesia"]), "|", new Intl.ListFormat("es", { type: "disjunction" }).format(["siete", "ocho"]), "|", new Intl.ListFormat("es", { type: "disjunction" }).format(["siete", "otro"]));
console.log(JSON.stringify(new Intl.ListFormat("en", { type: "disjunction" }).formatToParts(["red", "green", "blue"])));
console.log(JSON.stringify(new Intl.ListFormat("de").formatToParts(new Set(["Äpfel", "Birnen"]))));
console.log(JSON.stringify(new Intl.ListFormat("zh", { style: "short" }).resolvedOptions()));
const msg = (names) => `${new Intl.ListFormat("en", { style: "long", type: "conjunction" }).format(names.length > 3 ? [...names.slice(0, 2), `${names.length - 2} others`] : names)} liked this`;
console.log(msg(["Ann"]), "/", msg(["Ann", "Ben"]), "/", msg(["Ann", "Ben", "Cy"]), "/", msg(["Ann", "Ben", "Cy", "Di", "Ed"]));
