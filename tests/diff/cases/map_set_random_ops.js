// Random Map and Set operations from a seeded generator, with iterators advanced in
// between (they must keep their place while the table drops deleted entries and grows),
// summarised every 2,000 steps: the engine's table against node's.
let seed = 12345;
const rand = (n) => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return (seed >>> 8) % n;
};
const objects = [{}, [], () => 0, Symbol("s")];
const key = () => {
  switch (rand(6)) {
    case 0: return rand(300);
    case 1: return "k" + rand(300);
    case 2: return rand(2) ? -0 : NaN;
    case 3: return objects[rand(objects.length)];
    case 4: return rand(40) * 1.5;
    default: return 1000 + rand(5000);
  }
};
const show = (k) => (typeof k === "symbol" ? "sym" : typeof k === "object" || typeof k === "function" ? typeof k : Object.is(k, -0) ? "-0" : String(k));
for (const kind of ["Map", "Set"]) {
  const t = kind === "Map" ? new Map() : new Set();
  const add = (k, v) => (kind === "Map" ? t.set(k, v) : t.add(k));
  let iters = [];
  let log = [];
  for (let step = 1; step <= 20000; step++) {
    const op = rand(100);
    if (op < 60) add(key(), step);
    else if (op < 80) log.push(t.delete(key()) ? 1 : 0);
    else if (op < 88) log.push(t.has(key()) ? 1 : 0);
    else if (op < 92) iters.push(t[Symbol.iterator]());
    else if (op < 99) {
      const it = iters[rand(iters.length || 1)];
      if (it) {
        const r = it.next();
        log.push(r.done ? "d" : show(kind === "Map" ? r.value[0] : r.value));
      }
    } else if (rand(200) === 0) t.clear();
    if (iters.length > 8) iters.shift();
    if (step % 2000 === 0) {
      let sum = 0;
      for (const e of t) sum = (sum * 31 + show(kind === "Map" ? e[0] : e).length + (kind === "Map" ? e[1] : 0)) % 1000003;
      console.log(kind, step, t.size, sum, log.join("").length, log.join("").slice(-40));
      log = [];
    }
  }
  // forEach that deletes what it visits and adds behind it, from a large table.
  let visits = 0;
  t.forEach((_, k) => {
    visits++;
    t.delete(k);
    if (visits % 7 === 0 && visits < 2000) add("again" + visits, visits);
  });
  console.log(kind, "forEach", visits, t.size);
}
