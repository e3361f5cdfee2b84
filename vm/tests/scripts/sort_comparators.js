// Array.prototype.sort called from script with a plain closure as comparator runs its
// comparisons in the caller's dispatch loop (a SortTask); everything a comparator can
// do must behave as in the ordinary built-in.
const base = [5, 3, 9, 1, 7, 3, 8, 2, 6, 4, 0];
console.log(base.slice().sort((a, b) => a - b).join(), base.slice().sort((a, b) => b - a).join());
// Stability, holes and undefined.
const recs = [3, 1, 2, 1, 3, 2].map((k, i) => ({ k, i }));
console.log(recs.sort((a, b) => a.k - b.k).map((r) => r.k + "/" + r.i).join(" "));
const holey = [3, , undefined, 1, , 2];
console.log(JSON.stringify(holey.sort((a, b) => a - b)), holey.length, 4 in holey, 5 in holey);
// Results that are not numbers.
const order = [];
console.log([2, 1, 3].sort(() => ({ valueOf() { order.push("v"); return -1; } })).join(), order.length > 0);
console.log([2, 1, 3].sort(() => "1").join(), [2, 1, 3].sort(() => NaN).join(), [2, 1, 3].sort(() => undefined).join());
console.log([2, 1, 3].sort((a, b) => (a < b ? -1n : 1n) && (a - b)).join());
// A comparator that throws: the array is left as it was, the caller catches.
const kept = [4, 2, 3, 1];
try { kept.sort((a, b) => { if (a === 1 || b === 1) throw new RangeError("no 1"); return a - b; }); } catch (e) { console.log(e.name, e.message); }
console.log(kept.join());
function throwsInFinally() {
  const log = [];
  try { [1, 2, 3].sort(() => { log.push("cmp"); throw "str"; }); } catch (e) { log.push("caught " + e); } finally { log.push("finally"); }
  return log.join(",");
}
console.log(throwsInFinally());
// valueOf throwing from the result.
try { [1, 2].sort(() => ({ valueOf() { throw new TypeError("vo"); } })); } catch (e) { console.log(e.message); }
// Nested sorts, the same array sorted inside its own comparator, mutation while sorting.
const outer = [[3, 1, 2], [9, 8], [5, 4, 6, 0]];
console.log(JSON.stringify(outer.sort((p, q) => p.sort((a, b) => a - b)[0] - q.sort((a, b) => a - b)[0])));
const self = [3, 1, 2];
let depth = 0;
self.sort((a, b) => { if (depth++ === 0) self.sort((x, y) => y - x); return a - b; });
console.log(self.join(), depth > 1);
const mutated = [5, 1, 4, 2, 3];
mutated.sort((a, b) => { mutated.push(99); return a - b; });
console.log(mutated.slice(0, 5).join(), mutated.length > 5);
// Comparators of every kind, and sort called through call/apply/Reflect.
function cmpFn(a, b) { return a - b; }
const bound = cmpFn.bind(null);
console.log([3, 1, 2].sort(cmpFn).join(), [3, 1, 2].sort(bound).join(), [3, 1, 2].sort(function (a, b) { "use strict"; return this === undefined ? b - a : 0; }).join());
console.log([3, 1, 2].sort(function () { return arguments[1] - arguments[0]; }).join(), [3, 1, 2].sort((...ab) => ab[0] - ab[1]).join());
console.log(Array.prototype.sort.call([3, 1, 2], (a, b) => a - b).join(), Reflect.apply([].sort, [3, 1, 2], [(a, b) => b - a]).join());
try { [1, 2].sort(class {}); } catch (e) { console.log(e instanceof TypeError); }
try { [1, 2].sort(5); } catch (e) { console.log(e instanceof TypeError); }
// Array-likes, setters, a frozen array, a Proxy.
const like = { length: 3, 0: "c", 1: "a", 2: "b" };
console.log(JSON.stringify(Array.prototype.sort.call(like, (a, b) => (a < b ? -1 : 1))));
const sets = [];
const watched = [3, 1, 2];
Object.defineProperty(watched, 0, { get() { return 3; }, set(v) { sets.push(v); }, configurable: true });
watched.sort((a, b) => a - b);
console.log(sets.join(), watched[1], watched[2]);
try { Object.freeze([2, 1]).sort((a, b) => a - b); } catch (e) { console.log(e instanceof TypeError); }
const proxied = new Proxy([3, 1, 2], {});
console.log(proxied.sort((a, b) => a - b).join());
// Deep recursion through comparators, and a comparator that allocates a lot.
function viaSort(n) { let r = 0; [0, 1].sort(() => { r = n === 0 ? 0 : viaSort(n - 1) + 1; return 0; }); return r; }
console.log(viaSort(100));
try { viaSort(1e6); } catch (e) { console.log(e instanceof RangeError); }
const big = Array.from({ length: 2000 }, (_, i) => ({ v: (i * 7919) % 2003, s: "x" + i }));
big.sort((a, b) => { const t = { d: a.v - b.v, junk: [a.s, b.s] }; return t.d; });
console.log(big[0].v, big[1999].v, big.every((x, i) => i === 0 || big[i - 1].v <= x.v));
// The result is the array, in the register the call asked for.
const r1 = [2, 1];
const r2 = r1.sort((a, b) => a - b);
console.log(r1 === r2, [[2, 1].sort((a, b) => a - b), [4, 3].sort((a, b) => a - b)].join("|"));
// A sort in tail position of a strict function (its frame is replaced by the call).
const tail = (function () {
  "use strict";
  function f(a) { return a.sort((x, y) => x - y); }
  function g(a) { const r = f(a); return r.join() + "!"; }
  function k(a) { return a.sort(() => { throw new Error("uncaught in cmp"); }); }
  let caught;
  try { k([1, 2]); } catch (e) { caught = e.message; }
  return [g([3, 1, 2]), [f([9, 8]), f([7, 6])].join("|"), caught].join(" ");
})();
console.log(tail);
// The comparator makes the dense array sparse, or gives an index a setter: the values
// are written back through [[Set]] as the built-in does.
const sparse = [4, 3, 2, 1];
sparse.sort((a, b) => { delete sparse[3]; return a - b; });
console.log(JSON.stringify(sparse), 3 in sparse);
const setterLog = [];
const withSetter = [3, 2, 1];
withSetter.sort((a, b) => {
  if (!setterLog.length) Object.defineProperty(withSetter, 1, { set(v) { setterLog.push("set " + v); }, get() { return 0; }, configurable: true });
  setterLog.push("cmp");
  return a - b;
});
console.log(JSON.stringify(withSetter), setterLog.filter((s) => s.startsWith("set")).join());
const shrunk = [5, 4, 3, 2, 1];
shrunk.sort((a, b) => { shrunk.length = 2; return a - b; });
console.log(JSON.stringify(shrunk));
