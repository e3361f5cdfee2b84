// Template literals: tags with raw strings, nesting, and String.raw.
function tag(strings, ...values) {
  return strings.raw.map((s, i) => s + (i < values.length ? `[${typeof values[i]}:${values[i]}]` : "")).join("");
}
const n = 5, who = "world";
console.log(tag`hello ${who}, n=${n} and ${n * 2}\n end`);
console.log(String.raw`a\tb${1 + 1}\u0041`, `a\tb`.length, String.raw`\``.length);
const nested = `outer ${`inner ${`deepest ${n}`}`}`;
console.log(nested);
function once(strings) { return strings; }
const a = () => once`x`;
console.log(a() === a(), Object.isFrozen(a()), a().raw[0]);
console.log(`${[1, 2]}|${{}}|${null}|${undefined}|${() => 1}`.length, `${Symbol.iterator.description}`);
try { `${Symbol("s")}`; } catch (e) { console.log(e.name); }
