// Object spread/rest, optional chaining, nullish coalescing and logical assignment.
const cfg = { a: 1, nested: { b: null, list: [1, 2] }, fn() { return this.a; } };
console.log(cfg?.nested?.b?.c, cfg.missing?.x.y.z, cfg.nested.list?.[1], cfg.fn?.(), cfg.nofn?.(), cfg?.["a"]);
console.log(cfg.nested.b ?? "dflt", 0 ?? 1, "" || "empty", 0 || null, null ?? undefined ?? "last");
const o = { x: 0, y: null, z: 5 };
o.x ||= 10; o.y ??= 20; o.z &&= 30; o.w ??= "new";
console.log(JSON.stringify(o));
const merged = { ...cfg, a: 2, ...null, ...undefined, ..."hi", ...[9] };
console.log(Object.keys(merged).join(), merged.fn(), merged[0]);
const { a, ...others } = merged;
console.log(a, Object.keys(others).length);
