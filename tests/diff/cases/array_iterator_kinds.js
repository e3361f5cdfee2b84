// keys(), values() and entries() of arrays and typed arrays, spread and iterated with for-of:
// holes, elements on the prototype, an array that grows while iterated, a patched next.
const a = [10, , 30, "x"];
console.log(JSON.stringify([[...a.keys()], [...a.values()], [...a.entries()]]));
const out = [];
for (const k of a.keys()) out.push(k);
for (const [k, v] of a.entries()) out.push(k + ":" + v);
for (const v of a.values()) out.push(String(v));
console.log(out.join(","));
console.log([...Array(5).keys()].join(), [...new Uint8Array([7, 8]).entries()].join("|"), [...new Array(3).entries()].join("|"));
const it = [1, 2, 3].keys(); it.next(); console.log([...it].join());
Array.prototype[1] = "P"; console.log([...[0, , 2].entries()].join("|"), [...[0, , 2].values()].join("|")); delete Array.prototype[1];
const b = [1, 2, 3]; const out2 = []; for (const [i, v] of b.entries()) { if (i === 0) b.push(4); out2.push(v); } console.log(out2.join());
const p = Object.getPrototypeOf([][Symbol.iterator]()); const orig = p.next; p.next = function () { const r = orig.call(this); if (!r.done) r.value = r.value * 100; return r; }; console.log([...[1, 2].keys()].join()); p.next = orig;
