// Error.prototype.stack (accessor over [[ErrorData]]), V8-shaped frames, and
// Atomics.waitAsync in a single agent: notify wakes waiters, timeouts pass when idle.
function inner() { return new Error("boom"); }
function outer() { return inner(); }
const e = outer();
const lines = e.stack.split("\n");
print(lines[0]);
print(lines[1].replace(/\(.*\//, "(").replace(/:\d+:\d+\)/, ":L:C)"));
print(lines[2].replace(/\(.*\//, "(").replace(/:\d+:\d+\)/, ":L:C)"));
print(typeof e.stack);
class Widget { spin() { return new TypeError("bad spin"); } }
print(new Widget().spin().stack.split("\n")[1].trim().split(" ")[1]);
e.stack = "custom";
print(e.stack, Object.prototype.hasOwnProperty.call(e, "stack"));

const i32 = new Int32Array(new SharedArrayBuffer(16));
const a = Atomics.waitAsync(i32, 0, 1);
print(a.async, a.value);
const b = Atomics.waitAsync(i32, 0, 0, 0);
print(b.async, b.value);
const c = Atomics.waitAsync(i32, 1, 0);
const d = Atomics.waitAsync(i32, 1, 0, 5);
print(c.async, c.value instanceof Promise);
c.value.then((v) => print("c", v));
d.value.then((v) => print("d", v));
print("woken", Atomics.notify(i32, 1, 1));
print("woken again", Atomics.notify(i32, 1));
class MyErr extends Error { constructor(m) { super(m); this.name = "MyErr"; } }
print(new MyErr("lazy header").stack.split("\n")[0]);
const late = new Error("first");
late.message = "changed before the first read";
print(late.stack.split("\n")[0]);
