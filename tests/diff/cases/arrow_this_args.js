// this binding: arrows inside methods, callbacks, bind/call, method extraction.
const obj = {
  name: "obj",
  regular() { return [1].map(function () { return this === undefined ? "undef" : typeof this; })[0]; },
  arrow() { return [1].map(() => this.name)[0]; },
  withThisArg() { return [1].map(function () { return this.name; }, { name: "thisArg" })[0]; },
  nested() { const inner = () => () => this.name; return inner()(); },
};
console.log(obj.regular(), obj.arrow(), obj.withThisArg(), obj.nested());
const extracted = obj.arrow;
try { console.log(extracted()); } catch (e) { console.log(e.name); }
function outer() { return (() => arguments.length)(); }
console.log(outer(1, 2, 3));
const bound = function () { return this.v; }.bind({ v: "bound" });
console.log(bound(), bound.call({ v: "other" }), new (function () { this.z = 1; }.bind({ v: 1 }))().z);
