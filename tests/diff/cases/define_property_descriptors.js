// Object.defineProperty with descriptors: defaults false, redefining non-configurable properties, accessors vs data, array length.
const o = {};
Object.defineProperty(o, "hidden", { value: 1 });
console.log(JSON.stringify(Object.getOwnPropertyDescriptor(o, "hidden")), Object.keys(o).length, o.hidden);
o.hidden = 2; console.log(o.hidden, delete o.hidden, o.hidden);
try { Object.defineProperty(o, "hidden", { value: 3 }); } catch (e) { console.log(e.name); }
Object.defineProperty(o, "hidden", { value: 1 }); console.log("same value ok");
try { Object.defineProperty(o, "hidden", { get() {} }); } catch (e) { console.log(e.name); }
try { Object.defineProperty(o, "x", { value: 1, get() {} }); } catch (e) { console.log(e.name); }
try { Object.defineProperty(o, "y", { get: 5 }); } catch (e) { console.log(e.name); }
const w = Object.defineProperty({}, "w", { value: 1, writable: true, configurable: false });
Object.defineProperty(w, "w", { value: 2, writable: false }); console.log(w.w);
try { Object.defineProperty(w, "w", { writable: true }); } catch (e) { console.log(e.name); }
let store = 0;
const acc = Object.defineProperty({}, "v", { get() { return store; }, set(x) { store = x * 2; }, enumerable: true, configurable: true });
acc.v = 5; console.log(acc.v, JSON.stringify(acc), Object.entries(acc).join());
Object.defineProperty(acc, "v", { value: "data now" }); console.log(acc.v, JSON.stringify(Object.getOwnPropertyDescriptor(acc, "v")));
const arr = [1, 2, 3]; Object.defineProperty(arr, "length", { writable: false });
try { "use strict"; arr.push(4); } catch (e) { console.log(e.name, arr.length); }
const arr2 = [1, 2, 3]; Object.defineProperty(arr2, 1, { configurable: false }); arr2.length = 0; console.log(arr2.length, arr2.join());
console.log(Object.defineProperties({}, { a: { value: 1, enumerable: true }, b: { get: () => 2, enumerable: true } }).b, JSON.stringify(Object.getOwnPropertyDescriptors({ get g() { return 1; }, d: 2 }), (k, v) => (typeof v === "function" ? "fn" : v)));
