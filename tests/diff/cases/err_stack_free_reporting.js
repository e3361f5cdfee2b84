// Error reporting without stack traces: serializing errors (name, message, cause, custom fields) to JSON and rebuilding them.
const serialize = (e) => (e instanceof Error ? { name: e.name, message: e.message, ...(e.cause !== undefined && { cause: serialize(e.cause) }), ...(e instanceof AggregateError && { errors: e.errors.map(serialize) }), ...Object.fromEntries(Object.entries(e)) } : { value: e });
const errs = [new TypeError("bad type"), new RangeError("out", { cause: new Error("root") }), new AggregateError([new Error("x"), "plain"], "multi"), Object.assign(new Error("with fields"), { code: "E42", status: 503 }), "thrown string", 42];
for (const e of errs) console.log(JSON.stringify(serialize(e)));
const ctors = { Error, TypeError, RangeError, SyntaxError, AggregateError };
const revive = (o) => { if (!("name" in o)) return o.value; const C = ctors[o.name] ?? Error; const e = o.name === "AggregateError" ? new C(o.errors.map(revive), o.message) : new C(o.message, o.cause ? { cause: revive(o.cause) } : undefined); if (!(o.name in ctors)) e.name = o.name; for (const k of Object.keys(o)) if (!["name", "message", "cause", "errors"].includes(k)) e[k] = o[k]; return e; };
const back = errs.map((e) => revive(JSON.parse(JSON.stringify(serialize(e)))));
console.log(back.map((e) => (e instanceof Error ? `${e.constructor.name}:${e.message}:${e.cause?.message ?? "-"}:${e.code ?? "-"}` : typeof e)).join(" | "));
console.log(JSON.stringify(new Error("direct")), JSON.stringify({ e: new TypeError("t") }), Object.keys(new Error("m")).length, JSON.stringify(Object.getOwnPropertyNames(new RangeError("r")).filter((k) => k !== "stack")));
