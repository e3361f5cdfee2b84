// Reads by destructuring with index keys ({0: a} = o), and named reads from String
// objects and typed arrays, at sites that saw other receivers first: the answer comes
// from the receiver's own elements or its exotic [[Get]], never from a cached
// prototype slot.
function first(o) { const {0: a} = o; return a; }
var o = {};
console.log(first(o)); o[0] = "own"; console.log(first(o));
console.log(first([]), first(["x"]));
var mid = [], r = Object.create(mid);
console.log(first(r)); mid[0] = "mid"; console.log(first(r));
Object.defineProperty(String.prototype, "0", { value: "P", writable: false, configurable: true });
function c0(s) { const {0: c} = s; return c; }
console.log(c0(new String("ab")), c0(new String("ab")));
delete String.prototype[0];
Uint8Array.prototype.NaN = 5;
function nan(t) { return t.NaN; }
console.log(nan(new Uint8Array(1)), nan(new Uint8Array(1)));
var P = { 0: "p" }; Object.defineProperty(P, "0", { writable: false });
function z(o) { const {0: v} = o; return v; }
var a1 = Object.create(P), a2 = Object.create(P); a2[0] = "own2";
Object.defineProperty(a2, "0", { value: "own", writable: true, enumerable: true, configurable: true });
console.log(z(a1), z(a2));
// A site that saw ordinary receivers first, then an exotic one of the same shape
// and prototype.
(function () {
Int16Array.prototype.NaN = 5; Int16Array.prototype.Infinity = 6;
function r(o){return o.NaN} function r2(o){return o.Infinity}
var plain = Object.create(Int16Array.prototype), ta = new Int16Array(2), out=[];
for (var i=0;i<3;i++) out.push(r(plain)); for (var i=0;i<3;i++) out.push(r(ta));
for (var i=0;i<3;i++) out.push(r2(plain)); out.push(r2(ta));
var {NaN: z} = ta; out.push(z); console.log(out.join(","));
var p = {length: 42}; function rl(o){return o.length}
var plain2 = Object.create(p), arr=[1,2,3]; Object.setPrototypeOf(arr,p);
var s = new String("abcd"); Object.setPrototypeOf(s,p); var out2=[];
for (var i=0;i<3;i++) out2.push(rl(plain2)); for (var i=0;i<3;i++) out2.push(rl(arr));
for (var i=0;i<3;i++) out2.push(rl(s)); console.log(out2.join(","));
})();
