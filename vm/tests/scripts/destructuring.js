// Destructuring and spread: arrays, objects, defaults, rest, nesting, swaps.
const [a, , b = 5, ...rest] = [1, 2, undefined, 4, 5];
print(a, b, rest);
const { x, y: why, z = "zed", ...others } = { x: 1, y: 2, p: 3, q: 4 };
print(x, why, z, Object.keys(others).join(","));
let m = 1, n = 2;
[m, n] = [n, m];
print(m, n);
const { deep: { inner: [first] } } = { deep: { inner: ["f"] } };
print(first);
function params([p, q], { r }) { return p + q + r; }
print(params([1, 2], { r: 3 }));
const merged = { ...{ a: 1, b: 2 }, ...{ b: 3 } };
print(merged.a, merged.b);
const arr = [...[1, 2], 3];
print(arr.length);
for (const { k, v } of [{ k: "a", v: 1 }, { k: "b", v: 2 }]) print(k, v);
const [c1, c2] = "hi";
print(c1, c2);
try { const { nope } = null; } catch (e) { print(e instanceof TypeError); }
