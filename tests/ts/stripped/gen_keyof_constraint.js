function get(obj, key) { return obj[key]; }
const o = { a: 1, b: "two" };
console.log(get(o, "a"), get(o, "b"));
