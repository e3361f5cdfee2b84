// Generators: yield, iteration, return values, arguments to next, return/throw, yield*.
function* count(n) {
  for (let i = 0; i < n; i++) yield i;
  return "done";
}
const g = count(3);
print(g.next().value, g.next().value, g.next().value);
const last = g.next();
print(last.value, last.done, g.next().done);
print([...count(4)].join(","));
function* echo() {
  let received = yield "first";
  while (true) received = yield "got " + received;
}
const e = echo();
print(e.next().value, e.next(1).value, e.next(2).value);
function* withFinally() {
  try { yield 1; yield 2; } finally { print("closing"); }
}
for (const v of withFinally()) { print(v); break; }
function* inner() { yield "a"; yield "b"; }
function* outer() { yield* inner(); yield "c"; }
print([...outer()].join(""));
const r = count(5);
r.next();
print(r.return(99).value, r.next().done);
const t = withFinally();
t.next();
try { t.throw(new Error("x")); } catch (err) { print("thrown", err.message); }
const fib = function* () { let [a, b] = [0, 1]; for (;;) { yield a; [a, b] = [b, a + b]; } };
const firsts = [];
for (const v of fib()) { if (v > 50) break; firsts.push(v); }
print(firsts.join(","));
