// Objects mimicking arrays with accessors: length getter, index properties defined lazily, generic array methods applied to them.
const lazy = { get length() { return 4; } };
for (let i = 0; i < 4; i++) Object.defineProperty(lazy, i, { get: () => i * i, enumerable: true });
console.log(Array.from(lazy).join(), Array.prototype.map.call(lazy, (x) => x + 1).join(), Array.prototype.join.call(lazy, "-"), Array.prototype.includes.call(lazy, 9));
const growable = { length: 0 }; Array.prototype.push.call(growable, "a", "b"); Array.prototype.unshift.call(growable, "z");
console.log(JSON.stringify(growable), Array.prototype.pop.call(growable), growable.length, Array.prototype.slice.call(growable).join());
const reads = []; const traced = new Proxy([10, 20, 30], { get(t, k, r) { if (typeof k === "string" && k !== "constructor") reads.push(k); return Reflect.get(t, k, r); } });
Array.prototype.indexOf.call(traced, 20); console.log(reads.join());
reads.length = 0; Array.prototype.reverse.call(traced); console.log(reads.join(), [...traced].join());
const strObj = Array.prototype.filter.call("hello", (c) => c !== "l"); console.log(strObj.join(""), Array.prototype.every.call("aaa", (c) => c === "a"));
const big = { length: 2 ** 53 + 10 }; console.log(Array.prototype.indexOf.call({ length: 3, 2: "x" }, "x"), (() => { try { Array.prototype.push.call(big, 1); } catch (e) { return e.name; } })());
const withSetter = { _v: [], set last(x) { this._v.push(x); }, get last() { return this._v.at(-1); } }; withSetter.last = 1; withSetter.last = 2; console.log(withSetter.last, withSetter._v.length);
