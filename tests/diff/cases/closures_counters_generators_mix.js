// Closures over generator state and async state: ID generators, sequence factories, memoized async loaders with in-flight sharing.
const makeIds = (prefix) => { let n = 0; return () => `${prefix}-${String(++n).padStart(3, "0")}`; };
const userId = makeIds("usr"), orderId = makeIds("ord"); console.log(userId(), userId(), orderId(), userId());
function* idGen(prefix) { let n = 0; while (true) { const reset = yield `${prefix}${n++}`; if (reset) n = 0; } }
const g = idGen("g"); console.log(g.next().value, g.next().value, g.next(true).value, g.next().value);
let loads = 0;
const loader = (() => { const cache = new Map(); return (key) => { if (!cache.has(key)) cache.set(key, (async () => { loads++; await null; return key.toUpperCase(); })()); return cache.get(key); }; })();
(async () => {
  const results = await Promise.all([loader("a"), loader("b"), loader("a"), loader("a")]);
  console.log(results.join(), loads, (await loader("b")) === "B", loads);
  const counters = {}; const makeCounter = (name) => () => (counters[name] = (counters[name] ?? 0) + 1);
  const fns = ["x", "y", "x"].map(makeCounter); fns.forEach((f) => f()); fns[0](); console.log(JSON.stringify(counters));
  const adders = []; for (let i = 0, acc = 0; i < 4; i++) { acc += i; adders.push(() => acc + i); } console.log(adders.map((f) => f()).join());
})();
