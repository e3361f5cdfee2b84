// Array.prototype.shift and unshift on dense arrays take an O(1) fast path; holes, indexed
// prototype properties, accessors and frozen, sealed or non-extensible arrays keep the spec order.
// shift/unshift with holes, prototype indexed properties, accessors, frozen arrays
const show = (a) => JSON.stringify(a) + " len=" + a.length + " keys=" + Object.keys(a).join(",");
let a = [, 1, , 3];
console.log(a.shift(), show(a));
a = [1, , 3];
console.log(a.unshift(9, 8), show(a), 1 in a, 2 in a, 3 in a);
Array.prototype[1] = "P";
a = [0, , 2];
console.log(a.shift(), show(a), a.hasOwnProperty(0));
a = [, 5];
console.log(a.shift(), show(a));
b = [7, , 9];
console.log(b.unshift(1), show(b), b.hasOwnProperty(2));
delete Array.prototype[1];
let c = [1, 2, 3];
let stored; Object.defineProperty(c, 1, { get() { return "g"; }, set(v) { stored = v; }, configurable: true });
console.log(c.shift(), show(c), stored, JSON.stringify(Object.getOwnPropertyDescriptor(c, 0)));
const f = Object.freeze([1, 2]);
try { f.shift(); } catch (e) { console.log(e.constructor.name); }
try { f.unshift(0); } catch (e) { console.log(e.constructor.name); }
const s = Object.seal([1, 2]);
try { s.shift(); } catch (e) { console.log(e.constructor.name, show(s)); }
const ne = Object.preventExtensions([1, , 3]);
try { console.log(ne.shift(), show(ne)); } catch (e) { console.log(e.constructor.name, show(ne)); }
const q = [];
for (let i = 0; i < 1000; i++) { q.push(i); if (i % 3 === 0) q.unshift(-i); if (i % 2) q.shift(); }
console.log(q.length, q.slice(0, 5).join(), q.slice(-5).join(), q.reduce((x, y) => x + y, 0));
const d = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
for (let i = 0; i < 5; i++) d.shift();
d.length = 2; console.log(show(d)); d[5] = 1; console.log(show(d), d.indexOf(undefined));
const e = []; for (let i = 0; i < 100; i++) e.push(i); for (let i = 0; i < 90; i++) e.shift();
e.reverse(); console.log(e.join(), e.splice(2, 3).join(), e.join(), e.sort((x, y) => x - y).join());
const big = []; big.length = 5; console.log(big.shift(), big.length);
class MyArr extends Array {}
const m = MyArr.from([1, 2, 3]); console.log(m.shift(), m.unshift(0), show(m));
