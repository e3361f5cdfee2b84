const [a, , b = 5, ...rest] = [1, 2, undefined, 4, 5];
print(a, b, rest);
const { x, y: { z = 3 } = {}, ...others } = { x: 1, p: 2, q: 3 };
print(x, z, others.p, others.q);
function params({ m, n = 10 }, [o, p] = [7, 8], ...more) { return [m, n, o, p, more.length]; }
print(params({ m: 1 }));
print(params({ m: 1, n: 2 }, [3, 4], 5, 6));
let q, r;
[q, r = q] = [9];
print(q, r);
({ q, r } = { q: "Q", r: "R" });
print(q, r);
for (const [k, v] of [[1, "one"], [2, "two"]]) print(k, v);
for (const key in { aa: 1, bb: 2 }) print(key);
