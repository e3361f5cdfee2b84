// Agent-style script: topological sort of tasks with cycle detection and levels.
const deps = { build: ["compile", "assets"], compile: ["fetch"], assets: ["fetch"], test: ["build"], deploy: ["test", "build"], fetch: [], lint: [] };
function topo(graph) {
  const order = [], state = {};
  const visit = (n, path) => {
    if (state[n] === "done") return;
    if (state[n] === "active") throw new Error("cycle: " + [...path, n].join(" -> "));
    state[n] = "active";
    for (const d of graph[n] ?? []) visit(d, [...path, n]);
    state[n] = "done";
    order.push(n);
  };
  for (const n of Object.keys(graph).sort()) visit(n, []);
  return order;
}
const order = topo(deps);
console.log(order.join(" "));
const level = {};
for (const n of order) level[n] = Math.max(0, ...deps[n].map((d) => level[d] + 1));
const byLevel = Object.entries(level).reduce((acc, [n, l]) => ((acc[l] ??= []).push(n), acc), []);
byLevel.forEach((ns, l) => console.log(`level ${l}: ${ns.sort().join(", ")}`));
try { topo({ a: ["b"], b: ["c"], c: ["a"] }); } catch (e) { console.log(e.message); }
