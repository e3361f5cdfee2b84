const j = { a: [1, "two", { b: null }] };
const t = { value: 1, children: [{ value: 2, children: [] }] };
function sum(t) { return t.value + t.children.reduce((s, c) => s + sum(c), 0); }
console.log(JSON.stringify(j), sum(t));
