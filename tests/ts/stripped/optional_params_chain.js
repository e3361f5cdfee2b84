function f(a, b, c) { return [a, b, c].join("/"); }
console.log(f(1), f(1, 2), f(1, 2, "3"));
const n = { val: 1, next: { val: 2 } };
console.log(n.next?.next?.val, n.next?.val);
