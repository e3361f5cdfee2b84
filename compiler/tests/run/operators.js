let o = { a: { b: 2 }, f() { return this.a.b; } };
print(o?.a?.b, o.missing?.b, o.f?.(), o.nope?.());
let n = null;
print(n ?? "default", 0 || "or", 1 && "and");
let la = 0; la ||= 5; print(la);
let lb = 1; lb &&= 7; print(lb);
let lc; lc ??= 9; print(lc);
let i = 5; print(i++, i, ++i, i--, i);
print(`t${1 + 1}t${"x"}`);
print(typeof undeclaredThing, typeof 1, typeof "s", typeof {}, typeof print);
print(2 ** 10, 7 % 3, 1 << 4);
const obj = { p: 1 }; delete obj.p; print("p" in obj);
print([1, 2, 3].length, "abc".length);
try { tdz; let tdz = 1; } catch (e) { print(e.name); }
try { const k = 1; k = 2; } catch (e) { print(e.name); }
function args() { return arguments.length + arguments[0]; }
print(args(10, 20));
const spreadArr = [0, ...[1, 2], 3];
print(spreadArr);
