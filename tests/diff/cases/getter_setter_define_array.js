// defineProperty on arrays and functions: non-writable length, index accessors, function name/length.
const arr = [1, 2, 3];
Object.defineProperty(arr, "length", { writable: false });
try { "use strict"; arr.push(4); } catch (e) { console.log("push:", e.name); }
console.log(arr.length, arr.join());
const withAcc = [];
Object.defineProperty(withAcc, 0, { get: () => "computed", enumerable: true, configurable: true });
console.log(withAcc.length, withAcc[0], JSON.stringify(withAcc), withAcc.map((x) => x + "!").join());
function fn(a, b) {}
Object.defineProperty(fn, "name", { value: "renamed" });
console.log(fn.name, fn.length, Object.getOwnPropertyDescriptor(fn, "length").writable, delete fn.length, fn.length);
const o = Object.defineProperty({}, "ro", { value: 1, enumerable: true });
o.ro = 2;
console.log(o.ro, JSON.stringify(Object.getOwnPropertyDescriptor(o, "ro")));
try { Object.defineProperty(o, "ro", { value: 3 }); } catch (e) { console.log(e.name); }
Object.defineProperty(o, "ro", { value: 1 });
console.log("same value redefinition is allowed", o.ro);
