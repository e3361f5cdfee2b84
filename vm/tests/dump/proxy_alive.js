// Proxy objects alive across awaits: get/set/has/deleteProperty/ownKeys traps with a
// log, a validating proxy rejecting bad writes after reloads, a proxy over an array,
// Reflect forwarding, a revocable proxy revoked after an await, and a proxy as a
// prototype.
(async () => {
  const log = [];
  const target = { a: 1, b: 2 };
  const p = new Proxy(target, {
    get(t, k, r) {
      if (typeof k === "string") log.push("get " + k);
      return k in t ? Reflect.get(t, k, r) : `<${String(k)}>`;
    },
    set(t, k, v, r) {
      log.push("set " + k);
      return Reflect.set(t, k, v * 10, r);
    },
    has(t, k) {
      log.push("has " + k);
      return k.startsWith("_") ? false : k in t;
    },
    deleteProperty(t, k) {
      log.push("del " + k);
      return delete t[k];
    },
    ownKeys(t) {
      return Reflect.ownKeys(t).filter((k) => k !== "b");
    },
  });
  p.c = await tools.echo(3);
  const got = p.a + p.c;
  const miss = p.zzz;
  await tools.delay(0);
  console.log("basic", got, miss, "a" in p, "_a" in p, delete p.a, Object.keys(p).join(","), target.c);
  console.log("log", log.join(";"));
  const validator = new Proxy({}, {
    set(t, k, v) {
      if (typeof v !== "number" || v < 0) throw new TypeError(`bad ${k}`);
      t[k] = v;
      return true;
    },
  });
  validator.x = await tools.add({ a: 1, b: 1 });
  let err = "";
  try {
    validator.y = await tools.echo("str");
  } catch (e) {
    err = e.message;
  }
  console.log("validator", validator.x, validator.y, err);
  const arr = new Proxy([], {
    get(t, k) {
      if (k === "length") return t.length;
      const i = typeof k === "string" ? Number(k) : NaN;
      return Number.isInteger(i) && i < 0 ? t[t.length + i] : Reflect.get(t, k);
    },
  });
  for (let i = 0; i < 4; i++) arr.push(await tools.echo(i * i));
  console.log("array", arr[-1], arr[-2], arr.length, Array.isArray(arr), [...arr].join(","));
  const { proxy, revoke } = Proxy.revocable({ v: "alive" }, {});
  const before = proxy.v;
  await tools.echo("revoke soon");
  revoke();
  let revoked = "";
  try {
    proxy.v;
  } catch (e) {
    revoked = e.name;
  }
  console.log("revocable", before, revoked);
  const proto = new Proxy({}, { get: (t, k, r) => (typeof k === "string" ? "inherited " + k : undefined) });
  const child = Object.create(proto);
  child.own = await tools.echo("mine");
  const counting = new Proxy(function (x) { return x * 2; }, {
    apply(t, self, args) { log.push("apply"); return t(...args) + 1; },
    construct(t, args) { return { made: args[0] }; },
  });
  const applied = counting(await tools.echo(20));
  console.log("proto", child.own, child.other, applied, new counting(5).made, log.at(-1));
  return { got, x: validator.x, len: arr.length };
})()
