// Proxy trap order for common operations: which traps run for spread, Object.keys, JSON.stringify, for-in, in, and assignment.
// for-in is left out: the order of its trap calls on a proxy is implementation-defined (sec-enumerate-object-properties).
const log = [];
const handler = {};
for (const trap of ["get", "set", "has", "deleteProperty", "ownKeys", "getOwnPropertyDescriptor", "defineProperty", "getPrototypeOf"]) handler[trap] = (...args) => { log.push(trap + (typeof args[1] === "string" ? ":" + args[1] : "")); return Reflect[trap](...args); };
const p = new Proxy({ a: 1, b: 2 }, handler);
const run = (label, f) => { log.length = 0; f(); console.log(label.padEnd(14), log.join(" ")); };
run("spread", () => ({ ...p }));
run("Object.keys", () => Object.keys(p));
run("JSON", () => JSON.stringify(p));
run("in", () => "a" in p);
run("assign", () => { p.c = 3; });
run("Object.assign", () => Object.assign({}, p));
run("hasOwn", () => Object.hasOwn(p, "a"));
run("entries", () => Object.entries(p));
run("delete", () => delete p.c);
run("instanceof", () => p instanceof Object);
