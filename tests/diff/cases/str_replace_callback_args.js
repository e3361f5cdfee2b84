// replace/replaceAll with function replacers: argument lists, offsets, the whole string, special patterns not expanded.
const calls = [];
"a1b22".replace(/(\d)(\d)?/g, (...a) => { calls.push(JSON.stringify(a)); return ""; });
console.log(calls.join("\n"));
console.log("aaa".replaceAll("a", (m, off, s) => off + s.length), "x.y.z".replaceAll(".", "$&$&"));
console.log("a.b".replace(".", () => "$&"), "abc".replace("b", "$'$`"), "abc".replaceAll(/b/g, "[$&]"));
try { "a".replaceAll(/a/, "b"); } catch (e) { console.log(e.name); }
const template = "Hello {name}, you have {count} new {what}";
const data = { name: "Ada", count: 3 };
console.log(template.replace(/\{(\w+)\}/g, (m, k) => (k in data ? String(data[k]) : m)));
let n = 0;
console.log("----".replace(/-/g, () => ++n), "abc".replace(/(?:)/g, "|"), "😀".replace(/(?:)/gu, "|"));
console.log("Title Case these words".replace(/\b\w/g, (c) => c.toLowerCase()).replace(/\w+$/, (w) => w.toUpperCase()));
