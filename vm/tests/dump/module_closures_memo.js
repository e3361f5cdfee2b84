// Module-like closures across awaits: an IIFE module with private state and a public
// API, a memoizing cache of promises that deduplicates in-flight calls, an LRU built
// on a Map, an event emitter holding listener closures, and a once() wrapper.
(async () => {
  const counterModule = (() => {
    let count = 0;
    const history = [];
    return {
      inc(by = 1) { count += by; history.push(count); return count; },
      get value() { return count; },
      history: () => history.slice(),
    };
  })();
  counterModule.inc();
  counterModule.inc(await tools.echo(5));
  counterModule.inc(await tools.add({ a: 2, b: 2 }));
  console.log("counter", counterModule.value, counterModule.history().join(","));
  let calls = 0;
  function memoAsync(fn) {
    const cache = new Map();
    return (key) => {
      if (!cache.has(key)) {
        cache.set(key, fn(key));
      }
      return cache.get(key);
    };
  }
  const slowSquare = memoAsync(async (n) => {
    calls++;
    const r = await tools.add({ a: n * n, b: 0 });
    return r;
  });
  const first = await Promise.all([slowSquare(3), slowSquare(4), slowSquare(3), slowSquare(3)]);
  const second = await slowSquare(4);
  const third = await slowSquare(5);
  console.log("memo", first.join(","), second, third, "calls", calls);
  function lru(limit) {
    const m = new Map();
    return {
      get(k) {
        if (!m.has(k)) return undefined;
        const v = m.get(k);
        m.delete(k);
        m.set(k, v);
        return v;
      },
      set(k, v) {
        m.delete(k);
        m.set(k, v);
        if (m.size > limit) m.delete(m.keys().next().value);
      },
      keys: () => [...m.keys()].join(""),
    };
  }
  const cache = lru(3);
  for (const k of ["a", "b", "c"]) cache.set(k, await tools.echo(k.toUpperCase()));
  cache.get("a");
  cache.set("d", await tools.echo("D"));
  console.log("lru", cache.keys(), cache.get("b"), cache.get("c"));
  function emitter() {
    const listeners = {};
    return {
      on(ev, fn) { (listeners[ev] ||= []).push(fn); return () => { listeners[ev] = listeners[ev].filter((f) => f !== fn); }; },
      emit(ev, ...args) { return (listeners[ev] || []).map((f) => f(...args)); },
    };
  }
  const bus = emitter();
  const seen = [];
  const off = bus.on("msg", (m) => seen.push("A" + m));
  bus.on("msg", (m) => seen.push("B" + m));
  bus.emit("msg", await tools.echo(1));
  off();
  bus.emit("msg", await tools.echo(2));
  console.log("bus", seen.join(","));
  function once(fn) {
    let done = false, result;
    return (...a) => (done ? result : ((done = true), (result = fn(...a))));
  }
  let inits = 0;
  const init = once(async () => { inits++; return tools.echo("config"); });
  const cfg = await Promise.all([init(), init()]);
  const cfg2 = await init();
  const fibMemo = (() => {
    const memo = [0, 1];
    const f = (n) => (memo[n] ??= f(n - 1) + f(n - 2));
    return f;
  })();
  const fib = fibMemo(await tools.echo(80));
  console.log("once", cfg.join(","), cfg2, inits, fib);
  return { value: counterModule.value, calls, inits };
})()
