// Calls between functions of many units: each indirect eval loads a new unit, and the
// old ones become garbage (collected and their handles reused, under the constant
// collection run of this corpus). Every call must run its own unit's code, whatever
// ran just before it: the dispatch loop keeps the last function it loaded.
let sum = 0;
const keep = [];
for (let i = 0; i < 300; i++) {
  const f = (0, eval)("(function (x) { return x * " + (i % 7) + " + " + i + "; })");
  sum += f(i);
  if (i % 10 === 0) keep.push(f);
  // Recursion inside a fresh unit, called from this one: frames of one function
  // return to each other, then to a frame of another unit.
  const g = (0, eval)("(function g(n) { return n < 2 ? n + " + (i % 3) + " : g(n - 1) + g(n - 2); })");
  sum += g(i % 12);
  // A unit whose function calls back into a function of this unit.
  const h = (0, eval)("(function (cb) { return cb(" + i + ") + 1; })");
  sum += h((x) => x * 2);
}
for (const f of keep) sum += f(1);
print(sum);
print(keep.map((f) => f(2)).join(","));
