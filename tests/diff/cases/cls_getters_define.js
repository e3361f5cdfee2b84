// Getters/setters, Object.defineProperty attributes and their effects.
const o = {};
Object.defineProperty(o, "fixed", { value: 1, enumerable: true });
Object.defineProperty(o, "hidden", { value: 2, writable: true });
let backing = 10;
Object.defineProperty(o, "acc", { get() { return backing * 2; }, set(v) { backing = v; }, enumerable: true, configurable: true });
o.fixed = 5; o.acc = 4;
console.log(o.fixed, o.hidden, o.acc, Object.keys(o).join(), JSON.stringify(o));
console.log(JSON.stringify(Object.getOwnPropertyDescriptor(o, "fixed")), JSON.stringify(Object.getOwnPropertyDescriptor(o, "hidden")));
"use strict";
try { (function () { "use strict"; o.fixed = 6; })(); } catch (e) { console.log(e.name); }
try { Object.defineProperty(o, "fixed", { value: 3 }); } catch (e) { console.log(e.name); }
console.log(delete o.fixed, delete o.acc, "acc" in o);
const frozen = Object.freeze({ a: { b: 1 } });
frozen.a.b = 2; frozen.c = 3;
console.log(JSON.stringify(frozen), Object.isFrozen(frozen), Object.isFrozen(frozen.a));
