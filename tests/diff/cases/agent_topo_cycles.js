// Dependency graph utilities: topological sort (Kahn), cycle detection with the cycle path, and levels for parallel scheduling.
const graph = { app: ["ui", "api"], ui: ["lib"], api: ["db", "lib"], db: [], lib: ["util"], util: [], docs: [] };
const topo = (g) => { const indeg = Object.fromEntries(Object.keys(g).map((k) => [k, 0])); for (const deps of Object.values(g)) for (const d of deps) indeg[d]++; const q = Object.keys(g).filter((k) => indeg[k] === 0).sort(); const out = []; while (q.length) { const n = q.shift(); out.push(n); for (const d of g[n].slice().sort()) if (--indeg[d] === 0) q.push(d); } return out.length === Object.keys(g).length ? out : null; };
console.log(topo(graph).join(" > "));
const findCycle = (g) => { const state = {}; const stack = []; const visit = (n) => { state[n] = 1; stack.push(n); for (const d of g[n] ?? []) { if (state[d] === 1) return [...stack.slice(stack.indexOf(d)), d]; if (!state[d]) { const c = visit(d); if (c) return c; } } stack.pop(); state[n] = 2; return null; }; for (const n of Object.keys(g)) if (!state[n]) { const c = visit(n); if (c) return c; } return null; };
console.log(findCycle(graph), findCycle({ a: ["b"], b: ["c"], c: ["a", "d"], d: [] }).join(" -> "), topo({ x: ["y"], y: ["x"] }));
const levels = (g) => { const memo = {}; const lvl = (n) => (memo[n] ??= 1 + Math.max(0, ...g[n].map(lvl))); const by = {}; for (const n of Object.keys(g)) (by[lvl(n)] ??= []).push(n); return by; };
console.log(JSON.stringify(levels(graph)));
