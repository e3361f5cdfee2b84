// Optional chains as callees: `(a?.b)()` keeps the reference, so the method gets `a` as
// its this value (parentheses do not drop it), and a short-circuited chain calls
// undefined, which throws a TypeError.
const n = null;
const a = {
  b: { c() { return this === a.b; }, d: 5 },
  m() { return this === a; },
  name: "a",
  who() { return this.name; },
};
const cases = [
  ["(a?.m)()", () => (a?.m)()],
  ["(a?.b.c)()", () => (a?.b.c)()],
  ["(a?.['m'])()", () => (a?.["m"])()],
  ["((a?.b).c)()", () => ((a?.b).c)()],
  ["(a?.b?.c)()", () => (a?.b?.c)()],
  ["a?.who()", () => a?.who()],
  ["(a?.who)()", () => (a?.who)()],
  ["(a.who)?.()", () => (a.who)?.()],
  ["(a?.zz)?.()", () => (a?.zz)?.()],
  ["(n?.b)?.()", () => (n?.b)?.()],
  ["(n?.b)()", () => (n?.b)()],
  ["(n?.b.c)()", () => (n?.b.c)()],
];
for (const [label, f] of cases) {
  try {
    console.log(label, String(f()));
  } catch (e) {
    console.log(label, e.constructor.name);
  }
}
