// Getters and setters defined with Object.defineProperty kept across awaits: lazy
// getters that replace themselves, non-enumerable and non-writable properties, frozen
// and sealed objects, accessors on prototypes, and descriptors read back after reloads.
(async () => {
  const stats = { hits: 0 };
  const obj = {};
  let backing = 5;
  Object.defineProperty(obj, "value", {
    get() { stats.hits++; return backing; },
    set(v) { backing = v * 2; },
    enumerable: true,
    configurable: true,
  });
  Object.defineProperty(obj, "hidden", { value: "h", enumerable: false, writable: false });
  obj.value = await tools.echo(4);
  const v1 = obj.value;
  obj.hidden = "changed"; // silently ignored (sloppy mode)
  console.log("accessor", v1, stats.hits, obj.hidden, Object.keys(obj).join(","), JSON.stringify(obj));
  const lazy = {};
  let computed = 0;
  Object.defineProperty(lazy, "data", {
    configurable: true,
    get() {
      computed++;
      const val = [1, 2, 3].map((x) => x * 3);
      Object.defineProperty(this, "data", { value: val, writable: false, enumerable: true });
      return val;
    },
  });
  const first = lazy.data;
  await tools.delay(0);
  const second = lazy.data;
  const d = Object.getOwnPropertyDescriptor(lazy, "data");
  console.log("lazy", computed, first === second, "value" in d, d.writable, d.configurable);
  const frozen = Object.freeze({ a: 1, nested: { b: 2 } });
  const sealed = Object.seal({ c: 3 });
  await tools.echo("freeze");
  frozen.a = 100;
  frozen.nested.b = await tools.echo(20);
  sealed.c = 30;
  sealed.d = 4;
  delete sealed.c;
  console.log("frozen", frozen.a, frozen.nested.b, Object.isFrozen(frozen), Object.isSealed(sealed), sealed.c, sealed.d);
  function Temperature(c) { this._c = c; }
  Object.defineProperty(Temperature.prototype, "f", {
    get() { return this._c * 9 / 5 + 32; },
    set(f) { this._c = (f - 32) * 5 / 9; },
  });
  const t = new Temperature(await tools.echo(100));
  t.f = await tools.add({ a: t.f, b: -180 });
  console.log("proto accessor", t._c, t.f, Object.hasOwn(t, "f"), "f" in t);
  const many = {};
  Object.defineProperties(many, {
    x: { value: 1, enumerable: true },
    y: { get: () => many.x + 1, enumerable: true },
    z: { value: 3 },
  });
  const descs = Object.getOwnPropertyDescriptors(many);
  await tools.echo(Object.keys(descs));
  const shape = Object.entries(descs).map(([k, dd]) => `${k}:${"get" in dd ? "acc" : "data"}:${dd.enumerable ? "e" : "-"}${dd.writable ? "w" : "-"}`);
  console.log("descs", shape.join(" "), JSON.stringify(many), Object.getOwnPropertyNames(many).join(""));
  let threw = "";
  try {
    Object.defineProperty(frozen, "a", { value: 2 });
  } catch (e) {
    threw = e.name;
  }
  const counter = Object.defineProperty({}, "next", { get: (() => { let n = 0; return () => ++n; })() });
  const ns = [counter.next, await tools.echo(counter.next), counter.next];
  console.log("misc", threw, ns.join(","));
  return { hits: stats.hits, computed, f: t.f };
})()
