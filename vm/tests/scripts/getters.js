// Accessors, defineProperty semantics, prototype chains, and re-entrancy through getters.
const base = {};
Object.defineProperty(base, "computed", { get() { return this.n * 2; }, configurable: true });
const child = Object.create(base);
child.n = 21;
print(child.computed);
let log = [];
const watched = {
  set value(v) { log.push("set " + v); this._v = v; },
  get value() { log.push("get"); return this._v; },
};
watched.value = 3;
watched.value += 1;
print(log.join(","), watched._v);
const ro = Object.defineProperty({}, "fixed", { value: 1, writable: false, configurable: false });
ro.fixed = 2;
print(ro.fixed, delete ro.fixed);
(function () { "use strict"; try { ro.fixed = 3; } catch (e) { print("strict", e instanceof TypeError); } })();
const deep = { get a() { return this.b; }, get b() { return this.c; }, c: "leaf" };
print(deep.a);
const loop = { get self() { return this.self; } };
try { loop.self; } catch (e) { print("getter recursion", e instanceof RangeError); }
const toStr = { toString() { return String(this); } };
try { String(toStr); } catch (e) { print("toString recursion", e instanceof RangeError); }
const arr = [1, 2, 3];
Object.defineProperty(arr, "length", { writable: false });
try { "use strict"; arr.push(4); } catch (e) { print("frozen length", e instanceof TypeError); }
print(arr.length);
