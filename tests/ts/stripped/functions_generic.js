function map(xs, f) { const out = []; xs.forEach((x, i) => out.push(f(x, i))); return out; }
function first(xs) { return xs[0]; }
function merge(a, b) { return { ...a, ...b }; }
console.log(map([1, 2, 3], (x, i) => x * i), first(["z"]), merge({ a: 1 }, { b: 2 }));
function* gen(xs) { for (const x of xs)
    yield x; }
console.log([...gen([7, 8])]);
async function am(x) { return x; }
am(3).then((v) => console.log("am", v));
