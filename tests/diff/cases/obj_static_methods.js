// Object static methods: entries/fromEntries/assign/keys order, freeze checks, getOwnPropertyNames.
const src = { z: 1, 10: "ten", a: 2, 2: "two", [Symbol("s")]: "sym" };
console.log(Object.keys(src).join(), Object.values(src).join(), JSON.stringify(Object.entries(src)));
const target = Object.assign({ a: 0, keep: true }, src, null, undefined, { z: 9 });
console.log(JSON.stringify(target), Object.getOwnPropertySymbols(target).length);
console.log(JSON.stringify(Object.fromEntries([["x", 1], ["y", [2]], ["x", 3]])), JSON.stringify(Object.fromEntries(new Map([[1, "a"]]))));
const arr = ["a", "b"];
console.log(Object.keys(arr).join(), Object.getOwnPropertyNames(arr).join(), Object.keys("hi").join(), Object.entries("ab").join(";"));
const withGetter = { get computed() { return "got"; } };
const copy = { ...withGetter };
console.log(typeof Object.getOwnPropertyDescriptor(copy, "computed").get, copy.computed);
console.log(Object.is(NaN, NaN), Object.is(0, -0), Object.getPrototypeOf(Object.create(Array.prototype)) === Array.prototype);
console.log(JSON.stringify(Object.getOwnPropertyDescriptors({ v: 1, get g() { return 2; } }), (k, v) => (typeof v === "function" ? "fn" : v)));
const proto = { inherited: 1 };
const child = Object.create(proto);
child.own = 2;
console.log(Object.keys(child).join(), JSON.stringify(child), Object.entries(child).length, child.hasOwnProperty("inherited"), Object.hasOwn(child, "own"));
