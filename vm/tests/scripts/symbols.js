// Symbols: uniqueness, descriptions, registry, well-known symbols, iteration protocol.
const s1 = Symbol("desc");
const s2 = Symbol("desc");
print(s1 === s2, s1.toString(), s1.description, typeof s1);
print(Symbol.for("app") === Symbol.for("app"), Symbol.keyFor(Symbol.for("app")), Symbol.keyFor(s1));
const o = { [s1]: "symbol value", regular: 1 };
print(o[s1], Object.keys(o).join(","), Object.getOwnPropertySymbols(o).length);
const iterable = {
  from: 1,
  to: 4,
  [Symbol.iterator]() {
    let cur = this.from;
    const to = this.to;
    return { next: () => (cur <= to ? { value: cur++, done: false } : { value: undefined, done: true }) };
  },
};
print([...iterable].join(","));
class Even { static [Symbol.hasInstance](n) { return n % 2 === 0; } }
print(2 instanceof Even, 3 instanceof Even);
const tagged = { [Symbol.toStringTag]: "Tagged" };
print(String(tagged));
const prim = { [Symbol.toPrimitive](hint) { return hint === "number" ? 7 : "str"; } };
print(+prim, `${prim}`, prim + "");
try { Symbol() + ""; } catch (e) { print(e instanceof TypeError); }
