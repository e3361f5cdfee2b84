type Json = string | number | boolean | null | Json[] | { [k: string]: Json };
type Tree<T> = { value: T; children: Tree<T>[] };
const j: Json = { a: [1, "two", { b: null }] };
const t: Tree<number> = { value: 1, children: [{ value: 2, children: [] }] };
function sum(t: Tree<number>): number { return t.value + t.children.reduce((s, c) => s + sum(c), 0); }
console.log(JSON.stringify(j), sum(t));
