// Optional chaining and nullish coalescing in data access: short-circuiting, calls, deletes, with 0/""/false preserved.
const data = { user: { name: "Ada", tags: [], settings: { theme: "" , size: 0, dark: false }, greet() { return "hi " + this.name; } }, list: null };
console.log(data.user?.name, data.nope?.name, data.user?.settings?.theme ?? "default", data.user.settings.size ?? 12, data.user.settings.size || 12, data.user.settings.dark ?? true);
console.log(data.list?.[0], data.user.tags?.[0] ?? "none", data.user.greet?.(), data.user.missing?.(), data.user?.["na" + "me"]);
let calls = 0; const side = () => (calls++, 1);
const n = null; n?.[side()]; n?.x.y.z[side()](); console.log(calls);
console.log(delete data?.user?.settings?.theme, "theme" in data.user.settings, delete n?.x);
try { data.user.nothing.deeper; } catch (e) { console.log(e.name); }
try { data.user.settings.notFn?.call(); console.log("ok no call"); data.user.name?.(); } catch (e) { console.log(e.name); }
const fn = null; console.log(fn?.(), (fn ?? ((x) => x * 2))(21));
let a = null, b = 0, c = "set"; a ??= "filled"; b ||= 5; c &&= c.toUpperCase(); console.log(a, b, c);
const counters = {}; for (const w of ["x", "y", "x"]) { counters[w] ??= 0; counters[w]++; } console.log(JSON.stringify(counters));
const deep = { a: [{ b: { c: [null, { d: "found" }] } }] }; console.log(deep.a?.[0]?.b?.c?.[1]?.d, deep.a?.[1]?.b?.c, (null)?.length ?? "nullish");
