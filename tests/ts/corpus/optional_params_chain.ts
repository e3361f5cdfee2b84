function f(a: number, b?: number, c?: string): string { return [a, b, c].join("/"); }
console.log(f(1), f(1, 2), f(1, 2, "3"));
interface Node { next?: Node; val: number }
const n: Node = { val: 1, next: { val: 2 } };
console.log(n.next?.next?.val, n.next?.val);
