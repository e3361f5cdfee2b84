// delete, in and hasOwn on objects, arrays and non-configurable properties.
const o = { a: 1, b: undefined };
console.log("a" in o, "b" in o, "c" in o, delete o.a, "a" in o, delete o.nothing, Object.keys(o).join());
const arr = [1, 2, 3];
console.log(delete arr[1], arr.length, 1 in arr, JSON.stringify(arr), arr.indexOf(undefined));
console.log(0 in [1], "0" in [1], "length" in [], Object.hasOwn([], "length"), "push" in []);
"use strict";
const frozen = Object.freeze({ x: 1 });
console.log(delete frozen.x, frozen.x);
try { (function () { "use strict"; delete frozen.x; })(); } catch (e) { console.log(e.name); }
try { (function () { "use strict"; delete Object.prototype; })(); } catch (e) { console.log(e.name); }
let str = "abc";
console.log(delete str.length, str.length, "1" in Object(str), 5 in Object(str));
