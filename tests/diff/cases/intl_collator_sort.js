// Sorting names with Intl.Collator in several locales and with its options.
const names = ["Zoë", "zoe", "Émile", "emile", "Eric", "Ångström", "Zebra", "äpfel", "Apfel",
  "Øyvind", "Oscar", "ñandú", "nube", "čaj", "cafe", "Café", "item 10", "item 9", "item 1"];
const sorted = (locale, options) => [...names].sort(new Intl.Collator(locale, options).compare).join(", ");
console.log("en:", sorted("en"));
console.log("de:", sorted("de"));
console.log("sv:", sorted("sv"));
console.log("es:", sorted("es"));
console.log("cs:", sorted("cs"));
console.log("en numeric:", sorted("en", { numeric: true }));
console.log("en upper first:", sorted("en", { caseFirst: "upper" }));
console.log("de phonebook:", sorted("de-u-co-phonebk"));
