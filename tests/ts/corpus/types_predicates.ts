function isString(x: unknown): x is string { return typeof x === "string"; }
function assertNum(x: unknown): asserts x is number { if (typeof x !== "number") throw new Error("not a number"); }
function assertOk(cond: unknown, msg?: string): asserts cond { if (!cond) throw new Error(msg); }
class Box { v: unknown = 1; isNum(): this is { v: number } { return typeof this.v === "number"; } }
const vals: unknown[] = ["a", 1, "b"];
console.log(vals.filter(isString));
assertNum(5);
assertOk(true);
try { assertNum("x"); } catch (e) { console.log((e as Error).message); }
console.log(new Box().isNum());
