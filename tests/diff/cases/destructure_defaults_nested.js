// Destructuring with defaults: nested patterns, defaults evaluated lazily, renaming.
let calls = 0;
const dflt = (v) => { calls++; return v; };
const { a = dflt(1), b: { c = dflt(2), d: [e = dflt(3), ...f] = [] } = {}, ...rest } = { a: 0, b: { d: [undefined, 5, 6] }, g: 7, h: 8 };
console.log(a, c, e, JSON.stringify(f), JSON.stringify(rest), calls);
function opts({ size = 10, color = "red", ...others } = {}, [x, y = x * 2] = [1]) {
  return `${size}/${color}/${JSON.stringify(others)}/${x}/${y}`;
}
console.log(opts(), opts({ size: 0, color: null, z: 1 }, [4]), opts(undefined, [5, undefined]));
const [p = "p", [q = "q"] = [], { r = "r" } = {}] = [null, [undefined]];
console.log(p, q, r);
let m, n;
({ m = 1, n = m + 1 } = { m: 5 });
console.log(m, n);
const swap = [1, 2, 3];
[swap[0], swap[2]] = [swap[2], swap[0]];
console.log(swap.join());
for (const { id, tags: [first = "none"] = [] } of [{ id: 1, tags: ["x"] }, { id: 2 }]) console.log(id, first);
try { const { z } = null; } catch (err) { console.log(err.name); }
try { const [w] = {}; } catch (err) { console.log(err.name); }
