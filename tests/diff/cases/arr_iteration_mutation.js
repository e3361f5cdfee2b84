// What array methods see when the callback mutates the array: appended, deleted and changed elements.
const a = [1, 2, 3];
const seen = [];
a.forEach((x, i) => { seen.push(x); if (i === 0) { a.push(99); a[2] = 30; } });
console.log(seen.join(), a.join());
const b = [1, 2, 3, 4];
console.log(b.map((x, i) => { if (i === 0) b.pop(); return x * 2; }).join("|"), b.length);
const c = [1, 2, 3, 4];
console.log(c.filter((x, i) => { if (i === 0) delete c[1]; return true; }).join());
const d = [1, 2, 3];
const it = [];
for (const x of d) { it.push(x); if (x === 1) d.push(4); if (d.length > 6) break; }
console.log(it.join(), d.join());
const e = [5, 6, 7];
for (const i in e) { if (i === "0") e.foo = 1; } console.log(Object.keys(e).join());
const f = [3, 2, 1]; let count = 0;
f.sort((x, y) => { count++; return x - y; });
console.log(f.join(), count > 0, [1, 2, 3].find((x, i, arr) => { arr[i + 1] = 0; return x === 0; }));
