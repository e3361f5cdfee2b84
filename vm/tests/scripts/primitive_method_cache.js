// Method reads on primitives go through an inline cache keyed on the prototype's
// shape: a change to String.prototype, Number.prototype or Boolean.prototype between
// two reads at the same site must be seen.
function show(x) { return x.trim === undefined ? "none" : typeof x.trim === "function" ? x.trim() : String(x.trim); }
const out = [];
for (let i = 0; i < 6; i++) {
  if (i === 1) String.prototype.trim = function () { return "mine:" + this; };
  if (i === 2) delete String.prototype.trim;
  if (i === 3) Object.defineProperty(String.prototype, "trim", { get() { return "getter:" + this.length; }, configurable: true });
  if (i === 4) Object.defineProperty(String.prototype, "trim", { value: 42, configurable: true, writable: true });
  if (i === 5) String.prototype.extra = 1;
  out.push(show(" ab "));
}
console.log(out.join(" | "));
// One site, receivers of several primitive types and an object.
function fixed(x) { return x.toFixed ? x.toFixed(1) : x.toString(); }
console.log([1.25, "s", true, 2, { toString() { return "obj"; } }, 3.5].map(fixed).join());
Number.prototype.toFixed = function () { return "patched"; };
console.log([1, 2].map(fixed).join(), (7).toFixed());
Boolean.prototype.flag = "yes";
const flags = [];
for (let i = 0; i < 3; i++) { flags.push(true.flag, false.flag); if (i === 1) Boolean.prototype.flag = "changed"; }
console.log(flags.join());
// Methods inherited from Object.prototype (two levels up) and a string's own length.
const s = "hello";
console.log(s.hasOwnProperty("length"), s.length, s[1], s.propertyIsEnumerable(0), "".length);
