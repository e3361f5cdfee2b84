"use strict";
// Keyed reads and writes by string keys (`o[k]`) of own data properties go through a
// cache by (shape, key); each case changes what the cache remembered and checks that
// the access sees the change, as node does.
const keys = ["a", "b", "c", "d"];
const counts = {};
for (let i = 0; i < 1000; i++) {
  const k = keys[i % 4];
  counts[k] = (counts[k] || 0) + 1;
}
print(JSON.stringify(counts));

// The same key on objects of other shapes.
const shapes = [{ a: 1 }, { b: 2, a: 3 }, { c: 4, b: 5, a: 6 }, Object.create({ a: "proto" })];
for (let round = 0; round < 3; round++) {
  print(shapes.map((o) => o["a"]).join());
}

// A property made read-only after it was cached: the write fails (strict: throws).
const ro = { x: 1 };
const kx = "x";
ro[kx] = 2;
Object.defineProperty(ro, "x", { writable: false });
try {
  ro[kx] = 3;
} catch (e) {
  print(e.constructor.name);
}
print(ro[kx]);

// Frozen after caching.
const fr = { y: 1 };
const ky = "y";
fr[ky] = fr[ky] + 1;
Object.freeze(fr);
try {
  fr[ky] = 10;
} catch (e) {
  print(e.constructor.name);
}
print(fr[ky]);

// A data property turned into an accessor after caching.
const acc = { z: 1 };
const kz = "z";
print(acc[kz]);
let stored = 0;
Object.defineProperty(acc, "z", { get() { return "getter"; }, set(v) { stored = v; } });
print(acc[kz]);
acc[kz] = 42;
print(stored, acc[kz]);

// Deleted and added again, and a key that is absent.
const del = { p: 1, q: 2 };
const kp = "p";
print(del[kp]);
delete del.p;
print(del[kp]);
del[kp] = 3;
print(del[kp], Object.keys(del).join());
print(del["nothing"], "nothing" in del);

// Inherited setters and read-only inherited properties are not own slots.
const base = {};
Object.defineProperty(base, "s", { set(v) { this._s = v * 2; }, get() { return this._s; } });
Object.defineProperty(base, "r", { value: "read-only", writable: false });
const child = Object.create(base);
child["s"] = 5;
print(child["s"], Object.keys(child).join());
try {
  child["r"] = "changed";
} catch (e) {
  print(e.constructor.name);
}
print(child["r"]);

// Many objects of one shape, keys built at run time, and garbage in between.
const rows = [];
for (let i = 0; i < 200; i++) rows.push({ id: i, name: "n" + i, score: i % 7 });
let total = 0;
for (let round = 0; round < 20; round++) {
  for (const r of rows) {
    const field = round % 2 ? "score" : "id";
    total += r[field];
    r[["sc", "ore"].join("")] = r["score"] + 1;
    const junk = { [field + round]: round };
    total += junk[field + round];
  }
}
print(total, rows[5].score);

// Arrays, functions and strings keep their own rules.
const arr = [1, 2, 3];
print(arr["length"], arr["1"], "abc"["length"], "abc"["1"]);
arr["length"] = 1;
print(arr.join(), arr["length"]);
function fn(a, b) {}
print(fn["length"], fn["name"]);
