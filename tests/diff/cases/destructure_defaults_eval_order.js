// When defaults are evaluated in destructuring: only for undefined, left to right, referring to earlier bindings.
const log = [];
const d = (name, v) => { log.push(name); return v; };
const { a = d("a", 1), b = d("b", a + 1), c = d("c", b * 10) } = { b: undefined, c: null };
console.log(a, b, c, log.join());
const [x = d("x", 1), y = d("y", x)] = [0];
console.log(x, y, log.join());
function f({ p = 1, q = p + 1 } = {}, [r = q * 2] = []) { return [p, q, r].join(); }
console.log(f(), f({ p: 5 }), f({ q: 0 }, [undefined]), f(undefined, [null]));
const { n: { deep = "dflt" } = {} } = {};
console.log(deep);
try { const { z: { w } } = {}; } catch (e) { console.log(e.name); }
try { const [u] = null; } catch (e) { console.log(e.name); }
try { const { v } = null; } catch (e) { console.log(e.name); }
const { length, 0: first, [length - 1]: last } = "hello";
console.log(length, first, last);
let m, n; ({ m = 1, n = m } = { n: undefined }); console.log(m, n);
const [, , third = "none", ...rest] = [1, 2];
console.log(third, rest.length);
