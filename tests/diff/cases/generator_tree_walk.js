// Generators: recursive tree traversal with yield*, and breadth-first with a queue.
const tree = { v: 1, kids: [{ v: 2, kids: [{ v: 4, kids: [] }, { v: 5, kids: [] }] }, { v: 3, kids: [{ v: 6, kids: [{ v: 7, kids: [] }] }] }] };
function* pre(n, depth = 0) { yield [n.v, depth]; for (const k of n.kids) yield* pre(k, depth + 1); }
function* post(n) { for (const k of n.kids) yield* post(k); yield n.v; }
function* bfs(root) { const q = [root]; while (q.length) { const n = q.shift(); yield n.v; q.push(...n.kids); } }
console.log([...pre(tree)].map(([v, d]) => "-".repeat(d) + v).join(" "));
console.log([...post(tree)].join(), [...bfs(tree)].join());
function* leaves(n) { if (!n.kids.length) return yield n.v; for (const k of n.kids) yield* leaves(k); }
console.log([...leaves(tree)].join());
const depthOf = (n) => 1 + Math.max(0, ...n.kids.map(depthOf));
console.log(depthOf(tree), [...pre(tree)].reduce((m, [, d]) => Math.max(m, d), 0));
