// Recursive generators over trees: pre/in/post-order, level order, paths to leaves, and early termination with return().
const tree = { v: 8, l: { v: 3, l: { v: 1 }, r: { v: 6, l: { v: 4 }, r: { v: 7 } } }, r: { v: 10, r: { v: 14, l: { v: 13 } } } };
function* pre(n) { if (!n) return; yield n.v; yield* pre(n.l); yield* pre(n.r); }
function* inord(n) { if (!n) return; yield* inord(n.l); yield n.v; yield* inord(n.r); }
function* post(n) { if (!n) return; yield* post(n.l); yield* post(n.r); yield n.v; }
function* level(n) { const q = [n]; while (q.length) { const x = q.shift(); yield x.v; if (x.l) q.push(x.l); if (x.r) q.push(x.r); } }
function* paths(n, acc = []) { if (!n) return; const p = [...acc, n.v]; if (!n.l && !n.r) yield p.join("/"); yield* paths(n.l, p); yield* paths(n.r, p); }
console.log([...pre(tree)].join(), "|", [...inord(tree)].join(), "|", [...post(tree)].join(), "|", [...level(tree)].join());
console.log([...paths(tree)].join("  "));
const it = inord(tree); const firstThree = []; for (const v of it) { firstThree.push(v); if (firstThree.length === 3) break; }
console.log(firstThree.join(), JSON.stringify(it.next()));
const depth = (n) => (n ? 1 + Math.max(depth(n.l), depth(n.r)) : 0); console.log(depth(tree), Math.max(...pre(tree)), [...inord(tree)].every((v, i, a) => i === 0 || a[i - 1] < v));
const fs = { name: "/", children: [{ name: "a", children: [{ name: "x.txt" }, { name: "y.md" }] }, { name: "b", children: [] }, { name: "z.txt" }] };
function* walk(node, prefix = "") { const p = prefix + node.name + (node.children ? "/" : ""); yield p.replace(/^\/\//, "/"); for (const c of node.children ?? []) yield* walk(c, p === "/" ? "/" : p); }
console.log([...walk(fs)].join(" "), [...walk(fs)].filter((p) => p.endsWith(".txt")).length);
