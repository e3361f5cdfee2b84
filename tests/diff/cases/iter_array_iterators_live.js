// Array iterators are live views: pushing during for-of, entries/keys/values, iterator exhaustion.
const a = [1, 2, 3];
const seen = [];
for (const x of a) { seen.push(x); if (x === 2) a.push(99); if (seen.length > 6) break; }
console.log(seen.join());
const it = a.values();
console.log(JSON.stringify(it.next()), [...it].join(), JSON.stringify(it.next()));
console.log([...a.entries()].map(([i, v]) => i + "=" + v).join(), [...a.keys()].join());
const s = "a😀b";
console.log([...s].length, s.length, Array.from(s).map((c) => c.codePointAt(0)).join());
const m = new Map([["k", 1]]);
const mi = m.entries();
m.set("late", 2);
console.log(JSON.stringify([...mi]), typeof mi[Symbol.iterator], mi[Symbol.iterator]() === mi);
console.log(Object.prototype.toString.call([].values()), Object.prototype.toString.call(new Map().keys()), Object.prototype.toString.call(""[Symbol.iterator]()));
