// String.prototype.toLocaleUpperCase/LowerCase: the first requested locale's language
// decides (Turkish and Azeri i, Lithuanian dot above), extensions and regions do not;
// invalid tags are RangeErrors (node 20 reads only the first of a list; test262 wants
// every element checked, as Cairn does); lone surrogates stay as they are.
const show = (s) => JSON.stringify(s) + " " + [...s].map((c) => c.codePointAt(0).toString(16)).join(" ");
const cases = [
  ["istanbul", "tr"], ["istanbul", "az-Latn-AZ"], ["istanbul", "en"], ["istanbul", undefined],
  ["istanbul", ["tr", "en"]], ["istanbul", ["en", "tr"]], ["istanbul", "tr-u-co-search"],
  ["i\u0307j\u0307", "lt"], ["\u00e0", "lt"], ["abc\ud800def", "tr"], ["\u00df", "de"],
];
for (const [s, locales] of cases) console.log("upper", JSON.stringify(locales), show(s.toLocaleUpperCase(locales)));
const lower = [
  ["I\u0307STANBUL", "tr"], ["I\u0307STANBUL", "en"], ["IİI", "az"], ["I\u0300", "lt"],
  ["\u00cc", "lt"], ["ΟΔΟΣ", "el"], ["ΟΔΟΣ", []], ["AB\udc00C", "tr"],
];
for (const [s, locales] of lower) console.log("lower", JSON.stringify(locales), show(s.toLocaleLowerCase(locales)));
for (const bad of ["x-bad", "en-", "i"]) {
  try {
    "a".toLocaleUpperCase(bad);
    console.log("no error", JSON.stringify(bad));
  } catch (e) {
    console.log(e.constructor.name, JSON.stringify(bad));
  }
}
// ToString(this) comes before the locales are read.
const order = [];
try {
  String.prototype.toLocaleLowerCase.call({ toString() { order.push("this"); return "X" } },
    { get length() { order.push("locales"); throw new Error("stop") } });
} catch (e) { order.push(e.message) }
console.log(order.join(" "));
try { String.prototype.toLocaleUpperCase.call(null) } catch (e) { console.log(e.constructor.name) }
