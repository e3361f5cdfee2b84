function get<T, K extends keyof T>(obj: T, key: K): T[K] { return obj[key]; }
const o = { a: 1, b: "two" };
console.log(get(o, "a"), get(o, "b"));
