// The iteration methods of Array.prototype called from JS with a plain closure run
// their callbacks in the caller's dispatch loop (native tasks); each case here checks a
// step of the spec's loop that the task must keep: holes, lengths fixed at the start,
// thisArg, early exits, species, exceptions, nesting, and callbacks that are not plain
// closures (the ordinary built-in).
const log = [];
const a = [1, 2, 3, 4, 5];

print(a.map((x, i, o) => x * 10 + i + (o === a ? 0 : 1000)).join());
print(a.filter((x) => x % 2).join());
print(a.some((x) => x > 3), a.some((x) => x > 30), [].some(() => true));
print(a.every((x) => x > 0), a.every((x) => x < 3), [].every(() => false));
print(a.find((x) => x > 2), a.find((x) => x > 20), a.findIndex((x) => x > 2), a.findIndex((x) => x > 20));
print(a.reduce((s, x) => s + x), a.reduce((s, x) => s + x, 100), a.reduce((s, x, i) => s + i, ""));
let sum = 0;
print(a.forEach((x) => { sum += x; }), sum);

// Holes: skipped by all but find/findIndex, which read every index.
const holes = [1, , 3, , 5];
log.length = 0;
holes.forEach((x, i) => log.push(i));
print("forEach", log.join());
print("map", holes.map((x) => x * 2).length, 1 in holes.map((x) => x * 2), holes.map((x) => x * 2).join());
print("filter", holes.filter(() => true).join());
log.length = 0;
holes.find((x, i) => { log.push(i + ":" + x); return false; });
print("find", log.join());
print("findIndex", holes.findIndex((x) => x === undefined));
print("reduce", holes.reduce((s, x, i) => s + "/" + i + "=" + x));
print("reduce first hole", [, , 7, 8].reduce((s, x) => s + x));

// The length is read once; elements changed during the loop are seen.
const grow = [1, 2, 3];
print(grow.map((x, i) => { grow.push(x); if (i === 0) grow[2] = 30; return x; }).join(), grow.length);
const shrink = [1, 2, 3, 4];
log.length = 0;
shrink.forEach((x, i) => { log.push(x); if (i === 0) shrink.length = 2; });
print("shrink", log.join());

// thisArg, and sloppy/strict callbacks.
const ctx = { k: 3 };
print(a.map(function (x) { return x * this.k; }, ctx).join());
print(a.filter(function (x) { return x > this.k; }, ctx).join());
print(a.find(function (x) { return x === this.k; }, ctx));
print([1].map(function () { "use strict"; return this; })[0]);
print([1].map(function () { return typeof this; })[0]);
print([1].map(() => typeof this)[0]);
print([0].reduce(function (s) { "use strict"; return this; }, 0));

// Early exits call no more callbacks.
log.length = 0;
a.some((x) => { log.push(x); return x === 2; });
a.every((x) => { log.push(x); return x < 2; });
a.find((x) => { log.push(x); return x === 3; });
a.findIndex((x) => { log.push(x); return x === 1; });
print("calls", log.join());

// Array-likes, strings and getters.
const like = { length: 3, 0: "a", 2: "c", get 1() { log.push("get1"); return "b"; } };
log.length = 0;
print(Array.prototype.map.call(like, (x) => x.toUpperCase()).join(), log.join());
print(Array.prototype.filter.call("hello", (c) => c !== "l").join(""));
print(Array.prototype.reduce.call({ length: 2, 0: 1, 1: 2 }, (s, x) => s + x));

// Species: map and filter make their results through the constructor.
class MyArray extends Array {}
const mine = MyArray.from([1, 2, 3]);
const mapped = mine.map((x) => x + 1);
const filtered = mine.filter((x) => x > 1);
print(mapped instanceof MyArray, mapped.join(), filtered instanceof MyArray, filtered.join());

// Exceptions thrown by the callback end the call; the caller can catch them.
try {
  a.map((x) => { if (x === 3) throw new Error("boom at " + x); return x; });
} catch (e) {
  print("caught", e.message);
}
try {
  a.reduce((s, x) => { if (x === 4) throw s; return s + x; });
} catch (e) {
  print("caught", e);
}
try {
  [].reduce((s, x) => s + x);
} catch (e) {
  print(e.constructor.name, e.message);
}
function thrower() {
  return [1, 2].filter(() => { throw new RangeError("inner"); });
}
try { thrower(); } catch (e) { print("caught", e.name); }
// The loop after a caught exception still works.
print(a.map((x) => x + 1).join());

// Nesting: tasks inside tasks, and sort inside map.
print([[3, 1, 2], [6, 5, 4]].map((r) => r.map((x) => x * 2).sort((p, q) => p - q).join("-")).join("|"));
print([1, 2, 3].reduce((s, x) => s + [x, x].filter((y) => y > 1).length, 0));
print([[1, 2], [3]].every((r) => r.some((x) => x === 3) || r.length === 2));

// Callbacks that are not plain closures take the ordinary built-in.
print(a.map(Math.sqrt).map((x) => x.toFixed(2)).join());
print(a.map(String).join("+"));
const bound = function (x) { return x * this.m; }.bind({ m: 7 });
print(a.map(bound).join());
print(a.map(class { static f() {} }.f).length);
try { a.map(class C {}); } catch (e) { print(e.constructor.name); }
print(["1", "2", "3"].map(async (x) => x).length);
print([1, 2, 3].map(function* () {}).length);
print([1, 2, 3].map((...rest) => rest.length).join());
print([1, 2, 3].map(function () { return arguments.length; }).join());

// Recursion through a task.
function depth(n) {
  return n === 0 ? 0 : [n].map((x) => depth(x - 1) + 1)[0];
}
print(depth(50));

// Callbacks that return non-booleans and objects.
print(a.filter((x) => (x % 2 ? "yes" : "")).join(), a.some((x) => (x === 5 ? {} : null)));
print(a.findIndex((x) => x === 5 && NaN), a.find((x) => x > 4 && 1n));

// A callback that modifies the array being filtered.
const live = [1, 2, 3, 4];
print(live.filter((x, i) => { if (i === 0) live[3] = 40; return x > 2; }).join());

// The result of map has its length from the start.
const sparse = [];
sparse[5] = 1;
print(sparse.map((x) => x).length, Object.keys(sparse.map((x) => x)).join());

// The methods that go down: findLast, findLastIndex, reduceRight.
log.length = 0;
print(a.findLast((x) => { log.push(x); return x < 3; }), log.join());
print(a.findLastIndex((x) => x < 3), a.findLastIndex((x) => x > 30), a.findLast((x) => x > 30));
print(a.reduceRight((s, x, i) => s + x + "@" + i + ";", ""), a.reduceRight((s, x) => s - x));
print(holes.reduceRight((s, x, i) => s + "/" + i + "=" + x));
log.length = 0;
holes.findLast((x, i) => { log.push(i + ":" + x); return false; });
print("findLast", log.join(), holes.findLastIndex((x) => x === undefined));
print([, , 7, 8, , ].reduceRight((s, x) => s + x));
try {
  [, ,].reduceRight((s, x) => s + x);
} catch (e) {
  print(e.constructor.name, e.message);
}
const shrinking = [1, 2, 3, 4];
log.length = 0;
print(shrinking.reduceRight((s, x, i) => { log.push(i); if (i === 3) shrinking.length = 1; return s + x; }, 0), log.join());
print(Array.prototype.findLast.call({ length: 3, 0: "a", 1: "b", 2: "c" }, (c) => c < "c"));
print(a.findLast(function (x) { return x === this.k; }, ctx));
try {
  a.findLastIndex((x) => { if (x === 4) throw new Error("down at " + x); return false; });
} catch (e) {
  print("caught", e.message);
}
print([[1, 2], [3, 4]].reduceRight((s, r) => s.concat(r.map((x) => x * 10)), []).join());
