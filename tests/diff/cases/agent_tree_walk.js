// Walking a nested tree: depth-first with a stack, breadth-first with a queue, paths.
const tree = { name: "root", children: [
  { name: "a", children: [{ name: "a1", children: [] }, { name: "a2", children: [{ name: "a2x", children: [] }] }] },
  { name: "b", children: [] },
  { name: "c", children: [{ name: "c1", children: [] }] },
] };
const dfs = []; const stack = [[tree, 0]];
while (stack.length) { const [n, d] = stack.pop(); dfs.push("  ".repeat(d) + n.name); for (const c of [...n.children].reverse()) stack.push([c, d + 1]); }
console.log(dfs.join("\n"));
const bfs = []; const queue = [tree];
while (queue.length) { const n = queue.shift(); bfs.push(n.name); queue.push(...n.children); }
console.log(bfs.join(" "));
function* paths(n, prefix = []) { const p = [...prefix, n.name]; if (!n.children.length) yield p.join("/"); for (const c of n.children) yield* paths(c, p); }
console.log([...paths(tree)].join(", "));
const count = (n) => 1 + n.children.reduce((s, c) => s + count(c), 0);
console.log(count(tree));
