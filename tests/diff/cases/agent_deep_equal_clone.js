// Deep equality and cloning utilities: cycles, Dates, RegExps, Maps/Sets, NaN, -0, sparse arrays; structured-clone-like copies by hand.
const eq = (a, b, seen = new Map()) => {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || !a || !b) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (seen.get(a) === b) return true; seen.set(a, b);
  if (a instanceof Date) return a.getTime() === b.getTime();
  if (a instanceof RegExp) return String(a) === String(b);
  if (a instanceof Map) return a.size === b.size && [...a].every(([k, v]) => b.has(k) && eq(v, b.get(k), seen));
  if (a instanceof Set) return a.size === b.size && [...a].every((v) => b.has(v));
  const ka = Reflect.ownKeys(a), kb = Reflect.ownKeys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && eq(a[k], b[k], seen));
};
const clone = (v, seen = new Map()) => { if (typeof v !== "object" || v === null) return v; if (seen.has(v)) return seen.get(v); if (v instanceof Date) return new Date(v); if (v instanceof RegExp) return new RegExp(v.source, v.flags); if (v instanceof Map) { const m = new Map(); seen.set(v, m); v.forEach((x, k) => m.set(k, clone(x, seen))); return m; } if (v instanceof Set) { const s = new Set(); seen.set(v, s); v.forEach((x) => s.add(clone(x, seen))); return s; } const out = Array.isArray(v) ? [] : Object.create(Object.getPrototypeOf(v)); seen.set(v, out); for (const k of Reflect.ownKeys(v)) out[k] = clone(v[k], seen); return out; };
const original = { n: NaN, z: -0, d: new Date(0), r: /x/gi, m: new Map([["k", { deep: [1, 2] }]]), s: new Set([1, "a"]), arr: [1, , 3], nested: { list: [{ a: 1 }] } };
original.self = original;
const copy = clone(original);
console.log(eq(original, copy), copy.self === copy, copy.m.get("k") !== original.m.get("k"), 1 in copy.arr, copy.arr.length);
copy.nested.list[0].a = 2; console.log(eq(original, copy), original.nested.list[0].a);
console.log(eq(0, -0), eq(NaN, NaN), eq([1, [2]], [1, [2]]), eq({ a: 1 }, { a: 1, b: undefined }), eq([], {}), eq(new Set([1]), new Set([2])), eq(new Date(1), new Date(1)));
