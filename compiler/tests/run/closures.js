const fns = [];
for (let i = 0; i < 3; i++) fns.push(() => i);
print(fns[0](), fns[1](), fns[2]());
var vfns = [];
for (var v = 0; v < 3; v++) vfns.push(function () { return v; });
print(vfns[0](), vfns[2]());
function counter() { let c = 0; return { inc: () => ++c, get: () => c }; }
const c1 = counter(), c2 = counter();
c1.inc(); c1.inc(); c2.inc();
print(c1.get(), c2.get());
function outer() { var x = 1; function inner() { return x + y; } var y = 2; return inner(); }
print(outer());
(function named() { print(typeof named); })();
