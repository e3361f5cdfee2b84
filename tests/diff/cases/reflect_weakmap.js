// Reflect and WeakMap (pending: Reflect and WeakMap are not implemented yet).
const o = { b: 1, [Symbol("s")]: 2, 1: 3 };
console.log(Reflect.ownKeys(o).length, Reflect.has(o, "b"), Reflect.get(o, "b"));
const wm = new WeakMap();
wm.set(o, "meta");
console.log(wm.get(o), wm.has({}));
