// for-in/for-of details: order, shadowing, deletion during for-in, strings, array holes.
const o = { b: 1, a: 2, 1: "x", 0: "y" };
const ks = [];
for (const k in o) ks.push(k);
print(ks.join(","));
const proto = { inherited: 1, shadowed: 1 };
const obj = Object.create(proto);
obj.own = 1;
obj.shadowed = 2;
const seen = [];
for (const k in obj) seen.push(k);
print(seen.join(","));
const del = { p: 1, q: 2, r: 3 };
const visited = [];
for (const k in del) { visited.push(k); delete del.q; }
print(visited.join(","));
const chars = [];
for (const c of "a😀b") chars.push(c);
print(chars.length, chars[1].length);
const holes = [1, , 3];
const vals = [];
for (const v of holes) vals.push(v);
print(vals.join("|"), holes.map((x) => x * 2).length);
const it = [1, 2, 3][Symbol.iterator]();
print(it.next().value, it.next().value, it.next().value, it.next().done);
let n = 0;
for (const x of [1, 2, 3, 4]) { if (x === 3) break; n += x; }
print(n);
